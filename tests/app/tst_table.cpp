// The real table (Main.qml) bound to a real GameController, offscreen: what a player sees after
// the engine acts. Guards the binding between the models and the card flip.
#include "gamecontroller.h"
#include "position.h"
#include "../models/quickcomputer.h"
#include "preferences.h"
#include "zonemodels.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <functional>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

using namespace rules;
using namespace testing;

class TestTable : public QObject
{
    Q_OBJECT

    // Every CardView on the table that shows a battlefield permanent (it has a backFaceUp
    // property and a non-null front face), keyed by the front face's name.
    static void collect(QQuickItem *item, QList<QQuickItem *> &out)
    {
        if (item->property("showingBack").isValid() && item->property("frontFace").toMap().value("name").isValid())
            out.append(item);
        for (QQuickItem *child : item->childItems())
            collect(child, out);
    }
    static QList<QQuickItem *> cardViews(QQuickItem *root)
    {
        QList<QQuickItem *> out;
        collect(root, out);
        return out;
    }
    static QQuickItem *cardNamed(QQuickItem *root, const QString &frontName)
    {
        for (QQuickItem *item : cardViews(root))
            if (item->property("frontFace").toMap().value("name").toString() == frontName)
                return item;
        return nullptr;
    }

    // Main.qml over `controller`, shown, active and exposed; nullptr if it failed to load.
    static QQuickWindow *showTable(QQmlApplicationEngine &engine, GameController &controller, Preferences &preferences)
    {
        engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                     {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}});
        engine.load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
        if (!window)
            return nullptr;
        window->show();
        window->requestActivate();
        return QTest::qWaitForWindowExposed(window) ? window : nullptr;
    }

    // A seed-5 game of two people after `passes` presses of Space, on the table with the curtain
    // off and the timeline shown (`timeline`) or not; nullptr if a press or the window failed.
    static QQuickWindow *showPassedGame(QQmlApplicationEngine &engine, GameController &controller, Preferences &preferences, int passes, bool timeline)
    {
        controller.newGame(5, 2);
        for (int i = 0; i < passes; ++i)
            if (!controller.primaryAction())
                return nullptr;
        preferences.setHotSeatCurtain(false);
        preferences.setTimelineVisible(timeline);
        return showTable(engine, controller, preferences);
    }

    // Which seats' hands are face up on the table, by seat.
    static QList<int> faceUpSeats(QQuickWindow *window)
    {
        QList<int> up;
        QList<QQuickItem *> todo{window->contentItem()};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            if (i->property("handFaceUp").isValid() && i->property("handFaceUp").toBool())
                up.append(i->property("index").toInt()); // the seat (PlayerArea in Main.qml)
            todo += i->childItems();
        }
        return up;
    }
    // The first item named `name` under `root` in the items' tree (the seats are a view's
    // delegates: findChild() misses them); nullptr if none.
    static QQuickItem *itemNamed(QQuickItem *root, const QString &name, const std::function<bool(QQuickItem *)> &also = {})
    {
        QList<QQuickItem *> todo{root};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            if (i->objectName() == name && (!also || also(i)))
                return i;
            todo += i->childItems();
        }
        return nullptr;
    }
    static void click(QQuickWindow *window, QQuickItem *item, qreal fx = 0.5)
    {
        QTest::mouseClick(window, Qt::LeftButton, {}, item->mapToScene(QPointF(item->width() * fx, item->height() / 2)).toPoint());
    }

    // `state` on the table with the curtain off; nullptr if the window failed.
    static QQuickWindow *showPosition(QQmlApplicationEngine &engine, GameController &controller, Preferences &preferences, const GameState &state)
    {
        controller.loadState(state);
        preferences.setHotSeatCurtain(false);
        return showTable(engine, controller, preferences);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings out
        QSettings().clear();                      // and the last run's: every test starts from the defaults
    }

    void nightFlipsTheCardToItsBackFace()
    {
        GameState s = basePosition(DayNight::Day);
        addPermanent(s, 0, QStringLiteral("outland-liberator"));
        addPermanent(s, 1, QStringLiteral("forest"));
        GameController controller;
        controller.loadState(s);
        Preferences preferences; // declared before the engine: it outlives the QML bound to it
        preferences.setMotionScale(1.0);
        QQmlApplicationEngine engine;
        engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                     {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}});
        engine.load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
        QCOMPARE(engine.rootObjects().size(), 1);
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));

        QQuickItem *card = nullptr;
        QTRY_VERIFY((card = cardNamed(window->contentItem(), QStringLiteral("Outland Liberator"))));
        QCOMPARE(card->property("showingBack").toBool(), false);

        QVERIFY(controller.apply(Action::becomes(DayNight::Night)).accepted);
        // The same delegate flips (it is not re-created) and ends on the back face.
        QCOMPARE(cardNamed(window->contentItem(), QStringLiteral("Outland Liberator")), card);
        QTRY_COMPARE(card->property("flipping").toBool(), true);
        QTRY_COMPARE(card->property("showingBack").toBool(), true);
        QTRY_COMPARE(card->property("flipping").toBool(), false);
        QCOMPARE(card->property("showingBack").toBool(), true);
        QCOMPARE(card->property("backFace").toMap().value("name").toString(), QStringLiteral("Frenzied Trapbreaker"));
        QQuickItem *backView = nullptr;
        QList<QQuickItem *> todo{card};
        while (!todo.isEmpty() && !backView) {
            QQuickItem *i = todo.takeFirst();
            if (i->objectName() == QLatin1String("backFaceView"))
                backView = i;
            todo += i->childItems();
        }
        QVERIFY(backView);
        QCOMPARE(backView->property("face").toMap().value("name").toString(), QStringLiteral("Frenzied Trapbreaker"));
        QCOMPARE(window->property("color").value<QColor>().isValid(), true);
    }

    // A lesson driven by the keyboard on the real table (issue 11): → plays a step at lesson pace
    // (through Consider's surveil decision), → again opens the next step and its question, 1
    // answers it and plays the outcome.
    void lessonKeysOnTheTable()
    {
        GameController controller;
        controller.newGame(1, 2);
        Preferences preferences;
        preferences.setMotionScale(1.0);
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        LessonPlayer &lesson = *controller.lesson();
        QVERIFY(lesson.open(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons/ruling-04-one-spell-or-two.json")));
        lesson.setSpeed(2);
        QTest::keyClick(window, Qt::Key_Right);
        QCOMPARE(lesson.step(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!lesson.busy(), 20000);
        QTest::keyClick(window, Qt::Key_Right);
        QCOMPARE(lesson.step(), 2);
        QVERIFY(!lesson.question().isEmpty());
        QTest::keyClick(window, Qt::Key_1);
        QVERIFY(!lesson.answer().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!lesson.busy(), 20000);
        QCOMPARE(controller.game().state().designation, DayNight::Night); // one spell: it stays night
    }

    // Hot-seat privacy (issue 12): with two people at the table the curtain is down whenever the
    // seat to act changes; no hand is face up until its player lifts it (Space), Space then passes
    // as usual, and the next player's turn to act brings it down again. Off in preferences, the
    // acting player's hand is face up at once.
    void hotSeatCurtainHidesTheHands()
    {
        GameController controller;
        controller.newGame(1, 2);
        Preferences preferences;
        QVERIFY(preferences.hotSeatCurtain()); // on by default
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        auto *curtain = window->findChild<QQuickItem *>(QStringLiteral("hotSeatCurtain"));
        QVERIFY(curtain);
        const auto faceUpHands = [window] { return faceUpSeats(window); };
        const int first = controller.game().state().priorityPlayer;
        QVERIFY(first >= 0);
        QTRY_VERIFY(curtain->property("down").toBool());
        QVERIFY(faceUpHands().isEmpty());
        QTest::keyClick(window, Qt::Key_Space); // lifts the curtain, does not pass
        QVERIFY(!curtain->property("down").toBool());
        QCOMPARE(controller.game().state().priorityPlayer, first);
        QCOMPARE(faceUpHands(), QList<int>{first});
        QTest::keyClick(window, Qt::Key_Space); // now passes priority to the other player
        const int second = controller.game().state().priorityPlayer;
        QCOMPARE(second, 1 - first);
        QVERIFY(curtain->property("down").toBool());
        QVERIFY(faceUpHands().isEmpty());
        auto *status = window->findChild<QQuickItem *>(QStringLiteral("statusText"));
        QVERIFY(status);
        QVERIFY(status->property("text").toString().contains(controller.game().state().players[second].name + QStringLiteral("'s turn to act")));
        QTest::keyClick(window, Qt::Key_Return);
        QCOMPARE(faceUpHands(), QList<int>{second});
        QCOMPARE(controller.game().state().priorityPlayer, second); // Enter only lifted it
        preferences.setHotSeatCurtain(false);
        QTest::keyClick(window, Qt::Key_Space);
        QVERIFY(!curtain->property("down").toBool());
        QCOMPARE(faceUpHands(), QList<int>{controller.game().state().priorityPlayer});
        preferences.setHotSeatCurtain(true);
        // One person against the computer: no curtain; the person's hand stays face up while the
        // computer acts, and the computer's hand is never face up.
        controller.setComputer(1, true);
        QTRY_VERIFY(!curtain->property("down").toBool());
        for (int i = 0; i < 6 && !controller.game().state().gameOver; ++i) {
            QTRY_COMPARE(faceUpHands(), QList<int>{0});
            QVERIFY(!curtain->property("down").toBool());
            controller.pass(); // refused while the computer is to act (it acts by itself)
        }
    }

    // The London mulligan at the table (CR 103.5): two people, mulligans on, the curtain on. The
    // starting player lifts the curtain and sees the panel (Keep 7, Mulligan (keep 6 of the next
    // 7)); M takes a mulligan (not the motion); the curtain comes down for the other player, who
    // lifts it and keeps with Enter (no pass to the end of a turn); the first, asked again, keeps
    // 6 with K, clicks a card of their hand (marked, the panel counts it) and clicks Confirm: the
    // card is at the bottom of their library and turn 1 begins.
    void mulliganPanelWithKeysAndClicks()
    {
        GameController controller;
        controller.setMulligans(true);
        controller.newGame(5, 2);
        Preferences preferences;
        QVERIFY(preferences.hotSeatCurtain());
        const double motion = preferences.motionScale();
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        const auto state = [&controller]() -> const GameState & { return controller.game().state(); };
        auto *curtain = window->findChild<QQuickItem *>(QStringLiteral("hotSeatCurtain"));
        QVERIFY(curtain);
        QCOMPARE(state().turnNumber, 0);
        QCOMPARE(state().decision.kind, PendingDecision::Kind::Mulligan);
        const int first = state().decision.player;
        const int other = 1 - first;
        QTRY_VERIFY(curtain->property("down").toBool());
        QTest::keyClick(window, Qt::Key_M); // under the curtain: neither a mulligan nor the motion
        QCOMPARE(state().players[first].mulligans, 0);
        QCOMPARE(preferences.motionScale(), motion);
        QTest::keyClick(window, Qt::Key_Space); // lifts it
        QQuickItem *panel = nullptr;
        QTRY_VERIFY((panel = window->findChild<QQuickItem *>(QStringLiteral("mulliganPanel"))) && panel->isVisible());
        QCOMPARE(faceUpSeats(window), QList<int>{first});
        const auto textOf = [panel](const char *name) {
            QQuickItem *item = panel->findChild<QQuickItem *>(QLatin1String(name));
            return item ? item->property("text").toString() : QString();
        };
        QVERIFY2(textOf("mulliganTitle").startsWith(state().players[first].name + QStringLiteral("'s opening hand: 7 cards")), qPrintable(textOf("mulliganTitle")));
        QVERIFY2(textOf("keepButton").startsWith(QStringLiteral("Keep 7")), qPrintable(textOf("keepButton")));
        QVERIFY2(textOf("mulliganButton").startsWith(QStringLiteral("Mulligan (keep 6 of the next 7)")), qPrintable(textOf("mulliganButton")));
        QTest::keyClick(window, Qt::Key_M);
        QCOMPARE(preferences.motionScale(), motion);
        QCOMPARE(state().decision.player, other);
        QTRY_VERIFY(curtain->property("down").toBool());
        QVERIFY(!panel->isVisible());
        QVERIFY(faceUpSeats(window).isEmpty());
        QTest::keyClick(window, Qt::Key_Return); // lifts it for the other player
        QTRY_VERIFY(panel->isVisible());
        QCOMPARE(faceUpSeats(window), QList<int>{other});
        QTest::keyClick(window, Qt::Key_Return); // keeps 7
        QCOMPARE(state().turnNumber, 0);
        QCOMPARE(state().decision.kind, PendingDecision::Kind::Mulligan);
        QCOMPARE(state().decision.player, first);
        QTRY_VERIFY(curtain->property("down").toBool());
        QTest::keyClick(window, Qt::Key_Space);
        QTRY_VERIFY(panel->isVisible());
        QVERIFY2(textOf("keepButton").startsWith(QStringLiteral("Keep 6 (put 1 on the bottom)")), qPrintable(textOf("keepButton")));
        QTest::keyClick(window, Qt::Key_K);
        QCOMPARE(state().decision.kind, PendingDecision::Kind::BottomCards);
        QCOMPARE(state().decision.player, first);
        QVERIFY(!curtain->property("down").toBool()); // the same player goes on
        QTRY_VERIFY2(textOf("mulliganCount").contains(QStringLiteral("choose 1 more")), qPrintable(textOf("mulliganCount")));
        // A card of the first player's hand, clicked on its left part (the next card overlaps its right).
        QQuickItem *hand = itemNamed(window->contentItem(), QStringLiteral("handRow"), [](QQuickItem *i) { return i->property("faceUp").toBool(); });
        QVERIFY(hand);
        QQuickItem *slot = nullptr;
        QTRY_VERIFY(QMetaObject::invokeMethod(hand, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, slot), Q_ARG(int, 0)) && slot);
        const int card = slot->property("cardId").toInt();
        QVERIFY(state().players[first].hand.contains(card));
        click(window, slot, 0.25);
        QCOMPARE(controller.handChoices(), QVariantList{card});
        QTRY_VERIFY(itemNamed(slot, QStringLiteral("chosenMark")));
        QTRY_VERIFY2(textOf("mulliganCount").contains(QStringLiteral("confirm")), qPrintable(textOf("mulliganCount")));
        QQuickItem *confirm = panel->findChild<QQuickItem *>(QStringLiteral("confirmBottomButton"));
        QVERIFY(confirm && confirm->isEnabled());
        click(window, confirm);
        QTRY_COMPARE(state().turnNumber, 1);
        QCOMPARE(state().players[first].library.first(), card); // the bottom (CR 103.5)
        QCOMPARE(state().players[first].hand.size(), 6);
        QVERIFY(!state().players[first].hand.contains(card));
        QTRY_VERIFY(!panel->isVisible());
        QVERIFY(controller.handChoices().isEmpty());
    }

    // The hot-seat curtain comes down only when another person must act. Three seats, Bob the
    // computer's: Alice's spell passes to Bob, who passes, and to Carol, who has nothing to
    // respond with (the table passes for her), and resolves; Alice goes on without a click. The
    // same with Carol the computer's (the table passes for Bob, then Carol passes). With one
    // person and two computer seats it never comes down.
    // While the computer acts with two people at the table, no hand is face up (the other person
    // may already be at the screen); Alice's comes back face up when she is to act again.
    void hotSeatCurtainOnlyForAnotherPerson_data()
    {
        QTest::addColumn<QList<int>>("computers");
        QTest::addColumn<bool>("downAtFirst");
        QTest::newRow("Alice and Carol, Bob the computer") << QList<int>{1} << true;
        QTest::newRow("Alice and Bob, Carol the computer") << QList<int>{2} << true;
        QTest::newRow("Alice alone, Bob and Carol the computer") << QList<int>{1, 2} << false;
    }
    void hotSeatCurtainOnlyForAnotherPerson()
    {
        QFETCH(QList<int>, computers);
        QFETCH(bool, downAtFirst);
        GameState s = basePosition(DayNight::Day, 3);
        addPermanent(s, 0, QStringLiteral("forest"));
        const int wolf = addToHand(s, 0, QStringLiteral("snarling-wolf"));
        GameController controller;
        makeComputerQuick(controller);
        const QHash<int, int> ids = controller.loadState(s);
        for (int seat : computers)
            QVERIFY(controller.setComputer(seat, true));
        Preferences preferences;
        preferences.setHotSeatCurtain(true);
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        auto *curtain = window->findChild<QQuickItem *>(QStringLiteral("hotSeatCurtain"));
        QVERIFY(curtain);
        QCOMPARE(curtain->property("down").toBool(), downAtFirst);
        if (downAtFirst)
            QTest::keyClick(window, Qt::Key_Space); // Alice lifts it
        QVERIFY(!curtain->property("down").toBool());
        QCOMPARE(faceUpSeats(window), QList<int>{0});
        QSignalSpy downChanged(curtain, SIGNAL(downChanged()));
        QVERIFY2(controller.playCard(ids.value(wolf)), qPrintable(controller.status()));
        // The computer is to act (it answers from the event loop): Alice's hand is face down
        // unless she is the only person at the table.
        QVERIFY(computers.contains(controller.game().state().priorityPlayer));
        QCOMPARE(faceUpSeats(window), downAtFirst ? QList<int>{} : QList<int>{0});
        // The computer passes; the spell resolves; Alice has priority again.
        QTRY_VERIFY_WITH_TIMEOUT(controller.game().state().stack.isEmpty() && controller.game().state().priorityPlayer == 0
                                     && !controller.computer()->thinking(), 60000);
        QCOMPARE(controller.game().state().battlefield.size(), 2); // the Forest and the Wolf
        QVERIFY(!curtain->property("down").toBool());
        QCOMPARE(downChanged.size(), 0); // not even for a moment
        QTRY_COMPARE(faceUpSeats(window), QList<int>{0});
    }

    // Three seats at 1024x640 leave a seat under 300 px wide: a land played with no creature
    // beside it still has room in its row (the empty row's words once took it all).
    void aLandShowsInANarrowSeat()
    {
        GameState s = basePosition(DayNight::Day, 3);
        for (int seat = 0; seat < 3; ++seat) {
            addPermanent(s, seat, QStringLiteral("forest"));
            for (int card = 0; card < 7; ++card)
                addToHand(s, seat, QStringLiteral("forest"));
        }
        GameController controller;
        controller.loadState(s);
        Preferences preferences;
        preferences.setHotSeatCurtain(false);
        QQmlApplicationEngine engine;
        QQuickWindow *window = showTable(engine, controller, preferences);
        QVERIFY(window);
        window->resize(1024, 640);
        QTRY_COMPARE(window->contentItem()->width(), 1024.0);
        QTRY_COMPARE(window->contentItem()->height(), 640.0);
        int rows = 0;
        QList<QQuickItem *> todo{window->contentItem()};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            todo += i->childItems();
            if (i->objectName() != QLatin1String("landsRow") || !i->isVisible())
                continue;
            ++rows;
            QQuickItem *seat = i->parentItem(); // the seat: the PlayerArea holding the row
            while (seat && !seat->property("handFaceUp").isValid())
                seat = seat->parentItem();
            QVERIFY(seat);
            const QPointF end = i->mapToItem(seat, QPointF(i->width(), 0));
            QVERIFY2(i->width() >= 40, qPrintable(QStringLiteral("a lands row %1 px wide in a %2 px seat").arg(i->width()).arg(seat->width())));
            QVERIFY2(end.x() <= seat->width() + 1, qPrintable(QStringLiteral("the lands row ends at %1 in a %2 px seat").arg(end.x()).arg(seat->width())));
        }
        QCOMPARE(rows, 3);
    }

    // ← → Home End walk the record only in the timeline (when it has the keys) and in lessons:
    // at the table they do nothing to the game (Ctrl+Z undoes). Shown with Ctrl+T, the timeline
    // takes the keys.
    void arrowsWalkTheRecordOnlyInTheTimeline()
    {
        GameController controller;
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPassedGame(engine, controller, preferences, 6, false);
        QVERIFY(window);
        const int end = controller.record().current();
        for (Qt::Key key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Home, Qt::Key_PageUp}) {
            QTest::keyClick(window, key);
            QCOMPARE(controller.record().current(), end);
        }
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier); // undo stays Ctrl+Z
        QCOMPARE(controller.record().current(), controller.record().node(end).parent);
        QTest::keyClick(window, Qt::Key_Right); // no redo either
        QCOMPARE(controller.record().current(), controller.record().node(end).parent);
        QTest::keyClick(window, Qt::Key_Y, Qt::ControlModifier); // redo
        QCOMPARE(controller.record().current(), end);
        // Ctrl+T shows the timeline with the keys: now the arrows walk.
        QTest::keyClick(window, Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(preferences.timelineVisible());
        QTest::keyClick(window, Qt::Key_Left);
        QCOMPARE(controller.record().current(), controller.record().node(end).parent);
        QTest::keyClick(window, Qt::Key_Home);
        QCOMPARE(controller.record().current(), 0);
        QTest::keyClick(window, Qt::Key_End);
        QCOMPARE(controller.record().current(), end);
    }

    // The timeline's "Delete from here…" asks first, naming what goes; Delete deletes, and
    // Ctrl+Z brings the line back with the point shown.
    void deletingFromTheTimelineAsksAndUndoBringsItBack()
    {
        GameController controller;
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPassedGame(engine, controller, preferences, 8, true);
        QVERIFY(window);
        const int size = controller.record().size();
        const int shown = controller.record().current();
        const int from = controller.record().path(shown).at(3);
        auto *timeline = window->findChild<QQuickItem *>(QStringLiteral("timelineList"));
        QVERIFY(timeline);
        QMetaObject::invokeMethod(timeline->parentItem(), "deleteFrom", Q_ARG(int, from)); // the menu's signal
        // The question, and nothing deleted yet.
        QQuickItem *accept = nullptr;
        QTRY_VERIFY((accept = window->findChild<QQuickItem *>(QStringLiteral("confirmAccept"))) && accept->isVisible());
        QCOMPARE(controller.record().size(), size);
        QObject *dialog = accept;
        while (dialog && !dialog->inherits("QQuickDialog"))
            dialog = dialog->parent();
        QVERIFY(dialog);
        QCOMPARE(dialog->property("title").toString(), QStringLiteral("Delete from here?"));
        QCOMPARE(accept->property("text").toString(), QStringLiteral("Delete"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QTest::mouseClick(window, Qt::LeftButton, {}, accept->mapToScene(QPointF(accept->width() / 2, accept->height() / 2)).toPoint());
        QTRY_COMPARE(controller.record().size(), 3);
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller.record().size(), size);
        QCOMPARE(controller.record().current(), shown);
    }

    // The accept button of the question now asked (ConfirmDialog), once shown; nullptr if none.
    static QQuickItem *askedAccept(QQuickWindow *window)
    {
        QQuickItem *accept = window->findChild<QQuickItem *>(QStringLiteral("confirmAccept"));
        return accept && accept->isVisible() ? accept : nullptr;
    }
    static QObject *dialogOf(QObject *item)
    {
        while (item && !item->inherits("QQuickDialog"))
            item = item->parent();
        return item;
    }

    // Game > Concede (Ctrl+Shift+G) for the person at the screen: asked first, naming them and
    // the winner; conceding ends a two-player game (Bob wins, the banner says so) and Ctrl+Z
    // takes it back like any action.
    void concedingAsksThenEndsTheGameAndUndoTakesItBack()
    {
        GameController controller;
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPassedGame(engine, controller, preferences, 2, false);
        QVERIFY(window);
        const int seat = controller.game().state().priorityPlayer;
        QVERIFY(seat >= 0);
        QCOMPARE(window->property("concedingSeat").toInt(), seat);
        const QString name = controller.game().state().players[seat].name;
        const QString other = controller.game().state().players[1 - seat].name;
        QTest::keyClick(window, Qt::Key_G, Qt::ControlModifier | Qt::ShiftModifier);
        QQuickItem *accept = nullptr;
        QTRY_VERIFY((accept = askedAccept(window)));
        QObject *dialog = dialogOf(accept);
        QVERIFY(dialog);
        QCOMPARE(dialog->property("title").toString(), QStringLiteral("Concede"));
        QVERIFY(controller.concedeQuestion(seat).startsWith(QStringLiteral("Concede the game for %1? %1 loses and leaves the game").arg(name)));
        QVERIFY(controller.concedeQuestion(seat).contains(QStringLiteral("%1 wins.").arg(other)));
        QVERIFY(!controller.game().state().gameOver); // nothing yet
        QTRY_VERIFY(dialog->property("opened").toBool());
        QTest::mouseClick(window, Qt::LeftButton, {}, accept->mapToScene(QPointF(accept->width() / 2, accept->height() / 2)).toPoint());
        QTRY_VERIFY(controller.game().state().gameOver);
        QCOMPARE(controller.game().state().winner, 1 - seat);
        QVERIFY(controller.game().state().players[seat].hasLost);
        QCOMPARE(controller.turn()->result(), QStringLiteral("%1 wins the game.").arg(other));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        // The end is shown as an end: the title, nobody with priority, the button starts a new game.
        QQuickItem *turnLabel = window->findChild<QQuickItem *>(QStringLiteral("turnLabel"));
        QVERIFY(turnLabel);
        QVERIFY2(turnLabel->property("text").toString().startsWith(QStringLiteral("Game over")), qPrintable(turnLabel->property("text").toString()));
        QCOMPARE(controller.turn()->priorityPlayerName(), QString());
        QQuickItem *pass = window->findChild<QQuickItem *>(QStringLiteral("passButton"));
        QVERIFY(pass);
        QVERIFY(pass->property("text").toString().startsWith(QStringLiteral("New game")));
        QVERIFY(pass->isEnabled());
        // The banner's Undo takes the concession back, as Ctrl+Z does.
        QQuickItem *undo = nullptr;
        QTRY_VERIFY((undo = itemNamed(window->contentItem(), QStringLiteral("gameOverUndo"))) && undo->isVisible());
        click(window, undo);
        QTRY_VERIFY(!controller.game().state().gameOver);
        QVERIFY(!controller.game().state().players[seat].hasLost);
        QCOMPARE(controller.game().state().priorityPlayer, seat);
        QVERIFY(turnLabel->property("text").toString().startsWith(QStringLiteral("Turn")));
        // Conceded again by the keys alone (Ctrl+Shift+G, Enter answers the question), Ctrl+Z
        // takes it back too.
        QTest::keyClick(window, Qt::Key_G, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(controller.game().state().gameOver);
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!controller.game().state().gameOver);
    }

    // F switches full control for the player the table waits for (the phase bar's priority
    // label says so, in the warning colour) and F again switches it off.
    void fKeySwitchesFullControl()
    {
        GameController controller;
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPassedGame(engine, controller, preferences, 2, false);
        QVERIFY(window);
        const int seat = controller.stopControl()->stopSeat();
        QVERIFY(!controller.stopControl()->fullControl());
        QTest::keyClick(window, Qt::Key_F);
        QTRY_VERIFY(controller.stopControl()->fullControl());
        QVERIFY(controller.stops()->fullControl(seat));
        QQuickItem *label = window->findChild<QQuickItem *>(QStringLiteral("priorityLabel"));
        QVERIFY(label);
        QTRY_VERIFY(label->property("text").toString().contains(QStringLiteral("full control")));
        QTest::keyClick(window, Qt::Key_F);
        QTRY_VERIFY(!controller.stopControl()->fullControl());
        QVERIFY(!label->property("text").toString().contains(QStringLiteral("full control")));
    }

    // With three people the game goes on without the one who conceded; a computer's seat
    // cannot be conceded for, and a seat that has left cannot concede again.
    void concedingWithThreePlayersGoesOn()
    {
        GameController controller;
        controller.newGame(5, 3);
        const int seat = controller.game().state().priorityPlayer;
        const int computer = (seat + 1) % 3;
        QVERIFY(controller.setComputer(computer, true));
        QVERIFY(!controller.concede(computer));
        QVERIFY2(controller.status().contains(QStringLiteral("played by the computer")), qPrintable(controller.status()));
        QVERIFY(controller.setComputer(computer, false));
        QVERIFY(controller.concede(seat));
        QVERIFY(!controller.game().state().gameOver);
        QVERIFY(controller.game().state().players[seat].hasLost);
        QVERIFY(controller.game().state().priorityPlayer != seat);
        QVERIFY(!controller.concede(seat));
        QVERIFY2(controller.status().contains(QStringLiteral("already left the game")), qPrintable(controller.status()));
        QVERIFY(controller.canUndo());
    }

    // The graveyard and exile are public (CR 400.2): a click on a count (or G) lists their cards
    // in order with the top card shown large; Esc closes. A hand or a library never opens.
    void zonesListPublicCardsOnly()
    {
        GameState s = basePosition(DayNight::Day);
        for (const char *key : {"consider", "forest", "snarling-wolf"}) {
            s.cards.append({int(s.cards.size()), QString::fromLatin1(key), 1, false});
            s.players[1].graveyard.append(s.cards.last().id);
        }
        addToHand(s, 1, QStringLiteral("moonmist"));
        GameController controller;
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPosition(engine, controller, preferences, s);
        QVERIFY(window);
        // Bob's graveyard count, clicked.
        QQuickItem *count = nullptr;
        QList<QQuickItem *> todo{window->contentItem()};
        while (!todo.isEmpty()) { // by the items' tree: the seats are a view's delegates
            QQuickItem *i = todo.takeFirst();
            if (i->objectName() == QLatin1String("graveyardCount") && i->property("text").toString().endsWith(QLatin1String(" 3")))
                count = i; // "graveyard 3", or "gy 3" in a narrow seat
            todo += i->childItems();
        }
        QVERIFY(count);
        QTRY_VERIFY(count->isVisible() && count->width() > 0);
        QTest::mouseClick(window, Qt::LeftButton, {}, count->mapToScene(QPointF(count->width() / 2, count->height() / 2)).toPoint());
        QObject *list = nullptr;
        QTRY_VERIFY((list = window->findChild<QObject *>(QStringLiteral("zoneList"))) && list->property("opened").toBool());
        QVariant names;
        QMetaObject::invokeMethod(list, "names", Q_RETURN_ARG(QVariant, names));
        QCOMPARE(names.toStringList(), (QStringList{QStringLiteral("Consider"), QStringLiteral("Forest"), QStringLiteral("Snarling Wolf")}));
        QCOMPARE(list->property("title").toString(), QStringLiteral("Bob's graveyard"));
        auto *preview = window->findChild<QQuickItem *>(QStringLiteral("zoneCardPreview"));
        QVERIFY(preview);
        QTRY_COMPARE(preview->property("frontFace").toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Snarling Wolf")); // the top card
        QTRY_VERIFY(preview->isVisible());
        QTest::keyClick(window, Qt::Key_Up); // the card under it
        QTRY_COMPARE(preview->property("frontFace").toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Forest"));
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!list->property("visible").toBool());
        // Alice's exile (G / X look at the seat that acts): empty, says so.
        QTest::keyClick(window, Qt::Key_X);
        QTRY_VERIFY(list->property("opened").toBool());
        QCOMPARE(list->property("title").toString(), QStringLiteral("Alice's exile"));
        QCOMPARE(list->property("cardCount").toInt(), 0);
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!list->property("visible").toBool());
        // Bob's hand and library are hidden: refused, said, nothing listed.
        for (const char *zone : {"hand", "library"}) {
            QVariant opened;
            QMetaObject::invokeMethod(window, "openZone", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, 1), Q_ARG(QVariant, QString::fromLatin1(zone)));
            QCOMPARE(opened.toBool(), false);
            QCOMPARE(controller.status(), QStringLiteral("Bob's %1 is a hidden zone: only its count is shown (CR 400.2).").arg(QLatin1String(zone)));
            QVERIFY(!list->property("visible").toBool());
        }
    }

    // View > Sort hand sorts the hand shown face up (lands, mana value, name), never a face-down
    // one: where a hidden card lands would tell what it is.
    void sortedHandOnlyFaceUp()
    {
        GameState s = basePosition(DayNight::Day);
        for (const char *key : {"moonmist", "consider", "forest"}) {
            addToHand(s, 0, QString::fromLatin1(key));
            addToHand(s, 1, QString::fromLatin1(key));
        }
        GameController controller;
        Preferences preferences;
        preferences.setSortedHand(true);
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPosition(engine, controller, preferences, s);
        QVERIFY(window);
        QList<QQuickItem *> rows;
        QList<QQuickItem *> todo{window->contentItem()};
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeFirst();
            if (i->objectName() == QLatin1String("handRow"))
                rows.append(i);
            todo += i->childItems();
        }
        QCOMPARE(rows.size(), 2);
        const auto names = [](QQuickItem *row) {
            const auto *model = row->property("model").value<QAbstractItemModel *>();
            QStringList out;
            for (int r = 0; model && r < model->rowCount(); ++r)
                out.append(model->index(r, 0).data(CardZoneModel::FrontFace).toMap().value(QStringLiteral("name")).toString());
            return out;
        };
        // The face-down hand is card backs only (the table's viewer may not see it, CR 400.2):
        // no name, so neither its order nor its cards tell anything.
        const QStringList backs{QString(), QString(), QString()};
        for (QQuickItem *row : rows)
            QCOMPARE(names(row), row->property("faceUp").toBool()
                                     ? (QStringList{QStringLiteral("Forest"), QStringLiteral("Consider"), QStringLiteral("Moonmist")})
                                     : backs);
        QVERIFY(rows[0]->property("faceUp").toBool() != rows[1]->property("faceUp").toBool());
        // Off (View > Sort hand again): the order the cards came.
        preferences.setSortedHand(false);
        for (QQuickItem *row : rows)
            QCOMPARE(names(row), row->property("faceUp").toBool()
                                     ? (QStringList{QStringLiteral("Moonmist"), QStringLiteral("Consider"), QStringLiteral("Forest")})
                                     : backs);
    }

    // Keyboard play (issue 12, part 7): H gives the acting hand the focus, → moves it (not redo),
    // Enter plays the card under it (not pass to the next turn); B gives the battlefield the
    // focus and Enter taps the land; Esc gives the keys back, and Space passes priority.
    void keyboardPlaysFromTheHandAndTheBattlefield()
    {
        GameState s = basePosition(DayNight::Day);
        addToHand(s, 0, QStringLiteral("consider"));
        addToHand(s, 0, QStringLiteral("forest"));
        GameController controller;
        Preferences preferences;
        QQmlApplicationEngine engine;
        QQuickWindow *window = showPosition(engine, controller, preferences, s);
        QVERIFY(window);
        const int player = controller.game().state().priorityPlayer;
        QCOMPARE(player, 0);
        QTest::keyClick(window, Qt::Key_H);
        // The row with the focus (a view gives it on to its current card).
        auto focusedRow = [window]() -> QQuickItem * {
            for (QQuickItem *i = window->activeFocusItem(); i; i = i->parentItem())
                if (i->objectName().endsWith(QLatin1String("Row")))
                    return i;
            return nullptr;
        };
        QQuickItem *focused = focusedRow();
        QVERIFY(focused);
        QCOMPARE(focused->objectName(), QStringLiteral("handRow"));
        QTest::keyClick(window, Qt::Key_Right); // from Consider to the Forest (not redo)
        QCOMPARE(focused->property("currentIndex").toInt(), 1);
        QTest::keyClick(window, Qt::Key_Return); // plays the Forest (not pass to the next turn)
        QCOMPARE(controller.game().state().players[0].hand.size(), 1);
        QCOMPARE(controller.game().state().battlefield.size(), 1);
        QCOMPARE(controller.game().state().priorityPlayer, 0);
        QTest::keyClick(window, Qt::Key_B);
        QVERIFY(focusedRow());
        QCOMPARE(focusedRow()->objectName(), QStringLiteral("landsRow"));
        QTRY_VERIFY(focusedRow()->property("currentItem").value<QQuickItem *>()); // the Forest's card is laid out
        QTest::keyClick(window, Qt::Key_Return); // clicks the Forest: tapped for {G}
        QVERIFY2(controller.game().state().battlefield.first().tapped, qPrintable(controller.status()));
        QCOMPARE(controller.game().state().priorityPlayer, 0);
        QTest::keyClick(window, Qt::Key_Escape);
        QTest::keyClick(window, Qt::Key_Right); // the table's → again: redo has nothing to redo
        QCOMPARE(controller.game().state().battlefield.size(), 1);
        QTest::keyClick(window, Qt::Key_Space); // passes priority
        QCOMPARE(controller.game().state().priorityPlayer, 1);
    }
};

QTEST_MAIN(TestTable)
#include "tst_table.moc"
