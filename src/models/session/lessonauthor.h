// LessonAuthor: writes a lesson from the game on the table (Learn > New lesson from this game),
// as lichess writes a study from a game: each step is a point of the game record, with its
// caption, an optional question, highlights and arrows picked on the table, and a "what if"
// taken from a variation of the record. The lesson is saved as one scenario file (format:
// tests/scenarios/README.md, "Lessons"): the record's start as `state`, each step's actions as
// the record wrote them (ids against the start, as File > Save game writes them). Before it is
// written the file is read back with the same loader and played to its end (as
// `daynight --headless --scenario FILE` does), so a saved lesson always opens.
// The panel: qml/LessonAuthorPanel.qml.
#pragma once

#include "gamecontroller.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class LessonAuthor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    /// The table whose game record the lesson is written from (required).
    Q_PROPERTY(GameController *controller READ controller WRITE setController NOTIFY controllerChanged FINAL)
    /// The lesson's title ("title"; also the file's "name"). Not blank when saved.
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY lessonChanged FINAL)
    /// The seed ruling it teaches, 1 to 12, or 0 for none (then a cite is needed).
    Q_PROPERTY(int ruling READ ruling WRITE setRuling NOTIFY lessonChanged FINAL)
    /// One source it cites ("cites"), e.g. "CR 702.145f" and its words; "" for none.
    Q_PROPERTY(QString citeSource READ citeSource WRITE setCiteSource NOTIFY lessonChanged FINAL)
    Q_PROPERTY(QString citeText READ citeText WRITE setCiteText NOTIFY lessonChanged FINAL)
    /// The steps, in order, each a map {node (record node), where ("Turn 3 · Precombat main ·
    /// night"), actions (how many actions it plays), caption, after, question ({text, choices,
    /// answer, explanation} or an empty map), highlights (list of strings, in words), whatIf
    /// ({node, label, mainLabel, actions} or an empty map)}.
    Q_PROPERTY(QVariantList steps READ steps NOTIFY lessonChanged FINAL)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY lessonChanged FINAL)
    /// The step being edited (-1 when there is none); clicks on the table add to its highlights.
    Q_PROPERTY(int selected READ selected WRITE setSelected NOTIFY selectedChanged FINAL)
    /// What a click on the table does: "" (plays as usual), "highlight" (highlights what is
    /// clicked), "arrow" (the first click is an arrow's start, the second its end).
    Q_PROPERTY(QString picking READ picking WRITE setPicking NOTIFY pickingChanged FINAL)
    /// An arrow's start was clicked; the next click ends it.
    Q_PROPERTY(bool arrowStarted READ arrowStarted NOTIFY pickingChanged FINAL)
    /// Why the last change or save was refused, in one sentence; "" after a success.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged FINAL)
    /// The file last saved ("" before).
    Q_PROPERTY(QString file READ file NOTIFY fileChanged FINAL)

