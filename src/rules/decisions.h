// Answering pending decisions (the engine stops and waits): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::decisions {

QString checkChoice(const Context &c, const Action &a);
void chooseCards(Context &c, const Action &a);

} // namespace rules::decisions
