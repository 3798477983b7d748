// Lands (CR 305), mana (CR 106, 605), casting spells (CR 601), the stack and resolving (CR 405, 608).
#include "daynight.h"
#include "game.h"

#include <QJsonArray>

namespace rules {

namespace {

bool isSorcerySpeed(const CardFace &f)
{
    // CR 307.1 / 301-306: sorceries and permanent spells without flash are cast only at the
    // times a sorcery could be.
    return !f.hasType(QStringLiteral("Instant")) && !f.hasKeyword(QStringLiteral("Flash"));
}

QString basicLandColor(const CardFace &f)
{
    // CR 305.6: basic land types have intrinsic mana abilities.
    static const QList<QPair<QString, QString>> types = {
        {QStringLiteral("Plains"), QStringLiteral("W")}, {QStringLiteral("Island"), QStringLiteral("U")},
        {QStringLiteral("Swamp"), QStringLiteral("B")}, {QStringLiteral("Mountain"), QStringLiteral("R")},
        {QStringLiteral("Forest"), QStringLiteral("G")}};
    QString out;
    for (const auto &t : types)
        if (f.hasSubtype(t.first))
            out += t.second;
    return out;
}

} // namespace

QList<ManaSource> Game::manaSources(int player) const
{
    QList<ManaSource> sources;
    for (Color c : m_s.players[player].manaPool)
        sources.append({-1, {c}});
    for (Color c : m_s.players[player].manaUntilEndOfTurn)
        sources.append({-2, {c}}); // mana that stays until end of turn (Kessig Naturalist)
    for (const auto &perm : m_s.battlefield) {
        if (perm.controller != player || perm.tapped)
            continue;
        const CardFace &f = face(perm);
        ManaSource src{perm.objectId, {}};
        for (QChar letter : basicLandColor(f)) {
            Color c;
            colorFromLetter(letter, &c);
            src.produces.append(c);
        }
        for (const auto &ab : f.abilities)
            if (ab.enforced && ab.script.value(QStringLiteral("mana")).toString() == QLatin1String("any"))
                src.produces = {Color::White, Color::Blue, Color::Black, Color::Red, Color::Green};
        // CR 302.6: a creature's {T} ability needs it to be free of summoning sickness.
        if (perm.summoningSick && characteristics(perm).isCreature())
            continue;
        if (!src.produces.isEmpty())
            sources.append(src);
    }
    return sources;
}

QString Game::checkPlayLand(int player, int cardId) const
{
    const auto &p = m_s.players[player];
    if (!p.hand.contains(cardId))
        return QStringLiteral("That card is not in %1's hand.").arg(playerName(player));
    const CardFace &f = definition(cardId).front();
    if (!f.hasType(QStringLiteral("Land")))
        return QStringLiteral("%1 is not a land: cast it instead.").arg(f.name);
    if (player == m_s.activePlayer && p.landsPlayedThisTurn >= 1)
        return QStringLiteral("You have already played a land this turn (CR 305.2).");
    if (player != m_s.activePlayer)
        return QStringLiteral("You can play a land only during your own turn (CR 305.1).");
    if (m_s.step != Step::PrecombatMain && m_s.step != Step::PostcombatMain)
        return QStringLiteral("You can play a land only in a main phase (CR 305.1).");
    if (!m_s.stack.isEmpty())
        return QStringLiteral("You can play a land only while the stack is empty (CR 305.1).");
    return {};
}

void Game::playLand(int player, int cardId)
{
    auto &p = m_s.players[player];
    p.hand.removeOne(cardId);
    ++p.landsPlayedThisTurn;
    // CR 305.1: playing a land is a special action, not a spell: it never counts for day/night.
    report(Event::Type::LandPlayed, player,
           QStringLiteral("%1 plays %2 (a land is not a spell).").arg(playerName(player), cardName(cardId)),
           QStringLiteral("CR 305.1")).cardId = cardId;
    enterBattlefield(cardId, player, false, false);
    applyDayNightStatics(false);
    m_s.passesInSuccession = 0;
    givePriority(player); // CR 117.3c
}

bool Game::sorceryTimingOk(int player) const
{
    // CR 307.1: own turn, main phase, empty stack.
    return player == m_s.activePlayer && m_s.stack.isEmpty()
        && (m_s.step == Step::PrecombatMain || m_s.step == Step::PostcombatMain);
}

ManaCost Game::castingCost(int cardId, int player) const
{
    const CardFace &f = definition(cardId).front();
    ManaCost cost = f.manaCost;
    const int owner = m_s.cards[cardId].owner;
    if (!f.flashback.isEmpty() && m_s.players[owner].graveyard.contains(cardId))
        cost = *ManaCost::parse(f.flashback); // CR 702.34a: cast from the graveyard for its flashback cost
    for (const Ability &ab : f.abilities) {
        if (!ab.enforced)
            continue;
        const QString kind = ab.script.value(QStringLiteral("static")).toString();
        const int amount = ab.script.value(QStringLiteral("amount")).toInt();
        if (kind == QLatin1String("costReductionAtNight") && m_s.designation == DayNight::Night) // R17: as the cost is determined
            cost.generic = std::max(0, cost.generic - amount);
        else if (kind == QLatin1String("flashForExtraCost") && player >= 0 && isSorcerySpeed(f) && !sorceryTimingOk(player))
            cost.generic += amount; // Oakshade Stalker: cast as though it had flash for {2} more (CR 601.2f)
        else
            continue;
        cost.text = cost.symbolText();
    }
    return cost;
}

QString Game::checkCast(int player, int cardId, const QList<int> &targets, int x) const
{
    const auto &p = m_s.players[player];
    const bool flashback = p.graveyard.contains(cardId) && !definition(cardId).front().flashback.isEmpty();
    if (!p.hand.contains(cardId) && !flashback)
        return QStringLiteral("That card is not in %1's hand (or castable with flashback from the graveyard).").arg(playerName(player));
    const CardDefinition &def = definition(cardId);
    const CardFace &f = def.front(); // CR 712.11: cast front face up
    if (f.hasType(QStringLiteral("Land")))
        return QStringLiteral("%1 is a land: play it instead of casting it (CR 305.1).").arg(f.name);
    bool flashForMore = false;
    for (const Ability &ab : f.abilities)
        flashForMore = flashForMore || (ab.enforced && ab.script.value(QStringLiteral("static")).toString() == QLatin1String("flashForExtraCost"));
    for (const PlayerEffect &e : m_s.untilYourNextTurn) // Arlinn's +1: creature spells as though they had flash
        flashForMore = flashForMore || (e.player == player && e.kind == QLatin1String("creatureFlashAndCounters") && f.hasType(QStringLiteral("Creature")));
    if (isSorcerySpeed(f) && !flashForMore) {
        if (player != m_s.activePlayer)
            return QStringLiteral("%1 can be cast only during your own turn (CR 307.1).").arg(f.name);
        if (m_s.step != Step::PrecombatMain && m_s.step != Step::PostcombatMain)
            return QStringLiteral("%1 can be cast only in a main phase (CR 307.1).").arg(f.name);
        if (!m_s.stack.isEmpty())
            return QStringLiteral("%1 can be cast only while the stack is empty (CR 307.1).").arg(f.name);
    }
    const QStringList specs = targetSpecs(f);
    if (!specs.isEmpty() || !targets.isEmpty()) {
        const QString why = checkTargets(specs, targets, player, -1, f.name);
        if (!why.isEmpty())
            return why;
    }
    const ManaCost cost = castingCost(cardId, player);
    if (x < 0 || (x > 0 && cost.xCount == 0))
        return QStringLiteral("X must be 0 or more, and only for a cost with {X} (CR 601.2b).");
    if (!findPayment(cost, x, manaSources(player)))
        return QStringLiteral("Not enough mana to pay %1%2 for %3 (CR 601.2h).").arg(cost.text, cost.xCount ? QStringLiteral(" with X=%1").arg(x) : QString(), f.name);
    return {};
}

bool Game::payCost(int player, const ManaCost &cost, int x)
{
    const QList<ManaSource> sources = manaSources(player);
    const auto payment = findPayment(cost, x, sources);
    if (!payment)
        return false;
    QList<int> poolIndices;
    QStringList tapped;
    for (int i : *payment) {
        if (sources[i].objectId < 0) {
            poolIndices.append(i);
        } else {
            Permanent *perm = m_s.permanent(sources[i].objectId);
            perm->tapped = true;
            tapped.append(face(*perm).name);
        }
    }
    // Pool units are the first entries of `sources` (the pool, then the until-end-of-turn mana),
    // in order: remove from the back.
    std::sort(poolIndices.begin(), poolIndices.end(), std::greater<int>());
    const int inPool = int(m_s.players[player].manaPool.size());
    for (int i : poolIndices) {
        if (i < inPool)
            m_s.players[player].manaPool.removeAt(i);
        else
            m_s.players[player].manaUntilEndOfTurn.removeAt(i - inPool);
    }
    if (!tapped.isEmpty() || !poolIndices.isEmpty())
        report(Event::Type::CostPaid, player,
               QStringLiteral("%1 pays %2%3%4.").arg(playerName(player), (cost.text.isEmpty() ? QStringLiteral("{0}") : cost.text) + (cost.xCount ? QStringLiteral(" (X=%1)").arg(x) : QString()),
                   tapped.isEmpty() ? QString() : QStringLiteral(", tapping ") + tapped.join(QStringLiteral(", ")),
                   poolIndices.isEmpty() ? QString() : QStringLiteral(", with %1 mana from the pool").arg(poolIndices.size())),
               QStringLiteral("CR 601.2h"));
    return true;
}

void Game::castSpell(int player, int cardId, const QList<int> &targets, int x)
{
    const CardFace &f = definition(cardId).front();
    const ManaCost cost = castingCost(cardId, player); // determined before the card moves (CR 601.2f)
    const bool flashback = !m_s.players[player].hand.removeOne(cardId);
    if (flashback)
        m_s.players[player].graveyard.removeOne(cardId);
    StackObject so;
    so.castFromGraveyard = flashback;
    so.amount = x;
    so.objectId = m_s.nextObjectId++;
    so.cardId = cardId;
    so.controller = player;
    so.face = 0; // CR 712.8c: a double-faced spell is front face up on the stack (ruling 6)
    so.targets = targets;
    m_s.stack.append(so);
    const bool paid = payCost(player, cost, x);
    Q_ASSERT(paid); // checkCast proved the cost payable
    Q_UNUSED(paid);
    // CR 601.2i: the spell becomes cast; it counts for the untap-step check (ruling 3/4).
    const int n = ++m_s.spellsCastThisTurn[player];
    const bool counts = player == m_s.activePlayer;
    QStringList targetNames;
    for (int t : targets)
        targetNames.append(targetName(t));
    auto &e = report(Event::Type::SpellCast, player,
                     QStringLiteral("%1 casts %2%3 (%4).").arg(playerName(player), f.name + (flashback ? QStringLiteral(" with flashback") : QString()),
                         targetNames.isEmpty() ? QString() : QStringLiteral(" targeting ") + targetNames.join(QStringLiteral(" and ")),
                         counts ? QStringLiteral("spell %1 this turn").arg(n)
                                : QStringLiteral("not %1's turn: it counts for nobody at the next untap").arg(playerName(m_s.activePlayer))),
                     QStringLiteral("CR 601.2i"), counts ? 0 : 3);
    e.cardId = cardId;
    e.objectId = so.objectId;
    checkWard(so);
    m_s.passesInSuccession = 0;
    givePriority(player); // CR 117.3c
}

QString Game::checkTapForMana(int player, int objectId) const
{
    const Permanent *perm = m_s.permanent(objectId);
    if (!perm)
        return QStringLiteral("There is no such permanent.");
    if (perm->controller != player)
        return QStringLiteral("%1 does not control %2 (CR 602.2).").arg(playerName(player), face(*perm).name);
    if (perm->tapped)
        return QStringLiteral("%1 is already tapped.").arg(face(*perm).name);
    if (basicLandColor(face(*perm)).size() != 1)
        return QStringLiteral("%1 has no mana ability you can activate by clicking; the table taps it when you pay a cost.").arg(face(*perm).name);
    return {};
}

void Game::tapForMana(int player, int objectId)
{
    Permanent *perm = m_s.permanent(objectId);
    Color c;
    colorFromLetter(basicLandColor(face(*perm)).at(0), &c);
    perm->tapped = true;
    m_s.players[player].manaPool.append(c);
    report(Event::Type::ManaAdded, player,
           QStringLiteral("%1 taps %2 for {%3}; it empties at the end of the step.").arg(playerName(player), face(*perm).name, colorLetter(c)),
           QStringLiteral("CR 605.3")).objectId = objectId;
    // CR 605.3a: a mana ability does not use the stack; CR 117.3c: the player keeps priority,
    // and having acted, the passes before it no longer count as "in succession" (CR 117.4).
    m_s.passesInSuccession = 0;
}

void Game::resolveTopOfStack()
{
    const StackObject so = m_s.stack.takeLast();
    const CardDefinition &def = definition(so.cardId);
    if (so.isAbility) {
        resolveAbility(so);
        return;
    }
    const CardFace &f = def.front();
    if (f.isPermanentType()) {
        if (!f.enchant.isEmpty()) {
            // CR 608.3b: an Aura spell whose target is illegal now doesn't resolve.
            bool allIllegal = false;
            const StackObject checked = withLegalTargets(so, targetSpecs(f), &allIllegal);
            if (allIllegal) {
                report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 doesn't resolve: what it would enchant is no longer a legal target.").arg(f.name),
                       QStringLiteral("CR 608.3b")).cardId = so.cardId;
                spellLeavesStack(so);
                return;
            }
            report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 resolves, enchanting %2.").arg(f.name, targetName(checked.targets.value(0))),
                   QStringLiteral("CR 303.4f")).cardId = so.cardId;
            const int target = checked.targets.value(0);
            if (target < 0)
                m_s.enteringAttachedToPlayer = -target - 1; // enchant player
            else
                m_s.enteringAttachedTo = target;
            enterTogether({so.cardId}, so.controller, true, {});
            m_s.enteringAttachedTo = -1;
            m_s.enteringAttachedToPlayer = -1;
            return;
        }
        // CR 608.3: a permanent spell enters the battlefield; at night a daybound one enters
        // back face up without transforming (CR 702.145b, ruling 6).
        report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 resolves.").arg(f.name),
               QStringLiteral("CR 608.3")).cardId = so.cardId;
        enterTogether({so.cardId}, so.controller, true, {});
        return;
    }
    // Instants and sorceries: the enforced abilities' effects, in order (CR 608.2c).
    bool allIllegal = false;
    const StackObject checked = withLegalTargets(so, targetSpecs(f), &allIllegal);
    if (allIllegal) {
        report(Event::Type::SpellResolved, so.controller,
               QStringLiteral("%1 doesn't resolve: all its targets are illegal now.").arg(f.name), QStringLiteral("CR 608.2b")).cardId = so.cardId;
        spellLeavesStack(so);
        return;
    }
    report(Event::Type::SpellResolved, so.controller, QStringLiteral("%1 resolves.").arg(f.name),
           QStringLiteral("CR 608.2")).cardId = so.cardId;
    // All the spell's instructions in order, across its paragraphs (CR 608.2c).
    QJsonArray effects;
    for (const auto &ab : f.abilities) {
        if (ab.enforced) {
            if (!isSpellAbility(ab))
                continue; // e.g. a cost reduction: a static ability of the spell
            const QJsonArray own = ab.script.value(QStringLiteral("effects")).toArray();
            if (own.isEmpty())
                effects.append(ab.script);
            for (const QJsonValue &v : own)
                effects.append(v);
        } else {
            report(Event::Type::NotEnforced, so.controller,
                   QStringLiteral("Not enforced yet, so nothing happens: \"%1\"").arg(ab.text), QString()).cardId = so.cardId;
        }
    }
    applyEffects(effects, checked, 0, so.cardId); // puts the card into the graveyard when done
}

