// Activated abilities (CR 602) and loyalty abilities (CR 606): costs with {X}, {T} and
// sacrifice; "activate only as a sorcery"; "only once each turn"; one loyalty ability per turn
// per permanent, across a transform (CR 606.3, the Garruk Relentless ruling).
#include "activated.h"

#include "areas.h"
#include "daynight.h"

namespace rules::activation {

bool isActivated(const Ability &ab)
{
    return ab.isActivated();
}

QList<int> activatableAbilities(const Context &c, const Permanent &p)
{
    QList<int> out;
    const CardFace &f = c.face(p);
    for (int i = 0; i < f.abilities.size(); ++i)
        if (isActivated(f.abilities[i]))
            out.append(i);
    return out;
}

QString checkActivate(const Context &c, const Action &a)
{
    const Permanent *p = c.s().permanent(a.objectId);
    if (!p)
        return QStringLiteral("There is no such permanent.");
    const CardFace &f = c.face(*p);
    if (p->controller != a.player)
        return QStringLiteral("%1 does not control %2 (CR 602.2).").arg(c.playerName(a.player), f.name);
    if (a.abilityIndex < 0 || a.abilityIndex >= f.abilities.size() || !isActivated(f.abilities[a.abilityIndex]))
        return QStringLiteral("%1 has no such ability to activate (its activated abilities may not be enforced yet).").arg(f.name);
    const Ability &ab = f.abilities[a.abilityIndex];
    const bool loyalty = ab.kind == Ability::Kind::Loyalty;
    const bool sorcery = loyalty || ab.sorcerySpeed;
    if (sorcery && (a.player != c.s().activePlayer || !c.s().stack.isEmpty()
                    || (c.s().step != Step::PrecombatMain && c.s().step != Step::PostcombatMain)))
        return QStringLiteral("%1: activate only as a sorcery: your main phase, empty stack (CR %2).").arg(f.name, loyalty ? QStringLiteral("606.3") : QStringLiteral("602.5d"));
    if (loyalty) {
        if (p->loyaltyUsedThisTurn)
            return QStringLiteral("%1 already used a loyalty ability this turn, on either face (CR 606.3).").arg(f.name);
        if (p->counters.value(QStringLiteral("loyalty")) + ab.loyalty < 0)
            return QStringLiteral("%1 doesn't have enough loyalty (CR 606.6).").arg(f.name);
    }
    const QString key = QStringLiteral("%1:%2").arg(p->backFaceUp ? 1 : 0).arg(a.abilityIndex);
    if (ab.oncePerTurn && p->activatedThisTurn.contains(key))
        return QStringLiteral("%1: activate only once each turn (CR 602.5b).").arg(f.name);
    if (ab.tap) {
        if (p->tapped)
            return QStringLiteral("%1 is tapped: its {T} ability can't be activated: tapping it is part of the cost (CR 107.5, 602.2).").arg(f.name);
        if (c.characteristics(*p).isCreature() && p->summoningSick && !c.characteristics(*p).hasKeyword(QStringLiteral("Haste")))
            return QStringLiteral("%1 came under your control this turn: its {T} ability waits (CR 302.6).").arg(f.name);
    }
    const std::optional<ManaCost> &cost = ab.cost;
    if (a.x < 0 || (a.x > 0 && (!cost || cost->xCount == 0)))
        return QStringLiteral("X must be 0 or more, and only for a cost with {X}.");
    const QString why = targeting::checkTargets(c, targeting::targetSpecs(f, a.abilityIndex), a.targets, a.player, a.objectId, f.name + QStringLiteral("'s ability"));
    if (!why.isEmpty() && !(targeting::targetSpecs(f, a.abilityIndex).isEmpty() && a.targets.isEmpty()))
        return why;
    // A permanent whose cost taps it can't also tap for mana to pay that cost (CR 601.2h, 602.2b).
    if (cost && !mana::canPay(c, a.player, *cost, a.x, ab.tap ? p->objectId : -1))
        return QStringLiteral("Not enough mana to pay %1%2 for %3's ability (CR 602.2b).").arg(cost->text, cost->xCount ? QStringLiteral(" with X=%1").arg(a.x) : QString(), f.name);
    return {};
}

void activate(Context &c, const Action &a)
{
    Permanent *p = c.s().permanent(a.objectId);
    const CardFace &f = c.face(*p);
    const Ability &ab = f.abilities[a.abilityIndex];
    StackObject so;
    so.objectId = c.s().nextObjectId++;
    so.cardId = p->cardId;
    so.controller = a.player;
    so.isAbility = true;
    so.sourceObjectId = p->objectId;
    so.face = p->backFaceUp ? 1 : 0;
    so.abilityIndex = a.abilityIndex;
    so.text = ab.text;
    so.targets = a.targets;
    so.amount = a.x;
    so.sourceTransformCount = p->transformCount;
    // CR 602.2b-h: pay the costs: mana, tap, loyalty, sacrifice.
    QStringList paid;
    if (ab.oncePerTurn)
        p->activatedThisTurn.append(QStringLiteral("%1:%2").arg(so.face).arg(a.abilityIndex));
    if (ab.kind == Ability::Kind::Loyalty) {
        p->loyaltyUsedThisTurn = true;
        const int change = ab.loyalty;
        p->counters[QStringLiteral("loyalty")] += change;
        paid.append(QStringLiteral("%1%2 loyalty").arg(change >= 0 ? QStringLiteral("+") : QString()).arg(change));
    }
    // The mana first, from sources other than this permanent if {T} is part of the cost
    // (checkActivate() proved it payable that way), then the tap (CR 602.2b, 601.2h).
    if (ab.cost && !ab.cost->isEmpty()) {
        const bool ok = mana::payCost(c, a.player, *ab.cost, a.x, ab.tap ? p->objectId : -1);
        Q_ASSERT(ok);
        Q_UNUSED(ok);
        p = c.s().permanent(a.objectId); // paying may have detached the battlefield
    }
    if (ab.tap) {
        p->tapped = true;
        paid.append(QStringLiteral("{T}"));
    }
    c.s().stack.append(so);
    const QString name = f.name;
    if (ab.sacrificeSelf) {
        paid.append(QStringLiteral("sacrificing it"));
        battlefield::leaveBattlefield(c, a.objectId, QStringLiteral("being sacrificed"), QStringLiteral("CR 701.21a"));
    }
    QStringList targetNames;
    for (int t : a.targets)
        targetNames.append(c.targetName(t));
    c.report(Event::Type::AbilityActivated, a.player,
           QStringLiteral("%1 activates %2's ability%3%4: %5").arg(c.playerName(a.player), name,
               targetNames.isEmpty() ? QString() : QStringLiteral(" targeting ") + targetNames.join(QStringLiteral(" and ")),
               paid.isEmpty() ? QString() : QStringLiteral(" (") + paid.join(QStringLiteral(", ")) + QLatin1Char(')'), ab.text),
           QStringLiteral("CR 602.2")).objectId = so.objectId;
    // CR 602.2: activating an ability is not casting a spell; it never counts for day/night.
    for (const StackObject &on : c.s().stack)
        if (on.objectId == so.objectId)
            triggers::checkWard(c, on);
    c.s().passesInSuccession = 0;
    turn::givePriority(c, a.player); // CR 117.3c
}

QString whyNotActivatable(const Context &c, int player, int objectId, int abilityIndex)
{
    if (!c.s().permanent(objectId))
        return QStringLiteral("There is no such permanent.");
    // Without targets: legal when some choice of targets is (they are asked afterwards).
    return actions::check(c, Action::activate(player, objectId, abilityIndex));
}

QList<TargetSpec> targetSpecsOf(const Context &c, int objectId, int abilityIndex)
{
    const Permanent *p = c.s().permanent(objectId);
    if (!p)
        return {};
    const CardFace &f = c.face(*p);
    if (abilityIndex < 0 || abilityIndex >= f.abilities.size())
        return {};
    return targeting::targetSpecs(f, abilityIndex);
}

bool needsTargets(const Context &c, int objectId, int abilityIndex)
{
    return !targetSpecsOf(c, objectId, abilityIndex).isEmpty();
}

} // namespace rules::activation
