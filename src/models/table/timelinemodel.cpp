#include "timelinemodel.h"

#include "actions.h"

#include <QSet>
#include <QVariantMap>
#include <algorithm>

using namespace rules;

QString recordNodeSummary(const GameRecord::Node &node)
{
    for (const Event &e : node.events)
        if (!e.text.isEmpty())
            return e.text.size() > 80 ? e.text.left(79) + QChar(0x2026) : e.text;
    return QStringLiteral("an action");
}

namespace {

// The event that says what `action` did, as the log says it to every player: a cast or a land
// played names its card (the action shows it, CR 601.2a, 305.1), the rest name permanents and
// players only. Null when the action reported none of its own (a cast still choosing targets).
const Event *ownEvent(const Action &action, const Events &events)
{
    using T = Event::Type;
    QList<T> wanted;
    switch (action.type) {
    case Action::Type::CastSpell: wanted = {T::SpellCast}; break;
    case Action::Type::PlayLand: wanted = {T::LandPlayed}; break;
    case Action::Type::Activate: wanted = {T::AbilityActivated}; break;
    case Action::Type::TapForMana: wanted = {T::ManaAdded}; break;
    case Action::Type::KeepHand:
    case Action::Type::TakeMulligan: wanted = {T::CardsChosen}; break;
    case Action::Type::ChooseCards:
        wanted = {T::SpellCast, T::AbilityActivated, T::AttackersDeclared, T::BlockersDeclared, T::CardsChosen};
        break;
    default: return nullptr;
    }
    for (T type : std::as_const(wanted)) // the first kind that is there: a cast before its last target
        for (const Event &e : events)
            if (e.type == type && !e.text.isEmpty())
                return &e;
    return nullptr;
}

// A log sentence cut to its action: "Bob casts Consider (spell 1 this turn)." -> "Bob casts
// Consider"; "Alice taps Forest for {G}; it empties..." -> "Alice taps Forest for {G}".
QString shortened(QString text, bool atColon)
{
    for (const QString &cut : {QStringLiteral(" ("), QStringLiteral("; "), QStringLiteral(": ")}) {
        if (cut == QLatin1String(": ") && !atColon)
            continue;
        const qsizetype at = text.indexOf(cut);
        if (at > 0)
            text.truncate(at);
    }
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

// "Alice attacks: Kessig Naturalist → Bob, Wolf → Bob." -> "Alice attacks with Kessig
// Naturalist, Wolf" (the arrows kept when the attack splits between players).
QString attackTitle(const QString &text, const GameState &before)
{
    const qsizetype colon = text.indexOf(QStringLiteral(" attacks: "));
    if (colon < 0)
        return shortened(text, false);
    QString who = text.mid(colon + 10);
    if (who.endsWith(QLatin1Char('.')))
        who.chop(1);
    int defenders = 0;
    QString only;
    for (const Player &p : before.players)
        if (who.contains(QStringLiteral(" \u2192 ") + p.name)) {
            ++defenders;
            only = p.name;
        }
    if (defenders == 1)
        who.remove(QStringLiteral(" \u2192 ") + only);
    return text.left(colon) + QStringLiteral(" attacks with ") + who;
}

// The last node of the line through `node`: redo's path from it (the child last walked at each
// step, else the main line), as switching to a variation shows where that line got to.
int lineEnd(const GameRecord &record, int node)
{
    for (;;) {
        const GameRecord::Node &n = record.node(node);
        if (n.children.isEmpty())
            return node;
        node = n.lastVisited >= 0 ? n.lastVisited : n.children.first();
    }
}

} // namespace

QString recordNodeTitle(const GameRecord &record, int node)
{
    if (node <= 0 || node >= record.size())
        return QStringLiteral("The start");
    const GameRecord::Node &n = record.node(node);
    const GameState &before = record.node(n.parent).state;
    const Action &a = n.action;
    const QString who = a.player >= 0 && a.player < before.players.size() ? before.players[a.player].name : QString();
    switch (a.type) {
    case Action::Type::PassPriority: return QStringLiteral("%1 passes").arg(who);
    case Action::Type::Concede: return QStringLiteral("%1 concedes").arg(who);
    case Action::Type::CancelCast: return QStringLiteral("%1 stops casting").arg(who);
    default: break;
    }
    const Event *e = ownEvent(a, n.events);
    if (!e)
        return recordNodeSummary(n);
    switch (e->type) {
    case Event::Type::AttackersDeclared: return attackTitle(e->text, before);
    case Event::Type::BlockersDeclared: {
        const QString prefix = who + QStringLiteral(": ");
        return e->text.startsWith(prefix) ? QStringLiteral("%1 blocks: %2").arg(who, shortened(e->text.mid(prefix.size()), false))
                                          : shortened(e->text, false);
    }
    case Event::Type::AbilityActivated: return shortened(e->text, true);
    default: return shortened(e->text, false);
    }
}

TimelineModel::TimelineModel(QObject *parent) : SyncedListModel(parent)
{
    setRoles({{NodeRole, "node"}, {PlyRole, "ply"}, {TurnRole, "turn"}, {StepRole, "step"}, {ActivePlayerRole, "activePlayer"},
              {SectionRole, "section"}, {NewStepRole, "newStep"}, {ActorRole, "actor"}, {TextRole, "text"},
              {DesignationRole, "designation"}, {RulingsRole, "rulings"}, {TransformsRole, "transforms"},
              {CurrentRole, "current"}, {FutureRole, "future"}, {MainLineRole, "mainLine"}, {VariationsRole, "variations"},
              {VariationCountRole, "variationCount"}});
}

void TimelineModel::update(const GameRecord &record, Change change)
{
    const bool moved = record.node(record.current()).ply != m_currentRow;
    if (change == Change::Walked && m_record == &record && count() > 0 && record.size() >= m_recordSize)
        walk(record);
    else
        showAgain(record);
    m_recordSize = record.size();
    if (moved)
        emit currentRowChanged();
}

void TimelineModel::showAgain(const GameRecord &record)
{
    m_record = &record;
    QList<int> line = record.path(record.current());
    line.append(record.continuation());
    // Row k holds the node of ply k; its parent is row k-1.
    int mainLineRows = 1;
    while (mainLineRows < line.size() && record.node(line[mainLineRows - 1]).children.first() == line[mainLineRows])
        ++mainLineRows;
    m_currentRow = record.node(record.current()).ply;
    m_mainLineRows = mainLineRows;
    sync(line);
}

void TimelineModel::walk(const GameRecord &record)
{
    // Row k holds the node of ply k, so a node is shown iff idAt(its ply) is that node. The new
    // line: up from the current node to the first node shown (the rest of the path is new),
    // then the continuation. Rows before the first difference are kept.
    QList<int> tail;
    int junction = record.current();
    for (; !(record.node(junction).ply < count() && idAt(record.node(junction).ply) == junction); junction = record.node(junction).parent)
        tail.prepend(junction);
    int keep = record.node(junction).ply + 1;
    const QList<int> continuation = record.continuation();
    if (tail.isEmpty()) {
        // The current node is shown: the rows after it stay as far as the continuation agrees.
        qsizetype same = 0;
        while (same < continuation.size() && keep + same < count() && idAt(int(keep + same)) == continuation[same])
            ++same;
        keep += int(same);
        tail = continuation.mid(same);
    } else {
        tail.append(continuation);
    }
    // The main line: every kept row up to where it left it before, then the new rows.
    const int mainLineBefore = m_mainLineRows;
    int mainLineRows = std::min(mainLineBefore, keep);
    if (mainLineRows == keep) {
        for (int row = keep; row - keep < tail.size(); ++row) {
            const int node = tail[row - keep];
            if (record.node(record.node(node).parent).children.first() != node)
                break;
            mainLineRows = row + 1;
        }
    }
    const int before = m_currentRow;
    m_currentRow = record.node(record.current()).ply;
    m_mainLineRows = mainLineRows;
    // Kept rows that can read differently: from the old current point to the new one (current,
    // future), where the main line ended and ends (mainLine), and a row whose parent gained a
    // variation since (nodes are only appended while walking: the new ones are the last).
    QSet<int> recheck;
    for (int row = std::min(before, m_currentRow); row <= std::max(before, m_currentRow) && row < keep; ++row)
        recheck.insert(row);
    for (int row = std::min(mainLineBefore, mainLineRows) - 1; row <= std::max(mainLineBefore, mainLineRows) && row < keep; ++row)
        recheck.insert(row);
    for (int node = m_recordSize; node < record.size(); ++node) {
        const int parent = record.node(node).parent;
        const int row = record.node(parent).ply + 1;
        if (row < keep && idAt(row - 1) == parent)
            recheck.insert(row);
    }
    QList<int> rows(recheck.cbegin(), recheck.cend());
    std::sort(rows.begin(), rows.end());
    syncTail(keep, tail, rows);
}

void TimelineModel::clear()
{
    m_record = nullptr;
    m_mainLineRows = 0;
    m_recordSize = 0;
    clearRows();
    if (m_currentRow != -1) {
        m_currentRow = -1;
        emit currentRowChanged();
    }
}

int TimelineModel::turnStartRow(int row, int direction) const
{
    const int rows = count();
    if (rows == 0 || !m_record)
        return -1;
    row = std::clamp(row, 0, rows - 1);
    const auto turnOf = [this](int r) { return data(index(r), TurnRole).toInt(); };
    const int turn = turnOf(row);
    if (direction > 0) {
        for (int r = row + 1; r < rows; ++r)
            if (turnOf(r) != turn)
                return r;
        return rows - 1;
    }
    // Back: to the start of this turn, or if already there, to the start of the turn before.
    int start = row;
    while (start > 0 && turnOf(start - 1) == turn)
        --start;
    if (start < row || start == 0)
        return start;
    const int previous = turnOf(start - 1);
    while (start > 0 && turnOf(start - 1) == previous)
        --start;
    return start;
}

QHash<int, QVariant> TimelineModel::rowData(int node) const
{
    const GameRecord::Node &n = m_record->node(node);
    // When the action was taken: the position it was played from (the start: itself).
    const GameState &before = n.parent >= 0 ? m_record->node(n.parent).state : n.state;
    const auto nameOf = [&](int player) {
        return player >= 0 && player < before.players.size() ? before.players[player].name : QString();
    };
    bool newStep = true;
    if (n.parent >= 0) {
        const GameRecord::Node &previous = m_record->node(n.parent);
        const GameState &previousBefore = previous.parent >= 0 ? m_record->node(previous.parent).state : previous.state;
        newStep = previousBefore.turnNumber != before.turnNumber || previousBefore.step != before.step;
    }
    QString designation;
    QList<int> rulings;
    int transforms = 0;
    for (const Event &e : n.events) {
        if (e.type == Event::Type::DayNightChanged)
            designation = dayNightName(e.to);
        else if (e.type == Event::Type::PermanentTransformed)
            ++transforms;
        if (e.ruling > 0 && !rulings.contains(e.ruling))
            rulings.append(e.ruling);
    }
    std::sort(rulings.begin(), rulings.end());
    QStringList rulingList;
    for (int r : std::as_const(rulings))
        rulingList.append(QString::number(r));
    QVariantList variations;
    if (n.parent >= 0)
        for (int sibling : m_record->node(n.parent).children)
            if (sibling != node)
                variations.append(QVariantMap{{QStringLiteral("node"), sibling}, {QStringLiteral("end"), lineEnd(*m_record, sibling)},
                                              {QStringLiteral("text"), recordNodeTitle(*m_record, sibling)}});
    QString actor;
    if (node > 0)
        actor = actions::isSandbox(n.action.type) ? QStringLiteral("Editor") : nameOf(n.action.player);
    return {
        {NodeRole, node},
        {PlyRole, n.ply},
        {TurnRole, before.turnNumber},
        {StepRole, stepTitle(before.step)},
        {ActivePlayerRole, nameOf(before.activePlayer)},
        {SectionRole, QStringLiteral("Turn %1 \u00b7 %2").arg(before.turnNumber).arg(nameOf(before.activePlayer))},
        {NewStepRole, newStep},
        {ActorRole, actor},
        {TextRole, recordNodeTitle(*m_record, node)},
        {DesignationRole, designation},
        {RulingsRole, rulingList.join(QStringLiteral(", "))},
        {TransformsRole, transforms},
        {CurrentRole, node == m_record->current()},
        {FutureRole, n.ply > m_currentRow},
        {MainLineRole, n.ply < m_mainLineRows},
        {VariationsRole, variations},
        {VariationCountRole, int(variations.size())},
    };
}
