// Fair shuffles in a network game: the host commits to a secret before the game, each seat adds
// a nonce, and the game's seed mixes them, so neither the host nor a player chooses the deal
// alone; after the game the host reveals the secret and every client checks the commitment
// and replays the record (CR 701.20: a shuffle is random to every player).
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace session {

class FairSeed
{
public:
    static constexpr int kSecretBytes = 16;     ///< 128 bits
    static constexpr int kNonceBytes = 16;

    /// 128 random bits from the system's generator (QRandomGenerator::system()).
    static QByteArray drawSecret();
    /// The commitment published before the game: the SHA-256 of "daynight-seed:" followed by the
    /// secret, as 64 lower-case hex digits. Reveals nothing of the secret.
    static QString commitment(const QByteArray &secret);
    /// Whether `secret` (16 bytes) is the one `commitment` was made for.
    static bool verify(const QString &commitment, const QByteArray &secret);
    /// The game's seed: the first 8 bytes (big-endian) of SHA-256(secret, then each seat's
    /// nonce in seat order, each preceded by its length). Any change of any input changes it.
    static quint64 gameSeed(const QByteArray &secret, const QList<QByteArray> &nonces);
    /// Decodes `hex` of exactly `bytes` bytes (2 * bytes lower- or upper-case hex digits);
    /// false for anything else.
    static bool fromHex(const QString &hex, int bytes, QByteArray *out);
};

} // namespace session
