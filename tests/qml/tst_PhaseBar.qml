// Tests for PhaseBar: turn and priority labels, the current step lit, and the Pass button.
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import "../../qml/components"

// TestCase itself is invisible, so the components under test live in this visible root.
Item {
    id: root
    width: 1600
    height: 100

    TestCase {
        id: testCase
        name: "PhaseBar"
        when: windowShown

        Component {
            id: barComponent
            PhaseBar {
                width: 1600
                turnNumber: 5
                activePlayerName: "Bob"
                priorityPlayerName: "Alice"
                step: "declareAttackers"
                passText: "Pass: go to blockers"
            }
        }

        SignalSpy {
            id: passSpy
            signalName: "passClicked"
        }

        function createBar() {
            const bar = createTemporaryObject(barComponent, root)
            verify(bar !== null, "bar created")
            passSpy.target = bar
            passSpy.clear()
            return bar
        }

        function test_labels() {
            const bar = createBar()
            compare(findChild(bar, "turnLabel").text, "Turn 5 · Bob's turn")
            bar.turnNumber = 0 // the opening hands (CR 103.5)
            compare(findChild(bar, "turnLabel").text, "Opening hands · Bob starts")
            bar.turnNumber = 5
            compare(findChild(bar, "priorityLabel").text, "priority: Alice")
            compare(findChild(bar, "passButton").text, "Pass: go to blockers  (Space)")
            // Greyed out (the computer thinks), it does not name a key that does nothing.
            bar.passText = "Bob is thinking…"
            bar.passEnabled = false
            compare(findChild(bar, "passButton").text, "Bob is thinking…")
        }

        function test_currentStepIsLit() {
            const bar = createBar()
            verify(findChild(bar, "step_declareAttackers").current, "attackers lit")
            verify(!findChild(bar, "step_upkeep").current, "upkeep not lit")
            bar.step = "upkeep"
            verify(findChild(bar, "step_upkeep").current, "upkeep lit")
            verify(!findChild(bar, "step_declareAttackers").current, "attackers no longer lit")
        }

        function test_allTwelveSteps() {
            const bar = createBar()
            const keys = ["untap", "upkeep", "draw", "precombatMain", "beginningOfCombat",
                          "declareAttackers", "declareBlockers", "combatDamage", "endOfCombat",
                          "postcombatMain", "end", "cleanup"]
            for (const key of keys)
                verify(findChild(bar, "step_" + key) !== null, "chip for " + key)
        }

        function test_passButtonAndSpace() {
            const bar = createBar()
            mouseClick(findChild(bar, "passButton"))
            compare(passSpy.count, 1)
            keyClick(Qt.Key_Space)
            compare(passSpy.count, 2)
            bar.passEnabled = false
            keyClick(Qt.Key_Space)
            compare(passSpy.count, 2, "no pass while passing is not possible")
        }
    }
}
