// The computer opponent's interface (issue 13): a player answers whatever the engine asks of a
// seat, with one of the actions Game::legalActions() offers.
#pragma once

#include "game.h"

#include <QList>
#include <QString>

namespace ai {

/// A way of choosing actions for a seat. Implementations hold only their settings, fixed at
/// construction, so decide() may run on any thread at the same time as other calls (each call
/// works on its own copies of the game).
class Player
{
public:
    virtual ~Player() = default;
    /// The runner's name for this kind of player: "random", "greedy", "ai".
    virtual QString kind() const = 0;
    /// One action for `seat`, who must act in `game` now: it holds priority (CR 117) or has the
    /// pending decision (targets, X, attackers, blockers, trigger order, Tovolar's choice, the
    /// legend rule, discards, scry/surveil...). The answer is one that `game.apply()` accepts.
    /// Deterministic: the same game, seat and `seed` give the same action. `game` is only read,
    /// but its queries fill its cache: do not share one Game between threads (see ai::decide()).
    /// Precondition: actingPlayer(game.state()) == seat and the game is not over.
    virtual rules::Action decide(const rules::Game &game, int seat, quint64 seed) const = 0;
};

/// The seat that must act now: the pending decision's player, else the priority holder; -1
/// when nobody can (the game is over, or no player has priority).
int actingPlayer(const rules::GameState &s);

/// The table's entry point, safe to run on a worker thread (QtConcurrent::run): builds its own
/// Game over a copy of `state` (GameState is a value, its lists are shared copy-on-write with
/// atomic counts) and asks `player`. `db` must stay alive and unchanged during the call; it is
/// only read. Returns pass priority when `seat` has nothing to do.
rules::Action decide(const Player &player, const rules::CardDatabase &db, const rules::GameState &state, int seat, quint64 seed);

/// The actions worth considering for `seat` now: legalActions() without tapping lands by hand
/// (casting pays automatically, CR 601.2g-h) or stopping a cast once begun, and with an empty stack outside the windows where
/// acting matters (your main phases; combat after attackers are declared; your opponent's end
/// step) only passing. Attacks and blocks add CombatPlan's whole declaration to the parts
/// legalActions() offers. X is raised to the largest value that can be paid (at most 10) when an
/// action asks for one. Never empty when `seat` must act.
QList<rules::Action> candidateActions(const rules::Game &game, int seat);

/// A 64-bit mix of `a` and `b` (splitmix64), for seeds derived from seeds.
quint64 mixSeed(quint64 a, quint64 b);

} // namespace ai
