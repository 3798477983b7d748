#include "fairseed.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QtEndian>

namespace session {

QByteArray FairSeed::drawSecret()
{
    QByteArray secret(kSecretBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(secret.data()), kSecretBytes / 4);
    return secret;
}

QString FairSeed::commitment(const QByteArray &secret)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArrayView("daynight-seed:"));
    h.addData(secret);
    return QString::fromLatin1(h.result().toHex());
}

bool FairSeed::verify(const QString &commitment, const QByteArray &secret)
{
    return secret.size() == kSecretBytes && FairSeed::commitment(secret) == commitment.toLower();
}

quint64 FairSeed::gameSeed(const QByteArray &secret, const QList<QByteArray> &nonces)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    auto add = [&h](const QByteArray &part) {
        const quint32 n = qToBigEndian(quint32(part.size()));
        h.addData(QByteArrayView(reinterpret_cast<const char *>(&n), sizeof n));
        h.addData(part);
    };
    add(secret);
    for (const QByteArray &nonce : nonces)
        add(nonce);
    return qFromBigEndian<quint64>(h.result().constData());
}

bool FairSeed::fromHex(const QString &hex, int bytes, QByteArray *out)
{
    if (hex.size() != 2 * bytes)
        return false;
    for (const QChar c : hex)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F')))
            return false;
    *out = QByteArray::fromHex(hex.toLatin1());
    return true;
}

} // namespace session
