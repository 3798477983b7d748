// FaceView: one card face, drawn by the program (no images). Scales with its size; designed
// for about 150x210 px (its implicit size) and readable up to large hover previews.
//
// Properties:
//   face (required) : var  map with keys
//       name        string  card name (elided if too long)
//       manaCost    string  e.g. "{2}{R}{G}", may be ""
//       typeLine    string  e.g. "Creature — Human Werewolf"
//       oracleText  string  rules text; shrinks to fit, then elides
//       ptText      string  "3/3", "Loyalty 4" or "" (no box)
//       colors      string  letters from "WUBRG"; "" is colourless
//       isLand      bool    land frame
//       mark        string  "day" (sun), "night" (moon) or "" : which face of a day/night card
//       notEnforced list<string>  abilities the engine does not enforce yet (shows a badge)
//     A null/undefined face draws a card back (a face-down card).
//   shown           : bool (default true) false while the face is turned away (the hidden side
//                     of a card that can flip): its name, text and symbols are created the first
//                     time it is shown, then kept
//   unit            : real (readonly)  scale factor, 1.0 at 150x210
//   compact         : bool (readonly)  a small card (unit < 0.75, under about 112x157 px): the
//                     name, type line, P/T and day/night mark keep a readable least size (10, 8
//                     and 11 px) and take the art band's room (issue 12: readable at 1366x768)
//   notEnforcedText : string (readonly) the notEnforced abilities, one per line (for tooltips)
// While presenting (Theme.presenting) a card under 1.2x its design size leaves its mana cost out:
// its name takes the room.
//   textLines       : int (readonly) the lines a name may take before it elides: 2 on a large
//                     face (unit >= 1.5: a preview; its type line too), 3 while presenting
//                     (Theme.presenting: names read at Theme.cardNameLeast px or more), else 1
// A face-down card creates only its back; the name, type line, text and symbols are created when
// there is a face to draw; the side of a card turned away creates nothing until it turns up
// (start-up: other players' hands cost a few rectangles a card).
import QtQuick

