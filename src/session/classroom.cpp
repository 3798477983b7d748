#include "classroom.h"

#include "inputfile.h"
#include "rulings.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace session {

namespace {

// "$.lesson.steps[2].caption: 2100 characters, a class sends at most 2000", or "" when it fits.
QString overLimit(const QString &path, const QString &text, int limit)
{
    if (text.size() <= limit)
        return {};
    return QStringLiteral("%1: %2 characters, a class sends at most %3").arg(path).arg(text.size()).arg(limit);
}

QString checkLimits(const rules::Lesson &l)
{
    QStringList problems{overLimit(QStringLiteral("$.lesson.title"), l.title, ClassLimits::kTitle)};
    for (qsizetype k = 0; k < l.steps.size(); ++k) {
        const rules::LessonStep &s = l.steps[k];
        const QString at = QStringLiteral("$.lesson.steps[%1]").arg(k);
        problems << overLimit(at + QStringLiteral(".caption"), s.caption, ClassLimits::kCaption)
                 << overLimit(at + QStringLiteral(".after.caption"), s.afterCaption, ClassLimits::kCaption);
        if (s.highlights.size() > ClassLimits::kHighlights || s.afterHighlights.size() > ClassLimits::kHighlights)
            problems << QStringLiteral("%1.highlight: more than %2 highlights").arg(at).arg(ClassLimits::kHighlights);
        if (!s.question)
            continue;
        const rules::LessonQuestion &q = *s.question;
        problems << overLimit(at + QStringLiteral(".question.text"), q.text, ClassLimits::kQuestion)
                 << overLimit(at + QStringLiteral(".question.explanation"), q.explanation, ClassLimits::kExplanation);
        if (q.choices.size() > ClassLimits::kChoices)
            problems << QStringLiteral("%1.question.choices: %2 choices, a class sends at most %3").arg(at).arg(q.choices.size()).arg(ClassLimits::kChoices);
        for (const QString &c : q.choices)
            problems << overLimit(at + QStringLiteral(".question.choices"), c, ClassLimits::kChoice);
        if (q.cite >= 0)
            problems << overLimit(QStringLiteral("$.lesson.cites[%1].text").arg(q.cite), l.cites.value(q.cite).text, ClassLimits::kExplanation)
                     << overLimit(QStringLiteral("$.lesson.cites[%1].source").arg(q.cite), l.cites.value(q.cite).source, ClassLimits::kSource);
    }
    problems.removeAll(QString());
    return problems.value(0);
}

QString newToken()
{
    QString token;
    for (int i = 0; i < 4; ++i)
        token += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
    return token;
}

} // namespace

Classroom::Classroom(QObject *parent) : QObject(parent) {}

bool Classroom::open(const rules::Scenario &lesson, QString *error)
{
    if (lesson.lesson.isEmpty()) {
        *error = QStringLiteral("%1: not a lesson (it has no \"lesson\")").arg(rules::printable(lesson.file));
        return false;
    }
    if (const QString problem = checkLimits(lesson.lesson); !problem.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(rules::printable(lesson.file), problem);
        return false;
    }
    if (lesson.extraCards.size() > ClassLimits::kCards) {
        *error = QStringLiteral("%1: $.cards: %2 cards, a class sends at most %3").arg(rules::printable(lesson.file)).arg(lesson.extraCards.size()).arg(ClassLimits::kCards);
        return false;
    }
    // Each step's start and outcome, played as the runner plays the lesson.
    QList<StepPositions> steps;
    rules::Game game(lesson.cards, lesson.start);
    rules::CardRefs refs = lesson.refs;
    rules::Events events;
    for (const rules::LessonStep &s : lesson.lesson.steps) {
        StepPositions p;
        p.before = game.state();
        for (int i = s.firstAction; i < s.firstAction + s.actionCount; ++i) {
            const QString problem = rules::playScenarioAction(lesson.actions.at(i), lesson.actionPath(i), game, &refs, &events);
            if (!problem.isEmpty()) {
                *error = QStringLiteral("%1: %2").arg(rules::printable(lesson.file), problem);
                return false;
            }
        }
        p.after = game.state();
        steps.append(p);
    }
    m_lesson = lesson;
    m_steps = steps;
    m_students.clear();
    m_teacherStep = 0;
    m_reached = 0;
    emit opened();
    emit studentsChanged();
    emit teacherMoved(0);
    return true;
}

