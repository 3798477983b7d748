// WhatIfPanel: a lesson step's outcome beside its "what if" (issue 11, part 4), e.g. "Bob casts
// one spell" against "Bob casts two spells" at the next untap: one row per thing compared (day or
// night, the turn, each player's life and hand, each permanent's face), the rows that differ
// marked. "Play it on the table" plays the what-if as a variation of the record.
//
// Properties:
//   lesson (required) : LessonPlayer
// Signals:
//   closeRequested()
import QtQuick
import QtQuick.Controls
import DayNight.Models

Rectangle {
    id: root

    required property LessonPlayer lesson
    signal closeRequested()

    readonly property var comparison: root.lesson.whatIf
    readonly property var rows: root.comparison.rows ?? []
    readonly property real column: (root.width - 48) / 3

    objectName: "whatIfPanel"
    width: 900
    height: Math.min(header.height + list.contentHeight + buttons.height + 60, 640)
    radius: 12
    color: Qt.rgba(0.05, 0.07, 0.1, 0.95)
    border.color: Theme.warning
    border.width: 2

    Column {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 16 }
        spacing: 8
        Text {
            text: qsTr("What if? The same point, two ways")
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.textOnDark
        }
        Row {
            Text { width: root.column; text: qsTr("after this step"); color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontNormal }
            Text { width: root.column; text: qsTr("Lesson: ") + (root.comparison.mainLabel ?? ""); color: Theme.accent; font.pixelSize: Theme.fontNormal; font.bold: true; wrapMode: Text.Wrap }
            Text { width: root.column; text: qsTr("What if: ") + (root.comparison.label ?? ""); color: Theme.warning; font.pixelSize: Theme.fontNormal; font.bold: true; wrapMode: Text.Wrap }
        }
    }
    ListView {
        id: list
        objectName: "whatIfRows"
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: buttons.top; margins: 16 }
        clip: true
        model: root.rows
        delegate: Rectangle {
            id: row
            required property var modelData
            width: list.width
            // A long entry (the order of events in the untap step) wraps rather than elides.
            height: Math.max(28, cells.implicitHeight + 6)
            color: row.modelData.differs ? Qt.rgba(0.91, 0.39, 0.11, 0.28) : "transparent"
            radius: 4
            Row {
                id: cells
                anchors.verticalCenter: parent.verticalCenter
                Text { width: root.column; text: row.modelData.what; color: Theme.textOnDarkMuted; font.pixelSize: Theme.fontNormal; wrapMode: Text.Wrap }
                Text { width: root.column; text: row.modelData.main; color: Theme.textOnDark; font.pixelSize: Theme.fontNormal; font.bold: row.modelData.differs; wrapMode: Text.Wrap }
                Text { width: root.column; text: (row.modelData.differs ? "≠ " : "") + row.modelData.other; color: row.modelData.differs ? Theme.warning : Theme.textOnDark; font.pixelSize: Theme.fontNormal; font.bold: row.modelData.differs; wrapMode: Text.Wrap }
            }
        }
    }
    Row {
        id: buttons
        anchors { right: parent.right; bottom: parent.bottom; margins: 14 }
        spacing: 8
        Button {
            objectName: "whatIfPlay"
            text: qsTr("Play the what-if on the table")
            onClicked: {
                root.closeRequested()
                root.lesson.playWhatIf()
            }
        }
        Button {
            objectName: "whatIfClose"
            text: qsTr("Close")
            onClicked: root.closeRequested()
        }
    }
}
