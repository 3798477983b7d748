#include "gamestate.h"

namespace rules {

const Permanent *GameState::permanent(int objectId) const
{
    for (const auto &p : battlefield)
        if (p.objectId == objectId)
            return &p;
    return nullptr;
}

Permanent *GameState::permanent(int objectId)
{
    return const_cast<Permanent *>(std::as_const(*this).permanent(objectId));
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
