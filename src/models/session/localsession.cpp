#include "localsession.h"

#include "statejson.h"

using namespace rules;

LocalSession::LocalSession(QObject *parent)
    : GameSession(parent)
{
}

LocalSession::~LocalSession() = default;

Result LocalSession::submit(const Action &action)
{
    if (!m_game)
        return Result{false, QStringLiteral("No game is running."), {}};
    Result r = m_game->apply(action);
    if (!r.accepted)
        return r;
    m_record.played(action, r.events, m_game->state());
    emit gameChanged(r.events);
    return r;
}

void LocalSession::startNew(const CardDatabase &cards, quint64 seed, const QList<PlayerSetup> &players, Game::Opening opening, Events *events)
{
    m_seed = seed;
    m_cards = cards;
    m_game = std::make_unique<Game>(m_cards, seed, players, events, opening);
    // Card ids as a load of the saved game will number them, so a replay file's ids match.
    m_game = std::make_unique<Game>(m_cards, reloaded(m_game->state(), m_cards));
    m_record = GameRecord(m_game->state(), *events);
    emit gameChanged({});
}

void LocalSession::startFrom(const CardDatabase &cards, const GameState &state, QHash<int, int> *cardIds)
{
    m_cards = cards;
    // Card ids as a load of the saved game will number them, so a replay file's ids match.
    m_game = std::make_unique<Game>(m_cards, reloaded(state, m_cards, cardIds));
    m_seed = state.seed;
    m_record = GameRecord(state);
    emit gameChanged({});
}

void LocalSession::restartRecord(const GameState &start, const Events &events)
{
    m_record = GameRecord(start, events);
}

void LocalSession::showCurrent()
{
    m_game = std::make_unique<Game>(m_cards, m_record.currentState());
    emit gameChanged({});
}
