// LessonAuthorPanel: Learn > New lesson from this game. Writes a lesson from the game on the
// table (LessonAuthor): each step is a point of the game record (the point the table shows:
// walk there with the timeline, Ctrl+T, or undo and redo), with its caption, an optional
// "after" caption, a question with its choices, the right answer and why, highlights and
// arrows clicked on the table, and a "what if" from a variation of the record. Save writes one
// lesson file to the user's lessons folder (Learn lists it); Play opens it as a lesson.
//
// Properties:
//   controller (required) : GameController  the table
//   author (read-only)    : LessonAuthor    the lesson being written (Main routes table clicks
//                                            to author.pick() while author.picking is set)
// Signals:
//   closeRequested()  the author closed the panel
import QtQuick
import QtQuick.Controls
import DayNight.Models

Rectangle {
    id: root

    required property GameController controller
    readonly property LessonAuthor author: lessonAuthor
    readonly property var step: lessonAuthor.selected >= 0 ? lessonAuthor.steps[lessonAuthor.selected] ?? ({}) : ({})
    readonly property var variations: lessonAuthor.selected >= 0 && lessonAuthor.steps.length > 0 ? lessonAuthor.variations(lessonAuthor.selected) : []

    signal closeRequested()

    objectName: "lessonAuthorPanel"
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2
    radius: 8

    LessonAuthor {
        id: lessonAuthor
        controller: root.controller
    }

    // The selected step's fields, read again when another step is selected.
    function loadStep() {
        const s = root.step
        captionField.text = s.caption ?? ""
        afterField.text = s.after ?? ""
        const q = s.question ?? ({})
        questionBox.checked = q.text !== undefined
        questionField.text = q.text ?? ""
        choicesField.text = (q.choices ?? []).join("\n")
        answerBox.value = (q.answer ?? 0) + 1
        explanationField.text = q.explanation ?? ""
    }
    Connections {
        target: lessonAuthor
        function onSelectedChanged() { root.loadStep() }
    }
    function saveQuestion() {
        if (questionBox.checked)
            lessonAuthor.setQuestion(lessonAuthor.selected, questionField.text, choicesField.text.split("\n"), answerBox.value - 1, explanationField.text)
        else
            lessonAuthor.clearQuestion(lessonAuthor.selected)
    }

    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; leftMargin: 12; topMargin: 8 }
        text: qsTr("New lesson from this game")
        font.pixelSize: Theme.fontNormal + 2
        font.bold: true
        color: Theme.textOnDark
    }
    ToolButton {
        objectName: "lessonAuthorClose"
        anchors { right: parent.right; top: parent.top; margins: 2 }
        text: "✕"
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Close (the lesson being written is kept until another game is opened)")
        onClicked: {
            lessonAuthor.picking = ""
            root.closeRequested()
        }
    }

    ScrollView {
        id: scroll
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: footer.top; margins: 8 }
        clip: true
        contentWidth: availableWidth
        Column {
            width: scroll.availableWidth
            spacing: 6

            TextField {
                objectName: "lessonAuthorTitle"
                width: parent.width
                placeholderText: qsTr("Title")
                text: lessonAuthor.title
                onTextEdited: lessonAuthor.title = text
            }
            Row {
                spacing: 6
                Label { text: qsTr("Seed ruling"); color: Theme.textOnDark; anchors.verticalCenter: parent.verticalCenter }
                SpinBox {
                    objectName: "lessonAuthorRuling"
                    from: 0
                    to: 12
                    value: lessonAuthor.ruling
                    textFromValue: v => v === 0 ? qsTr("none") : String(v)
                    onValueModified: lessonAuthor.ruling = value
                }
            }
            Row {
                width: parent.width
                spacing: 6
                TextField {
                    objectName: "lessonAuthorCiteSource"
                    width: 120
                    placeholderText: qsTr("or cite: CR 702.145f")
                    text: lessonAuthor.citeSource
                    onTextEdited: lessonAuthor.citeSource = text
                }
                TextField {
                    width: parent.width - 126
                    placeholderText: qsTr("its words")
                    text: lessonAuthor.citeText
                    onTextEdited: lessonAuthor.citeText = text
                }
            }

            // The steps: each a point of the record.
            Row {
                spacing: 6
                Button {
                    objectName: "lessonAuthorAddStep"
                    text: qsTr("+ Step at this point")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The point the table shows (walk the game with the timeline, Ctrl+T, or Ctrl+Z / Ctrl+Y)")
                    onClicked: lessonAuthor.addStep(-1)
                }
                Button {
                    text: qsTr("Remove")
                    enabled: lessonAuthor.selected >= 0
                    onClicked: lessonAuthor.removeStep(lessonAuthor.selected)
                }
            }
            Repeater {
                model: lessonAuthor.steps
                delegate: ItemDelegate {
                    required property var modelData
                    required property int index
                    objectName: "lessonAuthorStep"
                    width: parent.width
                    highlighted: index === lessonAuthor.selected
                    palette.text: Theme.textOnDark
                    palette.highlightedText: "#111111"
                    text: (index + 1) + ". " + modelData.where + " · " + qsTr("%n action(s)", "", modelData.actions)
                          + (modelData.caption ? "\n" + modelData.caption : "")
                    font.pixelSize: Theme.fontSmall
                    onClicked: {
                        lessonAuthor.selected = index
                        root.controller.goToRecordNode(modelData.node)
                    }
                }
            }

            // The selected step.
            Column {
                visible: lessonAuthor.selected >= 0
                width: parent.width
                spacing: 6
                Label { text: qsTr("Step %1").arg(lessonAuthor.selected + 1); color: Theme.accent; font.bold: true }
                TextArea {
                    id: captionField
                    objectName: "lessonAuthorCaption"
                    width: parent.width
                    wrapMode: TextEdit.Wrap
                    placeholderText: qsTr("Caption: what to watch")
                    background: Rectangle { color: "white"; border.color: Theme.accent; radius: 3 }
                    onTextChanged: if (activeFocus) lessonAuthor.setCaption(lessonAuthor.selected, text)
                }
                // Highlights and arrows: clicked on the table.
                Flow {
                    width: parent.width
                    spacing: 6
                    Button {
                        objectName: "lessonAuthorPickHighlight"
                        text: qsTr("Highlight…")
                        checkable: true
                        checked: lessonAuthor.picking === "highlight"
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Click permanents, a player or the day/night indicator on the table")
                        onClicked: lessonAuthor.picking = checked ? "highlight" : ""
                    }
                    Button {
                        objectName: "lessonAuthorPickArrow"
                        text: lessonAuthor.arrowStarted ? qsTr("Arrow: now its end") : qsTr("Arrow…")
                        checkable: true
                        checked: lessonAuthor.picking === "arrow"
                        onClicked: lessonAuthor.picking = checked ? "arrow" : ""
                    }
                    Button {
                        text: qsTr("Clear")
                        enabled: (root.step.highlights ?? []).length > 0
                        onClicked: lessonAuthor.clearHighlights(lessonAuthor.selected)
                    }
                }
                Text {
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: (root.step.highlights ?? []).length > 0 ? "• " + root.step.highlights.join("\n• ") : qsTr("No highlights.")
                    color: Theme.textOnDarkMuted
                    font.pixelSize: Theme.fontSmall
                }
                TextField {
                    id: afterField
                    width: parent.width
                    placeholderText: qsTr("After (optional): shown once answered")
                    onTextEdited: lessonAuthor.setAfter(lessonAuthor.selected, text)
                }
                CheckBox {
                    id: questionBox
                    objectName: "lessonAuthorQuestion"
                    text: qsTr("Ask a question before the outcome")
                    onToggled: root.saveQuestion()
                }
                Column {
                    visible: questionBox.checked
                    width: parent.width
                    spacing: 4
                    TextField { id: questionField; width: parent.width; placeholderText: qsTr("Question"); onEditingFinished: root.saveQuestion() }
                    TextArea {
                        id: choicesField
                        width: parent.width
                        placeholderText: qsTr("Choices, one a line")
                        background: Rectangle { color: "white"; border.color: Theme.accent; radius: 3 }
                        onActiveFocusChanged: if (!activeFocus) root.saveQuestion()
                    }
                    Row {
                        spacing: 6
                        Label { text: qsTr("Right answer"); color: Theme.textOnDark; anchors.verticalCenter: parent.verticalCenter }
                        SpinBox { id: answerBox; from: 1; to: 9; value: 1; onValueModified: root.saveQuestion() }
                    }
                    TextField { id: explanationField; width: parent.width; placeholderText: qsTr("Why (shown once answered)"); onEditingFinished: root.saveQuestion() }
                }
                // The "what if": a variation of the record from the step's start.
                ComboBox {
                    id: whatIfBox
                    objectName: "lessonAuthorWhatIf"
                    width: parent.width
                    model: [qsTr("No \"what if\"")].concat(root.variations.map(v => v.label))
                    currentIndex: 0
                    onActivated: index => {
                        if (index === 0)
                            lessonAuthor.clearWhatIf(lessonAuthor.selected)
                        else
                            lessonAuthor.setWhatIf(lessonAuthor.selected, root.variations[index - 1].node, whatIfLabel.text, mainLabel.text)
                    }
                }
                Row {
                    visible: root.variations.length > 0
                    width: parent.width
                    spacing: 6
                    TextField { id: whatIfLabel; width: (parent.width - 6) / 2; placeholderText: qsTr("Its outcome, in words") }
                    TextField { id: mainLabel; width: (parent.width - 6) / 2; placeholderText: qsTr("The lesson's outcome") }
                }
                Text {
                    visible: root.variations.length === 0
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: qsTr("For a \"what if\", play another line from this step's start: the timeline keeps it as a variation.")
                    color: Theme.textOnDarkMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }

    Column {
        id: footer
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 8 }
        spacing: 4
        Text {
            objectName: "lessonAuthorProblem"
            width: parent.width
            visible: text !== ""
            text: lessonAuthor.problem
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: Theme.fontSmall
        }
        Row {
            spacing: 6
            Button {
                objectName: "lessonAuthorSave"
                text: qsTr("Save")
                enabled: lessonAuthor.stepCount > 0
                ToolTip.visible: hovered
                // The title names the file: read here so the tip follows it.
                ToolTip.text: qsTr("Checks the lesson, then writes it to %1").arg(lessonAuthor.title !== undefined ? lessonAuthor.suggestedFile() : "")
                onClicked: lessonAuthor.save("")
            }
            Button {
                objectName: "lessonAuthorPlay"
                text: qsTr("Save and play")
                enabled: lessonAuthor.stepCount > 0
                onClicked: {
                    if (lessonAuthor.save(""))
                        lessonAuthor.play()
                }
            }
        }
    }
}
