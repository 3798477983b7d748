// Deck lists as plain text (issue 13, part 6): the common "4 Tovolar, Dire Overlord" format with
// the MTGO and Arena variants, read against the card pool and written back the same way.
#pragma once

#include "carddatabase.h"

#include <QString>
#include <QStringList>

namespace rules {

/// The fewest cards a deck's main deck may have: CR 100.2b's minimum for a limited deck (40).
/// CR 100.2a asks 60 of a constructed deck, but the demo card pool is small and both demo decks
/// (Tovolar's Pack, Day Keepers) are 40-card decks; the table plays them as limited decks, so
/// there is no limit of four copies of a card either (that is a constructed rule, CR 100.2a).
inline constexpr int kMinimumDeckSize = 40;
/// The most copies one line may name, and the most cards a main deck or sideboard may hold: far
/// above any real deck, low enough that a mistyped count is refused rather than played.
inline constexpr int kMaxCopiesPerLine = 99;
inline constexpr int kMaxDeckCards = 1000;
/// The most problems readDeckText() writes out one by one; the others are counted in one line.
inline constexpr int kMaxDeckProblemsListed = 100;
/// The longest line (characters, after trimming) readDeckText() reads as a card's: a card's
/// name with both faces, a set code and a number is far shorter. A longer line is a problem.
inline constexpr int kMaxDeckLineLength = 300;

/// Reads a deck list from `text`, checking every line against the cards of `db` (tokens are not
/// cards a deck can hold).
///
/// Accepted lines, one card each, with any spacing:
///  - `4 Tovolar, Dire Overlord`, `4x Forest`, `1 X Forest`;
///  - Arena and MTGO extras, ignored: a set code in parentheses and a collector number
///    (`4 Tovolar, Dire Overlord (MID) 245`), a foil mark (`*F*`);
///  - a double-faced card by its front face or as `Front // Back`; names match without regard to
///    case or to curly apostrophes;
///  - `SB: 2 Consider` puts the card in the sideboard;
///  - headers `Deck` / `Main` / `Mainboard` and `Sideboard` (a trailing colon allowed); the first
///    blank line after main-deck cards also starts the sideboard;
///  - Arena's `About` section: `Name My Deck` names the deck;
///  - comments: lines starting with `//` or `#`.
/// The same card on several lines adds up; cards keep the order of their first line.
///
/// Returns true and sets `*out` (its name from a `Name` line, else "") when every line is good
/// and the main deck has at least kMinimumDeckSize cards. Otherwise returns false, leaves `*out`
/// untouched (nothing is half-imported) and sets `*problems` to the problems found, one per
/// entry, each naming its line: `line 7: no card named "Tovolar, Dire Overlrd" in the card pool
/// (did you mean Tovolar, Dire Overlord?)`, `line 3: bad count "0": expected 1 to 99 copies`,
/// or for the whole deck `the main deck has 38 cards: a deck needs at least 40 (CR 100.2b)`.
/// The first kMaxDeckProblemsListed problems are listed; when there are more, one last entry
/// counts the rest (`… and 99,900 more problems`); `*problemCount`, if given, receives how many
/// there are in all (0 when the deck is good).
///
/// The text a person wrote is shown escaped (rules::printable()) and cut to 80 characters; a
/// name holding invisible or bidirectional characters is refused with no "did you mean", even
/// when it looks like a card's name. Time and memory are linear in the text's length: lines are
/// read in place, a line longer than kMaxDeckLineLength is refused without being matched, and
/// a suggestion is looked for only for a problem that is listed.
bool readDeckText(const QString &text, const CardDatabase &db, Deck *out, QStringList *problems, int *problemCount = nullptr);

/// Writes `deck` in the format readDeckText() reads, as Arena exports it: an `About` section with
/// the deck's name (when it has one), `Deck`, one `<count> <front face name>` line per card (a count
/// over kMaxCopiesPerLine goes on several lines, which read back as their sum), then
/// a blank line, `Sideboard` and its cards when it has any. Cards not in `db` are written by key.
QString deckText(const Deck &deck, const CardDatabase &db);

/// The card of `db` (not a token) whose front face name, or "Front // Back" name, is `name`,
/// compared without regard to case, spacing around "//" or curly apostrophes; "" when none is.
QString cardKeyByName(const CardDatabase &db, const QString &name);

} // namespace rules
