// daynight_fuzz: a seeded, structure-aware fuzzer for `daynight --headless --scenario FILE`
// (issue 9, part 3). Qt Core only, so it runs wherever the program runs.
//
// WHAT IT PROMISES TO CHECK
//   Every input must end with exit 0 (passed), 1 (an expectation failed) or 2 (bad input) within
//   the per-input time limit, never a signal or a hang, and an exit 2 must name the file on
//   stderr (tests/scenarios/README.md). Anything else is a failure.
//
// THE CORPUS
//   Every *.json in the --corpus folders (default: resources/scenarios, resources/lessons,
//   tests/scenarios, tests/scenarios/bad, tests/scenarios/failing), plus saved games made from them: each
//   scenario is run headless, whole and cut after some of its actions (up to --saved-prefixes
//   cuts spread over its actions), and the final state it prints on stdout becomes a saved game
//   as the table writes one (src/models/gamecontrollerfiles.cpp, saveScenario):
//   {"schema": "daynight-scenario/1", "name": "Saved position, turn N", "cards"?: the
//   scenario's own cards, "state": <state>}. Cutting after some actions gives saved games with
//   pending decisions, stack objects, pending effects, attackers and blockers. The pool's card
//   files (--cards, default resources/cards) are donors for grafted custom cards and effects.
//
// THE INPUTS (input i of seed S is made by a generator seeded from (S, i) alone)
//   - Inputs 0..15 are special: an empty file, "null", --scenario /dev/zero, 30 MB of spaces,
//     a 30 MB array of zeros, a 30 MB scenario (a library of 3 million forests), arrays nested
//     100,000 deep, a directory, a missing file, {}, [], a bare string, invalid UTF-8, a byte
//     order mark, garbage after the object, two objects in a row.
//   - About 4% are raw-byte mutations of a corpus file: truncate, flip bits, insert a NUL or an
//     invalid UTF-8 byte, remove or double a run of bytes.
//   - The rest take a scenario or saved game, walk its JSON tree and apply 1 to 3 of:
//     a number becomes an extreme (0, -1, 1, 7, 2147483647, -2147483648, 4294967296, 1e300,
//     0.5, 999999999...); a string becomes a word seen under the same key elsewhere, any word,
//     a card key, a player name, "", a string with a NUL character, 100,000 characters, its
//     upper case or a typo; a value changes type (number, string, array, object, null, bool);
//     a key is deleted, renamed (a typo: "keyword" for "keywords", upper case, a NUL inside) or
//     an unknown key added; an array element is repeated (x2 .. x2000) or an array emptied; a
//     subtree is replaced by one under the same key in another file; two object ids are
//     swapped or one collides with another; attachedTo / blocking / blockedBy / targets /
//     source point at an id that does not exist, at -1 or at the object itself (or a
//     permanent gets such an attachedTo, blocking or attacking); an "effect" / "trigger" /
//     "static" / ... word changes (mostly inside custom cards and pendingEffects); counters,
//     life, turn, spellsCast*, count, amount, nextObjectId... go near INT_MAX; a pool card is
//     grafted into "cards" under a new key, used in the state, and mutated; 1,600 "put" (or
//     placed "add") or 2,000 "pass" actions are appended; an effect of the pool with a huge
//     count or amount is inserted into a script or a pending effect.
//
// HOW IT CLASSIFIES (runner.cpp)
//   Each input is written to a temporary file and run as `daynight --headless --scenario FILE`
//   (QProcess, stdout discarded, stderr to a file, QT_QPA_PLATFORM=offscreen, an address-space
//   limit of --memory-limit-mb) within --time-limit-ms of CPU time (so that a busy machine does
//   not turn a slow run into a hang) and --wall-limit-ms of wall time (a hang that does not use
//   the CPU). OK: exit 0 or 1, or exit 2 with FILE on stderr. Failures: crash-SIGxxx (ended by a
//   signal), out-of-memory (std::bad_alloc under the memory limit), timeout (killed at either
//   limit), exit-N (any other code), exit2-without-file.
//
// WHAT IT DOES WITH A FAILURE
//   Writes the input to --keep DIR/<class>/seed<S>-<i>.json with its .stderr and a .txt (where
//   it came from, the mutations, how to reproduce), then minimises the first --minimise
//   failures of each class (runner.cpp: deletes object members, chunks of array elements and
//   shortens long strings while the same class reproduces, within --minimise-runs and
//   --minimise-seconds) into seed<S>-<i>.min.json.
//
// REPRODUCING
//   daynight_fuzz --seed S --index I        remakes input I of seed S alone, runs it and writes
//                                          it to the keep folder (same corpus, same program:
//                                          saved games come from the program under test)
//   daynight --headless --scenario DIR/<class>/seed<S>-<I>.min.json
//
// The summary gives the inputs run, the count per exit code or signal, the failures per class
// and the time taken; the exit code is 1 if any input failed, 2 on bad options. With
// --max-failures N no input is started after the Nth failure, so a regression that makes every
// input hang still ends, with its summary, well within the ctest entry's limit.

