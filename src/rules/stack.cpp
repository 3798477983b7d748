// The stack (CR 405): resolving (CR 608), countering, putting triggered abilities on it (CR 603.3).
#include "stack.h"

#include "areas.h"
#include "daynight.h"
#include "vocabulary.h"


namespace rules::stack {

void counterSpell(Context &c, int stackObjectId, bool exileInstead)
{
    for (int i = 0; i < c.s().stack.size(); ++i) {
        if (c.s().stack[i].objectId != stackObjectId)
            continue;
        const StackObject so = c.s().stack.takeAt(i);
        c.report(Event::Type::SpellCountered, so.controller,
               so.isAbility ? QStringLiteral("%1's ability is countered.").arg(c.sourceName(so))
                            : QStringLiteral("%1 is countered (it was still cast: it counts for day and night).").arg(c.cardName(so.cardId)),
               QStringLiteral("CR 701.5a"), 0).cardId = so.cardId;
        if (!so.isAbility)
            spellLeavesStack(c, so, exileInstead);
        return;
    }
}

void resolveTopOfStack(Context &c)
{
    const StackObject so = c.s().stack.takeLast();
    const CardDefinition &def = c.definition(so.cardId);
    if (so.isAbility) {
        triggers::resolveAbility(c, so);
        return;
    }
    const CardFace &f = def.front();
    if (f.isPermanentType()) {
        if (!f.enchant.isEmpty()) {
            // CR 608.3b: an Aura spell whose target is illegal now doesn't resolve.
            bool allIllegal = false;
            const StackObject checked = targeting::withLegalTargets(c, so, targeting::targetSpecs(f), &allIllegal);
            if (allIllegal) {
                c.report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 doesn't resolve: what it would enchant is no longer a legal target.").arg(f.name),
                       QStringLiteral("CR 608.3b")).cardId = so.cardId;
                spellLeavesStack(c, so);
                return;
            }
            c.report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 resolves, enchanting %2.").arg(f.name, c.targetName(checked.targets.value(0))),
                   QStringLiteral("CR 303.4f")).cardId = so.cardId;
            const int target = checked.targets.value(0);
            battlefield::Attachment to;
            if (target < 0)
                to.player = -target - 1; // enchant player
            else
                to.object = target;
            battlefield::enterTogether(c, {so.cardId}, so.controller, true, {}, to);
            return;
        }
        // CR 608.3: a permanent spell enters the battlefield; at night a daybound one enters
        // back face up without transforming (CR 702.145b, ruling 6).
        c.report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 resolves.").arg(f.name),
               QStringLiteral("CR 608.3")).cardId = so.cardId;
        battlefield::enterTogether(c, {so.cardId}, so.controller, true, {});
        return;
    }
    // Instants and sorceries: the enforced abilities' effects, in order (CR 608.2c).
    bool allIllegal = false;
    const StackObject checked = targeting::withLegalTargets(c, so, targeting::targetSpecs(f), &allIllegal);
    if (allIllegal) {
        c.report(Event::Type::SpellResolved, so.controller,
               QStringLiteral("%1 doesn't resolve: all its targets are illegal now.").arg(f.name), QStringLiteral("CR 608.2b")).cardId = so.cardId;
        spellLeavesStack(c, so);
        return;
    }
    c.report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 resolves.").arg(f.name),
           QStringLiteral("CR 608.2")).cardId = so.cardId;
    // All the spell's instructions in order, across its paragraphs (CR 608.2c).
    QList<Effect> effects;
    for (const auto &ab : f.abilities) {
        if (ab.enforced) {
            if (ab.isSpellAbility()) // not a static ability of the spell, such as a cost reduction
                effects += ab.effects;
        } else {
            c.report(Event::Type::NotEnforced, so.controller,
                   QStringLiteral("Not enforced yet, so nothing happens: \"%1\"").arg(ab.text), QString()).cardId = so.cardId;
        }
    }
    effects::applyEffects(c, effects, checked, 0, so.cardId); // puts the card into the graveyard when done
}

void spellLeavesStack(Context &c, const StackObject &so, bool exileInstead)
{
    if (so.isCopy)
        return; // CR 707.10a: a copy ceases to exist
    auto &owner = c.s().players[c.s().cards[so.cardId].owner];
    if (so.castFromGraveyard || exileInstead) {
        owner.exile.append(so.cardId); // CR 702.34a flashback; Syncopate
        c.report(Event::Type::PermanentLeft, so.controller,
               QStringLiteral("%1 is exiled%2.").arg(c.cardName(so.cardId), so.castFromGraveyard ? QStringLiteral(" (flashback)") : QString()),
               so.castFromGraveyard ? QStringLiteral("CR 702.34a") : QStringLiteral("CR 701.5a")).cardId = so.cardId;
    } else {
        owner.graveyard.append(so.cardId); // CR 608.2n
    }
}

