#include "greedyplayer.h"

#include "combatplan.h"
#include "determinizer.h"
#include "evaluation.h"
#include "lookahead.h"
#include "openinghand.h"

#include <algorithm>
#include <random>

namespace ai {

using namespace rules;

namespace {

// A gain (in Evaluation points) below this is noise: passing is as good.
constexpr double kMinGain = 0.3;

bool isMainPhase(Step s) { return s == Step::PrecombatMain || s == Step::PostcombatMain; }

// The land among `lands` whose colour the hand needs most and the battlefield gives least.
Action chooseLand(const Game &g, int seat, const QList<Action> &lands)
{
    static const QList<QPair<QString, QChar>> basics{{QStringLiteral("Plains"), u'W'}, {QStringLiteral("Island"), u'U'},
                                                     {QStringLiteral("Swamp"), u'B'}, {QStringLiteral("Mountain"), u'R'},
                                                     {QStringLiteral("Forest"), u'G'}};
    auto colorOf = [&](int cardId) -> QChar {
        for (const auto &b : basics)
            if (g.definition(cardId).front().hasSubtype(b.first))
                return b.second;
        return QChar();
    };
    QHash<QChar, int> need;
    for (int card : g.state().players[seat].hand)
        for (const QChar ch : g.definition(card).front().colorText)
            ++need[ch];
    for (const Permanent &p : g.state().battlefield)
        if (p.controller == seat)
            need[colorOf(p.cardId)] -= 1;
    Action best = lands.first();
    int bestNeed = std::numeric_limits<int>::min();
    for (const Action &a : lands) {
        const int n = need.value(colorOf(a.cardId));
        if (n > bestNeed) {
            bestNeed = n;
            best = a;
        }
    }
    return best;
}

int manaValueOf(const Game &g, const Action &a)
{
    if (a.type == Action::Type::CastSpell)
        return g.manaValue(a.cardId) + a.x;
    return 0;
}

} // namespace

Action GreedyPlayer::decide(const Game &game, int seat, quint64 seed) const
{
    if (const auto opening = openingHandAnswer(game, seat)) // CR 103.5: a rule, not a search (openinghand.h)
        return *opening;
    const QList<Action> candidates = candidateActions(game, seat);
    if (candidates.size() <= 1)
        return candidates.isEmpty() ? Action::pass(seat) : candidates.first();
    // mixSeed(), not a Mersenne Twister: seeding one for every decision of every playout
    // showed in the profile.
    if (m_options.randomness > 0 && double(mixSeed(seed, 1) % 1000000) / 1e6 < m_options.randomness)
        return candidates[int(mixSeed(seed, 2) % quint64(candidates.size()))];
    if (m_options.determinize) {
        std::mt19937_64 rng(seed);
        // Only the hidden cards change: every candidate names the same objects there.
        GreedyPlayer inner(Options{m_options.judgeSpells, 0.0, false});
        return inner.decide(Game(game.cards(), Determinizer::sample(game.state(), seat, rng)), seat, rng());
    }
    if (game.state().decision.kind != PendingDecision::Kind::None)
        return answer(game, seat, candidates);
    return withPriority(game, seat, candidates);
}

Action GreedyPlayer::withPriority(const Game &g, int seat, const QList<Action> &candidates) const
{
    const GameState &s = g.state();
    QList<Action> lands, spells, others;
    for (const Action &a : candidates) {
        if (a.type == Action::Type::PlayLand)
            lands.append(a);
        else if (a.type == Action::Type::CastSpell)
            spells.append(a);
        else if (a.type != Action::Type::PassPriority)
            others.append(a);
    }
    const bool ownMain = s.activePlayer == seat && isMainPhase(s.step) && s.stack.isEmpty();
    if (ownMain && !lands.isEmpty())
        return chooseLand(g, seat, lands);
    std::stable_sort(spells.begin(), spells.end(), [&](const Action &a, const Action &b) { return manaValueOf(g, a) > manaValueOf(g, b); });
    if (ownMain && !spells.isEmpty() && !m_options.judgeSpells)
        return spells.first();
    // Anything else happens only when it scores better than passing: responses, instant-speed
    // spells, abilities, and (judging) every spell.
    const QList<Action> considered = ownMain && !m_options.judgeSpells ? others : spells + others;
    if (considered.isEmpty())
        return Action::pass(seat);
    const double now = Evaluation::score(g, seat);
    const auto best = Lookahead::best(g, considered, seat);
    return best && best->second > now + kMinGain ? best->first : Action::pass(seat);
}

Action GreedyPlayer::answer(const Game &g, int seat, const QList<Action> &candidates) const
{
    switch (g.state().decision.kind) {
    case PendingDecision::Kind::DeclareAttackers:
        return CombatPlan::attackers(g, seat);
    case PendingDecision::Kind::DeclareBlockers:
        return CombatPlan::blockers(g, seat);
    default:
        break;
    }
    const auto best = Lookahead::best(g, candidates, seat);
    return best ? best->first : candidates.first();
}

} // namespace ai
