#include "wsstable.h"

#include "wssconnector.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>
#include <ctime>

namespace wsstable {

WireTap::WireTap(quint16 upstreamPort, QObject *parent) : QObject(parent), m_upstream(upstreamPort)
{
    connect(&m_server, &QTcpServer::newConnection, this, &WireTap::accept);
}

bool WireTap::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

void WireTap::accept()
{
    while (QTcpSocket *guest = m_server.nextPendingConnection()) {
        guest->setParent(this);
        auto *host = new QTcpSocket(this);
        for (QTcpSocket *s : {guest, host})
            s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        // The guest's first bytes wait in its socket until the host's side is connected.
        auto up = [guest, host] {
            if (host->state() == QAbstractSocket::ConnectedState)
                host->write(guest->readAll());
        };
        connect(host, &QTcpSocket::connected, this, up);
        connect(guest, &QTcpSocket::readyRead, this, up);
        connect(host, &QTcpSocket::readyRead, this, [this, guest, host] {
            const QByteArray bytes = host->readAll();
            m_down += bytes.size();
            guest->write(bytes);
        });
        // Either side going away takes the other with it, as the network between them would.
        connect(guest, &QTcpSocket::disconnected, host, &QTcpSocket::disconnectFromHost);
        connect(host, &QTcpSocket::disconnected, guest, &QTcpSocket::disconnectFromHost);
        host->connectToHost(QHostAddress::LocalHost, m_upstream);
        m_links.push_back({guest, host});
    }
}

void WireTap::cut()
{
    for (Link &link : m_links)
        for (QTcpSocket *s : {link.guest.data(), link.host.data()})
            if (s) {
                s->abort();
                s->deleteLater();
            }
    m_links.clear();
}

qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

bool spin(const std::function<bool()> &done, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    QTimer wake; // the loop waits for events; this one makes sure it looks at the deadline
    wake.start(50);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

net::TransportLimits fastLimits()
{
    net::TransportLimits limits;
    limits.messagesPerSecond = 1e9;
    limits.burst = 1 << 30;
    // Every guest here comes from 127.0.0.1: the caps per address would stop the 30 spectators.
    limits.maxConnectionsPerAddress = limits.maxConnections;
    limits.maxHandshakingPerAddress = limits.maxHandshaking;
    return limits;
}

WssTable::WssTable(const session::SessionOptions &options) : m_session(std::make_unique<session::GameSession>(options))
{
    m_host = std::make_unique<net::SessionHost>(m_session.get());
    m_host->setRateCap(1 << 30, 1e9);
    m_server.setLimits(fastLimits());
    QObject::connect(&m_server, &net::WssServer::newChannel, m_host.get(),
                     [this](net::Channel *c) { timeHandling(c, [this, c] { m_host->addConnection(c); }, &m_hostNs); });
}

WssTable::~WssTable()
{
    m_host.reset();
    m_server.close();
    m_clients.clear();
    m_taps.clear();
    // Let the closed channels and sockets delete themselves before the session goes.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
}

void WssTable::timeHandling(net::Channel *channel, const std::function<void()> &handler, qint64 *ns)
{
    QObject::connect(channel, &net::Channel::received, channel, [this] { m_busyFrom = threadCpuNs(); });
    handler();
    QObject::connect(channel, &net::Channel::received, channel, [this, ns] { *ns += threadCpuNs() - m_busyFrom; });
}

bool WssTable::listen(QString *error)
{
    return m_server.listen(QHostAddress::LocalHost, 0, {}, error);
}

bool WssTable::open(net::SessionClient *client, quint16 port, QString *error)
{
    net::Invite invite = m_server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1"));
    invite.port = port;
    net::WssConnector connector;
    connector.setLimits(fastLimits());
    bool finished = false;
    QObject::connect(&connector, &net::WssConnector::connected, client, [&](net::Channel *channel) {
        channel->setParent(client); // deleted with the client at the latest
        timeHandling(channel, [client, channel] { client->connectTo(channel); }, &m_guestNs);
        finished = true;
    });
    QObject::connect(&connector, &net::WssConnector::failed, client, [&](const QString &why) {
        *error = why;
        finished = true;
    });
    connector.open(invite);
    if (!spin([&] { return finished; }, 15000))
        *error = QStringLiteral("no connection in 15 s");
    return error->isEmpty();
}

net::SessionClient *WssTable::join(const net::SessionClient::Options &options, bool tapped, QString *error)
{
    auto client = std::make_unique<net::SessionClient>(options);
    quint16 port = m_server.port();
    if (tapped) {
        auto tap = std::make_unique<WireTap>(m_server.port());
        if (!tap->listen()) {
            *error = QStringLiteral("the relay cannot listen");
            return nullptr;
        }
        port = tap->port();
        m_taps[client.get()] = std::move(tap);
    }
    error->clear();
    if (!open(client.get(), port, error))
        return nullptr;
    net::SessionClient *c = client.get();
    if (!spin([c] { return c->isJoined() || !c->refusals().isEmpty(); })) {
        *error = QStringLiteral("no welcome in 10 s");
        return nullptr;
    }
    if (!c->isJoined()) {
        *error = c->refusals().constFirst();
        return nullptr;
    }
    m_clients.push_back(std::move(client));
    return c;
}

bool WssTable::reconnect(net::SessionClient *client, QString *error)
{
    error->clear();
    const WireTap *t = tap(client);
    return open(client, t ? t->port() : m_server.port(), error);
}

WireTap *WssTable::tap(const net::SessionClient *client) const
{
    const auto it = m_taps.find(client);
    return it == m_taps.end() ? nullptr : it->second.get();
}

bool WssTable::upToDate(const net::SessionClient *client)
{
    const rules::Viewer viewer = client->seat() >= 0 ? rules::Viewer::player(client->seat()) : m_session->spectatorViewer();
    const session::ViewerHistory *h = m_session->history(viewer);
    return h && client->isJoined() && client->lastUpdate() == h->last() && client->viewHash() == h->hash();
}

bool WssTable::allUpToDate(const net::SessionClient *except)
{
    return std::all_of(m_clients.begin(), m_clients.end(), [&](const auto &c) { return c.get() == except || upToDate(c.get()); });
}

qint64 WssTable::hostLast(int seat)
{
    const session::ViewerHistory *h = m_session->history(rules::Viewer::player(seat));
    return h ? h->last() : 0;
}

} // namespace wsstable
