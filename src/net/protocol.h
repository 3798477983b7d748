// The network protocol between a session's host and its clients: typed messages as compact
// JSON objects {"type": ..., fields}, one per Channel message. Each is read with the strictness
// of a scenario file: a size cap, every field checked (type, range, length), unknown fields
// refused, errors naming "<type>.<field>". A bad message is refused and changes nothing.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <algorithm>

namespace net {

/// The protocol's version: hosts and clients of different versions refuse each other.
inline constexpr int kProtocolVersion = 1;
/// This program's version ("0.1.0"), sent in hello and welcome.
QString buildVersion();
/// The largest message a client may send (bytes).
inline constexpr int kMaxClientMessage = 16 * 1024;
/// The largest message a host may send (a full view, the record at the game's end).
inline constexpr int kMaxHostMessage = 8 * 1024 * 1024;

/// One protocol message. `type` says which fields are used (the others stay empty).
struct Message {
    enum class Type : quint8 {
        Hello,      ///< client: protocol, build, role, token?, name?, last?
        Welcome,    ///< host: protocol, build, role, seat, token, seats, commitment, viewer, allHands, mulligans
        Refused,    ///< host: reason, of (the refused message's type), fatal (the connection closes)
        Nonce,      ///< client (a seat, before the game): nonce, its share of the shuffles' seed
        Action,     ///< client: action (scenario action vocabulary), n? (the update its view was)
        Answer,     ///< client: action answering the pending decision, n?
        Update,     ///< host: number, ply, events, notes, patch, hash
        View,       ///< host: number, ply, view, hash (a full view)
        Resync,     ///< client: last (the last update it holds): asks for what it missed
        Chat,       ///< client: text
        Undo,       ///< client (a seat): asks to take back its last action
        UndoAsk,    ///< host: id, by (the seat asking): accept or decline?
        UndoAnswer, ///< client (a seat): id, accept
        Ping,       ///< either side: time (the sender's clock, ms)
        Pong,       ///< either side: time (the ping's, echoed)
        GameOver,   ///< host: result, winner, secret, nonces, actions, finalHash
    };
    /// Who sends a type of message.
    enum class From : quint8 { Client, Host };

    Type type = Type::Ping;
    int protocol = kProtocolVersion;
    QString build;
    QString role;           ///< "seat" or "spectator"
    QString token;          ///< 32 hex digits; Hello: "" for a new seat
    QString name;           ///< Hello: the player's name (optional)
    qint64 number = 0;      ///< Update, View: the update's number; Hello, Resync: the last one held (-1: none; Hello without "last");
                            ///< Action, Answer: the update whose view the action was chosen on (-1: not said)
    int seat = -1;          ///< Welcome: the seat (-1 for a spectator)
    int ply = 0;
    int id = 0;             ///< UndoAsk, UndoAnswer
    int winner = -1;
    bool flag = false;      ///< Refused: fatal; Welcome: allHands; UndoAnswer: accept
    bool mulligans = false; ///< Welcome: the game begins with opening hand decisions (CR 103.5)
    qint64 time = 0;        ///< Ping, Pong
    QString text;           ///< Refused: reason; Chat: text; UndoAsk: by; GameOver: result; Welcome: viewer
    QString of;             ///< Refused: the type refused
    QString hash;           ///< Update, View: the view's hash; GameOver: the final position's
    QString secret;         ///< Nonce: the nonce; GameOver: the seed's secret; Welcome: the commitment (all hex)
    QStringList list;       ///< GameOver: nonces; Update: notes
    QJsonArray array;       ///< Update: events; GameOver: actions; Welcome: seats
    QJsonObject object;     ///< Action, Answer: the action; Update: the patch; View: the view

    /// "hello", "welcome", ... (the "type" field's value).
    static QString typeName(Type type);
    static From sender(Type type);
};

/// The compact JSON of `m` (only its type's fields).
QByteArray encode(const Message &m);
/// Reads one message sent by `from`. False with "<type>.<field>: <problem> (<value>)" (or
/// "message: ..." for the envelope) in `error` for anything not exactly as this version writes
/// it: over the size cap, not JSON, a type the other side does not send, a field missing, of the
/// wrong type or out of range, an unknown field. `out` is untouched on error.
bool decode(const QByteArray &bytes, Message::From from, Message *out, QString *error);
/// The line shown when versions differ: "this host runs protocol 3, you run 2: use the same
/// Day/Night Table version".
QString versionMismatch(int hostVersion, int clientVersion);

/// A rate cap per connection: a token bucket of `burst` messages refilled at `perSecond`.
class RateLimiter
{
public:
    RateLimiter(int burst = 60, double perSecond = 30.0) : m_burst(burst), m_perSecond(perSecond), m_tokens(burst) {}
    /// Whether one more message at `nowMs` (a monotonic clock) is within the cap; takes a token.
    bool take(qint64 nowMs);
    /// One more message allowed (up to the burst): the host grants a seat one for each update of
    /// the game it sends, so that a seat answering every move is never over the cap, however
    /// fast the game goes.
    void grant() { m_tokens = std::min(double(m_burst), m_tokens + 1.0); }

private:
    int m_burst;
    double m_perSecond;
    double m_tokens;
    qint64 m_lastMs = -1;
};

} // namespace net
