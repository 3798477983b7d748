// The consistency checks of a loaded position: what the rules would never leave standing where
// a player could act, decided by the engine's own checks so that what it saves loads back.
#include "statereader.h"

#include "daynight.h"
#include "game.h"
#include "mulligan.h"

namespace rules {

bool StateReader::references(const QString &path)
{
    auto at = [&](int objectId) { return permanentPaths.value(objectId, path + QStringLiteral(".battlefield")); };
    // One id, one object: a spell and a permanent never share one (CR 109.1, 400.7).
    QHash<int, QString> stackPaths;
    for (qsizetype i = 0; i < s.stack.size(); ++i) {
        const int id = s.stack[i].objectId;
        const QString sp = JsonReader::at(JsonReader::at(path, "stack"), i);
        if (s.permanent(id))
            return r.fail(JsonReader::at(sp, "id"), QStringLiteral("a permanent already has this id (%1)").arg(at(id)), id);
        if (stackPaths.contains(id))
            return r.fail(JsonReader::at(sp, "id"), QStringLiteral("another stack object already has this id (%1)").arg(stackPaths.value(id)), id);
        stackPaths.insert(id, sp);
    }
    for (qsizetype i = 0; i < s.pendingTriggers.size(); ++i) {
        const int id = s.pendingTriggers[i].objectId;
        if (id > 0 && (s.permanent(id) || stackPaths.contains(id)))
            return r.fail(JsonReader::at(JsonReader::at(JsonReader::at(path, "pendingTriggers"), i), "id"),
                          QStringLiteral("another object already has this id"), id);
    }
    // An id that was never handed out names nothing, not even an object that has left.
    auto everExisted = [&](int id) { return id < s.nextObjectId; };
    auto checkTargets = [&](const StackObject &so, const QString &sp) {
        for (qsizetype k = 0; k < so.targets.size(); ++k) {
            const int t = so.targets[k];
            if (t < 0 && -t > s.players.size())
                return r.fail(JsonReader::at(JsonReader::at(sp, "targets"), k), QStringLiteral("no such player: %1 players play").arg(s.players.size()), t);
            if (isGraveyardCardTarget(t)) {
                if (cardOfTarget(t) >= s.cards.size())
                    return r.fail(JsonReader::at(JsonReader::at(sp, "targets"), k),
                                  QStringLiteral("no card has this id (a card in a graveyard is %1 + its card id; %2 cards are in the game)")
                                      .arg(kGraveyardCardTargets).arg(s.cards.size()), t);
                continue; // a card that has left its graveyard stays named, as an object does
            }
            // A target that has left stays named: the spell checks it as it resolves (CR 608.2b).
            if (t > 0 && !everExisted(t))
                return r.fail(JsonReader::at(JsonReader::at(sp, "targets"), k), QStringLiteral("no object has ever had this id (nextObjectId is %1)").arg(s.nextObjectId), t);
        }
        return true;
    };
    for (qsizetype i = 0; i < s.stack.size(); ++i)
        if (!checkTargets(s.stack[i], JsonReader::at(JsonReader::at(path, "stack"), i)))
            return false;
    for (qsizetype i = 0; i < s.pendingTriggers.size(); ++i)
        if (!checkTargets(s.pendingTriggers[i], JsonReader::at(JsonReader::at(path, "pendingTriggers"), i)))
            return false;
    const bool settled = !s.gameOver && s.decision.kind == PendingDecision::Kind::None;
    for (const Permanent &p : s.battlefield) {
        const QString pp = at(p.objectId);
        if (p.attachedTo > 0) {
            if (p.attachedTo == p.objectId)
                return r.fail(JsonReader::at(pp, "attachedTo"), QStringLiteral("a permanent cannot be attached to itself (CR 303.4d)"), p.attachedTo);
            // Where a player could act, an Aura attached to nothing has already gone to the
            // graveyard (CR 704.5m).
            if (!s.permanent(p.attachedTo) && (settled || !everExisted(p.attachedTo)))
                return r.fail(JsonReader::at(pp, "attachedTo"), QStringLiteral("no permanent has this id"), p.attachedTo);
            // Follow the chain: it must end within as many steps as there are permanents.
            int hops = 0;
            for (const Permanent *q = s.permanent(p.attachedTo); q && q->attachedTo > 0; q = s.permanent(q->attachedTo))
                if (q->attachedTo == p.objectId || ++hops > s.battlefield.size())
                    return r.fail(JsonReader::at(pp, "attachedTo"), QStringLiteral("the attachments form a cycle (CR 301.5c, 303.4d)"), p.attachedTo);
        }
        if (p.blocking > 0) {
            const Permanent *a = s.permanent(p.blocking);
            if (!a || !a->attacking)
                return r.fail(JsonReader::at(pp, "blocking"), QStringLiteral("no attacking creature has this id (0: blocking, its attacker has left combat)"), p.blocking);
            if (!a->blockedBy.contains(p.objectId))
                return r.fail(JsonReader::at(pp, "blocking"), QStringLiteral("the attacker (%1) does not list this blocker in its blockedBy").arg(at(a->objectId)), p.blocking);
            if (a->controller == p.controller)
                return r.fail(JsonReader::at(pp, "blocking"), QStringLiteral("a creature blocks an attacker controlled by an opponent (CR 509.1a)"), p.blocking);
        }
        for (qsizetype k = 0; k < p.blockedBy.size(); ++k) {
            const int b = p.blockedBy[k];
            const QString bp = JsonReader::at(JsonReader::at(JsonReader::at(pp, "attacking"), "blockedBy"), k);
            const Permanent *blocker = s.permanent(b);
            if (!blocker)
                return r.fail(bp, QStringLiteral("no permanent has this id"), b);
            if (blocker->blocking != p.objectId)
                return r.fail(bp, QStringLiteral("that permanent (%1) is not blocking this attacker: its blocking must be %2").arg(at(b)).arg(p.objectId), b);
            if (p.blockedBy.indexOf(b) != k)
                return r.fail(bp, QStringLiteral("listed twice"), b);
        }
    }
    return true;
}

bool StateReader::combat(const QString &path)
{
    // Creatures attack from the declare attackers step and block from the declare blockers step;
    // a creature removed from combat stops being either (CR 506.4), and all are removed as the
    // end of combat step ends (CR 511.3). Damage is dealt in the combat damage step (CR 510).
    const bool attacks = s.step >= Step::DeclareAttackers && s.step <= Step::EndOfCombat;
    const bool blocks = s.step >= Step::DeclareBlockers && s.step <= Step::EndOfCombat;
    const bool damaged = s.step == Step::CombatDamage || s.step == Step::EndOfCombat;
    const QString when = QStringLiteral("it is the %1").arg(stepTitle(s.step));
    auto at = [&](int objectId) { return permanentPaths.value(objectId, path + QStringLiteral(".battlefield")); };
    for (const Permanent &p : s.battlefield) {
        if (p.attacking && !attacks)
            return r.fail(JsonReader::at(at(p.objectId), "attacking"),
                          QStringLiteral("no creature is attacking: %1, and creatures attack from the declare attackers step to the end of combat step "
                                         "(CR 506.4, 508.1, 511.3)").arg(when),
                          QJsonObject{{QStringLiteral("player"), p.defendingPlayer >= 0 ? QJsonValue(s.players[p.defendingPlayer].name) : QJsonValue()}});
        if (p.blocking >= 0 && !blocks)
            return r.fail(JsonReader::at(at(p.objectId), "blocking"),
                          QStringLiteral("no creature is blocking: %1, and creatures block from the declare blockers step to the end of combat step "
                                         "(CR 506.4, 509.1, 511.3)").arg(when),
                          p.blocking);
        if (p.struckFirst && !damaged)
            return r.fail(JsonReader::at(at(p.objectId), "struckFirst"),
                          QStringLiteral("no creature has dealt first-strike damage: %1 (CR 510.4, 511.3)").arg(when), true);
    }
    if (s.combatDamageStepsDone > 0 && !damaged)
        return r.fail(JsonReader::at(path, "combatDamageStepsDone"),
                      QStringLiteral("combat damage is dealt in the combat damage step and forgotten as combat ends: %1 (CR 510, 511.3)").arg(when),
                      s.combatDamageStepsDone);
    if (!s.blockersDeclaredBy.isEmpty() && !blocks)
        return r.fail(JsonReader::at(path, "blockersDeclaredBy"),
                      QStringLiteral("blockers are declared in the declare blockers step and forgotten as combat ends: %1 (CR 509.1, 511.3)").arg(when),
                      s.players[s.blockersDeclaredBy.first()].name);
    return true;
}

bool StateReader::consistent(const QString &path)
{
    if (!references(path) || !combat(path))
        return false;
    // Positions the rules would never leave standing where a player could act. The engine's own
    // checks decide, so what the engine produces always loads back.
    DerivedCache cache;
    const Context game = Context::reading(db, s, cache);
    auto at = [&](int objectId) { return permanentPaths.value(objectId, path + QStringLiteral(".battlefield")); };
    QHash<QPair<int, QString>, int> legends; // (controller, name) -> the first such legendary permanent
    for (const Permanent &p : s.battlefield) {
        const CardDefinition &def = game.definition(p.cardId);
        const DayNight d = s.designation;
        if (mustTransformForDesignation(def, p.backFaceUp, d) && game.canTransform(p, true))
            return r.fail(JsonReader::at(at(p.objectId), "face"),
                          d == DayNight::Night ? QStringLiteral("%1 is daybound: it cannot be front face up at night (CR 702.145c)").arg(def.front().name)
                                               : QStringLiteral("%1 is nightbound: it cannot be back face up by day (CR 702.145f)").arg(def.faces.last().name),
                          p.backFaceUp ? QStringLiteral("back") : QStringLiteral("front"));
        const CardFace &f = game.face(p);
        if (d == DayNight::Neither && (f.hasKeyword(QStringLiteral("Daybound")) || f.hasKeyword(QStringLiteral("Nightbound"))))
            return r.fail(path + QStringLiteral(".designation"),
                          QStringLiteral("with %1 (%2) on the battlefield it cannot be neither day nor night (CR 702.145d/g)")
                              .arg(f.name, f.hasKeyword(QStringLiteral("Daybound")) ? QStringLiteral("daybound") : QStringLiteral("nightbound")),
                          QStringLiteral("neither"));
        if (s.gameOver || s.decision.kind != PendingDecision::Kind::None)
            continue;
        // State-based actions were checked before anyone got priority (CR 117.5, 704.3).
        const Characteristics c = game.characteristics(p);
        if (c.isCreature() && (c.toughness <= 0 || (p.damage >= c.toughness && !c.hasKeyword(QStringLiteral("Indestructible"))))) // CR 702.12b
            return r.fail(at(p.objectId), QStringLiteral("%1 (%2/%3 with %4 damage) would already have died (CR 704.5f/g)")
                                              .arg(c.name()).arg(c.power).arg(c.toughness).arg(p.damage), p.objectId);
        if (f.hasLoyalty && p.counters.value(QStringLiteral("loyalty")) <= 0)
            return r.fail(JsonReader::at(at(p.objectId), "counters"), QStringLiteral("%1 has no loyalty: it would already be in the graveyard (CR 704.5i)").arg(c.name()), 0);
        if (f.hasLoyalty && !c.isCreature() && p.damage > 0) // an animated Arlinn is a creature: damage is marked (CR 120.3e)
            return r.fail(JsonReader::at(at(p.objectId), "damage"), QStringLiteral("damage to a planeswalker removes loyalty instead (CR 120.3c)"), p.damage);
        if (c.supertypes().contains(QStringLiteral("Legendary"))) {
            const QPair<int, QString> key{p.controller, f.name};
            if (legends.contains(key))
                return r.fail(at(p.objectId), QStringLiteral("a second legendary %1 under the same controller: the legend rule would already have applied (CR 704.5j)").arg(f.name), p.objectId);
            legends.insert(key, p.objectId);
        }
    }
    int living = 0;
    for (int i = 0; i < s.players.size(); ++i) {
        const QString pp = JsonReader::at(JsonReader::at(path, "players"), i);
        living += s.players[i].hasLost ? 0 : 1;
        if (!s.players[i].hasLost && s.players[i].life <= 0 && !s.gameOver && s.decision.kind == PendingDecision::Kind::None)
            return r.fail(JsonReader::at(pp, "life"), QStringLiteral("a player with 0 or less life has already lost (CR 704.5a)"), s.players[i].life);
    }
    if (living <= 1 && !s.gameOver)
        return r.fail(path + QStringLiteral(".gameOver"), QStringLiteral("with %1 player(s) left the game is over (CR 104.2a)").arg(living), false);
    if (s.priorityPlayer >= 0 && s.players[s.priorityPlayer].hasLost)
        return r.fail(path + QStringLiteral(".priority"), QStringLiteral("a player who has lost cannot hold priority (CR 800.4a)"), s.players[s.priorityPlayer].name);
    if (!s.gameOver && s.priorityPlayer < 0 && s.decision.kind == PendingDecision::Kind::None)
        return r.fail(path + QStringLiteral(".step"), QStringLiteral("nobody could act in this position: give a player priority, or stop in the end step rather than the cleanup step"),
                      stepName(s.step));
    if (!s.gameOver && s.decision.kind == PendingDecision::Kind::None && !s.pendingTriggers.isEmpty() && s.priorityPlayer >= 0)
        return r.fail(path + QStringLiteral(".pendingTriggers"), QStringLiteral("triggered abilities go on the stack before a player gets priority (CR 117.5)"), int(s.pendingTriggers.size()));
    return checkDecision(path, game);
}

bool StateReader::openingHand(const QJsonObject &o, const QString &path, Player *out)
{
    if (o.contains(QStringLiteral("opening"))) {
        QString name;
        bool known = false;
        if (!r.string(o, path, "opening", &name))
            return false;
        for (const auto &n : openingNames())
            if (n.second == name) {
                out->opening = n.first;
                known = true;
            }
        if (!known)
            return r.fail(JsonReader::at(path, "opening"), QStringLiteral("expected undecided, takesMulligan, kept or bottomed"), name);
    }
    return r.bounded(o, path, "mulligans", &out->mulligans, 0, kMaxMulligans + 1);
}

bool StateReader::checkOpeningHands(const QString &path)
{
    for (qsizetype i = 0; i < s.players.size(); ++i) {
        const Player &p = s.players[i];
        const QString pp = JsonReader::at(JsonReader::at(path, "players"), i);
        if (s.turnNumber > 0 && (p.opening != Player::Opening::Undecided || p.mulligans != 0))
            return r.fail(JsonReader::at(pp, p.mulligans != 0 ? "mulligans" : "opening"),
                          QStringLiteral("opening hands are chosen before the first turn only (CR 103.5)"), p.mulligans != 0 ? QJsonValue(p.mulligans) : QJsonValue(openingName(p.opening)));
        if (s.turnNumber == 0 && mulligan::counted(s, int(i)) > kMaxMulligans)
            return r.fail(JsonReader::at(pp, "mulligans"), QStringLiteral("a player takes mulligans until their opening hand would be zero cards (CR 103.5)"), p.mulligans);
    }
    if (s.turnNumber == 0 && (!s.battlefield.isEmpty() || !s.stack.isEmpty() || s.priorityPlayer >= 0))
        return r.fail(JsonReader::at(path, "turn"), QStringLiteral("before the first turn nothing is on the battlefield or the stack and nobody has priority (CR 103.5)"), 0);
    return true;
}

bool StateReader::checkDecision(const QString &path, const Context &game)
{
    // A pending decision must be one the engine could be waiting for here.
    const PendingDecision &d = s.decision;
    const QString dp = path + QStringLiteral(".decision");
    const QString who = d.player >= 0 ? s.players[d.player].name : QString();
    if (!checkOpeningHands(path))
        return false;
    switch (d.kind) {
    case PendingDecision::Kind::Mulligan:
        if (s.turnNumber != 0 || s.players[d.player].opening != Player::Opening::Undecided)
            return r.fail(dp, QStringLiteral("only a player who has not kept an opening hand is asked to keep or take a mulligan, before the first turn (CR 103.5)"), who);
        return true;
    case PendingDecision::Kind::BottomCards:
        if (s.turnNumber != 0 || s.players[d.player].opening != Player::Opening::Kept)
            return r.fail(dp, QStringLiteral("only a player who kept an opening hand puts cards on the bottom, before the first turn (CR 103.5)"), who);
        if (d.count < 1 || d.count != mulligan::counted(s, d.player))
            return r.fail(JsonReader::at(dp, "count"), QStringLiteral("%1 puts one card on the bottom for each mulligan counted: %2 (CR 103.5, 103.5c)").arg(who).arg(mulligan::counted(s, d.player)), d.count);
        return true;
    case PendingDecision::Kind::None:
        return true;
    case PendingDecision::Kind::DiscardToHandSize: {
        const int excess = int(s.players[d.player].hand.size()) - Game::kMaximumHandSize;
        if (s.step != Step::Cleanup || d.player != s.activePlayer)
            return r.fail(dp, QStringLiteral("only the active player discards to hand size, in the cleanup step (CR 514.1)"), who);
        if (d.count != excess || excess <= 0)
            return r.fail(JsonReader::at(dp, "count"), QStringLiteral("%1 has %2 cards: the count must be %3 (CR 514.1)").arg(who).arg(s.players[d.player].hand.size()).arg(excess), d.count);
        return true;
    }
    case PendingDecision::Kind::LegendRule: {
        QList<int> same;
        for (int id : d.options) {
            const Permanent *p = s.permanent(id);
            if (!p || p->controller != d.player || !game.face(*p).supertypes.contains(QStringLiteral("Legendary"))
                || game.face(*p).name != game.face(*s.permanent(d.options.first())).name)
                return r.fail(JsonReader::at(dp, "options"), QStringLiteral("the options must be %1's legendary permanents with the same name (CR 704.5j)").arg(who), id);
            same.append(id);
        }
        if (same.size() < 2)
            return r.fail(JsonReader::at(dp, "options"), QStringLiteral("the legend rule needs two or more legendary permanents with the same name (CR 704.5j)"), int(same.size()));
        return true;
    }
    case PendingDecision::Kind::DeclareAttackers:
        if (s.step != Step::DeclareAttackers || d.player != s.activePlayer)
            return r.fail(dp, QStringLiteral("the active player declares attackers in the declare attackers step (CR 508.1)"), who);
        break;
    case PendingDecision::Kind::DeclareBlockers:
        if (s.step != Step::DeclareBlockers || d.player == s.activePlayer)
            return r.fail(dp, QStringLiteral("a defending player declares blockers in the declare blockers step (CR 509.1)"), who);
        break;
    case PendingDecision::Kind::ChooseAnyNumber:
        break;
    case PendingDecision::Kind::ChooseTarget:
        for (int id : d.options) {
            if (isGraveyardCardTarget(id)) { // a card in a graveyard (CR 115.1)
                const int cardId = cardOfTarget(id);
                const bool inGraveyard = std::any_of(s.players.cbegin(), s.players.cend(), [&](const Player &p) { return p.graveyard.contains(cardId); });
                if (!inGraveyard)
                    return r.fail(JsonReader::at(dp, "options"), QStringLiteral("no card in a graveyard has this code (%1 + its card id)").arg(kGraveyardCardTargets), id);
                continue;
            }
            bool onStack = false;
            for (const StackObject &so : s.stack)
                onStack = onStack || so.objectId == id;
            if (id > 0 && !s.permanent(id) && !onStack)
                return r.fail(JsonReader::at(dp, "options"), QStringLiteral("no permanent or spell has this id"), id);
        }
        return true;
    case PendingDecision::Kind::ChooseOption:
        if (d.labels.size() != d.options.size() || d.labels.isEmpty())
            return r.fail(JsonReader::at(dp, "labels"), QStringLiteral("one label per option"), int(d.labels.size()));
        // Scry and surveil look at the top card: there must be one (CR 701.22a, 701.25a).
        if ((d.then.kind == Continuation::Kind::Scry || d.then.kind == Continuation::Kind::Surveil) && s.players[d.player].library.isEmpty())
            return r.fail(JsonReader::at(dp, "purpose"), QStringLiteral("%1 has no library to look at: with an empty library nothing is asked (CR 701.22a, 701.25a)").arg(who),
                          d.then.kind == Continuation::Kind::Scry ? QStringLiteral("scry") : QStringLiteral("surveil"));
        // Celestus Sanctifier: one option per card looked at, each a card of the library.
        if (d.then.kind == Continuation::Kind::PutOneOfTopIntoGraveyard
            && (d.then.positions.size() != d.options.size() || d.then.positions.size() > s.players[d.player].library.size()))
            return r.fail(JsonReader::at(dp, "purpose"), QStringLiteral("one option per card looked at on top of %1's library").arg(who), continuationText(d.then));
        // Sunstreak Phoenix: the card to return is in the deciding player's graveyard.
        if (d.then.kind == Continuation::Kind::PayToReturn && d.then.positions.value(0) >= s.players[d.player].graveyard.size())
            return r.fail(JsonReader::at(dp, "purpose"), QStringLiteral("not a position in %1's graveyard").arg(who), continuationText(d.then));
        return true;
    case PendingDecision::Kind::DiscardCards:
        if (d.count < 1 || d.count > s.players[d.player].hand.size())
            return r.fail(JsonReader::at(dp, "count"), QStringLiteral("between 1 and the number of cards in hand"), d.count);
        return true;
    }
    for (int id : d.options)
        if (!s.permanent(id))
            return r.fail(JsonReader::at(dp, "options"), QStringLiteral("no permanent has this id"), id);
    return true;
}

namespace {

// The first place where `a` and `b` differ, as "<path>: <a> here, <b> ..." ("" if equal).
QString firstDifference(const QJsonValue &a, const QJsonValue &b, const QString &path)
{
    if (a == b)
        return {};
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        QStringList keys = x.keys() + y.keys();
        keys.removeDuplicates();
        for (const QString &k : std::as_const(keys)) {
            const QString d = firstDifference(x.value(k), y.value(k), path + QLatin1Char('.') + k);
            if (!d.isEmpty())
                return d;
        }
    }
    if (a.isArray() && b.isArray() && a.toArray().size() == b.toArray().size()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        for (qsizetype i = 0; i < x.size(); ++i) {
            const QString d = firstDifference(x[i], y[i], JsonReader::at(path, i));
            if (!d.isEmpty())
                return d;
        }
    }
    return QStringLiteral("%1: %2 here, %3 once saved and loaded").arg(path, JsonReader::shown(a), JsonReader::shown(b));
}

} // namespace

QString positionProblem(const GameState &state, const CardDatabase &db)
{
    GameState loaded;
    QString error;
    const QJsonObject json = stateToJson(state, db);
    if (stateFromJson(json, db, QStringLiteral("$"), &loaded, nullptr, &error)) {
        // Accepted: and it must be this very position, not one the loader completes (a
        // planeswalker without loyalty counters gets its printed loyalty, CR 306.5b).
        const QString d = firstDifference(json, stateToJson(loaded, db), QString());
        return d.isEmpty() ? QString() : QStringLiteral("the position does not read back as it is [at %1]").arg(d.mid(1));
    }
    // "$.battlefield[0].face: <problem> (<value>)": the problem first, then where it is.
    const qsizetype colon = error.indexOf(QLatin1String(": "));
    if (colon < 0)
        return error;
    QString where = error.left(colon);
    if (where.startsWith(QLatin1String("$.")))
        where = where.mid(2);
    return QStringLiteral("%1 [at %2]").arg(error.mid(colon + 2), where);
}

} // namespace rules
