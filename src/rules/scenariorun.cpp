// Running a scenario: actions in order, then the expectations (tests/scenarios/README.md).
#include "expectations.h"
#include "jsonreader.h"
#include "scenario.h"

namespace rules {

namespace {

QString shown(const QJsonValue &v) { return JsonReader::shown(v); }

} // namespace

void addCreatedRefs(const QJsonObject &json, const Action &action, int cardsBefore, CardRefs *refs)
{
    if (action.type == Action::Type::AddCard && json.contains(QStringLiteral("ref")))
        refs->insert(json.value(QStringLiteral("ref")).toString(), cardsBefore);
    if (action.type == Action::Type::PutOntoBattlefield) {
        const QJsonArray cards = json.value(QStringLiteral("cards")).toArray();
        for (qsizetype k = 0; k < cards.size(); ++k)
            if (const QString ref = cards[k].toObject().value(QStringLiteral("ref")).toString(); !ref.isEmpty())
                refs->insert(ref, cardsBefore + int(k));
    }
}

Action passingThroughCombat(const Game &game)
{
    const PendingDecision &d = game.state().decision;
    Action a = Action::make(Action::Type::ChooseCards, d.player);
    if (d.kind == PendingDecision::Kind::DeclareAttackers)
        a.choices = game.requiredAttackers();
    return a;
}

QString playScenarioAction(const QJsonValue &value, const QString &path, Game &game, CardRefs *refs, Events *events)
{
    if (!value.isObject())
        return QStringLiteral("%1: expected an action object with \"do\" (%2)").arg(path, shown(value));
    const QJsonObject o = value.toObject();
    if (o.value(QStringLiteral("do")).toString() == QLatin1String("passUntil")) {
        QString why;
        JsonReader r(&why);
        int turn = 0;
        QString stepText;
        Step step;
        if (!r.onlyKeys(o, path, {QStringLiteral("do"), QStringLiteral("turn"), QStringLiteral("step")})
            || !r.integer(o, path, "turn", &turn, true) || !r.string(o, path, "step", &stepText))
            return why;
        if (!stepFromName(stepText, &step) || step == Step::Untap || step == Step::Cleanup)
            return QStringLiteral("%1.step: expected a step where players get priority, e.g. \"upkeep\" (%2)").arg(path, shown(stepText));
        for (int guard = 0; !(game.state().turnNumber == turn && game.state().step == step); ++guard) {
            if (game.state().turnNumber > turn || guard > 2000 || game.state().gameOver)
                return QStringLiteral("%1: the game never reached turn %2, %3 by passing (it is turn %4, %5%6)")
                    .arg(path).arg(turn).arg(stepText).arg(game.state().turnNumber)
                    .arg(stepName(game.state().step), game.state().gameOver ? QStringLiteral(", the game is over") : QString());
            // Passing through combat declares no blockers, and no attackers but those that
            // attack each combat if able (CR 508.1d); any other decision stops the run.
            const PendingDecision &d = game.state().decision;
            const bool combat = d.kind == PendingDecision::Kind::DeclareAttackers || d.kind == PendingDecision::Kind::DeclareBlockers;
            if (d.kind != PendingDecision::Kind::None && !combat)
                return QStringLiteral("%1: a decision is pending on the way (%2); answer it with \"choose\"").arg(path, d.prompt);
            const Result res = game.apply(combat ? passingThroughCombat(game) : Action::pass(game.state().priorityPlayer));
            if (!res.accepted)
                return QStringLiteral("%1: passing was refused on the way: %2").arg(path, res.reason);
            *events += res.events;
        }
        return {};
    }
    Action action;
    QString why;
    if (!scenarioAction(o, path, game, *refs, &action, &why))
        return why;
    const int cardsBefore = int(game.state().cards.size());
    const Result res = game.apply(action);
    if (!res.accepted)
        return QStringLiteral("%1: illegal action: %2").arg(path, res.reason);
    *events += res.events;
    addCreatedRefs(o, action, cardsBefore, refs);
    return {};
}

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
            run.checkpointHashes.insert(after, now);
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
    // Expectations at checkpoints (issue 10): after action N, over the events so far.
    qsizetype nextExpectation = 0;
    auto checkpointExpectations = [&](qsizetype played) {
        for (; nextExpectation < sc.expectAfter.size() && sc.expectAfter[nextExpectation].after == played; ++nextExpectation) {
            const Scenario::ExpectAfter &point = sc.expectAfter[nextExpectation];
            const ExpectationCheck c = checkExpectations(point.expect,
                                                         point.where.isEmpty() ? QStringLiteral("$.expectAfter[%1].expect").arg(nextExpectation) : point.where,
                                                         point.where.isEmpty() ? QStringLiteral("expectAfter[%1] (after action %2)").arg(nextExpectation).arg(played)
                                                                               : QStringLiteral("%1 (after action %2)").arg(point.where.mid(2)).arg(played),
                                                         game, refs, run.events);
            if (!c.badInput.isEmpty())
                return bad(c.badInput), false;
            run.failures += c.failures;
        }
        return true;
    };
    // A lesson's "what if"s start where their step does: the position there is kept (a value
    // that shares what is unchanged) so each plays only its own actions afterwards.
    QList<WhatIfStart> whatIfs;
    qsizetype nextStep = 0;
    const QList<LessonStep> &steps = sc.lesson.steps;
    auto keepWhatIfStarts = [&](qsizetype played) {
        for (; nextStep < steps.size() && steps[nextStep].firstAction == played; ++nextStep)
            if (steps[nextStep].whatIf)
                whatIfs.append({int(nextStep), game.state(), refs, run.events.size()});
    };
    for (qsizetype i = 0; i < sc.actions.size(); ++i) {
        if (desynced(i))
            return run;
        if (!checkpointExpectations(i))
            return run;
        keepWhatIfStarts(i);
        if (const QString why = playScenarioAction(sc.actions[i], sc.actionPath(int(i)), game, &refs, &run.events); !why.isEmpty())
            return bad(why);
    }
    if (desynced(sc.actions.size()) || !checkpointExpectations(sc.actions.size()))
        return run;
    keepWhatIfStarts(sc.actions.size());
    const ExpectationCheck final = checkExpectations(sc.expect, QStringLiteral("$.expect"), QStringLiteral("expect"), game, refs, run.events);
    if (!final.badInput.isEmpty())
        return bad(final.badInput);
    run.finalState = stateToJson(game.state(), sc.cards);
    run.failures += final.failures;
    run.code = run.failures.isEmpty() ? ScenarioRun::Passed : ScenarioRun::ExpectationFailed;
    checkWhatIfs(sc, whatIfs, &run); // a lesson's other outcomes (lesson.h)
    return run;
}

} // namespace rules
