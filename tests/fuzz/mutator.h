// The corpus and the seeded, structure-aware mutator (see main.cpp for the whole picture).
#pragma once

#include "inputkind.h"
#include "jsontree.h"

#include <QHash>
#include <QStringList>

#include <random>
#include <vector>

namespace fuzz {

using Rng = std::mt19937_64;

struct CorpusEntry {
    QString name;        // file path relative to the source tree, or "saved:<file>@<k>"
    QByteArray raw;      // the bytes as read (a saved game: its JSON text)
    QJsonValue json;     // parsed; undefined when the file is not JSON
    bool savedGame = false;
    InputKind kind = InputKind::Scenario; // which kind's inputs start from it
};

struct Corpus {
    std::vector<CorpusEntry> entries;
    std::vector<QJsonObject> cardDefinitions; // resources/cards/*.json, for grafting custom cards
    QStringList cardKeys;                     // the pool's card keys
    QStringList playerNames;                  // every player name seen
    QStringList words;                        // every string value and key seen (sorted, unique)
    QStringList keys;                         // every object key seen (sorted, unique)
    QHash<QString, QStringList> valuesByKey;  // string values seen under each key
    struct Donor {
        size_t entry;
        QJsonValue value;
    };
    QHash<QString, std::vector<Donor>> subtreesByKey; // every subtree, by the key above it
    std::vector<QJsonObject> effects;                 // every {"effect": ...} object in scripts and saved games

    // Builds the vocabularies above from entries and cardDefinitions.
    void index();
};

struct Input {
    QByteArray bytes;        // the file's content
    QString fixedPath;       // when set: run on this path as it is (e.g. /dev/zero), no file written
    QString origin;          // the corpus entry it came from, or "special"
    QStringList log;         // what was done to it, one line each
    bool special = false;
    bool raw = false;        // a raw-byte mutation of a corpus file
};

class Mutator
{
public:
    /// `fifo`: a named pipe nothing is ever written to (a special input), "" for none.
    explicit Mutator(const Corpus &corpus, const QString &fifo = QString());

    // Input number index of `kind` (a JSON kind) in the run seeded with seed, made from the
    // corpus entries of that kind. Each input has its own generator seeded from (seed, index,
    // kind), so any input can be made again alone, in any order, in any thread (the scenario
    // kind's inputs are those the fuzzer made before it had other kinds).
    Input make(quint64 seed, quint64 index, InputKind kind = InputKind::Scenario) const;

    // The first specialCount(kind) indices are fixed special inputs (empty file, /dev/zero,
    // 30 MB...): all of them for scenarios, the empty file, /dev/zero, a folder and the FIFO
    // for the other JSON kinds.
    static int specialCount(InputKind kind = InputKind::Scenario);
    Input special(int which) const;
    // Whether the corpus holds an entry of `kind` to start from.
    bool hasBases(InputKind kind) const;

private:
    bool mutateOnce(QJsonValue &root, Rng &rng, QStringList &log) const;
    Input rawMutation(Rng &rng, InputKind kind) const;

    const Corpus &m_corpus;
    QString m_fifo;
    // Per kind, the entries to start from, an entry repeated by its weight.
    QHash<int, std::vector<size_t>> m_bases;
};

} // namespace fuzz
