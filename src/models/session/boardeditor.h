// The board editor (issue 10, item 5): sandbox mode's switch and its edits of the position.
#pragma once

#include "action.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace rules {
class CardDatabase;
class Game;
} // namespace rules

/// The board editor (sandbox mode, Edit > Board editor, Ctrl+E; GameController.editor). Every
/// edit is an engine sandbox action (rules::Action::AddCard, MoveCard, SetPermanent, SetTurn,
/// Remove, SetDesignation, SetLife) played through the Host: it goes into the game record, so
/// undo, the timeline and replay files see it like any other action, and a refused edit (the
/// engine's or the table's reason, e.g. in a lesson) leaves the game as it was.
class BoardEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    /// The board editor (sandbox mode, Edit > Board editor, Ctrl+E): its panel is shown and the
    /// table's clicks and menus edit the position. Every edit is an action in the record.
    Q_PROPERTY(bool editing READ editing WRITE setEditing NOTIFY editingChanged FINAL)
public:
    /// What the editor needs of the table it edits (GameController implements it): the game,
    /// the card pool, the record to play an edit into, and the status line.
    class Host
    {
    public:
        /// The game on the table; nullptr when none runs.
        virtual const rules::Game *editedGame() const = 0;
        /// The card pool new cards come from (poolCards(), editAddCard()).
        virtual const rules::CardDatabase &editPool() const = 0;
        /// Plays `edit` as the table plays any action: pushed onto the game record (Ctrl+Z takes
        /// it back), the models updated; a refusal is said in the status line and refused().
        virtual rules::Result applyEdit(const rules::Action &edit) = 0;
        /// Shows `text` in the status line.
        virtual void showEditStatus(const QString &text) = 0;
        /// Refuses an edit before it reaches the engine: `why` in the status line and refused();
        /// returns false.
        virtual bool refuseEdit(const QString &why) = 0;
        /// Whether the editor may not open here (a table showing a game hosted elsewhere, whose
        /// position only its host may change): says why in the status line and returns true.
        virtual bool refuseEditing() = 0;

    protected:
        ~Host() = default;
    };

    /// An editor of `host`'s position, a child of `parent`.
    BoardEditor(Host *host, QObject *parent);

    bool editing() const { return m_editing; }
    /// Opens or closes the editor; the status says how edits are recorded, or on closing why the
    /// position is not legal (play resumes only from a legal one).
    void setEditing(bool editing);

    // Each edit below applies one sandbox action: false when refused (status says why; the game
    // is unchanged). `zone` is "battlefield", "hand", "graveyard", "exile", "libraryTop" or
    // "libraryBottom"; `placed`: exactly as asked with no trigger or replacement, else as an
    // effect would (enters with its triggers; a daybound card at night enters transformed,
    // ruling 7).
    /// Player `player`'s life total (0 when there is no such player).
    Q_INVOKABLE int playerLife(int player) const;
    /// The pool's cards whose key or face name contains `filter` (case-insensitive; "" for all):
    /// first those with a face named exactly `filter`, then those whose face (or key) starts with
    /// it as a whole word ("tovolar": "Tovolar, Dire Overlord", not "Tovolar's Huntmaster"), then
    /// those starting with it, then the others, each group by name: [{key, name ("Front // Back"), typeLine, doubleFaced, token, permanent}].
    Q_INVOKABLE QVariantList poolCards(const QString &filter) const;
    /// The cards in player `player`'s "hand", "graveyard", "exile" or "library" (the top first
    /// for the last three): [{cardId, name}].
    Q_INVOKABLE QVariantList zoneCards(int player, const QString &zone) const;
    /// What the editor's menu shows of a permanent: {objectId, name (the face up), tapped,
    /// damage, counters {"+1/+1": n...}, backFaceUp, doubleFaced, summoningSick, controller}; {} if none.
    Q_INVOKABLE QVariantMap permanentInfo(int objectId) const;
    /// A new card of the pool, owned by `owner` (0..3), into `zone`; on the battlefield back face
    /// up if `transformed` (a double-faced card only, CR 712.14a).
    Q_INVOKABLE bool editAddCard(const QString &key, int owner, const QString &zone, bool placed, bool transformed = false);
    /// Card `cardId` (in a hand, graveyard, exile or library) into its owner's `zone`.
    Q_INVOKABLE bool editMoveCard(int cardId, const QString &zone, bool placed, bool transformed = false);
    /// Permanent `objectId` off the battlefield into its owner's `zone`.
    Q_INVOKABLE bool editMovePermanent(int objectId, const QString &zone, bool placed);
    /// Permanent `objectId` (>= 0), else card `cardId`, ceases to exist (no trigger).
    Q_INVOKABLE bool editRemove(int objectId, int cardId = -1);
    /// Sets on permanent `objectId` what `changes` names: tapped (bool), damage (int >= 0),
    /// backFaceUp (bool, double-faced only), summoningSick (bool), counters ({"+1/+1": n, ...},
    /// 0 removes), controller (player index). Placed: no trigger.
    Q_INVOKABLE bool editPermanent(int objectId, const QVariantMap &changes);
    /// The turn `number` (>= 1), `step` (a step name: "upkeep", "precombatMain"...), the active
    /// player and who holds priority (-1 nobody). Placed.
    Q_INVOKABLE bool editTurn(int number, const QString &step, int activePlayer, int priority);
    /// "day", "night" or "neither" (placed only: the game never becomes neither again, ruling 1).
    Q_INVOKABLE bool editDesignation(const QString &designation, bool placed);
    /// Player `player`'s life total.
    Q_INVOKABLE bool editLife(int player, int life);
    /// The empty board (one edit, Ctrl+Z brings the old board back): no hands, permanents,
    /// spells, graveyards or exile; each library holds `libraryLands` (0 to 100) basic lands of
    /// the kind the game's cards hold most (Forest when none), or nothing when 0. The players,
    /// their life, the turn and the designation stay. The status bar says how to undo it.
    Q_INVOKABLE bool editEmptyBoard(int libraryLands);
    /// A card dropped on a zone of player `player` (a drag on the table): permanent `objectId`
    /// (>= 0), else card `cardId` (in a hand, graveyard, exile or library), into `zone`
    /// ("battlefield", "hand", "graveyard", "exile", "libraryTop"). Onto the battlefield of
    /// `player`: under their control (a permanent already there changes controller, placed).
    /// Elsewhere a card goes to its owner's zone only (CR 400.3): dropped on another player's,
    /// refused with that reason. Dropped where it already is: nothing happens (true). One edit.
    Q_INVOKABLE bool editDrop(int objectId, int cardId, int player, const QString &zone, bool placed);

signals:
    void editingChanged();

private:
    Host *m_host;
    bool m_editing = false;
};
