// Answering pending decisions (ARCHITECTURE.md: the engine stops and waits; the table or a
// scenario answers with Action::Type::ChooseCards).
#include "decisions.h"

#include "areas.h"
#include "daynight.h"

namespace rules::decisions {

static void answerOption(Context &c, const PendingDecision &d, int option);

QString checkChoice(const Context &c, const Action &a)
{
    const PendingDecision &d = c.s().decision;
    auto offered = [&](const QList<int> &ids) -> QString {
        for (int who : ids)
            if (!d.options.contains(who) || ids.count(who) > 1)
                return QStringLiteral("That is not one of the choices offered (%1).").arg(d.prompt);
        return {};
    };
    switch (d.kind) {
    case PendingDecision::Kind::None:
        return QStringLiteral("There is no decision to answer.");
    case PendingDecision::Kind::DiscardToHandSize:
        if (a.choices.size() != d.count)
            return QStringLiteral("Choose exactly %1 (%2).").arg(d.count).arg(d.prompt);
        return offered(a.choices);
    case PendingDecision::Kind::DiscardCards:
        if (a.choices.size() != d.count)
            return QStringLiteral("Choose exactly %1 (%2).").arg(d.count).arg(d.prompt);
        return offered(a.choices);
    case PendingDecision::Kind::Mulligan:
        return QStringLiteral("%1 answers by keeping their hand or taking a mulligan (CR 103.5), not by choosing cards.").arg(c.playerName(d.player));
    case PendingDecision::Kind::BottomCards:
        return mulligan::checkBottom(c, a.choices);
    case PendingDecision::Kind::ChooseOption:
    case PendingDecision::Kind::LegendRule:
    case PendingDecision::Kind::ChooseTarget:
        if (a.choices.size() != 1)
            return QStringLiteral("Choose exactly one (%1).").arg(d.prompt);
        return offered(a.choices);
    case PendingDecision::Kind::ChooseAnyNumber:
        return offered(a.choices);
    case PendingDecision::Kind::DeclareAttackers:
        return combat::checkDeclareAttackers(c, a.choices);
    case PendingDecision::Kind::DeclareBlockers:
        return combat::checkDeclareBlockers(c, d.player, a.choices);
    }
    return {};
}

QString publicPrompt(const PendingDecision &d, const QString &playerName)
{
    if (d.kind == PendingDecision::Kind::ChooseOption && d.then.kind == Continuation::Kind::Scry)
        return QStringLiteral("%1 scries 1.").arg(playerName);
    if (d.kind == PendingDecision::Kind::ChooseOption && d.then.kind == Continuation::Kind::Surveil)
        return QStringLiteral("%1 surveils 1.").arg(playerName);
    return d.prompt;
}

void chooseCards(Context &c, const Action &a)
{
    const PendingDecision d = c.s().decision;
    c.s().decision = PendingDecision();
    switch (d.kind) {
    case PendingDecision::Kind::None:
        return;
    case PendingDecision::Kind::DiscardToHandSize:
        effects::discard(c, d.player, a.choices, QStringLiteral(" down to the maximum hand size"), QStringLiteral("CR 514.1"));
        turn::finishCleanup(c);
        return;
    case PendingDecision::Kind::LegendRule:
        for (int objectId : d.options)
            if (objectId != a.choices.first())
                battlefield::leaveBattlefield(c, objectId, QStringLiteral("the legend rule"), QStringLiteral("CR 704.5j"));
        turn::givePriority(c, c.s().priorityPlayer >= 0 ? c.s().priorityPlayer : c.s().activePlayer);
        return;
    case PendingDecision::Kind::DeclareAttackers:
        combat::declareAttackers(c, a.choices);
        turn::givePriority(c, c.s().activePlayer);
        return;
    case PendingDecision::Kind::DeclareBlockers:
        combat::declareBlockers(c, d.player, a.choices);
        combat::beginDeclareBlockers(c); // the next defending player, if any
        if (c.s().decision.kind == PendingDecision::Kind::None)
            turn::givePriority(c, c.s().activePlayer);
        return;
    case PendingDecision::Kind::ChooseAnyNumber: {
        QStringList names;
        for (int id : a.choices)
            names.append(c.face(*c.s().permanent(id)).name);
        c.report(Event::Type::CardsChosen, d.player,
               names.isEmpty() ? QStringLiteral("%1 chooses none.").arg(c.playerName(d.player))
                               : QStringLiteral("%1 chooses %2.").arg(c.playerName(d.player), names.join(QStringLiteral(", "))),
               QStringLiteral("CR 701.27"), 12);
        for (int id : a.choices) {
            Permanent *p = c.s().permanent(id);
            if (p && c.canTransform(*p, false))
                dayNight::transform(c, *p, QStringLiteral("Tovolar's ability"), QStringLiteral("CR 701.27a"), 12);
        }
        turn::givePriority(c, c.s().activePlayer); // the ability has finished resolving (CR 117.3b)
        return;
    }
    case PendingDecision::Kind::DiscardCards:
        effects::discard(c, d.player, a.choices, QString(), QStringLiteral("CR 701.9a"));
        effects::resumeEffects(c);
        return;
    case PendingDecision::Kind::Mulligan: // answered by KeepHand or TakeMulligan (checkChoice refuses a ChooseCards)
        return;
    case PendingDecision::Kind::BottomCards:
        c.s().decision = d; // putOnBottom() reads who decides
        mulligan::putOnBottom(c, a.choices);
        return;
    case PendingDecision::Kind::ChooseOption:
        answerOption(c, d, a.choices.first());
        if (c.s().decision.kind != PendingDecision::Kind::None)
            return;
        if (c.s().untapStepPaused)
            turn::finishUntapStep(c); // the choice came up in the untap step: go on with it
        else
            effects::resumeEffects(c);
        return;
    case PendingDecision::Kind::ChooseTarget:
        if (d.casting) { // a spell or ability being cast or activated (CR 601.2c, 602.2b)
            casting::chooseTarget(c, d.player, *d.casting, a.choices.first());
            return;
        }
        for (StackObject &so : c.s().stack)
            if (so.objectId == d.stackObjectId)
                so.targets.append(a.choices.first());
        c.report(Event::Type::CardsChosen, d.player,
                 a.choices.first() == 0 ? QStringLiteral("%1 chooses no target.").arg(c.playerName(d.player)) // "up to one" (CR 601.2c)
                                        : QStringLiteral("%1 targets %2.").arg(c.playerName(d.player), c.targetName(a.choices.first())),
                 QStringLiteral("CR 603.3d"));
        // The next target, if any; once all are chosen it checks ward, once (CR 702.21a).
        stack::askTriggerTargets(c, d.stackObjectId);
        if (c.s().decision.kind == PendingDecision::Kind::None)
            turn::givePriority(c, c.s().priorityPlayer >= 0 ? c.s().priorityPlayer : c.s().activePlayer);
        return;
    }
}

static void answerOption(Context &c, const PendingDecision &d, int option)
{
    const int p = d.player;
    const Continuation &then = d.then;
    using K = Continuation::Kind;
    // The log is every player's: a card only the chooser has seen (the top of their library,
    // the top few) is not named; where the card goes, and one that goes where all can see it
    // (surveil into the graveyard, CR 404.2), is. The option's label names it for the chooser.
    const auto &library = c.s().players[p].library;
    const QString who = c.playerName(p);
    QString said, privately; // privately: the line naming the card, for the chooser (and a judge)
    switch (then.kind) {
    case K::Scry:
        said = option == 1 ? QStringLiteral("%1 puts the top card of their library on the bottom.").arg(who)
                           : QStringLiteral("%1 keeps the top card of their library on top.").arg(who);
        if (!library.isEmpty())
            privately = option == 1 ? QStringLiteral("%1 puts %2 on the bottom of their library.").arg(who, c.cardName(library.last()))
                                    : QStringLiteral("%1 keeps %2 on top of their library.").arg(who, c.cardName(library.last()));
        break;
    case K::Surveil:
        said = option == 1 && !library.isEmpty()
                   ? QStringLiteral("%1 puts %2 from the top of their library into their graveyard.").arg(who, c.cardName(library.last()))
                   : QStringLiteral("%1 keeps the top card of their library on top.").arg(who);
        if (option != 1 && !library.isEmpty())
            privately = QStringLiteral("%1 keeps %2 on top of their library.").arg(who, c.cardName(library.last()));
        break;
    case K::TakeFromTop:
        said = QStringLiteral("%1 has chosen.").arg(who); // the card taken is revealed next
        break;
    case K::PutOneOfTopIntoGraveyard: {
        const int at = int(library.size()) - 1 - then.positions.value(option, 0);
        said = at >= 0 ? QStringLiteral("%1 puts %2 from the top of their library into their graveyard.").arg(who, c.cardName(library[at]))
                       : QStringLiteral("%1 has chosen.").arg(who);
        break;
    }
    default:
        said = QStringLiteral("%1 chooses: %2.").arg(who, d.labels.value(option));
        break;
    }
    Event &chosen = c.report(Event::Type::CardsChosen, p, said, QStringLiteral("CR 608.2d"));
    chosen.privateText = privately;
    chosen.privateTo = privately.isEmpty() ? -1 : p;
    StackObject so;
    so.controller = p;
    so.objectId = d.stackObjectId;
    auto &player = c.s().players[p];
    switch (then.kind) {
    case K::None:
        return;
    case K::AttachCurse: {
        int living = -1, chosen = -1;
        for (int i = 0; i < c.s().players.size(); ++i)
            if (!c.s().players[i].hasLost && ++living == option)
                chosen = i;
        Permanent *curse = c.s().permanent(then.objectId);
        if (curse && chosen >= 0) {
            curse->attachedToPlayer = chosen;
            c.report(Event::Type::AbilityResolved, p, QStringLiteral("%1 is attached to %2.").arg(c.face(*curse).name, c.playerName(chosen)),
                     QStringLiteral("CR 712.20")).objectId = curse->objectId;
        }
        return;
    }
    case K::OrderTrigger: {
        const QList<int> mine = stack::triggersToOrder(c);
        if (option < mine.size())
            stack::pushTrigger(c, c.s().pendingTriggers.takeAt(mine[option]));
        return;
    }
    case K::ManaColor:
        player.manaUntilEndOfTurn.append(option == 0 ? Color::Red : Color::Green);
        return;
    case K::MayLoot:
        if (option == 0) {
            turn::draw(c, p);
            effects::askDiscard(c, so, 1);
        }
        return;
    case K::PayOrCounter:
        if (option == 0)
            effects::payOrCounter(c, p, then, d.stackObjectId);
        else
            stack::counterSpell(c, then.objectId, then.exile);
        return;
    case K::PutFromHand: {
        if (option >= then.positions.size())
            return; // "Put nothing"
        const int cardId = player.hand.value(then.positions[option], -1); // a position in hand
        if (cardId < 0)
            return;
        player.hand.removeOne(cardId);
        battlefield::enterTogether(c, {cardId}, p, false, {});
        // "If it's a Wolf or Werewolf, untap this creature."
        if (c.characteristics(c.s().battlefield.last()).isWolfOrWerewolf()) {
            for (const PendingEffects &pe : c.s().pendingEffects)
                if (pe.source.objectId == d.stackObjectId)
                    if (Permanent *piper = c.s().permanent(pe.source.sourceObjectId)) {
                        piper->tapped = false;
                        c.report(Event::Type::Untapped, p, QStringLiteral("%1 untaps.").arg(c.face(*piper).name), QStringLiteral("CR 701.26b"));
                    }
        }
        return;
    }
    case K::TakeFromTop: {
        auto &pl = c.s().players[p];
        QList<int> seen; // seen[k] was k cards from the top
        for (int i = 0; i < then.count && !pl.library.isEmpty(); ++i)
            seen.append(pl.library.takeLast());
        const int taken = option < then.positions.size() ? seen.value(then.positions[option], -1) : -1;
        if (taken >= 0) {
            seen.removeOne(taken);
            pl.hand.append(taken);
            c.s().enteredHiddenZone(taken);
            c.report(Event::Type::CardDrawn, p, QStringLiteral("%1 reveals %2 and puts it into their hand.").arg(c.playerName(p), c.cardName(taken)),
                     QStringLiteral("CR 701.20")).cardId = taken;
        }
        for (int k = int(seen.size()) - 1; k > 0; --k) // a random order (seeded)
            seen.swapItemsAt(k, int(c.s().rng() % quint64(k + 1)));
        c.s().enteredHiddenZone(seen); // in a random order: nobody follows them to the bottom
        for (int id : seen)
            pl.library.prepend(id);
        return;
    }
    case K::DiscardThenDraw:
        // The draw follows the discard: it goes into the resolving effects, just after this one.
        for (PendingEffects &pe : c.s().pendingEffects)
            if (pe.source.objectId == d.stackObjectId && pe.next > 0) {
                Effect draw;
                draw.word = EffectWord::Draw;
                for (int left = option + pe.effects[pe.next - 1].plus; left > 0; left -= draw.count) {
                    draw.count = std::min(left, 100); // a draw effect's count is 1..100
                    pe.effects.insert(pe.next, draw);
                }
            }
        if (option > 0)
            effects::askDiscard(c, so, option);
        return;
    case K::TapOrUntap:
        if (Permanent *target = c.s().permanent(then.objectId); target && option < 2) {
            target->tapped = option == 0; // CR 701.26a-b: tapping a tapped permanent changes nothing
            c.report(option == 0 ? Event::Type::AbilityResolved : Event::Type::Untapped, p,
                     QStringLiteral("%1 %2.").arg(c.face(*target).name, option == 0 ? QStringLiteral("is tapped") : QStringLiteral("untaps")),
                     QStringLiteral("CR 701.26")).objectId = target->objectId;
        }
        return;
    case K::PayToReturn: {
        // The cost is the resolving effect's: the one that asked, just before `next`.
        ManaCost cost;
        for (const PendingEffects &pe : c.s().pendingEffects)
            if (pe.source.objectId == d.stackObjectId && pe.next > 0)
                cost = pe.effects[pe.next - 1].cost;
        const int cardId = player.graveyard.value(then.positions.value(0, -1), -1);
        if (option != 0 || cardId < 0 || cost.isEmpty() || !mana::payCost(c, p, cost)) // payCost says what was paid
            return;
        player.graveyard.removeOne(cardId);
        battlefield::enterTogether(c, {cardId}, p, false, {});
        Permanent &returned = c.s().battlefield.last();
        returned.tapped = true; // "to the battlefield tapped" (CR 110.5b)
        c.report(Event::Type::AbilityResolved, p, QStringLiteral("%1 returns from the graveyard to the battlefield tapped.").arg(c.face(returned).name),
                 QStringLiteral("CR 110.5b")).objectId = returned.objectId;
        return;
    }
    case K::PutOneOfTopIntoGraveyard: {
        const int at = int(player.library.size()) - 1 - then.positions.value(option, 0);
        if (at >= 0)
            player.graveyard.append(player.library.takeAt(at)); // the others stay on top, in order
        return;
    }
    case K::Scry:
        if (option == 1 && !player.library.isEmpty())
            player.library.prepend(player.library.takeLast()); // the bottom is the front of the list
        return;
    case K::Surveil:
        if (option == 1 && !player.library.isEmpty())
            player.graveyard.append(player.library.takeLast());
        return;
    }
}

} // namespace rules::decisions
