// The kinds of input the fuzzer makes, and how each is run (see main.cpp for the whole picture).
#pragma once

#include <QList>
#include <QString>

namespace fuzz {

/// What an input is, which corpus it is made from and which loaders it goes through.
enum class InputKind {
    Scenario, ///< a scenario or a saved position: `daynight --headless --scenario`, GameController::openScenario
    Replay,   ///< a record with actions and checkpoints (File > Save, --self-play --save)
    Report,   ///< a problem report (Help > Report a problem): a replay with "session" and "report"
    Autosave, ///< the autosaved session (a replay with "session"): GameController::restoreAutosave
    Lesson,   ///< a lesson (resources/lessons): `daynight --headless --lesson`, LessonPlayer::open
    DeckList, ///< a deck list as text: rules::readDeckText, DeckLibrary's import and folder
};

/// Every kind, in the order a run makes them.
const QList<InputKind> &allKinds();
/// "scenario", "replay", "report", "autosave", "lesson", "deck".
QString kindName(InputKind kind);
/// The kind named `name` (kindName()); false if there is none.
bool kindFromName(const QString &name, InputKind *kind);
/// Whether inputs of `kind` are JSON files (all but deck lists).
inline bool isJsonKind(InputKind kind) { return kind != InputKind::DeckList; }

} // namespace fuzz
