#include "gametable.h"

#include "sessionlink.h"

using namespace rules;

GameTable::GameTable(SessionLink *session, QObject *parent)
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
    auto view = std::make_unique<Game>(m_session->cards(), project(m_session->state(), m_viewer));
    const Game *g = view.get();
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
    refreshCombatArrows(g->state(), selection);
    m_view = std::move(view);
}

void GameTable::setViewer(const Viewer &viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    emit viewerChanged();
}

bool GameTable::isHiddenCard(int cardId) const
{
    if (!m_view || cardId < 0 || cardId >= m_view->state().cards.size())
        return false;
    return m_view->state().cards[cardId].key == QLatin1String(kHiddenCardKey);
}

void GameTable::refreshCombatArrows(const GameState &s, const TableSelection &selection)
{
    auto arrow = [](int blocker, int attacker) {
        auto permanent = [](int id) { return QVariantMap{{QStringLiteral("kind"), QStringLiteral("permanent")}, {QStringLiteral("id"), id}}; };
        return QVariantMap{{QStringLiteral("kind"), QStringLiteral("arrow")}, {QStringLiteral("from"), permanent(blocker)},
                           {QStringLiteral("to"), permanent(attacker)}};
    };
    QVariantList arrows;
    for (const Permanent &p : s.battlefield)
        if (p.blocking > 0 && s.permanent(p.blocking))
            arrows.append(arrow(p.objectId, p.blocking));
    if (s.decision.kind == PendingDecision::Kind::DeclareBlockers)
        for (int i = 0; i + 1 < selection.pairs.size(); i += 2)
            arrows.append(arrow(selection.pairs[i], selection.pairs[i + 1]));
    if (arrows == m_combatArrows)
        return;
    m_combatArrows = arrows;
    emit combatArrowsChanged();
}

void GameTable::reset()
{
    m_players->reset();
}
