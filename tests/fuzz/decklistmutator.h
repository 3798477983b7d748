// Seeded mutations of deck lists as text (rules::readDeckText's format; see main.cpp).
#pragma once

#include "mutator.h"

namespace fuzz {

class DeckListMutator
{
public:
    /// `lists`: the deck lists to start from (the demo decks as the table exports them, and the
    /// same decks in the MTGO and Arena styles); `cardNames`: every card's front face name and
    /// "Front // Back" name (typos, other cards, tokens are made from them); `fifo`: a FIFO
    /// nothing is written to, one of the special inputs.
    DeckListMutator(const QStringList &lists, const QStringList &cardNames, const QString &fifo);

    /// Input `index` of the run seeded with `seed`, made by a generator seeded from (seed, index)
    /// alone. The first specialCount() are fixed: an empty list, a NUL, 16 MiB and one byte
    /// (every reader's limit), 100,000 lines, one line of 10 MB, binary bytes, the FIFO,
    /// /dev/zero and a folder...
    Input make(quint64 seed, quint64 index) const;
    static int specialCount();

private:
    Input special(int which) const;
    void mutateOnce(QStringList &lines, Rng &rng, QStringList &log) const;

    QStringList m_lists;
    QStringList m_cardNames;
    QString m_fifo;
};

} // namespace fuzz
