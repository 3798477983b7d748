// State-based actions (CR 704): the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::sba {

bool checkStateBasedActions(Context &c);

} // namespace rules::sba
