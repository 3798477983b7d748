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
    /// draw from, and a large loss when the next attack of an opponent would be lethal
    /// (crackBack() >= life: "dead on board"). Each permanent that will transform at the next untap step (nextDesignation()
    /// and mustTransformForDesignation(), CR 702.145b-c and e-f) counts partly at its other
    /// face. Another player's hand counts by its size only: `viewer` cannot see it (CR 402.3).
    static double sideValue(const rules::Game &game, int player, int viewer);
    /// The combat damage `player` would take from the next opponent's attack if it came with
    /// every creature that opponent could attack with then, and `player`'s creatures that can
    /// block then (untapped now, not already blocking) each stopped one of the biggest
    /// attackers (CR 506.4, 509.1a, 510.1c: a blocked creature deals no damage to the player).
    /// Counted from public information only (the battlefield): no tricks, no haste from a hand.
    /// - `player` is the active player: the next player in turn order attacks next turn with
    ///   all its creatures (they untap, CR 502.3; summoning sickness ends, CR 302.6), while
    ///   `player`'s creatures tapped now stay tapped until its own next untap step;
    /// - an opponent is the active player before its attack is declared: its untapped creatures
    ///   that may attack now; during its combat: its attackers not blocked;
    /// - after that opponent's combat: 0 (`player` untaps before the next attack).
    /// Returns 0 or more; 0 when nobody else is left.
    static int crackBack(const rules::Game &game, int player);
    /// The damage that gets through when creatures of `powers` attack and `blockers` creatures
    /// block, each stopping one of the biggest attackers: the sum of all but the `blockers`
    /// largest powers (negative powers count 0).
    static int unblockedDamage(QList<int> powers, int blockers);
    /// One permanent's value now, if the designation became `next` (its face then).
    static double permanentValue(const rules::Game &game, const rules::Permanent &p, rules::DayNight next);
};

} // namespace ai
