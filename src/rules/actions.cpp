// Actions: whether one is legal now (CR 117 priority, the pending decision, each area's checks)
// and carrying it out.
#include "actions.h"

#include "areas.h"
#include "daynight.h"
#include "editing.h"

namespace rules::actions {

bool isSandbox(Action::Type type)
{
    using T = Action::Type;
    return type == T::PutOntoBattlefield || type == T::SetDesignation || type == T::SetLife || type == T::Destroy || type == T::AddCard
        || type == T::MoveCard || type == T::SetPermanent || type == T::SetTurn || type == T::Remove
        || type == T::ClearBoard;
}

namespace {

// CR 104.3a: a player may concede at any time, priority or not, also while a choice is pending:
// - when it ends the game (one player is left, CR 104.2a), whatever is pending is moot;
// - while the conceder is casting or activating (choosing targets or modes, CR 601.2), the
//   announcement is taken back first, as Esc would (nothing was paid or moved yet);
// - otherwise (a spell or ability half resolved, waiting for an answer, or another player's
//   choice) the engine cannot leave the choice half made, and the concession waits until the
//   pending decision is answered.
bool concedeUndoesCasting(const Context &c, int player)
{
    const PendingDecision &d = c.s().decision;
    return d.kind != PendingDecision::Kind::None && d.player == player && d.casting.has_value();
}

QString checkConcede(const Context &c, int player)
{
    if (c.s().players[player].hasLost)
        return QStringLiteral("%1 has already left the game (CR 800.4a).").arg(c.playerName(player));
    const PendingDecision &d = c.s().decision;
    if (d.kind != PendingDecision::Kind::None && c.s().livingPlayerCount() > 2 && !concedeUndoesCasting(c, player))
        return QStringLiteral("%1 can concede once %2 has answered (the table cannot leave a choice half made): %3")
            .arg(c.playerName(player), c.playerName(d.player), decisions::publicPrompt(d, c.playerName(d.player)));
    return {};
}

// CR 104.3a: the player concedes, loses and leaves the game (CR 800.4a); the others go on, or
// the one left wins (CR 104.2a).
void concede(Context &c, int player)
{
    if (concedeUndoesCasting(c, player))
        casting::cancel(c);
    c.report(Event::Type::PlayerLost, player, QStringLiteral("%1 concedes and leaves the game.").arg(c.playerName(player)),
             QStringLiteral("CR 104.3a"));
    sba::leaveGame(c, player);
    if (c.s().livingPlayerCount() <= 1) {
        // The game ends (CR 104.2a): a choice still pending is nobody's to make.
        c.s().decision = PendingDecision();
        turn::checkGameOver(c);
        return;
    }
    // Earlier passes counted a player who is gone: every player left passes again (CR 117.4).
    c.s().passesInSuccession = 0;
    if (c.s().priorityPlayer >= 0)
        turn::givePriority(c, c.s().priorityPlayer); // to the next player left if it was theirs (CR 800.4)
    else
        turn::checkGameOver(c);
}

} // namespace

QString check(const Context &c, const Action &a)
{
    const bool sandbox = isSandbox(a.type);
    if (c.s().gameOver)
        return QStringLiteral("The game is over (CR 104.1).");
    if (a.player < 0 || a.player >= c.s().players.size())
        return QStringLiteral("There is no player %1.").arg(a.player);
    if (a.type == Action::Type::CancelCast) {
        if (!c.s().decision.casting || a.player != c.s().decision.player)
            return QStringLiteral("There is no spell or ability being cast whose targets %1 is choosing.").arg(c.playerName(a.player));
        return {};
    }
    if (a.type == Action::Type::Concede)
        return checkConcede(c, a.player);
    if (a.type == Action::Type::KeepHand || a.type == Action::Type::TakeMulligan)
        return mulligan::check(c, a);
    if (sandbox && a.type != Action::Type::ClearBoard && mulligan::inProgress(c.s())) // the empty board ends the opening (editing.h)
        return QStringLiteral("The position can be edited once every player has kept an opening hand (CR 103.5).");
    if (!sandbox) {
        if (c.s().decision.kind != PendingDecision::Kind::None) {
            if (a.type != Action::Type::ChooseCards || a.player != c.s().decision.player)
                return QStringLiteral("%1 must first answer: %2").arg(c.playerName(c.s().decision.player), decisions::publicPrompt(c.s().decision, c.playerName(c.s().decision.player)));
        } else if (a.type == Action::Type::ChooseCards) {
            return QStringLiteral("There is no decision to answer.");
        } else if (a.player != c.s().priorityPlayer) {
            return (c.s().priorityPlayer < 0
                              ? QStringLiteral("No player has priority now (CR 117.1).")
                              : QStringLiteral("%1 holds priority, not %2 (CR 117.1).").arg(c.playerName(c.s().priorityPlayer), c.playerName(a.player)));
        }
    }

    if (editing::isEdit(a))
        return editing::check(c, a);
    QString why;
    switch (a.type) {
    case Action::Type::PlayLand: why = casting::checkPlayLand(c, a.player, a.cardId); break;
    case Action::Type::CastSpell:
        if (a.targets.isEmpty() && casting::needsTargets(c, a.cardId)) {
            // Targets come later, one by one (CR 601.2c): there must be a legal choice for each.
            bool possible = true;
            const QList<int> first = targeting::firstLegalTargets(c, casting::spellTargetSpecs(c, a.cardId), a.player, -1, &possible);
            why = casting::checkCast(c, a.player, a.cardId, first, a.x);
            if (!possible && (why.isEmpty() || why.contains(QLatin1String("target"))))
                why = QStringLiteral("%1 has no legal target now (CR 601.2c).").arg(c.cardName(a.cardId));
        } else {
            why = casting::checkCast(c, a.player, a.cardId, a.targets, a.x);
        }
        break;
    case Action::Type::TapForMana: why = mana::checkTapForMana(c, a.player, a.objectId); break;
    case Action::Type::Activate:
        if (a.targets.isEmpty() && activation::needsTargets(c, a.objectId, a.abilityIndex)) {
            bool possible = true;
            Action withTargets = a;
            withTargets.targets = targeting::firstLegalTargets(c, activation::targetSpecsOf(c, a.objectId, a.abilityIndex), a.player, a.objectId, &possible);
            why = activation::checkActivate(c, withTargets);
            if (!possible && (why.isEmpty() || why.contains(QLatin1String("target"))))
                why = QStringLiteral("No legal target now (CR 602.2b).");
        } else {
            why = activation::checkActivate(c, a);
        }
        break;
    case Action::Type::ChooseCards:
        why = decisions::checkChoice(c, a);
        break;
    case Action::Type::PutOntoBattlefield:
        for (const auto &card : a.permanents) {
            const CardDefinition *def = c.db().find(card.key);
            if (!def)
                why = QStringLiteral("Unknown card \"%1\".").arg(card.key);
            else if (!def->front().isPermanentType())
                why = QStringLiteral("%1 is not a permanent card (CR 110.4).").arg(def->front().name);
            else if (card.transformed && !def->isDoubleFaced())
                why = QStringLiteral("%1 has no back face to put onto the battlefield transformed (CR 712.14a).").arg(def->front().name);
        }
        if (a.permanents.isEmpty())
            why = QStringLiteral("Name at least one card to put onto the battlefield.");
        break;
    case Action::Type::SetDesignation:
        if (a.designation == DayNight::Neither)
            why = QStringLiteral("The game can never become neither day nor night again (ruling 1, CR 730.1).");
        break;
    case Action::Type::Destroy:
        if (!c.s().permanent(a.objectId))
            why = QStringLiteral("There is no permanent with id %1.").arg(a.objectId);
        break;
    case Action::Type::SetLife:
    case Action::Type::PassPriority:
    case Action::Type::CancelCast:
    case Action::Type::Concede: // checkConcede above
    case Action::Type::KeepHand: // mulligan::check above
    case Action::Type::TakeMulligan:
    case Action::Type::AddCard: // the board editor's (editing::check above)
    case Action::Type::MoveCard:
    case Action::Type::SetPermanent:
    case Action::Type::SetTurn:
    case Action::Type::Remove:
    case Action::Type::ClearBoard:
        break;
    }
    return why;
}

void execute(Context &c, const Action &a)
{
    if (isSandbox(a.type)) {
        c.s().passesInSuccession = 0; // something happened: earlier passes are not "in succession"
        c.s().editedSinceCheck = true; // the next player action checks the position first (Game::positionProblem)
    }
    if (editing::isEdit(a))
        return editing::execute(c, a);
    switch (a.type) {
    case Action::Type::PassPriority: turn::passPriority(c, a.player); break;
    case Action::Type::PlayLand: casting::playLand(c, a.player, a.cardId); break;
    case Action::Type::CastSpell:
        if (a.targets.isEmpty() && casting::needsTargets(c, a.cardId))
            casting::askTargets(c, a.player, PendingCast{false, a.cardId, -1, -1, a.x, {}});
        else
            casting::castSpell(c, a.player, a.cardId, a.targets, a.x);
        break;
    case Action::Type::CancelCast: casting::cancel(c); break;
    case Action::Type::Concede: concede(c, a.player); break;
    case Action::Type::KeepHand:
    case Action::Type::TakeMulligan: mulligan::declare(c, a); break;
    case Action::Type::TapForMana: mana::tapForMana(c, a.player, a.objectId); break;
    case Action::Type::Activate:
        if (a.targets.isEmpty() && activation::needsTargets(c, a.objectId, a.abilityIndex))
            casting::askTargets(c, a.player, PendingCast{true, c.s().permanent(a.objectId)->cardId, a.objectId, a.abilityIndex, a.x, {}});
        else
            activation::activate(c, a);
        break;
    case Action::Type::ChooseCards: decisions::chooseCards(c, a); break;
    case Action::Type::PutOntoBattlefield: {
        QList<int> ids;
        QList<bool> transformed;
        for (const auto &card : a.permanents) {
            ids.append(battlefield::createCard(c, card.key, a.player, false));
            transformed.append(card.transformed);
        }
        battlefield::enterTogether(c, ids, a.player, false, transformed);
        if (c.s().priorityPlayer >= 0)
            turn::givePriority(c, c.s().priorityPlayer);
        break;
    }
    case Action::Type::SetDesignation:
        if (a.designation == c.s().designation) {
            c.report(Event::Type::DesignationChecked, -1,
                   QStringLiteral("It is already %1: nothing changes.").arg(dayNightName(c.s().designation)),
                   QStringLiteral("CR 730.1"));
        } else {
            dayNight::setDesignation(c, a.designation, QStringLiteral("an effect says so"), QStringLiteral("CR 730.1"), 0);
        }
        if (c.s().priorityPlayer >= 0)
            turn::givePriority(c, c.s().priorityPlayer);
        break;
    case Action::Type::Destroy:
        battlefield::leaveBattlefield(c, a.objectId, QStringLiteral("being destroyed"), QStringLiteral("CR 701.8a"));
        if (c.s().priorityPlayer >= 0)
            turn::givePriority(c, c.s().priorityPlayer);
        break;
    case Action::Type::SetLife: {
        c.s().players[a.player].life = a.amount;
        c.report(Event::Type::LifeChanged, a.player, QStringLiteral("%1's life total becomes %2.").arg(c.playerName(a.player)).arg(a.amount), QStringLiteral("CR 119.5"), 0);
        if (c.s().priorityPlayer >= 0)
            turn::givePriority(c, c.s().priorityPlayer);
        break;
    }
    case Action::Type::AddCard: // the board editor's (editing::execute above)
    case Action::Type::MoveCard:
    case Action::Type::SetPermanent:
    case Action::Type::SetTurn:
    case Action::Type::Remove:
    case Action::Type::ClearBoard:
        break;
    }
}

} // namespace rules::actions

