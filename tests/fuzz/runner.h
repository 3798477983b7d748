// Running `daynight --headless --scenario FILE` (or `--lesson FILE`) on one input and
// classifying how it ended.
#pragma once

#include "inputkind.h"

#include <QByteArray>
#include <QJsonValue>
#include <QProcess>
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
    // The children's TMPDIR (when set): the fuzzer's own temporary folder, so what a child that
    // is killed leaves there (its temporary home) goes when the fuzzer ends.
    QString tempDir;
};

// Runs the app headless on path as `kind` is run (`--lesson FILE` for a lesson, whose lines go to
// stdout, so both channels are read; else `--scenario FILE`, stdout discarded); stderr goes
// through errFile (a file, not a pipe, so any amount is fine).
Outcome runOne(const RunOptions &options, InputKind kind, const QString &path, const QString &errFile);

// Shared with the in-process worker's client (workerclient.cpp).
// The environment of a child: offscreen, C.UTF-8, UTC, no sanitizer leak report, TMPDIR.
QProcessEnvironment childEnvironment(const RunOptions &options);
// The child's limits: address space (options.memoryLimitMb), no core files.
void setChildLimits(QProcess &p, const RunOptions &options);
// The CPU time (user + system) a running process has used, in ms; -1 if unknown (Linux /proc).
qint64 cpuTimeMs(qint64 pid);
// "SIGSEGV" for 11.
QString signalName(int sig);
// A sanitizer's report in a child's stderr as a failure class
// ("ubsan-signed-integer-overflow@file.cpp:123"); empty if none.
QString sanitizerClass(const QByteArray &err);

// Shrinks a failing input while the same failure class reproduces: deletes object members,
// chunks of array elements (halves, quarters... single ones), shortens long strings; bytes that
// are not JSON are shrunk by cutting chunks. Bounded by maxRuns and maxSeconds.
struct MinimiseResult {
    QByteArray bytes;
    int runs = 0;
    bool reproduced = false; // the original input failed the same way again
};
MinimiseResult minimise(const RunOptions &options, InputKind kind, const QByteArray &input, const QString &failureClass,
                        const QString &workDir, int maxRuns, int maxSeconds);

} // namespace fuzz
