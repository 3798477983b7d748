#include "statejson.h"

#include "scriptjson.h"

#include "daynight.h"
#include "game.h"
#include "jsonreader.h"

#include <sstream>
#include <tuple>

namespace rules {

bool dayNightFromName(const QString &name, DayNight *out)
{
    for (DayNight d : {DayNight::Neither, DayNight::Day, DayNight::Night})
        if (dayNightName(d) == name) {
            *out = d;
            return true;
        }
    return false;
}

bool stepFromName(const QString &name, Step *out)
{
    for (int i = 0; i < kStepCount; ++i)
        if (stepName(static_cast<Step>(i)) == name) {
            *out = static_cast<Step>(i);
            return true;
        }
    return false;
}

namespace {

QString manaText(const QList<Color> &pool)
{
    QString out;
    for (Color c : pool)
        out += QStringLiteral("{%1}").arg(colorLetter(c));
    return out;
}

QJsonValue playerRef(const GameState &s, int p)
{
    return p >= 0 && p < s.players.size() ? QJsonValue(s.players[p].name) : QJsonValue(QJsonValue::Null);
}

QJsonArray intArray(const QList<int> &ids)
{
    QJsonArray a;
    for (int id : ids)
        a.append(id);
    return a;
}

} // namespace

const QList<QPair<Player::Opening, QString>> &openingNames()
{
    static const QList<QPair<Player::Opening, QString>> names{
        {Player::Opening::Undecided, QStringLiteral("undecided")},
        {Player::Opening::TakesMulligan, QStringLiteral("takesMulligan")},
        {Player::Opening::Kept, QStringLiteral("kept")},
        {Player::Opening::Bottomed, QStringLiteral("bottomed")}};
    return names;
}

QString openingName(Player::Opening opening)
{
    for (const auto &n : openingNames())
        if (n.first == opening)
            return n.second;
    return {};
}

const QList<QPair<PendingDecision::Kind, QString>> &decisionKindNames()
{
    static const QList<QPair<PendingDecision::Kind, QString>> kinds{
        {PendingDecision::Kind::DiscardToHandSize, QStringLiteral("discard")},
        {PendingDecision::Kind::LegendRule, QStringLiteral("legendRule")},
        {PendingDecision::Kind::DeclareAttackers, QStringLiteral("declareAttackers")},
        {PendingDecision::Kind::DeclareBlockers, QStringLiteral("declareBlockers")},
        {PendingDecision::Kind::ChooseAnyNumber, QStringLiteral("chooseAnyNumber")},
        {PendingDecision::Kind::ChooseTarget, QStringLiteral("chooseTarget")},
        {PendingDecision::Kind::ChooseOption, QStringLiteral("chooseOption")},
        {PendingDecision::Kind::DiscardCards, QStringLiteral("discardCards")},
        {PendingDecision::Kind::Mulligan, QStringLiteral("mulligan")},
        {PendingDecision::Kind::BottomCards, QStringLiteral("bottomCards")}};
    return kinds;
}

namespace {

QJsonArray cardList(const GameState &s, const QList<int> &ids)
{
    QJsonArray a;
    for (int id : ids)
        a.append(s.cards[id].key);
    return a;
}

// Target codes as a saved game writes them. Card ids are not written: the loader numbers the
// cards in the order the file lists them (every player's library, hand, graveyard and exile,
// then the battlefield, then the stack), so a graveyard card's code names the card by that
// number and reads back naming the same card. Other codes are written as they are.
class TargetCodes
{
public:
    explicit TargetCodes(const GameState &s)
    {
        auto number = [&](int cardId) { m_loadIds.insert(cardId, int(m_loadIds.size())); };
        for (const Player &p : s.players)
            for (const QList<int> *zone : {&p.library, &p.hand, &p.graveyard, &p.exile})
                for (int id : *zone)
                    number(id);
        for (const Permanent &perm : s.battlefield)
            number(perm.cardId);
        for (const StackObject &so : s.stack)
            number(so.cardId);
    }
    /// `codes` as the file writes them; a card in none of those places (it has ceased to exist)
    /// is written 0, no target, as it is no longer one.
    QJsonArray operator()(const QList<int> &codes) const
    {
        QJsonArray a;
        for (int t : codes)
            a.append(isGraveyardCardTarget(t) ? (m_loadIds.contains(cardOfTarget(t)) ? graveyardCardTarget(m_loadIds.value(cardOfTarget(t))) : 0) : t);
        return a;
    }

private:
    QHash<int, int> m_loadIds; ///< card id -> the id loading the file gives it
};

QJsonObject stackObjectJson(const GameState &s, const StackObject &so, const TargetCodes &targets)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), so.objectId);
    o.insert(QStringLiteral("card"), s.cards[so.cardId].key);
    o.insert(QStringLiteral("controller"), playerRef(s, so.controller));
    o.insert(QStringLiteral("face"), so.face == 1 ? QStringLiteral("back") : QStringLiteral("front"));
    if (so.isAbility) {
        o.insert(QStringLiteral("ability"), so.abilityIndex);
        if (so.sourceObjectId > 0)
            o.insert(QStringLiteral("source"), so.sourceObjectId);
        else if (const int at = s.players[so.controller].graveyard.indexOf(so.cardId); at >= 0)
            o.insert(QStringLiteral("graveyard"), at); // a card's ability working from its graveyard (CR 113.6)
        o.insert(QStringLiteral("sourceTransformCount"), so.sourceTransformCount);
        o.insert(QStringLiteral("amount"), so.amount);
    }
    if (!so.targets.isEmpty())
        o.insert(QStringLiteral("targets"), targets(so.targets));
    if (!so.isAbility && so.amount != 0)
        o.insert(QStringLiteral("x"), so.amount);
    if (so.castFromGraveyard)
        o.insert(QStringLiteral("castFromGraveyard"), true);
    if (so.isCopy)
        o.insert(QStringLiteral("copy"), true);
    if (so.ruling)
        o.insert(QStringLiteral("ruling"), so.ruling);
    if (so.eventPlayer >= 0)
        o.insert(QStringLiteral("eventPlayer"), playerRef(s, so.eventPlayer));
    return o;
}

} // namespace

