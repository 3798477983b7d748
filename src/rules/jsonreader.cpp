#include "jsonreader.h"

#include "inputfile.h"

#include <QJsonDocument>

namespace rules {

QString JsonReader::shown(const QJsonValue &v)
{
    if (v.isUndefined())
        return QStringLiteral("missing");
    if (v.isString())
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

QString JsonReader::printable(const QString &text, int limit)
{
    // Every character that could hide or disguise the text (a NUL that would cut a C string
    // short, a right-to-left override that reverses a whole row) is escaped by rules::printable;
    // a huge value is shortened first, so no escape is ever cut in half.
    if (text.size() <= limit)
        return rules::printable(text);
    const qsizetype cut = text.at(limit - 1).isHighSurrogate() ? limit - 1 : limit;
    return rules::printable(text.left(cut)) + QStringLiteral("…");
}

bool JsonReader::fail(const QString &path, const QString &problem, const QJsonValue &value)
{
    if (m_error)
        *m_error = QStringLiteral("%1: %2 (%3)").arg(printable(path, 400), printable(problem, 2000), printable(shown(value), 200));
    return false;
}

bool JsonReader::string(const QJsonObject &o, const QString &path, const char *key, QString *out, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() && !required)
        return true;
    if (!v.isString())
        return fail(at(path, key), QStringLiteral("expected a string"), v);
    *out = v.toString();
    return true;
}

bool JsonReader::strings(const QJsonObject &o, const QString &path, const char *key, QStringList *out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isArray())
        return fail(at(path, key), QStringLiteral("expected an array of strings"), v);
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a[i].isString())
            return fail(at(at(path, key), i), QStringLiteral("expected a string"), a[i]);
        out->append(a[i].toString());
    }
    return true;
}

bool JsonReader::integer(const QJsonObject &o, const QString &path, const char *key, int *out, bool required, bool *present)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (present)
        *present = !v.isUndefined();
    if (v.isUndefined())
        return required ? fail(at(path, key), QStringLiteral("expected an integer"), v) : true;
    if (!v.isDouble() || v.toDouble() != double(v.toInt()))
        return fail(at(path, key), QStringLiteral("expected an integer"), v);
    // No number in a file gets near the limits of an int: sums of a few stay exact.
    if (v.toInt() < -kMaxMagnitude || v.toInt() > kMaxMagnitude)
        return fail(at(path, key), QStringLiteral("expected a whole number from %1 to %2").arg(-kMaxMagnitude).arg(kMaxMagnitude), v);
    *out = v.toInt();
    return true;
}

bool JsonReader::bounded(const QJsonObject &o, const QString &path, const char *key, int *out, int min, int max, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return required ? fail(at(path, key), QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max), v) : true;
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= min && d <= max) || d != double(qint64(d)))
        return fail(at(path, key), QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max), v);
    *out = int(d);
    return true;
}

bool JsonReader::boolean(const QJsonObject &o, const QString &path, const char *key, bool *out, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return required ? fail(at(path, key), QStringLiteral("expected true or false"), v) : true;
    if (!v.isBool())
        return fail(at(path, key), QStringLiteral("expected true or false"), v);
    *out = v.toBool();
    return true;
}

bool JsonReader::array(const QJsonObject &o, const QString &path, const char *key, QJsonArray *out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isArray())
        return fail(at(path, key), QStringLiteral("expected an array"), v);
    *out = v.toArray();
    return true;
}

bool JsonReader::object(const QJsonObject &o, const QString &path, const char *key, QJsonObject *out, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return required ? fail(at(path, key), QStringLiteral("expected an object"), v) : true;
    if (!v.isObject())
        return fail(at(path, key), QStringLiteral("expected an object"), v);
    *out = v.toObject();
    return true;
}

bool JsonReader::onlyKeys(const QJsonObject &o, const QString &path, const QStringList &allowed)
{
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        if (!allowed.contains(it.key()))
            return fail(path + QLatin1Char('.') + it.key(), QStringLiteral("unknown field; expected one of: %1").arg(allowed.join(QStringLiteral(", "))), it.value());
    return true;
}

} // namespace rules
