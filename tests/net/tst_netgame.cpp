// Whole games over the session, host and client code, through in-process channels: every
// client's view is checked against the host's projection at every update, the record replays
// to the same final position, and nothing a viewer may not see reaches it.
#include "nettable.h"

#include "player.h"
#include "replayfile.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QJsonDocument>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace net;
using session::GameSession;

class TestNetGame : public QObject
{
    Q_OBJECT

private slots:
    // Two bot seats and a spectator play a whole game: each client's every received view hash is
    // the host's projection for that viewer (the replay after the game checks each ply), the
    // revealed seed matches the commitment, and the replay file resumes at the same position.
    // With mulligans (the default, CR 103.5) the welcome says so and each seat's bot answers its
    // opening hand through the computer's own rule before turn 1; without, turn 1 begins at once.
    void parity_data()
    {
        QTest::addColumn<bool>("mulligans");
        QTest::newRow("mulligans") << true;
        QTest::newRow("hands kept as drawn") << false;
    }
    void parity()
    {
        QFETCH(bool, mulligans);
        QTemporaryDir dir;
        session::SessionOptions o = NetTable::options({"human", "human"}, 8);
        QVERIFY(o.mulligans); // the default
        o.mulligans = mulligans;
        o.replayFile = dir.filePath("game.json");
        NetTable t(o);
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        SessionClient *b = t.join(NetTable::bot("random", 1));
        SessionClient *watcher = t.join(NetTable::spectator());
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        for (SessionClient *c : {a, b, watcher}) {
            const QString why = NetTable::whyNotVerified(*c, NetTable::finalHash(*t.session));
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QVERIFY(c->verification().checked > 10);
            QCOMPARE(c->refusals(), QStringList());
            QCOMPARE(c->mulligans(), mulligans);
        }
        QCOMPARE(a->viewHash(), t.session->history(rules::Viewer::player(0))->hash());
        QCOMPARE(b->viewHash(), t.session->history(rules::Viewer::player(1))->hash());
        QCOMPARE(watcher->viewHash(), t.session->history(t.session->spectatorViewer())->hash());
        QVERIFY(!a->log().isEmpty());
        qInfo("bytes sent to one player over a whole 2-player game (%d actions, %d updates): %lld",
              int(t.session->record().node(t.session->record().current()).ply), a->updatesReceived(), a->bytesReceived());
        // Who kept an opening hand, by the record.
        QSet<int> kept;
        const QList<int> path = t.session->record().path(t.session->record().current());
        for (qsizetype i = 1; i < path.size(); ++i) {
            const rules::Action &action = t.session->record().node(path[i]).action;
            if (action.type == rules::Action::Type::KeepHand)
                kept.insert(action.player);
        }
        QCOMPARE(kept, mulligans ? QSet<int>({0, 1}) : QSet<int>());

        QString error;
        const std::unique_ptr<GameSession> resumed = GameSession::resume(o.replayFile, o, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->options().mulligans, mulligans);
        QCOMPARE(NetTable::finalHash(*resumed), NetTable::finalHash(*t.session));
        QVERIFY(resumed->isOver());
    }

