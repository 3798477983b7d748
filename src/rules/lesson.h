// Lessons (issue 11): a scenario file with narration. A lesson is read by the same loader as any
// scenario (Scenario::fromJson), keeps its "rulings" and "expect", and adds "lesson": steps a
// teacher walks one at a time, each with a caption, the actions it plays, what to highlight on
// the table, and optionally a question or a "what if" (the same point with other actions).
// Format: tests/scenarios/README.md, "Lessons". The table's player: src/models/lessonplayer.h.
#pragma once

#include "gamestate.h"
#include "statejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace rules {

struct Scenario;
struct ScenarioRun;

/// A question the lesson asks before a step's actions play ("Day, night, or no change at the
/// next untap?"); the step's actions then show the outcome and `explanation` says why.
struct LessonQuestion {
    QString text;
    QStringList choices;    ///< two or more
    int answer = 0;         ///< index into choices, 0-based
    QString explanation;    ///< shown once answered, with the ruling
    int ruling = 0;         ///< the seed ruling that decides it (1-12), 0 if none
    int cite = -1;          ///< or the lesson's cite that decides it: index into Lesson::cites, -1 if none
};

/// A source a lesson cites beside (or instead of) the twelve seed rulings: any Comprehensive
/// Rules paragraph or card ruling, with its words, e.g. {"CR 702.145c", "Daybound permanents
/// can't be turned face down..."} or {"Immerwolf ruling, 2021-09-24", "..."}.
struct LessonCite {
    QString source;         ///< what it is and where from: "CR 702.145c", "Immerwolf ruling, 2021-09-24"
    QString text;           ///< its words
};

/// Another outcome from the same point (issue 11, part 4): from the position before the step's
/// actions, `actions` instead; the table shows both positions side by side and what differs.
struct LessonWhatIf {
    QString label;          ///< this outcome, e.g. "Bob casts two spells"
    QString mainLabel;      ///< the lesson's own outcome, e.g. "Bob casts one spell"
    QJsonArray actions;     ///< scenario actions (the "actions" vocabulary), from the step's start
    QJsonObject expect;     ///< checked after them, as a scenario's "expect" (may be empty)
};

/// One step of a lesson.
struct LessonStep {
    QString caption;        ///< what to watch, in plain words
    int firstAction = 0;    ///< index into Scenario::actions of the step's first action
    int actionCount = 0;    ///< how many of them the step plays (0: a caption over the same position)
    /// What the table highlights at this step, each checked by the loader:
    /// {"permanent": card key, "controller"?: player name}, {"player": name},
    /// {"stack": "top" | "all"}, {"log": event type name} (the step's latest such line),
    /// {"indicator": true}, {"arrow": {"from": one of these, "to": one of these}}.
    QJsonArray highlights;
    std::optional<LessonQuestion> question;
    /// What a step with a question shows once it is answered and its outcome is on the table
    /// ("after": {"caption"?, "highlight"?}): `caption` and `highlights` are then what it shows
    /// while the question waits, and must not give the answer away. Empty: the same as before.
    QString afterCaption;
    QJsonArray afterHighlights;
    bool hasAfterHighlights = false;
    std::optional<LessonWhatIf> whatIf;
};

/// The most steps a lesson may have (so the most "what if"s too: one per step at most). The
/// installed lessons have six at most; a longer lesson is refused when read, naming the count.
inline constexpr int kMaxLessonSteps = 200;

/// A scenario's narration. Empty (no steps) for a plain scenario.
struct Lesson {
    QString title;          ///< the caption band's title; the scenario's name if not given
    int ruling = 0;         ///< the seed ruling it teaches (1-12): its first "rulings" entry if not given; 0 with cites
    /// The sources it cites ("cites"), in the file's order; a lesson needs a ruling or a cite.
    QList<LessonCite> cites;
    /// Whose hands are shown face up during the lesson: "all", "acting" (the table's hot-seat
    /// rule: the player who must act) or "none".
    QString hands = QStringLiteral("all");
    QList<LessonStep> steps;

    bool isEmpty() const { return steps.isEmpty(); }
};

/// Reads "lesson" of a scenario file into `sc->lesson`, appending each step's actions to
/// `sc->actions` (a lesson file has no top-level "actions") and each step's "expect" to
/// `sc->expectAfter` (checked after the step's last action). Needs sc->cards and sc->start read.
/// Returns false with "<json path>: <problem> (<value>)" in `error`; more than kMaxLessonSteps
/// steps is refused as "$.lesson.steps: a lesson has at most 200 steps, ... (4000)".
bool readLesson(const QJsonObject &json, Scenario *sc, QString *error);

/// The scenario of step `step`'s "what if": the same start, the lesson's actions before the step,
/// then the what-if's actions, checked against the what-if's "expect". Empty actions and expect
/// when the step has none.
Scenario whatIfScenario(const Scenario &lesson, int step);

/// Where a step's "what if" starts, as the lesson's own run reached it (runScenario()): the
/// position before the step's actions, the card refs named by then, and how many events the
/// lesson's actions had caused.
struct WhatIfStart {
    int step = 0;
    GameState state;
    CardRefs refs;
    qsizetype events = 0;
};

/// Runs every step's "what if" from its start (`starts`, in step order, one per step that has
/// one; `run->events` holds the lesson's events) and adds what failed to `run`: bad input stops
/// with the what-if's JSON path ("$.lesson.steps[K].whatIf.actions[N]: ..."), a failed
/// expectation is listed under "lesson.steps[K].whatIf". Each what-if plays only its own
/// actions, so the time is linear in the lesson's length (an "events" expectation copies the
/// events before its step: at most kMaxLessonSteps copies).
void checkWhatIfs(const Scenario &lesson, const QList<WhatIfStart> &starts, ScenarioRun *run);
} // namespace rules
