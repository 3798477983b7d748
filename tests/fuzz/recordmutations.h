// Mutations of a game record's own parts: a replay's "checkpoints" and a session's tree of
// variations ("session": nodes, current, notes, seats), as saved games, autosaves and problem
// reports hold them (see main.cpp).
#pragma once

#include "mutator.h"

namespace fuzz {

/// Applies one record mutation to `root` and logs it ("$.session.nodes[3].parent: 2 -> 3 (...)"):
///  - a checkpoint's "after" out of order, 0, negative, past the actions or repeated; its "hash"
///    wrong by one digit, empty, not hex or 100,000 digits long; a checkpoint after every action;
///  - a node's parent at itself, a later node, -2, INT_MAX, or another earlier node (a new
///    variation, valid or not); a node's action moved to another point; a line of 2,000 passes;
///    "current" and a note's "after" out of range; the seed, the turn and "ply" at extremes;
///    a seat made the computer's, or two seats more than the game has.
/// False when `root` has no checkpoints and no session.
bool mutateRecord(QJsonValue &root, Rng &rng, QStringList &log);

} // namespace fuzz
