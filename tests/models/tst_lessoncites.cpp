// Lessons beyond the twelve seed rulings: a lesson that cites CR paragraphs and card rulings
// ("cites"), read and refused field by field; what the band shows for it; a lesson file opened
// with File > Open (GameController::openScenario) starts the lesson; and Learn lists the
// lessons of the user's data folder beside the installed ones, a bad one with its problem.
#include "datapaths.h"
#include "gamecontroller.h"
#include "lessonplayer.h"
#include "scenario.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <functional>

using namespace rules;

namespace {

const QString kImmerwolf = QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/lesson-immerwolf-cites.json");

QJsonObject readObject(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

/// The Immerwolf lesson with `edit` applied to its "lesson" object.
QJsonObject editedLesson(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject json = readObject(kImmerwolf);
    QJsonObject lesson = json.value(QStringLiteral("lesson")).toObject();
    edit(lesson);
    json.insert(QStringLiteral("lesson"), lesson);
    return json;
}

/// Sets `key` of the question of step `step` to `value` (undefined removes it).
void setQuestion(QJsonObject &lesson, int step, const QString &key, const QJsonValue &value)
{
    QJsonArray steps = lesson.value(QStringLiteral("steps")).toArray();
    QJsonObject s = steps[step].toObject();
    QJsonObject q = s.value(QStringLiteral("question")).toObject();
    if (value.isUndefined())
        q.remove(key);
    else
        q.insert(key, value);
    s.insert(QStringLiteral("question"), q);
    steps[step] = s;
    lesson.insert(QStringLiteral("steps"), steps);
}

void setCite(QJsonObject &lesson, int index, const QJsonValue &value)
{
    QJsonArray cites = lesson.value(QStringLiteral("cites")).toArray();
    cites[index] = value;
    lesson.insert(QStringLiteral("cites"), cites);
}

} // namespace

class TestLessonCites : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_controller = std::make_unique<GameController>();
        m_controller->newGame(1, 2);
        QDir(datapaths::userLessonsDir()).removeRecursively();
    }

    // A lesson with no seed ruling reads its cites, and each question its own.
    void citesAreRead()
    {
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(kImmerwolf, &sc, &error), qPrintable(error));
        QCOMPARE(sc.lesson.ruling, 0);
        QCOMPARE(sc.lesson.cites.size(), 2);
        QCOMPARE(sc.lesson.cites[0].source, QStringLiteral("CR 101.2"));
        QVERIFY(sc.lesson.cites[1].text.startsWith(QStringLiteral("Any time a player controls a permanent that is back face up with nightbound")));
        QCOMPARE(sc.lesson.steps[1].question->cite, 0);
        QCOMPARE(sc.lesson.steps[2].question->cite, 1);
        QCOMPARE(sc.lesson.steps[2].question->ruling, 0);
        QCOMPARE(runScenario(sc).code, ScenarioRun::Passed);
    }

    // Every bad cite is refused with its JSON path, its problem and its value (the rows of
    // tests/scenarios/README.md's table).
    void badCitesAreRefused_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no ruling, no cites") << editedLesson([](QJsonObject &l) {
            l.remove(QStringLiteral("cites"));
            setQuestion(l, 1, QStringLiteral("cite"), QJsonValue::Undefined);
            setQuestion(l, 2, QStringLiteral("cite"), QJsonValue::Undefined);
        }) << QStringLiteral("$.lesson.ruling: missing: the seed ruling the lesson teaches (1-12), here or as the first of $.rulings, "
                             "or the rules it cites in $.lesson.cites (missing)");
        QTest::newRow("blank source") << editedLesson([](QJsonObject &l) {
            setCite(l, 1, QJsonObject{{QStringLiteral("source"), QStringLiteral(" ")}, {QStringLiteral("text"), QStringLiteral("x")}});
        }) << QStringLiteral("$.lesson.cites[1].source: a cite names its source, e.g. \"CR 702.145c\" or \"Immerwolf ruling, 2021-09-24\" (\" \")");
        QTest::newRow("blank text") << editedLesson([](QJsonObject &l) {
            setCite(l, 0, QJsonObject{{QStringLiteral("source"), QStringLiteral("CR 101.2")}, {QStringLiteral("text"), QString()}});
        }) << QStringLiteral("$.lesson.cites[0].text: a cite needs the words it cites (\"\")");
        QTest::newRow("not an object") << editedLesson([](QJsonObject &l) { setCite(l, 0, QStringLiteral("CR 101.2")); })
                                       << QStringLiteral("$.lesson.cites[0]: expected {\"source\": \"CR 702.145c\", \"text\": its words} (\"CR 101.2\")");
        QTest::newRow("unknown field") << editedLesson([](QJsonObject &l) {
            setCite(l, 0, QJsonObject{{QStringLiteral("source"), QStringLiteral("CR 101.2")}, {QStringLiteral("text"), QStringLiteral("x")},
                                      {QStringLiteral("date"), QStringLiteral("2021")}});
        }) << QStringLiteral("$.lesson.cites[0].date: unknown field; expected one of: source, text (\"2021\")");
        QTest::newRow("empty") << editedLesson([](QJsonObject &l) {
            l.insert(QStringLiteral("cites"), QJsonArray());
            l.insert(QStringLiteral("ruling"), 5);
        }) << QStringLiteral("$.lesson.cites: expected one or more {\"source\": ..., \"text\": ...}, or no \"cites\" ([])");
        QTest::newRow("question's cite out of range") << editedLesson([](QJsonObject &l) { setQuestion(l, 2, QStringLiteral("cite"), 2); })
                                                      << QStringLiteral("$.lesson.steps[2].question.cite: expected a whole number from 0 to 1 (2)");
        QTest::newRow("question's cite without cites") << editedLesson([](QJsonObject &l) {
            l.remove(QStringLiteral("cites"));
            l.insert(QStringLiteral("ruling"), 5);
            setQuestion(l, 1, QStringLiteral("cite"), QJsonValue::Undefined);
            setQuestion(l, 2, QStringLiteral("cite"), 0);
        }) << QStringLiteral("$.lesson.steps[2].question.cite: the lesson has no \"cites\" to point at (0)");
    }
    void badCitesAreRefused()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, expected);
        Scenario sc;
        QString error;
        QVERIFY(!Scenario::fromJson(json, QStringLiteral("lesson.json"), &sc, &error));
        QCOMPARE(error, QStringLiteral("lesson.json: ") + expected);
    }

    // A ruling lesson keeps its badge; a cites-only lesson shows its first cite there, every
    // cite's words on hover, and the question's cite after the answer.
    void theBandShowsTheCites()
    {
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.open(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons/ruling-03-day-becomes-night.json")));
        QCOMPARE(lesson.sourceLabel(), QStringLiteral("Ruling 3"));
        QVERIFY(lesson.sourceText().startsWith(QStringLiteral("If it is day, and the active player of the previous turn cast no spells")));
        QVERIFY(lesson.open(kImmerwolf));
        QCOMPARE(lesson.ruling(), 0);
        QCOMPARE(lesson.sourceLabel(), QStringLiteral("CR 101.2"));
        QVERIFY(lesson.sourceText().startsWith(QStringLiteral("CR 101.2: When a rule or effect allows")));
        QVERIFY(lesson.sourceText().contains(QStringLiteral("\nCR 702.145f: Any time a player controls")));
        QCOMPARE(lesson.cites().size(), 2);
        QVERIFY(lesson.next());
        QVERIFY(lesson.answerQuestion(1));
        const QVariantMap cite = lesson.answer().value(QStringLiteral("cite")).toMap();
        QCOMPARE(cite.value(QStringLiteral("source")).toString(), QStringLiteral("CR 101.2"));
        lesson.finishStep();
        QCOMPARE(m_controller->game().state().designation, DayNight::Day);
    }

    // File > Open of a lesson (a drop, a recent file, --scenario: all openScenario) starts the
    // lesson at its first step instead of playing its actions through.
    void openingALessonFileStartsTheLesson()
    {
        QSignalSpy opened(m_controller.get(), &GameController::fileOpened);
        QVERIFY(m_controller->openScenario(QUrl::fromLocalFile(kImmerwolf).toString()));
        LessonPlayer &lesson = *m_controller->lesson();
        QVERIFY(lesson.active());
        QCOMPARE(lesson.step(), 0);
        QCOMPARE(lesson.stepCount(), 3);
        QCOMPARE(m_controller->game().state().designation, DayNight::Night); // not played through
        QCOMPARE(opened.size(), 1);
        // A plain scenario still plays through, and closes the lesson.
        QVERIFY(m_controller->openScenario(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/immerwolf-holds-the-night-side.json")));
        QVERIFY(!lesson.active());
        QCOMPARE(m_controller->game().state().designation, DayNight::Day);
    }

    // Learn lists the user's own lessons after the installed ones, marked as theirs; a bad file
    // is listed with its problem; a cites-only lesson has ruling 0 and its first cite as source.
    void userLessonsAreListed()
    {
        const QString folder = datapaths::userLessonsDir();
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(kImmerwolf, folder + QStringLiteral("/immerwolf.json")));
        QFile bad(folder + QStringLiteral("/broken.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"schema\": \"daynight-scenario/1\", \"lesson\": 3}");
        bad.close();
        const QVariantList all = m_controller->lesson()->lessons();
        QVariantList mine;
        for (const QVariant &v : all)
            if (v.toMap().value(QStringLiteral("user")).toBool())
                mine.append(v);
        QCOMPARE(mine.size(), 2);
        QCOMPARE(all.size() - mine.size(), QDir(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons")).entryList({QStringLiteral("*.json")}).size());
        QCOMPARE(all.last().toMap().value(QStringLiteral("file")).toString(), folder + QStringLiteral("/immerwolf.json"));
        const QVariantMap broken = mine[0].toMap(), immerwolf = mine[1].toMap();
        QCOMPARE(broken.value(QStringLiteral("title")).toString(), QStringLiteral("broken"));
        QVERIFY(broken.value(QStringLiteral("problem")).toString().contains(QStringLiteral("broken.json")));
        QCOMPARE(immerwolf.value(QStringLiteral("problem")).toString(), QString());
        QCOMPARE(immerwolf.value(QStringLiteral("ruling")).toInt(), 0);
        QCOMPARE(immerwolf.value(QStringLiteral("source")).toString(), QStringLiteral("CR 101.2"));
        QCOMPARE(immerwolf.value(QStringLiteral("steps")).toInt(), 3);
        QCOMPARE(m_controller->lesson()->userFolder(), folder);
        QVERIFY(m_controller->lesson()->open(immerwolf.value(QStringLiteral("file")).toString()));
        QDir(folder).removeRecursively();
    }

private:
    std::unique_ptr<GameController> m_controller;
};

QTEST_MAIN(TestLessonCites)
#include "tst_lessoncites.moc"
