// The board editor's actions (issue 10, item 5; src/rules/editing.h): add, move, set a
// permanent, set the turn, set the designation placed, remove. Each is accepted with the result
// a tester sees, refused with a clear reason for bad input, differs "as an effect would" from
// "placed" (triggers, daybound at night), and reads back from its scenario JSON as the same
// action. A placed edit may leave a position the loader refuses (Game::positionProblem()):
// player actions then wait until the editor fixes it.
#include "position.h"

#include "actions.h"
#include "editing.h"
#include "scenario.h"
#include "statejson.h"

#include <random>

using namespace rules;
using namespace testing;

namespace {

using Zone = Action::Zone;

const QString kForest = QStringLiteral("forest");
const QString kTovolar = QStringLiteral("tovolar-dire-overlord");
const QString kHuntmaster = QStringLiteral("tovolars-huntmaster"); // daybound; "when this creature enters, create two Wolves"
const QString kPup = QStringLiteral("packsong-pup");               // "when this creature dies, gain life"
const QString kWolf = QStringLiteral("snarling-wolf");             // single-faced

const CardDatabase &db() { return CardDatabase::builtIn(); }

QStringList keys(const GameState &s, const QList<int> &ids)
{
    QStringList out;
    for (int id : ids)
        out << s.cards[id].key;
    return out;
}

const Permanent *permanentOf(const Game &g, const QString &key)
{
    for (const Permanent &p : g.state().battlefield)
        if (g.state().cards[p.cardId].key == key)
            return &p;
    return nullptr;
}

/// Expects `action` refused with a reason containing `words`, nothing changed, and whyNot() agreeing.
void expectRefused(Game &g, const Action &action, const QString &words)
{
    const QString before = stateHash(g.state(), db());
    const Result r = g.apply(action);
    QVERIFY2(!r.accepted, qPrintable(QStringLiteral("accepted; expected a refusal with: ") + words));
    QVERIFY2(r.reason.contains(words), qPrintable(r.reason));
    QCOMPARE(g.whyNot(action), r.reason);
    QVERIFY(r.events.isEmpty());
    QCOMPARE(stateHash(g.state(), db()), before);
}

/// Writes `a` as the game record does, reads it back against the same position, expects the
/// very same action, and applies it.
void roundTrip(Game &g, const Action &a)
{
    const QJsonObject written = actionToJson(g.state(), a);
    const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(written).toJson()).object();
    Action back;
    QString error;
    QVERIFY2(scenarioAction(reread, QStringLiteral("$.actions[0]"), g, {}, &back, &error), qPrintable(error));
    QVERIFY2(back == a, QJsonDocument(written).toJson(QJsonDocument::Compact).constData());
    QVERIFY2(APPLY(g, back).accepted, QJsonDocument(written).toJson(QJsonDocument::Compact).constData());
}

} // namespace

class TestEditing : public QObject
{
    Q_OBJECT

private slots:
    // A new card goes to any zone of its owner's, in the right place.
    void addCard_intoEachZone()
    {
        Game g(db(), basePosition());
        const int libraryBefore = int(g.state().players[1].library.size());
        for (Zone z : {Zone::Hand, Zone::Graveyard, Zone::Exile, Zone::LibraryTop})
            QVERIFY(APPLY(g, Action::addCard(1, kTovolar, z)).accepted);
        QVERIFY(APPLY(g, Action::addCard(1, kPup, Zone::LibraryBottom)).accepted);
        const Player &bob = g.state().players[1];
        QCOMPARE(keys(g.state(), bob.hand), QStringList{kTovolar});
        QCOMPARE(keys(g.state(), bob.graveyard), QStringList{kTovolar});
        QCOMPARE(keys(g.state(), bob.exile), QStringList{kTovolar});
        QCOMPARE(bob.library.size(), libraryBefore + 2);
        QCOMPARE(g.state().cards[bob.library.last()].key, kTovolar); // the top is the last
        QCOMPARE(g.state().cards[bob.library.first()].key, kPup);
        QCOMPARE(g.state().cards[bob.hand.first()].owner, 1);
        QVERIFY(g.state().battlefield.isEmpty());

        const Events ev = APPLY(g, Action::addCard(1, kTovolar, Zone::Battlefield)).events;
        const Permanent *t = permanentOf(g, kTovolar);
        QVERIFY(t);
        QCOMPARE(t->controller, 1);
        QCOMPARE(g.face(*t).name, QStringLiteral("Tovolar, Dire Overlord"));
        QCOMPARE(count(ev, Event::Type::PermanentEntered), 1);
        QCOMPARE(g.positionProblem(), QString()); // it became day as a daybound permanent arrived (CR 702.145d)
        QCOMPARE(g.state().designation, DayNight::Day);

        // A card of the token layout is a token (CR 111.1).
        const Events token = APPLY(g, Action::addCard(0, QStringLiteral("wolf"), Zone::Battlefield, true)).events;
        QVERIFY(g.state().cards[token.first().cardId].token);
    }

