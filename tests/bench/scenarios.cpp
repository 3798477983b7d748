// Figure 8: the two long scenarios of tests/scenarios, run headless as `daynight --headless
// --scenario` runs them (rules::runScenario(): the position, every action, the expectations),
// the file read and checked beforehand (not timed): many-puts.json, 1,600 sandbox puts of Forests
// and Snarling Wolves, and many-anthems.json, 1,600 Mayors of Avabruck each pumping the others.
// Both once took about a minute (issue 9: every action cost as much as the battlefield held);
// each action now costs the same, so the runs take a fraction of a second. A run that does not
// pass its expectations is a bug: the benchmark says so and exits 1. Beside each, the same file
// in the table, as File > Open, Ctrl+S and opening the save again cost: GameController's
// openScenario() (a dry run, then every action into the record, the log and the timeline),
// recordText(), and openScenarioText() of that text (its checkpoints checked).
#include "bench.h"

#include "gamecontroller.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <cstdio>
#include <cstdlib>

using namespace rules;

namespace bench {

void runScenarios(const Options &o)
{
    for (const char *name : {"many-puts", "many-anthems"}) {
        const QString file = QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/%1.json").arg(QLatin1String(name));
        Scenario sc;
        QString error;
        if (!Scenario::load(file, &sc, &error)) {
            std::fprintf(stderr, "daynight_bench: %s\n", qPrintable(error));
            std::exit(1);
        }
        const Samples s = measure(o.runs, [&] {
            QElapsedTimer timer;
            timer.start();
            const ScenarioRun run = runScenario(sc);
            const qint64 ns = timer.nsecsElapsed();
            if (run.code != ScenarioRun::Passed) {
                std::fprintf(stderr, "daynight_bench: %s did not pass: %s%s\n", qPrintable(file), qPrintable(run.message),
                             qPrintable(run.failures.join(QStringLiteral("; "))));
                std::exit(1);
            }
            return ns;
        });
        printMs(QStringLiteral("scenario %1.json headless: %2 actions, the expectations checked").arg(QLatin1String(name)).arg(sc.actions.size()), s);
        const Samples table = measure(o.runs, [&] {
            GameController controller;
            controller.newGame(1);
            QElapsedTimer timer;
            timer.start();
            const bool opened = controller.openScenario(file);
            const QString saved = opened ? controller.recordText(true) : QString();
            const bool reopened = opened && controller.openScenarioText(saved);
            const qint64 ns = timer.nsecsElapsed();
            if (!reopened) {
                std::fprintf(stderr, "daynight_bench: %s does not open, save and open again in the table: %s\n", qPrintable(file),
                             qPrintable(controller.status()));
                std::exit(1);
            }
            return ns;
        });
        printMs(QStringLiteral("  in the table: open, save (with checkpoints), open the save"), table);
    }
}

} // namespace bench
