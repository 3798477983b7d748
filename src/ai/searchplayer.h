// The computer opponent (issue 13's "ai"): Monte Carlo tree search over copies of the engine's
// state, with hidden information determinized.
#pragma once

#include "player.h"

namespace ai {

/// How much the search thinks. The search stops after `iterations` (deterministic: the same
/// seed gives the same decision) or when `budgetMs` has passed, whichever comes first; the
/// budget is a safety cap sized not to be reached on an idle development machine (README):
/// the search stops when one more iteration would pass 90 % of it. Tests set it to 0 (none) so
/// that only the iteration count decides.
struct SearchOptions {
    int iterations = 400;           ///< iterations (determinization, descent, playout) per decision
    int budgetMs = 1000;            ///< wall-clock cap per decision in ms; 0: none
    int horizonTurns = 2;           ///< playouts stop when this many more turns have begun
    double exploration = 0.35;      ///< UCB1's exploration constant (rewards are in [0, 1])
    double playoutRandomness = 0.1; ///< the playout policy's chance of a random candidate
    int maxPlayoutActions = 1500;   ///< a playout stops after this many actions whatever happens
};

/// Information set Monte Carlo tree search (single observer): each iteration deals a new
/// determinization (Determinizer: what the seat cannot see is drawn again), descends the tree
/// of the seat's own decisions by UCB1, adds one node, then plays on with the day/night-aware
/// greedy policy (GreedyPlayer with judgeSpells) for every player until the horizon, and
/// scores the end with Evaluation::reward() (which counts each permanent's face after the
/// next untap step as the engine forecasts it). The other players' decisions are the policy's.
/// The answer is the root child visited most. A decision with one candidate returns at once.
class SearchPlayer : public Player
{
public:
    explicit SearchPlayer(SearchOptions options = {}) : m_options(options) {}

    QString kind() const override { return QStringLiteral("ai"); }
    /// See the class comment. Deterministic for a given `seed` when the iteration count ends
    /// the search (not the time cap).
    rules::Action decide(const rules::Game &game, int seat, quint64 seed) const override;

    /// What the search found for one root action.
    struct RootChoice {
        rules::Action action;
        int visits = 0;
        double meanReward = 0.0;    ///< 0 (lost) to 1 (won)
    };
    /// The root's statistics after a search from `game` for `seat` (the decision is the one
    /// visited most); empty when there is at most one candidate. For tests and diagnostics.
    QList<RootChoice> analyse(const rules::Game &game, int seat, quint64 seed) const;
    /// The decision among analyse()'s choices: the one visited most, the higher mean reward
    /// breaking a tie; nullptr when `choices` is empty.
    static const RootChoice *best(const QList<RootChoice> &choices);

    const SearchOptions &options() const { return m_options; }

private:
    SearchOptions m_options;
};

} // namespace ai
