// Faults and abuse over the session, host and client code: a client dropped and reconnected, a
// host killed and resumed from its replay file, bad and forbidden messages, and what a viewer
// must never receive.
#include "nettable.h"

#include "fairseed.h"
#include "player.h"
#include "scenario.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace net;
using session::GameSession;

namespace {

// The final hash of the same game played without interruption.
QString uninterruptedHash(const session::SessionOptions &o)
{
    NetTable t(o);
    t.join(NetTable::bot("greedy", 0));
    t.join(NetTable::bot("random", 1));
    if (!QTest::qWaitFor([&] { return t.allOver(); }, NetTable::kGameTimeoutMs))
        return QStringLiteral("(did not end)");
    return NetTable::finalHash(*t.session);
}

} // namespace

class TestNetFaults : public QObject
{
    Q_OBJECT

private slots:
    // A client dropped mid-game (as by kill -9) reconnects with its token and its last update:
    // it gets what it missed, the game waited for it, and the game ends as it would have.
    void dropAndReconnect()
    {
        const session::SessionOptions o = NetTable::options({"human", "human"}, 8);
        const QString expected = uninterruptedHash(o);
        NetTable t(o);
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        SessionClient *b = t.join(NetTable::bot("random", 1));
        QTRY_VERIFY_WITH_TIMEOUT(a->lastUpdate() >= 37, NetTable::kGameTimeoutMs);
        t.drop(a);
        QTRY_VERIFY(t.session->waiting().contains(QStringLiteral("away")));
        QVERIFY(!t.session->isOver());
        const qint64 held = a->lastUpdate();
        t.reconnect(a);
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        QCOMPARE(a->viewsReceived(), 1); // the first view only: the rest came as updates
        QVERIFY(a->lastUpdate() > held);
        for (SessionClient *c : {a, b}) {
            QVERIFY2(c->verification().allMatched(), qPrintable(c->verification().problem));
            QCOMPARE(c->mismatches(), 0);
        }
        QCOMPARE(NetTable::finalHash(*t.session), expected);
    }

    // The host is killed mid-game and resumed from its replay file: the guests reconnect with
    // their tokens (they survive the restart), get a fresh view, and the game ends as it would have.
    void killAndResumeHost()
    {
        QTemporaryDir dir;
        session::SessionOptions o = NetTable::options({"human", "human"}, 8);
        const QString expected = uninterruptedHash(o);
        o.replayFile = dir.filePath("game.json");
        NetTable t(o);
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        SessionClient *b = t.join(NetTable::bot("random", 1));
        QTRY_VERIFY_WITH_TIMEOUT(a->lastUpdate() >= 41, NetTable::kGameTimeoutMs);
        const QString tokenA = a->token();
        const int viewsBefore = a->viewsReceived() + b->viewsReceived();
        t.killHost();
        QTRY_VERIFY(!a->isJoined() && !b->isJoined());
        QString error;
        std::unique_ptr<GameSession> resumed = GameSession::resume(o.replayFile, o, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->token(0), tokenA);
        t.serve(std::move(resumed));
        t.reconnect(a);
        t.reconnect(b);
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        for (SessionClient *c : {a, b}) {
            QVERIFY2(c->verification().allMatched(), qPrintable(c->verification().problem));
            QCOMPARE(c->mismatches(), 0);
        }
        QVERIFY(a->viewsReceived() + b->viewsReceived() > viewsBefore); // a fresh view after the restart
        QCOMPARE(NetTable::finalHash(*t.session), expected);
    }