void Game::spellLeavesStack(const StackObject &so, bool exileInstead)
{
    if (so.isCopy)
        return; // CR 707.10a: a copy ceases to exist
    auto &owner = m_s.players[m_s.cards[so.cardId].owner];
    if (so.castFromGraveyard || exileInstead) {
        owner.exile.append(so.cardId); // CR 702.34a flashback; Syncopate
        report(Event::Type::PermanentLeft, so.controller,
               QStringLiteral("%1 is exiled%2.").arg(cardName(so.cardId), so.castFromGraveyard ? QStringLiteral(" (flashback)") : QString()),
               so.castFromGraveyard ? QStringLiteral("CR 702.34a") : QStringLiteral("CR 701.5a")).cardId = so.cardId;
    } else {
        owner.graveyard.append(so.cardId); // CR 608.2n
    }
}

void Game::putPendingTriggersOnStack()
{
    // CR 603.3b: APNAP order: the active player's triggers go on the stack first (so they
    // resolve last), each controller's own in the order they triggered.
    auto apnap = [&](int controller) {
        return (controller - m_s.activePlayer + int(m_s.players.size())) % int(m_s.players.size());
    };
    std::stable_sort(m_s.pendingTriggers.begin(), m_s.pendingTriggers.end(),
                     [&](const StackObject &a, const StackObject &b) { return apnap(a.controller) < apnap(b.controller); });
    while (!m_s.pendingTriggers.isEmpty() && m_s.decision.kind == PendingDecision::Kind::None) {
        // CR 603.3b: a controller with several different triggers chooses their order.
        const QList<int> mine = triggersToOrder();
        if (mine.size() >= 2) {
            const int c = m_s.pendingTriggers.first().controller;
            QStringList labels;
            for (int i : mine) {
                const StackObject &t = m_s.pendingTriggers[i];
                labels << QStringLiteral("%1: %2").arg(definition(t.cardId).faces[t.face].name, t.text);
            }
            StackObject asking;
            asking.controller = c;
            asking.objectId = -1;
            askOption(asking, QStringLiteral("orderTrigger"),
                      QStringLiteral("%1, several of your abilities triggered at once: which goes on the stack next? (The last one put on the stack resolves first, CR 603.3b.)").arg(playerName(c)),
                      labels);
            return;
        }
        pushTrigger(m_s.pendingTriggers.takeFirst());
    }
}

