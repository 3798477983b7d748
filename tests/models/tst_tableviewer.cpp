// The table draws exactly what one viewer may see (CR 400.2: hands and libraries are hidden
// zones). Against the computer: the person's hand face up, the computer's as card backs only (as
// many as it holds), and no log line ever names a card that was only ever in the computer's hand
// or library. Hot-seat: the seat to act sees its own hand, the others' are card backs, and the
// log is public. The board editor, a lesson and a finished game show the judge's view. A click on
// a card back is refused and changes nothing.
#include "gamecontroller.h"
#include "greedyplayer.h"
#include "quickcomputer.h"
#include "scenario.h"

#include <QSignalSpy>
#include <QTest>

using namespace rules;

class TestTableViewer : public QObject
{
    Q_OBJECT

    static QVariantMap seat(const QString &name, const QString &deck, bool computer)
    {
        return {{QStringLiteral("name"), name}, {QStringLiteral("deck"), deck}, {QStringLiteral("computer"), computer}};
    }
    /// Rows of a hand model: {hidden rows, shown rows (their names)}.
    struct HandRows {
        int hidden = 0;
        QStringList names;
        int fromGraveyard = 0;  ///< shown rows that are flashback cards of the graveyard
    };
    static HandRows handRows(const GameController &c, int seat)
    {
        HandRows out;
        const CardZoneModel *m = c.hand(seat);
        for (int row = 0; row < m->rowCount(); ++row) {
            const QModelIndex i = m->index(row);
            if (i.data(CardZoneModel::Hidden).toBool()) {
                ++out.hidden;
                // A card back: no face, no name, not playable.
                if (i.data(CardZoneModel::FrontFace).isValid() || i.data(CardZoneModel::Playable).toBool())
                    out.names.append(QStringLiteral("UNEXPECTED: a hidden card with a face or playable"));
            } else {
                out.names.append(i.data(CardZoneModel::FrontFace).toMap().value(QStringLiteral("name")).toString());
                if (i.data(CardZoneModel::FromGraveyard).toBool())
                    ++out.fromGraveyard;
            }
        }
        return out;
    }
    static QStringList logLines(const GameController &c)
    {
        QStringList lines;
        for (int i = 0; i < c.log()->rowCount(); ++i)
            lines.append(c.log()->index(i).data(LogModel::Text).toString());
        return lines;
    }
    /// Every face name of the cards all may see now: the battlefield, the stack, graveyards,
    /// exile, a spell being cast (CR 601.2a).
    static void addPublicNames(const Game &g, QSet<QString> *seen)
    {
        const GameState &s = g.state();
        const auto add = [&](int cardId) {
            for (const CardFace &f : g.definition(cardId).faces)
                seen->insert(f.name);
        };
        for (const Player &p : s.players)
            for (int id : p.graveyard + p.exile)
                add(id);
        for (const Permanent &p : s.battlefield)
            add(p.cardId);
        for (const StackObject &so : s.stack)
            add(so.cardId);
        if (s.decision.casting && !s.decision.casting->isAbility)
            add(s.decision.casting->cardId);
    }
    /// A two-seat game of `seed` with the default stops (auto-pass on) and a quick computer:
    /// Alice (Tovolar's Pack) and Bob (Day Keepers), Bob played by the computer when `bobComputer`.
    static void start(GameController &c, const QString &seed, bool bobComputer)
    {
        makeComputerQuick(c);
        QVERIFY(c.newGameWithSeats(seed, {seat(QStringLiteral("Alice"), QStringLiteral("demo:tovolars-pack"), false),
                                          seat(QStringLiteral("Bob"), QStringLiteral("demo:day-keepers"), bobComputer)}));
    }

private slots:
    void againstTheComputerTheTableIsThePersonsView()
    {
        GameController c;
        QSet<QString> seen;
        connect(&c, &GameController::historyChanged, &c, [&] { addPublicNames(c.game(), &seen); });
        start(c, QStringLiteral("11"), true);
        addPublicNames(c.game(), &seen);
        ai::GreedyPlayer alice;
        int actions = 0, checks = 0;
        while (actions < 30 && !c.game().state().gameOver) {
            QTRY_VERIFY_WITH_TIMEOUT(ai::actingPlayer(c.game().state()) == 0 || c.game().state().gameOver, 60000);
            if (c.game().state().gameOver)
                break;
            const GameState &s = c.game().state();
            // Alice's eyes: her hand by name, Bob's as card backs, as many as he holds.
            QCOMPARE(c.viewerKind(), QStringLiteral("seat"));
            QCOMPARE(c.viewerSeat(), 0);
            const HandRows mine = handRows(c, 0), his = handRows(c, 1);
            QCOMPARE(mine.hidden, 0);
            QCOMPARE(mine.names.size() - mine.fromGraveyard, s.players[0].hand.size());
            for (const QString &name : mine.names)
                QVERIFY2(!name.isEmpty() && !name.startsWith(QLatin1String("UNEXPECTED")), qPrintable(name));
            QCOMPARE(his.hidden, s.players[1].hand.size());
            QCOMPARE(his.names.size(), his.fromGraveyard); // only his graveyard's flashback cards, public
            // The counts stay: the header reads them from the players model.
            QCOMPARE(c.players()->index(1).data(PlayersModel::HandCount).toInt(), s.players[1].hand.size());
            QCOMPARE(c.players()->index(1).data(PlayersModel::LibraryCount).toInt(), s.players[1].library.size());
            ++checks;
            const Action a = ai::decide(alice, CardDatabase::builtIn(), s, 0, 1000 + actions);
            QVERIFY2(c.apply(a).accepted, qPrintable(c.status()));
            ++actions;
        }
        QVERIFY(checks >= 10);
        c.computer()->waitForWorker();
        // The names only Bob ever saw: his cards never seen in public, no card of Alice's.
        QSet<QString> bobsHidden;
        const GameState &s = c.game().state();
        for (const CardInstance &card : s.cards)
            if (card.owner == 1)
                for (const CardFace &f : c.game().definition(card.id).faces)
                    bobsHidden.insert(f.name);
        for (const CardInstance &card : s.cards)
            if (card.owner == 0)
                for (const CardFace &f : c.game().definition(card.id).faces)
                    bobsHidden.remove(f.name);
        bobsHidden -= seen;
        QVERIFY2(!bobsHidden.isEmpty(), "Bob kept some cards hidden (the test proves something)");
        const QStringList lines = logLines(c);
        QVERIFY(lines.size() > 30);
        for (const QString &line : lines)
            for (const QString &name : std::as_const(bobsHidden))
                QVERIFY2(!line.contains(name), qPrintable(QStringLiteral("names %1, only ever Bob's: %2").arg(name, line)));
    }