QString continuationText(const Continuation &then)
{
    auto positions = [&] {
        QStringList out;
        for (int i : then.positions)
            out << QString::number(i);
        return out.join(QLatin1Char(','));
    };
    using K = Continuation::Kind;
    switch (then.kind) {
    case K::None: return QString();
    case K::ManaColor: return QStringLiteral("manaColor");
    case K::MayLoot: return QStringLiteral("mayLoot");
    case K::Scry: return QStringLiteral("scry");
    case K::Surveil: return QStringLiteral("surveil");
    case K::OrderTrigger: return QStringLiteral("orderTrigger");
    case K::AttachCurse: return QStringLiteral("attachCurse:%1").arg(then.objectId);
    case K::PayOrCounter: {
        // payOrCounter:ID:exile|counter:mana={2},life=3,discard=1
        QStringList cost;
        if (then.cost.mana)
            cost << QStringLiteral("mana=") + then.cost.mana->symbolText();
        if (then.cost.life > 0)
            cost << QStringLiteral("life=%1").arg(then.cost.life);
        if (then.cost.discard > 0)
            cost << QStringLiteral("discard=%1").arg(then.cost.discard);
        return QStringLiteral("payOrCounter:%1:%2:%3").arg(then.objectId).arg(then.exile ? QStringLiteral("exile") : QStringLiteral("counter"),
                                                          cost.join(QLatin1Char(',')));
    }
    case K::PutFromHand: return QStringLiteral("putFromHand:") + positions();
    case K::TakeFromTop: return QStringLiteral("takeFromTop:%1:").arg(then.count) + positions();
    case K::PutOneOfTopIntoGraveyard: return QStringLiteral("putOneOfTopIntoGraveyard:") + positions();
    case K::DiscardThenDraw: return QStringLiteral("discardThenDraw");
    case K::TapOrUntap: return QStringLiteral("tapOrUntap:%1").arg(then.objectId);
    case K::PayToReturn: return QStringLiteral("payToReturn:") + positions();
    }
    return QString();
}

