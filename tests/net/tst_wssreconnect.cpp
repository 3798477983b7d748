// Whole games over the real transport: bot seats and spectators joined through wss (TLS-PSK) on
// the loopback, one of them cut off mid-game (both sides of its connection aborted, as a lost
// network link) and reconnected with its token. tst_netgame plays such games through in-process
// channels (its NetTable gives the seats and guests here too); this one checks that the
// transport changes nothing a viewer sees.
#include "nettable.h"
#include "wsstable.h"

#include "scenario.h"

#include <QTest>

using net::SessionClient;
using wsstable::WssTable;

namespace {

constexpr int kGameTimeoutMs = 120000;

} // namespace

class TestWssReconnect : public QObject
{
    Q_OBJECT

private slots:
    // Three games, each of a greedy and a random bot with two spectators watching: every guest's
    // every update matched its hash, the revealed seed matches the commitment, the record
    // replays to every view a guest received and to the host's final position, and each guest
    // ends holding the host's view for it. In the first game Bob's connection is cut after 20
    // updates and he misses some; he reconnects with his token and gets every update he missed as updates (his log
    // is the host's updates for him, line for line; no full view), then plays on to the end.
    void gamesOverWss_data()
    {
        QTest::addColumn<char>("secret");
        QTest::addColumn<bool>("cut");
        QTest::newRow("game 1, Bob cut off and back") << 'a' << true;
        QTest::newRow("game 2") << 'b' << false;
        QTest::newRow("game 3") << 'c' << false;
    }
    void gamesOverWss()
    {
        QFETCH(char, secret);
        QFETCH(bool, cut);
        WssTable t(NetTable::options({QStringLiteral("human"), QStringLiteral("human")}, 8, secret));
        QString error;
        QVERIFY2(t.listen(&error), qPrintable(error));
        SessionClient *alice = t.join(NetTable::bot(QStringLiteral("greedy"), 0), false, &error);
        QVERIFY2(alice, qPrintable(error));
        SessionClient *bob = t.join(NetTable::bot(QStringLiteral("random"), 1), true, &error);
        QVERIFY2(bob, qPrintable(error));
        for (int i = 0; i < 2; ++i)
            QVERIFY2(t.join(NetTable::spectator(), false, &error), qPrintable(error));

        // Bob's log as the host wrote it: every update made for his seat, in order.
        QStringList bobsUpdates;
        qint64 recorded = 0;
        QObject::connect(&t.session(), &session::GameSession::updated, &t.session(), [&] {
            const session::ViewerHistory *h = t.session().history(rules::Viewer::player(1));
            for (const session::ViewUpdate &u : h->since(recorded).value_or(QList<session::ViewUpdate>{})) {
                for (const QJsonValue &e : u.events)
                    bobsUpdates.append(e.toObject().value(QStringLiteral("text")).toString());
                for (const QJsonValue &n : u.notes)
                    bobsUpdates.append(n.toString());
            }
            recorded = h->last();
        });

        if (cut) {
            QTRY_VERIFY_WITH_TIMEOUT(t.hostLast(1) >= 20, kGameTimeoutMs);
            QVERIFY(!t.session().isOver());
            t.tap(bob)->cut();
            QTRY_VERIFY(!bob->isJoined());
            QTRY_VERIFY(!t.session().isConnected(1)); // the host noticed too
            // Bob misses something: Alice's actions, or the host's note that the game waits for him.
            QTRY_VERIFY_WITH_TIMEOUT(t.hostLast(1) > bob->lastUpdate(), kGameTimeoutMs);
            QVERIFY2(t.reconnect(bob, &error), qPrintable(error));
            QTRY_VERIFY(bob->isJoined());
            QCOMPARE(bob->seat(), 1);
        }
        const auto &clients = t.clients();
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(clients.begin(), clients.end(), [](const auto &c) { return c->isOver(); }), kGameTimeoutMs);

        const QString finalHash = rules::stateHash(t.session().game()->state(), t.session().game()->cards());
        for (const auto &c : clients) {
            const SessionClient::Verification &v = c->verification();
            QVERIFY2(v.allMatched(), qPrintable(QStringLiteral("seat %1: %2 of %3 checkpoints, problem \"%4\"")
                                                    .arg(c->seat()).arg(v.matched).arg(v.checked).arg(v.problem)));
            QVERIFY(v.checked > 10);
            QCOMPARE(c->mismatches(), 0);
            QCOMPARE(v.finalHashText, finalHash);
            QVERIFY(t.upToDate(c.get()));
        }
        QCOMPARE(bob->log(), bobsUpdates);
        QCOMPARE(bob->viewsReceived(), 1); // the first view only: what he missed came as updates
        QCOMPARE(t.session().isConnected(1), true);
    }
};

QTEST_GUILESS_MAIN(TestWssReconnect)
#include "tst_wssreconnect.moc"
