// HotSeatCurtain: hot-seat privacy (issue 12, part 4). Several people share one screen; each
// player's hand is theirs alone. Whenever another person than the one who last looked must act,
// a curtain comes down over the board: "Bob's turn to act: click to show Bob's hand". A computer
// seat acting in between changes nothing (no one else came to the screen): after Alice's spell
// passes through the computer and resolves, Alice goes on without a click. Until Bob clicks it (or
// presses Space or Enter) his hand stays face down and no choice that shows hidden cards opens;
// the public parts of the table (the day/night indicator, the stack, the log) stay in view so
// he can read what just happened. No one else's hand is ever face up.
//
// Properties:
//   actingSeat (required) : int     the seat the table waits for (priority or a decision) if a
//                                   person plays it; -1 for none or a computer seat
//   actingName (required) : string  that player's name
//   needed (required)     : bool    privacy applies now: the preference is on, more than one
//                                   seat is played by a person, and the table is being played
//                                   (not a lesson, the board editor or a finished game)
//   revealedSeat          : int     (read-only from outside) the seat whose player lifted the
//                                   curtain last: the person at the screen (-1: nobody yet)
//   down                  : bool    (readonly) the curtain hides the board now: privacy is
//                                   needed and the seat to act is not revealedSeat
// Functions: reveal()   lifts the curtain for actingSeat (the click, Space, Enter)
//            forget()   nobody is at the screen any more (a new game): down for whoever acts
import QtQuick

Rectangle {
    id: root

    required property int actingSeat
    required property string actingName
    required property bool needed

    property int revealedSeat: -1
    readonly property bool down: root.needed && root.actingSeat >= 0 && root.revealedSeat !== root.actingSeat

    function reveal() {
        root.revealedSeat = root.actingSeat
    }
    function forget() {
        root.revealedSeat = -1
    }

    objectName: "hotSeatCurtain"
    visible: root.down
    color: "#ee14181e"
    radius: 8
    border.color: Theme.highlight
    border.width: 3

    Accessible.role: Accessible.Button
    Accessible.name: curtainTitle.text
    Accessible.description: qsTr("Hides the board until %1 is at the screen.").arg(root.actingName)
    Accessible.onPressAction: root.reveal()

    // Takes every click and wheel turn aimed at the board below.
    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        acceptedButtons: Qt.AllButtons
        onClicked: root.reveal()
        onWheel: wheel => wheel.accepted = true
    }

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 720)
        spacing: 14

        Text {
            id: curtainTitle
            objectName: "curtainTitle"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("%1's turn to act").arg(root.actingName)
            color: Theme.textOnDark
            font.pixelSize: Theme.fontHuge
            font.bold: true
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("Click to show %1's hand (Space or Enter). The others look away.").arg(root.actingName)
            color: Theme.highlight
            font.pixelSize: Theme.fontLarge
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("Hot-seat privacy: each hand is shown only to its player. The log and the stack on the right say what just happened. View > Hot-seat curtain turns this off.")
            color: Theme.textOnDarkMuted
            font.pixelSize: Theme.fontNormal
        }
    }
}
