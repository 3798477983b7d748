// The rules controller: one entry point, Game::apply(Action) -> Result (ARCHITECTURE.md).
#pragma once

#include "action.h"
#include "carddatabase.h"
#include "characteristics.h"
#include "event.h"
#include "gamestate.h"

#include <QJsonObject>

namespace rules {

/// A seat at the start of a game: the player's name and deck.
struct PlayerSetup {
    QString name;
    Deck deck;
};

/// Runs one game of Magic under the rules this engine enforces. Deterministic: the same seed
/// and the same actions give the same events, byte for byte. No clock, no global state.
///
/// Rules are split by area over several .cpp files: game.cpp (actions, priority),
/// turnstructure.cpp (steps and turn-based actions), casting.cpp (lands, mana, spells, stack),
/// daynightengine.cpp (designation and transforms), statebasedactions.cpp (CR 704).
class Game
{
public:
    /// Starts a new game (CR 103): 2 to 4 players, libraries shuffled with `seed`, starting player
    /// chosen at random (CR 103.1), seven-card opening hands (CR 103.5), turn 1 begins.
    /// `startEvents`, if given, receives what happened.
    Game(const CardDatabase &db, quint64 seed, const QList<PlayerSetup> &players, Events *startEvents = nullptr);
    /// Continues from a position (tests, scenarios, undo). The state must be consistent.
    Game(const CardDatabase &db, const GameState &state);

    const GameState &state() const { return m_s; }
    const CardDatabase &cards() const { return *m_db; }

    /// Applies one action. Refused (with a one-line reason citing the rule, and the game exactly
    /// as it was) if the action is not legal now; otherwise every event that followed, in order.
    Result apply(const Action &action);
    /// Would `action` be accepted now? Returns "" if so, else the reason apply() would give.
    QString whyNot(const Action &action) const;

    // ---- Queries (characteristics, CR 109.3) ----
    const CardDefinition &definition(int cardId) const;
    /// The face an object shows: the permanent's face up, or the front for other zones.
    const CardFace &face(const Permanent &p) const;
    /// Characteristics after continuous effects: counters, anthems, granted keywords,
    /// "can't transform", until-end-of-turn effects (characteristics.cpp).
    Characteristics characteristics(const Permanent &p) const;
    int power(const Permanent &p) const { return characteristics(p).power; }
    int toughness(const Permanent &p) const { return characteristics(p).toughness; }
    /// Whether the permanent can transform now: double-faced (CR 712.9), no "can't transform"
    /// effect (CR 101.2), and, unless `byDayNight`, not daybound/nightbound (CR 702.145b/e).
    bool canTransform(const Permanent &p, bool byDayNight) const;
    /// Mana value (CR 202.3b): from the front face's mana cost, whichever face is up.
    int manaValue(int cardId) const;
    /// Colours of the face up (CR 204: a back face's colour comes from its colour indicator).
    QString colors(const Permanent &p) const;
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
    /// What a target spec ("any", "creatureYouControl", "spell", ...; resources/cards/SCHEMA.md)
    /// allows now for a spell or ability controlled by `controller` from `sourceObjectId`:
    /// object ids, and -(player + 1) for players (CR 115).
    /// `chosen` are the targets already chosen for the same spell or ability (a spec such as
    /// "upToOneCreatureOfFirstTarget" depends on them); an "upTo" spec also allows 0: no target.
    QList<int> legalTargets(const QString &spec, int controller, int sourceObjectId = -1, const QList<int> &chosen = {}) const;
    /// The total cost to cast `cardId` now (CR 601.2f): its mana cost less reductions such as
    /// Moonrager's Slash's {2} at night.
    ManaCost castingCost(int cardId, int player = -1) const;
    /// CR 307.1: `player` could cast a sorcery now (own turn, main phase, empty stack).
    bool sorceryTimingOk(int player) const;
    /// Indices of the permanent's face-up abilities that can be activated (enforced activated
    /// and loyalty abilities), whether or not they can be activated right now.
    QList<int> activatableAbilities(const Permanent &p) const;
    static bool isActivated(const Ability &ab);
    /// A spell ability (CR 113.3a): neither activated, triggered, static nor a mana ability.
    static bool isSpellAbility(const Ability &ab);
    /// Why `blocker` can't block `attacker` ("can't be blocked", intimidate), "" if it can;
    /// menace is checked over the whole declaration (CR 509.1b-c).
    QString whyCantBlock(int blocker, int attacker) const;
    /// Whether `player` could cast `cardId` now with some choice of targets (the first legal
    /// ones): "" if so, else the reason (no legal target, timing, mana...).
    QString whyNotCastable(int player, int cardId) const;
    /// The same for activating ability `abilityIndex` of permanent `objectId` (X = 0).
    QString whyNotActivatable(int player, int objectId, int abilityIndex) const;
    /// The target specs of a face's spell abilities (abilityIndex -1) or of one ability.
    QStringList targetSpecs(const CardFace &face, int abilityIndex = -1) const;
    /// The targets a card's spell needs (its enforced abilities' "targets", in order).
    QStringList spellTargets(int cardId) const { return targetSpecs(definition(cardId).front()); }
    /// A target's display name: a player's name, a permanent's or a spell's.
    QString targetName(int target) const;
    /// Encodes player `p` as a target.
    static int playerTarget(int p) { return -(p + 1); }
    /// Line under the day/night indicator (daynight.h forecast()).
    QString forecast() const;

