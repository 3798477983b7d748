// Basic vocabulary of the rules engine: designations, steps, colours.
#pragma once

#include <QString>
#include <array>

namespace rules {

/// The game's day/night designation (CR 730.1; 726 in the 2022-23 numbering).
/// A game starts as Neither and, once Day or Night, never returns to Neither (ruling 1).
enum class DayNight { Neither, Day, Night };

/// The twelve steps of a turn in order (CR 500.1). Main phases have no steps; they are
/// represented here as steps so the turn is one flat sequence.
enum class Step {
    Untap,              ///< CR 502: no player receives priority
    Upkeep,             ///< CR 503
    Draw,               ///< CR 504
    PrecombatMain,      ///< CR 505
    BeginningOfCombat,  ///< CR 507
    DeclareAttackers,   ///< CR 508
    DeclareBlockers,    ///< CR 509 (skipped when no attackers, CR 508.8)
    CombatDamage,       ///< CR 510 (skipped when no attackers, CR 508.8)
    EndOfCombat,        ///< CR 511
    PostcombatMain,     ///< CR 505
    End,                ///< CR 513
    Cleanup,            ///< CR 514: normally no player receives priority
};
inline constexpr int kStepCount = 12;

/// The five colours in WUBRG order (CR 105.1) plus colourless mana (C).
enum class Color { White, Blue, Black, Red, Green, Colorless };
inline constexpr int kColorCount = 6;

/// Stable machine names, used in JSON, QML and logs: "neither", "day", "night".
QString dayNightName(DayNight d);
/// "untap", "upkeep", "draw", "precombatMain", ... "cleanup".
QString stepName(Step s);
/// Human readable: "untap step", "precombat main phase", ...
QString stepTitle(Step s);
/// 'W','U','B','R','G','C'.
QChar colorLetter(Color c);
/// Parses a colour letter; returns false for anything but W U B R G C.
bool colorFromLetter(QChar letter, Color *out);

} // namespace rules
