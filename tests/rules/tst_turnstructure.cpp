// Turn structure (CR 500-514), priority (CR 117), starting a game (CR 103), drawing from an
// empty library (CR 704.5b), discarding to hand size (CR 514.1), mana emptying (CR 500.4).
#include "position.h"
#include "statejson.h"

using namespace rules;
using namespace testing;

namespace {

const QString kForest = QStringLiteral("forest");
const QString kInstant = QStringLiteral("test-instant");

/// The step a StepBegan event announces ("Upkeep step begins." -> Step::Upkeep).
Step stepOf(const Event &e)
{
    for (int i = 0; i < kStepCount; ++i) {
        const QString title = stepTitle(static_cast<Step>(i));
        if (e.text == title.left(1).toUpper() + title.mid(1) + QStringLiteral(" begins."))
            return static_cast<Step>(i);
    }
    qFatal("not a step: %s", qPrintable(e.text));
    return Step::Untap;
}

QList<Step> stepsBegun(const Events &ev)
{
    QList<Step> steps;
    for (const auto &e : ev)
        if (e.type == Event::Type::StepBegan)
            steps.append(stepOf(e));
    return steps;
}

QList<PlayerSetup> demoPlayers()
{
    return {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
            {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}};
}

QStringList handKeys(const Game &g, int player)
{
    QStringList keys;
    for (int id : g.state().players[player].hand)
        keys.append(g.state().cards[id].key);
    return keys;
}

} // namespace

class TestTurnStructure : public QObject
{
    Q_OBJECT
    const CardDatabase &db = testDatabase();

private slots:
    // CR 500.1: every step of a turn in order. With no attackers the declare blockers and combat
    // damage steps are skipped (CR 508.8).
    void wholeTurn_everyStepInOrder()
    {
        GameState s = basePosition();
        s.step = Step::End;
        Game g(db, s);
        const Events ev = passUntil(g, 5, Step::Upkeep);
        // Turn 3 end + cleanup, then the whole of Bob's turn 4, then turn 5 untap and upkeep.
        const QList<Step> expected{Step::Cleanup,
                                   Step::Untap, Step::Upkeep, Step::Draw, Step::PrecombatMain,
                                   Step::BeginningOfCombat, Step::DeclareAttackers, Step::EndOfCombat,
                                   Step::PostcombatMain, Step::End, Step::Cleanup,
                                   Step::Untap, Step::Upkeep};
        QCOMPARE(stepsBegun(ev), expected);
        QCOMPARE(count(ev, Event::Type::TurnBegan), 2);
        QVERIFY(!stepsBegun(ev).contains(Step::DeclareBlockers));
        QVERIFY(!stepsBegun(ev).contains(Step::CombatDamage));
    }

    // CR 502.4: nobody receives priority during the untap step (nor in cleanup, CR 514.3).
    void untapStep_noPriority()
    {
        GameState s = basePosition();
        s.step = Step::End;
        Game g(db, s);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        // Between "Untap step begins." and "Upkeep step begins." nobody passes.
        int untapAt = -1, upkeepAt = -1;
        for (int i = 0; i < ev.size(); ++i) {
            if (ev[i].type != Event::Type::StepBegan)
                continue;
            if (stepOf(ev[i]) == Step::Untap)
                untapAt = i;
            else if (stepOf(ev[i]) == Step::Upkeep)
                upkeepAt = i;
        }
        QVERIFY(untapAt >= 0 && upkeepAt > untapAt);
        for (int i = untapAt; i < upkeepAt; ++i)
            QVERIFY(ev[i].type != Event::Type::PriorityPassed);
        QCOMPARE(g.state().priorityPlayer, 1); // Bob, active, gets priority first in upkeep (CR 117.3a)

        // A position frozen in the untap step: no player can act.
        GameState u = basePosition();
        u.step = Step::Untap;
        u.priorityPlayer = -1;
        Game frozen(db, u);
        const Result r = frozen.apply(Action::pass(0));
        QVERIFY(!r.accepted);
        QVERIFY(r.reason.contains(QStringLiteral("CR 117.1")));
    }

    // CR 117.4: both players pass in succession with an empty stack: the step ends.
    void bothPassEmptyStack_stepEnds()
    {
        Game g(db, basePosition());
        APPLY(g, Action::pass(0));
        QCOMPARE(g.state().step, Step::PrecombatMain); // one pass is not enough
        QCOMPARE(g.state().priorityPlayer, 1);
        QCOMPARE(g.passDescription(), QStringLiteral("Pass: go to the beginning of combat step"));
        const Events ev = APPLY(g, Action::pass(1)).events;
        QCOMPARE(g.state().step, Step::BeginningOfCombat);
        QCOMPARE(stepsBegun(ev), QList<Step>{Step::BeginningOfCombat});
        QCOMPARE(g.state().priorityPlayer, 0);
    }

