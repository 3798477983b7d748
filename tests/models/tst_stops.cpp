// Stops and auto-pass (issue 12, part 5) over a real GameController: a quiet turn takes at most
// two presses with the default stops, a decision is never passed, another player's spell on
// the stack stops a player, the pass-untils stop where they say; the stops survive a restart of
// the program (Preferences); the status bar mentions abilities (part 6).
#include "gamecontroller.h"
#include "position.h"
#include "preferences.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace rules;
using K = PendingDecision::Kind;

class TestStops : public QObject
{
    Q_OBJECT

    /// A controller with auto-pass on and the default stops.
    static void autoPassOn(GameController &c)
    {
        c.stops()->restoreDefaults();
        c.stops()->setAutoPass(true);
    }
    /// Plays the first land of the priority holder's hand, if they have one and may.
    static void playALand(GameController &c)
    {
        const GameState &s = c.game().state();
        for (int card : s.players[s.priorityPlayer].hand)
            if (c.game().definition(card).front().hasType(QStringLiteral("Land")) && c.game().whyNot(Action::playLand(s.priorityPlayer, card)).isEmpty()) {
                QVERIFY(c.playCard(card));
                return;
            }
    }
    /// Opens position `s` with auto-pass on and every stop of both seats cleared: the table
    /// then stops only for decisions.
    static void loadWithoutStops(GameController &c, const GameState &s)
    {
        c.loadState(s);
        autoPassOn(c);
        for (int seat = 0; seat < 2; ++seat)
            for (const QString &step : PriorityStops::stoppableSteps()) {
                c.stops()->setStop(seat, true, step, false);
                c.stops()->setStop(seat, false, step, false);
            }
    }
    /// How many passes of priority the record holds.
    static int passesInRecord(const GameController &c)
    {
        int n = 0;
        for (int node : c.record().path(c.record().current()))
            n += node > 0 && c.record().node(node).action.type == Action::Type::PassPriority ? 1 : 0;
        return n;
    }

    /// The log's last line (the auto-pass line says why the table stopped).
    static QString lastLogLine(const GameController &c)
    {
        return c.log()->index(c.log()->rowCount() - 1).data(LogModel::Text).toString();
    }

private slots:
    // The last keep begins turn 1, and the table passes on from there as after any pass: with
    // three players all keeping, the starting player is not left in an upkeep with nothing to do.
    void theLastKeepPassesOnToTheFirstStop()
    {
        GameController c;
        autoPassOn(c);
        c.setMulligans(true);
        c.newGame(5, 3);
        QCOMPARE(c.turn()->decisionKind(), QStringLiteral("mulligan"));
        for (int i = 0; i < 3; ++i)
            QVERIFY2(c.keepHand(), qPrintable(c.status()));
        QCOMPARE(c.game().state().turnNumber, 1);
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        QCOMPARE(c.game().state().priorityPlayer, c.game().state().startingPlayer);
    }

    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // keep the user's settings out

    void quietTurnsTakeTwoPresses()
    {
        GameController c;
        c.newGame(3);
        autoPassOn(c);
        // The table does not pass on its own at the start: the first Space does.
        QCOMPARE(c.game().state().step, Step::Upkeep);
        // The models show only where the table comes to rest: the hot-seat curtain (which comes
        // down when the seat the table waits for changes) sees no seat but the active player's.
        QList<int> seatsShown;
        const QMetaObject::Connection shown = connect(c.turn(), &TurnState::changed, this, [&] { seatsShown.append(c.turn()->priorityPlayer()); });
        QVERIFY(c.primaryAction());
        disconnect(shown);
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        QCOMPARE(c.game().state().priorityPlayer, c.game().state().activePlayer);
        QCOMPARE(seatsShown, QList<int>{c.game().state().activePlayer});
        QVERIFY2(c.stopControl()->autoPassed().contains(QLatin1String("upkeep")), qPrintable(c.stopControl()->autoPassed()));
        // Six quiet turns (a land each, nothing cast): each needs a press in each main phase.
        for (int turn = 0; turn < 6; ++turn) {
            const int number = c.game().state().turnNumber;
            const int active = c.game().state().activePlayer;
            playALand(c);
            int presses = 0;
            while (c.game().state().turnNumber == number && presses < 10) {
                QCOMPARE(c.game().state().decision.kind, K::None);
                QCOMPARE(c.game().state().priorityPlayer, active); // the table waits only for the active player
                QVERIFY(c.primaryAction());
                ++presses;
                if (c.game().state().turnNumber == number)
                    QCOMPARE(c.game().state().step, Step::PostcombatMain);
            }
            QVERIFY2(presses <= 2, qPrintable(QStringLiteral("turn %1 took %2 presses").arg(number).arg(presses)));
            QCOMPARE(c.game().state().turnNumber, number + 1);
            QCOMPARE(c.game().state().step, Step::PrecombatMain); // the next player's first stop
        }
        // Every automatic pass is an action of the record: undo takes back one, and the table does
        // not pass again by itself after it.
        const int passes = passesInRecord(c);
        QVERIFY(passes > 6 * 8);
        QVERIFY(c.undo());
        QCOMPARE(c.game().state().step, Step::Draw);
        QCOMPARE(c.stopControl()->autoPassed(), QString());
        QCOMPARE(passesInRecord(c), passes - 1);
        QVERIFY(c.redo());
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        // The log says what was passed, one line per press.
        bool said = false;
        for (int row = 0; row < c.log()->rowCount(); ++row)
            said = said || c.log()->index(row).data(LogModel::Text).toString().startsWith(QLatin1String("Auto-pass (no stop there): "));
        QVERIFY(said);
    }

