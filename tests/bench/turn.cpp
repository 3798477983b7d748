// Figure 2: a whole turn with N daybound permanents: from the active player's precombat main
// phase, every player passes (no attackers) until the next turn's precombat main phase. No
// spell is cast, so the untap step's check makes it night (CR 502.2, ruling 3) and all N
// transform there.
#include "bench.h"

#include <algorithm>

using namespace rules;

namespace bench {

void runTurn(const Options &o)
{
    const int n = std::min(o.quick ? 10 : 1000, o.maxN);
    const GameState start = position(DayNight::Day, n, daybound());
    int actions = 0, transforms = 0;
    Samples untap; // the one action that goes through the untap step, in each run
    const Samples s = measure(o.runs, [&] {
        Game game(CardDatabase::builtIn(), start);
        qint64 ns = 0;
        actions = transforms = 0;
        while (game.state().turnNumber == start.turnNumber || game.state().step != Step::PrecombatMain) {
            const qint64 before = ns;
            const Result r = timedApply(game, passOrAnswer(game), &ns);
            ++actions;
            transforms += countEvents(r.events, Event::Type::PermanentTransformed);
            if (countEvents(r.events, Event::Type::DayNightChanged))
                untap.ms.append(double(ns - before) / 1e6);
        }
        return ns;
    });
    untap.cutShort = s.cutShort;
    printMs(QStringLiteral("whole turn (main phase to next main phase, %1 actions, night falls: %2 transforms), N=%3 daybound permanents")
                .arg(actions).arg(transforms).arg(n),
            s);
    printMs(QStringLiteral("whole turn, N=%1: of which the pass that goes through the untap step (night falls)").arg(n), untap);
}

} // namespace bench
