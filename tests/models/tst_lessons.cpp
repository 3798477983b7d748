// The lesson player (issue 11) over a real GameController: what a teacher and a class see at
// each step (the designation, which face is up, the caption), the question before the outcome,
// stepping back and forth, playing at a pace, the what-if beside the outcome and as a variation,
// and bad lesson files refused with the table unchanged.
#include "gamecontroller.h"
#include "handoutplan.h"
#include "lessonplayer.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rules;

namespace {

QString lessonFile(const char *name)
{
    return QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons/") + QLatin1String(name);
}

/// The face up of the first permanent of card `key`, by name.
QString faceOf(const GameController &c, const QString &key)
{
    const GameState &s = c.game().state();
    for (const Permanent &p : s.battlefield)
        if (s.cards[p.cardId].key == key)
            return c.game().face(p).name;
    return QString();
}

/// The words that would give a question's answer away: the right choice, each part of it
/// around a colon ("No change: it stays night"), each without a leading "It" ("becomes night"),
/// and the explanation. Parts shorter than 10 characters are too common to count.
QStringList giveaways(const LessonQuestion &q)
{
    QStringList out{q.choices[q.answer], q.explanation};
    for (QString part : q.choices[q.answer].split(QLatin1Char(':'))) {
        part = part.trimmed();
        if (part.startsWith(QLatin1String("it "), Qt::CaseInsensitive))
            out.append(part.mid(3));
        out.append(part);
    }
    out.removeIf([](const QString &w) { return w.size() < 10; });
    return out;
}

/// The first of `secrets` that `text` holds (ignoring case), "" if none.
QString firstGiveaway(const QString &text, const QStringList &secrets)
{
    for (const QString &secret : secrets)
        if (text.contains(secret, Qt::CaseInsensitive))
            return secret;
    return QString();
}

DayNight designation(const GameController &c)
{
    return c.game().state().designation;
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_controller = std::make_unique<GameController>();
        m_controller->newGame(1, 2);
    }

