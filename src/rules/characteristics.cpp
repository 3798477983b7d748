// Characteristics after continuous effects (CR 611, 613) for the card pool: type changes,
// counters, anthems, granted keywords, "can't transform", until-end-of-turn effects. They are
// computed from the state, never stored, so a transform (CR 712.18) or a source leaving changes
// them at once. Only the static abilities of the battlefield, grouped by whom they affect
// (staticeffects.h), are kept between calls, so one permanent's characteristics cost
// O(its effects), not O(battlefield) or O(static sources).
#include "context.h"

#include "vocabulary.h"

namespace rules {

Characteristics::Characteristics(const CardFace &face)
    : power(face.power), toughness(face.toughness), hasPT(face.hasPT), m_face(&face), m_creature(face.hasType(QStringLiteral("Creature")))
{
}

void Characteristics::becomeCreature(const QStringList &subtypes)
{
    static const QStringList creature{QStringLiteral("Creature")};
    m_typeChanged = true;
    m_creature = true;
    m_types = creature;
    m_subtypes = subtypes;
    hasPT = true;
}

void Characteristics::grantKeyword(const QString &k)
{
    if (!k.isEmpty() && !hasKeyword(k))
        m_granted.append(k);
}

bool Context::hasCharacteristicStatics(const Permanent &p) const
{
    return face(p).hasCharacteristicStatics;
}

const StaticEffects &Context::staticEffects() const
{
    if (!m_cache->staticEffects)
        m_cache->staticEffects.emplace(*this);
    return *m_cache->staticEffects;
}

Characteristics Context::characteristics(const Permanent &p) const
{
    Characteristics c(face(p));
    // CR 613.1d (layer 4): type-changing effects come first, so every later effect sees what
    // the permanent is now. Arlinn's 0 makes her a Werewolf creature and not a planeswalker,
    // with base power and toughness 5/5 (CR 613.4b).
    for (const ContinuousEffect &e : s().continuousEffects) {
        if (e.objectId != p.objectId || e.kind != ContinuousEffect::Kind::BecomeCreature)
            continue;
        c.becomeCreature(e.subtypes);
        c.power = e.power;
        c.toughness = e.toughness;
    }
    // CR 613.4c: counters.
    const int plus = p.counters.value(QStringLiteral("+1/+1")) - p.counters.value(QStringLiteral("-1/-1"));
    c.power += plus;
    c.toughness += plus;
    // Static abilities (CR 604.2), in timestamp order; whom they affect is decided on the types
    // after layer 4 (CR 613.1d).
    const Characteristics typed = c;
    staticEffects().applyTo(*this, p, typed, &c);
    // Until-end-of-turn effects on this object (they survive a transform, CR 712.18). Summed in
    // 64 bits and held to kMaxAmount: any number of pumps gives a power and toughness with the
    // right sign, never one wrapped around.
    qint64 power = c.power, toughness = c.toughness;
    for (const ContinuousEffect &e : s().continuousEffects) {
        if (e.objectId != p.objectId)
            continue;
        if (e.kind == ContinuousEffect::Kind::Pump) {
            power += e.power;
            toughness += e.toughness;
        }
        for (const QString &k : e.keywords)
            c.grantKeyword(k);
    }
    c.power = clampAmount(power);
    c.toughness = clampAmount(toughness);
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

namespace rules::vocabulary {

const QList<Word<StaticWord>> &statics()
{
    using S = StaticWord;
    static const QList<Word<S>> table{
        {S::Pump, "pump", "affects power toughness keyword", "the affected creatures get +power/+toughness (and the keyword, if given)"},
        {S::GrantKeyword, "grantKeyword", "affects keyword", "the affected permanents have the keyword (\"Can't be blocked\" counts as one)"},
        {S::CantTransform, "cantTransform", "affects", "the affected permanents can't transform (CR 101.2 wins over daybound and nightbound)"},
        {S::CostReductionAtNight, "costReductionAtNight", "amount", "this spell costs {amount} less to cast while it is night (Moonrager's Slash)"},
        {S::InstantSorceryCostLessByPower, "instantSorceryCostLessByPower", "",
         "instant and sorcery spells you cast cost {X} less to cast, X this permanent's power now (Vadrik; generic mana only, CR 601.2f)"},
        {S::CostReductionIfYouControlWolfOrWerewolf, "costReductionIfYouControlWolfOrWerewolf", "amount",
         "this spell costs {amount} less to cast if you control a Wolf or Werewolf (Wolfkin Outcast; day or night alike)"},
        {S::FlashForExtraCost, "flashForExtraCost", "amount", "this spell may be cast as though it had flash for {amount} more (Oakshade Stalker)"},
        {S::CantBeCountered, "cantBeCountered", "", "this spell can't be countered (Howlpack Piper)"},
        {S::AttacksEachCombatIfAble, "attacksEachCombatIfAble", "",
         "this creature attacks each combat if able: a declaration of attackers must include it whenever it can attack (CR 508.1d)"},
        {S::CantBeBlockedByPowerOrLess, "cantBeBlockedByPowerOrLess", "amount",
         "this creature can't be blocked by creatures with power `amount` or less (CR 509.1b; Riphook Raider)"},
    };
    return table;
}

const QList<Word<Selector>> &selectors()
{
    using S = Selector;
    static const QList<Word<S>> table{
        {S::Self, "self", "", "this permanent"},
        {S::EnchantedCreature, "enchantedCreature", "", "the creature this Aura enchants"},
        {S::OtherWolfOrWerewolfYouControl, "otherWolfOrWerewolfYouControl", "", "other Wolf and Werewolf creatures you control"},
        {S::WolfOrWerewolfYouControl, "wolfOrWerewolfYouControl", "", "Wolf and Werewolf creatures you control, this one too if it is one (Village Reavers)"},
        {S::OtherHumanCreatureYouControl, "otherHumanCreatureYouControl", "", "other Human creatures you control"},
        {S::OtherCreatureYouControl, "otherCreatureYouControl", "", "other creatures you control"},
        {S::OtherPermanentYouControl, "otherPermanentYouControl", "", "other permanents you control (Hollowhenge Huntmaster's hexproof)"},
        {S::WerewolfYouControl, "werewolfYouControl", "", "Werewolf creatures you control"},
        {S::NonHumanWerewolfYouControl, "nonHumanWerewolfYouControl", "", "non-Human Werewolves you control"},
    };
    return table;
}

} // namespace rules::vocabulary
