// The board editor's actions (issue 10, item 5): a QA tester sets up any position in sandbox
// mode, and every edit is an Action applied through Game::apply, so the game record replays it.
// "As an effect would" edits go through the rules: enters triggers (CR 603.6a), leaves triggers
// (CR 603.10a), daybound at night (CR 702.145b), replacements (CR 614), then state-based actions
// and triggers as a player would receive priority (CR 117.5). "Placed" edits change exactly what
// they name and nothing else, and may leave a position the rules would never leave standing;
// Game::positionProblem() says which, and player actions wait until it is fixed.
#pragma once

#include "context.h"

namespace rules::editing {

/// The most basic lands an emptied library may hold (Action::ClearBoard).
constexpr int kMaxLibraryLands = 100;
/// Whether `a` is one of the board editor's actions: AddCard, MoveCard, SetPermanent, SetTurn,
/// Remove, ClearBoard, or SetDesignation placed (which may also make it neither day nor night).
bool isEdit(const Action &a);
/// "" when edit `a` can be carried out; otherwise one sentence: an unknown card, a back face a
/// single-faced card lacks (CR 712.9), a card back face up outside the battlefield (CR 712.8a),
/// no such permanent or card, a card that is not a permanent card onto the battlefield (CR
/// 110.4), a permanent moved onto the battlefield again, a player who is not in the game or has
/// left it (CR 800.4a), a number out of range, a pending decision (its options name cards and
/// objects as they were: it is answered, or undone, first; but ClearBoard during the opening
/// hands ends them, and the first turn begins, CR 103.8). Never about priority or whether the
/// position is legal (ClearBoard: 0 to kMaxLibraryLands copies of a basic land, CR 205.4c): the editor may always edit (that is how a tester fixes a position).
QString check(const Context &c, const Action &a);
/// Carries out an edit that check() accepted; its events go to c.events(). Placed edits report
/// one PositionEdited event each and nothing else happens; edits as an effect would report what
/// the rules did (PermanentEntered, PermanentLeft, triggers...).
void execute(Context &c, const Action &a);
/// Where `zone` is for a card owned by `owner`, for messages: "the battlefield", "Alice's hand",
/// "the top of Bob's library".
QString zoneTitle(const Context &c, Action::Zone zone, int owner);

} // namespace rules::editing
