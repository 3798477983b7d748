// Day and night in the game: designation changes and the transforms they cause
// (CR 730 [726 in 2022-23], 702.145; seed rulings 1, 5, 8, 9). The pure rules are in daynight.cpp.
#include "daynight.h"
#include "game.h"

namespace rules {

void Game::setDesignation(DayNight to, const QString &why, const QString &rule, int ruling)
{
    Q_ASSERT(to != DayNight::Neither); // ruling 1: never back to neither
    const DayNight from = m_s.designation;
    if (from == to)
        return;
    m_s.designation = to;
    auto &e = report(Event::Type::DayNightChanged, -1,
                     QStringLiteral("It becomes %1: %2 (%3%4).").arg(dayNightName(to), why,
                         ruling ? QStringLiteral("ruling %1, ").arg(ruling) : QString(), rule),
                     rule, ruling);
    e.from = from;
    e.to = to;
    // Ruling 5 / CR 702.145c, f: every daybound or nightbound permanent on the wrong face
    // transforms immediately, all at once, not as a state-based action.
    const QList<int> ids = objectIds();
    for (int id : ids) {
        Permanent &perm = *m_s.permanent(id);
        if (mustTransformForDesignation(definition(perm.cardId), perm.backFaceUp, to) && canTransform(perm, true))
            transform(perm,
                      to == DayNight::Night ? QStringLiteral("it became night") : QStringLiteral("it became day"),
                      to == DayNight::Night ? QStringLiteral("CR 702.145c") : QStringLiteral("CR 702.145f"),
                      ruling == 9 ? 9 : 5);
    }
    // CR 730.1a: "whenever day becomes night or night becomes day" is a switch, never the first
    // designation.
    if (from != DayNight::Neither)
        triggerOnDayNightSwitch();
}

void Game::applyDayNightStatics(bool arrivedTogether)
{
    bool anyDaybound = false, anyNightbound = false;
    for (const auto &perm : m_s.battlefield) {
        anyDaybound = anyDaybound || face(perm).hasKeyword(QStringLiteral("Daybound"));
        anyNightbound = anyNightbound || face(perm).hasKeyword(QStringLiteral("Nightbound"));
    }
    const DayNight next = designationFromPermanents(m_s.designation, anyDaybound, anyNightbound);
    if (next != m_s.designation) {
        if (anyDaybound && anyNightbound && arrivedTogether)
            setDesignation(next, QStringLiteral("a daybound and a nightbound permanent arrived together while it was neither"),
                           QStringLiteral("CR 702.145d"), 9);
        else if (next == DayNight::Day)
            setDesignation(next, QStringLiteral("a daybound permanent is on the battlefield while it is neither"),
                           QStringLiteral("CR 702.145d"), 1);
        else
            setDesignation(next, QStringLiteral("a nightbound permanent is on the battlefield and no daybound one is"),
                           QStringLiteral("CR 702.145g"), 1);
    }
    // CR 702.145c/f also act on their own: a daybound permanent front face up at night (or a
    // nightbound one back face up by day) transforms at once, e.g. when put onto the battlefield
    // transformed by day (ruling 9: the nightbound one transforms).
    const QList<int> ids = objectIds();
    for (int id : ids) {
        Permanent &perm = *m_s.permanent(id);
        if (mustTransformForDesignation(definition(perm.cardId), perm.backFaceUp, m_s.designation) && canTransform(perm, true)) {
            const bool night = m_s.designation == DayNight::Night;
            transform(perm, night ? QStringLiteral("it is night") : QStringLiteral("it is day"),
                      night ? QStringLiteral("CR 702.145c") : QStringLiteral("CR 702.145f"),
                      arrivedTogether && anyDaybound && anyNightbound ? 9 : 5);
        }
    }
}

void Game::transform(Permanent &perm, const QString &why, const QString &rule, int ruling)
{
    const QString before = face(perm).name;
    // CR 712.18 (R8): the same object; counters, damage, tapped state stay.
    perm.backFaceUp = !perm.backFaceUp;
    ++perm.transformCount;
    const CardFace &after = face(perm);
    auto &e = report(Event::Type::PermanentTransformed, perm.controller,
                     ruling ? QStringLiteral("%1 transforms into %2: %3 (ruling %4, %5).").arg(before, after.name, why).arg(ruling).arg(rule)
                            : QStringLiteral("%1 transforms into %2: %3 (%4).").arg(before, after.name, why, rule),
                     rule, ruling);
    e.objectId = perm.objectId;
    e.cardId = perm.cardId;
    e.backFaceUp = perm.backFaceUp;
    if (!after.hasSubtype(QStringLiteral("Aura")))
        perm.attachedToPlayer = -1; // a creature is attached to nothing (Leeching Lurker)
    if (after.enchant == QLatin1String("player"))
        askCurseAttachment(perm); // CR 712.20: as it transforms into it
    // CR 701.27e: "transforms into" abilities of the new face (they wait for priority, so a
    // transform in the untap step triggers them for the upkeep, CR 502.4).
    triggerOn(perm, {QStringLiteral("transformsInto"), QStringLiteral("entersOrTransformsInto")});
}

} // namespace rules

namespace rules {

QStringList Game::dayNightViolations() const
{
    QStringList out;
    const DayNight d = m_s.designation;
    for (const Permanent &p : m_s.battlefield) {
        const CardDefinition &def = definition(p.cardId);
        const QString name = face(p).name;
        // CR 702.145c/f act at once, unless a "can't transform" effect applies (CR 101.2).
        if (mustTransformForDesignation(def, p.backFaceUp, d) && canTransform(p, true))
            out << QStringLiteral("%1 (id %2) is %3 face up %4 (CR %5)").arg(name).arg(p.objectId)
                       .arg(p.backFaceUp ? QStringLiteral("back") : QStringLiteral("front"),
                            d == DayNight::Day ? QStringLiteral("by day") : QStringLiteral("at night"),
                            d == DayNight::Day ? QStringLiteral("702.145f") : QStringLiteral("702.145c"));
        // CR 702.145d/g: a daybound or nightbound permanent gives the game a designation.
        const CardFace &f = face(p);
        if (d == DayNight::Neither && (f.hasKeyword(QStringLiteral("Daybound")) || f.hasKeyword(QStringLiteral("Nightbound"))))
            out << QStringLiteral("%1 (id %2) is on the battlefield while it is neither day nor night (CR 702.145d/g)").arg(name).arg(p.objectId);
    }
    return out;
}

} // namespace rules

namespace rules {

void Game::askCurseAttachment(const Permanent &curse)
{
    for (const Ability &ab : face(curse).abilities)
        if (ab.enforced && ab.script.value(QStringLiteral("replacement")).toString() == QLatin1String("attachToPlayerAsTransforms")) {
            QStringList labels;
            for (int p = 0; p < m_s.players.size(); ++p)
                if (!m_s.players[p].hasLost)
                    labels << QStringLiteral("Attach it to %1").arg(playerName(p));
            StackObject asking;
            asking.controller = curse.controller;
            asking.objectId = -1;
            askOption(asking, QStringLiteral("attachCurse:%1").arg(curse.objectId),
                      QStringLiteral("%1, %2 transforms: attach it to a player (it doesn't target).").arg(playerName(curse.controller), face(curse).name), labels);
            return;
        }
}

} // namespace rules
