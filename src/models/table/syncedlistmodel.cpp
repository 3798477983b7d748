#include "syncedlistmodel.h"

#include <QSet>

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

void SyncedListModel::removeRowRange(int first, int last)
{
    beginRemoveRows({}, first, last);
    m_ids.remove(first, last - first + 1);
    m_rows.remove(first, last - first + 1);
    endRemoveRows();
}

void SyncedListModel::insertRowRange(int row, const QList<int> &ids, qsizetype from, qsizetype count)
{
    beginInsertRows({}, row, int(row + count - 1));
    m_ids.insert(row, count, 0);
    m_rows.insert(row, count, {});
    for (qsizetype k = 0; k < count; ++k) {
        m_ids[row + k] = ids[from + k];
        m_rows[row + k] = rowData(ids[from + k]);
    }
    endInsertRows();
}

bool SyncedListModel::recheckRow(int row)
{
    const QHash<int, QVariant> fresh = rowData(m_ids[row]);
    QList<int> changed;
    for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
        if (m_rows[row].value(it.key()) != it.value())
            changed.append(it.key());
    if (changed.isEmpty())
        return false;
    m_rows[row] = fresh;
    const QModelIndex i = index(row);
    emit dataChanged(i, i, changed);
    return true;
}

void SyncedListModel::sync(const QList<int> &ids)
{
    const int before = int(m_ids.size());
    // 1. Remove rows whose id is gone, from the back so indices stay valid; neighbours go in
    //    one range.
    const QSet<int> wanted(ids.cbegin(), ids.cend());
    for (int row = int(m_ids.size()) - 1; row >= 0; --row) {
        if (wanted.contains(m_ids[row]))
            continue;
        int first = row;
        while (first > 0 && !wanted.contains(m_ids[first - 1]))
            --first;
        removeRowRange(first, row);
        row = first;
    }
    // 2. Walk the wanted order: insert new ids (neighbours in one range), move ids that are out
    //    of place.
    QSet<int> present(m_ids.cbegin(), m_ids.cend());
    for (int row = 0; row < ids.size(); ++row) {
        const int id = ids[row];
        if (row < m_ids.size() && m_ids[row] == id)
            continue;
        if (!present.contains(id)) {
            qsizetype count = 1;
            while (row + count < ids.size() && !present.contains(ids[row + count]))
                ++count;
            insertRowRange(row, ids, row, count);
            for (qsizetype k = 0; k < count; ++k)
                present.insert(ids[row + k]);
            row += int(count) - 1;
        } else {
            const int at = int(m_ids.indexOf(id));
            beginMoveRows({}, at, at, {}, row);
            m_ids.move(at, row);
            m_rows.move(at, row);
            endMoveRows();
        }
    }
    // 3. Changed roles only.
    for (int row = 0; row < m_ids.size(); ++row)
        recheckRow(row);
    if (before != m_ids.size())
        emit countChanged();
}

void SyncedListModel::syncTail(int keep, const QList<int> &tail, const QList<int> &recheck)
{
    Q_ASSERT(keep >= 0 && keep <= m_ids.size());
    const int before = int(m_ids.size());
    if (keep < m_ids.size())
        removeRowRange(keep, int(m_ids.size()) - 1);
    if (!tail.isEmpty())
        insertRowRange(keep, tail, 0, tail.size());
    for (int row : recheck)
        if (row >= 0 && row < keep)
            recheckRow(row);
    if (before != m_ids.size())
        emit countChanged();
}
