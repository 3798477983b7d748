// net::Channel over one WebSocket (over TLS), with the transport's caps on what the peer sends.
#pragma once

#include "channel.h"
#include "transportlimits.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWebSocket>

namespace net {

/// One open WebSocket as a Channel: binary messages, whole and in order. It enforces
/// TransportLimits on the peer: a message over maxMessageBytes, more messages than the token
/// bucket allows, a text frame, or more than maxQueuedBytes waiting to be sent close the channel
/// with the reason (and a close frame telling the peer, where the socket is still up).
///
/// Lifetime: the channel owns its socket. After closed() it deletes itself (deleteLater, once the
/// socket has said goodbye or after a second); keep it in a QPointer or drop it on closed().
/// Made by WssServer (host side) and WssConnector (guest side); not constructed directly.
class WssChannel : public Channel
{
    Q_OBJECT
public:
    /// Takes `socket` (open, not parented elsewhere). `peerRole` ("host" or "guest") words the
    /// reasons: "the host closed the connection: the game is over".
    WssChannel(QWebSocket *socket, const TransportLimits &limits, const QString &peerRole, QObject *parent = nullptr);
    ~WssChannel() override;

    /// Sends one binary message. A message over maxMessageBytes is not sent: the channel closes
    /// with "message of N bytes is over the cap of M" (the peer would refuse it anyway).
    void send(const QByteArray &message) override;
    /// Sends a close frame with `reason` (cut to the 123 bytes a close frame holds) and emits
    /// closed(reason) now.
    void close(const QString &reason) override;
    QString peer() const override;
    bool isOpen() const override;

    /// The last measured round trip in milliseconds (a WebSocket ping answered by the peer's
    /// pong), or -1 before the first; ping() measures again and emits roundTrip().
    qint64 roundTripMs() const;
    void ping();

signals:
    void roundTrip(qint64 milliseconds);

private:
    void onMessage(const QByteArray &message);
    void onDisconnected();
    void finish(const QString &reason, QWebSocketProtocol::CloseCode code);
    QString peerGoneReason() const;

    QPointer<QWebSocket> m_socket;
    TransportLimits m_limits;
    QString m_peerRole;
    QString m_peer;
    bool m_open = true;
    double m_tokens = 0;
    QElapsedTimer m_clock;
    qint64 m_lastRefillMs = 0;
    qint64 m_queued = 0;
    qint64 m_roundTripMs = -1;
};

/// Sets the size caps of `socket` from `limits` (message and frame).
void applySizeCaps(QWebSocket *socket, const TransportLimits &limits);

} // namespace net
