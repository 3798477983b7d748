// Running a scenario: actions in order, then the expectations (tests/scenarios/README.md).
#include "jsonreader.h"
#include "scenario.h"

#include <QJsonDocument>

namespace rules {

namespace {

QString shown(const QJsonValue &v) { return JsonReader::shown(v); }

// Compares expectations with the final game and collects readable differences.
class Checker
{
public:
    Checker(const Game &g, const CardRefs &refs, const Events &events) : g(g), s(g.state()), refs(refs), events(events) {}
    QStringList failures;
    QString badInput; // an expectation that cannot be read

    void check(const QJsonObject &expect);

private:
    void same(const QString &path, const QJsonValue &expected, const QJsonValue &actual)
    {
        if (expected != actual)
            failures.append(QStringLiteral("%1: expected %2, got %3").arg(path, shown(expected), shown(actual)));
    }
    int player(const QString &name, const QString &path)
    {
        for (int i = 0; i < s.players.size(); ++i)
            if (s.players[i].name == name)
                return i;
        if (badInput.isEmpty())
            badInput = QStringLiteral("%1: expected a player name (%2)").arg(path, shown(name));
        return -1;
    }
    QJsonArray keys(const QList<int> &ids) const
    {
        QJsonArray a;
        for (int id : ids)
            a.append(s.cards[id].key);
        return a;
    }
    void perPlayer(const QJsonObject &expect, const char *key, const std::function<QJsonValue(int)> &actual)
    {
        const QJsonObject o = expect.value(QLatin1String(key)).toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString path = QStringLiteral("expect.%1.%2").arg(QLatin1String(key), it.key());
            const int p = player(it.key(), path);
            if (p >= 0)
                same(path, it.value(), actual(p));
        }
    }
    void permanents(const QJsonArray &list);
    void eventMatches(const QJsonArray &list, bool include);

    const Game &g;
    const GameState &s;
    const CardRefs &refs;
    const Events &events;
};

void Checker::permanents(const QJsonArray &list)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral("expect.permanents[%1]").arg(i);
        const QJsonObject e = list[i].toObject();
        const QString card = e.value(QStringLiteral("card")).toString();
        int controller = -1;
        if (e.contains(QStringLiteral("controller")))
            controller = player(e.value(QStringLiteral("controller")).toString(), path + QStringLiteral(".controller"));
        QList<const Permanent *> matches;
        for (const Permanent &p : s.battlefield) {
            const bool byRef = refs.contains(card) && refs.value(card) == p.cardId;
            const bool byKey = !refs.contains(card) && s.cards[p.cardId].key == card;
            if ((byRef || byKey) && (controller < 0 || p.controller == controller))
                matches.append(&p);
        }
        if (e.contains(QStringLiteral("count")))
            same(path + QStringLiteral(".count"), e.value(QStringLiteral("count")), int(matches.size()));
        if (e.value(QStringLiteral("absent")).toBool()) {
            if (!matches.isEmpty())
                failures.append(QStringLiteral("%1: expected no %2 on the battlefield, found %3").arg(path, shown(card)).arg(matches.size()));
            continue;
        }
        if (matches.isEmpty()) {
            failures.append(QStringLiteral("%1: expected %2 on the battlefield, found none").arg(path, shown(card)));
            continue;
        }
        const Permanent &p = *matches.first();
        const CardFace &f = g.face(p);
        if (e.contains(QStringLiteral("face"))) {
            const QString want = e.value(QStringLiteral("face")).toString();
            if (want == QLatin1String("front") || want == QLatin1String("back"))
                same(path + QStringLiteral(".face"), want, p.backFaceUp ? QStringLiteral("back") : QStringLiteral("front"));
            else
                same(path + QStringLiteral(".face"), want, f.name);
        }
        if (e.contains(QStringLiteral("tapped")))
            same(path + QStringLiteral(".tapped"), e.value(QStringLiteral("tapped")), p.tapped);
        if (e.contains(QStringLiteral("power")))
            same(path + QStringLiteral(".power"), e.value(QStringLiteral("power")), g.characteristics(p).power);
        if (e.contains(QStringLiteral("toughness")))
            same(path + QStringLiteral(".toughness"), e.value(QStringLiteral("toughness")), g.characteristics(p).toughness);
        if (e.contains(QStringLiteral("damage")))
            same(path + QStringLiteral(".damage"), e.value(QStringLiteral("damage")), p.damage);
        if (e.contains(QStringLiteral("colors")))
            same(path + QStringLiteral(".colors"), e.value(QStringLiteral("colors")), g.colors(p));
        if (e.contains(QStringLiteral("manaValue")))
            same(path + QStringLiteral(".manaValue"), e.value(QStringLiteral("manaValue")), g.manaValue(p.cardId));
        if (e.contains(QStringLiteral("counters"))) {
            QJsonObject actual;
            for (auto it = p.counters.cbegin(); it != p.counters.cend(); ++it)
                actual.insert(it.key(), it.value());
            same(path + QStringLiteral(".counters"), e.value(QStringLiteral("counters")), actual);
        }
    }
}

