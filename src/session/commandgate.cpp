#include "commandgate.h"

#include "actions.h"
#include "player.h"

namespace session {

using rules::Action;

bool CommandGate::isAnswer(Action::Type type)
{
    return type == Action::Type::ChooseCards || type == Action::Type::KeepHand || type == Action::Type::TakeMulligan;
}

QString CommandGate::check(const Actor &actor, const Action &action, Kind kind, const rules::Game &game, bool gameOver)
{
    const rules::GameState &s = game.state();
    if (actor.role == Actor::Role::Spectator)
        return QStringLiteral("spectators watch the game: they do not act in it");
    if (actor.role == Actor::Role::Student)
        return QStringLiteral("students follow the lesson: they do not act in it");
    if (actor.seat < 0 || actor.seat >= s.players.size())
        return QStringLiteral("seat %1 is not at this table").arg(actor.seat + 1);
    if (rules::actions::isSandbox(action.type))
        return QStringLiteral("the board editor is not part of a network game");
    if (action.player != actor.seat) {
        const QString other = action.player >= 0 && action.player < s.players.size() ? s.players[action.player].name
                                                                                     : QStringLiteral("player %1").arg(action.player + 1);
        return QStringLiteral("%1 may act only for themselves, not for %2").arg(s.players[actor.seat].name, other);
    }
    if (gameOver || s.gameOver)
        return QStringLiteral("the game is over");
    const bool answer = isAnswer(action.type);
    if (kind == Kind::Answer && !answer)
        return QStringLiteral("an answer must answer the pending decision (choose cards, keep or mulligan)");
    if (kind == Kind::Action && answer)
        return QStringLiteral("a decision is answered with an answer, not an action");
    if (action.type != Action::Type::Concede) {
        const int acting = ai::actingPlayer(s);
        if (acting != actor.seat) {
            const QString who = acting >= 0 ? s.players[acting].name : QStringLiteral("nobody");
            return QStringLiteral("the game waits on %1, not on %2 (CR 117)").arg(who, s.players[actor.seat].name);
        }
        if (kind == Kind::Answer && s.decision.kind == rules::PendingDecision::Kind::None)
            return QStringLiteral("%1 has no decision to answer").arg(s.players[actor.seat].name);
    }
    return game.whyNot(action);
}

} // namespace session
