#include "decklistmutator.h"

#include "random.h"

#include <QRegularExpression>

namespace fuzz {

namespace {

// Counts readDeckText must refuse or read with care: 0, negatives, beyond kMaxCopiesPerLine and
// int, fractions, other digits, "x" forms.
const QStringList kCounts = {QStringLiteral("0"), QStringLiteral("-3"), QStringLiteral("99"), QStringLiteral("100"),
                             QStringLiteral("99999999999"), QStringLiteral("2147483648"), QStringLiteral("4.5"), QStringLiteral("1e3"),
                             QStringLiteral("+4"), QStringLiteral("4x"), QStringLiteral("x4"), QStringLiteral("4 x"), QStringLiteral("٤"),
                             QStringLiteral("４"), QStringLiteral(""), QStringLiteral("four"), QStringLiteral("0x10"), QStringLiteral("1000")};
// Lines of the format's other parts, some of them wrong.
const QStringList kLines = {QStringLiteral("Sideboard"), QStringLiteral("Sideboard:"), QStringLiteral("SB:"), QStringLiteral("SB: 2 Consider"),
                            QStringLiteral("SB: SB: 1 Forest"), QStringLiteral("Deck"), QStringLiteral("Main:"), QStringLiteral("Mainboard"),
                            QStringLiteral("About"), QStringLiteral("Name My Deck"), QStringLiteral("Name"), QStringLiteral("Commander"),
                            QStringLiteral("Companion"), QStringLiteral("// a comment"), QStringLiteral("# a comment"), QString(),
                            QStringLiteral("   "), QStringLiteral("4"), QStringLiteral("x"), QStringLiteral("//"), QStringLiteral("1 Wolf"),
                            QStringLiteral("1 //"), QStringLiteral("1 Forest // "), QStringLiteral("1 // Forest"), QStringLiteral("1 ()"),
                            QStringLiteral("1 Forest (MID) 277 *F*"), QStringLiteral("1 Forest (((((((( 1"), QStringLiteral("1 Forest )"),
                            QStringLiteral("Name ") + QString(5000, QLatin1Char('n'))};
// Characters a pasted list may hold: curly apostrophes, no-break and zero-width spaces, a
// right-to-left override, a tab, a NUL, a byte order mark.
const QStringList kOddCharacters = {QStringLiteral("’"), QStringLiteral("\u00a0"), QStringLiteral("\u200b"), QStringLiteral("\u202e"),
                                    QStringLiteral("\t"), QString(QChar(0)), QStringLiteral("\ufeff"), QStringLiteral("\r"),
                                    QStringLiteral("é"), QStringLiteral("𝕏")};

// "4 Tovolar, Dire Overlord (MID) 245" -> {"4", "Tovolar, Dire Overlord (MID) 245"}; a line
// without a leading count gives {"", line}.
std::pair<QString, QString> splitCount(const QString &line)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+x?)\\s+(.*)$"));
    const QRegularExpressionMatch m = re.match(line);
    return m.hasMatch() ? std::pair{m.captured(1), m.captured(2)} : std::pair{QString(), line};
}

QString typo(Rng &rng, QString s)
{
    if (s.isEmpty())
        return QStringLiteral("x");
    const qsizetype at = qsizetype(below(rng, size_t(s.size())));
    switch (below(rng, 5)) {
    case 0:
        return s.remove(at, 1);
    case 1:
        return s.insert(at, s.at(at));
    case 2:
        return s.toLower();
    case 3:
        return s.toUpper();
    default:
        return s.replace(QLatin1Char('\''), QStringLiteral("’"));
    }
}

} // namespace

DeckListMutator::DeckListMutator(const QStringList &lists, const QStringList &cardNames, const QString &fifo)
    : m_lists(lists), m_cardNames(cardNames), m_fifo(fifo)
{
}

int DeckListMutator::specialCount()
{
    return 11;
}

