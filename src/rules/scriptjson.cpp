#include "scriptjson.h"

#include "suggestion.h"
#include "vocabulary.h"

#include <QJsonArray>
#include <cmath>

namespace rules::scriptjson {

namespace {

constexpr int kMaxCount = 100;      // tokens, cards: more is a typo, not a card
constexpr int kMaxAmount = 1000;    // life, damage, mana
constexpr int kMaxPT = 100;

bool boundedInt(JsonReader &r, const QJsonValue &v, const QString &path, int lo, int hi, int *out)
{
    // A JSON number is a double: reject fractions and anything outside the range before
    // converting, so no value can overflow.
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= lo && d <= hi) || d != std::floor(d))
        return r.fail(path, QStringLiteral("expected a whole number from %1 to %2").arg(lo).arg(hi), v);
    *out = int(v.toDouble());
    return true;
}

bool boolean(JsonReader &r, const QJsonValue &v, const QString &path, bool *out)
{
    if (!v.isBool())
        return r.fail(path, QStringLiteral("expected true or false"), v);
    *out = v.toBool();
    return true;
}

bool keyword(JsonReader &r, const QJsonValue &v, const QString &path, QString *out)
{
    const QStringList &known = vocabulary::grantableKeywords();
    if (!v.isString() || !known.contains(v.toString()))
        return r.fail(path, QStringLiteral("not a keyword a script can grant%1 (%2)").arg(v.isString() ? didYouMean(v.toString(), known) : QString(),
                                                                                            known.join(QStringLiteral(", "))), v);
    *out = v.toString();
    return true;
}

} // namespace

bool keywords(JsonReader &r, const QJsonValue &v, const QString &path, QStringList *out)
{
    if (!v.isArray())
        return r.fail(path, QStringLiteral("expected an array of keywords"), v);
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        QString k;
        if (!keyword(r, a[i], JsonReader::at(path, i), &k))
            return false;
        out->append(k);
    }
    return true;
}

