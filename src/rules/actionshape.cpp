// The shape of a scenario's actions (actionshape.h): each verb's fields, their types and ranges,
// and the names the file can resolve without playing anything.
#include "actionshape.h"

#include "cardkeys.h"
#include "expectations.h"
#include "jsonreader.h"
#include "scenario.h"
#include "statejson.h"
#include "suggestion.h"

#include <functional>

namespace rules {

namespace {

/// What a field of an action holds.
enum class Field {
    Player,         ///< a player's name
    PlayerOrNull,   ///< a player's name or null (setTurn's priority: nobody)
    Card,           ///< a card: a ref or a key, or a card id (the game record's)
    Key,            ///< a card key of the pool or the file's cards
    Permanent,      ///< a permanent: a ref or a key, or an object id
    Targets,        ///< an array of targets: a player's name, a ref or a key, or an object id
    X,              ///< the X chosen: 0 to kMaxAmount
    Ability,        ///< "mana" or the ability's index on the face that is up
    Bool,
    Turn,           ///< 1 to kMaxAmount
    PriorityStep,   ///< a step where players get priority (passUntil)
    Step,           ///< any step (setTurn)
    Zone,           ///< battlefield, hand, graveyard, exile, libraryTop, libraryBottom
    FromZone,       ///< hand, graveyard, exile, library
    Designation,    ///< neither, day, night
    Face,           ///< front, back
    Damage,         ///< 0 to kMaxAmount
    Life,           ///< -kMaxAmount to kMaxAmount
    Counters,       ///< {"+1/+1": 2}: known kinds, 0 to kMaxCounters each
    Choices,        ///< the engine's raw answer: whole numbers
    ChosenCards,    ///< choose's "cards": names (cards, permanents, spells, players) or ids
    Option,         ///< a label's start or an option's index
    PutCards,       ///< put's "cards": keys or {"card", "transformed", "ref"}
    Attackers,      ///< names, or {"card", "player"}
    Blockers,       ///< [{"card": blocker, "blocks": attacker}]
    Ref,            ///< a new ref: a non-empty string
};

struct FieldSpec {
    const char *name;
    Field kind;
    bool required = false;
};

struct Verb {
    const char *name;
    QList<FieldSpec> fields;
};

// Every verb of tests/scenarios/README.md, "actions", with its fields ("do" aside).
const QList<Verb> &verbs()
{
    using F = Field;
    static const QList<FieldSpec> subject{{"permanent", F::Permanent}, {"card", F::Card}, {"from", F::FromZone}, {"owner", F::Player}};
    static const QList<FieldSpec> destination{{"to", F::Zone, true}, {"controller", F::Player}, {"transformed", F::Bool}, {"placed", F::Bool}};
    static const QList<Verb> table{
        {"pass", {{"player", F::Player}}},
        {"passUntil", {{"turn", F::Turn, true}, {"step", F::PriorityStep, true}}},
        {"playLand", {{"player", F::Player}, {"card", F::Card, true}, {"targets", F::Targets}, {"x", F::X}}},
        {"cast", {{"player", F::Player}, {"card", F::Card, true}, {"targets", F::Targets}, {"x", F::X}}},
        {"activate", {{"player", F::Player}, {"permanent", F::Permanent, true}, {"ability", F::Ability, true}, {"targets", F::Targets}, {"x", F::X}}},
        {"choose", {{"player", F::Player}, {"cards", F::ChosenCards}, {"option", F::Option}, {"choices", F::Choices}}},
        {"cancelCast", {{"player", F::Player}}},
        {"concede", {{"player", F::Player, true}}},
        {"keep", {{"player", F::Player}}},
        {"mulligan", {{"player", F::Player}}},
        {"declareAttackers", {{"player", F::Player}, {"attackers", F::Attackers}}},
        {"declareBlockers", {{"player", F::Player}, {"blockers", F::Blockers}}},
        {"put", {{"player", F::Player}, {"cards", F::PutCards, true}}},
        {"destroy", {{"player", F::Player}, {"permanent", F::Permanent, true}}},
        {"becomeDay", {}},
        {"becomeNight", {}},
        {"setLife", {{"player", F::Player, true}, {"life", F::Life, true}}},
        {"add", QList<FieldSpec>{{"player", F::Player}, {"card", F::Key, true}, {"ref", F::Ref}} + destination},
        {"move", QList<FieldSpec>{{"player", F::Player}} + subject + destination},
        {"setPermanent", {{"player", F::Player}, {"permanent", F::Permanent, true}, {"tapped", F::Bool}, {"damage", F::Damage},
                          {"counters", F::Counters}, {"face", F::Face}, {"controller", F::Player}, {"summoningSick", F::Bool}}},
        {"setTurn", {{"player", F::Player}, {"turn", F::Turn}, {"step", F::Step}, {"activePlayer", F::Player}, {"priority", F::PlayerOrNull}}},
        {"setDesignation", {{"designation", F::Designation, true}, {"placed", F::Bool}}},
        {"remove", QList<FieldSpec>{{"player", F::Player}} + subject},
        {"emptyBoard", {{"player", F::Player}, {"libraryLands", F::Damage}, {"land", F::Key}}},
    };
    return table;
}

class ShapeChecker
{
public:
    ShapeChecker(const ActionNames &names, QString *error) : r(error), names(names) {}

