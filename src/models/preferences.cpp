#include "preferences.h"

#include "computeropponent.h"

#include "prioritystops.h"

#include <QSettings>
#include <QUrl>
#include <algorithm>

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
    const QSettings settings;
    m_motionScale = std::clamp(settings.value(QStringLiteral("table/motionScale"), 1.0).toReal(), 0.0, 4.0);
    m_timelineVisible = settings.value(QStringLiteral("table/timelineVisible"), false).toBool();
    m_windowGeometry = settings.value(QStringLiteral("table/windowGeometry")).toRect();
    m_hotSeatCurtain = settings.value(QStringLiteral("table/hotSeatCurtain"), true).toBool();
    m_sortedHand = settings.value(QStringLiteral("table/sortedHand"), false).toBool();
    m_projector = settings.value(QStringLiteral("table/projector"), false).toBool();
    m_recentFiles = settings.value(QStringLiteral("files/recent")).toStringList().mid(0, kMaxRecentFiles);
    m_newGameSeats = settings.value(QStringLiteral("newGame/seats")).toList().mid(0, 4);
}

void Preferences::setNewGameSeats(const QVariantList &seats)
{
    // Plain values only (a QML object would not outlive the dialog, nor fit in the settings file).
    QVariantList kept;
    for (const QVariant &v : seats.mid(0, 4)) {
        const QVariantMap m = v.toMap();
        kept.append(QVariantMap{{QStringLiteral("name"), m.value(QStringLiteral("name")).toString()},
                                {QStringLiteral("deck"), m.value(QStringLiteral("deck")).toString()},
                                {QStringLiteral("computer"), m.value(QStringLiteral("computer")).toBool()}});
    }
    if (kept == m_newGameSeats)
        return;
    m_newGameSeats = kept;
    QSettings().setValue(QStringLiteral("newGame/seats"), kept);
    emit newGameSeatsChanged();
}

void Preferences::storeFlag(bool &flag, bool value, const QString &key, void (Preferences::*changed)())
{
    if (value == flag)
        return;
    flag = value;
    QSettings().setValue(key, value);
    emit (this->*changed)();
}

void Preferences::setTimelineVisible(bool visible)
{
    storeFlag(m_timelineVisible, visible, QStringLiteral("table/timelineVisible"), &Preferences::timelineVisibleChanged);
}

void Preferences::setSortedHand(bool sorted)
{
    storeFlag(m_sortedHand, sorted, QStringLiteral("table/sortedHand"), &Preferences::sortedHandChanged);
}

void Preferences::setProjector(bool on)
{
    storeFlag(m_projector, on, QStringLiteral("table/projector"), &Preferences::projectorChanged);
}

void Preferences::addRecentFile(const QString &path)
{
    const QUrl url(path);
    const QString local = url.isLocalFile() ? url.toLocalFile() : path;
    if (local.isEmpty())
        return;
    QStringList files = m_recentFiles;
    files.removeAll(local);
    files.prepend(local);
    files = files.mid(0, kMaxRecentFiles);
    if (files == m_recentFiles)
        return;
    m_recentFiles = files;
    QSettings().setValue(QStringLiteral("files/recent"), m_recentFiles);
    emit recentFilesChanged();
}

void Preferences::clearRecentFiles()
{
    if (m_recentFiles.isEmpty())
        return;
    m_recentFiles.clear();
    QSettings().remove(QStringLiteral("files/recent"));
    emit recentFilesChanged();
}

void Preferences::setMotionScale(qreal scale)
{
    scale = std::clamp(scale, 0.0, 4.0);
    if (qFuzzyCompare(scale + 1, m_motionScale + 1))
        return;
    m_motionScale = scale;
    QSettings().setValue(QStringLiteral("table/motionScale"), scale);
    emit motionScaleChanged();
}

void Preferences::cycleMotion()
{
    setMotionScale(m_motionScale == 1.0 ? 2.0 : m_motionScale == 2.0 ? 0.0 : 1.0);
}

void Preferences::setWindowGeometry(const QRect &geometry)
{
    if (geometry == m_windowGeometry || geometry.width() <= 0 || geometry.height() <= 0)
        return;
    m_windowGeometry = geometry;
    QSettings().setValue(QStringLiteral("table/windowGeometry"), geometry);
    emit windowGeometryChanged();
}

void Preferences::setHotSeatCurtain(bool on)
{
    storeFlag(m_hotSeatCurtain, on, QStringLiteral("table/hotSeatCurtain"), &Preferences::hotSeatCurtainChanged);
}

void Preferences::keepStops(PriorityStops *stops)
{
    const QSettings settings;
    stops->setText(settings.value(QStringLiteral("play/stops")).toString());
    stops->setAutoPass(settings.value(QStringLiteral("play/autoPass"), true).toBool());
    connect(stops, &PriorityStops::changed, this, [stops] { QSettings().setValue(QStringLiteral("play/stops"), stops->text()); });
    connect(stops, &PriorityStops::autoPassChanged, this, [stops] { QSettings().setValue(QStringLiteral("play/autoPass"), stops->autoPass()); });
}

void Preferences::keepComputer(ComputerOpponent *computer)
{
    const QSettings settings;
    computer->setBudgetMs(settings.value(QStringLiteral("computer/budgetMs"), 1000).toInt());
    computer->setPaceMs(settings.value(QStringLiteral("computer/paceMs"), 700).toInt());
    connect(computer, &ComputerOpponent::budgetMsChanged, this, [computer] { QSettings().setValue(QStringLiteral("computer/budgetMs"), computer->budgetMs()); });
    connect(computer, &ComputerOpponent::paceMsChanged, this, [computer] { QSettings().setValue(QStringLiteral("computer/paceMs"), computer->paceMs()); });
}
