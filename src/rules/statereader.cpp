// Reading a "state" object: players, zones, permanents, the stack, the turn, a pending decision
// (format: tests/scenarios/README.md). Errors name the JSON path and the bad value.
#include "statereader.h"

#include "cardkeys.h"
#include "scriptjson.h"
#include "suggestion.h"
#include "visibility.h"

#include "daynight.h"
#include "game.h"

#include <cmath>
#include <sstream>
#include <tuple>

namespace rules {

bool StateReader::pendingCast(const QJsonObject &o, const QString &path, int player)
{
    if (!r.onlyKeys(o, path, {QStringLiteral("hand"), QStringLiteral("graveyard"), QStringLiteral("permanent"), QStringLiteral("ability"),
                              QStringLiteral("x"), QStringLiteral("targets")}))
        return false;
    PendingCast pc;
    QJsonArray targets;
    int hand = -1, graveyard = -1;
    if (!r.integer(o, path, "hand", &hand) || !r.integer(o, path, "graveyard", &graveyard) || !r.integer(o, path, "permanent", &pc.objectId)
        || !r.integer(o, path, "ability", &pc.abilityIndex) || !r.integer(o, path, "x", &pc.x) || !r.array(o, path, "targets", &targets))
        return false;
    if (pc.x < 0 || pc.x > 1000)
        return r.fail(JsonReader::at(path, "x"), QStringLiteral("expected 0 to 1000"), pc.x);
    for (qsizetype i = 0; i < targets.size(); ++i) {
        if (!targets[i].isDouble() || targets[i].toDouble() < -4 || targets[i].toDouble() > kMaxTargetCode || targets[i].toDouble() != targets[i].toInt())
            return r.fail(JsonReader::at(JsonReader::at(path, "targets"), i),
                          QStringLiteral("expected a target: an object id, 0, -1 to -4 for a player, or %1 + a card id for a card in a graveyard").arg(kGraveyardCardTargets),
                          targets[i]);
        pc.targets.append(targets[i].toInt());
    }
    const Player &p = s.players[player];
    if (o.contains(QStringLiteral("permanent"))) {
        pc.isAbility = true;
        const Permanent *perm = s.permanent(pc.objectId);
        if (!perm || perm->controller != player)
            return r.fail(JsonReader::at(path, "permanent"), QStringLiteral("no permanent the deciding player controls has this id"), pc.objectId);
        pc.cardId = perm->cardId;
    } else if (hand >= 0 && hand < p.hand.size()) {
        pc.cardId = p.hand[hand];
    } else if (graveyard >= 0 && graveyard < p.graveyard.size()) {
        pc.cardId = p.graveyard[graveyard];
    } else {
        return r.fail(path, QStringLiteral("expected \"hand\" or \"graveyard\" (a position in the deciding player's zone) or \"permanent\" and \"ability\""), o);
    }
    s.decision.casting = pc;
    return true;
}

bool StateReader::continuation(const QString &text, const QString &path, Continuation *out)
{
    using K = Continuation::Kind;
    static const QList<QPair<QString, K>> plain{{QStringLiteral("manaColor"), K::ManaColor}, {QStringLiteral("mayLoot"), K::MayLoot},
                                                {QStringLiteral("scry"), K::Scry}, {QStringLiteral("surveil"), K::Surveil},
                                                {QStringLiteral("orderTrigger"), K::OrderTrigger}, {QStringLiteral("discardThenDraw"), K::DiscardThenDraw}};
    Continuation c;
    const QString head = text.section(QLatin1Char(':'), 0, 0);
    const QStringList args = text.section(QLatin1Char(':'), 1).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    auto number = [&](const QString &s, int *n) {
        bool ok = false;
        *n = s.toInt(&ok);
        return ok && *n >= 0 && *n <= kMaxObjectId;
    };
    auto positions = [&](const QString &s) {
        for (const QString &p : s.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            int n = 0;
            if (!number(p, &n) || n > 100)
                return false;
            c.positions.append(n);
        }
        return true;
    };
    bool ok = true;
    if (text.isEmpty()) {
        c.kind = K::None;
    } else if (head == QLatin1String("attachCurse") && args.size() == 1) {
        c.kind = K::AttachCurse;
        ok = number(args[0], &c.objectId);
    } else if (head == QLatin1String("payOrCounter") && (args.size() == 1 || args.size() == 3)) {
        // payOrCounter:ID:exile|counter:mana={2},life=3,discard=1. Games saved before the cost
        // was written say "payOrCounter:ID": Syncopate's, its {X} read from the paused spell
        // (once the paused effects are read, below).
        c.kind = K::PayOrCounter;
        ok = number(args[0], &c.objectId);
        c.exile = args.size() == 1 || args[1] == QLatin1String("exile");
        ok = ok && (args.size() == 1 || args[1] == QLatin1String("exile") || args[1] == QLatin1String("counter"));
        for (const QString &part : args.size() == 3 ? args[2].split(QLatin1Char(',')) : QStringList()) {
            const QString name = part.section(QLatin1Char('='), 0, 0), value = part.section(QLatin1Char('='), 1);
            int n = 0;
            if (name == QLatin1String("mana")) {
                c.cost.mana = ManaCost::parse(value);
                ok = ok && c.cost.mana && !c.cost.mana->isEmpty() && c.cost.mana->xCount == 0 && c.cost.mana->manaValue() <= kMaxAmount;
            } else if (name == QLatin1String("life") && number(value, &n) && n <= 1000) {
                c.cost.life = n;
            } else if (name == QLatin1String("discard") && number(value, &n) && n <= 100) {
                c.cost.discard = n;
            } else {
                ok = false;
            }
        }
        ok = ok && (args.size() == 1 || !c.cost.isEmpty());
    } else if (head == QLatin1String("payLifeOrCounter") && args.size() == 2) {
        // The older spelling of a ward paid in life.
        c.kind = K::PayOrCounter;
        ok = number(args[0], &c.objectId) && number(args[1], &c.cost.life) && c.cost.life <= 1000;
    } else if (head == QLatin1String("putFromHand") && args.size() <= 1) {
        c.kind = K::PutFromHand;
        ok = args.isEmpty() || positions(args[0]);
    } else if (head == QLatin1String("takeFromTop") && (args.size() == 1 || args.size() == 2)) {
        c.kind = K::TakeFromTop;
        ok = number(args[0], &c.count) && c.count >= 1 && c.count <= 100 && (args.size() == 1 || positions(args[1]));
    } else if (head == QLatin1String("takeFromTopSix") && args.size() <= 1) {
        // Wildsong Howler's, as games saved before the count was written say it.
        c.kind = K::TakeFromTop;
        c.count = 6;
        ok = args.isEmpty() || positions(args[0]);
    } else if (head == QLatin1String("tapOrUntap") && args.size() == 1) {
        c.kind = K::TapOrUntap;
        ok = number(args[0], &c.objectId);
    } else if (head == QLatin1String("putOneOfTopIntoGraveyard") && args.size() == 1) {
        c.kind = K::PutOneOfTopIntoGraveyard;
        ok = positions(args[0]);
    } else if (head == QLatin1String("payToReturn") && args.size() == 1) {
        c.kind = K::PayToReturn;
        ok = positions(args[0]) && c.positions.size() == 1;
    } else {
        ok = false;
        for (const auto &p : plain)
            if (text == p.first) {
                c.kind = p.second;
                ok = true;
            }
    }
    if (!ok)
        return r.fail(path, QStringLiteral("not a purpose this engine writes (manaColor, mayLoot, scry, surveil, orderTrigger, discardThenDraw, attachCurse:ID, "
                                           "payOrCounter:ID:exile|counter:mana={N},life=N,discard=N, putFromHand:POSITIONS, takeFromTop:COUNT:POSITIONS, "
                                           "tapOrUntap:ID, putOneOfTopIntoGraveyard:POSITIONS, payToReturn:POSITION)"),
                      text);
    *out = c;
    return true;
}

bool StateReader::player(const QJsonValue &v, const QString &path, int *out, bool allowNull)
{
    if (v.isNull() && allowNull) {
        *out = -1;
        return true;
    }
    for (int i = 0; i < s.players.size(); ++i)
        if (v.isString() && s.players[i].name == v.toString()) {
            *out = i;
            return true;
        }
    QStringList names;
    for (const auto &p : s.players)
        names.append(p.name);
    return r.fail(path, QStringLiteral("expected a player name (%1%2)").arg(names.join(QStringLiteral(", ")), allowNull ? QStringLiteral(", or null") : QString()), v);
}

bool StateReader::cardEntry(const QJsonValue &v, const QString &path, int owner, int *cardId, QJsonObject *extra)
{
    QString key, ref;
    QJsonObject o;
    if (v.isString()) {
        key = v.toString();
    } else if (v.isObject()) {
        o = v.toObject();
        if (!r.string(o, path, "card", &key) || !r.string(o, path, "ref", &ref, false))
            return false;
    } else {
        return r.fail(path, QStringLiteral("expected a card key or an object with \"card\""), v);
    }
    const QString keyPath = v.isString() ? path : JsonReader::at(path, "card");
    if (key == QLatin1String(kHiddenCardKey) && !allowHidden)
        return r.fail(keyPath, QStringLiteral("a hidden card is only in a viewer's view, never in a saved position"), key);
    if (!(allowHidden ? db.findInView(key) : db.find(key)))
        return r.fail(keyPath, QStringLiteral("unknown card") + didYouMeanCard(db, key), key);
    bool token = false;
    if (!r.boolean(o, path, "token", &token))
        return false;
    const int id = s.addCard(key, owner, token);
    if (!ref.isEmpty()) {
        if (refs->contains(ref))
            return r.fail(JsonReader::at(path, "ref"), QStringLiteral("this ref is already used"), ref);
        refs->insert(ref, id);
    }
    *cardId = id;
    if (extra)
        *extra = o;
    return true;
}

bool StateReader::zone(const QJsonObject &o, const QString &path, const char *key, int owner, QList<int> *out)
{
    QJsonArray a;
    if (!r.array(o, path, key, &a))
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        int id = -1;
        QJsonObject extra;
        const QString p = JsonReader::at(JsonReader::at(path, key), i);
        if (!cardEntry(a[i], p, owner, &id, &extra) || !r.onlyKeys(extra, p, {QStringLiteral("card"), QStringLiteral("ref")}))
            return false;
        out->append(id);
    }
    return true;
}

