// Figure 6: the table's cost per action. GameController (src/models) keeps the state before
// every accepted action for undo (a whole GameState, up to its history limit), appends the
// events to its log and refreshes its list models. Measured without a window:
//  - heap growth over 1,000 actions (passing, answering decisions simply) with N = 100
//    daybound permanents, from glibc's mallinfo2() (uordblks: bytes in use);
//  - the size of one state: on average in the history (growth / states held; copies share the
//    lists they did not change), and copied in full (a state read back from JSON owns all its
//    data);
//  - the time of one accepted action at the table (a pass) with N = 100 and N = 1,000, and of
//    the same pass applied to the engine alone.
#include "bench.h"

#include "gamecontroller.h"
#include "statejson.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <algorithm>
#include <malloc.h>

using namespace rules;

namespace bench {

namespace {

qint64 heapInUse()
{
    return qint64(mallinfo2().uordblks);
}

QString kib(qint64 bytes)
{
    return QStringLiteral("%1 KiB").arg(double(bytes) / 1024.0, 0, 'f', 1);
}

// The heap one state takes when it shares nothing: read back from its own JSON.
qint64 fullStateBytes(const GameState &state)
{
    const CardDatabase &db = CardDatabase::builtIn();
    const QByteArray bytes = QJsonDocument(stateToJson(state, db)).toJson(QJsonDocument::Compact);
    const qint64 before = heapInUse();
    GameState copy;
    {
        QString error;
        if (!stateFromJson(QJsonDocument::fromJson(bytes).object(), db, QStringLiteral("$"), &copy, nullptr, &error))
            printLine(QStringLiteral("  (the state does not read back: %1)").arg(error));
    } // the parsed document is gone; the copy stays
    return heapInUse() - before;
}

} // namespace

void runUndo(const Options &o)
{
    const int n = std::min(o.quick ? 10 : 100, o.maxN);
    const int actions = o.quick ? 50 : 1000;
    {
        GameController controller;
        // Enough Forests that nobody draws from an empty library in ~60 turns.
        controller.loadState(position(DayNight::Day, n, daybound(), 200));
        const qint64 before = heapInUse();
        for (int i = 0; i < actions; ++i) {
            const Result r = controller.apply(passOrAnswer(controller.game()));
            if (!r.accepted) {
                printLine(QStringLiteral("  (undo figure: action %1 refused: %2)").arg(i).arg(r.reason));
                return;
            }
        }
        const qint64 growth = heapInUse() - before;
        const qint64 full = fullStateBytes(controller.game().state());
        const int turn = controller.game().state().turnNumber;
        // The timeline's jump (issue 10: under 50 ms anywhere in a 1,000-action game): the board,
        // the log and the indicator go to a point of the record, seeded points across the game.
        {
            controller.timeline()->update(controller.record()); // as the table keeps it
            const int nodes = controller.record().size();
            quint64 x = 12345;
            QList<int> targets{0, nodes - 1, nodes / 2};
            for (int i = 0; i < 9; ++i) {
                x = x * 6364136223846793005ULL + 1442695040888963407ULL;
                targets.append(int((x >> 33) % quint64(nodes)));
            }
            int next = 0;
            const Samples jump = measure(std::max(o.runs, int(targets.size())), [&] {
                QElapsedTimer timer;
                timer.start();
                controller.goToRecordNode(targets[next++ % targets.size()]);
                return timer.nsecsElapsed();
            });
            printMs(QStringLiteral("timeline jump to a point of a %1-action game (GameController::goToRecordNode: board, log, indicator and timeline models), N=%2").arg(actions).arg(n), jump);
            controller.goToRecordNode(nodes - 1);
            // The autosave after each change writes the whole session (every action, the
            // checkpoints) atomically.
            QTemporaryDir dir;
            controller.setAutosaveFile(dir.filePath(QStringLiteral("autosave.json")));
            const Samples autosave = measure(o.runs, [&] {
                QElapsedTimer timer;
                timer.start();
                if (!controller.writeAutosave())
                    printLine(QStringLiteral("  (the autosave failed: %1)").arg(controller.status()));
                return timer.nsecsElapsed();
            });
            printMs(QStringLiteral("autosave of the whole session after an action, %1-action game, N=%2 (GameController::writeAutosave)").arg(actions).arg(n), autosave);
            controller.setAutosaveFile(QString());
        }
        int held = 0;
        while (controller.undo()) // how many states the history really holds
            ++held;
        printLine(QStringLiteral("undo memory after %1 actions at N=%2 (GameController, turn %3; its history holds %4 states, its log the events): +%5 heap (mallinfo2 uordblks, one measurement)")
                      .arg(actions).arg(n).arg(turn).arg(held).arg(kib(growth)));
        printLine(QStringLiteral("undo memory per state at N=%1: %2 on average (heap growth / states held, log included; copies share unchanged lists), %3 for one state copied in full")
                      .arg(n).arg(kib(held ? growth / held : 0)).arg(kib(full)));
    }
    const QList<int> sizes = o.quick ? QList<int>{10} : QList<int>{100, 1000};
    for (int size : sizes) {
        if (size > o.maxN)
            continue;
        const GameState start = position(DayNight::Day, size, daybound());
        const Samples s = measure(o.runs, [&] {
            GameController controller;
            controller.loadState(start);
            QElapsedTimer timer;
            timer.start();
            const bool accepted = controller.apply(Action::pass(start.priorityPlayer)).accepted;
            const qint64 ns = timer.nsecsElapsed();
            if (!accepted)
                printLine(QStringLiteral("  (the pass was refused)"));
            return ns;
        });
        printMs(QStringLiteral("one accepted action at the table (GameController::apply of a pass, no window), N=%1 daybound permanents").arg(size), s);
        // The same pass without the controller: what the engine's share of the above is.
        const Samples engine = measure(o.runs, [&] {
            Game game(CardDatabase::builtIn(), start);
            qint64 ns = 0;
            timedApply(game, Action::pass(start.priorityPlayer), &ns);
            return ns;
        });
        printMs(QStringLiteral("the same pass, Game::apply alone, N=%1 daybound permanents").arg(size), engine);
    }
}

} // namespace bench
