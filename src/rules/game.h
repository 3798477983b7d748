// The rules controller: one entry point, Game::apply(Action) -> Result (ARCHITECTURE.md).
#pragma once

#include "action.h"
#include "carddatabase.h"
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
    int power(const Permanent &p) const;    ///< base power + +1/+1 counters
    int toughness(const Permanent &p) const;
    /// Mana value (CR 202.3b): from the front face's mana cost, whichever face is up.
    int manaValue(int cardId) const;
    /// Colours of the face up (CR 204: a back face's colour comes from its colour indicator).
    QString colors(const Permanent &p) const;
    /// What passing priority now will do, e.g. "Pass: resolve Play with Fire", "Pass: go to the
    /// upkeep step", "Pass priority to Bob".
    QString passDescription() const;
    /// Steps this turn skips: declare blockers and combat damage while no attackers can be
    /// declared (CR 508.8).
    QList<Step> skippedSteps() const { return {Step::DeclareBlockers, Step::CombatDamage}; }
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
    void drawStep();
    void cleanupStep();
    void finishCleanup();
    void draw(int player);
    // casting.cpp
    QString checkPlayLand(int player, int cardId) const;
    QString checkCast(int player, int cardId) const;
    QString checkTapForMana(int player, int objectId) const;
    void playLand(int player, int cardId);
    void castSpell(int player, int cardId);
    void tapForMana(int player, int objectId);
    bool payCost(int player, const ManaCost &cost);
    QList<ManaSource> manaSources(int player) const;
    void resolveTopOfStack();
    void putPendingTriggersOnStack();
    int enterBattlefield(int cardId, int controller, bool cast, bool transformed);
    void enterTogether(const QList<int> &cardIds, int controller, bool cast, const QList<bool> &transformed);
    void leaveBattlefield(int objectId, const QString &why, const QString &rule);
    int createCard(const QString &key, int owner, bool token);
    // daynightengine.cpp
    void setDesignation(DayNight to, const QString &why, const QString &rule, int ruling);
    void applyDayNightStatics(bool arrivedTogether);
    void transform(Permanent &p, const QString &why, const QString &rule, int ruling);
    // statebasedactions.cpp
    bool checkStateBasedActions();

    const CardDatabase *m_db;
    GameState m_s;
    Events m_events;    ///< what the action being applied has caused so far
};

} // namespace rules
