// Entering and leaving the battlefield (CR 110, 400.7, 603.6, 603.10): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::battlefield {

/// Where a permanent goes when it leaves the battlefield.
enum class Destination {
    Graveyard,      ///< destroyed, sacrificed, state-based actions (a token ceases to exist)
    Exile,
    LeavesTheGame,  ///< its owner left the game (CR 800.4a)
};

int createCard(Context &c, const QString &key, int owner, bool token);
void enterTogether(Context &c, const QList<int> &cardIds, int controller, bool cast, const QList<bool> &transformed);
int enterBattlefield(Context &c, int cardId, int controller, bool cast, bool transformed);
/// The one path off the battlefield: combat, linked "until it leaves" exile returning (CR
/// 610.3c), "dies" triggers with last known information (CR 603.10a), daybound statics.
void leaveBattlefield(Context &c, int objectId, const QString &why, const QString &rule, Destination to = Destination::Graveyard);

} // namespace rules::battlefield
