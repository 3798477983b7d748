// Entering and leaving the battlefield (CR 110, 400.7, 603.6, 603.10): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::battlefield {

/// Where a permanent goes when it leaves the battlefield.
enum class Destination {
    Graveyard,      ///< destroyed, sacrificed, state-based actions (a token ceases to exist)
    Exile,
    LeavesTheGame,  ///< its owner left the game (CR 800.4a)
    Hand,           ///< returned to its owner's hand (the board editor)
    LibraryTop,     ///< put on top of its owner's library (the board editor)
    LibraryBottom,  ///< put on the bottom of its owner's library (the board editor)
};

/// What an Aura spell enters attached to (CR 303.4f): a permanent or a player, -1 for none.
struct Attachment {
    int object = -1;
    int player = -1;
};

/// Adds a card (or token) owned by `owner` to the game, in no zone yet; returns its card id.
int createCard(Context &c, const QString &key, int owner, bool token);
/// Puts cards onto the battlefield at the same time under `controller` (CR 603.6a: their
/// enters triggers see each other), then applies daybound/nightbound (CR 702.145d/g; ruling 9
/// when a daybound and a nightbound permanent arrive together). `cast`: they were spells
/// (ruling 6 vs 7 in the log); `transformed[i]`: card i enters back face up (CR 712.14a).
/// At night a daybound card enters back face up without transforming (ruling 6, 7).
void enterTogether(Context &c, const QList<int> &cardIds, int controller, bool cast, const QList<bool> &transformed,
                   const Attachment &aura = {});
/// One card onto the battlefield (enterTogether() applies the day/night statics afterwards).
/// Returns the new permanent's object id.
int enterBattlefield(Context &c, int cardId, int controller, bool cast, bool transformed, const Attachment &aura = {});
/// The one path off the battlefield: combat, linked "until it leaves" exile returning (CR
/// 610.3c), "dies" triggers with last known information (CR 603.10a), daybound statics.
/// `lookBack`: the battlefield just before an event in which several permanents leave at once
/// (state-based actions), so abilities of those that left with it still "look back in time" and
/// trigger (CR 603.10a: Wedding Crasher for a Wolf dying with it, Baneclaw Marauder for its
/// blocker); empty: only the permanents still there.
void leaveBattlefield(Context &c, int objectId, const QString &why, const QString &rule, Destination to = Destination::Graveyard,
                      const QList<Permanent> &lookBack = {});

} // namespace rules::battlefield
