// State-based actions (CR 704): checked whenever a player would receive priority.
#include "statebasedactions.h"

#include "areas.h"
#include "daynight.h"

namespace rules::sba {

bool checkStateBasedActions(Context &c)
{
    bool any = false;
    // CR 704.3: all applicable state-based actions are performed simultaneously.
    QList<int> losers;
    for (int i = 0; i < c.s().players.size(); ++i) {
        auto &p = c.s().players[i];
        if (p.hasLost)
            continue;
        if (p.life <= 0) {
            losers.append(i);
            c.report(Event::Type::PlayerLost, i, QStringLiteral("%1 has %2 life and loses the game.").arg(c.playerName(i)).arg(p.life),
                   QStringLiteral("CR 704.5a"));
        } else if (p.drewFromEmptyLibrary) {
            losers.append(i);
            c.report(Event::Type::PlayerLost, i, QStringLiteral("%1 drew from an empty library and loses the game.").arg(c.playerName(i)),
                   QStringLiteral("CR 704.5b"));
        }
        p.drewFromEmptyLibrary = false;
    }
    QList<QPair<int, QString>> dying; // object id, rule
    // CR 704.5q: +1/+1 and -1/-1 counters annihilate in pairs. Looked for without touching the
    // battlefield, so a state shared with undo history is copied only when something changes.
    QList<int> annihilating;
    for (const Permanent &perm : std::as_const(c.s()).battlefield)
        if (perm.counters.value(QStringLiteral("+1/+1")) > 0 && perm.counters.value(QStringLiteral("-1/-1")) > 0)
            annihilating.append(perm.objectId);
    for (int id : annihilating) {
        Permanent &perm = *c.s().permanent(id);
        const int pairs = std::min(perm.counters.value(QStringLiteral("+1/+1")), perm.counters.value(QStringLiteral("-1/-1")));
        perm.counters[QStringLiteral("+1/+1")] -= pairs;
        perm.counters[QStringLiteral("-1/-1")] -= pairs;
        any = true;
    }
    for (const auto &perm : std::as_const(c.s()).battlefield) {
        const CardFace &f = c.face(perm);
        // CR 704.5m: an Aura attached to nothing, or to something it can't enchant, goes away.
        if (f.hasSubtype(QStringLiteral("Aura"))) {
            const Permanent *to = c.s().permanent(perm.attachedTo);
            const bool legal = f.enchant == QLatin1String("creature") ? (to && c.characteristics(*to).isCreature())
                                                                       : (perm.attachedToPlayer >= 0 && !c.s().players[perm.attachedToPlayer].hasLost);
            if (!legal)
                dying.append({perm.objectId, QStringLiteral("CR 704.5m")});
        }
        const Characteristics ch = c.characteristics(perm); // once per permanent per check
        if (ch.isPlaneswalker() && perm.counters.value(QStringLiteral("loyalty")) <= 0)
            dying.append({perm.objectId, QStringLiteral("CR 704.5i")});
        if (!ch.isCreature())
            continue;
        if (ch.toughness <= 0)
            dying.append({perm.objectId, QStringLiteral("CR 704.5f")});
        else if (perm.damage >= ch.toughness && !ch.hasKeyword(QStringLiteral("Indestructible"))) // CR 702.12b
            dying.append({perm.objectId, QStringLiteral("CR 704.5g")});
    }
    // CR 704.3: they leave at the same time; each one's leaving looks back at the others (CR 603.10a).
    const QList<Permanent> before = dying.size() > 1 ? c.s().battlefield : QList<Permanent>{};
    for (const auto &d : dying)
        battlefield::leaveBattlefield(c, d.first,
                         d.second == QLatin1String("CR 704.5f") ? QStringLiteral("toughness 0 or less")
                         : d.second == QLatin1String("CR 704.5i") ? QStringLiteral("having no loyalty")
                         : d.second == QLatin1String("CR 704.5m") ? QStringLiteral("enchanting nothing it can enchant") : QStringLiteral("lethal damage"),
                         d.second, battlefield::Destination::Graveyard, before);
    any = any || !losers.isEmpty() || !dying.isEmpty();
    for (int i : losers)
        leaveGame(c, i);
    // CR 704.5j legend rule: the controller chooses one to keep.
    if (c.s().decision.kind == PendingDecision::Kind::None) {
        // Legendary permanents grouped by (controller, name), in timestamp order.
        QList<QPair<int, QString>> order;
        QHash<QPair<int, QString>, QList<int>> legends;
        for (const auto &perm : std::as_const(c.s()).battlefield) {
            const CardFace &f = c.face(perm);
            if (!f.supertypes.contains(QStringLiteral("Legendary")))
                continue;
            const QPair<int, QString> key{perm.controller, f.name};
            if (!legends.contains(key))
                order.append(key);
            legends[key].append(perm.objectId);
        }
        for (const auto &key : order) {
            const QList<int> &same = legends[key];
            if (same.size() < 2)
                continue;
            PendingDecision d;
            d.kind = PendingDecision::Kind::LegendRule;
            d.player = key.first;
            d.options = same;
            d.prompt = QStringLiteral("%1 controls %2 legendary permanents named %3: choose the one to keep (CR 704.5j).")
                           .arg(c.playerName(key.first)).arg(same.size()).arg(key.second);
            c.s().decision = d;
            c.report(Event::Type::DecisionRequired, d.player, d.prompt, QStringLiteral("CR 704.5j"));
            return true;
        }
    }
    return any;
}

void leaveGame(Context &c, int player)
{
    // CR 800.4a: a player who leaves the game takes everything they own with them, and what
    // they controlled but did not own is exiled. They leave through the same path as any
    // other removal, so linked abilities (Brutal Cathar) return what they exiled.
    c.s().players[player].hasLost = true;
    for (int k = c.s().stack.size() - 1; k >= 0; --k)
        if (c.s().stack[k].controller == player)
            c.s().stack.removeAt(k);
    for (int id : c.objectIds()) {
        const Permanent *perm = c.s().permanent(id);
        if (!perm)
            continue; // already gone with an earlier one
        if (c.s().cards[perm->cardId].owner == player)
            battlefield::leaveBattlefield(c, id, QStringLiteral("its owner leaving the game"), QStringLiteral("CR 800.4a"), battlefield::Destination::LeavesTheGame);
        else if (perm->controller == player)
            battlefield::leaveBattlefield(c, id, QStringLiteral("%1 leaving the game (they controlled it)").arg(c.playerName(player)),
                                          QStringLiteral("CR 800.4a"), battlefield::Destination::Exile);
    }
    // Their triggered abilities (those of their permanents leaving too) never go on the stack.
    c.s().pendingTriggers.removeIf([player](const StackObject &t) { return t.controller == player; });
}

} // namespace rules::sba
