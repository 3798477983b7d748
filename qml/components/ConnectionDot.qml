// ConnectionDot: one player's connection in a network game, as the phase bar shows it: a dot
// (green: connected; amber: away, with the time left before the host may give the seat away;
// grey: disconnected) and the round-trip time ("23 ms"). Hovering says it in words.
//
// Properties:
//   name (required)   : string  the player, e.g. "Bob"
//   status (required) : string  "connected", "away" (dropped, the game waits for them) or
//                               "disconnected" (gone: the host chose, or the game is over);
//                               anything else reads as disconnected
//   rttMs             : real    the last round trip in milliseconds; -1 (default): not measured
//                               (the host's own seat, a computer seat), no time shown
//   secondsLeft       : int     while away: seconds until the host may choose (default -1: no
//                               countdown shown)
//   showName          : bool    default true; false shows only the dot and the time
//   description       : string  (readonly) the tooltip's sentence, e.g. "Bob: connected, 23 ms
//                               round trip"
import QtQuick
import QtQuick.Controls
import "NetFormat.js" as NetFormat

Item {
    id: root

    required property string name
    required property string status
    property real rttMs: -1
    property int secondsLeft: -1
    property bool showName: true

    readonly property color amber: "#f2b33d"
    readonly property color grey: "#7d828c"
    readonly property bool connected: root.status === "connected"
    readonly property bool away: root.status === "away"
    readonly property string detail: root.connected ? NetFormat.roundTrip(root.rttMs)
                                   : root.away ? (root.secondsLeft >= 0 ? qsTr("away %1").arg(NetFormat.clock(root.secondsLeft)) : qsTr("away"))
                                   : qsTr("offline")
    readonly property string description: root.connected
        ? (root.rttMs >= 0 ? qsTr("%1: connected, %2 round trip").arg(root.name).arg(NetFormat.roundTrip(root.rttMs))
                           : qsTr("%1: connected").arg(root.name))
        : root.away ? (root.secondsLeft >= 0 ? qsTr("%1: connection lost, the game waits %2 for them").arg(root.name).arg(NetFormat.clock(root.secondsLeft))
                                             : qsTr("%1: connection lost, the game waits for them").arg(root.name))
        : qsTr("%1: not connected").arg(root.name)

    implicitWidth: row.implicitWidth
    implicitHeight: row.implicitHeight

    Accessible.role: Accessible.StaticText
    Accessible.name: root.description

    Row {
        id: row
        spacing: 4
        Rectangle {
            objectName: "dot"
            anchors.verticalCenter: parent.verticalCenter
            width: 8
            height: 8
            radius: 4
            color: root.connected ? Theme.highlight : root.away ? root.amber : root.grey
            border.color: Qt.darker(color, 1.6)
        }
        Text {
            objectName: "connectionText"
            anchors.verticalCenter: parent.verticalCenter
            text: root.showName ? (root.detail !== "" ? root.name + " " + root.detail : root.name) : root.detail
            color: root.away ? root.amber : root.connected ? Theme.textMuted : root.grey
            font.pixelSize: Theme.fontTiny
        }
    }

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered
    ToolTip.delay: 400
    ToolTip.text: root.description
}