    // CR 117.4, 117.3b: with a non-empty stack, the top object resolves and the active player
    // receives priority, even when the other player cast it; the step does not end.
    void bothPassNonEmptyStack_topResolves_activeGetsPriority()
    {
        GameState s = basePosition();
        addLands(s, 0, QStringLiteral("island"), 1);
        addLands(s, 1, QStringLiteral("island"), 1);
        const int alices = addToHand(s, 0, kInstant);
        const int bobs = addToHand(s, 1, kInstant);
        Game g(db, s);
        APPLY(g, Action::cast(0, alices));
        APPLY(g, Action::pass(0));
        APPLY(g, Action::cast(1, bobs)); // Bob responds: his instant is on top
        QCOMPARE(g.state().stack.size(), 2);
        QCOMPARE(g.passDescription(), QStringLiteral("Pass priority to Alice"));
        APPLY(g, Action::pass(1));
        QCOMPARE(g.passDescription(), QStringLiteral("Pass: resolve Test Instant"));
        const Events ev = APPLY(g, Action::pass(0)).events;
        QCOMPARE(count(ev, Event::Type::SpellResolved), 1);
        QCOMPARE(eventOf(ev, Event::Type::SpellResolved).cardId, bobs); // the top one
        QCOMPARE(g.state().stack.size(), 1);
        QCOMPARE(g.state().stack.last().cardId, alices);
        QCOMPARE(g.state().players[1].graveyard, QList<int>{bobs});
        QCOMPARE(g.state().step, Step::PrecombatMain);
        QCOMPARE(g.state().priorityPlayer, 0); // Alice, the active player
        APPLY(g, Action::pass(0));
        APPLY(g, Action::pass(1));
        QVERIFY(g.state().stack.isEmpty());
        QCOMPARE(g.state().players[0].graveyard, QList<int>{alices});
        QCOMPARE(g.state().step, Step::PrecombatMain);
    }

    // CR 502.3: the active player untaps their permanents, and only theirs.
    void untapStep_activePlayerUntaps()
    {
        GameState s = basePosition();
        s.step = Step::End;
        const int alices = addPermanent(s, 0, kForest, false, true);
        const int bobs = addPermanent(s, 1, kForest, false, true);
        Game g(db, s);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QVERIFY(!g.state().permanent(bobs)->tapped);
        QVERIFY(g.state().permanent(alices)->tapped);
        QCOMPARE(eventOf(ev, Event::Type::Untapped).player, 1);
    }

    // CR 504.1: the active player draws in their draw step.
    void drawStep_activePlayerDraws()
    {
        GameState s = basePosition();
        s.step = Step::End;
        Game g(db, s);
        const int top = g.state().players[1].library.last();
        const Events ev = passUntil(g, 4, Step::PrecombatMain);
        QCOMPARE(count(ev, Event::Type::CardDrawn), 1);
        QCOMPARE(eventOf(ev, Event::Type::CardDrawn).player, 1);
        QCOMPARE(g.state().players[1].hand, QList<int>{top});
        QCOMPARE(g.state().players[1].library.size(), qsizetype(19));
        QCOMPARE(g.state().players[0].hand.size(), qsizetype(0));
        QCOMPARE(g.state().players[0].library.size(), qsizetype(20));
    }

    // CR 103: a real game with the demo decks: 7-card hands and 33-card libraries; the starting
    // player skips the first draw in a two-player game (CR 103.8a), the other player draws.
    void newGame_openingHands_startingPlayerSkipsFirstDraw()
    {
        Events start;
        Game g(db, 42, demoPlayers(), &start);
        const int first = g.state().startingPlayer;
        const int second = 1 - first;
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(g.state().players[p].hand.size(), qsizetype(Game::kOpeningHandSize));
            QCOMPARE(g.state().players[p].library.size(), qsizetype(33));
            QCOMPARE(g.state().players[p].life, 20);
        }
        QCOMPARE(g.state().turnNumber, 1);
        QCOMPARE(g.state().activePlayer, first);
        QCOMPARE(g.state().designation, DayNight::Neither);
        QCOMPARE(indexOf(start, Event::Type::GameStarted), 0);
        QCOMPARE(count(start, Event::Type::LibraryShuffled), 2);

        const Events t1 = passUntil(g, 1, Step::PrecombatMain);
        QCOMPARE(count(t1, Event::Type::CardDrawn), 0);
        QCOMPARE(count(t1, Event::Type::DrawSkipped), 1);
        QCOMPARE(eventOf(t1, Event::Type::DrawSkipped).player, first);
        QCOMPARE(eventOf(t1, Event::Type::DrawSkipped).rule, QStringLiteral("CR 103.8a"));
        QCOMPARE(g.state().players[first].hand.size(), qsizetype(7));

