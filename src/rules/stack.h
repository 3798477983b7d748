// The stack (CR 405): resolving (CR 608), countering, putting triggered abilities on it (CR 603.3): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::stack {

void counterSpell(Context &c, int stackObjectId, bool exileInstead);
void resolveTopOfStack(Context &c);
/// Where a resolved or countered spell goes: graveyard, exile (flashback), nowhere (a copy).
void spellLeavesStack(Context &c, const StackObject &so, bool exileInstead = false);
void putPendingTriggersOnStack(Context &c);
QList<int> triggersToOrder(const Context &c);
void pushTrigger(Context &c, StackObject t);
void askTriggerTargets(Context &c, int stackObjectId);

} // namespace rules::stack
