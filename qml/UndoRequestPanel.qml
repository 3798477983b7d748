// UndoRequestPanel: in a network game no seat takes an action back alone: undo is a request the
// other players accept or decline (as players agree on a take-back at MTGO or Cockatrice).
//   The asker:   "Asked Bob to take back “Alice casts Consider”… waiting" (Withdraw, or Esc)
//   The others:  "Alice asks to take back “Alice casts Consider”." Accept / Decline. Esc
//                declines; Enter does not accept: Enter passes priority on the table, and a
//                player passing in a hurry must not agree to a take-back by accident.
//   Once answered by this player: "You accepted. Waiting for Carol…"
//   The outcome: "Bob accepted: “Alice casts Consider” is taken back." or "Bob declined:
//                “Alice casts Consider” stands." (OK, or Esc, dismisses it)
//
// Properties:
//   asker (required)      : string  who asks, e.g. "Alice"
//   actionText (required) : string  the action to take back, as the log says it,
//                                   e.g. "Alice casts Consider"
//   mine (required)       : bool    this screen's player asked
//   waitingFor            : list    names of the players yet to answer, e.g. ["Bob"]
//   answered              : bool    this screen's player (not the asker) has answered
//   outcome               : string  "" while pending, "accepted" or "declined"
//   decidedBy             : string  who settled it: the last to accept, or the one who declined
//   phase                 : string  (readonly) "asking", "asked", "answered" or "outcome"
// Functions: takeFocus() gives the panel the keys (Esc; Tab goes through the buttons).
// Signals:
//   acceptRequested()     Accept: this player agrees to take the action back
//   declineRequested()    Decline (Esc)
//   withdrawRequested()   the asker withdraws the request (Withdraw, Esc)
//   dismissed()           OK (or Esc) on the outcome
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root

    required property string asker
    required property string actionText
    required property bool mine
    property var waitingFor: []
    property bool answered: false
    property string outcome: ""
    property string decidedBy: ""

    readonly property string phase: root.outcome !== "" ? "outcome" : root.mine ? "asking" : root.answered ? "answered" : "asked"
    readonly property string quoted: qsTr("“%1”").arg(root.actionText)

    signal acceptRequested()
    signal declineRequested()
    signal withdrawRequested()
    signal dismissed()

    /// "Bob", "Bob and Carol", "Bob, Carol and Dave".
    function names(list) {
        const l = list ?? []
        if (l.length <= 1)
            return l.length === 1 ? l[0] : ""
        return qsTr("%1 and %2").arg(l.slice(0, -1).join(", ")).arg(l[l.length - 1])
    }
    function takeFocus() {
        if (root.phase === "asked")
            declineButton.forceActiveFocus()
        else if (root.phase === "asking")
            withdrawButton.forceActiveFocus()
        else if (root.phase === "outcome")
            okButton.forceActiveFocus()
        else
            root.forceActiveFocus()
    }
    function answerEscape() {
        if (root.phase === "asked")
            root.declineRequested()
        else if (root.phase === "asking")
            root.withdrawRequested()
        else if (root.phase === "outcome")
            root.dismissed()
    }

    objectName: "undoRequestPanel"
    implicitWidth: 560
    implicitHeight: content.implicitHeight + 32
    radius: 12
    color: Qt.rgba(0.05, 0.07, 0.1, 0.94)
    border.color: root.phase === "outcome" ? (root.outcome === "accepted" ? Theme.highlight : Theme.textMuted) : Theme.accent
    border.width: 2
    Keys.onEscapePressed: root.answerEscape()

    Accessible.role: Accessible.AlertMessage
    Accessible.name: question.text

    MouseArea { anchors.fill: parent }

    Column {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 16 }
        spacing: 10

        Text {
            id: question
            objectName: "undoText"
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.textOnDark
            font.pixelSize: Theme.fontNormal
            font.bold: true
            text: root.phase === "asking"
                  ? (root.waitingFor.length > 0 ? qsTr("Asked %1 to take back %2… waiting").arg(root.names(root.waitingFor)).arg(root.quoted)
                                                : qsTr("Asked to take back %1… waiting").arg(root.quoted))
                : root.phase === "asked" ? qsTr("%1 asks to take back %2.").arg(root.asker).arg(root.quoted)
                : root.phase === "answered"
                  ? (root.waitingFor.length > 0 ? qsTr("You accepted taking back %1. Waiting for %2…").arg(root.quoted).arg(root.names(root.waitingFor))
                                                : qsTr("You accepted taking back %1.").arg(root.quoted))
                : root.outcome === "accepted"
                  ? (root.decidedBy !== "" ? qsTr("%1 accepted: %2 is taken back.").arg(root.decidedBy).arg(root.quoted)
                                           : qsTr("Accepted: %1 is taken back.").arg(root.quoted))
                  : (root.decidedBy !== "" ? qsTr("%1 declined: %2 stands.").arg(root.decidedBy).arg(root.quoted)
                                           : qsTr("Declined: %1 stands.").arg(root.quoted))
        }
        Text {
            objectName: "undoHint"
            visible: root.phase === "asked"
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.textOnDarkMuted
            font.pixelSize: Theme.fontSmall
            text: qsTr("Every other player must accept; the game goes back to just before it. Esc declines.")
        }
        Flow {
            width: parent.width
            spacing: 10
            Button {
                id: acceptButton
                objectName: "acceptUndoButton"
                visible: root.phase === "asked"
                text: qsTr("Accept")
                onClicked: root.acceptRequested()
            }
            Button {
                id: declineButton
                objectName: "declineUndoButton"
                visible: root.phase === "asked"
                text: qsTr("Decline  ·  Esc")
                onClicked: root.declineRequested()
            }
            Button {
                id: withdrawButton
                objectName: "withdrawUndoButton"
                visible: root.phase === "asking"
                text: qsTr("Withdraw  ·  Esc")
                onClicked: root.withdrawRequested()
            }
            Button {
                id: okButton
                objectName: "dismissUndoButton"
                visible: root.phase === "outcome"
                text: qsTr("OK")
                onClicked: root.dismissed()
            }
        }
    }
}
