// A game position as JSON: the "state" object of scenario files and saved games
// (schema: docs in tests/scenarios/README.md).
#pragma once

#include "carddatabase.h"
#include "gamestate.h"

#include <QHash>
#include <QJsonObject>

namespace rules {

/// Names given in a scenario file to cards ("ref": "tovolar"), resolved to card ids.
using CardRefs = QHash<QString, int>;

/// Writes `state` as canonical JSON: every zone in order, every permanent with its face, tapped
/// state, counters, damage, attachment and summoning sickness, the designation, turn, step,
/// priority, spells cast per player this turn and last turn, pending decision, seed and the
/// random generator's state. Card ids are not written: loading renumbers them in a fixed order
/// (players' library, hand, graveyard, exile; battlefield; stack), so state -> JSON -> state ->
/// JSON gives the same JSON; a graveyard card's target code (graveyardCardTarget()) is written
/// with the id loading gives that card. Object ids are kept.
QJsonObject stateToJson(const GameState &state, const CardDatabase &db);
/// A decision's continuation as saved games write it ("purpose"): "scry", "attachCurse:12",
/// "payOrCounter:30:counter:life=3", "putFromHand:0,2", "takeFromTop:4:0,2", ...; "" for none.
QString continuationText(const Continuation &then);

/// Reads a "state" object. Zone entries are card keys ("forest") or objects
/// {"card": key, "ref": name, ...}. `refs` receives each "ref" name's card id. On error returns
/// false and sets `error` to "<json path>: <problem> (<bad value>)"; `path` prefixes the paths
/// (e.g. "$.state"). Nothing is written to `out` on error.
bool stateFromJson(const QJsonObject &json, const CardDatabase &db, const QString &path, GameState *out,
                   CardRefs *refs, QString *error);

/// `state` as loading its save gives it: card ids renumbered in the loader's order, all else
/// the same (stateToJson of both is identical). A game record starts from this, so the card ids
/// its actions name are the ones a replay of the saved file has (issue 10). Returns `state`
/// itself if it could not be read back (which random play checks never happens). `cardIds`, if
/// given, receives old card id -> new card id for every card in a zone, on the battlefield or
/// on the stack (to carry a scenario's refs over).
GameState reloaded(const GameState &state, const CardDatabase &db, QHash<int, int> *cardIds = nullptr);

/// "" when the scenario loader would accept `state` (stateToJson() then stateFromJson()), else
/// the loader's reason, citing the rule, with where in the saved position it is:
/// "Tovolar, Dire Overlord is daybound: it cannot be front face up at night (CR 702.145c)
/// ("front") [at battlefield[0].face]". A position the engine reaches by play is always
/// accepted; the board editor's placed edits may leave one that is not (CR 704 state-based
/// actions not yet performed, a daybound permanent front face up at night, a player with
/// priority who has lost...). A position the loader accepts but would complete differently (a
/// planeswalker without a loyalty counter gets its printed loyalty) is reported as "the position
/// does not read back as it is [at <path>: <here>, <loaded>]". Costs a JSON round trip of the
/// whole position.
QString positionProblem(const GameState &state, const CardDatabase &db);

/// The names of pending decision kinds in state files: "discard", "legendRule", ...
const QList<QPair<PendingDecision::Kind, QString>> &decisionKindNames();

/// Where a player stands in choosing their opening hand (CR 103.5), as state files write it
/// ("opening", before turn 1 only): "undecided", "takesMulligan", "kept", "bottomed".
const QList<QPair<Player::Opening, QString>> &openingNames();
QString openingName(Player::Opening opening);

/// Parses "neither"/"day"/"night"; false for anything else.
bool dayNightFromName(const QString &name, DayNight *out);
/// Parses a step name ("untap", "precombatMain", ...); false for anything else.
bool stepFromName(const QString &name, Step *out);

} // namespace rules
