// DayNightGlyph: a sun, a crescent moon or a dim half-sun/half-moon, drawn with shapes.
// Used for the face mark of day/night cards (FaceView) and by DayNightIndicator.
// Only the glyph of the current kind is created (a card's mark needs one, not three).
//
// Properties:
//   kind  : string  "day" (sun), "night" (crescent moon), "neither" (the dim disc); anything
//                   else ("") draws nothing
//   Size it with width/height; the glyph fills the smaller side (implicit 24x24).
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick
import QtQuick.Shapes

Item {
    id: root

    property string kind: "day"

    /** Diameter of the glyph's body; rays extend out to the full square. */
    readonly property real side: Math.min(root.width, root.height)

    implicitWidth: 24
    implicitHeight: 24

    // Centred; it takes the size of the glyph it loads.
    Loader {
        anchors.centerIn: parent
        sourceComponent: root.kind === "day" ? sunGlyph
                       : root.kind === "night" ? moonGlyph
                       : root.kind === "neither" ? neitherGlyph : null
    }

    // Sun: a disc with eight rays.
    Component {
        id: sunGlyph
        Item {
            id: sun
            width: root.side
            height: root.side

            Repeater {
                model: 8
                delegate: Item {
                    required property int index
                    width: sun.width
                    height: sun.height
                    rotation: index * 45
                    Rectangle {
                        x: (parent.width - width) / 2
                        y: 0
                        width: Math.max(1, sun.width * 0.1)
                        height: sun.height * 0.2
                        radius: width / 2
                        color: Theme.sunRay
                    }
                }
            }
            Rectangle {
                anchors.centerIn: parent
                width: sun.width * 0.56
                height: width
                radius: width / 2
                color: Theme.sun
                border.color: Theme.sunRay
                border.width: Math.max(1, sun.width * 0.03)
            }
        }
    }

    // Moon: the region between an outer arc and a flatter inner arc, tipped to the right.
    Component {
        id: moonGlyph
        Shape {
            id: moon
            width: root.side * 0.9
            height: root.side * 0.9
            rotation: 20
            antialiasing: true

            ShapePath {
                fillColor: Theme.moon
                strokeColor: "#9aa6c0"
                strokeWidth: Math.max(1, moon.width * 0.03)
                startX: moon.width / 2
                startY: 0
                PathArc {
                    x: moon.width / 2
                    y: moon.height
                    radiusX: moon.width / 2
                    radiusY: moon.height / 2
                    direction: PathArc.Counterclockwise
                }
                PathArc {
                    x: moon.width / 2
                    y: 0
                    radiusX: moon.width * 0.62
                    radiusY: moon.height * 0.62
                    direction: PathArc.Clockwise
                }
            }
        }
    }

    // Neither: a dim disc, half lit.
    Component {
        id: neitherGlyph
        Item {
            id: neither
            width: root.side * 0.8
            height: root.side * 0.8

            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: "transparent"
                border.color: Theme.neitherGlyph
                border.width: Math.max(1, neither.width * 0.06)
            }
            Shape {
                anchors.fill: parent
                antialiasing: true
                ShapePath {
                    fillColor: Theme.neitherGlyph
                    strokeColor: "transparent"
                    startX: neither.width / 2
                    startY: 0
                    PathArc {
                        x: neither.width / 2
                        y: neither.height
                        radiusX: neither.width / 2
                        radiusY: neither.height / 2
                        direction: PathArc.Counterclockwise
                    }
                }
            }
        }
    }
}