bool StateReader::permanent(const QJsonValue &v, const QString &path, int defaultPlayer)
{
    int controller = defaultPlayer, owner = defaultPlayer;
    QJsonObject o = v.toObject();
    if (!r.onlyKeys(o, path, {QStringLiteral("card"), QStringLiteral("ref"), QStringLiteral("id"), QStringLiteral("owner"),
                              QStringLiteral("controller"), QStringLiteral("face"), QStringLiteral("tapped"), QStringLiteral("damage"),
                              QStringLiteral("counters"), QStringLiteral("attachedTo"), QStringLiteral("summoningSick"), QStringLiteral("token"),
                              QStringLiteral("transformCount"), QStringLiteral("attacking"), QStringLiteral("blocking"),
                              QStringLiteral("activatedThisTurn"), QStringLiteral("loyaltyUsedThisTurn"), QStringLiteral("struckFirst"), QStringLiteral("exiledUntilItLeaves"),
                              QStringLiteral("attachedToPlayer")}))
        return false;
    if (o.contains(QStringLiteral("controller")) && !player(o.value(QStringLiteral("controller")), JsonReader::at(path, "controller"), &controller, false))
        return false;
    if (controller < 0)
        return r.fail(JsonReader::at(path, "controller"), QStringLiteral("a permanent on the shared battlefield needs a controller"), o.value(QStringLiteral("controller")));
    owner = controller;
    if (o.contains(QStringLiteral("owner")) && !player(o.value(QStringLiteral("owner")), JsonReader::at(path, "owner"), &owner, false))
        return false;
    int cardId = -1;
    if (!cardEntry(v, path, owner, &cardId, nullptr))
        return false;
    const CardDefinition &def = *db.findInView(s.cards[cardId].key);
    if (!def.front().isPermanentType())
        return r.fail(JsonReader::at(path, "card"), QStringLiteral("%1 is not a permanent card (CR 110.4)").arg(def.front().name), s.cards[cardId].key);
    Permanent perm;
    perm.cardId = cardId;
    perm.controller = controller;
    perm.objectId = -1;
    QString face = QStringLiteral("front");
    if (!r.bounded(o, path, "id", &perm.objectId, 1, kMaxObjectId) || !r.string(o, path, "face", &face, false)
        || !r.boolean(o, path, "tapped", &perm.tapped) || !r.bounded(o, path, "damage", &perm.damage, 0, kMaxAmount)
        || !r.boolean(o, path, "summoningSick", &perm.summoningSick) || !r.bounded(o, path, "transformCount", &perm.transformCount, 0, kMaxAmount)
        || !r.bounded(o, path, "blocking", &perm.blocking, 0, kMaxObjectId) || !r.strings(o, path, "activatedThisTurn", &perm.activatedThisTurn)
        || !r.boolean(o, path, "loyaltyUsedThisTurn", &perm.loyaltyUsedThisTurn)
        || !r.boolean(o, path, "struckFirst", &perm.struckFirst))
        return false;
    QStringList linked;
    if (!r.strings(o, path, "exiledUntilItLeaves", &linked))
        return false;
    if (o.contains(QStringLiteral("attachedToPlayer"))
        && !player(o.value(QStringLiteral("attachedToPlayer")), JsonReader::at(path, "attachedToPlayer"), &perm.attachedToPlayer, false))
        return false;
    for (int k = 0; k < linked.size(); ++k) {
        int found = -1;
        for (const Player &pl : s.players)
            for (int id : pl.exile)
                if (found < 0 && s.cards[id].key == linked[k] && !linkedSoFar.contains(id))
                    found = id;
        if (found < 0)
            return r.fail(JsonReader::at(JsonReader::at(path, "exiledUntilItLeaves"), k), QStringLiteral("no such card in exile"), linked[k]);
        linkedSoFar.append(found);
        perm.linkedExile.append(found);
    }
    QJsonObject attack;
    if (!r.object(o, path, "attacking", &attack))
        return false;
    if (o.contains(QStringLiteral("attacking"))) {
        const QString ap = JsonReader::at(path, "attacking");
        QJsonArray blockedBy;
        if (!r.onlyKeys(attack, ap, {QStringLiteral("player"), QStringLiteral("blocked"), QStringLiteral("blockedBy")})
            || !player(attack.value(QStringLiteral("player")), JsonReader::at(ap, "player"), &perm.defendingPlayer, false)
            || !r.boolean(attack, ap, "blocked", &perm.blocked) || !r.array(attack, ap, "blockedBy", &blockedBy))
            return false;
        if (perm.defendingPlayer == controller)
            return r.fail(JsonReader::at(ap, "player"), QStringLiteral("a creature attacks an opponent (CR 508.1b)"), attack.value(QStringLiteral("player")));
        perm.attacking = true;
        for (qsizetype k = 0; k < blockedBy.size(); ++k) {
            const QJsonValue b = blockedBy[k];
            if (!b.isDouble() || b.toDouble() < 1 || b.toDouble() > kMaxObjectId || b.toDouble() != b.toInt())
                return r.fail(JsonReader::at(JsonReader::at(ap, "blockedBy"), k), QStringLiteral("expected a blocker's id"), b);
            perm.blockedBy.append(b.toInt());
        }
        perm.blocked = perm.blocked || !perm.blockedBy.isEmpty();
    }
    if (!o.contains(QStringLiteral("summoningSick")))
        perm.summoningSick = false; // hand-written positions: permanents have been there a while
    if (face != QLatin1String("front") && face != QLatin1String("back"))
        return r.fail(JsonReader::at(path, "face"), QStringLiteral("expected \"front\" or \"back\""), face);
    if (face == QLatin1String("back") && !def.isDoubleFaced())
        return r.fail(JsonReader::at(path, "face"), QStringLiteral("%1 has no back face (CR 712.9)").arg(def.front().name), face);
    perm.backFaceUp = face == QLatin1String("back");
    if (perm.damage < 0)
        return r.fail(JsonReader::at(path, "damage"), QStringLiteral("damage cannot be negative"), perm.damage);
    QJsonObject counters;
    if (!r.object(o, path, "counters", &counters))
        return false;
    for (auto it = counters.constBegin(); it != counters.constEnd(); ++it) {
        if (!counterKindNames().contains(it.key()))
            return r.fail(JsonReader::at(JsonReader::at(path, "counters"), qPrintable(it.key())),
                          QStringLiteral("unknown kind of counter; expected +1/+1, -1/-1 or loyalty"), it.value());
        if (!it.value().isDouble() || it.value().toDouble() < 0 || it.value().toDouble() > kMaxCounters || it.value().toDouble() != it.value().toInt())
            return r.fail(JsonReader::at(JsonReader::at(path, "counters"), qPrintable(it.key())),
                          QStringLiteral("expected a whole number of counters from 0 to %1").arg(kMaxCounters), it.value());
        perm.counters.insert(it.key(), it.value().toInt());
    }
    const CardFace &f = def.faces[perm.backFaceUp ? 1 : 0];
    if (f.hasLoyalty && !perm.counters.contains(QStringLiteral("loyalty")))
        perm.counters.insert(QStringLiteral("loyalty"), f.loyalty);
    const QJsonValue attached = o.value(QStringLiteral("attachedTo"));
    if (!attached.isUndefined() && !attached.isNull()) {
        if (!attached.isDouble() || attached.toDouble() < 1 || attached.toDouble() > kMaxObjectId || attached.toDouble() != attached.toInt())
            return r.fail(JsonReader::at(path, "attachedTo"), QStringLiteral("expected a permanent id or null"), attached);
        perm.attachedTo = attached.toInt();
    }
    if (perm.objectId < 0)
        perm.objectId = s.nextObjectId++;
    if (permanentPaths.contains(perm.objectId))
        return r.fail(JsonReader::at(path, "id"), QStringLiteral("another permanent already has this id"), perm.objectId);
    permanentPaths.insert(perm.objectId, path);
    s.battlefield.append(perm);
    return true;
}

