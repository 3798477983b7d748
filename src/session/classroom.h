// A class that follows a lesson: the teacher's side of Learn > Teach a class. It holds the
// lesson (rules/lesson.h), the step the teacher shows, each student (following the teacher or
// browsing on their own, and their answers) and the tally of each question. What a student is
// sent for a step is built here, and only from what that student may see: the lesson's view of
// the position (rules::project) and, for a question the student has not answered, the words
// that do not give the answer away (as the table's LessonPlayer holds them back). Qt Core only;
// the network side is net::ClassHost.
#pragma once

#include "scenario.h"
#include "visibility.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

namespace session {

/// Bounds of what a class sends, so that the client can refuse anything longer: a lesson whose
/// words are longer is refused by Classroom::open().
struct ClassLimits {
    static constexpr int kTitle = 400;
    static constexpr int kCaption = 2000;
    static constexpr int kQuestion = 1000;
    static constexpr int kChoices = 12;
    static constexpr int kChoice = 400;
    static constexpr int kExplanation = 4000;
    static constexpr int kSource = 400;
    static constexpr int kHighlights = 64;
    static constexpr int kCards = 200;
    static constexpr int kStudentName = 32;
    /// Students at once (each is a connection the host serves).
    static constexpr int kStudents = 60;
};

/// One question's tally: of `students` students, `answered` have answered, `right` rightly.
struct QuestionTally {
    int step = 0;           ///< 0-based
    int students = 0;
    int answered = 0;
    int right = 0;
    bool operator==(const QuestionTally &) const = default;
};

class Classroom : public QObject
{
    Q_OBJECT
public:
    explicit Classroom(QObject *parent = nullptr);

    /// Opens `lesson` (a loaded scenario with a lesson) at its first step: plays its actions to
    /// each step's start and outcome. Every student is forgotten. False with one line in
    /// `error` (and nothing changed) when it is not a lesson, an action fails, or a text is
    /// over ClassLimits ("$.lesson.steps[2].question.explanation: 4100 characters, a class sends
    /// at most 4000").
    bool open(const rules::Scenario &lesson, QString *error);
    bool isOpen() const { return !m_steps.isEmpty(); }
    const rules::Scenario &lesson() const { return m_lesson; }
    int stepCount() const { return int(m_steps.size()); }

    /// The step the teacher shows (0-based) and the furthest the teacher has shown so far.
    int teacherStep() const { return m_teacherStep; }
    int reachedStep() const { return m_reached; }
    /// Shows step `step` to the class (followers move with it). False when out of range.
    bool setTeacherStep(int step);

    /// Who the class watches as at step `step` (before its outcome when `outcome` is false):
    /// "all" hands: a spectator who sees every hand (never the libraries); "none": a spectator;
    /// "acting": the player who must act there (deciding, else holding priority).
    rules::Viewer viewerAt(int step, bool outcome) const;
    /// "a spectator who sees every hand", ..., for the welcome: what the lesson shows.
    QString viewerDescription() const;

    /// A new student named `name` (ClassLimits::kStudentName characters at most, printable);
    /// returns their id (0, 1, ...) and gives them a token to come back with (token()). -1 with
    /// the reason when the name is bad or the class is full.
    int addStudent(const QString &name, QString *error);
    /// The student holding `token`, -1 if none.
    int studentByToken(const QString &token) const;
    QString token(int student) const { return m_students.value(student).token; }
    QString name(int student) const { return m_students.value(student).name; }
    int studentCount() const { return int(m_students.size()); }
    bool following(int student) const { return m_students.value(student).following; }

    /// Follow the teacher (the student is shown the teacher's step) or browse on their own
    /// (they stay where they are until they go elsewhere). Either ends a follower's review of an
    /// answer (shownStep()).
    void setFollowing(int student, bool following);
    /// A browsing student goes to step `step`: any step the teacher has shown so far
    /// (reachedStep()), but never past a question of theirs that waits (its outcome would tell
    /// the answer). Going there also stops following. False with the reason, nothing changed.
    bool browse(int student, int step, QString *error);
    /// The student answers the question of step `step` (the step they are shown) with choice
    /// `choice` (0-based). One answer per question: the first counts. False with the reason,
    /// nothing changed.
    bool answer(int student, int step, int choice, QString *error);
    /// The step the student is shown: the teacher's when following, else their own; either way
    /// no further than their first question that waits. A follower who has just answered a
    /// question behind the teacher's step sees its result there until the teacher moves or
    /// they follow again.
    int shownStep(int student) const;
    /// The choice the student gave at `step`, -1 if none.
    int answerOf(int student, int step) const { return m_students.value(student).answers.value(step, -1); }

    /// What student `student` (0 to studentCount() - 1; else an empty object) is sent for the step they are shown, as the class protocol's
    /// "step" fields: step, teacher, reached, follow, caption, highlight, view, and either
    /// question {text, choices} (it waits) or result {choice, correct, answer, explanation,
    /// source, sourceText} (they answered). Before an answer nothing in it tells the answer: not
    /// the right choice, not the explanation, not the "after" caption or highlights, and the
    /// view is the position before the step's actions.
    QJsonObject stepFor(int student) const;
    /// The lesson as every student gets it on joining: title, ruling, hands, steps, viewer and
    /// cards (the lesson's own card definitions, so its positions can be read). Not its
    /// description nor its cites, which may tell outcomes.
    QJsonObject lessonInfo() const;

    /// Each question's tally, in step order, over every student who joined.
    QList<QuestionTally> tally() const;
    /// "step 3: 2 of 3 answered, 1 right".
    static QString tallyLine(const QuestionTally &t);

signals:
    /// A lesson was opened: every student of the one before is forgotten.
    void opened();
    void teacherMoved(int step);
    /// A student answered a question (the tally changed).
    void answered(int student, int step, bool right);
    void studentsChanged();

private:
    struct StepPositions {
        rules::GameState before;    ///< at the step's start (the question is asked over it)
        rules::GameState after;     ///< its outcome
    };
    struct Student {
        QString name;
        QString token;
        bool following = true;
        int step = 0;               ///< where a browsing student is
        int review = -1;            ///< a follower's step just answered, shown with its result until the teacher moves
        QHash<int, int> answers;    ///< step -> choice
    };

    int firstOpenQuestion(const Student &s) const;
    int clampShown(const Student &s, int wanted) const;

    rules::Scenario m_lesson;
    QList<StepPositions> m_steps;
    QList<Student> m_students;
    int m_teacherStep = 0;
    int m_reached = 0;
};

} // namespace session
