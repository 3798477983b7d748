// daynight_fuzz: a seeded, structure-aware fuzzer for every kind of file the table reads, run both
// through the program's headless runner and through the window's own loaders (issue 9, part 3,
// widened to every input the table takes).
//
// WHAT IT PROMISES TO CHECK
//   Each input runs twice:
//   - headless, as `daynight --headless --scenario FILE` (a lesson: `--lesson FILE`), which must
//     end with exit 0 (passed), 1 (an expectation failed) or 2 (bad input, naming the file)
//     within the time limits: never a signal, a hang or a sanitizer's report;
//   - in process, through the models layer as the window calls it (inprocess.h: GameController::
//     openScenario and openScenarioText; an autosave's restoreAutosave; LessonPlayer::open and
//     every step; a deck list's rules::readDeckText and DeckLibrary's importText, importFile and
//     folder), in a worker child watched the same way (workerclient.h). A refused input must
//     leave the controller's game as it was (the same stateHash(), record and point shown) and
//     name the file; a file the table opened must save to a record that opens again at the same
//     position; a deck refused says why and leaves the library as it was, a deck imported plays
//     and reads back the same. Deck lists have no headless runner: they run in process only.
//
// THE KINDS AND THEIR CORPUS (corpus.cpp; --kinds picks some)
//   scenario  every *.json of the --corpus folders (resources/scenarios, tests/scenarios and its
//             bad/ and failing/) that is not one of the kinds below, and saved games made from
//             them: each scenario's final position (rules::runScenario), whole and cut after some
//             of its actions (--saved-prefixes), alone and with the actions that followed the cut
//             and the file's expectations, written as File > Save writes a position;
//   replay    files with "checkpoints" (tests/scenarios/replay-*.json) and --table-games games of
//             random legal actions with a variation, played at a real GameController and saved
//             as File > Save writes a record (recordText);
//   report    problem reports: files with "report" and the table games' writeReport();
//   autosave  files with "session" and the table games' writeAutosave();
//   lesson    resources/lessons (files with "lesson");
//   deck      deck lists as text: both demo decks as the table exports them, and in the MTGO and
//             Arena styles (decklistmutator.cpp).
//   The pool's card files (--cards) are donors for grafted custom cards and effects.
//
// THE INPUTS (input i of kind K of seed S is made by a generator seeded from (S, i, K) alone)
//   - The first inputs of each kind are special: for scenarios an empty file, "null",
//     /dev/zero, 30 MB of spaces, a 30 MB array of zeros, a 30 MB scenario (a library of 3 million
//     forests), arrays nested 100,000 deep, a directory, a missing file, {}, [], a bare string,
//     invalid UTF-8, a byte order mark, garbage after the object, two objects in a row, a FIFO
//     nothing is written to; for the other JSON kinds the empty file, /dev/zero, a directory and
//     the FIFO; for deck lists an empty list, a NUL, 16 MiB and one byte, 100,000 lines, a line
//     of 10 MB, binary bytes, CRLF and CR ends, the FIFO, /dev/zero and a folder.
//   - About 4% are raw-byte mutations of a file of the kind: truncate, flip bits, insert a NUL or
//     an invalid UTF-8 byte, remove or double a run of bytes.
//   - The rest walk the JSON tree of a file of the kind and apply 1 to 3 of (mutator.cpp): a
//     number becomes an extreme; a string another word, "", a NUL, 100,000 characters, its upper
//     case or a typo; a value another type; a key deleted, renamed or added; an array element
//     repeated up to 2,000 times or an array emptied; a subtree from another file; ids swapped or
//     colliding; references to missing ids or to the object itself; vocabulary words changed;
//     counts near INT_MAX; a pool card grafted; 1,600 puts or 2,000 passes; an effect with a huge
//     count; play on to a later turn; and for records (recordmutations.cpp) checkpoints out of
//     order, out of range or one digit off, a session's parents at themselves, later nodes or
//     out of range, new variations, 2,000 passes, "current" and notes out of range, seats changed.
//   - Deck lists get 1 to 3 line mutations: counts out of range or in other forms, typos and
//     other cards, a line repeated up to 20,000 times, headers and sideboard lines, odd
//     characters, lines removed, set codes, names of up to 100,000 characters, lines joined,
//     shuffled or split.
//
// HOW IT CLASSIFIES (runner.cpp, workerclient.cpp)
//   Headless: within --time-limit-ms of CPU time and --wall-limit-ms of wall time, under an
//   address-space limit of --memory-limit-mb. OK: exit 0 or 1, or exit 2 naming the file.
//   Failures: crash-SIGxxx, out-of-memory, timeout, exit-N, exit2-without-file, a sanitizer's
//   report (ubsan-...@file.cpp:line, asan-...). In process: the same classes prefixed
//   "inprocess-" (the worker crashed, hung or reported while loading the input), and the broken
//   promises: inprocess-changed-on-refusal, inprocess-refusal-without-file,
//   inprocess-saved-does-not-reopen, inprocess-saved-reopens-elsewhere,
//   inprocess-opened-but-not-saved, inprocess-refused-without-reason,
//   inprocess-imported-but-unplayable, inprocess-imported-does-not-read-back,
//   inprocess-refused-autosave-not-kept (a refused autosave is moved aside whole).
//
// WHAT IT DOES WITH A FAILURE
//   Writes the input to --keep DIR/<class>/<kind>-seed<S>-<i>.json (.deck.txt for a deck list) with
//   its .stderr and a .txt (where it came from, the mutations, the verdicts, how to reproduce),
//   then minimises the first --minimise headless failures of each class (runner.cpp) into
//   <kind>-seed<S>-<i>.min.json.
//
// REPRODUCING
//   daynight_fuzz --kinds K --seed S --index I     remakes input I of kind K of seed S alone,
//                                                 runs it both ways and keeps it
//   daynight_fuzz --kinds K --check-file FILE      the table's loaders on FILE, in this process
//   daynight --headless --scenario DIR/<class>/<kind>-seed<S>-<I>.min.json
//
// KNOWN FINDINGS
//   --known CLASS,... names failure classes of bugs already reported: their inputs are kept and
//   counted apart ("known") and do not fail the run. --in-process-max-actions N skips the table's
//   loaders for JSON inputs of more than N actions (the table plays each action through its
//   models: thousands take it minutes). The ctest entries use both for the findings they name
//   (tests/fuzz/CMakeLists.txt); a long run without them shows those bugs again.
//
// The summary gives, per kind, the inputs run, the count per exit code or signal, what the
// table's loaders did, the failures per class and the time taken; the exit code is 1 if any
// input failed, 2 on bad options. --count is per kind: $DAYNIGHT_FUZZ_COUNT when it is not given
// (2000 for the long run), else 150. With --max-failures N no input is started after the Nth
// failure, so a regression that makes every input hang still ends, with its summary.

