// Decks and seats (issue 13): the deck library (demo decks always there and read-only, the
// player's decks imported from text or a file, exported, deleted, nothing half-imported), and a
// new game with chosen seats (names, decks, computer seats) that refuses bad seats with the old
// game untouched; computer seats kept by Save and the session.
#include "decktext.h"
#include "gamecontroller.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rules;

namespace {

QString forests(int n)
{
    return QStringLiteral("%1 Forest\n").arg(n);
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

private slots:
    void demoDecksAlwaysThere()
    {
        DeckLibrary library;
        const QVariantList decks = library.decks();
        QCOMPARE(decks.size(), 2);
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
        QCOMPARE(library.decks().size(), 2);
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
        const QVariantMap listed = library.decks().at(2).toMap();
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
        QCOMPARE(library.decks().size(), 6);

        // Delete: the file goes, the list follows.
        QVERIFY(library.removeDeck(id));
        QVERIFY(!QFile::exists(file));
        QCOMPARE(library.decks().size(), 5);
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
        QCOMPARE(library->decks().size(), 2);
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
        QVERIFY(library->lastProblem().endsWith(QStringLiteral(": cannot open: it is a folder")));
        QVERIFY(library->importFile(dir.filePath(QStringLiteral("missing.txt"))).isEmpty());
        // A folder that cannot be written: nothing is imported.
        DeckLibrary readOnly;
        readOnly.setFolder(QStringLiteral("/proc/daynight-decks"));
        QVERIFY(readOnly.importText(forests(40)).isEmpty());
        QCOMPARE(readOnly.decks().size(), 2);
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

        // The same seed and seats: the same game.
        const QString first = controller.positionText();
        QVERIFY(controller.newGameWithSeats(QStringLiteral("18446744073709551615"),
                                            {seat(QStringLiteral("Ann"), forestDeck), seat(QStringLiteral("HAL"), DeckLibrary::kDayKeepers, true),
                                             seat(QStringLiteral("Cy Young"), DeckLibrary::kTovolarsPack)}));
        QCOMPARE(controller.positionText(), first);
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
        const QVariantMap listed = controller.decks()->decks().at(2).toMap();
        QCOMPARE(listed.value("name").toString(), QStringLiteral("broken"));
        QCOMPARE(listed.value("problem").toString(), QStringLiteral("line 2: no card named \"Lightning Bolt\" in the card pool"));
        QVERIFY(!controller.newGameWithSeats(QStringLiteral("1"), {seat("A", DeckLibrary::kTovolarsPack), seat("B", QStringLiteral("user:broken.txt"))}));
        QVERIFY(controller.status().startsWith(QStringLiteral("No new game: seat 2: the deck \"broken\" (")));
        QVERIFY(!controller.decks()->exportDeck(QStringLiteral("user:broken.txt"), dir.filePath(QStringLiteral("out.txt"))));
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
