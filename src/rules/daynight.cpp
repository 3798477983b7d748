#include "daynight.h"

#include "carddefinition.h"

namespace rules {

DesignationCheck checkAtUntap(DayNight current, int spells)
{
    const QString rule = QStringLiteral("CR 502.2");
    switch (current) {
    case DayNight::Neither: // CR 730.2c: no check is made
        return {DayNight::Neither, false, 2, rule};
    case DayNight::Day:     // CR 730.2a, ruling 3
        return spells == 0 ? DesignationCheck{DayNight::Night, true, 3, rule}
                           : DesignationCheck{DayNight::Day, false, 2, rule};
    case DayNight::Night:   // CR 730.2b, ruling 4
        return spells >= 2 ? DesignationCheck{DayNight::Day, true, 4, rule}
                           : DesignationCheck{DayNight::Night, false, 2, rule};
    }
    return {current, false, 2, rule};
}

DayNight designationFromPermanents(DayNight current, bool anyDaybound, bool anyNightbound)
{
    if (current != DayNight::Neither)
        return current;             // ruling 1: never back to neither, and these only act from neither
    if (anyDaybound)
        return DayNight::Day;       // CR 702.145d (and ruling 9 when both arrive together)
    if (anyNightbound)
        return DayNight::Night;     // CR 702.145g: only with no daybound permanent anywhere
    return DayNight::Neither;
}

bool entersBackFaceUp(const CardDefinition &card, DayNight designation, bool transformed)
{
    if (!card.isDoubleFaced())
        return false;               // CR 712.9: only double-faced cards can be back face up
    if (card.hasDaybound() && designation == DayNight::Night)
        return true;                // CR 702.145b(i), rulings 6 and 7
    return transformed;             // CR 712.14a
}

bool mustTransformForDesignation(const CardDefinition &card, bool backFaceUp, DayNight designation)
{
    if (!card.isDoubleFaced())
        return false;
    if (!backFaceUp && designation == DayNight::Night && card.hasDaybound())
        return true;                // CR 702.145c
    if (backFaceUp && designation == DayNight::Day && card.hasNightbound())
        return true;                // CR 702.145f
    return false;
}

QString forecast(DayNight current, const QString &active, int spells)
{
    switch (current) {
    case DayNight::Neither:
        return QStringLiteral("It is neither day nor night. A daybound permanent entering makes it day.");
    case DayNight::Day:
        if (spells == 0)
            return QStringLiteral("%1 has cast no spells this turn: it becomes night at the next untap unless %1 casts one.").arg(active);
        return QStringLiteral("%1 has cast %2 spell%3 this turn: it stays day at the next untap.")
            .arg(active).arg(spells).arg(spells == 1 ? QString() : QStringLiteral("s"));
    case DayNight::Night:
        if (spells >= 2)
            return QStringLiteral("%1 has cast %2 spells this turn: it becomes day at the next untap.").arg(active).arg(spells);
        return QStringLiteral("%1 has cast %2 spell%3 this turn: it becomes day at the next untap if %1 casts %4 more.")
            .arg(active).arg(spells).arg(spells == 1 ? QString() : QStringLiteral("s")).arg(2 - spells);
    }
    return {};
}

} // namespace rules
