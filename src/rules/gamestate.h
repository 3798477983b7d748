// The whole game as a copyable value: undo, save, replay and "what if" copy it (ARCHITECTURE.md).
#pragma once

#include "ability.h"
#include "types.h"

#include <QList>
#include <QMap>
#include <QString>
#include <algorithm>
#include <optional>
#include <random>

namespace rules {

struct CardDefinition;

inline constexpr int kStartingLife = 20;       ///< CR 103.4
inline constexpr int kOpeningHandSize = 7;     ///< CR 103.5
inline constexpr int kMaximumHandSize = 7;     ///< CR 402.2
/// CR 103.5: a player may take mulligans until their opening hand would be zero cards: after
/// this many counted mulligans (CR 103.5c: a multiplayer game's first is not counted) no more.
inline constexpr int kMaxMulligans = kOpeningHandSize;
/// Object ids stay below this, so ids in a file and nextObjectId can never overflow an int.
inline constexpr int kMaxObjectId = 1000000000;
/// A card in a graveyard as a target ("target card from a graveyard", CR 115.1): the first code
/// above every object id, plus its card id. Target codes are object ids (1..kMaxObjectId),
/// -(player + 1) for players, 0 for none, and these; a code of this range names no permanent,
/// spell or player, so nothing reads it as one.
inline constexpr int kGraveyardCardTargets = kMaxObjectId + 1;
/// The largest target code: a card id is at most kMaxObjectId too (2,000,000,001 fits an int).
inline constexpr int kMaxTargetCode = kGraveyardCardTargets + kMaxObjectId;
inline int graveyardCardTarget(int cardId) { return kGraveyardCardTargets + cardId; }
inline bool isGraveyardCardTarget(int target) { return target >= kGraveyardCardTargets; }
/// The card id a graveyard card's target code names.
inline int cardOfTarget(int target) { return target - kGraveyardCardTargets; }
/// The largest life, damage, amount or turn number a saved game may hold: far above any real
/// game, and far below an int's limits, so nothing the rules add to them can overflow.
inline constexpr int kMaxAmount = 1000000;
/// The most counters of one kind, cards cast or lands played in a turn a saved game may hold.
inline constexpr int kMaxCounters = 1000;
/// The kinds of counter the engine knows (CR 122.1): "+1/+1", "-1/-1" and "loyalty".
const QStringList &counterKindNames();
/// `sum` (computed in 64 bits) held to -kMaxAmount..kMaxAmount: what the rules add up (pumps
/// into power and toughness, life, damage) saturates there instead of wrapping, so a pile of
/// large pumps cannot overflow an int, a toughness cannot wrap from negative to positive, and
/// every life total and damage the engine produces is one a saved game may hold.
inline int clampAmount(qint64 sum)
{
    return int(std::clamp<qint64>(sum, -kMaxAmount, kMaxAmount));
}

/// A physical card (or token) in the game. Index into GameState::cards is its CardId; it keeps
/// that id in every zone. Objects (permanents, spells) get fresh object ids on each zone change
/// (CR 400.7).
struct CardInstance {
    int id = -1;
    QString key;        ///< CardDefinition key
    int owner = -1;     ///< player index
    bool token = false; ///< tokens cease to exist when they leave the battlefield (CR 111.7)
    /// How many times it entered a hidden zone (a hand or a library, CR 400.2) or had its library
    /// shuffled: its handle in a projection (visibility.h) derives from it, so the handle changes
    /// each time. Not saved; 0 in a projection.
    int hiddenEntries = 0;
    /// In a projection only: the handle of a card the viewer may not see (key kHiddenCardKey),
    /// unpredictable without the state's seed; 0 for every other card.
    quint64 handle = 0;
};

/// A permanent on the battlefield (CR 110).
struct Permanent {
    int objectId = -1;
    int cardId = -1;
    int controller = -1;
    bool backFaceUp = false;        ///< CR 712: which face is up
    bool tapped = false;
    int damage = 0;                 ///< marked damage, removed in cleanup (CR 514.2)
    QMap<QString, int> counters;    ///< e.g. {"+1/+1": 2, "loyalty": 4}
    bool summoningSick = true;      ///< not controlled continuously since its controller's most recent turn began (CR 302.6)
    int attachedTo = -1;            ///< object id of what it is attached to, or -1
    int attachedToPlayer = -1;      ///< the player an Aura with "enchant player" is attached to, or -1
    int transformCount = 0;         ///< times it transformed (CR 701.27f checks "since")
    QStringList activatedThisTurn;  ///< "face:ability" of "only once each turn" abilities used this turn
    bool loyaltyUsedThisTurn = false; ///< CR 606.3: one loyalty ability per turn, across a transform
    QList<int> linkedExile;         ///< cards it exiled "until it leaves the battlefield" (CR 610.3)
    // Combat (CR 506.4): set while the permanent is in combat.
    bool attacking = false;
    int defendingPlayer = -1;       ///< the player it attacks
    QList<int> blockedBy;           ///< blockers, in damage assignment order (CR 509.2)
    bool blocked = false;           ///< stays blocked even if its blockers leave (CR 509.1h)
    int blocking = -1;              ///< object id of the attacker it blocks; 0: blocking, but that attacker has left combat (CR 506.4); -1: not blocking
    /// It had first strike or double strike as the first-strike combat damage step began, so
    /// in the regular step it deals damage again only if it has double strike then (CR 510.4).
    bool struckFirst = false;
};

/// A continuous effect from a resolved spell or ability (CR 611.2): what it does, what it
/// affects, what made it and how long it lasts. One list holds them all; an effect on an object
/// follows it across a transform (CR 712.18, ruling 8).
struct ContinuousEffect {
    enum class Kind : quint8 {
        Pump,                       ///< `objectId` gets +power/+toughness and `keywords` (CR 613.4c)
        BecomeCreature,             ///< `objectId` is a power/toughness creature of `subtypes` only, with `keywords` (Arlinn's 0, CR 613.1d)
        CreatureFlashAndCounters,   ///< `player`'s creature spells have flash, and their creatures enter with an extra +1/+1 counter (Arlinn's +1)
        PreventNonWolfCombatDamage, ///< combat damage by creatures other than Wolves and Werewolves is prevented (Moonmist, CR 615)
    };
    /// How long it lasts (CR 611.2a-b).
    enum class Duration : quint8 {
        EndOfTurn,          ///< ends in the cleanup step (CR 514.2)
        UntilYourNextTurn,  ///< ends as `player`'s next turn begins
    };
    Kind kind = Kind::Pump;
    Duration duration = Duration::EndOfTurn;
    int objectId = -1;              ///< the permanent it affects, -1 if none
    int player = -1;                ///< the player it affects (or whose turn ends it), -1 if none
    int power = 0, toughness = 0;
    QStringList keywords;           ///< keywords it grants
    QStringList subtypes;           ///< BecomeCreature
    QString source;                 ///< the name of what made it, for display
};

/// What answering a choice in words (PendingDecision::Kind::ChooseOption) goes on to do: a
/// typed continuation (decisions.cpp), saved as its "purpose" string (statejson.cpp).
struct Continuation {
    enum class Kind : quint8 {
        None,
        ManaColor,          ///< option 0 {R}, 1 {G}: mana kept until end of turn (Kessig Naturalist)
        MayLoot,            ///< option 0: draw, then discard (The Celestus)
        Scry,               ///< option 1: the top card to the bottom (CR 701.22)
        Surveil,            ///< option 1: the top card into the graveyard (CR 701.25)
        OrderTrigger,       ///< which of the controller's triggers goes on the stack next (CR 603.3b)
        AttachCurse,        ///< attach curse `objectId` to the option-th living player (CR 712.20)
        PayOrCounter,       ///< option 0: pay `cost`, else counter spell or ability `objectId`, exiled if `exile` (Syncopate's {X}, ward, CR 702.21a)
        PutFromHand,        ///< option i < positions: put the card at hand position positions[i] onto the battlefield (Howlpack Piper)
        TakeFromTop,        ///< option i < positions: take the card positions[i] from the top `count` (Wildsong Howler, Gavony Dawnguard)
        PutOneOfTopIntoGraveyard, ///< option i: the card positions[i] from the top into the graveyard, the others stay (Celestus Sanctifier)
        DiscardThenDraw,    ///< option n: discard n cards, then draw n plus the effect's `plus` (Obsessive Astronomer, Into the Night)
        TapOrUntap,         ///< option 0 taps permanent `objectId`, 1 untaps it, 2 neither (Component Collector)
        PayToReturn,        ///< option 0: pay the effect's cost, return the card at graveyard position positions[0] tapped (Sunstreak Phoenix)
    };
    Continuation(Kind kind = Kind::None, int objectId = -1) : kind(kind), objectId(objectId) {}

