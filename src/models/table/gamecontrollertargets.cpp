// GameController: choosing targets by clicking and activating abilities (CR 601.2c, 602.2b).
#include "gamecontroller.h"

#include "vocabulary.h"

using namespace rules;

bool GameController::answerTarget(int target)
{
    if (!m_session->hasGame() || m_session->game()->state().decision.kind != PendingDecision::Kind::ChooseTarget)
        return false;
    const PendingDecision &d = m_session->game()->state().decision;
    if (!d.options.contains(target))
        return refuse(QStringLiteral("%1 is not a legal target: %2").arg(m_session->game()->targetName(target), d.prompt));
    Action a = Action::make(Action::Type::ChooseCards, d.player);
    a.choices = {target};
    return apply(a).accepted;
}

bool GameController::clickStackObject(int objectId)
{
    if (!m_session->hasGame() || m_session->game()->state().decision.kind != PendingDecision::Kind::ChooseTarget)
        return refuse(QStringLiteral("Spells on the stack are chosen only as targets (e.g. by Syncopate)."));
    return answerTarget(objectId);
}

bool GameController::clickPlayer(int player)
{
    if (!m_session->hasGame())
        return false;
    if (m_session->game()->state().decision.kind != PendingDecision::Kind::ChooseTarget)
        return refuse(QStringLiteral("Nothing is choosing a target now."));
    return answerTarget(Game::playerTarget(player));
}

void GameController::cancelTargets()
{
    if (!m_session->hasGame() || !m_session->game()->state().decision.casting)
        return;
    if (apply(Action::make(Action::Type::CancelCast, m_session->game()->state().decision.player)).accepted)
        setStatus(QStringLiteral("Cancelled: nothing was cast or activated."));
}

QVariantList GameController::abilitiesOf(int objectId) const
{
    QVariantList out;
    if (!m_session->hasGame())
        return out;
    const Permanent *p = m_session->game()->state().permanent(objectId);
    if (!p)
        return out;
    const CardFace &f = m_session->game()->face(*p);
    for (int i : m_session->game()->activatableAbilities(*p)) {
        const QString why = m_session->game()->state().priorityPlayer != p->controller
            ? QStringLiteral("%1 holds priority.").arg(m_session->game()->state().priorityPlayer >= 0 ? m_session->game()->state().players[m_session->game()->state().priorityPlayer].name : QStringLiteral("Nobody"))
            : m_session->game()->whyNotActivatable(p->controller, objectId, i);
        const std::optional<ManaCost> &cost = f.abilities[i].cost;
        out.append(QVariantMap{{QStringLiteral("index"), i}, {QStringLiteral("text"), f.abilities[i].text},
                               {QStringLiteral("enabled"), why.isEmpty()}, {QStringLiteral("why"), why},
                               {QStringLiteral("needsX"), cost && cost->xCount > 0}});
    }
    return out;
}

bool GameController::activateAbility(int objectId, int index, int x)
{
    if (!m_session->hasGame())
        return false;
    const Permanent *p = m_session->game()->state().permanent(objectId);
    if (!p)
        return false;
    if (m_session->game()->state().priorityPlayer != p->controller)
        return refuse(QStringLiteral("Only %1, who controls it, can activate it, when holding priority (CR 602.2).")
                          .arg(m_session->game()->state().players[p->controller].name));
    // Everything but the targets is checked now (mana for this X, timing, once per turn...);
    // the engine then asks for the targets, if any.
    QString why = m_session->game()->whyNotActivatable(p->controller, objectId, index);
    if (why.isEmpty() && x > 0)
        why = m_session->game()->whyNot(Action::activate(p->controller, objectId, index, {}, x));
    if (!why.isEmpty())
        return refuse(why);
    return apply(Action::activate(p->controller, objectId, index, {}, x)).accepted;
}
