// GameController: the autosave (nothing lost, nothing stops the program). Where it is written
// and whether it can be, the restore offer at start-up, restoring, and what happens to an
// autosave that cannot be restored: it is moved aside and named, never overwritten.
#include "gamecontroller.h"

#include "atomicfile.h"
#include "autosavefile.h"
#include "datapaths.h"
#include "inputfile.h"
#include "scenario.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QTimer>

#include <cstdio>

using namespace rules;

Q_LOGGING_CATEGORY(lcAutosave, "daynight.models.autosave", QtInfoMsg)

namespace {

/// `error` without the "<file>: " it starts with (the messages name the file themselves).
QString withoutFile(const QString &file, const QString &error)
{
    const QString prefix = file + QStringLiteral(": ");
    return error.startsWith(prefix) ? error.mid(prefix.size()) : error;
}

} // namespace

void GameController::setAutosaveFile(const QString &file)
{
    if (file == m_autosaveFile)
        return;
    m_autosaveFile = file;
    emit autosaveFileChanged();
}

bool GameController::startAutosave(const QString &folder)
{
    const QString problem = datapaths::makeWritableFolder(folder);
    if (!problem.isEmpty()) {
        autosaveNotice(QString(), QStringLiteral("This table does not autosave: %1. Save the game yourself (Ctrl+S).").arg(problem));
        return false;
    }
    m_sessionLock = std::make_unique<QLockFile>(QDir(folder).filePath(QStringLiteral("session.lock")));
    if (!m_sessionLock->tryLock(0)) {
        const QLockFile::LockError error = m_sessionLock->error();
        const QString lock = m_sessionLock->fileName();
        m_sessionLock.reset();
        autosaveNotice(QString(), error == QLockFile::LockFailedError
                                      ? QStringLiteral("Another table is open and autosaves in %1 (it holds %2): this one does not autosave. Save the game yourself (Ctrl+S).").arg(folder, lock)
                                      : QStringLiteral("This table does not autosave: cannot lock %1 (%2). Save the game yourself (Ctrl+S).")
                                            .arg(lock, error == QLockFile::PermissionError ? QStringLiteral("permission denied") : QStringLiteral("unknown error")));
        return false;
    }
    offerRestore(QDir(folder).filePath(QStringLiteral("autosave.json")));
    return true;
}

void GameController::autosaveNotice(const QString &title, const QString &text)
{
    setStatus(text);
    if (m_session->hasGame())
        note(text);
    qCWarning(lcAutosave).noquote() << text;
    // At start-up the window is not loaded yet: the dialog waits for the event loop.
    if (!title.isEmpty())
        QTimer::singleShot(0, this, [this, title, text] { emit fileProblem(title, text); });
}

