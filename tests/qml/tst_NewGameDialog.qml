// Tests for the new-game dialog (NewGameDialog.qml, File > New game, Ctrl+N; issue 13) over the
// real GameController's deck library (tst_qml.cpp gives `gameController`; its decks folder is a
// temporary one): the seats it opens with (the last game's, else Alice and Bob with the demo
// decks), a seed shown and editable, 2 to 4 seats, a person or the computer each, Enter starts,
// Esc cancels, Start refused while a seat has no name, a deck imported from pasted text for the
// seat that asked (bad lines listed, nothing imported; a thousand of them summed up), names shown
// escaped and never twice, and the game the controller starts from the dialog's seats. The dialog is taken from its real module (qrc:/DayNight/Ui/).
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 1366
    height: 740

    property var dialog: null

    SignalSpy {
        id: started
        signalName: "startRequested"
    }
    SignalSpy {
        id: rejected
        signalName: "rejected"
    }

    TestCase {
        name: "NewGameDialog"
        when: windowShown

        function init() {
            const component = Qt.createComponent("qrc:/DayNight/Ui/NewGameDialog.qml")
            compare(component.status, Component.Ready, component.errorString())
            root.dialog = component.createObject(root, { decks: gameController.decks })
            verify(root.dialog !== null)
            started.target = root.dialog
            rejected.target = root.dialog
            started.clear()
            rejected.clear()
        }
        function cleanup() {
            root.dialog.close()
            root.dialog.destroy()
            root.dialog = null
        }
        function showDialog(lastSeats) {
            root.dialog.lastSeats = lastSeats
            root.dialog.show()
            tryCompare(root.dialog, "opened", true)
            waitForRendering(root.dialog.contentItem)
        }
        function seatRow(i) {
            return findChild(root.dialog.contentItem, "seat" + i)
        }
        function seatCount() {
            let n = 0
            while (seatRow(n) !== null)
                ++n
            return n
        }
        function part(i, name) {
            return findChild(seatRow(i), name)
        }
        function startButton() {
            return findChild(root.dialog.footer, "startButton")
        }

        function test_opensWithTheDemoDecks() {
            showDialog([])
            compare(seatCount(), 2)
            compare(part(0, "seatName").text, "Alice")
            compare(part(1, "seatName").text, "Bob")
            compare(part(0, "seatDeck").currentText, "Tovolar's Pack (40 cards)")
            compare(part(1, "seatDeck").currentText, "Day Keepers (40 cards)")
            compare(part(0, "seatKind").currentText, "Human")
            verify(/^[0-9]+$/.test(root.dialog.seed), "a seed is shown: " + root.dialog.seed)
            compare(root.dialog.problem, "")
            verify(startButton().enabled)
            // The name field has the keyboard: typing renames the first seat.
            verify(part(0, "seatName").activeFocus)
            // Every deck, then "Import deck…".
            compare(part(0, "seatDeck").count, gameController.decks.decks.length + 1)
        }

        function test_lastChoicesAreKept() {
            const last = [{ name: "Ann", deck: "demo:day-keepers", computer: false },
                          { name: "HAL", deck: "demo:tovolars-pack", computer: true },
                          { name: "Cy", deck: "user:gone.txt", computer: false }]
            showDialog(last)
            compare(seatCount(), 3)
            compare(part(1, "seatName").text, "HAL")
            compare(part(1, "seatKind").currentText, "Computer")
            compare(part(0, "seatDeck").currentText, "Day Keepers (40 cards)")
            // A deck that is gone: the seat gets a demo deck.
            compare(root.dialog.seatsChosen(), [last[0], last[1], { name: "Cy", deck: "demo:tovolars-pack", computer: false }])
        }

        function test_enterStartsTheGame() {
            showDialog([])
            const name = part(0, "seatName")
            name.selectAll()
            keyClick(Qt.Key_Z)
            keyClick(Qt.Key_O)
            keyClick(Qt.Key_E)
            // Bob is the computer's: chosen with the keyboard on the seat's kind box.
            const kind = part(1, "seatKind")
            kind.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(kind.currentText, "Computer")
            const seed = findChild(root.dialog.contentItem, "seedField")
            seed.selectAll()
            seed.forceActiveFocus()
            keyClick(Qt.Key_4)
            keyClick(Qt.Key_2)
            keyClick(Qt.Key_Return)
            compare(started.count, 1)
            tryCompare(root.dialog, "visible", false)
            compare(started.signalArguments[0][0], "42")
            const seats = started.signalArguments[0][1]
            compare(seats, [{ name: "zoe", deck: "demo:tovolars-pack", computer: false },
                            { name: "Bob", deck: "demo:day-keepers", computer: true }])
            // What Main.qml does with them: the controller's new game.
            verify(gameController.newGameWithSeats(started.signalArguments[0][0], seats))
            compare(gameController.seed, "42")
            compare(gameController.playerNames(), ["zoe", "Bob"])
            verify(!gameController.isComputer(0))
            verify(gameController.isComputer(1))
            compare(gameController.seats[1].deck, "Day Keepers")
        }

        function test_escapeCancels() {
            const seedBefore = gameController.seed
            showDialog([])
            keyClick(Qt.Key_Escape)
            tryCompare(root.dialog, "visible", false)
            compare(rejected.count, 1)
            compare(started.count, 0)
            compare(gameController.seed, seedBefore)
        }

        function test_aSeatWithoutANameCannotStart() {
            showDialog([])
            const name = part(1, "seatName")
            name.forceActiveFocus()
            name.selectAll()
            keyClick(Qt.Key_Backspace)
            compare(root.dialog.problem, "Seat 2 needs a name.")
            verify(!startButton().enabled)
            verify(findChild(root.dialog.contentItem, "newGameProblem").visible)
            keyClick(Qt.Key_Return)
            compare(started.count, 0)
            verify(root.dialog.opened)
            // The same name twice.
            keyClick(Qt.Key_A)
            keyClick(Qt.Key_L)
            keyClick(Qt.Key_I)
            keyClick(Qt.Key_C)
            keyClick(Qt.Key_E)
            compare(root.dialog.problem, "Seats 1 and 2 have the same name.")
            // A seed out of range.
            name.selectAll()
            keyClick(Qt.Key_B)
            compare(root.dialog.problem, "")
            findChild(root.dialog.contentItem, "seedField").text = "18446744073709551616"
            compare(root.dialog.problem, "The seed is a whole number from 0 to 18446744073709551615.")
            findChild(root.dialog.contentItem, "seedField").text = "18446744073709551615"
            compare(root.dialog.problem, "")
        }

        function test_twoToFourSeats() {
            showDialog([])
            const count = findChild(root.dialog.contentItem, "seatCount")
            count.forceActiveFocus()
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            compare(count.value, 4)
            compare(seatCount(), 4)
            compare(part(2, "seatName").text, "Carol")
            compare(part(3, "seatName").text, "Dave")
            compare(part(3, "seatDeck").currentText, "Day Keepers (40 cards)")
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            compare(count.value, 2)
            compare(seatCount(), 2)
            // Every control inside the dialog, and the dialog inside a 1366x740 window.
            verify(root.dialog.height <= root.height)
            const deck = part(1, "seatDeck")
            const right = deck.mapToItem(root.dialog.contentItem, deck.width, 0).x
            verify(right <= root.dialog.contentItem.width, "the deck box ends at " + right)
        }

        function test_importAPastedDeckForASeat() {
            showDialog([])
            const decksBefore = gameController.decks.decks.length
            // Seat 2 chooses "Import deck…", the last entry of its deck box.
            const deck = part(1, "seatDeck")
            deck.forceActiveFocus()
            deck.activated(deck.count - 1)
            compare(root.dialog.importSeat, 1)
            const pane = findChild(root.dialog.contentItem, "importPane")
            verify(pane.visible)
            compare(deck.currentText, "Day Keepers (40 cards)", "the seat keeps its deck until one is imported")
            const paste = findChild(pane, "pasteArea")
            verify(paste.activeFocus)

            // Bad lines: every one listed, nothing imported.
            paste.text = "4 Tovolar, Dire Overlrd\n36 Forest\n"
            mouseClick(findChild(pane, "importButton"))
            compare(gameController.decks.decks.length, decksBefore)
            const problem = findChild(pane, "deckProblem")
            tryCompare(problem, "visible", true)
            compare(problem.text, "line 1: no card named \"Tovolar, Dire Overlrd\" in the card pool (did you mean Tovolar, Dire Overlord?)")
            verify(gameController.status.indexOf("Deck not imported") === 0, gameController.status)

            paste.text = "About\nName Moon Pack\n\nDeck\n4 Tovolar, Dire Overlord (MID) 246\n36 Forest\n"
            mouseClick(findChild(pane, "importButton"))
            compare(gameController.decks.decks.length, decksBefore + 1)
            compare(problem.text, "")
            compare(paste.text, "")
            compare(deck.currentText, "Moon Pack (40 cards)")
            compare(root.dialog.seatsChosen()[1].deck, gameController.decks.idOf("Moon Pack"))
            compare(root.dialog.importSeat, -1)
            // It can be played, and deleted again.
            compare(root.dialog.problem, "")
            verify(gameController.decks.removeDeck(gameController.decks.idOf("Moon Pack")))
            compare(deck.currentText, "Day Keepers (40 cards)", "a deleted deck's seat gets its demo deck back")
            compare(root.dialog.problem, "")
        }

        // A list of a thousand bad lines: the first hundred problems and a count of the rest,
        // and one short line in the status bar. Names are shown escaped, and no two decks are
        // listed under one name.
        function test_deckListsShownSafely() {
            showDialog([])
            mouseClick(findChild(root.dialog.contentItem, "decksButton"))
            const pane = findChild(root.dialog.contentItem, "importPane")
            tryCompare(pane, "visible", true)
            const paste = findChild(pane, "pasteArea")
            let text = ""
            for (let i = 1; i <= 1000; ++i)
                text += "1 Nothing " + i + "\n"
            paste.text = text + "40 Forest\n"
            const decksBefore = gameController.decks.decks.length
            mouseClick(findChild(pane, "importButton"))
            compare(gameController.decks.decks.length, decksBefore)
            const problem = findChild(pane, "deckProblem")
            tryCompare(problem, "visible", true)
            const lines = problem.text.split("\n")
            compare(lines.length, 101)
            compare(lines[0], "line 1: no card named \"Nothing 1\" in the card pool")
            compare(lines[99], "line 100: no card named \"Nothing 100\" in the card pool")
            compare(lines[100], "\u2026 and 900 more problems")
            verify(gameController.status.startsWith("Deck not imported: 1,000 problems: line 1: "), gameController.status)
            verify(gameController.status.endsWith("\u2026 and 995 more (the deck pane lists the first 100)"), gameController.status)

            // A right-to-left override in a deck's name is shown escaped, in the seat's deck box too.
            paste.text = "About\nName \u202EkcaP s'ralovoT\n\nDeck\n40 Forest\n"
            mouseClick(findChild(pane, "importButton"))
            const evil = gameController.decks.idOf("\\u{202E}kcaP s'ralovoT")
            verify(evil !== "", gameController.decks.decks.map(d => d.name).join(", "))
            const deckBox = part(0, "seatDeck")
            verify(deckBox.model.some(c => c.label === "\\u{202E}kcaP s'ralovoT (40 cards)"))
            // A file whose deck is named like a demo deck says which file it is.
            verify(gameController.decks.exportDeck("demo:tovolars-pack", gameController.decks.folder + "/my-pack.txt"))
            gameController.decks.reload()
            const copy = gameController.decks.idOf("Tovolar's Pack (from my-pack.txt)")
            compare(copy, "user:my-pack.txt")
            tryVerify(() => deckBox.model.some(c => c.label === "Tovolar's Pack (from my-pack.txt) (40 cards)"))
            compare(deckBox.model.filter(c => c.label === "Tovolar's Pack (40 cards)").length, 1)
            verify(gameController.decks.removeDeck(evil))
            verify(gameController.decks.removeDeck(copy))
        }
    }
}
