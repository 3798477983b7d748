// ConfirmDialog: a question the player answers before the table goes on (nothing lost, issue 10):
// "Save the unsaved work first?" (Save / Discard / Cancel) or "Restore the last session?"
// (Restore / Discard). In a file of its own, loaded by Main.qml (by URL) the first time it asks.
//
// Functions: ask(title, text, acceptText, discardText, cancellable, handler) shows the question
// with a button for each answer ("" leaves that button out) and calls handler("accept"),
// handler("discard") or handler("cancel") once, with the answer. Enter gives "accept" (when that
// button is shown), Esc "cancel" (when cancellable).
import QtQuick
import QtQuick.Controls

Dialog {
    id: confirmDialog

    property var handler: null
    property string answer: "cancel"

    function ask(title, text, acceptText, discardText, cancellable, handler) {
        confirmDialog.title = title
        questionText.text = text
        acceptButton.text = acceptText
        acceptButton.visible = acceptText !== ""
        discardButton.text = discardText
        discardButton.visible = discardText !== ""
        cancelButton.visible = cancellable
        confirmDialog.closePolicy = cancellable ? Popup.CloseOnEscape : Popup.NoAutoClose
        confirmDialog.handler = handler
        confirmDialog.answer = "cancel"
        confirmDialog.open()
    }
    function finish(answer) {
        confirmDialog.answer = answer
        confirmDialog.close()
    }

    anchors.centerIn: parent
    width: Math.min(620, parent.width - 40)
    modal: true
    focus: true // the keys below: Enter gives the first answer, Esc cancels (closePolicy)
    // Each question starts with the keys on the question, not on a button clicked last time.
    onOpened: questionText.forceActiveFocus()
    onClosed: {
        const h = confirmDialog.handler
        confirmDialog.handler = null
        if (h)
            h(confirmDialog.answer)
    }

    Text {
        id: questionText
        width: confirmDialog.availableWidth
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontNormal
        focus: true
        // Enter answers with the button that asks (Concede, Delete, Save…), as a desktop dialog's
        // default button does; the click it replaces was the same explicit answer.
        Keys.onReturnPressed: event => confirmDialog.acceptByKey(event)
        Keys.onEnterPressed: event => confirmDialog.acceptByKey(event)
    }
    function acceptByKey(event) {
        event.accepted = true
        if (acceptButton.visible)
            confirmDialog.finish("accept")
    }
    footer: DialogButtonBox {
        Button { id: acceptButton; objectName: "confirmAccept"; DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole; onClicked: confirmDialog.finish("accept") }
        Button { id: discardButton; objectName: "confirmDiscard"; DialogButtonBox.buttonRole: DialogButtonBox.DestructiveRole; onClicked: confirmDialog.finish("discard") }
        Button { id: cancelButton; objectName: "confirmCancel"; text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole; onClicked: confirmDialog.finish("cancel") }
    }
}
