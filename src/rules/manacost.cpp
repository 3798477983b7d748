#include "manacost.h"

#include <QRegularExpression>
#include <algorithm>

namespace rules {

std::optional<ManaCost> ManaCost::parse(const QString &text)
{
    ManaCost cost;
    cost.text = text;
    static const QRegularExpression symbol(QStringLiteral("\\{([^}]*)\\}"));
    qsizetype pos = 0;
    auto it = symbol.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() != pos)
            return std::nullopt;
        pos = m.capturedEnd();
        const QString s = m.captured(1);
        bool isNumber = false;
        const int n = s.toInt(&isNumber);
        Color c;
        if (isNumber && n >= 0 && n < 100)
            cost.generic += n;
        else if (s == QLatin1String("X"))
            ++cost.xCount;
        else if (s.size() == 1 && colorFromLetter(s.at(0), &c))
            ++cost.colored[static_cast<int>(c)];
        else
            return std::nullopt;
    }
    if (pos != text.size())
        return std::nullopt;
    return cost;
}

int ManaCost::manaValue() const
{
    int v = generic;
    for (int n : colored)
        v += n;
    return v;
}

QString ManaCost::symbolText() const
{
    QString out;
    for (int i = 0; i < xCount; ++i)
        out += QStringLiteral("{X}");
    if (generic > 0)
        out += QStringLiteral("{%1}").arg(generic);
    for (int c = 0; c < kColorCount; ++c)
        for (int n = 0; n < colored[c]; ++n)
            out += QStringLiteral("{%1}").arg(colorLetter(static_cast<Color>(c)));
    return out.isEmpty() ? QStringLiteral("{0}") : out;
}

QString ManaCost::colors() const
{
    QString out;
    for (int i = 0; i < 5; ++i)
        if (colored[i] > 0)
            out += colorLetter(static_cast<Color>(i));
    return out;
}

namespace {

// Depth-first assignment of coloured symbols to sources; generic is filled afterwards from
// whatever is left, so only the coloured part needs a search.
bool assignColored(const QList<Color> &symbols, int next, const QList<ManaSource> &sources,
                   QList<bool> &used, QList<int> &chosen)
{
    if (next == symbols.size())
        return true;
    for (int i = 0; i < sources.size(); ++i) {
        if (used[i] || !sources[i].produces.contains(symbols[next]))
            continue;
        used[i] = true;
        chosen.append(i);
        if (assignColored(symbols, next + 1, sources, used, chosen))
            return true;
        chosen.removeLast();
        used[i] = false;
    }
    return false;
}

} // namespace

std::optional<QList<int>> findPayment(const ManaCost &cost, int x, const QList<ManaSource> &sources)
{
    // Order the sources: pool units, then single-colour sources, then flexible ones, so the
    // search spends the least flexible mana first.
    QList<int> order(sources.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        auto rank = [&](int i) { return sources[i].objectId < 0 ? 0 : int(sources[i].produces.size()); };
        return rank(a) < rank(b);
    });
    QList<ManaSource> sorted;
    for (int i : order)
        sorted.append(sources[i]);

    QList<Color> symbols;
    // Most constrained colours first keeps the search short.
    for (int c = 0; c < kColorCount; ++c)
        for (int n = 0; n < cost.colored[c]; ++n)
            symbols.append(static_cast<Color>(c));
    QList<bool> used(sorted.size(), false);
    QList<int> chosen;
    if (!assignColored(symbols, 0, sorted, used, chosen))
        return std::nullopt;
    int generic = cost.generic + x * cost.xCount;
    for (int i = 0; i < sorted.size() && generic > 0; ++i) {
        if (!used[i]) {
            used[i] = true;
            chosen.append(i);
            --generic;
        }
    }
    if (generic > 0)
        return std::nullopt;
    QList<int> result;
    for (int i : chosen)
        result.append(order[i]);
    return result;
}

} // namespace rules
