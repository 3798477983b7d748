// The table's own loaders run on one input inside this process (the models layer, as the window
// calls them), with what each must keep: see main.cpp for the whole picture.
#pragma once

#include "inputkind.h"

#include <QString>
#include <QTemporaryDir>
#include <memory>

class GameController;

namespace fuzz {

/// What the loaders made of one input.
struct Verdict {
    QString failure; ///< "" when every promise held, else the failure class ("changed-on-refusal"...)
    QString outcome; ///< what happened, one line: "opened", "refused: <the status line>"...
};

/// A table (GameController, its deck library in a folder of its own) that loads inputs one after
/// another, each from the same fresh game, so that an input's verdict depends on it alone.
class InProcessChecker
{
public:
    InProcessChecker();
    ~InProcessChecker();

    /// Runs the input at `path` through the loaders of `kind`:
    ///  - JSON kinds: GameController::openScenario(path), and the same bytes as
    ///    openScenarioText() (the clipboard); an autosave also through autosaveSummary() and
    ///    restoreAutosave(), a lesson through LessonPlayer::open() and every step, answer and
    ///    what-if. A refusal must leave the game as it was (the same stateHash(), record and
    ///    point) and name the file (or "the clipboard"); a file the table opened must save
    ///    (recordText) to a record that opens again.
    ///  - deck lists: rules::readDeckText(), DeckLibrary::importText() and importFile(), and the
    ///    file dropped into the deck folder (reload()). A refusal must give its reasons and leave
    ///    the library and its folder as they were; an imported deck must be playable and read
    ///    back the same from its own text.
    Verdict check(InputKind kind, const QString &path);
    /// JSON inputs with more than `n` actions (their "actions", a session's nodes, a lesson's
    /// steps' and what-ifs' actions) are skipped (0: none is): the table plays each action
    /// through its models, and a file of thousands takes it minutes (a known finding).
    void setMaxActions(int n) { m_maxActions = n; }

private:
    Verdict checkJson(InputKind kind, const QString &path);
    Verdict checkDeckList(const QString &path);

    QTemporaryDir m_decks;
    std::unique_ptr<GameController> m_controller;
    int m_maxActions = 0;
};

/// `daynight_fuzz --worker <maxActions>`: reads "<kind>\t<path>" lines on stdin and answers each
/// with one line "<failure or ok>\t<outcome>" on stdout, until stdin ends. Returns the exit code (0).
int runWorker(int maxActions);

} // namespace fuzz
