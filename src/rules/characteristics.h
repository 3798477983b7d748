// A permanent's characteristics after continuous effects (CR 613, simplified to what the pool
// needs): its face, type changes, counters, static abilities, until-end-of-turn effects.
#pragma once

#include "carddefinition.h"

#include <QString>
#include <QStringList>

namespace rules {

/// What a permanent is right now (CR 109.3), as the rules and the table see it. It is cheap to
/// make and to throw away: it points at the face's printed lists and holds only what effects
/// change (a type change, granted keywords), so the rules can ask it for every permanent at
/// every priority pass. Valid while the card database lives.
class Characteristics
{
public:
    Characteristics() = default;
    explicit Characteristics(const CardFace &face);

    const QString &name() const { return m_face->name; }
    const QStringList &supertypes() const { return m_face->supertypes; }
    const QStringList &types() const { return m_typeChanged ? m_types : m_face->types; }
    const QStringList &subtypes() const { return m_typeChanged ? m_subtypes : m_face->subtypes; }
    /// Printed and granted keywords: "Trample", "Menace", "Can't be blocked", ...
    QStringList keywords() const { return m_granted.isEmpty() ? m_face->keywords : m_face->keywords + m_granted; }
    /// "RG"; a back face's comes from its colour indicator (CR 204).
    const QString &colors() const { return m_face->colors(); }

    int power = 0, toughness = 0;
    bool hasPT = false;
    bool cantTransform = false; ///< an effect says it can't transform (e.g. Immerwolf, CR 101.2)

    bool isCreature() const { return m_creature; }
    bool isPlaneswalker() const { return types().contains(QStringLiteral("Planeswalker")); }
    bool hasType(const QString &t) const { return types().contains(t); }
    bool hasSubtype(const QString &t) const { return subtypes().contains(t); }
    bool hasKeyword(const QString &k) const { return m_face->keywords.contains(k) || m_granted.contains(k); }
    /// Whether it has creature type `t` ("Wolf", "Human"): one of its subtypes, or any creature
    /// type with changeling (CR 702.73a), unless an effect set its types since (CR 613.1d: a
    /// characteristic-defining ability applies first, Arlinn's 0 after it).
    bool hasCreatureType(const QString &t) const { return hasSubtype(t) || (!m_typeChanged && hasKeyword(QStringLiteral("Changeling"))); }
    bool isWolfOrWerewolf() const { return hasCreatureType(QStringLiteral("Wolf")) || hasCreatureType(QStringLiteral("Werewolf")); }
    bool isHuman() const { return hasCreatureType(QStringLiteral("Human")); }

    /// CR 613.1d: it becomes a creature of exactly these subtypes (Arlinn's 0).
    void becomeCreature(const QStringList &subtypes);
    /// An effect grants keyword `k` (no duplicate is kept).
    void grantKeyword(const QString &k);

private:
    const CardFace *m_face = nullptr;
    bool m_typeChanged = false;
    bool m_creature = false;
    QStringList m_types, m_subtypes;    ///< when m_typeChanged
    QStringList m_granted;              ///< keywords granted by effects
};

} // namespace rules
