// Helpers of the transport's tests: a host on the loopback and guests connected to it, waited
// for on signals (never fixed sleeps).
#pragma once

#include "channel.h"
#include "wssconnector.h"
#include "wssserver.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace wsstest {

/// Everything a channel received and why it closed, kept by signal spies.
struct Peer
{
    QPointer<net::Channel> channel;
    std::unique_ptr<QSignalSpy> received;
    std::unique_ptr<QSignalSpy> closed;

    explicit Peer(net::Channel *c)
        : channel(c), received(std::make_unique<QSignalSpy>(c, &net::Channel::received)),
          closed(std::make_unique<QSignalSpy>(c, &net::Channel::closed))
    {
    }
    QByteArray message(int i) const { return received->at(i).at(0).toByteArray(); }
    QString closeReason() const { return closed->isEmpty() ? QString() : closed->first().at(0).toString(); }
};

/// Starts `server` on `address` with a free port; fails the test when it cannot.
inline bool listen(net::WssServer &server, const QHostAddress &address = QHostAddress::LocalHost)
{
    QString error;
    const bool ok = server.listen(address, 0, {}, &error);
    if (!ok)
        qWarning("listen: %s", qPrintable(error));
    return ok;
}

/// Connects a guest with `invite`, waits for the guest's and the host's side of the channel,
/// and returns both (null channels on failure, with the connector's reason in `*failure`).
struct Pair
{
    std::unique_ptr<Peer> guest;
    std::unique_ptr<Peer> host;
};

inline Pair connectPair(net::WssServer &server, const net::Invite &invite, QString *failure = nullptr,
                        const net::TransportLimits &limits = {})
{
    Pair pair;
    net::WssConnector connector;
    connector.setLimits(limits);
    QSignalSpy connected(&connector, &net::WssConnector::connected);
    QSignalSpy failed(&connector, &net::WssConnector::failed);
    QSignalSpy accepted(&server, &net::WssServer::newChannel);
    connector.open(invite);
    (void)QTest::qWaitFor([&] { return !connected.isEmpty() || !failed.isEmpty(); }, 10000);
    if (connected.isEmpty()) {
        if (failure)
            *failure = failed.isEmpty() ? QStringLiteral("neither connected nor failed in 10 s") : failed.first().at(0).toString();
        return pair;
    }
    pair.guest = std::make_unique<Peer>(connected.first().at(0).value<net::Channel *>());
    if (accepted.isEmpty() && !accepted.wait(10000))
        return pair;
    pair.host = std::make_unique<Peer>(accepted.first().at(0).value<net::Channel *>());
    return pair;
}

/// A message of `size` bytes whose content names its number, so order and wholeness show.
inline QByteArray numbered(int number, int size)
{
    QByteArray message = QByteArray::number(number).rightJustified(8, '0') + ':';
    message.reserve(size);
    while (message.size() < size)
        message.append(char('a' + (message.size() * 7 + number) % 26));
    message.truncate(size);
    return message;
}

} // namespace wsstest
