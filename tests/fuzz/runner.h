// Running `daynight --headless --scenario FILE` on one input and classifying how it ended.
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

namespace fuzz {

struct Outcome {
    enum class Kind { Exited, Crashed, TimedOut, FailedToStart };
    Kind kind = Kind::Exited;
    int exitCode = 0;     // the exit code, or the signal number when it crashed
    qint64 ms = 0;        // wall time
    qint64 cpuMs = 0;     // CPU time (user + system) when last seen running
    QByteArray stderrText;

    // "ok" when the input ended as it must (exit 0 or 1; exit 2 with the file named on stderr);
    // otherwise the failure class: crash-SIGSEGV (any signal), out-of-memory, timeout,
    // exit-N (another exit code), exit2-without-file.
    QString failureClass(const QString &path) const;
    bool ok(const QString &path) const { return failureClass(path) == QLatin1String("ok"); }
    // "exit 0", "SIGSEGV", "timeout"... for the summary's counts.
    QString label() const;
};

struct RunOptions {
    QString app;
    // A run is a hang when it has used this much CPU time, so a busy machine does not make a
    // slow run look like a hang; wallLimitMs catches one that hangs without using the CPU.
    int timeLimitMs = 3000;
    int wallLimitMs = 60000;
    qint64 memoryLimitMb = 4096; // RLIMIT_AS of the child, so a runaway allocation ends as a crash
};

// Runs the app on path; stderr goes through errFile (a file, not a pipe, so any amount is fine).
Outcome runOne(const RunOptions &options, const QString &path, const QString &errFile);
// Runs the app on path and returns its stdout (the final state) if it exited 0 or 1.
QByteArray runForState(const RunOptions &options, const QString &path, const QString &outFile, const QString &errFile);

// Shrinks a failing input while the same failure class reproduces: deletes object members,
// chunks of array elements (halves, quarters... single ones), shortens long strings; bytes that
// are not JSON are shrunk by cutting chunks. Bounded by maxRuns and maxSeconds.
struct MinimiseResult {
    QByteArray bytes;
    int runs = 0;
    bool reproduced = false; // the original input failed the same way again
};
MinimiseResult minimise(const RunOptions &options, const QByteArray &input, const QString &failureClass,
                        const QString &workDir, int maxRuns, int maxSeconds);

} // namespace fuzz
