// Tests for DayNightIndicator: it shows the designation it is given, animates a change with
// normal motion, and does not animate with reduced motion (motionScale 0).
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import "../../qml/components"

// TestCase itself is invisible, so the components under test live in this visible root.
Item {
    id: root
    width: 400
    height: 300

    TestCase {
        id: testCase
        name: "DayNightIndicator"
        when: windowShown

        Component {
            id: indicatorComponent
            DayNightIndicator {
                width: 360
                height: 250
                designation: "neither"
                forecast: "It is neither day nor night."
                motionScale: 1
            }
        }

        function createIndicator(motionScale) {
            const indicator = createTemporaryObject(indicatorComponent, root, { motionScale: motionScale })
            verify(indicator !== null, "indicator created")
            return indicator
        }

        function test_startsNeither() {
            const indicator = createIndicator(1)
            compare(indicator.shownState, "neither")
            compare(findChild(indicator, "designationWord").text, "NEITHER")
            compare(findChild(indicator, "forecast").text, "It is neither day nor night.")
            verify(!indicator.animating, "nothing animates before a change")
        }

        function test_followsDesignation() {
            const indicator = createIndicator(1)
            const sun = findChild(indicator, "sunGlyph")
            const moon = findChild(indicator, "moonGlyph")

            indicator.designation = "day"
            compare(indicator.shownState, "day")
            verify(indicator.animating, "it becoming day is animated")
            tryCompare(indicator, "animating", false, 3000)
            compare(findChild(indicator, "designationWord").text, "DAY")
            compare(sun.opacity, 1)
            compare(moon.opacity, 0)

            indicator.designation = "night"
            compare(indicator.shownState, "night")
            verify(indicator.animating, "the sun setting and moon rising is animated")
            tryCompare(indicator, "animating", false, 3000)
            compare(findChild(indicator, "designationWord").text, "NIGHT")
            compare(sun.opacity, 0)
            compare(moon.opacity, 1)
            verify(moon.y < sun.y, "the moon is up and the sun has set")
        }

        function test_reducedMotionDoesNotAnimate() {
            const indicator = createIndicator(0)
            const moon = findChild(indicator, "moonGlyph")

            indicator.designation = "night"
            compare(indicator.shownState, "night")
            verify(!indicator.animating, "no animation with motionScale 0")
            // The end state is reached at once.
            compare(moon.opacity, 1)
            compare(findChild(indicator, "designationWord").text, "NIGHT")

            indicator.designation = "day"
            compare(indicator.shownState, "day")
            verify(!indicator.animating, "no animation with motionScale 0")
            compare(findChild(indicator, "sunGlyph").opacity, 1)
        }

        function test_forecastFollowsProperty() {
            const indicator = createIndicator(1)
            indicator.forecast = "Bob has cast 1 spell this turn: it becomes day at the next untap if he casts 1 more"
            compare(findChild(indicator, "forecast").text,
                    "Bob has cast 1 spell this turn: it becomes day at the next untap if he casts 1 more")
        }
    }
}
