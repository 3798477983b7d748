// TLS keyed by the invite's secret (TLS-PSK): the connection is encrypted and both sides prove
// they know the secret, with no certificate to make, store or pin.
#pragma once

#include <QByteArray>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QString>

class QSslPreSharedKeyAuthenticator;

namespace net {

/// The PSK identity every client sends ("daynight/1"). It names the scheme and its version, not
/// a person: a host has one secret per game.
QByteArray pskIdentity();

/// The pre-shared key for an invite's secret: SHA-256 over a fixed label and the secret (32
/// bytes), so the key is bound to this use and at full length for the cipher.
QByteArray pskFromSecret(const QByteArray &secret);

/// The TLS configuration of both sides: TLS 1.2 exactly (OpenSSL's TLS 1.3 PSK takes another
/// path through Qt), PSK cipher suites only (pskCipherNames(), forward-secret ones first), no
/// certificate and no peer verification (the PSK authenticates both sides). The same for the
/// host's side and the guest's.
QSslConfiguration pskConfiguration();

/// The cipher suites offered, strongest first: ECDHE-PSK-CHACHA20-POLY1305 (forward secret),
/// DHE-PSK-AES256-GCM-SHA384 (forward secret), PSK-AES256-GCM-SHA384.
QStringList pskCipherNames();

/// True when the TLS backend offers TLS and at least one of pskCipherNames(); otherwise false
/// with the reason in `*error` (when not null), e.g. "the TLS backend offers no PSK cipher".
bool pskAvailable(QString *error);

/// Answers a PSK request (client or server side) with the key of `secret`.
void answerPsk(QSslPreSharedKeyAuthenticator *authenticator, const QByteArray &secret);

} // namespace net
