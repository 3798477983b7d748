// The board editor (issue 10, item 5). Every edit is an engine sandbox action
// (rules::Action::AddCard, MoveCard, SetPermanent, SetTurn, Remove, SetDesignation, SetLife),
// applied through the Host (GameController::apply()): it goes into the game record, so undo, the
// timeline and replay files see it like any other action, and a refused edit leaves the game as
// it was.
#include "boardeditor.h"

#include "game.h"
#include "scenario.h"
#include "statejson.h"

using namespace rules;

BoardEditor::BoardEditor(Host *host, QObject *parent)
    : QObject(parent), m_host(host)
{
}

void BoardEditor::setEditing(bool editing)
{
    if (editing && !m_editing && m_host->refuseEditing())
        return;
    if (editing == m_editing)
        return;
    m_editing = editing;
    emit editingChanged();
    const QString positionProblem = m_host->editedGame() ? m_host->editedGame()->positionProblem() : QString();
    m_host->showEditStatus(editing ? QStringLiteral("Board editor: every edit is recorded (Ctrl+Z takes it back). Play resumes from a legal position.")
                                   : positionProblem.isEmpty() ? QString()
                                                               : QStringLiteral("The position is not legal: %1").arg(positionProblem));
}

int BoardEditor::playerLife(int player) const
{
    return m_host->editedGame() && player >= 0 && player < m_host->editedGame()->state().players.size() ? m_host->editedGame()->state().players[player].life : 0;
}

QVariantList BoardEditor::poolCards(const QString &filter) const
{
    QVariantList out;
    const QString wanted = filter.trimmed();
    // How well a card matches, best first: 0 a face named exactly so; 1 a face (or the key)
    // starting with it as a whole word ("tovolar" in "Tovolar, Dire Overlord" but not in
    // "Tovolar's Huntmaster"); 2 starting with it; 3 containing it; -1 not at all.
    const auto rankOf = [&wanted](const QString &text) {
        if (text.compare(wanted, Qt::CaseInsensitive) == 0)
            return 0;
        if (text.startsWith(wanted, Qt::CaseInsensitive)) {
            const QChar next = text.at(wanted.size());
            const bool wordGoesOn = next.isLetterOrNumber() || next == QLatin1Char('\'') || next == QChar(0x2019);
            return wordGoesOn ? 2 : 1;
        }
        return text.contains(wanted, Qt::CaseInsensitive) ? 3 : -1;
    };
    const auto rank = [&](const CardDefinition &def) {
        if (wanted.isEmpty())
            return 3;
        const int keyRank = rankOf(def.key);
        int best = keyRank < 0 ? -1 : std::max(keyRank, 1); // a key is no face's exact name
        for (const CardFace &face : def.faces) {
            const int r = rankOf(face.name);
            if (r >= 0 && (best < 0 || r < best))
                best = r;
        }
        return best;
    };
    QList<std::pair<int, const CardDefinition *>> matches;
    for (const QString &key : m_host->editPool().keys()) {
        const CardDefinition *def = m_host->editPool().find(key);
        const int r = rank(*def);
        if (r >= 0)
            matches.append({r, def});
    }
    std::sort(matches.begin(), matches.end(), [](const auto &a, const auto &b) {
        if (a.first != b.first)
            return a.first < b.first;
        return a.second->front().name.compare(b.second->front().name, Qt::CaseInsensitive) < 0;
    });
    for (const auto &[r, def] : std::as_const(matches)) {
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

QVariantList BoardEditor::zoneCards(int player, const QString &zone) const
{
    QVariantList out;
    if (!m_host->editedGame() || player < 0 || player >= m_host->editedGame()->state().players.size())
        return out;
    const Player &p = m_host->editedGame()->state().players[player];
    QList<int> ids = zone == QLatin1String("hand") ? p.hand
                   : zone == QLatin1String("graveyard") ? p.graveyard
                   : zone == QLatin1String("exile") ? p.exile
                   : zone == QLatin1String("library") ? p.library : QList<int>();
    if (zone != QLatin1String("hand"))
        std::reverse(ids.begin(), ids.end()); // the top first
    for (int id : std::as_const(ids))
        out.append(QVariantMap{{QStringLiteral("cardId"), id}, {QStringLiteral("name"), m_host->editedGame()->definition(id).front().name}});
    return out;
}

QVariantMap BoardEditor::permanentInfo(int objectId) const
{
    const Permanent *p = m_host->editedGame() ? m_host->editedGame()->state().permanent(objectId) : nullptr;
    if (!p)
        return {};
    QVariantMap counters;
    for (auto it = p->counters.cbegin(); it != p->counters.cend(); ++it)
        counters.insert(it.key(), it.value());
    return {{QStringLiteral("objectId"), objectId},
            {QStringLiteral("name"), m_host->editedGame()->face(*p).name},
            {QStringLiteral("tapped"), p->tapped},
            {QStringLiteral("damage"), p->damage},
            {QStringLiteral("counters"), counters},
            {QStringLiteral("backFaceUp"), p->backFaceUp},
            {QStringLiteral("doubleFaced"), m_host->editedGame()->definition(p->cardId).isDoubleFaced()},
            {QStringLiteral("summoningSick"), p->summoningSick},
            {QStringLiteral("controller"), p->controller}};
}

bool BoardEditor::editAddCard(const QString &key, int owner, const QString &zone, bool placed, bool transformed)
{
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return m_host->refuseEdit(QStringLiteral("There is no zone \"%1\".").arg(zone));
    return m_host->applyEdit(Action::addCard(owner, key, z, placed, transformed)).accepted;
}

bool BoardEditor::editMoveCard(int cardId, const QString &zone, bool placed, bool transformed)
{
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return m_host->refuseEdit(QStringLiteral("There is no zone \"%1\".").arg(zone));
    return m_host->applyEdit(Action::moveCard(cardId, z, placed, transformed)).accepted;
}

bool BoardEditor::editMovePermanent(int objectId, const QString &zone, bool placed)
{
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return m_host->refuseEdit(QStringLiteral("There is no zone \"%1\".").arg(zone));
    return m_host->applyEdit(Action::movePermanent(objectId, z, placed)).accepted;
}

bool BoardEditor::editRemove(int objectId, int cardId)
{
    return m_host->applyEdit(Action::remove(objectId, cardId)).accepted;
}

bool BoardEditor::editPermanent(int objectId, const QVariantMap &changes)
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
    return m_host->applyEdit(a).accepted;
}

bool BoardEditor::editTurn(int number, const QString &step, int activePlayer, int priority)
{
    Action::TurnEdit turn;
    if (!stepFromName(step, &turn.step))
        return m_host->refuseEdit(QStringLiteral("There is no step \"%1\".").arg(step));
    turn.number = number;
    turn.activePlayer = activePlayer;
    turn.priority = priority;
    return m_host->applyEdit(Action::setTurn(turn)).accepted;
}

bool BoardEditor::editDesignation(const QString &designation, bool placed)
{
    DayNight d;
    if (!dayNightFromName(designation, &d))
        return m_host->refuseEdit(QStringLiteral("The designation is \"day\", \"night\" or \"neither\", not \"%1\".").arg(designation));
    return m_host->applyEdit(placed ? Action::placeDesignation(d) : Action::becomes(d)).accepted;
}

bool BoardEditor::editLife(int player, int life)
{
    Action a = Action::make(Action::Type::SetLife, player);
    a.amount = life;
    return m_host->applyEdit(a).accepted;
}

namespace {

// The basic land the game's cards hold most (Forest when none): what an emptied library holds.
QString commonestBasicLand(const Game &game)
{
    QHash<QString, int> counts;
    const GameState &s = game.state();
    for (int id = 0; id < s.cards.size(); ++id) {
        const CardDefinition &def = game.definition(id);
        if (def.front().typeLine().startsWith(QLatin1String("Basic Land")))
            ++counts[def.key];
    }
    QString best = QStringLiteral("forest");
    int most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most || (it.value() == most && it.key() < best)) {
            best = it.key();
            most = it.value();
        }
    return best;
}

} // namespace

