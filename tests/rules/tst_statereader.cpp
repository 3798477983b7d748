// Reading a position strictly (statereader.cpp, stateconsistency.cpp): until-end-of-turn effects
// checked whole, sums that saturate instead of wrapping, combat only in combat, names that
// cannot hide characters, and messages that show every character of the input.
#include "jsonreader.h"
#include "position.h"
#include "scenario.h"
#include "statejson.h"

#include <QJsonArray>
#include <QTest>

using namespace rules;
using namespace testing;

namespace {

const QString kWolf = QStringLiteral("snarling-wolf"); // a 1/1 Wolf with no daybound

// A position with Alice's Snarling Wolf (object id 1000), as a saved game writes it.
QJsonObject withWolf(int *wolf = nullptr)
{
    GameState s = basePosition();
    const int id = addPermanent(s, 0, kWolf);
    if (wolf)
        *wolf = id;
    return stateToJson(s, testDatabase());
}

// Reads `json`; "" if it loads, else the reader's message.
QString readError(const QJsonObject &json)
{
    GameState out;
    QString error;
    return stateFromJson(json, testDatabase(), QStringLiteral("$"), &out, nullptr, &error) ? QString() : error;
}

QJsonObject pump(const QJsonValue &permanent, int power, int toughness, const QJsonArray &keywords = {})
{
    return {{QStringLiteral("permanent"), permanent}, {QStringLiteral("power"), power}, {QStringLiteral("toughness"), toughness},
            {QStringLiteral("keywords"), keywords}, {QStringLiteral("source"), QStringLiteral("Snarling Wolf")}};
}

} // namespace

class TestStateReader : public QObject
{
    Q_OBJECT

private slots:
    void untilEndOfTurnEntriesAreCheckedWhole_data()
    {
        QTest::addColumn<QJsonValue>("entry");
        QTest::addColumn<QString>("error");
        QTest::newRow("object 0") << QJsonValue(pump(0, 1, 1)) << QStringLiteral("$.untilEndOfTurn[0].permanent: expected a whole number from 1 to 1000000000 (0)");
        QTest::newRow("object -100") << QJsonValue(pump(-100, 1, 1)) << QStringLiteral("$.untilEndOfTurn[0].permanent: expected a whole number from 1 to 1000000000 (-100)");
        QTest::newRow("no such permanent") << QJsonValue(pump(999, 1, 1)) << QStringLiteral("$.untilEndOfTurn[0].permanent: no permanent on the battlefield has this id");
        QTest::newRow("a billion") << QJsonValue(pump(1000, 1000000000, 0))
                                   << QStringLiteral("$.untilEndOfTurn[0].power: expected a whole number from -1000000 to 1000000 (1000000000)");
        QTest::newRow("unknown keyword") << QJsonValue(pump(1000, 1, 1, {QStringLiteral("Nonsense keyword")}))
                                         << QStringLiteral("$.untilEndOfTurn[0].keywords[0]: not a keyword a script can grant");
        QTest::newRow("empty keyword") << QJsonValue(pump(1000, 1, 1, {QString()})) << QStringLiteral("(\"\")");
        QTest::newRow("keyword typo") << QJsonValue(pump(1000, 1, 1, {QStringLiteral("Lifelnk")})) << QStringLiteral("did you mean \"Lifelink\"?");
        QJsonObject typo = pump(1000, 1, 1);
        typo.insert(QStringLiteral("tougness"), 1);
        QTest::newRow("unknown field") << QJsonValue(typo) << QStringLiteral("$.untilEndOfTurn[0].tougness: unknown field");
        QTest::newRow("not an object") << QJsonValue(QStringLiteral("pump")) << QStringLiteral("$.untilEndOfTurn[0]: expected an effect");
        QJsonObject subtypes = pump(1000, 1, 1);
        subtypes.insert(QStringLiteral("subtypes"), QJsonArray{QStringLiteral("Wolf")});
        QTest::newRow("subtypes of a pump") << QJsonValue(subtypes) << QStringLiteral("only an effect with \"becomesCreature\" sets subtypes");
        QJsonObject creature = pump(1000, 3, 0);
        creature.insert(QStringLiteral("becomesCreature"), QStringLiteral("5/5"));
        QTest::newRow("a pump beside becomesCreature") << QJsonValue(creature) << QStringLiteral("$.untilEndOfTurn[0].power: an effect with \"becomesCreature\"");
    }

