// PermanentRow: one row of a player's battlefield. Each card flips when its backFaceUp role
// changes (a transform) and turns when tapped.
//
// Properties:
//   model (required)       : a PlayerFilterModel over BattlefieldModel (roles objectId,
//                            frontFace, backFace, backFaceUp, tapped, damage)
//   maxCardHeight (required) : real px, the tallest a card may be; cards shrink from it only to fit
//                            the row's width (cardHeight, readonly, is the height they have)
//   emptyHeight (required) : real px, the row's height with no card (its line of text)
//   emptyText (required)   : string shown when the row is empty
//   motionScale (required) : real
// Signals: permanentClicked(int objectId), permanentMenuRequested(int objectId) (right click), showPreview(var front, var back, bool backUp, int damage),
//          hidePreview()
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick

ListView {
    id: root

    required property real maxCardHeight
    required property real emptyHeight
    /// The cards' height: as tall as allowed, unless that many upright cards would not fit across.
    // A tapped card's slot is as wide as the card is tall (model.tappedCount, PlayerFilterModel).
    // Counted by the model, not the view (a ListView's count changes while it lays out).
    readonly property int tappedCount: root.model && root.model.tappedCount !== undefined ? root.model.tappedCount : 0
    readonly property int cardCount: root.model && root.model.count !== undefined ? root.model.count : root.count
    readonly property real cardHeight: Math.max(20, Math.min(root.maxCardHeight,
        (root.width - root.spacing * Math.max(0, root.cardCount - 1))
        / Math.max(5 / 7, root.cardCount * 5 / 7 + root.tappedCount * 2 / 7)))
    required property string emptyText
    required property real motionScale

    signal permanentClicked(int objectId)
    signal permanentMenuRequested(int objectId)
    signal showPreview(var frontFace, var backFace, bool backFaceUp, int damage)
    signal hidePreview()


    // Keyboard (issue 12, part 7): Tab (or B for the acting player's battlefield) gives
    // a row the focus; ← → move along it, ↑ ↓ to the seat's other row, Enter clicks the card under the focus
    // frame (taps a land, attacks, blocks, chooses it, or its one ability), the menu key (or Shift+F10) opens its abilities, Esc gives the keys back to the table. While a row has the focus these keys are
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
    activeFocusOnTab: root.cardCount > 0
    Accessible.role: Accessible.List
    Accessible.name: root.emptyText !== "" && root.cardCount === 0 ? root.emptyText : qsTr("%n permanent(s)", "", root.cardCount)
    Keys.onReturnPressed: if (root.currentItem) root.permanentClicked(root.currentItem.objectId)
    Keys.onEnterPressed: if (root.currentItem) root.permanentClicked(root.currentItem.objectId)
    Keys.onMenuPressed: if (root.currentItem) root.permanentMenuRequested(root.currentItem.objectId)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_F10 && (event.modifiers & Qt.ShiftModifier) && root.currentItem) {
            root.permanentMenuRequested(root.currentItem.objectId)
            event.accepted = true
        }
    }
    height: root.cardCount > 0 ? root.cardHeight + 8 : root.emptyHeight
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
        // A tapped permanent lies across a slot as wide as it is tall: full size, text readable.
        width: perm.tapped ? root.cardHeight : root.cardHeight * 5 / 7
        // No Behavior on the slot's width: animating a delegate's width starts the view's
        // displaced transitions from inside the animation, and Qt 6.4 crashed there when a
        // lesson's jump removed the delegate meanwhile (qmlExecuteDeferred). The card inside
        // turns and resizes smoothly (CardView).
        /// The name of the face that is up, read across a tapped card.
        readonly property string faceName: perm.backFaceUp && perm.backFace ? perm.backFace.name : (perm.frontFace ? perm.frontFace.name : "")
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
                    // Below a tapped card (in the slot's free band), over an upright one's text.
                    anchors.bottomMargin: perm.tapped ? 0 : parent.height * 0.22
                    width: Math.min(parent.width - 2, combatLabel.implicitWidth + 8)
                    height: combatLabel.height + 4
                    radius: 4
                    color: Theme.damage
                    Text {
                        id: combatLabel
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, marks.width - 8)
                        text: perm.combatText
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        horizontalAlignment: Text.AlignHCenter
                        elide: Text.ElideRight
                        color: "white"
                        font.pixelSize: Theme.fontTiny
                        font.bold: true
                    }
                }
            }
        }
        // Tapped: the name read across the top of the slot, above the card lying on its side.
        Loader {
            z: 4
            active: perm.tapped
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.top
            sourceComponent: Rectangle {
                objectName: "tappedName"
                width: Math.min(perm.width, tappedNameText.implicitWidth + 8)
                height: tappedNameText.implicitHeight + 2
                radius: 3
                color: "#e6f4efe4"
                border.color: "#101010"
                Text {
                    id: tappedNameText
                    anchors.centerIn: parent
                    objectName: "tappedNameText"
                    width: Math.min(implicitWidth, perm.width - 8)
                    // "(tapped)": a newcomer took a card on its side for one drawn wrong.
                    text: perm.faceName + qsTr(" (tapped)")
                    elide: Text.ElideRight
                    // While presenting, onto a second line between words rather than elided.
                    wrapMode: Theme.presenting ? Text.WordWrap : Text.NoWrap
                    maximumLineCount: 2
                    horizontalAlignment: Text.AlignHCenter
                    // A card's name: as large as the cards' own names while presenting.
                    font.pixelSize: Math.max(Theme.fontSmall, Theme.cardNameLeast)
                    font.bold: true
                    color: Theme.cardText
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
