#include "staticeffects.h"

#include "context.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rules {

namespace {

// A static ability that changes other permanents' characteristics.
bool changesCharacteristics(const Ability &ab)
{
    return ab.enforced && ab.kind == Ability::Kind::Static && ab.staticAbility.affects != Selector::None;
}

// The selectors that pick permanents of the source's controller (CR 611.3a).
constexpr Selector kYouControl[] = {Selector::OtherWolfOrWerewolfYouControl, Selector::WolfOrWerewolfYouControl, Selector::OtherHumanCreatureYouControl,
                                    Selector::OtherCreatureYouControl, Selector::OtherPermanentYouControl, Selector::WerewolfYouControl,
                                    Selector::NonHumanWerewolfYouControl};

// Whether a "... you control" selector picks a permanent that is now `t`: its types and
// subtypes are its current ones, after type-changing effects (CR 613.1d), so Arlinn as a 5/5
// Werewolf creature is a Werewolf for a Werewolf anthem.
bool picks(Selector selector, const Characteristics &t)
{
    const bool creature = t.isCreature();
    const bool werewolf = t.hasCreatureType(QStringLiteral("Werewolf"));
    switch (selector) {
    case Selector::OtherWolfOrWerewolfYouControl:
    case Selector::WolfOrWerewolfYouControl:
        return creature && t.isWolfOrWerewolf();
    case Selector::OtherHumanCreatureYouControl:
        return creature && t.isHuman();
    case Selector::OtherCreatureYouControl:
        return creature;
    case Selector::OtherPermanentYouControl:
        return true;
    case Selector::WerewolfYouControl:
        return creature && werewolf;
    case Selector::NonHumanWerewolfYouControl:
        return werewolf && !t.isHuman();
    case Selector::None:
    case Selector::Self:
    case Selector::EnchantedCreature:
        break;
    }
    return false;
}

bool leavesOutItsSource(Selector selector)
{
    return selector == Selector::OtherWolfOrWerewolfYouControl || selector == Selector::OtherHumanCreatureYouControl
        || selector == Selector::OtherCreatureYouControl || selector == Selector::OtherPermanentYouControl;
}

bool grantsKeyword(const StaticAbility &st)
{
    return st.word == StaticWord::Pump || st.word == StaticWord::GrantKeyword; // pump: "... and has vigilance"
}

} // namespace

void StaticEffects::Group::add(const StaticAbility &st, const Grant &g)
{
    if (st.word == StaticWord::Pump) {
        power += st.power;
        toughness += st.toughness;
    } else if (st.word == StaticWord::CantTransform) {
        ++cantTransform;
    }
    if (g.keyword.isEmpty())
        return;
    int sources = 0;
    for (const Grant &other : std::as_const(grants)) {
        if (other.keyword != g.keyword)
            continue;
        if (other.source == g.source)
            return; // its first grant of this keyword is the one that counts
        ++sources;
    }
    if (sources < 2)
        grants.append(g);
}

StaticEffects::StaticEffects(const Context &c)
{
    for (const Permanent &source : c.s().battlefield) {
        if (!c.hasCharacteristicStatics(source))
            continue;
        const QList<Ability> &abilities = c.face(source).abilities;
        for (qsizetype i = 0; i < abilities.size(); ++i) {
            const StaticAbility &st = abilities[i].staticAbility;
            if (!changesCharacteristics(abilities[i]) || st.affects == Selector::Self)
                continue; // "self": applyTo reads the permanent's own abilities
            const Grant g{order(source, i), source.objectId, grantsKeyword(st) ? st.keyword : QString()};
            if (st.affects != Selector::EnchantedCreature)
                m_byController[key(source.controller, st.affects)].add(st, g);
            else if (source.attachedTo >= 0)
                m_enchanting[source.attachedTo].add(st, g);
        }
    }
}

void StaticEffects::applyTo(const Context &c, const Permanent &p, const Characteristics &typed, Characteristics *out) const
{
    const bool own = c.hasCharacteristicStatics(p);
    if (m_byController.isEmpty() && m_enchanting.isEmpty() && !own)
        return;
    QVarLengthArray<Grant, 8> granted;
    auto apply = [&](const Group &g, Selector leftOutOf) {
        qint64 power = g.power, toughness = g.toughness;
        int cantTransform = g.cantTransform;
        const int leftOut = leftOutOf == Selector::None ? -1 : p.objectId;
        if (leftOut >= 0 && own) {
            // "Other ... you control": the group holds this permanent's own abilities too.
            for (const Ability &ab : c.face(p).abilities) {
                if (!changesCharacteristics(ab) || ab.staticAbility.affects != leftOutOf)
                    continue;
                if (ab.staticAbility.word == StaticWord::Pump) {
                    power -= ab.staticAbility.power;
                    toughness -= ab.staticAbility.toughness;
                } else if (ab.staticAbility.word == StaticWord::CantTransform) {
                    --cantTransform;
                }
            }
        }
        out->power = clampAmount(out->power + power);
        out->toughness = clampAmount(out->toughness + toughness);
        out->cantTransform = out->cantTransform || cantTransform > 0;
        for (const Grant &gr : g.grants)
            if (gr.source != leftOut)
                granted.append(gr);
    };
    for (Selector selector : kYouControl) {
        const auto it = m_byController.constFind(key(p.controller, selector));
        if (it != m_byController.constEnd() && picks(selector, typed))
            apply(*it, leavesOutItsSource(selector) ? selector : Selector::None);
    }
    const auto aura = m_enchanting.constFind(p.objectId);
    if (aura != m_enchanting.constEnd())
        apply(*aura, Selector::None);
    if (own) {
        const QList<Ability> &abilities = c.face(p).abilities;
        for (qsizetype i = 0; i < abilities.size(); ++i) {
            if (!changesCharacteristics(abilities[i]) || abilities[i].staticAbility.affects != Selector::Self)
                continue;
            Group self;
            const StaticAbility &st = abilities[i].staticAbility;
            self.add(st, Grant{order(p, i), p.objectId, grantsKeyword(st) ? st.keyword : QString()});
            apply(self, Selector::None);
        }
    }
    std::sort(granted.begin(), granted.end(), [](const Grant &a, const Grant &b) { return a.order < b.order; });
    for (const Grant &g : granted)
        out->grantKeyword(g.keyword);
}

} // namespace rules
