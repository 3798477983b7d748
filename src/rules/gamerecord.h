// The game record (issue 10): a game as its start position plus every action in order, kept as
// a tree so that acting from a past point starts a variation and keeps the old line, as a chess
// analysis board does. Undo, redo and jumps walk it; the states are kept, so a jump is a lookup,
// never a replay.
#pragma once

#include "action.h"
#include "gamestate.h"

#include <QHash>
#include <QList>

namespace rules {

class GameRecord
{
public:
    /// One point of the game: the action that led here and what followed.
    struct Node {
        int parent = -1;        ///< the node this action was played from; -1 for the start
        QList<int> children;    ///< the variations played from here; the first is the main line
        int lastVisited = -1;   ///< the child redo follows (the one last walked), -1 if none
        Action action;          ///< what led here (unused for the start)
        Events events;          ///< every event that followed the action, in order
        GameState state;        ///< the position after it (implicitly shared where unchanged)
        int ply = 0;            ///< actions from the start (0 for the start)
    };

    /// A record holding only `start` (node 0), with the events that set it up (a new game's
    /// shuffles and draws), if any.
    explicit GameRecord(const GameState &start = {}, const Events &startEvents = {});

    int size() const { return int(m_nodes.size()); }
    /// Node `index`, 0 <= index < size().
    const Node &node(int index) const { return m_nodes[index]; }
    /// Where the game is now.
    int current() const { return m_current; }
    const GameState &currentState() const { return m_nodes[m_current].state; }

    /// Records that `action` was accepted at the current node, leading to `after` with `events`,
    /// and makes that the current node. If the current node already has a child with the same
    /// action it is reused (the game is deterministic: the same action gives the same result);
    /// otherwise a new variation is added after the existing ones (the first stays the main
    /// line). Returns the new current node.
    int played(const Action &action, const Events &events, const GameState &after);

    bool canUndo() const { return m_current != 0; }
    /// Can redo: the current node has a variation to walk into.
    bool canRedo() const { return !m_nodes[m_current].children.isEmpty(); }
    /// Steps back to the parent; returns the new current node (unchanged at the start).
    int undo();
    /// Steps forward into the child last walked (else the main line); returns the new current
    /// node (unchanged where nothing follows).
    int redo();
    /// Jumps to node `index` (0 <= index < size()); the nodes on the way remember the path, so
    /// redo from an ancestor follows it. Returns false for an index out of range.
    bool goTo(int index);
    /// The nodes from the start (0) to `index`, in order.
    QList<int> path(int index) const;
    /// The nodes a redo from the current node would walk to the end: the remembered variation at
    /// each step, else the main line.
    QList<int> continuation() const;
    /// Whether node `index` lies on the main line (every node from the start to it is the first
    /// variation of its parent). The start is on the main line.
    bool isMainLine(int index) const;
    /// The first node of the variation holding `index`: the nearest node at or above it that is
    /// not the first child of its parent; 0 (the start) when `index` is on the main line.
    int variationRoot(int index) const;

    /// Makes the line through `index` the main line: at every node from it up to the start, its
    /// branch becomes the parent's first variation (the others keep their order). The current
    /// node and every state stay. Returns false for an index out of range.
    bool promote(int index);
    /// Node `index` and every node played after it (its whole subtree, variations included), in
    /// storage order (`index` first); empty for an index out of range. What remove(index) deletes.
    QList<int> subtree(int index) const;
    /// Deletes node `index` and everything played after it (its whole subtree, variations
    /// included); the nodes after it in storage are renumbered (`renumbered`, if given, receives
    /// old index -> new index for the nodes kept). When the current node is deleted, the game
    /// goes to the parent of `index`. The start (0) cannot be deleted: returns false for it and
    /// for an index out of range.
    bool remove(int index, QHash<int, int> *renumbered = nullptr);

private:
    QList<Node> m_nodes;
    int m_current = 0;
};

} // namespace rules
