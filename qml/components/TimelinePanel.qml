// TimelinePanel: the game record's line (GameController.timeline, TimelineModel), grouped by
// turn (sections) and step (a small heading where a step begins), one row per action with its
// marks: ☀/☾ where the designation changed, ⇄ where permanents transformed, "R3" where a seed
// ruling applied, ⑂ where other variations were played from the same point. The row the board
// shows is highlighted; rows after it (what redo would play) are dimmed; rows off the main line
// have an orange edge.
//
// Click a row, or press and drag along the rows, to go there; the wheel scrolls. Right click (or
// the ⑂ badge) opens a menu whose first line names the row (framed while the menu is open): go
// there, switch to another variation (to its last point), promote the line to the main line, delete from that point
// (the table asks first). Keys, only while the panel has the focus (a click on it, Tab, or Ctrl+T
// showing it): Up/Left one back, Down/Right one forward, Home/End, Page Up/Page Down a turn;
// elsewhere these keys do nothing to the game (Ctrl+Z undoes).
//
// Properties:
//   model (required) : TimelineModel  roles node, ply, section, newStep, step, actor, text,
//                                     designation, rulings, transforms, current, future,
//                                     mainLine, variations, variationCount; nodeAt(row),
//                                     turnStartRow(row, direction), currentRow
//   count            : int (readonly) rows shown
// Signals (node = a record node index):
//   jump(node)       go there (the board shows that point)
//   promote(node)    make the line through it the main line
//   deleteFrom(node) delete it and everything after it (Main.qml asks first)
// Functions: stepBy(rows) (-1 back, +1 forward), goToEnd(atEnd), stepTurn(direction),
// showCurrentRow() (scrolls the row the board shows into view).
// No "pragma ComponentBehavior: Bound": Qt 6.4 makes the section delegate in a context of its own,
// which a bound component refuses ("Component is not ready" for every section).
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root

    required property var model
    readonly property int count: list.count

    signal jump(int node)
    signal promote(int node)
    signal deleteFrom(int node)

    function goToRow(row) {
        if (row < 0 || row >= list.count)
            return
        const node = root.model.nodeAt(row)
        if (row !== root.model.currentRow)
            root.jump(node)
    }
    function stepBy(rows) { root.goToRow(Math.max(0, Math.min(list.count - 1, root.model.currentRow + rows))) }
    function goToEnd(atEnd) { root.goToRow(atEnd ? list.count - 1 : 0) }
    function stepTurn(direction) { root.goToRow(root.model.turnStartRow(root.model.currentRow, direction)) }

    implicitWidth: 320
    implicitHeight: 400
    color: Theme.panel
    border.color: activeFocus ? Theme.accent : Theme.panelBorder
    border.width: 1
    radius: 8
    activeFocusOnTab: true

    // The walking keys are the panel's while it has the focus, whatever the window's shortcuts.
    Keys.onShortcutOverride: event => event.accepted = !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.ShiftModifier))
                                                       && [Qt.Key_Up, Qt.Key_Left, Qt.Key_Down, Qt.Key_Right, Qt.Key_Home, Qt.Key_End,
                                                        Qt.Key_PageUp, Qt.Key_PageDown].includes(event.key)
    Keys.onPressed: event => {
        switch (event.key) {
        case Qt.Key_Up: case Qt.Key_Left: root.stepBy(-1); break
        case Qt.Key_Down: case Qt.Key_Right: root.stepBy(1); break
        case Qt.Key_Home: root.goToEnd(false); break
        case Qt.Key_End: root.goToEnd(true); break
        case Qt.Key_PageUp: root.stepTurn(-1); break
        case Qt.Key_PageDown: root.stepTurn(1); break
        default: return
        }
        event.accepted = true
    }

    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; margins: 10 }
        text: qsTr("TIMELINE")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.letterSpacing: 1
    }
    Text {
        anchors { right: parent.right; top: parent.top; margins: 10 }
        text: list.count > 1 ? qsTr("%1 actions").arg(list.count - 1) : ""
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }

    ListView {
        id: list
        objectName: "timelineList"
        anchors { top: heading.bottom; left: parent.left; right: parent.right; bottom: parent.bottom; margins: 8 }
        clip: true
        model: root.model
        boundsBehavior: Flickable.StopAtBounds
        interactive: false // the pointer scrubs; the wheel and the scroll bar scroll
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
        section.property: "section"
        section.delegate: Text {
            required property string section
            width: list.width
            topPadding: 6
            text: section
            color: Theme.textOnDark
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        delegate: Item {
            id: row
            required property int index
            required property int node
            required property int ply
            required property int turn
            required property bool newStep
            required property string step
            required property string actor
            required property string text
            required property string designation
            required property string rulings
            required property int transforms
            required property bool current
            required property bool future
            required property bool mainLine
            required property var variations
            required property int variationCount

            objectName: "timelineRow" + row.index
            width: list.width - 10
            height: line.height + (row.newStep ? stepLabel.height : 0)
            opacity: row.future ? 0.5 : 1

            Text {
                id: stepLabel
                visible: row.newStep
                x: 36
                topPadding: 4
                // Not `visible`: it follows the panel's, and a hidden panel looped the height.
                height: row.newStep ? implicitHeight + 2 : 0
                text: row.step
                color: Theme.textMuted
                font.pixelSize: Theme.fontTiny
                font.italic: true
            }
            Rectangle {
                id: line
                objectName: "timelineLine"
                y: stepLabel.height
                width: parent.width
                height: 22
                radius: 4
                color: row.current ? Qt.rgba(0.30, 0.64, 1.0, 0.45) : "transparent"
                // The row the open menu is for is framed too: what it will act on is in view.
                border.color: rowMenu.opened && rowMenu.node === row.node ? Theme.warning : row.current ? Theme.accent : "transparent"
                Rectangle { // off the main line: an orange edge
                    visible: !row.mainLine
                    width: 3
                    height: parent.height
                    color: Theme.warning
                }
                Text {
                    id: plyText
                    x: 4
                    width: 28
                    anchors.verticalCenter: parent.verticalCenter
                    horizontalAlignment: Text.AlignRight
                    text: row.ply
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontTiny
                }
                Row {
                    id: marks
                    objectName: "timelineMarks"
                    x: 36
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 3
                    Text {
                        objectName: "designationMark"
                        visible: row.designation !== ""
                        text: row.designation === "day" ? "\u2600" : "\u263e"
                        color: row.designation === "day" ? Theme.sun : Theme.moon
                        font.pixelSize: Theme.fontNormal
                    }
                    Text {
                        objectName: "transformMark"
                        visible: row.transforms > 0
                        text: "\u21c4" + (row.transforms > 1 ? row.transforms : "")
                        color: Theme.highlight
                        font.pixelSize: Theme.fontSmall
                    }
                    Rectangle {
                        objectName: "rulingMark"
                        visible: row.rulings !== ""
                        width: rulingText.implicitWidth + 6
                        height: 15
                        radius: 3
                        color: Theme.accent
                        Text {
                            id: rulingText
                            anchors.centerIn: parent
                            text: "R" + row.rulings
                            color: "white"
                            font.pixelSize: Theme.fontTiny
                            font.bold: true
                        }
                    }
                }
                Text {
                    anchors { left: marks.right; leftMargin: marks.width > 0 ? 5 : 0; right: branchBadge.left; verticalCenter: parent.verticalCenter }
                    text: row.text
                    elide: Text.ElideRight
                    color: row.actor === "Editor" ? Theme.highlight : Theme.textOnDark
                    font.pixelSize: Theme.fontSmall
                    font.italic: !row.mainLine
                }
                Text {
                    id: branchBadge
                    objectName: "branchBadge"
                    anchors { right: parent.right; rightMargin: 4; verticalCenter: parent.verticalCenter }
                    visible: row.variationCount > 0
                    width: visible ? implicitWidth : 0
                    text: "\u2442" + row.variationCount
                    color: Theme.warning
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
        }
    }

    // The pointer scrubs: press, then drag along the rows; right click opens the menu. Over the
    // list, leaving the scroll bar's strip on the right to the scroll bar; the row under the
    // pointer is found by mapping the pointer into the list's content (whose origin moves as
    // rows come and go), and the wheel keeps to that content.
    MouseArea {
        id: scrubber
        objectName: "timelineScrubber"
        anchors { fill: list; rightMargin: 10 }
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true
        /// The row under `y` (this area's coordinates), -1 for none.
        function rowAt(y) {
            const p = scrubber.mapToItem(list.contentItem, 10, y)
            return list.indexAt(p.x, p.y)
        }
        onPressed: mouse => {
            root.forceActiveFocus()
            const r = scrubber.rowAt(mouse.y)
            if (mouse.button === Qt.RightButton)
                rowMenu.openFor(r)
            else
                root.goToRow(r)
        }
        onPositionChanged: mouse => {
            if (scrubber.pressedButtons & Qt.LeftButton)
                root.goToRow(scrubber.rowAt(Math.max(0, Math.min(list.height - 1, mouse.y))))
        }
        onWheel: wheel => {
            list.contentY = Math.max(list.originY, Math.min(list.originY + list.contentHeight - list.height, list.contentY - wheel.angleDelta.y / 2))
        }
    }

    // Keeps the row the board shows in view: after every move of the point shown, every change
    // of the line, a new size, and when the panel is made or shown again (a restored session,
    // Ctrl+T), once the list has laid its rows out.
    // At once (the list takes in the model's new rows then), and again once laid out.
    function showCurrentRow() {
        if (root.model.currentRow >= 0 && root.model.currentRow < root.model.count)
            list.positionViewAtIndex(root.model.currentRow, ListView.Contain)
    }
    function showCurrentRowNowAndLater() {
        root.showCurrentRow()
        Qt.callLater(root.showCurrentRow)
    }
    Connections {
        target: root.model
        function onCurrentRowChanged() { root.showCurrentRowNowAndLater() }
    }
    onCountChanged: root.showCurrentRowNowAndLater()
    onHeightChanged: Qt.callLater(root.showCurrentRow)
    onVisibleChanged: if (root.visible) Qt.callLater(root.showCurrentRow)
    Component.onCompleted: Qt.callLater(root.showCurrentRow)

    Menu {
        id: rowMenu
        objectName: "timelineMenu"
        property int node: -1
        property bool mainLine: true
        property var variations: []
        /// The row it is for, as its first line says ("25 · Alice passes priority.").
        property string rowTitle: ""
        function openFor(r) {
            const item = list.itemAtIndex(r)
            if (!item)
                return
            rowMenu.node = item.node
            rowMenu.mainLine = item.mainLine
            rowMenu.variations = item.variations
            rowMenu.rowTitle = item.ply + " \u00b7 " + item.text
            rowMenu.popup()
        }
        MenuItem { objectName: "timelineMenuTitle"; text: rowMenu.rowTitle; enabled: false }
        MenuSeparator {}
        MenuItem { text: qsTr("Go here"); onTriggered: root.jump(rowMenu.node) }
        MenuItem { text: qsTr("Promote this line to the main line"); enabled: !rowMenu.mainLine; onTriggered: root.promote(rowMenu.node) }
        MenuItem { text: qsTr("Delete from here…"); enabled: rowMenu.node > 0; onTriggered: root.deleteFrom(rowMenu.node) }
        MenuSeparator { visible: rowMenu.variations.length > 0 }
        Repeater {
            model: rowMenu.variations
            delegate: MenuItem {
                required property var modelData
                objectName: "switchToVariation"
                text: qsTr("Switch to the variation: %1").arg(modelData.text)
                // To where that line got: its last point, as a chess board switches lines.
                onTriggered: root.jump(modelData.end !== undefined ? modelData.end : modelData.node)
            }
        }
    }
}
