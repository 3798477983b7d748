// What each viewer may see (visibility.h): projections of a state, of events and a view's JSON.
#include "visibility.h"

#include "statejson.h"
#include "statereader.h"

#include <QHash>
#include <QMessageAuthenticationCode>
#include <QSet>
#include <QtEndian>
#include <algorithm>

namespace rules {

bool Viewer::seesHand(int player) const
{
    switch (kind) {
    case Kind::Judge: return true;
    case Kind::Spectator: return allHands;
    case Kind::Seat: return player == seat;
    }
    return false;
}

QString Viewer::describe(const GameState &state) const
{
    switch (kind) {
    case Kind::Judge: return QStringLiteral("the judge");
    case Kind::Spectator: return allHands ? QStringLiteral("a spectator who sees every hand") : QStringLiteral("a spectator");
    case Kind::Seat: return seat >= 0 && seat < state.players.size() ? state.players[seat].name : QStringLiteral("seat %1").arg(seat + 1);
    }
    return {};
}

quint64 cardHandle(const GameState &state, int cardId)
{
    // HMAC-SHA-256 keyed by the seed over (card id, hidden entries): without the seed the
    // handles of two moments of the same card look as unrelated as those of two cards.
    QByteArray key(8, Qt::Uninitialized), message(12, Qt::Uninitialized);
    qToLittleEndian<quint64>(state.seed, key.data());
    qToLittleEndian<qint32>(cardId, message.data());
    qToLittleEndian<qint32>(state.cards[cardId].hiddenEntries, message.data() + 4);
    qToLittleEndian<qint32>(0x68646e6c, message.data() + 8); // "hdnl": this use of the seed only
    const QByteArray mac = QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
    const quint64 handle = qFromLittleEndian<quint64>(mac.constData());
    return handle ? handle : 1; // 0 means "not hidden"
}

namespace {

bool isDecider(const Viewer &viewer, const PendingDecision &d)
{
    return viewer.kind == Viewer::Kind::Judge || (viewer.kind == Viewer::Kind::Seat && viewer.seat == d.player);
}

// A decision that is not the viewer's, without what it shows of hidden cards: the options'
// labels naming them, the hand and library positions they stand at, a prompt naming the top
// card. Its kind, player and (otherwise) prompt stay.
void hideDecision(PendingDecision &d, const GameState &s, const Viewer &viewer, const QHash<int, int> &ids)
{
    using K = Continuation::Kind;
    switch (d.kind) {
    case PendingDecision::Kind::DiscardToHandSize:
    case PendingDecision::Kind::DiscardCards:
    case PendingDecision::Kind::BottomCards:
        for (int &id : d.options) // cards in the decider's hand: hidden ones by their handles
            id = ids.value(id, id);
        return;
    case PendingDecision::Kind::ChooseOption:
        break;
    default:
        return;
    }
    const QString who = s.players.value(d.player).name;
    switch (d.then.kind) {
    case K::Scry:
        d.prompt = QStringLiteral("%1 scries 1.").arg(who);
        d.labels = {QStringLiteral("Keep the top card on top"), QStringLiteral("Put it on the bottom")};
        return;
    case K::Surveil:
        d.prompt = QStringLiteral("%1 surveils 1.").arg(who);
        d.labels = {QStringLiteral("Keep the top card on top"), QStringLiteral("Put it into your graveyard")};
        return;
    case K::PutFromHand: // how many creature cards the hand holds, and where, is the hand's secret
        if (viewer.seesHand(d.player))
            return;
        d.labels = {QStringLiteral("Put nothing")};
        d.options = {0};
        d.then.positions.clear();
        return;
    case K::TakeFromTop:
        d.labels = {QStringLiteral("Take nothing")};
        d.options = {0};
        d.then.positions.clear();
        return;
    case K::PutOneOfTopIntoGraveyard:
        for (int i = 0; i < d.labels.size(); ++i)
            d.labels[i] = QStringLiteral("Put card %1 from the top into your graveyard").arg(i + 1);
        return;
    default:
        return;
    }
}

} // namespace

GameState project(const GameState &state, const Viewer &viewer)
{
    GameState out = state;
    out.seed = 0;
    out.rng = std::mt19937_64(); // the default seed: nothing of the game's generator
    if (viewer.kind == Viewer::Kind::Judge)
        return out;

    // Cards in hidden zones the viewer may not see, except those the table knows: a spell being
    // cast (announced, CR 601.2a) and the cards of objects on the stack.
    QSet<int> known;
    if (state.decision.casting && !state.decision.casting->isAbility)
        known.insert(state.decision.casting->cardId);
    for (const QList<StackObject> *list : {&state.stack, &state.pendingTriggers})
        for (const StackObject &so : *list)
            known.insert(so.cardId);
    for (const PendingEffects &pe : state.pendingEffects)
        known.insert(pe.source.cardId);
    QList<QPair<quint64, int>> hidden; // (handle, card id)
    for (int p = 0; p < state.players.size(); ++p) {
        for (int id : state.players[p].library)
            if (!known.contains(id))
                hidden.append({cardHandle(state, id), id});
        if (!viewer.seesHand(p))
            for (int id : state.players[p].hand)
                if (!known.contains(id))
                    hidden.append({cardHandle(state, id), id});
    }
    // Appended in handle order, which says nothing of their ids or zones.
    std::sort(hidden.begin(), hidden.end());
    QHash<int, int> ids; // real card id -> projected id
    for (CardInstance &card : out.cards)
        card.hiddenEntries = 0; // how often a card was hidden is its history, not public
    for (const auto &[handle, id] : hidden) {
        const int projected = int(out.cards.size());
        ids.insert(id, projected);
        CardInstance &slot = out.cards[id]; // the old slot: a card in no zone, named by nothing
        slot.key = QLatin1String(kHiddenCardKey);
        slot.token = false;
        CardInstance card;
        card.id = projected;
        card.key = QLatin1String(kHiddenCardKey);
        card.owner = state.cards[id].owner;
        card.handle = handle;
        out.cards.append(card);
    }
    for (Player &p : out.players)
        for (QList<int> *zone : {&p.library, &p.hand})
            for (int &id : *zone)
                id = ids.value(id, id);
    if (!isDecider(viewer, out.decision))
        hideDecision(out.decision, state, viewer, ids);
    return out;
}

std::optional<Event> projectEvent(const Event &event, const Viewer &viewer)
{
    Event out = event;
    if (!event.privateText.isEmpty()) {
        const bool sees = viewer.kind == Viewer::Kind::Judge || (viewer.kind == Viewer::Kind::Seat && viewer.seat == event.privateTo && event.privateTo >= 0)
                          || (event.privateWithHand && event.privateTo >= 0 && viewer.seesHand(event.privateTo));
        if (sees) {
            out.text = event.privateText;
        } else {
            out.cardId = -1;
        }
        out.privateText.clear();
    }
    if (out.text.isEmpty())
        return std::nullopt;
    return out;
}

Events projectEvents(const Events &events, const Viewer &viewer)
{
    Events out;
    out.reserve(events.size());
    for (const Event &e : events)
        if (auto p = projectEvent(e, viewer))
            out.append(*p);
    return out;
}

namespace {

QString handleText(quint64 handle)
{
    return QStringLiteral("%1").arg(handle, 16, 16, QLatin1Char('0'));
}

} // namespace

QJsonObject viewToJson(const GameState &projected, const CardDatabase &db)
{
    QJsonObject o = stateToJson(projected, db);
    o.remove(QStringLiteral("seed"));
    o.remove(QStringLiteral("rng"));
    // Each hidden card's handle, by zone and position ("" for a card the viewer sees).
    QJsonArray players = o.value(QStringLiteral("players")).toArray();
    for (int i = 0; i < players.size() && i < projected.players.size(); ++i) {
        QJsonObject j = players[i].toObject();
        for (const auto &[zone, ids] : {std::pair{QStringLiteral("libraryHandles"), &projected.players[i].library},
                                        std::pair{QStringLiteral("handHandles"), &projected.players[i].hand}}) {
            QJsonArray handles;
            bool any = false;
            for (int id : *ids) {
                const quint64 h = projected.cards[id].handle;
                any = any || h;
                handles.append(h ? handleText(h) : QString());
            }
            if (any)
                j.insert(zone, handles);
        }
        players[i] = j;
    }
    o.insert(QStringLiteral("players"), players);
    return o;
}

bool viewFromJson(const QJsonObject &json, const CardDatabase &db, const QString &path, GameState *out, QString *error)
{
    if (json.contains(QStringLiteral("seed")) || json.contains(QStringLiteral("rng"))) {
        *error = QStringLiteral("%1.%2: a view has no seed and no random generator")
                     .arg(path, json.contains(QStringLiteral("seed")) ? QStringLiteral("seed") : QStringLiteral("rng"));
        return false;
    }
    // The handles are read apart: the state reader knows saved positions' fields only.
    QJsonObject state = json;
    QJsonArray players = state.value(QStringLiteral("players")).toArray();
    QList<QJsonObject> handles; // per player: the two handle lists, if any
    for (int i = 0; i < players.size(); ++i) {
        QJsonObject j = players[i].toObject();
        QJsonObject h;
        for (const QString &zone : {QStringLiteral("libraryHandles"), QStringLiteral("handHandles")})
            if (j.contains(zone)) {
                h.insert(zone, j.value(zone));
                j.remove(zone);
            }
        handles.append(h);
        players[i] = j;
    }
    if (state.contains(QStringLiteral("players")))
        state.insert(QStringLiteral("players"), players);
    CardRefs refs;
    StateReader reader(db, error, &refs);
    reader.allowHidden = true;
    GameState s;
    if (!reader.read(state, path, &s))
        return false;
    for (int i = 0; i < s.players.size() && i < handles.size(); ++i) {
        for (const auto &[zone, ids] : {std::pair{QStringLiteral("libraryHandles"), &s.players[i].library},
                                        std::pair{QStringLiteral("handHandles"), &s.players[i].hand}}) {
            const QString where = QStringLiteral("%1.players[%2].%3").arg(path).arg(i).arg(zone);
            const QJsonValue v = handles[i].value(zone);
            if (v.isUndefined())
                continue;
            const QJsonArray a = v.toArray();
            if (!v.isArray() || a.size() != ids->size()) {
                *error = QStringLiteral("%1: expected one handle per card of the zone (%2 cards)").arg(where).arg(ids->size());
                return false;
            }
            for (int k = 0; k < a.size(); ++k) {
                const QString text = a[k].toString();
                const bool hiddenCard = s.cards[(*ids)[k]].key == QLatin1String(kHiddenCardKey);
                bool ok = text.isEmpty() && a[k].isString();
                quint64 h = 0;
                if (!text.isEmpty()) {
                    h = text.toULongLong(&ok, 16);
                    ok = ok && text.size() == 16 && h != 0;
                }
                if (!ok || hiddenCard != (h != 0)) {
                    *error = QStringLiteral("%1[%2]: expected %3 (%4)")
                                 .arg(where)
                                 .arg(k)
                                 .arg(hiddenCard ? QStringLiteral("16 hexadecimal digits, the hidden card's handle") : QStringLiteral("\"\" for a card the viewer sees"),
                                      a[k].toVariant().toString());
                    return false;
                }
                s.cards[(*ids)[k]].handle = h;
            }
        }
    }
    *out = s;
    return true;
}

} // namespace rules
