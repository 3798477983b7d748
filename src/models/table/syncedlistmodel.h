// Base for the list models: rows keyed by an engine id, updated by diffing, never reset.
#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QVariant>

/// A list model whose rows are identified by integer ids (card ids, object ids). sync() moves it
/// to a new id list with row inserts/removes, then emits dataChanged for the roles whose values
/// changed, so a transform updates one row's roles instead of resetting the model (a delegate
/// keeps its state and can animate).
class SyncedListModel : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)
public:
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override { return m_roleNames; }
    int count() const { return int(m_ids.size()); }
    /// The id of row `row`, or -1.
    Q_INVOKABLE int idAt(int row) const { return m_ids.value(row, -1); }

signals:
    void countChanged();

protected:
    /// Sets the role names once, in the constructor of the subclass.
    void setRoles(const QHash<int, QByteArray> &roles) { m_roleNames = roles; }
    /// The values of every role for the row with this id, read from the current game.
    virtual QHash<int, QVariant> rowData(int id) const = 0;
    /// Brings the rows to `ids` (in order): removed ids go, new ids are inserted (neighbouring
    /// rows in one range each), rows whose role values changed get one dataChanged with exactly
    /// those roles. Reads rowData() of every row: time linear in the rows (plus a move's search).
    void sync(const QList<int> &ids);
    /// For a list that changes only at its end (the record's line): keeps the first `keep` rows,
    /// removes the others in one range, appends `tail` in one range, then reads rowData() again
    /// for the kept rows listed in `recheck` only (dataChanged for the roles that changed, as
    /// sync() does). The caller promises that no other kept row changed. Time linear in the
    /// rows removed, inserted and rechecked.
    void syncTail(int keep, const QList<int> &tail, const QList<int> &recheck);
    /// Removes every row (used when a new game starts).
    void clearRows();

private:
    void removeRowRange(int first, int last);
    /// Inserts ids[from .. from+count-1] at `row`, one rowsInserted.
    void insertRowRange(int row, const QList<int> &ids, qsizetype from, qsizetype count);
    /// Reads rowData() for `row` again; emits dataChanged with the roles that changed. True if any.
    bool recheckRow(int row);

    QList<int> m_ids;
    QList<QHash<int, QVariant>> m_rows;
    QHash<int, QByteArray> m_roleNames;
};
