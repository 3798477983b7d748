// One viewer's end of a session: says hello, holds its projected view, applies the numbered
// updates and checks each one's hash against its own view (asking for a fresh view on a
// mismatch or a gap), submits actions, and after the game checks the revealed seed and replays
// the record against every view it received. A bot mode answers for its seat with a computer
// player that sees only this viewer's projection.
#pragma once

#include "channel.h"
#include "protocol.h"
#include "action.h"
#include "visibility.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <memory>

namespace ai { class Player; }

namespace net {

class SessionClient : public QObject
{
    Q_OBJECT
public:
    struct Options {
        bool spectator = false;     ///< watch instead of taking a seat
        QString token;              ///< a seat's token (reconnecting); "" for a new seat
        QString name;               ///< the player's name (optional)
        QString bot;                ///< "" for a person; "ai", "greedy" or "random": the computer answers for the seat
        quint64 botSeed = 7;
        int botSearchIterations = 60; ///< "ai": the search's iterations per decision
        QByteArray nonce;           ///< this seat's share of the seed (16 bytes); empty: drawn at random (tests fix it)
    };
    /// What the check after the game found.
    struct Verification {
        bool done = false;          ///< a game-over message came and was checked
        bool commitment = false;    ///< the revealed secret matches the commitment in the welcome
        bool nonce = false;         ///< this seat's nonce is the one sent (spectators: true)
        int checked = 0;            ///< the plies at which a received view hash was compared
        int matched = 0;            ///< ... and matched the replay's projection for this viewer
        bool finalHash = false;     ///< the replay ends at the final position's hash
        QString finalHashText;
        QString problem;            ///< why the replay failed, "" when it did not
        bool allMatched() const { return done && commitment && nonce && finalHash && checked == matched && problem.isEmpty(); }
    };

    explicit SessionClient(Options options, QObject *parent = nullptr);
    ~SessionClient() override;

    /// Talks to the host through `channel` (not owned): says hello, with the token and the last
    /// update held when reconnecting. A client keeps its view and token across channels.
    void connectTo(Channel *channel);
    bool isJoined() const { return m_joined; }
    int seat() const { return m_seat; }
    const QString &token() const { return m_token; }
    /// Whether the host's game begins with opening hand decisions (CR 103.5), as its welcome said.
    bool mulligans() const { return m_mulligans; }
    /// The view as last received and checked (viewToJson), its update number and hash.
    const QJsonObject &view() const { return m_view; }
    qint64 lastUpdate() const { return m_last; }
    QString viewHash() const;
    /// The view read back as a position (rules::viewFromJson); false with the reason if it does not read.
    bool state(rules::GameState *out, QString *error) const;
    /// Log lines received (the projected events' texts and the host's notes), in order.
    const QStringList &log() const { return m_log; }
    /// Updates whose hash did not match the patched view, and gaps, each answered by a resync.
    int mismatches() const { return m_mismatches; }
    int updatesReceived() const { return m_updates; }
    int viewsReceived() const { return m_views; }
    /// The host's refusals received, in order.
    const QStringList &refusals() const { return m_refusals; }
    /// The bytes received over every channel (the traffic figures).
    qint64 bytesReceived() const { return m_bytes; }
    bool isOver() const { return m_over; }
    const QString &result() const { return m_result; }
    const Verification &verification() const { return m_verification; }
    int roundTripMs() const { return m_rttMs; }

    /// Sends `action` (as an answer when it answers a pending decision), saying which update's
    /// view it was chosen on: the host refuses it if another seat has acted since.
    void submit(const rules::Action &action);
    /// Sends a raw message (tests of refusals).
    void sendRaw(const QByteArray &bytes);
    void chat(const QString &text);
    void requestUndo();
    void answerUndo(int id, bool accept);
    void ping();

signals:
    /// The view changed (an update or a full view was applied).
    void viewChanged();
    void joined();
    void refused(const QString &reason, bool fatal);
    void undoAsked(int id, const QString &by);
    void gameOver();
    /// A ping's answer came (roundTripMs()).
    void pong();
    void closed(const QString &reason);

private:
    void onMessage(const QByteArray &bytes);
    void onUpdate(const Message &m);
    void setView(const QJsonObject &view, qint64 number, int ply, const QString &hash);
    void resync(qint64 last);
    void send(const Message &m);
    void actIfAsked();
    void submitFrom(const rules::GameState &before, const rules::Action &action);
    void verify(const Message &m);

    Options m_options;
    QPointer<Channel> m_channel;
    std::unique_ptr<ai::Player> m_bot;
    bool m_joined = false;
    int m_seat = -1;
    QString m_token;
    QString m_commitment;
    QByteArray m_nonce;
    QJsonArray m_seats;
    bool m_mulligans = false;           ///< the game began with opening hand decisions (the welcome says)
    rules::Viewer m_viewer;
    QJsonObject m_view;
    QString m_hash;
    qint64 m_last = -1;
    int m_ply = 0;
    bool m_waitingForView = false;
    QHash<int, QString> m_plyHashes;    ///< ply -> the hash of the last view received after it
    QStringList m_log;
    QStringList m_refusals;
    int m_mismatches = 0;
    int m_updates = 0;
    int m_views = 0;
    qint64 m_bytes = 0;
    qint64 m_actedAt = -1;              ///< the update the bot last acted on
    int m_tries = 0;                    ///< how often it acted on that update (a refusal gives one more try)
    bool m_over = false;
    QString m_result;
    Verification m_verification;
    int m_rttMs = -1;
    QElapsedTimer m_clock;
};

} // namespace net
