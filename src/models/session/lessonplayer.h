// LessonPlayer: plays a lesson (rules/lesson.h) on the table, step by step, for a teacher and a
// class (issue 11). The lesson is opened like any scenario (GameController records every action,
// so each step is a point of the game record); the player walks those points at lesson pace,
// asks the step's question before its outcome, says what to highlight, and compares a step's
// "what if" with the lesson's own outcome.
#pragma once

#include "scenario.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <functional>
#include <QtQml/qqmlregistration.h>

class GameController;

class LessonPlayer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.lesson")
    /// A lesson is open (the caption band, the controls and the Learn keys are shown).
    Q_PROPERTY(bool active READ active NOTIFY lessonChanged FINAL)
    /// The caption band's title and the seed ruling it teaches (1-12), with its words and CR
    /// paragraphs ("CR 730.2a, CR 502.2").
    Q_PROPERTY(QString title READ title NOTIFY lessonChanged FINAL)
    Q_PROPERTY(int ruling READ ruling NOTIFY lessonChanged FINAL)
    Q_PROPERTY(QString rulingText READ rulingText NOTIFY lessonChanged FINAL)
    Q_PROPERTY(QString rulingRules READ rulingRules NOTIFY lessonChanged FINAL)
    /// The sources the lesson cites beside the seed rulings ("cites"): maps {source, text}.
    Q_PROPERTY(QVariantList cites READ cites NOTIFY lessonChanged FINAL)
    /// What the band's badge names: "Ruling 5" for a seed ruling, else the first cite's source
    /// ("CR 702.145f"); and its words: the ruling's text with its CR paragraphs, or each cite as
    /// "source: text" on its own line.
    Q_PROPERTY(QString sourceLabel READ sourceLabel NOTIFY lessonChanged FINAL)
    Q_PROPERTY(QString sourceText READ sourceText NOTIFY lessonChanged FINAL)
    /// The folder of the user's own lessons (datapaths::userLessonsDir()), listed by lessons().
    Q_PROPERTY(QString userFolder READ userFolder CONSTANT FINAL)
    /// Whose hands are face up: "all", "acting" or "none" (the lesson's "hands").
    Q_PROPERTY(QString hands READ hands NOTIFY lessonChanged FINAL)
    /// The steps' captions, for the chapter list; a step after a question that waits is named
    /// only by its number, as its caption would give the answer away.
    Q_PROPERTY(QStringList chapters READ chapters NOTIFY stepChanged FINAL)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY lessonChanged FINAL)
    /// The step shown, 0 to stepCount - 1.
    Q_PROPERTY(int step READ step NOTIFY stepChanged FINAL)
    /// The step's caption: while its question waits, the words that do not give the answer
    /// away; once answered, its "after" caption if the lesson has one.
    Q_PROPERTY(QString caption READ caption NOTIFY stepChanged FINAL)
    /// The step's actions are being played, one record point at a time, at lesson pace.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    /// Play: after each step, a pause to read the caption, then the next step; a question or the
    /// last step stops it.
    Q_PROPERTY(bool playing READ playing WRITE setPlaying NOTIFY playingChanged FINAL)
    /// Lesson pace, 0.5 to 2 (1: a second for a point where something happens).
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged FINAL)
    /// The step's question while it waits for the viewer: {text, choices (list of string)};
    /// an empty map when there is none or it was answered.
    Q_PROPERTY(QVariantMap question READ question NOTIFY stepChanged FINAL)
    /// After an answer: {choice, correct (bool), answer (the right choice's words), explanation,
    /// ruling, cite (the question's cite {source, text}, an empty map if none)}; empty before.
    Q_PROPERTY(QVariantMap answer READ answer NOTIFY stepChanged FINAL)
    /// What to highlight now, resolved against the position shown: a list of maps {kind:
    /// "permanent" | "player" | "stack" | "log" | "indicator", id (object id, player index or log
    /// row; -1 for the indicator)}; an arrow is {kind: "arrow", from: {kind, id}, to: {kind, id}}.
    Q_PROPERTY(QVariantList highlights READ highlights NOTIFY stepChanged FINAL)
    /// The step has a "what if" (the same point with other actions).
    Q_PROPERTY(bool hasWhatIf READ hasWhatIf NOTIFY stepChanged FINAL)
    /// The side-by-side comparison of the step's outcome and its "what if" (computeWhatIf()):
    /// {mainLabel, label, rows: [{what, main, other, differs (bool)}]}; empty until asked.
    Q_PROPERTY(QVariantMap whatIf READ whatIf NOTIFY whatIfChanged FINAL)
    /// The handout is being drawn (writeHandout): the table shows each step at once, with no
    /// motion, so each picture is the step's outcome.
    Q_PROPERTY(bool rendering READ rendering NOTIFY renderingChanged FINAL)

