// The class from the command line: `daynight --serve --lesson 1 --students 3` and three
// `daynight --headless --join INVITE --student --answer ...` processes on the loopback. The
// students follow to the last step and exit 0; the teacher prints the right tally and exits 0.
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

class TestClassCommands : public QObject
{
    Q_OBJECT

private slots:
    void teacherAndThreeScriptedStudents()
    {
        QProcess teacher;
        teacher.start(QStringLiteral(DAYNIGHT_PROGRAM), {"--serve", "--lesson", "1", "--students", "3"});
        QVERIFY(teacher.waitForStarted(10000));
        QString invite;
        QByteArray out;
        while (invite.isEmpty() && teacher.waitForReadyRead(10000)) {
            out += teacher.readAllStandardOutput();
            const QRegularExpressionMatch m = QRegularExpression("invite: (daynight://\\S+)").match(QString::fromUtf8(out));
            if (m.hasMatch())
                invite = m.captured(1);
        }
        QVERIFY2(!invite.isEmpty(), out.constData());
        QVERIFY(invite.endsWith("?role=spectator"));
        // The invite names this computer's shareable address; the students are on the loopback.
        invite.replace(QRegularExpression("//[^/]*:"), "//127.0.0.1:");

        QProcess students[3];
        const char *answers[3] = {"right", "wrong", "first"};
        for (int i = 0; i < 3; ++i) {
            students[i].start(QStringLiteral(DAYNIGHT_PROGRAM),
                              {"--headless", "--join", invite, "--student", "--answer", answers[i], "--name", QString("S%1").arg(i + 1)});
            QVERIFY(students[i].waitForStarted(10000));
        }
        for (QProcess &s : students) {
            QVERIFY(s.waitForFinished(60000));
            QVERIFY2(s.exitCode() == 0, s.readAllStandardError().constData());
        }
        QVERIFY(teacher.waitForFinished(60000));
        out += teacher.readAllStandardOutput();
        QVERIFY2(teacher.exitCode() == 0, out.constData());
        // Step 3 asks "It becomes day" (choice 1), step 4 "Yes: it stays day" (choice 2): the
        // first choice is right once.
        QVERIFY2(out.contains("tally step 3: 3 of 3 answered, 2 right"), out.constData());
        QVERIFY2(out.contains("tally step 4: 3 of 3 answered, 1 right"), out.constData());
        const QByteArray wrong = students[1].readAllStandardOutput();
        QVERIFY2(wrong.contains("wrong: the answer is \"It becomes day\""), wrong.constData());
        QVERIFY(wrong.contains("step 6 of 6"));
    }
};

QTEST_GUILESS_MAIN(TestClassCommands)
#include "tst_classcommands.moc"