Input DeckListMutator::special(int which) const
{
    Input in;
    in.special = true;
    in.origin = QStringLiteral("special");
    QByteArray b;
    QString what;
    switch (which) {
    case 0:
        what = QStringLiteral("an empty list");
        break;
    case 1:
        b = QByteArray("4 Forest\0\n36 Island\n", 20);
        what = QStringLiteral("a NUL inside a line");
        break;
    case 2: {
        const QByteArray line("1 Forest\n");
        while (b.size() <= 16 * 1024 * 1024)
            b += line;
        b.truncate(16 * 1024 * 1024 + 1);
        what = QStringLiteral("16 MiB and one byte of \"1 Forest\" lines (every reader's limit)");
        break;
    }
    case 3:
        for (int i = 0; i < 100000; ++i)
            b += "1 Forest\n";
        what = QStringLiteral("100,000 lines of \"1 Forest\"");
        break;
    case 4:
        b = "4 " + QByteArray(10 * 1024 * 1024, 'F');
        what = QStringLiteral("one line of 10 MB");
        break;
    case 5:
        for (int i = 0; i < 65536; ++i)
            b += char(i * 7919 % 251);
        what = QStringLiteral("64 KiB of binary bytes");
        break;
    case 6:
        b = QByteArray("\xef\xbb\xbf") + m_lists.value(0).toUtf8().replace('\n', "\r\n");
        what = QStringLiteral("the first list with a byte order mark and CRLF line ends");
        break;
    case 7:
        b = m_lists.value(0).toUtf8().replace('\n', '\r');
        what = QStringLiteral("the first list with CR line ends only");
        break;
    case 8:
        in.fixedPath = m_fifo.isEmpty() ? QStringLiteral("/nonexistent/daynight-fuzz/no-fifo") : m_fifo;
        what = QStringLiteral("a FIFO (named pipe) nothing is ever written to");
        break;
    case 9:
        in.fixedPath = QStringLiteral("/dev/zero");
        what = QStringLiteral("/dev/zero (endless NUL bytes)");
        break;
    default:
        in.fixedPath = QStringLiteral("/");
        what = QStringLiteral("/ (a folder)");
        break;
    }
    in.bytes = b;
    in.log << what;
    return in;
}

Input DeckListMutator::make(quint64 seed, quint64 index) const
{
    if (index < quint64(specialCount()))
        return special(int(index));
    // Seeded apart from the JSON kinds' inputs (the last word), so that input i of a seed differs
    // between kinds.
    std::seed_seq seq{quint32(seed), quint32(seed >> 32), quint32(index), quint32(index >> 32), 0x9e3779b9u + 5u};
    Rng rng(seq);
    Input in;
    const qsizetype base = qsizetype(below(rng, size_t(m_lists.size())));
    in.origin = QStringLiteral("deck list %1").arg(base);
    QStringList lines = m_lists.value(base).split(QLatin1Char('\n'));
    const int n = 1 + int(below(rng, 3));
    for (int i = 0; i < n; ++i)
        mutateOnce(lines, rng, in.log);
    QByteArray bytes = lines.join(QLatin1Char('\n')).toUtf8();
    if (below(rng, 25) == 0) { // raw damage: invalid UTF-8, a cut
        const qsizetype at = qsizetype(below(rng, size_t(bytes.size()) + 1));
        if (below(rng, 2) == 0) {
            bytes.insert(at, "\xff\xc0");
            in.log << QStringLiteral("raw: invalid UTF-8 at byte %1").arg(at);
        } else {
            bytes.truncate(at);
            in.log << QStringLiteral("raw: truncated at byte %1").arg(at);
        }
    }
    in.bytes = bytes;
    return in;
}

