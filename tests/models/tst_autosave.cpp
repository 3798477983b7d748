// Nothing lost, nothing stops the program: the autosave, its restore offer, the data folder, the
// clipboard's limit and loud desyncs, over a real GameController. Every test has its own
// temporary folder; QStandardPaths' test mode keeps the user's own settings and data out.
#include "atomicfile.h"
#include "gamecontroller.h"
#include "inputfile.h"
#include "position.h"
#include "scenario.h"
#include "statejson.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace rules;
using namespace testing;

namespace {

/// The whole session of a new game (seed `seed`) after `actions` greedy actions, as the autosave
/// writes it (a replay with "session"; indented, so a cut falls on a line of its own).
QByteArray sessionBytes(quint64 seed, int actions)
{
    GameController c;
    c.newGame(seed);
    for (int i = 0; i < actions; ++i)
        if (!c.apply(greedyAction(c.game())).accepted)
            return {};
    return c.recordText(true).toUtf8();
}

/// The same game as File > Save writes it: the replay without the session.
QJsonObject savedGame(quint64 seed, int actions)
{
    QJsonObject o = QJsonDocument::fromJson(sessionBytes(seed, actions)).object();
    o.remove(QStringLiteral("session"));
    return o;
}

bool writeBytes(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool setModified(const QString &file, const QDateTime &when)
{
    QFile f(file);
    return f.open(QIODevice::ReadWrite | QIODevice::Append) && f.setFileTime(when, QFileDevice::FileModificationTime);
}

/// The refused autosaves beside `dir`'s autosave.
QStringList refusedFiles(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList({QStringLiteral("autosave-refused-*.json")}, QDir::Files | QDir::System);
}

/// Whether the table's log holds a line containing `text`.
bool logHas(GameController &c, const QString &text)
{
    for (int row = 0; row < c.log()->rowCount(); ++row)
        for (const QByteArray &role : c.log()->roleNames())
            if (c.log()->index(row, 0).data(c.log()->roleNames().key(role)).toString().contains(text))
                return true;
    return false;
}

/// Whether `file` holds a session this version restores (a new table would offer it).
bool restorable(const QString &file)
{
    GameController c;
    c.newGame(1);
    c.offerRestore(file);
    return !c.restorableSession().isEmpty();
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // keep the user's settings out

    // autosave.json as a link to /dev/zero: it is never read (reading it ends only when memory
    // does); the offer returns at once with a line, and the first autosave replaces the link with
    // a file of its own instead of writing into the device.
    void linkToDevZeroIsNotRead()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), file));
        GameController c;
        c.newGame(3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The autosave .* is a link to /dev/zero \\(a character device\\)")));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(c.startAutosave(dir.path()));
        QVERIFY2(clock.elapsed() < 5000, "the offer returns at once");
        QCOMPARE(c.restorableSession(), QString());
        QVERIFY2(c.status().contains(QStringLiteral("/dev/zero")) && c.status().contains(QStringLiteral("not read")), qPrintable(c.status()));
        QVERIFY(logHas(c, QStringLiteral("replaces the link")));
        QCOMPARE(c.autosaveFile(), file);

        QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QTRY_VERIFY(QFileInfo(file).isFile() && !QFileInfo(file).isSymLink());
        QVERIFY(logHas(c, QStringLiteral("was a link to /dev/zero: it is now a file of its own")));
        QVERIFY(restorable(file));
        QVERIFY(QFileInfo(QStringLiteral("/dev/zero")).exists()); // the device is untouched
    }

    // autosave.json as a FIFO: opening it would wait for a writer forever, before any window.
    // The start returns at once with a line; the FIFO is left as it is and never written through.
    void fifoIsNotOpened()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
        GameController c;
        c.newGame(3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The autosave .* is a FIFO \\(named pipe\\), not a regular file")));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(c.startAutosave(dir.path()));
        QVERIFY2(clock.elapsed() < 5000, "the start returns at once");
        QCOMPARE(c.restorableSession(), QString());
        QVERIFY2(c.status().contains(QStringLiteral("FIFO")) && c.status().contains(QStringLiteral("cannot autosave")), qPrintable(c.status()));
        QCOMPARE(GameController::autosaveSummary(file), QStringLiteral("the autosave is a FIFO (named pipe), not a regular file"));

        // Every autosave fails loudly (status bar), the logs say it once, the FIFO stays.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Autosave to .* failed: not a regular file")));
        QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QTRY_VERIFY(c.status().startsWith(QStringLiteral("Autosave to %1 failed: not a regular file").arg(file)));
        QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QVERIFY(!c.writeAutosave());
        struct stat st;
        QCOMPARE(::lstat(QFile::encodeName(file).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QVERIFY(refusedFiles(dir).isEmpty()); // not moved either
        c.discardAutosave();
        QCOMPARE(::lstat(QFile::encodeName(file).constData(), &st), 0); // nor removed
    }

    // An autosave that cannot be restored is moved aside, named in the status, the log and a
    // dialog, and never overwritten: the next action writes a new autosave beside it.
    void refusedAutosaveIsKeptAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem");
        const QByteArray whole = sessionBytes(7, 30);
        QVERIFY(!whole.isEmpty());
        QTest::newRow("truncated") << whole.left(whole.size() / 2) << QStringLiteral("the autosave is damaged (line ");
        QJsonObject o = QJsonDocument::fromJson(whole).object();
        QJsonObject session = o.value(QStringLiteral("session")).toObject();
        QJsonArray nodes = session.value(QStringLiteral("nodes")).toArray();
        QJsonObject node = nodes[3].toObject();
        // A spell cast from the library: what a rule change would make of a legal action.
        node.insert(QStringLiteral("action"), QJsonObject{{QStringLiteral("do"), QStringLiteral("cast")}, {QStringLiteral("card"), 59}});
        nodes[3] = node;
        session.insert(QStringLiteral("nodes"), nodes);
        o.insert(QStringLiteral("session"), session);
        QTest::newRow("a node the rules refuse") << QJsonDocument(o).toJson()
                                                 << QStringLiteral("the autosave cannot be replayed by the rules of this version ($.session.nodes[3].action");
        QByteArray huge = whole;
        huge.append(QByteArray(int(kMaxInputFileSize), ' '));
        QTest::newRow("over 16 MiB") << huge << QStringLiteral("the autosave cannot be read (the file is larger than 16 MiB)");
        QTest::newRow("empty") << QByteArray("\n") << QStringLiteral("the autosave is empty");
        QTest::newRow("not a scenario") << QByteArray("[1, 2]") << QStringLiteral("the autosave is damaged ($: expected a JSON object)");
    }
    void refusedAutosaveIsKeptAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(writeBytes(file, bytes));
        QVERIFY2(GameController::autosaveSummary(file).startsWith(problem), qPrintable(GameController::autosaveSummary(file)));

        GameController c;
        c.newGame(3);
        QSignalSpy problems(&c, &GameController::fileProblem);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The last session could not be restored: ")));
        QVERIFY(c.startAutosave(dir.path()));
        QCOMPARE(c.restorableSession(), QString()); // no "Turn 0, at action 0" offer
        const QStringList refused = refusedFiles(dir);
        QCOMPARE(refused.size(), 1);
        const QString aside = dir.filePath(refused.constFirst());
        // "the autosave <file> is damaged (...)": the file named, then what is wrong with it.
        const QString named = QString(problem).replace(QStringLiteral("the autosave "), QStringLiteral("the autosave %1 ").arg(file));
        QVERIFY2(c.status().contains(named) && c.status().contains(QStringLiteral("it was kept as %1").arg(aside)), qPrintable(c.status()));
        QVERIFY(logHas(c, aside));
        QVERIFY(problems.wait()); // the dialog, once the window is up
        QCOMPARE(problems.constFirst().at(0).toString(), QStringLiteral("Could not restore the last session"));
        QVERIFY(problems.constFirst().at(1).toString().contains(aside));

        QCOMPARE(c.autosaveFile(), file);
        QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QTRY_VERIFY(QFile::exists(file));
        QVERIFY(restorable(file)); // the new game's autosave
        QCOMPARE(readBytes(aside), bytes); // the refused one, byte for byte
    }

    // The damaged autosave is said plainly, not offered as an empty game.
    void damagedOfferText()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(writeBytes(file, "{\n  \"schema\": \"daynight-scenario/1\",\n  \"name\": \"cut here"));
        QCOMPARE(GameController::autosaveSummary(file), QStringLiteral("the autosave is damaged (line 3: unterminated string)"));
        GameController c;
        c.newGame(3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The last session could not be restored")));
        c.offerRestore(file);
        QCOMPARE(c.restorableSession(), QString());
        QVERIFY2(c.status().startsWith(QStringLiteral("The last session could not be restored: the autosave %1 is damaged (line 3: unterminated "
                                                      "string); it was kept as %2/autosave-refused-").arg(file, dir.path())),
                 qPrintable(c.status()));
        QVERIFY(!c.status().contains(QStringLiteral("Turn 0")));
    }

    // A data folder that cannot be written is said in the status bar and the log, with the path
    // and the system's reason. Made unwritable with a path whose parent is a regular file: mkdir
    // fails there for root too (a chmod 0555 folder does not stop root, and tests run as root in CI).
    void unwritableDataFolderIsSaid()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QVERIFY(writeBytes(blocker, "a file"));
        const QString folder = blocker + QStringLiteral("/daynight");
        GameController c;
        c.newGame(3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^This table does not autosave: ")));
        QVERIFY(!c.startAutosave(folder));
        const QString expected = QStringLiteral("This table does not autosave: cannot create the folder %1: %2 is a file, not a folder").arg(folder, blocker);
        QVERIFY2(c.status().startsWith(expected), qPrintable(c.status()));
        QVERIFY(logHas(c, expected));
        QVERIFY(!c.status().contains(QStringLiteral("lock")));
        QCOMPARE(c.autosaveFile(), QString());
    }

    // An autosave that fails later (the folder went away) says so in the status bar every time
    // and in the log once; when it works again, that is said too.
    void failingAutosaveIsSaid()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(folder));
        GameController c;
        c.newGame(3);
        const QString file = folder + QStringLiteral("/autosave.json");
        c.offerRestore(file); // no lock here: the folder goes away under it
        QCOMPARE(c.autosaveFile(), file);
        QVERIFY(c.writeAutosave());
        // The folder is replaced by a file: nothing can be written under it, root or not.
        QVERIFY(QDir(folder).removeRecursively());
        QVERIFY(writeBytes(folder, "a file"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Autosave to %1 failed: ").arg(QRegularExpression::escape(file))));
        QVERIFY(!c.writeAutosave());
        QVERIFY2(c.status().startsWith(QStringLiteral("Autosave to %1 failed: ").arg(file)) && c.status().contains(QStringLiteral("Ctrl+S")), qPrintable(c.status()));
        const int rows = c.log()->rowCount();
        QVERIFY(!c.writeAutosave()); // said again in the status bar, not again in the log
        QCOMPARE(c.log()->rowCount(), rows);
        QVERIFY(QFile::remove(folder));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(c.writeAutosave());
        QCOMPARE(c.status(), QStringLiteral("The session is autosaved to %1 again.").arg(file));
    }

    // A second table on the same folder says why it does not autosave (not a lock error).
    void secondTableSaysWhy()
    {
        QTemporaryDir dir;
        GameController first, second;
        first.newGame(3);
        second.newGame(4);
        QVERIFY(first.startAutosave(dir.path()));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Another table is open and autosaves in ")));
        QVERIFY(!second.startAutosave(dir.path()));
        QVERIFY2(second.status().startsWith(QStringLiteral("Another table is open and autosaves in %1").arg(dir.path())), qPrintable(second.status()));
        QCOMPARE(second.autosaveFile(), QString());
    }

    // The clipboard has the limit of every input: over 16 MiB it is refused before it is read,
    // with a clear line, and the game stays as it was. A dropped file (openScenario with a
    // file:// URL, as Main.qml's DropArea calls it) has the same limit.
    void clipboardOverTheLimitIsRefused()
    {
        const CardDatabase &db = CardDatabase::builtIn();
        GameController c;
        c.newGame(3);
        for (int i = 0; i < 6; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const QJsonObject here = stateToJson(c.game().state(), db);
        const int size = c.record().size();
        QString text = c.recordText(true);
        text.append(QString(int(kMaxInputFileSize), QLatin1Char(' ')));
        text.append(QStringLiteral("\n"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^the clipboard holds 16.0 MiB of text, more than the 16 MiB")));
        QVERIFY(!c.openScenarioText(text));
        QVERIFY2(c.status().startsWith(QStringLiteral("the clipboard holds 16.0 MiB of text, more than the 16 MiB a scenario or saved game may have")),
                 qPrintable(c.status()));
        QCOMPARE(stateToJson(c.game().state(), db), here);
        QCOMPARE(c.record().size(), size);

        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("big.json"));
        QVERIFY(writeBytes(big, text.toUtf8()));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("big.json: the file is larger than 16 MiB$")));
        QVERIFY(!c.openScenario(QUrl::fromLocalFile(big).toString()));
        QCOMPARE(stateToJson(c.game().state(), db), here);
    }

    // A kill between QSaveFile's link and its rename leaves the new autosave under its temporary
    // name (autosave.json.XXXXXX): a complete one newer than the autosave is offered in its place;
    // a partial one, and one older than the autosave, are removed.
    void leftoverTemporaries()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        const QString complete = file + QStringLiteral(".Ab3dE9");
        const QString partial = file + QStringLiteral(".Zz9yX1");
        const QString older = file + QStringLiteral(".q0Q0q0");
        const QByteArray newer = sessionBytes(5, 12);
        QVERIFY(writeBytes(file, sessionBytes(5, 4)));
        QVERIFY(writeBytes(complete, newer));
        QVERIFY(writeBytes(partial, newer.left(newer.size() - 40)));
        QVERIFY(writeBytes(older, sessionBytes(5, 2)));
        const QDateTime now = QDateTime::currentDateTime();
        QVERIFY(setModified(older, now.addSecs(-300)));
        QVERIFY(setModified(file, now.addSecs(-120)));
        QVERIFY(setModified(complete, now.addSecs(-60)));
        QVERIFY(setModified(partial, now.addSecs(-30))); // the newest, but not whole

        GameController c;
        c.newGame(9);
        QVERIFY(c.startAutosave(dir.path()));
        QVERIFY2(c.restorableSession().contains(QStringLiteral("; 12 recorded actions")), qPrintable(c.restorableSession()));
        QVERIFY(!QFile::exists(complete));
        QVERIFY(!QFile::exists(partial));
        QVERIFY(!QFile::exists(older));
        QCOMPARE(readBytes(file), newer);
        QVERIFY2(c.answerRestore(true), qPrintable(c.status()));
        QCOMPARE(c.record().size(), 13);
        QCOMPARE(c.record().node(c.record().current()).ply, 12);
    }

    // The window opens a replay that no longer matches its checkpoints, played by the rules of
    // this version, and says loudly from which action it differs (as the headless runner does).
    void desyncedReplayIsSaid()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QJsonObject o = savedGame(11, 25);
        const QJsonArray recorded = o.value(QStringLiteral("checkpoints")).toArray();
        QJsonArray checkpoints = recorded;
        QCOMPARE(checkpoints[0].toObject().value(QStringLiteral("after")).toInt(), 20);
        checkpoints[0] = QJsonObject{{QStringLiteral("after"), 20}, {QStringLiteral("hash"), QString(40, QLatin1Char('0'))}};
        o.insert(QStringLiteral("checkpoints"), checkpoints);
        QVERIFY(writeBytes(file, QJsonDocument(o).toJson()));

        GameController c;
        c.newGame(3);
        QSignalSpy problems(&c, &GameController::fileProblem);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("desync at action 20: ")));
        QVERIFY2(c.openScenario(file), qPrintable(c.status()));
        QCOMPARE(c.record().node(c.record().current()).ply, 25); // every action, as this version plays them
        QVERIFY2(c.status().startsWith(QStringLiteral("%1: desync at action 20: the position after it differs from the recording").arg(file)),
                 qPrintable(c.status()));
        QVERIFY2(c.status().endsWith(QStringLiteral("It is opened anyway, as this version plays it: the game on the table is not the recorded one by action 20.")),
                 qPrintable(c.status()));
        QVERIFY(logHas(c, QStringLiteral("desync at action 20")));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.constFirst().at(0).toString(), QStringLiteral("The recording no longer matches"));
        // Saved again, it records the positions as they are, not the file's false hash.
        const QJsonObject saved = QJsonDocument::fromJson(c.recordText(false).toUtf8()).object();
        QCOMPARE(saved.value(QStringLiteral("checkpoints")).toArray(), recorded);
    }

    // A saved game opened and saved again records the same checkpoints (those the opening
    // matched are not hashed again, and must be the positions they follow).
    void reopenedGameSavesTheSameCheckpoints()
    {
        const QJsonObject o = savedGame(11, 45);
        GameController c;
        c.newGame(3);
        QVERIFY2(c.openScenarioText(QString::fromUtf8(QJsonDocument(o).toJson())), qPrintable(c.status()));
        const QJsonObject saved = QJsonDocument::fromJson(c.recordText(false).toUtf8()).object();
        QCOMPARE(saved.value(QStringLiteral("checkpoints")).toArray().size(), 3); // after 20, 40 and 45
        QCOMPARE(saved.value(QStringLiteral("checkpoints")).toArray(), o.value(QStringLiteral("checkpoints")).toArray());
        // Two actions undone and one other played: the checkpoint after the new last action is
        // its own position, not the old one's.
        QVERIFY(c.undo() && c.undo());
        const QList<Action> legal = c.game().legalActions(c.game().state().priorityPlayer);
        QVERIFY(!legal.isEmpty());
        QVERIFY(c.apply(legal.constLast()).accepted);
        const QJsonObject branched = QJsonDocument::fromJson(c.recordText(false).toUtf8()).object();
        const QJsonArray points = branched.value(QStringLiteral("checkpoints")).toArray();
        QCOMPARE(points.last().toObject().value(QStringLiteral("after")).toInt(), 44);
        QCOMPARE(points.last().toObject().value(QStringLiteral("hash")).toString(), stateHash(c.game().state(), CardDatabase::builtIn()));
        QVERIFY2(c.openScenarioText(c.recordText(false)), qPrintable(c.status()));
        QCOMPARE(c.record().node(c.record().current()).ply, 44);
    }

    // A saved game whose action the rules of this version refuse opens up to the action before,
    // and says so; the same action in a scenario without checkpoints is bad input, refused whole.
    void refusedActionEndsTheReplayThere()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QJsonObject o = savedGame(11, 25);
        QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
        actions[22] = QJsonObject{{QStringLiteral("do"), QStringLiteral("cast")}, {QStringLiteral("card"), 59}};
        o.insert(QStringLiteral("actions"), actions);
        QVERIFY(writeBytes(file, QJsonDocument(o).toJson()));

        GameController c;
        c.newGame(3);
        QSignalSpy problems(&c, &GameController::fileProblem);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("action 23 can no longer be played")));
        QVERIFY2(c.openScenario(file), qPrintable(c.status()));
        QCOMPARE(c.record().node(c.record().current()).ply, 22);
        QVERIFY2(c.status().startsWith(QStringLiteral("%1: action 23 can no longer be played ($.actions[22]").arg(file)), qPrintable(c.status()));
        QVERIFY2(c.status().endsWith(QStringLiteral("so it ends after action 22 of 25. It is opened up to there.")), qPrintable(c.status()));
        QCOMPARE(problems.size(), 1);

        o.remove(QStringLiteral("checkpoints"));
        QVERIFY(writeBytes(file, QJsonDocument(o).toJson()));
        const QJsonObject before = stateToJson(c.game().state(), CardDatabase::builtIn());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("\\$\\.actions\\[22\\]")));
        QVERIFY(!c.openScenario(file));
        QCOMPARE(stateToJson(c.game().state(), CardDatabase::builtIn()), before);
    }

    // A restored session whose checkpoint no longer matches is restored, and says so.
    void desyncedRestoreIsSaid()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        QJsonObject o = QJsonDocument::fromJson(sessionBytes(11, 22)).object();
        QJsonArray checkpoints = o.value(QStringLiteral("checkpoints")).toArray();
        checkpoints[0] = QJsonObject{{QStringLiteral("after"), 20}, {QStringLiteral("hash"), QString(40, QLatin1Char('f'))}};
        o.insert(QStringLiteral("checkpoints"), checkpoints);
        QVERIFY(writeBytes(file, QJsonDocument(o).toJson()));
        GameController c;
        c.newGame(3);
        c.offerRestore(file);
        QVERIFY(!c.restorableSession().isEmpty());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("desync at action 20: ")));
        QVERIFY2(c.answerRestore(true), qPrintable(c.status()));
        QCOMPARE(c.record().node(c.record().current()).ply, 22);
        QVERIFY2(c.status().contains(QStringLiteral("desync at action 20")), qPrintable(c.status()));
    }

    // Session errors name the bad value, as every other reader's do.
    // A spell that targets a spell (Bob's Syncopate on Alice's Snarling Wolf, on the stack) is
    // saved by the stack object's id: the session the table autosaves opens again, at the same
    // point, with the same record.
    void sessionWithASpellTargetingASpellOpensAgain()
    {
        GameController c;
        QVERIFY2(c.openScenario(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/syncopate-pay-or-counter.json")), qPrintable(c.status()));
        const QString text = c.recordText(true);
        QVERIFY(text.contains(QStringLiteral("\"targets\"")));
        GameController d;
        QVERIFY2(d.openScenarioText(text), qPrintable(d.status()));
        QCOMPARE(d.recordText(true), text);
    }

    // A record that indented would pass the 16 MiB every reader accepts is written compact (the
    // same JSON); one that passes it even so is said to be too large to open again.
    void largeRecordsAreWrittenCompact()
    {
        QJsonArray library;
        for (int i = 0; i < 900000; ++i)
            library.append(QStringLiteral("forest"));
        const QJsonObject record{{QStringLiteral("state"), QJsonObject{{QStringLiteral("library"), library}}}};
        QVERIFY(QJsonDocument(record).toJson(QJsonDocument::Indented).size() > kMaxInputFileSize);
        const QByteArray bytes = recordFileBytes(record);
        QVERIFY(bytes.size() <= kMaxInputFileSize);
        QVERIFY(!bytes.contains('\n'));
        QCOMPARE(QJsonDocument::fromJson(bytes).object(), record);
        QVERIFY(recordFileBytes(QJsonObject{{QStringLiteral("name"), QStringLiteral("small")}}).contains('\n')); // small: indented
        QCOMPARE(tooLargeToOpen(kMaxInputFileSize), QString());
        QCOMPARE(tooLargeToOpen(kMaxInputFileSize + (1 << 20)), QStringLiteral("it is 17.0 MiB, more than the 16 MiB a table opens"));
    }

    // A table with no game yet (a file opened first) refuses a bad file with its line, and
    // crashes on nothing.
    void refusedFileBeforeAnyGame()
    {
        GameController c;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^the clipboard: \\$\\.schema: expected a string")));
        QTest::ignoreMessage(QtWarningMsg, "/dev/zero: a character device, not a regular file");
        QVERIFY(!c.openScenarioText(QStringLiteral("{\"schema\": 1, \"state\": {\"players\": 7}}")));
        QVERIFY2(c.status().startsWith(QStringLiteral("the clipboard: $.")), qPrintable(c.status()));
        QVERIFY(!c.openScenario(QStringLiteral("/dev/zero")));
        QCOMPARE(c.status(), QStringLiteral("/dev/zero: a character device, not a regular file"));
    }

    void sessionErrorsNameTheValue()
    {
        QJsonObject o = QJsonDocument::fromJson(sessionBytes(2, 3)).object();
        QJsonObject session = o.value(QStringLiteral("session")).toObject();
        QJsonArray nodes = session.value(QStringLiteral("nodes")).toArray();
        QJsonObject node = nodes[1].toObject();
        node.insert(QStringLiteral("parent"), 5);
        nodes[1] = node;
        session.insert(QStringLiteral("nodes"), nodes);
        o.insert(QStringLiteral("session"), session);
        GameController c;
        c.newGame(3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("parent: expected")));
        QVERIFY(!c.openScenarioText(QString::fromUtf8(QJsonDocument(o).toJson())));
        QCOMPARE(c.status(), QStringLiteral("the clipboard: $.session.nodes[1].parent: expected -1 (the start) or the index of an earlier node, from -1 to 0 (5)"));
        session.insert(QStringLiteral("current"), QStringLiteral("last"));
        session.insert(QStringLiteral("nodes"), QJsonArray{nodes[0]});
        o.insert(QStringLiteral("session"), session);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("current: expected")));
        QVERIFY(!c.openScenarioText(QString::fromUtf8(QJsonDocument(o).toJson())));
        QVERIFY2(c.status().endsWith(QStringLiteral("$.session.current: expected -1 (the start) or the index of a node, from -1 to 0 (\"last\")")), qPrintable(c.status()));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
