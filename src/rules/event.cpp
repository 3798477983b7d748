#include "event.h"

#include <iterator>

namespace rules {

namespace {
const char *const kNames[] = {
        "gameStarted", "turnBegan", "stepBegan", "priorityPassed", "libraryShuffled", "cardDrawn", "drawSkipped",
        "landPlayed", "manaAdded", "costPaid", "manaEmptied", "spellCast", "spellResolved", "abilityTriggered",
        "abilityResolved", "permanentEntered", "tokenCreated", "permanentLeft", "permanentTransformed",
        "designationChecked", "dayNightChanged", "untapped", "cardDiscarded", "damageRemoved",
        "decisionRequired", "lifeChanged", "playerLost", "gameOver", "notEnforced",
        "attackersDeclared", "blockersDeclared", "damageDealt", "cardsChosen", "counterAdded", "abilityActivated", "spellCopied", "spellCountered",
        "positionEdited"};
static_assert(std::size(kNames) == static_cast<size_t>(Event::Type::PositionEdited) + 1, "one name per event type");
} // namespace

QString Event::typeName(Type t)
{
    return QString::fromLatin1(kNames[static_cast<int>(t)]);
}

int Event::typeCount()
{
    return int(std::size(kNames));
}

bool Event::isTypeName(const QString &name)
{
    for (const char *n : kNames)
        if (name == QLatin1String(n))
            return true;
    return false;
}

} // namespace rules
