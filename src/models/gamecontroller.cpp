#include "gamecontroller.h"

#include "actions.h"
#include "remotesession.h"
#include "scenario.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QJsonDocument>
#include <QSaveFile>
#include <QUrl>

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcController, "daynight.models.controller", QtInfoMsg)

using namespace rules;

namespace {
constexpr int kMaxSeats = 4;
}

GameController::GameController(QObject *parent)
    : QObject(parent),
      m_session(new LocalSession(this)),
      m_table(new GameTable(m_session, this)),
      m_log(new LogModel(this)),
      m_timeline(new TimelineModel(this))
{
    connect(m_table, &GameTable::combatArrowsChanged, this, &GameController::combatArrowsChanged);
    connect(m_table, &GameTable::viewerChanged, this, &GameController::viewerChanged);
    m_lesson = new LessonPlayer(this);
    m_decks = new DeckLibrary(this);
    m_editor = new BoardEditor(this, this);
    m_computer = new ComputerOpponent(this);
    connect(m_decks, &DeckLibrary::failed, this, &GameController::deckFailed);
    connect(m_decks, &DeckLibrary::done, this, [this](const QString &text) {
        setStatus(text);
        if (m_session->hasGame())
            note(text);
    });
    m_stops = new PriorityStops(this);
    m_stopControl = new StopControl(this, m_stops, this);
    m_network = new NetworkPlay(this);
    // The phase bar's markers, the hint and the Pass button's label follow the stops.
    connect(m_stops, &PriorityStops::changed, this, [this] { if (m_session->hasGame()) refreshAll(); });
    connect(m_stops, &PriorityStops::autoPassChanged, this, [this] { if (m_session->hasGame()) refreshAll(); });
    // Whose eyes the table has follows the seats, the board editor and lessons (chooseViewers()).
    connect(this, &GameController::seatsChanged, this, [this] { if (m_session->hasGame()) refreshAll(); });
    connect(m_editor, &BoardEditor::editingChanged, this, [this] { if (m_session->hasGame()) refreshAll(); });
    connect(m_lesson, &LessonPlayer::lessonChanged, this, [this] { if (m_session->hasGame()) refreshAll(); });
    // The title names the file once one is opened or saved.
    connect(this, &GameController::fileOpened, this, [this](const QString &file) { setDocumentName(QFileInfo(file).fileName()); });
    connect(this, &GameController::fileSaved, this, [this](const QString &file) { setDocumentName(QFileInfo(file).fileName()); });
    // The timeline follows the record: every action, undo, redo, jump, promotion and deletion.
    // The autosave follows it too (once per burst of changes).
    connect(this, &GameController::historyChanged, this, [this] {
        m_timeline->update(m_session->record(), std::exchange(m_recordChange, TimelineModel::Change::Replaced));
        scheduleAutosave();
    });
}

GameController::~GameController()
{
    delete m_computer; // first: it waits for its worker thread and watches this object's signals
    delete m_network;  // its session goes before the table it is attached to
}

void GameController::setDocumentName(const QString &name)
{
    if (m_documentName == name)
        return;
    m_documentName = name;
    emit documentNameChanged();
}

QString GameController::suggestedSaveFile() const
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    QString base = m_documentName.startsWith(QLatin1String("seed ")) ? QStringLiteral("daynight-seed-") + seedText()
                                                                    : QFileInfo(m_documentName).completeBaseName();
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("daynight");
    return QUrl::fromLocalFile(QStringLiteral("%1/%2-turn-%3.json").arg(folder, base).arg(m_session->hasGame() ? m_session->game()->state().turnNumber : 0)).toString();
}

int GameController::playerCount() const
{
    return m_session->hasGame() ? int(m_session->game()->state().players.size()) : 0;
}

void GameController::newGame(quint64 seed, int players)
{
    if (refuseAtNetworkTable(QStringLiteral("a new game")))
        return;
    players = std::clamp(players, 2, kMaxSeats);
    static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")};
    static const QStringList decks{QStringLiteral("tovolars-pack"), QStringLiteral("day-keepers")};
    QList<PlayerSetup> setups;
    QList<Seat> seats;
    for (int i = 0; i < players; ++i) {
        setups.append({names[i], CardDatabase::builtInDeck(decks[i % 2])});
        seats.append({names[i], setups.last().deck.name, false});
    }
    startNewGame(seed, setups, seats);
}

