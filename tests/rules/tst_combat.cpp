// Combat words of the last day/night cards: "can't block this turn" given by damage (Ballista
// Wielder), "becomes blocked" (CR 509.3c) and "a creature blocking this creature dies" (CR 603.10a,
// Baneclaw Marauder), through the engine's own actions, each refusal leaving the game as it was.
#include "position.h"
#include "statejson.h"

#include <QJsonArray>

using namespace rules;
using namespace testing;

namespace {

QByteArray stateBytes(const Game &g)
{
    return QJsonDocument(stateToJson(g.state(), g.cards())).toJson(QJsonDocument::Compact);
}

Action choose(int player, const QList<int> &choices)
{
    Action a = Action::make(Action::Type::ChooseCards, player);
    a.choices = choices;
    return a;
}

/// Both players pass until the stack is empty (each resolves in turn).
void resolveStack(Game &g)
{
    for (int i = 0; i < 20 && !g.state().stack.isEmpty(); ++i)
        APPLY(g, Action::pass(g.state().priorityPlayer));
}

} // namespace

class TestCombat : public QObject
{
    Q_OBJECT

    const CardDatabase &db = testDatabase();

private slots:
    // Ballista Wielder pings one of Bob's two Wolves: that Wolf can't block this turn. Bob is
    // still asked (the other Wolf can), a block with the pinged one is refused with the reason
    // and changes nothing, the other one blocks. Next turn it blocks again (CR 514.2).
    void aCreatureDealtDamageByBallistaWielderCantBlockThisTurn()
    {
        GameState s = basePosition(DayNight::Night);
        const int wielder = addPermanent(s, 0, QStringLiteral("ballista-watcher"), true);
        const int attacker = addPermanent(s, 0, QStringLiteral("kruin-outlaw"));
        addLands(s, 0, QStringLiteral("mountain"), 3);
        const int pinged = addPermanent(s, 1, QStringLiteral("wolf"));
        const int other = addPermanent(s, 1, QStringLiteral("wolf"));
        Game g(db, s);
        QCOMPARE(g.face(*g.state().permanent(wielder)).name, QStringLiteral("Ballista Wielder"));
        CHECKED(APPLY(g, Action::activate(0, wielder, 0, {pinged})));
        CHECKED(resolveStack(g));
        QCOMPARE(g.state().permanent(pinged)->damage, 1);
        QVERIFY(g.characteristics(*g.state().permanent(pinged)).hasKeyword(QStringLiteral("Can't block")));
        QVERIFY(!g.characteristics(*g.state().permanent(other)).hasKeyword(QStringLiteral("Can't block")));
        QVERIFY(!g.state().permanent(wielder)->tapped); // the night ability has no {T}

        CHECKED(passUntil(g, 3, Step::DeclareAttackers));
        CHECKED(APPLY(g, choose(0, {attacker, 1})));
        CHECKED(passUntil(g, 3, Step::DeclareBlockers));
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::DeclareBlockers);
        const QByteArray before = stateBytes(g);
        const Result refused = g.apply(choose(1, {pinged, attacker}));
        QVERIFY(!refused.accepted);
        QCOMPARE(refused.reason, QStringLiteral("Wolf can't block this turn."));
        QCOMPARE(stateBytes(g), before);
        CHECKED(APPLY(g, choose(1, {other, attacker})));
        QCOMPARE(g.state().permanent(other)->blocking, attacker);

