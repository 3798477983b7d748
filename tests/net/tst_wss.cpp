// The network transport: whole messages in order both ways over wss (TLS-PSK), on IPv4 and IPv6
// loopback, through a proxy that delays and splits, and a cut connection seen by both sides.
#include "faultproxy.h"
#include "wsschannel.h"
#include "wsstestkit.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QSslSocket>

using namespace wsstest;

class TstWss : public QObject
{
    Q_OBJECT
private slots:
    void roundTripBothWays();
    void largeMessagesNearTheCap();
    void ipv6Loopback();
    void throughDelaysAndSplits();
    void cutConnectionClosesBothSides();
    void hostClosesWithReason();
    void pingMeasuresRoundTrip();
    void stoppingTheHostTellsEveryGuest();
    void listenErrors();
    void measure();
};

void TstWss::roundTripBothWays()
{
    net::WssServer server;
    QVERIFY(listen(server));
    const net::Invite invite = server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1"));
    QString failure;
    Pair pair = connectPair(server, invite, &failure);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    QCOMPARE(server.channelCount(), 1);
    QVERIFY(pair.host->channel->peer().startsWith(QStringLiteral("127.0.0.1:")));

    const int count = 150;
    for (int i = 0; i < count; ++i) {
        pair.guest->channel->send(numbered(i, 1 + i * 37 % 3000));
        pair.host->channel->send(numbered(1000 + i, 1 + i * 53 % 3000));
    }
    QTRY_COMPARE(pair.host->received->size(), count);
    QTRY_COMPARE(pair.guest->received->size(), count);
    for (int i = 0; i < count; ++i) {
        QCOMPARE(pair.host->message(i), numbered(i, 1 + i * 37 % 3000));
        QCOMPARE(pair.guest->message(i), numbered(1000 + i, 1 + i * 53 % 3000));
    }
    // An empty message is a message too.
    pair.guest->channel->send(QByteArray());
    QTRY_COMPARE(pair.host->received->size(), count + 1);
    QVERIFY(pair.host->message(count).isEmpty());
    QVERIFY(pair.host->closed->isEmpty());
    QVERIFY(pair.guest->closed->isEmpty());
}

