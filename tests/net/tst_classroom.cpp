// A class that follows a lesson over the network: a teacher (Classroom + ClassHost) and students
// (ClassClient) over the loopback (wss) and in-process channels. The students follow the
// teacher's step or browse on their own, each answers privately, the teacher's tally is right,
// and nothing a student receives before answering tells the answer.
#include "classclient.h"
#include "classhost.h"
#include "classroom.h"
#include "localchannel.h"
#include "scenario.h"
#include "wssconnector.h"
#include "wssserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace net;
using session::Classroom;
using session::QuestionTally;

namespace {

// Ruling 1's lesson: six steps, questions at steps 3 and 4 (0-based 2 and 3).
const QString kLesson = QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons/ruling-01-neither-then-day-or-night.json");

// A student over an in-process channel, with every byte it received kept.
struct Student {
    std::unique_ptr<LocalChannel> hostEnd;
    std::unique_ptr<LocalChannel> clientEnd;
    std::unique_ptr<ClassClient> client;
    QList<QByteArray> received;

    Student(ClassHost &host, const QString &name, const QString &token = {})
    {
        auto [a, b] = LocalChannel::pair(QStringLiteral("local:host"), QStringLiteral("local:") + name);
        hostEnd.reset(a);
        clientEnd.reset(b);
        QObject::connect(b, &Channel::received, b, [this](const QByteArray &m) { received.append(m); });
        host.addConnection(a);
        client = std::make_unique<ClassClient>(b, name, token);
    }
    QByteArray bytes() const { return received.join('\n'); }
};

// Every message of `messages` with the question's choices taken out (the right choice's words
// are one of them, as they must be): what is left must not name the answer.
QByteArray withoutChoices(const QList<QByteArray> &messages)
{
    QByteArray out;
    for (const QByteArray &m : messages) {
        QJsonObject o = QJsonDocument::fromJson(m).object();
        QJsonObject q = o.value("question").toObject();
        q.remove("choices");
        if (o.contains("question"))
            o.insert("question", q);
        out += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT

    rules::Scenario m_lesson;

    void openClass(Classroom &room)
    {
        QString error;
        QVERIFY2(room.open(m_lesson, &error), qPrintable(error));
    }
    const rules::LessonQuestion &question(int step) const { return *m_lesson.lesson.steps[step].question; }

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(rules::Scenario::load(kLesson, &m_lesson, &error), qPrintable(error));
        QVERIFY(m_lesson.lesson.steps[2].question && m_lesson.lesson.steps[3].question);
        // Its first question's "after" caption, as a lesson whose caption tells the outcome has.
        QVERIFY(m_lesson.lesson.steps[2].afterCaption.isEmpty());
        m_lesson.lesson.steps[2].afterCaption = QStringLiteral("Kessig Naturalist entered and it became day at once.");
        QVERIFY(m_lesson.lesson.steps[2].hasAfterHighlights);
    }

    // The issue's test: a teacher and three students over the loopback (wss with the invite's
    // secret). They follow the steps, each answers privately, the teacher's tally is right.
    void teacherAndThreeStudentsOverTheLoopback()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        WssServer server;
        QString error;
        QVERIFY2(server.listen(QHostAddress::LocalHost, 0, {}, &error), qPrintable(error));
        connect(&server, &WssServer::newChannel, &host, &ClassHost::addConnection);
        const Invite invite = server.invite(Invite::Role::Spectator);

        std::vector<std::unique_ptr<ClassClient>> students;
        std::vector<std::unique_ptr<QList<QByteArray>>> bytes;
        std::vector<std::unique_ptr<WssConnector>> connectors;
        for (const QString name : {"Ann", "Ben", "Cat"}) {
            auto connector = std::make_unique<WssConnector>();
            QSignalSpy connected(connector.get(), &WssConnector::connected);
            QSignalSpy failed(connector.get(), &WssConnector::failed);
            connector->open(*Invite::parse(invite.toText(), &error));
            QTRY_VERIFY_WITH_TIMEOUT(!connected.isEmpty() || !failed.isEmpty(), 10000);
            QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
            auto *channel = connected.first().first().value<Channel *>();
            auto kept = std::make_unique<QList<QByteArray>>();
            connect(channel, &Channel::received, channel, [list = kept.get()](const QByteArray &m) { list->append(m); });
            students.push_back(std::make_unique<ClassClient>(channel, name));
            bytes.push_back(std::move(kept));
            connectors.push_back(std::move(connector));
        }
        for (auto &s : students)
            QTRY_VERIFY_WITH_TIMEOUT(s->joined() && !s->caption().isEmpty(), 10000);
        QCOMPARE(room.studentCount(), 3);
        QCOMPARE(students[0]->lesson().value("steps").toInt(), 6);
        QCOMPARE(students[0]->caption(), m_lesson.lesson.steps[0].caption);

        // They follow the teacher: step 2, then the question of step 3.
        room.setTeacherStep(1);
        for (auto &s : students)
            QTRY_COMPARE_WITH_TIMEOUT(s->step(), 1, 10000);
        room.setTeacherStep(2);
        for (auto &s : students) {
            QTRY_COMPARE_WITH_TIMEOUT(s->step(), 2, 10000);
            QCOMPARE(s->question().value("text").toString(), question(2).text);
            QVERIFY(s->result().isEmpty());
            QCOMPARE(s->view().designation, rules::DayNight::Neither); // the position before the outcome
        }
        QCOMPARE(room.tally(), (QList<QuestionTally>{{2, 3, 0, 0}, {3, 3, 0, 0}}));

        // Ann answers right, Ben wrong: each gets their own result, Cat gets nothing.
        const qsizetype catBefore = bytes[2]->size();
        const qsizetype benBefore = bytes[1]->size();
        QSignalSpy answered(&room, &Classroom::answered);
        students[0]->answer(question(2).answer);
        QTRY_VERIFY_WITH_TIMEOUT(!students[0]->result().isEmpty(), 10000);
        QVERIFY(students[0]->result().value("correct").toBool());
        QCOMPARE(students[0]->result().value("explanation").toString(), question(2).explanation);
        QCOMPARE(students[0]->caption(), m_lesson.lesson.steps[2].afterCaption);
        QCOMPARE(students[0]->view().designation, rules::DayNight::Day); // the outcome
        QCOMPARE(bytes[1]->size(), benBefore);
        students[1]->answer((question(2).answer + 1) % 3);
        QTRY_VERIFY_WITH_TIMEOUT(!students[1]->result().isEmpty(), 10000);
        QVERIFY(!students[1]->result().value("correct").toBool());
        QCOMPARE(answered.size(), 2);
        QCOMPARE(bytes[2]->size(), catBefore); // nothing of the others' answers reached Cat
        QVERIFY(students[2]->result().isEmpty());
        QCOMPARE(room.tally().first(), (QuestionTally{2, 3, 2, 1}));
        QCOMPARE(Classroom::tallyLine(room.tally().first()), QStringLiteral("step 3: 2 of 3 answered, 1 right"));

        // Nothing Cat received so far tells the answer.
        const QByteArray cat = withoutChoices(*bytes[2]);
        QVERIFY(!cat.contains(question(2).explanation.toUtf8()));
        QVERIFY(!cat.contains(question(2).choices[question(2).answer].toUtf8()));
        QVERIFY(!cat.contains(m_lesson.lesson.steps[2].afterCaption.toUtf8()));

        // The teacher moves to the second question: Ann and Ben follow, Cat is held at hers.
        room.setTeacherStep(3);
        QTRY_COMPARE_WITH_TIMEOUT(students[0]->step(), 3, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(students[1]->step(), 3, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(students[2]->teacherStep(), 3, 10000);
        QCOMPARE(students[2]->step(), 2);
        QVERIFY(!students[2]->question().isEmpty());
        students[2]->answer(question(2).answer);
        QTRY_VERIFY_WITH_TIMEOUT(!students[2]->result().isEmpty(), 10000); // her result first
        QCOMPARE(students[2]->step(), 2);
        students[2]->follow(true); // then on to the teacher's step
        QTRY_COMPARE_WITH_TIMEOUT(students[2]->step(), 3, 10000);
        QCOMPARE(room.tally().first(), (QuestionTally{2, 3, 3, 2}));
        for (int i = 0; i < 3; ++i)
            students[i]->answer(question(3).answer);
        QTRY_COMPARE_WITH_TIMEOUT(room.tally().last(), (QuestionTally{3, 3, 3, 3}), 10000);
        QCOMPARE(host.refusedCount(), 0);
    }

    // Before a student answers, no message names the right choice (but as one of the choices),
    // its explanation, the "after" caption, the result or the outcome's position; the lesson's
    // description is never sent.
    void nothingTellsTheAnswerBeforeAnswering()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        Student s(host, "Dee");
        for (int step = 0; step <= 3; ++step)
            room.setTeacherStep(step);
        QTRY_COMPARE(s.client->step(), 2);
        QTRY_COMPARE(s.client->teacherStep(), 3);
        const QByteArray before = withoutChoices(s.received);
        for (const int k : {2, 3}) {
            const rules::LessonQuestion &q = question(k);
            QVERIFY2(!before.contains(q.explanation.toUtf8()), qPrintable(q.explanation));
            QVERIFY2(!before.contains(q.choices[q.answer].toUtf8()), qPrintable(q.choices[q.answer]));
            if (!m_lesson.lesson.steps[k].afterCaption.isEmpty())
                QVERIFY(!before.contains(m_lesson.lesson.steps[k].afterCaption.toUtf8()));
        }
        // The highlights shown are the question's own, not its "after" ones (the day/night change).
        QVERIFY(!before.contains("dayNightChanged"));
        // Nor any later step's caption (they show the question's outcome).
        for (int k = 3; k < room.stepCount(); ++k)
            QVERIFY(!before.contains(m_lesson.lesson.steps[k].caption.toUtf8()));
        QVERIFY(!before.contains("\"result\""));
        QVERIFY(!before.contains("\"correct\""));
        QVERIFY(!s.bytes().contains(m_lesson.description.toUtf8()));
        QVERIFY(!s.bytes().contains(m_lesson.description.left(40).toUtf8()));
        QCOMPARE(s.client->view().designation, rules::DayNight::Neither);

        // Once answered, the explanation and the after caption come, to this student.
        s.client->answer(question(2).answer);
        QTRY_VERIFY(!s.client->result().isEmpty());
        QVERIFY(s.bytes().contains(question(2).explanation.toUtf8()));
        QCOMPARE(s.client->result().value("source").toString(), QStringLiteral("Ruling 1"));
    }

    // Each answer reaches only the student who gave it; the tally counts the first answer.
    void answersArePrivateAndCountOnce()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        Student a(host, "Ann"), b(host, "Ben"), c(host, "Cat");
        room.setTeacherStep(1);
        room.setTeacherStep(2);
        for (Student *s : {&a, &b, &c})
            QTRY_VERIFY(!s->client->question().isEmpty());
        const qsizetype bCount = b.received.size(), cCount = c.received.size();
        a.client->answer(0);
        QTRY_VERIFY(!a.client->result().isEmpty());
        a.client->answer(1); // a second answer is refused and changes nothing
        QTRY_COMPARE(a.client->refusedCount(), 1);
        QVERIFY(a.client->lastRefusal().contains("answered already"));
        QCOMPARE(room.answerOf(0, 2), 0);
        QCOMPARE(b.received.size(), bCount);
        QCOMPARE(c.received.size(), cCount);
        QVERIFY(!b.bytes().contains("\"result\"") && !c.bytes().contains("\"result\""));
        QCOMPARE(room.tally().first(), (QuestionTally{2, 3, 1, 1}));
    }