    bool action(const QJsonValue &v, const QString &path);

private:
    bool field(const QJsonValue &v, const QString &path, Field kind);
    bool whole(const QJsonValue &v, const QString &path, int min, int max);
    /// One of `allowed`, else `expected` (which lists them as the messages always have).
    bool oneOf(const QJsonValue &v, const QString &path, const QStringList &allowed, const QString &expected);
    bool player(const QJsonValue &v, const QString &path);
    /// A string naming a card or permanent (a ref or a key), or with `players` also a player;
    /// with `ids` a whole number (a card or object id) too.
    bool name(const QJsonValue &v, const QString &path, bool players, bool ids);
    bool key(const QJsonValue &v, const QString &path);
    bool list(const QJsonValue &v, const QString &path, const std::function<bool(const QJsonValue &, const QString &)> &item);

    JsonReader r;
    const ActionNames &names;
};

bool ShapeChecker::whole(const QJsonValue &v, const QString &path, int min, int max)
{
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= min && d <= max) || d != double(qint64(d)))
        return r.fail(path, QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max), v);
    return true;
}

bool ShapeChecker::oneOf(const QJsonValue &v, const QString &path, const QStringList &allowed, const QString &expected)
{
    if (!v.isString() || !allowed.contains(v.toString()))
        return r.fail(path, expected + didYouMean(v.toString(), allowed), v);
    return true;
}

bool ShapeChecker::player(const QJsonValue &v, const QString &path)
{
    if (!v.isString() || !names.players.contains(v.toString()))
        return r.fail(path, QStringLiteral("expected a player name: %1%2").arg(names.players.join(QStringLiteral(", ")), didYouMean(v.toString(), names.players)),
                      v);
    return true;
}

bool ShapeChecker::key(const QJsonValue &v, const QString &path)
{
    if (!v.isString())
        return r.fail(path, QStringLiteral("expected a card key"), v);
    if (!names.cards->find(v.toString()))
        return r.fail(path, QStringLiteral("unknown card") + didYouMeanCard(*names.cards, v.toString()), v);
    return true;
}

bool ShapeChecker::name(const QJsonValue &v, const QString &path, bool players, bool ids)
{
    if (ids && v.isDouble())
        return whole(v, path, 0, kMaxObjectId);
    if (!v.isString())
        return r.fail(path, ids ? QStringLiteral("expected a ref, a card key or an id") : QStringLiteral("expected a ref or a card key"), v);
    const QString text = v.toString();
    if (names.refs.contains(text) || names.cards->find(text) || (players && names.players.contains(text)))
        return true;
    QStringList known = names.cards->keys() + QStringList(names.refs.cbegin(), names.refs.cend());
    if (players)
        known += names.players;
    return r.fail(path, (players ? QStringLiteral("no player, ref or card key by that name") : QStringLiteral("no ref or card key by that name"))
                            + didYouMean(text, known),
                  v);
}

bool ShapeChecker::list(const QJsonValue &v, const QString &path, const std::function<bool(const QJsonValue &, const QString &)> &item)
{
    if (!v.isArray())
        return r.fail(path, QStringLiteral("expected an array"), v);
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!item(a[i], JsonReader::at(path, i)))
            return false;
    return true;
}