void GameController::startNewGame(quint64 seed, const QList<PlayerSetup> &players, const QList<Seat> &seats)
{
    Events events;
    m_playedGame = true;
    m_autoPassed.clear();
    setDocumentName(QStringLiteral("seed %1").arg(seed));
    m_extraCards = {};
    m_session->startNew(CardDatabase::builtIn(), seed, players, m_mulligans ? Game::Opening::Mulligans : Game::Opening::NoMulligans, &events);
    if (m_unsaved) {
        m_unsaved = false;
        emit unsavedWorkChanged();
    }
    setSeats(seats);
    m_table->reset();
    m_log->clear();
    m_logPath.clear(); // rebuilt at the next jump
    m_logCounts.clear();
    m_log->append(events, m_session->game()->state().turnNumber);
    refreshAll();
    setStatus(QString());
    emit gameStarted();
    emit historyChanged();
}

QHash<int, int> GameController::loadState(const GameState &state)
{
    m_extraCards = {};
    QHash<int, int> renumbered;
    startFrom(CardDatabase::builtIn(), state, &renumbered);
    m_playedGame = true; // a position to play on (tests, the bench)
    refreshAll();
    return renumbered;
}

void GameController::startFrom(const CardDatabase &cards, const GameState &state, QHash<int, int> *cardIds)
{
    m_session->startFrom(cards, state, cardIds);
    m_playedGame = false; // a file's position: openLoaded() says whether it is a played game
    m_autoPassed.clear();
    // People's seats until the file says otherwise (openLoaded()).
    QList<Seat> seats;
    for (const Player &p : state.players)
        seats.append({p.name, QString(), false});
    setSeats(seats);
    m_table->reset();
    m_log->clear();
    m_logPath.clear();
    m_logCounts.clear();
    refreshAll();
    emit gameStarted();
    emit historyChanged();
}

