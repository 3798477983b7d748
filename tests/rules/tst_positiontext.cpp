// Position text (src/rules/positiontext.h; tests/scenarios/README.md, "Position text"): seeded
// games by the computer's players to mid-game, written, measured (at most 600 characters), read
// back and compared in every public respect; the README's example; every bad input of the
// README's table, refused at its line and column.
#include "greedyplayer.h"
#include "position.h"
#include "positiontext.h"
#include "positiontextwords.h"
#include "randomplayer.h"
#include "scenario.h"
#include "statejson.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <random>

#include <algorithm>

using namespace rules;
using namespace testing;

namespace {

/// The target: a typical mid-game position (the median) in at most 600 characters; none of
/// these games' longer than 650.
constexpr qsizetype kTypicalLength = 600;
constexpr qsizetype kMaxLength = 650;

/// Everything a player at the table can see that the text carries, one line per fact; the
/// battlefield sorted (the text groups identical permanents), the other zones in order.
QStringList publicView(const GameState &s, const CardDatabase &db)
{
    const auto name = [&](int p) { return p >= 0 && p < s.players.size() ? s.players[p].name : QStringLiteral("-"); };
    QStringList out;
    out << QStringLiteral("%1 turn %2 %3 active %4 priority %5 passes %6")
               .arg(dayNightName(s.designation)).arg(s.turnNumber).arg(stepName(s.step), name(s.activePlayer), name(s.priorityPlayer))
               .arg(s.passesInSuccession);
    const auto keys = [&](const QList<int> &ids) {
        QStringList k;
        for (int id : ids)
            k << s.cards[id].key;
        return k.join(QLatin1Char(' '));
    };
    for (int i = 0; i < s.players.size(); ++i) {
        const Player &p = s.players[i];
        QString mana;
        for (Color c : p.manaPool)
            mana += colorLetter(c);
        out << QStringLiteral("%1 life %2 cast %3/%4 lands %5 mana %6 lost %7 library %8").arg(p.name).arg(p.life)
                   .arg(s.spellsCastThisTurn.value(i)).arg(s.spellsCastLastTurn.value(i)).arg(p.landsPlayedThisTurn).arg(mana)
                   .arg(p.hasLost).arg(p.library.size());
        out << QStringLiteral("%1 hand: %2").arg(p.name, keys(p.hand)) << QStringLiteral("%1 graveyard: %2").arg(p.name, keys(p.graveyard))
            << QStringLiteral("%1 exile: %2").arg(p.name, keys(p.exile));
    }
    QStringList permanents;
    for (const Permanent &perm : s.battlefield) {
        const CardInstance &c = s.cards[perm.cardId];
        QStringList counters;
        for (auto it = perm.counters.cbegin(); it != perm.counters.cend(); ++it)
            if (it.value())
                counters << QStringLiteral("%1:%2").arg(it.key()).arg(it.value());
        const Permanent *on = s.permanent(perm.attachedTo);
        permanents << QStringLiteral("%1 (owner %2) %3 face %4 tapped %5 damage %6 counters %7 token %8 sick %9 on %10 player %11 used %12 %13")
                          .arg(name(perm.controller), name(c.owner), c.key).arg(perm.backFaceUp).arg(perm.tapped).arg(perm.damage)
                          .arg(counters.join(QLatin1Char(','))).arg(c.token)
                          .arg(perm.summoningSick && positionTextShowsSick(*db.find(c.key)))
                          .arg(on ? s.cards[on->cardId].key : QStringLiteral("-"), name(perm.attachedToPlayer), perm.activatedThisTurn.join(QLatin1Char(',')))
                          .arg(perm.loyaltyUsedThisTurn);
    }
    std::sort(permanents.begin(), permanents.end());
    out << permanents;
    for (const StackObject &so : s.stack) {
        QStringList targets;
        for (int t : so.targets)
            targets << (t < 0 ? name(-t - 1) : s.permanent(t) ? s.cards[s.permanent(t)->cardId].key : QString::number(t > 0));
        out << QStringLiteral("stack %1 face %2 by %3 x %4 targets %5 flashback %6 copy %7").arg(s.cards[so.cardId].key).arg(so.face)
                   .arg(name(so.controller)).arg(so.amount).arg(targets.join(QLatin1Char(','))).arg(so.castFromGraveyard).arg(so.isCopy);
    }
    return out;
}

/// Reads `text` into a position, failing the test with the reader's error.
bool readBack(const QString &text, GameState *out)
{
    QJsonObject json;
    QString error;
    if (!readPositionText(text, CardDatabase::builtIn(), &json, &error)) {
        QTest::qFail(qPrintable(QStringLiteral("%1\n%2").arg(error, text)), __FILE__, __LINE__);
        return false;
    }
    CardRefs refs;
    if (!stateFromJson(json, CardDatabase::builtIn(), QStringLiteral("$"), out, &refs, &error)) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return false;
    }
    return true;
}

