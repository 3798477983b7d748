// Tests for StackPanel: "empty" when nothing is on the stack; the top object is the first row.
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
        id: stackModel
    }

    TestCase {
        id: testCase
        name: "StackPanel"
        when: windowShown

        Component {
            id: stackComponent
            StackPanel {
                width: 360
                height: 200
                model: stackModel
            }
        }

        function init() {
            stackModel.clear()
        }

        function test_empty() {
            const stack = createTemporaryObject(stackComponent, root)
            compare(stack.count, 0)
            verify(findChild(stack, "stackEmpty").visible, "shows empty")
        }

        function test_topFirst() {
            const stack = createTemporaryObject(stackComponent, root)
            // The model's first row is the top of the stack.
            stackModel.append({ name: "Play with Fire", controllerName: "Bob",
                                face: { name: "Play with Fire", typeLine: "Instant", colors: "R",
                                        isLand: false, mark: "" }, text: "", targets: "Alice" })
            stackModel.append({ name: "Brutal Cathar trigger", controllerName: "Alice",
                                face: { name: "Brutal Cathar", typeLine: "Creature — Human Soldier Werewolf",
                                        colors: "W", isLand: false, mark: "day" },
                                text: "When this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.",
                                targets: "Wolf" })
            tryCompare(stack, "count", 2)
            verify(!findChild(stack, "stackEmpty").visible, "not empty")
            waitForRendering(stack)
            const list = findChild(stack, "stackList")
            const top = list.itemAtIndex(0)
            compare(findChild(top, "stackName").text, "Play with Fire (Bob)")
            compare(findChild(list.itemAtIndex(1), "stackFace").text,
                    "Brutal Cathar — Creature — Human Soldier Werewolf")
            verify(top.y < list.itemAtIndex(1).y, "top of the stack drawn first")
            // Each entry says what it targets, and an ability what it does (issue 12).
            compare(findChild(top, "stackTargets").text, "→ targets Alice")
            verify(findChild(top, "stackTargets").visible)
            verify(!findChild(top, "stackText").visible, "a spell shows its card, not its words")
            const cathar = list.itemAtIndex(1)
            compare(findChild(cathar, "stackTargets").text, "→ targets Wolf")
            verify(findChild(cathar, "stackText").visible, "an ability shows its words")
            verify(findChild(cathar, "stackText").truncated || findChild(cathar, "stackText").lineCount <= 2, "at most two lines")
        }
    }
}