    void hotSeatShowsTheSeatToActAndAPublicLog()
    {
        GameController c;
        start(c, QStringLiteral("5"), false);
        c.stops()->setAutoPass(false); // every pass by hand: priority moves one seat at a time
        const int alice = ai::actingPlayer(c.game().state());
        QVERIFY(alice >= 0);
        const int bob = 1 - alice;
        QCOMPARE(c.viewerKind(), QStringLiteral("seat"));
        QCOMPARE(c.viewerSeat(), alice);
        QCOMPARE(handRows(c, alice).hidden, 0);
        QCOMPARE(handRows(c, bob).hidden, c.game().state().players[bob].hand.size());
        // The log is the public one: the person at the screen changes.
        QCOMPARE(c.log()->viewer(), Viewer::spectator());
        QVERIFY(c.apply(Action::pass(alice)).accepted);
        QCOMPARE(ai::actingPlayer(c.game().state()), bob);
        QCOMPARE(c.viewerSeat(), bob);
        QCOMPARE(handRows(c, bob).hidden, 0);
        QCOMPARE(handRows(c, bob).names.size(), c.game().state().players[bob].hand.size());
        QCOMPARE(handRows(c, alice).hidden, c.game().state().players[alice].hand.size());
        QCOMPARE(handRows(c, alice).names.size(), 0);
        // No line names a card of a hand (the opening draws say "draws seven cards").
        QSet<QString> inHands, seen;
        for (const Player &p : c.game().state().players)
            for (int id : p.hand)
                inHands.insert(c.game().definition(id).front().name);
        addPublicNames(c.game(), &seen);
        inHands -= seen;
        for (const QString &line : logLines(c))
            for (const QString &name : std::as_const(inHands))
                QVERIFY2(!line.contains(name), qPrintable(line));
    }

    void aClickOnACardBackIsRefusedAndChangesNothing()
    {
        GameController c;
        start(c, QStringLiteral("5"), false);
        c.stops()->setAutoPass(false);
        const int acting = ai::actingPlayer(c.game().state());
        const CardZoneModel *other = c.hand(1 - acting);
        QVERIFY(other->rowCount() > 0);
        QVERIFY(other->index(0).data(CardZoneModel::Hidden).toBool());
        const QString before = stateHash(c.game().state(), CardDatabase::builtIn());
        const int node = c.record().current();
        QSignalSpy refused(&c, &GameController::refused);
        // The card back's id, and the real id of a card in that hand: both face down here.
        for (int cardId : {other->idAt(0), int(c.game().state().players[1 - acting].hand.first())}) {
            QVERIFY(!c.playCard(cardId));
            QCOMPARE(c.status(), QStringLiteral("That card is face down: only its owner may see it (CR 400.2)."));
        }
        QCOMPARE(refused.size(), 2);
        QCOMPARE(stateHash(c.game().state(), CardDatabase::builtIn()), before);
        QCOMPARE(c.record().current(), node);
        QCOMPARE(other->index(0).data(CardZoneModel::WhyNot).toString(), c.status());
    }

    void theEditorALessonAndAFinishedGameShowTheJudge()
    {
        GameController c;
        start(c, QStringLiteral("5"), true);
        QCOMPARE(c.viewerKind(), QStringLiteral("seat"));
        QCOMPARE(handRows(c, 1).hidden, c.game().state().players[1].hand.size());
        QSignalSpy viewer(&c, &GameController::viewerChanged);
        // The board editor: every hand and library is the tester's.
        c.editor()->setEditing(true);
        QCOMPARE(c.viewerKind(), QStringLiteral("judge"));
        QCOMPARE(c.viewerSeat(), -1);
        QCOMPARE(viewer.size(), 1);
        QCOMPARE(handRows(c, 1).hidden, 0);
        QCOMPARE(handRows(c, 1).names.size(), c.game().state().players[1].hand.size());
        QCOMPARE(c.log()->viewer(), Viewer::judge());
        c.editor()->setEditing(false);
        QCOMPARE(c.viewerKind(), QStringLiteral("seat"));
        // A finished game: the hands are shown.
        QVERIFY(c.concede(0));
        QVERIFY(c.game().state().gameOver);
        QCOMPARE(c.viewerKind(), QStringLiteral("judge"));
        QCOMPARE(handRows(c, 1).hidden, 0);
        // A lesson shows the class the whole table.
        QVERIFY(c.lesson()->openRuling(1));
        QVERIFY(c.lesson()->active());
        QCOMPARE(c.viewerKind(), QStringLiteral("judge"));
        for (int p = 0; p < c.game().state().players.size(); ++p)
            QCOMPARE(handRows(c, p).hidden, 0);
    }
};

QTEST_GUILESS_MAIN(TestTableViewer)
#include "tst_tableviewer.moc"
