#include "zonemodels.h"

#include "facedata.h"
#include "game.h"
#include "visibility.h"

using namespace rules;

namespace {
QVariant backFaceOf(const CardDefinition &def, const Permanent *perm = nullptr)
{
    return def.isDoubleFaced() ? QVariant(faceData(def.faces[1], perm)) : QVariant();
}
QString manaText(const QList<Color> &pool)
{
    QString out;
    for (Color c : pool)
        out += QStringLiteral("{%1}").arg(colorLetter(c));
    return out;
}
} // namespace

// ---- BattlefieldModel ----

BattlefieldModel::BattlefieldModel(QObject *parent)
    : SyncedListModel(parent)
{
    setRoles({{ObjectId, "objectId"}, {Controller, "controller"}, {CardKey, "cardKey"}, {FrontFace, "frontFace"},
              {BackFace, "backFace"}, {BackFaceUp, "backFaceUp"}, {Tapped, "tapped"}, {Damage, "damage"},
              {IsLand, "isLand"}, {SummoningSick, "summoningSick"}, {Selectable, "selectable"}, {Selected, "selected"},
              {CombatText, "combatText"}, {PtText, "ptText"}});
}

void BattlefieldModel::refresh(const Game *game, const TableSelection &selection)
{
    m_game = game;
    m_selection = selection;
    QList<int> ids;
    for (const auto &p : game->state().battlefield)
        ids.append(p.objectId);
    sync(ids);
}

QHash<int, QVariant> BattlefieldModel::rowData(int objectId) const
{
    const GameState &s = m_game->state();
    const Permanent *p = s.permanent(objectId);
    const CardDefinition &def = m_game->definition(p->cardId);
    auto nameOf = [&](int id) { const Permanent *q = s.permanent(id); return q ? m_game->face(*q).name : QString(); };
    // Combat as declared, or as being chosen at the table.
    QString combat;
    bool selected = false;
    if (p->attacking)
        combat = QStringLiteral("attacks %1").arg(s.players[p->defendingPlayer].name);
    if (p->blocking > 0)
        combat = QStringLiteral("blocks %1").arg(nameOf(p->blocking));
    else if (p->blocking == 0)
        combat = QStringLiteral("blocking (its attacker has left combat)");
    const auto kind = s.decision.kind;
    for (int i = 0; i + 1 < m_selection.pairs.size(); i += 2) {
        if (m_selection.pairs[i] != objectId)
            continue;
        selected = true;
        combat = kind == PendingDecision::Kind::DeclareAttackers ? QStringLiteral("will attack %1").arg(s.players[m_selection.pairs[i + 1]].name)
                                                                  : QStringLiteral("will block %1").arg(nameOf(m_selection.pairs[i + 1]));
    }
    if (m_selection.chosen.contains(objectId) || m_selection.pendingBlocker == objectId || m_selection.targets.contains(objectId))
        selected = true;
    if (m_selection.pendingBlocker == objectId)
        combat = QStringLiteral("blocks… (click an attacker)");
    bool selectable = (s.decision.options.contains(objectId) && kind != PendingDecision::Kind::DiscardToHandSize)
                      || m_selection.targetable.contains(objectId);
    if (kind == PendingDecision::Kind::DeclareBlockers && m_selection.pendingBlocker >= 0 && p->attacking && p->defendingPlayer == s.decision.player)
        selectable = true; // the attacker to block
    const Characteristics c = m_game->characteristics(*p);
    // The face that is up shows its power and toughness after every effect (anthems, pumps).
    QVariantMap front = faceData(def.front(), p->backFaceUp ? nullptr : p);
    QVariant back = backFaceOf(def, p->backFaceUp ? p : nullptr);
    if (c.isCreature()) {
        const QString pt = QStringLiteral("%1/%2").arg(c.power).arg(c.toughness);
        if (p->backFaceUp && back.isValid()) {
            QVariantMap m = back.toMap();
            m.insert(QStringLiteral("ptText"), pt);
            back = m;
        } else {
            front.insert(QStringLiteral("ptText"), pt);
        }
    }
    return {{ObjectId, objectId}, {Controller, p->controller}, {CardKey, def.key},
            {Selectable, selectable}, {Selected, selected}, {CombatText, combat},
            {PtText, c.isCreature() ? QStringLiteral("%1/%2").arg(c.power).arg(c.toughness) : QString()},
            {FrontFace, front}, {BackFace, back},
            {BackFaceUp, p->backFaceUp}, {Tapped, p->tapped}, {Damage, p->damage},
            {IsLand, m_game->face(*p).hasType(QStringLiteral("Land"))}, {SummoningSick, p->summoningSick}};
}

