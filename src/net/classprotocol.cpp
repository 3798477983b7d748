#include "classprotocol.h"

#include "classroom.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "lesson.h"
#include "protocol.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace net {

namespace {

using Type = ClassMessage::Type;
using L = session::ClassLimits;

const QList<std::pair<Type, QString>> &typeNames()
{
    static const QList<std::pair<Type, QString>> names{
        {Type::Hello, QStringLiteral("classHello")}, {Type::Follow, QStringLiteral("classFollow")},
        {Type::Go, QStringLiteral("classGo")}, {Type::Answer, QStringLiteral("classAnswer")},
        {Type::Welcome, QStringLiteral("classWelcome")}, {Type::Step, QStringLiteral("classStep")},
        {Type::Teacher, QStringLiteral("classTeacher")}, {Type::Refused, QStringLiteral("classRefused")}};
    return names;
}

// One field of a message: what it holds and its bounds.
struct Field {
    enum Kind { Int, Bool, Text, Name, Hex32, Objects, Texts, Object, Nested };
    const char *key;
    Kind kind;
    bool required = true;
    qint64 min = 0;         ///< Int: the least; Texts: the fewest items
    qint64 max = 0;         ///< Int: the most; Text: characters; Objects, Texts: items
    int length = 0;         ///< Texts: characters of each item
    QList<Field> nested{};  ///< Nested: the object's fields
    QStringList oneOf{};    ///< Text: the values allowed (empty: any)
};

constexpr int kLastStep = rules::kMaxLessonSteps - 1;

const QList<Field> &fieldsOf(Type t)
{
    static const QList<Field> hello{{"protocol", Field::Int, true, 0, 1000000}, {"build", Field::Text, true, 0, 40},
                                    {"name", Field::Name, false, 0, L::kStudentName}, {"token", Field::Hex32, false}};
    static const QList<Field> follow{{"follow", Field::Bool}};
    static const QList<Field> go{{"step", Field::Int, true, 0, kLastStep}};
    static const QList<Field> answer{{"step", Field::Int, true, 0, kLastStep}, {"choice", Field::Int, true, 0, L::kChoices - 1}};
    static const QList<Field> welcome{
        {"protocol", Field::Int, true, 0, 1000000}, {"build", Field::Text, true, 0, 40}, {"token", Field::Hex32},
        {"lesson", Field::Nested, true, 0, 0, 0,
         {{"title", Field::Text, true, 0, L::kTitle}, {"ruling", Field::Int, true, 0, 12},
          {"hands", Field::Text, true, 0, 8, 0, {}, {"all", "acting", "none"}}, {"steps", Field::Int, true, 1, rules::kMaxLessonSteps},
          {"viewer", Field::Text, true, 0, 200}, {"cards", Field::Objects, true, 0, L::kCards}}}};
    static const QList<Field> step{
        {"step", Field::Int, true, 0, kLastStep}, {"teacher", Field::Int, true, 0, kLastStep}, {"reached", Field::Int, true, 0, kLastStep},
        {"follow", Field::Bool}, {"caption", Field::Text, true, 0, L::kCaption}, {"highlight", Field::Objects, true, 0, L::kHighlights},
        {"view", Field::Object},
        {"question", Field::Nested, false, 0, 0, 0,
         {{"text", Field::Text, true, 0, L::kQuestion}, {"choices", Field::Texts, true, 2, L::kChoices, L::kChoice}}},
        {"result", Field::Nested, false, 0, 0, 0,
         {{"choice", Field::Int, true, 0, L::kChoices - 1}, {"correct", Field::Bool}, {"answer", Field::Text, true, 0, L::kChoice},
          {"explanation", Field::Text, true, 0, L::kExplanation}, {"source", Field::Text, true, 0, L::kSource},
          {"sourceText", Field::Text, true, 0, L::kExplanation}}}};
    static const QList<Field> teacher{{"teacher", Field::Int, true, 0, kLastStep}, {"reached", Field::Int, true, 0, kLastStep}};
    static const QList<Field> refused{{"reason", Field::Text, true, 0, 1000}, {"of", Field::Text, true, 0, 20}, {"fatal", Field::Bool}};
    switch (t) {
    case Type::Hello: return hello;
    case Type::Follow: return follow;
    case Type::Go: return go;
    case Type::Answer: return answer;
    case Type::Welcome: return welcome;
    case Type::Step: return step;
    case Type::Teacher: return teacher;
    case Type::Refused: return refused;
    }
    return refused;
}

bool isHex32(const QString &s)
{
    if (s.size() != 32)
        return false;
    for (const QChar c : s)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    return true;
}

// Checks `o` against `fields` (every field, nothing else); the first problem in `why`.
bool readObject(const QJsonObject &o, const QString &path, const QList<Field> &fields, QString *why)
{
    rules::JsonReader r(why);
    QStringList allowed;
    for (const Field &f : fields)
        allowed.append(QLatin1String(f.key));
    if (!r.onlyKeys(o, path, allowed))
        return false;
    for (const Field &f : fields) {
        const QString at = rules::JsonReader::at(path, f.key);
        const QJsonValue v = o.value(QLatin1String(f.key));
        if (v.isUndefined()) {
            if (f.required)
                return r.fail(at, QStringLiteral("missing"));
            continue;
        }
        switch (f.kind) {
        case Field::Int: {
            const double d = v.toDouble();
            if (!v.isDouble() || d != double(qint64(d)) || d < double(f.min) || d > double(f.max))
                return r.fail(at, QStringLiteral("expected a whole number from %1 to %2").arg(f.min).arg(f.max), v);
            break;
        }
        case Field::Bool:
            if (!v.isBool())
                return r.fail(at, QStringLiteral("expected true or false"), v);
            break;
        case Field::Text:
        case Field::Name:
        case Field::Hex32:
            if (!v.isString())
                return r.fail(at, QStringLiteral("expected a string"), v);
            if (f.kind == Field::Hex32 && !isHex32(v.toString()))
                return r.fail(at, QStringLiteral("expected 32 lower-case hex digits"), v);
            if (v.toString().size() > f.max && f.kind != Field::Hex32)
                return r.fail(at, QStringLiteral("longer than %1 characters").arg(f.max), v);
            if (f.kind == Field::Name && rules::hasHiddenCharacters(v.toString()))
                return r.fail(at, QStringLiteral("holds characters that are not printable"), v);
            if (!f.oneOf.isEmpty() && !f.oneOf.contains(v.toString()))
                return r.fail(at, QStringLiteral("expected one of \"%1\"").arg(f.oneOf.join(QStringLiteral("\", \""))), v);
            break;
        case Field::Objects:
        case Field::Texts: {
            if (!v.isArray())
                return r.fail(at, QStringLiteral("expected an array"), v);
            const QJsonArray a = v.toArray();
            if (a.size() > f.max || a.size() < (f.kind == Field::Texts ? f.min : 0))
                return r.fail(at, QStringLiteral("expected %1 to %2 items, got %3").arg(f.kind == Field::Texts ? f.min : 0).arg(f.max).arg(a.size()));
            for (qsizetype i = 0; i < a.size(); ++i) {
                const bool ok = f.kind == Field::Objects ? a[i].isObject() : a[i].isString() && a[i].toString().size() <= f.length;
                if (!ok)
                    return r.fail(rules::JsonReader::at(at, i), f.kind == Field::Objects ? QStringLiteral("expected an object")
                                                                                         : QStringLiteral("expected a string of at most %1 characters").arg(f.length), a[i]);
            }
            break;
        }
        case Field::Object:
            if (!v.isObject())
                return r.fail(at, QStringLiteral("expected an object"), v);
            break;
        case Field::Nested:
            if (!v.isObject())
                return r.fail(at, QStringLiteral("expected an object"), v);
            if (!readObject(v.toObject(), at, f.nested, why))
                return false;
            break;
        }
    }
    return true;
}

} // namespace

