#include "tableviewers.h"

#include <algorithm>

using namespace rules;

TableViewers TableViewers::choose(const GameState &state, const QList<bool> &computerSeats, bool judging)
{
    const auto people = std::count(computerSeats.cbegin(), computerSeats.cend(), false);
    if (judging || state.gameOver || people == 0)
        return {Viewer::judge(), Viewer::judge()};
    if (people == 1) {
        const Viewer person = Viewer::player(int(computerSeats.indexOf(false)));
        return {person, person};
    }
    // Hot-seat: the seat the table waits for (as ai::actingPlayer() says), when a person plays it.
    const int acting = state.decision.kind != PendingDecision::Kind::None ? state.decision.player : state.priorityPlayer;
    const bool person = acting >= 0 && acting < computerSeats.size() && !computerSeats[acting];
    return {person ? Viewer::player(acting) : Viewer::spectator(), Viewer::spectator()};
}

QString TableViewers::kindName(const Viewer &viewer)
{
    switch (viewer.kind) {
    case Viewer::Kind::Seat: return QStringLiteral("seat");
    case Viewer::Kind::Spectator: return QStringLiteral("spectator");
    case Viewer::Kind::Judge: return QStringLiteral("judge");
    }
    return {};
}
