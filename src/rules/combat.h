// Combat (CR 506-511): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::combat {

void beginDeclareAttackers(Context &c);
QString checkDeclareAttackers(const Context &c, const QList<int> &pairs);
void declareAttackers(Context &c, const QList<int> &pairs);
bool anyAttackers(const Context &c);
void beginDeclareBlockers(Context &c);
/// Why `blocker` can't block `attacker` ("can't be blocked", flying without flying or reach
/// on the blocker (CR 702.9b, 702.17b), intimidate (CR 702.13b)), "" if it can;
/// menace is checked over the whole declaration (CR 509.1b-c).
QString whyCantBlock(const Context &c, int blocker, int attacker);
QString checkDeclareBlockers(const Context &c, int defender, const QList<int> &pairs);
void declareBlockers(Context &c, int defender, const QList<int> &pairs);
void combatDamageStep(Context &c);
void endCombat(Context &c);
void removeFromCombat(Context &c, int objectId);

} // namespace rules::combat
