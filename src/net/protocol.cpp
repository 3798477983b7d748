#include "protocol.h"

#include "inputfile.h"
#include "jsonreader.h"

#include <QJsonDocument>

namespace net {

namespace {

using Type = Message::Type;

const QList<std::pair<Type, QString>> &typeNames()
{
    static const QList<std::pair<Type, QString>> names{
        {Type::Hello, QStringLiteral("hello")}, {Type::Welcome, QStringLiteral("welcome")}, {Type::Refused, QStringLiteral("refused")},
        {Type::Nonce, QStringLiteral("nonce")}, {Type::Action, QStringLiteral("action")}, {Type::Answer, QStringLiteral("answer")},
        {Type::Update, QStringLiteral("update")}, {Type::View, QStringLiteral("view")}, {Type::Resync, QStringLiteral("resync")},
        {Type::Chat, QStringLiteral("chat")}, {Type::Undo, QStringLiteral("undo")}, {Type::UndoAsk, QStringLiteral("undoAsk")},
        {Type::UndoAnswer, QStringLiteral("undoAnswer")}, {Type::Ping, QStringLiteral("ping")}, {Type::Pong, QStringLiteral("pong")},
        {Type::GameOver, QStringLiteral("gameOver")}};
    return names;
}

// The fields of each type, in the order encode() writes them.
QStringList fieldsOf(Type t)
{
    switch (t) {
    case Type::Hello: return {"protocol", "build", "role", "token", "name", "last"};
    case Type::Welcome: return {"protocol", "build", "role", "seat", "token", "seats", "commitment", "viewer", "allHands", "mulligans"};
    case Type::Refused: return {"reason", "of", "fatal"};
    case Type::Nonce: return {"nonce"};
    case Type::Action: case Type::Answer: return {"action", "n"};
    case Type::Update: return {"n", "ply", "events", "notes", "patch", "hash"};
    case Type::View: return {"n", "ply", "view", "hash"};
    case Type::Resync: return {"last"};
    case Type::Chat: return {"text"};
    case Type::Undo: return {};
    case Type::UndoAsk: return {"id", "by"};
    case Type::UndoAnswer: return {"id", "accept"};
    case Type::Ping: case Type::Pong: return {"time"};
    case Type::GameOver: return {"result", "winner", "secret", "nonces", "actions", "finalHash"};
    }
    return {};
}

bool isHex(const QString &s, int digits)
{
    if (s.size() != digits)
        return false;
    for (const QChar c : s)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    return true;
}

// Field readers over rules::JsonReader: each checks presence, type and range, and names
// "<type>.<field>" and the value on error.
struct Reader {
    rules::JsonReader r;
    const QJsonObject &o;
    QString type;

    bool text(const char *key, QString *out, int maxLength, bool required = true, bool printableOnly = true)
    {
        const QString path = rules::JsonReader::at(type, key);
        if (!o.contains(QLatin1String(key)))
            return !required || r.fail(path, QStringLiteral("missing"));
        if (!r.string(o, type, key, out))
            return false;
        if (out->size() > maxLength)
            return r.fail(path, QStringLiteral("longer than %1 characters").arg(maxLength), *out);
        if (printableOnly && rules::hasHiddenCharacters(*out))
            return r.fail(path, QStringLiteral("holds characters that are not printable"), *out);
        return true;
    }
    bool hex(const char *key, QString *out, int digits, bool required = true, bool emptyAllowed = false)
    {
        if (!text(key, out, digits, required))
            return false;
        if (!o.contains(QLatin1String(key)) || (emptyAllowed && out->isEmpty()) || isHex(*out, digits))
            return true;
        return r.fail(rules::JsonReader::at(type, key), QStringLiteral("expected %1 lower-case hex digits").arg(digits), *out);
    }
    bool number(const char *key, qint64 *out, qint64 min, qint64 max, bool required = true)
    {
        const QString path = rules::JsonReader::at(type, key);
        if (!o.contains(QLatin1String(key)))
            return !required || r.fail(path, QStringLiteral("missing"));
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble();
        if (!v.isDouble() || d != double(qint64(d)) || d < double(min) || d > double(max))
            return r.fail(path, QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max), v);
        *out = qint64(d);
        return true;
    }
    bool integer(const char *key, int *out, int min, int max, bool required = true)
    {
        qint64 v = *out;
        if (!number(key, &v, min, max, required))
            return false;
        *out = int(v);
        return true;
    }
    bool flag(const char *key, bool *out) { return r.boolean(o, type, key, out, true); }
    bool object(const char *key, QJsonObject *out) { return r.object(o, type, key, out, true); }
    bool array(const char *key, QJsonArray *out, int maxItems)
    {
        if (!o.contains(QLatin1String(key)))
            return r.fail(rules::JsonReader::at(type, key), QStringLiteral("missing"));
        if (!r.array(o, type, key, out))
            return false;
        return out->size() <= maxItems || r.fail(rules::JsonReader::at(type, key), QStringLiteral("more than %1 items").arg(maxItems));
    }
    bool objects(const char *key, QJsonArray *out, int maxItems)
    {
        if (!array(key, out, maxItems))
            return false;
        for (qsizetype i = 0; i < out->size(); ++i)
            if (!(*out)[i].isObject())
                return r.fail(rules::JsonReader::at(rules::JsonReader::at(type, key), i), QStringLiteral("expected an object"), (*out)[i]);
        return true;
    }
    bool texts(const char *key, QStringList *out, int maxItems, int maxLength)
    {
        QJsonArray a;
        if (!array(key, &a, maxItems))
            return false;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = rules::JsonReader::at(rules::JsonReader::at(type, key), i);
            if (!a[i].isString() || a[i].toString().size() > maxLength)
                return r.fail(path, QStringLiteral("expected a string of at most %1 characters").arg(maxLength), a[i]);
            out->append(a[i].toString());
        }
        return true;
    }
    bool role(QString *out)
    {
        if (!text("role", out, 16))
            return false;
        return *out == QLatin1String("seat") || *out == QLatin1String("spectator")
               || r.fail(rules::JsonReader::at(type, "role"), QStringLiteral("expected \"seat\" or \"spectator\""), *out);
    }
};

