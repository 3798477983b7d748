// The computer opponent (issue 13): every player answers only with actions the engine accepts,
// whatever it is asked; a whole game between them ends; the search is deterministic for a seed
// and never looks at hidden cards; it holds a spell to let night come when its werewolves are
// better at night, and casts a second spell to make it day when day is better for it; the match
// runner plays and reports. No test looks at a clock (the search stops at an iteration count).
#include "evaluation.h"
#include "greedyplayer.h"
#include "match.h"
#include "openinghand.h"
#include "randomplayer.h"
#include "scenario.h"
#include "searchplayer.h"

#include "daynight.h"
#include "combatplan.h"
#include "position.h"

#include <QTest>
#include <random>

using namespace rules;

namespace {

QList<PlayerSetup> demoSeats()
{
    return {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
            {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}};
}

// A small search for tests: iterations decide when it stops, never the clock.
ai::SearchOptions smallSearch(int iterations = 40, int horizon = 2)
{
    ai::SearchOptions o;
    o.iterations = iterations;
    o.budgetMs = 0;
    o.horizonTurns = horizon;
    return o;
}

std::unique_ptr<Scenario> loadScenario(const QString &name)
{
    auto sc = std::make_unique<Scenario>();
    QString error;
    const QString file = QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/ai/%1.json").arg(name);
    if (!Scenario::load(file, sc.get(), &error))
        qFatal("%s", qPrintable(error));
    return sc;
}

int handCard(const Game &g, int player, const QString &key)
{
    for (int id : g.state().players[player].hand)
        if (g.state().cards[id].key == key)
            return id;
    return -1;
}

// How many of `seeds` searches from `g` for Alice (seat 0) cast card `cardId`.
int searchesCasting(const Game &g, int cardId, const QList<quint64> &seeds, const ai::SearchOptions &o)
{
    const ai::SearchPlayer search(o);
    int casts = 0;
    for (quint64 seed : seeds) {
        const Action a = search.decide(g, 0, seed);
        casts += a.type == Action::Type::CastSpell && a.cardId == cardId ? 1 : 0;
    }
    return casts;
}

// The search's mean reward for casting `cardId` less that for passing, from `g` for Alice.
double castingAdvantage(const Game &g, int cardId, const ai::SearchOptions &o)
{
    double cast = 0, pass = 0;
    for (const auto &c : ai::SearchPlayer(o).analyse(g, 0, 1)) {
        if (c.action.type == Action::Type::CastSpell && c.action.cardId == cardId)
            cast = c.meanReward;
        else if (c.action.type == Action::Type::PassPriority)
            pass = c.meanReward;
    }
    return cast - pass;
}

} // namespace

class TestAi : public QObject
{
    Q_OBJECT

private slots:
    void everyAnswerIsLegal();
    void everyDeckIsPlayedLegally();
    void forecastIsTheEngines();
    void wholeGameEnds();
    void sameSeedSameDecisions();
    void neverPeeks_data();
    void neverPeeks();
    void holdsSpellToLetNightCome();
    void castsSecondSpellToMakeDay();
    void matchRunner();
    void matchRunnerCyclesThroughDeckPairs();
    void openingHandRule_data();
    void openingHandRule();
    void attacksEachCombatIfAble();
    void blocksOnlyWhereTheRulesAllow();
    void crackBackIsCounted();
    void keepsBlockersAgainstLethalCrackBack();
};

// Random positions of real games (both demo decks, every kind of decision the random player
// runs into): each player's answer is accepted by the engine.
void TestAi::everyAnswerIsLegal()
{
    const CardDatabase &db = CardDatabase::builtIn();
    const ai::RandomPlayer random;
    const ai::GreedyPlayer greedy;
    const ai::GreedyPlayer judging(ai::GreedyPlayer::Options{true, 0.1, true});
    const ai::SearchPlayer search(smallSearch(8, 1));
    QMap<int, int> decisionKinds;
    int asked = 0, searched = 0;
    for (quint64 seed = 1; seed <= 6; ++seed) {
        Game g(db, seed, demoSeats());
        std::mt19937_64 rng(seed);
        for (int n = 0; n < 700 && !g.state().gameOver; ++n) {
            const int seat = ai::actingPlayer(g.state());
            QVERIFY(seat >= 0);
            const bool deciding = g.state().decision.kind != PendingDecision::Kind::None;
            if (n % 5 == 0 || deciding) {
                decisionKinds[int(g.state().decision.kind)]++;
                QList<const ai::Player *> players{&random, &greedy, &judging};
                if (n % 25 == 0 || (deciding && searched < 60)) {
                    players.append(&search);
                    ++searched;
                }
                for (const ai::Player *p : players) {
                    const Action a = p->decide(g, seat, rng());
                    const QString why = g.whyNot(a);
                    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 at action %2 of seed %3: %4").arg(p->kind()).arg(n).arg(seed).arg(why)));
                    ++asked;
                }
            }
            QVERIFY(g.apply(random.decide(g, seat, rng())).accepted);
        }
    }
    qInfo("%d answers checked (%d searches); decision kinds met: %lld", asked, searched, static_cast<long long>(decisionKinds.size()));
    QVERIFY(decisionKinds.size() >= 4); // priority, targets, attackers, blockers at least
}

