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
    /// Every line as [{"turn", "text", "rule", "ruling", "kind"}] (a problem report's log).
    QJsonArray toJson() const;

signals:
    void countChanged();

private:
    struct Line {
        QString text, rule, kind;
        int ruling = 0, turn = 0;
    };
    QList<Line> m_lines;
};
