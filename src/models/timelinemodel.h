// The timeline (issue 10): the game record's line shown as a list the table walks, grouped by
// turn and step, with marks where the designation changed, a ruling applied or a permanent
// transformed, and the variations played from each point.
#pragma once

#include "gamerecord.h"
#include "syncedlistmodel.h"

#include <QSet>
#include <QtQml/qqmlregistration.h>

/// One line of the record: a node's action in a few words ("Alice casts Play with Fire"), its
/// first event's sentence (at most 80 characters), else "an action".
QString recordNodeSummary(const rules::GameRecord::Node &node);

/// The line of the record the table shows: every node from the start to the current one, then
/// the continuation redo would walk (rules::GameRecord::path() + continuation()). One row per
/// node, keyed by node index. Roles:
/// - `node` (int): the record node; `ply` (int): actions from the start (0 for the start row);
/// - `turn` (int), `step` (string, "Upkeep"), `activePlayer` (string): when the action was taken
///   (the position it was played from; the start row: the start position);
/// - `section` (string): "Turn 3 · Alice", the group a ListView section shows;
/// - `newStep` (bool): the first row of its step within the turn;
/// - `actor` (string): who acted ("" for the start, "Editor" for sandbox edits);
/// - `text` (string): recordNodeSummary();
/// - `designation` (string): "day" or "night" when the designation changed here, else "";
/// - `rulings` (string): the seed rulings that applied in its events, ascending, no repeats ("3, 5",
///   "" for none);
/// - `transforms` (int): how many permanents transformed;
/// - `current` (bool): the node the board shows; `future` (bool): after it (redo would play it);
/// - `mainLine` (bool): on the record's main line; `variations` (list of {node, text}): the
///   other variations played from the same point (siblings), in order; `variationCount` (int):
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

    /// Shows `record`'s line (call after every change of the record or its current node). Rows
    /// that stay get dataChanged for the roles that changed only (a jump marks two rows).
    void update(const rules::GameRecord &record);
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
    const rules::GameRecord *m_record = nullptr;
    QHash<int, int> m_rowOfNode;  ///< node -> row in the line being shown
    QSet<int> m_mainLine;         ///< the rows' nodes that lie on the main line
    int m_currentRow = -1;
};
