// Who may submit what in a session: a seat acts only for itself and only when the engine waits
// on it; spectators and students never act. Decided once, here, before the engine sees the
// action (Cockatrice's judge leak, #4290, was a client acting for another seat).
#pragma once

#include "game.h"

#include <QString>

namespace session {

/// Who sent a command.
struct Actor {
    enum class Role : quint8 {
        Seat,       ///< a player at the table
        Spectator,  ///< watches only
        Student,    ///< follows a lesson: watches only
    };
    Role role = Role::Spectator;
    int seat = -1;  ///< Role::Seat: the player's seat

    static Actor player(int seat) { return {Role::Seat, seat}; }
    static Actor spectator() { return {Role::Spectator, -1}; }
};

class CommandGate
{
public:
    /// What kind of command an action came as: a move (priority actions, conceding) or an
    /// answer to the engine's pending decision (ChooseCards, KeepHand, TakeMulligan).
    enum class Kind : quint8 { Action, Answer };

    /// "" when `actor` may submit `action` as `kind` to `game` now, else why not, one sentence:
    /// spectators and students never act; a seat acts only for its own player (never for
    /// another seat, CR 800.4a aside); the board editor's sandbox actions are not part of a
    /// network game; an answer needs a pending decision of this seat and an action needs none
    /// (Concede excepted: a player may concede at any time, CR 104.3a); otherwise the engine
    /// must be waiting on this seat (the pending decision's player, else the priority holder,
    /// CR 117) and must accept the action (Game::whyNot()). Nothing is changed.
    static QString check(const Actor &actor, const rules::Action &action, Kind kind, const rules::Game &game,
                         bool gameOver = false);
    /// Whether `type` answers a pending decision (ChooseCards, KeepHand, TakeMulligan).
    static bool isAnswer(rules::Action::Type type);
};

} // namespace session
