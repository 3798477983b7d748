// Reading a lesson's steps and checking its "what if"s (lesson.h).
#include "lesson.h"

#include "cardkeys.h"
#include "expectations.h"
#include "jsonreader.h"
#include "scenario.h"

#include <algorithm>

namespace rules {

namespace {

/// One highlight target: {"permanent": key, "controller"?: name} | {"player": name} |
/// {"stack": "top"|"all"} | {"log": type} | {"indicator": true}. `arrow` allows the arrow form.
bool readTarget(JsonReader &r, const QJsonValue &value, const QString &path, const Scenario &sc, bool arrow)
{
    static const QString shape = QStringLiteral("expected {\"permanent\": card key}, {\"player\": name}, {\"stack\": \"top\" or \"all\"}, "
                                                "{\"log\": event type}, {\"indicator\": true}");
    if (!value.isObject())
        return r.fail(path, arrow ? shape + QStringLiteral(" or {\"arrow\": {\"from\": ..., \"to\": ...}}") : shape, value);
    const QJsonObject o = value.toObject();
    const QStringList players = [&] {
        QStringList names;
        for (const Player &p : sc.start.players)
            names.append(p.name);
        return names;
    }();
    auto player = [&](const char *key, bool required) {
        QString name;
        if (!r.string(o, path, key, &name, required))
            return false;
        if ((required || o.contains(QLatin1String(key))) && !players.contains(name))
            return r.fail(JsonReader::at(path, key), QStringLiteral("no such player; the players are %1").arg(players.join(QStringLiteral(", "))), name);
        return true;
    };
    if (o.contains(QStringLiteral("permanent"))) {
        QString key;
        if (!r.onlyKeys(o, path, {QStringLiteral("permanent"), QStringLiteral("controller")}) || !r.string(o, path, "permanent", &key)
            || !player("controller", false))
            return false;
        if (!sc.cards.find(key))
            return r.fail(JsonReader::at(path, "permanent"), QStringLiteral("unknown card key") + didYouMeanCard(sc.cards, key), key);
        return true;
    }
    if (o.contains(QStringLiteral("player")))
        return r.onlyKeys(o, path, {QStringLiteral("player")}) && player("player", true);
    if (o.contains(QStringLiteral("stack"))) {
        QString which;
        if (!r.onlyKeys(o, path, {QStringLiteral("stack")}) || !r.string(o, path, "stack", &which))
            return false;
        if (which != QLatin1String("top") && which != QLatin1String("all"))
            return r.fail(JsonReader::at(path, "stack"), QStringLiteral("expected \"top\" or \"all\""), which);
        return true;
    }
    if (o.contains(QStringLiteral("log"))) {
        QString type;
        if (!r.onlyKeys(o, path, {QStringLiteral("log")}) || !r.string(o, path, "log", &type))
            return false;
        if (!Event::isTypeName(type))
            return r.fail(JsonReader::at(path, "log"), QStringLiteral("unknown event type, e.g. \"dayNightChanged\" or \"permanentTransformed\""), type);
        return true;
    }
    if (o.contains(QStringLiteral("indicator"))) {
        if (!r.onlyKeys(o, path, {QStringLiteral("indicator")}))
            return false;
        if (o.value(QStringLiteral("indicator")) != QJsonValue(true))
            return r.fail(JsonReader::at(path, "indicator"), QStringLiteral("expected true"), o.value(QStringLiteral("indicator")));
        return true;
    }
    if (arrow && o.contains(QStringLiteral("arrow"))) {
        QJsonObject ends;
        if (!r.onlyKeys(o, path, {QStringLiteral("arrow")}) || !r.object(o, path, "arrow", &ends, true)
            || !r.onlyKeys(ends, JsonReader::at(path, "arrow"), {QStringLiteral("from"), QStringLiteral("to")}))
            return false;
        for (const char *end : {"from", "to"}) {
            const QString endPath = JsonReader::at(JsonReader::at(path, "arrow"), end);
            if (!ends.contains(QLatin1String(end)))
                return r.fail(endPath, QStringLiteral("missing: an arrow needs \"from\" and \"to\""));
            if (!readTarget(r, ends.value(QLatin1String(end)), endPath, sc, false))
                return false;
        }
        return true;
    }
    return r.fail(path, arrow ? shape + QStringLiteral(" or {\"arrow\": {\"from\": ..., \"to\": ...}}") : shape, value);
}

/// "cites": [{"source", "text"}], each not blank; at most kMaxLessonSteps of them.
bool readCites(JsonReader &r, const QJsonObject &lesson, const QString &lp, QList<LessonCite> *out)
{
    QJsonArray cites;
    if (!r.array(lesson, lp, "cites", &cites))
        return false;
    const QString cp = JsonReader::at(lp, "cites");
    if (lesson.contains(QStringLiteral("cites")) && cites.isEmpty())
        return r.fail(cp, QStringLiteral("expected one or more {\"source\": ..., \"text\": ...}, or no \"cites\""), cites);
    if (cites.size() > kMaxLessonSteps)
        return r.fail(cp, QStringLiteral("a lesson cites at most %1 sources").arg(kMaxLessonSteps), QJsonValue(qint64(cites.size())));
    for (qsizetype i = 0; i < cites.size(); ++i) {
        const QString path = JsonReader::at(cp, i);
        if (!cites[i].isObject())
            return r.fail(path, QStringLiteral("expected {\"source\": \"CR 702.145c\", \"text\": its words}"), cites[i]);
        const QJsonObject o = cites[i].toObject();
        LessonCite c;
        if (!r.onlyKeys(o, path, {QStringLiteral("source"), QStringLiteral("text")}) || !r.string(o, path, "source", &c.source)
            || !r.string(o, path, "text", &c.text))
            return false;
        if (c.source.trimmed().isEmpty())
            return r.fail(JsonReader::at(path, "source"), QStringLiteral("a cite names its source, e.g. \"CR 702.145c\" or \"Immerwolf ruling, 2021-09-24\""), c.source);
        if (c.text.trimmed().isEmpty())
            return r.fail(JsonReader::at(path, "text"), QStringLiteral("a cite needs the words it cites"), c.text);
        out->append(c);
    }
    return true;
}

bool readQuestion(JsonReader &r, const QJsonObject &o, const QString &path, int cites, LessonQuestion *q)
{
    if (!r.onlyKeys(o, path, {QStringLiteral("text"), QStringLiteral("choices"), QStringLiteral("answer"), QStringLiteral("explanation"),
                              QStringLiteral("ruling"), QStringLiteral("cite")})
        || !r.string(o, path, "text", &q->text) || !r.strings(o, path, "choices", &q->choices)
        || !r.string(o, path, "explanation", &q->explanation) || !r.bounded(o, path, "ruling", &q->ruling, 1, 12))
        return false;
    if (o.contains(QStringLiteral("cite"))) {
        if (cites == 0)
            return r.fail(JsonReader::at(path, "cite"), QStringLiteral("the lesson has no \"cites\" to point at"), o.value(QStringLiteral("cite")));
        if (!r.bounded(o, path, "cite", &q->cite, 0, cites - 1))
            return false;
    }
    if (q->choices.size() < 2)
        return r.fail(JsonReader::at(path, "choices"), QStringLiteral("a question needs two or more choices"), o.value(QStringLiteral("choices")));
    return r.bounded(o, path, "answer", &q->answer, 0, int(q->choices.size()) - 1, true);
}

bool readWhatIf(JsonReader &r, const QJsonObject &o, const QString &path, LessonWhatIf *w)
{
    if (!r.onlyKeys(o, path, {QStringLiteral("label"), QStringLiteral("mainLabel"), QStringLiteral("actions"), QStringLiteral("expect")})
        || !r.string(o, path, "label", &w->label) || !r.string(o, path, "mainLabel", &w->mainLabel)
        || !r.array(o, path, "actions", &w->actions) || !r.object(o, path, "expect", &w->expect))
        return false;
    if (w->actions.isEmpty())
        return r.fail(JsonReader::at(path, "actions"), QStringLiteral("a \"what if\" plays one or more actions"), o.value(QStringLiteral("actions")));
    return true;
}

} // namespace

bool readLesson(const QJsonObject &json, Scenario *sc, QString *error)
{
    JsonReader r(error);
    if (!json.contains(QStringLiteral("lesson")))
        return true;
    QJsonObject lesson;
    if (!r.object(json, QStringLiteral("$"), "lesson", &lesson, true))
        return false;
    if (!sc->actions.isEmpty())
        return r.fail(QStringLiteral("$.actions"), QStringLiteral("a lesson's actions are its steps' actions: move them into $.lesson.steps[K].actions"),
                      json.value(QStringLiteral("actions")));
    const QString lp = QStringLiteral("$.lesson");
    Lesson &out = sc->lesson;
    out.title = sc->name;
    out.ruling = sc->rulings.value(0);
    QJsonArray steps;
    if (!r.onlyKeys(lesson, lp, {QStringLiteral("title"), QStringLiteral("ruling"), QStringLiteral("cites"), QStringLiteral("hands"), QStringLiteral("steps")})
        || !r.string(lesson, lp, "title", &out.title, false) || !r.bounded(lesson, lp, "ruling", &out.ruling, 1, 12)
        || !readCites(r, lesson, lp, &out.cites) || !r.string(lesson, lp, "hands", &out.hands, false) || !r.array(lesson, lp, "steps", &steps))
        return false;
    if (out.hands != QLatin1String("all") && out.hands != QLatin1String("acting") && out.hands != QLatin1String("none"))
        return r.fail(JsonReader::at(lp, "hands"), QStringLiteral("expected \"all\", \"acting\" or \"none\""), out.hands);
    if (out.ruling == 0 && out.cites.isEmpty())
        return r.fail(JsonReader::at(lp, "ruling"), QStringLiteral("missing: the seed ruling the lesson teaches (1-12), here or as the first of $.rulings, "
                                                                   "or the rules it cites in $.lesson.cites"),
                      lesson.value(QStringLiteral("ruling")));
    if (steps.isEmpty())
        return r.fail(JsonReader::at(lp, "steps"), QStringLiteral("a lesson needs one or more steps"), lesson.value(QStringLiteral("steps")));
    if (steps.size() > kMaxLessonSteps)
        return r.fail(JsonReader::at(lp, "steps"), QStringLiteral("a lesson has at most %1 steps, each with at most one \"what if\": "
                                                                  "split it into several lessons")
                                                       .arg(kMaxLessonSteps),
                      QJsonValue(qint64(steps.size())));
    QList<Scenario::ExpectAfter> stepExpects;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QString sp = JsonReader::at(JsonReader::at(lp, "steps"), i);
        if (!steps[i].isObject())
            return r.fail(sp, QStringLiteral("expected a step {\"caption\": ..., \"actions\": [...]}"), steps[i]);
        const QJsonObject o = steps[i].toObject();
        LessonStep step;
        QJsonArray actions;
        QJsonObject question, whatIf, expect, after;
        if (!r.onlyKeys(o, sp, {QStringLiteral("caption"), QStringLiteral("actions"), QStringLiteral("highlight"), QStringLiteral("question"),
                                QStringLiteral("after"), QStringLiteral("whatIf"), QStringLiteral("expect")})
            || !r.string(o, sp, "caption", &step.caption) || !r.array(o, sp, "actions", &actions)
            || !r.array(o, sp, "highlight", &step.highlights) || !r.object(o, sp, "question", &question)
            || !r.object(o, sp, "whatIf", &whatIf) || !r.object(o, sp, "expect", &expect) || !r.object(o, sp, "after", &after))
            return false;
        if (step.caption.trimmed().isEmpty())
            return r.fail(JsonReader::at(sp, "caption"), QStringLiteral("a step needs a caption: what to watch"), step.caption);
        for (qsizetype h = 0; h < step.highlights.size(); ++h)
            if (!readTarget(r, step.highlights[h], JsonReader::at(JsonReader::at(sp, "highlight"), h), *sc, true))
                return false;
        if (o.contains(QStringLiteral("question"))) {
            LessonQuestion q;
            if (!readQuestion(r, question, JsonReader::at(sp, "question"), int(out.cites.size()), &q))
                return false;
            if (actions.isEmpty())
                return r.fail(JsonReader::at(sp, "actions"), QStringLiteral("a step with a question plays its outcome: give it one or more actions"),
                              o.value(QStringLiteral("actions")));
            step.question = q;
        }
        if (o.contains(QStringLiteral("after"))) {
            const QString ap = JsonReader::at(sp, "after");
            if (!step.question)
                return r.fail(ap, QStringLiteral("only a step with a question has an \"after\": a step without one shows its caption throughout"),
                              o.value(QStringLiteral("after")));
            if (!r.onlyKeys(after, ap, {QStringLiteral("caption"), QStringLiteral("highlight")}) || !r.string(after, ap, "caption", &step.afterCaption, false)
                || !r.array(after, ap, "highlight", &step.afterHighlights))
                return false;
            if (after.isEmpty())
                return r.fail(ap, QStringLiteral("expected \"caption\", \"highlight\" or both: what the step shows once its question is answered"), after);
            if (after.contains(QStringLiteral("caption")) && step.afterCaption.trimmed().isEmpty())
                return r.fail(JsonReader::at(ap, "caption"), QStringLiteral("a caption says what to watch"), step.afterCaption);
            step.hasAfterHighlights = after.contains(QStringLiteral("highlight"));
            for (qsizetype h = 0; h < step.afterHighlights.size(); ++h)
                if (!readTarget(r, step.afterHighlights[h], JsonReader::at(JsonReader::at(ap, "highlight"), h), *sc, true))
                    return false;
        }
        if (o.contains(QStringLiteral("whatIf"))) {
            LessonWhatIf w;
            if (!readWhatIf(r, whatIf, JsonReader::at(sp, "whatIf"), &w))
                return false;
            step.whatIf = w;
        }
        step.firstAction = int(sc->actions.size());
        step.actionCount = int(actions.size());
        // Each action keeps its place in the file for messages: the runner names $.actions[N],
        // so the step's actions are counted from the lesson's first.
        for (const QJsonValue &a : std::as_const(actions))
            sc->actions.append(a);
        if (!expect.isEmpty()) {
            Scenario::ExpectAfter point;
            point.after = step.firstAction + step.actionCount;
            point.expect = expect;
            point.where = JsonReader::at(sp, "expect");
            stepExpects.append(point);
        }
        out.steps.append(step);
    }
    // The steps' checks join the file's own "expectAfter", in the order they are reached.
    sc->expectAfter += stepExpects;
    std::stable_sort(sc->expectAfter.begin(), sc->expectAfter.end(),
                     [](const Scenario::ExpectAfter &a, const Scenario::ExpectAfter &b) { return a.after < b.after; });
    return true;
}