    // Opening: step 1 of 4 over the starting position, the ruling named.
    void opensAtTheFirstStep()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        QVERIFY(lesson.active());
        QCOMPARE(lesson.stepCount(), 4);
        QCOMPARE(lesson.step(), 0);
        QCOMPARE(lesson.ruling(), 3);
        QVERIFY(lesson.rulingText().startsWith(QStringLiteral("If it is day, and the active player of the previous turn cast no spells")));
        QVERIFY(lesson.rulingRules().contains(QStringLiteral("CR 730.2a")));
        QVERIFY(lesson.caption().startsWith(QStringLiteral("It is day")));
        QCOMPARE(designation(*m_controller), DayNight::Day);
        QCOMPARE(faceOf(*m_controller, QStringLiteral("tovolar-dire-overlord")), QStringLiteral("Tovolar, Dire Overlord"));
        QCOMPARE(lesson.chapters().size(), 4);
    }

    // The question comes before the outcome; the answer plays it; back and forth keeps each
    // step's position.
    void questionBeforeTheOutcome()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        const int handBefore = int(m_controller->game().state().players[0].hand.size());
        QVERIFY(lesson.next()); // Alice plays a Forest, at lesson pace
        QVERIFY(lesson.busy());
        lesson.finishStep();
        QVERIFY(!lesson.busy());
        QCOMPARE(m_controller->game().state().players[0].hand.size(), handBefore - 1);
        QVERIFY(lesson.next()); // the question
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
        QCOMPARE(lesson.question().value(QStringLiteral("choices")).toStringList().size(), 3);
        QCOMPARE(designation(*m_controller), DayNight::Day); // not before the answer
        QVERIFY(!lesson.next());                               // the question waits
        QVERIFY(m_controller->status().contains(QStringLiteral("Answer the question first")));
        QVERIFY(!lesson.answerQuestion(7));                    // not a choice
        QVERIFY(lesson.answerQuestion(1));
        QVERIFY(lesson.question().isEmpty());
        QCOMPARE(lesson.answer().value(QStringLiteral("correct")).toBool(), true);
        QCOMPARE(lesson.answer().value(QStringLiteral("ruling")).toInt(), 3);
        lesson.finishStep();
        QCOMPARE(designation(*m_controller), DayNight::Night);
        QCOMPARE(faceOf(*m_controller, QStringLiteral("tovolar-dire-overlord")), QStringLiteral("Tovolar, the Midnight Scourge"));
        QVERIFY(!lesson.answerQuestion(1)); // answered once
        // Back: the step before, as it was, and the question is asked again; going past it stops
        // at the question, so nothing after it shows before its answer.
        QVERIFY(lesson.previous());
        QCOMPARE(lesson.step(), 1);
        QCOMPARE(designation(*m_controller), DayNight::Day);
        QVERIFY(lesson.goToStep(3));
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
        QCOMPARE(designation(*m_controller), DayNight::Day);
        QVERIFY(m_controller->status().contains(QStringLiteral("Step 3 asks a question first")));
        QVERIFY(lesson.answerQuestion(1));
        QVERIFY(lesson.goToStep(3));
        QCOMPARE(lesson.step(), 3);
        QCOMPARE(designation(*m_controller), DayNight::Night);
        QVERIFY(lesson.question().isEmpty());
        QVERIFY(!lesson.next()); // the last step
        lesson.restart();
        QCOMPARE(lesson.step(), 0);
        QCOMPARE(m_controller->game().state().players[0].hand.size(), handBefore);
    }

    // A wrong answer is said so, with the right one, and the outcome still plays.
    void wrongAnswerIsExplained()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        QVERIFY(lesson.goToStep(2));
        QVERIFY(lesson.answerQuestion(0));
        QCOMPARE(lesson.answer().value(QStringLiteral("correct")).toBool(), false);
        QCOMPARE(lesson.answer().value(QStringLiteral("answer")).toString(), QStringLiteral("It becomes night"));
        lesson.finishStep();
        QCOMPARE(designation(*m_controller), DayNight::Night);
    }

    // Highlights name what is on the table now: Tovolar's object, the indicator, the log line.
    void highlightsResolveOnTheTable()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        QVERIFY(lesson.goToStep(2));
        QVERIFY(lesson.answerQuestion(1));
        QVERIFY(lesson.goToStep(3));
        const QVariantList h = lesson.highlights();
        QCOMPARE(h.size(), 2);
        const QVariantMap permanent = h[0].toMap(), log = h[1].toMap();
        QCOMPARE(permanent.value(QStringLiteral("kind")).toString(), QStringLiteral("permanent"));
        QCOMPARE(permanent.value(QStringLiteral("id")).toInt(), m_controller->game().state().battlefield.first().objectId);
        QCOMPARE(log.value(QStringLiteral("kind")).toString(), QStringLiteral("log"));
        const LogModel *model = m_controller->log();
        QCOMPARE(model->data(model->index(log.value(QStringLiteral("id")).toInt()), LogModel::Kind).toString(), QStringLiteral("permanentTransformed"));
        // Ruling 10: one arrow from the trigger on top of the stack to each of the three Wolves.
        QVERIFY(lesson.open(lessonFile("ruling-10-tovolar-draws-once-per-wolf.json")));
        int arrows = -1;
        for (int k = 0; k < lesson.stepCount() && arrows < 0; ++k) {
            QVERIFY(lesson.goToStep(k));
            if (!lesson.question().isEmpty()) {
                QVERIFY(lesson.answerQuestion(0));
                lesson.finishStep();
            }
            int n = 0;
            for (const QVariant &v : lesson.highlights())
                n += v.toMap().value(QStringLiteral("kind")).toString() == QLatin1String("arrow") ? 1 : 0;
            if (n > 0)
                arrows = n;
        }
        QCOMPARE(arrows, 3);
        QCOMPARE(m_controller->game().state().stack.size(), 3);
    }

    // Every installed lesson, walked as a class would: while a question waits, nothing the
    // table shows (the band's title, caption and chapters, the window's title, the status bar,
    // every log line) holds the right answer's words or its explanation.
    void noAnswerBeforeItsQuestion()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        int questions = 0, stepsChecked = 0;
        for (const QVariant &v : lesson.lessons()) {
            const QString file = v.toMap().value(QStringLiteral("file")).toString();
            QVERIFY2(lesson.open(file), qPrintable(file));
            const QList<LessonStep> &steps = lesson.scenario().lesson.steps;
            for (;;) {
                lesson.finishStep();
                // Every step up to the next question still to answer, that question's step too.
                int next = lesson.step();
                if (lesson.question().isEmpty()) // none here, or answered: the next step with one
                    do
                        ++next;
                    while (next < steps.size() && !steps[next].question);
                if (next < steps.size()) {
                    const LessonQuestion &asked = *steps[next].question;
                    const QStringList secrets = giveaways(asked);
                    QStringList shown{lesson.title(), lesson.caption(), lesson.chapters().join(QLatin1Char('\n')), m_controller->documentName(),
                                      m_controller->status(), m_controller->dayNight()->forecast()};
                    const LogModel *log = m_controller->log();
                    for (int row = 0; row < log->rowCount(); ++row)
                        shown.append(log->data(log->index(row), LogModel::Text).toString());
                    ++stepsChecked;
                    for (const QString &text : std::as_const(shown))
                        QVERIFY2(firstGiveaway(text, secrets).isEmpty(),
                                 qPrintable(QStringLiteral("%1, step %2: \"%3\" shows \"%4\" before the question of step %5 is answered")
                                                .arg(QFileInfo(file).fileName()).arg(lesson.step() + 1).arg(text, firstGiveaway(text, secrets)).arg(next + 1)));
                }
                const QVariantMap q = lesson.question();
                if (!q.isEmpty()) {
                    ++questions;
                    QVERIFY(lesson.answer().isEmpty());
                    QVERIFY(!lesson.hasWhatIf());
                    QVERIFY(lesson.answerQuestion(steps[lesson.step()].question->answer));
                    continue;
                }
                if (!lesson.next())
                    break;
            }
        }
        QVERIFY(stepsChecked > 30);
        QCOMPARE(questions, 15);
        // The check itself: the titles and captions these lessons had before they kept their
        // answers back are caught.
        Scenario r3;
        QString error;
        QVERIFY(Scenario::load(lessonFile("ruling-03-day-becomes-night.json"), &r3, &error));
        const QStringList r3Secrets = giveaways(*r3.lesson.steps[2].question);
        QCOMPARE(firstGiveaway(QStringLiteral("Day becomes night when the active player casts no spells"), r3Secrets), QStringLiteral("becomes night"));
        QVERIFY(!firstGiveaway(QStringLiteral("Opened scenario \"Day becomes night\": ... so at Bob's untap step it becomes night and Tovolar transforms."),
                               r3Secrets).isEmpty());
        QVERIFY(!firstGiveaway(QStringLiteral("Alice has cast no spells this turn: it becomes night at the next untap unless Alice casts one."), r3Secrets)
                     .isEmpty());
        QVERIFY(firstGiveaway(r3.lesson.title, r3Secrets).isEmpty());
    }

    // A question can be asked again: "Try again" over the position before its outcome, back
    // from a later step, and Restart.
    void aQuestionCanBeAskedAgain()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        QVERIFY(lesson.goToStep(2));
        QVERIFY(!lesson.retryQuestion()); // nothing answered yet
        QVERIFY(m_controller->dayNight()->forecast().contains(QStringLiteral("once the lesson's questions are answered")));
        QVERIFY(lesson.answerQuestion(0)); // wrong
        QVERIFY(m_controller->dayNight()->forecast().contains(QStringLiteral("Alice"))); // shown again
        lesson.finishStep();
        QCOMPARE(designation(*m_controller), DayNight::Night);
        QVERIFY(lesson.retryQuestion());
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
        QVERIFY(lesson.answer().isEmpty());
        QCOMPARE(designation(*m_controller), DayNight::Day); // the position before the outcome
        QVERIFY(lesson.answerQuestion(1));
        QVERIFY(lesson.answer().value(QStringLiteral("correct")).toBool());
        lesson.finishStep();
        QVERIFY(lesson.next());
        lesson.finishStep();
        QCOMPARE(lesson.step(), 3);
        QVERIFY(lesson.previous()); // back onto the question's step: asked again
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
        QVERIFY(lesson.answerQuestion(1));
        lesson.restart();
        QVERIFY(lesson.goToStep(3)); // stops at the question again
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
    }

    // A step says one thing before its answer and another after: ruling 10's caption and
    // arrows wait for the answer, and the chapters name no step after a question that waits.
    void beforeAndAfterTheAnswer()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-10-tovolar-draws-once-per-wolf.json")));
        QVERIFY(lesson.goToStep(2));
        QVERIFY(!lesson.question().isEmpty());
        QVERIFY(!lesson.caption().contains(QStringLiteral("three abilities")));
        QVERIFY(lesson.chapters().value(3).startsWith(QStringLiteral("(after the question of step 3)")));
        const auto arrows = [&lesson] {
            int n = 0;
            for (const QVariant &v : lesson.highlights())
                n += v.toMap().value(QStringLiteral("kind")).toString() == QLatin1String("arrow") ? 1 : 0;
            return n;
        };
        QCOMPARE(arrows(), 0);
        QVERIFY(lesson.answerQuestion(1));
        lesson.finishStep();
        QVERIFY(lesson.caption().contains(QStringLiteral("three abilities wait on the stack")));
        QCOMPARE(arrows(), 3);
        QVERIFY(lesson.chapters().value(3).startsWith(QStringLiteral("The three abilities resolve")));
    }

    // The handout's two copies: the class's asks each question over the position before its
    // outcome, with no answer, and leaves out the steps that would show it; the teacher's has
    // every step at its outcome with the answers.
    void handoutCopies()
    {
        Scenario sc;
        QString error;
        QVERIFY(Scenario::load(lessonFile("ruling-10-tovolar-draws-once-per-wolf.json"), &sc, &error));
        const QList<HandoutPage> students = handoutPlan(sc.lesson, false), teacher = handoutPlan(sc.lesson, true);
        QCOMPARE(students.size(), 3); // steps 1 to 3; the question is step 3
        QCOMPARE(teacher.size(), 5);
        const HandoutPage &asked = students.last();
        QCOMPARE(asked.step, 2);
        QVERIFY(!asked.outcome);
        QCOMPARE(asked.answer, -1);
        QVERIFY(asked.explanation.isEmpty());
        QCOMPARE(asked.choices.size(), 3);
        QVERIFY(!asked.caption.contains(QStringLiteral("three abilities")));
        for (const HandoutPage &page : students)
            QVERIFY(page.explanation.isEmpty() && page.answer < 0);
        QCOMPARE(teacher[2].answer, 1);
        QVERIFY(teacher[2].outcome);
        QVERIFY(teacher[2].caption.contains(QStringLiteral("three abilities wait on the stack")));
        QVERIFY(!teacher[2].explanation.isEmpty());
    }

    // A what-if compares what its step is about: ruling 7's (cast it instead of putting it onto
    // the battlefield) shows the same face and one spell cast this turn against none, and no
    // row about last turn or a Forest tapped to pay.
    void whatIfComparesWhatTheStepIsAbout()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-07-put-onto-battlefield-at-night.json")));
        QVERIFY(lesson.goToStep(1));
        QVERIFY(lesson.answerQuestion(2));
        QVERIFY(lesson.computeWhatIf());
        QHash<QString, QVariantMap> rows;
        for (const QVariant &v : lesson.whatIf().value(QStringLiteral("rows")).toList())
            rows.insert(v.toMap().value(QStringLiteral("what")).toString(), v.toMap());
        QVERIFY2(rows.contains(QStringLiteral("Alice's Kessig Naturalist")), qPrintable(QStringList(rows.keys()).join(QStringLiteral(", "))));
        QCOMPARE(rows.value(QStringLiteral("Alice's Kessig Naturalist")).value(QStringLiteral("main")).toString(), QStringLiteral("Lord of the Ulvenwald"));
        QCOMPARE(rows.value(QStringLiteral("Alice's Kessig Naturalist")).value(QStringLiteral("differs")).toBool(), false);
        const QVariantMap spells = rows.value(QStringLiteral("Alice: spells cast this turn"));
        QCOMPARE(spells.value(QStringLiteral("main")).toString(), QStringLiteral("0"));
        QCOMPARE(spells.value(QStringLiteral("other")).toString(), QStringLiteral("1"));
        QVERIFY(spells.value(QStringLiteral("differs")).toBool());
        for (const QString &what : rows.keys())
            QVERIFY2(!what.contains(QStringLiteral("last turn")) && !what.contains(QStringLiteral("Forest")), qPrintable(what));

        // Ruling 2's step is about the order in the untap step: the what-if shows it.
        QVERIFY(lesson.open(lessonFile("ruling-02-check-before-untap.json")));
        QVERIFY(lesson.goToStep(2));
        QVERIFY(lesson.answerQuestion(1));
        QVERIFY(lesson.computeWhatIf());
        QVariantMap order;
        for (const QVariant &v : lesson.whatIf().value(QStringLiteral("rows")).toList())
            if (v.toMap().value(QStringLiteral("what")).toString() == QLatin1String("In this order"))
                order = v.toMap();
        const QString mine = order.value(QStringLiteral("main")).toString(), theirs = order.value(QStringLiteral("other")).toString();
        QVERIFY2(mine.indexOf(QStringLiteral("It becomes day")) >= 0 && mine.indexOf(QStringLiteral("It becomes day")) < mine.indexOf(QStringLiteral("Bob untaps")),
                 qPrintable(mine));
        QVERIFY2(theirs.indexOf(QStringLiteral("It stays night")) >= 0 && theirs.indexOf(QStringLiteral("It stays night")) < theirs.indexOf(QStringLiteral("Bob untaps")),
                 qPrintable(theirs));
    }

    // Play: steps follow one another at a pace and stop at the question.
    void playStopsAtTheQuestion()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        lesson.setSpeed(9); // clamped
        QCOMPARE(lesson.speed(), 2.0);
        lesson.setPlaying(true);
        QVERIFY(lesson.playing());
        QTRY_COMPARE_WITH_TIMEOUT(lesson.step(), 2, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!lesson.playing(), 5000);
        QVERIFY(!lesson.question().isEmpty());
        QCOMPARE(designation(*m_controller), DayNight::Day);
    }

    // What if: the outcome beside the other one; then played on the table as a variation.
    void whatIfSideBySideAndAsAVariation()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        QVERIFY(lesson.goToStep(2));
        QVERIFY(!lesson.hasWhatIf()); // not before the question is answered
        QVERIFY(lesson.answerQuestion(1));
        QVERIFY(lesson.hasWhatIf());
        QVERIFY(lesson.computeWhatIf());
        const QVariantMap w = lesson.whatIf();
        QCOMPARE(w.value(QStringLiteral("label")).toString(), QStringLiteral("Alice casts Moonmist first"));
        const QVariantMap first = w.value(QStringLiteral("rows")).toList().first().toMap();
        QCOMPARE(first.value(QStringLiteral("what")).toString(), QStringLiteral("Day or night"));
        QVERIFY(first.value(QStringLiteral("main")).toString().contains(QStringLiteral("night")));
        QVERIFY(first.value(QStringLiteral("other")).toString().contains(QStringLiteral("day")));
        QVERIFY(first.value(QStringLiteral("differs")).toBool());
        const int lessonEnd = lesson.stepNode(3);
        QVERIFY(lesson.playWhatIf());
        QVERIFY(!lesson.active()); // the viewer plays on from here
        QCOMPARE(designation(*m_controller), DayNight::Day);
        QVERIFY(m_controller->record().current() != lessonEnd);
        QVERIFY(!m_controller->record().isMainLine(m_controller->record().current())); // a variation; the lesson's line is kept
        QVERIFY(m_controller->record().node(lessonEnd).state.designation == DayNight::Night);
    }

    // Steps played at lesson pace, one after the other, through a decision (Consider's surveil):
    // each ends, and the next step starts (here its question waits).
    void stepsFollowAtLessonPace()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(lessonFile("ruling-04-one-spell-or-two.json")));
        lesson.setSpeed(2);
        QVERIFY(lesson.next());
        QVERIFY(lesson.busy());
        QTRY_VERIFY_WITH_TIMEOUT(!lesson.busy(), 20000);
        QCOMPARE(lesson.step(), 1);
        QVERIFY(lesson.next());
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
    }

    // From the last step of a longer lesson to a shorter one: its first step, read from the new
    // lesson only (the self-test once crashed here: the old step index read past the new steps).
    void shorterLessonAfterALongerOne()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.openRuling(1));
        QCOMPARE(lesson.stepCount(), 6);
        QVERIFY(lesson.goToStep(5));
        QSignalSpy changed(&lesson, &LessonPlayer::lessonChanged);
        QVariantMap questionSeen{{QStringLiteral("unset"), true}};
        connect(&lesson, &LessonPlayer::lessonChanged, this, [&] { questionSeen = lesson.question(); });
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night.json")));
        QCOMPARE(changed.size(), 1);
        QVERIFY(questionSeen.isEmpty()); // step 1 of the new lesson has no question
        QCOMPARE(lesson.step(), 0);
        QCOMPARE(lesson.stepCount(), 4);
    }

    // Not a lesson, a bad file: refused with the reason, the table unchanged.
    void badLessonsAreRefused()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        const QString before = m_controller->positionText();
        QSignalSpy problems(m_controller.get(), &GameController::fileProblem);
        // Each refusal is also in the program's log.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not a lesson")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("question.answer: expected a whole number from 0 to 2")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("No lesson for ruling 13")));
        QVERIFY(!lesson.open(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/ruling-03-day-becomes-night.json")));
        QVERIFY(m_controller->status().contains(QStringLiteral("not a lesson")));
        QVERIFY(!lesson.open(QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/bad/lesson-answer-not-a-choice.json")));
        QVERIFY(m_controller->status().contains(QStringLiteral("$.lesson.steps[2].question.answer")));
        QCOMPARE(problems.size(), 2);
        QVERIFY(!lesson.active());
        QCOMPARE(m_controller->positionText(), before);
        QVERIFY(!lesson.openRuling(13));
    }

    // A lesson has at most 200 steps (so at most 200 "what if"s): a longer one is refused when
    // read, naming the JSON path and the count, and the table is unchanged. Up to the limit a
    // lesson plays, and each what-if is checked from its own step.
    void stepLimit()
    {
        const auto padded = [](const char *file, int steps) {
            QFile f(QString::fromLatin1(file));
            if (!f.open(QIODevice::ReadOnly))
                return QJsonObject();
            QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
            QJsonObject lesson = o.value(QStringLiteral("lesson")).toObject();
            const QJsonArray own = lesson.value(QStringLiteral("steps")).toArray();
            QJsonArray all;
            while (all.size() + own.size() < steps)
                all.append(QJsonObject{{QStringLiteral("caption"), QStringLiteral("Look at the table (%1).").arg(all.size() + 1)}});
            for (const QJsonValue &v : own)
                all.append(v);
            lesson.insert(QStringLiteral("steps"), all);
            o.insert(QStringLiteral("lesson"), lesson);
            return o;
        };
        // 200 steps, the what-if at step 199 (the file's step 3 of 4) whose outcome is wrong.
        const QJsonObject longest = padded(DAYNIGHT_SOURCE_DIR "/tests/scenarios/failing/lesson-what-if-outcome-wrong.json", kMaxLessonSteps);
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::fromJson(longest, QStringLiteral("long.json"), &sc, &error), qPrintable(error));
        QCOMPARE(sc.lesson.steps.size(), kMaxLessonSteps);
        QCOMPARE(sc.actionPath(sc.lesson.steps[198].firstAction), QStringLiteral("$.lesson.steps[198].actions[0]"));
        const ScenarioRun run = runScenario(sc);
        QCOMPARE(run.code, ScenarioRun::ExpectationFailed);
        QCOMPARE(run.failures, QStringList{QStringLiteral("lesson.steps[198].whatIf: expect.designation: expected \"night\", got \"day\"")});

        // One more step: refused.
        const QJsonObject tooLong = padded(DAYNIGHT_SOURCE_DIR "/resources/lessons/ruling-03-day-becomes-night.json", kMaxLessonSteps + 1);
        QVERIFY(!Scenario::fromJson(tooLong, QStringLiteral("long.json"), &sc, &error));
        const QString expected = QStringLiteral("long.json: $.lesson.steps: a lesson has at most 200 steps, each with at most one \"what if\": "
                                                "split it into several lessons (201)");
        QCOMPARE(error, expected);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("long.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(tooLong).toJson());
        file.close();
        const QString before = m_controller->positionText();
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("a lesson has at most 200 steps")));
        QVERIFY(!m_controller->lesson()->open(file.fileName()));
        QVERIFY(m_controller->status().endsWith(QStringLiteral("$.lesson.steps: a lesson has at most 200 steps, each with at most one \"what if\": "
                                                                "split it into several lessons (201)")));
        QCOMPARE(m_controller->positionText(), before);
    }

    // Another game on the table ends the lesson; the lessons list names each ruling's lessons.
    void newGameClosesTheLesson()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        // Acting on the table leaves the lesson to play on (a variation); its line is kept.
        QVERIFY(lesson.openRuling(3));
        const int branchPoint = m_controller->record().current();
        const GameState &s = m_controller->game().state();
        int moonmist = -1;
        for (int card : s.players[0].hand)
            if (s.cards[card].key == QLatin1String("moonmist"))
                moonmist = card;
        QVERIFY(m_controller->playCard(moonmist)); // the lesson plays a Forest here
        // Passing as the lesson does stays on its line: the record follows the recorded action.
        QVERIFY(!lesson.active());
        QVERIFY(m_controller->status().contains(QStringLiteral("You left the lesson")));
        QCOMPARE(m_controller->record().node(branchPoint).children.size(), 2);
        QVERIFY(lesson.openRuling(4));
        QCOMPARE(lesson.ruling(), 4);
        m_controller->newGame(2, 2);
        QVERIFY(!lesson.active());
        QSet<int> rulings;
        for (const QVariant &v : lesson.lessons()) {
            QCOMPARE(v.toMap().value(QStringLiteral("problem")).toString(), QString());
            rulings.insert(v.toMap().value(QStringLiteral("ruling")).toInt());
        }
        QCOMPARE(rulings.size(), 12); // every seed ruling has a lesson
        QCOMPARE(lesson.rulings().size(), 12);
    }

private:
    std::unique_ptr<GameController> m_controller;
};

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