    Kind kind = Kind::None;
    int objectId = -1;
    UnlessCost cost;        ///< PayOrCounter: what paying is
    bool exile = false;     ///< PayOrCounter: exiled instead of put into the graveyard when countered (Syncopate)
    int count = 0;          ///< TakeFromTop: how many cards from the top were looked at
    QList<int> positions;

    bool operator==(const Continuation &) const = default;
};

/// The ability index of a granted "whenever this creature deals combat damage to a player, draw
/// a card" (Unnatural Moonrise): it is not printed on the creature's face.
inline constexpr int kGrantedDrawAbility = -2;
inline QString grantedDrawText()
{
    return QStringLiteral("Whenever this creature deals combat damage to a player, draw a card. (Unnatural Moonrise)");
}
/// The pseudo-keyword that carries it in characteristics.
inline QString grantedDrawKeyword() { return QStringLiteral("Draws on combat damage"); }
/// The ability index of a ward trigger (CR 702.21): counter the targeting spell or ability
/// unless its controller pays the ward cost.
inline constexpr int kWardAbility = -3;

/// A spell or ability on the stack (CR 405).
struct StackObject {
    int objectId = -1;
    int cardId = -1;        ///< the card for a spell; the source's card for an ability
    int controller = -1;
    bool isAbility = false;
    int sourceObjectId = -1;///< for abilities: the permanent that made it
    int face = 0;           ///< face of the source shown on the stack (a spell is front face up, CR 712.8c)
    int abilityIndex = -1;  ///< for abilities: index into that face's abilities
    QString text;           ///< ability text, for display
    QList<int> targets;     ///< object ids, -(player + 1) for players, graveyardCardTarget() for cards in graveyards (CR 115); 0: none
    int sourceTransformCount = 0; ///< the source's transformCount when it triggered (CR 701.27f)
    int amount = 0;         ///< e.g. damage dealt, for "that much" abilities; X for spells
    bool castFromGraveyard = false; ///< flashback (CR 702.34a): exiled when it leaves the stack
    bool isCopy = false;    ///< a copy of a spell (CR 707.10): not cast, ceases to exist when it leaves
    /// The seed ruling that made this ability trigger, cited as it goes on the stack and as it
    /// resolves: 10 for Tovolar's draw trigger from a Wolf or Werewolf, 11 from a creature that is
    /// both (it triggers once). 0 if none.
    int ruling = 0;
    /// The player an event trigger names, as the event happened: "that creature's controller"
    /// of a blocker that died (Baneclaw Marauder, CR 603.10a). -1 if none.
    int eventPlayer = -1;
};

/// A player's zones and counters (CR 102, 400).
struct Player {
    QString name;
    int life = 20;
    QList<int> library;     ///< top of library is the last element
    QList<int> hand;
    QList<int> graveyard;   ///< top is the last element
    QList<int> exile;
    QList<Color> manaPool;  ///< CR 106.4: emptied at the end of each step
    QList<Color> manaUntilEndOfTurn; ///< mana that is not lost as steps end (Kessig Naturalist)
    int landsPlayedThisTurn = 0;
    bool drewFromEmptyLibrary = false; ///< CR 704.5b flag, cleared when SBAs are checked
    bool hasLost = false;
    // The opening hand (CR 103.5), before turn 1 only (GameState::turnNumber 0); back to the
    // defaults as the first turn begins.
    /// Where the player stands in the mulligan process (CR 103.5).
    enum class Opening : quint8 {
        Undecided,      ///< to declare: keep or take a mulligan
        TakesMulligan,  ///< declared a mulligan this round; taken with the others' once all declared
        Kept,           ///< kept; puts `mulligans` (less a free one, CR 103.5c) cards on the bottom
        Bottomed,       ///< kept and put those cards on the bottom: their opening hand is final
    };
    Opening opening = Opening::Undecided;
    int mulligans = 0;      ///< mulligans taken (CR 103.5), 0 to kMaxMulligans + 1
};

/// Effects of a resolving spell or ability that wait for a decision to go on (CR 608.2c: the
/// instructions are followed in order).
struct PendingEffects {
    StackObject source;     ///< the resolving object (targets, controller, X)
    QList<Effect> effects;  ///< its effects, in order
    int next = 0;           ///< the index to go on from
    int spellCardId = -1;   ///< an instant or sorcery to put into the graveyard when done
};

/// A spell being cast or an ability being activated while its controller chooses its targets
/// one by one (CR 601.2c, 602.2b): nothing has moved or been paid yet; once the last target is
/// chosen it is cast or activated with them, and until then it can be cancelled.
struct PendingCast {
    bool isAbility = false;
    int cardId = -1;        ///< the spell's card (in hand, or in the graveyard for flashback)
    int objectId = -1;      ///< the ability's permanent
    int abilityIndex = -1;
    int x = 0;
    QList<int> targets;     ///< chosen so far, in the order of the target specs

