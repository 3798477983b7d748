// The invite: the line a host shares and a guest pastes; its round trip and its errors.
#include "invite.h"

#include <QTest>

class TstInvite : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void secretsAreRandom();
    void toleratesWhatChatsAdd();
    void errors_data();
    void errors();
};

void TstInvite::roundTrip_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<bool>("spectator");
    QTest::addColumn<QString>("prefix");
    QTest::newRow("IPv4") << "192.168.1.20" << 47390 << false << "daynight://192.168.1.20:47390/";
    QTest::newRow("IPv6") << "fd00::1:20" << 1 << false << "daynight://[fd00::1:20]:1/";
    QTest::newRow("loopback IPv6") << "::1" << 65535 << true << "daynight://[::1]:65535/";
    QTest::newRow("host name") << "table.example.org" << 47390 << true << "daynight://table.example.org:47390/";
}

void TstInvite::roundTrip()
{
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(bool, spectator);
    QFETCH(QString, prefix);
    net::Invite invite;
    invite.host = host;
    invite.port = quint16(port);
    invite.secret = net::Invite::newSecret();
    invite.role = spectator ? net::Invite::Role::Spectator : net::Invite::Role::Player;
    const QString text = invite.toText();
    QVERIFY2(text.startsWith(prefix), qPrintable(text));
    QCOMPARE(text.endsWith(QStringLiteral("?role=spectator")), spectator);
    // Nothing a chat program would break a link at or change.
    for (QChar c : text)
        QVERIFY2(c.unicode() > 32 && c.unicode() < 127 && c != QLatin1Char('"') && c != QLatin1Char('<'), qPrintable(text));
    QString error;
    const auto parsed = net::Invite::parse(text, &error);
    QVERIFY2(parsed, qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(parsed->host, host);
    QCOMPARE(parsed->port, quint16(port));
    QCOMPARE(parsed->secret, invite.secret);
    QCOMPARE(parsed->role, invite.role);
    QCOMPARE(parsed->toText(), text);
}

void TstInvite::secretsAreRandom()
{
    QSet<QByteArray> seen;
    for (int i = 0; i < 64; ++i) {
        const QByteArray secret = net::Invite::newSecret();
        QCOMPARE(secret.size(), 16);
        seen.insert(secret);
    }
    QCOMPARE(seen.size(), 64);
}

void TstInvite::toleratesWhatChatsAdd()
{
    const QString plain = QStringLiteral("daynight://192.168.1.20:47390/AAECAwQFBgcICQoLDA0ODw");
    const QByteArray secret = QByteArray::fromHex("000102030405060708090a0b0c0d0e0f");
    for (const QString &pasted : {QStringLiteral("  %1\n").arg(plain), QStringLiteral("<%1>").arg(plain), QStringLiteral("`%1`").arg(plain),
                                  QStringLiteral("\t\"%1\" ").arg(plain), plain.toUpper().replace(QStringLiteral("AAECAWQFBGCICQOLDA0ODW"), plain.right(22))}) {
        QString error;
        const auto parsed = net::Invite::parse(pasted, &error);
        QVERIFY2(parsed, qPrintable(pasted + QStringLiteral(": ") + error));
        QCOMPARE(parsed->secret, secret);
        QCOMPARE(parsed->port, quint16(47390));
    }
}

void TstInvite::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString s = QStringLiteral("AAECAwQFBgcICQoLDA0ODw");
    QTest::newRow("empty") << "   " << "the invite is empty";
    QTest::newRow("not ours") << "https://example.org/" << "\"https://example.org/\" is not a Day/Night Table invite (one starts with daynight://)";
    QTest::newRow("no secret") << "daynight://192.168.1.20:47390/" << "the invite has no secret (the 22 characters after the port's '/')";
    QTest::newRow("no secret, no slash") << "daynight://192.168.1.20:47390" << "the invite has no secret (the 22 characters after the port's '/')";
    QTest::newRow("port out of range") << "daynight://192.168.1.20:70000/" + s << "port 70000 is out of range (1 to 65535)";
    QTest::newRow("port zero") << "daynight://192.168.1.20:0/" + s << "port 0 is out of range (1 to 65535)";
    QTest::newRow("port not a number") << "daynight://192.168.1.20:47x90/" + s << "the invite's port \"47x90\" is not a number";
    QTest::newRow("no port") << "daynight://192.168.1.20/" + s << "the invite has no port (after the address, as in daynight://192.168.1.20:47390/…)";
    QTest::newRow("no address") << "daynight://:47390/" + s << "the invite has no address (as in daynight://192.168.1.20:47390/…)";
    QTest::newRow("bad IPv4") << "daynight://192.168.1.300:47390/" + s << "\"192.168.1.300\" in the invite is not an IPv4 address or a host name";
    QTest::newRow("bad host name") << "daynight://bad_host:47390/" + s << "\"bad_host\" in the invite is not an IPv4 address or a host name";
    QTest::newRow("IPv6 without brackets") << "daynight://::1:47390/" + s << "an IPv6 address in an invite goes in brackets, as in daynight://[::1]:47390/…";
    QTest::newRow("IPv6 unclosed") << "daynight://[::1:47390/" + s << "the invite's IPv6 address has no closing ']'";
    QTest::newRow("bad IPv6") << "daynight://[::g]:47390/" + s << "\"::g\" in the invite is not an IPv6 address";
    QTest::newRow("short secret") << "daynight://192.168.1.20:47390/" + s.left(12) << "the invite's secret is 12 characters, not 22: was the invite cut when it was copied?";
    QTest::newRow("secret with a dot") << "daynight://192.168.1.20:47390/" + s + "." << "the invite's secret has \".\", which is not a letter, a digit, '-' or '_'";
    QTest::newRow("hidden character") << "daynight://192.168.1.20:47390/" + s.left(10) + QChar(0x202E) + s.mid(11)
                                      << "the invite's secret has \"\\u{202E}\", which is not a letter, a digit, '-' or '_'";
    QTest::newRow("unknown role") << "daynight://192.168.1.20:47390/" + s + "?role=judge" << "the invite asks for \"role=judge\": only role=player or role=spectator is known";
    QTest::newRow("too long") << "daynight://192.168.1.20:47390/" + s + QString(400, QLatin1Char('A'))
                              << "the invite is 452 characters long, more than an invite's 400: was something else pasted with it?";
}

void TstInvite::errors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QString got = QStringLiteral("untouched");
    QVERIFY(!net::Invite::parse(text, &got));
    QCOMPARE(got, error);
    // A null error pointer is allowed.
    QVERIFY(!net::Invite::parse(text, nullptr));
}

QTEST_GUILESS_MAIN(TstInvite)
#include "tst_invite.moc"
