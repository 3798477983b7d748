#include "wssconnector.h"

#include "tlspsk.h"
#include "wsschannel.h"

#include <QSslPreSharedKeyAuthenticator>
#include <QTimer>
#include <QWebSocket>

namespace net {

WssConnector::WssConnector(QObject *parent) : QObject(parent), m_deadline(new QTimer(this))
{
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        fail(QStringLiteral("no answer from %1 within %2 s: is the game hosted there, and is port %3 open in its firewall?")
                 .arg(m_invite.address())
                 .arg(m_timeoutMs / 1000.0)
                 .arg(m_invite.port));
    });
}

WssConnector::~WssConnector()
{
    abort();
}

void WssConnector::setLimits(const TransportLimits &limits)
{
    m_limits = limits;
}

void WssConnector::setTimeoutMs(int milliseconds)
{
    m_timeoutMs = milliseconds;
}

bool WssConnector::isConnecting() const
{
    return m_socket != nullptr;
}

void WssConnector::abort()
{
    m_deadline->stop();
    if (m_socket) {
        QWebSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
}

void WssConnector::open(const Invite &invite)
{
    abort();
    m_invite = invite;
    m_keyAsked = false;
    m_alert = false;
    QString why;
    if (!pskAvailable(&why)) {
        // Reported from the event loop, as every other outcome.
        QTimer::singleShot(0, this, [this, why] { emit failed(why); });
        return;
    }
    auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket = socket;
    socket->setSslConfiguration(pskConfiguration());
    applySizeCaps(socket, m_limits);
    connect(socket, &QWebSocket::preSharedKeyAuthenticationRequired, this, [this](QSslPreSharedKeyAuthenticator *authenticator) {
        m_keyAsked = true;
        answerPsk(authenticator, m_invite.secret);
    });
    connect(socket, &QWebSocket::alertReceived, this, [this](QSsl::AlertLevel level, QSsl::AlertType, const QString &) {
        if (level == QSsl::AlertLevel::Fatal)
            m_alert = true;
    });
    connect(socket, &QWebSocket::connected, this, [this, socket] {
        m_deadline->stop();
        m_socket = nullptr;
        socket->disconnect(this);
        socket->setParent(nullptr);
        emit connected(new WssChannel(socket, m_limits, QStringLiteral("host")));
    });
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this, [this](QAbstractSocket::SocketError) { fail(describeError()); });
    // Qt may report the disconnection before the error that caused it: read the error after.
    connect(socket, &QWebSocket::disconnected, this, [this] { QTimer::singleShot(0, this, [this] { fail(describeError()); }); });
    m_deadline->start(m_timeoutMs);
    socket->open(invite.url());
}

QString WssConnector::describeError() const
{
    const QString where = m_invite.address();
    if (!m_socket)
        return QStringLiteral("the connection to %1 was lost").arg(where);
    const QAbstractSocket::SocketError error = m_socket->error();
    // The key was asked for and then the host ended the handshake: with TLS-PSK that is the
    // host failing to read our Finished message, i.e. another secret.
    if (m_keyAsked && (m_alert || error == QAbstractSocket::SslHandshakeFailedError || error == QAbstractSocket::RemoteHostClosedError))
        return QStringLiteral("the host refused the invite's secret: ask for a new invite");
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return QStringLiteral("nothing answers at %1: is the game still hosted there, and is port %2 open in its firewall?").arg(where).arg(m_invite.port);
    case QAbstractSocket::HostNotFoundError:
        return QStringLiteral("the host name \"%1\" was not found: check the invite").arg(m_invite.host);
    case QAbstractSocket::RemoteHostClosedError:
        return QStringLiteral("the host at %1 closed the connection during the handshake: it may have too many guests, or it is not a Day/Night Table host").arg(where);
    case QAbstractSocket::SslHandshakeFailedError:
        return QStringLiteral("the TLS handshake with %1 failed (%2): is it a Day/Night Table host of the same version?").arg(where, m_socket->errorString());
    default:
        return QStringLiteral("could not connect to %1: %2").arg(where, m_socket->errorString());
    }
}

void WssConnector::fail(const QString &reason)
{
    if (!m_socket)
        return;
    abort();
    emit failed(reason);
}

} // namespace net
