// Turn structure (CR 500-514): steps in order and their turn-based actions (CR 703.4).
#include "turnstructure.h"

#include "areas.h"
#include "daynight.h"

namespace rules {
namespace {
bool stepHasPriority(Step s)
{
    return s != Step::Untap && s != Step::Cleanup; // CR 502.4, 514.3
}
} // namespace
} // namespace rules

namespace rules::turn {

static void beginStep(Context &c, Step s);
static void endStep(Context &c);
static void untapStep(Context &c);
static void drawStep(Context &c);
static void cleanupStep(Context &c);
static Step nextStep(const Context &c);

void beginTurn(Context &c)
{
    // The turn that ends becomes "the previous turn" for the untap-step check (CR 502.2).
    if (c.s().turnNumber > 0) {
        c.s().previousTurnActivePlayer = c.s().activePlayer;
        c.s().spellsCastLastTurn = c.s().spellsCastThisTurn;
        c.s().activePlayer = c.s().nextLivingPlayer(c.s().activePlayer);
    }
    for (int &n : c.s().spellsCastThisTurn)
        n = 0;
    for (auto &p : c.s().players)
        p.landsPlayedThisTurn = 0;
    ++c.s().turnNumber;
    // "Until your next turn" effects end as that player's turn begins (CR 611.2b).
    c.s().continuousEffects.removeIf([&](const ContinuousEffect &e) {
        return e.duration == ContinuousEffect::Duration::UntilYourNextTurn && e.player == c.s().activePlayer;
    });
    for (auto &perm : c.s().battlefield) {
        if (perm.controller == c.s().activePlayer)
            perm.summoningSick = false; // CR 302.6: controlled since this turn began
        perm.activatedThisTurn.clear();  // "only once each turn" (CR 602.5b)
        perm.loyaltyUsedThisTurn = false; // CR 606.3
    }
    c.report(Event::Type::TurnBegan, c.s().activePlayer,
           QStringLiteral("Turn %1: %2's turn.").arg(c.s().turnNumber).arg(c.playerName(c.s().activePlayer)),
           QStringLiteral("CR 500.1"));
    // CR 702.145c/f: an "until your next turn" effect that just ended may release a permanent
    // held on the wrong face; it transforms at once, in this turn, before its untap step.
    dayNight::transformToDesignation(c);
    beginStep(c, Step::Untap);
}

static void beginStep(Context &c, Step s)
{
    c.s().step = s;
    c.s().passesInSuccession = 0;
    c.s().priorityPlayer = -1;
    c.report(Event::Type::StepBegan, c.s().activePlayer,
           QStringLiteral("%1 begins.").arg(stepTitle(s).left(1).toUpper() + stepTitle(s).mid(1)),
           QStringLiteral("CR 500.1"));
    switch (s) {
    case Step::Untap: untapStep(c); return;
    case Step::Upkeep: triggers::triggerOnStep(c, s); break;      // CR 503.1
    case Step::Draw: drawStep(c); break;
    case Step::BeginningOfCombat: triggers::triggerOnStep(c, s); break;
    case Step::DeclareAttackers: combat::beginDeclareAttackers(c); break;
    case Step::DeclareBlockers: combat::beginDeclareBlockers(c); break;
    case Step::CombatDamage: combat::combatDamageStep(c); break;
    case Step::End: triggers::triggerOnStep(c, s); break;         // CR 513.1
    case Step::Cleanup: cleanupStep(c); return;
    default: break;
    }
    if (c.s().decision.kind != PendingDecision::Kind::None)
        return; // priority comes once the decision is answered
    if (stepHasPriority(s))
        givePriority(c, c.s().activePlayer); // CR 117.3a
}

static void endStep(Context &c)
{
    // CR 500.4: mana empties from each player's mana pool as each step and phase ends.
    for (int i = 0; i < c.s().players.size(); ++i) {
        auto &pool = c.s().players[i].manaPool;
        if (!pool.isEmpty()) {
            c.report(Event::Type::ManaEmptied, i,
                   QStringLiteral("%1's unused mana (%2) empties from the mana pool.").arg(c.playerName(i)).arg(pool.size()),
                   QStringLiteral("CR 500.4"));
            pool.clear();
        }
    }
    if (c.s().step == Step::Cleanup) {
        beginTurn(c);
        return;
    }
    if (c.s().step == Step::EndOfCombat)
        combat::endCombat(c); // CR 511.3
    beginStep(c, nextStep(c));
}

static void untapStep(Context &c)
{
    // CR 502.1 phasing: nothing in the pool has phasing.
    // CR 502.2 / ruling 2: the day/night check comes before untapping (CR 703.4b).
    if (c.s().previousTurnActivePlayer >= 0) {
        const int prev = c.s().previousTurnActivePlayer;
        const int spells = c.s().spellsCastLastTurn.value(prev);
        const DesignationCheck check = checkAtUntap(c.s().designation, spells);
        const QString who = c.playerName(prev);
        const QString counted = QStringLiteral("%1, the previous turn's active player, cast %2 spell%3 during that turn")
                                    .arg(who).arg(spells).arg(spells == 1 ? QString() : QStringLiteral("s"));
        if (check.changes) {
            dayNight::setDesignation(c, check.next,
                           spells == 0 ? QStringLiteral("%1 (no spells)").arg(counted) : counted,
                           check.rule, check.ruling);
        } else if (c.s().designation == DayNight::Neither) {
            c.report(Event::Type::DesignationChecked, -1,
                   QStringLiteral("It is neither day nor night: no day/night check is made."),
                   QStringLiteral("CR 730.2c"), 2);
        } else {
            c.report(Event::Type::DesignationChecked, -1,
                   QStringLiteral("It stays %1: %2.").arg(dayNightName(c.s().designation), counted),
                   check.rule, 2);
        }
    }
    if (c.s().decision.kind != PendingDecision::Kind::None) {
        c.s().untapStepPaused = true; // finish the untap step once the choice is made
        return;
    }
    finishUntapStep(c);
}

void finishUntapStep(Context &c)
{
    c.s().untapStepPaused = false;
    // CR 502.3: the active player untaps their permanents.
    int untapped = 0;
    for (auto &p : c.s().battlefield) {
        if (p.controller == c.s().activePlayer && p.tapped) {
            p.tapped = false;
            ++untapped;
        }
    }
    c.report(Event::Type::Untapped, c.s().activePlayer,
           QStringLiteral("%1 untaps %2 permanent%3.").arg(c.playerName(c.s().activePlayer)).arg(untapped).arg(untapped == 1 ? QString() : QStringLiteral("s")),
           QStringLiteral("CR 502.3"));
    // CR 502.4: no player receives priority in the untap step.
    endStep(c);
}

static void drawStep(Context &c)
{
    // CR 103.8a: in a two-player game the starting player skips the draw of their first turn.
    // (CR 103.8c: in other multiplayer games nobody skips it.)
    if (c.s().turnNumber == 1 && c.s().players.size() == 2) {
        c.report(Event::Type::DrawSkipped, c.s().activePlayer,
               QStringLiteral("%1 plays first and skips the first draw.").arg(c.playerName(c.s().activePlayer)),
               QStringLiteral("CR 103.8a"));
        return;
    }
    if (c.s().players[c.s().activePlayer].hasLost)
        return; // a player who has left the game (CR 800.4) takes no turn-based actions
    draw(c, c.s().activePlayer); // CR 504.1
}

void draw(Context &c, int player)
{
    auto &p = c.s().players[player];
    if (p.library.isEmpty()) {
        p.drewFromEmptyLibrary = true; // CR 704.5b, checked as a state-based action
        c.report(Event::Type::CardDrawn, player,
               QStringLiteral("%1 must draw from an empty library.").arg(c.playerName(player)),
               QStringLiteral("CR 121.4"));
        return;
    }
    const int cardId = p.library.takeLast();
    p.hand.append(cardId);
    c.s().enteredHiddenZone(cardId);
    Event &e = c.report(Event::Type::CardDrawn, player, QStringLiteral("%1 draws a card.").arg(c.playerName(player)), QStringLiteral("CR 121.1"));
    e.cardId = cardId;
    e.privateText = QStringLiteral("%1 draws %2.").arg(c.playerName(player), c.cardName(cardId));
    e.privateTo = player;
    e.privateWithHand = true;
}

static void cleanupStep(Context &c)
{
    // CR 514.1: the active player discards down to the maximum hand size.
    const auto &hand = c.s().players[c.s().activePlayer].hand;
    if (hand.size() > kMaximumHandSize && !c.s().players[c.s().activePlayer].hasLost) {
        PendingDecision d;
        d.kind = PendingDecision::Kind::DiscardToHandSize;
        d.player = c.s().activePlayer;
        d.count = int(hand.size()) - kMaximumHandSize;
        d.options = hand;
        d.prompt = QStringLiteral("%1, choose %2 card%3 to discard down to seven (CR 514.1).")
                       .arg(c.playerName(d.player)).arg(d.count).arg(d.count == 1 ? QString() : QStringLiteral("s"));
        c.s().decision = d;
        c.report(Event::Type::DecisionRequired, d.player, d.prompt, QStringLiteral("CR 514.1"));
        return;
    }
    finishCleanup(c);
}

void finishCleanup(Context &c)
{
    // CR 514.2: damage wears off and "until end of turn" effects end.
    c.s().continuousEffects.removeIf([](const ContinuousEffect &e) { return e.duration == ContinuousEffect::Duration::EndOfTurn; });
    // CR 702.145c/f apply at any time: an effect that ended may have released a permanent held on
    // the wrong face (an animated Arlinn is no longer a Werewolf, so Immerwolf no longer holds her).
    dayNight::transformToDesignation(c);
    for (auto &p : c.s().players)
        p.manaUntilEndOfTurn.clear();
    bool any = false;
    for (auto &p : c.s().battlefield) {
        any = any || p.damage > 0;
        p.damage = 0;
    }
    if (any)
        c.report(Event::Type::DamageRemoved, -1, QStringLiteral("Damage marked on permanents wears off."),
               QStringLiteral("CR 514.2"));
    endStep(c);
}

void givePriority(Context &c, int player)
{
    // CR 800.4: a player who has left the game (even the active player, whose turn goes on)
    // never receives priority: the next player in turn order does, also while a decision waits.
    auto receive = [&c, player] {
        c.s().priorityPlayer = c.s().players[player].hasLost ? c.s().nextLivingPlayer(player) : player;
    };
    // CR 117.5: state-based actions, then triggered abilities, each time a player would
    // receive priority; repeated until neither happens.
    for (int guard = 0; guard < 1000; ++guard) {
        if (c.s().decision.kind != PendingDecision::Kind::None)
            return receive(); // e.g. "as it transforms, attach it to a player" (CR 712.20)
        // CR 702.145c/f are not state-based actions, but they apply whenever their condition is
        // true, so they are checked as often: a control change, a resolved effect or a "can't
        // transform" source changing may each release a permanent.
        const bool sba = sba::checkStateBasedActions(c);
        const bool transformed = dayNight::transformToDesignation(c);
        checkGameOver(c);
        if (c.s().gameOver) {
            c.s().priorityPlayer = -1;
            return;
        }
        if (c.s().decision.kind != PendingDecision::Kind::None)
            return receive(); // receives priority once the decision is answered
        const bool triggers = !c.s().pendingTriggers.isEmpty();
        stack::putPendingTriggersOnStack(c);
        if (c.s().decision.kind != PendingDecision::Kind::None)
            return receive(); // a target to choose first
        if (!sba && !transformed && !triggers)
            break;
    }
    receive();
}

void passPriority(Context &c, int player)
{
    ++c.s().passesInSuccession;
    c.report(Event::Type::PriorityPassed, player, QStringLiteral("%1 passes priority.").arg(c.playerName(player)), QStringLiteral("CR 117.3d"), 0);
    if (c.s().passesInSuccession >= c.s().livingPlayerCount()) {
        // CR 117.4: all players passed in succession.
        c.s().passesInSuccession = 0;
        if (c.s().stack.isEmpty()) {
            endStep(c);
        } else {
            stack::resolveTopOfStack(c);
            givePriority(c, c.s().activePlayer); // CR 117.3b
        }
        return;
    }
    givePriority(c, c.s().nextLivingPlayer(player));
}

void checkGameOver(Context &c)
{
    if (c.s().gameOver || c.s().livingPlayerCount() > 1)
        return;
    c.s().gameOver = true;
    for (int i = 0; i < c.s().players.size(); ++i)
        if (!c.s().players[i].hasLost)
            c.s().winner = i;
    c.report(Event::Type::GameOver, c.s().winner, c.s().winner >= 0 ? QStringLiteral("%1 wins the game.").arg(c.playerName(c.s().winner))
                          : QStringLiteral("The game is a draw."), QStringLiteral("CR 104.2a"), 0);
}

QString passDescription(const Context &c)
{
    if (c.s().gameOver || c.s().priorityPlayer < 0)
        return QStringLiteral("Pass");
    if (c.s().passesInSuccession + 1 < c.s().livingPlayerCount())
        return QStringLiteral("Pass priority to %1").arg(c.playerName(c.s().nextLivingPlayer(c.s().priorityPlayer)));
    if (!c.s().stack.isEmpty()) {
        const StackObject &top = c.s().stack.last();
        return QStringLiteral("Pass: resolve %1").arg(top.isAbility ? QStringLiteral("%1's ability").arg(c.cardName(top.cardId)) : c.cardName(top.cardId));
    }
    if (c.s().step == Step::End)
        return QStringLiteral("Pass: end the turn");
    if (c.s().step == Step::CombatDamage && c.s().combatDamageStepsDone == 1)
        return QStringLiteral("Pass: regular combat damage");
    return QStringLiteral("Pass: go to the %1").arg(stepTitle(nextStep(c)));
}

static Step nextStep(const Context &c)
{
    if (c.s().step == Step::Cleanup)
        return Step::Untap;
    if (c.s().step == Step::DeclareAttackers && !combat::anyAttackers(c))
        return Step::EndOfCombat; // CR 508.8
    if (c.s().step == Step::CombatDamage && c.s().combatDamageStepsDone == 1)
        return Step::CombatDamage; // CR 510.4: the regular step after the first-strike one
    return static_cast<Step>(static_cast<int>(c.s().step) + 1);
}

QList<Step> skippedSteps(const Context &c)
{
    const int at = static_cast<int>(c.s().step);
    if (at > static_cast<int>(Step::DeclareAttackers) && at <= static_cast<int>(Step::EndOfCombat) && !combat::anyAttackers(c))
        return {Step::DeclareBlockers, Step::CombatDamage};
    return {};
}

} // namespace rules::turn
