// List models over the engine's zones: battlefield, a player's hand/graveyard/exile, the stack.
#pragma once

#include "syncedlistmodel.h"

#include <QtQml/qqmlregistration.h>

namespace rules {
class Game;
}

/// What the table is choosing for a pending decision: permanents clicked so far.
struct TableSelection {
    QList<int> pairs;       ///< attackers: (creature, defending player); blockers: (blocker, attacker)
    QList<int> chosen;      ///< "any number" choices
    int pendingBlocker = -1;///< blocker clicked, waiting for the attacker it blocks
    QList<int> targetable;  ///< while choosing targets: legal choices for the next one
    QList<int> targets;     ///< targets chosen so far
    QList<int> handChoices; ///< cards of a hand clicked for a discard or the bottom (CR 103.5), in order
};

/// Every permanent on the battlefield, in the order they entered. Filter per player with
/// PlayerFilterModel. Roles: objectId, controller (player index), cardKey, frontFace, backFace
/// (FaceView maps; backFace is null for single-faced cards), backFaceUp, tapped, damage,
/// isLand, summoningSick, selectable (it can be chosen for the pending decision), selected
/// (chosen so far), combatText ("attacks Bob", "blocks Wolf", "" out of combat), ptText
/// (current power/toughness after effects, "" for non-creatures).
class BattlefieldModel : public SyncedListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
public:
    enum Role { ObjectId = Qt::UserRole + 1, Controller, CardKey, FrontFace, BackFace, BackFaceUp, Tapped, Damage, IsLand,
                SummoningSick, Selectable, Selected, CombatText, PtText };
    explicit BattlefieldModel(QObject *parent = nullptr);
    /// Re-reads the battlefield of `game` (not owned; must outlive the next refresh) with the
    /// table's current selection for a pending decision.
    void refresh(const rules::Game *game, const TableSelection &selection = {});

protected:
    QHash<int, QVariant> rowData(int objectId) const override;

private:
    const rules::Game *m_game = nullptr;
    TableSelection m_selection;
};

/// One player's hand, graveyard or exile, as card ids in zone order. Roles: cardId, owner,
/// frontFace, backFace, isLand, playable (the priority holder may play or cast it now),
/// whyNot (the reason it cannot, "" if playable), fromGraveyard (a hand model also lists the
/// graveyard cards that have flashback, CR 702.34), needsX (its cost has {X}), manaValue (of
/// its front face, CR 202.3; HandOrderModel sorts by it), targetable (a graveyard's card that
/// can be chosen as the target being picked, CR 115.1), chosen (a hand's card clicked for the
/// pending discard or bottom choice: its place in the order clicked, 1 first; 0 if not),
/// hidden (a card the table's viewer may not see, CR 400.2: a face-down card with no faces,
/// name or rules text, never playable; its whyNot says why it cannot be clicked).
class CardZoneModel : public SyncedListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
public:
    enum class Zone { Hand, Graveyard, Exile };
    enum Role { CardId = Qt::UserRole + 1, Owner, FrontFace, BackFace, IsLand, Playable, WhyNot, FromGraveyard, NeedsX, ManaValue, Targetable, Chosen, Hidden };
    CardZoneModel(int player, Zone zone, QObject *parent = nullptr);
    /// Re-reads the zone of `game` (not owned; must outlive the next refresh); `selection` says
    /// which cards may be chosen as a target now.
    void refresh(const rules::Game *game, const TableSelection &selection = {});
    /// Whether any row is playable now (read from the rows, no new rules queries).
    bool anyPlayable() const;
    /// The refusal for a click on a hidden card (CR 400.2), also its whyNot.
    static QString hiddenCardRefusal();

protected:
    QHash<int, QVariant> rowData(int cardId) const override;

private:
    int m_player;
    Zone m_zone;
    const rules::Game *m_game = nullptr;
    QList<int> m_targetable; ///< target codes that may be chosen now
    QList<int> m_chosen;     ///< TableSelection::handChoices
};

/// The stack, top first. Roles: objectId, name, controllerName, face (FaceView map of the face
/// the object shows: a spell is front face up, CR 712.8c; an ability shows the face of its
/// source that made it, day or night), isAbility, text (an ability's words), targets (its
/// targets' names joined by ", ", CR 115; "" for none), targetable (it can be chosen as the
/// target being picked, e.g. by Syncopate).
class StackModel : public SyncedListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
public:
    enum Role { ObjectId = Qt::UserRole + 1, Name, ControllerName, Face, IsAbility, Text, Targets, Targetable };
    explicit StackModel(QObject *parent = nullptr);
    void refresh(const rules::Game *game, const TableSelection &selection = {});

protected:
    QHash<int, QVariant> rowData(int objectId) const override;

private:
    QString targetNames(const QList<int> &targets) const;
    const rules::Game *m_game = nullptr;
    TableSelection m_selection;
};

/// The players. Roles: playerIndex, name, life, libraryCount, handCount, graveyardCount,
/// exileCount, manaPool (e.g. "{G}{G}"), isActive, hasPriority, hasLost, spellsThisTurn,
/// targetable (the player can be chosen as the target being picked).
class PlayersModel : public SyncedListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
public:
    enum Role { PlayerIndex = Qt::UserRole + 1, Name, Life, LibraryCount, HandCount, GraveyardCount, ExileCount, ManaPool, IsActive, HasPriority, HasLost, SpellsThisTurn, Targetable };
    explicit PlayersModel(QObject *parent = nullptr);
    void refresh(const rules::Game *game, const TableSelection &selection = {});
    void reset() { clearRows(); }

protected:
    QHash<int, QVariant> rowData(int player) const override;

private:
    const rules::Game *m_game = nullptr;
    TableSelection m_selection;
};
