// The decks a seat can play (issue 13, part 6): the two demo decks, always there and read-only,
// and the player's own decks, kept as text files in the user's data folder.
#pragma once

#include "carddatabase.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/// Lists, imports, exports and deletes decks. A deck is named by an id: "demo:tovolars-pack",
/// "demo:day-keepers", or "user:<file name>" for a file in `folder`. User decks are stored in
/// the text format of rules::readDeckText() ("4 Tovolar, Dire Overlord", one `<name>.txt` each),
/// written atomically; a file the player drops into the folder is listed too. Every file is
/// read with rules::readInputFile() (a regular file of at most rules::kMaxInputFileSize): a
/// FIFO, a device or a link to one is listed as a deck that cannot be played, with the reason,
/// and never read.
///
/// Names as listed: every name a person wrote is shown escaped (rules::printable(), at most 80
/// characters), and no two decks are listed under the same name (compared without regard to
/// case): a user deck named like a demo deck or like a user deck listed before it (by name, then
/// file) is listed as "Tovolar's Pack (from my-wolves.txt)". The table calls a deck by that name
/// (the seats, messages); its file keeps the name it was given.
class DeckLibrary : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the GameController (GameController.decks)")
    /// The folder of the user's decks: the program sets it to AppDataLocation + "/decks"
    /// (~/.local/share/DayNightTable/daynight/decks); "" (the default, tests) keeps no user deck.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged FINAL)
    /// Every deck, the demo decks first, then the user's by name: maps of {id, name (as listed),
    /// cards (main deck size), sideboard (its size), builtIn (read-only), file (the user deck's
    /// path, escaped; "" for a demo deck), problem ("" when the deck can be played, else why not,
    /// one problem per line: the first rules::kMaxDeckProblemsListed and a count of the rest),
    /// problems (how many in all), summary (one line: the first problem and how many more)}.
    Q_PROPERTY(QVariantList decks READ decks NOTIFY decksChanged FINAL)
    /// Every problem of the last import, export or deletion that failed, one per line ("line 7:
    /// no card named ..."); "" once one worked.
    Q_PROPERTY(QString lastProblem READ lastProblem NOTIFY lastProblemChanged FINAL)
public:
    static inline const QString kTovolarsPack = QStringLiteral("demo:tovolars-pack");
    static inline const QString kDayKeepers = QStringLiteral("demo:day-keepers");

    explicit DeckLibrary(QObject *parent = nullptr);

    QString folder() const { return m_folder; }
    void setFolder(const QString &folder);
    QVariantList decks() const;
    QString lastProblem() const { return m_lastProblem; }

    /// The deck `id` names, checked against the built-in card pool, named as listed. False, with
    /// `*why` ("no deck \"user:x.txt\"", or a user file's problems), when there is none or it
    /// cannot be played.
    bool deck(const QString &id, rules::Deck *out, QString *why) const;
    /// The id of the deck named `name` (case-insensitive; demo decks first), "" if none.
    Q_INVOKABLE QString idOf(const QString &name) const;
    /// The deck's display name ("Tovolar's Pack"), "" for an unknown id.
    Q_INVOKABLE QString nameOf(const QString &id) const;

    /// Imports a deck list (rules::readDeckText()) as a new user deck named `name`, else the
    /// text's own Arena "Name", else "Imported deck"; a name taken by another deck gets " (2)",
    /// " (3)"... Returns the new deck's id; on any problem returns "" and saves nothing
    /// (lastProblem and failed() list the problems, by line: the first hundred and a count).
    Q_INVOKABLE QString importText(const QString &text, const QString &name = QString());
    /// The same from a text file (a path or a file:// URL), named after the file unless the text
    /// has a "Name". Read with rules::readInputFile(): only a regular file of at most
    /// rules::kMaxInputFileSize (16 MiB); anything else is refused with the reason.
    Q_INVOKABLE QString importFile(const QString &fileOrUrl);
    /// Writes deck `id` as text (rules::deckText()) to `fileOrUrl`, atomically. False (with
    /// failed()) on an unknown id or a write error; the old file is then unchanged.
    Q_INVOKABLE bool exportDeck(const QString &id, const QString &fileOrUrl);
    /// The deck as text, as exportDeck() writes it (a user deck under its file's own "Name", not a
    /// suffix the list adds); "" for an unknown id or a deck that cannot be played.
    Q_INVOKABLE QString text(const QString &id) const;
    /// Deletes user deck `id` (its file). Demo decks cannot be deleted: false, with failed().
    Q_INVOKABLE bool removeDeck(const QString &id);
    /// Reads the folder again (a file added or edited by hand).
    Q_INVOKABLE void reload();

signals:
    void folderChanged();
    void decksChanged();
    void lastProblemChanged();
    /// An import, export or deletion failed: `title` ("Deck not imported"), `why` the problems,
    /// one per line (the first hundred, then "… and N more problems"), `problems` how many there
    /// are in all.
    void failed(const QString &title, const QString &why, int problems);
    /// An import, export or deletion worked: one line saying what was done.
    void done(const QString &text);

private:
    struct UserDeck {
        QString id;
        QString file;
        rules::Deck deck;   ///< as the file has it; its name: the file's "Name", else the file's base name
        QString name;       ///< as listed: escaped, unique
        QString problem;    ///< "" when it can be played, else the problems, one per line
        int problems = 0;   ///< how many problems in all
        QString summary;    ///< one line: the first problem, and how many more
    };
    /// Says `why` (`problems` of them) failed: lastProblem, failed(), and the program's log (one
    /// line: the count and the first problem).
    bool fail(const QString &title, const QString &why, int problems = 1);
    /// Saves `deck` as a new user deck (importText(), importFile()): `name` if given, else its
    /// own, else "Imported deck". Returns its id, "" on failure (said).
    QString importDeck(rules::Deck deck, const QString &name);
    /// Builds the list decks() returns (after the folder was read).
    void rebuildList();
    void succeed(const QString &text);
    void setLastProblem(const QString &problem);
    const UserDeck *userDeck(const QString &id) const;
    /// A name no deck has: `name`, else "name (2)", "name (3)"...
    QString freeName(const QString &name) const;

    QString m_folder;
    QList<UserDeck> m_user;
    QVariantList m_list;    ///< decks()
    QString m_lastProblem;
};