namespace {

bool targetIndex(JsonReader &r, const QJsonValue &v, const QString &path, int targetCount, int *out)
{
    if (targetCount == 0)
        return r.fail(path, QStringLiteral("the ability has no \"targets\" for this to name"), v);
    return boundedInt(r, v, path, 0, targetCount - 1, out);
}

// The parameters of `table`'s word `name`: its row's space-separated list.
QStringList paramsOf(const char *params)
{
    return QString::fromLatin1(params).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Reads the effect parameters listed for `word` from `json` (others must be absent).
bool effectParams(JsonReader &r, const QJsonObject &json, const QString &path, const QStringList &allowed,
                  const QStringList &ignored, int targetCount, Effect *e)
{
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        const QString key = it.key();
        const QString p = path + QLatin1Char('.') + key;
        const QJsonValue v = it.value();
        if (ignored.contains(key))
            continue;
        if (!allowed.contains(key))
            return r.fail(p, allowed.isEmpty() ? QStringLiteral("effect %1 takes no parameters").arg(vocabulary::effect(e->word).word.name)
                                               : QStringLiteral("not a parameter of effect %1 (it takes: %2)").arg(vocabulary::effect(e->word).word.name, allowed.join(QStringLiteral(", "))),
                          v);
        bool ok = true;
        int n = 0;
        if (key == QLatin1String("token")) {
            ok = v.isString() && !v.toString().isEmpty();
            if (!ok)
                return r.fail(p, QStringLiteral("expected a token's card key such as \"wolf\""), v);
            e->token = v.toString();
        } else if (key == QLatin1String("count")) {
            ok = boundedInt(r, v, p, 1, kMaxCount, &e->count);
        } else if (key == QLatin1String("amount")) {
            ok = boundedInt(r, v, p, 0, kMaxAmount, &e->amount);
        } else if (key == QLatin1String("power")) {
            ok = boundedInt(r, v, p, -kMaxPT, kMaxPT, &e->power);
        } else if (key == QLatin1String("toughness")) {
            ok = boundedInt(r, v, p, -kMaxPT, kMaxPT, &e->toughness);
        } else if (key == QLatin1String("nightPower")) {
            ok = boundedInt(r, v, p, -kMaxPT, kMaxPT, &n);
            e->nightPower = n;
        } else if (key == QLatin1String("nightToughness")) {
            ok = boundedInt(r, v, p, -kMaxPT, kMaxPT, &n);
            e->nightToughness = n;
        } else if (key == QLatin1String("keywords")) {
            ok = keywords(r, v, p, &e->keywords);
        } else if (key == QLatin1String("target")) {
            ok = targetIndex(r, v, p, targetCount, &e->target);
        } else if (key == QLatin1String("source")) {
            ok = targetIndex(r, v, p, targetCount, &e->source);
        } else if (key == QLatin1String("a")) {
            ok = targetIndex(r, v, p, targetCount, &e->a);
        } else if (key == QLatin1String("b")) {
            ok = targetIndex(r, v, p, targetCount, &e->b);
        } else if (key == QLatin1String("onlyAtNight")) {
            ok = boolean(r, v, p, &e->onlyAtNight);
        } else if (key == QLatin1String("plusX")) {
            ok = boolean(r, v, p, &e->plusX);
        } else if (key == QLatin1String("mana")) {
            const auto cost = ManaCost::parse(v.toString());
            if (!v.isString() || !cost || cost->xCount > 0 || cost->generic > 0 || cost->manaValue() == 0 || cost->manaValue() > kMaxCount)
                return r.fail(p, QStringLiteral("expected coloured mana such as \"{R}{G}\""), v);
            e->mana = *cost;
        } else if (key == QLatin1String("cost")) {
            const auto cost = ManaCost::parse(v.toString());
            if (!v.isString() || !cost || cost->xCount > 0 || cost->manaValue() == 0 || cost->manaValue() > kMaxCount)
                return r.fail(p, QStringLiteral("expected a mana cost such as \"{1}{R}\""), v);
            e->cost = *cost;
        } else if (key == QLatin1String("copiesFromGraveyard")) {
            ok = boundedInt(r, v, p, 0, 10, &e->copiesFromGraveyard);
        } else if (key == QLatin1String("plus")) {
            ok = boundedInt(r, v, p, 0, 10, &e->plus);
        } else if (key == QLatin1String("anyNumber")) {
            ok = boolean(r, v, p, &e->anyNumber);
        } else if (key == QLatin1String("maxManaValue")) {
            ok = boundedInt(r, v, p, 0, kMaxCount, &n);
            e->maxManaValue = n;
        } else {
            return r.fail(p, QStringLiteral("unknown parameter"), v);
        }
        if (!ok)
            return false;
    }
    if (allowed.contains(QLatin1String("token")) && e->token.isEmpty())
        return r.fail(path + QStringLiteral(".token"), QStringLiteral("effect %1 needs a token").arg(vocabulary::effect(e->word).word.name), json.value(QStringLiteral("token")));
    if (allowed.contains(QLatin1String("cost")) && e->cost.isEmpty())
        return r.fail(path + QStringLiteral(".cost"), QStringLiteral("effect %1 needs the cost to pay").arg(vocabulary::effect(e->word).word.name), json.value(QStringLiteral("cost")));
    if (e->word == EffectWord::LookAtTopTakeCreature && !json.contains(QStringLiteral("count")))
        return r.fail(path + QStringLiteral(".count"), QStringLiteral("effect %1 needs how many cards it looks at").arg(vocabulary::effect(e->word).word.name),
                      json.value(QStringLiteral("count")));
    if (allowed.contains(QLatin1String("mana")) && e->mana.isEmpty())
        return r.fail(path + QStringLiteral(".mana"), QStringLiteral("effect %1 needs the mana it adds").arg(vocabulary::effect(e->word).word.name), json.value(QStringLiteral("mana")));
    return true;
}

bool effectWord(JsonReader &r, const QJsonValue &v, const QString &path, EffectWord *out)
{
    const auto word = v.isString() ? vocabulary::findEffect(v.toString()) : std::nullopt;
    if (!word)
        return r.fail(path, QStringLiteral("not an effect of the script vocabulary (resources/cards/SCHEMA.md)"), v);
    *out = *word;
    return true;
}

template <typename E>
bool word(JsonReader &r, const QList<Word<E>> &table, const QJsonValue &v, const QString &path, const char *what, E *out)
{
    const auto found = v.isString() ? vocabulary::find(table, v.toString()) : std::nullopt;
    if (!found)
        return r.fail(path, QStringLiteral("not a %1 of the script vocabulary (one of: %2)").arg(QLatin1String(what), vocabulary::names(table).join(QStringLiteral(", "))), v);
    *out = *found;
    return true;
}

// The keys that make an ability of each kind, in the order they are told apart.
const QList<QPair<QString, Ability::Kind>> &kindKeys()
{
    static const QList<QPair<QString, Ability::Kind>> keys{
        {QStringLiteral("trigger"), Ability::Kind::Triggered},   {QStringLiteral("activated"), Ability::Kind::Activated},
        {QStringLiteral("loyalty"), Ability::Kind::Loyalty},     {QStringLiteral("static"), Ability::Kind::Static},
        {QStringLiteral("replacement"), Ability::Kind::Replacement},
    };
    return keys;
}

} // namespace

