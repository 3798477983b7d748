#include "inprocess.h"

#include "decktext.h"
#include "gamecontroller.h"
#include "inputfile.h"
#include "lessonplayer.h"
#include "scenario.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QJsonDocument>

#include <cstdio>
#include <iostream>
#include <string>

namespace fuzz {

namespace {

constexpr quint64 kStartSeed = 1; // every input is loaded over the same fresh game

// What a refusal must not change: the game on the table, its record and the point shown.
struct Table {
    QString hash;
    int nodes = 0;
    int current = 0;
    bool operator==(const Table &) const = default;
};

Table tableOf(const GameController &c)
{
    if (!c.hasGame())
        return {};
    return Table{rules::stateHash(c.game().state(), c.game().cards()), c.record().size(), c.record().current()};
}

QString describe(const Table &t)
{
    return QStringLiteral("position %1, %2 record nodes, at node %3").arg(t.hash.left(12)).arg(t.nodes).arg(t.current);
}

// The deck library as the table shows it, and its folder's files byte for byte.
QByteArray libraryOf(const DeckLibrary &decks)
{
    QByteArray out = QJsonDocument::fromVariant(decks.decks()).toJson(QJsonDocument::Compact);
    if (!decks.folder().isEmpty()) {
        const QDir dir(decks.folder());
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            out += '\n' + name.toUtf8() + ' ' + (f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1).toHex() : "?");
        }
    }
    return out;
}

// How many actions the table plays to open `json`: its actions or its session's nodes (the same
// line, played once each way), and a lesson's steps' and what-ifs' actions.
qsizetype actionCount(const QJsonObject &json)
{
    qsizetype n = std::max(json.value(QStringLiteral("actions")).toArray().size(),
                           json.value(QStringLiteral("session")).toObject().value(QStringLiteral("nodes")).toArray().size());
    for (const QJsonValue &step : json.value(QStringLiteral("lesson")).toObject().value(QStringLiteral("steps")).toArray())
        n += step.toObject().value(QStringLiteral("actions")).toArray().size()
             + step.toObject().value(QStringLiteral("whatIf")).toObject().value(QStringLiteral("actions")).toArray().size();
    return n;
}

QString oneLine(QString s)
{
    s.replace(QLatin1Char('\n'), QLatin1String(" | ")).replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QChar(0), QLatin1String("\\0"));
    return s.left(300);
}

} // namespace

InProcessChecker::InProcessChecker()
    : m_controller(std::make_unique<GameController>())
{
    m_controller->decks()->setFolder(m_decks.path());
}

InProcessChecker::~InProcessChecker() = default;

Verdict InProcessChecker::check(InputKind kind, const QString &path)
{
    return isJsonKind(kind) ? checkJson(kind, path) : checkDeckList(path);
}

