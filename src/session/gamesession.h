// The authority of one game (ARCHITECTURE.md, "Sessions and viewers"): the engine, the record,
// the seats (people or computer players), every viewer's numbered updates, fair shuffles, the
// replay file written after every action, and what happens when a seat is away. Tables and
// remote clients talk to it through SessionHost (src/net); it knows nothing of connections.
#pragma once

#include "commandgate.h"
#include "gamerecord.h"
#include "searchplayer.h"
#include "viewerhistory.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>

namespace session {

/// Who plays a seat.
struct SeatSetup {
    QString kind = QStringLiteral("human");     ///< "human", or a computer player: "ai", "greedy", "random"
    QString name;                               ///< the player's name ("" gives "Player N")
    QString deck;                               ///< a built-in deck's name ("" gives the demo decks in turn)
};

/// How a session runs.
struct SessionOptions {
    QList<SeatSetup> seats;                     ///< 2 to 4
    bool spectators = true;                     ///< whether spectators may watch
    bool spectatorsSeeAllHands = false;         ///< the spectators' view shows every hand (their screens say so)
    /// The game begins with each seat's opening hand decision (CR 103.5, the London mulligan:
    /// keep, or take a mulligan and later put one card on the bottom per mulligan taken);
    /// false: the hands are kept as drawn and turn 1 begins at once (rules::Game::Opening).
    bool mulligans = true;
    /// What the host does when a seat has been away for awayTimeoutMs at a decision that needs it.
    enum class Away : quint8 { Wait, Computer, Concede };
    Away away = Away::Wait;
    int awayTimeoutMs = 120000;                 ///< the countdown, ms
    QString replayFile;                         ///< written after every action (QSaveFile); "" for none
    int keepUpdates = 64;                       ///< updates each viewer's history keeps for reconnects
    int maxTurns = 0;                           ///< > 0: a game reaching turn maxTurns + 1 ends in a draw
    quint64 computerSeed = 1;                   ///< the computer seats' decisions derive from it and the ply
    ai::SearchOptions search;                   ///< for "ai" seats
    /// The seed's secret (FairSeed::kSecretBytes bytes); empty: drawn at random (a real host
    /// always leaves it empty; tests and reproducible soak runs fix it).
    QByteArray secret;
};

/// The end of a game, with what every client needs to check it.
struct GameOver {
    QString result;         ///< "Alice wins: Bob's life is 0 (CR 704.5a)", "a draw: turn limit (30)"
    int winner = -1;        ///< the winning seat, -1 for a draw
    QByteArray secret;      ///< the host's seed secret, revealed now
    QList<QByteArray> nonces; ///< each seat's nonce, in seat order
    QJsonArray actions;     ///< the record's actions from the start (scenario actionToJson())
    QString finalHash;      ///< rules::stateHash() of the final position
};

class GameSession : public QObject
{
    Q_OBJECT
public:
    /// A new session waiting for its seats' nonces; the game starts when every human seat has
    /// given one (start() then runs at once). Seats of an unknown kind or deck are refused by
    /// check() first: construct only with options check() accepts.
    explicit GameSession(SessionOptions options, QObject *parent = nullptr);
    ~GameSession() override;
    /// "" when `options` can make a session, else the first problem ("--seats: 5 seats; 2 to 4").
    static QString check(const SessionOptions &options);
    /// Resumes the game saved in replay file `file` (written by a session): the same seats,
    /// tokens, seed and actions; `options` gives what the file does not keep (timeouts, the
    /// away choice), and its replayFile becomes `file`. Null with "<file>: <why>" in `error`.
    static std::unique_ptr<GameSession> resume(const QString &file, SessionOptions options, QString *error);

    const SessionOptions &options() const { return m_options; }
    int seatCount() const { return int(m_options.seats.size()); }
    bool isHuman(int seat) const;
    QString seatName(int seat) const;

    // ---- Before the game: fair shuffles ----
    /// SHA-256 commitment to the seed secret (FairSeed::commitment()), published in the welcome.
    QString commitment() const;
    /// Whether the game waits for `seat`'s nonce.
    bool needsNonce(int seat) const;
    /// Seat `seat`'s nonce (FairSeed::kNonceBytes bytes). "" when taken (the game starts once
    /// every human seat has given one), else why not ("the game has begun", ...).
    QString addNonce(int seat, const QByteArray &nonce);
    /// Names seat `seat` before the game begins (printable, 1 to 32 characters); "" or why not.
    QString rename(int seat, const QString &name);
    bool hasStarted() const { return m_game != nullptr; }

    // ---- Tokens: a seat's proof across reconnects and host restarts ----
    /// The token of seat `seat` (32 hex digits, derived from a secret kept in the replay file).
    QString token(int seat) const;
    /// The seat `token` belongs to, -1 for none.
    int seatOfToken(const QString &token) const;
    /// A 128-bit secret for the transport's invite, derived like the tokens from the secret the
    /// replay file keeps, so that a resumed host's invite is the one its guests already hold.
    QByteArray inviteSecret() const;

