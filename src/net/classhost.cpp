#include "classhost.h"

namespace net {

using Type = ClassMessage::Type;

ClassHost::ClassHost(session::Classroom *room, const QString &build, QObject *parent)
    : QObject(parent), m_room(room), m_build(build)
{
    m_clock.start();
    connect(room, &session::Classroom::teacherMoved, this, &ClassHost::onTeacherMoved);
    // Another lesson: its students are new, so every connection of the last one is closed.
    connect(room, &session::Classroom::opened, this, [this] {
        for (Connection &c : m_connections)
            if (!c.closed && c.channel)
                refuse(c, QStringLiteral("the teacher opened another lesson: join again with its invite"), QString(), true);
    });
}

ClassHost::~ClassHost()
{
    for (Connection &c : m_connections)
        if (c.channel)
            disconnect(c.channel, nullptr, this, nullptr);
}

int ClassHost::connectionCount() const
{
    return int(std::count_if(m_connections.begin(), m_connections.end(), [](const Connection &c) { return !c.closed; }));
}

bool ClassHost::isConnected(int student) const
{
    return std::any_of(m_connections.begin(), m_connections.end(),
                       [student](const Connection &c) { return !c.closed && c.student == student && c.channel && c.channel->isOpen(); });
}

void ClassHost::addConnection(Channel *channel)
{
    Connection c;
    c.channel = channel;
    m_connections.push_back(c);
    connect(channel, &Channel::received, this, [this, channel](const QByteArray &bytes) {
        if (Connection *c = find(channel))
            onMessage(*c, bytes);
    });
    connect(channel, &Channel::closed, this, [this, channel] { onClosed(channel); });
}

ClassHost::Connection *ClassHost::find(Channel *channel)
{
    for (Connection &c : m_connections)
        if (c.channel == channel && !c.closed)
            return &c;
    return nullptr;
}

ClassHost::Connection *ClassHost::ofStudent(int student, const Connection *except)
{
    for (Connection &c : m_connections)
        if (&c != except && !c.closed && c.student == student && c.channel && c.channel->isOpen())
            return &c;
    return nullptr;
}

void ClassHost::onClosed(Channel *channel)
{
    Connection *c = find(channel);
    if (!c)
        return;
    c->closed = true;
    c->channel = nullptr;
    if (c->student >= 0 && !ofStudent(c->student))
        emit studentLeft(c->student);
    // Erased later: the connection may be in the middle of handling a message now.
    QMetaObject::invokeMethod(this, [this] { m_connections.remove_if([](const Connection &k) { return k.closed; }); }, Qt::QueuedConnection);
}

void ClassHost::send(Connection &c, const ClassMessage &m)
{
    if (c.channel)
        c.channel->send(encodeClass(m));
}

void ClassHost::refuse(Connection &c, const QString &reason, const QString &of, bool fatal)
{
    ++m_refused;
    send(c, classRefused(reason, of, fatal));
    if (fatal && c.channel)
        c.channel->close(reason);
}

void ClassHost::sendStep(Connection &c)
{
    send(c, {Type::Step, m_room->stepFor(c.student)});
}

void ClassHost::onTeacherMoved()
{
    // Followers are shown the teacher's step; a browsing student only learns where the teacher is.
    const ClassMessage teacher{Type::Teacher, {{QStringLiteral("teacher"), m_room->teacherStep()}, {QStringLiteral("reached"), m_room->reachedStep()}}};
    for (Connection &c : m_connections) {
        if (c.closed || c.student < 0)
            continue;
        if (m_room->following(c.student))
            sendStep(c);
        else
            send(c, teacher);
    }
}

void ClassHost::onMessage(Connection &c, const QByteArray &bytes)
{
    if (!c.limiter.take(m_clock.elapsed())) {
        ++m_refused;
        return; // a flood is dropped; the transport's own cap closes a channel that keeps on
    }
    ClassMessage m;
    QString error;
    if (!decodeClass(bytes, false, &m, &error)) {
        refuse(c, error, QString(), c.student < 0);
        return;
    }
    const QString of = ClassMessage::typeName(m.type);
    if (c.student < 0) {
        if (m.type != Type::Hello)
            refuse(c, QStringLiteral("say classHello first (a %1 message came before it)").arg(of), of, true);
        else
            onHello(c, m);
        return;
    }
    const QJsonObject &f = m.fields;
    switch (m.type) {
    case Type::Hello:
        refuse(c, QStringLiteral("you have joined already"), of);
        return;
    case Type::Follow:
        m_room->setFollowing(c.student, f.value(QStringLiteral("follow")).toBool());
        break;
    case Type::Go:
        if (!m_room->browse(c.student, f.value(QStringLiteral("step")).toInt(), &error))
            return refuse(c, error, of);
        break;
    case Type::Answer:
        if (!m_room->answer(c.student, f.value(QStringLiteral("step")).toInt(), f.value(QStringLiteral("choice")).toInt(), &error))
            return refuse(c, error, of);
        break;
    default:
        return refuse(c, QStringLiteral("a %1 message comes from the host").arg(of), of);
    }
    sendStep(c);
}

void ClassHost::onHello(Connection &c, const ClassMessage &m)
{
    const QString of = ClassMessage::typeName(m.type);
    const int protocol = m.fields.value(QStringLiteral("protocol")).toInt();
    if (protocol != kClassProtocolVersion)
        return refuse(c, QStringLiteral("this class runs class protocol %1, you run %2: use the same Day/Night Table version")
                             .arg(kClassProtocolVersion).arg(protocol), of, true);
    const QString token = m.fields.value(QStringLiteral("token")).toString();
    int student = -1;
    bool again = false;
    QString error;
    if (!token.isEmpty()) {
        student = m_room->studentByToken(token);
        if (student < 0)
            return refuse(c, QStringLiteral("this token is not a student's of this class"), of, true);
        if (Connection *old = ofStudent(student, &c)) // its previous connection, not closed yet
            refuse(*old, QStringLiteral("%1 joined again from another connection").arg(m_room->name(student)), QString(), true);
        again = true;
    } else if ((student = m_room->addStudent(m.fields.value(QStringLiteral("name")).toString(), &error)) < 0) {
        return refuse(c, error, of, true);
    }
    c.student = student;
    send(c, {Type::Welcome,
             {{QStringLiteral("protocol"), kClassProtocolVersion}, {QStringLiteral("build"), m_build},
              {QStringLiteral("token"), m_room->token(student)}, {QStringLiteral("lesson"), m_room->lessonInfo()}}});
    sendStep(c);
    emit studentJoined(student, again);
}

} // namespace net
