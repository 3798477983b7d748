// ReportDialog: Help > Report a problem (Ctrl+Shift+R). The tester writes what went wrong and
// what they expected; "Save report…" asks Main.qml for a file and a screenshot, then
// GameController.writeReport() writes one file with the whole record, the log with its
// citations, the version and build, the screenshot and these notes. Opening that file lands on
// the same position with the same history. Loaded by Main.qml (by URL) the first time.
//
// Keys: Enter (or Return) in either field saves, as "Save report…" does; Shift+Enter starts a
// new line; Tab moves to the other field; Esc cancels.
//
// Properties: note, expected (string, readonly aliases of the fields).
// Signals: saveRequested() the tester pressed "Save report…" (the dialog has closed).
import QtQuick
import QtQuick.Controls

Dialog {
    id: reportDialog

    readonly property alias note: noteField.text
    readonly property alias expected: expectedField.text

    signal saveRequested()

    /// Enter saves the report; Shift+Enter is left to the field (a new line).
    function enterPressed(event) {
        if (event.modifiers & Qt.ShiftModifier) {
            event.accepted = false
            return
        }
        reportDialog.accept()
    }

    anchors.centerIn: parent
    width: Math.min(700, parent.width - 40)
    modal: true
    title: qsTr("Report a problem")
    onOpened: noteField.forceActiveFocus()

    Column {
        width: reportDialog.availableWidth
        spacing: 8
        Text {
            width: parent.width
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            text: qsTr("The report holds the game from its start to this point (every action, so it replays), the log with its rule citations, this program's version and build, a screenshot of the table, and your notes. Send the file to the developers; they open it with File > Open or run it with daynight --headless --scenario FILE. Enter saves; Shift+Enter starts a new line.")
        }
        Label { text: qsTr("What went wrong?") }
        TextArea {
            id: noteField
            objectName: "reportNote"
            width: parent.width
            height: 90
            wrapMode: TextEdit.Wrap
            placeholderText: qsTr("e.g. Tovolar's trigger drew two cards for one Wolf")
            // Tab moves on to the next field (a tab character is no use in a report).
            KeyNavigation.priority: KeyNavigation.BeforeItem
            KeyNavigation.tab: expectedField
            Keys.onReturnPressed: event => reportDialog.enterPressed(event)
            Keys.onEnterPressed: event => reportDialog.enterPressed(event)
            background: Rectangle { border.color: noteField.activeFocus ? Theme.accent : Theme.panelBorder; radius: 3 }
        }
        Label { text: qsTr("What did you expect?") }
        TextArea {
            id: expectedField
            objectName: "reportExpected"
            width: parent.width
            height: 70
            wrapMode: TextEdit.Wrap
            placeholderText: qsTr("e.g. one card per Wolf that dealt damage (ruling 10)")
            KeyNavigation.priority: KeyNavigation.BeforeItem
            KeyNavigation.backtab: noteField
            Keys.onReturnPressed: event => reportDialog.enterPressed(event)
            Keys.onEnterPressed: event => reportDialog.enterPressed(event)
            background: Rectangle { border.color: expectedField.activeFocus ? Theme.accent : Theme.panelBorder; radius: 3 }
        }
    }
    footer: DialogButtonBox {
        Button { objectName: "reportSave"; text: qsTr("Save report…"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
        Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
    }
    onAccepted: reportDialog.saveRequested()
}
