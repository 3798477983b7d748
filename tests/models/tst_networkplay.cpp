// Network play from the window's controller (NetworkPlay): one GameController hosts over wss on
// the loopback, another joins with the invite, a third watches; the two players play with the
// table's own commands and both tables end at the host's position for their seat. Bad invites,
// a wrong secret and the host leaving each give one clear line.
#include "gamecontroller.h"
#include "gamesession.h"
#include "invite.h"
#include "networkplay.h"
#include "player.h"
#include "sessionclient.h"
#include "viewerhistory.h"

#include <QSignalSpy>
#include <QTest>

using namespace rules;

namespace {

/// `invite` pointing at 127.0.0.1 (the host shares its network address; the test stays on the loopback).
QString onLoopback(const QString &invite)
{
    std::optional<net::Invite> i = net::Invite::parse(invite, nullptr);
    if (!i)
        return {};
    i->host = QStringLiteral("127.0.0.1");
    return i->toText();
}

/// Whether `table`'s client holds the host's current view for its viewer.
bool upToDate(session::GameSession &s, GameController &table, const Viewer &viewer)
{
    const net::SessionClient *c = table.network()->client();
    const session::ViewerHistory *h = s.history(viewer);
    return c && h && c->lastUpdate() == h->last() && c->viewHash() == h->hash();
}

QVariantMap seat(const QString &name, const QString &kind)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("kind"), kind}};
}

} // namespace

