// The network protocol's pieces that need no game: merge patches, viewer histories, fair seeds,
// message encoding and strict decoding, the rate cap, and the command gate.
#include "commandgate.h"
#include "fairseed.h"
#include "mergepatch.h"
#include "protocol.h"
#include "viewerhistory.h"

#include <QJsonDocument>
#include <QTest>

using namespace net;
using namespace session;

namespace {

QJsonObject board(int cards, int tapped)
{
    QJsonArray battlefield;
    for (int i = 0; i < cards; ++i)
        battlefield.append(QJsonObject{{"card", QStringLiteral("forest")}, {"tapped", i == tapped}});
    return QJsonObject{{"turn", 3}, {"battlefield", battlefield}, {"players", QJsonArray{QJsonObject{{"life", 20}}}}};
}

} // namespace

class TestProtocol : public QObject
{
    Q_OBJECT

private slots:
    // One tapped land among forty gives a patch that names that land only, and the patch turns
    // the old view into the new one exactly.
    void mergePatchIsSmallAndExact()
    {
        const QJsonObject before = board(40, -1);
        const QJsonObject after = board(40, 17);
        const QJsonObject patch = mergepatch::diff(before, after);
        QCOMPARE(QJsonDocument(patch).toJson(QJsonDocument::Compact), QByteArray("{\"battlefield\":{\"17\":{\"tapped\":true}}}"));
        QJsonObject patched;
        QString error;
        QVERIFY2(mergepatch::apply(before, patch, &patched, &error), qPrintable(error));
        QCOMPARE(patched, after);
        QVERIFY(mergepatch::diff(after, after).isEmpty());
    }

    // Arrays that grow and shrink, members that appear and go.
    void mergePatchGrowsAndShrinks()
    {
        QJsonObject before = board(3, 0);
        QJsonObject after = board(1, -1);
        after.insert("designation", "night");
        after.insert("attached", QJsonValue::Null);
        after.remove("turn");
        for (const auto &[from, to] : {std::pair{before, after}, std::pair{after, before}}) {
            QJsonObject patched;
            QString error;
            QVERIFY2(mergepatch::apply(from, mergepatch::diff(from, to), &patched, &error), qPrintable(error));
            QCOMPARE(patched, to);
        }
    }

    // A patch that does not fit the document is refused, naming where, and gives nothing.
    void mergePatchRefusesWhatDoesNotFit()
    {
        const QJsonObject patch{{"battlefield", QJsonObject{{"[]", 5}}}};
        QJsonObject out{{"untouched", true}};
        QString error;
        QVERIFY(!mergepatch::apply(board(3, -1), patch, &out, &error));
        QCOMPARE(error, QStringLiteral("$.battlefield.[]: an array's length that does not match its elements"));
        QCOMPARE(out, QJsonObject({{"untouched", true}}));
    }

    // Numbered updates; what a reconnecting viewer missed; a full view once too many are missing;
    // after a restart every reconnect gets a full view.
    void historyGivesWhatWasMissed()
    {
        ViewerHistory h(rules::Viewer::player(0), board(5, -1), 0, 3);
        for (int i = 0; i < 5; ++i)
            h.push(board(5, i), i + 1, {}, {QStringLiteral("note %1").arg(i)});
        QCOMPARE(h.last(), 5);
        QCOMPARE(h.since(5)->size(), 0);
        const QList<ViewUpdate> missed = *h.since(3);
        QCOMPARE(missed.size(), 2);
        QCOMPARE(missed[0].number, 4);
        QCOMPARE(missed[1].hash, ViewerHistory::viewHash(board(5, 4)));
        QVERIFY(h.since(2).has_value());     // updates 3, 4, 5 are kept
        QVERIFY(!h.since(1).has_value());    // update 2 is not: a full view
        QVERIFY(!h.since(9).has_value());    // a number this history never gave
        ViewerHistory resumed(rules::Viewer::player(0), board(5, -1), 9, 3, 0, true);
        QVERIFY(!resumed.since(0).has_value());
        resumed.push(board(5, 1), 10, {});
        QCOMPARE(resumed.since(1)->size(), 0);
        QCOMPARE(ViewerHistory::viewHash(board(5, 1)).size(), 32);
    }