void GameController::refreshAll()
{
    const Game *g = m_session->game();
    if (g->state().decision.kind == PendingDecision::Kind::None)
        m_selection = TableSelection();
    m_selection.targetable.clear();
    m_selection.targets.clear();
    if (g->state().decision.kind == PendingDecision::Kind::ChooseTarget) {
        // The engine asks for a target (a spell or ability being cast, or a triggered ability).
        m_selection.targetable = g->state().decision.options;
        if (g->state().decision.casting)
            m_selection.targets = g->state().decision.casting->targets;
    }
    chooseViewers();
    m_table->refresh(m_selection);

    const GameState &s = g->state();
    QString hint;
    if (s.gameOver)
        hint = QStringLiteral("The game is over. Ctrl+N starts a new one.");
    else if (s.decision.kind == PendingDecision::Kind::DiscardToHandSize || s.decision.kind == PendingDecision::Kind::DiscardCards)
        hint = s.decision.prompt + QStringLiteral(" Click the cards in the hand.");
    else if (s.decision.kind == PendingDecision::Kind::LegendRule)
        hint = s.decision.prompt + QStringLiteral(" Click the permanent to keep.");
    else if (s.decision.kind == PendingDecision::Kind::ChooseOption)
        hint = QStringLiteral("%1 chooses in the dialog.").arg(s.players[s.decision.player].name);
    else if (s.decision.kind != PendingDecision::Kind::None)
        hint = s.decision.prompt;
    else if (s.priorityPlayer >= 0) {
        // Issue 12, part 6: an ability to activate (right click) is something to play too.
        int more = 0;
        const QString ability = activatableNow(s.priorityPlayer, &more);
        const QString abilities = ability.isEmpty() ? QString()
            : more == 0 ? QStringLiteral("right-click %1 for its ability").arg(ability)
                        : QStringLiteral("right-click %1 (or %2 other permanent%3) for an ability").arg(ability).arg(more).arg(more > 1 ? QStringLiteral("s") : QString());
        if (m_table->hand(s.priorityPlayer)->anyPlayable())
            hint = QStringLiteral("%1: click a glowing card in your hand to play it, %2or pass (Space).")
                       .arg(s.players[s.priorityPlayer].name, abilities.isEmpty() ? QString() : abilities + QStringLiteral(", "));
        else if (!abilities.isEmpty())
            hint = QStringLiteral("%1 has no card to play in the %2, but can %3: or pass (Space).").arg(s.players[s.priorityPlayer].name, stepTitle(s.step), abilities);
        else
            hint = QStringLiteral("%1 has nothing to play in the %2: pass (Space), or Enter to pass to the end of the turn.")
                       .arg(s.players[s.priorityPlayer].name, stepTitle(s.step));
        // Full control: the player holds priority over their own spell (CR 117.3c), which the
        // table would otherwise have passed on: say so first.
        if (m_stops->fullControl(s.priorityPlayer) && !s.stack.isEmpty() && s.stack.last().controller == s.priorityPlayer)
            hint = QStringLiteral("Full control: %1's own %2 is on the stack. ").arg(s.players[s.priorityPlayer].name, stackObjectName(s.stack.last())) + hint;
    }
    using K = PendingDecision::Kind;
    QString primary = autoPassOff().isEmpty() ? autoPassDescription() : g->passDescription();
    const int pairs = int(m_selection.pairs.size() / 2);
    switch (s.decision.kind) {
    case K::DeclareAttackers:
        primary = pairs ? QStringLiteral("Attack with %1").arg(pairs) : QStringLiteral("No attack");
        hint = QStringLiteral("%1: click the glowing creatures to attack with them%2, then press the button at the top right (Space).")
                   .arg(s.players[s.decision.player].name, opponents().size() > 1 ? QStringLiteral(" (click again to change whom they attack)") : QString());
        break;
    case K::DeclareBlockers:
        primary = pairs ? QStringLiteral("Block with %1").arg(pairs) : QStringLiteral("No blocks");
        hint = QStringLiteral("%1: click one of your creatures, then the attacker it blocks; then press the button at the top right (Space).").arg(s.players[s.decision.player].name);
        break;
    case K::Mulligan: // CR 103.5: the mulligan panel over the board asks
        primary = QStringLiteral("Keep or mulligan");
        hint = s.decision.prompt + QStringLiteral(" Keep: Enter or K; mulligan: M.");
        break;
    case K::BottomCards:
        primary = m_selection.handChoices.size() == s.decision.count ? QStringLiteral("Put %1 on the bottom").arg(s.decision.count)
                                                                     : QStringLiteral("Choose %1 more").arg(s.decision.count - m_selection.handChoices.size());
        hint = bottomChoiceStatus();
        break;
    case K::ChooseAnyNumber:
        primary = QStringLiteral("Transform %1").arg(m_selection.chosen.size());
        hint = s.decision.prompt + QStringLiteral(" Click them, then press %1 (Space).").arg(primary);
        break;
    case K::ChooseTarget: {
        // A card in a graveyard is chosen from the graveyard's list (its count in a seat's header, or G).
        const bool graveyardCards = std::any_of(s.decision.options.cbegin(), s.decision.options.cend(), isGraveyardCardTarget);
        hint = s.decision.prompt
               + (graveyardCards ? QStringLiteral(" Open a graveyard (click its count, or G) and click a glowing card")
                                 : QStringLiteral(" Click a glowing permanent, or a player's name"))
               + (s.decision.casting ? QStringLiteral("; Esc cancels.") : QStringLiteral("."));
        if (s.decision.options.contains(0))
            primary = QStringLiteral("No target");
        else if (s.decision.casting)
            primary = QStringLiteral("Cancel targeting");
        break;
    }
    default:
        break;
    }
    // A computer seat's hand and choices are its own: every seat reads the status bar.
    if (computerMustAct()) {
        hint = QStringLiteral("%1 (the computer) is to act.").arg(s.players[ai::actingPlayer(s)].name);
        primary = QStringLiteral("%1 is to act").arg(s.players[ai::actingPlayer(s)].name);
    }
    // At a network table the other seats act at their own screens: this one waits for them.
    bool actingHere = !computerMustAct();
    if (m_remote && ai::actingPlayer(s) >= 0 && ai::actingPlayer(s) != m_remote->seat()) {
        const QString who = s.players[ai::actingPlayer(s)].name;
        hint = m_remote->seat() < 0 ? QStringLiteral("You are watching: %1 is to act.").arg(who)
                                    : QStringLiteral("%1 is to act at their own screen.").arg(who);
        primary = QStringLiteral("Waiting for %1").arg(who);
        actingHere = false;
    }
    // Play resumes only from a legal position (the board editor can leave one that is not).
    if (const QString problem = m_session->game()->positionProblem(); !problem.isEmpty()) {
        hint = QStringLiteral("Not a legal position, play waits: %1 Fix it in the board editor (Ctrl+E), or undo (Ctrl+Z).").arg(problem);
        primary = QStringLiteral("Fix the position first");
    }
    refreshOpening();
    if (hint != m_hint || primary != m_primaryText || actingHere != m_actingHere) {
        m_hint = hint;
        m_primaryText = primary;
        m_actingHere = actingHere;
        emit hintChanged();
    }
    m_stopControl->showAutoPass(autoPassOff(), m_autoPassed);
    m_stopControl->refresh();
}

