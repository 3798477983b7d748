// Figure 3: the XMage #11285 case: two players with 15 daybound permanents each play 300 turns
// and the designation switches at every untap step. Alice casts nothing in her turns, so day
// becomes night (CR 502.2, ruling 3); Bob casts two Considers in each of his, so night becomes
// day (ruling 4). Consider replaces itself (it draws), so Bob never runs out. The baseline plays
// the same 300 turns with vanilla 2/2 Wolves in place of the werewolves: the same actions, the
// same designation changes, no transforms.
#include "bench.h"

#include "position.h"

using namespace rules;

namespace bench {

namespace {

constexpr int kPerSide = 15;
constexpr int kBob = 1;

GameState xmagePosition(const QString &creature, int turns)
{
    // Each player draws once in each of their turns (half of them): Forests. Bob also draws
    // for each Consider (two in each of his turns): Considers on top of his library.
    GameState s = position(DayNight::Day, 2 * kPerSide, creature, turns / 2 + 20);
    for (CardInstance &c : s.cards)
        c.token = c.key == QLatin1String("wolf"); // Wolves are tokens (resources/cards/wolf.json)
    testing::addLands(s, kBob, QStringLiteral("island"), 2);
    for (int i = 0; i < 2 * turns; ++i)
        s.players[kBob].library.append(s.addCard(QStringLiteral("consider"), kBob, false));
    for (int i = 0; i < 2; ++i)
        testing::addToHand(s, kBob, QStringLiteral("consider"));
    return s;
}

// Bob casts Consider at the start of his precombat main phase until he has cast two this turn;
// otherwise everyone passes and answers decisions simply (surveil: keep the card on top).
Action nextAction(const Game &game)
{
    const GameState &s = game.state();
    if (s.decision.kind == PendingDecision::Kind::None && s.activePlayer == kBob && s.priorityPlayer == kBob
        && s.step == Step::PrecombatMain && s.stack.isEmpty() && s.spellsCastThisTurn[kBob] < 2)
        for (int card : s.players[kBob].hand)
            if (s.cards[card].key == QLatin1String("consider"))
                return Action::cast(kBob, card);
    return passOrAnswer(game);
}

struct Counts {
    int actions = 0, changes = 0, transforms = 0;
};

Samples playTurns(const GameState &start, int turns, int runs, Counts *counts)
{
    return measure(runs, [&] {
        Game game(CardDatabase::builtIn(), start);
        qint64 ns = 0;
        *counts = Counts();
        while (game.state().turnNumber < start.turnNumber + turns || game.state().step != Step::PrecombatMain) {
            const Result r = timedApply(game, nextAction(game), &ns);
            ++counts->actions;
            counts->changes += countEvents(r.events, Event::Type::DayNightChanged);
            counts->transforms += countEvents(r.events, Event::Type::PermanentTransformed);
        }
        return ns;
    });
}

} // namespace

void runXmage(const Options &o)
{
    const int turns = o.quick ? 10 : 300;
    Counts werewolves, wolves;
    const Samples a = playTurns(xmagePosition(daybound(), turns), turns, o.runs, &werewolves);
    printMs(QStringLiteral("XMage #11285 case: %1 turns, %2 per side daybound, %3 actions, %4 designation changes, %5 transforms")
                .arg(turns).arg(kPerSide).arg(werewolves.actions).arg(werewolves.changes).arg(werewolves.transforms),
            a);
    const Samples b = playTurns(xmagePosition(QStringLiteral("wolf"), turns), turns, o.runs, &wolves);
    printMs(QStringLiteral("XMage #11285 baseline: the same %1 turns, %2 vanilla Wolves per side, %3 actions, %4 designation changes, %5 transforms")
                .arg(turns).arg(kPerSide).arg(wolves.actions).arg(wolves.changes).arg(wolves.transforms),
            b);
    printLine(QStringLiteral("XMage #11285 case / baseline: %1x (medians)").arg(a.median() / b.median(), 0, 'f', 2));
}

} // namespace bench