    bool operator==(const PendingCast &) const = default;
};

/// A choice the engine is waiting for (ARCHITECTURE.md: decisions, not callbacks).
struct PendingDecision {
    enum class Kind {
        None,
        DiscardToHandSize,  ///< choose `count` cards in hand (CR 514.1)
        LegendRule,         ///< choose the one to keep (CR 704.5j)
        DeclareAttackers,   ///< pairs (attacker object id, defending player) (CR 508.1)
        DeclareBlockers,    ///< pairs (blocker object id, attacker object id) (CR 509.1)
        ChooseAnyNumber,    ///< any subset of `options` (e.g. Tovolar's Human Werewolves)
        ChooseTarget,       ///< one of `options` (object ids, -(player + 1) for players, graveyardCardTarget() for cards in graveyards, 0 for none)
        ChooseOption,       ///< one of `labels` (options are 0..n-1): a colour, "may", scry...
        DiscardCards,       ///< choose `count` cards in hand to discard (looting)
        Mulligan,           ///< keep the opening hand or take a mulligan (CR 103.5): answered by Action::Type::KeepHand or TakeMulligan
        BottomCards,        ///< choose `count` cards in hand to put on the bottom of the library, in order (CR 103.5)
    };
    Kind kind = Kind::None;
    int player = -1;        ///< who decides
    int count = 0;          ///< cards to discard (DiscardToHandSize)
    QList<int> options;     ///< what may be chosen (see Kind)
    QString prompt;
    int stackObjectId = -1; ///< the ability waiting for this choice, if any
    QStringList labels;     ///< ChooseOption: what each option says
    Continuation then;      ///< ChooseOption: what the answer goes on to do
    std::optional<PendingCast> casting; ///< ChooseTarget for a spell or ability being cast or activated
};

/// Everything that defines a game position.
struct GameState {
    QList<Player> players;
    QList<CardInstance> cards;
    QList<Permanent> battlefield;       ///< in the order permanents entered, which is object id order
    QList<StackObject> stack;           ///< top is the last element
    QList<StackObject> pendingTriggers; ///< triggered, waiting to be put on the stack (CR 603.3)