// Every preconstructed deck against the next one (all five, so every day/night card is in some
// game): the random, greedy and searching players' answers are legal at each decision and every
// fifth priority, and greedy play of both seats puts most of the decks' cards onto the
// battlefield or the stack at some point, the last three cards among them.
void TestAi::everyDeckIsPlayedLegally()
{
    const CardDatabase &db = CardDatabase::builtIn();
    const QStringList decks = CardDatabase::builtInDeckNames();
    const ai::RandomPlayer random;
    const ai::GreedyPlayer greedy;
    const ai::SearchPlayer search(smallSearch(8, 1));
    QSet<QString> inDecks, played;
    int asked = 0;
    for (int d = 0; d < decks.size(); ++d) {
        const QList<PlayerSetup> seats{{QStringLiteral("Alice"), CardDatabase::builtInDeck(decks[d])},
                                       {QStringLiteral("Bob"), CardDatabase::builtInDeck(decks[(d + 1) % decks.size()])}};
        for (const auto &entry : seats[0].deck.cards)
            inDecks.insert(entry.first);
        for (quint64 seed = 1; seed <= 8; ++seed) {
            Game g(db, seed * 31 + quint64(d), seats);
            std::mt19937_64 rng(seed);
            for (int n = 0; n < 900 && !g.state().gameOver; ++n) {
                const int seat = ai::actingPlayer(g.state());
                QVERIFY(seat >= 0);
                const bool deciding = g.state().decision.kind != PendingDecision::Kind::None;
                if (n % 5 == 0 || deciding) {
                    QList<const ai::Player *> players{&random, &greedy};
                    if (n % 40 == 0)
                        players.append(&search);
                    for (const ai::Player *p : players) {
                        const Action a = p->decide(g, seat, rng());
                        const QString why = g.whyNot(a);
                        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 at action %2 of %3 against %4, seed %5: %6")
                                                               .arg(p->kind()).arg(n).arg(decks[d], decks[(d + 1) % decks.size()]).arg(seed).arg(why)));
                        ++asked;
                    }
                }
                // Greedy plays what it can (random would leave most of the cards in hand).
                QVERIFY(g.apply((seed % 2 ? static_cast<const ai::Player &>(greedy) : random).decide(g, seat, rng())).accepted);
                for (const Permanent &p : g.state().battlefield)
                    played.insert(g.state().cards[p.cardId].key);
                for (const StackObject &so : g.state().stack)
                    played.insert(g.state().cards[so.cardId].key);
            }
        }
    }
    inDecks.subtract({QStringLiteral("forest"), QStringLiteral("mountain"), QStringLiteral("island"), QStringLiteral("plains"), QStringLiteral("swamp")});
    const QSet<QString> unplayed = inDecks - played;
    qInfo("%d answers checked; %lld of %lld nonland cards of the decks played; never: %s", asked, static_cast<long long>((inDecks & played).size()),
          static_cast<long long>(inDecks.size()), qPrintable(QStringList(unplayed.values()).join(QStringLiteral(", "))));
    QVERIFY2(unplayed.size() <= inDecks.size() / 5, qPrintable(QStringList(unplayed.values()).join(QStringLiteral(", "))));
    for (const char *key : {"baneblade-scoundrel", "ballista-watcher", "volatile-arsonist"})
        QVERIFY2(played.contains(QLatin1String(key)), key);
}

