// The rulings registry against the scenario folder, and saved positions that load back
// identically (issue: scenario files and rulings you can trace).
#include "position.h"
#include "rulings.h"
#include "scenario.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <functional>
#include <random>

using namespace rules;
using namespace testing;

namespace {

// Saved, read back from text as a file would be, and saved again: "" when the position loads
// and writes the same JSON, else the loader's message.
QString reloadProblem(const GameState &s, const CardDatabase &db)
{
    const QJsonObject saved = stateToJson(s, db);
    GameState loaded;
    QString error;
    if (!stateFromJson(QJsonDocument::fromJson(QJsonDocument(saved).toJson()).object(), db, QStringLiteral("$"), &loaded, nullptr, &error))
        return error;
    return stateToJson(loaded, db) == saved ? QString() : QStringLiteral("written back differently");
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

    /// The demonstration resources/scenarios/<file>, changed by `edit` (more actions, other
    /// expectations), run as `daynight --headless --scenario` runs it. (No apostrophe in the
    /// raw strings below: moc reads one as the start of a character literal.)
    static ScenarioRun playOn(const QString &file, const std::function<void(QJsonObject &)> &edit)
    {
        QJsonObject json;
        QString error;
        const QString path = QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/") + file;
        if (!readJsonObject(path, &json, &error))
            return ScenarioRun{ScenarioRun::BadInput, error, {}, {}, {}, {}};
        edit(json);
        Scenario sc;
        if (!Scenario::fromJson(json, path, &sc, &error))
            return ScenarioRun{ScenarioRun::BadInput, error, {}, {}, {}, {}};
        return runScenario(sc);
    }

    /// The demonstrations the package installs, and the regression scenarios kept with the tests.
    static QStringList scenarioDirs()
    {
        return {QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios"), QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios")};
    }

private slots:
    void registryHasTheTwelveSeedRulings()
    {
        const auto &all = RulingsRegistry::builtIn().all();
        QCOMPARE(all.size(), 12);
        for (int i = 0; i < all.size(); ++i) {
            QCOMPARE(all[i].id, i + 1);
            QCOMPARE(all[i].date, QStringLiteral("2021-09-24"));
            QVERIFY2(!all[i].text.isEmpty() && !all[i].rules.isEmpty(), qPrintable(QString::number(all[i].id)));
            for (const QString &rule : all[i].rules)
                QVERIFY2(rule.startsWith(QStringLiteral("CR ")), qPrintable(rule));
            if (!all[i].enforced)
                QVERIFY2(all[i].pendingIssue > 0, qPrintable(QStringLiteral("ruling %1 is pending without an issue").arg(all[i].id)));
        }
        QVERIFY(RulingsRegistry::builtIn().find(3)->text.contains(QStringLiteral("cast no spells")));
    }

    // Fails when an enforced ruling has no scenario; pending rulings are listed, not skipped.
    void everyEnforcedRulingHasAScenario()
    {
        QHash<int, QStringList> byRuling;
        for (const QString &d : scenarioDirs()) {
            const QDir dir(d);
            const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
            QVERIFY(!files.isEmpty());
            for (const QString &f : files) {
                Scenario sc;
                QString error;
                QVERIFY2(Scenario::load(dir.filePath(f), &sc, &error), qPrintable(error));
                for (int r : sc.rulings)
                    byRuling[r].append(f);
            }
        }
        QStringList pending;
        for (const Ruling &r : RulingsRegistry::builtIn().all()) {
            if (r.enforced)
                QVERIFY2(!byRuling.value(r.id).isEmpty(), qPrintable(QStringLiteral("ruling %1 is enforced but has no scenario in resources/scenarios").arg(r.id)));
            else
                pending.append(QStringLiteral("ruling %1 (issue %2)").arg(r.id).arg(r.pendingIssue));
        }
        qInfo("pending rulings: %s", pending.isEmpty() ? "none" : qPrintable(pending.join(QStringLiteral(", "))));
        QCOMPARE(pending.size(), 0); // all twelve are enforced since issue 4
    }

    // Every ruling an event cites exists in the registry.
    void eventsCiteRegisteredRulings()
    {
        Game g(CardDatabase::builtIn(), 1, {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
                                            {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}});
        QSet<int> cited;
        for (int i = 0; i < 3000 && !g.state().gameOver; ++i) {
            const Result r = g.apply(greedyAction(g));
            QVERIFY2(r.accepted, qPrintable(r.reason));
            for (const Event &e : r.events)
                if (e.ruling)
                    cited.insert(e.ruling);
        }
        QVERIFY(cited.contains(3));
        for (int id : cited) {
            QVERIFY2(RulingsRegistry::builtIn().find(id), qPrintable(QString::number(id)));
            QVERIFY2(RulingsRegistry::builtIn().find(id)->enforced, qPrintable(QStringLiteral("ruling %1 cited but pending").arg(id)));
        }
    }

