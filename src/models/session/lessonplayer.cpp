#include "lessonplayer.h"

#include "datapaths.h"
#include "gamecontroller.h"
#include "handoutplan.h"
#include "rulings.h"
#include "whatifcomparison.h"

#include <QDir>
#include <algorithm>

using namespace rules;

namespace {

/// A point where something a class should see happens gets a full beat; passes of priority on
/// the way to it go quickly.
bool worthABeat(const Events &events)
{
    using T = Event::Type;
    return std::any_of(events.begin(), events.end(), [](const Event &e) {
        return e.type != T::PriorityPassed && e.type != T::StepBegan && e.type != T::TurnBegan && e.type != T::ManaEmptied
            && e.type != T::DesignationChecked && e.type != T::Untapped && e.type != T::DamageRemoved;
    });
}

constexpr int kBeatMs = 1100;       ///< a point where something happens, at speed 1
constexpr int kQuickMs = 140;       ///< a pass of priority on the way
constexpr int kReadMs = 2500;       ///< reading a caption while playing, plus per character:
constexpr int kReadPerCharMs = 35;

QString rulesText(const Ruling *r)
{
    return r ? r->rules.join(QStringLiteral(", ")) : QString();
}

} // namespace

LessonPlayer::LessonPlayer(GameController *controller)
    : QObject(controller), m_controller(controller)
{
    m_pointTimer.setSingleShot(true);
    m_advanceTimer.setSingleShot(true);
    connect(&m_pointTimer, &QTimer::timeout, this, &LessonPlayer::playNextPoint);
    connect(&m_advanceTimer, &QTimer::timeout, this, [this] {
        if (!next())
            setPlaying(false);
    });
    // The indicator's forecast ("it becomes night at the next untap unless...") would answer
    // the questions about day and night: held back while the lesson has one to answer, from
    // its first step on.
    connect(this, &LessonPlayer::stepChanged, this,
            [this] { m_controller->dayNight()->setForecastHeld(m_active && firstOpenQuestion() < stepCount()); });
    // Another game on the table (a new game, a file opened) ends the lesson.
    connect(controller, &GameController::gameStarted, this, [this] {
        if (!m_opening && m_active)
            close();
    });
    // A player action during the lesson (the Pass button, a card) leaves the lesson's line: the
    // viewer plays on from there, as "Play from here" does.
    connect(controller, &GameController::historyChanged, this, [this] {
        if (m_active && !m_opening && !m_line.contains(m_controller->record().current())) {
            close();
            m_controller->notify(QStringLiteral("You left the lesson to play on: your actions are a variation of its game (Ctrl+T shows both; Learn opens it again)."));
        }
    });
}

namespace {

/// The lessons of folder `dir` (each *.json), as installedLessons() lists them; `user` marks them
/// as the user's own.
QVariantList lessonsIn(const QString &dir, bool user)
{
    QVariantList out;
    if (dir.isEmpty())
        return out;
    for (const QFileInfo &fi : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        Scenario sc;
        QString error;
        QVariantMap m;
        m.insert(QStringLiteral("file"), fi.absoluteFilePath());
        m.insert(QStringLiteral("user"), user);
        if (Scenario::load(fi.absoluteFilePath(), &sc, &error) && !sc.lesson.isEmpty()) {
            const Ruling *r = RulingsRegistry::builtIn().find(sc.lesson.ruling);
            m.insert(QStringLiteral("title"), sc.lesson.title);
            m.insert(QStringLiteral("ruling"), sc.lesson.ruling);
            m.insert(QStringLiteral("rulingText"), r ? r->text : QString());
            m.insert(QStringLiteral("rules"), r ? rulesText(r) : sc.lesson.cites.value(0).source);
            m.insert(QStringLiteral("source"), r ? QStringLiteral("Ruling %1").arg(sc.lesson.ruling) : sc.lesson.cites.value(0).source);
            m.insert(QStringLiteral("steps"), int(sc.lesson.steps.size()));
            m.insert(QStringLiteral("problem"), QString());
        } else {
            m.insert(QStringLiteral("title"), fi.completeBaseName());
            m.insert(QStringLiteral("ruling"), 0);
            m.insert(QStringLiteral("steps"), 0);
            m.insert(QStringLiteral("problem"), error.isEmpty() ? QStringLiteral("%1: not a lesson (no \"lesson\" steps)").arg(fi.fileName()) : error);
        }
        out.append(m);
    }
    return out;
}

} // namespace

