#include "mutator.h"

#include "random.h"
#include "recordmutations.h"

#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <climits>
#include <functional>

namespace fuzz {

namespace {

QString shown(const QJsonValue &v)
{
    QString s = QString::fromUtf8(toJsonText(v));
    if (s.size() > 60)
        s = s.left(57) + QStringLiteral("...(%1 chars)").arg(s.size());
    s.replace(QChar(0), QStringLiteral("\\0"));
    return s;
}

// The kinds of tree mutation, and how often each is picked (out of the sum of the weights).
enum class Kind { Number, String, TypeSwap, DeleteKey, UnknownKey, RenameKey, Duplicate, EmptyArray, CopySubtree,
                  SwapIds, CollideId, Reference, Word, IntMax, GraftCard, ManyActions, InsertEffect, PlayOn, Record };
// Record (recordmutations.h) applies only to files with a "session" or "checkpoints": elsewhere
// it fails and another is picked.
const std::vector<std::pair<Kind, int>> kKindWeights = {
    {Kind::Number, 8}, {Kind::String, 10}, {Kind::TypeSwap, 6}, {Kind::DeleteKey, 6}, {Kind::UnknownKey, 4},
    {Kind::RenameKey, 4}, {Kind::Duplicate, 6}, {Kind::EmptyArray, 5}, {Kind::CopySubtree, 10}, {Kind::SwapIds, 5},
    {Kind::CollideId, 5}, {Kind::Reference, 8}, {Kind::Word, 8}, {Kind::IntMax, 8}, {Kind::GraftCard, 5},
    {Kind::ManyActions, 2}, {Kind::InsertEffect, 6}, {Kind::PlayOn, 8}, {Kind::Record, 14}};

Kind pickKind(Rng &rng)
{
    int total = 0;
    for (const auto &kw : kKindWeights)
        total += kw.second;
    int r = int(below(rng, size_t(total)));
    for (const auto &kw : kKindWeights) {
        if (r < kw.second)
            return kw.first;
        r -= kw.second;
    }
    return Kind::Number;
}

// Numbers the loader must range-check.
const std::vector<double> kExtremes = {0, -1, 1, 7, 2147483647.0, -2147483648.0, 4294967296.0, 1e300, 0.5, 999999999,
                                       2147483646.0, -2147483647.0, 100000000, 1600, 9007199254740993.0, -1e300};
const std::vector<double> kIntMax = {2147483647.0, 2147483646.0, -2147483648.0, 2147483648.0, 100000000, 4294967295.0};

// Keys whose values are object ids, alone or in an array.
const QSet<QString> kIdRefKeys = {QStringLiteral("attachedTo"), QStringLiteral("blocking"), QStringLiteral("source"),
                                  QStringLiteral("stackObject"), QStringLiteral("permanent"),
                                  QStringLiteral("exiledUntilItLeaves")};
const QSet<QString> kIdArrayKeys = {QStringLiteral("blockedBy"), QStringLiteral("targets"), QStringLiteral("options")};
// Keys holding words of the script vocabulary or of the state format.
// A list, not a QSet: a QSet's order depends on the per-process hash seed, and picks must not.
const QStringList kWordKeys = {QStringLiteral("effect"), QStringLiteral("trigger"), QStringLiteral("static"),
                                 QStringLiteral("replacement"), QStringLiteral("condition"), QStringLiteral("affects"),
                                 QStringLiteral("keyword"), QStringLiteral("keywords"), QStringLiteral("kind"),
                                 QStringLiteral("do"), QStringLiteral("step"), QStringLiteral("designation"),
                                 QStringLiteral("face"), QStringLiteral("layout"), QStringLiteral("types"),
                                 QStringLiteral("supertypes"), QStringLiteral("subtypes"), QStringLiteral("purpose"),
                                 QStringLiteral("token"), QStringLiteral("mana"), QStringLiteral("activated"),
                                 QStringLiteral("loyalty"), QStringLiteral("targets"), QStringLiteral("manaCost"),
                                 QStringLiteral("type"), QStringLiteral("rarity"), QStringLiteral("key")};
// Keys holding counts and amounts the engine adds to or loops over.
const QSet<QString> kCounterKeys = {QStringLiteral("life"), QStringLiteral("turn"), QStringLiteral("spellsCastThisTurn"),
                                    QStringLiteral("spellsCastLastTurn"), QStringLiteral("landsPlayedThisTurn"),
                                    QStringLiteral("count"), QStringLiteral("amount"), QStringLiteral("nextObjectId"),
                                    QStringLiteral("damage"), QStringLiteral("loyalty"), QStringLiteral("x"),
                                    QStringLiteral("power"), QStringLiteral("toughness"), QStringLiteral("counters"),
                                    QStringLiteral("+1/+1"), QStringLiteral("-1/-1"), QStringLiteral("id"),
                                    QStringLiteral("passesInSuccession"), QStringLiteral("transformCount"),
                                    QStringLiteral("sourceTransformCount"), QStringLiteral("combatDamageStepsDone"),
                                    QStringLiteral("ability"), QStringLiteral("next"), QStringLiteral("nightPower"),
                                    QStringLiteral("nightToughness"), QStringLiteral("copiesFromGraveyard"),
                                    QStringLiteral("schema"), QStringLiteral("hand"), QStringLiteral("graveyard")};

bool isUnder(const Path &path, const QString &key)
{
    return std::any_of(path.begin(), path.end(), [&](const PathStep &s) { return !s.isIndex() && s.key == key; });
}

Path parentOf(const Path &p)
{
    return Path(p.begin(), p.end() - 1);
}

std::vector<Node> filter(const std::vector<Node> &nodes, const std::function<bool(const Node &)> &keep)
{
    std::vector<Node> out;
    for (const Node &n : nodes)
        if (keep(n))
            out.push_back(n);
    return out;
}

// Every object and array, root included.
std::vector<Node> containers(const QJsonValue &root, const std::vector<Node> &nodes, bool objects)
{
    std::vector<Node> out;
    if (objects ? root.isObject() : root.isArray())
        out.push_back(Node{Path{}, root});
    for (const Node &n : nodes)
        if (objects ? n.value.isObject() : n.value.isArray())
            out.push_back(n);
    return out;
}

QString typo(Rng &rng, const QString &key)
{
    switch (below(rng, 6)) {
    case 0:
        return key.endsWith(QLatin1Char('s')) ? key.chopped(1) : key + QLatin1Char('s'); // "keyword" for "keywords"
    case 1:
        return key.isEmpty() ? QStringLiteral("X") : key.left(1).toUpper() + key.mid(1);
    case 2:
        return key.toUpper();
    case 3:
        return key + QLatin1Char(' ');
    case 4: {
        QString k = key;
        k.insert(qsizetype(below(rng, size_t(k.size()) + 1)), QChar(0)); // a NUL inside the key
        return k;
    }
    default:
        return key.isEmpty() ? QStringLiteral("x") : key.left(key.size() - 1);
    }
}

} // namespace

void Corpus::index()
{
    QSet<QString> wordSet, keySet, players;
    QHash<QString, QSet<QString>> values;
    std::function<void(size_t, const QJsonValue &, const QString &, bool)> walk = [&](size_t entry, const QJsonValue &v, const QString &key, bool donor) {
        if (donor && !key.isEmpty())
            subtreesByKey[key].push_back(Donor{entry, v});
        if (v.isString()) {
            wordSet.insert(v.toString());
            values[key].insert(v.toString());
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            if (o.contains(QStringLiteral("effect")) && o.value(QStringLiteral("effect")).isString())
                effects.push_back(o);
            for (auto it = o.begin(); it != o.end(); ++it) {
                keySet.insert(it.key());
                walk(entry, it.value(), it.key(), donor);
            }
        } else if (v.isArray()) {
            const QJsonArray a = v.toArray();
            for (const QJsonValue &e : a)
                walk(entry, e, key, donor);
        }
    };
    for (size_t i = 0; i < entries.size(); ++i) {
        walk(i, entries[i].json, QString(), true);
        const QJsonArray ps = entries[i].json.toObject().value(QStringLiteral("state")).toObject().value(QStringLiteral("players")).toArray();
        for (const QJsonValue &p : ps)
            if (p.toObject().value(QStringLiteral("name")).isString())
                players.insert(p.toObject().value(QStringLiteral("name")).toString());
    }
    for (const QJsonObject &c : cardDefinitions) {
        walk(size_t(-1), c, QString(), false);
        cardKeys.append(c.value(QStringLiteral("key")).toString());
    }
    auto sorted = [](const QSet<QString> &s) {
        QStringList l(s.begin(), s.end());
        l.sort();
        return l;
    };
    words = sorted(wordSet);
    keys = sorted(keySet);
    playerNames = sorted(players);
    cardKeys.sort();
    for (auto it = values.begin(); it != values.end(); ++it)
        valuesByKey.insert(it.key(), sorted(it.value()));
}

Mutator::Mutator(const Corpus &corpus, const QString &fifo)
    : m_corpus(corpus), m_fifo(fifo)
{
    // Positions the engine will play on weigh more: a saved game with the actions that followed
    // it, and one with a pending decision, pending effects or a stack.
    for (size_t i = 0; i < corpus.entries.size(); ++i) {
        const CorpusEntry &e = corpus.entries[i];
        if (!e.json.isObject() || !isJsonKind(e.kind))
            continue;
        int weight = e.name.startsWith(QLatin1String("saved+rest:")) ? 3 : e.name.contains(QLatin1String("/bad/")) ? 1 : 2;
        const QJsonObject state = e.json.toObject().value(QStringLiteral("state")).toObject();
        if (state.value(QStringLiteral("decision")).isObject() || !state.value(QStringLiteral("pendingEffects")).toArray().isEmpty()
            || !state.value(QStringLiteral("stack")).toArray().isEmpty())
            weight += 2;
        for (int w = 0; w < weight; ++w)
            m_bases[int(e.kind)].push_back(i);
    }
}

int Mutator::specialCount(InputKind kind)
{
    return kind == InputKind::Scenario ? 17 : 4;
}

bool Mutator::hasBases(InputKind kind) const
{
    return !m_bases.value(int(kind)).empty();
}

Input Mutator::special(int which) const
{
    Input in;
    in.special = true;
    in.origin = QStringLiteral("special");
    // Made from the bytes given, or run on the path given as it is.
    struct Fixed {
        int which;
        const char *bytes, *path, *what;
    };
    static const Fixed kFixed[] = {
        {0, "", nullptr, "an empty file"},
        {1, "null", nullptr, "the file \"null\""},
        {2, nullptr, "/dev/zero", "--scenario /dev/zero (endless NUL bytes)"},
        {7, nullptr, "/", "--scenario / (a directory)"},
        {8, nullptr, "/nonexistent/daynight-fuzz/no-such-file.json", "a file that does not exist"},
        {9, "{}", nullptr, "an empty object"},
        {10, "[]", nullptr, "an empty array"},
        {11, "\"daynight-scenario/1\"", nullptr, "a bare string"},
    };
    if (which == 16) {
        in.fixedPath = m_fifo.isEmpty() ? QStringLiteral("/nonexistent/daynight-fuzz/no-fifo") : m_fifo;
        in.log << QStringLiteral("a FIFO (named pipe) nothing is ever written to");
        return in;
    }
    for (const Fixed &f : kFixed) {
        if (f.which != which)
            continue;
        in.bytes = f.bytes ? QByteArray(f.bytes) : QByteArray();
        in.fixedPath = f.path ? QString::fromLatin1(f.path) : QString();
        in.log << QString::fromUtf8(f.what);
        return in;
    }
    constexpr qsizetype k30MB = 30 * 1024 * 1024;
    const QByteArray scenario = m_corpus.entries.empty() ? QByteArray("{}") : m_corpus.entries.front().raw;
    QByteArray b;
    QString what;
    switch (which) {
    case 3:
        b = QByteArray(k30MB, ' ');
        what = QStringLiteral("30 MB of spaces");
        break;
    case 4:
        b.reserve(k30MB + 2);
        b.append('[');
        while (b.size() < k30MB)
            b.append("0,");
        b.append("0]");
        what = QStringLiteral("a 30 MB array of zeros");
        break;
    case 5:
        // A well-formed scenario whose library is a 30 MB array: 3 million cards.
        b = R"({"schema": "daynight-scenario/1", "state": {"players": [{"name": "Alice", "library": [)";
        b.reserve(k30MB + 200);
        while (b.size() < k30MB)
            b.append("\"forest\",");
        b.append(R"("forest"]}, {"name": "Bob"}]}})");
        what = QStringLiteral("a 30 MB scenario: a library of 3 million forests");
        break;
    case 6:
        b = QByteArray(R"({"schema": "daynight-scenario/1", "state": )") + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
        what = QStringLiteral("arrays nested 100,000 deep");
        break;
    case 12:
        b = scenario;
        b.insert(b.indexOf("\"name\"") < 0 ? 1 : b.indexOf("\"name\"") + 1, "\xff\xfe\xc0\x80");
        what = QStringLiteral("invalid UTF-8 inside a key of the first corpus file");
        break;
    case 13:
        b = QByteArray("\xef\xbb\xbf") + scenario;
        what = QStringLiteral("a UTF-8 byte order mark before the first corpus file");
        break;
    case 14:
        b = scenario + " trailing garbage";
        what = QStringLiteral("garbage after the first corpus file's object");
        break;
    default:
        b = scenario + scenario;
        what = QStringLiteral("the first corpus file twice in a row");
        break;
    }
    in.bytes = b;
    in.log << what;
    return in;
}

Input Mutator::make(quint64 seed, quint64 index, InputKind kind) const
{
    if (index < quint64(specialCount(kind))) {
        // The other JSON kinds: the empty file, /dev/zero and a folder, through their loaders.
        static const int kCommon[] = {0, 2, 7, 16};
        return special(kind == InputKind::Scenario ? int(index) : kCommon[index]);
    }
    std::seed_seq seq{quint32(seed), quint32(seed >> 32), quint32(index), quint32(index >> 32), 0x9e3779b9u + quint32(kind)};
    Rng rng(seq);
    if (chance(rng, 4))
        return rawMutation(rng, kind);
    // The base: an entry of the kind (weighted, see the constructor).
    const std::vector<size_t> &bases = m_bases.value(int(kind));
    if (bases.empty())
        return rawMutation(rng, kind);
    const CorpusEntry &base = m_corpus.entries[pick(rng, bases)];
    Input in;
    in.origin = base.name;
    QJsonValue root = base.json;
    const int roll = int(below(rng, 10));
    const int wanted = roll < 5 ? 1 : roll < 8 ? 2 : 3;
    int done = 0;
    for (int attempt = 0; done < wanted && attempt < 30; ++attempt)
        if (mutateOnce(root, rng, in.log))
            ++done;
    in.bytes = toJsonText(root, chance(rng, 20));
    return in;
}

Input Mutator::rawMutation(Rng &rng, InputKind kind) const
{
    Input in;
    in.raw = true;
    // Any entry for a scenario (as before there were kinds); else one of the kind, if any.
    const std::vector<size_t> &bases = m_bases.value(int(kind));
    const CorpusEntry &base = kind == InputKind::Scenario || bases.empty() ? m_corpus.entries[below(rng, m_corpus.entries.size())]
                                                                           : m_corpus.entries[pick(rng, bases)];
    in.origin = base.name;
    QByteArray b = base.raw;
    const int n = 1 + int(below(rng, 3));
    for (int i = 0; i < n && !b.isEmpty(); ++i) {
        const qsizetype at = qsizetype(below(rng, size_t(b.size())));
        switch (below(rng, 6)) {
        case 0:
            b.truncate(at);
            in.log << QStringLiteral("raw: truncated at byte %1").arg(at);
            break;
        case 1: {
            const int flips = 1 + int(below(rng, 8));
            for (int f = 0; f < flips; ++f) {
                const qsizetype p = qsizetype(below(rng, size_t(b.size())));
                b[p] = char(b[p] ^ char(1 << below(rng, 8)));
            }
            in.log << QStringLiteral("raw: flipped %1 bit(s) from byte %2 on").arg(flips).arg(at);
            break;
        }
        case 2:
            b.insert(at, '\0');
            in.log << QStringLiteral("raw: a NUL byte at %1").arg(at);
            break;
        case 3:
            b.insert(at, "\xff");
            in.log << QStringLiteral("raw: an invalid UTF-8 byte at %1").arg(at);
            break;
        case 4: {
            const qsizetype len = qsizetype(below(rng, 64)) + 1;
            b.remove(at, len);
            in.log << QStringLiteral("raw: removed %1 bytes at %2").arg(len).arg(at);
            break;
        }
        default: {
            const qsizetype len = qsizetype(below(rng, 256)) + 1;
            b.insert(at, b.mid(at, len));
            in.log << QStringLiteral("raw: doubled %1 bytes at %2").arg(len).arg(at);
            break;
        }
        }
    }
    in.bytes = b;
    return in;
}

bool Mutator::mutateOnce(QJsonValue &root, Rng &rng, QStringList &log) const
{
    const std::vector<Node> nodes = collectNodes(root);
    if (nodes.empty())
        return false;
    const Corpus &c = m_corpus;
    auto set = [&](const Path &p, const QJsonValue &v, const QString &what) {
        log << QStringLiteral("%1: %2 -> %3 (%4)").arg(pathString(p), shown(valueAt(root, p)), shown(v), what);
        root = withValueAt(root, p, v);
        return true;
    };
    auto idNodes = [&] {
        return filter(nodes, [](const Node &n) { return !n.path.back().isIndex() && n.path.back().key == QLatin1String("id") && n.value.isDouble(); });
    };
    auto stringValueFor = [&](const QString &key) -> QJsonValue {
        switch (below(rng, 11)) {
        case 0:
            return pick(rng, c.valuesByKey.value(key, c.words));
        case 1:
            return pick(rng, c.words);
        case 2:
            return pick(rng, c.cardKeys);
        case 3:
            return pick(rng, c.playerNames);
        case 4:
            return QString();
        case 5:
            return QStringLiteral("nonsense");
        case 6: {
            QString s = pick(rng, c.valuesByKey.value(key, c.words));
            s.insert(qsizetype(below(rng, size_t(s.size()) + 1)), QChar(0));
            return s;
        }
        case 7:
            return QString(100000, QLatin1Char('x'));
        case 8:
            return pick(rng, c.valuesByKey.value(key, c.words)).toUpper();
        case 9:
            return typo(rng, pick(rng, c.valuesByKey.value(key, c.words)));
        default:
            return QString::number(pick(rng, kExtremes), 'g', 17);
        }
    };
    auto otherType = [&](const QJsonValue &v) -> QJsonValue {
        for (;;) {
            QJsonValue out;
            switch (below(rng, 6)) {
            case 0:
                out = v.isString() ? QJsonValue(v.toString().toDouble()) : QJsonValue(pick(rng, kExtremes));
                break;
            case 1:
                out = v.isDouble() ? QJsonValue(QString::number(v.toDouble(), 'g', 17)) : QJsonValue(shown(v));
                break;
            case 2:
                out = v.isArray() ? QJsonValue(QJsonArray()) : QJsonValue(QJsonArray{v});
                break;
            case 3:
                out = v.isObject() ? QJsonValue(QJsonObject()) : QJsonValue(QJsonObject{{QStringLiteral("card"), v}});
                break;
            case 4:
                out = QJsonValue(QJsonValue::Null);
                break;
            default:
                out = QJsonValue(chance(rng, 50));
                break;
            }
            if (out.type() != v.type())
                return out;
        }
    };

    const Kind kind = pickKind(rng);
    switch (kind) {
    case Kind::Number: { // a number becomes an extreme
        const auto ns = filter(nodes, [](const Node &n) { return n.value.isDouble(); });
        if (ns.empty())
            return false;
        return set(pick(rng, ns).path, pick(rng, kExtremes), QStringLiteral("extreme number"));
    }
    case Kind::String: { // a string becomes another word, "", a NUL, 100,000 characters...
        const auto ns = filter(nodes, [](const Node &n) { return n.value.isString(); });
        if (ns.empty())
            return false;
        const Node &n = pick(rng, ns);
        return set(n.path, stringValueFor(n.key()), QStringLiteral("other string"));
    }
    case Kind::TypeSwap: { // a value of another type
        const Node &n = pick(rng, nodes);
        return set(n.path, otherType(n.value), QStringLiteral("type swap"));
    }
    case Kind::DeleteKey:   // delete a key, or
    case Kind::RenameKey: { // rename it (a typo: "keyword" for "keywords", an uppercase letter, a NUL)
        const auto ns = filter(nodes, [](const Node &n) { return !n.path.back().isIndex(); });
        if (ns.empty())
            return false;
        const Node &n = pick(rng, ns);
        if (kind == Kind::DeleteKey) {
            log << QStringLiteral("%1: deleted").arg(pathString(n.path));
            root = withoutValueAt(root, n.path);
            return true;
        }
        const Path parent = parentOf(n.path);
        QJsonObject o = valueAt(root, parent).toObject();
        const QString newKey = typo(rng, n.path.back().key);
        if (o.contains(newKey))
            return false;
        o.remove(n.path.back().key);
        o.insert(newKey, n.value);
        log << QStringLiteral("%1: key renamed to %2").arg(pathString(n.path), shown(newKey));
        root = withValueAt(root, parent, o);
        return true;
    }
    case Kind::UnknownKey: { // an unknown key
        const auto os = containers(root, nodes, true);
        if (os.empty())
            return false;
        const Node &n = pick(rng, os);
        const size_t how = below(rng, 4); // a made-up key, a known one, a typo of one, one with a NUL
        const QString key = how == 0 ? QStringLiteral("fuzzUnknown") : how == 1 ? pick(rng, c.keys)
                          : how == 2 ? typo(rng, pick(rng, c.keys)) : QStringLiteral("na") + QChar(0) + QStringLiteral("me");
        QJsonObject o = n.value.toObject();
        if (o.contains(key))
            return false;
        const QJsonValue v = chance(rng, 50) ? pick(rng, nodes).value : stringValueFor(key);
        o.insert(key, v);
        log << QStringLiteral("%1: added key %2 = %3").arg(pathString(n.path), shown(key), shown(v));
        root = withValueAt(root, n.path, o);
        return true;
    }
    case Kind::Duplicate: { // duplicate an array element many times
        const auto as = filter(containers(root, nodes, false), [](const Node &n) { return !n.value.toArray().isEmpty(); });
        if (as.empty())
            return false;
        const Node &n = pick(rng, as);
        QJsonArray a = n.value.toArray();
        const qsizetype from = qsizetype(below(rng, size_t(a.size())));
        const QJsonValue e = a.at(from);
        static const std::vector<int> factors = {1, 2, 9, 99, 1599, 1999};
        int copies = pick(rng, factors);
        const qsizetype size = toJsonText(e).size() + 1;
        while (copies > 1 && size * copies > 16 * 1024 * 1024)
            copies /= 2;
        for (int i = 0; i < copies; ++i)
            a.insert(from, e);
        log << QStringLiteral("%1[%2]: %3 more copies").arg(pathString(n.path)).arg(from).arg(copies);
        root = withValueAt(root, n.path, a);
        return true;
    }
    case Kind::EmptyArray: { // empty an array
        auto as = filter(nodes, [](const Node &n) { return n.value.isArray() && !n.value.toArray().isEmpty(); });
        // Mostly a zone: an empty library under a pending scry, no cards left to discard...
        static const QStringList zones = {QStringLiteral("library"), QStringLiteral("hand"), QStringLiteral("graveyard"),
                                          QStringLiteral("exile"), QStringLiteral("battlefield"), QStringLiteral("stack")};
        const auto zoneArrays = filter(as, [](const Node &n) { return zones.contains(n.key()); });
        if (!zoneArrays.empty() && chance(rng, 60))
            as = zoneArrays;
        if (as.empty())
            return false;
        return set(pick(rng, as).path, QJsonArray(), QStringLiteral("emptied"));
    }
    case Kind::CopySubtree: { // copy a subtree from another file, under the same key
        const auto ns = filter(nodes, [&](const Node &n) { return c.subtreesByKey.contains(n.key()); });
        if (ns.empty())
            return false;
        const Node &n = pick(rng, ns);
        const Corpus::Donor d = pick(rng, c.subtreesByKey.value(n.key())); // a copy: value() returns a temporary
        if (d.value == n.value)
            return false;
        return set(n.path, d.value, QStringLiteral("copied from %1").arg(c.entries[d.entry].name));
    }
    case Kind::SwapIds:     // swap two ids, or
    case Kind::CollideId: { // give one the other's
        const auto ids = idNodes();
        if (ids.size() < 2)
            return false;
        const Node &a = pick(rng, ids);
        const Node &b = pick(rng, ids);
        if (a.value == b.value)
            return false;
        if (kind == Kind::CollideId)
            return set(a.path, b.value, QStringLiteral("id collides with %1").arg(pathString(b.path)));
        log << QStringLiteral("%1 <-> %2: ids swapped").arg(pathString(a.path), pathString(b.path));
        root = withValueAt(withValueAt(root, a.path, b.value), b.path, a.value);
        return true;
    }
    case Kind::Reference: { // a reference to a missing id, or to the object itself
        const auto ids = idNodes();
        double maxId = 0;
        for (const Node &n : ids)
            maxId = std::max(maxId, n.value.toDouble());
        auto refValue = [&](const Path &owner) -> QJsonValue {
            switch (below(rng, 4)) {
            case 0: {
                const QJsonValue self = valueAt(root, owner).toObject().value(QStringLiteral("id"));
                if (self.isDouble())
                    return self;
                return maxId + 1000;
            }
            case 1:
                return maxId + 1000;
            case 2:
                return -1;
            default:
                return ids.empty() ? QJsonValue(0) : pick(rng, ids).value;
            }
        };
        const auto refs = filter(nodes, [](const Node &n) {
            const QString k = n.key();
            return (kIdRefKeys.contains(k) && !n.path.back().isIndex() && (n.value.isDouble() || n.value.isNull()))
                || (kIdArrayKeys.contains(k) && n.value.isArray());
        });
        const auto permanents = filter(nodes, [](const Node &n) { return n.value.isObject() && n.value.toObject().contains(QStringLiteral("card")) && isUnder(n.path, QStringLiteral("battlefield")); });
        if (!refs.empty() && (permanents.empty() || chance(rng, 50))) {
            const Node &n = pick(rng, refs);
            if (n.value.isArray()) {
                QJsonArray a = n.value.toArray();
                const QJsonValue v = refValue(parentOf(n.path));
                if (a.isEmpty() || chance(rng, 50))
                    a.append(v);
                else
                    a.replace(qsizetype(below(rng, size_t(a.size()))), v);
                return set(n.path, a, QStringLiteral("dangling or self reference"));
            }
            return set(n.path, refValue(parentOf(n.path)), QStringLiteral("dangling or self reference"));
        }
        if (permanents.empty())
            return false;
        const Node &p = pick(rng, permanents);
        QJsonObject o = p.value.toObject();
        const QJsonValue v = refValue(p.path);
        switch (below(rng, 3)) {
        case 0:
            o.insert(QStringLiteral("attachedTo"), v);
            break;
        case 1:
            o.insert(QStringLiteral("blocking"), v);
            break;
        default:
            o.insert(QStringLiteral("attacking"), QJsonObject{{QStringLiteral("player"), pick(rng, c.playerNames)},
                                                             {QStringLiteral("blocked"), true},
                                                             {QStringLiteral("blockedBy"), QJsonArray{v}}});
            break;
        }
        return set(p.path, o, QStringLiteral("reference added"));
    }
    case Kind::Word: { // a vocabulary word changes (effect, trigger, static... in cards and pendingEffects first)
        auto ns = filter(nodes, [](const Node &n) { return n.value.isString() && kWordKeys.contains(n.key()); });
        const auto scripted = filter(ns, [](const Node &n) { return isUnder(n.path, QStringLiteral("cards")) || isUnder(n.path, QStringLiteral("pendingEffects")); });
        if (!scripted.empty() && chance(rng, 70))
            ns = scripted;
        if (ns.empty())
            return false;
        const Node &n = pick(rng, ns);
        // "nonsense", a word of another key, or another word of this key.
        const size_t how = below(rng, 4);
        const QString v = how == 0 ? QStringLiteral("nonsense") : pick(rng, c.valuesByKey.value(how == 1 ? pick(rng, kWordKeys) : n.key(), c.words));
        return set(n.path, v, QStringLiteral("other word"));
    }
    case Kind::IntMax: { // a count, amount, life, turn, id... at INT_MAX
        const auto ns = filter(nodes, [](const Node &n) {
            return n.value.isDouble() && (kCounterKeys.contains(n.key()) || isUnder(n.path, QStringLiteral("counters")));
        });
        if (ns.empty())
            return false;
        return set(pick(rng, ns).path, pick(rng, kIntMax), QStringLiteral("near INT_MAX"));
    }
    case Kind::GraftCard: { // graft a pool card into "cards" under a new key, and use it somewhere
        if (!root.isObject() || c.cardDefinitions.empty())
            return false;
        QJsonObject card = pick(rng, c.cardDefinitions);
        const QString key = QStringLiteral("fuzz-card-%1").arg(below(rng, 1000));
        card.insert(QStringLiteral("key"), key);
        QJsonObject o = root.toObject();
        QJsonArray cards = o.value(QStringLiteral("cards")).toArray();
        cards.append(card);
        o.insert(QStringLiteral("cards"), cards);
        root = o;
        log << QStringLiteral("$.cards: added a copy of %1 as %2").arg(c.cardKeys.isEmpty() ? QString() : card.value(QStringLiteral("faces")).toArray().at(0).toObject().value(QStringLiteral("name")).toString(), key);
        const auto uses = filter(nodes, [](const Node &n) {
            return n.value.isString() && isUnder(n.path, QStringLiteral("state"))
                && (n.key() == QLatin1String("card") || n.key() == QLatin1String("library") || n.key() == QLatin1String("hand")
                    || n.key() == QLatin1String("battlefield") || n.key() == QLatin1String("graveyard"));
        });
        if (!uses.empty())
            set(pick(rng, uses).path, key, QStringLiteral("uses the grafted card"));
        // And mutate the graft itself once, most of the time.
        if (chance(rng, 70)) {
            const Path cardPath{PathStep{QStringLiteral("cards"), -1}, PathStep{QString(), cards.size() - 1}};
            QJsonValue graft = valueAt(root, cardPath);
            QStringList sub;
            if (mutateOnce(graft, rng, sub)) {
                for (const QString &line : std::as_const(sub))
                    log << pathString(cardPath) + line.mid(1);
                root = withValueAt(root, cardPath, graft);
            }
        }
        return true;
    }
    case Kind::ManyActions: { // many actions: 1,600 "put" (or placed "add") actions, or 2,000 passes
        if (!root.isObject())
            return false;
        QJsonObject o = root.toObject();
        QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
        const int n = chance(rng, 50) ? 1600 : 2000;
        QJsonObject action;
        if (chance(rng, 70)) {
            action = QJsonObject{{QStringLiteral("do"), QStringLiteral("put")},
                                 {QStringLiteral("cards"), QJsonArray{pick(rng, c.cardKeys)}}};
            if (chance(rng, 30)) // the board editor's "add", placed: no trigger, no state-based action
                action = QJsonObject{{QStringLiteral("do"), QStringLiteral("add")}, {QStringLiteral("card"), action.value(QStringLiteral("cards")).toArray().at(0)},
                                     {QStringLiteral("to"), QStringLiteral("battlefield")}, {QStringLiteral("placed"), true}};
            if (chance(rng, 50) && !c.playerNames.isEmpty())
                action.insert(QStringLiteral("player"), pick(rng, c.playerNames));
        } else {
            action = QJsonObject{{QStringLiteral("do"), QStringLiteral("pass")}};
        }
        for (int i = 0; i < n; ++i)
            actions.append(action);
        o.insert(QStringLiteral("actions"), actions);
        o.remove(QStringLiteral("expect"));
        log << QStringLiteral("$.actions: %1 more %2 actions (expect removed)").arg(n).arg(shown(action));
        root = o;
        return true;
    }
    case Kind::InsertEffect: { // an effect of the pool, with an extreme count or amount, in a script or a pending effect
        const auto lists = filter(nodes, [](const Node &n) {
            return n.key() == QLatin1String("effects") && n.value.isArray() && (isUnder(n.path, QStringLiteral("pendingEffects")) || isUnder(n.path, QStringLiteral("cards")));
        });
        if (lists.empty() || c.effects.empty())
            return false;
        const Node &n = pick(rng, lists);
        QJsonObject e = pick(rng, c.effects);
        for (const QString &k : {QStringLiteral("count"), QStringLiteral("amount")})
            if (e.contains(k) && chance(rng, 70))
                e.insert(k, pick(rng, kIntMax));
        QJsonArray a = n.value.toArray();
        a.insert(qsizetype(below(rng, size_t(a.size()) + 1)), e);
        return set(n.path, a, QStringLiteral("effect inserted"));
    }
    case Kind::PlayOn: { // play on from the (mutated) position: everyone passes until a later turn
        if (!root.isObject())
            return false;
        QJsonObject o = root.toObject();
        const int turn = o.value(QStringLiteral("state")).toObject().value(QStringLiteral("turn")).toInt(1);
        static const QStringList steps = {QStringLiteral("upkeep"), QStringLiteral("draw"), QStringLiteral("precombatMain"),
                                          QStringLiteral("beginningOfCombat"), QStringLiteral("end")};
        const QJsonObject action{{QStringLiteral("do"), QStringLiteral("passUntil")},
                                 {QStringLiteral("turn"), turn + 1 + int(below(rng, 3))},
                                 {QStringLiteral("step"), pick(rng, steps)}};
        QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
        actions.append(action);
        o.insert(QStringLiteral("actions"), actions);
        o.remove(QStringLiteral("expect"));
        log << QStringLiteral("$.actions: %1 appended (expect removed)").arg(shown(action));
        root = o;
        return true;
    }
    case Kind::Record: // a replay's checkpoints, a session's tree (recordmutations.h)
        return mutateRecord(root, rng, log);
    }
    return false;
}

} // namespace fuzz