void TstWss::largeMessagesNearTheCap()
{
    net::WssServer server;
    QVERIFY(listen(server));
    QString failure;
    Pair pair = connectPair(server, server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1")), &failure);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    const int cap = int(server.limits().maxMessageBytes);
    const QList<int> sizes = {cap, cap - 1, 65536, 65535, 125, 126, cap};
    for (int i = 0; i < sizes.size(); ++i)
        pair.guest->channel->send(numbered(i, sizes[i]));
    pair.host->channel->send(numbered(99, cap));
    QTRY_COMPARE_WITH_TIMEOUT(pair.host->received->size(), sizes.size(), 20000);
    for (int i = 0; i < sizes.size(); ++i)
        QCOMPARE(pair.host->message(i), numbered(i, sizes[i]));
    QTRY_COMPARE_WITH_TIMEOUT(pair.guest->received->size(), 1, 20000);
    QCOMPARE(pair.guest->message(0), numbered(99, cap));
    QVERIFY(pair.host->closed->isEmpty());
    QVERIFY(pair.guest->closed->isEmpty());
}

void TstWss::ipv6Loopback()
{
    net::WssServer server;
    QVERIFY(listen(server, QHostAddress::LocalHostIPv6));
    const net::Invite invite = server.invite();
    QCOMPARE(invite.host, QStringLiteral("::1"));
    QVERIFY2(invite.toText().startsWith(QStringLiteral("daynight://[::1]:")), qPrintable(invite.toText()));
    QString error;
    const auto parsed = net::Invite::parse(invite.toText(), &error);
    QVERIFY2(parsed, qPrintable(error));
    QString failure;
    Pair pair = connectPair(server, *parsed, &failure);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    QVERIFY2(pair.host->channel->peer().startsWith(QStringLiteral("[::1]:")), qPrintable(pair.host->channel->peer()));
    pair.guest->channel->send("over IPv6");
    QTRY_COMPARE(pair.host->received->size(), 1);
    QCOMPARE(pair.host->message(0), QByteArray("over IPv6"));
    pair.host->channel->send("and back");
    QTRY_COMPARE(pair.guest->received->size(), 1);
    QCOMPARE(pair.guest->message(0), QByteArray("and back"));
}

void TstWss::throughDelaysAndSplits()
{
    net::WssServer server;
    QVERIFY(listen(server));
    FaultProxy proxy(QHostAddress::LocalHost, server.port(), 2025);
    proxy.setFaults({/*maxDelayMs*/ 2, /*maxPiece*/ 16, /*cutAfterBytes*/ -1, /*cutConnections*/ -1});
    QVERIFY(proxy.listen());
    net::Invite invite = server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1"));
    invite.port = proxy.port();
    QString failure;
    Pair pair = connectPair(server, invite, &failure);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    const int count = 30;
    for (int i = 0; i < count; ++i) {
        pair.guest->channel->send(numbered(i, 20 + i * 97 % 600));
        pair.host->channel->send(numbered(500 + i, 20 + i * 61 % 600));
    }
    QTRY_COMPARE_WITH_TIMEOUT(pair.host->received->size(), count, 30000);
    QTRY_COMPARE_WITH_TIMEOUT(pair.guest->received->size(), count, 30000);
    for (int i = 0; i < count; ++i) {
        QCOMPARE(pair.host->message(i), numbered(i, 20 + i * 97 % 600));
        QCOMPARE(pair.guest->message(i), numbered(500 + i, 20 + i * 61 % 600));
    }
    QVERIFY(proxy.forwardedBytes() > 2 * 30 * 20);
    // It did split: every write it made was of at most 16 bytes.
    QVERIFY(proxy.pieces() * 16 >= proxy.forwardedBytes());
    QVERIFY(proxy.pieces() > 2 * 30);
    // Encrypted on the wire: none of the messages' text crossed the proxy in the clear.
    QVERIFY(proxy.wire().size() > 2 * 30 * 20);
    for (int i = 0; i < count; ++i) {
        QVERIFY(!proxy.wire().contains(numbered(i, 20)));
        QVERIFY(!proxy.wire().contains(numbered(500 + i, 20)));
    }
    QVERIFY(!proxy.wire().contains("Upgrade"));
    QVERIFY(!proxy.wire().contains("websocket"));
    QVERIFY(pair.host->closed->isEmpty());
    QVERIFY(pair.guest->closed->isEmpty());
    // Past the handshake deadline, the channel stays open (its handshake is over).
    QTRY_COMPARE(server.handshakingCount(), 0);
}

void TstWss::cutConnectionClosesBothSides()
{
    net::WssServer server;
    QVERIFY(listen(server));
    FaultProxy proxy(QHostAddress::LocalHost, server.port(), 7);
    // The first connection is cut once 20 KiB have crossed it (its handshakes take about 1 KiB):
    // in the middle of the second 10 KiB message.
    proxy.setFaults({0, 0, 20 * 1024, 1});
    QVERIFY(proxy.listen());
    net::Invite invite = server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1"));
    invite.port = proxy.port();
    QString failure;
    Pair cut = connectPair(server, invite, &failure);
    QVERIFY2(cut.guest && cut.host, qPrintable(failure));
    for (int i = 0; i < 5; ++i)
        cut.guest->channel->send(numbered(i, 10 * 1024));
    QTRY_VERIFY(!cut.guest->closed->isEmpty());
    QTRY_VERIFY(!cut.host->closed->isEmpty());
    QCOMPARE(proxy.cuts(), 1);
    // What arrived before the cut arrived whole and in order; nothing after it.
    QVERIFY(cut.host->received->size() < 5);
    for (int i = 0; i < cut.host->received->size(); ++i)
        QCOMPARE(cut.host->message(i), numbered(i, 10 * 1024));
    QVERIFY2(cut.guest->closeReason().startsWith(QStringLiteral("the connection to the host was lost")), qPrintable(cut.guest->closeReason()));

    // Reconnecting goes through (the proxy cuts only one connection).
    Pair again = connectPair(server, invite, &failure);
    QVERIFY2(again.guest && again.host, qPrintable(failure));
    again.guest->channel->send(numbered(9, 30 * 1024));
    QTRY_COMPARE(again.host->received->size(), 1);
    QCOMPARE(again.host->message(0), numbered(9, 30 * 1024));
}

void TstWss::hostClosesWithReason()
{
    net::WssServer server;
    QVERIFY(listen(server));
    QString failure;
    Pair pair = connectPair(server, server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1")), &failure);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    pair.host->channel->close(QStringLiteral("the game is over"));
    QCOMPARE(pair.host->closeReason(), QStringLiteral("the game is over"));
    QVERIFY(!pair.host->channel->isOpen());
    QTRY_COMPARE(pair.guest->closed->size(), 1);
    QCOMPARE(pair.guest->closeReason(), QStringLiteral("the host closed the connection: the game is over"));
    // Closed channels delete themselves, and the server counts them out.
    QTRY_VERIFY(!pair.host->channel);
    QTRY_VERIFY(!pair.guest->channel);
    QTRY_COMPARE(server.channelCount(), 0);
    // Their sockets are gone too.
    QTRY_COMPARE(server.findChildren<QSslSocket *>().size(), 0);
}

void TstWss::pingMeasuresRoundTrip()
{
    net::WssServer server;
    QVERIFY(listen(server));
    QString failure;
    Pair pair = connectPair(server, server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1")), &failure);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    auto *guest = qobject_cast<net::WssChannel *>(pair.guest->channel.data());
    QVERIFY(guest);
    QCOMPARE(guest->roundTripMs(), -1);
    QSignalSpy measured(guest, &net::WssChannel::roundTrip);
    guest->ping();
    QTRY_COMPARE(measured.size(), 1);
    QVERIFY(measured.first().at(0).toLongLong() >= 0);
    QCOMPARE(guest->roundTripMs(), measured.first().at(0).toLongLong());
    // Pings are not messages: nothing was delivered on either side.
    QVERIFY(pair.host->received->isEmpty());
    QVERIFY(pair.guest->received->isEmpty());
}

void TstWss::stoppingTheHostTellsEveryGuest()
{
    net::WssServer server;
    QVERIFY(listen(server));
    QString failure;
    Pair one = connectPair(server, server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1")), &failure);
    QVERIFY2(one.guest, qPrintable(failure));
    Pair two = connectPair(server, server.invite(net::Invite::Role::Spectator, QStringLiteral("127.0.0.1")), &failure);
    QVERIFY2(two.guest, qPrintable(failure));
    const quint16 port = server.port();
    server.close();
    QVERIFY(!server.isListening());
    QTRY_COMPARE(one.guest->closed->size(), 1);
    QTRY_COMPARE(two.guest->closed->size(), 1);
    QCOMPARE(one.guest->closeReason(), QStringLiteral("the host closed the connection: the host stopped"));
    QCOMPARE(two.guest->closeReason(), QStringLiteral("the host closed the connection: the host stopped"));
    // Nothing listens there any more.
    net::Invite gone;
    gone.host = QStringLiteral("127.0.0.1");
    gone.port = port;
    gone.secret = server.secret();
    Pair late = connectPair(server, gone, &failure);
    QVERIFY(!late.guest);
    QVERIFY2(failure.startsWith(QStringLiteral("nothing answers at 127.0.0.1:")), qPrintable(failure));
}

void TstWss::listenErrors()
{
    net::WssServer first;
    QVERIFY(listen(first));
    net::WssServer second;
    QString error;
    QVERIFY(!second.listen(QHostAddress::LocalHost, first.port(), {}, &error));
    QCOMPARE(error, QStringLiteral("port %1: The bound address is already in use").arg(first.port()));
    QVERIFY(!second.isListening());
    QVERIFY(!second.listen(QHostAddress::LocalHost, 0, QByteArray(5, 'x'), &error));
    QCOMPARE(error, QStringLiteral("a game's secret is 16 bytes, not 5"));
    // A given secret is the one the invite carries; the address to share is one guests can parse.
    const QByteArray secret = net::Invite::newSecret();
    QVERIFY(second.listen(QHostAddress::LocalHost, 0, secret, &error));
    QCOMPARE(second.invite().secret, secret);
    QCOMPARE(second.invite().toText(), QStringLiteral("daynight://127.0.0.1:%1/%2").arg(second.port()).arg(QString::fromLatin1(secret.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals))));
    net::Invite shared = second.invite(net::Invite::Role::Spectator, net::WssServer::shareableAddress());
    QVERIFY2(net::Invite::parse(shared.toText(), &error), qPrintable(shared.toText() + QStringLiteral(": ") + error));
    QVERIFY(shared.toText().endsWith(QStringLiteral("?role=spectator")));
}

// Runs the event loop until `done` holds (checked after each message a channel of `channels`
// receives), at most 5 s: a measurement without the polling steps of QTRY_*.
template<typename Done>
static bool spin(const QList<net::Channel *> &channels, Done done)
{
    if (done())
        return true;
    QEventLoop loop;
    QList<QMetaObject::Connection> connections;
    for (net::Channel *channel : channels)
        connections.append(QObject::connect(channel, &net::Channel::received, &loop, [&] {
            if (done())
                loop.quit();
        }));
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec();
    return done();
}

// Figures for the README (printed, not asserted): the round trip of a 300-byte message, and one
// 2 KiB message fanned out to 10 and 30 guests until each has it.
void TstWss::measure()
{
    net::WssServer server;
    net::TransportLimits fast; // 1000 trips as fast as they go: far over the rate cap
    fast.messagesPerSecond = 1e6;
    fast.burst = 1000000;
    fast.maxConnectionsPerAddress = fast.maxConnections; // the 30 guests all come from 127.0.0.1
    server.setLimits(fast);
    QVERIFY(listen(server));
    const net::Invite invite = server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1"));
    QString failure;
    Pair pair = connectPair(server, invite, &failure, fast);
    QVERIFY2(pair.guest && pair.host, qPrintable(failure));
    QObject::connect(pair.host->channel, &net::Channel::received, pair.host->channel, [&](const QByteArray &m) { pair.host->channel->send(m); });
    QList<double> trips;
    QElapsedTimer clock;
    for (int i = 0; i < 1000; ++i) {
        clock.start();
        pair.guest->channel->send(numbered(i, 300));
        QVERIFY(spin({pair.guest->channel}, [&] { return pair.guest->received->size() == i + 1; }));
        trips.append(clock.nsecsElapsed() / 1e6);
    }
    QCOMPARE(pair.guest->message(999), numbered(999, 300));
    std::sort(trips.begin(), trips.end());
    qInfo("round trip of a 300-byte message over wss on 127.0.0.1, 1000 trips: p50 %.3f ms, p99 %.3f ms", trips[499], trips[989]);

    std::vector<Pair> guests;
    for (int n : {10, 30}) {
        while (int(guests.size()) < n) {
            guests.push_back(connectPair(server, invite, &failure));
            QVERIFY2(guests.back().guest, qPrintable(failure));
        }
        QList<net::Channel *> channels;
        for (const Pair &g : guests)
            channels.append(g.guest->channel);
        QList<double> fans;
        for (int round = 0; round < 100; ++round) {
            const QByteArray message = numbered(round, 2048);
            clock.start();
            for (const Pair &g : guests)
                g.host->channel->send(message);
            QVERIFY(spin(channels, [&] {
                return std::all_of(guests.begin(), guests.end(), [&](const Pair &g) { return g.guest->received->size() == round + 1; });
            }));
            fans.append(clock.nsecsElapsed() / 1e6);
            for (const Pair &g : guests)
                QCOMPARE(g.guest->received->last().at(0).toByteArray(), message);
            for (const Pair &g : guests) // the next rounds count from 0 again
                if (round == 99)
                    g.guest->received->clear();
        }
        std::sort(fans.begin(), fans.end());
        qInfo("fan-out of one 2 KiB message to %d guests, until the last has it, 100 rounds: p50 %.3f ms, p99 %.3f ms", n, fans[49], fans[98]);
    }
}

QTEST_GUILESS_MAIN(TstWss)
#include "tst_wss.moc"
