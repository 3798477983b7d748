// Day and night in the game: designation changes and the transforms they cause
// (CR 730 [726 in 2022-23], 702.145; seed rulings 1, 5, 8, 9). The pure rules are in daynight.cpp.
#include "daynightengine.h"

#include "areas.h"
#include "daynight.h"

#include <QStringBuilder>

namespace rules::dayNight {

static void askCurseAttachment(Context &c, const Permanent &curse);

void setDesignation(Context &c, DayNight to, const QString &why, const QString &rule, int ruling)
{
    Q_ASSERT(to != DayNight::Neither); // ruling 1: never back to neither
    const DayNight from = c.s().designation;
    if (from == to)
        return;
    c.s().designation = to;
    auto &e = c.report(Event::Type::DayNightChanged, -1,
                     QStringLiteral("It becomes %1: %2 (%3%4).").arg(dayNightName(to), why,
                         ruling ? QStringLiteral("ruling %1, ").arg(ruling) : QString(), rule),
                     rule, ruling);
    e.from = from;
    e.to = to;
    // Ruling 5 / CR 702.145c, f: every daybound or nightbound permanent on the wrong face
    // transforms immediately, all at once, not as a state-based action.
    c.events().reserve(c.events().size() + c.s().battlefield.size() + 1); // one event per transform, at most
    transformToDesignation(c, ruling == 9 ? 9 : 5,
                           to == DayNight::Night ? QStringLiteral("it became night") : QStringLiteral("it became day"));
    // CR 730.1a: "whenever day becomes night or night becomes day" is a switch, never the first
    // designation.
    if (from != DayNight::Neither)
        triggers::triggerOnDayNightSwitch(c);
}

void applyDayNightStatics(Context &c, bool arrivedTogether)
{
    bool anyDaybound = false, anyNightbound = false;
    for (const auto &perm : c.s().battlefield) {
        anyDaybound = anyDaybound || c.face(perm).hasKeyword(QStringLiteral("Daybound"));
        anyNightbound = anyNightbound || c.face(perm).hasKeyword(QStringLiteral("Nightbound"));
    }
    const DayNight next = designationFromPermanents(c.s().designation, anyDaybound, anyNightbound);
    if (next != c.s().designation) {
        if (anyDaybound && anyNightbound && arrivedTogether)
            setDesignation(c, next, QStringLiteral("a daybound and a nightbound permanent arrived together while it was neither"),
                           QStringLiteral("CR 702.145d"), 9);
        else if (next == DayNight::Day)
            setDesignation(c, next, QStringLiteral("a daybound permanent is on the battlefield while it is neither"),
                           QStringLiteral("CR 702.145d"), 1);
        else
            setDesignation(c, next, QStringLiteral("a nightbound permanent is on the battlefield and no daybound one is"),
                           QStringLiteral("CR 702.145g"), 1);
    }
    // CR 702.145c/f also act on their own: a daybound permanent front face up at night (or a
    // nightbound one back face up by day) transforms at once, e.g. when put onto the battlefield
    // transformed by day (ruling 9: the nightbound one transforms).
    transformToDesignation(c, arrivedTogether && anyDaybound && anyNightbound ? 9 : 5);
}

bool transformToDesignation(Context &c, int ruling, const QString &why)
{
    const DayNight d = c.s().designation;
    if (d == DayNight::Neither)
        return false;
    // The permanents on the wrong face are looked for without touching the battlefield (a state
    // shared with undo history is copied only when something transforms): usually there are
    // none, so this is one cheap pass. Whether each can transform (its characteristics) is
    // asked as its turn comes, after the transforms before it, which may change statics.
    const bool night = d == DayNight::Night;
    QList<int> wrongFace;
    for (const Permanent &perm : std::as_const(c.s()).battlefield)
        if (perm.backFaceUp != night // at night only a front face can be wrong, by day a back one
            && mustTransformForDesignation(c.definition(perm.cardId), perm.backFaceUp, d))
            wrongFace.append(perm.objectId);
    if (wrongFace.isEmpty())
        return false;
    const QString because = !why.isEmpty() ? why : night ? QStringLiteral("it is night") : QStringLiteral("it is day");
    bool any = false;
    for (int id : wrongFace) {
        const Permanent *now = std::as_const(c.s()).permanent(id);
        if (!now || !c.canTransform(*now, true)) // CR 101.2: held by a "can't transform" effect
            continue;
        transform(c, *c.s().permanent(id), because, night ? QStringLiteral("CR 702.145c") : QStringLiteral("CR 702.145f"), ruling);
        any = true;
    }
    return any;
}

void transform(Context &c, Permanent &perm, const QString &why, const QString &rule, int ruling)
{
    const QString before = c.face(perm).name;
    // CR 712.18 (R8): the same object; counters, damage, tapped state stay.
    c.permanentChanged(perm); // the face it leaves may have had static abilities
    perm.backFaceUp = !perm.backFaceUp;
    c.permanentChanged(perm); // and the face it shows now may have some
    ++perm.transformCount;
    const CardFace &after = c.face(perm);
    auto &e = c.report(Event::Type::PermanentTransformed, perm.controller,
                     // Built in one go (QStringBuilder): a night can flip thousands of permanents.
                     ruling ? QString(before % u" transforms into " % after.name % u": " % why % u" (ruling " % QString::number(ruling) % u", " % rule % u").")
                            : QString(before % u" transforms into " % after.name % u": " % why % u" (" % rule % u")."),
                     rule, ruling);
    e.objectId = perm.objectId;
    e.cardId = perm.cardId;
    e.backFaceUp = perm.backFaceUp;
    if (!after.hasSubtype(QStringLiteral("Aura")))
        perm.attachedToPlayer = -1; // a creature is attached to nothing (Leeching Lurker)
    if (after.enchant == QLatin1String("player"))
        askCurseAttachment(c, perm); // CR 712.20: as it transforms into it
    // CR 701.27e: "transforms into" abilities of the new face (they wait for priority, so a
    // transform in the untap step triggers them for the upkeep, CR 502.4).
    triggers::triggerOn(c, perm, {TriggerWord::TransformsInto, TriggerWord::EntersOrTransformsInto});
}

QStringList dayNightViolations(const Context &c)
{
    QStringList out;
    const DayNight d = c.s().designation;
    for (const Permanent &p : c.s().battlefield) {
        const CardDefinition &def = c.definition(p.cardId);
        const QString name = c.face(p).name;
        // CR 702.145c/f act at once, unless a "can't transform" effect applies (CR 101.2).
        if (mustTransformForDesignation(def, p.backFaceUp, d) && c.canTransform(p, true))
            out << QStringLiteral("%1 (id %2) is %3 face up %4 (CR %5)").arg(name).arg(p.objectId)
                       .arg(p.backFaceUp ? QStringLiteral("back") : QStringLiteral("front"),
                            d == DayNight::Day ? QStringLiteral("by day") : QStringLiteral("at night"),
                            d == DayNight::Day ? QStringLiteral("702.145f") : QStringLiteral("702.145c"));
        // CR 702.145d/g: a daybound or nightbound permanent gives the game a designation.
        const CardFace &f = c.face(p);
        if (d == DayNight::Neither && (f.hasKeyword(QStringLiteral("Daybound")) || f.hasKeyword(QStringLiteral("Nightbound"))))
            out << QStringLiteral("%1 (id %2) is on the battlefield while it is neither day nor night (CR 702.145d/g)").arg(name).arg(p.objectId);
    }
    return out;
}

static void askCurseAttachment(Context &c, const Permanent &curse)
{
    for (const Ability &ab : c.face(curse).abilities)
        if (ab.isReplacement(ReplacementWord::AttachToPlayerAsTransforms)) {
            QStringList labels;
            for (int p = 0; p < c.s().players.size(); ++p)
                if (!c.s().players[p].hasLost)
                    labels << QStringLiteral("Attach it to %1").arg(c.playerName(p));
            StackObject asking;
            asking.controller = curse.controller;
            asking.objectId = -1;
            effects::askOption(c, asking, {Continuation::Kind::AttachCurse, curse.objectId},
                      QStringLiteral("%1, %2 transforms: attach it to a player (it doesn't target).").arg(c.playerName(curse.controller), c.face(curse).name), labels);
            return;
        }
}

} // namespace rules::dayNight
