// Whole games over the session, host and client code, through in-process channels: every
// client's view is checked against the host's projection at every update, the record replays
// to the same final position, and nothing a viewer may not see reaches it.
#include "nettable.h"

#include "player.h"
#include "replayfile.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace net;
using session::GameSession;

class TestNetGame : public QObject
{
    Q_OBJECT

private slots:
    // Two bot seats and a spectator play a whole game: each client's every received view hash is
    // the host's projection for that viewer (the replay after the game checks each ply), the
    // revealed seed matches the commitment, and the replay file resumes at the same position.
    void parity()
    {
        QTemporaryDir dir;
        session::SessionOptions o = NetTable::options({"human", "human"}, 8);
        o.replayFile = dir.filePath("game.json");
        NetTable t(o);
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        SessionClient *b = t.join(NetTable::bot("random", 1));
        SessionClient *watcher = t.join(NetTable::spectator());
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        for (SessionClient *c : {a, b, watcher}) {
            const SessionClient::Verification &v = c->verification();
            QVERIFY2(v.allMatched(), qPrintable(QStringLiteral("%1 of %2 checkpoints, final %3, problem \"%4\"")
                                                    .arg(v.matched).arg(v.checked).arg(v.finalHash).arg(v.problem)));
            QVERIFY(v.checked > 10);
            QCOMPARE(c->mismatches(), 0);
            QCOMPARE(c->refusals(), QStringList());
            QCOMPARE(v.finalHashText, NetTable::finalHash(*t.session));
        }
        QCOMPARE(a->viewHash(), t.session->history(rules::Viewer::player(0))->hash());
        QCOMPARE(b->viewHash(), t.session->history(rules::Viewer::player(1))->hash());
        QCOMPARE(watcher->viewHash(), t.session->history(t.session->spectatorViewer())->hash());
        QVERIFY(!a->log().isEmpty());
        qInfo("bytes sent to one player over a whole 2-player game (%d actions, %d updates): %lld",
              int(t.session->record().node(t.session->record().current()).ply), a->updatesReceived(), a->bytesReceived());

        QString error;
        const std::unique_ptr<GameSession> resumed = GameSession::resume(o.replayFile, o, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(NetTable::finalHash(*resumed), NetTable::finalHash(*t.session));
        QVERIFY(resumed->isOver());
    }

    // A person's seat against the session's own computer player (the computer answers whenever
    // the engine waits on it), over the same path.
    void computerSeat()
    {
        NetTable t(NetTable::options({"human", "greedy"}, 6));
        SessionClient *a = t.join(NetTable::bot("greedy", 0));
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        QVERIFY(a->verification().allMatched());
        QVERIFY(t.session->record().size() > 20);
    }

    // Four seats and ten spectators: every client ends with the host's view for it, and the
    // spectators share one history.
    void fourSeatsTenSpectators()
    {
        NetTable t(NetTable::options({"human", "human", "human", "human"}, 4));
        QList<SessionClient *> clients;
        for (int seat = 0; seat < 4; ++seat)
            clients.append(t.join(NetTable::bot(seat % 2 ? "random" : "greedy", seat)));
        for (int i = 0; i < 10; ++i)
            clients.append(t.join(NetTable::spectator()));
        QTRY_VERIFY_WITH_TIMEOUT(t.allOver(), NetTable::kGameTimeoutMs);
        QCOMPARE(t.host->connectionCount(), 14);
        for (SessionClient *c : clients) {
            QVERIFY2(c->verification().allMatched(), qPrintable(c->verification().problem));
            QCOMPARE(c->mismatches(), 0);
        }
        for (int i = 5; i < clients.size(); ++i)
            QCOMPARE(clients[i]->viewHash(), clients[4]->viewHash());
    }

    // One action's round trip (sent, checked, every viewer updated) with 2 players and 8
    // spectators: the median and the worst of the measured actions.
    void roundTrip()
    {
        NetTable t(NetTable::options({"human", "human"}, 0));
        SessionClient::Options first = NetTable::bot("", 0), second = NetTable::bot("", 1);
        SessionClient *a = t.join(first);
        SessionClient *b = t.join(second);
        QList<SessionClient *> all{a, b};
        for (int i = 0; i < 8; ++i)
            all.append(t.join(NetTable::spectator()));
        QTRY_VERIFY(a->lastUpdate() >= 0 && b->lastUpdate() >= 0 && all.last()->lastUpdate() >= 0);
        const QList<double> ms = NetTable::timeRoundTrips(*t.session, a, b, all, 40);
        QCOMPARE(ms.size(), 40);
        qInfo("round trip of one action, 2 players + 8 spectators over LocalChannel: median %.2f ms, max %.2f ms", ms[ms.size() / 2], ms.last());
        QVERIFY(ms[ms.size() / 2] < 1000);
    }
};

QTEST_GUILESS_MAIN(TestNetGame)
#include "tst_netgame.moc"
