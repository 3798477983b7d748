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
//   lines               : int  the most lines it may take (default 1): a text that does not
//                              fit on one line at `smallest` wraps (at word breaks) onto up
//                              to this many lines at `smallest`, and elides only after them
//   wrapped             : bool (readonly from outside) it takes more than one line now
//   size                : int  the size in use (set by fit())
//   heightAtLargest     : real (readonly) the height of the text at `largest`: the implicit
//                         height a HorizontalFit text has (bind height to it where the item is
//                         sized by its text, to sit where that one did)
import QtQuick

Text {
    id: root

    required property int largest
    required property int smallest
    property int lines: 1
    property bool wrapped: false
    // Set by fit() only (not bindings): it tries sizes and reads what each lays out to.
    property int size: root.largest
    property real heightAtLargest: 0

    /** Lays the text out at the largest size that fits (a layout per size tried). */
    function fit() {
        if (!root.completed)
            return
        root.wrapped = false
        root.size = root.largest
        root.heightAtLargest = root.implicitHeight
        if (root.implicitWidth <= root.width)
            return
        if (root.size <= root.smallest) {
            root.wrapped = root.lines > 1
            return
        }
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
        // Still too wide at the least size: onto more lines, if it may take them.
        root.wrapped = root.lines > 1 && fits === root.smallest && root.implicitWidth > root.width
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
    onLinesChanged: root.fit()

    font.pixelSize: root.size
    elide: Text.ElideRight
    wrapMode: root.wrapped ? Text.Wrap : Text.NoWrap
    maximumLineCount: root.lines
}
