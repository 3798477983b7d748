// Day/Night Table: the desktop application. Links everything; nothing links it.
#include "gamecontroller.h"
#include "preferences.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

Q_LOGGING_CATEGORY(lcApp, "daynight.app", QtInfoMsg)

namespace {

struct Options {
    quint64 seed = 0;
    bool seedGiven = false;
    int players = 2;
    QString screenshot;
};

// Parses the command line; exits with code 2 and a message on bad input.
Options parseOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "A Magic: The Gathering tabletop for the day/night mechanic and Tovolar, Dire Overlord."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Start a new game between the demo decks with seed <n> (0 to 2^64-1)."), QStringLiteral("n"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Number of seats, 2 to 4 (default 2)."), QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QStringLiteral("Render the table offscreen after start-up, save it as PNG <file> and exit."), QStringLiteral("file"));
    parser.addOptions({seed, players, screenshot});
    parser.process(arguments);

    Options o;
    auto fail = [](const QString &msg) {
        fprintf(stderr, "daynight: %s\n", qPrintable(msg));
        ::exit(2);
    };
    if (parser.isSet(seed)) {
        bool ok = false;
        o.seed = parser.value(seed).toULongLong(&ok);
        if (!ok)
            fail(QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615, got \"%1\"").arg(parser.value(seed)));
        o.seedGiven = true;
    }
    bool ok = false;
    o.players = parser.value(players).toInt(&ok);
    if (!ok || o.players < 2 || o.players > 4)
        fail(QStringLiteral("--players: expected 2, 3 or 4, got \"%1\"").arg(parser.value(players)));
    o.screenshot = parser.value(screenshot);
    return o;
}

} // namespace

int main(int argc, char *argv[])
{
    // --screenshot renders without a display (software scene graph, ARCHITECTURE.md).
    for (int i = 1; i < argc; ++i)
        if (qstrncmp(argv[i], "--screenshot", 12) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("daynight"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Day/Night Table"));
    QGuiApplication::setOrganizationName(QStringLiteral("DayNightTable"));
    QGuiApplication::setApplicationVersion(QStringLiteral(DAYNIGHT_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    const Options options = parseOptions(app.arguments());

    GameController controller;
    const quint64 seed = options.seedGiven ? options.seed : QRandomGenerator::system()->generate64();
    controller.newGame(seed, options.players);

    QQmlApplicationEngine engine;
    Preferences preferences;
    engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                 {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}});
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app, [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    // Qt 6.4 has no loadFromModule: load by the module's resource URL.
    engine.load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;

    if (!options.screenshot.isEmpty()) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window) {
            fprintf(stderr, "daynight: the root object is not a window\n");
            return 1;
        }
        // Let the first frames and the start-up animations settle, then grab real pixels.
        QTimer::singleShot(1500, &app, [window, file = options.screenshot] {
            const QImage image = window->grabWindow();
            if (image.isNull() || !image.save(file, "PNG")) {
                fprintf(stderr, "daynight: could not save the screenshot to %s\n", qPrintable(file));
                QCoreApplication::exit(1);
                return;
            }
            qCInfo(lcApp) << "saved screenshot" << file << image.size();
            QCoreApplication::exit(0);
        });
    }
    return app.exec();
}
