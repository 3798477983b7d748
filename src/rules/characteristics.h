// A permanent's characteristics after continuous effects (CR 613, simplified to what the pool
// needs): base face, counters, static abilities of permanents, until-end-of-turn effects.
#pragma once

#include <QString>
#include <QStringList>

namespace rules {

/// What a permanent is right now (CR 109.3), as the rules and the table see it.
struct Characteristics {
    QString name;
    QStringList supertypes, types, subtypes;
    QStringList keywords;       ///< printed and granted: "Trample", "Menace", "Can't be blocked", ...
    QString colors;             ///< "RG"; a back face's comes from its colour indicator (CR 204)
    int power = 0, toughness = 0;
    bool hasPT = false;
    bool cantTransform = false; ///< an effect says it can't transform (e.g. Immerwolf, CR 101.2)

    bool isCreature() const { return types.contains(QStringLiteral("Creature")); }
    bool hasKeyword(const QString &k) const { return keywords.contains(k); }
    bool isWolfOrWerewolf() const { return subtypes.contains(QStringLiteral("Wolf")) || subtypes.contains(QStringLiteral("Werewolf")); }
    bool isHuman() const { return subtypes.contains(QStringLiteral("Human")); }
};

} // namespace rules
