// Turn structure (CR 500-514): steps in order and their turn-based actions (CR 703.4).
#include "daynight.h"
#include "game.h"

namespace rules {

namespace {
bool stepHasPriority(Step s)
{
    return s != Step::Untap && s != Step::Cleanup; // CR 502.4, 514.3
}
} // namespace

void Game::beginTurn()
{
    // The turn that ends becomes "the previous turn" for the untap-step check (CR 502.2).
    if (m_s.turnNumber > 0) {
        m_s.previousTurnActivePlayer = m_s.activePlayer;
        m_s.spellsCastLastTurn = m_s.spellsCastThisTurn;
        m_s.activePlayer = m_s.nextLivingPlayer(m_s.activePlayer);
    }
    for (int &n : m_s.spellsCastThisTurn)
        n = 0;
    for (auto &p : m_s.players)
        p.landsPlayedThisTurn = 0;
    ++m_s.turnNumber;
    // "Until your next turn" effects end as that player's turn begins (CR 611.2b).
    m_s.untilYourNextTurn.removeIf([&](const PlayerEffect &e) { return e.player == m_s.activePlayer; });
    for (auto &perm : m_s.battlefield) {
        if (perm.controller == m_s.activePlayer)
            perm.summoningSick = false; // CR 302.6: controlled since this turn began
        perm.activatedThisTurn.clear();  // "only once each turn" (CR 602.5b)
        perm.loyaltyUsedThisTurn = false; // CR 606.3
    }
    report(Event::Type::TurnBegan, m_s.activePlayer,
           QStringLiteral("Turn %1: %2's turn.").arg(m_s.turnNumber).arg(playerName(m_s.activePlayer)),
           QStringLiteral("CR 500.1"));
    beginStep(Step::Untap);
}

void Game::beginStep(Step s)
{
    m_s.step = s;
    m_s.passesInSuccession = 0;
    m_s.priorityPlayer = -1;
    report(Event::Type::StepBegan, m_s.activePlayer,
           QStringLiteral("%1 begins.").arg(stepTitle(s).left(1).toUpper() + stepTitle(s).mid(1)),
           QStringLiteral("CR 500.1"));
    switch (s) {
    case Step::Untap: untapStep(); return;
    case Step::Upkeep: triggerOnStep(s); break;      // CR 503.1
    case Step::Draw: drawStep(); break;
    case Step::BeginningOfCombat: triggerOnStep(s); break;
    case Step::DeclareAttackers: beginDeclareAttackers(); break;
    case Step::DeclareBlockers: beginDeclareBlockers(); break;
    case Step::CombatDamage: combatDamageStep(); break;
    case Step::End: triggerOnStep(s); break;         // CR 513.1
    case Step::Cleanup: cleanupStep(); return;
    default: break;
    }
    if (m_s.decision.kind != PendingDecision::Kind::None)
        return; // priority comes once the decision is answered
    if (stepHasPriority(s))
        givePriority(m_s.activePlayer); // CR 117.3a
}

void Game::endStep()
{
    // CR 500.4: mana empties from each player's mana pool as each step and phase ends.
    for (int i = 0; i < m_s.players.size(); ++i) {
        auto &pool = m_s.players[i].manaPool;
        if (!pool.isEmpty()) {
            report(Event::Type::ManaEmptied, i,
                   QStringLiteral("%1's unused mana (%2) empties from the mana pool.").arg(playerName(i)).arg(pool.size()),
                   QStringLiteral("CR 500.4"));
            pool.clear();
        }
    }
    if (m_s.step == Step::Cleanup) {
        beginTurn();
        return;
    }
    if (m_s.step == Step::EndOfCombat)
        endCombat(); // CR 511.3
    beginStep(nextStep());
}

void Game::untapStep()
{
    // CR 502.1 phasing: nothing in the pool has phasing.
    // CR 502.2 / ruling 2: the day/night check comes before untapping (CR 703.4b).
    if (m_s.previousTurnActivePlayer >= 0) {
        const int prev = m_s.previousTurnActivePlayer;
        const int spells = m_s.spellsCastLastTurn.value(prev);
        const DesignationCheck check = checkAtUntap(m_s.designation, spells);
        const QString who = playerName(prev);
        const QString counted = QStringLiteral("%1, the previous turn's active player, cast %2 spell%3 during that turn")
                                    .arg(who).arg(spells).arg(spells == 1 ? QString() : QStringLiteral("s"));
        if (check.changes) {
            setDesignation(check.next,
                           spells == 0 ? QStringLiteral("%1 (no spells)").arg(counted) : counted,
                           check.rule, check.ruling);
        } else if (m_s.designation == DayNight::Neither) {
            report(Event::Type::DesignationChecked, -1,
                   QStringLiteral("It is neither day nor night: no day/night check is made."),
                   QStringLiteral("CR 730.2c"), 2);
        } else {
            report(Event::Type::DesignationChecked, -1,
                   QStringLiteral("It stays %1: %2.").arg(dayNightName(m_s.designation), counted),
                   check.rule, 2);
        }
    }
    if (m_s.decision.kind != PendingDecision::Kind::None) {
        m_s.untapStepPaused = true; // finish the untap step once the choice is made
        return;
    }
    finishUntapStep();
}

void Game::finishUntapStep()
{
    m_s.untapStepPaused = false;
    // CR 502.3: the active player untaps their permanents.
    int untapped = 0;
    for (auto &p : m_s.battlefield) {
        if (p.controller == m_s.activePlayer && p.tapped) {
            p.tapped = false;
            ++untapped;
        }
    }
    report(Event::Type::Untapped, m_s.activePlayer,
           QStringLiteral("%1 untaps %2 permanent%3.").arg(playerName(m_s.activePlayer)).arg(untapped).arg(untapped == 1 ? QString() : QStringLiteral("s")),
           QStringLiteral("CR 502.3"));
    // CR 502.4: no player receives priority in the untap step.
    endStep();
}

void Game::drawStep()
{
    // CR 103.8a: in a two-player game the starting player skips the draw of their first turn.
    // (CR 103.8c: in other multiplayer games nobody skips it.)
    if (m_s.turnNumber == 1 && m_s.players.size() == 2) {
        report(Event::Type::DrawSkipped, m_s.activePlayer,
               QStringLiteral("%1 plays first and skips the first draw.").arg(playerName(m_s.activePlayer)),
               QStringLiteral("CR 103.8a"));
        return;
    }
    if (m_s.players[m_s.activePlayer].hasLost)
        return; // a player who has left the game (CR 800.4) takes no turn-based actions
    draw(m_s.activePlayer); // CR 504.1
}

void Game::draw(int player)
{
    auto &p = m_s.players[player];
    if (p.library.isEmpty()) {
        p.drewFromEmptyLibrary = true; // CR 704.5b, checked as a state-based action
        report(Event::Type::CardDrawn, player,
               QStringLiteral("%1 must draw from an empty library.").arg(playerName(player)),
               QStringLiteral("CR 121.4"));
        return;
    }
    const int cardId = p.library.takeLast();
    p.hand.append(cardId);
    report(Event::Type::CardDrawn, player, QStringLiteral("%1 draws a card.").arg(playerName(player)),
           QStringLiteral("CR 121.1")).cardId = cardId;
}

void Game::cleanupStep()
{
    // CR 514.1: the active player discards down to the maximum hand size.
    const auto &hand = m_s.players[m_s.activePlayer].hand;
    if (hand.size() > kMaximumHandSize && !m_s.players[m_s.activePlayer].hasLost) {
        PendingDecision d;
        d.kind = PendingDecision::Kind::DiscardToHandSize;
        d.player = m_s.activePlayer;
        d.count = int(hand.size()) - kMaximumHandSize;
        d.options = hand;
        d.prompt = QStringLiteral("%1, choose %2 card%3 to discard down to seven (CR 514.1).")
                       .arg(playerName(d.player)).arg(d.count).arg(d.count == 1 ? QString() : QStringLiteral("s"));
        m_s.decision = d;
        report(Event::Type::DecisionRequired, d.player, d.prompt, QStringLiteral("CR 514.1"));
        return;
    }
    finishCleanup();
}

void Game::finishCleanup()
{
    // CR 514.2: damage wears off and "until end of turn" effects end.
    m_s.untilEndOfTurn.clear();
    m_s.preventNonWolfCombatDamage = false;
    for (auto &p : m_s.players)
        p.manaUntilEndOfTurn.clear();
    bool any = false;
    for (auto &p : m_s.battlefield) {
        any = any || p.damage > 0;
        p.damage = 0;
    }
    if (any)
        report(Event::Type::DamageRemoved, -1, QStringLiteral("Damage marked on permanents wears off."),
               QStringLiteral("CR 514.2"));
    endStep();
}

} // namespace rules
