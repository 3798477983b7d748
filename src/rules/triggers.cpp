// Triggered abilities (CR 603): what triggers them, intervening-"if" conditions checked when
// they trigger and again on resolution (CR 603.4), and their effects when they resolve.
#include "triggers.h"

#include "areas.h"
#include "daynight.h"

namespace rules::triggers {

static bool conditionHolds(const Context &c, const QString &condition, int controller, int sourceObjectId);
static StackObject triggeredBy(const Permanent &source, int abilityIndex, const QString &text, int amount = 0);

static bool conditionHolds(const Context &c, const QString &condition, int controller, int sourceObjectId)
{
    if (condition.isEmpty())
        return true;
    if (condition == QLatin1String("noSpellsCastLastTurn")) {
        // Old werewolves: every player's spells count (R13); on turn 1 there is no last turn.
        if (c.s().turnNumber <= 1)
            return false;
        int total = 0;
        for (int n : c.s().spellsCastLastTurn)
            total += n;
        return total == 0;
    }
    if (condition == QLatin1String("aPlayerCastTwoOrMoreLastTurn")) {
        // "Two or more" means by a single player (SOI/EMN rulings, R13).
        for (int n : c.s().spellsCastLastTurn)
            if (n >= 2)
                return true;
        return false;
    }
    int wolves = 0;
    for (const Permanent &p : c.s().battlefield)
        if (p.controller == controller && p.objectId != sourceObjectId && c.characteristics(p).isWolfOrWerewolf())
            ++wolves;
    const Permanent *self = c.s().permanent(sourceObjectId);
    const bool selfCounts = self && c.characteristics(*self).isWolfOrWerewolf();
    if (condition == QLatin1String("controlThreeOrMoreWolvesOrWerewolves"))
        return wolves + (selfCounts ? 1 : 0) >= 3; // a Wolf that is also a Werewolf counts once
    if (condition == QLatin1String("controlAnotherWolfOrWerewolf"))
        return wolves >= 1;
    if (condition == QLatin1String("enchantedIsWolfOrWerewolf")) {
        const Permanent *enchanted = self ? c.s().permanent(self->attachedTo) : nullptr;
        return enchanted && c.characteristics(*enchanted).isWolfOrWerewolf();
    }
    return false;
}

static StackObject triggeredBy(const Permanent &source, int abilityIndex, const QString &text, int amount)
{
    StackObject t;
    t.cardId = source.cardId;
    t.controller = source.controller;
    t.isAbility = true;
    t.sourceObjectId = source.objectId;
    t.face = source.backFaceUp ? 1 : 0;
    t.abilityIndex = abilityIndex;
    t.text = text;
    t.sourceTransformCount = source.transformCount;
    t.amount = amount;
    return t;
}

void addTrigger(Context &c, const Permanent &source, int abilityIndex, int amount)
{
    const Ability &ab = c.face(source).abilities[abilityIndex];
    const QString condition = ab.script.value(QStringLiteral("condition")).toString();
    if (!conditionHolds(c, condition, source.controller, source.objectId))
        return; // CR 603.4: the ability does not trigger at all
    c.s().pendingTriggers.append(triggeredBy(source, abilityIndex, ab.text, amount));
}

void triggerOn(Context &c, const Permanent &source, const QStringList &kinds, int amount)
{
    const CardFace &f = c.face(source);
    for (int i = 0; i < f.abilities.size(); ++i) {
        const QString trigger = f.abilities[i].script.value(QStringLiteral("trigger")).toString();
        if (f.abilities[i].enforced && !trigger.isEmpty() && kinds.contains(trigger))
            addTrigger(c, source, i, amount);
    }
}

void triggerOnStep(Context &c, Step step)
{
    // CR 603.2b: "at the beginning of" abilities trigger as the step begins.
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot) {
        QStringList kinds;
        const bool yours = p.controller == c.s().activePlayer;
        if (step == Step::Upkeep) {
            kinds << QStringLiteral("eachUpkeep");
            if (yours)
                kinds << QStringLiteral("yourUpkeep");
            if (p.attachedToPlayer == c.s().activePlayer)
                kinds << QStringLiteral("enchantedPlayersUpkeep");
        }
        else if (step == Step::BeginningOfCombat && yours)
            kinds << QStringLiteral("beginningOfCombatOnYourTurn");
        else if (step == Step::End && yours)
            kinds << QStringLiteral("yourEndStep");
        if (!kinds.isEmpty())
            triggerOn(c, p, kinds);
    }
}

void triggerOnAttack(Context &c, int objectId)
{
    if (const Permanent *p = c.s().permanent(objectId))
        triggerOn(c, *p, {QStringLiteral("attacks"), QStringLiteral("entersOrAttacks")});
}

