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
//   choiceWord             : string  the word on the hand's cards clicked for a choice (HandRow)
// Signals: cardClicked(int cardId), permanentClicked(int objectId), permanentMenuRequested(int objectId),
//          playerClicked() (the name: choosing this player as a target),
//          zoneClicked(string zone) ("graveyard" or "exile": list its cards),
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
    property string choiceWord: qsTr("chosen")

    signal cardClicked(int cardId, bool needsX)
    signal permanentClicked(int objectId)
    signal permanentMenuRequested(int objectId)
    signal playerClicked()
    /// A click on the graveyard's or the exile's count: "graveyard" or "exile" (public zones).
    signal zoneClicked(string zone)
    signal showPreview(var frontFace, var backFace, bool backFaceUp, int damage, string note)
    signal hidePreview()

    /// Keyboard (issue 12, part 7): gives the hand (if face up), or the battlefield's first row
    /// that holds cards, the focus; ← → then move along it (HandRow, PermanentRow).
    function focusHand() {
        if (handRow.activeFocusOnTab)
            handRow.forceActiveFocus(Qt.ShortcutFocusReason)
    }
    function focusBattlefield() {
        (othersRow.cardCount > 0 ? othersRow : landsRow).forceActiveFocus(Qt.ShortcutFocusReason)
    }

    // Card sizes follow the space (issue 12, readable cards). The battlefield is one row: other
    // permanents on the left, lands on the right at landScale of their size; the hand is the row below. The rows that hold cards share the area's height
    // by weight (battlefield 1; a hand face up 1.25, to be read by its player; face down 0.6:
    // nothing on it to read), an empty row keeps only its line of text, the two
    // sides of the battlefield share its width by what their cards need, and each row shrinks
    // its cards only as far as it must to fit them across (PermanentRow, HandRow: cardHeight).
    readonly property real emptyRowHeight: Math.max(22, Theme.fontSmall + 8)
    readonly property real rowsHeight: root.height - 16 - header.height - 2 * column.spacing
    readonly property bool battlefieldEmpty: othersRow.cardCount === 0 && landsRow.cardCount === 0
    readonly property real handWeight: root.handFaceUp ? 1.25 : 0.6
    readonly property real weights: (root.battlefieldEmpty ? 0 : 1.0) + (handRow.cardCount > 0 ? root.handWeight : 0)
    /// An empty hand keeps no line while presenting (the header's count says it).
    readonly property int emptyRows: (root.battlefieldEmpty ? 1 : 0) + (handRow.cardCount > 0 || Theme.presenting ? 0 : 1)
    /// The height of a card of weight 1, in px (at most 230: larger reads no better).
    /// While presenting (Theme.presenting: a lesson shown to a class), an empty hand takes no
    /// card height: the battlefield has it.
    readonly property real twoRowsUnit: Math.max(24, Math.min(230, (root.rowsHeight - root.emptyRows * root.emptyRowHeight - 20)
                                                             / Math.max(Theme.presenting && handRow.cardCount === 0 ? 0.6 : root.handWeight, root.weights)))
    /// While presenting, the hand sits beside the battlefield, in its one row, when its cards
    /// are larger there than on two rows (a class reads a few cards best as large as the seat
    /// allows): the cards' unit on one row, as tall as the rows' height, as wide as all fit.
    readonly property real oneRowUnit: {
        const slots = (othersRow.cardCount + landsRow.cardCount + handRow.cardCount) * 5 / 7
                    + (othersRow.tappedCount + landsRow.tappedCount) * 2 / 7
        const gaps = 8 * (othersRow.cardCount + landsRow.cardCount) + 6 * handRow.cardCount + 2 * battlefieldRow.spacing + 24
        return Math.max(24, Math.min(230, root.rowsHeight - 12, (column.width - gaps) / Math.max(1, slots)))
    }
    readonly property bool oneRow: Theme.presenting && !root.battlefieldEmpty && handRow.cardCount > 0
                                   && root.oneRowUnit > root.twoRowsUnit
    readonly property real unit: root.oneRow ? root.oneRowUnit : root.twoRowsUnit
    /// Lands are drawn at this scale of the other cards: 0.8 (a land shows little more than its
    /// name), 1 while presenting (its name reads at the cards' least size).
    readonly property real landScale: Theme.presenting ? 1 : 0.8

    color: root.acting ? Qt.rgba(1, 1, 1, 0.10) : Qt.rgba(0, 0, 0, 0.06)
    border.color: root.acting ? Theme.highlight : Qt.rgba(0, 0, 0, 0.25)
    border.width: root.acting ? 3 : 1
    radius: 8

    Column {
        id: column
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
            width: parent.width
            spacing: root.width >= 500 ? 18 : 10
            // Its line of large text (taller at presentation sizes: Theme.zoom).
            height: Math.max(28, Theme.fontLarge + 8)
            Loader {
                id: targetLoader
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
            // The name gives way (elided) before the library's count does: the counts keep at
            // least countsWidth, the library's short count ("lib 33"); while presenting, all
            // the short counts ("lib 33 gy 2 ex 0 hand 7").
            TextMetrics {
                id: shortCounts
                font.pixelSize: Theme.fontNormal
                text: "lib " + root.player.libraryCount + " gy " + root.player.graveyardCount + " ex " + root.player.exileCount
                      + " hand " + root.player.handCount
            }
            Text {
                readonly property real countsWidth: Theme.presenting ? shortCounts.advanceWidth + 3 * 8 + 4 : 64
                width: Math.min(implicitWidth, Math.max(40, header.width - lifeText.implicitWidth - priorityText.implicitWidth - countsWidth
                                                            - header.spacing * 3 - (targetLoader.visible ? targetLoader.width + header.spacing : 0)))
                elide: Text.ElideRight
                text: (root.player.name ?? "").toUpperCase() + (root.player.isActive ? (root.width >= 700 * Theme.zoom ? "  (active player)" : "  (active)") : "")
                      + (root.player.hasLost ? "  — lost" : "")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.textOnDark
            }
            Text {
                id: lifeText
                objectName: "life"
                text: "life " + root.player.life
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: root.player.life <= 5 ? Theme.damage : Theme.textOnDark
            }
            Text {
                id: priorityText
                // A narrow seat keeps the arrow (its green border says the rest).
                text: root.player.hasPriority ? (root.width >= 500 ? "◀ has priority" : "◀") : root.acting ? (root.width >= 500 ? "◀ must decide" : "◀") : ""
                font.pixelSize: Theme.fontNormal
                font.bold: true
                color: Theme.highlight
                anchors.verticalCenter: parent.verticalCenter
            }
            // The zone counts take what is left of the line; a narrow seat (four players on a
            // small screen) says them short, and clips the mana pool last. The library's count
            // comes first, always in view. The graveyard and exile are public zones (CR 400.2):
            // a click on their count lists their cards (zoneClicked); hand and library show only
            // their counts.
            Row {
                id: zoneCounts
                objectName: "zoneCounts"
                readonly property bool compact: zoneCounts.width < 420 * Theme.zoom
                width: Math.max(0, header.width - x)
                height: parent.height
                spacing: zoneCounts.compact ? 8 : 14
                clip: true
                Text {
                    objectName: "libraryCount"
                    text: (zoneCounts.compact ? "lib " : "library ") + root.player.libraryCount
                    font.pixelSize: Theme.fontNormal
                    color: Theme.textOnDarkMuted
                    anchors.verticalCenter: parent.verticalCenter
                }
                Repeater {
                    model: [{ zone: "graveyard", short: "gy ", count: root.player.graveyardCount },
                            { zone: "exile", short: "ex ", count: root.player.exileCount }]
                    delegate: Text {
                        id: zoneLink
                        required property var modelData
                        objectName: zoneLink.modelData.zone + "Count"
                        text: (zoneCounts.compact ? zoneLink.modelData.short : zoneLink.modelData.zone + " ") + zoneLink.modelData.count
                        font.pixelSize: Theme.fontNormal
                        font.underline: zoneMouse.containsMouse
                        color: zoneMouse.containsMouse ? Theme.textOnDark : Theme.textOnDarkMuted
                        anchors.verticalCenter: parent.verticalCenter
                        Accessible.role: Accessible.Button
                        Accessible.name: qsTr("%1's %2: %3 cards, show them").arg(root.player.name).arg(zoneLink.modelData.zone).arg(zoneLink.modelData.count)
                        Accessible.onPressAction: root.zoneClicked(zoneLink.modelData.zone)
                        MouseArea {
                            id: zoneMouse
                            anchors.fill: parent
                            anchors.margins: -3
                            hoverEnabled: true
                            cursorShape: Qt.PointingHandCursor
                            onClicked: root.zoneClicked(zoneLink.modelData.zone)
                        }
                    }
                }
                Text {
                    text: "hand " + root.player.handCount
                          + (root.player.manaPool !== "" ? (zoneCounts.compact ? "   " : "   mana pool ") + root.player.manaPool : "")
                    font.pixelSize: Theme.fontNormal
                    color: Theme.textOnDarkMuted
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
        }

        // Battlefield: creatures and other nonland permanents, then the lands.
        Row {
            id: battlefieldRow
            width: parent.width
            spacing: 16
            // What each side needs at full size; a side that needs less than its share gives
            // the rest to the other.
            readonly property real othersNeed: othersRow.cardCount * (root.unit * 5 / 7 + othersRow.spacing) + othersRow.tappedCount * root.unit * 2 / 7 + 8
            readonly property real landsNeed: landsRow.cardCount * (root.unit * root.landScale * 5 / 7 + landsRow.spacing) + landsRow.tappedCount * root.unit * root.landScale * 2 / 7 + 8
            readonly property real free: battlefieldRow.width - battlefieldRow.spacing - (root.oneRow ? handRow.width + battlefieldRow.spacing : 0)
            // Room kept for "no creatures or other nonland permanents" while that row is empty:
            // at most 40 % of a narrow seat, so the lands always keep theirs.
            readonly property real emptyOthersRoom: othersRow.cardCount === 0 ? Math.min(300, battlefieldRow.free * 0.4) : 0
            readonly property real landsWidth: landsRow.cardCount === 0 ? Math.min(120, battlefieldRow.free * 0.4)
                : battlefieldRow.othersNeed + battlefieldRow.landsNeed <= battlefieldRow.free
                    ? Math.max(Math.min(battlefieldRow.landsNeed, battlefieldRow.free - battlefieldRow.emptyOthersRoom),
                               battlefieldRow.free - Math.max(battlefieldRow.emptyOthersRoom, battlefieldRow.othersNeed))
                : battlefieldRow.free * Math.max(0.3, Math.min(0.6, battlefieldRow.landsNeed / (battlefieldRow.othersNeed + battlefieldRow.landsNeed)))
        PermanentRow {
            id: othersRow
            objectName: "othersRow"
            KeyNavigation.down: handRow
            KeyNavigation.right: landsRow.cardCount > 0 ? landsRow : null
            width: battlefieldRow.free - landsRow.width
            model: root.others
            motionScale: root.motionScale
            onPermanentClicked: objectId => root.permanentClicked(objectId)
            onPermanentMenuRequested: objectId => root.permanentMenuRequested(objectId)
            onShowPreview: (front, back, backUp, damage) => root.showPreview(front, back, backUp, damage, "")
            onHidePreview: root.hidePreview()
            maxCardHeight: root.unit * 1.0
            emptyText: "no creatures or other nonland permanents"
            emptyHeight: root.battlefieldEmpty ? root.emptyRowHeight : root.unit + 8
        }
        PermanentRow {
            id: landsRow
            objectName: "landsRow"
            KeyNavigation.down: handRow
            KeyNavigation.left: othersRow.cardCount > 0 ? othersRow : null
            width: battlefieldRow.landsWidth
            anchors.bottom: othersRow.bottom
            model: root.lands
            motionScale: root.motionScale
            onPermanentClicked: objectId => root.permanentClicked(objectId)
            onPermanentMenuRequested: objectId => root.permanentMenuRequested(objectId)
            onShowPreview: (front, back, backUp, damage) => root.showPreview(front, back, backUp, damage, "")
            onHidePreview: root.hidePreview()
            maxCardHeight: root.unit * root.landScale
            emptyHeight: root.emptyRowHeight
            emptyText: "no lands"
        }
        }
        HandRow {
            id: handRow
            objectName: "handRow"
            // Beside the lands on one row (root.oneRow), else the row under the battlefield.
            parent: root.oneRow ? battlefieldRow : column
            KeyNavigation.up: othersRow.cardCount > 0 ? othersRow : landsRow
            width: root.oneRow ? handRow.cardCount * (root.unit * 5 / 7 + 6) : column.width
            model: root.hand
            maxCardHeight: root.unit * (root.oneRow ? 1 : root.handWeight)
            emptyHeight: Theme.presenting ? 0 : root.emptyRowHeight
            // A Row places its items across only: at its top.
            Binding on y { when: root.oneRow; value: 0 }
            faceUp: root.handFaceUp
            motionScale: root.motionScale
            choiceWord: root.choiceWord
            onCardClicked: (cardId, needsX) => root.cardClicked(cardId, needsX)
            onCardHovered: (front, back, whyNot) => root.showPreview(front, back, false, 0,
                                                     whyNot === "" ? "Click to play it." : whyNot)
            onHoverEnded: root.hidePreview()
        }
    }
}
