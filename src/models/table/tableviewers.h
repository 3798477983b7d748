// Whose eyes one table has: the viewer its board shows and the viewer its log shows.
#pragma once

#include "visibility.h"

#include <QList>
#include <QString>

/// The viewers of the desktop table (ARCHITECTURE.md, "Sessions and viewers"): the board is
/// drawn as `board` may see it (rules::project()), the log as `log` may (rules::projectEvents()).
struct TableViewers {
    rules::Viewer board = rules::Viewer::judge();
    rules::Viewer log = rules::Viewer::judge();

    /// Decides them for a table over `state` whose seats the computer plays where
    /// `computerSeats` says so (one entry per seat):
    /// - `judging` (the board editor, a lesson or demonstration, a scenario opened to study),
    ///   a game that is over, or no seat played by a person: the judge, for both;
    /// - one person against the computer: that person's seat, for both (CR 400.2: the
    ///   computer's hand and every library stay hidden);
    /// - two or more people at one screen (hot-seat): the board is the seat that must act now
    ///   (the pending decision's player, else the priority holder), or only public information
    ///   while the computer or nobody acts; the log is public information only, since the
    ///   person at the screen changes.
    static TableViewers choose(const rules::GameState &state, const QList<bool> &computerSeats, bool judging);

    /// "seat", "spectator" or "judge": the kind of `viewer` as QML's ViewerBanner reads it.
    static QString kindName(const rules::Viewer &viewer);
};
