// The order a hand is shown in: as it is held, or sorted (View > Sort hand).
#pragma once

#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

/// A CardZoneModel of a hand in zone order, or sorted: lands first, then by mana value (CR 202.3),
/// then by name, then by card id (so equal cards keep one order). The table sorts only a hand
/// shown face up: the place a face-down card took would tell the others what it is.
class HandOrderModel : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    /// Sorted (true) or in the order the cards came into the hand (false, the default).
    Q_PROPERTY(bool sorted READ sorted WRITE setSorted NOTIFY sortedChanged FINAL)
    /// The number of cards (a ListView's count changes while it lays out: a size bound to it can loop).
    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)
public:
    explicit HandOrderModel(QObject *parent = nullptr);
    bool sorted() const { return m_sorted; }
    void setSorted(bool sorted);
    int count() const { return m_count; }

signals:
    void sortedChanged();
    void countChanged();

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void recount();
    bool m_sorted = false;
    int m_count = 0;
};