void putPendingTriggersOnStack(Context &c)
{
    // CR 603.3b: APNAP order: the active player's triggers go on the stack first (so they
    // resolve last), each controller's own in the order they triggered.
    auto apnap = [&](int controller) {
        return (controller - c.s().activePlayer + int(c.s().players.size())) % int(c.s().players.size());
    };
    std::stable_sort(c.s().pendingTriggers.begin(), c.s().pendingTriggers.end(),
                     [&](const StackObject &a, const StackObject &b) { return apnap(a.controller) < apnap(b.controller); });
    while (!c.s().pendingTriggers.isEmpty() && c.s().decision.kind == PendingDecision::Kind::None) {
        // CR 603.3b: a controller with several different triggers chooses their order.
        const QList<int> mine = triggersToOrder(c);
        if (mine.size() >= 2) {
            const int who = c.s().pendingTriggers.first().controller;
            QStringList labels;
            for (int i : mine) {
                const StackObject &t = c.s().pendingTriggers[i];
                labels << QStringLiteral("%1: %2").arg(c.definition(t.cardId).faces[t.face].name, t.text);
            }
            StackObject asking;
            asking.controller = who;
            asking.objectId = -1;
            effects::askOption(c, asking, {Continuation::Kind::OrderTrigger},
                      QStringLiteral("%1, several of your abilities triggered at once: which goes on the stack next? (The last one put on the stack resolves first, CR 603.3b.)").arg(c.playerName(who)),
                      labels);
            return;
        }
        pushTrigger(c, c.s().pendingTriggers.takeFirst());
    }
}

QList<int> triggersToOrder(const Context &c)
{
    // The pending triggers of the first controller in APNAP order, if they differ (identical
    // ones need no choice).
    QList<int> mine;
    if (c.s().pendingTriggers.isEmpty())
        return mine;
    const int who = c.s().pendingTriggers.first().controller;
    bool differ = false;
    for (int i = 0; i < c.s().pendingTriggers.size(); ++i) {
        const StackObject &t = c.s().pendingTriggers[i];
        if (t.controller != who)
            continue;
        if (!mine.isEmpty()) {
            const StackObject &f = c.s().pendingTriggers[mine.first()];
            differ = differ || t.text != f.text || c.s().cards[t.cardId].key != c.s().cards[f.cardId].key || t.sourceObjectId != f.sourceObjectId;
        }
        mine.append(i);
    }
    return differ ? mine : QList<int>{};
}

void pushTrigger(Context &c, StackObject t)
{
    t.objectId = c.s().nextObjectId++;
    const CardFace &f = c.definition(t.cardId).faces[t.face];
    // CR 603.3d: an ability with no legal choice for a target is removed from the stack.
    bool targetless = false;
    for (TargetSpec spec : targeting::targetSpecs(f, t.abilityIndex))
        targetless = targetless || targeting::legalTargets(c, spec, t.controller, t.sourceObjectId).isEmpty();
    if (targetless) {
        c.report(Event::Type::AbilityTriggered, t.controller,
               QStringLiteral("%1's ability triggers but has no legal target, so it is removed: %2").arg(f.name, t.text),
               QStringLiteral("CR 603.3d")).objectId = t.objectId;
        return;
    }
    c.s().stack.append(t);
    // Tovolar (rulings 10 and 11): say which of its triggers this is.
    const QString why = t.ruling == 10   ? QStringLiteral(" (once for each Wolf or Werewolf that dealt combat damage to a player: ruling 10)")
                        : t.ruling == 11 ? QStringLiteral(" (once for a creature that is both a Wolf and a Werewolf: ruling 11)")
                                         : QString();
    c.report(Event::Type::AbilityTriggered, t.controller,
           QStringLiteral("%1's ability goes on the stack: %2%3").arg(f.name, t.text, why),
           QStringLiteral("CR 603.3"), t.ruling).objectId = t.objectId;
    askTriggerTargets(c, t.objectId);
}

void askTriggerTargets(Context &c, int stackObjectId)
{
    // CR 603.3d: targets are chosen as the ability is put on the stack. A single legal choice
    // is no choice; otherwise the controller decides.
    for (StackObject &so : c.s().stack) {
        if (so.objectId != stackObjectId)
            continue;
        const CardFace &f = c.definition(so.cardId).faces[so.face];
        const QList<TargetSpec> specs = targeting::targetSpecs(f, so.abilityIndex);
        while (so.targets.size() < specs.size()) {
            const TargetSpec spec = specs[so.targets.size()];
            QList<int> legal = targeting::legalTargets(c, spec, so.controller, so.sourceObjectId, so.targets);
            // CR 115.3: the same object can't be chosen twice for one word "target" (a spec
            // repeated: "up to two target cards"), but may be for two ("target creature ... and
            // target planeswalker": an animated Arlinn is both).
            for (int i = 0; i < so.targets.size(); ++i)
                if (so.targets[i] != 0 && specs[i] == spec)
                    legal.removeAll(so.targets[i]);
            if (legal.size() == 1) {
                so.targets.append(legal.first());
                continue;
            }
            PendingDecision d;
            d.kind = PendingDecision::Kind::ChooseTarget; // ward, if any, triggers once all are chosen
            d.player = so.controller;
            d.options = legal;
            d.stackObjectId = so.objectId;
            d.prompt = QStringLiteral("%1, choose a target for %2's ability: %3 (target %4 of %5, CR 603.3d).")
                           .arg(c.playerName(so.controller), f.name, targeting::specWords(spec))
                           .arg(so.targets.size() + 1).arg(specs.size());
            c.s().decision = d;
            c.report(Event::Type::DecisionRequired, so.controller, d.prompt, QStringLiteral("CR 603.3d"));
            return;
        }
        if (!specs.isEmpty() && !so.targets.isEmpty() && so.abilityIndex != kWardAbility)
            triggers::checkWard(c, so);
        return;
    }
}

} // namespace rules::stack
