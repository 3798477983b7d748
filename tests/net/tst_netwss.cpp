// Whole games over wss on the loopback: the session, host and client code over the real
// transport (TLS-PSK keyed by the invite), with every received view checked against a replay of
// the record, and one action's round trip with 2 players and 8 spectators.
#include "nettable.h"

#include "player.h"
#include "wssconnector.h"
#include "wssserver.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTest>
#include <QTimer>

using namespace net;

namespace {

// A session served by a WssServer on 127.0.0.1, and clients that join through WssConnectors.
struct WssTable {
    explicit WssTable(const session::SessionOptions &o) : session(o), host(&session)
    {
        QString error;
        TransportLimits limits; // every guest here comes from 127.0.0.1: 10 of them
        limits.maxConnectionsPerAddress = limits.maxConnections;
        limits.maxHandshakingPerAddress = limits.maxHandshaking;
        server.setLimits(limits);
        listening = server.listen(QHostAddress::LocalHost, 0, session.inviteSecret(), &error);
        QObject::connect(&server, &WssServer::newChannel, &host, &SessionHost::addConnection);
    }
    SessionClient *join(const SessionClient::Options &o)
    {
        clients.push_back(std::make_unique<SessionClient>(o));
        SessionClient *client = clients.back().get();
        auto *connector = new WssConnector(client);
        QObject::connect(connector, &WssConnector::connected, client, [client](Channel *channel) {
            channel->setParent(client);
            client->connectTo(channel);
        });
        connector->open(server.invite(o.spectator ? Invite::Role::Spectator : Invite::Role::Player, QStringLiteral("127.0.0.1")));
        return client;
    }
    bool allOver() const
    {
        return std::all_of(clients.begin(), clients.end(), [](const auto &c) { return c->isOver(); });
    }

    session::GameSession session;
    SessionHost host;
    WssServer server;
    bool listening = false;
    std::vector<std::unique_ptr<SessionClient>> clients;
};

} // namespace

class TestNetWss : public QObject
{
    Q_OBJECT

private slots:
    // Two bot seats and a spectator over wss: every client's views match the replay of the
    // record with the revealed seed, and each ends at the host's final position.
    void parity()
    {
        WssTable t(NetTable::options({"human", "human"}, 8));
        QVERIFY(t.listening);
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        SessionClient *b = t.join(NetTable::bot("random", 1));
        SessionClient *watcher = t.join(NetTable::spectator());
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        for (SessionClient *c : {a, b, watcher}) {
            QVERIFY2(c->verification().allMatched(), qPrintable(c->verification().problem));
            QCOMPARE(c->mismatches(), 0);
            QCOMPARE(c->verification().finalHashText, NetTable::finalHash(t.session));
        }
        qInfo("over wss: bytes received by one player over a whole 2-player game: %lld", a->bytesReceived());
    }

    // One action's round trip over wss (sent, checked, every viewer updated), 2 players + 8
    // spectators: the median and the worst of 40 actions.
    void roundTrip()
    {
        WssTable t(NetTable::options({"human", "human"}, 0));
        QVERIFY(t.listening);
        SessionClient *a = t.join(NetTable::bot("", 0));
        SessionClient *b = t.join(NetTable::bot("", 1));
        QList<SessionClient *> all{a, b};
        for (int i = 0; i < 8; ++i)
            all.append(t.join(NetTable::spectator()));
        QTRY_VERIFY_WITH_TIMEOUT(t.session.hasStarted() && std::all_of(all.begin(), all.end(), [](SessionClient *c) { return c->lastUpdate() >= 0; }), 20000);
        const QList<double> ms = NetTable::timeRoundTrips(t.session, a, b, all, 40);
        QCOMPARE(ms.size(), 40);
        qInfo("round trip of one action, 2 players + 8 spectators over wss: median %.2f ms, max %.2f ms", ms[ms.size() / 2], ms.last());
    }
};

QTEST_GUILESS_MAIN(TestNetWss)
#include "tst_netwss.moc"
