// App smoke test: the real executable renders the table offscreen and the PNG is not blank.
#include <QImage>
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
