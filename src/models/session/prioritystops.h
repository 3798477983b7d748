// The players' stops (issue 12, part 5): where the table stops passing priority for them.
#pragma once

#include "types.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <array>

/// Each seat's stops, as MTGO's and Arena's: per step, one set for the seat's own turns and one
/// for the other players' turns. With autoPass on, the table passes priority (CR 117.3d) for a
/// player who holds it where they have no stop (GameController, gamecontrollerstops.cpp). No
/// stop can be set in the untap step, where no player receives priority (CR 502.4), nor in the
/// cleanup step, where normally none does (CR 514.3).
///
/// Full control (setFullControl(), MTGO's and Arena's switch of that name): the seat stops at
/// every priority it receives, in every step of every turn, also after its own spell or ability
/// (CR 117.3c: the caster receives priority first and may respond to their own), and with
/// nothing to play, until it is switched off. It is a switch of the session, not a preference:
/// restoreDefaults() and setText() leave it alone, and a program starts with it off.
///
/// Defaults (restoreDefaults()): in your own turn, both main phases and the declare attackers
/// step (it stops only once creatures attack); in the others' turns, the declare blockers step
/// (it happens only when creatures attack, CR 508.8). Whatever the stops say, a decision is
/// never passed, and a player always stops when another player's spell or ability is on top of
/// the stack.
class PriorityStops : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    /// Whether the table passes automatically for a player with no stop (Game > Auto-pass). Off
    /// until set (tests, the bench); the program sets it from its preferences (on by default).
    Q_PROPERTY(bool autoPass READ autoPass WRITE setAutoPass NOTIFY autoPassChanged FINAL)
    /// Counts every change of a stop, so QML bindings that call stopsAt() re-evaluate.
    Q_PROPERTY(int revision READ revision NOTIFY changed FINAL)
    /// Every seat's stops as one line, for the preferences: seats separated by ';', each
    /// "own=<step>,<step>|others=<step>" with rules::stepName() names, e.g.
    /// "own=precombatMain,declareAttackers,postcombatMain|others=declareBlockers;...". Setting
    /// it reads that form back: unknown step names and the untap and cleanup steps are ignored,
    /// seats it does not name get the defaults, "" restores the defaults.
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY changed FINAL)
public:
    static constexpr int kSeats = 4;
    explicit PriorityStops(QObject *parent = nullptr);

    bool autoPass() const { return m_autoPass; }
    void setAutoPass(bool on);
    int revision() const { return m_revision; }
    QString text() const;
    void setText(const QString &text);

    /// Whether seat `seat` (0..3) stops in step `step` of its own turns (`ownTurn`) or of the
    /// others'. False for a seat out of range.
    bool stopsAt(int seat, bool ownTurn, rules::Step step) const;
    /// The same with the step's machine name ("upkeep"...); false for an unknown name.
    Q_INVOKABLE bool stopsAt(int seat, bool ownTurn, const QString &step) const;
    /// Sets or clears that stop. Returns false (nothing changes) for a seat out of range, an
    /// unknown step, or the untap or cleanup step (no stop can be set there, see the class).
    Q_INVOKABLE bool setStop(int seat, bool ownTurn, const QString &step, bool on);
    /// The step names where `seat` stops, in turn order (for the phase bar's markers).
    Q_INVOKABLE QStringList steps(int seat, bool ownTurn) const;
    /// The steps where a stop can be set, in turn order: "upkeep" ... "end" (not untap, cleanup).
    Q_INVOKABLE static QStringList stoppableSteps();
    /// Whether seat `seat` (0..3) has full control (see the class). False for a seat out of range.
    Q_INVOKABLE bool fullControl(int seat) const { return seat >= 0 && seat < kSeats && m_fullControl[seat]; }
    /// Switches full control on or off for seat `seat`. Returns false (nothing changes) for a
    /// seat out of range; emits changed() when it changes.
    Q_INVOKABLE bool setFullControl(int seat, bool on);
    /// Every seat back to the default stops (the class's comment).
    Q_INVOKABLE void restoreDefaults();
    /// Whether a stop can be set in `step` (not the untap or cleanup step).
    static bool stoppable(rules::Step step);

signals:
    void changed();
    void autoPassChanged();

private:
    static quint16 bit(rules::Step step) { return quint16(1u << static_cast<int>(step)); }
    static quint16 defaultMask(bool ownTurn);
    void changedNow();

    bool m_autoPass = false;
    int m_revision = 0;
    /// Per seat, a bit per step (1 << Step): [seat][0] its own turns, [seat][1] the others'.
    std::array<std::array<quint16, 2>, kSeats> m_masks{};
    std::array<bool, kSeats> m_fullControl{};
};
