// "Did you mean ...?" for a name the input gets wrong: a card key, a ref, a keyword.
#pragma once

#include <QString>
#include <QStringList>

namespace rules {

/// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of one
/// UTF-16 unit each, case-sensitive), or `limit` (≥ 1) once it is certain to reach it: the
/// search stops early, so a long string against a short one costs little.
int editDistance(const QString &a, const QString &b, int limit);

/// The candidate closest to `wanted` by edit distance (Levenshtein, case-insensitive), if it is
/// close enough to be a typo: at most max(2, length / 4) edits. "" if none is, or if `wanted` is
/// one of the candidates. Every character counts, the ones rules::printable() escapes included,
/// so a name disguised with a right-to-left mark ("\u200Fforest\u200F") is never taken for the
/// name it imitates: it is offered as a suggestion, never accepted as equal.
QString closestMatch(const QString &wanted, const QStringList &candidates);

/// "; did you mean "forest"?" for the closest candidate (closestMatch()), shown through
/// rules::printable(); "" if none is close. For messages: "unknown card" + didYouMean(...).
QString didYouMean(const QString &wanted, const QStringList &candidates);

} // namespace rules
