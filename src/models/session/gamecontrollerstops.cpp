// GameController: stops and auto-pass (issue 12, part 5), as MTGO's and Arena's stops.
//
// After a player action that hands priority on (a pass, a spell or ability, an answered
// decision), the table passes priority (CR 117.3d) for each player who then holds it and has
// nothing they chose to stop for, until someone stops. Each automatic pass is a PassPriority
// action of the game record like any other, so undo, redo, the timeline, saving and replaying
// see exactly what was played. A player stops:
//   - whenever a decision is pending (attackers, blockers, targets, trigger order, Tovolar's
//     Human Werewolves, a discard...): the loop never answers one;
//   - when another player's spell or ability is on top of the stack (something to respond to;
//     their own passes on to the others, as Arena does), if they can respond: a player who can
//     only pass (no spell, ability or land to play now) is passed for;
//   - at their stops (PriorityStops): per step, for their own turns and for the others' (these
//     only when they have something to play); the combat steps from declare attackers on stop
//     only while creatures attack (CR 508.8);
//   - always, at a seat the computer plays (it makes its own passes).
// It never runs during a lesson, in a scenario or demonstration opened from a file (it plays in
// new games, saved games and restored sessions), while its actions are being replayed, in the
// board editor, or while the position is not legal (autoPassOff()). Undo, redo and jumps along
// the record never pass for anyone: the point shown stays as it was played, and the next action
// there (a Space) passes on from it.
#include "gamecontroller.h"

#include <QScopedValueRollback>

using namespace rules;

namespace {

QString shortStep(Step s)
{
    return StopControl::shortStep(s);
}

bool anyAttacking(const GameState &s)
{
    return std::any_of(s.battlefield.cbegin(), s.battlefield.cend(), [](const Permanent &p) { return p.attacking; });
}

/// One run of automatic passes: the players who passed in each step, in order.
struct PassedStep {
    int turn = 0;
    Step step = Step::Untap;
    QStringList players;
};

/// "Alice and Bob at upkeep, draw; Bob at main 1; turn 4: ..." (the log's line).
QString describePasses(const QList<PassedStep> &passed, int firstTurn)
{
    QStringList parts;
    int turn = firstTurn;
    for (qsizetype i = 0; i < passed.size();) {
        QStringList steps;
        const QStringList players = passed[i].players;
        const int at = passed[i].turn;
        for (; i < passed.size() && passed[i].players == players && passed[i].turn == at; ++i)
            steps.append(shortStep(passed[i].step));
        parts.append((at != turn ? QStringLiteral("turn %1: ").arg(at) : QString())
                     + QStringLiteral("%1 at %2").arg(players.join(QStringLiteral(" and ")), steps.join(QStringLiteral(", "))));
        turn = at;
    }
    return parts.join(QStringLiteral("; "));
}

/// The steps passed, once each, for the status bar: "upkeep, draw, main 1" (at most five).
QString stepsPassed(const QList<PassedStep> &passed)
{
    QStringList steps;
    for (const PassedStep &p : passed)
        if (steps.isEmpty() || steps.last() != shortStep(p.step))
            steps.append(shortStep(p.step));
    if (steps.size() > 5)
        steps = QStringList{steps[0], steps[1], QStringLiteral("…"), steps[steps.size() - 2], steps.last()};
    return steps.join(QStringLiteral(", "));
}

} // namespace

QString GameController::autoPassOff() const
{
    if (!m_session->hasGame())
        return QStringLiteral("No game is running.");
    if (m_remote)
        return QStringLiteral("At a network table every pass is made by hand (the host passes for no one).");
    if (!m_stops->autoPass())
        return QStringLiteral("Auto-pass is off (Game > Auto-pass): every pass is made by hand.");
    if (m_lesson->active())
        return QStringLiteral("A lesson is open: it plays its own steps, and the table passes for no one.");
    if (!m_playedGame)
        return QStringLiteral("A scenario or demonstration opened from a file is stepped one pass at a time (auto-pass plays in new and saved games).");
    if (m_editor->editing())
        return QStringLiteral("The board editor is open: the table passes for no one.");
    if (m_session->game()->state().gameOver)
        return QStringLiteral("The game is over.");
    if (!m_session->game()->positionProblem().isEmpty())
        return QStringLiteral("The position is not legal: the table passes for no one until it is fixed.");
    return {};
}

