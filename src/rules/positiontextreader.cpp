// Position text: the reader (positiontext.h; grammar in tests/scenarios/README.md, "Position
// text"). It turns the text into a scenario "state" object, remembering where in the text each
// JSON path came from, then lets the scenario loader (stateFromJson) check the position: a
// loader error is reported at the line and column of the word it is about.
#include "positiontext.h"

#include "inputfile.h"
#include "positiontextwords.h"
#include "statejson.h"
#include "suggestion.h"
#include "types.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

namespace rules {

namespace {

/// The most cards one item or one library count may stand for.
constexpr int kMaxCount = 1000;

struct Pos {
    int line = 1;
    int column = 1;
};

struct Word {
    QString text;
    Pos at;
    bool quoted = false;
};

/// An item of cards: "3x key/back attributes...".
struct CardItem {
    int count = 1;
    Word key;
    QList<Word> rest; ///< the words after the key
    QString card;     ///< the key without "/back"
    bool back = false;
};

/// An item: the words between two commas.
struct Item {
    QList<Word> words;
    Pos at;
};

/// A name the text gives (a player, a label) and where, resolved once everything is read.
struct NameUse {
    QString name;
    Pos at;
    QString path; ///< the JSON field it fills
};

class Reader
{
public:
    Reader(const CardDatabase &db, QString *error) : db(db), error(error) {}
    bool read(const QString &text, QJsonObject *out);

private:
    bool fail(Pos at, const QString &problem)
    {
        *error = QStringLiteral("line %1, column %2: %3").arg(at.line).arg(at.column).arg(problem);
        return false;
    }
    /// The words of `text` (a line from column `column`), split at commas outside quotes.
    bool items(const QString &text, int line, int column, QList<Item> *out);
    bool number(const Word &w, int min, int max, int *out, const QString &what);
    bool header(const QList<Item> &items);
    bool playerLine(const QList<Item> &items);
    bool zoneLine(const Word &zone, const QList<Item> &items);
    /// "3x key" or "key": the count (1 if absent) and the key word, the rest of the words after.
    bool cardWords(const Item &item, int *count, Word *key, QList<Word> *rest);
    bool cardKey(const Word &key, QString *card, bool *back);
    bool cardItem(const Item &item, CardItem *out)
    {
        return cardWords(item, &out->count, &out->key, &out->rest) && cardKey(out->key, &out->card, &out->back);
    }
    bool permanent(const Item &item, int controller);
    bool stackItem(const Item &item);
    bool resolve();
    /// The loader's error "<json path>: <problem>" at the word that path came from.
    bool loaderFailed(const QString &why);

