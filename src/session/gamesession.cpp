#include "gamesession.h"

#include "fairseed.h"
#include "inputfile.h"
#include "match.h"
#include "replayfile.h"
#include "scenario.h"

#include <QMessageAuthenticationCode>
#include <QtConcurrent/QtConcurrentRun>

namespace session {

using rules::Action;
using rules::CardDatabase;

namespace {

const QStringList kDemoDecks{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")};

// The history map's key for a viewer.
std::pair<int, int> keyOf(const rules::Viewer &v)
{
    return {int(v.kind), v.kind == rules::Viewer::Kind::Seat ? v.seat : (v.allHands ? 1 : 0)};
}

} // namespace

GameSession::GameSession(SessionOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_secret(m_options.secret.size() == FairSeed::kSecretBytes ? m_options.secret : FairSeed::drawSecret()), m_tokenSecret(FairSeed::drawSecret())
{
    const int n = seatCount();
    for (int seat = 0; seat < n; ++seat) {
        SeatSetup &s = m_options.seats[seat];
        if (s.deck.isEmpty())
            s.deck = kDemoDecks[seat % kDemoDecks.size()];
        if (s.name.isEmpty())
            s.name = s.kind == QLatin1String("human") ? QStringLiteral("Player %1").arg(seat + 1)
                                                      : QStringLiteral("Computer %1 (%2)").arg(seat + 1).arg(s.kind);
        m_players.push_back(ai::MatchRunner::makePlayer(s.kind, m_options.search));
    }
    m_nonces = QList<QByteArray>(n);
    m_connected = QList<bool>(n, false);
    m_tookOver = QList<bool>(n, false);
    m_awayTimer.setSingleShot(true);
    connect(&m_awayTimer, &QTimer::timeout, this, &GameSession::awayExpired);
    bool anyHuman = false;
    for (int seat = 0; seat < n; ++seat)
        anyHuman = anyHuman || isHuman(seat);
    if (!anyHuman)
        QMetaObject::invokeMethod(this, &GameSession::start, Qt::QueuedConnection);
}

GameSession::~GameSession()
{
    if (m_thinking) { // the worker reads the card database and the computer player: let it finish
        m_thinking->disconnect(this);
        m_thinking->waitForFinished();
    }
}

QString GameSession::check(const SessionOptions &options)
{
    if (options.seats.size() < 2 || options.seats.size() > 4)
        return QStringLiteral("%1 seats: a game has 2 to 4").arg(options.seats.size());
    const QStringList decks = CardDatabase::builtInDeckNames();
    for (const SeatSetup &s : options.seats) {
        if (s.kind != QLatin1String("human") && !ai::MatchRunner::kinds().contains(s.kind))
            return QStringLiteral("\"%1\" is not a kind of seat (human, ai, greedy, random)").arg(rules::printable(s.kind));
        if (!s.deck.isEmpty() && !decks.contains(s.deck))
            return QStringLiteral("\"%1\" is not a built-in deck (%2)").arg(rules::printable(s.deck), decks.join(QStringLiteral(", ")));
    }
    if (options.awayTimeoutMs < 0)
        return QStringLiteral("the away countdown is negative");
    return {};
}

std::unique_ptr<GameSession> GameSession::resume(const QString &file, SessionOptions options, QString *error)
{
    return ReplayFile::read(file, options, error);
}

bool GameSession::isHuman(int seat) const
{
    return seat >= 0 && seat < seatCount() && m_options.seats[seat].kind == QLatin1String("human");
}

QString GameSession::seatName(int seat) const
{
    return seat >= 0 && seat < seatCount() ? m_options.seats[seat].name : QString();
}

QString GameSession::commitment() const
{
    return FairSeed::commitment(m_secret);
}

bool GameSession::needsNonce(int seat) const
{
    return !hasStarted() && isHuman(seat) && m_nonces.value(seat).isEmpty();
}

QString GameSession::addNonce(int seat, const QByteArray &nonce)
{
    if (hasStarted())
        return QStringLiteral("the game has begun: its seed is fixed");
    if (!isHuman(seat))
        return QStringLiteral("seat %1 is not a person's").arg(seat + 1);
    if (!m_nonces[seat].isEmpty())
        return QStringLiteral("%1 has given a nonce already").arg(seatName(seat));
    if (nonce.size() != FairSeed::kNonceBytes)
        return QStringLiteral("a nonce has %1 bytes, not %2").arg(FairSeed::kNonceBytes).arg(nonce.size());
    m_nonces[seat] = nonce;
    for (int s = 0; s < seatCount(); ++s)
        if (needsNonce(s))
            return {};
    start();
    return {};
}

QString GameSession::rename(int seat, const QString &name)
{
    if (hasStarted())
        return QStringLiteral("the game has begun: names are fixed");
    if (!isHuman(seat))
        return QStringLiteral("seat %1 is not a person's").arg(seat + 1);
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > 32 || rules::hasHiddenCharacters(trimmed))
        return QStringLiteral("a name has 1 to 32 printable characters");
    for (int s = 0; s < seatCount(); ++s)
        if (s != seat && m_options.seats[s].name.compare(trimmed, Qt::CaseInsensitive) == 0)
            return QStringLiteral("another seat is called \"%1\"").arg(trimmed);
    m_options.seats[seat].name = trimmed;
    return {};
}

QString GameSession::token(int seat) const
{
    const QByteArray mac = QMessageAuthenticationCode::hash("seat:" + QByteArray::number(seat), m_tokenSecret, QCryptographicHash::Sha256);
    return QString::fromLatin1(mac.left(16).toHex());
}

QByteArray GameSession::inviteSecret() const
{
    return QMessageAuthenticationCode::hash("invite", m_tokenSecret, QCryptographicHash::Sha256).left(FairSeed::kSecretBytes);
}

int GameSession::seatOfToken(const QString &token) const
{
    for (int seat = 0; seat < seatCount(); ++seat)
        if (isHuman(seat) && this->token(seat) == token)
            return seat;
    return -1;
}

void GameSession::start()
{
    if (hasStarted())
        return;
    QList<rules::PlayerSetup> players;
    for (const SeatSetup &s : std::as_const(m_options.seats))
        players.append({s.name, CardDatabase::builtInDeck(s.deck)});
    rules::Events events;
    m_game = std::make_unique<rules::Game>(CardDatabase::builtIn(), FairSeed::gameSeed(m_secret, m_nonces), players, &events,
                                           m_options.mulligans ? rules::Game::Opening::Mulligans : rules::Game::Opening::NoMulligans);
    m_record = rules::GameRecord(m_game->state(), events);
    if (!m_resumed)
        save();
    emit started();
    scheduleComputer();
    checkAway();
}

void GameSession::rebuildGame()
{
    m_game = std::make_unique<rules::Game>(CardDatabase::builtIn(), m_record.currentState());
}

ViewerHistory *GameSession::history(const rules::Viewer &viewer)
{
    if (!m_game)
        return nullptr;
    if (viewer.kind == rules::Viewer::Kind::Spectator && !(m_options.spectators && viewer == spectatorViewer()))
        return nullptr;
    if (viewer.kind == rules::Viewer::Kind::Seat && (viewer.seat < 0 || viewer.seat >= seatCount()))
        return nullptr;
    std::unique_ptr<ViewerHistory> &h = m_histories[keyOf(viewer)];
    if (!h) {
        const QJsonObject view = rules::viewToJson(rules::project(m_game->state(), viewer), m_game->cards());
        h = std::make_unique<ViewerHistory>(viewer, view, m_record.node(m_record.current()).ply, m_options.keepUpdates, 0, m_resumed,
                                            m_record.current());
    }
    return h.get();
}

QJsonArray GameSession::actionsJson() const
{
    QJsonArray out;
    const QList<int> path = m_record.path(m_record.current());
    for (qsizetype i = 1; i < path.size(); ++i) {
        const rules::GameRecord::Node &n = m_record.node(path[i]);
        out.append(rules::actionToJson(m_record.node(n.parent).state, n.action));
    }
    return out;
}

QString GameSession::submit(const Actor &actor, const Action &action, CommandGate::Kind kind)
{
    if (!m_game)
        return QStringLiteral("the game has not begun: it waits for every seat");
    if (actor.role == Actor::Role::Seat && computerPlays(actor.seat))
        return QStringLiteral("the computer plays %1's seat now").arg(seatName(actor.seat));
    const QString why = CommandGate::check(actor, action, kind, *m_game, isOver());
    if (!why.isEmpty())
        return why;
    return apply(action);
}

namespace {

// Card ids as a viewer's client numbers them (it reads its view with viewFromJson(), which
// numbers the cards zone by zone, as the state reader does) -> the game's own ids: the zones of
// `loaded` (the client's reading) paired with those of `projected` (the same view, the game's ids).
QHash<int, int> realCardIds(const rules::GameState &projected, const rules::GameState &loaded)
{
    QHash<int, int> ids;
    auto zone = [&ids](const QList<int> &real, const QList<int> &read) {
        for (qsizetype i = 0; i < real.size() && i < read.size(); ++i)
            ids.insert(read[i], real[i]);
    };
    for (qsizetype p = 0; p < projected.players.size() && p < loaded.players.size(); ++p) {
        zone(projected.players[p].library, loaded.players[p].library);
        zone(projected.players[p].hand, loaded.players[p].hand);
        zone(projected.players[p].graveyard, loaded.players[p].graveyard);
        zone(projected.players[p].exile, loaded.players[p].exile);
    }
    for (const rules::Permanent &p : projected.battlefield)
        if (const rules::Permanent *q = loaded.permanent(p.objectId))
            ids.insert(q->cardId, p.cardId);
    for (qsizetype i = 0; i < projected.stack.size() && i < loaded.stack.size(); ++i)
        ids.insert(loaded.stack[i].cardId, projected.stack[i].cardId);
    return ids;
}

// `a` (read against the client's numbering) with the game's card ids: its card, graveyard-card
// targets, and the cards a pending decision over cards in hand chooses (CR 514.1, 103.5).
Action withRealIds(Action a, const QHash<int, int> &ids, const rules::PendingDecision &decision)
{
    auto card = [&ids](int id) { return id >= 0 ? ids.value(id, id) : id; };
    auto target = [&card](int t) { return rules::isGraveyardCardTarget(t) ? rules::graveyardCardTarget(card(t - rules::graveyardCardTarget(0))) : t; };
    a.cardId = card(a.cardId);
    for (int &t : a.targets)
        t = target(t);
    using Kind = rules::PendingDecision::Kind;
    if (decision.kind == Kind::DiscardToHandSize || decision.kind == Kind::DiscardCards || decision.kind == Kind::BottomCards)
        for (int &c : a.choices)
            c = card(c);
    else if (decision.kind == Kind::ChooseTarget)
        for (int &c : a.choices)
            c = target(c);
    return a;
}

} // namespace

QString GameSession::whyMovedOn(int seat, qint64 viewNumber)
{
    const ViewerHistory *h = history(rules::Viewer::player(seat));
    const int seen = h ? h->node(viewNumber) : -1;
    const QString since = QStringLiteral("the game has moved on since the view this action was chosen on (update %1)").arg(viewNumber);
    if (seen < 0)
        return QStringLiteral("%1: it is not a view %2 was sent; look at the game again").arg(since, seatName(seat));
    // Walk back from the position now to the one seen: every action in between must be this seat's.
    for (int node = m_record.current(); node != seen; node = m_record.node(node).parent) {
        if (node <= 0)
            return QStringLiteral("%1: an action was taken back; look at the game again").arg(since);
        const int by = m_record.node(node).action.player;
        if (by != seat)
            return QStringLiteral("%1: %2 acted; look at the game again").arg(since, by >= 0 ? seatName(by) : QStringLiteral("the game"));
    }
    return {};
}

QString GameSession::submitJson(const Actor &actor, const QJsonObject &json, CommandGate::Kind kind, qint64 viewNumber)
{
    if (!m_game)
        return QStringLiteral("the game has not begun: it waits for every seat");
    if (actor.role != Actor::Role::Seat || actor.seat < 0 || actor.seat >= seatCount())
        return CommandGate::check(actor, Action::pass(-1), kind, *m_game, isOver());
    if (viewNumber >= 0) {
        const QString why = whyMovedOn(actor.seat, viewNumber);
        if (!why.isEmpty())
            return why;
    }
    // The client names cards as its own reading of its view numbers them: read the action
    // against that reading, then give it the game's ids.
    const rules::Viewer viewer = rules::Viewer::player(actor.seat);
    const rules::GameState projected = rules::project(m_game->state(), viewer);
    rules::GameState loaded;
    QString error;
    if (!rules::viewFromJson(rules::viewToJson(projected, m_game->cards()), m_game->cards(), QStringLiteral("view"), &loaded, &error))
        return QStringLiteral("the host cannot read its own view of the game: %1").arg(error);
    const rules::Game asSeen(m_game->cards(), loaded);
    Action action;
    if (!rules::scenarioAction(json, QStringLiteral("action"), asSeen, {}, &action, &error))
        return error;
    return submit(actor, withRealIds(action, realCardIds(projected, loaded), m_game->state().decision), kind);
}

QString GameSession::apply(const Action &action, const QJsonArray &notes)
{
    const rules::Result r = m_game->apply(action);
    if (!r.accepted)
        return r.reason;
    m_record.played(action, r.events, m_game->state());
    QJsonArray allNotes = notes;
    if (m_undo) {
        allNotes.append(QStringLiteral("The game went on: %1's request to take back an action lapses.").arg(seatName(m_undo->bySeat)));
        m_undo.reset();
    }
    checkOver();
    publish(r.events, allNotes);
    save();
    if (isOver()) {
        m_awayTimer.stop();
        emit finished();
        return {};
    }
    scheduleComputer();
    checkAway();
    return {};
}

void GameSession::publish(const rules::Events &events, const QJsonArray &notes)
{
    const int ply = m_record.node(m_record.current()).ply;
    for (auto &[key, h] : m_histories) {
        const rules::Viewer &viewer = h->viewer();
        QJsonArray seen;
        for (const rules::Event &e : rules::projectEvents(events, viewer))
            seen.append(rules::eventToJson(e));
        h->push(rules::viewToJson(rules::project(m_game->state(), viewer), m_game->cards()), ply, seen, notes, m_record.current());
    }
    emit updated();
}

void GameSession::note(const QString &line)
{
    if (m_game)
        publish({}, QJsonArray{line});
}

QString GameSession::chat(const Actor &actor, const QString &text)
{
    const QString line = text.trimmed();
    if (line.isEmpty() || line.size() > kMaxChat)
        return QStringLiteral("a chat line has 1 to %1 characters").arg(kMaxChat);
    if (rules::hasHiddenCharacters(line))
        return QStringLiteral("a chat line holds printable characters only (%1)").arg(rules::printable(line.left(40)));
    if (!m_game)
        return QStringLiteral("the game has not begun: chat opens with it");
    const QString who = actor.role == Actor::Role::Seat ? seatName(actor.seat) : QStringLiteral("A spectator");
    note(QStringLiteral("%1: %2").arg(who, line));
    return {};
}

void GameSession::checkOver()
{
    if (m_over || !m_game)
        return;
    const rules::GameState &s = m_game->state();
    GameOver over;
    if (s.gameOver) {
        over.winner = s.winner;
        over.result = s.winner >= 0 ? QStringLiteral("%1 wins").arg(seatName(s.winner)) : QStringLiteral("a draw");
    } else if (m_options.maxTurns > 0 && s.turnNumber > m_options.maxTurns) {
        over.result = QStringLiteral("a draw: turn limit (%1)").arg(m_options.maxTurns);
    } else {
        return;
    }
    over.secret = m_secret;
    over.nonces = m_nonces;
    over.actions = actionsJson();
    over.finalHash = rules::stateHash(s, m_game->cards());
    m_over = over;
}

bool GameSession::isConnected(int seat) const
{
    return m_connected.value(seat);
}

bool GameSession::computerPlays(int seat) const
{
    return seat >= 0 && seat < seatCount() && (!isHuman(seat) || m_tookOver[seat]);
}

void GameSession::setConnected(int seat, bool connected)
{
    if (seat < 0 || seat >= seatCount() || m_connected[seat] == connected)
        return;
    m_connected[seat] = connected;
    if (connected && m_tookOver[seat]) {
        m_tookOver[seat] = false;
        note(QStringLiteral("%1 is back and plays their seat again.").arg(seatName(seat)));
    }
    checkAway();
}

void GameSession::scheduleComputer()
{
    if (m_computerQueued || !m_game || isOver())
        return;
    m_computerQueued = true;
    QMetaObject::invokeMethod(this, &GameSession::runComputer, Qt::QueuedConnection);
}

void GameSession::runComputer()
{
    m_computerQueued = false;
    if (!m_game || isOver() || m_thinking) // one decision at a time; computerDecided() asks again
        return;
    const int seat = ai::actingPlayer(m_game->state());
    if (seat < 0 || !computerPlays(seat))
        return;
    const ai::Player *player = m_players[seat].get();
    const rules::CardDatabase *db = &m_game->cards();
    const rules::GameState state = m_game->state();
    const int node = m_record.current();
    const quint64 seed = ai::mixSeed(m_options.computerSeed, quint64(m_record.node(node).ply) + 1);
    m_thinking = new QFutureWatcher<Action>(this);
    connect(m_thinking, &QFutureWatcher<Action>::finished, this, [this, seat, node] { computerDecided(seat, node); });
    // The search may take seconds: on a worker thread, over its own copy of the position (ai::decide()).
    m_thinking->setFuture(QtConcurrent::run([player, db, state, seat, seed] { return ai::decide(*player, *db, state, seat, seed); }));
}

void GameSession::computerDecided(int seat, int node)
{
    const Action a = m_thinking->result();
    m_thinking->deleteLater();
    m_thinking = nullptr;
    // Decided on position `node`: if the game has moved since (a concession, an undo, a person
    // back at a seat it took over), decide afresh rather than act on a position it never saw.
    if (!m_game || isOver() || m_record.current() != node || !computerPlays(seat) || ai::actingPlayer(m_game->state()) != seat) {
        scheduleComputer();
        return;
    }
    if (!apply(a).isEmpty() && !apply(Action::pass(seat)).isEmpty())
        note(QStringLiteral("The computer found nothing the engine accepts for %1: the game waits.").arg(seatName(seat)));
}

void GameSession::checkAway()
{
    const int seat = m_game && !isOver() ? ai::actingPlayer(m_game->state()) : -1;
    const bool away = seat >= 0 && isHuman(seat) && !computerPlays(seat) && !m_connected[seat];
    if (!away) {
        m_awayTimer.stop();
        m_awaySeat = -1;
        return;
    }
    if (m_awaySeat == seat)
        return;
    m_awaySeat = seat;
    m_awayTimer.start(m_options.awayTimeoutMs);
    note(QStringLiteral("The game waits for %1, who is away (%2 s).").arg(seatName(seat)).arg((m_options.awayTimeoutMs + 999) / 1000));
}

void GameSession::awayExpired()
{
    const int seat = m_awaySeat;
    if (seat < 0 || isOver())
        return;
    switch (m_options.away) {
    case SessionOptions::Away::Wait:
        note(QStringLiteral("%1 is still away: the game keeps waiting.").arg(seatName(seat)));
        break;
    case SessionOptions::Away::Computer:
        m_tookOver[seat] = true;
        if (!m_players[seat])
            m_players[seat] = ai::MatchRunner::makePlayer(QStringLiteral("greedy"));
        m_awaySeat = -1;
        note(QStringLiteral("%1 is away: the computer plays their seat until they are back.").arg(seatName(seat)));
        scheduleComputer();
        break;
    case SessionOptions::Away::Concede:
        m_awaySeat = -1;
        apply(Action::concede(seat), QJsonArray{QStringLiteral("%1 was away too long and concedes (CR 104.3a).").arg(seatName(seat))});
        break;
    }
}

QString GameSession::waiting() const
{
    if (!m_game)
        return QStringLiteral("waits for every seat to join");
    if (isOver())
        return {};
    const int seat = ai::actingPlayer(m_game->state());
    if (seat < 0)
        return {};
    if (m_awaySeat == seat && m_awayTimer.isActive())
        return QStringLiteral("waits on %1 (away, %2 s left)").arg(seatName(seat)).arg((m_awayTimer.remainingTime() + 999) / 1000);
    return QStringLiteral("waits on %1").arg(seatName(seat));
}

QString GameSession::requestUndo(int seat)
{
    if (!m_game || isOver())
        return QStringLiteral("there is no game to take an action back in");
    if (!isHuman(seat))
        return QStringLiteral("only a person's seat asks to take an action back");
    if (m_undo)
        return QStringLiteral("%1's request to take back an action waits for answers").arg(seatName(m_undo->bySeat));
    int node = m_record.current();
    int target = -1;
    for (; node != 0; node = m_record.node(node).parent) {
        const Action &a = m_record.node(node).action;
        if (a.player == seat && a.type != Action::Type::PassPriority) {
            target = m_record.node(node).parent;
            break;
        }
    }
    if (target < 0)
        return QStringLiteral("%1 has no action to take back").arg(seatName(seat));
    QList<int> ask;
    for (int s = 0; s < seatCount(); ++s)
        if (s != seat && isHuman(s) && !computerPlays(s) && !m_game->state().players[s].hasLost)
            ask.append(s);
    m_undo = UndoRequest{m_nextUndoId++, seat, target, ask};
    if (ask.isEmpty())
        return answerUndo(-1, m_undo->id, true);
    note(QStringLiteral("%1 asks to take back their last action.").arg(seatName(seat)));
    emit undoAsked(m_undo->id, seat, ask);
    return {};
}

QString GameSession::answerUndo(int seat, int id, bool accept)
{
    if (!m_undo || m_undo->id != id)
        return QStringLiteral("there is no request %1 to take an action back").arg(id);
    if (seat >= 0 && !m_undo->waiting.contains(seat))
        return QStringLiteral("%1 is not asked about this request").arg(seatName(seat));
    if (!accept) {
        const QString line = QStringLiteral("%1 declines: %2's action stands.").arg(seatName(seat), seatName(m_undo->bySeat));
        m_undo.reset();
        note(line);
        return {};
    }
    m_undo->waiting.removeAll(seat);
    if (!m_undo->waiting.isEmpty())
        return {};
    const UndoRequest done = *m_undo;
    m_undo.reset();
    m_record.goTo(done.toNode);
    rebuildGame();
    publish({}, QJsonArray{QStringLiteral("%1 takes back their last action.").arg(seatName(done.bySeat))});
    save();
    scheduleComputer();
    checkAway();
    return {};
}

void GameSession::save()
{
    if (m_options.replayFile.isEmpty())
        return;
    QString error;
    if (!ReplayFile::write(*this, m_options.replayFile, &error))
        emit saveFailed(error);
}

} // namespace session
