// Effects (CR 608.2c): what resolving spells and abilities do. Each effect word of the script
// vocabulary (resources/cards/SCHEMA.md) is one row of the registry at the end of this file: its
// name, parameters, documentation and handler. A choice pauses the instructions
// (state.pendingEffects) until it is answered (decisions.cpp).
#include "effects.h"

#include "areas.h"
#include "daynight.h"
#include "vocabulary.h"

namespace rules::effects {

void discard(Context &c, int player, const QList<int> &cardIds, const QString &why, const QString &rule)
{
    auto &p = c.s().players[player];
    for (int cardId : cardIds) {
        p.hand.removeOne(cardId);
        p.graveyard.append(cardId);
        c.report(Event::Type::CardDiscarded, player, QStringLiteral("%1 discards %2%3.").arg(c.playerName(player), c.cardName(cardId), why), rule).cardId = cardId;
    }
}

void resumeEffects(Context &c)
{
    if (c.s().pendingEffects.isEmpty()) {
        turn::givePriority(c, c.s().priorityPlayer >= 0 ? c.s().priorityPlayer : c.s().activePlayer);
        return;
    }
    const PendingEffects pending = c.s().pendingEffects.takeLast();
    if (applyEffects(c, pending.effects, pending.source, pending.next, pending.spellCardId))
        turn::givePriority(c, c.s().activePlayer); // the resolution is over (CR 117.3b)
}

bool applyEffects(Context &c, const QList<Effect> &effects, const StackObject &so, int from, int spellCardId)
{
    for (int i = from; i < effects.size(); ++i) {
        vocabulary::effect(effects[i].word).handler(c, effects[i], so);
        const PendingDecision &d = c.s().decision;
        if (d.kind != PendingDecision::Kind::None && d.stackObjectId == so.objectId
            && (d.kind == PendingDecision::Kind::ChooseOption || d.kind == PendingDecision::Kind::DiscardCards)) {
            // Paused for a choice: go on from the next instruction once it is answered.
            c.s().pendingEffects.append({so, effects, i + 1, spellCardId});
            return false;
        }
    }
    if (spellCardId >= 0)
        stack::spellLeavesStack(c, so); // CR 608.2n
    return true;
}

void askOption(Context &c, const StackObject &so, const Continuation &then, const QString &prompt, const QStringList &labels,
               const QString &logText)
{
    PendingDecision d;
    d.kind = PendingDecision::Kind::ChooseOption;
    d.player = so.controller;
    d.stackObjectId = so.objectId;
    d.then = then;
    d.labels = labels;
    for (int i = 0; i < labels.size(); ++i)
        d.options.append(i);
    d.prompt = prompt;
    c.s().decision = d;
    // The log is public; a prompt may show a hidden card to the player deciding only.
    Event &e = c.report(Event::Type::DecisionRequired, so.controller, logText.isEmpty() ? prompt : logText, QStringLiteral("CR 608.2d"));
    if (!logText.isEmpty()) {
        e.privateText = prompt;
        e.privateTo = so.controller;
    }
}

void askDiscard(Context &c, const StackObject &so, int count)
{
    const QList<int> hand = c.s().players[so.controller].hand;
    if (hand.isEmpty())
        return;
    PendingDecision d;
    d.kind = PendingDecision::Kind::DiscardCards;
    d.player = so.controller;
    d.stackObjectId = so.objectId;
    d.count = std::min(count, int(hand.size()));
    d.options = hand;
    d.prompt = QStringLiteral("%1, choose %2 card(s) to discard.").arg(c.playerName(so.controller)).arg(d.count);
    c.s().decision = d;
    c.report(Event::Type::DecisionRequired, so.controller, d.prompt, QStringLiteral("CR 701.9"));
}

namespace {

// Whether `player` can pay `cost` now (CR 118.3): the mana from their sources, life they have
// (CR 119.4; paying 0 life always can), cards in hand to discard.
bool canPay(const Context &c, int player, const UnlessCost &cost)
{
    const Player &p = c.s().players[player];
    return (!cost.mana || findPayment(*cost.mana, 0, mana::manaSources(c, player))) && (cost.life <= 0 || p.life >= cost.life)
        && p.hand.size() >= cost.discard;
}

// "the spell" or "the ability": what paying keeps on the stack.
QString keptText(const Context &c, int target)
{
    for (const StackObject &t : c.s().stack)
        if (t.objectId == target)
            return t.isAbility ? QStringLiteral("the ability") : QStringLiteral("the spell");
    return QStringLiteral("it");
}

} // namespace

void counterUnlessPaid(Context &c, const StackObject &asker, int target, const UnlessCost &cost, bool exile, const QString &because)
{
    for (const StackObject &t : c.s().stack) {
        if (t.objectId != target)
            continue;
        if (!t.isAbility)
            for (const Ability &ab : c.definition(t.cardId).faces[t.face].abilities)
                if (ab.isStatic(StaticWord::CantBeCountered)) {
                    c.report(Event::Type::AbilityResolved, asker.controller, QStringLiteral("%1 can't be countered.").arg(c.cardName(t.cardId)),
                             QStringLiteral("CR 101.2"));
                    return;
                }
        // CR 118.5: a cost of {0} (X = 0) is still a cost its payer chooses to pay, so the
        // controller is asked whatever it is, whenever it can be paid (CR 118.3); only a cost
        // they can't pay counters it at once.
        if (!canPay(c, t.controller, cost)) {
            stack::counterSpell(c, target, exile);
            return;
        }
        const QString name = t.isAbility ? QStringLiteral("%1's ability").arg(c.sourceName(t)) : c.cardName(t.cardId);
        QString pay = cost.payText();
        pay[0] = pay[0].toUpper();
        Continuation then{Continuation::Kind::PayOrCounter, target};
        then.cost = cost;
        then.exile = exile;
        StackObject asking = asker;
        asking.controller = t.controller;
        askOption(c, asking, then,
                  QStringLiteral("%1, %2 or %3 is countered%4?").arg(c.playerName(t.controller), cost.payText(), name, exile ? QStringLiteral(" and exiled") : because),
                  {pay, exile ? QStringLiteral("Don't pay: %1 is exiled").arg(name) : QStringLiteral("Don't pay: it is countered")});
        return;
    }
}

void payOrCounter(Context &c, int payer, const Continuation &then, int stackObjectId)
{
    Player &p = c.s().players[payer];
    if (!canPay(c, payer, then.cost) || (then.cost.mana && !mana::payCost(c, payer, *then.cost.mana))) {
        stack::counterSpell(c, then.objectId, then.exile);
        return;
    }
    const QString kept = keptText(c, then.objectId);
    if (then.cost.mana)
        c.report(Event::Type::CostPaid, payer, QStringLiteral("%1 pays %2: %3 is not countered.").arg(c.playerName(payer), then.cost.mana->symbolText(), kept),
                 QStringLiteral("CR 118.12"));
    if (then.cost.life > 0) {
        p.life = clampAmount(qint64(p.life) - then.cost.life); // CR 119.4
        c.report(Event::Type::LifeChanged, payer, QStringLiteral("%1 pays %2 life: %3 is not countered.").arg(c.playerName(payer)).arg(then.cost.life).arg(kept),
                 QStringLiteral("CR 119.4"));
    }
    if (then.cost.discard > 0) {
        StackObject discarding;
        discarding.controller = payer;
        discarding.objectId = stackObjectId;
        askDiscard(c, discarding, then.cost.discard); // the cards are the payer's to choose (CR 701.9b)
    }
}

namespace {

// The target an effect names by index, or 0 (none, or made illegal on resolution).
int targetOf(const StackObject &so, int index)
{
    return so.targets.value(index, 0);
}

// Scry 1 / surveil 1 (CR 701.22, 701.25): look at the top card, then decide.
void lookAtTop(Context &c, const StackObject &so, Continuation::Kind kind)
{
    const auto &library = c.s().players[so.controller].library;
    if (library.isEmpty())
        return;
    const QString top = c.cardName(library.last());
    const bool scry = kind == Continuation::Kind::Scry;
    const QString verb = scry ? QStringLiteral("scries") : QStringLiteral("surveils");
    askOption(c, so, {kind},
              QStringLiteral("%1 %2 1: the top card of your library is %3.").arg(c.playerName(so.controller), verb, top),
              {QStringLiteral("Keep %1 on top").arg(top),
               scry ? QStringLiteral("Put %1 on the bottom").arg(top) : QStringLiteral("Put %1 into your graveyard").arg(top)},
              QStringLiteral("%1 %2 1 (CR %3).").arg(c.playerName(so.controller), verb, scry ? QStringLiteral("701.22") : QStringLiteral("701.25")));
}

void createTokens(Context &c, const Effect &e, const StackObject &so)
{
    QList<int> ids;
    for (int i = 0; i < e.count; ++i)
        ids.append(battlefield::createCard(c, e.token, so.controller, true));
    battlefield::enterTogether(c, ids, so.controller, false, {});
}

void draw(Context &c, const Effect &e, const StackObject &so)
{
    for (int i = 0; i < e.count; ++i)
        turn::draw(c, so.controller);
}

void gainLife(Context &c, int player, int amount)
{
    c.s().players[player].life = clampAmount(qint64(c.s().players[player].life) + amount);
    c.report(Event::Type::LifeChanged, player, QStringLiteral("%1 gains %2 life.").arg(c.playerName(player)).arg(amount), QStringLiteral("CR 119.3"));
}

// CR 119.3: `player` loses `amount` life (held to the saved game's range).
void loseLife(Context &c, int player, int amount)
{
    c.s().players[player].life = clampAmount(qint64(c.s().players[player].life) - amount);
    c.report(Event::Type::LifeChanged, player, QStringLiteral("%1 loses %2 life.").arg(c.playerName(player)).arg(amount), QStringLiteral("CR 119.3"));
}

void gainLife(Context &c, const Effect &e, const StackObject &so)
{
    gainLife(c, so.controller, e.amount);
}

void gainLifeEqualToAmount(Context &c, const Effect &, const StackObject &so)
{
    gainLife(c, so.controller, so.amount);
}

void damageEachOpponent(Context &c, const Effect &e, const StackObject &so)
{
    for (int o : c.opponents(so.controller)) {
        c.s().players[o].life = clampAmount(qint64(c.s().players[o].life) - e.amount);
        c.report(Event::Type::DamageDealt, o, QStringLiteral("%1 deals %2 damage to %3.").arg(c.sourceName(so)).arg(e.amount).arg(c.playerName(o)),
                 QStringLiteral("CR 120.3"));
    }
}

void addCounter(Context &c, Permanent *p, int controller, int count = 1)
{
    if (!p)
        return;
    p->counters[QStringLiteral("+1/+1")] += count;
    c.report(Event::Type::CounterAdded, controller,
             count == 1 ? QStringLiteral("%1 gets a +1/+1 counter.").arg(c.face(*p).name)
                        : QStringLiteral("%1 gets %2 +1/+1 counters.").arg(c.face(*p).name).arg(count),
             QStringLiteral("CR 122.1")).objectId = p->objectId;
}

void addCounterSelf(Context &c, const Effect &, const StackObject &so)
{
    addCounter(c, c.s().permanent(so.sourceObjectId), so.controller);
}

void addCounterTarget(Context &c, const Effect &e, const StackObject &so)
{
    addCounter(c, c.s().permanent(targetOf(so, e.target)), so.controller, e.count);
}

/// The object ids of the creatures `player` controls now, in timestamp order: what an effect
/// on "creatures you control" affects, fixed as it resolves (CR 608.2h, 611.2c), so one that
/// enters meanwhile is not among them.
QList<int> creaturesControlledBy(Context &c, int player)
{
    QList<int> ids;
    for (const Permanent &p : c.s().battlefield)
        if (p.controller == player && c.characteristics(p).isCreature())
            ids.append(p.objectId);
    return ids;
}

void addCountersEachCreatureYouControl(Context &c, const Effect &e, const StackObject &so)
{
    // Each creature its controller controls as it resolves, the source included.
    for (int id : creaturesControlledBy(c, so.controller))
        addCounter(c, c.s().permanent(id), so.controller, e.count);
}

void transformSelf(Context &c, const Effect &, const StackObject &so)
{
    Permanent *p = c.s().permanent(so.sourceObjectId);
    // CR 701.27f: only if it has not transformed since the ability went on the stack.
    if (!p || p->transformCount != so.sourceTransformCount) {
        c.report(Event::Type::AbilityResolved, so.controller,
                 QStringLiteral("Nothing transforms: the permanent already transformed or left since the ability triggered."),
                 QStringLiteral("CR 701.27f"));
    } else if (!c.canTransform(*p, false)) {
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1 can't transform.").arg(c.face(*p).name), QStringLiteral("CR 101.2"));
    } else {
        dayNight::transform(c, *p, QStringLiteral("its own upkeep ability"), QStringLiteral("CR 701.27a"), 0);
    }
}

// Tovolar (ruling 12): it becomes night (daybound permanents flip at once), then its controller
// transforms any number of Human Werewolves they control that can transform.
void becomeNightThenTransformHumanWerewolves(Context &c, const Effect &, const StackObject &so)
{
    const int controller = so.controller;
    if (c.s().designation != DayNight::Night)
        dayNight::setDesignation(c, DayNight::Night, QStringLiteral("%1's ability").arg(c.sourceName(so)), QStringLiteral("CR 730.1"), 0);
    QList<int> options;
    for (const Permanent &p : c.s().battlefield) {
        const Characteristics ch = c.characteristics(p);
        if (p.controller == controller && ch.isHuman() && ch.hasCreatureType(QStringLiteral("Werewolf")) && c.canTransform(p, false))
            options.append(p.objectId);
    }
    if (options.isEmpty()) {
        c.report(Event::Type::CardsChosen, controller,
                 QStringLiteral("%1 controls no Human Werewolf that can transform (daybound ones already flipped with the night).").arg(c.playerName(controller)),
                 QStringLiteral("CR 702.145b"), 12);
        return;
    }
    PendingDecision d;
    d.kind = PendingDecision::Kind::ChooseAnyNumber;
    d.player = controller;
    d.options = options;
    d.stackObjectId = so.objectId;
    d.prompt = QStringLiteral("%1, choose any number of Human Werewolves you control to transform (ruling 12).").arg(c.playerName(controller));
    c.s().decision = d;
    c.report(Event::Type::DecisionRequired, controller, d.prompt, QStringLiteral("CR 701.27"), 12);
}

// Moonmist: every Human double-faced permanent that can transform; daybound and nightbound
// ones can't (ruling 8, CR 702.145b/e).
void transformAllHumans(Context &c, const Effect &, const StackObject &so)
{
    QList<int> ids;
    for (const Permanent &p : c.s().battlefield)
        if (c.characteristics(p).isHuman() && c.definition(p.cardId).isDoubleFaced())
            ids.append(p.objectId);
    for (int id : ids) {
        Permanent *p = c.s().permanent(id);
        if (!p)
            continue;
        if (c.canTransform(*p, false))
            dayNight::transform(c, *p, QStringLiteral("Moonmist"), QStringLiteral("CR 701.27a"), 0);
        else
            c.report(Event::Type::AbilityResolved, so.controller,
                     QStringLiteral("%1 does not transform: a daybound or nightbound permanent transforms only by day and night (ruling 8).").arg(c.face(*p).name),
                     QStringLiteral("CR 702.145b"), 8).objectId = id;
    }
}

void preventNonWolfCombatDamage(Context &c, const Effect &, const StackObject &so)
{
    ContinuousEffect e;
    e.kind = ContinuousEffect::Kind::PreventNonWolfCombatDamage;
    e.source = c.sourceName(so);
    e.duration = ContinuousEffect::Duration::EndOfTurn;
    c.s().continuousEffects.append(e);
    c.report(Event::Type::AbilityResolved, so.controller,
             QStringLiteral("This turn, combat damage by creatures other than Wolves and Werewolves is prevented."), QStringLiteral("CR 615.1"));
}

void damage(Context &c, const Effect &e, const StackObject &so)
{
    if (const int t = targetOf(so, e.target))
        targeting::dealDamage(c, c.sourceName(so), so.sourceObjectId, t, e.amount, false);
}

void damageThatMuch(Context &c, const Effect &e, const StackObject &so)
{
    if (const int t = targetOf(so, e.target))
        targeting::dealDamage(c, c.sourceName(so), so.sourceObjectId, t, so.amount, false);
}

// "Then it deals damage equal to its power to target creature" (Wolf Strike).
void damageEqualToPower(Context &c, const Effect &e, const StackObject &so)
{
    const Permanent *from = c.s().permanent(targetOf(so, e.source));
    const int t = targetOf(so, e.target);
    if (from && t != 0)
        targeting::dealDamage(c, c.face(*from).name, from->objectId, t, std::max(0, c.power(*from)), false);
}

// CR 701.12a: each deals damage equal to its power to the other; if either target is illegal,
// no damage is dealt (Prey Upon ruling).
void fight(Context &c, const Effect &e, const StackObject &so)
{
    const Permanent *a = c.s().permanent(targetOf(so, e.a));
    const Permanent *b = c.s().permanent(targetOf(so, e.b));
    if (!a || !b) {
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("No fight: one of the creatures is no longer a legal target."),
                 QStringLiteral("CR 701.12b"));
        return;
    }
    const int pa = std::max(0, c.power(*a)), pb = std::max(0, c.power(*b));
    const int ida = a->objectId, idb = b->objectId;
    const QString na = c.face(*a).name, nb = c.face(*b).name;
    targeting::dealDamage(c, na, ida, idb, pa, false);
    targeting::dealDamage(c, nb, idb, ida, pb, false);
}

// +N/+N (and keywords) until end of turn (CR 514.2, 611.2); "if it's night" is read on
// resolution (R17).
void pump(Context &c, const Effect &e, const StackObject &so, int id)
{
    const Permanent *p = c.s().permanent(id);
    if (!p)
        return;
    const bool night = c.s().designation == DayNight::Night;
    if (e.onlyAtNight && !night)
        return;
    ContinuousEffect t;
    t.kind = ContinuousEffect::Kind::Pump;
    t.objectId = id;
    t.power = night && e.nightPower ? *e.nightPower : e.power;
    t.toughness = night && e.nightToughness ? *e.nightToughness : e.toughness;
    if (e.plusX)
        t.power += so.amount; // {X}: +X/+0
    t.keywords = e.keywords;
    t.source = c.sourceName(so);
    t.duration = ContinuousEffect::Duration::EndOfTurn;
    c.s().continuousEffects.append(t);
    c.report(Event::Type::AbilityResolved, so.controller,
             QStringLiteral("%1 gets %2%3/%4%5%6 until end of turn.").arg(c.face(*p).name, t.power >= 0 ? QStringLiteral("+") : QString())
                 .arg(t.power).arg(t.toughness >= 0 ? QStringLiteral("+") : QString()).arg(t.toughness)
                 .arg(t.keywords.isEmpty() ? QString() : QStringLiteral(" and gains ") + t.keywords.join(QStringLiteral(", ")).toLower()),
             QStringLiteral("CR 611.2")).objectId = id;
}

void pumpTarget(Context &c, const Effect &e, const StackObject &so)
{
    pump(c, e, so, targetOf(so, e.target));
}

void pumpSelf(Context &c, const Effect &e, const StackObject &so)
{
    pump(c, e, so, so.sourceObjectId);
}

// "Creatures you control get +2/+0 until end of turn" (Fangblade Eviscerator): the creatures
// it affects are fixed as it resolves (CR 611.2c); one that comes later gets nothing.
void pumpCreaturesYouControl(Context &c, const Effect &e, const StackObject &so)
{
    for (int id : creaturesControlledBy(c, so.controller))
        pump(c, e, so, id);
}

void destroyTarget(Context &c, const Effect &e, const StackObject &so)
{
    const int id = targetOf(so, e.target);
    if (const Permanent *p = c.s().permanent(id)) {
        if (c.characteristics(*p).hasKeyword(QStringLiteral("Indestructible")))
            c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1 is indestructible.").arg(c.face(*p).name), QStringLiteral("CR 702.12b"));
        else
            battlefield::leaveBattlefield(c, id, QStringLiteral("being destroyed by %1").arg(c.sourceName(so)), QStringLiteral("CR 701.8a"));
    }
}

// Component Collector: "you may tap or untap target nonland permanent" (CR 701.26): its
// controller chooses tap, untap or neither as it resolves.
void mayTapOrUntapTarget(Context &c, const Effect &e, const StackObject &so)
{
    const Permanent *p = c.s().permanent(targetOf(so, e.target));
    if (!p)
        return;
    const QString name = c.face(*p).name;
    askOption(c, so, {Continuation::Kind::TapOrUntap, p->objectId},
              QStringLiteral("%1, you may tap or untap %2 (it is %3).").arg(c.playerName(so.controller), name, p->tapped ? QStringLiteral("tapped") : QStringLiteral("untapped")),
              {QStringLiteral("Tap %1").arg(name), QStringLiteral("Untap %1").arg(name), QStringLiteral("Neither")});
}

// Sunstreak Phoenix: "you may pay {1}{R}. If you do, return this card from your graveyard to the
// battlefield tapped." Only while the card is still in its owner's graveyard: one that left is a
// new object (CR 400.7). The cost is asked only if it can be paid (CR 118.3).
void mayPayReturnFromGraveyard(Context &c, const Effect &e, const StackObject &so)
{
    const int at = c.s().players[so.controller].graveyard.indexOf(so.cardId);
    const QString name = c.cardName(so.cardId);
    if (at < 0) {
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1 is no longer in %2's graveyard: nothing returns.").arg(name, c.playerName(so.controller)),
                 QStringLiteral("CR 400.7"));
        return;
    }
    if (!findPayment(e.cost, 0, mana::manaSources(c, so.controller))) {
        c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1 can't pay %2: %3 stays in the graveyard.").arg(c.playerName(so.controller), e.cost.text, name),
                 QStringLiteral("CR 118.3"));
        return;
    }
    Continuation then{Continuation::Kind::PayToReturn};
    then.positions = {at};
    askOption(c, so, then, QStringLiteral("%1, pay %2 to return %3 from your graveyard to the battlefield tapped?").arg(c.playerName(so.controller), e.cost.text, name),
              {QStringLiteral("Pay %1: return %2").arg(e.cost.text, name), QStringLiteral("Don't pay")});
}

