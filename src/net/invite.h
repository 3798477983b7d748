// The invite: one line the host copies and the guest pastes, naming where the game is and the
// secret that opens (and encrypts) the connection.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QString>
#include <QUrl>

#include <optional>

namespace net {

/// Where a hosted game is and how to enter it, as one line of text:
///
///     daynight://192.168.1.20:47390/k3JqV9x0Tq2mYbW1c8ZfLg
///     daynight://[fe80::1]:47390/k3JqV9x0Tq2mYbW1c8ZfLg?role=spectator
///     daynight://table.example.org:47390/k3JqV9x0Tq2mYbW1c8ZfLg
///
/// The secret is 128 random bits in base64url (22 characters, no padding); it keys the TLS-PSK
/// handshake, so it both encrypts the connection and proves the guest was invited. One game has
/// one secret: the player's and the spectators' invites differ only in the role, which is what
/// the guest asks to be. The secret admits a connection, not a seat: which seat a connection may
/// act for is the session's decision (its seat tokens), so editing the role gains nothing.
/// The text has no spaces and only characters chat programs leave alone.
struct Invite
{
    enum class Role { Player, Spectator };

    /// An IPv4 address ("192.168.1.20"), an IPv6 address without brackets ("::1"), or a host name.
    QString host;
    /// 1 to 65535.
    quint16 port = 0;
    /// kSecretBytes bytes.
    QByteArray secret;
    Role role = Role::Player;

    static constexpr int kSecretBytes = 16;
    /// The secret's length in the text: base64url of 16 bytes without padding.
    static constexpr int kSecretChars = 22;
    /// Longer texts are refused before they are read (a host name is at most 253 characters).
    static constexpr int kMaxTextLength = 400;

    /// kSecretBytes bytes from the system's cryptographic random source (QRandomGenerator::system()).
    static QByteArray newSecret();

    /// The line to share, as in the examples above ("?role=spectator" only for spectators).
    QString toText() const;

    /// Reads an invite. Whitespace around it, and one pair of <>, quotes or backticks that chat
    /// programs put around links, are ignored; anything else that is not exactly the format above
    /// is refused with one line in `*error` (when not null) naming what is wrong and the bad
    /// value, e.g. "the invite has no secret", "port 70000 is out of range (1 to 65535)".
    /// Returns nothing on error.
    static std::optional<Invite> parse(const QString &text, QString *error);

    /// "wss://host:port/" (IPv6 in brackets): what the client opens.
    QUrl url() const;
    /// "192.168.1.20:47390" or "[::1]:47390", for messages.
    QString address() const;
    /// "player" or "spectator".
    static QString roleName(Role role);
};

/// "192.168.1.20:47390" or "[::1]:47390": an address and port as invites, logs and reasons
/// write them.
QString hostAndPort(const QHostAddress &address, quint16 port);

} // namespace net
