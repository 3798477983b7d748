#include "scenario.h"

#include "cardkeys.h"
#include "actionshape.h"
#include "editing.h"
#include "expectations.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "positiontext.h"
#include "scenarioedits.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>
#include <QJsonDocument>

#include <cmath>

namespace rules {

bool Scenario::load(const QString &file, Scenario *out, QString *error)
{
    // A file that begins with neither "{" nor "[" holds position text (positiontext.h, ".dnpos").
    QByteArray data;
    if (!readInputFile(file, &data, error))
        return false;
    QJsonObject json;
    if (const QString text = QString::fromUtf8(data); isPositionText(text)) {
        QString why;
        if (!positionTextScenario(text, CardDatabase::builtIn(), QFileInfo(file).completeBaseName(), &json, &why)) {
            *error = QStringLiteral("%1: %2").arg(printable(file), why);
            return false;
        }
    } else if (!readJsonObject(file, &json, error)) {
        return false;
    }
    return fromJson(json, file, out, error);
}

bool Scenario::fromJson(const QJsonObject &json, const QString &file, Scenario *out, QString *error)
{
    QString why;
    JsonReader r(&why);
    auto failed = [&] {
        *error = QStringLiteral("%1: %2").arg(printable(file), why);
        return false;
    };
    Scenario sc;
    sc.file = file;
    QString schema;
    if (!r.onlyKeys(json, QStringLiteral("$"), {QStringLiteral("schema"), QStringLiteral("name"), QStringLiteral("description"),
                                              QStringLiteral("rulings"), QStringLiteral("cards"), QStringLiteral("state"),
                                              QStringLiteral("actions"), QStringLiteral("expect"), QStringLiteral("expectAfter"), QStringLiteral("checkpoints"),
                                              QStringLiteral("session"), QStringLiteral("report"), QStringLiteral("lesson"),
                                              QStringLiteral("seats")})
        || !r.string(json, QStringLiteral("$"), "schema", &schema))
        return failed();
    if (schema != QLatin1String(kSchema))
        return r.fail(QStringLiteral("$.schema"), QStringLiteral("expected \"%1\"").arg(QLatin1String(kSchema)), schema), failed();
    if (!r.string(json, QStringLiteral("$"), "name", &sc.name, false) || !r.string(json, QStringLiteral("$"), "description", &sc.description, false))
        return failed();
    if (sc.name.isEmpty())
        sc.name = QFileInfo(file).completeBaseName();
    QJsonArray rulings;
    if (!r.array(json, QStringLiteral("$"), "rulings", &rulings))
        return failed();
    for (qsizetype i = 0; i < rulings.size(); ++i) {
        if (!rulings[i].isDouble() || rulings[i].toInt() < 1 || rulings[i].toInt() > 12)
            return r.fail(JsonReader::at(QStringLiteral("$.rulings"), i), QStringLiteral("expected a seed ruling number, 1 to 12"), rulings[i]), failed();
        sc.rulings.append(rulings[i].toInt());
    }
    // The file's own card definitions come on top of the pool.
    sc.cards = CardDatabase::builtIn();
    QJsonArray cards;
    if (!r.array(json, QStringLiteral("$"), "cards", &cards))
        return failed();
    sc.extraCards = cards;
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const QString path = JsonReader::at(QStringLiteral("$.cards"), i);
        if (!cards[i].isObject())
            return r.fail(path, QStringLiteral("expected a card definition object"), cards[i]), failed();
        QString cardError;
        if (!sc.cards.add(cards[i].toObject(), QString(), &cardError)) {
            // CardDatabase reports ": $.faces[0]...": put it under this card's path.
            cardError = cardError.mid(2);
            *error = QStringLiteral("%1: %2%3").arg(printable(file), path, cardError.startsWith(QLatin1Char('$')) ? cardError.mid(1) : QStringLiteral(": ") + cardError);
            return false;
        }
    }
    QString referenceError, badKey;
    if (!sc.cards.checkReferences(&referenceError, &badKey)) {
        // Only the file's own cards can name a missing token (the pool is checked when built).
        QString where = QStringLiteral("$.cards");
        for (qsizetype i = 0; i < cards.size(); ++i)
            if (cards[i].toObject().value(QStringLiteral("key")).toString() == badKey)
                where = JsonReader::at(where, i);
        *error = QStringLiteral("%1: %2%3").arg(printable(file), where, referenceError.mid(1));
        return false;
    }
    QJsonObject state;
    if (!r.object(json, QStringLiteral("$"), "state", &state, true))
        return failed();
    if (!stateFromJson(state, sc.cards, QStringLiteral("$.state"), &sc.start, &sc.refs, &why))
        return failed();
    if (!r.array(json, QStringLiteral("$"), "actions", &sc.actions) || !r.object(json, QStringLiteral("$"), "expect", &sc.expect)
        || !r.object(json, QStringLiteral("$"), "session", &sc.session) || !r.object(json, QStringLiteral("$"), "report", &sc.report)
        || !r.array(json, QStringLiteral("$"), "seats", &sc.seats))
        return failed();
    if (!sc.seats.isEmpty() && sc.seats.size() != sc.start.players.size())
        return r.fail(QStringLiteral("$.seats"), QStringLiteral("expected one seat per player (%1)").arg(sc.start.players.size()),
                      QJsonValue(double(sc.seats.size()))), failed();
    if (!checkSeats(sc.seats, QStringLiteral("$.seats"), &why))
        return failed();
    QJsonArray checkpoints;
    if (!r.array(json, QStringLiteral("$"), "checkpoints", &checkpoints))
        return failed();
    static const QRegularExpression sha1(QStringLiteral("^[0-9a-f]{40}$"));
    for (qsizetype i = 0; i < checkpoints.size(); ++i) {
        const QString cp = JsonReader::at(QStringLiteral("$.checkpoints"), i);
        const QJsonObject c = checkpoints[i].toObject();
        Checkpoint point;
        if (!checkpoints[i].isObject())
            return r.fail(cp, QStringLiteral("expected {\"after\": N, \"hash\": H}"), checkpoints[i]), failed();
        if (!r.onlyKeys(c, cp, {QStringLiteral("after"), QStringLiteral("hash")}) || !r.bounded(c, cp, "after", &point.after, 1, int(sc.actions.size()))
            || !r.string(c, cp, "hash", &point.hash))
            return failed();
        if (!sha1.match(point.hash).hasMatch())
            return r.fail(JsonReader::at(cp, "hash"), QStringLiteral("expected 40 lower-case hex digits (SHA-1)"), point.hash), failed();
        if (!sc.checkpoints.isEmpty() && point.after <= sc.checkpoints.last().after)
            return r.fail(JsonReader::at(cp, "after"), QStringLiteral("checkpoints come in order of their action"), point.after), failed();
        sc.checkpoints.append(point);
    }
    if (!readExpectAfter(json, &sc, &why) || !readLesson(json, &sc, &why))
        return failed();
    // The whole file before any of it plays: a bad action after one that will fail is still
    // bad input.
    if (!checkScenarioShape(sc, &why))
        return failed();
    *out = sc;
    return true;
}