        // The effect ends in the cleanup step: on Bob's turn the Wolf is free again.
        CHECKED(passUntil(g, 4, Step::PrecombatMain));
        QVERIFY(!g.characteristics(*g.state().permanent(pinged)).hasKeyword(QStringLiteral("Can't block")));
    }

    // By day the ping needs {T}: once tapped, Ballista Watcher can't ping again (CR 602.2).
    void ballistaWatcherTapsByDay()
    {
        GameState s = basePosition(DayNight::Day);
        const int watcher = addPermanent(s, 0, QStringLiteral("ballista-watcher"));
        addLands(s, 0, QStringLiteral("mountain"), 6);
        Game g(db, s);
        CHECKED(APPLY(g, Action::activate(0, watcher, 0, {playerTarget(1)})));
        CHECKED(resolveStack(g));
        QCOMPARE(g.state().players[1].life, 19);
        QVERIFY(g.state().permanent(watcher)->tapped);
        const QByteArray before = stateBytes(g);
        QVERIFY(!g.apply(Action::activate(0, watcher, 0, {playerTarget(1)})).accepted);
        QCOMPARE(stateBytes(g), before);
    }

    // "Becomes blocked" triggers once however many creatures block (CR 509.3c), and the -1/-1
    // goes to each creature blocking it as it resolves.
    void becomesBlockedTriggersOnceForTwoBlockers()
    {
        GameState s = basePosition(DayNight::Day);
        const int scoundrel = addPermanent(s, 0, QStringLiteral("baneblade-scoundrel"));
        const int a = addPermanent(s, 1, QStringLiteral("kruin-outlaw"));
        const int b = addPermanent(s, 1, QStringLiteral("wolf"));
        Game g(db, s);
        CHECKED(passUntil(g, 3, Step::DeclareAttackers));
        CHECKED(APPLY(g, choose(0, {scoundrel, 1})));
        CHECKED(passUntil(g, 3, Step::DeclareBlockers));
        CHECKED(APPLY(g, choose(1, {a, scoundrel, b, scoundrel})));
        QCOMPARE(g.state().stack.size(), 1);
        QCOMPARE(g.state().stack.first().sourceObjectId, scoundrel);
        CHECKED(resolveStack(g));
        QCOMPARE(g.characteristics(*g.state().permanent(a)).power, 1);
        QCOMPARE(g.characteristics(*g.state().permanent(a)).toughness, 1);
        QCOMPARE(g.characteristics(*g.state().permanent(b)).power, 1);
        QCOMPARE(g.characteristics(*g.state().permanent(b)).toughness, 1);
    }

    // Baneclaw Marauder: the life is lost by the blocker's controller (here Carol, blocking for
    // herself in a three-player game), not by the defending player named elsewhere; a blocker that
    // dies after the Marauder has left combat no longer counts (CR 506.4).
    void blockerDiesItsControllerLosesLife()
    {
        GameState s = basePosition(DayNight::Night, 3);
        const int marauder = addPermanent(s, 0, QStringLiteral("baneblade-scoundrel"), true);
        const int carolWolf = addPermanent(s, 2, QStringLiteral("wolf"));
        Game g(db, s);
        CHECKED(passUntil(g, 3, Step::DeclareAttackers));
        CHECKED(APPLY(g, choose(0, {marauder, 2})));
        CHECKED(passUntil(g, 3, Step::DeclareBlockers));
        CHECKED(APPLY(g, choose(2, {carolWolf, marauder})));
        CHECKED(resolveStack(g)); // the -1/-1: the Wolf is 1/1
        CHECKED(passUntil(g, 3, Step::CombatDamage));
        // The trigger waits on the stack naming Carol; a save keeps that and loads it back.
        QCOMPARE(g.state().stack.size(), 1);
        QCOMPARE(g.state().stack.first().eventPlayer, 2);
        const QJsonObject saved = stateToJson(g.state(), g.cards());
        QCOMPARE(saved.value(QStringLiteral("stack")).toArray().first().toObject().value(QStringLiteral("eventPlayer")).toString(), QStringLiteral("Carol"));
        GameState loaded;
        CardRefs refs;
        QString error;
        QVERIFY2(stateFromJson(saved, g.cards(), QStringLiteral("$.state"), &loaded, &refs, &error), qPrintable(error));
        QCOMPARE(loaded.stack.first().eventPlayer, 2);
        QCOMPARE(stateToJson(loaded, g.cards()), saved);
        CHECKED(resolveStack(g));
        QVERIFY(!g.state().permanent(carolWolf));
        QCOMPARE(g.state().players[2].life, 19);
        QCOMPARE(g.state().players[1].life, 20);
        QCOMPARE(g.state().players[0].life, 20);
    }
};

QTEST_GUILESS_MAIN(TestCombat)
#include "tst_combat.moc"
