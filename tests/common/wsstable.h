// A hosted game over the real transport for the network tests and figures: a host (WssServer with
// TLS-PSK, GameSession, SessionHost) and its guests (WssConnector, SessionClient) on 127.0.0.1,
// all in this process and its one event loop, and a relay that counts the bytes on the wire and
// cuts a connection on demand.
#pragma once

#include "gamesession.h"
#include "sessionclient.h"
#include "sessionhost.h"
#include "transportlimits.h"
#include "wssserver.h"

#include <QPointer>
#include <QTcpServer>
#include <functional>
#include <map>
#include <memory>
#include <vector>

class QTcpSocket;

namespace wsstable {

/// A TCP relay on the loopback in front of the host for one guest: what the host sends through it
/// is counted as it crosses the wire (TLS records and WebSocket frames included), and cut() drops
/// every connection through it at once, both sides aborted, as a lost network link would.
class WireTap : public QObject
{
public:
    explicit WireTap(quint16 upstreamPort, QObject *parent = nullptr);
    /// Listens on 127.0.0.1, a free port (port()). False when it cannot.
    bool listen();
    quint16 port() const { return m_server.serverPort(); }
    /// Bytes the host has sent to the guest through this relay, every connection together.
    qint64 bytesDown() const { return m_down; }
    /// Aborts both sockets of every connection relayed now.
    void cut();

private:
    struct Link {
        QPointer<QTcpSocket> guest;
        QPointer<QTcpSocket> host;
    };
    void accept();

    QTcpServer m_server;
    quint16 m_upstream;
    qint64 m_down = 0;
    std::vector<Link> m_links;
};

/// CPU time this thread has used, in nanoseconds (not stretched by other programs' load).
qint64 threadCpuNs();

/// Runs the event loop until `done()` or `timeoutMs` milliseconds; returns whether done.
bool spin(const std::function<bool()> &done, int timeoutMs = 10000);

/// Caps far above any person's pace: tests and figures send actions as fast as the table answers,
/// and the default caps (50 messages a second per connection) are there against floods.
net::TransportLimits fastLimits();

/// One hosted game and its guests.
class WssTable
{
public:
    explicit WssTable(const session::SessionOptions &options);
    ~WssTable();

    /// Starts listening on 127.0.0.1 (a free port). False with the reason in `*error`.
    bool listen(QString *error);
    /// A new guest with `options`, through a WireTap of its own when `tapped`; returns once it is
    /// welcomed, or null with the reason in `*error`.
    net::SessionClient *join(const net::SessionClient::Options &options, bool tapped, QString *error);
    /// A new connection for `client` (after its last one dropped): its token and the last update
    /// it holds go in its hello. Returns once the channel is open and hello sent; false with why.
    bool reconnect(net::SessionClient *client, QString *error);
    /// `client`'s relay (null when it joined untapped).
    WireTap *tap(const net::SessionClient *client) const;

    session::GameSession &session() { return *m_session; }
    const std::vector<std::unique_ptr<net::SessionClient>> &clients() const { return m_clients; }
    /// Whether `client` holds its viewer's latest view: the host's last update number and hash.
    bool upToDate(const net::SessionClient *client);
    /// ... every client, except `except`.
    bool allUpToDate(const net::SessionClient *except = nullptr);
    /// The latest update number of seat `seat`'s viewer at the host (0 before any).
    qint64 hostLast(int seat);
    /// CPU nanoseconds (threadCpuNs()) spent so far in the host's handling of the guests' messages (SessionHost:
    /// read, check, apply, every view projected, diffed and hashed, the messages encoded and
    /// queued; the TLS encryption and the writes happen later in the event loop, not counted),
    /// and in the guests' handling of the host's (SessionClient: patch, hash, check).
    qint64 hostBusyNs() const { return m_hostNs; }
    qint64 guestBusyNs() const { return m_guestNs; }

private:
    /// Times what `handler` connects to `channel`'s received(): connected before and after it,
    /// as slots run in the order connected.
    void timeHandling(net::Channel *channel, const std::function<void()> &handler, qint64 *ns);
    bool open(net::SessionClient *client, quint16 port, QString *error);

    std::unique_ptr<session::GameSession> m_session;
    net::WssServer m_server;
    std::unique_ptr<net::SessionHost> m_host;
    std::vector<std::unique_ptr<net::SessionClient>> m_clients;
    std::map<const net::SessionClient *, std::unique_ptr<WireTap>> m_taps;
    qint64 m_hostNs = 0;
    qint64 m_guestNs = 0;
    qint64 m_busyFrom = 0;
};

} // namespace wsstable
