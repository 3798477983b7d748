// Targets (CR 115): which objects and players a spell or ability may target, checked when it
// is cast or put on the stack and again as it resolves (CR 608.2b); damage (CR 120).
#include "targets.h"

#include "areas.h"
#include "daynight.h"
#include "vocabulary.h"


namespace rules::targeting {

// CR 702.11b: "hexproof" means it can't be the target of spells or abilities its controller's
// opponents control; printed or granted (Hollowhenge Huntmaster).
static bool hasHexproof(const Characteristics &ch)
{
    return ch.hasKeyword(QStringLiteral("Hexproof"));
}

QList<int> legalTargets(const Context &c, TargetSpec spec, int controller, int sourceObjectId, const QList<int> &chosen)
{
    using T = TargetSpec;
    QList<int> out;
    auto players = [&](bool opponentsOnly) {
        for (int p = 0; p < c.s().players.size(); ++p)
            if (!c.s().players[p].hasLost && (!opponentsOnly || p != controller))
                out.append(playerTarget(p));
    };
    switch (spec) {
    case T::UpToOneCreatureOfFirstTarget: {
        // Ravager of the Fells: "up to one target creature that player or that planeswalker's
        // controller controls" (CR 115.4: 0 means no target).
        out.append(0);
        const int first = chosen.value(0, 0);
        int player = first < 0 ? -first - 1 : -1;
        if (const Permanent *pw = c.s().permanent(first))
            player = pw->controller;
        for (const Permanent &p : c.s().battlefield)
            if (player >= 0 && p.controller == player && c.characteristics(p).isCreature()
                && (player == controller || !hasHexproof(c.characteristics(p)))) // CR 702.11b
                out.append(p.objectId);
        return out;
    }
    case T::UpToOneCardInGraveyard:
        // "Up to one target card from a graveyard" (CR 115.1, 601.2c: 0 means none). Every card
        // in a graveyard of a player still in the game, bottom to top.
        out.append(0);
        for (const Player &pl : c.s().players)
            if (!pl.hasLost)
                for (int cardId : pl.graveyard)
                    out.append(graveyardCardTarget(cardId));
        return out;
    case T::OpponentOrPlaneswalker:
        players(true);
        for (const Permanent &p : c.s().battlefield)
            if (p.controller != controller && c.characteristics(p).isPlaneswalker())
                out.append(p.objectId);
        return out;
    case T::Player:
    case T::Opponent:
        players(spec == T::Opponent);
        return out;
    case T::UpToOnePlayer:
        out.append(0); // CR 115.4, 601.2c: none is a choice
        players(false);
        return out;
    case T::UpToOneCreature:
    case T::UpToOnePlaneswalker:
        out.append(0); // then the permanents, as below
        break;
    case T::Spell:
    case T::InstantOrSorcerySpellYouControl:
        for (const StackObject &so : c.s().stack) {
            if (so.isAbility || so.objectId == sourceObjectId)
                continue;
            const CardFace &f = c.definition(so.cardId).faces[so.face];
            if (spec == T::Spell || (so.controller == controller && (f.hasType(QStringLiteral("Instant")) || f.hasType(QStringLiteral("Sorcery")))))
                out.append(so.objectId);
        }
        return out;
    default:
        break;
    }
    const Permanent *source = c.s().permanent(sourceObjectId);
    for (const Permanent &p : c.s().battlefield) {
        const Characteristics ch = c.characteristics(p);
        const bool yours = p.controller == controller;
        if (!yours && hasHexproof(ch))
            continue; // CR 702.11b: not a target of an opponent's spell or ability
        const bool artifactOrEnchantment = ch.hasType(QStringLiteral("Artifact")) || ch.hasType(QStringLiteral("Enchantment"));
        bool ok = false;
        switch (spec) {
        case T::Any: ok = ch.isCreature() || ch.isPlaneswalker(); break; // CR 115.4
        case T::Creature: ok = ch.isCreature(); break;
        case T::CreatureYouControl: ok = ch.isCreature() && yours; break;
        case T::AnotherCreatureYouControl: ok = ch.isCreature() && yours && p.objectId != sourceObjectId; break;
        case T::CreatureYouDontControl: ok = ch.isCreature() && !yours; break;
        case T::WolfOrWerewolfYouControl: ok = ch.isCreature() && yours && ch.isWolfOrWerewolf(); break;
        case T::AnotherWolfOrWerewolfYouControl: ok = ch.isCreature() && yours && ch.isWolfOrWerewolf() && p.objectId != sourceObjectId; break;
        case T::ArtifactOrEnchantment: ok = artifactOrEnchantment; break;
        case T::ArtifactOrEnchantmentDefendingPlayerControls:
            ok = artifactOrEnchantment && source && source->attacking && p.controller == source->defendingPlayer;
            break;
        case T::NonlandPermanent: ok = !ch.hasType(QStringLiteral("Land")); break;
        case T::UpToOneCreature: ok = ch.isCreature(); break;
        case T::UpToOnePlaneswalker: ok = ch.isPlaneswalker(); break;
        default: break;
        }
        if (ok)
            out.append(p.objectId);
    }
    if (spec == T::Any)
        players(false);
    return out;
}

QList<TargetSpec> targetSpecs(const CardFace &face, int abilityIndex)
{
    // A spell's targets are those of all its enforced abilities, in order; an ability's are its own.
    QList<TargetSpec> specs;
    if (abilityIndex == kGrantedDrawAbility || abilityIndex == kWardAbility)
        return specs;
    if (abilityIndex < 0 && !face.enchant.isEmpty())
        specs.append(face.enchant == QLatin1String("creature") ? TargetSpec::Creature : TargetSpec::Player); // CR 303.4a
    for (int i = 0; i < face.abilities.size(); ++i) {
        const Ability &ab = face.abilities[i];
        if ((abilityIndex >= 0 && i != abilityIndex) || !ab.enforced)
            continue;
        if (abilityIndex < 0 && !ab.isSpellAbility())
            continue; // a permanent's own abilities target when they are activated or trigger
        specs += ab.targets;
    }
    return specs;
}

QString specNames(const QList<TargetSpec> &specs)
{
    QStringList names;
    for (TargetSpec t : specs)
        names << vocabulary::nameOf(vocabulary::targetSpecs(), t);
    return names.join(QStringLiteral(", "));
}

QString specWords(TargetSpec spec)
{
    const QString doc = QString::fromUtf8(vocabulary::row(vocabulary::targetSpecs(), spec).doc);
    return doc.section(QLatin1Char(';'), 0, 0);
}

QString checkTargets(const Context &c, const QList<TargetSpec> &specs, const QList<int> &targets, int controller, int sourceObjectId, const QString &what)
{
    if (targets.size() != specs.size()) {
        if (specs.isEmpty())
            return QStringLiteral("%1 has no targets.").arg(what);
        return QStringLiteral("%1 needs %2 target(s): %3 (CR 601.2c).").arg(what).arg(specs.size()).arg(specNames(specs));
    }
    for (int i = 0; i < specs.size(); ++i) {
        if (!legalTargets(c, specs[i], controller, sourceObjectId, targets.mid(0, i)).contains(targets[i])) {
            const Permanent *p = c.s().permanent(targets[i]);
            if (p && p->controller != controller && hasHexproof(c.characteristics(*p)))
                return QStringLiteral("%1 has hexproof: it can't be the target of spells or abilities %2's opponents control (CR 702.11b).")
                    .arg(c.face(*p).name, c.playerName(p->controller));
            return QStringLiteral("%1 is not a legal target for %2 (%3, CR 115.1).").arg(c.targetName(targets[i]), what, vocabulary::nameOf(vocabulary::targetSpecs(), specs[i]));
        }
        for (int j = 0; j < i; ++j)
            if (targets[i] != 0 && targets[j] == targets[i] && specs[j] == specs[i])
                return QStringLiteral("The same object can't be chosen twice for one word \"target\" (CR 115.3).");
    }
    return {};
}

StackObject withLegalTargets(const Context &c, const StackObject &so, const QList<TargetSpec> &specs, bool *allIllegal)
{
    // CR 608.2b: each target is checked again; an illegal one is not affected.
    StackObject out = so;
    int illegal = 0, chosen = 0;
    for (int i = 0; i < out.targets.size() && i < specs.size(); ++i) {
        if (out.targets[i] == 0)
            continue; // no target was chosen for an "up to one"
        ++chosen;
        if (!legalTargets(c, specs[i], so.controller, so.sourceObjectId, so.targets.mid(0, i)).contains(out.targets[i])) {
            out.targets[i] = 0; // 0 is no object and no player
            ++illegal;
        }
    }
    *allIllegal = chosen > 0 && illegal == chosen;
    return out;
}

void dealDamage(Context &c, const QString &sourceName, int sourceObjectId, int target, int amount, bool combat)
{
    if (amount <= 0)
        return;
    Q_UNUSED(combat);
    if (target < 0) {
        const int p = -target - 1;
        c.s().players[p].life = clampAmount(qint64(c.s().players[p].life) - amount); // CR 120.3a
        c.report(Event::Type::DamageDealt, p, QStringLiteral("%1 deals %2 damage to %3.").arg(sourceName).arg(amount).arg(c.playerName(p)),
               QStringLiteral("CR 120.3a")).objectId = sourceObjectId;
        return;
    }
    Permanent *t = c.s().permanent(target);
    if (!t)
        return;
    // A permanent that is both (an animated Arlinn) gets both results (CR 120.3c, 120.3e).
    const Characteristics ch = c.characteristics(*t);
    if (ch.isCreature())
        t->damage = clampAmount(qint64(t->damage) + amount); // CR 120.3e
    if (ch.isPlaneswalker())
        t->counters[QStringLiteral("loyalty")] -= amount; // CR 120.3c
    c.report(Event::Type::DamageDealt, t->controller, QStringLiteral("%1 deals %2 damage to %3.").arg(sourceName).arg(amount).arg(c.face(*t).name),
           QStringLiteral("CR 120.3")).objectId = sourceObjectId;
    triggers::triggerOnDamaged(c, target, amount);
}

QList<int> firstLegalTargets(const Context &c, const QList<TargetSpec> &specs, int controller, int source, bool *possible)
{
    QList<int> out;
    *possible = true;
    for (TargetSpec spec : specs) {
        const QList<int> legal = legalTargets(c, spec, controller, source, out);
        int pick = 0;
        for (int t : legal)
            if (t != 0 && !out.contains(t)) {
                pick = t;
                break;
            }
        if (pick == 0 && legal.contains(0)) { // an optional target: none is fine
            out.append(0);
            continue;
        }
        if (pick == 0) {
            *possible = false;
            return {};
        }
        out.append(pick);
    }
    return out;
}

} // namespace rules::targeting

