// Decks and seats (issue 13): the deck library (demo decks always there and read-only, the
// player's decks imported from text or a file, exported, deleted, nothing half-imported), and a
// new game with chosen seats (names, decks, computer seats) that refuses bad seats with the old
// game untouched; computer seats kept by Save and the session.
#include "decktext.h"
#include "gamecontroller.h"
#include "statejson.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace rules;

namespace {

QString forests(int n)
{
    return QStringLiteral("%1 Forest\n").arg(n);
}

bool writeFile(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// The listed deck whose id is `id` (an empty map if none).
QVariantMap listed(const DeckLibrary &library, const QString &id)
{
    for (const QVariant &v : library.decks())
        if (v.toMap().value(QStringLiteral("id")).toString() == id)
            return v.toMap();
    return {};
}

/// `lines` deck-list lines naming no card, then 40 Forests.
QByteArray badList(int lines)
{
    QByteArray text;
    for (int i = 1; i <= lines; ++i)
        text += "1 Nothing " + QByteArray::number(i) + '\n';
    return text + "40 Forest\n";
}

QByteArray readAll(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The card keys of player `p`'s library and hand, sorted.
QStringList cardsOf(const GameController &c, int p)
{
    const GameState &s = c.game().state();
    QStringList keys;
    for (int id : s.players[p].library + s.players[p].hand)
        keys.append(s.cards[id].key);
    keys.sort();
    return keys;
}

QStringList expanded(const Deck &deck)
{
    QStringList keys;
    for (const auto &[key, count] : deck.cards)
        for (int i = 0; i < count; ++i)
            keys.append(key);
    keys.sort();
    return keys;
}

QVariantMap seat(const QString &name, const QString &deck, bool computer = false)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("deck"), deck}, {QStringLiteral("computer"), computer}};
}

} // namespace

class TestDecks : public QObject
{
    Q_OBJECT

    /// The preconstructed decks listed before the player's own (resources/decks).
    const int kPreconstructed = int(rules::CardDatabase::builtInDeckNames().size());

private slots:
    void demoDecksAlwaysThere()
    {
        DeckLibrary library;
        const QVariantList decks = library.decks();
        // Every preconstructed deck, the two demo decks first (New game offers them all).
        QCOMPARE(decks.size(), kPreconstructed);
        QCOMPARE(kPreconstructed, 5);
        for (const QVariant &d : decks) {
            QCOMPARE(d.toMap().value("cards").toInt(), 40);
            QVERIFY(d.toMap().value("builtIn").toBool());
        }
        QCOMPARE(decks[4].toMap().value("name").toString(), QStringLiteral("Midnight Raiders"));
        QCOMPARE(decks[0].toMap().value("id").toString(), DeckLibrary::kTovolarsPack);
        QCOMPARE(decks[0].toMap().value("name").toString(), QStringLiteral("Tovolar's Pack"));
        QCOMPARE(decks[0].toMap().value("cards").toInt(), 40);
        QVERIFY(decks[0].toMap().value("builtIn").toBool());
        QCOMPARE(decks[1].toMap().value("name").toString(), QStringLiteral("Day Keepers"));
        QCOMPARE(library.idOf(QStringLiteral("day keepers")), DeckLibrary::kDayKeepers);
        // Read-only: the demo decks cannot be deleted.
        QSignalSpy failed(&library, &DeckLibrary::failed);
        QVERIFY(!library.removeDeck(DeckLibrary::kTovolarsPack));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(library.lastProblem(), QStringLiteral("the demo decks cannot be deleted"));
        QCOMPARE(library.decks().size(), kPreconstructed);
    }

