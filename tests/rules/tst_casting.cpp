// Lands (CR 305), casting and timing (CR 601, 307, 117), paying costs (CR 601.2g-h), mana value
// of a back face (CR 202.3b), state-based actions (CR 704), "as enters" day (CR 614.12), enters
// triggers (CR 603.6a).
#include "position.h"

#include <bit>
#include <climits>
#include <functional>
#include <random>
#include "statejson.h"

using namespace rules;
using namespace testing;

namespace {

const QString kForest = QStringLiteral("forest");
const QString kMountain = QStringLiteral("mountain");
const QString kIsland = QStringLiteral("island");
const QString kTovolar = QStringLiteral("tovolar-dire-overlord");

/// What a player sees of the table: hand sizes, battlefield (card, face, tapped), stack, pools.
QString snapshot(const Game &g)
{
    QStringList out;
    for (const auto &p : g.state().players)
        out << QStringLiteral("%1 hand %2 gy %3 pool %4 life %5").arg(p.name).arg(p.hand.size()).arg(p.graveyard.size())
                   .arg(p.manaPool.size()).arg(p.life);
    for (const auto &perm : g.state().battlefield)
        out << QStringLiteral("%1:%2%3").arg(perm.controller).arg(g.face(perm).name, perm.tapped ? QStringLiteral(" (T)") : QString());
    out << QStringLiteral("stack %1 step %2 priority %3").arg(g.state().stack.size()).arg(stepName(g.state().step)).arg(g.state().priorityPlayer);
    return out.join(QLatin1Char('\n'));
}

/// Expects `action` to be refused with a reason containing `cites`, and nothing to change.
void expectRefused(Game &g, const Action &action, const QString &cites)
{
    const QString before = snapshot(g), why = g.whyNot(action);
    const Result r = g.apply(action);
    QVERIFY2(!r.accepted, qPrintable(QStringLiteral("accepted, expected a refusal citing ") + cites));
    QCOMPARE(r.reason, why);
    QVERIFY2(r.reason.contains(cites), qPrintable(r.reason));
    QVERIFY(r.events.isEmpty());
    QCOMPARE(snapshot(g), before);
}

int permanentCount(const Game &g, const QString &key)
{
    return int(std::count_if(g.state().battlefield.begin(), g.state().battlefield.end(),
                             [&](const Permanent &p) { return g.state().cards[p.cardId].key == key; }));
}

/// `player`'s lands in battlefield order, "(T)" after a tapped one: "Mountain (T), Island".
QString lands(const Game &g, int player)
{
    QStringList out;
    for (const auto &perm : g.state().battlefield)
        if (perm.controller == player && g.face(perm).hasType(QStringLiteral("Land")))
            out << g.face(perm).name + (perm.tapped ? QStringLiteral(" (T)") : QString());
    return out.join(QStringLiteral(", "));
}

/// The names of `player`'s untapped lands, sorted: what is left to pay with.
QStringList untappedLands(const Game &g, int player)
{
    QStringList out;
    for (const auto &perm : g.state().battlefield)
        if (perm.controller == player && !perm.tapped && g.face(perm).hasType(QStringLiteral("Land")))
            out << g.face(perm).name;
    out.sort();
    return out;
}

/// How many wanted symbols (`keep`) the sources not in `spent` (a bit per index) can't pay, one
/// source per symbol: the most symbols of `keep` that findPayment() can pay together, tried for
/// every part of `keep` (a handful of symbols; findPayment()'s yes or no is checked against an
/// exhaustive search in findPayment_agreesWithExhaustiveSearch).
int shortfallWithout(const QList<ManaSource> &sources, int spent, const ColorNeeds &keep)
{
    QList<ManaSource> left;
    for (int i = 0; i < sources.size(); ++i)
        if (!(spent & (1 << i)))
            left.append(sources[i]);
    QList<int> wanted;
    for (int c = 0; c < kColorCount; ++c)
        for (int k = 0; k < keep[c]; ++k)
            wanted.append(c);
    int most = 0;
    for (int part = 0; part < (1 << wanted.size()); ++part) {
        ManaCost cost;
        for (int j = 0; j < wanted.size(); ++j)
            if (part & (1 << j))
                ++cost.colored[wanted[j]];
        if (cost.manaValue() > most && findPayment(cost, 0, left))
            most = cost.manaValue();
    }
    return int(wanted.size()) - most;
}

/// Both players pass once: the top of the stack resolves (CR 117.4).
Events resolveTop(Game &g)
{
    Events ev = APPLY(g, Action::pass(g.state().priorityPlayer)).events;
    ev += APPLY(g, Action::pass(g.state().priorityPlayer)).events;
    return ev;
}

} // namespace

class TestCasting : public QObject
{
    Q_OBJECT
    const CardDatabase &db = testDatabase();

private slots:
    // CR 305.1: lands in a main phase of your own turn with an empty stack; CR 305.2: one per turn.
    void land_onePerTurn()
    {
        GameState s = basePosition();
        const int a = addToHand(s, 0, kForest), b = addToHand(s, 0, kForest);
        Game g(db, s);
        const Result r = APPLY(g, Action::playLand(0, a));
        QCOMPARE(count(r.events, Event::Type::LandPlayed) + count(r.events, Event::Type::SpellCast), 1); // CR 305.1: not a spell
        QCOMPARE(permanentCount(g, kForest), 1);
        QCOMPARE(g.state().priorityPlayer, 0);
        expectRefused(g, Action::playLand(0, b), QStringLiteral("already played a land this turn (CR 305.2)"));
        // The next turn of hers she may play one again.
        passUntil(g, 5, Step::PrecombatMain);
        QVERIFY(APPLY(g, Action::playLand(0, b)).accepted);
        QCOMPARE(permanentCount(g, kForest), 2);
    }
    void land_mainPhaseOnly()
    {
        GameState s = basePosition();
        s.step = Step::Upkeep;
        const int land = addToHand(s, 0, kForest);
        Game g(db, s);
        expectRefused(g, Action::playLand(0, land), QStringLiteral("only in a main phase (CR 305.1)"));
        passUntil(g, 3, Step::BeginningOfCombat);
        expectRefused(g, Action::playLand(0, land), QStringLiteral("only in a main phase (CR 305.1)"));
        passUntil(g, 3, Step::PostcombatMain);
        QVERIFY(APPLY(g, Action::playLand(0, land)).accepted); // the second main phase is fine
    }
    void land_ownTurnOnly()
    {
        GameState s = basePosition();
        const int bobs = addToHand(s, 1, kForest);
        Game g(db, s);
        APPLY(g, Action::pass(0)); // Bob holds priority in Alice's main phase
        QCOMPARE(g.state().priorityPlayer, 1);
        expectRefused(g, Action::playLand(1, bobs), QStringLiteral("only during your own turn (CR 305.1)"));
    }
    void land_emptyStackOnly()
    {
        GameState s = basePosition();
        addLands(s, 0, kIsland, 1);
        const int instant = addToHand(s, 0, QStringLiteral("test-instant"));
        const int land = addToHand(s, 0, kForest);
        Game g(db, s);
        APPLY(g, Action::cast(0, instant)); // Alice holds priority with an instant on the stack
        QCOMPARE(g.state().stack.size(), 1);
        expectRefused(g, Action::playLand(0, land), QStringLiteral("only while the stack is empty (CR 305.1)"));
        resolveTop(g);
        QVERIFY(APPLY(g, Action::playLand(0, land)).accepted);
    }

