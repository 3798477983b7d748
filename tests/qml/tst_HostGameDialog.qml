// Tests for the host dialog (HostGameDialog.qml, File > Host game…; network play): the seats it
// opens with (you and a remote player, or the last ones), Enter hosts with the seats, the
// spectator choices and the port; no remote seat, a nameless seat or a bad port keeps Host
// disabled and says why; "spectators see every hand" is only offered with spectators and warns;
// once hosting it shows the invite (read-only, Copy gives it), the firewall hint with the port
// listened on, who has joined each remote seat, and Start only when every remote seat is taken.
// The dialog is taken from its real module (qrc:/DayNight/Ui/).
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 1024
    height: 640

    property var dialog: null

    SignalSpy { id: hosted; signalName: "hostRequested" }
    SignalSpy { id: copied; signalName: "copyRequested" }
    SignalSpy { id: started; signalName: "startRequested" }
    SignalSpy { id: stopped; signalName: "stopRequested" }
    SignalSpy { id: rejected; signalName: "rejected" }

    TestCase {
        name: "HostGameDialog"
        when: windowShown

        function init() {
            const component = Qt.createComponent("qrc:/DayNight/Ui/HostGameDialog.qml")
            compare(component.status, Component.Ready, component.errorString())
            root.dialog = component.createObject(root)
            verify(root.dialog !== null)
            for (const spy of [hosted, copied, started, stopped, rejected]) {
                spy.target = root.dialog
                spy.clear()
            }
        }
        function cleanup() {
            root.dialog.close()
            root.dialog.destroy()
            root.dialog = null
        }
        function showDialog(lastSeats) {
            root.dialog.lastSeats = lastSeats
            root.dialog.show()
            tryCompare(root.dialog, "opened", true)
            waitForRendering(root.dialog.contentItem)
        }
        function part(name) {
            return findChild(root.dialog.contentItem, name)
        }
        function seatPart(i, name) {
            return findChild(part("hostSeat" + i), name)
        }
        function button(name) {
            return findChild(root.dialog.footer, name)
        }
        function hostAs(lastSeats) {
            showDialog(lastSeats)
            keyClick(Qt.Key_Return)
            compare(hosted.count, 1)
            root.dialog.listeningPort = 47390
            root.dialog.invite = "daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff"
            waitForRendering(root.dialog.contentItem)
        }

        function test_opensWithYouAndARemotePlayer() {
            showDialog([])
            compare(seatPart(0, "seatName").text, "Alice")
            compare(seatPart(0, "seatKind").currentText, "You")
            compare(seatPart(1, "seatName").text, "Bob")
            compare(seatPart(1, "seatKind").currentText, "A remote player")
            verify(part("hostSeat2") === null, "two seats")
            compare(part("portField").text, "47390")
            verify(part("spectatorsBox").checked, "spectators may watch by default")
            verify(!part("allHandsBox").checked, "but see public information only")
            verify(!part("invitePane").visible, "no invite before hosting")
            verify(button("hostButton").enabled)
            verify(seatPart(0, "seatName").activeFocus, "the first name has the keys")
        }

        function test_enterHostsWithTheChoices() {
            showDialog([{ name: "Ann", kind: "you" }, { name: "HAL", kind: "computer" }, { name: "Cy", kind: "remote" }])
            compare(seatPart(1, "seatKind").currentText, "The computer")
            const port = part("portField")
            port.forceActiveFocus()
            port.selectAll()
            keyClick(Qt.Key_0)
            mouseClick(part("allHandsBox"))
            seatPart(0, "seatName").forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(hosted.count, 1)
            compare(hosted.signalArguments[0][0], [{ name: "Ann", kind: "you" }, { name: "HAL", kind: "computer" }, { name: "Cy", kind: "remote" }])
            compare(hosted.signalArguments[0][1], true)
            compare(hosted.signalArguments[0][2], true)
            compare(hosted.signalArguments[0][3], 0)
            verify(root.dialog.visible, "the dialog stays to show the invite")
        }

        function test_allHandsOnlyWithSpectators() {
            showDialog([])
            const all = part("allHandsBox")
            mouseClick(all)
            verify(all.checked)
            verify(part("allHandsWarning").visible, "the warning is shown")
            verify(/Every screen says so/.test(part("allHandsWarning").text))
            mouseClick(part("spectatorsBox"))
            verify(!all.enabled, "no spectators: nothing to show them")
            verify(!part("allHandsWarning").visible)
            keyClick(Qt.Key_Return)
            compare(hosted.signalArguments[0][1], false)
            compare(hosted.signalArguments[0][2], false, "no spectators see no hands")
        }

        function test_problemsKeepHostDisabled() {
            showDialog([])
            // Nobody remote: that is a game at this screen (File > New game).
            const kind = seatPart(1, "seatKind")
            kind.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(kind.currentText, "The computer")
            verify(/No seat is for a remote player/.test(root.dialog.problem), root.dialog.problem)
            verify(!button("hostButton").enabled)
            verify(part("hostProblem").visible)
            keyClick(Qt.Key_Up)
            compare(root.dialog.problem, "")
            // A name emptied.
            const name = seatPart(1, "seatName")
            name.forceActiveFocus()
            name.selectAll()
            keyClick(Qt.Key_Backspace)
            compare(root.dialog.problem, "Seat 2 needs a name.")
            keyClick(Qt.Key_A)
            keyClick(Qt.Key_L)
            keyClick(Qt.Key_I)
            keyClick(Qt.Key_C)
            keyClick(Qt.Key_E)
            compare(root.dialog.problem, "Seats 1 and 2 have the same name.")
            keyClick(Qt.Key_Backspace)
            compare(root.dialog.problem, "")
            // A port out of range.
            const port = part("portField")
            port.forceActiveFocus()
            port.selectAll()
            for (const k of [Qt.Key_7, Qt.Key_0, Qt.Key_0, Qt.Key_0, Qt.Key_0])
                keyClick(k)
            verify(/port is a whole number from 0 to 65535/.test(root.dialog.problem))
            keyClick(Qt.Key_Return)
            compare(hosted.count, 0, "Enter does nothing while Host is disabled")
            // An error from hosting (the caller's) shows too.
            port.selectAll()
            keyClick(Qt.Key_8)
            root.dialog.error = "Port 8 is in use by another program."
            compare(part("hostProblem").text, "Port 8 is in use by another program.")
        }

        function test_seatCount() {
            showDialog([])
            const count = part("hostSeatCount")
            count.forceActiveFocus()
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            compare(count.value, 4)
            compare(seatPart(3, "seatName").text, "Dave")
            compare(seatPart(3, "seatKind").currentText, "A remote player")
            compare(root.dialog.seatsChosen().length, 4)
        }

        function test_theInviteIsShownAndCopied() {
            hostAs([])
            compare(root.dialog.title, "Hosting a game")
            const line = part("inviteLine")
            verify(line.visible)
            verify(line.readOnly)
            compare(line.text, "daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff")
            line.selectAll()
            compare(line.selectedText, line.text, "selectable")
            mouseClick(part("copyInviteButton"))
            compare(copied.count, 1)
            compare(copied.signalArguments[0][0], "daynight://192.168.1.20:47390/#k=00112233445566778899aabbccddeeff")
            verify(/connect to TCP port 47390 on this computer/.test(part("firewallHint").text))
            // The setup is locked while hosting.
            verify(!seatPart(0, "seatName").enabled)
            verify(!button("hostButton").visible)
            keyClick(Qt.Key_Return)
            compare(hosted.count, 1, "hosting once")
        }

        function test_whoHasJoinedAndStart() {
            hostAs([{ name: "Ann", kind: "you" }, { name: "Bob", kind: "remote" }, { name: "Cy", kind: "remote" }, { name: "HAL", kind: "computer" }])
            compare(seatPart(0, "seatStatus").text, "you, at this screen")
            compare(seatPart(1, "seatStatus").text, "waiting for a player…")
            compare(seatPart(2, "seatStatus").text, "waiting for a player…")
            compare(seatPart(3, "seatStatus").text, "the computer")
            const start = button("startHostedButton")
            verify(!start.enabled, "nobody joined yet")
            root.dialog.joined = ["", "Bob", "", ""]
            compare(seatPart(1, "seatStatus").text, "joined: Bob")
            verify(!start.enabled, "Cy's seat is still free")
            root.dialog.joined = ["", "Bob", "Cyrus", ""]
            compare(seatPart(2, "seatStatus").text, "joined: Cyrus")
            verify(start.enabled)
            mouseClick(start)
            compare(started.count, 1)
            root.dialog.spectatorCount = 3
            compare(part("spectatorCount").text, "3 spectators watching")
            mouseClick(button("stopHostingButton"))
            compare(stopped.count, 1)
        }

        function test_tabGoesThroughTheSeatsInOrder() {
            showDialog([])
            verify(seatPart(0, "seatName").activeFocus)
            keyClick(Qt.Key_Tab)
            verify(seatPart(0, "seatKind").activeFocus, "the first seat's kind")
            keyClick(Qt.Key_Tab)
            verify(seatPart(1, "seatName").activeFocus, "then the second seat's name")
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Tab)
            verify(part("spectatorsBox").activeFocus, "then the spectators")
            keyClick(Qt.Key_Space)
            verify(!part("spectatorsBox").checked, "Space switches it")
        }

        function test_escapeCancels() {
            showDialog([])
            keyClick(Qt.Key_Escape)
            tryCompare(root.dialog, "visible", false)
            compare(rejected.count, 1)
            compare(hosted.count, 0)
        }
    }
}
