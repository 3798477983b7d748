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
/// that are not its own). Its definition (CardDatabase::hiddenCard(), found by
/// CardDatabase::findInView() and so by the engine's Context, never by find()) has a name
/// ("Card") and no characteristics, so the engine can hold it in a projected state without
/// knowing it. No deck, saved position or edit may name it.
inline constexpr char kHiddenCardKey[] = "hidden-card";

/// The handle project() gives card `cardId` while it is in a hidden zone: the first 64 bits of
/// HMAC-SHA-256 keyed by `state.seed` over the card id and its CardInstance::hiddenEntries
/// (bumped as it enters a hand or a library and as its library is shuffled), never 0. Without
/// the seed it is unpredictable, and the handles of one card before and after a move look
/// unrelated. A state whose seed is known (a scenario's fixed seed) has predictable handles: a
/// networked game starts from an unpredictable seed.
quint64 cardHandle(const GameState &state, int cardId);

/// `state` as `viewer` may see it:
/// - every card in a zone the viewer may not see (another player's hand, any library) is
///   hidden: its slot in `cards` keeps its owner and gets key kHiddenCardKey but no zone names
///   it; a new card with key kHiddenCardKey, its owner and its handle (CardInstance::handle,
///   cardHandle()) is appended for it, in handle order (so neither ids nor order tell which
///   card is which), and the zone names that one instead. GameState::cards stays indexed by
///   card id. Public cards keep their ids. Cards the table knows stay public wherever they are:
///   a spell being cast (announced, CR 601.2a) and the cards of stack objects and triggers;
/// - a hidden card's handle is fresh each time the card enters a hidden zone and after each
///   shuffle of its library, so nothing tracks a card through a shuffle or from hand to
///   library; every card's hiddenEntries is 0;
/// - a pending decision that is not the viewer's keeps its kind, player and prompt, but: cards
///   to choose from another's hand are named by their handles; a scry's or surveil's labels and
///   prompt name no card ("Keep the top card on top", "Alice scries 1."); a look at the top
///   cards (Wildsong Howler) or at a hand the viewer does not see (Howlpack Piper) offers only
///   "Take nothing" / "Put nothing", without positions; Celestus Sanctifier's labels name
///   positions, not cards;
/// - the seed and the random generator's state are never copied (CR 701.20: a shuffle is random
///   to every player): the projection has seed 0 and a default generator.
/// A Judge gets `state` unchanged except the seed and the generator. The engine can read a
/// projection (a Game over it lists its decider's legal actions), not replay it.
GameState project(const GameState &state, const Viewer &viewer);

/// `event` as `viewer` may see it. An event naming hidden cards carries them in its private
/// part (Event::privateText, privateTo, privateWithHand): a judge, player `privateTo` and (for
/// a private part about their hand) whoever sees that hand get `privateText` as `text`
/// ("Bob draws Consider."); everyone else keeps `text` ("Bob draws a card.") and loses the card
/// id. The result never has a private part. std::nullopt if the viewer sees nothing of it (no
/// line at all).
std::optional<Event> projectEvent(const Event &event, const Viewer &viewer);
Events projectEvents(const Events &events, const Viewer &viewer);

/// A projected state as JSON, for the wire and for comparing views byte by byte: the format of
/// statejson's stateToJson, hidden cards written as the key "hidden-card", no "seed" and no
/// "rng", and for a player whose library or hand holds hidden cards "libraryHandles" /
/// "handHandles": one entry per card of the zone, in its order, 16 hexadecimal digits for a
/// hidden card's handle and "" for a card the viewer sees. Card ids are not written (as in a
/// saved game). The same projected state always gives the same bytes.
QJsonObject viewToJson(const GameState &projected, const CardDatabase &db);
/// Reads a view written by viewToJson with the scenario reader's strictness (a saved game's
/// reader refuses "hidden-card"; this one allows it, and refuses "seed" and "rng"); card ids
/// are renumbered as the state reader does, handles kept. False with "<path>.<field>: <why>"
/// in `error`, `out` untouched.
bool viewFromJson(const QJsonObject &json, const CardDatabase &db, const QString &path, GameState *out, QString *error);

} // namespace rules
