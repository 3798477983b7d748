#include "decktext.h"

#include "inputfile.h"
#include "suggestion.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace rules {

namespace {

/// A name as compared: lower case, straight apostrophes, one space between words, " // "
/// between faces.
QString normalized(QString name)
{
    name.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x2018), QLatin1Char('\''));
    static const QRegularExpression faces(QStringLiteral("\\s*/{2,3}\\s*"));
    if (name.contains(QLatin1Char('/'))) // the patterns run only where they can match: lists are long
        name.replace(faces, QStringLiteral(" // "));
    return name.simplified().toCaseFolded();
}

/// Every name a deck list may use for a card of the pool -> its key; and the front face name to
/// suggest for each.
struct NameIndex {
    QHash<QString, QString> keyByName;
    QList<QPair<QString, QString>> suggestions; ///< (normalized name, front face name)

    explicit NameIndex(const CardDatabase &db)
    {
        for (const QString &key : db.keys()) {
            const CardDefinition *def = db.find(key);
            if (!def || def->layout == QLatin1String("token") || def->faces.isEmpty())
                continue;
            const QString front = def->front().name;
            keyByName.insert(normalized(front), key);
            suggestions.append({normalized(front), front});
            if (def->isDoubleFaced()) {
                const QString both = front + QStringLiteral(" // ") + def->faces[1].name;
                keyByName.insert(normalized(both), key);
                suggestions.append({normalized(both), front});
            }
        }
    }

    /// The front face name closest to `name` by edit distance, if it is close enough to be a typo.
    QString closest(const QString &name) const
    {
        const QString wanted = normalized(name);
        int best = std::max(2, int(wanted.size()) / 4) + 1;
        QString out;
        for (const auto &[candidate, front] : suggestions) {
            const int d = editDistance(wanted, candidate, best);
            if (d < best) {
                best = d;
                out = front;
            }
        }
        return out;
    }
};

enum class Section { About, Main, Sideboard };