void becomeNight(Context &c, const Effect &, const StackObject &so)
{
    if (c.s().designation != DayNight::Night)
        dayNight::setDesignation(c, DayNight::Night, c.sourceName(so), QStringLiteral("CR 730.1"), 0);
}

// The Celestus: if it's night, it becomes day; otherwise (day or neither) night.
void switchDayNight(Context &c, const Effect &, const StackObject &so)
{
    dayNight::setDesignation(c, c.s().designation == DayNight::Night ? DayNight::Day : DayNight::Night, c.sourceName(so),
                             QStringLiteral("CR 730.1"), 0);
}

// Not a mana ability when it is a loyalty ability (Arlinn ruling): it resolved from the stack.
void addMana(Context &c, const Effect &e, const StackObject &so)
{
    for (int col = 0; col < kColorCount; ++col)
        for (int n = 0; n < e.mana.colored[col]; ++n)
            c.s().players[so.controller].manaPool.append(static_cast<Color>(col));
    c.report(Event::Type::ManaAdded, so.controller, QStringLiteral("%1 adds %2.").arg(c.playerName(so.controller), e.mana.text),
             QStringLiteral("CR 106.4"));
}

// Kessig Naturalist: add {R} or {G}; it stays until end of turn.
void addManaChoice(Context &c, const Effect &, const StackObject &so)
{
    askOption(c, so, {Continuation::Kind::ManaColor}, QStringLiteral("%1: add {R} or {G}?").arg(c.sourceName(so)),
              {QStringLiteral("{R}"), QStringLiteral("{G}")});
}

