// Answering pending decisions (the engine stops and waits): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::decisions {

QString checkChoice(const Context &c, const Action &a);
void chooseCards(Context &c, const Action &a);
/// What every player may read of decision `d` (a refusal, a status line): its prompt, unless the
/// prompt names a card only the player deciding sees (scry, surveil: the top card of their
/// library, CR 701.22a, 701.25a); then "Alice scries 1." / "Alice surveils 1.", as the log says.
/// `playerName` is the deciding player's name.
QString publicPrompt(const PendingDecision &d, const QString &playerName);

} // namespace rules::decisions
