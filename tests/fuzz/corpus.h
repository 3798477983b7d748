// The fuzzer's corpus: the project's files of every kind, the saved games made from the
// scenarios, and games played at a real table for replays, autosaves and problem reports.
#pragma once

#include "mutator.h"

#include <QStringList>

namespace fuzz {

struct CorpusOptions {
    QStringList folders;   ///< folders of *.json files, each filed under its kind (kindOf())
    QString cards;         ///< the card pool's folder: donors of custom cards and effects
    int savedPrefixes = 6; ///< saved games cut after some actions, per scenario
    int tableGames = 4;    ///< games played at a GameController for replays, autosaves and reports
    int jobs = 2;
};

/// The kind a file of the corpus is, from its content: a lesson ("lesson"), a report ("report"),
/// an autosave ("session"), a replay ("checkpoints"), else a scenario or saved position.
InputKind kindOf(const QJsonValue &json);

/// Reads the folders and the card pool, then adds:
///  - saved games as the table writes them (gamecontrollerfiles.cpp, saveScenario): each
///    scenario's final position (rules::runScenario), whole and cut after some of its actions,
///    and the same with the actions that followed the cut and the file's expectations;
///  - for each of o.tableGames seeds, a game of random legal actions with a variation played at a
///    GameController, as the replay File > Save writes (recordText), the autosave it writes
///    (writeAutosave) and a problem report (writeReport).
/// Exits 2 (bad option) on a missing folder or an empty corpus.
Corpus loadCorpus(const CorpusOptions &o);

/// The deck lists to mutate: both demo decks as the table exports them (rules::deckText), and
/// in the MTGO ("4x Name", "SB: 2 Name") and Arena ("4 Name (MID) 245", a sideboard after a
/// blank line) styles.
QStringList deckLists();
/// Every card's front face name and "Front // Back" name, and the tokens' names.
QStringList cardNames();

/// Runs fn(i, job) for i in [0, n) on `jobs` threads.
void parallelFor(qint64 n, int jobs, const std::function<void(qint64, int)> &fn);
/// Writes `bytes` to `path`; false if it could not.
bool writeFile(const QString &path, const QByteArray &bytes);

} // namespace fuzz
