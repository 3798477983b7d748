// Tests for FitText: it ends on the size, elision and height that a Text with
// fontSizeMode: Text.HorizontalFit ends on, for card names and type lines at every card size.
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
        name: "FitText"
        when: windowShown

        readonly property var texts: [
            "Island", "Kruin Outlaw", "Brimstone Vandal", "Tovolar, the Midnight Scourge",
            "Creature — Human Rogue Werewolf", "Legendary Creature — Human Werewolf",
            "Basic Land — Mountain", "A Very Long Card Name That Cannot Possibly Fit On One Small Card", ""
        ]

        Component {
            id: horizontalFit
            Text {
                elide: Text.ElideRight
                fontSizeMode: Text.HorizontalFit
            }
        }
        Component {
            id: fitText
            FitText { }
        }

        function test_sameAsHorizontalFit_data() {
            const rows = []
            // FaceView's name (11 and 8 units, bold) and type line (9 and 7 units, bold).
            for (const sizes of [[11, 8], [9, 7]]) {
                for (const unit of [0.2, 0.45, 0.53, 0.62, 0.66, 0.8, 1, 1.4, 1.87]) {
                    rows.push({ tag: sizes + " at " + unit, large: sizes[0] * unit,
                                small: Math.max(5, sizes[1] * unit) })
                }
            }
            return rows
        }

        // Whole sizes for both: in a binding, font.pixelSize rounds and minimumPixelSize
        // truncates (FaceView passes Math.round() and Math.floor() of the same expressions).
        function test_sameAsHorizontalFit(data) {
            const largest = Math.round(data.large)
            const smallest = Math.floor(data.small)
            for (const text of testCase.texts) {
                for (let width = 8; width <= 260; width += 9) {
                    const expected = createTemporaryObject(horizontalFit, root, {
                        text: text, width: width, "font.bold": true,
                        "font.pixelSize": largest, minimumPixelSize: smallest })
                    const actual = createTemporaryObject(fitText, root, {
                        text: text, width: width, "font.bold": true, largest: largest, smallest: smallest })
                    const where = "\"" + text + "\" in " + width + " px"
                    // (Text.fontInfo is that of the last layout; an empty text is not laid out.)
                    compare(text === "" ? actual.font.pixelSize : actual.fontInfo.pixelSize,
                            expected.fontInfo.pixelSize, "size of " + where)
                    compare(actual.truncated, expected.truncated, "elided: " + where)
                    compare(actual.heightAtLargest, expected.implicitHeight, "height of " + where)
                }
            }
        }

        // The day/night indicator's word: bold, letter-spaced, from 62 px down to 20, not elided.
        function test_indicatorWordSameAsHorizontalFit() {
            for (const text of ["DAY", "NIGHT", "NEITHER"]) {
                for (let width = 60; width <= 320; width += 7) {
                    const props = { text: text, width: width, "font.bold": true, "font.letterSpacing": 2 }
                    const expected = createTemporaryObject(horizontalFit, root, Object.assign({
                        "font.pixelSize": 62, minimumPixelSize: 20, elide: Text.ElideNone }, props))
                    const actual = createTemporaryObject(fitText, root, Object.assign({
                        largest: 62, smallest: 20, elide: Text.ElideNone }, props))
                    const where = "\"" + text + "\" in " + width + " px"
                    compare(actual.fontInfo.pixelSize, expected.fontInfo.pixelSize, "size of " + where)
                    compare(actual.heightAtLargest, expected.implicitHeight, "height of " + where)
                }
            }
        }

        function test_refitsWhenWidthOrTextChanges() {
            const label = createTemporaryObject(fitText, root, {
                text: "Brimstone Vandal", width: 300, "font.bold": true, largest: 20, smallest: 8 })
            compare(label.size, 20, "fits at the largest size")
            label.width = 120
            verify(label.size < 20 && label.implicitWidth <= label.width, "shrinks to fit a narrower width")
            verify(!label.truncated, "not elided")
            label.width = 300
            compare(label.size, 20, "grows back")
            label.width = 60
            compare(label.size, 8, "too narrow: the smallest size")
            verify(label.truncated, "and elided")
            label.text = "Island"
            verify(label.size > 8, "a shorter text is larger again: " + label.size)
        }
    }
}