public:
    explicit LessonAuthor(QObject *parent = nullptr);

    GameController *controller() const { return m_controller; }
    void setController(GameController *controller);
    QString title() const { return m_title; }
    void setTitle(const QString &title);
    int ruling() const { return m_ruling; }
    void setRuling(int ruling);
    QString citeSource() const { return m_citeSource; }
    void setCiteSource(const QString &source);
    QString citeText() const { return m_citeText; }
    void setCiteText(const QString &text);
    QVariantList steps() const;
    int stepCount() const { return int(m_steps.size()); }
    int selected() const { return m_selected; }
    void setSelected(int index);
    QString picking() const { return m_picking; }
    void setPicking(const QString &mode);
    bool arrowStarted() const { return !m_arrowFrom.isEmpty(); }
    QString problem() const { return m_problem; }
    QString file() const { return m_file; }

    /// Forgets the lesson being written (no steps, no title).
    Q_INVOKABLE void reset();
    /// Adds a step at record node `node` (-1: the point the table shows) after the last step and
    /// selects it. It must lie on the line of the last step's point, at or after it (the step
    /// plays the actions between them). False with `problem` otherwise.
    Q_INVOKABLE bool addStep(int node = -1);
    /// Removes step `index` (the next step then plays its actions too).
    Q_INVOKABLE bool removeStep(int index);
    /// Step `index`'s caption (what to watch) and "after" caption (shown once its question is
    /// answered, or its outcome is on the table; "" for none).
    Q_INVOKABLE bool setCaption(int index, const QString &caption);
    Q_INVOKABLE bool setAfter(int index, const QString &after);
    /// Asks a question before step `index`'s actions: `text`, two or more `choices` (blank ones
    /// dropped), the right one `answer` (0-based) and why (`explanation`). The step must play
    /// actions (they show the outcome). False with `problem` otherwise.
    Q_INVOKABLE bool setQuestion(int index, const QString &text, const QStringList &choices, int answer, const QString &explanation);
    Q_INVOKABLE bool clearQuestion(int index);
    /// The highlight targets of what is on the table now, as a lesson writes them:
    /// {"permanent": key, "controller": name} for permanent `objectId`, {"player": name} for seat
    /// `seat`, {"indicator": true}. An empty map when there is no such thing.
    Q_INVOKABLE QVariantMap permanentTarget(int objectId) const;
    Q_INVOKABLE QVariantMap playerTarget(int seat) const;
    Q_INVOKABLE QVariantMap indicatorTarget() const { return {{QStringLiteral("indicator"), true}}; }
    /// A click on the table while picking: highlights `target` on the selected step, or starts
    /// or ends an arrow. False (with `problem`) with no step selected or an empty target.
    Q_INVOKABLE bool pick(const QVariantMap &target);
    /// Adds a highlight target, or an arrow between two targets, to step `index`.
    Q_INVOKABLE bool addHighlight(int index, const QVariantMap &target);
    Q_INVOKABLE bool addArrow(int index, const QVariantMap &from, const QVariantMap &to);
    Q_INVOKABLE bool clearHighlights(int index);
    /// The variations of the record a "what if" of step `index` can show: the end of each line
    /// that leaves the step's own line between its start and its point, as maps {node, label}.
    Q_INVOKABLE QVariantList variations(int index) const;
    /// Step `index`'s "what if": the actions from the step's start to record node `node` (one of
    /// variations()), with the two outcomes' labels. False with `problem` otherwise.
    Q_INVOKABLE bool setWhatIf(int index, int node, const QString &label, const QString &mainLabel);
    Q_INVOKABLE bool clearWhatIf(int index);

    /// The lesson as a scenario file's JSON (what save() writes).
    QJsonObject lessonJson() const;
    /// The same, as indented text.
    Q_INVOKABLE QString lessonText() const;
    /// Where save() writes by default: the user's lessons folder (Learn lists it) and a name made
    /// from the title ("immerwolf-holds-the-night.json").
    Q_INVOKABLE QString suggestedFile() const;
    /// Checks the lesson (read back by the loader, played to its end with every step's and
    /// what-if's expectations), then writes it to `fileOrUrl` (a path or file: URL; "" for
    /// suggestedFile()), making the folder if needed. False with `problem` (the loader's error,
    /// a failed expectation, or why the file cannot be written); nothing is written then.
    Q_INVOKABLE bool save(const QString &fileOrUrl = QString());
    /// Opens the file last saved as a lesson on the table (GameController.lesson.open).
    Q_INVOKABLE bool play();

signals:
    void controllerChanged();
    void lessonChanged();
    void selectedChanged();
    void pickingChanged();
    void problemChanged();
    void fileChanged();

private:
    struct Step {
        int node = 0;
        QString caption;
        QString after;
        bool hasQuestion = false;
        QString question;
        QStringList choices;
        int answer = 0;
        QString explanation;
        QJsonArray highlights;
        int whatIfNode = -1;
        QString whatIfLabel;
        QString mainLabel;
    };
    bool fail(const QString &why);
    bool succeed();
    bool validStep(int index);
    /// The node step `index` starts from: the point of the step before, or the record's start.
    int startOf(int index) const { return index == 0 ? 0 : m_steps[index - 1].node; }
    /// The actions from record node `from` to its descendant `to`, as the record writes them.
    QJsonArray actionsBetween(int from, int to) const;
    QString describe(const QJsonObject &target) const;
    void changed();

    QPointer<GameController> m_controller;
    QString m_title;
    int m_ruling = 0;
    QString m_citeSource;
    QString m_citeText;
    QList<Step> m_steps;
    int m_selected = -1;
    QString m_picking;
    QJsonObject m_arrowFrom;
    QString m_problem;
    QString m_file;
};
