// JoinGameDialog: File > Join game… and File > Watch game… (one dialog; `watching` picks which).
// The guest pastes the invite line the host copied, gives a name, and joins (or watches); Enter
// in either field does it. While the connection is made it says "Connecting to
// 192.168.1.20:47390…" with Cancel; why the invite or the connection failed shows under the
// invite, until the invite is edited. The caller parses the invite, connects, and closes the
// dialog once the game is shown.
//
// Properties:
//   watching     : bool    Watch game (a spectator) instead of Join game (a seat); default false
//   name         : string  (alias) the name field: the player's name (Preferences' last one)
//   invite       : string  (alias) the invite field
//   error        : string  why the last invite or connection failed, "" for none (the caller
//                          sets it); shown while the invite is the one that failed
//   connectingTo : string  "host:port" while connecting, "" otherwise: the fields are locked,
//                          the line says so and Cancel stops it
//   problem      : string  (readonly) why Join is disabled, "" when it is not
// Functions: show() opens the dialog with the invite field focused (the error cleared).
// Signals:
//   joinRequested(string invite, string name, bool watching)  Join/Watch or Enter: the trimmed
//                                                             invite and name
//   cancelRequested()   Cancel (or Esc) while connecting: stop connecting, keep the dialog
import QtQuick
import QtQuick.Controls

Dialog {
    id: dialog

    property bool watching: false
    property alias name: nameField.text
    property alias invite: inviteField.text
    property string error: ""
    property string connectingTo: ""
    /// The invite as it was sent: the error is about that one.
    property string submittedInvite: ""
    readonly property bool connecting: dialog.connectingTo !== ""
    readonly property string problem: inviteField.text.trim() === "" ? qsTr("Paste the invite the host copied.")
                                    : nameField.text.trim() === "" ? qsTr("Give your name.") : ""
    readonly property bool errorShown: dialog.error !== "" && inviteField.text.trim() === dialog.submittedInvite

    signal joinRequested(string invite, string name, bool watching)
    signal cancelRequested()

    function show() {
        dialog.error = ""
        dialog.submittedInvite = ""
        dialog.open()
    }
    function join() {
        if (dialog.problem !== "" || dialog.connecting)
            return
        dialog.submittedInvite = inviteField.text.trim()
        dialog.joinRequested(dialog.submittedInvite, nameField.text.trim(), dialog.watching)
    }

    objectName: "joinGameDialog"
    anchors.centerIn: parent
    width: Math.min(640, parent.width - 40)
    modal: true
    focus: true
    title: dialog.watching ? qsTr("Watch a game") : qsTr("Join a game")
    // Esc while connecting cancels the connection, not the dialog.
    closePolicy: dialog.connecting ? Popup.NoAutoClose : Popup.CloseOnEscape
    onOpened: inviteField.forceActiveFocus()
    // The fields lock while connecting: the keys go to the dialog (Esc cancels).
    onConnectingChanged: dialog.connecting ? content.forceActiveFocus() : inviteField.forceActiveFocus()

    // The one child of the dialog's content item (the dialog sizes itself to it).
    Column {
        id: content
        width: parent.width
        spacing: 8
        Keys.onEscapePressed: event => {
            event.accepted = dialog.connecting
            if (dialog.connecting)
                dialog.cancelRequested()
        }

        Label {
            width: content.width
            wrapMode: Text.Wrap
            text: dialog.watching ? qsTr("Paste the invite line the host copied for you. Spectators see what the host allows: public information, or every hand.")
                                  : qsTr("Paste the invite line the host copied for you. It names the host's address and port and holds the game's secret: keep it to yourself.")
        }
        TextField {
            id: inviteField
            objectName: "inviteField"
            width: content.width
            enabled: !dialog.connecting
            placeholderText: qsTr("The invite, e.g. daynight://…")
            selectByMouse: true
            maximumLength: 1000
            Accessible.name: qsTr("Invite")
            onAccepted: dialog.join()
        }
        Label {
            objectName: "inviteError"
            width: content.width
            visible: dialog.errorShown
            wrapMode: Text.Wrap
            color: Theme.damage
            text: dialog.error
        }
        Row {
            spacing: 8
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Your name")
            }
            TextField {
                id: nameField
                objectName: "joinName"
                width: 240
                enabled: !dialog.connecting
                maximumLength: 40
                placeholderText: qsTr("Name")
                onAccepted: dialog.join()
            }
        }
        Row {
            objectName: "connectingRow"
            visible: dialog.connecting
            spacing: 8
            BusyIndicator {
                anchors.verticalCenter: parent.verticalCenter
                running: dialog.connecting
                implicitWidth: 28
                implicitHeight: 28
            }
            Label {
                objectName: "connectingText"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Connecting to %1…").arg(dialog.connectingTo)
            }
        }
    }
    footer: DialogButtonBox {
        Button {
            objectName: "joinButton"
            text: dialog.watching ? qsTr("Watch") : qsTr("Join")
            enabled: dialog.problem === "" && !dialog.connecting
            onClicked: dialog.join()
        }
        Button {
            objectName: "cancelJoinButton"
            text: qsTr("Cancel")
            onClicked: dialog.connecting ? dialog.cancelRequested() : dialog.reject()
        }
    }
}
