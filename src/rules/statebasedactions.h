// State-based actions (CR 704): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::sba {

bool checkStateBasedActions(Context &c);
/// CR 800.4a: `player` (who has just lost, CR 704.5a/b, or conceded, CR 104.3a) leaves the game:
/// marked hasLost; their spells and abilities on the stack and their triggered abilities waiting
/// to go on it cease to exist; the permanents they own leave the game and those they control but
/// do not own are exiled, each through the usual way off the battlefield (so linked abilities
/// return what they exiled). Their hand, library, graveyard and exile stay with them, out of play.
/// Whether the game is over is the caller's to check (turn::checkGameOver).
void leaveGame(Context &c, int player);

} // namespace rules::sba