QJsonObject stateToJson(const GameState &s, const CardDatabase &db)
{
    Q_UNUSED(db);
    QJsonObject o;
    o.insert(QStringLiteral("designation"), dayNightName(s.designation));
    o.insert(QStringLiteral("turn"), s.turnNumber);
    o.insert(QStringLiteral("activePlayer"), playerRef(s, s.activePlayer));
    o.insert(QStringLiteral("startingPlayer"), playerRef(s, s.startingPlayer));
    o.insert(QStringLiteral("step"), stepName(s.step));
    o.insert(QStringLiteral("priority"), playerRef(s, s.priorityPlayer));
    o.insert(QStringLiteral("passesInSuccession"), s.passesInSuccession);
    o.insert(QStringLiteral("previousTurnActivePlayer"), playerRef(s, s.previousTurnActivePlayer));
    QJsonArray players;
    for (int i = 0; i < s.players.size(); ++i) {
        const Player &p = s.players[i];
        QJsonObject j;
        j.insert(QStringLiteral("name"), p.name);
        j.insert(QStringLiteral("life"), p.life);
        j.insert(QStringLiteral("library"), cardList(s, p.library));
        j.insert(QStringLiteral("hand"), cardList(s, p.hand));
        j.insert(QStringLiteral("graveyard"), cardList(s, p.graveyard));
        j.insert(QStringLiteral("exile"), cardList(s, p.exile));
        j.insert(QStringLiteral("manaPool"), manaText(p.manaPool));
        if (!p.manaUntilEndOfTurn.isEmpty())
            j.insert(QStringLiteral("manaUntilEndOfTurn"), manaText(p.manaUntilEndOfTurn));
        j.insert(QStringLiteral("landsPlayedThisTurn"), p.landsPlayedThisTurn);
        j.insert(QStringLiteral("spellsCastThisTurn"), s.spellsCastThisTurn.value(i));
        j.insert(QStringLiteral("spellsCastLastTurn"), s.spellsCastLastTurn.value(i));
        j.insert(QStringLiteral("hasLost"), p.hasLost);
        if (s.turnNumber == 0) { // choosing opening hands (CR 103.5): only then, so other positions read as they always have
            j.insert(QStringLiteral("opening"), openingName(p.opening));
            j.insert(QStringLiteral("mulligans"), p.mulligans);
        }
        players.append(j);
    }
    o.insert(QStringLiteral("players"), players);
    QJsonArray battlefield;
    for (const Permanent &perm : s.battlefield) {
        QJsonObject j;
        j.insert(QStringLiteral("id"), perm.objectId);
        j.insert(QStringLiteral("card"), s.cards[perm.cardId].key);
        j.insert(QStringLiteral("owner"), playerRef(s, s.cards[perm.cardId].owner));
        j.insert(QStringLiteral("controller"), playerRef(s, perm.controller));
        j.insert(QStringLiteral("face"), perm.backFaceUp ? QStringLiteral("back") : QStringLiteral("front"));
        j.insert(QStringLiteral("tapped"), perm.tapped);
        j.insert(QStringLiteral("damage"), perm.damage);
        QJsonObject counters;
        for (auto it = perm.counters.cbegin(); it != perm.counters.cend(); ++it)
            counters.insert(it.key(), it.value());
        j.insert(QStringLiteral("counters"), counters);
        j.insert(QStringLiteral("attachedTo"), perm.attachedTo >= 0 ? QJsonValue(perm.attachedTo) : QJsonValue(QJsonValue::Null));
        if (perm.attachedToPlayer >= 0)
            j.insert(QStringLiteral("attachedToPlayer"), playerRef(s, perm.attachedToPlayer));
        j.insert(QStringLiteral("summoningSick"), perm.summoningSick);
        j.insert(QStringLiteral("token"), s.cards[perm.cardId].token);
        j.insert(QStringLiteral("transformCount"), perm.transformCount);
        if (!perm.activatedThisTurn.isEmpty())
            j.insert(QStringLiteral("activatedThisTurn"), QJsonArray::fromStringList(perm.activatedThisTurn));
        if (perm.loyaltyUsedThisTurn)
            j.insert(QStringLiteral("loyaltyUsedThisTurn"), true);
        if (!perm.linkedExile.isEmpty()) {
            QJsonArray linked;
            for (int id : perm.linkedExile)
                linked.append(s.cards[id].key);
            j.insert(QStringLiteral("exiledUntilItLeaves"), linked);
        }
        if (perm.attacking) {
            QJsonObject attack;
            attack.insert(QStringLiteral("player"), playerRef(s, perm.defendingPlayer));
            attack.insert(QStringLiteral("blocked"), perm.blocked);
            attack.insert(QStringLiteral("blockedBy"), intArray(perm.blockedBy));
            j.insert(QStringLiteral("attacking"), attack);
        }
        if (perm.blocking >= 0)
            j.insert(QStringLiteral("blocking"), perm.blocking);
        if (perm.struckFirst)
            j.insert(QStringLiteral("struckFirst"), true);
        battlefield.append(j);
    }
    o.insert(QStringLiteral("battlefield"), battlefield);
    const TargetCodes targets(s);
    QJsonArray stack, triggers;
    for (const StackObject &so : s.stack)
        stack.append(stackObjectJson(s, so, targets));
    for (const StackObject &so : s.pendingTriggers)
        triggers.append(stackObjectJson(s, so, targets));
    o.insert(QStringLiteral("stack"), stack);
    o.insert(QStringLiteral("pendingTriggers"), triggers);
    if (s.decision.kind == PendingDecision::Kind::None) {
        o.insert(QStringLiteral("decision"), QJsonValue::Null);
    } else {
        QJsonObject d;
        for (const auto &k : decisionKindNames())
            if (k.first == s.decision.kind)
                d.insert(QStringLiteral("kind"), k.second);
        d.insert(QStringLiteral("player"), playerRef(s, s.decision.player));
        d.insert(QStringLiteral("count"), s.decision.count);
        if (s.decision.kind != PendingDecision::Kind::DiscardToHandSize && s.decision.kind != PendingDecision::Kind::DiscardCards
            && s.decision.kind != PendingDecision::Kind::Mulligan && s.decision.kind != PendingDecision::Kind::BottomCards)
            d.insert(QStringLiteral("options"), s.decision.kind == PendingDecision::Kind::ChooseTarget ? targets(s.decision.options) : intArray(s.decision.options));
        if (s.decision.stackObjectId >= 0)
            d.insert(QStringLiteral("stackObject"), s.decision.stackObjectId);
        if (!s.decision.labels.isEmpty()) {
            d.insert(QStringLiteral("labels"), QJsonArray::fromStringList(s.decision.labels));
            d.insert(QStringLiteral("purpose"), continuationText(s.decision.then));
        }
        d.insert(QStringLiteral("prompt"), s.decision.prompt);
        if (const auto &pc = s.decision.casting) {
            // A spell or ability whose targets are being chosen: where it is, X and the targets
            // so far. A card in hand or graveyard is named by its position (card ids are not kept).
            QJsonObject casting;
            if (pc->isAbility) {
                casting.insert(QStringLiteral("permanent"), pc->objectId);
                casting.insert(QStringLiteral("ability"), pc->abilityIndex);
            } else {
                const Player &owner = s.players[s.cards[pc->cardId].owner];
                if (owner.hand.contains(pc->cardId))
                    casting.insert(QStringLiteral("hand"), int(owner.hand.indexOf(pc->cardId)));
                else
                    casting.insert(QStringLiteral("graveyard"), int(owner.graveyard.indexOf(pc->cardId)));
            }
            casting.insert(QStringLiteral("x"), pc->x);
            casting.insert(QStringLiteral("targets"), targets(pc->targets));
            d.insert(QStringLiteral("casting"), casting);
        }
        o.insert(QStringLiteral("decision"), d);
    }
    // The continuous effects, in the fields a saved game has always had.
    QJsonArray effects, next;
    bool preventNonWolf = false;
    for (const ContinuousEffect &e : s.continuousEffects) {
        switch (e.kind) {
        case ContinuousEffect::Kind::Pump:
        case ContinuousEffect::Kind::BecomeCreature: {
            QJsonObject j;
            const bool creature = e.kind == ContinuousEffect::Kind::BecomeCreature;
            j.insert(QStringLiteral("permanent"), e.objectId);
            j.insert(QStringLiteral("power"), creature ? 0 : e.power);
            j.insert(QStringLiteral("toughness"), creature ? 0 : e.toughness);
            j.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(e.keywords));
            j.insert(QStringLiteral("source"), e.source);
            if (creature) {
                j.insert(QStringLiteral("becomesCreature"), QStringLiteral("%1/%2").arg(e.power).arg(e.toughness));
                j.insert(QStringLiteral("subtypes"), QJsonArray::fromStringList(e.subtypes));
            }
            effects.append(j);
            break;
        }
        case ContinuousEffect::Kind::CreatureFlashAndCounters:
            next.append(QJsonObject{{QStringLiteral("player"), playerRef(s, e.player)}, {QStringLiteral("kind"), QStringLiteral("creatureFlashAndCounters")}});
            break;
        case ContinuousEffect::Kind::PreventNonWolfCombatDamage:
            preventNonWolf = true;
            break;
        }
    }
    o.insert(QStringLiteral("untilEndOfTurn"), effects);
    if (!next.isEmpty())
        o.insert(QStringLiteral("untilYourNextTurn"), next);
    QJsonArray paused;
    for (const PendingEffects &pe : s.pendingEffects) {
        QJsonObject j;
        j.insert(QStringLiteral("source"), stackObjectJson(s, pe.source, targets));
        QJsonArray list;
        for (const Effect &e : pe.effects)
            list.append(scriptjson::effectToJson(e));
        j.insert(QStringLiteral("effects"), list);
        j.insert(QStringLiteral("next"), pe.next);
        if (pe.spellCardId >= 0)
            j.insert(QStringLiteral("spell"), s.cards[pe.spellCardId].key);
        paused.append(j);
    }
    if (!paused.isEmpty())
        o.insert(QStringLiteral("pendingEffects"), paused);
    o.insert(QStringLiteral("preventNonWolfCombatDamage"), preventNonWolf);
    o.insert(QStringLiteral("combatDamageStepsDone"), s.combatDamageStepsDone);
    QJsonArray declared;
    for (int p : s.blockersDeclaredBy)
        declared.append(playerRef(s, p));
    o.insert(QStringLiteral("blockersDeclaredBy"), declared);
    if (s.untapStepPaused)
        o.insert(QStringLiteral("untapStepPaused"), true);
    o.insert(QStringLiteral("gameOver"), s.gameOver);
    o.insert(QStringLiteral("winner"), playerRef(s, s.winner));
    o.insert(QStringLiteral("nextObjectId"), s.nextObjectId);
    o.insert(QStringLiteral("seed"), QString::number(s.seed));
    std::ostringstream rng;
    rng << s.rng;
    o.insert(QStringLiteral("rng"), QString::fromStdString(rng.str()));
    return o;
}

} // namespace rules