bool GameController::stopsHere(int player, QString *why) const
{
    const GameState &s = m_session->game()->state();
    // A seat the computer plays (issue 13) makes its own passes: the table waits for it.
    if (isComputer(player)) {
        if (why)
            *why = QStringLiteral("%1 (the computer) acts").arg(s.players[player].name);
        return true;
    }
    // Full control: every priority is a stop, with or without something to play (the table
    // never passes for this player; Enter and Shift+Enter still pass on their request).
    if (m_stops->fullControl(player)) {
        if (why) {
            const bool ownSpell = !s.stack.isEmpty() && s.stack.last().controller == player;
            *why = ownSpell ? QStringLiteral("%1 holds priority with their own %2 on the stack (full control: respond to it, or pass)")
                                  .arg(s.players[player].name, stackObjectName(s.stack.last()))
                            : QStringLiteral("%1 stops at %2 (full control)").arg(s.players[player].name, shortStep(s.step));
        }
        return true;
    }
    if (!s.stack.isEmpty()) {
        // Another player's spell or ability is something to respond to (CR 117.3c, 117.4): a
        // stop whatever the steps say. Your own passes on to the others.
        const StackObject &top = s.stack.last();
        if (top.controller == player)
            return false;
        // With nothing to respond with (no spell, ability or land they may play now: CR 117.1),
        // a player has nothing to stop for: as Arena's auto-pass, the table passes for them.
        if (canOnlyPass(player))
            return false;
        if (why)
            *why = QStringLiteral("%1 stops: %2's %3 is on the stack").arg(s.players[player].name, s.players[top.controller].name, stackObjectName(top));
        return true;
    }
    // "Pass until end of turn" (Enter) holds through another player's decision (a block): the
    // player's own stops later in this turn are passed too.
    if (player == m_passingToEndOfTurn.seat && s.turnNumber == m_passingToEndOfTurn.turn)
        return false;
    const bool own = player == s.activePlayer;
    if (!m_stops->stopsAt(player, own, s.step))
        return false;
    // From declare attackers to end of combat, a stop matters only while creatures attack.
    if (s.step >= Step::DeclareAttackers && s.step <= Step::EndOfCombat && !anyAttacking(s))
        return false;
    // A stop in another player's turn is for responding: not when there is nothing to respond
    // with (the hot-seat curtain would come down for a press of Space). One's own turn's stops
    // hold as set.
    if (!own && canOnlyPass(player))
        return false;
    if (why)
        *why = own ? QStringLiteral("%1 stops at %2 (a stop in their own turn)").arg(s.players[player].name, shortStep(s.step))
                   : QStringLiteral("%1 stops at %2 in %3's turn (a stop)").arg(s.players[player].name, shortStep(s.step), s.players[s.activePlayer].name);
    return true;
}

QString GameController::stackObjectName(const StackObject &top) const
{
    const QString name = m_session->game()->definition(top.cardId).faces.value(top.face).name;
    return top.isAbility ? QStringLiteral("ability of %1").arg(name) : name;
}

bool GameController::canOnlyPass(int player) const
{
    const QList<Action> actions = m_session->game()->legalActions(player);
    return std::all_of(actions.cbegin(), actions.cend(), [](const Action &a) {
        return a.type == Action::Type::PassPriority || a.type == Action::Type::TapForMana;
    });
}

