// Card keys for people who write scenarios and lessons by hand: the list of every key with its
// face names (`daynight --cards`), and the key a misspelt one most likely means.
#pragma once

#include <QString>

namespace rules {

class CardDatabase;

/// Every key of `db` with its face names, one line each, sorted by key, the names padded into a
/// column: "tovolar-dire-overlord    Tovolar, Dire Overlord // Tovolar, the Midnight Scourge\n".
/// What `daynight --cards` prints, and tests/scenarios/README.md's list of card keys.
QString cardKeyList(const CardDatabase &db);

/// The key of `db` a misspelt `wanted` most likely means, "" if none: the closest key by edit
/// distance (closestMatch()); else the card with a face of that name, in any case and
/// punctuation ("Tovolar, the Midnight Scourge" -> "tovolar-dire-overlord"); else the first key
/// that starts with it as whole words ("tovolar" -> "tovolar-dire-overlord"). "" for a key of
/// `db`, and for a name with hidden characters that is not close to a key (rules::printable).
QString closestCardKey(const CardDatabase &db, const QString &wanted);

/// "; did you mean "tovolar-dire-overlord"?" for closestCardKey(), through rules::printable();
/// "" if none. For messages: "unknown card key" + didYouMeanCard(db, key).
QString didYouMeanCard(const CardDatabase &db, const QString &wanted);

} // namespace rules