void triggerOnCombatDamageToPlayer(Context &c, int objectId)
{
    const Permanent *dealer = c.s().permanent(objectId);
    if (!dealer)
        return;
    triggerOn(c, *dealer, {QStringLiteral("dealsCombatDamageToPlayer")});
    if (c.characteristics(*dealer).hasKeyword(grantedDrawKeyword())) // given by Unnatural Moonrise until end of turn
        c.s().pendingTriggers.append(triggeredBy(*dealer, kGrantedDrawAbility, grantedDrawText()));
    // Tovolar (rulings 10 and 11): once for each Wolf or Werewolf you control that dealt combat
    // damage to a player; a creature that is both counts once.
    if (!c.characteristics(*dealer).isWolfOrWerewolf())
        return;
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot)
        if (p.controller == dealer->controller)
            triggerOn(c, p, {QStringLiteral("wolfOrWerewolfYouControlDealsCombatDamageToPlayer")});
}

void triggerOnDamaged(Context &c, int objectId, int amount)
{
    // Ill-Tempered Loner / Howlpack Avenger: "that much damage"; they trigger even if the damage
    // is lethal (the creature is still there until state-based actions, ruling).
    const Permanent *damaged = c.s().permanent(objectId);
    if (!damaged || amount <= 0)
        return;
    triggerOn(c, *damaged, {QStringLiteral("isDealtDamage")}, amount);
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot)
        if (p.controller == damaged->controller)
            triggerOn(c, p, {QStringLiteral("permanentYouControlIsDealtDamage")}, amount);
}

void triggerOnDayNightSwitch(Context &c)
{
    // Ruling (CR 730.1a): only a real switch, never the first designation.
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot)
        triggerOn(c, p, {QStringLiteral("dayNightSwitch")});
}

void checkWard(Context &c, const StackObject &so)
{
    // CR 702.21a: ward triggers when a permanent with ward becomes the target of a spell or
    // ability an opponent controls.
    for (int t : so.targets) {
        const Permanent *p = c.s().permanent(t);
        if (!p || p->controller == so.controller || !c.characteristics(*p).hasKeyword(QStringLiteral("Ward")))
            continue;
        const int life = c.face(*p).wardLife;
        StackObject ward = triggeredBy(*p, kWardAbility,
                                       QStringLiteral("Ward—Pay %1 life: counter %2 unless its controller pays.").arg(life)
                                           .arg(so.isAbility ? QStringLiteral("the ability") : c.cardName(so.cardId)), life);
        ward.targets = {so.objectId};
        c.s().pendingTriggers.append(ward);
    }
}

void resolveAbility(Context &c, const StackObject &so)
{
    const CardFace &f = c.definition(so.cardId).faces[so.face];
    if (so.abilityIndex == kWardAbility) {
        const int target = so.targets.value(0);
        for (const StackObject &t : c.s().stack) {
            if (t.objectId != target)
                continue;
            c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1's ward resolves.").arg(f.name), QStringLiteral("CR 702.21a")).objectId = so.objectId;
            if (c.s().players[t.controller].life >= so.amount) { // CR 119.4: life can be paid only if you have it
                StackObject asking = so;
                asking.controller = t.controller;
                effects::askOption(c, asking, QStringLiteral("payLifeOrCounter:%1:%2").arg(target).arg(so.amount),
                          QStringLiteral("%1, pay %2 life or %3 is countered (ward)?").arg(c.playerName(t.controller)).arg(so.amount).arg(c.sourceName(t)),
                          {QStringLiteral("Pay %1 life").arg(so.amount), QStringLiteral("Don't pay: it is countered")});
            } else {
                stack::counterSpell(c, target, false);
            }
            return;
        }
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1's ward does nothing: what targeted it has left the stack.").arg(f.name),
               QStringLiteral("CR 702.21a")).objectId = so.objectId;
        return;
    }
    if (so.abilityIndex == kGrantedDrawAbility) {
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1's ability resolves: draw a card.").arg(f.name),
               QStringLiteral("CR 608.2")).objectId = so.objectId;
        turn::draw(c, so.controller);
        return;
    }
    const Ability &ab = f.abilities[so.abilityIndex];
    const QString condition = ab.script.value(QStringLiteral("condition")).toString();
    if (!conditionHolds(c, condition, so.controller, so.sourceObjectId)) {
        // CR 603.4: checked again on resolution; if false the ability does nothing.
        c.report(Event::Type::AbilityResolved, so.controller,
               QStringLiteral("%1's ability does nothing: its condition no longer holds (\"%2\").").arg(f.name, ab.text),
               QStringLiteral("CR 603.4")).objectId = so.objectId;
        return;
    }
    bool allIllegal = false;
    const StackObject checked = targeting::withLegalTargets(c, so, targeting::targetSpecs(f, so.abilityIndex), &allIllegal);
    if (allIllegal) {
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1's ability doesn't resolve: its targets are illegal now.").arg(f.name),
               QStringLiteral("CR 608.2b")).objectId = so.objectId;
        return;
    }
    c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1's ability resolves: %2").arg(f.name, ab.text),
           QStringLiteral("CR 608.2")).objectId = so.objectId;
    QJsonArray effects = ab.script.value(QStringLiteral("effects")).toArray();
    if (effects.isEmpty())
        effects.append(ab.script);
    effects::applyEffects(c, effects, checked, 0, -1);
}

} // namespace rules::triggers
