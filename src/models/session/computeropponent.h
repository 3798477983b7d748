// The computer at the table (issue 13): plays the seats the new-game dialog or `--ai` gave it,
// thinking on a worker thread so the table stays responsive.
#pragma once

#include "searchplayer.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <memory>

class GameController;

/// Drives every computer seat of the controller's game. Whenever the position changes and the
/// seat that must act (ai::actingPlayer(): the pending decision's player, else the priority
/// holder) is a computer's, it copies the position, asks ai::SearchPlayer on a worker thread
/// (QtConcurrent) within budgetMs, waits until paceMs has passed since it began (so a person can
/// follow), checks that the position is still the one it thought about, and plays the action
/// through GameController like a click would (the log says it; a decision with more than one
/// candidate adds one line of what it weighed). It does not act in a lesson, the board editor,
/// a position that is not legal, a finished game, or at a point reached by undo, redo or a jump
/// in the record until resume() (the main button: "Let Bob play").
class ComputerOpponent : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    /// True from the moment the computer starts on a decision until its action is played (or
    /// thrown away because the position changed).
    Q_PROPERTY(bool thinking READ thinking NOTIFY stateChanged FINAL)
    /// The computer seat that acts or waits now (0..3), -1 when no computer seat must act.
    Q_PROPERTY(int seat READ seat NOTIFY stateChanged FINAL)
    /// One line for the status bar and the main button: "Bob is thinking…", "Bob (the computer)
    /// waits: you went back in the game record. Space lets Bob play from here."; "" when no
    /// computer seat must act.
    Q_PROPERTY(QString status READ status NOTIFY stateChanged FINAL)
    /// True when a computer seat must act but waits for resume(): after undo, redo or a jump,
    /// and after the engine refused its action.
    Q_PROPERTY(bool held READ held NOTIFY stateChanged FINAL)
    /// Wall-clock cap per decision in milliseconds, 100 to 10000 (default 1000; Preferences keeps
    /// it). The search also stops after SearchOptions::iterations, whichever comes first.
    Q_PROPERTY(int budgetMs READ budgetMs WRITE setBudgetMs NOTIFY budgetMsChanged FINAL)
    /// The least time in milliseconds from the start of a decision to its action on the table,
    /// 0 to 5000 (default 700; a lone pass waits a third of it). Preferences keeps it.
    Q_PROPERTY(int paceMs READ paceMs WRITE setPaceMs NOTIFY paceMsChanged FINAL)
    /// The judge's view (View > Show the computer's reasoning, off by default and not
    /// remembered): the line of what it weighed, and why an action of its was refused, name the
    /// cards only its seat sees (its hand, the top of its library), marked with judgeViewMark().
    /// Off, they name only cards every seat may see (choiceText()).
    Q_PROPERTY(bool judgeView READ judgeView WRITE setJudgeView NOTIFY judgeViewChanged FINAL)
public:
    static constexpr int kMinBudgetMs = 100, kMaxBudgetMs = 10000, kMaxPaceMs = 5000;
    explicit ComputerOpponent(GameController *controller);
    ~ComputerOpponent() override;

    bool thinking() const { return m_thinking; }
    int seat() const { return m_seat; }
    QString status() const { return m_status; }
    bool held() const { return m_held; }
    int budgetMs() const { return m_options.budgetMs; }
    /// Clamped to kMinBudgetMs..kMaxBudgetMs.
    void setBudgetMs(int ms);
    int paceMs() const { return m_paceMs; }
    /// Clamped to 0..kMaxPaceMs.
    void setPaceMs(int ms);
    /// The search's settings (iterations, horizon...). A budgetMs of 0 in `options` turns the time
    /// cap off (deterministic tests); any other value leaves budgetMs as it is.
    void setSearchOptions(const ai::SearchOptions &options);
    bool judgeView() const { return m_judgeView; }
    void setJudgeView(bool on);
    /// "[Judge's view: Bob's hidden cards shown]": the mark before every line that names a card
    /// only computer seat `seatName` sees.
    static QString judgeViewMark(const QString &seatName);
    /// One choice the computer weighed, in words that tell the choices apart ("attack with Wolf,
    /// Hound Tamer", "Brimstone Vandal blocks Wolf", "cast Play with Fire targeting Alice"): what
    /// the action `a` of `game`'s position is, not the log line it would write. Without
    /// `judgeView` it names only cards every seat may see (none in a hand or a library, CR
    /// 400.2): a spell or land from its hand is "cast a card from its hand" / "play a land from
    /// its hand" (with no X or targets), a discard "discard a card from its hand", a scry or
    /// surveil "keep the top card on top", the top six "take a creature card from the top 6".
    static QString choiceText(const rules::Game &game, const rules::Action &a, bool judgeView);
    /// Lets a held computer seat play from the point shown. False when none is held.
    Q_INVOKABLE bool resume();
    /// The record was walked (undo, redo, a jump): a computer seat that must act at the point
    /// shown waits for resume() instead of playing a new line over the one walked (held()).
    void hold();
    /// Blocks until the worker thread's current decision, if any, is finished (its result is
    /// still applied later, through the event loop). For shutdown and tests.
    void waitForWorker();

signals:
    void stateChanged();
    void budgetMsChanged();
    void paceMsChanged();
    void judgeViewChanged();
    /// The computer played `text` (the action's first log line) for `seat`.
    void acted(int seat, const QString &text);

private:
    /// What the worker thread hands back.
    struct Thought {
        rules::Action action;
        QString weighed;    ///< "weighed 3 choices in 0.8 s: ..." ("" for a lone candidate)
        int candidates = 0;
    };
    static Thought think(const ai::SearchPlayer &player, const rules::CardDatabase &db, const rules::GameState &state, int seat, quint64 seed,
                         bool judgeView);
    /// Looks at the position shown: starts thinking for a computer seat that must act, else
    /// says why not (status).
    void consider();
    void scheduleConsider();
    void thoughtReady();
    void play();
    /// The computer seat that must act now, or -1 (no game, a person's seat, a lesson, the
    /// board editor, an illegal position, the game is over).
    int seatToAct() const;
    void setState(bool thinking, int seat, const QString &status);

    GameController *m_controller;
    ai::SearchOptions m_options;
    int m_paceMs = 700;
    bool m_judgeView = false;
    bool m_thinking = false;
    bool m_held = false;
    int m_seat = -1;
    QString m_status;
    quint64 m_generation = 0;       ///< counts the controller's history changes
    quint64 m_thoughtGeneration = 0; ///< m_generation when the current decision began
    int m_retries = 0;              ///< refused actions at this point: mixed into the seed
    QElapsedTimer m_clock;          ///< since the current decision began
    QFutureWatcher<Thought> m_watcher;
    Thought m_thought;              ///< the decision waiting for its pace
    QTimer m_considerTimer;         ///< coalesces the signals of one change into one look
    QTimer m_paceTimer;
};