public:
    explicit LessonPlayer(GameController *controller);

    /// The installed lessons (datapaths::dataDir("lessons")), sorted by ruling then file, then the
    /// user's own (datapaths::userLessonsDir()), by file; each a map with `user` (bool): one of the
    /// user's lessons; and
    /// {file, title, ruling (0 for a lesson that only cites), rulingText, rules (string), source
    /// (sourceLabel: "Ruling 5" or the first cite's source), steps (int), problem (why it cannot
    /// be opened; "" if it can)}.
    Q_INVOKABLE QVariantList lessons() const { return installedLessons(); }
    /// lessons(), without a player (the command line).
    static QVariantList installedLessons();
    /// The seed rulings (resources/rulings.json) as maps {id, text, summary, rules (string)}.
    Q_INVOKABLE QVariantList rulings() const;
    /// Opens a lesson file (path or file: URL) at its first step. Bad input (not readable, not a
    /// lesson, an illegal action) is refused with GameController's file problem, and the game on
    /// the table is kept.
    Q_INVOKABLE bool open(const QString &fileOrUrl);
    /// open() of a lesson already read from `file` (GameController::openScenario() opens a file
    /// with a "lesson" this way). `sc.lesson` must not be empty.
    bool openLoaded(const rules::Scenario &sc, const QString &file);
    /// Opens the installed lesson of seed ruling `ruling` (1-12): the first in lessons().
    Q_INVOKABLE bool openRuling(int ruling);
    /// Next step: asks its question if it has one (and waits), else plays its actions at lesson
    /// pace. False at the last step.
    Q_INVOKABLE bool next();
    /// The step before, at once (no pacing); while a step plays, the step before it (where it
    /// started). Going back forgets the answers from there on, so each question is asked again.
    /// False at the first step.
    Q_INVOKABLE bool previous();
    /// Step `index` (0-based) at once; its question, if unanswered, is asked. Going back (or to
    /// the step shown) forgets the answers from `index` on; going past a question that waits
    /// stops at that question (the status bar says so), so nothing after it shows before its
    /// answer. False when no lesson is open or `index` is out of range.
    Q_INVOKABLE bool goToStep(int index);
    /// Step 1 with every answer forgotten.
    Q_INVOKABLE void restart() { goToStep(0); }
    /// "Try again": forgets the answer to the step's question and asks it again over the
    /// position before the outcome. False when the step shown has no answered question.
    Q_INVOKABLE bool retryQuestion();
    /// Answers the waiting question with choice `index`, then plays the step's outcome.
    Q_INVOKABLE bool answerQuestion(int index);
    /// Computes the step's "what if" beside its own outcome (the property whatIf).
    Q_INVOKABLE bool computeWhatIf();
    /// Leaves the lesson at the point shown so the viewer plays on from it: every action they
    /// take makes a variation in the game record (View > Timeline shows it).
    Q_INVOKABLE void playFromHere();
    /// Plays the step's "what if" on the table from the point before the step, as a variation
    /// of the record, and leaves the lesson there (the viewer plays on).
    Q_INVOKABLE bool playWhatIf();
    /// Closes the lesson; the table keeps the game as shown.
    Q_INVOKABLE void close();
    /// Writes the open lesson's handout, a PDF (src/app/handout.h), to `fileOrUrl` with the
    /// writer the program gave (setHandoutWriter): the teacher's copy (answers, explanations,
    /// the ruling) when `teacher`, else the student's (questions and choices only;
    /// handoutPlan()). Says the outcome in the status bar; a file that cannot be written is a
    /// file problem (a dialog). False without a writer or on error.
    Q_INVOKABLE bool writeHandout(const QString &fileOrUrl, bool teacher);
    /// The program's handout writer (file, teacher): returns "" when written, else why not.
    /// The models do not draw windows; the application does.
    void setHandoutWriter(std::function<QString(const QString &, bool)> writer) { m_handoutWriter = std::move(writer); }

    bool active() const { return m_active; }
    QString title() const { return m_scenario.lesson.title; }
    int ruling() const { return m_scenario.lesson.ruling; }
    QString rulingText() const;
    QString rulingRules() const;
    QVariantList cites() const;
    QString sourceLabel() const;
    QString sourceText() const;
    QString hands() const { return m_scenario.lesson.hands; }
    static QString userFolder();
    QStringList chapters() const;
    int stepCount() const { return int(m_scenario.lesson.steps.size()); }
    int step() const { return m_step; }
    QString caption() const;
    bool busy() const { return m_stepPlaying; }
    bool playing() const { return m_playing; }
    void setPlaying(bool playing);
    double speed() const { return m_speed; }
    void setSpeed(double speed);
    QVariantMap question() const;
    QVariantMap answer() const;
    QVariantList highlights() const;
    bool hasWhatIf() const;
    QVariantMap whatIf() const { return m_whatIf; }
    bool rendering() const { return m_rendering; }
    /// Set by the handout writer around its drawing.
    void setRendering(bool rendering)
    {
        if (m_rendering != rendering) {
            m_rendering = rendering;
            emit renderingChanged();
        }
    }

    /// The loaded lesson (tests, the handout).
    const rules::Scenario &scenario() const { return m_scenario; }
    /// The record node shown at the end of step `index` (its outcome).
    int stepNode(int index) const { return m_stepNodes.value(index, 0); }
    /// Finishes the step being played at once (tests, the handout, --step).
    void finishStep();
    /// Forgets the viewer's answers: each question is asked again (after the handout).
    void forgetAnswers();

