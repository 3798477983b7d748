#include "syncedlistmodel.h"

int SyncedListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

QVariant SyncedListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return m_rows[index.row()].value(role);
}

void SyncedListModel::clearRows()
{
    if (m_ids.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_ids.size()) - 1);
    m_ids.clear();
    m_rows.clear();
    endRemoveRows();
    emit countChanged();
}

void SyncedListModel::sync(const QList<int> &ids)
{
    const int before = int(m_ids.size());
    // 1. Remove rows whose id is gone, from the back so indices stay valid.
    for (int row = int(m_ids.size()) - 1; row >= 0; --row) {
        if (!ids.contains(m_ids[row])) {
            beginRemoveRows({}, row, row);
            m_ids.removeAt(row);
            m_rows.removeAt(row);
            endRemoveRows();
        }
    }
    // 2. Walk the wanted order: insert new ids, move ids that are out of place.
    for (int row = 0; row < ids.size(); ++row) {
        const int id = ids[row];
        if (row < m_ids.size() && m_ids[row] == id)
            continue;
        const int at = int(m_ids.indexOf(id));
        if (at < 0) {
            beginInsertRows({}, row, row);
            m_ids.insert(row, id);
            m_rows.insert(row, rowData(id));
            endInsertRows();
        } else {
            beginMoveRows({}, at, at, {}, row);
            m_ids.move(at, row);
            m_rows.move(at, row);
            endMoveRows();
        }
    }
    // 3. Changed roles only.
    for (int row = 0; row < m_ids.size(); ++row) {
        const QHash<int, QVariant> fresh = rowData(m_ids[row]);
        QList<int> changed;
        for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
            if (m_rows[row].value(it.key()) != it.value())
                changed.append(it.key());
        if (!changed.isEmpty()) {
            m_rows[row] = fresh;
            const QModelIndex i = index(row);
            emit dataChanged(i, i, changed);
        }
    }
    if (before != m_ids.size())
        emit countChanged();
}
