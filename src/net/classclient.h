// A student of a class (the other side of ClassHost): says classHello over a Channel, then holds
// the lesson and the step it is shown, each message read by decodeClass() and each view by
// rules::viewFromJson() against the pool and the lesson's own cards. A message that fails either
// is refused (refused() with the reason) and changes nothing.
#pragma once

#include "carddatabase.h"
#include "channel.h"
#include "classprotocol.h"
#include "gamestate.h"

#include <QJsonObject>
#include <QPointer>

namespace net {

class ClassClient : public QObject
{
    Q_OBJECT
public:
    /// Joins the class on `channel` (not owned) as `name`, or as the student holding `token`
    /// (a token from an earlier welcome: the same student, with its answers, comes back).
    ClassClient(Channel *channel, const QString &name, const QString &token = {}, QObject *parent = nullptr);

    /// Follow the teacher's step, or browse on one's own.
    void follow(bool follow);
    /// Browse to step `step` (0-based): up to the step the teacher has reached, never past a
    /// question of one's own that waits (the host refuses it otherwise).
    void go(int step);
    /// Answers the question of the step shown with choice `choice` (0-based).
    void answer(int choice);

    bool joined() const { return m_joined; }
    /// The token to come back with.
    QString token() const { return m_token; }
    /// The welcome's lesson: title, ruling, hands, steps, viewer.
    QJsonObject lesson() const { return m_lesson; }
    /// The step shown (0-based), the teacher's, the furthest the teacher has reached.
    int step() const { return m_step.value(QStringLiteral("step")).toInt(); }
    int teacherStep() const { return m_teacher; }
    int reachedStep() const { return m_reached; }
    bool following() const { return m_step.value(QStringLiteral("follow")).toBool(true); }
    QString caption() const { return m_step.value(QStringLiteral("caption")).toString(); }
    /// {text, choices} while the step's question waits; empty otherwise.
    QJsonObject question() const { return m_step.value(QStringLiteral("question")).toObject(); }
    /// {choice, correct, answer, explanation, source, sourceText} once answered; empty before.
    QJsonObject result() const { return m_step.value(QStringLiteral("result")).toObject(); }
    /// The position shown, as the lesson lets the class see it.
    const rules::GameState &view() const { return m_view; }
    /// The last refusal, from the host or of a message from the host.
    QString lastRefusal() const { return m_refusal; }
    int refusedCount() const { return m_refusedCount; }
    bool isOpen() const { return m_channel && m_channel->isOpen(); }

signals:
    void joinedChanged();
    /// A new step message (a step, or the result of an answer).
    void stepChanged();
    /// The teacher moved (every student hears it: a follower by its step message too).
    void teacherMoved(int step);
    void refused(const QString &reason);
    void closed(const QString &reason);

private:
    void onMessage(const QByteArray &bytes);
    void send(ClassMessage::Type type, const QJsonObject &fields);
    void refuse(const QString &reason);

    QPointer<Channel> m_channel;
    bool m_joined = false;
    QString m_token;
    QJsonObject m_lesson;
    rules::CardDatabase m_cards;
    QJsonObject m_step;
    rules::GameState m_view;
    int m_teacher = 0;
    int m_reached = 0;
    QString m_refusal;
    int m_refusedCount = 0;
};

} // namespace net
