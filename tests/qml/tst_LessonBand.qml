// Tests for the lesson player (GameController.lesson) and its band (LessonBand.qml) over the real
// GameController (tst_qml.cpp gives `gameController` and `sourceDir`), on the lesson of ruling 3,
// "Day becomes night": what a teacher sees in the band at each step, the buttons, the question
// asked before its outcome, the answer, the "what if" beside the outcome, and closing the lesson
// on the position shown.
//
// The band and the what-if panel are taken from their real module, qrc:/DayNight/Ui/ (they import
// DayNight.Models and use the module's Theme singleton, so they cannot be loaded from the source
// folder; tst_qml links that module, as tst_table does). Both must load: initTestCase fails,
// saying why, when either does not, and every test then drives the lesson through the band's
// own buttons.
//
// A bug found here and not yet fixed is kept as expectFailContinue() before the failing check
// (XFAIL: the test passes, and says what is wrong); once it is fixed that check passes
// unexpectedly (XPASS, a failure): remove its expectFailContinue line then.
import QtQuick
import QtTest

Item {
    id: root
    width: 1280
    height: 720

    readonly property string lessonFile: sourceDir + "/resources/lessons/ruling-03-day-becomes-night.json"
    readonly property QtObject lesson: gameController.lesson
    property Item band: null
    property Item whatIfPanel: null
    // Main.qml: the band is as wide as the seats, the window less the side panel (400) and the
    // margins (3 x 8); the window is 1600 wide at first and at least 1200.
    function seatsWidth(windowWidth) {
        return windowWidth - 424
    }
    // What a binding (the band's, the highlights') sees of `busy`.
    readonly property bool busyShown: root.lesson.busy

    // The table's permanents: Tovolar's face, the lands played.
    Repeater {
        id: battlefield
        model: gameController.battlefield
        delegate: Item {
            required property string cardKey
            required property bool backFaceUp
        }
    }

    SignalSpy {
        id: whatIfRequested
        signalName: "whatIfRequested"
    }

    TestCase {
        name: "LessonBand"
        when: windowShown

        function initTestCase() {
            const bandComponent = Qt.createComponent("qrc:/DayNight/Ui/LessonBand.qml")
            compare(bandComponent.status, Component.Ready, "LessonBand.qml loads: " + bandComponent.errorString())
            // The band as Main shows it: 250 high under the board, as wide as the seats
            // (the window less 424 px: the side panel and the margins) of the default window.
            root.band = bandComponent.createObject(root, {lesson: root.lesson, y: root.height - 250, width: root.seatsWidth(1600), height: 250})
            verify(root.band, "the band is made")
            whatIfRequested.target = root.band
            const panelComponent = Qt.createComponent("qrc:/DayNight/Ui/WhatIfPanel.qml")
            compare(panelComponent.status, Component.Ready, panelComponent.errorString())
            root.whatIfPanel = panelComponent.createObject(root, {lesson: root.lesson, visible: false})
            verify(root.whatIfPanel, "the what-if panel is made")
        }

        function init() {
            gameController.newGame(1, 2)
            verify(root.lesson.open(root.lessonFile), "the lesson opens")
            root.lesson.speed = 2 // quicker steps, the same pacing
            whatIfRequested.clear()
            waitForRendering(root.band)
        }
        function cleanup() {
            root.lesson.close()
            root.band.width = root.seatsWidth(1600)
            root.whatIfPanel.visible = false
            gameController.newGame(1, 2)
        }

        // --- helpers ---
        function bandChild(name) {
            const item = findChild(root.band, name)
            verify(item, "the band has " + name)
            return item
        }
        // Clicks the band's button `name`, which must be shown, enabled and not clipped.
        function click(name) {
            const button = bandChild(name)
            verify(button.visible, name + " is shown")
            verify(button.enabled, name + " is enabled")
            waitForItemPolished(button.parent) // a row or flow of buttons laid out, as on screen
            verifyUnclipped(button)
            mouseClick(button)
        }
        // `item` lies wholly inside every clipping item above it in the band (it can be seen and
        // clicked: the caption's area clips what does not fit its fixed height).
        function verifyUnclipped(item) {
            for (let a = item.parent; a && a !== root.band; a = a.parent) {
                if (!a.clip)
                    continue
                const r = item.mapToItem(a, 0, 0, item.width, item.height)
                verify(r.x >= 0 && r.y >= 0 && r.x + r.width <= a.width + 0.5 && r.y + r.height <= a.height + 0.5,
                       item.objectName + " (" + item.text + ") is inside the band's visible area: "
                       + JSON.stringify([r.x, r.y, r.width, r.height]) + " in " + JSON.stringify([a.width, a.height]))
            }
        }
        function shown(name) {
            return bandChild(name).visible
        }
        // The step has played to its outcome, and the bindings (the band) know it.
        function waitForStep() {
            tryCompare(root.lesson, "busy", false, 10000)
            tryCompare(root, "busyShown", false, 5000)
        }
        function designation() {
            return gameController.dayNight.designation
        }
        function tovolar() {
            for (let i = 0; i < battlefield.count; ++i) {
                const p = battlefield.itemAt(i)
                if (p && p.cardKey === "tovolar-dire-overlord")
                    return p
            }
            return null
        }
        function tovolarAtNight() {
            const t = tovolar()
            verify(t, "Tovolar is on the battlefield")
            return t.backFaceUp
        }
        // The question of step 3 (index 2), reached from the chapter list.
        function goToQuestion() {
            mouseClick(bandChild("lessonChapters"))
            const menu = findChild(root.band, "lessonChaptersMenu")
            verify(menu, "the band has the chapter menu")
            tryCompare(menu, "opened", true)
            waitForItemPolished(menu.contentItem)
            compare(menu.count, 4, "a chapter per step")
            const chapter = menu.itemAt(2)
            verify(chapter.checked === false && menu.itemAt(root.lesson.step).checked, "the step shown is checked")
            verify(chapter.text.startsWith("3. Alice ends her turn"), chapter.text)
            mouseClick(chapter)
            tryCompare(menu, "visible", false)
            compare(root.lesson.step, 2)
        }
        function answer(choice) {
            click("lessonChoice" + choice)
        }

        // --- tests ---
        function test_bandIsLoaded() {
            compare(root.band.objectName, "lessonBand")
            compare(root.band.lesson, root.lesson)
        }

        function test_opensAtStepOne() {
            verify(root.lesson.active)
            compare(root.lesson.step, 0)
            compare(root.lesson.stepCount, 4)
            compare(root.lesson.title, "Day, and a turn without spells")
            compare(root.lesson.ruling, 3)
            verify(root.lesson.caption.startsWith("It is day (the sun on the right)."), root.lesson.caption)
            compare(designation(), "day")
            verify(!tovolarAtNight(), "Tovolar shows its day face")
            compare(battlefield.count, 4)
            verify(!root.lesson.busy)
            compare(Object.keys(root.lesson.question).length, 0, "no question at step 1")
            verify(!root.lesson.hasWhatIf)
            // The step's highlights: the indicator and Tovolar, found on the table.
            const kinds = root.lesson.highlights.map(h => h.kind)
            verify(kinds.includes("indicator"), JSON.stringify(kinds))
            verify(kinds.includes("permanent"), JSON.stringify(kinds))
            verify(kinds.includes("player"), JSON.stringify(kinds))
            compare(bandChild("lessonCaption").text, root.lesson.caption)
            verify(bandChild("lessonStep").text.includes("Step 1 of 4"), bandChild("lessonStep").text)
            verify(!shown("lessonQuestion"))
            verify(!shown("lessonAnswer"))
            verify(!shown("lessonWhatIf"))
            verify(!bandChild("lessonPrevious").enabled, "nothing before step 1")
            verify(bandChild("lessonNext").enabled)
            verify(bandChild("lessonPlay").enabled)
            compare(bandChild("lessonSpeed").value, 2)
        }

        function test_nextAndPrevious() {
            const first = root.lesson.caption
            click("lessonNext")
            compare(root.lesson.step, 1)
            waitForStep()
            verify(root.lesson.caption.startsWith("Alice plays a Forest."), root.lesson.caption)
            verify(root.lesson.caption !== first)
            compare(battlefield.count, 5, "the Forest is on the battlefield")
            compare(designation(), "day", "playing a land does not change day")
            compare(bandChild("lessonCaption").text, root.lesson.caption)
            verify(bandChild("lessonStep").text.includes("Step 2 of 4"), bandChild("lessonStep").text)
            verify(!bandChild("lessonStep").text.includes("playing"))
            verify(bandChild("lessonPrevious").enabled)
            click("lessonPrevious")
            compare(root.lesson.step, 0)
            verify(!root.lesson.busy, "back is at once")
            compare(root.lesson.caption, first)
            compare(battlefield.count, 4, "the Forest is back in Alice's hand")
            compare(bandChild("lessonCaption").text, first)
            verify(bandChild("lessonStep").text.includes("Step 1 of 4"), bandChild("lessonStep").text)
        }

        function test_stepPlaysAtLessonPace() {
            verify(root.lesson.goToStep(1))
            waitForStep()
            // Step 2 -> 3 asks first; answered, the passes to Bob's upkeep play point by point.
            click("lessonNext")
            compare(root.lesson.step, 2)
            answer(1)
            verify(root.lesson.busy, "the outcome plays at lesson pace")
            compare(designation(), "day", "not yet night while the turn passes")
            verify(bandChild("lessonStep").text.includes("▸ playing"), bandChild("lessonStep").text)
            verify(bandChild("lessonNext").enabled, "while a step plays, next goes to its end")
            waitForStep()
            compare(designation(), "night")
            verify(!bandChild("lessonStep").text.includes("playing"), bandChild("lessonStep").text)
        }

        // busy lasts until the step's last point has had its beat, and says so (stepChanged):
        // bindings (the band's "▸ playing", its ▶|) never see a stale busy. A step of one point
        // (playing a land) is busy for that point's beat too.
        function test_busyIsAnnounced() {
            root.lesson.speed = 0.5 // long beats: the checks run well inside them
            click("lessonNext")
            compare(root.lesson.step, 1)
            verify(root.lesson.busy, "the step plays")
            verify(root.busyShown, "and its bindings know it")
            compare(battlefield.count, 5, "the Forest is on the battlefield at once")
            const playingText = bandChild("lessonStep").text
            verify(playingText.includes("▸ playing"), playingText)
            tryCompare(root.lesson, "busy", false, 10000)
            compare(root.busyShown, false, "a binding on busy sees what busy reads")
            const doneText = bandChild("lessonStep").text
            verify(!doneText.includes("playing"), doneText)
        }

        // ◀ while a step plays goes back to where the step started (the step before), not on
        // to the step's outcome.
        function test_backWhilePlaying() {
            root.lesson.speed = 0.5 // ◀ well before the point where it becomes night
            goToQuestion()
            answer(1)
            verify(root.lesson.busy, "the outcome plays")
            compare(designation(), "day")
            click("lessonPrevious")
            verify(!root.lesson.busy, "back stops the step")
            compare(root.lesson.step, 1, "the step before the one that played")
            compare(designation(), "day", "back does not show the outcome of the step it interrupted")
            verify(!tovolarAtNight())
            compare(battlefield.count, 5, "the position after step 2: the Forest played")
            verify(bandChild("lessonStep").text.includes("Step 2 of 4"), bandChild("lessonStep").text)
            // Forward again: back forgot the answer, so the question is asked again.
            root.lesson.speed = 2
            click("lessonNext")
            compare(root.lesson.step, 2)
            compare(root.lesson.question.choices.length, 3, "asked again")
            compare(designation(), "day")
            answer(1)
            waitForStep()
            compare(designation(), "night")
        }

        function test_rightAnswer() {
            goToQuestion()
            const q = root.lesson.question
            verify(q.text.startsWith("Alice cast no spell during her turn."), q.text)
            compare(q.choices.length, 3)
            compare(q.choices[1], "It becomes night")
            // The question is asked over the position before the outcome.
            compare(designation(), "day", "the outcome is not shown before the answer")
            verify(!tovolarAtNight())
            verify(!root.lesson.hasWhatIf, "no what-if to give the answer away")
            compare(root.lesson.next(), false, "next waits for the answer")
            compare(root.lesson.step, 2)
            compare(designation(), "day")
            verify(shown("lessonQuestion"))
            verify(bandChild("lessonQuestion").text.includes(q.text))
            for (let i = 0; i < 3; ++i) {
                verify(shown("lessonChoice" + i), "choice " + i + " is shown")
                compare(bandChild("lessonChoice" + i).text, (i + 1) + ".  " + q.choices[i])
            }
            verify(!findChild(root.band, "lessonChoice3"), "three choices, three buttons")
            verify(!bandChild("lessonNext").enabled, "next is disabled until the answer")
            verify(!bandChild("lessonPlay").enabled)
            verify(!shown("lessonAnswer"))
            verify(!shown("lessonWhatIf"))
            answer(1)
            compare(root.lesson.answer.correct, true)
            compare(root.lesson.answer.choice, 1)
            compare(Object.keys(root.lesson.question).length, 0, "answered: no longer asked")
            verify(shown("lessonAnswer"))
            verify(bandChild("lessonAnswer").text.startsWith("✓"), bandChild("lessonAnswer").text)
            verify(bandChild("lessonAnswer").text.includes("(ruling 3)"), bandChild("lessonAnswer").text)
            verify(!shown("lessonQuestion"))
            waitForStep()
            compare(designation(), "night")
            verify(tovolarAtNight(), "Tovolar transformed as it became night")
            verify(shown("lessonAnswer"), "the explanation stays with the outcome")
            verify(bandChild("lessonNext").enabled)
            // Try again: the question over the position before its outcome.
            verify(shown("lessonTryAgain"))
            click("lessonTryAgain")
            compare(root.lesson.step, 2)
            compare(root.lesson.question.choices.length, 3, "asked again")
            compare(designation(), "day")
            verify(!shown("lessonAnswer"))
            verify(!shown("lessonTryAgain"))
            // Back to step 2 and forward again: asked again too.
            answer(1)
            waitForStep()
            verify(root.lesson.previous())
            compare(designation(), "day")
            verify(root.lesson.next())
            compare(root.lesson.question.choices.length, 3)
            compare(designation(), "day")
        }

        function test_wrongAnswer() {
            goToQuestion()
            answer(0)
            compare(root.lesson.answer.correct, false)
            compare(root.lesson.answer.answer, "It becomes night")
            const text = bandChild("lessonAnswer").text
            verify(shown("lessonAnswer"))
            verify(text.startsWith("✗ Not quite"), text)
            verify(text.includes("“It becomes night”"), text)
            waitForStep()
            compare(designation(), "night", "the outcome plays after a wrong answer too")
            verify(tovolarAtNight())
        }

        function test_whatIf() {
            goToQuestion()
            compare(root.lesson.computeWhatIf(), false, "no what-if before the answer")
            answer(1)
            waitForStep()
            verify(root.lesson.hasWhatIf)
            click("lessonWhatIf")
            compare(whatIfRequested.count, 1, "the band asks Main for the what-if")
            verify(root.lesson.computeWhatIf())
            const w = root.lesson.whatIf
            compare(w.label, "Alice casts Moonmist first")
            compare(w.mainLabel, "Alice casts nothing")
            verify(w.rows.length >= 2)
            compare(w.rows[0].what, "Day or night")
            compare(w.rows[0].main, "☾ night")
            compare(w.rows[0].other, "☀ day")
            compare(w.rows[0].differs, true)
            verify(w.rows.some(r => r.what === "Alice's Tovolar, Dire Overlord" && r.main === "Tovolar, the Midnight Scourge" && r.differs),
                   "Tovolar's face is the difference: " + JSON.stringify(w.rows))
            // Computing it does not touch the table.
            compare(designation(), "night")
            compare(root.lesson.step, 2)
            verify(root.lesson.active)
            root.whatIfPanel.visible = true
            waitForRendering(root.whatIfPanel)
            const rows = findChild(root.whatIfPanel, "whatIfRows")
            verify(rows, "the panel has its rows")
            compare(rows.count, w.rows.length)
            // Another step forgets it.
            verify(root.lesson.next())
            compare(Object.keys(root.lesson.whatIf).length, 0)
        }

        function test_playWhatIf() {
            goToQuestion()
            answer(1)
            waitForStep()
            verify(root.lesson.computeWhatIf())
            root.whatIfPanel.visible = true
            waitForRendering(root.whatIfPanel)
            const play = findChild(root.whatIfPanel, "whatIfPlay")
            verify(play, "the panel has its play button")
            mouseClick(play)
            verify(!root.lesson.active, "the viewer plays on from the what-if")
            compare(designation(), "day", "Alice cast Moonmist: it stays day")
            verify(!tovolarAtNight())
        }

        function test_closeKeepsThePosition() {
            goToQuestion()
            answer(1)
            waitForStep()
            compare(designation(), "night")
            const turn = gameController.turn.turnNumber
            click("lessonClose")
            verify(!root.lesson.active)
            compare(root.lesson.caption, "")
            compare(designation(), "night", "the table keeps the position shown")
            verify(tovolarAtNight())
            compare(gameController.turn.turnNumber, turn)
        }

        function test_closeAtTheQuestion() {
            goToQuestion()
            click("lessonClose")
            verify(!root.lesson.active)
            compare(designation(), "day", "closed before the answer: the position before the outcome")
            compare(root.lesson.answerQuestion(1), false, "no lesson, no answer")
            compare(designation(), "day")
        }

        function test_restart() {
            goToQuestion()
            answer(1)
            waitForStep()
            verify(root.lesson.next())
            compare(root.lesson.step, 3)
            click("lessonRestart")
            compare(root.lesson.step, 0)
            compare(designation(), "day")
            verify(!tovolarAtNight())
            compare(battlefield.count, 4)
            verify(bandChild("lessonStep").text.includes("Step 1 of 4"), bandChild("lessonStep").text)
        }

        function test_playStopsAtTheQuestion() {
            click("lessonPlay")
            verify(root.lesson.playing)
            compare(root.lesson.step, 1, "play starts with the next step")
            verify(bandChild("lessonPlay").text.includes("Pause"), bandChild("lessonPlay").text)
            // After the caption's reading pause, step 3: its question stops the play.
            tryCompare(root.lesson, "step", 2, 15000)
            tryCompare(root.lesson, "playing", false, 1000)
            verify(root.lesson.question.text !== undefined, "the question is asked")
            compare(designation(), "day")
            verify(shown("lessonQuestion"))
        }

        // At Main's minimum window width (1200) the band is 776 wide: the question's choices must
        // still be seen (the caption area clips), and the controls must stay inside the band.
        // (Found by this test: the controls were once a row of 1,075 px that ran past the band
        // over the side panel below 1500 px; "Play from here" and the handout are now under More.)
        function test_fitsTheNarrowestWindow() {
            root.band.width = root.seatsWidth(1200)
            goToQuestion()
            for (let i = 0; i < 3; ++i) {
                const choice = bandChild("lessonChoice" + i)
                waitForItemPolished(choice.parent)
                verifyUnclipped(choice)
            }
            // Answered: every control is shown ("What if…" too).
            answer(1)
            waitForStep()
            verify(shown("lessonWhatIf"))
            const controls = bandChild("lessonRestart").parent
            waitForItemPolished(controls)
            const outside = []
            for (let i = 0; i < controls.children.length; ++i) {
                const c = controls.children[i]
                if (c.visible && c.mapToItem(root.band, c.width, 0).x > root.band.width)
                    outside.push(c.objectName)
            }
            if (outside.length > 0)
                console.log("controls past the band's right edge at " + root.band.width + " px: " + outside.join(", "))
            compare(outside.join(", "), "", "every control is inside the band (" + root.band.width + " px)")
        }

        function test_newGameEndsTheLesson() {
            gameController.newGame(2, 2)
            verify(!root.lesson.active)
        }
    }
}