QList<int> Game::triggersToOrder() const
{
    // The pending triggers of the first controller in APNAP order, if they differ (identical
    // ones need no choice).
    QList<int> mine;
    if (m_s.pendingTriggers.isEmpty())
        return mine;
    const int c = m_s.pendingTriggers.first().controller;
    bool differ = false;
    for (int i = 0; i < m_s.pendingTriggers.size(); ++i) {
        const StackObject &t = m_s.pendingTriggers[i];
        if (t.controller != c)
            continue;
        if (!mine.isEmpty()) {
            const StackObject &f = m_s.pendingTriggers[mine.first()];
            differ = differ || t.text != f.text || m_s.cards[t.cardId].key != m_s.cards[f.cardId].key || t.sourceObjectId != f.sourceObjectId;
        }
        mine.append(i);
    }
    return differ ? mine : QList<int>{};
}

void Game::pushTrigger(StackObject t)
{
    t.objectId = m_s.nextObjectId++;
    const CardFace &f = definition(t.cardId).faces[t.face];
    // CR 603.3d: an ability with no legal choice for a target is removed from the stack.
    bool targetless = false;
    for (const QString &spec : targetSpecs(f, t.abilityIndex))
        targetless = targetless || legalTargets(spec, t.controller, t.sourceObjectId).isEmpty();
    if (targetless) {
        report(Event::Type::AbilityTriggered, t.controller,
               QStringLiteral("%1's ability triggers but has no legal target, so it is removed: %2").arg(f.name, t.text),
               QStringLiteral("CR 603.3d")).objectId = t.objectId;
        return;
    }
    m_s.stack.append(t);
    report(Event::Type::AbilityTriggered, t.controller,
           QStringLiteral("%1's ability goes on the stack: %2").arg(f.name, t.text),
           QStringLiteral("CR 603.3")).objectId = t.objectId;
    askTriggerTargets(t.objectId);
}

