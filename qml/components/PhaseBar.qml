// PhaseBar: the turn, the twelve steps grouped by phase with the current one lit, who holds
// priority, and the Pass button (which says what passing will do).
//
// Properties:
//   turnNumber (required)         : int     e.g. 5; 0 while the opening hands are decided (CR 103.5)
//   activePlayerName (required)   : string  e.g. "Bob"
//   priorityPlayerName (required) : string  e.g. "Alice"; "" hides the priority label
//   step (required)               : string  "untap", "upkeep", "draw", "precombatMain",
//                                           "beginningOfCombat", "declareAttackers",
//                                           "declareBlockers", "combatDamage", "endOfCombat",
//                                           "postcombatMain", "end" or "cleanup"
//   passText (required)           : string  e.g. "Pass: go to combat"
//   skippedSteps                  : list    step keys shown struck through (skipped this turn)
//   passEnabled                   : bool    default true; false greys the button out
//   spaceShortcut                 : bool    default true; Space presses Pass anywhere in the window
//   stopSteps                     : list    step keys where stopsOwner stops (issue 12, part 5):
//                                           each chip shows a stop marker
//   stopsOwner                    : string  whose stops they are, e.g. "Alice"; "" hides the
//                                           markers and makes the steps unclickable
//   stopsOwnTurn                  : bool    the stops of stopsOwner's own turn (true) or of the
//                                           others' turns (the tooltip says which)
//   fullControl                   : bool    stopsOwner has full control (a stop everywhere):
//                                           the priority label says so
//   connections                   : list    a network game's players, each {name, status,
//                                           rttMs, secondsLeft} as ConnectionDot takes them,
//                                           shown as dots under the turn; default []: nothing
//                                           shown, the bar as in hot-seat
// Signals:
//   passClicked()
//   stopToggled(string step)      a click on a step: set or clear stopsOwner's stop there
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root

    required property int turnNumber
    required property string activePlayerName
    required property string priorityPlayerName
    required property string step
    required property string passText
    /// Step keys drawn struck through: steps this turn skips (e.g. no attackers, CR 508.8).
    property var skippedSteps: []
    property bool passEnabled: true
    property bool spaceShortcut: true
    property var stopSteps: []
    property string stopsOwner: ""
    property bool stopsOwnTurn: true
    property bool fullControl: false
    property var connections: []
    /// The game has ended: the title says so and the button starts a new game (`newGameClicked`).
    property bool gameOver: false

    signal newGameClicked()

    signal passClicked()
    signal stopToggled(string step)

    // Display labels only; the order of steps is CR 500.1 (phases) and 501-514 (steps).
    readonly property var phases: [
        { title: qsTr("Beginning"), steps: [
            { key: "untap", label: qsTr("Untap") },
            { key: "upkeep", label: qsTr("Upkeep") },
            { key: "draw", label: qsTr("Draw") } ] },
        { title: "", steps: [ { key: "precombatMain", label: qsTr("Main 1") } ] },
        { title: qsTr("Combat"), steps: [
            { key: "beginningOfCombat", label: qsTr("Begin") },
            { key: "declareAttackers", label: qsTr("Attackers") },
            { key: "declareBlockers", label: qsTr("Blockers") },
            { key: "combatDamage", label: qsTr("Damage") },
            { key: "endOfCombat", label: qsTr("End") } ] },
        { title: "", steps: [ { key: "postcombatMain", label: qsTr("Main 2") } ] },
        { title: qsTr("Ending"), steps: [
            { key: "end", label: qsTr("End") },
            { key: "cleanup", label: qsTr("Cleanup") } ] }
    ]

    implicitWidth: 1600
    implicitHeight: 60
    color: Theme.panel
    border.color: Theme.panelBorder
    border.width: 1

    Shortcut {
        sequence: "Space"
        enabled: root.spaceShortcut && root.passEnabled && root.visible
        onActivated: root.passClicked()
    }

    // Left: the turn and the steps; right: who has priority and Pass. Placed as the RowLayout
    // that did it placed them (whole-pixel widths and positions, each item centred in the
    // height), without the Layouts module to load at start-up for one row.
    Item {
        anchors.fill: parent
        anchors.leftMargin: 14
        anchors.rightMargin: 10

        Text {
            id: turnLabel
            objectName: "turnLabel"
            // Raised to make room for the connections under it in a network game.
            y: connectionRow.visible ? Math.round((parent.height - height - connectionRow.height - 1) / 2)
                                     : Math.round((parent.height - height) / 2)
            // Turn 0: the opening hands are being decided (CR 103.5), before the first turn.
            text: root.gameOver ? qsTr("Game over · turn %1").arg(root.turnNumber)
                  : root.turnNumber === 0 ? qsTr("Opening hands · %1 starts").arg(root.activePlayerName)
                  : qsTr("Turn %1 · %2's turn").arg(root.turnNumber).arg(root.activePlayerName)
            color: Theme.textPrimary
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }

        // Each player's connection (network play): a dot and the round trip, under the turn.
        Row {
            id: connectionRow
            objectName: "connectionRow"
            visible: root.connections.length > 0
            y: turnLabel.y + turnLabel.height + 1
            spacing: 12
            Repeater {
                model: root.connections
                delegate: ConnectionDot {
                    id: connection
                    required property var modelData
                    objectName: "connection_" + connection.modelData.name
                    name: connection.modelData.name ?? ""
                    status: connection.modelData.status ?? ""
                    rttMs: connection.modelData.rttMs ?? -1
                    secondsLeft: connection.modelData.secondsLeft ?? -1
                }
            }
        }

        Row {
            id: phaseRow
            objectName: "phaseRow"
            x: Math.ceil(Math.max(turnLabel.implicitWidth, connectionRow.visible ? connectionRow.implicitWidth : 0)) + 18
            y: Math.round((parent.height - height) / 2)
            spacing: 10
            // Narrowed (never under the Pass button) where the steps do not fit beside it: the
            // large text of presentation sizes (Theme.zoom) on a window of 1600 px or less.
            transformOrigin: Item.Left
            scale: Math.min(1, Math.max(0.5, (passButton.x - 12 - phaseRow.x) / Math.max(1, phaseRow.width)))

            Repeater {
                model: root.phases
                delegate: Column {
                    id: phase
                    required property var modelData
                    spacing: 2

                    Text {
                        text: phase.modelData.title !== "" ? phase.modelData.title : " "
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontTiny
                        font.capitalization: Font.AllUppercase
                    }
                    Rectangle {
                        width: stepRow.implicitWidth + 6
                        height: stepRow.implicitHeight + 6
                        radius: 6
                        color: "#1a1d22"
                        border.color: Theme.panelBorder
                        Row {
                            id: stepRow
                            anchors.centerIn: parent
                            spacing: 3
                            Repeater {
                                model: phase.modelData.steps
                                delegate: Rectangle {
                                    id: chip
                                    required property var modelData
                                    readonly property bool current: chip.modelData.key === root.step
                                    readonly property bool skipped: root.skippedSteps.indexOf(chip.modelData.key) >= 0
                                    /// No player receives priority in the untap step, and
                                    /// normally none in cleanup (CR 502.4, 514.3): no stop.
                                    readonly property bool stoppable: chip.modelData.key !== "untap" && chip.modelData.key !== "cleanup"
                                    readonly property bool hasStop: root.stopsOwner !== "" && root.stopSteps.indexOf(chip.modelData.key) >= 0
                                    objectName: "step_" + chip.modelData.key
                                    width: chipText.implicitWidth + 14
                                    height: chipText.implicitHeight + 8
                                    radius: 4
                                    color: chip.current ? Theme.accent : stopArea.containsMouse && chip.stoppable ? "#2d333d" : "transparent"
                                    // The stop marker: a small red octagon-like dot, top right.
                                    Rectangle {
                                        objectName: "stopMark"
                                        visible: chip.hasStop
                                        width: 7
                                        height: 7
                                        radius: 2
                                        anchors { right: parent.right; top: parent.top; margins: 1 }
                                        color: Theme.damage
                                        border.color: "#f1f1f1"
                                        border.width: 1
                                    }
                                    MouseArea {
                                        id: stopArea
                                        anchors.fill: parent
                                        enabled: root.stopsOwner !== "" && chip.stoppable
                                        hoverEnabled: true
                                        cursorShape: Qt.PointingHandCursor
                                        onClicked: root.stopToggled(chip.modelData.key)
                                    }
                                    ToolTip.visible: stopArea.containsMouse
                                    ToolTip.delay: 600
                                    ToolTip.text: (chip.hasStop ? qsTr("%1 stops here in %2 (red mark). Click: pass here automatically.")
                                                             : qsTr("%1 passes here automatically in %2. Click: stop here."))
                                                  .arg(root.stopsOwner)
                                                  .arg(root.stopsOwnTurn ? qsTr("their own turns") : qsTr("the others' turns"))
                                    Text {
                                        id: chipText
                                        anchors.centerIn: parent
                                        text: chip.modelData.label
                                        color: chip.current ? "#0b1a2b" : Theme.textMuted
                                        opacity: chip.skipped ? 0.45 : 1
                                        font.pixelSize: Theme.fontSmall
                                        font.bold: chip.current
                                        font.strikeout: chip.skipped
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        Text {
            objectName: "priorityLabel"
            x: passButton.x - 18 - Math.ceil(implicitWidth)
            y: Math.round((parent.height - height) / 2)
            // Only where there is room beside the steps (a narrow window: the Pass button and the
            // player area's "has priority" say it).
            visible: root.priorityPlayerName !== "" && x > phaseRow.x + phaseRow.width + 12
            text: root.fullControl ? qsTr("priority: %1 · full control (F)").arg(root.priorityPlayerName) : qsTr("priority: %1").arg(root.priorityPlayerName)
            color: root.fullControl ? Theme.warning : Theme.textPrimary
            font.pixelSize: Theme.fontNormal
        }

        Button {
            id: passButton
            objectName: "passButton"
            x: parent.width - width
            y: Math.round((parent.height - height) / 2)
            width: Math.ceil(implicitWidth)
            // The key is named only when it works (not while the computer thinks).
            text: root.gameOver ? qsTr("New game…  (Ctrl+N)") : root.passText + (root.passEnabled ? "  " + qsTr("(Space)") : "")
            enabled: root.passEnabled || root.gameOver
            // No focus: Space goes to the window shortcut, never to a second "press".
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.fontNormal
            font.bold: true
            leftPadding: 16
            rightPadding: 16
            topPadding: 8
            bottomPadding: 8
            onClicked: root.gameOver ? root.newGameClicked() : root.passClicked()

            contentItem: Text {
                text: passButton.text
                font: passButton.font
                color: passButton.enabled ? "#0b1a2b" : Theme.textMuted
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                implicitWidth: 120
                implicitHeight: 36
                radius: 6
                color: !passButton.enabled ? "#3a3f48"
                     : passButton.down ? Qt.darker(Theme.accent, 1.3)
                     : passButton.hovered ? Qt.lighter(Theme.accent, 1.15) : Theme.accent
                border.color: Qt.darker(Theme.accent, 1.6)
            }
        }
    }
}
