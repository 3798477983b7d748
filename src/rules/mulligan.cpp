// The London mulligan (CR 103.5, 103.5c): declarations in turn order from the starting player,
// mulligans taken at the same time, then the cards put on the bottom, then turn 1. The log names
// no card: every hand and library stays hidden (CR 400.2), so it says only how many.
#include "mulligan.h"

#include "areas.h"

namespace rules::mulligan {

namespace {

using Opening = Player::Opening;

// The players in turn order from the starting player (CR 103.5: "First, the starting player
// ... Then each other player in turn order").
QList<int> turnOrder(const GameState &s)
{
    QList<int> out;
    for (int k = 0; k < s.players.size(); ++k)
        out.append((s.startingPlayer + k) % int(s.players.size()));
    return out;
}

QString cards(int n)
{
    return n == 1 ? QStringLiteral("1 card") : QStringLiteral("%1 cards").arg(n);
}

// CR 103.5: a player may take mulligans until their opening hand would be zero cards.
bool mayTakeAnother(const GameState &s, int player)
{
    return counted(s, player) < kMaxMulligans;
}

void askKeepOrMulligan(Context &c, int player)
{
    const GameState &s = c.s();
    PendingDecision d;
    d.kind = PendingDecision::Kind::Mulligan;
    d.player = player;
    d.options = {0, 1}; // 0 keep, 1 mulligan (the answers are the KeepHand and TakeMulligan actions)
    const int keep = keptHandSize(s, player);
    const int bottom = int(s.players[player].hand.size()) - keep;
    d.prompt = bottom > 0 ? QStringLiteral("%1, keep this hand (putting %2 on the bottom of your library) or take a mulligan? (CR 103.5)")
                                .arg(c.playerName(player), cards(bottom))
                          : QStringLiteral("%1, keep this hand of %2 or take a mulligan? (CR 103.5)").arg(c.playerName(player), cards(keep));
    c.s().decision = d;
    c.report(Event::Type::DecisionRequired, player, d.prompt, QStringLiteral("CR 103.5"));
}

void askBottom(Context &c, int player)
{
    PendingDecision d;
    d.kind = PendingDecision::Kind::BottomCards;
    d.player = player;
    d.count = counted(c.s(), player);
    d.options = c.s().players[player].hand;
    d.prompt = QStringLiteral("%1, choose %2 to put on the bottom of your library, in order: the last one chosen goes to the bottom (CR 103.5).")
                   .arg(c.playerName(player), cards(d.count));
    c.s().decision = d;
    c.report(Event::Type::DecisionRequired, player, d.prompt, QStringLiteral("CR 103.5"));
}

// CR 103.5: to take a mulligan, a player shuffles the cards in their hand back into their
// library and draws a new hand of seven (the bottom cards come once they keep).
void takeMulligan(Context &c, int player)
{
    Player &p = c.s().players[player];
    p.library.append(p.hand);
    p.hand.clear();
    auto &lib = p.library;
    for (int k = int(lib.size()) - 1; k > 0; --k) // Fisher-Yates over the game's seeded generator, as CR 103.3's shuffle
        lib.swapItemsAt(k, int(c.s().rng() % quint64(k + 1)));
    c.s().enteredHiddenZone(lib); // shuffled: every handle changes
    for (int n = 0; n < kOpeningHandSize && !lib.isEmpty(); ++n)
        p.hand.append(lib.takeLast());
    c.s().enteredHiddenZone(p.hand);
    ++p.mulligans;
    p.opening = Opening::Undecided;
    Event &e = c.report(Event::Type::LibraryShuffled, player,
                        QStringLiteral("%1 shuffles their hand into their library and draws a new hand of %2.").arg(c.playerName(player), cards(int(p.hand.size()))),
                        QStringLiteral("CR 103.5"));
    e.privateText = QStringLiteral("%1 shuffles their hand into their library and draws a new hand of %2: %3.")
                        .arg(c.playerName(player), cards(int(p.hand.size())), c.cardNames(p.hand));
    e.privateTo = player;
    e.privateWithHand = true;
    if (!mayTakeAnother(c.s(), player)) {
        p.opening = Opening::Kept;
        c.report(Event::Type::CardsChosen, player,
                 QStringLiteral("%1 can take no more mulligans: their opening hand would be zero cards. %1 keeps 0 cards.").arg(c.playerName(player)),
                 QStringLiteral("CR 103.5"));
    }
}

// What comes next: the next player to declare in this round; else the declared mulligans, taken
// at the same time, and a new round; else the bottom cards, in turn order; else turn 1.
void goOn(Context &c, int after)
{
    GameState &s = c.s();
    const QList<int> order = turnOrder(s);
    for (int k = int(order.indexOf(after)) + 1; k < order.size(); ++k)
        if (s.players[order[k]].opening == Opening::Undecided)
            return askKeepOrMulligan(c, order[k]);
    // Everyone has declared: the mulligans are taken at the same time (in turn order here, so the
    // shuffles draw from the generator in an order a replay repeats).
    for (int p : order)
        if (s.players[p].opening == Opening::TakesMulligan)
            takeMulligan(c, p);
    for (int p : order)
        if (s.players[p].opening == Opening::Undecided)
            return askKeepOrMulligan(c, p);
    for (int p : order)
        if (s.players[p].opening == Opening::Kept) {
            if (counted(s, p) > 0)
                return askBottom(c, p);
            s.players[p].opening = Opening::Bottomed;
        }
    // CR 103.5 done: every opening hand is final; the game begins (CR 103.8).
    for (Player &p : s.players) {
        p.opening = Opening::Undecided;
        p.mulligans = 0;
    }
    turn::beginTurn(c);
}

} // namespace

bool firstIsFree(const GameState &s)
{
    return s.players.size() > 2;
}

int counted(const GameState &s, int player)
{
    const Player &p = s.players[player];
    const int n = std::max(0, p.mulligans - (firstIsFree(s) ? 1 : 0));
    return p.opening == Opening::Bottomed ? 0 : std::min(n, int(p.hand.size()));
}

int keptHandSize(const GameState &s, int player)
{
    return int(s.players[player].hand.size()) - counted(s, player);
}

QString ordinal(int n)
{
    const int tens = n % 100, ones = n % 10;
    const char *suffix = (tens >= 11 && tens <= 13) ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th";
    return QString::number(n) + QLatin1String(suffix);
}

void begin(Context &c)
{
    for (Player &p : c.s().players) {
        p.opening = Opening::Undecided;
        p.mulligans = 0;
    }
    askKeepOrMulligan(c, c.s().startingPlayer);
}

QString check(const Context &c, const Action &a)
{
    const GameState &s = c.s();
    const PendingDecision &d = s.decision;
    if (!inProgress(s))
        return QStringLiteral("There is no opening hand to keep or send back: the game has begun (CR 103.5).");
    if (d.kind != PendingDecision::Kind::Mulligan)
        return QStringLiteral("%1 must first answer: %2").arg(c.playerName(d.player), decisions::publicPrompt(d, c.playerName(d.player)));
    if (a.player != d.player)
        return QStringLiteral("%1 decides now, not %2: the starting player first, then each other player in turn order (CR 103.5).")
            .arg(c.playerName(d.player), c.playerName(a.player));
    if (a.type == Action::Type::TakeMulligan && !mayTakeAnother(s, a.player))
        return QStringLiteral("%1 can take no more mulligans: their opening hand would be zero cards (CR 103.5).").arg(c.playerName(a.player));
    return {};
}

void declare(Context &c, const Action &a)
{
    c.s().decision = PendingDecision();
    Player &p = c.s().players[a.player];
    if (a.type == Action::Type::KeepHand) {
        p.opening = Opening::Kept;
        c.report(Event::Type::CardsChosen, a.player, QStringLiteral("%1 keeps %2.").arg(c.playerName(a.player), cards(keptHandSize(c.s(), a.player))),
                 QStringLiteral("CR 103.5"));
    } else {
        p.opening = Opening::TakesMulligan;
        const bool free = firstIsFree(c.s()) && p.mulligans == 0;
        c.report(Event::Type::CardsChosen, a.player,
                 QStringLiteral("%1 takes a mulligan (%2)%3.").arg(c.playerName(a.player), ordinal(p.mulligans + 1),
                                                                    free ? QStringLiteral(", free in a multiplayer game") : QString()),
                 free ? QStringLiteral("CR 103.5c") : QStringLiteral("CR 103.5"));
    }
    goOn(c, a.player);
}

QString checkBottom(const Context &c, const QList<int> &choices)
{
    const PendingDecision &d = c.s().decision;
    if (choices.size() != d.count)
        return QStringLiteral("Choose exactly %1 to put on the bottom (CR 103.5): %2 chosen.").arg(cards(d.count)).arg(choices.size());
    const QList<int> &hand = c.s().players[d.player].hand;
    for (int id : choices) {
        if (!hand.contains(id))
            return QStringLiteral("Card %1 is not in %2's hand: only cards from it go to the bottom (CR 103.5).").arg(id).arg(c.playerName(d.player));
        if (choices.count(id) > 1)
            return QStringLiteral("Card %1 is chosen twice: choose %2 different cards (CR 103.5).").arg(id).arg(d.count);
    }
    return {};
}

void putOnBottom(Context &c, const QList<int> &choices)
{
    const int player = c.s().decision.player;
    c.s().decision = PendingDecision();
    Player &p = c.s().players[player];
    for (int id : choices) {
        p.hand.removeOne(id);
        p.library.prepend(id); // the bottom is the front of the list
        c.s().enteredHiddenZone(id);
    }
    p.opening = Opening::Bottomed;
    Event &e = c.report(Event::Type::CardsChosen, player,
                        QStringLiteral("%1 puts %2 on the bottom of their library and keeps %3.").arg(c.playerName(player), cards(int(choices.size())), cards(int(p.hand.size()))),
                        QStringLiteral("CR 103.5"));
    if (!choices.isEmpty()) {
        e.privateText = QStringLiteral("%1 puts %2 on the bottom of their library and keeps %3.").arg(c.playerName(player), c.cardNames(choices), cards(int(p.hand.size())));
        e.privateTo = player;
        e.privateWithHand = true; // they were in the hand
    }
    goOn(c, player);
}

} // namespace rules::mulligan
