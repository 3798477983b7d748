// Comparing a scenario's expectations with a game (tests/scenarios/README.md, "expect"); their
// shape is checked first (expectationshape.cpp).
#include "expectations.h"

#include "jsonreader.h"

#include <QJsonDocument>
#include <algorithm>
#include <functional>

namespace rules {

namespace {

// A value as the file writes it, with every character that could hide or disguise it escaped
// (rules::printable): a failure quotes the file's values and names.
QString shown(const QJsonValue &v) { return printable(JsonReader::shown(v)); }

// Whether `e` matches an event matcher: every field it gives (type, ruling, rule, text substring).
bool matches(const Event &e, const QJsonObject &want)
{
    if (want.contains(QStringLiteral("type")) && Event::typeName(e.type) != want.value(QStringLiteral("type")).toString())
        return false;
    if (want.contains(QStringLiteral("ruling")) && e.ruling != want.value(QStringLiteral("ruling")).toInt())
        return false;
    if (want.contains(QStringLiteral("rule")) && e.rule != want.value(QStringLiteral("rule")).toString())
        return false;
    return !want.contains(QStringLiteral("text")) || e.text.contains(want.value(QStringLiteral("text")).toString());
}

// A matcher as the file wrote it, without its "count", for messages.
QString matcherText(QJsonObject want)
{
    want.remove(QStringLiteral("count"));
    return printable(QString::fromUtf8(QJsonDocument(want).toJson(QJsonDocument::Compact)));
}

// Compares expectations with the game and collects readable differences.
class Checker
{
public:
    Checker(const Game &g, const QString &path, const QString &label, const CardRefs &refs, const Events &events)
        : g(g), s(g.state()), path(path), label(label), refs(refs), happened(events) {}
    QStringList failures;
    QString badInput; // a player the game does not have

    void check(const QJsonObject &expect);

private:
    QString at(const char *key) const { return label + QLatin1Char('.') + QLatin1String(key); }
    void same(const QString &where, const QJsonValue &expected, const QJsonValue &actual)
    {
        if (expected != actual)
            failures.append(QStringLiteral("%1: expected %2, got %3").arg(where, shown(expected), shown(actual)));
    }
    // Compares field `key` of `o`, if it gives one, with `actual`; `where` names `o` in messages.
    void field(const QJsonObject &o, const QString &where, const char *key, const QJsonValue &actual)
    {
        if (o.contains(QLatin1String(key)))
            same(where + QLatin1Char('.') + QLatin1String(key), o.value(QLatin1String(key)), actual);
    }
    // `where` is relative to the expectations' own path and label: "life.Bob".
    int player(const QString &name, const QString &where)
    {
        for (int i = 0; i < s.players.size(); ++i)
            if (s.players[i].name == name)
                return i;
        if (badInput.isEmpty())
            badInput = QStringLiteral("%1.%2: expected a player name (%3)").arg(path, where, shown(name));
        return -1;
    }
    QJsonValue name(int p) const { return p >= 0 ? QJsonValue(s.players[p].name) : QJsonValue(QJsonValue::Null); }
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
            const QString where = QStringLiteral("%1.%2").arg(QLatin1String(key), it.key());
            const int p = player(it.key(), where);
            if (p >= 0)
                same(label + QLatin1Char('.') + where, it.value(), actual(p));
        }
    }
    // "face": "front", "back" or the name of the face that is up.
    void face(const QJsonObject &o, const QString &where, bool backFaceUp, const QString &faceName)
    {
        const QString want = o.value(QStringLiteral("face")).toString();
        if (want == QLatin1String("front") || want == QLatin1String("back"))
            field(o, where, "face", backFaceUp ? QStringLiteral("back") : QStringLiteral("front"));
        else
            field(o, where, "face", faceName);
    }
    void zones(const QJsonObject &zones);
    void permanents(const QJsonArray &list);
    void permanent(const QString &where, const QJsonObject &e, const Permanent &p);
    void stack(const QJsonArray &list);
    void decision(const QJsonValue &want);
    void decisionOptions(const QJsonArray &want);
    void events(const QJsonObject &want);
    void eventSequence(const QJsonArray &list);

    const Game &g;
    const GameState &s;
    const QString path;
    const QString label;
    const CardRefs &refs;
    const Events &happened;
};