QString Scenario::actionPath(int index) const
{
    // The steps' actions follow each other in order: the last step starting at or before
    // `index` is the only one that can hold it.
    const auto after = std::upper_bound(lesson.steps.cbegin(), lesson.steps.cend(), index,
                                        [](int i, const LessonStep &s) { return i < s.firstAction; });
    if (after != lesson.steps.cbegin()) {
        const LessonStep &s = *std::prev(after);
        if (index >= s.firstAction && index < s.firstAction + s.actionCount)
            return QStringLiteral("$.lesson.steps[%1].actions[%2]").arg(std::prev(after) - lesson.steps.cbegin()).arg(index - s.firstAction);
    }
    return QStringLiteral("$.actions[%1]").arg(index);
}

Scenario whatIfScenario(const Scenario &lesson, int step)
{
    Scenario sc = lesson;
    sc.lesson = Lesson();
    sc.checkpoints.clear();
    sc.expectAfter.clear();
    sc.actions = QJsonArray();
    sc.expect = QJsonObject();
    const LessonStep &s = lesson.lesson.steps.at(step);
    if (!s.whatIf)
        return sc;
    for (int i = 0; i < s.firstAction; ++i)
        sc.actions.append(lesson.actions.at(i));
    for (const QJsonValue &a : s.whatIf->actions)
        sc.actions.append(a);
    sc.expect = s.whatIf->expect;
    return sc;
}