    void untilEndOfTurnEntriesAreCheckedWhole()
    {
        QFETCH(QJsonValue, entry);
        QFETCH(QString, error);
        QJsonObject json = withWolf();
        json.insert(QStringLiteral("untilEndOfTurn"), QJsonArray{entry});
        const QString got = readError(json);
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    void aPumpOnAPermanentLoads()
    {
        int wolf = 0;
        QJsonObject json = withWolf(&wolf);
        json.insert(QStringLiteral("untilEndOfTurn"), QJsonArray{pump(wolf, 2, 2, {QStringLiteral("Trample")})});
        GameState s;
        QString error;
        QVERIFY2(stateFromJson(json, testDatabase(), QStringLiteral("$"), &s, nullptr, &error), qPrintable(error));
        const Game g(testDatabase(), s);
        const Characteristics c = g.characteristics(*g.state().permanent(wolf));
        QCOMPARE(c.power, 3);
        QCOMPARE(c.toughness, 3);
        QVERIFY(c.hasKeyword(QStringLiteral("Trample")));
    }

    // However many pumps there are, their sum is taken in 64 bits and held to kMaxAmount: the
    // sign is always right, so a creature given -3,000,000,000 toughness is dead, not 1,294,967,297.
    void sumsOfPumpsSaturateInsteadOfWrapping()
    {
        GameState s = basePosition();
        const int wolf = addPermanent(s, 0, kWolf);
        ContinuousEffect e;
        e.objectId = wolf;
        e.power = kMaxAmount;
        e.toughness = -kMaxAmount;
        for (int i = 0; i < 3000; ++i)
            s.continuousEffects.append(e);
        const Game g(testDatabase(), s);
        const Characteristics c = g.characteristics(*g.state().permanent(wolf));
        QCOMPARE(c.power, kMaxAmount);
        QCOMPARE(c.toughness, -kMaxAmount);
        const QString problem = positionProblem(s, testDatabase());
        QVERIFY2(problem.contains(QStringLiteral("would already have died (CR 704.5f/g)")), qPrintable(problem));
        QCOMPARE(clampAmount(qint64(3) * 1000000000), kMaxAmount);
        QCOMPARE(clampAmount(-qint64(3) * 1000000000), -kMaxAmount);
        QCOMPARE(clampAmount(42), 42);
    }

    // CR 400.7: the permanent that leaves is gone, and so is what lasted "until end of turn" on
    // it; a game saved then loads back as it is.
    void anEffectEndsWithItsPermanent()
    {
        GameState s = basePosition();
        const int wolf = addPermanent(s, 0, kWolf);
        addPermanent(s, 0, kWolf);
        ContinuousEffect e;
        e.objectId = wolf;
        e.power = 2;
        s.continuousEffects.append(e);
        Game g(testDatabase(), s);
        Action destroy = Action::make(Action::Type::Destroy, 0);
        destroy.objectId = wolf;
        QVERIFY(APPLY(g, destroy).accepted);
        QVERIFY(!g.state().permanent(wolf));
        QVERIFY(g.state().continuousEffects.isEmpty());
        QCOMPARE(positionProblem(g.state(), testDatabase()), QString());
    }

    // Nothing attacks or blocks outside combat (CR 506.4, 511.3): only from declare attackers
    // (blocks from declare blockers) to the end of combat step.
    void combatStateOnlyInCombatSteps_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<bool>("attackingLoads");
        QTest::newRow("upkeep") << QStringLiteral("upkeep") << false;
        QTest::newRow("precombatMain") << QStringLiteral("precombatMain") << false;
        QTest::newRow("beginningOfCombat") << QStringLiteral("beginningOfCombat") << false;
        QTest::newRow("combatDamage") << QStringLiteral("combatDamage") << true;
        QTest::newRow("endOfCombat") << QStringLiteral("endOfCombat") << true;
        QTest::newRow("postcombatMain") << QStringLiteral("postcombatMain") << false;
        QTest::newRow("end") << QStringLiteral("end") << false;
    }

