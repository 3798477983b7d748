// StopsDialog: Game > Stops… (Shift+S; issue 12, part 5). Every seat's stops in one grid, as
// MTGO's and Arena's stops: a row for the seat's own turns and one for the other players' turns,
// a column per step where priority can be held (not untap or cleanup, CR 502.4, 514.3). A checked
// box is a stop; elsewhere, with auto-pass on, the table passes for that player. Whatever the
// boxes say, a decision is never passed, and another player's spell or ability on the stack
// always stops a player. The phase bar shows and sets the same stops (click a step, or S).
//
// Properties:
//   stops (required)       : PriorityStops  the seats' stops and the auto-pass switch
//   playerNames (required) : list of string the players in seat order ("Alice", "Bob"...)
//   autoPassOff            : string         why the table does not auto-pass now ("" if it does)
// Functions:
//   open()
import QtQuick
import QtQuick.Controls
import DayNight.Models

Popup {
    id: stopsDialog

    required property PriorityStops stops
    required property var playerNames
    property string autoPassOff: ""

    readonly property var steps: [
        { key: "upkeep", label: qsTr("Upkeep") }, { key: "draw", label: qsTr("Draw") },
        { key: "precombatMain", label: qsTr("Main 1") }, { key: "beginningOfCombat", label: qsTr("Begin") },
        { key: "declareAttackers", label: qsTr("Attackers") }, { key: "declareBlockers", label: qsTr("Blockers") },
        { key: "combatDamage", label: qsTr("Damage") }, { key: "endOfCombat", label: qsTr("End combat") },
        { key: "postcombatMain", label: qsTr("Main 2") }, { key: "end", label: qsTr("End") }
    ]
    /// One row per seat and kind of turn: [{seat, own, label}].
    readonly property var rows: {
        const out = []
        for (let seat = 0; seat < stopsDialog.playerNames.length; ++seat) {
            out.push({ seat: seat, own: true, label: qsTr("%1, own turn").arg(stopsDialog.playerNames[seat]) })
            out.push({ seat: seat, own: false, label: qsTr("%1, others' turns").arg(stopsDialog.playerNames[seat]) })
        }
        return out
    }
    readonly property int labelWidth: 190
    readonly property int cellWidth: 66

    objectName: "stopsDialog"
    anchors.centerIn: parent
    width: Math.min(stopsDialog.labelWidth + stopsDialog.steps.length * stopsDialog.cellWidth + 40, parent.width - 40)
    height: Math.min(column.implicitHeight + 40, parent.height - 40)
    modal: true
    focus: true
    padding: 18
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; border.width: 2; radius: 10 }

    Flickable {
        anchors.fill: parent
        contentWidth: column.implicitWidth
        contentHeight: column.implicitHeight
        clip: true

        Column {
            id: column
            spacing: 10

            Text {
                text: qsTr("Stops")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.textOnDark
            }
            Text {
                width: stopsDialog.labelWidth + stopsDialog.steps.length * stopsDialog.cellWidth
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontSmall
                color: Theme.textOnDarkMuted
                text: qsTr("Where the table stops for each player. Elsewhere it passes priority for them (CR 117.3d), and the log says what it passed. A decision (attackers, blockers, targets, a choice, a discard) is never passed, and another player's spell or ability on the stack always stops you. The combat steps after the attack stop only when creatures attack. Click a step on the phase bar (or press S) to set the stop of whoever acts there.")
            }
            CheckBox {
                objectName: "autoPassBox"
                text: qsTr("Auto-pass: pass for a player where they have no stop")
                checked: stopsDialog.stops.autoPass
                onToggled: stopsDialog.stops.autoPass = checked
                palette.windowText: Theme.textOnDark
            }
            Text {
                visible: stopsDialog.stops.autoPass && stopsDialog.autoPassOff !== ""
                width: stopsDialog.labelWidth + stopsDialog.steps.length * stopsDialog.cellWidth
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontSmall
                color: Theme.warning
                text: qsTr("Not now: %1").arg(stopsDialog.autoPassOff)
            }
            // The grid: a header of steps, then a row per seat and kind of turn.
            Row {
                Item { width: stopsDialog.labelWidth; height: 1 }
                Repeater {
                    model: stopsDialog.steps
                    delegate: Text {
                        required property var modelData
                        width: stopsDialog.cellWidth
                        horizontalAlignment: Text.AlignHCenter
                        text: modelData.label
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textMuted
                    }
                }
            }
            Repeater {
                model: stopsDialog.rows
                delegate: Row {
                    id: stopRow
                    required property var modelData
                    Text {
                        width: stopsDialog.labelWidth
                        height: 32
                        verticalAlignment: Text.AlignVCenter
                        text: stopRow.modelData.label
                        elide: Text.ElideRight
                        font.pixelSize: Theme.fontNormal
                        font.bold: stopRow.modelData.own
                        color: Theme.textOnDark
                    }
                    Repeater {
                        model: stopsDialog.steps
                        delegate: Item {
                            id: cell
                            required property var modelData
                            width: stopsDialog.cellWidth
                            height: 32
                            CheckBox {
                                objectName: "stop_" + stopRow.modelData.seat + "_" + (stopRow.modelData.own ? "own" : "others") + "_" + cell.modelData.key
                                anchors.centerIn: parent
                                checked: stopsDialog.stops.revision >= 0 && stopsDialog.stops.stopsAt(stopRow.modelData.seat, stopRow.modelData.own, cell.modelData.key)
                                onToggled: stopsDialog.stops.setStop(stopRow.modelData.seat, stopRow.modelData.own, cell.modelData.key, checked)
                            }
                        }
                    }
                }
            }
            Row {
                spacing: 10
                Button {
                    objectName: "stopsDefaults"
                    text: qsTr("Restore the defaults")
                    onClicked: stopsDialog.stops.restoreDefaults()
                }
                Button {
                    objectName: "stopsClose"
                    text: qsTr("Close")
                    onClicked: stopsDialog.close()
                }
            }
        }
    }
}
