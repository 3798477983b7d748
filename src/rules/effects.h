// Effects of resolving spells and abilities (CR 608.2c). Each effect word's handler is a row of
// the registry in effects.cpp (vocabulary.h); these are the entry points around them.
#pragma once

#include "context.h"

namespace rules::effects {

/// Carries out `effects[from..]` of the resolving `so` in order (CR 608.2c). When one asks a
/// choice (a ChooseOption or DiscardCards decision for `so`), the rest wait in
/// state.pendingEffects and false is returned; resumeEffects() goes on once it is answered.
/// When all are done and `spellCardId` >= 0, that instant or sorcery leaves the stack (CR
/// 608.2n) and true is returned.
bool applyEffects(Context &c, const QList<Effect> &effects, const StackObject &so, int from, int spellCardId);
/// Goes on with the effects a decision paused, then gives priority (CR 117.3b); with none
/// paused, it only gives priority.
void resumeEffects(Context &c);
/// Asks `so.controller` a choice in words: options 0..labels.size()-1; `then` says what the
/// answer does (decisions.cpp). The log shows `logText` instead of the prompt when the prompt
/// names a hidden card (scry, surveil).
void askOption(Context &c, const StackObject &so, const Continuation &then, const QString &prompt, const QStringList &labels,
               const QString &logText = QString());
/// Asks `so.controller` to discard `count` cards (fewer if the hand is smaller; nothing if it is
/// empty), CR 701.9.
void askDiscard(Context &c, const StackObject &so, int count);
/// Counters spell or ability `target` on the stack unless its controller pays `cost` (CR 118.12):
/// Syncopate's {X} (`exile`: exiled instead, CR 701.5a), a ward cost (CR 702.21a; `because` ends
/// the prompt: " (ward)"). `asker` is the resolving object; the question goes on a ChooseOption
/// decision with a PayOrCounter continuation (payOrCounter() answers it). Asked whenever the
/// cost can be paid, {0} included (CR 118.5); countered at once when it can't (CR 118.3: mana
/// their sources can't make, life they don't have, more cards to discard than in hand). A spell
/// that can't be countered is untouched (CR 101.2); a target no longer on the stack, too.
void counterUnlessPaid(Context &c, const StackObject &asker, int target, const UnlessCost &cost, bool exile, const QString &because = QString());
/// `payer` chose to pay `then.cost` (a PayOrCounter continuation of decision `stackObjectId`):
/// mana and life are paid now; a discard is asked (a DiscardCards decision). If the cost can't
/// be paid after all, the spell or ability is countered as if they had declined.
void payOrCounter(Context &c, int payer, const Continuation &then, int stackObjectId);
/// Moves `cardIds` from `player`'s hand to their graveyard, one CardDiscarded event each.
void discard(Context &c, int player, const QList<int> &cardIds, const QString &why, const QString &rule);

} // namespace rules::effects
