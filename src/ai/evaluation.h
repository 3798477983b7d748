// The computer opponent's evaluation of a position (issue 13): what each side has, with each
// daybound/nightbound permanent valued by the face it shows now and the face it will show after
// the next untap step, as the engine forecasts it (CR 502.2, 730.2, 702.145).
#pragma once

#include "game.h"

namespace ai {

/// Scores positions for one seat. Stateless: every function only reads the game.
class Evaluation
{
public:
    /// The designation after the next untap step's check, from the engine's own rule
    /// (daynight.h checkAtUntap(), CR 502.2 / 730.2a-c): the current turn's active player is
    /// the previous turn's active player then, so their spells cast this turn are what counts.
    static rules::DayNight nextDesignation(const rules::GameState &s);
    /// The position for `seat`: its side's value less its strongest opponent's, in points (one
    /// point is about one power of a creature). +/-1000 when the game is over (won / lost or a
    /// draw at 0). Units are stable: playouts compare them.
    static double score(const rules::Game &game, int seat);
    /// score() as a Monte Carlo reward in [0, 1]: 1 won, 0 lost, between them a logistic curve
    /// of the gain over `baseline` (the score where the search began, so that a lopsided
    /// position still tells its choices apart), 0.5 at no gain.
    static double reward(const rules::Game &game, int seat, double baseline = 0.0);
    /// What `player` has, as `viewer` knows it: life, permanents, cards in hand, a library to
    /// draw from. Each permanent that will transform at the next untap step (nextDesignation()
    /// and mustTransformForDesignation(), CR 702.145b-c and e-f) counts partly at its other
    /// face. Another player's hand counts by its size only: `viewer` cannot see it (CR 402.3).
    static double sideValue(const rules::Game &game, int player, int viewer);
    /// One permanent's value now, if the designation became `next` (its face then).
    static double permanentValue(const rules::Game &game, const rules::Permanent &p, rules::DayNight next);
};

} // namespace ai
