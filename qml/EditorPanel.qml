// EditorPanel: the board editor (issue 10, sandbox mode: Edit > Board editor, Ctrl+E). Sets up
// any position with the mouse and keyboard; every edit is one engine sandbox action, so it goes
// into the game record (Ctrl+Z takes it back, the timeline lists it, replays never desync).
//
// - The top line says whether play can resume: a legal position, or why not, citing the rule
//   (the scenario loader's consistency checks, GameController.positionProblem).
// - Empty board (Ctrl+Shift+E): no hands, permanents, graveyards or exile, each library 20 basic
//   lands; or "libraries too" (empty libraries). One edit: Ctrl+Z brings the old board back.
// - Mode: "as an effect would" (enters the battlefield with its triggers; a daybound card at
//   night enters transformed, ruling 7) or "placed" (exactly as asked, no trigger): two buttons,
//   the one on highlighted.
// - Add a card: type part of its name (Enter adds the first match), choose the player and the
//   zone; a double-faced card can go onto the battlefield back face up.
// - Day/night, the turn (number, step, active player, priority), each player's life.
// - A player's zones: the hand, graveyard, exile or library (top first); click a card for its
//   menu (move it to any zone, remove it), or drag it onto a zone on the table. Permanents:
//   right-click them on the table, or drag them (EditorDragLayer.qml).
//
// Properties: controller (required): the GameController (the editor's many edits go to its
// editor, BoardEditor; the rest of the table still gets narrow properties). Read-only: placed (the mode).
// Signals: closeRequested(); cardDragMoved(name, scenePoint) and cardDragEnded(cardId,
// scenePoint): a card of the zone list dragged (Main.qml hands them to the drag layer).
// Functions: openCardMenu(cardId, name) (a card in a hand, graveyard, exile or library),
// openPermanentMenu(objectId) (a permanent, right-clicked on the table).
import QtQuick
import QtQuick.Controls
import DayNight.Models

