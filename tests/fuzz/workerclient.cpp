#include "workerclient.h"

#include <QElapsedTimer>
#include <QFile>

namespace fuzz {

WorkerClient::WorkerClient(const RunOptions &options, const QString &program, const QString &errFile, int maxActions)
    : m_options(options), m_program(program), m_errFile(errFile), m_maxActions(maxActions)
{
}

WorkerClient::~WorkerClient()
{
    stop();
    QFile::remove(m_errFile);
}

bool WorkerClient::start(QString *why)
{
    QFile::remove(m_errFile);
    m_errOffset = 0;
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_program);
    m_process->setArguments({QStringLiteral("--worker"), QString::number(m_maxActions)});
    m_process->setProcessEnvironment(childEnvironment(m_options));
    m_process->setStandardErrorFile(m_errFile, QIODevice::Append);
    setChildLimits(*m_process, m_options);
    m_process->start();
    if (m_process->waitForStarted(30000))
        return true;
    *why = m_process->errorString();
    m_process.reset();
    return false;
}

void WorkerClient::stop()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->closeWriteChannel(); // end of input: the worker returns
        if (!m_process->waitForFinished(5000)) {
            m_process->kill();
            m_process->waitForFinished(10000);
        }
    }
    m_process.reset();
}

WorkerClient::Result WorkerClient::check(InputKind kind, const QString &path)
{
    Result r;
    QElapsedTimer timer;
    timer.start();
    QString why;
    if (!m_process && !start(&why)) {
        r.failure = QStringLiteral("inprocess-failed-to-start");
        r.outcome = why;
        return r;
    }
    const qint64 pid = m_process->processId();
    const qint64 cpuAtStart = std::max<qint64>(0, cpuTimeMs(pid));
    m_process->write(kindName(kind).toUtf8() + '\t' + path.toUtf8() + '\n');
    QByteArray answer;
    bool ended = false, timedOut = false;
    for (;;) {
        if (m_process->canReadLine()) {
            answer = m_process->readLine().trimmed();
            break;
        }
        if (m_process->state() == QProcess::NotRunning) {
            ended = true;
            break;
        }
        m_process->waitForReadyRead(50);
        const qint64 cpu = cpuTimeMs(pid) - cpuAtStart;
        if (m_process->state() != QProcess::NotRunning && !m_process->canReadLine()
            && (cpu >= m_options.timeLimitMs || timer.elapsed() >= m_options.wallLimitMs)) {
            m_process->kill();
            m_process->waitForFinished(10000);
            timedOut = true;
            break;
        }
    }
    r.ms = timer.elapsed();
    QFile err(m_errFile);
    if (err.open(QIODevice::ReadOnly) && err.seek(m_errOffset)) {
        r.stderrText = err.readAll();
        m_errOffset += r.stderrText.size();
    }
    const QString sanitizer = sanitizerClass(r.stderrText);
    if (timedOut) {
        r.failure = QStringLiteral("inprocess-timeout");
        r.outcome = QStringLiteral("killed after %1 ms").arg(r.ms);
    } else if (ended) {
        const bool crashed = m_process->exitStatus() == QProcess::CrashExit;
        r.failure = QStringLiteral("inprocess-")
                    + (!sanitizer.isEmpty()                                  ? sanitizer
                       : crashed && r.stderrText.contains("bad_alloc")       ? QStringLiteral("out-of-memory")
                       : crashed                                             ? QStringLiteral("crash-") + signalName(m_process->exitCode())
                                                                             : QStringLiteral("exit-%1").arg(m_process->exitCode()));
        r.outcome = QStringLiteral("the worker ended while loading it");
    } else {
        const qsizetype tab = answer.indexOf('\t');
        const QString failure = QString::fromUtf8(tab < 0 ? answer : answer.left(tab));
        r.outcome = QString::fromUtf8(tab < 0 ? QByteArray() : answer.mid(tab + 1));
        r.failure = !sanitizer.isEmpty() ? QStringLiteral("inprocess-") + sanitizer
                    : failure == QLatin1String("ok") ? QStringLiteral("ok")
                                                     : QStringLiteral("inprocess-") + failure;
    }
    if (timedOut || ended || !sanitizer.isEmpty())
        stop(); // a fresh worker for the next input
    return r;
}

} // namespace fuzz
