// The shape of a scenario's expectations, checked before any comparison: an unknown field, an
// unknown event type or a value of the wrong type is bad input, never a pass. And the reading of
// "expectAfter" as the file loads.
#include "expectations.h"

#include "jsonreader.h"
#include "scenario.h"
#include "suggestion.h"

namespace rules {

namespace {

QString at(const QString &path, const char *key) { return JsonReader::at(path, key); }
QString at(const QString &path, qsizetype i) { return JsonReader::at(path, i); }

// An event matcher of include, exclude, count or sequence: type, ruling, rule and/or text, and
// for count the number of events.
bool eventMatcher(JsonReader &r, const QJsonValue &v, const QString &path, bool counted)
{
    const QJsonObject m = v.toObject();
    QStringList allowed{QStringLiteral("type"), QStringLiteral("ruling"), QStringLiteral("rule"), QStringLiteral("text")};
    if (counted)
        allowed << QStringLiteral("count");
    if (!v.isObject() || m.size() == (counted && m.contains(QStringLiteral("count")) ? 1 : 0))
        return r.fail(path, counted ? QStringLiteral("expected an object with type, ruling, rule and/or text, and count")
                                    : QStringLiteral("expected an object with type, ruling, rule and/or text"), v);
    QString text;
    int number = 0;
    if (!r.onlyKeys(m, path, allowed) || !r.string(m, path, "type", &text, false) || !r.bounded(m, path, "ruling", &number, 1, 12)
        || !r.string(m, path, "rule", &text, false) || !r.string(m, path, "text", &text, false)
        || (counted && !r.bounded(m, path, "count", &number, 0, JsonReader::kMaxMagnitude, true)))
        return false;
    if (m.contains(QStringLiteral("type")) && !Event::isTypeName(m.value(QStringLiteral("type")).toString()))
        return r.fail(at(path, "type"), QStringLiteral("unknown event type (see tests/scenarios/README.md)"), m.value(QStringLiteral("type")));
    return true;
}

bool events(JsonReader &r, const QJsonValue &events, const QString &path)
{
    if (!events.isObject())
        return r.fail(path, QStringLiteral("expected {\"include\": [...], \"exclude\": [...], \"count\": [...], \"sequence\": [...]}"), events);
    const QJsonObject o = events.toObject();
    if (!r.onlyKeys(o, path, {QStringLiteral("include"), QStringLiteral("exclude"), QStringLiteral("count"), QStringLiteral("sequence")}))
        return false;
    for (const char *kind : {"include", "exclude", "count", "sequence"}) {
        QJsonArray matchers;
        if (!r.array(o, path, kind, &matchers))
            return false;
        for (qsizetype i = 0; i < matchers.size(); ++i)
            if (!eventMatcher(r, matchers[i], at(at(path, kind), i), qstrcmp(kind, "count") == 0))
                return false;
    }
    return true;
}

// Each player's zones (already checked to be objects): hand, graveyard, exile, library.
bool zones(JsonReader &r, const QJsonObject &zones, const QString &path)
{
    for (auto it = zones.constBegin(); it != zones.constEnd(); ++it) {
        const QString zp = at(path, qPrintable(it.key()));
        const QJsonObject z = it.value().toObject();
        if (!r.onlyKeys(z, zp, {QStringLiteral("hand"), QStringLiteral("graveyard"), QStringLiteral("exile"), QStringLiteral("library")}))
            return false;
        for (auto zt = z.constBegin(); zt != z.constEnd(); ++zt)
            if (!zt.value().isArray())
                return r.fail(at(zp, qPrintable(zt.key())), QStringLiteral("expected an array of card keys"), zt.value());
    }
    return true;
}

bool permanents(JsonReader &r, const QJsonValue &perms, const QString &path, const CardDatabase &db, const CardRefs &refs, const QStringList &players)
{
    if (!perms.isArray())
        return r.fail(path, QStringLiteral("expected an array"), perms);
    const QJsonArray list = perms.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString pp = at(path, i);
        const QJsonObject o = list[i].toObject();
        QString card;
        QStringList keywords;
        if (!list[i].isObject())
            return r.fail(pp, QStringLiteral("expected an object with \"card\""), list[i]);
        if (!r.onlyKeys(o, pp, {QStringLiteral("card"), QStringLiteral("controller"), QStringLiteral("face"), QStringLiteral("tapped"),
                                QStringLiteral("power"), QStringLiteral("toughness"), QStringLiteral("damage"), QStringLiteral("colors"),
                                QStringLiteral("manaValue"), QStringLiteral("counters"), QStringLiteral("keywords"), QStringLiteral("count"),
                                QStringLiteral("absent")})
            || !r.string(o, pp, "card", &card) || !r.strings(o, pp, "keywords", &keywords))
            return false;
        if (!refs.contains(card) && !db.find(card))
            return r.fail(at(pp, "card"), QStringLiteral("neither a ref of this file nor a known card key") + didYouMean(card, db.keys() + refs.keys()), card);
        const QJsonValue controller = o.value(QStringLiteral("controller"));
        if (!players.isEmpty() && !controller.isUndefined() && !players.contains(controller.toString()))
            return r.fail(at(pp, "controller"), QStringLiteral("expected a player name"), controller);
    }
    return true;
}

// "stack": names, or objects {"name", "face", "manaValue", "colors", "controller"}, top first.
bool stack(JsonReader &r, const QJsonValue &stack, const QString &path)
{
    if (!stack.isArray())
        return r.fail(path, QStringLiteral("expected an array of names or {\"name\", ...} objects, top first"), stack);
    const QJsonArray list = stack.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString sp = at(path, i);
        if (list[i].isString())
            continue;
        if (!list[i].isObject())
            return r.fail(sp, QStringLiteral("expected a name or {\"name\", \"face\", \"manaValue\", \"colors\", \"controller\"}"), list[i]);
        const QJsonObject o = list[i].toObject();
        QString text;
        int number = 0;
        if (!r.onlyKeys(o, sp, {QStringLiteral("name"), QStringLiteral("face"), QStringLiteral("manaValue"), QStringLiteral("colors"),
                                QStringLiteral("controller")})
            || !r.string(o, sp, "name", &text) || !r.string(o, sp, "face", &text, false)
            || !r.integer(o, sp, "manaValue", &number) || !r.string(o, sp, "colors", &text, false)
            || !r.string(o, sp, "controller", &text, false))
            return false;
    }
    return true;
}

