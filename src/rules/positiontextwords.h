// Position text: what its writer and reader share (positiontext.h). Not part of the engine's
// interface.
#pragma once

#include "carddefinition.h"

#include <QString>

namespace rules {

/// A player's name as the text writes it: bare when it is a word (a letter, then letters,
/// digits, "_", ".", "'" or "-") other than "nobody", else in double quotes.
QString positionTextName(const QString &name);
/// Whether the text can write `name` at all (not empty, no double quote, no line break).
bool positionTextCanName(const QString &name);
/// Whether "sick" (summoning sickness) is written for a permanent of this card: one with a
/// creature or planeswalker face (CR 302.6: it matters to creatures only).
bool positionTextShowsSick(const CardDefinition &def);

} // namespace rules
