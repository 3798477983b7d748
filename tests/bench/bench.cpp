#include "bench.h"

#include "position.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace rules;

namespace bench {

QString msText(double ms)
{
    return QString::number(ms, 'f', ms < 10 ? 3 : 1); // enough digits for the small figures
}

double Samples::median() const
{
    QList<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    const qsizetype n = sorted.size();
    if (n == 0)
        return 0;
    return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

double Samples::min() const
{
    return ms.isEmpty() ? 0 : *std::min_element(ms.begin(), ms.end());
}

double Samples::max() const
{
    return ms.isEmpty() ? 0 : *std::max_element(ms.begin(), ms.end());
}

QString Samples::spread() const
{
    if (ms.size() == 1)
        return cutShort ? QStringLiteral("(1 run: it took over %1 s)").arg(kLongRunNs / 1'000'000'000)
                        : QStringLiteral("(1 run)");
    return QStringLiteral("(median of %1; min %2, max %3)").arg(ms.size()).arg(msText(min()), msText(max()));
}

Samples measure(int runs, const std::function<qint64()> &once)
{
    Samples s;
    for (int i = 0; i < runs; ++i) {
        const qint64 ns = once();
        s.ms.append(double(ns) / 1e6);
        if (i == 0 && ns > kLongRunNs && runs > 1) {
            s.cutShort = true;
            break;
        }
    }
    return s;
}

void printLine(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

void printMs(const QString &label, const Samples &s)
{
    printLine(QStringLiteral("%1: %2 ms %3").arg(label, msText(s.median()), s.spread()));
}

GameState position(DayNight designation, int n, const QString &key, int libraryCards)
{
    GameState s = testing::basePosition(designation);
    for (int player = 0; player < 2; ++player)
        for (int i = int(s.players[player].library.size()); i < libraryCards; ++i)
            s.players[player].library.append(s.addCard(QStringLiteral("forest"), player, false));
    for (int i = 0; i < n; ++i)
        testing::addPermanent(s, i % 2, key);
    return s;
}

Action passOrAnswer(const Game &game)
{
    using K = PendingDecision::Kind;
    const PendingDecision &d = game.state().decision;
    if (d.kind == K::None)
        return Action::pass(game.state().priorityPlayer);
    Action a = Action::make(Action::Type::ChooseCards, d.player);
    switch (d.kind) {
    case K::DiscardToHandSize:
    case K::BottomCards:
    case K::DiscardCards: a.choices = d.options.mid(0, d.count); break;
    case K::Mulligan: return Action::keepHand(d.player);
    case K::LegendRule:
    case K::ChooseTarget:
    case K::ChooseOption: a.choices = d.options.mid(0, 1); break;
    case K::DeclareAttackers:
    case K::DeclareBlockers:
    case K::ChooseAnyNumber:
    case K::None: break; // none chosen
    }
    return a;
}

Result timedApply(Game &game, const Action &action, qint64 *ns)
{
    QElapsedTimer timer;
    timer.start();
    Result r = game.apply(action);
    *ns += timer.nsecsElapsed();
    if (!r.accepted) {
        std::fprintf(stderr, "daynight_bench: the engine refused an action of the benchmark (turn %d): %s\n",
                     game.state().turnNumber, qPrintable(r.reason));
        std::exit(1);
    }
    return r;
}

int countEvents(const Events &events, Event::Type type)
{
    return int(std::count_if(events.begin(), events.end(), [type](const Event &e) { return e.type == type; }));
}

} // namespace bench
