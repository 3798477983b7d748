// The QObject the table talks to: owns the rules::Game and turns its events into model updates.
#pragma once

#include "boardeditor.h"
#include "computeropponent.h"
#include "decklibrary.h"
#include "game.h"
#include "gametable.h"
#include "scenario.h"
#include "gamerecord.h"
#include "lessonplayer.h"
#include "localsession.h"
#include "logmodel.h"
#include "networkplay.h"
#include "prioritystops.h"
#include "stopcontrol.h"
#include "tablestate.h"
#include "tableviewers.h"
#include "timelinemodel.h"
#include "zonemodels.h"

#include <QJsonArray>
#include <QLockFile>
#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <memory>
#include <optional>

class RemoteSession;

/// Owns one rules::Game at a time. Commands come from QML as Q_INVOKABLEs; the table acts for
/// whoever holds priority (hot-seat). Every command either is refused (status says why, the game
/// is unchanged, refused() is emitted) or applies the engine's events to the models in order.
class GameController : public QObject, private BoardEditor::Host, private StopControl::Host
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Created by the application")
    Q_PROPERTY(PlayersModel *players READ players CONSTANT FINAL)
    Q_PROPERTY(BattlefieldModel *battlefield READ battlefield CONSTANT FINAL)
    Q_PROPERTY(StackModel *stack READ stack CONSTANT FINAL)
    Q_PROPERTY(LogModel *log READ log CONSTANT FINAL)
    Q_PROPERTY(DayNightState *dayNight READ dayNight CONSTANT FINAL)
    Q_PROPERTY(TurnState *turn READ turn CONSTANT FINAL)
    /// The record's line as the timeline panel shows it (issue 10).
    Q_PROPERTY(TimelineModel *timeline READ timeline CONSTANT FINAL)
    /// The lesson player (issue 11): Learn menu, F2.
    Q_PROPERTY(LessonPlayer *lesson READ lesson CONSTANT FINAL)
    /// The last refusal or notice, one line ("" when there is nothing to say).
    Q_PROPERTY(QString status READ status NOTIFY statusChanged FINAL)
    /// The seed of the current game (0 .. 2^64-1, shown as a string in QML).
    Q_PROPERTY(QString seed READ seedText NOTIFY gameStarted FINAL)
    /// What the window's title names (issue 12): "seed 3" for a new game, the file's name once one
    /// is opened or saved ("ruling-06.json"), "the clipboard", or "lesson: <title>".
    Q_PROPERTY(QString documentName READ documentName NOTIFY documentNameChanged FINAL)
    /// The program's version and build, for Help > About and problem reports (buildDescription()).
    Q_PROPERTY(QString build READ buildDescription CONSTANT FINAL)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameStarted FINAL)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged FINAL)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged FINAL)
    /// What Undo / Redo would take back or play again, one line for the Game menu ("Alice casts
    /// Play with Fire"); "" when there is nothing.
    Q_PROPERTY(QString undoText READ undoText NOTIFY historyChanged FINAL)
    Q_PROPERTY(QString redoText READ redoText NOTIFY historyChanged FINAL)
    /// What the player who must act can do now, one line for the status bar: the pending
    /// decision, "click a glowing card", or "nothing can be played now: pass".
    Q_PROPERTY(QString hint READ hint NOTIFY hintChanged FINAL)
    /// The main button's label: "Pass: go to combat", or for a decision "Attack with 2",
    /// "No blocks", "Transform 1", ... (Space presses it).
    Q_PROPERTY(QString primaryText READ primaryText NOTIFY hintChanged FINAL)
    /// The record changed since it was last saved, opened or started: Ctrl+N, Ctrl+Q, closing
    /// the window and opening a file ask first (issue 10, nothing lost).
    Q_PROPERTY(bool unsavedWork READ unsavedWork NOTIFY unsavedWorkChanged FINAL)
    /// Where the whole session is written after every change ("" = no autosave; the program sets
    /// it to a file under the user's data folder, QStandardPaths::AppDataLocation).
    Q_PROPERTY(QString autosaveFile READ autosaveFile WRITE setAutosaveFile NOTIFY autosaveFileChanged FINAL)
    /// One line about a session a table left without quitting (a crash, kill -9), waiting for
    /// the player to restore or discard it (answerRestore()); "" when there is none.
    Q_PROPERTY(QString restorableSession READ restorableSession NOTIFY restorableSessionChanged FINAL)
    /// The board editor (sandbox mode, Edit > Board editor, Ctrl+E; boardeditor.h): whether it
    /// is open, and its edits of the position, each an action in the record.
    Q_PROPERTY(BoardEditor *editor READ editor CONSTANT FINAL)
    /// "" when the position is legal, else why not, citing the rule (rules::Game::
    /// positionProblem(), the scenario loader's consistency checks); play resumes only from a
    /// legal position.
    Q_PROPERTY(QString positionProblem READ positionProblem NOTIFY hintChanged FINAL)
    /// True while the table is collecting targets for a spell or ability (Esc cancels).
    Q_PROPERTY(bool choosingTargets READ choosingTargets NOTIFY hintChanged FINAL)
    /// Whether the person at this screen may act now: false while a computer seat is to act and,
    /// at a network table, while another seat (at its own screen) is to act; the main button is
    /// greyed out then and says whom the table waits for ("Waiting for Alice").
    Q_PROPERTY(bool actingHere READ actingHere NOTIFY hintChanged FINAL)
    /// Combat as the table draws it (issue 12): one arrow from each blocker to the attacker it
    /// blocks (CR 509.1a), declared or being chosen, as
    /// [{kind: "arrow", from: {kind: "permanent", id: blocker}, to: {kind: "permanent", id: attacker}}]
    /// (the shape of a lesson's arrows); empty out of combat.
    Q_PROPERTY(QVariantList combatArrows READ combatArrows NOTIFY combatArrowsChanged FINAL)
    /// The cards of the deciding person's hand clicked so far for a discard or for the bottom of
    /// the library after a mulligan (CR 103.5), in the order clicked: card ids; empty otherwise.
    Q_PROPERTY(QVariantList handChoices READ handChoices NOTIFY handChoicesChanged FINAL)
    /// The opening hand asked about now (CR 103.5), for the table's mulligan panel: {} when no
    /// Mulligan or BottomCards decision is pending, else {seat, name, computer (bool), kind
    /// ("mulligan" or "bottomCards"), handCount, mulligans (taken), keep (cards kept if they keep
    /// now), bottom (cards to put on the bottom if they keep now, or to choose now), keepAfter
    /// (cards kept after one more mulligan; -1 when no more may be taken), free (bool: the next
    /// mulligan is a multiplayer game's free one, CR 103.5c)}. No card is named.
    Q_PROPERTY(QVariantMap opening READ opening NOTIFY openingChanged FINAL)
    /// Whose eyes the table has (TableViewers::choose()): "seat" (a player's: their hand, the
    /// others' face down, CR 400.2), "spectator" (public information only) or "judge"
    /// (everything: the board editor, lessons, a finished game). For QML's ViewerBanner.
    Q_PROPERTY(QString viewerKind READ viewerKind NOTIFY viewerChanged FINAL)
    /// The seat whose view the table shows, -1 unless viewerKind is "seat".
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY viewerChanged FINAL)
    /// The decks a seat can play (issue 13): the demo decks and the player's own.
    Q_PROPERTY(DeckLibrary *decks READ decks CONSTANT FINAL)
    /// The game's seats in turn order (issue 13): maps of {name, deck (its name, "" when the game
    /// came from a file that does not say), computer (bool: the computer plays this seat)}.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged FINAL)
    /// The computer that plays the computer seats (issue 13): thinking, its status line, the
    /// time it may think and its pace.
    Q_PROPERTY(ComputerOpponent *computer READ computer CONSTANT FINAL)
    /// Every seat's stops and the auto-pass switch (issue 12, part 5; prioritystops.h).
    Q_PROPERTY(PriorityStops *stops READ stops CONSTANT FINAL)
    /// The stops of the player the table waits for, as the phase bar shows and sets them, full
    /// control and whether the table passes automatically now (stopcontrol.h).
    Q_PROPERTY(StopControl *stopControl READ stopControl CONSTANT FINAL)
    /// Network play (File > Host game…, Join game…, Watch game…, Leave network game).
    Q_PROPERTY(NetworkPlay *network READ network CONSTANT FINAL)
