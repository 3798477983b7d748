#include "carddefinition.h"

#include "inputfile.h"
#include "jsonreader.h"
#include "scriptjson.h"
#include "suggestion.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace rules {

bool CardFace::isPermanentType() const
{
    for (const char *t : {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})
        if (hasType(QLatin1String(t)))
            return true;
    return false;
}

QString UnlessCost::payText() const
{
    QStringList parts;
    if (mana)
        parts << QStringLiteral("pay ") + mana->symbolText();
    if (life > 0)
        parts << QStringLiteral("pay %1 life").arg(life);
    if (discard > 0)
        parts << (discard == 1 ? QStringLiteral("discard a card") : QStringLiteral("discard %1 cards").arg(discard));
    return parts.join(QStringLiteral(" and "));
}

QString UnlessCost::wardText() const
{
    // CR 702.21a: "Ward {N}" for mana alone, "Ward—[cost]" otherwise.
    if (mana && life == 0 && discard == 0)
        return QStringLiteral("Ward ") + mana->symbolText();
    QString cost = payText();
    if (!cost.isEmpty())
        cost[0] = cost[0].toUpper();
    return QStringLiteral("Ward—") + cost;
}

const QStringList &enforcedKeywords()
{
    static const QStringList enforced{QStringLiteral("Daybound"), QStringLiteral("Nightbound"), QStringLiteral("Flash"),
                                      QStringLiteral("Menace"), QStringLiteral("Trample"), QStringLiteral("First strike"),
                                      QStringLiteral("Double strike"), QStringLiteral("Haste"), QStringLiteral("Vigilance"),
                                      QStringLiteral("Intimidate"), QStringLiteral("Lifelink"), QStringLiteral("Enchant"),
                                      QStringLiteral("Flashback"), QStringLiteral("Ward"), QStringLiteral("Hexproof"), QStringLiteral("Indestructible"),
                                      QStringLiteral("Flying"), QStringLiteral("Reach"), QStringLiteral("Defender"), QStringLiteral("Changeling")};
    return enforced;
}

bool isKeywordEnforced(const QString &keyword)
{
    return enforcedKeywords().contains(keyword);
}

QStringList CardFace::notEnforced() const
{
    QStringList out;
    for (const QString &k : keywords)
        if (!isKeywordEnforced(k))
            out.append(k);
    for (const Ability &a : abilities)
        if (!a.enforced)
            out.append(a.text);
    return out;
}

namespace {
// CR 202.2, 204: colours from the mana cost, or else from the colour indicator; "RG".
QString faceColors(const CardFace &f)
{
    if (!f.manaCost.isEmpty())
        return f.manaCost.colors();
    QString out;
    for (const char *c : {"W", "U", "B", "R", "G"})
        if (f.colorIndicator.contains(QLatin1String(c)))
            out += QLatin1String(c);
    return out;
}
} // namespace

QString CardFace::typeLine() const
{
    QStringList left = supertypes + types;
    QString line = left.join(QLatin1Char(' '));
    if (!subtypes.isEmpty())
        line += QStringLiteral(" — ") + subtypes.join(QLatin1Char(' '));
    return line;
}