bool parseEffect(JsonReader &r, const QJsonObject &json, const QString &path, int targetCount, Effect *out)
{
    Effect e;
    if (!effectWord(r, json.value(QStringLiteral("effect")), path + QStringLiteral(".effect"), &e.word))
        return false;
    if (!effectParams(r, json, path, paramsOf(vocabulary::effect(e.word).word.params), {QStringLiteral("effect")}, targetCount, &e))
        return false;
    *out = e;
    return true;
}

QJsonObject effectToJson(const Effect &e)
{
    QJsonObject o;
    o.insert(QStringLiteral("effect"), QLatin1String(vocabulary::effect(e.word).word.name));
    for (const QString &p : paramsOf(vocabulary::effect(e.word).word.params)) {
        if (p == QLatin1String("token")) o.insert(p, e.token);
        else if (p == QLatin1String("count")) o.insert(p, e.count);
        else if (p == QLatin1String("amount")) o.insert(p, e.amount);
        else if (p == QLatin1String("power")) o.insert(p, e.power);
        else if (p == QLatin1String("toughness")) o.insert(p, e.toughness);
        else if (p == QLatin1String("nightPower") && e.nightPower) o.insert(p, *e.nightPower);
        else if (p == QLatin1String("nightToughness") && e.nightToughness) o.insert(p, *e.nightToughness);
        else if (p == QLatin1String("keywords")) o.insert(p, QJsonArray::fromStringList(e.keywords));
        else if (p == QLatin1String("target")) o.insert(p, e.target);
        else if (p == QLatin1String("source")) o.insert(p, e.source);
        else if (p == QLatin1String("a")) o.insert(p, e.a);
        else if (p == QLatin1String("b")) o.insert(p, e.b);
        else if (p == QLatin1String("onlyAtNight")) o.insert(p, e.onlyAtNight);
        else if (p == QLatin1String("plusX")) o.insert(p, e.plusX);
        else if (p == QLatin1String("mana")) o.insert(p, e.mana.text);
        else if (p == QLatin1String("cost")) o.insert(p, e.cost.text);
        else if (p == QLatin1String("copiesFromGraveyard")) o.insert(p, e.copiesFromGraveyard);
        else if (p == QLatin1String("plus")) o.insert(p, e.plus);
        else if (p == QLatin1String("anyNumber")) o.insert(p, e.anyNumber);
        else if (p == QLatin1String("maxManaValue") && e.maxManaValue) o.insert(p, *e.maxManaValue);
    }
    return o;
}

