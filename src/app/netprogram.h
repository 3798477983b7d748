// The headless network programs: `daynight --serve` (a host with no window) and
// `daynight --headless --join INVITE --as KIND` (a client the computer plays, for tests and
// soak runs).
#pragma once

#include "gamesession.h"

namespace netprogram {

/// What `--serve` runs.
struct ServeOptions {
    session::SessionOptions session;    ///< seats, spectators, the away choice, the replay file
    quint16 port = 0;                   ///< 0: a free port (the invite names it)
    QString resume;                     ///< a replay file to resume ("" for a new game)
};
/// Hosts one game over wss on every interface: prints the players' invite on the first line of
/// stdout (and the spectators' on the second when they may watch), serves until the game is
/// over, prints "game over: <result>; final hash <hash>", and returns 0; 2 with one line on
/// stderr when the replay file or the port cannot be used.
int runServe(const ServeOptions &options);

/// What `--headless --join` runs.
struct JoinOptions {
    QString invite;                     ///< the invite line
    QString kind;                       ///< "ai", "greedy" or "random": the computer plays the seat
    bool watch = false;                 ///< a spectator instead of a seat
};
/// Joins the game of `options.invite`, reconnecting (with its seat's token) when the connection
/// drops, until the game is over; then checks the revealed seed and replays the record against
/// every view received, prints "final hash <hash>; <m> of <n> checkpoints matched; seed
/// commitment ok|WRONG; <result>" and returns 0 when everything matched, else 1; 2 for a bad
/// invite or when the host cannot be reached for 60 s.
int runJoin(const JoinOptions &options);

} // namespace netprogram
