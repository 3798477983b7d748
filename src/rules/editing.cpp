// The board editor's actions (editing.h): checking their inputs, and carrying them out either
// as an effect would or placed exactly as asked.
#include "editing.h"

#include "areas.h"

namespace rules::editing {

namespace {

using Type = Action::Type;
using Zone = Action::Zone;

// The zone of its owner's that holds card `cardId` (hand, graveyard, exile or library), or null.
const QList<int> *zoneHolding(const GameState &s, int cardId)
{
    if (cardId < 0 || cardId >= s.cards.size())
        return nullptr;
    const Player &p = s.players[s.cards[cardId].owner];
    for (const QList<int> *zone : {&p.hand, &p.graveyard, &p.exile, &p.library})
        if (zone->contains(cardId))
            return zone;
    return nullptr;
}

QString placedOrEffect(const Action &a)
{
    return a.placed ? QStringLiteral("placed (no triggers, no replacement effects)") : QStringLiteral("as an effect would");
}

// "" if `p` can be named as a controller, priority holder or active player.
QString checkPlayer(const Context &c, int p, const QString &as)
{
    if (p < 0 || p >= c.s().players.size())
        return QStringLiteral("There is no player %1 to be %2.").arg(p).arg(as);
    if (c.s().players[p].hasLost)
        return QStringLiteral("%1 has left the game and cannot be %2 (CR 800.4a).").arg(c.playerName(p), as);
    return {};
}

// A card (of `def`) going to `a.zone` with `a.controller` and `a.transformed`.
QString checkDestination(const Context &c, const CardDefinition &def, const Action &a)
{
    if (a.zone != Zone::Battlefield) {
        if (a.transformed)
            return QStringLiteral("Only a permanent can be back face up: elsewhere %1 has its front face up (CR 712.8a).").arg(def.front().name);
        if (a.controller >= 0)
            return QStringLiteral("A card goes to its owner's %1, not another player's (CR 400.3); only a permanent has a controller.")
                .arg(a.zone == Zone::Hand ? QStringLiteral("hand") : a.zone == Zone::Graveyard ? QStringLiteral("graveyard")
                     : a.zone == Zone::Exile ? QStringLiteral("exile") : QStringLiteral("library"));
        return {};
    }
    if (!def.front().isPermanentType())
        return QStringLiteral("%1 is not a permanent card (CR 110.4).").arg(def.front().name);
    if (a.transformed && !def.isDoubleFaced())
        return QStringLiteral("%1 has no back face (CR 712.9).").arg(def.front().name);
    if (a.transformed && !def.faces[1].isPermanentType())
        return QStringLiteral("%1's back face is not a permanent (CR 712.10).").arg(def.front().name);
    return a.controller >= 0 ? checkPlayer(c, a.controller, QStringLiteral("its controller")) : QString();
}

QString checkPermanentEdit(const Context &c, const Action &a)
{
    const Permanent *perm = c.s().permanent(a.objectId);
    if (!perm)
        return QStringLiteral("There is no permanent with id %1.").arg(a.objectId);
    const Action::PermanentEdit &e = a.edit;
    if (e.damage && (*e.damage < 0 || *e.damage > kMaxAmount))
        return QStringLiteral("Damage is a number from 0 to %1 (CR 120.3).").arg(kMaxAmount);
    for (auto it = e.counters.cbegin(); it != e.counters.cend(); ++it) {
        if (!counterKindNames().contains(it.key()))
            return QStringLiteral("Unknown kind of counter \"%1\"; expected +1/+1, -1/-1 or loyalty (CR 122.1).").arg(it.key());
        if (it.value() < 0 || it.value() > kMaxCounters)
            return QStringLiteral("A permanent has 0 to %1 %2 counters.").arg(kMaxCounters).arg(it.key());
    }
    if (e.backFaceUp.value_or(false) && !c.definition(perm->cardId).isDoubleFaced())
        return QStringLiteral("%1 has no back face (CR 712.9).").arg(c.cardName(perm->cardId));
    return a.controller >= 0 || a.controller < -1 ? checkPlayer(c, a.controller, QStringLiteral("its controller")) : QString();
}

QString checkTurn(const Context &c, const Action::TurnEdit &t)
{
    if (t.number < 1 || t.number > kMaxAmount)
        return QStringLiteral("Turns are numbered from 1 to %1.").arg(kMaxAmount);
    QString why = checkPlayer(c, t.activePlayer, QStringLiteral("the active player"));
    if (why.isEmpty() && t.priority != -1)
        why = checkPlayer(c, t.priority, QStringLiteral("the player with priority"));
    return why;
}

// Takes permanent `objectId` off the battlefield with nothing else happening; returns it.
Permanent takePermanent(Context &c, int objectId)
{
    auto &bf = c.s().battlefield;
    for (qsizetype i = 0; i < bf.size(); ++i) {
        if (bf[i].objectId != objectId)
            continue;
        const Permanent perm = bf[i];
        c.permanentChanged(perm);
        bf.removeAt(i);
        combat::removeFromCombat(c, objectId); // no id of an object that has left is kept (CR 506.4)
        c.s().endEffectsOn(objectId);
        return perm;
    }
    return {};
}

// Takes card `cardId` out of its zone. Anything that exiled it "until it leaves" no longer
// does: the card is a new object (CR 400.7, 610.3).
void takeCard(Context &c, int cardId)
{
    const QList<int> *zone = zoneHolding(c.s(), cardId);
    if (!zone)
        return;
    const_cast<QList<int> *>(zone)->removeOne(cardId);
    const auto &all = std::as_const(c.s()).battlefield;
    for (qsizetype i = 0; i < all.size(); ++i)
        if (all[i].linkedExile.contains(cardId))
            c.s().battlefield[i].linkedExile.removeAll(cardId);
}

Event &edited(Context &c, int player, const QString &text, const QString &rule, int objectId = -1, int cardId = -1)
{
    Event &e = c.report(Event::Type::PositionEdited, player, text, rule);
    e.objectId = objectId;
    e.cardId = cardId;
    return e;
}

// Card `cardId` (in no zone now) arrives in `a.zone`, placed or as an effect would put it there.
void arrive(Context &c, int cardId, const Action &a, const QString &from)
{
    const int owner = c.s().cards[cardId].owner;
    const QString where = zoneTitle(c, a.zone, owner);
    if (a.zone != Zone::Battlefield) {
        Player &p = c.s().players[owner];
        switch (a.zone) {
        case Zone::Hand: p.hand.append(cardId); break;
        case Zone::Graveyard: p.graveyard.append(cardId); break; // on top (CR 404.2)
        case Zone::Exile: p.exile.append(cardId); break;
        case Zone::LibraryTop: p.library.append(cardId); break;
        case Zone::LibraryBottom: p.library.prepend(cardId); break;
        case Zone::Battlefield: break;
        }
        if (a.zone == Zone::Hand || a.zone == Zone::LibraryTop || a.zone == Zone::LibraryBottom)
            c.s().enteredHiddenZone(cardId); // a new handle (visibility.h)
        edited(c, owner, QStringLiteral("The board editor puts %1 %2 into %3, %4.").arg(c.cardName(cardId), from, where, placedOrEffect(a)),
               QStringLiteral("CR 400.7"), -1, cardId);
        return;
    }
    const int controller = a.controller >= 0 ? a.controller : owner;
    if (!a.placed) {
        // CR 712.14a: back face up only if put "transformed"; CR 702.145b: daybound at night.
        battlefield::enterTogether(c, {cardId}, controller, false, {a.transformed});
        return;
    }
    // Exactly the face asked for; the permanent has been there a while, as in a hand-written
    // position (not summoning sick), with its printed loyalty (CR 306.5b).
    Permanent perm;
    perm.objectId = c.s().nextObjectId++;
    perm.cardId = cardId;
    perm.controller = controller;
    perm.backFaceUp = a.transformed;
    perm.summoningSick = false;
    const CardFace &f = c.definition(cardId).faces[perm.backFaceUp ? 1 : 0];
    if (f.hasLoyalty)
        perm.counters.insert(QStringLiteral("loyalty"), f.loyalty);
    c.s().battlefield.append(perm);
    c.permanentChanged(perm);
    Event &e = edited(c, controller,
                      QStringLiteral("The board editor places %1 %2 onto the battlefield under %3's control%4, with no triggers and no replacement effects.")
                          .arg(f.name, from, c.playerName(controller), perm.backFaceUp ? QStringLiteral(", back face up") : QString()),
                      QStringLiteral("CR 110.2"), perm.objectId, cardId);
    e.backFaceUp = perm.backFaceUp;
}

battlefield::Destination destination(Zone zone)
{
    using D = battlefield::Destination;
    switch (zone) {
    case Zone::Hand: return D::Hand;
    case Zone::Exile: return D::Exile;
    case Zone::LibraryTop: return D::LibraryTop;
    case Zone::LibraryBottom: return D::LibraryBottom;
    case Zone::Graveyard:
    case Zone::Battlefield: break;
    }
    return D::Graveyard;
}

void movePermanent(Context &c, const Action &a)
{
    const Permanent *perm = c.s().permanent(a.objectId);
    const int cardId = perm->cardId;
    const CardInstance card = c.s().cards[cardId];
    if (!a.placed) {
        // Leaves-the-battlefield abilities (CR 603.10a), linked exile returning (CR 610.3c).
        battlefield::leaveBattlefield(c, a.objectId, QStringLiteral("the board editor"), QStringLiteral("CR 400.7"), destination(a.zone));
        return;
    }
    const QString name = c.face(*perm).name;
    takePermanent(c, a.objectId);
    if (card.token) { // CR 111.7: a token that leaves the battlefield ceases to exist
        edited(c, card.owner, QStringLiteral("The board editor takes %1 (a token) off the battlefield: it ceases to exist.").arg(name),
               QStringLiteral("CR 111.7"), a.objectId, cardId);
        return;
    }
    Action into = a;
    into.placed = true;
    arrive(c, cardId, into, QStringLiteral("from the battlefield"));
}

void setPermanent(Context &c, const Action &a)
{
    Permanent before = *c.s().permanent(a.objectId);
    c.permanentChanged(before);
    Permanent &p = *c.s().permanent(a.objectId);
    const Action::PermanentEdit &e = a.edit;
    QStringList changes;
    if (e.tapped) {
        p.tapped = *e.tapped;
        changes << (p.tapped ? QStringLiteral("tapped") : QStringLiteral("untapped"));
    }
    if (e.damage) {
        p.damage = *e.damage;
        changes << QStringLiteral("%1 damage").arg(p.damage);
    }
    const bool hasLoyalty = c.face(p).hasLoyalty;
    for (auto it = e.counters.cbegin(); it != e.counters.cend(); ++it) {
        if (it.value() == 0 && !(hasLoyalty && it.key() == QLatin1String("loyalty"))) // a planeswalker at 0 loyalty stays one (CR 704.5i)
            p.counters.remove(it.key());
        else
            p.counters.insert(it.key(), it.value());
        changes << QStringLiteral("%1 %2 counter(s)").arg(it.value()).arg(it.key());
    }
    if (e.backFaceUp) {
        p.backFaceUp = *e.backFaceUp; // not a transform (CR 701.28): nothing triggers, transformCount stays
        changes << (p.backFaceUp ? QStringLiteral("back face up") : QStringLiteral("front face up"));
    }
    if (e.summoningSick) {
        p.summoningSick = *e.summoningSick;
        changes << (p.summoningSick ? QStringLiteral("summoning sick") : QStringLiteral("not summoning sick"));
    }
    if (a.controller >= 0 && a.controller != p.controller) {
        // CR 506.4: a permanent whose controller changes is removed from combat.
        p.controller = a.controller;
        p.attacking = false;
        p.defendingPlayer = -1;
        p.blockedBy.clear();
        p.blocked = false;
        p.blocking = -1;
        combat::removeFromCombat(c, p.objectId);
        changes << QStringLiteral("under %1's control").arg(c.playerName(a.controller));
    }
    // Characteristics and who the static abilities affect may have changed.
    c.stateReplaced();
    const Permanent &now = *c.s().permanent(a.objectId);
    Event &ev = edited(c, now.controller,
                       QStringLiteral("The board editor sets %1: %2.").arg(c.face(now).name,
                                                                            changes.isEmpty() ? QStringLiteral("nothing changes") : changes.join(QStringLiteral(", "))),
                       QStringLiteral("CR 110.5"), now.objectId, now.cardId);
    ev.backFaceUp = now.backFaceUp;
}

void setTurn(Context &c, const Action::TurnEdit &t)
{
    GameState &s = c.s();
    const int n = int(s.players.size());
    if (t.number != s.turnNumber || t.activePlayer != s.activePlayer) // the loader's assumption for a position
        s.previousTurnActivePlayer = t.number > 1 ? (t.activePlayer + n - 1) % n : -1;
    s.turnNumber = t.number;
    s.step = t.step;
    s.activePlayer = t.activePlayer;
    s.priorityPlayer = t.priority;
    s.passesInSuccession = 0;
    if (t.step < Step::BeginningOfCombat || t.step > Step::EndOfCombat)
        combat::endCombat(c); // CR 511.3: outside combat nothing is attacking or blocking
    edited(c, t.activePlayer,
           QStringLiteral("The board editor sets the turn: turn %1, %2's %3, %4.")
               .arg(t.number).arg(c.playerName(t.activePlayer), stepTitle(t.step),
                                  t.priority >= 0 ? QStringLiteral("%1 holds priority").arg(c.playerName(t.priority)) : QStringLiteral("nobody holds priority")),
           QStringLiteral("CR 500.1"));
}

void remove(Context &c, const Action &a)
{
    if (a.objectId >= 0) {
        const Permanent perm = *c.s().permanent(a.objectId);
        const QString name = c.face(perm).name;
        takePermanent(c, a.objectId);
        edited(c, perm.controller, QStringLiteral("The board editor removes %1 from the game: it ceases to exist.").arg(name),
               QStringLiteral("CR 400.7"), a.objectId, perm.cardId);
        return;
    }
    takeCard(c, a.cardId);
    edited(c, c.s().cards[a.cardId].owner, QStringLiteral("The board editor removes %1 from the game: it ceases to exist.").arg(c.cardName(a.cardId)),
           QStringLiteral("CR 400.7"), -1, a.cardId);
}

// The empty board (Action::ClearBoard): every card in a zone ceases to exist, as Remove has
// it, and each library is filled with new basic lands. During the opening hands (CR 103.5) it
// ends them: the first turn begins, as after the last player kept.
void clearBoard(Context &c, const Action &a)
{
    GameState &s = c.s();
    QList<int> objects;
    for (const Permanent &p : std::as_const(s.battlefield))
        objects.append(p.objectId);
    for (int objectId : std::as_const(objects))
        takePermanent(c, objectId);
    s.stack.clear();
    s.pendingTriggers.clear();
    for (Player &p : s.players) {
        p.hand.clear();
        p.graveyard.clear();
        p.exile.clear();
        p.library.clear();
        p.manaPool.clear();
        p.manaUntilEndOfTurn.clear();
    }
    for (int i = 0; i < s.players.size(); ++i)
        for (int n = 0; n < a.amount; ++n)
            s.players[i].library.append(battlefield::createCard(c, a.key, i, false));
    const bool opening = mulligan::inProgress(s);
    c.stateReplaced();
    edited(c, -1,
           a.amount > 0 ? QStringLiteral("The board editor empties the board: no hands, permanents, spells, graveyards or exile; each library holds %1 basic lands (%2).")
                              .arg(a.amount).arg(c.db().find(a.key)->front().name)
                        : QStringLiteral("The board editor empties the board: no hands, permanents, spells, graveyards, exile or libraries."),
           QStringLiteral("CR 400.7"));
    if (opening) { // no opening hand is left to keep or send back: the game begins (CR 103.8)
        s.decision = PendingDecision();
        for (Player &p : s.players) {
            p.opening = Player::Opening::Undecided;
            p.mulligans = 0;
        }
        turn::beginTurn(c);
    }
}

} // namespace

bool isEdit(const Action &a)
{
    switch (a.type) {
    case Type::AddCard:
    case Type::MoveCard:
    case Type::SetPermanent:
    case Type::SetTurn:
    case Type::Remove:
    case Type::ClearBoard:
        return true;
    case Type::SetDesignation:
        return a.placed;
    default:
        return false;
    }
}

QString zoneTitle(const Context &c, Action::Zone zone, int owner)
{
    const QString who = c.playerName(owner);
    switch (zone) {
    case Zone::Battlefield: return QStringLiteral("the battlefield");
    case Zone::Hand: return QStringLiteral("%1's hand").arg(who);
    case Zone::Graveyard: return QStringLiteral("%1's graveyard").arg(who);
    case Zone::Exile: return QStringLiteral("exile");
    case Zone::LibraryTop: return QStringLiteral("the top of %1's library").arg(who);
    case Zone::LibraryBottom: return QStringLiteral("the bottom of %1's library").arg(who);
    }
    return {};
}

QString check(const Context &c, const Action &a)
{
    const GameState &s = c.s();
    // A decision's options and paused effects name cards and objects as they were: the editor
    // edits a settled position (one reached by play, so legal: answer it, or undo, first).
    // The empty board during the opening hands answers their question: no hand is left to keep.
    if (s.decision.kind != PendingDecision::Kind::None && !(a.type == Type::ClearBoard && mulligan::inProgress(s)))
        return QStringLiteral("%1 must first answer: %2 The board editor edits a position with no decision pending.")
            .arg(c.playerName(s.decision.player), s.decision.prompt);
    switch (a.type) {
    case Type::AddCard: {
        const CardDefinition *def = c.db().find(a.key);
        if (!def)
            return QStringLiteral("Unknown card \"%1\".").arg(a.key);
        if (def->layout == QLatin1String("token") && a.zone != Zone::Battlefield)
            return QStringLiteral("%1 is a token: it can only be created on the battlefield (CR 111.1, 111.8).").arg(def->front().name);
        return checkDestination(c, *def, a);
    }
    case Type::MoveCard:
        if (a.objectId >= 0) {
            const Permanent *perm = s.permanent(a.objectId);
            if (!perm)
                return QStringLiteral("There is no permanent with id %1.").arg(a.objectId);
            if (a.zone == Zone::Battlefield)
                return QStringLiteral("%1 is already on the battlefield: set its controller or face with setPermanent.").arg(c.face(*perm).name);
            return checkDestination(c, c.definition(perm->cardId), a);
        }
        if (!zoneHolding(s, a.cardId))
            return QStringLiteral("There is no card with id %1 in a hand, graveyard, exile or library.").arg(a.cardId);
        return checkDestination(c, c.definition(a.cardId), a);
    case Type::SetPermanent:
        return checkPermanentEdit(c, a);
    case Type::SetTurn:
        return checkTurn(c, a.turn);
    case Type::Remove:
        if (a.objectId >= 0)
            return s.permanent(a.objectId) ? QString() : QStringLiteral("There is no permanent with id %1.").arg(a.objectId);
        return zoneHolding(s, a.cardId) ? QString()
                                        : QStringLiteral("There is no card with id %1 in a hand, graveyard, exile or library.").arg(a.cardId);
    case Type::ClearBoard: {
        if (a.amount < 0 || a.amount > kMaxLibraryLands)
            return QStringLiteral("An emptied library holds 0 to %1 basic lands, not %2.").arg(kMaxLibraryLands).arg(a.amount);
        if (a.amount == 0)
            return {};
        const CardDefinition *def = c.db().find(a.key);
        if (!def)
            return QStringLiteral("Unknown card \"%1\".").arg(a.key);
        if (!def->front().typeLine().startsWith(QLatin1String("Basic Land")))
            return QStringLiteral("%1 is not a basic land (CR 205.4c): an emptied library holds basic lands only.").arg(def->front().name);
        return {};
    }
    default: // SetDesignation placed: day, night, or neither again (unlike an effect, ruling 1)
        return {};
    }
}

void execute(Context &c, const Action &a)
{
    switch (a.type) {
    case Type::AddCard:
        // A card of the "token" layout is created as a token (CR 111.1).
        arrive(c, battlefield::createCard(c, a.key, a.player, c.db().find(a.key)->layout == QLatin1String("token")), a, QStringLiteral("(a new card)"));
        break;
    case Type::MoveCard:
        if (a.objectId >= 0) {
            movePermanent(c, a);
        } else {
            const QList<int> *zone = zoneHolding(c.s(), a.cardId);
            const Player &owner = c.s().players[c.s().cards[a.cardId].owner];
            const QString from = zone == &owner.hand ? QStringLiteral("hand") : zone == &owner.graveyard ? QStringLiteral("graveyard")
                               : zone == &owner.exile ? QStringLiteral("exile") : QStringLiteral("library");
            takeCard(c, a.cardId);
            arrive(c, a.cardId, a, QStringLiteral("from %1").arg(from));
        }
        break;
    case Type::SetPermanent: setPermanent(c, a); break;
    case Type::SetTurn: setTurn(c, a.turn); break;
    case Type::Remove: remove(c, a); break;
    case Type::ClearBoard: clearBoard(c, a); break;
    default: { // SetDesignation placed
        Event &e = c.report(Event::Type::DayNightChanged, -1,
                            QStringLiteral("The board editor makes it %1, with nothing transforming and nothing triggering.").arg(dayNightName(a.designation)),
                            QStringLiteral("CR 730.1"));
        e.from = c.s().designation;
        e.to = a.designation;
        c.s().designation = a.designation;
        break;
    }
    }
    // As an effect would: state-based actions and triggers before anyone gets priority (CR 117.5).
    if (!a.placed && (a.type == Type::AddCard || a.type == Type::MoveCard) && c.s().priorityPlayer >= 0)
        turn::givePriority(c, c.s().priorityPlayer);
}

} // namespace rules::editing
