// Day and night: the pure rules (CR 730 [726 in 2022-23], 702.145, 502.2; seed rulings 1-9).
#pragma once

#include "types.h"

#include <QString>

namespace rules {

struct CardDefinition;

/// The outcome of the untap-step check (CR 502.2, 730.2): the new designation and why.
struct DesignationCheck {
    DayNight next;      ///< the designation after the check (may equal the current one)
    bool changes;       ///< next != current
    int ruling;         ///< 3 (day -> night), 4 (night -> day), or 2 when nothing changes
    QString rule;       ///< "CR 502.2"
};

/// CR 730.2a-c / rulings 2-4: from the current designation and the number of spells the
/// previous turn's active player cast during that turn (0..n), what it becomes. Neither stays
/// neither (730.2c). Spells cast by any other player are not an input: they count for nobody.
DesignationCheck checkAtUntap(DayNight current, int spellsCastByPreviousActivePlayer);

/// CR 702.145d and 702.145g (ruling 1, ruling 9): while it is neither, a daybound permanent on
/// the battlefield makes it day; otherwise a nightbound one makes it night. Returns the current
/// designation when neither applies or when it is already day or night.
DayNight designationFromPermanents(DayNight current, bool anyDaybound, bool anyNightbound);

/// CR 702.145b(i) / rulings 6 and 7: a daybound double-faced card enters back face up when it
/// is night, cast or not. Everything else enters front face up unless `transformed` is asked
/// (CR 712.14a).
bool entersBackFaceUp(const CardDefinition &card, DayNight designation, bool transformed);

/// CR 702.145c/f (ruling 5): whether a permanent with this card and face must transform now
/// because of the designation: front-face-up daybound at night, back-face-up nightbound by day.
bool mustTransformForDesignation(const CardDefinition &card, bool backFaceUp, DayNight designation);

/// The sentence the table shows under the indicator: what happens at the next untap step and
/// what would change that (counts the active player's spells this turn). `activeName` is the
/// active player's name.
QString forecast(DayNight current, const QString &activeName, int spellsCastByActivePlayer);

} // namespace rules
