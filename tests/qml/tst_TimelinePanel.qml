// Tests for TimelinePanel over the real GameController (tst_qml.cpp gives `gameController`):
// rows follow the record; a click, a drag and the keys move the board; marks show where the
// designation changed; the menu deletes from a point.
import QtQuick
import QtTest
import "../../qml/components"

Item {
    id: root
    width: 360
    height: 600

    TimelinePanel {
        id: panel
        anchors.fill: parent
        model: gameController.timeline
        onJump: node => gameController.goToRecordNode(node)
        onPromote: node => gameController.promoteVariation(node)
        onDeleteFrom: node => gameController.deleteFromNode(node)
    }

    TestCase {
        name: "TimelinePanel"
        when: windowShown

        function init() {
            gameController.newGame(5, 2)
            for (let i = 0; i < 12; ++i)
                verify(gameController.primaryAction(), "pass " + i)
            tryCompare(panel, "count", 13)
            waitForRendering(panel)
        }
        function rowItem(row) {
            const list = findChild(panel, "timelineList")
            list.positionViewAtIndex(row, ListView.Contain)
            return list.itemAtIndex(row)
        }
        function clickRow(row, button) {
            const item = rowItem(row)
            verify(item, "row " + row + " is made")
            const line = findChild(item, "timelineLine")
            mouseClick(line, 60, line.height / 2, button === undefined ? Qt.LeftButton : button)
        }

        function test_rowsFollowTheRecord() {
            compare(gameController.timeline.currentRow, 12)
            verify(rowItem(12).current, "the last action is the point shown")
            verify(!rowItem(11).current)
            verify(gameController.primaryAction())
            tryCompare(panel, "count", 14)
            compare(gameController.timeline.currentRow, 13)
        }

        function test_clickGoesThere() {
            const before = gameController.log.count
            clickRow(3)
            compare(gameController.timeline.currentRow, 3)
            verify(rowItem(3).current)
            verify(rowItem(4).future, "what redo would play is dimmed")
            verify(gameController.log.count < before, "the log shows that point too")
            compare(panel.count, 13, "the line stays whole")
        }

        function test_dragScrubs() {
            const list = findChild(panel, "timelineList")
            const from = rowItem(1)
            const to = rowItem(6)
            mousePress(list, 60, from.y + from.height - 4 - list.contentY)
            compare(gameController.timeline.currentRow, 1)
            mouseMove(list, 60, to.y + to.height - 4 - list.contentY)
            mouseRelease(list, 60, to.y + to.height - 4 - list.contentY)
            compare(gameController.timeline.currentRow, 6)
        }

        function test_keys() {
            // Into turn 2, and three actions further.
            const firstTurn = gameController.turn.turnNumber
            while (gameController.turn.turnNumber === firstTurn)
                verify(gameController.primaryAction())
            for (let i = 0; i < 3; ++i)
                verify(gameController.primaryAction())
            const last = panel.count - 1
            panel.forceActiveFocus()
            keyClick(Qt.Key_Home)
            compare(gameController.timeline.currentRow, 0)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Right)
            compare(gameController.timeline.currentRow, 2)
            keyClick(Qt.Key_Up)
            compare(gameController.timeline.currentRow, 1)
            keyClick(Qt.Key_End)
            compare(gameController.timeline.currentRow, last)
            // Page Up: the start of this turn, then the turn before.
            keyClick(Qt.Key_PageUp)
            const turnStart = gameController.timeline.currentRow
            compare(rowItem(turnStart).turn, rowItem(last).turn)
            verify(rowItem(turnStart - 1).turn < rowItem(last).turn, "the row before began in the turn before")
            keyClick(Qt.Key_PageUp)
            compare(gameController.timeline.currentRow, 0)
            keyClick(Qt.Key_PageDown)
            compare(gameController.timeline.currentRow, turnStart)
        }

        function test_designationMark() {
            verify(gameController.openScenario(sourceDir + "/resources/scenarios/ruling-03-day-becomes-night.json"))
            waitForRendering(panel)
            let marked = -1
            for (let row = 0; row < panel.count; ++row) {
                const item = rowItem(row)
                if (findChild(item, "designationMark").visible)
                    marked = row
            }
            verify(marked > 0, "a row shows where it became night")
            compare(rowItem(marked).designation, "night")
            verify(findChild(rowItem(marked), "rulingMark").visible, "the ruling that applied is marked")
        }

        function test_menuDeletesFromAPoint() {
            clickRow(5, Qt.RightButton)
            const menu = findChild(panel, "timelineMenu")
            tryCompare(menu, "opened", true)
            let deleteItem = null
            for (let i = 0; i < menu.count; ++i)
                if (menu.itemAt(i) && menu.itemAt(i).text === "Delete from here")
                    deleteItem = menu.itemAt(i)
            verify(deleteItem, "the menu offers Delete from here")
            deleteItem.triggered()
            tryCompare(panel, "count", 5)
            compare(gameController.timeline.currentRow, 4)
        }
    }
}
