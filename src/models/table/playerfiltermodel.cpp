#include "playerfiltermodel.h"

#include "zonemodels.h"

PlayerFilterModel::PlayerFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(this, signal, this, &PlayerFilterModel::countTapped);
    connect(this, &QAbstractItemModel::modelReset, this, &PlayerFilterModel::countTapped);
    connect(this, &QAbstractItemModel::layoutChanged, this, &PlayerFilterModel::countTapped);
    connect(this, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
        if (roles.isEmpty() || roles.contains(BattlefieldModel::Tapped))
            countTapped();
    });
}

void PlayerFilterModel::countTapped()
{
    if (rowCount() != m_count) {
        m_count = rowCount();
        emit countChanged();
    }
    int tapped = 0;
    for (int row = 0; row < rowCount(); ++row)
        tapped += index(row, 0).data(BattlefieldModel::Tapped).toBool() ? 1 : 0;
    if (tapped == m_tappedCount)
        return;
    m_tappedCount = tapped;
    emit tappedCountChanged();
}

void PlayerFilterModel::setPlayer(int player)
{
    if (m_player == player)
        return;
    m_player = player;
    invalidateFilter();
    emit playerChanged();
}

void PlayerFilterModel::setLands(int lands)
{
    if (m_lands == lands)
        return;
    m_lands = lands;
    invalidateFilter();
    emit landsChanged();
}

bool PlayerFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_player >= 0 && i.data(BattlefieldModel::Controller).toInt() != m_player)
        return false;
    if (m_lands >= 0 && i.data(BattlefieldModel::IsLand).toBool() != (m_lands == 1))
        return false;
    return true;
}
