#include "invite.h"

#include "inputfile.h"

#include <QHostAddress>
#include <QRandomGenerator>

namespace net {

namespace {

const QString kScheme = QStringLiteral("daynight://");

QString fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return {};
}

// Letters, digits and hyphens in dot-separated labels of 1 to 63 characters (RFC 1123), at most
// 253 characters in all.
bool isHostName(const QString &name)
{
    if (name.isEmpty() || name.size() > 253)
        return false;
    const QStringList labels = name.split(QLatin1Char('.'));
    for (const QString &label : labels) {
        if (label.isEmpty() || label.size() > 63 || label.startsWith(QLatin1Char('-')) || label.endsWith(QLatin1Char('-')))
            return false;
        for (QChar c : label) {
            if (!(c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
                  || c == QLatin1Char('-')))
                return false;
        }
    }
    return true;
}

bool isBase64UrlChar(QChar c)
{
    return c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
           || c == QLatin1Char('-') || c == QLatin1Char('_');
}

// Strips whitespace and one pair of the marks chat programs put around a link.
QString unwrap(QString text)
{
    text = text.trimmed();
    static const QList<QPair<QChar, QChar>> pairs = {{QLatin1Char('<'), QLatin1Char('>')},
                                                     {QLatin1Char('"'), QLatin1Char('"')},
                                                     {QLatin1Char('\''), QLatin1Char('\'')},
                                                     {QLatin1Char('`'), QLatin1Char('`')}};
    for (const auto &[open, close] : pairs) {
        if (text.size() >= 2 && text.front() == open && text.back() == close)
            return text.mid(1, text.size() - 2).trimmed();
    }
    return text;
}

} // namespace

QByteArray Invite::newSecret()
{
    QByteArray secret(kSecretBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(secret.data()), kSecretBytes / int(sizeof(quint32)));
    return secret;
}

QString Invite::roleName(Role role)
{
    return role == Role::Spectator ? QStringLiteral("spectator") : QStringLiteral("player");
}

QString hostAndPort(const QHostAddress &address, quint16 port)
{
    const QString host = address.toString();
    return (address.protocol() == QAbstractSocket::IPv6Protocol ? QLatin1Char('[') + host + QLatin1Char(']') : host) + QLatin1Char(':')
           + QString::number(port);
}

QString Invite::address() const
{
    const bool v6 = host.contains(QLatin1Char(':'));
    return (v6 ? QLatin1Char('[') + host + QLatin1Char(']') : host) + QLatin1Char(':') + QString::number(port);
}

