// GameController: deleting a line from the game record (the timeline's "Delete from here") and
// taking the deletion back. Nothing is lost by one click: the table asks first
// (deletionSummary()), Undo brings the line back exactly, and the autosave keeps the record as
// it was until the deletion can no longer be undone.
#include "gamecontroller.h"

#include <QVariantMap>

using namespace rules;

QString GameController::deletedLineText(int index) const
{
    // Many rows read alike ("Alice passes priority."): the action's number says which.
    const QString what = QStringLiteral("action %1 (\u201c%2\u201d)").arg(m_session->record().node(index).ply).arg(describe(index));
    const int after = int(m_session->record().subtree(index).size()) - 1;
    return after == 0 ? what
         : after == 1 ? QStringLiteral("%1 and the action after it").arg(what)
                      : QStringLiteral("%1 and the %2 actions after it").arg(what).arg(after);
}

QVariantMap GameController::deletionSummary(int index) const
{
    if (index <= 0 || index >= m_session->record().size())
        return {};
    const QList<int> nodes = m_session->record().subtree(index);
    const int lines = int(std::count_if(nodes.cbegin(), nodes.cend(), [this](int n) { return m_session->record().node(n).children.isEmpty(); }));
    const QString variations = lines > 1 ? QStringLiteral(" (%1 variations)").arg(lines) : QString();
    const QString text = QStringLiteral("Delete %1%2 from the game record? Undo (Ctrl+Z) brings %3 back.")
                             .arg(deletedLineText(index), variations, nodes.size() > 1 ? QStringLiteral("them") : QStringLiteral("it"));
    return {{QStringLiteral("actions"), int(nodes.size())}, {QStringLiteral("variations"), lines}, {QStringLiteral("text"), text}};
}

bool GameController::deleteFromNode(int index)
{
    if (refuseAtNetworkTable(QStringLiteral("deleting from the game record")))
        return false;
    if (index == 0)
        return refuse(QStringLiteral("The start of the game cannot be deleted: start a new game instead."));
    if (index < 0 || index >= m_session->record().size())
        return refuse(QStringLiteral("There is no point %1 in the game record.").arg(index));
    const QString what = deletedLineText(index);
    const int actions = int(m_session->record().subtree(index).size());
    const int before = m_session->record().current();
    QHash<int, int> renumbered;
    m_session->deleteFrom(index, what, &renumbered);
    m_unsaved = true;
    emit unsavedWorkChanged();
    if (renumbered.value(before, -1) == m_session->record().current()) {
        emit historyChanged(); // the board still shows the same point
    } else {
        showRecordNode();
        m_computer->hold(); // the point shown moved, as by a walk: a computer seat waits there
    }
    setStatus(QStringLiteral("Deleted %1 from the record (Ctrl+Z brings %2 back).").arg(what, actions > 1 ? QStringLiteral("them") : QStringLiteral("it")));
    return true;
}

void GameController::restoreDeletion()
{
    const QString what = m_session->bringBack();
    // The nodes are numbered as before the deletion again: the log's path is rebuilt.
    m_logPath.clear();
    m_logCounts.clear();
    showRecordNode();
    m_computer->hold();
    setStatus(QStringLiteral("Brought back %1.").arg(what));
}