    // CR 307.1: creatures and sorceries only in your main phase with an empty stack.
    void sorcerySpeed_creatureAndSorcery()
    {
        GameState s = basePosition();
        s.step = Step::Upkeep;
        addLands(s, 0, kForest, 4);
        addLands(s, 0, kIsland, 1);
        addLands(s, 1, kForest, 3);
        const int hound = addToHand(s, 0, QStringLiteral("hound-tamer")), prey = addToHand(s, 0, QStringLiteral("prey-upon"));
        const int instant = addToHand(s, 0, QStringLiteral("test-instant")), bobsHound = addToHand(s, 1, QStringLiteral("hound-tamer"));
        // Prey Upon targets a creature Alice controls and one she doesn't (checked after timing).
        const int alicesWolf = addPermanent(s, 0, QStringLiteral("wolf")), bobsWolf = addPermanent(s, 1, QStringLiteral("wolf"));
        Game g(db, s);
        expectRefused(g, Action::cast(0, hound), QStringLiteral("only in a main phase (CR 307.1)"));
        expectRefused(g, Action::cast(0, prey), QStringLiteral("only in a main phase (CR 307.1)"));
        passUntil(g, 3, Step::PrecombatMain);
        // Not while anything is on the stack.
        APPLY(g, Action::cast(0, instant));
        expectRefused(g, Action::cast(0, hound), QStringLiteral("only while the stack is empty (CR 307.1)"));
        expectRefused(g, Action::cast(0, prey), QStringLiteral("only while the stack is empty (CR 307.1)"));
        resolveTop(g);
        // Not on someone else's turn.
        APPLY(g, Action::pass(0));
        expectRefused(g, Action::cast(1, bobsHound), QStringLiteral("only during your own turn (CR 307.1)"));
        APPLY(g, Action::pass(1)); // beginning of combat
        QCOMPARE(g.state().step, Step::BeginningOfCombat);
        expectRefused(g, Action::cast(0, prey), QStringLiteral("only in a main phase (CR 307.1)"));
        passUntil(g, 3, Step::PostcombatMain);
        // Without its targets the engine asks for them (CR 601.2c); cancelled, nothing happened.
        const QString before = snapshot(g);
        QVERIFY(APPLY(g, Action::cast(0, prey)).accepted);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::ChooseTarget);
        QVERIFY(APPLY(g, Action::make(Action::Type::CancelCast, 0)).accepted);
        QCOMPARE(snapshot(g), before);
        QVERIFY(g.state().players[0].hand.contains(prey));
        QVERIFY(APPLY(g, Action::cast(0, prey, {alicesWolf, bobsWolf})).accepted);
        resolveTop(g);
        QVERIFY(APPLY(g, Action::cast(0, hound)).accepted);
        QCOMPARE(g.state().stack.last().cardId, hound);
    }

    // CR 702.11b: hexproof (Avabruck Caretaker) refuses an opponent's spell with the reason,
    // and legalActions() never offers it; its controller may still target it.
    void hexproof_refusesAnOpponentsTarget()
    {
        GameState s = basePosition(DayNight::Day);
        addLands(s, 0, kMountain, 2);
        const int hers = addPermanent(s, 0, QStringLiteral("avabruck-caretaker"));
        const int his = addPermanent(s, 1, QStringLiteral("avabruck-caretaker"));
        const int fire = addToHand(s, 0, QStringLiteral("play-with-fire"));
        Game g(db, s);
        expectRefused(g, Action::cast(0, fire, {his}), QStringLiteral("hexproof: it can't be the target of spells or abilities Bob's opponents control (CR 702.11b)"));
        for (const Action &a : g.legalActions(0))
            QVERIFY(!a.targets.contains(his));
        QVERIFY(APPLY(g, Action::cast(0, fire, {hers})).accepted);
    }

    // CR 601.2c, 602.2b: a spell or ability cast without its targets is not refused: the engine
    // asks its controller for each target in turn (a ChooseTarget decision), then casts it as if
    // the targets had been named at once. Options are the legal targets of that spec only, and
    // the same object can't answer one word "target" twice (CR 115.3).
    void targets_chosenOneByOne()
    {
        GameState s = basePosition();
        addLands(s, 0, kForest, 2);
        const int alicesWolf = addPermanent(s, 0, QStringLiteral("wolf"));
        const int bobsWolf = addPermanent(s, 1, QStringLiteral("wolf"));
        const int prey = addToHand(s, 0, QStringLiteral("prey-upon"));
        Game g(db, s);
        const Result asked = APPLY(g, Action::cast(0, prey));
        QVERIFY(asked.accepted);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::ChooseTarget);
        QCOMPARE(g.state().decision.player, 0);
        QCOMPARE(g.state().decision.options, QList<int>{alicesWolf}); // "target creature you control"
        QVERIFY(g.state().stack.isEmpty());                           // nothing is announced yet
        QCOMPARE(g.state().spellsCastThisTurn[0], 0);
        expectRefused(g, Action::pass(0), QStringLiteral("must first answer"));
        Action choose = Action::make(Action::Type::ChooseCards, 0);
        choose.choices = {bobsWolf};
        expectRefused(g, choose, QStringLiteral("not one of the choices offered"));
        choose.choices = {alicesWolf};
        QVERIFY(APPLY(g, choose).accepted);
        QCOMPARE(g.state().decision.options, QList<int>{bobsWolf});  // "target creature you don't control"
        // A game saved halfway through choosing loads back the same, and goes on the same.
        const QJsonObject saved = stateToJson(g.state(), db);
        GameState loaded;
        QString error;
        CardRefs refs;
        QVERIFY2(stateFromJson(saved, db, QStringLiteral("$"), &loaded, &refs, &error), qPrintable(error));
        QCOMPARE(stateToJson(loaded, db), saved);
        QVERIFY(loaded.decision.casting);
        QCOMPARE(loaded.decision.casting->targets, QList<int>{alicesWolf});
        choose.choices = {bobsWolf};
        const Result cast = APPLY(g, choose);
        QVERIFY(cast.accepted);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::None);
        QCOMPARE(g.state().stack.size(), 1);
        QCOMPARE(g.state().stack.last().targets, (QList<int>{alicesWolf, bobsWolf}));
        QCOMPARE(g.state().spellsCastThisTurn[0], 1);                 // cast now, and counted (CR 601.2i)
        bool castEvent = false;
        for (const Event &e : cast.events)
            castEvent = castEvent || (e.type == Event::Type::SpellCast && e.rule == QLatin1String("CR 601.2i"));
        QVERIFY(castEvent);
        // A spell with no legal target is refused at once.
        GameState none = basePosition();
        addLands(none, 0, kForest, 2);
        const int prey2 = addToHand(none, 0, QStringLiteral("prey-upon"));
        Game g2(db, none);
        expectRefused(g2, Action::cast(0, prey2), QStringLiteral("no legal target"));
    }

    // Game::legalActions(): everything it offers is accepted, and someone always has something
    // to do until the game ends (seeded games, uniform choices among the offered actions).
    void legalActions_areAllAccepted()
    {
        int actions = 0, decisions = 0;
        for (quint64 seed = 1; seed <= 12; ++seed) {
            Game g(CardDatabase::builtIn(), seed, {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
                                                  {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}});
            std::mt19937_64 rng(seed);
            for (int i = 0; i < 1500 && !g.state().gameOver; ++i) {
                const int who = g.state().decision.kind != PendingDecision::Kind::None ? g.state().decision.player : g.state().priorityPlayer;
                const QList<Action> legal = g.legalActions(who);
                QVERIFY2(!legal.isEmpty(), qPrintable(QStringLiteral("seed %1: nothing to do for player %2").arg(seed).arg(who)));
                for (const Action &a : legal)
                    QVERIFY2(g.whyNot(a).isEmpty(), qPrintable(g.whyNot(a)));
                const int other = 1 - who;
                QVERIFY(g.legalActions(other).isEmpty()); // only the one who must act may act
                decisions += g.state().decision.kind != PendingDecision::Kind::None ? 1 : 0;
                const Action a = legal[int(rng() % quint64(legal.size()))];
                const Result r = g.apply(a);
                QVERIFY2(r.accepted, qPrintable(r.reason));
                ++actions;
            }
        }
        QVERIFY(actions > 1000);
        QVERIFY(decisions > 50);
    }

    // CR 117.1a: an instant whenever you hold priority: upkeep, the opponent's turn, in response.
    void instant_anyPriority()
    {
        GameState s = basePosition();
        s.step = Step::Upkeep;
        addLands(s, 0, kIsland, 2);
        addLands(s, 1, kIsland, 2);
        const int a1 = addToHand(s, 0, QStringLiteral("test-instant")), a2 = addToHand(s, 0, QStringLiteral("test-instant"));
        const int b1 = addToHand(s, 1, QStringLiteral("test-instant")), b2 = addToHand(s, 1, QStringLiteral("syncopate")); // X = 0
        Game g(db, s);
        QVERIFY(APPLY(g, Action::cast(0, a1)).accepted);       // upkeep
        QVERIFY(APPLY(g, Action::cast(0, a2)).accepted);       // holding priority, on top of her own
        APPLY(g, Action::pass(0));
        QVERIFY(APPLY(g, Action::cast(1, b1)).accepted);       // Bob, in response, on Alice's turn
        const int targetSpell = g.state().stack.last().objectId; // Syncopate targets a spell
        QVERIFY(APPLY(g, Action::cast(1, b2, {targetSpell})).accepted);
        QCOMPARE(g.state().stack.size(), 4);
        QCOMPARE(g.state().spellsCastThisTurn, (QList<int>{2, 2}));
        // Flash on an Aura: Howl of the Hunt is cast in Bob's upkeep on Alice's Wolf (CR 303.4a:
        // it targets what it will enchant), enters attached, untaps the Wolf, gives +2/+2.
        GameState h = basePosition();
        h.activePlayer = 1;
        h.priorityPlayer = 0;
        h.step = Step::Upkeep;
        addLands(h, 0, kForest, 3);
        const int wolf = addPermanent(h, 0, QStringLiteral("wolf"), false, true);
        h.cards[h.battlefield.last().cardId].token = true;
        const int howl = addToHand(h, 0, QStringLiteral("howl-of-the-hunt"));
        Game gh(db, h);
        expectRefused(gh, Action::cast(0, howl, {Game::playerTarget(1)}), QStringLiteral("is not a legal target"));
        QVERIFY(APPLY(gh, Action::cast(0, howl, {wolf})).accepted);
        APPLY(gh, Action::pass(0));
        APPLY(gh, Action::pass(1)); // Howl resolves; its enters trigger goes on the stack
        APPLY(gh, Action::pass(1));
        APPLY(gh, Action::pass(0));
        const Permanent *w = gh.state().permanent(wolf);
        QVERIFY(!w->tapped);
        QCOMPARE(gh.characteristics(*w).power, 4);
        QVERIFY(gh.characteristics(*w).hasKeyword(QStringLiteral("Vigilance")));
        // The Aura goes when the creature goes (CR 704.5m).
        APPLY(gh, Action::becomes(DayNight::Day)); // any sandbox action runs SBAs; nothing changes yet
        Action destroy = Action::make(Action::Type::Destroy, 0);
        destroy.objectId = wolf;
        APPLY(gh, destroy);
        QCOMPARE(gh.state().players[0].graveyard.size(), 1); // the Aura (the Wolf token ceased to exist)
    }

    // CR 601.2h: a payable cost is always paid. {1}{R}{G} from exactly Forest, Mountain, Mountain
    // in any order: the Forest must pay {G}, never the generic part.
    void payment_genericNeverTakesTheOnlyForest_data()
    {
        QTest::addColumn<QStringList>("lands");
        QTest::newRow("Forest, Mountain, Mountain") << QStringList{kForest, kMountain, kMountain};
        QTest::newRow("Mountain, Forest, Mountain") << QStringList{kMountain, kForest, kMountain};
        QTest::newRow("Mountain, Mountain, Forest") << QStringList{kMountain, kMountain, kForest};
    }
    void payment_genericNeverTakesTheOnlyForest()
    {
        QFETCH(QStringList, lands);
        GameState s = basePosition();
        for (const QString &l : lands)
            addPermanent(s, 0, l);
        const int tovolar = addToHand(s, 0, kTovolar);
        Game g(db, s);
        QCOMPARE(g.whyNot(Action::cast(0, tovolar)), QString());
        QCOMPARE(count(APPLY(g, Action::cast(0, tovolar)).events, Event::Type::CostPaid), 1);
        for (const auto &p : g.state().battlefield)
            QVERIFY(p.tapped);
        QCOMPARE(g.state().stack.size(), 1);
        resolveTop(g);
        QCOMPARE(faceOf(g, kTovolar), QStringLiteral("Tovolar, Dire Overlord"));
    }
    // Mana already in the pool is spent: Forest tapped first, then {1}{R}{G} from the pool's {G}
    // and two Mountains.
    void payment_usesManaPool()
    {
        GameState s = basePosition();
        const int forest = addPermanent(s, 0, kForest);
        addLands(s, 0, kMountain, 2);
        const int tovolar = addToHand(s, 0, kTovolar);
        Game g(db, s);
        Action tap = Action::make(Action::Type::TapForMana, 0);
        tap.objectId = forest;
        APPLY(g, tap);
        QVERIFY(APPLY(g, Action::cast(0, tovolar)).accepted);
        QVERIFY(g.state().players[0].manaPool.isEmpty());
        for (const auto &p : g.state().battlefield)
            QVERIFY(p.tapped);
    }
    // Issue 12: automatic payment keeps the colours the rest of the hand needs (CR 601.2g-h).
    // Bob, at night, with Mountain, Mountain, Island, Island, casts Brimstone Vandal ({2}{R}):
    // the generic part is paid with both Islands, so a Mountain stays for Moonrager's Slash ({R}
    // at night) and his second spell of the turn makes it day (CR 730.2c). In any land order.
    void payment_keepsTheColourTheHandNeeds_data()
    {
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Mountain, Mountain, Island, Island") << QStringList{kMountain, kMountain, kIsland, kIsland}
                                                           << QStringLiteral("Mountain (T), Mountain, Island (T), Island (T)");
        QTest::newRow("Island, Island, Mountain, Mountain") << QStringList{kIsland, kIsland, kMountain, kMountain}
                                                           << QStringLiteral("Island (T), Island (T), Mountain (T), Mountain");
        QTest::newRow("Mountain, Island, Mountain, Island") << QStringList{kMountain, kIsland, kMountain, kIsland}
                                                           << QStringLiteral("Mountain (T), Island (T), Mountain, Island (T)");
    }
    void payment_keepsTheColourTheHandNeeds()
    {
        QFETCH(QStringList, order);
        QFETCH(QString, expected);
        GameState s = basePosition(DayNight::Night);
        s.activePlayer = 1;
        s.priorityPlayer = 1;
        s.previousTurnActivePlayer = 0;
        for (const QString &l : order)
            addPermanent(s, 1, l);
        const int vandal = addToHand(s, 1, QStringLiteral("brimstone-vandal"));
        const int slash = addToHand(s, 1, QStringLiteral("moonragers-slash"));
        Game g(db, s);
        const Events ev = APPLY(g, Action::cast(1, vandal)).events;
        QCOMPARE(lands(g, 1), expected);
        QCOMPARE(untappedLands(g, 1), QStringList{QStringLiteral("Mountain")});
        const int paid = indexOf(ev, Event::Type::CostPaid);
        QVERIFY(paid >= 0);
        QCOMPARE(ev[paid].rule, QStringLiteral("CR 601.2h"));
        QCOMPARE(ev[paid].text, QStringLiteral("Bob pays {2}{R}, tapping Mountain, Island, Island."));
        QCOMPARE(g.whyNot(Action::cast(1, slash)), QString());
        QVERIFY(APPLY(g, Action::cast(1, slash, {Game::playerTarget(0)})).accepted);
        QCOMPARE(untappedLands(g, 1), QStringList());
        QCOMPARE(g.state().spellsCastThisTurn[1], 2);
        resolveTop(g); // the Slash
        resolveTop(g); // the Vandal
        QCOMPARE(g.state().players[0].life, 17);
        passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Day); // two spells last turn (CR 730.2c)
    }
    // A hand needing {U}: the generic part of Oakshade Stalker ({2}{G}) is paid with a Forest
    // and one Island when there are two of each, and with Forests only when there are enough;
    // an activated ability's {G} (Snarling Wolf, {1}{G}) keeps a Forest the same way.
    void payment_keepsAnIslandForTheHand()
    {
        GameState s = basePosition();
        for (const QString &l : {kIsland, kIsland, kForest, kForest})
            addPermanent(s, 0, l);
        const int stalker = addToHand(s, 0, QStringLiteral("oakshade-stalker"));
        const int instant = addToHand(s, 0, QStringLiteral("test-instant"));
        Game g(db, s);
        APPLY(g, Action::cast(0, stalker));
        QCOMPARE(lands(g, 0), QStringLiteral("Island (T), Island, Forest (T), Forest (T)"));
        QCOMPARE(g.whyNot(Action::cast(0, instant)), QString());

        GameState t = basePosition();
        for (const QString &l : {kIsland, kForest, kForest, kForest, kIsland})
            addPermanent(t, 0, l);
        const int stalker2 = addToHand(t, 0, QStringLiteral("oakshade-stalker"));
        const int i1 = addToHand(t, 0, QStringLiteral("test-instant")), i2 = addToHand(t, 0, QStringLiteral("test-instant"));
        Game g2(db, t);
        APPLY(g2, Action::cast(0, stalker2));
        QCOMPARE(untappedLands(g2, 0), (QStringList{QStringLiteral("Island"), QStringLiteral("Island")}));
        QVERIFY(APPLY(g2, Action::cast(0, i1)).accepted);
        QVERIFY(APPLY(g2, Action::cast(0, i2)).accepted);

        GameState w = basePosition();
        for (const QString &l : {kForest, kMountain, kMountain, kMountain, kMountain})
            addPermanent(w, 0, l);
        const int wolf = addPermanent(w, 0, QStringLiteral("snarling-wolf"));
        const int vandal = addToHand(w, 0, QStringLiteral("brimstone-vandal"));
        Game g3(db, w);
        APPLY(g3, Action::cast(0, vandal));
        QCOMPARE(untappedLands(g3, 0), (QStringList{QStringLiteral("Forest"), QStringLiteral("Mountain")}));
        QVERIFY(APPLY(g3, Action::activate(0, wolf, 0)).accepted);
        QCOMPARE(untappedLands(g3, 0), QStringList());
    }
    // Mana tapped by hand into the pool is spent first (CR 106.4: it empties at the end of the
    // step anyway); the lands that remain keep the hand's colour: Alice taps an Island by hand,
    // then casts Brimstone Vandal from Mountain, Mountain, Island with Moonrager's Slash in hand.
    // Mana kept until end of turn (Kessig Naturalist) goes before an untapped land as well.
    void payment_poolFirst()
    {
        GameState s = basePosition(DayNight::Night);
        const int island = addPermanent(s, 0, kIsland);
        for (const QString &l : {kMountain, kMountain, kIsland})
            addPermanent(s, 0, l);
        const int vandal = addToHand(s, 0, QStringLiteral("brimstone-vandal"));
        const int slash = addToHand(s, 0, QStringLiteral("moonragers-slash"));
        Game g(db, s);
        Action tap = Action::make(Action::Type::TapForMana, 0);
        tap.objectId = island;
        APPLY(g, tap);
        QCOMPARE(g.state().players[0].manaPool, QList<Color>{Color::Blue});
        const Events ev = APPLY(g, Action::cast(0, vandal)).events;
        QVERIFY(g.state().players[0].manaPool.isEmpty());
        QCOMPARE(lands(g, 0), QStringLiteral("Island (T), Mountain (T), Mountain, Island (T)"));
        QCOMPARE(eventOf(ev, Event::Type::CostPaid).text, QStringLiteral("Alice pays {2}{R}, tapping Mountain, Island, with 1 mana from the pool."));
        QCOMPARE(g.whyNot(Action::cast(0, slash, {Game::playerTarget(1)})), QString());

        GameState t = basePosition();
        t.players[0].manaUntilEndOfTurn = {Color::Green};
        t.players[0].manaPool = {Color::Red};
        addLands(t, 0, kForest, 3);
        const int tovolar = addToHand(t, 0, kTovolar);
        Game g2(db, t);
        APPLY(g2, Action::cast(0, tovolar)); // {1}{R}{G}: the pool's {R}, the kept {G}, one Forest
        QVERIFY(g2.state().players[0].manaPool.isEmpty());
        QVERIFY(g2.state().players[0].manaUntilEndOfTurn.isEmpty());
        QCOMPARE(lands(g2, 0), QStringLiteral("Forest (T), Forest, Forest"));
    }
    // When only one payment exists it is found, whatever the hand wants: Tovolar's {1}{R}{G}
    // from exactly Island, Forest, Mountain with a hand full of blue, red and green cards.
    void payment_onlyPaymentStillFound()
    {
        GameState s = basePosition();
        for (const QString &l : {kIsland, kForest, kMountain})
            addPermanent(s, 0, l);
        const int tovolar = addToHand(s, 0, kTovolar);
        for (const QString &key : {QStringLiteral("test-instant"), QStringLiteral("kessig-naturalist"), QStringLiteral("increasing-vengeance")})
            addToHand(s, 0, key);
        Game g(db, s);
        QCOMPARE(g.whyNot(Action::cast(0, tovolar)), QString());
        QVERIFY(APPLY(g, Action::cast(0, tovolar)).accepted);
        QCOMPARE(untappedLands(g, 0), QStringList());
    }
    // findPayment() against every subset of sources: it pays exactly when some subset can
    // (CR 601.2h), with one source per symbol of the right colour, whatever the colours wanted;
    // the pool is spent first; and without pool units no other payment leaves more of the
    // wanted symbols payable by the sources that remain.
    void findPayment_agreesWithExhaustiveSearch()
    {
        std::mt19937_64 rng(12);
        auto uniform = [&](int n) { return int(rng() % quint64(n)); };
        int payable = 0, unpayable = 0;
        for (int round = 0; round < 3000; ++round) {
            QList<ManaSource> sources;
            const int n = uniform(8);
            for (int i = 0; i < n; ++i) {
                ManaSource src{uniform(5) == 0 ? -1 : (uniform(6) == 0 ? -2 : 1000 + i), {}};
                if (src.objectId >= 0 && uniform(6) == 0)
                    src.produces = {Color::White, Color::Blue, Color::Black, Color::Red, Color::Green};
                else
                    src.produces = {static_cast<Color>(uniform(5))};
                sources.append(src);
            }
            ManaCost cost;
            cost.generic = uniform(3);
            for (int k = uniform(4); k > 0; --k)
                ++cost.colored[uniform(5)];
            cost.xCount = uniform(4) == 0 ? 1 : 0;
            const int x = cost.xCount ? uniform(3) : 0;
            cost.text = cost.symbolText();
            ColorNeeds keep{};
            for (int k = uniform(5); k > 0; --k)
                ++keep[uniform(5)];
            // Exhaustive: some subset of exactly the right size pays the coloured symbols.
            const int units = cost.manaValue() + x * cost.xCount;
            bool exists = false;
            int bestShortfall = INT_MAX; // over every payment
            for (int mask = 0; mask < (1 << n); ++mask) {
                if (std::popcount(unsigned(mask)) != units)
                    continue;
                QList<ManaSource> subset;
                for (int i = 0; i < n; ++i)
                    if (mask & (1 << i))
                        subset.append(sources[i]);
                // Coloured symbols by brute force over assignments of the subset's sources.
                QList<int> symbols;
                for (int c = 0; c < kColorCount; ++c)
                    for (int k = 0; k < cost.colored[c]; ++k)
                        symbols.append(c);
                std::function<bool(int, int)> assign = [&](int next, int usedMask) {
                    if (next == symbols.size())
                        return true;
                    for (int i = 0; i < subset.size(); ++i)
                        if (!(usedMask & (1 << i)) && subset[i].produces.contains(static_cast<Color>(symbols[next])) && assign(next + 1, usedMask | (1 << i)))
                            return true;
                    return false;
                };
                if (assign(0, 0)) {
                    exists = true;
                    bestShortfall = std::min(bestShortfall, shortfallWithout(sources, mask, keep));
                }
            }
            const auto found = findPayment(cost, x, sources, keep);
            QCOMPARE(bool(found), exists);
            if (!found) {
                ++unpayable;
                continue;
            }
            ++payable;
            QCOMPARE(found->size(), qsizetype(units));
            QList<int> sorted = *found;
            std::sort(sorted.begin(), sorted.end());
            QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()); // each source once
            // The coloured symbols come first, in WUBRG order, each paid by a source of its colour.
            int at = 0;
            for (int c = 0; c < kColorCount; ++c)
                for (int k = 0; k < cost.colored[c]; ++k)
                    QVERIFY(sources[found->at(at++)].produces.contains(static_cast<Color>(c)));
            // Pool units are all spent before any other source is, when the payment can use them.
            int poolUnits = 0, poolSpent = 0;
            for (int i = 0; i < n; ++i)
                poolUnits += sources[i].objectId == -1 ? 1 : 0;
            for (int i : *found)
                poolSpent += sources[i].objectId == -1 ? 1 : 0;
            if (cost.generic + x * cost.xCount >= poolUnits)
                QCOMPARE(poolSpent, poolUnits);
            // Without pool units (spent first whatever they are), no payment leaves fewer wanted
            // symbols without a source.
            int mask = 0;
            for (int i : *found)
                mask |= 1 << i;
            if (poolUnits == 0)
                QCOMPARE(shortfallWithout(sources, mask, keep), bestShortfall);
        }
        QVERIFY(payable > 500);
        QVERIFY(unpayable > 500);
    }
    // whyNot() and copies of a game (undo, "what if") never change the original. Regression: a
    // write through GameState::permanent() went into list data still shared with the copy, so
    // asking whyNot(cast) tapped the real lands and the spell then became uncastable.
    void whyNotAndCopies_leaveTheGameUnchanged()
    {
        GameState s = basePosition();
        const int forest = addPermanent(s, 0, kForest);
        addLands(s, 0, kMountain, 2);
        const int tovolar = addToHand(s, 0, kTovolar);
        Game g(db, s);
        const QString before = snapshot(g);
        QCOMPARE(g.whyNot(Action::cast(0, tovolar)), QString());
        QCOMPARE(snapshot(g), before);
        QCOMPARE(g.whyNot(Action::cast(0, tovolar)), QString()); // still castable
        Game copy(g);
        APPLY(copy, Action::cast(0, tovolar));
        Action tap = Action::make(Action::Type::TapForMana, 0);
        tap.objectId = forest;
        Game copy2(g);
        APPLY(copy2, tap);
        QVERIFY(copy2.state().permanent(forest)->tapped);
        QCOMPARE(snapshot(g), before);
        for (const auto &p : g.state().battlefield)
            QVERIFY(!p.tapped);
        QVERIFY(APPLY(g, Action::cast(0, tovolar)).accepted);
    }

    // CR 601.2h: an unpayable spell is refused and nothing is tapped.
    void payment_unpayableRefused()
    {
        GameState s = basePosition();
        addLands(s, 0, kMountain, 3); // no green source
        const int tovolar = addToHand(s, 0, kTovolar);
        addLands(s, 1, kForest, 3);    // the opponent's Forests are not hers
        Game g(db, s);
        expectRefused(g, Action::cast(0, tovolar), QStringLiteral("Not enough mana to pay {1}{R}{G}"));
        GameState t = basePosition();
        addPermanent(t, 0, kForest);
        addPermanent(t, 0, kMountain);
        addPermanent(t, 0, kMountain, false, true); // tapped: only two usable
        const int tovolar2 = addToHand(t, 0, kTovolar);
        Game g2(db, t);
        expectRefused(g2, Action::cast(0, tovolar2), QStringLiteral("CR 601.2h"));
    }

    // Weaver of Blossoms // Blossom-Clad Werewolf: creatures' {T} mana abilities used by
    // automatic payment (CR 605.1a), never while summoning sick (CR 302.6); "two mana of any
    // one color" is one colour for both units (CR 106.1b), and a unit the cost does not take
    // stays in the pool (CR 106.4).
    void payment_weaverOfBlossomsManaAbilities()
    {
        const QString weaver = QStringLiteral("weaver-of-blossoms");
        // By day: one mana of any colour pays {R}.
        GameState s = basePosition(DayNight::Day);
        const int w = addPermanent(s, 0, weaver);
        const int fire = addToHand(s, 0, QStringLiteral("play-with-fire"));
        Game g(db, s);
        QVERIFY(APPLY(g, Action::cast(0, fire, {playerTarget(1)})).accepted);
        QVERIFY(g.state().permanent(w)->tapped);
        // Summoning sick, it can't pay (CR 302.6).
        GameState t = basePosition(DayNight::Day);
        addPermanent(t, 0, weaver);
        t.battlefield.last().summoningSick = true;
        const int wolf = addToHand(t, 0, QStringLiteral("snarling-wolf"));
        Game g2(db, t);
        expectRefused(g2, Action::cast(0, wolf), QStringLiteral("CR 601.2h"));
        // At night: two of one colour can't pay {R}{G} (Kessig Naturalist) ...
        GameState n = basePosition(DayNight::Night);
        const int clad = addPermanent(n, 0, weaver, true);
        const int naturalist = addToHand(n, 0, QStringLiteral("kessig-naturalist"));
        const int wolf1 = addToHand(n, 0, QStringLiteral("snarling-wolf"));
        Game g3(db, n);
        expectRefused(g3, Action::cast(0, naturalist), QStringLiteral("Not enough mana to pay {R}{G}"));
        // ... but pays {G}, and the other {G} stays in the pool for the step.
        QVERIFY(APPLY(g3, Action::cast(0, wolf1)).accepted);
        QVERIFY(g3.state().permanent(clad)->tapped);
        QCOMPARE(g3.state().players[0].manaPool, QList<Color>{Color::Green});
    }

    // CR 202.3b / 712.8e: a back face's mana value is the front face's.
    void manaValue_backFaceEqualsFront()
    {
        GameState s = basePosition(DayNight::Night);
        const int scourge = addPermanent(s, 0, kTovolar, true);
        const int packleader = addPermanent(s, 0, QStringLiteral("tovolars-huntmaster"), true);
        Game g(db, s);
        const Permanent &t = *g.state().permanent(scourge), &h = *g.state().permanent(packleader);
        QCOMPARE(g.face(t).name, QStringLiteral("Tovolar, the Midnight Scourge"));
        QVERIFY(g.face(t).manaCost.isEmpty()); // no mana cost printed on the back
        QCOMPARE(g.manaValue(t.cardId), 3);
        QCOMPARE(g.face(h).name, QStringLiteral("Tovolar's Packleader"));
        QCOMPARE(g.manaValue(h.cardId), 6);
        QCOMPARE(g.colors(t), QStringLiteral("RG")); // CR 204: from the colour indicator
    }

    // CR 712.8c, 712.13: a daybound spell cast by day is front face up and enters that way.
    void daybound_castByDay_entersFrontFaceUp()
    {
        GameState s = basePosition(DayNight::Day);
        addLands(s, 0, kForest, 1);
        addLands(s, 0, kMountain, 1);
        const int naturalist = addToHand(s, 0, QStringLiteral("kessig-naturalist"));
        Game g(db, s);
        APPLY(g, Action::cast(0, naturalist));
        QCOMPARE(g.state().stack.last().face, 0);
        const Events ev = resolveTop(g);
        QCOMPARE(faceOf(g, QStringLiteral("kessig-naturalist")), QStringLiteral("Kessig Naturalist"));
        QVERIFY(!eventOf(ev, Event::Type::PermanentEntered).backFaceUp);
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 0);
        QCOMPARE(g.state().designation, DayNight::Day);
    }

    // CR 704.5a: 0 or less life loses the game; in a two-player game the other player wins.
    void sba_zeroLifeLoses()
    {
        Game zero(db, basePosition());
        APPLY(zero, Action::make(Action::Type::SetLife, 1)); // amount 0 by default
        QVERIFY(zero.state().gameOver && zero.state().players[1].hasLost);
        QCOMPARE(zero.state().winner, 0);

        Game g(db, basePosition());
        Action one = Action::make(Action::Type::SetLife, 0);
        one.amount = 1;
        APPLY(g, one);
        QVERIFY(!g.state().gameOver);
        Action minus = Action::make(Action::Type::SetLife, 0);
        minus.amount = -3;
        const Events ev = APPLY(g, minus).events;
        const int lost = indexOf(ev, Event::Type::PlayerLost);
        QVERIFY(lost >= 0);
        QCOMPARE(ev[lost].player, 0);
        QCOMPARE(ev[lost].rule, QStringLiteral("CR 704.5a"));
        QCOMPARE(g.state().winner, 1);
        QCOMPARE(ev.last().type, Event::Type::GameOver);
    }

    // CR 704.5g: damage marked equal to toughness destroys the creature when SBAs are checked.
    void sba_lethalDamageDies()
    {
        GameState s = basePosition(DayNight::Day);
        const int hurt = addPermanent(s, 1, QStringLiteral("hound-tamer")); // 3/3
        const int fine = addPermanent(s, 1, QStringLiteral("kessig-naturalist")); // 2/2
        s.battlefield[0].damage = 3, s.battlefield[1].damage = 1;
        const int card = s.battlefield[0].cardId;
        Game g(db, s);
        const Events ev = APPLY(g, Action::pass(0)).events; // Bob would receive priority: SBAs
        QVERIFY(!g.state().permanent(hurt));
        QVERIFY(g.state().permanent(fine));
        QCOMPARE(g.state().players[1].graveyard, QList<int>{card});
        QCOMPARE(eventOf(ev, Event::Type::PermanentLeft).rule, QStringLiteral("CR 704.5g"));
    }
    // R8/R20 (CR 712.18, 704.5g): damage stays through a transform; when it becomes day a 4/4
    // Howlpack Avenger with 3 damage becomes the 3/3 Ill-Tempered Loner and dies.
    void sba_transformShrinksToughness_dies()
    {
        GameState s = basePosition(DayNight::Night);
        const int loner = addPermanent(s, 1, QStringLiteral("ill-tempered-loner"), true);
        s.battlefield[0].damage = 3;
        Game g(db, s);
        APPLY(g, Action::pass(0));
        QVERIFY(g.state().permanent(loner)); // 3 damage on a 4/4
        const Events ev = APPLY(g, Action::becomes(DayNight::Day)).events;
        const int transformed = requireIndexOf(ev, Event::Type::PermanentTransformed);
        const int left = requireIndexOf(ev, Event::Type::PermanentLeft);
        QVERIFY(!QTest::currentTestFailed() && transformed < left);
        QVERIFY(!g.state().permanent(loner));
        QCOMPARE(g.state().players[1].graveyard.size(), qsizetype(1));
    }

    // CR 704.5j: two legendary permanents with the same name under one controller: the
    // controller chooses one; the other goes to the graveyard. Different controllers: no rule.
    void sba_legendRule_chooseOne()
    {
        Game g(db, basePosition(DayNight::Day));
        APPLY(g, Action::put(0, {{kTovolar, false}, {kTovolar, false}}));
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::LegendRule);
        QCOMPARE(g.state().decision.player, 0);
        const QList<int> options = g.state().decision.options;
        QCOMPARE(options.size(), 2);
        QVERIFY(!g.apply(Action::pass(0)).accepted); // must answer first
        Action keep = Action::make(Action::Type::ChooseCards, 0);
        keep.choices = {options[1]};
        const Events ev = APPLY(g, keep).events;
        QCOMPARE(count(ev, Event::Type::PermanentLeft), 1);
        QCOMPARE(eventOf(ev, Event::Type::PermanentLeft).objectId, options[0]);
        QVERIFY(g.state().permanent(options[1]));
        QVERIFY(!g.state().permanent(options[0]));
        QCOMPARE(permanentCount(g, kTovolar), 1);
        QCOMPARE(g.state().players[0].graveyard.size(), qsizetype(1));
        QCOMPARE(g.state().priorityPlayer, 0);

        Game g2(db, basePosition(DayNight::Day));
        APPLY(g2, Action::put(0, {{kTovolar, false}}));
        APPLY(g2, Action::put(1, {{kTovolar, false}}));
        QCOMPARE(g2.state().decision.kind, PendingDecision::Kind::None);
        QCOMPARE(permanentCount(g2, kTovolar), 2);
    }

    // CR 614.12 / ruling 1: Brimstone Vandal makes it day as it enters, only from neither.
    void brimstoneVandal_neitherBecomesDay_notAtNight()
    {
        for (DayNight d : {DayNight::Neither, DayNight::Night, DayNight::Day}) {
            GameState s = basePosition(d);
            addLands(s, 0, kMountain, 3);
            const int vandal = addToHand(s, 0, QStringLiteral("brimstone-vandal"));
            Game g(db, s);
            APPLY(g, Action::cast(0, vandal));
            QCOMPARE(g.state().designation, d); // not while it is a spell
            const Events ev = resolveTop(g);
            QCOMPARE(faceOf(g, QStringLiteral("brimstone-vandal")), QStringLiteral("Brimstone Vandal"));
            if (d == DayNight::Neither) {
                QCOMPARE(g.state().designation, DayNight::Day);
                const int i = indexOf(ev, Event::Type::DayNightChanged);
                QVERIFY(i >= 0);
                QCOMPARE(ev[i].from, DayNight::Neither);
                QCOMPARE(ev[i].rule, QStringLiteral("CR 614.12"));
            } else {
                QCOMPARE(g.state().designation, d);
                QCOMPARE(count(ev, Event::Type::DayNightChanged), 0);
            }
        }
    }

    // CR 603.6a: Tovolar's Huntmaster cast by day: its enters trigger creates two 2/2 Wolves.
    void huntmaster_castByDay_twoWolves()
    {
        GameState s = basePosition(DayNight::Day);
        addLands(s, 0, kForest, 6);
        const int hm = addToHand(s, 0, QStringLiteral("tovolars-huntmaster"));
        Game g(db, s);
        APPLY(g, Action::cast(0, hm));
        const Events entered = resolveTop(g);
        QCOMPARE(faceOf(g, QStringLiteral("tovolars-huntmaster")), QStringLiteral("Tovolar's Huntmaster"));
        QCOMPARE(count(entered, Event::Type::AbilityTriggered), 1);
        QCOMPARE(g.state().stack.size(), 1);
        QVERIFY(g.state().stack.last().isAbility);
        QCOMPARE(permanentCount(g, QStringLiteral("wolf")), 0); // not until it resolves
        const Events ev = resolveTop(g);
        QCOMPARE(count(ev, Event::Type::TokenCreated), 2);
        QCOMPARE(permanentCount(g, QStringLiteral("wolf")), 2);
        for (const auto &p : g.state().battlefield.mid(1)) { // after the Forests and the Huntmaster
            if (!g.state().cards[p.cardId].token)
                continue;
            QCOMPARE(g.face(p).name + QStringLiteral(" %1/%2 of %3").arg(g.characteristics(p).power).arg(g.characteristics(p).toughness).arg(p.controller),
                     QStringLiteral("Wolf 2/2 of 0"));
        }
        QVERIFY(g.state().stack.isEmpty());
        QCOMPARE(g.state().spellsCastThisTurn[0], 1); // the tokens were not cast
    }

    // CR 702.73a: changeling is every creature type, on the battlefield and in every other zone:
    // a Human for the Mayor of Avabruck's anthem and a Wolf or Werewolf for Howlpack Alpha's,
    // never a land type; a type-changing effect that sets its types wins (CR 613.1d).
    void changeling_isEveryCreatureType()
    {
        CardDatabase cards = testDatabase();
        QString error;
        QVERIFY2(cards.add(QJsonDocument::fromJson(R"json({"schema": 1, "key": "test-changeling", "layout": "normal",
            "faces": [{"name": "Test Shapeshifter", "manaCost": "{1}", "types": ["Creature"], "subtypes": ["Shapeshifter"], "power": 1, "toughness": 1,
                       "oracleText": "Changeling (This card is every creature type.)", "keywords": ["Changeling"], "abilities": []}]})json").object(),
                           QStringLiteral("test-changeling"), &error), qPrintable(error));
        const CardFace &printed = cards.find(QStringLiteral("test-changeling"))->front();
        QVERIFY(printed.hasCreatureType(QStringLiteral("Werewolf"))); // in a hand or a library too
        QVERIFY(!printed.hasSubtype(QStringLiteral("Werewolf")));
        GameState s = basePosition(DayNight::Night);
        addPermanent(s, 0, QStringLiteral("mayor-of-avabruck"));       // other Humans you control get +1/+1
        addPermanent(s, 0, QStringLiteral("mayor-of-avabruck"), true); // Howlpack Alpha: other Wolves and Werewolves get +1/+1
        const int shapeshifter = addPermanent(s, 0, QStringLiteral("test-changeling"));
        const int human = addPermanent(s, 0, QStringLiteral("kruin-outlaw"));
        Game g(cards, s);
        const Characteristics c = g.characteristics(*g.state().permanent(shapeshifter));
        QVERIFY(c.isHuman() && c.isWolfOrWerewolf() && c.hasCreatureType(QStringLiteral("Soldier")));
        QVERIFY(!c.hasSubtype(QStringLiteral("Forest")));
        QCOMPARE(QStringLiteral("%1/%2").arg(c.power).arg(c.toughness), QStringLiteral("3/3")); // both anthems
        const Characteristics k = g.characteristics(*g.state().permanent(human)); // Human Rogue Werewolf: both too
        QCOMPARE(QStringLiteral("%1/%2").arg(k.power).arg(k.toughness), QStringLiteral("4/4"));
        QVERIFY(!g.characteristics(*g.state().permanent(human)).hasCreatureType(QStringLiteral("Soldier")));
    }
};

QTEST_GUILESS_MAIN(TestCasting)
#include "tst_casting.moc"