bool StateReader::stackObject(const QJsonValue &v, const QString &path, StackObject *out, bool assignId)
{
    const QJsonObject o = v.toObject();
    if (!v.isObject())
        return r.fail(path, QStringLiteral("expected an object with \"card\" and \"controller\""), v);
    if (!r.onlyKeys(o, path, {QStringLiteral("card"), QStringLiteral("ref"), QStringLiteral("id"), QStringLiteral("controller"),
                              QStringLiteral("face"), QStringLiteral("ability"), QStringLiteral("source"),
                              QStringLiteral("sourceTransformCount"), QStringLiteral("amount"), QStringLiteral("targets"),
                              QStringLiteral("x"), QStringLiteral("castFromGraveyard"), QStringLiteral("copy"), QStringLiteral("ruling"),
                              QStringLiteral("graveyard"), QStringLiteral("eventPlayer")}))
        return false;
    StackObject so;
    int graveyard = -1; // an ability of the card at this position of its controller's graveyard (CR 113.6)
    if (!player(o.value(QStringLiteral("controller")), JsonReader::at(path, "controller"), &so.controller, false))
        return false;
    so.objectId = -1;
    // A trigger waiting to be put on the stack has no object id yet: written as -1.
    if (!r.bounded(o, path, "id", &so.objectId, assignId ? 1 : -1, kMaxObjectId))
        return false;
    if (so.objectId == 0)
        return r.fail(JsonReader::at(path, "id"), QStringLiteral("expected an object id from 1 to %1, or -1 for none yet").arg(kMaxObjectId), 0);
    bool isAbility = false;
    QJsonArray targets;
    if (!r.integer(o, path, "ability", &so.abilityIndex, false, &isAbility) || !r.bounded(o, path, "source", &so.sourceObjectId, 1, kMaxObjectId)
        || !r.bounded(o, path, "sourceTransformCount", &so.sourceTransformCount, 0, kMaxAmount) || !r.bounded(o, path, "amount", &so.amount, 0, kMaxAmount)
        || !r.array(o, path, "targets", &targets) || !r.boolean(o, path, "castFromGraveyard", &so.castFromGraveyard)
        || !r.boolean(o, path, "copy", &so.isCopy) || !r.bounded(o, path, "ruling", &so.ruling, 0, 12)
        || !r.bounded(o, path, "graveyard", &graveyard, 0, kMaxObjectId))
        return false;
    if (!so.isAbility && !r.bounded(o, path, "x", &so.amount, 0, kMaxAmount))
        return false;
    // The player an event trigger names ("that creature's controller"): a player's name.
    if (o.contains(QStringLiteral("eventPlayer"))
        && !player(o.value(QStringLiteral("eventPlayer")), JsonReader::at(path, "eventPlayer"), &so.eventPlayer, false))
        return false;
    for (qsizetype k = 0; k < targets.size(); ++k) {
        // An object id, 0 (no target), -1 to -4 for a player, or a graveyard card's code;
        // checked against the position once everything is read.
        const QJsonValue t = targets[k];
        if (!t.isDouble() || t.toDouble() < -4 || t.toDouble() > kMaxTargetCode || t.toDouble() != t.toInt())
            return r.fail(JsonReader::at(JsonReader::at(path, "targets"), k),
                          QStringLiteral("expected an object id, 0 for none, -1 to -4 for a player, or %1 + a card id for a card in a graveyard").arg(kGraveyardCardTargets), t);
        so.targets.append(t.toInt());
    }
    so.isAbility = isAbility;
    QString face = QStringLiteral("front");
    if (!r.string(o, path, "face", &face, false))
        return false;
    if (!cardEntry(v, path, so.controller, &so.cardId, nullptr))
        return false;
    const CardDefinition &def = *db.findInView(s.cards[so.cardId].key);
    if (face == QLatin1String("back") && !def.isDoubleFaced())
        return r.fail(JsonReader::at(path, "face"), QStringLiteral("%1 has no back face (CR 712.9)").arg(def.front().name), face);
    if (face != QLatin1String("front") && face != QLatin1String("back"))
        return r.fail(JsonReader::at(path, "face"), QStringLiteral("expected \"front\" or \"back\""), face);
    so.face = face == QLatin1String("back") ? 1 : 0;
    if (so.isAbility) {
        if (so.abilityIndex == kGrantedDrawAbility)
            so.text = grantedDrawText();
        else if (so.abilityIndex == kWardAbility)
            so.text = QStringLiteral("Ward");
        else if (so.abilityIndex < 0 || so.abilityIndex >= def.faces[so.face].abilities.size())
            return r.fail(JsonReader::at(path, "ability"), QStringLiteral("%1 has no ability with this index").arg(def.faces[so.face].name), so.abilityIndex);
        else
            so.text = def.faces[so.face].abilities[so.abilityIndex].text;
        if (const Permanent *src = s.permanent(so.sourceObjectId)) {
            if (s.cards[src->cardId].key != def.key)
                return r.fail(JsonReader::at(path, "source"), QStringLiteral("permanent %1 is a %2, not a %3").arg(so.sourceObjectId)
                              .arg(s.cards[src->cardId].key, def.key), so.sourceObjectId);
            so.cardId = src->cardId; // the ability's source card, wherever it is
        } else if (graveyard >= 0) {
            const QList<int> &yard = s.players[so.controller].graveyard;
            if (so.sourceObjectId > 0 || graveyard >= yard.size() || s.cards[yard[graveyard]].key != def.key)
                return r.fail(JsonReader::at(path, "graveyard"), QStringLiteral("expected the position of a %1 in its controller's graveyard, and no \"source\"").arg(def.key), graveyard);
            so.cardId = yard[graveyard];
        }
    } else if (def.front().hasType(QStringLiteral("Land"))) {
        return r.fail(JsonReader::at(path, "card"), QStringLiteral("a land cannot be on the stack (CR 305.1)"), def.key);
    }
    if (so.objectId < 0 && assignId)
        so.objectId = s.nextObjectId++; // pending triggers get theirs as they go on the stack
    *out = so;
    return true;
}

