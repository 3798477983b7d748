#include "gametable.h"

#include "gamesession.h"

GameTable::GameTable(GameSession *session, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_players(new PlayersModel(this)),
      m_battlefield(new BattlefieldModel(this)),
      m_stack(new StackModel(this)),
      m_dayNight(new DayNightState(this)),
      m_turn(new TurnState(this))
{
    for (int i = 0; i < kMaxSeats; ++i) {
        m_hands.append(new CardZoneModel(i, CardZoneModel::Zone::Hand, this));
        m_graveyards.append(new CardZoneModel(i, CardZoneModel::Zone::Graveyard, this));
        m_exiles.append(new CardZoneModel(i, CardZoneModel::Zone::Exile, this));
    }
}

GameTable::~GameTable() = default;

void GameTable::refresh(const TableSelection &selection)
{
    // The models keep pointing at the old copy until each has read the new one.
    auto view = std::make_unique<rules::Game>(m_session->cards(), m_session->state());
    const rules::Game *g = view.get();
    m_battlefield->refresh(g, selection);
    m_players->refresh(g, selection);
    m_stack->refresh(g, selection);
    for (int i = 0; i < kMaxSeats; ++i) {
        if (i < g->state().players.size()) {
            m_hands[i]->refresh(g, selection);
            m_graveyards[i]->refresh(g, selection);
            m_exiles[i]->refresh(g);
        }
    }
    m_dayNight->refresh(*g);
    m_turn->refresh(*g);
    m_view = std::move(view);
}

void GameTable::reset()
{
    m_players->reset();
}
