// The replay file: a session's game written after every action, from which a host that was
// killed resumes the same game (`daynight --serve --resume FILE`). It holds the seats, the
// seed's secret and the seats' nonces, the secret the seats' tokens derive from, the actions
// from the start and the final position's hash; it stays on the host (it holds the seed).
#pragma once

#include <QString>
#include <memory>

namespace session {

class GameSession;
struct SessionOptions;

class ReplayFile
{
public:
    static constexpr const char *kSchema = "daynight-session/1";
    /// Writes `session` to `file` atomically (QSaveFile: a reader sees the old file or the new
    /// one, never half of one). False with "<file>: <why>" in `error`.
    static bool write(const GameSession &session, const QString &file, QString *error);
    /// Reads `file` (rules::readInputFile: a regular file, at most 16 MiB) with the scenario
    /// reader's strictness and replays its actions; the final position must have the hash the
    /// file recorded. `options` gives the timeouts and the away choice; its seats, spectators
    /// and turn limit come from the file. Null with "<file>: <json path>: <why>" in `error`.
    static std::unique_ptr<GameSession> read(const QString &file, const SessionOptions &options, QString *error);
};

} // namespace session
