// The board editor as a tester uses it (GameController, gamecontrollereditor.cpp) and the
// timeline's rows: the empty board in one edit that Ctrl+Z takes back; a card dropped on another
// player's zone (the drag on the table) as one edit, by the rules of zones (CR 400.3); the card
// search with the exact name first; timeline rows named by their action ("Bob casts Consider",
// never "Bob pays {U}"); a variation switched to at its last point.
#include "gamecontroller.h"
#include "position.h"
#include "statejson.h"

#include <QJsonDocument>
#include <algorithm>
#include <QTest>

using namespace rules;
using namespace testing;

class TestEditor : public QObject
{
    Q_OBJECT

    static QString stateText(const GameController &c)
    {
        return QString::fromUtf8(QJsonDocument(stateToJson(c.game().state(), CardDatabase::builtIn())).toJson(QJsonDocument::Compact));
    }
    static QString title(const GameController &c, int node) { return recordNodeTitle(c.record(), node); }

private slots:
    // Empty board: no hands, permanents, graveyards or exile; libraries of 20 basic lands (or
    // none); the players stay. One edit, and Ctrl+Z brings the old board back exactly.
    void emptyBoardIsOneUndoableEdit()
    {
        GameController c;
        c.newGame(5);
        for (int i = 0; i < 40; ++i) // some permanents, graveyard cards and hands first
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const GameState &before = c.game().state();
        QVERIFY(!before.battlefield.isEmpty());
        QVERIFY(!before.players[1].hand.isEmpty());
        const QString old = stateText(c);
        const QList<int> life{before.players[0].life, before.players[1].life};
        c.editor()->setEditing(true);
        const int plies = c.record().node(c.record().current()).ply;

        QVERIFY2(c.editor()->editEmptyBoard(20), qPrintable(c.status()));
        QCOMPARE(c.record().node(c.record().current()).ply, plies + 1); // one edit
        QVERIFY2(c.status().contains(QLatin1String("Ctrl+Z brings the old board back")), qPrintable(c.status()));
        const GameState &s = c.game().state();
        QCOMPARE(s.players.size(), 2);
        QCOMPARE(c.battlefield()->rowCount(), 0);
        QVERIFY(s.stack.isEmpty());
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(c.hand(p)->rowCount(), 0);
            QCOMPARE(c.graveyard(p)->rowCount(), 0);
            QCOMPARE(c.exile(p)->rowCount(), 0);
            QCOMPARE(s.players[p].library.size(), 20);
            for (int id : s.players[p].library)
                QVERIFY2(c.game().definition(id).front().typeLine().startsWith(QLatin1String("Basic Land")), qPrintable(s.cards[id].key));
            QCOMPARE(s.players[p].life, life[p]);
        }
        QCOMPARE(c.playerNames(), (QStringList{QStringLiteral("Alice"), QStringLiteral("Bob")}));

