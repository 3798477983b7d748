// Tests for TimelinePanel over the real GameController (tst_qml.cpp gives `gameController`):
// rows follow the record; a click, a drag and the keys move the board; marks show where the
// designation changed; the menu deletes from a point (undo brings it back); a click hits the row
// under the pointer however far the list is scrolled; the row shown is in view after a restore.
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

        function cleanup() { root.height = 600 }
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
                if (menu.itemAt(i) && menu.itemAt(i).text === "Delete from here…")
                    deleteItem = menu.itemAt(i)
            verify(deleteItem, "the menu offers Delete from here… (the table asks first)")
            deleteItem.triggered()
            tryCompare(panel, "count", 5)
            compare(gameController.timeline.currentRow, 4)
            // Undo brings the line back, and the point shown with it.
            verify(gameController.undo())
            tryCompare(panel, "count", 13)
            compare(gameController.timeline.currentRow, 12)
        }

        // A variation of three edits from row 5; back on the main line, row 6's menu switches to
        // that variation at its last point, where that line got (not at its first).
        function test_switchToAVariationGoesToItsEnd() {
            const mainEnd = gameController.timeline.nodeAt(12)
            verify(gameController.goToRecordNode(gameController.timeline.nodeAt(5)))
            for (let life = 15; life > 12; --life)
                verify(gameController.editor.editLife(0, life), "edit " + life)
            tryCompare(panel, "count", 9)
            const variationEnd = gameController.timeline.nodeAt(8)
            verify(gameController.goToRecordNode(mainEnd))
            tryCompare(panel, "count", 13)
            compare(gameController.timeline.currentRow, 12)
            clickRow(6, Qt.RightButton)
            const menu = findChild(panel, "timelineMenu")
            tryCompare(menu, "opened", true)
            let switchItem = null
            for (let i = 0; i < menu.count; ++i)
                if (menu.itemAt(i) && menu.itemAt(i).objectName === "switchToVariation")
                    switchItem = menu.itemAt(i)
            verify(switchItem, "the menu offers the other variation")
            switchItem.triggered()
            menu.close()
            tryCompare(gameController.timeline, "currentRow", 8)
            compare(gameController.timeline.nodeAt(8), variationEnd)
            tryCompare(panel, "count", 9)
        }

        /// Whether row `row` is laid out and wholly inside the list's visible area.
        function rowInView(row) {
            const list = findChild(panel, "timelineList")
            const item = list.itemAtIndex(row)
            return item !== null && item.y >= list.contentY - 1 && item.y + item.height <= list.contentY + list.height + 1
        }
        /// `count` more passes, on a short panel (a few rows in view).
        function playMany(count) {
            root.height = 250
            for (let i = 0; i < count; ++i)
                verify(gameController.primaryAction(), "pass " + i)
            tryCompare(panel, "count", 13 + count)
        }

        function test_rightClickHitsTheRowUnderThePointer() {
            playMany(18)
            const list = findChild(panel, "timelineList")
            verify(list.contentY > 0, "the list is scrolled to the point shown, at the end")
            // A row near the top of what is shown, as the pointer sees it.
            const row = list.indexAt(10, list.contentY + 40)
            verify(row > 0)
            const item = list.itemAtIndex(row)
            const line = findChild(item, "timelineLine")
            const at = line.mapToItem(panel, 60, line.height / 2)
            mouseClick(panel, at.x, at.y, Qt.RightButton)
            const menu = findChild(panel, "timelineMenu")
            tryCompare(menu, "opened", true)
            compare(menu.node, item.node, "the menu is for the row under the pointer")
            compare(findChild(menu, "timelineMenuTitle").text, item.ply + " \u00b7 " + item.text, "and says which")
            menu.close()
            tryCompare(menu, "visible", false)
            // A left click there goes to that very row.
            mouseClick(panel, at.x, at.y)
            compare(gameController.timeline.currentRow, row)
        }

        function test_theRowShownIsInViewAfterARestoreAndWhenMade() {
            playMany(18)
            verify(gameController.goToRecordNode(gameController.timeline.nodeAt(25)))
            const list = findChild(panel, "timelineList")
            list.positionViewAtBeginning()
            // The whole session opened again (as a restore does): the point shown is in view.
            verify(gameController.openScenarioText(gameController.recordText(true)))
            compare(gameController.timeline.currentRow, 25)
            tryVerify(() => rowInView(25), 3000, "row 25 in view after the restore")
            // A right click on a row shown opens the menu for that row.
            for (const row of [25, list.indexAt(10, list.contentY + 30)]) {
                const line = findChild(list.itemAtIndex(row), "timelineLine")
                const at = line.mapToItem(panel, 60, line.height / 2)
                mouseClick(panel, at.x, at.y, Qt.RightButton)
                const menu = findChild(panel, "timelineMenu")
                tryCompare(menu, "opened", true)
                compare(menu.node, gameController.timeline.nodeAt(row), "the menu is for row " + row)
                menu.close()
                tryCompare(menu, "visible", false)
            }
            // A panel made over a long line (Ctrl+T after the restore) opens at the point shown.
            const component = Qt.createComponent("../../qml/components/TimelinePanel.qml")
            const made = createTemporaryObject(component, root, { model: gameController.timeline, width: 360, height: 300 })
            verify(made !== null)
            const madeList = findChild(made, "timelineList")
            tryVerify(() => {
                const item = madeList.itemAtIndex(25)
                return item !== null && item.y >= madeList.contentY - 1 && item.y + item.height <= madeList.contentY + madeList.height + 1
            }, 3000, "a new panel shows row 25")
        }
    }
}
