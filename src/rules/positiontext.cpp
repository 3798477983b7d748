// Position text: the writer, and what it cannot carry (positiontext.h; the reader is
// positiontextreader.cpp).
#include "positiontext.h"

#include "positiontextwords.h"
#include "types.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rules {

bool isPositionText(const QString &text)
{
    for (QChar c : text)
        if (!c.isSpace())
            return c != QLatin1Char('{') && c != QLatin1Char('['); // JSON: a scenario object (or a mistaken array)
    return false;
}

QString positionTextName(const QString &name)
{
    static const QRegularExpression bare(QStringLiteral("^[A-Za-z][A-Za-z0-9_.'-]*$"));
    if (bare.match(name).hasMatch() && name != QLatin1String("nobody"))
        return name;
    return QLatin1Char('"') + name + QLatin1Char('"');
}

bool positionTextCanName(const QString &name)
{
    return !name.isEmpty() && !name.contains(QLatin1Char('"')) && !name.contains(QLatin1Char('\n')) && !name.contains(QLatin1Char('\r'));
}

bool positionTextShowsSick(const CardDefinition &def)
{
    // Summoning sickness matters to creatures only (CR 302.6); a planeswalker may become one.
    for (const CardFace &f : def.faces)
        if (f.hasType(QStringLiteral("Creature")) || f.hasLoyalty)
            return true;
    return false;
}

QStringList positionTextOmits(const GameState &s, const CardDatabase &db)
{
    Q_UNUSED(db);
    QStringList out;
    const auto omit = [&](const QString &what) {
        if (!out.contains(what))
            out << what;
    };
    const CardDatabase &pool = CardDatabase::builtIn();
    for (const CardInstance &c : s.cards)
        if (!pool.find(c.key))
            omit(QStringLiteral("a card the pool lacks (%1)").arg(c.key));
    if (s.turnNumber < 1)
        omit(QStringLiteral("the opening hands (turn 0)"));
    if (s.gameOver)
        omit(QStringLiteral("the end of the game"));
    if (s.decision.kind != PendingDecision::Kind::None)
        omit(QStringLiteral("a pending decision"));
    if (!s.pendingTriggers.isEmpty() || !s.pendingEffects.isEmpty() || s.untapStepPaused)
        omit(QStringLiteral("abilities waiting to go on or resolve"));
    if (!s.continuousEffects.isEmpty())
        omit(QStringLiteral("effects that last for a time"));
    if (s.combatDamageStepsDone != 0 || !s.blockersDeclaredBy.isEmpty())
        omit(QStringLiteral("combat"));
    const int defaultPrevious = s.turnNumber <= 1 ? -1 : (s.activePlayer + int(s.players.size()) - 1) % int(s.players.size());
    if (s.previousTurnActivePlayer != defaultPrevious)
        omit(QStringLiteral("who the previous turn's active player was"));
    if (s.turnNumber == 1 && s.startingPlayer != s.activePlayer)
        omit(QStringLiteral("who started"));
    for (const Player &p : s.players) {
        if (!positionTextCanName(p.name))
            omit(QStringLiteral("a player's name with a quotation mark or a line break"));
        if (!p.manaUntilEndOfTurn.isEmpty())
            omit(QStringLiteral("mana that lasts until end of turn"));
    }
    for (const Permanent &perm : s.battlefield) {
        if (perm.attacking || perm.blocking >= 0 || perm.struckFirst)
            omit(QStringLiteral("combat"));
        if (!perm.linkedExile.isEmpty())
            omit(QStringLiteral("cards exiled until a permanent leaves"));
    }
    for (const StackObject &so : s.stack) {
        if (so.isAbility)
            omit(QStringLiteral("an ability on the stack"));
        if (so.ruling != 0 || so.eventPlayer >= 0)
            omit(QStringLiteral("a trigger's details"));
        for (int t : so.targets)
            if (t > 0 && !s.permanent(t) && std::none_of(s.stack.cbegin(), s.stack.cend(), [t](const StackObject &o) { return o.objectId == t; }))
                omit(QStringLiteral("a target in a graveyard or gone"));
    }
    return out;
}

