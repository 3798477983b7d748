// LogView: the game log, newest line at the bottom; follows new lines as they arrive.
// Each line shows its citation underneath in a smaller, muted font ("ruling 3 · CR 502.2").
//
// Properties:
//   model (required) : var     a list model with roles
//                                text   string  the log line
//                                rule   string  e.g. "CR 502.2", "" for none
//                                ruling int     ruling number, 0 for none
//                                rulingText string (optional) the ruling's words; hovering
//                                       the line shows them, clicking pins them open
//   title            : string  heading, default "LOG"; "" hides it
//   count            : int (readonly) number of lines shown
//   atEnd            : bool (readonly) the newest line is in view
// New lines scroll into view unless the reader has scrolled up (scrolling back down resumes it);
// meanwhile a "latest" button at the bottom jumps back to the newest line and follows again.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root

    required property var model
    property string title: qsTr("LOG")

    readonly property int count: list.count
    readonly property bool atEnd: list.atYEnd

    implicitWidth: 360
    implicitHeight: 300
    color: Theme.panel
    border.color: Theme.panelBorder
    border.width: 1
    radius: 8

    Text {
        id: heading
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 10
        visible: root.title !== ""
        height: visible ? implicitHeight : 0
        text: root.title
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.letterSpacing: 1
    }

    ListView {
        id: list
        objectName: "logList"
        anchors.top: heading.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 10
        clip: true
        spacing: 6
        model: root.model
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { }

        // Follow the newest line, unless the reader has scrolled up to read history; scrolling
        // back to the bottom resumes following.
        property bool following: true
        onMovementEnded: list.following = list.atYEnd
        onCountChanged: if (list.following) list.positionViewAtEnd()
        // A new line's height is known only once its delegate is laid out.
        onContentHeightChanged: if (list.following && !list.moving) list.positionViewAtEnd()
        Component.onCompleted: list.positionViewAtEnd()

        delegate: Item {
            id: line
            objectName: "logLine"
            required property int index
            required property string text
            required property string rule
            required property int ruling
            required property var model
            // The ruling's own words (LogModel's rulingText role); "" when the model has none.
            readonly property string rulingText: line.model.rulingText ?? ""
            // Hovering or clicking a line that cites a ruling shows the ruling's text.
            property bool pinned: false
            readonly property bool expanded: line.rulingText !== "" && (lineMouse.containsMouse || line.pinned)
            readonly property string citation: {
                const ruling = line.ruling > 0 ? qsTr("ruling %1").arg(line.ruling) : ""
                if (ruling !== "" && line.rule !== "")
                    return ruling + " · " + line.rule
                return ruling + line.rule
            }
            width: list.width - 8
            height: column.implicitHeight

            Column {
                id: column
                width: line.width
                spacing: 1

                Text {
                    width: line.width
                    text: line.text
                    textFormat: Text.PlainText
                    color: Theme.textPrimary
                    font.pixelSize: Theme.fontNormal
                    wrapMode: Text.Wrap
                }
                Text {
                    width: line.width
                    visible: line.citation !== ""
                    text: line.citation + (line.rulingText !== "" && !line.expanded ? qsTr("  (hover for the ruling)") : "")
                    color: line.rulingText !== "" ? Theme.accent : Theme.textMuted
                    font.pixelSize: Theme.fontTiny
                    font.italic: true
                    wrapMode: Text.Wrap
                }
                Rectangle {
                    objectName: "rulingBox"
                    visible: line.expanded
                    width: line.width
                    height: line.expanded ? rulingWords.implicitHeight + 10 : 0
                    radius: 4
                    color: Qt.rgba(1, 1, 1, 0.08)
                    border.color: Theme.accent
                    Text {
                        id: rulingWords
                        objectName: "rulingText"
                        x: 5
                        y: 5
                        width: parent.width - 10
                        // Laid out only when shown (every line of a long log would otherwise
                        // lay out its ruling's words at start-up).
                        text: line.expanded ? line.rulingText : ""
                        color: Theme.textPrimary
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                    }
                }
            }
            MouseArea {
                id: lineMouse
                anchors.fill: parent
                hoverEnabled: true
                onClicked: line.pinned = !line.pinned
            }
        }
    }

    Button {
        objectName: "logLatest"
        anchors { right: parent.right; bottom: parent.bottom; margins: 14 }
        visible: !list.following && list.count > 0
        text: qsTr("↓ latest")
        font.pixelSize: Theme.fontSmall
        onClicked: {
            list.following = true
            list.positionViewAtEnd()
        }
    }
}