class TestNetworkPlay : public QObject
{
    Q_OBJECT

private slots:
    void hostJoinWatchAndPlay()
    {
        GameController alice, bob, carol;
        const QString invite = alice.network()->host({seat(QStringLiteral("Alice"), QStringLiteral("you")), seat(QStringLiteral("Bob"), QStringLiteral("remote"))},
                                                     true, false, 0);
        QVERIFY2(!invite.isEmpty(), qPrintable(alice.network()->error()));
        QCOMPARE(alice.network()->role(), QStringLiteral("host"));
        QVERIFY(alice.network()->active());
        QVERIFY(alice.network()->port() > 0);
        QVERIFY(invite.startsWith(QStringLiteral("daynight://")));
        QVERIFY(alice.network()->spectatorInvite().endsWith(QStringLiteral("?role=spectator")));
        QVERIFY(alice.isRemote());
        session::GameSession *s = alice.network()->hostedSession();
        QVERIFY(s);
        QVERIFY(!s->hasStarted()); // waits for Bob

        QVERIFY(bob.network()->join(onLoopback(invite), QStringLiteral("Bob")));
        QVERIFY(!bob.network()->connectingTo().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(bob.hasGame() && alice.hasGame() && s->hasStarted(), 15000);
        QCOMPARE(bob.network()->role(), QStringLiteral("player"));
        QVERIFY(carol.network()->watch(onLoopback(alice.network()->spectatorInvite())));
        QTRY_VERIFY_WITH_TIMEOUT(carol.hasGame(), 15000);
        QCOMPARE(carol.network()->role(), QStringLiteral("spectator"));
        QTRY_COMPARE_WITH_TIMEOUT(alice.network()->joined(), (QStringList{QStringLiteral("Alice"), QStringLiteral("Bob")}), 5000);
        QCOMPARE(bob.network()->connections().size(), 1);

        // Bob's screen may not act for Alice's seat.
        QVERIFY(!bob.apply(Action::pass(0)).accepted);
        QVERIFY2(bob.status().contains(QStringLiteral("you play Bob's seat")), qPrintable(bob.status()));

        // The players play 30 actions with the table's commands, each at their own screen.
        const Viewer seats[2] = {Viewer::player(0), Viewer::player(1)};
        GameController *tables[2] = {&alice, &bob};
        int played = 0;
        while (played < 30) {
            QTRY_VERIFY_WITH_TIMEOUT(upToDate(*s, alice, seats[0]) && upToDate(*s, bob, seats[1]), 10000);
            if (s->game()->state().gameOver)
                break;
            const int acting = ai::actingPlayer(s->game()->state());
            QVERIFY(acting == 0 || acting == 1);
            GameController &t = *tables[acting];
            const qint64 before = t.network()->client()->lastUpdate();
            const PendingDecision::Kind kind = t.game().state().decision.kind;
            bool ok = true;
            if (kind == PendingDecision::Kind::DiscardToHandSize || kind == PendingDecision::Kind::DiscardCards) {
                const QList<int> options = t.game().state().decision.options;
                const int count = t.game().state().decision.count;
                for (int i = 0; i < count && ok; ++i)
                    ok = t.playCard(options[i]); // the last click sends the discard
            } else {
                ok = kind == PendingDecision::Kind::Mulligan ? t.keepHand() : kind == PendingDecision::Kind::None ? t.pass() : t.primaryAction();
            }
            QVERIFY2(ok, qPrintable(t.status()));
            ++played;
            QTRY_VERIFY_WITH_TIMEOUT(t.network()->client()->lastUpdate() > before, 10000);
        }
        QTRY_VERIFY_WITH_TIMEOUT(upToDate(*s, alice, seats[0]) && upToDate(*s, bob, seats[1])
                                     && upToDate(*s, carol, s->spectatorViewer()), 10000);
        QVERIFY(s->record().size() > played);
        // Each table shows exactly its client's view, and that view is the host's position as
        // that viewer may see it.
        const Viewer viewers[3] = {seats[0], seats[1], s->spectatorViewer()};
        GameController *all[3] = {&alice, &bob, &carol};
        for (int i = 0; i < 3; ++i) {
            const net::SessionClient *c = all[i]->network()->client();
            GameState view;
            QString error;
            QVERIFY2(c->state(&view, &error), qPrintable(error));
            QCOMPARE(stateHash(all[i]->game().state(), CardDatabase::builtIn()), stateHash(view, CardDatabase::builtIn()));
            QCOMPARE(c->viewHash(), session::ViewerHistory::viewHash(viewToJson(project(s->game()->state(), viewers[i]), CardDatabase::builtIn())));
            QCOMPARE(c->mismatches(), 0);
        }
        QVERIFY(!carol.pass());
        QVERIFY(carol.status().contains(QStringLiteral("watching")));

        // Chat reaches every table's log.
        QVERIFY(bob.network()->chat(QStringLiteral("good game")));
        QTRY_VERIFY_WITH_TIMEOUT(alice.network()->client()->log().contains(QStringLiteral("Bob: good game")), 10000);

        // The host stops: the guests are told, in one line, and keep the last position.
        const QString lastBob = stateHash(bob.game().state(), CardDatabase::builtIn());
        alice.network()->leave();
        QVERIFY(!alice.network()->active());
        QVERIFY(!alice.isRemote());
        QTRY_VERIFY_WITH_TIMEOUT(!bob.network()->active(), 10000);
        QVERIFY2(bob.network()->error().startsWith(QStringLiteral("The connection to the host closed:")), qPrintable(bob.network()->error()));
        QCOMPARE(bob.status(), bob.network()->error());
        QCOMPARE(stateHash(bob.game().state(), CardDatabase::builtIn()), lastBob);
        QVERIFY(!bob.isRemote());
    }

    void badInvites()
    {
        GameController t;
        QVERIFY(!t.network()->join(QStringLiteral("daynight://127.0.0.1:47390/short"), QStringLiteral("Bob")));
        QVERIFY2(t.network()->error().startsWith(QStringLiteral("The invite does not read:")), qPrintable(t.network()->error()));
        QCOMPARE(t.status(), t.network()->error());
        QVERIFY(!t.network()->active());
        QVERIFY(!t.network()->watch(QStringLiteral("hello")));

        // The right address with another secret: the host's TLS-PSK handshake refuses it.
        GameController host;
        const QString invite = host.network()->host({seat(QStringLiteral("Alice"), QStringLiteral("you")), seat(QStringLiteral("Bob"), QStringLiteral("remote"))},
                                                    false, false, 0);
        QVERIFY(!invite.isEmpty());
        std::optional<net::Invite> wrong = net::Invite::parse(onLoopback(invite), nullptr);
        QVERIFY(wrong);
        wrong->secret = QByteArray(net::Invite::kSecretBytes, 'x');
        QVERIFY(t.network()->join(wrong->toText(), QStringLiteral("Mallory")));
        QTRY_VERIFY_WITH_TIMEOUT(!t.network()->error().isEmpty(), 15000);
        QVERIFY2(t.network()->error().startsWith(QStringLiteral("Could not join:")), qPrintable(t.network()->error()));
        QVERIFY(!t.network()->active());
        QVERIFY(!t.isRemote());

        // Hosting: one seat is this screen's, no more.
        GameController other;
        QVERIFY(other.network()->host({seat(QStringLiteral("A"), QStringLiteral("remote")), seat(QStringLiteral("B"), QStringLiteral("remote"))}, false, false, 0).isEmpty());
        QVERIFY(other.network()->error().contains(QStringLiteral("no seat is yours")));
        QVERIFY(!other.network()->active());
    }
};

QTEST_MAIN(TestNetworkPlay)
#include "tst_networkplay.moc"
