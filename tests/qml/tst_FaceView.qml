// Tests for FaceView: the face shows what it is given (name, cost, type, P/T, mark, badge).
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import "../../qml/components"

// TestCase itself is invisible, so the components under test live in this visible root.
Item {
    id: root
    width: 400
    height: 400

    TestCase {
        id: testCase
        name: "FaceView"
        when: windowShown

        Component {
            id: faceComponent
            FaceView {
                width: 150
                height: 210
                face: null
            }
        }

        function createFace(face) {
            const view = createTemporaryObject(faceComponent, root, { face: face })
            verify(view !== null, "face created")
            return view
        }

        function test_dayFaceOfADayNightCard() {
            const view = createFace({
                name: "Brutal Cathar", manaCost: "{2}{W}", typeLine: "Creature — Human Soldier Werewolf",
                oracleText: "Daybound", ptText: "3/3", colors: "W", isLand: false, mark: "day",
                notEnforced: []
            })
            compare(findChild(view, "faceName").text, "Brutal Cathar")
            compare(findChild(view, "faceTypeLine").text, "Creature — Human Soldier Werewolf")
            compare(findChild(view, "faceOracleText").text, "Daybound")
            compare(findChild(view, "facePT").text, "3/3")
            verify(findChild(view, "facePT").visible, "P/T box shown")
            compare(findChild(view, "faceManaCost").symbols, ["2", "W"])
            compare(findChild(view, "faceMark").kind, "day")
            verify(findChild(view, "faceMark").visible, "sun mark shown")
            compare(findChild(view, "notEnforcedBadge"), null, "no badge when all is enforced")
            verify(Qt.colorEqual(view.frameColor, Theme.frameW), "white frame")
        }

        function test_nightFaceWithUnenforcedAbility() {
            const view = createFace({
                name: "Moonrage Brute", manaCost: "", typeLine: "Creature — Werewolf",
                oracleText: "Ward—Pay 3 life.", ptText: "3/3", colors: "W", isLand: false,
                mark: "night", notEnforced: ["Ward—Pay 3 life."]
            })
            compare(findChild(view, "faceMark").kind, "night")
            compare(findChild(view, "faceManaCost").symbols.length, 0)
            verify(findChild(view, "notEnforcedBadge").visible, "badge for an ability not enforced yet")
            compare(view.notEnforcedText, "Ward—Pay 3 life.")
        }

        function test_spellHasNoPtBoxAndNoMark() {
            const view = createFace({
                name: "Play with Fire", manaCost: "{R}", typeLine: "Instant",
                oracleText: "Play with Fire deals 2 damage to any target.", ptText: "",
                colors: "R", isLand: false, mark: "", notEnforced: []
            })
            compare(findChild(view, "facePT"), null, "no P/T box for an instant")
            verify(!findChild(view, "faceMark").visible, "no sun or moon on a single-faced card")
            verify(Qt.colorEqual(view.frameColor, Theme.frameR), "red frame")
        }

        function test_frameColours() {
            compare(Theme.frameColor("RG", false), Theme.frameMulti)
            compare(Theme.frameColor("", false), Theme.frameColorless)
            compare(Theme.frameColor("", true), Theme.frameLand)
            compare(Theme.frameColor("U", false), Theme.frameU)
        }

        function test_longNameElides() {
            const view = createFace({
                name: "A Very Long Card Name That Cannot Possibly Fit On One Small Card",
                manaCost: "{3}{G}{G}", typeLine: "Creature", oracleText: "", ptText: "5/5",
                colors: "G", isLand: false, mark: "", notEnforced: []
            })
            const nameText = findChild(view, "faceName")
            verify(nameText.truncated, "a name too long for the bar is elided")
            verify(nameText.x + nameText.width <= findChild(view, "faceManaCost").x,
                   "the name never runs under the mana cost")
        }

        function test_nullFaceIsACardBack() {
            const view = createFace(null)
            verify(view.faceDown, "no face: drawn face down")
            compare(findChild(view, "faceName"), null, "a card back has no name, type or text")
        }
    }
}
