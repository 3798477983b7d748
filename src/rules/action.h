// Player inputs (and sandbox inputs) that Game::apply accepts.
#pragma once

#include "event.h"
#include "types.h"

#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace rules {

/// One input to the game. Player actions are checked against the rules; sandbox actions (for
/// QA, demonstrations and tests) go through the rules as an effect would.
struct Action {
    enum class Type {
        PassPriority,       ///< CR 117.3d
        PlayLand,           ///< CR 305.1: cardId from hand
        CastSpell,          ///< CR 601.2: cardId from hand (or graveyard, flashback), with `targets` and `x`; without
                            ///< targets when it needs some, the engine asks for them one by one (ChooseTarget)
        TapForMana,         ///< CR 605: activate a mana ability of objectId
        Activate,           ///< CR 602: activate ability `abilityIndex` of permanent `objectId`, with `targets` and `x`
                            ///< (or without targets: the engine asks, as for CastSpell)
        ChooseCards,        ///< answer the pending decision with `choices`
        CancelCast,         ///< stop casting or activating while choosing its targets (nothing was announced yet)
        Concede,            ///< CR 104.3a: `player` concedes and leaves the game (CR 800.4a), with or without priority
        KeepHand,           ///< CR 103.5: `player`, asked (PendingDecision::Kind::Mulligan), keeps their hand
        TakeMulligan,       ///< CR 103.5: `player`, asked, takes a mulligan: a new hand of seven once every player has declared
        // Sandbox:
        PutOntoBattlefield, ///< put `permanents` onto the battlefield at the same time under `player`
        SetDesignation,     ///< "it becomes day/night" as an effect would (CR 730.1)
        SetLife,            ///< set `player`'s life to `amount`
        Destroy,            ///< destroy permanent `objectId` (CR 701.8), as an effect would
        // Sandbox, the board editor (editing.h): any position, recorded like any other input.
        AddCard,            ///< a new card `key` owned by `player` into `zone` (`controller`, `transformed` and `placed` as for
                            ///< MoveCard); a card of the "token" layout is a token, on the battlefield only (CR 111.1)
        MoveCard,           ///< permanent `objectId`, or card `cardId` in a hand, graveyard, exile or library, into its owner's `zone`
                            ///< (onto the battlefield under `controller`, -1: its owner; back face up if `transformed`)
        SetPermanent,       ///< placed: set what `edit` names on permanent `objectId` (and its controller, if `controller` >= 0)
        SetTurn,            ///< placed: the turn number, step, active player and priority holder of `turn`
        Remove,             ///< placed: permanent `objectId`, or card `cardId` in a hand, graveyard, exile or library, ceases to exist
        ClearBoard,         ///< placed: every card in a hand, on the battlefield, on the stack, in a graveyard, in exile or in a
                            ///< library ceases to exist; each player's library then holds `amount` new cards `key` (a basic land)
    };
    /// Where the board editor puts a card: the battlefield, or a zone of the card's owner (CR 400.1).
    enum class Zone { Battlefield, Hand, Graveyard, Exile, LibraryTop, LibraryBottom };
    /// SetPermanent: what to change; what is absent stays as it is.
    struct PermanentEdit {
        std::optional<bool> tapped;
        std::optional<int> damage;              ///< marked damage, 0 to kMaxAmount
        QMap<QString, int> counters;            ///< "+1/+1", "-1/-1" or "loyalty" -> how many (0 removes them); kinds not named stay
        std::optional<bool> backFaceUp;         ///< which face is up, for a double-faced card only (CR 712.9)
        std::optional<bool> summoningSick;      ///< CR 302.6
        bool operator==(const PermanentEdit &) const = default;
    };
    /// SetTurn: the whole turn position.
    struct TurnEdit {
        int number = 1;                         ///< 1 to kMaxAmount
        Step step = Step::PrecombatMain;
        int activePlayer = 0;
        int priority = -1;                      ///< who holds priority, -1 for nobody
        bool operator==(const TurnEdit &) const = default;
    };
    Type type = Type::PassPriority;
    int player = -1;            ///< who acts; must hold priority for player actions
    int cardId = -1;
    int objectId = -1;
    QList<int> choices;         ///< ChooseCards
    QList<int> targets;         ///< CastSpell / Activate: object ids, or -(player + 1) (CR 601.2c)
    int x = 0;                  ///< the value of X (CR 601.2b), 0 if the cost has none
    int abilityIndex = -1;      ///< Activate: index into the face's abilities
    /// PutOntoBattlefield: card key, and whether it enters transformed (back face up, CR 712.14a).
    struct CardToPut {
        QString key;
        bool transformed = false;
        bool operator==(const CardToPut &) const = default;
    };
    QList<CardToPut> permanents;
    DayNight designation = DayNight::Neither; ///< SetDesignation (Day or Night; also Neither when placed)
    int amount = 0;             ///< SetLife; ClearBoard: the lands in each library
    QString key;                ///< AddCard: the card's key in the database; ClearBoard: the libraries' basic land
    Zone zone = Zone::Battlefield; ///< AddCard, MoveCard: where the card goes
    bool transformed = false;   ///< AddCard, MoveCard onto the battlefield: back face up (CR 712.14a)
    int controller = -1;        ///< AddCard, MoveCard onto the battlefield, SetPermanent: the controller (-1: its owner; unchanged)
    /// AddCard, MoveCard, SetDesignation: "placed" exactly as asked, with no trigger, replacement
    /// or state-based action (the position may then be one the rules never leave standing, see
    /// Game::positionProblem()); false: as an effect would (CR 603.6a enters and 603.10a leaves
    /// triggers, CR 702.145b daybound at night, CR 614 replacements).
    bool placed = false;
    PermanentEdit edit;         ///< SetPermanent
    TurnEdit turn;              ///< SetTurn

