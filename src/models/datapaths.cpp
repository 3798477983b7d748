#include "datapaths.h"

#include "inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryFile>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace datapaths {

QString dataDir(const QString &sub)
{
    QStringList candidates;
    const QString fromEnv = qEnvironmentVariable("DAYNIGHT_DATA_DIR");
    if (!fromEnv.isEmpty())
        candidates << fromEnv + QLatin1Char('/') + sub;
    if (QCoreApplication::instance())
        candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/") + QLatin1String(kPackageDir)
                          + QLatin1Char('/') + sub;
#ifdef DAYNIGHT_SOURCE_RESOURCES
    candidates << QStringLiteral(DAYNIGHT_SOURCE_RESOURCES "/") + sub;
#endif
    for (const QString &c : std::as_const(candidates))
        if (QFileInfo(c).isDir())
            return QDir(c).absolutePath();
    return QStandardPaths::locate(QStandardPaths::GenericDataLocation,
                                  QLatin1String(kPackageDir) + QLatin1Char('/') + sub, QStandardPaths::LocateDirectory);
}

QString userLessonsDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lessons");
}

QVariantList demonstrations()
{
    QVariantList out;
    const QString dir = dataDir(QStringLiteral("scenarios"));
    if (dir.isEmpty())
        return out;
    const QFileInfoList files = QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo &fi : files) {
        QVariantMap m;
        m.insert(QStringLiteral("file"), fi.absoluteFilePath());
        m.insert(QStringLiteral("kind"), fi.fileName().startsWith(QLatin1String("ruling-")) ? QStringLiteral("ruling") : QStringLiteral("card"));
        QString name = fi.completeBaseName();
        QVariantList rulings;
        // Only the header is needed; a file too large to be a scenario, or one that is not a
        // regular file (a FIFO would block), is left for open to refuse.
        QByteArray bytes;
        QString error;
        if (rules::readInputFile(fi.absoluteFilePath(), &bytes, &error, 4 * 1024 * 1024)) {
            const QJsonObject o = QJsonDocument::fromJson(bytes).object();
            if (o.value(QStringLiteral("name")).isString())
                name = o.value(QStringLiteral("name")).toString();
            for (const QJsonValue &r : o.value(QStringLiteral("rulings")).toArray())
                rulings.append(r.toInt());
        }
        m.insert(QStringLiteral("name"), name);
        m.insert(QStringLiteral("rulings"), rulings);
        out.append(m);
    }
    return out;
}

QString makeWritableFolder(const QString &dir)
{
    // Folder by folder from the root, so that the one that cannot be made is named with the
    // system's own reason (QDir::mkpath says only that it failed).
    const QString path = QDir::cleanPath(QDir(dir).absolutePath());
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString sofar;
    for (const QString &part : parts) {
        const QString parent = sofar.isEmpty() ? QStringLiteral("/") : sofar;
        sofar += QLatin1Char('/') + part;
        const QByteArray native = QFile::encodeName(sofar);
        struct stat st;
        if (::stat(native.constData(), &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                return QStringLiteral("cannot create the folder %1: %2 is %3, not a folder")
                    .arg(rules::printable(path), rules::printable(sofar), S_ISREG(st.st_mode) ? QStringLiteral("a file") : QStringLiteral("a special file"));
            continue;
        }
        if (errno != ENOENT)
            return QStringLiteral("cannot create the folder %1: %2: %3").arg(rules::printable(path), rules::printable(sofar), QString::fromLocal8Bit(std::strerror(errno)));
        if (::mkdir(native.constData(), 0777) != 0 && errno != EEXIST)
            return QStringLiteral("cannot create the folder %1: %2")
                .arg(rules::printable(path), errno == EACCES || errno == EROFS
                                                 ? QStringLiteral("%1 (in %2)").arg(QString::fromLocal8Bit(std::strerror(errno)), rules::printable(parent))
                                                 : QString::fromLocal8Bit(std::strerror(errno)));
    }
    // The folder exists: can a file be created in it? (Root can write in a 0555 folder; a
    // read-only file system or a full disk stops everyone.)
    QTemporaryFile probe(path + QStringLiteral("/.daynight-write-test-XXXXXX"));
    errno = 0;
    if (!probe.open()) {
        const int err = errno;
        return QStringLiteral("cannot write in the folder %1: %2")
            .arg(rules::printable(path), err != 0 ? QString::fromLocal8Bit(std::strerror(err)) : probe.errorString());
    }
    return {};
}

} // namespace datapaths
