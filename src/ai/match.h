// The match runner (issue 13): N games between two kinds of player, for the strength and speed
// figures (`daynight --headless --match N --seats ai,random --seed S`).
#pragma once

#include "player.h"
#include "searchplayer.h"

#include <functional>
#include <memory>

namespace ai {

/// What to play.
struct MatchOptions {
    int games = 10;
    QStringList seats{QStringLiteral("ai"), QStringLiteral("random")}; ///< two kinds (MatchRunner::kinds())
    quint64 seed = 1;               ///< game i is dealt with mixSeed(seed, i) and its players' seeds derive from it
    SearchOptions search;           ///< for the "ai" seats
    int maxTurns = 60;              ///< a game still going when turn maxTurns + 1 begins is a draw
    int maxActions = 20000;         ///< ... and so is one still going after this many actions
    /// The preconstructed decks played (CardDatabase::builtInDeckNames() names), at least two:
    /// the games go through every ordered pair of two different ones (the first kind's deck,
    /// the second kind's), two games each (each kind starting once). The default is the two
    /// demo decks, so a cycle is four games.
    QStringList decks{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")};
};

/// How one game ended.
struct GameOutcome {
    int index = 0;                  ///< 0-based
    int winner = -1;                ///< index into MatchOptions::seats; -1: a draw
    int starter = 0;                ///< index into MatchOptions::seats of who took the first turn
    QStringList decks;              ///< each seat's deck name, in MatchOptions::seats order
    int turns = 0;                  ///< the turn number when it ended
    int actions = 0;
    QString reason;                 ///< "random's life is 0 (CR 704.5a)", "turn limit (60)", ...
};

/// Every game's outcome, and the time each search decision took.
struct MatchResult {
    QList<GameOutcome> games;
    QList<int> wins;                ///< per seat kind
    int draws = 0;
    QList<double> searchMs;         ///< the "ai" seats' decisions that searched (more than one candidate), wall-clock ms
    QList<double> searchCpuMs;      ///< the same decisions' CPU time of the deciding thread, ms (what the load of the machine does not change)
    int instantDecisions = 0;       ///< the "ai" seats' decisions with one candidate (answered at once)
};

/// Plays matches. Games alternate who starts (seat kind 0 in even games), and every two games
/// the decks go on to the next ordered pair (MatchOptions::decks): with the two demo decks they
/// swap, so four games cover each kind with each deck, first and second; with all N decks a
/// cycle is 2 N (N - 1) games.
class MatchRunner
{
public:
    explicit MatchRunner(MatchOptions options) : m_options(std::move(options)) {}

    /// The kinds of player: "ai" (SearchPlayer), "greedy" (GreedyPlayer), "random" (RandomPlayer).
    static QStringList kinds();
    /// A player of `kind` (one of kinds()), or null for an unknown kind.
    static std::unique_ptr<Player> makePlayer(const QString &kind, const SearchOptions &search = {});

    /// Plays every game, calling `onGame` after each (the runner prints its line there).
    MatchResult run(const std::function<void(const GameOutcome &)> &onGame = {}) const;
    /// Plays game `index` alone; appends the "ai" seats' search times to `result`.
    GameOutcome playGame(int index, MatchResult *result) const;

    /// "game 3: ai won on turn 12, random's life is 0 (CR 704.5a); ai started; ai: Tovolar's Pack, random: Day Keepers"
    QString gameLine(const GameOutcome &g) const;
    /// "ai won 38 of 40, random won 2" (and ", 0 draws" when any).
    QString summaryLine(const MatchResult &r) const;
    /// The first kind's wins by the deck it played, then by the other kind's deck:
    /// "ai by its deck: Tovolar's Pack 19 of 20, Day Keepers 20 of 20; by random's deck: ...".
    QString deckLine(const MatchResult &r) const;
    /// The ordered pairs of different decks (indices into MatchOptions::decks) the games cycle
    /// through, in order: (0,1), (1,0), (0,2), (2,0), (1,2), (2,1), ...
    static QList<std::pair<int, int>> deckPairs(int deckCount);
    /// "ai decisions: 812 searched (median 95 ms, p95 410 ms, max 880 ms; CPU median 90 ms, p95 400 ms, max 850 ms), 2140 answered at once"
    static QString timingLine(const MatchResult &r);
    /// The `q` quantile (0 to 1, nearest rank) of `values`; 0 when empty.
    static double quantile(QList<double> values, double q);

private:
    MatchOptions m_options;
};

} // namespace ai
