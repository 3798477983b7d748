// Deleting from the game record (the timeline's "Delete from here…"): the question names what
// goes; Undo brings the line back exactly (the same nodes in the same order, the table's notes,
// the point shown, the log); playing on keeps the deletion; until then the autosave holds the
// record as it was, so a crash right after a deletion loses nothing.
#include "gamecontroller.h"
#include "position.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rules;
using namespace testing;

class TestDeletion : public QObject
{
    Q_OBJECT

    /// Every node's parent, variations and action, by node index: the record's shape.
    static QStringList shape(const GameRecord &record)
    {
        QStringList out;
        for (int n = 0; n < record.size(); ++n) {
            const GameRecord::Node &node = record.node(n);
            QStringList children;
            for (int child : node.children)
                children.append(QString::number(child));
            out.append(QStringLiteral("%1 <- %2 [%3] %4").arg(n).arg(node.parent).arg(children.join(QLatin1Char(',')), node.events.value(0).text));
        }
        return out;
    }
    static QStringList logLines(const GameController &c)
    {
        QStringList lines;
        for (int i = 0; i < c.log()->rowCount(); ++i)
            lines.append(c.log()->index(i).data(LogModel::Text).toString());
        return lines;
    }
    /// A seed-5 game of 30 actions and the table's auto-passes (with their notes in the log),
    /// with a second variation of 4 actions from the 8th point; the board shows the 20th point of
    /// the main line. `line` receives the main line's nodes.
    static void playWithAVariation(GameController &c, QList<int> *line)
    {
        c.stops()->restoreDefaults();
        c.stops()->setAutoPass(true);
        c.newGame(5);
        for (int i = 0; i < 30; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        *line = c.record().path(c.record().current());
        QVERIFY(c.goToRecordNode(line->at(8)));
        const Action played = c.record().node(line->at(9)).action;
        const QList<Action> legal = c.game().legalActions(ai::actingPlayer(c.game().state()));
        const auto other = std::find_if(legal.cbegin(), legal.cend(), [&played](const Action &a) { return !(a == played); });
        QVERIFY2(other != legal.cend(), "seed 5 offers a second action at the 8th point");
        QVERIFY(c.apply(*other).accepted);
        for (int i = 0; i < 3; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QVERIFY(c.goToRecordNode(line->at(20)));
        QVERIFY(c.recordText(true).contains(QLatin1String("Auto-pass"))); // the table's notes
    }
    /// How many nodes (besides the start) the session autosaved in `file` holds.
    static int autosavedNodes(const QString &file)
    {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return -1;
        return int(QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("session")).toObject().value(QStringLiteral("nodes")).toArray().size());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings out
        QSettings().clear();
    }

    void theQuestionNamesWhatGoes()
    {
        GameController c;
        QList<int> line;
        playWithAVariation(c, &line);
        const int from = line[5];
        const int size = c.record().size();
        const int variation = int(c.record().subtree(c.record().node(line[8]).children.at(1)).size());
        const QVariantMap summary = c.deletionSummary(from);
        // The main line from its 5th point, and the variation.
        QCOMPARE(summary.value(QStringLiteral("actions")).toInt(), int(line.size()) - 5 + variation);
        QCOMPARE(summary.value(QStringLiteral("actions")).toInt(), int(c.record().subtree(from).size()));
        QCOMPARE(summary.value(QStringLiteral("variations")).toInt(), 2);
        const QString text = summary.value(QStringLiteral("text")).toString();
        QVERIFY2(text.startsWith(QStringLiteral("Delete action 5 (\u201c%1\u201d) and the %2 actions after it (2 variations) from the game record?")
                                     .arg(recordNodeTitle(c.record(), from)).arg(summary.value(QStringLiteral("actions")).toInt() - 1)),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Undo (Ctrl+Z) brings them back")), qPrintable(text));
        // The last action alone: one action, one line.
        const QVariantMap last = c.deletionSummary(line.last());
        QCOMPARE(last.value(QStringLiteral("actions")).toInt(), 1);
        QVERIFY(last.value(QStringLiteral("text")).toString().contains(QLatin1String("brings it back")));
        QVERIFY(c.deletionSummary(0).isEmpty()); // the start cannot be deleted
        QVERIFY(c.deletionSummary(c.record().size()).isEmpty());
        QCOMPARE(c.record().size(), size); // asking deletes nothing
    }

    void undoBringsTheDeletedLineBackExactly()
    {
        GameController c;
        QList<int> line;
        playWithAVariation(c, &line);
        const QStringList shapeBefore = shape(c.record());
        const QString sessionBefore = c.recordText(true); // every node, note and the point shown
        const QStringList logBefore = logLines(c);
        const int shown = c.record().current();
        const int rowShown = c.timeline()->currentRow();
        const int size = c.record().size();
        const int rows = c.timeline()->count();
        QCOMPARE(rowShown, 20);
        // Deleting from the 5th point takes the point shown with it: the board goes to the 4th.
        const int deleted = int(c.record().subtree(line[5]).size());
        const QString which = QStringLiteral("action 5 (\u201c%1\u201d) and the %2 actions after it").arg(recordNodeTitle(c.record(), line[5])).arg(deleted - 1);
        QVERIFY(c.deleteFromNode(line[5]));
        QCOMPARE(c.record().size(), 5);
        QCOMPARE(c.record().current(), line[4]);
        QCOMPARE(c.timeline()->count(), 5);
        QCOMPARE(c.status(), QStringLiteral("Deleted %1 from the record (Ctrl+Z brings them back).").arg(which));
        QVERIFY(c.canUndo());
        QCOMPARE(c.undoText(), QStringLiteral("bring back ") + which);
        // Ctrl+Z: the same nodes, numbered as before, the same notes and point shown, the same log.
        QVERIFY(c.undo());
        QCOMPARE(shape(c.record()), shapeBefore);
        QCOMPARE(c.recordText(true), sessionBefore);
        QCOMPARE(c.record().current(), shown);
        QCOMPARE(logLines(c), logBefore);
        QCOMPARE(c.timeline()->currentRow(), rowShown);
        QCOMPARE(c.timeline()->count(), rows);
        QCOMPARE(c.record().size(), size);
        QCOMPARE(c.status(), QStringLiteral("Brought back %1.").arg(which));
        // Undo is again one action back.
        QCOMPARE(c.undoText(), recordNodeTitle(c.record(), shown));
    }

    void deletionsUndoLastFirstAndPlayingOnKeepsThem()
    {
        GameController c;
        QList<int> line;
        playWithAVariation(c, &line);
        const QStringList shapeBefore = shape(c.record());
        // Two deletions that leave the point shown (the variation, then the main line's end).
        const int size = c.record().size();
        const int variation = c.record().node(line[8]).children.at(1);
        const int inVariation = int(c.record().subtree(variation).size());
        QVERIFY(c.deleteFromNode(variation));
        QCOMPARE(c.record().size(), size - inVariation);
        const QStringList shapeBetween = shape(c.record());
        QVERIFY(c.deleteFromNode(line[25]));
        QCOMPARE(c.record().size(), size - inVariation - (int(line.size()) - 25));
        QVERIFY(c.undo());
        QCOMPARE(shape(c.record()), shapeBetween);
        QVERIFY(c.undo());
        QCOMPARE(shape(c.record()), shapeBefore);
        // Delete, then play on from the point shown: the deletion is kept, and Ctrl+Z takes back
        // the new action as usual.
        QVERIFY(c.deleteFromNode(line[25]));
        QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QVERIFY(!c.undoText().startsWith(QLatin1String("bring back")));
        const int kept = c.record().size();
        QVERIFY(c.undo());
        QCOMPARE(c.record().size(), kept);
        // A promotion keeps a deletion too; a new game forgets it.
        QVERIFY(c.deleteFromNode(line[22]));
        QVERIFY(c.promoteVariation(line[10]));
        QVERIFY(!c.undoText().startsWith(QLatin1String("bring back")));
        QVERIFY(c.deleteFromNode(line[15]));
        c.newGame(6);
        QVERIFY(!c.canUndo());
    }

    void theAutosaveHoldsTheLineUntilTheDeletionIsKept()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        QList<int> line;
        int before = 0;
        {
            GameController c;
            c.offerRestore(file);
            playWithAVariation(c, &line);
            before = c.record().size() - 1;
            QTRY_COMPARE(autosavedNodes(file), before);
            QVERIFY(c.deleteFromNode(line[5]));
            // Written after the deletion (by itself at the next turn of the event loop, here at
            // once): the record as it was before, every node.
            QTest::qWait(1);
            QVERIFY(c.writeAutosave());
            QCOMPARE(autosavedNodes(file), before);
            // The table is killed here (no clean quit: the autosave stays).
        }
        {
            GameController c;
            c.offerRestore(file);
            QVERIFY(!c.restorableSession().isEmpty());
            QVERIFY(c.answerRestore(true));
            QCOMPARE(c.record().size() - 1, before); // the deleted line is there
            QCOMPARE(c.record().current(), line[20]);
            // Deleted and played on: now the deletion is written.
            QVERIFY(c.deleteFromNode(line[25]));
            QVERIFY(c.writeAutosave());
            QCOMPARE(autosavedNodes(file), before);
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
            QVERIFY(c.writeAutosave());
            QCOMPARE(autosavedNodes(file), c.record().size() - 1);
            QVERIFY(autosavedNodes(file) < before);
            // And undoing a deletion writes the line back.
            QVERIFY(c.deleteFromNode(line[15]));
            QVERIFY(c.undo());
            QVERIFY(c.writeAutosave());
            QCOMPARE(autosavedNodes(file), c.record().size() - 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestDeletion)
#include "tst_deletion.moc"