QJsonObject eventToJson(const Event &e)
{
    QJsonObject o;
    o.insert(QStringLiteral("type"), Event::typeName(e.type));
    o.insert(QStringLiteral("text"), e.text);
    if (!e.rule.isEmpty())
        o.insert(QStringLiteral("rule"), e.rule);
    if (e.ruling)
        o.insert(QStringLiteral("ruling"), e.ruling);
    return o;
}

QByteArray ScenarioRun::canonicalJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("state"), finalState);
    QJsonArray ev;
    for (const Event &e : events)
        ev.append(eventToJson(e));
    o.insert(QStringLiteral("events"), ev);
    o.insert(QStringLiteral("result"), code == Passed ? QStringLiteral("passed")
                                       : code == ExpectationFailed ? QStringLiteral("failed") : QStringLiteral("bad input"));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

namespace scenarioio {

bool playerNamed(const GameState &s, const QJsonValue &v, const QString &path, int fallback, int *out, QString *error)
{
    if (v.isUndefined() && fallback >= 0) {
        *out = fallback;
        return true;
    }
    for (int i = 0; i < s.players.size(); ++i)
        if (v.isString() && s.players[i].name == v.toString()) {
            *out = i;
            return true;
        }
    return JsonReader(error).fail(path, QStringLiteral("expected a player name"), v);
}

int findCard(const Game &g, const CardRefs &refs, const QString &name, const QList<int> &zone)
{
    if (refs.contains(name))
        return zone.contains(refs.value(name)) ? refs.value(name) : -1;
    for (int id : zone)
        if (g.state().cards[id].key == name)
            return id;
    return -1;
}

int findPermanent(const Game &g, const CardRefs &refs, const QJsonValue &v, int controller)
{
    const auto &bf = g.state().battlefield;
    for (const Permanent &p : bf) {
        if (v.isDouble() && p.objectId == v.toInt())
            return p.objectId;
        if (v.isString() && refs.contains(v.toString()) && refs.value(v.toString()) == p.cardId)
            return p.objectId;
    }
    for (const Permanent &p : bf)
        if (v.isString() && g.state().cards[p.cardId].key == v.toString() && (controller < 0 || p.controller == controller))
            return p.objectId;
    return -1;
}

} // namespace scenarioio

