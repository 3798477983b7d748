// The in-process session: the rules::Game and its record, in this program.
#pragma once

#include "gamesession.h"

#include "game.h"
#include "gamerecord.h"

#include <memory>

/// Holds one game and its record (issue 10: every action, the variations, the point shown) in
/// this process. It is the authority a table submits to (GameSession); the session's own tools
/// (files, autosave, the lesson, the board editor, the computer seats) read the engine and the
/// record through game() and record().
///
/// Invariant: after a start or showCurrent(), the game is the record's current position; an
/// accepted submit() plays on the game and records the action, so it stays so. The record's walks
/// (undo(), redo(), goTo(), replaceRecord(), remove()) move only the record: showCurrent() then
/// brings the game there (the caller may walk several steps first).
class LocalSession final : public GameSession
{
    Q_OBJECT
public:
    explicit LocalSession(QObject *parent = nullptr);
    ~LocalSession() override;

    bool hasGame() const override { return bool(m_game); }
    const rules::GameState &state() const override { return m_game->state(); }
    const rules::CardDatabase &cards() const override { return m_cards; }
    /// Applies `action` to the game; accepted, it becomes the record's next node (a variation
    /// when played from a past point) and gameChanged() carries its events.
    rules::Result submit(const rules::Action &action) override;

    /// The engine, for the session's own tools (nullptr without a game).
    const rules::Game *game() const { return m_game.get(); }
    /// The game record: the start, every action since, and the variations.
    const rules::GameRecord &record() const { return m_record; }
    /// The seed of the game held (0 .. 2^64-1; the state's seed for a loaded position).
    quint64 seed() const { return m_seed; }

    /// Starts a new game (rules::Game's new-game constructor, CR 103) with `cards`, `seed` and
    /// `players`; its card ids are renumbered as a load of its save would number them
    /// (rules::reloaded()), so a replay file's ids match. The record starts at its first position
    /// with `*events` (filled with what happened at the start).
    void startNew(const rules::CardDatabase &cards, quint64 seed, const QList<rules::PlayerSetup> &players,
                  rules::Game::Opening opening, rules::Events *events);
    /// Continues from `state` with `cards` (a scenario's, a test's): the game from the state
    /// renumbered (rules::reloaded(); `cardIds` receives old id -> new id), a record starting at
    /// `state` as given, the seed from the state.
    void startFrom(const rules::CardDatabase &cards, const rules::GameState &state, QHash<int, int> *cardIds = nullptr);
    /// A new record that starts at `start` with `events` (Game > Restart). Call showCurrent().
    void restartRecord(const rules::GameState &start, const rules::Events &events);
    /// Takes `record` in place of the record held (a session read from a file, a deletion undone).
    /// Call showCurrent().
    void replaceRecord(const rules::GameRecord &record) { m_record = record; }
    /// Exchanges the record held with `other`, the game staying where it is (the autosave writes
    /// the record as it was before a deletion that can still be undone, then swaps it back).
    void swapRecord(rules::GameRecord &other) { std::swap(m_record, other); }
    /// The record's steps (rules::GameRecord): false when there is nothing to step to / no such
    /// node. Call showCurrent() after.
    bool undo() { return m_record.canUndo() && (m_record.undo(), true); }
    bool redo() { return m_record.canRedo() && (m_record.redo(), true); }
    bool goTo(int node) { return m_record.goTo(node); }
    /// Makes the line through `node` the main line; false for a node out of range. The point
    /// shown stays.
    bool promote(int node) { return m_record.promote(node); }
    /// Removes `node` and everything after it (rules::GameRecord::remove(); `renumbered` receives
    /// old node -> new node for the nodes kept).
    void remove(int node, QHash<int, int> *renumbered) { m_record.remove(node, renumbered); }
    /// Brings the game to the record's current position; gameChanged() with no events.
    void showCurrent();

private:
    rules::CardDatabase m_cards;    ///< the pool of the current game (a scenario may add cards)
    std::unique_ptr<rules::Game> m_game;
    quint64 m_seed = 0;
    rules::GameRecord m_record;
};
