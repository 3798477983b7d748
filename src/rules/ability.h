// Card behaviour as typed data: the script vocabulary of resources/cards/SCHEMA.md, parsed once
// when a card is loaded (carddefinition.cpp) and never read back from JSON by the rules. Every
// word is an enum value here and a row of its area's registry (vocabulary.h), which gives its
// name in card files, its parameters, its line of documentation and, for effects, its handler.
#pragma once

#include "manacost.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace rules {

/// When a triggered ability triggers (CR 603.2); registry: triggers.cpp.
enum class TriggerWord : quint8 {
    Enters,
    EntersOrAttacks,
    EntersOrTransformsInto,
    TransformsInto,
    Attacks,
    YourUpkeep,
    EachUpkeep,
    EnchantedPlayersUpkeep,
    BeginningOfCombatOnYourTurn,
    YourEndStep,
    DealsCombatDamageToPlayer,
    WolfOrWerewolfYouControlDealsCombatDamageToPlayer,
    Dies,
    ThisOrAnotherWolfOrWerewolfYouControlDies,
    DayNightSwitch,
    DayNightSwitchFromGraveyard,
    IsDealtDamage,
    PermanentYouControlIsDealtDamage,
    YouCastInstantOrSorcerySpell,
    YouCastNoncreatureSpell,
    BecomesBlocked,
    CreatureBlockingThisDies,
};

/// An intervening "if" (CR 603.4), checked when the ability triggers and as it resolves;
/// registry: triggers.cpp.
enum class ConditionWord : quint8 {
    None,
    NoSpellsCastLastTurn,
    APlayerCastTwoOrMoreLastTurn,
    ControlThreeOrMoreWolvesOrWerewolves,
    ControlAnotherWolfOrWerewolf,
    EnchantedIsWolfOrWerewolf,
};

/// What a static ability does (CR 604); registry: characteristics.cpp.
enum class StaticWord : quint8 {
    Pump,
    GrantKeyword,
    CantTransform,
    CostReductionAtNight,
    InstantSorceryCostLessByPower,
    CostReductionIfYouControlWolfOrWerewolf,
    FlashForExtraCost,
    CantBeCountered,
    AttacksEachCombatIfAble,
    CantBeBlockedByPowerOrLess,
};

/// Which permanents a static ability affects (CR 611.3a); registry: characteristics.cpp.
enum class Selector : quint8 {
    None,
    Self,
    EnchantedCreature,
    OtherWolfOrWerewolfYouControl,
    WolfOrWerewolfYouControl,
    OtherHumanCreatureYouControl,
    OtherCreatureYouControl,
    OtherPermanentYouControl,
    WerewolfYouControl,
    NonHumanWerewolfYouControl,
};

/// Replacement effects (CR 614); registry: battlefield.cpp.
enum class ReplacementWord : quint8 {
    BecomesDayAsEntersIfNeither,
    AttachToPlayerAsTransforms,
};

/// What a target may be (CR 115); registry: targets.cpp.
enum class TargetSpec : quint8 {
    Any,
    Creature,
    CreatureYouControl,
    AnotherCreatureYouControl,
    CreatureYouDontControl,
    WolfOrWerewolfYouControl,
    AnotherWolfOrWerewolfYouControl,
    ArtifactOrEnchantment,
    ArtifactOrEnchantmentDefendingPlayerControls,
    NonlandPermanent,
    Player,
    Opponent,
    Spell,
    InstantOrSorcerySpellYouControl,
    OpponentOrPlaneswalker,
    UpToOneCreatureOfFirstTarget,
    UpToOneCardInGraveyard,
    UpToOneCreature,
    UpToOnePlayer,
    UpToOnePlaneswalker,
};

/// One instruction of a resolving spell or ability (CR 608.2c); registry and handlers:
/// effects.cpp.
enum class EffectWord : quint8 {
    CreateTokens,
    Draw,
    GainLife,
    GainLifeEqualToAmount,
    DamageEachOpponent,
    AddCounterSelf,
    TransformSelf,
    BecomeNightThenTransformHumanWerewolves,
    TransformAllHumans,
    PreventNonWolfCombatDamage,
    Damage,
    DamageEqualToPower,
    Fight,
    PumpTarget,
    PumpSelf,
    PumpCreaturesYouControl,
    AddCounterTarget,
    AddCountersEachCreatureYouControl,
    DestroyTarget,
    MayTapOrUntapTarget,
    MayPayReturnFromGraveyard,
    BecomeNight,
    SwitchDayNight,
    AddMana,
    DamageThatMuch,
    AddManaChoice,
    DrawThenDiscard,
    MayDrawThenDiscard,
    DiscardUpToThenDraw,
    Scry,
    Surveil,
    ScryIfPlayerDamaged,
    UntapEnchanted,
    CounterUnlessPays,
    CopyTargetSpell,
    MayPutCreatureFromHand,
    LookAtTopTakeCreature,
    LookAtTopPutOneIntoGraveyard,
    ExileUntilSourceLeaves,
    BecomeCreature,
    CreatureFlashAndCounters,
    DrainEnchantedPlayer,
    ExileTargetCardsDrainPerCreature,
    PumpEachCreatureBlockingSelf,
    EventPlayerLosesLife,
    DamageTargetCantBlock,
};

