// Effects (CR 608.2c): what resolving spells and abilities do, in the script vocabulary of
// resources/cards/SCHEMA.md. A choice pauses the instructions (state.pendingEffects) until it is
// answered (decisions.cpp).
#include "effects.h"

#include "areas.h"
#include "daynight.h"

namespace rules::effects {

static void lookAtTop(Context &c, const StackObject &so, const QString &purpose);
static void applyEffect(Context &c, const QJsonObject &e, const StackObject &so);

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

bool applyEffects(Context &c, const QJsonArray &effects, const StackObject &so, int from, int spellCardId)
{
    for (int i = from; i < effects.size(); ++i) {
        applyEffect(c, effects[i].toObject(), so);
        if (c.s().decision.kind != PendingDecision::Kind::None && c.s().decision.stackObjectId == so.objectId
            && (c.s().decision.kind == PendingDecision::Kind::ChooseOption || c.s().decision.kind == PendingDecision::Kind::DiscardCards)) {
            // Paused for a choice: go on from the next instruction once it is answered.
            c.s().pendingEffects.append({so, effects, i + 1, spellCardId});
            return false;
        }
    }
    if (spellCardId >= 0)
        stack::spellLeavesStack(c, so); // CR 608.2n
    return true;
}

void askOption(Context &c, const StackObject &so, const QString &purpose, const QString &prompt, const QStringList &labels, const QString &logText)
{
    PendingDecision d;
    d.kind = PendingDecision::Kind::ChooseOption;
    d.player = so.controller;
    d.stackObjectId = so.objectId;
    d.purpose = purpose;
    d.labels = labels;
    for (int i = 0; i < labels.size(); ++i)
        d.options.append(i);
    d.prompt = prompt;
    c.s().decision = d;
    // The log is public; a prompt may show a hidden card to the player deciding only.
    c.report(Event::Type::DecisionRequired, so.controller, logText.isEmpty() ? prompt : logText, QStringLiteral("CR 608.2d"));
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

static void lookAtTop(Context &c, const StackObject &so, const QString &purpose)
{
    // Scry 1 / surveil 1 (CR 701.22, 701.25): look at the top card, then decide.
    const auto &library = c.s().players[so.controller].library;
    if (library.isEmpty())
        return;
    const QString top = c.cardName(library.last());
    const bool scry = purpose == QLatin1String("scry");
    const QString verb = scry ? QStringLiteral("scries") : QStringLiteral("surveils");
    askOption(c, so, purpose,
              QStringLiteral("%1 %2 1: the top card of your library is %3.").arg(c.playerName(so.controller), verb, top),
              {QStringLiteral("Keep %1 on top").arg(top),
               scry ? QStringLiteral("Put %1 on the bottom").arg(top) : QStringLiteral("Put %1 into your graveyard").arg(top)},
              QStringLiteral("%1 %2 1 (CR %3).").arg(c.playerName(so.controller), verb, scry ? QStringLiteral("701.22") : QStringLiteral("701.25")));
}

static void applyEffect(Context &c, const QJsonObject &e, const StackObject &so)
{
    const QString effect = e.value(QStringLiteral("effect")).toString();
    const int controller = so.controller;
    if (effect == QLatin1String("createTokens")) {
        QList<int> ids;
        for (int i = 0; i < e.value(QStringLiteral("count")).toInt(1); ++i)
            ids.append(battlefield::createCard(c, e.value(QStringLiteral("token")).toString(), controller, true));
        battlefield::enterTogether(c, ids, controller, false, {});
    } else if (effect == QLatin1String("draw")) {
        for (int i = 0; i < e.value(QStringLiteral("count")).toInt(1); ++i)
            turn::draw(c, controller);
    } else if (effect == QLatin1String("gainLife")) {
        const int amount = e.value(QStringLiteral("amount")).toInt();
        c.s().players[controller].life += amount;
        c.report(Event::Type::LifeChanged, controller, QStringLiteral("%1 gains %2 life.").arg(c.playerName(controller)).arg(amount),
               QStringLiteral("CR 119.3"));
    } else if (effect == QLatin1String("gainLifeEqualToAmount")) {
        c.s().players[controller].life += so.amount;
        c.report(Event::Type::LifeChanged, controller, QStringLiteral("%1 gains %2 life.").arg(c.playerName(controller)).arg(so.amount),
               QStringLiteral("CR 119.3"));
    } else if (effect == QLatin1String("damageEachOpponent")) {
        const int amount = e.value(QStringLiteral("amount")).toInt();
        for (int o : c.opponents(controller)) {
            c.s().players[o].life -= amount;
            c.report(Event::Type::DamageDealt, o, QStringLiteral("%1 deals %2 damage to %3.").arg(c.definition(so.cardId).faces[so.face].name).arg(amount).arg(c.playerName(o)),
                   QStringLiteral("CR 120.3"));
        }
    } else if (effect == QLatin1String("addCounterSelf")) {
        if (Permanent *p = c.s().permanent(so.sourceObjectId)) {
            p->counters[QStringLiteral("+1/+1")] += 1;
            c.report(Event::Type::CounterAdded, controller, QStringLiteral("%1 gets a +1/+1 counter.").arg(c.face(*p).name),
                   QStringLiteral("CR 122.1")).objectId = p->objectId;
        }
    } else if (effect == QLatin1String("transformSelf")) {
        Permanent *p = c.s().permanent(so.sourceObjectId);
        // CR 701.27f: only if it has not transformed since the ability went on the stack.
        if (!p || p->transformCount != so.sourceTransformCount) {
            c.report(Event::Type::AbilityResolved, controller,
                   QStringLiteral("Nothing transforms: the permanent already transformed or left since the ability triggered."),
                   QStringLiteral("CR 701.27f"));
        } else if (!c.canTransform(*p, false)) {
            c.report(Event::Type::AbilityResolved, controller, QStringLiteral("%1 can't transform.").arg(c.face(*p).name),
                   QStringLiteral("CR 101.2"));
        } else {
            dayNight::transform(c, *p, QStringLiteral("its own upkeep ability"), QStringLiteral("CR 701.27a"), 0);
        }
    } else if (effect == QLatin1String("becomeNightThenTransformHumanWerewolves")) {
        // Tovolar (ruling 12): it becomes night (daybound permanents flip at once), then its
        // controller transforms any number of Human Werewolves they control that can transform.
        if (c.s().designation != DayNight::Night)
            dayNight::setDesignation(c, DayNight::Night, QStringLiteral("%1's ability").arg(c.definition(so.cardId).faces[so.face].name),
                           QStringLiteral("CR 730.1"), 0);
        QList<int> options;
        for (const Permanent &p : c.s().battlefield) {
            const Characteristics ch = c.characteristics(p);
            if (p.controller == controller && ch.isHuman() && ch.subtypes.contains(QStringLiteral("Werewolf")) && c.canTransform(p, false))
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
    } else if (effect == QLatin1String("transformAllHumans")) {
        // Moonmist: every Human double-faced permanent that can transform; daybound and
        // nightbound ones can't (ruling 8, CR 702.145b/e).
        QList<int> ids;
        for (const Permanent &p : c.s().battlefield)
            if (c.characteristics(p).isHuman() && c.definition(p.cardId).isDoubleFaced())
                ids.append(p.objectId);
        for (int id : ids) {
            Permanent *p = c.s().permanent(id);
            if (c.canTransform(*p, false))
                dayNight::transform(c, *p, QStringLiteral("Moonmist"), QStringLiteral("CR 701.27a"), 0);
            else
                c.report(Event::Type::AbilityResolved, controller,
                       QStringLiteral("%1 does not transform: a daybound or nightbound permanent transforms only by day and night (ruling 8).").arg(c.face(*p).name),
                       QStringLiteral("CR 702.145b"), 8).objectId = id;
        }
    } else if (effect == QLatin1String("damage")) {
        const int t = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        if (t != 0)
            targeting::dealDamage(c, c.sourceName(so), so.sourceObjectId, t, e.value(QStringLiteral("amount")).toInt(), false);
    } else if (effect == QLatin1String("damageThatMuch")) {
        const int t = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        if (t != 0)
            targeting::dealDamage(c, c.sourceName(so), so.sourceObjectId, t, so.amount, false);
    } else if (effect == QLatin1String("damageEqualToPower")) {
        // "Then it deals damage equal to its power to target creature" (Wolf Strike).
        const Permanent *from = c.s().permanent(so.targets.value(e.value(QStringLiteral("source")).toInt(), 0));
        const int t = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        if (from && t != 0)
            targeting::dealDamage(c, c.face(*from).name, from->objectId, t, std::max(0, c.power(*from)), false);
    } else if (effect == QLatin1String("fight")) {
        // CR 701.12a: each deals damage equal to its power to the other; if either target is
        // illegal, no damage is dealt (Prey Upon ruling).
        const Permanent *a = c.s().permanent(so.targets.value(e.value(QStringLiteral("a")).toInt(), 0));
        const Permanent *b = c.s().permanent(so.targets.value(e.value(QStringLiteral("b")).toInt(), 0));
        if (!a || !b) {
            c.report(Event::Type::AbilityResolved, controller, QStringLiteral("No fight: one of the creatures is no longer a legal target."),
                   QStringLiteral("CR 701.12b"));
            return;
        }
        const int pa = std::max(0, c.power(*a)), pb = std::max(0, c.power(*b));
        const int ida = a->objectId, idb = b->objectId;
        const QString na = c.face(*a).name, nb = c.face(*b).name;
        targeting::dealDamage(c, na, ida, idb, pa, false);
        targeting::dealDamage(c, nb, idb, ida, pb, false);
    } else if (effect == QLatin1String("pumpTarget") || effect == QLatin1String("pumpSelf")) {
        const int id = effect == QLatin1String("pumpSelf") ? so.sourceObjectId : so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        Permanent *p = c.s().permanent(id);
        if (!p)
            return;
        const bool night = c.s().designation == DayNight::Night; // R17: checked on resolution
        if (e.value(QStringLiteral("onlyAtNight")).toBool() && !night)
            return;
        TemporaryEffect t;
        t.objectId = id;
        t.power = night && e.contains(QStringLiteral("nightPower")) ? e.value(QStringLiteral("nightPower")).toInt() : e.value(QStringLiteral("power")).toInt();
        t.toughness = night && e.contains(QStringLiteral("nightToughness")) ? e.value(QStringLiteral("nightToughness")).toInt() : e.value(QStringLiteral("toughness")).toInt();
        if (e.value(QStringLiteral("plusX")).toBool())
            t.power += so.amount; // {X}: +X/+0
        for (const QJsonValue &k : e.value(QStringLiteral("keywords")).toArray())
            t.keywords.append(k.toString());
        t.source = c.sourceName(so);
        c.s().untilEndOfTurn.append(t);
        c.report(Event::Type::AbilityResolved, controller,
               QStringLiteral("%1 gets %2%3/%4%5%6 until end of turn.").arg(c.face(*p).name, t.power >= 0 ? QStringLiteral("+") : QString())
                   .arg(t.power).arg(t.toughness >= 0 ? QStringLiteral("+") : QString()).arg(t.toughness)
                   .arg(t.keywords.isEmpty() ? QString() : QStringLiteral(" and gains ") + t.keywords.join(QStringLiteral(", ")).toLower()),
               QStringLiteral("CR 611.2")).objectId = id;
    } else if (effect == QLatin1String("addCounterTarget")) {
        if (Permanent *p = c.s().permanent(so.targets.value(e.value(QStringLiteral("target")).toInt(), 0))) {
            p->counters[QStringLiteral("+1/+1")] += 1;
            c.report(Event::Type::CounterAdded, controller, QStringLiteral("%1 gets a +1/+1 counter.").arg(c.face(*p).name),
                   QStringLiteral("CR 122.1")).objectId = p->objectId;
        }
    } else if (effect == QLatin1String("destroyTarget")) {
        const int id = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        if (const Permanent *p = c.s().permanent(id)) {
            if (c.characteristics(*p).hasKeyword(QStringLiteral("Indestructible")))
                c.report(Event::Type::AbilityResolved, controller, QStringLiteral("%1 is indestructible.").arg(c.face(*p).name), QStringLiteral("CR 702.12b"));
            else
                battlefield::leaveBattlefield(c, id, QStringLiteral("being destroyed by %1").arg(c.sourceName(so)), QStringLiteral("CR 701.8a"));
        }
    } else if (effect == QLatin1String("becomeNight")) {
        if (c.s().designation != DayNight::Night)
            dayNight::setDesignation(c, DayNight::Night, c.sourceName(so), QStringLiteral("CR 730.1"), 0);
    } else if (effect == QLatin1String("switchDayNight")) {
        // The Celestus: if it's night, it becomes day; otherwise (day or neither) night.
        dayNight::setDesignation(c, c.s().designation == DayNight::Night ? DayNight::Day : DayNight::Night, c.sourceName(so), QStringLiteral("CR 730.1"), 0);
    } else if (effect == QLatin1String("addMana")) {
        // Not a mana ability when it is a loyalty ability (Arlinn ruling): it resolved from the stack.
        const auto mana = ManaCost::parse(e.value(QStringLiteral("mana")).toString());
        for (int ch = 0; mana && ch < kColorCount; ++ch)
            for (int n = 0; n < mana->colored[ch]; ++n)
                c.s().players[controller].manaPool.append(static_cast<Color>(ch));
        c.report(Event::Type::ManaAdded, controller, QStringLiteral("%1 adds %2.").arg(c.playerName(controller), e.value(QStringLiteral("mana")).toString()),
               QStringLiteral("CR 106.4"));
    } else if (effect == QLatin1String("counterUnlessPays")) {
        // Syncopate: counter target spell unless its controller pays {X}; if countered this way,
        // exile it. A spell that can't be countered is unaffected (Howlpack Piper).
        const int target = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        for (const StackObject &t : c.s().stack) {
            if (t.objectId != target)
                continue;
            for (const Ability &ab : c.definition(t.cardId).faces[t.face].abilities)
                if (ab.enforced && ab.script.value(QStringLiteral("static")).toString() == QLatin1String("cantBeCountered")) {
                    c.report(Event::Type::AbilityResolved, controller, QStringLiteral("%1 can't be countered.").arg(c.cardName(t.cardId)),
                           QStringLiteral("CR 101.2"));
                    return;
                }
            ManaCost tax;
            tax.generic = so.amount;
            tax.text = tax.symbolText();
            if (so.amount > 0 && findPayment(tax, 0, mana::manaSources(c, t.controller))) {
                StackObject asking = so;
                asking.controller = t.controller;
                askOption(c, asking, QStringLiteral("payOrCounter:%1").arg(target),
                          QStringLiteral("%1, pay %2 or %3 is countered and exiled?").arg(c.playerName(t.controller), tax.text, c.cardName(t.cardId)),
                          {QStringLiteral("Pay %1").arg(tax.text), QStringLiteral("Don't pay: %1 is exiled").arg(c.cardName(t.cardId))});
            } else {
                stack::counterSpell(c, target, true);
            }
            return;
        }
    } else if (effect == QLatin1String("copyTargetSpell")) {
        // Increasing Vengeance: copies are put on the stack, not cast (CR 707.10): they never
        // count for day and night. Twice if it was cast from a graveyard.
        const int target = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        const int copies = so.castFromGraveyard && e.value(QStringLiteral("copiesFromGraveyard")).toInt() > 0
            ? e.value(QStringLiteral("copiesFromGraveyard")).toInt() : 1;
        for (int i = 0; i < c.s().stack.size(); ++i) {
            if (c.s().stack[i].objectId != target)
                continue;
            for (int n = 0; n < copies; ++n) {
                StackObject copy = c.s().stack[i];
                copy.objectId = c.s().nextObjectId++;
                copy.isCopy = true;
                copy.castFromGraveyard = false;
                copy.controller = controller;
                c.s().stack.append(copy);
                c.report(Event::Type::SpellCopied, controller,
                       QStringLiteral("A copy of %1 goes on the stack (a copy is not cast: it counts for nobody).").arg(c.cardName(copy.cardId)),
                       QStringLiteral("CR 707.10"), 0).objectId = copy.objectId;
            }
            return;
        }
    } else if (effect == QLatin1String("mayPutCreatureFromHand")) {
        // Howlpack Piper: a creature card from your hand onto the battlefield (not cast: it
        // counts for nothing, R3; at night a daybound one enters back face up, ruling 7).
        // Options name cards by their position in hand (card ids are not kept by a saved game).
        QStringList labels;
        QStringList ids;
        const QList<int> &hand = c.s().players[controller].hand;
        for (int i = 0; i < hand.size(); ++i)
            if (c.definition(hand[i]).front().hasType(QStringLiteral("Creature"))) {
                labels << QStringLiteral("Put %1 onto the battlefield").arg(c.cardName(hand[i]));
                ids << QString::number(i);
            }
        if (labels.isEmpty())
            return;
        labels << QStringLiteral("Put nothing");
        askOption(c, so, QStringLiteral("putFromHand:") + ids.join(QLatin1Char(',')),
                  QStringLiteral("%1: you may put a creature card from your hand onto the battlefield.").arg(c.sourceName(so)), labels);
    } else if (effect == QLatin1String("lookAtSixTakeCreature")) {
        // Wildsong Howler: look at the top six; you may reveal a creature card and take it; the
        // rest go to the bottom in a random order.
        const auto &library = c.s().players[controller].library;
        QStringList labels, ids;
        for (int i = int(library.size()) - 1; i >= 0 && i >= int(library.size()) - 6; --i)
            if (c.definition(library[i]).front().hasType(QStringLiteral("Creature"))) {
                labels << QStringLiteral("Take %1").arg(c.cardName(library[i]));
                ids << QString::number(int(library.size()) - 1 - i); // position from the top
            }
        labels << QStringLiteral("Take nothing");
        askOption(c, so, QStringLiteral("takeFromTopSix:") + ids.join(QLatin1Char(',')),
                  QStringLiteral("%1 looks at the top six cards of their library: take a creature card?").arg(c.playerName(controller)), labels,
                  QStringLiteral("%1 looks at the top six cards of their library.").arg(c.playerName(controller)));
    } else if (effect == QLatin1String("exileUntilSourceLeaves")) {
        // Brutal Cathar: nothing is exiled if it left before this resolved (ruling).
        Permanent *source = c.s().permanent(so.sourceObjectId);
        const int target = so.targets.value(e.value(QStringLiteral("target")).toInt(), 0);
        const Permanent *victim = c.s().permanent(target);
        if (!source || !victim) {
            c.report(Event::Type::AbilityResolved, controller, QStringLiteral("Nothing is exiled: %1 is no longer on the battlefield.").arg(source ? c.targetName(target) : c.sourceName(so)),
                   QStringLiteral("CR 610.3"));
            return;
        }
        const bool token = c.s().cards[victim->cardId].token;
        const int cardId = victim->cardId;
        battlefield::leaveBattlefield(c, target, c.sourceName(so), QStringLiteral("CR 406.3"), battlefield::Destination::Exile);
        if (!token)
            c.s().permanent(so.sourceObjectId)->linkedExile.append(cardId);
    } else if (effect == QLatin1String("becomeCreature")) {
        // Arlinn's 0: until end of turn a 5/5 Werewolf creature with trample, indestructible
        // and haste. It lasts across a transform (Arlinn ruling, CR 712.18).
        if (!c.s().permanent(so.sourceObjectId))
            return;
        TemporaryEffect t;
        t.objectId = so.sourceObjectId;
        t.becomesCreature = true;
        t.basePower = e.value(QStringLiteral("power")).toInt();
        t.baseToughness = e.value(QStringLiteral("toughness")).toInt();
        for (const QJsonValue &k : e.value(QStringLiteral("keywords")).toArray())
            t.keywords.append(k.toString());
        t.subtypes = {QStringLiteral("Werewolf")};
        t.source = c.sourceName(so);
        c.s().untilEndOfTurn.append(t);
        c.report(Event::Type::AbilityResolved, controller, QStringLiteral("%1 becomes a %2/%3 Werewolf creature until end of turn.").arg(c.sourceName(so)).arg(t.basePower).arg(t.baseToughness),
               QStringLiteral("CR 613.1d"));
    } else if (effect == QLatin1String("creatureFlashAndCounters")) {
        c.s().untilYourNextTurn.append({controller, QStringLiteral("creatureFlashAndCounters")});
        c.report(Event::Type::AbilityResolved, controller,
               QStringLiteral("Until %1's next turn: creature spells with flash, and each creature of theirs enters with an extra +1/+1 counter.").arg(c.playerName(controller)),
               QStringLiteral("CR 611.2"));
    } else if (effect == QLatin1String("drainEnchantedPlayer")) {
        // Curse of Leeches: the enchanted player loses 1 life and you gain 1 life.
        const Permanent *curse = c.s().permanent(so.sourceObjectId);
        const int victim = curse ? curse->attachedToPlayer : -1;
        const int amount = e.value(QStringLiteral("amount")).toInt(1);
        if (victim < 0)
            return;
        c.s().players[victim].life -= amount;
        c.s().players[controller].life += amount;
        c.report(Event::Type::LifeChanged, victim, QStringLiteral("%1 loses %2 life and %3 gains %2.").arg(c.playerName(victim)).arg(amount).arg(c.playerName(controller)),
               QStringLiteral("CR 119.3"));
    } else if (effect == QLatin1String("untapEnchanted")) {
        const Permanent *aura = c.s().permanent(so.sourceObjectId);
        if (Permanent *p = aura ? c.s().permanent(aura->attachedTo) : nullptr) {
            p->tapped = false;
            c.report(Event::Type::Untapped, controller, QStringLiteral("%1 untaps.").arg(c.face(*p).name), QStringLiteral("CR 701.26b")).objectId = p->objectId;
        }
    } else if (effect == QLatin1String("addManaChoice")) {
        // Kessig Naturalist: add {R} or {G}; it stays until end of turn.
        askOption(c, so, QStringLiteral("manaColor"), QStringLiteral("%1: add {R} or {G}?").arg(c.sourceName(so)), {QStringLiteral("{R}"), QStringLiteral("{G}")});
    } else if (effect == QLatin1String("drawThenDiscard")) {
        turn::draw(c, controller);
        askDiscard(c, so, 1);
    } else if (effect == QLatin1String("mayDrawThenDiscard")) {
        askOption(c, so, QStringLiteral("mayLoot"), QStringLiteral("%1: you may draw a card; if you do, discard a card.").arg(c.sourceName(so)),
                  {QStringLiteral("Draw, then discard"), QStringLiteral("Don't draw")});
    } else if (effect == QLatin1String("scry") || effect == QLatin1String("surveil")) {
        lookAtTop(c, so, effect);
    } else if (effect == QLatin1String("scryIfPlayerDamaged")) {
        // Play with Fire: only if its damage was dealt to a player.
        const int t = so.targets.value(0, 0);
        if (t < 0)
            lookAtTop(c, so, QStringLiteral("scry"));
    } else if (effect == QLatin1String("preventNonWolfCombatDamage")) {
        c.s().preventNonWolfCombatDamage = true;
        c.report(Event::Type::AbilityResolved, controller,
               QStringLiteral("This turn, combat damage by creatures other than Wolves and Werewolves is prevented."), QStringLiteral("CR 615.1"));
    }
}

} // namespace rules::effects
