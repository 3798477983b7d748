#include "localchannel.h"

namespace net {

std::pair<LocalChannel *, LocalChannel *> LocalChannel::pair(const QString &a, const QString &b)
{
    auto *first = new LocalChannel(a);
    auto *second = new LocalChannel(b);
    first->m_peer = second;
    second->m_peer = first;
    return {first, second};
}

LocalChannel::~LocalChannel()
{
    if (m_peer && m_peer->m_open) {
        LocalChannel *peer = m_peer;
        QMetaObject::invokeMethod(peer, [peer] { peer->closeHere(QStringLiteral("the peer is gone")); }, Qt::QueuedConnection);
    }
}

void LocalChannel::send(const QByteArray &message)
{
    if (!m_open || !m_peer)
        return;
    m_bytesSent += message.size();
    ++m_messagesSent;
    LocalChannel *peer = m_peer;
    QMetaObject::invokeMethod(peer, [peer, message] {
        if (peer->m_open)
            emit peer->received(message);
    }, Qt::QueuedConnection);
}

void LocalChannel::close(const QString &reason)
{
    if (!m_open)
        return;
    if (m_peer) {
        LocalChannel *peer = m_peer;
        QMetaObject::invokeMethod(peer, [peer, reason] { peer->closeHere(reason); }, Qt::QueuedConnection);
    }
    closeHere(reason);
}

void LocalChannel::closeHere(const QString &reason)
{
    if (!m_open)
        return;
    m_open = false;
    emit closed(reason);
}

QString LocalChannel::peer() const
{
    return m_peer ? m_peer->m_name : QStringLiteral("(gone)");
}

} // namespace net
