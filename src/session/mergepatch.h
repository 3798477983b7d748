// Small changes between two JSON documents as an RFC 7396 merge patch, arranged so that a small
// change gives a small patch: arrays are compared element by element (a plain merge patch
// replaces a whole array when one element changes). Used for the updates a viewer receives.
#pragma once

#include <QJsonObject>
#include <QJsonValue>

namespace session::mergepatch {

/// `value` with every array written as an object {"[]": length, "0": first, "1": second, ...}
/// (recursively), so that a merge patch can reach single elements. Objects and scalars keep
/// their shape; a null becomes {"[null]": true} (in a merge patch a null removes a member). A
/// document that already holds an object key "[]" or "[null]" cannot be indexed faithfully: the
/// views this is used for never do.
QJsonValue indexed(const QJsonValue &value);
/// The inverse of indexed(): every object with a "[]" length becomes an array again. Returns
/// false with `error` naming the path ("$.players.[]: ...") when an indexed object is
/// inconsistent (a missing or extra element, a length out of range); `out` is then untouched.
bool unindexed(const QJsonValue &value, QJsonValue *out, QString *error, const QString &path = QStringLiteral("$"));

/// The RFC 7396 merge patch that turns indexed(`from`) into indexed(`to`): only the members
/// that differ, nested objects patched member by member, removed members as null. Empty when
/// the two are equal.
QJsonObject diff(const QJsonObject &from, const QJsonObject &to);

/// Applies `patch` (from diff()) to `document` (RFC 7396 section 2, on the indexed forms).
/// Returns false with `error` when the result does not read back (a patch that does not fit
/// this document); `out` is then untouched.
bool apply(const QJsonObject &document, const QJsonObject &patch, QJsonObject *out, QString *error);

} // namespace session::mergepatch
