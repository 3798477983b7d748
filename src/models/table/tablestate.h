// Small state objects the table binds to: the day/night indicator and the turn.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace rules {
class Game;
}

/// The game's day/night designation for the indicator.
class DayNightState : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    /// "neither", "day" or "night" (CR 730.1).
    Q_PROPERTY(QString designation READ designation NOTIFY designationChanged FINAL)
    /// What happens at the next untap step and what would change it (counts the active
    /// player's spells this turn), e.g. "Bob has cast 1 spell this turn: ...". While held
    /// (a lesson has a question still to answer), a line saying so instead: the forecast states
    /// the answer of the questions about day and night.
    Q_PROPERTY(QString forecast READ forecast NOTIFY forecastChanged FINAL)
public:
    using QObject::QObject;
    QString designation() const { return m_designation; }
    QString forecast() const
    {
        return m_forecastHeld ? QStringLiteral("The forecast is shown once the lesson's questions are answered.") : m_forecast;
    }
    void refresh(const rules::Game &game);
    /// Holds the forecast back (true) or shows it again (false).
    void setForecastHeld(bool held)
    {
        if (held != m_forecastHeld) {
            m_forecastHeld = held;
            emit forecastChanged();
        }
    }

signals:
    void designationChanged();
    void forecastChanged();

private:
    QString m_designation = QStringLiteral("neither");
    QString m_forecast;
    bool m_forecastHeld = false;
};

/// Turn, step and priority, plus any pending decision.
class TurnState : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY changed FINAL)
    Q_PROPERTY(int activePlayer READ activePlayer NOTIFY changed FINAL)
    Q_PROPERTY(QString activePlayerName READ activePlayerName NOTIFY changed FINAL)
    /// Machine name of the step: "untap" ... "cleanup" (rules::stepName).
    Q_PROPERTY(QString step READ step NOTIFY changed FINAL)
    /// -1 while nobody has priority, and once the game is over.
    Q_PROPERTY(int priorityPlayer READ priorityPlayer NOTIFY changed FINAL)
    /// "" while nobody has priority, and once the game is over.
    Q_PROPERTY(QString priorityPlayerName READ priorityPlayerName NOTIFY changed FINAL)
    /// What passing priority does now, e.g. "Pass: resolve Play with Fire".
    Q_PROPERTY(QString passText READ passText NOTIFY changed FINAL)
    /// The question of a pending decision, "" if none.
    Q_PROPERTY(QString decisionPrompt READ decisionPrompt NOTIFY changed FINAL)
    /// "discard" (to hand size, or looting), "legendRule", "declareAttackers", "declareBlockers",
    /// "chooseAnyNumber", "chooseTarget", "chooseOption" or "" (no decision).
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY changed FINAL)
    Q_PROPERTY(int decisionPlayer READ decisionPlayer NOTIFY changed FINAL)
    /// For "chooseOption": what each option says, e.g. ["{R}", "{G}"] or ["Keep Forest on top", ...].
    Q_PROPERTY(QStringList decisionLabels READ decisionLabels NOTIFY changed FINAL)
    /// Step names this turn skips (e.g. "declareBlockers" with no attackers, CR 508.8).
    Q_PROPERTY(QStringList skippedSteps READ skippedSteps NOTIFY changed FINAL)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed FINAL)
    /// "Alice wins the game." when over.
    Q_PROPERTY(QString result READ result NOTIFY changed FINAL)
public:
    using QObject::QObject;
    int turnNumber() const { return m_turnNumber; }
    int activePlayer() const { return m_activePlayer; }
    QString activePlayerName() const { return m_activePlayerName; }
    QString step() const { return m_step; }
    int priorityPlayer() const { return m_priorityPlayer; }
    QString priorityPlayerName() const { return m_priorityPlayerName; }
    QString passText() const { return m_passText; }
    QString decisionPrompt() const { return m_decisionPrompt; }
    QString decisionKind() const { return m_decisionKind; }
    int decisionPlayer() const { return m_decisionPlayer; }
    QStringList decisionLabels() const { return m_decisionLabels; }
    bool gameOver() const { return m_gameOver; }
    QStringList skippedSteps() const { return m_skippedSteps; }
    QString result() const { return m_result; }
    void refresh(const rules::Game &game);

signals:
    void changed();

private:
    int m_turnNumber = 0, m_activePlayer = 0, m_priorityPlayer = -1, m_decisionPlayer = -1;
    QString m_activePlayerName, m_step, m_priorityPlayerName, m_passText, m_decisionPrompt, m_decisionKind, m_result;
    bool m_gameOver = false;
    QStringList m_skippedSteps;
    QStringList m_decisionLabels;
};
