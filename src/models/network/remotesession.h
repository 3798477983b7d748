// A table's session held by a host elsewhere: a SessionLink over one net::SessionClient.
#pragma once

#include "game.h"
#include "sessionlink.h"

#include <QPointer>
#include <memory>

namespace net { class SessionClient; }

/// The game as one network viewer sees it (a seat, or a spectator): state() is the client's
/// current view (what this viewer may see, rules::project()), cards() the built-in card pool
/// both ends play with. submit() sends the action to the host and answers at once: accepted
/// with no events (pending: the host's update brings the position, and gameChanged()), or
/// refused when the client can tell without asking (a spectator, another seat's action, no view
/// yet, the game over). The host's own refusals come later through refusedByHost().
class RemoteSession final : public SessionLink
{
    Q_OBJECT
public:
    /// Reads `client` (not owned; it must outlive this session or be destroyed first, which
    /// leaves this session without a game).
    explicit RemoteSession(net::SessionClient *client, QObject *parent = nullptr);
    ~RemoteSession() override;

    bool hasGame() const override { return bool(m_game); }
    const rules::GameState &state() const override;
    const rules::CardDatabase &cards() const override;
    /// Sends `action` for this seat. Accepted (no events, pending the host's update) when it is
    /// this seat's; refused at once, nothing sent, for a spectator ("You are watching: ..."),
    /// an action of another seat, before the first view, with the game over, or while the last
    /// action sent waits for the host's answer (its update or its refusal).
    rules::Result submit(const rules::Action &action) override;

    net::SessionClient *client() const;
    /// This viewer's seat (0..3), -1 for a spectator or before the welcome.
    int seat() const;
    /// The game as a rules::Game over the view (nullptr before the first view): for the table's
    /// questions (legal actions, names).
    const rules::Game *game() const { return m_game.get(); }
    /// The log lines the host sent (the projected events' texts, its notes and chat), in order.
    QStringList logLines() const;

signals:
    /// The host refused an action or message of this viewer (`reason`, one line).
    void refusedByHost(const QString &reason);

private:
    /// Reads the client's new view into the game (a view that does not read is kept out: the
    /// last good one stays, with the reason in the program's log).
    void readView();

    QPointer<net::SessionClient> m_client;
    std::unique_ptr<rules::Game> m_game;
    bool m_pending = false;     ///< an action was sent; no update or refusal came since
};
