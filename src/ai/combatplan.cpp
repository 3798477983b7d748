#include "combatplan.h"

#include "evaluation.h"

#include <algorithm>

namespace ai {

using namespace rules;

namespace {

struct Fighter {
    int objectId = -1;
    int power = 0;
    int toughness = 0; ///< less damage already marked
    bool deathtouch = false;
    bool firstStrike = false;
    double value = 0;
};

Fighter fighter(const Game &g, const Permanent &p)
{
    const Characteristics ch = g.characteristics(p);
    Fighter f;
    f.objectId = p.objectId;
    f.power = std::max(ch.power, 0);
    f.toughness = ch.toughness - p.damage;
    f.deathtouch = ch.hasKeyword(QStringLiteral("Deathtouch"));
    f.firstStrike = ch.hasKeyword(QStringLiteral("First strike")) || ch.hasKeyword(QStringLiteral("Double strike"));
    f.value = Evaluation::permanentValue(g, p, g.state().designation);
    return f;
}

bool kills(const Fighter &a, const Fighter &b) { return a.power > 0 && (a.deathtouch || a.power >= b.toughness); }

// `a` survives a fight with `b` (first strike that kills first counts).
bool survives(const Fighter &a, const Fighter &b) { return !kills(b, a) || (a.firstStrike && !b.firstStrike && kills(a, b)); }

// `pairs` as an action of `seat`, dropping pairs from the end until the engine accepts it;
// the first `keep` entries (what the rules require, CR 508.1d) are never dropped.
Action accepted(const Game &g, int seat, QList<int> pairs, qsizetype keep = 0)
{
    Action a = Action::make(Action::Type::ChooseCards, seat);
    while (true) {
        a.choices = pairs;
        if (g.whyNot(a).isEmpty() || pairs.size() <= keep)
            return a;
        pairs.resize(pairs.size() - 2);
    }
}

// Takes attackers out of `going` (the least power first) until the crack-back leaves `seat`
// alive: `defender` attacks next turn with every creature it has (they untap, CR 502.3), and
// each of `seat`'s creatures still untapped after this attack blocks one of the biggest
// (Evaluation::unblockedDamage()). Attackers with vigilance stay untapped (CR 702.20b) and
// block anyway; creatures required to attack are not in `going`.
void keepBlockersHome(const Game &g, int seat, int defender, QList<Fighter> *going)
{
    const GameState &s = g.state();
    QList<int> theirPowers;
    int home = 0;
    for (const Permanent &p : s.battlefield) {
        const Characteristics ch = g.characteristics(p);
        if (!ch.isCreature())
            continue;
        if (p.controller == defender)
            theirPowers.append(ch.power);
        else if (p.controller == seat && !p.tapped
                 && (ch.hasKeyword(QStringLiteral("Vigilance"))
                     || std::none_of(going->cbegin(), going->cend(), [&](const Fighter &f) { return f.objectId == p.objectId; })))
            ++home;
    }
    const QList<int> required = g.requiredAttackers();
    for (int i = 0; i < required.size(); i += 2)
        if (const Permanent *p = s.permanent(required[i]); p && !p->tapped && !g.characteristics(*p).hasKeyword(QStringLiteral("Vigilance")))
            --home; // counted above as staying home, but it must attack
    std::sort(going->begin(), going->end(), [](const Fighter &a, const Fighter &b) { return a.power < b.power; });
    const int life = s.players[seat].life;
    while (!going->isEmpty() && Evaluation::unblockedDamage(theirPowers, home) >= life) {
        const Permanent *p = s.permanent(going->first().objectId);
        going->removeFirst();
        if (p && !g.characteristics(*p).hasKeyword(QStringLiteral("Vigilance")))
            ++home;
    }
}

} // namespace

Action CombatPlan::attackers(const Game &g, int seat)
{
    const GameState &s = g.state();
    int defender = -1;
    for (int p = 0; p < s.players.size(); ++p)
        if (p != seat && !s.players[p].hasLost && (defender < 0 || s.players[p].life < s.players[defender].life))
            defender = p;
    QList<Fighter> mine, theirs;
    for (int id : s.decision.options)
        if (const Permanent *p = s.permanent(id))
            mine.append(fighter(g, *p));
    for (const Permanent &p : s.battlefield)
        if (p.controller == defender && !p.tapped && g.characteristics(p).isCreature())
            theirs.append(fighter(g, p));
    // Creatures that attack each combat if able go first, where the rules send them.
    const QList<int> required = g.requiredAttackers();
    if (defender < 0)
        return accepted(g, seat, required, required.size());
    // Lethal through every blocker: the blockers stop at most their count of our biggest attackers.
    QList<int> powers;
    for (const Fighter &f : mine)
        powers.append(f.power);
    std::sort(powers.begin(), powers.end(), std::greater<int>());
    int through = 0;
    for (int i = int(theirs.size()); i < powers.size(); ++i)
        through += powers[i];
    const bool allIn = theirs.isEmpty() || through >= s.players[defender].life;
    QList<int> pairs = required;
    QList<Fighter> going;
    for (const Fighter &a : mine) {
        bool safe = true;
        for (const Fighter &b : theirs)
            safe = safe && !(kills(b, a) && survives(b, a));
        if ((allIn || safe) && a.power > 0 && !required.contains(a.objectId))
            going.append(a);
    }
    if (through < s.players[defender].life)
        keepBlockersHome(g, seat, defender, &going);
    for (const Fighter &a : going)
        pairs << a.objectId << defender;
    return accepted(g, seat, pairs, required.size());
}

Action CombatPlan::blockers(const Game &g, int seat)
{
    const GameState &s = g.state();
    QList<Fighter> attackers, free;
    for (const Permanent &p : s.battlefield)
        if (p.attacking && p.defendingPlayer == seat)
            attackers.append(fighter(g, p));
    for (int id : s.decision.options)
        if (const Permanent *p = s.permanent(id))
            free.append(fighter(g, *p));
    std::sort(attackers.begin(), attackers.end(), [](const Fighter &a, const Fighter &b) { return a.power > b.power; });
    std::sort(free.begin(), free.end(), [](const Fighter &a, const Fighter &b) { return a.value < b.value; });
    QList<int> pairs;
    QList<Fighter> unblocked;
    // A pair the rules refuse ("can't be blocked by creatures with power 2 or less", intimidate)
    // is never planned.
    const auto canBlock = [&](const Fighter &blocker, const Fighter &attacker) {
        return g.whyCantBlock(blocker.objectId, attacker.objectId).isEmpty();
    };
    auto take = [&](const Fighter &attacker, auto &&good) {
        for (int i = 0; i < free.size(); ++i)
            if (canBlock(free[i], attacker) && good(free[i])) {
                pairs << free[i].objectId << attacker.objectId;
                free.removeAt(i);
                return true;
            }
        return false;
    };
    for (const Fighter &a : attackers) {
        if (take(a, [&](const Fighter &b) { return kills(b, a) && survives(b, a); })
            || take(a, [&](const Fighter &b) { return survives(b, a); })
            || take(a, [&](const Fighter &b) { return kills(b, a) && b.value <= a.value; }))
            continue;
        unblocked.append(a);
    }
    int incoming = 0;
    for (const Fighter &a : unblocked)
        incoming += a.power;
    // Chump blocks, biggest attacker first, while the rest would be lethal.
    for (const Fighter &a : unblocked) {
        if (incoming < s.players[seat].life || free.isEmpty())
            break;
        const auto chump = std::find_if(free.begin(), free.end(), [&](const Fighter &b) { return canBlock(b, a); });
        if (chump == free.end())
            continue;
        pairs << chump->objectId << a.objectId;
        free.erase(chump);
        incoming -= a.power;
    }
    return accepted(g, seat, pairs);
}

} // namespace ai