Item {
    id: root

    required property var face
    property bool shown: true
    /** The face has been shown at least once (it latches: a plain property, set below). First
        set when the component is complete: anchors are applied then, so the texts are laid out
        once, at the card's size (made earlier, they were laid out at the implicit 150x210,
        then at the size of a not yet anchored parent, then at the right one). */
    property bool shownOnce: false
    onShownChanged: if (root.shown) root.shownOnce = true
    Component.onCompleted: if (root.shown) root.shownOnce = true

    readonly property bool faceDown: root.face === null || root.face === undefined
    readonly property real unit: Math.max(0.2, Math.min(root.width / 150, root.height / 210))
    readonly property var notEnforcedList: root.faceDown ? [] : (root.face.notEnforced ?? [])
    readonly property string notEnforcedText: root.notEnforcedList.join("\n")
    readonly property color frameColor: root.faceDown
        ? Theme.frameLand : Theme.frameColor(root.face.colors ?? "", root.face.isLand ?? false)
    // Bars are a pale wash of the frame colour so dark text stays readable on every frame.
    readonly property color barColor: Qt.tint(root.frameColor, "#c8f4efe4")
    readonly property color boxColor: Qt.tint(root.frameColor, "#e0faf7f0")
    readonly property real margin: 5 * root.unit
    readonly property bool compact: root.unit < 0.75
    /// The lines a name may wrap onto rather than elide: two on a large face (a preview), three
    /// on the table while presenting (its names read at Theme.cardNameLeast px), else one.
    readonly property int textLines: Theme.presenting ? 3 : root.unit >= 1.5 ? 2 : 1

    implicitWidth: 150
    implicitHeight: 210

    // The card, made when the face is first shown: its frame, then a card back (face down)
    // or the face's bars and text (made when there is a face).
    Loader {
        anchors.fill: parent
        active: root.shownOnce
        sourceComponent: Item {
            Rectangle {
                id: frame
                anchors.fill: parent
                radius: 7 * root.unit
                color: root.frameColor
                border.color: "#101010"
                border.width: Math.max(1, root.unit)
                gradient: Gradient {
                    GradientStop { position: 0.0; color: Qt.lighter(root.frameColor, 1.15) }
                    GradientStop { position: 1.0; color: Qt.darker(root.frameColor, 1.25) }
                }
            }

            // A card back for face-down cards.
            Rectangle {
                anchors.fill: parent
                anchors.margins: root.margin * 1.4
                visible: root.faceDown
                radius: 5 * root.unit
                color: "#3b2a1c"
                border.color: "#c9a46a"
                border.width: Math.max(1, root.unit * 1.5)
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.7
                    height: parent.height * 0.55
                    radius: width / 2
                    color: "#5c3d24"
                    border.color: "#c9a46a"
                    border.width: Math.max(1, root.unit)
                }
            }

            Loader {
                id: contentLoader
                anchors.fill: parent
                anchors.margins: root.margin
                // The face's bars and text, while there is a face.
                active: !root.faceDown
                sourceComponent: faceContent
            }
        }
    }

    Component {
        id: faceContent
        Item {
            id: content

            // Name bar: day/night mark, name, mana cost.
            Rectangle {
                id: nameBar
                x: 0
                y: 0
                width: content.width
                // Taller for a name that wraps (a large face, or the table while presenting).
                height: Math.max(20 * root.unit, 16, nameText.height + 4 * root.unit)
                radius: 4 * root.unit
                color: root.barColor
                border.color: Qt.darker(root.frameColor, 1.6)
                border.width: Math.max(1, root.unit * 0.6)

                Rectangle {
                    id: markDisc
                    anchors.left: parent.left
                    anchors.leftMargin: 2 * root.unit
                    anchors.verticalCenter: parent.verticalCenter
                    width: root.faceDown || !root.face.mark ? 0 : Math.max(16 * root.unit, 12)
                    height: Math.max(16 * root.unit, 12)
                    radius: height / 2
                    visible: width > 0
                    color: !root.faceDown && root.face.mark === "night" ? "#22305a" : "#fbe7b0"
                    DayNightGlyph {
                        objectName: "faceMark"
                        anchors.fill: parent
                        anchors.margins: 1.5 * root.unit
                        kind: root.faceDown ? "" : (root.face.mark ?? "")
                    }
                }

                // Long names shrink a little before they elide.
                FitText {
                    id: nameText
                    objectName: "faceName"
                    anchors.left: markDisc.right
                    anchors.leftMargin: 3 * root.unit
                    anchors.right: manaCost.left
                    anchors.rightMargin: 2 * root.unit
                    anchors.verticalCenter: parent.verticalCenter
                    height: nameText.wrapped ? nameText.implicitHeight : nameText.heightAtLargest
                    fullText: root.faceDown ? "" : (root.face.name ?? "")
                    // Read by a class: broken between words only, never inside one.
                    wholeWords: Theme.presenting
                    color: Theme.cardText
                    font.bold: true
                    largest: Math.max(10, Math.round(11 * root.unit), Theme.cardNameLeast)
                    smallest: Math.max(Math.floor(Math.max(9, 8 * root.unit)), Theme.cardNameLeast)
                    lines: root.textLines
                }

                ManaCost {
                    id: manaCost
                    objectName: "faceManaCost"
                    anchors.right: parent.right
                    anchors.rightMargin: 3 * root.unit
                    anchors.verticalCenter: parent.verticalCenter
                    // A card on a projected table gives its name the room (a preview keeps it).
                    cost: root.faceDown || Theme.presenting && root.unit < 1.2 ? "" : (root.face.manaCost ?? "")
                    symbolSize: Math.max(13 * root.unit, 9)
                }
            }

            // Art band: no images, a wash of the frame colour.
            Rectangle {
                id: art
                anchors.top: nameBar.bottom
                anchors.topMargin: 2 * root.unit
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.leftMargin: 3 * root.unit
                anchors.rightMargin: 3 * root.unit
                // A small card gives its art band to the name and type line.
                height: root.compact ? 0 : 24 * root.unit
                visible: !root.compact
                border.color: Qt.darker(root.frameColor, 1.6)
                border.width: Math.max(1, root.unit * 0.6)
                gradient: Gradient {
                    GradientStop { position: 0.0; color: Qt.lighter(root.frameColor, 1.45) }
                    GradientStop { position: 1.0; color: Qt.darker(root.frameColor, 1.1) }
                }

                // Made for a face with abilities the engine does not enforce yet.
                Loader {
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 2 * root.unit
                    active: root.notEnforcedList.length > 0
                    sourceComponent: Rectangle {
                        id: badge
                        objectName: "notEnforcedBadge"
                        width: badgeText.implicitWidth + 6 * root.unit
                        height: badgeText.implicitHeight + 2 * root.unit
                        radius: 3 * root.unit
                        color: Theme.warning
                        border.color: "#7a2a00"
                        border.width: Math.max(1, root.unit * 0.5)
                        Text {
                            id: badgeText
                            anchors.centerIn: parent
                            text: qsTr("not enforced yet")
                            color: "white"
                            font.bold: true
                            font.pixelSize: 8 * root.unit
                        }
                    }
                }
            }

            // Type line.
            Rectangle {
                id: typeBar
                anchors.top: art.bottom
                anchors.topMargin: 2 * root.unit
                anchors.left: parent.left
                anchors.right: parent.right
                height: Math.max(16 * root.unit, 13, typeText.height + 2 * root.unit)
                radius: 4 * root.unit
                color: root.barColor
                border.color: Qt.darker(root.frameColor, 1.6)
                border.width: Math.max(1, root.unit * 0.6)

                FitText {
                    id: typeText
                    objectName: "faceTypeLine"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: 4 * root.unit
                    anchors.rightMargin: 4 * root.unit
                    height: typeText.wrapped ? typeText.implicitHeight : typeText.heightAtLargest
                    verticalAlignment: Text.AlignVCenter
                    lines: root.unit >= 1.5 ? 2 : 1
                    text: root.faceDown ? "" : (root.face.typeLine ?? "")
                    color: Theme.cardText
                    font.bold: true
                    largest: Math.max(9, Math.round(9 * root.unit))
                    smallest: Math.floor(Math.max(8, 7 * root.unit))
                }
            }

            // Rules text box.
            Rectangle {
                id: textBox
                anchors.top: typeBar.bottom
                anchors.topMargin: 2 * root.unit
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.leftMargin: 3 * root.unit
                anchors.rightMargin: 3 * root.unit
                anchors.bottom: parent.bottom
                anchors.bottomMargin: ptLoader.active ? Math.max(9 * root.unit, 7) : 0
                color: root.boxColor
                border.color: Qt.darker(root.frameColor, 1.6)
                border.width: Math.max(1, root.unit * 0.6)

                Text {
                    objectName: "faceOracleText"
                    anchors.fill: parent
                    anchors.margins: 4 * root.unit
                    text: root.faceDown ? "" : (root.face.oracleText ?? "")
                    textFormat: Text.PlainText
                    color: Theme.cardText
                    font.pixelSize: 10 * root.unit
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Math.max(5, 6 * root.unit)
                    wrapMode: Text.Wrap
                    elide: Text.ElideRight
                    verticalAlignment: Text.AlignTop
                }
            }

            // Power/toughness or loyalty box, overlapping the text box's bottom edge (made for a
            // face that has one).
            Loader {
                id: ptLoader
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                active: !root.faceDown && (root.face.ptText ?? "") !== ""
                sourceComponent: Rectangle {
                    id: ptBox
                    width: Math.max(34 * root.unit, ptText.implicitWidth + Math.max(10 * root.unit, 6))
                    height: Math.max(18 * root.unit, 15)
                    radius: 4 * root.unit
                    color: root.barColor
                    border.color: Qt.darker(root.frameColor, 1.8)
                    border.width: Math.max(1, root.unit)

                    Text {
                        id: ptText
                        objectName: "facePT"
                        anchors.centerIn: parent
                        text: root.faceDown ? "" : (root.face.ptText ?? "")
                        color: Theme.cardText
                        font.bold: true
                        font.pixelSize: Math.max(11, 11 * root.unit)
                    }
                }
            }
        }
    }
}
