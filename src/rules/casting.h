// Playing lands (CR 305) and casting spells (CR 601): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::casting {

/// Whether `player` could cast `cardId` now with some choice of targets (the first legal
/// ones): "" if so, else the reason (no legal target, timing, mana...).
QString whyNotCastable(const Context &c, int player, int cardId);
QString checkPlayLand(const Context &c, int player, int cardId);
void playLand(Context &c, int player, int cardId);
/// CR 307.1: `player` could cast a sorcery now (own turn, main phase, empty stack).
bool sorceryTimingOk(const Context &c, int player);
/// The total cost to cast `cardId` now (CR 601.2f): its mana cost less reductions such as
/// Moonrager's Slash's {2} at night.
ManaCost castingCost(const Context &c, int cardId, int player = -1);
QString checkCast(const Context &c, int player, int cardId, const QList<int> &targets, int x = 0);
void castSpell(Context &c, int player, int cardId, const QList<int> &targets, int x = 0);

} // namespace rules::casting
