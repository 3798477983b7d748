// PreferencesDialog: Edit > Preferences… (Ctrl+,). What the table remembers between runs and
// that a player may want to set in one place: the computer opponent's time per decision and its
// pace (issue 13), the hot-seat curtain and auto-pass (issue 12), and motion. Every change
// applies at once and is kept (Preferences, QSettings); Esc or Close shuts the dialog.
//
// Properties:
//   computer (required)    : ComputerOpponent  budgetMs (100..10000) and paceMs (0..5000)
//   preferences (required) : Preferences       hotSeatCurtain, motionScale
//   stops (required)       : PriorityStops     autoPass
// Functions:
//   open()
import QtQuick
import QtQuick.Controls
import DayNight.Models

Popup {
    id: dialog

    required property ComputerOpponent computer
    required property Preferences preferences
    required property PriorityStops stops

    objectName: "preferencesDialog"
    anchors.centerIn: parent
    width: Math.min(560, parent.width - 40)
    height: Math.min(column.implicitHeight + 40, parent.height - 40)
    modal: true
    focus: true
    padding: 18
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; border.width: 2; radius: 10 }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true

        Column {
            id: column
            width: parent.width
            spacing: 10

            Text {
                text: qsTr("Preferences")
                color: Theme.textOnDark
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }

            Text {
                text: qsTr("Computer opponent")
                color: Theme.highlight
                font.pixelSize: Theme.fontNormal
                font.bold: true
            }
            Row {
                spacing: 10
                Label {
                    width: 250
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Time to think per decision (seconds)")
                    color: Theme.textOnDark
                    wrapMode: Text.WordWrap
                }
                SpinBox {
                    id: budgetBox
                    objectName: "budgetBox"
                    from: 1
                    to: 100
                    editable: true
                    value: Math.round(dialog.computer.budgetMs / 100)
                    textFromValue: (value, locale) => Number(value / 10).toLocaleString(locale, "f", 1)
                    valueFromText: (text, locale) => Math.round(Number.fromLocaleString(locale, text) * 10)
                    onValueModified: dialog.computer.budgetMs = budgetBox.value * 100
                    Accessible.name: qsTr("Time the computer thinks per decision, in seconds")
                }
            }
            Row {
                spacing: 10
                Label {
                    width: 250
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Pace of its actions")
                    color: Theme.textOnDark
                }
                ComboBox {
                    id: paceBox
                    objectName: "paceBox"
                    width: 220
                    readonly property var paces: [0, 350, 700, 1400]
                    model: [qsTr("Instant"), qsTr("Fast (0.35 s)"), qsTr("Normal (0.7 s)"), qsTr("Slow (1.4 s)")]
                    currentIndex: {
                        let best = 0
                        for (let i = 1; i < paceBox.paces.length; ++i)
                            if (Math.abs(paceBox.paces[i] - dialog.computer.paceMs) < Math.abs(paceBox.paces[best] - dialog.computer.paceMs))
                                best = i
                        return best
                    }
                    onActivated: index => dialog.computer.paceMs = paceBox.paces[index]
                    Accessible.name: qsTr("Pace of the computer's actions")
                }
            }
            Text {
                width: parent.width
                wrapMode: Text.WordWrap
                color: Theme.textOnDarkMuted
                font.pixelSize: Theme.fontSmall
                text: qsTr("The computer searches until its time is up or it has played 400 games in its head, whichever comes first; each action then waits for the pace so you can follow it in the log.")
            }

            Text {
                text: qsTr("Table")
                color: Theme.highlight
                font.pixelSize: Theme.fontNormal
                font.bold: true
            }
            CheckBox {
                objectName: "curtainBox"
                text: qsTr("Hot-seat curtain between players at one screen")
                palette.windowText: Theme.textOnDark
                checked: dialog.preferences.hotSeatCurtain
                onToggled: dialog.preferences.hotSeatCurtain = checked
            }
            CheckBox {
                objectName: "autoPassBox"
                text: qsTr("Pass automatically where a player has no stop")
                palette.windowText: Theme.textOnDark
                checked: dialog.stops.autoPass
                onToggled: dialog.stops.autoPass = checked
            }
            Row {
                spacing: 10
                Label {
                    width: 250
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Motion")
                    color: Theme.textOnDark
                }
                ComboBox {
                    id: motionBox
                    objectName: "motionBox"
                    width: 220
                    readonly property var scales: [1, 2, 0]
                    model: [qsTr("Normal"), qsTr("Slow (demonstrations)"), qsTr("Off (reduced motion)")]
                    currentIndex: Math.max(0, motionBox.scales.indexOf(dialog.preferences.motionScale))
                    onActivated: index => dialog.preferences.motionScale = motionBox.scales[index]
                    Accessible.name: qsTr("Motion")
                }
            }
            Button {
                objectName: "closeButton"
                anchors.right: parent.right
                text: qsTr("Close")
                onClicked: dialog.close()
            }
        }
    }
}
