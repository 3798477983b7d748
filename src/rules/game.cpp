// Game: actions, priority (CR 117) and the end of the game (CR 104).
#include "game.h"

#include "daynight.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcGame, "daynight.rules.game", QtInfoMsg)

namespace rules {

Game::Game(const CardDatabase &db, quint64 seed, const QList<PlayerSetup> &players, Events *startEvents)
    : m_db(&db)
{
    Q_ASSERT(players.size() >= 2 && players.size() <= 4);
    m_s.seed = seed;
    m_s.rng.seed(seed);
    for (const auto &setup : players) {
        Player p;
        p.name = setup.name;
        p.life = kStartingLife;
        m_s.players.append(p);
        m_s.spellsCastThisTurn.append(0);
        m_s.spellsCastLastTurn.append(0);
    }
    report(Event::Type::GameStarted, -1, QStringLiteral("A new game begins (seed %1). It is neither day nor night.").arg(seed), QStringLiteral("CR 730.1"), 1);
    for (int i = 0; i < players.size(); ++i) {
        for (const auto &entry : players[i].deck.cards)
            for (int n = 0; n < entry.second; ++n)
                m_s.players[i].library.append(createCard(entry.first, i, false));
        // CR 103.3: each library is shuffled (Fisher-Yates over the seeded generator).
        auto &lib = m_s.players[i].library;
        for (int k = lib.size() - 1; k > 0; --k) {
            const int j = int(m_s.rng() % quint64(k + 1));
            lib.swapItemsAt(k, j);
        }
        report(Event::Type::LibraryShuffled, i, QStringLiteral("%1 shuffles a %2-card library.").arg(playerName(i)).arg(lib.size()), QStringLiteral("CR 103.3"), 0);
    }
    m_s.startingPlayer = int(m_s.rng() % quint64(players.size())); // CR 103.1
    for (int i = 0; i < players.size(); ++i) {
        auto &p = m_s.players[i];
        for (int n = 0; n < kOpeningHandSize && !p.library.isEmpty(); ++n)
            p.hand.append(p.library.takeLast());
        report(Event::Type::CardDrawn, i, QStringLiteral("%1 draws an opening hand of %2 cards.").arg(playerName(i)).arg(p.hand.size()),
               QStringLiteral("CR 103.5"));
    }
    m_s.activePlayer = m_s.startingPlayer;
    m_s.turnNumber = 0;
    beginTurn();
    if (startEvents)
        *startEvents = m_events;
    m_events.clear();
}

Game::Game(const CardDatabase &db, const GameState &state)
    : m_db(&db), m_s(state)
{
}

const CardDefinition &Game::definition(int cardId) const
{
    const CardDefinition *def = m_db->find(m_s.cards[cardId].key);
    Q_ASSERT_X(def, "Game::definition", "card key not in the database");
    return *def;
}

const CardFace &Game::face(const Permanent &p) const
{
    const CardDefinition &def = definition(p.cardId);
    return def.faces[p.backFaceUp && def.isDoubleFaced() ? 1 : 0];
}

int Game::manaValue(int cardId) const
{
    return definition(cardId).front().manaCost.manaValue(); // CR 202.3b
}

QString Game::colors(const Permanent &p) const
{
    return characteristics(p).colors;
}

Event &Game::report(Event::Type type, int player, const QString &text, const QString &rule, int ruling)
{
    qCDebug(lcGame).noquote() << Event::typeName(type) << text << rule;
    Event e;
    e.type = type;
    e.player = player;
    e.text = text;
    e.rule = rule;
    e.ruling = ruling;
    m_events.append(e);
    return m_events.last();
}

Result Game::refuse(const QString &why)
{
    return Result{false, why, {}};
}

QString Game::whyNot(const Action &action) const
{
    Game copy(*this);
    return copy.apply(action).reason;
}

Result Game::apply(const Action &a)
{
    const bool sandbox = a.type == Action::Type::PutOntoBattlefield || a.type == Action::Type::SetDesignation
        || a.type == Action::Type::SetLife || a.type == Action::Type::Destroy;
    if (m_s.gameOver)
        return refuse(QStringLiteral("The game is over (CR 104.1)."));
    if (a.player < 0 || a.player >= m_s.players.size())
        return refuse(QStringLiteral("There is no player %1.").arg(a.player));
    if (!sandbox) {
        if (m_s.decision.kind != PendingDecision::Kind::None) {
            if (a.type != Action::Type::ChooseCards || a.player != m_s.decision.player)
                return refuse(QStringLiteral("%1 must first answer: %2").arg(playerName(m_s.decision.player), m_s.decision.prompt));
        } else if (a.type == Action::Type::ChooseCards) {
            return refuse(QStringLiteral("There is no decision to answer."));
        } else if (a.player != m_s.priorityPlayer) {
            return refuse(m_s.priorityPlayer < 0
                              ? QStringLiteral("No player has priority now (CR 117.1).")
                              : QStringLiteral("%1 holds priority, not %2 (CR 117.1).").arg(playerName(m_s.priorityPlayer), playerName(a.player)));
        }
    }

    QString why;
    switch (a.type) {
    case Action::Type::PlayLand: why = checkPlayLand(a.player, a.cardId); break;
    case Action::Type::CastSpell: why = checkCast(a.player, a.cardId, a.targets, a.x); break;
    case Action::Type::TapForMana: why = checkTapForMana(a.player, a.objectId); break;
    case Action::Type::Activate: why = checkActivate(a); break;
    case Action::Type::ChooseCards:
        why = checkChoice(a);
        break;
    case Action::Type::PutOntoBattlefield:
        for (const auto &c : a.permanents) {
            const CardDefinition *def = m_db->find(c.key);
            if (!def)
                why = QStringLiteral("Unknown card \"%1\".").arg(c.key);
            else if (!def->front().isPermanentType())
                why = QStringLiteral("%1 is not a permanent card (CR 110.4).").arg(def->front().name);
            else if (c.transformed && !def->isDoubleFaced())
                why = QStringLiteral("%1 has no back face to put onto the battlefield transformed (CR 712.14a).").arg(def->front().name);
        }
        if (a.permanents.isEmpty())
            why = QStringLiteral("Name at least one card to put onto the battlefield.");
        break;
    case Action::Type::SetDesignation:
        if (a.designation == DayNight::Neither)
            why = QStringLiteral("The game can never become neither day nor night again (ruling 1, CR 730.1).");
        break;
    case Action::Type::Destroy:
        if (!m_s.permanent(a.objectId))
            why = QStringLiteral("There is no permanent with id %1.").arg(a.objectId);
        break;
    case Action::Type::SetLife:
    case Action::Type::PassPriority:
        break;
    }
    if (!why.isEmpty())
        return refuse(why);

    m_events.clear();
    if (sandbox)
        m_s.passesInSuccession = 0; // something happened: earlier passes are not "in succession"
    switch (a.type) {
    case Action::Type::PassPriority: passPriority(a.player); break;
    case Action::Type::PlayLand: playLand(a.player, a.cardId); break;
    case Action::Type::CastSpell: castSpell(a.player, a.cardId, a.targets, a.x); break;
    case Action::Type::TapForMana: tapForMana(a.player, a.objectId); break;
    case Action::Type::Activate: activate(a); break;
    case Action::Type::ChooseCards: chooseCards(a); break;
    case Action::Type::PutOntoBattlefield: {
        QList<int> ids;
        QList<bool> transformed;
        for (const auto &c : a.permanents) {
            ids.append(createCard(c.key, a.player, false));
            transformed.append(c.transformed);
        }
        enterTogether(ids, a.player, false, transformed);
        if (m_s.priorityPlayer >= 0)
            givePriority(m_s.priorityPlayer);
        break;
    }
    case Action::Type::SetDesignation:
        if (a.designation == m_s.designation) {
            report(Event::Type::DesignationChecked, -1,
                   QStringLiteral("It is already %1: nothing changes.").arg(dayNightName(m_s.designation)),
                   QStringLiteral("CR 730.1"));
        } else {
            setDesignation(a.designation, QStringLiteral("an effect says so"), QStringLiteral("CR 730.1"), 0);
        }
        if (m_s.priorityPlayer >= 0)
            givePriority(m_s.priorityPlayer);
        break;
    case Action::Type::Destroy:
        leaveBattlefield(a.objectId, QStringLiteral("being destroyed"), QStringLiteral("CR 701.8a"));
        if (m_s.priorityPlayer >= 0)
            givePriority(m_s.priorityPlayer);
        break;
    case Action::Type::SetLife: {
        m_s.players[a.player].life = a.amount;
        report(Event::Type::LifeChanged, a.player, QStringLiteral("%1's life total becomes %2.").arg(playerName(a.player)).arg(a.amount), QStringLiteral("CR 119.5"), 0);
        if (m_s.priorityPlayer >= 0)
            givePriority(m_s.priorityPlayer);
        break;
    }
    }
    Result result{true, QString(), m_events};
    m_events.clear();
    Q_ASSERT_X(dayNightViolations().isEmpty(), "Game::apply", qPrintable(dayNightViolations().join(QStringLiteral("; "))));
    return result;
}

void Game::givePriority(int player)
{
    // CR 117.5: state-based actions, then triggered abilities, each time a player would
    // receive priority; repeated until neither happens.
    for (int guard = 0; guard < 1000; ++guard) {
        if (m_s.decision.kind != PendingDecision::Kind::None) {
            m_s.priorityPlayer = player; // e.g. "as it transforms, attach it to a player" (CR 712.20)
            return;
        }
        const bool sba = checkStateBasedActions();
        checkGameOver();
        if (m_s.gameOver) {
            m_s.priorityPlayer = -1;
            return;
        }
        if (m_s.decision.kind != PendingDecision::Kind::None) {
            m_s.priorityPlayer = player; // receives priority once the decision is answered
            return;
        }
        const bool triggers = !m_s.pendingTriggers.isEmpty();
        putPendingTriggersOnStack();
        if (m_s.decision.kind != PendingDecision::Kind::None) {
            m_s.priorityPlayer = player; // a target to choose first
            return;
        }
        if (!sba && !triggers)
            break;
    }
    if (m_s.players[player].hasLost)
        player = m_s.nextLivingPlayer(player);
    m_s.priorityPlayer = player;
}

void Game::passPriority(int player)
{
    ++m_s.passesInSuccession;
    report(Event::Type::PriorityPassed, player, QStringLiteral("%1 passes priority.").arg(playerName(player)), QStringLiteral("CR 117.3d"), 0);
    if (m_s.passesInSuccession >= m_s.livingPlayerCount()) {
        // CR 117.4: all players passed in succession.
        m_s.passesInSuccession = 0;
        if (m_s.stack.isEmpty()) {
            endStep();
        } else {
            resolveTopOfStack();
            givePriority(m_s.activePlayer); // CR 117.3b
        }
        return;
    }
    givePriority(m_s.nextLivingPlayer(player));
}

void Game::checkGameOver()
{
    if (m_s.gameOver || m_s.livingPlayerCount() > 1)
        return;
    m_s.gameOver = true;
    for (int i = 0; i < m_s.players.size(); ++i)
        if (!m_s.players[i].hasLost)
            m_s.winner = i;
    report(Event::Type::GameOver, m_s.winner, m_s.winner >= 0 ? QStringLiteral("%1 wins the game.").arg(playerName(m_s.winner))
                          : QStringLiteral("The game is a draw."), QStringLiteral("CR 104.2a"), 0);
}

QString Game::forecast() const
{
    return rules::forecast(m_s.designation, playerName(m_s.activePlayer), m_s.spellsCastThisTurn.value(m_s.activePlayer));
}

QString Game::passDescription() const
{
    if (m_s.gameOver || m_s.priorityPlayer < 0)
        return QStringLiteral("Pass");
    if (m_s.passesInSuccession + 1 < m_s.livingPlayerCount())
        return QStringLiteral("Pass priority to %1").arg(playerName(m_s.nextLivingPlayer(m_s.priorityPlayer)));
    if (!m_s.stack.isEmpty()) {
        const StackObject &top = m_s.stack.last();
        return QStringLiteral("Pass: resolve %1").arg(top.isAbility ? QStringLiteral("%1's ability").arg(cardName(top.cardId)) : cardName(top.cardId));
    }
    if (m_s.step == Step::End)
        return QStringLiteral("Pass: end the turn");
    if (m_s.step == Step::CombatDamage && m_s.combatDamageStepsDone == 1)
        return QStringLiteral("Pass: regular combat damage");
    return QStringLiteral("Pass: go to the %1").arg(stepTitle(nextStep()));
}

QList<int> Game::objectIds() const
{
    QList<int> ids;
    for (const Permanent &p : m_s.battlefield)
        ids.append(p.objectId);
    return ids;
}

Step Game::nextStep() const
{
    if (m_s.step == Step::Cleanup)
        return Step::Untap;
    if (m_s.step == Step::DeclareAttackers && !anyAttackers())
        return Step::EndOfCombat; // CR 508.8
    if (m_s.step == Step::CombatDamage && m_s.combatDamageStepsDone == 1)
        return Step::CombatDamage; // CR 510.4: the regular step after the first-strike one
    return static_cast<Step>(static_cast<int>(m_s.step) + 1);
}

QList<Step> Game::skippedSteps() const
{
    const int at = static_cast<int>(m_s.step);
    if (at > static_cast<int>(Step::DeclareAttackers) && at <= static_cast<int>(Step::EndOfCombat) && !anyAttackers())
        return {Step::DeclareBlockers, Step::CombatDamage};
    return {};
}

} // namespace rules