bool ShapeChecker::field(const QJsonValue &v, const QString &path, Field kind)
{
    using F = Field;
    switch (kind) {
    case F::Player:
        return player(v, path);
    case F::PlayerOrNull:
        return v.isNull() || player(v, path);
    case F::Card:
    case F::Permanent:
        return name(v, path, false, true);
    case F::Key:
        return key(v, path);
    case F::Targets:
        return list(v, path, [&](const QJsonValue &t, const QString &p) { return t.isDouble() ? whole(t, p, 1, kMaxObjectId) : name(t, p, true, false); });
    case F::X:
    case F::Damage:
        return whole(v, path, 0, kMaxAmount);
    case F::Life:
        return whole(v, path, -kMaxAmount, kMaxAmount);
    case F::Turn:
        return whole(v, path, 1, kMaxAmount);
    case F::Ability:
        if (v.isString() && v.toString() == QLatin1String("mana"))
            return true;
        if (!v.isDouble())
            return r.fail(path, QStringLiteral("expected the ability's index on the face that is up (0 = first paragraph), or \"mana\""), v);
        return whole(v, path, 0, kMaxCounters);
    case F::Bool:
        return v.isBool() || r.fail(path, QStringLiteral("expected true or false"), v);
    case F::PriorityStep: {
        Step step;
        if (!v.isString() || !stepFromName(v.toString(), &step) || step == Step::Untap || step == Step::Cleanup)
            return r.fail(path, QStringLiteral("expected a step where players get priority, e.g. \"upkeep\""), v);
        return true;
    }
    case F::Step: {
        Step step;
        if (!v.isString() || !stepFromName(v.toString(), &step))
            return r.fail(path, QStringLiteral("unknown step; expected e.g. \"upkeep\" or \"precombatMain\""), v);
        return true;
    }
    case F::Zone:
        return oneOf(v, path, {QStringLiteral("battlefield"), QStringLiteral("hand"), QStringLiteral("graveyard"), QStringLiteral("exile"),
                               QStringLiteral("libraryTop"), QStringLiteral("libraryBottom")},
                     QStringLiteral("expected battlefield, hand, graveyard, exile, libraryTop or libraryBottom"));
    case F::FromZone:
        return oneOf(v, path, {QStringLiteral("hand"), QStringLiteral("graveyard"), QStringLiteral("exile"), QStringLiteral("library")},
                     QStringLiteral("expected hand, graveyard, exile or library"));
    case F::Designation:
        return oneOf(v, path, {QStringLiteral("neither"), QStringLiteral("day"), QStringLiteral("night")},
                     QStringLiteral("expected \"neither\", \"day\" or \"night\""));
    case F::Face:
        return oneOf(v, path, {QStringLiteral("front"), QStringLiteral("back")}, QStringLiteral("expected \"front\" or \"back\""));
    case F::Counters: {
        if (!v.isObject())
            return r.fail(path, QStringLiteral("expected an object of counters, such as {\"+1/+1\": 2}"), v);
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString kp = JsonReader::at(path, qPrintable(it.key()));
            if (!counterKindNames().contains(it.key()))
                return r.fail(kp, QStringLiteral("unknown kind of counter; expected +1/+1, -1/-1 or loyalty"), it.value());
            if (!whole(it.value(), kp, 0, kMaxCounters))
                return false;
        }
        return true;
    }
    case F::Choices:
        // Ids, options, players' codes and graveyard cards' target codes (kMaxTargetCode).
        return list(v, path, [&](const QJsonValue &c, const QString &p) { return whole(c, p, -kMaxObjectId, kMaxTargetCode); });
    case F::ChosenCards:
        // "none": no target for an "up to one".
        return list(v, path, [&](const QJsonValue &c, const QString &p) { return c == QJsonValue(QStringLiteral("none")) || name(c, p, true, true); });
    case F::Option:
        return v.isString() || whole(v, path, 0, kMaxCounters);
    case F::PutCards:
        return list(v, path, [&](const QJsonValue &c, const QString &p) {
            if (c.isString())
                return key(c, p);
            if (!c.isObject())
                return r.fail(p, QStringLiteral("expected a card key or {\"card\", \"transformed\", \"ref\"}"), c);
            const QJsonObject o = c.toObject();
            return r.onlyKeys(o, p, {QStringLiteral("card"), QStringLiteral("transformed"), QStringLiteral("ref")})
                && key(o.value(QStringLiteral("card")), JsonReader::at(p, "card"))
                && (!o.contains(QStringLiteral("transformed")) || field(o.value(QStringLiteral("transformed")), JsonReader::at(p, "transformed"), F::Bool))
                && (!o.contains(QStringLiteral("ref")) || field(o.value(QStringLiteral("ref")), JsonReader::at(p, "ref"), F::Ref));
        });
    case F::Attackers:
        return list(v, path, [&](const QJsonValue &a, const QString &p) {
            if (!a.isObject())
                return name(a, p, false, false);
            const QJsonObject o = a.toObject();
            return r.onlyKeys(o, p, {QStringLiteral("card"), QStringLiteral("player")}) && name(o.value(QStringLiteral("card")), JsonReader::at(p, "card"), false, false)
                && (!o.contains(QStringLiteral("player")) || player(o.value(QStringLiteral("player")), JsonReader::at(p, "player")));
        });
    case F::Blockers:
        return list(v, path, [&](const QJsonValue &b, const QString &p) {
            if (!b.isObject())
                return r.fail(p, QStringLiteral("expected {\"card\": blocker, \"blocks\": attacker}"), b);
            const QJsonObject o = b.toObject();
            return r.onlyKeys(o, p, {QStringLiteral("card"), QStringLiteral("blocks")})
                && name(o.value(QStringLiteral("card")), JsonReader::at(p, "card"), false, true)
                && name(o.value(QStringLiteral("blocks")), JsonReader::at(p, "blocks"), false, false);
        });
    case F::Ref:
        if (!v.isString() || v.toString().isEmpty())
            return r.fail(path, QStringLiteral("expected a ref: a name for the card, not empty"), v);
        return true;
    }
    return false;
}

