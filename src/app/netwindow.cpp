#include "netwindow.h"

#include "gamecontroller.h"
#include "networkplay.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace netwindow {

QString start(const Options &options, GameController &table, QQuickWindow *window)
{
    NetworkPlay *network = table.network();
    network->setAutoplay(options.autoplay);
    network->setMaxTurns(options.maxTurns);
    if (!options.hostSeats.isEmpty()) {
        static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")};
        QVariantList seats;
        for (qsizetype i = 0; i < options.hostSeats.size(); ++i)
            seats.append(QVariantMap{{QStringLiteral("name"), names.value(i)}, {QStringLiteral("kind"), options.hostSeats[i]}});
        const QString invite = network->host(seats, true, false, options.port);
        if (invite.isEmpty())
            return network->error();
        std::printf("%s\n", qPrintable(invite));
        std::fflush(stdout);
    } else if (!(options.watch ? network->watch(options.joinInvite) : network->join(options.joinInvite, options.name))) {
        return network->error();
    }
    if (options.endShot.isEmpty())
        return {};
    // The end: the result on the table for a moment, then the picture, then quit.
    auto done = std::make_shared<bool>(false);
    QObject::connect(network, &NetworkPlay::changed, window, [network, window, file = options.endShot, done] {
        if (*done)
            return;
        if (network->result().isEmpty() && (network->active() || !network->connectingTo().isEmpty()))
            return; // still playing, or still connecting
        *done = true;
        if (network->result().isEmpty()) { // it ended without a result: the connection failed
            std::fprintf(stderr, "daynight: %s\n", qPrintable(network->error()));
            QCoreApplication::exit(1);
            return;
        }
        QTimer::singleShot(1500, window, [window, file] {
            const QImage image = window->grabWindow();
            const bool saved = !image.isNull() && image.save(file, "PNG");
            if (!saved)
                std::fprintf(stderr, "daynight: could not save the end shot to %s\n", qPrintable(file));
            QCoreApplication::exit(saved ? 0 : 1);
        });
    });
    return {};
}

} // namespace netwindow
