// The board editor's verbs in scenario files: add, move, setPermanent, setTurn, setDesignation,
// remove (tests/scenarios/README.md). Read into actions, and written back exactly by the game
// record (cards by card id, permanents by object id).
#include "scenarioedits.h"

#include "cardkeys.h"
#include "editing.h"
#include "jsonreader.h"

namespace rules {

namespace {

using Zone = Action::Zone;

const QList<QPair<Zone, QString>> &zoneNames()
{
    static const QList<QPair<Zone, QString>> names{
        {Zone::Battlefield, QStringLiteral("battlefield")}, {Zone::Hand, QStringLiteral("hand")},
        {Zone::Graveyard, QStringLiteral("graveyard")},     {Zone::Exile, QStringLiteral("exile")},
        {Zone::LibraryTop, QStringLiteral("libraryTop")},   {Zone::LibraryBottom, QStringLiteral("libraryBottom")}};
    return names;
}

} // namespace

QString zoneName(Action::Zone zone)
{
    for (const auto &n : zoneNames())
        if (n.first == zone)
            return n.second;
    return {};
}

bool zoneFromName(const QString &name, Action::Zone *out)
{
    for (const auto &n : zoneNames())
        if (n.second == name) {
            *out = n.first;
            return true;
        }
    return false;
}

} // namespace rules

