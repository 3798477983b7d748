// App smoke test: the real executable renders the table offscreen and the PNG is not blank.
#include <QFile>
#include <QImage>
#include <QLibraryInfo>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

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
                                   "the ability menu lists abilities", "a log line's ruling opens", "the card preview opens"})
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