QString ClassMessage::typeName(Type type)
{
    for (const auto &[t, name] : typeNames())
        if (t == type)
            return name;
    return {};
}

bool ClassMessage::fromClient(Type type)
{
    return type == Type::Hello || type == Type::Follow || type == Type::Go || type == Type::Answer;
}

QByteArray encodeClass(const ClassMessage &m)
{
    QJsonObject o = m.fields;
    o.insert(QStringLiteral("type"), ClassMessage::typeName(m.type));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

bool decodeClass(const QByteArray &bytes, bool fromHost, ClassMessage *out, QString *error)
{
    const int cap = fromHost ? kMaxHostMessage : kMaxClassClientMessage;
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
    QJsonObject o = doc.object();
    const QJsonValue typeValue = o.take(QStringLiteral("type"));
    std::optional<Type> type;
    for (const auto &[t, name] : typeNames())
        if (typeValue.isString() && typeValue.toString() == name)
            type = t;
    if (!type) {
        *error = QStringLiteral("message.type: not a message of the class protocol %1 (%2)").arg(kClassProtocolVersion).arg(rules::JsonReader::shown(typeValue));
        return false;
    }
    const QString name = ClassMessage::typeName(*type);
    if (ClassMessage::fromClient(*type) == fromHost) {
        *error = QStringLiteral("message.type: a %1 message comes from the %2").arg(name, fromHost ? QStringLiteral("student") : QStringLiteral("host"));
        return false;
    }
    // A hello from another version: only its version is read, so that the refusal can say so.
    const QJsonValue protocol = o.value(QStringLiteral("protocol"));
    if (*type == Type::Hello && protocol.isDouble() && protocol.toDouble() != kClassProtocolVersion) {
        *out = {*type, {{QStringLiteral("protocol"), protocol}}};
        return true;
    }
    QString why;
    if (!readObject(o, name, fieldsOf(*type), &why)) {
        *error = why;
        return false;
    }
    *out = {*type, o};
    return true;
}

ClassMessage classRefused(const QString &reason, const QString &of, bool fatal)
{
    return {ClassMessage::Type::Refused,
            {{QStringLiteral("reason"), reason.left(1000)}, {QStringLiteral("of"), of.left(20)}, {QStringLiteral("fatal"), fatal}}};
}

} // namespace net
