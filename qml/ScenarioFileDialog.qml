// ScenarioFileDialog: the dialog that opens a scenario or saved position, or saves the position.
// In a file of its own, loaded by Main.qml the first time a file dialog opens: QtQuick.Dialogs
// (and what its dialogs import) is not needed to draw the table, so it is imported only then.
//
// Properties:
//   saving (required) : bool  true: save the position (a .json file name); false: open a file
//                             (a scenario, or position text: rules/positiontext.h, *.dnpos)
// Signals:
//   chosen(string url)  the file accepted, as a URL string
import QtQuick
import QtQuick.Dialogs

// No id: `daynight --self-test` names a dialog by its id, else by its objectName ("openDialog",
// "saveDialog", given by Main.qml); the properties below are this object's own.
FileDialog {
    required property bool saving

    signal chosen(string url)

    title: saving ? qsTr("Save the position") : qsTr("Open a scenario or saved position")
    fileMode: saving ? FileDialog.SaveFile : FileDialog.OpenFile
    acceptLabel: saving ? qsTr("Save") : qsTr("Open")
    defaultSuffix: saving ? "json" : ""
    nameFilters: saving ? [qsTr("Scenario files (*.json)")]
                        : [qsTr("Scenarios and positions (*.json *.dnpos)"), qsTr("Position text (*.dnpos)"), qsTr("All files (*)")]
    onAccepted: chosen(selectedFile.toString())
}
