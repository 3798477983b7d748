// An in-process Channel pair: what one end sends the other receives, whole and in order, on a
// later turn of the event loop (queued, as a network would deliver it). Hot-seat and tests use
// it to run the same session, host and client code as the network.
#pragma once

#include "channel.h"

#include <QPointer>
#include <utility>

namespace net {

class LocalChannel : public Channel
{
    Q_OBJECT
public:
    /// Two connected ends named `a` and `b` (peer() of each is the other's name). The caller
    /// owns both; destroying one closes the other ("the peer is gone").
    static std::pair<LocalChannel *, LocalChannel *> pair(const QString &a = QStringLiteral("local:host"),
                                                           const QString &b = QStringLiteral("local:client"));
    ~LocalChannel() override;

    /// Queues `message` for the peer. Ignored once closed. Counts bytesSent().
    void send(const QByteArray &message) override;
    /// Closes both ends: this one at once, the peer on the next turn of the event loop with
    /// `reason`. Each emits closed() once.
    void close(const QString &reason) override;
    QString peer() const override;
    bool isOpen() const override { return m_open; }
    /// The bytes and messages this end has sent (for the traffic figures).
    qint64 bytesSent() const { return m_bytesSent; }
    qint64 messagesSent() const { return m_messagesSent; }

private:
    explicit LocalChannel(const QString &name) : m_name(name) {}
    void closeHere(const QString &reason);

    QString m_name;
    QPointer<LocalChannel> m_peer;
    bool m_open = true;
    qint64 m_bytesSent = 0;
    qint64 m_messagesSent = 0;
};

} // namespace net
