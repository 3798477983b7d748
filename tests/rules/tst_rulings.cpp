// One test per seed ruling the engine enforces (tovolar-rulings.txt, rulings 1-7 and 9).
#include "daynight.h"
#include "position.h"

using namespace rules;
using namespace testing;

class TestRulings : public QObject
{
    Q_OBJECT
    const CardDatabase &db = testDatabase();

private slots:
    // Ruling 1: the game starts as neither; once day or night, never neither again.
    void ruling1_startsNeitherAndNeverReturns()
    {
        Deck a = CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"));
        Game fresh(db, 7, {{QStringLiteral("Alice"), a}, {QStringLiteral("Bob"), a}});
        QCOMPARE(fresh.state().designation, DayNight::Neither);

        GameState s = basePosition(DayNight::Neither);
        addLands(s, 0, QStringLiteral("forest"), 2);
        addLands(s, 0, QStringLiteral("mountain"), 1);
        const int naturalist = addToHand(s, 0, QStringLiteral("kessig-naturalist"));
        Game g(db, s);
        APPLY(g, Action::cast(0, naturalist));
        QCOMPARE(g.state().designation, DayNight::Neither); // still on the stack
        Events ev = APPLY(g, Action::pass(0)).events;
        ev += APPLY(g, Action::pass(1)).events;
        // CR 702.145d: a daybound permanent makes it day.
        QCOMPARE(g.state().designation, DayNight::Day);
        const Event &changed = eventOf(ev, Event::Type::DayNightChanged);
        QCOMPARE(changed.from, DayNight::Neither);
        QCOMPARE(changed.ruling, 1);
        QCOMPARE(changed.rule, QStringLiteral("CR 702.145d"));

        // Nothing can make it neither again.
        const Result r = g.apply(Action::becomes(DayNight::Neither));
        QVERIFY(!r.accepted);
        QVERIFY(r.reason.contains(QStringLiteral("ruling 1")));
        QCOMPARE(g.state().designation, DayNight::Day);
        // Not even when the last daybound permanent is gone and turns pass.
        GameState s2 = g.state();
        s2.battlefield.clear();
        Game g2(db, s2);
        passUntil(g2, 6, Step::Upkeep);
        QVERIFY(g2.state().designation != DayNight::Neither);
    }

    // Ruling 2: the check happens before the active player untaps.
    void ruling2_checkBeforeUntap()
    {
        GameState s = basePosition(DayNight::Night);
        s.step = Step::End;
        s.spellsCastThisTurn[0] = 2; // Alice, the active player, cast two spells this turn
        // Bob's tapped Reckless Stormseeker, night side up.
        const int obj = addPermanent(s, 1, QStringLiteral("reckless-stormseeker"), true, true);
        Game g(db, s);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        const int changed = indexOf(ev, Event::Type::DayNightChanged);
        const int flipped = indexOf(ev, Event::Type::PermanentTransformed);
        const int untapped = indexOf(ev, Event::Type::Untapped);
        QVERIFY(changed >= 0 && flipped > changed && untapped > flipped);
        QCOMPARE(g.state().designation, DayNight::Day);
        const Permanent *p = g.state().permanent(obj);
        QVERIFY(!p->backFaceUp);
        QVERIFY(!p->tapped); // it still untaps normally in that untap step
        QCOMPARE(ev[changed].rule, QStringLiteral("CR 502.2"));
    }