namespace {

using Reader = JsonReader;

// Words a card file may use (CR 205): anything else is a typo or a card outside what the engine
// knows, and is refused rather than silently ignored.
const QStringList &knownTypes()
{
    static const QStringList t{QStringLiteral("Artifact"), QStringLiteral("Battle"), QStringLiteral("Creature"), QStringLiteral("Enchantment"),
                               QStringLiteral("Instant"), QStringLiteral("Kindred"), QStringLiteral("Land"), QStringLiteral("Planeswalker"),
                               QStringLiteral("Sorcery")};
    return t;
}
const QStringList &knownSupertypes()
{
    static const QStringList t{QStringLiteral("Basic"), QStringLiteral("Legendary"), QStringLiteral("Snow"), QStringLiteral("World")};
    return t;
}
// Keywords a face may have: those the engine enforces, and common ones it shows as "not
// enforced yet".
const QStringList &knownKeywords()
{
    static const QStringList k = [] {
        QStringList all = enforcedKeywords();
        all << QStringLiteral("Deathtouch")
            << QStringLiteral("Shroud") << QStringLiteral("Protection") << QStringLiteral("Prowess")
            << QStringLiteral("Disturb") << QStringLiteral("Cleave") << QStringLiteral("Training") << QStringLiteral("Decayed")
            << QStringLiteral("Exploit") << QStringLiteral("Blitz") << QStringLiteral("Equip") << QStringLiteral("Cycling");
        return all;
    }();
    return k;
}

bool checkWords(Reader &r, const QStringList &words, const QStringList &known, const QString &path, const char *what)
{
    for (int i = 0; i < words.size(); ++i)
        if (!known.contains(words[i]))
            return r.fail(JsonReader::at(path, i), QStringLiteral("not a %1 this engine knows%2 (%3)")
                                                       .arg(QLatin1String(what), didYouMean(words[i], known), known.join(QStringLiteral(", "))),
                          words[i]);
    return true;
}

// A face's ward cost (CR 702.21a): {"mana": "{1}"}, {"life": 3} or {"discard": 1}, one or more of
// them; "wardLife": N is the older spelling of {"life": N}, still read.
bool readWard(Reader &r, const QJsonObject &o, const QString &path, CardFace *face)
{
    const QString wp = path + QStringLiteral(".ward");
    const bool hasWard = o.contains(QStringLiteral("ward")), hasLife = o.contains(QStringLiteral("wardLife"));
    if (hasWard && hasLife)
        return r.fail(path + QStringLiteral(".wardLife"), QStringLiteral("the ward cost is said once: \"ward\": {\"life\": N} replaces \"wardLife\""), o.value(QStringLiteral("wardLife")));
    UnlessCost &ward = face->ward;
    if (hasLife) {
        if (!r.integer(o, path, "wardLife", &ward.life))
            return false;
        if (ward.life < 1 || ward.life > 100)
            return r.fail(path + QStringLiteral(".wardLife"), QStringLiteral("expected 1 to 100 life"), ward.life);
    } else if (hasWard) {
        QJsonObject w;
        if (!r.object(o, path, "ward", &w) || !r.onlyKeys(w, wp, {QStringLiteral("mana"), QStringLiteral("life"), QStringLiteral("discard")}))
            return false;
        if (w.isEmpty())
            return r.fail(wp, QStringLiteral("expected its cost: {\"mana\": \"{1}\"}, {\"life\": 3} or {\"discard\": 1}"), o.value(QStringLiteral("ward")));
        if (w.contains(QStringLiteral("mana"))) {
            QString text;
            if (!r.string(w, wp, "mana", &text))
                return false;
            const auto cost = ManaCost::parse(text);
            if (!cost || cost->isEmpty() || cost->xCount > 0 || cost->manaValue() > 100)
                return r.fail(wp + QStringLiteral(".mana"), QStringLiteral("expected a mana cost without {X}, such as \"{3}\""), w.value(QStringLiteral("mana")));
            ward.mana = *cost;
        }
        if (!r.integer(w, wp, "life", &ward.life) || !r.integer(w, wp, "discard", &ward.discard))
            return false;
        if (w.contains(QStringLiteral("life")) && (ward.life < 1 || ward.life > 100))
            return r.fail(wp + QStringLiteral(".life"), QStringLiteral("expected 1 to 100 life"), ward.life);
        if (w.contains(QStringLiteral("discard")) && (ward.discard < 1 || ward.discard > 10))
            return r.fail(wp + QStringLiteral(".discard"), QStringLiteral("expected 1 to 10 cards"), ward.discard);
    }
    const bool keyword = face->hasKeyword(QStringLiteral("Ward"));
    if (keyword && ward.isEmpty())
        return r.fail(wp, QStringLiteral("a face with ward says its cost: {\"mana\": \"{1}\"}, {\"life\": 3} or {\"discard\": 1}"), o.value(QStringLiteral("ward")));
    if (!keyword && !ward.isEmpty())
        return r.fail(hasLife ? path + QStringLiteral(".wardLife") : wp, QStringLiteral("a ward cost goes with the keyword Ward in \"keywords\""),
                      o.value(hasLife ? QStringLiteral("wardLife") : QStringLiteral("ward")));
    return true;
}

bool readFace(Reader &r, const QJsonObject &o, const QString &path, CardFace *face)
{
    QString cost;
    if (!r.onlyKeys(o, path, {QStringLiteral("name"), QStringLiteral("manaCost"), QStringLiteral("oracleText"), QStringLiteral("colorIndicator"),
                              QStringLiteral("supertypes"), QStringLiteral("types"), QStringLiteral("subtypes"), QStringLiteral("keywords"),
                              QStringLiteral("enchant"), QStringLiteral("flashback"), QStringLiteral("ward"), QStringLiteral("wardLife"), QStringLiteral("power"),
                              QStringLiteral("toughness"), QStringLiteral("loyalty"), QStringLiteral("abilities")}))
        return false;
    if (!r.string(o, path, "name", &face->name) || !r.string(o, path, "manaCost", &cost, false)
        || !r.string(o, path, "oracleText", &face->oracleText, false)
        || !r.strings(o, path, "colorIndicator", &face->colorIndicator)
        || !r.strings(o, path, "supertypes", &face->supertypes)
        || !r.strings(o, path, "types", &face->types)
        || !r.strings(o, path, "subtypes", &face->subtypes)
        || !r.strings(o, path, "keywords", &face->keywords) || !r.string(o, path, "enchant", &face->enchant, false)
        || !r.string(o, path, "flashback", &face->flashback, false))
        return false;
    if (!checkWords(r, face->types, knownTypes(), path + QStringLiteral(".types"), "card type")
        || !checkWords(r, face->supertypes, knownSupertypes(), path + QStringLiteral(".supertypes"), "supertype")
        || !checkWords(r, face->keywords, knownKeywords(), path + QStringLiteral(".keywords"), "keyword"))
        return false;
    for (int i = 0; i < face->subtypes.size(); ++i)
        if (face->subtypes[i].isEmpty() || face->subtypes[i].size() > 40 || hasHiddenCharacters(face->subtypes[i]))
            return r.fail(JsonReader::at(path + QStringLiteral(".subtypes"), i), QStringLiteral("expected a subtype's name"), face->subtypes[i]);
    if (!readWard(r, o, path, face))
        return false;
    if (!face->flashback.isEmpty() && !ManaCost::parse(face->flashback))
        return r.fail(path + QStringLiteral(".flashback"), QStringLiteral("not a mana cost like {2}{R}{G}"), face->flashback);
    if (!face->enchant.isEmpty() && face->enchant != QLatin1String("creature") && face->enchant != QLatin1String("player"))
        return r.fail(path + QStringLiteral(".enchant"), QStringLiteral("expected \"creature\" or \"player\""), face->enchant);
    if (face->hasSubtype(QStringLiteral("Aura")) && face->enchant.isEmpty())
        return r.fail(path + QStringLiteral(".enchant"), QStringLiteral("an Aura says what it enchants (CR 303.4a)"), o.value(QStringLiteral("enchant")));
    if (face->name.isEmpty())
        return r.fail(path + QStringLiteral(".name"), QStringLiteral("must not be empty"), o.value(QStringLiteral("name")));
    // The log, the prompts and every message name cards: no character may hide or reverse part
    // of a name.
    if (hasHiddenCharacters(face->name))
        return r.fail(path + QStringLiteral(".name"), QStringLiteral("a name cannot hold control, bidirectional or invisible characters"), face->name);
    if (face->types.isEmpty())
        return r.fail(path + QStringLiteral(".types"), QStringLiteral("needs at least one card type"), o.value(QStringLiteral("types")));
    const auto parsed = ManaCost::parse(cost);
    if (!parsed)
        return r.fail(path + QStringLiteral(".manaCost"), QStringLiteral("not a mana cost like {1}{R}{G}"), o.value(QStringLiteral("manaCost")));
    face->manaCost = *parsed;
    for (int i = 0; i < face->colorIndicator.size(); ++i) {
        Color c;
        const QString &s = face->colorIndicator[i];
        if (s.size() != 1 || !colorFromLetter(s.at(0), &c) || c == Color::Colorless)
            return r.fail(QStringLiteral("%1.colorIndicator[%2]").arg(path).arg(i), QStringLiteral("expected one of W U B R G"), s);
    }
    bool hasP = false, hasT = false;
    if (!r.integer(o, path, "power", &face->power, false, &hasP) || !r.integer(o, path, "toughness", &face->toughness, false, &hasT)
        || !r.integer(o, path, "loyalty", &face->loyalty, false, &face->hasLoyalty))
        return false;
    if (hasP != hasT)
        return r.fail(path + (hasP ? QStringLiteral(".toughness") : QStringLiteral(".power")),
                      QStringLiteral("power and toughness go together"), o.value(hasP ? QStringLiteral("toughness") : QStringLiteral("power")));
    face->hasPT = hasP;
    if (face->hasType(QStringLiteral("Creature")) && !face->hasPT)
        return r.fail(path + QStringLiteral(".power"), QStringLiteral("a creature face needs power and toughness"), o.value(QStringLiteral("power")));
    if (!face->hasType(QStringLiteral("Creature")) && face->hasPT)
        return r.fail(path + QStringLiteral(".power"), QStringLiteral("only a creature face has power and toughness"), face->power);
    if (face->hasPT && (face->power < 0 || face->power > 100 || face->toughness < 0 || face->toughness > 100))
        return r.fail(path + QStringLiteral(".power"), QStringLiteral("power and toughness are 0 to 100"), QStringLiteral("%1/%2").arg(face->power).arg(face->toughness));
    if (face->hasType(QStringLiteral("Planeswalker")) != face->hasLoyalty)
        return r.fail(path + QStringLiteral(".loyalty"), face->hasLoyalty ? QStringLiteral("only a planeswalker face has loyalty")
                                                                          : QStringLiteral("a planeswalker face needs its loyalty (CR 306.5b)"),
                      o.value(QStringLiteral("loyalty")));
    if (face->hasLoyalty && (face->loyalty < 0 || face->loyalty > 100))
        return r.fail(path + QStringLiteral(".loyalty"), QStringLiteral("loyalty is 0 to 100"), face->loyalty);
    const QJsonValue abilities = o.value(QStringLiteral("abilities"));
    if (!abilities.isUndefined() && !abilities.isArray())
        return r.fail(path + QStringLiteral(".abilities"), QStringLiteral("expected an array"), abilities);
    const QJsonArray list = abilities.toArray();
    for (int i = 0; i < list.size(); ++i) {
        const QString ap = QStringLiteral("%1.abilities[%2]").arg(path).arg(i);
        if (!list[i].isObject())
            return r.fail(ap, QStringLiteral("expected an object"), list[i]);
        const QJsonObject a = list[i].toObject();
        if (!r.onlyKeys(a, ap, {QStringLiteral("text"), QStringLiteral("enforced"), QStringLiteral("script")}))
            return false;
        Ability ability;
        if (!r.string(a, ap, "text", &ability.text))
            return false;
        const QJsonValue enforced = a.value(QStringLiteral("enforced"));
        if (!enforced.isBool())
            return r.fail(ap + QStringLiteral(".enforced"), QStringLiteral("expected true or false"), enforced);
        ability.enforced = enforced.toBool();
        const QJsonValue script = a.value(QStringLiteral("script"));
        if (ability.enforced && (!script.isObject() || script.toObject().isEmpty()))
            return r.fail(ap + QStringLiteral(".script"), QStringLiteral("an enforced ability needs a script"), script);
        if (!ability.enforced && !script.isUndefined())
            return r.fail(ap + QStringLiteral(".script"), QStringLiteral("only an enforced ability has a script"), script);
        if (ability.enforced && !scriptjson::parseAbility(r, script.toObject(), ap + QStringLiteral(".script"), &ability))
            return false;
        face->abilities.append(ability);
    }
    face->colorText = faceColors(*face);
    for (const Ability &ab : face->abilities)
        face->hasCharacteristicStatics = face->hasCharacteristicStatics
            || (ab.enforced && ab.kind == Ability::Kind::Static && ab.staticAbility.affects != Selector::None);
    return true;
}

// The card's format version and its printing (resources/cards/SCHEMA.md): "schema" 1, the
// "set" code, the collector "number" and the "rarity". The engine plays none of them, but a
// value that is not what the format says is a mistake to report, not to keep.
bool printing(Reader &r, const QJsonObject &json)
{
    const QString root = QStringLiteral("$");
    const QJsonValue schema = json.value(QStringLiteral("schema"));
    if (schema != QJsonValue(kCardSchema))
        return r.fail(JsonReader::at(root, "schema"), QStringLiteral("expected %1, the version of the card format (resources/cards/SCHEMA.md)").arg(kCardSchema), schema);
    QString set, number, rarity;
    if (!r.string(json, root, "set", &set, false) || !r.string(json, root, "number", &number, false)
        || !r.string(json, root, "rarity", &rarity, false))
        return false;
    static const QRegularExpression setCode(QStringLiteral("^[A-Z0-9]{3,5}$"));
    if (json.contains(QStringLiteral("set")) && !setCode.match(set).hasMatch())
        return r.fail(JsonReader::at(root, "set"), QStringLiteral("expected a set code: 3 to 5 capital letters or digits, such as \"MID\" or \"VOW\""), set);
    static const QRegularExpression collectorNumber(QStringLiteral("^([0-9]{1,4}[a-z★]?)?$"));
    if (!collectorNumber.match(number).hasMatch())
        return r.fail(JsonReader::at(root, "number"), QStringLiteral("expected a collector number such as \"246\" or \"12a\", or \"\" for a token"), number);
    static const QStringList rarities{QStringLiteral("common"), QStringLiteral("uncommon"), QStringLiteral("rare"), QStringLiteral("mythic"),
                                      QStringLiteral("special"), QStringLiteral("bonus"), QStringLiteral("token")};
    if (json.contains(QStringLiteral("rarity")) && !rarities.contains(rarity))
        return r.fail(JsonReader::at(root, "rarity"),
                      QStringLiteral("expected one of: %1%2").arg(rarities.join(QStringLiteral(", ")), didYouMean(rarity, rarities)), rarity);
    return true;
}

} // namespace

