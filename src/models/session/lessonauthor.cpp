#include "lessonauthor.h"

#include "atomicfile.h"
#include "datapaths.h"
#include "gamecontroller.h"
#include "lessonplayer.h"
#include "scenario.h"
#include "timelinemodel.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>

using namespace rules;

LessonAuthor::LessonAuthor(QObject *parent)
    : QObject(parent)
{
}

void LessonAuthor::setController(GameController *controller)
{
    if (m_controller == controller)
        return;
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    // Another game on the table (a file opened, the saved lesson played back) has another
    // record: the points picked are not its points.
    if (m_controller)
        connect(m_controller, &GameController::gameStarted, this, [this] {
            if (!m_steps.isEmpty())
                reset();
        });
    emit controllerChanged();
}

void LessonAuthor::changed()
{
    emit lessonChanged();
}

bool LessonAuthor::fail(const QString &why)
{
    m_problem = why;
    emit problemChanged();
    return false;
}

bool LessonAuthor::succeed()
{
    if (!m_problem.isEmpty()) {
        m_problem.clear();
        emit problemChanged();
    }
    return true;
}

bool LessonAuthor::validStep(int index)
{
    if (index < 0 || index >= m_steps.size())
        return fail(tr("There is no step %1: add a step first.").arg(index + 1));
    return true;
}

void LessonAuthor::setTitle(const QString &title)
{
    if (m_title != title) {
        m_title = title;
        changed();
    }
}

void LessonAuthor::setRuling(int ruling)
{
    ruling = std::clamp(ruling, 0, 12);
    if (m_ruling != ruling) {
        m_ruling = ruling;
        changed();
    }
}

void LessonAuthor::setCiteSource(const QString &source)
{
    if (m_citeSource != source) {
        m_citeSource = source;
        changed();
    }
}

void LessonAuthor::setCiteText(const QString &text)
{
    if (m_citeText != text) {
        m_citeText = text;
        changed();
    }
}

void LessonAuthor::setSelected(int index)
{
    index = m_steps.isEmpty() ? -1 : std::clamp(index, 0, int(m_steps.size()) - 1);
    if (m_selected != index) {
        m_selected = index;
        m_arrowFrom = QJsonObject();
        emit selectedChanged();
        emit pickingChanged();
    }
}

void LessonAuthor::setPicking(const QString &mode)
{
    const QString m = mode == QLatin1String("highlight") || mode == QLatin1String("arrow") ? mode : QString();
    if (m_picking != m || !m_arrowFrom.isEmpty()) {
        m_picking = m;
        m_arrowFrom = QJsonObject();
        emit pickingChanged();
    }
}

void LessonAuthor::reset()
{
    m_steps.clear();
    m_title.clear();
    m_ruling = 0;
    m_citeSource.clear();
    m_citeText.clear();
    m_selected = -1;
    m_picking.clear();
    m_arrowFrom = QJsonObject();
    changed();
    emit selectedChanged();
    emit pickingChanged();
    succeed();
}

bool LessonAuthor::addStep(int node)
{
    if (!m_controller)
        return fail(tr("No game on the table."));
    const GameRecord &record = m_controller->record();
    if (node < 0)
        node = record.current();
    if (node >= record.size())
        return fail(tr("There is no point %1 in the game record.").arg(node));
    const int from = startOf(int(m_steps.size()));
    if (!record.path(node).contains(from))
        return fail(tr("That point is not on the line of step %1's point: pick a point after it on the same line (the timeline shows it).")
                        .arg(m_steps.size()));
    Step s;
    s.node = node;
    m_steps.append(s);
    m_selected = int(m_steps.size()) - 1;
    changed();
    emit selectedChanged();
    return succeed();
}

bool LessonAuthor::removeStep(int index)
{
    if (!validStep(index))
        return false;
    m_steps.removeAt(index);
    // The next step now starts where the removed one did: its "what if" may no longer branch
    // from its line.
    if (index < m_steps.size() && m_steps[index].whatIfNode >= 0 && m_controller
        && !m_controller->record().path(m_steps[index].whatIfNode).contains(startOf(index)))
        m_steps[index].whatIfNode = -1;
    m_selected = std::min(m_selected, int(m_steps.size()) - 1);
    changed();
    emit selectedChanged();
    return succeed();
}

