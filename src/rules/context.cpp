#include "context.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcGame, "daynight.rules.game", QtInfoMsg)

namespace rules {

Context::Context(const CardDatabase &db, GameState &state, Events &events, DerivedCache &cache)
    : Context(&db, &state, &events, &cache)
{
}

Context::Context(const CardDatabase *db, GameState *state, Events *events, DerivedCache *cache)
    : m_db(db), m_state(state), m_events(events), m_cache(cache)
{
}

const Context Context::reading(const CardDatabase &db, const GameState &state, DerivedCache &cache)
{
    // The state stays const: a const Context only hands out const access to it.
    return Context(&db, const_cast<GameState *>(&state), nullptr, &cache);
}

QString Context::targetName(int target) const
{
    if (target < 0 && -target - 1 < s().players.size())
        return playerName(-target - 1);
    if (isGraveyardCardTarget(target)) {
        const int cardId = cardOfTarget(target);
        if (cardId >= s().cards.size())
            return QStringLiteral("(gone)");
        for (const Player &p : s().players)
            if (p.graveyard.contains(cardId))
                return QStringLiteral("%1 in %2's graveyard").arg(cardName(cardId), p.name);
        return QStringLiteral("%1 (no longer in a graveyard)").arg(cardName(cardId));
    }
    if (const Permanent *p = s().permanent(target))
        return face(*p).name;
    for (const StackObject &so : s().stack)
        if (so.objectId == target)
            return definition(so.cardId).faces[so.face].name;
    return QStringLiteral("(gone)");
}

bool Context::hasEffect(ContinuousEffect::Kind kind, int player) const
{
    for (const ContinuousEffect &e : s().continuousEffects)
        if (e.kind == kind && (player < 0 || e.player == player))
            return true;
    return false;
}

QList<int> Context::opponents(int player) const
{
    QList<int> out;
    for (int i = 0; i < s().players.size(); ++i)
        if (i != player && !s().players[i].hasLost)
            out.append(i);
    return out;
}

QString Context::sourceName(const StackObject &so) const
{
    return definition(so.cardId).faces[so.face].name;
}

const CardDefinition &Context::definition(int cardId) const
{
    // Cards are only ever added to a game, never changed, so the lookup by key is made once.
    QList<const CardDefinition *> &defs = m_cache->definitions;
    if (cardId >= defs.size())
        defs.resize(s().cards.size(), nullptr);
    const CardDefinition *&def = defs[cardId];
    if (!def)
        def = db().findInView(s().cards[cardId].key);
    Q_ASSERT_X(def, "Context::definition", "card key not in the database");
    return *def;
}

const CardFace &Context::face(const Permanent &p) const
{
    const CardDefinition &def = definition(p.cardId);
    return def.faces[p.backFaceUp && def.isDoubleFaced() ? 1 : 0];
}

int Context::manaValue(int cardId) const
{
    return definition(cardId).front().manaCost.manaValue(); // CR 202.3b
}

QString Context::colors(const Permanent &p) const
{
    return characteristics(p).colors();
}

Event &Context::report(Event::Type type, int player, const QString &text, const QString &rule, int ruling)
{
    Q_ASSERT(m_events); // a reading() context cannot report
    qCDebug(lcGame).noquote() << Event::typeName(type) << text << rule;
    Event e;
    e.type = type;
    e.player = player;
    e.text = text;
    e.rule = rule;
    e.ruling = ruling;
    m_events->append(e);
    return m_events->last();
}

QList<int> Context::objectIds() const
{
    QList<int> ids;
    for (const Permanent &p : s().battlefield)
        ids.append(p.objectId);
    return ids;
}


QString Context::cardNames(const QList<int> &cardIds) const
{
    QStringList names;
    for (int id : cardIds)
        names.append(cardName(id));
    return names.join(QStringLiteral(", "));
}

} // namespace rules
