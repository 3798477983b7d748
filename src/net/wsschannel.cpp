#include "wsschannel.h"

#include "invite.h"

#include <QTimer>

namespace net {

namespace {

// A close frame carries at most 123 bytes of UTF-8 reason (RFC 6455, 5.5).
QString closeFrameReason(const QString &reason)
{
    QString cut = reason;
    while (cut.toUtf8().size() > 123)
        cut.chop(1);
    return cut;
}

} // namespace

void applySizeCaps(QWebSocket *socket, const TransportLimits &limits)
{
    socket->setMaxAllowedIncomingMessageSize(quint64(limits.maxMessageBytes));
    socket->setMaxAllowedIncomingFrameSize(quint64(limits.maxMessageBytes));
}

WssChannel::WssChannel(QWebSocket *socket, const TransportLimits &limits, const QString &peerRole, QObject *parent)
    : Channel(parent), m_socket(socket), m_limits(limits), m_peerRole(peerRole), m_peer(hostAndPort(socket->peerAddress(), socket->peerPort()))
{
    socket->setParent(this);
    applySizeCaps(socket, limits);
    m_tokens = limits.burst;
    m_clock.start();
    connect(socket, &QWebSocket::binaryMessageReceived, this, &WssChannel::onMessage);
    connect(socket, &QWebSocket::textMessageReceived, this, [this](const QString &) {
        finish(QStringLiteral("the %1 sent a text message, which is not part of the protocol").arg(m_peerRole),
               QWebSocketProtocol::CloseCodeDatatypeNotSupported);
    });
    connect(socket, &QWebSocket::disconnected, this, &WssChannel::onDisconnected);
    connect(socket, &QWebSocket::bytesWritten, this, [this](qint64 bytes) { m_queued = std::max<qint64>(0, m_queued - bytes); });
    connect(socket, &QWebSocket::pong, this, [this](quint64 elapsed, const QByteArray &) {
        m_roundTripMs = qint64(elapsed);
        emit roundTrip(m_roundTripMs);
    });
    if (socket->state() != QAbstractSocket::ConnectedState)
        QTimer::singleShot(0, this, &WssChannel::onDisconnected);
}

WssChannel::~WssChannel()
{
    if (m_socket)
        m_socket->abort();
}

QString WssChannel::peer() const
{
    return m_peer;
}

bool WssChannel::isOpen() const
{
    return m_open;
}

qint64 WssChannel::roundTripMs() const
{
    return m_roundTripMs;
}

void WssChannel::ping()
{
    if (m_open && m_socket)
        m_socket->ping();
}

void WssChannel::send(const QByteArray &message)
{
    if (!m_open || !m_socket)
        return;
    if (message.size() > m_limits.maxMessageBytes) {
        finish(QStringLiteral("message of %1 bytes is over the cap of %2").arg(message.size()).arg(m_limits.maxMessageBytes),
               QWebSocketProtocol::CloseCodeNormal);
        return;
    }
    m_queued += message.size();
    if (m_queued > m_limits.maxQueuedBytes) {
        finish(QStringLiteral("the %1 is not reading: %2 bytes wait to be sent, over the cap of %3").arg(m_peerRole).arg(m_queued).arg(m_limits.maxQueuedBytes),
               QWebSocketProtocol::CloseCodeGoingAway);
        return;
    }
    m_socket->sendBinaryMessage(message);
}

void WssChannel::close(const QString &reason)
{
    finish(reason, QWebSocketProtocol::CloseCodeNormal);
}

void WssChannel::onMessage(const QByteArray &message)
{
    if (!m_open)
        return;
    // Token bucket: refill at messagesPerSecond up to burst, one token per message.
    const qint64 now = m_clock.elapsed();
    m_tokens = std::min<double>(m_limits.burst, m_tokens + double(now - m_lastRefillMs) * m_limits.messagesPerSecond / 1000.0);
    m_lastRefillMs = now;
    if (m_tokens < 1.0) {
        finish(QStringLiteral("the %1 sent more than %2 messages a second (bursts of %3)").arg(m_peerRole).arg(m_limits.messagesPerSecond).arg(m_limits.burst),
               QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    }
    m_tokens -= 1.0;
    emit received(message);
}

QString WssChannel::peerGoneReason() const
{
    if (!m_socket)
        return QStringLiteral("the connection to the %1 was lost").arg(m_peerRole);
    const auto code = m_socket->closeCode();
    const QString why = m_socket->closeReason();
    // Qt closes with this code when a message over the cap arrives, and the peer is told the
    // same code and words: which side refused cannot be told here, so the reason names neither.
    if (code == QWebSocketProtocol::CloseCodeTooMuchData)
        return QStringLiteral("the connection to the %1 was closed: a message was over the size cap (%2 bytes here)").arg(m_peerRole).arg(m_limits.maxMessageBytes);
    // Our channels always close with a reason; a close frame without one (or none at all) is a
    // connection that dropped, or a peer that is not ours.
    if (!why.isEmpty())
        return QStringLiteral("the %1 closed the connection: %2").arg(m_peerRole, why);
    const auto error = m_socket->error();
    if (error != QAbstractSocket::UnknownSocketError && error != QAbstractSocket::RemoteHostClosedError)
        return QStringLiteral("the connection to the %1 was lost: %2").arg(m_peerRole, m_socket->errorString());
    return QStringLiteral("the connection to the %1 was lost").arg(m_peerRole);
}

void WssChannel::onDisconnected()
{
    if (m_open) {
        m_open = false;
        emit closed(peerGoneReason());
    }
    deleteLater();
}

void WssChannel::finish(const QString &reason, QWebSocketProtocol::CloseCode code)
{
    if (!m_open)
        return;
    m_open = false;
    if (m_socket)
        m_socket->close(code, closeFrameReason(reason));
    emit closed(reason);
    // The socket says goodbye (disconnected() deletes the channel); a peer that never answers
    // the close frame is cut after a second.
    QTimer::singleShot(1000, this, [this] {
        if (m_socket)
            m_socket->abort();
        deleteLater();
    });
}

} // namespace net