void checkWhatIfs(const Scenario &lesson, const QList<WhatIfStart> &starts, ScenarioRun *run)
{
    for (const WhatIfStart &start : starts) {
        const int k = start.step;
        const LessonWhatIf &w = *lesson.lesson.steps.at(k).whatIf;
        const QString where = QStringLiteral("$.lesson.steps[%1].whatIf").arg(k);
        Game game(lesson.cards, start.state);
        CardRefs refs = start.refs;
        // "events" expectations read every event from the start: the lesson's before the step,
        // then the what-if's own (copied only when asked for).
        const bool readsEvents = w.expect.contains(QStringLiteral("events"));
        Events events = readsEvents ? run->events.first(start.events) : Events();
        QString problem;
        for (qsizetype i = 0; i < w.actions.size() && problem.isEmpty(); ++i)
            problem = playScenarioAction(w.actions[i], QStringLiteral("%1.actions[%2]").arg(where).arg(i), game, &refs, &events);
        ExpectationCheck check;
        if (problem.isEmpty()) {
            check = checkExpectations(w.expect, where + QStringLiteral(".expect"), QStringLiteral("expect"), game, refs, events);
            problem = check.badInput;
        }
        if (!problem.isEmpty()) {
            run->code = ScenarioRun::BadInput;
            run->message = QStringLiteral("%1: %2").arg(lesson.file, problem);
            return;
        }
        for (const QString &f : std::as_const(check.failures))
            run->failures.append(QStringLiteral("lesson.steps[%1].whatIf: %2").arg(k).arg(f));
    }
    if (run->code == ScenarioRun::Passed && !run->failures.isEmpty())
        run->code = ScenarioRun::ExpectationFailed;
}

} // namespace rules
