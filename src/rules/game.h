// The rules engine's facade: one entry point, Game::apply(Action) -> Result (ARCHITECTURE.md),
// and the queries the table, scenarios and tests ask. The rules themselves are areas of free
// functions over a Context (areas.h): turnstructure, casting, mana, stack, battlefield,
// daynightengine, statebasedactions, combat, activated, targets, triggers, effects, decisions.
#pragma once

#include "action.h"
#include "carddatabase.h"
#include "characteristics.h"
#include "context.h"
#include "event.h"
#include "gamestate.h"

namespace rules {

/// A seat at the start of a game: the player's name and deck.
struct PlayerSetup {
    QString name;
    Deck deck;
};

/// Runs one game of Magic under the rules this engine enforces. Deterministic: the same seed
/// and the same actions give the same events, byte for byte. No clock, no global state.
class Game
{
public:
    /// How a new game goes from its opening hands to turn 1.
    enum class Opening {
        NoMulligans,    ///< the opening hands are kept as drawn: turn 1 begins at once
        Mulligans,      ///< each player keeps or takes mulligans first (CR 103.5, mulligan.h): turn 1 waits
    };
    /// Starts a new game (CR 103): 2 to 4 players, libraries shuffled with `seed`, starting player
    /// chosen at random (CR 103.1), seven-card opening hands (CR 103.5). With `opening`
    /// Mulligans the game waits on turn 0 for the starting player to keep or take a mulligan
    /// (PendingDecision::Kind::Mulligan); otherwise turn 1 begins. `startEvents`, if given,
    /// receives what happened.
    Game(const CardDatabase &db, quint64 seed, const QList<PlayerSetup> &players, Events *startEvents = nullptr,
         Opening opening = Opening::NoMulligans);
    /// Continues from a position (tests, scenarios, undo). The state must be consistent.
    Game(const CardDatabase &db, const GameState &state);

    const GameState &state() const { return m_s; }
    const CardDatabase &cards() const { return *m_db; }

    /// Applies one action. Refused (with a one-line reason citing the rule, and the game exactly
    /// as it was) if the action is not legal now; otherwise every event that followed, in order.
    /// A player action is also refused while positionProblem() is not empty: "The position is
    /// not legal: <problem>. Fix it with the board editor first."; sandbox actions never are.
    Result apply(const Action &action);
    /// Would `action` be accepted now? Returns "" if so, else the reason apply() would give.
    /// Nothing is copied or changed.
    QString whyNot(const Action &action) const;
    /// "" when the position is one the scenario loader would accept (statejson.h
    /// positionProblem()), else its reason citing the rule, e.g. "Tovolar, Dire Overlord is
    /// daybound: it cannot be front face up at night (CR 702.145c) ("front") [at
    /// battlefield[0].face]". Only a sandbox action (the board editor's placed edits above all)
    /// can make it so: until one happens this answers "" at once, and the JSON round trip runs
    /// at most once per position after one.
    QString positionProblem() const;
    /// What `player` may do now, each an action apply() accepts (actions::legal() says which);
    /// none while positionProblem() is not empty.
    QList<Action> legalActions(int player) const;

    // ---- Queries (characteristics, CR 109.3; see Context) ----
    const CardDefinition &definition(int cardId) const { return reading().definition(cardId); }
    const CardFace &face(const Permanent &p) const { return reading().face(p); }
    Characteristics characteristics(const Permanent &p) const { return reading().characteristics(p); }
    int manaValue(int cardId) const { return reading().manaValue(cardId); }
    QString colors(const Permanent &p) const { return reading().colors(p); }
    QString targetName(int target) const { return reading().targetName(target); }
    /// What passing priority now will do, e.g. "Pass: resolve Play with Fire", "Pass: go to the
    /// upkeep step", "Pass priority to Bob".
    QString passDescription() const;
    /// Steps this turn skips: declare blockers and combat damage once the declare attackers
    /// step has passed with no attackers (CR 508.8).
    QList<Step> skippedSteps() const;
    /// Day/night invariants that must hold whenever a player could act: no daybound permanent
    /// front face up at night and no nightbound one back face up by day unless it can't
    /// transform; none on the battlefield while it is neither. Empty when all hold; otherwise
    /// one sentence per violation citing the rule. Checked after every action in debug builds.
    QStringList dayNightViolations() const;
    /// The total cost to cast `cardId` now (CR 601.2f): its mana cost less reductions such as
    /// Moonrager's Slash's {2} at night.
    ManaCost castingCost(int cardId, int player = -1) const;
    /// Indices of the permanent's face-up abilities that can be activated (enforced activated
    /// and loyalty abilities), whether or not they can be activated right now.
    QList<int> activatableAbilities(const Permanent &p) const;
    /// Why permanent `objectId` can't attack now ("" if it can): combat::whyCantAttack().
    QString whyCantAttack(int objectId) const;
    /// The least legal declaration of attackers (combat::requiredAttackers()): the creatures that
    /// attack each combat if able and can, each paired with the first opponent; empty when none
    /// must attack. Passing through combat declares this.
    QList<int> requiredAttackers() const;
    /// Why `blocker` can't block `attacker` ("can't be blocked", intimidate), "" if it can;
    /// menace is checked over the whole declaration (CR 509.1b-c).
    QString whyCantBlock(int blocker, int attacker) const;
    /// Whether `player` could cast `cardId` now with some choice of targets (the first legal
    /// ones): "" if so, else the reason (no legal target, timing, mana...).
    QString whyNotCastable(int player, int cardId) const;
    /// The same for activating ability `abilityIndex` of permanent `objectId` (X = 0).
    QString whyNotActivatable(int player, int objectId, int abilityIndex) const;
    /// The targets a card's spell needs (its enforced abilities' "targets", in order, CR 601.2c).
    QList<TargetSpec> spellTargets(int cardId) const;
    /// Encodes player `p` as a target.
    static int playerTarget(int p) { return rules::playerTarget(p); }
    /// Line under the day/night indicator (daynight.h forecast()).
    QString forecast() const;

    static constexpr int kStartingLife = rules::kStartingLife;
    static constexpr int kOpeningHandSize = rules::kOpeningHandSize;
    static constexpr int kMaximumHandSize = rules::kMaximumHandSize;

private:
    const Context reading() const { return Context::reading(*m_db, m_s, m_cache); }

    const CardDatabase *m_db;
    GameState m_s;
    mutable DerivedCache m_cache;
    mutable std::optional<QString> m_positionProblem; ///< positionProblem() of m_s, once asked
};

} // namespace rules