// The evaluation's "after the next untap step" is the engine's own check (CR 730.2a-c).
void TestAi::forecastIsTheEngines()
{
    const auto sc = loadScenario(QStringLiteral("hold-for-night"));
    GameState s = sc->start;
    QCOMPARE(ai::Evaluation::nextDesignation(s), DayNight::Night); // day, no spell yet
    s.spellsCastThisTurn[0] = 1;
    QCOMPARE(ai::Evaluation::nextDesignation(s), DayNight::Day);
    s.designation = DayNight::Night;
    QCOMPARE(ai::Evaluation::nextDesignation(s), checkAtUntap(DayNight::Night, 1).next);
    s.spellsCastThisTurn[0] = 2;
    QCOMPARE(ai::Evaluation::nextDesignation(s), DayNight::Day);
    s.spellsCastThisTurn[1] = 5; // Bob's spells on Alice's turn count for nobody (ruling 3)
    s.spellsCastThisTurn[0] = 0;
    s.designation = DayNight::Day;
    QCOMPARE(ai::Evaluation::nextDesignation(s), DayNight::Night);

    // Alice's werewolves are worth more when night is coming.
    Game dayStays(sc->cards, [&] { GameState t = sc->start; t.spellsCastThisTurn[0] = 1; return t; }());
    Game nightComes(sc->cards, sc->start);
    QVERIFY(ai::Evaluation::sideValue(nightComes, 0, 0) > ai::Evaluation::sideValue(dayStays, 0, 0) + 3.0);
    QCOMPARE(ai::Evaluation::sideValue(nightComes, 1, 0), ai::Evaluation::sideValue(dayStays, 1, 0));
}

// A whole game between the computer opponent and the greedy player ends by the rules.
void TestAi::wholeGameEnds()
{
    ai::MatchOptions o;
    o.games = 1;
    o.seats = {QStringLiteral("ai"), QStringLiteral("greedy")};
    o.seed = 3;
    o.search = smallSearch(12, 1);
    const ai::MatchRunner runner(o);
    ai::MatchResult r;
    r.wins = {0, 0};
    const ai::GameOutcome g = runner.playGame(0, &r);
    QVERIFY2(g.winner >= 0, qPrintable(runner.gameLine(g)));
    QVERIFY(g.turns >= 3);
    QVERIFY(!r.searchMs.isEmpty());
}

// The same seed gives the same decisions: a game's first 150 actions, twice.
void TestAi::sameSeedSameDecisions()
{
    const CardDatabase &db = CardDatabase::builtIn();
    const ai::SearchPlayer search(smallSearch(10, 1));
    const ai::GreedyPlayer greedy;
    auto play = [&](quint64 seed) {
        Game g(db, seed, demoSeats());
        QList<Action> actions;
        for (int n = 0; n < 150 && !g.state().gameOver; ++n) {
            const int seat = ai::actingPlayer(g.state());
            const Action a = seat == 0 ? search.decide(g, seat, ai::mixSeed(seed, n)) : greedy.decide(g, seat, n);
            actions.append(a);
            g.apply(a);
        }
        return actions;
    };
    const QList<Action> first = play(11);
    QCOMPARE(play(11), first);
    QVERIFY(play(12) != first);

    const auto sc = loadScenario(QStringLiteral("hold-for-night"));
    const Game g(sc->cards, sc->start);
    const auto a = search.analyse(g, 0, 5), b = search.analyse(g, 0, 5);
    QCOMPARE(a.size(), b.size());
    for (int i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].action, b[i].action);
        QCOMPARE(a[i].visits, b[i].visits);
        QCOMPARE(a[i].meanReward, b[i].meanReward);
    }
}

void TestAi::neverPeeks_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("minTurn");
    QTest::newRow("early game") << quint64(21) << 3;
    QTest::newRow("later game") << quint64(24) << 6;
}

