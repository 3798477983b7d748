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
//   fullText            : string  the text to show, for `wholeWords` (`text` is then what is
//                              shown: fullText, or its first words and "…")
//   wholeWords          : bool (default false) wrap `fullText` between words only, and when it
//                              does not fit in `lines` lines at `smallest`, show the words that
//                              do and "…" (never a part of a word); `wordsLeftOut` says so.
//                              False: Text.Wrap and ElideRight (a word wider than the line breaks
//                              inside, the last line elides anywhere)
//   wordsLeftOut        : bool (readonly) some of fullText's words are not shown
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
    property bool wholeWords: false
    property string fullText: ""
    readonly property bool wordsLeftOut: root.shortText !== ""
    // Set by fit() only (not bindings): it tries sizes and reads what each lays out to.
    property int size: root.largest
    property real heightAtLargest: 0
    /// Set by elideWords(): the whole words shown and "…", or "" for the whole text.
    property string shortText: ""
    TextMetrics {
        id: metrics
        /** The advance width of `s` in the text's font, in px. */
        function widthOf(s) {
            metrics.text = s
            return metrics.advanceWidth
        }
    }

    /** Lays the text out at the largest size that fits (a layout per size tried). */
    function fit() {
        if (!root.completed || root.fitting)
            return
        root.fitting = true
        root.fitOnce()
        root.fitting = false
    }
    property bool fitting: false
    function fitOnce() {
        root.wrapped = false
        if (root.shortText !== "") {
            root.shortText = ""
            root.text = root.fullText
        }
        root.size = root.largest
        root.heightAtLargest = root.implicitHeight
        if (root.implicitWidth <= root.width)
            return
        if (root.size <= root.smallest) {
            root.wrapped = root.lines > 1
            if (root.wholeWords)
                root.elideWords()
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
        if (root.wholeWords && fits === root.smallest && root.implicitWidth > root.width)
            root.elideWords()
    }

    /** The words that fit (whole, on `lines` lines at `smallest`), then "…"; sets `shortText`. */
    function elideWords() {
        const words = root.fullText.split(" ")
        let kept = 0
        metrics.font = root.font
        // Every word shown must fit on a line by itself (on one line, with the "…" after it).
        while (kept < words.length && metrics.widthOf(words[kept] + (root.lines > 1 || kept === words.length - 1 ? "" : " …")) <= root.width)
            ++kept
        const fits = n => {
            metrics.text = words.slice(0, n).join(" ") + (n < words.length ? " …" : "")
            return root.lines === 1 ? metrics.advanceWidth <= root.width : root.linesOf(n) <= root.lines
        }
        while (kept > 0 && !fits(kept))
            --kept
        root.shortText = kept === words.length ? "" : words.slice(0, kept).join(" ") + " …"
        if (root.shortText !== "")
            root.text = root.shortText
    }
    /** The lines the first `n` words (and "…" if some are left) take, wrapped between words. */
    function linesOf(n) {
        const words = root.fullText.split(" ")
        let lineCount = 1
        let line = ""
        for (let i = 0; i < n; ++i) {
            const word = words[i] + (i === n - 1 && n < words.length ? " …" : "")
            const joined = line === "" ? word : line + " " + word
            if (line !== "" && metrics.widthOf(joined) > root.width) {
                ++lineCount
                line = word
            } else {
                line = joined
            }
        }
        return lineCount
    }

    property bool completed: false
    Component.onCompleted: {
        if (root.fullText !== "")
            root.text = root.fullText
        root.completed = true
        root.fit()
    }
    onLargestChanged: root.fit()
    onSmallestChanged: root.fit()
    onWidthChanged: root.fit()
    onTextChanged: root.fit()
    // Assigned, not bound: fit() sets the text it shows (a binding would loop through it).
    onFullTextChanged: root.text = root.fullText
    onWholeWordsChanged: root.fit()
    onLinesChanged: root.fit()

    font.pixelSize: root.size
    elide: Text.ElideRight
    wrapMode: root.wrapped ? (root.wholeWords ? Text.WordWrap : Text.Wrap) : Text.NoWrap
    maximumLineCount: root.lines
}
