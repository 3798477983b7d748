// Stops on the phase bar and in the Stops dialog (issue 12, part 5) over the real GameController
// (tst_qml.cpp gives `gameController`): the bar marks the steps where whoever acts stops, a click
// on a step sets or clears that stop (not in the untap or cleanup step), the stops of another
// player's turn are set while they act in it, and the dialog's boxes, its auto-pass switch and
// "Restore the defaults" change the same stops. The bar is declared from the
// components folder and the dialog taken from its module (qrc:/DayNight/Ui/), as Main shows them.
import QtQuick
import QtTest
import "../../qml/components"

Item {
    id: root
    width: 1600
    height: 900

    property QtObject dialog: null

    // Bound as Main.qml binds it.
    PhaseBar {
        id: bar
        width: 1600
        turnNumber: gameController.turn.turnNumber
        activePlayerName: gameController.turn.activePlayerName
        priorityPlayerName: gameController.turn.priorityPlayerName
        step: gameController.turn.step
        passText: gameController.primaryText
        stopSteps: gameController.stopControl.stopSteps
        stopsOwner: gameController.stopControl.stopSeatName
        stopsOwnTurn: gameController.stopControl.stopSeatsTurn
        onPassClicked: gameController.primaryAction()
        onStopToggled: step => gameController.stopControl.toggleStop(step)
    }

    TestCase {
        name: "Stops"
        when: windowShown

        function initTestCase() {
            const dialogComponent = Qt.createComponent("qrc:/DayNight/Ui/StopsDialog.qml")
            compare(dialogComponent.status, Component.Ready, dialogComponent.errorString())
            root.dialog = dialogComponent.createObject(root, { stops: gameController.stops, playerNames: gameController.playerNames() })
            verify(root.dialog, "the dialog is made")
        }
        function init() {
            gameController.newGame(5, 2)
            gameController.stops.restoreDefaults()
            gameController.stops.autoPass = true
            waitForRendering(bar)
        }
        function cleanup() {
            root.dialog.close()
            gameController.stops.restoreDefaults()
            gameController.stops.autoPass = false
        }

        function chip(step) {
            const item = findChild(bar, "step_" + step)
            verify(item, "a chip for " + step)
            return item
        }
        function marked(step) {
            return findChild(chip(step), "stopMark").visible
        }

        function test_theBarMarksTheActingPlayersStops() {
            const seat = gameController.stopControl.stopSeat
            compare(seat, gameController.turn.activePlayer)
            verify(marked("precombatMain"), "a stop in the first main phase")
            verify(marked("postcombatMain"), "a stop in the second main phase")
            verify(!marked("upkeep"), "no stop in the upkeep")
            verify(!marked("end"), "no stop in the end step")
        }

        function test_aClickOnAStepSetsAndClearsItsStop() {
            const seat = gameController.stopControl.stopSeat
            mouseClick(chip("upkeep"))
            verify(gameController.stops.stopsAt(seat, true, "upkeep"), "the stop is set")
            tryVerify(() => marked("upkeep"), 1000, "and marked")
            verify(gameController.status.indexOf("now stops at upkeep") >= 0, gameController.status)
            mouseClick(chip("upkeep"))
            verify(!gameController.stops.stopsAt(seat, true, "upkeep"), "the stop is cleared")
            tryVerify(() => !marked("upkeep"), 1000, "and unmarked")
            // No stop where no player receives priority.
            mouseClick(chip("untap"))
            verify(!marked("untap"))
            compare(gameController.stops.steps(seat, true).indexOf("untap"), -1)
        }

        function test_theOthersTurnStopsWhileTheyAct() {
            // Without auto-pass, the first pass hands priority to the other player in the upkeep.
            gameController.stops.autoPass = false
            const active = gameController.turn.activePlayer
            mouseClick(findChild(bar, "passButton"))
            const other = gameController.turn.priorityPlayer
            verify(other !== active, "the other player holds priority")
            compare(gameController.stopControl.stopSeat, other)
            verify(!gameController.stopControl.stopSeatsTurn, "in another player's turn")
            verify(marked("declareBlockers"), "the default stop in others' turns")
            verify(!marked("precombatMain"), "not the main phase of others' turns")
            mouseClick(chip("end"))
            verify(gameController.stops.stopsAt(other, false, "end"), "the other player's stop in others' turns")
            verify(!gameController.stops.stopsAt(other, true, "end"), "not in their own")
        }

        function test_passGoesOnToTheNextStop() {
            compare(gameController.turn.step, "upkeep")
            mouseClick(findChild(bar, "passButton"))
            compare(gameController.turn.step, "precombatMain")
            verify(gameController.stopControl.autoPassed.indexOf("Auto-passed") === 0, gameController.stopControl.autoPassed)
        }

        function test_theDialogSetsTheSameStops() {
            root.dialog.open()
            tryVerify(() => root.dialog.opened, 2000, "the dialog opens")
            const box = findChild(root.dialog.contentItem, "stop_0_own_upkeep")
            verify(box, "a box for Alice's upkeep in her own turns")
            verify(!box.checked)
            mouseClick(box)
            verify(gameController.stops.stopsAt(0, true, "upkeep"))
            if (gameController.stopControl.stopSeat === 0 && gameController.stopControl.stopSeatsTurn)
                tryVerify(() => marked("upkeep"), 1000, "the bar shows it")
            const others = findChild(root.dialog.contentItem, "stop_1_others_declareBlockers")
            verify(others.checked, "Bob's default stop in others' turns")
            mouseClick(findChild(root.dialog.contentItem, "stopsDefaults"))
            verify(!gameController.stops.stopsAt(0, true, "upkeep"), "the defaults again")
            tryVerify(() => !box.checked, 1000)
            const autoPass = findChild(root.dialog.contentItem, "autoPassBox")
            verify(autoPass.checked)
            mouseClick(autoPass)
            verify(!gameController.stops.autoPass, "auto-pass switched off")
            mouseClick(findChild(root.dialog.contentItem, "stopsClose"))
            tryVerify(() => !root.dialog.visible, 2000, "the dialog closes")
        }
    }
}
