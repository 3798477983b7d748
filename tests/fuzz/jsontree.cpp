#include "jsontree.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <deque>

namespace fuzz {

QString pathString(const Path &path)
{
    static const QRegularExpression word(QStringLiteral("^[A-Za-z_][A-Za-z0-9_+/-]*$"));
    QString s = QStringLiteral("$");
    for (const PathStep &step : path) {
        if (step.isIndex())
            s += QStringLiteral("[%1]").arg(step.index);
        else if (word.match(step.key).hasMatch())
            s += QLatin1Char('.') + step.key;
        else
            s += QLatin1Char('[') + QString::fromUtf8(toJsonText(step.key)) + QLatin1Char(']');
    }
    return s;
}

QJsonValue valueAt(const QJsonValue &root, const Path &path)
{
    QJsonValue v = root;
    for (const PathStep &step : path) {
        if (step.isIndex()) {
            if (!v.isArray() || step.index >= v.toArray().size())
                return QJsonValue(QJsonValue::Undefined);
            v = v.toArray().at(step.index);
        } else {
            if (!v.isObject() || !v.toObject().contains(step.key))
                return QJsonValue(QJsonValue::Undefined);
            v = v.toObject().value(step.key);
        }
    }
    return v;
}

static QJsonValue edit(const QJsonValue &node, const Path &path, size_t depth, const QJsonValue *replacement)
{
    const PathStep &step = path[depth];
    const QJsonValue child = step.isIndex() ? node.toArray().at(step.index) : node.toObject().value(step.key);
    if (child.isUndefined()) // not there (JSON holds no undefined values)
        return node;
    const bool remove = depth + 1 == path.size() && !replacement;
    const QJsonValue v = remove ? QJsonValue() : depth + 1 == path.size() ? *replacement : edit(child, path, depth + 1, replacement);
    if (step.isIndex()) {
        QJsonArray a = node.toArray();
        remove ? a.removeAt(step.index) : a.replace(step.index, v);
        return a;
    }
    QJsonObject o = node.toObject();
    remove ? o.remove(step.key) : void(o.insert(step.key, v));
    return o;
}

QJsonValue withValueAt(const QJsonValue &root, const Path &path, const QJsonValue &v)
{
    if (path.empty())
        return v;
    return edit(root, path, 0, &v);
}

QJsonValue withoutValueAt(const QJsonValue &root, const Path &path)
{
    if (path.empty())
        return root;
    return edit(root, path, 0, nullptr);
}

QString Node::key() const
{
    for (auto it = path.rbegin(); it != path.rend(); ++it)
        if (!it->isIndex())
            return it->key;
    return QString();
}

std::vector<Node> collectNodes(const QJsonValue &root, size_t limit)
{
    std::vector<Node> out;
    std::deque<Node> queue;
    queue.push_back(Node{Path{}, root});
    while (!queue.empty() && out.size() < limit) {
        Node n = std::move(queue.front());
        queue.pop_front();
        if (!n.path.empty())
            out.push_back(n);
        if (n.value.isObject()) {
            const QJsonObject o = n.value.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                Path p = n.path;
                p.push_back(PathStep{it.key(), -1});
                queue.push_back(Node{std::move(p), it.value()});
            }
        } else if (n.value.isArray()) {
            const QJsonArray a = n.value.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                Path p = n.path;
                p.push_back(PathStep{QString(), i});
                queue.push_back(Node{std::move(p), a.at(i)});
            }
        }
    }
    return out;
}

QByteArray toJsonText(const QJsonValue &v, bool indented)
{
    const auto format = indented ? QJsonDocument::Indented : QJsonDocument::Compact;
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(format);
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(format);
    // A scalar: wrap it in an array and take the brackets off.
    QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2);
}

} // namespace fuzz
