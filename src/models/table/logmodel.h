// The game log: one row per engine event worth reading, with its rule citation.
#pragma once

#include "event.h"

#include <QAbstractListModel>
#include <QJsonArray>
#include <QtQml/qqmlregistration.h>

/// Append-only log. Roles: text (the engine's sentence), rule ("CR 502.2" or ""), ruling (seed
/// ruling number, 0 if none), rulingText (that ruling's official words with its date and CR
/// paragraphs, "" if none), kind (Event::typeName, e.g. "permanentTransformed"), turn.
class LogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)
public:
    enum Role { Text = Qt::UserRole + 1, Rule, Ruling, RulingText, Kind, Turn };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Appends the events worth a log line (priority passes and step starts without news are
    /// left out to keep the log readable), in the engine's order.
    void append(const rules::Events &events, int turn);
    void clear();
    /// Removes the lines after the first `count` (undo takes back what they say).
    void truncate(int count);
    /// Appends one line that is not an engine event (e.g. "Undo: ...").
    void appendNote(const QString &text, int turn);
    /// The lines written so far, those held back by a batch included (rowCount() counts only
    /// the rows views were told of).
    int lineCount() const { return int(m_lines.size() + m_pending.size()); }
    /// Between beginBatch() and endBatch() (nested: the outermost pair counts), lines appended
    /// are held back and come in one insertion at the end: a view following the newest line
    /// lays out once instead of once per action (a long replay adds thousands). clear() and
    /// truncate() are not called meanwhile.
    void beginBatch() { ++m_batchDepth; }
    void endBatch();
    /// Every line as [{"turn", "text", "rule", "ruling", "kind"}] (a problem report's log).
    QJsonArray toJson() const;

signals:
    void countChanged();

private:
    struct Line {
        QString text, rule, kind;
        int ruling = 0, turn = 0;
    };
    /// Adds `lines` at the end, or holds them back during a batch.
    void add(const QList<Line> &lines);
    QList<Line> m_lines;
    QList<Line> m_pending;  ///< appended during a batch, not yet inserted
    int m_batchDepth = 0;
};
