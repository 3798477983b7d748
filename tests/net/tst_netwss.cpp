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
        auto viewerOf = [&](SessionClient *c) {
            return c == a ? rules::Viewer::player(0) : c == b ? rules::Viewer::player(1) : t.session.spectatorViewer();
        };
        auto upToDate = [&] {
            return std::all_of(all.begin(), all.end(), [&](SessionClient *c) {
                return c->lastUpdate() >= 0 && c->viewHash() == t.session.history(viewerOf(c))->hash();
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(t.session.hasStarted() && upToDate(), 20000);
        QList<double> ms;
        for (int i = 0; i < 40; ++i) {
            rules::GameState s;
            QString error;
            QVERIFY(a->state(&s, &error));
            const int seat = ai::actingPlayer(s);
            SessionClient *actor = seat == 0 ? a : b;
            rules::GameState seen;
            QVERIFY(actor->state(&seen, &error));
            const rules::Action action = rules::Game(rules::CardDatabase::builtIn(), seen).legalActions(seat).first();
            const qint64 target = t.session.history(rules::Viewer::player(0))->last() + 1;
            QEventLoop loop;
            auto done = [&] { return t.session.history(rules::Viewer::player(0))->last() >= target && upToDate(); };
            for (SessionClient *c : all)
                connect(c, &SessionClient::viewChanged, &loop, [&] { if (done()) loop.quit(); });
            QTimer::singleShot(5000, &loop, &QEventLoop::quit);
            QElapsedTimer timer;
            timer.start();
            actor->submit(action);
            loop.exec();
            ms.append(timer.nsecsElapsed() / 1e6);
            QVERIFY(done());
        }
        std::sort(ms.begin(), ms.end());
        qInfo("round trip of one action, 2 players + 8 spectators over wss: median %.2f ms, max %.2f ms", ms[ms.size() / 2], ms.last());
    }
};

QTEST_GUILESS_MAIN(TestNetWss)
#include "tst_netwss.moc"
