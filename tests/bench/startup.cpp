// Figure 7: start-up of the table, offscreen (software scene graph), each measure in a fresh
// process: the benchmark runs itself with the hidden option `--startup-once empty|controls|table|panels`,
// which times its phases from the top of main() to the first frame swapped and prints them on
// one line; the parent prints the median of each phase over the runs, the empty and the table
// runs taking turns (so that a change in the machine's load falls on both).
//  - empty: a bare QML Window of the table's size, no module of ours;
//  - controls: the floor for any window made with Qt Quick Controls, as the table is: an
//    ApplicationWindow (Basic style) with a menu bar of five menus, one Button and one Text,
//    nothing of ours (how much of the target is spent before a single card is drawn);
//  - table: Main.qml (qrc:/DayNight/Ui/Main.qml) over a GameController with a new seeded game
//    and Preferences, as src/app/main.cpp starts it. Besides its first frame, the time the
//    table is complete: the first frame swapped with no asynchronous Loader still loading and no
//    object still incubating (the same frame as long as nothing is loaded asynchronously);
//  - panels: the table, then what it makes on first use instead of before its first frame (each
//    inactive Loader of ours: the dialogs, menus, popups and panels it opens; the demonstration
//    submenus' items), each timed as it is made: the cost moved out of start-up.
// QQmlComponent does what QQmlApplicationEngine::load() and loadData() do, in two calls, so
// loading and compiling can be timed apart from creating the objects.
#include "bench.h"

#include "gamecontroller.h"
#include "preferences.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QMap>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlIncubationController>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <memory>

// Our QML modules are static libraries: their plugins are imported by hand (as main.cpp does).
Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

