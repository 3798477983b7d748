// A TCP relay on the loopback for tests: between a client and a server it delays bytes, splits
// them into small writes and cuts connections after a number of bytes, all from a seed.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QRandomGenerator>
#include <QTcpServer>

class QTcpSocket;

/// Relays every connection made to it to `upstream:upstreamPort`. What it does to the bytes is
/// decided by Faults and the seed: the same seed and the same traffic give the same pieces and
/// delays (each direction of each connection draws from its own generator, seeded from the
/// seed, the connection's number and the direction). Order within a direction is always kept.
class FaultProxy : public QObject
{
    Q_OBJECT
public:
    struct Faults
    {
        /// Each piece waits a random 0..maxDelayMs milliseconds (after the previous piece).
        int maxDelayMs = 0;
        /// Bytes are forwarded in pieces of a random 1..maxPiece bytes (0: as they were read).
        int maxPiece = 0;
        /// A connection is cut (both sides aborted) once this many bytes, both directions
        /// together, have been forwarded; -1: never.
        qint64 cutAfterBytes = -1;
        /// Only the first cutConnections connections are cut (-1: all), so a reconnect gets
        /// through.
        int cutConnections = -1;
    };

    FaultProxy(const QHostAddress &upstream, quint16 upstreamPort, quint64 seed, QObject *parent = nullptr);
    void setFaults(const Faults &faults);
    /// Listens on `address` (a free port: port()); false when it cannot.
    bool listen(const QHostAddress &address = QHostAddress::LocalHost);
    quint16 port() const;
    /// Connections accepted, connections cut, bytes forwarded and writes made so far.
    int connections() const;
    qint64 pieces() const;
    /// The first 4 MiB forwarded, both directions in the order written: what an eavesdropper
    /// on the wire would see.
    QByteArray wire() const;
    int cuts() const;
    qint64 forwardedBytes() const;

signals:
    /// A connection was cut after `bytes` bytes.
    void cut(qint64 bytes);

private:
    struct Direction;
    struct Link;
    void accept();
    void readFrom(Link *link, Direction *direction);
    void pump(Link *link, Direction *direction);
    void closeLink(Link *link);

    QHostAddress m_upstream;
    quint16 m_upstreamPort;
    quint64 m_seed;
    Faults m_faults;
    QTcpServer m_server;
    int m_connections = 0;
    int m_cuts = 0;
    qint64 m_forwarded = 0;
    qint64 m_pieces = 0;
    QByteArray m_wire;
};