#include "corpus.h"
#include "decklistmutator.h"
#include "inprocess.h"
#include "options.h"
#include "runner.h"
#include "workerclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QMap>
#include <QMutex>
#include <QTemporaryDir>
#include <QThread>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>

using namespace fuzz;

namespace {

struct Result {
    InputKind kind = InputKind::Scenario;
    qint64 index = 0;
    bool ran = false;         // false: not made, --max-failures was reached first
    bool special = false, raw = false;
    bool headless = false;    // run headless (all but deck lists)
    Outcome outcome;          // the headless run
    QString failure;          // "ok", or the first failure class (headless, then in process)
    bool known = false;       // the failure is of a class --known names
    QString inProcess;        // the worker's one line
    QString inProcessFailure; // "ok" or its class
    QString path;             // the path the input was given as
};

QString extensionOf(InputKind kind)
{
    return kind == InputKind::DeckList ? QStringLiteral(".deck.txt") : QStringLiteral(".json");
}

QString reproduceText(const Options &o, const Result &r, const Input &in, const QString &file)
{
    QString t;
    t += QStringLiteral("%1 input %2 of seed %3 (limits: %4 ms of CPU time, %5 ms of wall time)\n")
             .arg(kindName(r.kind)).arg(r.index).arg(o.seed).arg(o.run.timeLimitMs).arg(o.run.wallLimitMs);
    t += QStringLiteral("from: %1\n").arg(in.origin);
    for (const QString &line : in.log)
        t += QStringLiteral("  %1\n").arg(line);
    if (r.headless)
        t += QStringLiteral("headless: %1 after %2 ms, %3 ms of CPU time\n").arg(r.outcome.label()).arg(r.outcome.ms).arg(r.outcome.cpuMs);
    if (!r.inProcess.isEmpty())
        t += QStringLiteral("in process: %1 (%2)\n").arg(r.inProcess, r.inProcessFailure);
    t += QStringLiteral("failure: %1\n").arg(r.failure);
    t += QStringLiteral("reproduce: daynight_fuzz --kinds %1 --seed %2 --index %3\n").arg(kindName(r.kind)).arg(o.seed).arg(r.index);
    t += QStringLiteral("       or: daynight_fuzz --kinds %1 --check-file %2\n").arg(kindName(r.kind), file);
    if (r.headless)
        t += QStringLiteral("       or: daynight --headless %1 %2\n").arg(r.kind == InputKind::Lesson ? QStringLiteral("--lesson") : QStringLiteral("--scenario"), file);
    return t;
}

void writeCorpusTo(const Corpus &corpus, const QString &dir)
{
    QDir().mkpath(dir);
    int k = 0;
    for (const CorpusEntry &e : corpus.entries) {
        QString name = kindName(e.kind) + QLatin1Char('-') + e.name;
        name.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char(':'), QLatin1Char('_')).replace(QLatin1Char('@'), QLatin1Char('_'));
        writeFile(QDir(dir).filePath(QStringLiteral("%1-%2").arg(k++, 4, 10, QLatin1Char('0')).arg(name)), e.raw);
    }
    for (const QString &list : deckLists())
        writeFile(QDir(dir).filePath(QStringLiteral("%1-deck.txt").arg(k++, 4, 10, QLatin1Char('0'))), list.toUtf8());
    std::printf("daynight_fuzz: %d corpus files written to %s\n", k, qPrintable(dir));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("daynight_fuzz"));
    // The table's own log lines (files opened or refused, reports written) are not the fuzzer's.
    QLoggingCategory::setFilterRules(QStringLiteral("daynight.*=false"));
    if (argc == 3 && std::strcmp(argv[1], "--worker") == 0)
        return runWorker(std::atoi(argv[2])); // the in-process checks' child (workerclient.h)
    Options o = parseOptions(app.arguments());
    if (!o.checkFile.isEmpty()) {
        InProcessChecker checker;
        const Verdict v = checker.check(o.kinds.first(), o.checkFile);
        std::printf("%s: %s (%s)\n", qPrintable(o.checkFile), v.failure.isEmpty() ? "ok" : qPrintable(v.failure), qPrintable(v.outcome));
        return v.failure.isEmpty() ? 0 : 1;
    }
    QElapsedTimer clock;
    clock.start();
    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/daynight-fuzz-XXXXXX"));
    if (!work.isValid())
        badOption(QStringLiteral("cannot make a temporary folder: %1").arg(work.errorString()));
    o.run.tempDir = work.path();
    const Corpus corpus = loadCorpus(CorpusOptions{o.corpus, o.cards, o.savedPrefixes, o.tableGames, o.jobs});
    // A named pipe nobody writes to: a loader that opens it blocking hangs (a special input).
    const QString fifo = QDir(work.path()).filePath(QStringLiteral("fifo"));
    if (mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
        badOption(QStringLiteral("cannot make a FIFO at %1").arg(fifo));
    const Mutator mutator(corpus, fifo);
    const DeckListMutator deckMutator(deckLists(), cardNames(), fifo);
    QMap<QString, int> perKind;
    for (const CorpusEntry &e : corpus.entries)
        ++perKind[kindName(e.kind)];
    QStringList sizes;
    for (auto it = perKind.begin(); it != perKind.end(); ++it)
        sizes << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    std::printf("daynight_fuzz: seed %llu, corpus %s, %lld deck lists (%.1f s), app %s\n", static_cast<unsigned long long>(o.seed),
                qPrintable(sizes.join(QStringLiteral(", "))), static_cast<long long>(deckLists().size()), clock.elapsed() / 1000.0, qPrintable(o.run.app));
    std::fflush(stdout);
    if (!o.writeCorpus.isEmpty()) {
        writeCorpusTo(corpus, o.writeCorpus);
        return 0;
    }
    for (InputKind k : o.kinds)
        if (isJsonKind(k) && !mutator.hasBases(k))
            badOption(QStringLiteral("the corpus holds no %1 file to start from").arg(kindName(k)));

    // The default folder is in the build tree and belongs to this program: a whole run starts it
    // afresh (--index adds to it). A folder given with --keep is only added to.
    if (o.keep == QLatin1String(DAYNIGHT_FUZZ_KEEP) && o.index < 0)
        QDir(o.keep).removeRecursively();
    QDir().mkpath(o.keep);
    if (!o.dumpAccepted.isEmpty())
        QDir().mkpath(o.dumpAccepted);

    // Every (kind, index) to run, kind by kind.
    std::vector<Result> results;
    for (InputKind k : o.kinds)
        for (qint64 i = o.index >= 0 ? o.index : 0; i < (o.index >= 0 ? o.index + 1 : o.count); ++i) {
            Result r;
            r.kind = k;
            r.index = i;
            results.push_back(r);
        }
    std::vector<Input> failedInputs(results.size()); // kept only for failures (to minimise)
    QMutex printing;
    QFile messages(o.messages);
    if (!o.messages.isEmpty() && !messages.open(QIODevice::WriteOnly | QIODevice::Truncate))
        badOption(QStringLiteral("--messages: cannot write %1").arg(o.messages));
    std::atomic<qint64> next{0}, done{0}, failedSoFar{0};
    const QString self = QCoreApplication::applicationFilePath();

    auto runOneInput = [&](size_t k, int job, WorkerClient *worker) {
        Result &r = results[k];
        if (o.maxFailures > 0 && failedSoFar >= o.maxFailures)
            return;
        r.ran = true;
        const Input in = r.kind == InputKind::DeckList ? deckMutator.make(o.seed, quint64(r.index)) : mutator.make(o.seed, quint64(r.index), r.kind);
        r.special = in.special;
        r.raw = in.raw;
        r.path = in.fixedPath.isEmpty() ? QDir(work.path()).filePath(QStringLiteral("input-%1-%2%3").arg(job).arg(r.index).arg(extensionOf(r.kind))) : in.fixedPath;
        if (in.fixedPath.isEmpty())
            writeFile(r.path, in.bytes);
        r.failure = QStringLiteral("ok");
        if (isJsonKind(r.kind)) {
            r.headless = true;
            r.outcome = runOne(o.run, r.kind, r.path, QDir(work.path()).filePath(QStringLiteral("stderr-%1").arg(job)));
            if (r.outcome.kind == Outcome::Kind::FailedToStart) {
                std::fprintf(stderr, "daynight_fuzz: %s does not start: %s\n", qPrintable(o.run.app), r.outcome.stderrText.constData());
                std::exit(2);
            }
            r.failure = r.outcome.failureClass(r.path);
        }
        QByteArray workerErrors;
        if (worker) {
            const WorkerClient::Result w = worker->check(r.kind, r.path);
            r.inProcess = w.outcome;
            r.inProcessFailure = w.failure;
            workerErrors = w.stderrText;
            if (r.failure == QLatin1String("ok"))
                r.failure = w.failure;
        }
        if (in.fixedPath.isEmpty())
            QFile::remove(r.path);
        r.known = o.known.contains(r.failure);
        const bool failed = r.failure != QLatin1String("ok") && !r.known;
        failedSoFar += failed ? 1 : 0;
        if (failed || r.known || o.index >= 0) {
            const QString dir = QDir(o.keep).filePath(r.failure);
            QDir().mkpath(dir);
            const QString base = QDir(dir).filePath(QStringLiteral("%1-seed%2-%3").arg(kindName(r.kind)).arg(o.seed).arg(r.index));
            const QString file = in.fixedPath.isEmpty() ? base + extensionOf(r.kind) : in.fixedPath;
            if (in.fixedPath.isEmpty())
                writeFile(file, in.bytes);
            writeFile(base + QStringLiteral(".stderr"), r.outcome.stderrText + (workerErrors.isEmpty() ? QByteArray() : "\n--- in process:\n" + workerErrors));
            writeFile(base + QStringLiteral(".txt"), reproduceText(o, r, in, file).toUtf8());
            if (failed)
                failedInputs[k] = in;
            // The table's save of it, when that save did not reopen (inprocess.cpp).
            QFile::remove(base + QStringLiteral(".saved.json"));
            QFile::rename(r.path + QStringLiteral(".saved.json"), base + QStringLiteral(".saved.json"));
        }
        QFile::remove(r.path + QStringLiteral(".saved.json"));
        if (!failed && !o.dumpAccepted.isEmpty() && !in.special && r.headless && r.outcome.kind == Outcome::Kind::Exited && r.outcome.exitCode != 2) {
            const QString base = QDir(o.dumpAccepted).filePath(QStringLiteral("%1-seed%2-%3-exit%4").arg(kindName(r.kind)).arg(o.seed).arg(r.index).arg(r.outcome.exitCode));
            writeFile(base + extensionOf(r.kind), in.bytes);
            writeFile(base + QStringLiteral(".txt"), reproduceText(o, r, in, base + extensionOf(r.kind)).toUtf8() + r.outcome.stderrText.left(4000));
        }
        const qint64 d = ++done;
        QMutexLocker lock(&printing);
        if (messages.isOpen()) {
            const qsizetype eol = r.outcome.stderrText.indexOf('\n');
            QByteArray line = r.outcome.stderrText.left(eol < 0 ? 400 : std::min<qsizetype>(400, eol));
            line.replace('\t', ' ').replace('\0', "\\0");
            messages.write(QStringLiteral("%1\t%2\t%3\t%4\t").arg(kindName(r.kind)).arg(r.index).arg(r.headless ? r.outcome.label() : QStringLiteral("-")).arg(r.outcome.ms).toUtf8()
                           + line + '\t' + r.inProcess.toUtf8() + '\t' + in.origin.toUtf8() + '\t'
                           + in.log.join(QStringLiteral("; ")).left(600).toUtf8().replace('\t', ' ') + '\n');
        }
        if (failed || o.index >= 0 || o.verbose)
            std::printf("  %s input %lld: %s (%s%s%s) from %s: %s\n", qPrintable(kindName(r.kind)), static_cast<long long>(r.index), qPrintable(r.failure),
                        r.headless ? qPrintable(QStringLiteral("%1, %2 ms").arg(r.outcome.label()).arg(r.outcome.ms)) : "",
                        r.headless && worker ? "; " : "", qPrintable(r.inProcess.left(200)), qPrintable(in.origin), qPrintable(in.log.join(QStringLiteral("; ")).left(300)));
        if (d % 250 == 0)
            std::printf("  ... %lld of %lld inputs, %.0f s\n", static_cast<long long>(d), static_cast<long long>(results.size()), clock.elapsed() / 1000.0);
        std::fflush(stdout);
    };
    // One thread per job, each with its own worker (a QProcess lives and dies in its thread).
    std::vector<std::unique_ptr<QThread>> threads;
    for (int j = 0; j < o.jobs; ++j) {
        threads.emplace_back(QThread::create([&, j] {
            std::unique_ptr<WorkerClient> worker;
            if (o.inProcess)
                worker = std::make_unique<WorkerClient>(o.run, self, QDir(work.path()).filePath(QStringLiteral("worker-%1.stderr").arg(j)),
                                                        o.inProcessMaxActions);
            for (qint64 k = next++; k < qint64(results.size()); k = next++)
                runOneInput(size_t(k), j, worker.get());
        }));
        threads.back()->start();
    }
    for (auto &t : threads)
        t->wait();
    const double runSeconds = clock.elapsed() / 1000.0;

    // Minimise the first headless failures of each class.
    QMap<QString, QList<size_t>> byClass, knownByClass;
    for (size_t k = 0; k < results.size(); ++k)
        if (results[k].ran && results[k].failure != QLatin1String("ok"))
            (results[k].known ? knownByClass : byClass)[results[k].failure].append(k);
    std::vector<size_t> toMinimise;
    for (auto it = byClass.begin(); it != byClass.end(); ++it)
        for (size_t k : it.value().mid(0, o.minimiseEach))
            if (failedInputs[k].fixedPath.isEmpty() && !it.key().startsWith(QLatin1String("inprocess-")))
                toMinimise.push_back(k);
    QMap<size_t, QString> minimised;
    QMutex minimisedLock;
    parallelFor(qint64(toMinimise.size()), o.jobs, [&](qint64 m, int job) {
        const size_t k = toMinimise[size_t(m)];
        const Result &r = results[k];
        const QString dir = QDir(work.path()).filePath(QStringLiteral("minimise-%1").arg(job));
        QDir().mkpath(dir);
        QElapsedTimer t;
        t.start();
        const MinimiseResult mr = minimise(o.run, r.kind, failedInputs[k].bytes, r.failure, dir, o.minimiseRuns, o.minimiseSeconds);
        const QString base = QDir(QDir(o.keep).filePath(r.failure)).filePath(QStringLiteral("%1-seed%2-%3").arg(kindName(r.kind)).arg(o.seed).arg(r.index));
        QString note;
        if (mr.reproduced) {
            writeFile(base + QStringLiteral(".min.json"), mr.bytes);
            note = QStringLiteral("%1.min.json (%2 -> %3 bytes, %4 runs, %5 s)").arg(base).arg(failedInputs[k].bytes.size()).arg(mr.bytes.size()).arg(mr.runs).arg(t.elapsed() / 1000.0, 0, 'f', 1);
        } else {
            note = QStringLiteral("%1.json (did not fail again the same way: flaky or load-dependent)").arg(base);
        }
        QMutexLocker lock(&minimisedLock);
        minimised.insert(k, note);
    });

    // The summary, kind by kind.
    qint64 failures = 0, ran = 0;
    std::printf("\ndaynight_fuzz: seed %llu in %.1f s (%.1f s running, %.1f s minimising), limits %d ms CPU, %d ms wall, %d jobs\n",
                static_cast<unsigned long long>(o.seed), clock.elapsed() / 1000.0, runSeconds, clock.elapsed() / 1000.0 - runSeconds,
                o.run.timeLimitMs, o.run.wallLimitMs, o.jobs);
    for (InputKind kind : o.kinds) {
        QMap<QString, qint64> labels, loaders;
        qint64 n = 0, specials = 0, raws = 0, notRun = 0, total = 0, failed = 0, known = 0;
        for (const Result &r : results) {
            if (r.kind != kind)
                continue;
            if (!r.ran) {
                ++notRun;
                continue;
            }
            ++n;
            specials += r.special;
            raws += r.raw;
            total += r.outcome.ms;
            failed += r.failure != QLatin1String("ok") && !r.known;
            known += r.known;
            if (r.headless)
                ++labels[r.outcome.label()];
            if (!r.inProcess.isEmpty())
                ++loaders[r.inProcess.startsWith(QLatin1String("skipped")) ? QStringLiteral("skipped")
                          : r.inProcess.contains(QLatin1String(" refused"))   ? QStringLiteral("refused")
                                                                              : QStringLiteral("opened")];
        }
        QStringList counts;
        for (auto it = labels.begin(); it != labels.end(); ++it)
            counts << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
        for (auto it = loaders.begin(); it != loaders.end(); ++it)
            counts << QStringLiteral("in process %1: %2").arg(it.key()).arg(it.value());
        if (notRun > 0)
            counts << QStringLiteral("not run (--max-failures %1 reached): %2").arg(o.maxFailures).arg(notRun);
        std::printf("  %s: %lld inputs (%lld special, %lld raw-byte, %lld structural), %lld failed, %lld known; %s%s\n", qPrintable(kindName(kind)),
                    static_cast<long long>(n), static_cast<long long>(specials), static_cast<long long>(raws), static_cast<long long>(n - specials - raws),
                    static_cast<long long>(failed), static_cast<long long>(known), qPrintable(counts.join(QStringLiteral(", "))),
                    n > 0 && isJsonKind(kind) ? qPrintable(QStringLiteral("; headless mean %1 ms").arg(total / n)) : "");
        failures += failed;
        ran += n;
    }
    // The failures of bugs already reported (--known): kept, counted, not failing the run.
    for (auto it = knownByClass.begin(); it != knownByClass.end(); ++it) {
        QStringList indices;
        for (size_t k : it.value().mid(0, 6))
            indices << QStringLiteral("%1 %2").arg(kindName(results[k].kind)).arg(results[k].index);
        std::printf("  known (--known): %s: %lld (inputs %s%s)\n", qPrintable(it.key()), static_cast<long long>(it.value().size()),
                    qPrintable(indices.join(QStringLiteral(", "))), it.value().size() > 6 ? ", ..." : "");
    }
    if (failures == 0) {
        std::printf("  %lld inputs, no failures\n", static_cast<long long>(ran));
        return 0;
    }
    std::printf("  FAILURES: %lld in %lld classes (inputs kept in %s)\n", static_cast<long long>(failures), static_cast<long long>(byClass.size()), qPrintable(o.keep));
    for (auto it = byClass.begin(); it != byClass.end(); ++it) {
        QStringList indices;
        for (size_t k : it.value().mid(0, 12))
            indices << QStringLiteral("%1 %2").arg(kindName(results[k].kind)).arg(results[k].index);
        std::printf("    %s: %lld (inputs %s%s)\n", qPrintable(it.key()), static_cast<long long>(it.value().size()), qPrintable(indices.join(QStringLiteral(", "))),
                    it.value().size() > 12 ? ", ..." : "");
        for (size_t k : it.value().mid(0, o.minimiseEach))
            if (minimised.contains(k))
                std::printf("      minimised: %s\n", qPrintable(minimised.value(k)));
    }
    return 1;
}
