// daynight_fuzz's command line (see main.cpp, and --help).
#pragma once

#include "inputkind.h"
#include "runner.h"

#include <QStringList>

namespace fuzz {

/// The inputs per kind when --count is not given: $DAYNIGHT_FUZZ_COUNT (the long run: 2000), else
/// the smoke run's kSmokeCount.
constexpr qint64 kSmokeCount = 150;

struct Options {
    quint64 seed = 1;
    qint64 count = kSmokeCount;  ///< inputs per kind
    QList<InputKind> kinds;      ///< the kinds to make (default all)
    qint64 index = -1;           ///< --index: only this input (of the one kind given)
    int jobs = 2;
    int minimiseEach = 1;
    qint64 maxFailures = 0; ///< 0: no limit
    int minimiseRuns = 300;
    int minimiseSeconds = 60;
    int savedPrefixes = 6;
    int tableGames = 4;
    bool inProcess = true;       ///< also run each input through the table's loaders (--no-in-process: not)
    int inProcessMaxActions = 0; ///< --in-process-max-actions: InProcessChecker::setMaxActions()
    QStringList known;           ///< --known: failure classes of bugs already reported, counted apart
    QString keep;
    QString dumpAccepted;
    QString writeCorpus;
    QString messages;
    QString checkFile;           ///< --check-file: run the in-process checks on this file here, and exit
    bool verbose = false;
    QStringList corpus;
    QString cards;
    RunOptions run;
};

/// Reads the command line; a bad option exits 2 with one line on stderr.
Options parseOptions(const QStringList &arguments);

[[noreturn]] void badOption(const QString &why);

} // namespace fuzz
