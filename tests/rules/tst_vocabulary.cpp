// The script vocabulary's registry (vocabulary.h): every word has one row, every effect a
// handler; the loader refuses what the registry does not say; resources/cards/SCHEMA.md shows
// exactly what the registry holds.
#include "carddatabase.h"
#include "cardkeys.h"
#include "jsonreader.h"
#include "scriptjson.h"
#include "vocabulary.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace rules;

namespace {

/// The text of `file` between the markers `open` and `close` (a generated section of a
/// document); "" when they are missing.
QString generatedSection(const QString &file, const char *open, const char *close)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype from = text.indexOf(QLatin1String(open));
    const qsizetype to = text.indexOf(QLatin1String(close));
    if (from < 0 || to <= from)
        return QString();
    const qsizetype start = from + qsizetype(qstrlen(open));
    return text.mid(start, to - start);
}

} // namespace

class TestVocabulary : public QObject
{
    Q_OBJECT

    template <typename E>
    static void everyValueOnce(const QList<Word<E>> &table, int first, int count)
    {
        QCOMPARE(int(table.size()), count);
        for (int v = first; v < first + count; ++v) {
            int rows = 0;
            for (const Word<E> &w : table)
                rows += int(w.value) == v ? 1 : 0;
            QVERIFY2(rows == 1, qPrintable(QStringLiteral("enum value %1 has %2 rows").arg(v).arg(rows)));
        }
        QSet<QString> names;
        for (const Word<E> &w : table) {
            QVERIFY2(!names.contains(QLatin1String(w.name)), w.name);
            names.insert(QLatin1String(w.name));
            QVERIFY2(qstrlen(w.doc) > 0, w.name);
        }
    }

    // Parses {"text", "enforced": true, "script": script}; returns "" or the error.
    static QString parse(const QByteArray &script, Ability *out = nullptr)
    {
        QString error;
        JsonReader r(&error);
        Ability a;
        a.enforced = true;
        const bool ok = scriptjson::parseAbility(r, QJsonDocument::fromJson(script).object(), QStringLiteral("$.script"), &a);
        if (out)
            *out = a;
        return ok ? QString() : error;
    }

private slots:
    void everyWordHasOneRow()
    {
        everyValueOnce(vocabulary::triggers(), 0, int(TriggerWord::CreatureBlockingThisDies) + 1);
        everyValueOnce(vocabulary::conditions(), 1, int(ConditionWord::EnchantedIsWolfOrWerewolf));
        everyValueOnce(vocabulary::statics(), 0, int(StaticWord::CantBeBlockedByPowerOrLess) + 1);
        everyValueOnce(vocabulary::selectors(), 1, int(Selector::NonHumanWerewolfYouControl));
        everyValueOnce(vocabulary::replacements(), 0, int(ReplacementWord::AttachToPlayerAsTransforms) + 1);
        everyValueOnce(vocabulary::targetSpecs(), 0, int(TargetSpec::UpToOnePlaneswalker) + 1);
    }

    // The effects table is in enum order (vocabulary::effect() looks rows up by index), each
    // with a handler and only known parameters.
    void everyEffectHasItsHandler()
    {
        const auto &effects = vocabulary::effects();
        QCOMPARE(int(effects.size()), int(EffectWord::DamageTargetCantBlock) + 1);
        QStringList parameters;
        for (const ParameterInfo &p : vocabulary::parameters())
            parameters << QLatin1String(p.name);
        for (int i = 0; i < effects.size(); ++i) {
            QCOMPARE(int(effects[i].word.value), i);
            QVERIFY2(effects[i].handler, effects[i].word.name);
            for (const QString &p : QString::fromLatin1(effects[i].word.params).split(QLatin1Char(' '), Qt::SkipEmptyParts))
                QVERIFY2(parameters.contains(p), qPrintable(p));
        }
    }