    // The commitment binds the secret; every nonce changes the seed.
    void fairSeedCommitsAndMixes()
    {
        const QByteArray secret = FairSeed::drawSecret();
        QCOMPARE(secret.size(), 16);
        QVERIFY(FairSeed::drawSecret() != secret);
        const QString c = FairSeed::commitment(secret);
        QCOMPARE(c.size(), 64);
        QVERIFY(FairSeed::verify(c, secret));
        QByteArray other = secret;
        other[0] = char(other[0] ^ 1);
        QVERIFY(!FairSeed::verify(c, other));
        const QByteArray n1(16, 'a'), n2(16, 'b');
        const quint64 seed = FairSeed::gameSeed(secret, {n1, n2});
        QCOMPARE(FairSeed::gameSeed(secret, {n1, n2}), seed);
        QVERIFY(FairSeed::gameSeed(secret, {n2, n1}) != seed);
        QVERIFY(FairSeed::gameSeed(other, {n1, n2}) != seed);
        QByteArray decoded;
        QVERIFY(FairSeed::fromHex(QString::fromLatin1(secret.toHex()), 16, &decoded));
        QCOMPARE(decoded, secret);
        QVERIFY(!FairSeed::fromHex(QStringLiteral("xyz"), 16, &decoded));
    }

    // Every message type reads back as written.
    void messagesRoundTrip()
    {
        Message hello;
        hello.type = Message::Type::Hello;
        hello.build = "0.1.0";
        hello.role = "seat";
        hello.token = QString(32, '0');
        hello.name = "Alice";
        hello.number = 12;
        Message out;
        QString error;
        QVERIFY2(decode(encode(hello), Message::From::Client, &out, &error), qPrintable(error));
        QCOMPARE(out.token, hello.token);
        QCOMPARE(out.name, QStringLiteral("Alice"));
        QCOMPARE(out.number, 12);

        Message update;
        update.type = Message::Type::Update;
        update.number = 7;
        update.ply = 30;
        update.array = {QJsonObject{{"text", "Alice draws a card."}}};
        update.list = {"Bob: hi"};
        update.object = QJsonObject{{"turn", 4}};
        update.hash = QString(32, 'f');
        QVERIFY2(decode(encode(update), Message::From::Host, &out, &error), qPrintable(error));
        QCOMPARE(out.number, 7);
        QCOMPARE(out.ply, 30);
        QCOMPARE(out.list, QStringList{"Bob: hi"});
        QCOMPARE(out.object, update.object);

        // An action says which update's view it was chosen on, or nothing (-1: not checked).
        Message action;
        action.type = Message::Type::Answer;
        action.object = QJsonObject{{"type", "keepHand"}, {"player", 0}};
        action.number = 41;
        QVERIFY2(decode(encode(action), Message::From::Client, &out, &error), qPrintable(error));
        QCOMPARE(out.number, 41);
        action.number = -1;
        QVERIFY(!encode(action).contains("\"n\""));
        QVERIFY2(decode(encode(action), Message::From::Client, &out, &error), qPrintable(error));
        QCOMPARE(out.number, -1);
        // The welcome says whether the game begins with mulligans (CR 103.5).
        Message welcome;
        welcome.type = Message::Type::Welcome;
        welcome.build = "0.1.0";
        welcome.role = "seat";
        welcome.seat = 1;
        welcome.token = QString(32, 'a');
        welcome.secret = QString(64, 'b');
        welcome.text = "seat 2";
        welcome.mulligans = true;
        QVERIFY2(decode(encode(welcome), Message::From::Host, &out, &error), qPrintable(error));
        QVERIFY(out.mulligans);
        welcome.mulligans = false;
        QVERIFY2(decode(encode(welcome), Message::From::Host, &out, &error), qPrintable(error));
        QVERIFY(!out.mulligans);

        for (const Message::Type t : {Message::Type::Chat, Message::Type::Undo, Message::Type::Resync, Message::Type::Ping}) {
            Message m;
            m.type = t;
            m.text = "hello there";
            m.number = 3;
            m.time = 1234;
            QVERIFY2(decode(encode(m), Message::From::Client, &out, &error), qPrintable(error));
            QCOMPARE(out.type, t);
        }
    }

