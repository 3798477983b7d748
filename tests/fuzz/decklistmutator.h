// Seeded mutations of deck lists as text (rules::readDeckText's format; see main.cpp).
#pragma once

#include "mutator.h"

namespace fuzz {

class DeckListMutator
{
public:
    /// `lists`: the deck lists to start from (the demo decks as the table exports them, and the
    /// same decks in the MTGO and Arena styles); `cardNames`: every card's front face name and
    /// "Front // Back" name (typos, other cards, tokens are made from them).
    DeckListMutator(const QStringList &lists, const QStringList &cardNames);

    /// Input `index` of the run seeded with `seed`, made by a generator seeded from (seed, index)
    /// alone. The first specialCount() are fixed: an empty list, a NUL, 1 MiB and one byte (the
    /// file import's limit), 100,000 lines, one line of 10 MB, binary bytes...
    Input make(quint64 seed, quint64 index) const;
    static int specialCount();

private:
    Input special(int which) const;
    void mutateOnce(QStringList &lines, Rng &rng, QStringList &log) const;

    QStringList m_lists;
    QStringList m_cardNames;
};

} // namespace fuzz