void Checker::eventMatches(const QJsonArray &list, bool include)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral("expect.events.%1[%2]").arg(include ? QStringLiteral("include") : QStringLiteral("exclude")).arg(i);
        const QJsonObject want = list[i].toObject();
        int found = 0;
        for (const Event &e : events) {
            if (want.contains(QStringLiteral("type")) && Event::typeName(e.type) != want.value(QStringLiteral("type")).toString())
                continue;
            if (want.contains(QStringLiteral("ruling")) && e.ruling != want.value(QStringLiteral("ruling")).toInt())
                continue;
            if (want.contains(QStringLiteral("rule")) && e.rule != want.value(QStringLiteral("rule")).toString())
                continue;
            if (want.contains(QStringLiteral("text")) && !e.text.contains(want.value(QStringLiteral("text")).toString()))
                continue;
            ++found;
        }
        const QString what = QString::fromUtf8(QJsonDocument(want).toJson(QJsonDocument::Compact));
        if (include && found == 0)
            failures.append(QStringLiteral("%1: expected an event matching %2, none happened").arg(path, what));
        if (!include && found > 0)
            failures.append(QStringLiteral("%1: expected no event matching %2, %3 happened").arg(path, what).arg(found));
    }
}

// The expectations' shape, checked before any comparison: a typo is bad input, never a pass.
QString expectShapeError(const QJsonObject &expect, const CardDatabase &db, const CardRefs &refs)
{
    QString error;
    JsonReader r(&error);
    const QString path = QStringLiteral("$.expect");
    auto playerMap = [&](const char *key, bool values) {
        const QJsonValue v = expect.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isObject())
            return r.fail(JsonReader::at(path, key), QStringLiteral("expected an object keyed by player name"), v);
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            if (values && !it.value().isDouble())
                return r.fail(JsonReader::at(JsonReader::at(path, key), qPrintable(it.key())), QStringLiteral("expected a number"), it.value());
        return true;
    };
    if (!playerMap("life", true) || !playerMap("handSize", true) || !playerMap("spellsCastThisTurn", true) || !playerMap("zones", false))
        return error;
    const QJsonObject zones = expect.value(QStringLiteral("zones")).toObject();
    for (auto it = zones.constBegin(); it != zones.constEnd(); ++it) {
        const QString zp = JsonReader::at(JsonReader::at(path, "zones"), qPrintable(it.key()));
        if (!it.value().isObject())
            return r.fail(zp, QStringLiteral("expected an object of zones"), it.value()), error;
        const QJsonObject z = it.value().toObject();
        if (!r.onlyKeys(z, zp, {QStringLiteral("hand"), QStringLiteral("graveyard"), QStringLiteral("exile"), QStringLiteral("library")}))
            return error;
        for (auto zt = z.constBegin(); zt != z.constEnd(); ++zt)
            if (!zt.value().isArray())
                return r.fail(JsonReader::at(zp, qPrintable(zt.key())), QStringLiteral("expected an array of card keys"), zt.value()), error;
    }
    const QJsonValue perms = expect.value(QStringLiteral("permanents"));
    if (!perms.isUndefined() && !perms.isArray())
        return r.fail(JsonReader::at(path, "permanents"), QStringLiteral("expected an array"), perms), error;
    const QJsonArray list = perms.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString pp = JsonReader::at(JsonReader::at(path, "permanents"), i);
        const QJsonObject o = list[i].toObject();
        QString card;
        if (!list[i].isObject())
            return r.fail(pp, QStringLiteral("expected an object with \"card\""), list[i]), error;
        if (!r.onlyKeys(o, pp, {QStringLiteral("card"), QStringLiteral("controller"), QStringLiteral("face"), QStringLiteral("tapped"),
                                QStringLiteral("power"), QStringLiteral("toughness"), QStringLiteral("damage"), QStringLiteral("colors"),
                                QStringLiteral("manaValue"), QStringLiteral("counters"), QStringLiteral("count"), QStringLiteral("absent")})
            || !r.string(o, pp, "card", &card))
            return error;
        if (!refs.contains(card) && !db.find(card))
            return r.fail(JsonReader::at(pp, "card"), QStringLiteral("neither a ref of this file nor a known card key"), card), error;
    }
    const QJsonValue events = expect.value(QStringLiteral("events"));
    if (!events.isUndefined()) {
        const QString ep = JsonReader::at(path, "events");
        if (!events.isObject() || !r.onlyKeys(events.toObject(), ep, {QStringLiteral("include"), QStringLiteral("exclude")}))
            return error.isEmpty() ? (r.fail(ep, QStringLiteral("expected {\"include\": [...], \"exclude\": [...]}"), events), error) : error;
        for (const char *kind : {"include", "exclude"}) {
            QJsonArray matchers;
            if (!r.array(events.toObject(), ep, kind, &matchers))
                return error;
            for (qsizetype i = 0; i < matchers.size(); ++i) {
                const QString mp = JsonReader::at(JsonReader::at(ep, kind), i);
                const QJsonObject m = matchers[i].toObject();
                if (!matchers[i].isObject() || m.isEmpty())
                    return r.fail(mp, QStringLiteral("expected an object with type, ruling, rule and/or text"), matchers[i]), error;
                if (!r.onlyKeys(m, mp, {QStringLiteral("type"), QStringLiteral("ruling"), QStringLiteral("rule"), QStringLiteral("text")}))
                    return error;
                if (m.contains(QStringLiteral("type"))) {
                    if (!Event::isTypeName(m.value(QStringLiteral("type")).toString()))
                        return r.fail(JsonReader::at(mp, "type"), QStringLiteral("unknown event type (see tests/scenarios/README.md)"), m.value(QStringLiteral("type"))), error;
                }
            }
        }
    }
    const QJsonValue stack = expect.value(QStringLiteral("stack"));
    if (!stack.isUndefined() && !stack.isArray())
        return r.fail(JsonReader::at(path, "stack"), QStringLiteral("expected an array of names, top first"), stack), error;
    return {};
}

