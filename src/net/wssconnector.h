// The guest's side of network play: opens the wss connection an invite names.
#pragma once

#include "invite.h"
#include "transportlimits.h"

#include <QObject>
#include <QPointer>

class QTimer;
class QWebSocket;

namespace net {

class Channel;

/// Connects to the host of an invite over TLS-PSK keyed by its secret, then a WebSocket. Emits
/// exactly one of connected() or failed() per open().
class WssConnector : public QObject
{
    Q_OBJECT
public:
    explicit WssConnector(QObject *parent = nullptr);
    ~WssConnector() override;

    /// The caps for the channel made (the host's own caps are its own).
    void setLimits(const TransportLimits &limits);
    /// Milliseconds from open() to an open channel before failed() (default 10,000).
    void setTimeoutMs(int milliseconds);

    /// Starts connecting (abandoning a connection still in progress, which then emits nothing).
    void open(const Invite &invite);
    /// Abandons the connection in progress; emits nothing.
    void abort();
    bool isConnecting() const;

signals:
    /// The channel is open. The receiver owns it (no parent); it deletes itself after closed().
    void connected(net::Channel *channel);
    /// One line for the person, e.g. "the host refused the invite's secret: ask for a new
    /// invite", "nothing answers at 192.168.1.20:47390: is the game still hosted there, and is
    /// the port open in its firewall?", "no answer from 192.168.1.20:47390 within 10 s".
    void failed(const QString &reason);

private:
    void fail(const QString &reason);
    QString describeError() const;

    TransportLimits m_limits;
    int m_timeoutMs = 10000;
    Invite m_invite;
    QPointer<QWebSocket> m_socket;
    QTimer *m_deadline = nullptr;
    bool m_keyAsked = false;
    bool m_alert = false;
};

} // namespace net
