#include "timelinemodel.h"

#include "actions.h"

#include <QVariantMap>

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

void TimelineModel::update(const GameRecord &record)
{
    m_record = &record;
    QList<int> line = record.path(record.current());
    line.append(record.continuation());
    m_rowOfNode.clear();
    m_rowOfNode.reserve(line.size());
    m_mainLine.clear();
    bool mainLine = true;
    for (int row = 0; row < line.size(); ++row) {
        m_rowOfNode.insert(line[row], row);
        const int parent = record.node(line[row]).parent;
        mainLine = mainLine && (parent < 0 || record.node(parent).children.first() == line[row]);
        if (mainLine)
            m_mainLine.insert(line[row]);
    }
    const int currentRow = m_rowOfNode.value(record.current(), -1);
    const bool moved = currentRow != m_currentRow;
    m_currentRow = currentRow;
    sync(line);
    if (moved)
        emit currentRowChanged();
}

void TimelineModel::clear()
{
    m_record = nullptr;
    m_rowOfNode.clear();
    m_mainLine.clear();
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
    const int row = m_rowOfNode.value(node, -1);
    bool newStep = true;
    if (row > 0 && n.parent >= 0) {
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
        {FutureRole, row > m_rowOfNode.value(m_record->current(), -1)},
        {MainLineRole, m_mainLine.contains(node)},
        {VariationsRole, variations},
        {VariationCountRole, int(variations.size())},
    };
}
