#include "handordermodel.h"

#include "zonemodels.h"

HandOrderModel::HandOrderModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(this, signal, this, &HandOrderModel::recount);
    connect(this, &QAbstractItemModel::modelReset, this, &HandOrderModel::recount);
}

void HandOrderModel::recount()
{
    if (rowCount() == m_count)
        return;
    m_count = rowCount();
    emit countChanged();
}

void HandOrderModel::setSorted(bool sorted)
{
    if (m_sorted == sorted)
        return;
    m_sorted = sorted;
    sort(sorted ? 0 : -1); // -1: the source's own order again
    emit sortedChanged();
}

bool HandOrderModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftLand = left.data(CardZoneModel::IsLand).toBool();
    const bool rightLand = right.data(CardZoneModel::IsLand).toBool();
    if (leftLand != rightLand)
        return leftLand;
    const int leftValue = left.data(CardZoneModel::ManaValue).toInt();
    const int rightValue = right.data(CardZoneModel::ManaValue).toInt();
    if (leftValue != rightValue)
        return leftValue < rightValue;
    const int byName = QString::compare(left.data(CardZoneModel::FrontFace).toMap().value(QStringLiteral("name")).toString(),
                                        right.data(CardZoneModel::FrontFace).toMap().value(QStringLiteral("name")).toString(), Qt::CaseInsensitive);
    if (byName != 0)
        return byName < 0;
    return left.data(CardZoneModel::CardId).toInt() < right.data(CardZoneModel::CardId).toInt();
}
