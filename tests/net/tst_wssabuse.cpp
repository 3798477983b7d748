// The transport under abuse: each of these is refused or closed on its own, and the host keeps
// serving its other guests: a wrong secret, an oversized message, a flood, bytes that are not
// TLS, a silent (half-open) connection, TLS without a WebSocket, too many connections (in all,
// and from one client address).
#include "tlspsk.h"
#include "wsstestkit.h"

#include <QSslCipher>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>

using namespace wsstest;

class TstWssAbuse : public QObject
{
    Q_OBJECT
private slots:
    void wrongSecretRefused();
    void oversizedMessageClosesThatChannelOnly();
    void floodClosesThatChannelOnly();
    void garbageAndSilenceDropped();
    void connectionCaps();
    void capsPerAddress();
    void textFrameClosesThatChannel();
    void nothingAnswers();

private:
    static net::Invite loopbackInvite(const net::WssServer &server) { return server.invite(net::Invite::Role::Player, QStringLiteral("127.0.0.1")); }
    static void stillServing(net::WssServer &server, Peer &guest, Peer &host);
    static void lastIsRefused(net::WssServer &server, QTcpSocket *sockets, int count, QSignalSpy &refused, const QString &reason);
};

// `count` TCP connections from 127.0.0.1 that never start their handshake: all but the last are
// counted by the server, the last is dropped at once with `reason` (the first `refused` signal).
void TstWssAbuse::lastIsRefused(net::WssServer &server, QTcpSocket *sockets, int count, QSignalSpy &refused, const QString &reason)
{
    for (int i = 0; i < count; ++i) {
        sockets[i].connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(sockets[i].waitForConnected(5000));
        if (i < count - 1)
            QTRY_COMPARE(server.handshakingCount(), i + 1);
    }
    QTRY_COMPARE(refused.size(), 1);
    QCOMPARE(refused.first().at(1).toString(), reason);
    QTRY_COMPARE(sockets[count - 1].state(), QAbstractSocket::UnconnectedState);
    QCOMPARE(sockets[0].state(), QAbstractSocket::ConnectedState);
}

// `guest` and `host` (one pair of the server) still exchange messages, and a new guest still gets in.
void TstWssAbuse::stillServing(net::WssServer &server, Peer &guest, Peer &host)
{
    QVERIFY(guest.channel && guest.channel->isOpen());
    const qsizetype before = host.received->size();
    guest.channel->send("still here");
    QTRY_COMPARE(host.received->size(), before + 1);
    QCOMPARE(host.message(int(before)), QByteArray("still here"));
    QVERIFY(guest.closed->isEmpty());
    QVERIFY(host.closed->isEmpty());
    QString failure;
    Pair fresh = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(fresh.guest && fresh.host, qPrintable(failure));
    fresh.host->channel->send("welcome");
    QTRY_COMPARE(fresh.guest->received->size(), 1);
}

void TstWssAbuse::wrongSecretRefused()
{
    net::WssServer server;
    QVERIFY(listen(server));
    QSignalSpy refused(&server, &net::WssServer::refused);
    QString failure;
    Pair good = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(good.guest && good.host, qPrintable(failure));

    net::Invite wrong = loopbackInvite(server);
    wrong.secret = net::Invite::newSecret();
    Pair bad = connectPair(server, wrong, &failure);
    QVERIFY(!bad.guest);
    QCOMPARE(failure, QStringLiteral("the host refused the invite's secret: ask for a new invite"));
    QTRY_COMPARE(refused.size(), 1);
    QVERIFY2(refused.first().at(1).toString().startsWith(QStringLiteral("wrong secret or not a Day/Night Table client (TLS: ")),
             qPrintable(refused.first().at(1).toString()));
    QCOMPARE(server.channelCount(), 1);
    QTRY_COMPARE(server.handshakingCount(), 0);
    stillServing(server, *good.guest, *good.host);
}

