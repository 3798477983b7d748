// The opening hand (CR 103.5, the London mulligan): before turn 1 each player keeps or takes
// mulligans, then puts a card on the bottom of their library for each mulligan counted.
#pragma once

#include "context.h"

namespace rules::mulligan {

/// Whether the game is still choosing opening hands (turn 0: before the first turn begins).
inline bool inProgress(const GameState &s) { return s.turnNumber == 0 && !s.gameOver && !s.players.isEmpty(); }
/// CR 103.5c: in a multiplayer game (one that begins with more than two players, CR 800.1) a
/// player's first mulligan is free: it counts neither toward the cards they put on the bottom
/// nor toward the mulligans they may take.
bool firstIsFree(const GameState &s);
/// The mulligans of `player` that count (CR 103.5, 103.5c): how many cards they put on the
/// bottom once they keep, at most their hand's size.
int counted(const GameState &s, int player);
/// The cards `player` will have once they keep now and put the counted ones on the bottom.
int keptHandSize(const GameState &s, int player);
/// Starts the mulligan process on a state whose opening hands are drawn (turn 0, no priority):
/// asks the starting player, then each other in turn order, to keep or take a mulligan (CR 103.5).
void begin(Context &c);
/// Why `a` (KeepHand or TakeMulligan) is refused now, "" if it is accepted: only the player asked
/// (PendingDecision::Kind::Mulligan) answers, and a mulligan only while the opening hand would
/// not be zero cards (CR 103.5).
QString check(const Context &c, const Action &a);
/// Carries out KeepHand or TakeMulligan (checked), then asks the next player, takes the declared
/// mulligans at once once every player still choosing has declared (CR 103.5: at the same time),
/// asks for the bottom cards once all have kept, and begins turn 1 once those are put.
void declare(Context &c, const Action &a);
/// Why ChooseCards `choices` is not an answer to the BottomCards decision, "" if it is: exactly
/// `count` different cards of the deciding player's hand.
QString checkBottom(const Context &c, const QList<int> &choices);
/// Puts `choices` (checked) on the bottom of the deciding player's library one at a time in the
/// order given, so the last one named is the bottom card (CR 103.5: in any order); then asks the
/// next player who kept after a counted mulligan, or begins turn 1.
void putOnBottom(Context &c, const QList<int> &choices);
/// "1st", "2nd", "3rd", "4th"...: an English ordinal, for the log.
QString ordinal(int n);

} // namespace rules::mulligan