QVariantList LessonPlayer::installedLessons()
{
    QVariantList out = lessonsIn(datapaths::dataDir(QStringLiteral("lessons")), false);
    std::stable_sort(out.begin(), out.end(), [](const QVariant &a, const QVariant &b) {
        const int ra = a.toMap().value(QStringLiteral("ruling")).toInt(), rb = b.toMap().value(QStringLiteral("ruling")).toInt();
        return (ra == 0 ? 99 : ra) < (rb == 0 ? 99 : rb);
    });
    // The user's own after the built-in ones, in file-name order: a ruling's built-in lesson stays
    // the one Learn > Ruling N opens.
    out += lessonsIn(datapaths::userLessonsDir(), true);
    return out;
}

QString LessonPlayer::userFolder()
{
    return datapaths::userLessonsDir();
}

QVariantList LessonPlayer::rulings() const
{
    QVariantList out;
    for (const Ruling &r : RulingsRegistry::builtIn().all())
        out.append(QVariantMap{{QStringLiteral("id"), r.id}, {QStringLiteral("text"), r.text}, {QStringLiteral("summary"), r.summary},
                               {QStringLiteral("rules"), rulesText(&r)}});
    return out;
}

bool LessonPlayer::open(const QString &fileOrUrl)
{
    const QString file = GameController::localPath(fileOrUrl);
    Scenario sc;
    QString error;
    if (!Scenario::load(file, &sc, &error))
        return m_controller->refuseFile(error);
    if (sc.lesson.isEmpty())
        return m_controller->refuseFile(QStringLiteral("%1: not a lesson: it has no \"lesson\" steps (File > Open shows a scenario)").arg(file));
    return openLoaded(sc, file);
}

bool LessonPlayer::openLoaded(const Scenario &sc, const QString &file)
{
    QList<int> nodes;
    m_opening = true;
    const bool opened = m_controller->openLesson(sc, &nodes);
    m_opening = false;
    if (!opened)
        return false;
    if (nodes.size() != sc.actions.size()) {
        close();
        return m_controller->refuseFile(QStringLiteral("%1: %2: the table refused this action (the lesson stops there)")
                                            .arg(file, sc.actionPath(int(nodes.size()))));
    }
    m_pointTimer.stop();
    m_advanceTimer.stop();
    m_pending.clear();
    m_scenario = sc;
    m_stepNodes.clear();
    const int root = m_controller->record().path(m_controller->record().current()).value(0, 0);
    for (const LessonStep &s : std::as_const(sc.lesson.steps))
        m_stepNodes.append(s.actionCount > 0 ? nodes[s.firstAction + s.actionCount - 1] : m_stepNodes.value(m_stepNodes.size() - 1, root));
    m_line = m_controller->record().path(m_stepNodes.last());
    m_answers.clear();
    m_whatIf.clear();
    m_step = 0; // before anything reads the new lesson's steps (the last lesson may have had more)
    m_active = true;
    m_playing = false;
    m_controller->setDocumentName(QStringLiteral("lesson: %1").arg(rules::printable(sc.lesson.title)));
    emit lessonChanged();
    emit playingChanged();
    emit whatIfChanged();
    enter(0, false);
    return true;
}

bool LessonPlayer::openRuling(int ruling)
{
    for (const QVariant &v : lessons()) {
        const QVariantMap m = v.toMap();
        if (m.value(QStringLiteral("ruling")).toInt() == ruling)
            return open(m.value(QStringLiteral("file")).toString());
    }
    return m_controller->refuseFile(QStringLiteral("No lesson for ruling %1 is installed (%2).")
                                        .arg(ruling).arg(datapaths::dataDir(QStringLiteral("lessons")).isEmpty()
                                                             ? QStringLiteral("no lessons folder found")
                                                             : datapaths::dataDir(QStringLiteral("lessons"))));
}

