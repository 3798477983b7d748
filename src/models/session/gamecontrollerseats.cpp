// GameController: seats and decks (issue 13). A new game with chosen seats (a name, a deck, a
// person or the computer each), which seats the computer plays, and how decks' problems are said.
#include "gamecontroller.h"

#include "decktext.h"
#include "mulligan.h"

#include <QJsonObject>
#include <QLocale>
#include <QLoggingCategory>
#include <QRandomGenerator>

Q_LOGGING_CATEGORY(lcSeats, "daynight.models.seats", QtInfoMsg)

using namespace rules;

namespace {
constexpr int kMaxNameLength = 40;
}

QString GameController::randomSeed() const
{
    return QString::number(QRandomGenerator::system()->generate64());
}

bool GameController::newGameWithSeats(const QString &seedText, const QVariantList &seats)
{
    if (refuseAtNetworkTable(QStringLiteral("a new game")))
        return false;
    const auto refused = [this](const QString &why) { return refuse(QStringLiteral("No new game: %1.").arg(why)); };
    bool ok = false;
    const quint64 seed = seedText.trimmed().toULongLong(&ok);
    if (!ok)
        return refused(QStringLiteral("the seed must be a whole number from 0 to 18446744073709551615 (got \"%1\")").arg(seedText.left(40)));
    if (seats.size() < 2 || seats.size() > 4)
        return refused(QStringLiteral("a game has 2 to 4 seats (got %1)").arg(seats.size()));
    QList<PlayerSetup> setups;
    QList<Seat> chosen;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QString where = QStringLiteral("seat %1").arg(i + 1);
        const QVariantMap m = seats[i].toMap();
        const QString name = m.value(QStringLiteral("name")).toString().simplified();
        if (name.isEmpty())
            return refused(where + QStringLiteral(" has no name"));
        if (name.size() > kMaxNameLength)
            return refused(QStringLiteral("%1: a name has at most %2 characters").arg(where).arg(kMaxNameLength));
        for (qsizetype j = 0; j < chosen.size(); ++j)
            if (chosen[j].name.compare(name, Qt::CaseInsensitive) == 0)
                return refused(QStringLiteral("%1: the name \"%2\" is taken by seat %3").arg(where, name).arg(j + 1));
        Deck deck;
        QString why;
        if (!m_decks->deck(m.value(QStringLiteral("deck")).toString(), &deck, &why))
            return refused(QStringLiteral("%1: %2").arg(where, why));
        setups.append({name, deck});
        chosen.append({name, deck.name, m.value(QStringLiteral("computer")).toBool()});
    }
    // The game on the table is left only now that every seat is good.
    startNewGame(seed, setups, chosen);
    QStringList who;
    for (const Seat &s : std::as_const(chosen))
        who.append(QStringLiteral("%1 (%2%3)").arg(s.name, s.deck, s.computer ? QStringLiteral(", computer") : QString()));
    qCInfo(lcSeats).noquote() << "new game, seed" << seed << "seats:" << who.join(QStringLiteral(", "));
    return true;
}

QVariantList GameController::seats() const
{
    QVariantList out;
    for (const Seat &s : m_seats)
        out.append(QVariantMap{{QStringLiteral("name"), s.name}, {QStringLiteral("deck"), s.deck}, {QStringLiteral("computer"), s.computer}});
    return out;
}

bool GameController::setComputer(int seat, bool computer)
{
    if (refuseAtNetworkTable(QStringLiteral("changing who plays a seat")))
        return false;
    if (seat < 0 || seat >= m_seats.size())
        return false;
    if (m_seats[seat].computer == computer)
        return true;
    QList<Seat> seats = m_seats;
    seats[seat].computer = computer;
    setSeats(seats);
    scheduleAutosave(); // the session says who plays which seat
    return true;
}

void GameController::setSeats(const QList<Seat> &seats)
{
    if (seats == m_seats)
        return;
    m_seats = seats;
    emit seatsChanged();
}

QJsonArray GameController::seatsJson() const
{
    QJsonArray out;
    for (const Seat &s : m_seats) {
        QJsonObject o{{QStringLiteral("computer"), s.computer}};
        if (!s.deck.isEmpty())
            o.insert(QStringLiteral("deck"), s.deck);
        out.append(o);
    }
    return out;
}