/// A game between two of the computer's players with the demo decks, from `seed`; `visit` sees
/// the position before every action until it returns false or turn `lastTurn` ends.
template<typename Visit>
void playGame(quint64 seed, const ai::Player &first, const ai::Player &second, int lastTurn, Visit visit)
{
    const CardDatabase &db = CardDatabase::builtIn();
    Game g(db, seed,
           {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
            {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}},
           nullptr, Game::Opening::Mulligans);
    for (quint64 n = 0; n < 20000 && !g.state().gameOver && g.state().turnNumber <= lastTurn; ++n) {
        if (!visit(g.state()))
            return;
        const int seat = ai::actingPlayer(g.state());
        if (seat < 0)
            return;
        const Action a = (seat == 0 ? first : second).decide(g, seat, ai::mixSeed(seed, n));
        if (!g.apply(a).accepted) {
            QTest::qFail("a player's action was refused", __FILE__, __LINE__);
            return;
        }
    }
}

/// Writes `s`, reads it back, and checks the text and the public view survive; returns the
/// text ("" after a failure).
QString roundTrip(const GameState &s)
{
    const CardDatabase &db = CardDatabase::builtIn();
    const QString text = writePositionText(s, db);
    GameState back;
    if (!readBack(text, &back))
        return {};
    const QString again = writePositionText(back, db);
    if (again != text) {
        QTest::qFail(qPrintable(QStringLiteral("written again differently:\n%1\n---\n%2").arg(text, again)), __FILE__, __LINE__);
        return {};
    }
    const QStringList a = publicView(s, db), b = publicView(back, db);
    if (a != b) {
        QTest::qFail(qPrintable(QStringLiteral("read back differently:\n%1\n---\n%2\n---\n%3").arg(a.join('\n'), b.join('\n'), text)), __FILE__, __LINE__);
        return {};
    }
    return text;
}

/// The README's example (tests/scenarios/README.md, "Position text"), with its comment line.
constexpr char kReadmeExample[] = R"(# Alice's Tovolar at night; she answers Bob's turn with Play with Fire
night, turn 7, active Bob, priority Alice
Alice 14, cast 1
  hand: forest, kessig-naturalist
  battlefield: 3x forest tapped, 2x mountain, tovolar-dire-overlord/back +1/+1:1, wolf sick token
  graveyard: consider
  library: 30
Bob 17
  hand: 3x island
  battlefield: 4x island, reckless-stormseeker/back tapped dmg:1
  library: 31
stack: play-with-fire by:Alice to:Bob
)";

} // namespace

