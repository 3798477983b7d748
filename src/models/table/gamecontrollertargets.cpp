// GameController: choosing targets by clicking and activating abilities (CR 601.2c, 602.2b).
#include "gamecontroller.h"

#include "vocabulary.h"

using namespace rules;

bool GameController::answerTarget(int target)
{
    if (!m_game || m_game->state().decision.kind != PendingDecision::Kind::ChooseTarget)
        return false;
    const PendingDecision &d = m_game->state().decision;
    if (!d.options.contains(target))
        return refuse(QStringLiteral("%1 is not a legal target: %2").arg(m_game->targetName(target), d.prompt));
    Action a = Action::make(Action::Type::ChooseCards, d.player);
    a.choices = {target};
    return apply(a).accepted;
}

bool GameController::clickStackObject(int objectId)
{
    if (!m_game || m_game->state().decision.kind != PendingDecision::Kind::ChooseTarget)
        return refuse(QStringLiteral("Spells on the stack are chosen only as targets (e.g. by Syncopate)."));
    return answerTarget(objectId);
}

bool GameController::clickPlayer(int player)
{
    if (!m_game)
        return false;
    if (m_game->state().decision.kind != PendingDecision::Kind::ChooseTarget)
        return refuse(QStringLiteral("Nothing is choosing a target now."));
    return answerTarget(Game::playerTarget(player));
}

void GameController::cancelTargets()
{
    if (!m_game || !m_game->state().decision.casting)
        return;
    if (apply(Action::make(Action::Type::CancelCast, m_game->state().decision.player)).accepted)
        setStatus(QStringLiteral("Cancelled: nothing was cast or activated."));
}

QVariantList GameController::abilitiesOf(int objectId) const
{
    QVariantList out;
    if (!m_game)
        return out;
    const Permanent *p = m_game->state().permanent(objectId);
    if (!p)
        return out;
    const CardFace &f = m_game->face(*p);
    for (int i : m_game->activatableAbilities(*p)) {
        const QString why = m_game->state().priorityPlayer != p->controller
            ? QStringLiteral("%1 holds priority.").arg(m_game->state().priorityPlayer >= 0 ? m_game->state().players[m_game->state().priorityPlayer].name : QStringLiteral("Nobody"))
            : m_game->whyNotActivatable(p->controller, objectId, i);
        const std::optional<ManaCost> &cost = f.abilities[i].cost;
        out.append(QVariantMap{{QStringLiteral("index"), i}, {QStringLiteral("text"), f.abilities[i].text},
                               {QStringLiteral("enabled"), why.isEmpty()}, {QStringLiteral("why"), why},
                               {QStringLiteral("needsX"), cost && cost->xCount > 0}});
    }
    return out;
}

bool GameController::activateAbility(int objectId, int index, int x)
{
    if (!m_game)
        return false;
    const Permanent *p = m_game->state().permanent(objectId);
    if (!p)
        return false;
    if (m_game->state().priorityPlayer != p->controller)
        return refuse(QStringLiteral("Only %1, who controls it, can activate it, when holding priority (CR 602.2).")
                          .arg(m_game->state().players[p->controller].name));
    // Everything but the targets is checked now (mana for this X, timing, once per turn...);
    // the engine then asks for the targets, if any.
    QString why = m_game->whyNotActivatable(p->controller, objectId, index);
    if (why.isEmpty() && x > 0)
        why = m_game->whyNot(Action::activate(p->controller, objectId, index, {}, x));
    if (!why.isEmpty())
        return refuse(why);
    return apply(Action::activate(p->controller, objectId, index, {}, x)).accepted;
}
