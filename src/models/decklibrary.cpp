#include "decklibrary.h"

#include "atomicfile.h"
#include "decktext.h"
#include "gamecontroller.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <algorithm>

Q_LOGGING_CATEGORY(lcDecks, "daynight.models.decks", QtInfoMsg)

using namespace rules;

namespace {

/// The demo decks by id -> their resource name (CardDatabase::builtInDeck()).
const QList<QPair<QString, QString>> &demoDecks()
{
    static const QList<QPair<QString, QString>> decks{{DeckLibrary::kTovolarsPack, QStringLiteral("tovolars-pack")},
                                                      {DeckLibrary::kDayKeepers, QStringLiteral("day-keepers")}};
    return decks;
}

/// A deck file is text of a few kilobytes; anything over this is not a deck list.
constexpr qint64 kMaxDeckFileSize = 1 << 20;

} // namespace

DeckLibrary::DeckLibrary(QObject *parent)
    : QObject(parent)
{
}

void DeckLibrary::setFolder(const QString &folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    emit folderChanged();
    reload();
}

void DeckLibrary::reload()
{
    m_user.clear();
    if (!m_folder.isEmpty()) {
        const QFileInfoList files = QDir(m_folder).entryInfoList({QStringLiteral("*.txt")}, QDir::Files | QDir::Readable, QDir::Name);
        for (const QFileInfo &fi : files) {
            UserDeck d;
            d.id = QStringLiteral("user:") + fi.fileName();
            d.file = fi.absoluteFilePath();
            QFile f(d.file);
            QStringList problems;
            if (fi.size() > kMaxDeckFileSize)
                problems.append(QStringLiteral("the file is larger than 1 MiB: not a deck list"));
            else if (!f.open(QIODevice::ReadOnly))
                problems.append(f.errorString());
            else
                readDeckText(QString::fromUtf8(f.readAll()), CardDatabase::builtIn(), &d.deck, &problems);
            d.problem = problems.join(QLatin1Char('\n'));
            if (d.deck.name.isEmpty())
                d.deck.name = fi.completeBaseName();
            m_user.append(d);
        }
        std::stable_sort(m_user.begin(), m_user.end(), [](const UserDeck &a, const UserDeck &b) {
            return a.deck.name.compare(b.deck.name, Qt::CaseInsensitive) < 0;
        });
    }
    emit decksChanged();
}

QVariantList DeckLibrary::decks() const
{
    QVariantList out;
    for (const auto &[id, resource] : demoDecks()) {
        const Deck d = CardDatabase::builtInDeck(resource);
        out.append(QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), d.name}, {QStringLiteral("cards"), d.size()},
                               {QStringLiteral("sideboard"), 0}, {QStringLiteral("builtIn"), true}, {QStringLiteral("file"), QString()},
                               {QStringLiteral("problem"), QString()}});
    }
    for (const UserDeck &u : m_user) {
        int sideboard = 0;
        for (const auto &entry : u.deck.sideboard)
            sideboard += entry.second;
        out.append(QVariantMap{{QStringLiteral("id"), u.id}, {QStringLiteral("name"), u.deck.name}, {QStringLiteral("cards"), u.deck.size()},
                               {QStringLiteral("sideboard"), sideboard}, {QStringLiteral("builtIn"), false}, {QStringLiteral("file"), u.file},
                               {QStringLiteral("problem"), u.problem}});
    }
    return out;
}

const DeckLibrary::UserDeck *DeckLibrary::userDeck(const QString &id) const
{
    for (const UserDeck &u : m_user)
        if (u.id == id)
            return &u;
    return nullptr;
}

bool DeckLibrary::deck(const QString &id, Deck *out, QString *why) const
{
    for (const auto &[demoId, resource] : demoDecks())
        if (demoId == id) {
            *out = CardDatabase::builtInDeck(resource);
            return true;
        }
    const UserDeck *u = userDeck(id);
    if (!u) {
        *why = QStringLiteral("no deck \"%1\"").arg(id);
        return false;
    }
    if (!u->problem.isEmpty()) {
        *why = QStringLiteral("the deck \"%1\" (%2) cannot be played: %3").arg(u->deck.name, u->file, u->problem);
        return false;
    }
    *out = u->deck;
    return true;
}

QString DeckLibrary::idOf(const QString &name) const
{
    for (const QVariant &v : decks()) {
        const QVariantMap m = v.toMap();
        if (m.value(QStringLiteral("name")).toString().compare(name, Qt::CaseInsensitive) == 0)
            return m.value(QStringLiteral("id")).toString();
    }
    return {};
}

QString DeckLibrary::nameOf(const QString &id) const
{
    Deck d;
    QString why;
    if (deck(id, &d, &why))
        return d.name;
    const UserDeck *u = userDeck(id);
    return u ? u->deck.name : QString();
}

QString DeckLibrary::freeName(const QString &name) const
{
    QString candidate = name;
    for (int n = 2; !idOf(candidate).isEmpty(); ++n)
        candidate = QStringLiteral("%1 (%2)").arg(name).arg(n);
    return candidate;
}

