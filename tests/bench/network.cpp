// Figure 11: network play over wss on the loopback, against its targets. A real host (WssServer
// with TLS-PSK, GameSession, SessionHost) and real guests (WssConnector, SessionClient) connect
// over 127.0.0.1 inside this one process: host and every guest share one event loop and one
// core, so a round trip also holds the time every guest takes to apply and check its update in
// turn (on separate computers they do that at once). The rate caps are raised (wsstable.h).
//
// Every game is seeded: the host's secret and the seats' nonces (random in a real game) are
// fixed from the figure's seed and the game's number, and so are the decisions (the greedy
// player with the seed and the ply).
#include "bench.h"
#include "wsstable.h"

#include "greedyplayer.h"
#include "match.h"
#include "mergepatch.h"

#include <QElapsedTimer>
#include <QFile>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace bench {

namespace {

using wsstable::spin;

constexpr int kMaxTurns = 30; // a game still going when turn 31 begins is a draw

/// 16 bytes from `seed`: a game's secret or a seat's nonce.
QByteArray seedBytes(quint64 seed)
{
    QByteArray bytes;
    for (quint64 part : {ai::mixSeed(seed, 1), ai::mixSeed(seed, 2)})
        bytes.append(reinterpret_cast<const char *>(&part), sizeof part);
    return bytes;
}

/// Two seats for people (or the bots of their guests), the game dealt from `seed`.
session::SessionOptions twoPlayers(quint64 seed, bool allHands = false)
{
    session::SessionOptions o;
    o.seats = {{QStringLiteral("human"), QStringLiteral("Alice"), {}}, {QStringLiteral("human"), QStringLiteral("Bob"), {}}};
    o.spectatorsSeeAllHands = allHands;
    o.maxTurns = kMaxTurns;
    o.awayTimeoutMs = 600000;
    o.secret = seedBytes(seed);
    return o;
}

/// A seat's guest: its name and its nonce from the game's `seed`.
net::SessionClient::Options seatGuest(int seat, quint64 seed)
{
    net::SessionClient::Options o;
    o.name = seat == 0 ? QStringLiteral("Alice") : QStringLiteral("Bob");
    o.nonce = seedBytes(ai::mixSeed(seed, quint64(seat) + 3));
    return o;
}

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "daynight_bench: network: %s\n", qPrintable(what));
    std::exit(1);
}

/// Milliseconds of CPU this process has used (every thread), for figures that other programs on
/// a busy computer would otherwise inflate.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// One action's round trip: wall-clock and CPU milliseconds, and of them the host's handling
/// and one guest's (the mean of the guests') in milliseconds.
struct Trip {
    double wall = -1;
    double cpu = 0;
    double host = 0;
    double guest = 0;
};

/// The 1-minute load average ("?" where /proc/loadavg does not read).
QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readLine()).section(QLatin1Char(' '), 0, 0) : QStringLiteral("?");
}

/// Nearest-rank percentile `q` (0 to 1) of `values` (unsorted; empty gives 0).
double percentile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype rank = std::clamp<qsizetype>(qsizetype(std::ceil(q * double(values.size()))), 1, values.size());
    return values[rank - 1];
}

QString yesNo(bool met)
{
    return met ? QStringLiteral("met") : QStringLiteral("MISSED");
}

/// A table with two seated guests (Alice through a relay that counts her bytes) and
/// `spectators` spectators, every one holding the first view.
struct Game {
    wsstable::WssTable table;
    std::vector<net::SessionClient *> players;

    Game(int spectators, quint64 seed) : table(twoPlayers(seed))
    {
        QString error;
        if (!table.listen(&error))
            die(error);
        for (int seat = 0; seat < 2; ++seat) {
            const net::SessionClient::Options o = seatGuest(seat, seed);
            players.push_back(table.join(o, true, &error));
            if (!players.back())
                die(QStringLiteral("%1 cannot join: %2").arg(o.name, error));
        }
        for (int i = 0; i < spectators; ++i) {
            net::SessionClient::Options o;
            o.spectator = true;
            if (!table.join(o, false, &error))
                die(QStringLiteral("spectator %1 cannot join: %2").arg(i + 1).arg(error));
        }
        if (!spin([&] { return table.session().hasStarted() && table.allUpToDate(); }))
        {
            QStringList states;
            for (const auto &c : table.clients())
                states << QStringLiteral("seat %1 joined %2 last %3 views %4 refusals %5").arg(c->seat()).arg(c->isJoined()).arg(c->lastUpdate()).arg(c->viewsReceived()).arg(c->refusals().join(QLatin1Char('/'))) + QStringLiteral(" bytes %1 updates %2").arg(c->bytesReceived()).arg(c->updatesReceived());
            die(QStringLiteral("the game did not start with every view sent (started: %1; %2)").arg(table.session().hasStarted()).arg(states.join(QStringLiteral("; "))));
        }
    }

