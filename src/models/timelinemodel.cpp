#include "timelinemodel.h"

#include "actions.h"

#include <QSet>
#include <QVariantMap>
#include <algorithm>

using namespace rules;

QString recordNodeSummary(const GameRecord::Node &node)
{
    for (const Event &e : node.events)
        if (!e.text.isEmpty())
            return e.text.size() > 80 ? e.text.left(79) + QChar(0x2026) : e.text;
    return QStringLiteral("an action");
}

TimelineModel::TimelineModel(QObject *parent) : SyncedListModel(parent)
{
    setRoles({{NodeRole, "node"}, {PlyRole, "ply"}, {TurnRole, "turn"}, {StepRole, "step"}, {ActivePlayerRole, "activePlayer"},
              {SectionRole, "section"}, {NewStepRole, "newStep"}, {ActorRole, "actor"}, {TextRole, "text"},
              {DesignationRole, "designation"}, {RulingsRole, "rulings"}, {TransformsRole, "transforms"},
              {CurrentRole, "current"}, {FutureRole, "future"}, {MainLineRole, "mainLine"}, {VariationsRole, "variations"},
              {VariationCountRole, "variationCount"}});
}

void TimelineModel::update(const GameRecord &record, Change change)
{
    const bool moved = record.node(record.current()).ply != m_currentRow;
    if (change == Change::Walked && m_record == &record && count() > 0 && record.size() >= m_recordSize)
        walk(record);
    else
        showAgain(record);
    m_recordSize = record.size();
    if (moved)
        emit currentRowChanged();
}

void TimelineModel::showAgain(const GameRecord &record)
{
    m_record = &record;
    QList<int> line = record.path(record.current());
    line.append(record.continuation());
    // Row k holds the node of ply k; its parent is row k-1.
    int mainLineRows = 1;
    while (mainLineRows < line.size() && record.node(line[mainLineRows - 1]).children.first() == line[mainLineRows])
        ++mainLineRows;
    m_currentRow = record.node(record.current()).ply;
    m_mainLineRows = mainLineRows;
    sync(line);
}

void TimelineModel::walk(const GameRecord &record)
{
    // Row k holds the node of ply k, so a node is shown iff idAt(its ply) is that node. The new
    // line: up from the current node to the first node shown (the rest of the path is new),
    // then the continuation. Rows before the first difference are kept.
    QList<int> tail;
    int junction = record.current();
    for (; !(record.node(junction).ply < count() && idAt(record.node(junction).ply) == junction); junction = record.node(junction).parent)
        tail.prepend(junction);
    int keep = record.node(junction).ply + 1;
    const QList<int> continuation = record.continuation();
    if (tail.isEmpty()) {
        // The current node is shown: the rows after it stay as far as the continuation agrees.
        qsizetype same = 0;
        while (same < continuation.size() && keep + same < count() && idAt(int(keep + same)) == continuation[same])
            ++same;
        keep += int(same);
        tail = continuation.mid(same);
    } else {
        tail.append(continuation);
    }
    // The main line: every kept row up to where it left it before, then the new rows.
    const int mainLineBefore = m_mainLineRows;
    int mainLineRows = std::min(mainLineBefore, keep);
    if (mainLineRows == keep) {
        for (int row = keep; row - keep < tail.size(); ++row) {
            const int node = tail[row - keep];
            if (record.node(record.node(node).parent).children.first() != node)
                break;
            mainLineRows = row + 1;
        }
    }
    const int before = m_currentRow;
    m_currentRow = record.node(record.current()).ply;
    m_mainLineRows = mainLineRows;
    // Kept rows that can read differently: from the old current point to the new one (current,
    // future), where the main line ended and ends (mainLine), and a row whose parent gained a
    // variation since (nodes are only appended while walking: the new ones are the last).
    QSet<int> recheck;
    for (int row = std::min(before, m_currentRow); row <= std::max(before, m_currentRow) && row < keep; ++row)
        recheck.insert(row);
    for (int row = std::min(mainLineBefore, mainLineRows) - 1; row <= std::max(mainLineBefore, mainLineRows) && row < keep; ++row)
        recheck.insert(row);
    for (int node = m_recordSize; node < record.size(); ++node) {
        const int parent = record.node(node).parent;
        const int row = record.node(parent).ply + 1;
        if (row < keep && idAt(row - 1) == parent)
            recheck.insert(row);
    }
    QList<int> rows(recheck.cbegin(), recheck.cend());
    std::sort(rows.begin(), rows.end());
    syncTail(keep, tail, rows);
}

