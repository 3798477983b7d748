// Heuristic attacks and blocks (CR 508.1, 509.1) for the greedy player and the playouts.
#pragma once

#include "game.h"

namespace ai {

/// Plans a whole declaration at once, which Game::legalActions() offers only in part (none, each
/// single choice, all). Stateless.
class CombatPlan
{
public:
    /// The attack for `seat`, who has the DeclareAttackers decision: every creature that no
    /// untapped creature of the defending player can block and kill while surviving; all of
    /// them when the defender has no untapped creature or the attack is lethal through every
    /// blocker; and always those that attack each combat if able (Game::requiredAttackers(), CR
    /// 508.1d). Returns an action apply() accepts (no attack if nothing better is and none is required).
    static rules::Action attackers(const rules::Game &game, int seat);
    /// The blocks for `seat`, who has the DeclareBlockers decision: per attacker, biggest first,
    /// a blocker that kills it and survives, else one that survives, else an even trade (only
    /// pairs Game::whyCantBlock() allows, CR 509.1b); then
    /// chump blocks while the unblocked damage would be lethal. Returns an action apply()
    /// accepts (dropping blocks the rules refuse, e.g. a single blocker on menace, CR 702.111b).
    static rules::Action blockers(const rules::Game &game, int seat);
};

} // namespace ai