    // Ruling 3: day, and the previous turn's active player cast no spells: night.
    void ruling3_dayBecomesNight()
    {
        GameState s = basePosition(DayNight::Day);
        s.step = Step::End;
        addPermanent(s, 0, QStringLiteral("tovolar-dire-overlord"));
        Game g(db, s);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Night);
        QCOMPARE(faceOf(g, QStringLiteral("tovolar-dire-overlord")), QStringLiteral("Tovolar, the Midnight Scourge"));
        const Event &changed = eventOf(ev, Event::Type::DayNightChanged);
        QCOMPARE(changed.ruling, 3);
        QVERIFY(changed.text.contains(QStringLiteral("Alice")));
        QVERIFY(changed.text.contains(QStringLiteral("ruling 3, CR 502.2")));
    }

    // Ruling 4: night, and the previous turn's active player cast two or more spells: day.
    void ruling4_nightBecomesDay()
    {
        GameState s = basePosition(DayNight::Night);
        addLands(s, 0, QStringLiteral("island"), 2);
        const int c1 = addToHand(s, 0, QStringLiteral("test-instant"));
        const int c2 = addToHand(s, 0, QStringLiteral("test-instant"));
        addPermanent(s, 1, QStringLiteral("tovolar-dire-overlord"), true);
        Game g(db, s);
        APPLY(g, Action::cast(0, c1));
        APPLY(g, Action::pass(0));
        APPLY(g, Action::pass(1));   // resolves
        QCOMPARE(g.state().spellsCastThisTurn[0], 1);
        APPLY(g, Action::cast(0, c2));
        QCOMPARE(g.state().spellsCastThisTurn[0], 2);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Day);
        QCOMPARE(eventOf(ev, Event::Type::DayNightChanged).ruling, 4);
        QCOMPARE(faceOf(g, QStringLiteral("tovolar-dire-overlord")), QStringLiteral("Tovolar, Dire Overlord"));
    }

    // Ruling 5: transforms are immediate (no state-based action, no priority) whenever the
    // designation changes, not only in the untap step.
    void ruling5_transformsImmediatelyAnyTime()
    {
        GameState s = basePosition(DayNight::Day);
        const int a = addPermanent(s, 0, QStringLiteral("kessig-naturalist"));
        const int b = addPermanent(s, 1, QStringLiteral("hound-tamer"));
        const int c = addPermanent(s, 1, QStringLiteral("mountain"));
        Game g(db, s);
        const Events ev = APPLY(g, Action::becomes(DayNight::Night)).events;
        // In the same action, during the main phase: both flipped, the land did not.
        QCOMPARE(g.state().step, Step::PrecombatMain);
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 2);
        QCOMPARE(count(ev, Event::Type::PriorityPassed), 0);
        QVERIFY(g.state().permanent(a)->backFaceUp);
        QVERIFY(g.state().permanent(b)->backFaceUp);
        QVERIFY(!g.state().permanent(c)->backFaceUp);
        for (const auto &e : ev)
            if (e.type == Event::Type::PermanentTransformed)
                QCOMPARE(e.ruling, 5);
        APPLY(g, Action::becomes(DayNight::Day));
        QCOMPARE(g.face(*g.state().permanent(b)).name, QStringLiteral("Hound Tamer"));
    }

    // Ruling 6: a daybound spell cast at night is front face up on the stack and enters back
    // face up: no transform, no front-face enters trigger.
    void ruling6_castAtNightEntersBackFaceUp()
    {
        GameState s = basePosition(DayNight::Night);
        addLands(s, 0, QStringLiteral("forest"), 6);
        const int hm = addToHand(s, 0, QStringLiteral("tovolars-huntmaster"));
        Game g(db, s);
        APPLY(g, Action::cast(0, hm));
        QCOMPARE(g.state().stack.size(), 1);
        QCOMPARE(g.state().stack.last().face, 0); // front face up on the stack
        Events ev = APPLY(g, Action::pass(0)).events;
        ev += APPLY(g, Action::pass(1)).events;
        QCOMPARE(faceOf(g, QStringLiteral("tovolars-huntmaster")), QStringLiteral("Tovolar's Packleader"));
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 0);
        const Event &entered = eventOf(ev, Event::Type::PermanentEntered);
        QCOMPARE(entered.ruling, 6);
        QVERIFY(entered.backFaceUp);
        // Only the Packleader's trigger is on the stack, not the Huntmaster's.
        QCOMPARE(g.state().stack.size(), 1);
        QCOMPARE(g.state().stack.last().face, 1);
        QVERIFY(g.state().stack.last().text.startsWith(QStringLiteral("Whenever this creature enters or attacks")));
    }

    // Ruling 7: at night a daybound permanent entering without being cast enters back face up.
    void ruling7_putOntoBattlefieldAtNight()
    {
        GameState s = basePosition(DayNight::Night);
        Game g(db, s);
        const Action put = Action::put(0, {{QStringLiteral("kessig-naturalist"), false}});
        const Events ev = APPLY(g, put).events;
        QCOMPARE(faceOf(g, QStringLiteral("kessig-naturalist")), QStringLiteral("Lord of the Ulvenwald"));
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 0);
        QCOMPARE(eventOf(ev, Event::Type::PermanentEntered).ruling, 7);
        QCOMPARE(g.state().spellsCastThisTurn[0], 0); // not a spell
        // By day the same card enters front face up.
        GameState d = basePosition(DayNight::Day);
        Game g2(db, d);
        APPLY(g2, put);
        QCOMPARE(faceOf(g2, QStringLiteral("kessig-naturalist")), QStringLiteral("Kessig Naturalist"));
    }

    // Ruling 9: neither; a daybound and a nightbound creature arrive together: day, and the
    // nightbound one transforms.
    void ruling9_bothArriveTogether()
    {
        // A front-face-up (daybound) Hound Tamer and a Reckless Stormseeker put onto the
        // battlefield transformed (night side up, nightbound), at the same time.
        Game g(db, basePosition(DayNight::Neither));
        const Events ev = APPLY(g, Action::put(0, {{QStringLiteral("hound-tamer"), false},
                                                   {QStringLiteral("reckless-stormseeker"), true}})).events;
        QCOMPARE(g.state().designation, DayNight::Day);
        const Event &changed = eventOf(ev, Event::Type::DayNightChanged);
        QCOMPARE(changed.ruling, 9);
        QCOMPARE(changed.from, DayNight::Neither);
        QCOMPARE(faceOf(g, QStringLiteral("reckless-stormseeker")), QStringLiteral("Reckless Stormseeker"));
        QCOMPARE(faceOf(g, QStringLiteral("hound-tamer")), QStringLiteral("Hound Tamer"));
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 1);
        QCOMPARE(eventOf(ev, Event::Type::PermanentTransformed).ruling, 9);
    }

    // CR 702.145g: a nightbound permanent alone makes it night; with a daybound one present it
    // does not.
    void nightboundMakesNightOnlyWithoutDaybound()
    {
        Game g(db, basePosition(DayNight::Neither));
        APPLY(g, Action::put(0, {{QStringLiteral("reckless-stormseeker"), true}}));
        QCOMPARE(g.state().designation, DayNight::Night);
        QCOMPARE(designationFromPermanents(DayNight::Neither, true, true), DayNight::Day);
        QCOMPARE(designationFromPermanents(DayNight::Neither, false, true), DayNight::Night);
        QCOMPARE(designationFromPermanents(DayNight::Neither, false, false), DayNight::Neither);
    }
};

QTEST_GUILESS_MAIN(TestRulings)
#include "tst_rulings.moc"
