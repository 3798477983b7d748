// Tests for ChatLine (network play's chat under the log): Enter sends the trimmed text and clears
// the field, a blank line sends nothing, Esc leaves the field with its text, at most 200
// characters (the count shows near the end). Taken from its module (qrc:/DayNight/Ui/).
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 400
    height: 100

    SignalSpy { id: sent; signalName: "sendChat" }
    SignalSpy { id: finished; signalName: "finished" }

    TestCase {
        name: "ChatLine"
        when: windowShown

        function createLine() {
            const component = Qt.createComponent("qrc:/DayNight/Ui/ChatLine.qml")
            compare(component.status, Component.Ready, component.errorString())
            const line = createTemporaryObject(component, root, { width: 360 })
            verify(line !== null)
            sent.target = line
            finished.target = line
            sent.clear()
            finished.clear()
            return line
        }
        function type(text) {
            for (const c of text)
                keyClick(c)
        }

        function test_enterSendsAndClears() {
            const line = createLine()
            verify(!line.typing)
            mouseClick(findChild(line, "chatField"))
            verify(line.typing, "a click gives it the keys")
            type(" gg ")
            keyClick(Qt.Key_Return)
            compare(sent.count, 1)
            compare(sent.signalArguments[0][0], "gg")
            compare(line.text, "", "cleared")
            verify(line.typing, "the keys stay for the next line")
        }

        function test_blankSendsNothing() {
            const line = createLine()
            line.focusField()
            keyClick(Qt.Key_Return)
            type("   ")
            keyClick(Qt.Key_Enter)
            compare(sent.count, 0)
        }

        function test_escapeLeaves() {
            const line = createLine()
            line.focusField()
            type("half a thought")
            keyClick(Qt.Key_Escape)
            compare(finished.count, 1)
            verify(!line.typing, "the keys back to the table")
            compare(line.text, "half a thought", "the text kept")
            compare(sent.count, 0)
        }

        function test_maximumLength() {
            const line = createLine()
            compare(line.maximumLength, 200)
            line.focusField()
            line.text = "x".repeat(185)
            const counter = findChild(line, "chatCounter")
            verify(counter.visible)
            compare(counter.text, "15")
            type("y".repeat(20))
            compare(line.text.length, 200, "no more than 200")
            compare(counter.text, "0")
            keyClick(Qt.Key_Return)
            compare(sent.signalArguments[0][0].length, 200)
            verify(!counter.visible)
        }
    }
}
