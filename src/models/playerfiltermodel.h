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
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    int player() const { return m_player; }
    void setPlayer(int player);
    int lands() const { return m_lands; }
    void setLands(int lands);

signals:
    void playerChanged();
    void landsChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_player = -1;
    int m_lands = -1;
};
