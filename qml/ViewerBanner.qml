// ViewerBanner: one line that says whose eyes this screen has in a network game, so nobody
// mistakes a spectator's or a judge's screen for a player's, and every player knows when
// spectators see the hands:
//   a spectator:                      "You are watching: public information only"
//   a spectator, hands shown:         "You are watching: spectators see every hand"
//   a player, spectators see hands:   "Spectators see every hand, yours too"
//   a judge (teacher, tester):        "Judge's view: everything, every hand and library"
// A player in a game whose spectators see public information only has nothing to be told: the
// banner is hidden (shown false).
//
// Properties:
//   viewer (required)                : string  "seat", "spectator" or "judge"
//   spectatorsSeeAllHands (required) : bool    the host let spectators see every hand
//   text                             : string  (readonly) the line shown, "" when hidden
//   shown                            : bool    (readonly) there is a line to show (visible
//                                              follows it)
import QtQuick

Rectangle {
    id: root

    required property string viewer
    required property bool spectatorsSeeAllHands

    readonly property string text: root.viewer === "judge" ? qsTr("Judge's view: everything, every hand and library")
        : root.viewer === "spectator" ? (root.spectatorsSeeAllHands ? qsTr("You are watching: spectators see every hand")
                                                                     : qsTr("You are watching: public information only"))
        : root.spectatorsSeeAllHands ? qsTr("Spectators see every hand, yours too") : ""
    readonly property bool shown: root.text !== ""
    /// A player's hand shown to others is the warning; a judge's view is marked apart.
    readonly property color tint: root.viewer === "judge" ? "#9b6bd6"
                                : root.spectatorsSeeAllHands ? Theme.warning : Theme.accent

    objectName: "viewerBanner"
    visible: root.shown
    implicitWidth: label.implicitWidth + 28
    implicitHeight: label.implicitHeight + 10
    radius: height / 2
    color: Qt.rgba(root.tint.r, root.tint.g, root.tint.b, 0.22)
    border.color: root.tint
    border.width: 1

    Accessible.role: Accessible.StaticText
    Accessible.name: root.text

    Text {
        id: label
        objectName: "viewerBannerText"
        anchors.centerIn: parent
        width: Math.min(implicitWidth, root.width - 28)
        elide: Text.ElideRight
        text: root.text
        color: Theme.textOnDark
        font.pixelSize: Theme.fontNormal
        font.bold: true
    }
}
