// Targets (CR 115, 601.2c, 608.2b) and damage (CR 120): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::targeting {

/// What a target spec (TargetSpec::Any, CreatureYouControl, Spell, ...; resources/cards/SCHEMA.md)
/// allows now for a spell or ability controlled by `controller` from `sourceObjectId`:
/// object ids, and -(player + 1) for players (CR 115).
/// `chosen` are the targets already chosen for the same spell or ability (a spec such as
/// "upToOneCreatureOfFirstTarget" depends on them); an "upTo" spec also allows 0: no target.
QList<int> legalTargets(const Context &c, TargetSpec spec, int controller, int sourceObjectId = -1, const QList<int> &chosen = {});
/// The target specs of a face's spell abilities (abilityIndex -1) or of one ability.
QList<TargetSpec> targetSpecs(const CardFace &face, int abilityIndex = -1);
/// The specs' names as card files write them, for messages: "creature, player".
QString specNames(const QList<TargetSpec> &specs);
/// What a target of `spec` may be, in words for the player's prompt: its registry line up to the
/// first ';' ("up to one creature (CR 115.4, 601.2c)"), without the notes for card authors.
QString specWords(TargetSpec spec);
QString checkTargets(const Context &c, const QList<TargetSpec> &specs, const QList<int> &targets, int controller, int sourceObjectId, const QString &what);
StackObject withLegalTargets(const Context &c, const StackObject &so, const QList<TargetSpec> &specs, bool *allIllegal);
void dealDamage(Context &c, const QString &sourceName, int sourceObjectId, int target, int amount, bool combat);
/// The first legal choice for each spec, distinct where the same spec repeats (for "could this
/// be cast or activated now?"). Sets `*possible` false and returns {} when a spec has none.
QList<int> firstLegalTargets(const Context &c, const QList<TargetSpec> &specs, int controller, int source, bool *possible);

} // namespace rules::targeting