bool parseAbility(JsonReader &r, const QJsonObject &script, const QString &path, Ability *out)
{
    Ability a = *out;
    // The kind: at most one kind key; {"mana": "any"} without an effect is a mana ability; else
    // the instructions of a spell.
    QString kindKey;
    for (const auto &k : kindKeys())
        if (script.contains(k.first)) {
            if (!kindKey.isEmpty() && !(kindKey == QLatin1String("activated") && k.first == QLatin1String("loyalty")))
                return r.fail(path + QLatin1Char('.') + k.first, QStringLiteral("a script is one kind of ability; it already says \"%1\"").arg(kindKey), script.value(k.first));
            if (kindKey.isEmpty()) {
                kindKey = k.first;
                a.kind = k.second;
            }
        }
    const bool hasEffects = script.contains(QStringLiteral("effect")) || script.contains(QStringLiteral("effects"));
    if (kindKey.isEmpty() && script.contains(QStringLiteral("mana")) && !hasEffects) {
        kindKey = QStringLiteral("mana");
        a.kind = Ability::Kind::Mana;
    }
    QStringList known; // the keys this kind of ability may have
    switch (a.kind) {
    case Ability::Kind::Triggered:
        known = {QStringLiteral("trigger"), QStringLiteral("condition")};
        if (!word(r, vocabulary::triggers(), script.value(QStringLiteral("trigger")), path + QStringLiteral(".trigger"), "trigger", &a.trigger))
            return false;
        if (script.contains(QStringLiteral("condition"))
            && !word(r, vocabulary::conditions(), script.value(QStringLiteral("condition")), path + QStringLiteral(".condition"), "condition", &a.condition))
            return false;
        break;
    case Ability::Kind::Activated:
    case Ability::Kind::Loyalty: {
        known = {QStringLiteral("activated"), QStringLiteral("loyalty"), QStringLiteral("tap"), QStringLiteral("sacrificeSelf"),
                 QStringLiteral("sorcerySpeed"), QStringLiteral("oncePerTurn")};
        if (script.contains(QStringLiteral("activated"))) {
            const QJsonValue v = script.value(QStringLiteral("activated"));
            const auto cost = ManaCost::parse(v.toString());
            if (!v.isString() || !cost)
                return r.fail(path + QStringLiteral(".activated"), QStringLiteral("expected a mana cost such as {1}{G} (or \"\")"), v);
            a.cost = *cost;
        }
        if (script.contains(QStringLiteral("loyalty"))) {
            a.kind = Ability::Kind::Loyalty;
            if (!boundedInt(r, script.value(QStringLiteral("loyalty")), path + QStringLiteral(".loyalty"), -20, 20, &a.loyalty))
                return false;
        }
        for (const auto &[key, field] : {std::pair{"tap", &a.tap}, std::pair{"sacrificeSelf", &a.sacrificeSelf},
                                         std::pair{"sorcerySpeed", &a.sorcerySpeed}, std::pair{"oncePerTurn", &a.oncePerTurn}})
            if (script.contains(QLatin1String(key)) && !boolean(r, script.value(QLatin1String(key)), path + QLatin1Char('.') + QLatin1String(key), field))
                return false;
        break;
    }
    case Ability::Kind::Static: {
        known = {QStringLiteral("static"), QStringLiteral("affects")};
        StaticAbility &st = a.staticAbility;
        if (!word(r, vocabulary::statics(), script.value(QStringLiteral("static")), path + QStringLiteral(".static"), "static ability", &st.word))
            return false;
        const QStringList params = paramsOf(vocabulary::row(vocabulary::statics(), st.word).params);
        known += params;
        if (params.contains(QLatin1String("affects"))
            && !word(r, vocabulary::selectors(), script.value(QStringLiteral("affects")), path + QStringLiteral(".affects"), "selector", &st.affects))
            return false;
        if (!params.contains(QLatin1String("affects")) && script.contains(QStringLiteral("affects")))
            return r.fail(path + QStringLiteral(".affects"), QStringLiteral("static %1 affects no permanents (it changes a spell's cost or its own rules)")
                                                                  .arg(QLatin1String(vocabulary::row(vocabulary::statics(), st.word).name)),
                          script.value(QStringLiteral("affects")));
        if ((script.contains(QStringLiteral("power")) && !boundedInt(r, script.value(QStringLiteral("power")), path + QStringLiteral(".power"), -kMaxPT, kMaxPT, &st.power))
            || (script.contains(QStringLiteral("toughness")) && !boundedInt(r, script.value(QStringLiteral("toughness")), path + QStringLiteral(".toughness"), -kMaxPT, kMaxPT, &st.toughness))
            || (script.contains(QStringLiteral("amount")) && !boundedInt(r, script.value(QStringLiteral("amount")), path + QStringLiteral(".amount"), 0, kMaxAmount, &st.amount))
            || (script.contains(QStringLiteral("keyword")) && !keyword(r, script.value(QStringLiteral("keyword")), path + QStringLiteral(".keyword"), &st.keyword)))
            return false;
        if (st.word == StaticWord::GrantKeyword && st.keyword.isEmpty())
            return r.fail(path + QStringLiteral(".keyword"), QStringLiteral("grantKeyword needs the keyword it grants"), script.value(QStringLiteral("keyword")));
        if (st.word == StaticWord::CantBeBlockedByPowerOrLess && !script.contains(QStringLiteral("amount")))
            return r.fail(path + QStringLiteral(".amount"), QStringLiteral("cantBeBlockedByPowerOrLess needs the greatest power that can't block"), script.value(QStringLiteral("amount")));
        break;
    }
    case Ability::Kind::Replacement:
        known = {QStringLiteral("replacement")};
        if (!word(r, vocabulary::replacements(), script.value(QStringLiteral("replacement")), path + QStringLiteral(".replacement"), "replacement", &a.replacement))
            return false;
        break;
    case Ability::Kind::Mana:
        known = {QStringLiteral("mana")};
        if (script.value(QStringLiteral("mana")) == QJsonValue(QStringLiteral("twoOfAnyOneColor")))
            a.manaUnits = 2;
        else if (script.value(QStringLiteral("mana")) != QJsonValue(QStringLiteral("any")))
            return r.fail(path + QStringLiteral(".mana"),
                          QStringLiteral("the mana ability words are \"any\" ({T}: add one mana of any color) and \"twoOfAnyOneColor\" ({T}: add two mana of any one color)"),
                          script.value(QStringLiteral("mana")));
        a.manaOfAnyColor = true;
        break;
    case Ability::Kind::Spell:
        break;
    }
    // Targets (CR 115), then what it does.
    if (script.contains(QStringLiteral("targets"))) {
        const QJsonValue v = script.value(QStringLiteral("targets"));
        if (!v.isArray())
            return r.fail(path + QStringLiteral(".targets"), QStringLiteral("expected an array of target specs"), v);
        const QJsonArray specs = v.toArray();
        for (qsizetype i = 0; i < specs.size(); ++i) {
            TargetSpec t;
            if (!word(r, vocabulary::targetSpecs(), specs[i], JsonReader::at(path + QStringLiteral(".targets"), i), "target spec", &t))
                return false;
            a.targets.append(t);
        }
    }
    known << QStringLiteral("targets");
    const bool needsEffects = a.kind == Ability::Kind::Spell || a.kind == Ability::Kind::Triggered || a.kind == Ability::Kind::Activated
                              || a.kind == Ability::Kind::Loyalty;
    if (!needsEffects && hasEffects)
        return r.fail(path + (script.contains(QStringLiteral("effect")) ? QStringLiteral(".effect") : QStringLiteral(".effects")),
                      QStringLiteral("a %1 ability has no effects").arg(kindKey), script.value(QStringLiteral("effect")));
    if (needsEffects) {
        if (script.contains(QStringLiteral("effects"))) {
            known << QStringLiteral("effects");
            const QJsonValue v = script.value(QStringLiteral("effects"));
            if (!v.isArray() || v.toArray().isEmpty())
                return r.fail(path + QStringLiteral(".effects"), QStringLiteral("expected a non-empty array of effects"), v);
            if (script.contains(QStringLiteral("effect")))
                return r.fail(path + QStringLiteral(".effect"), QStringLiteral("use \"effect\" or \"effects\", not both"), script.value(QStringLiteral("effect")));
            const QJsonArray list = v.toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const QString ep = JsonReader::at(path + QStringLiteral(".effects"), i);
                if (!list[i].isObject())
                    return r.fail(ep, QStringLiteral("expected an effect object"), list[i]);
                Effect e;
                if (!parseEffect(r, list[i].toObject(), ep, int(a.targets.size()), &e))
                    return false;
                a.effects.append(e);
            }
        } else {
            // One effect written inline: its parameters sit beside the ability's own keys.
            Effect e;
            if (!effectWord(r, script.value(QStringLiteral("effect")), path + QStringLiteral(".effect"), &e.word))
                return false;
            known << QStringLiteral("effect");
            if (!effectParams(r, script, path, paramsOf(vocabulary::effect(e.word).word.params), known, int(a.targets.size()), &e))
                return false;
            a.effects.append(e);
            *out = a;
            return true; // effectParams checked every other key
        }
    }
    for (auto it = script.constBegin(); it != script.constEnd(); ++it)
        if (!known.contains(it.key()))
            return r.fail(path + QLatin1Char('.') + it.key(), QStringLiteral("not a field of a %1 ability").arg(kindKey.isEmpty() ? QStringLiteral("spell") : kindKey), it.value());
    *out = a;
    return true;
}

} // namespace rules::scriptjson