void drawThenDiscard(Context &c, const Effect &, const StackObject &so)
{
    turn::draw(c, so.controller);
    askDiscard(c, so, 1);
}

void mayDrawThenDiscard(Context &c, const Effect &, const StackObject &so)
{
    askOption(c, so, {Continuation::Kind::MayLoot},
              QStringLiteral("%1: you may draw a card; if you do, discard a card.").arg(c.sourceName(so)),
              {QStringLiteral("Draw, then discard"), QStringLiteral("Don't draw")});
}

// "Discard up to N cards, then draw that many cards" (Obsessive Astronomer; Into the Night:
// any number, that many plus one). How many is asked first; the discard itself is a DiscardCards
// decision of exactly that many (decisions.cpp), then the draw (CR 608.2c: in order).
void discardUpToThenDraw(Context &c, const Effect &e, const StackObject &so)
{
    const int hand = int(c.s().players[so.controller].hand.size());
    const int most = e.anyNumber ? hand : std::min(e.count, hand);
    if (most == 0) {
        for (int i = 0; i < e.plus; ++i)
            turn::draw(c, so.controller);
        return;
    }
    QStringList labels{QStringLiteral("Discard no cards")};
    for (int n = 1; n <= most; ++n)
        labels << (n == 1 ? QStringLiteral("Discard 1 card") : QStringLiteral("Discard %1 cards").arg(n));
    const QString upTo = e.anyNumber ? QStringLiteral("any number of cards") : QStringLiteral("up to %1 cards").arg(e.count);
    const QString plus = e.plus > 0 ? QStringLiteral(" plus %1").arg(e.plus) : QString();
    askOption(c, so, {Continuation::Kind::DiscardThenDraw},
              QStringLiteral("%1, discard %2, then draw that many%3.").arg(c.playerName(so.controller), upTo, plus), labels);
}