void LessonPlayer::enter(int index, bool paced)
{
    m_pointTimer.stop();
    m_advanceTimer.stop();
    m_pending.clear();
    setStepPlaying(false);
    m_step = index;
    if (!m_whatIf.isEmpty()) {
        m_whatIf.clear();
        emit whatIfChanged();
    }
    const LessonStep &s = m_scenario.lesson.steps[index];
    // A question is asked over the position before the step's outcome, and waits.
    if (s.question && !m_answers.contains(index)) {
        m_controller->goToRecordNode(nodeBefore(index));
        if (m_playing) {
            m_playing = false;
            emit playingChanged();
        }
        emit stepChanged();
        return;
    }
    const int target = m_stepNodes[index];
    if (!paced) {
        m_controller->goToRecordNode(target);
        emit stepChanged();
        scheduleAdvance();
        return;
    }
    const int from = nodeBefore(index);
    if (m_controller->record().current() != from)
        m_controller->goToRecordNode(from);
    const qsizetype a = m_line.indexOf(from), b = m_line.indexOf(target);
    for (qsizetype i = a + 1; a >= 0 && i <= b; ++i)
        m_pending.append(m_line[i]);
    setStepPlaying(true);
    emit stepChanged();
    playNextPoint();
}

void LessonPlayer::playNextPoint()
{
    if (m_pending.isEmpty()) {
        setStepPlaying(false);
        emit stepChanged(); // busy is over; the highlights see the outcome
        scheduleAdvance();
        return;
    }
    const int node = m_pending.takeFirst();
    m_controller->goToRecordNode(node);
    const bool beat = worthABeat(m_controller->record().node(node).events);
    m_pointTimer.start(int((beat ? kBeatMs : kQuickMs) / m_speed));
}

void LessonPlayer::setStepPlaying(bool playing)
{
    if (m_stepPlaying == playing)
        return;
    m_stepPlaying = playing;
    emit busyChanged();
}

void LessonPlayer::finishStep()
{
    if (!m_stepPlaying)
        return;
    m_pointTimer.stop();
    m_pending.clear();
    setStepPlaying(false);
    m_controller->goToRecordNode(m_stepNodes[m_step]);
    emit stepChanged();
    scheduleAdvance();
}

void LessonPlayer::forgetAnswers()
{
    m_answers.clear();
    if (m_active)
        enter(m_step, false);
}

void LessonPlayer::scheduleAdvance()
{
    if (!m_playing || m_stepPlaying)
        return;
    if (m_step + 1 >= stepCount()) {
        setPlaying(false);
        return;
    }
    m_advanceTimer.start(int((kReadMs + kReadPerCharMs * caption().size()) / m_speed));
}

bool LessonPlayer::next()
{
    if (!m_active)
        return false;
    if (m_stepPlaying) { // the step being played: to its end at once
        finishStep();
        return true;
    }
    if (!question().isEmpty()) {
        m_controller->notify(QStringLiteral("Answer the question first (click a choice, or press 1 to %1).")
                                 .arg(m_scenario.lesson.steps[m_step].question->choices.size()));
        return false;
    }
    if (m_step + 1 >= stepCount())
        return false;
    enter(m_step + 1, true);
    return true;
}

bool LessonPlayer::previous()
{
    if (!m_active || (m_step == 0 && !m_stepPlaying))
        return false;
    setPlaying(false);
    const int to = std::max(0, m_step - 1); // while a step plays too: back to where it started
    forgetAnswersFrom(to);
    enter(to, false);
    return true;
}

bool LessonPlayer::goToStep(int index)
{
    if (!m_active || index < 0 || index >= stepCount())
        return false;
    if (index <= m_step) // back (or the same step again): its question and the later ones are asked again
        forgetAnswersFrom(index);
    const int open = firstOpenQuestion();
    enter(std::min(index, open), false);
    if (index > open) // after enter(): showing the position sets the status bar
        m_controller->notify(QStringLiteral("Step %1 asks a question first: answer it to see what follows.").arg(open + 1));
    return true;
}

