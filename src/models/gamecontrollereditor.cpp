// GameController: the board editor (issue 10, item 5). Every edit is an engine sandbox action
// (rules::Action::AddCard, MoveCard, SetPermanent, SetTurn, Remove, SetDesignation, SetLife),
// applied through apply(): it goes into the game record, so undo, the timeline and replay files
// see it like any other action, and a refused edit leaves the game as it was.
#include "gamecontroller.h"

#include "scenario.h"
#include "statejson.h"

using namespace rules;


void GameController::setEditing(bool editing)
{
    if (editing == m_editing)
        return;
    m_editing = editing;
    emit editingChanged();
    setStatus(editing ? QStringLiteral("Board editor: every edit is recorded (Ctrl+Z takes it back). Play resumes from a legal position.")
                      : positionProblem().isEmpty() ? QString()
                                                    : QStringLiteral("The position is not legal: %1").arg(positionProblem()));
}

QStringList GameController::playerNames() const
{
    QStringList names;
    if (m_game)
        for (const Player &p : m_game->state().players)
            names.append(p.name);
    return names;
}

int GameController::playerLife(int player) const
{
    return m_game && player >= 0 && player < m_game->state().players.size() ? m_game->state().players[player].life : 0;
}

QString GameController::positionProblem() const
{
    return m_game ? m_game->positionProblem() : QString();
}

QVariantList GameController::poolCards(const QString &filter) const
{
    QVariantList out;
    const QString wanted = filter.trimmed();
    QList<const CardDefinition *> matches;
    for (const QString &key : m_cards.keys()) {
        const CardDefinition *def = m_cards.find(key);
        bool match = wanted.isEmpty() || key.contains(wanted, Qt::CaseInsensitive);
        for (const CardFace &face : def->faces)
            match = match || face.name.contains(wanted, Qt::CaseInsensitive);
        if (match)
            matches.append(def);
    }
    std::sort(matches.begin(), matches.end(), [](const CardDefinition *a, const CardDefinition *b) {
        return a->front().name.compare(b->front().name, Qt::CaseInsensitive) < 0;
    });
    for (const CardDefinition *def : std::as_const(matches)) {
        QString name = def->front().name;
        if (def->isDoubleFaced())
            name += QStringLiteral(" // ") + def->faces[1].name;
        out.append(QVariantMap{{QStringLiteral("key"), def->key},
                               {QStringLiteral("name"), name},
                               {QStringLiteral("typeLine"), def->front().typeLine()},
                               {QStringLiteral("doubleFaced"), def->isDoubleFaced()},
                               {QStringLiteral("token"), def->layout == QLatin1String("token")},
                               {QStringLiteral("permanent"), def->front().isPermanentType()}});
    }
    return out;
}

QVariantList GameController::zoneCards(int player, const QString &zone) const
{
    QVariantList out;
    if (!m_game || player < 0 || player >= m_game->state().players.size())
        return out;
    const Player &p = m_game->state().players[player];
    QList<int> ids = zone == QLatin1String("hand") ? p.hand
                   : zone == QLatin1String("graveyard") ? p.graveyard
                   : zone == QLatin1String("exile") ? p.exile
                   : zone == QLatin1String("library") ? p.library : QList<int>();
    if (zone != QLatin1String("hand"))
        std::reverse(ids.begin(), ids.end()); // the top first
    for (int id : std::as_const(ids))
        out.append(QVariantMap{{QStringLiteral("cardId"), id}, {QStringLiteral("name"), m_game->definition(id).front().name}});
    return out;
}

QVariantMap GameController::permanentInfo(int objectId) const
{
    const Permanent *p = m_game ? m_game->state().permanent(objectId) : nullptr;
    if (!p)
        return {};
    QVariantMap counters;
    for (auto it = p->counters.cbegin(); it != p->counters.cend(); ++it)
        counters.insert(it.key(), it.value());
    return {{QStringLiteral("objectId"), objectId},
            {QStringLiteral("name"), m_game->face(*p).name},
            {QStringLiteral("tapped"), p->tapped},
            {QStringLiteral("damage"), p->damage},
            {QStringLiteral("counters"), counters},
            {QStringLiteral("backFaceUp"), p->backFaceUp},
            {QStringLiteral("doubleFaced"), m_game->definition(p->cardId).isDoubleFaced()},
            {QStringLiteral("summoningSick"), p->summoningSick},
            {QStringLiteral("controller"), p->controller}};
}

bool GameController::editAddCard(const QString &key, int owner, const QString &zone, bool placed, bool transformed)
{
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return refuse(QStringLiteral("There is no zone \"%1\".").arg(zone));
    return apply(Action::addCard(owner, key, z, placed, transformed)).accepted;
}

bool GameController::editMoveCard(int cardId, const QString &zone, bool placed, bool transformed)
{
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return refuse(QStringLiteral("There is no zone \"%1\".").arg(zone));
    return apply(Action::moveCard(cardId, z, placed, transformed)).accepted;
}

bool GameController::editMovePermanent(int objectId, const QString &zone, bool placed)
{
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return refuse(QStringLiteral("There is no zone \"%1\".").arg(zone));
    return apply(Action::movePermanent(objectId, z, placed)).accepted;
}

bool GameController::editRemove(int objectId, int cardId)
{
    return apply(Action::remove(objectId, cardId)).accepted;
}

bool GameController::editPermanent(int objectId, const QVariantMap &changes)
{
    Action::PermanentEdit edit;
    if (changes.contains(QStringLiteral("tapped")))
        edit.tapped = changes.value(QStringLiteral("tapped")).toBool();
    if (changes.contains(QStringLiteral("damage")))
        edit.damage = changes.value(QStringLiteral("damage")).toInt();
    if (changes.contains(QStringLiteral("backFaceUp")))
        edit.backFaceUp = changes.value(QStringLiteral("backFaceUp")).toBool();
    if (changes.contains(QStringLiteral("summoningSick")))
        edit.summoningSick = changes.value(QStringLiteral("summoningSick")).toBool();
    const QVariantMap counters = changes.value(QStringLiteral("counters")).toMap();
    for (auto it = counters.cbegin(); it != counters.cend(); ++it)
        edit.counters.insert(it.key(), it.value().toInt());
    Action a = Action::setPermanent(objectId, edit);
    if (changes.contains(QStringLiteral("controller")))
        a.controller = changes.value(QStringLiteral("controller")).toInt();
    return apply(a).accepted;
}

bool GameController::editTurn(int number, const QString &step, int activePlayer, int priority)
{
    Action::TurnEdit turn;
    if (!stepFromName(step, &turn.step))
        return refuse(QStringLiteral("There is no step \"%1\".").arg(step));
    turn.number = number;
    turn.activePlayer = activePlayer;
    turn.priority = priority;
    return apply(Action::setTurn(turn)).accepted;
}

bool GameController::editDesignation(const QString &designation, bool placed)
{
    DayNight d;
    if (!dayNightFromName(designation, &d))
        return refuse(QStringLiteral("The designation is \"day\", \"night\" or \"neither\", not \"%1\".").arg(designation));
    return apply(placed ? Action::placeDesignation(d) : Action::becomes(d)).accepted;
}

bool GameController::editLife(int player, int life)
{
    Action a = Action::make(Action::Type::SetLife, player);
    a.amount = life;
    return apply(a).accepted;
}
