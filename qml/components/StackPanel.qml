// StackPanel: the stack, top object first, each with the face that produced it.
//
// Properties:
//   model (required) : var  a list model with roles
//                              name            string  the spell or ability, e.g. "Play with Fire"
//                              controllerName  string  e.g. "Bob"
//                              face            var     the face map that produced it (see FaceView)
//   title            : string  heading, default "STACK (top first)"
//   count            : int (readonly) number of objects on the stack
pragma ComponentBehavior: Bound
import QtQuick

Rectangle {
    id: root

    required property var model
    /// Emitted when an entry is clicked (e.g. to choose a spell as a target), with its objectId.
    signal objectClicked(int objectId)
    property string title: qsTr("STACK (top first)")

    readonly property int count: list.count

    implicitWidth: 360
    implicitHeight: 200
    color: Theme.panel
    border.color: Theme.panelBorder
    border.width: 1
    radius: 8

    Text {
        id: heading
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 10
        // How many wait, so a stack taller than its panel says so ("STACK (top first) · 3").
        text: root.title + (list.count > 1 ? " · " + list.count : "")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.letterSpacing: 1
    }

    Text {
        objectName: "stackEmpty"
        anchors.centerIn: list
        visible: list.count === 0
        text: qsTr("empty")
        color: Theme.textMuted
        font.pixelSize: Theme.fontNormal
        font.italic: true
    }

    ListView {
        id: list
        objectName: "stackList"
        anchors.top: heading.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 10
        clip: true
        spacing: 6
        model: root.model
        boundsBehavior: Flickable.StopAtBounds

        delegate: Rectangle {
            id: entry
            required property int index
            required property string name
            required property string controllerName
            required property var face
            required property var model
            // Optional roles (absent in simple models): the engine's object id, and whether it can be
            // chosen as the target being picked.
            readonly property int objectId: entry.model.objectId ?? -1
            readonly property bool targetable: entry.model.targetable ?? false
            /// An ability's words and the object's targets ("" when none; optional roles).
            readonly property string abilityText: entry.model.text ?? ""
            readonly property string targets: entry.model.targets ?? ""
            readonly property bool hasFace: entry.face !== null && entry.face !== undefined
            objectName: "stackEntry" + entry.index
            width: list.width
            height: entryColumn.implicitHeight + 10
            radius: 6
            color: entry.index === 0 ? "#323846" : "#2b2f37"
            border.color: entry.targetable ? Theme.highlight : entry.index === 0 ? Theme.accent : Theme.panelBorder
            border.width: entry.targetable ? 3 : 1

            MouseArea {
                anchors.fill: parent
                onClicked: root.objectClicked(entry.objectId)
            }

            // The frame colour of the source face, as on the card.
            Rectangle {
                id: swatch
                x: 0
                y: 0
                width: 6
                height: entry.height
                radius: 3
                color: entry.hasFace ? Theme.frameColor(entry.face.colors ?? "", entry.face.isLand ?? false)
                                     : Theme.frameColorless
            }

            Column {
                id: entryColumn
                anchors.left: swatch.right
                anchors.leftMargin: 8
                anchors.right: parent.right
                anchors.rightMargin: 8
                anchors.verticalCenter: parent.verticalCenter
                spacing: 2

                Row {
                    width: parent.width
                    spacing: 6
                    Text {
                        id: topTag
                        visible: entry.index === 0
                        text: qsTr("TOP")
                        color: Theme.accent
                        font.pixelSize: Theme.fontTiny
                        font.bold: true
                        anchors.baseline: nameText.baseline
                    }
                    Text {
                        id: nameText
                        objectName: "stackName"
                        width: parent.width - (topTag.visible ? topTag.width + parent.spacing : 0)
                        text: qsTr("%1 (%2)").arg(entry.name).arg(entry.controllerName)
                        color: Theme.textPrimary
                        font.pixelSize: Theme.fontNormal
                        font.bold: true
                        elide: Text.ElideRight
                    }
                }
                Row {
                    visible: entry.hasFace
                    width: parent.width
                    spacing: 4
                    DayNightGlyph {
                        width: visible ? 14 : 0
                        height: 14
                        visible: entry.hasFace && (entry.face.mark ?? "") !== ""
                        kind: entry.hasFace ? (entry.face.mark ?? "") : ""
                    }
                    Text {
                        objectName: "stackFace"
                        width: parent.width - 20
                        text: entry.hasFace ? [entry.face.name ?? "", entry.face.typeLine ?? ""]
                                              .filter(part => part !== "").join(" — ") : ""
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                }
                // What the ability does, in two lines at most (hover the source for the rest).
                Text {
                    objectName: "stackText"
                    visible: entry.abilityText !== ""
                    width: parent.width
                    text: entry.abilityText
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.italic: true
                }
                // Its targets (CR 115): what it will act on as it resolves.
                Text {
                    objectName: "stackTargets"
                    visible: entry.targets !== ""
                    width: parent.width
                    text: qsTr("→ targets %1").arg(entry.targets)
                    wrapMode: Text.Wrap
                    color: Theme.highlight
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
        }
    }
}
