// The untap-step day/night check: CR 502.2, 730.2a-c [726.2a-c], seed rulings 2-4.
// Every spell here is really cast through Game::apply (Test Instant, a {U} instant): a spell counts
// once it becomes cast (CR 601.2i), even though its effect is "not enforced yet".
#include "daynight.h"
#include "position.h"

using namespace rules;
using namespace testing;

Q_DECLARE_METATYPE(rules::DayNight)

namespace {

const QString kIsland = QStringLiteral("island");
const QString kInstant = QStringLiteral("test-instant");
const QString kWerewolf = QStringLiteral("hound-tamer"); // daybound // nightbound, shows the designation

/// Turn 3, Alice active in her precombat main phase with priority. Each player has `islands`
/// untapped Islands and `instants` Test Instants in hand.
GameState position(DayNight designation, int players, int islands, int instants)
{
    GameState s = basePosition(designation, players);
    for (int p = 0; p < players; ++p) {
        addLands(s, p, kIsland, islands);
        for (int i = 0; i < instants; ++i)
            addToHand(s, p, kInstant);
    }
    return s;
}

/// `who` casts a Test Instant from hand during the current step, holding priority to do so: the
/// players before `who` pass to them first (an empty stack with fewer than all players passing
/// does not end the step, CR 117.4). Then everybody passes until it has resolved.
bool castInstant(Game &g, int who)
{
    while (g.state().priorityPlayer != who) {
        if (!g.apply(Action::pass(g.state().priorityPlayer)).accepted)
            return false;
    }
    int card = -1;
    for (int id : g.state().players[who].hand)
        if (g.state().cards[id].key == kInstant)
            card = id;
    const Result cast = APPLY(g, Action::cast(who, card));
    if (!cast.accepted || count(cast.events, Event::Type::SpellCast) != 1)
        return false;
    while (!g.state().stack.isEmpty())
        if (!g.apply(Action::pass(g.state().priorityPlayer)).accepted)
            return false;
    // CR 117.3b: after resolving, the active player receives priority.
    return g.state().priorityPlayer == g.state().activePlayer;
}

int designationEvents(const Events &ev) { return count(ev, Event::Type::DayNightChanged); }

} // namespace

