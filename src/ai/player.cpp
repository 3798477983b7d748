#include "player.h"

#include "combatplan.h"

namespace ai {

using rules::Action;
using rules::Step;

int actingPlayer(const rules::GameState &s)
{
    if (s.gameOver)
        return -1;
    if (s.decision.kind != rules::PendingDecision::Kind::None)
        return s.decision.player;
    return s.priorityPlayer;
}

rules::Action decide(const Player &player, const rules::CardDatabase &db, const rules::GameState &state, int seat, quint64 seed)
{
    const rules::Game game(db, state);
    if (actingPlayer(state) != seat)
        return Action::pass(seat);
    return player.decide(game, seat, seed);
}

namespace {

// With priority and an empty stack, the moments when casting or activating can matter.
bool actingWindow(const rules::GameState &s, int seat)
{
    const bool mine = s.activePlayer == seat;
    switch (s.step) {
    case Step::PrecombatMain:
    case Step::PostcombatMain:
        return mine;
    case Step::DeclareAttackers:
    case Step::DeclareBlockers:
        return true;
    case Step::End:
        return !mine;
    default:
        return false;
    }
}

// The largest X (at most 10) the game accepts for `a`, else `a` as offered (CR 107.3).
Action withLargestX(const rules::Game &g, Action a)
{
    for (int x = 10; x > a.x; --x) {
        Action b = a;
        b.x = x;
        if (g.whyNot(b).isEmpty())
            return b;
    }
    return a;
}

} // namespace

QList<Action> candidateActions(const rules::Game &game, int seat)
{
    const rules::GameState &s = game.state();
    const bool deciding = s.decision.kind != rules::PendingDecision::Kind::None;
    const bool window = deciding || !s.stack.isEmpty() || actingWindow(s, seat);
    // Most priority passes of a game: nothing else is worth asking the engine about (the
    // playouts' largest cost was legalActions() there).
    if (!window && s.priorityPlayer == seat && !s.gameOver)
        return {Action::pass(seat)};
    const QList<Action> legal = game.legalActions(seat);
    QList<Action> out;
    for (const Action &a : legal) {
        // Stopping a cast only undoes it: offering it would let a player cast and stop forever.
        if (a.type == Action::Type::TapForMana || a.type == Action::Type::CancelCast
            || (!window && a.type != Action::Type::PassPriority))
            continue;
        out.append(a.x > 0 ? withLargestX(game, a) : a);
    }
    if (out.isEmpty() && !legal.isEmpty())
        out.append(legal.first());
    // legalActions() offers parts of a declaration (none, each single choice, all): add the
    // planned whole one.
    if (s.decision.kind == rules::PendingDecision::Kind::DeclareAttackers || s.decision.kind == rules::PendingDecision::Kind::DeclareBlockers) {
        const Action planned = s.decision.kind == rules::PendingDecision::Kind::DeclareAttackers ? CombatPlan::attackers(game, seat)
                                                                                                 : CombatPlan::blockers(game, seat);
        if (!out.contains(planned))
            out.append(planned);
    }
    return out;
}

quint64 mixSeed(quint64 a, quint64 b)
{
    quint64 z = a + 0x9E3779B97F4A7C15ull * (b + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace ai
