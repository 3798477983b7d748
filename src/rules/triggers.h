// Triggered abilities (CR 603): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::triggers {

void addTrigger(Context &c, const Permanent &source, int abilityIndex, int amount = 0);
/// Puts into pendingTriggers each enforced triggered ability of `source`'s face whose trigger
/// is one of `kinds` and whose intervening "if" holds (CR 603.4); `amount` is the ability's
/// "that much" (damage dealt, power as it died).
void triggerOn(Context &c, const Permanent &source, std::initializer_list<TriggerWord> kinds, int amount = 0);
void triggerOnStep(Context &c, Step step);
void triggerOnAttack(Context &c, int objectId);
void triggerOnCombatDamageToPlayer(Context &c, int objectId);
void triggerOnDamaged(Context &c, int objectId, int amount);
void triggerOnDayNightSwitch(Context &c);
/// CR 601.2i: as `player` finishes casting the spell whose front face is `spell` (CR 712.8c),
/// the "whenever you cast ..." abilities of the permanents `player` controls that match its
/// types trigger. Scans only `player`'s permanents; a copy is not cast (CR 707.10) and never
/// comes here.
void triggerOnCast(Context &c, int player, const CardFace &spell);
/// CR 509.3c: as blockers are declared, the "becomes blocked" abilities of each attacker in
/// `attackerIds` (attackers that became blocked), once each however many creatures block it.
void triggerOnBecomesBlocked(Context &c, const QList<int> &attackerIds);
/// CR 603.10a: the blocker `blocker` (as it last existed) died; the "whenever a creature blocking
/// this creature dies" abilities of the attacker it blocked trigger, naming the blocker's
/// controller (StackObject::eventPlayer). `lookBack` is the battlefield as it was just before
/// the event, so an attacker that died at the same time still triggers; empty: the battlefield now.
void triggerOnBlockerDies(Context &c, const Permanent &blocker, const QList<Permanent> &lookBack);
void checkWard(Context &c, const StackObject &so);
void resolveAbility(Context &c, const StackObject &so);

} // namespace rules::triggers
