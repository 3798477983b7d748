#include "lookahead.h"

#include "evaluation.h"
#include "player.h"

namespace ai {

using rules::Action;
using rules::Game;

namespace {

constexpr int kMaxSettleActions = 60;

} // namespace

std::optional<double> Lookahead::valueAfter(const Game &game, const Action &action, int seat, int depth)
{
    Game copy = game;
    const int baseline = int(game.state().stack.size());
    if (!copy.apply(action).accepted)
        return std::nullopt;
    settle(copy, seat, baseline, depth + 1);
    return Evaluation::score(copy, seat);
}

void Lookahead::settle(Game &g, int seat, int stackBaseline, int depth)
{
    for (int n = 0; n < kMaxSettleActions; ++n) {
        const rules::GameState &s = g.state();
        if (s.gameOver)
            return;
        const int actor = actingPlayer(s);
        if (actor < 0)
            return;
        Action next;
        if (s.decision.kind != rules::PendingDecision::Kind::None) {
            const QList<Action> answers = candidateActions(g, actor);
            if (answers.isEmpty())
                return;
            next = answers.first();
            if (actor == seat && depth < kMaxDepth && answers.size() > 1)
                if (const auto b = best(g, answers, seat, depth))
                    next = b->first;
        } else if (s.stack.size() > stackBaseline) {
            next = Action::pass(actor);
        } else {
            return;
        }
        if (!g.apply(next).accepted)
            return;
    }
}

std::optional<std::pair<Action, double>> Lookahead::best(const Game &game, const QList<Action> &candidates, int seat, int depth)
{
    std::optional<std::pair<Action, double>> out;
    for (const Action &a : candidates) {
        const std::optional<double> v = valueAfter(game, a, seat, depth);
        if (v && (!out || *v > out->second))
            out = std::make_pair(a, *v);
    }
    return out;
}

} // namespace ai
