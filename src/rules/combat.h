// Combat (CR 506-511): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::combat {

void beginDeclareAttackers(Context &c);
/// Why permanent `objectId` can't attack now, "" if it can: an untapped creature of the active
/// player (CR 508.1a), not summoning sick unless it has haste (CR 302.6), without defender
/// (CR 702.3b).
QString whyCantAttack(const Context &c, int objectId);
/// The least declaration the rules allow (CR 508.1d): each creature that attacks each combat if
/// able and can attack now, paired with the first opponent in turn order. Pairs (creature,
/// defending player), as a DeclareAttackers answer; empty when nothing must attack.
QList<int> requiredAttackers(const Context &c);
/// "" when `pairs` (creature, defending player) is a legal declaration for the pending
/// DeclareAttackers decision; otherwise why not, citing the rule: a creature that can't attack
/// (CR 508.1a), a defender that is not an opponent (CR 508.1b), a creature that attacks each
/// combat if able left out (CR 508.1d).
QString checkDeclareAttackers(const Context &c, const QList<int> &pairs);
void declareAttackers(Context &c, const QList<int> &pairs);
bool anyAttackers(const Context &c);
void beginDeclareBlockers(Context &c);
/// Why `blocker` can't block `attacker` ("can't be blocked", flying without flying or reach
/// on the blocker (CR 702.9b, 702.17b), intimidate (CR 702.13b), "can't be blocked by
/// creatures with power N or less"), "" if it can; menace is checked over the whole
/// declaration (CR 509.1b-c).
QString whyCantBlock(const Context &c, int blocker, int attacker);
QString checkDeclareBlockers(const Context &c, int defender, const QList<int> &pairs);
void declareBlockers(Context &c, int defender, const QList<int> &pairs);
void combatDamageStep(Context &c);
void endCombat(Context &c);
void removeFromCombat(Context &c, int objectId);

} // namespace rules::combat