#include "mutator.h"
#include "runner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMap>
#include <QMutex>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <functional>
#include <memory>

using namespace fuzz;

namespace {

struct Options {
    quint64 seed = 1;
    qint64 count = 2000;
    qint64 index = -1;
    int jobs = 2;
    int minimiseEach = 1;
    qint64 maxFailures = 0; // 0: no limit
    int minimiseRuns = 300;
    int minimiseSeconds = 60;
    int savedPrefixes = 6;
    QString keep;
    QString dumpAccepted;
    QString writeCorpus;
    QString messages;
    bool verbose = false;
    QStringList corpus;
    QString cards;
    RunOptions run;
};

[[noreturn]] void badOption(const QString &why)
{
    std::fprintf(stderr, "daynight_fuzz: %s\n", qPrintable(why));
    std::exit(2);
}

Options parseOptions(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Seeded structure-aware fuzzing of `daynight --headless --scenario FILE` (see the top of tests/fuzz/main.cpp)."));
    parser.addHelpOption();
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed of the run (default 1)."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption count(QStringLiteral("count"), QStringLiteral("Inputs to run (default 2000)."), QStringLiteral("n"), QStringLiteral("2000"));
    const QCommandLineOption index(QStringLiteral("index"), QStringLiteral("Make and run only input <i> of the seed, and keep it."), QStringLiteral("i"));
    const QCommandLineOption timeLimit(QStringLiteral("time-limit-ms"), QStringLiteral("CPU time limit of one run (default 3000)."), QStringLiteral("ms"), QStringLiteral("3000"));
    const QCommandLineOption wallLimit(QStringLiteral("wall-limit-ms"), QStringLiteral("Wall time limit of one run (default 60000), for a hang that does not use the CPU."), QStringLiteral("ms"), QStringLiteral("60000"));
    const QCommandLineOption memoryLimit(QStringLiteral("memory-limit-mb"), QStringLiteral("Address-space limit of one run (default 4096; 0: none)."), QStringLiteral("mb"), QStringLiteral("4096"));
    const QCommandLineOption app_(QStringLiteral("app"), QStringLiteral("The daynight program."), QStringLiteral("path"), QStringLiteral(DAYNIGHT_EXECUTABLE));
    const QCommandLineOption corpus(QStringLiteral("corpus"), QStringLiteral("A folder of scenario files (repeatable; default the project's)."), QStringLiteral("dir"));
    const QCommandLineOption cards(QStringLiteral("cards"), QStringLiteral("The card pool's folder, donors of custom cards."), QStringLiteral("dir"), QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/cards"));
    const QCommandLineOption keep(QStringLiteral("keep"), QStringLiteral("Where failing inputs go."), QStringLiteral("dir"), QStringLiteral(DAYNIGHT_FUZZ_KEEP));
    const QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Runs at the same time (default 2)."), QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption maxFailures(QStringLiteral("max-failures"), QStringLiteral("Stop making inputs after this many failures (default 0: never), so a regression that hangs every input still ends with a summary."), QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption minimiseEach(QStringLiteral("minimise"), QStringLiteral("Failures to minimise per class (default 1)."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption minimiseRuns(QStringLiteral("minimise-runs"), QStringLiteral("Runs one minimisation may take (default 300)."), QStringLiteral("n"), QStringLiteral("300"));
    const QCommandLineOption minimiseSeconds(QStringLiteral("minimise-seconds"), QStringLiteral("Seconds one minimisation may take (default 60)."), QStringLiteral("s"), QStringLiteral("60"));
    const QCommandLineOption savedPrefixes(QStringLiteral("saved-prefixes"), QStringLiteral("Saved games cut after some actions, per scenario (default 6)."), QStringLiteral("n"), QStringLiteral("6"));
    const QCommandLineOption dumpAccepted(QStringLiteral("dump-accepted"), QStringLiteral("Also write every mutated input that exited 0 or 1 here, with its mutations (to review what was accepted)."), QStringLiteral("dir"));
    const QCommandLineOption writeCorpus(QStringLiteral("write-corpus"), QStringLiteral("Write the corpus (files and the saved games made from them) here and exit."), QStringLiteral("dir"));
    const QCommandLineOption messages(QStringLiteral("messages"), QStringLiteral("Write one tab-separated line per input here: index, outcome, ms, the first line of stderr, origin, mutations."), QStringLiteral("file"));
    const QCommandLineOption verbose(QStringLiteral("verbose"), QStringLiteral("Print a line for every input, not only the failures."));
    parser.addOptions({seed, count, index, timeLimit, wallLimit, memoryLimit, app_, corpus, cards, keep, jobs, maxFailures, minimiseEach, minimiseRuns, minimiseSeconds, savedPrefixes, dumpAccepted, verbose, writeCorpus, messages});
    parser.process(app);
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
    if (parser.isSet(index))
        o.index = number(index, 0);
    o.run.timeLimitMs = int(number(timeLimit, 1));
    o.run.wallLimitMs = int(number(wallLimit, 1));
    o.run.memoryLimitMb = number(memoryLimit, 0);
    o.run.app = parser.value(app_);
    o.jobs = int(number(jobs, 1));
    o.minimiseEach = int(number(minimiseEach, 0));
    o.maxFailures = number(maxFailures, 0);
    o.minimiseRuns = int(number(minimiseRuns, 1));
    o.minimiseSeconds = int(number(minimiseSeconds, 1));
    o.savedPrefixes = int(number(savedPrefixes, 0));
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

// Runs fn(i) for i in [0, n) on jobs threads.
void parallelFor(qint64 n, int jobs, const std::function<void(qint64, int)> &fn)
{
    std::atomic<qint64> next{0};
    std::vector<std::unique_ptr<QThread>> threads;
    for (int j = 0; j < std::max(1, jobs); ++j) {
        threads.emplace_back(QThread::create([&, j] {
            for (qint64 i = next++; i < n; i = next++)
                fn(i, j);
        }));
        threads.back()->start();
    }
    for (auto &t : threads)
        t->wait();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QJsonValue parse(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return QJsonValue(QJsonValue::Undefined);
    return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
}

Corpus loadCorpus(const Options &o, const QString &work)
{
    Corpus c;
    const QDir source(QStringLiteral(DAYNIGHT_SOURCE_DIR));
    for (const QString &dirName : o.corpus) {
        const QDir dir(dirName);
        if (!dir.exists())
            badOption(QStringLiteral("--corpus: no folder %1").arg(dirName));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            CorpusEntry e;
            e.name = source.relativeFilePath(dir.filePath(name));
            e.raw = f.readAll();
            e.json = parse(e.raw);
            c.entries.push_back(e);
        }
    }
    if (c.entries.empty())
        badOption(QStringLiteral("the corpus is empty"));
    const QDir cards(o.cards);
    for (const QString &name : cards.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(cards.filePath(name));
        if (f.open(QIODevice::ReadOnly)) {
            const QJsonValue v = parse(f.readAll());
            if (v.isObject())
                c.cardDefinitions.push_back(v.toObject());
        }
    }

    // Saved games: run each scenario whole, then those that ran also cut after some of their
    // actions (a file refused as a whole is not cut: that would mostly run it again for nothing).
    struct Job {
        size_t entry;
        int cut; // actions kept; -1: the file as it is
    };
    auto savedGame = [&](const Job &job, int worker) -> QByteArray {
        QJsonObject s = c.entries[job.entry].json.toObject();
        if (job.cut >= 0) {
            QJsonArray actions = s.value(QStringLiteral("actions")).toArray();
            while (actions.size() > job.cut)
                actions.removeLast();
            s.insert(QStringLiteral("actions"), actions);
            s.remove(QStringLiteral("expect"));
            s.remove(QStringLiteral("expectAfter")); // its checkpoints may lie past the cut
        }
        const QString path = QDir(work).filePath(QStringLiteral("corpus-%1.json").arg(worker));
        if (!writeFile(path, toJsonText(s)))
            return QByteArray();
        const QJsonObject out = parse(runForState(o.run, path, path + QStringLiteral(".out"), path + QStringLiteral(".err"))).toObject();
        const QJsonObject state = out.value(QStringLiteral("state")).toObject();
        if (state.isEmpty())
            return QByteArray();
        QJsonObject game;
        game.insert(QStringLiteral("schema"), QStringLiteral("daynight-scenario/1"));
        game.insert(QStringLiteral("name"), QStringLiteral("Saved position, turn %1").arg(state.value(QStringLiteral("turn")).toInt()));
        if (!s.value(QStringLiteral("cards")).toArray().isEmpty())
            game.insert(QStringLiteral("cards"), s.value(QStringLiteral("cards")));
        game.insert(QStringLiteral("state"), state);
        return toJsonText(game, true);
    };
    std::vector<Job> jobs;
    for (size_t i = 0; i < c.entries.size(); ++i)
        if (c.entries[i].json.toObject().value(QStringLiteral("state")).isObject())
            jobs.push_back(Job{i, -1});
    std::vector<QByteArray> saved(jobs.size());
    parallelFor(qint64(jobs.size()), o.jobs, [&](qint64 j, int worker) { saved[size_t(j)] = savedGame(jobs[size_t(j)], worker); });
    const size_t whole = jobs.size();
    for (size_t j = 0; j < whole; ++j) {
        if (saved[j].isEmpty())
            continue;
        const qsizetype n = c.entries[jobs[j].entry].json.toObject().value(QStringLiteral("actions")).toArray().size();
        QSet<int> cuts;
        for (int k = 0; k < o.savedPrefixes && n > 0; ++k)
            cuts.insert(int(qsizetype(k) * n / o.savedPrefixes));
        QList<int> sorted(cuts.begin(), cuts.end());
        std::sort(sorted.begin(), sorted.end());
        for (int cut : sorted)
            jobs.push_back(Job{jobs[j].entry, cut});
    }
    saved.resize(jobs.size());
    parallelFor(qint64(jobs.size() - whole), o.jobs, [&](qint64 j, int worker) { saved[whole + size_t(j)] = savedGame(jobs[whole + size_t(j)], worker); });
    QSet<QByteArray> seen;
    for (size_t j = 0; j < jobs.size(); ++j) {
        if (saved[j].isEmpty() || seen.contains(saved[j]))
            continue;
        seen.insert(saved[j]);
        const Job &job = jobs[j];
        const QString where = QStringLiteral("%1@%2").arg(c.entries[job.entry].name, job.cut < 0 ? QStringLiteral("end") : QString::number(job.cut));
        CorpusEntry e;
        e.name = QStringLiteral("saved:") + where;
        e.raw = saved[j];
        e.json = parse(saved[j]);
        e.savedGame = true;
        c.entries.push_back(e);
        if (job.cut < 0)
            continue;
        // The saved game with the actions that followed the cut and the file's expectations: it
        // should pass as the scenario did, and a mutated state then gets played on.
        const QJsonObject scenario = c.entries[job.entry].json.toObject();
        QJsonObject game = e.json.toObject();
        const QJsonArray all = scenario.value(QStringLiteral("actions")).toArray();
        QJsonArray after;
        for (qsizetype a = job.cut; a < all.size(); ++a)
            after.append(all.at(a));
        game.insert(QStringLiteral("actions"), after);
        if (scenario.contains(QStringLiteral("expect")))
            game.insert(QStringLiteral("expect"), scenario.value(QStringLiteral("expect")));
        // The checkpoints after the cut, counted from it.
        QJsonArray checkpoints;
        for (const QJsonValue &v : scenario.value(QStringLiteral("expectAfter")).toArray()) {
            QJsonObject point = v.toObject();
            const int action = point.value(QStringLiteral("action")).toInt() - job.cut;
            point.insert(QStringLiteral("action"), action);
            if (action >= 1)
                checkpoints.append(point);
        }
        if (!checkpoints.isEmpty())
            game.insert(QStringLiteral("expectAfter"), checkpoints);
        CorpusEntry rest;
        rest.name = QStringLiteral("saved+rest:") + where;
        rest.json = game;
        rest.raw = toJsonText(game, true);
        rest.savedGame = true;
        c.entries.push_back(rest);
    }
    c.index();
    return c;
}

struct Result {
    Outcome outcome;
    QString failure; // "ok" or the class
    QString path;    // the path the program was given
    bool special = false;
    bool raw = false;
    bool ran = false; // false: not made, --max-failures was reached first
};

QString reproduceText(const Options &o, qint64 i, const Input &in, const QString &file)
{
    QString t;
    t += QStringLiteral("input %1 of seed %2 (limits: %3 ms of CPU time, %4 ms of wall time)\n").arg(i).arg(o.seed).arg(o.run.timeLimitMs).arg(o.run.wallLimitMs);
    t += QStringLiteral("from: %1\n").arg(in.origin);
    for (const QString &line : in.log)
        t += QStringLiteral("  %1\n").arg(line);
    t += QStringLiteral("reproduce: daynight_fuzz --seed %1 --index %2\n").arg(o.seed).arg(i);
    t += QStringLiteral("       or: daynight --headless --scenario %1\n").arg(file);
    return t;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("daynight_fuzz"));
    const Options o = parseOptions(app);
    QElapsedTimer clock;
    clock.start();

    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/daynight-fuzz-XXXXXX"));
    if (!work.isValid())
        badOption(QStringLiteral("cannot make a temporary folder: %1").arg(work.errorString()));
    const Corpus corpus = loadCorpus(o, work.path());
    const Mutator mutator(corpus);
    qsizetype savedGames = 0;
    for (const CorpusEntry &e : corpus.entries)
        savedGames += e.savedGame ? 1 : 0;
    std::printf("daynight_fuzz: seed %llu, corpus %lld files + %lld saved games (%.1f s), app %s\n",
                static_cast<unsigned long long>(o.seed), static_cast<long long>(corpus.entries.size() - savedGames),
                static_cast<long long>(savedGames), clock.elapsed() / 1000.0, qPrintable(o.run.app));
    std::fflush(stdout);

    if (!o.writeCorpus.isEmpty()) {
        QDir().mkpath(o.writeCorpus);
        int k = 0;
        for (const CorpusEntry &e : corpus.entries) {
            QString name = e.name;
            name.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char(':'), QLatin1Char('_')).replace(QLatin1Char('@'), QLatin1Char('_'));
            writeFile(QDir(o.writeCorpus).filePath(QStringLiteral("%1-%2").arg(k++, 4, 10, QLatin1Char('0')).arg(name)), e.raw);
        }
        std::printf("daynight_fuzz: %d corpus files written to %s\n", k, qPrintable(o.writeCorpus));
        return 0;
    }

    // The default folder is in the build tree and belongs to this program: a whole run starts it
    // afresh (--index adds to it). A folder given with --keep is only added to.
    if (o.keep == QLatin1String(DAYNIGHT_FUZZ_KEEP) && o.index < 0)
        QDir(o.keep).removeRecursively();
    QDir().mkpath(o.keep);
    if (!o.dumpAccepted.isEmpty())
        QDir().mkpath(o.dumpAccepted);

    const qint64 first = o.index >= 0 ? o.index : 0;
    const qint64 n = o.index >= 0 ? 1 : o.count;
    std::vector<Result> results(static_cast<size_t>(n));
    std::vector<Input> failedInputs(static_cast<size_t>(n)); // kept only for failures (to minimise)
    QMutex printing;
    QFile messages(o.messages);
    if (!o.messages.isEmpty() && !messages.open(QIODevice::WriteOnly | QIODevice::Truncate))
        badOption(QStringLiteral("--messages: cannot write %1").arg(o.messages));
    std::atomic<qint64> done{0};
    std::atomic<qint64> failedSoFar{0};

    parallelFor(n, o.jobs, [&](qint64 k, int worker) {
        const qint64 i = first + k;
        Result &r = results[size_t(k)];
        if (o.maxFailures > 0 && failedSoFar >= o.maxFailures)
            return;
        r.ran = true;
        Input in = mutator.make(o.seed, quint64(i));
        r.special = in.special;
        r.raw = in.raw;
        r.path = in.fixedPath.isEmpty() ? QDir(work.path()).filePath(QStringLiteral("input-%1-%2.json").arg(worker).arg(i)) : in.fixedPath;
        if (in.fixedPath.isEmpty())
            writeFile(r.path, in.bytes);
        r.outcome = runOne(o.run, r.path, QDir(work.path()).filePath(QStringLiteral("stderr-%1").arg(worker)));
        if (in.fixedPath.isEmpty())
            QFile::remove(r.path);
        r.failure = r.outcome.failureClass(r.path);
        if (r.outcome.kind == Outcome::Kind::FailedToStart) {
            std::fprintf(stderr, "daynight_fuzz: %s does not start: %s\n", qPrintable(o.run.app), r.outcome.stderrText.constData());
            std::exit(2);
        }
        const bool failed = r.failure != QLatin1String("ok");
        failedSoFar += failed ? 1 : 0;
        const bool keepIt = failed || o.index >= 0;
        if (keepIt) {
            const QString dir = QDir(o.keep).filePath(failed ? r.failure : QStringLiteral("ok"));
            QDir().mkpath(dir);
            const QString base = QDir(dir).filePath(QStringLiteral("seed%1-%2").arg(o.seed).arg(i));
            if (in.fixedPath.isEmpty())
                writeFile(base + QStringLiteral(".json"), in.bytes);
            writeFile(base + QStringLiteral(".stderr"), r.outcome.stderrText);
            writeFile(base + QStringLiteral(".txt"), (reproduceText(o, i, in, in.fixedPath.isEmpty() ? base + QStringLiteral(".json") : in.fixedPath)
                                                      + QStringLiteral("outcome: %1 after %2 ms, %3 ms of CPU time (%4)\n").arg(r.outcome.label()).arg(r.outcome.ms).arg(r.outcome.cpuMs).arg(r.failure)).toUtf8());
            if (failed)
                failedInputs[size_t(k)] = in;
        }
        if (!failed && !o.dumpAccepted.isEmpty() && !in.special && r.outcome.kind == Outcome::Kind::Exited && r.outcome.exitCode != 2) {
            const QString base = QDir(o.dumpAccepted).filePath(QStringLiteral("seed%1-%2-exit%3").arg(o.seed).arg(i).arg(r.outcome.exitCode));
            writeFile(base + QStringLiteral(".json"), in.bytes);
            writeFile(base + QStringLiteral(".txt"), reproduceText(o, i, in, base + QStringLiteral(".json")).toUtf8() + r.outcome.stderrText.left(4000));
        }
        const qint64 d = ++done;
        QMutexLocker lock(&printing);
        if (messages.isOpen()) {
            QByteArray line = r.outcome.stderrText.left(r.outcome.stderrText.indexOf('\n') < 0 ? 400 : std::min<qsizetype>(400, r.outcome.stderrText.indexOf('\n')));
            line.replace('\t', ' ').replace('\0', "\\0");
            messages.write(QStringLiteral("%1\t%2\t%3\t").arg(i).arg(r.outcome.label()).arg(r.outcome.ms).toUtf8() + line + '\t'
                           + in.origin.toUtf8() + '\t' + in.log.join(QStringLiteral("; ")).left(600).toUtf8().replace('\t', ' ') + '\n');
        }
        if (failed || o.index >= 0 || o.verbose)
            std::printf("  input %lld: %s (%s, %lld ms) from %s: %s\n", static_cast<long long>(i), qPrintable(r.failure), qPrintable(r.outcome.label()),
                        static_cast<long long>(r.outcome.ms), qPrintable(in.origin), qPrintable(in.log.join(QStringLiteral("; ")).left(300)));
        if (d % 250 == 0)
            std::printf("  ... %lld of %lld inputs, %.0f s\n", static_cast<long long>(d), static_cast<long long>(n), clock.elapsed() / 1000.0);
        std::fflush(stdout);
    });
    const double runSeconds = clock.elapsed() / 1000.0;

    // Minimise the first failures of each class.
    QMap<QString, QList<qint64>> byClass;
    for (qint64 k = 0; k < n; ++k)
        if (results[size_t(k)].ran && results[size_t(k)].failure != QLatin1String("ok"))
            byClass[results[size_t(k)].failure].append(k);
    std::vector<qint64> toMinimise;
    for (auto it = byClass.begin(); it != byClass.end(); ++it)
        for (qint64 k : it.value().mid(0, o.minimiseEach))
            if (failedInputs[size_t(k)].fixedPath.isEmpty())
                toMinimise.push_back(k);
    QMap<qint64, QString> minimised;
    QMutex minimisedLock;
    parallelFor(qint64(toMinimise.size()), o.jobs, [&](qint64 m, int worker) {
        const qint64 k = toMinimise[size_t(m)];
        const Result &r = results[size_t(k)];
        const QString dir = QDir(work.path()).filePath(QStringLiteral("minimise-%1").arg(worker));
        QDir().mkpath(dir);
        QElapsedTimer t;
        t.start();
        const MinimiseResult mr = minimise(o.run, failedInputs[size_t(k)].bytes, r.failure, dir, o.minimiseRuns, o.minimiseSeconds);
        const QString base = QDir(QDir(o.keep).filePath(r.failure)).filePath(QStringLiteral("seed%1-%2").arg(o.seed).arg(first + k));
        QString note;
        if (mr.reproduced) {
            writeFile(base + QStringLiteral(".min.json"), mr.bytes);
            note = QStringLiteral("%1.min.json (%2 -> %3 bytes, %4 runs, %5 s)").arg(base).arg(failedInputs[size_t(k)].bytes.size()).arg(mr.bytes.size()).arg(mr.runs).arg(t.elapsed() / 1000.0, 0, 'f', 1);
        } else {
            note = QStringLiteral("%1.json (did not fail again the same way: flaky or load-dependent)").arg(base);
        }
        QMutexLocker lock(&minimisedLock);
        minimised.insert(k, note);
    });

    // The summary.
    QMap<QString, qint64> labels;
    qint64 specials = 0, raws = 0, failures = 0, notRun = 0;
    for (const Result &r : results) {
        if (!r.ran) {
            ++notRun;
            continue;
        }
        ++labels[r.outcome.label()];
        specials += r.special;
        raws += r.raw;
        failures += r.failure != QLatin1String("ok");
    }
    std::printf("\ndaynight_fuzz: seed %llu: %lld inputs run (%lld special, %lld raw-byte, %lld structural) in %.1f s (%.1f s running, %.1f s minimising), limits %d ms CPU, %d ms wall, %d jobs\n",
                static_cast<unsigned long long>(o.seed), static_cast<long long>(n - notRun), static_cast<long long>(specials), static_cast<long long>(raws),
                static_cast<long long>(n - notRun - specials - raws), clock.elapsed() / 1000.0, runSeconds, clock.elapsed() / 1000.0 - runSeconds,
                o.run.timeLimitMs, o.run.wallLimitMs, o.jobs);
    QStringList counts;
    for (auto it = labels.begin(); it != labels.end(); ++it)
        counts << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
    if (notRun > 0)
        counts << QStringLiteral("not run (--max-failures %1 reached): %2").arg(o.maxFailures).arg(notRun);
    std::printf("  outcomes: %s\n", qPrintable(counts.join(QStringLiteral(", "))));
    if (n > notRun) {
        std::vector<qint64> order;
        qint64 total = 0;
        for (qint64 k = 0; k < n; ++k) {
            if (results[size_t(k)].ran)
                order.push_back(k);
            total += results[size_t(k)].outcome.ms;
        }
        std::sort(order.begin(), order.end(), [&](qint64 a, qint64 b) { return results[size_t(a)].outcome.ms > results[size_t(b)].outcome.ms; });
        QStringList slowest;
        for (size_t s = 0; s < std::min<size_t>(5, order.size()); ++s)
            slowest << QStringLiteral("%1 (%2 ms, %3)").arg(first + order[s]).arg(results[size_t(order[s])].outcome.ms).arg(results[size_t(order[s])].outcome.label());
        std::printf("  run time: mean %lld ms; slowest inputs: %s\n", static_cast<long long>(total / (n - notRun)), qPrintable(slowest.join(QStringLiteral(", "))));
    }
    if (failures == 0) {
        std::printf("  no failures\n");
        return 0;
    }
    std::printf("  FAILURES: %lld in %lld classes (inputs kept in %s)\n", static_cast<long long>(failures), static_cast<long long>(byClass.size()), qPrintable(o.keep));
    for (auto it = byClass.begin(); it != byClass.end(); ++it) {
        QStringList indices;
        for (qint64 k : it.value().mid(0, 12))
            indices << QString::number(first + k);
        std::printf("    %s: %lld (inputs %s%s)\n", qPrintable(it.key()), static_cast<long long>(it.value().size()), qPrintable(indices.join(QStringLiteral(", "))),
                    it.value().size() > 12 ? ", ..." : "");
        for (qint64 k : it.value().mid(0, o.minimiseEach))
            std::printf("      minimised: %s\n", qPrintable(minimised.value(k, results[size_t(k)].path + QStringLiteral(" (a path, not a file: nothing to minimise)"))));
    }
    return 1;
}