void Game::askTriggerTargets(int stackObjectId)
{
    // CR 603.3d: targets are chosen as the ability is put on the stack. A single legal choice
    // is no choice; otherwise the controller decides.
    for (StackObject &so : m_s.stack) {
        if (so.objectId != stackObjectId)
            continue;
        const CardFace &f = definition(so.cardId).faces[so.face];
        const QStringList specs = targetSpecs(f, so.abilityIndex);
        while (so.targets.size() < specs.size()) {
            QList<int> legal = legalTargets(specs[so.targets.size()], so.controller, so.sourceObjectId, so.targets);
            for (int t : so.targets)
                if (t != 0)
                    legal.removeAll(t);
            if (legal.size() == 1) {
                so.targets.append(legal.first());
                continue;
            }
            PendingDecision d;
            d.kind = PendingDecision::Kind::ChooseTarget; // ward, if any, triggers once all are chosen
            d.player = so.controller;
            d.options = legal;
            d.stackObjectId = so.objectId;
            d.prompt = QStringLiteral("%1, choose a target for %2's ability (%3).").arg(playerName(so.controller), f.name, specs[so.targets.size()]);
            m_s.decision = d;
            report(Event::Type::DecisionRequired, so.controller, d.prompt, QStringLiteral("CR 603.3d"));
            return;
        }
        if (!specs.isEmpty() && !so.targets.isEmpty() && so.abilityIndex != kWardAbility)
            checkWard(so);
        return;
    }
}

