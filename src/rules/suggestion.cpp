#include "suggestion.h"

#include "inputfile.h"

#include <QList>
#include <algorithm>

namespace rules {

int editDistance(const QString &a, const QString &b, int limit)
{
    if (std::abs(int(a.size()) - int(b.size())) >= limit)
        return limit;
    QList<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        int rowBest = row[0];
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
            rowBest = std::min(rowBest, row[j]);
        }
        if (rowBest >= limit)
            return limit;
    }
    return std::min(row[b.size()], limit);
}

QString closestMatch(const QString &wanted, const QStringList &candidates)
{
    if (candidates.contains(wanted) || wanted.size() > 200)
        return {};
    const QString folded = wanted.toCaseFolded();
    int best = std::max(2, int(wanted.size()) / 4) + 1;
    QString out;
    for (const QString &candidate : candidates) {
        const int d = editDistance(folded, candidate.toCaseFolded(), best);
        if (d < best) {
            best = d;
            out = candidate;
        }
    }
    return out;
}

QString didYouMean(const QString &wanted, const QStringList &candidates)
{
    const QString closest = closestMatch(wanted, candidates);
    return closest.isEmpty() ? QString() : QStringLiteral("; did you mean \"%1\"?").arg(printable(closest));
}

} // namespace rules