namespace bench {

namespace {

// Phases in the order they happen, with what each covers.
const QList<QPair<QString, QString>> &phases()
{
    static const QList<QPair<QString, QString>> list{
        {QStringLiteral("app"), QStringLiteral("QGuiApplication (platform plugin)")},
        {QStringLiteral("controller"), QStringLiteral("GameController and a new seeded game")},
        {QStringLiteral("engine"), QStringLiteral("QQmlApplicationEngine")},
        {QStringLiteral("compile"), QStringLiteral("QML load and compile (imports, plugins, types)")},
        {QStringLiteral("create"), QStringLiteral("QML create (objects, bindings, models)")},
        {QStringLiteral("frame"), QStringLiteral("first frame (polish, sync, render, swap)")},
        {QStringLiteral("total"), QStringLiteral("first frame after main()")},
        {QStringLiteral("complete"), QStringLiteral("table complete after main() (no asynchronous part left to load)")},
    };
    return list;
}

constexpr int kChildTimeoutMs = 60000;

// One fresh process; its phases in ms, or empty when it failed (the reason is printed).
QMap<QString, double> runChild(const QString &what, double *processMs)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer wall;
    wall.start();
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--startup-once"), what});
    if (!child.waitForFinished(kChildTimeoutMs) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        printLine(QStringLiteral("  (start-up of the %1 window could not be measured: exit code %2, %3)")
                      .arg(what).arg(child.exitCode()).arg(child.errorString()));
        return {};
    }
    *processMs = double(wall.nsecsElapsed()) / 1e6;
    QMap<QString, double> out;
    const QStringList fields = QString::fromUtf8(child.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
    for (const QString &field : fields) {
        const qsizetype eq = field.indexOf(QLatin1Char('='));
        if (eq > 0)
            out.insert(field.left(eq), field.mid(eq + 1).toDouble());
    }
    return out;
}

} // namespace

void runStartup(const Options &o)
{
    const QStringList kinds{QStringLiteral("empty"), QStringLiteral("controls"), QStringLiteral("table"), QStringLiteral("panels")};
    QMap<QString, QMap<QString, Samples>> byWhat; // empty|controls|table|panels -> phase or panel -> samples
    for (int run = 0; run < o.runs; ++run) {
        for (const QString &what : kinds) {
            double processMs = 0;
            const QMap<QString, double> phaseMs = runChild(what, &processMs);
            if (phaseMs.isEmpty())
                return;
            for (auto it = phaseMs.begin(); it != phaseMs.end(); ++it)
                byWhat[what][it.key()].ms.append(it.value());
            byWhat[what][QStringLiteral("process")].ms.append(processMs);
        }
    }
    for (const QString &what : {QStringLiteral("empty"), QStringLiteral("controls"), QStringLiteral("table")}) {
        const QString title = what == QLatin1String("empty")      ? QStringLiteral("empty Window")
                              : what == QLatin1String("controls") ? QStringLiteral("Controls floor (menu bar, Button, Text)")
                                                                  : QStringLiteral("table");
        for (const auto &[key, text] : phases())
            if (byWhat[what].contains(key))
                printMs(QStringLiteral("start-up, %1, offscreen: %2").arg(title, text), byWhat[what][key]);
        printMs(QStringLiteral("start-up, %1, offscreen: whole process, start to exit (exec, dynamic linking, tear-down included)").arg(title),
                byWhat[what][QStringLiteral("process")]);
    }
    // What the table makes when first needed instead of before its first frame.
    for (auto it = byWhat[QStringLiteral("panels")].begin(); it != byWhat[QStringLiteral("panels")].end(); ++it)
        if (it.key().startsWith(QLatin1String("made.")))
            printMs(QStringLiteral("start-up, table, offscreen: made on first use, not before the first frame: %1").arg(it.key().mid(5)), it.value());
    const double empty = byWhat[QStringLiteral("empty")][QStringLiteral("total")].median();
    const double table = byWhat[QStringLiteral("table")][QStringLiteral("total")].median();
    const double complete = byWhat[QStringLiteral("table")][QStringLiteral("complete")].median();
    const double controls = byWhat[QStringLiteral("controls")][QStringLiteral("total")].median();
    printLine(QStringLiteral("start-up, Controls floor / empty Window: %1x (an ApplicationWindow with a menu bar, a Button and a Text, nothing of ours, medians)")
                  .arg(controls / empty, 0, 'f', 2));
    printLine(QStringLiteral("start-up, table / empty Window: %1x (first rendered frame of the table vs an empty Qt Quick window, offscreen, after main(), medians)")
                  .arg(table / empty, 0, 'f', 2));
    printLine(QStringLiteral("start-up, table complete / empty Window: %1x (the table with every asynchronous part loaded and drawn, medians)")
                  .arg(complete / empty, 0, 'f', 2));
}

namespace {

/// Every item under `root` in the visual tree (a view's delegates have no QObject parent).
QList<QQuickItem *> allItems(QQuickItem *root)
{
    QList<QQuickItem *> out{root};
    for (qsizetype i = 0; i < out.size(); ++i)
        out += out[i]->childItems();
    return out;
}

/// Something of the window still loads or incubates asynchronously.
bool incomplete(QQmlEngine &engine, QQuickWindow *window)
{
    if (QQmlIncubationController *c = engine.incubationController(); c && c->incubatingObjectCount() > 0)
        return true;
    for (QQuickItem *item : allItems(window->contentItem()))
        if (item->inherits("QQuickLoader") && item->property("status").toInt() == 2) // Loader.Loading
            return true;
    return false;
}

/// The QML id of `o` (the name a panel has in Main.qml), else its objectName.
QString idOf(QObject *o)
{
    if (QQmlContext *ctx = qmlContext(o))
        if (const QString id = ctx->nameForObject(o); !id.isEmpty())
            return id;
    return o->objectName();
}

/// Makes what the table makes on first use, timing each: the inactive Loaders of our QML (in
/// rounds: a made panel may hold more), and the menus' items (a Menu with a `used` property
/// makes its items when first about to show). Returns "made.<name>=ms " pairs.
QString makeOnFirstUse(QQuickWindow *window)
{
    QString line;
    const auto timed = [&line](const QString &name, const std::function<void()> &make) {
        QElapsedTimer t;
        t.start();
        make();
        line += QStringLiteral("made.%1=%2 ").arg(name).arg(double(t.nsecsElapsed()) / 1e6, 0, 'f', 3);
    };
    for (int round = 0; round < 5; ++round) {
        QList<QObject *> loaders;
        for (QObject *o : window->findChildren<QObject *>())
            if (o->inherits("QQuickLoader") && !o->property("active").toBool() && qmlContext(o)
                && qmlContext(o)->baseUrl().toString().startsWith(QLatin1String("qrc:/DayNight/")))
                loaders.append(o);
        if (loaders.isEmpty())
            break;
        for (QObject *loader : loaders)
            timed(idOf(loader), [loader] { loader->setProperty("active", true); });
    }
    // Menus, in rounds too: the File menu makes its submenus when it first opens.
    for (int round = 0; round < 5; ++round) {
        QList<QObject *> menus;
        for (QObject *o : window->findChildren<QObject *>())
            if (o->inherits("QQuickMenu") && o->property("used").isValid() && !o->property("used").toBool())
                menus.append(o);
        if (menus.isEmpty())
            break;
        for (QObject *menu : menus)
            timed(idOf(menu), [menu] { QMetaObject::invokeMethod(menu, "aboutToShow"); });
    }
    return line;
}

} // namespace

int startupOnce(int argc, char *argv[], const QString &what)
{
    QElapsedTimer clock;
    clock.start();
    const bool panels = what == QLatin1String("panels");
    const bool table = what == QLatin1String("table") || panels;
    const bool controls = what == QLatin1String("controls");
    if (!table && !controls && what != QLatin1String("empty")) {
        std::fprintf(stderr, "daynight_bench: --startup-once expects empty, controls, table or panels, got \"%s\"\n", qPrintable(what));
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("QV4_JIT_CALL_THRESHOLD"))
        qputenv("QV4_JIT_CALL_THRESHOLD", "1000"); // as src/app/main.cpp
    QString line;
    qint64 last = 0;
    const auto mark = [&](const char *phase) {
        const qint64 now = clock.nsecsElapsed();
        line += QStringLiteral("%1=%2 ").arg(QLatin1String(phase)).arg(double(now - last) / 1e6, 0, 'f', 3);
        last = now;
    };

    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("DayNightTable"));
    QStandardPaths::setTestModeEnabled(true); // Preferences: keep the user's settings out
    QQuickStyle::setStyle(QStringLiteral("Basic")); // as src/app/main.cpp
    mark("app");
    // Declared before the engine so they outlive the QML that binds to them (as main.cpp).
    Preferences preferences;
    GameController controller;
    if (table) {
        controller.newGame(1, 2);
        mark("controller");
    }
    QQmlApplicationEngine engine;
    mark("engine");
    QQmlComponent component(&engine);
    if (table)
        component.loadUrl(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml"))); // no loadFromModule before Qt 6.5
    else if (controls)
        component.setData("import QtQuick\nimport QtQuick.Controls\n"
                          "ApplicationWindow { width: 1600; height: 1000; visible: true\n"
                          "  menuBar: MenuBar { Menu { title: \"File\" } Menu { title: \"Edit\" } Menu { title: \"Game\" }"
                          " Menu { title: \"View\" } Menu { title: \"Help\" } }\n"
                          "  Button { anchors.centerIn: parent; text: \"Pass priority\" }\n"
                          "  Text { text: \"Turn 1 \u00b7 Alice \u00b7 Upkeep\" }\n}\n",
                          QUrl());
    else
        component.setData("import QtQuick\nWindow { width: 1600; height: 1000; visible: true }\n", QUrl());
    if (!component.isReady()) {
        std::fprintf(stderr, "daynight_bench: %s\n", qPrintable(component.errorString()));
        return 1;
    }
    mark("compile");
    std::unique_ptr<QObject> root(table ? component.createWithInitialProperties(
                                              {{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                               {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}})
                                        : component.create());
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    if (!window) {
        std::fprintf(stderr, "daynight_bench: %s\n", qPrintable(component.errorString()));
        return 1;
    }
    mark("create");
    // The first frame, then the first frame with nothing left loading asynchronously.
    bool framed = false;
    QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&] {
        if (!framed) {
            framed = true;
            mark("frame");
            line += QStringLiteral("total=%1 ").arg(double(last) / 1e6, 0, 'f', 3);
        }
        if (line.contains(QLatin1String("complete=")))
            return;
        if (incomplete(engine, window)) {
            window->update(); // another frame, to look again
            return;
        }
        line += QStringLiteral("complete=%1 ").arg(double(clock.nsecsElapsed()) / 1e6, 0, 'f', 3);
        if (panels)
            line += makeOnFirstUse(window);
        std::puts(qPrintable(line.trimmed()));
        QCoreApplication::exit(0);
    });
    QTimer::singleShot(kChildTimeoutMs / 2, &app, [] {
        std::fputs("daynight_bench: the table was not rendered complete\n", stderr);
        QCoreApplication::exit(1);
    });
    return app.exec();
}

} // namespace bench