constexpr qint64 kMaxCount = qint64(1) << 50;

bool readFields(Reader &rd, Message &m)
{
    switch (m.type) {
    case Type::Hello:
        m.number = -1; // no "last": a client without a view
        return rd.integer("protocol", &m.protocol, 0, 1000000) && rd.text("build", &m.build, 40) && rd.role(&m.role)
               && rd.hex("token", &m.token, 32, false) && rd.text("name", &m.name, 32, false)
               && rd.number("last", &m.number, -1, kMaxCount, false);
    case Type::Welcome:
        return rd.integer("protocol", &m.protocol, 0, 1000000) && rd.text("build", &m.build, 40) && rd.role(&m.role)
               && rd.integer("seat", &m.seat, -1, 3) && rd.hex("token", &m.token, 32, true, true) && rd.objects("seats", &m.array, 4)
               && rd.hex("commitment", &m.secret, 64) && rd.text("viewer", &m.text, 200) && rd.flag("allHands", &m.flag)
               && rd.flag("mulligans", &m.mulligans);
    case Type::Refused:
        return rd.text("reason", &m.text, 1000) && rd.text("of", &m.of, 20) && rd.flag("fatal", &m.flag);
    case Type::Nonce:
        return rd.hex("nonce", &m.secret, 32);
    case Type::Action:
    case Type::Answer:
        m.number = -1; // no "n": a client that does not say which view it acted on
        return rd.object("action", &m.object) && rd.number("n", &m.number, 0, kMaxCount, false);
    case Type::Update:
        return rd.number("n", &m.number, 1, kMaxCount) && rd.integer("ply", &m.ply, 0, 10000000) && rd.objects("events", &m.array, 5000)
               && rd.texts("notes", &m.list, 100, 400) && rd.object("patch", &m.object) && rd.hex("hash", &m.hash, 32);
    case Type::View:
        return rd.number("n", &m.number, 0, kMaxCount) && rd.integer("ply", &m.ply, 0, 10000000) && rd.object("view", &m.object)
               && rd.hex("hash", &m.hash, 32);
    case Type::Resync:
        return rd.number("last", &m.number, -1, kMaxCount);
    case Type::Chat:
        return rd.text("text", &m.text, 200);
    case Type::Undo:
        return true;
    case Type::UndoAsk:
        return rd.integer("id", &m.id, 1, 1000000000) && rd.text("by", &m.text, 40);
    case Type::UndoAnswer:
        return rd.integer("id", &m.id, 1, 1000000000) && rd.flag("accept", &m.flag);
    case Type::Ping:
    case Type::Pong:
        return rd.number("time", &m.time, 0, kMaxCount);
    case Type::GameOver:
        return rd.text("result", &m.text, 400) && rd.integer("winner", &m.winner, -1, 3) && rd.hex("secret", &m.secret, 32)
               && rd.texts("nonces", &m.list, 4, 32) && rd.objects("actions", &m.array, 200000) && rd.hex("finalHash", &m.hash, 40);
    }
    return false;
}

} // namespace

QString Message::typeName(Type type)
{
    for (const auto &[t, name] : typeNames())
        if (t == type)
            return name;
    return {};
}

Message::From Message::sender(Type type)
{
    switch (type) {
    case Type::Hello: case Type::Nonce: case Type::Action: case Type::Answer: case Type::Resync:
    case Type::Chat: case Type::Undo: case Type::UndoAnswer:
        return From::Client;
    case Type::Ping: case Type::Pong: // either side; listed as the client's, decode() accepts both
        return From::Client;
    default:
        return From::Host;
    }
}

