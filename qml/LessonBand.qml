// LessonBand: the lesson player's band under the board (issue 11). It names the ruling and the
// step, shows the caption large, asks the step's question with one button per choice, explains
// the answer, and holds the controls: restart, back, play/pause, forward, speed, the chapters,
// "what if" and "play from here". Its height is fixed while the lesson is open, so the board
// above it does not reflow from step to step.
//
// Properties:
//   lesson (required) : LessonPlayer  the controller's lesson player
// Signals:
//   whatIfRequested()  the viewer asked for the side-by-side "what if" (Main shows it)
//   handoutRequested(teacher) the lesson's PDF handout was asked for: the teacher's copy (with
//                      the answers) or the class's (Main asks where)
import QtQuick
import QtQuick.Controls
import DayNight.Models

Rectangle {
    id: root

    required property LessonPlayer lesson
    signal whatIfRequested()
    signal handoutRequested(bool teacher)

    readonly property var question: root.lesson.question
    readonly property var answer: root.lesson.answer
    readonly property bool asking: root.question.text !== undefined
    readonly property bool answered: root.answer.explanation !== undefined

    color: Qt.rgba(0.05, 0.07, 0.1, 0.92)
    border.color: Theme.accent
    border.width: 2
    radius: 10
    objectName: "lessonBand"

    // Title row: the ruling and the step.
    Row {
        id: titleRow
        anchors { left: parent.left; top: parent.top; leftMargin: 16; topMargin: 10; right: closeButton.left; rightMargin: 8 }
        spacing: 14
        Text {
            id: rulingBadge
            text: root.lesson.sourceLabel.toUpperCase()
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: "#0b1a2b"
            leftPadding: 8
            rightPadding: 8
            topPadding: 3
            bottomPadding: 3
            Rectangle { anchors.fill: parent; z: -1; radius: 4; color: Theme.accent }
            ToolTip.visible: rulingArea.containsMouse
            // The sources' words state the answer: they wait until no question does.
            ToolTip.text: root.asking ? qsTr("The ruling's text is shown once the question is answered.") : root.lesson.sourceText
            MouseArea { id: rulingArea; anchors.fill: parent; hoverEnabled: true }
        }
        Text {
            width: titleRow.width - rulingBadge.width - stepText.width - 2 * titleRow.spacing
            text: root.lesson.title
            elide: Text.ElideRight
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.textOnDark
        }
        Text {
            id: stepText
            objectName: "lessonStep"
            text: "Step " + (root.lesson.step + 1) + " of " + root.lesson.stepCount + (root.lesson.busy ? "  ▸ playing" : "")
            font.pixelSize: Theme.fontNormal
            color: Theme.textOnDarkMuted
            anchors.verticalCenter: parent.verticalCenter
        }
    }
    ToolButton {
        id: closeButton
        objectName: "lessonClose"
        anchors { right: parent.right; top: parent.top; margins: 4 }
        text: "✕"
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Close the lesson (Esc); the table keeps this position")
        onClicked: root.lesson.close()
    }

    // The caption, then the question or the answer's explanation.
    Flickable {
        id: body
        anchors { left: parent.left; right: parent.right; top: titleRow.bottom; bottom: controls.top; leftMargin: 16; rightMargin: 16; topMargin: 6; bottomMargin: 4 }
        contentHeight: bodyColumn.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        Column {
            id: bodyColumn
            width: body.width
            spacing: 6
            Text {
                objectName: "lessonCaption"
                width: parent.width
                text: root.lesson.caption
                wrapMode: Text.Wrap
                // 20 px; 24 at presentation sizes (Theme.zoom), so the question's choices keep
                // their room in the band.
                font.pixelSize: Math.round(Theme.fontLarge * Math.min(Theme.zoom, 1.2) / Theme.zoom)
                color: Theme.textOnDark
            }
            // The question waits for an answer (1 to 4 on the keyboard).
            Column {
                visible: root.asking
                width: parent.width
                spacing: 6
                Text {
                    objectName: "lessonQuestion"
                    width: parent.width
                    text: qsTr("Question: ") + (root.question.text ?? "")
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontNormal + 3
                    font.bold: true
                    color: Theme.highlight
                }
                Flow {
                    width: parent.width
                    spacing: 8
                    Repeater {
                        model: root.asking ? root.question.choices : []
                        delegate: Button {
                            required property string modelData
                            required property int index
                            objectName: "lessonChoice" + index
                            text: (index + 1) + ".  " + modelData
                            font.pixelSize: Theme.fontNormal
                            onClicked: root.lesson.answerQuestion(index)
                        }
                    }
                }
            }
            Text {
                objectName: "lessonAnswer"
                visible: root.answered
                width: parent.width
                text: root.answered ? (root.answer.correct ? "✓ Right: " : "✗ Not quite: the answer is “" + root.answer.answer + "”. ")
                                      + root.answer.explanation + (root.answer.ruling > 0 ? "  (ruling " + root.answer.ruling + ")" : "")
                                      + (root.answer.cite.source ? "  (" + root.answer.cite.source + ": " + root.answer.cite.text + ")" : "")
                                    : ""
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontNormal
                color: root.answered && root.answer.correct ? Theme.highlight : Theme.warning
            }
            Button {
                objectName: "lessonTryAgain"
                visible: root.answered
                text: qsTr("Try again")
                font.pixelSize: Theme.fontNormal
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ask this question again, over the position before its outcome (R)")
                onClicked: root.lesson.retryQuestion()
            }
        }
    }

    // The controls: one row that fits the narrowest window (the band is then about 776 px wide);
    // the less used actions are under "More".
    Row {
        id: controls
        anchors { left: parent.left; bottom: parent.bottom; leftMargin: 12; bottomMargin: 8 }
        spacing: 6
        Button {
            objectName: "lessonRestart"
            text: qsTr("Restart")
            implicitWidth: implicitContentWidth + leftPadding + rightPadding
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Restart the lesson (Home)")
            onClicked: root.lesson.restart()
        }
        Button {
            objectName: "lessonPrevious"
            text: "◀"
            implicitWidth: 44
            enabled: root.lesson.step > 0 || root.lesson.busy
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Step back (←)")
            onClicked: root.lesson.previous()
        }
        Button {
            objectName: "lessonPlay"
            text: root.lesson.playing ? "⏸ Pause" : "▶ Play"
            implicitWidth: 86
            enabled: !root.asking
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Play the lesson step after step, or pause it (Space)")
            onClicked: root.lesson.playing = !root.lesson.playing
        }
        Button {
            objectName: "lessonNext"
            text: "▶|"
            implicitWidth: 44
            enabled: !root.asking && (root.lesson.busy || root.lesson.step + 1 < root.lesson.stepCount)
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Next step (→); while a step plays, to its end")
            onClicked: root.lesson.next()
        }
        Text {
            text: qsTr("speed")
            color: Theme.textOnDarkMuted
            font.pixelSize: Theme.fontSmall
            anchors.verticalCenter: parent.verticalCenter
            leftPadding: 6
        }
        Slider {
            id: speedSlider
            objectName: "lessonSpeed"
            width: 96
            from: 0.5
            to: 2
            stepSize: 0.25
            value: root.lesson.speed
            onMoved: root.lesson.speed = speedSlider.value
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            width: 40
            text: root.lesson.speed.toFixed(2).replace(/0$/, "") + "×"
            color: Theme.textOnDark
            font.pixelSize: Theme.fontSmall
            anchors.verticalCenter: parent.verticalCenter
        }
        Button {
            id: chaptersButton
            objectName: "lessonChapters"
            text: qsTr("Chapters ▾")
            implicitWidth: implicitContentWidth + leftPadding + rightPadding
            onClicked: chaptersMenu.open()
            Menu {
                id: chaptersMenu
                objectName: "lessonChaptersMenu"
                y: -chaptersMenu.height
                width: 560
                Repeater {
                    model: root.lesson.chapters
                    delegate: MenuItem {
                        required property string modelData
                        required property int index
                        width: chaptersMenu.width
                        font.pixelSize: Theme.fontNormal
                        text: (index + 1) + ". " + modelData
                        checkable: true
                        checked: index === root.lesson.step
                        onTriggered: root.lesson.goToStep(index)
                    }
                }
            }
        }
        Button {
            objectName: "lessonWhatIf"
            text: qsTr("What if…")
            implicitWidth: implicitContentWidth + leftPadding + rightPadding
            visible: root.lesson.hasWhatIf
            ToolTip.visible: hovered
            ToolTip.text: qsTr("This step with other actions, side by side with the lesson's outcome (W)")
            onClicked: root.whatIfRequested()
        }
        Button {
            objectName: "lessonMore"
            text: qsTr("More ▾")
            implicitWidth: implicitContentWidth + leftPadding + rightPadding
            onClicked: moreMenu.open()
            Menu {
                id: moreMenu
                objectName: "lessonMoreMenu"
                y: -moreMenu.height
                width: 420
                MenuItem {
                    objectName: "lessonPlayFromHere"
                    text: qsTr("Play from here (leave the lesson; your actions become a variation)")
                    onTriggered: root.lesson.playFromHere()
                }
                MenuItem {
                    objectName: "lessonHandoutStudents"
                    text: qsTr("Handout for the class (PDF): questions, no answers…")
                    onTriggered: root.handoutRequested(false)
                }
                MenuItem {
                    objectName: "lessonHandout"
                    text: qsTr("Handout for the teacher (PDF): with the answers…")
                    onTriggered: root.handoutRequested(true)
                }
            }
        }
    }
}
