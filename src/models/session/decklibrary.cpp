#include "decklibrary.h"

#include "atomicfile.h"
#include "decktext.h"
#include "gamecontroller.h"
#include "inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

Q_LOGGING_CATEGORY(lcDecks, "daynight.models.decks", QtInfoMsg)

using namespace rules;

namespace {

/// The preconstructed decks by id ("demo:<name>") -> their resource name
/// (CardDatabase::builtInDeckNames(), builtInDeck()).
const QList<QPair<QString, QString>> &demoDecks()
{
    static const QList<QPair<QString, QString>> decks = [] {
        QList<QPair<QString, QString>> out;
        for (const QString &name : CardDatabase::builtInDeckNames())
            out.append({QStringLiteral("demo:") + name, name});
        return out;
    }();
    return decks;
}

/// A name a person wrote, as the list shows it: escaped, at most 80 characters.
QString listedName(const QString &name)
{
    const QString simple = name.simplified();
    return simple.size() > 80 ? printable(simple.left(79)) + QChar(0x2026) : printable(simple);
}

/// "English" grouping for counts in messages: 99,900.
QString countText(int n)
{
    return QLocale(QLocale::English).toString(n);
}

} // namespace

DeckLibrary::DeckLibrary(QObject *parent)
    : QObject(parent)
{
    rebuildList();
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
        // System: FIFOs, devices, sockets and broken links are listed too (as decks that cannot
        // be played), so a file that is not one is seen, never read.
        const QFileInfoList files = QDir(m_folder).entryInfoList({QStringLiteral("*.txt")}, QDir::Files | QDir::System, QDir::Name);
        for (const QFileInfo &fi : files) {
            UserDeck d;
            d.id = QStringLiteral("user:") + fi.fileName();
            d.file = fi.absoluteFilePath();
            QByteArray bytes;
            QString error;
            QStringList problems;
            if (!readInputFile(d.file, &bytes, &error)) {
                problems.append(printable(error));
                d.problems = 1;
            } else {
                readDeckText(QString::fromUtf8(bytes), CardDatabase::builtIn(), &d.deck, &problems, &d.problems);
            }
            d.problem = problems.join(QLatin1Char('\n'));
            d.summary = d.problems <= 1 ? d.problem
                : QStringLiteral("%1 (and %2 more problem%3)").arg(problems.value(0), countText(d.problems - 1), d.problems > 2 ? QStringLiteral("s") : QString());
            if (d.deck.name.isEmpty())
                d.deck.name = fi.completeBaseName();
            m_user.append(d);
        }
        std::stable_sort(m_user.begin(), m_user.end(), [](const UserDeck &a, const UserDeck &b) {
            return a.deck.name.compare(b.deck.name, Qt::CaseInsensitive) < 0;
        });
    }
    rebuildList();
    emit decksChanged();
}

void DeckLibrary::rebuildList()
{
    m_list.clear();
    QSet<QString> taken; // names as listed, case folded
    for (const auto &[id, resource] : demoDecks()) {
        const Deck d = CardDatabase::builtInDeck(resource);
        taken.insert(d.name.toCaseFolded());
        m_list.append(QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), d.name}, {QStringLiteral("cards"), d.size()},
                                  {QStringLiteral("sideboard"), 0}, {QStringLiteral("builtIn"), true}, {QStringLiteral("file"), QString()},
                                  {QStringLiteral("problem"), QString()}, {QStringLiteral("problems"), 0},
                                  {QStringLiteral("summary"), QString()}});
    }
    for (UserDeck &u : m_user) {
        // A name already listed (a demo deck's, an earlier file's) says which file this one is.
        u.name = listedName(u.deck.name);
        if (taken.contains(u.name.toCaseFolded())) {
            const QString from = QStringLiteral("%1 (from %2)").arg(u.name, printable(QFileInfo(u.file).fileName()));
            u.name = from;
            for (int n = 2; taken.contains(u.name.toCaseFolded()); ++n)
                u.name = QStringLiteral("%1 (%2)").arg(from).arg(n);
        }
        taken.insert(u.name.toCaseFolded());
        int sideboard = 0;
        for (const auto &entry : u.deck.sideboard)
            sideboard += entry.second;
        m_list.append(QVariantMap{{QStringLiteral("id"), u.id}, {QStringLiteral("name"), u.name}, {QStringLiteral("cards"), u.deck.size()},
                                  {QStringLiteral("sideboard"), sideboard}, {QStringLiteral("builtIn"), false},
                                  {QStringLiteral("file"), printable(u.file)}, {QStringLiteral("problem"), u.problem},
                                  {QStringLiteral("problems"), u.problems}, {QStringLiteral("summary"), u.summary}});
    }
}

QVariantList DeckLibrary::decks() const
{
    return m_list;
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
        *why = QStringLiteral("no deck \"%1\"").arg(printable(id));
        return false;
    }
    if (!u->problem.isEmpty()) {
        *why = QStringLiteral("the deck \"%1\" (%2) cannot be played: %3").arg(u->name, printable(u->file), u->summary);
        return false;
    }
    *out = u->deck;
    out->name = u->name;
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
    return u ? u->name : QString();
}

