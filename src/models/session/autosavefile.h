// The autosave's file on disk, before the table reads it: what lies at its path, the leftovers
// of a write that was interrupted, and keeping a file that cannot be restored out of the way of
// the next autosave (nothing lost, nothing stops the program).
#pragma once

#include <QFileInfoList>
#include <QString>

namespace autosavefile {

/// Why the autosave's path cannot be read as a file, from lstat() alone (nothing is opened, so
/// a FIFO cannot block): "" when nothing is there or it is a regular file (or a link to one);
/// otherwise what is there, for a message: "a FIFO (named pipe)", "a character device",
/// "a folder", "a link to /dev/zero (a character device)".
QString specialFile(const QString &file);

/// Whether `file` is a symbolic link (lstat), whatever it names.
bool isLink(const QString &file);

/// The temporary files QSaveFile leaves beside `file` when the program stops during a write.
/// Qt 6.4 on Linux writes an unnamed file (O_TMPFILE) and, at commit, links it as
/// "<file>.XXXXXX" (six letters or digits) and renames that over `file`; a kill between the two
/// leaves the whole new file under the temporary name. Without O_TMPFILE the same name is
/// used from the start, so a leftover may also be partial. Regular files only, newest first.
QFileInfoList leftoverTemporaries(const QString &file);

/// Moves `file` aside, beside it, as "autosave-refused-<yyyyMMdd-HHmmss>.json" ("-2", "-3"...
/// when that name is taken), by rename(): its bytes are kept exactly, and a link is moved as the
/// link. Returns the new path, or "" with `*error` saying why (the system's reason).
QString moveAside(const QString &file, QString *error);

} // namespace autosavefile