bool CardDefinition::fromJson(const QJsonObject &json, CardDefinition *out, QString *error)
{
    Reader r(error);
    CardDefinition def;
    if (!r.onlyKeys(json, QStringLiteral("$"), {QStringLiteral("schema"), QStringLiteral("key"), QStringLiteral("layout"), QStringLiteral("faces"),
                                              QStringLiteral("rarity"), QStringLiteral("set"), QStringLiteral("number")}))
        return false;
    if (!r.string(json, QStringLiteral("$"), "key", &def.key) || !r.string(json, QStringLiteral("$"), "layout", &def.layout)
        || !printing(r, json))
        return false;
    // A key names a file: lower-case letters, digits and hyphens.
    static const QRegularExpression keyFormat(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!keyFormat.match(def.key).hasMatch() || def.key.size() > 80)
        return r.fail(QStringLiteral("$.key"), QStringLiteral("expected lower-case letters, digits and hyphens, like \"tovolar-dire-overlord\""), def.key);
    static const QStringList layouts{QStringLiteral("normal"), QStringLiteral("transform"), QStringLiteral("token")};
    if (!layouts.contains(def.layout))
        return r.fail(QStringLiteral("$.layout"), QStringLiteral("expected normal, transform or token"), json.value(QStringLiteral("layout")));
    const QJsonValue faces = json.value(QStringLiteral("faces"));
    const int expected = def.layout == QLatin1String("transform") ? 2 : 1;
    if (!faces.isArray() || faces.toArray().size() != expected)
        return r.fail(QStringLiteral("$.faces"), QStringLiteral("expected an array of %1 face(s) for layout %2").arg(expected).arg(def.layout), faces);
    const QJsonArray fa = faces.toArray();
    for (int i = 0; i < fa.size(); ++i) {
        CardFace face;
        const QString path = QStringLiteral("$.faces[%1]").arg(i);
        if (!fa[i].isObject())
            return r.fail(path, QStringLiteral("expected an object"), fa[i]);
        if (!readFace(r, fa[i].toObject(), path, &face))
            return false;
        def.faces.append(face);
    }
    *out = def;
    return true;
}

} // namespace rules