void GameController::chooseViewers()
{
    if (m_remote) {
        // The host sent only what this viewer may see (rules::project() on its side): the table
        // shows it as this seat, or as a spectator who sees every hand when the view holds no
        // face-down hand card (the host let spectators see every hand).
        rules::Viewer v = rules::Viewer::player(m_remote->seat());
        if (m_remote->seat() < 0) {
            bool everyHand = true;
            const rules::GameState &s = m_remote->state();
            for (const rules::Player &p : s.players)
                for (int id : p.hand)
                    everyHand = everyHand && s.cards.value(id).key != QLatin1String(rules::kHiddenCardKey);
            v = rules::Viewer::spectator(everyHand);
        }
        m_table->setViewer(v);
        m_log->setViewer(v);
        return;
    }
    QList<bool> computerSeats;
    for (const Seat &seat : m_seats)
        computerSeats.append(seat.computer);
    const TableViewers v = TableViewers::choose(m_session->game()->state(), computerSeats, m_editor->editing() || m_lesson->active() || !m_playedGame);
    m_table->setViewer(v.board);
    m_log->setViewer(v.log);
}

void GameController::setStatus(const QString &status)
{
    if (m_status == status)
        return;
    m_status = status;
    emit statusChanged();
}

Result GameController::apply(const Action &action)
{
    if (!m_session->hasGame())
        return Result{false, QStringLiteral("No game is running."), {}};
    if (m_remote)
        return applyRemote(action);
    // A computer seat's decisions are the computer's (issue 13): the table refuses to make them
    // for it (the board editor, lessons and scenario actions are not a seat's decisions).
    if (!m_computerActing && !m_scripted && !m_lesson->active() && !actions::isSandbox(action.type)
        && isComputer(action.player) && !m_session->game()->state().gameOver) {
        const QString why = QStringLiteral("%1 is played by the computer: wait for it (Game > Seats makes it a person's seat).")
                                .arg(m_session->game()->state().players[action.player].name);
        setStatus(why);
        emit refused(why);
        return Result{false, why, {}};
    }
    const bool logFollows = logShowsPath(m_session->record().current());
    Result r = m_session->submit(action); // accepted: the record's next node
    if (!r.accepted) {
        qCInfo(lcController) << "refused:" << r.reason;
        setStatus(r.reason);
        emit refused(r.reason);
        return r;
    }
    if (!m_scripted) {
        m_autoPassed.clear(); // a new action of the player's: the last auto-pass is history
        if (action.player == m_passingToEndOfTurn.seat && action.type != Action::Type::PassPriority)
            m_passingToEndOfTurn = {}; // they act again: their stops count again
    }
    m_recordChange = TimelineModel::Change::Walked;
    if (!m_unsaved) {
        m_unsaved = true;
        emit unsavedWorkChanged();
    }
    m_log->append(r.events, m_session->game()->state().turnNumber);
    if (logFollows) { // the log still shows the line to here: one node more
        m_logPath.append(m_session->record().current());
        m_logCounts.append(m_log->lineCount());
    }
    // The table passes on for whoever has no stop, after an action that hands priority on or
    // asks the others (a land played or mana tapped keeps it: the player goes on acting), the
    // last keep of the opening hands among them (turn 1 begins). The models then show only
    // where it comes to rest (autoPass() refreshes them once).
    using T = Action::Type;
    const bool passesOn = !m_scripted && autoPassOff().isEmpty()
                          && (action.type == T::PassPriority || action.type == T::CastSpell || action.type == T::Activate || action.type == T::ChooseCards
                              || action.type == T::KeepHand || action.type == T::TakeMulligan);
    if (!m_batching && !m_replaying && !passesOn)
        refreshAll();
    else if (m_replaying && m_session->game()->state().decision.kind == PendingDecision::Kind::None)
        m_selection = TableSelection(); // as refreshAll() would: no half-made choice survives
    setStatus(QString());
    emit eventsApplied(int(r.events.size()));
    if (!m_replaying)
        emit historyChanged();
    if (passesOn)
        autoPass();
    return r;
}

