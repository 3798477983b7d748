// Player inputs (and sandbox inputs) that Game::apply accepts.
#pragma once

#include "event.h"
#include "types.h"

#include <QList>
#include <QString>

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
        // Sandbox:
        PutOntoBattlefield, ///< put `permanents` onto the battlefield at the same time under `player`
        SetDesignation,     ///< "it becomes day/night" as an effect would (CR 730.1)
        SetLife,            ///< set `player`'s life to `amount`
        Destroy,            ///< destroy permanent `objectId` (CR 701.8), as an effect would
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
    DayNight designation = DayNight::Neither; ///< SetDesignation (Day or Night)
    int amount = 0;             ///< SetLife

    static Action make(Type type, int player)
    {
        Action a;
        a.type = type;
        a.player = player;
        return a;
    }
    static Action pass(int player) { return make(Type::PassPriority, player); }
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