namespace rules::actions {

namespace {

// Answers to a pending decision that apply() accepts.
QList<Action> decisionAnswers(const Context &c)
{
    const PendingDecision &d = c.s().decision;
    QList<Action> out;
    auto answer = [&](const QList<int> &choices) {
        Action a = Action::make(Action::Type::ChooseCards, d.player);
        a.choices = choices;
        if (check(c, a).isEmpty())
            out.append(a);
    };
    using K = PendingDecision::Kind;
    switch (d.kind) {
    case K::None:
        break;
    case K::ChooseOption:
    case K::ChooseTarget:
    case K::LegendRule:
        for (int o : d.options)
            answer({o});
        if (d.casting) {
            Action cancel = Action::make(Action::Type::CancelCast, d.player);
            out.append(cancel);
        }
        break;
    case K::Mulligan:
        for (const Action &a : {Action::keepHand(d.player), Action::takeMulligan(d.player)})
            if (check(c, a).isEmpty())
                out.append(a);
        break;
    case K::BottomCards:
    case K::DiscardToHandSize:
    case K::DiscardCards: {
        // The first `count` cards, the last `count`, and each window between.
        for (int start = 0; start + d.count <= d.options.size(); ++start)
            answer(d.options.mid(start, d.count));
        break;
    }
    case K::ChooseAnyNumber:
        answer({});
        for (int o : d.options)
            answer({o});
        answer(d.options);
        break;
    case K::DeclareAttackers: {
        // The creatures that attack each combat if able are in every answer (CR 508.1d).
        const QList<int> required = combat::requiredAttackers(c);
        answer(required);
        QList<int> all = required;
        for (int attacker : d.options) {
            if (required.contains(attacker))
                continue;
            for (int defender : c.opponents(d.player)) {
                answer(required + QList<int>{attacker, defender});
                if (all.size() == required.size() || all[all.size() - 2] != attacker)
                    all << attacker << defender;
            }
        }
        answer(all);
        break;
    }
    case K::DeclareBlockers: {
        answer({});
        for (int blocker : d.options)
            for (const Permanent &attacker : c.s().battlefield)
                if (attacker.attacking && attacker.defendingPlayer == d.player)
                    answer({blocker, attacker.objectId});
        break;
    }
    }
    return out;
}

} // namespace

QList<Action> legal(const Context &c, int player)
{
    const GameState &s = c.s();
    if (s.gameOver || player < 0 || player >= s.players.size())
        return {};
    if (s.decision.kind != PendingDecision::Kind::None)
        return s.decision.player == player ? decisionAnswers(c) : QList<Action>{};
    if (s.priorityPlayer != player)
        return {};
    QList<Action> out{Action::pass(player)};
    auto consider = [&](const Action &a) {
        if (check(c, a).isEmpty())
            out.append(a);
    };
    const Player &p = s.players[player];
    for (int card : p.hand)
        if (c.definition(card).front().hasType(QStringLiteral("Land")))
            consider(Action::playLand(player, card));
    for (int card : p.hand + p.graveyard) {
        if (c.definition(card).front().hasType(QStringLiteral("Land")))
            continue;
        Action cast = Action::cast(player, card);
        if (casting::castingCost(c, card, player).xCount > 0)
            cast.x = 1;
        consider(cast);
    }
    for (const Permanent &perm : s.battlefield) {
        if (perm.controller != player)
            continue;
        Action tap = Action::make(Action::Type::TapForMana, player);
        tap.objectId = perm.objectId;
        consider(tap);
        for (int index : activation::activatableAbilities(c, perm)) {
            Action a = Action::activate(player, perm.objectId, index);
            const Ability &ab = c.face(perm).abilities[index];
            if (ab.cost && ab.cost->xCount > 0)
                a.x = 1;
            consider(a);
        }
    }
    return out;
}

} // namespace rules::actions