bool GameController::playCard(int cardId, int x)
{
    if (!m_session->hasGame())
        return false;
    if (m_table->isHiddenCard(cardId)) // a card back: the table's viewer may not see it
        return refuse(CardZoneModel::hiddenCardRefusal());
    const GameState &s = m_session->game()->state();
    // A discard, or the cards for the bottom after a mulligan (CR 103.5): clicks in the hand
    // collect the cards, in order. A discard goes once enough are chosen; the bottom cards wait
    // for the confirmation (putOnBottom(), the panel's Confirm, Space), and a second click on a
    // chosen card takes it back.
    const bool bottom = s.decision.kind == PendingDecision::Kind::BottomCards;
    if (s.decision.kind == PendingDecision::Kind::DiscardToHandSize || s.decision.kind == PendingDecision::Kind::DiscardCards || bottom) {
        if (computerMustAct())
            return refuse(QStringLiteral("%1 is played by the computer: %2").arg(s.players[s.decision.player].name,
                bottom ? QStringLiteral("it chooses its own bottom cards.") : QStringLiteral("it chooses its own discards.")));
        if (!s.decision.options.contains(cardId)) {
            setStatus(s.decision.prompt);
            emit refused(s.decision.prompt);
            return false;
        }
        QList<int> chosen = m_selection.handChoices;
        if (bottom && chosen.contains(cardId)) {
            chosen.removeOne(cardId);
        } else if (!chosen.contains(cardId)) {
            if (bottom && chosen.size() >= s.decision.count)
                return refuse(QStringLiteral("%1 already chosen: click a chosen card to take it back, or confirm (Space) (CR 103.5).")
                                  .arg(s.decision.count == 1 ? QStringLiteral("The card is") : QStringLiteral("All %1 cards are").arg(s.decision.count)));
            chosen.append(cardId);
        }
        if (bottom || chosen.size() < s.decision.count) {
            setHandChoices(chosen);
            setStatus(bottom ? bottomChoiceStatus() : QStringLiteral("%1 of %2 chosen to discard.").arg(chosen.size()).arg(s.decision.count));
            return true;
        }
        Action a = Action::make(Action::Type::ChooseCards, s.decision.player);
        a.choices = chosen;
        m_selection.handChoices.clear();
        return apply(a).accepted;
    }
    if (s.decision.kind == PendingDecision::Kind::ChooseTarget) {
        if (s.decision.options.contains(graveyardCardTarget(cardId)))
            return answerTarget(graveyardCardTarget(cardId)); // a card in a graveyard (CR 115.1)
        return refuse(QStringLiteral("First choose the target: %1 (Esc cancels).").arg(s.decision.prompt));
    }
    // Hot-seat: the table acts for the player whose hand holds the card.
    int owner = -1;
    for (int p = 0; p < s.players.size(); ++p)
        if (s.players[p].hand.contains(cardId) || s.players[p].graveyard.contains(cardId)) // flashback
            owner = p;
    if (owner < 0) {
        setStatus(QStringLiteral("That card is not in a hand."));
        emit refused(m_status);
        return false;
    }
    const bool land = m_session->game()->definition(cardId).front().hasType(QStringLiteral("Land"));
    if (land)
        return apply(Action::playLand(owner, cardId)).accepted;
    // Cast without targets: the engine asks for each, and the table lights them up (CR 601.2c).
    Action cast = Action::cast(owner, cardId);
    cast.x = x;
    return apply(cast).accepted;
}

bool GameController::computerMustAct() const
{
    return m_session->hasGame() && !m_lesson->active() && !m_session->game()->state().gameOver && isComputer(ai::actingPlayer(m_session->game()->state()));
}

Result GameController::applyForComputer(int seat, const Action &action, const QString &explanation)
{
    if (!isComputer(seat) || action.player != seat) {
        const QString why = QStringLiteral("Seat %1 is not the computer's, or the action is not the seat's.").arg(seat + 1);
        return Result{false, why, {}};
    }
    // The line of what it weighed goes only with an action the game accepts. The reason may
    // name the card it tried, hidden in its hand: the computer says it only in the judge's view.
    if (const QString why = m_session->game()->whyNot(action); !why.isEmpty())
        return Result{false, why, {}};
    if (!explanation.isEmpty())
        note(explanation);
    m_computerActing = true;
    const Result r = apply(action);
    m_computerActing = false;
    return r;
}

bool GameController::pass()
{
    if (!m_session->hasGame())
        return false;
    const int p = m_session->game()->state().priorityPlayer;
    return apply(Action::pass(p < 0 ? 0 : p)).accepted;
}

