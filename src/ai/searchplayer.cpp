#include "searchplayer.h"

#include "determinizer.h"
#include "evaluation.h"
#include "greedyplayer.h"
#include "openinghand.h"
#include "searchnode.h"

#include <QElapsedTimer>

namespace ai {

using namespace rules;

Action SearchPlayer::decide(const Game &game, int seat, quint64 seed) const
{
    if (const auto opening = openingHandAnswer(game, seat)) // CR 103.5: a rule, not a search (openinghand.h)
        return *opening;
    const QList<Action> candidates = candidateActions(game, seat);
    if (candidates.size() <= 1)
        return candidates.isEmpty() ? Action::pass(seat) : candidates.first();
    const QList<RootChoice> choices = analyse(game, seat, seed);
    const RootChoice *chosen = best(choices);
    return chosen ? chosen->action : candidates.first();
}

const SearchPlayer::RootChoice *SearchPlayer::best(const QList<RootChoice> &choices)
{
    const RootChoice *out = nullptr;
    for (const RootChoice &c : choices)
        if (!out || c.visits > out->visits || (c.visits == out->visits && c.meanReward > out->meanReward))
            out = &c;
    return out;
}

QList<SearchPlayer::RootChoice> SearchPlayer::analyse(const Game &game, int seat, quint64 seed) const
{
    const QList<Action> rootCandidates = candidateActions(game, seat);
    if (rootCandidates.size() <= 1)
        return {};
    const GreedyPlayer policy(GreedyPlayer::Options{true, m_options.playoutRandomness, false});
    std::mt19937_64 rng(seed);
    SearchNode root;
    QElapsedTimer timer;
    timer.start();
    const int lastTurn = game.state().turnNumber + m_options.horizonTurns;
    const double baseline = Evaluation::score(game, seat);
    std::vector<SearchNode *> path;
    for (int it = 0; it < m_options.iterations; ++it) {
        // The cap: stop when one more iteration of the average length would pass 90 % of it
        // (the rest absorbs a long iteration and the scheduler of a busy machine).
        if (m_options.budgetMs > 0 && it > 0 && timer.elapsed() * (it + 1) / it >= m_options.budgetMs * 9 / 10)
            break;
        Game g(game.cards(), Determinizer::sample(game.state(), seat, rng));
        SearchNode *node = &root;
        path.assign(1, node);
        bool inTree = true;
        for (int n = 0; n < m_options.maxPlayoutActions; ++n) {
            const GameState &s = g.state();
            const int actor = actingPlayer(s);
            if (actor < 0 || s.turnNumber > lastTurn)
                break;
            Action a;
            if (actor == seat && inTree) {
                const QList<Action> candidates = candidateActions(g, seat);
                if (candidates.size() == 1) {
                    a = candidates.first();
                } else {
                    bool expanded = false;
                    node = node->selectOrExpand(candidates, m_options.exploration, rng, &expanded);
                    path.push_back(node);
                    inTree = !expanded;
                    a = node->action();
                }
            } else {
                a = policy.decide(g, actor, rng());
            }
            if (!g.apply(a).accepted && !g.apply(Action::pass(actor)).accepted)
                break;
        }
        const double reward = Evaluation::reward(g, seat, baseline);
        for (SearchNode *p : path)
            p->update(reward);
    }
    QList<RootChoice> out;
    for (const auto &c : root.children())
        out.append({c->action(), c->visits(), c->mean()});
    return out;
}

} // namespace ai
