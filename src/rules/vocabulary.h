// The script vocabulary's registry (ARCHITECTURE.md): each word of the card files maps to its
// enum value (ability.h), the parameters it takes, a line of documentation and, for effects,
// its handler. The loader (carddefinition.cpp) parses with it, the engine runs with it, and
// resources/cards/SCHEMA.md's vocabulary section is generated from it (`daynight --vocabulary`;
// a test keeps the file in step).
//
// Each area keeps the table of its own words: triggers and conditions in triggers.cpp, statics
// and selectors in characteristics.cpp, replacements in battlefield.cpp, target specs in
// targets.cpp, effects and their handlers in effects.cpp. A new word is one row there (and its
// enum value), plus its test.
#pragma once

#include "ability.h"

#include <optional>

namespace rules {

class Context;
struct StackObject;

/// One word: its enum value, its name in card files, the parameters it takes (space-separated
/// names from vocabulary::parameters(); "" for none), and its documentation (Markdown).
template <typename E>
struct Word {
    E value;
    const char *name;
    const char *params;
    const char *doc;
};

/// Runs one effect of a resolving spell or ability `so` (CR 608.2c).
using EffectHandler = void (*)(Context &c, const Effect &effect, const StackObject &so);

/// An effect word: a Word with its handler.
struct EffectWordInfo {
    Word<EffectWord> word;
    EffectHandler handler;
};

/// A parameter that effects and static abilities may take.
struct ParameterInfo {
    const char *name;
    const char *type;   ///< what the value is, e.g. "integer 1..100"
    const char *doc;
};

namespace vocabulary {

const QList<Word<TriggerWord>> &triggers();         ///< triggers.cpp
const QList<Word<ConditionWord>> &conditions();     ///< triggers.cpp (None is not a word)
const QList<Word<StaticWord>> &statics();           ///< characteristics.cpp
const QList<Word<Selector>> &selectors();           ///< characteristics.cpp (None is not a word)
const QList<Word<ReplacementWord>> &replacements(); ///< battlefield.cpp
const QList<Word<TargetSpec>> &targetSpecs();       ///< targets.cpp
const QList<EffectWordInfo> &effects();             ///< effects.cpp
/// Every parameter of effects and static abilities, with its type and range.
const QList<ParameterInfo> &parameters();

/// The row of `value` in its table (every enum value has one, a test checks it).
template <typename E>
const Word<E> &row(const QList<Word<E>> &table, E value)
{
    for (const Word<E> &w : table)
        if (w.value == value)
            return w;
    Q_UNREACHABLE();
}
/// The enum value of a word as written in a card file, or std::nullopt if it is not one.
template <typename E>
std::optional<E> find(const QList<Word<E>> &table, const QString &name)
{
    for (const Word<E> &w : table)
        if (name == QLatin1String(w.name))
            return w.value;
    return std::nullopt;
}
template <typename E>
QString nameOf(const QList<Word<E>> &table, E value) { return QLatin1String(row(table, value).name); }
/// The names of a table's words, for messages: "enters, attacks, ...".
template <typename E>
QStringList names(const QList<Word<E>> &table)
{
    QStringList out;
    for (const Word<E> &w : table)
        out << QLatin1String(w.name);
    return out;
}

const EffectWordInfo &effect(EffectWord word);
std::optional<EffectWord> findEffect(const QString &name);
QStringList effectNames();

/// Keywords a script may grant (pump's and grantKeyword's `keyword`, `keywords` lists): the
/// keywords the engine enforces, plus "Can't be blocked", "Can't block" (this turn) and "Draws on combat damage".
const QStringList &grantableKeywords();

/// The "Script vocabulary" section of resources/cards/SCHEMA.md, as Markdown.
QString markdown();

} // namespace vocabulary
} // namespace rules
