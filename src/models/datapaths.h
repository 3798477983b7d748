// Where the program finds the files it reads at run time that are not compiled in: the
// demonstration scenarios and the lessons (issue 11), installed under
// <prefix>/share/daynight-table; and whether the folder it writes (the autosave) can be written.
#pragma once

#include <QString>
#include <QVariantList>

namespace datapaths {

/// The package's data folder name under share/: "daynight-table".
inline constexpr const char *kPackageDir = "daynight-table";

/// The folder holding `sub` ("scenarios", "lessons"), looked up in this order:
///  1. `$DAYNIGHT_DATA_DIR/<sub>` when that variable is set (tests, portable copies);
///  2. `<dir of the executable>/../share/daynight-table/<sub>`: the installed package
///     (/usr/bin/daynight -> /usr/share/daynight-table), whatever the install prefix;
///  3. `<source tree>/resources/<sub>`: a program run from its build tree;
///  4. `daynight-table/<sub>` in the generic data folders (QStandardPaths, e.g. /usr/share).
/// Returns the first that exists, as an absolute path, or "" when none does.
QString dataDir(const QString &sub);

/// The folder of the user's own lessons: `<QStandardPaths::AppDataLocation>/lessons`
/// (~/.local/share/DayNightTable/daynight/lessons), writable, beside the autosave and the decks.
/// It may not exist yet (Learn > New lesson from this game makes it when it saves one).
QString userLessonsDir();

/// The demonstration scenarios (`dataDir("scenarios")`), sorted by file name: one map per file
/// {file (absolute path), name (the scenario's "name", or the file name if it has none),
/// rulings (list of int), kind ("ruling" for ruling-*.json, else "card")}. Files that are not
/// readable JSON objects are listed with their file name and no rulings; opening them reports
/// the error. Empty when the folder is not found.
QVariantList demonstrations();

/// Makes folder `dir` (and the folders above it) when it does not exist, then checks that a file
/// can be created in it, by creating and removing one ("<dir>/.daynight-write-test-XXXXXX").
/// Returns "" when it can. Otherwise why not, in one line naming the path at fault and the
/// system's reason: "cannot create the folder /home/a/x/daynight: /home/a/x is a file, not a
/// folder", "cannot create the folder /data/daynight: Permission denied", "cannot write in the
/// folder /data/daynight: Read-only file system".
QString makeWritableFolder(const QString &dir);

} // namespace datapaths
