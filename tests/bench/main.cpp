// daynight_bench: the figures issue 8 (the engine reshape) targets, measured the same way before
// and after. Not a test: nothing here asserts a time. ctest runs it once with --quick
// (bench_smoke) so that it keeps building and running.
//
// Every figure is the median of several runs (--runs, default 5) of the part named, timed with
// QElapsedTimer; set-up (building positions, choosing actions) is not timed. Positions are
// built by hand (tests/rules/position.h): two players, turn 3, Alice's precombat main phase,
// N daybound Outland Liberators alternately hers and Bob's. Everything is seeded: the same
// build does the same work on every run.
//
//   daynight   1. One designation change, day -> night (CR 730.1, 702.145c, ruling 5: every
//                 daybound permanent transforms at once), N = 10, 100, 1,000, 10,000: apply()
//                 of the sandbox action "it becomes night". A run over 5 s is not repeated.
//   turn       2. A whole turn at N = 1,000: everyone passes from the main phase to the next
//                 turn's main phase; the untap step's check (CR 502.2) makes it night there.
//   xmage      3. The XMage #11285 case: 15 daybound permanents per side, 300 turns, the
//                 designation switching at every untap step (one side casts nothing, the other
//                 two spells); the same turns with vanilla creatures as the baseline; the ratio.
//   random     4. Seeded random play (as tst_randomplay): actions per second of apply() alone.
//   saveload   5. Save (state to JSON bytes) and load (bytes to state, with the consistency
//                 checks) at N = 1,000 and 10,000: the cost should grow linearly.
//   undo       6. The table's GameController: heap growth of its undo history over 1,000
//                 actions at N = 100 (glibc mallinfo2), the size of one state, and the time of
//                 one accepted action at N = 100 and 1,000.
//   startup    7. Start-up offscreen, each in a fresh process: an empty QML Window against the
//                 real table, by phase, and the ratio of their first frames after main(); when
//                 the table is complete (nothing left loading asynchronously); and what the
//                 table makes on first use instead of before its first frame.
//   replay     8. Opening a replay of 10,000 actions (a seeded random four-player game) in the
//                 table's GameController: read, dry run, every action into the record, the log
//                 and the timeline.
//   decklist   9. Checking a deck list of 100,000 mistyped lines (the first hundred problems
//                 listed, the rest counted), the decks folder holding it, and a 16 MiB list;
//                 with the growth of peak memory.
//   scenarios 10. The long scenarios of tests/scenarios run headless (rules::runScenario):
//                 1,600 sandbox puts (many-puts.json) and 1,600 anthems (many-anthems.json).
//   network   11. Network play over wss on 127.0.0.1 (host and guests in this process): one
//                 action's round trip to every viewer with 8 and 30 spectators (p50, p99 of
//                 every action of several greedy games), the bytes to one player over a whole
//                 game, 100 reconnects after a cut connection, 200 bot games checked for view
//                 mismatches; each against the network play's target.
#include "bench.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <malloc.h>

namespace {

// The figure groups, in the order they run (--only picks one by name).
struct Group {
    QString name;
    void (*run)(const bench::Options &);
};
const QList<Group> &groups()
{
    static const QList<Group> list{
        {QStringLiteral("daynight"), bench::runDesignation}, {QStringLiteral("turn"), bench::runTurn},
        {QStringLiteral("xmage"), bench::runXmage},          {QStringLiteral("random"), bench::runRandomPlay},
        {QStringLiteral("saveload"), bench::runSaveLoad},    {QStringLiteral("undo"), bench::runUndo},
        {QStringLiteral("startup"), bench::runStartup},      {QStringLiteral("replay"), bench::runReplay},
        {QStringLiteral("decklist"), bench::runDeckList},
        {QStringLiteral("scenarios"), bench::runScenarios},  {QStringLiteral("network"), bench::runNetwork},
    };
    return list;
}

QString groupNames()
{
    QStringList names;
    for (const Group &g : groups())
        names << g.name;
    return names.join(QStringLiteral(", "));
}

[[noreturn]] void fail(const QString &msg)
{
    std::fprintf(stderr, "daynight_bench: %s\n", qPrintable(msg));
    std::exit(2);
}

int positiveValue(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1)
        fail(QStringLiteral("--%1: expected a whole number of at least 1, got \"%2\"").arg(option.names().constFirst(), parser.value(option)));
    return value;
}

} // namespace

