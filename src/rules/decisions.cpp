// Answering pending decisions (ARCHITECTURE.md: the engine stops and waits; the table or a
// scenario answers with Action::Type::ChooseCards).
#include "game.h"

namespace rules {

void Game::discard(int player, const QList<int> &cardIds, const QString &why, const QString &rule)
{
    auto &p = m_s.players[player];
    for (int cardId : cardIds) {
        p.hand.removeOne(cardId);
        p.graveyard.append(cardId);
        report(Event::Type::CardDiscarded, player, QStringLiteral("%1 discards %2%3.").arg(playerName(player), cardName(cardId), why), rule).cardId = cardId;
    }
}

QString Game::checkChoice(const Action &a) const
{
    const PendingDecision &d = m_s.decision;
    auto offered = [&](const QList<int> &ids) -> QString {
        for (int c : ids)
            if (!d.options.contains(c) || ids.count(c) > 1)
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
    case PendingDecision::Kind::ChooseOption:
    case PendingDecision::Kind::LegendRule:
    case PendingDecision::Kind::ChooseTarget:
        if (a.choices.size() != 1)
            return QStringLiteral("Choose exactly one (%1).").arg(d.prompt);
        return offered(a.choices);
    case PendingDecision::Kind::ChooseAnyNumber:
        return offered(a.choices);
    case PendingDecision::Kind::DeclareAttackers:
        return checkDeclareAttackers(a.choices);
    case PendingDecision::Kind::DeclareBlockers:
        return checkDeclareBlockers(d.player, a.choices);
    }
    return {};
}

void Game::chooseCards(const Action &a)
{
    const PendingDecision d = m_s.decision;
    m_s.decision = PendingDecision();
    switch (d.kind) {
    case PendingDecision::Kind::None:
        return;
    case PendingDecision::Kind::DiscardToHandSize:
        discard(d.player, a.choices, QStringLiteral(" down to the maximum hand size"), QStringLiteral("CR 514.1"));
        finishCleanup();
        return;
    case PendingDecision::Kind::LegendRule:
        for (int objectId : d.options)
            if (objectId != a.choices.first())
                leaveBattlefield(objectId, QStringLiteral("the legend rule"), QStringLiteral("CR 704.5j"));
        givePriority(m_s.priorityPlayer >= 0 ? m_s.priorityPlayer : m_s.activePlayer);
        return;
    case PendingDecision::Kind::DeclareAttackers:
        declareAttackers(a.choices);
        givePriority(m_s.activePlayer);
        return;
    case PendingDecision::Kind::DeclareBlockers:
        declareBlockers(d.player, a.choices);
        beginDeclareBlockers(); // the next defending player, if any
        if (m_s.decision.kind == PendingDecision::Kind::None)
            givePriority(m_s.activePlayer);
        return;
    case PendingDecision::Kind::ChooseAnyNumber: {
        QStringList names;
        for (int id : a.choices)
            names.append(face(*m_s.permanent(id)).name);
        report(Event::Type::CardsChosen, d.player,
               names.isEmpty() ? QStringLiteral("%1 chooses none.").arg(playerName(d.player))
                               : QStringLiteral("%1 chooses %2.").arg(playerName(d.player), names.join(QStringLiteral(", "))),
               QStringLiteral("CR 701.27"), 12);
        for (int id : a.choices) {
            Permanent *p = m_s.permanent(id);
            if (p && canTransform(*p, false))
                transform(*p, QStringLiteral("Tovolar's ability"), QStringLiteral("CR 701.27a"), 12);
        }
        givePriority(m_s.activePlayer); // the ability has finished resolving (CR 117.3b)
        return;
    }
    case PendingDecision::Kind::DiscardCards:
        discard(d.player, a.choices, QString(), QStringLiteral("CR 701.9a"));
        resumeEffects();
        return;
    case PendingDecision::Kind::ChooseOption:
        answerOption(d, a.choices.first());
        if (m_s.decision.kind != PendingDecision::Kind::None)
            return;
        if (m_s.untapStepPaused)
            finishUntapStep(); // the choice came up in the untap step: go on with it
        else
            resumeEffects();
        return;
    case PendingDecision::Kind::ChooseTarget:
        for (StackObject &so : m_s.stack)
            if (so.objectId == d.stackObjectId)
                so.targets.append(a.choices.first());
        report(Event::Type::CardsChosen, d.player, QStringLiteral("%1 targets %2.").arg(playerName(d.player), targetName(a.choices.first())),
               QStringLiteral("CR 603.3d"));
        askTriggerTargets(d.stackObjectId); // the next target, if any
        if (m_s.decision.kind == PendingDecision::Kind::None)
            for (const StackObject &so : m_s.stack)
                if (so.objectId == d.stackObjectId)
                    checkWard(so);
        if (m_s.decision.kind == PendingDecision::Kind::None)
            givePriority(m_s.priorityPlayer >= 0 ? m_s.priorityPlayer : m_s.activePlayer);
        return;
    }
}

} // namespace rules

