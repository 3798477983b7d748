// Figure 1: one designation change (CR 730.1; every daybound permanent transforms at once,
// CR 702.145c, ruling 5) with N daybound permanents on the battlefield.
#include "bench.h"

using namespace rules;

namespace bench {

void runDesignation(const Options &o)
{
    const QList<int> sizes = o.quick ? QList<int>{10, 100} : QList<int>{10, 100, 1000, 10000};
    for (int n : sizes) {
        if (n > o.maxN)
            continue;
        const GameState day = position(DayNight::Day, n, daybound());
        int transforms = 0;
        const Samples s = measure(o.runs, [&] {
            Game game(CardDatabase::builtIn(), day);
            qint64 ns = 0;
            const Result r = timedApply(game, Action::becomes(DayNight::Night), &ns);
            transforms = countEvents(r.events, Event::Type::PermanentTransformed);
            return ns;
        });
        if (transforms != n)
            printLine(QStringLiteral("  (unexpected: %1 transforms for %2 daybound permanents)").arg(transforms).arg(n));
        printMs(QStringLiteral("designation change (becomes night), N=%1 daybound permanents").arg(n), s);
    }
}

} // namespace bench
