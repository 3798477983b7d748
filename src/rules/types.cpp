#include "types.h"

namespace rules {

QString dayNightName(DayNight d)
{
    switch (d) {
    case DayNight::Neither: return QStringLiteral("neither");
    case DayNight::Day: return QStringLiteral("day");
    case DayNight::Night: return QStringLiteral("night");
    }
    return {};
}

QString stepName(Step s)
{
    static const std::array<const char *, kStepCount> names = {
        "untap", "upkeep", "draw", "precombatMain", "beginningOfCombat", "declareAttackers",
        "declareBlockers", "combatDamage", "endOfCombat", "postcombatMain", "end", "cleanup"};
    return QString::fromLatin1(names[static_cast<int>(s)]);
}

QString stepTitle(Step s)
{
    static const std::array<const char *, kStepCount> titles = {
        "untap step", "upkeep step", "draw step", "precombat main phase",
        "beginning of combat step", "declare attackers step", "declare blockers step",
        "combat damage step", "end of combat step", "postcombat main phase", "end step",
        "cleanup step"};
    return QString::fromLatin1(titles[static_cast<int>(s)]);
}

QChar colorLetter(Color c)
{
    static const char letters[] = "WUBRGC";
    return QChar::fromLatin1(letters[static_cast<int>(c)]);
}

bool colorFromLetter(QChar letter, Color *out)
{
    static const QString letters = QStringLiteral("WUBRGC");
    const auto i = letters.indexOf(letter.toUpper());
    if (i < 0)
        return false;
    *out = static_cast<Color>(i);
    return true;
}

} // namespace rules
