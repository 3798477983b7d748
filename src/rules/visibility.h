// What each viewer of a game may see (CR 400.2: hands and libraries are hidden zones; the
// battlefield, stack, graveyards and exile are public). The session computes every viewer's view
// here, once; tables and remote clients draw only what they receive (ARCHITECTURE.md, "Sessions
// and viewers").
#pragma once

#include "event.h"
#include "gamestate.h"

#include <QJsonObject>
#include <optional>

namespace rules {

class CardDatabase;

/// Who is looking at the game.
struct Viewer {
    enum class Kind : quint8 {
        Seat,       ///< a player: their own hand and what is revealed to them, public zones, counts of the rest
        Spectator,  ///< public information only (or every hand, when `allHands`)
        Judge,      ///< everything: the teacher's and the tester's view
    };
    Kind kind = Kind::Spectator;
    int seat = -1;          ///< the player, for Kind::Seat; -1 otherwise
    bool allHands = false;  ///< Spectator: the host lets spectators see every hand (every screen says so)

    static Viewer player(int seat) { return {Kind::Seat, seat, false}; }
    static Viewer spectator(bool allHands = false) { return {Kind::Spectator, -1, allHands}; }
    static Viewer judge() { return {Kind::Judge, -1, false}; }
    /// Whether this viewer may see the cards in `player`'s hand.
    bool seesHand(int player) const;
    /// "Alice", "a spectator", "a spectator who sees every hand", "the judge", for status lines.
    QString describe(const GameState &state) const;
    bool operator==(const Viewer &) const = default;
};

/// The key of a card the viewer may not see (in a hidden zone, or a pending decision's options
/// that are not its own). Its definition (CardDatabase) has a name ("Card") and no
/// characteristics, so the engine can hold it in a projected state without knowing it.
inline constexpr char kHiddenCardKey[] = "hidden-card";

/// `state` as `viewer` may see it:
/// - every card in a zone the viewer may not see (another player's hand, any library) has key
///   kHiddenCardKey and an id that is a handle: fresh each time the card enters a hidden zone
///   and after each shuffle of its library, computed from a secret the projection never copies,
///   so nothing tracks a card through a shuffle or from hand to library; public cards keep
///   their ids;
/// - a pending decision that is not the viewer's keeps its kind, player and prompt and loses its
///   options' labels that name hidden cards (a scry's "Keep Forest on top");
/// - the seed and the random generator's state are never copied (CR 701.20: a shuffle is random
///   to every player).
/// A Judge gets `state` unchanged except the seed and the generator.
GameState project(const GameState &state, const Viewer &viewer);

/// `event` as `viewer` may see it: unchanged if it names nothing hidden from the viewer;
/// otherwise its public form ("Bob draws a card." for "Bob draws Consider.", the card id
/// dropped); std::nullopt if the viewer sees nothing of it.
std::optional<Event> projectEvent(const Event &event, const Viewer &viewer);
Events projectEvents(const Events &events, const Viewer &viewer);

/// A projected state as JSON, for the wire and for comparing views byte by byte: the format of
/// statejson's stateToJson with hidden cards as {"key": "hidden-card"} and no seed. The same
/// projected state always gives the same bytes.
QJsonObject viewToJson(const GameState &projected, const CardDatabase &db);
/// Reads a view written by viewToJson with the scenario reader's strictness; false with
/// "<path>.<field>: <why>" in `error`, `out` untouched.
bool viewFromJson(const QJsonObject &json, const CardDatabase &db, const QString &path, GameState *out, QString *error);

} // namespace rules
