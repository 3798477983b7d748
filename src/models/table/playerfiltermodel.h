// Per-player view of the battlefield for the table's player areas.
#pragma once

#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

/// Filters a BattlefieldModel to one controller and to lands or nonlands, so the table can lay
/// lands in a row at the back and other permanents in front.
class PlayerFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    /// Player index whose permanents pass; -1 lets every controller pass.
    Q_PROPERTY(int player READ player WRITE setPlayer NOTIFY playerChanged FINAL)
    /// 1: lands only, 0: nonlands only, -1: both.
    Q_PROPERTY(int lands READ lands WRITE setLands NOTIFY landsChanged FINAL)
    /// How many of the rows that pass are tapped (CR 701.26a): the table gives a tapped card a
    /// wider slot, and sizes its rows by it. 0 to rowCount().
    Q_PROPERTY(int tappedCount READ tappedCount NOTIFY tappedCountChanged FINAL)
    /// The number of rows that pass (a ListView's count changes while it lays out: a size bound
    /// to it can loop).
    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)
public:
    explicit PlayerFilterModel(QObject *parent = nullptr);
    int tappedCount() const { return m_tappedCount; }
    int count() const { return m_count; }
    int player() const { return m_player; }
    void setPlayer(int player);
    int lands() const { return m_lands; }
    void setLands(int lands);

signals:
    void playerChanged();
    void landsChanged();
    void tappedCountChanged();
    void countChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void countTapped();
    int m_tappedCount = 0;
    int m_count = 0;
    int m_player = -1;
    int m_lands = -1;
};
