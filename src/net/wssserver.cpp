#include "wssserver.h"

#include "tlspsk.h"
#include "wsschannel.h"

#include <QNetworkInterface>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocketServer>

#include <functional>

namespace net {

namespace {

// A QTcpServer that hands each accepted descriptor to the WssServer, which wraps it in a
// QSslSocket itself (QTcpServer would make a plain QTcpSocket).
class Listener : public QTcpServer
{
public:
    Listener(std::function<void(qintptr)> onAccept, QObject *parent) : QTcpServer(parent), m_onAccept(std::move(onAccept)) { }

protected:
    void incomingConnection(qintptr descriptor) override { m_onAccept(descriptor); }

private:
    std::function<void(qintptr)> m_onAccept;
};

} // namespace

WssServer::WssServer(QObject *parent) : QObject(parent) { }

WssServer::~WssServer()
{
    close();
}

void WssServer::setLimits(const TransportLimits &limits)
{
    m_limits = limits;
}

const TransportLimits &WssServer::limits() const
{
    return m_limits;
}

bool WssServer::listen(const QHostAddress &address, quint16 port, const QByteArray &secret, QString *error)
{
    QString why;
    close();
    if (!pskAvailable(&why)) {
        if (error)
            *error = why;
        return false;
    }
    if (!secret.isEmpty() && secret.size() != Invite::kSecretBytes) {
        if (error)
            *error = QStringLiteral("a game's secret is %1 bytes, not %2").arg(Invite::kSecretBytes).arg(secret.size());
        return false;
    }
    m_secret = secret.isEmpty() ? Invite::newSecret() : secret;
    m_tcp = new Listener([this](qintptr descriptor) { accept(descriptor); }, this);
    // Connections wait in the kernel's queue until accept() takes them; accept() takes every one
    // at once (and drops those over the caps), so Qt's own queue of pending ones stays short.
    m_tcp->setMaxPendingConnections(m_limits.maxHandshaking);
    if (!m_tcp->listen(address, port)) {
        if (error)
            *error = QStringLiteral("port %1: %2").arg(port).arg(m_tcp->errorString());
        delete m_tcp;
        m_tcp = nullptr;
        return false;
    }
    // The WebSocket upgrade (HTTP) runs over the already-encrypted socket; the TLS is ours.
    m_upgrader = new QWebSocketServer(QStringLiteral("Day/Night Table"), QWebSocketServer::NonSecureMode, this);
    // Our deadline (accept()) covers TLS and upgrade together; Qt's own is a backstop behind it.
    m_upgrader->setHandshakeTimeout(2 * m_limits.handshakeTimeoutMs);
    m_upgrader->setMaxPendingConnections(m_limits.maxConnections);
    connect(m_upgrader, &QWebSocketServer::newConnection, this, &WssServer::upgraded);
    return true;
}

bool WssServer::isListening() const
{
    return m_tcp && m_tcp->isListening();
}

void WssServer::close()
{
    delete m_tcp;
    m_tcp = nullptr;
    for (auto it = m_handshaking.begin(); it != m_handshaking.end(); it = m_handshaking.erase(it)) {
        it.key()->disconnect(this);
        it.key()->abort();
        it.key()->deleteLater();
    }
    const auto channels = findChildren<WssChannel *>(Qt::FindDirectChildrenOnly);
    for (WssChannel *channel : channels)
        channel->close(QStringLiteral("the host stopped"));
    delete m_upgrader;
    m_upgrader = nullptr;
}

QHostAddress WssServer::address() const
{
    return m_tcp ? m_tcp->serverAddress() : QHostAddress();
}

quint16 WssServer::port() const
{
    return m_tcp ? m_tcp->serverPort() : 0;
}

QByteArray WssServer::secret() const
{
    return m_secret;
}

QString WssServer::shareableAddress()
{
    QString v6;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &interface : interfaces) {
        const auto flags = interface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress ip = entry.ip();
            if (ip.protocol() == QAbstractSocket::IPv4Protocol && !ip.isLinkLocal())
                return ip.toString();
            if (ip.protocol() == QAbstractSocket::IPv6Protocol && ip.isGlobal() && !ip.isLinkLocal() && !ip.isUniqueLocalUnicast() && v6.isEmpty())
                v6 = ip.toString();
        }
    }
    return v6.isEmpty() ? QStringLiteral("127.0.0.1") : v6;
}

Invite WssServer::invite(Invite::Role role, const QString &host) const
{
    Invite invite;
    const QHostAddress listening = address();
    if (!host.isEmpty())
        invite.host = host;
    else if (listening == QHostAddress::Any || listening == QHostAddress::AnyIPv4 || listening == QHostAddress::AnyIPv6)
        invite.host = shareableAddress();
    else
        invite.host = listening.toString();
    invite.port = port();
    invite.secret = m_secret;
    invite.role = role;
    return invite;
}

int WssServer::channelCount() const
{
    return m_channels;
}

int WssServer::handshakingCount() const
{
    return int(m_handshaking.size());
}

