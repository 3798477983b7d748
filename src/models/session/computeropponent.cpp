#include "computeropponent.h"

#include "gamecontroller.h"
#include "openinghand.h"

#include <QLoggingCategory>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

Q_LOGGING_CATEGORY(lcComputer, "daynight.models.computer", QtInfoMsg)

using namespace rules;

namespace {

/// A card's name by its card id (a card in a hand, a library...).
QString cardName(const Game &game, int cardId)
{
    return game.definition(cardId).front().name;
}

/// Whether every seat may see card `cardId` now: it is in no hand and no library (the hidden
/// zones, CR 400.2). A card on the battlefield, the stack, in a graveyard or exile is seen by all.
bool seenByAll(const GameState &s, int cardId)
{
    return std::none_of(s.players.cbegin(), s.players.cend(), [cardId](const Player &p) { return p.hand.contains(cardId) || p.library.contains(cardId); });
}

/// A choice with words about cards only the chooser sees (the top of its library, its hand), as
/// every seat may read it: the option without the card.
QString hiddenOptionText(const PendingDecision &d, int option)
{
    using C = Continuation::Kind;
    const bool takes = option < d.then.positions.size();
    switch (d.then.kind) {
    case C::Scry:
        return option == 1 ? QStringLiteral("put the top card on the bottom") : QStringLiteral("keep the top card on top");
    case C::Surveil:
        return option == 1 ? QStringLiteral("put the top card into its graveyard") : QStringLiteral("keep the top card on top");
    case C::TakeFromTop:
        return takes ? QStringLiteral("take a creature card from the top %1").arg(d.then.count) : QStringLiteral("take nothing");
    case C::PutOneOfTopIntoGraveyard:
        return QStringLiteral("put one of the top cards of its library into its graveyard");
    case C::PutFromHand:
        return takes ? QStringLiteral("put a creature card from its hand onto the battlefield") : QStringLiteral("put nothing");
    default:
        return {}; // the label names nothing hidden (a colour, "may", a trigger, a player)
    }
}

} // namespace

