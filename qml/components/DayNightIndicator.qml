// DayNightIndicator: the day/night designation, the largest element of the side panel.
// A sun for day, a crescent moon for night, a dim half-lit disc while it is neither; the word
// in large letters and, below it, the forecast for the next untap step.
// On a change the sun sets and the moon rises (or the reverse), scaled by motionScale.
//
// Properties:
//   designation (required) : string  "neither", "day" or "night"
//   forecast (required)    : string  e.g. "Bob has cast 1 spell this turn: it becomes day at the
//                                    next untap if he casts 1 more"
//   motionScale (required) : real    1 normal, 0 no animation, 2 slow
//   shownState : string (readonly)   the state currently shown ("neither", "day", "night")
//   animating  : bool (readonly)     a designation change is being animated
import QtQuick

Rectangle {
    id: root

    required property string designation
    required property string forecast
    required property real motionScale

    readonly property string shownState: root.state
    readonly property bool animating: toDay.running || toNight.running || toNeither.running
    readonly property int duration: Theme.baseDuration * 2 * root.motionScale

    readonly property real skySize: Math.max(24, Math.min(root.height * 0.55, root.width * 0.38))
    readonly property real glyphSize: root.skySize * 0.8
    readonly property real glyphUp: root.skySize * 0.06
    readonly property real glyphDown: root.skySize * 1.05

    implicitWidth: 360
    implicitHeight: 250
    radius: 10
    border.color: Theme.panelBorder
    border.width: 1
    color: Theme.skyNeither
    clip: true

    state: root.designation
    Accessible.role: Accessible.StaticText
    Accessible.name: word.text + ". " + root.forecast

    // The ground below the horizon; the forecast sits on it. Glyphs set behind the horizon
    // because the sky clips at its bottom edge.
    Rectangle {
        id: ground
        x: root.border.width
        y: sky.y + sky.height
        width: root.width - 2 * root.border.width
        height: root.height - ground.y - root.border.width
        radius: root.radius - root.border.width
        color: Qt.darker(root.color, 1.35)

        Rectangle {  // squares off the top corners
            width: ground.width
            height: ground.radius
            color: ground.color
        }
        Rectangle {
            width: ground.width
            height: 2
            color: Qt.lighter(root.color, 1.2)
        }
    }

    Item {
        id: sky
        objectName: "sky"
        x: 12
        y: 10
        width: root.skySize
        height: root.skySize
        clip: true  // glyphs set below this edge

        DayNightGlyph {
            id: sun
            objectName: "sunGlyph"
            // Drawn while it shows or is about to (the shapes of a set glyph are not made).
            kind: sun.opacity > 0 || root.designation === "day" ? "day" : ""
            x: (sky.width - root.glyphSize) / 2
            y: root.glyphDown
            width: root.glyphSize
            height: root.glyphSize
            opacity: 0
        }
        DayNightGlyph {
            id: moon
            objectName: "moonGlyph"
            // Drawn while it shows or is about to (the shapes of a set glyph are not made).
            kind: moon.opacity > 0 || root.designation === "night" ? "night" : ""
            x: (sky.width - root.glyphSize) / 2
            y: root.glyphDown
            width: root.glyphSize
            height: root.glyphSize
            opacity: 0
        }
        DayNightGlyph {
            id: neitherDisc
            objectName: "neitherGlyph"
            // Drawn while it shows or is about to (the shapes of a set glyph are not made).
            kind: neitherDisc.opacity > 0 || root.designation === "neither" ? "neither" : ""
            x: (sky.width - root.glyphSize) / 2
            y: root.glyphUp
            width: root.glyphSize
            height: root.glyphSize
            opacity: 1
        }
    }

    // As large as fits (FitText: what Text.HorizontalFit gives, with two or three font sizes
    // loaded instead of six).
    FitText {
        id: word
        objectName: "designationWord"
        anchors.left: sky.right
        anchors.leftMargin: 14
        anchors.right: parent.right
        anchors.rightMargin: 12
        anchors.verticalCenter: sky.verticalCenter
        height: word.heightAtLargest
        // Bound directly (not through the states) so the word is right the moment it changes.
        text: root.designation === "day" ? qsTr("DAY")
            : root.designation === "night" ? qsTr("NIGHT") : qsTr("NEITHER")
        color: Theme.textPrimary
        largest: Math.round(Math.max(Theme.fontLarge, root.skySize * 0.42))
        smallest: Theme.fontLarge
        elide: Text.ElideNone
        font.bold: true
        font.letterSpacing: 2
    }

    Text {
        id: forecastText
        objectName: "forecast"
        anchors.top: sky.bottom
        anchors.topMargin: 10
        anchors.left: parent.left
        anchors.leftMargin: 14
        anchors.right: parent.right
        anchors.rightMargin: 14
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 10
        text: root.forecast
        color: word.color
        font.pixelSize: Theme.fontNormal + 2
        fontSizeMode: Text.Fit
        minimumPixelSize: Theme.fontTiny
        wrapMode: Text.Wrap
        elide: Text.ElideRight
        verticalAlignment: Text.AlignTop
    }

    states: [
        State {
            name: "neither"
            PropertyChanges { target: root; color: Theme.skyNeither }
            PropertyChanges { target: word; color: Theme.textPrimary }
            PropertyChanges { target: neitherDisc; y: root.glyphUp; opacity: 1; rotation: 0 }
            PropertyChanges { target: sun; y: root.glyphDown; opacity: 0; rotation: -60 }
            PropertyChanges { target: moon; y: root.glyphDown; opacity: 0; rotation: 40 }
        },
        State {
            name: "day"
            PropertyChanges { target: root; color: Theme.skyDay }
            PropertyChanges { target: word; color: "#3a2200" }
            PropertyChanges { target: neitherDisc; y: root.glyphDown; opacity: 0; rotation: 0 }
            PropertyChanges { target: sun; y: root.glyphUp; opacity: 1; rotation: 0 }
            PropertyChanges { target: moon; y: root.glyphDown; opacity: 0; rotation: 40 }
        },
        State {
            name: "night"
            PropertyChanges { target: root; color: Theme.skyNight }
            PropertyChanges { target: word; color: "#dfe7ff" }
            PropertyChanges { target: neitherDisc; y: root.glyphDown; opacity: 0; rotation: 0 }
            PropertyChanges { target: sun; y: root.glyphDown; opacity: 0; rotation: -60 }
            PropertyChanges { target: moon; y: root.glyphUp; opacity: 1; rotation: 0 }
        }
    ]

    // The glyph that leaves sets first; the one that arrives rises as it goes, so exactly one
    // glyph is up when the animation ends.
    transitions: [
        Transition {
            id: toDay
            to: "day"
            enabled: root.motionScale > 0
            ParallelAnimation {
                NumberAnimation { targets: [moon, neitherDisc]; properties: "y,opacity,rotation"; duration: root.duration * 0.6; easing.type: Easing.InQuad }
                SequentialAnimation {
                    PauseAnimation { duration: root.duration * 0.35 }
                    NumberAnimation { target: sun; properties: "y,opacity,rotation"; duration: root.duration * 0.65; easing.type: Easing.OutQuad }
                }
                ColorAnimation { targets: [root, word]; properties: "color"; duration: root.duration }
            }
        },
        Transition {
            id: toNight
            to: "night"
            enabled: root.motionScale > 0
            ParallelAnimation {
                NumberAnimation { targets: [sun, neitherDisc]; properties: "y,opacity,rotation"; duration: root.duration * 0.6; easing.type: Easing.InQuad }
                SequentialAnimation {
                    PauseAnimation { duration: root.duration * 0.35 }
                    NumberAnimation { target: moon; properties: "y,opacity,rotation"; duration: root.duration * 0.65; easing.type: Easing.OutQuad }
                }
                ColorAnimation { targets: [root, word]; properties: "color"; duration: root.duration }
            }
        },
        Transition {
            id: toNeither
            to: "neither"
            enabled: root.motionScale > 0
            ParallelAnimation {
                NumberAnimation { targets: [sun, moon]; properties: "y,opacity,rotation"; duration: root.duration * 0.6; easing.type: Easing.InQuad }
                SequentialAnimation {
                    PauseAnimation { duration: root.duration * 0.35 }
                    NumberAnimation { target: neitherDisc; properties: "y,opacity,rotation"; duration: root.duration * 0.65; easing.type: Easing.OutQuad }
                }
                ColorAnimation { targets: [root, word]; properties: "color"; duration: root.duration }
            }
        }
    ]
}