bool LessonAuthor::setCaption(int index, const QString &caption)
{
    if (!validStep(index))
        return false;
    m_steps[index].caption = caption;
    changed();
    return succeed();
}

bool LessonAuthor::setAfter(int index, const QString &after)
{
    if (!validStep(index))
        return false;
    m_steps[index].after = after;
    changed();
    return succeed();
}

bool LessonAuthor::setQuestion(int index, const QString &text, const QStringList &choices, int answer, const QString &explanation)
{
    if (!validStep(index))
        return false;
    QStringList kept;
    for (const QString &c : choices)
        if (!c.trimmed().isEmpty())
            kept.append(c.trimmed());
    if (text.trimmed().isEmpty())
        return fail(tr("Write the question first."));
    if (kept.size() < 2)
        return fail(tr("A question needs two or more choices."));
    if (answer < 0 || answer >= kept.size())
        return fail(tr("Choose the right answer among the %1 choices.").arg(kept.size()));
    if (m_steps[index].node == startOf(index))
        return fail(tr("Step %1 plays no action, so nothing would show the answer: make it a later point of the game.").arg(index + 1));
    Step &s = m_steps[index];
    s.hasQuestion = true;
    s.question = text.trimmed();
    s.choices = kept;
    s.answer = answer;
    s.explanation = explanation.trimmed();
    changed();
    return succeed();
}

bool LessonAuthor::clearQuestion(int index)
{
    if (!validStep(index))
        return false;
    m_steps[index].hasQuestion = false;
    changed();
    return succeed();
}

QVariantMap LessonAuthor::permanentTarget(int objectId) const
{
    if (!m_controller)
        return {};
    const GameState &s = m_controller->game().state();
    const Permanent *p = s.permanent(objectId);
    if (!p)
        return {};
    return {{QStringLiteral("permanent"), s.cards[p->cardId].key}, {QStringLiteral("controller"), s.players[p->controller].name}};
}

QVariantMap LessonAuthor::playerTarget(int seat) const
{
    if (!m_controller)
        return {};
    const GameState &s = m_controller->game().state();
    if (seat < 0 || seat >= s.players.size())
        return {};
    return {{QStringLiteral("player"), s.players[seat].name}};
}

bool LessonAuthor::pick(const QVariantMap &target)
{
    if (m_selected < 0)
        return fail(tr("Add a step first: the highlights belong to a step."));
    if (target.isEmpty())
        return fail(tr("Nothing to highlight there."));
    if (m_picking != QLatin1String("arrow"))
        return addHighlight(m_selected, target);
    if (m_arrowFrom.isEmpty()) {
        m_arrowFrom = QJsonObject::fromVariantMap(target);
        emit pickingChanged();
        return succeed();
    }
    const QVariantMap from = m_arrowFrom.toVariantMap();
    m_arrowFrom = QJsonObject();
    emit pickingChanged();
    return addArrow(m_selected, from, target);
}

bool LessonAuthor::addHighlight(int index, const QVariantMap &target)
{
    if (!validStep(index))
        return false;
    const QJsonObject o = QJsonObject::fromVariantMap(target);
    if (o.isEmpty())
        return fail(tr("Nothing to highlight there."));
    if (!m_steps[index].highlights.contains(o))
        m_steps[index].highlights.append(o);
    changed();
    return succeed();
}

bool LessonAuthor::addArrow(int index, const QVariantMap &from, const QVariantMap &to)
{
    if (!validStep(index))
        return false;
    if (from.isEmpty() || to.isEmpty())
        return fail(tr("An arrow needs a start and an end."));
    m_steps[index].highlights.append(
        QJsonObject{{QStringLiteral("arrow"), QJsonObject{{QStringLiteral("from"), QJsonObject::fromVariantMap(from)}, {QStringLiteral("to"), QJsonObject::fromVariantMap(to)}}}});
    changed();
    return succeed();
}

