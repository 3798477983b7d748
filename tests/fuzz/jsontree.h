// Paths into a QJsonValue tree and copy-on-write edits at a path (QJson values are immutable
// values with implicit sharing: an edit rebuilds only the containers along the path).
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace fuzz {

// One step down: a member of an object (key) or an element of an array (index >= 0).
struct PathStep {
    QString key;
    qsizetype index = -1;
    bool isIndex() const { return index >= 0; }
};
using Path = std::vector<PathStep>;

// "$.state.players[0].life"; a key that is not a plain word is written ["..."] (JSON-escaped).
QString pathString(const Path &path);

// The value at path (undefined if it is not there).
QJsonValue valueAt(const QJsonValue &root, const Path &path);
// root with the value at path replaced by v (the path must exist).
QJsonValue withValueAt(const QJsonValue &root, const Path &path, const QJsonValue &v);
// root without the member or element at path (path must not be empty).
QJsonValue withoutValueAt(const QJsonValue &root, const Path &path);

struct Node {
    Path path;
    QJsonValue value;
    // The nearest key above this node: its own key, or for an array element the array's key.
    QString key() const;
};
// Every node below root (not root itself), parents before children (breadth first), at most
// limit of them.
std::vector<Node> collectNodes(const QJsonValue &root, size_t limit = 200000);

// Compact JSON text of any value (QJsonDocument holds only objects and arrays).
QByteArray toJsonText(const QJsonValue &v, bool indented = false);

} // namespace fuzz
