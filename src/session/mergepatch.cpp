#include "mergepatch.h"

#include <QJsonArray>

namespace session::mergepatch {

namespace {

const QString kLength = QStringLiteral("[]");
// A null member in a document (a merge patch's null means "remove"): written as {"[null]": true}.
const QString kNull = QStringLiteral("[null]");

// RFC 7396's MergePatch(Target, Patch).
QJsonValue merge(const QJsonValue &target, const QJsonValue &patch)
{
    if (!patch.isObject())
        return patch;
    QJsonObject out = target.isObject() ? target.toObject() : QJsonObject();
    const QJsonObject p = patch.toObject();
    for (auto it = p.begin(); it != p.end(); ++it) {
        if (it.value().isNull())
            out.remove(it.key());
        else
            out.insert(it.key(), merge(out.value(it.key()), it.value()));
    }
    return out;
}

QJsonObject diffIndexed(const QJsonObject &from, const QJsonObject &to)
{
    QJsonObject patch;
    for (auto it = from.begin(); it != from.end(); ++it)
        if (!to.contains(it.key()))
            patch.insert(it.key(), QJsonValue::Null);
    for (auto it = to.begin(); it != to.end(); ++it) {
        const QJsonValue old = from.value(it.key());
        if (old == it.value())
            continue;
        if (old.isObject() && it.value().isObject())
            patch.insert(it.key(), diffIndexed(old.toObject(), it.value().toObject()));
        else
            patch.insert(it.key(), it.value());
    }
    return patch;
}

} // namespace

QJsonValue indexed(const QJsonValue &value)
{
    if (value.isNull())
        return QJsonObject{{kNull, true}};
    if (value.isArray()) {
        const QJsonArray a = value.toArray();
        QJsonObject o;
        o.insert(kLength, a.size());
        for (qsizetype i = 0; i < a.size(); ++i)
            o.insert(QString::number(i), indexed(a[i]));
        return o;
    }
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = indexed(it.value());
        return o;
    }
    return value;
}

bool unindexed(const QJsonValue &value, QJsonValue *out, QString *error, const QString &path)
{
    if (!value.isObject()) {
        *out = value;
        return true;
    }
    const QJsonObject o = value.toObject();
    if (o.contains(kNull)) {
        *out = QJsonValue::Null;
        return true;
    }
    if (o.contains(kLength)) {
        const QJsonValue n = o.value(kLength);
        const double length = n.toDouble(-1);
        if (!n.isDouble() || length < 0 || length > 100000 || length != double(qint64(length))
            || o.size() != qsizetype(length) + 1) {
            *error = QStringLiteral("%1.[]: an array's length that does not match its elements").arg(path);
            return false;
        }
        QJsonArray a;
        for (qsizetype i = 0; i < qsizetype(length); ++i) {
            const QString key = QString::number(i);
            if (!o.contains(key)) {
                *error = QStringLiteral("%1.%2: a missing array element").arg(path, key);
                return false;
            }
            QJsonValue v;
            if (!unindexed(o.value(key), &v, error, path + QLatin1Char('[') + key + QLatin1Char(']')))
                return false;
            a.append(v);
        }
        *out = a;
        return true;
    }
    QJsonObject result;
    for (auto it = o.begin(); it != o.end(); ++it) {
        QJsonValue v;
        if (!unindexed(it.value(), &v, error, path + QLatin1Char('.') + it.key()))
            return false;
        result.insert(it.key(), v);
    }
    *out = result;
    return true;
}

QJsonObject diff(const QJsonObject &from, const QJsonObject &to)
{
    return diffIndexed(indexed(from).toObject(), indexed(to).toObject());
}

bool apply(const QJsonObject &document, const QJsonObject &patch, QJsonObject *out, QString *error)
{
    QJsonValue plain;
    if (!unindexed(merge(indexed(document), patch), &plain, error))
        return false;
    if (!plain.isObject()) {
        *error = QStringLiteral("$: the patched document is not an object");
        return false;
    }
    *out = plain.toObject();
    return true;
}

} // namespace session::mergepatch