bool LessonPlayer::retryQuestion()
{
    if (!m_active || !m_answers.contains(m_step))
        return false;
    setPlaying(false);
    m_answers.remove(m_step);
    enter(m_step, false);
    return true;
}

void LessonPlayer::forgetAnswersFrom(int index)
{
    for (auto it = m_answers.begin(); it != m_answers.end();)
        it = it.key() >= index ? m_answers.erase(it) : std::next(it);
}

int LessonPlayer::firstOpenQuestion() const
{
    for (int i = 0; i < stepCount(); ++i)
        if (m_scenario.lesson.steps[i].question && !m_answers.contains(i))
            return i;
    return stepCount();
}

bool LessonPlayer::answerQuestion(int index)
{
    const LessonStep *s = m_active ? &m_scenario.lesson.steps[m_step] : nullptr;
    if (!s || !s->question || m_answers.contains(m_step) || index < 0 || index >= s->question->choices.size())
        return false;
    m_answers.insert(m_step, index);
    enter(m_step, true); // the outcome, at lesson pace
    return true;
}

void LessonPlayer::setPlaying(bool playing)
{
    if (m_playing == playing || (playing && !m_active))
        return;
    m_playing = playing;
    emit playingChanged();
    if (!playing) {
        m_advanceTimer.stop();
        return;
    }
    if (!m_stepPlaying && question().isEmpty() && !next()) {
        m_playing = false; // at the end
        emit playingChanged();
    }
}

void LessonPlayer::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.5, 2.0);
    if (qFuzzyCompare(speed, m_speed))
        return;
    m_speed = speed;
    emit speedChanged();
}

QString LessonPlayer::rulingText() const
{
    const Ruling *r = RulingsRegistry::builtIn().find(ruling());
    return r ? r->text : QString();
}

QString LessonPlayer::rulingRules() const
{
    return rulesText(RulingsRegistry::builtIn().find(ruling()));
}

QVariantList LessonPlayer::cites() const
{
    QVariantList out;
    for (const LessonCite &c : m_scenario.lesson.cites)
        out.append(QVariantMap{{QStringLiteral("source"), c.source}, {QStringLiteral("text"), c.text}});
    return out;
}

QString LessonPlayer::sourceLabel() const
{
    if (ruling() > 0)
        return QStringLiteral("Ruling %1").arg(ruling());
    return m_scenario.lesson.cites.value(0).source;
}

QString LessonPlayer::sourceText() const
{
    QStringList lines;
    if (ruling() > 0)
        lines.append(QStringLiteral("%1 (%2)").arg(rulingText(), rulingRules()));
    for (const LessonCite &c : m_scenario.lesson.cites)
        lines.append(QStringLiteral("%1: %2").arg(c.source, c.text));
    return lines.join(QLatin1Char('\n'));
}

QStringList LessonPlayer::chapters() const
{
    // A step after a question that waits is not named: its caption would tell the answer.
    QStringList out;
    const int open = firstOpenQuestion();
    for (int i = 0; i < stepCount(); ++i)
        out.append(i <= open ? captionOf(i) : QStringLiteral("(after the question of step %1)").arg(open + 1));
    return out;
}

QString LessonPlayer::captionOf(int index) const
{
    const LessonStep &s = m_scenario.lesson.steps[index];
    return m_answers.contains(index) && !s.afterCaption.isEmpty() ? s.afterCaption : s.caption;
}

QString LessonPlayer::caption() const
{
    return m_active && m_step < stepCount() ? captionOf(m_step) : QString();
}

QVariantMap LessonPlayer::question() const
{
    if (!m_active)
        return {};
    const LessonStep &s = m_scenario.lesson.steps[m_step];
    if (!s.question || m_answers.contains(m_step))
        return {};
    return {{QStringLiteral("text"), s.question->text}, {QStringLiteral("choices"), s.question->choices}};
}