void TstWssAbuse::oversizedMessageClosesThatChannelOnly()
{
    net::WssServer server;
    net::TransportLimits limits;
    limits.maxMessageBytes = 64 * 1024;
    server.setLimits(limits);
    QVERIFY(listen(server));
    QString failure;
    Pair good = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(good.guest && good.host, qPrintable(failure));
    // The attacker's own cap is larger, so it sends what the host refuses.
    net::TransportLimits generous;
    generous.maxMessageBytes = 4 << 20;
    Pair big = connectPair(server, loopbackInvite(server), &failure, generous);
    QVERIFY2(big.guest && big.host, qPrintable(failure));

    big.guest->channel->send(numbered(1, 64 * 1024)); // at the cap: fine
    QTRY_COMPARE(big.host->received->size(), 1);
    big.guest->channel->send(numbered(2, 64 * 1024 + 1));
    QTRY_COMPARE(big.host->closed->size(), 1);
    QCOMPARE(big.host->closeReason(), QStringLiteral("the connection to the guest was closed: a message was over the size cap (65536 bytes here)"));
    QCOMPARE(big.host->received->size(), 1);
    QTRY_COMPARE(big.guest->closed->size(), 1);
    QCOMPARE(big.guest->closeReason(), QStringLiteral("the connection to the host was closed: a message was over the size cap (4194304 bytes here)"));

    // Our own channel refuses to send over its cap, and says so.
    good.guest->channel->send(QByteArray(int(net::TransportLimits().maxMessageBytes) + 1, 'x'));
    QCOMPARE(good.guest->closeReason(), QStringLiteral("message of 1048577 bytes is over the cap of 1048576"));
    QTRY_COMPARE(good.host->closed->size(), 1);

    Pair other = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(other.guest && other.host, qPrintable(failure));
    stillServing(server, *other.guest, *other.host);
}

void TstWssAbuse::floodClosesThatChannelOnly()
{
    net::WssServer server;
    net::TransportLimits limits;
    limits.messagesPerSecond = 50;
    limits.burst = 40;
    server.setLimits(limits);
    QVERIFY(listen(server));
    QString failure;
    Pair good = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(good.guest && good.host, qPrintable(failure));
    Pair flood = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(flood.guest && flood.host, qPrintable(failure));

    // A burst within the cap passes whole.
    for (int i = 0; i < 30; ++i)
        good.guest->channel->send(numbered(i, 100));
    QTRY_COMPARE(good.host->received->size(), 30);
    // A flood is cut at the burst: what came before is delivered, nothing after.
    for (int i = 0; i < 1000; ++i)
        flood.guest->channel->send(numbered(i, 100));
    QTRY_COMPARE(flood.host->closed->size(), 1);
    QCOMPARE(flood.host->closeReason(), QStringLiteral("the guest sent more than 50 messages a second (bursts of 40)"));
    QVERIFY2(flood.host->received->size() >= 40 && flood.host->received->size() < 60, qPrintable(QString::number(flood.host->received->size())));
    QTRY_COMPARE(flood.guest->closed->size(), 1);
    QCOMPARE(flood.guest->closeReason(), QStringLiteral("the host closed the connection: the guest sent more than 50 messages a second (bursts of 40)"));
    stillServing(server, *good.guest, *good.host);
}