namespace rules {

void Game::answerOption(const PendingDecision &d, int option)
{
    const int p = d.player;
    // Hidden choices (scry, surveil, the top six) are logged without the card.
    const bool hidden = d.purpose == QLatin1String("scry") || d.purpose.startsWith(QLatin1String("takeFromTopSix"));
    report(Event::Type::CardsChosen, p,
           hidden ? QStringLiteral("%1 has chosen.").arg(playerName(p)) : QStringLiteral("%1 chooses: %2.").arg(playerName(p), d.labels.value(option)),
           QStringLiteral("CR 608.2d"));
    StackObject so;
    so.controller = p;
    so.objectId = d.stackObjectId;
    if (d.purpose.startsWith(QLatin1String("attachCurse:"))) {
        int living = -1, chosen = -1;
        for (int i = 0; i < m_s.players.size(); ++i)
            if (!m_s.players[i].hasLost && ++living == option)
                chosen = i;
        if (Permanent *curse = m_s.permanent(d.purpose.section(QLatin1Char(':'), 1).toInt())) {
            curse->attachedToPlayer = chosen;
            report(Event::Type::AbilityResolved, p, QStringLiteral("%1 is attached to %2.").arg(face(*curse).name, playerName(chosen)),
                   QStringLiteral("CR 712.20")).objectId = curse->objectId;
        }
    } else if (d.purpose == QLatin1String("orderTrigger")) {
        const QList<int> mine = triggersToOrder();
        if (option < mine.size())
            pushTrigger(m_s.pendingTriggers.takeAt(mine[option]));
    } else if (d.purpose == QLatin1String("manaColor")) {
        m_s.players[p].manaUntilEndOfTurn.append(option == 0 ? Color::Red : Color::Green);
    } else if (d.purpose == QLatin1String("mayLoot") && option == 0) {
        draw(p);
        askDiscard(so, 1);
    } else if (d.purpose.startsWith(QLatin1String("payOrCounter:"))) {
        const int target = d.purpose.section(QLatin1Char(':'), 1).toInt();
        int x = 0;
        for (const StackObject &s : m_s.stack)
            if (s.objectId == d.stackObjectId)
                x = s.amount;
        for (const PendingEffects &pe : m_s.pendingEffects)
            if (pe.source.objectId == d.stackObjectId)
                x = pe.source.amount;
        ManaCost tax;
        tax.generic = x;
        tax.text = tax.symbolText();
        if (option == 0 && payCost(p, tax))
            report(Event::Type::CostPaid, p, QStringLiteral("%1 pays %2: the spell is not countered.").arg(playerName(p), tax.text), QStringLiteral("CR 118.12"));
        else
            counterSpell(target, true);
    } else if (d.purpose.startsWith(QLatin1String("payLifeOrCounter:"))) {
        const int target = d.purpose.section(QLatin1Char(':'), 1, 1).toInt();
        const int life = d.purpose.section(QLatin1Char(':'), 2, 2).toInt();
        if (option == 0) {
            m_s.players[p].life -= life; // CR 119.4
            report(Event::Type::LifeChanged, p, QStringLiteral("%1 pays %2 life for ward.").arg(playerName(p)).arg(life), QStringLiteral("CR 702.21a"));
        } else {
            counterSpell(target, false);
        }
    } else if (d.purpose.startsWith(QLatin1String("putFromHand:"))) {
        const QStringList ids = d.purpose.section(QLatin1Char(':'), 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (option < ids.size()) {
            const int cardId = m_s.players[p].hand.value(ids[option].toInt(), -1); // a position in hand
            if (cardId < 0)
                return;
            m_s.players[p].hand.removeOne(cardId);
            enterTogether({cardId}, p, false, {});
            // "If it's a Wolf or Werewolf, untap this creature."
            if (characteristics(m_s.battlefield.last()).isWolfOrWerewolf()) {
                for (const PendingEffects &pe : m_s.pendingEffects)
                    if (pe.source.objectId == d.stackObjectId)
                        if (Permanent *piper = m_s.permanent(pe.source.sourceObjectId)) {
                            piper->tapped = false;
                            report(Event::Type::Untapped, p, QStringLiteral("%1 untaps.").arg(face(*piper).name), QStringLiteral("CR 701.26b"));
                        }
            }
        }
    } else if (d.purpose.startsWith(QLatin1String("takeFromTopSix:"))) {
        const QStringList ids = d.purpose.section(QLatin1Char(':'), 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
        auto &pl = m_s.players[p];
        QList<int> six; // six[k] was k cards from the top
        for (int i = 0; i < 6 && !pl.library.isEmpty(); ++i)
            six.append(pl.library.takeLast());
        const int taken = option < ids.size() ? six.value(ids[option].toInt(), -1) : -1;
        if (taken >= 0) {
            six.removeOne(taken);
            pl.hand.append(taken);
            report(Event::Type::CardDrawn, p, QStringLiteral("%1 reveals %2 and puts it into their hand.").arg(playerName(p), cardName(taken)),
                   QStringLiteral("CR 701.20")).cardId = taken;
        }
        for (int k = int(six.size()) - 1; k > 0; --k) // a random order (seeded)
            six.swapItemsAt(k, int(m_s.rng() % quint64(k + 1)));
        for (int id : six)
            pl.library.prepend(id);
    } else if (d.purpose == QLatin1String("scry") && option == 1) {
        auto &lib = m_s.players[p].library;
        lib.prepend(lib.takeLast()); // the bottom is the front of the list
    } else if (d.purpose == QLatin1String("surveil") && option == 1) {
        auto &pl = m_s.players[p];
        pl.graveyard.append(pl.library.takeLast());
    }
}

void Game::resumeEffects()
{
    if (m_s.pendingEffects.isEmpty()) {
        givePriority(m_s.priorityPlayer >= 0 ? m_s.priorityPlayer : m_s.activePlayer);
        return;
    }
    const PendingEffects pending = m_s.pendingEffects.takeLast();
    if (applyEffects(pending.effects, pending.source, pending.next, pending.spellCardId))
        givePriority(m_s.activePlayer); // the resolution is over (CR 117.3b)
}

} // namespace rules

namespace rules {

void Game::counterSpell(int stackObjectId, bool exileInstead)
{
    for (int i = 0; i < m_s.stack.size(); ++i) {
        if (m_s.stack[i].objectId != stackObjectId)
            continue;
        const StackObject so = m_s.stack.takeAt(i);
        report(Event::Type::SpellCountered, so.controller,
               so.isAbility ? QStringLiteral("%1's ability is countered.").arg(sourceName(so))
                            : QStringLiteral("%1 is countered (it was still cast: it counts for day and night).").arg(cardName(so.cardId)),
               QStringLiteral("CR 701.5a"), 0).cardId = so.cardId;
        if (!so.isAbility)
            spellLeavesStack(so, exileInstead);
        return;
    }
}

} // namespace rules
