// The benchmark's shared pieces: options, timing (median of runs), positions, a driver that
// passes through turns. Each figure group lives in its own file (see main.cpp for what each
// figure means).
#pragma once

#include "game.h"

#include <QString>
#include <functional>

namespace bench {

/// Command-line options (main.cpp).
struct Options {
    int runs = 5;           ///< timed runs per figure; the median is printed
    int maxN = 10000;       ///< largest number of permanents a figure may use
    bool quick = false;     ///< tiny sizes, one run (the ctest smoke run)
};

/// A first run longer than this is not repeated: the figure is printed from that one run and
/// says so (the N = 10,000 designation change takes tens of seconds before issue 8).
constexpr qint64 kLongRunNs = 5'000'000'000;

/// Milliseconds as printed: three decimals below 10 ms, one above.
QString msText(double ms);

/// Timed runs of one figure, in milliseconds, in run order.
struct Samples {
    QList<double> ms;
    bool cutShort = false;  ///< one run only, as the first took longer than kLongRunNs

    double median() const;
    double min() const;
    double max() const;
    /// "(median of 5; min 398.0, max 410.3)", or "(1 run: it took over 5 s)".
    QString spread() const;
};

/// Calls `once` up to `runs` times; `once` returns the nanoseconds of the part it timed (only
/// that part counts, set-up does not). Stops after the first run if it took longer than
/// kLongRunNs.
Samples measure(int runs, const std::function<qint64()> &once);

/// Prints "<label>: <median> ms (median of 5; min .., max ..)" on stdout, flushed at once so a
/// long figure shows the ones before it.
void printMs(const QString &label, const Samples &s);
/// Prints one line as is.
void printLine(const QString &line);

/// A two-player position (tests/rules/position.h basePosition): turn 3, Alice active in her
/// precombat main phase with priority, it is `designation`, `n` permanents `key` on the
/// battlefield (alternately Alice's and Bob's, front face up, not summoning sick), and
/// `libraryCards` Forests in each library.
rules::GameState position(rules::DayNight designation, int n, const QString &key, int libraryCards = 20);

/// The daybound werewolf the figures use: Outland Liberator (2/2, no trigger on either face
/// that fires without attacking or activating).
inline QString daybound() { return QStringLiteral("outland-liberator"); }

/// What a player who only wants the game to go on does: answers a pending decision in the
/// simplest legal way (no attackers, no blockers, nothing of "any number", the first option,
/// the first cards for a discard), otherwise the priority holder passes (CR 117.3d).
rules::Action passOrAnswer(const rules::Game &game);

/// Applies `action`, adding the nanoseconds apply() took to `*ns`. An action the engine refuses
/// is a bug in the benchmark: the reason is printed and the program exits with code 1.
rules::Result timedApply(rules::Game &game, const rules::Action &action, qint64 *ns);

/// Counts events of one type.
int countEvents(const rules::Events &events, rules::Event::Type type);

// The figure groups, one file each.
void runDesignation(const Options &o);  ///< designation.cpp
void runTurn(const Options &o);         ///< turn.cpp
void runXmage(const Options &o);        ///< xmage.cpp
void runRandomPlay(const Options &o);   ///< randomplay.cpp
void runSaveLoad(const Options &o);     ///< saveload.cpp
void runUndo(const Options &o);         ///< undo.cpp
void runStartup(const Options &o);      ///< startup.cpp
void runReplay(const Options &o);       ///< replay.cpp
void runDeckList(const Options &o);     ///< decklist.cpp
void runScenarios(const Options &o);    ///< scenarios.cpp
void runNetwork(const Options &o);      ///< network.cpp
/// The hidden `--startup-once empty|table|panels` child: measures one start-up in this process and
/// prints its phases on one line (startup.cpp). Returns the exit code.
int startupOnce(int argc, char *argv[], const QString &what);

} // namespace bench