    // Each forbidden or bad message is refused with its reason, the game is unchanged, and the
    // host keeps serving.
    void abuseIsRefused()
    {
        session::SessionOptions o = NetTable::options({"human", "human"}, 0);
        o.mulligans = false; // turn 1 at once: the first action is a priority pass
        NetTable t(o);
        SessionClient *a = t.join(NetTable::bot("", 0));
        SessionClient *b = t.join(NetTable::bot("", 1));
        SessionClient *watcher = t.join(NetTable::spectator());
        QTRY_VERIFY(a->lastUpdate() >= 0 && b->lastUpdate() >= 0 && watcher->lastUpdate() >= 0);
        rules::GameState s;
        QString error;
        QVERIFY(a->state(&s, &error));
        const int acting = ai::actingPlayer(s);
        SessionClient *actor = acting == 0 ? a : b;
        SessionClient *other = acting == 0 ? b : a;
        const QString before = NetTable::finalHash(*t.session);
        auto expectRefusal = [&](SessionClient *c, const std::function<void()> &send, const QString &start) {
            const qsizetype n = c->refusals().size();
            send();
            QVERIFY2(QTest::qWaitFor([&] { return c->refusals().size() > n; }, 5000), qPrintable(start));
            QVERIFY2(c->refusals().last().startsWith(start), qPrintable(c->refusals().last()));
            QCOMPARE(NetTable::finalHash(*t.session), before);
        };
        // A spectator who acts.
        expectRefusal(watcher, [&] { watcher->submit(rules::Action::pass(acting)); },
                      QStringLiteral("spectators watch the game: they do not act in it"));
        // Seat 1 acting for seat 2 (whoever waits).
        expectRefusal(other, [&] { other->submit(rules::Action::pass(acting)); }, QStringLiteral("%1 may act only for themselves").arg(t.session->seatName(1 - acting)));
        // Truncated, garbled, oversized.
        expectRefusal(actor, [&] { actor->sendRaw("{\"type\":\"action\",\"action\":{\"pass"); }, QStringLiteral("message: not JSON"));
        expectRefusal(actor, [&] { actor->sendRaw("\x01\x02garbage"); }, QStringLiteral("message: not JSON"));
        expectRefusal(actor, [&] { actor->sendRaw(QByteArray(kMaxClientMessage + 1, ' ')); }, QStringLiteral("message: 16385 bytes is over the cap"));
        expectRefusal(actor, [&] { actor->sendRaw("{\"type\":\"action\",\"action\":{},\"extra\":1}"); }, QStringLiteral("action.extra: unknown field"));
        // A replayed action: accepted once, refused the second time (the game has moved on).
        const QByteArray pass = encode([&] {
            Message m;
            m.type = Message::Type::Action;
            m.object = rules::actionToJson(s, rules::Action::pass(acting));
            return m;
        }());
        const qint64 seen = watcher->lastUpdate();
        actor->sendRaw(pass);
        QTRY_VERIFY(watcher->lastUpdate() > seen);
        const QString afterPass = NetTable::finalHash(*t.session);
        const qsizetype n = actor->refusals().size();
        actor->sendRaw(pass);
        QTRY_VERIFY(actor->refusals().size() > n);
        QVERIFY2(actor->refusals().last().startsWith(QStringLiteral("the game waits on")), qPrintable(actor->refusals().last()));
        QCOMPARE(NetTable::finalHash(*t.session), afterPass);
        // A wrong token: refused, the connection closed.
        SessionClient::Options impostor;
        impostor.token = QString(32, QLatin1Char('0'));
        SessionClient *intruder = t.join(impostor);
        QTRY_VERIFY(!intruder->refusals().isEmpty());
        QCOMPARE(intruder->refusals().last(), QStringLiteral("this token is not a seat's at this table"));
        QVERIFY(!intruder->isJoined());
        // A flood: beyond the cap, messages are dropped with one refusal; the host keeps serving.
        const int refusedBefore = t.host->refusedCount();
        for (int i = 0; i < 500; ++i)
            watcher->chat(QStringLiteral("spam %1").arg(i));
        QTRY_VERIFY(watcher->refusals().contains(QStringLiteral("too many messages: at most 30 a second")));
        QVERIFY(t.host->refusedCount() >= refusedBefore + 400);
        QCOMPARE(NetTable::finalHash(*t.session), afterPass);
        // ... and the game goes on.
        const qint64 last = watcher->lastUpdate();
        rules::GameState now;
        QVERIFY(other->state(&now, &error));
        other->submit(rules::Action::pass(1 - acting));
        QTRY_VERIFY(watcher->lastUpdate() > last);
        QVERIFY(NetTable::finalHash(*t.session) != afterPass);
        QTRY_COMPARE(t.host->connectionCount(), 3);
    }