QVariantMap LessonPlayer::answer() const
{
    if (!m_active || !m_answers.contains(m_step))
        return {};
    const LessonQuestion &q = *m_scenario.lesson.steps[m_step].question;
    const int choice = m_answers.value(m_step);
    return {{QStringLiteral("choice"), choice},
            {QStringLiteral("correct"), choice == q.answer},
            {QStringLiteral("answer"), q.choices.value(q.answer)},
            {QStringLiteral("explanation"), q.explanation},
            {QStringLiteral("ruling"), q.ruling},
            {QStringLiteral("cite"), q.cite < 0 ? QVariantMap()
                                                : QVariantMap{{QStringLiteral("source"), m_scenario.lesson.cites.value(q.cite).source},
                                                              {QStringLiteral("text"), m_scenario.lesson.cites.value(q.cite).text}}}};
}

QVariantList LessonPlayer::highlights() const
{
    QVariantList out;
    if (!m_active)
        return out;
    const LessonStep &step = m_scenario.lesson.steps[m_step];
    // Before its answer a question step shows its own highlights; after, its "after" ones.
    const QJsonArray &shown = m_answers.contains(m_step) && step.hasAfterHighlights ? step.afterHighlights : step.highlights;
    for (const QJsonValue &v : shown) {
        const QJsonObject o = v.toObject();
        if (o.contains(QStringLiteral("arrow"))) {
            const QJsonObject ends = o.value(QStringLiteral("arrow")).toObject();
            const QVariantList from = target(ends.value(QStringLiteral("from")).toObject()).value(QStringLiteral("all")).toList();
            const QVariantList to = target(ends.value(QStringLiteral("to")).toObject()).value(QStringLiteral("all")).toList();
            if (from.isEmpty())
                continue;
            for (const QVariant &t : to) // one arrow from the first source to each target
                out.append(QVariantMap{{QStringLiteral("kind"), QStringLiteral("arrow")}, {QStringLiteral("from"), from.first()}, {QStringLiteral("to"), t}});
            continue;
        }
        out += target(o).value(QStringLiteral("all")).toList();
    }
    return out;
}

QVariantMap LessonPlayer::target(const QJsonObject &o) const
{
    // {"all": [{kind, id}...]}: every object of the table the target names now.
    QVariantList all;
    const GameState &s = m_controller->game().state();
    auto add = [&all](const QString &kind, int id) { all.append(QVariantMap{{QStringLiteral("kind"), kind}, {QStringLiteral("id"), id}}); };
    auto playerIndex = [&s](const QString &name) {
        for (int i = 0; i < s.players.size(); ++i)
            if (s.players[i].name == name)
                return i;
        return -1;
    };
    if (o.contains(QStringLiteral("permanent"))) {
        const QString key = o.value(QStringLiteral("permanent")).toString();
        const int controller = o.contains(QStringLiteral("controller")) ? playerIndex(o.value(QStringLiteral("controller")).toString()) : -1;
        for (const Permanent &p : s.battlefield)
            if (s.cards[p.cardId].key == key && (controller < 0 || p.controller == controller))
                add(QStringLiteral("permanent"), p.objectId);
    } else if (o.contains(QStringLiteral("player"))) {
        if (const int i = playerIndex(o.value(QStringLiteral("player")).toString()); i >= 0)
            add(QStringLiteral("player"), i);
    } else if (o.contains(QStringLiteral("stack"))) {
        const bool top = o.value(QStringLiteral("stack")).toString() == QLatin1String("top");
        for (qsizetype i = s.stack.size() - 1; i >= 0; --i) {
            add(QStringLiteral("stack"), s.stack[i].objectId);
            if (top)
                break;
        }
    } else if (o.contains(QStringLiteral("log"))) {
        const QString type = o.value(QStringLiteral("log")).toString();
        const LogModel *log = m_controller->log();
        for (int row = log->rowCount() - 1; row >= 0; --row)
            if (log->data(log->index(row), LogModel::Kind).toString() == type) {
                add(QStringLiteral("log"), row);
                break;
            }
    } else if (o.contains(QStringLiteral("indicator"))) {
        add(QStringLiteral("indicator"), -1);
    }
    return {{QStringLiteral("all"), all}};
}

bool LessonPlayer::hasWhatIf() const
{
    return m_active && m_scenario.lesson.steps[m_step].whatIf && question().isEmpty();
}

