// Reading what a person hands the program (scenarios, saved games, autosaves, reports, lessons,
// deck lists, card files) so that no file can stop it, and showing their text so that no
// character can disguise it.
#pragma once

#include <QByteArray>
#include <QString>

namespace rules {

/// The largest input the program reads from any path a person can feed it (bytes): 16 MiB, far
/// above any real scenario, saved game, lesson, report or deck list. Files, the clipboard, drops,
/// decks and the autosave share it.
inline constexpr qint64 kMaxInputFileSize = qint64(16) << 20;

/// Why a path cannot be read as input, or "" when it is a regular file (a symbolic link is
/// followed to what it names). Refused: a missing path ("no such file"), a directory, a
/// character or block device such as /dev/zero, a FIFO, a socket ("<what it is>, not a regular
/// file"). Does not open the file. Resource paths (":/...") are always regular.
QString notARegularFile(const QString &file);

/// Reads the whole of `file` into `*out`, at most `maxBytes` bytes.
///
/// Only a regular file is read: the path is opened without blocking (O_NONBLOCK, so a FIFO can
/// never stop the program) and the opened file is checked again with fstat(), so a file swapped
/// for a device between the check and the open is refused too. At most `maxBytes` + 1 bytes are
/// read, so a file that grows while it is read cannot fill memory.
///
/// Returns false with `*error` = "<file>: <why>" (the file's own name, for example
/// "/tmp/a.json: a FIFO, not a regular file", "...: cannot open: Permission denied", "...: the file
/// is larger than 16 MiB"); `*out` is then left unchanged. An empty file is read (as an empty
/// array): callers say what an empty file means for them.
bool readInputFile(const QString &file, QByteArray *out, QString *error, qint64 maxBytes = kMaxInputFileSize);

/// `text` with every character that could hide or disguise what it says written as an escape,
/// for any message, log line or list that shows a person's text (a deck name, a card name typed
/// in a list, a file name, a JSON value): control characters (C0, DEL, C1) as \n, \t, \r or
/// \u{7F}; bidirectional controls (U+061C, U+200E/F, U+202A-202E, U+2066-2069) and other
/// invisible format characters (zero-width space and joiners, U+2060-2064, U+FEFF, soft hyphen,
/// tag characters) as \u{202E}; line and paragraph separators (U+2028/9); lone surrogates; and
/// the backslash itself as \\ so that an escape cannot be forged. Every other character, accents
/// and non-Latin scripts included, is kept as it is.
QString printable(const QString &text);

/// True when `text` holds a character printable() would escape (other than the backslash).
bool hasHiddenCharacters(const QString &text);

} // namespace rules