    // An action chosen on a view the game has since moved past (the other seat acted in between)
    // is refused with the reason, not applied to a position its sender never saw; a seat's own
    // actions sent in a row on one view are all accepted.
    void staleActionRefused()
    {
        session::SessionOptions o = NetTable::options({"human", "human"}, 0);
        o.mulligans = false;
        NetTable t(o);
        SessionClient *clients[2] = {t.join(NetTable::bot("", 0)), t.join(NetTable::bot("", 1))};
        auto current = [&](int seat) { return clients[seat]->lastUpdate() == t.session->history(rules::Viewer::player(seat))->last(); };
        QTRY_VERIFY(clients[0]->lastUpdate() >= 0 && clients[1]->lastUpdate() >= 0);
        const int x = ai::actingPlayer(t.session->game()->state()), y = 1 - x;
        SessionClient *cx = clients[x], *cy = clients[y];
        auto message = [](const rules::GameState &seen, const rules::Action &a, qint64 n) {
            Message m;
            m.type = Message::Type::Action;
            m.object = rules::actionToJson(seen, a);
            m.number = n;
            return encode(m);
        };
        auto ply = [&] { return t.session->record().node(t.session->record().current()).ply; };
        rules::GameState v0;
        QString error;
        QVERIFY(cx->state(&v0, &error));
        const qint64 n0 = cx->lastUpdate();
        const QByteArray pass0 = message(v0, rules::Action::pass(x), n0);
        cx->sendRaw(pass0);
        QTRY_COMPARE(ply(), 1);
        QTRY_VERIFY(current(y));
        cy->submit(rules::Action::pass(y));
        QTRY_COMPARE(ply(), 2);
        QCOMPARE(ai::actingPlayer(t.session->game()->state()), x); // x may pass again: the same message would be legal
        const QString before = NetTable::finalHash(*t.session);
        cx->sendRaw(pass0);
        QTRY_COMPARE(cx->refusals().size(), 1);
        QCOMPARE(cx->refusals().last(), QStringLiteral("the game has moved on since the view this action was chosen on (update %1): %2 acted; look at the game again")
                                            .arg(n0).arg(t.session->seatName(y)));
        QCOMPARE(NetTable::finalHash(*t.session), before);
        QCOMPARE(ply(), 2);
        // A view number the host never sent is refused as well.
        cx->sendRaw(message(v0, rules::Action::pass(x), 999999));
        QTRY_COMPARE(cx->refusals().size(), 2);
        QVERIFY2(cx->refusals().last().endsWith(QStringLiteral("it is not a view %1 was sent; look at the game again").arg(t.session->seatName(x))),
                 qPrintable(cx->refusals().last()));

        // On to x's main phase, where x plays a land and passes: two actions sent in a row on one view.
        while (t.session->game()->state().step != rules::Step::PrecombatMain) {
            const int seat = ai::actingPlayer(t.session->game()->state());
            QVERIFY(t.session->submit(session::Actor::player(seat), rules::Action::pass(seat), session::CommandGate::Kind::Action).isEmpty());
        }
        QCOMPARE(ai::actingPlayer(t.session->game()->state()), x);
        QTRY_VERIFY(current(x));
        rules::GameState v1;
        QVERIFY(cx->state(&v1, &error));
        const qint64 n1 = cx->lastUpdate();
        const QList<rules::Action> legal = rules::Game(rules::CardDatabase::builtIn(), v1).legalActions(x);
        const auto land = std::find_if(legal.begin(), legal.end(), [](const rules::Action &a) { return a.type == rules::Action::Type::PlayLand; });
        QVERIFY(land != legal.end());
        const int at = ply();
        cx->sendRaw(message(v1, *land, n1));
        cx->sendRaw(message(v1, rules::Action::pass(x), n1));
        QTRY_COMPARE(ply(), at + 2);
        QCOMPARE(cx->refusals().size(), 2);
        const QList<rules::Permanent> &battlefield = t.session->game()->state().battlefield;
        QCOMPARE(std::count_if(battlefield.begin(), battlefield.end(), [x](const rules::Permanent &p) { return p.controller == x; }), 1);
    }

