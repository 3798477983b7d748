// Seeded random play (issues 4 and 9): legal games of 2 to 4 players in which the player who must
// act chooses among everything the engine says they may do (Game::legalActions(): pass, play a
// land, tap a land for mana, cast a spell, with X chosen at random, activate any ability, loyalty
// abilities included, choose targets or stop casting, answer every kind of decision). After every
// action:
//  - the designation never returns to neither once it is day or night (ruling 1);
//  - no daybound permanent is front face up at night, no nightbound one back face up by day,
//    unless a "can't transform" effect applies (CR 702.145c/f, 101.2: Game::dayNightViolations);
//  - each designation change transforms each eligible permanent exactly once (ruling 5);
//  - nothing goes on the stack unpaid: an activated ability's mana came from sources other than
//    the permanent its {T} cost taps, and a spell's coloured symbols and X were paid (CR 601.2h,
//    602.2b: The Celestus);
//  - no action loops forever: every game ends within its turn limit, and no action makes an
//    unbounded number of events.
// Every kRoundTripEvery actions the position is saved as File > Save writes it, loaded as
// File > Open reads it (the load must succeed), and saved again: the two files must be identical.
// The round trip counts itself (made, identical, bytes compared); the test requires as many as
// the schedule calls for (every game's actions / kRoundTripEvery), each one identical.
//
// DAYNIGHT_RANDOM_GAMES (default kDefaultGames) sets how many games; the figures are printed.
// QtTest stops a test function after QTEST_FUNCTION_TIMEOUT ms (300 s by default): unless it is
// set, main() raises it to one second a game, so DAYNIGHT_RANDOM_GAMES=10000 runs to the end.
#include "position.h"

#include "scenario.h"

#include <QElapsedTimer>
#include <QMap>
#include <random>

using namespace rules;
using namespace testing;

namespace {

constexpr int kMaxTurns = 40;
constexpr int kMaxActions = kMaxTurns * 400; // more would be a loop
constexpr int kMaxEventsPerAction = 2000;
constexpr int kRoundTripEvery = 50;
constexpr int kDefaultGames = 300;
constexpr int kMaxX = 6;

int gamesToPlay()
{
    return qEnvironmentVariableIsSet("DAYNIGHT_RANDOM_GAMES") ? qEnvironmentVariableIntValue("DAYNIGHT_RANDOM_GAMES") : kDefaultGames;
}

using Counts = QMap<QString, int>;

const Ability *abilityOf(const Game &g, int objectId, int abilityIndex)
{
    const Permanent *p = g.state().permanent(objectId);
    return p ? &g.face(*p).abilities.at(abilityIndex) : nullptr;
}

// What kind of thing `a` is, for the figures: "cast", "activate loyalty", "answer chooseTarget"...
QString kindOf(const Game &g, const Action &a)
{
    switch (a.type) {
    case Action::Type::PassPriority: return QStringLiteral("pass");
    case Action::Type::PlayLand: return QStringLiteral("play land");
    case Action::Type::TapForMana: return QStringLiteral("tap for mana");
    case Action::Type::CancelCast: return QStringLiteral("stop casting");
    case Action::Type::CastSpell: return a.x > 0 ? QStringLiteral("cast with X > 0") : QStringLiteral("cast");
    case Action::Type::Activate: {
        const Ability *ab = abilityOf(g, a.objectId, a.abilityIndex);
        if (ab && ab->kind == Ability::Kind::Loyalty)
            return QStringLiteral("activate loyalty");
        if (ab && ab->tap && ab->cost && ab->cost->manaValue() > 0)
            return QStringLiteral("activate {T} and mana"); // The Celestus
        return a.x > 0 ? QStringLiteral("activate with X > 0") : QStringLiteral("activate");
    }
    case Action::Type::ChooseCards:
        for (const auto &k : decisionKindNames())
            if (k.first == g.state().decision.kind)
                return QStringLiteral("answer ") + k.second;
        return QStringLiteral("answer");
    default: return QStringLiteral("sandbox");
    }
}

class RandomPlayer
{
public:
    explicit RandomPlayer(quint64 seed) : m_rng(seed) {}

