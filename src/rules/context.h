// The rules areas' shared view of one game (ARCHITECTURE.md): the position, the card pool, the
// events of the action being applied, and the queries every area needs. Each rules area is a
// set of free functions over a Context (turnstructure.h, casting.h, combat.h, ...); the Game
// facade builds one per action.
#pragma once

#include "action.h"
#include "carddatabase.h"
#include "characteristics.h"
#include "event.h"
#include "gamestate.h"
#include "staticeffects.h"

#include <optional>

namespace rules {

/// What the rules derive from a state and keep between calls because it changes rarely: the
/// card definitions by card id, and the static abilities that change other permanents'
/// characteristics. The Game owns one; a Context drops what an action changes.
struct DerivedCache {
    QList<const CardDefinition *> definitions;  ///< by card id; null until looked up
    std::optional<StaticEffects> staticEffects; ///< none until computed
};

class Context
{
public:
    /// A context that changes `state` and reports into `events`. All must outlive it; `cache`
    /// must belong to `state` (its data derive from it).
    Context(const CardDatabase &db, GameState &state, Events &events, DerivedCache &cache);
    /// A read-only context for queries: its state is const and it cannot report.
    static const Context reading(const CardDatabase &db, const GameState &state, DerivedCache &cache);

    GameState &s() { return *m_state; }
    const GameState &s() const { return *m_state; }
    const CardDatabase &db() const { return *m_db; }
    /// What the action being applied has caused so far, in order.
    Events &events() { return *m_events; }

    /// Appends an event (a fact, with the rule it applies and, where one fits, the seed ruling
    /// 1..12, 0 for none) and returns it for further fields (objectId, cardId, ...).
    Event &report(Event::Type type, int player, const QString &text, const QString &rule, int ruling = 0);

    // ---- Queries (characteristics, CR 109.3) ----
    /// The definition of card `cardId` (an index into state().cards; must be valid).
    const CardDefinition &definition(int cardId) const;
    /// The face a permanent shows: its back face when it is transformed (CR 712.8).
    const CardFace &face(const Permanent &p) const;
    /// The static abilities on the battlefield that change characteristics (anthems, granted
    /// keywords, "can't transform"), grouped by whom they affect.
    const StaticEffects &staticEffects() const;
    /// Whether `p`'s face up has such a static ability.
    bool hasCharacteristicStatics(const Permanent &p) const;
    /// Call after `p` entered, left or transformed: if it has (or had) such statics, they are
    /// gathered again when next needed. (Controllers and attachments change only on entering.)
    void permanentChanged(const Permanent &p) { if (hasCharacteristicStatics(p)) m_cache->staticEffects.reset(); }
    /// Drops everything derived from the state (it was replaced or loaded).
    void stateReplaced() { m_cache->staticEffects.reset(); }
    /// Characteristics after continuous effects, in layer order (CR 613): type changes first
    /// (Arlinn's 0), then counters, static abilities (anthems, granted keywords, "can't
    /// transform") and until-end-of-turn effects (characteristics.cpp).
    Characteristics characteristics(const Permanent &p) const;
    int power(const Permanent &p) const { return characteristics(p).power; }
    int toughness(const Permanent &p) const { return characteristics(p).toughness; }
    /// Whether the permanent can transform now: double-faced (CR 712.9), no "can't transform"
    /// effect (CR 101.2), and, unless `byDayNight`, not daybound/nightbound (CR 702.145b/e).
    bool canTransform(const Permanent &p, bool byDayNight) const;
    /// Mana value (CR 202.3b): from the front face's mana cost, whichever face is up.
    int manaValue(int cardId) const;
    /// Colours of the face up, "RG" (CR 204: a back face's come from its colour indicator).
    QString colors(const Permanent &p) const;
    QString playerName(int player) const { return s().players[player].name; }
    /// The front face's name of card `cardId`.
    QString cardName(int cardId) const { return definition(cardId).front().name; }
    /// Cards' front face names in order, "Consider, Forest, Forest" (for private event lines).
    QString cardNames(const QList<int> &cardIds) const;
    /// The name of the face that made a stack object ("Tovolar, the Midnight Scourge").
    QString sourceName(const StackObject &so) const;
    /// A target's display name: a player's, a permanent's or a spell's, a graveyard card's with
    /// its graveyard ("Wolf in Bob's graveyard"); "(gone)" otherwise.
    QString targetName(int target) const;
    /// Whether a continuous effect of `kind` applies to `player` (-1: to the game, e.g. Moonmist's
    /// prevention) now.
    bool hasEffect(ContinuousEffect::Kind kind, int player = -1) const;
    /// Object ids on the battlefield now, in timestamp order (to iterate while it may change).
    QList<int> objectIds() const;
    /// The living opponents of `player`, in turn order from them.
    QList<int> opponents(int player) const;

private:
    Context(const CardDatabase *db, GameState *state, Events *events, DerivedCache *cache);

    const CardDatabase *m_db;
    GameState *m_state;
    Events *m_events;
    DerivedCache *m_cache;
};

/// Encodes player `p` (0..3) as a target: -(p + 1); object ids are positive, 0 is "no target".
inline int playerTarget(int p) { return -(p + 1); }

} // namespace rules