    // ---- Commands (CommandGate decides; a refusal changes nothing) ----
    /// Plays `action` for `actor`. "" when accepted (every viewer gets an update), else why not.
    QString submit(const Actor &actor, const rules::Action &action, CommandGate::Kind kind);
    /// Reads `json` (the scenario actions vocabulary, as actionToJson() writes it) against the
    /// game and submits it; errors name "action.<field>". `viewNumber` >= 0 is the update of the
    /// seat's history whose view the action was chosen on: when another seat has acted since
    /// (or an action was taken back), the action is refused ("the game has moved on since ...")
    /// rather than applied to a position its sender has not seen; the seat's own actions in
    /// between do not count (a seat may send several in a row on one view). -1: not checked.
    QString submitJson(const Actor &actor, const QJsonObject &json, CommandGate::Kind kind, qint64 viewNumber = -1);
    /// A chat line from `actor` ("Alice: text") into every viewer's log. At most kMaxChat
    /// characters, printable only (rules::hasHiddenCharacters()); "" or why not.
    QString chat(const Actor &actor, const QString &text);
    static constexpr int kMaxChat = 200;
    /// A seat asks to take back its last action. Accepted at once when no other person sits at
    /// the table (computers do not object); otherwise every other human seat is asked
    /// (undoAsked()). Returns "" when asked or done, else why not.
    QString requestUndo(int seat);
    /// Seat `seat` answers undo request `id`. The undo happens when every asked seat accepts; one
    /// refusal ends the request. "" or why not.
    QString answerUndo(int seat, int id, bool accept);

    // ---- Connections ----
    /// Seat `seat` is connected (true) or away (false): the away countdown runs while the game
    /// waits on an away seat.
    void setConnected(int seat, bool connected);
    bool isConnected(int seat) const;
    /// Whether the computer plays seat `seat` now (a computer seat, or a human seat it took over).
    bool computerPlays(int seat) const;
    /// Whether a computer seat is deciding now. It thinks on a worker thread (QtConcurrent), so
    /// the host goes on serving its connections (pings, chat, the other seats' views); its
    /// action is applied on the session's thread, and dropped (it decides again) when the
    /// position changed meanwhile (a concession, an undo).
    bool computerThinking() const { return m_thinking != nullptr; }

    // ---- Views ----
    /// The history of `viewer`'s updates, created at the current view when first asked; null
    /// before the game begins, and for a spectator when spectators may not watch.
    ViewerHistory *history(const rules::Viewer &viewer);
    /// The viewer spectators get (their allHands set as the options say).
    rules::Viewer spectatorViewer() const { return rules::Viewer::spectator(m_options.spectatorsSeeAllHands); }
    const rules::Game *game() const { return m_game.get(); }
    const rules::GameRecord &record() const { return m_record; }
    /// The actions from the start to the current position, as the replay file keeps them.
    QJsonArray actionsJson() const;
    bool isOver() const { return m_over.has_value(); }
    const std::optional<GameOver> &gameOver() const { return m_over; }
    /// Why the game waits now ("waits on Bob (away, 87 s left)"), "" when it does not.
    QString waiting() const;

signals:
    /// Every history got one new update (after an action, a chat line, a note).
    void updated();
    /// The game began (every viewer can have a view now).
    void started();
    /// Undo request `id` of `bySeat` waits for the answers of `askSeats`.
    void undoAsked(int id, int bySeat, const QList<int> &askSeats);
    /// The game ended; gameOver() has the result and the revealed seed.
    void finished();
    /// The replay file could not be written ("<file>: <why>"); the game goes on.
    void saveFailed(const QString &error);

private:
    void start();
    QString whyMovedOn(int seat, qint64 viewNumber);
    QString apply(const rules::Action &action, const QJsonArray &notes = {});
    void publish(const rules::Events &events, const QJsonArray &notes);
    void note(const QString &line);
    void scheduleComputer();
    void runComputer();
    void computerDecided(int seat, int node);
    void checkAway();
    void awayExpired();
    void checkOver();
    void save();
    void rebuildGame();
    QString playerName(int seat) const;

    SessionOptions m_options;
    QByteArray m_secret;
    QByteArray m_tokenSecret;
    QList<QByteArray> m_nonces;
    QList<bool> m_connected;
    QList<bool> m_tookOver;
    std::unique_ptr<rules::Game> m_game;
    rules::GameRecord m_record;
    std::map<std::pair<int, int>, std::unique_ptr<ViewerHistory>> m_histories; ///< (kind, seat) -> history
    std::vector<std::unique_ptr<ai::Player>> m_players; ///< per seat; the greedy player for a human seat taken over
    std::optional<GameOver> m_over;
    QTimer m_awayTimer;
    int m_awaySeat = -1;
    bool m_computerQueued = false;
    QFutureWatcher<rules::Action> *m_thinking = nullptr; ///< the computer's decision under way, if any
    bool m_resumed = false;
    struct UndoRequest {
        int id = 0;
        int bySeat = -1;
        int toNode = 0;
        QList<int> waiting;
    };
    std::optional<UndoRequest> m_undo;
    int m_nextUndoId = 1;
    friend class ReplayFile;
};

} // namespace session
