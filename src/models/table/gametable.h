// One viewer's board: the list models and states a table shows, read from a SessionLink.
#pragma once

#include "game.h"
#include "tablestate.h"
#include "visibility.h"
#include "zonemodels.h"

#include <QObject>
#include <QVariantList>
#include <memory>

class SessionLink;

/// What one table shows of the game a session holds: the players, the battlefield, the stack,
/// each seat's hand, graveyard and exile, the day/night designation and the turn. It reads the
/// position only through the session's interface (SessionLink::state() and cards()), never the
/// session's engine: a remote session serves it as well as the in-process one.
///
/// The table shows one viewer's projection of the position (rules::project(), CR 400.2): a card
/// the viewer may not see is in the hand models as a face-down card (CardZoneModel's hidden
/// role), with the counts of every zone kept.
///
/// The models ask the rules what the viewer may do (a card is playable, a permanent can be
/// chosen) of its own copy of the position (a rules::Game over state() and cards()), made anew
/// at each refresh().
class GameTable : public QObject
{
    Q_OBJECT
public:
    /// The models of the table that shows `session` (not owned; it must outlive the table).
    explicit GameTable(SessionLink *session, QObject *parent = nullptr);
    ~GameTable() override;

    PlayersModel *players() const { return m_players; }
    BattlefieldModel *battlefield() const { return m_battlefield; }
    StackModel *stack() const { return m_stack; }
    DayNightState *dayNight() const { return m_dayNight; }
    TurnState *turn() const { return m_turn; }
    /// The hand, graveyard or exile of seat 0..3; nullptr for another number. The models of
    /// seats not in the game are left as they were.
    CardZoneModel *hand(int seat) const { return m_hands.value(seat); }
    CardZoneModel *graveyard(int seat) const { return m_graveyards.value(seat); }
    CardZoneModel *exile(int seat) const { return m_exiles.value(seat); }
    /// Combat as the table draws it: one arrow from each blocker to the attacker it blocks
    /// (CR 509.1a), declared or being chosen (the selection's pairs), as
    /// [{kind: "arrow", from: {kind: "permanent", id: blocker}, to: {kind: "permanent", id: attacker}}]
    /// (the shape of a lesson's arrows); empty out of combat.
    QVariantList combatArrows() const { return m_combatArrows; }

    /// Reads `session` from now on (not owned; it must outlive the table or be replaced first):
    /// a network table switches to its remote session and back. Call refresh() after.
    void setSession(SessionLink *session) { m_session = session; }
    /// Whose eyes the table has: what refresh() reads is rules::project(state, viewer). A judge
    /// (the default) sees everything. Takes effect at the next refresh(); emits viewerChanged
    /// when it changes.
    void setViewer(const rules::Viewer &viewer);
    rules::Viewer viewer() const { return m_viewer; }
    /// Whether card `cardId` is one the viewer may not see in the position last refreshed: a
    /// face-down card of a hand model (its key is rules::kHiddenCardKey). False for an unknown id.
    bool isHiddenCard(int cardId) const;

    /// Re-reads the session's position (it must hold a game), as the viewer may see it, into every model and the combat
    /// arrows, marking what `selection` says the table's person has chosen so far for the
    /// pending decision.
    void refresh(const TableSelection &selection);
    /// Another game begins: the players model forgets the last game's players (no animation of
    /// their life from the old totals).
    void reset();

    /// The most seats a table shows.
    static constexpr int kMaxSeats = 4;

signals:
    void combatArrowsChanged();
    void viewerChanged();

private:
    /// combatArrows from the position's blocks and the blocks `selection` is choosing.
    void refreshCombatArrows(const rules::GameState &s, const TableSelection &selection);

    SessionLink *m_session;
    rules::Viewer m_viewer = rules::Viewer::judge();
    /// The position last read from the session, which the models keep pointing at until the
    /// next refresh().
    std::unique_ptr<rules::Game> m_view;
    PlayersModel *m_players;
    BattlefieldModel *m_battlefield;
    StackModel *m_stack;
    DayNightState *m_dayNight;
    TurnState *m_turn;
    QList<CardZoneModel *> m_hands, m_graveyards, m_exiles;
    QVariantList m_combatArrows;
};
