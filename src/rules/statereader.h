// Reading a "state" object (statejson.h): the reader's internals, shared by statereader.cpp
// and stateconsistency.cpp. Not part of the engine's interface.
#pragma once

#include "jsonreader.h"
#include "statejson.h"

namespace rules {

class Context;

// Reads one "state" object. Keeps the reader, the database and the refs together.
class StateReader
{
public:
    StateReader(const CardDatabase &db, QString *error, CardRefs *refs) : r(error), db(db), refs(refs) {}

    bool read(const QJsonObject &o, const QString &path, GameState *out);
    /// Whether zones may hold kHiddenCardKey (a view, visibility.h); a saved game may not.
    bool allowHidden = false;

private:
    bool player(const QJsonValue &v, const QString &path, int *out, bool allowNull);
    /// A decision's "purpose" string (statejson.h continuationText()) back into a continuation.
    bool continuation(const QString &text, const QString &path, Continuation *out);
    /// A decision's "casting": the spell or ability whose targets are being chosen.
    bool pendingCast(const QJsonObject &o, const QString &path, int player);
    bool cardEntry(const QJsonValue &v, const QString &path, int owner, int *cardId, QJsonObject *extra);
    bool zone(const QJsonObject &o, const QString &path, const char *key, int owner, QList<int> *out);
    bool permanent(const QJsonValue &v, const QString &path, int defaultPlayer);
    bool stackObject(const QJsonValue &v, const QString &path, StackObject *out, bool assignId = true);
    /// One "untilEndOfTurn" entry: a pump, or "becomesCreature" (Arlinn's 0), on a permanent of
    /// the battlefield; read after the battlefield.
    bool untilEndOfTurn(const QJsonValue &v, const QString &path);
    bool consistent(const QString &path);
    /// Every id the position names (attachments, blocks, stack targets) names an object that
    /// exists, or for targets one that existed (below nextObjectId); no two
    /// objects share an id; no attachment cycle (CR 301.5c, 303.4d).
    bool references(const QString &path);
    bool checkDecision(const QString &path, const Context &game);
    /// A player's "opening" and "mulligans" (CR 103.5), read into `out`.
    bool openingHand(const QJsonObject &o, const QString &path, Player *out);
    /// Opening hands are chosen on turn 0 only, with nothing yet on the battlefield or the stack.
    bool checkOpeningHands(const QString &path);
    /// Combat state only in the steps where it can exist: attacking from declare attackers,
    /// blocking (and who declared blockers) from declare blockers, first-strike damage done in
    /// combat damage, all to the end of combat step (CR 506.4, 511.3).
    bool combat(const QString &path);

    JsonReader r;
    const CardDatabase &db;
    CardRefs *refs;
    GameState s;
    QHash<int, QString> permanentPaths; // object id -> where it was in the file
    QList<int> linkedSoFar;             // exiled cards already linked to a permanent
};

} // namespace rules
