#include "determinizer.h"

#include <algorithm>

namespace ai {

using namespace rules;

namespace {

// Fisher-Yates over the seeded generator (std::shuffle's result is not fixed by the standard).
template<typename T>
void shuffle(QList<T> &list, std::mt19937_64 &rng)
{
    for (qsizetype k = list.size() - 1; k > 0; --k)
        list.swapItemsAt(k, qsizetype(rng() % quint64(k + 1)));
}

// How many cards from the top of `seat`'s library it is looking at for the pending decision.
int cardsSeenOnTop(const GameState &s, int seat)
{
    if (s.decision.kind == PendingDecision::Kind::None || s.decision.player != seat)
        return 0;
    switch (s.decision.then.kind) {
    case Continuation::Kind::Scry:
    case Continuation::Kind::Surveil:
        return 1;
    case Continuation::Kind::TakeFromTop:
        return s.decision.then.count;
    case Continuation::Kind::PutOneOfTopIntoGraveyard:
        return int(s.decision.then.positions.size());
    default:
        return 0;
    }
}

} // namespace

GameState Determinizer::sample(const GameState &s, int seat, std::mt19937_64 &rng)
{
    GameState d = s;
    for (int p = 0; p < d.players.size(); ++p) {
        rules::Player &pl = d.players[p];
        if (p == seat) {
            // The order of one's own library is unknown, apart from cards being looked at.
            const int seen = std::min<int>(cardsSeenOnTop(s, seat), int(pl.library.size()));
            QList<int> below = pl.library.mid(0, pl.library.size() - seen);
            std::sort(below.begin(), below.end());
            shuffle(below, rng);
            pl.library = below + pl.library.mid(pl.library.size() - seen);
            continue;
        }
        // Which card is where among another player's hand and library is unknown: deal the
        // same ids (sorted, so the order they were in cannot leak) with keys dealt at random.
        QList<int> ids = pl.hand + pl.library;
        std::sort(ids.begin(), ids.end());
        QStringList keys;
        for (int id : ids)
            keys.append(d.cards[id].key);
        keys.sort();
        shuffle(keys, rng);
        for (int i = 0; i < ids.size(); ++i)
            d.cards[ids[i]].key = keys[i];
        const qsizetype handSize = pl.hand.size();
        pl.hand = ids.mid(0, handSize);
        pl.library = ids.mid(handSize);
    }
    d.seed = rng();
    d.rng.seed(d.seed);
    return d;
}

} // namespace ai