QByteArray encode(const Message &m)
{
    QJsonObject o{{QStringLiteral("type"), Message::typeName(m.type)}};
    const QStringList fields = fieldsOf(m.type);
    auto put = [&o, &fields](const char *key, const QJsonValue &v) {
        if (fields.contains(QLatin1String(key)))
            o.insert(QLatin1String(key), v);
    };
    put("protocol", m.protocol);
    put("build", m.build);
    put("role", m.role);
    put("seat", m.seat);
    if (m.type != Type::Hello || !m.token.isEmpty())
        put("token", m.token);
    if (!m.name.isEmpty())
        put("name", m.name);
    if (m.type == Type::Hello && m.number >= 0)
        put("last", double(m.number));
    if ((m.type != Type::Action && m.type != Type::Answer) || m.number >= 0)
        put("n", double(m.number));
    put("ply", m.ply);
    if (m.type == Type::Resync)
        o.insert(QStringLiteral("last"), double(m.number));
    put("id", m.id);
    put("winner", m.winner);
    put("fatal", m.flag);
    put("allHands", m.flag);
    put("mulligans", m.mulligans);
    put("accept", m.flag);
    put("time", double(m.time));
    put("reason", m.text);
    put("text", m.text);
    put("by", m.text);
    put("result", m.text);
    put("viewer", m.text);
    put("of", m.of);
    put("hash", m.hash);
    put("finalHash", m.hash);
    put("nonce", m.secret);
    put("secret", m.secret);
    put("commitment", m.secret);
    put("nonces", QJsonArray::fromStringList(m.list));
    put("notes", QJsonArray::fromStringList(m.list));
    put("events", m.array);
    put("actions", m.array);
    put("seats", m.array);
    put("action", m.object);
    put("patch", m.object);
    put("view", m.object);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

bool decode(const QByteArray &bytes, Message::From from, Message *out, QString *error)
{
    const int cap = from == Message::From::Client ? kMaxClientMessage : kMaxHostMessage;
    if (bytes.size() > cap) {
        *error = QStringLiteral("message: %1 bytes is over the cap of %2").arg(bytes.size()).arg(cap);
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = pe.error != QJsonParseError::NoError ? QStringLiteral("message: not JSON (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset)
                                                      : QStringLiteral("message: not a JSON object");
        return false;
    }
    const QJsonObject o = doc.object();
    const QJsonValue typeValue = o.value(QStringLiteral("type"));
    Message m;
    bool known = false;
    for (const auto &[t, name] : typeNames())
        if (typeValue.isString() && typeValue.toString() == name) {
            m.type = t;
            known = true;
        }
    if (!known) {
        *error = QStringLiteral("message.type: not a message of protocol %1 (%2)").arg(kProtocolVersion).arg(rules::JsonReader::shown(typeValue));
        return false;
    }
    const bool either = m.type == Type::Ping || m.type == Type::Pong;
    if (!either && Message::sender(m.type) != from) {
        *error = QStringLiteral("message.type: a %1 message comes from the %2, not from the %3")
                     .arg(Message::typeName(m.type), from == Message::From::Client ? QStringLiteral("host") : QStringLiteral("client"),
                          from == Message::From::Client ? QStringLiteral("client") : QStringLiteral("host"));
        return false;
    }
    // A hello from another version: only the version is read, so that the refusal can say so.
    if (m.type == Type::Hello && o.value(QStringLiteral("protocol")).isDouble() && o.value(QStringLiteral("protocol")).toInt() != kProtocolVersion) {
        m.protocol = o.value(QStringLiteral("protocol")).toInt();
        *out = m;
        return true;
    }
    QString why;
    Reader rd{rules::JsonReader(&why), o, Message::typeName(m.type)};
    QStringList allowed = fieldsOf(m.type);
    allowed.prepend(QStringLiteral("type"));
    if (!rd.r.onlyKeys(o, rd.type, allowed) || !readFields(rd, m)) {
        *error = why;
        return false;
    }
    *out = m;
    return true;
}

QString buildVersion()
{
    return QStringLiteral(DAYNIGHT_BUILD);
}

QString versionMismatch(int hostVersion, int clientVersion)
{
    return QStringLiteral("this host runs protocol %1, you run %2: use the same Day/Night Table version").arg(hostVersion).arg(clientVersion);
}

bool RateLimiter::take(qint64 nowMs)
{
    if (m_lastMs >= 0 && nowMs > m_lastMs)
        m_tokens = std::min(double(m_burst), m_tokens + double(nowMs - m_lastMs) * m_perSecond / 1000.0);
    m_lastMs = std::max(m_lastMs, nowMs);
    if (m_tokens < 1.0)
        return false;
    m_tokens -= 1.0;
    return true;
}

} // namespace net
