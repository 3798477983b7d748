// Reading JSON input with errors that name the JSON path and the bad value.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace rules {

/// Reads fields of JSON objects and records the first error as
/// "<json path>: <problem> (<bad value>)", e.g. "$.players[0].life: expected an integer ("x")".
/// Every method returns false once an error is recorded, so calls chain with &&.
class JsonReader
{
public:
    explicit JsonReader(QString *error) : m_error(error) {}

    /// Records an error at `path` about `value` and returns false. The path, the problem and the
    /// value are shown through printable(): a key, a card name or a value quoted from the file
    /// can neither cut the message short nor reverse or hide part of it.
    bool fail(const QString &path, const QString &problem, const QJsonValue &value = QJsonValue::Undefined);
    /// A string field; when `required` is false a missing field leaves `out` unchanged.
    bool string(const QJsonObject &o, const QString &path, const char *key, QString *out, bool required = true);
    /// An array of strings; missing means empty.
    bool strings(const QJsonObject &o, const QString &path, const char *key, QStringList *out);
    /// A whole number; `present` (optional) tells whether it was there; a missing field leaves
    /// `out` unchanged and fails only if `required`.
    /// Any whole number from -kMaxMagnitude to kMaxMagnitude.
    bool integer(const QJsonObject &o, const QString &path, const char *key, int *out, bool required = false, bool *present = nullptr);
    /// A whole number from `min` to `max`; a missing field leaves `out` unchanged and fails only
    /// if `required`.
    bool bounded(const QJsonObject &o, const QString &path, const char *key, int *out, int min, int max, bool required = false);
    bool boolean(const QJsonObject &o, const QString &path, const char *key, bool *out, bool required = false);
    /// An array field (missing means empty).
    bool array(const QJsonObject &o, const QString &path, const char *key, QJsonArray *out);
    /// An object field (missing means empty unless required).
    bool object(const QJsonObject &o, const QString &path, const char *key, QJsonObject *out, bool required = false);
    /// Fails on any key of `o` not in `allowed` (catches typos such as "desigation").
    bool onlyKeys(const QJsonObject &o, const QString &path, const QStringList &allowed);

    /// "path.key"
    static QString at(const QString &path, const char *key) { return path + QLatin1Char('.') + QLatin1String(key); }
    /// "path[i]"
    static QString at(const QString &path, qsizetype i) { return QStringLiteral("%1[%2]").arg(path).arg(i); }
    /// A JSON value as it appears in the file, for messages: "x" for strings, 3, true, {...}.
    static QString shown(const QJsonValue &v);
    /// `text` cut to `limit` characters (then "…"), with every control, bidirectional and
    /// invisible character escaped by rules::printable() (inputfile.h) as \u{202E}.
    static QString printable(const QString &text, int limit);

    /// The largest magnitude of any number read: far above any real count, far below an int's limits.
    static constexpr int kMaxMagnitude = 1000000000;

private:
    QString *m_error;
};

} // namespace rules