// Two positions that differ only in what Alice cannot see (Bob's hand contents, the order of
// both libraries, the game's random generator) give the same search, node for node.
void TestAi::neverPeeks()
{
    QFETCH(quint64, seed);
    QFETCH(int, minTurn);
    const CardDatabase &db = CardDatabase::builtIn();
    const ai::GreedyPlayer greedy;
    Game g(db, seed, demoSeats());
    // Play on until Alice has a real choice in her main phase, Bob holding cards.
    for (int n = 0; n < 3000; ++n) {
        const GameState &s = g.state();
        QVERIFY(!s.gameOver);
        const int seat = ai::actingPlayer(s);
        if (seat == 0 && s.turnNumber >= minTurn && s.activePlayer == 0 && s.step == Step::PrecombatMain
            && !s.players[1].hand.isEmpty() && ai::candidateActions(g, 0).size() > 1)
            break;
        QVERIFY(g.apply(greedy.decide(g, seat, n)).accepted);
    }
    QVERIFY(ai::candidateActions(g, 0).size() > 1);

    GameState other = g.state();
    Player &bob = other.players[1];
    // Bob's hand gets other cards of his library (their keys differ), and the libraries change order.
    int swapped = 0;
    for (int h = 0; h < bob.hand.size(); ++h)
        for (int l = 0; l < bob.library.size(); ++l)
            if (other.cards[bob.library[l]].key != other.cards[bob.hand[h]].key) {
                std::swap(bob.hand[h], bob.library[l]);
                ++swapped;
                break;
            }
    QVERIFY(swapped > 0);
    std::reverse(bob.library.begin(), bob.library.end());
    std::reverse(other.players[0].library.begin(), other.players[0].library.end());
    other.rng.seed(12345);
    QVERIFY(other.players[1].hand != g.state().players[1].hand);
    const Game peeked(db, other);

    const ai::SearchPlayer search(smallSearch(30, 2));
    for (quint64 s : {quint64(1), quint64(2)}) {
        const auto a = search.analyse(g, 0, s), b = search.analyse(peeked, 0, s);
        QCOMPARE(a.size(), b.size());
        for (int i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].action, b[i].action);
            QCOMPARE(a[i].visits, b[i].visits);
            QCOMPARE(a[i].meanReward, b[i].meanReward);
        }
        QCOMPARE(search.decide(g, 0, s), search.decide(peeked, 0, s));
    }
}

// Day, Alice's werewolves are better at night, Bob casts one spell a turn: she holds Snarling
// Wolf so that it becomes night (CR 730.2a) and stays night. With Wolf tokens instead of
// werewolves she casts it.
void TestAi::holdsSpellToLetNightCome()
{
    const QList<quint64> seeds{1, 2, 3};
    const ai::SearchOptions o = smallSearch(150, 2);
    {
        const auto sc = loadScenario(QStringLiteral("hold-for-night"));
        const Game g(sc->cards, sc->start);
        const int wolf = handCard(g, 0, QStringLiteral("snarling-wolf"));
        QVERIFY(wolf >= 0);
        QVERIFY(g.whyNotCastable(0, wolf).isEmpty());
        QCOMPARE(searchesCasting(g, wolf, seeds, o), 0);
        // The policy of the playouts judges the same way.
        const ai::GreedyPlayer judging(ai::GreedyPlayer::Options{true, 0.0});
        QCOMPARE(judging.decide(g, 0, 1).type, Action::Type::PassPriority);
    }
    {
        const auto sc = loadScenario(QStringLiteral("hold-for-night-control"));
        const Game g(sc->cards, sc->start);
        const int wolf = handCard(g, 0, QStringLiteral("snarling-wolf"));
        QCOMPARE(searchesCasting(g, wolf, seeds, o), seeds.size());
    }
}

// Night, Alice has cast one spell, Bob's werewolves are better at night: she casts a second
// spell, one that does nothing else, so that it becomes day (CR 730.2b) before they attack.
// With Wolf tokens instead, the card is worth as much kept as cast: the search sees no gain in
// casting it, and the playouts' policy keeps it.
void TestAi::castsSecondSpellToMakeDay()
{
    const QList<quint64> seeds{1, 2, 3};
    const ai::SearchOptions o = smallSearch(150, 2);
    double advantage = 0;
    {
        const auto sc = loadScenario(QStringLiteral("second-spell-for-day"));
        const Game g(sc->cards, sc->start);
        const int quiet = handCard(g, 0, QStringLiteral("quiet-instant"));
        QVERIFY(quiet >= 0);
        QCOMPARE(searchesCasting(g, quiet, seeds, o), seeds.size());
        advantage = castingAdvantage(g, quiet, o);
        QVERIFY2(advantage > 0.05, qPrintable(QString::number(advantage)));
    }
    {
        const auto sc = loadScenario(QStringLiteral("second-spell-for-day-control"));
        const Game g(sc->cards, sc->start);
        const int quiet = handCard(g, 0, QStringLiteral("quiet-instant"));
        const double control = castingAdvantage(g, quiet, o);
        QVERIFY2(control < advantage - 0.05, qPrintable(QStringLiteral("%1 vs %2").arg(control).arg(advantage)));
        const ai::GreedyPlayer judging(ai::GreedyPlayer::Options{true, 0.0});
        QCOMPARE(judging.decide(g, 0, 1).type, Action::Type::PassPriority);
    }
}