Verdict InProcessChecker::checkJson(InputKind kind, const QString &path)
{
    if (m_maxActions > 0) {
        QByteArray bytes;
        QString error;
        if (rules::readInputFile(path, &bytes, &error)) {
            const qsizetype n = actionCount(QJsonDocument::fromJson(bytes).object());
            if (n > m_maxActions)
                return Verdict{QString(), QStringLiteral("skipped: %1 actions, more than %2").arg(n).arg(m_maxActions)};
        }
    }
    GameController &c = *m_controller;
    QStringList outcomes;
    // One load: `load` is what the window calls; `name` is what a refusal must name. What opens
    // is saved and opened again (`roundTrip`), once per input: the clipboard's bytes are the
    // file's, so its save is the one File > Open already checked.
    auto attempt = [&](const QString &what, const QString &name, const std::function<bool()> &load, bool roundTrip = true) -> QString {
        c.newGame(kStartSeed);
        const Table before = tableOf(c);
        const bool opened = load();
        if (!opened) {
            const Table after = tableOf(c);
            outcomes << QStringLiteral("%1 refused: %2").arg(what, oneLine(c.status()));
            if (after != before)
                return QStringLiteral("changed-on-refusal");
            if (!c.status().contains(name))
                return QStringLiteral("refusal-without-file");
            return {};
        }
        outcomes << QStringLiteral("%1 opened").arg(what);
        if (!roundTrip)
            return {};
        // What the table opened, it saves; and what it saved, it opens again, at the same point.
        const QString saved = c.recordText(true);
        const Table shown = tableOf(c);
        if (saved.isEmpty())
            return QStringLiteral("opened-but-not-saved");
        // A save that does not reopen is kept beside the input (<input>.saved.json) for the report.
        const auto keepSave = [&] {
            QFile f(path + QStringLiteral(".saved.json"));
            if (f.open(QIODevice::WriteOnly))
                f.write(saved.toUtf8());
        };
        if (!c.openScenarioText(saved)) {
            outcomes << QStringLiteral("its save refused: %1").arg(oneLine(c.status()));
            keepSave();
            return QStringLiteral("saved-does-not-reopen");
        }
        if (tableOf(c).hash != shown.hash) {
            outcomes << QStringLiteral("its save reopened at %1 instead of %2").arg(describe(tableOf(c)), describe(shown));
            keepSave();
            return QStringLiteral("saved-reopens-elsewhere");
        }
        // A few steps back and forth through what was loaded.
        for (int i = 0; i < 3 && c.undo(); ++i) {
        }
        c.redo();
        return {};
    };

    QString failure;
    if (kind == InputKind::Lesson) {
        failure = attempt(QStringLiteral("lesson"), path, [&] {
            LessonPlayer *lesson = c.lesson();
            if (!lesson->open(path))
                return false;
            // Every step at once, every question answered, every what-if computed.
            for (int step = 0; step < lesson->stepCount(); ++step) {
                lesson->goToStep(step);
                lesson->answerQuestion(0);
                lesson->computeWhatIf();
            }
            lesson->close();
            return true;
        });
    } else if (kind == InputKind::Autosave) {
        GameController::autosaveSummary(path); // the question at start-up: "restore this session?"
        // A refused autosave is moved aside, never lost: the refusal names the copy it kept, which
        // must hold the input's bytes; the copy is moved back so the input stays where it was.
        QByteArray original;
        QString readError;
        const bool readable = rules::readInputFile(path, &original, &readError);
        bool keptWhole = true;
        failure = attempt(QStringLiteral("restoreAutosave"), path, [&] {
            c.setAutosaveFile(path);
            const bool restored = c.restoreAutosave();
            c.setAutosaveFile(QString()); // nothing is written over the input
            if (!restored) {
                static const QRegularExpression keptAs(QStringLiteral("it was kept as (.+)\\. A new game"));
                const QRegularExpressionMatch m = keptAs.match(c.status());
                if (m.hasMatch()) {
                    QByteArray kept;
                    QString error;
                    keptWhole = rules::readInputFile(m.captured(1), &kept, &error) && (!readable || kept == original);
                    QFile::remove(path);
                    QFile::rename(m.captured(1), path);
                }
            }
            return restored;
        });
        if (failure.isEmpty() && !keptWhole)
            failure = QStringLiteral("refused-autosave-not-kept");
    }
    if (failure.isEmpty())
        failure = attempt(QStringLiteral("openScenario"), path, [&] { return c.openScenario(path); });
    if (failure.isEmpty()) {
        // The clipboard (Ctrl+Shift+V): the same bytes as text, when they can be read as a file.
        QByteArray bytes;
        QString error;
        if (rules::readInputFile(path, &bytes, &error))
            failure = attempt(QStringLiteral("openScenarioText"), QStringLiteral("the clipboard"), [&] { return c.openScenarioText(QString::fromUtf8(bytes)); }, false);
    }
    return Verdict{failure, outcomes.join(QStringLiteral("; "))};
}