    static constexpr int kStartingLife = 20;        ///< CR 103.4
    static constexpr int kOpeningHandSize = 7;      ///< CR 103.5
    static constexpr int kMaximumHandSize = 7;      ///< CR 402.2

private:
    friend class GameAccess;
    // game.cpp
    /// Appends an event to the current action's result and returns it for further fields.
    Event &report(Event::Type type, int player, const QString &text, const QString &rule, int ruling = 0);
    Result refuse(const QString &why);
    QString playerName(int p) const { return m_s.players[p].name; }
    QString cardName(int cardId) const { return definition(cardId).front().name; }
    void givePriority(int player);
    void passPriority(int player);
    void chooseCards(const Action &a);
    void checkGameOver();
    // turnstructure.cpp
    void beginTurn();
    void beginStep(Step s);
    void endStep();
    void untapStep();
    void finishUntapStep();
    void askCurseAttachment(const Permanent &curse);
    void drawStep();
    void cleanupStep();
    void finishCleanup();
    void draw(int player);
    // casting.cpp
    QString checkPlayLand(int player, int cardId) const;
    QString checkCast(int player, int cardId, const QList<int> &targets, int x = 0) const;
    QString checkTapForMana(int player, int objectId) const;
    void playLand(int player, int cardId);
    void castSpell(int player, int cardId, const QList<int> &targets, int x = 0);
    /// Where a resolved or countered spell goes: graveyard, exile (flashback), nowhere (a copy).
    void spellLeavesStack(const StackObject &so, bool exileInstead = false);
    void tapForMana(int player, int objectId);
    bool payCost(int player, const ManaCost &cost, int x = 0);
    QList<ManaSource> manaSources(int player) const;
    void resolveTopOfStack();
    void putPendingTriggersOnStack();
    void askTriggerTargets(int stackObjectId);
    QList<int> triggersToOrder() const;
    void pushTrigger(StackObject t);
    int enterBattlefield(int cardId, int controller, bool cast, bool transformed);
    void enterTogether(const QList<int> &cardIds, int controller, bool cast, const QList<bool> &transformed);
    /// Where a permanent goes when it leaves the battlefield.
    enum class Destination {
        Graveyard,      ///< destroyed, sacrificed, state-based actions (a token ceases to exist)
        Exile,
        LeavesTheGame,  ///< its owner left the game (CR 800.4a)
    };
    /// The one path off the battlefield: combat, linked "until it leaves" exile returning (CR
    /// 610.3c), "dies" triggers with last known information (CR 603.10a), daybound statics.
    void leaveBattlefield(int objectId, const QString &why, const QString &rule, Destination to = Destination::Graveyard);
    void checkWard(const StackObject &so);
    int createCard(const QString &key, int owner, bool token);
    // daynightengine.cpp
    void setDesignation(DayNight to, const QString &why, const QString &rule, int ruling);
    void applyDayNightStatics(bool arrivedTogether);
    void transform(Permanent &p, const QString &why, const QString &rule, int ruling);
    // statebasedactions.cpp
    bool checkStateBasedActions();
    // decisions.cpp
    QString checkChoice(const Action &a) const;
    // combat.cpp
    QList<int> possibleAttackers() const;
    QList<int> opponents(int player) const;
    void beginDeclareAttackers();
    QString checkDeclareAttackers(const QList<int> &pairs) const;
    void declareAttackers(const QList<int> &pairs);
    bool anyAttackers() const;
    void beginDeclareBlockers();
    QString checkDeclareBlockers(int defender, const QList<int> &pairs) const;
    void declareBlockers(int defender, const QList<int> &pairs);
    bool needsFirstStrikeStep() const;
    bool dealsDamageThisStep(const Permanent &p, bool firstStrikeStep, bool afterFirstStrikeStep) const;
    void combatDamageStep();
    void endCombat();
    void removeFromCombat(int objectId);
    // activated.cpp
    QString checkActivate(const Action &a) const;
    void activate(const Action &a);
    // targets.cpp
    QString checkTargets(const QStringList &specs, const QList<int> &targets, int controller, int sourceObjectId, const QString &what) const;
    void dealDamage(const QString &sourceName, int sourceObjectId, int target, int amount, bool combat);
    StackObject withLegalTargets(const StackObject &so, const QStringList &specs, bool *allIllegal) const;
    // triggers.cpp
    bool conditionHolds(const QString &condition, int controller, int sourceObjectId) const;
    void addTrigger(const Permanent &source, int abilityIndex, int amount = 0);
    StackObject triggeredBy(const Permanent &source, int abilityIndex, const QString &text, int amount = 0) const;
    void triggerOn(const Permanent &source, const QStringList &kinds, int amount = 0);
    void triggerOnStep(Step step);
    void triggerOnAttack(int objectId);
    void triggerOnCombatDamageToPlayer(int objectId);
    void triggerOnDayNightSwitch();
    void triggerOnDamaged(int objectId, int amount);
    void resolveAbility(const StackObject &so);
    QString sourceName(const StackObject &so) const;
    void applyEffect(const QJsonObject &effect, const StackObject &so);
    /// Applies effects[from..]; returns false when a choice paused them (state.pendingEffects).
    bool applyEffects(const QJsonArray &effects, const StackObject &so, int from, int spellCardId);
    void askOption(const StackObject &so, const QString &purpose, const QString &prompt, const QStringList &labels,
                   const QString &logText = QString());
    void askDiscard(const StackObject &so, int count);
    void lookAtTop(const StackObject &so, const QString &purpose);
    void answerOption(const PendingDecision &d, int option);
    void resumeEffects();
    void counterSpell(int stackObjectId, bool exileInstead);
    void discard(int player, const QList<int> &cardIds, const QString &why, const QString &rule);
    Step nextStep() const;
    /// Object ids on the battlefield now (to iterate while the list may change).
    QList<int> objectIds() const;

    const CardDatabase *m_db;
    GameState m_s;
    Events m_events;    ///< what the action being applied has caused so far
};

} // namespace rules
