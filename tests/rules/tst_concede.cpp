// Conceding (CR 104.3a): a player may concede at any time, with or without priority; they lose
// and leave the game (CR 800.4a). Two players: the other wins (CR 104.2a); three or more: the
// game goes on without them and turn order skips them.
#include "position.h"
#include "scenario.h"
#include "statejson.h"

using namespace rules;
using namespace testing;

namespace {

const QString kForest = QStringLiteral("forest");

QByteArray stateBytes(const Game &g)
{
    return QJsonDocument(stateToJson(g.state(), g.cards())).toJson(QJsonDocument::Compact);
}

/// `s` in Alice's cleanup step with nine cards in hand, asked to discard two (CR 514.1).
GameState discardPending(GameState s)
{
    s.step = Step::Cleanup;
    s.priorityPlayer = -1;
    for (int i = 0; i < 9; ++i)
        addToHand(s, 0, kForest);
    s.decision.kind = PendingDecision::Kind::DiscardToHandSize;
    s.decision.player = 0;
    s.decision.count = 2;
    s.decision.options = s.players[0].hand;
    s.decision.prompt = QStringLiteral("Alice, choose 2 cards to discard down to seven (CR 514.1).");
    return s;
}

} // namespace

class TestConcede : public QObject
{
    Q_OBJECT

    const CardDatabase &db = testDatabase();

private slots:
    // Two players: Bob concedes while Alice holds priority; Alice wins, nothing more is played.
    void twoPlayers_theOtherWins()
    {
        GameState s = basePosition();
        const int wolf = addPermanent(s, 1, QStringLiteral("kruin-outlaw"));
        const int forest = addPermanent(s, 0, kForest);
        Game g(db, s);
        const Events ev = APPLY(g, Action::concede(1)).events;
        const Event &lost = eventOf(ev, Event::Type::PlayerLost);
        QCOMPARE(lost.player, 1);
        QCOMPARE(lost.rule, QStringLiteral("CR 104.3a"));
        QCOMPARE(lost.text, QStringLiteral("Bob concedes and leaves the game."));
        const int over = requireIndexOf(ev, Event::Type::GameOver);
        QCOMPARE(ev[over].text, QStringLiteral("Alice wins the game."));
        QVERIFY(g.state().gameOver);
        QCOMPARE(g.state().winner, 0);
        QVERIFY(g.state().players[1].hasLost);
        QVERIFY(!g.state().players[0].hasLost);
        QVERIFY(!g.state().permanent(wolf)); // CR 800.4a: what he owns leaves with him
        QVERIFY(g.state().permanent(forest));
        QCOMPARE(g.whyNot(Action::pass(0)), QStringLiteral("The game is over (CR 104.1)."));
        QCOMPARE(g.whyNot(Action::concede(0)), QStringLiteral("The game is over (CR 104.1)."));
    }

