#include "viewerhistory.h"

#include "mergepatch.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace session {

ViewerHistory::ViewerHistory(const rules::Viewer &viewer, const QJsonObject &view, int ply, int keep, qint64 number, bool resumed, int node)
    : m_viewer(viewer), m_view(view), m_hash(viewHash(view)), m_last(number), m_base(resumed ? number + 1 : number),
      m_ply(ply), m_keep(std::max(1, keep)), m_first(number), m_nodes{node}
{
}

int ViewerHistory::node(qint64 number) const
{
    return number >= m_first && number <= m_last ? m_nodes.at(number - m_first) : -1;
}

const ViewUpdate &ViewerHistory::push(const QJsonObject &view, int ply, const QJsonArray &events, const QJsonArray &notes, int node)
{
    m_nodes.append(node);
    ViewUpdate u;
    u.number = ++m_last;
    u.ply = ply;
    u.events = events;
    u.notes = notes;
    u.patch = mergepatch::diff(m_view, view);
    u.hash = viewHash(view);
    m_view = view;
    m_hash = u.hash;
    m_ply = ply;
    m_updates.append(u);
    while (m_updates.size() > m_keep) {
        m_base = m_updates.first().number;
        m_updates.removeFirst();
    }
    return m_updates.last();
}

std::optional<QList<ViewUpdate>> ViewerHistory::since(qint64 since, bool trusted) const
{
    if (trusted && since == m_last)
        return QList<ViewUpdate>();
    if (since < m_base || since > m_last)
        return std::nullopt;
    QList<ViewUpdate> out;
    for (const ViewUpdate &u : m_updates)
        if (u.number > since)
            out.append(u);
    return out;
}

QString ViewerHistory::viewHash(const QJsonObject &view)
{
    const QByteArray digest = QCryptographicHash::hash(QJsonDocument(view).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.left(16).toHex());
}

} // namespace session
