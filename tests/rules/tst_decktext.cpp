// Deck lists as text (issue 13, part 6): the common format and its MTGO and Arena variants read
// against the card pool; bad lines listed by line with nothing half-imported; CR 100.2b's
// 40-card minimum; writing a deck and reading it back gives the same deck.
#include "decktext.h"
#include "inputfile.h"

#include <QtTest>

using namespace rules;

namespace {

const CardDatabase &pool()
{
    return CardDatabase::builtIn();
}

/// `text` followed by enough Forests to make a legal main deck.
QString withForests(const QString &text, int forests = 40)
{
    return QStringLiteral("%1\n%2 Forest\n").arg(text).arg(forests);
}

int copies(const QList<QPair<QString, int>> &list, const QString &key)
{
    for (const auto &entry : list)
        if (entry.first == key)
            return entry.second;
    return 0;
}

} // namespace

class TestDeckText : public QObject
{
    Q_OBJECT

private slots:
    void goodLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("count");
        QTest::newRow("plain") << "4 Tovolar, Dire Overlord" << "tovolar-dire-overlord" << 4;
        QTest::newRow("Arena set and number") << "4 Tovolar, Dire Overlord (MID) 246" << "tovolar-dire-overlord" << 4;
        QTest::newRow("MTGO brackets") << "2 Kessig Naturalist [MID]" << "kessig-naturalist" << 2;
        QTest::newRow("foil mark") << "1 Moonmist (SOI) 224 *F*" << "moonmist" << 1;
        QTest::newRow("1x") << "1x Moonmist" << "moonmist" << 1;
        QTest::newRow("3 x") << "3 x Moonmist" << "moonmist" << 3;
        QTest::newRow("both faces") << "1 Tovolar, Dire Overlord // Tovolar, the Midnight Scourge" << "tovolar-dire-overlord" << 1;
        QTest::newRow("both faces, Arena ///") << "1 Tovolar, Dire Overlord /// Tovolar, the Midnight Scourge (MID) 246" << "tovolar-dire-overlord" << 1;
        QTest::newRow("case and spaces") << "  2   tovolar's   HUNTMASTER  " << "tovolars-huntmaster" << 2;
        QTest::newRow("curly apostrophe") << QStringLiteral("2 Tovolar\u2019s Huntmaster") << "tovolars-huntmaster" << 2;
    }
    void goodLines()
    {
        QFETCH(QString, line);
        QFETCH(QString, key);
        QFETCH(int, count);
        Deck deck;
        QStringList problems;
        QVERIFY2(readDeckText(withForests(line), pool(), &deck, &problems), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(copies(deck.cards, key), count);
        QCOMPARE(copies(deck.cards, QStringLiteral("forest")), 40);
        QVERIFY(deck.sideboard.isEmpty());
    }

    void badLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("typo, suggested")
            << "40 Forest\n\n// comment\nDeck\n4 Mountain\n\n1 Tovolar, Dire Overlrd"
            << QStringList{"line 7: no card named \"Tovolar, Dire Overlrd\" in the card pool (did you mean Tovolar, Dire Overlord?)"};
        QTest::newRow("unknown, nothing near")
            << "40 Forest\n4 Lightning Bolt (M11) 149"
            << QStringList{"line 2: no card named \"Lightning Bolt\" in the card pool"};
        QTest::newRow("a token is no card of a deck")
            << "40 Forest\n2 Wolf" << QStringList{"line 2: no card named \"Wolf\" in the card pool"};
        QTest::newRow("zero") << "40 Forest\n0 Mountain" << QStringList{"line 2: bad count \"0\" for Mountain: expected 1 to 99 copies"};
        QTest::newRow("negative") << "-3 Mountain\n40 Forest" << QStringList{"line 1: bad count \"-3\" for Mountain: expected 1 to 99 copies"};
        QTest::newRow("huge") << "40 Forest\n99999999999 Mountain"
                              << QStringList{"line 2: bad count \"99999999999\" for Mountain: expected 1 to 99 copies"};
        QTest::newRow("no count") << "40 Forest\nMountain"
                                  << QStringList{"line 2: expected \"<count> <card name>\", such as \"4 Tovolar, Dire Overlord\" (got \"Mountain\")"};
        QTest::newRow("every bad line, in order")
            << "4 Forst\nx Mountain\n36 Forest\n2 Consdier"
            << QStringList{"line 1: no card named \"Forst\" in the card pool (did you mean Forest?)",
                           "line 2: expected \"<count> <card name>\", such as \"4 Tovolar, Dire Overlord\" (got \"x Mountain\")",
                           "line 4: no card named \"Consdier\" in the card pool (did you mean Consider?)"};
        QTest::newRow("too few (CR 100.2b)") << "20 Forest\n19 Mountain\n\n15 Island"
                                             << QStringList{"the main deck has 39 cards: a deck needs at least 40 (CR 100.2b)"};
        QTest::newRow("empty") << "\n// nothing\n" << QStringList{"the text names no cards for the main deck: write one card per line, such as \"4 Tovolar, Dire Overlord\""};
        QTest::newRow("too many") << QStringLiteral("99 Forest\n").repeated(11)
                                  << QStringList{"the main deck has 1089 cards: at most 1000 can be played"};
    }
    void badLines()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        Deck deck;
        deck.name = QStringLiteral("untouched");
        QStringList problems;
        QVERIFY(!readDeckText(text, pool(), &deck, &problems));
        QCOMPARE(problems, expected);
        // Nothing is half-imported.
        QCOMPARE(deck.name, QStringLiteral("untouched"));
        QVERIFY(deck.cards.isEmpty());
    }

    // A list of thousands of bad lines: every line is checked, the first hundred problems are
    // listed and the rest counted, so the message stays readable (and small).
    void manyProblemsListedThenCounted_data()
    {
        QTest::addColumn<int>("badLines");
        QTest::addColumn<QString>("last");
        QTest::newRow("100: all listed") << 100 << "line 100: no card named \"Nothing 100\" in the card pool";
        QTest::newRow("101: one counted") << 101 << "\u2026 and 1 more problem";
        QTest::newRow("100,000") << 100000 << "\u2026 and 99,900 more problems";
    }
    void manyProblemsListedThenCounted()
    {
        QFETCH(int, badLines);
        QFETCH(QString, last);
        QString text;
        for (int i = 1; i <= badLines; ++i)
            text += QStringLiteral("1 Nothing %1\n").arg(i);
        text += QStringLiteral("40 Forest\n");
        Deck deck;
        QStringList problems;
        int count = -1;
        QVERIFY(!readDeckText(text, pool(), &deck, &problems, &count));
        QCOMPARE(count, badLines);
        QCOMPARE(problems.size(), std::min(badLines, kMaxDeckProblemsListed + 1));
        QCOMPARE(problems.first(), QStringLiteral("line 1: no card named \"Nothing 1\" in the card pool"));
        QCOMPARE(problems.value(kMaxDeckProblemsListed - 1), QStringLiteral("line 100: no card named \"Nothing 100\" in the card pool"));
        QCOMPARE(problems.last(), last);
        QVERIFY(deck.cards.isEmpty());
        // A good list counts no problem.
        QVERIFY(readDeckText(withForests(QString()), pool(), &deck, &problems, &count));
        QCOMPARE(count, 0);
    }

    // No card's line is hundreds of characters long: such a line is one problem, shown cut.
    void aVeryLongLineIsOneProblem()
    {
        const QString line = QStringLiteral("1 ") + QString(5000, QLatin1Char('a'));
        Deck deck;
        QStringList problems;
        QVERIFY(!readDeckText(withForests(line), pool(), &deck, &problems));
        QCOMPARE(problems, QStringList{QStringLiteral("line 1: the line has 5002 characters: a card's line has at most %1 (\"1 %2\u2026\")")
                                           .arg(kMaxDeckLineLength).arg(QString(38, QLatin1Char('a')))});
    }

    // Invisible and bidirectional characters in a list are shown escaped, and a name disguised
    // as a card's is not "did you mean" that card.
    void hiddenCharactersShownEscaped_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("right-to-left marks around Forest")
            << QStringLiteral("4 \u200FForest\u200F")
            << QStringLiteral("line 1: no card named \"\\u{200F}Forest\\u{200F}\" in the card pool: the name holds invisible or control "
                              "characters (written here as \\u{...}); type it again without them");
        QTest::newRow("zero-width space in a typo")
            << QStringLiteral("4 Fo\u200Brst")
            << QStringLiteral("line 1: no card named \"Fo\\u{200B}rst\" in the card pool: the name holds invisible or control "
                              "characters (written here as \\u{...}); type it again without them");
        QTest::newRow("right-to-left override in a line that is no card's")
            << QStringLiteral("Forest \u202E99")
            << QStringLiteral("line 1: expected \"<count> <card name>\", such as \"4 Tovolar, Dire Overlord\" (got \"Forest \\u{202E}99\")");
        QTest::newRow("a bad count")
            << QStringLiteral("0 \u202EForest")
            << QStringLiteral("line 1: bad count \"0\" for \\u{202E}Forest: expected 1 to 99 copies");
    }
    void hiddenCharactersShownEscaped()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        Deck deck;
        QStringList problems;
        QVERIFY(!readDeckText(withForests(line), pool(), &deck, &problems));
        QCOMPARE(problems, QStringList{expected});
        QVERIFY(!hasHiddenCharacters(problems.first()));
    }

    // A blank line or a "Sideboard" header starts the sideboard; "SB:" lines go there anywhere.
    void sideboard_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("blank line") << "40 Forest\n\n2 Consider\n1 Moonmist";
        QTest::newRow("header") << "Deck\n40 Forest\nSideboard\n2 Consider\n1 Moonmist";
        QTest::newRow("header with colon, blank lines grouping the deck") << "20 Forest\n\n20 Forest\n\nSideboard:\n2 Consider\n\n1 Moonmist";
        QTest::newRow("SB: lines (MTGO)") << "SB: 2 Consider\n40 Forest\nSB: 1 Moonmist";
        QTest::newRow("Arena export") << "About\nName Mine\n\nDeck\n40 Forest (MID) 277\n\nSideboard\n2 Consider (MID) 44\n1 Moonmist (SOI) 224";
    }
    void sideboard()
    {
        QFETCH(QString, text);
        Deck deck;
        QStringList problems;
        QVERIFY2(readDeckText(text, pool(), &deck, &problems), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(deck.size(), 40);
        QCOMPARE(deck.cards, (QList<QPair<QString, int>>{{QStringLiteral("forest"), 40}}));
        QCOMPARE(deck.sideboard, (QList<QPair<QString, int>>{{QStringLiteral("consider"), 2}, {QStringLiteral("moonmist"), 1}}));
    }

    void sameCardAddsUpInOrder()
    {
        Deck deck;
        QStringList problems;
        QVERIFY(readDeckText(QStringLiteral("10 Forest\n4 Mountain\n30 Forest"), pool(), &deck, &problems));
        QCOMPARE(deck.cards, (QList<QPair<QString, int>>{{QStringLiteral("forest"), 40}, {QStringLiteral("mountain"), 4}}));
    }

    void nameFromArenaAbout()
    {
        Deck deck;
        QStringList problems;
        QVERIFY(readDeckText(QStringLiteral("About\nName  Wolves at Night \n\nDeck\n40 Forest"), pool(), &deck, &problems));
        QCOMPARE(deck.name, QStringLiteral("Wolves at Night"));
    }

    void cardKeyByName()
    {
        QCOMPARE(rules::cardKeyByName(pool(), QStringLiteral("tovolar, the midnight scourge")), QString()); // the back face alone names nothing
        QCOMPARE(rules::cardKeyByName(pool(), QStringLiteral("Brutal Cathar//Moonrage Brute")), QStringLiteral("brutal-cathar"));
        QCOMPARE(rules::cardKeyByName(pool(), QStringLiteral("Island")), QStringLiteral("island"));
    }

    // Both demo decks are 40 cards (CR 100.2b): written as text and read back, the same deck.
    void demoDecksRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("tovolars-pack") << "tovolars-pack";
        QTest::newRow("day-keepers") << "day-keepers";
    }
    void demoDecksRoundTrip()
    {
        QFETCH(QString, name);
        const Deck deck = CardDatabase::builtInDeck(name);
        QCOMPARE(deck.size(), kMinimumDeckSize);
        const QString text = deckText(deck, pool());
        QVERIFY(text.startsWith(QStringLiteral("About\nName %1\n\nDeck\n").arg(deck.name)));
        Deck back;
        QStringList problems;
        QVERIFY2(readDeckText(text, pool(), &back, &problems), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(back, deck);
        QCOMPARE(deckText(back, pool()), text);
    }

    void roundTripWithSideboard()
    {
        Deck deck;
        deck.name = QStringLiteral("Night Owls");
        deck.cards = {{QStringLiteral("tovolar-dire-overlord"), 1}, {QStringLiteral("forest"), 39}};
        deck.sideboard = {{QStringLiteral("consider"), 2}};
        const QString text = deckText(deck, pool());
        QCOMPARE(text, QStringLiteral("About\nName Night Owls\n\nDeck\n1 Tovolar, Dire Overlord\n39 Forest\n\nSideboard\n2 Consider\n"));
        Deck back;
        QStringList problems;
        QVERIFY(readDeckText(text, pool(), &back, &problems));
        QCOMPARE(back, deck);
    }

    // "60 Forest" twice reads as 120 Forests; written back it must read again (a line holds at
    // most 99 copies), or an imported deck could never be played.
    void moreThan99CopiesRoundTrip()
    {
        Deck deck;
        QStringList problems;
        QVERIFY2(readDeckText(QStringLiteral("60 Forest\n60 Forest\n"), pool(), &deck, &problems), qPrintable(problems.join(QStringLiteral("; "))));
        QCOMPARE(deck.cards, (QList<QPair<QString, int>>{{QStringLiteral("forest"), 120}}));
        const QString text = deckText(deck, pool());
        QCOMPARE(text, QStringLiteral("Deck\n99 Forest\n21 Forest\n"));
        Deck back;
        QVERIFY2(readDeckText(text, pool(), &back, &problems), qPrintable(problems.join(QStringLiteral("; "))));
        QCOMPARE(back, deck);
    }
};

QTEST_GUILESS_MAIN(TestDeckText)

#include "tst_decktext.moc"
