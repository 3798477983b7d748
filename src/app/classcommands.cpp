#include "classcommands.h"

#include "classclient.h"
#include "classhost.h"
#include "classroom.h"
#include "inputfile.h"
#include "scenario.h"
#include "wssconnector.h"
#include "wssserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>
#include <cstdio>

namespace {

constexpr int kBadInput = 2;
constexpr int kSilentMs = 120000; ///< how long the teacher waits for students, and a student for the class

void say(const QString &line)
{
    std::printf("%s\n", qPrintable(rules::printable(line)));
    std::fflush(stdout);
}

int bad(const QString &why)
{
    std::fprintf(stderr, "daynight: %s\n", qPrintable(why));
    return kBadInput;
}

// The teacher: host, wait for the students, walk the steps, wait at each question for every
// answer, print the tally.
int runTeacher(const QString &file, quint16 port, int students)
{
    rules::Scenario lesson;
    QString error;
    if (!rules::Scenario::load(file, &lesson, &error))
        return bad(error);
    session::Classroom room;
    if (!room.open(lesson, &error))
        return bad(error);
    net::ClassHost host(&room);
    net::WssServer server;
    // A class often sits behind one school router: every student arrives from the same address.
    // The per-address caps rise to the whole-host ones; the host's total caps still hold.
    net::TransportLimits limits = server.limits();
    limits.maxConnectionsPerAddress = limits.maxConnections;
    limits.maxHandshakingPerAddress = limits.maxHandshaking;
    server.setLimits(limits);
    if (!server.listen(QHostAddress::Any, port, {}, &error))
        return bad(error);
    QObject::connect(&server, &net::WssServer::newChannel, &host, &net::ClassHost::addConnection);
    say(QStringLiteral("class: \"%1\", %2 steps, %3 student(s) expected").arg(lesson.lesson.title).arg(room.stepCount()).arg(students));
    say(QStringLiteral("invite: %1").arg(server.invite(net::Invite::Role::Spectator).toText()));

    int code = -1;
    QTimer silence;
    silence.setSingleShot(true);
    silence.setInterval(kSilentMs);
    auto finish = [&code](int c) {
        if (code < 0) {
            code = c;
            QCoreApplication::exit(c);
        }
    };
    auto everyoneAnswered = [&room](int step) {
        for (int s = 0; s < room.studentCount(); ++s)
            if (room.answerOf(s, step) < 0)
                return false;
        return true;
    };
    // Moves on while the step shown asks nothing or every student has answered it.
    std::function<void()> advance = [&] {
        while (true) {
            const int k = room.teacherStep();
            const bool asks = lesson.lesson.steps[k].question.has_value();
            if (asks && !everyoneAnswered(k))
                return silence.start();
            if (k + 1 >= room.stepCount()) {
                for (const session::QuestionTally &t : room.tally())
                    say(QStringLiteral("tally %1").arg(session::Classroom::tallyLine(t)));
                say(QStringLiteral("class over"));
                // The students leave once they have the last step; the host waits for that.
                if (host.connectionCount() == 0)
                    finish(0);
                return silence.start();
            }
            room.setTeacherStep(k + 1);
            say(QStringLiteral("step %1: %2").arg(k + 2).arg(lesson.lesson.steps[k + 1].caption));
            if (lesson.lesson.steps[k + 1].question)
                say(QStringLiteral("  question: %1").arg(lesson.lesson.steps[k + 1].question->text));
        }
    };
    bool started = false;
    QObject::connect(&host, &net::ClassHost::studentJoined, &host, [&](int student, bool again) {
        say(QStringLiteral("%1 %2 (%3 of %4)").arg(room.name(student), again ? QStringLiteral("is back") : QStringLiteral("joined"))
                .arg(room.studentCount()).arg(students));
        if (!started && room.studentCount() >= students) {
            started = true;
            say(QStringLiteral("step 1: %1").arg(lesson.lesson.steps[0].caption));
            advance();
        }
    });
    QObject::connect(&host, &net::ClassHost::studentLeft, &host, [&](int student) {
        say(QStringLiteral("%1 left").arg(room.name(student)));
        QTimer::singleShot(0, &host, [&] {
            if (host.connectionCount() == 0 && started)
                finish(room.teacherStep() + 1 >= room.stepCount() ? 0 : 1); // the last step reached: the class is over
        });
    });
    QObject::connect(&room, &session::Classroom::answered, &room, [&](int student, int step, bool right) {
        say(QStringLiteral("%1 answered step %2 (%3)").arg(room.name(student)).arg(step + 1).arg(right ? QStringLiteral("right") : QStringLiteral("wrong")));
        for (const session::QuestionTally &t : room.tally())
            if (t.step == step)
                say(QStringLiteral("tally %1").arg(session::Classroom::tallyLine(t)));
        if (step == room.teacherStep())
            QTimer::singleShot(0, &room, advance);
    });
    QObject::connect(&silence, &QTimer::timeout, &silence, [&] {
        say(QStringLiteral("no answer from the class in %1 s: stopping").arg(kSilentMs / 1000));
        finish(1);
    });
    silence.start();
    const int result = QCoreApplication::exec();
    server.close();
    return code >= 0 ? code : result;
}

// The answer key of a scripted student: the question of step `step` in this computer's copy of
// a lesson with the same title and step count; nullptr when there is none.
const rules::LessonQuestion *keyFor(const QList<rules::Scenario> &lessons, const QJsonObject &info, int step, const QString &text)
{
    for (const rules::Scenario &sc : lessons)
        if (sc.lesson.title == info.value(QStringLiteral("title")).toString() && sc.lesson.steps.size() == info.value(QStringLiteral("steps")).toInt()
            && sc.lesson.steps[step].question && sc.lesson.steps[step].question->text == text)
            return &*sc.lesson.steps[step].question;
    return nullptr;
}

int runStudent(const QString &inviteText, const QString &name, const QString &policy, const QStringList &installed)
{
    QString error;
    const std::optional<net::Invite> invite = net::Invite::parse(inviteText, &error);
    if (!invite)
        return bad(QStringLiteral("--join: %1").arg(error));
    QList<rules::Scenario> key;
    if (policy != QLatin1String("first"))
        for (const QString &file : installed) {
            rules::Scenario sc;
            if (rules::Scenario::load(file, &sc, &error) && !sc.lesson.isEmpty())
                key.append(sc);
        }
    net::WssConnector connector;
    std::unique_ptr<net::ClassClient> client;
    int code = -1;
    bool done = false;
    auto finish = [&code](int c) {
        if (code < 0) {
            code = c;
            QCoreApplication::exit(c);
        }
    };
    QObject::connect(&connector, &net::WssConnector::failed, &connector, [&](const QString &why) {
        std::fprintf(stderr, "daynight: %s\n", qPrintable(why));
        finish(1);
    });
    QObject::connect(&connector, &net::WssConnector::connected, &connector, [&](net::Channel *channel) {
        channel->setParent(&connector);
        client = std::make_unique<net::ClassClient>(channel, name);
        QObject::connect(client.get(), &net::ClassClient::joinedChanged, client.get(), [&] {
            say(QStringLiteral("joined \"%1\" (%2 steps, the view of %3)").arg(client->lesson().value(QStringLiteral("title")).toString())
                    .arg(client->lesson().value(QStringLiteral("steps")).toInt()).arg(client->lesson().value(QStringLiteral("viewer")).toString()));
        });
        QObject::connect(client.get(), &net::ClassClient::refused, client.get(), [](const QString &why) { say(QStringLiteral("refused: %1").arg(why)); });
        QObject::connect(client.get(), &net::ClassClient::closed, client.get(), [&](const QString &why) {
            if (!done)
                say(QStringLiteral("the class ended: %1").arg(why));
            finish(done ? 0 : 1);
        });
        QObject::connect(client.get(), &net::ClassClient::stepChanged, client.get(), [&] {
            const int steps = client->lesson().value(QStringLiteral("steps")).toInt();
            say(QStringLiteral("step %1 of %2: %3").arg(client->step() + 1).arg(steps).arg(client->caption()));
            const QJsonObject q = client->question();
            const QJsonObject r = client->result();
            if (!r.isEmpty())
                say(QStringLiteral("  %1: the answer is \"%2\". %3").arg(r.value(QStringLiteral("correct")).toBool() ? QStringLiteral("right") : QStringLiteral("wrong"),
                                                                        r.value(QStringLiteral("answer")).toString(), r.value(QStringLiteral("explanation")).toString()));
            if (!q.isEmpty()) {
                const QJsonArray choices = q.value(QStringLiteral("choices")).toArray();
                int choice = 0;
                if (policy != QLatin1String("first")) {
                    const rules::LessonQuestion *known = keyFor(key, client->lesson(), client->step(), q.value(QStringLiteral("text")).toString());
                    if (!known) {
                        std::fprintf(stderr, "daynight: --answer %s: this lesson is not installed here, so there is no answer key\n", qPrintable(policy));
                        return finish(kBadInput);
                    }
                    choice = policy == QLatin1String("right") ? known->answer : (known->answer + 1) % int(choices.size());
                }
                say(QStringLiteral("  question: %1 -> \"%2\"").arg(q.value(QStringLiteral("text")).toString(), choices.at(choice).toString()));
                client->answer(choice);
                return;
            }
            if (client->step() + 1 >= steps) { // the last step, nothing waits: the class is over for us
                done = true;
                QTimer::singleShot(0, client.get(), [&] { finish(0); });
            } else if (!r.isEmpty() && client->step() < client->teacherStep()) {
                client->follow(true); // the result read, on to the teacher's step
            }
        });
        QObject::connect(client.get(), &net::ClassClient::teacherMoved, client.get(), [&](int) {
            if (!client->result().isEmpty() && client->step() < client->teacherStep())
                client->follow(true);
        });
    });
    connector.open(*invite);
    QTimer::singleShot(kSilentMs, &connector, [&] {
        say(QStringLiteral("nothing from the class in %1 s: leaving").arg(kSilentMs / 1000));
        finish(1);
    });
    const int result = QCoreApplication::exec();
    client.reset();
    return code >= 0 ? code : result;
}

} // namespace

