// Network play from the window: hosting a game in this program, joining or watching one hosted
// elsewhere, and leaving; the table (GameController) shows it through a RemoteSession.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class GameController;
class RemoteSession;
namespace session { class GameSession; }
namespace net {
class Channel;
class LocalChannel;
class SessionClient;
class SessionHost;
class WssConnector;
class WssServer;
}

/// File > Host game…, Join game…, Watch game… and Leave network game. At most one network
/// game at a time. Hosting runs the session (session::GameSession), its host (net::SessionHost)
/// and the wss server (net::WssServer, TLS-PSK keyed by the invite's secret) in this program;
/// the person at this screen plays their seat through the same protocol as every guest (a
/// net::SessionClient over an in-process channel), so the table sees exactly what a guest at
/// that seat would. Joining or watching connects a SessionClient to the invite's host over wss.
/// Either way the table shows the client's view (GameController::attachRemote()).
///
/// Every failure is one line in `error` and the status bar ("The invite does not read: ...",
/// "Could not join: ...", "The host refused: ...", "The connection to the host closed: ...").
class NetworkPlay : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.network")
    /// A network game is on the table (hosted here, joined or watched).
    Q_PROPERTY(bool active READ active NOTIFY changed FINAL)
    /// "host:port" while a join or watch connects, "" otherwise.
    Q_PROPERTY(QString connectingTo READ connectingTo NOTIFY changed FINAL)
    /// "host" (this program hosts; the person here plays a seat), "player", "spectator"; "" when
    /// not active.
    Q_PROPERTY(QString role READ role NOTIFY changed FINAL)
    /// While hosting: the players' invite line (net::Invite) to share; "" otherwise.
    Q_PROPERTY(QString invite READ invite NOTIFY changed FINAL)
    /// While hosting with spectators allowed: the spectators' invite line; "" otherwise.
    Q_PROPERTY(QString spectatorInvite READ spectatorInvite NOTIFY changed FINAL)
    /// While hosting: the TCP port listened on.
    Q_PROPERTY(int port READ port NOTIFY changed FINAL)
    /// Whether the game's spectators see every hand (the host's choice; a guest learns it from
    /// its view's banner setting, false until known).
    Q_PROPERTY(bool spectatorsSeeAllHands READ spectatorsSeeAllHands NOTIFY changed FINAL)
    /// The last failure, one line; "" after a success.
    Q_PROPERTY(QString error READ error NOTIFY changed FINAL)
    /// The game's result once over ("Alice wins: ..."), else "".
    Q_PROPERTY(QString result READ result NOTIFY changed FINAL)
    /// The connections for the ConnectionDots: [{name, state ("connected", "away",
    /// "disconnected"), roundTripMs (-1 unknown), awaySeconds (-1: no countdown)}]: every seat
    /// for the host, the host for a guest.
    Q_PROPERTY(QVariantList connections READ connections NOTIFY connectionsChanged FINAL)
    /// While hosting: per seat, the name of who took it ("" while free; local and computer
    /// seats by their names), for HostGameDialog.joined.
    Q_PROPERTY(QStringList joined READ joined NOTIFY connectionsChanged FINAL)
    /// An undo request for this seat to answer: {id, asker}; {} when none.
    Q_PROPERTY(QVariantMap undoAsk READ undoAsk NOTIFY undoChanged FINAL)
    /// This seat asked to take back its last action and waits for the answers.
    Q_PROPERTY(bool undoAsked READ undoAsked NOTIFY undoChanged FINAL)