QString DeckLibrary::importText(const QString &text, const QString &name)
{
    const QString title = QStringLiteral("Deck not imported");
    Deck deck;
    QStringList problems;
    if (!readDeckText(text, CardDatabase::builtIn(), &deck, &problems))
        return fail(title, problems.join(QLatin1Char('\n'))), QString();
    if (m_folder.isEmpty())
        return fail(title, QStringLiteral("there is no folder to keep decks in")), QString();
    QString wanted = name.simplified();
    if (wanted.isEmpty())
        wanted = deck.name.isEmpty() ? QStringLiteral("Imported deck") : deck.name;
    deck.name = freeName(wanted.left(80));
    // The file's name from the deck's: letters, digits and dashes, never an existing file.
    QString base = deck.name.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base = base.left(60);
    while (base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("deck");
    const QDir dir(m_folder);
    QString file = dir.filePath(base + QStringLiteral(".txt"));
    for (int n = 2; QFileInfo::exists(file); ++n)
        file = dir.filePath(QStringLiteral("%1-%2.txt").arg(base).arg(n));
    QString why;
    if (!QDir().mkpath(m_folder))
        return fail(title, QStringLiteral("%1: cannot create the folder").arg(m_folder)), QString();
    if (!writeFileAtomically(file, deckText(deck, CardDatabase::builtIn()).toUtf8(), &why))
        return fail(title, QStringLiteral("%1: could not write: %2").arg(file, why)), QString();
    reload();
    succeed(QStringLiteral("Imported the deck \"%1\" (%2 cards) to %3.").arg(deck.name).arg(deck.size()).arg(file));
    return QStringLiteral("user:") + QFileInfo(file).fileName();
}

QString DeckLibrary::importFile(const QString &fileOrUrl)
{
    const QString file = GameController::localPath(fileOrUrl);
    QFile f(file);
    const QFileInfo fi(file);
    if (fi.isDir() || !f.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("Deck not imported"), QStringLiteral("%1: cannot open: %2").arg(file, fi.isDir() ? QStringLiteral("it is a folder") : f.errorString())), QString();
    const QByteArray bytes = f.read(kMaxDeckFileSize + 1);
    if (bytes.size() > kMaxDeckFileSize)
        return fail(QStringLiteral("Deck not imported"), QStringLiteral("%1: the file is larger than 1 MiB: not a deck list").arg(file)), QString();
    Deck probe;
    QStringList problems;
    if (!readDeckText(QString::fromUtf8(bytes), CardDatabase::builtIn(), &probe, &problems)) {
        for (QString &p : problems)
            p = file + QStringLiteral(": ") + p;
        return fail(QStringLiteral("Deck not imported"), problems.join(QLatin1Char('\n'))), QString();
    }
    return importText(QString::fromUtf8(bytes), probe.name.isEmpty() ? fi.completeBaseName() : QString());
}

QString DeckLibrary::text(const QString &id) const
{
    Deck d;
    QString why;
    return deck(id, &d, &why) ? deckText(d, CardDatabase::builtIn()) : QString();
}

bool DeckLibrary::exportDeck(const QString &id, const QString &fileOrUrl)
{
    const QString title = QStringLiteral("Deck not exported");
    Deck d;
    QString why;
    if (!deck(id, &d, &why))
        return fail(title, why);
    const QString file = GameController::localPath(fileOrUrl);
    if (!writeFileAtomically(file, deckText(d, CardDatabase::builtIn()).toUtf8(), &why))
        return fail(title, QStringLiteral("%1: could not write: %2. The previous file, if any, is unchanged.").arg(file, why));
    succeed(QStringLiteral("Exported the deck \"%1\" to %2.").arg(d.name, file));
    return true;
}

bool DeckLibrary::removeDeck(const QString &id)
{
    const QString title = QStringLiteral("Deck not deleted");
    const UserDeck *u = userDeck(id);
    if (!u)
        return fail(title, id.startsWith(QLatin1String("demo:")) ? QStringLiteral("the demo decks cannot be deleted")
                                                                  : QStringLiteral("no deck \"%1\"").arg(id));
    const QString name = u->deck.name, file = u->file;
    QFile f(file);
    if (!f.remove())
        return fail(title, QStringLiteral("%1: %2").arg(file, f.errorString()));
    reload();
    succeed(QStringLiteral("Deleted the deck \"%1\" (%2).").arg(name, file));
    return true;
}

bool DeckLibrary::fail(const QString &title, const QString &why)
{
    // A deck list with typos is the player's input, not the program's fault: info, not warning.
    qCInfo(lcDecks).noquote() << title + QStringLiteral(": ") + why;
    setLastProblem(why);
    emit failed(title, why);
    return false;
}

void DeckLibrary::succeed(const QString &text)
{
    qCInfo(lcDecks).noquote() << text;
    setLastProblem(QString());
    emit done(text);
}

void DeckLibrary::setLastProblem(const QString &problem)
{
    if (problem == m_lastProblem)
        return;
    m_lastProblem = problem;
    emit lastProblemChanged();
}
