// AwaySeatPanel: a player's connection dropped, and the game waits at the decision that needs
// them: "Bob is away — waiting 1:42". When the wait is over (2 minutes by default, counted by
// the session), the host chooses: keep waiting, let the computer take the seat, or Bob concedes.
// The others see only the countdown, then "the host decides". Bob coming back hides the panel
// (the caller's doing).
//
// Properties:
//   name (required)        : string  the player who is away, e.g. "Bob"
//   secondsLeft (required) : int     seconds before the host may choose (0 or less: now); the
//                                    caller counts it down
//   isHost (required)      : bool    this screen is the host's: it gets the three choices
//   choosing               : bool    (readonly) the host's choices are shown
// Functions: takeFocus() gives the panel the keys (Enter keeps waiting).
// Signals (the host's choices, once the wait is over):
//   keepWaitingRequested()         Keep waiting (Enter): the countdown starts again
//   computerTakesSeatRequested()   Computer takes the seat: a computer player plays it on
//   concedeRequested()             Bob concedes (CR 104.3a): no key, a click only
import QtQuick
import QtQuick.Controls
import "NetFormat.js" as NetFormat

Rectangle {
    id: root

    required property string name
    required property int secondsLeft
    required property bool isHost

    readonly property bool over: root.secondsLeft <= 0
    readonly property bool choosing: root.over && root.isHost

    signal keepWaitingRequested()
    signal computerTakesSeatRequested()
    signal concedeRequested()

    function takeFocus() {
        if (root.choosing)
            keepButton.forceActiveFocus()
        else
            root.forceActiveFocus()
    }

    objectName: "awaySeatPanel"
    implicitWidth: 560
    implicitHeight: content.implicitHeight + 32
    radius: 12
    color: Qt.rgba(0.05, 0.07, 0.1, 0.94)
    border.color: "#f2b33d"
    border.width: 2
    // The choices' default, the one that changes nothing (Enter): keep waiting.
    Keys.onReturnPressed: if (root.choosing) root.keepWaitingRequested()
    Keys.onEnterPressed: if (root.choosing) root.keepWaitingRequested()

    Accessible.role: Accessible.AlertMessage
    Accessible.name: title.text

    // Clicks on the panel stay on it.
    MouseArea { anchors.fill: parent }

    Column {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 16 }
        spacing: 10

        Text {
            id: title
            objectName: "awayTitle"
            width: parent.width
            wrapMode: Text.Wrap
            text: root.over ? qsTr("%1 is away").arg(root.name)
                            : qsTr("%1 is away — waiting %2").arg(root.name).arg(NetFormat.clock(root.secondsLeft))
            color: Theme.textOnDark
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
        Text {
            objectName: "awayText"
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.textOnDarkMuted
            font.pixelSize: Theme.fontNormal
            text: !root.over ? qsTr("Their connection dropped. The game waits for %1 at any decision that needs them.").arg(root.name)
                : root.isHost ? qsTr("The wait is over. Keep waiting for %1, let the computer play the seat, or %1 concedes the game.").arg(root.name)
                : qsTr("The wait is over: the host decides whether to keep waiting, let the computer play the seat, or %1 concedes.").arg(root.name)
        }
        Flow {
            objectName: "awayChoices"
            visible: root.choosing
            width: parent.width
            spacing: 10
            Button {
                id: keepButton
                objectName: "keepWaitingButton"
                text: qsTr("Keep waiting  ·  Enter")
                onClicked: root.keepWaitingRequested()
            }
            Button {
                objectName: "computerTakesSeatButton"
                text: qsTr("Computer takes the seat")
                onClicked: root.computerTakesSeatRequested()
            }
            Button {
                objectName: "concedeButton"
                text: qsTr("%1 concedes").arg(root.name)
                onClicked: root.concedeRequested()
            }
        }
    }
}