    /// One of g.legalActions() for whoever must act, X chosen at random where it is asked for.
    Action next(const Game &g)
    {
        const GameState &s = g.state();
        const bool deciding = s.decision.kind != PendingDecision::Kind::None;
        const QList<Action> legal = g.legalActions(deciding ? s.decision.player : s.priorityPlayer);
        QList<Action> doing, taps, stops;
        for (const Action &a : legal) {
            if (a.type == Action::Type::TapForMana)
                taps.append(a);
            else if (a.type == Action::Type::CancelCast)
                stops.append(a);
            else if (a.type != Action::Type::PassPriority)
                doing.append(a);
        }
        // Mostly act rather than pass, and tap lands by hand now and then: the mana stays in the
        // pool (CR 106.4) for what is cast next, or empties unused.
        const int roll = pick(100);
        Action chosen = Action::pass(s.priorityPlayer);
        if (!stops.isEmpty() && (doing.isEmpty() || roll < 5))
            chosen = stops[pick(int(stops.size()))];
        else if (!taps.isEmpty() && roll < 10)
            chosen = taps[pick(int(taps.size()))];
        else if (!doing.isEmpty() && (deciding || roll < 75))
            chosen = doing[pick(int(doing.size()))];
        return chosen.x > 0 ? withRandomX(g, chosen) : chosen;
    }

private:
    // legalActions() offers X = 1 where X must be chosen: any X from 0 to what can be paid.
    Action withRandomX(const Game &g, Action a)
    {
        for (int x = pick(kMaxX + 1); x > 0; --x) {
            a.x = x;
            if (g.whyNot(a).isEmpty())
                return a;
        }
        a.x = 0;
        return a;
    }
    int pick(int n) { return n <= 1 ? 0 : int(m_rng() % quint64(n)); }