QHostAddress WssServer::clientAddress(const QHostAddress &address)
{
    bool mapped = false;
    const quint32 v4 = address.protocol() == QAbstractSocket::IPv6Protocol ? address.toIPv4Address(&mapped) : 0;
    return mapped ? QHostAddress(v4) : address;
}

int WssServer::handshakingFrom(const QHostAddress &from) const
{
    int n = 0;
    for (auto it = m_handshaking.cbegin(); it != m_handshaking.cend(); ++it)
        n += clientAddress(it.key()->peerAddress()) == from ? 1 : 0;
    return n;
}

int WssServer::connectionsFrom(const QHostAddress &address) const
{
    const QHostAddress from = clientAddress(address);
    return m_channelsFrom.value(from) + handshakingFrom(from);
}

// Why a new connection from `from` (a clientAddress()) is over a cap, "" when it is not.
QString WssServer::whyRefused(const QHostAddress &from) const
{
    const int busy = m_channels + int(m_handshaking.size());
    if (busy >= m_limits.maxConnections)
        return QStringLiteral("%1 connections already").arg(busy);
    if (m_handshaking.size() >= m_limits.maxHandshaking)
        return QStringLiteral("%1 handshakes in progress already").arg(m_handshaking.size());
    const int handshaking = handshakingFrom(from);
    const int open = m_channelsFrom.value(from) + handshaking;
    if (open >= m_limits.maxConnectionsPerAddress)
        return QStringLiteral("%1 connections from %2 already (at most %3 from one address)").arg(open).arg(from.toString()).arg(m_limits.maxConnectionsPerAddress);
    if (handshaking >= m_limits.maxHandshakingPerAddress)
        return QStringLiteral("%1 handshakes from %2 in progress already (at most %3 from one address)")
            .arg(handshaking).arg(from.toString()).arg(m_limits.maxHandshakingPerAddress);
    return {};
}

void WssServer::accept(qintptr descriptor)
{
    auto *socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QString why = whyRefused(clientAddress(socket->peerAddress()));
    if (!why.isEmpty()) {
        const QString peer = hostAndPort(socket->peerAddress(), socket->peerPort());
        socket->abort();
        delete socket;
        emit refused(peer, why);
        return;
    }
    socket->setSslConfiguration(pskConfiguration());
    auto *deadline = new QTimer(socket);
    deadline->setSingleShot(true);
    m_handshaking.insert(socket, deadline);
    connect(socket, &QObject::destroyed, this, [this, socket] { m_handshaking.remove(socket); });
    connect(deadline, &QTimer::timeout, this,
            [this, socket] { drop(socket, QStringLiteral("no handshake within %1 ms").arg(m_limits.handshakeTimeoutMs)); });
    connect(socket, &QSslSocket::preSharedKeyAuthenticationRequired, this, [this](QSslPreSharedKeyAuthenticator *authenticator) {
        // An unknown identity gets no key: the handshake fails like a wrong secret.
        if (authenticator->identity() == pskIdentity())
            authenticator->setPreSharedKey(pskFromSecret(m_secret));
    });
    connect(socket, &QSslSocket::encrypted, this, [this, socket] {
        if (m_upgrader && m_handshaking.contains(socket))
            m_upgrader->handleConnection(socket);
    });
    connect(socket, &QAbstractSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        if (!m_handshaking.contains(socket))
            return;
        if (error == QAbstractSocket::SslHandshakeFailedError)
            drop(socket, QStringLiteral("wrong secret or not a Day/Night Table client (TLS: %1)").arg(socket->errorString()));
        else
            drop(socket, socket->errorString());
    });
    connect(socket, &QAbstractSocket::disconnected, this, [this, socket] {
        if (m_handshaking.contains(socket))
            drop(socket, QStringLiteral("closed during the handshake"));
    });
    deadline->start(m_limits.handshakeTimeoutMs);
    socket->startServerEncryption();
}

void WssServer::drop(QSslSocket *socket, const QString &reason)
{
    if (!m_handshaking.remove(socket))
        return;
    const QString peer = hostAndPort(socket->peerAddress(), socket->peerPort());
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
    emit refused(peer, reason);
}

void WssServer::upgraded()
{
    while (m_upgrader && m_upgrader->hasPendingConnections()) {
        QWebSocket *webSocket = m_upgrader->nextPendingConnection();
        // The TLS socket under it, found by its peer's address and port: its handshake is over.
        for (auto it = m_handshaking.begin(); it != m_handshaking.end(); ++it) {
            QSslSocket *socket = it.key();
            if (socket->peerPort() == webSocket->peerPort() && socket->peerAddress() == webSocket->peerAddress()) {
                delete it.value();
                m_handshaking.erase(it);
                socket->disconnect(this);
                break;
            }
        }
        auto *channel = new WssChannel(webSocket, m_limits, QStringLiteral("guest"), this);
        const QHostAddress from = clientAddress(webSocket->peerAddress());
        ++m_channels;
        ++m_channelsFrom[from];
        connect(channel, &QObject::destroyed, this, [this, from] {
            --m_channels;
            if (--m_channelsFrom[from] <= 0)
                m_channelsFrom.remove(from);
        });
        emit newChannel(channel);
    }
}

} // namespace net
