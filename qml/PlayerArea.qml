// PlayerArea: one seat at the table: name, life, zone counts, battlefield (other permanents in
// front, lands in a row behind) and hand.
//
// Properties:
//   player (required)      : var   the PlayersModel row as an object with keys name, life,
//                                  libraryCount, handCount, graveyardCount, exileCount,
//                                  manaPool, isActive, hasPriority, hasLost, spellsThisTurn
//   lands, others (required)  : PlayerFilterModel rows of BattlefieldModel for this player
//   hand (required)        : CardZoneModel of this player's hand
//   handFaceUp (required)  : bool
//   motionScale (required) : real
// Signals: cardClicked(int cardId), permanentClicked(int objectId), permanentMenuRequested(int objectId),
//          playerClicked() (the name: choosing this player as a target),
//          showPreview(var frontFace, var backFace, bool backFaceUp, int damage, string note),
//          hidePreview()
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick

Rectangle {
    id: root

    required property var player
    required property var lands
    required property var others
    required property var hand
    required property bool handFaceUp
    /// This player must act now: holds priority, or must answer a decision (green border).
    required property bool acting
    required property real motionScale

    signal cardClicked(int cardId, bool needsX)
    signal permanentClicked(int objectId)
    signal permanentMenuRequested(int objectId)
    signal playerClicked()
    signal showPreview(var frontFace, var backFace, bool backFaceUp, int damage, string note)
    signal hidePreview()

    // Card height unit: everything (header, two battlefield rows, hand) fits the area, down to
    // tiny cards with four seats (hover a card to read it).
    readonly property real unit: Math.max(20, Math.min(200, (root.height - 64) / 3.0))

    color: root.acting ? Qt.rgba(1, 1, 1, 0.10) : Qt.rgba(0, 0, 0, 0.06)
    border.color: root.acting ? Theme.highlight : Qt.rgba(0, 0, 0, 0.25)
    border.width: root.acting ? 3 : 1
    radius: 8

    Column {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4

        // Header: name, life and zone counts. While a target is being chosen and this player is a
        // legal one, the header glows and a click chooses them.
        Row {
            id: header
            // Found by a lesson's highlights (LessonHighlights.qml).
            objectName: "playerHeader"
            readonly property int playerIndex: root.player.playerIndex
            spacing: 18
            height: 28
            Loader {
                active: root.player.targetable
                visible: active // the Row leaves no gap for it
                sourceComponent: Rectangle {
                    width: 120
                    height: 26
                    radius: 6
                    color: Theme.highlight
                    Text {
                        anchors.centerIn: parent
                        text: "◎ target " + root.player.name
                        font.bold: true
                        color: "#0b1a2b"
                    }
                    MouseArea {
                        anchors.fill: parent
                        onClicked: root.playerClicked()
                    }
                }
            }
            Text {
                text: root.player.name.toUpperCase() + (root.player.isActive ? "  (active player)" : "")
                      + (root.player.hasLost ? "  — lost" : "")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.textOnDark
            }
            Text {
                objectName: "life"
                text: "life " + root.player.life
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: root.player.life <= 5 ? Theme.damage : Theme.textOnDark
            }
            Text {
                text: "library " + root.player.libraryCount + "   graveyard " + root.player.graveyardCount
                      + "   exile " + root.player.exileCount + "   hand " + root.player.handCount
                      + (root.player.manaPool !== "" ? "   mana pool " + root.player.manaPool : "")
                font.pixelSize: Theme.fontNormal
                color: Theme.textOnDarkMuted
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                text: root.player.hasPriority ? "◀ has priority" : root.acting ? "◀ must decide" : ""
                font.pixelSize: Theme.fontNormal
                font.bold: true
                color: Theme.highlight
                anchors.verticalCenter: parent.verticalCenter
            }
        }

        // Battlefield: creatures and other nonland permanents in front.
        PermanentRow {
            width: parent.width
            model: root.others
            motionScale: root.motionScale
            onPermanentClicked: objectId => root.permanentClicked(objectId)
            onPermanentMenuRequested: objectId => root.permanentMenuRequested(objectId)
            onShowPreview: (front, back, backUp, damage) => root.showPreview(front, back, backUp, damage, "")
            onHidePreview: root.hidePreview()
            cardHeight: root.unit * 1.0
            emptyText: "no creatures or other nonland permanents"
        }
        // Lands in a row at the back, smaller.
        PermanentRow {
            width: parent.width
            model: root.lands
            motionScale: root.motionScale
            onPermanentClicked: objectId => root.permanentClicked(objectId)
            onPermanentMenuRequested: objectId => root.permanentMenuRequested(objectId)
            onShowPreview: (front, back, backUp, damage) => root.showPreview(front, back, backUp, damage, "")
            onHidePreview: root.hidePreview()
            cardHeight: root.unit * 0.8
            emptyText: "no lands"
        }
        HandRow {
            width: parent.width
            model: root.hand
            cardHeight: root.unit * 1.1
            faceUp: root.handFaceUp
            motionScale: root.motionScale
            onCardClicked: (cardId, needsX) => root.cardClicked(cardId, needsX)
            onCardHovered: (front, back, whyNot) => root.showPreview(front, back, false, 0,
                                                     whyNot === "" ? "Click to play it." : whyNot)
            onHoverEnded: root.hidePreview()
        }
    }
}