    /// Seat `seat` plays what the greedy player chooses on its own view (a pass or the simplest
    /// answer when the host refuses that); returns the milliseconds from sending it to every
    /// guest but `except` holding the update (wall -1 when the game is over).
    Trip act(quint64 seed, const net::SessionClient *except = nullptr)
    {
        static const ai::GreedyPlayer greedy;
        session::GameSession &s = table.session();
        if (s.isOver())
            return {};
        const int seat = ai::actingPlayer(s.game()->state());
        net::SessionClient *client = players.at(seat);
        rules::GameState view;
        QString error;
        if (!client->state(&view, &error))
            die(QStringLiteral("seat %1's view does not read: %2").arg(seat + 1).arg(error));
        const rules::Game game(rules::CardDatabase::builtIn(), view);
        const int ply = s.record().node(s.record().current()).ply;
        for (const rules::Action &a : {greedy.decide(game, seat, ai::mixSeed(seed, quint64(ply))), passOrAnswer(game)}) {
            const qint64 before = table.hostLast(seat);
            const qsizetype refusals = client->refusals().size();
            QElapsedTimer timer;
            timer.start();
            const double cpu = cpuMs();
            const qint64 host = table.hostBusyNs(), guests = table.guestBusyNs();
            client->submit(a);
            // A long timeout: the game's last action also brings every guest's check of the whole
            // game (verify()), which with 32 guests on a busy machine takes many seconds.
            if (!spin([&] { return client->refusals().size() > refusals || (table.hostLast(seat) > before && table.allUpToDate(except)); }, 300000))
                die(QStringLiteral("no update within 300 s of seat %1's action at ply %2").arg(seat + 1).arg(ply));
            if (client->refusals().size() == refusals)
                return {double(timer.nsecsElapsed()) / 1e6, cpuMs() - cpu, double(table.hostBusyNs() - host) / 1e6,
                        double(table.guestBusyNs() - guests) / 1e6 / double(table.clients().size())};
        }
        die(QStringLiteral("the host refused seat %1's pass at ply %2: %3").arg(seat + 1).arg(ply).arg(client->refusals().constLast()));
    }
};

/// Round trips of every action of `runs` games with `spectators` spectators; Alice's bytes.
struct Trips {
    QList<double> ms;                   ///< every action of every game
    QList<double> cpu;                  ///< ... its CPU time
    QList<double> host, guest;          ///< ... the host's handling, one guest's
    QList<double> p99PerGame;
    QList<double> payloadKiB, wireKiB;  ///< per game, to Alice
    int games = 0;
};

Trips playGames(int spectators, int runs, int maxActions, quint64 seed)
{
    Trips t;
    for (int run = 0; run < runs; ++run) {
        const quint64 gameSeed = ai::mixSeed(seed, quint64(run));
        Game g(spectators, gameSeed);
        QList<double> game;
        for (int i = 0; i < maxActions; ++i) {
            const Trip trip = g.act(gameSeed);
            // The game's last action is left out: its time holds every guest's check of the whole
            // game (SessionClient::verify(), once per game), not one update.
            if (trip.wall < 0 || g.table.session().isOver())
                break;
            game.append(trip.wall);
            t.cpu.append(trip.cpu);
            t.host.append(trip.host);
            t.guest.append(trip.guest);
        }
        t.ms += game;
        t.p99PerGame.append(percentile(game, 0.99));
        if (g.table.session().isOver()) {
            net::SessionClient *alice = g.players[0];
            if (!spin([alice] { return alice->isOver(); }))
                die(QStringLiteral("Alice got no game-over message"));
            t.payloadKiB.append(double(alice->bytesReceived()) / 1024);
            t.wireKiB.append(double(g.table.tap(alice)->bytesDown()) / 1024);
        }
        ++t.games;
    }
    return t;
}

