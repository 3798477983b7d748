#include "tablestate.h"

#include "game.h"
#include "statejson.h"

#include <tuple>

using namespace rules;

void DayNightState::refresh(const Game &game)
{
    const QString d = dayNightName(game.state().designation);
    if (d != m_designation) {
        m_designation = d;
        emit designationChanged();
    }
    const QString f = game.forecast();
    if (f != m_forecast) {
        m_forecast = f;
        emit forecastChanged();
    }
}

void TurnState::refresh(const Game &game)
{
    const GameState &s = game.state();
    auto name = [&](int p) { return p >= 0 && p < s.players.size() ? s.players[p].name : QString(); };
    // The names state files use (statejson.h); both kinds of discard are one thing at the table.
    QString kind;
    for (const auto &k : decisionKindNames())
        if (k.first == s.decision.kind)
            kind = k.second;
    if (kind == QLatin1String("discardCards"))
        kind = QStringLiteral("discard");
    const QString result = !s.gameOver ? QString()
        : s.winner >= 0 ? QStringLiteral("%1 wins the game.").arg(name(s.winner)) : QStringLiteral("The game is a draw.");
    const auto snapshot = std::make_tuple(m_turnNumber, m_activePlayer, m_activePlayerName, m_step, m_priorityPlayer,
                                          m_priorityPlayerName, m_passText, m_decisionPrompt, m_decisionKind, m_decisionPlayer, m_gameOver, m_result);
    m_turnNumber = s.turnNumber;
    m_activePlayer = s.activePlayer;
    m_activePlayerName = name(s.activePlayer);
    m_step = stepName(s.step);
    m_priorityPlayer = s.gameOver ? -1 : s.priorityPlayer;
    m_priorityPlayerName = s.gameOver ? QString() : name(s.priorityPlayer); // nobody acts once the game is over
    m_passText = game.passDescription();
    m_decisionPrompt = s.decision.prompt;
    m_decisionKind = kind;
    m_decisionPlayer = s.decision.player;
    m_gameOver = s.gameOver;
    m_result = result;
    QStringList skipped;
    for (Step st : game.skippedSteps())
        skipped.append(stepName(st));
    const bool skippedChanged = skipped != m_skippedSteps || s.decision.labels != m_decisionLabels;
    m_skippedSteps = skipped;
    m_decisionLabels = s.decision.labels;
    if (skippedChanged || snapshot != std::make_tuple(m_turnNumber, m_activePlayer, m_activePlayerName, m_step, m_priorityPlayer,
                                    m_priorityPlayerName, m_passText, m_decisionPrompt, m_decisionKind, m_decisionPlayer, m_gameOver, m_result))
        emit changed();
}
