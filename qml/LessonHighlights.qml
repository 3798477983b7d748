// LessonHighlights: the lesson step's highlights drawn over the table (issue 11): a glowing
// frame around each permanent, player, stack object, log line or the day/night indicator the
// step names, and arrows between them (Tovolar's trigger to each Wolf). It finds each item by
// its objectName and id in the table's visual tree ("permanent" with objectId, "stackEntry<N>"
// with objectId, "playerHeader" with playerIndex, "logLine" with index, "indicator") and follows
// it as it moves. A target in a scrolling list (a long stack) is scrolled into view, and a frame
// is drawn only over the part of its target that is shown (never over what lies beside a panel
// that clips it). It takes no input.
//
// Properties:
//   highlights            : var   LessonPlayer.highlights: [{kind, id}] and {kind: "arrow", from, to}
//   table      (required) : Item  the item whose tree holds the table (Main's tableView)
//   color                 : color the frames' and arrows' colour (default Theme.sun; the table's
//                                 combat arrows, blocker to attacker, use Theme.damage)
import QtQuick

Item {
    id: root

    property var highlights: []
    required property Item table
    property color color: Theme.sun

    /// Frames [{x, y, w, h}] and arrows [{x1, y1, x2, y2}] in this item's coordinates.
    property var frames: []
    property var arrows: []
    /// The first permanent the step highlights, as its card on the table shows it, for Main to
    /// show large beside the board (presentation: the card the caption talks about is readable):
    /// {front, back, backUp, damage}, or null when the step names no permanent.
    property var spotlight: null

    objectName: "lessonHighlights"
    enabled: false // takes no clicks

    function findItem(target) {
        const wanted = target.kind === "permanent" ? (item => item.objectName === "permanent" && item.objectId === target.id)
                     : target.kind === "stack" ? (item => item.objectName.startsWith("stackEntry") && item.objectId === target.id)
                     : target.kind === "player" ? (item => item.objectName === "playerHeader" && item.playerIndex === target.id)
                     : target.kind === "log" ? (item => item.objectName === "logLine" && item.index === target.id)
                     : (item => item.objectName === "indicator")
        const queue = [root.table]
        while (queue.length > 0) {
            const item = queue.shift()
            if (item !== root && item.visible) {
                if (item.objectName !== "" && wanted(item))
                    return item
                const children = item.children // a list property: no for...of in Qt 6.4
                for (let i = 0; i < children.length; ++i)
                    queue.push(children[i])
            }
        }
        return null
    }
    /// The list view `item` is a delegate of, or null.
    function listOf(item) {
        for (let p = item.parent; p !== null && p !== root.table; p = p.parent)
            if (p.positionViewAtIndex !== undefined)
                return p
        return null
    }
    /// `item` is shown whole in its list (or is in none).
    function shownWhole(item) {
        const list = root.listOf(item)
        if (list === null)
            return true
        const top = item.mapToItem(list, 0, 0).y
        return top >= -0.5 && top + item.height <= list.height + 0.5
    }
    /// A stack too long for its panel: unless one of the step's stack objects is shown whole,
    /// the list scrolls to the first of them (once: then it is shown, and the view stays).
    function scrollToStack() {
        const items = root.highlights.filter(h => h.kind === "stack").map(h => root.findItem(h)).filter(item => item !== null)
        if (items.length === 0 || items.some(item => root.shownWhole(item)))
            return
        const list = root.listOf(items[0])
        if (list !== null && !list.moving && items[0].index !== undefined)
            list.positionViewAtIndex(items[0].index, ListView.Contain)
    }
    /// `item`'s rectangle in this item's coordinates, cut to what the items that clip it show;
    /// null when none of it is shown.
    function shownRect(item) {
        const p = item.mapToItem(root, 0, 0)
        let x1 = p.x, y1 = p.y, x2 = p.x + item.width, y2 = p.y + item.height
        for (let a = item.parent; a !== null; a = a.parent) {
            if (!a.clip)
                continue
            const q = a.mapToItem(root, 0, 0)
            x1 = Math.max(x1, q.x)
            y1 = Math.max(y1, q.y)
            x2 = Math.min(x2, q.x + a.width)
            y2 = Math.min(y2, q.y + a.height)
        }
        return x2 - x1 >= 1 && y2 - y1 >= 1 ? { x: x1, y: y1, w: x2 - x1, h: y2 - y1 } : null
    }
    function rectOf(target) {
        const item = root.findItem(target)
        if (item === null || item.width <= 0)
            return null
        return root.shownRect(item)
    }
    function refresh() {
        root.scrollToStack()
        const frames = []
        const arrows = []
        for (const h of root.highlights) {
            if (h.kind === "arrow") {
                const a = root.rectOf(h.from)
                const b = root.rectOf(h.to)
                if (a !== null && b !== null)
                    arrows.push({ x1: a.x + a.w / 2, y1: a.y + a.h / 2, x2: b.x + b.w / 2, y2: b.y + b.h / 2 })
            } else {
                const r = root.rectOf(h)
                if (r !== null)
                    frames.push(r)
            }
        }
        // The card to show large: the first permanent highlighted, with the face it shows now.
        let spot = null
        for (const h of root.highlights) {
            const item = h.kind === "permanent" ? root.findItem(h) : null
            if (item !== null) {
                spot = { front: item.frontFace, back: item.backFace, backUp: item.backFaceUp, damage: item.damage }
                break
            }
        }
        if (JSON.stringify(spot) !== JSON.stringify(root.spotlight))
            root.spotlight = spot
        // Unchanged geometry keeps the frames (and their pulse) as they are.
        if (JSON.stringify(frames) !== JSON.stringify(root.frames))
            root.frames = frames
        if (JSON.stringify(arrows) !== JSON.stringify(root.arrows)) {
            root.arrows = arrows
            canvas.requestPaint()
        }
    }

    onHighlightsChanged: root.refresh()
    onWidthChanged: root.refresh()
    onHeightChanged: root.refresh()
    // Cards move as they enter, flip and the rows settle: follow them while something is shown.
    Timer {
        interval: 300
        repeat: true
        running: root.visible && root.highlights.length > 0
        onTriggered: root.refresh()
    }

    Repeater {
        model: root.frames
        delegate: Rectangle {
            required property var modelData
            x: modelData.x - 6
            y: modelData.y - 6
            width: modelData.w + 12
            height: modelData.h + 12
            radius: 10
            color: "transparent"
            border.color: root.color
            border.width: 4
            opacity: 0.9
            SequentialAnimation on opacity {
                loops: Animation.Infinite
                NumberAnimation { to: 0.45; duration: 700; easing.type: Easing.InOutSine }
                NumberAnimation { to: 0.95; duration: 700; easing.type: Easing.InOutSine }
            }
        }
    }
    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = canvas.getContext("2d")
            ctx.reset()
            ctx.strokeStyle = root.color
            ctx.fillStyle = root.color
            ctx.lineWidth = 5
            for (const a of root.arrows) {
                const angle = Math.atan2(a.y2 - a.y1, a.x2 - a.x1)
                const x2 = a.x2 - 30 * Math.cos(angle) // stop short of the target's centre
                const y2 = a.y2 - 30 * Math.sin(angle)
                ctx.beginPath()
                ctx.moveTo(a.x1, a.y1)
                ctx.lineTo(x2, y2)
                ctx.stroke()
                ctx.beginPath()
                ctx.moveTo(x2, y2)
                ctx.lineTo(x2 - 22 * Math.cos(angle - 0.45), y2 - 22 * Math.sin(angle - 0.45))
                ctx.lineTo(x2 - 22 * Math.cos(angle + 0.45), y2 - 22 * Math.sin(angle + 0.45))
                ctx.closePath()
                ctx.fill()
            }
        }
    }
}
