// Mana (CR 106, 605): sources, automatic payment, mana abilities.
#include "mana.h"

#include "areas.h"
#include "daynight.h"

namespace rules {
namespace {


QString basicLandColor(const CardFace &f)
{
    // CR 305.6: basic land types have intrinsic mana abilities.
    static const QList<QPair<QString, QString>> types = {
        {QStringLiteral("Plains"), QStringLiteral("W")}, {QStringLiteral("Island"), QStringLiteral("U")},
        {QStringLiteral("Swamp"), QStringLiteral("B")}, {QStringLiteral("Mountain"), QStringLiteral("R")},
        {QStringLiteral("Forest"), QStringLiteral("G")}};
    QString out;
    for (const auto &t : types)
        if (f.hasSubtype(t.first))
            out += t.second;
    return out;
}

} // namespace
} // namespace rules

namespace rules::mana {

QList<ManaSource> manaSources(const Context &c, int player, int except)
{
    QList<ManaSource> sources;
    for (Color col : c.s().players[player].manaPool)
        sources.append({-1, {col}});
    for (Color col : c.s().players[player].manaUntilEndOfTurn)
        sources.append({-2, {col}}); // mana that stays until end of turn (Kessig Naturalist)
    for (const auto &perm : c.s().battlefield) {
        if (perm.controller != player || perm.tapped || perm.objectId == except)
            continue;
        const CardFace &f = c.face(perm);
        ManaSource src{perm.objectId, {}};
        for (QChar letter : basicLandColor(f)) {
            Color col;
            colorFromLetter(letter, &col);
            src.produces.append(col);
        }
        for (const auto &ab : f.abilities)
            if (ab.enforced && ab.kind == Ability::Kind::Mana && ab.manaOfAnyColor)
                src.produces = {Color::White, Color::Blue, Color::Black, Color::Red, Color::Green};
        // CR 302.6: a creature's {T} ability needs it to be free of summoning sickness.
        if (perm.summoningSick && c.characteristics(perm).isCreature())
            continue;
        if (!src.produces.isEmpty())
            sources.append(src);
    }
    return sources;
}

ColorNeeds colorsWanted(const Context &c, int player)
{
    ColorNeeds wanted{};
    auto add = [&](const ManaCost &cost) {
        for (int col = 0; col < kColorCount; ++col)
            wanted[col] += cost.colored[col];
    };
    for (int cardId : c.s().players[player].hand)
        add(c.definition(cardId).front().manaCost); // CR 712.11: cast front face up
    for (const auto &perm : c.s().battlefield)
        if (perm.controller == player)
            for (const Ability &ab : c.face(perm).abilities)
                if (ab.isActivated() && ab.cost)
                    add(*ab.cost);
    return wanted;
}

bool payCost(Context &c, int player, const ManaCost &cost, int x, int except)
{
    const QList<ManaSource> sources = manaSources(c, player, except);
    const auto payment = findPayment(cost, x, sources, colorsWanted(c, player));
    if (!payment)
        return false;
    QList<int> poolIndices;
    QStringList tapped;
    for (int i : *payment) {
        if (sources[i].objectId < 0) {
            poolIndices.append(i);
        } else {
            Permanent *perm = c.s().permanent(sources[i].objectId);
            perm->tapped = true;
            tapped.append(c.face(*perm).name);
        }
    }
    // Pool units are the first entries of `sources` (the pool, then the until-end-of-turn mana),
    // in order: remove from the back.
    std::sort(poolIndices.begin(), poolIndices.end(), std::greater<int>());
    const int inPool = int(c.s().players[player].manaPool.size());
    for (int i : poolIndices) {
        if (i < inPool)
            c.s().players[player].manaPool.removeAt(i);
        else
            c.s().players[player].manaUntilEndOfTurn.removeAt(i - inPool);
    }
    if (!tapped.isEmpty() || !poolIndices.isEmpty())
        c.report(Event::Type::CostPaid, player,
               QStringLiteral("%1 pays %2%3%4.").arg(c.playerName(player), (cost.text.isEmpty() ? QStringLiteral("{0}") : cost.text) + (cost.xCount ? QStringLiteral(" (X=%1)").arg(x) : QString()),
                   tapped.isEmpty() ? QString() : QStringLiteral(", tapping ") + tapped.join(QStringLiteral(", ")),
                   poolIndices.isEmpty() ? QString() : QStringLiteral(", with %1 mana from the pool").arg(poolIndices.size())),
               QStringLiteral("CR 601.2h"));
    return true;
}

QString checkTapForMana(const Context &c, int player, int objectId)
{
    const Permanent *perm = c.s().permanent(objectId);
    if (!perm)
        return QStringLiteral("There is no such permanent.");
    if (perm->controller != player)
        return QStringLiteral("%1 does not control %2 (CR 602.2).").arg(c.playerName(player), c.face(*perm).name);
    if (perm->tapped)
        return QStringLiteral("%1 is already tapped.").arg(c.face(*perm).name);
    if (basicLandColor(c.face(*perm)).size() != 1)
        return QStringLiteral("%1 has no mana ability you can activate by clicking; the table taps it when you pay a cost.").arg(c.face(*perm).name);
    return {};
}

void tapForMana(Context &c, int player, int objectId)
{
    Permanent *perm = c.s().permanent(objectId);
    Color col;
    colorFromLetter(basicLandColor(c.face(*perm)).at(0), &col);
    perm->tapped = true;
    c.s().players[player].manaPool.append(col);
    c.report(Event::Type::ManaAdded, player,
           QStringLiteral("%1 taps %2 for {%3}; it empties at the end of the step.").arg(c.playerName(player), c.face(*perm).name, colorLetter(col)),
           QStringLiteral("CR 605.3")).objectId = objectId;
    // CR 605.3a: a mana ability does not use the stack; CR 117.3c: the player keeps priority,
    // and having acted, the passes before it no longer count as "in succession" (CR 117.4).
    c.s().passesInSuccession = 0;
}

} // namespace rules::mana
