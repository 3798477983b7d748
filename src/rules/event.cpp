#include "event.h"

namespace rules {

QString Event::typeName(Type t)
{
    static const char *names[] = {
        "gameStarted", "turnBegan", "stepBegan", "priorityPassed", "libraryShuffled", "cardDrawn", "drawSkipped",
        "landPlayed", "manaAdded", "costPaid", "manaEmptied", "spellCast", "spellResolved", "abilityTriggered",
        "abilityResolved", "permanentEntered", "tokenCreated", "permanentLeft", "permanentTransformed",
        "designationChecked", "dayNightChanged", "untapped", "cardDiscarded", "damageRemoved",
        "decisionRequired", "lifeChanged", "playerLost", "gameOver", "notEnforced",
        "attackersDeclared", "blockersDeclared", "damageDealt", "cardsChosen", "counterAdded"};
    return QString::fromLatin1(names[static_cast<int>(t)]);
}

} // namespace rules