void scry(Context &c, const Effect &, const StackObject &so)
{
    lookAtTop(c, so, Continuation::Kind::Scry);
}

void surveil(Context &c, const Effect &, const StackObject &so)
{
    lookAtTop(c, so, Continuation::Kind::Surveil);
}

// Play with Fire: only if its damage was dealt to a player.
void scryIfPlayerDamaged(Context &c, const Effect &, const StackObject &so)
{
    if (targetOf(so, 0) < 0)
        lookAtTop(c, so, Continuation::Kind::Scry);
}

void untapEnchanted(Context &c, const Effect &, const StackObject &so)
{
    const Permanent *aura = c.s().permanent(so.sourceObjectId);
    if (Permanent *p = aura ? c.s().permanent(aura->attachedTo) : nullptr) {
        p->tapped = false;
        c.report(Event::Type::Untapped, so.controller, QStringLiteral("%1 untaps.").arg(c.face(*p).name), QStringLiteral("CR 701.26b")).objectId = p->objectId;
    }
}

// Syncopate: counter target spell unless its controller pays {X}; if countered this way, exile
// it (counterUnlessPaid() asks, even for {0}).
void counterUnlessPays(Context &c, const Effect &e, const StackObject &so)
{
    UnlessCost tax;
    tax.mana = ManaCost();
    tax.mana->generic = so.amount;
    tax.mana->text = tax.mana->symbolText();
    counterUnlessPaid(c, so, targetOf(so, e.target), tax, true);
}

