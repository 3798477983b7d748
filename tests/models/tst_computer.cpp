// The computer at the table (issue 13): ComputerOpponent plays a computer seat through the
// controller, off the GUI thread, at its pace; a person cannot act for that seat; undo goes back
// to the person's last decision and the computer waits at a point reached by walking the record
// until resume(); a decision about a position that changed meanwhile is thrown away; the same
// seed plays the same game; the time and the pace are remembered (Preferences).
#include "gamecontroller.h"
#include "preferences.h"
#include "scenario.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace rules;

class TestComputer : public QObject
{
    Q_OBJECT

    static QVariantMap seat(const QString &name, const QString &deck, bool computer)
    {
        return {{QStringLiteral("name"), name}, {QStringLiteral("deck"), deck}, {QStringLiteral("computer"), computer}};
    }
    /// A game of seed 3: Alice (Tovolar's Pack) and Bob (Day Keepers), the computer playing those
    /// named in `computers`, with a small deterministic search (iterations only, no time cap) and
    /// no pace, so that tests are quick and repeatable.
    static void start(GameController &c, const QStringList &computers)
    {
        c.stops()->restoreDefaults();
        c.stops()->setAutoPass(true);
        c.computer()->setPaceMs(0);
        ai::SearchOptions options;
        options.iterations = 24;
        options.budgetMs = 0;
        c.computer()->setSearchOptions(options);
        QVERIFY(c.newGameWithSeats(QStringLiteral("3"), {seat(QStringLiteral("Alice"), QStringLiteral("demo:tovolars-pack"), computers.contains(QStringLiteral("Alice"))),
                                                         seat(QStringLiteral("Bob"), QStringLiteral("demo:day-keepers"), computers.contains(QStringLiteral("Bob")))}));
    }
    static int actingSeat(const GameController &c) { return ai::actingPlayer(c.game().state()); }
    static bool anyLogLine(const GameController &c, const QString &part)
    {
        for (int i = 0; i < c.log()->rowCount(); ++i)
            if (c.log()->index(i).data(LogModel::Text).toString().contains(part))
                return true;
        return false;
    }

private slots:
    void theComputerPlaysBothSeatsThroughTheTurns()
    {
        GameController c;
        QSignalSpy acted(c.computer(), &ComputerOpponent::acted);
        QSignalSpy state(c.computer(), &ComputerOpponent::stateChanged);
        start(c, {QStringLiteral("Alice"), QStringLiteral("Bob")});
        // Nothing happens until the event loop runs: the search is on a worker thread.
        QCOMPARE(c.record().current(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(c.game().state().turnNumber >= 4 || c.game().state().gameOver, 120000);
        QVERIFY(acted.size() > 5);
        QVERIFY(state.size() > 0);
        // Both seats acted: lands, spells or attacks, each in the log as the table logs a click.
        QSet<int> seats;
        for (const auto &args : std::as_const(acted))
            seats.insert(args.at(0).toInt());
        QCOMPARE(seats, (QSet<int>{0, 1}));
        QVERIFY(anyLogLine(c, QStringLiteral("plays")));
        // A decision with a choice says what the computer weighed, with the expected results.
        QVERIFY(anyLogLine(c, QStringLiteral("(the computer) weighed")));
        // Its choices in words that tell them apart: what each does, not a log line.
        QVERIFY(anyLogLine(c, QStringLiteral("by the expected result: ")));
        QVERIFY(anyLogLine(c, QStringLiteral("cast ")) || anyLogLine(c, QStringLiteral("attack with ")));
        for (int i = 0; i < c.log()->rowCount(); ++i) {
            const QString line = c.log()->index(i).data(LogModel::Text).toString();
            QVERIFY2(!line.contains(QLatin1String("weighed")) || !line.contains(QLatin1String("an action")), qPrintable(line));
        }
    }

    void aPersonCannotActForTheComputersSeat()
    {
        // The computer plays both seats. Its actions land through the event loop only, so the
        // record cannot change during one of the table's commands: each check below compares
        // the record just before and just after the command, whatever the machine's load.
        GameController c;
        start(c, {QStringLiteral("Alice"), QStringLiteral("Bob")});
        c.computer()->setPaceMs(3000); // it stays on each decision for a while
        QVERIFY(actingSeat(c) >= 0);
        QSignalSpy refused(&c, &GameController::refused);
        int before = c.record().current();
        QVERIFY(!c.pass());
        QCOMPARE(c.record().current(), before);
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused.first().first().toString().contains(QLatin1String("is played by the computer")), qPrintable(refused.first().first().toString()));
        // The main button says the computer is thinking; it does not pass for it.
        QTRY_VERIFY(c.computer()->thinking());
        QCOMPARE(c.computer()->seat(), actingSeat(c));
        QVERIFY2(c.computer()->status().contains(QLatin1String("is thinking")), qPrintable(c.computer()->status()));
        before = c.record().current();
        QVERIFY(!c.primaryAction());
        QCOMPARE(c.record().current(), before);
        c.computer()->waitForWorker();
    }

    void passUntilEndOfTurnNeverPassesForTheComputer()
    {
        // Alice presses Enter: the table passes for her, and stops as soon as Bob
        // (the computer) holds priority; he makes his own passes.
        GameController c;
        start(c, {QStringLiteral("Bob")});
        QTRY_VERIFY_WITH_TIMEOUT(actingSeat(c) == 0, 60000); // Bob may start: he plays first
        const int from = c.record().current();
        QVERIFY(c.passUntilNextTurn());
        QCOMPARE(actingSeat(c), 1);
        const QList<int> line = c.record().path(c.record().current());
        for (qsizetype i = line.indexOf(from) + 1; i < line.size(); ++i)
            QVERIFY2(c.record().node(line[i]).action.player != 1, qPrintable(QString::number(line[i])));
        // Nor do Space, Enter or a click on his card while he is to act.
        const int before = c.record().current();
        QVERIFY(!c.primaryAction());
        QVERIFY(!c.passUntilNextTurn());
        QVERIFY(!c.passUntilSomethingHappens());
        QVERIFY(!c.playCard(c.game().state().players[1].hand.first()));
        QCOMPARE(c.record().current(), before);
        c.computer()->waitForWorker();
    }

    void aPersonPlaysAgainstTheComputerAndUndoGoesBackToThem()
    {
        GameController c;
        start(c, {QStringLiteral("Bob")});
        // Alice plays by the table's commands; Bob answers by himself. Alice passes (auto-pass
        // runs on for her) until Bob has acted a few times and she is to act again.
        QSignalSpy acted(c.computer(), &ComputerOpponent::acted);
        for (int i = 0; i < 200 && acted.size() < 4 && !c.game().state().gameOver; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(actingSeat(c) == 0 || c.game().state().gameOver, 60000);
            QVERIFY2(c.primaryAction(), qPrintable(c.status()));
        }
        QVERIFY(acted.size() >= 4);
        QTRY_VERIFY_WITH_TIMEOUT(!c.computer()->thinking() && actingSeat(c) == 0, 60000);
        // Undo takes back Alice's last action and the computer's after it: Alice is to act.
        const int before = c.record().current();
        QVERIFY(c.undo());
        QVERIFY(c.record().current() < before);
        QCOMPARE(actingSeat(c), 0);
        QVERIFY(!c.computer()->held());
        // Walking forward to a point where Bob acts: the computer waits there ...
        while (c.record().canRedo() && actingSeat(c) != 1)
            QVERIFY(c.redo());
        QCOMPARE(actingSeat(c), 1);
        QVERIFY(c.computer()->held());
        QTRY_VERIFY2(c.computer()->status().contains(QLatin1String("waits")), qPrintable(c.computer()->status()));
        // Held, it thinks about nothing (no worker, no action waiting for its pace): nothing can
        // reach the table however long the event loop runs.
        QVERIFY(c.computer()->held());
        QVERIFY(!c.computer()->thinking());
        const int walked = c.record().current();
        c.computer()->waitForWorker();
        QCoreApplication::processEvents();
        QCOMPARE(c.record().current(), walked);
        QVERIFY(c.computer()->held());
        // ... until the main button lets it play from here.
        QVERIFY(c.primaryAction());
        QVERIFY(!c.computer()->held());
        QTRY_VERIFY_WITH_TIMEOUT(c.record().current() != walked, 60000);
    }

    void aDecisionAboutAnOlderPositionIsDropped()
    {
        // The position changes as soon as the computer starts on its first decision (the board
        // editor takes over): queued behind the start of the decision, so the editor opens
        // before the worker's answer or its pace can reach the table, however loaded the
        // machine. The decision is thrown away, nothing is played.
        bool edited = false;
        GameController c;
        connect(c.computer(), &ComputerOpponent::stateChanged, &c, [&] {
            if (c.computer()->thinking() && !edited) {
                edited = true;
                c.editor()->setEditing(true);
            }
        }, Qt::QueuedConnection);
        start(c, {QStringLiteral("Alice"), QStringLiteral("Bob")});
        QTRY_VERIFY(edited);
        QTRY_VERIFY_WITH_TIMEOUT(!c.computer()->thinking(), 60000);
        c.computer()->waitForWorker();
        QCoreApplication::processEvents();
        QCOMPARE(c.record().current(), 0);
        QCOMPARE(c.computer()->seat(), -1);
        // Leaving the editor: the computer thinks again and plays.
        c.computer()->setPaceMs(0);
        c.editor()->setEditing(false);
        QTRY_VERIFY_WITH_TIMEOUT(c.record().current() > 0, 60000);
    }

    void theSameSeedPlaysTheSameGame()
    {
        // Two tables, the same seed, the computer on both seats: after its first 30 actions the
        // positions are the same, card for card.
        QStringList hashes;
        for (int run = 0; run < 2; ++run) {
            GameController c;
            QSignalSpy acted(c.computer(), &ComputerOpponent::acted);
            connect(c.computer(), &ComputerOpponent::acted, &c, [&] {
                if (acted.size() >= 30) // the spy, connected first, has counted this one
                    c.computer()->hold();
            });
            start(c, {QStringLiteral("Alice"), QStringLiteral("Bob")});
            QTRY_VERIFY_WITH_TIMEOUT(c.computer()->held() || c.game().state().gameOver, 120000);
            // Held after its 30th action: nothing more is on its way to the table.
            QVERIFY(!c.computer()->thinking());
            QCOMPARE(acted.size(), 30);
            hashes.append(stateHash(c.game().state(), c.game().cards()));
        }
        QCOMPARE(hashes[0], hashes[1]);
    }

    void theTimeAndThePaceAreRemembered()
    {
        QSettings().remove(QStringLiteral("computer"));
        {
            Preferences preferences;
            GameController c;
            preferences.keepComputer(c.computer());
            QCOMPARE(c.computer()->budgetMs(), 1000);
            QCOMPARE(c.computer()->paceMs(), 700);
            c.computer()->setBudgetMs(2500);
            c.computer()->setPaceMs(99999); // clamped
            c.computer()->setBudgetMs(5); // clamped
        }
        Preferences preferences;
        GameController c;
        preferences.keepComputer(c.computer());
        QCOMPARE(c.computer()->budgetMs(), ComputerOpponent::kMinBudgetMs);
        QCOMPARE(c.computer()->paceMs(), ComputerOpponent::kMaxPaceMs);
    }
};

QTEST_GUILESS_MAIN(TestComputer)
#include "tst_computer.moc"
