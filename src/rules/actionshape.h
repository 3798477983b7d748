// The shape of a scenario file's actions and expectations, checked as the file loads, before any
// of it is played (format: tests/scenarios/README.md): a typo, a value out of range or a name
// the file does not have is bad input wherever it is, even after an action that will fail.
#pragma once

#include "carddatabase.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QSet>
#include <QStringList>

namespace rules {

struct Scenario;

/// What an action may name, known without playing anything: the card pool (keys), the players
/// (a game keeps its players) and the refs the file gives (in its state, and with "add" or
/// "put" anywhere in its actions).
struct ActionNames {
    const CardDatabase *cards = nullptr;
    QStringList players;
    QSet<QString> refs;
};

/// Checks one scenario action's shape: an object whose "do" is a known verb, with only that
/// verb's fields, each of the right type and in range: players by name (one of
/// `names.players`), card keys of `names.cards`, cards and permanents by a ref of the file, a
/// key (or an id, as the game record writes them), targets also by a player's name, steps,
/// zones, designations, counters, amounts. Whether the action is legal, and whether what it
/// names is where it must be, is for the game to say when the action is played
/// (scenarioAction(), Game::apply()). Returns false with "<path>.<field>: <problem> (<bad
/// value>)" in `error`, e.g. "$.actions[4].do: unknown action; expected one of: ... ("explode")".
bool checkActionShape(const QJsonValue &action, const QString &path, const ActionNames &names, QString *error);

/// Adds to `refs` every ref the actions give: "add" with "ref", "put" with {"card", "ref"}.
void collectActionRefs(const QJsonArray &actions, QSet<QString> *refs);

/// Checks a "seats" array (the file's, or its session's): one {"computer": bool, "deck": name}
/// per seat, "deck" optional. Returns false with "<path>[i]...: <problem> (<bad value>)".
bool checkSeats(const QJsonArray &seats, const QString &path, QString *error);

/// Checks a loaded scenario before anything of it is played: the shape of every action (the
/// file's, a lesson step's, a what-if's, each node of a saved "session") with
/// checkActionShape(), of the session itself, and of every expectation ("expect",
/// "expectAfter", a step's and a what-if's "expect") with expectationShapeError(), players
/// and refs included. `sc` must be read up to its lesson (Scenario::fromJson calls it last).
/// Returns false with "<json path>: <problem> (<bad value>)" in `error`.
bool checkScenarioShape(const Scenario &sc, QString *error);

} // namespace rules
