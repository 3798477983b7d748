// HandRow: a player's hand. Face up (with playable cards highlighted) for the player who holds
// priority or must decide; face down for the others.
//
// Properties:
//   model (required)       : a CardZoneModel (roles cardId, frontFace, backFace, playable, whyNot,
//                            hidden: a card the table's viewer may not see, always a card back
//                            with no preview; a click on it is refused by the controller)
//   faceUp (required)      : bool  show the faces
//   maxCardHeight (required) : real px, the tallest a card may be; cards shrink from it only to fit
//                              the row's width (cardHeight, readonly; width is 5/7 of it)
//   emptyHeight (required)   : real px, the row's height with no card
//   motionScale (required) : real
//   choiceWord             : string  the word on a card clicked for the pending choice (the
//                                    model's chosen role, 1 first): "discard", "bottom"...
// Signals:
//   cardClicked(int cardId, bool needsX)   needsX: its cost has {X}, ask for X first
//   cardHovered(var frontFace, var backFace, string whyNot)   whyNot "" when playable
//   hoverEnded()
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick

ListView {
    id: root

    required property real maxCardHeight
    required property real emptyHeight
    // The hand keeps its cards as tall as allowed; when they don't fit across, they overlap
    // (each shows at least the left 55%: its name and type line) before they shrink. Counted by
    // the model, not the view (a ListView's count changes while it lays out).
    readonly property int cardCount: root.model && root.model.count !== undefined ? root.model.count : root.count
    readonly property real fullWidth: root.maxCardHeight * 5 / 7
    readonly property real overlapFitWidth: root.width / (1 + 0.55 * Math.max(0, root.cardCount - 1))
    readonly property real cardHeight: Math.max(20, Math.min(root.maxCardHeight, root.overlapFitWidth * 7 / 5))
    readonly property real cardWidth: root.cardHeight * 5 / 7
    required property bool faceUp
    required property real motionScale
    property string choiceWord: qsTr("chosen")

    signal cardClicked(int cardId, bool needsX)
    signal cardHovered(var frontFace, var backFace, string whyNot)
    signal hoverEnded()

    // A hand that turns face down (priority moved on) must not leave its preview open.
    onFaceUpChanged: if (!root.faceUp) { root.hoverEnded(); root.focus = false }


    // Keyboard (issue 12, part 7): Tab (or H for the acting hand, B for the battlefield) gives
    // a row the focus; ← → move along it, ↑ ↓ to the seat's other row, Enter plays the card under the focus
    // frame (as a click), Esc gives the keys back to the table. While a row has the focus these keys are
    // its own, not the table's shortcuts (undo, redo, pass to the next turn); Space still passes.
    keyNavigationEnabled: true
    highlightFollowsCurrentItem: true
    highlightMoveDuration: 0
    highlight: Rectangle {
        objectName: "focusFrame"
        z: 10
        visible: root.activeFocus
        color: "transparent"
        radius: 8
        border.color: Theme.accent
        border.width: 4
    }
    Keys.onShortcutOverride: event => event.accepted = [Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Return, Qt.Key_Enter,
                                                        Qt.Key_Menu, Qt.Key_Escape].includes(event.key)
    Keys.onEscapePressed: root.focus = false
    activeFocusOnTab: root.faceUp && root.cardCount > 0
    Accessible.role: Accessible.List
    Accessible.name: qsTr("hand, %n card(s)", "", root.cardCount)
    Keys.onReturnPressed: root.activateCurrent()
    Keys.onEnterPressed: root.activateCurrent()
    /// The click on the card under the focus frame (a face-up hand only).
    function activateCurrent() {
        const slot = root.currentItem
        if (root.faceUp && slot !== null)
            root.cardClicked(slot.cardId, slot.needsX)
    }
    orientation: ListView.Horizontal
    spacing: root.cardCount > 1 ? Math.max(-root.cardWidth * 0.45, Math.min(6, (root.width - root.cardCount * root.cardWidth) / (root.cardCount - 1))) : 6
    interactive: contentWidth > width
    height: root.cardCount > 0 ? root.cardHeight + 12 : root.emptyHeight
    clip: true

    add: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.baseDuration * root.motionScale }
    }
    displaced: Transition {
        NumberAnimation { property: "x"; duration: Theme.baseDuration * root.motionScale }
    }

    delegate: Item {
        id: slot
        required property int cardId
        required property var frontFace
        required property var backFace
        required property bool playable
        required property string whyNot
        required property bool fromGraveyard
        required property bool needsX
        /// Clicked for the pending discard or bottom choice: its place in the order, 1 first; 0 not.
        required property int chosen
        /// A card the table's viewer may not see (CR 400.2): drawn face down, whatever faceUp says.
        required property bool hidden
        readonly property bool shown: root.faceUp && !slot.hidden

        width: root.cardWidth
        height: root.cardHeight + 12
        // The card under the pointer comes to the front of an overlapping hand.
        z: card.hovered ? 1 : 0

        CardView {
            id: card
            y: 6
            width: parent.width
            height: root.cardHeight
            // A null face draws the card back: other players' hands are face down.
            frontFace: slot.shown ? slot.frontFace : null
            backFace: slot.shown ? slot.backFace : null
            backFaceUp: false
            tapped: false
            damage: 0
            highlighted: slot.shown && slot.playable
            motionScale: root.motionScale
            onClicked: root.cardClicked(slot.cardId, slot.needsX)
            onHoveredChanged: {
                if (card.hovered && slot.shown)
                    root.cardHovered(slot.frontFace, slot.backFace, slot.whyNot)
                else if (!card.hovered)
                    root.hoverEnded()
            }
        }
        // A card clicked for the pending choice (a discard, the bottom after a mulligan): raised,
        // framed and numbered in the order clicked. Only on a face-up hand: its player's own.
        Loader {
            active: slot.chosen > 0 && root.faceUp
            anchors.fill: card
            anchors.topMargin: -6
            z: 2
            sourceComponent: Rectangle {
                objectName: "chosenMark"
                color: "transparent"
                radius: 8
                border.color: Theme.warning
                border.width: 4
                Rectangle {
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 6 }
                    width: chosenLabel.implicitWidth + 12
                    height: chosenLabel.implicitHeight + 6
                    radius: 5
                    color: Theme.warning
                    Text {
                        id: chosenLabel
                        anchors.centerIn: parent
                        text: slot.chosen + " · " + root.choiceWord
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        color: "#0b1a2b"
                    }
                }
            }
        }
        // A graveyard card that can be cast with flashback (CR 702.34).
        Loader {
            active: slot.fromGraveyard && root.faceUp
            anchors.horizontalCenter: parent.horizontalCenter
            y: 2
            sourceComponent: Rectangle {
                width: flashbackLabel.implicitWidth + 10
                height: flashbackLabel.implicitHeight + 4
                radius: 4
                color: Theme.accent
                Text {
                    id: flashbackLabel
                    anchors.centerIn: parent
                    text: qsTr("FLASHBACK")
                    font.pixelSize: Theme.fontTiny
                    font.bold: true
                    color: "#0b1a2b"
                }
            }
        }
    }
}
