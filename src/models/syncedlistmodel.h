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
    /// Brings the rows to `ids` (in order): removed ids go, new ids are inserted, rows whose
    /// role values changed get one dataChanged with exactly those roles.
    void sync(const QList<int> &ids);
    /// Removes every row (used when a new game starts).
    void clearRows();

private:
    QList<int> m_ids;
    QList<QHash<int, QVariant>> m_rows;
    QHash<int, QByteArray> m_roleNames;
};