void Checker::check(const QJsonObject &expect)
{
    static const QStringList known{QStringLiteral("designation"), QStringLiteral("turn"), QStringLiteral("step"),
        QStringLiteral("activePlayer"), QStringLiteral("priority"), QStringLiteral("life"), QStringLiteral("handSize"),
        QStringLiteral("zones"), QStringLiteral("permanents"), QStringLiteral("stack"), QStringLiteral("spellsCastThisTurn"),
        QStringLiteral("events"), QStringLiteral("gameOver"), QStringLiteral("winner")};
    for (auto it = expect.constBegin(); it != expect.constEnd(); ++it)
        if (!known.contains(it.key()) && badInput.isEmpty())
            badInput = QStringLiteral("expect.%1: unknown expectation; expected one of: %2 (%3)").arg(it.key(), known.join(QStringLiteral(", ")), shown(it.value()));
    if (expect.contains(QStringLiteral("designation")))
        same(QStringLiteral("expect.designation"), expect.value(QStringLiteral("designation")), dayNightName(s.designation));
    if (expect.contains(QStringLiteral("turn")))
        same(QStringLiteral("expect.turn"), expect.value(QStringLiteral("turn")), s.turnNumber);
    if (expect.contains(QStringLiteral("step")))
        same(QStringLiteral("expect.step"), expect.value(QStringLiteral("step")), stepName(s.step));
    auto name = [&](int p) { return p >= 0 ? QJsonValue(s.players[p].name) : QJsonValue(QJsonValue::Null); };
    if (expect.contains(QStringLiteral("activePlayer")))
        same(QStringLiteral("expect.activePlayer"), expect.value(QStringLiteral("activePlayer")), name(s.activePlayer));
    if (expect.contains(QStringLiteral("priority")))
        same(QStringLiteral("expect.priority"), expect.value(QStringLiteral("priority")), name(s.priorityPlayer));
    if (expect.contains(QStringLiteral("gameOver")))
        same(QStringLiteral("expect.gameOver"), expect.value(QStringLiteral("gameOver")), s.gameOver);
    if (expect.contains(QStringLiteral("winner")))
        same(QStringLiteral("expect.winner"), expect.value(QStringLiteral("winner")), name(s.winner));
    perPlayer(expect, "life", [&](int p) { return QJsonValue(s.players[p].life); });
    perPlayer(expect, "handSize", [&](int p) { return QJsonValue(int(s.players[p].hand.size())); });
    perPlayer(expect, "spellsCastThisTurn", [&](int p) { return QJsonValue(s.spellsCastThisTurn.value(p)); });
    const QJsonObject zones = expect.value(QStringLiteral("zones")).toObject();
    for (auto it = zones.constBegin(); it != zones.constEnd(); ++it) {
        const int p = player(it.key(), QStringLiteral("expect.zones.") + it.key());
        if (p < 0)
            continue;
        const QJsonObject z = it.value().toObject();
        const Player &pl = s.players[p];
        for (auto zt = z.constBegin(); zt != z.constEnd(); ++zt) {
            const QString path = QStringLiteral("expect.zones.%1.%2").arg(it.key(), zt.key());
            const QString zone = zt.key();
            if (zone == QLatin1String("hand"))
                same(path, zt.value(), keys(pl.hand));
            else if (zone == QLatin1String("graveyard"))
                same(path, zt.value(), keys(pl.graveyard));
            else if (zone == QLatin1String("exile"))
                same(path, zt.value(), keys(pl.exile));
            else if (zone == QLatin1String("library"))
                same(path, zt.value(), keys(pl.library));
            else if (badInput.isEmpty())
                badInput = QStringLiteral("%1: unknown zone; expected hand, graveyard, exile or library (%2)").arg(path, shown(zone));
        }
    }
    permanents(expect.value(QStringLiteral("permanents")).toArray());
    if (expect.contains(QStringLiteral("stack"))) {
        QJsonArray names; // top first
        for (auto it = s.stack.crbegin(); it != s.stack.crend(); ++it)
            names.append(g.definition(it->cardId).faces[it->face].name);
        same(QStringLiteral("expect.stack"), expect.value(QStringLiteral("stack")), names);
    }
    const QJsonObject ev = expect.value(QStringLiteral("events")).toObject();
    eventMatches(ev.value(QStringLiteral("include")).toArray(), true);
    eventMatches(ev.value(QStringLiteral("exclude")).toArray(), false);
}

} // namespace

