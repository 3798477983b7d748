// Serves a Classroom to its students: each Channel says classHello (a new student, or one back
// with its token), gets the lesson and then the step it is shown, again whenever that changes
// (the teacher moves while it follows, it browses, it answers). Each student gets only its own
// step and its own result: never another student's answer. Every message is read by
// classprotocol.h's decodeClass(); a bad one is refused with the reason and changes nothing.
#pragma once

#include "channel.h"
#include "classprotocol.h"
#include "classroom.h"
#include "protocol.h"

#include <QElapsedTimer>
#include <QPointer>
#include <list>

namespace net {

class ClassHost : public QObject
{
    Q_OBJECT
public:
    /// Serves `room` (not owned; it must outlive the host). When the room opens another lesson,
    /// every connection is closed with the reason.
    explicit ClassHost(session::Classroom *room, const QString &build = buildVersion(), QObject *parent = nullptr);
    ~ClassHost() override;

    /// Takes a new connection (not owned). It must say classHello first; anything else closes it
    /// with the reason.
    void addConnection(Channel *channel);
    /// Connections open now (joined or not).
    int connectionCount() const;
    /// Messages refused so far.
    int refusedCount() const { return m_refused; }
    /// Whether student `student` has a connection now.
    bool isConnected(int student) const;

signals:
    /// A student joined (`again`: came back with its token).
    void studentJoined(int student, bool again);
    void studentLeft(int student);

private:
    struct Connection {
        QPointer<Channel> channel;
        int student = -1;       ///< -1 until its hello
        bool closed = false;
        RateLimiter limiter;
    };

    void onMessage(Connection &c, const QByteArray &bytes);
    void onHello(Connection &c, const ClassMessage &m);
    void onClosed(Channel *channel);
    void onTeacherMoved();
    void refuse(Connection &c, const QString &reason, const QString &of, bool fatal = false);
    void sendStep(Connection &c);
    void send(Connection &c, const ClassMessage &m);
    Connection *find(Channel *channel);
    Connection *ofStudent(int student, const Connection *except = nullptr);

    session::Classroom *m_room;
    QString m_build;
    std::list<Connection> m_connections;
    int m_refused = 0;
    QElapsedTimer m_clock;
};

} // namespace net
