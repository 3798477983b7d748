// A player that chooses uniformly among everything the engine offers (issue 13's "random").
#pragma once

#include "player.h"

namespace ai {

/// Uniform over Game::legalActions(seat) (passing, tapping a land by hand and casting alike),
/// X as offered. The baseline every other player must beat by far.
class RandomPlayer : public Player
{
public:
    QString kind() const override { return QStringLiteral("random"); }
    /// One of legalActions(seat), each with the same chance, drawn from `seed`.
    rules::Action decide(const rules::Game &game, int seat, quint64 seed) const override;
};

} // namespace ai
