#include "logmodel.h"

#include <QJsonObject>

#include "rulings.h"

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Line &l = m_lines[index.row()];
    switch (role) {
    case Text: return l.text;
    case Rule: return l.rule;
    case Ruling: return l.ruling;
    case RulingText: {
        const rules::Ruling *r = rules::RulingsRegistry::builtIn().find(l.ruling);
        return r ? QStringLiteral("Ruling %1 (%2): %3\nRests on %4.").arg(r->id).arg(r->date, r->text, r->rules.join(QStringLiteral(", "))) : QString();
    }
    case Kind: return l.kind;
    case Turn: return l.turn;
    default: return {};
    }
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    return {{Text, "text"}, {Rule, "rule"}, {Ruling, "ruling"}, {RulingText, "rulingText"}, {Kind, "kind"}, {Turn, "turn"}};
}

void LogModel::append(const rules::Events &events, int turn)
{
    using T = rules::Event::Type;
    QList<Entry> entries;
    for (const auto &e : events) {
        if (e.type == T::PriorityPassed || e.type == T::LibraryShuffled)
            continue;
        if (e.type == T::StepBegan && e.text.contains(QLatin1String("Untap step")))
            continue;
        entries.append({e, false, turn});
    }
    add(entries);
}

std::optional<LogModel::Line> LogModel::lineOf(int index) const
{
    const Entry &en = m_entries[index];
    if (en.isNote)
        return Line{en.event.text, QString(), QStringLiteral("note"), 0, en.turn, index};
    const std::optional<rules::Event> e = rules::projectEvent(en.event, m_viewer);
    if (!e)
        return std::nullopt;
    return Line{e->text, e->rule, rules::Event::typeName(e->type), e->ruling, en.turn, index};
}

void LogModel::add(const QList<Entry> &entries)
{
    m_entries += entries;
    if (m_batchDepth == 0)
        commit();
}

void LogModel::commit()
{
    QList<Line> lines;
    for (int i = m_committed; i < m_entries.size(); ++i)
        if (std::optional<Line> l = lineOf(i))
            lines.append(*l);
    m_committed = int(m_entries.size());
    if (lines.isEmpty())
        return;
    beginInsertRows({}, int(m_lines.size()), int(m_lines.size() + lines.size()) - 1);
    m_lines += lines;
    endInsertRows();
    emit countChanged();
}

void LogModel::endBatch()
{
    Q_ASSERT(m_batchDepth > 0);
    if (--m_batchDepth > 0)
        return;
    commit();
}

void LogModel::setViewer(const rules::Viewer &viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    QList<Line> lines;
    for (int i = 0; i < m_committed; ++i)
        if (std::optional<Line> l = lineOf(i))
            lines.append(*l);
    beginResetModel();
    m_lines = lines;
    endResetModel();
    emit countChanged();
}

void LogModel::clear()
{
    Q_ASSERT(m_committed == m_entries.size());
    m_entries.clear();
    m_committed = 0;
    if (m_lines.isEmpty())
        return;
    beginResetModel();
    m_lines.clear();
    endResetModel();
    emit countChanged();
}

void LogModel::appendNote(const QString &text, int turn)
{
    rules::Event note;
    note.text = text;
    add({{note, true, turn}});
}

void LogModel::truncate(int count)
{
    Q_ASSERT(m_committed == m_entries.size());
    if (count < 0 || count >= m_entries.size())
        return;
    m_entries.resize(count);
    m_committed = count;
    int keep = 0;
    while (keep < m_lines.size() && m_lines[keep].entry < count)
        ++keep;
    if (keep == m_lines.size())
        return;
    beginRemoveRows({}, keep, int(m_lines.size()) - 1);
    m_lines.resize(keep);
    endRemoveRows();
    emit countChanged();
}

QJsonArray LogModel::toJson() const
{
    QJsonArray lines;
    for (int i = 0; i < m_entries.size(); ++i)
        if (const std::optional<Line> l = lineOf(i))
            lines.append(QJsonObject{{QStringLiteral("turn"), l->turn}, {QStringLiteral("text"), l->text}, {QStringLiteral("rule"), l->rule},
                                     {QStringLiteral("ruling"), l->ruling}, {QStringLiteral("kind"), l->kind}});
    return lines;
}