bool ShapeChecker::action(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return r.fail(path, QStringLiteral("expected an action object with \"do\""), v);
    const QJsonObject o = v.toObject();
    QString verb;
    if (!r.string(o, path, "do", &verb))
        return false;
    const Verb *spec = nullptr;
    QStringList verbNames;
    for (const Verb &candidate : verbs()) {
        verbNames.append(QLatin1String(candidate.name));
        if (verb == QLatin1String(candidate.name))
            spec = &candidate;
    }
    if (!spec)
        return r.fail(JsonReader::at(path, "do"),
                      QStringLiteral("unknown action; expected one of: %1%2").arg(verbNames.join(QStringLiteral(", ")), didYouMean(verb, verbNames)), verb);
    QStringList allowed{QStringLiteral("do")};
    for (const FieldSpec &f : spec->fields)
        allowed.append(QLatin1String(f.name));
    if (!r.onlyKeys(o, path, allowed))
        return false;
    for (const FieldSpec &f : spec->fields) {
        const QJsonValue value = o.value(QLatin1String(f.name));
        if (value.isUndefined() && f.required)
            return r.fail(JsonReader::at(path, f.name), QStringLiteral("\"%1\" needs this field").arg(verb), value);
        if (!value.isUndefined() && !field(value, JsonReader::at(path, f.name), f.kind))
            return false;
    }
    // Fields that exclude each other: a move or remove names a permanent or a card; a choice is
    // cards, an option or the engine's raw choices.
    const bool subject = verb == QLatin1String("move") || verb == QLatin1String("remove");
    if (subject && o.contains(QStringLiteral("permanent")) == o.contains(QStringLiteral("card")))
        return r.fail(path, QStringLiteral("expected either \"permanent\" or \"card\""), o);
    if (subject && o.contains(QStringLiteral("permanent")))
        for (const char *narrow : {"from", "owner"})
            if (o.contains(QLatin1String(narrow)))
                return r.fail(JsonReader::at(path, narrow), QStringLiteral("only with \"card\": \"from\" and \"owner\" narrow a card key to a zone"),
                              o.value(QLatin1String(narrow)));
    if (verb == QLatin1String("choose")) {
        const int given = int(o.contains(QStringLiteral("cards"))) + int(o.contains(QStringLiteral("option"))) + int(o.contains(QStringLiteral("choices")));
        if (given > 1)
            return r.fail(path, QStringLiteral("expected one of \"cards\", \"option\" or \"choices\""), o);
    }
    return true;
}

