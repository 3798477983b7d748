// AskXDialog: asks for X (a cost with {X}) before an ability is activated or a spell is cast.
// In a file of its own, loaded by Main.qml (by URL) the first time X is asked: Dialog and
// SpinBox are not needed to draw the table, so they are compiled only then.
//
// Properties (set by the caller, read back when the dialog is accepted):
//   objectId : int  the permanent whose ability needs X, or -1 for a spell (cardId)
//   cardId   : int  the card to cast when objectId is -1
//   index    : int  the ability's index
//   value    : int (readonly) the X chosen
// Signals: accepted() (Dialog's)
import QtQuick
import QtQuick.Controls

Dialog {
    id: xDialog

    property int objectId: -1
    property int cardId: -1
    property int index: -1
    readonly property int value: xBox.value

    title: qsTr("Choose X")
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel

    SpinBox { id: xBox; from: 0; to: 20; value: 1; editable: true }
}
