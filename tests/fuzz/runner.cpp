#include "runner.h"

#include "jsontree.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>

#include <csignal>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

namespace fuzz {

QString signalName(int sig)
{
    const char *abbrev = sigabbrev_np(sig); // "SEGV"
    return abbrev ? QStringLiteral("SIG") + QLatin1String(abbrev) : QStringLiteral("signal-%1").arg(sig);
}

QProcessEnvironment childEnvironment(const RunOptions &options)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!options.tempDir.isEmpty())
        env.insert(QStringLiteral("TMPDIR"), options.tempDir);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("TZ"), QStringLiteral("UTC"));
    // A sanitizer build: no leak report at exit (not what this looks for).
    if (!env.contains(QStringLiteral("ASAN_OPTIONS")))
        env.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("detect_leaks=0"));
    if (!env.contains(QStringLiteral("UBSAN_OPTIONS")))
        env.insert(QStringLiteral("UBSAN_OPTIONS"), QStringLiteral("print_stacktrace=1"));
    return env;
}

void setChildLimits(QProcess &p, const RunOptions &options)
{
    const rlim_t limit = rlim_t(options.memoryLimitMb) * 1024 * 1024;
    p.setChildProcessModifier([limit] {
        if (limit > 0) {
            struct rlimit r = {limit, limit};
            setrlimit(RLIMIT_AS, &r);
        }
        struct rlimit core = {0, 0}; // no core files from the crashes we are looking for
        setrlimit(RLIMIT_CORE, &core);
    });
}

namespace {

void prepare(QProcess &p, const RunOptions &options, InputKind kind, const QString &path)
{
    p.setProgram(options.app);
    p.setArguments({QStringLiteral("--headless"), kind == InputKind::Lesson ? QStringLiteral("--lesson") : QStringLiteral("--scenario"), path});
    p.setProcessEnvironment(childEnvironment(options));
    p.setStandardInputFile(QProcess::nullDevice());
    setChildLimits(p, options);
}

} // namespace

qint64 cpuTimeMs(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    // After "pid (command)" (a command may hold spaces) come the state (field 3) ... utime (14)
    // and stime (15), in clock ticks.
    const QByteArray stat = f.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    static const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    return (fields[11].toLongLong() + fields[12].toLongLong()) * 1000 / ticksPerSecond;
}

