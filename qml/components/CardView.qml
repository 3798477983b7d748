// CardView: a card on the table or in a hand. Flips about its vertical axis to show the
// other face when backFaceUp changes (a transform), turns 90 degrees when tapped.
// The root keeps its size when tapped (the face turns inside it), implicit 150x210.
//
// Properties:
//   frontFace (required)   : var   face map (see FaceView), or null for a face-down card
//   backFace (required)    : var   face map of the back face, null for single-faced cards
//   backFaceUp (required)  : bool  the back face is up (transformed); animates a flip
//   tapped (required)      : bool  turned 90 degrees (animated)
//   damage (required)      : int   damage marked this turn; a red chip when > 0
//   highlighted (required) : bool  playable now: a glowing border
//   motionScale (required) : real  1 normal, 0 no animation, 2 slow (multiplies Theme.baseDuration)
//   fitTapped   : bool (default true) a tapped card lies within the root: in a slot as wide as the
//                 card is tall (PermanentRow gives a tapped card one) it keeps its size and its
//                 text stays readable; in an upright slot it shrinks to fit
//                 false: it keeps its size and overhangs
//   flipping    : bool (readonly) the flip animation is running
//   showingBack : bool (readonly) the visible side is the back face (flip angle > 90)
//   hovered     : bool (readonly) the pointer is over the card
// Signals:
//   clicked()
//   rightClicked()   (e.g. to open a permanent's ability menu)
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick

Item {
    id: root

    required property var frontFace
    required property var backFace
    required property bool backFaceUp
    required property bool tapped
    required property int damage
    required property bool highlighted
    required property real motionScale

    /** Shrink a tapped card to fit its untapped footprint (default); false lets it overhang. */
    property bool fitTapped: true

    readonly property bool flipping: flipAnimation.running
    readonly property bool showingBack: flipRotation.angle > 90
    readonly property bool hovered: mouseArea.containsMouse

    signal clicked()
    signal rightClicked()

    implicitWidth: 150
    implicitHeight: 210

    // Qt Accessible (issue 12, part 7): a screen reader names the face that is up and says its
    // type, power/toughness, day/night mark and state; its press action is the click.
    readonly property var upFace: root.backFaceUp && root.backFace ? root.backFace : root.frontFace
    Accessible.role: Accessible.Button
    Accessible.name: root.upFace ? root.upFace.name ?? "" : qsTr("face-down card")
    Accessible.description: !root.upFace ? qsTr("hidden") : [root.upFace.typeLine ?? "", root.upFace.ptText ?? "",
            root.upFace.mark === "day" ? qsTr("day face") : root.upFace.mark === "night" ? qsTr("night face") : "",
            root.tapped ? qsTr("tapped") : "", root.damage > 0 ? qsTr("%1 damage").arg(root.damage) : "",
            root.highlighted ? qsTr("can be played or chosen now") : ""].filter(part => part !== "").join(", ")
    Accessible.onPressAction: root.clicked()

    Item {
        id: body
        anchors.centerIn: parent
        // Tapped, the card's long side lies along x: at most the root's width (fitTapped), so it
        // never overlaps its neighbours in a Row or Flow.
        readonly property real tappedLength: root.fitTapped ? Math.min(root.width, root.height * 7 / 5) : root.height
        width: root.tapped ? body.tappedLength * 5 / 7 : root.width
        height: root.tapped ? body.tappedLength : root.height
        rotation: root.tapped ? 90 : 0

        Behavior on rotation {
            enabled: root.motionScale > 0
            NumberAnimation { duration: Theme.baseDuration * root.motionScale; easing.type: Easing.InOutQuad }
        }
        Behavior on width {
            enabled: root.motionScale > 0
            NumberAnimation { duration: Theme.baseDuration * root.motionScale; easing.type: Easing.InOutQuad }
        }
        Behavior on height {
            enabled: root.motionScale > 0
            NumberAnimation { duration: Theme.baseDuration * root.motionScale; easing.type: Easing.InOutQuad }
        }

        // Playable: a soft pulsing glow made of a few widening translucent outlines. Created
        // only while the card is playable.
        Loader {
            anchors.fill: parent
            active: root.highlighted
            sourceComponent: Item {
                id: glow
                objectName: "playableGlow"

                Repeater {
                    model: 3
                    delegate: Rectangle {
                        required property int index
                        anchors.fill: parent
                        anchors.margins: -(index + 1) * 3
                        radius: 8 + (index + 1) * 3
                        color: "transparent"
                        border.color: Theme.highlight
                        border.width: 3
                        opacity: 1.0 - index * 0.3
                    }
                }

                SequentialAnimation on opacity {
                    running: root.motionScale > 0
                    loops: Animation.Infinite
                    onStopped: glow.opacity = 1
                    NumberAnimation { to: 0.45; duration: 900 * root.motionScale; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1.0; duration: 900 * root.motionScale; easing.type: Easing.InOutSine }
                }
            }
        }

        Flipable {
            id: flipable
            anchors.fill: parent

            // The side turned away draws nothing: its text is created when it first turns up.
            front: FaceView {
                objectName: "frontFaceView"
                anchors.fill: parent
                face: root.frontFace
                shown: !root.showingBack || root.flipping
            }
            back: FaceView {
                objectName: "backFaceView"
                anchors.fill: parent
                face: root.backFace ?? root.frontFace
                shown: root.showingBack || root.flipping
            }

            transform: Rotation {
                id: flipRotation
                origin.x: flipable.width / 2
                origin.y: flipable.height / 2
                axis { x: 0; y: 1; z: 0 }
                angle: root.backFaceUp ? 180 : 0

                Behavior on angle {
                    enabled: root.motionScale > 0
                    NumberAnimation {
                        id: flipAnimation
                        duration: Theme.baseDuration * 2 * root.motionScale
                        easing.type: Easing.InOutCubic
                    }
                }
            }
        }
    }

    // Damage marked: a red chip, made while there is damage.
    Loader {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 4
        active: root.damage > 0
        sourceComponent: Rectangle {
            id: damageChip
            objectName: "damageChip"
            width: damageText.implicitWidth + 12
            height: damageText.implicitHeight + 4
            radius: height / 2
            color: Theme.damage
            border.color: "#5a0a0e"
            border.width: 1
            Text {
                id: damageText
                objectName: "damageText"
                anchors.centerIn: parent
                text: qsTr("%1 dmg").arg(root.damage)
                color: "white"
                font.bold: true
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    MouseArea {
        id: mouseArea
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        onClicked: mouse => mouse.button === Qt.RightButton ? root.rightClicked() : root.clicked()
    }
}
