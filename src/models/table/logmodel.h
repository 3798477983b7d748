// The game log: one row per engine event worth reading, with its rule citation.
#pragma once

#include "event.h"
#include "visibility.h"

#include <QAbstractListModel>
#include <QJsonArray>
#include <QtQml/qqmlregistration.h>

/// Append-only log. Roles: text (the engine's sentence), rule ("CR 502.2" or ""), ruling (seed
/// ruling number, 0 if none), rulingText (that ruling's official words with its date and CR
/// paragraphs, "" if none), kind (Event::typeName, e.g. "permanentTransformed"), turn.
///
/// It shows the events as its viewer may see them (rules::projectEvent(), CR 400.2: "Bob draws
/// a card." rather than the card's name). It keeps the engine's events, so a new viewer
/// (setViewer()) re-reads every line: the count lineCount() returns, and the one truncate()
/// takes, are of entries (events worth a line and notes), whatever the viewer.
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
    /// Whose eyes the log has (a judge, who sees every line, by default). A change re-reads every
    /// line (one model reset); nothing happens when it is the same viewer.
    void setViewer(const rules::Viewer &viewer);
    rules::Viewer viewer() const { return m_viewer; }
    /// Removes the entries after the first `count` (undo takes back what they say).
    void truncate(int count);
    /// Appends one line that is not an engine event (e.g. "Undo: ...").
    void appendNote(const QString &text, int turn);
    /// The entries written so far, those held back by a batch and those the viewer may not see
    /// included (rowCount() counts only the rows views were told of).
    int lineCount() const { return int(m_entries.size()); }
    /// Between beginBatch() and endBatch() (nested: the outermost pair counts), lines appended
    /// are held back and come in one insertion at the end: a view following the newest line
    /// lays out once instead of once per action (a long replay adds thousands). clear() and
    /// truncate() are not called meanwhile.
    void beginBatch() { ++m_batchDepth; }
    void endBatch();
    /// Every line the viewer sees as [{"turn", "text", "rule", "ruling", "kind"}] (a problem
    /// report's log).
    QJsonArray toJson() const;

signals:
    void countChanged();

private:
    struct Line {
        QString text, rule, kind;
        int ruling = 0, turn = 0;
        int entry = 0; ///< its index in m_entries
    };
    /// An event worth a line (as the engine made it, with its private part) or a note.
    struct Entry {
        rules::Event event;
        bool isNote = false;
        int turn = 0;
    };
    /// The line entry `index` shows to the viewer, if any.
    std::optional<Line> lineOf(int index) const;
    /// Adds `entries` at the end, and their lines unless a batch holds them back.
    void add(const QList<Entry> &entries);
    /// Inserts the lines of the entries from m_committed on.
    void commit();
    QList<Entry> m_entries;
    QList<Line> m_lines;    ///< the rows: the viewer's lines of the first m_committed entries
    int m_committed = 0;    ///< entries whose lines are rows (the others wait for endBatch())
    int m_batchDepth = 0;
    rules::Viewer m_viewer = rules::Viewer::judge();
};