namespace {

using scenarioio::findCard;
using scenarioio::findPermanent;
using scenarioio::playerNamed;

// A target named in a scenario: a player's name, a permanent (ref, key or id) or a spell on
// the stack (ref, key or object id).
bool findTarget(const Game &g, const CardRefs &refs, const QJsonValue &v, int *out)
{
    const GameState &s = g.state();
    for (int p = 0; p < s.players.size(); ++p)
        if (v.isString() && s.players[p].name == v.toString()) {
            *out = Game::playerTarget(p);
            return true;
        }
    const int perm = findPermanent(g, refs, v, -1);
    if (perm >= 0) {
        *out = perm;
        return true;
    }
    for (auto it = s.stack.crbegin(); it != s.stack.crend(); ++it)
        if (!it->isAbility
            && ((v.isDouble() && it->objectId == v.toInt()) // saved games name a spell by its object id, as actionToJson writes it
                || (v.isString() && (refs.value(v.toString(), -1) == it->cardId || s.cards[it->cardId].key == v.toString())))) {
            *out = it->objectId;
            return true;
        }
    return false;
}

bool readTargets(JsonReader &r, const QJsonObject &o, const QString &path, const Game &g, const CardRefs &refs, QList<int> *out)
{
    QJsonArray list;
    if (!r.array(o, path, "targets", &list))
        return false;
    for (qsizetype i = 0; i < list.size(); ++i) {
        int t = 0;
        if (!findTarget(g, refs, list[i], &t))
            return r.fail(JsonReader::at(JsonReader::at(path, "targets"), i), QStringLiteral("no player, permanent or spell by that name"), list[i]);
        out->append(t);
    }
    return true;
}

} // namespace