bool Classroom::setTeacherStep(int step)
{
    if (step < 0 || step >= stepCount())
        return false;
    m_teacherStep = step;
    m_reached = std::max(m_reached, step);
    for (Student &s : m_students)
        s.review = -1;
    emit teacherMoved(step);
    return true;
}

rules::Viewer Classroom::viewerAt(int step, bool outcome) const
{
    const QString &hands = m_lesson.lesson.hands;
    if (hands == QLatin1String("all"))
        return rules::Viewer::spectator(true);
    if (hands == QLatin1String("acting") && step >= 0 && step < stepCount()) {
        const rules::GameState &s = outcome ? m_steps[step].after : m_steps[step].before;
        const int acting = s.decision.kind != rules::PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
        if (acting >= 0)
            return rules::Viewer::player(acting);
    }
    return rules::Viewer::spectator(false);
}

QString Classroom::viewerDescription() const
{
    const QString &hands = m_lesson.lesson.hands;
    if (hands == QLatin1String("all"))
        return QStringLiteral("a spectator who sees every hand");
    if (hands == QLatin1String("acting"))
        return QStringLiteral("the hand of the player who must act");
    return QStringLiteral("a spectator");
}

int Classroom::addStudent(const QString &name, QString *error)
{
    if (name.size() > ClassLimits::kStudentName || rules::hasHiddenCharacters(name)) {
        *error = QStringLiteral("the name \"%1\" is longer than %2 characters or holds characters that are not printable")
                     .arg(rules::printable(name.left(ClassLimits::kStudentName))).arg(ClassLimits::kStudentName);
        return -1;
    }
    if (m_students.size() >= ClassLimits::kStudents) {
        *error = QStringLiteral("the class is full (%1 students)").arg(ClassLimits::kStudents);
        return -1;
    }
    Student s;
    s.name = name.trimmed().isEmpty() ? QStringLiteral("Student %1").arg(m_students.size() + 1) : name.trimmed();
    s.token = newToken();
    m_students.append(s);
    emit studentsChanged();
    return int(m_students.size()) - 1;
}

int Classroom::studentByToken(const QString &token) const
{
    for (qsizetype i = 0; i < m_students.size(); ++i)
        if (!token.isEmpty() && m_students[i].token == token)
            return int(i);
    return -1;
}

void Classroom::setFollowing(int student, bool following)
{
    if (student < 0 || student >= studentCount())
        return;
    Student &s = m_students[student];
    if (!following && s.following)
        s.step = shownStep(student); // browsing starts where they were
    s.following = following;
    s.review = -1;
}

bool Classroom::browse(int student, int step, QString *error)
{
    if (student < 0 || student >= studentCount())
        return *error = QStringLiteral("no such student"), false;
    Student &s = m_students[student];
    if (step < 0 || step >= stepCount())
        return *error = QStringLiteral("step %1: the lesson has steps 1 to %2").arg(step + 1).arg(stepCount()), false;
    if (step > m_reached)
        return *error = QStringLiteral("step %1: the teacher has shown steps 1 to %2 so far").arg(step + 1).arg(m_reached + 1), false;
    if (const int open = firstOpenQuestion(s); step > open)
        return *error = QStringLiteral("step %1: answer the question of step %2 first").arg(step + 1).arg(open + 1), false;
    s.following = false;
    s.step = step;
    s.review = -1;
    return true;
}

bool Classroom::answer(int student, int step, int choice, QString *error)
{
    if (student < 0 || student >= studentCount())
        return *error = QStringLiteral("no such student"), false;
    Student &s = m_students[student];
    if (step != shownStep(student))
        return *error = QStringLiteral("step %1: you are shown step %2").arg(step + 1).arg(shownStep(student) + 1), false;
    const rules::LessonStep &ls = m_lesson.lesson.steps[step];
    if (!ls.question)
        return *error = QStringLiteral("step %1 asks no question").arg(step + 1), false;
    if (s.answers.contains(step))
        return *error = QStringLiteral("step %1: you answered already").arg(step + 1), false;
    if (choice < 0 || choice >= ls.question->choices.size())
        return *error = QStringLiteral("step %1: choice %2 is not one of 1 to %3").arg(step + 1).arg(choice + 1).arg(ls.question->choices.size()), false;
    s.answers.insert(step, choice);
    if (s.following)
        s.review = step; // the result first, even when the teacher is further on
    emit answered(student, step, choice == ls.question->answer);
    return true;
}