    void importExportDelete()
    {
        QTemporaryDir dir;
        DeckLibrary library;
        library.setFolder(dir.filePath(QStringLiteral("decks"))); // made on the first import
        QSignalSpy changed(&library, &DeckLibrary::decksChanged);
        const QString text = QStringLiteral("// from Arena\nDeck\n1 Tovolar, Dire Overlord (MID) 246\n39 Forest\n\nSideboard\n2 Moonmist\n");
        const QString id = library.importText(text, QStringLiteral("Wolves at Night"));
        QCOMPARE(id, QStringLiteral("user:wolves-at-night.txt"));
        QCOMPARE(changed.size(), 1);
        QVERIFY(library.lastProblem().isEmpty());
        const QString file = dir.filePath(QStringLiteral("decks/wolves-at-night.txt"));
        QCOMPARE(QString::fromUtf8(readAll(file)),
                 QStringLiteral("About\nName Wolves at Night\n\nDeck\n1 Tovolar, Dire Overlord\n39 Forest\n\nSideboard\n2 Moonmist\n"));
        const QVariantMap listed = library.decks().at(kPreconstructed).toMap();
        QCOMPARE(listed.value("name").toString(), QStringLiteral("Wolves at Night"));
        QCOMPARE(listed.value("cards").toInt(), 40);
        QCOMPARE(listed.value("sideboard").toInt(), 2);
        QVERIFY(!listed.value("builtIn").toBool());

        // A second library over the same folder lists it the same (it is kept on disk).
        DeckLibrary again;
        again.setFolder(dir.filePath(QStringLiteral("decks")));
        QCOMPARE(again.decks(), library.decks());

        // Export: the same text; the deck read back is the same deck.
        const QString out = dir.filePath(QStringLiteral("exported.txt"));
        QVERIFY(library.exportDeck(id, QUrl::fromLocalFile(out).toString()));
        QCOMPARE(readAll(out), readAll(file));
        Deck exported, stored;
        QStringList problems;
        QString why;
        QVERIFY(readDeckText(QString::fromUtf8(readAll(out)), CardDatabase::builtIn(), &exported, &problems));
        QVERIFY(library.deck(id, &stored, &why));
        QCOMPARE(exported, stored);
        // A demo deck exports too.
        QVERIFY(library.exportDeck(DeckLibrary::kDayKeepers, out));
        QVERIFY(readAll(out).startsWith("About\nName Day Keepers\n\nDeck\n3 Suspicious Stowaway\n"));

        // The same name again gets a number; a file imported without a Name is named after it.
        QCOMPARE(library.nameOf(library.importText(text, QStringLiteral("Wolves at Night"))), QStringLiteral("Wolves at Night (2)"));
        QCOMPARE(library.nameOf(library.importText(text, QStringLiteral("tovolar's pack"))), QStringLiteral("tovolar's pack (2)"));
        const QString plain = dir.filePath(QStringLiteral("Green Stompy.txt"));
        QFile f(plain);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("40 Forest\n");
        f.close();
        QCOMPARE(library.nameOf(library.importFile(plain)), QStringLiteral("Green Stompy"));
        QCOMPARE(library.decks().size(), kPreconstructed + 4);

        // Delete: the file goes, the list follows.
        QVERIFY(library.removeDeck(id));
        QVERIFY(!QFile::exists(file));
        QCOMPARE(library.decks().size(), kPreconstructed + 3);
        QVERIFY(library.idOf(QStringLiteral("Wolves at Night")).isEmpty());
    }

    void badImportSavesNothing()
    {
        QTemporaryDir dir;
        GameController controller;
        controller.newGame(3);
        DeckLibrary *library = controller.decks();
        library->setFolder(dir.path());
        QSignalSpy failed(library, &DeckLibrary::failed);
        QSignalSpy refused(&controller, &GameController::refused);
        const int logBefore = controller.log()->rowCount();
        const QString id = library->importText(QStringLiteral("4 Tovolar, Dire Overlrd\n0 Forest\n36 Forest\n"));
        QVERIFY(id.isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
        QCOMPARE(library->decks().size(), kPreconstructed);
        const QString expected = QStringLiteral("line 1: no card named \"Tovolar, Dire Overlrd\" in the card pool (did you mean Tovolar, Dire Overlord?)\n"
                                                "line 2: bad count \"0\" for Forest: expected 1 to 99 copies");
        QCOMPARE(library->lastProblem(), expected);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed[0][0].toString(), QStringLiteral("Deck not imported"));
        // The status bar and the log say it in full.
        QCOMPARE(refused.size(), 1);
        QCOMPARE(controller.status(), QStringLiteral("Deck not imported: 2 problems: %1").arg(QString(expected).replace(QLatin1Char('\n'), QStringLiteral("; "))));
        QCOMPARE(controller.log()->rowCount(), logBefore + 1);
        // A good import after it clears the problem.
        QVERIFY(!library->importText(forests(40)).isEmpty());
        QVERIFY(library->lastProblem().isEmpty());
        QVERIFY(controller.status().startsWith(QStringLiteral("Imported the deck \"Imported deck\" (40 cards) to ")));

        // Files that are no deck lists.
        QVERIFY(library->importFile(dir.path()).isEmpty());
        QCOMPARE(library->lastProblem(), dir.path() + QStringLiteral(": a folder, not a regular file"));
        QVERIFY(library->importFile(dir.filePath(QStringLiteral("missing.txt"))).isEmpty());
        // A folder that cannot be written: nothing is imported.
        DeckLibrary readOnly;
        readOnly.setFolder(QStringLiteral("/proc/daynight-decks"));
        QVERIFY(readOnly.importText(forests(40)).isEmpty());
        QCOMPARE(readOnly.decks().size(), kPreconstructed);
    }

