// Combat (CR 506-511): declaring attackers and blockers, combat damage with first strike,
// double strike, trample and lifelink, flying and reach, menace, intimidate, "can't be blocked".
#include "combat.h"

#include "areas.h"
#include "daynight.h"

namespace rules {
namespace {
const QString kCantBeBlocked = QStringLiteral("Can't be blocked");
/// "Can't block this turn", given until end of turn (Ballista Wielder's ping).
const QString kCantBlock = QStringLiteral("Can't block");
} // namespace
} // namespace rules

namespace rules::combat {

static QList<int> possibleAttackers(const Context &c);
static bool attacksEachCombatIfAble(const Context &c, const Permanent &p);
static bool dealsDamageThisStep(const Context &c, const Permanent &p, bool firstStrikeStep, bool afterFirstStrikeStep);
static bool needsFirstStrikeStep(const Context &c);

static QList<int> possibleAttackers(const Context &c)
{
    QList<int> out;
    for (const Permanent &p : c.s().battlefield)
        if (p.controller == c.s().activePlayer && whyCantAttack(c, p.objectId).isEmpty())
            out.append(p.objectId);
    return out;
}

// Whether the face up of `p` says "this creature attacks each combat if able".
static bool attacksEachCombatIfAble(const Context &c, const Permanent &p)
{
    for (const Ability &ab : c.face(p).abilities)
        if (ab.isStatic(StaticWord::AttacksEachCombatIfAble))
            return true;
    return false;
}

QString whyCantAttack(const Context &c, int objectId)
{
    const Permanent *p = c.s().permanent(objectId);
    if (!p || p->controller != c.s().activePlayer)
        return QStringLiteral("That creature can't attack: only the active player's creatures attack (CR 508.1a).");
    const Characteristics ch = c.characteristics(*p);
    if (!ch.isCreature())
        return QStringLiteral("%1 can't attack: only creatures attack (CR 508.1a).").arg(ch.name());
    if (p->tapped)
        return QStringLiteral("%1 can't attack: it is tapped, and only untapped creatures attack (CR 508.1a).").arg(ch.name());
    if (p->summoningSick && !ch.hasKeyword(QStringLiteral("Haste")))
        return QStringLiteral("%1 can't attack: %2 has not controlled it continuously since the turn began, and it has no haste (CR 302.6).")
            .arg(ch.name(), c.playerName(p->controller));
    if (ch.hasKeyword(QStringLiteral("Defender")))
        return QStringLiteral("%1 has defender: it can't attack (CR 702.3b).").arg(ch.name());
    return {};
}

QList<int> requiredAttackers(const Context &c)
{
    QList<int> pairs;
    const QList<int> defenders = c.opponents(c.s().activePlayer);
    if (defenders.isEmpty())
        return pairs;
    // While attackers are being declared, the creatures offered are those that can attack.
    const bool declaring = c.s().decision.kind == PendingDecision::Kind::DeclareAttackers;
    for (int id : declaring ? c.s().decision.options : possibleAttackers(c))
        if (const Permanent *p = c.s().permanent(id); p && attacksEachCombatIfAble(c, *p))
            pairs << id << defenders.first();
    return pairs;
}

void beginDeclareAttackers(Context &c)
{
    const QList<int> candidates = possibleAttackers(c);
    if (candidates.isEmpty()) {
        c.report(Event::Type::AttackersDeclared, c.s().activePlayer,
               QStringLiteral("%1 has no creature that can attack.").arg(c.playerName(c.s().activePlayer)), QStringLiteral("CR 508.1a"));
        return;
    }
    PendingDecision d;
    d.kind = PendingDecision::Kind::DeclareAttackers;
    d.player = c.s().activePlayer;
    d.options = candidates;
    d.prompt = QStringLiteral("%1, declare attackers: choose any number of your creatures to attack (CR 508.1).").arg(c.playerName(d.player));
    c.s().decision = d;
    c.report(Event::Type::DecisionRequired, d.player, d.prompt, QStringLiteral("CR 508.1"));
}

QString checkDeclareAttackers(const Context &c, const QList<int> &pairs)
{
    if (pairs.size() % 2)
        return QStringLiteral("Attackers come in pairs: creature, defending player.");
    const QList<int> defenders = c.opponents(c.s().activePlayer);
    QList<int> seen;
    for (int i = 0; i < pairs.size(); i += 2) {
        if (seen.contains(pairs[i]))
            return QStringLiteral("That creature is already declared as an attacker (CR 508.1a).");
        if (!c.s().decision.options.contains(pairs[i])) {
            const QString why = whyCantAttack(c, pairs[i]);
            return why.isEmpty() ? QStringLiteral("That creature cannot attack now (CR 508.1a).") : why;
        }
        if (!defenders.contains(pairs[i + 1]))
            return QStringLiteral("A creature attacks an opponent (CR 508.1b).");
        seen.append(pairs[i]);
    }
    // CR 508.1d: a requirement that a creature can obey (it is offered: it can attack) must be
    // obeyed; nothing here restricts attacking with more, so every such creature attacks.
    const QList<int> required = requiredAttackers(c);
    for (int i = 0; i < required.size(); i += 2)
        if (!seen.contains(required[i]))
            return QStringLiteral("%1 attacks each combat if able: declare it as an attacker too (CR 508.1d).")
                .arg(c.face(*c.s().permanent(required[i])).name);
    return {};
}

void declareAttackers(Context &c, const QList<int> &pairs)
{
    QStringList names;
    for (int i = 0; i < pairs.size(); i += 2) {
        Permanent *p = c.s().permanent(pairs[i]);
        p->attacking = true;
        p->defendingPlayer = pairs[i + 1];
        // CR 508.1f: attacking creatures tap, unless they have vigilance.
        if (!c.characteristics(*p).hasKeyword(QStringLiteral("Vigilance")))
            p->tapped = true;
        names.append(QStringLiteral("%1 → %2").arg(c.face(*p).name, c.playerName(p->defendingPlayer)));
    }
    c.report(Event::Type::AttackersDeclared, c.s().activePlayer,
           names.isEmpty() ? QStringLiteral("%1 attacks with nothing.").arg(c.playerName(c.s().activePlayer))
                           : QStringLiteral("%1 attacks: %2.").arg(c.playerName(c.s().activePlayer), names.join(QStringLiteral(", "))),
           QStringLiteral("CR 508.1"));
    for (int i = 0; i < pairs.size(); i += 2)
        triggers::triggerOnAttack(c, pairs[i]); // CR 508.3a
}

bool anyAttackers(const Context &c)
{
    for (const Permanent &p : c.s().battlefield)
        if (p.attacking)
            return true;
    return false;
}

// Whether some creature of `candidates` (untapped creatures of `defender`) could block some
// creature attacking `defender` by itself or together: CR 509.1a, "can't be blocked", flying
// and reach, intimidate (whyCantBlock), and menace's two blockers (CR 702.111b). Attackers times candidates.
static bool anyLegalBlock(const Context &c, int defender, const QList<int> &candidates)
{
    for (const Permanent &a : c.s().battlefield) {
        if (!a.attacking || a.defendingPlayer != defender)
            continue;
        const int needed = c.characteristics(a).hasKeyword(QStringLiteral("Menace")) ? 2 : 1;
        int able = 0;
        for (int b : candidates)
            if (whyCantBlock(c, b, a.objectId).isEmpty() && ++able >= needed)
                return true;
    }
    return false;
}

void beginDeclareBlockers(Context &c)
{
    // CR 509.1: each defending player declares blockers, in APNAP order.
    for (int defender : c.opponents(c.s().activePlayer)) {
        if (c.s().blockersDeclaredBy.contains(defender))
            continue;
        QList<int> candidates;
        for (const Permanent &p : c.s().battlefield)
            if (p.controller == defender && !p.tapped && c.characteristics(p).isCreature())
                candidates.append(p.objectId);
        // CR 509.1a: a player who could make no legal block at all (not attacked, no untapped
        // creature, every attacker unblockable for them) is not asked: they declare no blockers,
        // as they would by choosing none.
        if (!anyLegalBlock(c, defender, candidates)) {
            c.s().blockersDeclaredBy.append(defender);
            continue;
        }
        PendingDecision d;
        d.kind = PendingDecision::Kind::DeclareBlockers;
        d.player = defender;
        d.options = candidates;
        d.prompt = QStringLiteral("%1, declare blockers: choose which of your untapped creatures block which attacker (CR 509.1).").arg(c.playerName(defender));
        c.s().decision = d;
        c.report(Event::Type::DecisionRequired, d.player, d.prompt, QStringLiteral("CR 509.1"));
        return;
    }
}

QString whyCantBlock(const Context &c, int blockerId, int attackerId)
{
    const Permanent *blocker = c.s().permanent(blockerId);
    const Permanent *attacker = c.s().permanent(attackerId);
    if (!blocker || !attacker || !attacker->attacking)
        return QStringLiteral("A creature blocks an attacking creature (CR 509.1a).");
    const Characteristics a = c.characteristics(*attacker), b = c.characteristics(*blocker);
    if (b.hasKeyword(kCantBlock))
        return QStringLiteral("%1 can't block this turn.").arg(b.name());
    if (a.hasKeyword(kCantBeBlocked))
        return QStringLiteral("%1 can't be blocked.").arg(a.name());
    // CR 702.9b, 702.17b: a creature with flying can't be blocked except by creatures with
    // flying and/or reach.
    if (a.hasKeyword(QStringLiteral("Flying")) && !b.hasKeyword(QStringLiteral("Flying")) && !b.hasKeyword(QStringLiteral("Reach")))
        return QStringLiteral("%1 has flying: only creatures with flying or reach can block it (CR 702.9b, 702.17b).").arg(a.name());
    for (const Ability &ab : c.face(*attacker).abilities)
        if (ab.isStatic(StaticWord::CantBeBlockedByPowerOrLess) && b.power <= ab.staticAbility.amount)
            return QStringLiteral("%1 can't be blocked by creatures with power %2 or less, and %3 has power %4 (CR 509.1b).")
                .arg(a.name()).arg(ab.staticAbility.amount).arg(b.name()).arg(b.power);
    if (a.hasKeyword(QStringLiteral("Intimidate")) && !b.hasType(QStringLiteral("Artifact"))) {
        bool shares = false;
        for (QChar col : b.colors())
            shares = shares || a.colors().contains(col);
        if (!shares)
            return QStringLiteral("%1 has intimidate: only artifact creatures and creatures that share a colour with it can block it (CR 702.13b).").arg(a.name());
    }
    return {};
}

QString checkDeclareBlockers(const Context &c, int defender, const QList<int> &pairs)
{
    if (pairs.size() % 2)
        return QStringLiteral("Blockers come in pairs: blocker, attacker.");
    QHash<int, int> blockersOf; // attacker -> number of blockers
    QList<int> seen;
    for (int i = 0; i < pairs.size(); i += 2) {
        const Permanent *blocker = c.s().permanent(pairs[i]);
        const Permanent *attacker = c.s().permanent(pairs[i + 1]);
        if (!blocker || !c.s().decision.options.contains(pairs[i]) || seen.contains(pairs[i]))
            return QStringLiteral("That creature cannot block (CR 509.1a).");
        if (!attacker || !attacker->attacking || attacker->defendingPlayer != defender)
            return QStringLiteral("A creature blocks a creature attacking its controller (CR 509.1a).");
        const QString why = whyCantBlock(c, pairs[i], pairs[i + 1]); // "can't be blocked", flying, intimidate
        if (!why.isEmpty())
            return why;
        seen.append(pairs[i]);
        ++blockersOf[pairs[i + 1]];
    }
    // CR 702.111b menace: blocked by two or more, or not at all.
    for (auto it = blockersOf.cbegin(); it != blockersOf.cend(); ++it) {
        const Characteristics a = c.characteristics(*c.s().permanent(it.key()));
        if (a.hasKeyword(QStringLiteral("Menace")) && it.value() < 2)
            return QStringLiteral("%1 has menace: it can't be blocked except by two or more creatures (CR 702.111b).").arg(a.name());
    }
    return {};
}

void declareBlockers(Context &c, int defender, const QList<int> &pairs)
{
    QStringList names;
    QList<int> becameBlocked; // each attacker once, in the order of the declaration
    for (int i = 0; i < pairs.size(); i += 2) {
        Permanent *blocker = c.s().permanent(pairs[i]);
        Permanent *attacker = c.s().permanent(pairs[i + 1]);
        blocker->blocking = attacker->objectId;
        attacker->blockedBy.append(blocker->objectId);
        attacker->blocked = true;
        if (!becameBlocked.contains(attacker->objectId))
            becameBlocked.append(attacker->objectId);
        names.append(QStringLiteral("%1 blocks %2").arg(c.face(*blocker).name, c.face(*attacker).name));
    }
    c.s().blockersDeclaredBy.append(defender);
    c.report(Event::Type::BlockersDeclared, defender,
           names.isEmpty() ? QStringLiteral("%1 does not block.").arg(c.playerName(defender))
                           : QStringLiteral("%1: %2.").arg(c.playerName(defender), names.join(QStringLiteral(", "))),
           QStringLiteral("CR 509.1"));
    triggers::triggerOnBecomesBlocked(c, becameBlocked); // CR 509.3c
}

static bool dealsDamageThisStep(const Context &c, const Permanent &p, bool firstStrikeStep, bool afterFirstStrikeStep)
{
    const Characteristics ch = c.characteristics(p);
    if (firstStrikeStep) // CR 510.4: only first strike and double strike
        return ch.hasKeyword(QStringLiteral("First strike")) || ch.hasKeyword(QStringLiteral("Double strike"));
    // CR 510.4: the regular step after it: those that didn't have first strike or double
    // strike as the first-strike step began, and those that have double strike now. A creature
    // that lost first strike since (it transformed) deals no damage again; one that gained it
    // after the first-strike step deals its regular damage.
    if (afterFirstStrikeStep)
        return !p.struckFirst || ch.hasKeyword(QStringLiteral("Double strike"));
    return true;
}

static bool needsFirstStrikeStep(const Context &c)
{
    for (const Permanent &p : c.s().battlefield) {
        if (!p.attacking && p.blocking < 0)
            continue;
        const Characteristics ch = c.characteristics(p);
        if (ch.hasKeyword(QStringLiteral("First strike")) || ch.hasKeyword(QStringLiteral("Double strike")))
            return true;
    }
    return false;
}

void combatDamageStep(Context &c)
{
    struct Hit { int source; int target; bool toPlayer; int amount; };
    QList<Hit> hits;
    const bool firstStrikeStep = c.s().combatDamageStepsDone == 0 && needsFirstStrikeStep(c);
    const bool afterFirstStrikeStep = c.s().combatDamageStepsDone == 1;
    if (firstStrikeStep) // CR 510.4: remembered as this step begins, for the regular step
        for (Permanent &p : c.s().battlefield)
            p.struckFirst = (p.attacking || p.blocking >= 0) && dealsDamageThisStep(c, p, true, false);
    auto prevented = [&](const Permanent &source) {
        // Moonmist: combat damage by creatures other than Wolves and Werewolves is prevented,
        // checked as the damage would be dealt (CR 615, Moonmist ruling).
        return c.hasEffect(ContinuousEffect::Kind::PreventNonWolfCombatDamage) && !c.characteristics(source).isWolfOrWerewolf();
    };
    // CR 510.1: every creature assigns its damage at once.
    for (const Permanent &a : c.s().battlefield) {
        if (!a.attacking || !dealsDamageThisStep(c, a, firstStrikeStep, afterFirstStrikeStep))
            continue;
        int power = std::max(0, c.characteristics(a).power);
        if (power == 0)
            continue;
        if (!a.blocked) {
            hits.append({a.objectId, a.defendingPlayer, true, power}); // CR 510.1a
            continue;
        }
        // CR 510.1c: lethal damage to each blocker in order; trample sends the rest on (702.19b).
        const bool trample = c.characteristics(a).hasKeyword(QStringLiteral("Trample"));
        QList<int> blockers;
        for (int b : a.blockedBy)
            if (c.s().permanent(b))
                blockers.append(b);
        if (blockers.isEmpty()) {
            if (trample)
                hits.append({a.objectId, a.defendingPlayer, true, power}); // CR 702.19e
            continue;
        }
        for (int i = 0; i < blockers.size() && power > 0; ++i) {
            const Permanent &b = *c.s().permanent(blockers[i]);
            const int lethal = std::max(0, c.toughness(b) - b.damage);
            const bool last = i == blockers.size() - 1;
            const int amount = (last && !trample) ? power : std::min(power, lethal);
            if (amount > 0)
                hits.append({a.objectId, b.objectId, false, amount});
            power -= amount;
        }
        if (power > 0 && trample)
            hits.append({a.objectId, a.defendingPlayer, true, power});
    }
    for (const Permanent &b : c.s().battlefield) {
        if (b.blocking < 0 || !dealsDamageThisStep(c, b, firstStrikeStep, afterFirstStrikeStep) || !c.s().permanent(b.blocking))
            continue;
        const int power = std::max(0, c.characteristics(b).power);
        if (power > 0)
            hits.append({b.objectId, b.blocking, false, power}); // CR 510.1d
    }
    // 1 after a first-strike step (a regular step follows), 2 once all damage is dealt.
    c.s().combatDamageStepsDone = firstStrikeStep ? 1 : 2;
    // CR 510.2: all combat damage is dealt at the same time.
    QList<int> dealtToPlayer;
    for (const Hit &h : hits) {
        const Permanent &src = *c.s().permanent(h.source);
        const QString name = c.face(src).name;
        if (prevented(src)) {
            c.report(Event::Type::DamageDealt, src.controller,
                   QStringLiteral("Combat damage from %1 is prevented (Moonmist: it is not a Wolf or Werewolf).").arg(name),
                   QStringLiteral("CR 615.1"), 8).objectId = h.source;
            continue;
        }
        if (h.toPlayer) {
            c.s().players[h.target].life = clampAmount(qint64(c.s().players[h.target].life) - h.amount);
            c.report(Event::Type::DamageDealt, h.target,
                   QStringLiteral("%1 deals %2 combat damage to %3.").arg(name).arg(h.amount).arg(c.playerName(h.target)),
                   QStringLiteral("CR 510.2")).objectId = h.source;
            if (!dealtToPlayer.contains(h.source))
                dealtToPlayer.append(h.source);
        } else {
            Permanent *t = c.s().permanent(h.target);
            t->damage = clampAmount(qint64(t->damage) + h.amount);
            c.report(Event::Type::DamageDealt, t->controller,
                   QStringLiteral("%1 deals %2 combat damage to %3.").arg(name).arg(h.amount).arg(c.face(*t).name),
                   QStringLiteral("CR 510.2")).objectId = h.source;
            triggers::triggerOnDamaged(c, h.target, h.amount);
        }
        if (c.characteristics(src).hasKeyword(QStringLiteral("Lifelink"))) {
            c.s().players[src.controller].life = clampAmount(qint64(c.s().players[src.controller].life) + h.amount); // CR 702.15b
            c.report(Event::Type::LifeChanged, src.controller,
                   QStringLiteral("%1 gains %2 life (lifelink).").arg(c.playerName(src.controller)).arg(h.amount), QStringLiteral("CR 702.15b"));
        }
    }
    // CR 603.2c / 510.2: one trigger per creature that dealt combat damage to a player.
    for (int source : dealtToPlayer)
        triggers::triggerOnCombatDamageToPlayer(c, source);
}

void endCombat(Context &c)
{
    // CR 511.3: creatures are removed from combat as the end of combat step ends. Touch the
    // battlefield only if something was in combat (a state shared with undo stays shared).
    const auto &all = std::as_const(c.s()).battlefield;
    const bool anyInCombat = std::any_of(all.begin(), all.end(), [](const Permanent &p) { return p.attacking || p.blocking >= 0; });
    if (anyInCombat) {
        for (Permanent &p : c.s().battlefield) {
            p.attacking = false;
            p.defendingPlayer = -1;
            p.blockedBy.clear();
            p.blocked = false;
            p.blocking = -1;
            p.struckFirst = false;
        }
    }
    c.s().blockersDeclaredBy.clear();
    c.s().combatDamageStepsDone = 0;
}

void removeFromCombat(Context &c, int objectId)
{
    // CR 506.4: it leaves its attackers' blocker lists; an attacker stays blocked (509.1h). Its
    // blockers stay blocking creatures, blocking nothing now (Permanent::blocking 0, CR 509.1h):
    // no id of an object that has left is kept.
    const auto &all = std::as_const(c.s()).battlefield;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (all[i].blockedBy.contains(objectId))
            c.s().battlefield[i].blockedBy.removeAll(objectId);
        if (all[i].blocking == objectId)
            c.s().battlefield[i].blocking = 0;
    }
}

} // namespace rules::combat