void DeckListMutator::mutateOnce(QStringList &lines, Rng &rng, QStringList &log) const
{
    if (lines.isEmpty())
        lines << QString();
    const qsizetype at = qsizetype(below(rng, size_t(lines.size())));
    const QString line = lines[at];
    auto [count, name] = splitCount(line);
    switch (below(rng, 10)) {
    case 0: // a count out of range or in another form
        count = pick(rng, kCounts);
        lines[at] = count + QLatin1Char(' ') + name;
        log << QStringLiteral("line %1: count \"%2\"").arg(at + 1).arg(count);
        break;
    case 1: // a typo, another card, a token, a double-faced card's back alone
        name = below(rng, 2) == 0 ? typo(rng, name) : pick(rng, m_cardNames);
        if (below(rng, 4) == 0)
            name = name.section(QStringLiteral(" // "), -1);
        lines[at] = (count.isEmpty() ? QStringLiteral("1") : count) + QLatin1Char(' ') + name;
        log << QStringLiteral("line %1: card \"%2\"").arg(at + 1).arg(name.left(60));
        break;
    case 2: { // a line repeated many times
        static const int copies[] = {2, 40, 999, 20000};
        const int k = copies[below(rng, 4)];
        for (int i = 0; i < k; ++i)
            lines.insert(at, line);
        log << QStringLiteral("line %1: %2 more copies").arg(at + 1).arg(k);
        break;
    }
    case 3: // a header, a comment, a sideboard line...
        lines.insert(at, pick(rng, kLines));
        log << QStringLiteral("line %1: inserted \"%2\"").arg(at + 1).arg(lines[at].left(60));
        break;
    case 4: // an odd character somewhere in the line
    {
        QString l = line;
        const QString c = pick(rng, kOddCharacters);
        l.insert(qsizetype(below(rng, size_t(l.size()) + 1)), c);
        lines[at] = l;
        log << QStringLiteral("line %1: character U+%2 inserted").arg(at + 1).arg(c.isEmpty() ? 0 : c.at(0).unicode(), 4, 16, QLatin1Char('0'));
        break;
    }
    case 5: // lines removed
    {
        const qsizetype k = std::min<qsizetype>(lines.size() - at, qsizetype(1 + below(rng, 20)));
        lines.remove(at, k);
        log << QStringLiteral("lines %1-%2: removed").arg(at + 1).arg(at + k);
        break;
    }
    case 6: // set codes, collector numbers and foil marks, some malformed
    {
        static const QStringList extras = {QStringLiteral(" (MID) 245"), QStringLiteral(" (VOW) 0"), QStringLiteral(" (XXXXXXXXXXXX) -1"),
                                           QStringLiteral(" *F*"), QStringLiteral(" (MID)"), QStringLiteral(" 245"), QStringLiteral(" ("),
                                           QStringLiteral(" (MID) 99999999999999999999"), QStringLiteral(" *F* *F*")};
        lines[at] = line + pick(rng, extras);
        log << QStringLiteral("line %1: now \"%2\"").arg(at + 1).arg(lines[at].left(80));
        break;
    }
    case 7: // a long name
        lines[at] = (count.isEmpty() ? QStringLiteral("1") : count) + QLatin1Char(' ') + QString(1 + int(below(rng, 100000)), QLatin1Char('W'));
        log << QStringLiteral("line %1: a name of %2 characters").arg(at + 1).arg(lines[at].size() - 2);
        break;
    case 8: // the whole list on one line, or the lines shuffled
        if (below(rng, 2) == 0) {
            const QString all = lines.join(QLatin1Char(' '));
            lines = QStringList{all};
            log << QStringLiteral("every line joined into one");
        } else {
            for (qsizetype i = lines.size() - 1; i > 0; --i)
                lines.swapItemsAt(i, qsizetype(below(rng, size_t(i) + 1)));
            log << QStringLiteral("lines shuffled");
        }
        break;
    default: // the count written MTGO style, or the line split
        if (below(rng, 2) == 0 && !count.isEmpty()) {
            lines[at] = count + QStringLiteral("x ") + name;
            log << QStringLiteral("line %1: \"%2x\"").arg(at + 1).arg(count);
        } else {
            const qsizetype cut = qsizetype(below(rng, size_t(line.size()) + 1));
            lines[at] = line.left(cut);
            lines.insert(at + 1, line.mid(cut));
            log << QStringLiteral("line %1: split at %2").arg(at + 1).arg(cut);
        }
        break;
    }
}

} // namespace fuzz
