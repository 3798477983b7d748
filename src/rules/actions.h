// Actions (action.h): whether one is legal now, and carrying it out. The Game facade's apply()
// is check() then execute(); whyNot() is check() alone, with no copy of the game.
#pragma once

#include "action.h"
#include "context.h"

namespace rules::actions {

/// "" when `action` is legal now; otherwise one sentence citing the rule, e.g. "Bob holds
/// priority, not Alice (CR 117.1)." Player actions need priority or the pending decision;
/// sandbox actions (put, set designation, set life, destroy) are checked for their inputs only.
QString check(const Context &c, const Action &action);
/// Carries out an action that check() accepted; its events go to c.events().
void execute(Context &c, const Action &action);
/// Whether `type` is a sandbox action (QA, demonstrations): it acts as an effect would,
/// without priority.
bool isSandbox(Action::Type type);

} // namespace rules::actions