void TstWssAbuse::garbageAndSilenceDropped()
{
    net::WssServer server;
    net::TransportLimits limits;
    limits.handshakeTimeoutMs = 1500;
    server.setLimits(limits);
    QVERIFY(listen(server));
    QSignalSpy refused(&server, &net::WssServer::refused);
    QString failure;
    Pair good = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(good.guest && good.host, qPrintable(failure));

    // Plain HTTP (not TLS) on the port.
    QTcpSocket garbage;
    QSignalSpy garbageGone(&garbage, &QTcpSocket::disconnected);
    garbage.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(garbage.waitForConnected(5000));
    garbage.write("GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n\x16\x03\x01\xff\xff garbage");
    // A connection that says nothing (half-open, a slowloris).
    QTcpSocket silent;
    QSignalSpy silentGone(&silent, &QTcpSocket::disconnected);
    silent.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(silent.waitForConnected(5000));
    // TLS with the right key, but no WebSocket upgrade after it.
    QSslSocket tlsOnly;
    tlsOnly.setSslConfiguration(net::pskConfiguration());
    QObject::connect(&tlsOnly, &QSslSocket::preSharedKeyAuthenticationRequired, &tlsOnly,
                     [&](QSslPreSharedKeyAuthenticator *a) { net::answerPsk(a, server.secret()); });
    QSignalSpy tlsOnlyEncrypted(&tlsOnly, &QSslSocket::encrypted);
    QSignalSpy tlsOnlyGone(&tlsOnly, &QSslSocket::disconnected);
    tlsOnly.connectToHostEncrypted(QStringLiteral("127.0.0.1"), server.port());

    QTRY_COMPARE(garbageGone.size(), 1);
    QTRY_COMPARE(tlsOnlyEncrypted.size(), 1);
    // What every connection negotiates: TLS 1.2 with a forward-secret PSK suite.
    QCOMPARE(tlsOnly.sessionProtocol(), QSsl::TlsV1_2);
    QCOMPARE(tlsOnly.sessionCipher().name(), QStringLiteral("ECDHE-PSK-CHACHA20-POLY1305"));
    QTRY_COMPARE(server.handshakingCount(), 2); // the silent one and the TLS-only one
    // While they hang, the host serves its guest and lets a new one in.
    stillServing(server, *good.guest, *good.host);
    QTRY_COMPARE_WITH_TIMEOUT(silentGone.size(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(tlsOnlyGone.size(), 1, 10000);
    QTRY_COMPARE(server.handshakingCount(), 0);
    QStringList reasons;
    for (const auto &r : refused)
        reasons.append(r.at(1).toString());
    QCOMPARE(reasons.size(), 3);
    QVERIFY2(reasons.at(0).startsWith(QStringLiteral("wrong secret or not a Day/Night Table client (TLS: ")), qPrintable(reasons.join('\n')));
    QCOMPARE(reasons.count(QStringLiteral("no handshake within 1500 ms")), 2);
    stillServing(server, *good.guest, *good.host);
}

void TstWssAbuse::connectionCaps()
{
    net::WssServer server;
    net::TransportLimits limits;
    limits.maxConnections = 4;
    limits.maxHandshaking = 2;
    limits.handshakeTimeoutMs = 1500;
    server.setLimits(limits);
    QVERIFY(listen(server));
    QSignalSpy refused(&server, &net::WssServer::refused);
    QString failure;
    Pair first = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY2(first.guest && first.host, qPrintable(failure));

    // Two silent connections fill the handshake slots; a third is dropped at once.
    QTcpSocket silent[3];
    lastIsRefused(server, silent, 3, refused, QStringLiteral("2 handshakes in progress already"));
    // They time out; then the slots are free again.
    QTRY_COMPARE_WITH_TIMEOUT(server.handshakingCount(), 0, 10000);
    QTRY_COMPARE(silent[0].state(), QAbstractSocket::UnconnectedState);
    std::vector<Pair> more;
    for (int i = 0; i < 3; ++i) {
        more.push_back(connectPair(server, loopbackInvite(server), &failure));
        QVERIFY2(more.back().guest && more.back().host, qPrintable(failure));
    }
    QCOMPARE(server.channelCount(), 4);
    // A fifth is over maxConnections: refused with one line on both sides.
    Pair fifth = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY(!fifth.guest);
    QCOMPARE(failure, QStringLiteral("the host at 127.0.0.1:%1 closed the connection during the handshake: it may have too many guests, "
                                     "or it is not a Day/Night Table host").arg(server.port()));
    QCOMPARE(refused.last().at(1).toString(), QStringLiteral("4 connections already"));
    // One leaves; there is room again.
    more.back().guest->channel->close(QStringLiteral("bye"));
    QTRY_COMPARE(server.channelCount(), 3);
    stillServing(server, *first.guest, *first.host);
}

void TstWssAbuse::capsPerAddress()
{
    // An IPv4-mapped IPv6 address is its IPv4 guest, as a dual-stack socket sees it.
    QCOMPARE(net::WssServer::clientAddress(QHostAddress(QStringLiteral("::ffff:203.0.113.7"))), QHostAddress(QStringLiteral("203.0.113.7")));
    QCOMPARE(net::WssServer::clientAddress(QHostAddress(QStringLiteral("2001:db8::7"))), QHostAddress(QStringLiteral("2001:db8::7")));

    net::WssServer server;
    net::TransportLimits limits; // the default caps: 8 connections and 4 handshakes per address
    limits.handshakeTimeoutMs = 1500;
    server.setLimits(limits);
    QCOMPARE(limits.maxConnectionsPerAddress, 8);
    QCOMPARE(limits.maxHandshakingPerAddress, 4);
    QVERIFY(listen(server, QHostAddress::Any)); // every interface: IPv4 guests may arrive as ::ffff:127.0.0.1
    QSignalSpy refused(&server, &net::WssServer::refused);

    // Four silent connections from 127.0.0.1 fill its handshake slots; a fifth is dropped at once.
    QTcpSocket silent[5];
    lastIsRefused(server, silent, 5, refused, QStringLiteral("4 handshakes from 127.0.0.1 in progress already (at most 4 from one address)"));
    // Another address of the loopback is another guest: its handshake is let in meanwhile.
    QTcpSocket other;
    if (other.bind(QHostAddress(QStringLiteral("127.0.0.2")))) {
        other.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(other.waitForConnected(5000));
        QTRY_COMPARE(server.handshakingCount(), 5);
        QCOMPARE(refused.size(), 1);
    }
    QTRY_COMPARE_WITH_TIMEOUT(server.handshakingCount(), 0, 10000);

    // Eight guests from 127.0.0.1 get in; the ninth is refused with the reason.
    QString failure;
    std::vector<Pair> guests;
    for (int i = 0; i < 8; ++i) {
        guests.push_back(connectPair(server, loopbackInvite(server), &failure));
        QVERIFY2(guests.back().guest && guests.back().host, qPrintable(failure));
    }
    QCOMPARE(server.connectionsFrom(QHostAddress::LocalHost), 8);
    QCOMPARE(server.connectionsFrom(QHostAddress(QStringLiteral("::ffff:127.0.0.1"))), 8);
    const qsizetype refusedBefore = refused.size();
    Pair ninth = connectPair(server, loopbackInvite(server), &failure);
    QVERIFY(!ninth.guest);
    QTRY_COMPARE(refused.size(), refusedBefore + 1);
    QCOMPARE(refused.last().at(1).toString(), QStringLiteral("8 connections from 127.0.0.1 already (at most 8 from one address)"));
    QCOMPARE(server.channelCount(), 8);
    // The eight are still served; once one leaves, 127.0.0.1 has room again.
    guests.back().guest->channel->close(QStringLiteral("bye"));
    QTRY_COMPARE(server.channelCount(), 7);
    QTRY_COMPARE(server.connectionsFrom(QHostAddress::LocalHost), 7);
    stillServing(server, *guests.front().guest, *guests.front().host);
}

void TstWssAbuse::textFrameClosesThatChannel()
{
    net::WssServer server;
    QVERIFY(listen(server));
    QSignalSpy accepted(&server, &net::WssServer::newChannel);
    // A WebSocket client of its own, with the right key, that sends text.
    QWebSocket raw;
    raw.setSslConfiguration(net::pskConfiguration());
    QObject::connect(&raw, &QWebSocket::preSharedKeyAuthenticationRequired, &raw,
                     [&](QSslPreSharedKeyAuthenticator *a) { net::answerPsk(a, server.secret()); });
    QSignalSpy rawConnected(&raw, &QWebSocket::connected);
    QSignalSpy rawGone(&raw, &QWebSocket::disconnected);
    raw.open(loopbackInvite(server).url());
    QTRY_COMPARE(rawConnected.size(), 1);
    QTRY_COMPARE(accepted.size(), 1);
    Peer host(accepted.first().at(0).value<net::Channel *>());
    raw.sendTextMessage(QStringLiteral("{\"hello\": 1}"));
    QTRY_COMPARE(host.closed->size(), 1);
    QCOMPARE(host.closeReason(), QStringLiteral("the guest sent a text message, which is not part of the protocol"));
    QVERIFY(host.received->isEmpty());
    QTRY_COMPARE(rawGone.size(), 1);
    QCOMPARE(raw.closeCode(), QWebSocketProtocol::CloseCodeDatatypeNotSupported);
    QCOMPARE(raw.closeReason(), QStringLiteral("the guest sent a text message, which is not part of the protocol"));
}

void TstWssAbuse::nothingAnswers()
{
    // A port nobody listens on (taken from a server that then closed).
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    net::Invite invite;
    invite.host = QStringLiteral("127.0.0.1");
    invite.port = port;
    invite.secret = net::Invite::newSecret();
    net::WssConnector connector;
    QSignalSpy failed(&connector, &net::WssConnector::failed);
    QSignalSpy connected(&connector, &net::WssConnector::connected);
    connector.open(invite);
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(failed.first().at(0).toString(),
             QStringLiteral("nothing answers at 127.0.0.1:%1: is the game still hosted there, and is port %1 open in its firewall?").arg(port));
    QVERIFY(connected.isEmpty());
    QVERIFY(!connector.isConnecting());
}

QTEST_GUILESS_MAIN(TstWssAbuse)
#include "tst_wssabuse.moc"
