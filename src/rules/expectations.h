// A scenario's expectations ("expect", and each "expectAfter" checkpoint) checked against a game
// (format: tests/scenarios/README.md).
#pragma once

#include "game.h"
#include "statejson.h"

#include <QJsonObject>
#include <QStringList>

namespace rules {

struct Scenario;

/// What checking one set of expectations found: the differences, or why it could not be read.
struct ExpectationCheck {
    /// One line per difference, "<label>.<field>: expected X, got Y", e.g.
    /// "expectAfter[0] (after action 3).designation: expected "night", got "day"".
    QStringList failures;
    /// Set when the expectations are not readable (an unknown field, an unknown event type, a
    /// value of the wrong type, a player or card the file does not have):
    /// "<json path>: <problem> (<bad value>)". Then nothing was compared and `failures` is empty.
    QString badInput;
};

/// Checks `expect` against `game` as it is now. Its shape is checked first, so a typo is bad
/// input and never a pass.
/// - `path`: the object's JSON path for bad input ("$.expect", "$.expectAfter[0].expect");
/// - `label`: how failures name it ("expect", "expectAfter[0] (after action 3)");
/// - `refs`: the file's card refs, with those of the cards "put" so far;
/// - `events`: every event the actions played so far caused, in order (what "events" reads).
ExpectationCheck checkExpectations(const QJsonObject &expect, const QString &path, const QString &label, const Game &game,
                                   const CardRefs &refs, const Events &events);

/// The fields an "expect" object may have: "designation", "turn", "life", "events", ...
const QStringList &expectationFields();

/// Checks the shape of `expect`, found at JSON `path`, without comparing anything: "" if it can
/// be read, else "<json path>: <problem> (<bad value>)". Cards are named by a ref in `refs` or a
/// key of `db`; event types by Event::typeName(); decision kinds by decisionKindNames(); and,
/// when `players` is given, the players of per-player maps, of "zones" and of a permanent's
/// "controller" by one of those names.
QString expectationShapeError(const QJsonObject &expect, const QString &path, const CardDatabase &db, const CardRefs &refs,
                              const QStringList &players = {});

/// Reads a scenario file's "expectAfter": [{"action": N, "expect": {...}}] into
/// `sc->expectAfter` (`sc->actions` must be read already): N from 1 to the number of actions, each
/// after a later action than the one before. The expectations themselves are checked as they run
/// (they may name cards "put" by the actions before). On error returns false with
/// "<json path>: <problem> (<bad value>)" in `error`, e.g. "$.expectAfter[1].action: out of order...".
bool readExpectAfter(const QJsonObject &json, Scenario *sc, QString *error);

} // namespace rules