bool GameController::passUntilNextTurn()
{
    return passUntil(false);
}

QList<int> GameController::opponents() const
{
    QList<int> out;
    const GameState &s = m_session->game()->state();
    for (int i = 0; i < s.players.size(); ++i)
        if (i != s.activePlayer && !s.players[i].hasLost)
            out.append(i);
    return out;
}

bool GameController::refuse(const QString &why)
{
    setStatus(why);
    emit refused(why);
    return false;
}

bool GameController::clickPermanent(int objectId)
{
    if (!m_session->hasGame())
        return false;
    const GameState &s = m_session->game()->state();
    using K = PendingDecision::Kind;
    const PendingDecision &d = s.decision;
    const Permanent *perm = s.permanent(objectId);
    if (!perm)
        return false;
    if (d.kind == K::LegendRule || d.kind == K::ChooseTarget) {
        Action a = Action::make(Action::Type::ChooseCards, d.player);
        a.choices = {objectId};
        return apply(a).accepted;
    }
    if (d.kind == K::DeclareAttackers) {
        if (!d.options.contains(objectId)) {
            const QString why = m_session->game()->whyCantAttack(objectId);
            return refuse(!why.isEmpty() ? why
                                         : QStringLiteral("%1 can't attack now: only untapped creatures %2 has controlled since the turn began, or with haste (CR 508.1a, 302.6).")
                                               .arg(m_session->game()->face(*perm).name, s.players[d.player].name));
        }
        // Toggle; with several opponents, each click moves on to the next one, then off.
        const QList<int> defenders = opponents();
        const int at = int(m_selection.pairs.indexOf(objectId));
        int next = defenders.first();
        if (at >= 0 && at % 2 == 0) {
            const int i = int(defenders.indexOf(m_selection.pairs[at + 1]));
            m_selection.pairs.remove(at, 2);
            if (i + 1 >= defenders.size()) {
                refreshAll();
                return true;
            }
            next = defenders[i + 1];
        }
        m_selection.pairs << objectId << next;
        setStatus(QString());
        refreshAll();
        return true;
    }
    if (d.kind == K::DeclareBlockers) {
        if (d.options.contains(objectId)) {
            const int at = int(m_selection.pairs.indexOf(objectId));
            if (at >= 0 && at % 2 == 0)
                m_selection.pairs.remove(at, 2); // un-assign
            m_selection.pendingBlocker = m_selection.pendingBlocker == objectId ? -1 : objectId;
        } else if (perm->attacking && m_selection.pendingBlocker >= 0) {
            const QString why = m_session->game()->whyCantBlock(m_selection.pendingBlocker, objectId);
            if (!why.isEmpty())
                return refuse(why); // the blocker stays selected: choose another attacker
            m_selection.pairs << m_selection.pendingBlocker << objectId;
            m_selection.pendingBlocker = -1;
        } else {
            return refuse(perm->attacking ? QStringLiteral("First click one of your untapped creatures, then the attacker it blocks.")
                                          : QStringLiteral("%1 can't block: blockers are the defending player's untapped creatures (CR 509.1a).").arg(m_session->game()->face(*perm).name));
        }
        setStatus(QString());
        refreshAll();
        return true;
    }
    if (d.kind == K::ChooseAnyNumber) {
        if (!d.options.contains(objectId))
            return refuse(QStringLiteral("%1 is not one of the choices: %2").arg(m_session->game()->face(*perm).name, d.prompt));
        if (!m_selection.chosen.removeOne(objectId))
            m_selection.chosen.append(objectId);
        setStatus(QString());
        refreshAll();
        return true;
    }
    if (!m_session->game()->activatableAbilities(*perm).isEmpty()) {
        const QVariantList abilities = abilitiesOf(objectId);
        if (abilities.size() == 1)
            return abilities.first().toMap().value(QStringLiteral("needsX")).toBool()
                ? refuse(QStringLiteral("Choose X from the ability menu (right-click)."))
                : activateAbility(objectId, abilities.first().toMap().value(QStringLiteral("index")).toInt());
        return refuse(QStringLiteral("%1 has several abilities: right-click it to choose one.").arg(m_session->game()->face(*perm).name));
    }
    if (!m_session->game()->face(*perm).hasType(QStringLiteral("Land")))
        return refuse(QStringLiteral("Nothing to do with %1 now: it has no ability you can activate (attacking and blocking happen in combat). Hover it to read it.")
                          .arg(m_session->game()->face(*perm).name));
    Action a = Action::make(Action::Type::TapForMana, perm->controller);
    a.objectId = objectId;
    return apply(a).accepted;
}