    std::mt19937_64 m_rng;
};

// File > Save's bytes (GameController::saveScenario): a scenario with the position and no actions.
QByteArray savedFile(const Game &g)
{
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QLatin1String(Scenario::kSchema));
    o.insert(QStringLiteral("name"), QStringLiteral("Saved position, turn %1").arg(g.state().turnNumber));
    o.insert(QStringLiteral("state"), stateToJson(g.state(), g.cards()));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

// What the round trips did, counted by roundTrip() itself.
struct RoundTrips {
    int made = 0;       ///< positions saved, opened and saved again
    int identical = 0;  ///< of those, the two files were the same bytes
    qint64 bytes = 0;   ///< bytes compared in the identical ones
};

// Save, open as File > Open does (read and check, then a dry run), save again: "" when the
// position loads and the two files are identical, else what went wrong. Counts in `trips`.
QString roundTrip(const Game &g, RoundTrips &trips)
{
    ++trips.made;
    const QByteArray saved = savedFile(g);
    Scenario sc;
    QString error;
    if (!Scenario::fromJson(QJsonDocument::fromJson(saved).object(), QStringLiteral("saved.json"), &sc, &error))
        return QStringLiteral("the saved position does not open: %1").arg(error);
    const ScenarioRun dryRun = runScenario(sc);
    if (dryRun.code == ScenarioRun::BadInput)
        return QStringLiteral("the saved position does not open: %1").arg(dryRun.message);
    const QByteArray again = savedFile(Game(sc.cards, sc.start));
    if (again == saved) {
        ++trips.identical;
        trips.bytes += saved.size();
        return {};
    }
    const QList<QByteArray> a = saved.split('\n'), b = again.split('\n');
    int line = 0;
    while (line < a.size() && line < b.size() && a[line] == b[line])
        ++line;
    return QStringLiteral("save, load, save differ at line %1: %2 became %3")
        .arg(line + 1).arg(QString::fromUtf8(a.value(line).trimmed()), QString::fromUtf8(b.value(line).trimmed()));
}

// Mana `player` spent in the action that went from `before` to `after`: pool units used plus
// permanents newly tapped, other than `except`.
int manaSpent(const GameState &before, const GameState &after, int player, int except)
{
    int spent = int(before.players[player].manaPool.size() + before.players[player].manaUntilEndOfTurn.size()
                    - after.players[player].manaPool.size() - after.players[player].manaUntilEndOfTurn.size());
    for (const Permanent &p : after.battlefield) {
        const Permanent *was = before.permanent(p.objectId);
        spent += p.tapped && was && !was->tapped && p.objectId != except ? 1 : 0;
    }
    return spent;
}

// CR 601.2h, 602.2b: what went on the stack in this action was paid for, and an ability whose
// cost taps its source paid its mana from other sources. "" when so.
QString unpaid(const Game &g, const GameState &before, const Events &events)
{
    for (const Event &e : events) {
        if (e.type != Event::Type::SpellCast && e.type != Event::Type::AbilityActivated)
            continue;
        const StackObject *so = nullptr;
        for (const StackObject &on : g.state().stack)
            so = on.objectId == e.objectId ? &on : so;
        if (!so)
            continue; // gone already (its controller left the game)
        const CardFace &f = g.definition(so->cardId).faces.at(so->face);
        int needed = 0, except = -1;
        if (so->isAbility) {
            const Ability &ab = f.abilities.at(so->abilityIndex);
            needed = ab.cost ? ab.cost->manaValue() + ab.cost->xCount * so->amount : 0;
            except = ab.tap ? so->sourceObjectId : -1;
        } else if (!so->castFromGraveyard) {
            // Reductions and additions change the generic part only (CR 601.2f).
            needed = f.manaCost.manaValue() - f.manaCost.generic + f.manaCost.xCount * so->amount;
        }
        const int spent = manaSpent(before, g.state(), so->controller, except);
        if (spent < needed)
            return QStringLiteral("%1 went on the stack with %2 mana paid of %3 (CR 601.2h, 602.2b)").arg(e.text).arg(spent).arg(needed);
    }
    return {};
}

struct Totals {
    int games = 0, actions = 0, designationChanges = 0, transforms = 0, turns = 0;
    int scheduledRoundTrips = 0; ///< what the schedule calls for: each game's actions / kRoundTripEvery
    RoundTrips trips;            ///< what roundTrip() did
    Counts kinds;
};

// The day/night invariants over one action's events (ruling 1, 5; CR 702.145).
void checkDayNight(const Game &g, const Events &events, bool wasDesignated, Totals &totals, QStringList &problems)
{
    // Exactly once per change: between two designation changes, no permanent transforms twice
    // by its daybound/nightbound ability.
    QList<int> flipped;
    for (const Event &e : events) {
        if (e.type == Event::Type::DayNightChanged) {
            flipped.clear();
            ++totals.designationChanges;
            if (e.to == DayNight::Neither)
                problems << QStringLiteral("it became neither");
        } else if (e.type == Event::Type::AbilityTriggered && e.text.contains(QLatin1String("{T}"))) {
            // A triggered ability's text never has a cost: {T} means a static or activated
            // ability was put on the stack as if it had triggered.
            problems << QStringLiteral("not a triggered ability: %1").arg(e.text);
        } else if (e.type == Event::Type::PermanentTransformed && (e.ruling == 5 || e.ruling == 9)) {
            ++totals.transforms;
            if (flipped.contains(e.objectId))
                problems << QStringLiteral("%1 transformed twice for one change").arg(e.text);
            flipped.append(e.objectId);
        }
    }
    if (wasDesignated && g.state().designation == DayNight::Neither)
        problems << QStringLiteral("back to neither (ruling 1)");
    problems << g.dayNightViolations();
}

// Plays one game; returns the invariant violations seen (empty when all held).
QStringList playOne(quint64 seed, int players, Totals &totals)
{
    static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")};
    static const QStringList decks{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")};
    QList<PlayerSetup> seats;
    for (int i = 0; i < players; ++i)
        seats.append({names[i], CardDatabase::builtInDeck(decks[(i + int(seed)) % 2])});
    Game g(CardDatabase::builtIn(), seed, seats);
    RandomPlayer policy(seed * 7919 + 17);
    QStringList problems;
    bool wasDesignated = false;
    int actions = 0;
    QString kind;
    while (!g.state().gameOver && g.state().turnNumber <= kMaxTurns && problems.isEmpty()) {
        if (++actions > kMaxActions) {
            problems << QStringLiteral("more than %1 actions: a loop?").arg(kMaxActions);
            break;
        }
        const Action action = policy.next(g);
        kind = kindOf(g, action);
        const GameState before = g.state();
        const Result r = g.apply(action);
        if (!r.accepted) {
            problems << QStringLiteral("legalActions() offered %1, and apply() refused it: %2").arg(kind, r.reason);
            break;
        }
        ++totals.kinds[kind];
        for (const Event &e : r.events)
            if (e.type == Event::Type::SpellCast || e.type == Event::Type::AbilityActivated)
                ++totals.kinds[QStringLiteral("event ") + Event::typeName(e.type)];
        if (r.events.size() > kMaxEventsPerAction)
            problems << QStringLiteral("one action made %1 events").arg(r.events.size());
        checkDayNight(g, r.events, wasDesignated, totals, problems);
        wasDesignated = wasDesignated || g.state().designation != DayNight::Neither;
        const QString why = unpaid(g, before, r.events);
        if (!why.isEmpty())
            problems << why;
        if (actions % kRoundTripEvery == 0) {
            const QString trip = roundTrip(g, totals.trips);
            if (!trip.isEmpty())
                problems << trip;
        }
    }
    for (QString &p : problems)
        p = QStringLiteral("seed %1 (%2 players), turn %3, action %4 (%5): %6").arg(seed).arg(players).arg(g.state().turnNumber).arg(actions).arg(kind, p);
    ++totals.games;
    totals.actions += actions;
    totals.scheduledRoundTrips += actions / kRoundTripEvery;
    totals.turns += g.state().turnNumber;
    return problems;
}

} // namespace

class TestRandomPlay : public QObject
{
    Q_OBJECT
private slots:
    void invariantsHoldInRandomGames()
    {
        const int games = gamesToPlay();
        Totals totals;
        QElapsedTimer timer;
        timer.start();
        QStringList failures;
        for (int i = 0; i < games && failures.size() < 10; ++i)
            failures << playOne(quint64(i + 1), 2 + i % 3, totals); // 2, 3 and 4 seats
        qInfo("random play: %d games, %d turns, %d actions, %d save/load/save round trips (%d identical, %lld bytes compared), %d designation changes, %d day/night transforms in %lld ms",
              totals.games, totals.turns, totals.actions, totals.trips.made, totals.trips.identical, totals.trips.bytes, totals.designationChanges,
              totals.transforms, timer.elapsed());
        for (auto it = totals.kinds.cbegin(); it != totals.kinds.cend(); ++it)
            qInfo("  %s: %d", qPrintable(it.key()), it.value());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QVERIFY(totals.designationChanges > games); // the games really went through day and night
        QVERIFY(totals.transforms > games);
        // Everything a player can do was done.
        for (const char *kind : {"play land", "tap for mana", "cast", "cast with X > 0", "activate", "activate with X > 0", "activate loyalty", "activate {T} and mana",
                                 "stop casting", "answer chooseTarget", "answer chooseOption", "answer declareAttackers", "answer declareBlockers",
                                 "event spellCast", "event abilityActivated"})
            QVERIFY2(totals.kinds.value(QLatin1String(kind)) > 0 || games < 50, kind);
        // Every round trip the schedule calls for was made, and each gave the same bytes.
        QCOMPARE(totals.trips.made, totals.scheduledRoundTrips);
        QCOMPARE(totals.trips.identical, totals.trips.made);
        QVERIFY(totals.trips.made >= games); // the games are long enough to be saved several times
        QVERIFY(totals.trips.bytes >= qint64(totals.trips.made) * 1000); // whole positions, not empty files
    }
};

int main(int argc, char *argv[])
{
    // QtTest's watchdog reads QTEST_FUNCTION_TIMEOUT (milliseconds) as the test starts.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(std::max(300, gamesToPlay()) * qint64(1000)));
    QCoreApplication app(argc, argv);
    TestRandomPlay test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_randomplay.moc"
