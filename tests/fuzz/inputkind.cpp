#include "inputkind.h"

namespace fuzz {

const QList<InputKind> &allKinds()
{
    static const QList<InputKind> kinds = {InputKind::Scenario, InputKind::Replay, InputKind::Report,
                                           InputKind::Autosave, InputKind::Lesson, InputKind::DeckList};
    return kinds;
}

QString kindName(InputKind kind)
{
    switch (kind) {
    case InputKind::Scenario: return QStringLiteral("scenario");
    case InputKind::Replay: return QStringLiteral("replay");
    case InputKind::Report: return QStringLiteral("report");
    case InputKind::Autosave: return QStringLiteral("autosave");
    case InputKind::Lesson: return QStringLiteral("lesson");
    case InputKind::DeckList: return QStringLiteral("deck");
    }
    return QString();
}

bool kindFromName(const QString &name, InputKind *kind)
{
    for (InputKind k : allKinds())
        if (kindName(k) == name) {
            *kind = k;
            return true;
        }
    return false;
}

} // namespace fuzz
