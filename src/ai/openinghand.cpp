#include "openinghand.h"

#include "mulligan.h"

namespace ai {

using namespace rules;

namespace {

bool isLand(const Game &g, int card)
{
    return g.definition(card).front().hasType(QStringLiteral("Land"));
}

int landCount(const Game &g, const QList<int> &cards)
{
    return int(std::count_if(cards.begin(), cards.end(), [&](int c) { return isLand(g, c); }));
}

} // namespace

QList<int> cardsToBottom(const Game &game, const QList<int> &hand, int count)
{
    QList<int> left = hand, out;
    while (int(out.size()) < count && !left.isEmpty()) {
        const int lands = landCount(game, left);
        const int spells = int(left.size()) - lands;
        int chosen = -1;
        if (lands > spells + 1 || spells == 0) {
            // An excess land: one of the land name the hand holds most (a later one on a tie).
            int most = 0;
            for (int c : left)
                if (isLand(game, c)) {
                    const QString key = game.state().cards[c].key;
                    const int same = int(std::count_if(left.begin(), left.end(), [&](int o) { return game.state().cards[o].key == key; }));
                    if (same >= most) {
                        most = same;
                        chosen = c;
                    }
                }
        } else {
            int highest = -1;
            for (int c : left)
                if (!isLand(game, c) && game.manaValue(c) >= highest) {
                    highest = game.manaValue(c);
                    chosen = c;
                }
        }
        out.append(chosen);
        left.removeOne(chosen);
    }
    return out;
}

bool keeps(const Game &game, const QList<int> &hand, int bottom)
{
    QList<int> left = hand;
    for (int c : cardsToBottom(game, hand, bottom))
        left.removeOne(c);
    const int lands = landCount(game, left);
    if (left.size() >= 7)
        return lands >= 2 && lands <= 5;
    if (left.size() == 6)
        return lands >= 2 && lands <= 4;
    return true;
}

std::optional<Action> openingHandAnswer(const Game &game, int seat)
{
    const GameState &s = game.state();
    const PendingDecision &d = s.decision;
    if (d.player != seat)
        return std::nullopt;
    if (d.kind == PendingDecision::Kind::Mulligan) {
        const bool keep = keeps(game, s.players[seat].hand, mulligan::counted(s, seat))
                          || !game.whyNot(Action::takeMulligan(seat)).isEmpty();
        return keep ? Action::keepHand(seat) : Action::takeMulligan(seat);
    }
    if (d.kind == PendingDecision::Kind::BottomCards) {
        Action a = Action::make(Action::Type::ChooseCards, seat);
        a.choices = cardsToBottom(game, s.players[seat].hand, d.count);
        return a;
    }
    return std::nullopt;
}

} // namespace ai
