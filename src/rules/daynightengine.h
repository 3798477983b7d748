// Day and night in the game: designation changes and the transforms they cause (CR 730, 702.145; rulings 1, 5, 8, 9): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::dayNight {

void setDesignation(Context &c, DayNight to, const QString &why, const QString &rule, int ruling);
void applyDayNightStatics(Context &c, bool arrivedTogether);
/// CR 702.145c/f: transforms, at once, each daybound permanent front face up at night and each
/// nightbound permanent back face up by day that can transform now (CR 101.2: a "can't
/// transform" effect holds it, e.g. Immerwolf's on a non-Human Werewolf). These rules apply at
/// any time their condition is true, not only when the designation changes: this runs each time
/// state-based actions are checked and as "until end of turn" effects end (CR 514.2), so a
/// permanent is released as soon as its hold ends (Immerwolf leaves, an animation that made it a
/// Werewolf wears off). `ruling` is the seed ruling cited (5, or 9 when a daybound and a
/// nightbound permanent arrived together); `why` the log's reason ("it became night" when the
/// designation has just changed; empty: "it is night"/"it is day"). Returns whether anything
/// transformed. One pass over the battlefield; characteristics are computed only for
/// permanents on the wrong face.
bool transformToDesignation(Context &c, int ruling = 5, const QString &why = {});
void transform(Context &c, Permanent &p, const QString &why, const QString &rule, int ruling);
/// Day/night invariants that must hold whenever a player could act: no daybound permanent
/// front face up at night and no nightbound one back face up by day unless it can't
/// transform; none on the battlefield while it is neither. Empty when all hold; otherwise
/// one sentence per violation citing the rule. Checked after every action in debug builds.
QStringList dayNightViolations(const Context &c);

} // namespace rules::dayNight