bool GameController::chooseOption(int index)
{
    if (!m_session->hasGame() || m_session->game()->state().decision.kind != PendingDecision::Kind::ChooseOption)
        return refuse(QStringLiteral("There is no option to choose now."));
    Action a = Action::make(Action::Type::ChooseCards, m_session->game()->state().decision.player);
    a.choices = {index};
    return apply(a).accepted;
}

bool GameController::confirmDecision()
{
    if (!m_session->hasGame())
        return false;
    const PendingDecision &d = m_session->game()->state().decision;
    using K = PendingDecision::Kind;
    if (d.kind != K::DeclareAttackers && d.kind != K::DeclareBlockers && d.kind != K::ChooseAnyNumber)
        return refuse(d.kind == K::None ? QStringLiteral("There is nothing to confirm.") : d.prompt);
    Action a = Action::make(Action::Type::ChooseCards, d.player);
    a.choices = d.kind == K::ChooseAnyNumber ? m_selection.chosen : m_selection.pairs;
    const TableSelection kept = m_selection;
    m_selection = TableSelection();
    if (!apply(a).accepted) {
        m_selection = kept; // nothing lost: fix the choice and confirm again
        refreshAll();
        return false;
    }
    return true;
}

bool GameController::primaryAction()
{
    if (!m_session->hasGame())
        return false;
    // A computer seat must act: the button lets a held computer play on, else it waits (asked of
    // the position itself: the computer's own status follows a moment later).
    if (m_computer->held())
        return m_computer->resume();
    if (computerMustAct())
        return refuse(m_editor->editing() ? QStringLiteral("%1 is played by the computer: it acts once the board editor is closed (Ctrl+E).").arg(m_session->game()->state().players[ai::actingPlayer(m_session->game()->state())].name)
                                : QStringLiteral("%1 (the computer) is to act: wait for it.").arg(m_session->game()->state().players[ai::actingPlayer(m_session->game()->state())].name));
    if (m_session->game()->state().decision.kind == PendingDecision::Kind::ChooseTarget && !m_session->game()->state().decision.options.contains(0)
        && m_session->game()->state().decision.casting) {
        cancelTargets();
        return true;
    }
    if (m_session->game()->state().decision.kind == PendingDecision::Kind::ChooseTarget && m_session->game()->state().decision.options.contains(0)) {
        Action a = Action::make(Action::Type::ChooseCards, m_session->game()->state().decision.player);
        a.choices = {0}; // "up to one": no target
        return apply(a).accepted;
    }
    using K = PendingDecision::Kind;
    const K kind = m_session->game()->state().decision.kind;
    if (kind == K::DeclareAttackers || kind == K::DeclareBlockers || kind == K::ChooseAnyNumber)
        return confirmDecision();
    if (kind == K::BottomCards) // CR 103.5: the cards clicked, in that order
        return putOnBottom(handChoices());
    if (kind == K::Mulligan)
        return refuse(QStringLiteral("%1 keeps this hand (Enter or K) or takes a mulligan (M) first (CR 103.5).")
                          .arg(m_session->game()->state().players[m_session->game()->state().decision.player].name));
    return pass();
}

bool GameController::undo()
{
    if (m_remote)
        return requestRemoteUndo(); // the other players decide (SessionClient::requestUndo())
    if (m_session->canBringBack()) {
        restoreDeletion();
        return true;
    }
    if (!m_session->record().canUndo())
        return false;
    const QString what = undoText();
    m_session->undo();
    // Against the computer, undo goes back to the last point where a person was to act (its
    // own moves would only be played again), as a chess program takes back both moves.
    int more = 0;
    const auto computerActs = [this] { return isComputer(ai::actingPlayer(m_session->record().currentState())); };
    const bool anyPerson = std::any_of(m_seats.cbegin(), m_seats.cend(), [](const Seat &s) { return !s.computer; });
    while (anyPerson && m_session->record().canUndo() && computerActs()) {
        m_session->undo();
        ++more;
    }
    m_recordChange = TimelineModel::Change::Walked;
    showRecordNode();
    m_computer->hold();
    setStatus(more ? QStringLiteral("Undone: %1, and the computer's %2 action%3 before it (Ctrl+Shift+Z plays them again one by one).").arg(what).arg(more).arg(more > 1 ? "s" : "")
                   : QStringLiteral("Undone: %1 (Ctrl+Shift+Z plays it again).").arg(what));
    return true;
}

