// What one viewer has been sent: numbered updates, each the viewer's projected events and the
// change to its projected view, kept for a while so that a viewer who reconnects gets what it
// missed (as lichess's History keeps the last events of a game).
#pragma once

#include "visibility.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <optional>

namespace session {

/// One numbered update to one viewer.
struct ViewUpdate {
    qint64 number = 0;      ///< 1, 2, 3... gapless for a viewer
    int ply = 0;            ///< the game record's actions played after it
    QJsonArray events;      ///< the engine's events as the viewer may see them (eventToJson)
    QJsonArray notes;       ///< host lines for the log: chat, away, undo, ...
    QJsonObject patch;      ///< mergepatch::diff() from the view before to the view after
    QString hash;           ///< viewHash() of the view after
};

/// The updates of one viewer (a seat, the spectators, the judge).
class ViewerHistory
{
public:
    /// A history whose first view is `view` (number 0 unless `number` is given) after `ply`
    /// actions, showing the game record's node `node` (-1: not said). It keeps the last `keep`
    /// updates (at least 1). A history made with `resumed` true (after the host restarted)
    /// cannot give updates before `number`: every viewer that reconnects gets a full view.
    ViewerHistory(const rules::Viewer &viewer, const QJsonObject &view, int ply, int keep = 64,
                  qint64 number = 0, bool resumed = false, int node = -1);

    const rules::Viewer &viewer() const { return m_viewer; }
    /// The viewer's view now, its hash, its update number and the ply it follows.
    const QJsonObject &view() const { return m_view; }
    const QString &hash() const { return m_hash; }
    qint64 last() const { return m_last; }
    int ply() const { return m_ply; }

    /// Records the next update: the view becomes `view` after `ply` actions (the game record's
    /// node `node`, -1: not said), with `events` and `notes` for the log. Returns the update (its
    /// patch empty when the view did not change).
    const ViewUpdate &push(const QJsonObject &view, int ply, const QJsonArray &events, const QJsonArray &notes = {}, int node = -1);
    /// The game record's node the view of update `number` showed (every number this history
    /// gave is remembered, 4 bytes each); -1 for a number it did not give or a node not said.
    int node(qint64 number) const;
    /// The updates after number `since`, in order (empty when the viewer is up to date), or
    /// std::nullopt when some of them are no longer kept, or `since` is not a number this
    /// history gave: the viewer then needs the full view(). `trusted`: `since` is a number this
    /// history gave this viewer (the host's own count, not a reconnecting client's claim), so
    /// even a resumed history can answer "up to date".
    std::optional<QList<ViewUpdate>> since(qint64 since, bool trusted = false) const;

    /// A view's fingerprint: the first 128 bits of the SHA-256 of its compact JSON, as 32 hex
    /// digits. Reveals only what the viewer already sees.
    static QString viewHash(const QJsonObject &view);

private:
    rules::Viewer m_viewer;
    QJsonObject m_view;
    QString m_hash;
    qint64 m_last = 0;
    qint64 m_base = 0;      ///< the oldest number whose view the kept updates start from
    int m_ply = 0;
    int m_keep = 64;
    QList<ViewUpdate> m_updates;
    qint64 m_first = 0;     ///< the number of m_nodes' first entry
    QList<int> m_nodes;     ///< the record node of each number from m_first to m_last
};

} // namespace session
