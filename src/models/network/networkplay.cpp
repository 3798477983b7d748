#include "networkplay.h"

#include "gamecontroller.h"
#include "gamesession.h"
#include "invite.h"
#include "localchannel.h"
#include "remotesession.h"
#include "sessionclient.h"
#include "sessionhost.h"
#include "wssconnector.h"
#include "wssserver.h"

NetworkPlay::NetworkPlay(GameController *table) : QObject(table), m_table(table)
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        if (m_client && !m_session)
            m_client->ping(); // the host's own pings measure its guests
        refreshConnections();
    });
}

NetworkPlay::~NetworkPlay()
{
    tearDown();
}

void NetworkPlay::tearDown()
{
    m_tick.stop();
    if (m_session)
        disconnect(m_session.get(), nullptr, this, nullptr);
    if (m_client)
        disconnect(m_client.get(), nullptr, this, nullptr);
    if (m_remote)
        m_table->detachRemote(); // the table lets go of the remote session first
    m_remote.reset();
    m_client.reset();
    m_connector.reset();
    if (m_server)
        m_server->close(); // every guest: "the host stopped"
    m_host.reset();
    m_localEnd.reset();
    m_hostEnd.reset();
    m_server.reset();
    m_session.reset();
}

bool NetworkPlay::fail(const QString &line)
{
    m_error = line;
    m_table->notify(line);
    emit changed();
    return false;
}

QString NetworkPlay::host(const QVariantList &seats, bool spectators, bool seeAllHands, int port)
{
    leave();
    session::SessionOptions o;
    o.spectators = spectators;
    o.spectatorsSeeAllHands = seeAllHands;
    o.maxTurns = m_maxTurns;
    int you = -1;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QVariantMap m = seats[i].toMap();
        const QString kind = m.value(QStringLiteral("kind")).toString();
        if (kind != QLatin1String("you") && kind != QLatin1String("remote") && kind != QLatin1String("computer"))
            return fail(QStringLiteral("Could not host: seat %1 is \"%2\": \"you\", \"remote\" or \"computer\".").arg(i + 1).arg(kind)), QString();
        if (kind == QLatin1String("you")) {
            if (you >= 0)
                return fail(QStringLiteral("Could not host: seats %1 and %2 are both yours: one seat is played at this screen.").arg(you + 1).arg(i + 1)), QString();
            you = int(i);
        }
        o.seats.append({kind == QLatin1String("computer") ? QStringLiteral("greedy") : QStringLiteral("human"),
                        m.value(QStringLiteral("name")).toString().trimmed(), QString()});
    }
    if (you < 0)
        return fail(QStringLiteral("Could not host: no seat is yours (one seat is played at this screen).")), QString();
    if (port < 0 || port > 65535)
        return fail(QStringLiteral("Could not host: port %1 is out of range (0 to 65535).").arg(port)), QString();
    if (const QString why = session::GameSession::check(o); !why.isEmpty())
        return fail(QStringLiteral("Could not host: %1").arg(why)), QString();

    auto game = std::make_unique<session::GameSession>(o);
    auto server = std::make_unique<net::WssServer>();
    QString error;
    if (!server->listen(QHostAddress::Any, quint16(port), game->inviteSecret(), &error))
        return fail(QStringLiteral("Could not host: %1").arg(error)), QString();
    m_session = std::move(game);
    m_server = std::move(server);
    m_host = std::make_unique<net::SessionHost>(m_session.get());
    m_host->setPingInterval(2000);
    connect(m_server.get(), &net::WssServer::newChannel, m_host.get(), &net::SessionHost::addConnection);
    connect(m_session.get(), &session::GameSession::updated, this, &NetworkPlay::refreshConnections);
    connect(m_session.get(), &session::GameSession::started, this, &NetworkPlay::refreshConnections);
    m_invite = m_server->invite().toText();
    m_spectatorInvite = spectators ? m_server->invite(net::Invite::Role::Spectator).toText() : QString();
    m_port = m_server->port();
    m_seeAllHands = seeAllHands;
    m_role = QStringLiteral("host");
    m_error.clear();
    m_result.clear();
    // The person here takes their seat as any guest does, by its token, through an in-process channel.
    auto [hostEnd, localEnd] = net::LocalChannel::pair(QStringLiteral("local:host"), QStringLiteral("local:this screen"));
    m_hostEnd.reset(hostEnd);
    m_localEnd.reset(localEnd);
    net::SessionClient::Options co;
    co.token = m_session->token(you);
    co.name = m_session->seatName(you);
    co.bot = m_autoplay;
    m_client = std::make_unique<net::SessionClient>(co);
    m_host->addConnection(hostEnd);
    attach(localEnd, m_session->seatName(you));
    m_table->notify(QStringLiteral("Hosting on port %1: copy the invite for the other players (File > Host game… shows it again).").arg(m_port));
    emit changed();
    return m_invite;
}

