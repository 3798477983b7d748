// The stops as the table shows and sets them (issue 12, part 5): the phase bar's seat, full control.
#pragma once

#include "types.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class PriorityStops;

namespace rules {
class Game;
} // namespace rules

/// The stops of the player the table waits for, as the phase bar shows them and a click sets
/// them (GameController.stopControl), and whether the table passes automatically now. The stops
/// themselves are PriorityStops (GameController.stops); the automatic passes and the
/// pass-untils are GameController's (gamecontrollerstops.cpp), which tells this object what it
/// did (showAutoPass()) and asks it to follow the position (refresh()).
class StopControl : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    /// Whose stops the phase bar shows and a click on a step sets: the player deciding, else the
    /// priority holder, else the active player (0..3; -1 without a game).
    Q_PROPERTY(int stopSeat READ stopSeat NOTIFY stopStepsChanged FINAL)
    /// stopSeat's name ("Alice"; "" without a game).
    Q_PROPERTY(QString stopSeatName READ stopSeatName NOTIFY stopStepsChanged FINAL)
    /// Whether the stops shown are for stopSeat's own turn (true) or another player's turn.
    Q_PROPERTY(bool stopSeatsTurn READ stopSeatsTurn NOTIFY stopStepsChanged FINAL)
    /// The steps (rules::stepName) where stopSeat stops in this turn, in turn order: every step
    /// but untap and cleanup while stopSeat has full control.
    Q_PROPERTY(QStringList stopSteps READ stopSteps NOTIFY stopStepsChanged FINAL)
    /// Whether stopSeat has full control (PriorityStops::fullControl; toggleFullControl()).
    Q_PROPERTY(bool fullControl READ fullControl NOTIFY stopStepsChanged FINAL)
    /// "" when the table passes automatically for players without a stop; else why it does not
    /// now (auto-pass switched off, a lesson, a scenario or demonstration opened from a file, the
    /// board editor, a position that is not legal, the game is over).
    Q_PROPERTY(QString autoPassOff READ autoPassOff NOTIFY autoPassChanged FINAL)
    /// What the table passed automatically after the last action, one short line for the status
    /// bar ("Auto-passed upkeep, draw (no stops)."); "" when nothing was, and after undo, redo and
    /// jumps. The log holds the whole line.
    Q_PROPERTY(QString autoPassed READ autoPassed NOTIFY autoPassChanged FINAL)
public:
    /// What the stops' controls need of the table (GameController implements it): the game, who
    /// plays a seat, and the status line.
    class Host
    {
    public:
        /// The game on the table; nullptr when none runs.
        virtual const rules::Game *stopsGame() const = 0;
        /// Whether the computer plays seat `seat` (it makes its own passes).
        virtual bool computerSeat(int seat) const = 0;
        /// Shows `text` in the status line.
        virtual void showStopStatus(const QString &text) = 0;
        /// Refuses a request: `why` in the status line and refused(); returns false.
        virtual bool refuseStop(const QString &why) = 0;

    protected:
        ~Host() = default;
    };

    /// The controls of `stops` for `host`'s game, a child of `parent`.
    StopControl(Host *host, PriorityStops *stops, QObject *parent);

    int stopSeat() const;
    QString stopSeatName() const { return m_shownStopSeatName; }
    bool stopSeatsTurn() const;
    bool fullControl() const { return m_shownFullControl; }
    QStringList stopSteps() const;
    QString autoPassOff() const { return m_autoPassOffShown; }
    QString autoPassed() const { return m_autoPassedShown; }

    /// Sets or clears stopSeat's stop at `step` ("upkeep"...) for the kind of turn this is (its own
    /// or another's; stopSeatsTurn). Returns false (status says why) for the untap and cleanup
    /// steps (no stop there: CR 502.4, 514.3) or an unknown step; the status says what it did.
    Q_INVOKABLE bool toggleStop(const QString &step);
    /// Game > Full control (F): switches full control on or off for stopSeat, the player the table
    /// waits for: while on, the table stops at every priority that player receives, also right
    /// after their own spell or ability (to respond to it, CR 117.3c) and in every step of every
    /// turn. Returns false, with the reason in the status, without a game or for a seat the
    /// computer plays (it makes its own passes); the status says what it did.
    Q_INVOKABLE bool toggleFullControl();

    /// Recomputes stopSeat, stopSeatsTurn and stopSteps (stopStepsChanged when they change).
    void refresh();
    /// Shows why the table does not pass automatically now (`off`, "" when it does) and what it
    /// passed after the last action (`passed`); autoPassChanged when either changed.
    void showAutoPass(const QString &off, const QString &passed);
    /// The step as the phase bar names it ("upkeep", "main 1").
    static QString shortStep(rules::Step s);

signals:
    /// stopSeat, stopSeatsTurn or stopSteps changed.
    void stopStepsChanged();
    /// autoPassOff or autoPassed changed.
    void autoPassChanged();

private:
    Host *m_host;
    PriorityStops *m_stops;
    int m_shownStopSeat = -1;
    QString m_shownStopSeatName;
    bool m_shownStopOwn = false;
    QStringList m_shownStopSteps;
    bool m_shownFullControl = false;
    QString m_autoPassedShown, m_autoPassOffShown; ///< as autoPassChanged last announced them
};
