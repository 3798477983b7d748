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
            if (ab.enforced && ab.kind == Ability::Kind::Mana && ab.manaOfAnyColor) {
                src.produces = {Color::White, Color::Blue, Color::Black, Color::Red, Color::Green};
                src.units = ab.manaUnits; // "two mana of any one color": one colour for both
            }
        // CR 302.6: a creature's {T} ability needs it to be free of summoning sickness.
        if (perm.summoningSick && c.characteristics(perm).isCreature())
            continue;
        if (!src.produces.isEmpty())
            sources.append(src);
    }
    return sources;
}

std::optional<Payment> findPaymentChoosingColors(const ManaCost &cost, int x, const QList<ManaSource> &sources, const ColorNeeds &keep)
{
    QList<int> multi; // the sources whose one colour is still to choose
    for (int i = 0; i < sources.size(); ++i)
        if (sources[i].units > 1)
            multi.append(i);
    if (multi.isEmpty()) {
        auto spend = findPayment(cost, x, sources, keep);
        return spend ? std::optional<Payment>(Payment{sources, *spend}) : std::nullopt;
    }
    // The colours worth choosing: each the cost names, then the first it doesn't (generic mana).
    QList<Color> choices;
    for (int col = 0; col < kColorCount; ++col)
        if (cost.colored[col] > 0)
            choices.append(Color(col));
    for (int col = 0; col < kColorCount; ++col)
        if (cost.colored[col] == 0) {
            choices.append(Color(col));
            break;
        }
    QList<int> pick(multi.size(), 0); // per multi-unit source, its index into choices
    for (;;) {
        QList<ManaSource> units;
        for (int i = 0; i < sources.size(); ++i) {
            const qsizetype m = multi.indexOf(i);
            if (m < 0) {
                units.append(sources[i]);
                continue;
            }
            const Color col = choices[pick[m]];
            if (sources[i].produces.contains(col))
                for (int u = 0; u < sources[i].units; ++u)
                    units.append(ManaSource{sources[i].objectId, {col}, 1});
        }
        if (auto spend = findPayment(cost, x, units, keep))
            return Payment{units, *spend};
        qsizetype k = 0; // the next combination of colours
        while (k < pick.size() && ++pick[k] == choices.size())
            pick[k++] = 0;
        if (k == pick.size())
            return std::nullopt;
    }
}

bool canPay(const Context &c, int player, const ManaCost &cost, int x, int except)
{
    return findPaymentChoosingColors(cost, x, manaSources(c, player, except)).has_value();
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
    const auto payment = findPaymentChoosingColors(cost, x, manaSources(c, player, except), colorsWanted(c, player));
    if (!payment)
        return false;
    const QList<ManaSource> &sources = payment->units;
    QList<int> poolIndices;
    QStringList tapped;
    QList<bool> spent(sources.size(), false);
    for (int i : payment->spend) {
        spent[i] = true;
        if (sources[i].objectId < 0) {
            poolIndices.append(i);
        } else if (Permanent *perm = c.s().permanent(sources[i].objectId); !perm->tapped) {
            perm->tapped = true;
            tapped.append(c.face(*perm).name);
        }
    }
    // CR 106.4: a unit its ability made but the cost did not take (the second of "two mana of
    // any one color") stays in the pool until the step ends.
    QList<QPair<int, Color>> leftover;
    for (int i = 0; i < sources.size(); ++i)
        if (!spent[i] && sources[i].objectId >= 0 && c.s().permanent(sources[i].objectId)->tapped
            && std::any_of(payment->spend.begin(), payment->spend.end(), [&](int j) { return sources[j].objectId == sources[i].objectId; }))
            leftover.append({sources[i].objectId, sources[i].produces.first()});
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
    for (const auto &[objectId, col] : leftover) {
        c.s().players[player].manaPool.append(col);
        c.report(Event::Type::ManaAdded, player,
                 QStringLiteral("%1's other {%2} stays in %3's mana pool until the step ends.").arg(c.face(*c.s().permanent(objectId)).name, colorLetter(col), c.playerName(player)),
                 QStringLiteral("CR 106.4")).objectId = objectId;
    }
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