    // Every ability of the pool is typed: its effects write back to JSON and read again the same.
    void thePoolParsesAndEffectsRoundTrip()
    {
        int effects = 0;
        const CardDatabase &db = CardDatabase::builtIn();
        for (const QString &key : db.keys())
            for (const CardFace &f : db.find(key)->faces)
                for (const Ability &ab : f.abilities)
                    for (const Effect &e : ab.effects) {
                        QString error;
                        JsonReader r(&error);
                        Effect back;
                        QVERIFY2(scriptjson::parseEffect(r, scriptjson::effectToJson(e), QStringLiteral("$"), int(ab.targets.size()), &back), qPrintable(error));
                        QVERIFY2(back == e, qPrintable(key));
                        ++effects;
                    }
        QVERIFY(effects > 40);
    }

    void theLoaderRefusesWhatTheRegistryDoesNotSay_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown effect") << QByteArray(R"({"effect": "nonsense"})") << QStringLiteral("$.script.effect: not an effect");
        QTest::newRow("unknown trigger") << QByteArray(R"({"trigger": "entors", "effect": "draw"})") << QStringLiteral("$.script.trigger: not a trigger");
        QTest::newRow("parameter of another word") << QByteArray(R"({"effect": "draw", "token": "wolf"})") << QStringLiteral("not a parameter of effect draw");
        QTest::newRow("typo keyword for keywords") << QByteArray(R"({"effect": "pumpSelf", "power": 1, "toughness": 1, "keyword": "Menace"})")
                                                   << QStringLiteral("$.script.keyword: not a parameter of effect pumpSelf");
        QTest::newRow("count too large") << QByteArray(R"({"effect": "draw", "count": 2147483647})") << QStringLiteral("$.script.count: expected a whole number from 1 to 100");
        QTest::newRow("negative count") << QByteArray(R"({"effect": "createTokens", "token": "wolf", "count": -1})") << QStringLiteral("from 1 to 100");
        QTest::newRow("count as a string") << QByteArray(R"({"effect": "draw", "count": "2"})") << QStringLiteral("expected a whole number");
        QTest::newRow("target beyond targets") << QByteArray(R"({"targets": ["creature"], "effect": "destroyTarget", "target": 1})")
                                               << QStringLiteral("$.script.target: expected a whole number from 0 to 0");
        QTest::newRow("target without targets") << QByteArray(R"({"effect": "destroyTarget", "target": 0})") << QStringLiteral("no \"targets\"");
        QTest::newRow("unknown keyword") << QByteArray(R"({"static": "grantKeyword", "affects": "self", "keyword": "Deathtouch"})")
                                         << QStringLiteral("not a keyword a script can grant");
        QTest::newRow("two kinds") << QByteArray(R"({"trigger": "enters", "static": "pump", "effect": "draw"})") << QStringLiteral("a script is one kind of ability");
        QTest::newRow("static with effects") << QByteArray(R"({"static": "cantTransform", "affects": "self", "effect": "draw"})")
                                             << QStringLiteral("has no effects");
        QTest::newRow("unknown target spec") << QByteArray(R"({"targets": ["crature"], "effect": "destroyTarget", "target": 0})")
                                             << QStringLiteral("$.script.targets[0]: not a target spec");
        QTest::newRow("token missing") << QByteArray(R"({"effect": "createTokens", "count": 2})") << QStringLiteral("needs a token");
        QTest::newRow("unknown ability field") << QByteArray(R"({"activated": "{1}", "tapp": true, "effects": [{"effect": "draw"}]})")
                                               << QStringLiteral("$.script.tapp: not a field of a activated ability");
        QTest::newRow("look at the top without count") << QByteArray(R"({"trigger": "dayNightSwitch", "effect": "lookAtTopTakeCreature", "maxManaValue": 3})")
                                                       << QStringLiteral("$.script.count: effect lookAtTopTakeCreature needs how many cards it looks at");
        QTest::newRow("power restriction without power") << QByteArray(R"({"static": "cantBeBlockedByPowerOrLess"})")
                                                         << QStringLiteral("$.script.amount: cantBeBlockedByPowerOrLess needs the greatest power");
        QTest::newRow("graveyard target index") << QByteArray(R"({"trigger": "enters", "targets": ["upToOneCardInGraveyard"], "effect": "exileTargetCardsDrainPerCreature", "amount": 1, "target": 0})")
                                                << QStringLiteral("$.script.target: not a parameter of effect exileTargetCardsDrainPerCreature");
    }
    void theLoaderRefusesWhatTheRegistryDoesNotSay()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, error);
        const QString got = parse(script);
        QVERIFY2(got.contains(error), qPrintable(QStringLiteral("expected \"%1\", got \"%2\"").arg(error, got)));
    }

    void typedFieldsAreRead()
    {
        Ability a;
        QCOMPARE(parse(R"({"activated": "{X}{R}{G}", "targets": ["wolfOrWerewolfYouControl"], "effect": "pumpTarget", "target": 0, "power": 0, "toughness": 0, "keywords": ["Trample"], "plusX": true})", &a), QString());
        QCOMPARE(a.kind, Ability::Kind::Activated);
        QVERIFY(a.cost && a.cost->xCount == 1);
        QCOMPARE(a.targets, QList<TargetSpec>{TargetSpec::WolfOrWerewolfYouControl});
        QCOMPARE(a.effects.size(), 1);
        QCOMPARE(a.effects[0].word, EffectWord::PumpTarget);
        QCOMPARE(a.effects[0].keywords, QStringList{QStringLiteral("Trample")});
        QVERIFY(a.effects[0].plusX);
        QCOMPARE(parse(R"({"trigger": "eachUpkeep", "condition": "noSpellsCastLastTurn", "effect": "transformSelf"})", &a), QString());
        QCOMPARE(a.trigger, TriggerWord::EachUpkeep);
        QCOMPARE(a.condition, ConditionWord::NoSpellsCastLastTurn);
    }

    // A face's ward cost (CR 702.21a): mana, life, a discard, or the older "wardLife"; refused
    // without the keyword, missing with it, said twice or with {X}.
    void wardCostsAreRead_data()
    {
        QTest::addColumn<QByteArray>("fields");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("wardText");
        QTest::newRow("mana") << QByteArray(R"("keywords": ["Ward"], "ward": {"mana": "{3}"})") << QString() << QStringLiteral("Ward {3}");
        QTest::newRow("life") << QByteArray(R"("keywords": ["Ward"], "ward": {"life": 3})") << QString() << QStringLiteral("Ward—Pay 3 life");
        QTest::newRow("discard") << QByteArray(R"("keywords": ["Ward"], "ward": {"discard": 1})") << QString() << QStringLiteral("Ward—Discard a card");
        QTest::newRow("older wardLife") << QByteArray(R"("keywords": ["Ward"], "wardLife": 2)") << QString() << QStringLiteral("Ward—Pay 2 life");
        QTest::newRow("two parts") << QByteArray(R"("keywords": ["Ward"], "ward": {"mana": "{1}", "life": 2})") << QString()
                                   << QStringLiteral("Ward—Pay {1} and pay 2 life");
        QTest::newRow("keyword without cost") << QByteArray(R"("keywords": ["Ward"])") << QStringLiteral("$.faces[0].ward: a face with ward says its cost") << QString();
        QTest::newRow("cost without keyword") << QByteArray(R"("ward": {"life": 3})") << QStringLiteral("$.faces[0].ward: a ward cost goes with the keyword Ward") << QString();
        QTest::newRow("said twice") << QByteArray(R"("keywords": ["Ward"], "ward": {"life": 3}, "wardLife": 3)") << QStringLiteral("$.faces[0].wardLife: the ward cost is said once") << QString();
        QTest::newRow("X") << QByteArray(R"("keywords": ["Ward"], "ward": {"mana": "{X}"})") << QStringLiteral("$.faces[0].ward.mana: expected a mana cost without {X}") << QString();
        QTest::newRow("empty") << QByteArray(R"("keywords": ["Ward"], "ward": {})") << QStringLiteral("$.faces[0].ward: expected its cost") << QString();
        QTest::newRow("unknown part") << QByteArray(R"("keywords": ["Ward"], "ward": {"sacrifice": 1})") << QStringLiteral("$.faces[0].ward.sacrifice") << QString();
    }
    void wardCostsAreRead()
    {
        QFETCH(QByteArray, fields);
        QFETCH(QString, error);
        QFETCH(QString, wardText);
        const QByteArray json = R"({"schema": 1, "key": "test-ward", "layout": "normal", "faces": [{"name": "Test Ward", "manaCost": "{1}",
            "types": ["Creature"], "power": 1, "toughness": 1, "oracleText": "", )" + fields + "}]}";
        CardDefinition def;
        QString got;
        const bool ok = CardDefinition::fromJson(QJsonDocument::fromJson(json).object(), &def, &got);
        if (!error.isEmpty()) {
            QVERIFY2(!ok && got.contains(error), qPrintable(QStringLiteral("expected \"%1\", got \"%2\"").arg(error, got)));
            return;
        }
        QVERIFY2(ok, qPrintable(got));
        QCOMPARE(def.front().ward.wardText(), wardText);
    }

    // SCHEMA.md's vocabulary section is what the registry says (regenerate it with
    // `daynight --vocabulary`).
    void schemaShowsTheRegistry()
    {
        const QString section = generatedSection(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/cards/SCHEMA.md"), "<!-- vocabulary -->\n", "<!-- /vocabulary -->");
        QVERIFY2(section == vocabulary::markdown(),
                 "resources/cards/SCHEMA.md is out of step with the registry: regenerate its vocabulary section with `daynight --vocabulary`");
    }

    // tests/scenarios/README.md lists the card keys as `daynight --cards` prints them.
    void scenarioFormatListsTheCardKeys()
    {
        const QString section = generatedSection(QStringLiteral(DAYNIGHT_SOURCE_DIR "/tests/scenarios/README.md"), "<!-- cards -->\n```\n", "```\n<!-- /cards -->");
        QVERIFY2(section == cardKeyList(CardDatabase::builtIn()),
                 "tests/scenarios/README.md's card keys are out of step with the pool: paste `daynight --cards` between <!-- cards --> and <!-- /cards -->");
        QVERIFY(section.contains(QStringLiteral("tovolar-dire-overlord    Tovolar, Dire Overlord // Tovolar, the Midnight Scourge\n")));
    }

    // A misspelt card key gets the key it most likely means: by spelling, by face name, or by
    // its first words.
    void cardKeySuggestions_data()
    {
        QTest::addColumn<QString>("wanted");
        QTest::addColumn<QString>("suggestion");
        QTest::newRow("typo") << "forst" << "; did you mean \"forest\"?";
        QTest::newRow("first word") << "tovolar" << "; did you mean \"tovolar-dire-overlord\"?";
        QTest::newRow("back face's name") << "Tovolar, the Midnight Scourge" << "; did you mean \"tovolar-dire-overlord\"?";
        QTest::newRow("apostrophe") << "Tovolar's Huntmaster" << "; did you mean \"tovolars-huntmaster\"?";
        QTest::newRow("a key") << "wolf" << "";
        QTest::newRow("nothing near") << "tovolar-the-great" << "";
    }
    void cardKeySuggestions()
    {
        QFETCH(QString, wanted);
        QFETCH(QString, suggestion);
        QCOMPARE(didYouMeanCard(CardDatabase::builtIn(), wanted), suggestion);
    }
};

QTEST_GUILESS_MAIN(TestVocabulary)
#include "tst_vocabulary.moc"
