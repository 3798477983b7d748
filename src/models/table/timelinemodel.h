// The timeline (issue 10): the game record's line shown as a list the table walks, grouped by
// turn and step, with marks where the designation changed, a ruling applied or a permanent
// transformed, and the variations played from each point.
#pragma once

#include "gamerecord.h"
#include "syncedlistmodel.h"

#include <QtQml/qqmlregistration.h>

/// One line of the record: a node's action in a few words ("Alice casts Play with Fire"), its
/// first event's sentence (at most 80 characters), else "an action".
QString recordNodeSummary(const rules::GameRecord::Node &node);
/// Node `node` of `record` named by its action as a player would say it, read against the
/// position it was taken in: "Bob casts Consider", "Alice plays Forest", "Alice attacks with
/// Kessig Naturalist", "Bob passes", "Alice keeps 7", "Bob takes a mulligan". A card is named
/// only when the action shows it (cast, played, on the battlefield); else recordNodeSummary().
/// "The start" for node 0.
QString recordNodeTitle(const rules::GameRecord &record, int node);

/// The line of the record the table shows: every node from the start to the current one, then
/// the continuation redo would walk (rules::GameRecord::path() + continuation()). One row per
/// node, keyed by node index. Roles:
/// - `node` (int): the record node; `ply` (int): actions from the start (0 for the start row);
/// - `turn` (int), `step` (string, "Upkeep"), `activePlayer` (string): when the action was taken
///   (the position it was played from; the start row: the start position);
/// - `section` (string): "Turn 3 · Alice", the group a ListView section shows;
/// - `newStep` (bool): the first row of its step within the turn;
/// - `actor` (string): who acted ("" for the start, "Editor" for sandbox edits);
/// - `text` (string): recordNodeTitle();
/// - `designation` (string): "day" or "night" when the designation changed here, else "";
/// - `rulings` (string): the seed rulings that applied in its events, ascending, no repeats ("3, 5",
///   "" for none);
/// - `transforms` (int): how many permanents transformed;
/// - `current` (bool): the node the board shows; `future` (bool): after it (redo would play it);
/// - `mainLine` (bool): on the record's main line; `variations` (list of {node, end, text}): the
///   other variations played from the same point (siblings), in order, with `end` (int): the last
///   node of that line (redo's path from it); `variationCount` (int):
///   how many.
class TimelineModel : public SyncedListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    /// The row of the node the board shows (-1 when empty).
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentRowChanged FINAL)
public:
    enum Role {
        NodeRole = Qt::UserRole + 1, PlyRole, TurnRole, StepRole, ActivePlayerRole, SectionRole, NewStepRole, ActorRole,
        TextRole, DesignationRole, RulingsRole, TransformsRole, CurrentRole, FutureRole, MainLineRole, VariationsRole,
        VariationCountRole
    };
    explicit TimelineModel(QObject *parent = nullptr);

    /// How the record changed since the last update().
    enum class Change {
        /// Only walked: actions played (new nodes, each a new last child of its parent), undo,
        /// redo, jumps. Every node kept its index, its content and its children's order. Only
        /// the rows that can show it are read again (the current point and what lies between it
        /// and the last one, the main line's end, a row beside a new variation), and the line is
        /// followed only where it changed: an action played at the end costs the same in a long
        /// game as in a short one.
        Walked,
        /// Anything else: a new record, a deletion (nodes renumbered), a promotion. Every row
        /// is read again.
        Replaced,
    };
    /// Shows `record`'s line (call after every change of the record or its current node, saying
    /// how it changed). Rows that stay get dataChanged for the roles that changed only (a jump
    /// marks two rows); the rows after the last one kept go in one removal, the new ones come
    /// in one insertion.
    void update(const rules::GameRecord &record, Change change = Change::Replaced);
    /// Forgets the rows (a new game).
    void clear();

    int currentRow() const { return m_currentRow; }
    /// The record node of `row`, or -1 when out of range.
    Q_INVOKABLE int nodeAt(int row) const { return idAt(row); }
    /// The row where the turn after (`direction` > 0) or before (< 0) the turn of `row` begins,
    /// for Page Down / Page Up: the first row of that turn; within the first turn, Page Up goes
    /// to row 0; past the last turn, Page Down goes to the last row. -1 when the model is empty.
    Q_INVOKABLE int turnStartRow(int row, int direction) const;

signals:
    void currentRowChanged();

protected:
    QHash<int, QVariant> rowData(int node) const override;

private:
    /// update() after a walk: only the rows after the first difference are replaced, and of
    /// the rows kept only those that can read differently are read again.
    void walk(const rules::GameRecord &record);
    /// update() after anything else: the whole line, every row read again.
    void showAgain(const rules::GameRecord &record);

private:
    const rules::GameRecord *m_record = nullptr;
    /// The rows from the first on that lie on the main line (a row's node is its ply'th action,
    /// so a row's index is its node's ply).
    int m_mainLineRows = 0;
    /// The record's size at the last update: nodes at or after it are new (a walk only appends).
    int m_recordSize = 0;
    int m_currentRow = -1;
};