    void combatStateOnlyInCombatSteps()
    {
        QFETCH(QString, step);
        QFETCH(bool, attackingLoads);
        QJsonObject json = withWolf();
        json.insert(QStringLiteral("step"), step);
        QJsonArray battlefield = json.value(QStringLiteral("battlefield")).toArray();
        QJsonObject wolf = battlefield[0].toObject();
        wolf.insert(QStringLiteral("attacking"), QJsonObject{{QStringLiteral("player"), QStringLiteral("Bob")}});
        battlefield[0] = wolf;
        json.insert(QStringLiteral("battlefield"), battlefield);
        const QString error = readError(json);
        if (attackingLoads) {
            QVERIFY2(error.isEmpty(), qPrintable(error));
        } else {
            QVERIFY2(error.startsWith(QStringLiteral("$.battlefield[0].attacking: no creature is attacking")), qPrintable(error));
            QVERIFY2(error.contains(QStringLiteral("CR 506.4, 508.1, 511.3")) && error.endsWith(QStringLiteral("({\"player\":\"Bob\"})")), qPrintable(error));
        }
    }

    void combatDamageOnlyInCombat()
    {
        QJsonObject json = withWolf();
        json.insert(QStringLiteral("combatDamageStepsDone"), 1);
        QVERIFY(readError(json).startsWith(QStringLiteral("$.combatDamageStepsDone: combat damage is dealt in the combat damage step")));
        json.insert(QStringLiteral("combatDamageStepsDone"), 0);
        json.insert(QStringLiteral("blockersDeclaredBy"), QJsonArray{QStringLiteral("Bob")});
        QVERIFY(readError(json).startsWith(QStringLiteral("$.blockersDeclaredBy: blockers are declared in the declare blockers step")));
    }

    // Every log line names the players: a name cannot carry a right-to-left override.
    void aPlayerNameCannotHideCharacters()
    {
        QJsonObject json = withWolf();
        QJsonArray players = json.value(QStringLiteral("players")).toArray();
        QJsonObject bob = players[1].toObject();
        bob.insert(QStringLiteral("name"), QStringLiteral("Bob\u202Eevil"));
        players[1] = bob;
        json.insert(QStringLiteral("players"), players);
        QCOMPARE(readError(json),
                 QStringLiteral("$.players[1].name: a name cannot hold control, bidirectional or invisible characters (\"Bob\\u{202E}evil\")"));
    }

    // A card key disguised with right-to-left marks is not the key it imitates: it is refused,
    // shown escaped, with the real key as a suggestion.
    void aDisguisedKeyIsRefusedAndShownEscaped()
    {
        QJsonObject json = withWolf();
        QJsonArray players = json.value(QStringLiteral("players")).toArray();
        QJsonObject alice = players[0].toObject();
        alice.insert(QStringLiteral("hand"), QJsonArray{QStringLiteral("\u200Fforest\u200F")});
        players[0] = alice;
        json.insert(QStringLiteral("players"), players);
        const QString error = readError(json);
        QCOMPARE(error, QStringLiteral("$.players[0].hand[0]: unknown card; did you mean \"forest\"? (\"\\u{200F}forest\\u{200F}\")"));
        QVERIFY(!hasHiddenCharacters(error));
    }

    // JsonReader::fail shows the path, the problem and the value through rules::printable, and
    // cuts a huge value without splitting an escape.
    void messagesShowEveryCharacter()
    {
        QString error;
        JsonReader r(&error);
        r.fail(QStringLiteral("$.a\u202Eb"), QStringLiteral("bad"), QStringLiteral("x\u0000y\u200Bz"));
        QCOMPARE(error, QStringLiteral("$.a\\u{202E}b: bad (\"x\\u{0000}y\\u{200B}z\")"));
        QCOMPARE(JsonReader::printable(QString(300, QChar(0x202E)), 2), QStringLiteral("\\u{202E}\\u{202E}…"));
    }

