// NewGameDialog: File > New game (Ctrl+N, issue 13). 2 to 4 seats, each played by a person or
// the computer, with a name and a deck (the demo decks and the player's own); a seed, random by
// default, shown and editable; the player's decks listed, exported and deleted, and new ones
// imported from pasted text or a file. Enter starts, Esc cancels. Loaded by Main.qml (by URL)
// the first time it opens; Main asks about unsaved work before the game starts.
//
// Properties:
//   decks (required) : DeckLibrary   the decks (GameController.decks)
//   lastSeats        : list of {name, deck (id), computer}: the last game's seats (Preferences)
//   seed             : string        the seed shown (a whole number, 0 to 2^64-1)
//   problem          : string        why Start is disabled ("" when it is not); readonly
// Functions: show() opens the dialog on the last seats and a new random seed; seatsChosen()
//   the seats as GameController.newGameWithSeats() takes them.
// Signals: startRequested(string seed, var seats) the player pressed Start (or Enter).
import QtQuick
import QtQuick.Controls
import DayNight.Models

Dialog {
    id: dialog

    required property DeckLibrary decks
    property var lastSeats: []
    property alias seed: seedField.text
    /// The seat whose deck list asked for "Import deck…" (-1: none): it gets the imported deck.
    property int importSeat: -1
    /// Why a file dialog could not open (a QML module missing), "" when it could.
    property string fileDialogProblem: ""
    readonly property var defaultNames: [qsTr("Alice"), qsTr("Bob"), qsTr("Carol"), qsTr("Dave")]
    readonly property var defaultDecks: ["demo:tovolars-pack", "demo:day-keepers"]
    /// The decks a seat can choose, then "Import deck…".
    readonly property var deckChoices: dialog.decks.decks.map(d => ({ id: d.id, label: d.problem === ""
        ? qsTr("%1 (%2 cards)").arg(d.name).arg(d.cards) : qsTr("%1 (cannot be played)").arg(d.name) }))
        .concat([{ id: "", label: qsTr("Import deck…") }])
    readonly property string problem: dialog.checkSeats(seatModel.revision)

    signal startRequested(string seed, var seats)

    function show() {
        dialog.reset()
        dialog.open()
    }
    /// The last seats (or Alice and Bob with the demo decks), a new seed, the decks hidden.
    function reset() {
        seatModel.clear()
        const last = dialog.lastSeats || []
        const count = Math.max(2, Math.min(4, last.length))
        for (let i = 0; i < count; ++i)
            dialog.addSeat(i < last.length ? last[i] : null)
        dialog.newSeed()
        dialog.importSeat = -1
        dialog.fileDialogProblem = ""
        importPane.visible = false
    }
    function newSeed() {
        // A whole number a double holds exactly; any seed up to 2^64-1 can be typed.
        seedField.text = Math.floor(Math.random() * 9007199254740991).toString()
    }
    function knownDeck(id) {
        return dialog.decks.decks.some(d => d.id === id)
    }
    function addSeat(from) {
        const i = seatModel.count
        const deck = from && dialog.knownDeck(from.deck) ? from.deck : dialog.defaultDecks[i % 2]
        seatModel.append({ name: from && from.name ? from.name : dialog.defaultNames[i],
                           deck: deck, computer: from ? from.computer === true : false })
        seatModel.revision++
    }
    function setSeatCount(n) {
        while (seatModel.count < n)
            dialog.addSeat(null)
        while (seatModel.count > n)
            seatModel.remove(seatModel.count - 1)
        seatModel.revision++
    }
    function setSeat(index, role, value) {
        seatModel.setProperty(index, role, value)
        seatModel.revision++
    }
    function seatsChosen() {
        const out = []
        for (let i = 0; i < seatModel.count; ++i) {
            const s = seatModel.get(i)
            out.push({ name: s.name.trim(), deck: s.deck, computer: s.computer })
        }
        return out
    }
    // The same checks as GameController.newGameWithSeats(), said before Start is pressed.
    function checkSeats(revision) {
        const seats = dialog.seatsChosen()
        for (let i = 0; i < seats.length; ++i) {
            if (seats[i].name === "")
                return qsTr("Seat %1 needs a name.").arg(i + 1)
            for (let j = 0; j < i; ++j)
                if (seats[j].name.toLowerCase() === seats[i].name.toLowerCase())
                    return qsTr("Seats %1 and %2 have the same name.").arg(j + 1).arg(i + 1)
            const deck = dialog.decks.decks.find(d => d.id === seats[i].deck)
            if (deck === undefined)
                return qsTr("Seat %1 needs a deck.").arg(i + 1)
            if (deck.problem !== "")
                return qsTr("Seat %1: the deck \"%2\" cannot be played: %3").arg(i + 1).arg(deck.name).arg(deck.summary)
        }
        const s = seedField.text
        if (!/^[0-9]{1,20}$/.test(s) || (s.length === 20 && s > "18446744073709551615"))
            return qsTr("The seed is a whole number from 0 to 18446744073709551615.")
        return ""
    }
    function start() {
        if (dialog.problem !== "")
            return
        dialog.accept()
    }
    function importPasted() {
        const id = dialog.decks.importText(pasteArea.text, importName.text)
        if (id !== "") {
            pasteArea.text = ""
            importName.text = ""
            dialog.imported(id)
        }
    }
    function imported(id) {
        if (dialog.importSeat >= 0 && dialog.importSeat < seatModel.count)
            dialog.setSeat(dialog.importSeat, "deck", id)
        dialog.importSeat = -1
    }
    function openFileDialog(loader) {
        const problem = QmlModules.fileDialogProblem()
        dialog.fileDialogProblem = problem
        if (problem !== "")
            return
        loader.active = true
        loader.item.open()
    }

    objectName: "newGameDialog"
    anchors.centerIn: parent
    width: Math.min(880, parent.width - 40)
    height: Math.min(implicitHeight, parent.height - 20)
    modal: true
    focus: true
    title: qsTr("New game")
    onAccepted: dialog.startRequested(seedField.text, dialog.seatsChosen())
    // Opened without show() (the self-test opens every dialog): the last seats all the same.
    onAboutToShow: if (seatModel.count === 0) dialog.reset()
    onOpened: if (seatList.count > 0) seatList.itemAt(0).focusName()

    // A deck deleted (or a file gone): its seats get their demo deck back.
    Connections {
        target: dialog.decks
        function onDecksChanged() {
            for (let i = 0; i < seatModel.count; ++i)
                if (!dialog.knownDeck(seatModel.get(i).deck))
                    dialog.setSeat(i, "deck", dialog.defaultDecks[i % 2])
        }
    }
    ListModel {
        id: seatModel
        /// Bumped on every change, so the checks run again.
        property int revision: 0
    }

    contentItem: Flickable {
        id: flick
        implicitHeight: content.implicitHeight
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        // Enter starts the game from any field but the pasted deck list (there it is a new line).
        Keys.onReturnPressed: dialog.start()
        Keys.onEnterPressed: dialog.start()

        Column {
            id: content
            width: flick.width - 14
            spacing: 10

            Row {
                spacing: 10
                Label { text: qsTr("Seats"); anchors.verticalCenter: parent.verticalCenter }
                SpinBox {
                    id: seatCount
                    objectName: "seatCount"
                    from: 2
                    to: 4
                    value: seatModel.count
                    onValueModified: dialog.setSeatCount(seatCount.value)
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    color: "#555"
                    text: qsTr("in turn order; the starting player is chosen at random (CR 103.1)")
                }
            }
            Repeater {
                id: seatList
                model: seatModel
                delegate: Row {
                    id: seatRow
                    required property int index
                    required property string name
                    required property string deck
                    required property bool computer
                    function focusName() { nameField.forceActiveFocus() }
                    objectName: "seat" + index
                    spacing: 8
                    Label {
                        width: 56
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("Seat %1").arg(seatRow.index + 1)
                    }
                    TextField {
                        id: nameField
                        objectName: "seatName"
                        width: 200
                        text: seatRow.name
                        maximumLength: 40
                        placeholderText: qsTr("Name")
                        onTextEdited: dialog.setSeat(seatRow.index, "name", nameField.text)
                    }
                    ComboBox {
                        id: kindBox
                        objectName: "seatKind"
                        width: 150
                        model: [qsTr("Human"), qsTr("Computer")]
                        currentIndex: seatRow.computer ? 1 : 0
                        onActivated: index => dialog.setSeat(seatRow.index, "computer", index === 1)
                    }
                    ComboBox {
                        id: deckBox
                        objectName: "seatDeck"
                        width: content.width - 56 - 200 - 150 - 3 * 8
                        model: dialog.deckChoices
                        textRole: "label"
                        valueRole: "id"
                        currentIndex: Math.max(0, dialog.deckChoices.findIndex(c => c.id === seatRow.deck))
                        onActivated: index => {
                            const id = dialog.deckChoices[index].id
                            if (id === "") {
                                // "Import deck…": this seat gets the deck imported next.
                                dialog.importSeat = seatRow.index
                                importPane.visible = true
                                deckBox.currentIndex = Qt.binding(() => Math.max(0, dialog.deckChoices.findIndex(c => c.id === seatRow.deck)))
                                pasteArea.forceActiveFocus()
                            } else {
                                dialog.setSeat(seatRow.index, "deck", id)
                            }
                        }
                    }
                }
            }
            Row {
                spacing: 8
                Label { width: 56; text: qsTr("Seed"); anchors.verticalCenter: parent.verticalCenter }
                TextField {
                    id: seedField
                    objectName: "seedField"
                    width: 240
                    inputMethodHints: Qt.ImhDigitsOnly
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,20}/ }
                    onTextChanged: seatModel.revision++
                }
                Button { objectName: "newSeed"; text: qsTr("New seed"); onClicked: dialog.newSeed() }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    color: "#555"
                    text: qsTr("the same seed and seats give the same game")
                }
            }
            Button {
                objectName: "decksButton"
                text: importPane.visible ? qsTr("Hide the decks") : qsTr("Decks: import, export, delete…")
                onClicked: importPane.visible = !importPane.visible
            }

            // The decks: each exported or deleted; a new one imported from text or a file.
            Frame {
                id: importPane
                objectName: "importPane"
                visible: false
                width: content.width
                Column {
                    width: importPane.availableWidth
                    spacing: 6
                    // Two and a half rows shown, the rest scrolled: with every preconstructed deck
                    // and the player's own, the pane still leaves the import controls in the window.
                    ListView {
                        id: deckRows
                        objectName: "deckRows"
                        width: parent.width
                        height: Math.min(contentHeight, 2.5 * 46)
                        clip: true
                        spacing: 6
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar { policy: deckRows.contentHeight > deckRows.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                        model: dialog.decks.decks
                        delegate: Row {
                            id: deckRow
                            required property var modelData
                            spacing: 8
                            Label {
                                objectName: "deckRowText"
                                width: importPane.availableWidth - 2 * 100 - 2 * 8
                                anchors.verticalCenter: parent.verticalCenter
                                elide: Text.ElideRight
                                // One line here; hovering shows the problems (the first hundred).
                                ToolTip.visible: deckHover.hovered && deckRow.modelData.problems > 1
                                ToolTip.text: deckRow.modelData.problem
                                HoverHandler { id: deckHover }
                                text: qsTr("%1 — %2 cards%3").arg(deckRow.modelData.name).arg(deckRow.modelData.cards)
                                      .arg(deckRow.modelData.builtIn ? qsTr(", demo deck (read-only)")
                                           : deckRow.modelData.problem !== "" ? qsTr(", cannot be played: %1").arg(deckRow.modelData.summary)
                                           : qsTr(", %1").arg(deckRow.modelData.file))
                            }
                            Button {
                                width: 100
                                text: qsTr("Export…")
                                enabled: deckRow.modelData.problem === ""
                                onClicked: {
                                    exportDialogLoader.deckId = deckRow.modelData.id
                                    dialog.openFileDialog(exportDialogLoader)
                                }
                            }
                            Button {
                                width: 100
                                text: qsTr("Delete")
                                enabled: !deckRow.modelData.builtIn
                                onClicked: dialog.decks.removeDeck(deckRow.modelData.id)
                            }
                        }
                    }
                    Label {
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: dialog.importSeat >= 0
                              ? qsTr("Import a deck for seat %1: paste its list (\"4 Tovolar, Dire Overlord\" per line; Arena and MTGO lists work; a blank line or \"Sideboard\" starts the sideboard), or choose a file.").arg(dialog.importSeat + 1)
                              : qsTr("Import a deck: paste its list (\"4 Tovolar, Dire Overlord\" per line; Arena and MTGO lists work; a blank line or \"Sideboard\" starts the sideboard), or choose a file.")
                    }
                    Row {
                        spacing: 8
                        TextField {
                            id: importName
                            objectName: "importName"
                            width: 260
                            maximumLength: 80
                            placeholderText: qsTr("Deck name (optional)")
                        }
                        Button {
                            objectName: "importButton"
                            text: qsTr("Import pasted list")
                            enabled: pasteArea.text.trim() !== ""
                            onClicked: dialog.importPasted()
                        }
                        Button {
                            objectName: "importFileButton"
                            text: qsTr("Import a file…")
                            onClicked: dialog.openFileDialog(importDialogLoader)
                        }
                    }
                    ScrollView {
                        width: parent.width
                        height: 110
                        TextArea {
                            id: pasteArea
                            objectName: "pasteArea"
                            wrapMode: TextEdit.NoWrap
                            placeholderText: "4 Tovolar, Dire Overlord (MID) 246\n20 Forest\n…"
                            background: Rectangle { border.color: pasteArea.activeFocus ? Theme.accent : Theme.panelBorder; radius: 3 }
                        }
                    }
                    Label {
                        id: fileProblem
                        objectName: "deckProblem"
                        width: parent.width
                        visible: fileProblem.text !== ""
                        wrapMode: Text.Wrap
                        color: Theme.damage
                        text: dialog.fileDialogProblem !== "" ? dialog.fileDialogProblem : dialog.decks.lastProblem
                    }
                }
            }
            Label {
                objectName: "newGameProblem"
                width: content.width
                visible: dialog.problem !== ""
                wrapMode: Text.Wrap
                color: Theme.damage
                text: dialog.problem
            }
        }
    }
    footer: DialogButtonBox {
        Button {
            objectName: "startButton"
            text: qsTr("Start")
            enabled: dialog.problem === ""
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button { objectName: "cancelButton"; text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
    }

    // The file dialogs, made when first used (QtQuick.Dialogs is compiled only then).
    Loader {
        id: importDialogLoader
        active: false
        Component.onCompleted: importDialogLoader.setSource("ScenarioFileDialog.qml", {
            objectName: "importDeckDialog", saving: false, title: qsTr("Import a deck list"),
            nameFilters: [qsTr("Deck lists (*.txt *.dek *.dck)"), qsTr("All files (*)")] })
    }
    Connections {
        target: importDialogLoader.item
        function onChosen(url) {
            const id = dialog.decks.importFile(url)
            if (id !== "")
                dialog.imported(id)
        }
    }
    Loader {
        id: exportDialogLoader
        property string deckId: ""
        active: false
        Component.onCompleted: exportDialogLoader.setSource("ScenarioFileDialog.qml", {
            objectName: "exportDeckDialog", saving: true, title: qsTr("Export the deck list"), defaultSuffix: "txt",
            nameFilters: [qsTr("Deck lists (*.txt)")] })
    }
    Connections {
        target: exportDialogLoader.item
        function onChosen(url) { dialog.decks.exportDeck(exportDialogLoader.deckId, url) }
    }
}
