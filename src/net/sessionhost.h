// Binds a GameSession to its connections: each Channel says hello (a seat with its token, a new
// seat, or a spectator), then gets its viewer's numbered updates; one that reconnects says
// which update it last holds and gets what it missed, or a full view. Every message is read by
// protocol.h's decode(); a bad one is refused with the reason and changes nothing.
#pragma once

#include "channel.h"
#include "gamesession.h"
#include "protocol.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <list>

namespace net {

class SessionHost : public QObject
{
    Q_OBJECT
public:
    /// Serves `session` (not owned; it must outlive the host). `build` is this program's version,
    /// sent in the welcome.
    explicit SessionHost(session::GameSession *session, const QString &build = buildVersion(), QObject *parent = nullptr);
    ~SessionHost() override;

    /// Takes a new connection (not owned: the transport owns its channels). It must say hello
    /// first; anything else closes it with the reason.
    void addConnection(Channel *channel);
    /// Connections open now (said hello or not).
    int connectionCount() const;
    /// Messages refused so far (bad, unexpected or not allowed), for tests and the host's log.
    int refusedCount() const { return m_refused; }
    /// The last round-trip time measured to seat `seat`'s connection, ms; -1 when unknown.
    int roundTripMs(int seat) const;
    /// Sends every connection a ping every `ms` (0: never); the pongs give roundTripMs().
    void setPingInterval(int ms);
    /// The rate cap of each new connection: `burst` messages, refilled at `perSecond`.
    void setRateCap(int burst, double perSecond);

private:
    struct Connection {
        QPointer<Channel> channel;
        bool joined = false;
        bool closed = false;        ///< closed, to be erased on the next turn of the event loop
        session::Actor actor;
        rules::Viewer viewer;
        qint64 sent = -1;           ///< the last update number this connection has (-1: no view yet)
        bool sentByUs = false;      ///< `sent` is the host's own count (not the number a client claimed)
        RateLimiter limiter;
        bool floodTold = false;
        int rttMs = -1;
    };

    void onMessage(Connection &c, const QByteArray &bytes);
    void onHello(Connection &c, const Message &m);
    void onJoined(Connection &c, const Message &m);
    void onClosed(Channel *channel);
    void refuse(Connection &c, const QString &reason, const QString &of, bool fatal = false);
    void push(Connection &c);
    void pushAll();
    void sendGameOver(Connection &c);
    void send(Connection &c, const Message &m);
    Connection *find(Channel *channel);
    Connection *seatConnection(int seat, const Connection *except = nullptr);

    session::GameSession *m_session;
    QString m_build;
    std::list<Connection> m_connections;
    int m_refused = 0;
    int m_burst = 60;
    double m_perSecond = 30.0;
    QTimer m_ping;
    QElapsedTimer m_clock;
};

} // namespace net