bool BoardEditor::editEmptyBoard(int libraryLands)
{
    if (!m_host->editedGame())
        return m_host->refuseEdit(QStringLiteral("No game is running."));
    const QString land = libraryLands > 0 ? commonestBasicLand(*m_host->editedGame()) : QString();
    if (!m_host->applyEdit(Action::clearBoard(libraryLands, land)).accepted)
        return false;
    m_host->showEditStatus(libraryLands > 0
                  ? QStringLiteral("The board is empty; each library holds %1 basic lands (%2). Ctrl+Z brings the old board back.")
                        .arg(libraryLands).arg(m_host->editPool().find(land)->front().name)
                  : QStringLiteral("The board is empty, the libraries too. Ctrl+Z brings the old board back."));
    return true;
}

bool BoardEditor::editDrop(int objectId, int cardId, int player, const QString &zone, bool placed)
{
    if (!m_host->editedGame())
        return m_host->refuseEdit(QStringLiteral("No game is running."));
    const GameState &s = m_host->editedGame()->state();
    if (player < 0 || player >= s.players.size())
        return m_host->refuseEdit(QStringLiteral("There is no player %1 to drop a card on.").arg(player));
    Action::Zone z;
    if (!zoneFromName(zone, &z))
        return m_host->refuseEdit(QStringLiteral("There is no zone \"%1\".").arg(zone));
    const Permanent *perm = objectId >= 0 ? s.permanent(objectId) : nullptr;
    if (objectId >= 0 && !perm)
        return m_host->refuseEdit(QStringLiteral("There is no permanent with id %1.").arg(objectId));
    if (!perm && (cardId < 0 || cardId >= s.cards.size()))
        return m_host->refuseEdit(QStringLiteral("There is no card with id %1.").arg(cardId));
    const int card = perm ? perm->cardId : cardId;
    const int owner = s.cards[card].owner;
    const QString name = perm ? m_host->editedGame()->face(*perm).name : m_host->editedGame()->definition(card).front().name;
    if (z == Action::Zone::Battlefield) {
        if (perm) {
            if (perm->controller == player)
                return true; // dropped where it is
            return editPermanent(objectId, {{QStringLiteral("controller"), player}});
        }
        Action a = Action::moveCard(cardId, z, placed);
        a.controller = player;
        return m_host->applyEdit(a).accepted;
    }
    if (player != owner)
        return m_host->refuseEdit(QStringLiteral("%1 goes to its owner's zones only (CR 400.3): drop it on %2's.").arg(name, s.players[owner].name));
    if (perm)
        return m_host->applyEdit(Action::movePermanent(objectId, z, placed)).accepted;
    const Player &p = s.players[owner];
    const QList<int> &from = z == Action::Zone::Hand ? p.hand : z == Action::Zone::Graveyard ? p.graveyard
                           : z == Action::Zone::Exile ? p.exile : p.library;
    if (from.contains(cardId) && (z != Action::Zone::LibraryTop || from.last() == cardId))
        return true; // dropped where it is
    return m_host->applyEdit(Action::moveCard(cardId, z, placed)).accepted;
}
