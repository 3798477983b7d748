// A table at a network game: a GameController attached to a RemoteSession over a
// net::SessionClient plays against a host's GameSession (in-process channels, as tests/net do)
// with the table's own commands, and ends at the host's position; what belongs to the host's
// session is refused at the table with nothing changed.
#include "../net/nettable.h"

#include "gamecontroller.h"
#include "player.h"
#include "remotesession.h"

#include <QSignalSpy>
#include <QTest>

using namespace rules;

namespace {

/// Client options for a person's seat (no bot) with a fixed nonce: reproducible deals.
net::SessionClient::Options person(int seat, const QString &name)
{
    net::SessionClient::Options o;
    o.name = name;
    o.nonce = QByteArray(16, char('A' + seat));
    return o;
}

/// Whether the table shows the host's current view for `viewer`.
bool upToDate(session::GameSession &s, const net::SessionClient *c, const rules::Viewer &viewer)
{
    const session::ViewerHistory *h = s.history(viewer);
    return h && c->lastUpdate() == h->last() && c->viewHash() == h->hash();
}

/// The first land in `seat`'s hand, -1 if none.
int landInHand(const GameController &c, int seat)
{
    const GameState &s = c.game().state();
    for (int card : s.players[seat].hand)
        if (c.game().definition(card).front().hasType(QStringLiteral("Land")))
            return card;
    return -1;
}

} // namespace

class TestNetworkTable : public QObject
{
    Q_OBJECT

private slots:
    // Seat 0 is this table's person, seat 1 the host's computer. The table plays with its own
    // commands (keep, a land, passes, the main button) for 40 of its actions: each goes to the
    // host and comes back as the host's update; the board ends at the host's position for seat 0.
    void playsAtTheHostsTable()
    {
        NetTable t(NetTable::options({"human", "greedy"}, 6));
        net::SessionClient *client = t.join(person(0, QStringLiteral("Alice")));
        RemoteSession remote(client);
        GameController c;
        c.attachRemote(&remote, QStringLiteral("Alice"));
        QVERIFY(c.isRemote());
        const Viewer me = Viewer::player(0);
        QTRY_VERIFY_WITH_TIMEOUT(c.hasGame() && upToDate(*t.session, client, me), 10000);
        QCOMPARE(c.playerCount(), 2);

        int played = 0;
        bool landPlayed = false;
        while (played < 40 && !c.game().state().gameOver) {
            // Wait for this seat to act (the host's computer plays seat 1).
            QTRY_VERIFY_WITH_TIMEOUT(upToDate(*t.session, client, me)
                                         && (c.game().state().gameOver || ai::actingPlayer(c.game().state()) == 0), 10000);
            if (c.game().state().gameOver)
                break;
            const qint64 before = client->lastUpdate();
            const GameState &s = c.game().state();
            bool ok = false;
            if (s.decision.kind == PendingDecision::Kind::Mulligan) {
                ok = c.keepHand();
            } else if (s.decision.kind == PendingDecision::Kind::DiscardToHandSize || s.decision.kind == PendingDecision::Kind::DiscardCards) {
                // Click the first cards offered: the last click sends the discard.
                const QList<int> options = s.decision.options;
                const int count = s.decision.count;
                ok = true;
                for (int i = 0; i < count && ok; ++i)
                    ok = c.playCard(options[i]);
            } else if (!landPlayed && s.decision.kind == PendingDecision::Kind::None && s.activePlayer == 0 && s.stack.isEmpty()
                       && s.step == Step::PrecombatMain && landInHand(c, 0) >= 0) {
                ok = c.playCard(landInHand(c, 0));
                landPlayed = ok;
            } else if (s.decision.kind == PendingDecision::Kind::None) {
                ok = c.pass();
            } else {
                ok = c.primaryAction();
            }
            QVERIFY2(ok, qPrintable(c.status()));
            ++played;
            QTRY_VERIFY_WITH_TIMEOUT(client->lastUpdate() > before, 10000);
        }
        QVERIFY(landPlayed);
        QTRY_VERIFY_WITH_TIMEOUT(upToDate(*t.session, client, me), 10000);
        QCOMPARE(client->refusals(), QStringList());
        QCOMPARE(client->mismatches(), 0);
        // The board is the host's position as seat 0 sees it.
        GameState hostView;
        QString error;
        QVERIFY2(client->state(&hostView, &error), qPrintable(error));
        QCOMPARE(stateHash(c.game().state(), CardDatabase::builtIn()), stateHash(hostView, CardDatabase::builtIn()));
        QCOMPARE(session::ViewerHistory::viewHash(viewToJson(project(t.session->game()->state(), me), CardDatabase::builtIn())),
                 client->viewHash());
        QVERIFY(t.session->record().size() > played);
        // Seat 0's hand holds as many cards as at the host.
        QCOMPARE(c.game().state().players[0].hand.size(), t.session->game()->state().players[0].hand.size());
        // ...and the table draws that many, with names (after them, cards castable from the
        // graveyard with flashback); the other seat's hand as card backs.
        int inHand = 0;
        for (int row = 0; row < c.hand(0)->rowCount(); ++row)
            inHand += c.hand(0)->data(c.hand(0)->index(row), CardZoneModel::FromGraveyard).toBool() ? 0 : 1;
        QCOMPARE(inHand, int(t.session->game()->state().players[0].hand.size()));
        int backs = 0;
        for (int row = 0; row < c.hand(1)->rowCount(); ++row)
            backs += c.hand(1)->data(c.hand(1)->index(row), CardZoneModel::Hidden).toBool() ? 1 : 0;
        QCOMPARE(backs, int(t.session->game()->state().players[1].hand.size()));
        for (int row = 0; row < c.hand(0)->rowCount(); ++row)
            QVERIFY(!c.hand(0)->data(c.hand(0)->index(row), CardZoneModel::Hidden).toBool());
    }