namespace rules::scenarioio {

namespace {

// The player named by field `key` of `o`, if it is there (else `out` stays as it is).
bool optionalPlayer(const GameState &s, const QJsonObject &o, const QString &path, const char *key, int *out, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() || playerNamed(s, v, JsonReader::at(path, key), -1, out, error);
}

// Where a move goes: "to", and "controller", "transformed" and "placed".
bool readDestination(JsonReader &r, const QJsonObject &o, const QString &path, const GameState &s, Action *out, QString *error)
{
    QString to;
    if (!r.string(o, path, "to", &to))
        return false;
    if (!zoneFromName(to, &out->zone))
        return r.fail(JsonReader::at(path, "to"), QStringLiteral("expected battlefield, hand, graveyard, exile, libraryTop or libraryBottom"), to);
    return optionalPlayer(s, o, path, "controller", &out->controller, error) && r.boolean(o, path, "transformed", &out->transformed)
        && r.boolean(o, path, "placed", &out->placed);
}

// What a move or remove names: "permanent" (ref, key or object id) or "card" (ref, key or card
// id of a card in a hand, graveyard, exile or library, narrowed by "from" and "owner"; a ref of a
// card on the battlefield names that permanent).
bool readSubject(JsonReader &r, const QJsonObject &o, const QString &path, const Game &g, const CardRefs &refs, Action *out, QString *error)
{
    const GameState &s = g.state();
    if (o.contains(QStringLiteral("permanent")) == o.contains(QStringLiteral("card")))
        return r.fail(path, QStringLiteral("expected either \"permanent\" or \"card\""), o);
    if (o.contains(QStringLiteral("permanent"))) {
        const QJsonValue v = o.value(QStringLiteral("permanent"));
        out->objectId = findPermanent(g, refs, v, -1);
        return out->objectId >= 0 || r.fail(JsonReader::at(path, "permanent"), QStringLiteral("no such permanent"), v);
    }
    const QJsonValue v = o.value(QStringLiteral("card"));
    if (v.isDouble()) { // a card id, as the game record writes it; the engine checks where it is
        if (v.toDouble() != v.toInt() || v.toInt() < 0 || v.toInt() > kMaxObjectId)
            return r.fail(JsonReader::at(path, "card"), QStringLiteral("expected a ref, a card key or a card id"), v);
        out->cardId = v.toInt();
        return true;
    }
    QString name, from;
    int owner = -1;
    if (!r.string(o, path, "card", &name) || !r.string(o, path, "from", &from, false))
        return false;
    static const QStringList zones{QStringLiteral("hand"), QStringLiteral("graveyard"), QStringLiteral("exile"), QStringLiteral("library")};
    if (!from.isEmpty() && !zones.contains(from))
        return r.fail(JsonReader::at(path, "from"), QStringLiteral("expected hand, graveyard, exile or library"), from);
    if (!optionalPlayer(s, o, path, "owner", &owner, error))
        return false;
    if (refs.contains(name)) {
        out->cardId = refs.value(name);
        for (const Permanent &p : s.battlefield)
            if (p.cardId == out->cardId) {
                out->objectId = p.objectId;
                out->cardId = -1;
            }
        return true;
    }
    for (int p = 0; p < s.players.size(); ++p) {
        const Player &pl = s.players[p];
        const QList<int> *lists[] = {&pl.hand, &pl.graveyard, &pl.exile, &pl.library};
        for (int z = 0; z < 4; ++z) {
            if ((owner >= 0 && p != owner) || (!from.isEmpty() && from != zones[z]))
                continue;
            for (auto it = lists[z]->crbegin(); it != lists[z]->crend(); ++it) // the top (latest) first
                if (s.cards[*it].key == name) {
                    out->cardId = *it;
                    return true;
                }
        }
    }
    return r.fail(JsonReader::at(path, "card"), QStringLiteral("no card by that ref or key in a hand, graveyard, exile or library"), v);
}

bool readPermanentEdit(JsonReader &r, const QJsonObject &o, const QString &path, const GameState &s, Action *out, QString *error)
{
    Action::PermanentEdit &e = out->edit;
    auto flag = [&](const char *key, std::optional<bool> *field) {
        bool value = false;
        if (!o.contains(QLatin1String(key)))
            return true;
        if (!r.boolean(o, path, key, &value, true))
            return false;
        *field = value;
        return true;
    };
    if (!flag("tapped", &e.tapped) || !flag("summoningSick", &e.summoningSick))
        return false;
    if (o.contains(QStringLiteral("damage"))) {
        int damage = 0;
        if (!r.integer(o, path, "damage", &damage, true))
            return false;
        e.damage = damage;
    }
    QJsonObject counters;
    if (!r.object(o, path, "counters", &counters))
        return false;
    for (auto it = counters.constBegin(); it != counters.constEnd(); ++it) {
        int n = 0;
        if (!r.integer(counters, JsonReader::at(path, "counters"), qPrintable(it.key()), &n, true))
            return false;
        e.counters.insert(it.key(), n);
    }
    if (o.contains(QStringLiteral("face"))) {
        QString face;
        if (!r.string(o, path, "face", &face))
            return false;
        if (face != QLatin1String("front") && face != QLatin1String("back"))
            return r.fail(JsonReader::at(path, "face"), QStringLiteral("expected \"front\" or \"back\""), face);
        e.backFaceUp = face == QLatin1String("back");
    }
    return optionalPlayer(s, o, path, "controller", &out->controller, error);
}

bool readTurn(JsonReader &r, const QJsonObject &o, const QString &path, const GameState &s, Action::TurnEdit *t, QString *error)
{
    *t = Action::TurnEdit{s.turnNumber, s.step, s.activePlayer, s.priorityPlayer};
    QString step = stepName(s.step);
    if (!r.integer(o, path, "turn", &t->number) || !r.string(o, path, "step", &step, false))
        return false;
    if (!stepFromName(step, &t->step))
        return r.fail(JsonReader::at(path, "step"), QStringLiteral("unknown step; expected e.g. \"upkeep\" or \"precombatMain\""), step);
    if (!optionalPlayer(s, o, path, "activePlayer", &t->activePlayer, error))
        return false;
    const QJsonValue priority = o.value(QStringLiteral("priority"));
    if (priority.isNull())
        t->priority = -1;
    else if (!priority.isUndefined() && !playerNamed(s, priority, JsonReader::at(path, "priority"), -1, &t->priority, error))
        return false;
    return true;
}

} // namespace

bool isEditVerb(const QString &verb)
{
    static const QStringList verbs{QStringLiteral("add"), QStringLiteral("move"), QStringLiteral("setPermanent"), QStringLiteral("setTurn"),
                                   QStringLiteral("setDesignation"), QStringLiteral("remove"), QStringLiteral("emptyBoard")};
    return verbs.contains(verb);
}

bool editAction(const QJsonObject &o, const QString &path, const Game &g, const CardRefs &refs, int acting, Action *out, QString *error)
{
    JsonReader r(error);
    const GameState &s = g.state();
    const QString verb = o.value(QStringLiteral("do")).toString();
    int p = 0;
    auto player = [&] { return playerNamed(s, o.value(QStringLiteral("player")), JsonReader::at(path, "player"), std::max(acting, 0), &p, error); };
    if (verb == QLatin1String("add")) {
        QString key;
        if (!player() || !r.string(o, path, "card", &key))
            return false;
        if (!g.cards().find(key))
            return r.fail(JsonReader::at(path, "card"), QStringLiteral("unknown card") + didYouMeanCard(g.cards(), key), key);
        *out = Action::addCard(p, key, Zone::Battlefield);
        return readDestination(r, o, path, s, out, error);
    }
    if (verb == QLatin1String("move") || verb == QLatin1String("remove")) {
        const bool move = verb == QLatin1String("move");
        if (!player())
            return false;
        *out = Action::make(move ? Action::Type::MoveCard : Action::Type::Remove, p);
        return readSubject(r, o, path, g, refs, out, error) && (!move || readDestination(r, o, path, s, out, error));
    }
    if (verb == QLatin1String("setPermanent")) {
        if (!player())
            return false;
        const QJsonValue v = o.value(QStringLiteral("permanent"));
        *out = Action::setPermanent(findPermanent(g, refs, v, -1), {});
        out->player = p;
        if (out->objectId < 0)
            return r.fail(JsonReader::at(path, "permanent"), QStringLiteral("no such permanent"), v);
        return readPermanentEdit(r, o, path, s, out, error);
    }
    if (verb == QLatin1String("emptyBoard")) {
        int lands = 0;
        QString key;
        if (!player() || !r.bounded(o, path, "libraryLands", &lands, 0, editing::kMaxLibraryLands)
            || !r.string(o, path, "land", &key, lands > 0))
            return false;
        if (lands > 0 && !g.cards().find(key))
            return r.fail(JsonReader::at(path, "land"), QStringLiteral("unknown card"), key);
        *out = Action::clearBoard(lands, key);
        out->player = p;
        return true;
    }
    if (verb == QLatin1String("setTurn")) {
        Action::TurnEdit t;
        if (!player() || !readTurn(r, o, path, s, &t, error))
            return false;
        *out = Action::setTurn(t);
        out->player = p;
        return true;
    }
    // setDesignation: placed, or as an effect would (as becomeDay and becomeNight).
    QString name;
    DayNight d = DayNight::Neither;
    bool placed = false;
    if (!r.string(o, path, "designation", &name) || !r.boolean(o, path, "placed", &placed))
        return false;
    if (!dayNightFromName(name, &d))
        return r.fail(JsonReader::at(path, "designation"), QStringLiteral("expected \"neither\", \"day\" or \"night\""), name);
    *out = placed ? Action::placeDesignation(d) : Action::becomes(d);
    return true;
}

QJsonObject editActionToJson(const GameState &before, const Action &a)
{
    using T = Action::Type;
    QJsonObject o;
    auto name = [&](int p) { return p >= 0 && p < before.players.size() ? QJsonValue(before.players[p].name) : QJsonValue(); };
    auto subject = [&] {
        if (a.objectId >= 0)
            o.insert(QStringLiteral("permanent"), a.objectId);
        else
            o.insert(QStringLiteral("card"), a.cardId);
    };
    auto destination = [&] {
        o.insert(QStringLiteral("to"), zoneName(a.zone));
        if (a.controller >= 0)
            o.insert(QStringLiteral("controller"), name(a.controller));
        if (a.transformed)
            o.insert(QStringLiteral("transformed"), true);
        if (a.placed)
            o.insert(QStringLiteral("placed"), true);
    };
    switch (a.type) {
    case T::AddCard:
        o.insert(QStringLiteral("do"), QStringLiteral("add"));
        o.insert(QStringLiteral("card"), a.key);
        destination();
        break;
    case T::MoveCard:
        o.insert(QStringLiteral("do"), QStringLiteral("move"));
        subject();
        destination();
        break;
    case T::Remove:
        o.insert(QStringLiteral("do"), QStringLiteral("remove"));
        subject();
        break;
    case T::SetPermanent: {
        const Action::PermanentEdit &e = a.edit;
        o.insert(QStringLiteral("do"), QStringLiteral("setPermanent"));
        o.insert(QStringLiteral("permanent"), a.objectId);
        if (e.tapped)
            o.insert(QStringLiteral("tapped"), *e.tapped);
        if (e.damage)
            o.insert(QStringLiteral("damage"), *e.damage);
        if (!e.counters.isEmpty()) {
            QJsonObject counters;
            for (auto it = e.counters.cbegin(); it != e.counters.cend(); ++it)
                counters.insert(it.key(), it.value());
            o.insert(QStringLiteral("counters"), counters);
        }
        if (e.backFaceUp)
            o.insert(QStringLiteral("face"), *e.backFaceUp ? QStringLiteral("back") : QStringLiteral("front"));
        if (e.summoningSick)
            o.insert(QStringLiteral("summoningSick"), *e.summoningSick);
        if (a.controller >= 0)
            o.insert(QStringLiteral("controller"), name(a.controller));
        break;
    }
    case T::ClearBoard:
        o.insert(QStringLiteral("do"), QStringLiteral("emptyBoard"));
        o.insert(QStringLiteral("libraryLands"), a.amount);
        if (a.amount > 0)
            o.insert(QStringLiteral("land"), a.key);
        break;
    case T::SetTurn:
        o.insert(QStringLiteral("do"), QStringLiteral("setTurn"));
        o.insert(QStringLiteral("turn"), a.turn.number);
        o.insert(QStringLiteral("step"), stepName(a.turn.step));
        o.insert(QStringLiteral("activePlayer"), name(a.turn.activePlayer));
        o.insert(QStringLiteral("priority"), a.turn.priority >= 0 ? name(a.turn.priority) : QJsonValue(QJsonValue::Null));
        break;
    default: // SetDesignation, placed
        o.insert(QStringLiteral("do"), QStringLiteral("setDesignation"));
        o.insert(QStringLiteral("designation"), dayNightName(a.designation));
        o.insert(QStringLiteral("placed"), true);
        return o; // no player
    }
    o.insert(QStringLiteral("player"), name(a.player));
    return o;
}

} // namespace rules::scenarioio
