// EditorDragLayer: the board editor's drag and drop over the seats. While the editor is open, a
// card dragged from a hand or the battlefield (or from the editor's list of a graveyard, exile or
// library: dragTo/dropAt) onto a zone of any player moves there, as one edit
// (GameController.editor.editDrop, BoardEditor: a card goes to its owner's hand, graveyard,
// exile or library, CR 400.3; onto a battlefield under that player's control). The editor's
// menus stay the keyboard's way to do the same.
//
// It lies over the seats and takes no click of its own: a press still reaches the card under it
// (its click, right click and preview), and only a drag past the threshold becomes a move. What
// lies under the pointer is found by walking the seats' items (PlayerArea: handRow, othersRow,
// landsRow, libraryCount, graveyardCount, exileCount; a "permanent" delegate has objectId, a
// hand's slot cardId), so the seats' delegates know nothing of the editor.
//
// Properties: controller (required): the GameController; seats (required): the seats' view;
// placed: edits placed exactly (the editor's mode). Read-only: dragging (a drag is under way),
// targetText (where a drop would go: "Bob's graveyard", "" for nowhere).
// Functions: dragTo(name, scenePoint) (a drag from elsewhere moves: show it), dropAt(objectId,
// cardId, scenePoint) (drop it: true when a zone was under the point and the edit was made),
// targetAt(scenePoint) ({player, zone, item} or null), sourceAt(scenePoint) ({objectId, cardId, name}
// of the card there, or null).
import QtQuick
import DayNight.Models

Item {
    id: root
    objectName: "editorDragLayer"

    required property GameController controller
    required property Item seats
    property bool placed: false
    readonly property bool dragging: ghost.visible
    readonly property string targetText: root.target ? root.zoneTitle(root.target) : ""

    /// What the drag started on: {objectId, cardId, name}, or null.
    property var source: null
    /// The zone under the pointer: {player, zone, item}, or null.
    property var target: null

    function zoneTitle(t) {
        const name = root.controller.playerNames()[t.player]
        return { battlefield: qsTr("%1's battlefield"), hand: qsTr("%1's hand"), graveyard: qsTr("%1's graveyard"),
                 exile: qsTr("%1's exile"), libraryTop: qsTr("the top of %1's library") }[t.zone].arg(name)
    }
    // The chain of items under `scenePoint`, outermost first: the seat (a PlayerArea, a
    // delegate of the seats' view) and, inside it, the topmost visible child at each level.
    function chainAt(scenePoint) {
        const chain = []
        const under = item => {
            const p = item.mapFromItem(null, scenePoint.x, scenePoint.y)
            return item.visible && p.x >= 0 && p.y >= 0 && p.x < item.width && p.y < item.height
        }
        for (let i = 0; i < root.seats.count; ++i) {
            let item = root.seats.itemAtIndex(i)
            if (!item || !under(item))
                continue
            for (let depth = 0; item && depth < 40; ++depth) {
                chain.push(item)
                // The children in paint order (z, then declaration), the topmost first.
                const kids = []
                for (let k = 0; k < item.children.length; ++k)
                    kids.push({ item: item.children[k], order: k })
                kids.sort((a, b) => b.item.z - a.item.z || b.order - a.order)
                const top = kids.find(kid => under(kid.item))
                item = top ? top.item : null
            }
            break
        }
        return chain
    }
    function targetAt(scenePoint) {
        const chain = root.chainAt(scenePoint)
        let player = -1
        let zone = ""
        let zoneItem = null
        for (const item of chain) {
            if (item.player !== undefined && item.others !== undefined && item.player) {
                player = item.player.playerIndex
                zone = "battlefield"
                zoneItem = item
            }
            const named = { handRow: "hand", othersRow: "battlefield", landsRow: "battlefield", libraryCount: "libraryTop",
                            graveyardCount: "graveyard", exileCount: "exile", playerHeader: "" }[item.objectName]
            if (player >= 0 && named !== undefined) {
                zone = named
                zoneItem = item
            }
        }
        return player >= 0 && zone !== "" ? { player: player, zone: zone, item: zoneItem } : null
    }
    function sourceAt(scenePoint) {
        let found = null
        let faceUp = true
        for (const item of root.chainAt(scenePoint)) {
            if (item.objectName === "handRow")
                faceUp = item.faceUp
            if (item.objectName === "permanent" && item.objectId !== undefined)
                found = { objectId: item.objectId, cardId: -1, name: item.faceName }
            else if (item.cardId !== undefined && item.needsX !== undefined) // a hand's card: named only face up
                found = { objectId: -1, cardId: item.cardId, name: faceUp && item.frontFace ? item.frontFace.name : qsTr("A card from a hand") }
        }
        return found
    }
    function dragTo(name, scenePoint) {
        const p = root.mapFromItem(null, scenePoint.x, scenePoint.y)
        ghostText.text = name
        ghost.x = p.x + 8
        ghost.y = p.y + 8
        ghost.visible = true
        root.target = root.targetAt(scenePoint)
    }
    function dropAt(objectId, cardId, scenePoint) {
        const t = root.targetAt(scenePoint)
        ghost.visible = false
        root.target = null
        if (!t)
            return false
        return root.controller.editor.editDrop(objectId, cardId, t.player, t.zone, root.placed)
    }

    DragHandler {
        id: drag
        target: null
        enabled: root.controller.editor.editing
        acceptedButtons: Qt.LeftButton
        /// Where the pointer last was while dragging (the release's point).
        property point last
        onActiveChanged: {
            if (drag.active) {
                root.source = root.sourceAt(root.mapToItem(null, drag.centroid.pressPosition.x, drag.centroid.pressPosition.y))
                drag.last = drag.centroid.scenePosition
                if (root.source)
                    root.dragTo(root.source.name, drag.last)
            } else if (root.source) {
                const s = root.source
                root.source = null
                root.dropAt(s.objectId, s.cardId, drag.last)
            }
        }
        onCentroidChanged: if (drag.active && root.source) {
            drag.last = drag.centroid.scenePosition
            root.dragTo(root.source.name, drag.last)
        }
    }

    // Where a drop would go: its zone framed.
    Rectangle {
        objectName: "dropTarget"
        visible: root.dragging && root.target !== null
        readonly property rect area: root.target ? root.target.item.mapToItem(root, 0, 0, root.target.item.width, root.target.item.height)
                                                 : Qt.rect(0, 0, 0, 0)
        x: area.x - 3
        y: area.y - 3
        width: area.width + 6
        height: area.height + 6
        radius: 6
        color: Qt.rgba(0.3, 0.64, 1, 0.15)
        border.color: Theme.highlight
        border.width: 3
    }
    // The card being dragged, with where it would go.
    Rectangle {
        id: ghost
        objectName: "dragGhost"
        visible: false
        width: ghostColumn.implicitWidth + 16
        height: ghostColumn.implicitHeight + 10
        radius: 6
        color: Theme.panel
        border.color: Theme.highlight
        border.width: 2
        Column {
            id: ghostColumn
            anchors.centerIn: parent
            Text { id: ghostText; color: Theme.textOnDark; font.bold: true; font.pixelSize: Theme.fontSmall }
            Text {
                text: root.target ? qsTr("→ %1").arg(root.targetText) : qsTr("drop it on a hand, a battlefield, a graveyard, exile or a library")
                color: Theme.textOnDarkMuted
                font.pixelSize: Theme.fontTiny
            }
        }
    }
}
