#include "tlspsk.h"

#include <QCryptographicHash>
#include <QSslCipher>
#include <QSslPreSharedKeyAuthenticator>

namespace net {

QByteArray pskIdentity()
{
    return QByteArrayLiteral("daynight/1");
}

QByteArray pskFromSecret(const QByteArray &secret)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayLiteral("Day/Night Table TLS-PSK v1\n"));
    hash.addData(secret);
    return hash.result();
}

QStringList pskCipherNames()
{
    return {QStringLiteral("ECDHE-PSK-CHACHA20-POLY1305"), QStringLiteral("DHE-PSK-AES256-GCM-SHA384"),
            QStringLiteral("PSK-AES256-GCM-SHA384")};
}

namespace {

QList<QSslCipher> availablePskCiphers()
{
    const QList<QSslCipher> supported = QSslConfiguration::supportedCiphers();
    QList<QSslCipher> ciphers;
    for (const QString &name : pskCipherNames()) {
        for (const QSslCipher &cipher : supported) {
            if (cipher.name() == name) {
                ciphers.append(cipher);
                break;
            }
        }
    }
    return ciphers;
}

} // namespace

bool pskAvailable(QString *error)
{
    QString why;
    if (!QSslSocket::supportsSsl())
        why = QStringLiteral("this build of Qt has no TLS backend (OpenSSL) to encrypt network play");
    else if (availablePskCiphers().isEmpty())
        why = QStringLiteral("the TLS backend (%1) offers none of the PSK ciphers %2").arg(QSslSocket::sslLibraryVersionString(), pskCipherNames().join(QStringLiteral(", ")));
    if (error)
        *error = why;
    return why.isEmpty();
}

QSslConfiguration pskConfiguration()
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setProtocol(QSsl::TlsV1_2);
    config.setCiphers(availablePskCiphers());
    config.setPeerVerifyMode(QSslSocket::VerifyNone);
    config.setCaCertificates({});
    return config;
}

void answerPsk(QSslPreSharedKeyAuthenticator *authenticator, const QByteArray &secret)
{
    authenticator->setIdentity(pskIdentity());
    authenticator->setPreSharedKey(pskFromSecret(secret));
}

} // namespace net
