// One connection between a session and a viewer, as whole messages in order. The network
// transport (a WebSocket over TLS) and the in-process link implement it, so hot-seat, computer
// seats, remote seats and spectators all take the same path (ARCHITECTURE.md).
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

namespace net {

/// A bidirectional, ordered message pipe. Messages are whole (never split or merged); a channel
/// that fails (peer gone, a frame over the size cap, a flood over the rate cap, a TLS error)
/// emits closed() once with the reason and sends nothing more.
class Channel : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~Channel() override = default;
    /// Queues one message for the peer. Ignored once closed.
    virtual void send(const QByteArray &message) = 0;
    /// Closes the channel, telling the peer `reason` where the transport can (a close frame).
    virtual void close(const QString &reason) = 0;
    /// "127.0.0.1:53412", for logs and the host's list of connections.
    virtual QString peer() const = 0;
    virtual bool isOpen() const = 0;

signals:
    /// One whole message from the peer.
    void received(const QByteArray &message);
    /// The channel is closed (by either side, or by a fault), with why, e.g. "the host closed
    /// the connection", "message of 2000000 bytes is over the cap of 1048576".
    void closed(const QString &reason);
};

} // namespace net
