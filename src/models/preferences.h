// User preferences that outlive a game, stored with QSettings.
#pragma once

#include <QObject>
#include <QRect>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class ComputerOpponent;
class PriorityStops;

/// Table preferences. Stored under the application's QSettings (organisation "DayNightTable").
class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Created by the application")
    /// Animation speed factor: 1 normal, 2 slow (demonstrations), 0 reduced motion (none).
    /// Values outside 0..4 are clamped.
    Q_PROPERTY(qreal motionScale READ motionScale WRITE setMotionScale NOTIFY motionScaleChanged FINAL)
    /// Whether the timeline panel (the game record, issue 10) is shown; View > Timeline, Ctrl+T.
    Q_PROPERTY(bool timelineVisible READ timelineVisible WRITE setTimelineVisible NOTIFY timelineVisibleChanged FINAL)
    /// The files opened or saved last, newest first, at most kMaxRecentFiles local paths.
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged FINAL)
    /// The window's geometry when it last closed, in screen pixels (x, y, width, height); an
    /// empty rect before the first time. The window opens there if it still fits the screen.
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY windowGeometryChanged FINAL)
    /// Hot-seat privacy (issue 12): when the seat the table waits for changes and more than one
    /// seat is played by a person, a curtain hides the table until that player asks to see their
    /// hand. On by default; View > Hot-seat curtain.
    Q_PROPERTY(bool hotSeatCurtain READ hotSeatCurtain WRITE setHotSeatCurtain NOTIFY hotSeatCurtainChanged FINAL)
    /// The seats of the last game started from the new-game dialog (issue 13): maps of {name,
    /// deck (a DeckLibrary id), computer}; empty before the first. The dialog starts from them.
    Q_PROPERTY(QVariantList newGameSeats READ newGameSeats WRITE setNewGameSeats NOTIFY newGameSeatsChanged FINAL)
    /// The hand shown face up sorted: lands first, then by mana value, then by name
    /// (HandOrderModel); off by default, in the order the cards came. View > Sort hand.
    Q_PROPERTY(bool sortedHand READ sortedHand WRITE setSortedHand NOTIFY sortedHandChanged FINAL)
    /// Projector sizes outside lessons: the table's text and card names as large as a lesson shows
    /// them at 1600x1000, to be read by a class (Theme.zoom). Off by default; View > Projector
    /// sizes (Ctrl+Shift+P).
    Q_PROPERTY(bool projector READ projector WRITE setProjector NOTIFY projectorChanged FINAL)
public:
    static constexpr int kMaxRecentFiles = 8;
    explicit Preferences(QObject *parent = nullptr);
    bool timelineVisible() const { return m_timelineVisible; }
    void setTimelineVisible(bool visible);
    QStringList recentFiles() const { return m_recentFiles; }
    /// Puts `path` (a local path or a file:// URL) first in the recent files, dropping it from
    /// further down and the oldest beyond kMaxRecentFiles.
    Q_INVOKABLE void addRecentFile(const QString &path);
    /// Forgets the recent files (File > Open recent > Clear).
    Q_INVOKABLE void clearRecentFiles();
    QRect windowGeometry() const { return m_windowGeometry; }
    void setWindowGeometry(const QRect &geometry);
    bool hotSeatCurtain() const { return m_hotSeatCurtain; }
    void setHotSeatCurtain(bool on);
    bool sortedHand() const { return m_sortedHand; }
    void setSortedHand(bool sorted);
    bool projector() const { return m_projector; }
    void setProjector(bool on);
    QVariantList newGameSeats() const { return m_newGameSeats; }
    /// Keeps at most four seats, each as {name, deck, computer}.
    void setNewGameSeats(const QVariantList &seats);
    qreal motionScale() const { return m_motionScale; }
    void setMotionScale(qreal scale);
    /// Normal -> slow -> off -> normal.
    Q_INVOKABLE void cycleMotion();
    /// Remembers `stops` (issue 12, part 5): sets them now from the settings ("play/stops" in
    /// PriorityStops::text's form, "play/autoPass", on when never set), then writes every change
    /// back. `stops` must outlive this object or be destroyed first (the connections end then).
    void keepStops(PriorityStops *stops);
    /// Remembers the computer opponent's time per decision and pace (issue 13, Edit >
    /// Preferences): sets them now from "computer/budgetMs" (default 1000) and
    /// "computer/paceMs" (default 700), then writes every change back. Same lifetime rule as
    /// keepStops().
    void keepComputer(ComputerOpponent *computer);

signals:
    void motionScaleChanged();
    void timelineVisibleChanged();
    void recentFilesChanged();
    void windowGeometryChanged();
    void hotSeatCurtainChanged();
    void newGameSeatsChanged();
    void sortedHandChanged();
    void projectorChanged();

private:
    /// Sets `flag` to `value`, writes it under `key` and emits `changed`; nothing if unchanged.
    void storeFlag(bool &flag, bool value, const QString &key, void (Preferences::*changed)());
    qreal m_motionScale = 1.0;
    bool m_timelineVisible = false;
    QStringList m_recentFiles;
    QRect m_windowGeometry;
    bool m_hotSeatCurtain = true;
    bool m_sortedHand = false;
    bool m_projector = false;
    QVariantList m_newGameSeats;
};