/// A cost a player may pay so that a spell or ability of theirs is not countered (CR 118.12):
/// Syncopate's {X}, or a ward cost (CR 702.21a): mana, life, discarding cards, or several of them.
struct UnlessCost {
    std::optional<ManaCost> mana;   ///< mana to pay; {0} is a cost too (CR 118.5)
    int life = 0;                   ///< life to pay (CR 119.4)
    int discard = 0;                ///< cards to discard (CR 701.9)

    bool isEmpty() const { return !mana && life == 0 && discard == 0; }
    /// What paying it is, for prompts and the log: "pay {2}", "pay 3 life", "discard a card",
    /// several joined by " and ".
    QString payText() const;
    /// The ward keyword line it makes: "Ward {1}", "Ward—Pay 3 life", "Ward—Discard a card".
    QString wardText() const;

    bool operator==(const UnlessCost &) const = default;
};

/// An effect and its parameters. Which parameters a word takes is its registry row's list;
/// the others keep their defaults. Indices (`target`, `source`, `a`, `b`) point into the
/// ability's targets, checked at load.
struct Effect {
    EffectWord word = EffectWord::Draw;
    QString token;                  ///< createTokens: the token's card key
    int count = 1;                  ///< how many (cards, tokens), 1..100
    int amount = 0;                 ///< life, damage, generic mana, 0..1000
    int power = 0, toughness = 0;   ///< pumps and becomeCreature, -100..100
    std::optional<int> nightPower, nightToughness; ///< pump at night instead (Wolf Strike)
    QStringList keywords;           ///< keywords gained
    int target = 0;                 ///< index into the ability's targets
    int source = 0;                 ///< damageEqualToPower: the target dealing the damage
    int a = 0, b = 1;               ///< fight: the two targets
    bool onlyAtNight = false;       ///< pump only if it is night as it resolves
    bool plusX = false;             ///< {X}: +X/+0 more
    ManaCost mana;                  ///< addMana
    ManaCost cost;                  ///< a cost to pay, generic mana allowed (mayPayReturnFromGraveyard)
    int copiesFromGraveyard = 0;    ///< copyTargetSpell: copies when cast from a graveyard
    int plus = 0;                   ///< discardUpToThenDraw: cards drawn beyond "that many", 0..10
    bool anyNumber = false;         ///< discardUpToThenDraw: "any number" instead of up to `count`
    std::optional<int> maxManaValue; ///< lookAtTopTakeCreature: only a card of at most this mana value

    bool operator==(const Effect &) const = default;
};

/// A static ability's parameters (CR 604).
struct StaticAbility {
    StaticWord word = StaticWord::Pump;
    Selector affects = Selector::None;
    int power = 0, toughness = 0;   ///< pump
    int amount = 0;                 ///< cost changes
    QString keyword;                ///< grantKeyword, or pump's "and has ..."
};

/// One ability paragraph of a face. `enforced` false means the engine does not apply it yet
/// and the table says "not enforced yet"; true means the typed fields say what it does.
struct Ability {
    /// The kind of ability (CR 113.3), told by its script's first key.
    enum class Kind : quint8 {
        Spell,          ///< an instruction of an instant or sorcery (CR 113.3a)
        Triggered,      ///< "when", "whenever", "at" (CR 603)
        Activated,      ///< "cost: effect" (CR 602)
        Loyalty,        ///< a planeswalker's loyalty ability (CR 606)
        Static,         ///< CR 604
        Replacement,    ///< CR 614
        Mana,           ///< a {T} mana ability (CR 605)
    };
    QString text;
    bool enforced = false;
    Kind kind = Kind::Spell;
    // Triggered
    TriggerWord trigger = TriggerWord::Enters;
    ConditionWord condition = ConditionWord::None;
    // Activated and loyalty
    std::optional<ManaCost> cost;   ///< the mana part of an activation cost ({X} allowed)
    int loyalty = 0;                ///< loyalty change (CR 606.4)
    bool tap = false;               ///< {T} is part of the cost (CR 107.5)
    bool sacrificeSelf = false;
    bool sorcerySpeed = false;      ///< "activate only as a sorcery" (CR 602.5d)
    bool oncePerTurn = false;       ///< "activate only once each turn" (CR 602.5b)
    // Static, replacement, mana
    StaticAbility staticAbility;
    ReplacementWord replacement = ReplacementWord::BecomesDayAsEntersIfNeither;
    bool manaOfAnyColor = false;    ///< "{T}: Add one mana of any color."
    int manaUnits = 1;              ///< how many units of that one colour ("Add two mana of any one color.")
    // What it does
    QList<TargetSpec> targets;      ///< in order; effects refer to them by index (CR 115)
    QList<Effect> effects;          ///< in order (CR 608.2c)

    bool isActivated() const { return enforced && (kind == Kind::Activated || kind == Kind::Loyalty); }
    /// An enforced instruction of an instant or sorcery (CR 113.3a).
    bool isSpellAbility() const { return enforced && kind == Kind::Spell; }
    bool isStatic(StaticWord w) const { return enforced && kind == Kind::Static && staticAbility.word == w; }
    bool isTriggered(TriggerWord w) const { return enforced && kind == Kind::Triggered && trigger == w; }
    bool isReplacement(ReplacementWord w) const { return enforced && kind == Kind::Replacement && replacement == w; }
};

} // namespace rules

// Qt containers may move these with memmove (their members are Qt containers, strings and ints).
Q_DECLARE_TYPEINFO(rules::Effect, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rules::Ability, Q_RELOCATABLE_TYPE);
