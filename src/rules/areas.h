// Every rules area's entry points, for the areas' own .cpp files (each area calls the others).
#pragma once

#include "activated.h"
#include "actions.h"
#include "battlefield.h"
#include "casting.h"
#include "combat.h"
#include "daynightengine.h"
#include "decisions.h"
#include "effects.h"
#include "mana.h"
#include "mulligan.h"
#include "stack.h"
#include "statebasedactions.h"
#include "targets.h"
#include "triggers.h"
#include "turnstructure.h"