namespace {

// Waits for p within the CPU time and wall time limits; kills it when either is reached.
Outcome finish(QProcess &p, const RunOptions &options, const QElapsedTimer &timer)
{
    Outcome o;
    if (!p.waitForStarted(30000)) {
        o.kind = Outcome::Kind::FailedToStart;
        o.stderrText = p.errorString().toUtf8();
        return o;
    }
    const qint64 pid = p.processId();
    while (!p.waitForFinished(50) && p.state() != QProcess::NotRunning) {
        o.cpuMs = std::max(o.cpuMs, cpuTimeMs(pid));
        if (o.cpuMs >= options.timeLimitMs || timer.elapsed() >= options.wallLimitMs) {
            p.kill();
            p.waitForFinished(10000);
            o.kind = Outcome::Kind::TimedOut;
            o.ms = timer.elapsed();
            return o;
        }
    }
    o.ms = timer.elapsed();
    if (p.exitStatus() == QProcess::CrashExit) {
        o.kind = Outcome::Kind::Crashed;
        o.exitCode = p.exitCode(); // the signal number (forkfd on Unix)
    } else {
        o.exitCode = p.exitCode();
    }
    return o;
}

QByteArray readAllOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

QString sanitizerClass(const QByteArray &err)
{
    static const QRegularExpression ubsan(QStringLiteral("([^/\\s]+\\.(?:cpp|h)):(\\d+):\\d+: runtime error: ([a-z -]+)"));
    static const QRegularExpression asan(QStringLiteral("ERROR: AddressSanitizer: ([a-z-]+)"));
    static const QRegularExpression frame(QStringLiteral("#\\d+ 0x[0-9a-f]+ in .* /\\S*/src/\\S*/([^/\\s]+\\.(?:cpp|h)):(\\d+)"));
    const QString text = QString::fromUtf8(err);
    const QRegularExpressionMatch u = ubsan.match(text);
    if (u.hasMatch())
        return QStringLiteral("ubsan-%1@%2:%3").arg(u.captured(3).trimmed().replace(QLatin1Char(' '), QLatin1Char('-')), u.captured(1), u.captured(2));
    const QRegularExpressionMatch a = asan.match(text);
    if (a.hasMatch()) {
        const QRegularExpressionMatch f = frame.match(text, a.capturedEnd());
        return QStringLiteral("asan-%1").arg(a.captured(1)) + (f.hasMatch() ? QStringLiteral("@%1:%2").arg(f.captured(1), f.captured(2)) : QString());
    }
    return QString();
}

QString Outcome::failureClass(const QString &path) const
{
    if (kind != Kind::FailedToStart) {
        const QString sanitizer = sanitizerClass(stderrText);
        if (!sanitizer.isEmpty())
            return sanitizer;
    }
    switch (kind) {
    case Kind::FailedToStart:
        return QStringLiteral("failed-to-start");
    case Kind::TimedOut:
        return QStringLiteral("timeout");
    case Kind::Crashed:
        if (stderrText.contains("bad_alloc"))
            return QStringLiteral("out-of-memory");
        return QStringLiteral("crash-") + signalName(exitCode);
    case Kind::Exited:
        break;
    }
    if (exitCode == 0 || exitCode == 1)
        return QStringLiteral("ok");
    if (exitCode == 2)
        return stderrText.contains(path.toLocal8Bit()) ? QStringLiteral("ok") : QStringLiteral("exit2-without-file");
    return QStringLiteral("exit-%1").arg(exitCode);
}

QString Outcome::label() const
{
    if (kind == Kind::Exited)
        return QStringLiteral("exit %1").arg(exitCode);
    if (kind == Kind::Crashed)
        return signalName(exitCode);
    return kind == Kind::TimedOut ? QStringLiteral("timeout") : QStringLiteral("failed to start");
}

Outcome runOne(const RunOptions &options, InputKind kind, const QString &path, const QString &errFile)
{
    QProcess p;
    prepare(p, options, kind, path);
    if (kind == InputKind::Lesson) {
        p.setProcessChannelMode(QProcess::MergedChannels); // "lesson X: bad input: <file>: ..." is on stdout
        p.setStandardOutputFile(errFile);
    } else {
        p.setStandardOutputFile(QProcess::nullDevice());
        p.setStandardErrorFile(errFile);
    }
    QElapsedTimer timer;
    timer.start();
    p.start();
    Outcome o = finish(p, options, timer);
    if (o.kind != Outcome::Kind::FailedToStart)
        o.stderrText = readAllOf(errFile);
    QFile::remove(errFile);
    return o;
}

namespace {

class Shrinker
{
public:
    Shrinker(const RunOptions &options, InputKind kind, const QString &failureClass, const QString &workDir, int maxRuns, int maxSeconds)
        : m_options(options), m_kind(kind), m_class(failureClass), m_dir(workDir), m_maxRuns(maxRuns), m_maxMs(qint64(maxSeconds) * 1000)
    {
        m_timer.start();
    }

    bool budgetLeft() const { return m_runs < m_maxRuns && m_timer.elapsed() < m_maxMs; }
    int runs() const { return m_runs; }