bool LessonPlayer::computeWhatIf()
{
    if (!hasWhatIf())
        return false;
    finishStep();
    const LessonWhatIf &w = *m_scenario.lesson.steps[m_step].whatIf;
    const ScenarioRun other = runScenario(whatIfScenario(m_scenario, m_step));
    if (other.code == ScenarioRun::BadInput) {
        m_controller->notify(other.message);
        return false;
    }
    const QJsonObject mine = stateToJson(m_controller->record().node(m_stepNodes[m_step]).state, m_scenario.cards);
    QJsonObject stepExpect;
    const QString where = QStringLiteral("$.lesson.steps[%1].expect").arg(m_step);
    for (const Scenario::ExpectAfter &e : std::as_const(m_scenario.expectAfter))
        if (e.where == where)
            stepExpect = e.expect;
    // Each line's events from the step's start: the lesson's along its record, the what-if's
    // after as many as the lesson's actions before the step caused (the same actions).
    Events mainEvents;
    qsizetype before = 0;
    const int from = nodeBefore(m_step), to = m_stepNodes[m_step];
    for (qsizetype i = 1, reached = m_line.indexOf(from); i < m_line.size() && m_line[i - 1] != to; ++i) {
        const Events &events = m_controller->record().node(m_line[i]).events;
        if (i <= reached)
            before += events.size();
        else
            mainEvents += events;
    }
    const QVariantList rows = compareWhatIf(mine, other.finalState, stepExpect, w.expect, m_scenario.cards, mainEvents, other.events.mid(before));
    m_whatIf = {{QStringLiteral("mainLabel"), w.mainLabel}, {QStringLiteral("label"), w.label}, {QStringLiteral("rows"), rows}};
    emit whatIfChanged();
    return true;
}

void LessonPlayer::playFromHere()
{
    finishStep();
    close();
    m_controller->notify(QStringLiteral("You play on from this point of the lesson; each action you take is a new variation (Ctrl+T shows the timeline, Home its start)."));
}

bool LessonPlayer::playWhatIf()
{
    if (!hasWhatIf())
        return false;
    const LessonWhatIf w = *m_scenario.lesson.steps[m_step].whatIf;
    const int from = nodeBefore(m_step);
    finishStep();
    m_controller->goToRecordNode(from);
    const CardRefs refs = m_controller->scenarioRefs();
    const int played = m_controller->playScenarioActions(w.actions, refs, [this](int i) {
        return QStringLiteral("$.lesson.steps[%1].whatIf.actions[%2]").arg(m_step).arg(i);
    });
    close();
    if (played < w.actions.size())
        return false;
    m_controller->notify(QStringLiteral("What if: %1. This is a variation of the lesson's game (Ctrl+T shows both); play on from here.").arg(w.label));
    return true;
}

bool LessonPlayer::writeHandout(const QString &fileOrUrl, bool teacher)
{
    const QString noWindow = QStringLiteral("Handouts are drawn from the table's window; none is open.");
    if (!m_handoutWriter)
        return m_controller->fileFailed(QStringLiteral("Could not write the handout"), noWindow, noWindow);
    // The file dialog's URL as the table reads any chosen file (Qt 6.4's "//" quirk included).
    const QString problem = m_handoutWriter(GameController::localPath(fileOrUrl), teacher);
    if (!problem.isEmpty())
        return m_controller->fileFailed(QStringLiteral("Could not write the handout"), problem, problem);
    m_controller->notify(QStringLiteral("Wrote the %1 of \"%2\" (%3 pages) to %4.")
                             .arg(teacher ? QStringLiteral("teacher's copy") : QStringLiteral("student's copy"), rules::printable(title()))
                             .arg(handoutPlan(m_scenario.lesson, teacher).size())
                             .arg(GameController::localPath(fileOrUrl)));
    return true;
}

void LessonPlayer::close()
{
    m_pointTimer.stop();
    m_advanceTimer.stop();
    m_pending.clear();
    setStepPlaying(false);
    if (!m_active)
        return;
    m_active = false;
    m_playing = false;
    m_whatIf.clear();
    emit lessonChanged();
    emit playingChanged();
    emit whatIfChanged();
    emit stepChanged();
}
