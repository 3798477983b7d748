// GameController: what the board editor (boardeditor.h) reaches the game through, and the
// position's names and legality the editor's panel shows with it.
#include "gamecontroller.h"

using namespace rules;

QStringList GameController::playerNames() const
{
    QStringList names;
    if (m_session->hasGame())
        for (const Player &p : m_session->game()->state().players)
            names.append(p.name);
    return names;
}

QString GameController::positionProblem() const
{
    return m_session->hasGame() ? m_session->game()->positionProblem() : QString();
}

const Game *GameController::editedGame() const
{
    return m_session->hasGame() ? m_session->game() : nullptr;
}

const CardDatabase &GameController::editPool() const
{
    return m_session->cards();
}

Result GameController::applyEdit(const Action &edit)
{
    return apply(edit);
}

void GameController::showEditStatus(const QString &text)
{
    setStatus(text);
}

bool GameController::refuseEdit(const QString &why)
{
    return refuse(why);
}