public:
    /// The network play of `table` (its parent).
    explicit NetworkPlay(GameController *table);
    ~NetworkPlay() override;

    bool active() const { return m_role.size() > 0; }
    QString connectingTo() const { return m_connectingTo; }
    QString role() const { return m_role; }
    QString invite() const { return m_invite; }
    QString spectatorInvite() const { return m_spectatorInvite; }
    int port() const { return m_port; }
    bool spectatorsSeeAllHands() const { return m_seeAllHands; }
    QString error() const { return m_error; }
    QString result() const { return m_result; }
    QVariantList connections() const { return m_connections; }
    QStringList joined() const { return m_joined; }
    QVariantMap undoAsk() const { return m_undoAsk; }
    bool undoAsked() const { return m_undoAsked; }
    /// The computer ("ai", "greedy", "random"; "" for none) plays this screen's seat in the
    /// games hosted or joined from now on (`daynight --autoplay`; its client's bot mode).
    void setAutoplay(const QString &kind) { m_autoplay = kind; }
    /// Games hosted from now on end in a draw when they reach turn `turns` + 1 (0: no limit;
    /// `daynight --host ... --max-turns`).
    void setMaxTurns(int turns) { m_maxTurns = turns; }
    /// The client of the seat or spectator at this screen (nullptr when not active): tests.
    net::SessionClient *client() const { return m_client.get(); }
    /// The session hosted here (nullptr unless hosting): tests.
    session::GameSession *hostedSession() const { return m_session.get(); }

    /// Hosts a game on `port` (0: a free one; every interface): `seats` is 2 to 4 maps {name
    /// (1 to 32 printable characters), kind: "you" (this screen: exactly one), "remote" (a guest
    /// joins with the invite) or "computer"} in turn order; `spectators` whether spectators may
    /// watch, `seeAllHands` whether they see every hand. Leaves any network game first. Returns
    /// the invite line; "" on error (`error` says why: a seat, the port in use, no TLS-PSK).
    /// The game starts once every remote seat has joined (the session's fair shuffle waits for
    /// each person's share of the seed).
    Q_INVOKABLE QString host(const QVariantList &seats, bool spectators, bool seeAllHands, int port);
    /// Joins the game of `invite` (net::Invite's line) as a player named `name` (may be "").
    /// Returns false at once, with `error`, for an invite that does not read; otherwise
    /// connects (connectingTo) and the table shows the game once the host welcomes this seat,
    /// or `error` says why not.
    Q_INVOKABLE bool join(const QString &invite, const QString &name);
    /// As join(), as a spectator: the table shows public information only (or every hand when
    /// the host allows it); no action can be taken.
    Q_INVOKABLE bool watch(const QString &invite);
    /// Stops a join or watch still connecting.
    Q_INVOKABLE void cancel();
    /// Leaves the network game: a guest disconnects (its seat waits for it at the host), a host
    /// stops hosting (every guest is told "the host stopped"). The table keeps the last position
    /// seen and is its own again.
    Q_INVOKABLE void leave();
    /// Says `text` to the table (every viewer's log: "Alice: text"); false (with `error`) when
    /// not active or the text is blank or longer than 200 characters.
    Q_INVOKABLE bool chat(const QString &text);
    /// Asks the other players to take back this seat's last action (GameController::undo()).
    Q_INVOKABLE bool requestUndo();
    /// Answers the undo request shown (undoAsk): accept or decline.
    Q_INVOKABLE bool answerUndo(bool accept);
    /// Hides the undo request (the asker stops waiting for it; an answer still counts at the host).
    Q_INVOKABLE void dismissUndo();

signals:
    void changed();
    void connectionsChanged();
    void undoChanged();

private:
    /// Makes the client and the table's RemoteSession for `channel`, named by `host` in the table's messages.
    void attach(net::Channel *channel, const QString &host);
    /// Starts a guest's connection (join(), watch()).
    bool connectAs(const QString &inviteText, const QString &name, bool spectator);
    /// `line` in `error` and the status bar; false.
    bool fail(const QString &line);
    void refreshConnections();
    /// Lets go of the table, the client, the connector, the host, the server and the session,
    /// in that order, telling nobody here (leave() and the destructor).
    void tearDown();

    GameController *m_table;
    std::unique_ptr<session::GameSession> m_session;
    std::unique_ptr<net::SessionHost> m_host;
    std::unique_ptr<net::WssServer> m_server;
    std::unique_ptr<net::LocalChannel> m_hostEnd, m_localEnd;
    std::unique_ptr<net::WssConnector> m_connector;
    std::unique_ptr<net::SessionClient> m_client;
    std::unique_ptr<RemoteSession> m_remote;
    QTimer m_tick;                  ///< pings and the connections, every second
    QString m_autoplay;             ///< setAutoplay()
    QString m_connectingTo, m_role, m_invite, m_spectatorInvite, m_error, m_result, m_hostName;
    int m_port = 0;
    int m_maxTurns = 0;             ///< setMaxTurns()
    bool m_seeAllHands = false;
    QVariantList m_connections;
    QStringList m_joined;
    QVariantMap m_undoAsk;
    bool m_undoAsked = false;
};