// ---- CardZoneModel ----

CardZoneModel::CardZoneModel(int player, Zone zone, QObject *parent)
    : SyncedListModel(parent), m_player(player), m_zone(zone)
{
    setRoles({{CardId, "cardId"}, {Owner, "owner"}, {FrontFace, "frontFace"}, {BackFace, "backFace"},
              {IsLand, "isLand"}, {Playable, "playable"}, {WhyNot, "whyNot"}, {FromGraveyard, "fromGraveyard"}, {NeedsX, "needsX"},
              {ManaValue, "manaValue"}, {Targetable, "targetable"}, {Chosen, "chosen"}, {Hidden, "hidden"}});
}

void CardZoneModel::refresh(const Game *game, const TableSelection &selection)
{
    m_game = game;
    m_targetable = selection.targetable;
    m_chosen = m_zone == Zone::Hand ? selection.handChoices : QList<int>();
    const Player &p = game->state().players[m_player];
    QList<int> ids = m_zone == Zone::Hand ? p.hand : m_zone == Zone::Graveyard ? p.graveyard : p.exile;
    if (m_zone == Zone::Hand)
        for (int id : p.graveyard)
            if (!game->definition(id).front().flashback.isEmpty())
                ids.append(id); // castable from the graveyard: shown at the end of the hand
    sync(ids);
}

bool CardZoneModel::anyPlayable() const
{
    for (int row = 0; row < rowCount(); ++row)
        if (index(row).data(Playable).toBool())
            return true;
    return false;
}

QString CardZoneModel::hiddenCardRefusal()
{
    return QStringLiteral("That card is face down: only its owner may see it (CR 400.2).");
}

QHash<int, QVariant> CardZoneModel::rowData(int cardId) const
{
    // A card of a hand the viewer may not see (rules::project()): a card back, nothing more.
    if (m_game->state().cards.value(cardId).key == QLatin1String(kHiddenCardKey))
        return {{CardId, cardId}, {Owner, m_player}, {FrontFace, QVariant()}, {BackFace, QVariant()},
                {IsLand, false}, {Playable, false}, {WhyNot, hiddenCardRefusal()}, {FromGraveyard, false}, {NeedsX, false},
                {ManaValue, 0}, {Targetable, false}, {Chosen, 0}, {Hidden, true}};
    const CardDefinition &def = m_game->definition(cardId);
    const bool land = def.front().hasType(QStringLiteral("Land"));
    QString why;
    if (m_zone == Zone::Hand) {
        const GameState &s = m_game->state();
        if (s.decision.kind != PendingDecision::Kind::None)
            why = s.decision.prompt;
        else if (s.priorityPlayer != m_player)
            why = s.priorityPlayer < 0 ? QStringLiteral("No one has priority.")
                                       : QStringLiteral("%1 holds priority.").arg(s.players[s.priorityPlayer].name);
        else
            why = land ? m_game->whyNot(Action::playLand(m_player, cardId)) : m_game->whyNotCastable(m_player, cardId);
    }
    const bool fromGraveyard = m_game->state().players[m_player].graveyard.contains(cardId);
    return {{CardId, cardId}, {Owner, m_player}, {FrontFace, faceData(def.front())}, {BackFace, backFaceOf(def)},
            {IsLand, land}, {Playable, m_zone == Zone::Hand && why.isEmpty()}, {WhyNot, why},
            {FromGraveyard, m_zone == Zone::Hand && fromGraveyard}, {NeedsX, m_game->castingCost(cardId, m_player).xCount > 0},
            {ManaValue, m_game->manaValue(cardId)},
            {Targetable, m_zone == Zone::Graveyard && m_targetable.contains(rules::graveyardCardTarget(cardId))},
            {Chosen, int(m_chosen.indexOf(cardId)) + 1}, {Hidden, false}};
}