    // Positions reached by seeded play: state -> JSON -> state gives the same JSON, and play
    // continues identically from the copy (same events, byte for byte).
    void saveAndLoadGivesTheSameGame_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1ull, 2ull, 7ull, 42ull})
            QTest::addRow("seed %llu", seed) << seed;
    }
    void saveAndLoadGivesTheSameGame()
    {
        QFETCH(quint64, seed);
        const CardDatabase &db = CardDatabase::builtIn();
        Game g(db, seed, {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
                          {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}});
        int checked = 0;
        for (int i = 0; i < 1500 && !g.state().gameOver; ++i) {
            if (i % 37 == 0) {
                const QJsonObject saved = stateToJson(g.state(), db);
                // Through text, as a file would be.
                const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(saved).toJson()).object();
                GameState loaded;
                QString error;
                QVERIFY2(stateFromJson(reread, db, QStringLiteral("$"), &loaded, nullptr, &error), qPrintable(error));
                const QJsonObject again = stateToJson(loaded, db);
                for (const QString &key : saved.keys())
                    QVERIFY2(again.value(key) == saved.value(key),
                             qPrintable(QStringLiteral("%1 differs after loading:\n%2\n%3").arg(key,
                                 QString::fromUtf8(QJsonDocument(QJsonObject{{key, saved.value(key)}}).toJson(QJsonDocument::Compact)),
                                 QString::fromUtf8(QJsonDocument(QJsonObject{{key, again.value(key)}}).toJson(QJsonDocument::Compact)))));
                QCOMPARE(again, saved);
                Game copy(db, loaded), original(g);
                for (int k = 0; k < 40 && !original.state().gameOver; ++k) {
                    const Action a = greedyAction(original);
                    // The same choice by position: card ids may differ after loading, so pick
                    // the copy's action by the same policy and compare what happened.
                    const Result r1 = original.apply(a);
                    const Result r2 = copy.apply(greedyAction(copy));
                    QCOMPARE(r1.accepted, r2.accepted);
                    QCOMPARE(r1.events.size(), r2.events.size());
                    for (int e = 0; e < r1.events.size(); ++e)
                        QCOMPARE(r1.events[e].text, r2.events[e].text);
                }
                QCOMPARE(stateToJson(copy.state(), db), stateToJson(original.state(), db));
                ++checked;
            }
            const Result r = g.apply(greedyAction(g));
            QVERIFY2(r.accepted, qPrintable(r.reason));
        }
        QVERIFY(checked >= 10);
    }

    // Issue 10: the game record writes each action so that the scenario reader gives back the
    // very same action (a replay file replays exactly), for every kind of action random play
    // makes: casts with targets and X, abilities, mana, every decision's answer.
    void recordedActionsReadBackExactly_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("players");
        for (quint64 seed : {3ull, 11ull, 29ull})
            for (int players : {2, 3})
                QTest::addRow("seed %llu, %d players", seed, players) << seed << players;
    }
    void recordedActionsReadBackExactly()
    {
        QFETCH(quint64, seed);
        QFETCH(int, players);
        const CardDatabase &db = CardDatabase::builtIn();
        QList<PlayerSetup> seats;
        for (int i = 0; i < players; ++i)
            seats.append({QStringList{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol")}[i],
                          CardDatabase::builtInDeck(i % 2 ? QStringLiteral("day-keepers") : QStringLiteral("tovolars-pack"))});
        Game g(db, seed, seats);
        std::mt19937_64 rng(seed);
        QSet<QString> kinds;
        for (int i = 0; i < 800 && !g.state().gameOver; ++i) {
            const GameState &s = g.state();
            const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
            const QList<Action> legal = g.legalActions(actor);
            QVERIFY(!legal.isEmpty());
            const Action a = legal[int(rng() % quint64(legal.size()))];
            const QJsonObject written = actionToJson(s, a);
            const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(written).toJson()).object();
            Action back;
            QString error;
            QVERIFY2(scenarioAction(reread, QStringLiteral("$.actions[0]"), g, {}, &back, &error), qPrintable(error));
            QVERIFY2(back == a, qPrintable(QString::fromUtf8(QJsonDocument(written).toJson(QJsonDocument::Compact))));
            kinds.insert(written.value(QStringLiteral("do")).toString());
            const Result r = g.apply(back);
            QVERIFY2(r.accepted, qPrintable(r.reason));
        }
        QVERIFY2(kinds.contains(QStringLiteral("cast")) && kinds.contains(QStringLiteral("choose")) && kinds.contains(QStringLiteral("activate")),
                 qPrintable(QStringList(kinds.values()).join(QLatin1Char(' '))));
    }

    // A mana pool keeps the order its mana was added in: {G}{R} is read back as {G}{R}, not
    // rebuilt in WUBRG order (issue 9: save, load and save again give the same file).
    void manaPoolKeepsItsOrder()
    {
        const CardDatabase &db = CardDatabase::builtIn();
        GameState s = basePosition();
        const int forest = addPermanent(s, 0, QStringLiteral("forest"));
        const int mountain = addPermanent(s, 0, QStringLiteral("mountain"));
        Game g(db, s);
        for (int land : {forest, mountain}) {
            Action tap = Action::make(Action::Type::TapForMana, 0);
            tap.objectId = land;
            QVERIFY(APPLY(g, tap).accepted);
        }
        const QJsonObject saved = stateToJson(g.state(), db);
        QCOMPARE(saved.value(QStringLiteral("players")).toArray().at(0).toObject().value(QStringLiteral("manaPool")).toString(), QStringLiteral("{G}{R}"));
        GameState loaded;
        QString error;
        QVERIFY2(stateFromJson(saved, db, QStringLiteral("$"), &loaded, nullptr, &error), qPrintable(error));
        QVERIFY(loaded.players[0].manaPool == (QList<Color>{Color::Green, Color::Red}));
        QCOMPARE(reloadProblem(g.state(), db), QString());
    }

    // Arlinn, the Moon's Fury animated by her 0 ability is an indestructible 5/5 creature and not
    // a planeswalker: lethal damage stays marked on her (CR 702.12b) and removes no loyalty (her
    // ruling). The loader takes what the engine made (issue 9: random play with round trips).
    void animatedArlinnWithLethalDamageLoads()
    {
        const CardDatabase &db = CardDatabase::builtIn();
        GameState s = basePosition(DayNight::Night);
        const int arlinn = addPermanent(s, 0, QStringLiteral("arlinn-the-packs-hope"), true);
        s.battlefield.last().counters[QStringLiteral("loyalty")] = 4;
        addLands(s, 0, QStringLiteral("mountain"), 3);
        QList<int> fire;
        for (int i = 0; i < 3; ++i)
            fire.append(addToHand(s, 0, QStringLiteral("play-with-fire")));
        Game g(db, s);
        QVERIFY(APPLY(g, Action::activate(0, arlinn, 1)).accepted); // 0: she becomes a 5/5 creature
        APPLY(g, Action::pass(0));
        APPLY(g, Action::pass(1));
        for (int card : fire) {
            QVERIFY(APPLY(g, Action::cast(0, card, {arlinn})).accepted); // 2 damage each
            APPLY(g, Action::pass(0));
            APPLY(g, Action::pass(1));
        }
        const Permanent *animated = g.state().permanent(arlinn);
        QVERIFY(animated);
        QCOMPARE(animated->damage, 6);
        QCOMPARE(animated->counters.value(QStringLiteral("loyalty")), 4);
        QCOMPARE(reloadProblem(g.state(), db), QString());
    }

    void scenarioRunnerReportsDifferences()
    {
        Scenario sc;
        QString error;
        QVERIFY2(Scenario::load(QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/failing/wrong-designation.json"), &sc, &error), qPrintable(error));
        const ScenarioRun run = runScenario(sc);
        QCOMPARE(run.code, ScenarioRun::ExpectationFailed);
        QCOMPARE(run.failures.size(), 2);
        QCOMPARE(run.failures.first(), QStringLiteral("expect.designation: expected \"day\", got \"night\""));
        QCOMPARE(run.finalState.value(QStringLiteral("designation")).toString(), QStringLiteral("night"));
    }

    // The demonstration of blockers joined to their attackers stops with the blocks declared
    // (its own expectations check the blocks); played on from there, the blocks deal their
    // damage: Kruin Outlaw's first strike kills the Wolf token before it strikes back, the
    // unblocked Shady Traveler hits Bob (and Tovolar draws Alice a card for that Werewolf), and
    // Hound Tamer kills Snarling Wolf.
    void combatDemonstrationBlocksDealTheirDamage()
    {
        const ScenarioRun run = playOn(QStringLiteral("combat-blockers-joined-by-arrows.json"), [](QJsonObject &sc) {
            QJsonArray actions = sc.value(QStringLiteral("actions")).toArray();
            actions.append(QJsonObject{{QStringLiteral("do"), QStringLiteral("passUntil")}, {QStringLiteral("turn"), 3},
                                       {QStringLiteral("step"), QStringLiteral("postcombatMain")}});
            sc.insert(QStringLiteral("actions"), actions);
            sc.insert(QStringLiteral("expect"), QJsonDocument::fromJson(R"({
                "life": {"Alice": 20, "Bob": 18},
                "handSize": {"Alice": 6},
                "permanents": [{"card": "wolf", "absent": true}, {"card": "snarling-wolf", "absent": true},
                               {"card": "kruin-outlaw", "damage": 0}, {"card": "hound-tamer", "damage": 1}],
                "zones": {"Alice": {"graveyard": ["snarling-wolf"]}},
                "events": {
                    "count": [{"type": "damageDealt", "count": 4}],
                    "exclude": [{"type": "damageDealt", "text": "to Kruin Outlaw"}],
                    "sequence": [{"type": "damageDealt", "text": "Kruin Outlaw deals 2 combat damage to Wolf."},
                                 {"type": "permanentLeft", "text": "Wolf (a token) leaves the battlefield"},
                                 {"type": "damageDealt", "text": "Shady Traveler deals 2 combat damage to Bob."},
                                 {"type": "damageDealt", "text": "Hound Tamer deals 3 combat damage to Snarling Wolf."},
                                 {"type": "permanentLeft", "text": "Snarling Wolf is put into its owner"},
                                 {"type": "cardDrawn", "text": "Alice draws a card."}]}})").object());
        });
        QVERIFY2(run.code == ScenarioRun::Passed, qPrintable(run.message + run.failures.join(QLatin1Char('\n'))));
    }

    // The Syncopate demonstration pays; declined, the spell is countered and exiled, and Alice's
    // two untapped Forests stay untapped (nothing was paid).
    void syncopateDeclinedExilesTheSpell()
    {
        const ScenarioRun run = playOn(QStringLiteral("syncopate-pay-or-counter.json"), [](QJsonObject &sc) {
            QJsonArray actions = sc.value(QStringLiteral("actions")).toArray();
            for (qsizetype i = 0; i < actions.size(); ++i)
                if (actions[i].toObject().value(QStringLiteral("do")) == QLatin1String("choose"))
                    actions[i] = QJsonObject{{QStringLiteral("do"), QStringLiteral("choose")}, {QStringLiteral("player"), QStringLiteral("Alice")},
                                             {QStringLiteral("option"), QStringLiteral("Don't pay")}};
            sc.insert(QStringLiteral("actions"), actions);
            sc.insert(QStringLiteral("expect"), QJsonDocument::fromJson(R"({
                "stack": [], "decision": null,
                "permanents": [{"card": "snarling-wolf", "absent": true},
                               {"card": "forest1", "tapped": true}, {"card": "forest2", "tapped": false}, {"card": "forest3", "tapped": false}],
                "zones": {"Alice": {"hand": [], "exile": ["snarling-wolf"], "graveyard": []}, "Bob": {"graveyard": ["syncopate"]}},
                "events": {
                    "count": [{"type": "costPaid", "text": "Alice pays {2}", "count": 0}, {"type": "spellCountered", "count": 1}],
                    "sequence": [{"type": "cardsChosen", "text": "pay: Snarling Wolf is exiled"}, {"type": "spellCountered", "text": "Snarling Wolf is countered"}]}})").object());
        });
        QVERIFY2(run.code == ScenarioRun::Passed, qPrintable(run.message + run.failures.join(QLatin1Char('\n'))));
    }

    // The scenario format's README lists every event type a scenario's "type" can name, one row
    // each, and nothing else: a new Event::Type fails here until it is documented.
    void readmeListsEveryEventType()
    {
        QFile f(QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/README.md"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QString readme = QString::fromUtf8(f.readAll());
        const qsizetype section = readme.indexOf(QStringLiteral("\n### Event types\n"));
        QVERIFY2(section >= 0, "README.md has no \"### Event types\" section");
        const qsizetype end = readme.indexOf(QStringLiteral("\n#"), section + 1);
        QStringList rows;
        static const QRegularExpression row(QStringLiteral("^\\| `(\\w+)` \\| \\S"));
        for (const QString &line : readme.mid(section, end < 0 ? -1 : end - section).split(QLatin1Char('\n')))
            if (const QRegularExpressionMatch m = row.match(line); m.hasMatch())
                rows.append(m.captured(1));
        QStringList missing;
        for (int t = 0; t < Event::typeCount(); ++t)
            if (!rows.contains(Event::typeName(static_cast<Event::Type>(t))))
                missing.append(Event::typeName(static_cast<Event::Type>(t)));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the README's event type table: ") + missing.join(QStringLiteral(", "))));
        for (const QString &name : rows)
            QVERIFY2(Event::isTypeName(name), qPrintable(QStringLiteral("the README lists an event type the engine lacks: ") + name));
        QCOMPARE(rows.size(), Event::typeCount());
    }
};

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