void TimelineModel::clear()
{
    m_record = nullptr;
    m_mainLineRows = 0;
    m_recordSize = 0;
    clearRows();
    if (m_currentRow != -1) {
        m_currentRow = -1;
        emit currentRowChanged();
    }
}

int TimelineModel::turnStartRow(int row, int direction) const
{
    const int rows = count();
    if (rows == 0 || !m_record)
        return -1;
    row = std::clamp(row, 0, rows - 1);
    const auto turnOf = [this](int r) { return data(index(r), TurnRole).toInt(); };
    const int turn = turnOf(row);
    if (direction > 0) {
        for (int r = row + 1; r < rows; ++r)
            if (turnOf(r) != turn)
                return r;
        return rows - 1;
    }
    // Back: to the start of this turn, or if already there, to the start of the turn before.
    int start = row;
    while (start > 0 && turnOf(start - 1) == turn)
        --start;
    if (start < row || start == 0)
        return start;
    const int previous = turnOf(start - 1);
    while (start > 0 && turnOf(start - 1) == previous)
        --start;
    return start;
}

QHash<int, QVariant> TimelineModel::rowData(int node) const
{
    const GameRecord::Node &n = m_record->node(node);
    // When the action was taken: the position it was played from (the start: itself).
    const GameState &before = n.parent >= 0 ? m_record->node(n.parent).state : n.state;
    const auto nameOf = [&](int player) {
        return player >= 0 && player < before.players.size() ? before.players[player].name : QString();
    };
    bool newStep = true;
    if (n.parent >= 0) {
        const GameRecord::Node &previous = m_record->node(n.parent);
        const GameState &previousBefore = previous.parent >= 0 ? m_record->node(previous.parent).state : previous.state;
        newStep = previousBefore.turnNumber != before.turnNumber || previousBefore.step != before.step;
    }
    QString designation;
    QList<int> rulings;
    int transforms = 0;
    for (const Event &e : n.events) {
        if (e.type == Event::Type::DayNightChanged)
            designation = dayNightName(e.to);
        else if (e.type == Event::Type::PermanentTransformed)
            ++transforms;
        if (e.ruling > 0 && !rulings.contains(e.ruling))
            rulings.append(e.ruling);
    }
    std::sort(rulings.begin(), rulings.end());
    QStringList rulingList;
    for (int r : std::as_const(rulings))
        rulingList.append(QString::number(r));
    QVariantList variations;
    if (n.parent >= 0)
        for (int sibling : m_record->node(n.parent).children)
            if (sibling != node)
                variations.append(QVariantMap{{QStringLiteral("node"), sibling},
                                              {QStringLiteral("text"), recordNodeSummary(m_record->node(sibling))}});
    QString actor;
    if (node > 0)
        actor = actions::isSandbox(n.action.type) ? QStringLiteral("Editor") : nameOf(n.action.player);
    return {
        {NodeRole, node},
        {PlyRole, n.ply},
        {TurnRole, before.turnNumber},
        {StepRole, stepTitle(before.step)},
        {ActivePlayerRole, nameOf(before.activePlayer)},
        {SectionRole, QStringLiteral("Turn %1 \u00b7 %2").arg(before.turnNumber).arg(nameOf(before.activePlayer))},
        {NewStepRole, newStep},
        {ActorRole, actor},
        {TextRole, node == 0 ? QStringLiteral("The start") : recordNodeSummary(n)},
        {DesignationRole, designation},
        {RulingsRole, rulingList.join(QStringLiteral(", "))},
        {TransformsRole, transforms},
        {CurrentRole, node == m_record->current()},
        {FutureRole, n.ply > m_currentRow},
        {MainLineRole, n.ply < m_mainLineRows},
        {VariationsRole, variations},
        {VariationCountRole, int(variations.size())},
    };
}
