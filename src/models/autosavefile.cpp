#include "autosavefile.h"

#include "inputfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace autosavefile {

QString specialFile(const QString &file)
{
    struct stat st;
    const QByteArray native = QFile::encodeName(file);
    if (::lstat(native.constData(), &st) != 0 || S_ISREG(st.st_mode))
        return {};
    if (S_ISLNK(st.st_mode)) {
        // The link itself is harmless; what it names decides (stat() follows it).
        const QString why = rules::notARegularFile(file);
        if (why.isEmpty() || why == QLatin1String("no such file"))
            return {};
        const QString target = QFile::symLinkTarget(file);
        return QStringLiteral("a link to %1 (%2)").arg(rules::printable(target), why.section(QLatin1Char(','), 0, 0));
    }
    return rules::notARegularFile(file).section(QLatin1Char(','), 0, 0);
}

bool isLink(const QString &file)
{
    struct stat st;
    return ::lstat(QFile::encodeName(file).constData(), &st) == 0 && S_ISLNK(st.st_mode);
}

QFileInfoList leftoverTemporaries(const QString &file)
{
    const QFileInfo info(file);
    const QRegularExpression name(QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(info.fileName())));
    QFileInfoList out;
    // QDir::Files without QDir::System lists regular files only (and links to them: those are
    // not QSaveFile's, so they are left alone).
    const QFileInfoList entries = info.dir().entryInfoList({info.fileName() + QStringLiteral(".*")}, QDir::Files | QDir::Hidden);
    for (const QFileInfo &e : entries)
        if (name.match(e.fileName()).hasMatch() && !e.isSymLink())
            out.append(e);
    std::sort(out.begin(), out.end(), [](const QFileInfo &a, const QFileInfo &b) { return a.lastModified() > b.lastModified(); });
    return out;
}

QString moveAside(const QString &file, QString *error)
{
    const QFileInfo info(file);
    const QString stem = QStringLiteral("autosave-refused-%1").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    for (int n = 1; n < 1000; ++n) {
        const QString aside = info.dir().filePath(n == 1 ? stem + QStringLiteral(".json") : QStringLiteral("%1-%2.json").arg(stem).arg(n));
        struct stat st;
        if (::lstat(QFile::encodeName(aside).constData(), &st) == 0)
            continue; // taken: never replace an earlier refused file
        // rename(), not QFile::rename(): that one copies the bytes when renaming fails.
        if (std::rename(QFile::encodeName(file).constData(), QFile::encodeName(aside).constData()) != 0) {
            *error = QString::fromLocal8Bit(std::strerror(errno));
            return {};
        }
        return aside;
    }
    *error = QStringLiteral("a thousand refused autosaves are already there");
    return {};
}

} // namespace autosavefile
