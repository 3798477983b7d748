// Test helper: builds game positions by hand, the way a scenario file will.
#pragma once

#include "game.h"

#include <QJsonDocument>
#include <QTest>

#include <source_location>

namespace testing {

/// The card pool plus "test-instant": Test Instant, {U}, an instant with no abilities. Tests
/// that only need "a spell was cast" use it, so no choice (surveil, targets) gets in the way.
inline const rules::CardDatabase &testDatabase()
{
    static const rules::CardDatabase db = [] {
        rules::CardDatabase d = rules::CardDatabase::builtIn();
        QString error;
        const bool ok = d.add(QJsonDocument::fromJson(R"({"schema": 1, "key": "test-instant", "layout": "normal",
            "faces": [{"name": "Test Instant", "manaCost": "{U}", "types": ["Instant"], "oracleText": "", "abilities": []}]})").object(),
                              QStringLiteral("test-instant"), &error);
        Q_ASSERT_X(ok, "testDatabase", qPrintable(error));
        Q_UNUSED(ok);
        return d;
    }();
    return db;
}

/// A two- (or more-) player position at turn 3, Alice active in her precombat main phase with
/// priority, libraries of 20 Forests each, nothing else anywhere.
inline rules::GameState basePosition(rules::DayNight designation = rules::DayNight::Neither, int players = 2)
{
    using namespace rules;
    GameState s;
    static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")};
    for (int i = 0; i < players; ++i) {
        Player p;
        p.name = names[i];
        s.players.append(p);
        s.spellsCastThisTurn.append(0);
        s.spellsCastLastTurn.append(0);
    }
    for (int i = 0; i < players; ++i)
        for (int n = 0; n < 20; ++n) {
            s.cards.append({int(s.cards.size()), QStringLiteral("forest"), i, false});
            s.players[i].library.append(s.cards.last().id);
        }
    s.turnNumber = 3;
    s.activePlayer = 0;
    s.previousTurnActivePlayer = players - 1;
    s.step = Step::PrecombatMain;
    s.priorityPlayer = 0;
    s.designation = designation;
    s.nextObjectId = 1000;
    s.seed = 1;
    s.rng.seed(1);
    return s;
}

/// Puts a new card `key` into `player`'s hand; returns its card id.
inline int addToHand(rules::GameState &s, int player, const QString &key)
{
    s.cards.append({int(s.cards.size()), key, player, false});
    s.players[player].hand.append(s.cards.last().id);
    return s.cards.last().id;
}

/// Puts a new permanent `key` onto the battlefield directly (no rules run); returns its object id.
inline int addPermanent(rules::GameState &s, int player, const QString &key, bool backFaceUp = false, bool tapped = false)
{
    s.cards.append({int(s.cards.size()), key, player, false});
    rules::Permanent p;
    p.objectId = s.nextObjectId++;
    p.cardId = s.cards.last().id;
    p.controller = player;
    p.backFaceUp = backFaceUp;
    p.tapped = tapped;
    p.summoningSick = false;
    s.battlefield.append(p);
    return p.objectId;
}

inline void addLands(rules::GameState &s, int player, const QString &key, int count)
{
    for (int i = 0; i < count; ++i)
        addPermanent(s, player, key);
}

/// Fails the running test at `where` (the caller's line) with `message` (QTest::qFail: the failure
/// is recorded whether or not ctest reads the output). Like every QTest failure it does not leave
/// the test function: a helper that fails goes on to its end, and the test after it checks
/// QTest::currentTestFailed() (CHECKED) before it reads what the helper should have done.
inline void failHere(const QString &message, const std::source_location &where)
{
    QTest::qFail(qPrintable(message), where.file_name(), int(where.line()));
}

/// Applies `action`, which the test needs accepted, and returns the engine's result; a refusal
/// fails the test at the line of the APPLY, naming the action and the engine's reason.
#define APPLY(game, action) testing::applyAccepted((game), (action), QStringLiteral(#action))

inline rules::Result applyAccepted(rules::Game &game, const rules::Action &action, const QString &what,
                                   const std::source_location where = std::source_location::current())
{
    rules::Result r = game.apply(action);
    if (!r.accepted)
        failHere(QStringLiteral("%1 was refused: %2").arg(what, r.reason), where);
    return r;
}

/// Runs `call` (a helper that may fail the test: APPLY, passUntil, eventOf...) and leaves the
/// calling test function at once if the test has failed, as QVERIFY would.
#define CHECKED(call)                                                                              \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

