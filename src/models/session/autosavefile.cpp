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
#include <fcntl.h> // AT_FDCWD
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
        const QByteArray from = QFile::encodeName(file);
        const QByteArray to = QFile::encodeName(aside);
        // Never replace an earlier refused file, even one another process moves there at the same
        // moment: RENAME_NOREPLACE fails with EEXIST instead. Where the file system cannot do
        // that (EINVAL), a look first, then rename(); not QFile::rename(), which copies the bytes
        // when renaming fails.
        if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
            return aside;
        if (errno == EEXIST)
            continue;
        if (errno == EINVAL) {
            struct stat st;
            if (::lstat(to.constData(), &st) == 0)
                continue;
            if (std::rename(from.constData(), to.constData()) == 0)
                return aside;
        }
        *error = QString::fromLocal8Bit(std::strerror(errno));
        return {};
    }
    *error = QStringLiteral("a thousand refused autosaves are already there");
    return {};
}

} // namespace autosavefile
