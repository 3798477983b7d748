// Model tests: QAbstractItemModelTester on every list model, QSignalSpy on every signal that the
// table binds to. A transform must update one row's roles, never reset a model.
#include "gamecontroller.h"
#include "playerfiltermodel.h"
#include "position.h"
#include "positiontext.h"
#include "scenario.h"
#include "statejson.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace rules;
using namespace testing;

// Plays, at the record's current point, a legal action other than the one recorded after it
// (a new variation). False when there is no other.
static bool playAnotherAction(GameController &c)
{
    const GameState &s = c.game().state();
    const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
    const QList<int> &next = c.record().node(c.record().current()).children;
    for (const Action &a : c.game().legalActions(actor)) {
        bool played = false;
        for (int child : next)
            played = played || c.record().node(child).action == a;
        if (!played)
            return c.apply(a).accepted;
    }
    return false;
}

// Every role of every row of `model`, by role name: what a view can read.
static QList<QVariantMap> rowsOf(const QAbstractItemModel &model)
{
    QList<QVariantMap> rows;
    const QHash<int, QByteArray> roles = model.roleNames();
    for (int row = 0; row < model.rowCount(); ++row) {
        QVariantMap values;
        for (auto it = roles.cbegin(); it != roles.cend(); ++it)
            values.insert(QString::fromLatin1(it.value()), model.data(model.index(row, 0), it.key()));
        rows.append(values);
    }
    return rows;
}

// The timeline of `c`'s record as a fresh model lays it out, every row read from the record.
static QList<QVariantMap> timelineFromScratch(const GameController &c)
{
    TimelineModel fresh;
    fresh.update(c.record(), TimelineModel::Change::Replaced);
    return rowsOf(fresh);
}

class TestModels : public QObject
{
    Q_OBJECT

    // Attaches a fatal model tester to each list model of the controller.
    void attachTesters(GameController &c, QObject *owner)
    {
        const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
        new QAbstractItemModelTester(c.players(), mode, owner);
        new QAbstractItemModelTester(c.battlefield(), mode, owner);
        new QAbstractItemModelTester(c.stack(), mode, owner);
        new QAbstractItemModelTester(c.log(), mode, owner);
        for (int i = 0; i < 2; ++i) {
            new QAbstractItemModelTester(c.hand(i), mode, owner);
            new QAbstractItemModelTester(c.graveyard(i), mode, owner);
        }
    }

    static QVariantMap roleMap(QAbstractItemModel *m, int row, const QByteArray &role)
    {
        return m->index(row, 0).data(m->roleNames().key(role)).toMap();
    }
    static QVariant role(QAbstractItemModel *m, int row, const QByteArray &role)
    {
        return m->index(row, 0).data(m->roleNames().key(role));
    }

private slots:
    void newGameFillsTheTable()
    {
        GameController c;
        QObject owner;
        attachTesters(c, &owner);
        QSignalSpy started(&c, &GameController::gameStarted);
        c.newGame(42);
        QCOMPARE(started.count(), 1);
        QCOMPARE(c.playerCount(), 2);
        QCOMPARE(c.players()->rowCount(), 2);
        QCOMPARE(c.hand(0)->rowCount(), 7);
        QCOMPARE(c.hand(1)->rowCount(), 7);
        QCOMPARE(role(c.players(), 0, "libraryCount").toInt(), 33);
        QCOMPARE(c.dayNight()->designation(), QStringLiteral("neither"));
        QCOMPARE(c.turn()->turnNumber(), 1);
        QCOMPARE(c.turn()->step(), QStringLiteral("upkeep"));
        QVERIFY(c.log()->rowCount() > 0);
        // The same seed deals the same hands.
        GameController d;
        d.newGame(42);
        for (int row = 0; row < 7; ++row)
            QCOMPARE(roleMap(d.hand(0), row, "frontFace").value("name"), roleMap(c.hand(0), row, "frontFace").value("name"));
    }

