#include "randomplayer.h"

#include <random>

namespace ai {

rules::Action RandomPlayer::decide(const rules::Game &game, int seat, quint64 seed) const
{
    const QList<rules::Action> legal = game.legalActions(seat);
    if (legal.isEmpty())
        return rules::Action::pass(seat);
    std::mt19937_64 rng(seed);
    return legal[int(rng() % quint64(legal.size()))];
}

} // namespace ai
