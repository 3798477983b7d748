#include "evaluation.h"

#include "daynight.h"

#include <algorithm>
#include <cmath>

namespace ai {

using namespace rules;

namespace {

constexpr double kWin = 1000.0;
// How much of a flipping permanent's value is its face after the next untap step: most of the
// fighting it will still do happens then (the other player's turn, then ours).
constexpr double kNextFaceWeight = 0.6;
constexpr double kRewardScale = 12.0;
// A side that the next attack kills: not yet lost (a blocker may still come, a trick), but
// worth far less than any board.
constexpr double kDeadOnBoard = 12.0;

double keywordValue(const QString &k)
{
    static const QList<QPair<QString, double>> values{
        {QStringLiteral("Flying"), 1.0},        {QStringLiteral("Trample"), 0.6},
        {QStringLiteral("Menace"), 0.8},        {QStringLiteral("First strike"), 0.8},
        {QStringLiteral("Double strike"), 2.0}, {QStringLiteral("Deathtouch"), 1.2},
        {QStringLiteral("Lifelink"), 0.8},      {QStringLiteral("Indestructible"), 2.5},
        {QStringLiteral("Vigilance"), 0.4},     {QStringLiteral("Intimidate"), 0.8},
        {QStringLiteral("Haste"), 0.2},         {QStringLiteral("Draws on combat damage"), 1.0},
        {QStringLiteral("Ward"), 0.5},
    };
    for (const auto &kv : values)
        if (kv.first == k)
            return kv.second;
    return 0.0;
}

// Abilities beyond power and toughness: tokens, draws, anthems, pumps.
double abilitiesValue(const CardFace &f)
{
    double v = 0;
    for (const Ability &a : f.abilities)
        if (a.enforced && a.kind != Ability::Kind::Mana && a.kind != Ability::Kind::Replacement)
            v += 0.7;
    return v;
}

double creatureValue(int power, int toughness, const QStringList &keywords, const CardFace &face)
{
    if (toughness <= 0)
        return 0;
    double v = 1.5 + 1.2 * std::max(power, 0) + 0.8 * toughness + abilitiesValue(face);
    for (const QString &k : keywords)
        v += keywordValue(k);
    return v;
}

// A card in a hand the viewer cannot see: about what an average card of the demo decks is worth.
constexpr double kHiddenCardValue = 1.0;

double handCardValue(const Game &g, int cardId, int landsInPlay)
{
    const CardFace &f = g.definition(cardId).front();
    if (f.hasType(QStringLiteral("Land")))
        return landsInPlay < 5 ? 0.9 : 0.25;
    return 0.8 + 0.15 * f.manaCost.manaValue();
}

} // namespace

DayNight Evaluation::nextDesignation(const GameState &s)
{
    const int active = s.activePlayer;
    const int cast = active >= 0 && active < s.spellsCastThisTurn.size() ? s.spellsCastThisTurn[active] : 0;
    return checkAtUntap(s.designation, cast).next;
}

double Evaluation::permanentValue(const Game &g, const Permanent &p, DayNight next)
{
    const CardDefinition &def = g.definition(p.cardId);
    const CardFace &face = g.face(p);
    const Characteristics ch = g.characteristics(p);
    if (ch.isCreature()) {
        const double now = creatureValue(ch.power, ch.toughness, ch.keywords(), face);
        if (next == g.state().designation || ch.cantTransform || !mustTransformForDesignation(def, p.backFaceUp, next))
            return now;
        // The other face keeps what effects and counters add (CR 712.18): only the printed part changes.
        const CardFace &other = def.faces[p.backFaceUp ? 0 : 1];
        if (!other.hasPT)
            return now;
        const double then = creatureValue(ch.power - face.power + other.power, ch.toughness - face.toughness + other.toughness,
                                          other.keywords, other);
        return (1 - kNextFaceWeight) * now + kNextFaceWeight * then;
    }
    if (ch.isPlaneswalker())
        return 3.0 + 1.0 * p.counters.value(QStringLiteral("loyalty")) + abilitiesValue(face);
    if (ch.hasType(QStringLiteral("Land")))
        return 1.0;
    return 1.5 + 0.5 * g.manaValue(p.cardId) + abilitiesValue(face);
}

int Evaluation::unblockedDamage(QList<int> powers, int blockers)
{
    std::sort(powers.begin(), powers.end(), std::greater<int>());
    int through = 0;
    for (qsizetype i = std::max(blockers, 0); i < powers.size(); ++i)
        through += std::max(powers[i], 0);
    return through;
}

int Evaluation::crackBack(const Game &g, int player)
{
    const GameState &s = g.state();
    const int n = int(s.players.size());
    if (player < 0 || player >= n || s.activePlayer < 0 || s.activePlayer >= n)
        return 0;
    int attacker = -1;
    if (s.activePlayer == player) {
        for (int i = 1; i < n && attacker < 0; ++i) {
            const int p = (player + i) % n;
            if (!s.players[p].hasLost)
                attacker = p;
        }
    } else if (s.step <= Step::CombatDamage) {
        attacker = s.activePlayer;
    }
    if (attacker < 0)
        return 0;
    const bool nextTurn = attacker != s.activePlayer;
    // Once attackers are declared (CR 508.1) only they can deal combat damage this turn.
    const bool declared = !nextTurn
        && (s.step > Step::DeclareAttackers
            || std::any_of(s.battlefield.cbegin(), s.battlefield.cend(), [](const Permanent &p) { return p.attacking; }));
    QList<int> powers;
    int blockers = 0;
    for (const Permanent &p : s.battlefield) {
        const Characteristics ch = g.characteristics(p);
        if (!ch.isCreature())
            continue;
        if (p.controller == attacker) {
            const bool attacks = nextTurn ? true
                : declared                ? p.attacking && p.defendingPlayer == player && !p.blocked
                                          : !p.tapped && (!p.summoningSick || ch.hasKeyword(QStringLiteral("Haste")));
            if (attacks)
                powers.append(ch.power);
        } else if (p.controller == player && !p.tapped && p.blocking < 0) {
            ++blockers;
        }
    }
    return unblockedDamage(powers, blockers);
}

double Evaluation::sideValue(const Game &g, int player, int viewer)
{
    const GameState &s = g.state();
    const rules::Player &pl = s.players[player];
    if (pl.hasLost)
        return -kWin;
    const DayNight next = nextDesignation(s);
    double v = 8.0 * std::sqrt(double(std::max(pl.life, 0)));
    int lands = 0;
    for (const Permanent &p : s.battlefield) {
        if (p.controller != player)
            continue;
        const double value = permanentValue(g, p, next);
        if (g.definition(p.cardId).front().hasType(QStringLiteral("Land")))
            v += ++lands <= 6 ? value : 0.3 * value;
        else
            v += value;
    }
    for (int card : pl.hand)
        v += player == viewer ? handCardValue(g, card, lands) : kHiddenCardValue;
    if (pl.library.size() < 3)
        v -= 4.0 * (3 - pl.library.size());
    if (crackBack(g, player) >= pl.life)
        v -= kDeadOnBoard;
    return v;
}

double Evaluation::score(const Game &g, int seat)
{
    const GameState &s = g.state();
    if (s.gameOver)
        return s.winner == seat ? kWin : s.winner < 0 ? 0.0 : -kWin;
    if (s.players[seat].hasLost)
        return -kWin;
    double best = -kWin;
    bool anyOpponent = false;
    for (int p = 0; p < s.players.size(); ++p) {
        if (p == seat || s.players[p].hasLost)
            continue;
        anyOpponent = true;
        best = std::max(best, sideValue(g, p, seat));
    }
    return anyOpponent ? sideValue(g, seat, seat) - best : kWin;
}

double Evaluation::reward(const Game &g, int seat, double baseline)
{
    const double sc = score(g, seat);
    if (sc >= kWin)
        return 1.0;
    if (sc <= -kWin)
        return 0.0;
    return 1.0 / (1.0 + std::exp(-(sc - baseline) / kRewardScale));
}

} // namespace ai