int runClassCommand(int &argc, char **argv, const QStringList &arguments, const std::function<QString(const QString &)> &lessonFile,
                    const std::function<QStringList()> &installedLessons)
{
    const bool teacher = arguments.contains(QStringLiteral("--serve")) && std::any_of(arguments.begin(), arguments.end(), [](const QString &a) {
                             return a == QLatin1String("--lesson") || a.startsWith(QLatin1String("--lesson="));
                         });
    const bool student = arguments.contains(QStringLiteral("--student"));
    if (!teacher && !student)
        return -1;
    QCommandLineParser parser;
    const QCommandLineOption serve(QStringLiteral("serve"), QStringLiteral("Teach a class: host --lesson."));
    const QCommandLineOption lesson(QStringLiteral("lesson"), QStringLiteral("The lesson: a seed ruling number or a file."), QStringLiteral("which"));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("The port to listen on (default: one the system chooses)."), QStringLiteral("port"), QStringLiteral("0"));
    const QCommandLineOption students(QStringLiteral("students"), QStringLiteral("Students to wait for (default 1)."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption headless(QStringLiteral("headless"), QStringLiteral("Without a window."));
    const QCommandLineOption join(QStringLiteral("join"), QStringLiteral("The invite."), QStringLiteral("invite"));
    const QCommandLineOption studentOption(QStringLiteral("student"), QStringLiteral("Join a class as a student."));
    const QCommandLineOption answer(QStringLiteral("answer"), QStringLiteral("first, right or wrong."), QStringLiteral("which"), QStringLiteral("first"));
    const QCommandLineOption name(QStringLiteral("name"), QStringLiteral("The student's name."), QStringLiteral("name"));
    parser.addOptions({serve, lesson, port, students, headless, join, studentOption, answer, name});
    if (!parser.parse(arguments))
        return bad(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return bad(QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    QCoreApplication app(argc, argv);
    if (teacher) {
        if (student || parser.isSet(join) || parser.isSet(answer) || parser.isSet(name))
            return bad(QStringLiteral("--serve --lesson teaches a class: not with --student, --join, --answer or --name"));
        bool ok = false;
        const uint p = parser.value(port).toUInt(&ok);
        if (!ok || p > 65535)
            return bad(QStringLiteral("--port: expected 0 to 65535, got \"%1\"").arg(parser.value(port)));
        const int n = parser.value(students).toInt(&ok);
        if (!ok || n < 1 || n > session::ClassLimits::kStudents)
            return bad(QStringLiteral("--students: expected 1 to %1, got \"%2\"").arg(session::ClassLimits::kStudents).arg(parser.value(students)));
        return runTeacher(lessonFile(parser.value(lesson)), quint16(p), n);
    }
    if (!parser.isSet(headless) || !parser.isSet(join))
        return bad(QStringLiteral("--student needs --headless --join INVITE"));
    const QString policy = parser.value(answer);
    if (policy != QLatin1String("first") && policy != QLatin1String("right") && policy != QLatin1String("wrong"))
        return bad(QStringLiteral("--answer: expected first, right or wrong, got \"%1\"").arg(policy));
    return runStudent(parser.value(join), parser.value(name), policy, policy == QLatin1String("first") ? QStringList() : installedLessons());
}
