// Mana (CR 106, 605): sources, automatic payment, mana abilities: the entry points the other rules areas and the Game facade call.
#pragma once

#include "context.h"

namespace rules::mana {

/// What `player` could pay mana with now (CR 106.4, 605): their mana pool (objectId -1), mana
/// kept until end of turn (-2), then each untapped permanent they control with a mana ability
/// (basic land types, CR 305.6; "any color"), except creatures with summoning sickness
/// (CR 302.6) and `except` (a permanent whose cost taps it, CR 602.2b).
QList<ManaSource> manaSources(const Context &c, int player, int except = -1);
/// A payment found over one-unit sources: `units` is the sources with each ability that makes
/// several units of one chosen colour written out as that many units of the colour chosen
/// (CR 106.1b, 605: Blossom-Clad Werewolf's "two mana of any one color"), `spend` the indices
/// into `units` to spend.
struct Payment {
    QList<ManaSource> units;
    QList<int> spend;
};
/// findPayment() over `sources`, choosing the colour of each source with `units` > 1: each
/// colour the cost names, then one it doesn't (for generic mana), every combination until one
/// pays. With no such source (the usual case) this is findPayment() alone.
std::optional<Payment> findPaymentChoosingColors(const ManaCost &cost, int x, const QList<ManaSource> &sources, const ColorNeeds &keep = {});
/// Whether `player` could pay `cost` with X = `x` now from manaSources(player, except)
/// (CR 601.2g-h, 602.2b).
bool canPay(const Context &c, int player, const ManaCost &cost, int x = 0, int except = -1);
/// The coloured symbols `player` may still want mana for, per colour: the mana costs of the
/// cards in their hand (front faces) and of their permanents' activated abilities.
ColorNeeds colorsWanted(const Context &c, int player);
/// Pays `cost` with X = `x` (0..) automatically from manaSources(player, except), the way a
/// player would activate mana abilities before paying (CR 601.2g-h): whenever several payments
/// are possible it spends the pool first (it empties at the end of the step, CR 106.4), then
/// the sources whose colours colorsWanted() needs least, so a Mountain stays untapped for the
/// red card still in hand (findPayment() gives the exact order). Taps the chosen permanents,
/// takes the pool units, reports CostPaid (CR 601.2h). Returns false, changing nothing, if it
/// can't be paid.
bool payCost(Context &c, int player, const ManaCost &cost, int x = 0, int except = -1);
/// Why `player` can't tap `objectId` for mana by hand now ("" if they can): only a basic land
/// with one colour (CR 605.3).
QString checkTapForMana(const Context &c, int player, int objectId);
/// Taps the land for its mana into the pool; the player keeps priority (CR 605.3a, 117.3c).
void tapForMana(Context &c, int player, int objectId);

} // namespace rules::mana
