// Tests for CardView: a transform flips the card and ends on the other face; a single-faced
// card shows its front; tapping and damage are shown.
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
        name: "CardView"
        when: windowShown

        readonly property var cathar: ({
            name: "Brutal Cathar", manaCost: "{2}{W}", typeLine: "Creature — Human Soldier Werewolf",
            oracleText: "Daybound", ptText: "3/3", colors: "W", isLand: false, mark: "day", notEnforced: []
        })
        readonly property var brute: ({
            name: "Moonrage Brute", manaCost: "", typeLine: "Creature — Werewolf",
            oracleText: "First strike\nNightbound", ptText: "3/3", colors: "W", isLand: false,
            mark: "night", notEnforced: []
        })
        readonly property var fire: ({
            name: "Play with Fire", manaCost: "{R}", typeLine: "Instant",
            oracleText: "Play with Fire deals 2 damage to any target.", ptText: "", colors: "R",
            isLand: false, mark: "", notEnforced: []
        })

        Component {
            id: cardComponent
            CardView {
                width: 150
                height: 210
                frontFace: null
                backFace: null
                backFaceUp: false
                tapped: false
                damage: 0
                highlighted: false
                motionScale: 1
            }
        }

        SignalSpy {
            id: clickSpy
            signalName: "clicked"
        }

        function createCard(props) {
            const card = createTemporaryObject(cardComponent, root, props)
            verify(card !== null, "card created")
            return card
        }

        function faceName(card, faceViewName) {
            const faceView = findChild(card, faceViewName)
            verify(faceView !== null, faceViewName + " exists")
            const nameText = findChild(faceView, "faceName")
            verify(nameText !== null, "faceName text exists in " + faceViewName)
            return nameText.text
        }

        // Flipable hides the side turned away by its visibility or opacity.
        function drawn(item) {
            return item.visible && item.opacity > 0
        }

        // Qt Accessible (issue 12): the face that is up is named, with its type, P/T, mark and
        // state; a face-down card says only that it is hidden; pressing it is a click.
        function test_accessibleNameFollowsTheFaceUp() {
            const card = createCard({ frontFace: testCase.cathar, backFace: testCase.brute })
            compare(card.Accessible.name, "Brutal Cathar")
            compare(card.Accessible.description, "Creature — Human Soldier Werewolf, 3/3, day face")
            card.backFaceUp = true
            card.tapped = true
            compare(card.Accessible.name, "Moonrage Brute")
            compare(card.Accessible.description, "Creature — Werewolf, 3/3, night face, tapped")
            const hidden = createCard({})
            compare(hidden.Accessible.name, "face-down card")
            compare(hidden.Accessible.description, "hidden")
            clickSpy.target = card
            clickSpy.clear()
            card.Accessible.pressAction()
            compare(clickSpy.count, 1)
        }

        function test_transformFlipsToBackFace() {
            const card = createCard({ frontFace: testCase.cathar, backFace: testCase.brute })
            compare(card.showingBack, false)
            compare(card.flipping, false)
            compare(faceName(card, "frontFaceView"), "Brutal Cathar")

            card.backFaceUp = true
            verify(card.flipping, "the transform is animated as a flip")
            compare(card.showingBack, false, "the flip starts on the front face")
            tryCompare(card, "showingBack", true, 3000)
            tryCompare(card, "flipping", false, 3000)
            compare(card.showingBack, true, "the flip ends on the back face")
            compare(faceName(card, "backFaceView"), "Moonrage Brute")
            // Flipable shows only the side that faces the viewer.
            verify(drawn(findChild(card, "backFaceView")), "the back face is the one drawn")
            verify(!drawn(findChild(card, "frontFaceView")), "the front face is hidden")

            // Transforming back flips to the front again.
            card.backFaceUp = false
            verify(card.flipping)
            tryCompare(card, "flipping", false, 3000)
            compare(card.showingBack, false)
            compare(faceName(card, "frontFaceView"), "Brutal Cathar")
            verify(drawn(findChild(card, "frontFaceView")), "the front face is drawn again")
            verify(!drawn(findChild(card, "backFaceView")), "the back face is hidden again")
        }

        function test_reducedMotionFlipsAtOnce() {
            const card = createCard({ frontFace: testCase.cathar, backFace: testCase.brute, motionScale: 0 })
            card.backFaceUp = true
            compare(card.flipping, false, "no animation with motionScale 0")
            compare(card.showingBack, true, "the back face is shown at once")
        }

        function test_singleFacedShowsFront() {
            const card = createCard({ frontFace: testCase.fire, backFace: null, motionScale: 0 })
            compare(card.showingBack, false)
            compare(faceName(card, "frontFaceView"), "Play with Fire")
            // The back side mirrors the front, so even a stray backFaceUp shows this card's name.
            card.backFaceUp = true
            compare(card.showingBack, true)
            compare(faceName(card, "backFaceView"), "Play with Fire")
        }

        // Start-up cost: the side turned away has no text until it first turns up, then keeps it.
        function test_hiddenSideIsCreatedWhenItTurnsUp() {
            const card = createCard({ frontFace: testCase.cathar, backFace: testCase.brute, motionScale: 0 })
            compare(findChild(findChild(card, "backFaceView"), "faceName"), null, "no text on the hidden side")
            card.backFaceUp = true
            compare(faceName(card, "backFaceView"), "Moonrage Brute")
            card.backFaceUp = false
            compare(faceName(card, "frontFaceView"), "Brutal Cathar")
            compare(faceName(card, "backFaceView"), "Moonrage Brute", "kept once created")
        }

        function test_damageChip() {
            const card = createCard({ frontFace: testCase.cathar, backFace: testCase.brute })
            compare(findChild(card, "damageChip"), null, "no chip without damage")
            card.damage = 3
            const chip = findChild(card, "damageChip")
            verify(chip !== null && chip.visible, "chip shows damage marked")
            compare(findChild(card, "damageText").text, "3 dmg")
            card.damage = 0
            tryVerify(() => findChild(card, "damageChip") === null, 1000, "no chip once the damage wears off")
        }

        function test_tappedTurnsNinetyDegrees() {
            const card = createCard({ frontFace: testCase.cathar, backFace: null, motionScale: 0 })
            const face = findChild(card, "frontFaceView")
            card.tapped = true
            const corner = face.mapToItem(card, 0, 0)
            // Turned 90 degrees clockwise: the face's top-left corner is now at the top right.
            verify(corner.x > card.width / 2, "top-left corner moved right: " + corner.x)
            verify(corner.y < card.height / 2, "and stays in the top half: " + corner.y)
        }

        function test_clickAndHover() {
            const card = createCard({ frontFace: testCase.fire, backFace: null })
            clickSpy.target = card
            clickSpy.clear()
            mouseMove(card, card.width / 2, card.height / 2)
            tryCompare(card, "hovered", true)
            mouseClick(card)
            compare(clickSpy.count, 1)
        }
    }
}
