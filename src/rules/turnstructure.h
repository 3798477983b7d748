// Turn structure (CR 500-514), priority (CR 117) and the end of the game (CR 104): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::turn {

void beginTurn(Context &c);
void finishUntapStep(Context &c);
void draw(Context &c, int player);
void finishCleanup(Context &c);
void givePriority(Context &c, int player);
void passPriority(Context &c, int player);
/// CR 104.2a: once one player or none is left in the game, the game is over (winner: the one
/// left, or -1 for a draw), reported once. Does nothing while two or more are left.
void checkGameOver(Context &c);
/// What passing priority now will do, e.g. "Pass: resolve Play with Fire", "Pass: go to the
/// upkeep step", "Pass priority to Bob".
QString passDescription(const Context &c);
/// Steps this turn skips: declare blockers and combat damage once the declare attackers
/// step has passed with no attackers (CR 508.8).
QList<Step> skippedSteps(const Context &c);

} // namespace rules::turn
