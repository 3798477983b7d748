// Card scripts as JSON (resources/cards/SCHEMA.md): parsing one ability paragraph's "script"
// into a typed Ability, and effects to and from JSON (saved games keep the effects a decision
// paused). One parser, one check, driven by the vocabulary's registry (vocabulary.h).
#pragma once

#include "ability.h"
#include "jsonreader.h"

#include <QJsonObject>

namespace rules::scriptjson {

/// Parses `script` (at JSON path `path`, for messages) into `out`'s typed fields; `out->text`
/// and `out->enforced` are left as they are. Unknown words and parameters, wrong types, values
/// out of range, target indices beyond the ability's targets and a script of two kinds at once
/// are errors: false with "<path>.<field>: <problem> (<value>)" recorded in `r`.
bool parseAbility(JsonReader &r, const QJsonObject &script, const QString &path, Ability *out);
/// Parses one effect object {"effect": WORD, params...}. `targetCount` is the number of targets
/// its ability has (indices must be below it).
bool parseEffect(JsonReader &r, const QJsonObject &json, const QString &path, int targetCount, Effect *out);
/// An array of keywords a script can grant (vocabulary::grantableKeywords(): "Trample",
/// "Can't be blocked", ...), appended to `out`. Anything else, "" included, is an error naming
/// the closest keyword if one is near: "<path>[i]: not a keyword a script can grant; did you mean
/// "Trample"? (<the list>) (<value>)".
bool keywords(JsonReader &r, const QJsonValue &v, const QString &path, QStringList *out);
/// The effect as parseEffect() reads it: {"effect": WORD} and the word's parameters.
QJsonObject effectToJson(const Effect &effect);

} // namespace rules::scriptjson
