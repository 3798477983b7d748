#include "inputfile.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rules {

namespace {

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return QStringLiteral("a folder");
    if (S_ISCHR(mode))
        return QStringLiteral("a character device");
    if (S_ISBLK(mode))
        return QStringLiteral("a block device");
    if (S_ISFIFO(mode))
        return QStringLiteral("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return QStringLiteral("a socket");
    return QStringLiteral("a special file");
}

QString systemReason(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

bool isResource(const QString &file)
{
    return file.startsWith(QLatin1Char(':')) || file.startsWith(QLatin1String("qrc:"));
}

/// Characters that change how text around them reads, or are not seen at all.
bool hidden(char32_t c)
{
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
        return true; // C0, DEL, C1
    if (c == 0x00AD || c == 0x061C || c == 0x180E)
        return true; // soft hyphen, Arabic letter mark, Mongolian vowel separator
    if ((c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F))
        return true; // zero-width, LRM/RLM, separators, embeddings and overrides, isolates
    if (c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB))
        return true; // byte order mark, interlinear annotation
    if (c >= 0xE0000 && c <= 0xE007F)
        return true; // tag characters
    return false;
}

/// The escape of one code point: \u{202E}, upper-case hexadecimal, at least four digits.
QString escaped(char32_t code)
{
    return QStringLiteral("\\u{%1}").arg(QString::number(uint(code), 16).toUpper().rightJustified(4, QLatin1Char('0')));
}

} // namespace

QString notARegularFile(const QString &file)
{
    if (isResource(file))
        return QFile::exists(file) ? QString() : QStringLiteral("no such file");
    struct stat st;
    const QByteArray path = QFile::encodeName(file);
    if (::stat(path.constData(), &st) != 0)
        return errno == ENOENT ? QStringLiteral("no such file") : systemReason(errno);
    if (!S_ISREG(st.st_mode))
        return kindOf(st.st_mode) + QStringLiteral(", not a regular file");
    return {};
}

bool readInputFile(const QString &file, QByteArray *out, QString *error, qint64 maxBytes)
{
    const auto fail = [&](const QString &why) {
        *error = QStringLiteral("%1: %2").arg(file, why);
        return false;
    };
    const auto tooLarge = [&] {
        return fail(maxBytes >= (qint64(1) << 20) && maxBytes % (qint64(1) << 20) == 0
                        ? QStringLiteral("the file is larger than %1 MiB").arg(maxBytes >> 20)
                        : QStringLiteral("the file is larger than %1 bytes").arg(maxBytes));
    };
    if (isResource(file)) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("cannot open: %1").arg(f.errorString()));
        const QByteArray data = f.read(maxBytes + 1);
        if (data.size() > maxBytes)
            return tooLarge();
        *out = data;
        return true;
    }
    const QString why = notARegularFile(file);
    if (!why.isEmpty())
        return fail(why);
    const QByteArray path = QFile::encodeName(file);
    const int fd = ::open(path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return fail(QStringLiteral("cannot open: %1").arg(systemReason(errno)));
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const QString kind = S_ISREG(st.st_mode) ? systemReason(errno) : kindOf(st.st_mode) + QStringLiteral(", not a regular file");
        ::close(fd);
        return fail(kind);
    }
    if (st.st_size > maxBytes) {
        ::close(fd);
        return tooLarge();
    }
    QByteArray data;
    data.reserve(qsizetype(st.st_size));
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int err = errno;
            ::close(fd);
            return fail(QStringLiteral("cannot read: %1").arg(systemReason(err)));
        }
        if (n == 0)
            break;
        data.append(buffer, n);
        if (data.size() > maxBytes) {
            ::close(fd);
            return tooLarge();
        }
    }
    ::close(fd);
    *out = data;
    return true;
}

QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        char32_t code = c.unicode();
        if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, text.at(i + 1));
            if (!hidden(code)) {
                out.append(c).append(text.at(i + 1));
                ++i;
                continue;
            }
            ++i;
        } else if (c.isSurrogate()) {
            out.append(escaped(code));
            continue;
        }
        if (code == '\\')
            out.append(QLatin1String("\\\\"));
        else if (code == '\n')
            out.append(QLatin1String("\\n"));
        else if (code == '\t')
            out.append(QLatin1String("\\t"));
        else if (code == '\r')
            out.append(QLatin1String("\\r"));
        else if (hidden(code))
            out.append(escaped(code));
        else
            out.append(c);
    }
    return out;
}

bool hasHiddenCharacters(const QString &text)
{
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate()) {
            if (hidden(QChar::surrogateToUcs4(c, text.at(i + 1))))
                return true;
            ++i;
        } else if (c.isSurrogate() || hidden(c.unicode())) {
            return true;
        }
    }
    return false;
}

} // namespace rules
