// The real table (Main.qml) projected to a class, offscreen: a lesson at 1600x1000 reads from
// the back of the room (card names, captions, choices and the log at 18 px or more, the CR
// citations at 14 px or more, the preview's name and type line whole), View > Projector sizes
// gives the same sizes outside lessons and is remembered, the normal sizes stay, nothing covers
// a lesson (the preview, a highlight beside its target, the hot-seat curtain after leaving it),
// and a problem report proposes its file name, saves on Enter and leaves the preview out of its
// screenshot.
#include "gamecontroller.h"
#include "lessonplayer.h"
#include "preferences.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <functional>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

class TestPresent : public QObject
{
    Q_OBJECT

    // The table of a seed-5 game of two people, no motion, projector sizes off.
    struct Table
    {
        GameController controller;
        Preferences preferences; // declared before the engine: it outlives the QML bound to it
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
    };
    // Shows `table` at `size` with the hot-seat curtain on or off; false if the window failed.
    static bool show(Table &table, QSize size, bool curtain = false)
    {
        table.controller.newGame(5, 2);
        table.preferences.setMotionScale(0);
        table.preferences.setHotSeatCurtain(curtain);
        table.preferences.setProjector(false);
        table.window = showTable(table.engine, table.controller, table.preferences, size);
        return table.window != nullptr;
    }

    static QString lessonFile(const char *name)
    {
        return QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons/") + QLatin1String(name) + QStringLiteral(".json");
    }