bool StateReader::untilEndOfTurn(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return r.fail(path, QStringLiteral("expected an effect {\"permanent\": id, \"power\", \"toughness\", \"keywords\", \"source\"}"), v);
    const QJsonObject e = v.toObject();
    if (!r.onlyKeys(e, path, {QStringLiteral("permanent"), QStringLiteral("power"), QStringLiteral("toughness"), QStringLiteral("keywords"),
                              QStringLiteral("source"), QStringLiteral("becomesCreature"), QStringLiteral("subtypes")}))
        return false;
    ContinuousEffect t;
    QString becomes;
    // A pump is one effect's amount, as the stack's X is (kMaxAmount); their sum is computed in
    // 64 bits (Context::characteristics), so no number of them can wrap.
    if (!r.bounded(e, path, "permanent", &t.objectId, 1, kMaxObjectId, true) || !r.bounded(e, path, "power", &t.power, -kMaxAmount, kMaxAmount)
        || !r.bounded(e, path, "toughness", &t.toughness, -kMaxAmount, kMaxAmount)
        || (e.contains(QStringLiteral("keywords")) && !scriptjson::keywords(r, e.value(QStringLiteral("keywords")), JsonReader::at(path, "keywords"), &t.keywords))
        || !r.string(e, path, "source", &t.source, false) || !r.string(e, path, "becomesCreature", &becomes, false)
        || !r.strings(e, path, "subtypes", &t.subtypes))
        return false;
    if (hasHiddenCharacters(t.source))
        return r.fail(JsonReader::at(path, "source"), QStringLiteral("a name cannot hold control, bidirectional or invisible characters"), t.source);
    // CR 400.7: an object that leaves the battlefield is a new object; the effect ended with it.
    if (!s.permanent(t.objectId))
        return r.fail(JsonReader::at(path, "permanent"), QStringLiteral("no permanent on the battlefield has this id (an effect ends when its permanent leaves, CR 400.7)"),
                      t.objectId);
    for (qsizetype k = 0; k < t.subtypes.size(); ++k)
        if (t.subtypes[k].isEmpty() || t.subtypes[k].size() > 40 || hasHiddenCharacters(t.subtypes[k]))
            return r.fail(JsonReader::at(JsonReader::at(path, "subtypes"), k), QStringLiteral("expected a subtype's name"), t.subtypes[k]);
    if (!e.contains(QStringLiteral("becomesCreature"))) {
        if (!t.subtypes.isEmpty())
            return r.fail(JsonReader::at(path, "subtypes"), QStringLiteral("only an effect with \"becomesCreature\" sets subtypes"), e.value(QStringLiteral("subtypes")));
        s.continuousEffects.append(t);
        return true;
    }
    bool okP = false, okT = false;
    const int p = becomes.section(QLatin1Char('/'), 0, 0).toInt(&okP);
    const int tough = becomes.section(QLatin1Char('/'), 1, 1).toInt(&okT);
    if (!okP || !okT || becomes.count(QLatin1Char('/')) != 1 || p < 0 || p > 100 || tough < 0 || tough > 100)
        return r.fail(JsonReader::at(path, "becomesCreature"), QStringLiteral("expected power/toughness from 0 to 100, such as \"5/5\""), becomes);
    // The creature it becomes has the power and toughness it says (CR 613.4b): no pump beside it.
    for (const char *key : {"power", "toughness"})
        if (e.value(QLatin1String(key)).toInt() != 0)
            return r.fail(JsonReader::at(path, key), QStringLiteral("an effect with \"becomesCreature\" sets power and toughness there (0 here)"), e.value(QLatin1String(key)));
    t.kind = ContinuousEffect::Kind::BecomeCreature;
    t.power = p;
    t.toughness = tough;
    s.continuousEffects.append(t);
    return true;
}

