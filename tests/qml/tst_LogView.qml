// Tests for LogView: lines with citations, newest line kept in view.
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import "../../qml/components"

// TestCase itself is invisible, so the components under test live in this visible root.
Item {
    id: root
    width: 400
    height: 300

    ListModel {
        id: logModel
    }

    TestCase {
        id: testCase
        name: "LogView"
        when: windowShown

        Component {
            id: logComponent
            LogView {
                width: 360
                height: 200
                model: logModel
            }
        }

        function init() {
            logModel.clear()
        }

        function test_citation() {
            logModel.append({ text: "It becomes night: Bob cast no spells last turn", rule: "CR 502.2", ruling: 3 })
            logModel.append({ text: "Alice draws a card", rule: "", ruling: 0 })
            logModel.append({ text: "Bob casts Play with Fire", rule: "CR 601.2", ruling: 0 })
            const log = createTemporaryObject(logComponent, root)
            const list = findChild(log, "logList")
            compare(log.count, 3)
            waitForRendering(log)
            compare(list.itemAtIndex(0).citation, "ruling 3 · CR 502.2")
            compare(list.itemAtIndex(1).citation, "")
            compare(list.itemAtIndex(2).citation, "CR 601.2")
        }

        // Hovering a line that cites a ruling shows the ruling's words; clicking pins them.
        function test_rulingTextOnHover() {
            logModel.append({ text: "It becomes night", rule: "CR 502.2", ruling: 3,
                              rulingText: "Ruling 3 (2021-09-24): If it is day, and the active player of the previous turn cast no spells during their turn, it becomes night." })
            logModel.append({ text: "Alice draws a card", rule: "CR 121.1", ruling: 0, rulingText: "" })
            const log = createTemporaryObject(logComponent, root)
            const list = findChild(log, "logList")
            waitForRendering(log)
            const line = list.itemAtIndex(0)
            const box = findChild(line, "rulingBox")
            verify(box !== null)
            compare(box.visible, false)
            mouseMove(line, 10, 5)
            tryCompare(box, "visible", true)
            compare(findChild(line, "rulingText").text.indexOf("cast no spells") >= 0, true)
            mouseMove(root, 390, 290)
            tryCompare(box, "visible", false)
            mouseClick(line, 10, 5)
            mouseMove(root, 390, 290)
            compare(box.visible, true, "a click pins the ruling open")
            // A line without a ruling never expands.
            const plain = list.itemAtIndex(1)
            mouseMove(plain, 10, 5)
            compare(findChild(plain, "rulingBox").visible, false)
        }

        function test_followsNewestLine() {
            const log = createTemporaryObject(logComponent, root)
            const list = findChild(log, "logList")
            for (let i = 1; i <= 40; ++i)
                logModel.append({ text: "Line " + i, rule: "", ruling: 0 })
            tryCompare(log, "count", 40)
            tryCompare(log, "atEnd", true)
            verify(list.contentY > 0, "scrolled down")
            const last = list.itemAtIndex(39)
            verify(last !== null, "newest line created")
            compare(last.text, "Line 40")
            verify(last.y + last.height <= list.contentY + list.height + 1, "newest line in view")

            // One more line later in the game is followed too.
            logModel.append({ text: "It becomes day: Bob cast two spells last turn", rule: "CR 502.2", ruling: 0 })
            tryCompare(log, "count", 41)
            tryCompare(log, "atEnd", true)
            compare(list.itemAtIndex(40).text, "It becomes day: Bob cast two spells last turn")
        }

        function test_readerScrolledUpIsNotYanked() {
            const log = createTemporaryObject(logComponent, root)
            const list = findChild(log, "logList")
            for (let i = 1; i <= 40; ++i)
                logModel.append({ text: "Line " + i, rule: "", ruling: 0 })
            tryCompare(log, "atEnd", true)
            // The reader drags the log down to read older lines.
            mousePress(list, list.width / 2, 20)
            for (let dy = 10; dy <= 150; dy += 10)
                mouseMove(list, list.width / 2, 20 + dy, 10)
            mouseRelease(list, list.width / 2, 170, Qt.LeftButton, Qt.NoModifier, 10)
            tryCompare(list, "moving", false)
            verify(!log.atEnd, "scrolled up")
            const readingAt = list.contentY
            const heightBefore = list.contentHeight
            logModel.append({ text: "Line 41", rule: "", ruling: 0 })
            tryCompare(log, "count", 41)
            // The new line is laid out: the change that scrolls a view that follows the log.
            tryVerify(() => list.contentHeight > heightBefore, 5000, "the new line is laid out")
            waitForItemPolished(list)
            compare(list.contentY, readingAt, "the view stays where the reader is")
        }
    }
}