void Checker::zones(const QJsonObject &zones)
{
    for (auto it = zones.constBegin(); it != zones.constEnd(); ++it) {
        const int p = player(it.key(), QStringLiteral("zones.") + it.key());
        if (p < 0)
            continue;
        const QJsonObject z = it.value().toObject();
        const Player &pl = s.players[p];
        for (auto zt = z.constBegin(); zt != z.constEnd(); ++zt) {
            const QString where = QStringLiteral("%1.zones.%2.%3").arg(label, it.key(), zt.key());
            const QString zone = zt.key();
            same(where, zt.value(), keys(zone == QLatin1String("hand") ? pl.hand
                                         : zone == QLatin1String("graveyard") ? pl.graveyard
                                         : zone == QLatin1String("exile") ? pl.exile : pl.library));
        }
    }
}

void Checker::permanents(const QJsonArray &list)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString where = QStringLiteral("%1.permanents[%2]").arg(label).arg(i);
        const QJsonObject e = list[i].toObject();
        const QString card = e.value(QStringLiteral("card")).toString();
        int controller = -1;
        if (e.contains(QStringLiteral("controller"))) {
            controller = player(e.value(QStringLiteral("controller")).toString(), QStringLiteral("permanents[%1].controller").arg(i));
            if (controller < 0)
                continue;
        }
        QList<const Permanent *> found;
        for (const Permanent &p : s.battlefield) {
            const bool byRef = refs.contains(card) && refs.value(card) == p.cardId;
            const bool byKey = !refs.contains(card) && s.cards[p.cardId].key == card;
            if ((byRef || byKey) && (controller < 0 || p.controller == controller))
                found.append(&p);
        }
        if (e.contains(QStringLiteral("count")))
            same(where + QStringLiteral(".count"), e.value(QStringLiteral("count")), int(found.size()));
        if (e.value(QStringLiteral("absent")).toBool()) {
            if (!found.isEmpty())
                failures.append(QStringLiteral("%1: expected no %2 on the battlefield, found %3").arg(where, shown(card)).arg(found.size()));
            continue;
        }
        if (found.isEmpty()) {
            failures.append(QStringLiteral("%1: expected %2 on the battlefield, found none").arg(where, shown(card)));
            continue;
        }
        permanent(where, e, *found.first());
    }
}

void Checker::permanent(const QString &where, const QJsonObject &e, const Permanent &p)
{
    const Characteristics ch = g.characteristics(p);
    face(e, where, p.backFaceUp, g.face(p).name);
    field(e, where, "tapped", p.tapped);
    field(e, where, "power", ch.power);
    field(e, where, "toughness", ch.toughness);
    field(e, where, "damage", p.damage);
    field(e, where, "colors", g.colors(p));
    field(e, where, "manaValue", g.manaValue(p.cardId));
    QJsonObject counters;
    for (auto it = p.counters.cbegin(); it != p.counters.cend(); ++it)
        counters.insert(it.key(), it.value());
    field(e, where, "counters", counters);
    if (e.contains(QStringLiteral("keywords"))) {
        // A set: order and case do not matter ("trample" is Trample); printed and granted alike.
        auto normal = [](QStringList list) {
            for (QString &k : list)
                k = k.toLower();
            list.sort();
            list.removeDuplicates();
            return list;
        };
        QStringList want;
        for (const QJsonValue &k : e.value(QStringLiteral("keywords")).toArray())
            want.append(k.toString());
        const QStringList actual = ch.keywords();
        if (normal(want) != normal(actual))
            failures.append(QStringLiteral("%1.keywords: expected %2, got %3")
                                .arg(where, shown(QJsonArray::fromStringList(want)), shown(QJsonArray::fromStringList(actual))));
    }
}

void Checker::stack(const QJsonArray &list)
{
    // The names first (as a plain list of names always did), then each object's other fields.
    QList<const StackObject *> objects; // top first
    QJsonArray names, wanted;
    for (auto it = s.stack.crbegin(); it != s.stack.crend(); ++it) {
        objects.append(&*it);
        names.append(g.definition(it->cardId).faces[it->face].name);
    }
    for (const QJsonValue &v : list)
        wanted.append(v.isObject() ? v.toObject().value(QStringLiteral("name")) : v);
    if (wanted != names) {
        same(at("stack"), wanted, names);
        return;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject e = list[i].toObject();
        const StackObject &so = *objects[i];
        const CardDefinition &def = g.definition(so.cardId);
        const QString where = QStringLiteral("%1.stack[%2]").arg(label).arg(i);
        face(e, where, so.face == 1, def.faces[so.face].name);
        // An ability has no mana cost and no colour; a spell's X is its chosen value (CR 202.3e).
        field(e, where, "manaValue", so.isAbility ? 0 : g.manaValue(so.cardId) + def.front().manaCost.xCount * so.amount);
        field(e, where, "colors", so.isAbility ? QString() : def.faces[so.face].colors());
        field(e, where, "controller", name(so.controller));
    }
}