int main(int argc, char *argv[])
{
    // The start-up figure's child: it must create its own QGuiApplication, so it is recognised
    // before any application object exists.
    if (argc == 3 && std::strcmp(argv[1], "--startup-once") == 0)
        return bench::startupOnce(argc, argv, QString::fromLocal8Bit(argv[2]));

    // Steady state, as in a long-running table: freed memory stays in the process instead of
    // going back to the system after each run. Otherwise every run of a large position pays for
    // the first touch of fresh pages, which on a virtual machine costs more than the rules
    // (N = 10,000: about 16 ms of page faults around 4 ms of work). `--fresh-memory` measures
    // that way instead.
    const bool freshMemory = std::find_if(argv, argv + argc, [](const char *a) { return std::strcmp(a, "--fresh-memory") == 0; }) != argv + argc;
    if (!freshMemory) {
        mallopt(M_MMAP_THRESHOLD, 1 << 30);
        mallopt(M_TRIM_THRESHOLD, 1 << 30);
    }

    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Day/Night Table benchmark: prints one line per figure, each the median of several runs. "
        "Figure groups: ") + groupNames() + QLatin1Char('.'));
    parser.addHelpOption();
    const QCommandLineOption quick(QStringLiteral("quick"), QStringLiteral("Tiny sizes and one run (a smoke run, not figures)."));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Timed runs per figure (default 5); the median is printed."),
                                  QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption only(QStringLiteral("only"), QStringLiteral("Run one figure group: %1.").arg(groupNames()),
                                  QStringLiteral("group"));
    const QCommandLineOption maxN(QStringLiteral("max-n"), QStringLiteral("Leave out sizes above <n> permanents (default 10000)."),
                                  QStringLiteral("n"), QStringLiteral("10000"));
    const QCommandLineOption fresh(QStringLiteral("fresh-memory"), QStringLiteral("Return freed memory to the system after each run, so each run also pays for touching fresh pages."));
    parser.addOptions({quick, runs, only, maxN, fresh});
    parser.process(app);
    if (!parser.positionalArguments().isEmpty())
        fail(QStringLiteral("unexpected argument \"%1\" (see --help)").arg(parser.positionalArguments().constFirst()));

    bench::Options o;
    o.quick = parser.isSet(quick);
    o.runs = parser.isSet(runs) || !o.quick ? positiveValue(parser, runs) : 1;
    o.maxN = positiveValue(parser, maxN);
    const QString group = parser.value(only);
    if (!group.isEmpty() && std::none_of(groups().begin(), groups().end(), [&](const Group &g) { return g.name == group; }))
        fail(QStringLiteral("--only: expected one of %1, got \"%2\"").arg(groupNames(), group));

#ifdef QT_NO_DEBUG
    const char *asserts = "off";
#else
    const char *asserts = "on (figures of a debug build mean little)";
#endif
    bench::printLine(QStringLiteral("# daynight_bench: Qt %1, build %2, assertions %3, %4 run(s) per figure%5")
                         .arg(QLatin1String(qVersion()), QStringLiteral(DAYNIGHT_BUILD_TYPE), QLatin1String(asserts))
                         .arg(o.runs)
                         .arg(o.quick ? QStringLiteral(", --quick sizes") : QString()));
    for (const Group &g : groups())
        if (group.isEmpty() || group == g.name)
            g.run(o);
    return 0;
}