// Increasing Vengeance: copies are put on the stack, not cast (CR 707.10): they never count for
// day and night. Twice if it was cast from a graveyard.
void copyTargetSpell(Context &c, const Effect &e, const StackObject &so)
{
    const int target = targetOf(so, e.target);
    const int copies = so.castFromGraveyard && e.copiesFromGraveyard > 0 ? e.copiesFromGraveyard : 1;
    for (int i = 0; i < c.s().stack.size(); ++i) {
        if (c.s().stack[i].objectId != target)
            continue;
        for (int n = 0; n < copies; ++n) {
            StackObject copy = c.s().stack[i];
            copy.objectId = c.s().nextObjectId++;
            copy.isCopy = true;
            copy.castFromGraveyard = false;
            copy.controller = so.controller;
            c.s().stack.append(copy);
            c.report(Event::Type::SpellCopied, so.controller,
                     QStringLiteral("A copy of %1 goes on the stack (a copy is not cast: it counts for nobody).").arg(c.cardName(copy.cardId)),
                     QStringLiteral("CR 707.10"), 0).objectId = copy.objectId;
        }
        return;
    }
}

// Howlpack Piper: a creature card from your hand onto the battlefield (not cast: it counts for
// nothing, R3; at night a daybound one enters back face up, ruling 7). Options name cards by
// their position in hand (card ids are not kept by a saved game).
void mayPutCreatureFromHand(Context &c, const Effect &, const StackObject &so)
{
    QStringList labels;
    Continuation then{Continuation::Kind::PutFromHand};
    const QList<int> &hand = c.s().players[so.controller].hand;
    for (int i = 0; i < hand.size(); ++i)
        if (c.definition(hand[i]).front().hasType(QStringLiteral("Creature"))) {
            labels << QStringLiteral("Put %1 onto the battlefield").arg(c.cardName(hand[i]));
            then.positions << i;
        }
    if (labels.isEmpty())
        return;
    labels << QStringLiteral("Put nothing");
    askOption(c, so, then, QStringLiteral("%1: you may put a creature card from your hand onto the battlefield.").arg(c.sourceName(so)), labels);
}

// "six", "four": how many cards, in words as the cards say it.
QString countWord(int n)
{
    static const char *const words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    return n >= 0 && n <= 10 ? QLatin1String(words[n]) : QString::number(n);
}

// Look at the top `count` cards; you may reveal a creature card (with mana value `maxManaValue`
// or less, if given) and put it into your hand; the rest go to the bottom in a random order
// (Wildsong Howler). Gavony Dawnguard's "in any order" is its controller's choice: a random
// order is one they could choose, and tells nobody more. The cards are named only in the
// labels, which the chooser alone sees; the log says how many were looked at.
void lookAtTopTakeCreature(Context &c, const Effect &e, const StackObject &so)
{
    const auto &library = c.s().players[so.controller].library;
    QStringList labels;
    Continuation then{Continuation::Kind::TakeFromTop};
    then.count = e.count;
    for (int i = int(library.size()) - 1; i >= 0 && i >= int(library.size()) - e.count; --i)
        if (c.definition(library[i]).front().hasType(QStringLiteral("Creature")) && (!e.maxManaValue || c.manaValue(library[i]) <= *e.maxManaValue)) {
            labels << QStringLiteral("Take %1").arg(c.cardName(library[i]));
            then.positions << int(library.size()) - 1 - i; // position from the top
        }
    labels << QStringLiteral("Take nothing");
    const QString looks = QStringLiteral("%1 looks at the top %2 cards of their library").arg(c.playerName(so.controller), countWord(e.count));
    const QString which = e.maxManaValue ? QStringLiteral(" with mana value %1 or less").arg(*e.maxManaValue) : QString();
    askOption(c, so, then, QStringLiteral("%1: take a creature card%2?").arg(looks, which), labels, looks + QLatin1Char('.'));
}

