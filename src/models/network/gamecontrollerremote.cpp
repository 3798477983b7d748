// GameController at a network table: the board shows a RemoteSession (the host's view for this
// seat), actions go to the host, and what belongs to the session is refused.
#include "gamecontroller.h"

#include "remotesession.h"
#include "sessionclient.h"

using namespace rules;

void GameController::attachRemote(RemoteSession *remote, const QString &host)
{
    detachRemote();
    m_remote = remote;
    m_remoteHost = host;
    m_remoteLogLines = -1; // the first view starts the table anew
    m_playedGame = false;
    m_editor->setEditing(false);
    if (m_lesson->active())
        m_lesson->close();
    // The record on the board is the host's: nothing of it is written here.
    m_autosaveBeforeRemote = std::exchange(m_autosaveFile, QString());
    if (m_unsaved) {
        m_unsaved = false;
        emit unsavedWorkChanged();
    }
    connect(remote, &SessionLink::gameChanged, this, [this] { showRemoteView(); });
    connect(remote, &RemoteSession::refusedByHost, this, [this](const QString &reason) {
        const QString why = QStringLiteral("%1 refused: %2").arg(m_remoteHost, reason);
        setStatus(why);
        emit refused(why);
    });
    connect(remote, &QObject::destroyed, this, [this, remote] {
        if (m_remote == remote)
            detachRemote();
    });
    setDocumentName(QStringLiteral("network game hosted by %1").arg(host));
    setStatus(QStringLiteral("Connected to the game hosted by %1: waiting for it to begin.").arg(host));
    if (remote->hasGame())
        showRemoteView();
}

void GameController::detachRemote()
{
    if (!m_remote)
        return;
    disconnect(m_remote, nullptr, this, nullptr);
    m_remote = nullptr;
    m_table->setSession(m_session);
    m_autosaveFile = std::exchange(m_autosaveBeforeRemote, QString());
    m_playedGame = true; // the last position seen can be played on at this table
    if (m_session->hasGame()) {
        refreshAll();
        emit historyChanged();
    }
    setStatus(QStringLiteral("Left the network game: the board shows its last position (Ctrl+N starts a new game)."));
}

bool GameController::refuseAtNetworkTable(const QString &what)
{
    if (!m_remote)
        return false;
    refuse(QStringLiteral("This game is hosted by %1: %2 is not available at a network table.").arg(m_remoteHost, what));
    return true;
}

Result GameController::applyRemote(const Action &action)
{
    const Result r = m_remote->submit(action); // accepted: pending, the host's update follows
    if (!r.accepted) {
        setStatus(r.reason);
        emit refused(r.reason);
        return r;
    }
    m_autoPassed.clear();
    setStatus(QString());
    return r;
}

void GameController::showRemoteView()
{
    if (!m_remote || !m_remote->hasGame())
        return;
    const bool first = m_remoteLogLines < 0;
    m_session->mirror(m_remote->cards(), m_remote->state());
    m_table->setSession(m_remote); // from the first view on, the board reads the host's view
    const GameState &s = m_session->game()->state();
    if (first) {
        QList<Seat> seats;
        for (const Player &p : s.players)
            seats.append({p.name, QString(), false});
        setSeats(seats);
        m_table->reset();
        m_log->clear();
        m_remoteLogLines = 0;
        setStatus(m_remote->seat() >= 0 ? QStringLiteral("You play %1's seat in the game hosted by %2.").arg(s.players.value(m_remote->seat()).name, m_remoteHost)
                                        : QStringLiteral("You are watching the game hosted by %1.").arg(m_remoteHost));
    }
    m_logPath.clear();
    m_logCounts.clear();
    const QStringList lines = m_remote->logLines();
    for (qsizetype i = m_remoteLogLines; i < lines.size(); ++i)
        m_log->appendNote(lines[i], s.turnNumber);
    m_remoteLogLines = lines.size();
    refreshAll();
    refreshOpening();
    if (first)
        emit gameStarted();
    emit historyChanged(); // the timeline and Undo follow (autosave is paused)
}

bool GameController::remoteCanUndo() const
{
    return m_remote->seat() >= 0 && m_remote->hasGame() && !m_remote->state().gameOver;
}

bool GameController::requestRemoteUndo()
{
    if (!remoteCanUndo())
        return refuse(QStringLiteral("Only a seated player can ask to take back an action, before the game is over."));
    m_remote->client()->requestUndo();
    setStatus(QStringLiteral("Asked to take back your last action: the other players answer (%1 decides for the computer seats).").arg(m_remoteHost));
    return true;
}