QList<GameController::Seat> GameController::seatsOf(const Scenario &sc) const
{
    // A saved game's "seats" (checked by the loader: one per player); an older session's own.
    QJsonArray json = sc.seats;
    if (json.isEmpty())
        json = sc.session.value(QStringLiteral("seats")).toArray();
    QList<Seat> out;
    for (qsizetype i = 0; i < sc.start.players.size(); ++i) {
        const QJsonObject o = i < json.size() ? json[i].toObject() : QJsonObject();
        out.append({sc.start.players[i].name, o.value(QStringLiteral("deck")).toString(), o.value(QStringLiteral("computer")).toBool()});
    }
    return out;
}

void GameController::deckFailed(const QString &title, const QString &why, int problems)
{
    // The first problems in the log (the status bar shows one line); the dialog lists the first
    // hundred. A list of thousands of bad lines is one short line here too.
    constexpr int kShown = 5;
    const QStringList lines = why.split(QLatin1Char('\n'));
    QString line;
    if (problems > 1) {
        QStringList first = lines.mid(0, std::min<qsizetype>(kShown, std::min<qsizetype>(problems, lines.size())));
        if (problems > first.size())
            first.append(QStringLiteral("\u2026 and %1 more (the deck pane lists the first %2)")
                             .arg(QLocale(QLocale::English).toString(problems - int(first.size())))
                             .arg(kMaxDeckProblemsListed));
        line = QStringLiteral("%1: %2 problems: %3").arg(title, QLocale(QLocale::English).toString(problems), first.join(QStringLiteral("; ")));
    } else {
        line = QStringLiteral("%1: %2").arg(title, why);
    }
    setStatus(line);
    if (m_session->hasGame())
        note(line);
    emit refused(line);
}

bool GameController::concede(int seat)
{
    if (!m_session->hasGame() || seat < 0 || seat >= m_session->game()->state().players.size())
        return refuse(QStringLiteral("There is no seat %1 to concede for.").arg(seat + 1));
    if (m_lesson->active())
        return refuse(QStringLiteral("A lesson is not a game to concede: close it first."));
    if (isComputer(seat))
        return refuse(QStringLiteral("%1 is played by the computer: only a person concedes, for their own seat.").arg(m_session->game()->state().players[seat].name));
    return apply(Action::concede(seat)).accepted;
}

QString GameController::concedeQuestion(int seat) const
{
    if (!m_session->hasGame() || seat < 0 || seat >= m_session->game()->state().players.size())
        return {};
    const GameState &s = m_session->game()->state();
    QStringList others;
    for (int i = 0; i < s.players.size(); ++i)
        if (i != seat && !s.players[i].hasLost)
            others.append(s.players[i].name);
    const QString name = s.players[seat].name;
    const QString outcome = others.size() == 1
        ? QStringLiteral("%1 wins.").arg(others.first())
        : QStringLiteral("%1 and %2 play on without %3.").arg(QStringList(others.mid(0, others.size() - 1)).join(QStringLiteral(", ")), others.last(), name);
    return QStringLiteral("Concede the game for %1? %1 loses and leaves the game: the permanents %1 owns leave with them, and "
                          "their spells and abilities on the stack cease to exist (CR 104.3a, 800.4a). %2 Ctrl+Z takes it back.")
        .arg(name, outcome);
}

namespace {

// The seat the opening-hand decision `kind` waits for, -1 when it is not pending.
int openingSeat(const Game *game, PendingDecision::Kind kind)
{
    return game && game->state().decision.kind == kind ? game->state().decision.player : -1;
}

// Why the person at the table cannot answer `kind` for `seat` now, "" if they can (CR 103.5).
QString openingRefusal(const Game *game, PendingDecision::Kind kind, int seat, bool computer)
{
    const bool keepOrMulligan = kind == PendingDecision::Kind::Mulligan;
    if (seat < 0)
        return keepOrMulligan ? QStringLiteral("Nobody is asked to keep or take a mulligan now (CR 103.5).")
                              : QStringLiteral("Nobody is choosing cards to put on the bottom now (CR 103.5).");
    if (computer)
        return QStringLiteral("%1 is played by the computer: %2").arg(game->state().players[seat].name,
            keepOrMulligan ? QStringLiteral("it keeps or sends back its own hand.") : QStringLiteral("it chooses its own bottom cards."));
    return {};
}

} // namespace

bool GameController::keepHand()
{
    const int seat = openingSeat(m_session->game(), PendingDecision::Kind::Mulligan);
    const QString why = openingRefusal(m_session->game(), PendingDecision::Kind::Mulligan, seat, isComputer(seat));
    return why.isEmpty() ? apply(Action::keepHand(seat)).accepted : refuse(why);
}

