// The whole file before any of it plays (actionshape.h): the shape of every action and
// expectation is checked as a scenario loads, so bad input is bad input wherever it is; and
// "did you mean" (suggestion.h) never takes a disguised name for the real one.
#include "actionshape.h"
#include "position.h"
#include "scenario.h"
#include "suggestion.h"
#include "vocabulary.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace rules;
using namespace testing;

namespace {

ActionNames names()
{
    ActionNames n;
    n.cards = &testDatabase();
    n.players = {QStringLiteral("Alice"), QStringLiteral("Bob")};
    n.refs = {QStringLiteral("myWolf")};
    return n;
}

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

// A small scenario: Alice's upkeep, nothing on the battlefield, the given actions.
QJsonObject scenario(const QJsonArray &actions)
{
    QJsonObject o = object(R"({"schema": "daynight-scenario/1", "state": {"turn": 3, "step": "upkeep",
        "players": [{"name": "Alice", "library": ["forest", "forest"]}, {"name": "Bob", "library": ["island", "island"]}]}})");
    o.insert(QStringLiteral("actions"), actions);
    return o;
}

QString loadError(const QJsonObject &json)
{
    Scenario sc;
    QString error;
    return Scenario::fromJson(json, QStringLiteral("test.json"), &sc, &error) ? QString() : error;
}

} // namespace

class TestActionShape : public QObject
{
    Q_OBJECT

private slots:
    // Every verb of the format, hand-written and as the game record writes it.
    void wellFormedActionsPass_data()
    {
        QTest::addColumn<QByteArray>("action");
        for (const char *a : {
                 R"({"do": "pass"})", R"({"do": "pass", "player": "Bob"})", R"({"do": "passUntil", "turn": 4, "step": "upkeep"})",
                 R"({"do": "playLand", "card": "forest"})", R"({"do": "playLand", "card": 12, "player": "Alice"})",
                 R"({"do": "cast", "card": "play-with-fire", "targets": ["Bob"], "x": 0})", R"({"do": "cast", "card": 7, "targets": [1003, "myWolf"]})",
                 R"({"do": "activate", "permanent": "myWolf", "ability": 0})", R"({"do": "activate", "permanent": 1001, "ability": "mana"})",
                 R"({"do": "choose", "cards": ["forest", "Bob", 1004]})", R"({"do": "choose", "option": "Keep"})", R"({"do": "choose", "option": 1})",
                 R"({"do": "choose", "choices": [31, 0, -2]})", R"({"do": "choose"})", R"({"do": "cancelCast", "player": "Alice"})",
                 R"({"do": "declareAttackers", "attackers": ["myWolf", {"card": "snarling-wolf", "player": "Bob"}]})",
                 R"({"do": "declareBlockers", "player": "Bob", "blockers": [{"card": "wolf", "blocks": "myWolf"}]})",
                 R"({"do": "put", "cards": ["wolf", {"card": "tovolar-dire-overlord", "transformed": true, "ref": "tovolar"}]})",
                 R"({"do": "destroy", "permanent": "myWolf"})", R"({"do": "becomeDay"})", R"({"do": "becomeNight"})",
                 R"({"do": "setLife", "player": "Bob", "life": -5})",
                 R"({"do": "add", "player": "Bob", "card": "wolf", "to": "battlefield", "controller": "Alice", "placed": true, "ref": "w"})",
                 R"({"do": "move", "card": "forest", "from": "library", "owner": "Alice", "to": "hand"})",
                 R"({"do": "move", "permanent": 1002, "to": "libraryBottom", "player": "Alice"})",
                 R"({"do": "setPermanent", "permanent": "myWolf", "tapped": true, "damage": 1, "counters": {"+1/+1": 2, "loyalty": 0}, "face": "front"})",
                 R"({"do": "setTurn", "turn": 5, "step": "cleanup", "activePlayer": "Bob", "priority": null})",
                 R"({"do": "setDesignation", "designation": "neither", "placed": true})", R"({"do": "remove", "card": 3})"})
            QTest::newRow(a) << QByteArray(a);
    }

    void wellFormedActionsPass()
    {
        QFETCH(QByteArray, action);
        QString error;
        QVERIFY2(checkActionShape(QJsonDocument::fromJson(action).object(), QStringLiteral("$.actions[0]"), names(), &error), qPrintable(error));
    }

