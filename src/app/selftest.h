// `daynight --self-test`: proves on this machine that the table can start and that every
// dialog, menu, popup and panel opens (KDE Itinerary has the same idea).
#pragma once

#include <QStringList>

class GameController;
class Preferences;
class QQmlApplicationEngine;

/// Runs the self-test against the real table, offscreen. In order:
///  1. every QML module of packaging/qml-modules.txt imports (a missing one is named with its
///     Debian package; the list also covers what the file dialog's own QML imports);
///  2. every component of the DayNight.Ui module compiles;
///  3. a demonstration scenario opens (the installed ones, or the source tree's);
///  4. the real Main.qml loads and renders a frame;
///  5. every Loader is activated, and every popup, menu and dialog in the window (found by type,
///     so a new one is tested without being listed) opens and closes; the ability menu opens
///     with a real permanent's abilities and a log line shows its ruling;
///  6. every installed lesson opens and is walked step by step (its question answered, its
///     highlights drawn on the table, its what-if shown side by side), then closed.
/// A QML warning or error at any point (engine warnings, console.warn, category "qml"/"js",
/// any critical message) is a failure. Progress goes to stdout, failures to stderr.
/// Returns 0 when everything worked, 1 otherwise. Needs a QGuiApplication.
int runSelfTest(GameController &controller, Preferences &preferences);