class TestPositionText : public QObject
{
    Q_OBJECT

private slots:
    // The measure: seeded games between the greedy player and itself to turns 8 to 10; every
    // position there that the text carries whole reads back, typically (the median) in at most
    // 600 characters.
    void midGamePositionsAreShort()
    {
        const ai::GreedyPlayer greedy;
        QList<qsizetype> lengths;
        QString longest;
        int omitted = 0;
        QMap<QString, int> reasons;
        for (quint64 seed : {1, 2, 3, 4, 5, 6}) {
            int taken = 0;
            playGame(seed, greedy, greedy, 10, [&](const GameState &s) {
                if (s.turnNumber < 8 || QTest::currentTestFailed())
                    return !QTest::currentTestFailed();
                if (const QStringList why = positionTextOmits(s, CardDatabase::builtIn()); !why.isEmpty()) {
                    ++omitted;
                    for (const QString &w : why)
                        ++reasons[w];
                    return true;
                }
                const QString text = roundTrip(s);
                if (text.isEmpty())
                    return false;
                if (text.size() > longest.size())
                    longest = text;
                lengths << text.size();
                ++taken;
                return true;
            });
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(taken > 0, qPrintable(QStringLiteral("seed %1 reached no position of turns 8 to 10").arg(seed)));
        }
        std::sort(lengths.begin(), lengths.end());
        const qsizetype median = lengths[lengths.size() / 2];
        qInfo("mid-game (turns 8-10, 6 seeds): %lld positions written, median %lld characters, max %lld; %d left as JSON (a decision, combat...)",
              qlonglong(lengths.size()), qlonglong(median), qlonglong(lengths.last()), omitted);
        qInfo("the longest:\n%s", qPrintable(longest));
        for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
            qInfo("left as JSON for %s: %d", qPrintable(it.key()), it.value());
        QVERIFY2(median <= kTypicalLength, qPrintable(QString::number(median)));
        QVERIFY2(lengths.last() <= kMaxLength, qPrintable(longest));
    }

