// The fuzzer's side of the in-process checks: a `daynight_fuzz --worker` child that loads input
// after input through the table's loaders (inprocess.h), watched for crashes, sanitizer reports
// and hangs as the headless runs are (runner.h).
#pragma once

#include "inputkind.h"
#include "runner.h"

#include <QProcess>
#include <memory>

namespace fuzz {

class WorkerClient
{
public:
    /// `program`: this fuzzer (its --worker mode); `errFile`: where the worker's stderr goes;
    /// `maxActions`: InProcessChecker::setMaxActions().
    WorkerClient(const RunOptions &options, const QString &program, const QString &errFile, int maxActions);
    ~WorkerClient();

    /// How one input went in the worker.
    struct Result {
        QString failure = QStringLiteral("ok"); ///< "ok", or "inprocess-<class>": a verdict of the
                                                ///< checks (changed-on-refusal...), a crash-SIGxxx,
                                                ///< out-of-memory, timeout, a sanitizer's report
        QString outcome;                        ///< the checks' one line, or how the worker ended
        qint64 ms = 0;
        QByteArray stderrText;                  ///< what the worker printed on stderr meanwhile
    };
    /// Checks the input at `path` as `kind`, within the time limits (CPU time counted from the
    /// input's start). A worker that crashed, hung or reported is replaced for the next input.
    Result check(InputKind kind, const QString &path);

private:
    bool start(QString *why);
    void stop();

    RunOptions m_options;
    QString m_program;
    QString m_errFile;
    int m_maxActions;
    qint64 m_errOffset = 0;
    std::unique_ptr<QProcess> m_process;
};

} // namespace fuzz
