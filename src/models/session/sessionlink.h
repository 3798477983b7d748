// The one narrow interface between a table (one viewer) and the session that holds the game.
#pragma once

#include "action.h"
#include "carddatabase.h"
#include "gamestate.h"

#include <QObject>

/// What a table may ask of the session that holds the authority over a game, and all it hears
/// back. A table never holds the session's rules::Game: it reads the position through state()
/// and cards(), and changes it only by submit(). The in-process session (LocalSession)
/// implements it; a remote one (src/session) can, from the messages it receives.
///
/// Every answer is typed: submit() returns rules::Result, accepted with the engine's events in
/// order, or refused with one line citing the rule (the game exactly as it was).
class SessionLink : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~SessionLink() override = default;

    /// Whether a game is held (state() and cards() may be read).
    virtual bool hasGame() const = 0;
    /// The position the session shows now (after hasGame() only): for a remote session what this
    /// viewer may see of it.
    virtual const rules::GameState &state() const = 0;
    /// The cards of the game held (after hasGame() only): the names, faces and rules text the
    /// table shows for card ids of state().
    virtual const rules::CardDatabase &cards() const = 0;
    /// Submits one action, or the answer to the pending decision (rules::Action; a decision is
    /// answered by the action its kind asks for). Returns the engine's verdict: accepted with the
    /// events it caused, in order, or refused (`reason`, one line citing the rule) with nothing
    /// changed. Without a game: refused, "No game is running.".
    virtual rules::Result submit(const rules::Action &action) = 0;

signals:
    /// The game held changed: after an accepted submit() with its events in order; with no
    /// events when another game or another point of the record is shown (read state() anew).
    void gameChanged(const rules::Events &events);
};