QString ComputerOpponent::choiceText(const Game &game, const Action &a, bool judgeView)
{
    const GameState &s = game.state();
    using T = Action::Type;
    using K = PendingDecision::Kind;
    const auto names = [&game](const QList<int> &ids, qsizetype from, qsizetype step) {
        QStringList out;
        for (qsizetype i = from; i < ids.size(); i += step)
            out.append(game.targetName(ids[i]));
        return out.join(QStringLiteral(", "));
    };
    const auto xAndTargets = [&](const Action &act) {
        return (act.x > 0 ? QStringLiteral(" with X = %1").arg(act.x) : QString())
               + (act.targets.isEmpty() ? QString() : QStringLiteral(" targeting ") + names(act.targets, 0, 1));
    };
    // A card in a hand is hidden until it is played, X and targets with it (CR 601.2).
    const bool hidden = !judgeView && a.cardId >= 0 && !seenByAll(s, a.cardId);
    switch (a.type) {
    case T::PassPriority:
        return QStringLiteral("pass");
    case T::PlayLand:
        return hidden ? QStringLiteral("play a land from its hand") : QStringLiteral("play %1").arg(cardName(game, a.cardId));
    case T::CastSpell:
        return hidden ? QStringLiteral("cast a card from its hand") : QStringLiteral("cast %1%2").arg(cardName(game, a.cardId), xAndTargets(a));
    case T::Activate:
        return QStringLiteral("activate %1%2").arg(game.targetName(a.objectId), xAndTargets(a));
    case T::KeepHand:
        return QStringLiteral("keep its opening hand");
    case T::TakeMulligan:
        return QStringLiteral("take a mulligan");
    case T::ChooseCards:
        break;
    default:
        return QStringLiteral("an action");
    }
    const PendingDecision &d = s.decision;
    switch (d.kind) {
    case K::DeclareAttackers:
        return a.choices.isEmpty() ? QStringLiteral("no attack") : QStringLiteral("attack with ") + names(a.choices, 0, 2);
    case K::DeclareBlockers: {
        if (a.choices.isEmpty())
            return QStringLiteral("no blocks");
        QStringList blocks;
        for (qsizetype i = 0; i + 1 < a.choices.size(); i += 2)
            blocks.append(QStringLiteral("%1 blocks %2").arg(game.targetName(a.choices[i]), game.targetName(a.choices[i + 1])));
        return blocks.join(QStringLiteral(", "));
    }
    case K::ChooseOption: {
        if (a.choices.isEmpty())
            return QStringLiteral("no choice");
        const int option = a.choices.first();
        const QString withheld = judgeView ? QString() : hiddenOptionText(d, option);
        return !withheld.isEmpty() ? withheld : d.labels.value(option, QStringLiteral("option %1").arg(option + 1));
    }
    case K::ChooseTarget:
        return a.choices.value(0) == 0 ? QStringLiteral("no target") : QStringLiteral("target ") + names(a.choices, 0, 1);
    case K::DiscardToHandSize:
    case K::DiscardCards: {
        // Discarded cards are seen by all once discarded; the ones weighed and kept are not.
        if (!judgeView)
            return a.choices.size() == 1 ? QStringLiteral("discard a card from its hand") : QStringLiteral("discard %1 cards from its hand").arg(a.choices.size());
        QStringList cards;
        for (int id : a.choices)
            cards.append(cardName(game, id));
        return QStringLiteral("discard ") + cards.join(QStringLiteral(", "));
    }
    case K::BottomCards: {
        // CR 103.5: the cards go to the bottom of a hidden library; which ones is the computer's.
        if (!judgeView)
            return a.choices.size() == 1 ? QStringLiteral("put a card from its hand on the bottom") : QStringLiteral("put %1 cards from its hand on the bottom").arg(a.choices.size());
        QStringList cards;
        for (int id : a.choices)
            cards.append(cardName(game, id));
        return QStringLiteral("put %1 on the bottom").arg(cards.join(QStringLiteral(", ")));
    }
    case K::Mulligan: // answered by KeepHand or TakeMulligan (above)
        break;
    case K::LegendRule:
        return QStringLiteral("keep ") + names(a.choices, 0, 1);
    case K::ChooseAnyNumber:
        return a.choices.isEmpty() ? QStringLiteral("choose none") : QStringLiteral("choose ") + names(a.choices, 0, 1);
    case K::None:
        break;
    }
    return QStringLiteral("an action");
}

ComputerOpponent::ComputerOpponent(GameController *controller)
    : QObject(controller), m_controller(controller)
{
    m_considerTimer.setSingleShot(true);
    m_considerTimer.setInterval(0);
    connect(&m_considerTimer, &QTimer::timeout, this, &ComputerOpponent::consider);
    m_paceTimer.setSingleShot(true);
    connect(&m_paceTimer, &QTimer::timeout, this, &ComputerOpponent::play);
    connect(&m_watcher, &QFutureWatcher<Thought>::finished, this, &ComputerOpponent::thoughtReady);
    // Every change of the position (an action, undo, redo, a jump, a new game, a file) counts:
    // a decision about an older position is thrown away.
    connect(controller, &GameController::historyChanged, this, [this] {
        ++m_generation;
        scheduleConsider();
    });
    connect(controller, &GameController::seatsChanged, this, &ComputerOpponent::scheduleConsider);
    connect(controller->editor(), &BoardEditor::editingChanged, this, &ComputerOpponent::scheduleConsider);
    connect(controller, &GameController::gameStarted, this, [this] {
        m_held = false;
        scheduleConsider();
    });
    connect(controller->lesson(), &LessonPlayer::lessonChanged, this, &ComputerOpponent::scheduleConsider);
}

ComputerOpponent::~ComputerOpponent()
{
    waitForWorker();
}

void ComputerOpponent::setBudgetMs(int ms)
{
    ms = std::clamp(ms, kMinBudgetMs, kMaxBudgetMs);
    if (ms == m_options.budgetMs)
        return;
    m_options.budgetMs = ms;
    emit budgetMsChanged();
}