int Game::createCard(const QString &key, int owner, bool token)
{
    return m_s.addCard(key, owner, token);
}

void Game::enterTogether(const QList<int> &cardIds, int controller, bool cast, const QList<bool> &transformed)
{
    for (int i = 0; i < cardIds.size(); ++i)
        enterBattlefield(cardIds[i], controller, cast, transformed.value(i, false));
    applyDayNightStatics(cardIds.size() > 1);
}

int Game::enterBattlefield(int cardId, int controller, bool cast, bool transformed)
{
    const CardDefinition &def = definition(cardId);
    Permanent perm;
    perm.objectId = m_s.nextObjectId++;
    perm.cardId = cardId;
    perm.controller = controller;
    perm.backFaceUp = entersBackFaceUp(def, m_s.designation, transformed);
    // An Aura spell enters attached to its target, unless it enters transformed as a creature
    // (Curse of Leeches cast at night enters as Leeching Lurker, unattached: ruling).
    const bool entersAsAura = def.faces[perm.backFaceUp ? 1 : 0].hasSubtype(QStringLiteral("Aura"));
    perm.attachedTo = entersAsAura ? m_s.enteringAttachedTo : -1;
    perm.attachedToPlayer = entersAsAura ? m_s.enteringAttachedToPlayer : -1;
    const CardFace &f = def.faces[perm.backFaceUp ? 1 : 0];
    if (f.hasLoyalty)
        perm.counters.insert(QStringLiteral("loyalty"), f.loyalty); // CR 306.5b
    for (const PlayerEffect &e : m_s.untilYourNextTurn) // Arlinn's +1 (CR 614.1c)
        if (e.player == controller && e.kind == QLatin1String("creatureFlashAndCounters") && f.hasType(QStringLiteral("Creature")))
            perm.counters[QStringLiteral("+1/+1")] += 1;
    m_s.battlefield.append(perm);

    QString text = QStringLiteral("%1 enters under %2's control").arg(f.name, playerName(controller));
    QString rule = QStringLiteral("CR 110.2");
    int ruling = 0;
    if (perm.backFaceUp && def.hasDaybound() && m_s.designation == DayNight::Night) {
        text = QStringLiteral("%1 enters with its nightbound face up as %2, without transforming (it is night)")
                   .arg(def.front().name, f.name);
        rule = QStringLiteral("CR 702.145b");
        ruling = cast ? 6 : 7;
    } else if (perm.backFaceUp) {
        text += QStringLiteral(" transformed");
        rule = QStringLiteral("CR 712.14a");
    }
    auto &e = report(m_s.cards[cardId].token ? Event::Type::TokenCreated : Event::Type::PermanentEntered,
                     controller, text + QLatin1Char('.'), rule, ruling);
    e.objectId = perm.objectId;
    e.cardId = cardId;
    e.backFaceUp = perm.backFaceUp;

    for (int i = 0; i < f.abilities.size(); ++i) {
        const Ability &ab = f.abilities[i];
        if (!ab.enforced)
            continue;
        // CR 614.12: "as enters" replacement, only from neither (ruling 1).
        if (ab.script.value(QStringLiteral("replacement")).toString() == QLatin1String("becomesDayAsEntersIfNeither")
            && m_s.designation == DayNight::Neither)
            setDesignation(DayNight::Day, QStringLiteral("%1 enters while it is neither").arg(f.name),
                           QStringLiteral("CR 614.12"), 1);
    }
    // CR 603.6a: enters triggers of the face that is up (ruling 6: a front face that never was
    // on the battlefield does not trigger).
    triggerOn(*m_s.permanent(perm.objectId), {QStringLiteral("enters"), QStringLiteral("entersOrAttacks"), QStringLiteral("entersOrTransformsInto")});
    return perm.objectId;
}

