// A simple heuristic player (issue 13's "greedy"): a real baseline, and the search's playout
// policy.
#pragma once

#include "player.h"

namespace ai {

/// Plays a land (of the colour its hand needs most), casts the most expensive spell it can,
/// attacks with creatures no blocker can kill and survive (everything when that is lethal),
/// blocks to kill, to survive and to stay alive, and answers every other choice (targets,
/// trigger order, Tovolar's choice, the legend rule, discards, scry) with the answer whose
/// result scores best after it resolves (Lookahead, Evaluation). Responds to the other
/// player's spells and abilities, and acts at instant speed, only when that scores better.
class GreedyPlayer : public Player
{
public:
    struct Options {
        /// Cast a spell only when the position after it resolves scores better than passing,
        /// the day/night forecast included (holding spells for night, a second spell for
        /// day). False: the plain baseline, which casts the most expensive spell it can.
        bool judgeSpells = false;
        /// The chance (0 to 1) of a uniformly random candidate instead (playouts).
        double randomness = 0.0;
        /// Look ahead in a determinization (Determinizer) rather than the game itself, so that
        /// what a spell would draw or reveal is not known before it is cast. Off in the
        /// search's playouts, which are determinized already.
        bool determinize = true;
    };
    GreedyPlayer() = default;
    explicit GreedyPlayer(Options options) : m_options(options) {}

    QString kind() const override { return QStringLiteral("greedy"); }
    /// See the class comment; `seed` is used only when Options::randomness > 0.
    rules::Action decide(const rules::Game &game, int seat, quint64 seed) const override;

private:
    rules::Action withPriority(const rules::Game &game, int seat, const QList<rules::Action> &candidates) const;
    rules::Action answer(const rules::Game &game, int seat, const QList<rules::Action> &candidates) const;

    Options m_options;
};

} // namespace ai