// "decision": null (none pending) or {"kind", "player", "options"}.
bool decision(JsonReader &r, const QJsonValue &decision, const QString &path)
{
    if (decision.isNull())
        return true;
    if (!decision.isObject())
        return r.fail(path, QStringLiteral("expected null or {\"kind\", \"player\", \"options\"}"), decision);
    const QJsonObject o = decision.toObject();
    QString kind, player;
    QStringList options;
    if (!r.onlyKeys(o, path, {QStringLiteral("kind"), QStringLiteral("player"), QStringLiteral("options")})
        || !r.string(o, path, "kind", &kind, false) || !r.string(o, path, "player", &player, false)
        || !r.strings(o, path, "options", &options))
        return false;
    if (!o.contains(QStringLiteral("kind")))
        return true;
    QStringList names;
    for (const auto &k : decisionKindNames())
        names.append(k.second);
    if (!names.contains(kind))
        return r.fail(at(path, "kind"), QStringLiteral("unknown decision kind; expected one of: %1").arg(names.join(QStringLiteral(", "))), kind);
    return true;
}

} // namespace

const QStringList &expectationFields()
{
    static const QStringList known{QStringLiteral("designation"), QStringLiteral("turn"), QStringLiteral("step"),
        QStringLiteral("activePlayer"), QStringLiteral("priority"), QStringLiteral("life"), QStringLiteral("handSize"),
        QStringLiteral("hasLost"), QStringLiteral("zones"), QStringLiteral("permanents"), QStringLiteral("stack"),
        QStringLiteral("decision"), QStringLiteral("spellsCastThisTurn"), QStringLiteral("events"), QStringLiteral("gameOver"),
        QStringLiteral("winner")};
    return known;
}

