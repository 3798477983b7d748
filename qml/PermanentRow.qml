// PermanentRow: one row of a player's battlefield. Each card flips when its backFaceUp role
// changes (a transform) and turns when tapped.
//
// Properties:
//   model (required)       : a PlayerFilterModel over BattlefieldModel (roles objectId,
//                            frontFace, backFace, backFaceUp, tapped, damage)
//   cardHeight (required)  : real px
//   emptyText (required)   : string shown when the row is empty
//   motionScale (required) : real
// Signals: permanentClicked(int objectId), permanentMenuRequested(int objectId) (right click), showPreview(var front, var back, bool backUp, int damage),
//          hidePreview()
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick

ListView {
    id: root

    required property real cardHeight
    required property string emptyText
    required property real motionScale

    signal permanentClicked(int objectId)
    signal permanentMenuRequested(int objectId)
    signal showPreview(var frontFace, var backFace, bool backFaceUp, int damage)
    signal hidePreview()

    height: root.cardHeight + 8
    orientation: ListView.Horizontal
    spacing: 8
    interactive: contentWidth > width
    clip: true

    add: Transition {
        NumberAnimation { property: "scale"; from: 0.6; to: 1; duration: Theme.baseDuration * root.motionScale }
    }
    displaced: Transition {
        NumberAnimation { property: "x"; duration: Theme.baseDuration * root.motionScale }
    }

    Text {
        visible: root.count === 0
        anchors.verticalCenter: parent.verticalCenter
        text: root.emptyText
        color: Theme.textOnDarkMuted
        font.pixelSize: Theme.fontSmall
        font.italic: true
    }

    delegate: CardView {
        id: perm
        objectName: "permanent" // found by a lesson's highlights (LessonHighlights.qml)
        required property int objectId
        required property bool selectable
        required property bool selected
        required property string combatText
        y: 4
        height: root.cardHeight
        width: root.cardHeight * 5 / 7
        // Glows when it can be chosen for the pending decision (attack, block, transform...).
        highlighted: perm.selectable && !perm.selected
        motionScale: root.motionScale

        // Chosen, or in combat: a red frame and a label saying what it does (made while so).
        Loader {
            anchors.fill: parent
            z: 5
            active: perm.selected || perm.combatText !== ""
            sourceComponent: Item {
                id: marks
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: -3
                    radius: 8
                    color: "transparent"
                    border.width: 3
                    border.color: Theme.damage
                }
                Rectangle {
                    visible: perm.combatText !== ""
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: parent.height * 0.28
                    width: Math.min(parent.width - 2, combatLabel.implicitWidth + 8)
                    height: combatLabel.implicitHeight + 4
                    radius: 4
                    color: Theme.damage
                    Text {
                        id: combatLabel
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, marks.width - 8)
                        text: perm.combatText
                        elide: Text.ElideRight
                        color: "white"
                        font.pixelSize: Theme.fontTiny
                        font.bold: true
                    }
                }
            }
        }
        onClicked: root.permanentClicked(perm.objectId)
        onRightClicked: root.permanentMenuRequested(perm.objectId)
        onHoveredChanged: {
            if (perm.hovered)
                root.showPreview(perm.frontFace, perm.backFace, perm.backFaceUp, perm.damage)
            else
                root.hidePreview()
        }
    }
}
