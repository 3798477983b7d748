// Figure 5: saving and loading a position with N daybound permanents, as the table's Ctrl+S and
// Ctrl+O do: save = state to JSON bytes (statejson.h, indented as the table writes it); load =
// JSON bytes back to a GameState (statereader.h), its consistency checks included. Two sizes
// show whether the cost grows linearly.
#include "bench.h"

#include "statejson.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <cstdio>
#include <cstdlib>

using namespace rules;

namespace bench {

void runSaveLoad(const Options &o)
{
    const CardDatabase &db = CardDatabase::builtIn();
    const QList<int> sizes = o.quick ? QList<int>{10, 100} : QList<int>{1000, 10000};
    for (int n : sizes) {
        if (n > o.maxN)
            continue;
        const GameState state = position(DayNight::Day, n, daybound());
        QByteArray bytes;
        const Samples save = measure(o.runs, [&] {
            QElapsedTimer timer;
            timer.start();
            bytes = QJsonDocument(stateToJson(state, db)).toJson(QJsonDocument::Indented);
            return timer.nsecsElapsed();
        });
        printMs(QStringLiteral("save (state to JSON bytes), N=%1 daybound permanents, %2 KiB").arg(n).arg(bytes.size() / 1024), save);
        const Samples load = measure(o.runs, [&] {
            QElapsedTimer timer;
            timer.start();
            GameState loaded;
            QString error;
            const bool ok = stateFromJson(QJsonDocument::fromJson(bytes).object(), db, QStringLiteral("$"), &loaded, nullptr, &error);
            const qint64 ns = timer.nsecsElapsed();
            if (!ok || loaded.battlefield.size() != n) {
                std::fprintf(stderr, "daynight_bench: the saved position does not load back: %s\n", qPrintable(error));
                std::exit(1);
            }
            return ns;
        });
        printMs(QStringLiteral("load (JSON bytes to state, with its consistency checks), N=%1 daybound permanents").arg(n), load);
    }
}

} // namespace bench
