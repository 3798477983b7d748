// The computer's opening hand (CR 103.5, the London mulligan): a hand-quality rule, not a search.
// Whether to keep looks at the hand that would be left once the counted mulligans' cards are on
// the bottom (CR 103.5c: a multiplayer game's first mulligan puts none there):
//   - 7 cards: keep with 2 to 5 lands, else take a mulligan;
//   - 6 cards: keep with 2 to 4 lands, else take a mulligan;
//   - 5 cards or fewer: always keep.
// The cards put on the bottom are the least castable, one at a time: a land while the hand left
// holds more lands than spells plus one (of the land name it holds most), else the spell with the
// highest mana value (the last in hand of those).
#pragma once

#include "game.h"

#include <optional>

namespace ai {

/// The rule's answer for `seat` when it must keep or take a mulligan (KeepHand or TakeMulligan)
/// or choose the cards to put on the bottom (ChooseCards); nothing when no such decision is
/// `seat`'s. Deterministic, and always an action `game.apply()` accepts.
std::optional<rules::Action> openingHandAnswer(const rules::Game &game, int seat);
/// The `count` cards of `hand` (card ids) the rule puts on the bottom, in the order to put them.
QList<int> cardsToBottom(const rules::Game &game, const QList<int> &hand, int count);
/// Whether the rule keeps `hand` once `bottom` of its cards are on the bottom (see above).
bool keeps(const rules::Game &game, const QList<int> &hand, int bottom);

} // namespace ai
