// Tests for ConnectionDot (a network game's player on the phase bar) and NetFormat (how times
// are written): green with the round trip while connected, amber with the countdown while away,
// grey "offline" when gone; the tooltip's sentence; countdowns as m:ss and round trips in ms.
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import "../../qml/components"
import "../../qml/components/NetFormat.js" as NetFormat

Item {
    id: root
    width: 400
    height: 100

    Component {
        id: dotComponent
        ConnectionDot {
            name: "Bob"
            status: "connected"
        }
    }

    TestCase {
        name: "ConnectionDot"
        when: windowShown

        function createDot(props) {
            const dot = createTemporaryObject(dotComponent, root, props)
            verify(dot !== null, "dot created")
            return dot
        }

        function test_clock() {
            compare(NetFormat.clock(102), "1:42")
            compare(NetFormat.clock(120), "2:00")
            compare(NetFormat.clock(5), "0:05")
            compare(NetFormat.clock(600), "10:00")
            compare(NetFormat.clock(0), "0:00")
            compare(NetFormat.clock(-3), "0:00", "never negative")
            compare(NetFormat.clock(4.2), "0:05", "a second still to wait")
            compare(NetFormat.clock(undefined), "0:00")
        }

        function test_roundTrip() {
            compare(NetFormat.roundTrip(23), "23 ms")
            compare(NetFormat.roundTrip(22.6), "23 ms")
            compare(NetFormat.roundTrip(0.4), "<1 ms")
            compare(NetFormat.roundTrip(-1), "", "not measured")
            compare(NetFormat.roundTrip(undefined), "")
        }

        function test_connected() {
            const dot = createDot({ rttMs: 23 })
            compare(findChild(dot, "connectionText").text, "Bob 23 ms")
            compare(findChild(dot, "dot").color, Theme.highlight)
            compare(dot.description, "Bob: connected, 23 ms round trip")
            dot.rttMs = -1
            compare(findChild(dot, "connectionText").text, "Bob", "no time for a seat not measured")
            compare(dot.description, "Bob: connected")
            dot.showName = false
            dot.rttMs = 7
            compare(findChild(dot, "connectionText").text, "7 ms")
        }

        function test_awayCountsDown() {
            const dot = createDot({ status: "away", secondsLeft: 102 })
            compare(findChild(dot, "connectionText").text, "Bob away 1:42")
            compare(findChild(dot, "dot").color, dot.amber)
            compare(dot.description, "Bob: connection lost, the game waits 1:42 for them")
            dot.secondsLeft = 9
            compare(findChild(dot, "connectionText").text, "Bob away 0:09")
            dot.secondsLeft = -1
            compare(findChild(dot, "connectionText").text, "Bob away")
        }

        function test_disconnected() {
            const dot = createDot({ status: "disconnected", rttMs: 40 })
            compare(findChild(dot, "connectionText").text, "Bob offline", "no stale round trip")
            compare(findChild(dot, "dot").color, dot.grey)
            compare(dot.description, "Bob: not connected")
        }
    }
}