bool LessonAuthor::clearHighlights(int index)
{
    if (!validStep(index))
        return false;
    m_steps[index].highlights = QJsonArray();
    changed();
    return succeed();
}

QVariantList LessonAuthor::variations(int index) const
{
    QVariantList out;
    if (!m_controller || index < 0 || index >= m_steps.size())
        return out;
    const GameRecord &record = m_controller->record();
    const QList<int> line = record.path(m_steps[index].node);
    const int from = startOf(index);
    for (qsizetype i = line.indexOf(from); i >= 0 && i < line.size(); ++i) {
        const int next = i + 1 < line.size() ? line[i + 1] : -1;
        for (const int child : record.node(line[i]).children) {
            if (child == next)
                continue;
            int end = child; // the variation's end, along its own main line
            while (!record.node(end).children.isEmpty())
                end = record.node(end).children.first();
            const GameRecord::Node &n = record.node(child);
            out.append(QVariantMap{{QStringLiteral("node"), end},
                                   {QStringLiteral("label"), tr("%1, then %2 more action(s) (to turn %3)")
                                                                 .arg(recordNodeSummary(n))
                                                                 .arg(record.node(end).ply - n.ply)
                                                                 .arg(record.node(end).state.turnNumber)}});
        }
    }
    return out;
}

bool LessonAuthor::setWhatIf(int index, int node, const QString &label, const QString &mainLabel)
{
    if (!validStep(index))
        return false;
    if (!m_controller || node < 0 || node >= m_controller->record().size())
        return fail(tr("There is no such point in the game record."));
    const QList<int> line = m_controller->record().path(node);
    if (!line.contains(startOf(index)) || node == startOf(index) || m_controller->record().path(m_steps[index].node).contains(node))
        return fail(tr("A \"what if\" is another line played from step %1's start: play a variation from there first (the timeline keeps it).")
                        .arg(index + 1));
    Step &s = m_steps[index];
    s.whatIfNode = node;
    s.whatIfLabel = label.trimmed().isEmpty() ? tr("The other line") : label.trimmed();
    s.mainLabel = mainLabel.trimmed().isEmpty() ? tr("The lesson's line") : mainLabel.trimmed();
    changed();
    return succeed();
}

bool LessonAuthor::clearWhatIf(int index)
{
    if (!validStep(index))
        return false;
    m_steps[index].whatIfNode = -1;
    changed();
    return succeed();
}

QJsonArray LessonAuthor::actionsBetween(int from, int to) const
{
    QJsonArray out;
    const GameRecord &record = m_controller->record();
    const QList<int> line = record.path(to);
    for (qsizetype i = line.indexOf(from) + 1; i > 0 && i < line.size(); ++i)
        out.append(actionToJson(record.node(line[i - 1]).state, record.node(line[i]).action));
    return out;
}

QString LessonAuthor::describe(const QJsonObject &t) const
{
    if (t.contains(QStringLiteral("arrow"))) {
        const QJsonObject ends = t.value(QStringLiteral("arrow")).toObject();
        return describe(ends.value(QStringLiteral("from")).toObject()) + QStringLiteral(" → ") + describe(ends.value(QStringLiteral("to")).toObject());
    }
    if (t.contains(QStringLiteral("permanent")))
        return tr("%1 (%2's)").arg(t.value(QStringLiteral("permanent")).toString(), t.value(QStringLiteral("controller")).toString());
    if (t.contains(QStringLiteral("player")))
        return tr("player %1").arg(t.value(QStringLiteral("player")).toString());
    if (t.contains(QStringLiteral("indicator")))
        return tr("the day/night indicator");
    return QString::fromUtf8(QJsonDocument(t).toJson(QJsonDocument::Compact));
}

