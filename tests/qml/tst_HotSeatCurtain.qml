// Tests for HotSeatCurtain (issue 12, hot-seat privacy): it comes down whenever another person than
// the one who last looked must act (a computer seat in between changes nothing), a click (or
// reveal(), bound to Space and Enter on the table) lifts it for that seat only, and it stays up
// while privacy is not needed (one person, a lesson, the editor).
// The curtain is taken from its real module, qrc:/DayNight/Ui/ (it uses the module's Theme).
import QtQuick
import QtTest

Item {
    id: root
    width: 900
    height: 600

    TestCase {
        id: testCase
        name: "HotSeatCurtain"
        when: windowShown

        function createCurtain(seat, needed) {
            const component = Qt.createComponent("qrc:/DayNight/Ui/HotSeatCurtain.qml")
            compare(component.status, Component.Ready, component.errorString())
            const curtain = createTemporaryObject(component, root, {
                width: 900, height: 600, actingSeat: seat, actingName: seat === 0 ? "Alice" : "Bob", needed: needed })
            verify(curtain !== null, "curtain created")
            return curtain
        }

        function test_downUntilTheActingPlayerReveals() {
            const curtain = createCurtain(0, true)
            verify(curtain.down, "down for the first player to act")
            verify(curtain.visible)
            compare(findChild(curtain, "curtainTitle").text, "Alice's turn to act")
            mouseClick(curtain)
            verify(!curtain.down, "a click lifts it")
            compare(curtain.revealedSeat, 0)
            verify(!curtain.visible)
        }

        function test_downAgainWhenTheActingSeatChanges() {
            const curtain = createCurtain(0, true)
            curtain.reveal()
            verify(!curtain.down)
            curtain.actingSeat = 1
            curtain.actingName = "Bob"
            verify(curtain.down, "Bob to act: down again, Alice's reveal does not count for him")
            compare(findChild(curtain, "curtainTitle").text, "Bob's turn to act")
            curtain.reveal()
            verify(!curtain.down)
            curtain.actingSeat = 0
            verify(curtain.down, "back to Alice: down again, Bob may still be at the screen")
        }

        function test_aComputerSeatInBetweenKeepsItUp() {
            // Alice's spell goes to the computer (no person to act: -1) and back to her: no one
            // else came to the screen, so no curtain; Carol (a person) to act brings it down.
            const curtain = createCurtain(0, true)
            curtain.reveal()
            curtain.actingSeat = -1
            verify(!curtain.down, "the computer acts: nothing to hide from it")
            curtain.actingSeat = 0
            verify(!curtain.down, "back to Alice, who was at the screen: no extra click")
            compare(curtain.revealedSeat, 0)
            curtain.actingSeat = -1
            curtain.actingSeat = 2
            curtain.actingName = "Carol"
            verify(curtain.down, "Carol, another person: down")
            curtain.reveal()
            curtain.actingSeat = 0
            verify(curtain.down, "back to Alice after Carol looked: down")
            curtain.forget()
            curtain.actingSeat = 2
            verify(curtain.down, "forgotten (a new game): down for whoever acts first")
        }

        function test_notNeededStaysUp() {
            const curtain = createCurtain(1, false)
            verify(!curtain.down, "privacy not needed: no curtain")
            verify(!curtain.visible)
            curtain.needed = true
            verify(curtain.down, "needed again: down")
            curtain.actingSeat = -1
            verify(!curtain.down, "nobody to act (the game is between steps): no curtain")
        }
    }
}
