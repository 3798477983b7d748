// Mana (CR 106, 605): sources, automatic payment, mana abilities: the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::mana {

QList<ManaSource> manaSources(const Context &c, int player);
bool payCost(Context &c, int player, const ManaCost &cost, int x = 0);
QString checkTapForMana(const Context &c, int player, int objectId);
void tapForMana(Context &c, int player, int objectId);

} // namespace rules::mana
