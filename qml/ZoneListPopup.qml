// ZoneListPopup: the cards of a public zone (a player's graveyard or exile, CR 400.2) as a list,
// bottom to top, with the large two-face preview of the card under the pointer or the keys.
// Opened by a click on the zone's count in a player's header (or G / X for the acting player);
// Esc or a click outside closes it. Hidden zones (hands, libraries) never come here: Main.qml
// opens only a graveyard's or an exile's model.
//
// Properties (set by show()):
//   title  : string  "Bob's graveyard"
//   model  : a CardZoneModel (roles cardId, frontFace, backFace, targetable)
// Functions: show(title, model) opens it on that zone, the top card chosen.
// Signals: targetChosen(cardId): a card that may be chosen as the target being picked (a
//   graveyard card for Graveyard Trespasser, CR 115.1) was clicked, or Enter pressed on it.
import QtQuick
import QtQuick.Controls

Popup {
    id: root

    property string title: ""
    property var model: null
    /// The card shown large: the row under the pointer, else the row the keys chose.
    property int shownRow: -1
    property var shownFront: null
    property var shownBack: null
    readonly property int cardCount: root.model ? root.model.count : 0

    signal targetChosen(int cardId)

    function show(title, model) {
        root.title = title
        root.model = model
        root.open()
        list.currentIndex = root.cardCount - 1
        list.positionViewAtEnd()
        list.forceActiveFocus()
    }
    /// The names of the cards listed, bottom to top (the tests read it).
    function names() {
        const out = []
        for (let i = 0; i < list.count; ++i)
            out.push(list.itemAtIndex(i) ? list.itemAtIndex(i).cardName : "")
        return out
    }

    objectName: "zoneList"
    anchors.centerIn: parent
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    padding: 14
    width: Math.min(parent ? parent.width - 40 : 900, content.implicitWidth + 2 * root.padding)
    height: Math.min(parent ? parent.height - 40 : 600, content.implicitHeight + 2 * root.padding)
    onClosed: {
        root.model = null // the zone's model is the controller's: let it go
        root.shownRow = -1
        root.shownFront = null
        root.shownBack = null
    }

    background: Rectangle {
        color: Theme.panel
        radius: 10
        border.color: Theme.panelBorder
    }

    Row {
        id: content
        spacing: 14

        Column {
            spacing: 8
            Text {
                objectName: "zoneListTitle"
                text: root.cardCount === 1 ? qsTr("%1 · 1 card").arg(root.title)
                                           : qsTr("%1 · %2 cards, bottom to top").arg(root.title).arg(root.cardCount)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.textPrimary
            }
            Text {
                text: root.cardCount === 0 ? qsTr("No cards.") : qsTr("Hover a card (or ↑ ↓) to see both faces. Esc closes.")
                font.pixelSize: Theme.fontSmall
                color: Theme.textMuted
            }
            ListView {
                id: list
                objectName: "zoneListView"
                width: 260
                height: Math.min(root.parent ? root.parent.height - 140 : 420, Math.max(40, list.contentHeight))
                clip: true
                model: root.model
                keyNavigationEnabled: true
                highlightMoveDuration: 0
                onCurrentIndexChanged: root.shownRow = list.currentIndex
                highlight: Rectangle { color: Qt.rgba(1, 1, 1, 0.12); radius: 4 }
                Keys.onReturnPressed: if (list.currentItem && list.currentItem.targetable) root.targetChosen(list.currentItem.cardId)
                delegate: Item {
                    id: row
                    required property int index
                    required property int cardId
                    required property var frontFace
                    required property var backFace
                    required property bool targetable
                    readonly property string cardName: row.frontFace ? row.frontFace.name : ""
                    readonly property bool shown: row.index === root.shownRow
                    function showLarge() {
                        root.shownFront = row.frontFace
                        root.shownBack = row.backFace
                    }
                    onShownChanged: if (row.shown) row.showLarge()
                    Component.onCompleted: if (row.shown) row.showLarge()
                    objectName: "zoneCard"
                    width: ListView.view.width
                    height: 28
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.left: parent.left
                        anchors.leftMargin: 6
                        width: parent.width - 12
                        elide: Text.ElideRight
                        text: (row.index + 1) + ".  " + row.cardName + (row.index === root.cardCount - 1 ? qsTr("  (top)") : "")
                              + (row.targetable ? qsTr("  — click to target") : "")
                        font.pixelSize: Theme.fontNormal
                        font.bold: row.shown
                        color: row.targetable ? Theme.highlight : Theme.textPrimary
                    }
                    HoverHandler {
                        onHoveredChanged: if (hovered) root.shownRow = row.index
                    }
                    TapHandler {
                        onTapped: {
                            list.currentIndex = row.index
                            if (row.targetable)
                                root.targetChosen(row.cardId)
                        }
                    }
                }
            }
        }
        CardPreview {
            objectName: "zoneCardPreview"
            visible: root.shownFront !== null && root.cardCount > 0
            frontFace: root.shownFront
            backFace: root.shownBack
            backFaceUp: false // out of play a double-faced card is its front face (CR 712.8a)
            faceWidth: 220
        }
    }
}