    void newGameWithSeats()
    {
        QTemporaryDir dir;
        GameController controller;
        controller.decks()->setFolder(dir.path());
        const QString forestDeck = controller.decks()->importText(forests(45), QStringLiteral("Forests"));
        QSignalSpy seatsChanged(&controller, &GameController::seatsChanged);
        QVERIFY(controller.newGameWithSeats(QStringLiteral("18446744073709551615"),
                                            {seat(QStringLiteral("Ann"), forestDeck), seat(QStringLiteral("HAL"), DeckLibrary::kDayKeepers, true),
                                             seat(QStringLiteral(" Cy  Young "), DeckLibrary::kTovolarsPack)}));
        QCOMPARE(seatsChanged.size(), 1);
        QCOMPARE(controller.seedText(), QStringLiteral("18446744073709551615"));
        QCOMPARE(controller.playerNames(), (QStringList{"Ann", "HAL", "Cy Young"}));
        QCOMPARE(cardsOf(controller, 0), QStringList(45, QStringLiteral("forest")));
        QCOMPARE(cardsOf(controller, 1), expanded(CardDatabase::builtInDeck(QStringLiteral("day-keepers"))));
        QCOMPARE(cardsOf(controller, 2), expanded(CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))));
        QVERIFY(!controller.isComputer(0));
        QVERIFY(controller.isComputer(1));
        QVERIFY(!controller.isComputer(2));
        QVERIFY(!controller.isComputer(3));
        QCOMPARE(controller.seats().at(1).toMap(), (QVariantMap{{"name", "HAL"}, {"deck", "Day Keepers"}, {"computer", true}}));
        QCOMPARE(controller.seats().at(0).toMap().value("deck").toString(), QStringLiteral("Forests"));

        // The same seed and seats: the same game (every card where it is, the random generator).
        const QJsonObject first = rules::stateToJson(controller.game().state(), rules::CardDatabase::builtIn());
        QVERIFY(controller.newGameWithSeats(QStringLiteral("18446744073709551615"),
                                            {seat(QStringLiteral("Ann"), forestDeck), seat(QStringLiteral("HAL"), DeckLibrary::kDayKeepers, true),
                                             seat(QStringLiteral("Cy Young"), DeckLibrary::kTovolarsPack)}));
        QCOMPARE(rules::stateToJson(controller.game().state(), rules::CardDatabase::builtIn()), first);
    }

    void badSeatsKeepTheGame_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QVariantList>("seats");
        QTest::addColumn<QString>("status");
        const QVariantMap alice = seat(QStringLiteral("Alice"), DeckLibrary::kTovolarsPack);
        const QVariantMap bob = seat(QStringLiteral("Bob"), DeckLibrary::kDayKeepers);
        QTest::newRow("one seat") << "3" << QVariantList{alice} << "No new game: a game has 2 to 4 seats (got 1).";
        QTest::newRow("five seats") << "3" << QVariantList{alice, bob, seat("C", DeckLibrary::kDayKeepers), seat("D", DeckLibrary::kDayKeepers), seat("E", DeckLibrary::kDayKeepers)}
                                    << "No new game: a game has 2 to 4 seats (got 5).";
        QTest::newRow("no name") << "3" << QVariantList{alice, seat(QStringLiteral("  "), DeckLibrary::kDayKeepers)} << "No new game: seat 2 has no name.";
        QTest::newRow("same name") << "3" << QVariantList{alice, seat(QStringLiteral("alice"), DeckLibrary::kDayKeepers)}
                                   << "No new game: seat 2: the name \"alice\" is taken by seat 1.";
        QTest::newRow("unknown deck") << "3" << QVariantList{alice, seat(QStringLiteral("Bob"), QStringLiteral("user:nothing.txt"))}
                                      << "No new game: seat 2: no deck \"user:nothing.txt\".";
        QTest::newRow("not a seat") << "3" << QVariantList{alice, QVariant(7)} << "No new game: seat 2 has no name.";
        QTest::newRow("seed too large") << "18446744073709551616" << QVariantList{alice, bob}
                                        << "No new game: the seed must be a whole number from 0 to 18446744073709551615 (got \"18446744073709551616\").";
        QTest::newRow("seed not a number") << "-1" << QVariantList{alice, bob}
                                           << "No new game: the seed must be a whole number from 0 to 18446744073709551615 (got \"-1\").";
    }
    void badSeatsKeepTheGame()
    {
        QFETCH(QString, seed);
        QFETCH(QVariantList, seats);
        QFETCH(QString, status);
        GameController controller;
        controller.newGame(7, 3);
        QVERIFY(controller.pass());
        QVERIFY(controller.setComputer(2, true));
        const QString record = controller.recordText(true);
        QSignalSpy started(&controller, &GameController::gameStarted);
        QSignalSpy refused(&controller, &GameController::refused);
        QVERIFY(!controller.newGameWithSeats(seed, seats));
        QCOMPARE(controller.status(), status);
        QCOMPARE(refused.size(), 1);
        QCOMPARE(started.size(), 0);
        QCOMPARE(controller.recordText(true), record);
        QCOMPARE(controller.seedText(), QStringLiteral("7"));
        QVERIFY(controller.isComputer(2));
        QVERIFY(controller.unsavedWork());
    }

    void aHandEditedDeckThatCannotBePlayed()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("broken.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("30 Forest\n2 Lightning Bolt\n");
        f.close();
        GameController controller;
        controller.newGame(3);
        controller.decks()->setFolder(dir.path());
        const QVariantMap listed = controller.decks()->decks().at(kPreconstructed).toMap();
        QCOMPARE(listed.value("name").toString(), QStringLiteral("broken"));
        QCOMPARE(listed.value("problem").toString(), QStringLiteral("line 2: no card named \"Lightning Bolt\" in the card pool"));
        QVERIFY(!controller.newGameWithSeats(QStringLiteral("1"), {seat("A", DeckLibrary::kTovolarsPack), seat("B", QStringLiteral("user:broken.txt"))}));
        QVERIFY(controller.status().startsWith(QStringLiteral("No new game: seat 2: the deck \"broken\" (")));
        QVERIFY(!controller.decks()->exportDeck(QStringLiteral("user:broken.txt"), dir.filePath(QStringLiteral("out.txt"))));
    }

    // A FIFO, a link to /dev/zero or a missing file in the decks folder is listed as a deck
    // that cannot be played, with the reason; none is opened for reading (a FIFO with no writer
    // would block, /dev/zero never ends).
    void specialFilesListedNotRead()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("zero.txt"))));
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("pipe.txt"))).constData(), 0600), 0);
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere")), dir.filePath(QStringLiteral("gone.txt"))));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("good.txt")), forests(40).toUtf8()));
        GameController controller;
        DeckLibrary *library = controller.decks();
        library->setFolder(dir.path());
        QCOMPARE(library->decks().size(), kPreconstructed + 4);
        const QVariantMap zero = listed(*library, QStringLiteral("user:zero.txt"));
        QCOMPARE(zero.value("name").toString(), QStringLiteral("zero"));
        QCOMPARE(zero.value("cards").toInt(), 0);
        QCOMPARE(zero.value("problem").toString(), dir.filePath(QStringLiteral("zero.txt")) + QStringLiteral(": a character device, not a regular file"));
        QCOMPARE(zero.value("problems").toInt(), 1);
        QCOMPARE(listed(*library, QStringLiteral("user:pipe.txt")).value("problem").toString(),
                 dir.filePath(QStringLiteral("pipe.txt")) + QStringLiteral(": a FIFO (named pipe), not a regular file"));
        QCOMPARE(listed(*library, QStringLiteral("user:gone.txt")).value("problem").toString(),
                 dir.filePath(QStringLiteral("gone.txt")) + QStringLiteral(": no such file"));
        QCOMPARE(listed(*library, QStringLiteral("user:good.txt")).value("problem").toString(), QString());
        // They cannot be played; the others can.
        QVERIFY(!controller.newGameWithSeats(QStringLiteral("1"), {seat("A", QStringLiteral("user:zero.txt")), seat("B", DeckLibrary::kDayKeepers)}));
        QVERIFY(controller.status().contains(QStringLiteral("zero.txt: a character device, not a regular file")));
        QVERIFY(controller.newGameWithSeats(QStringLiteral("1"), {seat("A", QStringLiteral("user:good.txt")), seat("B", DeckLibrary::kDayKeepers)}));
        // Importing one is refused with the reason, nothing read.
        QVERIFY(library->importFile(dir.filePath(QStringLiteral("pipe.txt"))).isEmpty());
        QCOMPARE(library->lastProblem(), dir.filePath(QStringLiteral("pipe.txt")) + QStringLiteral(": a FIFO (named pipe), not a regular file"));
    }

    // A list of 100,000 bad lines: the first hundred problems and a count of the rest, in the
    // decks folder and through an import; the status bar and the log get one short line.
    void aHugeBadListIsSummed()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("huge.txt")), badList(100000)));
        GameController controller;
        controller.newGame(3);
        DeckLibrary *library = controller.decks();
        library->setFolder(dir.path());
        const QVariantMap huge = listed(*library, QStringLiteral("user:huge.txt"));
        QCOMPARE(huge.value("problems").toInt(), 100000);
        const QStringList lines = huge.value("problem").toString().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), kMaxDeckProblemsListed + 1);
        QCOMPARE(lines.first(), QStringLiteral("line 1: no card named \"Nothing 1\" in the card pool"));
        QCOMPARE(lines.last(), QStringLiteral("\u2026 and 99,900 more problems"));
        QCOMPARE(huge.value("summary").toString(), QStringLiteral("line 1: no card named \"Nothing 1\" in the card pool (and 99,999 more problems)"));

        // The same list imported from its file: refused, the problems listed the same way, each
        // naming the file.
        QSignalSpy failed(library, &DeckLibrary::failed);
        const int logBefore = controller.log()->rowCount();
        QVERIFY(library->importFile(dir.filePath(QStringLiteral("huge.txt"))).isEmpty());
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed[0][2].toInt(), 100000);
        const QStringList problems = library->lastProblem().split(QLatin1Char('\n'));
        QCOMPARE(problems.size(), kMaxDeckProblemsListed + 1);
        QCOMPARE(problems.first(), dir.filePath(QStringLiteral("huge.txt")) + QStringLiteral(": line 1: no card named \"Nothing 1\" in the card pool"));
        QCOMPARE(problems.last(), QStringLiteral("\u2026 and 99,900 more problems"));
        QCOMPARE(controller.log()->rowCount(), logBefore + 1);
        QVERIFY(controller.status().startsWith(QStringLiteral("Deck not imported: 100,000 problems: %1: line 1: ").arg(dir.filePath(QStringLiteral("huge.txt")))));
        QVERIFY(controller.status().endsWith(QStringLiteral("; \u2026 and 99,995 more (the deck pane lists the first 100)")));
        QVERIFY2(controller.status().size() < 1000, qPrintable(controller.status()));
        QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.txt")}, QDir::Files) == QStringList{QStringLiteral("huge.txt")});
    }

    // No two decks are listed under one name: a file named like a demo deck, or two files with
    // the same "Name", say which file they are. Hidden characters in a name are shown escaped.
    void namesListedUniqueAndEscaped()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("Tovolar's Pack.txt")), forests(40).toUtf8()));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("a.txt")), "About\nName Wolves\n\nDeck\n40 Forest\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("b.txt")), "About\nName WOLVES\n\nDeck\n40 Forest\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("evil.txt")), QStringLiteral("About\nName \u202EkcaP s'ralovoT\n\nDeck\n40 Forest\n").toUtf8()));
        DeckLibrary library;
        library.setFolder(dir.path());
        QStringList names;
        for (const QVariant &v : library.decks())
            names.append(v.toMap().value("name").toString());
        names = names.mid(0, 2) + names.mid(kPreconstructed); // the other preconstructed decks between
        QCOMPARE(names, (QStringList{QStringLiteral("Tovolar's Pack"), QStringLiteral("Day Keepers"), QStringLiteral("Tovolar's Pack (from Tovolar's Pack.txt)"),
                                     QStringLiteral("Wolves"), QStringLiteral("WOLVES (from b.txt)"), QStringLiteral("\\u{202E}kcaP s'ralovoT")}));
        // Each name finds its own deck; the table calls the deck by that name.
        QCOMPARE(library.idOf(QStringLiteral("Tovolar's Pack")), DeckLibrary::kTovolarsPack);
        QCOMPARE(library.idOf(QStringLiteral("Tovolar's Pack (from Tovolar's Pack.txt)")), QStringLiteral("user:Tovolar's Pack.txt"));
        QCOMPARE(library.idOf(QStringLiteral("wolves (from b.txt)")), QStringLiteral("user:b.txt"));
        Deck deck;
        QString why;
        QVERIFY(library.deck(QStringLiteral("user:evil.txt"), &deck, &why));
        QCOMPARE(deck.name, QStringLiteral("\\u{202E}kcaP s'ralovoT"));
        QCOMPARE(library.nameOf(QStringLiteral("user:b.txt")), QStringLiteral("WOLVES (from b.txt)"));
        // Its file keeps its own name.
        QVERIFY(library.text(QStringLiteral("user:b.txt")).startsWith(QStringLiteral("About\nName WOLVES\n")));
        // The same name imported again is numbered as the list shows it; an unknown id is shown escaped.
        const QString again = library.importText(QStringLiteral("About\nName \u202EkcaP s'ralovoT\n\nDeck\n40 Forest\n"));
        QCOMPARE(library.nameOf(again), QStringLiteral("\\u{202E}kcaP s'ralovoT (2)"));
        QVERIFY(!library.deck(QStringLiteral("user:\u202Ex.txt"), &deck, &why));
        QCOMPARE(why, QStringLiteral("no deck \"user:\\u{202E}x.txt\""));
        // A seat with that deck shows the escaped name.
        GameController controller;
        controller.decks()->setFolder(dir.path());
        QVERIFY(controller.newGameWithSeats(QStringLiteral("2"), {seat("A", QStringLiteral("user:evil.txt")), seat("B", QStringLiteral("user:a.txt"))}));
        QCOMPARE(controller.seats().at(0).toMap().value("deck").toString(), QStringLiteral("\\u{202E}kcaP s'ralovoT"));
    }

    // Computer seats are kept by File > Save and by the session (autosave, Ctrl+Shift+C).
    void computerSeatsAreSaved()
    {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.newGameWithSeats(QStringLiteral("5"), {seat("Ann", DeckLibrary::kDayKeepers, true), seat("Bo", DeckLibrary::kTovolarsPack)}));
        // A few actions to save (a person's: the table refuses to act for the computer's seat).
        QVERIFY(controller.setComputer(0, false));
        for (int i = 0; i < 5; ++i)
            QVERIFY(controller.pass());
        QVERIFY(controller.setComputer(0, true));
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(controller.saveScenario(file));
        const QString session = controller.recordText(true);

        GameController reader;
        reader.newGame(1); // a table always has a game when a file is opened
        QVERIFY2(reader.openScenario(file), qPrintable(reader.status()));
        QCOMPARE(reader.seats(), controller.seats());
        QVERIFY(reader.isComputer(0));
        QVERIFY(!reader.isComputer(1));
        GameController restorer;
        restorer.newGame(1);
        QVERIFY2(restorer.openScenarioText(session), qPrintable(restorer.status()));
        QCOMPARE(restorer.seats(), controller.seats());

        // Marking a seat later (--ai) is kept the same way; a seat not in the game is refused.
        QVERIFY(reader.setComputer(1, true));
        QVERIFY(!reader.setComputer(2, true));
        QVERIFY(!reader.setComputer(-1, true));
        GameController third;
        third.newGame(1);
        QVERIFY(third.openScenarioText(reader.recordText(true)));
        QVERIFY(third.isComputer(1));

        // A file with a seat per player is required when it names seats.
        QString text = reader.recordText(false);
        text.replace(QStringLiteral("\"seats\": ["), QStringLiteral("\"seats\": [{\"computer\": true},"));
        GameController refuser;
        refuser.newGame(1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("\\$\\.seats: expected one seat per player \\(2\\)")));
        QVERIFY(!refuser.openScenarioText(text));
    }

    void newGameKeepsItsDemoSeats()
    {
        GameController controller;
        controller.newGame(3, 4);
        QCOMPARE(controller.seats().size(), 4);
        QCOMPARE(controller.seats().at(3).toMap(), (QVariantMap{{"name", "Dave"}, {"deck", "Day Keepers"}, {"computer", false}}));
        QVERIFY(controller.restart());
        QCOMPARE(controller.seats().size(), 4);
        bool ok = false;
        controller.randomSeed().toULongLong(&ok);
        QVERIFY(ok);
    }
};

QTEST_GUILESS_MAIN(TestDecks)

#include "tst_decks.moc"
