// Test helper: a table whose computer seats answer at once and the same way every run.
#pragma once

#include "gamecontroller.h"

/// The default stops with auto-pass on, and the computer with no pace and a small search that
/// the iteration count ends (no time cap), so tests are quick and repeatable.
inline void makeComputerQuick(GameController &c, int iterations = 16)
{
    c.stops()->restoreDefaults();
    c.stops()->setAutoPass(true);
    c.computer()->setPaceMs(0);
    ai::SearchOptions options;
    options.iterations = iterations;
    options.budgetMs = 0;
    c.computer()->setSearchOptions(options);
}