    const CardDatabase &db;
    QString *error;
    QJsonObject state;
    QList<QJsonObject> players;
    QList<QJsonObject> battlefield, stack;
    QHash<QString, Pos> where; ///< JSON path -> where in the text it came from
    QList<NameUse> playerUses, labelUses;
    QHash<QString, int> labels;  ///< "#1" -> object id
    QHash<QString, Pos> labelAt;
    QList<QPair<int, Word>> libraryCounts; ///< player -> the count word
    bool headerRead = false, stackRead = false;
    QSet<QString> zonesRead;     ///< "<player>:<zone>" already given
    int nextId = 1;
};

bool Reader::items(const QString &text, int line, int column, QList<Item> *out)
{
    Item item;
    Word word;
    bool inWord = false, inQuotes = false;
    Pos quoteAt;
    const auto endWord = [&] {
        if (inWord)
            item.words.append(word);
        word = Word();
        inWord = false;
    };
    const auto endItem = [&](Pos at) {
        endWord();
        if (item.words.isEmpty())
            return fail(at, QStringLiteral("expected an item before the comma"));
        item.at = item.words.first().at;
        out->append(item);
        item = Item();
        return true;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const Pos at{line, column + int(i)};
        if (c == QLatin1Char('"')) {
            if (!inWord) {
                inWord = true;
                word.at = at;
            }
            inQuotes = !inQuotes;
            word.quoted = true;
            quoteAt = at;
        } else if (inQuotes) {
            word.text += c;
        } else if (c == QLatin1Char(',')) {
            if (!endItem(at))
                return false;
        } else if (c.isSpace()) {
            endWord();
        } else {
            if (!inWord) {
                inWord = true;
                word.at = at;
            }
            word.text += c;
        }
    }
    if (inQuotes)
        return fail(quoteAt, QStringLiteral("this quotation mark is not closed on its line"));
    endWord();
    if (!item.words.isEmpty()) {
        item.at = item.words.first().at;
        out->append(item);
    } else if (!out->isEmpty()) {
        return fail({line, column + int(text.size())}, QStringLiteral("expected an item after the last comma"));
    }
    return true;
}

bool Reader::number(const Word &w, int min, int max, int *out, const QString &what)
{
    bool ok = false;
    const int n = w.quoted ? 0 : w.text.toInt(&ok);
    if (!ok || n < min || n > max)
        return fail(w.at, QStringLiteral("expected %1, a whole number from %2 to %3 (\"%4\")").arg(what).arg(min).arg(max).arg(printable(w.text)));
    *out = n;
    return true;
}

bool Reader::header(const QList<Item> &items)
{
    static const QString expected = QStringLiteral("expected day, night, neither, a step, turn N, active P, priority P, passes N or seed N");
    QSet<QString> given;
    for (const Item &item : items) {
        const Word &w = item.words.first();
        QString field = w.text;
        Step step;
        DayNight d;
        const bool isDesignation = item.words.size() == 1 && dayNightFromName(w.text, &d);
        const bool isStep = item.words.size() == 1 && stepFromName(w.text, &step);
        if (isDesignation)
            field = QStringLiteral("designation");
        else if (isStep)
            field = QStringLiteral("step");
        if (given.contains(field))
            return fail(w.at, QStringLiteral("the %1 is given twice").arg(field));
        given.insert(field);
        if (isDesignation) {
            state.insert(QStringLiteral("designation"), w.text);
            where.insert(QStringLiteral("$.designation"), w.at);
            continue;
        }
        if (isStep) {
            state.insert(QStringLiteral("step"), w.text);
            where.insert(QStringLiteral("$.step"), w.at);
            continue;
        }
        static const QStringList valued{QStringLiteral("turn"), QStringLiteral("active"), QStringLiteral("priority"),
                                        QStringLiteral("passes"), QStringLiteral("seed")};
        if (w.quoted || !valued.contains(w.text)) {
            QStringList names = valued;
            for (int i = 0; i < kStepCount; ++i)
                names << stepName(static_cast<Step>(i));
            names << QStringLiteral("day") << QStringLiteral("night") << QStringLiteral("neither");
            return fail(w.at, QStringLiteral("unknown header field \"%1\"%2 (%3)").arg(printable(w.text), didYouMean(w.text, names), expected));
        }
        if (item.words.size() != 2)
            return fail(item.words.size() < 2 ? Pos{w.at.line, w.at.column + int(w.text.size())} : item.words[2].at,
                        QStringLiteral("expected one value after \"%1\"").arg(w.text));
        const Word &v = item.words[1];
        if (field == QLatin1String("turn") || field == QLatin1String("passes")) {
            int n = 0;
            if (!number(v, field == QLatin1String("turn") ? 1 : 0, field == QLatin1String("turn") ? kMaxAmount : 4, &n,
                        field == QLatin1String("turn") ? QStringLiteral("a turn number") : QStringLiteral("a number of passes")))
                return false;
            const QString key = field == QLatin1String("turn") ? QStringLiteral("turn") : QStringLiteral("passesInSuccession");
            state.insert(key, n);
            where.insert(QStringLiteral("$.") + key, v.at);
        } else if (field == QLatin1String("seed")) {
            bool ok = false;
            v.text.toULongLong(&ok);
            if (!ok || v.quoted)
                return fail(v.at, QStringLiteral("expected a seed, a whole number from 0 to 18446744073709551615 (\"%1\")").arg(printable(v.text)));
            state.insert(QStringLiteral("seed"), v.text);
            where.insert(QStringLiteral("$.seed"), v.at);
        } else if (field == QLatin1String("priority") && !v.quoted && v.text == QLatin1String("nobody")) {
            state.insert(QStringLiteral("priority"), QJsonValue::Null);
            where.insert(QStringLiteral("$.priority"), v.at);
        } else {
            const QString key = field == QLatin1String("active") ? QStringLiteral("activePlayer") : QStringLiteral("priority");
            playerUses.append({v.text, v.at, QStringLiteral("$.") + key});
            where.insert(QStringLiteral("$.") + key, v.at);
        }
    }
    return true;
}

bool Reader::playerLine(const QList<Item> &items)
{
    const int index = int(players.size());
    const QString path = QStringLiteral("$.players[%1]").arg(index);
    const Item &first = items.first();
    const Word &name = first.words.first();
    if (first.words.size() > 2)
        return fail(first.words[2].at, QStringLiteral("expected a player line: a name, then the life total, then \", \" and cast N, cast-last-turn N, lands N, mana {G}, lost (\"%1\")")
                                           .arg(printable(first.words[2].text)));
    QJsonObject p;
    p.insert(QStringLiteral("name"), name.text);
    where.insert(path, name.at);
    where.insert(path + QStringLiteral(".name"), name.at);
    for (const QJsonObject &other : players)
        if (other.value(QStringLiteral("name")).toString() == name.text)
            return fail(name.at, QStringLiteral("a second player named \"%1\": each player has a line of their own").arg(printable(name.text)));
    if (first.words.size() == 2) {
        int life = 0;
        if (!number(first.words[1], -kMaxAmount, kMaxAmount, &life, QStringLiteral("a life total")))
            return false;
        p.insert(QStringLiteral("life"), life);
        where.insert(path + QStringLiteral(".life"), first.words[1].at);
    }
    static const QList<QPair<QString, QString>> fields{{QStringLiteral("cast"), QStringLiteral("spellsCastThisTurn")},
                                                       {QStringLiteral("cast-last-turn"), QStringLiteral("spellsCastLastTurn")},
                                                       {QStringLiteral("lands"), QStringLiteral("landsPlayedThisTurn")},
                                                       {QStringLiteral("mana"), QStringLiteral("manaPool")},
                                                       {QStringLiteral("lost"), QStringLiteral("hasLost")}};
    for (qsizetype i = 1; i < items.size(); ++i) {
        const Word &w = items[i].words.first();
        QString key;
        for (const auto &f : fields)
            if (f.first == w.text && !w.quoted)
                key = f.second;
        if (key.isEmpty()) {
            QStringList names;
            for (const auto &f : fields)
                names << f.first;
            return fail(w.at, QStringLiteral("unknown player field \"%1\"%2 (expected cast N, cast-last-turn N, lands N, mana {G} or lost)")
                                  .arg(printable(w.text), didYouMean(w.text, names)));
        }
        if (p.contains(key))
            return fail(w.at, QStringLiteral("\"%1\" is given twice").arg(w.text));
        const int values = key == QLatin1String("hasLost") ? 0 : 1;
        if (items[i].words.size() != values + 1)
            return fail(items[i].words.size() > values + 1 ? items[i].words[values + 1].at : Pos{w.at.line, w.at.column + int(w.text.size())},
                        values ? QStringLiteral("expected one value after \"%1\"").arg(w.text) : QStringLiteral("\"lost\" takes no value"));
        if (key == QLatin1String("hasLost")) {
            p.insert(key, true);
            where.insert(path + QStringLiteral(".") + key, w.at);
            continue;
        }
        const Word &v = items[i].words[1];
        where.insert(path + QStringLiteral(".") + key, v.at);
        if (key == QLatin1String("manaPool")) {
            p.insert(key, v.text); // the loader reads "{G}{G}" and says what is wrong with it
            continue;
        }
        int n = 0;
        if (!number(v, 0, kMaxCounters, &n, QStringLiteral("a count")))
            return false;
        p.insert(key, n);
    }
    players.append(p);
    return true;
}

bool Reader::cardKey(const Word &key, QString *card, bool *back)
{
    QString k = key.text;
    *back = false;
    if (k.endsWith(QLatin1String("/back"))) {
        k.chop(5);
        *back = true;
    } else if (const qsizetype slash = k.indexOf(QLatin1Char('/')); slash >= 0) {
        return fail({key.at.line, key.at.column + int(slash)}, QStringLiteral("expected \"/back\" after the card key (\"%1\")").arg(printable(k.mid(slash))));
    }
    if (key.quoted || !db.find(k))
        return fail(key.at, QStringLiteral("unknown card key \"%1\"%2").arg(printable(k), didYouMean(k, db.keys())));
    *card = k;
    return true;
}

bool Reader::cardWords(const Item &item, int *count, Word *key, QList<Word> *rest)
{
    static const QRegularExpression times(QStringLiteral("^(\\d+)x$"));
    *count = 1;
    qsizetype k = 0;
    if (const QRegularExpressionMatch m = times.match(item.words.first().text); m.hasMatch() && !item.words.first().quoted) {
        bool ok = false;
        *count = m.captured(1).toInt(&ok);
        if (!ok || *count < 1 || *count > kMaxCount)
            return fail(item.words.first().at, QStringLiteral("expected a number of cards from 1 to %1 (\"%2\")").arg(kMaxCount).arg(item.words.first().text));
        if (item.words.size() < 2)
            return fail({item.at.line, item.at.column + int(item.words.first().text.size())}, QStringLiteral("expected a card key after \"%1\"").arg(item.words.first().text));
        k = 1;
    }
    *key = item.words[k];
    *rest = item.words.mid(k + 1);
    return true;
}

bool Reader::zoneLine(const Word &zone, const QList<Item> &items)
{
    static const QStringList zones{QStringLiteral("hand"), QStringLiteral("battlefield"), QStringLiteral("graveyard"),
                                   QStringLiteral("exile"), QStringLiteral("library"), QStringLiteral("stack")};
    if (!zones.contains(zone.text))
        return fail(zone.at, QStringLiteral("unknown zone \"%1\"%2 (expected hand, battlefield, graveyard, exile, library or stack)")
                                 .arg(printable(zone.text), didYouMean(zone.text, zones)));
    if (zone.text == QLatin1String("stack")) {
        if (stackRead)
            return fail(zone.at, QStringLiteral("a second stack line: the stack is one line, bottom first"));
        stackRead = true;
        for (const Item &item : items)
            if (!stackItem(item))
                return false;
        return true;
    }
    if (stackRead)
        return fail(zone.at, QStringLiteral("a zone after the stack: the stack line comes last"));
    if (players.isEmpty())
        return fail(zone.at, QStringLiteral("a zone before any player: a player's line (\"Alice 14\") comes first, their zones below it"));
    const int player = int(players.size()) - 1;
    const QString seen = QStringLiteral("%1:%2").arg(player).arg(zone.text);
    if (zonesRead.contains(seen))
        return fail(zone.at, QStringLiteral("%1's %2 is given twice").arg(printable(players.last().value(QStringLiteral("name")).toString()), zone.text));
    zonesRead.insert(seen);
    if (zone.text == QLatin1String("battlefield")) {
        for (const Item &item : items)
            if (!permanent(item, player))
                return false;
        return true;
    }
    const QString path = QStringLiteral("$.players[%1].%2").arg(player).arg(zone.text);
    where.insert(path, zone.at);
    if (zone.text == QLatin1String("library") && items.size() == 1 && items.first().words.size() == 1
        && !items.first().words.first().text.isEmpty() && items.first().words.first().text[0].isDigit()) {
        int n = 0;
        if (!number(items.first().words.first(), 0, kMaxCount, &n, QStringLiteral("a number of cards")))
            return false;
        libraryCounts.append({player, items.first().words.first()});
        return true;
    }
    QJsonArray cards;
    for (const Item &item : items) {
        CardItem c;
        if (!cardItem(item, &c))
            return false;
        const auto &[count, key, rest, card, back] = c;
        if (back)
            return fail(key.at, QStringLiteral("a card in the %1 has no face up: \"/back\" is for the battlefield and the stack").arg(zone.text));
        if (!rest.isEmpty())
            return fail(rest.first().at, QStringLiteral("a card in the %1 is its key only; \"%2\" is for permanents (or a comma is missing)")
                                             .arg(zone.text, printable(rest.first().text)));
        for (int n = 0; n < count; ++n) {
            where.insert(QStringLiteral("%1[%2]").arg(path).arg(cards.size()), key.at);
            cards.append(card);
        }
    }
    players.last().insert(zone.text, cards);
    return true;
}

bool Reader::permanent(const Item &item, int controller)
{
    CardItem c;
    if (!cardItem(item, &c))
        return false;
    const auto &[count, key, rest, card, back] = c;
    QJsonObject o;
    o.insert(QStringLiteral("card"), card);
    if (back)
        o.insert(QStringLiteral("face"), QStringLiteral("back"));
    QJsonObject counters;
    QString label;
    Pos labelPos;
    QHash<QString, Pos> at; // field -> where
    QJsonArray used;        // "used:0:1": abilities activated this turn
    QList<NameUse> names;   // players it names, by the field they fill
    NameUse attach;         // the label it is attached to, if any
    at.insert(QStringLiteral("card"), key.at);
    at.insert(QStringLiteral("face"), key.at);
    static const QStringList attributes{QStringLiteral("tapped"), QStringLiteral("sick"), QStringLiteral("token"), QStringLiteral("dmg:"),
                                   QStringLiteral("+1/+1:"), QStringLiteral("-1/-1:"), QStringLiteral("loyalty:"), QStringLiteral("owner:"),
                                   QStringLiteral("on:"), QStringLiteral("used:"), QStringLiteral("loyalty-used")};
    static const QString expected = QStringLiteral("expected tapped, sick, token, dmg:N, +1/+1:N, -1/-1:N, loyalty:N, owner:P, on:#L, on:P, used:F:A, loyalty-used or a label #L");
    for (const Word &w : rest) {
        const qsizetype colon = w.text.indexOf(QLatin1Char(':'));
        const QString name = colon >= 0 ? w.text.left(colon + 1) : w.text;
        const Word value{w.text.mid(colon + 1), {w.at.line, w.at.column + int(colon) + 1}, w.quoted};
        QString field;
        if (!w.quoted && w.text.startsWith(QLatin1Char('#')) && w.text.size() > 1) {
            if (!label.isEmpty())
                return fail(w.at, QStringLiteral("a second label"));
            label = w.text;
            labelPos = w.at;
            continue;
        }
        if (name == QLatin1String("used:") && !value.text.isEmpty()) { // may repeat: one per ability
            used.append(value.text);
            at.insert(QStringLiteral("activatedThisTurn"), value.at);
            continue;
        }
        if (name == QLatin1String("tapped") || name == QLatin1String("sick") || name == QLatin1String("token"))
            field = name == QLatin1String("tapped") ? QStringLiteral("tapped") : name == QLatin1String("sick") ? QStringLiteral("summoningSick") : QStringLiteral("token");
        else if (name == QLatin1String("loyalty-used"))
            field = QStringLiteral("loyaltyUsedThisTurn");
        else if (name == QLatin1String("dmg:"))
            field = QStringLiteral("damage");
        else if (name == QLatin1String("+1/+1:") || name == QLatin1String("-1/-1:") || name == QLatin1String("loyalty:"))
            field = QStringLiteral("counters.") + name.chopped(1);
        else if (name == QLatin1String("owner:"))
            field = QStringLiteral("owner");
        else if (name == QLatin1String("on:"))
            field = QStringLiteral("attachedTo");
        else
            return fail(w.at, QStringLiteral("unknown attribute \"%1\"%2 (%3)").arg(printable(w.text), didYouMean(name, attributes), expected));
        if (at.contains(field))
            return fail(w.at, QStringLiteral("\"%1\" is given twice").arg(printable(name)));
        at.insert(field, colon >= 0 ? value.at : w.at);
        if (colon < 0) {
            o.insert(field, true);
        } else if (field == QLatin1String("owner")) {
            names.append({value.text, value.at, QStringLiteral("owner")});
        } else if (field == QLatin1String("attachedTo")) {
            if (!value.quoted && value.text.startsWith(QLatin1Char('#')))
                attach = {value.text, value.at, QStringLiteral("attachedTo")};
            else
                names.append({value.text, value.at, QStringLiteral("attachedToPlayer")});
        } else {
            int n = 0;
            if (!number(value, 0, field == QLatin1String("damage") ? kMaxAmount : kMaxCounters, &n,
                        field == QLatin1String("damage") ? QStringLiteral("an amount of damage") : QStringLiteral("a number of counters")))
                return false;
            if (field == QLatin1String("damage"))
                o.insert(field, n);
            else
                counters.insert(field.mid(9), n);
        }
    }
    if (!counters.isEmpty())
        o.insert(QStringLiteral("counters"), counters);
    if (!used.isEmpty())
        o.insert(QStringLiteral("activatedThisTurn"), used);
    if (!label.isEmpty() && count > 1)
        return fail(labelPos, QStringLiteral("a label names one permanent, not %1").arg(count));
    if (!label.isEmpty() && labels.contains(label))
        return fail(labelPos, QStringLiteral("the label %1 is already used").arg(printable(label)));
    o.insert(QStringLiteral("controller"), players[controller].value(QStringLiteral("name")));
    // Every copy of "3x key ..." is its own permanent with the same attributes; a name it uses
    // (owner, attached to) is resolved for each.
    for (int n = 0; n < count; ++n) {
        const QString path = QStringLiteral("$.battlefield[%1]").arg(battlefield.size());
        where.insert(path, item.at);
        where.insert(path + QStringLiteral(".controller"), item.at);
        where.insert(path + QStringLiteral(".id"), item.at);
        for (auto it = at.cbegin(); it != at.cend(); ++it)
            where.insert(path + QLatin1Char('.') + it.key(), it.value());
        QJsonObject one = o;
        one.insert(QStringLiteral("id"), nextId);
        if (!label.isEmpty()) {
            labels.insert(label, nextId);
            labelAt.insert(label, labelPos);
        }
        ++nextId;
        for (NameUse use : names) {
            use.path = path + QLatin1Char('.') + use.path;
            playerUses.append(use);
        }
        if (!attach.name.isEmpty())
            labelUses.append({attach.name, attach.at, path + QStringLiteral(".attachedTo")});
        battlefield.append(one);
    }
    return true;
}

bool Reader::stackItem(const Item &item)
{
    Word key = item.words.first();
    QString card;
    bool back = false;
    if (!cardKey(key, &card, &back))
        return false;
    const QString path = QStringLiteral("$.stack[%1]").arg(stack.size());
    QJsonObject o;
    o.insert(QStringLiteral("card"), card);
    if (back)
        o.insert(QStringLiteral("face"), QStringLiteral("back"));
    where.insert(path, item.at);
    where.insert(path + QStringLiteral(".card"), key.at);
    where.insert(path + QStringLiteral(".face"), key.at);
    where.insert(path + QStringLiteral(".id"), item.at);
    QJsonArray targets;
    QString label;
    bool hasController = false;
    static const QStringList attributes{QStringLiteral("by:"), QStringLiteral("x:"), QStringLiteral("to:"), QStringLiteral("flashback"), QStringLiteral("copy")};
    for (const Word &w : item.words.mid(1)) {
        const qsizetype colon = w.text.indexOf(QLatin1Char(':'));
        const QString name = colon >= 0 ? w.text.left(colon + 1) : w.text;
        const Word value{w.text.mid(colon + 1), {w.at.line, w.at.column + int(colon) + 1}, w.quoted};
        const QString field = name == QLatin1String("by:") ? QStringLiteral("controller") : name == QLatin1String("x:") ? QStringLiteral("x")
            : name == QLatin1String("flashback") ? QStringLiteral("castFromGraveyard") : name == QLatin1String("copy") ? QStringLiteral("copy") : QString();
        if (!w.quoted && w.text.startsWith(QLatin1Char('#')) && w.text.size() > 1) {
            if (!label.isEmpty() || labels.contains(w.text))
                return fail(w.at, label.isEmpty() ? QStringLiteral("the label %1 is already used").arg(printable(w.text)) : QStringLiteral("a second label"));
            label = w.text;
            labels.insert(label, -1 - int(stack.size())); // numbered once the battlefield is read
            labelAt.insert(label, w.at);
            continue;
        }
        if (name == QLatin1String("to:")) {
            const QString tp = QStringLiteral("%1.targets[%2]").arg(path).arg(targets.size());
            where.insert(tp, value.at);
            if (!value.quoted && value.text == QLatin1String("none"))
                targets.append(0);
            else if (!value.quoted && value.text.startsWith(QLatin1Char('#')))
                labelUses.append({value.text, value.at, tp}), targets.append(0);
            else
                playerUses.append({value.text, value.at, tp}), targets.append(0);
            continue;
        }
        if (field.isEmpty())
            return fail(w.at, QStringLiteral("unknown attribute \"%1\"%2 (expected by:P, x:N, to:P, to:#L, to:none, flashback, copy or a label #L)")
                                  .arg(printable(w.text), didYouMean(name, attributes)));
        if (o.contains(field) || (field == QLatin1String("controller") && hasController))
            return fail(w.at, QStringLiteral("\"%1\" is given twice").arg(printable(name)));
        where.insert(path + QLatin1Char('.') + field, colon >= 0 ? value.at : w.at);
        if (field == QLatin1String("controller")) {
            hasController = true;
            playerUses.append({value.text, value.at, path + QStringLiteral(".controller")});
        } else if (field == QLatin1String("x")) {
            int n = 0;
            if (!number(value, 0, kMaxAmount, &n, QStringLiteral("X")))
                return false;
            o.insert(field, n);
        } else {
            o.insert(field, true);
        }
    }
    if (!hasController) {
        // The active player's, as the header says (resolved with the other names).
        where.insert(path + QStringLiteral(".controller"), item.at);
        playerUses.append({QString(), item.at, path + QStringLiteral(".controller")});
    }
    if (!targets.isEmpty())
        o.insert(QStringLiteral("targets"), targets);
    stack.append(o);
    return true;
}

bool Reader::resolve()
{
    // Stack objects are numbered after the permanents.
    for (auto it = labels.begin(); it != labels.end(); ++it)
        if (it.value() < 0)
            it.value() = int(battlefield.size()) + (-1 - it.value()) + 1;
    for (int i = 0; i < stack.size(); ++i)
        stack[i].insert(QStringLiteral("id"), int(battlefield.size()) + i + 1);
    QStringList names;
    for (const QJsonObject &p : players)
        names << p.value(QStringLiteral("name")).toString();
    static const QRegularExpression field(QStringLiteral("^\\$\\.(battlefield|stack)\\[(\\d+)\\]\\.(\\w+)(?:\\[(\\d+)\\])?$"));
    const auto set = [&](const QString &path, const QJsonValue &name, int code) {
        if (!path.startsWith(QLatin1String("$.battlefield")) && !path.startsWith(QLatin1String("$.stack"))) {
            state.insert(path.mid(2), name);
            return;
        }
        const QRegularExpressionMatch m = field.match(path);
        QJsonObject &o = m.captured(1) == QLatin1String("stack") ? stack[m.captured(2).toInt()] : battlefield[m.captured(2).toInt()];
        if (m.captured(4).isEmpty()) {
            o.insert(m.captured(3), name);
        } else {
            QJsonArray a = o.value(m.captured(3)).toArray();
            a[m.captured(4).toInt()] = code;
            o.insert(m.captured(3), a);
        }
    };
    for (const NameUse &use : playerUses) {
        QString name = use.name;
        if (name.isEmpty() && use.path.endsWith(QLatin1String(".controller"))) { // a stack object without "by:"
            const int active = names.indexOf(state.value(QStringLiteral("activePlayer")).toString());
            name = names.value(std::max(active, 0));
        }
        const int index = int(names.indexOf(name));
        if (index < 0)
            return fail(use.at, QStringLiteral("unknown player \"%1\"%2 (the players are %3)")
                                    .arg(printable(name), didYouMean(name, names), names.join(QLatin1String(", "))));
        set(use.path, name, -1 - index);
    }
    for (const NameUse &use : labelUses) {
        if (!labels.contains(use.name))
            return fail(use.at, QStringLiteral("no permanent or spell has the label %1%2").arg(printable(use.name), didYouMean(use.name, labels.keys())));
        set(use.path, labels.value(use.name), labels.value(use.name));
    }
    // A library written as a count: that many of its owner's most common basic land.
    for (const auto &[player, word] : libraryCounts) {
        static const QStringList basics{QStringLiteral("plains"), QStringLiteral("island"), QStringLiteral("swamp"), QStringLiteral("mountain"),
                                        QStringLiteral("forest")};
        QHash<QString, int> seen;
        const QString name = names[player];
        for (const char *zone : {"hand", "graveyard", "exile"})
            for (const QJsonValue &c : players[player].value(QLatin1String(zone)).toArray())
                ++seen[c.toString()];
        for (const QJsonObject &perm : battlefield)
            if (perm.value(perm.contains(QStringLiteral("owner")) ? QStringLiteral("owner") : QStringLiteral("controller")).toString() == name)
                ++seen[perm.value(QStringLiteral("card")).toString()];
        QString filler = QStringLiteral("forest");
        int most = 0;
        for (const QString &b : basics)
            if (seen.value(b) > most) {
                most = seen.value(b);
                filler = b;
            }
        QJsonArray cards;
        const int n = word.text.toInt();
        const QString path = QStringLiteral("$.players[%1].library").arg(player);
        for (int i = 0; i < n; ++i) {
            where.insert(QStringLiteral("%1[%2]").arg(path).arg(i), word.at);
            cards.append(filler);
        }
        players[player].insert(QStringLiteral("library"), cards);
    }
    return true;
}

bool Reader::loaderFailed(const QString &why)
{
    // "<json path>: <problem>": the longest path the text gave that the loader's path starts with.
    const qsizetype colon = why.indexOf(QLatin1String(": "));
    const QString path = colon > 0 ? why.left(colon) : QString();
    QString best;
    for (auto it = where.cbegin(); it != where.cend(); ++it) {
        const QString &p = it.key();
        if (p.size() > best.size() && path.startsWith(p)
            && (path.size() == p.size() || path[p.size()] == QLatin1Char('.') || path[p.size()] == QLatin1Char('[')))
            best = p;
    }
    if (best.isEmpty())
        return fail({1, 1}, why);
    return fail(where.value(best), why.mid(colon + 2));
}

bool Reader::read(const QString &text, QJsonObject *out)
{
    static const QRegularExpression zoneStart(QStringLiteral("^(\\s*)([A-Za-z][A-Za-z0-9-]*):"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int n = 0; n < lines.size(); ++n) {
        QString line = lines[n];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
            continue;
        QList<Item> list;
        const QRegularExpressionMatch zone = zoneStart.match(line);
        if (!headerRead) {
            if (!items(line, n + 1, 1, &list) || !header(list))
                return false;
            headerRead = true;
            where.insert(QStringLiteral("$"), {n + 1, 1});
            continue;
        }
        if (zone.hasMatch()) {
            const Word name{zone.captured(2), {n + 1, int(zone.capturedStart(2)) + 1}, false};
            const int from = int(zone.capturedEnd(0));
            if (!items(line.mid(from), n + 1, from + 1, &list) || !zoneLine(name, list))
                return false;
            continue;
        }
        if (stackRead)
            return fail({n + 1, int(line.size() - line.trimmed().size()) + 1}, QStringLiteral("a player line after the stack: the stack line comes last"));
        if (!items(line, n + 1, 1, &list) || !playerLine(list))
            return false;
    }
    if (!headerRead)
        return fail({1, 1}, QStringLiteral("no position: expected a header line (\"day, turn 5\") and a line per player"));
    if (players.size() < 2)
        return fail(where.value(QStringLiteral("$.players[0]"), Pos{1, 1}), QStringLiteral("%1 player line(s): a game has 2 to 4 players, a line each (\"Alice 14\")").arg(players.size()));
    if (!resolve())
        return false;
    QJsonArray list;
    for (const QJsonObject &p : players)
        list.append(p);
    state.insert(QStringLiteral("players"), list);
    QJsonArray permanents, objects;
    for (const QJsonObject &o : battlefield)
        permanents.append(o);
    for (const QJsonObject &o : stack)
        objects.append(o);
    if (!permanents.isEmpty())
        state.insert(QStringLiteral("battlefield"), permanents);
    if (!objects.isEmpty())
        state.insert(QStringLiteral("stack"), objects);
    GameState check;
    CardRefs refs;
    QString why;
    if (!stateFromJson(state, db, QStringLiteral("$"), &check, &refs, &why))
        return loaderFailed(why);
    *out = state;
    return true;
}

} // namespace

bool readPositionText(const QString &text, const CardDatabase &db, QJsonObject *out, QString *error)
{
    Reader reader(db, error);
    return reader.read(text, out);
}

} // namespace rules