class TestUntapCheck : public QObject
{
    Q_OBJECT
    const CardDatabase &db = testDatabase();

private slots:
    // CR 502.2 / 730.2a-c: {neither, day, night} x spells cast by the previous turn's active
    // player (Alice) x spells cast by Bob on Alice's turn -> the designation at Bob's untap.
    void untapCheck_previousActivePlayersSpellsOnly_data()
    {
        QTest::addColumn<DayNight>("designation");
        QTest::addColumn<int>("activeCasts");
        QTest::addColumn<int>("otherCasts");
        QTest::addColumn<DayNight>("expected");
        for (DayNight d : {DayNight::Neither, DayNight::Day, DayNight::Night}) {
            for (int active = 0; active <= 3; ++active) {
                for (int other = 0; other <= 2; ++other) {
                    DayNight expected = d; // CR 730.2c: neither stays neither
                    if (d == DayNight::Day && active == 0)
                        expected = DayNight::Night; // CR 730.2a, ruling 3
                    if (d == DayNight::Night && active >= 2)
                        expected = DayNight::Day;   // CR 730.2b, ruling 4
                    const QByteArray name = QStringLiteral("%1; Alice casts %2, Bob casts %3 on her turn -> %4")
                                                .arg(dayNightName(d)).arg(active).arg(other).arg(dayNightName(expected)).toUtf8();
                    QTest::newRow(name.constData()) << d << active << other << expected;
                }
            }
        }
    }
    void untapCheck_previousActivePlayersSpellsOnly()
    {
        QFETCH(DayNight, designation);
        QFETCH(int, activeCasts);
        QFETCH(int, otherCasts);
        QFETCH(DayNight, expected);

        GameState s = position(designation, 2, 3, 3);
        int wolf = -1;
        if (designation != DayNight::Neither) // a daybound permanent would make "neither" day
            wolf = addPermanent(s, 1, kWerewolf, designation == DayNight::Night);
        Game g(db, s);
        // Interleave: Bob's instants go between Alice's spells, all on Alice's turn 3.
        for (int i = 0; i < qMax(activeCasts, otherCasts); ++i) {
            if (i < activeCasts)
                QVERIFY(castInstant(g, 0));
            if (i < otherCasts)
                QVERIFY(castInstant(g, 1));
        }
        QCOMPARE(g.state().turnNumber, 3);
        QCOMPARE(g.state().spellsCastThisTurn[0], activeCasts);
        QCOMPARE(g.state().spellsCastThisTurn[1], otherCasts);
        QCOMPARE(g.state().players[0].graveyard.size(), qsizetype(activeCasts)); // they resolved

        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().activePlayer, 1);
        QCOMPARE(g.state().designation, expected);
        QCOMPARE(designationEvents(ev), expected == designation ? 0 : 1);
        if (designation == DayNight::Neither) {
            const int i = indexOf(ev, Event::Type::DesignationChecked);
            QVERIFY(i >= 0);
            QCOMPARE(ev[i].rule, QStringLiteral("CR 730.2c"));
        } else {
            // The event names Alice and her own count, never Bob's.
            const int i = expected == designation ? indexOf(ev, Event::Type::DesignationChecked)
                                                  : indexOf(ev, Event::Type::DayNightChanged);
            QVERIFY(i >= 0);
            QCOMPARE(ev[i].rule, QStringLiteral("CR 502.2"));
            QCOMPARE(ev[i].ruling, expected == designation ? 2 : (expected == DayNight::Night ? 3 : 4));
            QVERIFY2(ev[i].text.contains(QStringLiteral("Alice, the previous turn's active player, cast %1 spell").arg(activeCasts)),
                     qPrintable(ev[i].text));
            // What the table shows: Bob's werewolf is on the face the designation calls for.
            QCOMPARE(g.state().permanent(wolf)->backFaceUp, expected == DayNight::Night);
            QCOMPARE(g.face(*g.state().permanent(wolf)).name,
                     expected == DayNight::Night ? QStringLiteral("Untamed Pup") : QStringLiteral("Hound Tamer"));
        }
    }

    // The explicit case: day; the active player casts nothing while the other player casts two
    // instants on that turn: it becomes night (their spells count for nobody, CR 502.2).
    void day_activeCastsNothing_otherCastsTwoInstants_becomesNight()
    {
        GameState s = position(DayNight::Day, 2, 2, 2);
        const int wolf = addPermanent(s, 0, kWerewolf);
        Game g(db, s);
        QVERIFY(castInstant(g, 1));
        QVERIFY(castInstant(g, 1));
        QCOMPARE(g.state().players[1].graveyard.size(), qsizetype(2));
        QVERIFY(g.forecast().contains(QStringLiteral("becomes night")));
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Night);
        const int i = indexOf(ev, Event::Type::DayNightChanged);
        QVERIFY(i >= 0);
        QCOMPARE(ev[i].from, DayNight::Day);
        QCOMPARE(ev[i].to, DayNight::Night);
        QCOMPARE(ev[i].ruling, 3);
        QCOMPARE(g.face(*g.state().permanent(wolf)).name, QStringLiteral("Untamed Pup"));
    }

    // Symmetric: night; the other player casts two instants on the active player's turn: it
    // stays night.
    void night_otherCastsTwoInstantsOnActivesTurn_staysNight()
    {
        GameState s = position(DayNight::Night, 2, 2, 2);
        const int wolf = addPermanent(s, 1, kWerewolf, true);
        Game g(db, s);
        QVERIFY(castInstant(g, 1));
        QVERIFY(castInstant(g, 1));
        QCOMPARE(g.state().spellsCastThisTurn[1], 2);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Night);
        QCOMPARE(designationEvents(ev), 0);
        QCOMPARE(count(ev, Event::Type::PermanentTransformed), 0);
        QVERIFY(g.state().permanent(wolf)->backFaceUp);
    }

    // CR 305.1: playing a land is a special action, and mana abilities are not spells (CR 605):
    // day, Alice plays a land and taps lands for mana but casts nothing: night.
    void landsAndManaAbilitiesNeverCount_dayBecomesNight()
    {
        GameState s = position(DayNight::Day, 2, 2, 0);
        const int island = addToHand(s, 0, kIsland);
        Game g(db, s);
        const Result land = APPLY(g, Action::playLand(0, island));
        QVERIFY(land.accepted);
        QCOMPARE(count(land.events, Event::Type::SpellCast), 0);
        for (const auto &p : g.state().battlefield) {
            if (p.controller != 0)
                continue;
            Action tap = Action::make(Action::Type::TapForMana, 0);
            tap.objectId = p.objectId;
            QVERIFY(APPLY(g, tap).accepted);
        }
        QCOMPARE(g.state().players[0].manaPool.size(), qsizetype(3));
        QCOMPARE(g.state().spellsCastThisTurn[0], 0);
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Night);
        QVERIFY(eventOf(ev, Event::Type::DayNightChanged).text.contains(QStringLiteral("cast 0 spells")));
    }

    // Night: a land played plus one spell is still only one spell: it stays night.
    void landsNeverCount_nightOneSpellAndALand_staysNight()
    {
        GameState s = position(DayNight::Night, 2, 1, 1);
        const int island = addToHand(s, 0, kIsland);
        Game g(db, s);
        QVERIFY(APPLY(g, Action::playLand(0, island)).accepted);
        QVERIFY(castInstant(g, 0));
        QCOMPARE(g.state().spellsCastThisTurn[0], 1);
        passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Night);
    }

    // There is no previous turn on the first turn: no check at all. The next untap step's check
    // then finds neither and keeps it (CR 730.2c).
    void firstTurn_noCheck_neitherStaysNeither()
    {
        Events start;
        const Deck deck = CardDatabase::builtInDeck(QStringLiteral("day-keepers"));
        Game g(db, 11, {{QStringLiteral("Alice"), deck}, {QStringLiteral("Bob"), deck}}, &start);
        QCOMPARE(g.state().turnNumber, 1);
        QCOMPARE(g.state().previousTurnActivePlayer, -1);
        QVERIFY(indexOf(start, Event::Type::Untapped) >= 0); // the untap step did happen
        QCOMPARE(count(start, Event::Type::DesignationChecked), 0);
        QCOMPARE(count(start, Event::Type::DayNightChanged), 0);
        QCOMPARE(g.state().designation, DayNight::Neither);

        const Events ev = passUntil(g, 2, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Neither);
        QCOMPARE(count(ev, Event::Type::DayNightChanged), 0);
        const int i = indexOf(ev, Event::Type::DesignationChecked);
        QVERIFY(i >= 0);
        QCOMPARE(ev[i].rule, QStringLiteral("CR 730.2c"));
    }

    // Three players (CR 502.2, multiplayer): day; Alice, active, casts nothing while Bob and
    // Carol each cast two instants on her turn: night at Bob's untap.
    void threePlayers_dayOthersCastOnActivesTurn_becomesNight()
    {
        GameState s = position(DayNight::Day, 3, 2, 2);
        Game g(db, s);
        QVERIFY(castInstant(g, 1));
        QVERIFY(castInstant(g, 2));
        QVERIFY(castInstant(g, 1));
        QVERIFY(castInstant(g, 2));
        const Events ev = passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().activePlayer, 1);
        QCOMPARE(g.state().designation, DayNight::Night);
        QVERIFY(eventOf(ev, Event::Type::DayNightChanged).text.contains(QStringLiteral("Alice")));
    }

    // Three players: night; Alice casts two: day at Bob's untap although Bob and Carol cast none.
    void threePlayers_nightActiveCastsTwo_becomesDay()
    {
        GameState s = position(DayNight::Night, 3, 2, 2);
        Game g(db, s);
        QVERIFY(castInstant(g, 0));
        QVERIFY(castInstant(g, 0));
        passUntil(g, 4, Step::Upkeep);
        QCOMPARE(g.state().designation, DayNight::Day);
    }

    // Three players: on Bob's turn 4, Alice casts two instants and Bob none. At Carol's untap only
    // Bob, the previous turn's active player, counts: it becomes night.
    void threePlayers_onlyPreviousTurnsActivePlayerCounts()
    {
        GameState s = position(DayNight::Day, 3, 2, 2);
        s.turnNumber = 4;
        s.activePlayer = 1;
        s.priorityPlayer = 1;
        s.previousTurnActivePlayer = 0;
        Game g(db, s);
        QVERIFY(castInstant(g, 0));
        QVERIFY(castInstant(g, 0));
        const Events ev = passUntil(g, 5, Step::Upkeep);
        QCOMPARE(g.state().activePlayer, 2);
        QCOMPARE(g.state().designation, DayNight::Night);
        const QString text = eventOf(ev, Event::Type::DayNightChanged).text;
        QVERIFY2(text.contains(QStringLiteral("Bob, the previous turn's active player, cast 0 spells")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestUntapCheck)
#include "tst_untapcheck.moc"
