// Triggered abilities (CR 603): what triggers them, intervening-"if" conditions checked when
// they trigger and again on resolution (CR 603.4), and their effects when they resolve.
#include "triggers.h"

#include "areas.h"
#include "daynight.h"
#include "vocabulary.h"

namespace rules::triggers {

static bool conditionHolds(const Context &c, ConditionWord condition, int controller, int sourceObjectId);
static StackObject triggeredBy(const Permanent &source, int abilityIndex, const QString &text, int amount = 0);

// The ward cost of `face` (CR 702.21a); ward granted by an effect, with no cost of its own, asks {0}.
static UnlessCost wardCost(const CardFace &face)
{
    UnlessCost cost = face.ward;
    if (cost.isEmpty())
        cost.mana = ManaCost::parse(QStringLiteral("{0}"));
    return cost;
}

static bool conditionHolds(const Context &c, ConditionWord condition, int controller, int sourceObjectId)
{
    // Wolves and Werewolves `controller` controls other than the source; the source counts
    // once more where "three or more" includes it (a Wolf that is also a Werewolf counts once).
    auto otherWolves = [&] {
        int n = 0;
        for (const Permanent &p : c.s().battlefield)
            if (p.controller == controller && p.objectId != sourceObjectId && c.characteristics(p).isWolfOrWerewolf())
                ++n;
        return n;
    };
    const Permanent *self = c.s().permanent(sourceObjectId);
    switch (condition) {
    case ConditionWord::None:
        return true;
    case ConditionWord::NoSpellsCastLastTurn: {
        // Old werewolves: every player's spells count (R13); on turn 1 there is no last turn.
        if (c.s().turnNumber <= 1)
            return false;
        int total = 0;
        for (int n : c.s().spellsCastLastTurn)
            total += n;
        return total == 0;
    }
    case ConditionWord::APlayerCastTwoOrMoreLastTurn:
        // "Two or more" means by a single player (SOI/EMN rulings, R13).
        for (int n : c.s().spellsCastLastTurn)
            if (n >= 2)
                return true;
        return false;
    case ConditionWord::ControlThreeOrMoreWolvesOrWerewolves:
        return otherWolves() + (self && c.characteristics(*self).isWolfOrWerewolf() ? 1 : 0) >= 3;
    case ConditionWord::ControlAnotherWolfOrWerewolf:
        return otherWolves() >= 1;
    case ConditionWord::EnchantedIsWolfOrWerewolf: {
        const Permanent *enchanted = self ? c.s().permanent(self->attachedTo) : nullptr;
        return enchanted && c.characteristics(*enchanted).isWolfOrWerewolf();
    }
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
    if (!conditionHolds(c, ab.condition, source.controller, source.objectId))
        return; // CR 603.4: the ability does not trigger at all
    c.s().pendingTriggers.append(triggeredBy(source, abilityIndex, ab.text, amount));
}

void triggerOn(Context &c, const Permanent &source, std::initializer_list<TriggerWord> kinds, int amount)
{
    const CardFace &f = c.face(source);
    for (int i = 0; i < f.abilities.size(); ++i) {
        const Ability &ab = f.abilities[i];
        if (ab.enforced && ab.kind == Ability::Kind::Triggered && std::find(kinds.begin(), kinds.end(), ab.trigger) != kinds.end())
            addTrigger(c, source, i, amount);
    }
}

void triggerOnStep(Context &c, Step step)
{
    // CR 603.2b: "at the beginning of" abilities trigger as the step begins.
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot) {
        const bool yours = p.controller == c.s().activePlayer;
        if (step == Step::Upkeep) {
            triggerOn(c, p, {TriggerWord::EachUpkeep});
            if (yours)
                triggerOn(c, p, {TriggerWord::YourUpkeep});
            if (p.attachedToPlayer == c.s().activePlayer)
                triggerOn(c, p, {TriggerWord::EnchantedPlayersUpkeep});
        } else if (step == Step::BeginningOfCombat && yours) {
            triggerOn(c, p, {TriggerWord::BeginningOfCombatOnYourTurn});
        } else if (step == Step::End && yours) {
            triggerOn(c, p, {TriggerWord::YourEndStep});
        }
    }
}

void triggerOnAttack(Context &c, int objectId)
{
    if (const Permanent *p = c.s().permanent(objectId))
        triggerOn(c, *p, {TriggerWord::Attacks, TriggerWord::EntersOrAttacks});
}

void triggerOnCombatDamageToPlayer(Context &c, int objectId)
{
    const Permanent *dealer = c.s().permanent(objectId);
    if (!dealer)
        return;
    triggerOn(c, *dealer, {TriggerWord::DealsCombatDamageToPlayer});
    if (c.characteristics(*dealer).hasKeyword(grantedDrawKeyword())) // given by Unnatural Moonrise until end of turn
        c.s().pendingTriggers.append(triggeredBy(*dealer, kGrantedDrawAbility, grantedDrawText()));
    // Tovolar (rulings 10 and 11): once for each Wolf or Werewolf you control that dealt combat
    // damage to a player; a creature that is both counts once.
    if (!c.characteristics(*dealer).isWolfOrWerewolf())
        return;
    const bool both = c.characteristics(*dealer).hasCreatureType(QStringLiteral("Wolf")) && c.characteristics(*dealer).hasCreatureType(QStringLiteral("Werewolf"));
    const int controller = dealer->controller;
    const qsizetype before = c.s().pendingTriggers.size();
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot)
        if (p.controller == controller)
            triggerOn(c, p, {TriggerWord::WolfOrWerewolfYouControlDealsCombatDamageToPlayer});
    for (qsizetype i = before; i < c.s().pendingTriggers.size(); ++i)
        c.s().pendingTriggers[i].ruling = both ? 11 : 10;
}

