#include "gamerecord.h"

namespace rules {

GameRecord::GameRecord(const GameState &start, const Events &startEvents)
{
    Node root;
    root.state = start;
    root.events = startEvents;
    m_nodes.append(root);
}

int GameRecord::played(const Action &action, const Events &events, const GameState &after)
{
    Node &here = m_nodes[m_current];
    for (int child : std::as_const(here.children))
        if (m_nodes[child].action == action) {
            here.lastVisited = child;
            return m_current = child;
        }
    Node next;
    next.parent = m_current;
    next.action = action;
    next.events = events;
    next.state = after;
    next.ply = here.ply + 1;
    const int index = int(m_nodes.size());
    here.children.append(index);
    here.lastVisited = index;
    m_nodes.append(next);
    return m_current = index;
}

int GameRecord::undo()
{
    if (m_current != 0)
        m_current = m_nodes[m_current].parent;
    return m_current;
}

int GameRecord::redo()
{
    const Node &here = m_nodes[m_current];
    if (!here.children.isEmpty())
        m_current = here.lastVisited >= 0 ? here.lastVisited : here.children.first();
    return m_current;
}

bool GameRecord::goTo(int index)
{
    if (index < 0 || index >= m_nodes.size())
        return false;
    for (int n = index; m_nodes[n].parent >= 0; n = m_nodes[n].parent)
        m_nodes[m_nodes[n].parent].lastVisited = n;
    m_current = index;
    return true;
}

QList<int> GameRecord::path(int index) const
{
    QList<int> nodes;
    for (int n = index; n >= 0; n = m_nodes[n].parent)
        nodes.prepend(n);
    return nodes;
}

QList<int> GameRecord::continuation() const
{
    QList<int> nodes;
    for (int n = m_current; !m_nodes[n].children.isEmpty();) {
        const Node &here = m_nodes[n];
        n = here.lastVisited >= 0 ? here.lastVisited : here.children.first();
        nodes.append(n);
    }
    return nodes;
}

bool GameRecord::isMainLine(int index) const
{
    return variationRoot(index) == 0;
}

int GameRecord::variationRoot(int index) const
{
    for (int n = index; n > 0; n = m_nodes[n].parent)
        if (m_nodes[m_nodes[n].parent].children.first() != n)
            return n;
    return 0;
}

bool GameRecord::promote(int index)
{
    if (index < 0 || index >= m_nodes.size())
        return false;
    for (int n = index; m_nodes[n].parent >= 0; n = m_nodes[n].parent) {
        QList<int> &siblings = m_nodes[m_nodes[n].parent].children;
        siblings.move(siblings.indexOf(n), 0);
    }
    return true;
}

QList<int> GameRecord::subtree(int index) const
{
    if (index < 0 || index >= m_nodes.size())
        return {};
    // Walking down from `index`: children always come after their parent.
    QList<bool> inside(m_nodes.size(), false);
    inside[index] = true;
    QList<int> nodes{index};
    for (int n = index + 1; n < m_nodes.size(); ++n)
        if ((inside[n] = inside[m_nodes[n].parent]))
            nodes.append(n);
    return nodes;
}

bool GameRecord::remove(int index, QHash<int, int> *renumbered)
{
    if (index <= 0 || index >= m_nodes.size())
        return false;
    QList<bool> doomed(m_nodes.size(), false);
    for (int n : subtree(index))
        doomed[n] = true;
    int current = m_current;
    while (doomed[current])
        current = m_nodes[current].parent;
    QList<int> newIndex(m_nodes.size(), -1);
    QList<Node> kept;
    kept.reserve(m_nodes.size());
    for (int n = 0; n < m_nodes.size(); ++n)
        if (!doomed[n]) {
            newIndex[n] = int(kept.size());
            kept.append(std::move(m_nodes[n]));
        }
    for (Node &node : kept) {
        if (node.parent >= 0)
            node.parent = newIndex[node.parent];
        QList<int> children;
        for (int child : std::as_const(node.children))
            if (newIndex[child] >= 0)
                children.append(newIndex[child]);
        node.children = children;
        node.lastVisited = node.lastVisited >= 0 ? newIndex[node.lastVisited] : -1;
    }
    m_nodes = std::move(kept);
    m_current = newIndex[current];
    if (renumbered) {
        renumbered->clear();
        for (int n = 0; n < newIndex.size(); ++n)
            if (newIndex[n] >= 0)
                renumbered->insert(n, newIndex[n]);
    }
    return true;
}

} // namespace rules