// ---- StackModel ----

StackModel::StackModel(QObject *parent)
    : SyncedListModel(parent)
{
    setRoles({{ObjectId, "objectId"}, {Name, "name"}, {ControllerName, "controllerName"}, {Face, "face"},
              {IsAbility, "isAbility"}, {Text, "text"}, {Targets, "targets"}, {Targetable, "targetable"}});
}

void StackModel::refresh(const Game *game, const TableSelection &selection)
{
    m_game = game;
    m_selection = selection;
    QList<int> ids;
    const auto &stack = game->state().stack;
    for (auto it = stack.crbegin(); it != stack.crend(); ++it) // top first
        ids.append(it->objectId);
    sync(ids);
}

QString StackModel::targetNames(const QList<int> &targets) const
{
    QStringList names;
    for (int t : targets)
        names.append(m_game->targetName(t));
    return names.join(QStringLiteral(", "));
}

QHash<int, QVariant> StackModel::rowData(int objectId) const
{
    for (const auto &so : m_game->state().stack) {
        if (so.objectId != objectId)
            continue;
        const CardFace &f = m_game->definition(so.cardId).faces[so.face];
        QString name = so.isAbility ? QStringLiteral("%1 (ability)").arg(f.name) : so.isCopy ? QStringLiteral("%1 (copy)").arg(f.name) : f.name;
        if (!so.isAbility && f.manaCost.xCount > 0) // the X chosen as it was cast (CR 107.3a, 601.2b)
            name += QStringLiteral(", X = %1").arg(so.amount);
        return {{ObjectId, objectId}, {Name, name},
                {ControllerName, m_game->state().players[so.controller].name}, {Face, faceData(f)},
                {IsAbility, so.isAbility}, {Text, so.isAbility ? so.text : QString()}, {Targets, targetNames(so.targets)},
                {Targetable, m_selection.targetable.contains(objectId)}};
    }
    return {};
}

// ---- PlayersModel ----

PlayersModel::PlayersModel(QObject *parent)
    : SyncedListModel(parent)
{
    setRoles({{PlayerIndex, "playerIndex"}, {Name, "name"}, {Life, "life"}, {LibraryCount, "libraryCount"},
              {HandCount, "handCount"}, {GraveyardCount, "graveyardCount"}, {ExileCount, "exileCount"},
              {ManaPool, "manaPool"}, {IsActive, "isActive"}, {HasPriority, "hasPriority"}, {HasLost, "hasLost"},
              {SpellsThisTurn, "spellsThisTurn"}, {Targetable, "targetable"}});
}

void PlayersModel::refresh(const Game *game, const TableSelection &selection)
{
    m_game = game;
    m_selection = selection;
    QList<int> ids;
    for (int i = 0; i < game->state().players.size(); ++i)
        ids.append(i);
    sync(ids);
}

QHash<int, QVariant> PlayersModel::rowData(int i) const
{
    const GameState &s = m_game->state();
    const Player &p = s.players[i];
    return {{PlayerIndex, i}, {Name, p.name}, {Life, p.life}, {LibraryCount, int(p.library.size())},
            {HandCount, int(p.hand.size())}, {GraveyardCount, int(p.graveyard.size())}, {ExileCount, int(p.exile.size())},
            {ManaPool, manaText(p.manaPool)}, {IsActive, s.activePlayer == i}, {HasPriority, !s.gameOver && s.priorityPlayer == i},
            {HasLost, p.hasLost}, {SpellsThisTurn, s.spellsCastThisTurn.value(i)},
            {Targetable, m_selection.targetable.contains(Game::playerTarget(i))}};
}
