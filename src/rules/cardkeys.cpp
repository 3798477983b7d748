#include "cardkeys.h"

#include "carddatabase.h"
#include "inputfile.h"
#include "suggestion.h"

#include <QStringList>
#include <algorithm>

namespace rules {

namespace {

/// A name as a key is spelt: lower case, each run of characters other than letters and digits
/// one '-', apostrophes dropped ("Tovolar's Huntmaster" -> "tovolars-huntmaster").
QString slug(const QString &name)
{
    QString out;
    for (const QChar c : name.toCaseFolded()) {
        if (c.isLetterOrNumber())
            out.append(c);
        else if (c != QLatin1Char('\'') && c != QChar(0x2019) && !out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out.append(QLatin1Char('-'));
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

} // namespace

QString cardKeyList(const CardDatabase &db)
{
    const QStringList all = db.keys();
    qsizetype width = 0;
    for (const QString &key : all)
        width = std::max(width, key.size());
    QString out;
    for (const QString &key : all) {
        QStringList names;
        for (const CardFace &face : db.find(key)->faces)
            names.append(face.name);
        out += key.leftJustified(width + 2) + names.join(QStringLiteral(" // ")) + QLatin1Char('\n');
    }
    return out;
}

QString closestCardKey(const CardDatabase &db, const QString &wanted)
{
    if (db.find(wanted) || wanted.size() > 200)
        return {};
    const QStringList all = db.keys();
    if (const QString near = closestMatch(wanted, all); !near.isEmpty())
        return near;
    if (hasHiddenCharacters(wanted)) // a disguised name is offered only what it is close to
        return {};
    const QString s = slug(wanted);
    if (s.isEmpty())
        return {};
    for (const QString &key : all)
        for (const CardFace &face : db.find(key)->faces)
            if (slug(face.name) == s)
                return key;
    for (const QString &key : all)
        if (key.startsWith(s + QLatin1Char('-')))
            return key;
    return {};
}

QString didYouMeanCard(const CardDatabase &db, const QString &wanted)
{
    const QString key = closestCardKey(db, wanted);
    return key.isEmpty() ? QString() : QStringLiteral("; did you mean \"%1\"?").arg(printable(key));
}

} // namespace rules