void Checker::decision(const QJsonValue &want)
{
    const PendingDecision &d = s.decision;
    const QString where = at("decision");
    if (want.isNull() || d.kind == PendingDecision::Kind::None) {
        if (want.isNull() && d.kind != PendingDecision::Kind::None)
            failures.append(QStringLiteral("%1: expected no pending decision, got one (%2)").arg(where, shown(d.prompt)));
        else if (!want.isNull())
            failures.append(QStringLiteral("%1: expected a pending decision, none is pending").arg(where));
        return;
    }
    const QJsonObject w = want.toObject();
    QString kind;
    for (const auto &k : decisionKindNames())
        if (k.first == d.kind)
            kind = k.second;
    field(w, where, "kind", kind);
    field(w, where, "player", name(d.player));
    if (w.contains(QStringLiteral("options")))
        decisionOptions(w.value(QStringLiteral("options")).toArray());
}

void Checker::decisionOptions(const QJsonArray &want)
{
    // What each option is: a label (a choice in words), a player, "none" (no target for an "up
    // to one"), or a card (in hand, on the battlefield, on the stack or in a graveyard), which a
    // ref, its key or the name of its face up may name.
    struct Option {
        int cardId = -1;
        QStringList names; // player name, label, or card key and face name
        QString shown;
        bool used = false;
    };
    const PendingDecision &d = s.decision;
    QList<Option> options;
    for (qsizetype i = 0; i < d.options.size(); ++i) {
        const int o = d.options[i];
        Option option;
        if (d.kind == PendingDecision::Kind::ChooseOption) {
            option.names = QStringList{d.labels.value(i)};
        } else if (d.kind == PendingDecision::Kind::ChooseTarget && o < 0) {
            option.names = QStringList{s.players.value(-o - 1).name};
        } else if (d.kind == PendingDecision::Kind::ChooseTarget && o == 0) {
            option.names = QStringList{QStringLiteral("none")}; // "up to one": no target
        } else if (d.kind == PendingDecision::Kind::ChooseTarget && isGraveyardCardTarget(o) && cardOfTarget(o) < s.cards.size()) {
            option.cardId = cardOfTarget(o); // a card in a graveyard
            option.names = QStringList{s.cards[option.cardId].key, g.definition(option.cardId).front().name};
        } else if (d.kind == PendingDecision::Kind::DiscardToHandSize || d.kind == PendingDecision::Kind::DiscardCards) {
            option.cardId = o;
            option.names = QStringList{s.cards[o].key, g.definition(o).front().name};
        } else if (const Permanent *p = s.permanent(o)) {
            option.cardId = p->cardId;
            option.names = QStringList{s.cards[p->cardId].key, g.face(*p).name};
        } else {
            for (const StackObject &so : s.stack)
                if (so.objectId == o) {
                    option.cardId = so.cardId;
                    option.names = QStringList{s.cards[so.cardId].key, g.definition(so.cardId).faces[so.face].name};
                }
        }
        option.shown = option.names.value(0);
        if (option.cardId >= 0) // a ref shows it best (the first in order, for the same message every run)
            for (auto it = refs.constBegin(); it != refs.constEnd(); ++it)
                if (it.value() == option.cardId && (option.shown == option.names.value(0) || it.key() < option.shown))
                    option.shown = it.key();
        options.append(option);
    }
    // Order does not matter. A ref names one card, so refs are matched first; a key, a name or a
    // label then takes any option it fits that is left.
    QList<bool> matched(want.size(), false);
    for (int pass = 0; pass < 2; ++pass)
        for (qsizetype i = 0; i < want.size(); ++i) {
            const QString w = want[i].toString();
            if (matched[i] || (pass == 0 && !refs.contains(w)))
                continue;
            for (Option &o : options)
                if (!o.used && (pass == 0 ? o.cardId >= 0 && o.cardId == refs.value(w) : o.names.contains(w))) {
                    o.used = matched[i] = true;
                    break;
                }
        }
    if (!matched.contains(false) && options.size() == want.size())
        return;
    QJsonArray actual;
    for (const Option &o : options)
        actual.append(o.shown);
    failures.append(QStringLiteral("%1.options: expected %2, got %3").arg(at("decision"), shown(want), shown(actual)));
}