public:
    /// One seat of a game as the new-game dialog sets it up (issue 13).
    struct Seat {
        QString name;
        QString deck;           ///< the deck's name, "" when unknown (a scenario's position)
        bool computer = false;  ///< the computer plays this seat (src/ai drives it)
        bool operator==(const Seat &) const = default;
    };
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    PlayersModel *players() const { return m_table->players(); }
    BattlefieldModel *battlefield() const { return m_table->battlefield(); }
    StackModel *stack() const { return m_table->stack(); }
    LogModel *log() const { return m_log; }
    DayNightState *dayNight() const { return m_table->dayNight(); }
    TurnState *turn() const { return m_table->turn(); }
    TimelineModel *timeline() const { return m_timeline; }
    QString status() const { return m_status; }
    QString seedText() const { return QString::number(m_session->seed()); }
    QString documentName() const { return m_documentName; }
    /// Where File > Save proposes to save, as a file: URL: the user's documents folder
    /// (QStandardPaths; the home folder if it has none) and a name from the game, e.g.
    /// "daynight-seed-3-turn-4.json" or "ruling-06-turn-4.json".
    Q_INVOKABLE QString suggestedSaveFile() const;
    int playerCount() const;
    bool canUndo() const { return m_remote ? remoteCanUndo() : m_session->record().canUndo() || m_session->canBringBack(); }
    bool canRedo() const { return m_session->record().canRedo(); }
    QString undoText() const;
    QString redoText() const;
    /// The game record: the start, every action since, and the variations (issue 10).
    const rules::GameRecord &record() const { return m_session->record(); }
    LessonPlayer *lesson() const { return m_lesson; }
    bool unsavedWork() const { return m_unsaved; }
    QString autosaveFile() const { return m_autosaveFile; }
    void setAutosaveFile(const QString &file);
    QString restorableSession() const { return m_restorable; }
    /// At start-up: autosave the session to `folder`/autosave.json, holding `folder`/session.lock
    /// while this table lives (a second table neither offers a live session nor overwrites it),
    /// then offerRestore(). The folder is made when missing. Returns false, and says why in the
    /// status bar, the table's log and the program's log, naming the folder and the system's
    /// reason, when the folder cannot be made or written ("cannot create the folder /x/daynight:
    /// /x is a file, not a folder") or another table holds it; the table then does not autosave.
    bool startAutosave(const QString &folder);
    /// At start-up: autosave the session to `file` from now on, unless a session a table left
    /// without quitting is there; then restorableSession says so and nothing is written until
    /// answerRestore(). The file is read only if it is a regular file (at most 16 MiB, without
    /// blocking) and checked whole first: one that cannot be restored (damaged, truncated, too
    /// large, an action the rules now refuse) is moved aside as autosave-refused-<time>.json and
    /// the status, the log and a dialog (fileProblem) name it; it is never overwritten. A special
    /// file (a device, a FIFO, a link to one) is neither read nor moved (a link is replaced by
    /// the next autosave, never written through). A complete session QSaveFile left under its
    /// temporary name (autosave.json.XXXXXX), newer than the autosave, is offered in its place;
    /// other such leftovers are removed.
    void offerRestore(const QString &file);
    /// Restores the waiting session (true) or discards it (false); autosave starts either way.
    /// Returns false when restoring fails (status says why; the new game stays).
    Q_INVOKABLE bool answerRestore(bool restore);
    BoardEditor *editor() const { return m_editor; }
    QString positionProblem() const;
    QString hint() const { return m_hint; }
    QString primaryText() const { return m_primaryText; }
    bool actingHere() const { return m_actingHere; }
    QVariantList combatArrows() const { return m_table->combatArrows(); }
    QString viewerKind() const { return TableViewers::kindName(m_table->viewer()); }
    int viewerSeat() const { return m_table->viewer().seat; }
    bool choosingTargets() const { return m_session->hasGame() && m_session->game()->state().decision.casting.has_value(); }
    PriorityStops *stops() const { return m_stops; }
    StopControl *stopControl() const { return m_stopControl; }
    /// "" when the table passes automatically for players without a stop; else why it does not
    /// now (StopControl::autoPassOff shows it).
    QString autoPassOff() const;
    const rules::Game &game() const { return *m_session->game(); }

    // ---- A network table (src/models/network/gamecontrollerremote.cpp).
    /// The table shows `remote` (not owned; detachRemote() before it goes) and acts through it:
    /// the board is the host's view for this seat, actions go to the host (the board changes
    /// when its update comes), undo asks the other players (SessionClient::requestUndo()), and
    /// what belongs to the session (new game, files, the board editor, restart, walking the
    /// record, seats) is refused with "This game is hosted by `host`: ... is not available at a
    /// network table." and nothing changes. Autosave pauses meanwhile.
    void attachRemote(RemoteSession *remote, const QString &host);
    /// Back to the table's own session: the last position seen stays on the board, autosave
    /// resumes. Nothing when not attached.
    void detachRemote();
    /// Whether the table shows a game hosted elsewhere (attachRemote()).
    bool isRemote() const { return m_remote != nullptr; }
    NetworkPlay *network() const { return m_network; }

    /// The hand, graveyard or exile of player 0..3 (models of players not in the game are empty).
    Q_INVOKABLE CardZoneModel *hand(int player) const { return m_table->hand(player); }
    Q_INVOKABLE CardZoneModel *graveyard(int player) const { return m_table->graveyard(player); }
    Q_INVOKABLE CardZoneModel *exile(int player) const { return m_table->exile(player); }

    /// Starts a new game between the demo decks (Tovolar's Pack, Day Keepers, alternating) for
    /// `players` seats (2..4; others are clamped) with this seed. Every seat is a person's.
    Q_INVOKABLE void newGame(quint64 seed, int players = 2);
    /// Starts a new game (CR 103) with these seats, in turn order: `seats` is a list of 2 to 4
    /// maps {name (string, 1 to 40 characters, each different), deck (a DeckLibrary id such as
    /// "demo:tovolars-pack" or "user:wolves.txt"), computer (bool, false if missing)}. `seed` is
    /// a whole number from 0 to 2^64-1 written in decimal (a string: QML numbers cannot hold
    /// every 64-bit seed). On bad input returns false, the status says why in one line ("seat 2:
    /// no deck \"user:x.txt\""), and the game on the table stays exactly as it was.
    Q_INVOKABLE bool newGameWithSeats(const QString &seed, const QVariantList &seats);
    /// A random seed for a new game, in decimal (0 to 2^64-1).
    Q_INVOKABLE QString randomSeed() const;
    DeckLibrary *decks() const { return m_decks; }
    ComputerOpponent *computer() const { return m_computer; }
    /// Plays `action` for computer seat `seat` (ComputerOpponent) as apply() does, after writing
    /// `explanation` (what the computer weighed; "" for none) in the log. Refused, with the game
    /// unchanged, when `seat` is not a computer's or `action` is not the seat's.
    rules::Result applyForComputer(int seat, const rules::Action &action, const QString &explanation);
    /// Whether the seat that must act now (the pending decision's player, else the priority
    /// holder) is the computer's, outside a lesson and before the game is over: the table then
    /// passes and decides nothing for it.
    bool computerMustAct() const;
    /// Whether a game is on the table (game() may be called).
    bool hasGame() const { return m_session->hasGame(); }
    /// The current game's seed (0 .. 2^64-1).
    quint64 seedValue() const { return m_session->seed(); }
    QVariantList seats() const;
    /// The seats of the game on the table, in turn order.
    const QList<Seat> &seatList() const { return m_seats; }
    /// Whether the computer plays seat `seat` (0-based); false for a seat not in the game.
    Q_INVOKABLE bool isComputer(int seat) const { return seat >= 0 && seat < m_seats.size() && m_seats[seat].computer; }
    /// Makes seat `seat` (0-based) a computer's or a person's seat (`daynight --ai SEAT`). False
    /// for a seat not in the game.
    Q_INVOKABLE bool setComputer(int seat, bool computer);
    /// The person at seat `seat` (0-based) concedes (CR 104.3a): an action of the game record,
    /// so Ctrl+Z takes it back like any other. They lose and leave the game (CR 800.4a); in a
    /// two-player game the other player wins, with more the game goes on without them. Refused
    /// (false; the status says why, nothing changes) for a computer's seat, a seat no longer in
    /// the game, while a decision is pending, in a lesson, or with the game over.
    Q_INVOKABLE bool concede(int seat);
    /// Game > Concede's question for `seat`: "Concede the game for Alice? She loses ... Bob
    /// wins." (or "... Bob and Carol play on without Alice."); "" with no game or no such seat.
    Q_INVOKABLE QString concedeQuestion(int seat) const;
    /// Whether new games (newGame(), newGameWithSeats(), restart() keeps the start) begin with the
    /// opening hands' mulligans (CR 103.5, rules::Game::Opening::Mulligans). Off by default: the
    /// table has no keep/mulligan panel yet, and games from a seed start at turn 1 as before.
    void setMulligans(bool on) { m_mulligans = on; }
    bool mulligans() const { return m_mulligans; }
    /// The player asked keeps their opening hand, or takes a mulligan (CR 103.5): actions of the
    /// record, as any other (Ctrl+Z takes them back). Refused (false; the status says why,
    /// nothing changes) when nobody is asked, or for a computer's seat, which decides its own.
    Q_INVOKABLE bool keepHand();
    Q_INVOKABLE bool takeMulligan();
    /// The player choosing puts `cardIds` (card ids of their hand, in the order chosen: the last
    /// one at the very bottom) on the bottom of their library (CR 103.5). Refused as above, and
    /// with the engine's reason for a wrong count or a card not in hand.
    Q_INVOKABLE bool putOnBottom(const QVariantList &cardIds);
    /// handChoices, opening: see the properties.
    QVariantList handChoices() const;
    QVariantMap opening() const { return m_opening; }
    /// A `path` or file:// URL as a local path (Qt 6.4's file dialog "//" quirk undone).
    static QString localPath(const QString &fileOrUrl);
    /// Continues from a position with the built-in card pool (tests, the bench). The card ids are
    /// renumbered as a load of the saved game would number them (rules::reloaded()), so the
    /// record saves and replays exactly; returns old card id -> new card id.
    QHash<int, int> loadState(const rules::GameState &state);
    /// Opens a scenario file (tests/scenarios/README.md): its position, then its actions one by
    /// one (so Ctrl+Z steps back through them). `file` is a path or a file:// URL. On error the
    /// current game stays, status says why ("<file>: <json path>: <problem> (<value>)") and
    /// false is returned.
    Q_INVOKABLE bool openScenario(const QString &file);
    /// Opens a scenario from text (the clipboard, Ctrl+Shift+V): a position or a whole record,
    /// as positionText() / recordText() write it: JSON (it begins with "{" or "["), or position text
    /// (rules/positiontext.h). On error, as openScenario(), with "the clipboard:<line>" for JSON
    /// syntax and "the clipboard: line L, column C: <problem>" for position text.
    Q_INVOKABLE bool openScenarioText(const QString &text);
    /// The position on the board for the clipboard (Ctrl+Alt+C), as openScenarioText() reads it:
    /// position text (rules/positiontext.h: a few lines, libraries as counts) when it carries the
    /// whole position (rules::positionTextOmits() is empty, no cards from a file), else a scenario
    /// (a `state`, no actions) as JSON. "" when no game runs.
    Q_INVOKABLE QString positionText() const;
    /// The game record as a replay scenario (start, actions to here, checkpoints), as Save writes
    /// it; with `wholeSession`, also every variation and the point shown ("session"). "" when no
    /// game runs.
    Q_INVOKABLE QString recordText(bool wholeSession = false) const;
    /// Writes the whole session to autosaveFile now (atomically); false (and a status line)
    /// when it cannot. Called by itself after every change of the record.
    bool writeAutosave();
    /// Removes the autosave (a clean quit, or the player declined to restore it).
    Q_INVOKABLE void discardAutosave();
    /// One line about the session autosaved in autosaveFile ("Turn 4, at action 31; 31 recorded
    /// actions (variations included); autosaved 2026-12-02 10:31"), or why it cannot be restored
    /// ("the autosave is damaged (line 3: unterminated string)"); "" when there is none. Reads
    /// at most 16 MiB of a regular file, and replays the session to check it.
    Q_INVOKABLE QString autosaveSummary() const { return autosaveSummary(m_autosaveFile); }
    static QString autosaveSummary(const QString &file);
    /// Opens the autosaved session: every variation, the same point, the same log. False (status
    /// and fileProblem say why) when there is none or it cannot be restored; such a file is
    /// moved aside and named, as offerRestore() does.
    Q_INVOKABLE bool restoreAutosave();
    /// Help > Report a problem: writes one file (atomically) holding the record from the start to
    /// this point with every variation (a replay scenario with "session"), and a "report" object:
    /// the tester's `note` and `expected`, the log with its citations, the program's version and
    /// build, the time, and the PNG at `screenshotFile` (base64; "" or unreadable: none, and
    /// the report says so). The screenshot file is removed afterwards. Opening the report lands
    /// on the same position with the same history; the headless runner runs it. On error: false,
    /// status and fileProblem say why.
    Q_INVOKABLE bool writeReport(const QString &file, const QString &note, const QString &expected, const QString &screenshotFile);
    /// A temporary file for the table's screenshot before writeReport() (in the temp folder).
    Q_INVOKABLE QString reportScreenshotFile() const;
    /// "0.1.0 (RelWithDebInfo, g++ 12.2.0, Qt 6.4.2, commit abc1234)": the program's version and
    /// build, as a report records it.
    static QString buildDescription();
    /// Shows `text` in the status bar (the table's own notices: "Copied ... to the clipboard").
    Q_INVOKABLE void notify(const QString &text) { setStatus(text); }
    // ---- The players' names, for every panel that lists them (gamecontrollereditor.cpp).
    /// The players' names, in seat order.
    Q_INVOKABLE QStringList playerNames() const;
    /// Game > Restart: the same start position and seed again (the record starts over).
    Q_INVOKABLE bool restart();
    /// The demonstration scenarios the package installs (datapaths::demonstrations()): maps of
    /// {file, name, rulings, kind ("ruling" or "card")}, sorted by file name; empty when the
    /// folder is not found.
    Q_INVOKABLE QVariantList demonstrations() const;
    /// Saves the game as a replay file (a scenario with the start position, the actions of the
    /// line shown up to the current point, and checkpoints; tests/scenarios/README.md). Opening
    /// it lands on the same position with the same history. The write is atomic: on error the
    /// status, a dialog (fileProblem) and the log say why, the old file stays, false is returned.
    Q_INVOKABLE bool saveScenario(const QString &file);
    /// Plays the land or casts the spell `cardId` from the hand of the player holding priority.
    /// Answers a discard decision instead when one is pending, and a target decision that may
    /// take this card in a graveyard (CR 115.1: the graveyard list's click). Returns false if refused.
    Q_INVOKABLE bool playCard(int cardId, int x = 0);
    /// The priority holder passes priority (CR 117.3d). With auto-pass on (autoPassOff() is ""),
    /// the table then passes for each player who holds priority where they have no stop
    /// (gamecontrollerstops.cpp), each pass an action of the record.
    Q_INVOKABLE bool pass();
    /// "Pass until end of turn" (Enter): the main button (a pending decision is confirmed, not
    /// skipped), then passes for every player in turn, stops or not, until the next turn
    /// begins, something goes on the stack, a decision is needed or the game ends; then the
    /// usual stops apply (with auto-pass on it goes on to the next turn's first stop). Returns
    /// false if the first action was refused (nothing is passed).
    Q_INVOKABLE bool passUntilNextTurn();
    /// "Pass until something happens" (Shift+Enter): as passUntilNextTurn(), but it also stops
    /// once creatures attack (the declare attackers step with attackers, CR 508.1), and at the
    /// next turn's first priority (its upkeep, CR 503.1), where no stop is passed. Returns false
    /// if the first action was refused.
    Q_INVOKABLE bool passUntilSomethingHappens();
    /// A click on a permanent: during a decision it chooses (attackers: toggles; blockers: a
    /// blocker, then the attacker it blocks; "any number": toggles; legend rule: keeps it);
    /// otherwise it taps a basic land for mana. Returns false if refused (status says why).
    Q_INVOKABLE bool clickPermanent(int objectId);
    /// A click on a player's name: chooses that player as the target being picked.
    Q_INVOKABLE bool clickPlayer(int player);
    /// A click on a spell on the stack: chooses it as the target being picked.
    Q_INVOKABLE bool clickStackObject(int objectId);
    /// Stops choosing targets; nothing is cast or activated.
    Q_INVOKABLE void cancelTargets();
    /// The activated abilities of a permanent's face that is up, for its menu: a list of maps
    /// {index (int), text (string), enabled (bool), why (string, "" when enabled), needsX (bool)}.
    Q_INVOKABLE QVariantList abilitiesOf(int objectId) const;
    /// Activates ability `index` of `objectId` for its controller with X = `x` (>= 0); asks for
    /// targets by clicking first when it has any. Returns false if refused (status says why).
    Q_INVOKABLE bool activateAbility(int objectId, int index, int x = 0);
    /// Answers a "chooseOption" decision with option `index` (0-based, as in turn.decisionLabels).
    Q_INVOKABLE bool chooseOption(int index);
    /// Confirms the choices made for the pending decision (the "Done" button).
    Q_INVOKABLE bool confirmDecision();
    /// The main button: confirms a pending decision, otherwise passes priority.
    Q_INVOKABLE bool primaryAction();
    /// Steps back one action in the game record (Ctrl+Z). The board, the log and the indicator
    /// show the position before it; the action stays in the record for redo. With a person and
    /// the computer seated, it goes on back over the computer's actions to the last point where a
    /// person was to act (the computer would only play them again). Right after deleteFromNode()
    /// (nothing played since) it brings the deleted line back instead, the last deletion first.
    /// Returns false at the start.
    Q_INVOKABLE bool undo();
    /// Plays the undone action again (Ctrl+Shift+Z, Ctrl+Y): the variation last walked, else the
    /// main line. Returns false when nothing follows.
    Q_INVOKABLE bool redo();
    /// Shows node `index` of the record (0 = the start); false if out of range. Acting from a
    /// past point starts a variation and keeps the old line.
    Q_INVOKABLE bool goToRecordNode(int index);
    /// Makes the line through record node `index` the main line (the timeline's "Promote to main
    /// line"); the board stays where it is. False for an index out of range.
    Q_INVOKABLE bool promoteVariation(int index);
    /// Deletes record node `index` and everything played after it, variations included (the
    /// timeline's "Delete from here", after deletionSummary()'s question). If the board showed a
    /// deleted point it goes to the point the deleted line was played from (and a computer seat
    /// to act there waits, as after any walk of the record). The deletion can be undone
    /// (undo(): the same nodes, order, notes and point shown) until another action is played,
    /// a line promoted or another game started; until then the autosave keeps the record as it
    /// was before it, so a crash loses nothing. The start (0) cannot be deleted: false, status
    /// says why (gamecontrollerrecord.cpp).
    Q_INVOKABLE bool deleteFromNode(int index);
    /// What deleteFromNode(index) would delete, for the question asked first: {actions (int: the
    /// record nodes that go), variations (int: the lines that end among them, 1 for a single
    /// line), text (the question: "Delete action 25 (“Bob casts Consider”) and the 11 actions after
    /// it (2 variations) from the game record? ...")}; an empty map for the start or an index out of range.
    Q_INVOKABLE QVariantMap deletionSummary(int index) const;

    /// Opens a lesson's scenario (LessonPlayer): the checks, position and actions of
    /// openScenario(), without touching the recent files; `actionNodes` receives the record
    /// node after each of sc.actions. False, with the file problem said, on bad input.
    bool openLesson(const rules::Scenario &sc, QList<int> *actionNodes) { return openLoaded(sc, actionNodes); }
    /// Plays scenario actions (the "actions" vocabulary, tests/scenarios/README.md) from the
    /// point shown, each an action of the record (a passUntil: every pass on the way), naming
    /// cards with `refs` and each action by `pathOf(index)` in messages. Stops at the first
    /// that is refused; returns how many were played. `nodes` gets the record node after each.
    int playScenarioActions(const QJsonArray &actions, rules::CardRefs refs, const std::function<QString(int)> &pathOf,
                            QList<int> *nodes = nullptr);
    /// The named cards of the scenario last opened, as the table numbers them.
    const rules::CardRefs &scenarioRefs() const { return m_scenarioRefs; }

    /// Applies any engine action (scenarios, tests). Returns the result; models are updated.
    rules::Result apply(const rules::Action &action);