Verdict InProcessChecker::checkDeckList(const QString &path)
{
    DeckLibrary &decks = *m_controller->decks();
    QStringList outcomes;
    QByteArray bytes;
    QString error;
    const bool readable = rules::readInputFile(path, &bytes, &error);
    const QString text = QString::fromUtf8(bytes);

    // The engine's reader: a refusal says why.
    rules::Deck deck;
    QStringList problems;
    const bool read = readable && rules::readDeckText(text, rules::CardDatabase::builtIn(), &deck, &problems);
    outcomes << (read ? QStringLiteral("readDeckText: %1 cards").arg(deck.size()) : QStringLiteral("readDeckText refused: %1").arg(oneLine(problems.value(0, error))));
    if (readable && !read && problems.isEmpty())
        return Verdict{QStringLiteral("refused-without-reason"), outcomes.join(QStringLiteral("; "))};

    // The library's imports: a refusal changes nothing; an imported deck plays and reads back.
    auto imported = [&](const QString &what, const QString &id, const QByteArray &before) -> QString {
        if (id.isEmpty()) {
            outcomes << QStringLiteral("%1 refused: %2").arg(what, oneLine(decks.lastProblem()));
            if (libraryOf(decks) != before)
                return QStringLiteral("changed-on-refusal");
            return decks.lastProblem().isEmpty() ? QStringLiteral("refused-without-reason") : QString();
        }
        outcomes << QStringLiteral("%1: %2").arg(what, id);
        rules::Deck stored, again;
        QString why;
        QStringList againProblems;
        QString failure;
        if (!decks.deck(id, &stored, &why)) {
            outcomes << QStringLiteral("then: %1").arg(oneLine(why));
            failure = QStringLiteral("imported-but-unplayable");
        }
        else if (!rules::readDeckText(decks.text(id), rules::CardDatabase::builtIn(), &again, &againProblems)
                 || again.cards != stored.cards || again.sideboard != stored.sideboard)
            failure = QStringLiteral("imported-does-not-read-back");
        decks.removeDeck(id);
        return failure;
    };
    const QByteArray before = libraryOf(decks);
    QString failure = readable ? imported(QStringLiteral("importText"), decks.importText(text), before) : QString();
    if (failure.isEmpty())
        failure = imported(QStringLiteral("importFile"), decks.importFile(path), before);
    if (failure.isEmpty() && readable) {
        // A file the player drops into the deck folder is listed, with its problem if it has one.
        const QString dropped = QDir(decks.folder()).filePath(QStringLiteral("dropped.txt"));
        QFile f(dropped);
        if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size()) {
            f.close();
            decks.reload();
            rules::Deck d;
            QString why;
            const bool playable = decks.deck(QStringLiteral("user:dropped.txt"), &d, &why);
            outcomes << (playable ? QStringLiteral("dropped: playable") : QStringLiteral("dropped: %1").arg(oneLine(why)));
            if (!playable && why.isEmpty())
                failure = QStringLiteral("refused-without-reason");
            QFile::remove(dropped);
            decks.reload();
        }
    }
    return Verdict{failure, outcomes.join(QStringLiteral("; "))};
}

int runWorker(int maxActions)
{
    InProcessChecker checker;
    checker.setMaxActions(maxActions);
    std::string line;
    while (std::getline(std::cin, line)) {
        const QStringList parts = QString::fromStdString(line).split(QLatin1Char('\t'));
        InputKind kind;
        Verdict v;
        if (parts.size() != 2 || !kindFromName(parts[0], &kind))
            v = Verdict{QStringLiteral("bad-request"), oneLine(QString::fromStdString(line))};
        else
            v = checker.check(kind, parts[1]);
        const QByteArray answer = (v.failure.isEmpty() ? QStringLiteral("ok") : v.failure).toUtf8() + '\t' + oneLine(v.outcome).toUtf8() + '\n';
        std::fwrite(answer.constData(), 1, size_t(answer.size()), stdout);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace fuzz
