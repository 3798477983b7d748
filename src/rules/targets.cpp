// Targets (CR 115): which objects and players a spell or ability may target, checked when it
// is cast or put on the stack and again as it resolves (CR 608.2b); damage (CR 120).
#include "targets.h"

#include "areas.h"
#include "daynight.h"


namespace rules::targeting {

QList<int> legalTargets(const Context &c, const QString &spec, int controller, int sourceObjectId, const QList<int> &chosen)
{
    QList<int> out;
    if (spec == QLatin1String("upToOneCreatureOfFirstTarget")) {
        // Ravager of the Fells: "up to one target creature that player or that planeswalker's
        // controller controls" (CR 115.4: 0 means no target).
        out.append(0);
        const int first = chosen.value(0, 0);
        int player = first < 0 ? -first - 1 : -1;
        if (const Permanent *pw = c.s().permanent(first))
            player = pw->controller;
        for (const Permanent &p : c.s().battlefield)
            if (player >= 0 && p.controller == player && c.characteristics(p).isCreature())
                out.append(p.objectId);
        return out;
    }
    if (spec == QLatin1String("opponentOrPlaneswalker")) {
        for (int p = 0; p < c.s().players.size(); ++p)
            if (!c.s().players[p].hasLost && p != controller)
                out.append(playerTarget(p));
        for (const Permanent &p : c.s().battlefield)
            if (p.controller != controller && c.characteristics(p).types.contains(QStringLiteral("Planeswalker")))
                out.append(p.objectId);
        return out;
    }
    auto players = [&](bool opponentsOnly) {
        for (int p = 0; p < c.s().players.size(); ++p)
            if (!c.s().players[p].hasLost && (!opponentsOnly || p != controller))
                out.append(playerTarget(p));
    };
    if (spec == QLatin1String("player") || spec == QLatin1String("opponent")) {
        players(spec == QLatin1String("opponent"));
        return out;
    }
    if (spec == QLatin1String("spell") || spec == QLatin1String("instantOrSorcerySpellYouControl")) {
        for (const StackObject &so : c.s().stack) {
            if (so.isAbility || so.objectId == sourceObjectId)
                continue;
            const CardFace &f = c.definition(so.cardId).faces[so.face];
            if (spec == QLatin1String("spell")
                || (so.controller == controller && (f.hasType(QStringLiteral("Instant")) || f.hasType(QStringLiteral("Sorcery")))))
                out.append(so.objectId);
        }
        return out;
    }
    for (const Permanent &p : c.s().battlefield) {
        const Characteristics ch = c.characteristics(p);
        const bool yours = p.controller == controller;
        bool ok = false;
        if (spec == QLatin1String("any"))
            ok = ch.isCreature() || ch.types.contains(QStringLiteral("Planeswalker")); // CR 115.4
        else if (spec == QLatin1String("creature"))
            ok = ch.isCreature();
        else if (spec == QLatin1String("creatureYouControl"))
            ok = ch.isCreature() && yours;
        else if (spec == QLatin1String("creatureYouDontControl"))
            ok = ch.isCreature() && !yours;
        else if (spec == QLatin1String("wolfOrWerewolfYouControl"))
            ok = ch.isCreature() && yours && ch.isWolfOrWerewolf();
        else if (spec == QLatin1String("anotherWolfOrWerewolfYouControl"))
            ok = ch.isCreature() && yours && ch.isWolfOrWerewolf() && p.objectId != sourceObjectId;
        else if (spec == QLatin1String("artifactOrEnchantment"))
            ok = ch.types.contains(QStringLiteral("Artifact")) || ch.types.contains(QStringLiteral("Enchantment"));
        else if (spec == QLatin1String("artifactOrEnchantmentDefendingPlayerControls")) {
            const Permanent *source = c.s().permanent(sourceObjectId);
            ok = (ch.types.contains(QStringLiteral("Artifact")) || ch.types.contains(QStringLiteral("Enchantment")))
                 && source && source->attacking && p.controller == source->defendingPlayer;
        }
        if (ok)
            out.append(p.objectId);
    }
    if (spec == QLatin1String("any"))
        players(false);
    return out;
}

QStringList targetSpecs(const CardFace &face, int abilityIndex)
{
    // A spell's targets are those of all its enforced abilities, in order; an ability's are its own.
    QStringList specs;
    if (abilityIndex == kGrantedDrawAbility)
        return specs;
    if (abilityIndex < 0 && !face.enchant.isEmpty())
        specs.append(face.enchant == QLatin1String("creature") ? QStringLiteral("creature") : QStringLiteral("player")); // CR 303.4a
    for (int i = 0; i < face.abilities.size(); ++i) {
        if ((abilityIndex >= 0 && i != abilityIndex) || !face.abilities[i].enforced)
            continue;
        if (abilityIndex < 0 && !isSpellAbility(face.abilities[i]))
            continue; // a permanent's own abilities target when they are activated or trigger
        for (const QJsonValue &v : face.abilities[i].script.value(QStringLiteral("targets")).toArray())
            specs.append(v.toString());
    }
    return specs;
}

bool isSpellAbility(const Ability &ab)
{
    // CR 113.3a: an instruction of an instant or sorcery, as opposed to activated, triggered,
    // static and mana abilities.
    for (const char *k : {"trigger", "activated", "loyalty", "static", "replacement", "mana"})
        if (ab.script.contains(QLatin1String(k)))
            return false;
    return true;
}

QString checkTargets(const Context &c, const QStringList &specs, const QList<int> &targets, int controller, int sourceObjectId, const QString &what)
{
    if (targets.size() != specs.size()) {
        if (specs.isEmpty())
            return QStringLiteral("%1 has no targets.").arg(what);
        return QStringLiteral("%1 needs %2 target(s): %3 (CR 601.2c).").arg(what).arg(specs.size()).arg(specs.join(QStringLiteral(", ")));
    }
    for (int i = 0; i < specs.size(); ++i) {
        if (!legalTargets(c, specs[i], controller, sourceObjectId, targets.mid(0, i)).contains(targets[i]))
            return QStringLiteral("%1 is not a legal target for %2 (%3, CR 115.1).").arg(c.targetName(targets[i]), what, specs[i]);
        if (targets[i] != 0 && targets.count(targets[i]) > 1 && specs.count(specs[i]) > 1)
            return QStringLiteral("The same object can't be chosen twice for one word \"target\" (CR 115.3).");
    }
    return {};
}

StackObject withLegalTargets(const Context &c, const StackObject &so, const QStringList &specs, bool *allIllegal)
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
        c.s().players[p].life -= amount; // CR 120.3a
        c.report(Event::Type::DamageDealt, p, QStringLiteral("%1 deals %2 damage to %3.").arg(sourceName).arg(amount).arg(c.playerName(p)),
               QStringLiteral("CR 120.3a")).objectId = sourceObjectId;
        return;
    }
    Permanent *t = c.s().permanent(target);
    if (!t)
        return;
    if (c.characteristics(*t).isCreature()) {
        t->damage += amount; // CR 120.3e
    } else if (c.face(*t).hasLoyalty) {
        t->counters[QStringLiteral("loyalty")] -= amount; // CR 120.3c
    }
    c.report(Event::Type::DamageDealt, t->controller, QStringLiteral("%1 deals %2 damage to %3.").arg(sourceName).arg(amount).arg(c.face(*t).name),
           QStringLiteral("CR 120.3")).objectId = sourceObjectId;
    triggers::triggerOnDamaged(c, target, amount);
}

QList<int> firstLegalTargets(const Context &c, const QStringList &specs, int controller, int source, bool *possible)
{
    QList<int> out;
    *possible = true;
    for (const QString &spec : specs) {
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