bool StateReader::read(const QJsonObject &o, const QString &path, GameState *out)
{
    if (!r.onlyKeys(o, path, {QStringLiteral("designation"), QStringLiteral("turn"), QStringLiteral("activePlayer"), QStringLiteral("startingPlayer"),
                              QStringLiteral("step"), QStringLiteral("priority"), QStringLiteral("passesInSuccession"),
                              QStringLiteral("previousTurnActivePlayer"), QStringLiteral("players"), QStringLiteral("battlefield"),
                              QStringLiteral("stack"), QStringLiteral("pendingTriggers"), QStringLiteral("decision"), QStringLiteral("gameOver"),
                              QStringLiteral("winner"), QStringLiteral("nextObjectId"), QStringLiteral("seed"), QStringLiteral("rng"),
                              QStringLiteral("untilEndOfTurn"), QStringLiteral("preventNonWolfCombatDamage"),
                              QStringLiteral("combatDamageStepsDone"), QStringLiteral("blockersDeclaredBy"), QStringLiteral("pendingEffects"),
                              QStringLiteral("untilYourNextTurn"), QStringLiteral("untapStepPaused")}))
        return false;
    s.nextObjectId = 1;
    // Players first: everything else names them.
    QJsonArray players;
    if (!r.array(o, path, "players", &players))
        return false;
    if (players.size() < 2 || players.size() > 4)
        return r.fail(JsonReader::at(path, "players"), QStringLiteral("expected 2 to 4 players"), players.size());
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QString pp = JsonReader::at(JsonReader::at(path, "players"), i);
        if (!players[i].isObject())
            return r.fail(pp, QStringLiteral("expected an object with a \"name\""), players[i]);
        Player p;
        if (!r.string(players[i].toObject(), pp, "name", &p.name))
            return false;
        if (p.name.isEmpty())
            return r.fail(JsonReader::at(pp, "name"), QStringLiteral("must not be empty"), p.name);
        // Every log line, prompt and message names the players: no character may hide or
        // reverse part of one.
        if (hasHiddenCharacters(p.name))
            return r.fail(JsonReader::at(pp, "name"), QStringLiteral("a name cannot hold control, bidirectional or invisible characters"), p.name);
        for (const auto &other : s.players)
            if (other.name == p.name)
                return r.fail(JsonReader::at(pp, "name"), QStringLiteral("two players cannot have the same name"), p.name);
        s.players.append(p);
        s.spellsCastThisTurn.append(0);
        s.spellsCastLastTurn.append(0);
    }
    // Object ids given in the file must not collide with ones we hand out.
    // (An id out of range is refused where it is read; here it is only left out, so the next id
    // handed out can never overflow.)
    int maxId = 0;
    auto scanIds = [&](const QJsonArray &a) {
        for (const auto &v : a) {
            const double id = v.toObject().value(QStringLiteral("id")).toDouble();
            if (id >= 1 && id <= kMaxObjectId)
                maxId = std::max(maxId, int(id));
        }
    };
    QJsonArray battlefield, stack, triggers;
    if (!r.array(o, path, "battlefield", &battlefield) || !r.array(o, path, "stack", &stack) || !r.array(o, path, "pendingTriggers", &triggers))
        return false;
    scanIds(battlefield);
    scanIds(stack);
    scanIds(triggers);
    for (qsizetype i = 0; i < players.size(); ++i) {
        QJsonArray own;
        if (!r.array(players[i].toObject(), JsonReader::at(JsonReader::at(path, "players"), i), "battlefield", &own))
            return false;
        scanIds(own);
    }
    s.nextObjectId = maxId + 1;

    QString designation = QStringLiteral("neither");
    if (!r.string(o, path, "designation", &designation, false))
        return false;
    if (!dayNightFromName(designation, &s.designation))
        return r.fail(JsonReader::at(path, "designation"), QStringLiteral("expected \"neither\", \"day\" or \"night\""), designation);

    for (int i = 0; i < players.size(); ++i) {
        const QJsonObject po = players[i].toObject();
        const QString pp = JsonReader::at(JsonReader::at(path, "players"), i);
        if (!r.onlyKeys(po, pp, {QStringLiteral("name"), QStringLiteral("life"), QStringLiteral("library"), QStringLiteral("hand"),
                                 QStringLiteral("graveyard"), QStringLiteral("exile"), QStringLiteral("battlefield"), QStringLiteral("manaPool"),
                                 QStringLiteral("manaUntilEndOfTurn"),
                                 QStringLiteral("landsPlayedThisTurn"), QStringLiteral("spellsCastThisTurn"), QStringLiteral("spellsCastLastTurn"),
                                 QStringLiteral("hasLost"), QStringLiteral("opening"), QStringLiteral("mulligans")}))
            return false;
        if (!openingHand(po, pp, &s.players[i]))
            return false;
        Player &p = s.players[i];
        QString pool;
        if (!r.bounded(po, pp, "life", &p.life, -kMaxAmount, kMaxAmount) || !zone(po, pp, "library", i, &p.library) || !zone(po, pp, "hand", i, &p.hand)
            || !zone(po, pp, "graveyard", i, &p.graveyard) || !zone(po, pp, "exile", i, &p.exile)
            || !r.string(po, pp, "manaPool", &pool, false) || !r.bounded(po, pp, "landsPlayedThisTurn", &p.landsPlayedThisTurn, 0, kMaxCounters)
            || !r.bounded(po, pp, "spellsCastThisTurn", &s.spellsCastThisTurn[i], 0, kMaxCounters)
            || !r.bounded(po, pp, "spellsCastLastTurn", &s.spellsCastLastTurn[i], 0, kMaxCounters)
            || !r.boolean(po, pp, "hasLost", &p.hasLost))
            return false;
        QString lasting;
        if (!r.string(po, pp, "manaUntilEndOfTurn", &lasting, false))
            return false;
        for (const auto &[field, text, list] : {std::tuple{"manaPool", pool, &p.manaPool}, std::tuple{"manaUntilEndOfTurn", lasting, &p.manaUntilEndOfTurn}}) {
            const auto cost = ManaCost::parse(text);
            if (!cost || cost->generic > 0 || cost->xCount > 0 || cost->manaValue() > kMaxCounters)
                return r.fail(JsonReader::at(pp, field), QStringLiteral("expected mana symbols like {G}{G}{C}"), text);
            // In the file's order, which is the order the mana was added: {G}{R} stays {G}{R}.
            Color col;
            for (QChar letter : text)
                if (colorFromLetter(letter, &col))
                    list->append(col);
        }
        for (const char *k : {"spellsCastThisTurn", "spellsCastLastTurn", "landsPlayedThisTurn"})
            if (po.value(QLatin1String(k)).toInt() < 0)
                return r.fail(JsonReader::at(pp, k), QStringLiteral("cannot be negative"), po.value(QLatin1String(k)));
    }
    for (qsizetype i = 0; i < battlefield.size(); ++i)
        if (!permanent(battlefield[i], JsonReader::at(JsonReader::at(path, "battlefield"), i), -1))
            return false;
    for (int i = 0; i < players.size(); ++i) {
        QJsonArray own;
        const QString pp = JsonReader::at(JsonReader::at(path, "players"), i);
        if (!r.array(players[i].toObject(), pp, "battlefield", &own))
            return false;
        for (qsizetype k = 0; k < own.size(); ++k)
            if (!permanent(own[k], JsonReader::at(JsonReader::at(pp, "battlefield"), k), i))
                return false;
    }
    // Timestamp order is object id order (GameState::permanent() relies on it).
    std::stable_sort(s.battlefield.begin(), s.battlefield.end(), [](const Permanent &a, const Permanent &b) { return a.objectId < b.objectId; });
    for (qsizetype i = 0; i < stack.size(); ++i) {
        StackObject so;
        if (!stackObject(stack[i], JsonReader::at(JsonReader::at(path, "stack"), i), &so))
            return false;
        s.stack.append(so);
    }
    for (qsizetype i = 0; i < triggers.size(); ++i) {
        StackObject so;
        if (!stackObject(triggers[i], JsonReader::at(JsonReader::at(path, "pendingTriggers"), i), &so, false))
            return false;
        s.pendingTriggers.append(so);
    }

    // Turn, step and priority.
    s.turnNumber = 1;
    if (!r.bounded(o, path, "turn", &s.turnNumber, 0, kMaxAmount))
        return false;
    // Turn 0: the players are choosing their opening hands (CR 103.5), and one of them is asked.
    const QString decisionKind = o.value(QStringLiteral("decision")).toObject().value(QStringLiteral("kind")).toString();
    if (s.turnNumber < 1 && decisionKind != QLatin1String("mulligan") && decisionKind != QLatin1String("bottomCards"))
        return r.fail(JsonReader::at(path, "turn"), QStringLiteral("turns are numbered from 1 (0 only while a player keeps or takes a mulligan, CR 103.5)"), s.turnNumber);
    s.activePlayer = 0;
    if (o.contains(QStringLiteral("activePlayer")) && !player(o.value(QStringLiteral("activePlayer")), JsonReader::at(path, "activePlayer"), &s.activePlayer, false))
        return false;
    s.startingPlayer = s.activePlayer;
    if (o.contains(QStringLiteral("startingPlayer")) && !player(o.value(QStringLiteral("startingPlayer")), JsonReader::at(path, "startingPlayer"), &s.startingPlayer, false))
        return false;
    QString step = QStringLiteral("precombatMain");
    if (!r.string(o, path, "step", &step, false))
        return false;
    if (!stepFromName(step, &s.step)) {
        QStringList names;
        for (int i = 0; i < kStepCount; ++i)
            names.append(stepName(static_cast<Step>(i)));
        return r.fail(JsonReader::at(path, "step"), QStringLiteral("unknown step; expected one of: %1").arg(names.join(QStringLiteral(", "))), step);
    }
    s.priorityPlayer = (s.step == Step::Untap || s.step == Step::Cleanup) ? -1 : s.activePlayer;
    if (o.contains(QStringLiteral("priority")) && !player(o.value(QStringLiteral("priority")), JsonReader::at(path, "priority"), &s.priorityPlayer, true))
        return false;
    const bool deciding = o.value(QStringLiteral("decision")).isObject();
    const bool over = o.value(QStringLiteral("gameOver")).toBool();
    if (s.priorityPlayer < 0 && s.step != Step::Untap && s.step != Step::Cleanup && !deciding && !over)
        return r.fail(JsonReader::at(path, "priority"), QStringLiteral("a player has priority in this step (CR 117.3a)"), o.value(QStringLiteral("priority")));
    if (s.step == Step::Untap && !o.value(QStringLiteral("decision")).isObject())
        return r.fail(JsonReader::at(path, "step"), QStringLiteral("a position cannot stop in the untap step, where nobody gets priority (CR 502.4); use the upkeep of that turn or the cleanup of the turn before"), step);
    s.previousTurnActivePlayer = s.turnNumber > 1 ? (s.activePlayer + int(s.players.size()) - 1) % int(s.players.size()) : -1;
    if (o.contains(QStringLiteral("previousTurnActivePlayer"))
        && !player(o.value(QStringLiteral("previousTurnActivePlayer")), JsonReader::at(path, "previousTurnActivePlayer"), &s.previousTurnActivePlayer, true))
        return false;
    if (!r.integer(o, path, "passesInSuccession", &s.passesInSuccession) || !r.boolean(o, path, "gameOver", &s.gameOver)
        || !r.boolean(o, path, "untapStepPaused", &s.untapStepPaused))
        return false;
    if (s.passesInSuccession < 0 || s.passesInSuccession >= s.players.size())
        return r.fail(JsonReader::at(path, "passesInSuccession"), QStringLiteral("expected 0 to %1").arg(s.players.size() - 1), s.passesInSuccession);
    s.winner = -1;
    if (o.contains(QStringLiteral("winner")) && !player(o.value(QStringLiteral("winner")), JsonReader::at(path, "winner"), &s.winner, true))
        return false;

    // Pending decision: its options follow from the position.
    const QJsonValue dv = o.value(QStringLiteral("decision"));
    if (!dv.isUndefined() && !dv.isNull()) {
        const QString dp = JsonReader::at(path, "decision");
        const QJsonObject d = dv.toObject();
        QString kind;
        if (dv.isObject() && !r.onlyKeys(d, dp, {QStringLiteral("kind"), QStringLiteral("player"), QStringLiteral("count"), QStringLiteral("options"),
                                                  QStringLiteral("stackObject"), QStringLiteral("labels"), QStringLiteral("purpose"),
                                                  QStringLiteral("prompt"), QStringLiteral("casting")}))
            return false;
        if (!dv.isObject() || !r.string(d, dp, "kind", &kind) || !player(d.value(QStringLiteral("player")), JsonReader::at(dp, "player"), &s.decision.player, false)
            || !r.bounded(d, dp, "count", &s.decision.count, 0, kMaxCounters))
            return dv.isObject() ? false : r.fail(dp, QStringLiteral("expected an object or null"), dv);
        bool known = false;
        for (const auto &k : decisionKindNames())
            if (k.second == kind) {
                s.decision.kind = k.first;
                known = true;
            }
        if (!known) {
            QStringList names;
            for (const auto &k : decisionKindNames())
                names.append(k.second);
            return r.fail(JsonReader::at(dp, "kind"), QStringLiteral("expected one of: %1").arg(names.join(QStringLiteral(", "))), kind);
        }
        QJsonObject casting;
        if (!r.object(d, dp, "casting", &casting))
            return false;
        if (d.contains(QStringLiteral("casting")) && !pendingCast(casting, JsonReader::at(dp, "casting"), s.decision.player))
            return false;
        QJsonArray options;
        QString purpose;
        if (!r.array(d, dp, "options", &options) || !r.integer(d, dp, "stackObject", &s.decision.stackObjectId)
            || !r.string(d, dp, "prompt", &s.decision.prompt, false) || !r.strings(d, dp, "labels", &s.decision.labels)
            || !r.string(d, dp, "purpose", &purpose, false))
            return false;
        if (!continuation(purpose, JsonReader::at(dp, "purpose"), &s.decision.then))
            return false;
        if ((s.decision.kind == PendingDecision::Kind::ChooseOption) != (s.decision.then.kind != Continuation::Kind::None))
            return r.fail(JsonReader::at(dp, "purpose"), QStringLiteral("a choice in words (chooseOption), and only it, says what it is for"), purpose);
        const QString who = s.players[s.decision.player].name;
        if (s.decision.kind == PendingDecision::Kind::DiscardToHandSize || s.decision.kind == PendingDecision::Kind::DiscardCards) {
            s.decision.options = s.players[s.decision.player].hand;
            if (s.decision.prompt.isEmpty())
                s.decision.prompt = QStringLiteral("%1, choose %2 card(s) to discard down to seven (CR 514.1).").arg(who).arg(s.decision.count);
        } else if (s.decision.kind == PendingDecision::Kind::BottomCards) {
            s.decision.options = s.players[s.decision.player].hand;
            if (s.decision.prompt.isEmpty())
                s.decision.prompt = QStringLiteral("%1, choose %2 card(s) to put on the bottom of your library (CR 103.5).").arg(who).arg(s.decision.count);
        } else if (s.decision.kind == PendingDecision::Kind::Mulligan) {
            s.decision.options = {0, 1}; // keep, mulligan
            if (s.decision.prompt.isEmpty())
                s.decision.prompt = QStringLiteral("%1, keep this hand or take a mulligan? (CR 103.5)").arg(who);
        } else if (!options.isEmpty()) {
            for (qsizetype k = 0; k < options.size(); ++k) {
                // An object or card id, a player's target code (-1 to -4) or an option's index.
                const QJsonValue v = options[k];
                if (!v.isDouble() || v.toDouble() != v.toInt() || v.toDouble() < -kMaxObjectId || v.toDouble() > kMaxTargetCode)
                    return r.fail(JsonReader::at(JsonReader::at(dp, "options"), k), QStringLiteral("expected a whole number: an id, a target code or an option"), v);
                s.decision.options.append(v.toInt());
            }
        } else if (s.decision.kind == PendingDecision::Kind::LegendRule) {
            for (const auto &p : s.battlefield)
                if (p.controller == s.decision.player)
                    s.decision.options.append(p.objectId);
        }
        if (s.decision.prompt.isEmpty())
            s.decision.prompt = QStringLiteral("%1 must choose (%2).").arg(who, kind);
    }
    QJsonArray effects, declared;
    bool preventNonWolf = false;
    if (!r.array(o, path, "untilEndOfTurn", &effects) || !r.array(o, path, "blockersDeclaredBy", &declared)
        || !r.boolean(o, path, "preventNonWolfCombatDamage", &preventNonWolf)
        || !r.bounded(o, path, "combatDamageStepsDone", &s.combatDamageStepsDone, 0, 2))
        return false;
    if (preventNonWolf) {
        ContinuousEffect moonmist;
        moonmist.kind = ContinuousEffect::Kind::PreventNonWolfCombatDamage;
        moonmist.source = QStringLiteral("Moonmist");
        s.continuousEffects.append(moonmist);
    }
    for (qsizetype i = 0; i < effects.size(); ++i)
        if (!untilEndOfTurn(effects[i], JsonReader::at(JsonReader::at(path, "untilEndOfTurn"), i)))
            return false;
    QJsonArray nextTurn;
    if (!r.array(o, path, "untilYourNextTurn", &nextTurn))
        return false;
    for (qsizetype i = 0; i < nextTurn.size(); ++i) {
        const QString np = JsonReader::at(JsonReader::at(path, "untilYourNextTurn"), i);
        ContinuousEffect pe;
        QString kind;
        if (!player(nextTurn[i].toObject().value(QStringLiteral("player")), JsonReader::at(np, "player"), &pe.player, false)
            || !r.string(nextTurn[i].toObject(), np, "kind", &kind))
            return false;
        if (kind != QLatin1String("creatureFlashAndCounters"))
            return r.fail(JsonReader::at(np, "kind"), QStringLiteral("expected \"creatureFlashAndCounters\""), kind);
        pe.kind = ContinuousEffect::Kind::CreatureFlashAndCounters;
        pe.duration = ContinuousEffect::Duration::UntilYourNextTurn;
        pe.source = QStringLiteral("Arlinn, the Pack's Hope");
        s.continuousEffects.append(pe);
    }
    QJsonArray paused;
    if (!r.array(o, path, "pendingEffects", &paused))
        return false;
    for (qsizetype i = 0; i < paused.size(); ++i) {
        const QString ep = JsonReader::at(JsonReader::at(path, "pendingEffects"), i);
        const QJsonObject e = paused[i].toObject();
        PendingEffects pe;
        QString spell;
        QJsonArray list;
        if (!r.onlyKeys(e, ep, {QStringLiteral("source"), QStringLiteral("effects"), QStringLiteral("next"), QStringLiteral("spell")})
            || !stackObject(e.value(QStringLiteral("source")), JsonReader::at(ep, "source"), &pe.source)
            || !r.array(e, ep, "effects", &list) || !r.integer(e, ep, "next", &pe.next, true) || !r.string(e, ep, "spell", &spell, false))
            return false;
        for (qsizetype k = 0; k < list.size(); ++k) {
            const QString lp = JsonReader::at(JsonReader::at(ep, "effects"), k);
            Effect effect;
            if (!list[k].isObject())
                return r.fail(lp, QStringLiteral("expected an effect object"), list[k]);
            if (!scriptjson::parseEffect(r, list[k].toObject(), lp, int(pe.source.targets.size()), &effect))
                return false;
            if (!effect.token.isEmpty() && !db.find(effect.token))
                return r.fail(JsonReader::at(lp, "token"), QStringLiteral("no card with this key"), effect.token);
            pe.effects.append(effect);
        }
        if (pe.next < 0 || pe.next > pe.effects.size())
            return r.fail(JsonReader::at(ep, "next"), QStringLiteral("expected 0 to %1 (the effects still to do)").arg(pe.effects.size()), pe.next);
        if (!spell.isEmpty()) {
            if (!cardEntry(spell, JsonReader::at(ep, "spell"), pe.source.controller, &pe.spellCardId, nullptr))
                return false;
        }
        s.pendingEffects.append(pe);
    }
    if (s.decision.then.kind == Continuation::Kind::PayOrCounter && s.decision.then.cost.isEmpty()) {
        // An older save's Syncopate: pay {X}, X of the spell whose effects wait for the answer.
        ManaCost tax;
        for (const PendingEffects &pe : std::as_const(s.pendingEffects))
            if (pe.source.objectId == s.decision.stackObjectId)
                tax.generic = pe.source.amount;
        tax.text = tax.symbolText();
        s.decision.then.cost.mana = tax;
    }
    for (qsizetype i = 0; i < declared.size(); ++i) {
        int p = -1;
        if (!player(declared[i], JsonReader::at(JsonReader::at(path, "blockersDeclaredBy"), i), &p, false))
            return false;
        s.blockersDeclaredBy.append(p);
    }

    // Seed and random generator.
    const QJsonValue seed = o.value(QStringLiteral("seed"));
    bool ok = true;
    if (seed.isString())
        s.seed = seed.toString().toULongLong(&ok);
    else if (seed.isDouble() && seed.toDouble() >= 0 && seed.toDouble() == double(qint64(seed.toDouble())))
        s.seed = quint64(seed.toDouble());
    else if (!seed.isUndefined())
        ok = false;
    if (!ok)
        return r.fail(JsonReader::at(path, "seed"), QStringLiteral("expected a whole number from 0 to 2^64-1"), seed);
    s.rng.seed(s.seed);
    QString rng;
    if (!r.string(o, path, "rng", &rng, false))
        return false;
    if (!rng.isEmpty()) {
        std::istringstream in(rng.toStdString());
        in >> s.rng;
        if (in.fail())
            return r.fail(JsonReader::at(path, "rng"), QStringLiteral("not a saved random generator state"), rng.left(40) + QStringLiteral("..."));
    }
    int next = s.nextObjectId;
    if (!r.bounded(o, path, "nextObjectId", &next, 1, kMaxObjectId))
        return false;
    if (next > kMaxObjectId || s.nextObjectId > kMaxObjectId)
        return r.fail(JsonReader::at(path, "nextObjectId"), QStringLiteral("object ids stay below %1").arg(kMaxObjectId), std::max(next, s.nextObjectId));
    s.nextObjectId = std::max(next, s.nextObjectId);
    if (!consistent(path))
        return false;
    *out = s;
    return true;
}