// The runner plays N games, alternates who starts, swaps decks, and reports.
void TestAi::matchRunner()
{
    ai::MatchOptions o;
    o.games = 4;
    o.seats = {QStringLiteral("greedy"), QStringLiteral("random")};
    o.seed = 7;
    const ai::MatchRunner runner(o);
    QStringList lines;
    const ai::MatchResult r = runner.run([&](const ai::GameOutcome &g) { lines.append(runner.gameLine(g)); });
    QCOMPARE(r.games.size(), 4);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(r.wins.value(0) + r.wins.value(1) + r.draws, 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(r.games[i].starter, i % 2);
        QVERIFY2(lines[i].startsWith(QStringLiteral("game %1: ").arg(i + 1)), qPrintable(lines[i]));
    }
    QCOMPARE(r.games[0].decks, (QStringList{r.games[1].decks}));
    QVERIFY(r.games[2].decks[0] == r.games[0].decks[1]);
    QVERIFY(r.wins.value(0) >= 3); // greedy beats random
    QCOMPARE(runner.summaryLine(r), QStringLiteral("greedy won %1 of 4, random won %2%3")
                                        .arg(r.wins[0]).arg(r.wins[1]).arg(r.draws ? QStringLiteral(", %1 draw%2").arg(r.draws).arg(r.draws == 1 ? "" : "s") : QString()));
    QVERIFY(r.searchMs.isEmpty());

    // The same match twice: the same games.
    const ai::MatchResult again = ai::MatchRunner(o).run();
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(again.games[i].winner, r.games[i].winner);
        QCOMPARE(again.games[i].actions, r.games[i].actions);
    }
    QCOMPARE(ai::MatchRunner::quantile({5, 1, 3, 2, 4}, 0.5), 3.0);
    QCOMPARE(ai::MatchRunner::quantile({5, 1, 3, 2, 4}, 0.95), 5.0);
    QVERIFY(ai::MatchRunner::makePlayer(QStringLiteral("ai")));
    QVERIFY(!ai::MatchRunner::makePlayer(QStringLiteral("nobody")));
    // The deck line: the first kind's wins by its deck and by the other's.
    const QString deckLine = runner.deckLine(r);
    QVERIFY2(deckLine.startsWith(QStringLiteral("greedy by its deck: %1 ").arg(r.games[0].decks[0])), qPrintable(deckLine));
    QVERIFY2(deckLine.contains(QStringLiteral("; by random's deck: ")), qPrintable(deckLine));
    QVERIFY2(deckLine.contains(QStringLiteral(" of 2")), qPrintable(deckLine));
}

