#include "atomicfile.h"

#include "inputfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

bool writeFileAtomically(const QString &file, const QByteArray &bytes, QString *error, QString *replacedLink)
{
    const QFileInfo info(file);
    if (info.isSymLink() && info.exists() && !info.isFile()) {
        // Nothing of the player's is in a device or a FIFO: the link goes, the new file takes
        // its place (a crash between the two leaves no file, never a write into the device).
        const QString target = info.symLinkTarget();
        if (!QFile::remove(file)) {
            *error = QStringLiteral("a link to %1, which is not a regular file, and it cannot be removed").arg(target);
            return false;
        }
        if (replacedLink)
            *replacedLink = target;
    } else if (info.exists() && !info.isFile()) {
        *error = QStringLiteral("not a regular file");
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        *error = out.errorString();
        return false;
    }
    auto fail = [&](const QString &why) {
        *error = why;
        out.cancelWriting();
        return false;
    };
    // The system's reason, read at once: Qt 6.4 sometimes reports "Unknown error" for it.
    auto reason = [&](int err) {
        return err != 0 ? QString::fromLocal8Bit(std::strerror(err)) : out.errorString();
    };
    qint64 written = 0;
    while (written < bytes.size()) {
        errno = 0;
        const qint64 n = out.write(bytes.constData() + written, bytes.size() - written);
        const int err = errno;
        if (n <= 0)
            return fail(err != 0 || out.error() != QFileDevice::NoError
                            ? reason(err)
                            : QStringLiteral("wrote %1 of %2 bytes (is the disk full?)").arg(written).arg(bytes.size()));
        written += n;
    }
    errno = 0;
    if (!out.flush())
        return fail(reason(errno));
    if (!out.commit()) {
        *error = out.errorString();
        return false;
    }
    return true;
}

QByteArray recordFileBytes(const QJsonObject &record)
{
    const QJsonDocument doc(record);
    QByteArray bytes = doc.toJson(QJsonDocument::Indented);
    if (bytes.size() > rules::kMaxInputFileSize)
        bytes = doc.toJson(QJsonDocument::Compact);
    return bytes;
}

QString tooLargeToOpen(qint64 size)
{
    if (size <= rules::kMaxInputFileSize)
        return {};
    return QStringLiteral("it is %1 MiB, more than the %2 MiB a table opens")
        .arg(QString::number(double(size) / double(1 << 20), 'f', 1))
        .arg(rules::kMaxInputFileSize >> 20);
}