// Celestus Sanctifier: look at the top `count` cards of your library and put one of them into
// your graveyard; the others stay on top in their order. The log names only the card that goes
// to the graveyard (a public zone, CR 400.2); the labels name them for the chooser alone.
void lookAtTopPutOneIntoGraveyard(Context &c, const Effect &e, const StackObject &so)
{
    const auto &library = c.s().players[so.controller].library;
    const int seen = std::min(e.count, int(library.size()));
    if (seen == 0)
        return;
    QStringList labels;
    Continuation then{Continuation::Kind::PutOneOfTopIntoGraveyard};
    for (int k = 0; k < seen; ++k) {
        labels << QStringLiteral("Put %1 into your graveyard").arg(c.cardName(library[library.size() - 1 - k]));
        then.positions << k; // position from the top
    }
    const QString looks = QStringLiteral("%1 looks at the top %2 of their library").arg(c.playerName(so.controller),
                                                                                        seen == 1 ? QStringLiteral("card") : QStringLiteral("%1 cards").arg(seen));
    askOption(c, so, then, looks + QStringLiteral(": put one of them into the graveyard."), labels, looks + QLatin1Char('.'));
}

// Brutal Cathar: nothing is exiled if it left before this resolved (ruling).
void exileUntilSourceLeaves(Context &c, const Effect &e, const StackObject &so)
{
    const Permanent *source = c.s().permanent(so.sourceObjectId);
    const int target = targetOf(so, e.target);
    const Permanent *victim = c.s().permanent(target);
    if (!source || !victim) {
        c.report(Event::Type::AbilityResolved, so.controller,
                 QStringLiteral("Nothing is exiled: %1 is no longer on the battlefield.").arg(source ? c.targetName(target) : c.sourceName(so)),
                 QStringLiteral("CR 610.3"));
        return;
    }
    const bool token = c.s().cards[victim->cardId].token;
    const int cardId = victim->cardId;
    battlefield::leaveBattlefield(c, target, c.sourceName(so), QStringLiteral("CR 406.3"), battlefield::Destination::Exile);
    if (!token)
        if (Permanent *cathar = c.s().permanent(so.sourceObjectId))
            cathar->linkedExile.append(cardId);
}

// Arlinn's 0: until end of turn a 5/5 Werewolf creature with trample, indestructible and haste.
// It lasts across a transform (Arlinn ruling, CR 712.18).
void becomeCreature(Context &c, const Effect &e, const StackObject &so)
{
    if (!c.s().permanent(so.sourceObjectId))
        return;
    ContinuousEffect t;
    t.kind = ContinuousEffect::Kind::BecomeCreature;
    t.objectId = so.sourceObjectId;
    t.power = e.power;
    t.toughness = e.toughness;
    t.keywords = e.keywords;
    t.subtypes = {QStringLiteral("Werewolf")};
    t.source = c.sourceName(so);
    t.duration = ContinuousEffect::Duration::EndOfTurn;
    c.s().continuousEffects.append(t);
    c.report(Event::Type::AbilityResolved, so.controller,
             QStringLiteral("%1 becomes a %2/%3 Werewolf creature until end of turn.").arg(c.sourceName(so)).arg(e.power).arg(e.toughness),
             QStringLiteral("CR 613.1d"));
}

// Arlinn's +1: until your next turn, creature spells with flash, and each creature of yours
// enters with an extra +1/+1 counter.
void creatureFlashAndCounters(Context &c, const Effect &, const StackObject &so)
{
    ContinuousEffect t;
    t.kind = ContinuousEffect::Kind::CreatureFlashAndCounters;
    t.player = so.controller;
    t.source = c.sourceName(so);
    t.duration = ContinuousEffect::Duration::UntilYourNextTurn;
    c.s().continuousEffects.append(t);
    c.report(Event::Type::AbilityResolved, so.controller,
             QStringLiteral("Until %1's next turn: creature spells with flash, and each creature of theirs enters with an extra +1/+1 counter.").arg(c.playerName(so.controller)),
             QStringLiteral("CR 611.2"));
}

// Curse of Leeches: the enchanted player loses 1 life and you gain 1 life.
void drainEnchantedPlayer(Context &c, const Effect &e, const StackObject &so)
{
    const Permanent *curse = c.s().permanent(so.sourceObjectId);
    const int victim = curse ? curse->attachedToPlayer : -1;
    if (victim < 0)
        return;
    c.s().players[victim].life = clampAmount(qint64(c.s().players[victim].life) - e.amount);
    c.s().players[so.controller].life = clampAmount(qint64(c.s().players[so.controller].life) + e.amount);
    c.report(Event::Type::LifeChanged, victim,
             QStringLiteral("%1 loses %2 life and %3 gains %2.").arg(c.playerName(victim)).arg(e.amount).arg(c.playerName(so.controller)),
             QStringLiteral("CR 119.3"));
}

// Graveyard Trespasser // Graveyard Glutton: exile each target card still in a graveyard (CR
// 608.2b: one that has left is not affected); for each creature card exiled this way, each
// opponent loses `amount` life and you gain `amount` life (CR 119.3).
void exileTargetCardsDrainPerCreature(Context &c, const Effect &e, const StackObject &so)
{
    int creatures = 0;
    for (int t : so.targets) {
        if (!isGraveyardCardTarget(t))
            continue;
        const int cardId = cardOfTarget(t);
        for (Player &p : c.s().players) {
            if (!p.graveyard.removeOne(cardId))
                continue;
            Player &owner = c.s().players[c.s().cards[cardId].owner];
            owner.exile.append(cardId);
            c.report(Event::Type::PermanentLeft, so.controller, QStringLiteral("%1 is exiled from %2's graveyard.").arg(c.cardName(cardId), p.name),
                     QStringLiteral("CR 406.3")).cardId = cardId;
            if (c.definition(cardId).front().hasType(QStringLiteral("Creature")))
                ++creatures;
            break;
        }
    }
    if (creatures == 0 || e.amount == 0)
        return;
    const int drain = int(std::min<qint64>(qint64(creatures) * e.amount, kMaxAmount));
    for (int o : c.opponents(so.controller))
        loseLife(c, o, drain);
    gainLife(c, so.controller, drain);
}