    // Many positions, all through the game, from other seeds and the random player too: every one
    // the text carries reads back the same.
    void manyPositionsRoundTrip()
    {
        const ai::GreedyPlayer greedy;
        const ai::RandomPlayer random;
        int checked = 0, omitted = 0;
        for (quint64 seed : {11, 12, 13, 14}) {
            quint64 n = 0;
            playGame(seed, seed % 2 ? static_cast<const ai::Player &>(random) : greedy, random, 14, [&](const GameState &s) {
                if (n++ % 3 != 0)
                    return true;
                if (!positionTextOmits(s, CardDatabase::builtIn()).isEmpty()) {
                    ++omitted;
                    return true;
                }
                ++checked;
                return !roundTrip(s).isEmpty();
            });
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("round trips: %d positions, %d others left as JSON", checked, omitted);
        QVERIFY(checked > 200);
    }

    // The README's example reads, and writes back as it is written.
    void readmeExample()
    {
        GameState s;
        QVERIFY(readBack(QString::fromUtf8(kReadmeExample), &s));
        QCOMPARE(writePositionText(s, CardDatabase::builtIn()), QString::fromUtf8(kReadmeExample).section(QLatin1Char('\n'), 1));
        QCOMPARE(s.designation, DayNight::Night);
        QCOMPARE(s.turnNumber, 7);
        QCOMPARE(s.activePlayer, 1);
        QCOMPARE(s.priorityPlayer, 0);
        QCOMPARE(s.players[0].life, 14);
        QCOMPARE(s.players[0].library.size(), 30);
        QCOMPARE(s.cards[s.players[0].library.first()].key, QStringLiteral("forest")); // her most common basic
        QCOMPARE(s.cards[s.players[1].library.first()].key, QStringLiteral("island"));
        QCOMPARE(s.battlefield.size(), 12);
        QCOMPARE(s.stack.size(), 1);
        QCOMPARE(s.stack.first().targets, QList<int>{-2});
    }

    // A file of position text opens as a scenario (File > Open, --scenario), named after the file.
    void fileOpensAsScenario()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("pack.dnpos"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kReadmeExample);
        f.close();
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(file, &sc, &error), qPrintable(error));
        QCOMPARE(sc.name, QStringLiteral("pack"));
        QCOMPARE(writePositionText(sc.start, sc.cards), QString::fromUtf8(kReadmeExample).section(QLatin1Char('\n'), 1));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("night, turn 3\nAlice\n  battlefield: tovolar-dire-overlord\nBob\n");
        f.close();
        QVERIFY(!Scenario::load(file, &sc, &error));
        QCOMPARE(error, file + QStringLiteral(": line 3, column 16: Tovolar, Dire Overlord is daybound: it cannot be front face up at night (CR 702.145c) (\"front\")"));
    }

    // Damaged text (seeded: characters deleted, doubled or replaced by ones the grammar uses) is
    // read or refused, never anything else: a refusal always names a line and column inside the
    // text, and what is read is a position the loader takes.
    void damagedTextIsReadOrRefused()
    {
        const QString example = QString::fromUtf8(kReadmeExample);
        const QString alphabet = QStringLiteral(" ,:#/\"\n0123456789x-+abkt");
        std::mt19937 rng(24);
        int refused = 0, read = 0;
        for (int n = 0; n < 3000; ++n) {
            QString text = example;
            for (int edits = 1 + int(rng() % 3); edits > 0; --edits) {
                const int at = int(rng() % text.size());
                switch (rng() % 3) {
                case 0: text.remove(at, 1); break;
                case 1: text.insert(at, text[at]); break;
                default: text[at] = alphabet[int(rng() % alphabet.size())]; break;
                }
            }
            QJsonObject out;
            QString why;
            if (readPositionText(text, CardDatabase::builtIn(), &out, &why)) {
                ++read;
                GameState s;
                CardRefs refs;
                QVERIFY2(stateFromJson(out, CardDatabase::builtIn(), QStringLiteral("$"), &s, &refs, &why), qPrintable(why));
                continue;
            }
            ++refused;
            static const QRegularExpression where(QStringLiteral("^line (\\d+), column (\\d+): \\S"));
            const QRegularExpressionMatch m = where.match(why);
            QVERIFY2(m.hasMatch(), qPrintable(why));
            const QStringList lines = text.split(QLatin1Char('\n'));
            QVERIFY2(m.captured(1).toInt() >= 1 && m.captured(1).toInt() <= lines.size(), qPrintable(why + QLatin1Char('\n') + text));
            QVERIFY2(m.captured(2).toInt() >= 1 && m.captured(2).toInt() <= lines[m.captured(1).toInt() - 1].size() + 1, qPrintable(why + QLatin1Char('\n') + text));
        }
        qInfo("damaged texts: %d read, %d refused", read, refused);
        QVERIFY(refused > 1000);
    }

    // Every row of the README's table of bad inputs: refused at its line and column.
    void badInputs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("misspelt key") << QStringLiteral("turn 3\nAlice\n  hand: forest, kesig-naturalist\nBob\n")
            << QStringLiteral("line 3, column 17: unknown card key \"kesig-naturalist\"; did you mean \"kessig-naturalist\"?");
        QTest::newRow("unknown zone") << QStringLiteral("turn 3\nAlice\n  hnad: forest\nBob\n")
            << QStringLiteral("line 3, column 3: unknown zone \"hnad\"; did you mean \"hand\"? (expected hand, battlefield, graveyard, exile, library or stack)");
        QTest::newRow("unknown attribute") << QStringLiteral("turn 3\nAlice\n  battlefield: forest taped\nBob\n")
            << QStringLiteral("line 3, column 23: unknown attribute \"taped\"; did you mean \"tapped\"? (expected tapped, sick, token, dmg:N, +1/+1:N, -1/-1:N, loyalty:N, owner:P, on:#L, on:P, used:F:A, loyalty-used or a label #L)");
        QTest::newRow("unknown header field") << QStringLiteral("nigth, turn 3\nAlice\nBob\n")
            << QStringLiteral("line 1, column 1: unknown header field \"nigth\"; did you mean \"night\"? (expected day, night, neither, a step, turn N, active P, priority P, passes N or seed N)");
        QTest::newRow("no header") << QStringLiteral("Alice 14\nBob\n")
            << QStringLiteral("line 1, column 1: unknown header field \"Alice\" (expected day, night, neither, a step, turn N, active P, priority P, passes N or seed N)");
        QTest::newRow("zone before a player") << QStringLiteral("turn 3\n  hand: forest\nAlice\nBob\n")
            << QStringLiteral("line 2, column 3: a zone before any player: a player's line (\"Alice 14\") comes first, their zones below it");
        QTest::newRow("one player") << QStringLiteral("turn 3\nAlice\n  hand: forest\n")
            << QStringLiteral("line 2, column 1: 1 player line(s): a game has 2 to 4 players, a line each (\"Alice 14\")");
        QTest::newRow("unknown player") << QStringLiteral("turn 3, priority Carol\nAlice\nBob\n")
            << QStringLiteral("line 1, column 18: unknown player \"Carol\" (the players are Alice, Bob)");
        QTest::newRow("unknown label") << QStringLiteral("turn 3\nAlice\n  battlefield: kessig-naturalist #1\nBob\n  battlefield: curse-of-leeches on:#2\n")
            << QStringLiteral("line 5, column 36: no permanent or spell has the label #2; did you mean \"#1\"?");
        QTest::newRow("attribute in hand") << QStringLiteral("turn 3\nAlice\n  hand: forest tapped\nBob\n")
            << QStringLiteral("line 3, column 16: a card in the hand is its key only; \"tapped\" is for permanents (or a comma is missing)");
        QTest::newRow("count") << QStringLiteral("turn 3\nAlice\n  library: 0x forest\nBob\n")
            << QStringLiteral("line 3, column 12: expected a number of cards from 1 to 1000 (\"0x\")");
        QTest::newRow("unclosed quote") << QStringLiteral("turn 3\n\"Alice 14\nBob\n")
            << QStringLiteral("line 2, column 1: this quotation mark is not closed on its line");
        QTest::newRow("day at night") << QStringLiteral("night, turn 3\nAlice\n  battlefield: tovolar-dire-overlord\nBob\n")
            << QStringLiteral("line 3, column 16: Tovolar, Dire Overlord is daybound: it cannot be front face up at night (CR 702.145c) (\"front\")");
        QTest::newRow("no back face") << QStringLiteral("turn 3\nAlice\n  battlefield: forest/back\nBob\n")
            << QStringLiteral("line 3, column 16: Forest has no back face (CR 712.9) (\"back\")");
        QTest::newRow("lethal damage") << QStringLiteral("turn 3\nAlice\n  battlefield: 2x snarling-wolf dmg:1\nBob\n")
            << QStringLiteral("line 3, column 16: Snarling Wolf (1/1 with 1 damage) would already have died (CR 704.5f/g) (1)");
        QTest::newRow("no life") << QStringLiteral("turn 3\nAlice 0\nBob\n")
            << QStringLiteral("line 2, column 7: a player with 0 or less life has already lost (CR 704.5a) (0)");
        QTest::newRow("not a permanent") << QStringLiteral("turn 3\nAlice\nBob\n  battlefield: island, consider\n")
            << QStringLiteral("line 4, column 24: Consider is not a permanent card (CR 110.4) (\"consider\")");
        QTest::newRow("a second Alice") << QStringLiteral("turn 3\nAlice\nAlice\n")
            << QStringLiteral("line 3, column 1: a second player named \"Alice\": each player has a line of their own");
    }

    void badInputs()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QJsonObject out{{QStringLiteral("untouched"), true}};
        QString why;
        QVERIFY(!readPositionText(text, CardDatabase::builtIn(), &out, &why));
        qInfo("%s", qPrintable(why));
        QCOMPARE(why, error);
        QCOMPARE(out, (QJsonObject{{QStringLiteral("untouched"), true}}));
    }
};

QTEST_GUILESS_MAIN(TestPositionText)
#include "tst_positiontext.moc"