void Game::leaveBattlefield(int objectId, const QString &why, const QString &rule, Destination to)
{
    for (int i = 0; i < m_s.battlefield.size(); ++i) {
        if (m_s.battlefield[i].objectId != objectId)
            continue;
        // Last known information (CR 608.2h) for "dies" abilities: power as it last existed.
        const Permanent perm = m_s.battlefield[i];
        const int lastPower = power(perm);
        const bool wasCreature = characteristics(perm).isCreature();
        m_s.battlefield.removeAt(i);
        removeFromCombat(objectId);
        const CardInstance &card = m_s.cards[perm.cardId];
        const QString name = face(perm).name;
        if (!card.token && to != Destination::LeavesTheGame) // CR 400.7: a new object there
            (to == Destination::Exile ? m_s.players[card.owner].exile : m_s.players[card.owner].graveyard).append(perm.cardId);
        QString text;
        if (to == Destination::LeavesTheGame)
            text = QStringLiteral("%1 leaves the game with %2.").arg(playerName(card.owner), name);
        else if (card.token)
            text = QStringLiteral("%1 (a token) leaves the battlefield because of %2 and ceases to exist.").arg(name, why);
        else if (to == Destination::Exile)
            text = QStringLiteral("%1 is exiled by %2.").arg(name, why);
        else
            text = QStringLiteral("%1 is put into its owner's graveyard because of %2.").arg(name, why);
        auto &e = report(Event::Type::PermanentLeft, perm.controller, text, rule);
        e.objectId = objectId;
        e.cardId = perm.cardId;
        // Brutal Cathar: what it exiled "until this creature leaves the battlefield" returns now,
        // immediately (ruling), under its owner's control, as a new object (CR 400.7, 610.3c),
        // however it left: destroyed, bounced, or with a player who left the game (CR 800.4a).
        for (int exiled : perm.linkedExile) {
            const int owner = m_s.cards[exiled].owner;
            auto &ex = m_s.players[owner].exile;
            if (m_s.players[owner].hasLost || !ex.removeOne(exiled))
                continue; // its owner has left the game too: it left with them
            report(Event::Type::PermanentEntered, owner,
                   QStringLiteral("%1 returns from exile: %2 left the battlefield.").arg(cardName(exiled), name), QStringLiteral("CR 610.3c"));
            enterTogether({exiled}, owner, false, {});
        }
        if (wasCreature && to == Destination::Graveyard) { // CR 603.10a: leaves-the-battlefield abilities look back in time
            const CardFace &f = face(perm);
            for (int k = 0; k < f.abilities.size(); ++k)
                if (f.abilities[k].enforced && f.abilities[k].script.value(QStringLiteral("trigger")).toString() == QLatin1String("dies"))
                    addTrigger(perm, k, lastPower);
        }
        // A "can't transform" effect may have ended with it (Immerwolf): CR 702.145c/f act at once.
        applyDayNightStatics(false);
        return;
    }
}

} // namespace rules
