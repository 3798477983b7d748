#include "match.h"

#include "greedyplayer.h"
#include "randomplayer.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cmath>
#include <ctime>

namespace ai {

using namespace rules;

QStringList MatchRunner::kinds()
{
    return {QStringLiteral("ai"), QStringLiteral("greedy"), QStringLiteral("random")};
}

std::unique_ptr<Player> MatchRunner::makePlayer(const QString &kind, const SearchOptions &search)
{
    if (kind == QLatin1String("ai"))
        return std::make_unique<SearchPlayer>(search);
    if (kind == QLatin1String("greedy"))
        return std::make_unique<GreedyPlayer>();
    if (kind == QLatin1String("random"))
        return std::make_unique<RandomPlayer>();
    return nullptr;
}

MatchResult MatchRunner::run(const std::function<void(const GameOutcome &)> &onGame) const
{
    MatchResult r;
    r.wins = QList<int>(m_options.seats.size(), 0);
    for (int i = 0; i < m_options.games; ++i) {
        const GameOutcome g = playGame(i, &r);
        r.games.append(g);
        if (g.winner >= 0)
            ++r.wins[g.winner];
        else
            ++r.draws;
        if (onGame)
            onGame(g);
    }
    return r;
}

namespace {

// Why the game ended, from the loser's state (CR 704.5a-b).
QString endReason(const GameState &s, const QStringList &names)
{
    for (int p = 0; p < s.players.size(); ++p) {
        const rules::Player &pl = s.players[p];
        if (!pl.hasLost)
            continue;
        if (pl.life <= 0)
            return QStringLiteral("%1's life is %2 (CR 704.5a)").arg(names[p]).arg(pl.life);
        if (pl.library.isEmpty())
            return QStringLiteral("%1 drew from an empty library (CR 704.5b)").arg(names[p]);
        return QStringLiteral("%1 lost").arg(names[p]);
    }
    return QStringLiteral("nobody lost");
}

// CPU time of the calling thread, in ms.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

} // namespace

GameOutcome MatchRunner::playGame(int index, MatchResult *result) const
{
    const CardDatabase &db = CardDatabase::builtIn();
    const QStringList &kindsAtTable = m_options.seats;
    GameOutcome out;
    out.index = index;
    out.starter = index % 2;
    const quint64 seed = mixSeed(m_options.seed, quint64(index));
    // Names: the kinds, numbered when both seats are of one kind.
    QStringList names = kindsAtTable;
    if (names[0] == names[1]) {
        names[0] += QStringLiteral(" 1");
        names[1] += QStringLiteral(" 2");
    }
    const QList<std::pair<int, int>> pairs = deckPairs(int(m_options.decks.size()));
    const std::pair<int, int> pair = pairs[(index / 2) % pairs.size()];
    QList<Deck> decks;
    for (const int d : {pair.first, pair.second}) {
        decks.append(CardDatabase::builtInDeck(m_options.decks[d]));
        out.decks.append(decks.last().name);
    }
    // The engine chooses the starting seat from the seed (CR 103.1), whatever the decks (both
    // have 40 cards): seat the kind that should start there.
    const int startingSeat = Game(db, seed, {{names[0], decks[0]}, {names[1], decks[1]}}).state().startingPlayer;
    QList<int> kindAt(2); // seat -> index into kindsAtTable
    kindAt[startingSeat] = out.starter;
    kindAt[1 - startingSeat] = 1 - out.starter;
    Game game(db, seed, {{names[kindAt[0]], decks[kindAt[0]]}, {names[kindAt[1]], decks[kindAt[1]]}});
    out.starter = kindAt[game.state().startingPlayer];
    std::vector<std::unique_ptr<Player>> players;
    for (int seat = 0; seat < 2; ++seat)
        players.push_back(makePlayer(kindsAtTable[kindAt[seat]], m_options.search));
    QStringList seatNames{names[kindAt[0]], names[kindAt[1]]};

    QElapsedTimer timer;
    for (; out.actions < m_options.maxActions; ++out.actions) {
        const GameState &s = game.state();
        if (s.gameOver || s.turnNumber > m_options.maxTurns)
            break;
        const int actor = actingPlayer(s);
        if (actor < 0)
            break;
        const Player &player = *players[actor];
        const bool timed = result && player.kind() == QLatin1String("ai");
        const bool searches = timed && candidateActions(game, actor).size() > 1;
        timer.start();
        const double cpuStart = threadCpuMs();
        const Action a = player.decide(game, actor, mixSeed(seed, quint64(out.actions) + 1));
        if (searches) {
            result->searchMs.append(timer.nsecsElapsed() / 1e6);
            result->searchCpuMs.append(threadCpuMs() - cpuStart);
        }
        else if (timed)
            ++result->instantDecisions;
        if (!game.apply(a).accepted && !game.apply(Action::pass(actor)).accepted) {
            out.reason = QStringLiteral("%1 chose an action the engine refused").arg(seatNames[actor]);
            break;
        }
    }
    const GameState &s = game.state();
    out.turns = s.turnNumber;
    if (s.gameOver && s.winner >= 0) {
        out.winner = kindAt[s.winner];
        out.reason = endReason(s, seatNames);
    } else if (out.reason.isEmpty()) {
        out.reason = s.gameOver ? QStringLiteral("a draw")
                   : s.turnNumber > m_options.maxTurns ? QStringLiteral("turn limit (%1): a draw").arg(m_options.maxTurns)
                                                       : QStringLiteral("action limit (%1): a draw").arg(m_options.maxActions);
    }
    return out;
}

QString MatchRunner::gameLine(const GameOutcome &g) const
{
    const QStringList &k = m_options.seats;
    const QString who = g.winner >= 0 ? QStringLiteral("%1 won").arg(k[g.winner]) : QStringLiteral("draw");
    return QStringLiteral("game %1: %2 on turn %3, %4; %5 started; %6: %7, %8: %9")
        .arg(g.index + 1).arg(who).arg(g.turns).arg(g.reason, k[g.starter], k[0], g.decks.value(0), k[1], g.decks.value(1));
}

QString MatchRunner::summaryLine(const MatchResult &r) const
{
    const QStringList &k = m_options.seats;
    QString line = QStringLiteral("%1 won %2 of %3, %4 won %5").arg(k[0]).arg(r.wins.value(0)).arg(r.games.size()).arg(k[1]).arg(r.wins.value(1));
    if (r.draws > 0)
        line += QStringLiteral(", %1 draw%2").arg(r.draws).arg(r.draws == 1 ? "" : "s");
    return line;
}

QList<std::pair<int, int>> MatchRunner::deckPairs(int deckCount)
{
    QList<std::pair<int, int>> pairs;
    for (int b = 1; b < deckCount; ++b)
        for (int a = 0; a < b; ++a)
            pairs << std::pair{a, b} << std::pair{b, a};
    return pairs;
}

QString MatchRunner::deckLine(const MatchResult &r) const
{
    const QStringList &k = m_options.seats;
    QStringList names;   // deck names in first-seen order
    QHash<QString, std::pair<int, int>> own, other; // deck -> (first kind's wins, games)
    for (const GameOutcome &g : r.games) {
        for (const QString &d : g.decks)
            if (!names.contains(d))
                names.append(d);
        const int won = g.winner == 0 ? 1 : 0;
        own[g.decks.value(0)].first += won;
        ++own[g.decks.value(0)].second;
        other[g.decks.value(1)].first += won;
        ++other[g.decks.value(1)].second;
    }
    auto list = [&names](const QHash<QString, std::pair<int, int>> &by) {
        QStringList parts;
        for (const QString &d : names)
            if (by.contains(d))
                parts.append(QStringLiteral("%1 %2 of %3").arg(d).arg(by[d].first).arg(by[d].second));
        return parts.join(QStringLiteral(", "));
    };
    return QStringLiteral("%1 by its deck: %2; by %3's deck: %4").arg(k[0], list(own), k[1], list(other));
}

QString MatchRunner::timingLine(const MatchResult &r)
{
    auto ms = [](double v) { return QString::number(v, 'f', v < 10 ? 1 : 0); };
    return QStringLiteral("ai decisions: %1 searched (median %2 ms, p95 %3 ms, max %4 ms; CPU median %5 ms, p95 %6 ms, max %7 ms), %8 answered at once")
        .arg(r.searchMs.size())
        .arg(ms(quantile(r.searchMs, 0.5)), ms(quantile(r.searchMs, 0.95)), ms(quantile(r.searchMs, 1.0)))
        .arg(ms(quantile(r.searchCpuMs, 0.5)), ms(quantile(r.searchCpuMs, 0.95)), ms(quantile(r.searchCpuMs, 1.0)))
        .arg(r.instantDecisions);
}

double MatchRunner::quantile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const qsizetype rank = std::clamp<qsizetype>(qsizetype(std::ceil(q * values.size())), 1, values.size());
    return values[rank - 1];
}

} // namespace ai
