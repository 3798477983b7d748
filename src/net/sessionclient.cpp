#include "sessionclient.h"

#include "commandgate.h"
#include "fairseed.h"
#include "match.h"
#include "mergepatch.h"
#include "scenario.h"
#include "viewerhistory.h"

#include <QRandomGenerator>

namespace net {

using rules::Action;
using rules::CardDatabase;

SessionClient::SessionClient(Options options, QObject *parent) : QObject(parent), m_options(std::move(options)), m_token(m_options.token)
{
    m_clock.start();
    if (!m_options.bot.isEmpty()) {
        ai::SearchOptions search;
        search.iterations = m_options.botSearchIterations;
        search.budgetMs = 0;
        m_bot = ai::MatchRunner::makePlayer(m_options.bot, search);
    }
    m_nonce = m_options.nonce.size() == session::FairSeed::kNonceBytes ? m_options.nonce : session::FairSeed::drawSecret();
}

SessionClient::~SessionClient() = default;

void SessionClient::connectTo(Channel *channel)
{
    if (m_channel)
        disconnect(m_channel, nullptr, this, nullptr);
    m_channel = channel;
    m_joined = false;
    connect(channel, &Channel::received, this, &SessionClient::onMessage);
    connect(channel, &Channel::closed, this, [this, channel](const QString &reason) {
        if (m_channel == channel) {
            m_joined = false;
            emit closed(reason);
        }
    });
    Message hello;
    hello.type = Message::Type::Hello;
    hello.build = buildVersion();
    hello.role = m_options.spectator ? QStringLiteral("spectator") : QStringLiteral("seat");
    hello.token = m_token;
    hello.name = m_options.name;
    hello.number = m_view.isEmpty() ? -1 : m_last;
    send(hello);
}

void SessionClient::send(const Message &m)
{
    if (m_channel)
        m_channel->send(encode(m));
}

void SessionClient::sendRaw(const QByteArray &bytes)
{
    if (m_channel)
        m_channel->send(bytes);
}

QString SessionClient::viewHash() const
{
    return m_hash;
}

bool SessionClient::state(rules::GameState *out, QString *error) const
{
    if (m_view.isEmpty()) {
        *error = QStringLiteral("no view yet");
        return false;
    }
    return rules::viewFromJson(m_view, CardDatabase::builtIn(), QStringLiteral("view"), out, error);
}

void SessionClient::onMessage(const QByteArray &bytes)
{
    m_bytes += bytes.size();
    Message m;
    QString error;
    if (!decode(bytes, Message::From::Host, &m, &error)) {
        m_refusals.append(QStringLiteral("from the host: %1").arg(error));
        if (m_channel)
            m_channel->close(QStringLiteral("the host sent a message this client cannot read: %1").arg(error));
        return;
    }
    switch (m.type) {
    case Message::Type::Welcome:
        if (m.protocol != kProtocolVersion) {
            m_channel->close(versionMismatch(m.protocol, kProtocolVersion));
            return;
        }
        m_joined = true;
        m_seat = m.seat;
        m_token = m.token;
        m_seats = m.array;
        m_mulligans = m.mulligans;
        m_commitment = m.secret;
        m_viewer = m.seat >= 0 ? rules::Viewer::player(m.seat) : rules::Viewer::spectator(m.flag);
        if (m_seat >= 0 && m_view.isEmpty()) {
            Message nonce;
            nonce.type = Message::Type::Nonce;
            nonce.secret = QString::fromLatin1(m_nonce.toHex());
            send(nonce);
        }
        emit joined();
        // After a reconnect the view may be current already: decide afresh (an action sent on
        // the lost connection may never have arrived).
        m_actedAt = -1;
        if (m_bot && !m_view.isEmpty())
            QMetaObject::invokeMethod(this, &SessionClient::actIfAsked, Qt::QueuedConnection);
        break;
    case Message::Type::Refused:
        m_refusals.append(m.text);
        emit refused(m.text, m.flag);
        if (!m.flag && m_bot && m.of != QLatin1String("nonce"))
            QMetaObject::invokeMethod(this, &SessionClient::actIfAsked, Qt::QueuedConnection);
        break;
    case Message::Type::View:
        ++m_views;
        m_waitingForView = false;
        setView(m.object, m.number, m.ply, m.hash);
        if (session::ViewerHistory::viewHash(m.object) != m.hash)
            ++m_mismatches; // the host's own view does not match its hash: nothing to ask again
        break;
    case Message::Type::Update:
        onUpdate(m);
        break;
    case Message::Type::UndoAsk:
        emit undoAsked(m.id, m.text);
        if (m_bot)
            answerUndo(m.id, true);
        break;
    case Message::Type::Ping: {
        Message pong = m;
        pong.type = Message::Type::Pong;
        send(pong);
        break;
    }
    case Message::Type::Pong:
        m_rttMs = int(std::clamp<qint64>(m_clock.elapsed() - m.time, 0, 1000000));
        emit pong();
        break;
    case Message::Type::GameOver:
        m_over = true;
        m_result = m.text;
        verify(m);
        emit gameOver();
        break;
    default:
        break;
    }
}

void SessionClient::onUpdate(const Message &m)
{
    ++m_updates;
    if (m_waitingForView || m_view.isEmpty())
        return;
    if (m.number != m_last + 1) {
        if (m.number > m_last + 1) { // a gap: ask for what is missing
            ++m_mismatches;
            resync(m_last);
        }
        return;
    }
    QJsonObject next;
    QString error;
    if (!session::mergepatch::apply(m_view, m.object, &next, &error) || session::ViewerHistory::viewHash(next) != m.hash) {
        ++m_mismatches;
        resync(-1);
        return;
    }
    for (const QJsonValue &e : m.array)
        m_log.append(e.toObject().value(QStringLiteral("text")).toString());
    m_log.append(m.list);
    setView(next, m.number, m.ply, m.hash);
}

void SessionClient::resync(qint64 last)
{
    m_waitingForView = last < 0;
    Message r;
    r.type = Message::Type::Resync;
    r.number = last;
    send(r);
}

void SessionClient::setView(const QJsonObject &view, qint64 number, int ply, const QString &hash)
{
    m_view = view;
    m_last = number;
    m_ply = ply;
    m_hash = hash;
    m_plyHashes.insert(ply, hash);
    emit viewChanged();
    if (m_bot)
        QMetaObject::invokeMethod(this, &SessionClient::actIfAsked, Qt::QueuedConnection);
}

void SessionClient::actIfAsked()
{
    if (!m_bot || !m_joined || m_over || m_seat < 0 || m_waitingForView)
        return;
    rules::GameState s;
    QString error;
    if (!state(&s, &error) || s.gameOver || ai::actingPlayer(s) != m_seat)
        return;
    // A second try on the same update (the first was refused): the first legal action.
    if (m_actedAt != m_last) {
        m_actedAt = m_last;
        m_tries = 0;
    }
    if (++m_tries > 2)
        return;
    const rules::Game game(CardDatabase::builtIn(), s);
    Action a;
    if (m_tries == 1) {
        a = m_bot->decide(game, m_seat, ai::mixSeed(m_options.botSeed, quint64(m_ply) + 1));
    } else {
        const QList<Action> legal = game.legalActions(m_seat);
        if (legal.isEmpty())
            return;
        a = legal.first();
    }
    submitFrom(s, a);
}

void SessionClient::submit(const rules::Action &action)
{
    rules::GameState s;
    QString error;
    if (state(&s, &error))
        submitFrom(s, action);
}

void SessionClient::submitFrom(const rules::GameState &before, const rules::Action &action)
{
    Message m;
    m.type = session::CommandGate::isAnswer(action.type) ? Message::Type::Answer : Message::Type::Action;
    m.object = rules::actionToJson(before, action);
    m.number = m_last; // the update whose view `before` is
    send(m);
}

void SessionClient::chat(const QString &text)
{
    Message m;
    m.type = Message::Type::Chat;
    m.text = text;
    send(m);
}

void SessionClient::requestUndo()
{
    Message m;
    m.type = Message::Type::Undo;
    send(m);
}

void SessionClient::answerUndo(int id, bool accept)
{
    Message m;
    m.type = Message::Type::UndoAnswer;
    m.id = id;
    m.flag = accept;
    send(m);
}

void SessionClient::ping()
{
    Message m;
    m.type = Message::Type::Ping;
    m.time = m_clock.elapsed();
    send(m);
}

void SessionClient::verify(const Message &m)
{
    Verification v;
    v.done = true;
    QByteArray secret;
    v.commitment = session::FairSeed::fromHex(m.secret, session::FairSeed::kSecretBytes, &secret)
                   && session::FairSeed::verify(m_commitment, secret);
    QList<QByteArray> nonces;
    for (const QString &n : m.list)
        nonces.append(QByteArray::fromHex(n.toLatin1()));
    v.nonce = m_seat < 0 || nonces.value(m_seat) == m_nonce;
    const QJsonArray players = m_view.value(QStringLiteral("players")).toArray();
    QList<rules::PlayerSetup> setups;
    for (qsizetype i = 0; i < m_seats.size(); ++i)
        setups.append({players.at(i).toObject().value(QStringLiteral("name")).toString(),
                       CardDatabase::builtInDeck(m_seats.at(i).toObject().value(QStringLiteral("deck")).toString())});
    const CardDatabase &db = CardDatabase::builtIn();
    rules::Game game(db, session::FairSeed::gameSeed(secret, nonces), setups, nullptr,
                     m_mulligans ? rules::Game::Opening::Mulligans : rules::Game::Opening::NoMulligans);
    auto check = [&](int ply) {
        const auto it = m_plyHashes.constFind(ply);
        if (it == m_plyHashes.constEnd())
            return;
        ++v.checked;
        if (session::ViewerHistory::viewHash(rules::viewToJson(rules::project(game.state(), m_viewer), db)) == *it)
            ++v.matched;
    };
    check(0);
    for (qsizetype i = 0; i < m.array.size() && v.problem.isEmpty(); ++i) {
        const QString at = QStringLiteral("gameOver.actions[%1]").arg(i);
        Action a;
        QString error;
        if (!rules::scenarioAction(m.array[i].toObject(), at, game, {}, &a, &error))
            v.problem = error;
        else if (const rules::Result r = game.apply(a); !r.accepted)
            v.problem = QStringLiteral("%1: illegal action: %2").arg(at, r.reason);
        else
            check(int(i) + 1);
    }
    v.finalHashText = rules::stateHash(game.state(), db);
    v.finalHash = v.problem.isEmpty() && v.finalHashText == m.hash;
    m_verification = v;
}

} // namespace net