// "Each creature blocking it gets -1/-1 until end of turn" (Baneblade Scoundrel): the creatures
// blocking the source as this resolves (CR 611.2c); none once it has left combat.
void pumpEachCreatureBlockingSelf(Context &c, const Effect &e, const StackObject &so)
{
    QList<int> blockers;
    for (const Permanent &p : std::as_const(c.s()).battlefield)
        if (p.blocking > 0 && p.blocking == so.sourceObjectId)
            blockers.append(p.objectId);
    for (int id : blockers)
        pump(c, e, so, id);
}

// "That creature's controller loses 1 life" (Baneclaw Marauder): the player the event named
// (CR 119.3); nothing if they have left the game (CR 800.4a).
void eventPlayerLosesLife(Context &c, const Effect &e, const StackObject &so)
{
    const int p = so.eventPlayer;
    if (p < 0 || p >= c.s().players.size() || c.s().players[p].hasLost || e.amount == 0)
        return;
    loseLife(c, p, e.amount);
}

// "Deals 1 damage to any target. A creature dealt damage this way can't block this turn"
// (Ballista Wielder): a player or planeswalker is only dealt the damage.
void damageTargetCantBlock(Context &c, const Effect &e, const StackObject &so)
{
    const int t = targetOf(so, e.target);
    if (t == 0)
        return;
    const Permanent *p = c.s().permanent(t);
    const bool creature = p && c.characteristics(*p).isCreature() && e.amount > 0;
    targeting::dealDamage(c, c.sourceName(so), so.sourceObjectId, t, e.amount, false);
    if (!creature || !c.s().permanent(t))
        return;
    ContinuousEffect cant;
    cant.kind = ContinuousEffect::Kind::Pump;
    cant.objectId = t;
    cant.keywords = {QStringLiteral("Can't block")};
    cant.source = c.sourceName(so);
    cant.duration = ContinuousEffect::Duration::EndOfTurn; // CR 514.2
    c.s().continuousEffects.append(cant);
    c.report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1 can't block this turn.").arg(c.face(*c.s().permanent(t)).name),
             QStringLiteral("CR 611.2")).objectId = t;
}

} // namespace
} // namespace rules::effects

