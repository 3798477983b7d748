// CardPreview: both faces of a card side by side, large, for hover (the face that is up first).
// Shows damage marked and the abilities not enforced yet underneath.
//
// Properties:
//   frontFace (required)  : var   face map (see FaceView)
//   backFace (required)   : var   face map, null for single-faced cards (then one face is shown)
//   backFaceUp (required) : bool  the back face is up: it is shown first and marked "up"
//   damage                : int   damage marked, default 0
//   faceWidth             : real  width of one face, default 300 (height is 1.4x)
//   upOnly                : bool  only the face that is up (a narrow column: a lesson's
//                                 spotlight), its other face named under it; default false
// A large face wraps its name and type line rather than cut them (FaceView.textLines).
pragma ComponentBehavior: Bound
import QtQuick

Rectangle {
    id: root

    required property var frontFace
    required property var backFace
    required property bool backFaceUp
    property int damage: 0
    property real faceWidth: 300
    property bool upOnly: false

    readonly property var faces: {
        if (root.backFace === null || root.backFace === undefined)
            return [ { face: root.frontFace, up: true } ]
        const front = { face: root.frontFace, up: !root.backFaceUp }
        const back = { face: root.backFace, up: root.backFaceUp }
        if (root.upOnly)
            return [root.backFaceUp ? back : front]
        return root.backFaceUp ? [back, front] : [front, back]
    }

    implicitWidth: row.implicitWidth + 24
    implicitHeight: row.implicitHeight + 24
    radius: 10
    color: "#e01a1d22"
    border.color: Theme.panelBorder

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 14

        Repeater {
            model: root.faces
            delegate: Column {
                id: entry
                required property var modelData
                spacing: 6

                FaceView {
                    width: root.faceWidth
                    height: root.faceWidth * 1.4
                    face: entry.modelData.face
                    opacity: entry.modelData.up ? 1 : 0.8
                }
                Text {
                    width: root.faceWidth
                    readonly property var otherFace: root.upOnly && root.backFace ? (root.backFaceUp ? root.frontFace : root.backFace) : null
                    text: (entry.modelData.up
                           ? (root.damage > 0 ? qsTr("face up · %1 damage marked").arg(root.damage) : qsTr("face up"))
                           : qsTr("other face"))
                          + (otherFace ? qsTr(" · other face: %1").arg(otherFace.name ?? "") : "")
                    wrapMode: Text.Wrap
                    color: entry.modelData.up ? Theme.textPrimary : Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    horizontalAlignment: Text.AlignHCenter
                }
                Text {
                    width: root.faceWidth
                    readonly property var missing: entry.modelData.face ? (entry.modelData.face.notEnforced ?? []) : []
                    visible: missing.length > 0
                    text: qsTr("Not enforced yet:\n%1").arg(missing.join("\n"))
                    color: Theme.warning
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
