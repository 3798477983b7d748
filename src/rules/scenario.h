// Scenario files: a position, actions in the table's vocabulary, and expectations
// (format: tests/scenarios/README.md). Used by `daynight --headless --scenario FILE`, by the
// table's File > Open, and by ctest.
#pragma once

#include "game.h"
#include "lesson.h"
#include "statejson.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <memory>

namespace rules {

/// A loaded scenario: its own card database (the pool plus the file's "cards"), the starting
/// position, and the actions and expectations still as JSON (checked as they run).
struct Scenario {
    static constexpr const char *kSchema = "daynight-scenario/1";

    QString file;           ///< for messages
    QString name;
    QString description;
    QList<int> rulings;     ///< seed rulings this scenario demonstrates ("rulings": [3, 5])
    CardDatabase cards;
    QJsonArray extraCards;  ///< the file's own card definitions, as written (kept for saving)
    GameState start;
    CardRefs refs;
    QJsonArray actions;
    QJsonObject expect;
    /// A recorded game's checkpoints (issue 10): after action `after` (1-based) the position's
    /// stateHash() was `hash`. The runner stops at the first that differs: "desync at action N".
    struct Checkpoint {
        int after = 0;
        QString hash;
    };
    QList<Checkpoint> checkpoints;
    /// Expectations at a checkpoint ("expectAfter", issue 10): after action `after` (1-based,
    /// increasing; a passUntil is one action) the game must match `expect`, which has the fields
    /// of "expect" and reads the events of the actions played so far.
    struct ExpectAfter {
        int after = 0;
        QJsonObject expect;
        QString where;      ///< its JSON path when not in "expectAfter" (a lesson step's "expect")
    };
    QList<ExpectAfter> expectAfter;
    /// The table's whole session (autosave, issue 10): every variation of the record and the
    /// point shown, read by the table (GameController); the runner plays `actions` only.
    QJsonObject session;
    /// Who plays each seat (issue 13), one object per player in seat order: {"computer": bool,
    /// "deck": the deck's name (optional)}. Empty when the file does not say (all people).
    /// Read by the table; the runner ignores it.
    QJsonArray seats;
    /// A problem report (issue 10): the tester's note, what they expected, the program's version,
    /// the log and a screenshot. Shown by the table; the runner plays `actions` only.
    QJsonObject report;
    /// A lesson's narration (issue 11, lesson.h): its steps, whose actions make up `actions`.
    /// Empty for a plain scenario.
    Lesson lesson;

    /// The JSON path of action `index` (0-based) of `actions` in the file: "$.actions[3]", or
    /// for a lesson the step's "$.lesson.steps[2].actions[0]".
    QString actionPath(int index) const;

    /// Reads and checks a whole scenario file before any of it is played: structure, cards,
    /// position, and the shape of every action and expectation (checkScenarioShape(),
    /// actionshape.h), so bad input is refused even after an action that would fail. Whether an
    /// action is legal is for the game to say when it is played (runScenario()). On error
    /// returns false with "<file>:<line>: <problem>" for JSON syntax, "<file>: the file is
    /// empty", or "<file>: <json path>: <problem> (<bad value>)" for anything else. A file whose
    /// first character that is not white space is neither "{" nor "[" is position text (positiontext.h): a
    /// position with no actions, named after the file, refused as
    /// "<file>: line L, column C: <problem>".
    static bool load(const QString &file, Scenario *out, QString *error);
    /// The same from an already parsed object (`file` names it in messages).
    static bool fromJson(const QJsonObject &json, const QString &file, Scenario *out, QString *error);
};

/// The result of running a scenario.
struct ScenarioRun {
    enum Code { Passed = 0, ExpectationFailed = 1, BadInput = 2 };
    Code code = BadInput;
    QString message;            ///< BadInput: one line naming the file, JSON path and value
    /// ExpectationFailed: "expect.designation: expected "night", got "day"", or
    /// "expectAfter[0] (after action 3).designation: ..." for a checkpoint's.
    QStringList failures;
    QJsonObject finalState;     ///< canonical state after the actions (stateToJson)
    Events events;              ///< every event the actions caused, in order
    /// The checkpoints that matched, by the action they follow ("after" → the position's
    /// stateHash()): what a table that opened the file need not hash again to save it.
    QHash<qsizetype, QString> checkpointHashes;
    /// {"scenario": name, "state": ..., "events": [...]} as indented JSON with sorted keys.
    QByteArray canonicalJson() const;
};

/// Applies the actions of `scenario` one by one, checking each "expectAfter" checkpoint after its
/// action, then checks "expect". An illegal action or an expectation that cannot be read stops
/// the run with BadInput and the reason.
ScenarioRun runScenario(const Scenario &scenario);

/// Turns one scenario action into an engine action against `game`, or explains why not
/// ("<path>.<field>: <problem> (<value>)"): its shape first (checkActionShape(), with the refs
/// given so far), then what it names in the game. "passUntil" is not a single action: callers
/// handle it.
bool scenarioAction(const QJsonObject &json, const QString &path, const Game &game, const CardRefs &refs,
                    Action *out, QString *error);

/// After `action` (read from scenario action `json`) was applied: the cards it created that the
/// file names ("add" with "ref", "put" with {"card", "ref"}) join `refs`; the engine creates them
/// in order from card id `cardsBefore` (the card count before the action).
void addCreatedRefs(const QJsonObject &json, const Action &action, int cardsBefore, CardRefs *refs);

/// The answer "passUntil" gives the pending DeclareAttackers or DeclareBlockers decision as it
/// passes through combat: no blockers, and no attackers but those that attack each combat if
/// able (Game::requiredAttackers(), CR 508.1d).
Action passingThroughCombat(const Game &game);

/// Plays scenario action `value` (the "actions" vocabulary; found at JSON `path`) on `game`: a
/// "passUntil" passes (and declares no blockers, and only the attackers that must attack) until
/// its turn and step. Cards it
/// creates with a "ref" join `refs`; its events are appended to `events`. Returns "" when it
/// was played, else the problem ("<path>: illegal action: ...", "<path>.step: ..."); the game
/// may then have played part of a "passUntil".
QString playScenarioAction(const QJsonValue &value, const QString &path, Game &game, CardRefs *refs, Events *events);

/// One action as the game record writes it in a scenario's "actions" (issue 10): exact, so
/// scenarioAction() reads back the same Action against the same position `before`. Cards and
/// permanents by id, players by name, a decision's answer as the engine's raw "choices".
QJsonObject actionToJson(const GameState &before, const Action &a);

/// The board editor's zone names in scenario files: "battlefield", "hand", "graveyard", "exile",
/// "libraryTop", "libraryBottom".
QString zoneName(Action::Zone zone);
/// Parses a zone name; false for anything else.
bool zoneFromName(const QString &name, Action::Zone *out);

/// A position's fingerprint for replay checkpoints: the SHA-1 (40 hex digits) of its canonical
/// JSON (stateToJson, compact). Equal positions, equal hashes; any difference a save would
/// show changes it.
QString stateHash(const GameState &state, const CardDatabase &db);

/// How often the game record writes a checkpoint: every kCheckpointInterval actions, and after
/// the last one.
inline constexpr int kCheckpointInterval = 20;

/// Event as JSON: {"type", "text", "rule", "ruling"}.
QJsonObject eventToJson(const Event &e);

} // namespace rules
