// Main: the table window. The only file that knows the GameController; components get narrow
// properties. It binds and animates; the rules engine decides everything.
//
// Start-up: what is hidden at start (the ability menu, the choice popup, the dialogs, the hover
// preview, the game-over banner, the menus' items) is made by a Loader (or by the menu) the
// first time it is needed, then kept; `daynight --self-test` activates every Loader, so each is
// still opened and checked. The dialogs live in files of their own (ScenarioFileDialog.qml,
// AskXDialog.qml, ProblemDialog.qml) loaded by URL, so QtQuick.Dialogs, Dialog and SpinBox are
// compiled only when one first opens.
// No "pragma ComponentBehavior: Bound": Qt 6.4's Loader creates its item in a new context, which
// a bound component refuses ("Cannot instantiate bound component outside its creation context").
import QtQuick
import QtQuick.Controls
import DayNight.Models

ApplicationWindow {
    id: root

    required property GameController controller
    required property Preferences preferences
    /// 1 normal, 0 reduced motion, 2 slow (demonstrations). M cycles it; it is remembered. A
    /// lesson plays at lesson pace: twice as slow at 1×, scaled by its speed (reduced motion stays off).
    readonly property real motionScale: !root.lessonActive ? root.preferences.motionScale
                                        : root.controller.lesson.rendering || root.preferences.motionScale === 0 ? 0
                                        : 2 / root.controller.lesson.speed
    /// A lesson is open (Learn, F2): the lesson band, its keys and highlights (issue 11).
    readonly property bool lessonActive: root.controller.lesson.active
    /// The handout being saved is the teacher's copy (with the answers), else the class's.
    property bool handoutForTeacher: true
    /// A ruling or card demonstration (File menu) is on the table, shown as a lesson is: at
    /// presentation sizes, with no hot-seat curtain. Until another game or file starts.
    property bool demonstrationShown: false
    /// A lesson was left a moment ago (the curtain waits: HotSeatCurtain below).
    property bool lessonJustLeft: false
    /// Presentation sizes (Theme.zoom): View > Projector sizes, or a lesson or demonstration on a
    /// window of at least 1280x800 (a class reads a projected lesson from the back of the room;
    /// a smaller window keeps the normal sizes, so its board still fits).
    readonly property bool presenting: root.preferences.projector
                                       || (root.lessonActive || root.demonstrationShown) && root.width >= 1280 && root.height >= 800
    /// A lesson at presentation sizes keeps a column at the board's right for the card its step
    /// talks about (or the one hovered): no preview is drawn over the board or the band. Only
    /// while the step shows a card there (spotlightShown); else the board has the width.
    readonly property real spotlightWidth: root.lessonActive && root.presenting && root.spotlightShown ? 330 : 0
    /// The step highlights a permanent (LessonHighlights shows it in the column). Decided when
    /// the step has played (lesson.busy false) and kept while it plays, so that the board does
    /// not move under the pointer meanwhile.
    property bool spotlightShown: false
    Binding {
        target: root
        property: "spotlightShown"
        when: !root.controller.lesson.busy
        value: root.controller.lesson.highlights.some(h => h.kind === "permanent")
        restoreMode: Binding.RestoreNone
    }
    /// The table is being grabbed for a problem report: the hover preview is left out.
    property bool grabbing: false
    // Preview shown while the pointer is over a card.
    property var previewFront: null
    property var previewBack: null
    property bool previewBackUp: false
    property int previewDamage: 0
    property string previewNote: ""
    /// The installed demonstration scenarios (GameController.demonstrations()), read the first
    /// time a demonstration menu opens (it lists and reads files).
    property var demonstrations: null
    /// The seat the table waits for: the player deciding, else the priority holder; -1 nobody.
    readonly property int actingSeat: root.controller.turn.decisionKind !== "" ? root.controller.turn.decisionPlayer
                                                                               : root.controller.turn.priorityPlayer
    /// The person at the screen, who may concede (Game > Concede): the seat to act if a person
    /// plays it; while the computer acts, whoever lifted the curtain last, or the one person
    /// with a seat; -1 while the curtain is down (nobody has shown who is at the screen).
    readonly property int concedingSeat: root.curtainDown ? -1
        : root.actingSeat >= 0 && root.computerSeats[root.actingSeat] !== true ? root.actingSeat
        : curtain.revealedSeat >= 0 ? curtain.revealedSeat
        : root.humanSeats === 1 ? root.computerSeats.indexOf(false) : -1
    /// Hot-seat privacy (HotSeatCurtain.qml): the board is hidden until the acting player shows
    /// their hand; the table's one-key shortcuts wait, and Space or Enter lifts the curtain.
    readonly property bool curtainDown: curtain.down
    /// Which seats the computer plays (GameController.seats), by seat; its hand is never shown.
    readonly property var computerSeats: root.controller.seats.map(seat => seat.computer === true)
    /// Seats played by people: the curtain is needed only with two or more.
    readonly property int humanSeats: root.computerSeats.filter(computer => !computer).length
    /// The opening hand is being decided (CR 103.5, before turn 1): a Mulligan or BottomCards
    /// decision, a person's or the computer's. Enter does not pass then, nor M cycle the motion.
    readonly property bool openingPending: root.controller.opening.kind !== undefined
    /// A person decides it now, with the board shown to them: the mulligan panel (MulliganPanel.qml)
    /// is up and its keys work (Enter or K keeps, M takes a mulligan; Enter or Space confirms the
    /// bottom cards clicked in the hand).
    readonly property bool openingAsked: root.openingPending && root.controller.opening.computer !== true
                                         && !root.lessonActive && !root.curtainDown && !root.controller.editor.editing
    readonly property bool mulliganAsked: root.openingAsked && root.controller.opening.kind === "mulligan"
    readonly property bool bottomAsked: root.openingAsked && root.controller.opening.kind === "bottomCards"
    /// The option popup is made the first time the engine asks a person for a choice with words
    /// (the computer answers its own: its choices, a scry's card, stay hidden).
    readonly property bool choosingOption: root.controller.turn.decisionKind === "chooseOption"
                                           && root.computerSeats[root.controller.turn.decisionPlayer] !== true
    /// A text field or area has the keyboard (the editor's search, a report's note): the table's
    /// one-key shortcuts (Return, Space, M, the arrows...) leave its keys to it.
    readonly property bool typing: root.activeFocusItem !== null && root.activeFocusItem.cursorPosition !== undefined
    /// What to do once the save dialog has saved (a new game, quitting...) after "Save…".
    property var afterSave: null
    /// Set once the player agreed to quit: closing the window then goes ahead.
    property bool quitConfirmed: false
    /// The screenshot taken for the problem report being written (a temporary PNG).
    property string reportScreenshot: ""

    // 1600x1000 where the screen has room, else the screen's available area (a 1366x768 laptop);
    // the least it can be is the size of a small laptop screen less its panels. A screen smaller
    // than that (the offscreen platform's 800x600: screenshots, tests) gets 1600x1000.
    readonly property bool screenFits: Screen.desktopAvailableWidth >= 1024 && Screen.desktopAvailableHeight >= 640
    width: root.screenFits ? Math.min(1600, Screen.desktopAvailableWidth) : 1600
    height: root.screenFits ? Math.min(1000, Screen.desktopAvailableHeight) : 1000
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: "Day/Night Table — " + root.controller.documentName
    color: Theme.tableColor(root.controller.dayNight.designation)

    // The whole table's light follows the designation (UI.md: day and night are felt).
    Behavior on color {
        enabled: root.motionScale > 0
        ColorAnimation { duration: Theme.baseDuration * 4 * root.motionScale }
    }

    /// Until this time (Date.now(), ms) hovering shows no preview: after a click the hand or the
    /// battlefield re-arranges, and the card that slides under the pointer is not the one the
    /// player looked at (a newcomer found the preview of another card covering the board).
    property real previewQuietUntil: 0
    function quietPreview() {
        root.hidePreview()
        root.previewQuietUntil = Date.now() + 1200
    }
    function showPreview(front, back, backUp, damage, note) {
        if (Date.now() < root.previewQuietUntil)
            return
        root.previewFront = front
        root.previewBack = back
        root.previewBackUp = backUp
        root.previewDamage = damage
        root.previewNote = note
    }
    function hidePreview() { root.previewFront = null }
    /// Opens a file dialog (the Loader of one), or says why it can't: Qt 6.4 crashes when the
    /// dialog's own QML modules are missing, so they are checked first (QmlModules,
    /// packaging/qml-modules.txt).
    function openFileDialog(loader) {
        const problem = QmlModules.fileDialogProblem()
        if (problem !== "") {
            root.showMessage(qsTr("The file dialog cannot open"), problem)
        } else {
            loader.active = true
            // Saving the game: a name from the game in the documents folder (Enter saves).
            if (loader === saveDialogLoader)
                loader.item.selectedFile = root.controller.suggestedSaveFile()
            else if (loader === reportFileDialogLoader)
                loader.item.selectedFile = root.suggestedReportFile()
            loader.item.open()
        }
    }
    /// Lists the cards of `player`'s `zone` (ZoneListPopup.qml): "graveyard" or "exile", the
    /// public zones (CR 400.2). A hand or a library is hidden: it is never listed, the status bar
    /// says so and false is returned.
    function openZone(player, zone) {
        const name = root.controller.playerNames()[player] ?? ""
        if (zone !== "graveyard" && zone !== "exile") {
            root.controller.notify(qsTr("%1's %2 is a hidden zone: only its count is shown (CR 400.2).").arg(name).arg(zone))
            return false
        }
        zoneListLoader.active = true
        zoneListLoader.item.show(qsTr("%1's %2").arg(name).arg(zone),
                                 zone === "graveyard" ? root.controller.graveyard(player) : root.controller.exile(player))
        return true
    }
    /// The seat G and X look at: whoever acts, else the active player.
    readonly property int zoneSeat: root.actingSeat >= 0 ? root.actingSeat : root.controller.turn.activePlayer
    /// A problem the player must read, in a dialog.
    function showMessage(title, text) {
        messageDialogLoader.active = true
        messageDialogLoader.item.show(title, text)
    }
    /// Asks a question in ConfirmDialog.qml; `handler(answer)` gets "accept", "discard" or
    /// "cancel".
    function ask(title, text, acceptText, discardText, cancellable, handler) {
        confirmDialogLoader.active = true
        confirmDialogLoader.item.ask(title, text, acceptText, discardText, cancellable, handler)
    }
    /// Nothing lost: runs `proceed` at once when the record has no unsaved work; otherwise asks
    /// first (Save… / Discard / Cancel). Save opens the save dialog and proceeds once saved.
    function confirmDiscard(doing, proceed) {
        if (!root.controller.unsavedWork) {
            proceed()
            return
        }
        root.ask(qsTr("Unsaved work"),
                 qsTr("The game has actions that are not saved. Save them before %1?").arg(doing),
                 qsTr("Save…"), qsTr("Discard"), true, answer => {
            if (answer === "accept") {
                root.afterSave = proceed
                root.openFileDialog(saveDialogLoader)
            } else if (answer === "discard") {
                root.controller.discardAutosave()
                proceed()
            }
        })
    }
    /// The timeline's "Delete from here…": asks first, naming what goes (undo brings it back).
    function confirmDeletion(node) {
        const summary = root.controller.deletionSummary(node)
        if (summary.text === undefined) {
            root.controller.deleteFromNode(node) // refused: the status says why
            return
        }
        root.ask(qsTr("Delete from here?"), summary.text, qsTr("Delete"), "", true, answer => {
            if (answer === "accept")
                root.controller.deleteFromNode(node)
        })
    }
    /// The clipboard through a hidden text editor (Qt Quick has no clipboard type).
    function copyText(text) {
        clipboardEdit.text = text
        clipboardEdit.selectAll()
        clipboardEdit.copy()
        clipboardEdit.text = ""
    }
    function pastedText() {
        clipboardEdit.text = ""
        clipboardEdit.paste()
        const text = clipboardEdit.text
        clipboardEdit.text = ""
        return text
    }
    /// Help > Report a problem: the notes, then a screenshot of the table, then the file.
    function reportProblem() {
        reportDialogLoader.active = true
        reportDialogLoader.item.open()
    }
    /// A permanent's activated abilities (right click).
    function openAbilityMenu(objectId) {
        abilityMenuLoader.active = true
        abilityMenuLoader.item.openFor(objectId)
    }
    /// Asks for X, then activates ability `index` of permanent `objectId`, or (objectId -1)
    /// casts card `cardId`.
    function askForX(objectId, cardId, index) {
        xDialogLoader.active = true
        const dialog = xDialogLoader.item
        dialog.objectId = objectId
        dialog.cardId = cardId
        dialog.index = index
        dialog.open()
    }
    /// Help > Keyboard shortcuts (F1) or About: `page` is "shortcuts" or "about".
    function openHelp(page) {
        helpDialogLoader.active = true
        helpDialogLoader.item.show(page)
    }
    /// File > New game (Ctrl+N): seats, decks and seed (NewGameDialog.qml); Start asks about
    /// unsaved work first.
    function openNewGame() {
        newGameLoader.active = true
        newGameLoader.item.show()
    }
    /// Learn > Rulings and lessons (F2).
    function openLearn() {
        learnDialogLoader.active = true
        learnDialogLoader.item.open()
    }
    /// The lesson step's "what if" beside its outcome (W).
    function showWhatIf() {
        if (root.controller.lesson.computeWhatIf()) {
            root.hidePreview() // the comparison, not a card, is what to read now
            whatIfLoader.active = true
        }
    }
    /// The card a lesson step talks about, shown large beside the board; none while a question
    /// waits (which card the step is about can be the answer).
    function showSpotlight() {
        const spot = highlightsLoader.item ? highlightsLoader.item.spotlight : null
        if (spot !== null && root.controller.lesson.question.text === undefined)
            root.showPreview(spot.front, spot.back, spot.backUp, spot.damage, qsTr("This step is about this card."))
        else
            root.hidePreview()
    }
    /// Opens a demonstration (File > Ruling or Card demonstrations): shown to a class.
    function openDemonstration(file) {
        if (root.controller.openScenario(file))
            root.demonstrationShown = true
    }
    /// Reads the installed demonstrations, once (before a demonstration menu first opens).
    function readDemonstrations() {
        if (root.demonstrations === null)
            root.demonstrations = root.controller.demonstrations()
    }

    Binding { target: Theme; property: "zoom"; value: root.presenting ? Theme.presentationZoom : 1 }
    /// A problem report's file: daynight-report-<date>-<time>.json where games are saved.
    function suggestedReportFile() {
        const save = root.controller.suggestedSaveFile()
        return save.substring(0, save.lastIndexOf("/") + 1) + "daynight-report-" + Qt.formatDateTime(new Date(), "yyyy-MM-dd-HHmmss") + ".json"
    }

    onChoosingOptionChanged: if (root.choosingOption) optionPopupLoader.active = true
    onOpeningAskedChanged: if (root.openingAsked) mulliganLoader.active = true
    onPreviewFrontChanged: if (root.previewFront !== null) previewLoader.active = true
    Component.onCompleted: {
        // Where the window was last time, if that still fits the screen.
        const g = root.preferences.windowGeometry
        if (root.screenFits && g.width >= root.minimumWidth && g.height >= root.minimumHeight
                && g.width <= Screen.desktopAvailableWidth && g.height <= Screen.desktopAvailableHeight) {
            root.width = g.width
            root.height = g.height
            root.x = g.x
            root.y = g.y
        }
        if (root.choosingOption)
            optionPopupLoader.active = true
        if (root.openingAsked)
            mulliganLoader.active = true
        // The keys work from the first press (without a window manager that gives the new
        // window the focus, Space did nothing until a click).
        root.requestActivate()
        // A session the last table left without quitting (a crash, kill -9): restore it?
        if (root.controller.restorableSession !== "")
            root.ask(qsTr("Restore the last session?"),
                     qsTr("The table was not closed normally last time, and its session was autosaved:\n%1\n\nRestore it exactly (every action and variation, the same point), or discard it?").arg(root.controller.restorableSession),
                     qsTr("Restore"), qsTr("Discard"), false, answer => root.controller.answerRestore(answer === "accept"))
    }
    onClosing: close => {
        if (!root.quitConfirmed && root.controller.unsavedWork) {
            close.accepted = false
            root.confirmDiscard(qsTr("quitting"), () => { root.quitConfirmed = true; Qt.quit() })
        }
        root.preferences.windowGeometry = Qt.rect(root.x, root.y, root.width, root.height)
    }

    Shortcut { sequences: ["Return", "Enter", "F6"]; enabled: !root.typing && !root.lessonActive && !root.curtainDown && !root.openingPending; onActivated: root.controller.passUntilNextTurn() }
    Shortcut { sequences: ["Space", "Return", "Enter"]; enabled: root.curtainDown && !root.typing; onActivated: curtain.reveal() }
    // Stops (issue 12, part 5): pass until something happens; S sets or clears the stop at the
    // step shown for whoever acts; Shift+S opens every seat's stops.
    Shortcut { sequences: ["Shift+Return", "Shift+Enter", "F4"]; enabled: !root.typing && !root.lessonActive && !root.curtainDown && !root.openingPending; onActivated: root.controller.passUntilSomethingHappens() }
    Shortcut { sequence: "S"; enabled: !root.typing && !root.lessonActive; onActivated: root.controller.stopControl.toggleStop(root.controller.turn.step) }
    Shortcut { sequence: "M"; enabled: !root.typing && !root.openingPending; onActivated: root.preferences.cycleMotion() }
    // The opening hand (CR 103.5, the mulligan panel): Enter or K keeps, M takes a mulligan;
    // then Enter (or Space, the phase bar's button) puts the cards clicked on the bottom.
    Shortcut { sequences: ["Return", "Enter", "K"]; enabled: root.mulliganAsked && !root.typing; onActivated: root.controller.keepHand() }
    Shortcut { sequence: "M"; enabled: root.mulliganAsked && !root.typing; onActivated: root.controller.takeMulligan() }
    Shortcut { sequences: ["Return", "Enter"]; enabled: root.bottomAsked && !root.typing; onActivated: root.controller.putOnBottom(root.controller.handChoices) }
    // Keyboard play (issue 12, part 7): H gives the acting player's hand the focus, B their
    // battlefield; ← → move the focus frame, Enter plays or clicks, Esc gives the keys back.
    // G / X: the graveyard / exile of the seat that acts (a click on another seat's count shows theirs).
    Shortcut { sequence: "G"; enabled: !root.typing && root.controller.playerCount > 0; onActivated: root.openZone(root.zoneSeat, "graveyard") }
    Shortcut { sequence: "X"; enabled: !root.typing && root.controller.playerCount > 0; onActivated: root.openZone(root.zoneSeat, "exile") }
    Shortcut { sequence: "H"; enabled: !root.typing && !root.curtainDown && root.actingSeat >= 0; onActivated: seats.itemAtIndex(root.actingSeat)?.focusHand() }
    Shortcut { sequence: "B"; enabled: !root.typing && !root.curtainDown && root.actingSeat >= 0; onActivated: seats.itemAtIndex(root.actingSeat)?.focusBattlefield() }
    Shortcut { sequence: "Esc"; onActivated: root.lessonActive ? root.controller.lesson.close() : root.controller.cancelTargets() }
    // The lesson player's keys (issue 11): Space plays or pauses, → and ← step, Home restarts,
    // 1 to 4 answer the question, W opens the step's "what if".
    Shortcut { sequence: "Space"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.playing = !root.controller.lesson.playing }
    Shortcut { sequences: ["Right", "Down"]; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.next() }
    Shortcut { sequences: ["Left", "Up"]; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.previous() }
    Shortcut { sequence: "Home"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.restart() }
    Shortcut { sequence: "W"; enabled: root.lessonActive && !root.typing; onActivated: root.showWhatIf() }
    Shortcut { sequence: "1"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.answerQuestion(0) }
    Shortcut { sequence: "2"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.answerQuestion(1) }
    Shortcut { sequence: "3"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.answerQuestion(2) }
    Shortcut { sequence: "4"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.answerQuestion(3) }
    Shortcut { sequence: "R"; enabled: root.lessonActive && !root.typing; onActivated: root.controller.lesson.retryQuestion() }

    // A permanent's activated abilities (right click): one item each, greyed out with the
    // reason when it can't be activated now; an {X} ability asks for X first.
    // The Loaders of popups fill the window's content area, the parent item a popup declared
    // here had: it is placed (centred, or at the pointer) in the same place.
    Loader {
        id: abilityMenuLoader
        anchors.fill: parent
        active: false
        sourceComponent: Menu {
            id: abilityMenu
            width: 600
            property int objectId: -1
            property var abilities: []
            function openFor(objectId) {
                abilityMenu.objectId = objectId
                abilityMenu.abilities = root.controller.abilitiesOf(objectId)
                if (abilityMenu.abilities.length === 0) {
                    root.controller.clickPermanent(objectId) // explains why there is nothing to do
                    return
                }
                abilityMenu.popup()
            }
            Repeater {
                model: abilityMenu.abilities
                delegate: MenuItem {
                    required property var modelData
                    width: abilityMenu.width
                    text: modelData.enabled ? modelData.text : modelData.text + "  — " + modelData.why
                    enabled: modelData.enabled
                    onTriggered: {
                        if (modelData.needsX)
                            root.askForX(abilityMenu.objectId, -1, modelData.index)
                        else
                            root.controller.activateAbility(abilityMenu.objectId, modelData.index, 0)
                    }
                }
            }
        }
    }
    // A choice with words ("{R}" or "{G}", "Keep Forest on top"...): one button per option.
    Loader {
        id: optionPopupLoader
        anchors.fill: parent
        active: false
        sourceComponent: Popup {
            id: optionPopup
            objectName: "optionPopup"
            anchors.centerIn: parent
            modal: true
            closePolicy: Popup.NoAutoClose
            // Not during a lesson: the lesson answers its decisions itself (a modal popup that opened
            // and closed as a step played left the table deaf to keys and clicks).
            visible: root.choosingOption && !root.lessonActive && !root.curtainDown
            padding: 16
            background: Rectangle { color: Theme.panel; border.color: Theme.highlight; border.width: 2; radius: 10 }
            Column {
                spacing: 10
                Text {
                    width: 460
                    text: root.controller.turn.decisionPrompt
                    wrapMode: Text.Wrap
                    color: Theme.textOnDark
                    font.pixelSize: Theme.fontLarge
                }
                Repeater {
                    model: root.controller.turn.decisionLabels
                    delegate: Button {
                        required property string modelData
                        required property int index
                        width: 460
                        text: modelData
                        onClicked: root.controller.chooseOption(index)
                    }
                }
            }
        }
    }
    // Asks for X (AskXDialog.qml), then activates the ability or casts the spell.
    // By URL, not by type name: a type named here would be compiled, with its imports, along
    // with this file (Dialog, SpinBox), before the first frame.
    Loader {
        id: xDialogLoader
        anchors.fill: parent
        active: false
        source: "AskXDialog.qml"
    }
    Connections {
        target: xDialogLoader.item
        function onAccepted() {
            const dialog = xDialogLoader.item
            if (dialog.objectId >= 0)
                root.controller.activateAbility(dialog.objectId, dialog.index, dialog.value)
            else
                root.controller.playCard(dialog.cardId, dialog.value)
        }
    }

    // A problem the player must read (ProblemDialog.qml, by URL as above).
    Loader {
        id: messageDialogLoader
        anchors.fill: parent
        active: false
        source: "ProblemDialog.qml"
    }

    // The menus' actions, here so that their shortcuts work before a menu is first opened: a
    // menu makes its items (one MenuItem per action, as a menu declaring them would) the first
    // time it is about to show.
    Action { id: newGameAction; text: qsTr("&New game…"); shortcut: "Ctrl+N"; onTriggered: root.openNewGame() }
    Action { id: openAction; text: qsTr("&Open scenario…"); shortcut: StandardKey.Open; onTriggered: root.confirmDiscard(qsTr("opening a file"), () => root.openFileDialog(openDialogLoader)) }
    Action { id: saveAction; text: qsTr("&Save game…"); shortcut: StandardKey.Save; onTriggered: root.openFileDialog(saveDialogLoader) }
    Action { id: quitAction; text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: root.confirmDiscard(qsTr("quitting"), () => { root.quitConfirmed = true; Qt.quit() }) }
    Action { id: restartAction; text: qsTr("Re&start (same seed)"); shortcut: "Ctrl+Shift+N"; onTriggered: root.confirmDiscard(qsTr("restarting"), () => root.controller.restart()) }
    Action { id: copyRecordAction; text: qsTr("&Copy the game record"); shortcut: "Ctrl+Shift+C"; onTriggered: { root.copyText(root.controller.recordText(true)); root.controller.notify(qsTr("Copied the game record (every action and variation) to the clipboard: Ctrl+Shift+V opens it.")) } }
    Action { id: copyPositionAction; text: qsTr("Copy the &position only"); shortcut: "Ctrl+Alt+C"; onTriggered: { root.copyText(root.controller.positionText()); root.controller.notify(root.controller.positionProblem === "" ? qsTr("Copied the position to the clipboard: Ctrl+Shift+V opens it.") : qsTr("Copied the position; it is not legal, so opening it is refused until fixed (copy the game record instead: Ctrl+Shift+C).")) } }
    Action { id: pasteAction; text: qsTr("&Open from the clipboard"); shortcut: "Ctrl+Shift+V"; onTriggered: root.confirmDiscard(qsTr("opening the clipboard"), () => root.controller.openScenarioText(root.pastedText())) }
    Action { id: editorAction; text: qsTr("Board &editor"); shortcut: "Ctrl+E"; checkable: true; checked: root.controller.editor.editing; onTriggered: root.controller.editor.editing = !root.controller.editor.editing }
    Action { id: shortcutsAction; text: qsTr("&Keyboard shortcuts"); shortcut: "F1"; onTriggered: root.openHelp("shortcuts") }
    Action { id: aboutAction; text: qsTr("&About Day/Night Table"); onTriggered: root.openHelp("about") }
    Action { id: reportAction; text: qsTr("&Report a problem…"); shortcut: "Ctrl+Shift+R"; onTriggered: root.reportProblem() }
    Action { id: undoAction; text: root.controller.canUndo ? qsTr("&Undo: %1").arg(root.controller.undoText) : qsTr("&Undo"); shortcut: StandardKey.Undo; enabled: root.controller.canUndo; onTriggered: root.controller.undo() }
    Action { id: redoAction; text: root.controller.canRedo ? qsTr("&Redo: %1").arg(root.controller.redoText) : qsTr("&Redo"); shortcut: StandardKey.Redo; enabled: root.controller.canRedo; onTriggered: root.controller.redo() }
    // Ctrl+Y as well as Ctrl+Shift+Z (StandardKey.Redo gives one of them per platform).
    Shortcut { sequence: "Ctrl+Y"; enabled: root.controller.canRedo; onActivated: root.controller.redo() }
    // CR 104.3a: the person at the screen concedes, after a question naming them; an action of
    // the record (Ctrl+Z takes it back).
    Action {
        id: concedeAction
        readonly property string seatName: root.concedingSeat >= 0 ? root.controller.playerNames()[root.concedingSeat] ?? "" : ""
        text: concedeAction.seatName !== "" ? qsTr("&Concede for %1…").arg(concedeAction.seatName) : qsTr("&Concede…")
        shortcut: "Ctrl+Shift+G"
        enabled: root.concedingSeat >= 0 && !root.controller.turn.gameOver && !root.lessonActive
        onTriggered: {
            const seat = root.concedingSeat
            root.ask(qsTr("Concede"), root.controller.concedeQuestion(seat), qsTr("Concede"), "", true,
                     answer => { if (answer === "accept") root.controller.concede(seat) })
        }
    }
    Action { id: passAction; text: qsTr("&Pass priority or confirm"); property string keys: "Space"; onTriggered: root.controller.primaryAction() }
    Action { id: nextTurnAction; text: qsTr("Pass until end of &turn"); property string keys: "Enter"; onTriggered: root.controller.passUntilNextTurn() }
    Action { id: somethingAction; text: qsTr("Pass until something &happens"); property string keys: "Shift+Enter"; onTriggered: root.controller.passUntilSomethingHappens() }
    Action { id: autoPassAction; text: qsTr("&Auto-pass where there is no stop"); checkable: true; checked: root.controller.stops.autoPass; onTriggered: root.controller.stops.autoPass = !root.controller.stops.autoPass }
    // Full control (MTGO's and Arena's): the table stops at every priority of the player it waits
    // for, also after their own spell, so they can respond to it (CR 117.3c).
    Action {
        id: fullControlAction
        text: qsTr("&Full control (stop at every priority)")
        property string keys: "F"
        checkable: true
        checked: root.controller.stopControl.fullControl
        enabled: root.controller.playerCount > 0 && !root.lessonActive
        onTriggered: root.controller.stopControl.toggleFullControl()
    }
    // Not as the Action's shortcut: an F typed in a text field stays there.
    Shortcut { sequence: "F"; enabled: !root.typing && !root.lessonActive && !root.curtainDown; onActivated: fullControlAction.trigger() }
    Action { id: stopsAction; text: qsTr("St&ops…"); property string keys: "Shift+S"; onTriggered: { stopsDialogLoader.active = true; stopsDialogLoader.item.open() } }
    // Not as the Action's shortcut: a capital S typed in a text field stays there.
    Shortcut { sequence: "Shift+S"; enabled: !root.typing; onActivated: stopsAction.trigger() }
    Action { id: preferencesAction; text: qsTr("&Preferences…"); shortcut: "Ctrl+,"; onTriggered: { preferencesDialogLoader.active = true; preferencesDialogLoader.item.open() } }
    Action {
        id: timelineAction
        text: qsTr("&Timeline")
        shortcut: "Ctrl+T"
        checkable: true
        checked: root.preferences.timelineVisible
        onTriggered: {
            root.preferences.timelineVisible = !root.preferences.timelineVisible
            // Shown: it takes the keys (← → walk the record); hidden: the table has them back.
            if (root.preferences.timelineVisible && timelineLoader.item)
                timelineLoader.item.forceActiveFocus()
        }
    }
    // Walking the game record (issue 10) is the timeline's, while it has the keys (a click on it,
    // Tab, or Ctrl+T showing it): arrows one action, Home/End, Page Up/Page Down a turn. Anywhere
    // else those keys do nothing to the game (Ctrl+Z undoes); in a lesson they step the lesson.
    Action { id: learnAction; text: qsTr("&Rulings and lessons…"); shortcut: "F2"; onTriggered: root.openLearn() }
    /// Learn > New lesson from this game: the authoring panel (LessonAuthorPanel.qml).
    property bool authoring: false
    /// A click on the table picks a highlight for the lesson being written.
    readonly property bool authorPicking: root.authoring && !!lessonAuthorLoader.item && lessonAuthorLoader.item.author.picking !== ""
    Action { id: newLessonAction; objectName: "newLessonAction"; text: qsTr("&New lesson from this game…"); enabled: root.controller.playerCount > 0 && !root.lessonActive; onTriggered: { lessonAuthorLoader.active = true; root.authoring = true } }
    Action { id: sortHandAction; text: qsTr("&Sort hand (lands, mana value, name)"); checkable: true; checked: root.preferences.sortedHand; onTriggered: root.preferences.sortedHand = !root.preferences.sortedHand }
    // Projector sizes (remembered): the table as large as a lesson shows it (Theme.zoom).
    Action { id: projectorAction; objectName: "projectorAction"; text: qsTr("&Projector sizes (large text and card names)"); shortcut: "Ctrl+Shift+P"; checkable: true; checked: root.preferences.projector; onTriggered: root.preferences.projector = !root.preferences.projector }
    Action { id: curtainAction; text: qsTr("Hot-seat &curtain"); checkable: true; checked: root.preferences.hotSeatCurtain; onTriggered: root.preferences.hotSeatCurtain = !root.preferences.hotSeatCurtain }
    // The judge's view (off by default, not remembered): the computer's weighed choices name the
    // cards only its seat sees, each such line marked; for a judge or a teacher, not a player.
    Action { id: judgeViewAction; text: qsTr("Show the computer's &reasoning (reveals its hand)"); checkable: true; checked: root.controller.computer.judgeView; onTriggered: root.controller.computer.judgeView = !root.controller.computer.judgeView }
    Action { id: motionNormalAction; text: qsTr("Motion: normal"); checkable: true; checked: root.preferences.motionScale === 1; onTriggered: root.preferences.motionScale = 1 }
    Action { id: motionSlowAction; text: qsTr("Motion: slow (demonstrations)"); checkable: true; checked: root.preferences.motionScale === 2; onTriggered: root.preferences.motionScale = 2 }
    Action { id: motionOffAction; text: qsTr("Motion: off (reduced motion)"); checkable: true; checked: root.preferences.motionScale === 0; onTriggered: root.preferences.motionScale = 0 }

    // The File menu's demonstration submenus (the demonstrations the package installs:
    // share/daynight-table/scenarios), made when the File menu first opens (a submenu's item
    // loads arrow and check images: image plugins); each makes its items when it first opens
    // (reading the scenario files).
    Component {
        id: recentFilesComponent
        TableMenu {
            id: recentFiles
            title: qsTr("Open &recent")
            Repeater {
                model: root.preferences.recentFiles
                delegate: MenuItem {
                    required property string modelData
                    required property int index
                    text: (index < 9 ? "&" + (index + 1) + "  " : "") + modelData
                    onTriggered: root.confirmDiscard(qsTr("opening a file"), () => root.controller.openScenario(modelData))
                }
            }
            MenuSeparator {}
            MenuItem {
                text: root.preferences.recentFiles.length > 0 ? qsTr("Clear the list") : qsTr("(no recent files)")
                enabled: root.preferences.recentFiles.length > 0
                onTriggered: root.preferences.clearRecentFiles()
            }
        }
    }
    // Game > Seats: who plays each seat of the game on the table, a person or the computer
    // (issue 13); a checked seat is the computer's.
    Component {
        id: seatsMenuComponent
        TableMenu {
            objectName: "seatsMenu"
            title: qsTr("&Seats")
            Repeater {
                model: root.controller.seats
                delegate: MenuItem {
                    required property var modelData
                    required property int index
                    text: qsTr("%1 is played by the computer").arg(modelData.name)
                    checkable: true
                    checked: modelData.computer
                    onTriggered: root.controller.setComputer(index, !modelData.computer)
                }
            }
        }
    }
    Component {
        id: rulingDemosComponent
        TableMenu {
            id: rulingDemos
            title: qsTr("&Ruling demonstrations")
            property bool used: false
            onAboutToShow: {
                root.readDemonstrations()
                rulingDemos.used = true
            }
            Repeater {
                model: rulingDemos.used ? root.demonstrations.filter(d => d.kind === "ruling") : []
                delegate: MenuItem {
                    required property var modelData
                    text: modelData.name + "  (ruling " + modelData.rulings.join(", ") + ")"
                    onTriggered: root.confirmDiscard(qsTr("opening a demonstration"), () => root.openDemonstration(modelData.file))
                }
            }
        }
    }
    Component {
        id: cardDemosComponent
        TableMenu {
            id: cardDemos
            title: qsTr("&Card demonstrations")
            property bool used: false
            onAboutToShow: {
                root.readDemonstrations()
                cardDemos.used = true
            }
            Repeater {
                model: cardDemos.used ? root.demonstrations.filter(d => d.kind === "card") : []
                delegate: MenuItem {
                    required property var modelData
                    text: modelData.name
                    onTriggered: root.confirmDiscard(qsTr("opening a demonstration"), () => root.openDemonstration(modelData.file))
                }
            }
        }
    }

    menuBar: MenuBar {
        TableMenu {
            id: fileMenu
            title: qsTr("&File")
            property bool used: false
            onAboutToShow: {
                if (fileMenu.used)
                    return
                fileMenu.used = true
                fileMenu.insertAction(0, newGameAction)
                fileMenu.insertAction(1, openAction)
                fileMenu.insertAction(2, saveAction)
                fileMenu.insertMenu(3, recentFilesComponent.createObject(fileMenu))
                fileMenu.insertMenu(5, rulingDemosComponent.createObject(fileMenu))
                fileMenu.insertMenu(6, cardDemosComponent.createObject(fileMenu))
                for (let i = 0; i < network.menuActions.length; ++i) // after the demonstrations
                    fileMenu.insertAction(8 + i, network.menuActions[i])
                fileMenu.addAction(quitAction)
            }
            MenuSeparator {}
            MenuSeparator {}
            MenuSeparator {}
        }
        TableMenu {
            id: gameMenu
            title: qsTr("&Game")
            property bool used: false
            onAboutToShow: {
                if (gameMenu.used)
                    return
                gameMenu.used = true
                for (const action of [undoAction, redoAction, passAction, nextTurnAction, somethingAction, autoPassAction, fullControlAction, stopsAction, restartAction, concedeAction])
                    gameMenu.addAction(action)
                gameMenu.addMenu(seatsMenuComponent.createObject(gameMenu))
            }
        }
        TableMenu {
            id: editMenu
            title: qsTr("&Edit")
            property bool used: false
            onAboutToShow: {
                if (editMenu.used)
                    return
                editMenu.used = true
                for (const action of [editorAction, copyRecordAction, copyPositionAction, pasteAction, preferencesAction])
                    editMenu.addAction(action)
            }
        }
        TableMenu {
            id: viewMenu
            title: qsTr("&View")
            property bool used: false
            onAboutToShow: {
                if (viewMenu.used)
                    return
                viewMenu.used = true
                for (const action of [timelineAction, sortHandAction, projectorAction, curtainAction, judgeViewAction, motionNormalAction, motionSlowAction, motionOffAction])
                    viewMenu.addAction(action)
            }
        }
        TableMenu {
            id: learnMenu
            title: qsTr("&Learn")
            property bool used: false
            property var rulings: []
            onAboutToShow: {
                if (learnMenu.used)
                    return
                learnMenu.used = true
                learnMenu.rulings = root.controller.lesson.rulings()
                learnMenu.insertAction(0, learnAction)
                learnMenu.insertAction(1, newLessonAction)
            }
            MenuSeparator {}
            // The twelve seed rulings: each opens its (first) lesson.
            Repeater {
                model: learnMenu.rulings
                delegate: MenuItem {
                    required property var modelData
                    text: (modelData.id < 10 ? "&" + modelData.id : modelData.id) + "  " + modelData.summary + "  (" + modelData.rules + ")"
                    onTriggered: root.confirmDiscard(qsTr("opening a lesson"), () => root.controller.lesson.openRuling(modelData.id))
                }
            }
        }
        TableMenu {
            id: helpMenu
            title: qsTr("&Help")
            property bool used: false
            onAboutToShow: {
                if (helpMenu.used)
                    return
                helpMenu.used = true
                for (const action of [shortcutsAction, reportAction, aboutAction])
                    helpMenu.addAction(action)
            }
        }
    }

    // The file dialogs, each made when it first opens (root.openFileDialog()). By URL, not by
    // type name: a type named here would be compiled, with its imports, along with this file.
    Loader {
        id: openDialogLoader
        objectName: "openDialogLoader"
        anchors.fill: parent
        active: false
        Component.onCompleted: openDialogLoader.setSource("ScenarioFileDialog.qml", { objectName: "openDialog", saving: false })
    }
    Loader {
        id: saveDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: saveDialogLoader.setSource("ScenarioFileDialog.qml", { objectName: "saveDialog", saving: true })
    }
    Connections {
        target: openDialogLoader.item
        function onChosen(url) { root.controller.openScenario(url) }
    }
    Connections {
        target: saveDialogLoader.item
        function onChosen(url) {
            const proceed = root.afterSave
            root.afterSave = null
            if (root.controller.saveScenario(url) && proceed)
                proceed()
        }
        function onRejected() { root.afterSave = null }
    }
    Loader {
        id: reportFileDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: reportFileDialogLoader.setSource("ScenarioFileDialog.qml", { objectName: "reportFileDialog", saving: true, title: qsTr("Save the problem report") })
    }
    Connections {
        target: reportFileDialogLoader.item
        function onChosen(url) {
            root.controller.writeReport(url, reportDialogLoader.item.note, reportDialogLoader.item.expected, root.reportScreenshot)
        }
    }
    // Help > Report a problem (ReportDialog.qml): notes, then a screenshot, then the file.
    Loader {
        id: reportDialogLoader
        anchors.fill: parent
        active: false
        source: "ReportDialog.qml"
    }
    Connections {
        target: reportDialogLoader.item
        function onSaveRequested() {
            // The table as the tester sees it, without the dialog (it has closed), the hover
            // preview (it covers the board) or a popup (they are not in tableView).
            const file = root.controller.reportScreenshotFile()
            root.grabbing = true
            tableView.grabToImage(result => {
                root.grabbing = false
                root.reportScreenshot = result.saveToFile(file) ? file : ""
                root.openFileDialog(reportFileDialogLoader)
            })
        }
    }
    // Questions before the table goes on (ConfirmDialog.qml, by URL as above).
    Loader {
        id: confirmDialogLoader
        anchors.fill: parent
        active: false
        source: "ConfirmDialog.qml"
    }
    // Where to write a lesson's handout (the file dialog, for a PDF).
    Loader {
        id: handoutDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: handoutDialogLoader.setSource("ScenarioFileDialog.qml", {
            objectName: "handoutDialog", saving: true, title: qsTr("Save the lesson's handout"), defaultSuffix: "pdf", nameFilters: [qsTr("PDF documents (*.pdf)")] })
    }
    Connections {
        target: handoutDialogLoader.item
        function onChosen(url) { root.controller.lesson.writeHandout(url, root.handoutForTeacher) }
    }
    // Help > Keyboard shortcuts and About (HelpDialog.qml, by URL as above).
    Loader {
        id: helpDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: helpDialogLoader.setSource("HelpDialog.qml", { version: root.controller.build })
    }
    // File > New game (NewGameDialog.qml, by URL as above; issue 13).
    Loader {
        id: newGameLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: newGameLoader.setSource("NewGameDialog.qml", { decks: root.controller.decks })
        onLoaded: newGameLoader.item.lastSeats = Qt.binding(() => root.preferences.newGameSeats)
    }
    Connections {
        target: newGameLoader.item
        function onStartRequested(seed, seats) {
            root.confirmDiscard(qsTr("starting a new game"), () => {
                if (root.controller.newGameWithSeats(seed, seats))
                    root.preferences.newGameSeats = seats
            })
        }
    }
    // Game > Stops… (StopsDialog.qml, by URL as above).
    Loader {
        id: stopsDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: stopsDialogLoader.setSource("StopsDialog.qml", { stops: root.controller.stops, playerNames: Qt.binding(() => root.controller.playerCount > 0 ? root.controller.playerNames() : []) })
        onLoaded: stopsDialogLoader.item.autoPassOff = Qt.binding(() => root.controller.stopControl.autoPassOff)
    }
    // A graveyard's or exile's cards (ZoneListPopup.qml, by URL as above): root.openZone().
    Loader {
        id: zoneListLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: zoneListLoader.setSource("ZoneListPopup.qml")
    }
    // A graveyard card clicked in the list while a target is being chosen (Graveyard
    // Trespasser): it is the target; the list closes once the engine takes it.
    Connections {
        target: zoneListLoader.item
        ignoreUnknownSignals: true
        function onTargetChosen(cardId) {
            if (root.controller.playCard(cardId))
                zoneListLoader.item.close()
        }
    }
    // Edit > Preferences (PreferencesDialog.qml, by URL as above).
    Loader {
        id: preferencesDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: preferencesDialogLoader.setSource("PreferencesDialog.qml", { computer: root.controller.computer, preferences: root.preferences, stops: root.controller.stops })
    }
    // Learn > Rulings and lessons (LearnDialog.qml, by URL as above).
    Loader {
        id: learnDialogLoader
        anchors.fill: parent
        active: false
        Component.onCompleted: learnDialogLoader.setSource("LearnDialog.qml", { lesson: root.controller.lesson })
    }
    Connections {
        target: learnDialogLoader.item
        function onChosen(file) { root.confirmDiscard(qsTr("opening a lesson"), () => root.controller.lesson.open(file)) }
    }
    // The recent files: every file opened or saved.
    Connections {
        target: root.controller
        function onFileOpened(file) { root.preferences.addRecentFile(file) }
        function onFileSaved(file) { root.preferences.addRecentFile(file) }
    }
    // The clipboard's go-between (never shown).
    TextEdit {
        id: clipboardEdit
        visible: false
        textFormat: TextEdit.PlainText
    }
    // A file that could not be opened or saved: said in a dialog, not only in the status bar.
    Connections {
        target: root.controller
        function onFileProblem(title, text) { root.showMessage(title, text) }
    }

    // The table itself: everything a screenshot of the table shows (a problem report grabs it;
    // the window's own content item cannot be grabbed from QML).
    Item {
        id: tableView
        objectName: "tableView"
        anchors.fill: parent

        // The table's colour under everything, so a grab shows it too.
        Rectangle {
            anchors.fill: parent
            color: root.color
        }

        // Drop a scenario file anywhere on the table to open it.
        DropArea {
            anchors.fill: parent
            keys: ["text/uri-list"]
            onDropped: drop => {
                if (drop.hasUrls && drop.urls.length > 0) {
                    const url = drop.urls[0].toString()
                    root.confirmDiscard(qsTr("opening the dropped file"), () => root.controller.openScenario(url))
                    drop.acceptProposedAction()
                }
            }
        }

        PhaseBar {
            id: phaseBar
            spaceShortcut: !root.typing && !root.lessonActive && !root.curtainDown
            anchors { left: parent.left; right: parent.right; top: parent.top }
            turnNumber: root.controller.turn.turnNumber
            activePlayerName: root.controller.turn.activePlayerName
            priorityPlayerName: root.controller.turn.priorityPlayerName
            // No step is lit before turn 1 (the opening hands, CR 103.5) or once the game is over.
            step: root.controller.turn.turnNumber === 0 || root.controller.turn.gameOver ? "" : root.controller.turn.step
            // A computer seat to act (issue 13): "Bob is thinking…", or "Let Bob play" when it waits.
            passText: root.controller.computer.seat < 0 ? root.controller.primaryText
                    : root.controller.computer.held ? qsTr("Let %1 play").arg(root.controller.playerNames()[root.controller.computer.seat])
                    : root.controller.computer.status
            skippedSteps: root.controller.turn.skippedSteps
            passEnabled: !root.curtainDown && !root.controller.turn.gameOver && !root.controller.computer.thinking && root.controller.turn.decisionKind !== "discard"
                         && (root.controller.actingHere || !root.controller.network.active)
                         && root.controller.turn.decisionKind !== "legendRule" && root.controller.turn.decisionKind !== "chooseOption"
                         && root.controller.turn.decisionKind !== "mulligan"
            onPassClicked: root.controller.primaryAction()
            gameOver: root.controller.turn.gameOver
            onNewGameClicked: root.openNewGame()
            // The stops of whoever acts (issue 12, part 5): a click on a step sets or clears one.
            stopSteps: root.controller.stopControl.stopSteps
            // A computer seat has no stops (it makes its own passes): none are shown for it.
            stopsOwner: root.lessonActive || root.controller.computer.seat >= 0 ? "" : root.controller.stopControl.stopSeatName
            stopsOwnTurn: root.controller.stopControl.stopSeatsTurn
            fullControl: root.controller.stopControl.fullControl && root.controller.computer.seat < 0
            onStopToggled: step => root.controller.stopControl.toggleStop(step)
        }

        // Seats: player 0 at the bottom, the others above (hot-seat around one screen); with three
        // or four players, two seats a row (player 0 bottom left), so every seat keeps room for
        // readable cards and its whole hand.
        GridView {
            id: seats
            objectName: "seats"
            readonly property int columns: root.controller.playerCount >= 3 ? 2 : 1
            readonly property int rows: Math.ceil(root.controller.playerCount / seats.columns)
            readonly property real spacing: 8
            cellWidth: seats.width / seats.columns
            cellHeight: seats.height / Math.max(1, seats.rows)
            anchors { left: timelineLoader.right; top: phaseBar.bottom; bottom: lessonBandLoader.active ? lessonBandLoader.top : statusBar.top; right: sidePanel.left; margins: 8
                      rightMargin: 8 + root.spotlightWidth }
            interactive: false
            verticalLayoutDirection: GridView.BottomToTop
            // Seats are made once the view has its height (the window sizes its content after
            // creating it): made earlier, every card was laid out twice, first at a few pixels.
            model: seats.height > 0 ? root.controller.players : null
            delegate: PlayerArea {
                id: area
                required property int index
                required property var model
                width: seats.cellWidth - (seats.columns > 1 ? seats.spacing / 2 : 0)
                height: seats.cellHeight - (seats.rows > 1 ? seats.spacing / 2 : 0)
                player: area.model
                others: PlayerFilterModel { sourceModel: root.controller.battlefield; player: area.index; lands: 0 }
                lands: PlayerFilterModel { sourceModel: root.controller.battlefield; player: area.index; lands: 1 }
                // View > Sort hand: only a hand shown face up (the place a face-down card took
                // would tell the others what it is).
                hand: HandOrderModel { sourceModel: root.controller.hand(area.index); sorted: root.preferences.sortedHand && area.handFaceUp }
                // The hand of whoever must act: the player deciding, else the priority holder.
                acting: root.actingSeat === area.index
                // A lesson shows the hands it needs (its "hands"); play shows the acting player's,
                // once the hot-seat curtain is lifted for them.
                // Against the computer, the one person at the table keeps their hand face up while
                // the computer acts. With two or more people, no hand is face up while the computer
                // acts: the next person may already be at the screen. The hand of whoever lifted
                // the curtain comes back face up when the table waits for them again (the curtain
                // stays up: no other person acted in between).
                // At a network table: this screen's own seat only.
                handFaceUp: root.controller.network.active ? area.index === network.viewerSeat
                            : !root.lessonActive || root.controller.lesson.hands === "acting"
                            ? !root.computerSeats[area.index]
                              && (root.humanSeats === 1 || area.acting && !root.curtainDown)
                            : root.controller.lesson.hands === "all"
                motionScale: root.motionScale
                choiceWord: root.controller.turn.decisionKind === "bottomCards" ? qsTr("bottom") : qsTr("discard")
                onCardClicked: (cardId, needsX) => {
                    root.quietPreview()
                    if (needsX)
                        root.askForX(-1, cardId, -1)
                    else
                        root.controller.playCard(cardId, 0)
                }
                onPermanentClicked: objectId => {
                    root.quietPreview()
                    if (root.authorPicking)
                        lessonAuthorLoader.item.author.pick(lessonAuthorLoader.item.author.permanentTarget(objectId))
                    else
                        root.controller.clickPermanent(objectId)
                }
                onPermanentMenuRequested: objectId => root.openAbilityMenu(objectId)
                onPlayerClicked: root.authorPicking ? lessonAuthorLoader.item.author.pick(lessonAuthorLoader.item.author.playerTarget(area.index))
                                                    : root.controller.clickPlayer(area.index)
                onZoneClicked: zone => root.openZone(area.index, zone)
                onShowPreview: (front, back, backUp, damage, note) => root.showPreview(front, back, backUp, damage, note)
                onHidePreview: root.hidePreview()
            }
        }

        // Hot-seat privacy: over the board (not the indicator, stack and log) whenever the seat
        // the table waits for changes, with more than one person at the table.
        HotSeatCurtain {
            id: curtain
            anchors.fill: seats
            z: 50
            // The person the table waits for: none while a computer seat acts (one value, so
            // that the curtain never comes down for a moment as the seat changes).
            actingSeat: root.computerSeats[root.actingSeat] === true ? -1 : root.actingSeat
            actingName: curtain.actingSeat >= 0 ? root.controller.playerNames()[curtain.actingSeat] ?? "" : ""
            // Two or more people at the table.
            // Never over a lesson, a demonstration or a lesson being written: after leaving a
            // lesson, whoever acts then is taken for the person at the screen (the class saw the
            // whole table); it comes down the next time the table waits for another person.
            needed: root.preferences.hotSeatCurtain && root.humanSeats > 1 && !root.lessonActive && !root.lessonJustLeft
                    && !root.demonstrationShown && !root.authoring && !root.controller.editor.editing && !root.controller.turn.gameOver
                    && !root.controller.network.active // each screen of a network game is one seat's
        }
        Connections {
            target: root.controller
            function onGameStarted() {
                curtain.forget() // new seats: whoever acts first lifts it
                root.demonstrationShown = false // openDemonstration() sets it again after
            }
        }
        // Leaving a lesson (Esc, Play from here, Play the what-if): the class saw the whole table,
        // so whoever acts then is taken for the person at the screen; the curtain comes down the
        // next time the table waits for another person. After the lesson's own changes (a new
        // position starts a game, which forgets who was at the screen).
        Connections {
            target: root.controller.lesson
            function onLessonChanged() {
                if (root.controller.lesson.active)
                    return
                root.lessonJustLeft = true
                Qt.callLater(() => {
                    curtain.reveal()
                    root.lessonJustLeft = false
                })
            }
        }

        // The opening hand (CR 103.5): keep or mulligan, then the bottom cards (MulliganPanel.qml,
        // by URL), over a seat other than the deciding player's, so their hand stays in view. Made
        // the first time a person is asked, then kept; under the curtain (z 50), which hides it.
        Loader {
            id: mulliganLoader
            objectName: "mulliganLoader"
            active: false
            visible: root.openingAsked
            z: 30
            readonly property int deciding: root.controller.opening.seat ?? 0
            // A cell other than the deciding seat's: the seat across (two players); with three or
            // four, the cell diagonally across, in the other row (three players: the empty cell
            // for the bottom row), so a panel wider than its cell spreads over that row only.
            readonly property int host: root.controller.playerCount <= 2 ? 1 - mulliganLoader.deciding : mulliganLoader.deciding ^ 3
            readonly property int column: mulliganLoader.host % seats.columns
            readonly property int row: Math.floor(mulliganLoader.host / seats.columns) // 0 at the bottom
            // At least 460 px where the seats allow it: a narrow seat (three players at 1024x640)
            // would make it taller than the seat.
            width: Math.min(560, Math.max(seats.cellWidth - 24, Math.min(460, seats.width - 16)))
            height: mulliganLoader.item ? mulliganLoader.item.height : 0
            x: Math.max(seats.x + 8, Math.min(seats.x + seats.width - mulliganLoader.width - 8,
                                               seats.x + mulliganLoader.column * seats.cellWidth + (seats.cellWidth - mulliganLoader.width) / 2))
            y: Math.max(seats.y + 8, Math.min(seats.y + seats.height - mulliganLoader.height - 8,
                                               seats.y + seats.height - (mulliganLoader.row + 1) * seats.cellHeight + Math.max(8, (seats.cellHeight - mulliganLoader.height) / 2)))
            Component.onCompleted: mulliganLoader.setSource("MulliganPanel.qml", {
                opening: Qt.binding(() => root.controller.opening), chosenCount: Qt.binding(() => root.controller.handChoices.length) })
            onLoaded: mulliganLoader.item.width = Qt.binding(() => mulliganLoader.width)
        }
        Connections {
            target: mulliganLoader.item
            function onKeepRequested() { root.controller.keepHand() }
            function onMulliganRequested() { root.controller.takeMulligan() }
            function onConfirmRequested() { root.controller.putOnBottom(root.controller.handChoices) }
        }

        // The board editor (Edit > Board editor, Ctrl+E), made the first time it opens. It lies
        // over the right-hand column (the indicator, the stack and the log, hidden meanwhile), so
        // opening or closing it never moves a card on the board under the pointer.
        Loader {
            id: editorLoader
            objectName: "editorLoader"
            // Made when the editor first opens and kept (a binding of `active` to "used or
            // editing" that onLoaded set looped).
            active: false
            visible: root.controller.editor.editing
            z: 2
            anchors { left: sidePanel.left; right: sidePanel.right; top: sidePanel.top; bottom: sidePanel.bottom }
            Component.onCompleted: {
                editorLoader.setSource("EditorPanel.qml", { controller: root.controller })
                editorLoader.active = root.controller.editor.editing
            }
            Connections {
                target: root.controller.editor
                function onEditingChanged() {
                    if (root.controller.editor.editing)
                        editorLoader.active = true
                }
            }
        }
        Connections {
            target: editorLoader.item
            function onCloseRequested() { root.controller.editor.editing = false }
            function onCardDragMoved(name, scenePoint) { editorDragLoader.item?.dragTo(name, scenePoint) }
            function onCardDragEnded(cardId, scenePoint) { editorDragLoader.item?.dropAt(-1, cardId, scenePoint) }
        }
        // The editor's drag and drop over the seats (EditorDragLayer.qml), made with the editor.
        Loader {
            id: editorDragLoader
            objectName: "editorDragLoader"
            active: editorLoader.active
            anchors.fill: seats
            z: 3
            Component.onCompleted: editorDragLoader.setSource("EditorDragLayer.qml", { controller: root.controller, seats: seats })
            onLoaded: editorDragLoader.item.placed = Qt.binding(() => editorLoader.item ? editorLoader.item.placed : false)
        }
        // Left: the timeline (View > Timeline, Ctrl+T), made the first time it is shown; it stays
        // while editing (it lists the edits, and the board keeps its place).
        Loader {
            id: timelineLoader
            objectName: "timelineLoader"
            active: root.preferences.timelineVisible
            visible: root.preferences.timelineVisible && !root.lessonActive
            width: visible ? 320 : 0
            anchors { left: parent.left; top: phaseBar.bottom; bottom: statusBar.top; leftMargin: visible ? 8 : 0; topMargin: 8; bottomMargin: 8 }
            sourceComponent: TimelinePanel {
                model: root.controller.timeline
                onJump: node => root.controller.goToRecordNode(node)
                onPromote: node => root.controller.promoteVariation(node)
                onDeleteFrom: node => root.confirmDeletion(node)
            }
        }

        // Right: the day/night indicator (largest element), the stack, the log.
        Column {
            id: sidePanel
            objectName: "sidePanel"
            visible: !root.controller.editor.editing // the board editor lies over it
            width: 400
            anchors { right: parent.right; top: phaseBar.bottom; bottom: statusBar.top; margins: 8 }
            spacing: 8

            // On a short window (1366x768) the indicator and the stack give the log some of their
            // height: a newcomer saw three lines of log, the first cut in half.
            DayNightIndicator {
                id: indicator
                objectName: "indicator"
                width: parent.width
                height: Math.min(270, Math.round(sidePanel.height * 0.38))
                designation: root.controller.dayNight.designation
                forecast: root.controller.dayNight.forecast
                motionScale: root.motionScale
                TapHandler {
                    enabled: root.authorPicking
                    onTapped: lessonAuthorLoader.item.author.pick(lessonAuthorLoader.item.author.indicatorTarget())
                }
            }
            StackPanel {
                id: stackPanel
                width: parent.width
                height: Math.min(190, Math.round(sidePanel.height * 0.25))
                model: root.controller.stack
                onObjectClicked: objectId => root.controller.clickStackObject(objectId)
            }
            LogView {
                width: parent.width
                height: parent.height - indicator.height - stackPanel.height - 2 * parent.spacing
                model: root.controller.log
            }
        }

        // Learn > New lesson from this game (LessonAuthorPanel.qml, by URL), over the stack, the
        // log and the forecast under the indicator's glyph (which stays clickable, to highlight
        // it); made when first opened.
        Loader {
            id: lessonAuthorLoader
            objectName: "lessonAuthorLoader"
            active: false // made by the Learn menu's action, then kept (the lesson being written)
            visible: root.authoring && !root.lessonActive
            width: sidePanel.width
            z: 20
            anchors { right: parent.right; top: phaseBar.bottom; bottom: statusBar.top; margins: 8; topMargin: Math.round(indicator.height * 0.6) + 8 }
            Component.onCompleted: lessonAuthorLoader.setSource("LessonAuthorPanel.qml", { controller: root.controller })
        }
        Connections {
            target: lessonAuthorLoader.item
            function onCloseRequested() { root.authoring = false }
        }
        // A lesson's band under the board (LessonBand.qml, by URL): the ruling, the step's caption,
        // its question, the controls. Its height is fixed, so the board does not reflow from step
        // to step. Made when the first lesson opens.
        Loader {
            id: lessonBandLoader
            objectName: "lessonBandLoader"
            active: root.lessonActive
            // Taller at presentation sizes (its texts are Theme.zoom times larger).
            height: root.presenting ? 320 : 250
            // Under the board and the spotlight's column.
            anchors { left: seats.left; right: sidePanel.left; rightMargin: 8; bottom: statusBar.top; bottomMargin: 8 }
            Component.onCompleted: lessonBandLoader.setSource("LessonBand.qml", { lesson: root.controller.lesson })
        }
        Connections {
            target: lessonBandLoader.item
            function onWhatIfRequested() { root.showWhatIf() }
            function onHandoutRequested(teacher) {
                root.handoutForTeacher = teacher
                root.openFileDialog(handoutDialogLoader)
            }
        }
        // The step's highlights over everything of the table (LessonHighlights.qml).
        Loader {
            id: highlightsLoader
            objectName: "highlightsLoader"
            anchors.fill: parent
            z: 15
            active: root.lessonActive
            Component.onCompleted: highlightsLoader.setSource("LessonHighlights.qml", { table: tableView })
            onLoaded: highlightsLoader.item.highlights = Qt.binding(() => root.controller.lesson.highlights)
        }
        // Combat: an arrow from each blocker to the attacker it blocks (declared or being chosen),
        // drawn by the lessons' highlighter in the colour of combat; made at the first block.
        Loader {
            id: combatArrowsLoader
            objectName: "combatArrowsLoader"
            anchors.fill: parent
            z: 14
            // Made at the first arrow and kept (a binding of `active` to "used or arrows" that
            // onLoaded set looped: a QML warning in play).
            active: false
            Connections {
                target: root.controller
                function onCombatArrowsChanged() {
                    if (root.controller.combatArrows.length > 0)
                        combatArrowsLoader.active = true
                }
            }
            Component.onCompleted: combatArrowsLoader.setSource("LessonHighlights.qml", { table: tableView, color: Theme.damage, objectName: "combatArrows" })
        }
        Binding {
            target: combatArrowsLoader.item
            when: combatArrowsLoader.status === Loader.Ready
            property: "highlights"
            value: root.controller.combatArrows
        }
        // Presentation: the card a lesson step talks about (its first highlighted permanent) is
        // shown large beside the board, both faces, as the hover preview shows a card.
        Connections {
            target: highlightsLoader.item
            function onSpotlightChanged() { root.showSpotlight() }
        }
        Connections {
            target: root.controller.lesson
            function onLessonChanged() { if (!root.lessonActive) root.hidePreview() }
            function onStepChanged() { if (root.lessonActive) root.showSpotlight() }
        }
        // A step's "what if" beside its outcome (WhatIfPanel.qml), over the board.
        Loader {
            id: whatIfLoader
            objectName: "whatIfLoader"
            active: false
            visible: root.lessonActive && Object.keys(root.controller.lesson.whatIf).length > 0
            // Centred on the board, but never past the window's edges (the board is narrower
            // than the panel at presentation sizes, with the spotlight's column beside it).
            width: Math.min(960, root.width - 32)
            x: Math.max(16, Math.min(seats.x + (seats.width - whatIfLoader.width) / 2, root.width - whatIfLoader.width - 16))
            y: seats.y + Math.max(0, (seats.height - whatIfLoader.height) / 2)
            z: 16
            Component.onCompleted: whatIfLoader.setSource("WhatIfPanel.qml", { lesson: root.controller.lesson })
        }
        Connections {
            target: whatIfLoader.item
            function onCloseRequested() { whatIfLoader.active = false }
        }

        // Status bar: refusals, pending decisions, keys.
        Rectangle {
            id: statusBar
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: 34
            color: Qt.rgba(0, 0, 0, 0.55)
            Text {
                id: statusText
                objectName: "statusText"
                anchors { left: parent.left; leftMargin: 12; verticalCenter: parent.verticalCenter; right: keysText.left; rightMargin: 12 }
                elide: Text.ElideRight
                font.pixelSize: Theme.fontNormal
                font.bold: root.controller.turn.decisionPrompt !== "" || root.controller.status !== ""
                color: root.controller.status !== "" ? Theme.warning
                     : root.controller.turn.decisionPrompt !== "" ? Theme.highlight : Theme.textOnDark
                text: root.controller.status !== "" ? root.controller.status
                    : root.lessonActive ? qsTr("Lesson: %1. → next step, ← back, Space plays; acting on the table leaves the lesson to play on.")
                                          .arg(root.controller.lesson.question.text !== undefined ? qsTr("answer the question (1 to %1)").arg(root.controller.lesson.question.choices.length)
                                               : qsTr("step %1 of %2").arg(root.controller.lesson.step + 1).arg(root.controller.lesson.stepCount))
                    : (root.controller.stopControl.autoPassed !== "" ? root.controller.stopControl.autoPassed + "  " : "")
                      + (root.controller.computer.status !== "" ? root.controller.computer.status
                         : root.curtainDown ? qsTr("%1's turn to act: click the board (or Space) to show %1's hand.").arg(curtain.actingName)
                                          : root.controller.hint)
            }
            // Whose eyes the board has (GameController.viewerKind): the judge's view (the board
            // editor, a lesson or demonstration, a finished game, every hand shown) is said at the
            // bar's right, over the keys, so the board never moves for it. A player's own view
            // needs no line, nor the public view the board shows for a moment while the computer
            // acts between two people.
            Rectangle {
                anchors { right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
                z: 1
                visible: viewerBanner.shown
                width: viewerBanner.width + 8
                height: viewerBanner.height + 4
                radius: height / 2
                color: "#1c2027"
                ViewerBanner {
                    id: viewerBanner
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, statusBar.width / 2)
                    viewer: root.controller.viewerKind === "judge" ? "judge" : "seat"
                    spectatorsSeeAllHands: false
                }
            }
            // The status line's whole width (its Text elides, so its own implicitWidth follows the
            // width it is given).
            TextMetrics {
                id: statusMetrics
                font: statusText.font
                text: statusText.text
            }
            TextMetrics {
                id: keysMetrics
                font: keysText.font
                text: keysText.text
            }
            Text {
                id: keysText
                anchors { right: parent.right; rightMargin: 12; verticalCenter: parent.verticalCenter }
                // The status comes first: the keys take only the room its whole line leaves (a
                // newcomer playing found the instruction cut off); F1 lists them all.
                readonly property real room: statusBar.width - statusMetrics.advanceWidth - 36
                width: keysText.room > 120 ? Math.min(keysMetrics.advanceWidth + 2, keysText.room) : 0
                visible: keysText.width > 0
                elide: Text.ElideLeft
                font.pixelSize: Theme.fontSmall
                color: Theme.textOnDarkMuted
                text: root.lessonActive ? "Lesson: Space play/pause · → next step · ← back · Home restart · 1–4 answer · W what if · Esc close the lesson · M motion "
                                          + (root.preferences.motionScale === 0 ? "off" : "at lesson pace")
                      : "Space pass · Enter end of turn · S stop · Ctrl+Z undo · Ctrl+Shift+Z redo · Ctrl+T timeline (←→ walk it) · Ctrl+E editor · Ctrl+Shift+C/V copy/paste · Ctrl+O open · Ctrl+S save · M motion "
                      + (root.preferences.motionScale === 0 ? "off" : root.preferences.motionScale === 2 ? "slow" : "normal") + " · F1 all keys"
            }
        }

        // Hover preview: both faces, large. Made the first time a card is hovered. In a lesson
        // it never covers the band: at presentation sizes it fills the spotlight's column beside
        // the board (the face that is up, as large as the column allows), else it sits at the
        // top of the board, no taller than the room above the band. Left out of a report's
        // screenshot (root.grabbing).
        Loader {
            id: previewLoader
            objectName: "previewLoader"
            active: false
            visible: root.previewFront !== null && !root.grabbing
            readonly property bool spotlight: root.spotlightWidth > 0
            // In the spotlight's column (8 px from the board), else 12 px from the side panel.
            /// The height it may take: the board's, above the band in a lesson.
            readonly property real room: root.lessonActive ? lessonBandLoader.y - phaseBar.height - 16 : parent.height
            x: sidePanel.x - (previewLoader.spotlight ? root.spotlightWidth : 12 + previewLoader.width)
            y: root.lessonActive ? phaseBar.height + 8 : (parent.height - previewLoader.height) / 2
            // Over the mulligan panel (z 30), the game-over banner and a lesson's highlights
            // (z 15): a card hovered while deciding on a hand is read whole; under the hot-seat
            // curtain (z 50).
            z: 40
            sourceComponent: Rectangle {
                // The words under the faces: "face up", the note (two lines), what is not enforced.
                readonly property real wordsHeight: 4 * Theme.fontNormal + 40
                width: previewLoader.spotlight ? root.spotlightWidth - 8 : preview.width + 24
                height: Math.min(previewLoader.room, preview.height + note.height + 30)
                radius: 10
                color: Qt.rgba(0, 0, 0, 0.8)
                clip: true
                CardPreview {
                    id: preview
                    objectName: "cardPreview"
                    x: 12
                    y: 12
                    frontFace: root.previewFront
                    backFace: root.previewBack
                    backFaceUp: root.previewBackUp
                    damage: root.previewDamage
                    upOnly: previewLoader.spotlight
                    faceWidth: Math.max(120, Math.min(previewLoader.spotlight ? root.spotlightWidth - 32 : 280,
                                                      (previewLoader.room - 24 - parent.wordsHeight) / 1.4))
                }
                Text {
                    id: note
                    anchors { top: preview.bottom; topMargin: 6; left: preview.left }
                    width: previewLoader.spotlight ? root.spotlightWidth - 32 : preview.width
                    text: root.previewNote
                    wrapMode: Text.Wrap
                    color: Theme.textOnDark
                    font.pixelSize: Theme.fontNormal
                }
            }
        }

        // Game over.
        Loader {
            id: gameOverLoader
            active: root.controller.turn.gameOver
            anchors.centerIn: parent
            z: 20
            sourceComponent: Rectangle {
                width: 600
                height: gameOverText.implicitHeight + 112
                radius: 12
                color: Qt.rgba(0, 0, 0, 0.85)
                Text {
                    id: gameOverText
                    anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: 24 }
                    width: parent.width - 48
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    text: root.controller.turn.result + "\n\nCtrl+N starts a new game, Ctrl+Z takes back the last action."
                    color: Theme.textOnDark
                    font.pixelSize: Theme.fontLarge
                }
                Row {
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 16 }
                    spacing: 12
                    Button {
                        objectName: "gameOverNewGame"
                        text: qsTr("New game…")
                        onClicked: root.openNewGame()
                    }
                    Button {
                        objectName: "gameOverUndo"
                        text: qsTr("Undo the last action")
                        enabled: root.controller.canUndo
                        onClicked: root.controller.undo()
                    }
                }
            }
        }
    }
    // Network play (NetworkLayer.qml): File > Host game…, Join game…, Watch game…, Leave, their
    // dialogs, and the banner, connection dots, chat line and undo requests of a network game.
    NetworkLayer {
        id: network
        anchors.fill: parent
        z: 40
        controller: root.controller
        onCopyRequested: text => root.copyText(text)
    }
}
