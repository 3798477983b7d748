// Learn > New lesson from this game (LessonAuthor): a lesson written from the game record of a
// game on the table: three steps at three points of the record, a question, highlights picked
// as the table names them, an arrow, and a "what if" from a variation. Saved as one file, it is
// read back by the same loader, passes as a scenario (`daynight --headless --scenario FILE` runs
// the same runScenario), and opens as a lesson. A bad lesson is refused and nothing written.
#include "datapaths.h"
#include "gamecontroller.h"
#include "lessonauthor.h"
#include "lessonplayer.h"
#include "scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rules;

namespace {

/// The object id of the first permanent of card `key`.
int permanentOf(const GameController &c, const QString &key)
{
    const GameState &s = c.game().state();
    for (const Permanent &p : s.battlefield)
        if (s.cards[p.cardId].key == key)
            return p.objectId;
    return -1;
}

} // namespace

class TestLessonAuthor : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_controller = std::make_unique<GameController>();
        // The game: day, turn 3; Alice plays a Forest and casts nothing, so at Bob's untap it
        // becomes night and Tovolar transforms (ruling 3). Its record is the lesson's material.
        QVERIFY(m_controller->openScenario(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/ruling-03-day-becomes-night.json")));
        m_line = m_controller->record().path(m_controller->record().current());
        QVERIFY(m_line.size() > 3);
        QCOMPARE(m_controller->game().state().designation, DayNight::Night);
    }

    void writesSavesAndPlaysALesson()
    {
        LessonAuthor author;
        author.setController(m_controller.get());
        author.setTitle(QStringLiteral("Day becomes night, from my game"));
        author.setRuling(3);
        // Step 1: the start, with Tovolar and the indicator highlighted as picked on the table.
        QVERIFY(m_controller->goToRecordNode(0));
        QVERIFY2(author.addStep(), qPrintable(author.problem()));
        QVERIFY(author.setCaption(0, QStringLiteral("It is day, and Alice has cast no spell this turn.")));
        author.setPicking(QStringLiteral("highlight"));
        const QVariantMap tovolar = author.permanentTarget(permanentOf(*m_controller, QStringLiteral("tovolar-dire-overlord")));
        QCOMPARE(tovolar, (QVariantMap{{QStringLiteral("permanent"), QStringLiteral("tovolar-dire-overlord")}, {QStringLiteral("controller"), QStringLiteral("Alice")}}));
        QVERIFY(author.pick(tovolar));
        QVERIFY(author.pick(author.indicatorTarget()));
        // An arrow: two clicks.
        author.setPicking(QStringLiteral("arrow"));
        QVERIFY(author.pick(author.playerTarget(0)));
        QVERIFY(author.arrowStarted());
        QVERIFY(author.pick(tovolar));
        QVERIFY(!author.arrowStarted());
        QCOMPARE(author.steps()[0].toMap().value(QStringLiteral("highlights")).toStringList(),
                 (QStringList{QStringLiteral("tovolar-dire-overlord (Alice's)"), QStringLiteral("the day/night indicator"),
                              QStringLiteral("player Alice → tovolar-dire-overlord (Alice's)")}));
        // Step 2: after the Forest; a variation from here makes it night at once (the what-if).
        QVERIFY(author.addStep(m_line[1]));
        QVERIFY(author.setCaption(1, QStringLiteral("Alice plays a Forest: not a spell.")));
        QVERIFY(m_controller->goToRecordNode(m_line[1]));
        QVERIFY(m_controller->editor()->editDesignation(QStringLiteral("night"), false));
        const int variation = m_controller->record().current();
        QCOMPARE(m_controller->record().node(variation).parent, m_line[1]);
        // Step 3: Bob's upkeep, with a question; its what-if is the variation.
        QVERIFY(author.addStep(m_line.last()));
        QCOMPARE(author.stepCount(), 3);
        QVERIFY(author.setCaption(2, QStringLiteral("Alice ends her turn. Bob's untap step checks day and night.")));
        QVERIFY(author.setAfter(2, QStringLiteral("Night: Tovolar shows its night face.")));
        QVERIFY(author.setQuestion(2, QStringLiteral("Alice cast no spell. What happens at Bob's untap step?"),
                                   {QStringLiteral("It stays day"), QStringLiteral("It becomes night"), QString()}, 1,
                                   QStringLiteral("No spells in the active player's turn: it becomes night.")));
        const QVariantList variations = author.variations(2);
        QCOMPARE(variations.size(), 1);
        QCOMPARE(variations[0].toMap().value(QStringLiteral("node")).toInt(), variation);
        QVERIFY2(author.setWhatIf(2, variation, QStringLiteral("An effect makes it night first"), QStringLiteral("Nothing happens")),
                 qPrintable(author.problem()));
        // A point off the lesson's line is refused, with the reason.
        QVERIFY(!author.addStep(variation));
        QVERIFY(author.problem().contains(QStringLiteral("not on the line of step 3's point")));

        // The "after" caption: what the question's step shows once answered.
        const QJsonObject withAfter = author.lessonJson();
        QCOMPARE(withAfter.value(QStringLiteral("lesson")).toObject().value(QStringLiteral("steps")).toArray()[2].toObject().value(QStringLiteral("after"))
                     .toObject().value(QStringLiteral("caption")).toString(),
                 QStringLiteral("Night: Tovolar shows its night face."));

        // Saved as one file in the user's lessons folder; it loads, passes, and is listed.
        QVERIFY2(author.save(), qPrintable(author.problem()));
        QVERIFY(author.file().startsWith(datapaths::userLessonsDir() + QLatin1Char('/')));
        QVERIFY(author.file().endsWith(QStringLiteral("/day-becomes-night-from-my-game.json")));
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(author.file(), &sc, &error), qPrintable(error));
        QCOMPARE(sc.lesson.steps.size(), 3);
        QCOMPARE(sc.lesson.steps[0].actionCount, 0);
        QCOMPARE(sc.lesson.steps[1].actionCount, 1);
        QCOMPARE(sc.lesson.steps[2].afterCaption, QStringLiteral("Night: Tovolar shows its night face."));
        QCOMPARE(sc.lesson.steps[2].actionCount, int(m_line.size()) - 2);
        QCOMPARE(sc.lesson.steps[0].highlights.size(), 3);
        QVERIFY(sc.lesson.steps[2].question);
        QCOMPARE(sc.lesson.steps[2].question->answer, 1);
        QCOMPARE(sc.lesson.steps[2].question->choices.size(), 2);
        QVERIFY(sc.lesson.steps[2].whatIf);
        const ScenarioRun run = runScenario(sc);
        QVERIFY2(run.code == ScenarioRun::Passed, qPrintable(run.message + run.failures.join(QLatin1Char('\n'))));
        bool listed = false;
        for (const QVariant &v : LessonPlayer::installedLessons())
            listed = listed || (v.toMap().value(QStringLiteral("file")).toString() == author.file() && v.toMap().value(QStringLiteral("user")).toBool());
        QVERIFY(listed);

        // Played back: the lesson opens at its first step, by day; its question waits at step 3.
        const QString file = author.file();
        QVERIFY2(author.play(), qPrintable(author.problem()));
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.active());
        QCOMPARE(lesson.title(), QStringLiteral("Day becomes night, from my game"));
        QCOMPARE(m_controller->game().state().designation, DayNight::Day);
        QCOMPARE(author.stepCount(), 0); // another record: the author starts afresh
        QVERIFY(lesson.goToStep(2));
        QCOMPARE(lesson.question().value(QStringLiteral("text")).toString(), QStringLiteral("Alice cast no spell. What happens at Bob's untap step?"));
        QVERIFY(lesson.answerQuestion(1));
        lesson.finishStep();
        QCOMPARE(m_controller->game().state().designation, DayNight::Night);
        QVERIFY(lesson.computeWhatIf());
        QCOMPARE(lesson.whatIf().value(QStringLiteral("label")).toString(), QStringLiteral("An effect makes it night first"));
        // And File > Open of the same file opens it as a lesson too.
        lesson.close();
        QVERIFY(m_controller->openScenario(file));
        QVERIFY(lesson.active());
        QFile::remove(file);
    }

    // What the loader would refuse is refused before anything is written, with the reason.
    void badLessonsAreNotSaved()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("x.json"));
        LessonAuthor author;
        author.setController(m_controller.get());
        QVERIFY(!author.save(file));
        QVERIFY(author.problem().contains(QStringLiteral("one or more steps")));
        QVERIFY(author.addStep(0));
        author.setTitle(QStringLiteral("T"));
        author.setRuling(3);
        QVERIFY(!author.save(file));
        QCOMPARE(author.problem(), QStringLiteral("Step 1 needs a caption: what to watch."));
        QVERIFY(author.setCaption(0, QStringLiteral("Watch.")));
        // A question on a step that plays nothing has no outcome to show.
        QVERIFY(!author.setQuestion(0, QStringLiteral("Q?"), {QStringLiteral("a"), QStringLiteral("b")}, 0, QString()));
        QVERIFY(author.problem().contains(QStringLiteral("plays no action")));
        // No ruling and no cite: nothing says what the lesson teaches.
        author.setRuling(0);
        QVERIFY(!author.save(file));
        QVERIFY(author.problem().contains(QStringLiteral("a seed ruling (1-12), or a source it cites")));
        author.setCiteSource(QStringLiteral("CR 730.2a"));
        author.setCiteText(QStringLiteral("As the second part of the untap step, the game checks the previous turn to see if the game's day/night designation should change."));
        QVERIFY(!QFile::exists(file));
        QVERIFY2(author.save(file), qPrintable(author.problem()));
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(file, &sc, &error), qPrintable(error));
        QCOMPARE(sc.lesson.ruling, 0);
        QCOMPARE(sc.lesson.cites.value(0).source, QStringLiteral("CR 730.2a"));
    }

private:
    std::unique_ptr<GameController> m_controller;
    QList<int> m_line;
};

QTEST_MAIN(TestLessonAuthor)
#include "tst_lessonauthor.moc"
