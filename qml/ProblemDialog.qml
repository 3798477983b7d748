// ProblemDialog: a problem the player must read (a file that cannot be opened or saved, a
// missing module): the whole text, until dismissed. In a file of its own, loaded by Main.qml
// (by URL) the first time there is one: Dialog is not needed to draw the table.
//
// Functions: show(title, text) sets both and opens the dialog.
import QtQuick
import QtQuick.Controls

Dialog {
    id: messageDialog

    property alias text: messageText.text

    function show(title, text) {
        messageDialog.title = title
        messageDialog.text = text
        messageDialog.open()
    }

    anchors.centerIn: parent
    width: Math.min(640, parent.width - 40)
    modal: true
    standardButtons: Dialog.Ok

    Text {
        id: messageText
        width: messageDialog.availableWidth
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontNormal
    }
}
