#include "corpus.h"

#include "decktext.h"
#include "gamecontroller.h"
#include "scenario.h"
#include "player.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>

#include <atomic>
#include <cstdio>
#include <memory>

namespace fuzz {

namespace {

[[noreturn]] void badCorpus(const QString &why)
{
    std::fprintf(stderr, "daynight_fuzz: %s\n", qPrintable(why));
    std::exit(2);
}

QJsonValue parse(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return QJsonValue(QJsonValue::Undefined);
    return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The final position of `scenario` (its actions cut to `cut`, -1: all of them) as File > Save
// writes it; empty when the scenario is bad input.
QByteArray savedGame(const QJsonObject &scenario, const QString &name, int cut)
{
    QJsonObject s = scenario;
    if (cut >= 0) {
        QJsonArray actions = s.value(QStringLiteral("actions")).toArray();
        while (actions.size() > cut)
            actions.removeLast();
        s.insert(QStringLiteral("actions"), actions);
        s.remove(QStringLiteral("expect"));
        s.remove(QStringLiteral("expectAfter")); // its checkpoints may lie past the cut
        s.remove(QStringLiteral("checkpoints"));
    }
    rules::Scenario sc;
    QString error;
    if (!rules::Scenario::fromJson(s, name, &sc, &error))
        return {};
    const rules::ScenarioRun run = rules::runScenario(sc);
    if (run.code == rules::ScenarioRun::BadInput || run.finalState.isEmpty())
        return {};
    QJsonObject game;
    game.insert(QStringLiteral("schema"), QLatin1String(rules::Scenario::kSchema));
    game.insert(QStringLiteral("name"), QStringLiteral("Saved position, turn %1").arg(run.finalState.value(QStringLiteral("turn")).toInt()));
    if (!s.value(QStringLiteral("cards")).toArray().isEmpty())
        game.insert(QStringLiteral("cards"), s.value(QStringLiteral("cards")));
    game.insert(QStringLiteral("state"), run.finalState);
    return toJsonText(game, true);
}

// Adds the saved games made from the scenarios of c (see loadCorpus()).
void addSavedGames(Corpus &c, const CorpusOptions &o)
{
    struct Job {
        size_t entry;
        int cut; // actions kept; -1: the file as it is
    };
    std::vector<Job> jobs;
    for (size_t i = 0; i < c.entries.size(); ++i)
        if (c.entries[i].json.toObject().value(QStringLiteral("state")).isObject())
            jobs.push_back(Job{i, -1});
    auto run = [&](size_t from) {
        std::vector<QByteArray> out(jobs.size() - from);
        parallelFor(qint64(out.size()), o.jobs, [&](qint64 j, int) {
            const Job &job = jobs[from + size_t(j)];
            out[size_t(j)] = savedGame(c.entries[job.entry].json.toObject(), c.entries[job.entry].name, job.cut);
        });
        return out;
    };
    std::vector<QByteArray> saved = run(0);
    // Those that ran are also cut after some of their actions (a file refused as a whole is not
    // cut: that would mostly run it again for nothing).
    const size_t whole = jobs.size();
    for (size_t j = 0; j < whole; ++j) {
        if (saved[j].isEmpty())
            continue;
        const qsizetype n = c.entries[jobs[j].entry].json.toObject().value(QStringLiteral("actions")).toArray().size();
        QSet<int> cuts;
        for (int k = 0; k < o.savedPrefixes && n > 0; ++k)
            cuts.insert(int(qsizetype(k) * n / o.savedPrefixes));
        QList<int> sorted(cuts.begin(), cuts.end());
        std::sort(sorted.begin(), sorted.end());
        for (int cut : sorted)
            jobs.push_back(Job{jobs[j].entry, cut});
    }
    for (QByteArray &b : run(whole))
        saved.push_back(std::move(b));
    QSet<QByteArray> seen;
    for (size_t j = 0; j < jobs.size(); ++j) {
        if (saved[j].isEmpty() || seen.contains(saved[j]))
            continue;
        seen.insert(saved[j]);
        const Job &job = jobs[j];
        const QString where = QStringLiteral("%1@%2").arg(c.entries[job.entry].name, job.cut < 0 ? QStringLiteral("end") : QString::number(job.cut));
        CorpusEntry e;
        e.name = QStringLiteral("saved:") + where;
        e.raw = saved[j];
        e.json = parse(saved[j]);
        e.savedGame = true;
        c.entries.push_back(e);
        if (job.cut < 0)
            continue;
        // The saved game with the actions that followed the cut and the file's expectations: it
        // should pass as the scenario did, and a mutated state then gets played on.
        const QJsonObject scenario = c.entries[job.entry].json.toObject();
        QJsonObject game = e.json.toObject();
        const QJsonArray all = scenario.value(QStringLiteral("actions")).toArray();
        QJsonArray after;
        for (qsizetype a = job.cut; a < all.size(); ++a)
            after.append(all.at(a));
        game.insert(QStringLiteral("actions"), after);
        if (scenario.contains(QStringLiteral("expect")))
            game.insert(QStringLiteral("expect"), scenario.value(QStringLiteral("expect")));
        // The checkpoints after the cut, counted from it.
        QJsonArray checkpoints;
        for (const QJsonValue &v : scenario.value(QStringLiteral("expectAfter")).toArray()) {
            QJsonObject point = v.toObject();
            const int action = point.value(QStringLiteral("action")).toInt() - job.cut;
            point.insert(QStringLiteral("action"), action);
            if (action >= 1)
                checkpoints.append(point);
        }
        if (!checkpoints.isEmpty())
            game.insert(QStringLiteral("expectAfter"), checkpoints);
        CorpusEntry rest;
        rest.name = QStringLiteral("saved+rest:") + where;
        rest.json = game;
        rest.raw = toJsonText(game, true);
        rest.savedGame = true;
        c.entries.push_back(rest);
    }
}

// One random legal action for whoever must act (mostly not a pass), applied at the table.
bool actAtRandom(GameController &c, Rng &rng)
{
    const rules::GameState &s = c.game().state();
    if (s.gameOver)
        return false;
    const QList<rules::Action> legal = c.game().legalActions(ai::actingPlayer(s));
    if (legal.isEmpty())
        return false;
    QList<rules::Action> doing;
    for (const rules::Action &a : legal)
        if (a.type != rules::Action::Type::PassPriority)
            doing.append(a);
    const QList<rules::Action> &from = !doing.isEmpty() && rng() % 4 != 0 ? doing : legal;
    return c.apply(from[qsizetype(rng() % quint64(from.size()))]).accepted;
}

// A game of random legal actions at a real table, with a variation, saved the table's three
// ways; appended to c as a replay, an autosave and a problem report.
void addTableGame(Corpus &c, quint64 seed, const QString &work)
{
    GameController table;
    table.newGame(seed, 2 + int(seed % 3));
    Rng rng(seed);
    const int actions = 40 + int(seed % 4) * 50; // 40 to 190: the table opens each in a second or two
    for (int i = 0; i < actions && actAtRandom(table, rng); ++i) {
        if (i == actions / 2) { // back a few actions, and another line from there
            for (int k = 0; k < 4; ++k)
                table.undo();
            for (int k = 0; k < 6 && actAtRandom(table, rng); ++k) {
            }
        }
    }
    const QString name = QStringLiteral("table:seed%1").arg(seed);
    auto add = [&](const QString &what, const QByteArray &bytes) {
        CorpusEntry e;
        e.name = name + QLatin1Char('-') + what;
        e.raw = bytes;
        e.json = parse(bytes);
        if (e.json.isObject())
            c.entries.push_back(e);
    };
    add(QStringLiteral("replay"), table.recordText(false).toUtf8());
    const QString autosave = QDir(work).filePath(QStringLiteral("autosave-%1.json").arg(seed));
    table.setAutosaveFile(autosave);
    if (table.writeAutosave())
        add(QStringLiteral("autosave"), readAll(autosave));
    table.setAutosaveFile(QString());
    const QString report = QDir(work).filePath(QStringLiteral("report-%1.json").arg(seed));
    if (table.writeReport(report, QStringLiteral("The fuzzer's corpus: a game of random legal actions."), QStringLiteral("Nothing in particular."), QString()))
        add(QStringLiteral("report"), readAll(report));
}

} // namespace

void parallelFor(qint64 n, int jobs, const std::function<void(qint64, int)> &fn)
{
    std::atomic<qint64> next{0};
    std::vector<std::unique_ptr<QThread>> threads;
    for (int j = 0; j < std::max(1, jobs); ++j) {
        threads.emplace_back(QThread::create([&, j] {
            for (qint64 i = next++; i < n; i = next++)
                fn(i, j);
        }));
        threads.back()->start();
    }
    for (auto &t : threads)
        t->wait();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

InputKind kindOf(const QJsonValue &json)
{
    const QJsonObject o = json.toObject();
    if (o.contains(QStringLiteral("lesson")))
        return InputKind::Lesson;
    if (o.contains(QStringLiteral("report")))
        return InputKind::Report;
    if (o.contains(QStringLiteral("session")))
        return InputKind::Autosave;
    if (o.contains(QStringLiteral("checkpoints")))
        return InputKind::Replay;
    return InputKind::Scenario;
}

Corpus loadCorpus(const CorpusOptions &o)
{
    Corpus c;
    const QDir source(QStringLiteral(DAYNIGHT_SOURCE_DIR));
    for (const QString &dirName : o.folders) {
        const QDir dir(dirName);
        if (!dir.exists())
            badCorpus(QStringLiteral("--corpus: no folder %1").arg(dirName));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            CorpusEntry e;
            e.name = source.relativeFilePath(dir.filePath(name));
            e.raw = readAll(dir.filePath(name));
            e.json = parse(e.raw);
            c.entries.push_back(e);
        }
    }
    if (c.entries.empty())
        badCorpus(QStringLiteral("the corpus is empty"));
    const QDir cards(o.cards);
    for (const QString &name : cards.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QJsonValue v = parse(readAll(cards.filePath(name)));
        if (v.isObject())
            c.cardDefinitions.push_back(v.toObject());
    }
    addSavedGames(c, o);
    QTemporaryDir work;
    for (int seed = 1; seed <= o.tableGames; ++seed)
        addTableGame(c, quint64(seed), work.path());
    for (CorpusEntry &e : c.entries)
        e.kind = e.savedGame ? InputKind::Scenario : kindOf(e.json);
    c.index();
    return c;
}

QStringList cardNames()
{
    QStringList names;
    const rules::CardDatabase &db = rules::CardDatabase::builtIn();
    QStringList keys = db.keys();
    keys.sort(); // keys() follows a hash's order; the picks must not
    for (const QString &key : keys) {
        const rules::CardDefinition *d = db.find(key);
        if (!d || d->faces.isEmpty())
            continue;
        names << d->faces[0].name;
        if (d->faces.size() > 1)
            names << d->faces[0].name + QStringLiteral(" // ") + d->faces[1].name;
    }
    return names;
}

QStringList deckLists()
{
    const rules::CardDatabase &db = rules::CardDatabase::builtIn();
    QStringList lists;
    for (const char *resource : {"tovolars-pack", "day-keepers"}) {
        const rules::Deck deck = rules::CardDatabase::builtInDeck(QLatin1String(resource));
        lists << rules::deckText(deck, db);
        QString mtgo, arena;
        for (qsizetype i = 0; i < deck.cards.size(); ++i) {
            const auto &[key, count] = deck.cards[i];
            const rules::CardDefinition *d = db.find(key);
            const QString name = d && !d->faces.isEmpty() ? d->faces[0].name : key;
            // MTGO: "4x Name" and "SB:" lines; Arena: set codes, the sideboard after a blank line.
            mtgo += QStringLiteral("%1x %2\n").arg(count).arg(name);
            arena += QStringLiteral("%1 %2 (MID) %3\n").arg(count).arg(name).arg(100 + i);
        }
        lists << mtgo + QStringLiteral("SB: 2 Consider\n") << arena + QStringLiteral("\n2 Consider (MID) 44\n");
    }
    return lists;
}

} // namespace fuzz