    void addCard_refusals()
    {
        Game g(db(), basePosition());
        expectRefused(g, Action::addCard(0, QStringLiteral("no-such-card"), Zone::Hand), QStringLiteral("Unknown card \"no-such-card\""));
        expectRefused(g, Action::addCard(0, kWolf, Zone::Battlefield, true, true), QStringLiteral("Snarling Wolf has no back face (CR 712.9)"));
        expectRefused(g, Action::addCard(0, QStringLiteral("consider"), Zone::Battlefield), QStringLiteral("Consider is not a permanent card (CR 110.4)"));
        expectRefused(g, Action::addCard(0, kTovolar, Zone::Hand, false, true), QStringLiteral("CR 712.8a"));
        expectRefused(g, Action::addCard(0, QStringLiteral("wolf"), Zone::Hand), QStringLiteral("Wolf is a token: it can only be created on the battlefield"));
        Action toBob = Action::addCard(0, kForest, Zone::Graveyard);
        toBob.controller = 1;
        expectRefused(g, toBob, QStringLiteral("CR 400.3"));
        Action nobody = Action::addCard(0, kForest, Zone::Battlefield);
        nobody.controller = 5;
        expectRefused(g, nobody, QStringLiteral("There is no player 5"));
    }

    // "As an effect would": its enters trigger goes on the stack (CR 603.6a). Placed: nothing
    // triggers, and the position is still legal.
    void addCard_effectTriggers_placedDoesNot()
    {
        Game effect(db(), basePosition(DayNight::Day));
        APPLY(effect, Action::addCard(0, kHuntmaster, Zone::Battlefield));
        QCOMPARE(effect.state().stack.size(), 1);
        QVERIFY(effect.state().stack.first().isAbility);
        QCOMPARE(effect.state().priorityPlayer, 0);

        Game placed(db(), basePosition(DayNight::Day));
        const Events ev = APPLY(placed, Action::addCard(0, kHuntmaster, Zone::Battlefield, true)).events;
        QVERIFY(placed.state().stack.isEmpty() && placed.state().pendingTriggers.isEmpty());
        QCOMPARE(count(ev, Event::Type::AbilityTriggered), 0);
        QCOMPARE(ev.size(), 1);
        QCOMPARE(ev.first().type, Event::Type::PositionEdited);
        QVERIFY(!permanentOf(placed, kHuntmaster)->summoningSick);
        QCOMPARE(placed.positionProblem(), QString());
        QVERIFY(APPLY(placed, Action::pass(0)).accepted);
    }