    // Main.qml over `controller` at `size`, shown and exposed; nullptr if it failed.
    static QQuickWindow *showTable(QQmlApplicationEngine &engine, GameController &controller, Preferences &preferences, QSize size)
    {
        engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                     {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}});
        engine.load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
        if (!window)
            return nullptr;
        window->show();
        window->requestActivate();
        if (!QTest::qWaitForWindowExposed(window))
            return nullptr;
        window->resize(size);
        return QTest::qWaitFor([window, size] { return window->contentItem()->width() == size.width(); }) ? window : nullptr;
    }

    // Every visible item under `root` named `name` (and passing `also`), in tree order.
    static QList<QQuickItem *> itemsNamed(QQuickItem *root, const QString &name, const std::function<bool(QQuickItem *)> &also = {})
    {
        QList<QQuickItem *> out;
        QList<QQuickItem *> todo{root};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            if (!i->isVisible())
                continue;
            if (i->objectName() == name && (!also || also(i)))
                out.append(i);
            todo += i->childItems();
        }
        return out;
    }
    static QQuickItem *itemNamed(QQuickItem *root, const QString &name)
    {
        return itemsNamed(root, name).value(0);
    }
    static int pixelSize(const QQuickItem *text)
    {
        return text ? text->property("font").value<QFont>().pixelSize() : 0;
    }
    static QRectF sceneRect(const QQuickItem *item)
    {
        return item ? QRectF(item->mapToScene(QPointF(0, 0)), item->size()) : QRectF();
    }
    // The names on the cards on the battlefield (FaceView's faceName under each "permanent").
    static QList<QQuickItem *> permanentNames(QQuickWindow *window)
    {
        QList<QQuickItem *> names;
        for (QQuickItem *card : itemsNamed(window->contentItem(), QStringLiteral("permanent")))
            names += itemsNamed(card, QStringLiteral("faceName"));
        return names;
    }
    // The smallest pixel size of the texts the class reads: the status line, each log line and
    // its CR citation (`citation` gets the citations' smallest).
    static int smallestLogSize(QQuickWindow *window, int *citation)
    {
        int line = 1000;
        *citation = 1000;
        for (QQuickItem *logLine : itemsNamed(window->contentItem(), QStringLiteral("logLine"))) {
            const QList<QQuickItem *> texts = logLine->childItems().value(0)->childItems(); // the line's Column
            line = std::min(line, pixelSize(texts.value(0)));
            if (texts.value(1) && !texts.value(1)->property("text").toString().isEmpty())
                *citation = std::min(*citation, pixelSize(texts.value(1)));
        }
        return line;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    // A lesson at 1600x1000 (ruling 10, Tovolar and three Wolves): the cards' names read at 18 px
    // or more, as do the caption, the question's choices, the log and the status line; the CR
    // citations at 14 px or more. The step's card is shown beside the board with its whole name
    // and type line, covering neither the band nor a card.
    void lessonReadsFromTheBackOfTheRoom()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000)));
        GameController &controller = table.controller;
        QQuickWindow *window = table.window;
        LessonPlayer &lesson = *controller.lesson();
        QVERIFY(lesson.open(lessonFile("ruling-10-tovolar-draws-once-per-wolf")));
        QTRY_VERIFY(window->property("presenting").toBool());
        QTRY_VERIFY(!permanentNames(window).isEmpty());
        for (QQuickItem *name : permanentNames(window))
            QVERIFY2(pixelSize(name) >= 18, qPrintable(QStringLiteral("%1 at %2 px").arg(name->property("text").toString()).arg(pixelSize(name))));
        const auto wolfNames = [window] {
            return itemsNamed(window->contentItem(), QStringLiteral("faceName"),
                              [](QQuickItem *i) { return i->property("text").toString() == QLatin1String("Wolf"); });
        };
        QTRY_COMPARE(wolfNames().size(), 3);
        const QList<QQuickItem *> wolves = wolfNames();
        for (QQuickItem *wolf : wolves)
            QVERIFY(!wolf->property("truncated").toBool());
        QVERIFY(pixelSize(itemNamed(window->contentItem(), QStringLiteral("lessonCaption"))) >= 18);
        QVERIFY(pixelSize(itemNamed(window->contentItem(), QStringLiteral("statusText"))) >= 18);

        // The step's card, Tovolar, beside the board: its name and type line whole.
        QQuickItem *preview = nullptr;
        QTRY_VERIFY((preview = itemNamed(window->contentItem(), QStringLiteral("cardPreview"))));
        QQuickItem *previewName = itemNamed(preview, QStringLiteral("faceName"));
        QQuickItem *previewType = itemNamed(preview, QStringLiteral("faceTypeLine"));
        QVERIFY(previewName && previewType);
        QCOMPARE(previewName->property("text").toString(), QStringLiteral("Tovolar, Dire Overlord"));
        QVERIFY(!previewName->property("truncated").toBool());
        QVERIFY(pixelSize(previewName) >= 18);
        QCOMPARE(previewType->property("text").toString(), QStringLiteral("Legendary Creature — Human Werewolf"));
        QVERIFY(!previewType->property("truncated").toBool());
        QQuickItem *previewBox = itemNamed(window->contentItem(), QStringLiteral("previewLoader"));
        QQuickItem *band = itemNamed(window->contentItem(), QStringLiteral("lessonBand"));
        QVERIFY(previewBox && band);
        QVERIFY(!sceneRect(previewBox).intersects(sceneRect(band)));
        for (QQuickItem *card : itemsNamed(window->contentItem(), QStringLiteral("permanent")))
            QVERIFY(!sceneRect(previewBox).intersects(sceneRect(card)));

        // The question's choices (step 3).
        QVERIFY(lesson.goToStep(2));
        QTRY_VERIFY(!lesson.busy());
        QQuickItem *choice = nullptr;
        QTRY_VERIFY((choice = itemNamed(window->contentItem(), QStringLiteral("lessonChoice0"))));
        QVERIFY(pixelSize(choice) >= 18);
        // The log, its lines citing the CR now (attackers declared, CR 508.1).
        int citation = 1000;
        QTRY_VERIFY(smallestLogSize(window, &citation) >= 18 && citation < 1000);
        QVERIFY2(citation >= 14, qPrintable(QString::number(citation)));
    }

    // Why `name` (a card's name on the board, FitText) does not read whole-word at 18 px or
    // more, or "" when it does: it wraps between words only (no word wider than its line, so
    // none is broken inside), Qt elided nothing, and a name that does not fit shows its first
    // words and "…".
    static QString nameProblem(QQuickItem *name)
    {
        const QString shown = name->property("text").toString();
        const QString full = name->property("fullText").toString().isEmpty() ? shown : name->property("fullText").toString();
        const QString where = QStringLiteral("\"%1\" (shown \"%2\", %3 px wide, %4 lines): ").arg(full, shown).arg(name->width()).arg(name->property("lineCount").toInt());
        if (pixelSize(name) < 18)
            return where + QStringLiteral("%1 px").arg(pixelSize(name));
        if (name->property("truncated").toBool())
            return where + QStringLiteral("elided inside a word");
        const QString kept = shown.endsWith(QStringLiteral(" …")) ? shown.chopped(2) : shown;
        if (kept != full && !full.startsWith(kept + QLatin1Char(' ')))
            return where + QStringLiteral("not its first whole words");
        const QFontMetricsF metrics(name->property("font").value<QFont>());
        const bool oneLine = name->property("lineCount").toInt() == 1 && metrics.horizontalAdvance(shown) <= name->width() + 0.5;
        if (!oneLine && name->property("wrapMode").toInt() != 1 /* Text.WordWrap */)
            return where + QStringLiteral("wrapped anywhere (wrapMode %1)").arg(name->property("wrapMode").toInt());
        for (const QString &word : kept.split(QLatin1Char(' ')))
            if (metrics.horizontalAdvance(word) > name->width() + 0.5)
                return where + QStringLiteral("\"%1\" is wider than its line").arg(word);
        return QString();
    }

    // A lesson at 1600x1000 (ruling 4, Alice's cards and Bob's one Werewolf): every card's name
    // on the board reads at 18 px or more, broken only between words (a long one shows its
    // first words and "…"), on cards large enough for a name's first word. The column beside the board is there only while the
    // step shows a card in it.
    void cardNamesBreakBetweenWords()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000)));
        QQuickWindow *window = table.window;
        LessonPlayer &lesson = *table.controller.lesson();
        QVERIFY(lesson.open(lessonFile("ruling-04-night-becomes-day")));
        QTRY_VERIFY(window->property("presenting").toBool());
        QQuickItem *seats = itemNamed(window->contentItem(), QStringLiteral("seats"));
        QVERIFY(seats);
        const auto names = [seats] {
            return itemsNamed(seats, QStringLiteral("faceName"), [](QQuickItem *i) { return !i->property("text").toString().isEmpty(); });
        };
        for (int step = 0; step < lesson.stepCount(); ++step) {
            QVERIFY(lesson.goToStep(step));
            QTRY_VERIFY(!lesson.busy());
            QTRY_VERIFY(names().size() >= 2);
            for (QQuickItem *name : names()) {
                const QString problem = nameProblem(name);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step + 1).arg(problem)));
                // Large enough to show at least the first word of every name.
                QVERIFY2(!name->property("text").toString().startsWith(QStringLiteral("…")),
                         qPrintable(QStringLiteral("step %1: \"%2\" shown as \"%3\"")
                                    .arg(step + 1).arg(name->property("fullText").toString(), name->property("text").toString())));
            }
            for (QQuickItem *name : itemsNamed(seats, QStringLiteral("tappedNameText"))) {
                const QString problem = nameProblem(name);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("step %1, tapped: %2").arg(step + 1).arg(problem)));
            }
            // The column beside the board holds the step's card, or is not there.
            QTRY_COMPARE(itemNamed(window->contentItem(), QStringLiteral("cardPreview")) != nullptr,
                         window->property("spotlightWidth").toReal() > 0);
        }
    }

    // View > Projector sizes (Ctrl+Shift+P) outside lessons: the log, the status line and the
    // cards' names read at 18 px or more; it is remembered; off, the normal sizes are back
    // exactly (status and log 14 px, citations 10 px).
    void projectorSwitchOutsideLessons()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000)));
        Preferences &preferences = table.preferences;
        QQuickWindow *window = table.window;
        QQuickItem *status = itemNamed(window->contentItem(), QStringLiteral("statusText"));
        QCOMPARE(pixelSize(status), 14);
        int citation = 0;
        QCOMPARE(smallestLogSize(window, &citation), 14);
        QCOMPARE(citation, 10);
        QTest::keyClick(window, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(preferences.projector());
        QVERIFY(Preferences().projector()); // remembered
        QTRY_VERIFY(pixelSize(status) >= 18);
        QVERIFY(smallestLogSize(window, &citation) >= 18);
        QVERIFY(citation >= 14);
        // The cards' names (the hand shown face up).
        QTRY_VERIFY(!itemsNamed(window->contentItem(), QStringLiteral("faceName")).isEmpty());
        for (QQuickItem *name : itemsNamed(window->contentItem(), QStringLiteral("faceName")))
            QVERIFY2(pixelSize(name) >= 18, qPrintable(QStringLiteral("%1 at %2 px").arg(name->property("text").toString()).arg(pixelSize(name))));
        QTest::keyClick(window, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!preferences.projector());
        QTRY_COMPARE(pixelSize(status), 14);
        QCOMPARE(smallestLogSize(window, &citation), 14);
        QCOMPARE(citation, 10);
    }

    // 1024x640, the smallest window: a lesson keeps the normal sizes there, and the board, the
    // band and the status bar fit in the window.
    void smallWindowKeepsTheNormalSizes()
    {
        Table table;
        QVERIFY(show(table, QSize(1024, 640)));
        GameController &controller = table.controller;
        QQuickWindow *window = table.window;
        QVERIFY(controller.lesson()->open(lessonFile("ruling-10-tovolar-draws-once-per-wolf")));
        QQuickItem *band = nullptr;
        QTRY_VERIFY((band = itemNamed(window->contentItem(), QStringLiteral("lessonBand"))));
        QVERIFY(!window->property("presenting").toBool());
        QCOMPARE(pixelSize(itemNamed(window->contentItem(), QStringLiteral("statusText"))), 14);
        QTRY_VERIFY(sceneRect(band).height() > 0);
        QVERIFY(sceneRect(band).bottom() <= window->height());
        for (QQuickItem *card : itemsNamed(window->contentItem(), QStringLiteral("permanent")))
            QVERIFY(sceneRect(card).bottom() <= sceneRect(band).top());
    }

    // Ruling 10's third step: three triggers on a stack panel that shows two at presentation
    // sizes. Each highlight's frame lies inside the part of its target that is shown (none on
    // the log's heading below the panel), and the list shows a highlighted entry whole.
    void stackHighlightsStayOnTheirEntries()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000)));
        GameController &controller = table.controller;
        QQuickWindow *window = table.window;
        LessonPlayer &lesson = *controller.lesson();
        QVERIFY(lesson.open(lessonFile("ruling-10-tovolar-draws-once-per-wolf")));
        QVERIFY(lesson.goToStep(2));
        QTRY_VERIFY(!lesson.busy());
        if (!lesson.question().isEmpty())
            QVERIFY(lesson.answerQuestion(1)); // the outcome: three triggers
        QTRY_VERIFY(!lesson.busy());
        QTRY_COMPARE(itemsNamed(window->contentItem(), QStringLiteral("stackName")).size(), 3);
        QQuickItem *list = itemNamed(window->contentItem(), QStringLiteral("stackList"));
        QQuickItem *highlights = itemNamed(window->contentItem(), QStringLiteral("lessonHighlights"));
        QVERIFY(list && highlights);
        const QRectF panel = sceneRect(list);
        QList<QQuickItem *> entries;
        for (int i = 0; i < 3; ++i)
            entries += itemNamed(list, QStringLiteral("stackEntry%1").arg(i));
        QVERIFY(!entries.contains(nullptr));
        QVERIFY2(entries[2]->height() + entries[1]->height() + entries[0]->height() > panel.height(),
                 "the three triggers fit the panel: nothing to scroll");
        // The frames: each inside the shown part of some highlighted target.
        const auto framesInside = [&] {
            const QVariantList frames = highlights->property("frames").toList();
            if (frames.isEmpty())
                return false;
            const QPointF origin = highlights->mapToScene(QPointF(0, 0));
            int onStack = 0;
            for (const QVariant &f : frames) {
                const QVariantMap m = f.toMap();
                const QRectF r(origin.x() + m.value("x").toReal(), origin.y() + m.value("y").toReal(), m.value("w").toReal(), m.value("h").toReal());
                bool inside = false;
                for (QQuickItem *target : itemsNamed(window->contentItem(), QStringLiteral("logLine")) + entries)
                    inside = inside || sceneRect(target).intersected(target->objectName().startsWith(QLatin1String("stack")) ? panel : sceneRect(target)).adjusted(-0.5, -0.5, 0.5, 0.5).contains(r);
                if (!inside)
                    return false;
                onStack += panel.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r) ? 1 : 0;
            }
            return onStack >= 1;
        };
        QTRY_VERIFY(framesInside());
        // A highlighted entry is shown whole in the panel.
        bool whole = false;
        for (QQuickItem *entry : entries)
            whole = whole || panel.adjusted(-0.5, -0.5, 0.5, 0.5).contains(sceneRect(entry));
        QVERIFY(whole);
    }

    // Esc, then another lesson: the step's card beside the board never covers the band, and no
    // highlight frame is drawn over it.
    void previewNeverCoversTheLesson()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000)));
        GameController &controller = table.controller;
        QQuickWindow *window = table.window;
        LessonPlayer &lesson = *controller.lesson();
        QVERIFY(lesson.open(lessonFile("ruling-10-tovolar-draws-once-per-wolf")));
        QTRY_VERIFY(itemNamed(window->contentItem(), QStringLiteral("cardPreview")));
        QTest::keyClick(window, Qt::Key_Escape);
        QVERIFY(!lesson.active());
        QTRY_VERIFY(!itemNamed(window->contentItem(), QStringLiteral("cardPreview")));
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night")));
        QQuickItem *preview = nullptr;
        QTRY_VERIFY((preview = itemNamed(window->contentItem(), QStringLiteral("previewLoader"))));
        QQuickItem *band = itemNamed(window->contentItem(), QStringLiteral("lessonBand"));
        QQuickItem *highlights = itemNamed(window->contentItem(), QStringLiteral("lessonHighlights"));
        QVERIFY(band && highlights);
        QTRY_VERIFY(!highlights->property("frames").toList().isEmpty());
        QVERIFY2(!sceneRect(preview).intersects(sceneRect(band)), qPrintable(QStringLiteral("preview %1,%2 %3x%4, band top %5")
            .arg(sceneRect(preview).x()).arg(sceneRect(preview).y()).arg(sceneRect(preview).width()).arg(sceneRect(preview).height()).arg(sceneRect(band).y())));
        const QPointF origin = highlights->mapToScene(QPointF(0, 0));
        for (const QVariant &f : highlights->property("frames").toList()) {
            const QVariantMap m = f.toMap();
            const QRectF frame(origin.x() + m.value("x").toReal() - 6, origin.y() + m.value("y").toReal() - 6, m.value("w").toReal() + 12, m.value("h").toReal() + 12);
            QVERIFY(!frame.intersects(sceneRect(preview)));
        }
    }

    // Two people at the table, the curtain on: it stays up after Esc leaves a lesson and after
    // "Play the what-if" (the class saw the whole table; whoever acts then is at the screen), and
    // comes down once the table waits for the other person.
    void curtainStaysUpAfterALesson()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000), true));
        GameController &controller = table.controller;
        QQuickWindow *window = table.window;
        auto *curtain = window->findChild<QQuickItem *>(QStringLiteral("hotSeatCurtain"));
        QVERIFY(curtain);
        LessonPlayer &lesson = *controller.lesson();
        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night")));
        QTRY_VERIFY(!curtain->isVisible());
        QTest::keyClick(window, Qt::Key_Escape);
        QVERIFY(!lesson.active());
        QTRY_VERIFY(!window->property("lessonJustLeft").toBool()); // what leaving does later has run
        QVERIFY(!curtain->property("down").toBool());
        QVERIFY(!curtain->isVisible());
        QVERIFY(controller.primaryAction()); // the other person is to act: down for them
        QTRY_VERIFY(curtain->isVisible());

        QVERIFY(lesson.open(lessonFile("ruling-03-day-becomes-night")));
        QTRY_VERIFY(!curtain->isVisible());
        QVERIFY(lesson.goToStep(2));
        QTRY_VERIFY(!lesson.busy());
        if (!lesson.question().isEmpty())
            QVERIFY(lesson.answerQuestion(0));
        QTRY_VERIFY(!lesson.busy());
        QVERIFY(lesson.hasWhatIf());
        QVERIFY(lesson.playWhatIf());
        QVERIFY(!lesson.active());
        QTRY_VERIFY(!window->property("lessonJustLeft").toBool());
        QVERIFY(!curtain->isVisible());
    }

    // Help > Report a problem (Ctrl+Shift+R): Enter in the note saves; the file dialog proposes
    // daynight-report-<date>-<time>.json; the screenshot leaves the hover preview out.
    void reportProposesANameAndSavesOnEnter()
    {
        Table table;
        QVERIFY(show(table, QSize(1600, 1000)));
        QQuickWindow *window = table.window;
        // A card's preview over the board.
        QQuickItem *card = nullptr;
        QTRY_VERIFY((card = itemsNamed(window->contentItem(), QStringLiteral("frontFaceView"),
                                       [](QQuickItem *i) { return i->property("face").toMap().contains(QStringLiteral("name")); }).value(0)));
        const QVariantMap face = card->property("face").toMap();
        const QImage without = window->grabWindow();
        QVERIFY(QMetaObject::invokeMethod(window, "showPreview", Q_ARG(QVariant, face), Q_ARG(QVariant, QVariant()),
                                          Q_ARG(QVariant, false), Q_ARG(QVariant, 0), Q_ARG(QVariant, QString())));
        QQuickItem *preview = nullptr;
        QTRY_VERIFY((preview = itemNamed(window->contentItem(), QStringLiteral("cardPreview"))));
        QQuickItem *tableItem = itemNamed(window->contentItem(), QStringLiteral("tableView"));
        QVERIFY(tableItem);
        QTRY_VERIFY(itemNamed(preview, QStringLiteral("faceName")));
        const QRect shown = QRectF(preview->mapToItem(tableItem, QPointF(0, 0)), preview->size()).toRect();
        const QImage withPreview = window->grabWindow();

        QTest::keyClick(window, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QQuickItem *note = nullptr;
        QTRY_VERIFY((note = window->findChild<QQuickItem *>(QStringLiteral("reportNote"))) && note->hasActiveFocus());
        for (const char c : QByteArrayLiteral("preview"))
            QTest::keyClick(window, c);
        QTest::keyClick(window, Qt::Key_Return, Qt::ShiftModifier); // a new line, not a save
        QVERIFY(note->property("text").toString().endsWith(QLatin1Char('\n')));
        QVERIFY(note->isVisible());
        QTest::keyClick(window, Qt::Key_Return);
        QObject *dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<QObject *>(QStringLiteral("reportFileDialog"))) && dialog->property("visible").toBool());
        const QString proposed = dialog->property("selectedFile").toUrl().toLocalFile();
        QVERIFY2(QRegularExpression(QStringLiteral("/daynight-report-\\d{4}-\\d\\d-\\d\\d-\\d{6}\\.json$")).match(proposed).hasMatch(), qPrintable(proposed));
        // The screenshot: where the preview was, the table as it is under it.
        const QString shot = window->property("reportScreenshot").toString();
        QVERIFY(!shot.isEmpty());
        const QImage grabbed(shot);
        QVERIFY(!grabbed.isNull());
        QMetaObject::invokeMethod(dialog, "close");
        const QPoint offset = tableItem->mapToScene(QPointF(0, 0)).toPoint();
        int same = 0;
        int differs = 0;
        for (int y = shown.top(); y < shown.bottom(); y += 7) {
            for (int x = shown.left(); x < shown.right(); x += 7) {
                const QRgb report = grabbed.pixel(x, y);
                same += report == without.pixel(x + offset.x(), y + offset.y()) ? 1 : 0;
                differs += report != withPreview.pixel(x + offset.x(), y + offset.y()) ? 1 : 0;
            }
        }
        const int samples = ((shown.height() + 6) / 7) * ((shown.width() + 6) / 7);
        QVERIFY2(same >= samples * 95 / 100, qPrintable(QStringLiteral("%1 of %2 samples as without the preview").arg(same).arg(samples)));
        QVERIFY2(differs >= samples / 2, qPrintable(QStringLiteral("%1 of %2 samples differ from the preview").arg(differs).arg(samples)));
    }
};

QTEST_MAIN(TestPresent)
#include "tst_present.moc"
