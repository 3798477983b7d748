// Triggered abilities (CR 603): what triggers them, intervening-"if" conditions checked when
// they trigger and again on resolution (CR 603.4), and their effects when they resolve.
#include "daynight.h"
#include "game.h"

#include <QJsonArray>

namespace rules {

bool Game::conditionHolds(const QString &condition, int controller, int sourceObjectId) const
{
    if (condition.isEmpty())
        return true;
    if (condition == QLatin1String("noSpellsCastLastTurn")) {
        // Old werewolves: every player's spells count (R13); on turn 1 there is no last turn.
        if (m_s.turnNumber <= 1)
            return false;
        int total = 0;
        for (int n : m_s.spellsCastLastTurn)
            total += n;
        return total == 0;
    }
    if (condition == QLatin1String("aPlayerCastTwoOrMoreLastTurn")) {
        // "Two or more" means by a single player (SOI/EMN rulings, R13).
        for (int n : m_s.spellsCastLastTurn)
            if (n >= 2)
                return true;
        return false;
    }
    int wolves = 0;
    for (const Permanent &p : m_s.battlefield)
        if (p.controller == controller && p.objectId != sourceObjectId && characteristics(p).isWolfOrWerewolf())
            ++wolves;
    const Permanent *self = m_s.permanent(sourceObjectId);
    const bool selfCounts = self && characteristics(*self).isWolfOrWerewolf();
    if (condition == QLatin1String("controlThreeOrMoreWolvesOrWerewolves"))
        return wolves + (selfCounts ? 1 : 0) >= 3; // a Wolf that is also a Werewolf counts once
    if (condition == QLatin1String("controlAnotherWolfOrWerewolf"))
        return wolves >= 1;
    return false;
}

void Game::addTrigger(const Permanent &source, int abilityIndex, int amount)
{
    const Ability &ab = face(source).abilities[abilityIndex];
    const QString condition = ab.script.value(QStringLiteral("condition")).toString();
    if (!conditionHolds(condition, source.controller, source.objectId))
        return; // CR 603.4: the ability does not trigger at all
    StackObject t;
    t.cardId = source.cardId;
    t.controller = source.controller;
    t.isAbility = true;
    t.sourceObjectId = source.objectId;
    t.face = source.backFaceUp ? 1 : 0;
    t.abilityIndex = abilityIndex;
    t.text = ab.text;
    t.sourceTransformCount = source.transformCount;
    t.amount = amount;
    m_s.pendingTriggers.append(t);
}

void Game::triggerOn(const Permanent &source, const QStringList &kinds, int amount)
{
    const CardFace &f = face(source);
    for (int i = 0; i < f.abilities.size(); ++i)
        if (f.abilities[i].enforced && kinds.contains(f.abilities[i].script.value(QStringLiteral("trigger")).toString()))
            addTrigger(source, i, amount);
}

void Game::triggerOnStep(Step step)
{
    // CR 603.2b: "at the beginning of" abilities trigger as the step begins.
    const QList<Permanent> snapshot = m_s.battlefield;
    for (const Permanent &p : snapshot) {
        QStringList kinds;
        const bool yours = p.controller == m_s.activePlayer;
        if (step == Step::Upkeep)
            kinds << QStringLiteral("eachUpkeep") << (yours ? QStringLiteral("yourUpkeep") : QString());
        else if (step == Step::BeginningOfCombat && yours)
            kinds << QStringLiteral("beginningOfCombatOnYourTurn");
        else if (step == Step::End && yours)
            kinds << QStringLiteral("yourEndStep");
        if (!kinds.isEmpty())
            triggerOn(p, kinds);
    }
}

void Game::triggerOnAttack(int objectId)
{
    if (const Permanent *p = m_s.permanent(objectId))
        triggerOn(*p, {QStringLiteral("attacks"), QStringLiteral("entersOrAttacks")});
}

void Game::triggerOnCombatDamageToPlayer(int objectId)
{
    const Permanent *dealer = m_s.permanent(objectId);
    if (!dealer)
        return;
    triggerOn(*dealer, {QStringLiteral("dealsCombatDamageToPlayer")});
    // Tovolar (rulings 10 and 11): once for each Wolf or Werewolf you control that dealt combat
    // damage to a player; a creature that is both counts once.
    if (!characteristics(*dealer).isWolfOrWerewolf())
        return;
    const QList<Permanent> snapshot = m_s.battlefield;
    for (const Permanent &p : snapshot)
        if (p.controller == dealer->controller)
            triggerOn(p, {QStringLiteral("wolfOrWerewolfYouControlDealsCombatDamageToPlayer")});
}

void Game::triggerOnDayNightSwitch()
{
    // Ruling (CR 730.1a): only a real switch, never the first designation.
    const QList<Permanent> snapshot = m_s.battlefield;
    for (const Permanent &p : snapshot)
        triggerOn(p, {QStringLiteral("dayNightSwitch")});
}

void Game::resolveAbility(const StackObject &so)
{
    const CardFace &f = definition(so.cardId).faces[so.face];
    const Ability &ab = f.abilities[so.abilityIndex];
    const QString condition = ab.script.value(QStringLiteral("condition")).toString();
    if (!conditionHolds(condition, so.controller, so.sourceObjectId)) {
        // CR 603.4: checked again on resolution; if false the ability does nothing.
        report(Event::Type::AbilityResolved, so.controller,
               QStringLiteral("%1's ability does nothing: its condition no longer holds (\"%2\").").arg(f.name, ab.text),
               QStringLiteral("CR 603.4")).objectId = so.objectId;
        return;
    }
    report(Event::Type::AbilityResolved, so.controller, QStringLiteral("%1's ability resolves: %2").arg(f.name, ab.text),
           QStringLiteral("CR 608.2")).objectId = so.objectId;
    QJsonArray effects = ab.script.value(QStringLiteral("effects")).toArray();
    if (effects.isEmpty())
        effects.append(ab.script);
    for (const QJsonValue &v : effects)
        applyEffect(v.toObject(), so);
}

void Game::applyEffect(const QJsonObject &e, const StackObject &so)
{
    const QString effect = e.value(QStringLiteral("effect")).toString();
    const int controller = so.controller;
    if (effect == QLatin1String("createTokens")) {
        QList<int> ids;
        for (int i = 0; i < e.value(QStringLiteral("count")).toInt(1); ++i)
            ids.append(createCard(e.value(QStringLiteral("token")).toString(), controller, true));
        enterTogether(ids, controller, false, {});
    } else if (effect == QLatin1String("draw")) {
        for (int i = 0; i < e.value(QStringLiteral("count")).toInt(1); ++i)
            draw(controller);
    } else if (effect == QLatin1String("gainLife")) {
        const int amount = e.value(QStringLiteral("amount")).toInt();
        m_s.players[controller].life += amount;
        report(Event::Type::LifeChanged, controller, QStringLiteral("%1 gains %2 life.").arg(playerName(controller)).arg(amount),
               QStringLiteral("CR 119.3"));
    } else if (effect == QLatin1String("gainLifeEqualToAmount")) {
        m_s.players[controller].life += so.amount;
        report(Event::Type::LifeChanged, controller, QStringLiteral("%1 gains %2 life.").arg(playerName(controller)).arg(so.amount),
               QStringLiteral("CR 119.3"));
    } else if (effect == QLatin1String("damageEachOpponent")) {
        const int amount = e.value(QStringLiteral("amount")).toInt();
        for (int o : opponents(controller)) {
            m_s.players[o].life -= amount;
            report(Event::Type::DamageDealt, o, QStringLiteral("%1 deals %2 damage to %3.").arg(definition(so.cardId).faces[so.face].name).arg(amount).arg(playerName(o)),
                   QStringLiteral("CR 120.3"));
        }
    } else if (effect == QLatin1String("addCounterSelf")) {
        if (Permanent *p = m_s.permanent(so.sourceObjectId)) {
            p->counters[QStringLiteral("+1/+1")] += 1;
            report(Event::Type::CounterAdded, controller, QStringLiteral("%1 gets a +1/+1 counter.").arg(face(*p).name),
                   QStringLiteral("CR 122.1")).objectId = p->objectId;
        }
    } else if (effect == QLatin1String("transformSelf")) {
        Permanent *p = m_s.permanent(so.sourceObjectId);
        // CR 701.27f: only if it has not transformed since the ability went on the stack.
        if (!p || p->transformCount != so.sourceTransformCount) {
            report(Event::Type::AbilityResolved, controller,
                   QStringLiteral("Nothing transforms: the permanent already transformed or left since the ability triggered."),
                   QStringLiteral("CR 701.27f"));
        } else if (!canTransform(*p, false)) {
            report(Event::Type::AbilityResolved, controller, QStringLiteral("%1 can't transform.").arg(face(*p).name),
                   QStringLiteral("CR 101.2"));
        } else {
            transform(*p, QStringLiteral("its own upkeep ability"), QStringLiteral("CR 701.27a"), 0);
        }
    } else if (effect == QLatin1String("becomeNightThenTransformHumanWerewolves")) {
        // Tovolar (ruling 12): it becomes night (daybound permanents flip at once), then its
        // controller transforms any number of Human Werewolves they control that can transform.
        if (m_s.designation != DayNight::Night)
            setDesignation(DayNight::Night, QStringLiteral("%1's ability").arg(definition(so.cardId).faces[so.face].name),
                           QStringLiteral("CR 730.1"), 0);
        QList<int> options;
        for (const Permanent &p : m_s.battlefield) {
            const Characteristics c = characteristics(p);
            if (p.controller == controller && c.isHuman() && c.subtypes.contains(QStringLiteral("Werewolf")) && canTransform(p, false))
                options.append(p.objectId);
        }
        if (options.isEmpty()) {
            report(Event::Type::CardsChosen, controller,
                   QStringLiteral("%1 controls no Human Werewolf that can transform (daybound ones already flipped with the night).").arg(playerName(controller)),
                   QStringLiteral("CR 702.145b"), 12);
            return;
        }
        PendingDecision d;
        d.kind = PendingDecision::Kind::ChooseAnyNumber;
        d.player = controller;
        d.options = options;
        d.stackObjectId = so.objectId;
        d.prompt = QStringLiteral("%1, choose any number of Human Werewolves you control to transform (ruling 12).").arg(playerName(controller));
        m_s.decision = d;
        report(Event::Type::DecisionRequired, controller, d.prompt, QStringLiteral("CR 701.27"), 12);
    } else if (effect == QLatin1String("transformAllHumans")) {
        // Moonmist: every Human double-faced permanent that can transform; daybound and
        // nightbound ones can't (ruling 8, CR 702.145b/e).
        QList<int> ids;
        for (const Permanent &p : m_s.battlefield)
            if (characteristics(p).isHuman() && definition(p.cardId).isDoubleFaced())
                ids.append(p.objectId);
        for (int id : ids) {
            Permanent *p = m_s.permanent(id);
            if (canTransform(*p, false))
                transform(*p, QStringLiteral("Moonmist"), QStringLiteral("CR 701.27a"), 0);
            else
                report(Event::Type::AbilityResolved, controller,
                       QStringLiteral("%1 does not transform: a daybound or nightbound permanent transforms only by day and night (ruling 8).").arg(face(*p).name),
                       QStringLiteral("CR 702.145b"), 8).objectId = id;
        }
    } else if (effect == QLatin1String("preventNonWolfCombatDamage")) {
        m_s.preventNonWolfCombatDamage = true;
        report(Event::Type::AbilityResolved, controller,
               QStringLiteral("This turn, combat damage by creatures other than Wolves and Werewolves is prevented."), QStringLiteral("CR 615.1"));
    }
}

} // namespace rules
