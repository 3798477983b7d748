// A position as short text, for people: what FEN is to chess (format and grammar:
// tests/scenarios/README.md, "Position text"). The text maps to and from the scenario "state"
// object (statejson.h), so the loader's checks (stateFromJson) stay the only legality checks.
#pragma once

#include "carddatabase.h"
#include "gamestate.h"

#include <QJsonObject>
#include <QStringList>

namespace rules {

/// The file suffix of a position text file ("position.dnpos"); File > Open and
/// `--scenario FILE` read any file whose first non-blank character is not "{" or "[" as
/// position text.
inline constexpr const char *kPositionTextSuffix = "dnpos";

/// True when `text` is to be read as position text rather than JSON: its first character that
/// is not white space is neither "{" (JSON scenarios are objects) nor "[" (a JSON array, refused
/// by the JSON reader as not a scenario). An empty text is not.
bool isPositionText(const QString &text);

/// What of `state` the position text cannot carry, one phrase each ("a pending decision",
/// "combat", "effects until end of turn", ...); empty when readPositionText() of
/// writePositionText(state) gives back the same position in every respect the game plays by,
/// except the libraries' contents (written as counts), the battlefield's order (identical
/// permanents are written together), the object ids and the random generator (its seed only).
/// Cards outside `db`'s built-in pool (CardDatabase::builtIn()) are named too: the text names
/// cards by key and is read against the pool.
QStringList positionTextOmits(const GameState &state, const CardDatabase &db);

/// `state` as position text (README "Position text"): a header line (designation, turn, step,
/// active player, priority), a line per player (name, life, spells cast, lands played, mana) with
/// their zones below it, and the stack. Defaults are left out; each library is written as its
/// number of cards. What positionTextOmits() names is left out. Writing the text that
/// readPositionText() read gives that text again, character for character.
QString writePositionText(const GameState &state, const CardDatabase &db);

/// Reads position text into a scenario "state" object (statejson.h), checked by the scenario
/// loader (stateFromJson against `db`) before it is returned: a legal position, or an error.
/// A library written as a count N holds N copies of its owner's most common basic land among
/// the cards the text gives that player (in hand, graveyard, exile, and the permanents they
/// own), ties in the order plains, island, swamp, mountain, forest; a player with none gets
/// Forests. On error returns false, leaves `out` unchanged, and sets `error` to
/// "line L, column C: <problem>" (1-based; a column counts UTF-16 units), e.g.
/// `line 3, column 17: unknown card key "tovolr"; did you mean "tovolar"?`; a loader error is
/// given at the word or item it comes from, in the loader's words (with the CR rule it cites).
bool readPositionText(const QString &text, const CardDatabase &db, QJsonObject *out, QString *error);

/// A whole scenario object ({"schema", "name", "state"}) for the scenario loader
/// (Scenario::fromJson) from position text; errors as readPositionText().
bool positionTextScenario(const QString &text, const CardDatabase &db, const QString &name, QJsonObject *out, QString *error);

} // namespace rules