void printTrips(const QString &label, const Trips &t, double p50Target, double p99Target)
{
    const double p50 = percentile(t.ms, 0.5), p99 = percentile(t.ms, 0.99);
    QString targets = QStringLiteral("p99 <= %1 ms: %2").arg(p99Target).arg(yesNo(p99 <= p99Target));
    if (p50Target > 0)
        targets.prepend(QStringLiteral("p50 <= %1 ms: %2; ").arg(p50Target).arg(yesNo(p50 <= p50Target)));
    printLine(QStringLiteral("%1: p50 %2 ms, p99 %3 ms, max %4 ms (%5 actions in %6 games; p99 per game %7 to %8 ms; "
                             "CPU time p50 %9 ms, p99 %10 ms; of it the host's handling p50 %11 ms, p99 %12 ms, "
                             "one guest's p50 %13 ms, p99 %14 ms) [target %15]")
                  .arg(label, msText(p50), msText(p99), msText(percentile(t.ms, 1.0)))
                  .arg(t.ms.size())
                  .arg(t.games)
                  .arg(msText(percentile(t.p99PerGame, 0)), msText(percentile(t.p99PerGame, 1.0)),
                       msText(percentile(t.cpu, 0.5)), msText(percentile(t.cpu, 0.99)), msText(percentile(t.host, 0.5)))
                  .arg(msText(percentile(t.host, 0.99)), msText(percentile(t.guest, 0.5)), msText(percentile(t.guest, 0.99)), targets));
}

/// Drops a seat's connection `drops` times over as many games as it takes: the seat not acting
/// is cut, the other plays on (up to two actions) while it is away, then it reconnects. Prints
/// the time from opening the new connection to holding the host's latest view, and whether every
/// update it missed came as an update (its log equals the host's updates for it, no full view).
void runReconnects(int drops, quint64 seed)
{
    QList<double> ms;
    int intact = 0, done = 0, games = 0, missedTotal = 0;
    while (done < drops) {
        ++games;
        const quint64 gameSeed = ai::mixSeed(seed, quint64(games));
        Game g(2, gameSeed);
        // Every update the host makes for each seat, as that seat's log should read.
        QStringList expected[2];
        qint64 recorded[2] = {0, 0};
        QObject::connect(&g.table.session(), &session::GameSession::updated, &g.table.session(), [&] {
            for (int seat = 0; seat < 2; ++seat) {
                const session::ViewerHistory *h = g.table.session().history(rules::Viewer::player(seat));
                const std::optional<QList<session::ViewUpdate>> news = h->since(recorded[seat]);
                if (!news)
                    die(QStringLiteral("the host's history lost updates before the bench read them"));
                for (const session::ViewUpdate &u : *news) {
                    for (const QJsonValue &e : u.events)
                        expected[seat].append(e.toObject().value(QStringLiteral("text")).toString());
                    for (const QJsonValue &n : u.notes)
                        expected[seat].append(n.toString());
                }
                recorded[seat] = h->last();
            }
        });
        for (int step = 0; done < drops && !g.table.session().isOver(); ++step) {
            if (g.act(gameSeed).wall < 0)
                break;
            if (step % 3 != 2 || g.table.session().isOver())
                continue;
            const int acting = ai::actingPlayer(g.table.session().game()->state());
            const int seat = acting < 0 ? done % 2 : 1 - acting;
            net::SessionClient *away = g.players[seat];
            const int views = away->viewsReceived();
            const qint64 heldBefore = away->lastUpdate();
            g.table.tap(away)->cut();
            if (!spin([away] { return !away->isJoined(); }))
                die(QStringLiteral("the guest did not notice its connection was cut"));
            for (int i = 0; i < 2 && !g.table.session().isOver() && ai::actingPlayer(g.table.session().game()->state()) != seat; ++i)
                g.act(gameSeed, away);
            QElapsedTimer timer;
            timer.start();
            QString error;
            if (!g.table.reconnect(away, &error))
                die(QStringLiteral("reconnect: %1").arg(error));
            if (!spin([&] { return g.table.upToDate(away); }))
                die(QStringLiteral("no up-to-date view within 10 s of reconnecting"));
            ms.append(double(timer.nsecsElapsed()) / 1e6);
            missedTotal += int(away->lastUpdate() - heldBefore);
            if (away->viewsReceived() == views && away->mismatches() == 0 && away->log() == expected[seat])
                ++intact;
            ++done;
        }
    }
    printLine(QStringLiteral("reconnect after a dropped connection (TLS-PSK handshake, hello with the last update held, what it missed), "
                             "to the host's latest view: p50 %1 ms, p99 %2 ms, max %3 ms; %4 of %5 with nothing lost "
                             "(%6 missed updates in all, %7 games) [target <= 1000 ms, all intact: %8]")
                  .arg(msText(percentile(ms, 0.5)), msText(percentile(ms, 0.99)), msText(percentile(ms, 1.0)))
                  .arg(intact)
                  .arg(done)
                  .arg(missedTotal)
                  .arg(games)
                  .arg(yesNo(percentile(ms, 1.0) <= 1000 && intact == done)));
}