    static Action make(Type type, int player)
    {
        Action a;
        a.type = type;
        a.player = player;
        return a;
    }
    static Action pass(int player) { return make(Type::PassPriority, player); }
    /// `player` concedes (CR 104.3a): they lose and leave the game.
    static Action concede(int player) { return make(Type::Concede, player); }
    /// `player` keeps their opening hand (CR 103.5).
    static Action keepHand(int player) { return make(Type::KeepHand, player); }
    /// `player` takes a mulligan (CR 103.5).
    static Action takeMulligan(int player) { return make(Type::TakeMulligan, player); }
    static Action playLand(int player, int cardId) { Action a = make(Type::PlayLand, player); a.cardId = cardId; return a; }
    static Action cast(int player, int cardId, const QList<int> &targets = {})
    {
        Action a = make(Type::CastSpell, player);
        a.cardId = cardId;
        a.targets = targets;
        return a;
    }
    static Action activate(int player, int objectId, int abilityIndex, const QList<int> &targets = {}, int x = 0)
    {
        Action a = make(Type::Activate, player);
        a.objectId = objectId;
        a.abilityIndex = abilityIndex;
        a.targets = targets;
        a.x = x;
        return a;
    }
    static Action put(int player, const QList<CardToPut> &permanents)
    {
        Action a = make(Type::PutOntoBattlefield, player);
        a.permanents = permanents;
        return a;
    }
    static Action becomes(DayNight designation)
    {
        Action a = make(Type::SetDesignation, 0);
        a.designation = designation;
        return a;
    }
    /// The board editor sets the designation to `designation` (Neither too) with nothing
    /// transforming and nothing triggering.
    static Action placeDesignation(DayNight designation)
    {
        Action a = becomes(designation);
        a.placed = true;
        return a;
    }
    /// A new card `key` owned by `owner` into `zone` (onto the battlefield under its owner).
    static Action addCard(int owner, const QString &key, Zone zone, bool placed = false, bool transformed = false)
    {
        Action a = make(Type::AddCard, owner);
        a.key = key;
        a.zone = zone;
        a.placed = placed;
        a.transformed = transformed;
        return a;
    }
    /// Permanent `objectId` into its owner's `zone` (not the battlefield: use SetPermanent).
    static Action movePermanent(int objectId, Zone zone, bool placed = false)
    {
        Action a = make(Type::MoveCard, 0);
        a.objectId = objectId;
        a.zone = zone;
        a.placed = placed;
        return a;
    }
    /// Card `cardId` (in a hand, graveyard, exile or library) into its owner's `zone`.
    static Action moveCard(int cardId, Zone zone, bool placed = false, bool transformed = false)
    {
        Action a = make(Type::MoveCard, 0);
        a.cardId = cardId;
        a.zone = zone;
        a.placed = placed;
        a.transformed = transformed;
        return a;
    }
    /// Sets what `edit` names on permanent `objectId`.
    static Action setPermanent(int objectId, const PermanentEdit &edit)
    {
        Action a = make(Type::SetPermanent, 0);
        a.objectId = objectId;
        a.edit = edit;
        return a;
    }
    /// Sets the turn number, step, active player and priority holder to `turn`, placed.
    static Action setTurn(const TurnEdit &turn)
    {
        Action a = make(Type::SetTurn, 0);
        a.turn = turn;
        return a;
    }
    /// Permanent `objectId` (>= 0), else card `cardId`, ceases to exist.
    static Action remove(int objectId, int cardId = -1)
    {
        Action a = make(Type::Remove, 0);
        a.objectId = objectId;
        a.cardId = cardId;
        return a;
    }
    /// The board editor's empty board: no hands, permanents, spells, graveyards or exile; each
    /// library holds `lands` new copies of basic land `key` (0: every library is empty too).
    static Action clearBoard(int lands = 0, const QString &key = {})
    {
        Action a = make(Type::ClearBoard, 0);
        a.amount = lands;
        a.key = lands > 0 ? key : QString();
        return a;
    }
    /// The same input, field by field (the game record finds a variation already played).
    bool operator==(const Action &) const = default;
};

/// The answer to Game::apply: either refused with a reason (nothing changed) or the events.
struct Result {
    bool accepted = false;
    QString reason;             ///< why it was refused, one sentence citing the rule
    Events events;
};

} // namespace rules
