// Seeded random play (issue 4, invariants): thousands of legal games with random choices, 2 to 4
// players, checking after every action that the day/night rules hold:
//  - the designation never returns to neither once it is day or night (ruling 1);
//  - no daybound permanent is front face up at night, no nightbound one back face up by day,
//    unless a "can't transform" effect applies (CR 702.145c/f, 101.2: Game::dayNightViolations);
//  - each designation change transforms each eligible permanent exactly once (ruling 5);
//  - no action loops forever: every game ends within its turn limit, and no action makes an
//    unbounded number of events.
// DAYNIGHT_RANDOM_GAMES (default 2000) sets how many games; the figure is printed.
#include "position.h"

#include <QElapsedTimer>
#include <random>

using namespace rules;
using namespace testing;

namespace {

constexpr int kMaxTurns = 40;
constexpr int kMaxEventsPerAction = 2000;

class RandomPlayer
{
public:
    explicit RandomPlayer(quint64 seed) : m_rng(seed) {}

    Action next(const Game &g)
    {
        const GameState &s = g.state();
        using K = PendingDecision::Kind;
        const PendingDecision &d = s.decision;
        if (d.kind != K::None) {
            Action a = Action::make(Action::Type::ChooseCards, d.player);
            QList<int> options = d.options;
            shuffle(options);
            switch (d.kind) {
            case K::DiscardToHandSize:
            case K::DiscardCards: a.choices = options.mid(0, d.count); break;
            case K::ChooseOption: a.choices = options.mid(0, 1); break;
            case K::LegendRule:
            case K::ChooseTarget: a.choices = options.mid(0, 1); break;
            case K::ChooseAnyNumber: a.choices = options.mid(0, pick(int(options.size()) + 1)); break;
            case K::DeclareAttackers:
                for (int id : options.mid(0, pick(int(options.size()) + 1))) {
                    QList<int> defenders;
                    for (int p = 0; p < s.players.size(); ++p)
                        if (p != s.activePlayer && !s.players[p].hasLost)
                            defenders.append(p);
                    a.choices << id << defenders[pick(int(defenders.size()))];
                }
                break;
            case K::DeclareBlockers: {
                QList<int> attackers;
                for (const Permanent &p : s.battlefield)
                    if (p.attacking && p.defendingPlayer == d.player)
                        attackers.append(p.objectId);
                for (int id : options.mid(0, pick(int(options.size()) + 1)))
                    a.choices << id << attackers[pick(int(attackers.size()))];
                if (!g.whyNot(a).isEmpty())
                    a.choices.clear(); // e.g. menace: fall back to no blocks
                break;
            }
            case K::None: break;
            }
            return a;
        }
        const int p = s.priorityPlayer;
        if (pick(10) < 7) {
            QList<int> hand = s.players[p].hand;
            shuffle(hand);
            for (int card : hand.mid(0, 3)) {
                const Action land = Action::playLand(p, card), spell = Action::cast(p, card);
                if (g.whyNot(land).isEmpty())
                    return land;
                if (g.whyNot(spell).isEmpty())
                    return spell;
            }
        }
        return Action::pass(p);
    }

private:
    int pick(int n) { return n <= 1 ? 0 : int(m_rng() % quint64(n)); }
    void shuffle(QList<int> &list)
    {
        for (qsizetype i = list.size() - 1; i > 0; --i)
            list.swapItemsAt(i, pick(int(i + 1)));
    }
    std::mt19937_64 m_rng;
};

struct Totals {
    int games = 0, actions = 0, designationChanges = 0, transforms = 0, turns = 0;
};

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
    while (!g.state().gameOver && g.state().turnNumber <= kMaxTurns) {
        if (++actions > kMaxTurns * 400) {
            problems << QStringLiteral("seed %1: more than %2 actions: a loop?").arg(seed).arg(kMaxTurns * 400);
            break;
        }
        const Result r = g.apply(policy.next(g));
        if (!r.accepted) {
            problems << QStringLiteral("seed %1: a legal-looking action was refused: %2").arg(seed).arg(r.reason);
            break;
        }
        if (r.events.size() > kMaxEventsPerAction)
            problems << QStringLiteral("seed %1: one action made %2 events").arg(seed).arg(r.events.size());
        // Exactly once per change: between two designation changes, no permanent transforms twice
        // by its daybound/nightbound ability.
        QList<int> flipped;
        for (const Event &e : r.events) {
            if (e.type == Event::Type::DayNightChanged) {
                flipped.clear();
                ++totals.designationChanges;
                if (e.to == DayNight::Neither)
                    problems << QStringLiteral("seed %1: it became neither").arg(seed);
            } else if (e.type == Event::Type::AbilityTriggered && e.text.contains(QLatin1String("{T}"))) {
                // A triggered ability's text never has a cost: {T} means a static or activated
                // ability was put on the stack as if it had triggered.
                problems << QStringLiteral("seed %1: not a triggered ability: %2").arg(seed).arg(e.text);
            } else if (e.type == Event::Type::PermanentTransformed && (e.ruling == 5 || e.ruling == 9)) {
                ++totals.transforms;
                if (flipped.contains(e.objectId))
                    problems << QStringLiteral("seed %1: %2 transformed twice for one change").arg(seed).arg(e.text);
                flipped.append(e.objectId);
            }
        }
        if (wasDesignated && g.state().designation == DayNight::Neither)
            problems << QStringLiteral("seed %1: back to neither (ruling 1)").arg(seed);
        wasDesignated = wasDesignated || g.state().designation != DayNight::Neither;
        for (const QString &v : g.dayNightViolations())
            problems << QStringLiteral("seed %1, turn %2: %3").arg(seed).arg(g.state().turnNumber).arg(v);
        if (problems.size() > 5)
            break;
    }
    ++totals.games;
    totals.actions += actions;
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
        const int games = qEnvironmentVariableIsSet("DAYNIGHT_RANDOM_GAMES") ? qEnvironmentVariableIntValue("DAYNIGHT_RANDOM_GAMES") : 2000;
        Totals totals;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < games; ++i) {
            const int players = 2 + i % 3; // 2, 3 and 4 seats
            const QStringList problems = playOne(quint64(i + 1), players, totals);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        }
        qInfo("random play: %d games, %d turns, %d actions, %d designation changes, %d day/night transforms in %lld ms",
              totals.games, totals.turns, totals.actions, totals.designationChanges, totals.transforms, timer.elapsed());
        QVERIFY(totals.designationChanges > games); // the games really went through day and night
        QVERIFY(totals.transforms > games);
    }
};

QTEST_GUILESS_MAIN(TestRandomPlay)
#include "tst_randomplay.moc"
