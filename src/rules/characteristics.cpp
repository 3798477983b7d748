// Continuous effects (CR 611, 613) for the card pool: anthems, granted keywords, "can't
// transform", Auras, until-end-of-turn pumps. Characteristics are computed, never stored, so a
// transform (CR 712.18) or a source leaving changes them at once.
#include "context.h"

namespace rules {

namespace {

// Whether a static ability of `source` with this selector affects `target` (CR 611.3a). The
// target's types and subtypes are its current ones, after type-changing effects (CR 613.1d):
// Arlinn as a 5/5 Werewolf creature is a Werewolf for a Werewolf anthem.
bool affects(const QString &selector, const Permanent &source, const Permanent &target, const Characteristics &targetNow)
{
    const bool other = source.objectId != target.objectId;
    const bool yours = source.controller == target.controller;
    const bool creature = targetNow.isCreature();
    const bool wolfOrWerewolf = targetNow.isWolfOrWerewolf();
    const bool human = targetNow.isHuman();
    const bool werewolf = targetNow.subtypes.contains(QStringLiteral("Werewolf"));
    if (selector == QLatin1String("self"))
        return !other;
    if (selector == QLatin1String("enchantedCreature"))
        return source.attachedTo == target.objectId;
    if (!yours)
        return false;
    if (selector == QLatin1String("otherWolfOrWerewolfYouControl"))
        return other && creature && wolfOrWerewolf;
    if (selector == QLatin1String("otherHumanCreatureYouControl"))
        return other && creature && human;
    if (selector == QLatin1String("otherCreatureYouControl"))
        return other && creature;
    if (selector == QLatin1String("werewolfYouControl"))
        return creature && werewolf;
    if (selector == QLatin1String("nonHumanWerewolfYouControl"))
        return werewolf && !human;
    return false;
}

} // namespace

Characteristics Context::characteristics(const Permanent &p) const
{
    const CardFace &f = face(p);
    Characteristics c;
    c.name = f.name;
    c.supertypes = f.supertypes;
    c.types = f.types;
    c.subtypes = f.subtypes;
    c.keywords = f.keywords;
    c.colors = f.colors();
    c.hasPT = f.hasPT;
    c.power = f.power;
    c.toughness = f.toughness;
    // CR 613.1d (layer 4): type-changing effects come first, so every later effect sees what
    // the permanent is now. Arlinn's 0 makes her a Werewolf creature and not a planeswalker,
    // with base power and toughness 5/5 (CR 613.4b).
    for (const TemporaryEffect &e : s().untilEndOfTurn) {
        if (e.objectId != p.objectId || !e.becomesCreature)
            continue;
        c.types = {QStringLiteral("Creature")};
        c.subtypes = e.subtypes;
        c.hasPT = true;
        c.power = e.basePower;
        c.toughness = e.baseToughness;
    }
    // CR 613.4c: counters.
    const int plus = p.counters.value(QStringLiteral("+1/+1")) - p.counters.value(QStringLiteral("-1/-1"));
    c.power += plus;
    c.toughness += plus;
    // Static abilities of every permanent (CR 604.2), applied in timestamp order; whom they
    // affect is decided on the types after layer 4 (CR 613.1d).
    const Characteristics typed = c;
    for (const Permanent &src : s().battlefield) {
        for (const Ability &ab : face(src).abilities) {
            if (!ab.enforced)
                continue;
            const QString kind = ab.script.value(QStringLiteral("static")).toString();
            if (kind.isEmpty() || !affects(ab.script.value(QStringLiteral("affects")).toString(), src, p, typed))
                continue;
            if (kind == QLatin1String("pump")) {
                c.power += ab.script.value(QStringLiteral("power")).toInt();
                c.toughness += ab.script.value(QStringLiteral("toughness")).toInt();
                const QString k = ab.script.value(QStringLiteral("keyword")).toString(); // "... and has vigilance"
                if (!k.isEmpty() && !c.keywords.contains(k))
                    c.keywords.append(k);
            } else if (kind == QLatin1String("grantKeyword")) {
                const QString k = ab.script.value(QStringLiteral("keyword")).toString();
                if (!c.keywords.contains(k))
                    c.keywords.append(k);
            } else if (kind == QLatin1String("cantTransform")) {
                c.cantTransform = true;
            }
        }
    }
    // Until-end-of-turn effects on this object (they survive a transform, CR 712.18).
    for (const TemporaryEffect &e : s().untilEndOfTurn) {
        if (e.objectId != p.objectId)
            continue;
        c.power += e.power;
        c.toughness += e.toughness;
        for (const QString &k : e.keywords)
            if (!c.keywords.contains(k))
                c.keywords.append(k);
    }
    return c;
}

bool Context::canTransform(const Permanent &p, bool byDayNight) const
{
    if (!definition(p.cardId).isDoubleFaced())
        return false; // CR 712.9: only double-faced permanents transform
    const Characteristics c = characteristics(p);
    if (c.cantTransform)
        return false; // CR 101.2: "can't" wins, even over daybound and nightbound
    if (!byDayNight && (c.hasKeyword(QStringLiteral("Daybound")) || c.hasKeyword(QStringLiteral("Nightbound"))))
        return false; // CR 702.145b/e, ruling 8: only their own abilities transform them
    return true;
}

} // namespace rules
