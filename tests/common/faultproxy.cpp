#include "faultproxy.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <deque>

struct FaultProxy::Direction
{
    QTcpSocket *from = nullptr;
    QTcpSocket *to = nullptr;
    QRandomGenerator random;
    struct Piece
    {
        QByteArray bytes;
        qint64 dueMs;
    };
    std::deque<Piece> queue;
    qint64 lastDueMs = 0;
    bool ended = false;
    QTimer *timer = nullptr;
};

// One relayed connection: the client's socket, the upstream socket and a direction each way.
// Its sockets and timers are its children, so deleting it ends everything it does.
struct FaultProxy::Link : QObject
{
    using QObject::QObject;
    Direction up; // client -> server
    Direction down; // server -> client
    QElapsedTimer clock;
    qint64 forwarded = 0;
    bool cuttable = false;
    bool closed = false;
};

FaultProxy::FaultProxy(const QHostAddress &upstream, quint16 upstreamPort, quint64 seed, QObject *parent)
    : QObject(parent), m_upstream(upstream), m_upstreamPort(upstreamPort), m_seed(seed)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FaultProxy::accept);
}

void FaultProxy::setFaults(const Faults &faults)
{
    m_faults = faults;
}

bool FaultProxy::listen(const QHostAddress &address)
{
    return m_server.listen(address, 0);
}

quint16 FaultProxy::port() const
{
    return m_server.serverPort();
}

int FaultProxy::connections() const
{
    return m_connections;
}

int FaultProxy::cuts() const
{
    return m_cuts;
}

QByteArray FaultProxy::wire() const
{
    return m_wire;
}

qint64 FaultProxy::pieces() const
{
    return m_pieces;
}

qint64 FaultProxy::forwardedBytes() const
{
    return m_forwarded;
}

void FaultProxy::accept()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        auto *link = new Link(this);
        const int number = m_connections++;
        link->cuttable = m_faults.cutAfterBytes >= 0 && (m_faults.cutConnections < 0 || number < m_faults.cutConnections);
        link->clock.start();
        client->setParent(link);
        auto *server = new QTcpSocket(link);
        for (QTcpSocket *socket : {client, server})
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        link->up.from = client;
        link->up.to = server;
        link->down.from = server;
        link->down.to = client;
        link->up.random.seed(quint32(m_seed * 1000003u + quint64(number) * 2u));
        link->down.random.seed(quint32(m_seed * 1000003u + quint64(number) * 2u + 1u));
        for (Direction *direction : {&link->up, &link->down}) {
            direction->timer = new QTimer(link);
            direction->timer->setSingleShot(true);
            connect(direction->timer, &QTimer::timeout, link, [this, link, direction] { pump(link, direction); });
            connect(direction->from, &QTcpSocket::readyRead, link, [this, link, direction] { readFrom(link, direction); });
            connect(direction->from, &QTcpSocket::disconnected, link, [this, link, direction] {
                readFrom(link, direction);
                direction->ended = true;
                pump(link, direction);
            });
        }
        connect(server, &QTcpSocket::connected, link, [this, link] { pump(link, &link->up); });
        connect(server, &QTcpSocket::errorOccurred, link, [this, link](QAbstractSocket::SocketError error) {
            if (error != QAbstractSocket::RemoteHostClosedError)
                closeLink(link);
        });
        server->connectToHost(m_upstream, m_upstreamPort);
        readFrom(link, &link->up);
    }
}

void FaultProxy::readFrom(Link *link, Direction *direction)
{
    if (link->closed)
        return;
    const QByteArray data = direction->from->readAll();
    const qint64 now = link->clock.elapsed();
    qsizetype at = 0;
    while (at < data.size()) {
        const qsizetype size = m_faults.maxPiece > 0 ? qsizetype(direction->random.bounded(1, m_faults.maxPiece + 1)) : data.size();
        const qint64 delay = m_faults.maxDelayMs > 0 ? qint64(direction->random.bounded(m_faults.maxDelayMs + 1)) : 0;
        direction->lastDueMs = std::max(direction->lastDueMs, now) + delay;
        direction->queue.push_back({data.mid(at, size), direction->lastDueMs});
        at += size;
    }
    pump(link, direction);
}

void FaultProxy::pump(Link *link, Direction *direction)
{
    if (link->closed || direction->to->state() != QAbstractSocket::ConnectedState)
        return;
    const qint64 now = link->clock.elapsed();
    while (!direction->queue.empty() && direction->queue.front().dueMs <= now) {
        QByteArray piece = direction->queue.front().bytes;
        direction->queue.pop_front();
        if (link->cuttable && link->forwarded + piece.size() >= m_faults.cutAfterBytes) {
            piece.truncate(m_faults.cutAfterBytes - link->forwarded);
            direction->to->write(piece);
            direction->to->flush();
            link->forwarded += piece.size();
            m_forwarded += piece.size();
            ++m_cuts;
            emit cut(link->forwarded);
            closeLink(link);
            return;
        }
        direction->to->write(piece);
        direction->to->flush();
        ++m_pieces;
        if (m_wire.size() < (4 << 20))
            m_wire.append(piece);
        link->forwarded += piece.size();
        m_forwarded += piece.size();
    }
    if (!direction->queue.empty()) {
        direction->timer->start(int(direction->queue.front().dueMs - now));
    } else if (direction->ended) {
        direction->to->disconnectFromHost();
        if (link->up.ended && link->down.ended && !link->closed) {
            // Both sides said goodbye: let the sockets flush, then go.
            link->closed = true;
            QTimer::singleShot(1000, link, &QObject::deleteLater);
        }
    }
}

void FaultProxy::closeLink(Link *link)
{
    if (link->closed)
        return;
    link->closed = true;
    link->up.from->abort();
    link->down.from->abort();
    link->deleteLater();
}