        const Events t2 = passUntil(g, 2, Step::PrecombatMain);
        QCOMPARE(count(t2, Event::Type::DrawSkipped), 0);
        QCOMPARE(count(t2, Event::Type::CardDrawn), 1);
        QCOMPARE(eventOf(t2, Event::Type::CardDrawn).player, second);
        QCOMPARE(g.state().players[second].hand.size(), qsizetype(8));
        QCOMPARE(g.state().players[second].library.size(), qsizetype(32));

        // Eight cards at the end of that turn: discard one in cleanup (CR 514.1).
        passUntil(g, 2, Step::Cleanup);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::DiscardToHandSize);
        QCOMPARE(g.state().decision.player, second);
        Action discard = Action::make(Action::Type::ChooseCards, second);
        discard.choices = {g.state().decision.options.first()};
        APPLY(g, discard);
        QCOMPARE(g.state().players[second].hand.size(), qsizetype(7));

        // And the starting player draws normally on their second turn.
        const Events t3 = passUntil(g, 3, Step::PrecombatMain);
        QCOMPARE(count(t3, Event::Type::CardDrawn), 1);
        QCOMPARE(g.state().players[first].library.size(), qsizetype(32));
    }

    // Deterministic shuffles: the same seed deals the same hands, another seed other hands.
    void newGame_sameSeedSameHands_differentSeedDifferentHands()
    {
        Game a(db, 42, demoPlayers());
        Game b(db, 42, demoPlayers());
        Game c(db, 43, demoPlayers());
        QCOMPARE(a.state().startingPlayer, b.state().startingPlayer);
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(handKeys(a, p), handKeys(b, p));
            QCOMPARE(a.state().players[p].library, b.state().players[p].library);
        }
        QVERIFY(handKeys(a, 0) != handKeys(c, 0) || handKeys(a, 1) != handKeys(c, 1));
        QVERIFY(a.state().players[0].library != c.state().players[0].library);
    }

    // CR 704.5b: drawing from an empty library loses the game; in a two-player game the other
    // player wins (CR 104.2a) and no further action is accepted.
    void drawFromEmptyLibrary_losesTheGame()
    {
        GameState s = basePosition();
        s.step = Step::End;
        s.players[1].library.clear();
        Game g(db, s);
        Events ev;
        for (int i = 0; i < 20 && !g.state().gameOver; ++i)
            ev += APPLY(g, Action::pass(g.state().priorityPlayer)).events;
        QVERIFY(g.state().gameOver);
        QCOMPARE(g.state().turnNumber, 4);
        QCOMPARE(g.state().step, Step::Draw);
        const int lost = indexOf(ev, Event::Type::PlayerLost);
        QVERIFY(lost >= 0);
        QCOMPARE(ev[lost].player, 1);
        QCOMPARE(ev[lost].rule, QStringLiteral("CR 704.5b"));
        const int over = indexOf(ev, Event::Type::GameOver);
        QVERIFY(over > lost);
        QCOMPARE(ev[over].player, 0);
        QCOMPARE(g.state().winner, 0);
        QVERIFY(g.state().players[1].hasLost);
        QVERIFY(!g.apply(Action::pass(0)).accepted);
        QVERIFY(!g.apply(Action::pass(1)).accepted);
    }

    // CR 800.4: once the active player has left the game, their turn goes on without them, and
    // priority passes on: never back to them, not even while another player answers a decision
    // (issue 9: the engine made a position its own loader refused).
    void activePlayerWhoLost_neverGetsPriorityBack()
    {
        GameState s = basePosition(DayNight::Day, 3);
        s.players[0].life = 1;
        s.players[0].hand.clear();
        addPermanent(s, 1, QStringLiteral("the-celestus"));     // Bob: gain 1 life, may draw then discard
        addPermanent(s, 2, QStringLiteral("brimstone-vandal")); // Carol: 1 damage to each opponent
        Game g(db, s);
        // It becomes night: Bob's trigger goes on the stack, then Carol's on top (APNAP, CR 101.4).
        APPLY(g, Action::becomes(DayNight::Night));
        QCOMPARE(g.state().stack.size(), qsizetype(2));
        // Carol's resolves: Alice, the active player, is at 0 life and leaves the game.
        for (int i = 0; i < 3 && !g.state().players[0].hasLost; ++i)
            APPLY(g, Action::pass(g.state().priorityPlayer));
        QVERIFY(g.state().players[0].hasLost);
        QVERIFY(!g.state().gameOver);
        QCOMPARE(g.state().activePlayer, 0);
        QCOMPARE(g.state().priorityPlayer, 1);
        // Bob's resolves and asks him whether to draw; priority waits with Bob, not Alice.
        APPLY(g, Action::pass(1));
        APPLY(g, Action::pass(2));
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::ChooseOption);
        QCOMPARE(g.state().decision.player, 1);
        QCOMPARE(g.state().priorityPlayer, 1);
        // So a save made now opens again.
        GameState loaded;
        QString error;
        QVERIFY2(stateFromJson(stateToJson(g.state(), db), db, QStringLiteral("$"), &loaded, nullptr, &error), qPrintable(error));
    }

    // CR 514.1: in cleanup the active player discards down to seven; that is a decision the
    // engine waits for, answered with ChooseCards.
    void cleanup_discardToSeven_isPendingDecision()
    {
        GameState s = basePosition();
        s.step = Step::End;
        QList<int> hand;
        for (int i = 0; i < 9; ++i)
            hand.append(addToHand(s, 0, kForest));
        Game g(db, s);
        const Events ev = passUntil(g, 3, Step::Cleanup);
        QCOMPARE(g.state().step, Step::Cleanup);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::DiscardToHandSize);
        QCOMPARE(g.state().decision.player, 0);
        QCOMPARE(g.state().decision.count, 2);
        QCOMPARE(g.state().decision.options, hand);
        QCOMPARE(ev.last().type, Event::Type::DecisionRequired);

        // Nothing else is accepted until it is answered, and only with exactly two of her cards.
        QVERIFY(!g.apply(Action::pass(0)).accepted);
        QVERIFY(!g.apply(Action::pass(1)).accepted);
        Action wrong = Action::make(Action::Type::ChooseCards, 0);
        wrong.choices = {hand[0]};
        QVERIFY(!g.apply(wrong).accepted);
        wrong.choices = {hand[0], hand[0]};
        QVERIFY(!g.apply(wrong).accepted);
        Action byBob = Action::make(Action::Type::ChooseCards, 1);
        byBob.choices = {hand[0], hand[1]};
        QVERIFY(!g.apply(byBob).accepted);
        QCOMPARE(g.state().players[0].hand.size(), qsizetype(9));

        Action answer = Action::make(Action::Type::ChooseCards, 0);
        answer.choices = {hand[3], hand[5]};
        const Events after = APPLY(g, answer).events;
        QCOMPARE(count(after, Event::Type::CardDiscarded), 2);
        QCOMPARE(g.state().players[0].hand.size(), qsizetype(7));
        QCOMPARE(g.state().players[0].graveyard, (QList<int>{hand[3], hand[5]}));
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::None);
        // The turn then ends: Bob's turn 4 is under way.
        QCOMPARE(g.state().turnNumber, 4);
        QCOMPARE(g.state().step, Step::Upkeep);
        QCOMPARE(g.state().priorityPlayer, 1);
    }

    // Seven cards or fewer: no decision, the turn just ends.
    void cleanup_sevenCards_noDecision()
    {
        GameState s = basePosition();
        s.step = Step::End;
        for (int i = 0; i < 7; ++i)
            addToHand(s, 0, kForest);
        Game g(db, s);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(count(ev, Event::Type::DecisionRequired), 0);
        QCOMPARE(g.state().players[0].hand.size(), qsizetype(7));
    }

    // CR 500.4: unused mana empties as the step ends.
    void manaPoolEmptiesBetweenSteps()
    {
        GameState s = basePosition();
        const int forest = addPermanent(s, 0, kForest);
        Game g(db, s);
        Action tap = Action::make(Action::Type::TapForMana, 0);
        tap.objectId = forest;
        const Events added = APPLY(g, tap).events;
        QCOMPARE(count(added, Event::Type::ManaAdded), 1);
        QCOMPARE(g.state().players[0].manaPool, QList<Color>{Color::Green});
        QCOMPARE(g.state().priorityPlayer, 0); // CR 605.3a: a mana ability keeps priority
        QVERIFY(!g.apply(tap).accepted);      // already tapped
        APPLY(g, Action::pass(0));
        QCOMPARE(g.state().players[0].manaPool.size(), qsizetype(1)); // same step still
        const Events ev = APPLY(g, Action::pass(1)).events;
        QCOMPARE(g.state().step, Step::BeginningOfCombat);
        QVERIFY(g.state().players[0].manaPool.isEmpty());
        const int i = indexOf(ev, Event::Type::ManaEmptied);
        QVERIFY(i >= 0);
        QCOMPARE(ev[i].player, 0);
        QCOMPARE(ev[i].rule, QStringLiteral("CR 500.4"));
        QVERIFY(i < requireIndexOf(ev, Event::Type::StepBegan) && !QTest::currentTestFailed());
    }
};

QTEST_GUILESS_MAIN(TestTurnStructure)
#include "tst_turnstructure.moc"