bool GameController::takeMulligan()
{
    const int seat = openingSeat(m_session->game(), PendingDecision::Kind::Mulligan);
    const QString why = openingRefusal(m_session->game(), PendingDecision::Kind::Mulligan, seat, isComputer(seat));
    return why.isEmpty() ? apply(Action::takeMulligan(seat)).accepted : refuse(why);
}

bool GameController::putOnBottom(const QVariantList &cardIds)
{
    const int seat = openingSeat(m_session->game(), PendingDecision::Kind::BottomCards);
    const QString why = openingRefusal(m_session->game(), PendingDecision::Kind::BottomCards, seat, isComputer(seat));
    if (!why.isEmpty())
        return refuse(why);
    Action a = Action::make(Action::Type::ChooseCards, seat);
    for (const QVariant &id : cardIds)
        a.choices.append(id.toInt());
    // The cards clicked are put; if the engine refuses (a wrong count), they stay chosen.
    const QList<int> clicked = m_selection.handChoices;
    m_selection.handChoices.clear();
    if (apply(a).accepted)
        return true;
    setHandChoices(clicked);
    return false;
}

QVariantList GameController::handChoices() const
{
    QVariantList out;
    for (int id : m_selection.handChoices)
        out.append(id);
    return out;
}

void GameController::setHandChoices(const QList<int> &cards)
{
    m_selection.handChoices = cards;
    if (m_session->hasGame())
        refreshAll(); // the hands mark the cards, the hint and the button count them

}

QString GameController::bottomChoiceStatus() const
{
    const PendingDecision &d = m_session->game()->state().decision;
    const QString name = m_session->game()->state().players[d.player].name;
    const int more = d.count - int(m_selection.handChoices.size());
    const QString cards = d.count == 1 ? QStringLiteral("1 card") : QStringLiteral("%1 cards").arg(d.count);
    if (more > 0)
        return QStringLiteral("%1: click %2 in your hand to put on the bottom of your library (CR 103.5): choose %3 more.")
            .arg(name, cards).arg(more);
    return QStringLiteral("%1: %2 chosen for the bottom%3: Confirm (Space or Enter), or click one to take it back.")
        .arg(name, cards, d.count > 1 ? QStringLiteral(", the last clicked at the very bottom") : QString());
}

void GameController::refreshOpening()
{
    QVariantMap opening;
    const GameState *s = m_session->hasGame() ? &m_session->game()->state() : nullptr;
    const bool asked = s && (s->decision.kind == PendingDecision::Kind::Mulligan || s->decision.kind == PendingDecision::Kind::BottomCards)
                       && s->decision.player >= 0 && s->decision.player < s->players.size();
    if (asked) {
        const int seat = s->decision.player;
        const rules::Player &p = s->players[seat];
        const bool keepOrMulligan = s->decision.kind == PendingDecision::Kind::Mulligan;
        const int counted = rules::mulligan::counted(*s, seat);
        // One more mulligan: seven new cards, one more counted unless it is a multiplayer
        // game's free first one (CR 103.5c); none once the hand would be zero cards.
        const bool free = rules::mulligan::firstIsFree(*s) && p.mulligans == 0;
        const int countedAfter = counted + (free ? 0 : 1);
        opening = {{QStringLiteral("seat"), seat}, {QStringLiteral("name"), p.name}, {QStringLiteral("computer"), isComputer(seat)},
                   {QStringLiteral("kind"), keepOrMulligan ? QStringLiteral("mulligan") : QStringLiteral("bottomCards")},
                   {QStringLiteral("handCount"), int(p.hand.size())}, {QStringLiteral("mulligans"), p.mulligans},
                   {QStringLiteral("keep"), keepOrMulligan ? rules::mulligan::keptHandSize(*s, seat) : int(p.hand.size()) - s->decision.count},
                   {QStringLiteral("bottom"), keepOrMulligan ? counted : s->decision.count},
                   {QStringLiteral("keepAfter"), keepOrMulligan && countedAfter <= rules::kMaxMulligans ? rules::kOpeningHandSize - countedAfter : -1},
                   {QStringLiteral("free"), free}};
    }
    if (opening != m_opening) {
        m_opening = opening;
        emit openingChanged();
    }
    if (m_selection.handChoices != m_handChoicesShown) {
        m_handChoicesShown = m_selection.handChoices;
        emit handChoicesChanged();
    }
}
