// HelpDialog: Help > Keyboard shortcuts (F1) and Help > About (issue 12). One popup, two pages:
// every key of the table by what it does, and the program's version, its licence and the
// Comprehensive Rules edition its rules follow.
//
// Properties:
//   version  : string  the program's version and build (GameController.build)
// Functions:
//   show(page)  opens it at "shortcuts" or "about"
import QtQuick
import QtQuick.Controls

Popup {
    id: helpDialog

    property string version: ""
    property string page: "shortcuts"

    function show(page) {
        helpDialog.page = page
        helpDialog.open()
    }

    objectName: "helpDialog"
    anchors.centerIn: parent
    width: Math.min(760, parent.width - 60)
    height: Math.min(helpDialog.page === "about" ? 360 : 720, parent.height - 60)
    modal: true
    focus: true
    padding: 18
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; border.width: 2; radius: 10 }

    readonly property var shortcuts: [
        [qsTr("Playing"), ""],
        ["Space", qsTr("pass priority, or confirm the choice being made (the Pass button says what it does)")],
        ["Enter, F6", qsTr("pass until end of turn, then on to the next stop")],
        ["Shift+Enter, F4", qsTr("pass until something happens (stack, attack, new turn)")],
        [qsTr("S, click a step"), qsTr("stop at that step or not, for whoever acts (red mark)")],
        ["Shift+S", qsTr("every player's stops; auto-pass on or off")],
        ["F", qsTr("full control on or off: stop at every priority, also to respond to your own spell")],
        ["Space, Enter, click", qsTr("with the hot-seat curtain down (the next player to act): show that player's hand; View > Hot-seat curtain turns it off")],
        ["Enter or K, M", qsTr("before turn 1, the mulligan panel (CR 103.5): keep the opening hand, or take a mulligan; then click the cards for the bottom of the library and confirm with Space or Enter")],
        ["H, B", qsTr("keyboard play: the acting player's hand (H) or battlefield (B) takes the keys; ← → move the frame, ↑ ↓ between rows, Enter plays or clicks the card, the menu key or Shift+F10 its abilities, Esc gives the keys back")],
        [qsTr("click a card in hand"), qsTr("play it (a land) or cast it; a glowing card can be played now")],
        [qsTr("click a land"), qsTr("tap it for mana")],
        [qsTr("right-click a permanent"), qsTr("its activated abilities, with why one can't be used now")],
        [qsTr("G, X, click a count"), qsTr("the cards of the acting player's graveyard (G) or exile (X), or of any player's (a click on its count), with both faces large; Esc closes. Hands and libraries show only their counts")],
        ["Ctrl+Shift+G", qsTr("concede for the player at the screen (asked first; Ctrl+Z takes it back)")],
        ["Esc", qsTr("stop choosing targets; in a lesson, close it")],
        [qsTr("Game record"), ""],
        ["Ctrl+Z", qsTr("undo: one action back; right after a deletion in the timeline, bring the deleted line back")],
        ["Ctrl+Shift+Z, Ctrl+Y", qsTr("redo: one action forward")],
        ["Ctrl+T", qsTr("the timeline (variations, promote, delete); it takes the keys")],
        [qsTr("← →, ↑ ↓ in the timeline"), qsTr("one action back, forward (only while the timeline has the keys: click it)")],
        [qsTr("Home, End in the timeline"), qsTr("the start, the end of the line")],
        [qsTr("PgUp, PgDn in the timeline"), qsTr("a turn back, a turn forward")],
        ["Ctrl+E", qsTr("the board editor")],
        ["Ctrl+Shift+P", qsTr("projector sizes: the text and the cards' names as large as a lesson shows them (remembered)")],
        ["Ctrl+Shift+E", qsTr("in the board editor: empty board (Ctrl+Z brings it back)")],
        [qsTr("Files"), ""],
        ["Ctrl+N, Ctrl+Shift+N", qsTr("new game (seats, decks, seed), restart with the same seed")],
        ["Ctrl+O, Ctrl+S", qsTr("open a scenario or saved game, save the game")],
        ["Ctrl+Shift+C, Ctrl+Alt+C", qsTr("copy the game record, copy the position only")],
        ["Ctrl+Shift+V", qsTr("open what the clipboard holds")],
        ["Ctrl+Shift+R", qsTr("report a problem (notes, a screenshot, the record)")],
        [qsTr("Lessons"), ""],
        ["F2", qsTr("the rulings and their lessons")],
        ["Space, →, ←, Home", qsTr("play or pause, next step, back, restart")],
        ["1 to 4, R, W", qsTr("answer the question, ask it again, the step's what-if")],
        [qsTr("View"), ""],
        ["M", qsTr("motion: normal, slow, off (reduced motion); not while the mulligan panel asks")],
        ["F1", qsTr("this list")]
    ]

    Text {
        id: heading
        text: helpDialog.page === "about" ? qsTr("About Day/Night Table") : qsTr("Keyboard shortcuts")
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.textOnDark
    }
    ListView {
        id: keys
        objectName: "shortcutList"
        visible: helpDialog.page === "shortcuts"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: closeButton.top; topMargin: 12; bottomMargin: 8 }
        clip: true
        model: helpDialog.shortcuts
        delegate: Row {
            id: entry
            required property var modelData
            readonly property bool section: entry.modelData[1] === ""
            spacing: 12
            // A long description wraps (nothing is cut off: a newcomer could not read the ends).
            height: entry.section ? 30 : Math.max(22, description.implicitHeight + 4)
            Text {
                width: entry.section ? keys.width : 230
                text: entry.modelData[0]
                font.pixelSize: entry.section ? Theme.fontNormal : Theme.fontNormal
                font.bold: true
                color: entry.section ? Theme.accent : Theme.highlight
                verticalAlignment: entry.section ? Text.AlignBottom : Text.AlignTop
                topPadding: entry.section ? 0 : 4
                height: parent.height
            }
            Text {
                id: description
                visible: !entry.section
                width: keys.width - 242
                text: entry.modelData[1]
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontNormal
                color: Theme.textOnDark
                topPadding: 4
            }
        }
    }
    Text {
        objectName: "aboutText"
        visible: helpDialog.page === "about"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; topMargin: 12 }
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        font.pixelSize: Theme.fontNormal
        color: Theme.textOnDark
        text: qsTr("Version %1.\n\nA tabletop for the day/night mechanic of Magic: The Gathering and Tovolar, Dire Overlord // Tovolar, the Midnight Scourge: hot-seat play for two to four, lessons for each of Tovolar's twelve Gatherer rulings (2021-09-24), and a workbench for QA.\n\nThe rules follow the Comprehensive Rules of 2026-01-16 (day and night: CR 730; daybound and nightbound: CR 702.145).\n\nLicence: proprietary (all rights reserved by the Day/Night Table team); the package's metadata is CC0-1.0. Magic: The Gathering, its card names and rules text are trademarks and copyright of Wizards of the Coast; this is an unofficial tool, not produced or endorsed by them.")
                  .arg(helpDialog.version)
    }
    Button {
        id: closeButton
        objectName: "helpClose"
        anchors { right: parent.right; bottom: parent.bottom }
        text: qsTr("Close")
        onClicked: helpDialog.close()
    }
}