Rectangle {
    id: root

    required property GameController controller
    readonly property bool placed: placedButton.checked
    readonly property var zoneKeys: ["battlefield", "hand", "graveyard", "exile", "libraryTop", "libraryBottom"]
    readonly property var zoneTitles: [qsTr("Battlefield"), qsTr("Hand"), qsTr("Graveyard"), qsTr("Exile"), qsTr("Library (top)"), qsTr("Library (bottom)")]
    readonly property var stepKeys: ["untap", "upkeep", "draw", "precombatMain", "beginningOfCombat", "declareAttackers",
                                     "declareBlockers", "combatDamage", "endOfCombat", "postcombatMain", "end", "cleanup"]
    readonly property var stepTitles: [qsTr("Untap"), qsTr("Upkeep"), qsTr("Draw"), qsTr("Main 1"), qsTr("Beginning of combat"),
                                       qsTr("Declare attackers"), qsTr("Declare blockers"), qsTr("Combat damage"),
                                       qsTr("End of combat"), qsTr("Main 2"), qsTr("End"), qsTr("Cleanup")]
    /// The players' names, in seat order.
    readonly property var playerNames: root.controller.playerCount > 0 ? root.controller.playerNames() : []
    /// Bumped after every change of the game, so the lists read it again.
    property int revision: 0
    /// The pool's cards matching the search.
    readonly property var matches: root.controller.editor.poolCards(search.text)

    signal closeRequested()
    signal cardDragMoved(string name, point scenePoint)
    signal cardDragEnded(int cardId, point scenePoint)
    /// The empty board: each library holds this many basic lands (20), or none.
    function emptyBoard(withLands) { root.controller.editor.editEmptyBoard(withLands ? 20 : 0) }

    function openCardMenu(cardId, name) {
        cardMenu.cardId = cardId
        cardMenu.title = name
        cardMenu.popup()
    }
    function openPermanentMenu(objectId) {
        permanentMenu.info = root.controller.editor.permanentInfo(objectId)
        if (permanentMenu.info.objectId !== undefined)
            permanentMenu.popup()
    }
    function addMatch(index) {
        if (index < 0 || index >= root.matches.length)
            return
        root.controller.editor.editAddCard(root.matches[index].key, ownerBox.currentIndex, root.zoneKeys[zoneBox.currentIndex],
                                    root.placed, backFaceBox.checked && zoneBox.currentIndex === 0)
    }

    color: Theme.panel
    border.color: Theme.highlight
    border.width: 2
    radius: 8

    Connections {
        target: root.controller
        function onHistoryChanged() { root.revision++ }
    }
    Shortcut { sequence: "Ctrl+Shift+E"; enabled: root.visible && root.controller.editor.editing; onActivated: root.emptyBoard(true) }

    Flickable {
        anchors.fill: parent
        anchors.margins: 10
        contentHeight: column.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: column
            width: parent.width - 8
            spacing: 6

            Row {
                width: parent.width
                Text {
                    width: parent.width - doneButton.width
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("BOARD EDITOR")
                    color: Theme.highlight
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    font.letterSpacing: 1
                }
                Button { id: doneButton; text: qsTr("Done (Ctrl+E)"); onClicked: root.closeRequested() }
            }
            Text {
                objectName: "editorLegality"
                width: parent.width
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontSmall
                color: root.controller.positionProblem === "" ? Theme.highlight : Theme.warning
                text: root.controller.positionProblem === ""
                      ? qsTr("✓ A legal position: play can resume.")
                      : qsTr("✗ Not a legal position, play waits: %1").arg(root.controller.positionProblem)
            }
            Row {
                spacing: 6
                Button {
                    objectName: "editorEmptyBoard"
                    text: qsTr("Empty board (Ctrl+Shift+E)")
                    Accessible.name: qsTr("Empty board: no hands, permanents, graveyards or exile; libraries of 20 basic lands")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("No hands, permanents, graveyards or exile; each library holds 20 basic lands. Ctrl+Z brings the old board back.")
                    onClicked: root.emptyBoard(true)
                }
                Button {
                    objectName: "editorEmptyAll"
                    text: qsTr("Libraries too")
                    Accessible.name: qsTr("Empty board with empty libraries")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The empty board with empty libraries too (a player who must draw loses, CR 704.5b). Ctrl+Z brings the old board back.")
                    onClicked: root.emptyBoard(false)
                }
            }
            // The mode: two buttons, the one on highlighted and checked (a radio button's dot was
            // lost on the dark panel).
            ButtonGroup { id: modeGroup; exclusive: true }
            Text { text: qsTr("Cards arrive"); color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontSmall }
            Row {
                spacing: 6
                Button {
                    id: effectButton
                    objectName: "effectMode"
                    checkable: true
                    checked: true
                    highlighted: checked
                    // The Basic style fills a checked button with palette.dark: the table's highlight.
                    palette.dark: Theme.highlight
                    palette.brightText: "#0b1a2b"
                    ButtonGroup.group: modeGroup
                    text: (checked ? "● " : "") + qsTr("As an effect would")
                    Accessible.name: qsTr("Cards arrive as an effect would put them: with triggers, ruling 7")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Enters-the-battlefield triggers fire; a daybound card at night enters transformed (ruling 7).")
                }
                Button {
                    id: placedButton
                    objectName: "placedMode"
                    checkable: true
                    highlighted: checked
                    // The Basic style fills a checked button with palette.dark: the table's highlight.
                    palette.dark: Theme.highlight
                    palette.brightText: "#0b1a2b"
                    ButtonGroup.group: modeGroup
                    text: (checked ? "● " : "") + qsTr("Placed exactly")
                    Accessible.name: qsTr("Cards are placed exactly: no triggers")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Exactly as asked, with no trigger or replacement effect.")
                }
            }

            Text { text: qsTr("Add a card"); color: Theme.textOnDark; font.bold: true; font.pixelSize: Theme.fontNormal }
            TextField {
                id: search
                objectName: "editorSearch"
                width: parent.width
                placeholderText: qsTr("Type part of a name: tovolar, wolf…")
                onAccepted: root.addMatch(matchList.currentIndex >= 0 ? matchList.currentIndex : 0)
                Keys.onDownPressed: matchList.incrementCurrentIndex()
                Keys.onUpPressed: matchList.decrementCurrentIndex()
            }
            ListView {
                id: matchList
                objectName: "editorMatches"
                width: parent.width
                height: 130
                clip: true
                model: root.matches
                currentIndex: 0
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: matchRow
                    required property var modelData
                    required property int index
                    width: matchList.width - 8
                    height: 22
                    radius: 3
                    color: matchRow.index === matchList.currentIndex ? Qt.rgba(0.3, 0.64, 1, 0.4) : "transparent"
                    Text {
                        anchors { left: parent.left; leftMargin: 4; right: parent.right; verticalCenter: parent.verticalCenter }
                        elide: Text.ElideRight
                        text: matchRow.modelData.name + "  — " + matchRow.modelData.typeLine
                        color: Theme.textOnDark
                        font.pixelSize: Theme.fontSmall
                    }
                    MouseArea {
                        anchors.fill: parent
                        onClicked: matchList.currentIndex = matchRow.index
                        onDoubleClicked: root.addMatch(matchRow.index)
                    }
                }
            }
            Row {
                spacing: 6
                ComboBox { id: ownerBox; objectName: "editorOwner"; width: 110; model: root.playerNames }
                ComboBox { id: zoneBox; objectName: "editorZone"; width: 150; model: root.zoneTitles }
            }
            Row {
                spacing: 6
                CheckBox {
                    id: backFaceBox
                    palette.windowText: Theme.textOnDark
                    text: qsTr("Back face up")
                    enabled: zoneBox.currentIndex === 0 && matchList.currentIndex >= 0 && root.matches.length > matchList.currentIndex
                             && root.matches[matchList.currentIndex].doubleFaced
                }
                Button {
                    objectName: "editorAdd"
                    text: qsTr("Add (Enter)")
                    enabled: root.matches.length > 0
                    onClicked: root.addMatch(Math.max(0, matchList.currentIndex))
                }
            }

            Text { text: qsTr("Day and night"); color: Theme.textOnDark; font.bold: true; font.pixelSize: Theme.fontNormal }
            Row {
                spacing: 6
                Button { text: qsTr("Day"); onClicked: root.controller.editor.editDesignation("day", root.placed) }
                Button { objectName: "editorNight"; text: qsTr("Night"); onClicked: root.controller.editor.editDesignation("night", root.placed) }
                Button {
                    text: qsTr("Neither")
                    enabled: root.placed
                    ToolTip.visible: hovered && !enabled
                    ToolTip.text: qsTr("Only placed: the game never becomes neither again (ruling 1)")
                    onClicked: root.controller.editor.editDesignation("neither", true)
                }
            }

            Text { text: qsTr("Turn"); color: Theme.textOnDark; font.bold: true; font.pixelSize: Theme.fontNormal }
            Grid {
                columns: 2
                spacing: 6
                verticalItemAlignment: Grid.AlignVCenter
                Text { text: qsTr("Number"); color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontSmall }
                SpinBox { id: turnBox; from: 1; to: 1000000; editable: true; value: root.controller.turn.turnNumber }
                Text { text: qsTr("Step"); color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontSmall }
                ComboBox { id: stepBox; width: 200; model: root.stepTitles; currentIndex: Math.max(0, root.stepKeys.indexOf(root.controller.turn.step)) }
                Text { text: qsTr("Active player"); color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontSmall }
                ComboBox { id: activeBox; width: 130; model: root.playerNames; currentIndex: Math.max(0, root.controller.turn.activePlayer) }
                Text { text: qsTr("Priority"); color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: priorityBox
                    width: 130
                    model: root.playerNames.concat([qsTr("nobody")])
                    currentIndex: root.controller.turn.priorityPlayer >= 0 ? root.controller.turn.priorityPlayer : root.playerNames.length
                }
            }
            Button {
                text: qsTr("Set the turn")
                onClicked: root.controller.editor.editTurn(turnBox.value, root.stepKeys[stepBox.currentIndex], activeBox.currentIndex,
                                                    priorityBox.currentIndex < root.playerNames.length ? priorityBox.currentIndex : -1)
            }

            Text { text: qsTr("Life"); color: Theme.textOnDark; font.bold: true; font.pixelSize: Theme.fontNormal }
            Repeater {
                model: root.playerNames
                delegate: Row {
                    id: lifeRow
                    required property string modelData
                    required property int index
                    spacing: 6
                    Text { width: 90; anchors.verticalCenter: parent.verticalCenter; text: lifeRow.modelData; color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontSmall }
                    SpinBox {
                        from: -1000000
                        to: 1000000
                        editable: true
                        value: root.revision >= 0 ? root.controller.editor.playerLife(lifeRow.index) : 0
                        onValueModified: root.controller.editor.editLife(lifeRow.index, value)
                    }
                }
            }

            Text { text: qsTr("A player's cards"); color: Theme.textOnDark; font.bold: true; font.pixelSize: Theme.fontNormal }
            Row {
                spacing: 6
                ComboBox { id: zonePlayerBox; width: 110; model: root.playerNames }
                ComboBox { id: zoneViewBox; width: 150; model: [qsTr("Hand"), qsTr("Graveyard"), qsTr("Exile"), qsTr("Library")] }
            }
            ListView {
                id: zoneList
                objectName: "editorZoneCards"
                width: parent.width
                height: 140
                clip: true
                model: root.revision >= 0 ? root.controller.editor.zoneCards(zonePlayerBox.currentIndex,
                                                                      ["hand", "graveyard", "exile", "library"][zoneViewBox.currentIndex]) : []
                ScrollBar.vertical: ScrollBar {}
                delegate: Text {
                    id: zoneRow
                    required property var modelData
                    required property int index
                    width: zoneList.width - 8
                    height: 20
                    elide: Text.ElideRight
                    text: (zoneRow.index + 1) + ". " + zoneRow.modelData.name
                    color: Theme.textOnDark
                    font.pixelSize: Theme.fontSmall
                    MouseArea {
                        anchors.fill: parent
                        acceptedButtons: Qt.LeftButton | Qt.RightButton
                        onClicked: root.openCardMenu(zoneRow.modelData.cardId, zoneRow.modelData.name)
                    }
                    // Dragged onto a zone on the table: moved there (Main.qml's drag layer).
                    DragHandler {
                        id: rowDrag
                        target: null
                        acceptedButtons: Qt.LeftButton
                        /// Where the pointer last was while dragging (the release's point).
                        property point last
                        onCentroidChanged: if (rowDrag.active) {
                            rowDrag.last = rowDrag.centroid.scenePosition
                            root.cardDragMoved(zoneRow.modelData.name, rowDrag.last)
                        }
                        onActiveChanged: if (!rowDrag.active) root.cardDragEnded(zoneRow.modelData.cardId, rowDrag.last)
                    }
                }
            }
            Text {
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.textOnDarkMuted
                font.pixelSize: Theme.fontTiny
                text: qsTr("Drag a card on the table (or from this list) onto a hand, a battlefield, a graveyard, exile or a library to move it. Right-click a permanent on the table to tap it, mark damage, add counters, turn it over, move or remove it; click a card in this list for its menu. Ctrl+Z takes back any edit.")
            }
        }
    }

    // A card in a hand, graveyard, exile or library.
    Menu {
        id: cardMenu
        objectName: "editorCardMenu"
        property int cardId: -1
        Repeater {
            model: root.zoneTitles
            delegate: MenuItem {
                required property string modelData
                required property int index
                text: qsTr("Move to: %1").arg(modelData)
                onTriggered: root.controller.editor.editMoveCard(cardMenu.cardId, root.zoneKeys[index], root.placed)
            }
        }
        MenuItem { text: qsTr("Move onto the battlefield back face up"); onTriggered: root.controller.editor.editMoveCard(cardMenu.cardId, "battlefield", root.placed, true) }
        MenuSeparator {}
        MenuItem { text: qsTr("Remove from the game"); onTriggered: root.controller.editor.editRemove(-1, cardMenu.cardId) }
    }
    // A permanent.
    Menu {
        id: permanentMenu
        objectName: "editorPermanentMenu"
        property var info: ({})
        readonly property int objectId: info.objectId !== undefined ? info.objectId : -1
        function counters(kind) { return permanentMenu.info.counters && permanentMenu.info.counters[kind] ? permanentMenu.info.counters[kind] : 0 }
        function edit(changes) { root.controller.editor.editPermanent(permanentMenu.objectId, changes) }
        function addCounter(kind, by) {
            const c = {}
            c[kind] = Math.max(0, permanentMenu.counters(kind) + by)
            permanentMenu.edit({ counters: c })
        }
        title: info.name !== undefined ? info.name : ""
        MenuItem { text: permanentMenu.info.tapped ? qsTr("Untap") : qsTr("Tap"); onTriggered: permanentMenu.edit({ tapped: !permanentMenu.info.tapped }) }
        MenuItem {
            text: permanentMenu.info.summoningSick ? qsTr("Under its controller's control since the turn began (can attack)")
                                                  : qsTr("Just arrived (summoning sick, CR 302.6)")
            onTriggered: permanentMenu.edit({ summoningSick: !permanentMenu.info.summoningSick })
        }
        MenuItem { text: qsTr("Mark 1 damage (now %1)").arg(permanentMenu.info.damage || 0); onTriggered: permanentMenu.edit({ damage: (permanentMenu.info.damage || 0) + 1 }) }
        MenuItem { text: qsTr("Remove the damage"); enabled: (permanentMenu.info.damage || 0) > 0; onTriggered: permanentMenu.edit({ damage: 0 }) }
        MenuItem { text: qsTr("+1/+1 counter (now %1)").arg(permanentMenu.counters("+1/+1")); onTriggered: permanentMenu.addCounter("+1/+1", 1) }
        MenuItem { text: qsTr("Take a +1/+1 counter off"); enabled: permanentMenu.counters("+1/+1") > 0; onTriggered: permanentMenu.addCounter("+1/+1", -1) }
        MenuItem { text: qsTr("-1/-1 counter (now %1)").arg(permanentMenu.counters("-1/-1")); onTriggered: permanentMenu.addCounter("-1/-1", 1) }
        MenuItem { text: qsTr("Loyalty +1 (now %1)").arg(permanentMenu.counters("loyalty")); onTriggered: permanentMenu.addCounter("loyalty", 1) }
        MenuItem { text: qsTr("Loyalty −1"); enabled: permanentMenu.counters("loyalty") > 0; onTriggered: permanentMenu.addCounter("loyalty", -1) }
        MenuItem {
            text: permanentMenu.info.backFaceUp ? qsTr("Turn it front face up") : qsTr("Turn it back face up")
            enabled: permanentMenu.info.doubleFaced === true
            onTriggered: permanentMenu.edit({ backFaceUp: !permanentMenu.info.backFaceUp })
        }
        Repeater {
            model: root.playerNames
            delegate: MenuItem {
                required property string modelData
                required property int index
                visible: index !== permanentMenu.info.controller
                height: visible ? implicitHeight : 0
                text: qsTr("Give control to %1").arg(modelData)
                onTriggered: permanentMenu.edit({ controller: index })
            }
        }
        MenuSeparator {}
        Repeater {
            model: root.zoneTitles.slice(1)
            delegate: MenuItem {
                required property string modelData
                required property int index
                text: qsTr("Move to its owner's %1").arg(modelData.toLowerCase())
                onTriggered: root.controller.editor.editMovePermanent(permanentMenu.objectId, root.zoneKeys[index + 1], root.placed)
            }
        }
        MenuItem { text: qsTr("Remove from the game"); onTriggered: root.controller.editor.editRemove(permanentMenu.objectId, -1) }
    }
}