namespace rules::vocabulary {

const QList<Word<TargetSpec>> &targetSpecs()
{
    using T = TargetSpec;
    static const QList<Word<T>> table{
        {T::Any, "any", "", "any target: a creature, a planeswalker or a player (CR 115.4)"},
        {T::Creature, "creature", "", "a creature"},
        {T::CreatureYouControl, "creatureYouControl", "", "a creature you control"},
        {T::AnotherCreatureYouControl, "anotherCreatureYouControl", "", "another creature you control"},
        {T::CreatureYouDontControl, "creatureYouDontControl", "", "a creature you don't control"},
        {T::WolfOrWerewolfYouControl, "wolfOrWerewolfYouControl", "", "a Wolf or Werewolf you control"},
        {T::AnotherWolfOrWerewolfYouControl, "anotherWolfOrWerewolfYouControl", "", "another Wolf or Werewolf you control"},
        {T::ArtifactOrEnchantment, "artifactOrEnchantment", "", "an artifact or enchantment"},
        {T::ArtifactOrEnchantmentDefendingPlayerControls, "artifactOrEnchantmentDefendingPlayerControls", "",
         "an artifact or enchantment the player this creature attacks controls"},
        {T::NonlandPermanent, "nonlandPermanent", "", "a nonland permanent (CR 110.1)"},
        {T::Player, "player", "", "a player"},
        {T::Opponent, "opponent", "", "an opponent"},
        {T::Spell, "spell", "", "a spell on the stack"},
        {T::InstantOrSorcerySpellYouControl, "instantOrSorcerySpellYouControl", "", "an instant or sorcery spell you control"},
        {T::OpponentOrPlaneswalker, "opponentOrPlaneswalker", "", "an opponent or a planeswalker an opponent controls"},
        {T::UpToOneCreatureOfFirstTarget, "upToOneCreatureOfFirstTarget", "",
         "up to one creature that the first target (a player, or a planeswalker's controller) controls; 0 means none (CR 115.4)"},
        {T::UpToOneCardInGraveyard, "upToOneCardInGraveyard", "",
         "up to one card in a graveyard (CR 115.1); 0 means none. Two of them are \"up to two target cards from graveyards\": never the same card twice (CR 115.3)"},
        {T::UpToOneCreature, "upToOneCreature", "", "up to one creature (CR 115.4, 601.2c); 0 means none"},
        {T::UpToOnePlayer, "upToOnePlayer", "", "up to one player (CR 115.4); 0 means none"},
        {T::UpToOnePlaneswalker, "upToOnePlaneswalker", "", "up to one planeswalker (CR 115.4); 0 means none"},
    };
    return table;
}

} // namespace rules::vocabulary
