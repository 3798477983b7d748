// Figure 4: seeded random play, apply() alone. As in tst_randomplay, 2 to 4 players with the
// demo decks play up to 40 turns; here the player who must act chooses uniformly among the
// legal actions (Game::legalActions(): pass, play a land, cast a spell from the hand or with
// flashback, activate an ability; targets are then asked for and chosen at random; mana
// abilities are left out, as casting pays automatically) or answers a decision at random. The games are recorded once, then each
// timed run replays the same actions from the same seeds, so only apply() is timed, not the
// choosing (which tries every candidate on a copy of the game).
#include "bench.h"

#include <random>

using namespace rules;

namespace bench {

namespace {

constexpr int kMaxTurns = 40;
constexpr int kMaxActions = kMaxTurns * 400; // as tst_randomplay: more would be a loop

class RandomPolicy
{
public:
    explicit RandomPolicy(quint64 seed) : m_rng(seed) {}

    Action next(const Game &g)
    {
        const GameState &s = g.state();
        if (s.decision.kind != PendingDecision::Kind::None)
            return answer(g);
        // Uniform over what the engine says is legal: pass, lands, spells and abilities
        // (their targets are then asked for, and answered at random below).
        QList<Action> legal = g.legalActions(s.priorityPlayer);
        legal.removeIf([](const Action &a) { return a.type == Action::Type::TapForMana; }); // left out, as above
        return legal[pick(int(legal.size()))];
    }

private:
    // The same random answers as tst_randomplay's player.
    Action answer(const Game &g)
    {
        using K = PendingDecision::Kind;
        const GameState &s = g.state();
        const PendingDecision &d = s.decision;
        Action a = Action::make(Action::Type::ChooseCards, d.player);
        QList<int> options = d.options;
        shuffle(options);
        switch (d.kind) {
        case K::DiscardToHandSize:
        case K::BottomCards:
        case K::DiscardCards: a.choices = options.mid(0, d.count); break;
        case K::Mulligan: return Action::keepHand(d.player); // no game here asks (they start at turn 1)
        case K::ChooseOption:
        case K::LegendRule:
        case K::ChooseTarget: a.choices = options.mid(0, 1); break;
        case K::ChooseAnyNumber: a.choices = options.mid(0, pick(int(options.size()) + 1)); break;
        case K::DeclareAttackers: {
            QList<int> defenders;
            for (int p = 0; p < s.players.size(); ++p)
                if (p != s.activePlayer && !s.players[p].hasLost)
                    defenders.append(p);
            for (int id : options.mid(0, pick(int(options.size()) + 1)))
                a.choices << id << defenders[pick(int(defenders.size()))];
            break;
        }
        case K::DeclareBlockers: {
            QList<int> attackers;
            for (const Permanent &p : s.battlefield)
                if (p.attacking && p.defendingPlayer == d.player)
                    attackers.append(p.objectId);
            for (int id : options.mid(0, pick(int(options.size()) + 1)))
                a.choices << id << attackers[pick(int(attackers.size()))];
            if (!g.whyNot(a).isEmpty())
                a.choices.clear(); // e.g. menace: no blocks instead
            break;
        }
        case K::None: break;
        }
        return a;
    }

    int pick(int n) { return n <= 1 ? 0 : int(m_rng() % quint64(n)); }
    void shuffle(QList<int> &list)
    {
        for (qsizetype i = list.size() - 1; i > 0; --i)
            list.swapItemsAt(i, pick(int(i + 1)));
    }

    std::mt19937_64 m_rng;
};

struct RecordedGame {
    quint64 seed = 0;
    QList<PlayerSetup> seats;
    QList<Action> actions;
};

QList<PlayerSetup> seatsFor(quint64 seed, int players)
{
    static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")};
    static const QStringList decks{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")};
    QList<PlayerSetup> seats;
    for (int i = 0; i < players; ++i)
        seats.append({names[i], CardDatabase::builtInDeck(decks[(i + int(seed)) % 2])});
    return seats;
}

RecordedGame record(quint64 seed, int players)
{
    RecordedGame rec{seed, seatsFor(seed, players), {}};
    Game g(CardDatabase::builtIn(), seed, rec.seats);
    RandomPolicy policy(seed * 7919 + 17);
    while (!g.state().gameOver && g.state().turnNumber <= kMaxTurns && rec.actions.size() < kMaxActions) {
        const Action a = policy.next(g);
        qint64 ignored = 0;
        timedApply(g, a, &ignored);
        rec.actions.append(a);
    }
    return rec;
}

} // namespace

void runRandomPlay(const Options &o)
{
    const int games = o.quick ? 2 : 30;
    QList<RecordedGame> recorded;
    qsizetype actions = 0;
    for (int i = 0; i < games; ++i) {
        recorded.append(record(quint64(i + 1), 2 + i % 3));
        actions += recorded.last().actions.size();
    }
    const Samples s = measure(o.runs, [&] {
        qint64 ns = 0;
        for (const RecordedGame &rec : recorded) {
            Game g(CardDatabase::builtIn(), rec.seed, rec.seats);
            for (const Action &a : rec.actions)
                timedApply(g, a, &ns);
        }
        return ns;
    });
    printLine(QStringLiteral("random play, apply() alone: %1 actions/s; %2 actions of %3 seeded games (2 to 4 players) in %4 ms %5")
                  .arg(double(actions) / (s.median() / 1000.0), 0, 'f', 0)
                  .arg(actions).arg(games)
                  .arg(msText(s.median()), s.spread()));
}

} // namespace bench