/// Name of the face up of the permanent with this card key (first found), or "" if none.
inline QString faceOf(const rules::Game &g, const QString &key)
{
    for (const auto &p : g.state().battlefield)
        if (g.state().cards[p.cardId].key == key)
            return g.face(p).name;
    return {};
}

/// Counts events of a type in a result.
inline int count(const rules::Events &events, rules::Event::Type t)
{
    int n = 0;
    for (const auto &e : events)
        n += e.type == t ? 1 : 0;
    return n;
}

/// Index of the first event of a type, or -1.
inline int indexOf(const rules::Events &events, rules::Event::Type t)
{
    for (int i = 0; i < events.size(); ++i)
        if (events[i].type == t)
            return i;
    return -1;
}

/// The index of the first event of type `t` in `events`. When there is none the test fails at the
/// caller's line, naming the type, and -1 is returned (compare indices only when
/// QTest::currentTestFailed() is false).
inline int requireIndexOf(const rules::Events &events, rules::Event::Type t,
                          const std::source_location where = std::source_location::current())
{
    const int i = indexOf(events, t);
    if (i < 0)
        failHere(QStringLiteral("no %1 event among the %2 events").arg(rules::Event::typeName(t)).arg(events.size()), where);
    return i;
}

/// The first event of type `t` in `events`. When there is none the test fails at the caller's
/// line, naming the type, and an empty event is returned (no text, no rule, ruling 0), so the
/// caller reads values that fail its checks instead of memory past the list.
inline const rules::Event &eventOf(const rules::Events &events, rules::Event::Type t,
                                   const std::source_location where = std::source_location::current())
{
    static const rules::Event none{};
    const int i = requireIndexOf(events, t, where);
    return i < 0 ? none : events[i];
}

/// Passing, or declaring no attackers / no blockers when combat asks (passing through combat).
inline rules::Action noCombatOrPass(const rules::Game &g)
{
    using K = rules::PendingDecision::Kind;
    const auto &d = g.state().decision;
    if (d.kind == K::DeclareAttackers || d.kind == K::DeclareBlockers)
        return rules::Action::make(rules::Action::Type::ChooseCards, d.player);
    return rules::Action::pass(g.state().priorityPlayer);
}

/// Passes priority for whoever holds it (declaring no attackers or blockers) until the game
/// reaches `step` of turn `turn`. Returns all the events that happened. A refused pass, or 500
/// passes without reaching the step, fails the test at the caller's line (failHere()).
inline rules::Events passUntil(rules::Game &g, int turn, rules::Step step,
                               const std::source_location where = std::source_location::current())
{
    rules::Events all;
    for (int i = 0; i < 500; ++i) {
        if (g.state().turnNumber == turn && g.state().step == step)
            return all;
        const rules::Result r = g.apply(noCombatOrPass(g));
        if (!r.accepted) {
            failHere(QStringLiteral("passUntil(turn %1, %2): a pass was refused: %3").arg(turn).arg(rules::stepName(step), r.reason), where);
            return all;
        }
        all += r.events;
    }
    failHere(QStringLiteral("passUntil: turn %1, %2 not reached after 500 passes (now turn %3, %4)")
                 .arg(turn).arg(rules::stepName(step)).arg(g.state().turnNumber).arg(rules::stepName(g.state().step)),
             where);
    return all;
}

/// Whoever must act: answer a decision with the first options; in a main phase with an empty
/// stack play the first playable land; otherwise cast the first castable spell; otherwise pass.
inline rules::Action greedyAction(const rules::Game &g)
{
    using namespace rules;
    const GameState &s = g.state();
    if (s.decision.kind != PendingDecision::Kind::None) {
        Action a = Action::make(Action::Type::ChooseCards, s.decision.player);
        const bool one = s.decision.kind == PendingDecision::Kind::LegendRule || s.decision.kind == PendingDecision::Kind::ChooseTarget
                         || s.decision.kind == PendingDecision::Kind::ChooseOption;
        const int wanted = one ? 1 : s.decision.count;
        a.choices = s.decision.options.mid(0, wanted);
        return a;
    }
    const int p = s.priorityPlayer;
    if ((s.step == Step::PrecombatMain || s.step == Step::PostcombatMain) && s.stack.isEmpty())
        for (int card : s.players[p].hand)
            if (g.whyNot(Action::playLand(p, card)).isEmpty())
                return Action::playLand(p, card);
    for (int card : s.players[p].hand) // spells without targets only: the games stay as they were written
        if (g.spellTargets(card).isEmpty() && g.whyNot(Action::cast(p, card)).isEmpty())
            return Action::cast(p, card);
    return Action::pass(p);
}

} // namespace testing