signals:
    void lessonChanged();
    void stepChanged();
    void playingChanged();
    void speedChanged();
    void whatIfChanged();
    void renderingChanged();
    void busyChanged();

private:
    /// Shows step `index`: its question (position before its actions) or its outcome; `paced`
    /// plays the points between at lesson pace, else jumps.
    void enter(int index, bool paced);
    void playNextPoint();
    void setStepPlaying(bool playing);
    void scheduleAdvance();
    /// The caption step `index` shows now: its "after" caption once its question is answered.
    QString captionOf(int index) const;
    /// The first step whose question waits for an answer; stepCount() if none.
    int firstOpenQuestion() const;
    void forgetAnswersFrom(int index);
    int nodeBefore(int index) const { return index == 0 ? 0 : m_stepNodes.value(index - 1, 0); }
    QVariantMap target(const QJsonObject &o) const;

    GameController *m_controller;
    rules::Scenario m_scenario;
    QList<int> m_stepNodes;     ///< record node at the end of each step
    QList<int> m_line;          ///< the lesson's line through the record, root first
    QList<int> m_pending;       ///< points still to play in the step being played
    QHash<int, int> m_answers;  ///< step -> the choice the viewer gave
    QVariantMap m_whatIf;
    int m_step = 0;
    bool m_active = false;
    bool m_opening = false;
    bool m_playing = false;
    bool m_stepPlaying = false; ///< busy: points of the step are still being shown
    bool m_rendering = false;
    double m_speed = 1.0;
    QTimer m_pointTimer;        ///< the next point of a step being played
    QTimer m_advanceTimer;      ///< the next step while playing
    std::function<QString(const QString &, bool)> m_handoutWriter;
};