    // Strictness: every refusal names the message's field and changes nothing.
    void badMessagesAreRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown field") << QByteArray("{\"type\":\"chat\",\"text\":\"hi\",\"colour\":\"red\"}")
                                       << "chat.colour: unknown field; expected one of: type, text (\"red\")";
        QTest::newRow("missing field") << QByteArray("{\"type\":\"chat\"}") << "chat.text: missing";
        QTest::newRow("wrong type") << QByteArray("{\"type\":\"resync\",\"last\":\"x\"}")
                                    << "resync.last: expected a whole number from -1 to 1125899906842624 (\"x\")";
        QTest::newRow("garbled") << QByteArray("{\"type\":\"chat\",\x01") << "message: not JSON (";
        QTest::newRow("truncated") << QByteArray("{\"type\":\"action\",\"action\":{\"play") << "message: not JSON (";
        QTest::newRow("bad view number") << QByteArray("{\"type\":\"action\",\"action\":{},\"n\":-3}")
                                         << "action.n: expected a whole number from 0 to 1125899906842624 (-3)";
        QTest::newRow("not an object") << QByteArray("[1,2]") << "message: not a JSON object";
        QTest::newRow("unknown type") << QByteArray("{\"type\":\"teleport\"}") << "message.type: not a message of protocol 1 (\"teleport\")";
        QTest::newRow("host's message") << QByteArray("{\"type\":\"welcome\"}") << "message.type: a welcome message comes from the host, not from the client";
        QTest::newRow("bad token") << QByteArray("{\"type\":\"hello\",\"protocol\":1,\"build\":\"x\",\"role\":\"seat\",\"token\":\"zz\"}")
                                   << "hello.token: expected 32 lower-case hex digits (\"zz\")";
        QTest::newRow("bad role") << QByteArray("{\"type\":\"hello\",\"protocol\":1,\"build\":\"x\",\"role\":\"judge\"}")
                                  << "hello.role: expected \"seat\" or \"spectator\" (\"judge\")";
        QTest::newRow("hidden characters") << QByteArray("{\"type\":\"chat\",\"text\":\"a\\u202eb\"}")
                                           << "chat.text: holds characters that are not printable";
        QTest::newRow("oversized") << QByteArray("{\"type\":\"chat\",\"text\":\"") + QByteArray(kMaxClientMessage, 'a') + QByteArray("\"}")
                                   << QStringLiteral("message: %1 bytes is over the cap of %2").arg(kMaxClientMessage + 25).arg(kMaxClientMessage);
    }
    void badMessagesAreRefusedByName()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        Message out;
        out.text = "untouched";
        QString why;
        QVERIFY(!decode(bytes, Message::From::Client, &out, &why));
        QVERIFY2(why.startsWith(error), qPrintable(why));
        QCOMPARE(out.text, QStringLiteral("untouched"));
    }

    // A hello of another version reads as its version only, so that the host can say so in one line.
    void otherVersionsAreNamed()
    {
        Message out;
        QString error;
        QVERIFY(decode("{\"type\":\"hello\",\"protocol\":2,\"whatever\":true}", Message::From::Client, &out, &error));
        QCOMPARE(out.protocol, 2);
        QCOMPARE(versionMismatch(3, 2), QStringLiteral("this host runs protocol 3, you run 2: use the same Day/Night Table version"));
    }

    // A burst is allowed, a flood is not; the cap refills with time.
    void rateCap()
    {
        RateLimiter limiter(5, 10.0);
        for (int i = 0; i < 5; ++i)
            QVERIFY(limiter.take(1000));
        QVERIFY(!limiter.take(1000));
        QVERIFY(!limiter.take(1050));
        QVERIFY(limiter.take(1100)); // 100 ms at 10 a second: one more
        QVERIFY(!limiter.take(1100));
    }

    // Who may submit what: spectators never; a seat only for itself, only when the game waits on it.
    void commandGate()
    {
        const rules::CardDatabase &db = rules::CardDatabase::builtIn();
        const rules::Game game(db, 5, {{"Alice", rules::CardDatabase::builtInDeck("tovolars-pack")},
                                       {"Bob", rules::CardDatabase::builtInDeck("day-keepers")}});
        const int acting = game.state().priorityPlayer;
        const int other = 1 - acting;
        const rules::Action pass = rules::Action::pass(acting);
        QCOMPARE(CommandGate::check(Actor::spectator(), pass, CommandGate::Kind::Action, game),
                 QStringLiteral("spectators watch the game: they do not act in it"));
        QCOMPARE(CommandGate::check({Actor::Role::Student, -1}, pass, CommandGate::Kind::Action, game),
                 QStringLiteral("students follow the lesson: they do not act in it"));
        QCOMPARE(CommandGate::check(Actor::player(other), pass, CommandGate::Kind::Action, game),
                 QStringLiteral("%1 may act only for themselves, not for %2").arg(game.state().players[other].name, game.state().players[acting].name));
        QVERIFY(CommandGate::check(Actor::player(other), rules::Action::pass(other), CommandGate::Kind::Action, game).startsWith("the game waits on"));
        QCOMPARE(CommandGate::check(Actor::player(acting), rules::Action::becomes(rules::DayNight::Night), CommandGate::Kind::Action, game),
                 QStringLiteral("the board editor is not part of a network game"));
        QCOMPARE(CommandGate::check(Actor::player(acting), pass, CommandGate::Kind::Answer, game),
                 QStringLiteral("an answer must answer the pending decision (choose cards, keep or mulligan)"));
        QCOMPARE(CommandGate::check(Actor::player(acting), pass, CommandGate::Kind::Action, game), QString());
        QCOMPARE(CommandGate::check(Actor::player(other), rules::Action::concede(other), CommandGate::Kind::Action, game), QString());
        QCOMPARE(CommandGate::check(Actor::player(acting), pass, CommandGate::Kind::Action, game, true), QStringLiteral("the game is over"));
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
