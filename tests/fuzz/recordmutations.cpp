#include "recordmutations.h"

#include "random.h"

#include <QJsonArray>
#include <QJsonObject>

namespace fuzz {

namespace {

const std::vector<double> kOutOfRange = {-2, -1000, 2147483647.0, 2147483648.0, 1e300, 0.5};

// The checkpoints of a replay (rules::Scenario::Checkpoint: {"after": N, "hash": "<40 hex>"}).
bool mutateCheckpoints(QJsonObject &o, Rng &rng, QStringList &log)
{
    QJsonArray points = o.value(QStringLiteral("checkpoints")).toArray();
    const qsizetype actions = o.value(QStringLiteral("actions")).toArray().size();
    if (points.isEmpty())
        return false;
    const qsizetype i = qsizetype(below(rng, size_t(points.size())));
    QJsonObject p = points[i].toObject();
    QString what;
    switch (below(rng, 6)) {
    case 0: {
        static const std::vector<double> afters = {0, -1, 1, 2147483647.0};
        const double after = chance(rng, 50) ? pick(rng, afters) : double(actions + 1 + qsizetype(below(rng, 5)));
        p.insert(QStringLiteral("after"), after);
        what = QStringLiteral("after = %1").arg(after);
        break;
    }
    case 1: { // out of order or repeated: the one before's "after"
        const QJsonValue other = points[qsizetype(below(rng, size_t(points.size())))].toObject().value(QStringLiteral("after"));
        p.insert(QStringLiteral("after"), other);
        what = QStringLiteral("after = %1 (another checkpoint's)").arg(other.toDouble());
        break;
    }
    case 2: { // one digit off: the desync the replay must report
        QString hash = p.value(QStringLiteral("hash")).toString();
        if (hash.isEmpty())
            return false;
        const qsizetype at = qsizetype(below(rng, size_t(hash.size())));
        hash[at] = hash[at] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
        p.insert(QStringLiteral("hash"), hash);
        what = QStringLiteral("hash digit %1 changed").arg(at);
        break;
    }
    case 3: {
        static const QStringList hashes = {QString(), QStringLiteral("zz"), QString(40, QLatin1Char('g')), QString(100000, QLatin1Char('a')),
                                           QStringLiteral("4F4670C92AD7018DFF3C2A897CE830B3793E3C98")};
        const QString hash = pick(rng, hashes);
        p.insert(QStringLiteral("hash"), hash);
        what = QStringLiteral("hash of %1 characters").arg(hash.size());
        break;
    }
    case 4: { // a checkpoint after every action
        QJsonArray many;
        for (qsizetype a = 1; a <= std::min<qsizetype>(actions, 3000); ++a)
            many.append(QJsonObject{{QStringLiteral("after"), double(a)}, {QStringLiteral("hash"), p.value(QStringLiteral("hash"))}});
        o.insert(QStringLiteral("checkpoints"), many);
        log << QStringLiteral("$.checkpoints: one after each of the %1 actions, all with one hash").arg(many.size());
        return true;
    }
    default:
        points.removeAt(i);
        o.insert(QStringLiteral("checkpoints"), points);
        log << QStringLiteral("$.checkpoints[%1]: removed").arg(i);
        return true;
    }
    points.replace(i, p);
    o.insert(QStringLiteral("checkpoints"), points);
    log << QStringLiteral("$.checkpoints[%1]: %2").arg(i).arg(what);
    return true;
}

// The session: {"nodes": [{"parent": i, "action": {...}}...], "current", "notes": [{"after", "text"}],
// "seed", "seats", "turn", "ply", "startEvents"} (GameController::sessionJson()).
bool mutateSession(QJsonObject &o, Rng &rng, QStringList &log)
{
    QJsonObject session = o.value(QStringLiteral("session")).toObject();
    QJsonArray nodes = session.value(QStringLiteral("nodes")).toArray();
    const auto done = [&](const QString &line) {
        o.insert(QStringLiteral("session"), session);
        log << QStringLiteral("$.session") + line;
        return true;
    };
    switch (below(rng, 8)) {
    case 0:
    case 1: { // a node's parent: itself, later, out of range, or another earlier node
        if (nodes.isEmpty())
            return false;
        const qsizetype i = qsizetype(below(rng, size_t(nodes.size())));
        QJsonObject n = nodes[i].toObject();
        double parent;
        switch (below(rng, 4)) {
        case 0: parent = double(i); break;
        case 1: parent = double(i + 1 + qsizetype(below(rng, 3))); break;
        case 2: parent = pick(rng, kOutOfRange); break;
        default: parent = double(qsizetype(below(rng, size_t(i) + 1)) - 1); break; // -1 .. i-1
        }
        n.insert(QStringLiteral("parent"), parent);
        nodes.replace(i, n);
        session.insert(QStringLiteral("nodes"), nodes);
        return done(QStringLiteral(".nodes[%1].parent = %2").arg(i).arg(parent));
    }
    case 2: { // a node's action played at another point (a new variation of it)
        if (nodes.size() < 2)
            return false;
        const qsizetype from = qsizetype(below(rng, size_t(nodes.size())));
        const qsizetype to = qsizetype(below(rng, size_t(nodes.size())));
        const QJsonValue action = nodes[from].toObject().value(QStringLiteral("action"));
        nodes.append(QJsonObject{{QStringLiteral("parent"), double(to)}, {QStringLiteral("action"), action}});
        session.insert(QStringLiteral("nodes"), nodes);
        return done(QStringLiteral(".nodes: node %1's action appended after node %2").arg(from).arg(to));
    }
    case 3: { // a line of 2,000 passes from the last node
        for (int k = 0; k < 2000; ++k)
            nodes.append(QJsonObject{{QStringLiteral("parent"), double(nodes.size() - 1)},
                                     {QStringLiteral("action"), QJsonObject{{QStringLiteral("do"), QStringLiteral("pass")}}}});
        session.insert(QStringLiteral("nodes"), nodes);
        session.insert(QStringLiteral("current"), double(nodes.size() - 1));
        return done(QStringLiteral(".nodes: 2,000 passes appended, current at the last"));
    }
    case 4: { // "current" or a note's "after" out of range
        const double v = chance(rng, 50) ? pick(rng, kOutOfRange) : double(nodes.size());
        QJsonArray notes = session.value(QStringLiteral("notes")).toArray();
        if (!notes.isEmpty() && chance(rng, 50)) {
            const qsizetype i = qsizetype(below(rng, size_t(notes.size())));
            QJsonObject note = notes[i].toObject();
            note.insert(QStringLiteral("after"), v);
            notes.replace(i, note);
            session.insert(QStringLiteral("notes"), notes);
            return done(QStringLiteral(".notes[%1].after = %2").arg(i).arg(v));
        }
        session.insert(QStringLiteral("current"), v);
        return done(QStringLiteral(".current = %1").arg(v));
    }
    case 5: { // the seed, the turn, "ply" at extremes, or of another type
        static const QStringList keys = {QStringLiteral("seed"), QStringLiteral("turn"), QStringLiteral("ply")};
        const QString key = pick(rng, keys);
        static const std::vector<QJsonValue> values = {QJsonValue(-1), QJsonValue(QStringLiteral("18446744073709551616")), QJsonValue(QStringLiteral("-1")),
                                                       QJsonValue(2147483647.0), QJsonValue(QStringLiteral("x")), QJsonValue(QJsonValue::Null)};
        const QJsonValue v = pick(rng, values);
        session.insert(key, v);
        return done(QStringLiteral(".%1 = %2").arg(key, QString::fromUtf8(toJsonText(v))));
    }
    case 6: { // a seat made the computer's, or more seats than players
        QJsonArray seats = session.value(QStringLiteral("seats")).toArray();
        if (seats.isEmpty())
            return false;
        if (chance(rng, 50)) {
            const qsizetype i = qsizetype(below(rng, size_t(seats.size())));
            QJsonObject seat = seats[i].toObject();
            seat.insert(QStringLiteral("computer"), !seat.value(QStringLiteral("computer")).toBool());
            seats.replace(i, seat);
            session.insert(QStringLiteral("seats"), seats);
            return done(QStringLiteral(".seats[%1].computer flipped").arg(i));
        }
        seats.append(seats.first());
        seats.append(seats.first());
        session.insert(QStringLiteral("seats"), seats);
        return done(QStringLiteral(".seats: two more seats than the game has"));
    }
    default: { // nodes removed from the middle: later parents point past the end or elsewhere
        if (nodes.isEmpty())
            return false;
        const qsizetype i = qsizetype(below(rng, size_t(nodes.size())));
        const qsizetype k = std::min<qsizetype>(nodes.size() - i, 1 + qsizetype(below(rng, 10)));
        for (qsizetype r = 0; r < k; ++r)
            nodes.removeAt(i);
        session.insert(QStringLiteral("nodes"), nodes);
        return done(QStringLiteral(".nodes[%1..%2]: removed").arg(i).arg(i + k - 1));
    }
    }
}

} // namespace

bool mutateRecord(QJsonValue &root, Rng &rng, QStringList &log)
{
    if (!root.isObject())
        return false;
    QJsonObject o = root.toObject();
    const bool checkpoints = o.value(QStringLiteral("checkpoints")).isArray();
    const bool session = o.value(QStringLiteral("session")).isObject();
    if (!checkpoints && !session)
        return false;
    const bool changed = checkpoints && (!session || chance(rng, 40)) ? mutateCheckpoints(o, rng, log) : mutateSession(o, rng, log);
    if (changed)
        root = o;
    return changed;
}

} // namespace fuzz
