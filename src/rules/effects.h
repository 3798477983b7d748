// Effects of resolving spells and abilities (CR 608.2c): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::effects {

void discard(Context &c, int player, const QList<int> &cardIds, const QString &why, const QString &rule);
void resumeEffects(Context &c);
/// Applies effects[from..]; returns false when a choice paused them (state.pendingEffects).
bool applyEffects(Context &c, const QJsonArray &effects, const StackObject &so, int from, int spellCardId);
void askOption(Context &c, const StackObject &so, const QString &purpose, const QString &prompt, const QStringList &labels, const QString &logText = QString());
void askDiscard(Context &c, const StackObject &so, int count);

} // namespace rules::effects
