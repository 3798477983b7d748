// The side-by-side table of a lesson step's "what if": the lesson's own outcome beside the
// other one, limited to what the step is about, so the class sees the difference that matters.
#pragma once

#include "carddatabase.h"
#include "event.h"

#include <QJsonObject>
#include <QVariantList>

/// Rows {what, main, other, differs (bool)} comparing two positions written by
/// rules::stateToJson: `mine` (the lesson's outcome) and `theirs` (the what-if's).
///
/// What is compared: day or night, always; then what the step's `expect` and the what-if's
/// `expect` name (scenario expectations: "permanents" by card key, "life", "handSize",
/// "spellsCastThisTurn", "activePlayer"); then any permanent whose face up differs. Permanents
/// are matched by card key and controller, not object id (a card cast in one line and put onto
/// the battlefield in the other is a new object in each, CR 400.7, but the same card for the
/// class). A permanent shows its face's name, and "(tapped)" when an expectation names
/// "tapped". The turn is a row only when it differs. `cards` names the faces.
///
/// When an expectation names an order of events ("events": {"sequence": [...]}), a row "In this
/// order" gives the events of those types that each line caused from the step's start
/// (`mainEvents`, `otherEvents`), each by its log line up to its first colon or bracket, joined
/// by " → " ("Turn 4 → It becomes day → … → Bob untaps 1 permanent").
QVariantList compareWhatIf(const QJsonObject &mine, const QJsonObject &theirs, const QJsonObject &stepExpect, const QJsonObject &whatIfExpect,
                           const rules::CardDatabase &cards, const rules::Events &mainEvents = {}, const rules::Events &otherEvents = {});