// Every ordered pair of different decks, each twice (each kind starting once), in a cycle of
// 2 N (N - 1) games; with the two demo decks, the cycle of four games the runner always had.
void TestAi::matchRunnerCyclesThroughDeckPairs()
{
    using Pairs = QList<std::pair<int, int>>;
    QCOMPARE(ai::MatchRunner::deckPairs(2), (Pairs{{0, 1}, {1, 0}}));
    const Pairs three = ai::MatchRunner::deckPairs(3);
    QCOMPARE(three, (Pairs{{0, 1}, {1, 0}, {0, 2}, {2, 0}, {1, 2}, {2, 1}}));
    QCOMPARE(ai::MatchRunner::deckPairs(5).size(), 20);
    const QStringList all = CardDatabase::builtInDeckNames();
    QCOMPARE(all.mid(0, 2), (QStringList{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")}));
    QVERIFY(all.size() >= 2);
    for (const QString &name : all)
        QCOMPARE(CardDatabase::builtInDeck(name).size(), 40);
    ai::MatchOptions o;
    o.games = 2 * int(ai::MatchRunner::deckPairs(int(all.size())).size());
    o.seats = {QStringLiteral("random"), QStringLiteral("random")};
    o.decks = all;
    o.maxTurns = 3; // the decks dealt, not the games played out
    const ai::MatchResult r = ai::MatchRunner(o).run();
    QSet<QString> pairsPlayed;
    for (const ai::GameOutcome &g : r.games) {
        QCOMPARE(g.decks.size(), 2);
        QVERIFY(g.decks[0] != g.decks[1]);
        pairsPlayed.insert(g.decks.join(QLatin1Char('|')));
    }
    QCOMPARE(pairsPlayed.size(), qsizetype(all.size() * (all.size() - 1)));
}

QTEST_GUILESS_MAIN(TestAi)
// Wrathful Jailbreaker attacks each combat if able (CR 508.1d): every attack the engine offers
// and every player's declaration include it, even when the plan would keep it home (a 7/7
// waits); one without it is refused with the rule.
void TestAi::attacksEachCombatIfAble()
{
    const CardDatabase &db = testing::testDatabase();
    GameState s = testing::basePosition(DayNight::Night);
    const int jailbreaker = testing::addPermanent(s, 0, QStringLiteral("weary-prisoner"), true);
    const int wolf = testing::addPermanent(s, 0, QStringLiteral("wolf"));
    testing::addPermanent(s, 1, QStringLiteral("tovolars-huntmaster"), true); // Tovolar's Packleader, 7/7
    s.step = Step::BeginningOfCombat;
    Game g(db, s);
    while (g.state().decision.kind != PendingDecision::Kind::DeclareAttackers)
        QVERIFY(g.apply(Action::pass(g.state().priorityPlayer)).accepted);
    QCOMPARE(g.requiredAttackers(), (QList<int>{jailbreaker, 1}));
    const QList<Action> offered = g.legalActions(0);
    QVERIFY(offered.size() >= 2);
    for (const Action &a : offered) {
        QVERIFY(a.choices.contains(jailbreaker));
        QVERIFY(g.whyNot(a).isEmpty());
    }
    Action home = Action::make(Action::Type::ChooseCards, 0);
    home.choices = {wolf, 1};
    QVERIFY(g.whyNot(home).contains(QStringLiteral("Wrathful Jailbreaker attacks each combat if able")));
    QVERIFY(g.whyNot(home).contains(QStringLiteral("CR 508.1d")));
    const Action planned = ai::CombatPlan::attackers(g, 0);
    QVERIFY(planned.choices.contains(jailbreaker) && g.whyNot(planned).isEmpty());
    const ai::GreedyPlayer greedy;
    const ai::SearchPlayer search(smallSearch(8, 1));
    for (const ai::Player *p : QList<const ai::Player *>{&greedy, &search}) {
        const Action a = p->decide(g, 0, 7);
        QVERIFY2(a.choices.contains(jailbreaker) && g.whyNot(a).isEmpty(), qPrintable(p->kind()));
    }
}

// Riphook Raider can't be blocked by creatures with power 2 or less (CR 509.1b): the blocking
// plan never pairs a Wolf with it and chumps with the creature that may block.
void TestAi::blocksOnlyWhereTheRulesAllow()
{
    const CardDatabase &db = testing::testDatabase();
    GameState b = testing::basePosition(DayNight::Night);
    const int raider = testing::addPermanent(b, 0, QStringLiteral("hookhand-mariner"), true);
    const int bobsWolf = testing::addPermanent(b, 1, QStringLiteral("wolf"));
    const int terror = testing::addPermanent(b, 1, QStringLiteral("kruin-outlaw"), true); // Terror of Kruin Pass, 3/3
    b.players[1].life = 6; // the Raider's 6 would be lethal: a chump block is wanted
    b.step = Step::BeginningOfCombat;
    Game h(db, b);
    while (h.state().decision.kind != PendingDecision::Kind::DeclareAttackers)
        QVERIFY(h.apply(Action::pass(h.state().priorityPlayer)).accepted);
    Action attack = Action::make(Action::Type::ChooseCards, 0);
    attack.choices = {raider, 1};
    QVERIFY(h.apply(attack).accepted);
    while (h.state().decision.kind != PendingDecision::Kind::DeclareBlockers)
        QVERIFY(h.apply(Action::pass(h.state().priorityPlayer)).accepted);
    QVERIFY(h.whyCantBlock(bobsWolf, raider).contains(QStringLiteral("CR 509.1b")));
    const Action blocks = ai::CombatPlan::blockers(h, 1);
    QCOMPARE(blocks.choices, (QList<int>{terror, raider}));
    QVERIFY(h.whyNot(blocks).isEmpty());
}

namespace {

// Alice (seat 0) at `aliceLife` in her declare attackers step with four Wolves (2/2); Bob at 12
// with five untapped Insects (1/1, none can kill a Wolf) and, when `bobHasTappedWolf`, a tapped
// Wolf that untaps for his turn. The shape of a game the computer lost attacking with
// everything into a player with five untapped blockers.
Game crackBackPosition(int aliceLife, bool bobHasTappedWolf, QList<int> *wolves = nullptr)
{
    GameState s = testing::basePosition(DayNight::Day);
    s.players[0].life = aliceLife;
    s.players[1].life = 12;
    for (int i = 0; i < 4; ++i) {
        const int w = testing::addPermanent(s, 0, QStringLiteral("wolf"));
        if (wolves)
            wolves->append(w);
    }
    for (int i = 0; i < 5; ++i)
        testing::addPermanent(s, 1, QStringLiteral("insect"));
    if (bobHasTappedWolf)
        testing::addPermanent(s, 1, QStringLiteral("wolf"), false, true);
    s.step = Step::BeginningOfCombat;
    Game g(testing::testDatabase(), s);
    while (g.state().decision.kind != PendingDecision::Kind::DeclareAttackers)
        if (!g.apply(Action::pass(g.state().priorityPlayer)).accepted)
            qFatal("crackBackPosition: cannot reach the declaration of attackers");
    return g;
}

// How many creatures `a` (a declaration of attackers) sends.
int attackerCount(const Action &a) { return int(a.choices.size() / 2); }

} // namespace

// The damage the next attack deals counts the creatures that untap for it and only the
// blockers that stay untapped (CR 502.3, 509.1a); before and after an attack is declared.
void TestAi::crackBackIsCounted()
{
    QCOMPARE(ai::Evaluation::unblockedDamage({1, 6, 1}, 1), 2);
    QCOMPARE(ai::Evaluation::unblockedDamage({1, 6, 1}, 5), 0);
    QCOMPARE(ai::Evaluation::unblockedDamage({-1, 3}, 0), 3);
    QList<int> wolves;
    Game g = crackBackPosition(5, true, &wolves);
    // Alice's turn: Bob attacks next turn with 2 + 5 x 1; her four untapped Wolves block the
    // four biggest, 1 + 1 gets through.
    QCOMPARE(ai::Evaluation::crackBack(g, 0), 2);
    // Bob before Alice declares: her four untapped Wolves against his five Insects.
    QCOMPARE(ai::Evaluation::crackBack(g, 1), 0);
    Action all = Action::make(Action::Type::ChooseCards, 0);
    for (int w : wolves)
        all.choices << w << 1;
    QVERIFY(g.apply(all).accepted);
    // Every Wolf tapped by attacking: nothing of Alice's blocks next turn.
    QCOMPARE(ai::Evaluation::crackBack(g, 0), 7);
    // The Wolves' attack against Bob: none blocked yet, his five Insects can each block one.
    QCOMPARE(ai::Evaluation::crackBack(g, 1), 0);
}

// Not lethal now, lethal back: the plan keeps Wolves home until Bob's next attack leaves Alice
// alive (2 + 1 + 1 + 1 + 1 + 1 against 5 life: two stay home, 1 + 1 + 1 + 1 = 4 gets through).
// With no tapped Wolf and Alice at 6 (5 damage back) all four attack. The search agrees.
void TestAi::keepsBlockersAgainstLethalCrackBack()
{
    {
        const Game g = crackBackPosition(5, true);
        const Action planned = ai::CombatPlan::attackers(g, 0);
        QVERIFY(g.whyNot(planned).isEmpty());
        QCOMPARE(attackerCount(planned), 2);
        Game after(g.cards(), g.state());
        QVERIFY(after.apply(planned).accepted);
        QVERIFY(ai::Evaluation::crackBack(after, 0) < after.state().players[0].life);
        // An attack that leaves Alice dead on board scores below one that does not.
        Action all = Action::make(Action::Type::ChooseCards, 0);
        for (int id : g.state().decision.options)
            all.choices << id << 1;
        Game allIn(g.cards(), g.state());
        QVERIFY(allIn.apply(all).accepted);
        QVERIFY(ai::Evaluation::score(allIn, 0) < ai::Evaluation::score(after, 0));
        const ai::SearchPlayer search(smallSearch(150, 2));
        for (quint64 seed : {1u, 2u, 3u}) {
            const Action a = search.decide(g, 0, seed);
            QVERIFY(g.whyNot(a).isEmpty());
            QVERIFY2(attackerCount(a) <= 2, qPrintable(QStringLiteral("seed %1: %2 attackers").arg(seed).arg(attackerCount(a))));
        }
        const ai::GreedyPlayer greedy;
        QCOMPARE(attackerCount(greedy.decide(g, 0, 1)), 2);
    }
    {
        const Game g = crackBackPosition(6, false);
        QCOMPARE(attackerCount(ai::CombatPlan::attackers(g, 0)), 4);
    }
}

#include "tst_ai.moc"

// The computer's opening hand (openinghand.h, CR 103.5): keep 7 with 2 to 5 lands, 6 with 2 to
// 4 (counted once the card to bottom is chosen), always 5 or fewer; the bottom cards are excess
// lands, else the spells of the highest mana value. The greedy and the searching players answer
// with it; the random player with any legal answer.
void TestAi::openingHandRule_data()
{
    QTest::addColumn<int>("mulligans");
    QTest::addColumn<QStringList>("hand");
    QTest::addColumn<bool>("keeps");
    QTest::addColumn<QStringList>("bottom"); // what it puts on the bottom when it keeps
    const QString f = QStringLiteral("forest"), m = QStringLiteral("mountain"), six = QStringLiteral("tovolars-huntmaster"),
                  one = QStringLiteral("consider"), three = QStringLiteral("brimstone-vandal");
    QTest::newRow("7 cards, 1 land") << 0 << QStringList{f, one, one, three, three, six, six} << false << QStringList{};
    QTest::newRow("7 cards, 2 lands") << 0 << QStringList{f, m, one, one, three, three, six} << true << QStringList{};
    QTest::newRow("7 cards, 5 lands") << 0 << QStringList{f, f, f, m, m, one, six} << true << QStringList{};
    QTest::newRow("7 cards, 6 lands") << 0 << QStringList{f, f, f, m, m, m, one} << false << QStringList{};
    QTest::newRow("6 cards: a spell to the bottom, 3 lands kept") << 1 << QStringList{f, f, m, one, three, three, six} << true << QStringList{six};
    QTest::newRow("6 cards: an excess land to the bottom, 4 kept") << 1 << QStringList{f, f, f, m, m, one, six} << true << QStringList{f};
    QTest::newRow("6 cards, 5 lands left") << 1 << QStringList{f, f, f, m, m, m, one} << false << QStringList{};
    QTest::newRow("6 cards, 1 land") << 1 << QStringList{f, one, one, three, three, six, six} << false << QStringList{};
    QTest::newRow("5 cards, no land: kept") << 2 << QStringList{one, one, three, three, three, six, six} << true << QStringList{six, six};
    QTest::newRow("5 cards: two excess lands") << 2 << QStringList{f, f, f, f, m, one, six} << true << QStringList{f, f};
}

void TestAi::openingHandRule()
{
    QFETCH(int, mulligans);
    QFETCH(QStringList, hand);
    QFETCH(bool, keeps);
    QFETCH(QStringList, bottom);
    const CardDatabase &db = CardDatabase::builtIn();
    // A new game with the mulligan; the starting player's hand and mulligans set as asked.
    GameState s = Game(db, 3, demoSeats(), nullptr, Game::Opening::Mulligans).state();
    const int seat = s.startingPlayer;
    QCOMPARE(s.decision.kind, PendingDecision::Kind::Mulligan);
    for (int i = 0; i < hand.size(); ++i)
        s.cards[s.players[seat].hand[i]].key = hand[i];
    s.players[seat].mulligans = mulligans;
    Game g(db, s);
    const ai::GreedyPlayer greedy;
    const ai::SearchPlayer search(smallSearch(8, 1));
    const ai::RandomPlayer random;
    const Action expected = keeps ? Action::keepHand(seat) : Action::takeMulligan(seat);
    QCOMPARE(greedy.decide(g, seat, 1), expected);
    QCOMPARE(search.decide(g, seat, 1), expected);
    const Action any = random.decide(g, seat, 1);
    QVERIFY(any == Action::keepHand(seat) || any == Action::takeMulligan(seat));
    if (!keeps)
        return;
    QVERIFY(g.apply(expected).accepted);
    // Round over once the other player keeps; then the bottom cards, if any.
    const int other = 1 - seat;
    QVERIFY(g.apply(Action::keepHand(other)).accepted);
    if (bottom.isEmpty()) {
        QCOMPARE(g.state().turnNumber, 1);
        return;
    }
    QCOMPARE(g.state().decision.kind, PendingDecision::Kind::BottomCards);
    const Action put = greedy.decide(g, seat, 1);
    QCOMPARE(search.decide(g, seat, 1), put);
    QStringList keys;
    for (int id : put.choices)
        keys.append(g.state().cards[id].key);
    QCOMPARE(keys, bottom);
    QVERIFY(g.whyNot(random.decide(g, seat, 1)).isEmpty());
    QVERIFY(g.apply(put).accepted);
    QCOMPARE(g.state().turnNumber, 1);
}
