// Tests for UndoRequestPanel (undo in a network game is a request): the asker sees whom it waits
// for and can withdraw (Esc); the others see the question with Accept and Decline, Esc declines
// and Enter does not accept (it passes priority on the table); after accepting, whom it still
// waits for; the outcome line names who settled it. Taken from its module (qrc:/DayNight/Ui/).
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 1024
    height: 640

    SignalSpy { id: accepted; signalName: "acceptRequested" }
    SignalSpy { id: declined; signalName: "declineRequested" }
    SignalSpy { id: withdrawn; signalName: "withdrawRequested" }
    SignalSpy { id: dismissed; signalName: "dismissed" }

    TestCase {
        name: "UndoRequestPanel"
        when: windowShown

        function createPanel(props) {
            const component = Qt.createComponent("qrc:/DayNight/Ui/UndoRequestPanel.qml")
            compare(component.status, Component.Ready, component.errorString())
            const panel = createTemporaryObject(component, root, Object.assign({ asker: "Alice", actionText: "Alice casts Consider", width: 480 }, props))
            verify(panel !== null)
            for (const spy of [accepted, declined, withdrawn, dismissed]) {
                spy.target = panel
                spy.clear()
            }
            return panel
        }
        function text(panel) {
            return findChild(panel, "undoText").text
        }

        function test_theAskerWaits() {
            const panel = createPanel({ mine: true, waitingFor: ["Bob"] })
            compare(panel.phase, "asking")
            compare(text(panel), "Asked Bob to take back “Alice casts Consider”… waiting")
            panel.waitingFor = ["Bob", "Carol", "Dave"]
            compare(text(panel), "Asked Bob, Carol and Dave to take back “Alice casts Consider”… waiting")
            verify(!findChild(panel, "acceptUndoButton").visible, "nobody accepts their own request")
            verify(findChild(panel, "withdrawUndoButton").visible)
            panel.takeFocus()
            keyClick(Qt.Key_Escape)
            compare(withdrawn.count, 1)
            compare(declined.count, 0)
        }

        function test_theOthersAnswer() {
            const panel = createPanel({ mine: false, waitingFor: ["Bob", "Carol"] })
            compare(panel.phase, "asked")
            compare(text(panel), "Alice asks to take back “Alice casts Consider”.")
            const accept = findChild(panel, "acceptUndoButton")
            const decline = findChild(panel, "declineUndoButton")
            verify(accept.visible && accept.enabled)
            verify(decline.visible)
            panel.takeFocus()
            verify(decline.activeFocus, "the keys start on Decline, the answer that changes nothing")
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_Enter)
            compare(accepted.count, 0, "Enter never accepts a take-back")
            compare(declined.count, 0)
            keyClick(Qt.Key_Escape)
            compare(declined.count, 1, "Esc declines")
            mouseClick(accept)
            compare(accepted.count, 1)
            // Tab reaches Accept, Space presses it.
            decline.forceActiveFocus()
            keyClick(Qt.Key_Tab, Qt.ShiftModifier)
            verify(accept.activeFocus)
            keyClick(Qt.Key_Space)
            compare(accepted.count, 2)
        }

        function test_acceptedWaitsForTheRest() {
            const panel = createPanel({ mine: false, answered: true, waitingFor: ["Carol"] })
            compare(panel.phase, "answered")
            compare(text(panel), "You accepted taking back “Alice casts Consider”. Waiting for Carol…")
            verify(!findChild(panel, "acceptUndoButton").visible, "answered once")
            verify(!findChild(panel, "declineUndoButton").visible)
        }

        function test_theOutcome() {
            const panel = createPanel({ mine: true, waitingFor: ["Bob"] })
            panel.outcome = "declined"
            panel.decidedBy = "Bob"
            compare(panel.phase, "outcome")
            compare(text(panel), "Bob declined: “Alice casts Consider” stands.")
            panel.outcome = "accepted"
            compare(text(panel), "Bob accepted: “Alice casts Consider” is taken back.")
            verify(!findChild(panel, "withdrawUndoButton").visible)
            const ok = findChild(panel, "dismissUndoButton")
            verify(ok.visible)
            panel.takeFocus()
            verify(ok.activeFocus)
            keyClick(Qt.Key_Escape)
            compare(dismissed.count, 1)
            mouseClick(ok)
            compare(dismissed.count, 2)
            compare(withdrawn.count, 0)
        }
    }
}