    int turnNumber = 0;
    int activePlayer = 0;
    int startingPlayer = 0;
    Step step = Step::Untap;
    int priorityPlayer = -1;            ///< -1 while no player has priority
    int passesInSuccession = 0;         ///< CR 117.4

    DayNight designation = DayNight::Neither;
    QList<int> spellsCastThisTurn;      ///< per player (CR 601.2i: counted when cast)
    QList<int> spellsCastLastTurn;      ///< per player, for the previous turn
    int previousTurnActivePlayer = -1;  ///< -1 on the first turn: nothing to check (CR 502.2)

    PendingDecision decision;
    QList<PendingEffects> pendingEffects; ///< at most one in practice: the effects a decision paused
    QList<ContinuousEffect> continuousEffects; ///< in timestamp order (CR 613.7)
    bool untapStepPaused = false;       ///< a choice came up during the untap step (Curse of Leeches)
    int combatDamageStepsDone = 0;      ///< 0, 1 (first strike done, CR 510.4) or 2
    QList<int> blockersDeclaredBy;      ///< defending players who already declared blockers
    int winner = -1;                    ///< set when the game is over
    bool gameOver = false;
    int nextObjectId = 1;
    /// A sandbox action has changed the position since it was last found legal: the next player
    /// action checks it first (Game::positionProblem()). Not saved: a loaded position is legal.
    bool editedSinceCheck = false;
    quint64 seed = 0;
    std::mt19937_64 rng;                ///< seeded; part of the state so copies replay identically

    /// Card `cardId` entered a hand or a library, or its library was shuffled: its handle in
    /// projections changes (visibility.h), so no viewer tracks it through the move.
    void enteredHiddenZone(int cardId) { ++cards[cardId].hiddenEntries; }
    void enteredHiddenZone(const QList<int> &cardIds)
    {
        for (int id : cardIds)
            enteredHiddenZone(id);
    }
    /// Adds a card (or token) to the game, in no zone yet; returns its card id.
    int addCard(const QString &key, int owner, bool token);
    const Permanent *permanent(int objectId) const;
    Permanent *permanent(int objectId);
    int livingPlayerCount() const;
    /// Ends the continuous effects on permanent `objectId` as it leaves the battlefield: what it
    /// becomes is a new object (CR 400.7, 611.2c), so no effect keeps naming an id that is gone
    /// (a saved game's "untilEndOfTurn" names permanents on the battlefield only).
    void endEffectsOn(int objectId);
    /// The next living player after `player` in turn order.
    int nextLivingPlayer(int player) const;
};

} // namespace rules

// Qt containers may move these with memmove (their members are Qt containers, strings and ints).
Q_DECLARE_TYPEINFO(rules::CardInstance, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rules::Permanent, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rules::StackObject, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rules::Player, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rules::ContinuousEffect, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rules::PendingEffects, Q_RELOCATABLE_TYPE);
