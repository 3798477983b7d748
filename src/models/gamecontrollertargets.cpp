// GameController: choosing targets by clicking and activating abilities (CR 601.2c, 602.2b).
#include "gamecontroller.h"

#include "vocabulary.h"

using namespace rules;

QString GameController::describeSpec(TargetSpec spec)
{
    return QString::fromUtf8(vocabulary::row(vocabulary::targetSpecs(), spec).doc);
}

bool GameController::startTargeting(const Targeting &t)
{
    m_targeting = t;
    if (t.specs.isEmpty())
        return chooseTarget(0); // nothing to choose: cast or activate now
    m_targeting.active = true;
    setStatus(QString());
    refreshAll();
    return true;
}

bool GameController::chooseTarget(int target)
{
    Targeting &t = m_targeting;
    if (target == 0 && t.chosen.size() < t.specs.size())
        t.chosen.append(0); // an optional target left out
    else if (target != 0) {
        const int source = t.isCast ? -1 : t.objectId;
        if (!m_game->legalTargets(t.specs.value(t.chosen.size()), t.player, source, t.chosen).contains(target) || t.chosen.contains(target))
            return refuse(QStringLiteral("%1 is not a legal target: choose %2.").arg(m_game->targetName(target), describeSpec(t.specs.value(t.chosen.size()))));
        t.chosen.append(target);
    }
    if (t.chosen.size() < t.specs.size()) {
        refreshAll();
        return true;
    }
    const Targeting done = t;
    m_targeting = Targeting();
    Action a = done.isCast ? Action::cast(done.player, done.cardId, done.chosen)
                           : Action::activate(done.player, done.objectId, done.abilityIndex, done.chosen, done.x);
    a.x = done.x;
    const bool ok = apply(a).accepted;
    if (!ok)
        refreshAll();
    return ok;
}

bool GameController::clickStackObject(int objectId)
{
    if (!m_game || !m_targeting.active)
        return refuse(QStringLiteral("Spells on the stack are chosen only as targets (e.g. by Syncopate)."));
    return chooseTarget(objectId);
}

bool GameController::clickPlayer(int player)
{
    if (!m_game)
        return false;
    if (m_game->state().decision.kind == PendingDecision::Kind::ChooseTarget) {
        Action a = Action::make(Action::Type::ChooseCards, m_game->state().decision.player);
        a.choices = {Game::playerTarget(player)};
        return apply(a).accepted;
    }
    if (!m_targeting.active)
        return refuse(QStringLiteral("Nothing is choosing a target now."));
    return chooseTarget(Game::playerTarget(player));
}

void GameController::cancelTargets()
{
    if (!m_targeting.active)
        return;
    m_targeting = Targeting();
    setStatus(QStringLiteral("Cancelled: nothing was cast or activated."));
    refreshAll();
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
    Targeting t;
    t.isCast = false;
    t.player = p->controller;
    t.objectId = objectId;
    t.abilityIndex = index;
    t.x = x;
    t.specs = m_game->targetSpecs(m_game->face(*p), index);
    t.what = m_game->face(*p).name;
    // Check everything but the targets now (mana for this X, timing, once per turn...).
    QString why = m_game->whyNotActivatable(p->controller, objectId, index);
    if (why.isEmpty() && x > 0) {
        const Action probe = Action::activate(p->controller, objectId, index, {}, x);
        const QString withX = m_game->whyNot(probe);
        if (withX.contains(QLatin1String("mana")))
            why = withX;
    }
    if (!why.isEmpty())
        return refuse(why);
    return startTargeting(t);
}
