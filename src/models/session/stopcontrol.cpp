// StopControl: the stops of the player the table waits for, shown and set (issue 12, part 5).
#include "stopcontrol.h"

#include "game.h"
#include "prioritystops.h"
#include "statejson.h"

using namespace rules;

StopControl::StopControl(Host *host, PriorityStops *stops, QObject *parent)
    : QObject(parent), m_host(host), m_stops(stops)
{
}

QString StopControl::shortStep(Step s)
{
    static const char *const names[kStepCount] = {"untap", "upkeep", "draw", "main 1", "beginning of combat", "declare attackers",
                                                  "declare blockers", "combat damage", "end of combat", "main 2", "end step", "cleanup"};
    return QString::fromLatin1(names[static_cast<int>(s)]);
}

int StopControl::stopSeat() const
{
    const Game *game = m_host->stopsGame();
    if (!game)
        return -1;
    const GameState &s = game->state();
    if (s.decision.kind != PendingDecision::Kind::None && s.decision.player >= 0)
        return s.decision.player;
    return s.priorityPlayer >= 0 ? s.priorityPlayer : s.activePlayer;
}

bool StopControl::stopSeatsTurn() const
{
    return m_host->stopsGame() && stopSeat() == m_host->stopsGame()->state().activePlayer;
}

QStringList StopControl::stopSteps() const
{
    if (!m_host->stopsGame())
        return {};
    const int seat = stopSeat();
    return m_stops->fullControl(seat) ? PriorityStops::stoppableSteps() : m_stops->steps(seat, stopSeatsTurn());
}

void StopControl::refresh()
{
    const Game *game = m_host->stopsGame();
    const int seat = stopSeat();
    const bool own = stopSeatsTurn();
    const QStringList steps = stopSteps();
    const QString name = game && seat >= 0 ? game->state().players.value(seat).name : QString();
    const bool full = game && m_stops->fullControl(seat);
    if (seat == m_shownStopSeat && own == m_shownStopOwn && steps == m_shownStopSteps && name == m_shownStopSeatName && full == m_shownFullControl)
        return;
    m_shownFullControl = full;
    m_shownStopSeat = seat;
    m_shownStopSeatName = name;
    m_shownStopOwn = own;
    m_shownStopSteps = steps;
    emit stopStepsChanged();
}

void StopControl::showAutoPass(const QString &off, const QString &passed)
{
    if (off == m_autoPassOffShown && passed == m_autoPassedShown)
        return;
    m_autoPassOffShown = off;
    m_autoPassedShown = passed;
    emit autoPassChanged();
}

bool StopControl::toggleStop(const QString &step)
{
    Step s;
    if (!m_host->stopsGame() || !stepFromName(step, &s))
        return m_host->refuseStop(QStringLiteral("There is no step \"%1\".").arg(step));
    if (!PriorityStops::stoppable(s))
        return m_host->refuseStop(s == Step::Untap ? QStringLiteral("No stop in the untap step: no player receives priority there (CR 502.4).")
                                                   : QStringLiteral("No stop in the cleanup step: normally no player receives priority there (CR 514.3)."));
    const int seat = stopSeat();
    const bool own = stopSeatsTurn();
    const bool on = !m_stops->stopsAt(seat, own, s);
    m_stops->setStop(seat, own, step, on);
    const QString who = m_host->stopsGame()->state().players[seat].name;
    const QString when = own ? QStringLiteral("in %1's own turns").arg(who) : QStringLiteral("in the other players' turns");
    m_host->showStopStatus(on ? QStringLiteral("%1 now stops at %2 %3.").arg(who, shortStep(s), when)
                              : QStringLiteral("%1 no longer stops at %2 %3: the table passes there for %1 (auto-pass).").arg(who, shortStep(s), when));
    return true;
}

bool StopControl::toggleFullControl()
{
    if (!m_host->stopsGame())
        return m_host->refuseStop(QStringLiteral("No game is running."));
    const int seat = stopSeat();
    if (seat < 0)
        return m_host->refuseStop(QStringLiteral("No player is to act."));
    const QString who = m_host->stopsGame()->state().players[seat].name;
    if (m_host->computerSeat(seat))
        return m_host->refuseStop(QStringLiteral("%1 is played by the computer, which makes its own passes: full control is for a person's seat.").arg(who));
    const bool on = !m_stops->fullControl(seat);
    m_stops->setFullControl(seat, on);
    m_host->showStopStatus(on ? QStringLiteral("Full control for %1: the table stops at every priority %1 gets, also after %1's own spells and abilities; F turns it off.").arg(who)
                              : QStringLiteral("Full control off for %1: the table passes where %1 has no stop again (auto-pass).").arg(who));
    return true;
}