    // Does this input still fail the same way?
    bool fails(const QByteArray &bytes)
    {
        if (!budgetLeft())
            return false;
        ++m_runs;
        const QString path = QDir(m_dir).filePath(QStringLiteral("minimise-%1.json").arg(m_runs));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return false;
        f.close();
        const Outcome o = runOne(m_options, m_kind, path, path + QStringLiteral(".stderr"));
        QFile::remove(path);
        return o.failureClass(path) == m_class;
    }
    bool fails(const QJsonValue &v) { return fails(toJsonText(v)); }

private:
    const RunOptions &m_options;
    InputKind m_kind;
    QString m_class;
    QString m_dir;
    int m_maxRuns;
    qint64 m_maxMs;
    int m_runs = 0;
    QElapsedTimer m_timer;
};

// Removes chunks of the array at path (halves, quarters, ... single elements) while it fails.
bool shrinkArray(Shrinker &s, QJsonValue &root, const Path &path)
{
    bool changed = false;
    QJsonArray a = valueAt(root, path).toArray();
    for (qsizetype chunk = std::max<qsizetype>(1, a.size() / 2); chunk >= 1 && s.budgetLeft(); chunk /= 2) {
        // Single elements only in small arrays: a big one shrinks by chunks first.
        if (chunk == 1 && a.size() > 48)
            break;
        for (qsizetype start = ((a.size() - 1) / chunk) * chunk; start >= 0 && s.budgetLeft(); start -= chunk) {
            if (start >= a.size())
                continue;
            QJsonArray candidate = a;
            for (qsizetype i = std::min(a.size(), start + chunk) - 1; i >= start; --i)
                candidate.removeAt(i);
            const QJsonValue next = withValueAt(root, path, candidate);
            if (s.fails(next)) {
                root = next;
                a = candidate;
                changed = true;
            }
        }
        if (chunk == 1)
            break;
    }
    return changed;
}

bool shrinkJson(Shrinker &s, QJsonValue &root)
{
    bool changed = false;
    if (root.isArray())
        changed |= shrinkArray(s, root, Path{});
    for (size_t depth = 1; s.budgetLeft(); ++depth) {
        std::vector<Node> level;
        for (Node &n : collectNodes(root, 100000))
            if (n.path.size() == depth)
                level.push_back(std::move(n));
        if (level.empty())
            break;
        for (auto it = level.rbegin(); it != level.rend() && s.budgetLeft(); ++it) {
            const Path &p = it->path;
            if (!p.back().isIndex()) { // array elements go with their array's chunks
                const QJsonValue without = withoutValueAt(root, p);
                if (s.fails(without)) {
                    root = without;
                    changed = true;
                    continue;
                }
            }
            const QJsonValue v = valueAt(root, p);
            if (v.isArray() && !v.toArray().isEmpty())
                changed |= shrinkArray(s, root, p);
            else if (v.isString() && v.toString().size() > 40) {
                for (qsizetype len : {qsizetype(1000), qsizetype(40)}) {
                    if (valueAt(root, p).toString().size() <= len)
                        continue;
                    const QJsonValue shorter = withValueAt(root, p, valueAt(root, p).toString().left(len));
                    if (s.fails(shorter)) {
                        root = shorter;
                        changed = true;
                    }
                }
            }
        }
    }
    return changed;
}

bool shrinkBytes(Shrinker &s, QByteArray &bytes)
{
    bool changed = false;
    for (qsizetype chunk = std::max<qsizetype>(1, bytes.size() / 2); chunk >= 1 && s.budgetLeft(); chunk /= 2) {
        for (qsizetype start = ((bytes.size() - 1) / chunk) * chunk; start >= 0 && s.budgetLeft(); start -= chunk) {
            if (start >= bytes.size())
                continue;
            QByteArray candidate = bytes;
            candidate.remove(start, chunk);
            if (s.fails(candidate)) {
                bytes = candidate;
                changed = true;
            }
        }
        if (chunk == 1)
            break;
    }
    return changed;
}

} // namespace

MinimiseResult minimise(const RunOptions &options, InputKind kind, const QByteArray &input, const QString &failureClass,
                        const QString &workDir, int maxRuns, int maxSeconds)
{
    Shrinker s(options, kind, failureClass, workDir, maxRuns, maxSeconds);
    MinimiseResult r;
    r.bytes = input;
    r.reproduced = s.fails(input);
    if (!r.reproduced) {
        r.runs = s.runs();
        return r;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(input, &error);
    if (error.error == QJsonParseError::NoError && !doc.isNull()) {
        QJsonValue root = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
        // Passes until nothing more goes (a deletion can make an earlier one possible).
        while (shrinkJson(s, root) && s.budgetLeft()) {
        }
        // A pretty-printed file is what a person reads; keep the compact one if only it fails.
        const QByteArray pretty = toJsonText(root, true);
        r.bytes = !s.budgetLeft() || s.fails(pretty) ? pretty : toJsonText(root);
    } else {
        QByteArray bytes = input;
        while (shrinkBytes(s, bytes) && s.budgetLeft()) {
        }
        r.bytes = bytes;
    }
    r.runs = s.runs();
    return r;
}

} // namespace fuzz
