// Reading a person's input files (rules::readInputFile): only regular files, never blocking,
// never more than the limit; and rules::printable(), which escapes what could disguise text.
#include "inputfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

using namespace rules;

class TestInputFile : public QObject
{
    Q_OBJECT

private slots:
    void readsARegularFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema\": 1}\n");
        f.close();
        QByteArray data;
        QString error;
        QVERIFY2(readInputFile(file, &data, &error), qPrintable(error));
        QCOMPARE(data, QByteArray("{\"schema\": 1}\n"));
        QVERIFY(notARegularFile(file).isEmpty());
    }

    void readsAnEmptyFileAsEmpty()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("empty.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QByteArray data("unchanged");
        QString error;
        QVERIFY(readInputFile(file, &data, &error));
        QVERIFY(data.isEmpty());
    }

    void refusesALargerFileAndLeavesTheOutputAlone()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("big.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(101, 'x'));
        f.close();
        QByteArray data("unchanged");
        QString error;
        QVERIFY(!readInputFile(file, &data, &error, 100));
        QCOMPARE(error, file + QStringLiteral(": the file is larger than 100 bytes"));
        QCOMPARE(data, QByteArray("unchanged"));
        QVERIFY(readInputFile(file, &data, &error, 101));
        QCOMPARE(data.size(), 101);
    }

    // A device read without end (/dev/zero) and through a symbolic link: refused at once, by
    // what it is, not after reading 16 MiB of it.
    void refusesDevicesAlsoThroughALink()
    {
        QTemporaryDir dir;
        const QString link = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), link));
        for (const QString &file : {QStringLiteral("/dev/zero"), link}) {
            QByteArray data;
            QString error;
            QVERIFY(!readInputFile(file, &data, &error));
            QCOMPARE(error, file + QStringLiteral(": a character device, not a regular file"));
        }
    }

    // A FIFO would block an ordinary open() until a writer comes: it is refused without opening.
    void refusesAFifoWithoutBlocking()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("autosave.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QByteArray data;
        QString error;
        QVERIFY(!readInputFile(fifo, &data, &error));
        QCOMPARE(error, fifo + QStringLiteral(": a FIFO (named pipe), not a regular file"));
    }

    void refusesASocketAFolderAndAMissingFile()
    {
        QTemporaryDir dir;
        const QString socketFile = dir.filePath(QStringLiteral("s"));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray path = QFile::encodeName(socketFile);
        QVERIFY(size_t(path.size()) < sizeof address.sun_path);
        std::memcpy(address.sun_path, path.constData(), size_t(path.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
        QByteArray data;
        QString error;
        QVERIFY(!readInputFile(socketFile, &data, &error));
        QCOMPARE(error, socketFile + QStringLiteral(": a socket, not a regular file"));
        ::close(fd);
        QVERIFY(!readInputFile(dir.path(), &data, &error));
        QCOMPARE(error, dir.path() + QStringLiteral(": a folder, not a regular file"));
        QVERIFY(!readInputFile(dir.filePath(QStringLiteral("missing")), &data, &error));
        QVERIFY2(error.endsWith(QStringLiteral(": no such file")), qPrintable(error));
    }

    void printableEscapesWhatHidesText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<bool>("hidden");
        QTest::newRow("plain") << QStringLiteral("Tovolar's Pack") << QStringLiteral("Tovolar's Pack") << false;
        QTest::newRow("accents and scripts kept") << QStringLiteral("Séance 月 ∞") << QStringLiteral("Séance 月 ∞") << false;
        QTest::newRow("right-to-left override") << QStringLiteral("Pack\u202Ekcap") << QStringLiteral("Pack\\u{202E}kcap") << true;
        QTest::newRow("right-to-left marks") << QStringLiteral("\u200FForest\u200F") << QStringLiteral("\\u{200F}Forest\\u{200F}") << true;
        QTest::newRow("isolates") << QStringLiteral("\u2066a\u2069") << QStringLiteral("\\u{2066}a\\u{2069}") << true;
        QTest::newRow("zero width") << QStringLiteral("For\u200Best") << QStringLiteral("For\\u{200B}est") << true;
        QTest::newRow("byte order mark") << QStringLiteral("\uFEFFForest") << QStringLiteral("\\u{FEFF}Forest") << true;
        QTest::newRow("newline, tab, return") << QStringLiteral("a\nb\tc\rd") << QStringLiteral("a\\nb\\tc\\rd") << true;
        QTest::newRow("other controls") << QStringLiteral("a") + QChar(0x1B) + QChar(0x7F) + QChar(0x85)
                                        << QStringLiteral("a\\u{001B}\\u{007F}\\u{0085}") << true;
        QTest::newRow("a backslash cannot forge an escape") << QStringLiteral("\\u{202E}") << QStringLiteral("\\\\u{202E}") << false;
        QTest::newRow("tag characters") << QString::fromUcs4(U"a\U000E0041") << QStringLiteral("a\\u{E0041}") << true;
        QTest::newRow("emoji kept") << QString::fromUcs4(U"\U0001F315 moon") << QString::fromUcs4(U"\U0001F315 moon") << false;
        QTest::newRow("lone surrogate") << QStringLiteral("a") + QChar(0xD800) << QStringLiteral("a\\u{D800}") << true;
    }

    void printableEscapesWhatHidesText()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(printable(text), shown);
        QFETCH(bool, hidden);
        QCOMPARE(hasHiddenCharacters(text), hidden);
    }
};

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"