    // Ruling 7: at night a daybound card put onto the battlefield enters back face up (and its
    // back face's enters trigger triggers). Placed front face up instead, the position is one
    // the rules never leave standing (CR 702.145c): a pass is refused until the editor turns it.
    void daybound_atNight_effectVsPlaced()
    {
        Game effect(db(), basePosition(DayNight::Night));
        APPLY(effect, Action::addCard(0, kHuntmaster, Zone::Battlefield));
        QCOMPARE(faceOf(effect, kHuntmaster), QStringLiteral("Tovolar's Packleader"));
        QCOMPARE(effect.state().stack.size(), 1); // "whenever this creature enters or attacks"

        Game g(db(), basePosition(DayNight::Night));
        APPLY(g, Action::addCard(0, kTovolar, Zone::Battlefield, true));
        QCOMPARE(faceOf(g, kTovolar), QStringLiteral("Tovolar, Dire Overlord"));
        QVERIFY2(g.positionProblem().contains(QStringLiteral("daybound: it cannot be front face up at night (CR 702.145c)")), qPrintable(g.positionProblem()));
        expectRefused(g, Action::pass(0), QStringLiteral("The position is not legal: Tovolar, Dire Overlord is daybound"));
        expectRefused(g, Action::pass(0), QStringLiteral("Fix it with the board editor first."));
        QVERIFY(g.legalActions(0).isEmpty());
        Action::PermanentEdit back;
        back.backFaceUp = true;
        const Events ev = APPLY(g, Action::setPermanent(permanentOf(g, kTovolar)->objectId, back)).events;
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 0); // placed: not a transform
        QCOMPARE(faceOf(g, kTovolar), QStringLiteral("Tovolar, the Midnight Scourge"));
        QCOMPARE(g.positionProblem(), QString());
        QVERIFY(APPLY(g, Action::pass(0)).accepted);
        QVERIFY(!g.state().editedSinceCheck);
    }

    // A permanent leaving as an effect would triggers "dies" (CR 603.10a); placed, it does not.
    void movePermanent_effectVsPlaced()
    {
        GameState s = basePosition();
        addPermanent(s, 0, kPup);
        Game effect(db(), s);
        const Events ev = APPLY(effect, Action::movePermanent(permanentOf(effect, kPup)->objectId, Zone::Graveyard)).events;
        QCOMPARE(count(ev, Event::Type::PermanentLeft), 1);
        QCOMPARE(effect.state().stack.size(), 1); // "when this creature dies, you gain life"
        QCOMPARE(keys(effect.state(), effect.state().players[0].graveyard), QStringList{kPup});

        Game placed(db(), s);
        APPLY(placed, Action::movePermanent(permanentOf(placed, kPup)->objectId, Zone::Graveyard, true));
        QVERIFY(placed.state().stack.isEmpty() && placed.state().pendingTriggers.isEmpty());
        QCOMPARE(keys(placed.state(), placed.state().players[0].graveyard), QStringList{kPup});
        QVERIFY(placed.state().battlefield.isEmpty());

        for (Zone z : {Zone::Hand, Zone::Exile, Zone::LibraryTop, Zone::LibraryBottom}) {
            Game g(db(), s);
            APPLY(g, Action::movePermanent(permanentOf(g, kPup)->objectId, z, true));
            const Player &alice = g.state().players[0];
            const int card = z == Zone::Hand ? alice.hand.value(0) : z == Zone::Exile ? alice.exile.value(0)
                           : z == Zone::LibraryTop ? alice.library.last() : alice.library.first();
            QCOMPARE(g.state().cards[card].key, kPup);
            QVERIFY(g.state().battlefield.isEmpty());
        }
    }

    // A card from a zone onto the battlefield, under another controller too; a token off the
    // battlefield ceases to exist (CR 111.7).
    void moveCard_zonesAndControllers()
    {
        GameState s = basePosition(DayNight::Day);
        const int pup = addToHand(s, 0, kPup);
        const int top = s.players[0].library.last();
        Game g(db(), s);
        Action steal = Action::moveCard(pup, Zone::Battlefield);
        steal.controller = 1;
        APPLY(g, steal);
        const Permanent *p = permanentOf(g, kPup);
        QVERIFY(p);
        QCOMPARE(p->controller, 1);
        QCOMPARE(g.state().cards[p->cardId].owner, 0);
        QVERIFY(g.state().players[0].hand.isEmpty());

        APPLY(g, Action::moveCard(top, Zone::Hand, true));
        QCOMPARE(g.state().players[0].hand, QList<int>{top});
        APPLY(g, Action::moveCard(top, Zone::LibraryBottom, true));
        QCOMPARE(g.state().players[0].library.first(), top);

        // Back to its owner's hand, though Bob controls it (CR 400.3).
        APPLY(g, Action::movePermanent(p->objectId, Zone::Hand));
        QCOMPARE(keys(g.state(), g.state().players[0].hand), QStringList{kPup});

        GameState t = basePosition();
        const int token = addPermanent(t, 0, QStringLiteral("wolf"));
        t.cards.last().token = true;
        Game tg(db(), t);
        APPLY(tg, Action::movePermanent(token, Zone::Hand, true));
        QVERIFY(tg.state().battlefield.isEmpty() && tg.state().players[0].hand.isEmpty());
    }

    void moveCard_refusals()
    {
        GameState s = basePosition();
        const int consider = addToHand(s, 0, QStringLiteral("consider"));
        const int wolf = addPermanent(s, 0, kWolf);
        Game g(db(), s);
        expectRefused(g, Action::moveCard(consider, Zone::Battlefield), QStringLiteral("Consider is not a permanent card (CR 110.4)"));
        expectRefused(g, Action::moveCard(9999, Zone::Hand), QStringLiteral("There is no card with id 9999 in a hand, graveyard, exile or library"));
        expectRefused(g, Action::movePermanent(4242, Zone::Hand), QStringLiteral("There is no permanent with id 4242"));
        expectRefused(g, Action::movePermanent(wolf, Zone::Battlefield), QStringLiteral("already on the battlefield"));
        expectRefused(g, Action::moveCard(consider, Zone::Graveyard, false, true), QStringLiteral("CR 712.8a"));
        const int card = g.state().permanent(wolf)->cardId;
        expectRefused(g, Action::moveCard(card, Zone::Hand), QStringLiteral("There is no card with id")); // a permanent is named by object id
    }

    // Tapped, damage, counters, face and controller, placed: no state-based action runs, so a
    // creature with lethal damage stays, and the loader's check names it (CR 704.5g).
    void setPermanent_fieldsAndLethalDamage()
    {
        GameState s = basePosition(DayNight::Day);
        const int id = addPermanent(s, 0, kTovolar);
        Game g(db(), s);
        Action::PermanentEdit e;
        e.tapped = true;
        e.damage = 1;
        e.counters = {{QStringLiteral("+1/+1"), 2}, {QStringLiteral("-1/-1"), 1}};
        Action a = Action::setPermanent(id, e);
        a.controller = 1;
        const Events ev = APPLY(g, a).events;
        const Permanent &p = *g.state().permanent(id);
        QVERIFY(p.tapped);
        QCOMPARE(p.damage, 1);
        QCOMPARE(p.counters.value(QStringLiteral("+1/+1")), 2);
        QCOMPARE(p.controller, 1);
        QCOMPARE(g.characteristics(p).power, 4);
        QCOMPARE(ev.size(), 1);
        QVERIFY2(ev.first().text.contains(QStringLiteral("tapped, 1 damage")), qPrintable(ev.first().text));

        Action::PermanentEdit lethal;
        lethal.damage = 4;
        lethal.counters = {{QStringLiteral("+1/+1"), 0}};
        APPLY(g, Action::setPermanent(id, lethal));
        QVERIFY(g.state().permanent(id)); // no state-based actions: still there
        QVERIFY(!g.state().permanent(id)->counters.contains(QStringLiteral("+1/+1")));
        QVERIFY2(g.positionProblem().contains(QStringLiteral("would already have died (CR 704.5f/g)")), qPrintable(g.positionProblem()));
        expectRefused(g, Action::pass(0), QStringLiteral("The position is not legal"));
        Action::PermanentEdit heal;
        heal.damage = 0;
        APPLY(g, Action::setPermanent(id, heal));
        QVERIFY(APPLY(g, Action::pass(0)).accepted);
    }

    // A planeswalker set to 0 loyalty keeps its counter at 0: the check names it (CR 704.5i)
    // rather than the loader quietly giving it its printed loyalty back.
    void setPermanent_planeswalkerAtZeroLoyalty()
    {
        GameState s = basePosition(DayNight::Day);
        const int arlinn = addPermanent(s, 0, QStringLiteral("arlinn-the-packs-hope"));
        s.battlefield.last().counters.insert(QStringLiteral("loyalty"), 4);
        Game g(db(), s);
        Action::PermanentEdit none;
        none.counters = {{QStringLiteral("loyalty"), 0}};
        APPLY(g, Action::setPermanent(arlinn, none));
        QCOMPARE(g.state().permanent(arlinn)->counters.value(QStringLiteral("loyalty"), -1), 0);
        QVERIFY2(g.positionProblem().contains(QStringLiteral("has no loyalty: it would already be in the graveyard (CR 704.5i)")), qPrintable(g.positionProblem()));
    }

    void setPermanent_refusals()
    {
        GameState s = basePosition();
        const int wolf = addPermanent(s, 0, kWolf);
        Game g(db(), s);
        Action::PermanentEdit back;
        back.backFaceUp = true;
        expectRefused(g, Action::setPermanent(wolf, back), QStringLiteral("Snarling Wolf has no back face (CR 712.9)"));
        expectRefused(g, Action::setPermanent(777, {}), QStringLiteral("There is no permanent with id 777"));
        Action::PermanentEdit odd;
        odd.counters = {{QStringLiteral("charge"), 1}};
        expectRefused(g, Action::setPermanent(wolf, odd), QStringLiteral("Unknown kind of counter \"charge\""));
        Action::PermanentEdit negative;
        negative.damage = -1;
        expectRefused(g, Action::setPermanent(wolf, negative), QStringLiteral("Damage is a number from 0"));
        Action lost = Action::setPermanent(wolf, {});
        lost.controller = 3;
        expectRefused(g, lost, QStringLiteral("There is no player 3"));
    }

    // The turn position, placed; one the loader would refuse is reported, and fixed.
    void setTurn_andItsProblems()
    {
        Game g(db(), basePosition());
        APPLY(g, Action::setTurn({7, Step::Upkeep, 1, 1}));
        QCOMPARE(g.state().turnNumber, 7);
        QCOMPARE(g.state().step, Step::Upkeep);
        QCOMPARE(g.state().activePlayer, 1);
        QCOMPARE(g.state().priorityPlayer, 1);
        QCOMPARE(g.state().previousTurnActivePlayer, 0);
        QCOMPARE(g.positionProblem(), QString());
        QVERIFY(APPLY(g, Action::pass(1)).accepted);

        APPLY(g, Action::setTurn({7, Step::PrecombatMain, 1, -1}));
        QVERIFY2(g.positionProblem().contains(QStringLiteral("a player has priority in this step (CR 117.3a)")), qPrintable(g.positionProblem()));
        expectRefused(g, Action::pass(1), QStringLiteral("The position is not legal"));
        APPLY(g, Action::setTurn({7, Step::PrecombatMain, 1, 0}));
        QVERIFY(APPLY(g, Action::pass(0)).accepted);

        expectRefused(g, Action::setTurn({0, Step::Upkeep, 0, 0}), QStringLiteral("Turns are numbered from 1"));
        expectRefused(g, Action::setTurn({2, Step::Upkeep, 4, 0}), QStringLiteral("There is no player 4 to be the active player"));
        expectRefused(g, Action::setTurn({2, Step::Upkeep, 0, 9}), QStringLiteral("There is no player 9 to be the player with priority"));
    }

    // Placed, the designation changes with nothing transforming, and may even become neither;
    // as an effect would it never becomes neither again (ruling 1).
    void setDesignation_placed()
    {
        GameState s = basePosition(DayNight::Day);
        addPermanent(s, 0, kTovolar);
        Game g(db(), s);
        const Events ev = APPLY(g, Action::placeDesignation(DayNight::Night)).events;
        QCOMPARE(g.state().designation, DayNight::Night);
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 0);
        QCOMPARE(faceOf(g, kTovolar), QStringLiteral("Tovolar, Dire Overlord"));
        QVERIFY2(g.positionProblem().contains(QStringLiteral("CR 702.145c")), qPrintable(g.positionProblem()));
        APPLY(g, Action::placeDesignation(DayNight::Neither));
        QCOMPARE(g.state().designation, DayNight::Neither);
        QVERIFY2(g.positionProblem().contains(QStringLiteral("it cannot be neither day nor night (CR 702.145d/g)")), qPrintable(g.positionProblem()));
        APPLY(g, Action::placeDesignation(DayNight::Day));
        QCOMPARE(g.positionProblem(), QString());
        expectRefused(g, Action::becomes(DayNight::Neither), QStringLiteral("ruling 1"));
    }

    // The object ceases to exist, with no trigger.
    void remove_permanentAndCards()
    {
        GameState s = basePosition();
        const int pup = addPermanent(s, 0, kPup);
        const int card = addToHand(s, 1, kForest);
        Game g(db(), s);
        APPLY(g, Action::remove(pup));
        QVERIFY(g.state().battlefield.isEmpty());
        QVERIFY(g.state().stack.isEmpty() && g.state().pendingTriggers.isEmpty());
        QVERIFY(g.state().players[0].graveyard.isEmpty());
        APPLY(g, Action::remove(-1, card));
        QVERIFY(g.state().players[1].hand.isEmpty());
        APPLY(g, Action::remove(-1, g.state().players[1].library.last()));
        QCOMPARE(g.state().players[1].library.size(), 19);
        expectRefused(g, Action::remove(pup), QStringLiteral("There is no permanent with id"));
        expectRefused(g, Action::remove(-1, card), QStringLiteral("There is no card with id"));
        QVERIFY(APPLY(g, Action::pass(0)).accepted);
    }

    // The empty board: every card in a zone ceases to exist; each library holds the basic lands
    // asked for (or nothing); the players, their life, the turn and the designation stay. It
    // reads back from its JSON as the same action, and refuses a land that is not basic.
    void clearBoard_emptiesEveryZone()
    {
        GameState s = basePosition(DayNight::Night);
        addPermanent(s, 0, kPup);
        addPermanent(s, 1, kTovolar, true);
        addToHand(s, 0, kWolf);
        addToHand(s, 1, kForest);
        s.players[1].life = 7;
        Game g(db(), s);
        QVERIFY(APPLY(g, Action::movePermanent(g.state().battlefield.first().objectId, Zone::Graveyard, true)).accepted);
        QVERIFY(APPLY(g, Action::addCard(1, kWolf, Zone::Exile)).accepted);
        const int cardsBefore = int(g.state().cards.size());
        const Events ev = APPLY(g, Action::clearBoard(3, kForest)).events;
        QCOMPARE(count(ev, Event::Type::PositionEdited), 1);
        QVERIFY2(ev.first().text.contains(QLatin1String("each library holds 3 basic lands (Forest)")), qPrintable(ev.first().text));
        const GameState &after = g.state();
        QVERIFY(after.battlefield.isEmpty());
        QVERIFY(after.stack.isEmpty() && after.pendingTriggers.isEmpty());
        QCOMPARE(after.players.size(), 2);
        for (const Player &p : after.players) {
            QVERIFY(p.hand.isEmpty());
            QVERIFY(p.graveyard.isEmpty());
            QVERIFY(p.exile.isEmpty());
            QCOMPARE(keys(after, p.library), QStringList(3, kForest));
        }
        QCOMPARE(after.cards[after.players[1].library.first()].owner, 1);
        QCOMPARE(after.cards.size(), cardsBefore + 6);
        QCOMPARE(after.players[1].life, 7);
        QCOMPARE(after.designation, DayNight::Night);
        QCOMPARE(after.players[0].name, QStringLiteral("Alice"));
        // No lands: empty libraries.
        APPLY(g, Action::clearBoard(0));
        QVERIFY(g.state().players[0].library.isEmpty() && g.state().players[1].library.isEmpty());
        expectRefused(g, Action::clearBoard(2, kWolf), QStringLiteral("is not a basic land (CR 205.4c)"));
        expectRefused(g, Action::clearBoard(2, QStringLiteral("no-such-card")), QStringLiteral("Unknown card"));
        expectRefused(g, Action::clearBoard(editing::kMaxLibraryLands + 1, kForest), QStringLiteral("0 to 100 basic lands"));
        CHECKED(roundTrip(g, Action::clearBoard(20, kForest)));
        QCOMPARE(g.state().players[1].library.size(), 20);
        CHECKED(roundTrip(g, Action::clearBoard(0)));
        QVERIFY(g.state().players[1].library.isEmpty());
    }

    // Every edit written as the game record writes it reads back as the same action.
    void editsReadBackExactly()
    {
        GameState s = basePosition(DayNight::Day);
        const int pup = addPermanent(s, 0, kPup);
        const int tovolar = addPermanent(s, 1, kTovolar);
        const int inHand = addToHand(s, 0, kHuntmaster);
        Game g(db(), s);
        Action steal = Action::moveCard(inHand, Zone::Battlefield, true, true);
        steal.controller = 1;
        Action::PermanentEdit e;
        e.tapped = false;
        e.damage = 2;
        e.counters = {{QStringLiteral("loyalty"), 0}, {QStringLiteral("+1/+1"), 3}};
        e.backFaceUp = true;
        e.summoningSick = true;
        Action edit = Action::setPermanent(tovolar, e);
        edit.controller = 0;
        Action addUnder = Action::addCard(1, kWolf, Zone::Battlefield, true);
        addUnder.controller = 0;
        const QList<Action> actions{
            Action::addCard(0, kForest, Zone::Hand),
            Action::addCard(1, kTovolar, Zone::LibraryBottom, true),
            addUnder,
            steal,
            Action::movePermanent(pup, Zone::Exile),
            Action::moveCard(s.players[1].library.last(), Zone::Graveyard, true),
            edit,
            Action::setTurn({5, Step::End, 1, 0}),
            Action::setTurn({5, Step::Cleanup, 1, -1}),
            Action::placeDesignation(DayNight::Neither),
            Action::placeDesignation(DayNight::Night),
            Action::remove(tovolar),
            Action::remove(-1, s.players[0].library.first()),
        };
        for (const Action &a : actions) {
            CHECKED(roundTrip(g, a));
        }
    }

    // Hand-written files name cards by key and ref: the first match from the top of a zone.
    void handWrittenVerbs()
    {
        GameState s = basePosition();
        addToHand(s, 0, kPup);
        addPermanent(s, 1, kWolf);
        Game g(db(), s);
        auto read = [&](const char *json, const std::source_location where = std::source_location::current()) {
            Action a;
            QString error;
            if (!scenarioAction(QJsonDocument::fromJson(json).object(), QStringLiteral("$.actions[0]"), g, {}, &a, &error))
                failHere(QStringLiteral("%1 was refused: %2").arg(QLatin1String(json), error), where);
            return a;
        };
        const Action move = read(R"({"do": "move", "card": "packsong-pup", "from": "hand", "to": "battlefield", "placed": true})");
        QCOMPARE(move.type, Action::Type::MoveCard);
        QCOMPARE(move.cardId, g.state().players[0].hand.first());
        QVERIFY(move.placed);
        const Action set = read(R"({"do": "setPermanent", "permanent": "snarling-wolf", "tapped": true, "counters": {"+1/+1": 1}})");
        QCOMPARE(set.objectId, g.state().battlefield.first().objectId);
        QCOMPARE(set.edit.tapped, std::optional<bool>(true));
        QVERIFY(!set.edit.damage);
        const Action turn = read(R"({"do": "setTurn", "step": "end"})");
        QCOMPARE(turn.turn, (Action::TurnEdit{3, Step::End, 0, 0}));
        Action bad;
        QString error;
        QVERIFY(!scenarioAction(QJsonDocument::fromJson(R"({"do": "move", "card": "island", "to": "hand"})").object(), QStringLiteral("$.actions[0]"), g, {},
                                &bad, &error));
        QVERIFY2(error.contains(QStringLiteral("$.actions[0].card: no card by that ref or key")), qPrintable(error));
        QVERIFY(!scenarioAction(QJsonDocument::fromJson(R"({"do": "add", "card": "forest", "to": "sideboard"})").object(), QStringLiteral("$.actions[0]"), g, {},
                                &bad, &error));
        QVERIFY2(error.contains(QStringLiteral("$.actions[0].to: expected battlefield, hand")), qPrintable(error));
    }

    // A pending decision names cards and objects as they were: edits wait until it is answered.
    void editsWaitForAPendingDecision()
    {
        GameState s = basePosition();
        const int wolf = addPermanent(s, 0, kWolf);
        Game g(db(), s);
        APPLY(g, Action::pass(0));
        APPLY(g, Action::pass(1)); // beginning of combat
        APPLY(g, Action::pass(0));
        APPLY(g, Action::pass(1)); // declare attackers: Alice decides
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::DeclareAttackers);
        expectRefused(g, Action::remove(wolf), QStringLiteral("Alice must first answer: Alice, declare attackers"));
        expectRefused(g, Action::setTurn({3, Step::PrecombatMain, 0, 0}), QStringLiteral("with no decision pending"));
        APPLY(g, Action::make(Action::Type::ChooseCards, 0));
        QVERIFY(APPLY(g, Action::remove(wolf)).accepted);
    }

    // Normal play never pays for the check: the flag is down, so positionProblem() answers at
    // once; an edit raises it and the first player action after it lowers it again.
    void checkRunsOnlyAfterAnEdit()
    {
        Game g(db(), basePosition());
        QVERIFY(!g.state().editedSinceCheck);
        APPLY(g, Action::pass(0));
        QVERIFY(!g.state().editedSinceCheck);
        APPLY(g, Action::addCard(1, kForest, Zone::Hand, true));
        QVERIFY(g.state().editedSinceCheck);
        QCOMPARE(g.positionProblem(), QString());
        APPLY(g, Action::pass(1));
        QVERIFY(!g.state().editedSinceCheck);
    }

    // Seeded random edits of every kind between random legal play: nothing crashes, every edit
    // reads back from its JSON as itself, a player action is accepted exactly when the position
    // is legal, and a position found legal saves and loads back the same.
    void randomEditsAndPlay_data()
    {
        QTest::addColumn<quint64>("seed");
        // 200 seeds passed once (seed 58 found a planeswalker edited to no loyalty counter, which
        // the loader completed with its printed loyalty); DAYNIGHT_EDIT_SEEDS=N runs N.
        const quint64 seeds = qEnvironmentVariableIsSet("DAYNIGHT_EDIT_SEEDS") ? qEnvironmentVariable("DAYNIGHT_EDIT_SEEDS").toULongLong() : 8;
        for (quint64 seed = 1; seed <= seeds; ++seed)
            QTest::addRow("seed %llu", seed) << seed;
    }
    void randomEditsAndPlay()
    {
        QFETCH(quint64, seed);
        std::mt19937_64 rng(seed);
        auto below = [&](int n) { return int(rng() % quint64(n)); };
        const QStringList cards = db().keys();
        Game g(db(), seed, {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
                            {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}});
        Game lastLegal = g;
        int played = 0, edits = 0, refused = 0;
        for (int step = 0; step < 400 && !g.state().gameOver; ++step) {
            const GameState &s = g.state();
            const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
            const QString problem = g.positionProblem();
            if (problem.isEmpty()) {
                QCOMPARE(stateToJson(reloaded(s, db()), db()), stateToJson(s, db()));
                lastLegal = g;
            }
            if (below(3) == 0 && actor >= 0) { // play
                const QList<Action> legal = g.legalActions(actor);
                QCOMPARE(legal.isEmpty(), !problem.isEmpty());
                if (legal.isEmpty()) {
                    QVERIFY(g.whyNot(Action::pass(actor)).startsWith(QStringLiteral("The position is not legal")));
                    g = lastLegal; // the tester undoes
                } else {
                    QVERIFY(APPLY(g, legal[below(int(legal.size()))]).accepted);
                    ++played;
                }
                continue;
            }
            // An edit, of any kind, with inputs that are often wrong.
            QList<int> zoneCards;
            for (const Player &p : s.players)
                zoneCards << p.hand << p.graveyard << p.exile << p.library;
            const int permanent = s.battlefield.isEmpty() || below(8) == 0 ? 99999 : s.battlefield[below(int(s.battlefield.size()))].objectId;
            const int card = zoneCards.isEmpty() ? 0 : zoneCards[below(int(zoneCards.size()))];
            const Zone zone = Zone(below(6));
            const bool placed = below(2) == 0, transformed = below(4) == 0;
            Action a;
            switch (below(7)) {
            case 0: a = Action::addCard(below(2), cards[below(int(cards.size()))], zone, placed, transformed); break;
            case 1: a = Action::movePermanent(permanent, zone, placed); break;
            case 2: a = Action::moveCard(card, zone, placed, transformed); a.controller = below(3) - 1; break;
            case 3: {
                Action::PermanentEdit e;
                if (below(2)) e.tapped = below(2) == 0;
                if (below(2)) e.damage = below(5);
                if (below(2)) e.counters.insert(QStringList{QStringLiteral("+1/+1"), QStringLiteral("-1/-1"), QStringLiteral("loyalty")}[below(3)], below(4));
                if (below(3) == 0) e.backFaceUp = below(2) == 0;
                if (below(3) == 0) e.summoningSick = below(2) == 0;
                a = Action::setPermanent(permanent, e);
                if (below(4) == 0) a.controller = below(2);
                break;
            }
            case 4: a = Action::setTurn({1 + below(8), Step(below(kStepCount)), below(2), below(3) - 1}); break;
            case 5: a = Action::placeDesignation(DayNight(below(3))); break;
            default: a = below(2) ? Action::remove(permanent) : Action::remove(-1, card); break;
            }
            const QString why = g.whyNot(a);
            if (!why.isEmpty()) {
                ++refused;
                expectRefused(g, a, why);
                continue;
            }
            CHECKED(roundTrip(g, a));
            ++edits;
        }
        QVERIFY2(played > 30 && edits > 100 && refused > 10, qPrintable(QStringLiteral("%1 played, %2 edits, %3 refused").arg(played).arg(edits).arg(refused)));
    }

    // legalActions() offers no sandbox action, ever.
    void legalActions_neverOfferEdits()
    {
        Game g(db(), 5, {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
                         {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}});
        for (int i = 0; i < 300 && !g.state().gameOver; ++i) {
            const GameState &s = g.state();
            const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
            const QList<Action> legal = g.legalActions(actor);
            for (const Action &a : legal)
                QVERIFY(!actions::isSandbox(a.type));
            QVERIFY(APPLY(g, legal[i % legal.size()]).accepted);
        }
    }
};

QTEST_GUILESS_MAIN(TestEditing)
#include "tst_editing.moc"
