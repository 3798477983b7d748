// Playing lands (CR 305) and casting spells (CR 601).
#include "casting.h"

#include "areas.h"
#include "daynight.h"
#include "vocabulary.h"

namespace rules {
namespace {

bool isSorcerySpeed(const CardFace &f)
{
    // CR 307.1 / 301-306: sorceries and permanent spells without flash are cast only at the
    // times a sorcery could be.
    return !f.hasType(QStringLiteral("Instant")) && !f.hasKeyword(QStringLiteral("Flash"));
}

// Whether an effect other than the card's own conditional permission lets `player` cast a spell
// with front face `f` as though it had flash: Arlinn, the Pack's Hope's +1 for creature spells.
// CR 601.3 and the ruling on Oakshade Stalker (as on Rout): the card's own "as though it had
// flash if you pay {N} more" adds its cost only when that permission is the one used, so with
// another permission the player casts it for its mana cost.
bool flashFromAnotherPermission(const Context &c, const CardFace &f, int player)
{
    return player >= 0 && f.hasType(QStringLiteral("Creature"))
        && c.hasEffect(ContinuousEffect::Kind::CreatureFlashAndCounters, player);
}

// Whether `player` controls a Wolf or Werewolf (a creature with either subtype, CR 205.3m).
bool controlsWolfOrWerewolf(const Context &c, int player)
{
    for (const Permanent &p : c.s().battlefield)
        if (p.controller == player && c.characteristics(p).isWolfOrWerewolf())
            return true;
    return false;
}

} // namespace
} // namespace rules

