// The rulings registry: the twelve seed rulings and the CR paragraphs behind each
// (resources/rulings.json).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace rules {

/// One official ruling from ../shared/seeds/tovolar-rulings.txt.
struct Ruling {
    int id = 0;             ///< 1..12, in the seed file's order
    QString date;           ///< "2021-09-24"
    QString text;           ///< the ruling's words
    QString summary;        ///< one line for logs and tooltips
    QStringList rules;      ///< CR paragraphs it rests on, e.g. {"CR 730.2a", "CR 502.2"}
    bool enforced = false;  ///< false: "pending", listed with the issue that will enforce it
    int pendingIssue = 0;   ///< issue number, when pending
};

/// Loads and looks up rulings.
class RulingsRegistry
{
public:
    /// Reads a rulings file. On error returns false with "<file>: <json path>: <problem>".
    bool load(const QString &file, QString *error);
    /// The registry compiled into the program (:/rulings.json).
    static const RulingsRegistry &builtIn();

    const Ruling *find(int id) const;
    const QList<Ruling> &all() const { return m_rulings; }

private:
    QList<Ruling> m_rulings;
};

} // namespace rules
