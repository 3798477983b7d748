// The host's side of network play: a listening port that admits only guests holding the
// invite's secret, over TLS-PSK, as one net::Channel per guest.
#pragma once

#include "invite.h"
#include "transportlimits.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>

class QSslSocket;
class QTcpServer;
class QTimer;
class QWebSocketServer;

namespace net {

class Channel;

/// Listens for guests. Each connection must finish a TLS 1.2 PSK handshake keyed by the game's
/// secret (tlspsk.h) and a WebSocket upgrade within TransportLimits::handshakeTimeoutMs; then
/// newChannel() hands it over as a WssChannel. A wrong secret, bytes that are not TLS, a silent
/// or slow connection, or one over the caps on connections (in all, or from one client
/// address) is dropped and reported by refused(); the server keeps serving the others.
class WssServer : public QObject
{
    Q_OBJECT
public:
    explicit WssServer(QObject *parent = nullptr);
    ~WssServer() override;

    /// The caps for connections accepted from now on (set them before listen()).
    void setLimits(const TransportLimits &limits);
    const TransportLimits &limits() const;

    /// Listens on `address` (QHostAddress::Any for every interface, IPv4 and IPv6) and `port`
    /// (0: a free port chosen by the system; see port()), admitting guests that hold `secret`
    /// (Invite::kSecretBytes bytes; empty: a new one from Invite::newSecret()). Returns false
    /// with one line in `*error` (when not null) when TLS-PSK is not available, the secret has
    /// the wrong length, or the port cannot be opened ("port 47390: The bound address is already
    /// in use").
    bool listen(const QHostAddress &address, quint16 port, const QByteArray &secret, QString *error);
    bool isListening() const;
    /// Stops listening and closes every connection (channels get closed("the host stopped")).
    void close();

    QHostAddress address() const;
    /// The port listened on (the one chosen when listen() was given 0); 0 when not listening.
    quint16 port() const;
    QByteArray secret() const;

    /// The line to share. `host` is the address guests reach (a public address or a host name
    /// behind a router); empty: the listening address, or when listening on every interface the
    /// first non-loopback IPv4 address of this computer (shareableAddress()).
    Invite invite(Invite::Role role = Invite::Role::Player, const QString &host = {}) const;
    /// This computer's first running non-loopback IPv4 address, else a global IPv6 one, else
    /// "127.0.0.1".
    static QString shareableAddress();

    /// Channels made by this server that are not yet gone (closed ones leave within a second).
    int channelCount() const;
    /// Connections still in their TLS or WebSocket handshake.
    int handshakingCount() const;
    /// Channels and handshakes in progress from client address `address` (its IPv4 address for
    /// an IPv4-mapped IPv6 one), as the per-address caps count them.
    int connectionsFrom(const QHostAddress &address) const;
    /// The address the per-address caps count `address` as: its IPv4 address when it is an
    /// IPv4-mapped IPv6 one (::ffff:203.0.113.7, as a dual-stack socket sees IPv4 guests), else itself.
    static QHostAddress clientAddress(const QHostAddress &address);

signals:
    /// A guest finished its handshake. The channel is a child of the server and deletes itself
    /// after closed() (WssChannel).
    void newChannel(net::Channel *channel);
    /// A connection dropped before it became a channel, for the host's log: `peer` as
    /// "203.0.113.7:50122", `reason` e.g. "wrong secret or not a Day/Night Table client (TLS:
    /// decrypt error)", "no handshake within 5000 ms", "64 connections already".
    void refused(const QString &peer, const QString &reason);

private:
    void accept(qintptr descriptor);
    void upgraded();
    void drop(QSslSocket *socket, const QString &reason);
    QString whyRefused(const QHostAddress &from) const;
    int handshakingFrom(const QHostAddress &from) const;

    TransportLimits m_limits;
    QByteArray m_secret;
    QTcpServer *m_tcp = nullptr;
    QWebSocketServer *m_upgrader = nullptr;
    /// Sockets in their handshake, with their deadline timers.
    QHash<QSslSocket *, QTimer *> m_handshaking;
    int m_channels = 0;
    QHash<QHostAddress, int> m_channelsFrom; ///< open channels per clientAddress()
};

} // namespace net
