// MulliganPanel: the opening hand (CR 103.5, the London mulligan), asked of a person before turn
// 1. Keep or mulligan: who decides, how many cards the hand has, what keeping means now ("Keep 7",
// or "Keep 6: put 1 on the bottom") and what another mulligan would ("Mulligan (keep 6 of the
// next 7)"). Then, after a kept mulligan, the bottom cards: the player clicks them in their hand
// (marked in the order clicked), the panel counts ("choose 1 more") and Confirm puts them. It
// names no card: the hand itself is shown face up only to its player (Main.qml, the curtain).
//
// Properties:
//   opening (required)     : var  GameController.opening: {seat, name, kind ("mulligan" or
//                                 "bottomCards"), handCount, mulligans, keep, bottom, keepAfter, free}
//   chosenCount (required) : int  cards clicked so far for the bottom (GameController.handChoices)
// Signals:
//   keepRequested()       Keep (Enter or K)
//   mulliganRequested()   Mulligan (M)
//   confirmRequested()    Confirm the bottom cards (Space or Enter)
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root

    required property var opening
    required property int chosenCount

    signal keepRequested()
    signal mulliganRequested()
    signal confirmRequested()

    readonly property bool keepOrMulligan: root.opening.kind === "mulligan"
    readonly property string name: root.opening.name ?? ""
    readonly property int handCount: root.opening.handCount ?? 0
    readonly property int keep: root.opening.keep ?? 0
    readonly property int bottomCount: root.opening.bottom ?? 0
    readonly property int keepAfter: root.opening.keepAfter ?? -1
    readonly property int mulligans: root.opening.mulligans ?? 0
    readonly property int more: Math.max(0, root.bottomCount - root.chosenCount)

    function cards(n) { return n === 1 ? qsTr("1 card") : qsTr("%1 cards").arg(n) }

    objectName: "mulliganPanel"
    width: 560
    height: content.implicitHeight + 36
    radius: 12
    color: Qt.rgba(0.05, 0.07, 0.1, 0.94)
    border.color: Theme.highlight
    border.width: 2

    // The clicks on the panel stay on it (not on the face-down hand under it).
    MouseArea { anchors.fill: parent }

    Column {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 18 }
        spacing: 10

        Text {
            objectName: "mulliganTitle"
            width: parent.width
            wrapMode: Text.Wrap
            text: root.keepOrMulligan ? qsTr("%1's opening hand: %2").arg(root.name).arg(root.cards(root.handCount))
                                      : qsTr("%1 keeps %2").arg(root.name).arg(root.cards(root.keep))
            color: Theme.textOnDark
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
        Text {
            objectName: "mulliganText"
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.textOnDark
            font.pixelSize: Theme.fontNormal
            text: root.keepOrMulligan
                  ? (root.bottomCount > 0
                     ? (root.mulligans === 1 ? qsTr("After 1 mulligan, keeping this hand means putting %1 of it on the bottom of your library.").arg(root.cards(root.bottomCount))
                                           : qsTr("After %1 mulligans, keeping this hand means putting %2 of it on the bottom of your library.").arg(root.mulligans).arg(root.cards(root.bottomCount)))
                     : qsTr("Your hand is face up on the table, seen only by you. Keep it, or take a mulligan: shuffle it into your library and draw 7 new cards."))
                    + " " + (root.keepAfter >= 0
                             ? (root.opening.free ? qsTr("Your first mulligan is free (more than two players): you would keep all 7.")
                                                  : qsTr("Each mulligan puts one more card on the bottom once you keep."))
                             : qsTr("No more mulligans: this is the last hand."))
                  : qsTr("Click %1 in your hand to put on the bottom of your library.").arg(root.cards(root.bottomCount))
                    + (root.bottomCount > 1 ? " " + qsTr("The last one you click goes to the very bottom.") : "")
                    + " " + qsTr("Click a marked card again to take it back.")
        }
        Text {
            objectName: "mulliganCount"
            visible: !root.keepOrMulligan
            width: parent.width
            wrapMode: Text.Wrap
            text: root.more > 0 ? qsTr("Chosen %1 of %2: choose %3 more.").arg(root.chosenCount).arg(root.bottomCount).arg(root.more)
                                : qsTr("Chosen %1 of %2: confirm.").arg(root.chosenCount).arg(root.bottomCount)
            color: root.more > 0 ? Theme.warning : Theme.highlight
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
        // The buttons wrap onto a second line in a narrow panel instead of running out of it.
        Flow {
            width: parent.width
            spacing: 10
            Button {
                objectName: "keepButton"
                visible: root.keepOrMulligan
                text: root.bottomCount > 0 ? qsTr("Keep %1 (put %2 on the bottom)  ·  Enter").arg(root.keep).arg(root.bottomCount)
                                      : qsTr("Keep %1  ·  Enter").arg(root.keep)
                onClicked: root.keepRequested()
            }
            Button {
                objectName: "mulliganButton"
                visible: root.keepOrMulligan
                enabled: root.keepAfter >= 0
                text: root.keepAfter >= 0 ? qsTr("Mulligan (keep %1 of the next 7)  ·  M").arg(root.keepAfter) : qsTr("No more mulligans")
                onClicked: root.mulliganRequested()
            }
            Button {
                objectName: "confirmBottomButton"
                visible: !root.keepOrMulligan
                enabled: root.more === 0
                text: qsTr("Confirm: put %1 on the bottom  ·  Space").arg(root.cards(root.bottomCount))
                onClicked: root.confirmRequested()
            }
        }
        Text {
            width: parent.width
            wrapMode: Text.Wrap
            text: qsTr("The London mulligan (CR 103.5). Ctrl+Z takes back a choice.")
            color: Theme.textOnDarkMuted
            font.pixelSize: Theme.fontSmall
        }
    }
}
