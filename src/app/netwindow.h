// The window's network options: `daynight --host SEATS` and `daynight --join INVITE --as NAME`
// open the table on a network game (File > Host game… / Join game… from the command line).
#pragma once

#include <QString>
#include <QStringList>

class GameController;
class QQuickWindow;

namespace netwindow {

struct Options {
    QStringList hostSeats;  ///< --host: "you", "remote" or "computer" per seat, in turn order
    int port = 0;           ///< --port with --host (0: a free one)
    int maxTurns = 0;       ///< --max-turns with --host (0: no limit)
    QString joinInvite;     ///< --join INVITE (without --headless)
    QString name;           ///< --as NAME with --join
    bool watch = false;     ///< --watch with --join
    QString autoplay;       ///< --autoplay KIND: the computer ("ai", "greedy", "random") plays this window's seat
    QString endShot;        ///< --end-shot FILE: once the game is over, save the window as PNG and quit
    bool any() const { return !hostSeats.isEmpty() || !joinInvite.isEmpty(); }
};

/// Hosts or joins as `options` say, on `table` shown in `window`: the host prints its invite
/// line on standard output. With an end shot, the program saves the window 1.5 s after the game
/// is over and exits 0 (1 when the picture cannot be written, the connection fails or closes
/// before the end). Returns "" or one line saying why it could not start.
QString start(const Options &options, GameController &table, QQuickWindow *window);

} // namespace netwindow
