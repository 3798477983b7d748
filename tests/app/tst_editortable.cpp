// The board editor on the real table (Main.qml over a real GameController, offscreen), as a
// tester uses it: the board stays where it is as the editor opens and closes; the mode buttons
// show the mode that is on; Ctrl+Shift+E empties the board and Ctrl+Z brings it back; a card
// dragged from Alice's hand onto Bob's battlefield lands there under his control; "tovolar" and
// Enter adds Tovolar, Dire Overlord.
#include "gamecontroller.h"
#include "position.h"
#include "preferences.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>
#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

using namespace rules;
using namespace testing;

class TestEditorTable : public QObject
{
    Q_OBJECT

    GameController m_controller;
    Preferences m_preferences; // declared before the engine: it outlives the QML bound to it
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;

    // Every item under the window whose objectName is `name` and that `also` accepts, in tree order.
    QList<QQuickItem *> items(const QString &name, const std::function<bool(QQuickItem *)> &also = {}) const
    {
        QList<QQuickItem *> out, todo{m_window->contentItem()};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            if ((name.isEmpty() || i->objectName() == name) && (!also || also(i)))
                out.append(i);
            todo += i->childItems();
        }
        return out;
    }
    QQuickItem *item(const QString &name, const std::function<bool(QQuickItem *)> &also = {}) const { return items(name, also).value(0); }
    // The seat (PlayerArea) holding `i`: its player's index, -1 if none.
    static int seatOf(QQuickItem *i)
    {
        for (; i; i = i->parentItem())
            if (i->property("others").isValid() && i->property("player").isValid())
                return i->property("player").value<QObject *>() ? i->property("player").value<QObject *>()->property("playerIndex").toInt()
                                                                : i->property("player").toMap().value(QStringLiteral("playerIndex")).toInt();
        return -1;
    }
    static QPoint centre(QQuickItem *i) { return i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint(); }
    // A permanent's card on the table, by the name of its front face.
    QQuickItem *permanentNamed(const QString &name) const
    {
        return item(QStringLiteral("permanent"), [&name](QQuickItem *i) { return i->property("frontFace").toMap().value(QStringLiteral("name")).toString() == name; });
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    // Each test: Alice (priority, main phase) with Snarling Wolf in hand and Kessig Naturalist in
    // play; Bob with a Forest; the timeline shown; the editor open.
    void init()
    {
        GameState s = basePosition();
        addPermanent(s, 0, QStringLiteral("kessig-naturalist"));
        addPermanent(s, 1, QStringLiteral("forest"));
        addToHand(s, 0, QStringLiteral("snarling-wolf"));
        m_controller.loadState(s);
        m_controller.editor()->setEditing(false);
        m_preferences.setHotSeatCurtain(false);
        m_preferences.setTimelineVisible(true);
        m_preferences.setMotionScale(0);
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_engine->setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&m_controller)},
                                        {QStringLiteral("preferences"), QVariant::fromValue(&m_preferences)}});
        m_engine->load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
        QVERIFY(m_window);
        m_window->resize(1366, 768);
        m_window->show();
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QTRY_VERIFY(permanentNamed(QStringLiteral("Kessig Naturalist")));
    }
    void cleanup()
    {
        m_engine.reset();
        m_window = nullptr;
    }

    // Opening or closing the editor (Ctrl+E) leaves every card where it was on the screen: the
    // next click lands on what the pointer was over.
    void theBoardStaysAsTheEditorOpensAndCloses()
    {
        QQuickItem *naturalist = permanentNamed(QStringLiteral("Kessig Naturalist"));
        QQuickItem *forest = permanentNamed(QStringLiteral("Forest"));
        QVERIFY(naturalist && forest);
        QTest::qWait(0);
        const QRectF before = naturalist->mapRectToScene(naturalist->boundingRect());
        const QRectF forestBefore = forest->mapRectToScene(forest->boundingRect());
        QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY(m_controller.editor()->editing());
        QQuickItem *editor = item(QStringLiteral("editorLegality"));
        QTRY_VERIFY(editor && editor->isVisible());
        QTRY_COMPARE(naturalist->mapRectToScene(naturalist->boundingRect()), before);
        QCOMPARE(forest->mapRectToScene(forest->boundingRect()), forestBefore);
        QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY(!m_controller.editor()->editing());
        QTRY_VERIFY(!editor->isVisible());
        QCOMPARE(naturalist->mapRectToScene(naturalist->boundingRect()), before);
        QCOMPARE(forest->mapRectToScene(forest->boundingRect()), forestBefore);
    }

    // The mode buttons: the one on is checked and highlighted, and says so.
    void theModeButtonsShowTheModeOn()
    {
        m_controller.editor()->setEditing(true);
        QQuickItem *effect = nullptr;
        QTRY_VERIFY((effect = item(QStringLiteral("effectMode"))));
        QQuickItem *placed = item(QStringLiteral("placedMode"));
        QVERIFY(placed);
        QVERIFY(effect->property("checked").toBool() && effect->property("highlighted").toBool());
        QVERIFY(!placed->property("checked").toBool() && !placed->property("highlighted").toBool());
        QVERIFY(effect->property("text").toString().startsWith(QStringLiteral("\u25cf ")));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centre(placed));
        QTRY_VERIFY(placed->property("checked").toBool());
        QVERIFY(placed->property("highlighted").toBool());
        QVERIFY(placed->property("text").toString().startsWith(QStringLiteral("\u25cf ")));
        QVERIFY(!effect->property("checked").toBool() && !effect->property("highlighted").toBool());
        QVERIFY(!effect->property("text").toString().startsWith(QStringLiteral("\u25cf ")));
    }

    // Ctrl+Shift+E: no hands, no permanents; the status bar says Ctrl+Z brings it back, and it does.
    void emptyBoardByItsShortcutAndUndo()
    {
        m_controller.editor()->setEditing(true);
        QTRY_VERIFY(item(QStringLiteral("editorEmptyBoard")));
        QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(m_controller.battlefield()->rowCount(), 0);
        QCOMPARE(m_controller.game().state().players[0].hand.size(), 0);
        QVERIFY2(m_controller.status().contains(QLatin1String("Ctrl+Z")), qPrintable(m_controller.status()));
        QTRY_VERIFY(!permanentNamed(QStringLiteral("Kessig Naturalist")));
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(m_controller.battlefield()->rowCount(), 2);
        QCOMPARE(m_controller.game().state().players[0].hand.size(), 1);
        QTRY_VERIFY(permanentNamed(QStringLiteral("Kessig Naturalist")));
    }

    // A card dragged from Alice's hand onto Bob's battlefield enters under Bob's control; a
    // permanent dragged onto its owner's graveyard goes there. One edit each.
    void dragMovesACardBetweenPlayers()
    {
        m_controller.editor()->setEditing(true);
        QTRY_VERIFY(item(QStringLiteral("editorLegality")));
        const int wolf = m_controller.game().state().players[0].hand.first();
        QQuickItem *card = nullptr;
        QTRY_VERIFY((card = item(QString(), [wolf](QQuickItem *i) { return i->property("needsX").isValid() && i->property("cardId").toInt() == wolf; })));
        QQuickItem *bobsBattlefield = item(QStringLiteral("othersRow"), [](QQuickItem *i) { return seatOf(i) == 1; });
        QVERIFY(bobsBattlefield);
        const int plies = m_controller.record().node(m_controller.record().current()).ply;
        const QPoint from = centre(card);
        const QPoint to = centre(bobsBattlefield);
        QTest::mousePress(m_window, Qt::LeftButton, {}, from);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(m_window, from + (to - from) * step / 10);
        QQuickItem *ghost = item(QStringLiteral("dragGhost"));
        QVERIFY(ghost && ghost->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, to);
        QTRY_COMPARE(m_controller.battlefield()->rowCount(), 3);
        const GameState &s = m_controller.game().state();
        QCOMPARE(s.cards[s.battlefield.last().cardId].key, QStringLiteral("snarling-wolf"));
        QCOMPARE(s.battlefield.last().controller, 1);
        QVERIFY(s.players[0].hand.isEmpty());
        QCOMPARE(m_controller.record().node(m_controller.record().current()).ply, plies + 1);
        QTRY_VERIFY(!ghost->isVisible());

        // Kessig Naturalist onto Alice's graveyard count.
        QQuickItem *naturalist = permanentNamed(QStringLiteral("Kessig Naturalist"));
        QQuickItem *graveyard = item(QStringLiteral("graveyardCount"), [](QQuickItem *i) { return seatOf(i) == 0; });
        QVERIFY(naturalist && graveyard);
        const QPoint from2 = centre(naturalist);
        const QPoint to2 = centre(graveyard);
        QTest::mousePress(m_window, Qt::LeftButton, {}, from2);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(m_window, from2 + (to2 - from2) * step / 10);
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, to2);
        QTRY_COMPARE(m_controller.game().state().players[0].graveyard.size(), 1);
        QCOMPARE(m_controller.battlefield()->rowCount(), 2);
        QCOMPARE(m_controller.record().node(m_controller.record().current()).ply, plies + 2);
        QVERIFY(m_controller.undo());
        QCOMPARE(m_controller.battlefield()->rowCount(), 3);
    }

    // "tovolar" and Enter adds Tovolar, Dire Overlord (not Tovolar's Huntmaster).
    void searchEnterAddsTheCardNamed()
    {
        m_controller.editor()->setEditing(true);
        QQuickItem *search = nullptr;
        QTRY_VERIFY((search = item(QStringLiteral("editorSearch"))));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centre(search));
        QTRY_VERIFY(search->hasActiveFocus());
        for (char letter : QByteArrayLiteral("tovolar"))
            QTest::keyClick(m_window, letter);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_COMPARE(m_controller.battlefield()->rowCount(), 3);
        const GameState &s = m_controller.game().state();
        QCOMPARE(s.cards[s.battlefield.last().cardId].key, QStringLiteral("tovolar-dire-overlord"));
    }
};

QTEST_MAIN(TestEditorTable)
#include "tst_editortable.moc"
