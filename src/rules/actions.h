// Actions (action.h): whether one is legal now, and carrying it out. The Game facade's apply()
// is check() then execute(); whyNot() is check() alone, with no copy of the game.
#pragma once

#include "action.h"
#include "context.h"

namespace rules::actions {

/// "" when `action` is legal now; otherwise one sentence citing the rule, e.g. "Bob holds
/// priority, not Alice (CR 117.1)." Player actions need priority or the pending decision;
/// sandbox actions (put, set designation, set life, destroy, and the board editor's: editing.h)
/// are checked for their inputs only. Whether the position is legal is Game's to check.
QString check(const Context &c, const Action &action);
/// Carries out an action that check() accepted; its events go to c.events().
void execute(Context &c, const Action &action);
/// Whether `type` is a sandbox action (QA, demonstrations, the board editor): it acts as an
/// effect would, or is placed as the board editor asks, without priority; legal() never offers one.
bool isSandbox(Action::Type type);

} // namespace rules::actions

namespace rules::actions {

/// What `player` may do now, each as one Action that apply() accepts (random play, the computer
/// opponent, tests):
/// - with a decision to answer: each option of a choice in words, a target, the legend rule;
///   for answers that are sets (attackers, blockers, "any number", discards) a representative
///   list, not every combination: none (where legal), each single choice, and all of them;
/// - with priority: pass; each land they can play; each untapped basic land they can tap for
///   mana by hand (CR 605.3; casting also pays automatically); each spell they can cast, without
///   targets (the engine then asks for them) and with X = 0, or X = 1 when X must be chosen; each
///   ability they can activate (likewise).
/// Empty when `player` can do nothing (another player holds priority or decides, or the game is over).
QList<Action> legal(const Context &c, int player);

} // namespace rules::actions