    // A new game with the mulligan (setMulligans, CR 103.5): turn 0, the starting player asked;
    // keep, mulligan and the bottom cards through the controller are actions of the record (Ctrl+Z
    // takes them back); a computer's seat is refused; then turn 1 as before.
    void mulliganThroughTheController()
    {
        GameController c;
        QObject owner;
        attachTesters(c, &owner);
        c.setMulligans(true);
        c.newGame(42);
        const int first = c.game().state().startingPlayer, second = 1 - first;
        QCOMPARE(c.turn()->turnNumber(), 0);
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("mulligan"));
        QCOMPARE(c.turn()->decisionPlayer(), first);
        QCOMPARE(c.hand(first)->rowCount(), 7);
        QVERIFY(!c.putOnBottom({}));
        QCOMPARE(c.status(), QStringLiteral("Nobody is choosing cards to put on the bottom now (CR 103.5)."));
        QVERIFY(c.takeMulligan());
        QCOMPARE(c.turn()->decisionPlayer(), second);
        QVERIFY(c.setComputer(second, true));
        QVERIFY(!c.keepHand());
        QCOMPARE(c.status(), QStringLiteral("%1 is played by the computer: it keeps or sends back its own hand.").arg(c.game().state().players[second].name));
        QVERIFY(c.setComputer(second, false));
        QVERIFY(c.keepHand());
        QCOMPARE(c.turn()->decisionPlayer(), first);
        QVERIFY(c.keepHand());
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("bottomCards"));
        const QList<int> hand = c.game().state().players[first].hand;
        QVERIFY(!c.putOnBottom({hand[0], hand[1]}));
        QCOMPARE(c.status(), QStringLiteral("Choose exactly 1 card to put on the bottom (CR 103.5): 2 chosen."));
        QCOMPARE(c.game().state().players[first].hand, hand);
        QVERIFY(c.putOnBottom({hand[4]}));
        QCOMPARE(c.turn()->turnNumber(), 1);
        QCOMPARE(c.hand(first)->rowCount(), 6);
        QCOMPARE(c.game().state().players[first].library.first(), hand[4]);
        QCOMPARE(c.record().size(), 5);
        c.undo();
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("bottomCards"));
        QCOMPARE(c.game().state().players[first].hand, hand);
        // Off (the default), a new game begins at turn 1 as before.
        GameController d;
        d.newGame(42);
        QCOMPARE(d.turn()->turnNumber(), 1);
    }

    void transformUpdatesOneRowNotTheModel()
    {
        GameState s = basePosition(DayNight::Day);
        addPermanent(s, 0, QStringLiteral("forest"));
        addPermanent(s, 0, QStringLiteral("tovolar-dire-overlord"));
        GameController c;
        QObject owner;
        c.loadState(s);
        attachTesters(c, &owner);
        BattlefieldModel *bf = c.battlefield();
        QCOMPARE(bf->rowCount(), 2);
        QCOMPARE(role(bf, 1, "backFaceUp").toBool(), false);
        QSignalSpy changed(bf, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(bf, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(bf, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(bf, &QAbstractItemModel::rowsRemoved);
        QSignalSpy designation(c.dayNight(), &DayNightState::designationChanged);

        QVERIFY(c.apply(Action::becomes(DayNight::Night)).accepted);

        QCOMPARE(designation.count(), 1);
        QCOMPARE(c.dayNight()->designation(), QStringLiteral("night"));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(changed.count(), 1); // only Tovolar's row; the Forest did not change
        const QModelIndex topLeft = changed.first().at(0).toModelIndex();
        QCOMPARE(topLeft.row(), 1);
        const auto roles = changed.first().at(2).value<QList<int>>();
        QVERIFY(roles.contains(BattlefieldModel::BackFaceUp));
        QVERIFY(!roles.contains(BattlefieldModel::ObjectId));
        QCOMPARE(role(bf, 1, "backFaceUp").toBool(), true);
        QCOMPARE(roleMap(bf, 1, "backFace").value("name").toString(), QStringLiteral("Tovolar, the Midnight Scourge"));
        QCOMPARE(roleMap(bf, 1, "backFace").value("mark").toString(), QStringLiteral("night"));
        QCOMPARE(roleMap(bf, 1, "frontFace").value("mark").toString(), QStringLiteral("day"));
    }

    void playLandMovesOneRowBetweenModels()
    {
        GameState s = basePosition(DayNight::Neither);
        int forest = addToHand(s, 0, QStringLiteral("forest"));
        addToHand(s, 0, QStringLiteral("snarling-wolf"));
        GameController c;
        QObject owner;
        const QHash<int, int> ids = c.loadState(s); // card ids as a load numbers them
        forest = ids.value(forest);
        attachTesters(c, &owner);
        QCOMPARE(role(c.hand(0), 0, "playable").toBool(), true);
        QCOMPARE(role(c.hand(0), 1, "playable").toBool(), false); // no mana yet
        QVERIFY(role(c.hand(0), 1, "whyNot").toString().contains(QStringLiteral("Not enough mana")));
        QSignalSpy handRemoved(c.hand(0), &QAbstractItemModel::rowsRemoved);
        QSignalSpy bfInserted(c.battlefield(), &QAbstractItemModel::rowsInserted);
        QSignalSpy players(c.players(), &QAbstractItemModel::dataChanged);
        QVERIFY(c.playCard(forest));
        QCOMPARE(handRemoved.count(), 1);
        QCOMPARE(bfInserted.count(), 1);
        QVERIFY(players.count() >= 1);
        QCOMPARE(role(c.players(), 0, "handCount").toInt(), 1);
        // Now the Wolf is castable: its playable role changed.
        QCOMPARE(role(c.hand(0), 0, "playable").toBool(), true);

        PlayerFilterModel lands;
        lands.setSourceModel(c.battlefield());
        lands.setPlayer(0);
        lands.setLands(1);
        QCOMPARE(lands.rowCount(), 1);
        lands.setPlayer(1);
        QCOMPARE(lands.rowCount(), 0);
    }

    void refusedActionChangesNothing()
    {
        GameState s = basePosition(DayNight::Neither);
        int wolf = addToHand(s, 0, QStringLiteral("snarling-wolf"));
        GameController c;
        const QHash<int, int> ids = c.loadState(s); // card ids as a load numbers them
        wolf = ids.value(wolf);
        QSignalSpy refused(&c, &GameController::refused);
        QSignalSpy status(&c, &GameController::statusChanged);
        QSignalSpy handChanged(c.hand(0), &QAbstractItemModel::rowsRemoved);
        QVERIFY(!c.playCard(wolf));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.first().at(0).toString().contains(QStringLiteral("Not enough mana")));
        QCOMPARE(status.count(), 1);
        QCOMPARE(c.status(), refused.first().at(0).toString());
        QCOMPARE(handChanged.count(), 0);
        QCOMPARE(c.hand(0)->rowCount(), 1);
        QVERIFY(!c.canUndo());
    }

    void castGoesOnTheStackAndResolves()
    {
        GameState s = basePosition(DayNight::Night);
        addLands(s, 0, QStringLiteral("forest"), 2);
        int outland = addToHand(s, 0, QStringLiteral("outland-liberator"));
        GameController c;
        QObject owner;
        const QHash<int, int> ids = c.loadState(s); // card ids as a load numbers them
        outland = ids.value(outland);
        attachTesters(c, &owner);
        QSignalSpy turn(c.turn(), &TurnState::changed);
        QVERIFY(c.playCard(outland));
        QCOMPARE(c.stack()->rowCount(), 1);
        QCOMPARE(role(c.stack(), 0, "name").toString(), QStringLiteral("Outland Liberator"));
        QCOMPARE(role(c.stack(), 0, "controllerName").toString(), QStringLiteral("Alice"));
        QVERIFY(c.turn()->passText().startsWith(QStringLiteral("Pass priority to Bob")));
        QVERIFY(c.pass());
        QCOMPARE(c.turn()->priorityPlayerName(), QStringLiteral("Bob"));
        QCOMPARE(c.turn()->passText(), QStringLiteral("Pass: resolve Outland Liberator"));
        QVERIFY(c.pass());
        QCOMPARE(turn.count(), 2); // priority to Bob, then back to Alice after resolving (the cast changed neither)
        QCOMPARE(c.stack()->rowCount(), 0);
        // Cast at night: it entered as Frenzied Trapbreaker (ruling 6).
        QCOMPARE(role(c.battlefield(), 2, "backFaceUp").toBool(), true);
        bool sawRuling6 = false;
        for (int row = 0; row < c.log()->rowCount(); ++row)
            sawRuling6 = sawRuling6 || role(c.log(), row, "ruling").toInt() == 6;
        QVERIFY(sawRuling6);
        // Undo takes it back onto the stack.
        QVERIFY(c.undo());
        QCOMPARE(c.stack()->rowCount(), 1);
    }

    // File > Save then File > Open gives the same position; a bad file changes nothing.
    void aSpellWithXShowsItsXOnTheStack()
    {
        // Syncopate with X = 1 (CR 107.3a: X is chosen as it is cast) says so on the stack.
        GameState s = basePosition(DayNight::Day);
        addLands(s, 0, QStringLiteral("forest"), 2);
        const int wolf = addToHand(s, 0, QStringLiteral("snarling-wolf"));
        addLands(s, 1, QStringLiteral("island"), 2);
        const int syncopate = addToHand(s, 1, QStringLiteral("syncopate"));
        GameController c;
        c.stops()->setAutoPass(false);
        const QHash<int, int> ids = c.loadState(s);
        QVERIFY(c.playCard(ids.value(wolf)));
        QVERIFY(c.pass()); // Bob has priority with the Wolf on the stack
        const int spell = c.game().state().stack.last().objectId;
        Action cast = Action::cast(1, ids.value(syncopate), {spell});
        cast.x = 1;
        QVERIFY2(c.apply(cast).accepted, qPrintable(c.status()));
        QCOMPARE(role(c.stack(), 0, "name").toString(), QStringLiteral("Syncopate, X = 1"));
        QCOMPARE(role(c.stack(), 0, "targets").toString(), QStringLiteral("Snarling Wolf"));
    }

    void saveThenOpenGivesTheSamePosition()
    {
        GameController c;
        c.newGame(5);
        for (int i = 0; i < 60; ++i) // some seeded play
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("position.json"));
        QVERIFY2(c.saveScenario(file), qPrintable(c.status()));
        const QJsonObject before = stateToJson(c.game().state(), CardDatabase::builtIn());

        GameController d;
        d.newGame(99);
        QSignalSpy started(&d, &GameController::gameStarted);
        QVERIFY2(d.openScenario(QUrl::fromLocalFile(file).toString()), qPrintable(d.status()));
        QCOMPARE(started.count(), 1);
        QCOMPARE(stateToJson(d.game().state(), CardDatabase::builtIn()), before);
        // The whole record came back (issue 10): 60 actions to undo, back to the same start.
        QCOMPARE(d.record().node(d.record().current()).ply, 60);
        QCOMPARE(stateToJson(d.record().node(0).state, CardDatabase::builtIn()), stateToJson(c.record().node(0).state, CardDatabase::builtIn()));
        QVERIFY(c.undo());
        QVERIFY(d.undo());
        QCOMPARE(stateToJson(d.game().state(), CardDatabase::builtIn()), stateToJson(c.game().state(), CardDatabase::builtIn()));
        QCOMPARE(d.undoText(), c.undoText());
        QVERIFY(c.redo());
        QVERIFY(d.redo());
        QCOMPARE(d.battlefield()->rowCount(), c.battlefield()->rowCount());
        QCOMPARE(d.hand(0)->rowCount(), c.hand(0)->rowCount());
        QCOMPARE(d.dayNight()->designation(), c.dayNight()->designation());

        // A broken file: refused with its path and line, the open game untouched.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n \"schema\": \"daynight-scenario/1\",\n \"state\": {\n}");
        f.close();
        QSignalSpy refused(&d, &GameController::refused);
        QSignalSpy problems(&d, &GameController::fileProblem);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("broken\\.json:4")));
        QVERIFY(!d.openScenario(broken));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(problems.count(), 1); // the table shows it in a dialog
        QVERIFY2(d.status().contains(QStringLiteral("broken.json:4")), qPrintable(d.status()));
        QCOMPARE(stateToJson(d.game().state(), CardDatabase::builtIn()), before);
    }

    // Issue 9: a save that cannot be written whole is refused with the reason (status bar, a
    // dialog through fileProblem, the log), and the previous save stays byte for byte. The fault
    // is the process's file-size limit (EFBIG, no root needed); DAYNIGHT_FULL_DISK_DIR names a
    // small full filesystem to use instead (ENOSPC), e.g. a 64 KiB tmpfs:
    //   mount -t tmpfs -o size=64k tmpfs /mnt/tiny && DAYNIGHT_FULL_DISK_DIR=/mnt/tiny tst_models
    void saveOntoAFullDiskKeepsThePreviousFile()
    {
        GameController c;
        c.newGame(5);
        QTemporaryDir tmp;
        const QString fullDisk = qEnvironmentVariable("DAYNIGHT_FULL_DISK_DIR");
        const QString dir = fullDisk.isEmpty() ? tmp.path() : fullDisk;
        const QString file = dir + QStringLiteral("/position.json");
        QFile::remove(file);
        QVERIFY2(c.saveScenario(file), qPrintable(c.status()));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray before = saved.readAll();
        saved.close();
        for (int i = 0; i < 80; ++i) // a different, larger position
            QVERIFY(c.apply(greedyAction(c.game())).accepted);

        // Fill the disk: the limit, or a filler file taking what space is left.
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &old) == 0);
        QFile filler(dir + QStringLiteral("/filler"));
        if (fullDisk.isEmpty()) {
            std::signal(SIGXFSZ, SIG_IGN); // the write fails with EFBIG instead of killing us
            rlimit small = old;
            small.rlim_cur = rlim_t(before.size());
            QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        } else {
            QVERIFY(filler.open(QIODevice::WriteOnly));
            const QByteArray block(4096, 'x');
            while (filler.write(block) == block.size() && filler.flush()) {
            }
            filler.close();
        }
        QSignalSpy problems(&c, &GameController::fileProblem);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("could not save")));
        const bool ok = c.saveScenario(file);
        if (fullDisk.isEmpty())
            QVERIFY(setrlimit(RLIMIT_FSIZE, &old) == 0);
        filler.remove();
        QVERIFY(!ok);
        QCOMPARE(problems.count(), 1);
        QCOMPARE(problems.first().at(0).toString(), QStringLiteral("Could not save"));
        QVERIFY2(c.status().contains(fullDisk.isEmpty() ? QStringLiteral("File too large") : QStringLiteral("No space left on device")), qPrintable(c.status()));
        QVERIFY2(c.status().contains(QStringLiteral("previous file")), qPrintable(c.status()));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), before);
        saved.close();
        // No temporary left behind.
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("position.json")});
        QFile::remove(file);

        // Not a regular file (a directory here; /dev/full as root would be replaced): refused.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not a regular file")));
        QVERIFY(!c.saveScenario(tmp.path()));
        QVERIFY(QFileInfo(tmp.path()).isDir());
    }

    // Issue 10: a saved game is a replay file; the headless runner checks its checkpoints and
    // names the first action after which the position differs from the recording.
    void replayFileDetectsDesync()
    {
        GameController c;
        c.newGame(8, 3);
        for (int i = 0; i < 45; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("replay.json"));
        QVERIFY2(c.saveScenario(file), qPrintable(c.status()));
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(file, &sc, &error), qPrintable(error));
        QCOMPARE(sc.actions.size(), 45);
        QCOMPARE(sc.checkpoints.size(), 3); // after 20, 40 and the last, 45
        QCOMPARE(sc.checkpoints.last().after, 45);
        ScenarioRun run = runScenario(sc);
        QVERIFY2(run.code == ScenarioRun::Passed, qPrintable(run.message + run.failures.join(QLatin1Char('\n'))));
        QCOMPARE(run.finalState, stateToJson(c.game().state(), CardDatabase::builtIn()));

        // A rules change since the recording, simulated by altering the second checkpoint.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        QJsonArray checkpoints = o.value(QStringLiteral("checkpoints")).toArray();
        QJsonObject second = checkpoints[1].toObject();
        second.insert(QStringLiteral("hash"), QString(40, QLatin1Char('0')));
        checkpoints[1] = second;
        o.insert(QStringLiteral("checkpoints"), checkpoints);
        QVERIFY2(Scenario::fromJson(o, file, &sc, &error), qPrintable(error));
        run = runScenario(sc);
        QCOMPARE(run.code, ScenarioRun::ExpectationFailed);
        QCOMPARE(run.failures.size(), 1);
        QVERIFY2(run.failures.first().startsWith(QStringLiteral("desync at action 40:")), qPrintable(run.failures.first()));
    }

    // Issue 10, item 5: the board editor's edits are actions like any other. A saved game with
    // edits (placed and as an effect would, one leaving an illegal position) replays to the same
    // position, with every checkpoint matching, and undo walks back through the edits.
    void boardEditsReplayFromASavedGame()
    {
        using Zone = Action::Zone;
        GameController c;
        c.newGame(5);
        for (int i = 0; i < 10; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const GameState &s = c.game().state();
        QVERIFY(c.apply(Action::addCard(0, QStringLiteral("tovolars-huntmaster"), Zone::Battlefield)).accepted); // enters trigger
        QVERIFY(c.apply(Action::moveCard(s.players[1].hand.first(), Zone::Graveyard, true)).accepted);
        QVERIFY(c.apply(Action::placeDesignation(DayNight::Night)).accepted);
        QVERIFY(c.apply(Action::addCard(1, QStringLiteral("tovolar-dire-overlord"), Zone::Battlefield, true)).accepted);
        QVERIFY2(!c.game().positionProblem().isEmpty(), "placed front face up at night");
        QVERIFY(!c.apply(Action::pass(c.game().state().priorityPlayer)).accepted);
        Action::PermanentEdit back;
        back.backFaceUp = true;
        back.tapped = true;
        QVERIFY(c.apply(Action::setPermanent(c.game().state().battlefield.last().objectId, back)).accepted);
        QVERIFY(c.apply(Action::setTurn({c.game().state().turnNumber, Step::PostcombatMain, c.game().state().activePlayer, c.game().state().activePlayer})).accepted);
        QVERIFY(c.apply(Action::remove(-1, s.players[0].library.last())).accepted);
        QVERIFY2(c.game().positionProblem().contains(QStringLiteral("Tovolar's Huntmaster is daybound")), qPrintable(c.game().positionProblem()));
        for (const Permanent &p : c.game().state().battlefield)
            if (c.game().definition(p.cardId).key == QLatin1String("tovolars-huntmaster"))
                QVERIFY(c.apply(Action::setPermanent(p.objectId, back)).accepted);
        QCOMPARE(c.game().positionProblem(), QString());
        for (int i = 0; i < 6; ++i) {
            const Result r = c.apply(greedyAction(c.game()));
            QVERIFY2(r.accepted, qPrintable(r.reason));
        }
        QVERIFY(c.apply(Action::placeDesignation(DayNight::Neither)).accepted); // ends on an illegal position
        const int plies = c.record().node(c.record().current()).ply;

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("edits.json"));
        QVERIFY2(c.saveScenario(file), qPrintable(c.status()));
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(file, &sc, &error), qPrintable(error));
        const ScenarioRun run = runScenario(sc);
        QVERIFY2(run.code == ScenarioRun::Passed, qPrintable(run.message + run.failures.join(QLatin1Char('\n'))));
        QCOMPARE(run.finalState, stateToJson(c.game().state(), CardDatabase::builtIn()));

        GameController d;
        QVERIFY2(d.openScenario(file), qPrintable(d.status()));
        QCOMPARE(stateToJson(d.game().state(), CardDatabase::builtIn()), stateToJson(c.game().state(), CardDatabase::builtIn()));
        QCOMPARE(d.record().node(d.record().current()).ply, plies);
        QVERIFY(!d.game().positionProblem().isEmpty());
        QVERIFY(d.undo()); // back before the last edit: legal again
        QCOMPARE(d.game().positionProblem(), QString());
        QVERIFY(d.apply(greedyAction(d.game())).accepted);
    }

    // Issue 10: undo and redo walk the game record, with the log and the board; acting from a
    // past point starts a variation and keeps the old line, which a jump can reach again.
    void undoRedoAndVariations()
    {
        GameController c;
        c.newGame(5);
        const CardDatabase &db = CardDatabase::builtIn();
        QList<QJsonObject> states{stateToJson(c.game().state(), db)};
        QList<int> logRows{c.log()->rowCount()};
        for (int i = 0; i < 12; ++i) {
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
            states.append(stateToJson(c.game().state(), db));
            logRows.append(c.log()->rowCount());
        }
        QVERIFY(c.canUndo());
        QVERIFY(!c.canRedo());
        QCOMPARE(c.redoText(), QString());
        QSignalSpy history(&c, &GameController::historyChanged);
        for (int k = 1; k <= 4; ++k) {
            const QString what = c.undoText();
            QVERIFY(!what.isEmpty());
            QVERIFY(c.undo());
            QCOMPARE(stateToJson(c.game().state(), db), states[12 - k]);
            QCOMPARE(c.log()->rowCount(), logRows[12 - k]); // the log shows that point too
            QCOMPARE(c.redoText(), what);                   // the menu says what redo plays
        }
        QCOMPARE(history.count(), 4);
        QVERIFY(c.redo());
        QCOMPARE(stateToJson(c.game().state(), db), states[9]);
        QCOMPARE(c.log()->rowCount(), logRows[9]);

        // A different action from a past point: a variation; the old line stays in the record.
        // Step back to a point where another action was legal (seeded: always the same one).
        Action other, recorded;
        bool found = false;
        while (!found && c.canUndo()) {
            QVERIFY(c.undo());
            recorded = c.record().node(c.record().node(c.record().current()).children.first()).action;
            const GameState &s = c.game().state();
            const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
            for (const Action &a : c.game().legalActions(actor))
                if (!(a == recorded) && !found) {
                    other = a;
                    found = true;
                }
        }
        QVERIFY2(found, "seed 5 offers a second legal action on the way back");
        const int branchPoint = c.record().current();
        const int ply = c.record().node(branchPoint).ply;
        const int sizeBefore = c.record().size();
        QVERIFY(c.apply(other).accepted);
        QCOMPARE(c.record().size(), sizeBefore + 1);
        QCOMPARE(c.record().node(branchPoint).children.size(), 2);
        QVERIFY(!c.canRedo());
        // Undo, then redo follows the variation last played, not the main line.
        const QJsonObject variation = stateToJson(c.game().state(), db);
        QVERIFY(c.undo());
        QVERIFY(c.redo());
        QCOMPARE(stateToJson(c.game().state(), db), variation);
        // The old line is still there: jump to its end.
        const int oldEnd = c.record().path(sizeBefore - 1).last();
        QVERIFY(c.goToRecordNode(oldEnd));
        QCOMPARE(stateToJson(c.game().state(), db), states[12]);
        QCOMPARE(c.log()->rowCount(), logRows[12]);
        QVERIFY(!c.goToRecordNode(c.record().size()));
        // Replaying the recorded action from the branch point reuses its node.
        QVERIFY(c.goToRecordNode(branchPoint));
        QVERIFY(c.apply(recorded).accepted);
        QCOMPARE(c.record().size(), sizeBefore + 1);
        QCOMPARE(stateToJson(c.game().state(), db), states[ply + 1]);
    }

    // Issue 10: the timeline shows the line the board is on, marks the current point, groups by
    // turn; a variation can be promoted to the main line and deleted, and the board follows.
    void timelinePromoteAndDelete()
    {
        GameController c;
        c.newGame(5);
        TimelineModel *t = c.timeline();
        QAbstractItemModelTester tester(t, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(t->count(), 1); // the start
        for (int i = 0; i < 30; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        QCOMPARE(t->count(), 31);
        QCOMPARE(t->currentRow(), 30);
        const auto role = [t](int row, int role) { return t->data(t->index(row), role); };
        QCOMPARE(role(0, TimelineModel::TextRole).toString(), QStringLiteral("The start"));
        QCOMPARE(role(30, TimelineModel::CurrentRole).toBool(), true);
        QCOMPARE(role(30, TimelineModel::TextRole).toString(), c.undoText());
        // Grouped by turn: the section names the turn and its active player, Page Down finds the
        // first action of the next turn.
        QVERIFY(role(1, TimelineModel::SectionRole).toString().startsWith(QStringLiteral("Turn 1 \u00b7 ")));
        const int nextTurn = t->turnStartRow(1, 1);
        QVERIFY(nextTurn > 1);
        QCOMPARE(role(nextTurn, TimelineModel::TurnRole).toInt(), role(1, TimelineModel::TurnRole).toInt() + 1);
        QCOMPARE(role(nextTurn, TimelineModel::NewStepRole).toBool(), true);
        QCOMPARE(t->turnStartRow(nextTurn, -1), t->turnStartRow(1, -1));

        // A jump marks the new point and dims what follows; the line stays whole.
        QVERIFY(c.goToRecordNode(t->nodeAt(10)));
        QCOMPARE(t->count(), 31);
        QCOMPARE(t->currentRow(), 10);
        QCOMPARE(role(10, TimelineModel::CurrentRole).toBool(), true);
        QCOMPARE(role(30, TimelineModel::CurrentRole).toBool(), false);
        QCOMPARE(role(11, TimelineModel::FutureRole).toBool(), true);
        QCOMPARE(role(9, TimelineModel::FutureRole).toBool(), false);

        // A different action from row 8: a variation, shown instead of the old line.
        QVERIFY(c.goToRecordNode(t->nodeAt(8)));
        const int branchPoint = c.record().current();
        const int oldNext = t->nodeAt(9);
        QVERIFY2(playAnotherAction(c), "seed 5 offers a second action at row 8");
        const int variation = c.record().current();
        QCOMPARE(t->count(), 10);
        QCOMPARE(role(9, TimelineModel::MainLineRole).toBool(), false);
        QCOMPARE(role(9, TimelineModel::VariationCountRole).toInt(), 1);
        QCOMPARE(role(9, TimelineModel::VariationsRole).toList().first().toMap().value(QStringLiteral("node")).toInt(), oldNext);
        QCOMPARE(role(8, TimelineModel::MainLineRole).toBool(), true);

        // Promote: the variation becomes the main line; the board stays where it is.
        const QJsonObject here = stateToJson(c.game().state(), CardDatabase::builtIn());
        QVERIFY(c.promoteVariation(variation));
        QCOMPARE(c.record().node(branchPoint).children.first(), variation);
        QCOMPARE(role(9, TimelineModel::MainLineRole).toBool(), true);
        QCOMPARE(stateToJson(c.game().state(), CardDatabase::builtIn()), here);

        // Delete the old line (now the second variation): 22 nodes go, the board stays.
        const int sizeBefore = c.record().size();
        QVERIFY(c.deleteFromNode(oldNext));
        QCOMPARE(c.record().size(), sizeBefore - 22);
        QCOMPARE(c.record().node(branchPoint).children.size(), 1);
        QCOMPARE(role(9, TimelineModel::VariationCountRole).toInt(), 0);
        QCOMPARE(stateToJson(c.game().state(), CardDatabase::builtIn()), here);

        // Deleting the point the board shows takes the board back to where that line began.
        QVERIFY(c.deleteFromNode(c.record().current()));
        QCOMPARE(c.record().current(), branchPoint);
        QCOMPARE(t->count(), 9);
        QCOMPARE(t->currentRow(), 8);
        QVERIFY(!c.canRedo());
        QVERIFY(!c.deleteFromNode(0)); // the start stays
        QVERIFY(c.status().contains(QStringLiteral("start")));
    }

    // A replay opened in the table plays its actions with the models and the timeline brought
    // up to date once, at the end: the same timeline as the actions applied one by one (every
    // row, every role), the whole line in one insertion, and signals the model tester accepts.
    void timelineAfterAScriptedOpenIsTheStepByStepOne()
    {
        GameController played;
        played.newGame(11);
        for (int i = 0; i < 400 && !played.game().state().gameOver; ++i)
            QVERIFY(played.apply(greedyAction(played.game())).accepted);
        const QJsonObject replay = QJsonDocument::fromJson(played.recordText().toUtf8()).object();
        const int actions = int(replay.value(QStringLiteral("actions")).toArray().size());
        QCOMPARE(actions, played.record().node(played.record().current()).ply);

        GameController opened;
        opened.newGame(1);
        QAbstractItemModelTester tester(opened.timeline(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester logTester(opened.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(opened.timeline(), &QAbstractItemModel::rowsInserted);
        QSignalSpy logInserted(opened.log(), &QAbstractItemModel::rowsInserted);
        QSignalSpy history(&opened, &GameController::historyChanged);
        QVERIFY(opened.openScenarioText(played.recordText()));
        QCOMPARE(opened.timeline()->count(), actions + 1);
        QCOMPARE(opened.timeline()->currentRow(), actions);
        QCOMPARE(inserted.count(), 1);  // the line, in one range
        QCOMPARE(history.count(), 2);   // the new start, then the line played
        // The log: "Opened scenario", every action's lines in one insertion, the verdict.
        QCOMPARE(logInserted.count(), 3);
        QVERIFY(opened.log()->rowCount() > actions / 2);
        QCOMPARE(rowsOf(*opened.timeline()), timelineFromScratch(opened));

        // The same start with the actions applied one by one, each its own update.
        QJsonObject start = replay;
        start.remove(QStringLiteral("actions"));
        start.remove(QStringLiteral("checkpoints"));
        GameController stepped;
        QVERIFY(stepped.openScenarioText(QString::fromUtf8(QJsonDocument(start).toJson())));
        for (int node : played.record().path(played.record().current()).mid(1))
            QVERIFY(stepped.apply(played.record().node(node).action).accepted);
        QCOMPARE(rowsOf(*opened.timeline()), rowsOf(*stepped.timeline()));
        QCOMPARE(stepped.timeline()->currentRow(), actions);
        // The rest of the table too: the board, the players, the hands.
        QCOMPARE(rowsOf(*opened.battlefield()), rowsOf(*stepped.battlefield()));
        QCOMPARE(rowsOf(*opened.players()), rowsOf(*stepped.players()));
        QCOMPARE(rowsOf(*opened.hand(0)), rowsOf(*stepped.hand(0)));
        QCOMPARE(opened.hint(), stepped.hint());
        QCOMPARE(opened.canUndo(), true);
    }

    // Walking the record (actions, a variation, undo, redo, jumps) updates only the rows that
    // change; after each walk the timeline is the one read from scratch, row by row.
    void timelineWalksMatchAFreshTimeline()
    {
        GameController c;
        c.newGame(5);
        TimelineModel *t = c.timeline();
        QAbstractItemModelTester tester(t, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto same = [&c, t] { return rowsOf(*t) == timelineFromScratch(c); };
        for (int i = 0; i < 40; ++i) {
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
            QVERIFY2(same(), qPrintable(QStringLiteral("after action %1").arg(i + 1)));
        }
        const int end = c.record().current();
        // The points of the line where the player to act had another choice.
        QList<int> branchRows;
        for (int row = 1; row < 35; ++row) {
            const GameState &s = c.record().node(t->nodeAt(row)).state;
            const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
            if (Game(CardDatabase::builtIn(), s).legalActions(actor).size() > 1)
                branchRows.append(row);
        }
        QVERIFY2(branchRows.size() >= 2, "seed 5 offers other actions along its first 35 actions");
        const int branch = branchRows[0];
        QVERIFY(c.goToRecordNode(t->nodeAt(branch)));
        QVERIFY(same());
        QVERIFY(playAnotherAction(c)); // a variation
        QVERIFY(same());
        QCOMPARE(t->count(), branch + 2);
        QVERIFY(c.goToRecordNode(end)); // back to the old line: the next row's variations show the new one
        QVERIFY(same());
        QCOMPARE(t->data(t->index(branch + 1), TimelineModel::VariationCountRole).toInt(), 1);
        QVERIFY(c.undo() && same());
        QVERIFY(c.undo() && same());
        QVERIFY(c.redo() && same());
        QVERIFY(c.goToRecordNode(0) && same());
        QVERIFY(c.redo() && same());
        // A jump along the line: the log's lines for the actions on the way in one insertion.
        QSignalSpy logInserted(c.log(), &QAbstractItemModel::rowsInserted);
        QVERIFY(c.goToRecordNode(end) && same());
        QCOMPARE(logInserted.count(), 1);
        // Playing from a past point again: the same action reuses its node.
        QVERIFY(c.goToRecordNode(t->nodeAt(20)));
        const Action next = c.record().node(t->nodeAt(21)).action;
        QVERIFY(c.apply(next).accepted && same());
        QCOMPARE(t->count(), 41);
        // Promotion and deletion read every row again.
        QVERIFY(c.goToRecordNode(t->nodeAt(branchRows[1])));
        QVERIFY(playAnotherAction(c));
        const int variation = c.record().current();
        QVERIFY(c.promoteVariation(variation) && same());
        QVERIFY(c.deleteFromNode(variation) && same());
        QVERIFY(c.undo() && same());
    }

    // Issue 10, nothing lost: the session is autosaved after every change; a new table offers
    // it back (as after kill -9) and restores it exactly: every variation, the point shown,
    // the log, the designation. Declining removes it.
    void autosaveRestoresTheSessionExactly()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("autosave.json"));
        const CardDatabase &db = CardDatabase::builtIn();
        QJsonObject shown;
        int logRows = 0, size = 0, current = 0;
        QList<int> children;
        {
            GameController c;
            c.offerRestore(file); // nothing there: autosave starts at once
            QCOMPARE(c.restorableSession(), QString());
            QCOMPARE(c.autosaveFile(), file);
            c.newGame(5);
            QVERIFY(!c.unsavedWork());
            for (int i = 0; i < 25; ++i)
                QVERIFY(c.apply(greedyAction(c.game())).accepted);
            QVERIFY(c.unsavedWork());
            // A variation at least five actions back, then back to a point inside the old line.
            for (int i = 0; i < 5; ++i)
                QVERIFY(c.undo());
            while (!playAnotherAction(c))
                QVERIFY2(c.undo(), "seed 5 offers a second action on the way back");
            QVERIFY(c.goToRecordNode(22));
            QTRY_VERIFY(QFile::exists(file)); // written once the burst of changes is over
            shown = stateToJson(c.game().state(), db);
            logRows = c.log()->rowCount();
            size = c.record().size();
            current = c.record().current();
            children = c.record().node(c.record().node(22).parent).children;
        } // the table is gone without quitting: the file stays, as after kill -9

        GameController restored;
        restored.newGame(9);
        restored.offerRestore(file);
        QVERIFY2(restored.restorableSession().contains(QStringLiteral("at action 22; 26 recorded actions")), qPrintable(restored.restorableSession()));
        QCOMPARE(restored.autosaveFile(), QString()); // nothing is written while the player decides
        QVERIFY2(restored.answerRestore(true), qPrintable(restored.status()));
        QCOMPARE(stateToJson(restored.game().state(), db), shown);
        QCOMPARE(restored.log()->rowCount(), logRows);
        QCOMPARE(restored.record().size(), size);
        QCOMPARE(restored.record().node(restored.record().current()).ply, 22);
        QCOMPARE(restored.record().current(), current);
        QCOMPARE(restored.record().node(restored.record().node(current).parent).children.size(), children.size());
        QVERIFY(restored.unsavedWork()); // restored, but still not saved by the player
        QCOMPARE(restored.autosaveFile(), file);

        // Declining a waiting session discards it; the new game is autosaved in its place.
        GameController declined;
        declined.newGame(9);
        declined.offerRestore(file);
        QVERIFY(!declined.restorableSession().isEmpty());
        QVERIFY(declined.answerRestore(false));
        QCOMPARE(GameController::autosaveSummary(file).contains(QStringLiteral("; 0 recorded actions")), true);
    }

    // Issue 10: the position or the whole record as text opens again (the clipboard), a
    // malformed text is refused with its line and nothing changes; Restart replays the seed.
    void clipboardTextAndRestart()
    {
        const CardDatabase &db = CardDatabase::builtIn();
        GameController c;
        c.newGame(3);
        for (int i = 0; i < 12; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const QJsonObject here = stateToJson(c.game().state(), db);
        const QString record = c.recordText(true);
        const QString position = c.positionText();

        // The position as short text (Ctrl+Alt+C): it opens (Ctrl+Shift+V) as the same position,
        // in every respect the text carries; the libraries are counts.
        QVERIFY2(isPositionText(position) && position.size() < 600, qPrintable(position));
        GameController other;
        other.newGame(4);
        QVERIFY2(other.openScenarioText(position), qPrintable(other.status()));
        QCOMPARE(other.positionText(), position);
        QCOMPARE(other.game().state().turnNumber, c.game().state().turnNumber);
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(other.game().state().players[p].hand.size(), c.game().state().players[p].hand.size());
            QCOMPARE(other.game().state().players[p].library.size(), c.game().state().players[p].library.size());
        }
        QCOMPARE(other.game().state().battlefield.size(), c.game().state().battlefield.size());
        QVERIFY(!other.canUndo()); // a position has no history

        // Bad position text is refused at its line and column; the table keeps its game.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^the clipboard: line 3, column 9: unknown card key")));
        QVERIFY(!other.openScenarioText(QStringLiteral("turn 3\nAlice\n  hand: kesig-naturalist\nBob\n")));
        QCOMPARE(other.status(), QStringLiteral("the clipboard: line 3, column 9: unknown card key \"kesig-naturalist\"; did you mean \"kessig-naturalist\"?"));
        QCOMPARE(other.positionText(), position);

        // A position the text cannot carry whole (a pending decision: declaring attackers) is
        // copied as the scenario JSON, exact.
        GameController attacking;
        QVERIFY2(attacking.openScenarioText(QStringLiteral("turn 3\nAlice\n  battlefield: snarling-wolf\nBob\n")), qPrintable(attacking.status()));
        while (attacking.game().state().decision.kind == PendingDecision::Kind::None)
            QVERIFY(attacking.apply(Action::pass(attacking.game().state().priorityPlayer)).accepted);
        QCOMPARE(attacking.game().state().decision.kind, PendingDecision::Kind::DeclareAttackers);
        const QString decision = attacking.positionText();
        QVERIFY2(decision.startsWith(QLatin1Char('{')), qPrintable(decision));
        QVERIFY2(other.openScenarioText(decision), qPrintable(other.status()));
        QCOMPARE(stateToJson(other.game().state(), db), stateToJson(attacking.game().state(), db));
        QVERIFY2(other.openScenarioText(record), qPrintable(other.status()));
        QCOMPARE(stateToJson(other.game().state(), db), here);
        QCOMPARE(other.record().node(other.record().current()).ply, 12); // with its history

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^the clipboard:3: ")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^the clipboard holds no text")));
        QVERIFY(!other.openScenarioText(QStringLiteral("{\n  \"schema\": \"daynight-scenario/1\",\n  oops\n}")));
        QVERIFY2(other.status().startsWith(QStringLiteral("the clipboard:3:")), qPrintable(other.status()));
        QVERIFY(!other.openScenarioText(QString()));
        QCOMPARE(stateToJson(other.game().state(), db), here); // unchanged

        const QJsonObject start = stateToJson(c.record().node(0).state, db);
        QVERIFY(c.restart());
        QCOMPARE(stateToJson(c.game().state(), db), start);
        QVERIFY(!c.canUndo());
        QVERIFY(!c.unsavedWork());
    }

    // Issue 10: a problem report holds the record, the notes, the version, the log and the
    // screenshot; opening it lands on the same point with the same history and shows the notes;
    // the headless runner plays it.
    void problemReportReopens()
    {
        QTemporaryDir dir;
        const CardDatabase &db = CardDatabase::builtIn();
        GameController c;
        c.newGame(6);
        for (int i = 0; i < 15; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        {
            QFile f(png);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("\x89PNG fake bytes", 16));
        }
        const QString report = dir.filePath(QStringLiteral("report.json"));
        QVERIFY2(c.writeReport(report, QStringLiteral("It stayed day."), QStringLiteral("Night."), png), qPrintable(c.status()));
        QVERIFY(!QFile::exists(png)); // the temporary screenshot is folded in
        QFile f(report);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject r = o.value(QStringLiteral("report")).toObject();
        QCOMPARE(r.value(QStringLiteral("note")).toString(), QStringLiteral("It stayed day."));
        QCOMPARE(r.value(QStringLiteral("expected")).toString(), QStringLiteral("Night."));
        QVERIFY(r.value(QStringLiteral("version")).toString().contains(QStringLiteral("Qt ")));
        QCOMPARE(QByteArray::fromBase64(r.value(QStringLiteral("screenshot")).toString().toLatin1()).left(4), QByteArray("\x89PNG"));
        QCOMPARE(r.value(QStringLiteral("log")).toArray().size(), c.log()->rowCount());
        QCOMPARE(o.value(QStringLiteral("actions")).toArray().size(), 15);

        GameController reopened;
        reopened.newGame(1);
        QVERIFY2(reopened.openScenario(report), qPrintable(reopened.status()));
        QCOMPARE(stateToJson(reopened.game().state(), db), stateToJson(c.game().state(), db));
        QCOMPARE(reopened.record().node(reopened.record().current()).ply, 15);
        QVERIFY(reopened.log()->data(reopened.log()->index(reopened.log()->rowCount() - 1), LogModel::Text).toString().contains(QStringLiteral("It stayed day.")));
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(report, &sc, &error), qPrintable(error));
        QCOMPARE(runScenario(sc).code, ScenarioRun::Passed);
    }

    // Issue 10, "done when": with the table's board editor a tester sets up night, Tovolar, the
    // Midnight Scourge and two Wolves against an empty board; a placed position that is not
    // legal is refused with its rule until fixed; then the tester attacks, steps back five
    // actions and branches. Every edit is an action of the record.
    void boardEditorSetsUpAndPlays()
    {
        GameController c;
        QObject owner;
        c.newGame(5);
        attachTesters(c, &owner);
        QCOMPARE(c.battlefield()->rowCount(), 0); // an empty board
        c.editor()->setEditing(true);
        QVERIFY(c.editor()->editing());
        const int recordBefore = c.record().size();
        QVERIFY2(c.editor()->editDesignation(QStringLiteral("night"), true), qPrintable(c.status()));
        QCOMPARE(c.dayNight()->designation(), QStringLiteral("night"));
        // As an effect would: a daybound card at night enters transformed (ruling 7).
        QVERIFY2(c.editor()->editAddCard(QStringLiteral("tovolar-dire-overlord"), 0, QStringLiteral("battlefield"), false), qPrintable(c.status()));
        QVERIFY(c.editor()->editAddCard(QStringLiteral("wolf"), 0, QStringLiteral("battlefield"), true));
        QVERIFY(c.editor()->editAddCard(QStringLiteral("wolf"), 0, QStringLiteral("battlefield"), true));
        QCOMPARE(c.battlefield()->rowCount(), 3);
        const QVariantMap tovolar = c.editor()->permanentInfo(c.game().state().battlefield[0].objectId);
        QCOMPARE(tovolar.value(QStringLiteral("name")).toString(), QStringLiteral("Tovolar, the Midnight Scourge"));
        QCOMPARE(tovolar.value(QStringLiteral("backFaceUp")).toBool(), true);
        for (const Permanent &p : c.game().state().battlefield)
            QVERIFY(c.editor()->editPermanent(p.objectId, {{QStringLiteral("summoningSick"), false}}));
        QVERIFY2(c.editor()->editTurn(3, QStringLiteral("precombatMain"), 0, 0), qPrintable(c.status()));
        QCOMPARE(c.turn()->turnNumber(), 3);
        QCOMPARE(c.positionProblem(), QString());
        QCOMPARE(c.record().size(), recordBefore + 8); // every edit is in the record
        QCOMPARE(c.timeline()->data(c.timeline()->index(c.timeline()->currentRow()), TimelineModel::ActorRole).toString(), QStringLiteral("Editor"));

        // Placed front face up at night: not a legal position; play waits, citing the rule.
        QVERIFY(c.editor()->editAddCard(QStringLiteral("outland-liberator"), 1, QStringLiteral("battlefield"), true));
        QVERIFY2(c.positionProblem().contains(QStringLiteral("CR 702.145c")), qPrintable(c.positionProblem()));
        QVERIFY(c.hint().contains(QStringLiteral("CR 702.145c")));
        QVERIFY(!c.pass());
        QVERIFY2(c.status().contains(QStringLiteral("not legal")), qPrintable(c.status()));
        const int liberator = c.game().state().battlefield.last().objectId;
        QVERIFY(c.editor()->editPermanent(liberator, {{QStringLiteral("backFaceUp"), true}}));
        QCOMPARE(c.positionProblem(), QString());
        QVERIFY(c.editor()->editRemove(liberator));
        QCOMPARE(c.battlefield()->rowCount(), 3);
        QVERIFY(!c.editor()->editAddCard(QStringLiteral("no-such-card"), 0, QStringLiteral("hand"), true));
        QVERIFY(!c.editor()->editAddCard(QStringLiteral("wolf"), 0, QStringLiteral("nowhere"), true));
        QCOMPARE(c.battlefield()->rowCount(), 3); // refused edits change nothing
        c.editor()->setEditing(false);

        // Play: to combat, attack with all three.
        while (c.game().state().decision.kind != PendingDecision::Kind::DeclareAttackers)
            QVERIFY2(c.pass(), qPrintable(c.status()));
        for (const Permanent &p : c.game().state().battlefield)
            QVERIFY(c.clickPermanent(p.objectId));
        QCOMPARE(c.primaryText(), QStringLiteral("Attack with 3"));
        QVERIFY(c.primaryAction());
        QVERIFY(c.passUntilNextTurn() || c.game().state().decision.kind != PendingDecision::Kind::None);
        // Step back five actions and branch: the old line stays.
        for (int i = 0; i < 5; ++i)
            QVERIFY(c.undo());
        const int branchPoint = c.record().current();
        QVERIFY2(playAnotherAction(c), "another action five back");
        QCOMPARE(c.record().node(branchPoint).children.size(), 2);
        QVERIFY(c.timeline()->data(c.timeline()->index(c.timeline()->currentRow()), TimelineModel::VariationCountRole).toInt() >= 1);
    }

    // Opening a scenario plays its actions one by one, so Ctrl+Z steps back through them.
    void openedScenarioCanBeUndoneStepByStep()
    {
        GameController c;
        c.newGame(1);
        QVERIFY2(c.openScenario(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/ruling-09-daybound-and-nightbound-together.json")), qPrintable(c.status()));
        QCOMPARE(c.dayNight()->designation(), QStringLiteral("day"));
        QCOMPARE(c.battlefield()->rowCount(), 2);
        QVERIFY(c.canUndo());
        QVERIFY(c.undo());
        QCOMPARE(c.battlefield()->rowCount(), 0);
        QCOMPARE(c.dayNight()->designation(), QStringLiteral("neither"));
        QVERIFY(!c.canUndo());
    }

    // Attacking with the mouse: click a creature, the button says what it will do, confirm.
    void attackByClickingThenConfirm()
    {
        GameState s = basePosition(DayNight::Day);
        const int wolf = addPermanent(s, 0, QStringLiteral("wolf"));
        s.cards[s.battlefield.last().cardId].token = true;
        addPermanent(s, 0, QStringLiteral("forest"));
        GameController c;
        QObject owner;
        c.loadState(s);
        attachTesters(c, &owner);
        while (c.game().state().step != Step::DeclareAttackers)
            QVERIFY(c.pass());
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("declareAttackers"));
        QCOMPARE(c.primaryText(), QStringLiteral("No attack"));
        const int row = 0; // the Wolf entered first
        QCOMPARE(role(c.battlefield(), row, "selectable").toBool(), true);
        QCOMPARE(role(c.battlefield(), 1, "selectable").toBool(), false); // the Forest
        QSignalSpy changed(c.battlefield(), &QAbstractItemModel::dataChanged);
        QVERIFY(c.clickPermanent(wolf));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(role(c.battlefield(), row, "selected").toBool(), true);
        QCOMPARE(role(c.battlefield(), row, "combatText").toString(), QStringLiteral("will attack Bob"));
        QCOMPARE(c.primaryText(), QStringLiteral("Attack with 1"));
        QVERIFY(!c.clickPermanent(c.game().state().battlefield[1].objectId)); // a land can't attack
        QVERIFY(c.status().contains(QStringLiteral("can't attack")));
        QVERIFY(c.primaryAction());
        QCOMPARE(role(c.battlefield(), row, "combatText").toString(), QStringLiteral("attacks Bob"));
        QCOMPARE(role(c.battlefield(), row, "tapped").toBool(), true);
        QVERIFY(c.passUntilNextTurn());
        QCOMPARE(role(c.players(), 1, "life").toInt(), 18);
        QCOMPARE(role(c.battlefield(), row, "combatText").toString(), QString()); // combat is over
    }

    // Blocking with the mouse draws an arrow from the blocker to its attacker (issue 12): while
    // the block is being chosen, once declared, and none once combat is over.
    void blocksAreJoinedByArrows()
    {
        GameState s = basePosition(DayNight::Day);
        const int attacker = addPermanent(s, 0, QStringLiteral("wolf"));
        const int blocker = addPermanent(s, 1, QStringLiteral("wolf"));
        GameController c;
        QObject owner;
        c.loadState(s);
        attachTesters(c, &owner);
        QSignalSpy arrowsChanged(&c, &GameController::combatArrowsChanged);
        while (c.game().state().step != Step::DeclareAttackers)
            QVERIFY(c.pass());
        QVERIFY(c.clickPermanent(attacker));
        QVERIFY(c.primaryAction()); // attack with the Wolf
        QVERIFY(c.combatArrows().isEmpty()); // an attack alone has no arrow (its label says whom)
        while (c.turn()->decisionKind() != QStringLiteral("declareBlockers"))
            QVERIFY(c.pass());
        QCOMPARE(arrowsChanged.count(), 0);
        QVERIFY(c.clickPermanent(blocker));
        QVERIFY(c.combatArrows().isEmpty()); // the blocker waits for its attacker
        QVERIFY(c.clickPermanent(attacker));
        const QVariantList expected{QVariantMap{
            {QStringLiteral("kind"), QStringLiteral("arrow")},
            {QStringLiteral("from"), QVariantMap{{QStringLiteral("kind"), QStringLiteral("permanent")}, {QStringLiteral("id"), blocker}}},
            {QStringLiteral("to"), QVariantMap{{QStringLiteral("kind"), QStringLiteral("permanent")}, {QStringLiteral("id"), attacker}}}}};
        QCOMPARE(c.combatArrows(), expected);
        QCOMPARE(arrowsChanged.count(), 1);
        QVERIFY(c.primaryAction()); // block with 1: declared, the same arrow
        const int combatTurn = c.game().state().turnNumber;
        QCOMPARE(c.game().state().permanent(blocker)->blocking, attacker);
        QCOMPARE(c.combatArrows(), expected);
        QCOMPARE(arrowsChanged.count(), 1);
        QVERIFY(c.passUntilNextTurn());
        QVERIFY(c.combatArrows().isEmpty()); // combat is over
        QCOMPARE(arrowsChanged.count(), 2);
        while (c.game().state().step != Step::DeclareBlockers || c.game().state().turnNumber != combatTurn)
            QVERIFY(c.undo()); // walking back into combat (the Wolves traded in the damage step): the arrow again
        QCOMPARE(c.combatArrows(), expected);
    }

    // Casting a targeted spell with the mouse: click it, the legal targets light up, click one
    // (a player by name); Esc-style cancel leaves nothing changed.
    void castWithTargetsByClicking()
    {
        GameState s = basePosition(DayNight::Night);
        addPermanent(s, 0, QStringLiteral("mountain"));
        int slash = addToHand(s, 0, QStringLiteral("moonragers-slash"));
        const int vandal = addPermanent(s, 1, QStringLiteral("brimstone-vandal"));
        GameController c;
        QObject owner;
        const QHash<int, int> ids = c.loadState(s); // card ids as a load numbers them
        slash = ids.value(slash);
        attachTesters(c, &owner);
        QCOMPARE(role(c.hand(0), 0, "playable").toBool(), true); // {R} at night
        QVERIFY(c.playCard(slash));
        QVERIFY(c.choosingTargets());
        QVERIFY(c.hint().contains(QStringLiteral("any target")));
        QCOMPARE(role(c.battlefield(), 1, "selectable").toBool(), true); // the Vandal
        QCOMPARE(role(c.battlefield(), 0, "selectable").toBool(), false); // the Mountain
        QCOMPARE(role(c.players(), 1, "targetable").toBool(), true);
        // Cancel: nothing cast.
        c.cancelTargets();
        QVERIFY(!c.choosingTargets());
        QCOMPARE(c.stack()->rowCount(), 0);
        QCOMPARE(c.hand(0)->rowCount(), 1);
        // Again, at Bob himself.
        QVERIFY(c.playCard(slash));
        QVERIFY(!c.clickPermanent(c.game().state().battlefield[0].objectId)); // a land is not a legal target
        QVERIFY(c.choosingTargets());
        QVERIFY(c.clickPlayer(1));
        QVERIFY(!c.choosingTargets());
        QCOMPARE(c.stack()->rowCount(), 1);
        QCOMPARE(role(c.stack(), 0, "targets").toString(), QStringLiteral("Bob")); // the stack says whom it targets
        QVERIFY(c.pass());
        QVERIFY(c.pass());
        QCOMPARE(role(c.players(), 1, "life").toInt(), 17);
        Q_UNUSED(vandal);
    }

    // A target card in a graveyard (Graveyard Trespasser, CR 115.1) is chosen at the table from
    // the graveyard's list: its rows say which cards can be chosen, the hint says where to look,
    // the button chooses none, and a click on the card answers the engine.
    void graveyardCardChosenAsATarget()
    {
        GameState s = basePosition(DayNight::Day);
        for (int i = 0; i < 3; ++i)
            addPermanent(s, 0, QStringLiteral("swamp"));
        int trespasser = addToHand(s, 0, QStringLiteral("graveyard-trespasser"));
        s.cards.append({int(s.cards.size()), QStringLiteral("kruin-outlaw"), 1, false});
        int outlaw = s.cards.last().id;
        s.players[1].graveyard.append(outlaw);
        GameController c;
        QObject owner;
        const QHash<int, int> ids = c.loadState(s);
        trespasser = ids.value(trespasser);
        outlaw = ids.value(outlaw);
        attachTesters(c, &owner);
        QVERIFY(c.playCard(trespasser));
        QVERIFY(c.pass());
        QVERIFY(c.pass()); // it resolves; its enters trigger asks for its target
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("chooseTarget"));
        QVERIFY(c.hint().contains(QStringLiteral("Open a graveyard")));
        QCOMPARE(c.primaryText(), QStringLiteral("No target"));
        QCOMPARE(role(c.graveyard(1), 0, "targetable").toBool(), true);
        QVERIFY(c.playCard(outlaw));
        QCOMPARE(c.turn()->decisionKind(), QString());
        QCOMPARE(role(c.graveyard(1), 0, "targetable").toBool(), false);
        QCOMPARE(role(c.stack(), 0, "targets").toString(), QStringLiteral("Kruin Outlaw in Bob's graveyard"));
        QVERIFY(c.pass());
        QVERIFY(c.pass());
        QCOMPARE(c.graveyard(1)->rowCount(), 0);
        QCOMPARE(c.game().state().players[1].exile, QList<int>{outlaw});
        QCOMPARE(role(c.players(), 1, "life").toInt(), 19);
        QCOMPARE(role(c.players(), 0, "life").toInt(), 21);
    }

    // A permanent's ability menu says which abilities can be activated now, and why not.
    void abilityMenuExplainsItself()
    {
        GameState s = basePosition(DayNight::Day);
        const int wolf = addPermanent(s, 0, QStringLiteral("snarling-wolf"));
        addLands(s, 0, QStringLiteral("forest"), 2);
        GameController c;
        c.loadState(s);
        QVariantList menu = c.abilitiesOf(wolf);
        QCOMPARE(menu.size(), 1);
        QCOMPARE(menu.first().toMap().value("enabled").toBool(), true);
        QVERIFY(c.activateAbility(wolf, menu.first().toMap().value("index").toInt()));
        QCOMPARE(c.stack()->rowCount(), 1);
        menu = c.abilitiesOf(wolf);
        QCOMPARE(menu.first().toMap().value("enabled").toBool(), false);
        QVERIFY(menu.first().toMap().value("why").toString().contains(QStringLiteral("once each turn")));
    }

    void forecastCountsTheActivePlayersSpells()
    {
        GameState s = basePosition(DayNight::Night);
        addLands(s, 0, QStringLiteral("island"), 2);
        int consider = addToHand(s, 0, QStringLiteral("consider"));
        GameController c;
        const QHash<int, int> ids = c.loadState(s); // card ids as a load numbers them
        consider = ids.value(consider);
        QSignalSpy forecast(c.dayNight(), &DayNightState::forecastChanged);
        QVERIFY(c.dayNight()->forecast().contains(QStringLiteral("casts 2 more")));
        QVERIFY(c.playCard(consider));
        QCOMPARE(forecast.count(), 1);
        QVERIFY(c.dayNight()->forecast().contains(QStringLiteral("casts 1 more")));
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