namespace rules::casting {

QString whyNotCastable(const Context &c, int player, int cardId)
{
    // Cast without targets: legal when some choice of targets is (they are asked afterwards).
    return actions::check(c, Action::cast(player, cardId));
}

QString checkPlayLand(const Context &c, int player, int cardId)
{
    const auto &p = c.s().players[player];
    if (!p.hand.contains(cardId))
        return QStringLiteral("That card is not in %1's hand.").arg(c.playerName(player));
    const CardFace &f = c.definition(cardId).front();
    if (!f.hasType(QStringLiteral("Land")))
        return QStringLiteral("%1 is not a land: cast it instead.").arg(f.name);
    if (player == c.s().activePlayer && p.landsPlayedThisTurn >= 1)
        return QStringLiteral("You have already played a land this turn (CR 305.2).");
    if (player != c.s().activePlayer)
        return QStringLiteral("You can play a land only during your own turn (CR 305.1).");
    if (c.s().step != Step::PrecombatMain && c.s().step != Step::PostcombatMain)
        return QStringLiteral("You can play a land only in a main phase (CR 305.1).");
    if (!c.s().stack.isEmpty())
        return QStringLiteral("You can play a land only while the stack is empty (CR 305.1).");
    return {};
}

void playLand(Context &c, int player, int cardId)
{
    auto &p = c.s().players[player];
    p.hand.removeOne(cardId);
    ++p.landsPlayedThisTurn;
    // CR 305.1: playing a land is a special action, not a spell: it never counts for day/night.
    c.report(Event::Type::LandPlayed, player,
           QStringLiteral("%1 plays %2 (a land is not a spell).").arg(c.playerName(player), c.cardName(cardId)),
           QStringLiteral("CR 305.1")).cardId = cardId;
    battlefield::enterBattlefield(c, cardId, player, false, false);
    dayNight::applyDayNightStatics(c, false);
    c.s().passesInSuccession = 0;
    turn::givePriority(c, player); // CR 117.3c
}

bool sorceryTimingOk(const Context &c, int player)
{
    // CR 307.1: own turn, main phase, empty stack.
    return player == c.s().activePlayer && c.s().stack.isEmpty()
        && (c.s().step == Step::PrecombatMain || c.s().step == Step::PostcombatMain);
}

ManaCost castingCost(const Context &c, int cardId, int player)
{
    const CardFace &f = c.definition(cardId).front();
    ManaCost cost = f.manaCost;
    const int owner = c.s().cards[cardId].owner;
    if (!f.flashback.isEmpty() && c.s().players[owner].graveyard.contains(cardId))
        cost = *ManaCost::parse(f.flashback); // CR 702.34a: cast from the graveyard for its flashback cost
    for (const Ability &ab : f.abilities) {
        const int amount = ab.staticAbility.amount;
        if (ab.isStatic(StaticWord::CostReductionAtNight) && c.s().designation == DayNight::Night) // R17: as the cost is determined
            cost.generic = std::max(0, cost.generic - amount);
        else if (ab.isStatic(StaticWord::CostReductionIfYouControlWolfOrWerewolf) && player >= 0 && controlsWolfOrWerewolf(c, player))
            cost.generic = std::max(0, cost.generic - amount); // Wolfkin Outcast, day or night (CR 601.2f)
        else if (ab.isStatic(StaticWord::FlashForExtraCost) && player >= 0 && isSorcerySpeed(f) && !sorceryTimingOk(c, player)
                 && !flashFromAnotherPermission(c, f, player))
            cost.generic += amount; // Oakshade Stalker: cast as though it had flash for {2} more (CR 601.2f, 601.3)
        else
            continue;
        cost.text = cost.symbolText();
    }
    // Vadrik, Astral Archmage: instant and sorcery spells its controller casts cost {X} less, X
    // its power as the cost is determined (counters and pumps count). Only generic mana is
    // reduced (CR 601.2f).
    if (player >= 0 && cost.generic > 0 && (f.hasType(QStringLiteral("Instant")) || f.hasType(QStringLiteral("Sorcery")))) {
        const int before = cost.generic;
        for (const Permanent &p : c.s().battlefield) {
            if (p.controller != player)
                continue;
            for (const Ability &ab : c.face(p).abilities)
                if (ab.isStatic(StaticWord::InstantSorceryCostLessByPower))
                    cost.generic = std::max(0, cost.generic - std::max(0, c.power(p)));
        }
        if (cost.generic != before)
            cost.text = cost.symbolText();
    }
    return cost;
}

QString checkCast(const Context &c, int player, int cardId, const QList<int> &targets, int x)
{
    const auto &p = c.s().players[player];
    const bool flashback = p.graveyard.contains(cardId) && !c.definition(cardId).front().flashback.isEmpty();
    if (!p.hand.contains(cardId) && !flashback)
        return QStringLiteral("That card is not in %1's hand (or castable with flashback from the graveyard).").arg(c.playerName(player));
    const CardDefinition &def = c.definition(cardId);
    const CardFace &f = def.front(); // CR 712.11: cast front face up
    if (f.hasType(QStringLiteral("Land")))
        return QStringLiteral("%1 is a land: play it instead of casting it (CR 305.1).").arg(f.name);
    bool flashForMore = false;
    for (const Ability &ab : f.abilities)
        flashForMore = flashForMore || ab.isStatic(StaticWord::FlashForExtraCost);
    if (isSorcerySpeed(f) && !flashForMore && !flashFromAnotherPermission(c, f, player)) {
        if (player != c.s().activePlayer)
            return QStringLiteral("%1 can be cast only during your own turn (CR 307.1).").arg(f.name);
        if (c.s().step != Step::PrecombatMain && c.s().step != Step::PostcombatMain)
            return QStringLiteral("%1 can be cast only in a main phase (CR 307.1).").arg(f.name);
        if (!c.s().stack.isEmpty())
            return QStringLiteral("%1 can be cast only while the stack is empty (CR 307.1).").arg(f.name);
    }
    const QList<TargetSpec> specs = targeting::targetSpecs(f);
    if (!specs.isEmpty() || !targets.isEmpty()) {
        const QString why = targeting::checkTargets(c, specs, targets, player, -1, f.name);
        if (!why.isEmpty())
            return why;
    }
    const ManaCost cost = castingCost(c, cardId, player);
    if (x < 0 || (x > 0 && cost.xCount == 0))
        return QStringLiteral("X must be 0 or more, and only for a cost with {X} (CR 601.2b).");
    if (!mana::canPay(c, player, cost, x))
        return QStringLiteral("Not enough mana to pay %1%2 for %3 (CR 601.2h).").arg(cost.text, cost.xCount ? QStringLiteral(" with X=%1").arg(x) : QString(), f.name);
    return {};
}

void castSpell(Context &c, int player, int cardId, const QList<int> &targets, int x)
{
    const CardFace &f = c.definition(cardId).front();
    const ManaCost cost = castingCost(c, cardId, player); // determined before the card moves (CR 601.2f)
    const bool flashback = !c.s().players[player].hand.removeOne(cardId);
    if (flashback)
        c.s().players[player].graveyard.removeOne(cardId);
    StackObject so;
    so.castFromGraveyard = flashback;
    so.amount = x;
    so.objectId = c.s().nextObjectId++;
    so.cardId = cardId;
    so.controller = player;
    so.face = 0; // CR 712.8c: a double-faced spell is front face up on the stack (ruling 6)
    so.targets = targets;
    c.s().stack.append(so);
    const bool paid = mana::payCost(c, player, cost, x);
    Q_ASSERT(paid); // checkCast proved the cost payable
    Q_UNUSED(paid);
    // CR 601.2i: the spell becomes cast; it counts for the untap-step check (ruling 3/4).
    const int n = ++c.s().spellsCastThisTurn[player];
    const bool counts = player == c.s().activePlayer;
    QStringList targetNames;
    for (int t : targets)
        targetNames.append(c.targetName(t));
    auto &e = c.report(Event::Type::SpellCast, player,
                     QStringLiteral("%1 casts %2%3 (%4).").arg(c.playerName(player), f.name + (flashback ? QStringLiteral(" with flashback") : QString()),
                         targetNames.isEmpty() ? QString() : QStringLiteral(" targeting ") + targetNames.join(QStringLiteral(" and ")),
                         counts ? QStringLiteral("spell %1 this turn").arg(n)
                                : QStringLiteral("not %1's turn: it counts for nobody at the next untap").arg(c.playerName(c.s().activePlayer))),
                     QStringLiteral("CR 601.2i"), counts ? 0 : 3);
    e.cardId = cardId;
    e.objectId = so.objectId;
    triggers::checkWard(c, so);
    triggers::triggerOnCast(c, player, f);
    c.s().passesInSuccession = 0;
    turn::givePriority(c, player); // CR 117.3c
}

QList<TargetSpec> spellTargetSpecs(const Context &c, int cardId)
{
    if (cardId < 0 || cardId >= c.s().cards.size())
        return {};
    return targeting::targetSpecs(c.definition(cardId).front());
}

bool needsTargets(const Context &c, int cardId)
{
    return !spellTargetSpecs(c, cardId).isEmpty();
}

// The specs of what is being cast or activated, and the permanent it comes from (-1 for a spell).
static QList<TargetSpec> specsOf(const Context &c, const PendingCast &pc)
{
    return pc.isAbility ? activation::targetSpecsOf(c, pc.objectId, pc.abilityIndex) : spellTargetSpecs(c, pc.cardId);
}

static QString nameOf(const Context &c, const PendingCast &pc)
{
    if (!pc.isAbility)
        return c.cardName(pc.cardId);
    const Permanent *p = c.s().permanent(pc.objectId);
    return p ? c.face(*p).name + QStringLiteral("'s ability") : QStringLiteral("the ability");
}

void askTargets(Context &c, int player, const PendingCast &pc)
{
    const QList<TargetSpec> specs = specsOf(c, pc);
    const TargetSpec spec = specs.value(pc.targets.size());
    QList<int> legal = targeting::legalTargets(c, spec, player, pc.isAbility ? pc.objectId : -1, pc.targets);
    // CR 115.3: the same object can't be chosen twice for one word "target".
    for (int i = 0; i < pc.targets.size(); ++i)
        if (pc.targets[i] != 0 && specs.value(i) == spec)
            legal.removeAll(pc.targets[i]);
    PendingDecision d;
    d.kind = PendingDecision::Kind::ChooseTarget;
    d.player = player;
    d.options = legal;
    d.casting = pc;
    d.prompt = QStringLiteral("%1, choose %2 for %3 (target %4 of %5, CR %6).")
                   .arg(c.playerName(player), targeting::specWords(spec), nameOf(c, pc))
                   .arg(pc.targets.size() + 1).arg(specs.size()).arg(pc.isAbility ? QStringLiteral("602.2b") : QStringLiteral("601.2c"));
    c.s().decision = d;
    c.report(Event::Type::DecisionRequired, player, d.prompt, pc.isAbility ? QStringLiteral("CR 602.2b") : QStringLiteral("CR 601.2c"));
}

void chooseTarget(Context &c, int player, const PendingCast &chosenSoFar, int target)
{
    PendingCast pc = chosenSoFar;
    pc.targets.append(target);
    c.s().decision = PendingDecision();
    c.report(Event::Type::CardsChosen, player,
             target == 0 ? QStringLiteral("%1 chooses no target.").arg(c.playerName(player))
                         : QStringLiteral("%1 targets %2.").arg(c.playerName(player), c.targetName(target)),
             pc.isAbility ? QStringLiteral("CR 602.2b") : QStringLiteral("CR 601.2c"));
    if (pc.targets.size() < specsOf(c, pc).size()) {
        askTargets(c, player, pc);
        return;
    }
    // Every target is chosen: now it is cast or activated, with the same checks as an action
    // that named its targets at once.
    if (pc.isAbility) {
        const Action a = Action::activate(player, pc.objectId, pc.abilityIndex, pc.targets, pc.x);
        const QString why = activation::checkActivate(c, a);
        if (why.isEmpty()) {
            activation::activate(c, a);
            return;
        }
        c.report(Event::Type::DecisionRequired, player, QStringLiteral("%1 can't be activated: %2").arg(nameOf(c, pc), why), QStringLiteral("CR 602.2"));
    } else {
        const QString why = checkCast(c, player, pc.cardId, pc.targets, pc.x);
        if (why.isEmpty()) {
            castSpell(c, player, pc.cardId, pc.targets, pc.x);
            return;
        }
        c.report(Event::Type::DecisionRequired, player, QStringLiteral("%1 can't be cast: %2").arg(nameOf(c, pc), why), QStringLiteral("CR 601.2"));
    }
}

void cancel(Context &c)
{
    const PendingDecision d = c.s().decision;
    c.s().decision = PendingDecision();
    if (d.casting)
        c.report(Event::Type::CardsChosen, d.player,
                 QStringLiteral("%1 stops %2 %3: nothing was announced or paid.").arg(c.playerName(d.player), d.casting->isAbility ? QStringLiteral("activating") : QStringLiteral("casting"), nameOf(c, *d.casting)),
                 QStringLiteral("CR 601.2"));
}

} // namespace rules::casting