int Classroom::firstOpenQuestion(const Student &s) const
{
    for (int k = 0; k < stepCount(); ++k)
        if (m_lesson.lesson.steps[k].question && !s.answers.contains(k))
            return k;
    return stepCount();
}

int Classroom::clampShown(const Student &s, int wanted) const
{
    return std::min({wanted, m_reached, firstOpenQuestion(s)});
}

int Classroom::shownStep(int student) const
{
    if (student < 0 || student >= studentCount())
        return 0;
    const Student &s = m_students[student];
    if (s.following && s.review >= 0)
        return s.review;
    return clampShown(s, s.following ? m_teacherStep : s.step);
}

QJsonObject Classroom::stepFor(int student) const
{
    if (student < 0 || student >= studentCount())
        return {};
    const int k = shownStep(student);
    const Student &s = m_students.at(student);
    const rules::LessonStep &ls = m_lesson.lesson.steps.at(k);
    const bool waits = ls.question && !s.answers.contains(k);
    QJsonObject o{{QStringLiteral("step"), k},
                  {QStringLiteral("teacher"), m_teacherStep},
                  {QStringLiteral("reached"), m_reached},
                  {QStringLiteral("follow"), s.following}};
    // While the question waits: its own caption and highlights over the position before the
    // step's actions. Once answered (or without a question): the "after" ones over the outcome.
    o.insert(QStringLiteral("caption"), !waits && !ls.afterCaption.isEmpty() ? ls.afterCaption : ls.caption);
    o.insert(QStringLiteral("highlight"), !waits && ls.hasAfterHighlights ? ls.afterHighlights : ls.highlights);
    const rules::GameState &position = waits ? m_steps[k].before : m_steps[k].after;
    o.insert(QStringLiteral("view"), rules::viewToJson(rules::project(position, viewerAt(k, !waits)), m_lesson.cards));
    if (waits) {
        o.insert(QStringLiteral("question"), QJsonObject{{QStringLiteral("text"), ls.question->text},
                                                         {QStringLiteral("choices"), QJsonArray::fromStringList(ls.question->choices)}});
    } else if (ls.question) {
        const rules::LessonQuestion &q = *ls.question;
        const int choice = s.answers.value(k);
        QString source, sourceText;
        if (q.cite >= 0) {
            source = m_lesson.lesson.cites.value(q.cite).source;
            sourceText = m_lesson.lesson.cites.value(q.cite).text;
        } else if (const rules::Ruling *r = rules::RulingsRegistry::builtIn().find(q.ruling)) {
            source = QStringLiteral("Ruling %1").arg(r->id);
            sourceText = r->text.left(ClassLimits::kExplanation);
        }
        o.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("choice"), choice},
                                                       {QStringLiteral("correct"), choice == q.answer},
                                                       {QStringLiteral("answer"), q.choices.value(q.answer)},
                                                       {QStringLiteral("explanation"), q.explanation},
                                                       {QStringLiteral("source"), source},
                                                       {QStringLiteral("sourceText"), sourceText}});
    }
    return o;
}

QJsonObject Classroom::lessonInfo() const
{
    return {{QStringLiteral("title"), m_lesson.lesson.title},
            {QStringLiteral("ruling"), m_lesson.lesson.ruling},
            {QStringLiteral("hands"), m_lesson.lesson.hands},
            {QStringLiteral("steps"), stepCount()},
            {QStringLiteral("viewer"), viewerDescription()},
            {QStringLiteral("cards"), m_lesson.extraCards}};
}

QList<QuestionTally> Classroom::tally() const
{
    QList<QuestionTally> out;
    for (int k = 0; k < stepCount(); ++k) {
        const rules::LessonStep &ls = m_lesson.lesson.steps[k];
        if (!ls.question)
            continue;
        QuestionTally t{k, int(m_students.size()), 0, 0};
        for (const Student &s : m_students)
            if (s.answers.contains(k)) {
                ++t.answered;
                t.right += s.answers.value(k) == ls.question->answer ? 1 : 0;
            }
        out.append(t);
    }
    return out;
}

QString Classroom::tallyLine(const QuestionTally &t)
{
    return QStringLiteral("step %1: %2 of %3 answered, %4 right").arg(t.step + 1).arg(t.answered).arg(t.students).arg(t.right);
}

} // namespace session