bool scenarioAction(const QJsonObject &o, const QString &path, const Game &g, const CardRefs &refs, Action *out, QString *error)
{
    JsonReader r(error);
    const GameState &s = g.state();
    // Its shape first, as the whole file's was checked as it loaded (actionshape.h): here the
    // refs are those given so far. What follows finds what the action names in the game.
    ActionNames names;
    names.cards = &g.cards();
    for (const Player &pl : s.players)
        names.players.append(pl.name);
    for (auto it = refs.cbegin(); it != refs.cend(); ++it)
        names.refs.insert(it.key());
    if (!checkActionShape(o, path, names, error))
        return false;
    const QString verb = o.value(QStringLiteral("do")).toString();
    const QString d = verb;
    auto player = [&](int fallback, int *p) {
        return playerNamed(s, o.value(QStringLiteral("player")), JsonReader::at(path, "player"), fallback, p, error);
    };
    const int acting = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
    int p = -1;
    if (s.gameOver && d != QLatin1String("setLife"))
        return r.fail(path, QStringLiteral("the game is over: no more actions"), d);
    if (acting < 0 && !o.contains(QStringLiteral("player")) && d != QLatin1String("concede") && d != QLatin1String("becomeDay") && d != QLatin1String("becomeNight")
        && d != QLatin1String("destroy") && !scenarioio::isEditVerb(d))
        return r.fail(path, QStringLiteral("nobody can act now (no player has priority and no decision is pending)"), d);
    if (d == QLatin1String("pass")) {
        if (!player(acting, &p))
            return false;
        *out = Action::pass(p);
    } else if (d == QLatin1String("playLand") || d == QLatin1String("cast")) {
        QString card;
        if (!player(acting, &p))
            return false;
        const QJsonValue cv = o.value(QStringLiteral("card"));
        int id = -1;
        if (cv.isDouble()) { // a card id, as the game record writes it
            card = QString::number(cv.toInt());
            if (s.players[p].hand.contains(cv.toInt()) || (d == QLatin1String("cast") && s.players[p].graveyard.contains(cv.toInt())))
                id = cv.toInt();
        } else {
            if (!r.string(o, path, "card", &card))
                return false;
            id = findCard(g, refs, card, s.players[p].hand);
            if (id < 0 && d == QLatin1String("cast"))
                id = findCard(g, refs, card, s.players[p].graveyard); // flashback
        }
        if (id < 0)
            return r.fail(JsonReader::at(path, "card"), QStringLiteral("no such card in %1's hand").arg(s.players[p].name), card);
        QList<int> targets;
        int x = 0;
        if (!readTargets(r, o, path, g, refs, &targets) || !r.integer(o, path, "x", &x))
            return false;
        *out = d == QLatin1String("cast") ? Action::cast(p, id, targets) : Action::playLand(p, id);
        out->x = x;
    } else if (d == QLatin1String("activate")) {
        // {"do": "activate", "permanent": "snarling-wolf", "ability": 0, "targets": [...], "x": 2}
        // "ability": "mana" taps a basic land for mana.
        if (!player(acting, &p))
            return false;
        const int id = findPermanent(g, refs, o.value(QStringLiteral("permanent")), p);
        if (id < 0)
            return r.fail(JsonReader::at(path, "permanent"), QStringLiteral("no such permanent"), o.value(QStringLiteral("permanent")));
        const QJsonValue ability = o.value(QStringLiteral("ability"));
        if (ability.toString() == QLatin1String("mana")) {
            *out = Action::make(Action::Type::TapForMana, p);
            out->objectId = id;
        } else {
            if (!ability.isDouble())
                return r.fail(JsonReader::at(path, "ability"), QStringLiteral("expected the ability's index on the face that is up (0 = first paragraph), or \"mana\""), ability);
            QList<int> targets;
            int x = 0;
            if (!readTargets(r, o, path, g, refs, &targets) || !r.integer(o, path, "x", &x))
                return false;
            *out = Action::activate(p, id, ability.toInt(), targets, x);
        }
    } else if (d == QLatin1String("choose")) {
        QJsonArray cards, raw;
        if (!player(acting, &p) || !r.array(o, path, "cards", &cards) || !r.array(o, path, "choices", &raw))
            return false;
        *out = Action::make(Action::Type::ChooseCards, p);
        if (o.contains(QStringLiteral("choices"))) {
            // The engine's own answer, as the game record writes it: ids, target codes, option
            // indices or attacker/defender pairs, checked by the engine when applied.
            for (qsizetype i = 0; i < raw.size(); ++i) {
                if (!raw[i].isDouble() || raw[i].toDouble() != raw[i].toInt() || raw[i].toDouble() < -kMaxObjectId || raw[i].toDouble() > kMaxTargetCode)
                    return r.fail(JsonReader::at(JsonReader::at(path, "choices"), i), QStringLiteral("expected a whole number (an id, a target code or an option)"), raw[i]);
                out->choices.append(raw[i].toInt());
            }
            return true;
        }
        if (o.contains(QStringLiteral("option"))) {
            // {"do": "choose", "option": "Put Forest into your graveyard"} or an index.
            const QJsonValue v = o.value(QStringLiteral("option"));
            int index = v.isDouble() ? v.toInt() : -1;
            for (int i = 0; i < s.decision.labels.size(); ++i)
                if (v.isString() && s.decision.labels[i].startsWith(v.toString(), Qt::CaseInsensitive))
                    index = i;
            if (s.decision.kind != PendingDecision::Kind::ChooseOption || index < 0 || index >= s.decision.labels.size())
                return r.fail(JsonReader::at(path, "option"), QStringLiteral("not one of the options offered (%1)").arg(s.decision.labels.join(QStringLiteral(" / "))), v);
            out->choices = {index};
            return true;
        }
        for (qsizetype i = 0; i < cards.size(); ++i) {
            const QString cp = JsonReader::at(JsonReader::at(path, "cards"), i);
            int id = -1;
            if (s.decision.kind == PendingDecision::Kind::ChooseTarget) {
                // A target code: -1 is the first player's, so "nothing found yet" is a flag.
                bool found = false;
                int t = 0;
                if (findTarget(g, refs, cards[i], &t) && s.decision.options.contains(t)) {
                    id = t;
                    found = true;
                }
                if (!found) { // a key may name several permanents: take the first legal one
                    for (const Permanent &perm : s.battlefield)
                        if (!found && cards[i].isString() && s.cards[perm.cardId].key == cards[i].toString() && s.decision.options.contains(perm.objectId)) {
                            id = perm.objectId;
                            found = true;
                        }
                }
                // A card in a graveyard (a ref, or a key: the first offered, bottom to top), or
                // "none" for no target of an "up to one".
                for (int o : s.decision.options)
                    if (!found && cards[i].isString()
                        && ((o == 0 && cards[i].toString() == QLatin1String("none"))
                            || (isGraveyardCardTarget(o) && cardOfTarget(o) < s.cards.size()
                                && (refs.value(cards[i].toString(), -1) == cardOfTarget(o)
                                    || (!refs.contains(cards[i].toString()) && s.cards[cardOfTarget(o)].key == cards[i].toString()))))) {
                        id = o;
                        found = true;
                    }
                if (!found)
                    return r.fail(cp, QStringLiteral("not one of the choices offered"), cards[i]);
                out->choices.append(id);
                continue;
            }
            if (s.decision.kind == PendingDecision::Kind::LegendRule || s.decision.kind == PendingDecision::Kind::ChooseAnyNumber)
                id = findPermanent(g, refs, cards[i], p);
            else {
                QList<int> remaining = s.players[p].hand;
                for (int chosen : out->choices)
                    remaining.removeOne(chosen);
                id = findCard(g, refs, cards[i].toString(), remaining);
            }
            if (id < 0)
                return r.fail(cp, QStringLiteral("not one of the choices offered"), cards[i]);
            out->choices.append(id);
        }
    } else if (d == QLatin1String("put")) {
        QJsonArray cards;
        if (!player(acting, &p) || !r.array(o, path, "cards", &cards))
            return false;
        QList<Action::CardToPut> list;
        for (qsizetype i = 0; i < cards.size(); ++i) {
            const QString cp = JsonReader::at(JsonReader::at(path, "cards"), i);
            Action::CardToPut c;
            if (cards[i].isString()) {
                c.key = cards[i].toString();
            } else {
                const QJsonObject co = cards[i].toObject();
                if (!cards[i].isObject() || !r.string(co, cp, "card", &c.key) || !r.boolean(co, cp, "transformed", &c.transformed))
                    return cards[i].isObject() ? false : r.fail(cp, QStringLiteral("expected a card key or {\"card\", \"transformed\"}"), cards[i]);
            }
            if (!g.cards().find(c.key))
                return r.fail(cards[i].isString() ? cp : JsonReader::at(cp, "card"), QStringLiteral("unknown card") + didYouMeanCard(g.cards(), c.key), c.key);
            list.append(c);
        }
        *out = Action::put(p, list);
    } else if (d == QLatin1String("cancelCast")) {
        if (!player(acting, &p))
            return false;
        *out = Action::make(Action::Type::CancelCast, p);
    } else if (d == QLatin1String("keep") || d == QLatin1String("mulligan")) {
        // {"do": "mulligan", "player": "Alice"}, {"do": "keep"}: the opening hand (CR 103.5).
        if (!player(acting, &p))
            return false;
        *out = d == QLatin1String("keep") ? Action::keepHand(p) : Action::takeMulligan(p);
    } else if (d == QLatin1String("concede")) {
        // {"do": "concede", "player": "Bob"}: anyone may concede at any time (CR 104.3a).
        if (!player(-1, &p))
            return false;
        *out = Action::concede(p);
    } else if (d == QLatin1String("becomeDay") || d == QLatin1String("becomeNight")) {
        *out = Action::becomes(d == QLatin1String("becomeDay") ? DayNight::Day : DayNight::Night);
    } else if (d == QLatin1String("destroy")) {
        if (!player(std::max(acting, 0), &p))
            return false;
        const int id = findPermanent(g, refs, o.value(QStringLiteral("permanent")), -1);
        if (id < 0)
            return r.fail(JsonReader::at(path, "permanent"), QStringLiteral("no such permanent"), o.value(QStringLiteral("permanent")));
        *out = Action::make(Action::Type::Destroy, p);
        out->objectId = id;
    } else if (d == QLatin1String("setLife")) {
        int life = 0;
        if (!player(-1, &p) || !r.integer(o, path, "life", &life, true))
            return false;
        *out = Action::make(Action::Type::SetLife, p);
        out->amount = life;
    } else if (d == QLatin1String("declareAttackers")) {
        // {"do": "declareAttackers", "attackers": ["wolf", {"card": "tovolar", "player": "Bob"}]}
        QJsonArray list;
        if (!player(acting, &p) || !r.array(o, path, "attackers", &list))
            return false;
        if (s.decision.kind != PendingDecision::Kind::DeclareAttackers)
            return r.fail(JsonReader::at(path, "do"), QStringLiteral("no attackers are being declared now (it is the %1)").arg(stepTitle(s.step)), verb);
        *out = Action::make(Action::Type::ChooseCards, p);
        QList<int> used;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString ap = JsonReader::at(JsonReader::at(path, "attackers"), i);
            const QJsonValue who = list[i].isObject() ? list[i].toObject().value(QStringLiteral("card")) : list[i];
            int id = -1;
            // The n-th attacker named by a key is the n-th such permanent not already chosen.
            for (const Permanent &perm : s.battlefield)
                if (id < 0 && !used.contains(perm.objectId) && perm.controller == p
                    && ((who.isString() && refs.value(who.toString(), -1) == perm.cardId)
                        || (who.isString() && !refs.contains(who.toString()) && s.cards[perm.cardId].key == who.toString())))
                    id = perm.objectId;
            if (id < 0)
                return r.fail(ap, QStringLiteral("no such creature of %1's to attack with").arg(s.players[p].name), list[i]);
            used.append(id);
            int defender = -1;
            const QList<int> opponents = [&] { QList<int> o; for (int k = 0; k < s.players.size(); ++k) if (k != p && !s.players[k].hasLost) o.append(k); return o; }();
            if (list[i].isObject() && list[i].toObject().contains(QStringLiteral("player"))) {
                if (!playerNamed(s, list[i].toObject().value(QStringLiteral("player")), JsonReader::at(ap, "player"), -1, &defender, error))
                    return false;
            } else if (opponents.size() == 1) {
                defender = opponents.first();
            } else {
                return r.fail(ap, QStringLiteral("with several opponents, say which player it attacks: {\"card\": ..., \"player\": ...}"), list[i]);
            }
            out->choices << id << defender;
        }
    } else if (d == QLatin1String("declareBlockers")) {
        // {"do": "declareBlockers", "player": "Bob", "blockers": [{"card": "wall", "blocks": "wolf"}]}
        QJsonArray list;
        if (!player(acting, &p) || !r.array(o, path, "blockers", &list))
            return false;
        if (s.decision.kind != PendingDecision::Kind::DeclareBlockers)
            return r.fail(JsonReader::at(path, "do"), QStringLiteral("no blockers are being declared now (it is the %1)").arg(stepTitle(s.step)), verb);
        *out = Action::make(Action::Type::ChooseCards, p);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString bp = JsonReader::at(JsonReader::at(path, "blockers"), i);
            const QJsonObject b = list[i].toObject();
            if (!list[i].isObject())
                return r.fail(bp, QStringLiteral("expected {\"card\": blocker, \"blocks\": attacker}"), list[i]);
            const int blocker = findPermanent(g, refs, b.value(QStringLiteral("card")), p);
            int attacker = -1;
            for (const Permanent &perm : s.battlefield)
                if (attacker < 0 && perm.attacking
                    && ((refs.contains(b.value(QStringLiteral("blocks")).toString()) && refs.value(b.value(QStringLiteral("blocks")).toString()) == perm.cardId)
                        || s.cards[perm.cardId].key == b.value(QStringLiteral("blocks")).toString()))
                    attacker = perm.objectId;
            if (blocker < 0)
                return r.fail(JsonReader::at(bp, "card"), QStringLiteral("no such creature of %1's").arg(s.players[p].name), b.value(QStringLiteral("card")));
            if (attacker < 0)
                return r.fail(JsonReader::at(bp, "blocks"), QStringLiteral("no such attacking creature"), b.value(QStringLiteral("blocks")));
            out->choices << blocker << attacker;
        }
    } else if (scenarioio::isEditVerb(d)) {
        return scenarioio::editAction(o, path, g, refs, acting, out, error);
    } else {
        return r.fail(JsonReader::at(path, "do"),
                      QStringLiteral("unknown action; expected one of: pass, passUntil, playLand, cast, activate, choose, cancelCast, concede, keep, mulligan, declareAttackers, "
                                     "declareBlockers, put, destroy, becomeDay, becomeNight, setLife, add, move, setPermanent, setTurn, setDesignation, remove"),
                      verb);
    }
    return true;
}