    // A student browsing on their own stays where they went while the teacher moves on; they may
    // go to any step the teacher has shown, never further, nor past their own open question.
    void studentBrowsesOnTheirOwn()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        Student s(host, "Eve");
        room.setTeacherStep(1);
        QTRY_COMPARE(s.client->step(), 1);
        s.client->go(0);
        QTRY_COMPARE(s.client->step(), 0);
        QVERIFY(!s.client->following());
        QCOMPARE(s.client->caption(), m_lesson.lesson.steps[0].caption);
        room.setTeacherStep(2);
        QTRY_COMPARE(s.client->teacherStep(), 2);
        QCOMPARE(s.client->step(), 0); // browsing: not moved
        s.client->go(3);               // the teacher has not shown step 4
        QTRY_COMPARE(s.client->refusedCount(), 1);
        QVERIFY2(s.client->lastRefusal().contains("the teacher has shown steps 1 to 3"), qPrintable(s.client->lastRefusal()));
        QCOMPARE(s.client->step(), 0);
        room.setTeacherStep(4);
        QTRY_COMPARE(s.client->teacherStep(), 4);
        s.client->go(3);               // past her open question of step 3
        QTRY_COMPARE(s.client->refusedCount(), 2);
        QVERIFY2(s.client->lastRefusal().contains("answer the question of step 3 first"), qPrintable(s.client->lastRefusal()));
        s.client->go(2);
        QTRY_COMPARE(s.client->step(), 2);
        s.client->answer(question(2).answer);
        QTRY_VERIFY(!s.client->result().isEmpty());
        s.client->go(3);
        QTRY_COMPARE(s.client->step(), 3);
        QVERIFY(!s.client->question().isEmpty());
        // Following again: back to the teacher's step, as far as her open question allows.
        s.client->follow(true);
        QTRY_VERIFY(s.client->following());
        QCOMPARE(s.client->step(), 3);
        QCOMPARE(room.shownStep(0), 3);
    }

    // A student who loses the connection comes back with the token: the same student, with the
    // answers given, at the teacher's step; a token not of this class is refused.
    void studentReconnects()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        QSignalSpy joined(&host, &ClassHost::studentJoined);
        auto s = std::make_unique<Student>(host, "Fay");
        room.setTeacherStep(1);
        room.setTeacherStep(2);
        QTRY_VERIFY(!s->client->question().isEmpty());
        s->client->answer(1);
        QTRY_VERIFY(!s->client->result().isEmpty());
        const QString token = s->client->token();
        QCOMPARE(token.size(), 32);
        QSignalSpy left(&host, &ClassHost::studentLeft);
        std::unique_ptr<LocalChannel> hostEnd = std::move(s->hostEnd); // the host's transport keeps its end
        s.reset(); // the student's side is gone
        QTRY_COMPARE(left.size(), 1);
        QVERIFY(!host.isConnected(0));
        room.setTeacherStep(3); // the class goes on meanwhile

        Student back(host, "", token);
        QTRY_VERIFY(back.client->joined());
        QTRY_COMPARE(back.client->step(), 3);
        QCOMPARE(room.studentCount(), 1);
        QCOMPARE(joined.size(), 2);
        QVERIFY(joined.last().at(1).toBool());
        QCOMPARE(room.answerOf(0, 2), 1);
        QCOMPARE(room.tally().first(), (QuestionTally{2, 1, 1, 0}));
        back.client->go(2); // her answer is still there
        QTRY_COMPARE(back.client->step(), 2);
        QCOMPARE(back.client->result().value("choice").toInt(), 1);

        Student stranger(host, "", QString(32, QLatin1Char('a')));
        QTRY_VERIFY(!stranger.clientEnd->isOpen());
        QVERIFY(stranger.client->lastRefusal().contains("not a student's of this class"));
        QCOMPARE(room.studentCount(), 1);

        // Another lesson: the class's connections are closed, its students forgotten.
        openClass(room);
        QTRY_VERIFY(!back.clientEnd->isOpen());
        QVERIFY(back.client->lastRefusal().contains("another lesson"));
        QCOMPARE(room.studentCount(), 0);
        QCOMPARE(host.connectionCount(), 0);
    }

    // Bad messages from a student are refused with the reason and change nothing.
    void badMessagesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("reason");
        QTest::newRow("choice out of range") << QByteArray(R"({"type":"classAnswer","step":2,"choice":7})") << "choice 8 is not one of 1 to 3";
        QTest::newRow("not the step shown") << QByteArray(R"({"type":"classAnswer","step":3,"choice":0})") << "you are shown step 3";
        QTest::newRow("unknown field") << QByteArray(R"({"type":"classAnswer","step":2,"choice":0,"right":true})") << "classAnswer";
        QTest::newRow("step as text") << QByteArray(R"({"type":"classGo","step":"2"})") << "classGo.step: expected a whole number";
        QTest::newRow("host's type") << QByteArray(R"({"type":"classStep","step":2})") << "comes from the host";
        QTest::newRow("not JSON") << QByteArray("{\"type\":") << "not JSON";
        QTest::newRow("too big") << QByteArray(5000, ' ') << "over the cap";
    }
    void badMessagesAreRefused()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, reason);
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        Student s(host, "Gus");
        room.setTeacherStep(1);
        room.setTeacherStep(2);
        QTRY_VERIFY(!s.client->question().isEmpty());
        const qsizetype before = s.received.size();
        s.clientEnd->send(message);
        QTRY_COMPARE(s.client->refusedCount(), 1);
        QVERIFY2(s.client->lastRefusal().contains(reason), qPrintable(s.client->lastRefusal()));
        QCOMPARE(s.received.size(), before + 1);
        QCOMPARE(room.answerOf(0, 2), -1);
        QCOMPARE(room.shownStep(0), 2);
        QVERIFY(s.clientEnd->isOpen());
        QCOMPARE(host.refusedCount(), 1);
    }

    // A connection must say classHello first, in this protocol version.
    void helloFirst()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        auto [a, b] = LocalChannel::pair();
        std::unique_ptr<LocalChannel> hostEnd(a), clientEnd(b);
        host.addConnection(a);
        QSignalSpy closed(b, &Channel::closed);
        QSignalSpy received(b, &Channel::received);
        b->send(R"({"type":"classAnswer","step":2,"choice":0})");
        QTRY_COMPARE(closed.size(), 1);
        QVERIFY(received.first().first().toByteArray().contains("say classHello first"));
        QCOMPARE(room.studentCount(), 0);

        auto [c, d] = LocalChannel::pair();
        std::unique_ptr<LocalChannel> hostEnd2(c), clientEnd2(d);
        host.addConnection(c);
        QSignalSpy received2(d, &Channel::received);
        d->send(R"({"type":"classHello","protocol":9,"build":"9.0"})");
        QTRY_VERIFY(!d->isOpen());
        QVERIFY(received2.first().first().toByteArray().contains("this class runs class protocol 1, you run 9"));
        QCOMPARE(room.studentCount(), 0);
    }

    // The student refuses what the host should never send: a step whose question has one
    // choice, or whose view names an unknown card; the step shown stays.
    void studentRefusesBadSteps()
    {
        Classroom room;
        openClass(room);
        ClassHost host(&room);
        Student s(host, "Hal");
        QTRY_VERIFY(!s.client->caption().isEmpty());
        QJsonObject step = room.stepFor(0);
        QJsonObject bad = step;
        bad.insert("question", QJsonObject{{"text", "?"}, {"choices", QJsonArray{"only"}}});
        bad.insert("type", "classStep");
        s.hostEnd->send(QJsonDocument(bad).toJson(QJsonDocument::Compact));
        QTRY_COMPARE(s.client->refusedCount(), 1);
        QVERIFY2(s.client->lastRefusal().contains("classStep.question.choices"), qPrintable(s.client->lastRefusal()));
        QVERIFY(s.client->question().isEmpty());

        QJsonObject view = step.value("view").toObject();
        QJsonObject badView = QJsonDocument::fromJson(QJsonDocument(view).toJson().replace("kessig-naturalist", "no-such-card")).object();
        bad = step;
        bad.insert("view", badView);
        bad.insert("caption", "changed");
        bad.insert("type", "classStep");
        s.hostEnd->send(QJsonDocument(bad).toJson(QJsonDocument::Compact));
        QTRY_COMPARE(s.client->refusedCount(), 2);
        QVERIFY2(s.client->lastRefusal().contains("classStep.view"), qPrintable(s.client->lastRefusal()));
        QCOMPARE(s.client->caption(), m_lesson.lesson.steps[0].caption);
    }

    // Who the class watches: a lesson that shows every hand gives a spectator who sees every
    // hand (never the libraries), "none" a plain spectator.
    void viewerFollowsTheLessonsHands()
    {
        Classroom room;
        openClass(room);
        QCOMPARE(room.viewerAt(0, false), rules::Viewer::spectator(true));
        rules::Scenario hidden = m_lesson;
        hidden.lesson.hands = QStringLiteral("none");
        QString error;
        QVERIFY2(room.open(hidden, &error), qPrintable(error));
        QCOMPARE(room.viewerAt(0, false), rules::Viewer::spectator(false));
        // Alice holds Kessig Naturalist at the start: a spectator sees no card of her hand.
        QString added;
        QVERIFY(room.addStudent("Ida", &added) == 0);
        const QByteArray view = QJsonDocument(room.stepFor(0).value("view").toObject()).toJson();
        QVERIFY(view.contains("hidden-card"));
        QVERIFY(!view.contains("kessig-naturalist"));
        // "acting": the hand of the player who must act (Alice, with priority at the start).
        rules::Scenario acting = m_lesson;
        acting.lesson.hands = QStringLiteral("acting");
        QVERIFY2(room.open(acting, &error), qPrintable(error));
        QCOMPARE(room.viewerAt(0, false), rules::Viewer::player(0));
        QVERIFY(room.addStudent("Jo", &added) == 0);
        QVERIFY(QJsonDocument(room.stepFor(0).value("view").toObject()).toJson().contains("kessig-naturalist"));
    }
};

QTEST_GUILESS_MAIN(TestClassroom)
#include "tst_classroom.moc"
