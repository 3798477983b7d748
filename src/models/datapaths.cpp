#include "datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

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
        QFile f(fi.absoluteFilePath());
        // Only the header is needed; a file too large to be a scenario is left for open to refuse.
        if (fi.size() < 4 * 1024 * 1024 && f.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
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

} // namespace datapaths
