// Figure 9: checking a deck list a person hands the program, as the deck pane does: a list of
// 100,000 lines of mistyped names, under 1 MiB (rules::readDeckText(): every line checked, the
// first hundred problems written out with their suggestion, the rest counted); the same list as a file in the decks folder
// (DeckLibrary::reload(): read, checked and listed); and a list as large as any input may be
// (rules::kMaxInputFileSize, 16 MiB). With the time, the growth of the process's peak memory
// (getrusage's maxrss) during the first run, which the text itself accounts for mostly.
#include "bench.h"

#include "decklibrary.h"
#include "decktext.h"
#include "inputfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>

using namespace rules;

namespace bench {

namespace {

qint64 peakKib()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

/// Lines of mistyped card names ("1 Forst", "2 Islnd", ...) up to `bytes` bytes (or `lines`
/// lines), then "40 Forest": a problem with a suggestion on each line but the last.
QByteArray badList(qint64 bytes, int lines)
{
    static const QList<QByteArray> typos{"1 Forst\n", "2 Islnd\n", "3 Mountian\n", "1 Considr\n", "4 Moonmst\n", "1 Tovolar\n"};
    QByteArray text;
    text.reserve(bytes);
    for (int k = 0; k < lines && text.size() + 16 < bytes; ++k)
        text += typos[k % typos.size()];
    return text + "40 Forest\n";
}

void check(const QString &label, const QByteArray &bytes, const Options &o)
{
    const qint64 peakBefore = peakKib();
    int count = 0;
    qsizetype listed = 0;
    const Samples s = measure(o.runs, [&] {
        QElapsedTimer timer;
        timer.start();
        Deck deck;
        QStringList problems;
        readDeckText(QString::fromUtf8(bytes), CardDatabase::builtIn(), &deck, &problems, &count);
        listed = problems.size();
        return timer.nsecsElapsed();
    });
    printMs(QStringLiteral("%1 (%2 KiB, %3 problems, %4 lines of them listed; peak memory +%5 MiB)")
                .arg(label).arg(bytes.size() / 1024).arg(count).arg(listed).arg(double(peakKib() - peakBefore) / 1024, 0, 'f', 1),
            s);
}

} // namespace

void runDeckList(const Options &o)
{
    const int lines = o.quick ? 1000 : 100000;
    const QByteArray list = badList(qint64(1) << 30, lines);
    check(QStringLiteral("check a deck list of %1 mistyped lines (rules::readDeckText)").arg(lines), list, o);

    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("huge.txt")));
    if (!f.open(QIODevice::WriteOnly) || f.write(list) != list.size()) {
        std::fprintf(stderr, "daynight_bench: could not write %s\n", qPrintable(f.fileName()));
        std::exit(1);
    }
    f.close();
    int problems = 0;
    const Samples folder = measure(o.runs, [&] {
        DeckLibrary library;
        QElapsedTimer timer;
        timer.start();
        library.setFolder(dir.path());
        const qint64 ns = timer.nsecsElapsed();
        problems = library.decks().constLast().toMap().value(QStringLiteral("problems")).toInt();
        return ns;
    });
    printMs(QStringLiteral("list the decks folder holding it (DeckLibrary: read, check, list; %1 problems)").arg(problems), folder);

    const qint64 largest = o.quick ? (qint64(1) << 20) : kMaxInputFileSize;
    const QByteArray most = badList(largest, INT_MAX);
    check(QStringLiteral("check a deck list of %1 MiB").arg(double(most.size()) / (1 << 20), 0, 'f', 1), most, o);
}

} // namespace bench
