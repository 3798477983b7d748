#include "logmodel.h"

#include <QJsonObject>
#include <utility>

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
    QList<Line> lines;
    for (const auto &e : events) {
        if (e.type == T::PriorityPassed || e.type == T::LibraryShuffled)
            continue;
        if (e.type == T::StepBegan && e.text.contains(QLatin1String("Untap step")))
            continue;
        lines.append({e.text, e.rule, rules::Event::typeName(e.type), e.ruling, turn});
    }
    add(lines);
}

void LogModel::add(const QList<Line> &lines)
{
    if (m_batchDepth > 0) {
        m_pending += lines;
        return;
    }
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
    add(std::exchange(m_pending, {}));
}

void LogModel::clear()
{
    Q_ASSERT(m_pending.isEmpty());
    if (m_lines.isEmpty())
        return;
    beginResetModel();
    m_lines.clear();
    endResetModel();
    emit countChanged();
}

void LogModel::appendNote(const QString &text, int turn)
{
    add({{text, QString(), QStringLiteral("note"), 0, turn}});
}

void LogModel::truncate(int count)
{
    Q_ASSERT(m_pending.isEmpty());
    if (count < 0 || count >= m_lines.size())
        return;
    beginRemoveRows({}, count, int(m_lines.size()) - 1);
    m_lines.resize(count);
    endRemoveRows();
    emit countChanged();
}

QJsonArray LogModel::toJson() const
{
    QJsonArray lines;
    for (const Line &l : m_lines + m_pending)
        lines.append(QJsonObject{{QStringLiteral("turn"), l.turn}, {QStringLiteral("text"), l.text}, {QStringLiteral("rule"), l.rule},
                                 {QStringLiteral("ruling"), l.ruling}, {QStringLiteral("kind"), l.kind}});
    return lines;
}