bool NetworkPlay::join(const QString &invite, const QString &name)
{
    return connectAs(invite, name, false);
}

bool NetworkPlay::watch(const QString &invite)
{
    return connectAs(invite, QString(), true);
}

bool NetworkPlay::connectAs(const QString &inviteText, const QString &name, bool spectator)
{
    QString error;
    const std::optional<net::Invite> invite = net::Invite::parse(inviteText, &error);
    if (!invite)
        return fail(QStringLiteral("The invite does not read: %1.").arg(error));
    leave();
    m_error.clear();
    m_result.clear();
    net::SessionClient::Options co;
    co.spectator = spectator;
    co.name = name.trimmed();
    co.bot = spectator ? QString() : m_autoplay;
    m_client = std::make_unique<net::SessionClient>(co);
    m_connector = std::make_unique<net::WssConnector>();
    m_connectingTo = invite->address();
    const QString address = invite->address();
    connect(m_connector.get(), &net::WssConnector::connected, this, [this, address, spectator](net::Channel *channel) {
        m_connectingTo.clear();
        channel->setParent(m_client.get()); // goes with the client
        m_role = spectator ? QStringLiteral("spectator") : QStringLiteral("player");
        attach(channel, address);
        emit changed();
    });
    connect(m_connector.get(), &net::WssConnector::failed, this, [this](const QString &reason) {
        m_connectingTo.clear();
        m_client.reset();
        fail(QStringLiteral("Could not join: %1").arg(reason));
    });
    m_connector->open(*invite);
    emit changed();
    return true;
}

void NetworkPlay::attach(net::Channel *channel, const QString &host)
{
    m_hostName = host;
    net::SessionClient *client = m_client.get();
    connect(client, &net::SessionClient::refused, this, [this](const QString &reason, bool fatal) {
        if (!fatal)
            return; // the table says it (RemoteSession::refusedByHost)
        QMetaObject::invokeMethod(this, [this, reason] {
            leave();
            fail(QStringLiteral("The host refused: %1").arg(reason));
        }, Qt::QueuedConnection);
    });
    connect(client, &net::SessionClient::closed, this, [this](const QString &reason) {
        if (m_session || !m_client || m_client->isOver())
            return;
        QMetaObject::invokeMethod(this, [this, reason] {
            leave();
            fail(QStringLiteral("The connection to the host closed: %1").arg(reason));
        }, Qt::QueuedConnection);
    });
    connect(client, &net::SessionClient::gameOver, this, [this] {
        m_result = m_client->result();
        m_table->notify(QStringLiteral("The game is over: %1").arg(m_result));
        emit changed();
    });
    connect(client, &net::SessionClient::undoAsked, this, [this](int id, const QString &by) {
        m_undoAsk = {{QStringLiteral("id"), id}, {QStringLiteral("asker"), by}};
        emit undoChanged();
    });
    connect(client, &net::SessionClient::viewChanged, this, [this] {
        if (m_undoAsked || !m_undoAsk.isEmpty())
            dismissUndo(); // the game moved on: the request is settled
        refreshConnections();
    });
    m_remote = std::make_unique<RemoteSession>(client);
    m_table->attachRemote(m_remote.get(), host);
    client->connectTo(channel);
    m_tick.start();
    refreshConnections();
}

