// The static abilities on the battlefield that change other permanents' characteristics,
// gathered once and grouped by whom they can affect (characteristics.cpp applies them).
#pragma once

#include "ability.h"
#include "characteristics.h"
#include "gamestate.h"

#include <QHash>
#include <QList>

namespace rules {

class Context;

/// Anthems, granted keywords and "can't transform" effects of the permanents on the battlefield
/// (CR 604, 611.3a), grouped by whom they can affect: the permanents of one controller that one
/// selector picks, or what an Aura enchants ("self" abilities are read from the permanent
/// itself). One permanent's share then costs a few group look-ups instead of a pass over every
/// source, so a battlefield full of anthems stays linear: 1,600 Mayors of Avabruck put one by
/// one took 57 s (issue 9).
/// Made from the sources' faces, controllers and attachments, which change only as a permanent
/// enters, leaves or transforms (Context::permanentChanged drops it then).
class StaticEffects
{
public:
    StaticEffects() = default;
    /// Gathers the static abilities of every permanent on `c`'s battlefield.
    explicit StaticEffects(const Context &c);

    /// Applies to `out` what affects `p`, whose types after type-changing effects (CR 613.1d)
    /// are those of `typed`: power and toughness, "can't transform", and granted keywords in
    /// the order a pass over the sources in timestamp order would grant them.
    void applyTo(const Context &c, const Permanent &p, const Characteristics &typed, Characteristics *out) const;

private:
    struct Grant {
        qint64 order = 0; ///< timestamp order: the source's object id, then the ability's index
        int source = -1;  ///< object id
        QString keyword;
    };
    struct Group {
        qint64 power = 0, toughness = 0; ///< summed over every source: 64 bits cannot wrap
        int cantTransform = 0;
        /// Per keyword only the first grant of each of the first two sources: one source (the
        /// permanent itself, for "other ... you control") is all a permanent can be left out of.
        QList<Grant> grants;
        void add(const StaticAbility &st, const Grant &g);
    };
    static quint32 key(int controller, Selector selector) { return quint32(controller) << 8 | quint32(selector); }
    /// Timestamp order is object id order (GameState::permanent()).
    static qint64 order(const Permanent &source, qsizetype ability) { return qint64(source.objectId) << 16 | ability; }

    QHash<quint32, Group> m_byController; ///< "... you control": key(controller, selector)
    QHash<int, Group> m_enchanting;       ///< EnchantedCreature: by the object enchanted
};

} // namespace rules
