// A node of the computer opponent's search tree (information set Monte Carlo tree search).
#pragma once

#include "action.h"

#include <memory>
#include <random>
#include <vector>

namespace ai {

/// One of the searching seat's decisions, reached by the actions on the path from the root.
/// The same node stands for every determinization that reaches it (an information set), so a
/// child's action may be legal in some of them only: UCB counts, per child, the iterations in
/// which it was available (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012).
class SearchNode
{
public:
    explicit SearchNode(const rules::Action &action = {}) : m_action(action) {}

    const rules::Action &action() const { return m_action; }
    int visits() const { return m_visits; }
    /// Mean reward of the iterations through this node, in [0, 1]; 0 if none.
    double mean() const { return m_visits ? m_rewardSum / m_visits : 0.0; }
    const std::vector<std::unique_ptr<SearchNode>> &children() const { return m_children; }

    /// The child to follow when `legal` are the actions now (never empty): an action not tried
    /// yet (chosen by `rng`; *expanded becomes true) or else the available child with the
    /// highest UCB1 score, mean + exploration * sqrt(ln(availability) / visits).
    SearchNode *selectOrExpand(const QList<rules::Action> &legal, double exploration, std::mt19937_64 &rng, bool *expanded);
    /// Counts one iteration through this node that ended with `reward` (0 to 1).
    void update(double reward)
    {
        ++m_visits;
        m_rewardSum += reward;
    }

private:
    rules::Action m_action;
    int m_visits = 0;
    int m_available = 0;
    double m_rewardSum = 0.0;
    std::vector<std::unique_ptr<SearchNode>> m_children;
};

} // namespace ai
