// Entering and leaving the battlefield (CR 110, 400.7, 603.6, 603.10).
#include "battlefield.h"

#include "areas.h"
#include "daynight.h"
#include "vocabulary.h"


namespace rules::battlefield {

int createCard(Context &c, const QString &key, int owner, bool token)
{
    return c.s().addCard(key, owner, token);
}

void enterTogether(Context &c, const QList<int> &cardIds, int controller, bool cast, const QList<bool> &transformed,
                   const Attachment &aura)
{
    for (int i = 0; i < cardIds.size(); ++i)
        enterBattlefield(c, cardIds[i], controller, cast, transformed.value(i, false), aura);
    dayNight::applyDayNightStatics(c, cardIds.size() > 1);
}

int enterBattlefield(Context &c, int cardId, int controller, bool cast, bool transformed, const Attachment &aura)
{
    const CardDefinition &def = c.definition(cardId);
    Permanent perm;
    perm.objectId = c.s().nextObjectId++;
    perm.cardId = cardId;
    perm.controller = controller;
    perm.backFaceUp = entersBackFaceUp(def, c.s().designation, transformed);
    // An Aura spell enters attached to its target, unless it enters transformed as a creature
    // (Curse of Leeches cast at night enters as Leeching Lurker, unattached: ruling).
    const bool entersAsAura = def.faces[perm.backFaceUp ? 1 : 0].hasSubtype(QStringLiteral("Aura"));
    perm.attachedTo = entersAsAura ? aura.object : -1;
    perm.attachedToPlayer = entersAsAura ? aura.player : -1;
    const CardFace &f = def.faces[perm.backFaceUp ? 1 : 0];
    if (f.hasLoyalty)
        perm.counters.insert(QStringLiteral("loyalty"), f.loyalty); // CR 306.5b
    // Arlinn's +1 (CR 614.1c): one extra +1/+1 counter per such effect.
    for (const ContinuousEffect &e : c.s().continuousEffects)
        if (e.kind == ContinuousEffect::Kind::CreatureFlashAndCounters && e.player == controller && f.hasType(QStringLiteral("Creature")))
            perm.counters[QStringLiteral("+1/+1")] += 1;
    c.s().battlefield.append(perm);
    c.permanentChanged(perm);

    QString text = QStringLiteral("%1 enters under %2's control").arg(f.name, c.playerName(controller));
    QString rule = QStringLiteral("CR 110.2");
    int ruling = 0;
    if (perm.backFaceUp && def.hasDaybound() && c.s().designation == DayNight::Night) {
        text = QStringLiteral("%1 enters with its nightbound face up as %2, without transforming (it is night)")
                   .arg(def.front().name, f.name);
        rule = QStringLiteral("CR 702.145b");
        ruling = cast ? 6 : 7;
    } else if (perm.backFaceUp) {
        text += QStringLiteral(" transformed");
        rule = QStringLiteral("CR 712.14a");
    }
    auto &e = c.report(c.s().cards[cardId].token ? Event::Type::TokenCreated : Event::Type::PermanentEntered,
                     controller, text + QLatin1Char('.'), rule, ruling);
    e.objectId = perm.objectId;
    e.cardId = cardId;
    e.backFaceUp = perm.backFaceUp;

    for (const Ability &ab : f.abilities) {
        // CR 614.12: "as enters" replacement, only from neither (ruling 1).
        if (ab.isReplacement(ReplacementWord::BecomesDayAsEntersIfNeither) && c.s().designation == DayNight::Neither)
            dayNight::setDesignation(c, DayNight::Day, QStringLiteral("%1 enters while it is neither").arg(f.name),
                           QStringLiteral("CR 614.12"), 1);
    }
    // CR 603.6a: enters triggers of the face that is up (ruling 6: a front face that never was
    // on the battlefield does not trigger).
    triggers::triggerOn(c, *c.s().permanent(perm.objectId), {TriggerWord::Enters, TriggerWord::EntersOrAttacks, TriggerWord::EntersOrTransformsInto});
    return perm.objectId;
}

void leaveBattlefield(Context &c, int objectId, const QString &why, const QString &rule, Destination to, const QList<Permanent> &lookBack)
{
    for (int i = 0; i < c.s().battlefield.size(); ++i) {
        if (c.s().battlefield[i].objectId != objectId)
            continue;
        // Last known information (CR 608.2h) for "dies" abilities: power as it last existed.
        const Permanent perm = c.s().battlefield[i];
        const int lastPower = c.power(perm);
        const bool wasCreature = c.characteristics(perm).isCreature();
        const bool wasWolfOrWerewolf = wasCreature && c.characteristics(perm).isWolfOrWerewolf();
        c.permanentChanged(perm);
        c.s().battlefield.removeAt(i);
        combat::removeFromCombat(c, objectId);
        c.s().endEffectsOn(objectId);
        const CardInstance &card = c.s().cards[perm.cardId];
        const QString name = c.face(perm).name;
        Player &owner = c.s().players[card.owner];
        if (!card.token && to != Destination::LeavesTheGame) { // CR 400.7: a new object there
            switch (to) {
            case Destination::Exile: owner.exile.append(perm.cardId); break;
            case Destination::Hand: owner.hand.append(perm.cardId); break;
            case Destination::LibraryTop: owner.library.append(perm.cardId); break;
            case Destination::LibraryBottom: owner.library.prepend(perm.cardId); break;
            default: owner.graveyard.append(perm.cardId); break;
            }
            if (to == Destination::Hand || to == Destination::LibraryTop || to == Destination::LibraryBottom)
                c.s().enteredHiddenZone(perm.cardId);
        }
        QString text;
        if (to == Destination::LeavesTheGame)
            text = QStringLiteral("%1 leaves the game with %2.").arg(c.playerName(card.owner), name);
        else if (card.token)
            text = QStringLiteral("%1 (a token) leaves the battlefield because of %2 and ceases to exist.").arg(name, why);
        else if (to == Destination::Exile)
            text = QStringLiteral("%1 is exiled by %2.").arg(name, why);
        else if (to == Destination::Hand)
            text = QStringLiteral("%1 returns to its owner's hand because of %2.").arg(name, why);
        else if (to == Destination::LibraryTop || to == Destination::LibraryBottom)
            text = QStringLiteral("%1 is put on the %2 of its owner's library because of %3.")
                       .arg(name, to == Destination::LibraryTop ? QStringLiteral("top") : QStringLiteral("bottom"), why);
        else
            text = QStringLiteral("%1 is put into its owner's graveyard because of %2.").arg(name, why);
        auto &e = c.report(Event::Type::PermanentLeft, perm.controller, text, rule);
        e.objectId = objectId;
        e.cardId = perm.cardId;
        // Brutal Cathar: what it exiled "until this creature leaves the battlefield" returns now,
        // immediately (ruling), under its owner's control, as a new object (CR 400.7, 610.3c),
        // however it left: destroyed, bounced, or with a player who left the game (CR 800.4a).
        for (int exiled : perm.linkedExile) {
            const int owner = c.s().cards[exiled].owner;
            auto &ex = c.s().players[owner].exile;
            if (c.s().players[owner].hasLost || !ex.removeOne(exiled))
                continue; // its owner has left the game too: it left with them
            c.report(Event::Type::PermanentEntered, owner,
                   QStringLiteral("%1 returns from exile: %2 left the battlefield.").arg(c.cardName(exiled), name), QStringLiteral("CR 610.3c"));
            enterTogether(c, {exiled}, owner, false, {});
        }
        if (wasCreature && to == Destination::Graveyard) { // CR 603.10a: leaves-the-battlefield abilities look back in time
            const CardFace &f = c.face(perm);
            for (int k = 0; k < f.abilities.size(); ++k)
                if (f.abilities[k].isTriggered(TriggerWord::Dies) || f.abilities[k].isTriggered(TriggerWord::ThisOrAnotherWolfOrWerewolfYouControlDies))
                    triggers::addTrigger(c, perm, k, lastPower);
            // Wedding Crasher: "another Wolf or Werewolf you control dies", as it last existed;
            // one that left in the same event sees it too (CR 603.10a).
            if (wasWolfOrWerewolf)
                for (const Permanent &other : lookBack.isEmpty() ? c.s().battlefield : lookBack)
                    if (other.controller == perm.controller && other.objectId != perm.objectId)
                        triggers::triggerOn(c, other, {TriggerWord::ThisOrAnotherWolfOrWerewolfYouControlDies});
            triggers::triggerOnBlockerDies(c, perm, lookBack); // Baneclaw Marauder
        }
        // A "can't transform" effect may have ended with it (Immerwolf): CR 702.145c/f act at once.
        dayNight::applyDayNightStatics(c, false);
        return;
    }
}

} // namespace rules::battlefield

namespace rules::vocabulary {

const QList<Word<ReplacementWord>> &replacements()
{
    using R = ReplacementWord;
    static const QList<Word<R>> table{
        {R::BecomesDayAsEntersIfNeither, "becomesDayAsEntersIfNeither", "",
         "if it's neither day nor night, it becomes day as this permanent enters (CR 614.12; Brimstone Vandal, The Celestus)"},
        {R::AttachToPlayerAsTransforms, "attachToPlayerAsTransforms", "",
         "as this Aura transforms into this face, its controller attaches it to a player (CR 712.20; Curse of Leeches)"},
    };
    return table;
}

} // namespace rules::vocabulary
