// Where the program finds the files it reads at run time that are not compiled in: the
// demonstration scenarios and the lessons (issue 11). Installed under <prefix>/share/daynight-table.
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

/// The demonstration scenarios (`dataDir("scenarios")`), sorted by file name: one map per file
/// {file (absolute path), name (the scenario's "name", or the file name if it has none),
/// rulings (list of int), kind ("ruling" for ruling-*.json, else "card")}. Files that are not
/// readable JSON objects are listed with their file name and no rulings; opening them reports
/// the error. Empty when the folder is not found.
QVariantList demonstrations();

} // namespace datapaths
