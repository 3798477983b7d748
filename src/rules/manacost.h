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
    int objectId = -1;          ///< permanent to tap; -1 for a unit of mana in the pool, -2 for mana kept until end of turn
    QList<Color> produces;      ///< the colours it can make (one unit); a pool unit has exactly one
    int units = 1;              ///< units of one chosen colour its ability makes at once ("two mana of any one color")
};

/// How many coloured symbols of each colour the payer would like to keep mana for: the rest of
/// their hand and their permanents' activated abilities (mana::colorsWanted()).
using ColorNeeds = std::array<int, kColorCount>;

/// Finds sources that pay `cost` with X = `x` (CR 601.2g-h). Returns the indices into `sources`
/// to spend, the coloured symbols' sources first (WUBRG), or std::nullopt if the cost cannot be
/// paid.
///
/// Whether a payment exists never depends on `keep`: a set of sources is grown one source at a
/// time, and a source is added only if the set can still be matched to distinct symbols of the
/// cost (each coloured symbol to a source of its colour, generic to any); such sets are the
/// independent sets of a transversal matroid, so growing one until nothing more fits always ends
/// with a full payment when there is one. Which payment depends on the order the sources are
/// tried in, recomputed after each choice; the earlier of two sources is the one with
///  1. mana in the pool (objectId -1): it empties at the end of the step anyway (CR 106.4,
///     500.4), and a player who tapped a land by hand meant it for this;
///  2. then the fewer symbols of `keep` left without a source once it is spent (a Mountain is
///     kept while there are no more Mountains than red symbols waiting; an "any colour" source
///     counts for whichever colour falls short);
///  3. then the fewer symbols `keep` counts of its colours (a land that can't make a wanted
///     colour goes first);
///  4. then mana kept until end of turn (-2) before a permanent: it is lost as the turn ends,
///     while an untapped land also serves in the opponent's turn;
///  5. then one colour before several, then the order of `sources`.
/// Deterministic and polynomial (at most one matching step per source and symbol): no search
/// over combinations of sources.
std::optional<QList<int>> findPayment(const ManaCost &cost, int x, const QList<ManaSource> &sources, const ColorNeeds &keep = {});

} // namespace rules
