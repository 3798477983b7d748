#include "remotesession.h"

#include "game.h"
#include "sessionclient.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcRemote, "daynight.models.remote", QtInfoMsg)

using namespace rules;

RemoteSession::RemoteSession(net::SessionClient *client, QObject *parent) : SessionLink(parent), m_client(client)
{
    connect(client, &net::SessionClient::viewChanged, this, &RemoteSession::readView);
    connect(client, &net::SessionClient::refused, this, [this](const QString &reason, bool) {
        m_pending = false;
        emit refusedByHost(reason);
    });
    connect(client, &QObject::destroyed, this, [this] {
        m_game.reset();
        emit gameChanged({});
    });
    if (!client->view().isEmpty())
        readView();
}

RemoteSession::~RemoteSession() = default;

const GameState &RemoteSession::state() const
{
    return m_game->state();
}

const CardDatabase &RemoteSession::cards() const
{
    return CardDatabase::builtIn();
}

net::SessionClient *RemoteSession::client() const
{
    return m_client;
}

int RemoteSession::seat() const
{
    return m_client ? m_client->seat() : -1;
}

QStringList RemoteSession::logLines() const
{
    return m_client ? m_client->log() : QStringList();
}

void RemoteSession::readView()
{
    GameState s;
    QString error;
    if (!m_client || !m_client->state(&s, &error)) {
        qCWarning(lcRemote) << "the host's view does not read:" << error;
        return;
    }
    m_game = std::make_unique<Game>(CardDatabase::builtIn(), s);
    m_pending = false;
    emit gameChanged({});
}

Result RemoteSession::submit(const Action &action)
{
    if (!m_game || !m_client || !m_client->isJoined())
        return Result{false, QStringLiteral("Not connected to the host's game yet: wait for its first view."), {}};
    const GameState &s = m_game->state();
    if (s.gameOver)
        return Result{false, QStringLiteral("The game is over (CR 104.1)."), {}};
    const int mine = m_client->seat();
    if (mine < 0)
        return Result{false, QStringLiteral("You are watching this game: spectators cannot act."), {}};
    if (action.player != mine) {
        const QString whose = action.player >= 0 && action.player < s.players.size() ? s.players[action.player].name : QStringLiteral("another player");
        return Result{false, QStringLiteral("That is %1's to do: you play %2's seat.").arg(whose, s.players.value(mine).name), {}};
    }
    if (m_pending)
        return Result{false, QStringLiteral("Waiting for the host's answer to your last action."), {}};
    // What the engine would refuse on this view is refused here, without a round trip (the
    // host decides the same on the whole position; what this view hides it checks alone).
    if (const QString why = m_game->whyNot(action); !why.isEmpty())
        return Result{false, why, {}};
    m_client->submit(action);
    m_pending = true;
    return Result{true, {}, {}};
}
