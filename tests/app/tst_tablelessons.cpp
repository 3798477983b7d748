// Lessons on the real table (Main.qml over a real GameController, offscreen): a lesson file
// chosen in File > Open starts the lesson (its band, its first caption) instead of playing its
// actions through; and Learn > New lesson from this game shows the authoring panel, whose
// highlights are picked by clicking the table (a permanent, the day/night indicator).
#include "datapaths.h"
#include "gamecontroller.h"
#include "lessonauthor.h"
#include "lessonplayer.h"
#include "preferences.h"

#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <functional>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

using namespace rules;

class TestTableLessons : public QObject
{
    Q_OBJECT

    // Main.qml over `controller`, shown and exposed; nullptr if it failed to load.
    static QQuickWindow *showTable(QQmlApplicationEngine &engine, GameController &controller, Preferences &preferences)
    {
        preferences.setHotSeatCurtain(false);
        engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                     {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}});
        engine.load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
        if (!window)
            return nullptr;
        window->resize(1366, 768);
        window->show();
        return QTest::qWaitForWindowExposed(window) ? window : nullptr;
    }
    // The first visible item under `root` that `match` accepts (the seats are a view's
    // delegates: findChild() misses them); nullptr if none.
    static QQuickItem *find(QQuickItem *root, const std::function<bool(QQuickItem *)> &match)
    {
        QList<QQuickItem *> todo{root};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            if (i->isVisible() && match(i))
                return i;
            todo += i->childItems();
        }
        return nullptr;
    }
    static QQuickItem *named(QQuickItem *root, const QString &name)
    {
        return find(root, [&](QQuickItem *i) { return i->objectName() == name; });
    }
    static void click(QQuickWindow *window, QQuickItem *item, qreal fy = 0.5)
    {
        QTest::mouseClick(window, Qt::LeftButton, {}, item->mapToScene(QPointF(item->width() / 2, item->height() * fy)).toPoint());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings out
        QSettings().clear();
    }

    // File > Open: the dialog's choice goes to the table, which opens a lesson as a lesson.
    void fileOpenOfALessonStartsTheLesson()
    {
        GameController controller;
        controller.newGame(1, 2);
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        QObject *loader = window->findChild<QObject *>(QStringLiteral("openDialogLoader"));
        QVERIFY(loader);
        loader->setProperty("active", true);
        QObject *dialog = nullptr;
        QTRY_VERIFY((dialog = loader->property("item").value<QObject *>()));
        const QString url = QUrl::fromLocalFile(QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/lesson-immerwolf-cites.json")).toString();
        QVERIFY(QMetaObject::invokeMethod(dialog, "chosen", Q_ARG(QString, url)));
        QVERIFY(controller.lesson()->active());
        QCOMPARE(controller.lesson()->step(), 0);
        QCOMPARE(controller.game().state().designation, DayNight::Night); // its first step, not its end
        QQuickItem *caption = nullptr;
        QTRY_VERIFY((caption = named(window->contentItem(), QStringLiteral("lessonCaption"))));
        QVERIFY(caption->property("text").toString().startsWith(QStringLiteral("It is night. Alice controls Immerwolf")));
        // The band names the cite where a ruling lesson names its ruling.
        QVERIFY(find(window->contentItem(), [](QQuickItem *i) { return i->property("text").toString() == QLatin1String("CR 101.2"); }));
    }

    // Learn > New lesson from this game: the panel shows; with "Highlight…" on, a click on a
    // permanent and on the indicator become the step's highlights (the game is not played).
    void authoringPanelPicksOnTheTable()
    {
        GameController controller;
        QVERIFY(controller.openScenario(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/ruling-03-day-becomes-night.json")));
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        QObject *action = window->findChild<QObject *>(QStringLiteral("newLessonAction"));
        QVERIFY(action);
        QVERIFY(QMetaObject::invokeMethod(action, "trigger"));
        QQuickItem *panel = nullptr;
        QTRY_VERIFY((panel = named(window->contentItem(), QStringLiteral("lessonAuthorPanel"))));
        auto *author = panel->property("author").value<LessonAuthor *>();
        QVERIFY(author);
        QQuickItem *addStep = named(panel, QStringLiteral("lessonAuthorAddStep"));
        QVERIFY(addStep);
        click(window, addStep);
        QTRY_COMPARE(author->stepCount(), 1);
        QCOMPARE(author->steps()[0].toMap().value(QStringLiteral("node")).toInt(), controller.record().current());
        QQuickItem *pickButton = named(panel, QStringLiteral("lessonAuthorPickHighlight"));
        QVERIFY(pickButton);
        click(window, pickButton);
        QTRY_COMPARE(author->picking(), QStringLiteral("highlight"));
        const int size = controller.record().size();
        QQuickItem *tovolar = find(window->contentItem(), [](QQuickItem *i) {
            return i->property("frontFace").toMap().value(QStringLiteral("name")).toString() == QLatin1String("Tovolar, Dire Overlord");
        });
        QVERIFY(tovolar);
        click(window, tovolar);
        QQuickItem *indicator = named(window->contentItem(), QStringLiteral("indicator"));
        QVERIFY(indicator);
        click(window, indicator, 0.25); // its glyph: the panel covers the forecast under it
        QTRY_COMPARE(author->steps()[0].toMap().value(QStringLiteral("highlights")).toStringList(),
                     (QStringList{QStringLiteral("tovolar-dire-overlord (Alice's)"), QStringLiteral("the day/night indicator")}));
        QCOMPARE(controller.record().size(), size); // the clicks played nothing
    }

    // Learn (F2) lists the user's lessons after the installed ones: a good one as "yours", a
    // bad one with its problem, a lesson that only cites under its first cite.
    void learnListsTheUsersLessons()
    {
        const QString folder = datapaths::userLessonsDir();
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/lesson-immerwolf-cites.json"), folder + QStringLiteral("/immerwolf.json")));
        QFile bad(folder + QStringLiteral("/broken.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"schema\": \"daynight-scenario/1\", \"lesson\": 3}");
        bad.close();
        GameController controller;
        controller.newGame(1, 2);
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        QVERIFY(QMetaObject::invokeMethod(window, "openLearn"));
        QQuickItem *mine = nullptr, *broken = nullptr, *problem = nullptr;
        const auto button = [&](const QString &start) {
            return find(window->contentItem(), [&](QQuickItem *i) {
                return i->objectName() == QLatin1String("learnLesson") && i->property("text").toString().startsWith(start);
            });
        };
        QTRY_VERIFY((mine = button(QStringLiteral("▶ yours: Immerwolf"))));
        QVERIFY((broken = button(QStringLiteral("▶ yours: broken"))));
        QVERIFY(!broken->isEnabled());
        QCOMPARE(mine->property("text").toString(), QStringLiteral("▶ yours: Immerwolf: \"can't transform\" wins over day (3 steps)  ·  CR 101.2"));
        QVERIFY((problem = named(window->contentItem(), QStringLiteral("learnLessonProblem"))));
        QVERIFY(problem->property("text").toString().contains(QStringLiteral("broken.json: $.state: expected an object")));
        QVERIFY(QMetaObject::invokeMethod(mine, "clicked")); // at the list's end, under the fold
        QTRY_VERIFY(controller.lesson()->active());
        QCOMPARE(controller.lesson()->sourceLabel(), QStringLiteral("CR 101.2"));
        QDir(folder).removeRecursively();
    }
};

QTEST_MAIN(TestTableLessons)
#include "tst_tablelessons.moc"
