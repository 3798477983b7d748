// ChatLine: the short chat of a network game, one line under the log. Enter sends what was typed
// (trimmed; nothing when blank) and clears the field; Esc leaves the field (its text kept) and
// gives the keys back to the table. What is sent comes back into the log as "Bob: good game".
//
// Properties:
//   maximumLength : int     the longest message in characters (default 200; the session
//                           refuses longer ones)
//   text          : string  (alias) what is typed so far
//   placeholder   : string  the hint shown while empty
//   typing        : bool    (readonly) the field has the keys (the table's one-key shortcuts
//                           are off meanwhile)
// Functions: focusField() gives the field the keys.
// Signals:
//   sendChat(string text)  Enter with something typed: the trimmed message
//   finished()             Esc: the field let go of the keys (the table takes them back)
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root

    property int maximumLength: 200
    property alias text: field.text
    property string placeholder: qsTr("Say something to the table (Enter sends)")
    readonly property bool typing: field.activeFocus

    signal sendChat(string text)
    signal finished()

    function focusField() {
        field.forceActiveFocus()
    }
    function send() {
        const message = field.text.trim()
        if (message === "")
            return
        root.sendChat(message)
        field.clear()
    }

    objectName: "chatLine"
    implicitWidth: 360
    implicitHeight: field.implicitHeight + 8
    color: Theme.panel
    border.color: field.activeFocus ? Theme.accent : Theme.panelBorder
    border.width: 1
    radius: 8

    TextField {
        id: field
        objectName: "chatField"
        anchors { left: parent.left; right: counter.visible ? counter.left : parent.right; verticalCenter: parent.verticalCenter; leftMargin: 6; rightMargin: 4 }
        maximumLength: root.maximumLength
        placeholderText: root.placeholder
        placeholderTextColor: Theme.textMuted
        color: Theme.textPrimary
        selectionColor: Theme.accent
        selectedTextColor: "#0b1a2b"
        font.pixelSize: Theme.fontSmall
        background: null
        Accessible.name: qsTr("Chat")
        Keys.onReturnPressed: root.send()
        Keys.onEnterPressed: root.send()
        Keys.onEscapePressed: {
            field.focus = false
            root.finished()
        }
    }
    // The characters left, once few are.
    Text {
        id: counter
        objectName: "chatCounter"
        anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: 8 }
        readonly property int remaining: root.maximumLength - field.length
        visible: counter.remaining <= 20
        text: counter.remaining
        color: counter.remaining === 0 ? Theme.warning : Theme.textMuted
        font.pixelSize: Theme.fontTiny
    }
}