QString GameController::autoPassDescription() const
{
    // What a pass now leads to, without playing it: the others in this round pass for
    // themselves unless they stop; if none does, the round ends (CR 117.4).
    const GameState &s = m_session->game()->state();
    QString engine = m_session->game()->passDescription();
    if (s.gameOver || s.priorityPlayer < 0 || s.decision.kind != PendingDecision::Kind::None)
        return engine;
    int p = s.priorityPlayer;
    for (int passes = s.passesInSuccession + 1; passes < s.livingPlayerCount(); ++passes) {
        p = s.nextLivingPlayer(p);
        if (stopsHere(p))
            return QStringLiteral("Pass priority to %1").arg(s.players[p].name);
    }
    if (!s.stack.isEmpty()) {
        const StackObject &top = s.stack.last();
        const QString name = m_session->game()->definition(top.cardId).faces.value(top.face).name;
        return top.isAbility ? QStringLiteral("Pass: resolve %1's ability").arg(name) : QStringLiteral("Pass: resolve %1").arg(name);
    }
    return QStringLiteral("Pass: on to the next stop");
}

void GameController::autoPass(const QString &lead)
{
    if (!autoPassOff().isEmpty()) {
        if (!lead.isEmpty())
            m_autoPassed = lead;
        refreshAll();
        return;
    }
    const QScopedValueRollback<bool> scripted(m_scripted, true);
    const int firstTurn = m_session->game()->state().turnNumber;
    QList<PassedStep> passed;
    QString stopped;
    // At most into the next turn: with no stops anywhere, a press plays one turn, not the game.
    // The models are refreshed once, below (m_batching).
    for (QScopedValueRollback<bool> batching(m_batching, true); passed.size() < 10000;) {
        const GameState &s = m_session->game()->state();
        if (s.decision.kind != PendingDecision::Kind::None && s.decision.player >= 0) {
            stopped = QStringLiteral("%1 decides").arg(s.players[s.decision.player].name);
            break;
        }
        if (s.gameOver || s.priorityPlayer < 0)
            break;
        const int p = s.priorityPlayer;
        if (stopsHere(p, &stopped))
            break;
        if (s.turnNumber > firstTurn + 1) {
            stopped = QStringLiteral("no one has a stop; the table waits at %1's %2").arg(s.players[s.activePlayer].name, shortStep(s.step));
            break;
        }
        const int turn = s.turnNumber;
        const Step step = s.step;
        const QString name = s.players[p].name;
        if (!apply(Action::pass(p)).accepted)
            break;
        if (passed.isEmpty() || passed.last().turn != turn || passed.last().step != step)
            passed.append({turn, step, {}});
        if (!passed.last().players.contains(name))
            passed.last().players.append(name);
    }
    if (passed.isEmpty() && lead.isEmpty()) {
        refreshAll();
        return;
    }
    QString line = lead;
    QString shortLine = lead;
    if (!passed.isEmpty()) {
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + QStringLiteral("Auto-pass (no stop there): %1.").arg(describePasses(passed, firstTurn));
        shortLine += (shortLine.isEmpty() ? QString() : QStringLiteral(" ")) + QStringLiteral("Auto-passed %1.").arg(stepsPassed(passed));
    }
    // The status bar's line is short: the hint after it says what to do now.
    if (!stopped.isEmpty())
        line += QStringLiteral(" Now %1.").arg(stopped);
    if (passed.isEmpty() && !stopped.isEmpty())
        shortLine += QStringLiteral(" Now %1.").arg(stopped);
    note(line);
    m_autoPassed = shortLine;
    refreshAll();
}

const Game *GameController::stopsGame() const
{
    return m_session->hasGame() ? m_session->game() : nullptr;
}

bool GameController::computerSeat(int seat) const
{
    return isComputer(seat);
}

void GameController::showStopStatus(const QString &text)
{
    setStatus(text);
}

bool GameController::refuseStop(const QString &why)
{
    return refuse(why);
}

bool GameController::passUntilSomethingHappens()
{
    return passUntil(true);
}

