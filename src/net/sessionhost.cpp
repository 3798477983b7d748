#include "sessionhost.h"

#include "fairseed.h"
#include "scenario.h"

namespace net {

using session::Actor;
using session::CommandGate;

SessionHost::SessionHost(session::GameSession *session, const QString &build, QObject *parent)
    : QObject(parent), m_session(session), m_build(build)
{
    m_clock.start();
    connect(session, &session::GameSession::updated, this, &SessionHost::pushAll);
    connect(session, &session::GameSession::started, this, &SessionHost::pushAll);
    connect(session, &session::GameSession::finished, this, [this] {
        for (Connection &c : m_connections)
            if (c.joined)
                sendGameOver(c);
    });
    connect(session, &session::GameSession::undoAsked, this, [this](int id, int bySeat, const QList<int> &seats) {
        for (Connection &c : m_connections) {
            if (!c.joined || c.actor.role != Actor::Role::Seat || !seats.contains(c.actor.seat))
                continue;
            Message m;
            m.type = Message::Type::UndoAsk;
            m.id = id;
            m.text = m_session->seatName(bySeat);
            send(c, m);
        }
    });
    connect(&m_ping, &QTimer::timeout, this, [this] {
        Message m;
        m.type = Message::Type::Ping;
        m.time = m_clock.elapsed();
        for (Connection &c : m_connections)
            if (c.joined)
                send(c, m);
    });
}

SessionHost::~SessionHost()
{
    for (Connection &c : m_connections)
        if (c.channel)
            disconnect(c.channel, nullptr, this, nullptr);
}

int SessionHost::connectionCount() const
{
    return int(std::count_if(m_connections.begin(), m_connections.end(), [](const Connection &c) { return !c.closed; }));
}

void SessionHost::setPingInterval(int ms)
{
    if (ms > 0)
        m_ping.start(ms);
    else
        m_ping.stop();
}

void SessionHost::setRateCap(int burst, double perSecond)
{
    m_burst = burst;
    m_perSecond = perSecond;
}

int SessionHost::roundTripMs(int seat) const
{
    for (const Connection &c : m_connections)
        if (c.joined && c.actor.role == Actor::Role::Seat && c.actor.seat == seat)
            return c.rttMs;
    return -1;
}

void SessionHost::addConnection(Channel *channel)
{
    Connection c;
    c.channel = channel;
    c.limiter = RateLimiter(m_burst, m_perSecond);
    m_connections.push_back(c);
    connect(channel, &Channel::received, this, [this, channel](const QByteArray &bytes) {
        if (Connection *c = find(channel))
            onMessage(*c, bytes);
    });
    connect(channel, &Channel::closed, this, [this, channel] { onClosed(channel); });
}

SessionHost::Connection *SessionHost::find(Channel *channel)
{
    for (Connection &c : m_connections)
        if (c.channel == channel)
            return &c;
    return nullptr;
}

SessionHost::Connection *SessionHost::seatConnection(int seat, const Connection *except)
{
    for (Connection &c : m_connections)
        if (&c != except && c.joined && !c.closed && c.channel && c.channel->isOpen() && c.actor.role == Actor::Role::Seat && c.actor.seat == seat)
            return &c;
    return nullptr;
}

void SessionHost::onClosed(Channel *channel)
{
    Connection *c = find(channel);
    if (!c || c->closed)
        return;
    c->closed = true;
    c->channel = nullptr;
    if (c->joined && c->actor.role == Actor::Role::Seat && !seatConnection(c->actor.seat))
        m_session->setConnected(c->actor.seat, false);
    // Erased later: the connection may be in the middle of handling a message now.
    QMetaObject::invokeMethod(this, [this] { m_connections.remove_if([](const Connection &k) { return k.closed; }); }, Qt::QueuedConnection);
}

void SessionHost::send(Connection &c, const Message &m)
{
    if (c.channel)
        c.channel->send(encode(m));
}

void SessionHost::refuse(Connection &c, const QString &reason, const QString &of, bool fatal)
{
    ++m_refused;
    Message m;
    m.type = Message::Type::Refused;
    m.text = reason.left(1000);
    m.of = of.left(20);
    m.flag = fatal;
    send(c, m);
    if (fatal && c.channel)
        c.channel->close(reason);
}

void SessionHost::onMessage(Connection &c, const QByteArray &bytes)
{
    if (!c.limiter.take(m_clock.elapsed())) {
        ++m_refused;
        if (!c.floodTold) { // one refusal per flood, not one per message
            c.floodTold = true;
            refuse(c, QStringLiteral("too many messages: at most %1 a second").arg(m_perSecond), QString());
        }
        return;
    }
    c.floodTold = false;
    Message m;
    QString error;
    if (!decode(bytes, Message::From::Client, &m, &error)) {
        refuse(c, error, QString(), !c.joined);
        return;
    }
    if (!c.joined) {
        if (m.type != Message::Type::Hello)
            refuse(c, QStringLiteral("say hello first (a %1 message came before it)").arg(Message::typeName(m.type)), Message::typeName(m.type), true);
        else
            onHello(c, m);
        return;
    }
    onJoined(c, m);
}

void SessionHost::onHello(Connection &c, const Message &m)
{
    const QString of = QStringLiteral("hello");
    if (m.protocol != kProtocolVersion) {
        refuse(c, versionMismatch(kProtocolVersion, m.protocol), of, true);
        return;
    }
    if (m.role == QLatin1String("spectator")) {
        if (!m_session->options().spectators) {
            refuse(c, QStringLiteral("this host does not let spectators watch"), of, true);
            return;
        }
        c.actor = Actor::spectator();
        c.viewer = m_session->spectatorViewer();
    } else {
        int seat = -1;
        if (!m.token.isEmpty()) {
            seat = m_session->seatOfToken(m.token);
            if (seat < 0) {
                refuse(c, QStringLiteral("this token is not a seat's at this table"), of, true);
                return;
            }
            if (Connection *old = seatConnection(seat, &c)) // the seat's previous connection, not closed yet
                refuse(*old, QStringLiteral("%1 joined again from another connection").arg(m_session->seatName(seat)), QString(), true);
        } else {
            for (int s = 0; s < m_session->seatCount() && seat < 0; ++s)
                if (m_session->needsNonce(s) && !seatConnection(s, &c))
                    seat = s;
            if (seat < 0) {
                refuse(c, QStringLiteral("every seat is taken: join with your seat's token, or watch"), of, true);
                return;
            }
        }
        if (!m.name.isEmpty() && !m_session->hasStarted()) {
            const QString why = m_session->rename(seat, m.name);
            if (!why.isEmpty()) {
                refuse(c, QStringLiteral("hello.name: %1").arg(why), of, true);
                return;
            }
        }
        c.actor = Actor::player(seat);
        c.viewer = rules::Viewer::player(seat);
    }
    c.joined = true;
    Message w;
    w.type = Message::Type::Welcome;
    w.build = m_build;
    w.role = m.role;
    w.seat = c.actor.seat;
    w.token = c.actor.role == Actor::Role::Seat ? m_session->token(c.actor.seat) : QString();
    for (int s = 0; s < m_session->seatCount(); ++s) {
        const session::SeatSetup &setup = m_session->options().seats[s];
        w.array.append(QJsonObject{{QStringLiteral("name"), m_session->seatName(s)}, {QStringLiteral("kind"), setup.kind},
                                   {QStringLiteral("deck"), setup.deck}});
    }
    w.secret = m_session->commitment();
    w.text = c.viewer.kind == rules::Viewer::Kind::Seat ? QStringLiteral("seat %1").arg(c.actor.seat + 1)
             : c.viewer.allHands                        ? QStringLiteral("a spectator who sees every hand")
                                                        : QStringLiteral("a spectator");
    w.flag = m_session->options().spectatorsSeeAllHands;
    w.mulligans = m_session->options().mulligans;
    send(c, w);
    c.sent = m.number;
    if (c.actor.role == Actor::Role::Seat)
        m_session->setConnected(c.actor.seat, true);
    push(c);
    if (m_session->isOver())
        sendGameOver(c);
}

void SessionHost::onJoined(Connection &c, const Message &m)
{
    const QString of = Message::typeName(m.type);
    const bool seat = c.actor.role == Actor::Role::Seat;
    QString why;
    switch (m.type) {
    case Message::Type::Hello:
        why = QStringLiteral("this connection has said hello already");
        break;
    case Message::Type::Nonce: {
        QByteArray nonce;
        session::FairSeed::fromHex(m.secret, session::FairSeed::kNonceBytes, &nonce);
        why = seat ? m_session->addNonce(c.actor.seat, nonce) : QStringLiteral("spectators do not add to the seed");
        break;
    }
    case Message::Type::Action:
    case Message::Type::Answer:
        why = m_session->submitJson(c.actor, m.object, m.type == Message::Type::Answer ? CommandGate::Kind::Answer : CommandGate::Kind::Action,
                                    m.number);
        break;
    case Message::Type::Resync:
        c.sent = m.number;
        c.sentByUs = false;
        push(c);
        break;
    case Message::Type::Chat:
        why = m_session->chat(c.actor, m.text);
        break;
    case Message::Type::Undo:
        why = seat ? m_session->requestUndo(c.actor.seat) : QStringLiteral("spectators do not take actions back");
        break;
    case Message::Type::UndoAnswer:
        why = seat ? m_session->answerUndo(c.actor.seat, m.id, m.flag) : QStringLiteral("spectators are not asked");
        break;
    case Message::Type::Ping: {
        Message pong = m;
        pong.type = Message::Type::Pong;
        send(c, pong);
        break;
    }
    case Message::Type::Pong:
        c.rttMs = int(std::clamp<qint64>(m_clock.elapsed() - m.time, 0, 1000000));
        break;
    default:
        why = QStringLiteral("a %1 message comes from the host").arg(of);
    }
    if (!why.isEmpty())
        refuse(c, why, of);
}

void SessionHost::push(Connection &c)
{
    if (!c.joined || !c.channel)
        return;
    session::ViewerHistory *h = m_session->history(c.viewer);
    if (!h)
        return;
    const std::optional<QList<session::ViewUpdate>> missing = c.sent >= 0 ? h->since(c.sent, c.sentByUs) : std::nullopt;
    if (!missing) {
        Message v;
        v.type = Message::Type::View;
        v.number = h->last();
        v.ply = h->ply();
        v.object = h->view();
        v.hash = h->hash();
        send(c, v);
        if (c.actor.role == Actor::Role::Seat)
            c.limiter.grant();
    } else {
        for (const session::ViewUpdate &u : *missing) {
            Message m;
            m.type = Message::Type::Update;
            m.number = u.number;
            m.ply = u.ply;
            m.array = u.events;
            for (const QJsonValue &n : u.notes)
                m.list.append(n.toString());
            m.object = u.patch;
            m.hash = u.hash;
            send(c, m);
            if (c.actor.role == Actor::Role::Seat && !u.events.isEmpty()) // the game moved: the seat may answer
                c.limiter.grant();
        }
    }
    c.sent = h->last();
    c.sentByUs = true;
}

void SessionHost::pushAll()
{
    for (Connection &c : m_connections)
        push(c);
}

void SessionHost::sendGameOver(Connection &c)
{
    const std::optional<session::GameOver> &over = m_session->gameOver();
    if (!over)
        return;
    Message m;
    m.type = Message::Type::GameOver;
    m.text = over->result;
    m.winner = over->winner;
    m.secret = QString::fromLatin1(over->secret.toHex());
    for (const QByteArray &n : over->nonces)
        m.list.append(QString::fromLatin1(n.toHex()));
    m.array = over->actions;
    m.hash = over->finalHash;
    send(c, m);
}

} // namespace net
