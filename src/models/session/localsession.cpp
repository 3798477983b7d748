#include "localsession.h"

#include "scenario.h"
#include "statejson.h"

using namespace rules;

LocalSession::LocalSession(QObject *parent)
    : SessionLink(parent)
{
}

LocalSession::~LocalSession() = default;

Result LocalSession::submit(const Action &action)
{
    if (!m_game)
        return Result{false, QStringLiteral("No game is running."), {}};
    Result r = m_game->apply(action);
    if (!r.accepted)
        return r;
    m_record.played(action, r.events, m_game->state());
    forgetDeletions(); // played on: a deletion before this is kept
    emit gameChanged(r.events);
    return r;
}

void LocalSession::startNew(const CardDatabase &cards, quint64 seed, const QList<PlayerSetup> &players, Game::Opening opening, Events *events)
{
    m_seed = seed;
    m_cards = cards;
    m_game = std::make_unique<Game>(m_cards, seed, players, events, opening);
    // Card ids as a load of the saved game will number them, so a replay file's ids match.
    m_game = std::make_unique<Game>(m_cards, reloaded(m_game->state(), m_cards));
    m_record = GameRecord(m_game->state(), *events);
    clearRecordCaches();
    emit gameChanged({});
}

void LocalSession::startFrom(const CardDatabase &cards, const GameState &state, QHash<int, int> *cardIds)
{
    m_cards = cards;
    // Card ids as a load of the saved game will number them, so a replay file's ids match.
    m_game = std::make_unique<Game>(m_cards, reloaded(state, m_cards, cardIds));
    m_seed = state.seed;
    m_record = GameRecord(state);
    clearRecordCaches();
    emit gameChanged({});
}

void LocalSession::mirror(const CardDatabase &cards, const GameState &state)
{
    m_cards = cards;
    m_game = std::make_unique<Game>(m_cards, state);
    m_seed = state.seed;
    m_record = GameRecord(state);
    clearRecordCaches();
    emit gameChanged({});
}

void LocalSession::restart()
{
    const GameState start = m_record.node(0).state;
    const Events events = m_record.node(0).events;
    const QStringList startNotes = m_notes.value(0);
    m_record = GameRecord(start, events);
    clearRecordCaches();
    if (!startNotes.isEmpty())
        m_notes.insert(0, startNotes);
}

void LocalSession::replaceRecord(const GameRecord &record, const QHash<int, QStringList> &notes)
{
    m_record = record;
    m_checkpointHashes.clear();
    m_notes = notes;
}

bool LocalSession::promote(int node)
{
    if (!m_record.promote(node))
        return false;
    forgetDeletions();
    return true;
}

void LocalSession::deleteFrom(int node, const QString &what, QHash<int, int> *renumbered)
{
    m_deletions.append({m_record, m_notes, m_checkpointHashes, what});
    if (m_deletions.size() > kUndoableDeletions)
        m_deletions.removeFirst();
    m_record.remove(node, renumbered);
    m_checkpointHashes.clear();
    QHash<int, QStringList> notes;
    for (auto it = m_notes.cbegin(); it != m_notes.cend(); ++it)
        if (renumbered->contains(it.key()))
            notes.insert(renumbered->value(it.key()), it.value());
    m_notes = notes;
}

QString LocalSession::bringBack()
{
    DeletedLine line = m_deletions.takeLast();
    m_record = line.record;
    m_notes = line.notes;
    m_checkpointHashes = line.checkpointHashes;
    return line.what;
}

void LocalSession::withRecordBeforeDeletions(const std::function<void()> &write)
{
    const bool beforeDeletion = !m_deletions.isEmpty();
    const auto swapInDeleted = [this] {
        DeletedLine &kept = m_deletions.first();
        std::swap(m_record, kept.record);
        std::swap(m_notes, kept.notes);
        std::swap(m_checkpointHashes, kept.checkpointHashes);
    };
    if (beforeDeletion)
        swapInDeleted();
    write();
    if (beforeDeletion)
        swapInDeleted(); // and back
}

QString LocalSession::checkpointHash(int node) const
{
    // A node's state never changes while it is in the record; the cache is emptied whenever the
    // record is replaced or renumbered.
    auto it = m_checkpointHashes.constFind(node);
    if (it == m_checkpointHashes.cend())
        it = m_checkpointHashes.insert(node, stateHash(m_record.node(node).state, m_cards));
    return it.value();
}

void LocalSession::clearRecordCaches()
{
    m_deletions.clear();
    m_checkpointHashes.clear();
    m_notes.clear();
}

void LocalSession::showCurrent()
{
    m_game = std::make_unique<Game>(m_cards, m_record.currentState());
    emit gameChanged({});
}
