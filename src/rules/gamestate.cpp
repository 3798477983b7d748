#include "gamestate.h"

namespace rules {

int GameState::addCard(const QString &key, int owner, bool token)
{
    CardInstance c;
    c.id = int(cards.size());
    c.key = key;
    c.owner = owner;
    c.token = token;
    cards.append(c);
    return c.id;
}

// The battlefield is in timestamp order, which is object id order (a permanent that enters gets
// a fresh, larger id; the state reader sorts what it reads), so a permanent is found by binary
// search.
const Permanent *GameState::permanent(int objectId) const
{
    const auto it = std::lower_bound(battlefield.cbegin(), battlefield.cend(), objectId,
                                     [](const Permanent &p, int id) { return p.objectId < id; });
    return it != battlefield.cend() && it->objectId == objectId ? &*it : nullptr;
}

Permanent *GameState::permanent(int objectId)
{
    // Look it up first without touching the list, then take a non-const pointer, which detaches
    // the list only when there is something to change: GameState is copied for undo and "what
    // if" (ARCHITECTURE.md), and a pointer into data still shared with a copy would let a write
    // here (tapping a land to pay a cost) change the other game too.
    const Permanent *found = std::as_const(*this).permanent(objectId);
    if (!found)
        return nullptr;
    return &battlefield[found - battlefield.constData()];
}

const QStringList &counterKindNames()
{
    static const QStringList kinds{QStringLiteral("+1/+1"), QStringLiteral("-1/-1"), QStringLiteral("loyalty")};
    return kinds;
}

void GameState::endEffectsOn(int objectId)
{
    // Touch the list only if an effect names it (a state shared with undo stays shared).
    const auto named = [objectId](const ContinuousEffect &e) { return e.objectId == objectId; };
    if (std::any_of(continuousEffects.cbegin(), continuousEffects.cend(), named))
        continuousEffects.removeIf(named);
}

int GameState::livingPlayerCount() const
{
    int n = 0;
    for (const auto &p : players)
        n += p.hasLost ? 0 : 1;
    return n;
}

int GameState::nextLivingPlayer(int player) const
{
    const int n = players.size();
    for (int i = 1; i <= n; ++i) {
        const int p = (player + i) % n;
        if (!players[p].hasLost)
            return p;
    }
    return player;
}

} // namespace rules
