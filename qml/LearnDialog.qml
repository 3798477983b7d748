// LearnDialog: Learn > Rulings and lessons (F2). The twelve seed rulings of Tovolar, each with
// its words, its Comprehensive Rules paragraphs and a button per lesson that shows it on the
// table; above them, the rules behind all of them; under them, the other lessons: the user's own
// (their data folder's "lessons", marked "yours") and those that cite other rules, each bad one
// with its problem. Choosing a lesson opens it at its first step.
//
// Properties:
//   lesson (required) : LessonPlayer
// Signals:
//   chosen(string file)  a lesson was chosen (Main asks first if the game has unsaved work)
import QtQuick
import QtQuick.Controls
import DayNight.Models

Popup {
    id: learnDialog

    required property LessonPlayer lesson
    signal chosen(string file)

    property var rulings: []
    property var lessons: []

    objectName: "learnDialog"
    anchors.centerIn: parent
    width: Math.min(1100, parent.width - 80)
    height: parent.height - 80
    modal: true
    focus: true
    padding: 16
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; border.width: 2; radius: 10 }
    onAboutToShow: {
        learnDialog.rulings = learnDialog.lesson.rulings()
        learnDialog.lessons = learnDialog.lesson.lessons()
    }

    Column {
        id: header
        width: parent.width
        spacing: 6
        Text {
            text: qsTr("Learn: Tovolar's rulings, shown on the table")
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.textOnDark
        }
        Text {
            width: parent.width
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.textOnDarkMuted
            text: qsTr("The rules behind them: CR 730 (day and night), CR 702.145 (daybound and nightbound), CR 712 (double-faced cards and transforming), CR 502.2 (the check in the untap step). Each lesson plays on the table step by step, with a caption, highlights and a question; → steps, Space plays.")
        }
    }
    // A lesson's button (the rulings' and the other lessons').
    component LessonButton: Button {
        required property var modelData
        objectName: "learnLesson"
        text: "▶ " + (modelData.user ? qsTr("yours: ") : "") + modelData.title + " (" + modelData.steps + " steps)"
              + (modelData.ruling === 0 && modelData.source ? "  ·  " + modelData.source : "")
        onClicked: {
            learnDialog.close()
            learnDialog.chosen(modelData.file)
        }
    }
    ListView {
        id: list
        objectName: "learnList"
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: closeButton.top; topMargin: 10; bottomMargin: 10 }
        clip: true
        spacing: 8
        model: learnDialog.rulings
        delegate: Rectangle {
            id: entry
            required property var modelData
            readonly property var mine: learnDialog.lessons.filter(l => l.ruling === entry.modelData.id)
            width: list.width
            height: entryColumn.height + 16
            radius: 8
            color: Qt.rgba(1, 1, 1, 0.05)
            Column {
                id: entryColumn
                x: 10
                y: 8
                width: parent.width - 20
                spacing: 4
                Text {
                    width: parent.width
                    text: "<b>Ruling " + entry.modelData.id + "</b>  ·  " + entry.modelData.rules
                    textFormat: Text.StyledText
                    font.pixelSize: Theme.fontNormal
                    color: Theme.accent
                }
                Text {
                    width: parent.width
                    text: entry.modelData.text
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontNormal
                    color: Theme.textOnDark
                }
                Flow {
                    width: parent.width
                    spacing: 6
                    Repeater {
                        model: entry.mine
                        delegate: LessonButton {}
                    }
                    Text {
                        visible: entry.mine.length === 0
                        text: qsTr("No lesson installed for this ruling.")
                        color: Theme.warning
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
        // The other lessons: those citing other rules, and every bad file with its problem.
        footer: Column {
            readonly property var others: learnDialog.lessons.filter(l => l.ruling === 0)
            width: list.width
            topPadding: 8
            spacing: 6
            visible: others.length > 0
            Text {
                text: qsTr("Other lessons, and your own (%1)").arg(learnDialog.lesson.userFolder)
                width: parent.width
                elide: Text.ElideMiddle
                font.pixelSize: Theme.fontNormal
                font.bold: true
                color: Theme.accent
            }
            Repeater {
                model: parent.others
                delegate: Column {
                    id: other
                    required property var modelData
                    width: list.width
                    LessonButton {
                        modelData: other.modelData
                        enabled: other.modelData.problem === ""
                    }
                    Text {
                        objectName: "learnLessonProblem"
                        visible: other.modelData.problem !== ""
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: other.modelData.problem
                        color: Theme.warning
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }
    Button {
        id: closeButton
        objectName: "learnClose"
        anchors { right: parent.right; bottom: parent.bottom }
        text: qsTr("Close")
        onClicked: learnDialog.close()
    }
}