    // The opening hand decisions are refused out of turn or malformed like any other action,
    // and the card a seat puts on the bottom (CR 103.5) reaches nobody else: neither the other
    // seat nor the spectator receives its name (the leak test of tst_netfaults, for mulligans).
    void mulliganBottomStaysHidden()
    {
        const rules::CardDatabase &db = rules::CardDatabase::builtIn();
        NetTable t(NetTable::options({"human", "human"}, 1));
        SessionClient *clients[3] = {t.join(NetTable::bot("", 0)), t.join(NetTable::bot("", 1)), t.join(NetTable::spectator())};
        QList<QByteArray> received[3];
        for (int i = 0; i < 3; ++i)
            connect(t.clientEnd(clients[i]), &Channel::received, this, [&received, i](const QByteArray &m) {
                if (!m.contains("\"type\":\"gameOver\"")) // the game's end reveals the record, and with it the seed
                    received[i].append(m);
            });
        QTRY_VERIFY(clients[0]->lastUpdate() >= 0 && clients[1]->lastUpdate() >= 0 && clients[2]->lastUpdate() >= 0);
        QVERIFY(clients[2]->mulligans());
        const rules::GameState &s = t.session->game()->state();
        QCOMPARE(s.decision.kind, rules::PendingDecision::Kind::Mulligan);
        const int first = s.decision.player, second = 1 - first;
        SessionClient *decider = clients[first], *other = clients[second];
        auto refused = [&](SessionClient *c, const std::function<void()> &send) {
            const qsizetype n = c->refusals().size();
            const QString before = NetTable::finalHash(*t.session);
            send();
            return QTest::qWaitFor([&] { return c->refusals().size() > n; }, 5000) && NetTable::finalHash(*t.session) == before
                       ? c->refusals().last() : QStringLiteral("(not refused)");
        };
        // Out of turn: the starting player decides first (CR 103.5).
        QCOMPARE(refused(other, [&] { other->submit(rules::Action::keepHand(second)); }),
                 QStringLiteral("the game waits on %1, not on %2 (CR 117)").arg(t.session->seatName(first), t.session->seatName(second)));
        // An answer sent as an action, and one with a field the vocabulary does not have.
        QCOMPARE(refused(decider, [&] {
            Message m;
            m.type = Message::Type::Action;
            m.object = rules::actionToJson(s, rules::Action::keepHand(first));
            decider->sendRaw(encode(m));
        }), QStringLiteral("a decision is answered with an answer, not an action"));
        QVERIFY(refused(decider, [&] { decider->sendRaw("{\"type\":\"answer\",\"action\":{\"type\":\"keepHand\",\"hand\":7}}"); })
                    .startsWith(QStringLiteral("action")));

        auto answer = [&](SessionClient *c, const rules::Action &a) {
            const int ply = t.session->record().node(t.session->record().current()).ply;
            const qint64 n = c->lastUpdate();
            c->submit(a);
            return QTest::qWaitFor([&] { return t.session->record().node(t.session->record().current()).ply > ply && c->lastUpdate() > n; }, 5000);
        };
        QVERIFY(answer(decider, rules::Action::takeMulligan(first)));
        QVERIFY(answer(other, rules::Action::keepHand(second)));
        QVERIFY(answer(decider, rules::Action::keepHand(first))); // a new seven; one goes to the bottom
        QCOMPARE(s.decision.kind, rules::PendingDecision::Kind::BottomCards);
        QCOMPARE(s.decision.player, first);
        // The card to put on the bottom, as the decider's client names it: one whose name the
        // other seat does not hold itself.
        auto names = [&](const QString &key) {
            QSet<QString> out{key};
            for (const rules::CardFace &f : db.find(key)->faces)
                out.insert(f.name);
            return out;
        };
        QSet<QString> otherSees;
        for (const int id : s.players[second].hand)
            otherSees.unite(names(s.cards[id].key));
        rules::GameState seen;
        QString error;
        QVERIFY(decider->state(&seen, &error));
        int bottom = -1;
        for (const int id : seen.players[first].hand)
            if (bottom < 0 && !names(seen.cards[id].key).intersects(otherSees))
                bottom = id;
        QVERIFY(bottom >= 0);
        const QString key = seen.cards[bottom].key;
        rules::Action wrong = rules::Action::make(rules::Action::Type::ChooseCards, first);
        QVERIFY(refused(decider, [&] { decider->submit(wrong); }).startsWith(QStringLiteral("Choose exactly 1 card to put on the bottom")));
        rules::Action choose = wrong;
        choose.choices = {bottom};
        QVERIFY(answer(decider, choose));
        QCOMPARE(s.turnNumber, 1);
        QCOMPARE(s.cards[s.players[first].library.first()].key, key); // the bottom of the library
        while (!t.session->isOver()) {
            const int seat = ai::actingPlayer(t.session->game()->state());
            QVERIFY(t.session->submit(session::Actor::player(seat), rules::Action::pass(seat), session::CommandGate::Kind::Action).isEmpty());
        }
        QTRY_VERIFY(clients[0]->isOver() && clients[1]->isOver() && clients[2]->isOver());
        // The decider was told which card it put there; nobody else was.
        const QString name = db.find(key)->faces.first().name;
        QVERIFY2(received[first].join().contains(QStringLiteral("on the bottom of their library").toUtf8()), "no bottom line for the decider");
        QVERIFY2(received[first].join().contains(name.toUtf8()), qPrintable(name));
        for (const int viewer : {second, 2})
            for (const QString &n : names(key))
                QVERIFY2(!received[viewer].join().contains(n.toUtf8()), qPrintable(QStringLiteral("viewer %1 received \"%2\"").arg(viewer).arg(n)));
        for (SessionClient *c : clients)
            QVERIFY2(c->verification().allMatched(), qPrintable(c->verification().problem));
    }

