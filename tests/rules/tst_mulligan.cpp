// The London mulligan (CR 103.5, 103.5c): before turn 1 the starting player, then each other
// player in turn order, keeps or takes a mulligan (a new hand of seven, taken by all who declared
// one at the same time); once all have kept, each puts a card on the bottom of their library for
// each mulligan counted, then turn 1 begins. Games made from a position never ask.
#include "mulligan.h"
#include "position.h"
#include "scenario.h"
#include "statejson.h"

using namespace rules;
using namespace testing;

namespace {

QByteArray stateBytes(const Game &g)
{
    return QJsonDocument(stateToJson(g.state(), g.cards())).toJson(QJsonDocument::Compact);
}

QList<PlayerSetup> seats(int players)
{
    static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")};
    QList<PlayerSetup> out;
    for (int i = 0; i < players; ++i)
        out.append({names[i], CardDatabase::builtInDeck(i % 2 ? QStringLiteral("day-keepers") : QStringLiteral("tovolars-pack"))});
    return out;
}

/// A new game with the mulligan, seed `seed`: turn 0, the starting player asked.
Game newGame(quint64 seed, int players = 2, Events *start = nullptr)
{
    return Game(CardDatabase::builtIn(), seed, seats(players), start, Game::Opening::Mulligans);
}

QStringList texts(const Events &events)
{
    QStringList out;
    for (const Event &e : events)
        out.append(e.text);
    return out;
}

/// The player after `p` in turn order.
int next(const Game &g, int p)
{
    return (p + 1) % int(g.state().players.size());
}

Action bottom(int player, const QList<int> &cards)
{
    Action a = Action::make(Action::Type::ChooseCards, player);
    a.choices = cards;
    return a;
}

/// `g`'s action refused with `why`, the game byte for byte as it was.
void refused(Game &g, const Action &a, const QString &why, const std::source_location where = std::source_location::current())
{
    const QByteArray before = stateBytes(g);
    const Result r = g.apply(a);
    const QString at = QStringLiteral(" (line %1)").arg(where.line());
    QVERIFY2(!r.accepted, qPrintable(QStringLiteral("accepted") + at));
    QVERIFY2(r.reason == why, qPrintable(QStringLiteral("%1 != %2%3").arg(r.reason, why, at)));
    QVERIFY2(r.events.isEmpty(), qPrintable(at));
    QVERIFY2(stateBytes(g) == before, qPrintable(QStringLiteral("the state changed") + at));
}

} // namespace

