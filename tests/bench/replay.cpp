// Figure 8: opening a recorded game in the table, as File > Open does:
// GameController::openScenario() reads the file, runs it dry (every action checked, and every
// checkpoint's position hashed), then plays every action into the game record, the log and the
// timeline. Beside it, the same file run headless (what the dry run costs alone). Two games of
// random legal actions, seeded as `daynight --headless --self-play` chooses them: the demo decks
// with four players, seed 5 (2,884 actions: the game ends there), and a longer one of 10,000
// actions from a position with six daybound werewolves and libraries of 300 Forests (its
// positions grow to hundreds of lands, so each checkpoint costs more to hash). Set-up
// (recording the game, a new controller) is not timed.
#include "bench.h"

#include "gamecontroller.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace rules;

namespace bench {

namespace {

/// The actions from the start to the point the table shows.
int pliesOf(const GameController &controller)
{
    return controller.record().node(controller.record().current()).ply;
}

/// Random legal actions (a generator seeded with `seed`), as `daynight --headless --self-play`
/// plays them, until the record holds `actions` or the game ends.
void playRandomly(quint64 seed, int actions, GameController *controller)
{
    std::mt19937_64 rng(seed);
    while (pliesOf(*controller) < actions && !controller->game().state().gameOver) {
        const GameState &s = controller->game().state();
        const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
        const QList<Action> legal = controller->game().legalActions(actor);
        if (legal.isEmpty() || !controller->apply(legal[int(rng() % quint64(legal.size()))]).accepted)
            break;
    }
}

/// Times opening `file` (`actions` long) in a table, and running it headless as
/// `daynight --headless --scenario` does, and prints both as `what`.
void timeOpening(const QString &what, const QString &file, int actions, const Options &o)
{
    const qint64 kib = QFile(file).size() / 1024;
    const Samples open = measure(o.runs, [&] {
        GameController controller;
        controller.newGame(1);
        QElapsedTimer timer;
        timer.start();
        const bool ok = controller.openScenario(file);
        const qint64 ns = timer.nsecsElapsed();
        if (!ok || controller.timeline()->count() != actions + 1) {
            std::fprintf(stderr, "daynight_bench: the replay did not open: %s\n", qPrintable(controller.status()));
            std::exit(1);
        }
        return ns;
    });
    printMs(QStringLiteral("open %1 of %2 actions in the table (GameController::openScenario, %3 KiB)").arg(what).arg(actions).arg(kib), open);
    const Samples headless = measure(o.runs, [&] {
        QElapsedTimer timer;
        timer.start();
        Scenario sc;
        QString error;
        const bool ok = Scenario::load(file, &sc, &error) && runScenario(sc).code == ScenarioRun::Passed;
        const qint64 ns = timer.nsecsElapsed();
        if (!ok) {
            std::fprintf(stderr, "daynight_bench: the replay does not run headless: %s\n", qPrintable(error));
            std::exit(1);
        }
        return ns;
    });
    printMs(QStringLiteral("  the same file run headless (Scenario::load + runScenario, as --headless --scenario)"), headless);
}

} // namespace

void runReplay(const Options &o)
{
    QTemporaryDir dir;
    // A game of the demo decks as `daynight --headless --self-play 10000 --seed 5 --players 4`
    // records it: it ends after 2,884 actions.
    const QString selfPlay = dir.filePath(QStringLiteral("self-play.json"));
    int actions = 0;
    {
        GameController recorder;
        recorder.newGame(5, 4);
        playRandomly(5, o.quick ? 200 : 10000, &recorder);
        actions = pliesOf(recorder);
        if (!recorder.saveScenario(selfPlay)) {
            std::fprintf(stderr, "daynight_bench: could not write the replay: %s\n", qPrintable(recorder.status()));
            std::exit(1);
        }
    }
    timeOpening(QStringLiteral("the self-play game (seed 5, four players)"), selfPlay, actions, o);

    // A longer game: from a position with libraries of 300 Forests and six daybound werewolves.
    const int wanted = o.quick ? 300 : 10000;
    const QString longGame = dir.filePath(QStringLiteral("long.json"));
    {
        GameController recorder;
        for (quint64 seed = 1; seed <= 20 && pliesOf(recorder) < wanted; ++seed) {
            recorder.loadState(position(DayNight::Day, 6, daybound(), 300));
            playRandomly(seed, wanted, &recorder);
        }
        actions = pliesOf(recorder);
        if (!recorder.saveScenario(longGame)) {
            std::fprintf(stderr, "daynight_bench: could not write the replay: %s\n", qPrintable(recorder.status()));
            std::exit(1);
        }
    }
    timeOpening(QStringLiteral("a long game"), longGame, actions, o);
}

} // namespace bench