    // Three players: Bob concedes. His permanents leave the game, the one he owns that Alice
    // controls too; his spell on the stack ceases to exist; Alice and Carol play on, and the
    // next turn is Carol's.
    void threePlayers_theGameGoesOnWithoutThem()
    {
        GameState s = basePosition(DayNight::Neither, 3);
        const int outlaw = addPermanent(s, 1, QStringLiteral("kruin-outlaw"));
        const int borrowed = addPermanent(s, 1, QStringLiteral("snarling-wolf"));
        s.battlefield.last().controller = 0;
        const int alices = addPermanent(s, 0, kForest);
        const int carols = addPermanent(s, 2, kForest);
        // Bob's instant on the stack, with Alice's under it.
        const int bobsSpell = addToHand(s, 1, QStringLiteral("test-instant"));
        s.players[1].hand.removeOne(bobsSpell);
        const int alicesSpell = addToHand(s, 0, QStringLiteral("test-instant"));
        s.players[0].hand.removeOne(alicesSpell);
        for (const auto &[card, controller] : {std::pair{alicesSpell, 0}, std::pair{bobsSpell, 1}}) {
            StackObject spell;
            spell.objectId = s.nextObjectId++;
            spell.cardId = card;
            spell.controller = controller;
            s.stack.append(spell);
        }
        Game g(db, s);
        APPLY(g, Action::concede(1));
        QVERIFY(g.state().players[1].hasLost);
        QVERIFY(!g.state().gameOver);
        QVERIFY(!g.state().permanent(outlaw));
        QVERIFY(!g.state().permanent(borrowed));
        QVERIFY(g.state().permanent(alices));
        QVERIFY(g.state().permanent(carols));
        QCOMPARE(g.state().stack.size(), qsizetype(1));
        QCOMPARE(g.state().stack.first().controller, 0);
        QCOMPARE(g.state().priorityPlayer, 0); // Alice kept priority
        // Priority goes from Alice to Carol, never to Bob; both passing resolves Alice's spell.
        APPLY(g, Action::pass(0));
        QCOMPARE(g.state().priorityPlayer, 2);
        APPLY(g, Action::pass(2));
        QVERIFY(g.state().stack.isEmpty());
        // Turn order skips Bob.
        passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().turnNumber, 4);
        QCOMPARE(g.state().activePlayer, 2);
        QCOMPARE(g.whyNot(Action::concede(1)), QStringLiteral("Bob has already left the game (CR 800.4a)."));
    }

    // The active player concedes while holding priority: their turn goes on without them, the
    // next player gets priority, and the next turn is the next player's.
    void activePlayerConcedes_priorityPassesOn()
    {
        GameState s = basePosition(DayNight::Neither, 3);
        Game g(db, s);
        APPLY(g, Action::concede(0));
        QVERIFY(!g.state().gameOver);
        QCOMPARE(g.state().activePlayer, 0);
        QCOMPARE(g.state().priorityPlayer, 1);
        passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().activePlayer, 1);
        // Then Carol concedes as well: Bob wins.
        APPLY(g, Action::concede(2));
        QVERIFY(g.state().gameOver);
        QCOMPARE(g.state().winner, 1);
    }

    // Two players, Alice choosing what to discard (a decision half made): either player may
    // concede (CR 104.3a), the game ends at once (CR 104.2a) and nothing is left to answer.
    void twoPlayers_concedeWhileAChoiceIsPending_gameEnds_data()
    {
        QTest::addColumn<int>("conceder");
        QTest::newRow("Bob, while Alice decides") << 1;
        QTest::newRow("Alice, who decides") << 0;
    }
    void twoPlayers_concedeWhileAChoiceIsPending_gameEnds()
    {
        QFETCH(int, conceder);
        Game g(db, discardPending(basePosition()));
        APPLY(g, Action::concede(conceder));
        QVERIFY(g.state().gameOver);
        QCOMPARE(g.state().winner, 1 - conceder);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::None);
        QVERIFY(g.legalActions(0).isEmpty());
    }

    // Three players, Alice choosing the target of her Prey Upon (CR 601.2c): she concedes, her
    // casting is taken back first (nothing was paid or moved), then she leaves; Bob and Carol
    // play on, Bob with priority and no choice pending.
    void conceding_whileCasting_takesTheCastingBack()
    {
        GameState s = basePosition(DayNight::Neither, 3);
        addPermanent(s, 0, QStringLiteral("kruin-outlaw"));
        addPermanent(s, 1, QStringLiteral("snarling-wolf"));
        addLands(s, 0, kForest, 1);
        const int prey = addToHand(s, 0, QStringLiteral("prey-upon"));
        Game g(db, s);
        APPLY(g, Action::cast(0, prey));
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::ChooseTarget);
        QVERIFY(g.state().decision.casting);
        const Events ev = APPLY(g, Action::concede(0)).events;
        QVERIFY(eventOf(ev, Event::Type::CardsChosen).text.contains(QStringLiteral("stops casting Prey Upon")));
        QVERIFY(indexOf(ev, Event::Type::CardsChosen) < indexOf(ev, Event::Type::PlayerLost));
        QVERIFY(!g.state().gameOver);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::None);
        QVERIFY(g.state().stack.isEmpty());
        QCOMPARE(g.state().priorityPlayer, 1);
        QCOMPARE(g.state().spellsCastThisTurn[0], 0);
    }

    // Refused with the reason and the game unchanged: with three players, while another
    // player's decision is pending (the game would go on with it half made), for a player not
    // in the game; legalActions() never offers a concession (random play never concedes).
    void refused_gameUnchanged()
    {
        Game g(db, discardPending(basePosition(DayNight::Neither, 3)));
        const QByteArray before = stateBytes(g);
        const Result r = g.apply(Action::concede(1));
        QVERIFY(!r.accepted);
        QVERIFY2(r.reason.startsWith(QStringLiteral("Bob can concede once Alice has answered")), qPrintable(r.reason));
        QCOMPARE(stateBytes(g), before);
        QVERIFY(!g.apply(Action::concede(2)).accepted);
        QVERIFY(!g.apply(Action::concede(0)).accepted); // her discard is half made: answered first
        QCOMPARE(stateBytes(g), before);
        QCOMPARE(g.apply(Action::concede(5)).reason, QStringLiteral("There is no player 5."));
        QCOMPARE(stateBytes(g), before);
        Game fresh(db, basePosition());
        for (int p = 0; p < 2; ++p)
            for (const Action &a : fresh.legalActions(p))
                QVERIFY(a.type != Action::Type::Concede);
    }

    // The game record writes a concession as {"do": "concede", "player": "Bob"} and reads it back.
    void recordRoundTrip()
    {
        Game g(db, basePosition());
        const QJsonObject json = actionToJson(g.state(), Action::concede(1));
        QCOMPARE(json, (QJsonObject{{QStringLiteral("do"), QStringLiteral("concede")}, {QStringLiteral("player"), QStringLiteral("Bob")}}));
        Action back;
        QString error;
        QVERIFY2(scenarioAction(json, QStringLiteral("$.actions[0]"), g, {}, &back, &error), qPrintable(error));
        QVERIFY(back == Action::concede(1));
        // "player" is required: nobody concedes for someone by default.
        QVERIFY(!scenarioAction(QJsonObject{{QStringLiteral("do"), QStringLiteral("concede")}}, QStringLiteral("$.actions[0]"), g, {}, &back, &error));
        QVERIFY2(error.contains(QStringLiteral("player")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestConcede)
#include "tst_concede.moc"