QString DeckLibrary::freeName(const QString &name) const
{
    // Compared as the list shows names (escaped, without regard to case).
    QString candidate = name;
    for (int n = 2; !idOf(listedName(candidate)).isEmpty(); ++n)
        candidate = QStringLiteral("%1 (%2)").arg(name).arg(n);
    return candidate;
}

QString DeckLibrary::importText(const QString &text, const QString &name)
{
    Deck deck;
    QStringList problems;
    int count = 0;
    if (!readDeckText(text, CardDatabase::builtIn(), &deck, &problems, &count))
        return fail(QStringLiteral("Deck not imported"), problems.join(QLatin1Char('\n')), count), QString();
    return importDeck(deck, name);
}

QString DeckLibrary::importDeck(Deck deck, const QString &name)
{
    const QString title = QStringLiteral("Deck not imported");
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
    for (int n = 2; QFileInfo::exists(file) || QFileInfo(file).isSymLink(); ++n)
        file = dir.filePath(QStringLiteral("%1-%2.txt").arg(base).arg(n));
    QString why;
    if (!QDir().mkpath(m_folder))
        return fail(title, QStringLiteral("%1: cannot create the folder").arg(printable(m_folder))), QString();
    if (!writeFileAtomically(file, deckText(deck, CardDatabase::builtIn()).toUtf8(), &why))
        return fail(title, QStringLiteral("%1: could not write: %2").arg(printable(file), why)), QString();
    reload();
    const QString id = QStringLiteral("user:") + QFileInfo(file).fileName();
    succeed(QStringLiteral("Imported the deck \"%1\" (%2 cards) to %3.").arg(nameOf(id)).arg(deck.size()).arg(printable(file)));
    return id;
}

QString DeckLibrary::importFile(const QString &fileOrUrl)
{
    const QString title = QStringLiteral("Deck not imported");
    const QString file = GameController::localPath(fileOrUrl);
    QByteArray bytes;
    QString error;
    if (!readInputFile(file, &bytes, &error))
        return fail(title, printable(error)), QString();
    Deck deck;
    QStringList problems;
    int count = 0;
    if (!readDeckText(QString::fromUtf8(bytes), CardDatabase::builtIn(), &deck, &problems, &count)) {
        // Each listed problem names the file; the count of the others, if any, is the last line.
        const qsizetype listed = std::min(count, kMaxDeckProblemsListed);
        for (qsizetype i = 0; i < listed; ++i)
            problems[i] = printable(file) + QStringLiteral(": ") + problems[i];
        return fail(title, problems.join(QLatin1Char('\n')), count), QString();
    }
    return importDeck(deck, deck.name.isEmpty() ? QFileInfo(file).completeBaseName() : QString());
}

QString DeckLibrary::text(const QString &id) const
{
    Deck d;
    QString why;
    if (!deck(id, &d, &why))
        return {};
    if (const UserDeck *u = userDeck(id))
        d = u->deck; // its file's own name, not the one it is listed under
    return deckText(d, CardDatabase::builtIn());
}

bool DeckLibrary::exportDeck(const QString &id, const QString &fileOrUrl)
{
    const QString title = QStringLiteral("Deck not exported");
    Deck d;
    QString why;
    if (!deck(id, &d, &why))
        return fail(title, why);
    const QString file = GameController::localPath(fileOrUrl);
    if (!writeFileAtomically(file, text(id).toUtf8(), &why))
        return fail(title, QStringLiteral("%1: could not write: %2. The previous file, if any, is unchanged.").arg(printable(file), why));
    succeed(QStringLiteral("Exported the deck \"%1\" to %2.").arg(d.name, printable(file)));
    return true;
}

bool DeckLibrary::removeDeck(const QString &id)
{
    const QString title = QStringLiteral("Deck not deleted");
    const UserDeck *u = userDeck(id);
    if (!u)
        return fail(title, id.startsWith(QLatin1String("demo:")) ? QStringLiteral("the demo decks cannot be deleted")
                                                                  : QStringLiteral("no deck \"%1\"").arg(printable(id)));
    const QString name = u->name, file = u->file;
    QFile f(file);
    if (!f.remove())
        return fail(title, QStringLiteral("%1: %2").arg(printable(file), f.errorString()));
    reload();
    succeed(QStringLiteral("Deleted the deck \"%1\" (%2).").arg(name, printable(file)));
    return true;
}

bool DeckLibrary::fail(const QString &title, const QString &why, int problems)
{
    // A deck list with typos is the player's input, not the program's fault: info, not warning.
    // One line, however many problems the list had.
    qCInfo(lcDecks).noquote() << (problems > 1 ? QStringLiteral("%1: %2 problems, the first: %3").arg(title, countText(problems), why.section(QLatin1Char('\n'), 0, 0))
                                               : QStringLiteral("%1: %2").arg(title, why));
    setLastProblem(why);
    emit failed(title, why, problems);
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
