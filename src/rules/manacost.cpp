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

/// The cost's symbols, one per unit of mana to spend: a colour index, or -1 for generic.
/// Kuhn's augmenting paths keep a matching of the chosen sources to distinct symbols.
struct Matching {
    const QList<ManaSource> &sources;
    QList<int> symbols;          ///< colour index per symbol, -1 for generic
    QList<int> sourceOfSymbol;   ///< index into sources, or -1
    QList<bool> seen;

    bool canPay(int source, int symbol) const
    {
        return symbols[symbol] < 0 || sources[source].produces.contains(static_cast<Color>(symbols[symbol]));
    }
    bool augment(int source)
    {
        for (int j = 0; j < symbols.size(); ++j) {
            if (seen[j] || !canPay(source, j))
                continue;
            seen[j] = true;
            if (sourceOfSymbol[j] < 0 || augment(sourceOfSymbol[j])) {
                sourceOfSymbol[j] = source;
                return true;
            }
        }
        return false;
    }
    /// Adds `source` to the matched set if it still fits; changes nothing otherwise.
    bool tryAdd(int source)
    {
        seen.fill(false, symbols.size());
        return augment(source);
    }
};

/// Wanted units (`keep`) that the sources left can't cover: `single[c]` sources that make only
/// colour c, and `flexible` ones with more colours, counted as able to cover any wanted colour.
int shortfall(const ColorNeeds &keep, const std::array<int, kColorCount> &single, int flexible)
{
    int deficit = 0;
    for (int c = 0; c < kColorCount; ++c)
        deficit += std::max(0, keep[c] - single[c]);
    return std::max(0, deficit - flexible);
}

} // namespace

std::optional<QList<int>> findPayment(const ManaCost &cost, int x, const QList<ManaSource> &sources, const ColorNeeds &keep)
{
    Matching m{sources, {}, {}, {}};
    for (int c = 0; c < kColorCount; ++c)
        for (int n = 0; n < cost.colored[c]; ++n)
            m.symbols.append(c);
    const qint64 generic = qint64(cost.generic) + qint64(std::max(0, x)) * cost.xCount;
    if (m.symbols.size() + generic > sources.size())
        return std::nullopt; // one unit per source: not enough sources
    m.symbols.append(QList<int>(generic, -1));
    m.sourceOfSymbol.fill(-1, m.symbols.size());

    // What the sources not chosen yet could still make for the wanted colours.
    std::array<int, kColorCount> single{};
    int flexible = 0;
    for (const ManaSource &src : sources) {
        if (src.produces.size() == 1)
            ++single[static_cast<int>(src.produces.first())];
        else if (src.produces.size() > 1)
            ++flexible;
    }
    QList<bool> tried(sources.size(), false); // chosen, or found not to fit
    qsizetype spent = 0;
    // The order sources are tried in (see the header), recomputed as the remaining ones change.
    using Key = std::array<int, 6>;
    int before = 0; // the shortfall with every remaining source kept
    auto keyOf = [&](int i) {
        const ManaSource &src = sources[i];
        auto singleAfter = single;
        int flexibleAfter = flexible;
        if (src.produces.size() == 1)
            --singleAfter[static_cast<int>(src.produces.first())];
        else if (src.produces.size() > 1)
            --flexibleAfter;
        int wanted = 0;
        for (Color col : src.produces)
            wanted += keep[static_cast<int>(col)];
        return Key{src.objectId == -1 ? 0 : 1, shortfall(keep, singleAfter, flexibleAfter) - before, wanted,
                   src.objectId == -2 ? 0 : 1, int(src.produces.size()), i};
    };
    QList<Key> keys(sources.size());
    while (spent < m.symbols.size()) {
        before = shortfall(keep, single, flexible);
        for (int i = 0; i < sources.size(); ++i)
            if (!tried[i])
                keys[i] = keyOf(i);
        // The first source in that order that still fits; one that doesn't fit now never will
        // (a larger set is no easier to match), so it is not tried again.
        int added = -1;
        while (added < 0) {
            int best = -1;
            for (int i = 0; i < sources.size(); ++i)
                if (!tried[i] && (best < 0 || keys[i] < keys[best]))
                    best = i;
            if (best < 0)
                return std::nullopt; // nothing left fits: the cost can't be paid
            tried[best] = true;
            if (m.tryAdd(best))
                added = best;
        }
        ++spent;
        const ManaSource &src = sources[added];
        if (src.produces.size() == 1)
            --single[static_cast<int>(src.produces.first())];
        else if (src.produces.size() > 1)
            --flexible;
    }
    // Reported in the order the symbols are written: the coloured ones (WUBRG), then the generic
    // part from the pool first, then single-colour sources, then flexible ones.
    const qsizetype colored = m.symbols.size() - generic;
    QList<int> result = m.sourceOfSymbol.mid(0, colored), forGeneric = m.sourceOfSymbol.mid(colored);
    auto rank = [&](int i) { return std::pair(sources[i].objectId < 0 ? 0 : int(sources[i].produces.size()), i); };
    std::sort(forGeneric.begin(), forGeneric.end(), [&](int a, int b) { return rank(a) < rank(b); });
    return result + forGeneric;
}

} // namespace rules
