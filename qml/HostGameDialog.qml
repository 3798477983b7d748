// HostGameDialog: File > Host game… First the game: 2 to 4 seats in turn order, each played by
// you (at this screen), a remote player (who joins with the invite) or the computer, with a
// name; whether spectators may watch, and whether they see every hand (then every screen says
// so); the port (0: any free one). Host (or Enter) asks the caller to host. Once hosting, the
// dialog shows the invite line to copy (read-only, selectable, Copy), the firewall hint (the
// guests connect to TCP port P on this computer), each seat with who has joined it, and Start
// once every remote seat is taken. Esc or Close before hosting cancels; after hosting it only
// hides the dialog (the hosting goes on; the caller may show it again).
//
// Properties:
//   lastSeats      : list of {name, kind}: the seats to start from (kind "you", "remote" or
//                    "computer"); default: you as Alice and a remote Bob
//   defaultPort    : int     the port shown first (default 47390)
//   error          : string  why hosting failed (e.g. the port is in use), "" for none
//   invite         : string  the invite line once hosting, "" before: setting it shows the
//                            hosting half of the dialog and locks the seats
//   listeningPort  : int     the TCP port actually listened on (the one asked, or the one the
//                            system chose for 0)
//   joined         : list    per seat, the name of the guest who took it ("" while free);
//                            entries of local and computer seats are ignored
//   spectatorCount : int     spectators watching now
//   hosting        : bool    (readonly) invite !== ""
//   problem        : string  (readonly) why Host is disabled, "" when it is not
//   allJoined      : bool    (readonly) every remote seat is taken: Start is enabled
// Functions: show() opens the setup (the last seats, nothing hosted); seatsChosen() the seats
//   as hostRequested gives them.
// Signals:
//   hostRequested(var seats, bool spectators, bool spectatorsSeeAllHands, int port)
//       Host or Enter: seats [{name, kind}] in turn order, names trimmed; port 0-65535
//   copyRequested(string text)   Copy: the invite line (the caller puts it on the clipboard)
//   startRequested()             Start the game (every remote seat taken)
//   stopRequested()              Stop hosting (the caller closes the session)
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Dialog {
    id: dialog

    property var lastSeats: []
    property int defaultPort: 47390
    property string error: ""
    property string invite: ""
    property int listeningPort: 0
    property var joined: []
    property int spectatorCount: 0
    readonly property bool hosting: dialog.invite !== ""
    readonly property var kinds: [{ key: "you", label: qsTr("You") },
                                  { key: "remote", label: qsTr("A remote player") },
                                  { key: "computer", label: qsTr("The computer") }]
    readonly property var defaultNames: [qsTr("Alice"), qsTr("Bob"), qsTr("Carol"), qsTr("Dave")]
    readonly property string problem: dialog.checkSeats(seatModel.revision, portField.text)
    readonly property bool allJoined: dialog.checkJoined(seatModel.revision, dialog.joined)

    signal hostRequested(var seats, bool spectators, bool spectatorsSeeAllHands, int port)
    signal copyRequested(string text)
    signal startRequested()
    signal stopRequested()

    function show() {
        dialog.reset()
        dialog.open()
    }
    function reset() {
        seatModel.clear()
        const last = dialog.lastSeats ?? []
        const count = Math.max(2, Math.min(4, last.length))
        for (let i = 0; i < count; ++i)
            dialog.addSeat(i < last.length ? last[i] : null)
        portField.text = dialog.defaultPort.toString()
        dialog.error = ""
    }
    function addSeat(from) {
        const i = seatModel.count
        const kind = from && dialog.kinds.some(k => k.key === from.kind) ? from.kind : (i === 0 ? "you" : "remote")
        seatModel.append({ name: from && from.name ? from.name : dialog.defaultNames[i], kind: kind })
        seatModel.revision++
    }
    function setSeatCount(n) {
        while (seatModel.count < n)
            dialog.addSeat(null)
        while (seatModel.count > n)
            seatModel.remove(seatModel.count - 1)
        seatModel.revision++
    }
    function setSeat(index, role, value) {
        seatModel.setProperty(index, role, value)
        seatModel.revision++
    }
    function seatsChosen() {
        const out = []
        for (let i = 0; i < seatModel.count; ++i) {
            const s = seatModel.get(i)
            out.push({ name: s.name.trim(), kind: s.kind })
        }
        return out
    }
    function checkSeats(revision, port) {
        const seats = dialog.seatsChosen()
        for (let i = 0; i < seats.length; ++i) {
            if (seats[i].name === "")
                return qsTr("Seat %1 needs a name.").arg(i + 1)
            for (let j = 0; j < i; ++j)
                if (seats[j].name.toLowerCase() === seats[i].name.toLowerCase())
                    return qsTr("Seats %1 and %2 have the same name.").arg(j + 1).arg(i + 1)
        }
        if (!seats.some(s => s.kind === "remote"))
            return qsTr("No seat is for a remote player: choose \"A remote player\" for at least one (or start a game with File > New game).")
        if (!/^[0-9]{1,5}$/.test(port) || Number(port) > 65535)
            return qsTr("The port is a whole number from 0 to 65535 (0: any free port).")
        return ""
    }
    function checkJoined(revision, joined) {
        const seats = dialog.seatsChosen()
        return seats.every((s, i) => s.kind !== "remote" || (joined && (joined[i] ?? "") !== ""))
    }
    function host() {
        if (dialog.problem !== "" || dialog.hosting)
            return
        dialog.hostRequested(dialog.seatsChosen(), spectatorsBox.checked,
                             spectatorsBox.checked && allHandsBox.checked, Number(portField.text))
    }
    function seatStatus(index, kind) {
        if (kind === "you")
            return qsTr("you, at this screen")
        if (kind === "computer")
            return qsTr("the computer")
        const who = (dialog.joined ?? [])[index] ?? ""
        return who !== "" ? qsTr("joined: %1").arg(who) : qsTr("waiting for a player…")
    }

    objectName: "hostGameDialog"
    anchors.centerIn: parent
    width: Math.min(760, parent.width - 40)
    height: Math.min(implicitHeight, parent.height - 20)
    modal: true
    focus: true
    title: dialog.hosting ? qsTr("Hosting a game") : qsTr("Host a game")
    onAboutToShow: if (seatModel.count === 0) dialog.reset()
    onOpened: dialog.hosting ? inviteField.forceActiveFocus() : seatList.itemAt(0)?.focusName()

    ListModel {
        id: seatModel
        /// Bumped on every change, so the checks run again.
        property int revision: 0
    }

    // The one child of the dialog's content item (the dialog sizes itself to it).
    Flickable {
        id: flick
        width: parent.width
        height: parent.height
        implicitHeight: content.implicitHeight
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        Keys.onReturnPressed: dialog.host()
        Keys.onEnterPressed: dialog.host()

        Column {
            id: content
            width: flick.width - 14
            spacing: 10

            // Once hosting, first: the invite, the firewall hint, the spectators.
            Column {
                objectName: "invitePane"
                visible: dialog.hosting
                width: content.width
                spacing: 6
                Label {
                    width: parent.width
                    wrapMode: Text.Wrap
                    font.bold: true
                    text: qsTr("The invite: send it to each guest (it holds the game's secret).")
                }
                Row {
                    spacing: 8
                    TextField {
                        id: inviteField
                        objectName: "inviteLine"
                        width: content.width - copyButton.width - 8
                        readOnly: true
                        selectByMouse: true
                        text: dialog.invite
                        font.family: "monospace"
                        Accessible.name: qsTr("Invite")
                    }
                    Button {
                        id: copyButton
                        objectName: "copyInviteButton"
                        text: qsTr("Copy")
                        onClicked: dialog.copyRequested(dialog.invite)
                    }
                }
                Label {
                    objectName: "firewallHint"
                    width: parent.width
                    wrapMode: Text.Wrap
                    color: "#555"
                    text: qsTr("The guests connect to TCP port %1 on this computer: if a firewall asks, allow it; across the internet the router must forward that port here.").arg(dialog.listeningPort)
                }
                Label {
                    objectName: "spectatorCount"
                    visible: spectatorsBox.checked
                    color: "#555"
                    text: dialog.spectatorCount === 1 ? qsTr("1 spectator watching") : qsTr("%1 spectators watching").arg(dialog.spectatorCount)
                }
            }
            Row {
                visible: !dialog.hosting
                spacing: 10
                Label { text: qsTr("Seats"); anchors.verticalCenter: parent.verticalCenter }
                SpinBox {
                    id: seatCount
                    objectName: "hostSeatCount"
                    enabled: !dialog.hosting
                    from: 2
                    to: 4
                    value: seatModel.count
                    onValueModified: dialog.setSeatCount(seatCount.value)
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    color: "#555"
                    text: qsTr("in turn order")
                }
            }
            Repeater {
                id: seatList
                model: seatModel
                delegate: Row {
                    id: seatRow
                    required property int index
                    required property string name
                    required property string kind
                    function focusName() { nameField.forceActiveFocus() }
                    objectName: "hostSeat" + index
                    spacing: 8
                    Label {
                        width: 56
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("Seat %1").arg(seatRow.index + 1)
                    }
                    TextField {
                        id: nameField
                        objectName: "seatName"
                        width: 180
                        enabled: !dialog.hosting
                        text: seatRow.name
                        maximumLength: 40
                        placeholderText: qsTr("Name")
                        onTextEdited: dialog.setSeat(seatRow.index, "name", nameField.text)
                    }
                    ComboBox {
                        objectName: "seatKind"
                        width: 180
                        enabled: !dialog.hosting
                        model: dialog.kinds
                        textRole: "label"
                        valueRole: "key"
                        currentIndex: Math.max(0, dialog.kinds.findIndex(k => k.key === seatRow.kind))
                        onActivated: index => dialog.setSeat(seatRow.index, "kind", dialog.kinds[index].key)
                    }
                    Label {
                        objectName: "seatStatus"
                        visible: dialog.hosting
                        width: content.width - 56 - 180 - 180 - 3 * 8
                        anchors.verticalCenter: parent.verticalCenter
                        elide: Text.ElideRight
                        readonly property bool waiting: seatRow.kind === "remote" && ((dialog.joined ?? [])[seatRow.index] ?? "") === ""
                        color: waiting ? Theme.warning : "#2b7a3d"
                        font.bold: seatRow.kind === "remote"
                        text: dialog.seatStatus(seatRow.index, seatRow.kind)
                    }
                }
            }
            CheckBox {
                id: spectatorsBox
                objectName: "spectatorsBox"
                enabled: !dialog.hosting
                checked: true
                text: qsTr("Spectators may watch (with the same invite)")
            }
            CheckBox {
                id: allHandsBox
                objectName: "allHandsBox"
                leftPadding: 32
                enabled: spectatorsBox.checked && !dialog.hosting
                checked: false
                text: qsTr("Spectators see every hand")
            }
            Label {
                objectName: "allHandsWarning"
                visible: allHandsBox.checked && spectatorsBox.checked
                width: content.width
                leftPadding: 32
                wrapMode: Text.Wrap
                color: Theme.warning
                font.bold: true
                text: qsTr("Spectators will see every player's hand. Every screen says so, the players' too: a player who is also watching could cheat.")
            }
            Row {
                visible: !dialog.hosting
                spacing: 8
                Label { text: qsTr("Port"); anchors.verticalCenter: parent.verticalCenter }
                TextField {
                    id: portField
                    objectName: "portField"
                    width: 100
                    enabled: !dialog.hosting
                    inputMethodHints: Qt.ImhDigitsOnly
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,5}/ }
                    text: dialog.defaultPort.toString()
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    color: "#555"
                    text: qsTr("TCP; 0: any free port")
                }
            }
            Label {
                objectName: "hostProblem"
                width: content.width
                visible: !dialog.hosting && (dialog.problem !== "" || dialog.error !== "")
                wrapMode: Text.Wrap
                color: Theme.damage
                text: dialog.problem !== "" ? dialog.problem : dialog.error
            }

        }
    }
    footer: DialogButtonBox {
        Button {
            objectName: "hostButton"
            visible: !dialog.hosting
            text: qsTr("Host")
            enabled: dialog.problem === ""
            onClicked: dialog.host()
        }
        Button {
            objectName: "startHostedButton"
            visible: dialog.hosting
            enabled: dialog.allJoined
            text: dialog.allJoined ? qsTr("Start the game") : qsTr("Start (waiting for players)")
            onClicked: dialog.startRequested()
        }
        Button {
            objectName: "stopHostingButton"
            visible: dialog.hosting
            text: qsTr("Stop hosting")
            onClicked: dialog.stopRequested()
        }
        Button {
            objectName: "closeHostButton"
            text: dialog.hosting ? qsTr("Close") : qsTr("Cancel")
            onClicked: dialog.reject()
        }
    }
}