    void badShapesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<QString>("error");
        QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("$.actions[0]: expected an action object with \"do\" ([1])");
        QTest::newRow("explode") << QByteArray(R"({"do": "explode"})") << QStringLiteral("$.actions[0].do: unknown action; expected one of: pass,");
        QTest::newRow("verb typo") << QByteArray(R"({"do": "passUntill", "turn": 4, "step": "upkeep"})") << QStringLiteral("did you mean \"passUntil\"? (\"passUntill\")");
        QTest::newRow("unknown field") << QByteArray(R"({"do": "pass", "who": "Bob"})") << QStringLiteral("$.actions[0].who: unknown field; expected one of: do, player");
        QTest::newRow("unknown player") << QByteArray(R"({"do": "pass", "player": "Carol"})")
                                        << QStringLiteral("$.actions[0].player: expected a player name: Alice, Bob (\"Carol\")");
        QTest::newRow("missing field") << QByteArray(R"({"do": "setLife", "player": "Bob"})") << QStringLiteral("$.actions[0].life: \"setLife\" needs this field (missing)");
        QTest::newRow("life out of range") << QByteArray(R"({"do": "setLife", "player": "Bob", "life": 1e9})")
                                           << QStringLiteral("$.actions[0].life: expected a whole number from -1000000 to 1000000 (1000000000)");
        QTest::newRow("unknown card") << QByteArray(R"({"do": "put", "cards": ["forst"]})") << QStringLiteral("$.actions[0].cards[0]: unknown card; did you mean \"forest\"? (\"forst\")");
        QTest::newRow("unknown name") << QByteArray(R"({"do": "destroy", "permanent": "myWolff"})")
                                      << QStringLiteral("$.actions[0].permanent: no ref or card key by that name; did you mean \"myWolf\"? (\"myWolff\")");
        QTest::newRow("unknown target") << QByteArray(R"({"do": "cast", "card": "play-with-fire", "targets": ["Carol"]})")
                                        << QStringLiteral("$.actions[0].targets[0]: no player, ref or card key by that name");
        QTest::newRow("fractional x") << QByteArray(R"({"do": "cast", "card": "consider", "x": 1.5})") << QStringLiteral("$.actions[0].x: expected a whole number from 0 to 1000000 (1.5)");
        QTest::newRow("step without priority") << QByteArray(R"({"do": "passUntil", "turn": 4, "step": "untap"})")
                                               << QStringLiteral("$.actions[0].step: expected a step where players get priority");
        QTest::newRow("turn 0") << QByteArray(R"({"do": "passUntil", "turn": 0, "step": "upkeep"})") << QStringLiteral("$.actions[0].turn: expected a whole number from 1 to 1000000 (0)");
        QTest::newRow("zone") << QByteArray(R"({"do": "add", "card": "forest", "to": "sideboard"})")
                              << QStringLiteral("$.actions[0].to: expected battlefield, hand, graveyard, exile, libraryTop or libraryBottom (\"sideboard\")");
        QTest::newRow("counter kind") << QByteArray(R"({"do": "setPermanent", "permanent": "myWolf", "counters": {"+2/+2": 1}})")
                                      << QStringLiteral("$.actions[0].counters.+2/+2: unknown kind of counter");
        QTest::newRow("negative damage") << QByteArray(R"({"do": "setPermanent", "permanent": "myWolf", "damage": -1})")
                                         << QStringLiteral("$.actions[0].damage: expected a whole number from 0 to 1000000 (-1)");
        QTest::newRow("both subjects") << QByteArray(R"({"do": "remove", "permanent": "myWolf", "card": "forest"})")
                                       << QStringLiteral("$.actions[0]: expected either \"permanent\" or \"card\"");
        QTest::newRow("from with a permanent") << QByteArray(R"({"do": "remove", "permanent": "myWolf", "from": "hand"})")
                                               << QStringLiteral("$.actions[0].from: only with \"card\"");
        QTest::newRow("two answers") << QByteArray(R"({"do": "choose", "cards": [], "option": 0})") << QStringLiteral("$.actions[0]: expected one of \"cards\", \"option\" or \"choices\"");
        QTest::newRow("blocker without attacker") << QByteArray(R"({"do": "declareBlockers", "blockers": [{"card": "myWolf"}]})")
                                                  << QStringLiteral("$.actions[0].blockers[0].blocks: expected a ref or a card key (missing)");
        QTest::newRow("designation") << QByteArray(R"({"do": "setDesignation", "designation": "dusk"})")
                                     << QStringLiteral("$.actions[0].designation: expected \"neither\", \"day\" or \"night\" (\"dusk\")");
        QTest::newRow("hidden characters") << QByteArray("{\"do\": \"pass\", \"player\": \"Bob\\u202e\"}")
                                           << QStringLiteral("$.actions[0].player: expected a player name: Alice, Bob; did you mean \"Bob\"? (\"Bob\\u{202E}\")");
    }

    void badShapesAreRefused()
    {
        QFETCH(QByteArray, action);
        QFETCH(QString, error);
        const QJsonDocument doc = QJsonDocument::fromJson(action);
        QString got;
        QVERIFY(!checkActionShape(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), QStringLiteral("$.actions[0]"), names(), &got));
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    // A desync (exit 1) or an illegal action early in the file no longer hides bad input after
    // it: the whole file is checked as it loads.
    void theWholeFileIsCheckedBeforeAnyOfItPlays()
    {
        QJsonObject json = scenario({object(R"({"do": "playLand", "card": "forest"})"), object(R"({"do": "pass"})"), object(R"({"do": "pass"})"),
                                     object(R"({"do": "pass"})"), object(R"({"do": "explode"})")});
        json.insert(QStringLiteral("checkpoints"), QJsonArray{object(R"({"after": 1, "hash": "0000000000000000000000000000000000000000"})")});
        const QString error = loadError(json);
        QVERIFY2(error.startsWith(QStringLiteral("test.json: $.actions[4].do: unknown action")), qPrintable(error));
        json.insert(QStringLiteral("actions"), QJsonArray{object(R"({"do": "pass"})")});
        QCOMPARE(loadError(json), QString());
    }

    // A ref given by any action of the file may be named by any other: whether it exists yet is
    // for the game to say when the action plays.
    void refsGivenByActionsAreKnown()
    {
        const QJsonObject json = scenario({object(R"({"do": "put", "cards": [{"card": "wolf", "ref": "pup"}]})"),
                                           object(R"({"do": "setPermanent", "permanent": "pup", "tapped": true})")});
        QCOMPARE(loadError(json), QString());
        QJsonObject typo = json;
        typo.insert(QStringLiteral("actions"), QJsonArray{json.value(QStringLiteral("actions")).toArray()[0],
                                                          object(R"({"do": "setPermanent", "permanent": "pupp", "tapped": true})")});
        QVERIFY(loadError(typo).contains(QStringLiteral("$.actions[1].permanent: no ref or card key by that name; did you mean \"pup\"?")));
    }

    // Expectations are checked whole too, their players included, before anything plays.
    void expectationsAreCheckedUpFront()
    {
        QJsonObject json = scenario({object(R"({"do": "pass"})")});
        json.insert(QStringLiteral("expect"), object(R"({"life": {"Carol": 20}})"));
        QCOMPARE(loadError(json), QStringLiteral("test.json: $.expect.life.Carol: expected a player name (\"Carol\")"));
        json.insert(QStringLiteral("expect"), object(R"({"permanents": [{"card": "wolf", "controller": "Dave"}]})"));
        QCOMPARE(loadError(json), QStringLiteral("test.json: $.expect.permanents[0].controller: expected a player name (\"Dave\")"));
    }

    // A lesson's what-if actions are actions of the file like any other.
    void aLessonsWhatIfIsChecked()
    {
        QFile f(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/lessons/ruling-04-one-spell-or-two.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(loadError(json), QString());
        QJsonObject lesson = json.value(QStringLiteral("lesson")).toObject();
        QJsonArray steps = lesson.value(QStringLiteral("steps")).toArray();
        QJsonObject step = steps[2].toObject();
        QJsonObject whatIf = step.value(QStringLiteral("whatIf")).toObject();
        whatIf.insert(QStringLiteral("actions"), QJsonArray{object(R"({"do": "cast", "card": "considerr"})")});
        step.insert(QStringLiteral("whatIf"), whatIf);
        steps[2] = step;
        lesson.insert(QStringLiteral("steps"), steps);
        json.insert(QStringLiteral("lesson"), lesson);
        const QString error = loadError(json);
        QVERIFY2(error.contains(QStringLiteral("$.lesson.steps[2].whatIf.actions[0].card: no ref or card key by that name; did you mean \"consider\"?")),
                 qPrintable(error));
    }

    void didYouMeanNamesTheClosestOnly()
    {
        QCOMPARE(closestMatch(QStringLiteral("Trampel"), vocabulary::grantableKeywords()), QStringLiteral("Trample"));
        QCOMPARE(closestMatch(QStringLiteral("first Strike"), vocabulary::grantableKeywords()), QStringLiteral("First strike"));
        QCOMPARE(closestMatch(QStringLiteral("Nonsense keyword"), vocabulary::grantableKeywords()), QString());
        QCOMPARE(closestMatch(QStringLiteral("Trample"), vocabulary::grantableKeywords()), QString()); // it is one: nothing to suggest
        // A disguised name is a different name: suggested, never equal.
        QCOMPARE(closestMatch(QStringLiteral("\u200FForest\u200F"), {QStringLiteral("Forest"), QStringLiteral("Island")}), QStringLiteral("Forest"));
        QCOMPARE(didYouMean(QStringLiteral("Forst"), {QStringLiteral("\u202EForest")}), QStringLiteral("; did you mean \"\\u{202E}Forest\"?"));
    }
};

QTEST_GUILESS_MAIN(TestActionShape)
#include "tst_actionshape.moc"