void triggerOnDamaged(Context &c, int objectId, int amount)
{
    // Ill-Tempered Loner / Howlpack Avenger: "that much damage"; they trigger even if the damage
    // is lethal (the creature is still there until state-based actions, ruling).
    const Permanent *damaged = c.s().permanent(objectId);
    if (!damaged || amount <= 0)
        return;
    triggerOn(c, *damaged, {TriggerWord::IsDealtDamage}, amount);
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot)
        if (p.controller == damaged->controller)
            triggerOn(c, p, {TriggerWord::PermanentYouControlIsDealtDamage}, amount);
}

void triggerOnDayNightSwitch(Context &c)
{
    // Ruling (CR 730.1a): only a real switch, never the first designation.
    const QList<Permanent> snapshot = c.s().battlefield;
    for (const Permanent &p : snapshot)
        triggerOn(c, p, {TriggerWord::DayNightSwitch});
    // CR 113.6: a card's ability that says it works from a graveyard (Sunstreak Phoenix) triggers
    // there; its owner controls it (CR 603.3a). It has no source permanent.
    for (int owner = 0; owner < c.s().players.size(); ++owner)
        for (int cardId : c.s().players[owner].graveyard) {
            const CardFace &f = c.definition(cardId).front();
            for (int i = 0; i < f.abilities.size(); ++i)
                if (f.abilities[i].isTriggered(TriggerWord::DayNightSwitchFromGraveyard)) {
                    StackObject t;
                    t.cardId = cardId;
                    t.controller = owner;
                    t.isAbility = true;
                    t.abilityIndex = i;
                    t.text = f.abilities[i].text;
                    c.s().pendingTriggers.append(t);
                }
        }
}

void triggerOnCast(Context &c, int player, const CardFace &spell)
{
    const bool instantOrSorcery = spell.hasType(QStringLiteral("Instant")) || spell.hasType(QStringLiteral("Sorcery"));
    const bool noncreature = !spell.hasType(QStringLiteral("Creature"));
    if (!instantOrSorcery && !noncreature)
        return; // a creature spell: no "whenever you cast" word matches it
    // The spell is already on the stack; the triggers go above it when a player would next
    // receive priority (CR 603.3), so they resolve first.
    for (const Permanent &p : c.s().battlefield) {
        if (p.controller != player)
            continue;
        if (instantOrSorcery)
            triggerOn(c, p, {TriggerWord::YouCastInstantOrSorcerySpell, TriggerWord::YouCastNoncreatureSpell});
        else
            triggerOn(c, p, {TriggerWord::YouCastNoncreatureSpell});
    }
}

void triggerOnBecomesBlocked(Context &c, const QList<int> &attackerIds)
{
    for (int id : attackerIds)
        if (const Permanent *a = c.s().permanent(id))
            triggerOn(c, *a, {TriggerWord::BecomesBlocked});
}

void triggerOnBlockerDies(Context &c, const Permanent &blocker, const QList<Permanent> &lookBack)
{
    const QList<Permanent> &where = lookBack.isEmpty() ? c.s().battlefield : lookBack;
    // What it blocked as the event began: an attacker that died earlier in the same event has
    // already taken it out of combat.
    int blocked = blocker.blocking;
    for (const Permanent &p : lookBack)
        if (p.objectId == blocker.objectId)
            blocked = p.blocking;
    if (blocked <= 0)
        return; // not blocking, or what it blocked has left combat (CR 506.4)
    for (const Permanent &attacker : where) {
        if (attacker.objectId != blocked)
            continue;
        const qsizetype before = c.s().pendingTriggers.size();
        triggerOn(c, attacker, {TriggerWord::CreatureBlockingThisDies});
        for (qsizetype i = before; i < c.s().pendingTriggers.size(); ++i)
            c.s().pendingTriggers[i].eventPlayer = blocker.controller;
        return;
    }
}

