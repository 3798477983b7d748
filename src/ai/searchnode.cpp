#include "searchnode.h"

#include <cmath>

namespace ai {

SearchNode *SearchNode::selectOrExpand(const QList<rules::Action> &legal, double exploration, std::mt19937_64 &rng, bool *expanded)
{
    QList<int> untried;
    std::vector<SearchNode *> available;
    for (int i = 0; i < legal.size(); ++i) {
        SearchNode *found = nullptr;
        for (const auto &c : m_children)
            if (c->m_action == legal[i]) {
                found = c.get();
                break;
            }
        if (found) {
            ++found->m_available;
            available.push_back(found);
        } else {
            untried.append(i);
        }
    }
    if (!untried.isEmpty()) {
        const rules::Action &a = legal[untried[int(rng() % quint64(untried.size()))]];
        m_children.push_back(std::make_unique<SearchNode>(a));
        m_children.back()->m_available = 1;
        *expanded = true;
        return m_children.back().get();
    }
    *expanded = false;
    SearchNode *best = available.front();
    double bestScore = -1.0;
    for (SearchNode *c : available) {
        const double score = c->mean() + exploration * std::sqrt(std::log(double(c->m_available)) / std::max(c->m_visits, 1));
        if (score > bestScore) {
            bestScore = score;
            best = c;
        }
    }
    return best;
}

} // namespace ai
