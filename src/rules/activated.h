// Activated abilities (CR 602) and loyalty abilities (CR 606): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::activation {

bool isActivated(const Ability &ab);
/// Indices of the permanent's face-up abilities that can be activated (enforced activated
/// and loyalty abilities), whether or not they can be activated right now.
QList<int> activatableAbilities(const Context &c, const Permanent &p);
QString checkActivate(const Context &c, const Action &a);
void activate(Context &c, const Action &a);
/// The same for activating ability `abilityIndex` of permanent `objectId` (X = 0).
QString whyNotActivatable(const Context &c, int player, int objectId, int abilityIndex);
/// The target specs of ability `abilityIndex` of permanent `objectId`'s face up; {} if none or
/// if there is no such permanent or ability.
QList<TargetSpec> targetSpecsOf(const Context &c, int objectId, int abilityIndex);
/// Whether activating it needs targets.
bool needsTargets(const Context &c, int objectId, int abilityIndex);

} // namespace rules::activation
