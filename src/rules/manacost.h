// Mana costs and automatic payment (CR 107.4, 202, 601.2g-h).
#pragma once

#include "types.h"

#include <QList>
#include <QString>
#include <array>
#include <optional>

namespace rules {

/// A parsed mana cost such as "{X}{1}{R}{G}" (CR 107.4).
struct ManaCost {
    int generic = 0;                              ///< the number in {N}
    std::array<int, kColorCount> colored{};       ///< coloured symbols per Color ({C} in Colorless)
    int xCount = 0;                               ///< how many {X} symbols
    QString text;                                 ///< the original text, e.g. "{1}{R}{G}"

    /// Parses the symbols {0}..{99}, {W} {U} {B} {R} {G} {C} {X}. An empty string is "no cost".
    /// Returns std::nullopt for anything else (hybrid and Phyrexian symbols are not in the pool).
    static std::optional<ManaCost> parse(const QString &text);
    /// Mana value (CR 202.3): generic + coloured symbols; X counts as 0 outside the stack.
    int manaValue() const;
    /// Colours of the symbols (CR 202.2), as a WUBRG string like "RG".
    QString colors() const;
    bool isEmpty() const { return text.isEmpty(); }
    /// The symbols written out again ("{X}{1}{R}"), e.g. after a cost reduction changed them.
    QString symbolText() const;

    bool operator==(const ManaCost &) const = default;
};

/// One source the payer may use: mana already in the pool, or a permanent's mana ability.
struct ManaSource {
    int objectId = -1;          ///< permanent to tap, or -1 for a unit of mana already in the pool
    QList<Color> produces;      ///< the colours it can make (one unit); a pool unit has exactly one
};

/// Finds sources that pay `cost` with X = `x`. Pool units come first in `sources` and are
/// preferred; single-colour lands are preferred over any-colour sources for generic mana, so a
/// payable cost is never left unpayable by a bad choice (the search is exhaustive).
/// Returns the indices into `sources` to spend, or std::nullopt if the cost cannot be paid.
std::optional<QList<int>> findPayment(const ManaCost &cost, int x, const QList<ManaSource> &sources);

} // namespace rules