    // A saved game keeps the choices the day/night cards pause on: ward's pay-or-counter with
    // its cost, Gavony Dawnguard's look at the top four with the count, a card in a graveyard
    // named as a target (on the stack and offered), each naming the same cards once loaded
    // (card ids are renumbered as the file is read).
    void choicesSurviveASave_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("actions");
        QTest::addColumn<QString>("purpose");
        QTest::newRow("ward {1}") << QStringLiteral("burly-breaker-ward-1-paid") << 3 << QStringLiteral(":counter:mana={1}");
        QTest::newRow("ward, discard a card") << QStringLiteral("graveyard-trespasser-ward-discard-a-card") << 3 << QStringLiteral(":counter:discard=1");
        QTest::newRow("the top four") << QStringLiteral("gavony-dawnguard-looks-at-four") << 3 << QStringLiteral("takeFromTop:4:1,3");
        QTest::newRow("graveyard targets offered") << QStringLiteral("graveyard-glutton-exiles-two-cards-when-it-attacks") << 3 << QString();
        QTest::newRow("graveyard target on the stack") << QStringLiteral("graveyard-trespasser-exiles-a-creature-card") << 4 << QString();
    }
    void choicesSurviveASave()
    {
        QFETCH(QString, file);
        QFETCH(int, actions);
        QFETCH(QString, purpose);
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/%1.json").arg(file), &sc, &error), qPrintable(error));
        Game g(sc.cards, sc.start);
        CardRefs refs = sc.refs;
        Events events;
        for (int i = 0; i < actions; ++i)
            QCOMPARE(playScenarioAction(sc.actions[i], QStringLiteral("$.actions[%1]").arg(i), g, &refs, &events), QString());
        const QJsonObject saved = stateToJson(g.state(), g.cards());
        GameState back;
        QVERIFY2(stateFromJson(saved, g.cards(), QStringLiteral("$"), &back, nullptr, &error), qPrintable(error));
        QCOMPARE(stateToJson(back, g.cards()), saved);
        QVERIFY2(continuationText(back.decision.then).contains(purpose), qPrintable(continuationText(back.decision.then)));
        QCOMPARE(back.decision.then, g.state().decision.then);
        const Game loaded(g.cards(), back);
        auto names = [](const Game &game) {
            QStringList out;
            for (const StackObject &so : game.state().stack + game.state().pendingTriggers)
                for (int t : so.targets)
                    out << game.targetName(t);
            if (game.state().decision.kind == PendingDecision::Kind::ChooseTarget)
                for (int t : game.state().decision.options)
                    out << game.targetName(t);
            return out;
        };
        QCOMPARE(names(loaded), names(g));
        QVERIFY(!names(g).filter(QStringLiteral("graveyard")).isEmpty() || !purpose.isEmpty());
    }

    // Older saves' spellings of those choices still read: ward paid in life, Wildsong Howler's
    // top six.
    void olderPurposesStillRead()
    {
        QJsonObject state = withWolf();
        QJsonObject decision{{QStringLiteral("kind"), QStringLiteral("chooseOption")}, {QStringLiteral("player"), QStringLiteral("Alice")},
                             {QStringLiteral("options"), QJsonArray{0, 1}}, {QStringLiteral("labels"), QJsonArray{QStringLiteral("Pay"), QStringLiteral("Don't")}},
                             {QStringLiteral("purpose"), QStringLiteral("payLifeOrCounter:7:3")}};
        state.insert(QStringLiteral("decision"), decision);
        GameState out;
        QString error;
        QVERIFY2(stateFromJson(state, testDatabase(), QStringLiteral("$"), &out, nullptr, &error), qPrintable(error));
        QCOMPARE(out.decision.then.kind, Continuation::Kind::PayOrCounter);
        QCOMPARE(out.decision.then.cost.life, 3);
        QVERIFY(!out.decision.then.exile);
        QCOMPARE(continuationText(out.decision.then), QStringLiteral("payOrCounter:7:counter:life=3"));
        decision.insert(QStringLiteral("purpose"), QStringLiteral("takeFromTopSix:0,2"));
        state.insert(QStringLiteral("decision"), decision);
        QVERIFY2(stateFromJson(state, testDatabase(), QStringLiteral("$"), &out, nullptr, &error), qPrintable(error));
        QCOMPARE(out.decision.then.kind, Continuation::Kind::TakeFromTop);
        QCOMPARE(out.decision.then.count, 6);
        QCOMPARE(out.decision.then.positions, (QList<int>{0, 2}));
    }
};

QTEST_GUILESS_MAIN(TestStateReader)
#include "tst_statereader.moc"
