// Targets (CR 115): which objects and players a spell or ability may target, checked when it
// is cast or put on the stack and again as it resolves (CR 608.2b); damage (CR 120).
#include "game.h"

#include <QJsonArray>

namespace rules {

QList<int> Game::legalTargets(const QString &spec, int controller, int sourceObjectId, const QList<int> &chosen) const
{
    QList<int> out;
    if (spec == QLatin1String("upToOneCreatureOfFirstTarget")) {
        // Ravager of the Fells: "up to one target creature that player or that planeswalker's
        // controller controls" (CR 115.4: 0 means no target).
        out.append(0);
        const int first = chosen.value(0, 0);
        int player = first < 0 ? -first - 1 : -1;
        if (const Permanent *pw = m_s.permanent(first))
            player = pw->controller;
        for (const Permanent &p : m_s.battlefield)
            if (player >= 0 && p.controller == player && characteristics(p).isCreature())
                out.append(p.objectId);
        return out;
    }
    if (spec == QLatin1String("opponentOrPlaneswalker")) {
        for (int p = 0; p < m_s.players.size(); ++p)
            if (!m_s.players[p].hasLost && p != controller)
                out.append(playerTarget(p));
        for (const Permanent &p : m_s.battlefield)
            if (p.controller != controller && characteristics(p).types.contains(QStringLiteral("Planeswalker")))
                out.append(p.objectId);
        return out;
    }
    auto players = [&](bool opponentsOnly) {
        for (int p = 0; p < m_s.players.size(); ++p)
            if (!m_s.players[p].hasLost && (!opponentsOnly || p != controller))
                out.append(playerTarget(p));
    };
    if (spec == QLatin1String("player") || spec == QLatin1String("opponent")) {
        players(spec == QLatin1String("opponent"));
        return out;
    }
    if (spec == QLatin1String("spell") || spec == QLatin1String("instantOrSorcerySpellYouControl")) {
        for (const StackObject &so : m_s.stack) {
            if (so.isAbility || so.objectId == sourceObjectId)
                continue;
            const CardFace &f = definition(so.cardId).faces[so.face];
            if (spec == QLatin1String("spell")
                || (so.controller == controller && (f.hasType(QStringLiteral("Instant")) || f.hasType(QStringLiteral("Sorcery")))))
                out.append(so.objectId);
        }
        return out;
    }
    for (const Permanent &p : m_s.battlefield) {
        const Characteristics c = characteristics(p);
        const bool yours = p.controller == controller;
        bool ok = false;
        if (spec == QLatin1String("any"))
            ok = c.isCreature() || c.types.contains(QStringLiteral("Planeswalker")); // CR 115.4
        else if (spec == QLatin1String("creature"))
            ok = c.isCreature();
        else if (spec == QLatin1String("creatureYouControl"))
            ok = c.isCreature() && yours;
        else if (spec == QLatin1String("creatureYouDontControl"))
            ok = c.isCreature() && !yours;
        else if (spec == QLatin1String("wolfOrWerewolfYouControl"))
            ok = c.isCreature() && yours && c.isWolfOrWerewolf();
        else if (spec == QLatin1String("anotherWolfOrWerewolfYouControl"))
            ok = c.isCreature() && yours && c.isWolfOrWerewolf() && p.objectId != sourceObjectId;
        else if (spec == QLatin1String("artifactOrEnchantment"))
            ok = c.types.contains(QStringLiteral("Artifact")) || c.types.contains(QStringLiteral("Enchantment"));
        else if (spec == QLatin1String("artifactOrEnchantmentDefendingPlayerControls")) {
            const Permanent *source = m_s.permanent(sourceObjectId);
            ok = (c.types.contains(QStringLiteral("Artifact")) || c.types.contains(QStringLiteral("Enchantment")))
                 && source && source->attacking && p.controller == source->defendingPlayer;
        }
        if (ok)
            out.append(p.objectId);
    }
    if (spec == QLatin1String("any"))
        players(false);
    return out;
}

QStringList Game::targetSpecs(const CardFace &face, int abilityIndex) const
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

bool Game::isSpellAbility(const Ability &ab)
{
    // CR 113.3a: an instruction of an instant or sorcery, as opposed to activated, triggered,
    // static and mana abilities.
    for (const char *k : {"trigger", "activated", "loyalty", "static", "replacement", "mana"})
        if (ab.script.contains(QLatin1String(k)))
            return false;
    return true;
}

QString Game::checkTargets(const QStringList &specs, const QList<int> &targets, int controller, int sourceObjectId, const QString &what) const
{
    if (targets.size() != specs.size()) {
        if (specs.isEmpty())
            return QStringLiteral("%1 has no targets.").arg(what);
        return QStringLiteral("%1 needs %2 target(s): %3 (CR 601.2c).").arg(what).arg(specs.size()).arg(specs.join(QStringLiteral(", ")));
    }
    for (int i = 0; i < specs.size(); ++i) {
        if (!legalTargets(specs[i], controller, sourceObjectId, targets.mid(0, i)).contains(targets[i]))
            return QStringLiteral("%1 is not a legal target for %2 (%3, CR 115.1).").arg(targetName(targets[i]), what, specs[i]);
        if (targets[i] != 0 && targets.count(targets[i]) > 1 && specs.count(specs[i]) > 1)
            return QStringLiteral("The same object can't be chosen twice for one word \"target\" (CR 115.3).");
    }
    return {};
}

QString Game::targetName(int target) const
{
    if (target < 0 && -target - 1 < m_s.players.size())
        return playerName(-target - 1);
    if (const Permanent *p = m_s.permanent(target))
        return face(*p).name;
    for (const StackObject &so : m_s.stack)
        if (so.objectId == target)
            return definition(so.cardId).faces[so.face].name;
    return QStringLiteral("(gone)");
}

namespace {
// The first legal choice for each spec, distinct where the same spec repeats; empty if none.
QList<int> firstTargets(const Game &g, const QStringList &specs, int controller, int source, bool *possible)
{
    QList<int> out;
    *possible = true;
    for (const QString &spec : specs) {
        const QList<int> legal = g.legalTargets(spec, controller, source, out);
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
} // namespace

QString Game::whyNotCastable(int player, int cardId) const
{
    const QStringList specs = spellTargets(cardId);
    bool possible = true;
    const QList<int> targets = firstTargets(*this, specs, player, -1, &possible);
    const QString why = whyNot(Action::cast(player, cardId, targets));
    if (!possible && why.isEmpty())
        return QStringLiteral("%1 has no legal target now (CR 601.2c).").arg(definition(cardId).front().name);
    if (!possible && why.contains(QLatin1String("target")))
        return QStringLiteral("%1 has no legal target now (CR 601.2c).").arg(definition(cardId).front().name);
    return why;
}

QString Game::whyNotActivatable(int player, int objectId, int abilityIndex) const
{
    const Permanent *p = m_s.permanent(objectId);
    if (!p)
        return QStringLiteral("There is no such permanent.");
    bool possible = true;
    const QList<int> targets = firstTargets(*this, targetSpecs(face(*p), abilityIndex), player, objectId, &possible);
    const QString why = whyNot(Action::activate(player, objectId, abilityIndex, targets));
    if (!possible && (why.isEmpty() || why.contains(QLatin1String("target"))))
        return QStringLiteral("No legal target now (CR 602.2b).");
    return why;
}

StackObject Game::withLegalTargets(const StackObject &so, const QStringList &specs, bool *allIllegal) const
{
    // CR 608.2b: each target is checked again; an illegal one is not affected.
    StackObject out = so;
    int illegal = 0, chosen = 0;
    for (int i = 0; i < out.targets.size() && i < specs.size(); ++i) {
        if (out.targets[i] == 0)
            continue; // no target was chosen for an "up to one"
        ++chosen;
        if (!legalTargets(specs[i], so.controller, so.sourceObjectId, so.targets.mid(0, i)).contains(out.targets[i])) {
            out.targets[i] = 0; // 0 is no object and no player
            ++illegal;
        }
    }
    *allIllegal = chosen > 0 && illegal == chosen;
    return out;
}

void Game::dealDamage(const QString &sourceName, int sourceObjectId, int target, int amount, bool combat)
{
    if (amount <= 0)
        return;
    Q_UNUSED(combat);
    if (target < 0) {
        const int p = -target - 1;
        m_s.players[p].life -= amount; // CR 120.3a
        report(Event::Type::DamageDealt, p, QStringLiteral("%1 deals %2 damage to %3.").arg(sourceName).arg(amount).arg(playerName(p)),
               QStringLiteral("CR 120.3a")).objectId = sourceObjectId;
        return;
    }
    Permanent *t = m_s.permanent(target);
    if (!t)
        return;
    if (characteristics(*t).isCreature()) {
        t->damage += amount; // CR 120.3e
    } else if (face(*t).hasLoyalty) {
        t->counters[QStringLiteral("loyalty")] -= amount; // CR 120.3c
    }
    report(Event::Type::DamageDealt, t->controller, QStringLiteral("%1 deals %2 damage to %3.").arg(sourceName).arg(amount).arg(face(*t).name),
           QStringLiteral("CR 120.3")).objectId = sourceObjectId;
    triggerOnDamaged(target, amount);
}

} // namespace rules
