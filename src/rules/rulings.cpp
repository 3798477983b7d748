#include "rulings.h"

#include "carddatabase.h"
#include "jsonreader.h"

static void initRulingResources()
{
    Q_INIT_RESOURCE(cards);
}

namespace rules {

bool RulingsRegistry::load(const QString &file, QString *error)
{
    QJsonObject json;
    if (!readJsonObject(file, &json, error))
        return false;
    QString why;
    JsonReader r(&why);
    QJsonArray list;
    if (!r.array(json, QStringLiteral("$"), "rulings", &list)) {
        *error = file + QStringLiteral(": ") + why;
        return false;
    }
    QList<Ruling> rulings;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = JsonReader::at(QStringLiteral("$.rulings"), i);
        const QJsonObject o = list[i].toObject();
        Ruling ruling;
        QString status;
        if (!r.integer(o, path, "id", &ruling.id, true) || !r.string(o, path, "date", &ruling.date)
            || !r.string(o, path, "text", &ruling.text) || !r.string(o, path, "summary", &ruling.summary)
            || !r.strings(o, path, "rules", &ruling.rules) || !r.string(o, path, "status", &status)
            || !r.integer(o, path, "pendingIssue", &ruling.pendingIssue)) {
            *error = file + QStringLiteral(": ") + why;
            return false;
        }
        if (status != QLatin1String("enforced") && status != QLatin1String("pending")) {
            r.fail(JsonReader::at(path, "status"), QStringLiteral("expected \"enforced\" or \"pending\""), status);
            *error = file + QStringLiteral(": ") + why;
            return false;
        }
        ruling.enforced = status == QLatin1String("enforced");
        rulings.append(ruling);
    }
    m_rulings = rulings;
    return true;
}

const RulingsRegistry &RulingsRegistry::builtIn()
{
    static const RulingsRegistry registry = [] {
        initRulingResources();
        RulingsRegistry r;
        QString error;
        if (!r.load(QStringLiteral(":/rulings.json"), &error))
            qFatal("built-in rulings registry is broken: %s", qPrintable(error));
        return r;
    }();
    return registry;
}

const Ruling *RulingsRegistry::find(int id) const
{
    for (const Ruling &r : m_rulings)
        if (r.id == id)
            return &r;
    return nullptr;
}

} // namespace rules
