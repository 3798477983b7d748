// Tests for the join dialog (JoinGameDialog.qml, File > Join game… and File > Watch game…; network
// play): the invite field has the keys, Enter joins with the trimmed invite and name, Join is
// disabled (and Enter does nothing) without an invite or a name, the caller's error shows under
// the invite until it is edited, "Connecting to host:port…" locks the fields and Cancel or Esc
// stops connecting without closing, Esc otherwise closes; Watch says Watch and tells the caller.
// The dialog is taken from its real module (qrc:/DayNight/Ui/).
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 1024
    height: 640

    property var dialog: null

    SignalSpy { id: joined; signalName: "joinRequested" }
    SignalSpy { id: cancelled; signalName: "cancelRequested" }
    SignalSpy { id: rejected; signalName: "rejected" }

    TestCase {
        name: "JoinGameDialog"
        when: windowShown

        function init() {
            const component = Qt.createComponent("qrc:/DayNight/Ui/JoinGameDialog.qml")
            compare(component.status, Component.Ready, component.errorString())
            root.dialog = component.createObject(root, { name: "Bob" })
            verify(root.dialog !== null)
            for (const spy of [joined, cancelled, rejected]) {
                spy.target = root.dialog
                spy.clear()
            }
        }
        function cleanup() {
            root.dialog.close()
            root.dialog.destroy()
            root.dialog = null
        }
        function showDialog() {
            root.dialog.show()
            tryCompare(root.dialog, "opened", true)
            waitForRendering(root.dialog.contentItem)
        }
        function part(name) {
            return findChild(root.dialog.contentItem, name)
        }
        function joinButton() {
            return findChild(root.dialog.footer, "joinButton")
        }
        function paste(text) {
            const field = part("inviteField")
            field.forceActiveFocus()
            field.selectAll()
            field.insert(field.cursorPosition, text) // as Ctrl+V would
        }

        function test_enterJoins() {
            showDialog()
            compare(root.dialog.title, "Join a game")
            compare(joinButton().text, "Join")
            verify(part("inviteField").activeFocus, "the invite field has the keys")
            verify(!joinButton().enabled, "nothing pasted yet")
            compare(root.dialog.problem, "Paste the invite the host copied.")
            keyClick(Qt.Key_Return)
            compare(joined.count, 0)
            paste("  daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff \n")
            verify(joinButton().enabled)
            keyClick(Qt.Key_Return)
            compare(joined.count, 1)
            compare(joined.signalArguments[0][0], "daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff")
            compare(joined.signalArguments[0][1], "Bob")
            compare(joined.signalArguments[0][2], false)
            verify(root.dialog.visible, "open until the caller has connected")
        }

        function test_aNameIsNeeded() {
            showDialog()
            paste("daynight://h:1/#k=0")
            const name = part("joinName")
            name.forceActiveFocus()
            name.selectAll()
            keyClick(Qt.Key_Backspace)
            compare(root.dialog.problem, "Give your name.")
            verify(!joinButton().enabled)
            keyClick(Qt.Key_Return)
            compare(joined.count, 0)
            keyClick(Qt.Key_Z)
            keyClick(Qt.Key_Return)
            compare(joined.count, 1)
            compare(joined.signalArguments[0][1], "z")
        }

        function test_theErrorShowsUntilTheInviteIsEdited() {
            showDialog()
            paste("daynight://192.168.1.20:47390/#k=6f1c")
            mouseClick(joinButton())
            compare(joined.count, 1)
            root.dialog.error = "The invite's secret is 4 hex digits long; it must be 32."
            const error = part("inviteError")
            verify(error.visible)
            compare(error.text, "The invite's secret is 4 hex digits long; it must be 32.")
            tryVerify(() => error.y > part("inviteField").y + part("inviteField").height - 1, 1000, "under the invite")
            mouseClick(part("inviteField")) // the player goes back to the invite
            keyClick(Qt.Key_End)
            keyClick(Qt.Key_0)
            verify(!error.visible, "edited: the error is about another invite")
            keyClick(Qt.Key_Backspace)
            verify(error.visible, "back to the invite that failed")
        }

        function test_connectingCanBeCancelled() {
            showDialog()
            paste("daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff")
            keyClick(Qt.Key_Return)
            root.dialog.connectingTo = "192.168.1.20:47390"
            compare(part("connectingText").text, "Connecting to 192.168.1.20:47390…")
            verify(part("connectingRow").visible)
            verify(!part("inviteField").enabled)
            verify(!part("joinName").enabled)
            verify(!joinButton().enabled, "one connection at a time")
            keyClick(Qt.Key_Escape)
            compare(cancelled.count, 1)
            verify(root.dialog.visible, "Esc stops connecting, the dialog stays")
            compare(rejected.count, 0)
            mouseClick(findChild(root.dialog.footer, "cancelJoinButton"))
            compare(cancelled.count, 2)
            root.dialog.connectingTo = ""
            verify(!part("connectingRow").visible)
            verify(part("inviteField").activeFocus, "the keys back on the invite")
            keyClick(Qt.Key_Escape)
            tryCompare(root.dialog, "visible", false)
            compare(rejected.count, 1)
            compare(cancelled.count, 2)
        }

        function test_watch() {
            root.dialog.watching = true
            showDialog()
            compare(root.dialog.title, "Watch a game")
            compare(joinButton().text, "Watch")
            paste("daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff")
            mouseClick(joinButton())
            compare(joined.count, 1)
            compare(joined.signalArguments[0][2], true)
        }
    }
}