void ComputerOpponent::setPaceMs(int ms)
{
    ms = std::clamp(ms, 0, kMaxPaceMs);
    if (ms == m_paceMs)
        return;
    m_paceMs = ms;
    emit paceMsChanged();
}

void ComputerOpponent::setJudgeView(bool on)
{
    if (on == m_judgeView)
        return;
    m_judgeView = on;
    emit judgeViewChanged();
}

QString ComputerOpponent::judgeViewMark(const QString &seatName)
{
    return tr("[Judge's view: %1's hidden cards shown]").arg(seatName);
}

void ComputerOpponent::setSearchOptions(const ai::SearchOptions &options)
{
    const int budget = m_options.budgetMs;
    m_options = options;
    m_options.budgetMs = options.budgetMs == 0 ? 0 : budget;
}

bool ComputerOpponent::resume()
{
    if (!m_held || seatToAct() < 0)
        return false;
    m_held = false;
    consider();
    return true;
}

void ComputerOpponent::hold()
{
    m_held = seatToAct() >= 0;
    scheduleConsider();
}

void ComputerOpponent::waitForWorker()
{
    m_watcher.waitForFinished();
}

void ComputerOpponent::scheduleConsider()
{
    m_considerTimer.start();
}

int ComputerOpponent::seatToAct() const
{
    // The controller's own test (a computer seat to act, no lesson, the game not over), and the
    // computer waits out the board editor and a position that is not legal.
    if (!m_controller->computerMustAct() || m_controller->editor()->editing() || !m_controller->positionProblem().isEmpty())
        return -1;
    return ai::actingPlayer(m_controller->game().state());
}

void ComputerOpponent::setState(bool thinking, int seat, const QString &status)
{
    if (thinking == m_thinking && seat == m_seat && status == m_status)
        return;
    m_thinking = thinking;
    m_seat = seat;
    m_status = status;
    emit stateChanged();
}

void ComputerOpponent::consider()
{
    if (m_generation != m_thoughtGeneration && m_paceTimer.isActive())
        m_paceTimer.stop(); // its action is for a position no longer shown
    if (m_watcher.isRunning()) {
        // thoughtReady() drops the stale answer and looks again; meanwhile a person to act is
        // not kept waiting by "Bob is thinking…".
        if (m_generation != m_thoughtGeneration && seatToAct() < 0)
            setState(false, -1, QString());
        return;
    }
    if (m_paceTimer.isActive())
        return; // play() looks again
    const int seat = seatToAct();
    if (seat < 0) {
        m_held = false; // a person acts (or nobody): the computer plays again when its turn comes
        setState(false, -1, QString());
        return;
    }
    const QString name = m_controller->game().state().players[seat].name;
    if (m_held) {
        setState(false, seat, tr("%1 (the computer) waits here because you went back in the game record: Space lets %1 play from here.").arg(name));
        return;
    }
    setState(true, seat, tr("%1 is thinking…").arg(name));
    m_thoughtGeneration = m_generation;
    m_clock.start();
    // The worker gets values only: the position and the card pool are copied here (their lists
    // are shared copy-on-write with atomic counts), so the table may change them meanwhile.
    const GameState state = m_controller->game().state();
    const CardDatabase db = m_controller->game().cards();
    const ai::SearchPlayer player(m_options);
    // Deterministic for the game's seed and the point in its record.
    const quint64 seed = ai::mixSeed(m_controller->seedValue(), quint64(m_controller->record().current()) + quint64(m_retries) * 1000003);
    const bool judgeView = m_judgeView;
    m_watcher.setFuture(QtConcurrent::run([player, db, state, seat, seed, judgeView] { return think(player, db, state, seat, seed, judgeView); }));
}