void checkWard(Context &c, const StackObject &so)
{
    // CR 702.21a: ward triggers when a permanent with ward becomes the target of a spell or
    // ability an opponent controls.
    for (int t : so.targets) {
        const Permanent *p = c.s().permanent(t);
        if (!p || p->controller == so.controller || !c.characteristics(*p).hasKeyword(QStringLiteral("Ward")))
            continue;
        StackObject ward = triggeredBy(*p, kWardAbility,
                                       QStringLiteral("%1: counter %2 unless its controller %3.")
                                           .arg(wardCost(c.face(*p)).wardText(), so.isAbility ? QStringLiteral("the ability") : c.cardName(so.cardId),
                                                wardCost(c.face(*p)).payText()));
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
            // The cost of the face that had ward as it triggered.
            effects::counterUnlessPaid(c, so, target, wardCost(f), false, QStringLiteral(" (ward)"));
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
    if (!conditionHolds(c, ab.condition, so.controller, so.sourceObjectId)) {
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
           QStringLiteral("CR 608.2"), so.ruling).objectId = so.objectId;
    effects::applyEffects(c, ab.effects, checked, 0, -1);
}

} // namespace rules::triggers

namespace rules::vocabulary {

const QList<Word<TriggerWord>> &triggers()
{
    using T = TriggerWord;
    static const QList<Word<T>> table{
        {T::Enters, "enters", "", "this permanent enters the battlefield (CR 603.6a)"},
        {T::EntersOrAttacks, "entersOrAttacks", "", "it enters, or it attacks"},
        {T::EntersOrTransformsInto, "entersOrTransformsInto", "", "it enters, or it transforms into this face (CR 701.27e)"},
        {T::TransformsInto, "transformsInto", "", "it transforms into this face"},
        {T::Attacks, "attacks", "", "it attacks (CR 508.3a)"},
        {T::YourUpkeep, "yourUpkeep", "", "at the beginning of your upkeep"},
        {T::EachUpkeep, "eachUpkeep", "", "at the beginning of each upkeep"},
        {T::EnchantedPlayersUpkeep, "enchantedPlayersUpkeep", "", "at the beginning of the enchanted player's upkeep (Curse of Leeches)"},
        {T::BeginningOfCombatOnYourTurn, "beginningOfCombatOnYourTurn", "", "at the beginning of combat on your turn"},
        {T::YourEndStep, "yourEndStep", "", "at the beginning of your end step"},
        {T::DealsCombatDamageToPlayer, "dealsCombatDamageToPlayer", "", "this creature deals combat damage to a player"},
        {T::WolfOrWerewolfYouControlDealsCombatDamageToPlayer, "wolfOrWerewolfYouControlDealsCombatDamageToPlayer", "",
         "once for each Wolf or Werewolf you control that deals combat damage to a player; one that is both counts once (Tovolar, rulings 10 and 11)"},
        {T::Dies, "dies", "", "it dies; the ability's amount is its power as it last existed (CR 603.10a)"},
        {T::ThisOrAnotherWolfOrWerewolfYouControlDies, "thisOrAnotherWolfOrWerewolfYouControlDies", "",
         "this creature or another Wolf or Werewolf you control dies, as it last existed (CR 603.10a; Wedding Crasher)"},
        {T::DayNightSwitch, "dayNightSwitch", "", "day becomes night or night becomes day; never the first designation (CR 730.1a)"},
        {T::DayNightSwitchFromGraveyard, "dayNightSwitchFromGraveyard", "",
         "the same, while this card is in its owner's graveyard (CR 113.6: it works from there, and only there); its owner controls it (CR 603.3a)"},
        {T::IsDealtDamage, "isDealtDamage", "", "it is dealt damage; the amount is how much"},
        {T::PermanentYouControlIsDealtDamage, "permanentYouControlIsDealtDamage", "", "a permanent you control is dealt damage"},
        {T::YouCastInstantOrSorcerySpell, "youCastInstantOrSorcerySpell", "", "you cast an instant or sorcery spell; it triggers as casting completes (CR 601.2i)"},
        {T::YouCastNoncreatureSpell, "youCastNoncreatureSpell", "", "you cast a noncreature spell (an instant, a sorcery, an Aura, an artifact...; CR 601.2i)"},
        {T::BecomesBlocked, "becomesBlocked", "", "this creature becomes blocked: once as blockers are declared, however many block it (CR 509.3c)"},
        {T::CreatureBlockingThisDies, "creatureBlockingThisDies", "",
         "a creature blocking this creature dies; \"that creature's controller\" is its controller as it died, and it triggers even if this creature died at the same time (CR 603.10a)"},
    };
    return table;
}

const QList<Word<ConditionWord>> &conditions()
{
    using C = ConditionWord;
    static const QList<Word<C>> table{
        {C::NoSpellsCastLastTurn, "noSpellsCastLastTurn", "", "no player cast a spell last turn (older werewolves: every player's spells count)"},
        {C::APlayerCastTwoOrMoreLastTurn, "aPlayerCastTwoOrMoreLastTurn", "", "a single player cast two or more spells last turn"},
        {C::ControlThreeOrMoreWolvesOrWerewolves, "controlThreeOrMoreWolvesOrWerewolves", "", "you control three or more Wolves and/or Werewolves (Tovolar)"},
        {C::ControlAnotherWolfOrWerewolf, "controlAnotherWolfOrWerewolf", "", "you control another Wolf or Werewolf"},
        {C::EnchantedIsWolfOrWerewolf, "enchantedIsWolfOrWerewolf", "", "the enchanted creature is a Wolf or Werewolf (Howl of the Hunt)"},
    };
    return table;
}

} // namespace rules::vocabulary