bool GameController::checkSession(const QString &file, Scenario *sc, QString *summary, QString *problem)
{
    QByteArray bytes;
    QString error;
    if (!readInputFile(file, &bytes, &error))
        return *problem = QStringLiteral("cannot be read (%1)").arg(withoutFile(file, error)), false;
    if (bytes.trimmed().isEmpty())
        return *problem = QStringLiteral("is empty"), false;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return *problem = QStringLiteral("is damaged (line %1: %2)").arg(bytes.left(parseError.offset).count('\n') + 1).arg(parseError.errorString()), false;
    if (!doc.isObject())
        return *problem = QStringLiteral("is damaged ($: expected a JSON object)"), false;
    if (!Scenario::fromJson(doc.object(), file, sc, &error))
        return *problem = QStringLiteral("is damaged (%1)").arg(withoutFile(file, error)), false;
    if (sc->session.isEmpty())
        return *problem = QStringLiteral("is damaged ($.session: missing)"), false;
    // The whole session must replay under the rules of this version: its line, and every node.
    const ScenarioRun dryRun = runScenario(*sc);
    if (dryRun.code == ScenarioRun::BadInput)
        return *problem = QStringLiteral("cannot be replayed by the rules of this version (%1)").arg(withoutFile(file, dryRun.message)), false;
    GameRecord record;
    QHash<int, QStringList> notes;
    if (!readSession(*sc, &record, &notes, &error))
        return *problem = QStringLiteral("cannot be replayed by the rules of this version (%1)").arg(withoutFile(file, error)), false;
    *summary = QStringLiteral("Turn %1, at action %2; %3 recorded actions (variations included); autosaved %4")
                   .arg(sc->session.value(QStringLiteral("turn")).toInt())
                   .arg(record.node(record.current()).ply)
                   .arg(record.size() - 1)
                   .arg(QFileInfo(file).lastModified().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    return true;
}

QString GameController::autosaveSummary(const QString &file)
{
    if (file.isEmpty() || (!QFileInfo::exists(file) && !autosavefile::isLink(file)))
        return {};
    const QString special = autosavefile::specialFile(file);
    if (!special.isEmpty())
        return QStringLiteral("the autosave is %1, not a regular file").arg(special);
    Scenario sc;
    QString summary, problem;
    return checkSession(file, &sc, &summary, &problem) ? summary : QStringLiteral("the autosave %1").arg(problem);
}

void GameController::refuseAutosave(const QString &file, const QString &problem)
{
    QString why;
    const QString aside = autosavefile::moveAside(file, &why);
    if (aside.isEmpty()) {
        // Left where it is, so nothing may write there.
        setAutosaveFile(QString());
        autosaveNotice(QStringLiteral("Could not restore the last session"),
                       QStringLiteral("The last session could not be restored: the autosave %1 %2. It could not be moved aside (%3), so this table "
                                      "does not autosave, to keep it. Save the game yourself (Ctrl+S).")
                           .arg(file, problem, why));
        return;
    }
    setAutosaveFile(file);
    autosaveNotice(QStringLiteral("Could not restore the last session"),
                   QStringLiteral("The last session could not be restored: the autosave %1 %2; it was kept as %3. A new game is autosaved in its place.")
                       .arg(file, problem, aside));
}

void GameController::offerRestore(const QString &file)
{
    m_pendingAutosave.clear();
    m_pendingSession.reset();
    if (!m_restorable.isEmpty()) {
        m_restorable.clear();
        emit restorableSessionChanged();
    }
    // A device, a FIFO or a link to one is never opened (a FIFO would block, /dev/zero never
    // ends) and never moved; a link is replaced by the next autosave.
    const QString special = autosavefile::specialFile(file);
    if (!special.isEmpty()) {
        const bool link = autosavefile::isLink(file);
        setAutosaveFile(file);
        autosaveNotice(QString(), link ? QStringLiteral("The autosave %1 is %2, not a session: it was not read. The next autosave replaces the link "
                                                        "with a file (what it points to is not touched).").arg(file, special)
                                       : QStringLiteral("The autosave %1 is %2, not a regular file: it was not read and is left as it is, and "
                                                        "the table cannot autosave until it is removed. Save the game yourself (Ctrl+S).").arg(file, special));
        return;
    }
    const bool exists = QFileInfo::exists(file);
    Scenario sc;
    QString summary, problem;
    bool restorable = exists && checkSession(file, &sc, &summary, &problem);
    // A write cut short between QSaveFile's link and its rename leaves the whole new session
    // under a temporary name: the newest complete one that is newer than the autosave (or any
    // complete one when the autosave cannot be restored) takes its place; the rest are removed.
    const QDateTime saved = exists ? QFileInfo(file).lastModified() : QDateTime();
    QString finished;
    bool refused = false;
    for (const QFileInfo &leftover : autosavefile::leftoverTemporaries(file)) {
        Scenario leftoverSc;
        QString leftoverSummary, leftoverProblem;
        if (finished.isEmpty() && (!restorable || leftover.lastModified() > saved)
            && checkSession(leftover.filePath(), &leftoverSc, &leftoverSummary, &leftoverProblem)) {
            if (exists && !restorable && !refused) {
                refuseAutosave(file, problem); // kept, and said, before the leftover takes its place
                refused = true;
                if (m_autosaveFile.isEmpty())
                    return; // it could not be moved: nothing takes its place, nothing is removed
            }
            if (std::rename(QFile::encodeName(leftover.filePath()).constData(), QFile::encodeName(file).constData()) != 0) {
                qCWarning(lcAutosave).noquote() << "the complete autosave" << leftover.filePath() << "could not be renamed to" << file << "- it is kept";
                continue;
            }
            finished = leftover.filePath();
            restorable = true;
            sc = leftoverSc;
            sc.file = file;
            summary = leftoverSummary;
            qCInfo(lcAutosave).noquote() << "the autosave" << finished << "is complete and newer: it takes the place of" << file;
            continue;
        }
        if (QFile::remove(leftover.filePath()))
            qCInfo(lcAutosave).noquote() << "removed the unfinished or older autosave" << leftover.filePath();
    }
    if (restorable) {
        setAutosaveFile(QString()); // nothing is written while the player decides
        m_pendingAutosave = file;
        m_pendingSession = sc;
        m_restorable = finished.isEmpty() ? summary : summary + QStringLiteral(" (its last write was interrupted; it is complete)");
        emit restorableSessionChanged();
    } else if (!exists) {
        setAutosaveFile(file); // nothing to restore: autosave starts at once
    } else if (!refused) {
        refuseAutosave(file, problem);
    }
}

bool GameController::answerRestore(bool restore)
{
    if (m_pendingAutosave.isEmpty())
        return false;
    setAutosaveFile(m_pendingAutosave);
    m_pendingAutosave.clear();
    const std::optional<Scenario> sc = std::move(m_pendingSession);
    m_pendingSession.reset();
    m_restorable.clear();
    emit restorableSessionChanged();
    if (restore)
        return sc ? restoreChecked(*sc) : restoreAutosave();
    discardAutosave();
    writeAutosave();
    return true;
}

bool GameController::restoreAutosave()
{
    if (m_autosaveFile.isEmpty() || !QFileInfo::exists(m_autosaveFile))
        return refuse(QStringLiteral("There is no autosaved session to restore."));
    const QString special = autosavefile::specialFile(m_autosaveFile);
    if (!special.isEmpty())
        return refuse(QStringLiteral("The autosave %1 is %2, not a session: it was not read.").arg(m_autosaveFile, special));
    Scenario sc;
    QString summary, problem;
    if (!checkSession(m_autosaveFile, &sc, &summary, &problem)) {
        refuseAutosave(m_autosaveFile, problem);
        emit refused(m_status);
        return false;
    }
    return restoreChecked(sc);
}

bool GameController::restoreChecked(const Scenario &sc)
{
    if (!openLoaded(sc))
        return false; // checked already: openLoaded() refuses nothing checkSession() accepts
    // The log is restored exactly as it was (no line of its own); a session that no longer
    // replays as recorded says so instead (openLoaded()).
    setStatus(m_openWarning.isEmpty() ? QStringLiteral("Restored the last session (it was not saved: Ctrl+S saves it).") : m_openWarning);
    return true;
}

void GameController::scheduleAutosave()
{
    // Once per burst of changes (passing to the next turn is many actions), before the next input.
    if (m_autosaveFile.isEmpty() || m_autosavePending)
        return;
    m_autosavePending = true;
    QTimer::singleShot(0, this, [this] { writeAutosave(); });
}

bool GameController::writeAutosave()
{
    m_autosavePending = false;
    if (m_autosaveFile.isEmpty() || !m_session->hasGame())
        return false;
    // While a deletion can still be undone, the record is written as it was before it: a crash
    // then loses nothing, and the deletion is written once it is kept (the next action).
    QJsonObject o;
    m_session->withRecordBeforeDeletions([&] {
        o = replayJson();
        o.insert(QStringLiteral("session"), sessionJson());
    });
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Compact);
    QString why, replacedLink;
    // A session no table could read back is not written: the last one that can be stays.
    if (const QString tooLarge = tooLargeToOpen(bytes.size()); !tooLarge.isEmpty())
        why = QStringLiteral("the session cannot be restored from a file: %1; the autosave keeps an earlier point").arg(tooLarge);
    else
        writeFileAtomically(m_autosaveFile, bytes, &why, &replacedLink);
    if (!why.isEmpty()) {
        // The status bar every time (it is the player's work at stake); the logs once per reason.
        const QString text = QStringLiteral("Autosave to %1 failed: %2. Save the game yourself (Ctrl+S).").arg(m_autosaveFile, why);
        setStatus(text);
        if (why != m_autosaveProblem) {
            m_autosaveProblem = why;
            note(text);
            qCWarning(lcAutosave).noquote() << text;
        }
        return false;
    }
    if (!replacedLink.isEmpty()) {
        const QString text = QStringLiteral("The autosave %1 was a link to %2: it is now a file of its own (%2 was not touched).").arg(m_autosaveFile, replacedLink);
        note(text);
        qCInfo(lcAutosave).noquote() << text;
    }
    if (!m_autosaveProblem.isEmpty()) {
        m_autosaveProblem.clear();
        const QString text = QStringLiteral("The session is autosaved to %1 again.").arg(m_autosaveFile);
        note(text);
        setStatus(text);
        qCInfo(lcAutosave).noquote() << text;
    }
    return true;
}

void GameController::discardAutosave()
{
    m_autosavePending = false;
    if (m_autosaveFile.isEmpty() || (!QFileInfo::exists(m_autosaveFile) && !autosavefile::isLink(m_autosaveFile)))
        return;
    // A device or FIFO found at the path is not the table's to remove (a link to one is).
    if (!autosavefile::specialFile(m_autosaveFile).isEmpty() && !autosavefile::isLink(m_autosaveFile))
        return;
    if (!QFile::remove(m_autosaveFile))
        qCWarning(lcAutosave).noquote() << "could not remove the autosave" << m_autosaveFile;
}