namespace {

// The text of one card in a zone (no attributes), with consecutive equal cards as "3x key".
QString cardList(const GameState &s, const QList<int> &ids)
{
    QStringList items;
    for (qsizetype i = 0; i < ids.size();) {
        qsizetype j = i + 1;
        while (j < ids.size() && s.cards[ids[j]].key == s.cards[ids[i]].key)
            ++j;
        items << (j - i > 1 ? QStringLiteral("%1x %2").arg(j - i).arg(s.cards[ids[i]].key) : s.cards[ids[i]].key);
        i = j;
    }
    return items.join(QLatin1String(", "));
}

QString targetText(const GameState &s, int t, const QHash<int, QString> &labels)
{
    if (t < 0 && -t - 1 < s.players.size())
        return positionTextName(s.players[-t - 1].name);
    if (t == 0)
        return QStringLiteral("none");
    return labels.value(t, QStringLiteral("none"));
}

} // namespace

QString writePositionText(const GameState &s, const CardDatabase &db)
{
    // Labels ("#1") for the objects something names: what an Aura is attached to, a spell's
    // targets; numbered in the order the text lists the objects.
    QSet<int> named;
    for (const Permanent &perm : s.battlefield)
        if (perm.attachedTo >= 0)
            named.insert(perm.attachedTo);
    for (const StackObject &so : s.stack)
        for (int t : so.targets)
            if (t > 0)
                named.insert(t);
    QHash<int, QString> labels;
    for (int p = 0; p < s.players.size(); ++p)
        for (const Permanent &perm : s.battlefield)
            if (perm.controller == p && named.contains(perm.objectId))
                labels.insert(perm.objectId, QStringLiteral("#%1").arg(labels.size() + 1));
    for (const StackObject &so : s.stack)
        if (named.contains(so.objectId))
            labels.insert(so.objectId, QStringLiteral("#%1").arg(labels.size() + 1));

    QStringList header;
    if (s.designation != DayNight::Neither)
        header << dayNightName(s.designation);
    header << QStringLiteral("turn %1").arg(s.turnNumber);
    if (s.step != Step::PrecombatMain)
        header << stepName(s.step);
    if (s.activePlayer != 0 && s.activePlayer < s.players.size())
        header << QStringLiteral("active ") + positionTextName(s.players[s.activePlayer].name);
    if (s.priorityPlayer != s.activePlayer)
        header << QStringLiteral("priority ")
                      + (s.priorityPlayer >= 0 && s.priorityPlayer < s.players.size() ? positionTextName(s.players[s.priorityPlayer].name) : QStringLiteral("nobody"));
    if (s.passesInSuccession != 0)
        header << QStringLiteral("passes %1").arg(s.passesInSuccession);
    QString out = header.join(QLatin1String(", ")) + QLatin1Char('\n');

    for (int i = 0; i < s.players.size(); ++i) {
        const Player &p = s.players[i];
        QString line = positionTextName(p.name);
        if (p.life != 20)
            line += QStringLiteral(" %1").arg(p.life);
        QStringList extra;
        if (s.spellsCastThisTurn.value(i) != 0)
            extra << QStringLiteral("cast %1").arg(s.spellsCastThisTurn.value(i));
        if (s.spellsCastLastTurn.value(i) != 0)
            extra << QStringLiteral("cast-last-turn %1").arg(s.spellsCastLastTurn.value(i));
        if (p.landsPlayedThisTurn != 0)
            extra << QStringLiteral("lands %1").arg(p.landsPlayedThisTurn);
        if (!p.manaPool.isEmpty()) {
            QString mana;
            for (Color c : p.manaPool)
                mana += QStringLiteral("{%1}").arg(colorLetter(c));
            extra << QStringLiteral("mana ") + mana;
        }
        if (p.hasLost)
            extra << QStringLiteral("lost");
        for (const QString &e : extra)
            line += QStringLiteral(", ") + e;
        out += line + QLatin1Char('\n');
        const auto zone = [&](const char *name, const QString &items) {
            if (!items.isEmpty())
                out += QStringLiteral("  %1: %2\n").arg(QLatin1String(name), items);
        };
        zone("hand", cardList(s, p.hand));
        // Identical permanents are written once with their number, wherever they are in the
        // battlefield's order: "3x forest".
        QList<QPair<QString, int>> permanents;
        for (const Permanent &perm : s.battlefield) {
            if (perm.controller != i)
                continue;
            const CardInstance &card = s.cards[perm.cardId];
            const CardDefinition *def = db.find(card.key);
            QString t = card.key;
            if (perm.backFaceUp)
                t += QStringLiteral("/back");
            if (perm.tapped)
                t += QStringLiteral(" tapped");
            if (perm.summoningSick && def && positionTextShowsSick(*def))
                t += QStringLiteral(" sick");
            if (card.token)
                t += QStringLiteral(" token");
            for (auto it = perm.counters.cbegin(); it != perm.counters.cend(); ++it)
                if (it.value() != 0)
                    t += QStringLiteral(" %1:%2").arg(it.key()).arg(it.value());
            if (perm.damage != 0)
                t += QStringLiteral(" dmg:%1").arg(perm.damage);
            for (const QString &used : perm.activatedThisTurn) // "only once each turn" (CR 602.5b)
                t += QStringLiteral(" used:") + used;
            if (perm.loyaltyUsedThisTurn) // one loyalty ability a turn (CR 606.3)
                t += QStringLiteral(" loyalty-used");
            if (card.owner != perm.controller && card.owner >= 0 && card.owner < s.players.size())
                t += QStringLiteral(" owner:") + positionTextName(s.players[card.owner].name);
            if (perm.attachedTo >= 0)
                t += QStringLiteral(" on:") + labels.value(perm.attachedTo);
            else if (perm.attachedToPlayer >= 0 && perm.attachedToPlayer < s.players.size())
                t += QStringLiteral(" on:") + positionTextName(s.players[perm.attachedToPlayer].name);
            if (labels.contains(perm.objectId)) {
                permanents.append({t + QLatin1Char(' ') + labels.value(perm.objectId), 1});
                continue;
            }
            auto same = std::find_if(permanents.begin(), permanents.end(), [&](const QPair<QString, int> &e) { return e.first == t; });
            if (same != permanents.end())
                ++same->second;
            else
                permanents.append({t, 1});
        }
        QStringList items;
        for (const auto &[t, n] : permanents)
            items << (n > 1 ? QStringLiteral("%1x %2").arg(n).arg(t) : t);
        zone("battlefield", items.join(QLatin1String(", ")));
        zone("graveyard", cardList(s, p.graveyard));
        zone("exile", cardList(s, p.exile));
        if (!p.library.isEmpty())
            zone("library", QString::number(p.library.size()));
    }
    QStringList stack;
    for (const StackObject &so : s.stack) {
        QString t = s.cards[so.cardId].key;
        if (so.face == 1)
            t += QStringLiteral("/back");
        if (so.controller >= 0 && so.controller < s.players.size())
            t += QStringLiteral(" by:") + positionTextName(s.players[so.controller].name);
        if (so.amount != 0)
            t += QStringLiteral(" x:%1").arg(so.amount);
        for (int target : so.targets)
            t += QStringLiteral(" to:") + targetText(s, target, labels);
        if (so.castFromGraveyard)
            t += QStringLiteral(" flashback");
        if (so.isCopy)
            t += QStringLiteral(" copy");
        if (labels.contains(so.objectId))
            t += QLatin1Char(' ') + labels.value(so.objectId);
        stack << t;
    }
    if (!stack.isEmpty())
        out += QStringLiteral("stack: ") + stack.join(QLatin1String(", ")) + QLatin1Char('\n');
    return out;
}

bool positionTextScenario(const QString &text, const CardDatabase &db, const QString &name, QJsonObject *out, QString *error)
{
    QJsonObject state;
    if (!readPositionText(text, db, &state, error))
        return false;
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QStringLiteral("daynight-scenario/1"));
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("state"), state);
    *out = o;
    return true;
}

} // namespace rules