    // The same public game with different hidden cards: the spectator receives the same bytes
    // in both until the game's end reveals the seed; no seat receives the name of a card it
    // never saw.
    void nothingLeaks()
    {
        const rules::CardDatabase &db = rules::CardDatabase::builtIn();
        const QList<QByteArray> nonces{QByteArray(16, 'A'), QByteArray(16, 'B')};
        auto starter = [&](char secret) {
            const QList<rules::PlayerSetup> setups{{"Player 1", rules::CardDatabase::builtInDeck("tovolars-pack")},
                                                   {"Player 2", rules::CardDatabase::builtInDeck("day-keepers")}};
            return rules::Game(db, session::FairSeed::gameSeed(QByteArray(16, secret), nonces), setups).state().startingPlayer;
        };
        char second = 'b';
        while (starter(second) != starter('a'))
            ++second;
        QList<QList<QByteArray>> spectatorBytes;
        for (const char secret : {'a', second}) {
            session::SessionOptions o = NetTable::options({"human", "human"}, 1, secret);
            o.mulligans = false; // only priority passes (tst_netgame's mulliganBottomStaysHidden has the mulligans)
            NetTable t(o);
            SessionClient *a = t.join(NetTable::bot("", 0));
            SessionClient *b = t.join(NetTable::bot("", 1));
            SessionClient *watcher = t.join(NetTable::spectator());
            QList<QByteArray> received[3];
            SessionClient *clients[3] = {a, b, watcher};
            for (int i = 0; i < 3; ++i)
                connect(t.clientEnd(clients[i]), &Channel::received, this, [&received, i](const QByteArray &m) {
                    if (!m.contains("\"type\":\"welcome\"") && !m.contains("\"type\":\"gameOver\""))
                        received[i].append(m);
                });
            QTRY_VERIFY(a->lastUpdate() >= 0 && b->lastUpdate() >= 0);
            // Everyone passes until turn 2 begins (the turn limit ends the game there).
            while (!t.session->isOver()) {
                const int seat = ai::actingPlayer(t.session->game()->state());
                QVERIFY(t.session->submit(session::Actor::player(seat), rules::Action::pass(seat), session::CommandGate::Kind::Action).isEmpty());
            }
            QTRY_VERIFY(t.allOver());
            spectatorBytes.append(received[2]);
            // The names of cards each seat never saw: the other's hand and both libraries, less
            // its own hand (nothing was cast, so nothing else became public).
            const rules::GameState &end = t.session->game()->state();
            for (int seat = 0; seat < 2; ++seat) {
                QSet<QString> seen, hidden;
                // A card's key and its faces' names.
                auto names = [&](int id, QSet<QString> *into) {
                    const QString &key = end.cards[id].key;
                    into->insert(key);
                    for (const rules::CardFace &f : db.find(key)->faces)
                        into->insert(f.name);
                };
                for (const int id : end.players[seat].hand)
                    names(id, &seen);
                for (const int id : end.players[1 - seat].hand + end.players[0].library + end.players[1].library)
                    names(id, &hidden);
                hidden.subtract(seen);
                QVERIFY(hidden.size() > 3);
                const QByteArray all = received[seat].join();
                for (const QString &name : std::as_const(hidden))
                    QVERIFY2(!all.contains(name.toUtf8()), qPrintable(QStringLiteral("seat %1 received \"%2\"").arg(seat + 1).arg(name)));
            }
        }
        // Identical but for the hidden cards' handles, random in each game by design (nothing
        // tracks a card by them), and the view hashes that cover them.
        QVERIFY(spectatorBytes[0].size() > 10);
        QCOMPARE(spectatorBytes[0].size(), spectatorBytes[1].size());
        const QRegularExpression handle(QStringLiteral("\"[0-9a-f]{16}\"|\"hash\":\"[0-9a-f]{32}\""));
        int handles = 0;
        for (qsizetype k = 0; k < spectatorBytes[0].size(); ++k) {
            QString first = QString::fromUtf8(spectatorBytes[0][k]), second = QString::fromUtf8(spectatorBytes[1][k]);
            handles += int(first.count(handle));
            QCOMPARE(first.replace(handle, QStringLiteral("\"*\"")), second.replace(handle, QStringLiteral("\"*\"")));
        }
        QVERIFY(handles > 0);
    }
};

QTEST_GUILESS_MAIN(TestNetFaults)
#include "tst_netfaults.moc"
