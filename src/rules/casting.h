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
/// The total cost for `player` to cast `cardId` now (CR 601.2f): its mana cost less reductions
/// such as Moonrager's Slash's {2} at night, plus Oakshade Stalker's {2} when only its own
/// permission lets it be cast now, as though it had flash (not when another effect, such as
/// Arlinn's +1, already does: CR 601.3, the ruling on Oakshade Stalker), less {X} generic for
/// each Vadrik, Astral Archmage `player` controls if it is an instant or sorcery (X its power
/// now, CR 601.2f). With `player` -1, no timing surcharge and no Vadrik.
ManaCost castingCost(const Context &c, int cardId, int player = -1);
QString checkCast(const Context &c, int player, int cardId, const QList<int> &targets, int x = 0);
void castSpell(Context &c, int player, int cardId, const QList<int> &targets, int x = 0);
/// The target specs of `cardId`'s spell abilities, in order (CR 601.2c); {} for none or a bad id.
QList<TargetSpec> spellTargetSpecs(const Context &c, int cardId);
/// Whether casting `cardId` needs targets.
bool needsTargets(const Context &c, int cardId);
/// Asks `player`, the caster, for the next target of what `pc` casts or activates: a ChooseTarget
/// decision carrying `pc` (CR 601.2c, 602.2b). The options leave out what the same word
/// "target" already chose (CR 115.3); 0 among them means "no target" for an "up to one".
void askTargets(Context &c, int player, const PendingCast &pc);
/// Records `target` for `pc` (the pending decision); asks the next one, or casts or activates
/// once all are chosen (checked again as an action with every target would be).
void chooseTarget(Context &c, int player, const PendingCast &pc, int target);
/// Stops casting or activating while targets are being chosen: nothing was announced, moved or
/// paid, and the player keeps priority.
void cancel(Context &c);

} // namespace rules::casting