QVariantList LessonAuthor::steps() const
{
    QVariantList out;
    if (!m_controller)
        return out;
    const GameRecord &record = m_controller->record();
    for (int k = 0; k < m_steps.size(); ++k) {
        const Step &s = m_steps[k];
        if (s.node >= record.size())
            continue;
        const GameState &st = record.node(s.node).state;
        QStringList highlights;
        for (const QJsonValue &h : s.highlights)
            highlights.append(describe(h.toObject()));
        QVariantMap step{{QStringLiteral("node"), s.node},
                         {QStringLiteral("where"), tr("Turn %1 · %2 · %3").arg(st.turnNumber).arg(stepName(st.step), dayNightName(st.designation))},
                         {QStringLiteral("actions"), record.node(s.node).ply - record.node(startOf(k)).ply},
                         {QStringLiteral("caption"), s.caption},
                         {QStringLiteral("after"), s.after},
                         {QStringLiteral("highlights"), highlights},
                         {QStringLiteral("question"), QVariantMap()},
                         {QStringLiteral("whatIf"), QVariantMap()}};
        if (s.hasQuestion)
            step.insert(QStringLiteral("question"), QVariantMap{{QStringLiteral("text"), s.question},
                                                                {QStringLiteral("choices"), s.choices},
                                                                {QStringLiteral("answer"), s.answer},
                                                                {QStringLiteral("explanation"), s.explanation}});
        if (s.whatIfNode >= 0 && s.whatIfNode < record.size())
            step.insert(QStringLiteral("whatIf"), QVariantMap{{QStringLiteral("node"), s.whatIfNode},
                                                              {QStringLiteral("label"), s.whatIfLabel},
                                                              {QStringLiteral("mainLabel"), s.mainLabel},
                                                              {QStringLiteral("actions"), record.node(s.whatIfNode).ply - record.node(startOf(k)).ply}});
        out.append(step);
    }
    return out;
}

QJsonObject LessonAuthor::lessonJson() const
{
    if (!m_controller)
        return {};
    // The start position and the extra card definitions, as File > Save game writes them.
    const QJsonObject replay = QJsonDocument::fromJson(m_controller->recordText().toUtf8()).object();
    const GameRecord &record = m_controller->record();
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QLatin1String(Scenario::kSchema));
    o.insert(QStringLiteral("name"), m_title.trimmed());
    o.insert(QStringLiteral("description"), QStringLiteral("A lesson written in Day/Night Table from a game (Learn > New lesson from this game)."));
    if (m_ruling > 0)
        o.insert(QStringLiteral("rulings"), QJsonArray{m_ruling});
    if (replay.contains(QStringLiteral("cards")))
        o.insert(QStringLiteral("cards"), replay.value(QStringLiteral("cards")));
    o.insert(QStringLiteral("state"), replay.value(QStringLiteral("state")));
    QJsonObject lesson{{QStringLiteral("title"), m_title.trimmed()}};
    if (m_ruling > 0)
        lesson.insert(QStringLiteral("ruling"), m_ruling);
    if (!m_citeSource.trimmed().isEmpty() || !m_citeText.trimmed().isEmpty())
        lesson.insert(QStringLiteral("cites"),
                      QJsonArray{QJsonObject{{QStringLiteral("source"), m_citeSource.trimmed()}, {QStringLiteral("text"), m_citeText.trimmed()}}});
    QJsonArray steps;
    for (int k = 0; k < m_steps.size(); ++k) {
        const Step &s = m_steps[k];
        QJsonObject step{{QStringLiteral("caption"), s.caption.trimmed()}};
        const QJsonArray actions = actionsBetween(startOf(k), s.node);
        if (!actions.isEmpty())
            step.insert(QStringLiteral("actions"), actions);
        // What the step shows once its question is answered (the loader takes it only then).
        if (s.hasQuestion && !s.after.trimmed().isEmpty())
            step.insert(QStringLiteral("after"), QJsonObject{{QStringLiteral("caption"), s.after.trimmed()}});
        if (!s.highlights.isEmpty())
            step.insert(QStringLiteral("highlight"), s.highlights);
        if (s.hasQuestion) {
            QJsonObject q{{QStringLiteral("text"), s.question},
                          {QStringLiteral("choices"), QJsonArray::fromStringList(s.choices)},
                          {QStringLiteral("answer"), s.answer},
                          {QStringLiteral("explanation"), s.explanation}};
            if (m_ruling > 0)
                q.insert(QStringLiteral("ruling"), m_ruling);
            else if (lesson.contains(QStringLiteral("cites")))
                q.insert(QStringLiteral("cite"), 0);
            step.insert(QStringLiteral("question"), q);
        }
        // Each step proves what its point shows: the designation there.
        step.insert(QStringLiteral("expect"), QJsonObject{{QStringLiteral("designation"), dayNightName(record.node(s.node).state.designation)}});
        if (s.whatIfNode >= 0 && s.whatIfNode < record.size())
            step.insert(QStringLiteral("whatIf"),
                        QJsonObject{{QStringLiteral("label"), s.whatIfLabel},
                                    {QStringLiteral("mainLabel"), s.mainLabel},
                                    {QStringLiteral("actions"), actionsBetween(startOf(k), s.whatIfNode)},
                                    {QStringLiteral("expect"),
                                     QJsonObject{{QStringLiteral("designation"), dayNightName(record.node(s.whatIfNode).state.designation)}}}});
        steps.append(step);
    }
    lesson.insert(QStringLiteral("steps"), steps);
    o.insert(QStringLiteral("lesson"), lesson);
    return o;
}