    // What belongs to the host's session is refused at the table with the reason, and nothing
    // changes: not the board, not the host's record. Another seat's action and a spectator's
    // are refused at once, without asking the host.
    void refusesTheSessionsCommands()
    {
        NetTable t(NetTable::options({"human", "human"}, 6));
        net::SessionClient *alice = t.join(person(0, QStringLiteral("Alice")));
        net::SessionClient *bob = t.join(person(1, QStringLiteral("Bob")));
        net::SessionClient *watcher = t.join(NetTable::spectator());
        RemoteSession remote(bob), watching(watcher);
        GameController c, w;
        c.attachRemote(&remote, QStringLiteral("Alice"));
        w.attachRemote(&watching, QStringLiteral("Alice"));
        QTRY_VERIFY_WITH_TIMEOUT(c.hasGame() && w.hasGame() && upToDate(*t.session, bob, Viewer::player(1)), 10000);
        Q_UNUSED(alice);
        // Alice is to act first: Bob's and the spectator's screens wait for her, the button greyed.
        QCOMPARE(c.game().state().decision.kind != PendingDecision::Kind::None ? c.game().state().decision.player : c.game().state().priorityPlayer, 0);
        QCOMPARE(c.primaryText(), QStringLiteral("Waiting for Alice"));
        QVERIFY(!c.actingHere());
        QVERIFY2(c.hint().contains(QStringLiteral("Alice is to act at their own screen")), qPrintable(c.hint()));
        QVERIFY2(w.hint().startsWith(QStringLiteral("You are watching: Alice is to act")), qPrintable(w.hint()));
        QVERIFY(!w.actingHere());
        const QString hash = stateHash(c.game().state(), CardDatabase::builtIn());
        const int hostNodes = t.session->record().size();
        QSignalSpy refused(&c, &GameController::refused);

        c.newGame(5, 2);
        QVERIFY2(c.status().startsWith(QStringLiteral("This game is hosted by Alice: a new game is not available at a network table")), qPrintable(c.status()));
        QVERIFY(!c.newGameWithSeats(QStringLiteral("5"), {}));
        c.editor()->setEditing(true);
        QVERIFY(!c.editor()->editing());
        QVERIFY(!c.restart());
        QVERIFY(!c.openScenarioText(QStringLiteral("{\"state\": {}}")));
        QVERIFY(c.status().contains(QStringLiteral("not available at a network table")));
        QVERIFY(!c.saveScenario(QDir::temp().filePath(QStringLiteral("never-written.json"))));
        QVERIFY(!QFile::exists(QDir::temp().filePath(QStringLiteral("never-written.json"))));
        QVERIFY(!c.goToRecordNode(0));
        QVERIFY(!c.setComputer(0, true));
        // Bob's table may not act for Alice's seat.
        const qint64 sent = bob->bytesReceived();
        QVERIFY(!c.apply(Action::pass(0)).accepted);
        QVERIFY2(c.status().contains(QStringLiteral("you play Bob's seat")), qPrintable(c.status()));
        QVERIFY(!w.pass());
        QVERIFY(w.status().contains(QStringLiteral("watching")));
        QVERIFY(refused.count() >= 8);

        QTest::qWait(100); // anything sent would have come back by now
        QCOMPARE(bob->bytesReceived(), sent);
        QCOMPARE(t.session->record().size(), hostNodes);
        QCOMPARE(stateHash(c.game().state(), CardDatabase::builtIn()), hash);
        QCOMPARE(c.playerCount(), 2);

        // Detached, the table is its own again: the last position stays, new games start.
        c.detachRemote();
        QVERIFY(!c.isRemote());
        QCOMPARE(stateHash(c.game().state(), CardDatabase::builtIn()), hash);
        c.newGame(5, 2);
        QVERIFY(c.status().isEmpty() || !c.status().contains(QStringLiteral("network table")));
        QVERIFY(c.pass());
    }
};

QTEST_MAIN(TestNetworkTable)
#include "tst_networktable.moc"