ComputerOpponent::Thought ComputerOpponent::think(const ai::SearchPlayer &player, const CardDatabase &db, const GameState &state, int seat, quint64 seed,
                                                  bool judgeView)
{
    QElapsedTimer clock;
    clock.start();
    const Game game(db, state);
    Thought out;
    const QList<Action> candidates = ai::candidateActions(game, seat);
    out.candidates = int(candidates.size());
    if (const auto opening = ai::openingHandAnswer(game, seat)) {
        // CR 103.5: its opening hand by a rule (openinghand.h); nothing weighed to say, and the
        // log's "Bob keeps 6 cards." names no card.
        out.action = *opening;
        return out;
    }
    if (candidates.size() <= 1) {
        out.action = candidates.isEmpty() ? Action::pass(seat) : candidates.first();
        return out;
    }
    QList<ai::SearchPlayer::RootChoice> choices = player.analyse(game, seat, seed);
    const ai::SearchPlayer::RootChoice *best = ai::SearchPlayer::best(choices);
    out.action = best ? best->action : candidates.first();
    // What it weighed, best first, for the log: the expected result of each choice it tried.
    std::stable_sort(choices.begin(), choices.end(), [](const auto &a, const auto &b) { return a.visits > b.visits; });
    // Alike choices (two Mountains to play) are said once, with the one visited most.
    int playouts = 0;
    QStringList parts, said;
    for (const auto &c : std::as_const(choices)) {
        playouts += c.visits;
        const QString text = choiceText(game, c.action, judgeView);
        if (said.contains(text))
            continue;
        said.append(text);
        if (parts.size() < 4)
            parts.append(QStringLiteral("%1 (%2 %)").arg(text).arg(qRound(c.meanReward * 100)));
    }
    if (said.size() > parts.size())
        parts.append(QStringLiteral("%1 more").arg(said.size() - parts.size()));
    out.weighed = QStringLiteral("%1 (the computer) weighed %2 choices in %3 s over %4 playouts, by the expected result: %5.")
                      .arg(state.players[seat].name).arg(said.size()).arg(clock.elapsed() / 1000.0, 0, 'f', 1).arg(playouts)
                      .arg(parts.join(QStringLiteral("; ")));
    // The judge's view names the cards only its seat sees, and says so first.
    if (judgeView)
        out.weighed.prepend(judgeViewMark(state.players[seat].name) + QLatin1Char(' '));
    return out;
}

void ComputerOpponent::thoughtReady()
{
    const Thought thought = m_watcher.result();
    if (m_generation != m_thoughtGeneration || seatToAct() != m_seat) {
        qCDebug(lcComputer) << "the position changed while thinking: decision dropped";
        consider();
        return;
    }
    m_thought = thought;
    // A pace a person can follow: the action lands paceMs after the decision began (a lone
    // pass, a third of it).
    const int pace = thought.candidates <= 1 && thought.action.type == Action::Type::PassPriority ? m_paceMs / 3 : m_paceMs;
    m_paceTimer.start(int(std::max<qint64>(0, pace - m_clock.elapsed())));
}

void ComputerOpponent::play()
{
    const int seat = m_seat;
    if (m_generation != m_thoughtGeneration || seatToAct() != seat) {
        consider();
        return;
    }
    setState(false, seat, QString());
    const Result r = m_controller->applyForComputer(seat, m_thought.action, m_thought.weighed);
    if (!r.accepted) {
        // The engine refused what the search offered: say so in full and hand the seat back to
        // the person at the table instead of trying again for ever.
        qCWarning(lcComputer).noquote() << "the computer's action was refused:" << r.reason;
        m_held = true;
        ++m_retries; // a new seed for the next try (the same one would give the same action)
        // The reason may name the card it tried (hidden in its hand): the judge's view says it.
        const QString name = m_controller->game().state().players[seat].name;
        setState(false, seat, m_judgeView ? tr("%1 The computer's action for %2 was refused (%3). Space lets it try again.").arg(judgeViewMark(name), name, r.reason)
                                          : tr("The computer's action for %1 was refused by the rules. Space lets it try again.").arg(name));
        return;
    }
    QString text;
    for (const Event &e : r.events)
        if (!e.text.isEmpty()) {
            text = e.text;
            break;
        }
    m_retries = 0;
    emit acted(seat, text);
    consider();
}
