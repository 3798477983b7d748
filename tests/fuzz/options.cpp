#include "options.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>
#include <cstdlib>

namespace fuzz {

void badOption(const QString &why)
{
    std::fprintf(stderr, "daynight_fuzz: %s\n", qPrintable(why));
    std::exit(2);
}

Options parseOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Seeded structure-aware fuzzing of the table's loaders and of `daynight --headless` (see the top of tests/fuzz/main.cpp)."));
    parser.addHelpOption();
    const QString envCount = qEnvironmentVariable("DAYNIGHT_FUZZ_COUNT");
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed of the run (default 1)."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption count(QStringLiteral("count"), QStringLiteral("Inputs per kind (default $DAYNIGHT_FUZZ_COUNT, else %1).").arg(kSmokeCount),
                                   QStringLiteral("n"), envCount.isEmpty() ? QString::number(kSmokeCount) : envCount);
    const QCommandLineOption kinds(QStringLiteral("kinds"), QStringLiteral("The kinds of input, comma-separated (default all): scenario, replay, report, autosave, lesson, deck."),
                                   QStringLiteral("list"));
    const QCommandLineOption index(QStringLiteral("index"), QStringLiteral("Make and run only input <i> of the seed (of the one kind --kinds names), and keep it."), QStringLiteral("i"));
    const QCommandLineOption timeLimit(QStringLiteral("time-limit-ms"), QStringLiteral("CPU time limit of one run (default 3000)."), QStringLiteral("ms"), QStringLiteral("3000"));
    const QCommandLineOption wallLimit(QStringLiteral("wall-limit-ms"), QStringLiteral("Wall time limit of one run (default 60000), for a hang that does not use the CPU."), QStringLiteral("ms"), QStringLiteral("60000"));
    const QCommandLineOption memoryLimit(QStringLiteral("memory-limit-mb"), QStringLiteral("Address-space limit of one run (default 4096; 0: none)."), QStringLiteral("mb"), QStringLiteral("4096"));
    const QCommandLineOption app(QStringLiteral("app"), QStringLiteral("The daynight program."), QStringLiteral("path"), QStringLiteral(DAYNIGHT_EXECUTABLE));
    const QCommandLineOption corpus(QStringLiteral("corpus"), QStringLiteral("A folder of scenario, replay, report, autosave or lesson files (repeatable; default the project's)."), QStringLiteral("dir"));
    const QCommandLineOption cards(QStringLiteral("cards"), QStringLiteral("The card pool's folder, donors of custom cards."), QStringLiteral("dir"), QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/cards"));
    const QCommandLineOption keep(QStringLiteral("keep"), QStringLiteral("Where failing inputs go."), QStringLiteral("dir"), QStringLiteral(DAYNIGHT_FUZZ_KEEP));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Runs at the same time (default 2)."), QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption maxFailures(QStringLiteral("max-failures"), QStringLiteral("Stop making inputs after this many failures (default 0: never), so a regression that hangs every input still ends with a summary."), QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption minimiseEach(QStringLiteral("minimise"), QStringLiteral("Failures of the headless runs to minimise per class (default 1)."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption minimiseRuns(QStringLiteral("minimise-runs"), QStringLiteral("Runs one minimisation may take (default 300)."), QStringLiteral("n"), QStringLiteral("300"));
    const QCommandLineOption minimiseSeconds(QStringLiteral("minimise-seconds"), QStringLiteral("Seconds one minimisation may take (default 60)."), QStringLiteral("s"), QStringLiteral("60"));
    const QCommandLineOption savedPrefixes(QStringLiteral("saved-prefixes"), QStringLiteral("Saved games cut after some actions, per scenario (default 6)."), QStringLiteral("n"), QStringLiteral("6"));
    const QCommandLineOption tableGames(QStringLiteral("table-games"), QStringLiteral("Games played at a table for the replays, autosaves and reports of the corpus (default 4)."), QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption maxActions(QStringLiteral("in-process-max-actions"), QStringLiteral("Skip the table's loaders for JSON inputs with more than <n> actions (default 0: none is skipped)."), QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption known(QStringLiteral("known"), QStringLiteral("Failure classes of bugs already reported, comma-separated: their inputs are kept and counted apart and do not fail the run."), QStringLiteral("classes"));
    const QCommandLineOption noInProcess(QStringLiteral("no-in-process"), QStringLiteral("Run the inputs headless only, not through the table's loaders."));
    const QCommandLineOption checkFile(QStringLiteral("check-file"), QStringLiteral("Run the table's loaders on <file> here (as the kind --kinds names), print the verdict and exit (1 if a promise failed)."), QStringLiteral("file"));
    const QCommandLineOption dumpAccepted(QStringLiteral("dump-accepted"), QStringLiteral("Also write every mutated input that exited 0 or 1 here, with its mutations (to review what was accepted)."), QStringLiteral("dir"));
    const QCommandLineOption writeCorpus(QStringLiteral("write-corpus"), QStringLiteral("Write the corpus (files, saved games, table games and deck lists) here and exit."), QStringLiteral("dir"));
    const QCommandLineOption messages(QStringLiteral("messages"), QStringLiteral("Write one tab-separated line per input here: kind, index, outcome, ms, the first line of stderr, the in-process verdict, origin, mutations."), QStringLiteral("file"));
    const QCommandLineOption verbose(QStringLiteral("verbose"), QStringLiteral("Print a line for every input, not only the failures."));
    parser.addOptions({seed, count, kinds, index, timeLimit, wallLimit, memoryLimit, app, corpus, cards, keep, jobs, maxFailures, minimiseEach, minimiseRuns,
                       minimiseSeconds, savedPrefixes, tableGames, maxActions, known, noInProcess, checkFile, dumpAccepted, verbose, writeCorpus, messages});
    parser.process(arguments);
    if (!parser.positionalArguments().isEmpty())
        badOption(QStringLiteral("unexpected argument %1").arg(parser.positionalArguments().first()));

    auto number = [&](const QCommandLineOption &o, qint64 min) {
        bool ok = false;
        const qint64 v = parser.value(o).toLongLong(&ok);
        if (!ok || v < min)
            badOption(QStringLiteral("--%1: expected a whole number from %2, got \"%3\"").arg(o.names().first()).arg(min).arg(parser.value(o)));
        return v;
    };
    Options o;
    bool ok = false;
    o.seed = parser.value(seed).toULongLong(&ok);
    if (!ok)
        badOption(QStringLiteral("--seed: expected a whole number, got \"%1\"").arg(parser.value(seed)));
    o.count = number(count, 0);
    if (parser.isSet(kinds)) {
        for (const QString &name : parser.value(kinds).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            InputKind k;
            if (!kindFromName(name.trimmed(), &k))
                badOption(QStringLiteral("--kinds: expected scenario, replay, report, autosave, lesson or deck, got \"%1\"").arg(name));
            if (!o.kinds.contains(k))
                o.kinds << k;
        }
    } else {
        o.kinds = allKinds();
    }
    if (parser.isSet(index)) {
        o.index = number(index, 0);
        if (o.kinds.size() != 1)
            badOption(QStringLiteral("--index: name the input's kind with --kinds (one kind)"));
    }
    o.checkFile = parser.value(checkFile);
    if (!o.checkFile.isEmpty() && o.kinds.size() != 1)
        badOption(QStringLiteral("--check-file: name the file's kind with --kinds (one kind)"));
    o.run.timeLimitMs = int(number(timeLimit, 1));
    o.run.wallLimitMs = int(number(wallLimit, 1));
    o.run.memoryLimitMb = number(memoryLimit, 0);
    o.run.app = parser.value(app);
    o.jobs = int(number(jobs, 1));
    o.minimiseEach = int(number(minimiseEach, 0));
    o.maxFailures = number(maxFailures, 0);
    o.minimiseRuns = int(number(minimiseRuns, 1));
    o.minimiseSeconds = int(number(minimiseSeconds, 1));
    o.savedPrefixes = int(number(savedPrefixes, 0));
    o.tableGames = int(number(tableGames, 0));
    o.inProcess = !parser.isSet(noInProcess);
    o.inProcessMaxActions = int(number(maxActions, 0));
    o.known = parser.value(known).split(QLatin1Char(','), Qt::SkipEmptyParts);
    o.keep = parser.value(keep);
    o.dumpAccepted = parser.value(dumpAccepted);
    o.verbose = parser.isSet(verbose);
    o.writeCorpus = parser.value(writeCorpus);
    o.messages = parser.value(messages);
    o.cards = parser.value(cards);
    o.corpus = parser.values(corpus);
    if (o.corpus.isEmpty())
        for (const char *d : {"/resources/scenarios", "/resources/lessons", "/tests/scenarios", "/tests/scenarios/bad", "/tests/scenarios/failing"})
            o.corpus << QStringLiteral(DAYNIGHT_SOURCE_DIR) + QLatin1String(d);
    if (!QFileInfo(o.run.app).isExecutable())
        badOption(QStringLiteral("--app: %1 is not an executable program").arg(o.run.app));
    return o;
}

} // namespace fuzz
