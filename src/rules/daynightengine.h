// Day and night in the game: designation changes and the transforms they cause (CR 730, 702.145; rulings 1, 5, 8, 9): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::dayNight {

void setDesignation(Context &c, DayNight to, const QString &why, const QString &rule, int ruling);
void applyDayNightStatics(Context &c, bool arrivedTogether);
void transform(Context &c, Permanent &p, const QString &why, const QString &rule, int ruling);
/// Day/night invariants that must hold whenever a player could act: no daybound permanent
/// front face up at night and no nightbound one back face up by day unless it can't
/// transform; none on the battlefield while it is neither. Empty when all hold; otherwise
/// one sentence per violation citing the rule. Checked after every action in debug builds.
QStringList dayNightViolations(const Context &c);

} // namespace rules::dayNight