bool stateFromJson(const QJsonObject &json, const CardDatabase &db, const QString &path, GameState *out, CardRefs *refs, QString *error)
{
    CardRefs local;
    StateReader reader(db, error, refs ? refs : &local);
    return reader.read(json, path, out);
}

GameState reloaded(const GameState &state, const CardDatabase &db, QHash<int, int> *cardIds)
{
    GameState out;
    QString error;
    if (!stateFromJson(stateToJson(state, db), db, QStringLiteral("$"), &out, nullptr, &error))
        return state;
    if (cardIds) {
        auto zone = [&](const QList<int> &before, const QList<int> &after) {
            for (qsizetype i = 0; i < before.size() && i < after.size(); ++i)
                cardIds->insert(before[i], after[i]);
        };
        for (qsizetype p = 0; p < state.players.size(); ++p) {
            zone(state.players[p].library, out.players[p].library);
            zone(state.players[p].hand, out.players[p].hand);
            zone(state.players[p].graveyard, out.players[p].graveyard);
            zone(state.players[p].exile, out.players[p].exile);
        }
        for (const Permanent &p : state.battlefield)
            if (const Permanent *q = out.permanent(p.objectId))
                cardIds->insert(p.cardId, q->cardId);
        for (qsizetype i = 0; i < state.stack.size() && i < out.stack.size(); ++i)
            cardIds->insert(state.stack[i].cardId, out.stack[i].cardId);
    }
    return out;
}

} // namespace rules
