// Facts the engine reports, in order. The log, the animations and the tests read them.
#pragma once

#include "types.h"

#include <QList>
#include <QString>

namespace rules {

/// What happened. Every event carries the CR paragraph it applies and, where one fits, the seed
/// ruling number (1-12 of tovolar-rulings.txt).
struct Event {
    enum class Type {
        GameStarted, TurnBegan, StepBegan, PriorityPassed, LibraryShuffled, CardDrawn, DrawSkipped,
        LandPlayed, ManaAdded, CostPaid, ManaEmptied, SpellCast, SpellResolved, AbilityTriggered,
        AbilityResolved, PermanentEntered, TokenCreated, PermanentLeft, PermanentTransformed,
        DesignationChecked, DayNightChanged, Untapped, CardDiscarded, DamageRemoved,
        DecisionRequired, LifeChanged, PlayerLost, GameOver, NotEnforced,
        AttackersDeclared, BlockersDeclared, DamageDealt, CardsChosen, CounterAdded, AbilityActivated, SpellCopied, SpellCountered,
        PositionEdited      ///< the board editor changed the position (editing.h)
    };
    Type type;
    int player = -1;        ///< player concerned, if any
    int objectId = -1;      ///< object concerned (permanent or stack object), if any
    int cardId = -1;        ///< card concerned, if any
    DayNight from = DayNight::Neither, to = DayNight::Neither; ///< DayNightChanged
    bool backFaceUp = false;///< PermanentEntered / PermanentTransformed: face up afterwards
    QString text;           ///< one log line, English, e.g. "It becomes night: ..."
    QString rule;           ///< e.g. "CR 502.2"
    int ruling = 0;         ///< seed ruling number, 0 if none
    /// What the event says of hidden cards (CR 400.2), for those who may see them only: `text`
    /// is every viewer's line ("Bob draws a card."), `privateText` the full one ("Bob draws
    /// Consider."), shown by projectEvent() (visibility.h) to a judge, to player `privateTo`
    /// and, when `privateWithHand`, to whoever sees that player's hand. `cardId` belongs to the
    /// private part when `privateText` is set. Empty `privateText`: the whole event is public.
    QString privateText;
    int privateTo = -1;     ///< the player the private part is for; -1: a judge's only (the game's seed)
    bool privateWithHand = false; ///< the private part names cards in privateTo's hand (a draw)

    /// "Type" as a stable lower-camel name ("permanentTransformed"), for logs and tests.
    static QString typeName(Type t);
    /// Whether `name` is one of the typeName() values.
    static bool isTypeName(const QString &name);
    /// How many types there are: Type values run from 0 to typeCount() - 1 (for tests and docs
    /// that must name every one).
    static int typeCount();
};

using Events = QList<Event>;

} // namespace rules

// Qt containers may move these with memmove (their members are Qt containers, strings and ints).
Q_DECLARE_TYPEINFO(rules::Event, Q_RELOCATABLE_TYPE);
