#include "playerfiltermodel.h"

#include "zonemodels.h"

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