signals:
    void viewerChanged();
    void statusChanged();
    void gameStarted();
    void historyChanged();
    void hintChanged();
    /// An action was refused; `reason` is one line citing the rule.
    void refused(const QString &reason);
    /// Opening or saving a file failed: `title` ("Could not save"), `text` the file, the reason
    /// and what was kept. Emitted after refused(); the table shows it in a dialog.
    void fileProblem(const QString &title, const QString &text);
    void unsavedWorkChanged();
    void restorableSessionChanged();
    void autosaveFileChanged();
    /// A file was opened or saved (for the recent files): its local path.
    void fileOpened(const QString &file);
    void fileSaved(const QString &file);
    void documentNameChanged();
    void seatsChanged();
    /// Events were applied, in order (for animations and tests).
    void eventsApplied(int count);
    void combatArrowsChanged();
    void handChoicesChanged();
    void openingChanged();

private:
    // ---- A network table (gamecontrollerremote.cpp).
    /// Refuses `what` ("the board editor") at a network table: status, refused(); true when
    /// refused (the caller returns), false when the table is not remote.
    bool refuseAtNetworkTable(const QString &what);
    rules::Result applyRemote(const rules::Action &action);
    void showRemoteView();
    bool requestRemoteUndo();
    bool remoteCanUndo() const;
    RemoteSession *m_remote = nullptr;
    bool m_actingHere = true; ///< actingHere

    QString m_remoteHost;
    qsizetype m_remoteLogLines = 0;   ///< the remote log lines the table's log holds
    QString m_autosaveBeforeRemote;   ///< autosaveFile while attached (autosave pauses)
    NetworkPlay *m_network = nullptr;
    friend class LessonPlayer; // says a lesson's file problems as a scenario's (refuseFile)
    // ---- Stops and auto-pass (gamecontrollerstops.cpp).
    /// Whether `player`, holding priority in the position shown, stops there: another player's
    /// spell or ability on top of the stack, or one of their stops (combat steps after the
    /// attack only while creatures attack). `why` receives the reason ("Bob's Play with Fire is
    /// on the stack", "her stop at main 2").
    bool stopsHere(int player, QString *why = nullptr) const;
    /// Whether `player`'s only legal actions now are passing and tapping for mana (nothing to
    /// cast, activate or play: rules::Game::legalActions()).
    bool canOnlyPass(int player) const;
    /// "Consider" or "ability of Kessig Naturalist": a stack object as the stop lines name it.
    QString stackObjectName(const rules::StackObject &top) const;
    /// After an accepted player action: passes for each priority holder who does not stop
    /// (autoPassOff() ""), at most into the next turn; says what it passed, and why it stopped,
    /// in one log line and in autoPassed, after `lead` (what a pass-until did first).
    void autoPass(const QString &lead = QString());
    /// The main button's label with auto-pass: what the round of passes will do.
    QString autoPassDescription() const;
    /// "Kessig Naturalist" (and how many more in `more`): the first permanent of `player` with an
    /// ability they can activate now; "" if none (for the hint, issue 12 part 6).
    QString activatableNow(int player, int *more) const;
    /// A pass-until (Enter, Shift+Enter): `somethingHappens` also stops at attackers and the turn.
    bool passUntil(bool somethingHappens);
    void setStatus(const QString &status);
    bool refuse(const QString &why);
    QList<int> opponents() const;
    void refreshAll();
    /// Gives the table and the log the viewers TableViewers::choose() decides for the position.
    void chooseViewers();
    /// A line of the table's own in the log ("Opened scenario ..."), kept with the current node.
    void note(const QString &text);
    /// Shows the record's current node: a game from its state, the log along its path.
    void showRecordNode();
    /// The log shows exactly the line from the start to `node` (m_logPath, m_logCounts).
    bool logShowsPath(int node) const;
    /// One line for an action of the record: its first event, else its kind.
    QString describe(int node) const;

    /// Starts the table and a new record from `state` (renumbered as a load of its save would,
    /// rules::reloaded(); `cardIds` receives the renumbering).
    void startFrom(const rules::CardDatabase &cards, const rules::GameState &state, QHash<int, int> *cardIds = nullptr);
    /// Starts a new game with the built-in pool (newGame(), newGameWithSeats()).
    void startNewGame(quint64 seed, const QList<rules::PlayerSetup> &players, const QList<Seat> &seats);
    void setSeats(const QList<Seat> &seats);
    /// The seats a scenario file names ("seats", or its session's), else people's seats named
    /// after its players.
    QList<Seat> seatsOf(const rules::Scenario &sc) const;
    /// [{name, deck, computer}] as a saved game and the session write it.
    QJsonArray seatsJson() const;
    /// A deck problem (an import with bad lines, an export that could not be written; `problems`
    /// of them, one per line of `why`): the status and the table's log say it in one line, the
    /// first five problems in full and how many more.
    void deckFailed(const QString &title, const QString &why, int problems);
    /// A file that could not be opened or written: `why` in the status bar and the log, refused(),
    /// and a dialog (fileProblem) titled `title` saying `dialogText`. Returns false.
    bool fileFailed(const QString &title, const QString &why, const QString &dialogText);
    /// Says why a file (or the clipboard) cannot be opened (fileFailed(), "Could not open").
    bool refuseFile(const QString &why);
    /// playScenarioActions()' loop: plays `actions` in order, adding the cards they create to
    /// `refs`; returns how many were played before the first refused one.
    qsizetype playEachScenarioAction(const QJsonArray &actions, rules::CardRefs &refs, const std::function<QString(int)> &pathOf,
                                     QList<int> *nodes);
    /// Shows a loaded scenario: its session if it has one, else its position and actions
    /// (`actionNodes`, if given, receives the record node after each of them).
    bool openLoaded(const rules::Scenario &sc, QList<int> *actionNodes = nullptr);
    /// The record along the line shown, to the current point, as a replay scenario.
    QJsonObject replayJson() const;
    /// {"nodes": [{"parent", "action"}...], "current", "notes", "seed"}: the whole record tree.
    QJsonObject sessionJson() const;
    /// Rebuilds a record from a scenario's "session" by replaying each node from its parent;
    /// false with "<file>: $.session...: <problem> (<bad value>)" on bad input.
    static bool readSession(const rules::Scenario &sc, rules::GameRecord *out, QHash<int, QStringList> *notes, QString *error);
    /// Reads `file` as an autosaved session without changing anything (gamecontrollerautosave.cpp):
    /// a regular file of at most 16 MiB, JSON, a scenario with a "session", its line played and
    /// every node of its session replayed. True with the scenario and the restore offer's line;
    /// else false with `*problem`, what is wrong after "the autosave ": "is damaged (line 3:
    /// unterminated string)", "cannot be read (the file is larger than 16 MiB)", "cannot be
    /// replayed by the rules of this version ($.session.nodes[4].action: illegal action: ...)".
    static bool checkSession(const QString &file, rules::Scenario *sc, QString *summary, QString *problem);
    /// An autosave that cannot be restored (`problem`, as checkSession() says it): moved aside
    /// and named in the status bar, the log and a dialog; autosave goes on in a new file (or
    /// stops, and says so, when it could not be moved: it is never overwritten).
    void refuseAutosave(const QString &file, const QString &problem);
    /// A notice about the autosave: the status bar, the table's log, the program's log, and,
    /// when `title` is not "", a dialog (fileProblem, sent once the event loop runs, so a window
    /// that is still loading shows it).
    void autosaveNotice(const QString &title, const QString &text);
    /// Opens a checked autosave (checkSession()) and says it was restored.
    bool restoreChecked(const rules::Scenario &sc);
    void scheduleAutosave();

    QJsonArray m_extraCards;        ///< a scenario's own card definitions, saved with the position
    rules::CardRefs m_scenarioRefs; ///< scenarioRefs()
    QString m_documentName;         ///< documentName
    QList<int> m_logPath;           ///< the record nodes whose lines the log shows, from the start
    QList<int> m_logCounts;         ///< the log's line count after each of m_logPath's nodes
    void setDocumentName(const QString &name);
    LessonPlayer *m_lesson;
    DeckLibrary *m_decks;
    ComputerOpponent *m_computer = nullptr;
    /// applyForComputer() is playing: apply() lets an action for a computer seat through.
    bool m_computerActing = false;
    QList<Seat> m_seats;            ///< seats
    /// The game and its record: the authority this table submits its actions to.
    LocalSession *m_session;
    /// "action 25 (“Bob casts Consider”) and the 11 actions after it": record node `index` and
    /// what deleteFromNode(index) would delete with it.
    QString deletedLineText(int index) const;
    /// Brings the last deletion back (undo()): the record, notes and point shown before it.
    void restoreDeletion();
    bool m_unsaved = false;
    /// The board editor (editor); it reaches the game through the Host functions below.
    BoardEditor *m_editor;
    const rules::Game *editedGame() const override;
    const rules::CardDatabase &editPool() const override;
    rules::Result applyEdit(const rules::Action &edit) override;
    void showEditStatus(const QString &text) override;
    bool refuseEdit(const QString &why) override;
    bool refuseEditing() override { return refuseAtNetworkTable(QStringLiteral("the board editor")); }
    QString m_autosaveFile;
    bool m_autosavePending = false;
    QString m_restorable;       ///< restorableSession
    QString m_pendingAutosave;  ///< the autosave file while the player decides
    std::optional<rules::Scenario> m_pendingSession; ///< it, as checkSession() read it
    QString m_autosaveProblem;  ///< why the last autosave failed ("" when it worked)
    std::unique_ptr<QLockFile> m_sessionLock; ///< startAutosave(): this table's hold on the folder
    /// What openLoaded() found wrong with a file it still opened (a desync: it no longer
    /// replays as recorded), "" when nothing; said with the file's opening.
    QString m_openWarning;
    /// Sets m_selection.handChoices (the cards clicked for a discard or the bottom), refreshes
    /// the hands that mark them and emits handChoicesChanged.
    void setHandChoices(const QList<int> &cards);
    /// The status line while the bottom cards are chosen: "choose 2 more", or "confirm".
    QString bottomChoiceStatus() const;
    /// Re-reads opening() and handChoices from the game, emitting their signals on a change.
    void refreshOpening();
    QVariantMap m_opening; ///< opening()
    QList<int> m_handChoicesShown; ///< handChoices as handChoicesChanged last said
    /// What the table shows of the session's position (the list models, day/night, the turn).
    GameTable *m_table;
    LogModel *m_log;
    TimelineModel *m_timeline;
    QString m_status;
    QString m_hint;
    QString m_primaryText;
    QString m_autoPassed;       ///< autoPassed
    PriorityStops *m_stops;
    /// The stops' controls (stopControl); they reach the game through the Host functions below.
    StopControl *m_stopControl;
    const rules::Game *stopsGame() const override;
    bool computerSeat(int seat) const override;
    void showStopStatus(const QString &text) override;
    bool refuseStop(const QString &why) override;
    /// Actions the table plays itself (scenario actions, auto-pass, a pass-until): no auto-pass
    /// after each.
    bool m_scripted = false;
    /// During a run of automatic passes (or a pass-until) the models are refreshed once, at its
    /// end: the table shows only where it comes to rest, so the hot-seat curtain sees one change
    /// of the seat it waits for, not one per pass (and each pass costs the engine's time only).
    bool m_batching = false;
    /// playScenarioActions() is playing a file's actions: as with m_batching the models wait,
    /// and historyChanged too, both once at the end (a replay of thousands of actions would
    /// otherwise lay the timeline out after each).
    bool m_replaying = false;
    /// How the record changed since the timeline last showed it (TimelineModel::update()):
    /// Walked where only actions were played or the current node moved, else Replaced.
    TimelineModel::Change m_recordChange = TimelineModel::Change::Replaced;
    /// Auto-pass may play in this game: a new game, a position loaded to play on, a saved game
    /// or session (it has checkpoints or a session); not a scenario, demonstration or lesson.
    bool m_playedGame = false;
    bool m_mulligans = false; ///< setMulligans()
    /// The player who pressed "pass until end of turn" (Enter) and the turn: their stops are
    /// passed for the rest of it, through other players' decisions. Cleared by any other action
    /// of theirs and by walking the record.
    struct PassingToEndOfTurn {
        int seat = -1;
        int turn = 0;
    } m_passingToEndOfTurn;
    TableSelection m_selection;
    /// Answers the engine's ChooseTarget decision with `target` (an object id or a player's
    /// target code); refused with the prompt when it is not one of the options.
    bool answerTarget(int target);
};