/// `games` games of two bot guests (greedy against random, seats alternating) and a spectator
/// (every second game one who sees every hand), as fast as they play.
void runBotGames(int games, quint64 seed)
{
    int mismatched = 0, actions = 0;
    QStringList problems;
    QElapsedTimer total;
    total.start();
    for (int i = 0; i < games; ++i) {
        const quint64 gameSeed = ai::mixSeed(seed, quint64(i));
        wsstable::WssTable table(twoPlayers(gameSeed, i % 2 == 1));
        QString error;
        if (!table.listen(&error))
            die(error);
        for (int seat = 0; seat < 2; ++seat) {
            net::SessionClient::Options o = seatGuest(seat, gameSeed);
            o.bot = (seat + i) % 2 == 0 ? QStringLiteral("greedy") : QStringLiteral("random");
            o.botSeed = ai::mixSeed(gameSeed, quint64(seat));
            if (!table.join(o, false, &error))
                die(QStringLiteral("bot %1 cannot join: %2").arg(seat + 1).arg(error));
        }
        net::SessionClient::Options watcher;
        watcher.spectator = true;
        if (!table.join(watcher, false, &error))
            die(QStringLiteral("the spectator cannot join: %1").arg(error));
        const auto &clients = table.clients();
        const bool over = spin([&] { return std::all_of(clients.begin(), clients.end(), [](const auto &c) { return c->isOver(); }); }, 120000);
        actions += table.session().record().node(table.session().record().current()).ply;
        bool bad = !over;
        for (const auto &c : clients) {
            bad = bad || c->mismatches() > 0 || !c->verification().allMatched();
            if (over && !c->verification().allMatched() && problems.size() < 3)
                problems << QStringLiteral("game %1: %2").arg(i + 1).arg(c->verification().problem);
        }
        if (!over && problems.size() < 3)
            problems << QStringLiteral("game %1: not over within 120 s (%2)").arg(i + 1).arg(table.session().waiting());
        mismatched += bad ? 1 : 0;
    }
    printLine(QStringLiteral("bot games over wss (greedy against random, a spectator), each guest checking every update's hash and, "
                             "after the game, the revealed seed and the replay of the record against every view it got: "
                             "%1 of %2 with a mismatch (%3 actions, %4 s) [target 0: %5]")
                  .arg(mismatched)
                  .arg(games)
                  .arg(actions)
                  .arg(double(total.elapsed()) / 1000, 0, 'f', 1)
                  .arg(yesNo(mismatched == 0)));
    for (const QString &p : std::as_const(problems))
        printLine(QStringLiteral("  ") + p);
}

} // namespace

void runNetwork(const Options &o)
{
    const int maxActions = o.quick ? 40 : 100000;
    printLine(QStringLiteral("# network: wss (TLS 1.2 PSK) on 127.0.0.1, host and guests in this one process and event loop; "
                             "a round trip is from a seat sending its action to every guest holding the checked update; "
                             "load average %1 on %2 cores (other programs' load stretches the wall-clock figures, not the CPU ones)")
                  .arg(loadAverage())
                  .arg(QThread::idealThreadCount()));
    const Trips eight = playGames(8, o.runs, maxActions, 11);
    printTrips(QStringLiteral("one action's round trip, 2 players + 8 spectators"), eight, 2, 10);
    const Trips thirty = playGames(30, o.quick ? 1 : std::max(1, o.runs / 2), maxActions, 12);
    printTrips(QStringLiteral("one action's round trip, 2 players + 30 spectators"), thirty, 0, 25);
    if (!eight.payloadKiB.isEmpty())
        printLine(QStringLiteral("bytes to one player over a whole 2-player game: median %1 KiB on the wire (TLS and WebSocket included), "
                                 "%2 KiB of messages; largest game %3 KiB on the wire (%4 games to their end, %5 turns at most) [target <= 256 KiB: %6]")
                      .arg(percentile(eight.wireKiB, 0.5), 0, 'f', 1)
                      .arg(percentile(eight.payloadKiB, 0.5), 0, 'f', 1)
                      .arg(percentile(eight.wireKiB, 1.0), 0, 'f', 1)
                      .arg(eight.payloadKiB.size())
                      .arg(kMaxTurns)
                      .arg(yesNo(percentile(eight.wireKiB, 1.0) <= 256)));
    else
        printLine(QStringLiteral("bytes to one player over a whole 2-player game: no game reached its end (--quick)"));
    runReconnects(o.quick ? 5 : 100, 13);
    runBotGames(o.quick ? 3 : 200, 14);
}

} // namespace bench
