// The board editor's verbs in scenario files (tests/scenarios/README.md, `actions`): reading
// them into actions and writing actions back, and the finders the action reader shares.
// Internal to scenario.cpp and scenarioedits.cpp; not part of the engine's interface.
#pragma once

#include "scenario.h"

namespace rules::scenarioio {

/// Finds the player named by `v` ("Alice"); an absent value means `fallback` (if >= 0).
/// On error returns false with "<path>: expected a player name (<value>)".
bool playerNamed(const GameState &s, const QJsonValue &v, const QString &path, int fallback, int *out, QString *error);
/// A card in `zone` by ref or by key (the first with that key); -1 if none.
int findCard(const Game &g, const CardRefs &refs, const QString &name, const QList<int> &zone);
/// A permanent by ref, key (the first match, of `controller` if >= 0) or object id; -1 if none.
int findPermanent(const Game &g, const CardRefs &refs, const QJsonValue &v, int controller);

/// Whether `verb` is one of the board editor's: add, move, setPermanent, setTurn,
/// setDesignation, remove (they may be played while nobody can act).
bool isEditVerb(const QString &verb);
/// Reads one board editor verb into `out` against `g` (as scenarioAction() does, after its
/// shape was checked by checkActionShape(); `acting` is who must act now, -1 for nobody). On
/// error returns false with "<path>.<field>: <problem> (<value>)".
bool editAction(const QJsonObject &o, const QString &path, const Game &g, const CardRefs &refs, int acting, Action *out, QString *error);
/// A board editor action (editing::isEdit()) as editAction() reads it back against `before`:
/// cards by card id, permanents by object id, players by name, every field written.
QJsonObject editActionToJson(const GameState &before, const Action &a);

} // namespace rules::scenarioio