void NetworkPlay::cancel()
{
    if (!m_connector || m_connectingTo.isEmpty())
        return;
    m_connector->abort();
    m_connector.reset();
    m_client.reset();
    m_connectingTo.clear();
    m_table->notify(QStringLiteral("Stopped connecting."));
    emit changed();
}

void NetworkPlay::leave()
{
    const bool was = active() || !m_connectingTo.isEmpty();
    tearDown();
    m_connectingTo.clear();
    m_role.clear();
    m_invite.clear();
    m_spectatorInvite.clear();
    m_port = 0;
    m_connections.clear();
    m_joined.clear();
    m_undoAsk.clear();
    m_undoAsked = false;
    if (was) {
        emit changed();
        emit connectionsChanged();
        emit undoChanged();
    }
}

bool NetworkPlay::chat(const QString &text)
{
    const QString line = text.trimmed();
    if (!m_client || !active())
        return fail(QStringLiteral("Chat is for network games: host, join or watch one first."));
    if (line.isEmpty() || line.size() > session::GameSession::kMaxChat)
        return fail(QStringLiteral("A chat line is 1 to %1 characters.").arg(session::GameSession::kMaxChat));
    m_client->chat(line);
    return true;
}

bool NetworkPlay::requestUndo()
{
    if (!m_client || m_role == QLatin1String("spectator"))
        return fail(QStringLiteral("Only a seated player can ask to take back an action."));
    if (!m_table->undo())
        return false;
    m_undoAsked = true;
    emit undoChanged();
    return true;
}

bool NetworkPlay::answerUndo(bool accept)
{
    if (!m_client || m_undoAsk.isEmpty())
        return fail(QStringLiteral("No one asks to take back an action."));
    m_client->answerUndo(m_undoAsk.value(QStringLiteral("id")).toInt(), accept);
    m_undoAsk.clear();
    emit undoChanged();
    return true;
}

void NetworkPlay::dismissUndo()
{
    m_undoAsk.clear();
    m_undoAsked = false;
    emit undoChanged();
}

void NetworkPlay::refreshConnections()
{
    QVariantList list;
    QStringList joined;
    // Each entry also names this screen's seat (viewerSeat, -1 for a spectator): the table
    // turns that seat's hand face up.
    const int viewerSeat = m_client ? m_client->seat() : -1;
    const auto entry = [viewerSeat](const QString &name, const QString &state, int rtt) {
        return QVariantMap{{QStringLiteral("name"), name}, {QStringLiteral("state"), state}, {QStringLiteral("roundTripMs"), rtt},
                           {QStringLiteral("awaySeconds"), -1}, {QStringLiteral("viewerSeat"), viewerSeat}};
    };
    if (m_session) {
        const int mine = m_client ? m_client->seat() : -1;
        for (int seat = 0; seat < m_session->seatCount(); ++seat) {
            const QString name = m_session->seatName(seat);
            const bool person = m_session->isHuman(seat);
            const bool here = person && (m_session->isConnected(seat) || seat == mine);
            const bool local = seat == mine || !person;
            joined.append(here || !person ? name : QString());
            list.append(entry(name, !person || here ? QStringLiteral("connected") : m_session->hasStarted() ? QStringLiteral("away") : QStringLiteral("disconnected"),
                              local ? -1 : m_host->roundTripMs(seat)));
        }
    } else if (m_client) {
        list.append(entry(m_hostName, m_client->isJoined() ? QStringLiteral("connected") : QStringLiteral("disconnected"), m_client->roundTripMs()));
    }
    if (list != m_connections || joined != m_joined) {
        m_connections = list;
        m_joined = joined;
        emit connectionsChanged();
    }
}
