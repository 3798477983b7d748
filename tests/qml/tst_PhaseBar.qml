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

        function test_connections() {
            const bar = createBar()
            // Hot-seat: no connections, nothing under the turn, the turn centred as before.
            const row = findChild(bar, "connectionRow")
            verify(!row.visible)
            const turn = findChild(bar, "turnLabel")
            compare(turn.y, Math.round((bar.height - turn.height) / 2))
            bar.connections = [{ name: "Alice", status: "connected", rttMs: -1 },
                               { name: "Bob", status: "away", rttMs: 23, secondsLeft: 102 }]
            verify(row.visible)
            compare(findChild(bar, "connection_Alice").status, "connected")
            compare(findChild(findChild(bar, "connection_Bob"), "connectionText").text, "Bob away 1:42")
            waitForRendering(bar)
            verify(row.y >= turn.y + turn.height, "under the turn")
            verify(row.y + row.height <= bar.height, "inside the bar")
            const phases = findChild(bar, "phaseRow")
            verify(phases.x >= row.x + row.width, "the steps after the dots")
            bar.connections = [{ name: "Alice", status: "connected", rttMs: -1 },
                               { name: "Bob", status: "connected", rttMs: 31 }]
            compare(findChild(findChild(bar, "connection_Bob"), "connectionText").text, "Bob 31 ms")
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