QString LessonAuthor::lessonText() const
{
    return QString::fromUtf8(recordFileBytes(lessonJson()));
}

QString LessonAuthor::suggestedFile() const
{
    QString name = m_title.trimmed().toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    name = name.left(60);
    while (name.startsWith(QLatin1Char('-')))
        name.remove(0, 1);
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    if (name.isEmpty())
        name = QStringLiteral("lesson");
    return datapaths::userLessonsDir() + QLatin1Char('/') + name + QStringLiteral(".json");
}

bool LessonAuthor::save(const QString &fileOrUrl)
{
    if (!m_controller)
        return fail(tr("No game on the table."));
    if (m_steps.isEmpty())
        return fail(tr("A lesson needs one or more steps: add the point the table shows."));
    if (m_title.trimmed().isEmpty())
        return fail(tr("Give the lesson a title."));
    for (int k = 0; k < m_steps.size(); ++k)
        if (m_steps[k].caption.trimmed().isEmpty())
            return fail(tr("Step %1 needs a caption: what to watch.").arg(k + 1));
    if (m_ruling == 0 && (m_citeSource.trimmed().isEmpty() || m_citeText.trimmed().isEmpty()))
        return fail(tr("Name what the lesson teaches: a seed ruling (1-12), or a source it cites with its words (\"CR 702.145f\")."));
    const QString file = fileOrUrl.isEmpty() ? suggestedFile() : GameController::localPath(fileOrUrl);
    const QJsonObject json = lessonJson();
    // The same checks as File > Open and `daynight --headless --scenario FILE`.
    Scenario sc;
    QString error;
    if (!Scenario::fromJson(json, file, &sc, &error))
        return fail(error);
    const ScenarioRun run = runScenario(sc);
    if (run.code != ScenarioRun::Passed)
        return fail(run.code == ScenarioRun::BadInput ? run.message : run.failures.join(QStringLiteral("; ")));
    const QString folder = QFileInfo(file).absolutePath();
    if (const QString why = datapaths::makeWritableFolder(folder); !why.isEmpty())
        return fail(why);
    if (!writeFileAtomically(file, recordFileBytes(json), &error))
        return fail(error);
    m_file = QFileInfo(file).absoluteFilePath();
    emit fileChanged();
    m_controller->notify(tr("Lesson saved: %1 (Learn lists it; File > Open plays it).").arg(m_file));
    return succeed();
}

bool LessonAuthor::play()
{
    if (!m_controller || m_file.isEmpty())
        return fail(tr("Save the lesson first."));
    setPicking(QString());
    return m_controller->lesson()->open(m_file) ? succeed() : fail(m_controller->status());
}