bool GameController::redo()
{
    if (refuseAtNetworkTable(QStringLiteral("redo")))
        return false;
    if (!m_session->record().canRedo())
        return false;
    m_session->redo();
    m_recordChange = TimelineModel::Change::Walked;
    showRecordNode();
    m_computer->hold();
    QString what = describe(m_session->record().current()); // a sentence, or words without the full stop
    if (!what.endsWith(QLatin1Char('.')))
        what += QLatin1Char('.');
    setStatus(QStringLiteral("Redone: %1").arg(what));
    return true;
}

bool GameController::goToRecordNode(int index)
{
    if (refuseAtNetworkTable(QStringLiteral("walking the game record")))
        return false;
    if (!m_session->goTo(index))
        return false;
    m_recordChange = TimelineModel::Change::Walked;
    showRecordNode();
    m_computer->hold();
    setStatus(QString());
    return true;
}

void GameController::showRecordNode()
{
    m_session->showCurrent();
    m_selection.handChoices.clear();
    m_passingToEndOfTurn = {};
    // Navigating the record never passes for anyone: the point shown stays as it was played.
    m_autoPassed.clear();
    // The log shows what happened on the way here: the events (and the table's notes) of each
    // node from the start. When it already shows part of that line (a step forward or back, a
    // jump along it), only the difference changes: a lesson walks point by point, and a reset of
    // a long log lays every line out again.
    const QList<int> path = m_session->record().path(m_session->record().current());
    qsizetype common = 0;
    if (logShowsPath(m_logPath.value(m_logPath.size() - 1, -1)))
        while (common < path.size() && common < m_logPath.size() && path[common] == m_logPath[common])
            ++common;
    if (common == 0) {
        m_log->clear();
        m_logPath.clear();
        m_logCounts.clear();
    } else if (common < m_logPath.size()) {
        m_log->truncate(m_logCounts[common - 1]);
        m_logPath.resize(common);
        m_logCounts.resize(common);
    }
    m_log->beginBatch(); // a jump across thousands of actions: one insertion
    for (qsizetype k = common; k < path.size(); ++k) {
        const GameRecord::Node &node = m_session->record().node(path[k]);
        m_log->append(node.events, node.state.turnNumber);
        for (const QString &text : m_session->notes().value(path[k]))
            m_log->appendNote(text, node.state.turnNumber);
        m_logPath.append(path[k]);
        m_logCounts.append(m_log->lineCount());
    }
    m_log->endBatch();
    refreshAll();
    emit historyChanged();
}

bool GameController::logShowsPath(int node) const
{
    // The log was built along m_logPath, ending at `node`, and nothing was added since.
    return !m_logPath.isEmpty() && m_logPath.last() == node && m_logCounts.last() == m_log->lineCount();
}

void GameController::note(const QString &text)
{
    if (!m_session->hasGame()) { // a refusal before any game (a file opened first): the log only
        m_log->appendNote(text, 0);
        return;
    }
    const bool logFollows = logShowsPath(m_session->record().current());
    m_log->appendNote(text, m_session->game()->state().turnNumber);
    m_session->addNote(text);
    if (logFollows) // the note belongs to the node shown: its count grows
        m_logCounts.last() = m_log->lineCount();
}

QString GameController::describe(int node) const
{
    return recordNodeTitle(m_session->record(), node);
}

bool GameController::promoteVariation(int index)
{
    if (refuseAtNetworkTable(QStringLiteral("promoting a variation")))
        return false;
    if (!m_session->promote(index))
        return refuse(QStringLiteral("There is no point %1 in the game record.").arg(index));
    m_unsaved = true;
    emit unsavedWorkChanged();
    emit historyChanged();
    setStatus(QStringLiteral("Promoted to the main line: %1.").arg(index == 0 ? QStringLiteral("the start") : describe(index)));
    return true;
}

QString GameController::undoText() const
{
    if (m_session->canBringBack())
        return QStringLiteral("bring back %1").arg(m_session->lastDeletion());
    return m_session->record().canUndo() ? describe(m_session->record().current()) : QString();
}

QString GameController::redoText() const
{
    if (!m_session->record().canRedo())
        return {};
    const GameRecord::Node &here = m_session->record().node(m_session->record().current());
    return describe(here.lastVisited >= 0 ? here.lastVisited : here.children.first());
}