/// A section header ("Deck", "Sideboard:", "About"), if `line` is one.
std::optional<Section> header(QStringView line)
{
    // Headers start with one of these letters; card lines with a count.
    if (line.isEmpty() || !QStringView(u"dDmMsSaA").contains(line.front()))
        return std::nullopt;
    static const QRegularExpression re(QStringLiteral("^(deck|main|main ?deck|mainboard|sideboard|about)\\s*:?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    const QString word = m.captured(1).toLower();
    return word == QLatin1String("sideboard") ? Section::Sideboard : word == QLatin1String("about") ? Section::About : Section::Main;
}

/// The length of MTGO's "SB:" and the spaces after it at the start of `line` (any case), 0 if
/// it does not start so.
qsizetype sideboardPrefix(QStringView line)
{
    if (!line.startsWith(QLatin1String("SB:"), Qt::CaseInsensitive))
        return 0;
    qsizetype n = 3;
    while (n < line.size() && (line[n] == QLatin1Char(' ') || (line[n] >= QLatin1Char('\t') && line[n] <= QLatin1Char('\r'))))
        ++n;
    return n;
}

void addCard(QList<QPair<QString, int>> *list, const QString &key, int count)
{
    for (auto &entry : *list)
        if (entry.first == key) {
            entry.second += count;
            return;
        }
    list->append({key, count});
}

qint64 total(const QList<QPair<QString, int>> &list)
{
    qint64 n = 0;
    for (const auto &entry : list)
        n += entry.second;
    return n;
}

/// `text` as a message shows it: hidden characters escaped (rules::printable()), cut after
/// `limit` characters with "…".
QString shown(const QString &text, int limit)
{
    qsizetype cut = std::min(text.size(), qsizetype(limit));
    if (cut > 0 && cut < text.size() && text.at(cut - 1).isHighSurrogate())
        --cut; // never half a character
    return printable(text.left(cut)) + (cut < text.size() ? QStringLiteral("…") : QString());
}

} // namespace

QString cardKeyByName(const CardDatabase &db, const QString &name)
{
    return NameIndex(db).keyByName.value(normalized(name));
}

bool readDeckText(const QString &text, const CardDatabase &db, Deck *out, QStringList *problems, int *problemCount)
{
    problems->clear();
    const NameIndex index(db);
    static const QRegularExpression cardLine(QStringLiteral("^([+-]?\\d+)\\s*(?:[xX]\\s+|\\s+)(\\S.*)$"));
    // Arena and MTGO extras after the name: a foil mark, "(MID) 245", "[MID]".
    static const QRegularExpression foil(QStringLiteral("\\s+\\*[A-Za-z]+\\*$"));
    static const QRegularExpression printing(QStringLiteral("\\s+(?:\\([A-Za-z0-9]{2,6}\\)|\\[[A-Za-z0-9]{2,6}\\])(?:\\s+[A-Za-z0-9-]+)?$"));
    static const QRegularExpression nameLine(QStringLiteral("^Name\\s+(\\S.*)$"), QRegularExpression::CaseInsensitiveOption);

    // Every problem is counted; the first kMaxDeckProblemsListed are written out (a name's
    // suggestion is looked for only then: it is the costly part of a bad line).
    int found = 0;
    const auto problem = [&](auto &&describe) {
        if (found < kMaxDeckProblemsListed)
            problems->append(describe());
        ++found;
    };
    // Lines are read in place, one at a time: a list of every line of a 16 MiB text would cost
    // tens of bytes per line more.
    const auto forEachLine = [&text](auto &&visit) {
        qsizetype number = 0;
        for (qsizetype from = 0; from <= text.size(); ++number) {
            qsizetype end = text.indexOf(QLatin1Char('\n'), from);
            if (end < 0)
                end = text.size();
            if (!visit(QStringView(text).sliced(from, end - from).trimmed(), number + 1))
                return;
            from = end + 1;
        }
    };
    // With a "Sideboard" header or "SB:" lines, blank lines only group the main deck's cards.
    bool sideboardMarked = false;
    forEachLine([&](QStringView line, qsizetype) {
        if (line.size() <= kMaxDeckLineLength && (header(line) == Section::Sideboard || sideboardPrefix(line) > 0))
            sideboardMarked = true;
        return !sideboardMarked;
    });
    Deck deck;
    Section section = Section::Main;
    bool mainHasLines = false;
    forEachLine([&](QStringView line, qsizetype number) {
        const auto where = [number] { return QStringLiteral("line %1").arg(number); };
        if (line.isEmpty()) {
            if (section == Section::About)
                section = Section::Main;
            else if (section == Section::Main && mainHasLines && !sideboardMarked)
                section = Section::Sideboard;
            return true;
        }
        if (line.startsWith(QLatin1String("//")) || line.startsWith(QLatin1Char('#')))
            return true;
        if (line.size() > kMaxDeckLineLength) {
            // No card's line is this long; the patterns below are not run over it.
            problem([&] {
                return QStringLiteral("%1: the line has %2 characters: a card's line has at most %3 (\"%4\")")
                    .arg(where()).arg(line.size()).arg(kMaxDeckLineLength).arg(shown(line.left(41).toString(), 40));
            });
            return true;
        }
        if (const std::optional<Section> h = header(line)) {
            section = *h;
            return true;
        }
        if (section == Section::About) {
            const QRegularExpressionMatch m = nameLine.match(line);
            if (m.hasMatch())
                deck.name = m.captured(1).simplified();
            return true; // Arena's About section has nothing else the table uses
        }
        QStringView rest = line;
        bool toSideboard = section == Section::Sideboard;
        if (const qsizetype sb = sideboardPrefix(rest); sb > 0) {
            rest = rest.sliced(sb);
            toSideboard = true;
        }
        const QRegularExpressionMatch m = cardLine.match(rest);
        if (!m.hasMatch()) {
            problem([&] {
                return QStringLiteral("%1: expected \"<count> <card name>\", such as \"4 Tovolar, Dire Overlord\" (got \"%2\")")
                    .arg(where(), shown(line.toString(), 80));
            });
            return true;
        }
        QString name = m.captured(2).trimmed();
        if (name.endsWith(QLatin1Char('*')))
            name.remove(foil);
        if (name.contains(QLatin1Char('(')) || name.contains(QLatin1Char('[')))
            name.remove(printing);
        bool ok = false;
        const int count = m.capturedView(1).toInt(&ok);
        if (!ok || count < 1 || count > kMaxCopiesPerLine) {
            problem([&] {
                return QStringLiteral("%1: bad count \"%2\" for %3: expected 1 to %4 copies")
                    .arg(where(), shown(m.captured(1), 20), shown(name, 80))
                    .arg(kMaxCopiesPerLine);
            });
            return true;
        }
        const QString key = index.keyByName.value(normalized(name));
        if (key.isEmpty()) {
            problem([&] {
                // A name with hidden characters is refused as it is written: it is never "did
                // you mean" the name it disguises itself as.
                const bool hidden = hasHiddenCharacters(name);
                const QString suggestion = hidden ? QString() : index.closest(name);
                return QStringLiteral("%1: no card named \"%2\" in the card pool%3")
                    .arg(where(), shown(name, 80),
                         hidden ? QStringLiteral(": the name holds invisible or control characters (written here as \\u{...}); type it again without them")
                         : suggestion.isEmpty() ? QString()
                                                : QStringLiteral(" (did you mean %1?)").arg(suggestion));
            });
            return true;
        }
        if (toSideboard) {
            addCard(&deck.sideboard, key, count);
        } else {
            addCard(&deck.cards, key, count);
            mainHasLines = true;
        }
        return true;
    });
    if (found == 0) {
        const qint64 mainCards = total(deck.cards);
        if (mainCards == 0)
            problems->append(QStringLiteral("the text names no cards for the main deck: write one card per line, such as \"4 Tovolar, Dire Overlord\""));
        else if (mainCards < kMinimumDeckSize)
            problems->append(QStringLiteral("the main deck has %1 cards: a deck needs at least %2 (CR 100.2b)").arg(mainCards).arg(kMinimumDeckSize));
        else if (mainCards > kMaxDeckCards)
            problems->append(QStringLiteral("the main deck has %1 cards: at most %2 can be played").arg(mainCards).arg(kMaxDeckCards));
        if (total(deck.sideboard) > kMaxDeckCards)
            problems->append(QStringLiteral("the sideboard has %1 cards: at most %2 are kept").arg(total(deck.sideboard)).arg(kMaxDeckCards));
        found = int(problems->size());
    }
    if (found > kMaxDeckProblemsListed)
        problems->append(QStringLiteral("\u2026 and %1 more problem%2")
                             .arg(QLocale(QLocale::English).toString(found - kMaxDeckProblemsListed), found - kMaxDeckProblemsListed > 1 ? QStringLiteral("s") : QString()));
    if (problemCount)
        *problemCount = found;
    if (found > 0)
        return false;
    *out = deck;
    return true;
}

QString deckText(const Deck &deck, const CardDatabase &db)
{
    const auto nameOf = [&db](const QString &key) {
        const CardDefinition *def = db.find(key);
        return def && !def->faces.isEmpty() ? def->front().name : key;
    };
    QString text;
    // A line holds at most kMaxCopiesPerLine copies: lines of the same card add up when read
    // ("60 Forest" twice is 120 Forests), so a larger count is written over several lines.
    const auto lines = [&](const QString &key, int count) {
        for (; count > 0; count -= kMaxCopiesPerLine)
            text += QStringLiteral("%1 %2\n").arg(std::min(count, kMaxCopiesPerLine)).arg(nameOf(key));
    };
    if (!deck.name.isEmpty())
        text += QStringLiteral("About\nName %1\n\n").arg(deck.name.simplified());
    text += QStringLiteral("Deck\n");
    for (const auto &[key, count] : deck.cards)
        lines(key, count);
    if (!deck.sideboard.isEmpty()) {
        text += QStringLiteral("\nSideboard\n");
        for (const auto &[key, count] : deck.sideboard)
            lines(key, count);
    }
    return text;
}

} // namespace rules
