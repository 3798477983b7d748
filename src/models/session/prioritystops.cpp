#include "prioritystops.h"

#include "statejson.h"

using namespace rules;

PriorityStops::PriorityStops(QObject *parent)
    : QObject(parent)
{
    for (auto &seat : m_masks)
        seat = {defaultMask(true), defaultMask(false)};
}

quint16 PriorityStops::defaultMask(bool ownTurn)
{
    // Two presses for a quiet turn of your own (each main phase), none for another's unless it
    // attacks you (CR 508.8: no attackers, no declare blockers step).
    return ownTurn ? quint16(bit(Step::PrecombatMain) | bit(Step::DeclareAttackers) | bit(Step::PostcombatMain))
                   : bit(Step::DeclareBlockers);
}

bool PriorityStops::stoppable(Step step)
{
    return step != Step::Untap && step != Step::Cleanup;
}

void PriorityStops::setAutoPass(bool on)
{
    if (on == m_autoPass)
        return;
    m_autoPass = on;
    emit autoPassChanged();
}

void PriorityStops::changedNow()
{
    ++m_revision;
    emit changed();
}

bool PriorityStops::stopsAt(int seat, bool ownTurn, Step step) const
{
    return seat >= 0 && seat < kSeats && (m_masks[seat][ownTurn ? 0 : 1] & bit(step));
}

bool PriorityStops::stopsAt(int seat, bool ownTurn, const QString &step) const
{
    Step s;
    return stepFromName(step, &s) && stopsAt(seat, ownTurn, s);
}

bool PriorityStops::setStop(int seat, bool ownTurn, const QString &step, bool on)
{
    Step s;
    if (seat < 0 || seat >= kSeats || !stepFromName(step, &s) || !stoppable(s))
        return false;
    quint16 &mask = m_masks[seat][ownTurn ? 0 : 1];
    const quint16 next = on ? quint16(mask | bit(s)) : quint16(mask & ~bit(s));
    if (next != mask) {
        mask = next;
        changedNow();
    }
    return true;
}

bool PriorityStops::setFullControl(int seat, bool on)
{
    if (seat < 0 || seat >= kSeats)
        return false;
    if (m_fullControl[seat] != on) {
        m_fullControl[seat] = on;
        changedNow();
    }
    return true;
}

QStringList PriorityStops::steps(int seat, bool ownTurn) const
{
    QStringList out;
    for (int i = 0; i < kStepCount; ++i)
        if (stopsAt(seat, ownTurn, static_cast<Step>(i)))
            out.append(stepName(static_cast<Step>(i)));
    return out;
}

QStringList PriorityStops::stoppableSteps()
{
    QStringList out;
    for (int i = 0; i < kStepCount; ++i)
        if (stoppable(static_cast<Step>(i)))
            out.append(stepName(static_cast<Step>(i)));
    return out;
}

void PriorityStops::restoreDefaults()
{
    setText(QString());
}

QString PriorityStops::text() const
{
    QStringList seats;
    for (int seat = 0; seat < kSeats; ++seat)
        seats.append(QStringLiteral("own=%1|others=%2").arg(steps(seat, true).join(QLatin1Char(',')), steps(seat, false).join(QLatin1Char(','))));
    return seats.join(QLatin1Char(';'));
}

void PriorityStops::setText(const QString &text)
{
    std::array<std::array<quint16, 2>, kSeats> masks;
    for (auto &seat : masks)
        seat = {defaultMask(true), defaultMask(false)};
    const QStringList seats = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (int seat = 0; seat < std::min(int(seats.size()), kSeats); ++seat) {
        for (const QString &part : seats[seat].split(QLatin1Char('|'))) {
            const qsizetype eq = part.indexOf(QLatin1Char('='));
            const QString role = part.left(eq).trimmed();
            if (eq < 0 || (role != QLatin1String("own") && role != QLatin1String("others")))
                continue;
            quint16 mask = 0;
            for (const QString &name : part.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                Step s;
                if (stepFromName(name.trimmed(), &s) && stoppable(s))
                    mask |= bit(s);
            }
            masks[seat][role == QLatin1String("own") ? 0 : 1] = mask;
        }
    }
    if (masks == m_masks)
        return;
    m_masks = masks;
    changedNow();
}
