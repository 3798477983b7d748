// A table for the network tests: one GameSession, its SessionHost, and clients joined through
// in-process channels (net::LocalChannel), which a test can drop, reconnect or cut off with
// the host.
#pragma once

#include "gamesession.h"
#include "localchannel.h"
#include "player.h"
#include "scenario.h"
#include "sessionclient.h"
#include "sessionhost.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <memory>
#include <vector>

class NetTable
{
public:
    /// How long a whole test game may take.
    static constexpr int kGameTimeoutMs = 60000;
    /// The hash of a session's position now (rules::stateHash()).
    static QString finalHash(const session::GameSession &s) { return rules::stateHash(s.game()->state(), s.game()->cards()); }

    /// "" when `c`'s check after the game found everything right (every checkpoint matched, the
    /// seed, the final position `finalHash`, no view mismatch), else what was wrong.
    static QString whyNotVerified(const net::SessionClient &c, const QString &finalHash)
    {
        const net::SessionClient::Verification &v = c.verification();
        if (v.allMatched() && c.mismatches() == 0 && v.finalHashText == finalHash)
            return {};
        return QStringLiteral("%1 of %2 checkpoints, final %3 (%4, the host's %5), %6 mismatches, problem \"%7\"")
            .arg(v.matched).arg(v.checked).arg(v.finalHash).arg(v.finalHashText, finalHash).arg(c.mismatches()).arg(v.problem);
    }
    /// Options for `kinds` ("human", "greedy", ...) with a fixed secret (reproducible deals), a
    /// turn limit and no replay file.
    static session::SessionOptions options(const QStringList &kinds, int maxTurns, char secret = 's')
    {
        session::SessionOptions o;
        for (const QString &k : kinds)
            o.seats.append({k, {}, {}});
        o.maxTurns = maxTurns;
        o.secret = QByteArray(16, secret);
        o.keepUpdates = 4096;
        return o;
    }
    /// Client options for a bot seat with a fixed nonce and seed.
    static net::SessionClient::Options bot(const QString &kind, int seat)
    {
        net::SessionClient::Options o;
        o.bot = kind;
        o.botSeed = 100 + quint64(seat);
        o.nonce = QByteArray(16, char('A' + seat));
        return o;
    }
    static net::SessionClient::Options spectator()
    {
        net::SessionClient::Options o;
        o.spectator = true;
        return o;
    }

    /// Plays `count` actions (the acting seat's first legal action, as its client sees the
    /// game), each timed from the submit until every client of `all` holds the host's current
    /// view for its viewer (`a` plays seat 1, `b` seat 2, the others watch): the round trips in
    /// ms, sorted; shorter than `count` when one was not complete within 5 s.
    static QList<double> timeRoundTrips(session::GameSession &s, net::SessionClient *a, net::SessionClient *b,
                                        const QList<net::SessionClient *> &all, int count)
    {
        auto upToDate = [&] {
            return std::all_of(all.begin(), all.end(), [&](net::SessionClient *c) {
                const rules::Viewer v = c == a ? rules::Viewer::player(0) : c == b ? rules::Viewer::player(1) : s.spectatorViewer();
                return c->lastUpdate() >= 0 && c->mismatches() == 0 && c->viewHash() == s.history(v)->hash();
            });
        };
        QList<double> ms;
        for (int i = 0; i < count; ++i) {
            rules::GameState seen;
            QString error;
            if (!a->state(&seen, &error))
                break;
            const int seat = ai::actingPlayer(seen);
            net::SessionClient *actor = seat == 0 ? a : b;
            if (!actor->state(&seen, &error))
                break;
            const rules::Action action = rules::Game(rules::CardDatabase::builtIn(), seen).legalActions(seat).first();
            const qint64 target = s.history(rules::Viewer::player(0))->last() + 1;
            // Waits on the clients' signals, not by polling, so that the figure is the round trip's.
            QEventLoop loop;
            auto done = [&] { return s.history(rules::Viewer::player(0))->last() >= target && upToDate(); };
            for (net::SessionClient *c : all)
                QObject::connect(c, &net::SessionClient::viewChanged, &loop, [&] { if (done()) loop.quit(); });
            QTimer::singleShot(5000, &loop, &QEventLoop::quit);
            QElapsedTimer timer;
            timer.start();
            actor->submit(action);
            loop.exec();
            if (!done())
                break;
            ms.append(timer.nsecsElapsed() / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        return ms;
    }

    explicit NetTable(const session::SessionOptions &o) { serve(std::make_unique<session::GameSession>(o)); }

    void serve(std::unique_ptr<session::GameSession> s)
    {
        session = std::move(s);
        host = std::make_unique<net::SessionHost>(session.get());
    }
    /// Destroys the host and its session and every connection, as a killed host would leave them.
    void killHost()
    {
        for (Link &l : links)
            l.hostEnd.reset();
        host.reset();
        session.reset();
    }

    net::SessionClient *join(const net::SessionClient::Options &o)
    {
        clients.push_back(std::make_unique<net::SessionClient>(o));
        links.push_back({});
        links.back().client = clients.back().get();
        connect(links.back());
        return clients.back().get();
    }
    /// Drops `client`'s connection as after kill -9: its end is gone, the host's end closes.
    void drop(net::SessionClient *client) { linkOf(client).clientEnd.reset(); }
    /// Connects `client` again through a new channel (it says hello with its token and last update).
    void reconnect(net::SessionClient *client) { connect(linkOf(client)); }
    /// The host end of `client`'s channel (bytes the host sent it).
    net::LocalChannel *hostEnd(net::SessionClient *client) { return linkOf(client).hostEnd.get(); }
    /// The client end of `client`'s channel (its received() gives what the host sent it).
    net::LocalChannel *clientEnd(net::SessionClient *client) { return linkOf(client).clientEnd.get(); }
    bool allOver() const
    {
        for (const auto &c : clients)
            if (!c->isOver())
                return false;
        return true;
    }

    std::unique_ptr<session::GameSession> session;
    std::unique_ptr<net::SessionHost> host;
    std::vector<std::unique_ptr<net::SessionClient>> clients;

private:
    struct Link {
        net::SessionClient *client = nullptr;
        std::unique_ptr<net::LocalChannel> hostEnd, clientEnd;
    };
    Link &linkOf(net::SessionClient *client)
    {
        for (Link &l : links)
            if (l.client == client)
                return l;
        return links.front();
    }
    void connect(Link &l)
    {
        auto [h, c] = net::LocalChannel::pair();
        l.hostEnd.reset(h);
        l.clientEnd.reset(c);
        host->addConnection(h);
        l.client->connectTo(c);
    }
    std::vector<Link> links;
};