    void aDecisionIsNeverPassed()
    {
        // Nobody stops anywhere, and Alice's creature can attack: the attack is still asked.
        GameState s = testing::basePosition();
        testing::addPermanent(s, 0, QStringLiteral("snarling-wolf"));
        GameController c;
        loadWithoutStops(c, s);
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().step, Step::DeclareAttackers);
        QCOMPARE(c.game().state().decision.kind, K::DeclareAttackers);
        QVERIFY2(lastLogLine(c).contains(QLatin1String("Alice decides")), qPrintable(lastLogLine(c)));
        // Alice attacks; Bob has no creature, so no blocks are asked: then nothing stops, and the
        // table passes through Bob's turn too, but no further: one press plays at most into the
        // next turn.
        QVERIFY(c.clickPermanent(c.game().state().battlefield.first().objectId));
        QVERIFY(c.confirmDecision());
        QCOMPARE(c.game().state().players[1].life, 19); // Snarling Wolf is a 1/1
        QCOMPARE(c.game().state().turnNumber, 5);
        QVERIFY2(lastLogLine(c).contains(QLatin1String("no one has a stop")), qPrintable(lastLogLine(c)));
        // Discarding to hand size is a decision too: Bob with nine cards is asked in his cleanup.
        GameState d = testing::basePosition();
        d.activePlayer = 1;
        d.priorityPlayer = 1;
        d.step = Step::End;
        for (int i = 0; i < 9; ++i)
            testing::addToHand(d, 1, QStringLiteral("forest"));
        c.loadState(d);
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().step, Step::Cleanup);
        QCOMPARE(c.game().state().decision.kind, K::DiscardToHandSize);
        QCOMPARE(c.game().state().decision.player, 1);
    }

    void noBlockIsAskedOfAPlayerWhoCannotBlock()
    {
        // CR 509.1a: Bob's only creature can't block Suspicious Stowaway ("can't be blocked"),
        // so he is not asked to declare blockers (he declares none): with no stops, Alice's
        // attack plays through to the next decision, her loot as Stowaway deals its damage.
        GameState s = testing::basePosition(DayNight::Day);
        const int stowaway = testing::addPermanent(s, 0, QStringLiteral("suspicious-stowaway"));
        testing::addPermanent(s, 1, QStringLiteral("snarling-wolf"));
        GameController c;
        loadWithoutStops(c, s);
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().decision.kind, K::DeclareAttackers);
        QVERIFY(c.clickPermanent(stowaway));
        QVERIFY(c.confirmDecision());
        QCOMPARE(c.game().state().players[1].life, 19); // Suspicious Stowaway is a 1/1
        QCOMPARE(c.game().state().step, Step::CombatDamage);
        QCOMPARE(c.game().state().decision.kind, K::DiscardCards); // "draw a card, then discard a card"
        QCOMPARE(c.game().state().decision.player, 0);
        for (int row = 0; row < c.log()->rowCount(); ++row) { // nobody was asked to block
            const QString line = c.log()->index(row).data(LogModel::Text).toString();
            QVERIFY2(!line.contains(QLatin1String("declare blockers:")), qPrintable(line));
        }
    }

    void anOpponentsSpellStopsThePlayer()
    {
        GameState s = testing::basePosition();
        testing::addLands(s, 0, QStringLiteral("forest"), 2);
        const int wolf = testing::addToHand(s, 0, QStringLiteral("snarling-wolf"));
        // Bob could respond: an Island and Consider (an instant).
        testing::addLands(s, 1, QStringLiteral("island"), 1);
        testing::addToHand(s, 1, QStringLiteral("consider"));
        GameController c;
        const QHash<int, int> ids = c.loadState(s);
        autoPassOn(c);
        QVERIFY(c.playCard(ids.value(wolf)));
        // Alice passes her own spell on; Bob stops: her spell is something to respond to.
        QCOMPARE(c.game().state().stack.size(), 1);
        QCOMPARE(c.game().state().priorityPlayer, 1);
        QVERIFY2(lastLogLine(c).contains(QLatin1String("Alice's Snarling Wolf is on the stack")), qPrintable(lastLogLine(c)));
        QCOMPARE(c.primaryText(), QStringLiteral("Pass: resolve Snarling Wolf"));
        // Bob passes: it resolves, and Alice is back in her main phase (her stop).
        QVERIFY(c.primaryAction());
        QVERIFY(c.game().state().stack.isEmpty());
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        QCOMPARE(c.game().state().priorityPlayer, 0);
    }

    // Full control (F): Alice keeps priority after her own Consider and can counter it with her
    // own Syncopate (CR 117.3c); she stops at every step, hers and Bob's, with or without
    // something to play, until she switches it off. Without it, her Consider resolves at once.
    void fullControlKeepsPriorityAfterYourOwnSpell()
    {
        GameState s = testing::basePosition();
        testing::addLands(s, 0, QStringLiteral("island"), 4);
        const int consider = testing::addToHand(s, 0, QStringLiteral("consider"));
        const int second = testing::addToHand(s, 0, QStringLiteral("consider"));
        const int syncopate = testing::addToHand(s, 0, QStringLiteral("syncopate"));
        GameController c;
        const QHash<int, int> ids = c.loadState(s);
        autoPassOn(c);
        QVERIFY(!c.stopControl()->fullControl());
        // Off: her Consider passes on to Bob, who has nothing, and resolves.
        QVERIFY(c.playCard(ids.value(second)));
        QVERIFY(c.game().state().stack.isEmpty());
        QCOMPARE(c.game().state().decision.kind, K::ChooseOption); // its surveil 1, as it resolves
        QVERIFY(c.chooseOption(0));
        QVERIFY(c.game().state().players[0].graveyard.contains(ids.value(second)));
        // On: the phase bar marks every step, and her next spell stays hers to answer.
        QSignalSpy stopsSpy(c.stopControl(), &StopControl::stopStepsChanged);
        QVERIFY(c.stopControl()->toggleFullControl());
        QVERIFY(c.stopControl()->fullControl());
        QVERIFY(c.stops()->fullControl(0));
        QVERIFY(!c.stops()->fullControl(1));
        QVERIFY(stopsSpy.count() >= 1);
        QCOMPARE(c.stopControl()->stopSteps(), PriorityStops::stoppableSteps());
        QVERIFY2(c.status().contains(QLatin1String("Full control for Alice")), qPrintable(c.status()));
        QVERIFY(c.playCard(ids.value(consider)));
        QCOMPARE(c.game().state().stack.size(), 1);
        QCOMPARE(c.game().state().priorityPlayer, 0);
        QVERIFY2(c.hint().startsWith(QLatin1String("Full control: Alice's own Consider is on the stack. Alice: click a glowing card")), qPrintable(c.hint()));
        QCOMPARE(c.game().whyNot(Action::cast(0, ids.value(syncopate))), QString());
        // Passing: Bob has nothing and is passed for; Consider resolves; Alice stops again in
        // main 1 with an empty stack, then at the beginning of combat (no stop of hers there).
        QVERIFY(c.primaryAction());
        QVERIFY(c.game().state().stack.isEmpty());
        QCOMPARE(c.game().state().decision.kind, K::ChooseOption);
        QVERIFY(c.chooseOption(0));
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        QCOMPARE(c.game().state().priorityPlayer, 0);
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().step, Step::BeginningOfCombat);
        QCOMPARE(c.game().state().priorityPlayer, 0);
        // In Bob's turn she stops at his upkeep, where she could only pass.
        while (c.game().state().turnNumber == s.turnNumber)
            QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().step, Step::Upkeep);
        QCOMPARE(c.game().state().priorityPlayer, 0);
        // Off again (the seat the table waits for is hers): Bob's turn passes for her as before.
        QVERIFY(c.stopControl()->toggleFullControl());
        QVERIFY(!c.stops()->fullControl(0));
        QVERIFY2(c.status().contains(QLatin1String("Full control off for Alice")), qPrintable(c.status()));
    }

    // A seat the computer plays makes its own passes: full control is refused for it, with the
    // reason, and nothing changes.
    void fullControlIsRefusedForTheComputer()
    {
        GameController c;
        c.newGame(3);
        const int seat = c.stopControl()->stopSeat();
        QVERIFY(c.setComputer(seat, true));
        QVERIFY(!c.stopControl()->toggleFullControl());
        QVERIFY2(c.status().contains(QLatin1String("computer")), qPrintable(c.status()));
        QVERIFY(!c.stops()->fullControl(seat));
        QVERIFY(!c.stops()->setFullControl(7, true));
    }

    void nothingToRespondWithIsPassedFor()
    {
        // Bob has no card he could play and no ability: Alice's spell does not stop him (no
        // curtain for a press of Space in hot-seat); it resolves and Alice plays on.
        GameState s = testing::basePosition();
        testing::addLands(s, 0, QStringLiteral("forest"), 2);
        const int wolf = testing::addToHand(s, 0, QStringLiteral("snarling-wolf"));
        testing::addToHand(s, 1, QStringLiteral("consider")); // no Island: he cannot cast it
        GameController c;
        const QHash<int, int> ids = c.loadState(s);
        autoPassOn(c);
        QVERIFY(c.playCard(ids.value(wolf)));
        QVERIFY(c.game().state().stack.isEmpty());
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        QCOMPARE(c.game().state().priorityPlayer, 0);
        QCOMPARE(c.game().state().battlefield.size(), 3); // two Forests and the Wolf
        QVERIFY2(lastLogLine(c).contains(QLatin1String("Bob at main 1")), qPrintable(lastLogLine(c)));
    }

    void noAutoPassWhereThePlayerDidNotPlay()
    {
        // A scenario opened from a file, the board editor, auto-pass switched off: one pass at a time.
        GameController c;
        c.newGame(3);
        autoPassOn(c);
        QVERIFY(c.autoPassOff().isEmpty());
        c.stops()->setAutoPass(false);
        QVERIFY(!c.autoPassOff().isEmpty());
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().step, Step::Upkeep);
        QCOMPARE(c.game().state().priorityPlayer, 1 - c.game().state().activePlayer);
        c.stops()->setAutoPass(true);
        c.editor()->setEditing(true);
        QVERIFY(c.autoPassOff().contains(QLatin1String("editor")));
        c.editor()->setEditing(false);
        QVERIFY(c.openScenario(QStringLiteral(DAYNIGHT_SOURCE_DIR "/resources/scenarios/ruling-03-day-becomes-night.json")));
        QVERIFY(c.autoPassOff().contains(QLatin1String("scenario")));
        const int node = c.record().current();
        if (c.game().state().priorityPlayer >= 0 && c.game().state().decision.kind == K::None) {
            QVERIFY(c.pass());
            QCOMPARE(c.record().current(), c.record().node(node).children.value(0, -1));
        }
    }

    void passUntilEndOfTurnStopsAtTheNextTurn()
    {
        GameController c;
        c.newGame(3);
        autoPassOn(c);
        QVERIFY(c.primaryAction()); // to Alice's main 1
        const int turn = c.game().state().turnNumber;
        QVERIFY(c.passUntilNextTurn());
        QCOMPARE(c.game().state().turnNumber, turn + 1);
        QCOMPARE(c.game().state().step, Step::PrecombatMain); // the next turn's first stop
        QVERIFY(c.stopControl()->autoPassed().contains(QLatin1String("until the end of the turn")));
        // Without auto-pass it stops as the next turn begins (a land played: no discard to seven).
        playALand(c);
        c.stops()->setAutoPass(false);
        QVERIFY(c.passUntilNextTurn());
        QCOMPARE(c.game().state().turnNumber, turn + 2);
        QCOMPARE(c.game().state().step, Step::Upkeep);
    }

    void passUntilEndOfTurnHoldsThroughABlock()
    {
        // Alice attacks, then presses Enter. Bob's block is a decision, so the table stops for
        // him; once he has answered, Alice's own stops later in the turn (main 2) are passed:
        // she asked to pass until the end of the turn (a player against the computer found the
        // table back at main 2).
        GameState s = testing::basePosition();
        testing::addPermanent(s, 0, QStringLiteral("snarling-wolf"));
        testing::addPermanent(s, 1, QStringLiteral("snarling-wolf"));
        testing::addLands(s, 0, QStringLiteral("forest"), 1); // something to play in main 2
        testing::addToHand(s, 0, QStringLiteral("forest"));
        GameController c;
        c.loadState(s);
        autoPassOn(c);
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().decision.kind, K::DeclareAttackers);
        QVERIFY(c.clickPermanent(c.game().state().battlefield.at(0).objectId));
        QVERIFY(c.confirmDecision());
        QCOMPARE(c.game().state().step, Step::DeclareAttackers); // her stop while creatures attack
        const int turn = c.game().state().turnNumber;
        QVERIFY(c.passUntilNextTurn());
        QCOMPARE(c.game().state().decision.kind, K::DeclareBlockers);
        QCOMPARE(c.game().state().decision.player, 1);
        QVERIFY(c.confirmDecision()); // no blocks
        QCOMPARE(c.game().state().turnNumber, turn + 1);
        // Without Enter, the same attack stops at her main 2.
        GameController d;
        d.loadState(s);
        autoPassOn(d);
        QVERIFY(d.primaryAction());
        QVERIFY(d.clickPermanent(d.game().state().battlefield.at(0).objectId));
        QVERIFY(d.confirmDecision());
        QVERIFY(d.primaryAction());
        QCOMPARE(d.game().state().decision.kind, K::DeclareBlockers);
        QVERIFY(d.confirmDecision());
        QCOMPARE(d.game().state().turnNumber, turn);
        QCOMPARE(d.game().state().step, Step::PostcombatMain);
    }

    void passUntilSomethingHappensStopsAtTheStack()
    {
        // Packsong Pup's trigger at the beginning of combat (Alice controls another Wolf).
        GameState s = testing::basePosition();
        testing::addPermanent(s, 0, QStringLiteral("packsong-pup"));
        testing::addPermanent(s, 0, QStringLiteral("snarling-wolf"));
        GameController c;
        c.loadState(s);
        autoPassOn(c);
        QVERIFY(c.passUntilSomethingHappens());
        QCOMPARE(c.game().state().step, Step::BeginningOfCombat);
        QCOMPARE(c.game().state().stack.size(), 1);
        QVERIFY2(c.stopControl()->autoPassed().contains(QLatin1String("something is on the stack")), qPrintable(c.stopControl()->autoPassed()));
        // With an empty stack it goes on to the attack (a decision); Bob, with nothing to respond
        // with, is passed for ...
        for (int i = 0; i < 2 && !c.game().state().stack.isEmpty() && c.game().state().decision.kind == K::None; ++i)
            QVERIFY(c.pass());
        QVERIFY(c.game().state().stack.isEmpty());
        QCOMPARE(c.game().state().decision.kind, K::DeclareAttackers);
        // ... and in a quiet turn to the next turn's upkeep, where it passes no stop.
        GameController q;
        q.newGame(3);
        autoPassOn(q);
        QVERIFY(q.primaryAction());
        QVERIFY(q.passUntilSomethingHappens());
        QCOMPARE(q.game().state().turnNumber, 2);
        QCOMPARE(q.game().state().step, Step::Upkeep);
    }

    void stopsOnThePhaseBarSeat()
    {
        GameController c;
        c.newGame(3);
        autoPassOn(c);
        const int active = c.game().state().activePlayer;
        const QString name = c.game().state().players[active].name;
        QCOMPARE(c.stopControl()->stopSeat(), active);
        QCOMPARE(c.stopControl()->stopSeatName(), name);
        QVERIFY(c.stopControl()->stopSeatsTurn());
        QCOMPARE(c.stopControl()->stopSteps(), (QStringList{QStringLiteral("precombatMain"), QStringLiteral("declareAttackers"), QStringLiteral("postcombatMain")}));
        QSignalSpy changed(c.stopControl(), &StopControl::stopStepsChanged);
        QVERIFY(c.stopControl()->toggleStop(QStringLiteral("upkeep")));
        QCOMPARE(changed.count(), 1);
        QVERIFY(c.stopControl()->stopSteps().contains(QStringLiteral("upkeep")));
        QVERIFY2(c.status().contains(name + QStringLiteral(" now stops at upkeep")), qPrintable(c.status()));
        QVERIFY(!c.stopControl()->toggleStop(QStringLiteral("untap")));
        QVERIFY(c.status().contains(QLatin1String("CR 502.4")));
        // A pass in this upkeep goes on to the other player, who has no stop there, and on to
        // the active player's first main phase (no stop in the draw step).
        QVERIFY(c.primaryAction());
        QCOMPARE(c.game().state().step, Step::PrecombatMain);
        QCOMPARE(c.stopControl()->stopSeat(), active);
        QVERIFY(c.stopControl()->toggleStop(QStringLiteral("upkeep")));
        QVERIFY(!c.stopControl()->stopSteps().contains(QStringLiteral("upkeep")));
    }

    void stopsTextRoundTrip()
    {
        PriorityStops stops;
        const QString defaults = stops.text();
        QCOMPARE(defaults.split(QLatin1Char(';')).first(), QStringLiteral("own=precombatMain,declareAttackers,postcombatMain|others=declareBlockers"));
        QVERIFY(stops.setStop(1, false, QStringLiteral("end"), true));
        QVERIFY(stops.setStop(2, true, QStringLiteral("precombatMain"), false));
        QVERIFY(!stops.setStop(4, true, QStringLiteral("end"), true));
        QVERIFY(!stops.setStop(0, true, QStringLiteral("cleanup"), true));
        PriorityStops copy;
        copy.setText(stops.text());
        QCOMPARE(copy.text(), stops.text());
        QVERIFY(copy.stopsAt(1, false, QStringLiteral("end")));
        QVERIFY(!copy.stopsAt(2, true, QStringLiteral("precombatMain")));
        // Unknown words and steps without priority are ignored; seats not named keep the defaults.
        copy.setText(QStringLiteral("own=upkeep,untap,nonsense|others="));
        QCOMPARE(copy.steps(0, true), QStringList{QStringLiteral("upkeep")});
        QCOMPARE(copy.steps(0, false), QStringList());
        QCOMPARE(copy.steps(1, true), (QStringList{QStringLiteral("precombatMain"), QStringLiteral("declareAttackers"), QStringLiteral("postcombatMain")}));
        copy.restoreDefaults();
        QCOMPARE(copy.text(), defaults);
    }

    void preferencesRememberTheStops()
    {
        QSettings().clear();
        {
            PriorityStops stops;
            Preferences preferences;
            preferences.keepStops(&stops);
            QVERIFY(stops.autoPass()); // on by default in the program
            stops.setStop(0, false, QStringLiteral("end"), true);
            stops.setAutoPass(false);
        }
        PriorityStops again;
        Preferences preferences;
        preferences.keepStops(&again);
        QVERIFY(again.stopsAt(0, false, QStringLiteral("end")));
        QVERIFY(!again.autoPass());
        QSettings().clear();
    }

    void theHintMentionsAbilities()
    {
        // Nothing in hand, but Snarling Wolf's ability can be activated: the status bar says so.
        GameState s = testing::basePosition();
        testing::addLands(s, 0, QStringLiteral("forest"), 2);
        testing::addPermanent(s, 0, QStringLiteral("snarling-wolf"));
        GameController c;
        c.loadState(s);
        QVERIFY2(c.hint().contains(QLatin1String("right-click Snarling Wolf")), qPrintable(c.hint()));
        QVERIFY(!c.hint().contains(QLatin1String("nothing to play")));
        // Without the mana for it, nothing is mentioned.
        GameState poor = testing::basePosition();
        testing::addPermanent(poor, 0, QStringLiteral("snarling-wolf"));
        c.loadState(poor);
        QVERIFY2(c.hint().contains(QLatin1String("nothing to play")), qPrintable(c.hint()));
    }
};

QTEST_GUILESS_MAIN(TestStops)
#include "tst_stops.moc"