ScenarioRun runScenario(const Scenario &sc)
{
    ScenarioRun run;
    Game game(sc.cards, sc.start);
    CardRefs refs = sc.refs;
    auto bad = [&](const QString &message) {
        run.code = ScenarioRun::BadInput;
        run.message = QStringLiteral("%1: %2").arg(sc.file, message);
        run.finalState = stateToJson(game.state(), sc.cards);
        return run;
    };
    // A recorded game: after each checkpoint's action the position must be the recorded one.
    qsizetype nextCheckpoint = 0;
    auto desynced = [&](qsizetype after) {
        if (nextCheckpoint >= sc.checkpoints.size() || sc.checkpoints[nextCheckpoint].after != after)
            return false;
        const QString now = stateHash(game.state(), sc.cards);
        if (now == sc.checkpoints[nextCheckpoint].hash) {
            ++nextCheckpoint;
            return false;
        }
        run.code = ScenarioRun::ExpectationFailed;
        run.failures.append(QStringLiteral("desync at action %1: the position after it differs from the recording "
                                           "($.checkpoints[%2]: recorded %3, now %4); the rules or the cards have changed since")
                                .arg(after).arg(nextCheckpoint).arg(sc.checkpoints[nextCheckpoint].hash, now));
        run.finalState = stateToJson(game.state(), sc.cards);
        return true;
    };
    for (qsizetype i = 0; i < sc.actions.size(); ++i) {
        if (desynced(i))
            return run;
        const QString path = QStringLiteral("$.actions[%1]").arg(i);
        if (!sc.actions[i].isObject())
            return bad(QStringLiteral("%1: expected an action object with \"do\" (%2)").arg(path, shown(sc.actions[i])));
        const QJsonObject o = sc.actions[i].toObject();
        if (o.value(QStringLiteral("do")).toString() == QLatin1String("passUntil")) {
            QString why;
            JsonReader r(&why);
            int turn = 0;
            QString stepText;
            Step step;
            if (!r.onlyKeys(o, path, {QStringLiteral("do"), QStringLiteral("turn"), QStringLiteral("step")})
                || !r.integer(o, path, "turn", &turn, true) || !r.string(o, path, "step", &stepText))
                return bad(why);
            if (!stepFromName(stepText, &step) || step == Step::Untap || step == Step::Cleanup)
                return bad(QStringLiteral("%1.step: expected a step where players get priority, e.g. \"upkeep\" (%2)").arg(path, shown(stepText)));
            for (int guard = 0; !(game.state().turnNumber == turn && game.state().step == step); ++guard) {
                if (game.state().turnNumber > turn || guard > 2000 || game.state().gameOver)
                    return bad(QStringLiteral("%1: the game never reached turn %2, %3 by passing").arg(path).arg(turn).arg(stepText));
                // Passing through combat declares no attackers and no blockers; any other
                // decision stops the run.
                const PendingDecision &d = game.state().decision;
                const bool combat = d.kind == PendingDecision::Kind::DeclareAttackers || d.kind == PendingDecision::Kind::DeclareBlockers;
                if (d.kind != PendingDecision::Kind::None && !combat)
                    return bad(QStringLiteral("%1: a decision is pending on the way (%2); answer it with \"choose\"").arg(path, d.prompt));
                const Result res = game.apply(combat ? Action::make(Action::Type::ChooseCards, d.player)
                                                     : Action::pass(game.state().priorityPlayer));
                if (!res.accepted)
                    return bad(QStringLiteral("%1: passing was refused on the way: %2").arg(path, res.reason));
                run.events += res.events;
            }
            continue;
        }
        Action action;
        QString why;
        if (!scenarioAction(o, path, game, refs, &action, &why))
            return bad(why);
        const int cardsBefore = int(game.state().cards.size());
        const Result res = game.apply(action);
        if (!res.accepted)
            return bad(QStringLiteral("%1: illegal action: %2").arg(path, res.reason));
        run.events += res.events;
        // "put" and "add" cards may carry refs: the engine creates them in order.
        if (action.type == Action::Type::AddCard && o.contains(QStringLiteral("ref")))
            refs.insert(o.value(QStringLiteral("ref")).toString(), cardsBefore);
        if (action.type == Action::Type::PutOntoBattlefield) {
            const QJsonArray cards = o.value(QStringLiteral("cards")).toArray();
            for (qsizetype k = 0; k < cards.size(); ++k) {
                const QString ref = cards[k].toObject().value(QStringLiteral("ref")).toString();
                if (!ref.isEmpty())
                    refs.insert(ref, cardsBefore + int(k));
            }
        }
    }
    if (desynced(sc.actions.size()))
        return run;
    const QString shape = expectShapeError(sc.expect, sc.cards, refs);
    if (!shape.isEmpty())
        return bad(shape);
    Checker checker(game, refs, run.events);
    checker.check(sc.expect);
    run.finalState = stateToJson(game.state(), sc.cards);
    if (!checker.badInput.isEmpty())
        return bad(QStringLiteral("$.") + checker.badInput);
    run.failures = checker.failures;
    run.code = run.failures.isEmpty() ? ScenarioRun::Passed : ScenarioRun::ExpectationFailed;
    return run;
}

} // namespace rules