// A saved session (tests/scenarios/README.md, "The whole session"): its record tree's nodes,
// each with the action played from its parent, the point shown, the table's notes, the events
// that set the start up, and what "Restore the last session?" shows.
bool sessionShape(const QJsonObject &session, const ActionNames &names, QString *error)
{
    JsonReader r(error);
    const QString sp = QStringLiteral("$.session");
    QJsonArray nodes, notes, startEvents, seats;
    if (!r.onlyKeys(session, sp, {QStringLiteral("nodes"), QStringLiteral("current"), QStringLiteral("notes"), QStringLiteral("startEvents"),
                                  QStringLiteral("seed"), QStringLiteral("seats"), QStringLiteral("turn"), QStringLiteral("ply")})
        || !r.array(session, sp, "nodes", &nodes) || !r.array(session, sp, "notes", &notes) || !r.array(session, sp, "startEvents", &startEvents)
        || !r.array(session, sp, "seats", &seats) || !checkSeats(seats, JsonReader::at(sp, "seats"), error))
        return false;
    const int last = int(nodes.size()) - 1;
    int number = 0;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const QString np = JsonReader::at(JsonReader::at(sp, "nodes"), i);
        if (!nodes[i].isObject())
            return r.fail(np, QStringLiteral("expected a node {\"parent\": P, \"action\": {...}}"), nodes[i]);
        const QJsonObject node = nodes[i].toObject();
        if (!r.onlyKeys(node, np, {QStringLiteral("parent"), QStringLiteral("action")}))
            return false;
        const QJsonValue parent = node.value(QStringLiteral("parent"));
        if (!parent.isDouble() || parent.toDouble() < -1 || parent.toDouble() > double(i - 1) || parent.toDouble() != double(qint64(parent.toDouble())))
            return r.fail(JsonReader::at(np, "parent"),
                          QStringLiteral("expected -1 (the start) or the index of an earlier node, from -1 to %1").arg(i - 1), parent);
        if (!node.contains(QStringLiteral("action")))
            return r.fail(JsonReader::at(np, "action"), QStringLiteral("a node holds the action played from its parent"));
        if (!checkActionShape(node.value(QStringLiteral("action")), JsonReader::at(np, "action"), names, error))
            return false;
    }
    const QJsonValue current = session.value(QStringLiteral("current"));
    if (!current.isDouble() || current.toDouble() < -1 || current.toDouble() > last || current.toDouble() != double(qint64(current.toDouble())))
        return r.fail(JsonReader::at(sp, "current"), QStringLiteral("expected -1 (the start) or the index of a node, from -1 to %1").arg(last), current);
    for (qsizetype i = 0; i < notes.size(); ++i) {
        const QString np = JsonReader::at(JsonReader::at(sp, "notes"), i);
        const QJsonObject note = notes[i].toObject();
        QString text;
        if (!notes[i].isObject())
            return r.fail(np, QStringLiteral("expected a note {\"after\": node, \"text\": ...}"), notes[i]);
        if (!r.onlyKeys(note, np, {QStringLiteral("after"), QStringLiteral("text")}) || !r.bounded(note, np, "after", &number, -1, last, true)
            || !r.string(note, np, "text", &text))
            return false;
    }
    for (qsizetype i = 0; i < startEvents.size(); ++i) {
        const QString ep = JsonReader::at(JsonReader::at(sp, "startEvents"), i);
        const QJsonObject e = startEvents[i].toObject();
        QString type, text;
        if (!startEvents[i].isObject())
            return r.fail(ep, QStringLiteral("expected an event {\"type\", \"text\", \"rule\", \"ruling\"}"), startEvents[i]);
        if (!r.onlyKeys(e, ep, {QStringLiteral("type"), QStringLiteral("text"), QStringLiteral("rule"), QStringLiteral("ruling")})
            || !r.string(e, ep, "type", &type) || !r.string(e, ep, "text", &text, false) || !r.string(e, ep, "rule", &text, false)
            || !r.bounded(e, ep, "ruling", &number, 0, 12))
            return false;
        if (!Event::isTypeName(type))
            return r.fail(JsonReader::at(ep, "type"), QStringLiteral("unknown event type (see tests/scenarios/README.md)"), type);
    }
    const QJsonValue seed = session.value(QStringLiteral("seed"));
    bool digits = seed.isString() && !seed.toString().isEmpty();
    if (digits)
        seed.toString().toULongLong(&digits);
    if (!seed.isUndefined() && !digits && !(seed.isDouble() && seed.toDouble() >= 0 && seed.toDouble() == double(qint64(seed.toDouble()))))
        return r.fail(JsonReader::at(sp, "seed"), QStringLiteral("expected a whole number from 0 to 2^64-1"), seed);
    return r.bounded(session, sp, "turn", &number, 0, kMaxAmount) && r.bounded(session, sp, "ply", &number, 0, kMaxObjectId);
}

} // namespace

