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

const Permanent *GameState::permanent(int objectId) const
{
    for (const auto &p : battlefield)
        if (p.objectId == objectId)
            return &p;
    return nullptr;
}

Permanent *GameState::permanent(int objectId)
{
    // Iterate the list non-const so that it detaches first: GameState is copied for whyNot(),
    // undo and "what if" (ARCHITECTURE.md), and a pointer into data still shared with a copy
    // would let a write here (tapping a land to pay a cost) change the other game too.
    for (auto &p : battlefield)
        if (p.objectId == objectId)
            return &p;
    return nullptr;
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
