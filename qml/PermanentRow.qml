// PermanentRow: one row of a player's battlefield. Each card flips when its backFaceUp role
// changes (a transform) and turns when tapped.
//
// Properties:
//   model (required)       : a PlayerFilterModel over BattlefieldModel (roles objectId,
//                            frontFace, backFace, backFaceUp, tapped, damage)
//   cardHeight (required)  : real px
//   emptyText (required)   : string shown when the row is empty
//   motionScale (required) : real
// Signals: permanentClicked(int objectId), showPreview(var front, var back, bool backUp, int damage),
//          hidePreview()
pragma ComponentBehavior: Bound
import QtQuick

ListView {
    id: root

    required property real cardHeight
    required property string emptyText
    required property real motionScale

    signal permanentClicked(int objectId)
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
        required property int objectId
        y: 4
        height: root.cardHeight
        width: root.cardHeight * 5 / 7
        highlighted: false
        motionScale: root.motionScale
        onClicked: root.permanentClicked(perm.objectId)
        onHoveredChanged: {
            if (perm.hovered)
                root.showPreview(perm.frontFace, perm.backFace, perm.backFaceUp, perm.damage)
            else
                root.hidePreview()
        }
    }
}