QString Invite::toText() const
{
    QString text = kScheme + address() + QLatin1Char('/')
                   + QString::fromLatin1(secret.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    if (role == Role::Spectator)
        text += QStringLiteral("?role=spectator");
    return text;
}

QUrl Invite::url() const
{
    return QUrl(QStringLiteral("wss://") + address() + QLatin1Char('/'));
}

std::optional<Invite> Invite::parse(const QString &input, QString *error)
{
    if (input.size() > kMaxTextLength) {
        fail(error, QStringLiteral("the invite is %1 characters long, more than an invite's %2: was something else pasted with it?")
                        .arg(input.size()).arg(kMaxTextLength));
        return std::nullopt;
    }
    const QString text = unwrap(input);
    if (text.isEmpty()) {
        fail(error, QStringLiteral("the invite is empty"));
        return std::nullopt;
    }
    if (!text.startsWith(kScheme, Qt::CaseInsensitive)) {
        fail(error, QStringLiteral("\"%1\" is not a Day/Night Table invite (one starts with %2)").arg(rules::printable(text.left(40)), kScheme));
        return std::nullopt;
    }
    QString rest = text.mid(kScheme.size());
    Invite invite;

    // The role, after '?'.
    if (const qsizetype q = rest.indexOf(QLatin1Char('?')); q >= 0) {
        const QString query = rest.mid(q + 1);
        rest.truncate(q);
        if (query == QLatin1String("role=spectator")) {
            invite.role = Role::Spectator;
        } else if (query == QLatin1String("role=player")) {
            invite.role = Role::Player;
        } else {
            fail(error, QStringLiteral("the invite asks for \"%1\": only role=player or role=spectator is known").arg(rules::printable(query)));
            return std::nullopt;
        }
    }

    // The address: [IPv6] or an IPv4 address or a host name, then ':' and the port.
    qsizetype hostEnd = 0;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0) {
            fail(error, QStringLiteral("the invite's IPv6 address has no closing ']'"));
            return std::nullopt;
        }
        invite.host = rest.mid(1, close - 1);
        QHostAddress address;
        if (!address.setAddress(invite.host) || address.protocol() != QAbstractSocket::IPv6Protocol) {
            fail(error, QStringLiteral("\"%1\" in the invite is not an IPv6 address").arg(rules::printable(invite.host)));
            return std::nullopt;
        }
        hostEnd = close + 1;
    } else {
        const qsizetype pathStart = rest.indexOf(QLatin1Char('/'));
        if (rest.left(pathStart).count(QLatin1Char(':')) > 1) {
            fail(error, QStringLiteral("an IPv6 address in an invite goes in brackets, as in daynight://[::1]:47390/…"));
            return std::nullopt;
        }
        hostEnd = rest.indexOf(QLatin1Char(':'));
        if (hostEnd < 0)
            hostEnd = pathStart < 0 ? rest.size() : pathStart;
        invite.host = rest.left(hostEnd);
        if (invite.host.isEmpty()) {
            fail(error, QStringLiteral("the invite has no address (as in daynight://192.168.1.20:47390/…)"));
            return std::nullopt;
        }
        bool dotted = true;
        for (QChar c : std::as_const(invite.host))
            dotted = dotted && (c.isDigit() || c == QLatin1Char('.'));
        QHostAddress address;
        if (dotted ? !(address.setAddress(invite.host) && address.protocol() == QAbstractSocket::IPv4Protocol) : !isHostName(invite.host)) {
            fail(error, QStringLiteral("\"%1\" in the invite is not an IPv4 address or a host name").arg(rules::printable(invite.host.left(80))));
            return std::nullopt;
        }
    }
    rest = rest.mid(hostEnd);

    if (!rest.startsWith(QLatin1Char(':'))) {
        fail(error, QStringLiteral("the invite has no port (after the address, as in daynight://192.168.1.20:47390/…)"));
        return std::nullopt;
    }
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    const QString portText = rest.mid(1, slash < 0 ? -1 : slash - 1);
    bool digits = !portText.isEmpty() && portText.size() <= 10;
    for (QChar c : portText)
        digits = digits && c.isDigit();
    if (!digits) {
        fail(error, portText.isEmpty() ? QStringLiteral("the invite has no port (after the address, as in daynight://192.168.1.20:47390/…)")
                                       : QStringLiteral("the invite's port \"%1\" is not a number").arg(rules::printable(portText.left(40))));
        return std::nullopt;
    }
    const qulonglong port = portText.toULongLong();
    if (port < 1 || port > 65535) {
        fail(error, QStringLiteral("port %1 is out of range (1 to 65535)").arg(port));
        return std::nullopt;
    }
    invite.port = quint16(port);

    const QString secretText = slash < 0 ? QString() : rest.mid(slash + 1);
    if (secretText.isEmpty()) {
        fail(error, QStringLiteral("the invite has no secret (the %1 characters after the port's '/')").arg(kSecretChars));
        return std::nullopt;
    }
    for (QChar c : secretText) {
        if (!isBase64UrlChar(c)) {
            fail(error, QStringLiteral("the invite's secret has \"%1\", which is not a letter, a digit, '-' or '_'").arg(rules::printable(QString(c))));
            return std::nullopt;
        }
    }
    if (secretText.size() != kSecretChars) {
        fail(error, QStringLiteral("the invite's secret is %1 characters, not %2: was the invite cut when it was copied?")
                        .arg(secretText.size()).arg(kSecretChars));
        return std::nullopt;
    }
    invite.secret = QByteArray::fromBase64(secretText.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    if (invite.secret.size() != kSecretBytes) {
        fail(error, QStringLiteral("the invite's secret does not decode to %1 bytes: was the invite changed?").arg(kSecretBytes));
        return std::nullopt;
    }
    return invite;
}

} // namespace net
