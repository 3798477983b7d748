#include "classclient.h"

#include "protocol.h"
#include "visibility.h"

#include <QJsonArray>

namespace net {

using Type = ClassMessage::Type;

ClassClient::ClassClient(Channel *channel, const QString &name, const QString &token, QObject *parent)
    : QObject(parent), m_channel(channel), m_token(token)
{
    connect(channel, &Channel::received, this, &ClassClient::onMessage);
    connect(channel, &Channel::closed, this, &ClassClient::closed);
    QJsonObject hello{{QStringLiteral("protocol"), kClassProtocolVersion}, {QStringLiteral("build"), buildVersion()}};
    if (!name.isEmpty())
        hello.insert(QStringLiteral("name"), name);
    if (!token.isEmpty())
        hello.insert(QStringLiteral("token"), token);
    send(Type::Hello, hello);
}

void ClassClient::send(Type type, const QJsonObject &fields)
{
    if (m_channel)
        m_channel->send(encodeClass({type, fields}));
}

void ClassClient::follow(bool follow)
{
    send(Type::Follow, {{QStringLiteral("follow"), follow}});
}

void ClassClient::go(int step)
{
    send(Type::Go, {{QStringLiteral("step"), step}});
}

void ClassClient::answer(int choice)
{
    send(Type::Answer, {{QStringLiteral("step"), step()}, {QStringLiteral("choice"), choice}});
}

void ClassClient::refuse(const QString &reason)
{
    ++m_refusedCount;
    m_refusal = reason;
    emit refused(reason);
}

void ClassClient::onMessage(const QByteArray &bytes)
{
    ClassMessage m;
    QString error;
    if (!decodeClass(bytes, true, &m, &error))
        return refuse(QStringLiteral("from the host: %1").arg(error));
    const QJsonObject &f = m.fields;
    switch (m.type) {
    case Type::Welcome: {
        if (m_joined)
            return refuse(QStringLiteral("from the host: classWelcome: a second welcome"));
        const QJsonObject lesson = f.value(QStringLiteral("lesson")).toObject();
        // The lesson's own cards, on top of the pool, as the scenario loader reads them.
        rules::CardDatabase cards = rules::CardDatabase::builtIn();
        const QJsonArray extra = lesson.value(QStringLiteral("cards")).toArray();
        for (qsizetype i = 0; i < extra.size(); ++i)
            if (!cards.add(extra[i].toObject(), QString(), &error))
                return refuse(QStringLiteral("from the host: classWelcome.lesson.cards[%1]%2").arg(i).arg(error));
        m_cards = cards;
        m_lesson = lesson;
        m_token = f.value(QStringLiteral("token")).toString();
        m_joined = true;
        emit joinedChanged();
        return;
    }
    case Type::Step: {
        if (!m_joined)
            return refuse(QStringLiteral("from the host: classStep: a step before the welcome"));
        const int steps = m_lesson.value(QStringLiteral("steps")).toInt();
        for (const char *key : {"step", "teacher", "reached"})
            if (f.value(QLatin1String(key)).toInt() >= steps)
                return refuse(QStringLiteral("from the host: classStep.%1: the lesson has %2 steps (%3)").arg(QLatin1String(key)).arg(steps).arg(f.value(QLatin1String(key)).toInt()));
        rules::GameState view;
        if (!rules::viewFromJson(f.value(QStringLiteral("view")).toObject(), m_cards, QStringLiteral("classStep.view"), &view, &error))
            return refuse(QStringLiteral("from the host: %1").arg(error));
        const bool moved = f.value(QStringLiteral("teacher")).toInt() != m_teacher;
        m_view = view;
        m_step = f;
        m_teacher = f.value(QStringLiteral("teacher")).toInt();
        m_reached = f.value(QStringLiteral("reached")).toInt();
        emit stepChanged();
        if (moved)
            emit teacherMoved(m_teacher);
        return;
    }
    case Type::Teacher:
        if (!m_joined)
            return refuse(QStringLiteral("from the host: classTeacher: before the welcome"));
        m_teacher = f.value(QStringLiteral("teacher")).toInt();
        m_reached = f.value(QStringLiteral("reached")).toInt();
        emit teacherMoved(m_teacher);
        return;
    case Type::Refused:
        m_refusal = f.value(QStringLiteral("reason")).toString();
        ++m_refusedCount;
        emit refused(m_refusal);
        return;
    default:
        return refuse(QStringLiteral("from the host: a %1 message comes from a student").arg(ClassMessage::typeName(m.type)));
    }
}

} // namespace net
