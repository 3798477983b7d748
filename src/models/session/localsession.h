// The in-process session: the rules::Game and its record, in this program.
#pragma once

#include "sessionlink.h"

#include "game.h"
#include "gamerecord.h"

#include <functional>
#include <memory>

/// Holds one game and its record (issue 10: every action, the variations, the point shown) in
/// this process. It is the authority a table submits to (SessionLink); the session's own tools
/// (files, autosave, the lesson, the board editor, the computer seats) read the engine and the
/// record through game() and record().
///
/// Invariant: after a start or showCurrent(), the game is the record's current position; an
/// accepted submit() plays on the game and records the action, so it stays so. The record's walks
/// (undo(), redo(), goTo(), replaceRecord(), remove()) move only the record: showCurrent() then
/// brings the game there (the caller may walk several steps first).
class LocalSession final : public SessionLink
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
    /// Shows `state` exactly as given, card ids unchanged (a network table's copy of the view its
    /// host sent, whose ids the host's actions use), with `cards`: a record starting at it, the
    /// seed from the state.
    void mirror(const rules::CardDatabase &cards, const rules::GameState &state);
    /// Game > Restart: a new record from the same start (its events and its notes kept; the
    /// deletions forgotten). Call showCurrent().
    void restart();
    /// Takes `record`, with its `notes`, in place of the record held (a session read from a
    /// file). Call showCurrent().
    void replaceRecord(const rules::GameRecord &record, const QHash<int, QStringList> &notes);
    /// The record's steps (rules::GameRecord): false when there is nothing to step to / no such
    /// node. Call showCurrent() after.
    bool undo() { return m_record.canUndo() && (m_record.undo(), true); }
    bool redo() { return m_record.canRedo() && (m_record.redo(), true); }
    bool goTo(int node) { return m_record.goTo(node); }
    /// Makes the line through `node` the main line; false for a node out of range. The point
    /// shown stays.
    bool promote(int node);

    // ---- Deletions from the record (the timeline's "Delete from here"), kept to be undone.
    /// Deletes record node `node` (> 0, in range) and everything played after it, keeping the
    /// record as it was (with its notes) to bring back: the last kUndoableDeletions deletions
    /// can be undone, until another action is played, a line promoted or another game started.
    /// `what` names the deletion ("action 25 (“Bob casts Consider”)"). `renumbered` receives old node -> new node for the nodes kept. Call showCurrent()
    /// when the point shown went too.
    void deleteFrom(int node, const QString &what, QHash<int, int> *renumbered);
    /// Whether a deletion can be brought back (canBringBack()), and what it was ("" if none).
    bool canBringBack() const { return !m_deletions.isEmpty(); }
    QString lastDeletion() const { return m_deletions.isEmpty() ? QString() : m_deletions.last().what; }
    /// Brings the last deletion back: the record, its notes and the point shown before it.
    /// Returns what it was. Call showCurrent(). Only while canBringBack().
    QString bringBack();
    /// Calls `write` with the record as it was before the first deletion that can still be undone
    /// (the record itself when there is none), then puts the record back: the autosave writes
    /// that, so a crash loses nothing.
    void withRecordBeforeDeletions(const std::function<void()> &write);
    /// The undoable deletions are kept no more (the record changed otherwise).
    void forgetDeletions() { m_deletions.clear(); }
    /// At most this many deletions in a row can be undone, the oldest forgotten first (each keeps
    /// a copy of the record, whose states are shared with it).
    static constexpr int kUndoableDeletions = 20;

    // ---- What goes with the record's nodes.
    /// The table's own log lines ("Opened scenario ..."), by the record node they follow; saved
    /// with the session.
    const QHash<int, QStringList> &notes() const { return m_notes; }
    /// Adds `text` to the notes of the record's current node.
    void addNote(const QString &text) { m_notes[m_record.current()].append(text); }
    /// rules::stateHash() of record node `node`'s state, computed once (the autosave writes every
    /// checkpoint after every action).
    QString checkpointHash(int node) const;
    /// Takes `hash` as node `node`'s checkpoint hash (a file's dry run computed it already).
    void knowCheckpointHash(int node, const QString &hash) { m_checkpointHashes.insert(node, hash); }
    /// Brings the game to the record's current position; gameChanged() with no events.
    void showCurrent();

private:
    /// A deletion that can still be undone: the record as it was before it, with what went with
    /// its node numbers (the notes, the checkpoint hashes).
    struct DeletedLine {
        rules::GameRecord record;
        QHash<int, QStringList> notes;
        QHash<int, QString> checkpointHashes;
        QString what;   ///< what deleteFrom() was told it was
    };
    /// The record starts anew: no deletion to undo, no note, no hash.
    void clearRecordCaches();

    QList<DeletedLine> m_deletions; ///< the undoable deletions, the last at the end
    QHash<int, QStringList> m_notes; ///< notes()
    mutable QHash<int, QString> m_checkpointHashes; ///< checkpointHash(), by record node
    rules::CardDatabase m_cards;    ///< the pool of the current game (a scenario may add cards)
    std::unique_ptr<rules::Game> m_game;
    quint64 m_seed = 0;
    rules::GameRecord m_record;
};