bool GameController::passUntil(bool somethingHappens)
{
    if (!m_session->hasGame())
        return false;
    const int turn = m_session->game()->state().turnNumber;
    const int who = m_session->game()->state().priorityPlayer;
    {
        // The passes below are the player's own request: no auto-pass after each.
        const QScopedValueRollback<bool> scripted(m_scripted, true);
        const QScopedValueRollback<bool> batching(m_batching, true);
        m_autoPassed.clear();
        if (!primaryAction())
            return false; // refused: nothing passed, nothing remembered
        m_passingToEndOfTurn = somethingHappens ? PassingToEndOfTurn{} : PassingToEndOfTurn{who, turn};
        for (int guard = 0; guard < 10000; ++guard) {
            const GameState &s = m_session->game()->state();
            if (s.gameOver || s.turnNumber != turn || !s.stack.isEmpty() || s.decision.kind != PendingDecision::Kind::None || s.priorityPlayer < 0)
                break;
            // A computer seat makes its own passes (and may want to act): the table stops there.
            if (computerMustAct())
                break;
            if (somethingHappens && s.step == Step::DeclareAttackers && anyAttacking(s))
                break;
            if (!pass())
                break;
        }
    }
    const GameState &s = m_session->game()->state();
    const QString name = who >= 0 ? s.players[who].name : QStringLiteral("Everyone");
    if (!somethingHappens) {
        // Then the usual stops (a new turn goes on to its first stop; a trigger of the turn's
        // end goes to whoever can respond).
        autoPass(QStringLiteral("%1 passed until the end of the turn (Enter).").arg(name));
        return true;
    }
    const QString what = s.gameOver ? QStringLiteral("the game ended")
        : s.decision.kind != PendingDecision::Kind::None ? QStringLiteral("%1 decides").arg(s.players[s.decision.player].name)
        : !s.stack.isEmpty() ? QStringLiteral("something is on the stack")
        : s.turnNumber != turn ? QStringLiteral("%1's turn began").arg(s.players[s.activePlayer].name)
        : QStringLiteral("creatures attack");
    const QString line = QStringLiteral("%1 passed until something happened (Shift+Enter): %2.").arg(name, what);
    note(line);
    m_autoPassed = line;
    refreshAll();
    return true;
}

QString GameController::activatableNow(int player, int *more) const
{
    // Issue 12, part 6: the hint mentions abilities. Asked after every action, so permanents
    // alike in everything the check reads (the card and face, tapped, summoning sick, the
    // abilities used this turn, loyalty) are checked once: a thousand Outland Liberators cost one
    // check of its targets and mana, not a thousand (daynight_bench, "undo").
    struct Alike {
        int cardKeyIndex;
        bool backFaceUp, tapped, summoningSick, loyaltyUsed;
        int loyalty;
        QStringList used;
        bool operator==(const Alike &o) const
        {
            return cardKeyIndex == o.cardKeyIndex && backFaceUp == o.backFaceUp && tapped == o.tapped && summoningSick == o.summoningSick
                   && loyaltyUsed == o.loyaltyUsed && loyalty == o.loyalty && used == o.used;
        }
    };
    const GameState &s = m_session->game()->state();
    QHash<QString, int> keys; // card key -> a small index
    QList<std::pair<Alike, bool>> answers;
    QString first;
    *more = 0;
    for (const Permanent &p : s.battlefield) {
        if (p.controller != player)
            continue;
        const QList<int> abilities = m_session->game()->activatableAbilities(p);
        if (abilities.isEmpty())
            continue;
        auto keyIndex = keys.find(s.cards[p.cardId].key);
        if (keyIndex == keys.end())
            keyIndex = keys.insert(s.cards[p.cardId].key, int(keys.size()));
        const Alike alike{keyIndex.value(), p.backFaceUp, p.tapped, p.summoningSick,
                          p.loyaltyUsedThisTurn, p.counters.value(QStringLiteral("loyalty")), p.activatedThisTurn};
        const auto known = std::find_if(answers.cbegin(), answers.cend(), [&alike](const auto &a) { return a.first == alike; });
        bool can = false;
        if (known != answers.cend()) {
            can = known->second;
        } else {
            can = std::any_of(abilities.cbegin(), abilities.cend(),
                              [&](int i) { return m_session->game()->whyNotActivatable(player, p.objectId, i).isEmpty(); });
            answers.append({alike, can});
        }
        if (!can)
            continue;
        if (first.isEmpty())
            first = m_session->game()->face(p).name;
        else
            ++*more;
    }
    return first;
}