namespace rules::vocabulary {

const QList<EffectWordInfo> &effects()
{
    using namespace rules::effects;
    using W = Word<EffectWord>;
    static const QList<EffectWordInfo> table{
        {W{EffectWord::CreateTokens, "createTokens", "token count", "create `count` tokens defined by `cards/<token>.json`"}, &createTokens},
        {W{EffectWord::Draw, "draw", "count", "its controller draws `count` cards"}, &draw},
        {W{EffectWord::GainLife, "gainLife", "amount", "its controller gains `amount` life"}, &gainLife},
        {W{EffectWord::GainLifeEqualToAmount, "gainLifeEqualToAmount", "", "gain life equal to the ability's amount (the power it had as it died)"}, &gainLifeEqualToAmount},
        {W{EffectWord::DamageEachOpponent, "damageEachOpponent", "amount", "deal `amount` damage to each opponent"}, &damageEachOpponent},
        {W{EffectWord::AddCounterSelf, "addCounterSelf", "", "a +1/+1 counter on the ability's source"}, &addCounterSelf},
        {W{EffectWord::TransformSelf, "transformSelf", "", "transform the source, unless it transformed since the ability triggered (CR 701.27f)"}, &transformSelf},
        {W{EffectWord::BecomeNightThenTransformHumanWerewolves, "becomeNightThenTransformHumanWerewolves", "",
           "Tovolar: it becomes night, then its controller chooses any number of Human Werewolves to transform (ruling 12)"}, &becomeNightThenTransformHumanWerewolves},
        {W{EffectWord::TransformAllHumans, "transformAllHumans", "", "Moonmist: every Human that can transform (not daybound or nightbound ones, ruling 8)"}, &transformAllHumans},
        {W{EffectWord::PreventNonWolfCombatDamage, "preventNonWolfCombatDamage", "", "Moonmist: combat damage by non-Wolves and non-Werewolves is prevented this turn"}, &preventNonWolfCombatDamage},
        {W{EffectWord::Damage, "damage", "amount target", "deal `amount` damage to a target (CR 120)"}, &damage},
        {W{EffectWord::DamageEqualToPower, "damageEqualToPower", "source target", "target `source` deals damage equal to its power to target `target` (Wolf Strike)"}, &damageEqualToPower},
        {W{EffectWord::Fight, "fight", "a b", "the two targets fight (CR 701.12); no damage if either is illegal"}, &fight},
        {W{EffectWord::PumpTarget, "pumpTarget", "target power toughness keywords onlyAtNight nightPower nightToughness plusX",
           "a target gets +power/+toughness (and keywords) until end of turn (CR 514.2); \"if it's night\" is read on resolution"}, &pumpTarget},
        {W{EffectWord::PumpSelf, "pumpSelf", "power toughness keywords onlyAtNight nightPower nightToughness plusX", "the same for the ability's source"}, &pumpSelf},
        {W{EffectWord::PumpCreaturesYouControl, "pumpCreaturesYouControl", "power toughness keywords",
           "each creature you control as it resolves gets +power/+toughness (and keywords) until end of turn (CR 611.2c)"}, &pumpCreaturesYouControl},
        {W{EffectWord::AddCounterTarget, "addCounterTarget", "target count", "`count` +1/+1 counters on a target"}, &addCounterTarget},
        {W{EffectWord::AddCountersEachCreatureYouControl, "addCountersEachCreatureYouControl", "count", "`count` +1/+1 counters on each creature you control (Hollowhenge Huntmaster)"}, &addCountersEachCreatureYouControl},
        {W{EffectWord::DestroyTarget, "destroyTarget", "target", "destroy a target (CR 701.8)"}, &destroyTarget},
        {W{EffectWord::MayTapOrUntapTarget, "mayTapOrUntapTarget", "target", "you may tap or untap a target: a choice of tap, untap or neither (Component Collector)"}, &mayTapOrUntapTarget},
        {W{EffectWord::MayPayReturnFromGraveyard, "mayPayReturnFromGraveyard", "cost",
           "you may pay `cost`; if you do, this card returns from your graveyard to the battlefield tapped (Sunstreak Phoenix)"}, &mayPayReturnFromGraveyard},
        {W{EffectWord::BecomeNight, "becomeNight", "", "it becomes night (CR 730.1)"}, &becomeNight},
        {W{EffectWord::SwitchDayNight, "switchDayNight", "", "if it's night, it becomes day; otherwise night (The Celestus)"}, &switchDayNight},
        {W{EffectWord::AddMana, "addMana", "mana", "add `mana` through the stack (Arlinn's +2 is not a mana ability)"}, &addMana},
        {W{EffectWord::DamageThatMuch, "damageThatMuch", "target", "\"that much damage\" to a target (Ill-Tempered Loner, Howlpack Avenger)"}, &damageThatMuch},
        {W{EffectWord::AddManaChoice, "addManaChoice", "", "Kessig Naturalist: add {R} or {G} (a choice); it is not lost as steps end this turn"}, &addManaChoice},
        {W{EffectWord::DrawThenDiscard, "drawThenDiscard", "", "loot: draw a card, then discard a card (Suspicious Stowaway)"}, &drawThenDiscard},
        {W{EffectWord::MayDrawThenDiscard, "mayDrawThenDiscard", "", "\"you may draw a card; if you do, discard a card\" (The Celestus)"}, &mayDrawThenDiscard},
        {W{EffectWord::DiscardUpToThenDraw, "discardUpToThenDraw", "count anyNumber plus",
           "discard up to `count` cards (any number with `anyNumber`), then draw that many plus `plus` (Obsessive Astronomer, Into the Night)"}, &discardUpToThenDraw},
        {W{EffectWord::Scry, "scry", "", "scry 1 (CR 701.22)"}, &scry},
        {W{EffectWord::Surveil, "surveil", "", "surveil 1 (CR 701.25)"}, &surveil},
        {W{EffectWord::ScryIfPlayerDamaged, "scryIfPlayerDamaged", "", "scry 1 if the spell's first target is a player (Play with Fire)"}, &scryIfPlayerDamaged},
        {W{EffectWord::UntapEnchanted, "untapEnchanted", "", "untap the enchanted creature (Howl of the Hunt)"}, &untapEnchanted},
        {W{EffectWord::CounterUnlessPays, "counterUnlessPays", "target", "Syncopate: counter target spell unless its controller pays {X}; exiled if countered"}, &counterUnlessPays},
        {W{EffectWord::CopyTargetSpell, "copyTargetSpell", "target copiesFromGraveyard", "Increasing Vengeance: copies are not cast (CR 707.10)"}, &copyTargetSpell},
        {W{EffectWord::MayPutCreatureFromHand, "mayPutCreatureFromHand", "", "Howlpack Piper: a creature card from hand onto the battlefield; untap the source if it's a Wolf or Werewolf"}, &mayPutCreatureFromHand},
        {W{EffectWord::LookAtTopTakeCreature, "lookAtTopTakeCreature", "count maxManaValue",
           "look at the top `count` cards, you may take a creature card (of mana value `maxManaValue` or less, if given); the rest to the bottom in a random order (Wildsong Howler, Gavony Dawnguard)"}, &lookAtTopTakeCreature},
        {W{EffectWord::LookAtTopPutOneIntoGraveyard, "lookAtTopPutOneIntoGraveyard", "count",
           "look at the top `count` cards of your library, put one of them into your graveyard, the rest stay on top (Celestus Sanctifier)"}, &lookAtTopPutOneIntoGraveyard},
        {W{EffectWord::ExileUntilSourceLeaves, "exileUntilSourceLeaves", "target", "Brutal Cathar: exiled until the source leaves the battlefield (a transform is not leaving)"}, &exileUntilSourceLeaves},
        {W{EffectWord::BecomeCreature, "becomeCreature", "power toughness keywords", "Arlinn's 0: a power/toughness Werewolf creature until end of turn, across a transform"}, &becomeCreature},
        {W{EffectWord::CreatureFlashAndCounters, "creatureFlashAndCounters", "", "Arlinn's +1: until your next turn, creature spells with flash and an extra +1/+1 counter"}, &creatureFlashAndCounters},
        {W{EffectWord::DrainEnchantedPlayer, "drainEnchantedPlayer", "amount", "Curse of Leeches: the enchanted player loses `amount` life and you gain that much"}, &drainEnchantedPlayer},
        {W{EffectWord::ExileTargetCardsDrainPerCreature, "exileTargetCardsDrainPerCreature", "amount",
           "exile every target card still in a graveyard; for each creature card exiled this way, each opponent loses `amount` life and you gain `amount` life (Graveyard Trespasser)"},
         &exileTargetCardsDrainPerCreature},
        {W{EffectWord::PumpEachCreatureBlockingSelf, "pumpEachCreatureBlockingSelf", "power toughness",
           "each creature blocking the source as it resolves gets +power/+toughness until end of turn (Baneblade Scoundrel)"}, &pumpEachCreatureBlockingSelf},
        {W{EffectWord::EventPlayerLosesLife, "eventPlayerLosesLife", "amount",
           "the player the trigger's event named loses `amount` life: \"that creature's controller\" (Baneclaw Marauder)"}, &eventPlayerLosesLife},
        {W{EffectWord::DamageTargetCantBlock, "damageTargetCantBlock", "amount target",
           "deal `amount` damage to a target; a creature dealt damage this way can't block this turn (Ballista Wielder)"}, &damageTargetCantBlock},
    };
    return table;
}

} // namespace rules::vocabulary
