// Theme: the table's palette, font sizes and motion settings (a singleton).
//
// Properties (all plain values so Main.qml can bind or override them):
//   tableNeither, tableDay, tableNight : color  table background per day/night designation
//   skyNeither, skyDay, skyNight       : color  background of the day/night indicator
//   sun, sunRay, moon, neitherGlyph    : color  day/night glyphs
//   frameW, frameU, frameB, frameR, frameG, frameMulti, frameColorless, frameLand : color
//                                               card frame per colour identity
//   manaW, manaU, manaB, manaR, manaG, manaGeneric : color  mana symbol discs
//   textPrimary, textMuted, textOnDark, textOnDarkMuted, cardText : color
//   accent, highlight, damage, warning, panel, panelBorder : color
//   fontTiny, fontSmall, fontNormal, fontLarge, fontHuge : int  pixel sizes, times zoom
//   zoom         : real  the presentation scale: 1 normal; presentationZoom while a lesson is
//                        shown on a large window or View > Projector sizes is on (Main.qml sets
//                        it). Every font size above follows it, and a card's name on the table
//                        reads at cardNameLeast px or more.
//   presentationZoom : real  1.4: the smallest text (a log line's CR citation) reads at 14 px,
//                        captions, choices and the log at 20 px, from the back of a classroom
//   presenting   : bool  (readonly) zoom > 1
//   cardNameLeast : int  (readonly) the least pixel size of a card's name while presenting
//                        (18), 0 otherwise: FaceView wraps a name rather than shrink it below
//   baseDuration : int   base animation length in ms
//   motionScale  : real  1 = normal, 0 = reduced motion (no animation), 2 = slow demo
// Functions (display mapping only, no rules):
//   tableColor(designation), skyColor(designation) -> color
//   frameColor(colors, isLand) -> color   colors is a string of letters from "WUBRG"
//   manaColor(symbol) -> color             symbol is the text inside braces, e.g. "R", "2", "W/U"
pragma Singleton
import QtQuick

QtObject {
    id: root

    // Table light: warm by day, cool blue by night, neutral grey while it is neither.
    readonly property color tableNeither: "#3b3d42"
    readonly property color tableDay: "#5a4a32"
    readonly property color tableNight: "#1c2a47"

    readonly property color skyNeither: "#5d6168"
    readonly property color skyDay: "#f2c879"
    readonly property color skyNight: "#14203d"

    readonly property color sun: "#ffd23f"
    readonly property color sunRay: "#ffb627"
    readonly property color moon: "#e8ecf5"
    readonly property color neitherGlyph: "#b9bcc2"

    // Card frames by colour identity.
    readonly property color frameW: "#e9e2c6"
    readonly property color frameU: "#2f6fb0"
    readonly property color frameB: "#3a3236"
    readonly property color frameR: "#c4412f"
    readonly property color frameG: "#2f7d4a"
    readonly property color frameMulti: "#c9a43a"
    readonly property color frameColorless: "#9a9ea6"
    readonly property color frameLand: "#8a6a4a"

    // Mana symbol discs.
    readonly property color manaW: "#f8f3d2"
    readonly property color manaU: "#a9d4f2"
    readonly property color manaB: "#b7aca8"
    readonly property color manaR: "#f2a58a"
    readonly property color manaG: "#9bd3ae"
    readonly property color manaGeneric: "#cbc6c0"

    readonly property color textPrimary: "#f1f1f1"
    readonly property color textMuted: "#a8adb7"
    readonly property color textOnDark: "#f1f1f1"
    readonly property color textOnDarkMuted: "#b5bac4"
    readonly property color cardText: "#1b1b1b"

    readonly property color accent: "#4da3ff"
    readonly property color highlight: "#7dfc9a"
    readonly property color damage: "#d3262f"
    readonly property color warning: "#e8641c"
    readonly property color panel: "#262a31"
    readonly property color panelBorder: "#434955"

    property real zoom: 1.0
    readonly property real presentationZoom: 1.4
    readonly property bool presenting: root.zoom > 1
    readonly property int cardNameLeast: root.presenting ? Math.round(13 * root.zoom) : 0

    readonly property int fontTiny: Math.round(10 * root.zoom)
    readonly property int fontSmall: Math.round(12 * root.zoom)
    readonly property int fontNormal: Math.round(14 * root.zoom)
    readonly property int fontLarge: Math.round(20 * root.zoom)
    readonly property int fontHuge: Math.round(40 * root.zoom)

    property int baseDuration: 300
    property real motionScale: 1.0

    function tableColor(designation: string): color {
        return designation === "day" ? root.tableDay
             : designation === "night" ? root.tableNight : root.tableNeither
    }

    function skyColor(designation: string): color {
        return designation === "day" ? root.skyDay
             : designation === "night" ? root.skyNight : root.skyNeither
    }

    function frameColor(colors: string, isLand: bool): color {
        if (isLand)
            return root.frameLand
        const c = colors ?? ""
        if (c.length > 1)
            return root.frameMulti
        switch (c) {
        case "W": return root.frameW
        case "U": return root.frameU
        case "B": return root.frameB
        case "R": return root.frameR
        case "G": return root.frameG
        }
        return root.frameColorless
    }

    function manaColor(symbol: string): color {
        // Hybrid and Phyrexian symbols ("W/U", "R/P") take the colour of their first letter.
        switch ((symbol ?? "").charAt(0)) {
        case "W": return root.manaW
        case "U": return root.manaU
        case "B": return root.manaB
        case "R": return root.manaR
        case "G": return root.manaG
        }
        return root.manaGeneric
    }
}
