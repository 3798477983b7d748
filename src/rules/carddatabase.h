// The card pool: every CardDefinition by key, plus the demo decks.
#pragma once

#include "carddefinition.h"
#include "inputfile.h"

#include <QHash>
#include <QList>
#include <QPair>

namespace rules {

/// A deck list: (card key, count) pairs in file order.
struct Deck {
    QString name;
    QList<QPair<QString, int>> cards;       ///< the main deck (CR 100.2): the game's library
    QList<QPair<QString, int>> sideboard;   ///< the sideboard (CR 100.4); not used in a game
    /// Cards in the main deck.
    int size() const;
    bool operator==(const Deck &) const = default;
};

/// Holds card definitions loaded from JSON files. Read-only once loaded; shared by games.
class CardDatabase
{
public:
    /// Loads every *.json in `directory` (a path or a ":/" resource folder). On failure returns
    /// false and sets `error` to "<file>:<line>: <problem>" or "<file>: <json path>: <problem>";
    /// definitions already loaded stay.
    bool loadDirectory(const QString &directory, QString *error);
    /// Adds one definition from JSON; `origin` names the file for errors. Fails on a duplicate key.
    bool add(const QJsonObject &json, const QString &origin, QString *error);
    /// Loads a deck file (schema: resources/decks). Every key must be in the database.
    bool loadDeck(const QString &file, Deck *out, QString *error) const;

    /// After adding cards: every card an effect names (a token to create) is in the database.
    /// Otherwise false, with *error "$.faces[i].abilities[j].script: effect n creates "x": no card
    /// with this key" (n from 1) and *key the card whose ability names it.
    bool checkReferences(QString *error, QString *key = nullptr) const;

    /// The definition of `key`, or nullptr (kHiddenCardKey too: no deck, position or edit names it).
    const CardDefinition *find(const QString &key) const;
    /// find(), and for kHiddenCardKey (visibility.h) hiddenCard(): what the engine reads a card
    /// of a projected state with.
    const CardDefinition *findInView(const QString &key) const;
    /// The definition of a card a viewer may not see: key kHiddenCardKey, one face named "Card"
    /// with no characteristics (no types, cost, abilities).
    static const CardDefinition &hiddenCard();
    QStringList keys() const;

    /// The pool shipped with the program (resources/cards, compiled in). Loads once.
    static const CardDatabase &builtIn();
    /// A preconstructed deck shipped with the program (resources/decks/<name>.json, compiled
    /// in), by its resource name ("tovolars-pack"); a broken or missing one is a build defect
    /// (qFatal), never a user's input.
    static Deck builtInDeck(const QString &name);
    /// The resource names of every preconstructed deck: the two demo decks of the reference
    /// §3.8 first ("tovolars-pack", "day-keepers"), then the others by name.
    static QStringList builtInDeckNames();

private:
    QHash<QString, CardDefinition> m_cards;
};

/// Reads a JSON file into an object (readInputFile(): a regular file of at most
/// kMaxInputFileSize bytes). On error names the file and the line of a syntax error; an empty
/// file is "the file is empty".
bool readJsonObject(const QString &file, QJsonObject *out, QString *error);

} // namespace rules