QString stateHash(const GameState &state, const CardDatabase &db)
{
    return QString::fromLatin1(QCryptographicHash::hash(QJsonDocument(stateToJson(state, db)).toJson(QJsonDocument::Compact),
                                                        QCryptographicHash::Sha1).toHex());
}

QJsonObject actionToJson(const GameState &before, const Action &a)
{
    using T = Action::Type;
    if (editing::isEdit(a))
        return scenarioio::editActionToJson(before, a);
    QJsonObject o;
    auto name = [&](int p) { return p >= 0 && p < before.players.size() ? QJsonValue(before.players[p].name) : QJsonValue(); };
    auto targets = [&](const QList<int> &list) {
        QJsonArray t;
        for (int code : list)
            t.append(code < 0 && -code - 1 < before.players.size() ? name(-code - 1) : QJsonValue(code));
        return t;
    };
    auto ints = [](const QList<int> &list) {
        QJsonArray t;
        for (int v : list)
            t.append(v);
        return t;
    };
    auto withTargetsAndX = [&] {
        if (!a.targets.isEmpty())
            o.insert(QStringLiteral("targets"), targets(a.targets));
        if (a.x != 0)
            o.insert(QStringLiteral("x"), a.x);
    };
    switch (a.type) {
    case T::PassPriority: o.insert(QStringLiteral("do"), QStringLiteral("pass")); break;
    case T::PlayLand:
    case T::CastSpell:
        o.insert(QStringLiteral("do"), a.type == T::PlayLand ? QStringLiteral("playLand") : QStringLiteral("cast"));
        o.insert(QStringLiteral("card"), a.cardId);
        withTargetsAndX();
        break;
    case T::TapForMana:
        o.insert(QStringLiteral("do"), QStringLiteral("activate"));
        o.insert(QStringLiteral("permanent"), a.objectId);
        o.insert(QStringLiteral("ability"), QStringLiteral("mana"));
        break;
    case T::Activate:
        o.insert(QStringLiteral("do"), QStringLiteral("activate"));
        o.insert(QStringLiteral("permanent"), a.objectId);
        o.insert(QStringLiteral("ability"), a.abilityIndex);
        withTargetsAndX();
        break;
    case T::ChooseCards:
        o.insert(QStringLiteral("do"), QStringLiteral("choose"));
        o.insert(QStringLiteral("choices"), ints(a.choices));
        break;
    case T::CancelCast: o.insert(QStringLiteral("do"), QStringLiteral("cancelCast")); break;
    case T::Concede: o.insert(QStringLiteral("do"), QStringLiteral("concede")); break;
    case T::KeepHand: o.insert(QStringLiteral("do"), QStringLiteral("keep")); break;
    case T::TakeMulligan: o.insert(QStringLiteral("do"), QStringLiteral("mulligan")); break;
    case T::PutOntoBattlefield: {
        o.insert(QStringLiteral("do"), QStringLiteral("put"));
        QJsonArray cards;
        for (const Action::CardToPut &c : a.permanents) {
            QJsonObject card{{QStringLiteral("card"), c.key}};
            if (c.transformed)
                card.insert(QStringLiteral("transformed"), true);
            cards.append(card);
        }
        o.insert(QStringLiteral("cards"), cards);
        break;
    }
    case T::SetDesignation:
        o.insert(QStringLiteral("do"), a.designation == DayNight::Day ? QStringLiteral("becomeDay") : QStringLiteral("becomeNight"));
        return o; // no player
    case T::SetLife:
        o.insert(QStringLiteral("do"), QStringLiteral("setLife"));
        o.insert(QStringLiteral("life"), a.amount);
        break;
    case T::Destroy:
        o.insert(QStringLiteral("do"), QStringLiteral("destroy"));
        o.insert(QStringLiteral("permanent"), a.objectId);
        break;
    case T::AddCard: // the board editor's (editActionToJson above)
    case T::MoveCard:
    case T::SetPermanent:
    case T::SetTurn:
    case T::Remove:
    case T::ClearBoard:
        break;
    }
    o.insert(QStringLiteral("player"), name(a.player));
    return o;
}

} // namespace rules