bool checkSeats(const QJsonArray &seats, const QString &path, QString *error)
{
    JsonReader r(error);
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QString sp = JsonReader::at(path, i);
        const QJsonObject seat = seats[i].toObject();
        bool computer = false;
        QString deck;
        if (!seats[i].isObject())
            return r.fail(sp, QStringLiteral("expected a seat object {\"computer\": false, \"deck\": \"...\"}"), seats[i]);
        if (!r.onlyKeys(seat, sp, {QStringLiteral("computer"), QStringLiteral("deck")}) || !r.boolean(seat, sp, "computer", &computer)
            || !r.string(seat, sp, "deck", &deck, false))
            return false;
    }
    return true;
}

bool checkScenarioShape(const Scenario &sc, QString *error)
{
    ActionNames names;
    names.cards = &sc.cards;
    for (const Player &p : sc.start.players)
        names.players.append(p.name);
    for (auto it = sc.refs.cbegin(); it != sc.refs.cend(); ++it)
        names.refs.insert(it.key());
    QList<QPair<QString, QJsonArray>> whatIfs; // (JSON path, actions)
    for (qsizetype k = 0; k < sc.lesson.steps.size(); ++k)
        if (sc.lesson.steps[k].whatIf)
            whatIfs.append({QStringLiteral("$.lesson.steps[%1].whatIf").arg(k), sc.lesson.steps[k].whatIf->actions});
    QJsonArray sessionActions;
    for (const QJsonValue &node : sc.session.value(QStringLiteral("nodes")).toArray())
        sessionActions.append(node.toObject().value(QStringLiteral("action")));
    collectActionRefs(sc.actions, &names.refs);
    collectActionRefs(sessionActions, &names.refs);
    for (const auto &[path, actions] : std::as_const(whatIfs))
        collectActionRefs(actions, &names.refs);

    for (qsizetype i = 0; i < sc.actions.size(); ++i)
        if (!checkActionShape(sc.actions[i], sc.actionPath(int(i)), names, error))
            return false;
    for (const auto &[path, actions] : std::as_const(whatIfs))
        for (qsizetype i = 0; i < actions.size(); ++i)
            if (!checkActionShape(actions[i], JsonReader::at(JsonReader::at(path, "actions"), i), names, error))
                return false;
    if (!sc.session.isEmpty() && !sessionShape(sc.session, names, error))
        return false;

    // Expectations: what they name is known too (a ref given by any action counts: whether the
    // card is there when the check comes is for the check to say).
    CardRefs refs;
    for (const QString &ref : std::as_const(names.refs))
        refs.insert(ref, -1);
    auto expectation = [&](const QJsonObject &expect, const QString &path) {
        *error = expectationShapeError(expect, path, sc.cards, refs, names.players);
        return error->isEmpty();
    };
    if (!expectation(sc.expect, QStringLiteral("$.expect")))
        return false;
    int own = 0;
    for (const Scenario::ExpectAfter &point : sc.expectAfter)
        if (!expectation(point.expect, point.where.isEmpty() ? QStringLiteral("$.expectAfter[%1].expect").arg(own++) : point.where))
            return false;
    for (qsizetype k = 0; k < sc.lesson.steps.size(); ++k)
        if (sc.lesson.steps[k].whatIf && !expectation(sc.lesson.steps[k].whatIf->expect, QStringLiteral("$.lesson.steps[%1].whatIf.expect").arg(k)))
            return false;
    return true;
}

bool checkActionShape(const QJsonValue &action, const QString &path, const ActionNames &names, QString *error)
{
    return ShapeChecker(names, error).action(action, path);
}

void collectActionRefs(const QJsonArray &actions, QSet<QString> *refs)
{
    for (const QJsonValue &a : actions) {
        const QJsonObject o = a.toObject();
        const QString verb = o.value(QStringLiteral("do")).toString();
        if (verb == QLatin1String("add") && o.value(QStringLiteral("ref")).isString())
            refs->insert(o.value(QStringLiteral("ref")).toString());
        if (verb == QLatin1String("put"))
            for (const QJsonValue &c : o.value(QStringLiteral("cards")).toArray())
                if (c.toObject().value(QStringLiteral("ref")).isString())
                    refs->insert(c.toObject().value(QStringLiteral("ref")).toString());
    }
}

} // namespace rules