class TestMulligan : public QObject
{
    Q_OBJECT

private slots:
    // A new game with the mulligan waits on turn 0 for the starting player; both keep; turn 1
    // begins as before (the starting player skips their first draw, CR 103.8a).
    void bothKeep_turnOneBegins()
    {
        Events start;
        Game g = newGame(5, 2, &start);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        QCOMPARE(s.turnNumber, 0);
        QCOMPARE(s.priorityPlayer, -1);
        QCOMPARE(s.decision.kind, PendingDecision::Kind::Mulligan);
        QCOMPARE(s.decision.player, first);
        QCOMPARE(start.last().type, Event::Type::DecisionRequired);
        QCOMPARE(start.last().rule, QStringLiteral("CR 103.5"));
        QCOMPARE(g.legalActions(first), (QList<Action>{Action::keepHand(first), Action::takeMulligan(first)}));
        QVERIFY(g.legalActions(second).isEmpty());
        const QList<int> hand = s.players[first].hand;
        const Events kept = APPLY(g, Action::keepHand(first)).events;
        QCOMPARE(kept.first().text, QStringLiteral("%1 keeps 7 cards.").arg(s.players[first].name));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::Mulligan);
        QCOMPARE(s.decision.player, second);
        const Events began = APPLY(g, Action::keepHand(second)).events;
        QCOMPARE(began.first().text, QStringLiteral("%1 keeps 7 cards.").arg(s.players[second].name));
        QCOMPARE(s.turnNumber, 1);
        QCOMPARE(s.activePlayer, first);
        QCOMPARE(s.players[first].hand, hand);
        QCOMPARE(s.players[first].hand.size(), 7);
        QCOMPARE(s.players[second].hand.size(), 7);
        QVERIFY(indexOf(began, Event::Type::TurnBegan) >= 0);
        for (const Player &p : s.players) {
            QCOMPARE(p.mulligans, 0);
            QCOMPARE(p.opening, Player::Opening::Undecided);
        }
        // Without the mulligan the same seed starts at turn 1 with the same hands, as always.
        const Game plain(CardDatabase::builtIn(), 5, seats(2));
        QCOMPARE(plain.state().turnNumber, 1);
        QCOMPARE(plain.state().players[first].hand, hand);
    }

    // One mulligan, then keep: a new hand of seven, then one card on the bottom (CR 103.5).
    void oneMulligan_thenOneCardOnTheBottom()
    {
        Game g = newGame(7);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        const QString name = s.players[first].name;
        const QList<int> old = s.players[first].hand;
        const Events declared = APPLY(g, Action::takeMulligan(first)).events;
        QCOMPARE(declared.first().text, QStringLiteral("%1 takes a mulligan (1st).").arg(name));
        QCOMPARE(s.players[first].hand, old); // taken once every player has declared
        QCOMPARE(s.decision.player, second);
        const Events taken = APPLY(g, Action::keepHand(second)).events;
        QVERIFY(texts(taken).contains(QStringLiteral("%1 shuffles their hand into their library and draws a new hand of 7 cards.").arg(name)));
        QCOMPARE(s.players[first].hand.size(), 7);
        QCOMPARE(s.players[first].mulligans, 1);
        QVERIFY(s.players[first].hand != old);
        QCOMPARE(s.players[first].hand.size() + s.players[first].library.size(), 40);
        // Round two: only the player who took a mulligan is asked.
        QCOMPARE(s.decision.kind, PendingDecision::Kind::Mulligan);
        QCOMPARE(s.decision.player, first);
        QCOMPARE(s.decision.prompt, QStringLiteral("%1, keep this hand (putting 1 card on the bottom of your library) or take a mulligan? (CR 103.5)").arg(name));
        const Events kept = APPLY(g, Action::keepHand(first)).events;
        QCOMPARE(kept.first().text, QStringLiteral("%1 keeps 6 cards.").arg(name));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(s.decision.player, first);
        QCOMPARE(s.decision.count, 1);
        QCOMPARE(s.decision.options, s.players[first].hand);
        const int card = s.players[first].hand[3];
        const Events put = APPLY(g, bottom(first, {card})).events;
        QCOMPARE(put.first().text, QStringLiteral("%1 puts 1 card on the bottom of their library and keeps 6 cards.").arg(name));
        QCOMPARE(s.players[first].hand.size(), 6);
        QVERIFY(!s.players[first].hand.contains(card));
        QCOMPARE(s.players[first].library.first(), card); // the bottom is the front of the list
        QCOMPARE(s.turnNumber, 1);
        QCOMPARE(s.players[first].mulligans, 0);
    }

    // Two players both take a mulligan in the first round: declared in turn order, taken at the
    // same time, asked again in turn order; the bottom cards come in turn order too.
    void twoPlayersMulligan_inTurnOrder()
    {
        Game g = newGame(11);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        QCOMPARE(s.decision.player, first);
        APPLY(g, Action::takeMulligan(first));
        QCOMPARE(s.decision.player, second);
        QCOMPARE(s.players[first].mulligans, 0);
        const Events both = APPLY(g, Action::takeMulligan(second)).events;
        QCOMPARE(s.players[first].mulligans, 1);
        QCOMPARE(s.players[second].mulligans, 1);
        // Both shuffles happen in this action, the starting player's first.
        QList<int> shufflers;
        for (const Event &e : both)
            if (e.type == Event::Type::LibraryShuffled)
                shufflers.append(e.player);
        QCOMPARE(shufflers, (QList<int>{first, second}));
        QCOMPARE(s.decision.player, first);
        APPLY(g, Action::takeMulligan(first)); // a second one: two cards to the bottom
        QCOMPARE(s.decision.player, second);
        APPLY(g, Action::keepHand(second));
        QCOMPARE(s.players[first].mulligans, 2);
        QCOMPARE(s.decision.player, first);
        QCOMPARE(s.decision.kind, PendingDecision::Kind::Mulligan);
        const Events kept = APPLY(g, Action::keepHand(first)).events;
        QCOMPARE(kept.first().text, QStringLiteral("%1 keeps 5 cards.").arg(s.players[first].name));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(s.decision.player, first);
        QCOMPARE(s.decision.count, 2);
        APPLY(g, bottom(first, s.players[first].hand.mid(0, 2)));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(s.decision.player, second);
        QCOMPARE(s.decision.count, 1);
        APPLY(g, bottom(second, s.players[second].hand.mid(6, 1)));
        QCOMPARE(s.turnNumber, 1);
        QCOMPARE(s.players[first].hand.size(), 5);
        QCOMPARE(s.players[second].hand.size(), 6);
    }

    // The cards put on the bottom are the ones chosen, in the order chosen: the last one named is
    // the bottom card, and the rest of the library keeps its order above them.
    void bottomCards_areTheChosenOnesInOrder()
    {
        Game g = newGame(3);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        APPLY(g, Action::keepHand(first));
        APPLY(g, Action::takeMulligan(second));
        APPLY(g, Action::takeMulligan(second));
        APPLY(g, Action::takeMulligan(second));
        APPLY(g, Action::keepHand(second));
        QCOMPARE(s.decision.count, 3);
        const QList<int> hand = s.players[second].hand, library = s.players[second].library;
        const QList<int> chosen{hand[5], hand[0], hand[2]};
        APPLY(g, bottom(second, chosen));
        QCOMPARE(s.players[second].library.mid(0, 3), (QList<int>{hand[2], hand[0], hand[5]}));
        QCOMPARE(s.players[second].library.mid(3), library);
        QCOMPARE(s.players[second].hand, (QList<int>{hand[1], hand[3], hand[4], hand[6]}));
        QCOMPARE(s.turnNumber, 1);
    }

    // Refused, with the reason, and the game exactly as it was: a mulligan or keep by the wrong
    // player, the wrong number of bottom cards, a card not in hand or named twice, a choice of
    // cards instead of keep or mulligan, priority actions and the board editor before turn 1,
    // keep once the game has begun.
    void refusals_leaveTheGameUnchanged()
    {
        Game g = newGame(5);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        const QString a = s.players[first].name, b = s.players[second].name;
        refused(g, Action::takeMulligan(second),
                QStringLiteral("%1 decides now, not %2: the starting player first, then each other player in turn order (CR 103.5).").arg(a, b));
        refused(g, Action::keepHand(second),
                QStringLiteral("%1 decides now, not %2: the starting player first, then each other player in turn order (CR 103.5).").arg(a, b));
        refused(g, bottom(first, {s.players[first].hand.first()}),
                QStringLiteral("%1 answers by keeping their hand or taking a mulligan (CR 103.5), not by choosing cards.").arg(a));
        refused(g, Action::pass(first), QStringLiteral("%1 must first answer: %2").arg(a, s.decision.prompt));
        refused(g, Action::playLand(first, s.players[first].hand.first()), QStringLiteral("%1 must first answer: %2").arg(a, s.decision.prompt));
        // Conceding needs no answer first with two players: it ends the game (CR 104.3a).
        QCOMPARE(g.whyNot(Action::concede(second)), QString());
        refused(g, Action::addCard(first, QStringLiteral("forest"), Action::Zone::Hand),
                QStringLiteral("The position can be edited once every player has kept an opening hand (CR 103.5)."));
        APPLY(g, Action::takeMulligan(first));
        APPLY(g, Action::keepHand(second));
        APPLY(g, Action::keepHand(first));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::BottomCards);
        const QList<int> hand = s.players[first].hand;
        refused(g, bottom(first, {}), QStringLiteral("Choose exactly 1 card to put on the bottom (CR 103.5): 0 chosen."));
        refused(g, bottom(first, hand.mid(0, 2)), QStringLiteral("Choose exactly 1 card to put on the bottom (CR 103.5): 2 chosen."));
        const int theirs = s.players[second].hand.first();
        refused(g, bottom(first, {theirs}),
                QStringLiteral("Card %1 is not in %2's hand: only cards from it go to the bottom (CR 103.5).").arg(theirs).arg(a));
        refused(g, bottom(second, {theirs}), QStringLiteral("%1 must first answer: %2").arg(a, s.decision.prompt));
        refused(g, Action::keepHand(first), QStringLiteral("%1 must first answer: %2").arg(a, s.decision.prompt));
        APPLY(g, bottom(first, {hand.last()}));
        QCOMPARE(s.turnNumber, 1);
        refused(g, Action::keepHand(first), QStringLiteral("There is no opening hand to keep or send back: the game has begun (CR 103.5)."));
        refused(g, Action::takeMulligan(second), QStringLiteral("There is no opening hand to keep or send back: the game has begun (CR 103.5)."));
        // Two of the same card.
        Game h = newGame(5);
        const int p = h.state().startingPlayer;
        APPLY(h, Action::takeMulligan(p));
        APPLY(h, Action::keepHand(next(h, p)));
        APPLY(h, Action::takeMulligan(p));
        APPLY(h, Action::keepHand(p));
        QCOMPARE(h.state().decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(h.state().decision.player, p);
        const int card = h.state().players[p].hand.first();
        refused(h, bottom(p, {card}), QStringLiteral("Choose exactly 2 cards to put on the bottom (CR 103.5): 1 chosen."));
        refused(h, bottom(p, {card, card}), QStringLiteral("Card %1 is chosen twice: choose 2 different cards (CR 103.5).").arg(card));
    }

    // CR 103.5c: with three or more players the first mulligan is free: a new seven and nothing
    // on the bottom; the second puts one card there.
    void multiplayer_firstMulliganIsFree()
    {
        Game g = newGame(9, 3);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first), third = next(g, second);
        const QString name = s.players[first].name;
        QVERIFY(mulligan::firstIsFree(s));
        const Events free = APPLY(g, Action::takeMulligan(first)).events;
        QCOMPARE(free.first().text, QStringLiteral("%1 takes a mulligan (1st), free in a multiplayer game.").arg(name));
        QCOMPARE(free.first().rule, QStringLiteral("CR 103.5c"));
        APPLY(g, Action::keepHand(second));
        APPLY(g, Action::takeMulligan(third));
        QCOMPARE(s.decision.player, first);
        QCOMPARE(s.decision.prompt, QStringLiteral("%1, keep this hand of 7 cards or take a mulligan? (CR 103.5)").arg(name));
        QCOMPARE(g.apply(Action::keepHand(first)).events.first().text, QStringLiteral("%1 keeps 7 cards.").arg(name));
        QCOMPARE(s.decision.player, third);
        const Events second_ = APPLY(g, Action::takeMulligan(third)).events;
        QCOMPARE(second_.first().text, QStringLiteral("%1 takes a mulligan (2nd).").arg(s.players[third].name));
        APPLY(g, Action::keepHand(third));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(s.decision.player, third);
        QCOMPARE(s.decision.count, 1);
        APPLY(g, bottom(third, s.players[third].hand.mid(0, 1)));
        QCOMPARE(s.turnNumber, 1);
        QCOMPARE(s.players[first].hand.size(), 7);
        QCOMPARE(s.players[second].hand.size(), 7);
        QCOMPARE(s.players[third].hand.size(), 6);
        // Two players: the first mulligan counts.
        QVERIFY(!mulligan::firstIsFree(newGame(9).state()));
    }

    // CR 103.5: mulligans until the opening hand would be zero cards: the seventh is the last;
    // that player keeps at once and puts all seven on the bottom; the game then begins.
    void seventhMulligan_keepsZeroCards()
    {
        Game g = newGame(2);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        APPLY(g, Action::keepHand(first));
        for (int n = 1; n < kMaxMulligans; ++n)
            APPLY(g, Action::takeMulligan(second));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::Mulligan);
        QCOMPARE(g.legalActions(second).size(), 2);
        const Events last = APPLY(g, Action::takeMulligan(second)).events;
        QVERIFY(texts(last).contains(QStringLiteral("%1 can take no more mulligans: their opening hand would be zero cards. %1 keeps 0 cards.")
                                         .arg(s.players[second].name)));
        QCOMPARE(s.decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(s.decision.count, 7);
        QCOMPARE(g.legalActions(second).size(), 1);
        APPLY(g, bottom(second, s.players[second].hand));
        QCOMPARE(s.turnNumber, 1);
        QCOMPARE(s.players[second].hand.size(), 0);
        QCOMPARE(s.players[second].library.size(), 40);
    }

    // The record: keep, mulligan and the bottom cards are written as {"do": "keep"},
    // {"do": "mulligan"} and {"do": "choose", "choices": [ids]} with the player, and read back as
    // the same actions; a position mid-mulligan saves and loads back the same; "choose" may name
    // the cards by key, as scenario files do.
    void record_writesAndReadsBack()
    {
        Game g = newGame(7);
        const GameState &s = g.state();
        const int first = s.startingPlayer, second = next(g, first);
        const auto roundTrip = [&](const Action &a, const QJsonObject &expected) {
            const QJsonObject json = actionToJson(s, a);
            QCOMPARE(json, expected);
            Action back;
            QString error;
            QVERIFY2(scenarioAction(json, QStringLiteral("$.actions[0]"), g, {}, &back, &error), qPrintable(error));
            QCOMPARE(back, a);
            APPLY(g, back);
            // A saved position reads back as itself at every point of the mulligan.
            const GameState again = reloaded(s, g.cards());
            QCOMPARE(QJsonDocument(stateToJson(again, g.cards())).toJson(), QJsonDocument(stateToJson(s, g.cards())).toJson());
        };
        const QString a = s.players[first].name, b = s.players[second].name;
        roundTrip(Action::takeMulligan(first), {{QStringLiteral("do"), QStringLiteral("mulligan")}, {QStringLiteral("player"), a}});
        roundTrip(Action::takeMulligan(second), {{QStringLiteral("do"), QStringLiteral("mulligan")}, {QStringLiteral("player"), b}});
        QCOMPARE(stateToJson(s, g.cards()).value(QStringLiteral("players")).toArray()[first].toObject().value(QStringLiteral("mulligans")).toInt(), 1);
        roundTrip(Action::keepHand(first), {{QStringLiteral("do"), QStringLiteral("keep")}, {QStringLiteral("player"), a}});
        roundTrip(Action::keepHand(second), {{QStringLiteral("do"), QStringLiteral("keep")}, {QStringLiteral("player"), b}});
        QCOMPARE(stateToJson(s, g.cards()).value(QStringLiteral("decision")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("bottomCards"));
        const int card = s.players[first].hand[2];
        roundTrip(bottom(first, {card}), {{QStringLiteral("do"), QStringLiteral("choose")}, {QStringLiteral("choices"), QJsonArray{card}},
                                          {QStringLiteral("player"), a}});
        // By key, as a scenario writes it: the first such card in hand.
        const QString key = s.cards[s.players[second].hand.first()].key;
        Action byKey;
        QString error;
        QVERIFY2(scenarioAction(QJsonObject{{QStringLiteral("do"), QStringLiteral("choose")}, {QStringLiteral("cards"), QJsonArray{key}}},
                                QStringLiteral("$.actions[0]"), g, {}, &byKey, &error), qPrintable(error));
        QCOMPARE(byKey, bottom(second, {s.players[second].hand.first()}));
        APPLY(g, byKey);
        QCOMPARE(s.turnNumber, 1);
        // The turn-0 fields are written only then: a position of turn 1 reads as it always has.
        QVERIFY(!stateToJson(s, g.cards()).value(QStringLiteral("players")).toArray()[0].toObject().contains(QStringLiteral("mulligans")));
    }

    // Determinism: the same seed and the same answers give the same hands and libraries; the
    // shuffles come from the game's seeded generator, so another seed gives other hands.
    void sameSeed_sameHands()
    {
        const auto play = [](quint64 seed) {
            Game g = newGame(seed, 3);
            const int first = g.state().startingPlayer;
            APPLY(g, Action::takeMulligan(first));
            APPLY(g, Action::takeMulligan(next(g, first)));
            APPLY(g, Action::keepHand(next(g, next(g, first))));
            APPLY(g, Action::takeMulligan(first));
            APPLY(g, Action::keepHand(next(g, first)));
            return stateBytes(g);
        };
        QCOMPARE(play(21), play(21));
        QVERIFY(play(21) != play(22));
    }

    // A loaded position at turn 0 must be one the mulligan could be at.
    void loader_refusesImpossibleOpenings()
    {
        Game g = newGame(5);
        QJsonObject json = stateToJson(g.state(), g.cards());
        GameState out;
        CardRefs refs;
        QString error;
        QVERIFY2(stateFromJson(json, g.cards(), QStringLiteral("$.state"), &out, &refs, &error), qPrintable(error));
        QJsonObject noDecision = json;
        noDecision.insert(QStringLiteral("decision"), QJsonValue::Null);
        QVERIFY(!stateFromJson(noDecision, g.cards(), QStringLiteral("$.state"), &out, &refs, &error));
        QCOMPARE(error, QStringLiteral("$.state.turn: turns are numbered from 1 (0 only while a player keeps or takes a mulligan, CR 103.5) (0)"));
        QJsonObject late = json;
        late.insert(QStringLiteral("turn"), 2);
        late.insert(QStringLiteral("step"), QStringLiteral("upkeep"));
        late.insert(QStringLiteral("priority"), json.value(QStringLiteral("activePlayer")));
        QVERIFY(!stateFromJson(late, g.cards(), QStringLiteral("$.state"), &out, &refs, &error));
        QVERIFY2(error.contains(QLatin1String("before the first turn")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMulligan)
#include "tst_mulligan.moc"