QString expectationShapeError(const QJsonObject &expect, const QString &path, const CardDatabase &db, const CardRefs &refs, const QStringList &players)
{
    QString error;
    JsonReader r(&error);
    for (auto it = expect.constBegin(); it != expect.constEnd(); ++it)
        if (!expectationFields().contains(it.key()))
            return r.fail(at(path, qPrintable(it.key())),
                          QStringLiteral("unknown expectation; expected one of: %1").arg(expectationFields().join(QStringLiteral(", "))), it.value()),
                   error;
    // Per player: {"Alice": value}, values of one JSON type.
    auto playerMap = [&](const char *key, QJsonValue::Type type, const char *want) {
        const QJsonValue v = expect.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isObject())
            return r.fail(at(path, key), QStringLiteral("expected an object keyed by player name"), v);
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            if (!players.isEmpty() && !players.contains(it.key()))
                return r.fail(at(at(path, key), qPrintable(it.key())), QStringLiteral("expected a player name"), it.key());
            if (it.value().type() != type)
                return r.fail(at(at(path, key), qPrintable(it.key())), QLatin1String(want), it.value());
        }
        return true;
    };
    if (!playerMap("life", QJsonValue::Double, "expected a number") || !playerMap("handSize", QJsonValue::Double, "expected a number")
        || !playerMap("spellsCastThisTurn", QJsonValue::Double, "expected a number")
        || !playerMap("hasLost", QJsonValue::Bool, "expected true or false")
        || !playerMap("zones", QJsonValue::Object, "expected an object of zones")
        || !zones(r, expect.value(QStringLiteral("zones")).toObject(), at(path, "zones")))
        return error;
    if (expect.contains(QStringLiteral("permanents")) && !permanents(r, expect.value(QStringLiteral("permanents")), at(path, "permanents"), db, refs, players))
        return error;
    if (expect.contains(QStringLiteral("events")) && !events(r, expect.value(QStringLiteral("events")), at(path, "events")))
        return error;
    if (expect.contains(QStringLiteral("stack")) && !stack(r, expect.value(QStringLiteral("stack")), at(path, "stack")))
        return error;
    if (expect.contains(QStringLiteral("decision")) && !decision(r, expect.value(QStringLiteral("decision")), at(path, "decision")))
        return error;
    return {};
}

bool readExpectAfter(const QJsonObject &json, Scenario *sc, QString *error)
{
    JsonReader r(error);
    QJsonArray list;
    if (!r.array(json, QStringLiteral("$"), "expectAfter", &list))
        return false;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString ep = JsonReader::at(QStringLiteral("$.expectAfter"), i);
        const QJsonObject o = list[i].toObject();
        Scenario::ExpectAfter point;
        if (!list[i].isObject())
            return r.fail(ep, QStringLiteral("expected {\"action\": N, \"expect\": {...}}"), list[i]);
        if (!r.onlyKeys(o, ep, {QStringLiteral("action"), QStringLiteral("expect")}) || !r.integer(o, ep, "action", &point.after, true)
            || !r.object(o, ep, "expect", &point.expect, true))
            return false;
        if (point.after < 1 || point.after > sc->actions.size())
            return r.fail(JsonReader::at(ep, "action"), sc->actions.isEmpty() ? QStringLiteral("the file has no actions to check after")
                          : QStringLiteral("expected an action number from 1 to %1, the number of actions").arg(sc->actions.size()), point.after);
        if (!sc->expectAfter.isEmpty() && point.after <= sc->expectAfter.last().after)
            return r.fail(JsonReader::at(ep, "action"), QStringLiteral("out of order: expectAfter[%1] checks after action %2, each entry must come after a later action")
                          .arg(i - 1).arg(sc->expectAfter.last().after), point.after);
        sc->expectAfter.append(point);
    }
    return true;
}

} // namespace rules
