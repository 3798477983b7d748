// Writing a file so that nothing is ever half-written or silently lost (issue 9).
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

/// Writes `bytes` to `file` in one step: QSaveFile writes a temporary file beside it, every write
/// is checked for its full length, then flush() and commit() are checked, and only then is the
/// temporary renamed over `file`. On any failure the previous `file` is left exactly as it was
/// and the temporary is removed.
///
/// Returns true on success. On failure returns false with `*error` saying why in words a player
/// can act on, for example "No space left on device" or "File too large". Refuses a path that
/// exists but is not a regular file (a directory, or a device such as /dev/full, which QSaveFile
/// would otherwise replace when run as root).
///
/// A symbolic link is written through to the regular file it names (QSaveFile follows links).
/// A link to anything else (a device such as /dev/zero, a FIFO, a folder) is never written
/// through: the link itself is removed and `file` written as a new regular file; the link's
/// target is not touched, and `*replacedLink` (when given) is set to what the link named.
///
/// Why the length check: with Qt 6.4 on a full disk QSaveFile::write() can return a short count
/// with no error set, and commit() then succeeds, replacing a good save with a truncated one.
bool writeFileAtomically(const QString &file, const QByteArray &bytes, QString *error, QString *replacedLink = nullptr);

/// A game record (a scenario, saved game, report or session) as the bytes of its file: indented
/// for people to read and diff; compact when indented it would pass rules::kMaxInputFileSize
/// (16 MiB), the size every reader of the table accepts. The result may still pass it: callers
/// check (tooLargeToOpen()).
QByteArray recordFileBytes(const QJsonObject &record);

/// "" when a file of `size` bytes can be opened again, else why not, for a message: "it is
/// 17.3 MiB, more than the 16 MiB a table opens".
QString tooLargeToOpen(qint64 size);
