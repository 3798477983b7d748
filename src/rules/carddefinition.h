// Card definitions as loaded from resources/cards/*.json (schema: resources/cards/SCHEMA.md).
#pragma once

#include "ability.h"
#include "manacost.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace rules {

/// One face of a card (CR 712.1): its characteristics.
struct CardFace {
    QString name;
    ManaCost manaCost;
    QStringList colorIndicator;     ///< CR 204: colour letters, e.g. {"R","G"}; empty if none
    QStringList supertypes;         ///< "Legendary", "Basic"
    QStringList types;              ///< "Creature", "Land", "Instant", ...
    QStringList subtypes;           ///< "Human", "Werewolf", "Forest", ...
    int power = 0, toughness = 0;   ///< meaningful when hasPT
    bool hasPT = false;
    int loyalty = 0;                ///< meaningful when hasLoyalty
    bool hasLoyalty = false;
    QString oracleText;
    QStringList keywords;           ///< "Daybound", "Nightbound", "Flash", "Menace", ...
    QString enchant;                ///< Auras (CR 303.4a): "creature" or "player"; "" otherwise
    QString flashback;              ///< flashback cost (CR 702.34), e.g. "{2}{R}{G}"; "" if none
    UnlessCost ward;                ///< the ward cost (CR 702.21a): "Ward {1}", "Ward—Pay 3 life.", "Ward—Discard a card."; empty if no ward
    QList<Ability> abilities;

    bool hasType(const QString &t) const { return types.contains(t); }
    bool hasSubtype(const QString &t) const { return subtypes.contains(t); }
    bool hasKeyword(const QString &k) const { return keywords.contains(k); }
    /// Whether this face has creature type `t`: printed, or every creature type with changeling,
    /// which works in every zone (CR 702.73a: a characteristic-defining ability, CR 604.3).
    bool hasCreatureType(const QString &t) const { return subtypes.contains(t) || hasKeyword(QStringLiteral("Changeling")); }
    bool isPermanentType() const;   ///< artifact, creature, enchantment, land, planeswalker (CR 110.4)
    /// Keywords and ability texts of this face that the engine does not enforce yet, for the
    /// "not enforced yet" mark on the table. Empty when the whole face is enforced.
    QStringList notEnforced() const;
    /// Colours (CR 202.2, 204): from the mana cost, or else from the colour indicator; "RG".
    const QString &colors() const { return colorText; }
    QString colorText;              ///< colors(), worked out once when the face is read
    /// It has an enforced static ability that affects permanents (an anthem, a granted keyword,
    /// "can't transform"): worked out once when the face is read.
    bool hasCharacteristicStatics = false;
    /// "Legendary Creature — Human Werewolf"
    QString typeLine() const;
};

/// Whether the engine enforces this keyword ability now (enforcedKeywords()): Daybound and
/// Nightbound (CR 702.145), Flash (CR 702.8), the combat keywords (Menace, Trample, Defender...),
/// Ward (CR 702.21) and the others listed there.
bool isKeywordEnforced(const QString &keyword);
/// Every keyword the engine enforces.
const QStringList &enforcedKeywords();

/// The version of the card format a card file's "schema" names (resources/cards/SCHEMA.md).
inline constexpr int kCardSchema = 1;

/// A card: one face, or two for a transforming double-faced card (CR 712).
struct CardDefinition {
    QString key;                    ///< file name without .json, e.g. "tovolar-dire-overlord"
    QString layout;                 ///< "normal", "transform" or "token"
    QList<CardFace> faces;

    bool isDoubleFaced() const { return faces.size() == 2; }
    const CardFace &front() const { return faces.front(); }
    /// Daybound on the front face (CR 702.145a).
    bool hasDaybound() const { return front().hasKeyword(QStringLiteral("Daybound")); }
    /// Nightbound on the back face.
    bool hasNightbound() const { return isDoubleFaced() && faces[1].hasKeyword(QStringLiteral("Nightbound")); }

    /// Builds a definition from one JSON object. Besides the faces it checks the printing the
    /// format describes: "schema" must be kCardSchema; "set", if given, a set code ("MID");
    /// "number" a collector number ("246", "" for a token); "rarity" one of common, uncommon,
    /// rare, mythic, special, bonus or token. On error returns false and sets `error` to
    /// "<json path>: <problem> (<bad value>)", e.g. "faces[1].power: expected an integer (\"x\")".
    static bool fromJson(const QJsonObject &json, CardDefinition *out, QString *error);
};

} // namespace rules