void Checker::events(const QJsonObject &want)
{
    auto count = [&](const QJsonObject &matcher) {
        return std::count_if(happened.cbegin(), happened.cend(), [&](const Event &e) { return matches(e, matcher); });
    };
    const QString where = at("events");
    const QJsonArray include = want.value(QStringLiteral("include")).toArray();
    for (qsizetype i = 0; i < include.size(); ++i)
        if (count(include[i].toObject()) == 0)
            failures.append(QStringLiteral("%1.include[%2]: expected an event matching %3, none happened").arg(where).arg(i).arg(matcherText(include[i].toObject())));
    const QJsonArray exclude = want.value(QStringLiteral("exclude")).toArray();
    for (qsizetype i = 0; i < exclude.size(); ++i)
        if (const auto n = count(exclude[i].toObject()))
            failures.append(QStringLiteral("%1.exclude[%2]: expected no event matching %3, %4 happened").arg(where).arg(i).arg(matcherText(exclude[i].toObject())).arg(n));
    const QJsonArray counted = want.value(QStringLiteral("count")).toArray();
    for (qsizetype i = 0; i < counted.size(); ++i) {
        const QJsonObject m = counted[i].toObject();
        const auto n = count(m);
        if (n != m.value(QStringLiteral("count")).toInt())
            failures.append(QStringLiteral("%1.count[%2]: expected %3 events matching %4, %5 happened")
                                .arg(where).arg(i).arg(m.value(QStringLiteral("count")).toInt()).arg(matcherText(m)).arg(n));
    }
    eventSequence(want.value(QStringLiteral("sequence")).toArray());
}

void Checker::eventSequence(const QJsonArray &list)
{
    // In this order, not necessarily adjacent: each match is looked for after the previous one.
    qsizetype from = 0;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject m = list[i].toObject();
        const auto next = std::find_if(happened.cbegin() + from, happened.cend(), [&](const Event &e) { return matches(e, m); });
        if (next != happened.cend()) {
            from = next - happened.cbegin() + 1;
            continue;
        }
        const QString where = QStringLiteral("%1.sequence[%2]").arg(at("events")).arg(i);
        if (i == 0)
            failures.append(QStringLiteral("%1: expected an event matching %2, none happened").arg(where, matcherText(m)));
        else
            failures.append(QStringLiteral("%1: expected an event matching %2 after the one matching sequence[%3] (event %4 of %5), none followed")
                                .arg(where, matcherText(m)).arg(i - 1).arg(from).arg(happened.size()));
        return;
    }
}

void Checker::check(const QJsonObject &expect)
{
    field(expect, label, "designation", dayNightName(s.designation));
    field(expect, label, "turn", s.turnNumber);
    field(expect, label, "step", stepName(s.step));
    field(expect, label, "activePlayer", name(s.activePlayer));
    field(expect, label, "priority", name(s.priorityPlayer));
    field(expect, label, "gameOver", s.gameOver);
    field(expect, label, "winner", name(s.winner));
    perPlayer(expect, "life", [&](int p) { return QJsonValue(s.players[p].life); });
    perPlayer(expect, "handSize", [&](int p) { return QJsonValue(int(s.players[p].hand.size())); });
    perPlayer(expect, "spellsCastThisTurn", [&](int p) { return QJsonValue(s.spellsCastThisTurn.value(p)); });
    perPlayer(expect, "hasLost", [&](int p) { return QJsonValue(s.players[p].hasLost); });
    zones(expect.value(QStringLiteral("zones")).toObject());
    permanents(expect.value(QStringLiteral("permanents")).toArray());
    if (expect.contains(QStringLiteral("stack")))
        stack(expect.value(QStringLiteral("stack")).toArray());
    if (expect.contains(QStringLiteral("decision")))
        decision(expect.value(QStringLiteral("decision")));
    events(expect.value(QStringLiteral("events")).toObject());
}

} // namespace

ExpectationCheck checkExpectations(const QJsonObject &expect, const QString &path, const QString &label, const Game &game,
                                   const CardRefs &refs, const Events &events)
{
    ExpectationCheck result;
    QStringList players;
    for (const Player &p : game.state().players)
        players.append(p.name);
    result.badInput = expectationShapeError(expect, path, game.cards(), refs, players);
    if (!result.badInput.isEmpty())
        return result;
    Checker checker(game, path, label, refs, events);
    checker.check(expect);
    if (!checker.badInput.isEmpty())
        result.badInput = checker.badInput;
    else
        result.failures = checker.failures;
    return result;
}

} // namespace rules
