#include "carddatabase.h"

#include "visibility.h"

#include "jsonreader.h"
#include "suggestion.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcCards, "daynight.rules.cards", QtInfoMsg)

static void initCardResources()
{
    Q_INIT_RESOURCE(cards);
}

namespace rules {

int Deck::size() const
{
    int n = 0;
    for (const auto &c : cards)
        n += c.second;
    return n;
}

bool readJsonObject(const QString &file, QJsonObject *out, QString *error)
{
    QByteArray data;
    if (!readInputFile(file, &data, error))
        return false;
    if (data.trimmed().isEmpty()) {
        *error = QStringLiteral("%1: the file is empty").arg(file);
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        const int line = data.left(pe.offset).count('\n') + 1;
        *error = QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(pe.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("%1: $: expected a JSON object").arg(file);
        return false;
    }
    *out = doc.object();
    return true;
}

bool CardDatabase::add(const QJsonObject &json, const QString &origin, QString *error)
{
    CardDefinition def;
    QString why;
    if (!CardDefinition::fromJson(json, &def, &why)) {
        *error = origin + QStringLiteral(": ") + why;
        return false;
    }
    if (m_cards.contains(def.key)) {
        *error = QStringLiteral("%1: $.key: a card with this key is already defined (\"%2\")").arg(origin, def.key);
        return false;
    }
    m_cards.insert(def.key, def);
    return true;
}

bool CardDatabase::loadDirectory(const QString &directory, QString *error)
{
    QDir dir(directory);
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        *error = QStringLiteral("%1: no card files (*.json) found").arg(directory);
        return false;
    }
    for (const QString &name : files) {
        QJsonObject json;
        const QString path = dir.filePath(name);
        if (!readJsonObject(path, &json, error) || !add(json, path, error))
            return false;
        const QString expectedKey = name.chopped(5);
        if (m_cards.contains(expectedKey) == false) {
            *error = QStringLiteral("%1: $.key: must equal the file name (\"%2\")").arg(path, json.value(QStringLiteral("key")).toString());
            return false;
        }
    }
    qCDebug(lcCards) << "loaded" << files.size() << "cards from" << directory;
    return true;
}

bool CardDatabase::loadDeck(const QString &file, Deck *out, QString *error) const
{
    QJsonObject json;
    if (!readJsonObject(file, &json, error))
        return false;
    Deck deck;
    deck.name = json.value(QStringLiteral("name")).toString();
    const QJsonArray cards = json.value(QStringLiteral("cards")).toArray();
    for (int i = 0; i < cards.size(); ++i) {
        const QJsonObject c = cards[i].toObject();
        const QString key = c.value(QStringLiteral("key")).toString();
        const QJsonValue countValue = c.value(QStringLiteral("count"));
        const int count = countValue.toInt(-1);
        QString why;
        if (!m_cards.contains(key))
            JsonReader(&why).fail(QStringLiteral("$.cards[%1].key").arg(i), QStringLiteral("unknown card") + didYouMean(key, keys()), c.value(QStringLiteral("key")));
        else if (count < 1 || countValue.toDouble() != count)
            JsonReader(&why).fail(QStringLiteral("$.cards[%1].count").arg(i), QStringLiteral("expected a positive whole number"), countValue);
        if (!why.isEmpty()) {
            *error = QStringLiteral("%1: %2").arg(printable(file), why);
            return false;
        }
        deck.cards.append({key, count});
    }
    *out = deck;
    return true;
}

bool CardDatabase::checkReferences(QString *error, QString *badKey) const
{
    for (const QString &key : keys()) {
        const CardDefinition &def = m_cards[key];
        for (int f = 0; f < def.faces.size(); ++f)
            for (int a = 0; a < def.faces[f].abilities.size(); ++a) {
                const Ability &ab = def.faces[f].abilities[a];
                for (int e = 0; e < ab.effects.size(); ++e)
                    if (!ab.effects[e].token.isEmpty() && !m_cards.contains(ab.effects[e].token)) {
                        *error = QStringLiteral("$.faces[%1].abilities[%2].script: effect %3 creates \"%4\": no card with this key")
                                     .arg(f).arg(a).arg(e + 1).arg(printable(ab.effects[e].token));
                        if (badKey)
                            *badKey = key;
                        return false;
                    }
            }
    }
    return true;
}

const CardDefinition *CardDatabase::find(const QString &key) const
{
    auto it = m_cards.constFind(key);
    return it == m_cards.constEnd() ? nullptr : &it.value();
}

const CardDefinition &CardDatabase::hiddenCard()
{
    static const CardDefinition hidden = [] {
        CardDefinition d;
        d.key = QLatin1String(kHiddenCardKey);
        d.layout = QStringLiteral("normal");
        CardFace face;
        face.name = QStringLiteral("Card");
        d.faces.append(face);
        return d;
    }();
    return hidden;
}

const CardDefinition *CardDatabase::findInView(const QString &key) const
{
    if (const CardDefinition *def = find(key))
        return def;
    return key == QLatin1String(kHiddenCardKey) ? &hiddenCard() : nullptr;
}

QStringList CardDatabase::keys() const
{
    QStringList k = m_cards.keys();
    k.sort();
    return k;
}

const CardDatabase &CardDatabase::builtIn()
{
    static const CardDatabase db = [] {
        initCardResources();
        CardDatabase d;
        QString error;
        QString key;
        if (!d.loadDirectory(QStringLiteral(":/cards"), &error) || !d.checkReferences(&error, &key))
            qFatal("built-in card pool is broken: %s %s", qPrintable(key), qPrintable(error));
        return d;
    }();
    return db;
}

Deck CardDatabase::builtInDeck(const QString &name)
{
    Deck deck;
    QString error;
    if (!builtIn().loadDeck(QStringLiteral(":/decks/%1.json").arg(name), &deck, &error))
        qFatal("built-in deck is broken: %s", qPrintable(error));
    return deck;
}

QStringList CardDatabase::builtInDeckNames()
{
    static const QStringList names = [] {
        initCardResources();
        QStringList first{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")};
        QStringList others;
        for (const QString &file : QDir(QStringLiteral(":/decks")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            const QString name = file.chopped(5);
            if (!first.contains(name))
                others.append(name);
        }
        return first + others;
    }();
    return names;
}

} // namespace rules
