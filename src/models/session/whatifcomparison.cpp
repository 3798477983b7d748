#include "whatifcomparison.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

using namespace rules;

namespace {

QString designation(const QJsonObject &st)
{
    const QString d = st.value(QStringLiteral("designation")).toString();
    return d == QLatin1String("day") ? QStringLiteral("☀ day") : d == QLatin1String("night") ? QStringLiteral("☾ night") : QStringLiteral("neither");
}

QString when(const QJsonObject &st)
{
    return QStringLiteral("turn %1, %2").arg(st.value(QStringLiteral("turn")).toInt()).arg(st.value(QStringLiteral("step")).toString());
}

/// The faces up of the permanents of card `key` controlled by `controller`, in battlefield
/// order, e.g. "Lord of the Ulvenwald (tapped)"; "—" when there is none.
QString faces(const QJsonObject &st, const QString &key, const QString &controller, bool withTapped, const CardDatabase &cards)
{
    QStringList out;
    for (const QJsonValue &v : st.value(QStringLiteral("battlefield")).toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(QStringLiteral("card")).toString() != key || p.value(QStringLiteral("controller")).toString() != controller)
            continue;
        const CardDefinition *def = cards.find(key);
        const bool back = p.value(QStringLiteral("face")).toString() == QLatin1String("back");
        QString name = def ? def->faces.value(back ? 1 : 0).name : key;
        if (withTapped && p.value(QStringLiteral("tapped")).toBool())
            name += QStringLiteral(" (tapped)");
        out.append(name);
    }
    return out.isEmpty() ? QStringLiteral("—") : out.join(QStringLiteral(", "));
}

} // namespace

QVariantList compareWhatIf(const QJsonObject &mine, const QJsonObject &theirs, const QJsonObject &stepExpect, const QJsonObject &whatIfExpect,
                           const CardDatabase &cards, const Events &mainEvents, const Events &otherEvents)
{
    QVariantList rows;
    QSet<QString> shown;
    auto row = [&](const QString &what, const QString &a, const QString &b) {
        if (shown.contains(what))
            return;
        shown.insert(what);
        rows.append(QVariantMap{{QStringLiteral("what"), what}, {QStringLiteral("main"), a}, {QStringLiteral("other"), b}, {QStringLiteral("differs"), a != b}});
    };
    row(QStringLiteral("Day or night"), designation(mine), designation(theirs));
    if (when(mine) != when(theirs))
        row(QStringLiteral("Turn"), when(mine), when(theirs));

    const QJsonArray pa = mine.value(QStringLiteral("players")).toArray(), pb = theirs.value(QStringLiteral("players")).toArray();
    auto player = [&](const QString &name, const char *field) {
        for (qsizetype i = 0; i < pa.size() && i < pb.size(); ++i)
            if (pa[i].toObject().value(QStringLiteral("name")).toString() == name)
                return std::pair{pa[i].toObject().value(QLatin1String(field)), pb[i].toObject().value(QLatin1String(field))};
        return std::pair{QJsonValue(), QJsonValue()};
    };
    QStringList names;
    for (const QJsonValue &p : pa)
        names.append(p.toObject().value(QStringLiteral("name")).toString());

    bool tapped = false;
    QList<QPair<QString, QString>> permanents; // (card key, controller or "" for any), as named
    for (const QJsonObject &expect : {stepExpect, whatIfExpect}) {
        if (expect.contains(QStringLiteral("activePlayer")))
            row(QStringLiteral("Active player"), mine.value(QStringLiteral("activePlayer")).toString(), theirs.value(QStringLiteral("activePlayer")).toString());
        const struct { const char *field, *state, *what; } perPlayer[] = {
            {"life", "life", "%1: life"}, {"spellsCastThisTurn", "spellsCastThisTurn", "%1: spells cast this turn"}};
        for (const auto &f : perPlayer)
            for (const QString &name : expect.value(QLatin1String(f.field)).toObject().keys()) {
                const auto [a, b] = player(name, f.state);
                row(QString::fromLatin1(f.what).arg(name), QString::number(a.toInt()), QString::number(b.toInt()));
            }
        for (const QString &name : expect.value(QStringLiteral("handSize")).toObject().keys()) {
            const auto [a, b] = player(name, "hand");
            row(QStringLiteral("%1: cards in hand").arg(name), QString::number(a.toArray().size()), QString::number(b.toArray().size()));
        }
        for (const QJsonValue &v : expect.value(QStringLiteral("permanents")).toArray()) {
            const QJsonObject p = v.toObject();
            tapped = tapped || p.contains(QStringLiteral("tapped"));
            permanents.append({p.value(QStringLiteral("card")).toString(), p.value(QStringLiteral("controller")).toString()});
        }
    }
    // The order of events, when an expectation is about it (ruling 2: the check before the untap).
    QSet<QString> ordered;
    for (const QJsonObject &expect : {stepExpect, whatIfExpect})
        for (const QJsonValue &v : expect.value(QStringLiteral("events")).toObject().value(QStringLiteral("sequence")).toArray())
            ordered.insert(v.toObject().value(QStringLiteral("type")).toString());
    if (!ordered.isEmpty()) {
        auto order = [&ordered](const Events &events) {
            QStringList out;
            for (const Event &e : events)
                if (ordered.contains(Event::typeName(e.type))) {
                    QString words = e.text;
                    const qsizetype cut = words.indexOf(QRegularExpression(QStringLiteral("[:(]")));
                    if (cut > 0)
                        words.truncate(cut);
                    out.append(words.trimmed().remove(QRegularExpression(QStringLiteral("\\.$"))));
                }
            return out.join(QStringLiteral(" → "));
        };
        row(QStringLiteral("In this order"), order(mainEvents), order(otherEvents));
    }
    // Then every permanent whose face differs between the two, named or not.
    for (const QJsonObject &st : {mine, theirs})
        for (const QJsonValue &v : st.value(QStringLiteral("battlefield")).toArray()) {
            const QJsonObject p = v.toObject();
            const QString key = p.value(QStringLiteral("card")).toString(), who = p.value(QStringLiteral("controller")).toString();
            if (faces(mine, key, who, false, cards) != faces(theirs, key, who, false, cards))
                permanents.append({key, who});
        }
    for (const auto &[key, controller] : std::as_const(permanents)) {
        const QStringList owners = controller.isEmpty() ? names : QStringList{controller};
        for (const QString &who : owners) {
            const QString a = faces(mine, key, who, tapped, cards), b = faces(theirs, key, who, tapped, cards);
            if (a == QStringLiteral("—") && b == QStringLiteral("—"))
                continue;
            const CardDefinition *def = cards.find(key);
            row(QStringLiteral("%1's %2").arg(who, def ? def->faces.value(0).name : key), a, b);
        }
    }
    return rows;
}
