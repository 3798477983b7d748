// Hidden information for the search (issue 13): one sample of what a seat cannot see.
#pragma once

#include "gamestate.h"

#include <random>

namespace ai {

/// Makes determinizations: copies of a position in which everything `seat` cannot see is drawn
/// again at random from what it could be. Stateless.
class Determinizer
{
public:
    /// A copy of `s` for `seat`: each other player's hand and library are dealt again from the
    /// cards in both (same sizes, CR 402.3 and 401.2: hands and libraries are hidden zones),
    /// `seat`'s own library is put in a random order (CR 401.2; its top card is kept in place
    /// while `seat` is deciding about it: scry, surveil, looking at the top few), and the
    /// game's random generator is seeded anew (its future shuffles are hidden too). The result
    /// depends only on what `seat` can see and on `rng`: positions that differ in hidden
    /// information only give the same copy, card ids included.
    static rules::GameState sample(const rules::GameState &s, int seat, std::mt19937_64 &rng);
};

} // namespace ai
