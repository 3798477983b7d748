// Game: the facade over the rules areas. A new game (CR 103), apply() = check then execute, and
// queries answered by the areas over a read-only Context.
#include "game.h"

#include "areas.h"
#include "daynight.h"
#include "statejson.h"

namespace rules {

Game::Game(const CardDatabase &db, quint64 seed, const QList<PlayerSetup> &players, Events *startEvents, Opening opening)
    : m_db(&db)
{
    Q_ASSERT(players.size() >= 2 && players.size() <= 4);
    Events events;
    Context c(db, m_s, events, m_cache);
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
    // The seed is a judge's only: with it and the decks anyone could work out every shuffle.
    c.report(Event::Type::GameStarted, -1, QStringLiteral("A new game begins. It is neither day nor night."), QStringLiteral("CR 730.1"), 1)
        .privateText = QStringLiteral("A new game begins (seed %1). It is neither day nor night.").arg(seed);
    for (int i = 0; i < players.size(); ++i) {
        for (const auto &entry : players[i].deck.cards)
            for (int n = 0; n < entry.second; ++n)
                m_s.players[i].library.append(battlefield::createCard(c, entry.first, i, false));
        // CR 103.3: each library is shuffled (Fisher-Yates over the seeded generator).
        auto &lib = m_s.players[i].library;
        for (int k = lib.size() - 1; k > 0; --k) {
            const int j = int(m_s.rng() % quint64(k + 1));
            lib.swapItemsAt(k, j);
        }
        m_s.enteredHiddenZone(lib);
        c.report(Event::Type::LibraryShuffled, i, QStringLiteral("%1 shuffles a %2-card library.").arg(c.playerName(i)).arg(lib.size()),
                 QStringLiteral("CR 103.3"), 0);
    }
    m_s.startingPlayer = int(m_s.rng() % quint64(players.size())); // CR 103.1
    for (int i = 0; i < players.size(); ++i) {
        auto &p = m_s.players[i];
        for (int n = 0; n < kOpeningHandSize && !p.library.isEmpty(); ++n)
            p.hand.append(p.library.takeLast());
        m_s.enteredHiddenZone(p.hand);
        Event &e = c.report(Event::Type::CardDrawn, i, QStringLiteral("%1 draws an opening hand of %2 cards.").arg(c.playerName(i)).arg(p.hand.size()),
                            QStringLiteral("CR 103.5"));
        e.privateText = QStringLiteral("%1 draws an opening hand of %2 cards: %3.").arg(c.playerName(i)).arg(p.hand.size()).arg(c.cardNames(p.hand));
        e.privateTo = i;
        e.privateWithHand = true;
    }
    m_s.activePlayer = m_s.startingPlayer;
    m_s.turnNumber = 0;
    if (opening == Opening::Mulligans)
        mulligan::begin(c); // turn 1 begins once every opening hand is final
    else
        turn::beginTurn(c);
    if (startEvents)
        *startEvents = events;
}

Game::Game(const CardDatabase &db, const GameState &state)
    : m_db(&db), m_s(state)
{
}

Result Game::apply(const Action &action)
{
    const QString why = whyNot(action);
    if (!why.isEmpty())
        return Result{false, why, {}};
    if (!actions::isSandbox(action.type))
        m_s.editedSinceCheck = false; // whyNot() found the position legal
    Result result{true, QString(), {}};
    Context c(*m_db, m_s, result.events, m_cache);
    actions::execute(c, action);
    m_positionProblem.reset();
    Q_ASSERT_X(m_s.editedSinceCheck || dayNightViolations().isEmpty(), "Game::apply", qPrintable(dayNightViolations().join(QStringLiteral("; "))));
    return result;
}

QString Game::whyNot(const Action &action) const
{
    if (!actions::isSandbox(action.type) && !m_s.gameOver) {
        const QString problem = positionProblem();
        if (!problem.isEmpty())
            return QStringLiteral("The position is not legal: %1. Fix it with the board editor first.").arg(problem);
    }
    return actions::check(reading(), action);
}

QString Game::positionProblem() const
{
    if (!m_s.editedSinceCheck)
        return {};
    if (!m_positionProblem)
        m_positionProblem = rules::positionProblem(m_s, *m_db);
    return *m_positionProblem;
}

QString Game::passDescription() const { return turn::passDescription(reading()); }
QList<Step> Game::skippedSteps() const { return turn::skippedSteps(reading()); }
QStringList Game::dayNightViolations() const { return dayNight::dayNightViolations(reading()); }
QList<Action> Game::legalActions(int player) const
{
    return positionProblem().isEmpty() ? actions::legal(reading(), player) : QList<Action>{};
}
ManaCost Game::castingCost(int cardId, int player) const { return casting::castingCost(reading(), cardId, player); }
QList<int> Game::activatableAbilities(const Permanent &p) const { return activation::activatableAbilities(reading(), p); }
QString Game::whyCantBlock(int blocker, int attacker) const { return combat::whyCantBlock(reading(), blocker, attacker); }
QString Game::whyCantAttack(int objectId) const { return combat::whyCantAttack(reading(), objectId); }
QList<int> Game::requiredAttackers() const { return combat::requiredAttackers(reading()); }
QString Game::whyNotCastable(int player, int cardId) const { return casting::whyNotCastable(reading(), player, cardId); }
QString Game::whyNotActivatable(int player, int objectId, int abilityIndex) const
{
    return activation::whyNotActivatable(reading(), player, objectId, abilityIndex);
}
QList<TargetSpec> Game::spellTargets(int cardId) const { return casting::spellTargetSpecs(reading(), cardId); }

QString Game::forecast() const
{
    return rules::forecast(m_s.designation, m_s.players[m_s.activePlayer].name, m_s.spellsCastThisTurn.value(m_s.activePlayer));
}

} // namespace rules
