// A table for the network tests: one GameSession, its SessionHost, and clients joined through
// in-process channels (net::LocalChannel), which a test can drop, reconnect or cut off with
// the host.
#pragma once

#include "gamesession.h"
#include "localchannel.h"
#include "scenario.h"
#include "sessionclient.h"
#include "sessionhost.h"

#include <memory>
#include <vector>

class NetTable
{
public:
    /// How long a whole test game may take.
    static constexpr int kGameTimeoutMs = 60000;
    /// The hash of a session's position now (rules::stateHash()).
    static QString finalHash(const session::GameSession &s) { return rules::stateHash(s.game()->state(), s.game()->cards()); }

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