    // A person's seat against the session's own computer player (the computer answers whenever
    // the engine waits on it), over the same path.
    void computerSeat()
    {
        NetTable t(NetTable::options({"human", "greedy"}, 6));
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        QVERIFY(a->verification().allMatched());
        QVERIFY(t.session->record().size() > 20);
    }

    // The host's own computer seat thinks off the host's event loop: while a slow search decides
    // (1.5 s a decision), the person's pings are answered at once, and the game ends as usual.
    void computerThinksOffTheEventLoop()
    {
        session::SessionOptions o = NetTable::options({"human", "ai"}, 2);
        o.mulligans = false;
        o.search.iterations = 1000000;
        o.search.budgetMs = 1500;
        NetTable t(o);
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        int answeredWhileThinking = 0, slowest = 0;
        connect(a, &SessionClient::pong, this, [&] {
            if (t.session->computerThinking()) {
                ++answeredWhileThinking;
                slowest = std::max(slowest, a->roundTripMs());
            }
        });
        QTimer pinger;
        connect(&pinger, &QTimer::timeout, a, &SessionClient::ping);
        pinger.start(100);
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        pinger.stop();
        QVERIFY2(answeredWhileThinking >= 5, qPrintable(QString::number(answeredWhileThinking)));
        qInfo("%d pings answered while the computer thought; the slowest took %d ms", answeredWhileThinking, slowest);
        QVERIFY2(slowest < 750, qPrintable(QString::number(slowest))); // half a decision: it did not wait for one
        QVERIFY2(a->verification().allMatched(), qPrintable(a->verification().problem));
        QCOMPARE(a->refusals(), QStringList());
    }

    // Four seats and ten spectators: every client ends with the host's view for it, and the
    // spectators share one history.
    void fourSeatsTenSpectators()
    {
        NetTable t(NetTable::options({"human", "human", "human", "human"}, 4));
        QList<SessionClient *> clients;
        for (int seat = 0; seat < 4; ++seat)
            clients.append(t.join(NetTable::bot(seat % 2 ? "random" : "greedy", seat)));
        for (int i = 0; i < 10; ++i)
            clients.append(t.join(NetTable::spectator()));
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        QCOMPARE(t.host->connectionCount(), 14);
        for (SessionClient *c : clients) {
            QVERIFY2(c->verification().allMatched(), qPrintable(c->verification().problem));
            QCOMPARE(c->mismatches(), 0);
        }
        for (int i = 5; i < clients.size(); ++i)
            QCOMPARE(clients[i]->viewHash(), clients[4]->viewHash());
    }

    // One action's round trip (sent, checked, every viewer updated) with 2 players and 8
    // spectators: the median and the worst of the measured actions.
    void roundTrip()
    {
        NetTable t(NetTable::options({"human", "human"}, 0));
        SessionClient::Options first = NetTable::bot("", 0), second = NetTable::bot("", 1);
        SessionClient *a = t.join(first);
        SessionClient *b = t.join(second);
        QList<SessionClient *> all{a, b};
        for (int i = 0; i < 8; ++i)
            all.append(t.join(NetTable::spectator()));
        QTRY_VERIFY(a->lastUpdate() >= 0 && b->lastUpdate() >= 0 && all.last()->lastUpdate() >= 0);
        const QList<double> ms = NetTable::timeRoundTrips(*t.session, a, b, all, 40);
        QCOMPARE(ms.size(), 40);
        qInfo("round trip of one action, 2 players + 8 spectators over LocalChannel: median %.2f ms, max %.2f ms", ms[ms.size() / 2], ms.last());
        QVERIFY(ms[ms.size() / 2] < 1000);
    }
};

QTEST_GUILESS_MAIN(TestNetGame)
#include "tst_netgame.moc"
