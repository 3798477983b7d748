// Short simulations for the heuristic players: apply an action to a copy of the game, let what
// it put on the stack resolve (every player passes, CR 117.4 and 608), and score the result.
#pragma once

#include "game.h"

#include <optional>

namespace ai {

/// One-step lookahead over copies of the game. Stateless.
class Lookahead
{
public:
    /// How deep the choices made inside a simulation look ahead themselves (a spell's target,
    /// then a second target, then a scry).
    static constexpr int kMaxDepth = 2;
    /// Applies `action` (by `seat`) to a copy of `game`, then settle()s it, and returns
    /// Evaluation::score() for `seat` afterwards; nothing when the engine refuses the action.
    /// `depth` is how many lookaheads this one is nested in (0 at the top).
    static std::optional<double> valueAfter(const rules::Game &game, const rules::Action &action, int seat, int depth = 0);
    /// Lets the stack resolve down to `stackBaseline` objects: every player passes priority;
    /// `seat`'s decisions are answered by valueAfter() while `depth` < kMaxDepth, everyone
    /// else's (and deeper ones) by their first legal answer. Stops at the end of the game, at
    /// the baseline, or after a bounded number of actions. Never moves to another step.
    static void settle(rules::Game &game, int seat, int stackBaseline, int depth);
    /// The best of `candidates` for `seat` by valueAfter(), with its value; the first one on a
    /// tie; nothing when the engine refuses them all.
    static std::optional<std::pair<rules::Action, double>> best(const rules::Game &game, const QList<rules::Action> &candidates, int seat, int depth = 0);
};

} // namespace ai
