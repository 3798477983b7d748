// FitText: one line of text at the largest whole pixel size, from `largest` down to `smallest`,
// at which it fits its width; at `smallest` (elided) when none does. The result of
// `fontSizeMode: Text.HorizontalFit` with `font.pixelSize: largest`, `minimumPixelSize:
// smallest` and `elide: Text.ElideRight`, found with fewer layouts and font sizes:
// HorizontalFit halves a range of real sizes until it is 0.01 wide (eight or more layouts of a
// card name that does not fit; six font sizes loaded for the day/night indicator's word), while
// the sizes it can end on are whole pixels. This lays the text out at `largest`; when that is
// too wide it tries the size the widths predict (width scales with size), then the sizes next
// to it, until it holds a size that fits next to one that does not (start-up: the names and
// type lines of the cards in hand, the indicator's word).
//
// Properties:
//   largest (required)  : int  the size to use when the text fits (font.pixelSize rounds: pass
//                              Math.round(x) for what font.pixelSize: x would give)
//   smallest (required) : int  the smallest size (minimumPixelSize truncates: Math.floor(x))
//   size                : int  the size in use (set by fit())
//   heightAtLargest     : real (readonly) the height of the text at `largest`: the implicit
//                         height a HorizontalFit text has (bind height to it where the item is
//                         sized by its text, to sit where that one did)
import QtQuick

Text {
    id: root

    required property int largest
    required property int smallest
    // Set by fit() only (not bindings): it tries sizes and reads what each lays out to.
    property int size: root.largest
    property real heightAtLargest: 0

    /** Lays the text out at the largest size that fits (a layout per size tried). */
    function fit() {
        if (!root.completed)
            return
        root.size = root.largest
        root.heightAtLargest = root.implicitHeight
        if (root.size <= root.smallest || root.implicitWidth <= root.width)
            return
        // The largest size that fits lies in [fits, fails - 1]: `fails` is too wide, and
        // `smallest` is the floor (used, elided, when nothing fits).
        let fits = root.smallest
        let fails = root.size
        let next = Math.floor(root.size * root.width / root.implicitWidth)
        while (fails - fits > 1) {
            const tried = Math.min(Math.max(next, fits + 1), fails - 1)
            root.size = tried
            if (root.implicitWidth <= root.width) {
                fits = tried
                next = tried + 1
            } else {
                fails = tried
                next = Math.floor(tried * root.width / root.implicitWidth)
            }
        }
        root.size = fits
    }

    property bool completed: false
    Component.onCompleted: {
        root.completed = true
        root.fit()
    }
    onLargestChanged: root.fit()
    onSmallestChanged: root.fit()
    onWidthChanged: root.fit()
    onTextChanged: root.fit()

    font.pixelSize: root.size
    elide: Text.ElideRight
}
