// Tests for AwaySeatPanel (network play: a seat's connection dropped and the game waits): the
// countdown as m:ss; at 0 the host gets Keep waiting (Enter), Computer takes the seat and Bob
// concedes, each its own signal; the other players see only the countdown, then "the host
// decides", and have nothing to press. Taken from its module (qrc:/DayNight/Ui/).
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 1024
    height: 640

    SignalSpy { id: keep; signalName: "keepWaitingRequested" }
    SignalSpy { id: computer; signalName: "computerTakesSeatRequested" }
    SignalSpy { id: concede; signalName: "concedeRequested" }

    TestCase {
        name: "AwaySeatPanel"
        when: windowShown

        function createPanel(props) {
            const component = Qt.createComponent("qrc:/DayNight/Ui/AwaySeatPanel.qml")
            compare(component.status, Component.Ready, component.errorString())
            const panel = createTemporaryObject(component, root, props)
            verify(panel !== null)
            for (const spy of [keep, computer, concede]) {
                spy.target = panel
                spy.clear()
            }
            return panel
        }
        function choices(panel) {
            return findChild(panel, "awayChoices")
        }

        function test_theCountdown() {
            const panel = createPanel({ name: "Bob", secondsLeft: 120, isHost: true, width: 480 })
            compare(findChild(panel, "awayTitle").text, "Bob is away — waiting 2:00")
            panel.secondsLeft = 102
            compare(findChild(panel, "awayTitle").text, "Bob is away — waiting 1:42")
            panel.secondsLeft = 7
            compare(findChild(panel, "awayTitle").text, "Bob is away — waiting 0:07")
            verify(!choices(panel).visible, "no choice while the wait goes on")
            panel.takeFocus()
            keyClick(Qt.Key_Return)
            compare(keep.count, 0, "Enter does nothing yet")
        }

        function test_theHostChoosesAtZero() {
            const panel = createPanel({ name: "Bob", secondsLeft: 1, isHost: true, width: 480 })
            panel.secondsLeft = 0
            compare(findChild(panel, "awayTitle").text, "Bob is away")
            verify(panel.choosing)
            verify(choices(panel).visible)
            compare(findChild(panel, "concedeButton").text, "Bob concedes")
            mouseClick(findChild(panel, "computerTakesSeatButton"))
            compare(computer.count, 1)
            mouseClick(findChild(panel, "concedeButton"))
            compare(concede.count, 1)
            panel.takeFocus()
            verify(findChild(panel, "keepWaitingButton").activeFocus, "the keys on Keep waiting")
            keyClick(Qt.Key_Return)
            compare(keep.count, 1, "Enter keeps waiting: the choice that changes nothing")
            compare(concede.count, 1)
            compare(computer.count, 1)
            // Tab goes through the three choices in order.
            keyClick(Qt.Key_Tab)
            verify(findChild(panel, "computerTakesSeatButton").activeFocus)
            keyClick(Qt.Key_Tab)
            verify(findChild(panel, "concedeButton").activeFocus)
            keyClick(Qt.Key_Space)
            compare(concede.count, 2)
        }

        function test_theOthersOnlyWait() {
            const panel = createPanel({ name: "Bob", secondsLeft: 42, isHost: false, width: 480 })
            compare(findChild(panel, "awayTitle").text, "Bob is away — waiting 0:42")
            panel.secondsLeft = 0
            verify(!panel.choosing)
            verify(!choices(panel).visible, "only the host chooses")
            verify(/the host decides/.test(findChild(panel, "awayText").text))
            panel.takeFocus()
            keyClick(Qt.Key_Return)
            compare(keep.count, 0)
        }
    }
}