        QVERIFY(c.undo()); // Ctrl+Z
        QCOMPARE(stateText(c), old);
        QVERIFY(c.redo());
        QVERIFY(c.editor()->editEmptyBoard(0)); // the libraries too
        QVERIFY(c.game().state().players[0].library.isEmpty() && c.game().state().players[1].library.isEmpty());
        QVERIFY(c.undo());
        QCOMPARE(c.game().state().players[0].library.size(), 20);
    }

    // At the opening hands (the first thing a tester sees), the empty board is allowed and ends
    // them: no hand is left to keep, the first turn begins (CR 103.8). Undo brings the question back.
    void emptyBoardDuringTheOpeningBeginsTheGame()
    {
        GameController c;
        c.setMulligans(true);
        c.newGame(42);
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("mulligan"));
        c.editor()->setEditing(true);
        QVERIFY(!c.editor()->editLife(0, 5)); // other edits wait for the opening hands
        QVERIFY2(c.editor()->editEmptyBoard(20), qPrintable(c.status()));
        QCOMPARE(c.turn()->turnNumber(), 1);
        QVERIFY(c.turn()->decisionKind() != QStringLiteral("mulligan"));
        QCOMPARE(c.battlefield()->rowCount(), 0);
        QVERIFY(c.editor()->editLife(0, 5)); // the position is an ordinary one now
        QVERIFY(c.undo());
        QVERIFY(c.undo());
        QCOMPARE(c.turn()->turnNumber(), 0);
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("mulligan"));
        QCOMPARE(c.hand(c.game().state().startingPlayer)->rowCount(), 7);
    }

    // A card dragged from Alice's hand onto Bob's battlefield enters under Bob's control; dragged
    // back onto Alice's it changes control; onto Bob's graveyard it is refused (a card goes to its
    // owner's zones, CR 400.3); onto Alice's graveyard it goes there. Each drop is one edit.
    void dropMovesACardBetweenPlayers()
    {
        GameController c;
        c.newGame(5);
        c.editor()->setEditing(true);
        QVERIFY(c.editor()->editEmptyBoard(20));
        QVERIFY(c.editor()->editAddCard(QStringLiteral("snarling-wolf"), 0, QStringLiteral("hand"), true));
        const int wolf = c.game().state().players[0].hand.last();
        int plies = c.record().node(c.record().current()).ply;

        QVERIFY2(c.editor()->editDrop(-1, wolf, 1, QStringLiteral("battlefield"), true), qPrintable(c.status()));
        QCOMPARE(c.record().node(c.record().current()).ply, ++plies);
        QCOMPARE(c.game().state().battlefield.size(), 1);
        const Permanent stolen = c.game().state().battlefield.first();
        QCOMPARE(stolen.controller, 1);
        QCOMPARE(c.game().state().cards[stolen.cardId].owner, 0);
        QVERIFY(c.game().state().players[0].hand.isEmpty());

        QVERIFY(c.editor()->editDrop(stolen.objectId, -1, 0, QStringLiteral("battlefield"), true));
        QCOMPARE(c.game().state().battlefield.first().controller, 0);
        QCOMPARE(c.record().node(c.record().current()).ply, ++plies);
        QVERIFY(c.editor()->editDrop(stolen.objectId, -1, 0, QStringLiteral("battlefield"), true)); // where it is: nothing
        QCOMPARE(c.record().node(c.record().current()).ply, plies);

        QVERIFY(!c.editor()->editDrop(stolen.objectId, -1, 1, QStringLiteral("graveyard"), true));
        QVERIFY2(c.status().contains(QLatin1String("CR 400.3")), qPrintable(c.status()));
        QCOMPARE(c.game().state().battlefield.size(), 1);
        QVERIFY(c.editor()->editDrop(stolen.objectId, -1, 0, QStringLiteral("graveyard"), true));
        QCOMPARE(c.game().state().players[0].graveyard, QList<int>{wolf});
        QVERIFY(c.game().state().battlefield.isEmpty());
        // From the graveyard to the top of the library, then back by undo, one drop at a time.
        QVERIFY(c.editor()->editDrop(-1, wolf, 0, QStringLiteral("libraryTop"), true));
        QCOMPARE(c.game().state().players[0].library.last(), wolf);
        QVERIFY(c.undo());
        QCOMPARE(c.game().state().players[0].graveyard, QList<int>{wolf});
        QVERIFY(!c.editor()->editDrop(-1, wolf, 5, QStringLiteral("hand"), true));
        QVERIFY(!c.editor()->editDrop(-1, wolf, 0, QStringLiteral("nowhere"), true));
    }

    // "tovolar" finds Tovolar, Dire Overlord first (the whole word starts its name), then
    // Tovolar's Huntmaster; an exact face name comes before anything else, either face.
    void searchPutsTheExactNameFirst()
    {
        GameController c;
        c.newGame(5);
        const auto firstKey = [&c](const QString &text) { return c.editor()->poolCards(text).value(0).toMap().value(QStringLiteral("key")).toString(); };
        QCOMPARE(firstKey(QStringLiteral("tovolar")), QStringLiteral("tovolar-dire-overlord"));
        QCOMPARE(firstKey(QStringLiteral("Tovolar")), QStringLiteral("tovolar-dire-overlord"));
        QCOMPARE(firstKey(QStringLiteral("tovolar's huntmaster")), QStringLiteral("tovolars-huntmaster"));
        QCOMPARE(firstKey(QStringLiteral("Tovolar, the Midnight Scourge")), QStringLiteral("tovolar-dire-overlord")); // the back face
        QCOMPARE(firstKey(QStringLiteral("wolf")), QStringLiteral("wolf")); // the token named Wolf, before "Snarling Wolf"
        const QVariantList tovolars = c.editor()->poolCards(QStringLiteral("tovolar"));
        QVERIFY(tovolars.size() >= 2);
        QCOMPARE(tovolars[1].toMap().value(QStringLiteral("key")).toString(), QStringLiteral("tovolars-huntmaster"));
        QVERIFY(c.editor()->poolCards(QString()).size() > tovolars.size());
        QVERIFY(c.editor()->poolCards(QStringLiteral("no such card at all")).isEmpty());
    }

    // Timeline rows are named by their action, as said in the position it was taken in: a cast
    // names its spell (never "pays {U}"), a pass is "Bob passes", a land played names the land.
    void timelineRowsNameTheAction()
    {
        GameController c;
        c.newGame(5);
        int casts = 0, passes = 0, lands = 0;
        for (int i = 0; i < 120 && (casts == 0 || lands == 0); ++i) {
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
            const int node = c.record().current();
            const GameRecord::Node &n = c.record().node(node);
            const QString who = c.record().node(n.parent).state.players.value(n.action.player).name;
            const QString text = title(c, node);
            QCOMPARE(c.timeline()->data(c.timeline()->index(c.timeline()->currentRow()), TimelineModel::TextRole).toString(), text);
            const bool announced = std::any_of(n.events.cbegin(), n.events.cend(), [](const Event &e) { return e.type == Event::Type::SpellCast; });
            if (n.action.type == Action::Type::CastSpell && announced) {
                ++casts;
                const QString spell = c.game().definition(n.action.cardId).front().name;
                QVERIFY2(text.startsWith(QStringLiteral("%1 casts %2").arg(who, spell)), qPrintable(text));
                QVERIFY2(!text.contains(QLatin1String("pays")), qPrintable(text));
            } else if (n.action.type == Action::Type::PassPriority) {
                ++passes;
                QCOMPARE(text, QStringLiteral("%1 passes").arg(who));
            } else if (n.action.type == Action::Type::PlayLand) {
                ++lands;
                QCOMPARE(text, QStringLiteral("%1 plays %2").arg(who, c.game().definition(n.action.cardId).front().name));
            }
        }
        QVERIFY2(casts > 0 && passes > 0 && lands > 0, "seed 5 casts a spell and plays a land within 120 actions");
        QCOMPARE(title(c, 0), QStringLiteral("The start"));
    }

    // Switching to a variation goes to where that line got, its last point: each row's
    // variations carry their line's end.
    void variationSwitchLandsAtItsEnd()
    {
        GameController c;
        c.newGame(5);
        for (int i = 0; i < 12; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const int mainEnd = c.record().current();
        int branch = -1;
        while (c.undo()) {
            const int here = c.record().current();
            const GameState &s = c.game().state();
            const int actor = s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
            const Action recorded = c.record().node(c.record().node(here).children.first()).action;
            for (const Action &a : c.game().legalActions(actor))
                if (!(a == recorded) && branch < 0 && c.apply(a).accepted)
                    branch = here;
            if (branch >= 0)
                break;
        }
        QVERIFY2(branch >= 0, "seed 5 offers a second action on the way back");
        for (int i = 0; i < 3; ++i)
            QVERIFY(c.apply(greedyAction(c.game())).accepted);
        const int variationEnd = c.record().current();
        QVERIFY(c.goToRecordNode(mainEnd));
        TimelineModel *t = c.timeline();
        const int row = c.record().node(branch).ply + 1; // the main line's action after the branch point
        const QVariantList variations = t->data(t->index(row), TimelineModel::VariationsRole).toList();
        QCOMPARE(variations.size(), 1);
        const QVariantMap v = variations.first().toMap();
        QCOMPARE(v.value(QStringLiteral("end")).toInt(), variationEnd);
        QVERIFY(v.value(QStringLiteral("node")).toInt() != variationEnd); // the end, not the branch's first point
        QCOMPARE(v.value(QStringLiteral("text")).toString(), title(c, v.value(QStringLiteral("node")).toInt()));
    }
};

QTEST_GUILESS_MAIN(TestEditor)
#include "tst_editor.moc"
