// App smoke test: the real executable renders the table offscreen and the PNG is not blank.
#include <QFile>
#include <QImage>
#include <QLibraryInfo>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

// The program's environment with its own home (settings and autosave kept out of the user's).
static QProcessEnvironment withHome(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    return env;
}

// Runs the program with each case's arguments: it must exit 2 and say the case's words.
static void expectRefused(const QList<QPair<QStringList, QByteArray>> &cases)
{
    for (const auto &[arguments, words] : cases) {
        QTemporaryDir dir;
        QProcess app;
        app.setProcessEnvironment(withHome(dir.path()));
        app.start(QStringLiteral(DAYNIGHT_EXECUTABLE), arguments);
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        const QByteArray errors = app.readAllStandardError();
        QVERIFY2(errors.contains(words), errors.constData());
    }
}

class TestApp : public QObject
{
    Q_OBJECT
private slots:
    void screenshotIsNotBlank()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("table.png"));
        QProcess app;
        app.start(QStringLiteral(DAYNIGHT_EXECUTABLE), {QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--screenshot"), file});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        const QByteArray errors = app.readAllStandardError();
        QVERIFY2(!errors.contains(".qml:") && !errors.contains("QML"), errors.constData()); // no QML warning
        QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1600, 1000));
        // A blank or single-colour window has a handful of colours; the table has hundreds.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 100, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
    }

    // The self-test passes here (it is also its own ctest entry, app_self_test).
    void selfTestPasses()
    {
        QProcess app;
        app.start(QStringLiteral(DAYNIGHT_EXECUTABLE), {QStringLiteral("--self-test")});
        QVERIFY(app.waitForFinished(120000));
        const QByteArray out = app.readAllStandardOutput();
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        QVERIFY(out.contains("self-test passed"));
        // It really opened the dialogs, menus and popups of the table.
        for (const char *opened : {"open openDialog", "open saveDialog", "open xDialog", "open optionPopup", "open abilityMenu",
                                   "the ability menu lists abilities", "a log line's ruling opens", "the card preview opens",
                                   "open learnDialog", "open chaptersMenu", "lesson ruling-03-day-becomes-night: 4 steps walked",
                                   "lesson ruling-12-tovolar-transforms-older-werewolves", "the lesson closes"})
            QVERIFY2(out.contains(QByteArray("ok   ") + opened), opened);
    }

    // With Qt's QML modules out of reach (a qt.conf beside a copy of the program points the
    // import path at an empty folder), the self-test exits 1 and names the module and its
    // Debian package, without crashing.
    void selfTestNamesAMissingModule()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("daynight"));
        QVERIFY(QFile::copy(QStringLiteral(DAYNIGHT_EXECUTABLE), copy));
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::ExeOwner));
        QFile conf(dir.filePath(QStringLiteral("qt.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[Paths]\nPrefix = " + QLibraryInfo::path(QLibraryInfo::PrefixPath).toUtf8()
                   + "\nPlugins = " + QLibraryInfo::path(QLibraryInfo::PluginsPath).toUtf8()
                   + "\nQmlImports = " + dir.filePath(QStringLiteral("no-modules")).toUtf8() + "\n");
        conf.close();
        QProcess app;
        app.start(copy, {QStringLiteral("--self-test")});
        QVERIFY(app.waitForFinished(120000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 1);
        const QByteArray errors = app.readAllStandardError();
        QVERIFY2(errors.contains("self-test FAILED"), errors.constData());
        QVERIFY2(errors.contains("QML module QtQuick.Dialogs: module \"QtQuick.Dialogs\" is not installed (Debian package qml6-module-qtquick-dialogs)"),
                 errors.constData());
        QVERIFY2(errors.contains("Qt.labs.folderlistmodel") && errors.contains("qml6-module-qt-labs-folderlistmodel"), errors.constData());
    }

    // A lesson's handout is a PDF: the teacher's copy has a page per step (the ruling-3 lesson
    // has 4), the class's stops at the question (3 pages).
    void lessonHandoutHasAPagePerStep()
    {
        QTemporaryDir dir;
        for (const bool teacher : {true, false}) {
            const QString file = dir.filePath(teacher ? QStringLiteral("teacher.pdf") : QStringLiteral("class.pdf"));
            QProcess app;
            app.setProcessEnvironment(withHome(dir.path()));
            QStringList arguments{QStringLiteral("--lesson"), QStringLiteral("3"), QStringLiteral("--handout"), file};
            if (!teacher)
                arguments.append(QStringLiteral("--student-copy"));
            app.start(QStringLiteral(DAYNIGHT_EXECUTABLE), arguments);
            QVERIFY(app.waitForFinished(60000));
            const QByteArray errors = app.readAllStandardError();
            QVERIFY2(app.exitCode() == 0, errors.constData());
            QVERIFY2(!errors.contains(".qml:") && !errors.contains("QML"), errors.constData());
            QVERIFY2(errors.contains(teacher ? "teacher's copy" : "student's copy"), errors.constData());
            QVERIFY2(errors.contains(teacher ? "(4 pages)" : "(3 pages)"), errors.constData());
            QFile pdf(file);
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            const QByteArray bytes = pdf.readAll();
            QVERIFY(bytes.startsWith("%PDF-"));
            QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page "), teacher ? 4 : 3);
            // The document's title, as QPdfWriter writes it (UTF-16, big-endian; the brackets
            // around the copy's name are escaped, so each part is looked for alone).
            for (const QByteArray &words : {QByteArrayLiteral("Day, and a turn without spells "), teacher ? QByteArrayLiteral("teacher's copy") : QByteArrayLiteral("student's copy")}) {
                QByteArray title;
                for (const char c : words)
                    title += QByteArray(1, '\0') + c;
                QVERIFY2(bytes.contains(title), words.constData());
            }
        }
    }

    // A lesson's step rendered from the command line: the caption band is on the table.
    void lessonStepScreenshot()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("step.png"));
        QProcess app;
        app.setProcessEnvironment(withHome(dir.path()));
        app.start(QStringLiteral(DAYNIGHT_EXECUTABLE), {QStringLiteral("--lesson"), QStringLiteral("4"), QStringLiteral("--step"), QStringLiteral("3"),
                                                      QStringLiteral("--screenshot"), file});
        QVERIFY(app.waitForFinished(60000));
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        QImage image(file);
        QCOMPARE(image.size(), QSize(1600, 1000));
        // The band's accent border runs along its top edge, above the status bar.
        int accent = 0;
        for (int y = 700; y < 960; ++y)
            accent += image.pixelColor(400, y) == QColor(0x4d, 0xa3, 0xff) ? 1 : 0;
        QVERIFY2(accent > 0, "no lesson band under the board");
    }

    // Bad lesson options are refused with the reason and exit code 2.
    void badLessonOptionsAreRefused()
    {
        const QList<QPair<QStringList, QByteArray>> cases{
            {{QStringLiteral("--headless"), QStringLiteral("--lesson"), QStringLiteral("13")}, "expected a seed ruling number from 1 to 12"},
            {{QStringLiteral("--lesson"), QStringLiteral("all")}, "--lesson all needs --headless"},
            {{QStringLiteral("--step"), QStringLiteral("2")}, "--step needs --lesson"},
            {{QStringLiteral("--lesson"), QStringLiteral("3"), QStringLiteral("--step"), QStringLiteral("9"), QStringLiteral("--screenshot"), QStringLiteral("/dev/null")},
             "--step 9: the lesson has 4 steps"},
            {{QStringLiteral("--handout"), QStringLiteral("x.pdf")}, "--handout needs --lesson"},
            {{QStringLiteral("--student-copy")}, "--student-copy goes with --handout"},
        };
        expectRefused(cases);
    }

    // --ai SEAT (issue 13): seats from 1 to the number of players; anything else exits 2 with
    // one line, before any window opens.
    void badAiSeatsAreRefused()
    {
        const QString scenario = QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/ruling-03-day-becomes-night.json");
        const QList<QPair<QStringList, QByteArray>> cases{
            {{QStringLiteral("--ai"), QStringLiteral("0")}, "daynight: --ai: expected a seat number from 1 to 2 (--players), got \"0\"\n"},
            {{QStringLiteral("--ai"), QStringLiteral("3")}, "daynight: --ai: expected a seat number from 1 to 2 (--players), got \"3\"\n"},
            {{QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--ai"), QStringLiteral("1"), QStringLiteral("--ai"), QStringLiteral("two")},
             "daynight: --ai: expected a seat number from 1 to 3 (--players), got \"two\"\n"},
            {{QStringLiteral("--ai"), QStringLiteral("2"), QStringLiteral("--headless"), QStringLiteral("--scenario"), scenario},
             "daynight: --ai marks seats of a game on the table: not with --headless or --lesson\n"},
            {{QStringLiteral("--scenario"), scenario, QStringLiteral("--ai"), QStringLiteral("4"), QStringLiteral("--screenshot"), QStringLiteral("/dev/null")},
             "daynight: --ai: expected a seat number from 1 to 2 (the game has 2 players), got \"4\"\n"},
        };
        expectRefused(cases);
    }

    void badSeedIsRefusedWithExitCode2()
    {
        QProcess app;
        app.start(QStringLiteral(DAYNIGHT_EXECUTABLE), {QStringLiteral("--seed"), QStringLiteral("twelve"), QStringLiteral("--screenshot"), QStringLiteral("/dev/null")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        QVERIFY(app.readAllStandardError().contains("--seed: expected a whole number"));
    }
};

QTEST_GUILESS_MAIN(TestApp)
#include "tst_app.moc"
