// TableMenu: a menu of the table's menu bar (issue 12: menu items are not cut off). As wide as
// its widest item (Qt Quick Controls' Basic Menu is a fixed 200 px and elides), and each item
// made from an Action shows the Action's shortcut at its right edge, as desktop menus do.
//
// Properties: those of Menu. The shortcut shown is the Action's `keys` (a string property of its
// own, for keys a Shortcut elsewhere handles), else its `shortcut`: a key sequence
// string as written ("Ctrl+Shift+N"), or a StandardKey the table uses (Open, Save, Quit, Undo,
// Redo) in its X11/KDE form.
import QtQuick
import QtQuick.Controls

Menu {
    id: root

    /// The shortcut text of an Action (see above), "" when it has none.
    function keysOf(action) {
        if (!action)
            return ""
        // An Action whose keys are handled elsewhere (Space, Enter: a text field keeps them)
        // names them in its own `keys` property.
        if (typeof action.keys === "string")
            return action.keys
        if (action.shortcut === undefined || action.shortcut === null)
            return ""
        const shortcut = action.shortcut
        if (typeof shortcut === "string")
            return shortcut
        switch (shortcut) {
        case StandardKey.Open: return "Ctrl+O"
        case StandardKey.Save: return "Ctrl+S"
        case StandardKey.Quit: return "Ctrl+Q"
        case StandardKey.Undo: return "Ctrl+Z"
        case StandardKey.Redo: return "Ctrl+Shift+Z"
        default: return ""
        }
    }

    // The widest item decides (re-read as items are added on first opening).
    width: {
        let widest = 200
        for (let i = 0; i < root.count; ++i) {
            const item = root.itemAt(i)
            if (item)
                widest = Math.max(widest, item.implicitWidth)
        }
        return Math.min(widest + root.leftPadding + root.rightPadding, 640)
    }

    delegate: MenuItem {
        id: menuItem
        readonly property string keys: root.keysOf(menuItem.action)
        rightPadding: menuItem.keys !== "" ? keysText.implicitWidth + 36 : 12
        Text {
            id: keysText
            objectName: "menuItemKeys"
            visible: menuItem.keys !== ""
            anchors.right: parent.right
            anchors.rightMargin: 12
            anchors.verticalCenter: parent.verticalCenter
            text: menuItem.keys
            color: menuItem.enabled ? "#555a63" : "#a0a4aa"
            font.pixelSize: 12
        }
    }
}
