// What each viewer may see (visibility.h): a seat its own hand and counts of the rest, a
// spectator public information (or every hand), a judge everything; handles that change with
// every move into a hidden zone and every shuffle; private event lines; views as JSON without
// the seed; and two games that differ only in hidden cards look the same, byte for byte, to
// every viewer who cannot see the difference.
#include "position.h"
#include "statejson.h"
#include "visibility.h"

#include <QJsonArray>
#include <QSet>
#include <random>

using namespace rules;
using namespace testing;

namespace {

QList<PlayerSetup> seats()
{
    return {{QStringLiteral("Alice"), CardDatabase::builtInDeck(QStringLiteral("tovolars-pack"))},
            {QStringLiteral("Bob"), CardDatabase::builtInDeck(QStringLiteral("day-keepers"))}};
}

QByteArray viewBytes(const GameState &s, const Viewer &v)
{
    return QJsonDocument(viewToJson(project(s, v), CardDatabase::builtIn())).toJson(QJsonDocument::Compact);
}

QStringList keys(const GameState &s, const QList<int> &ids)
{
    QStringList out;
    for (int id : ids)
        out.append(s.cards[id].key);
    return out;
}

/// Every field of the events, one line each, to compare what two viewers were told.
QByteArray eventBytes(const Events &events)
{
    QByteArray out;
    for (const Event &e : events)
        out += QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8|%9\n")
                   .arg(Event::typeName(e.type))
                   .arg(e.player)
                   .arg(e.objectId)
                   .arg(e.cardId)
                   .arg(e.text, e.rule)
                   .arg(e.ruling)
                   .arg(e.privateText)
                   .arg(e.privateTo)
                   .toUtf8();
    return out;
}

/// The handles of hidden cards in `s` as `v` sees it.
QSet<quint64> handles(const GameState &s, const Viewer &v)
{
    QSet<quint64> out;
    for (const CardInstance &c : project(s, v).cards)
        if (c.handle)
            out.insert(c.handle);
    return out;
}

int actor(const GameState &s)
{
    return s.decision.kind != PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
}

const QList<Viewer> &allViewers()
{
    static const QList<Viewer> v{Viewer::player(0), Viewer::player(1), Viewer::spectator(), Viewer::spectator(true), Viewer::judge()};
    return v;
}

} // namespace

class TestVisibility : public QObject
{
    Q_OBJECT

private slots:
    void eachViewerSeesItsShare()
    {
        const Game g(CardDatabase::builtIn(), 42, seats());
        const GameState &s = g.state();
        for (const Viewer &v : allViewers()) {
            const GameState p = project(s, v);
            for (int i = 0; i < p.cards.size(); ++i)
                QCOMPARE(p.cards[i].id, i); // still indexed by card id
            QCOMPARE(p.seed, quint64(0));
            for (int pl = 0; pl < 2; ++pl) {
                QCOMPARE(p.players[pl].hand.size(), s.players[pl].hand.size());
                QCOMPARE(p.players[pl].library.size(), s.players[pl].library.size());
                const QStringList hand = keys(p, p.players[pl].hand);
                if (v.seesHand(pl)) {
                    QCOMPARE(hand, keys(s, s.players[pl].hand));
                    QCOMPARE(p.players[pl].hand, s.players[pl].hand); // the cards themselves
                } else {
                    QCOMPARE(hand, QStringList(hand.size(), QLatin1String(kHiddenCardKey)));
                }
                const QStringList library = keys(p, p.players[pl].library);
                if (v.kind == Viewer::Kind::Judge)
                    QCOMPARE(library, keys(s, s.players[pl].library));
                else
                    QCOMPARE(library, QStringList(library.size(), QLatin1String(kHiddenCardKey)));
            }
        }
        QVERIFY(Viewer::player(0).seesHand(0) && !Viewer::player(0).seesHand(1));
        QVERIFY(!Viewer::spectator().seesHand(0) && Viewer::spectator(true).seesHand(1));
        // The judge's view is the game's but for the seed and the generator.
        QJsonObject judge = viewToJson(project(s, Viewer::judge()), g.cards()), whole = stateToJson(s, g.cards());
        whole.remove(QStringLiteral("seed"));
        whole.remove(QStringLiteral("rng"));
        QCOMPARE(judge, whole);
        QCOMPARE(Viewer::spectator(true).describe(s), QStringLiteral("a spectator who sees every hand"));
        QCOMPARE(Viewer::player(1).describe(s), QStringLiteral("Bob"));
    }

    void handlesChangeWithEveryHiddenMove()
    {
        Game g(CardDatabase::builtIn(), 7, seats(), nullptr, Game::Opening::Mulligans);
        const int p = g.state().decision.player;
        const int other = 1 - p;
        const Viewer them = Viewer::player(other);
        const QSet<quint64> before = handles(g.state(), them);
        QCOMPARE(before.size(), qsizetype(g.state().players[0].library.size() + g.state().players[1].library.size() + 7));
        const QList<int> oldHand = g.state().players[p].hand;
        QVERIFY(g.apply(Action::make(Action::Type::TakeMulligan, p)).accepted);
        QVERIFY(g.apply(Action::make(Action::Type::KeepHand, other)).accepted); // the mulligans are taken
        QVERIFY(g.state().players[p].mulligans == 1);
        // Every card of the shuffled library and the new hand has a new handle: the old hand is
        // somewhere among them, and no handle says where.
        const QSet<quint64> after = handles(g.state(), them);
        QSet<quint64> mine, mineBefore;
        for (int id : g.state().players[p].library + g.state().players[p].hand)
            mine.insert(cardHandle(g.state(), id));
        QVERIFY(!mine.intersects(before));
        QVERIFY(after.contains(mine));
        // A card from the hand to the bottom of the library: a new handle again.
        if (g.state().decision.kind == PendingDecision::Kind::Mulligan)
            QVERIFY(g.apply(Action::make(Action::Type::KeepHand, p)).accepted);
        QCOMPARE(g.state().decision.kind, PendingDecision::Kind::BottomCards);
        const int card = g.state().players[p].hand.first();
        const quint64 inHand = cardHandle(g.state(), card);
        Action bottom = Action::make(Action::Type::ChooseCards, p);
        bottom.choices = {card};
        QVERIFY(g.apply(bottom).accepted);
        QCOMPARE(g.state().players[p].library.first(), card);
        QVERIFY(cardHandle(g.state(), card) != inHand);
        QVERIFY(handles(g.state(), them).contains(cardHandle(g.state(), card)));
        Q_UNUSED(oldHand);
    }

    void handlesAreInHandleOrderNotIdOrder()
    {
        const Game g(CardDatabase::builtIn(), 11, seats());
        const GameState p = project(g.state(), Viewer::spectator());
        QList<quint64> appended;
        for (const CardInstance &c : p.cards)
            if (c.handle)
                appended.append(c.handle);
        QVERIFY(appended.size() > 60);
        QVERIFY(std::is_sorted(appended.cbegin(), appended.cend()));
        // The zone lists name the appended cards, never the old slots.
        for (const Player &pl : p.players)
            for (int id : pl.library + pl.hand)
                QVERIFY(p.cards[id].handle != 0);
    }

    void viewJsonHasNoSeedAndReadsBack()
    {
        const quint64 seed = 987654321987ull;
        Events start;
        const Game g(CardDatabase::builtIn(), seed, seats(), &start);
        const QString seedText = QString::number(seed);
        for (const Viewer &v : allViewers()) {
            const QJsonObject view = viewToJson(project(g.state(), v), g.cards());
            const QByteArray bytes = QJsonDocument(view).toJson(QJsonDocument::Compact);
            QVERIFY(!view.contains(QStringLiteral("seed")) && !view.contains(QStringLiteral("rng")));
            QVERIFY(!bytes.contains(seedText.toUtf8()));
            GameState back;
            QString error;
            QVERIFY2(viewFromJson(view, g.cards(), QStringLiteral("$"), &back, &error), qPrintable(error));
            QCOMPARE(QJsonDocument(viewToJson(back, g.cards())).toJson(QJsonDocument::Compact), bytes);
            QCOMPARE(viewBytes(g.state(), v), bytes); // the same state, the same bytes
            // The seed is in the game's first line for a judge only.
            const bool judge = v.kind == Viewer::Kind::Judge;
            QCOMPARE(projectEvents(start, v).first().text.contains(seedText), judge);
        }
        // A saved game may not hold hidden cards; a view may not hold a seed.
        const QJsonObject spectatorView = viewToJson(project(g.state(), Viewer::spectator()), g.cards());
        QJsonObject asSaved = spectatorView; // without the handles, which a saved game has no field for
        QJsonArray players = asSaved.value(QStringLiteral("players")).toArray();
        for (QJsonValueRef p : players) {
            QJsonObject o = p.toObject();
            o.remove(QStringLiteral("libraryHandles"));
            o.remove(QStringLiteral("handHandles"));
            p = o;
        }
        asSaved.insert(QStringLiteral("players"), players);
        GameState out;
        QString error;
        QVERIFY(!stateFromJson(asSaved, g.cards(), QStringLiteral("$"), &out, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("hidden card")), qPrintable(error));
        QJsonObject seeded = spectatorView;
        seeded.insert(QStringLiteral("seed"), QStringLiteral("1"));
        QVERIFY(!viewFromJson(seeded, g.cards(), QStringLiteral("$"), &out, &error));
        QCOMPARE(error, QStringLiteral("$.seed: a view has no seed and no random generator"));
        QVERIFY(!CardDatabase::builtIn().find(QLatin1String(kHiddenCardKey)));
        QCOMPARE(CardDatabase::builtIn().findInView(QLatin1String(kHiddenCardKey))->front().name, QStringLiteral("Card"));
    }

    void aProjectionIsPlayable()
    {
        // The engine reads a projection: its own legal actions are those of the real game.
        const Game g(CardDatabase::builtIn(), 3, seats());
        const int p = g.state().priorityPlayer;
        const Game view(CardDatabase::builtIn(), project(g.state(), Viewer::player(p)));
        QCOMPARE(view.legalActions(p).size(), g.legalActions(p).size());
        const Game spectator(CardDatabase::builtIn(), project(g.state(), Viewer::spectator()));
        QVERIFY(!spectator.legalActions(p).isEmpty()); // passing, at least: hidden cards are nothing to play
    }

    void aScryStaysWithItsPlayer()
    {
        GameState s = basePosition();
        s.cards.append({int(s.cards.size()), QStringLiteral("vadrik-astral-archmage"), 0, false});
        s.players[0].library.append(s.cards.last().id); // on top
        PendingDecision &d = s.decision;
        d.kind = PendingDecision::Kind::ChooseOption;
        d.player = 0;
        d.then = Continuation(Continuation::Kind::Scry);
        d.labels = {QStringLiteral("Keep Vadrik, Astral Archmage on top"), QStringLiteral("Put Vadrik, Astral Archmage on the bottom")};
        d.options = {0, 1};
        d.prompt = QStringLiteral("Alice scries 1: the top card of your library is Vadrik, Astral Archmage.");
        s.priorityPlayer = -1;
        for (const Viewer &v : allViewers()) {
            const GameState p = project(s, v);
            const QByteArray bytes = viewBytes(s, v);
            const bool hers = v == Viewer::player(0) || v.kind == Viewer::Kind::Judge;
            QCOMPARE(bytes.contains("Vadrik"), hers);
            QCOMPARE(bytes.contains("vadrik"), v.kind == Viewer::Kind::Judge); // the card itself: a judge's only
            QCOMPARE(p.decision.kind, PendingDecision::Kind::ChooseOption);
            QCOMPARE(p.decision.player, 0);
            QCOMPARE(p.decision.labels.size(), 2);
            if (!hers)
                QCOMPARE(p.decision.prompt, QStringLiteral("Alice scries 1."));
        }
        // Answered: the card is named to her (and a judge) only.
        Game g(CardDatabase::builtIn(), s);
        Action a = Action::make(Action::Type::ChooseCards, 0);
        a.choices = {1};
        const Result r = g.apply(a);
        QVERIFY2(r.accepted, qPrintable(r.reason));
        for (const Viewer &v : allViewers()) {
            const QByteArray told = eventBytes(projectEvents(r.events, v));
            QCOMPARE(told.contains("Vadrik"), v == Viewer::player(0) || v.kind == Viewer::Kind::Judge);
            QVERIFY(told.contains("Alice puts"));
        }
    }

    void aDrawIsNamedToWhoeverSeesTheHand()
    {
        Game g(CardDatabase::builtIn(), 5, seats());
        Events events;
        for (int i = 0; i < 200 && g.state().turnNumber < 3; ++i) {
            const int p = actor(g.state());
            const Result r = g.apply(g.legalActions(p).last()); // pass, mostly
            QVERIFY(r.accepted);
            events += r.events;
        }
        const auto draw = std::find_if(events.cbegin(), events.cend(), [](const Event &e) { return e.type == Event::Type::CardDrawn && e.cardId >= 0; });
        QVERIFY(draw != events.cend());
        const QString name = CardDatabase::builtIn().find(g.state().cards[draw->cardId].key)->front().name;
        const QString who = g.state().players[draw->player].name;
        for (const Viewer &v : allViewers()) {
            const std::optional<Event> e = projectEvent(*draw, v);
            QVERIFY(e);
            QVERIFY(e->privateText.isEmpty());
            if (v.seesHand(draw->player)) {
                QCOMPARE(e->text, QStringLiteral("%1 draws %2.").arg(who, name));
                QCOMPARE(e->cardId, draw->cardId);
            } else {
                QCOMPARE(e->text, QStringLiteral("%1 draws a card.").arg(who));
                QCOMPARE(e->cardId, -1);
            }
        }
    }

    /// The same public game twice, with other hidden cards: other library orders and other
    /// cards at the bottom of both libraries (never drawn), and in `handToo` another card in
    /// Bob's hand and on top of his library (his next draw), neither ever played. Every viewer who cannot see the difference gets the
    /// same bytes (views and events) at every action; those who can see it see it; and no
    /// viewer is ever told the name of a card it never saw.
    void nothingLeaks_data()
    {
        QTest::addColumn<bool>("handToo");
        QTest::newRow("libraries") << false;
        QTest::newRow("libraries and a hand") << true;
    }
    void nothingLeaks()
    {
        QFETCH(bool, handToo);
        const CardDatabase &db = CardDatabase::builtIn();
        const Game start(db, 2024, seats());
        GameState a = start.state(), b = a;
        // Bob's bottom card and Alice's, and the order of Bob's next two: never drawn here.
        b.cards[b.players[1].library[0]].key = QStringLiteral("sunstreak-phoenix");
        b.cards[b.players[0].library[0]].key = QStringLiteral("firmament-sage");
        std::swap(b.cards[b.players[1].library[1]].key, b.cards[b.players[1].library[2]].key);
        QVERIFY(b.cards[b.players[1].library[1]].key != b.cards[b.players[1].library[2]].key);
        const int secret = b.players[1].hand[0], nextDraw = b.players[1].library.last();
        if (handToo) {
            b.cards[secret].key = QStringLiteral("vadrik-astral-archmage");
            b.cards[nextDraw].key = QStringLiteral("tavern-ruffian");
        }
        const QStringList drawnSecret{QStringLiteral("Tavern Ruffian"), QStringLiteral("tavern-ruffian")};
        bool drawn = false;
        const QStringList neverSeen{QStringLiteral("Sunstreak Phoenix"), QStringLiteral("sunstreak-phoenix"), QStringLiteral("Firmament Sage"),
                                    QStringLiteral("firmament-sage")};
        const QByteArray handSecret = "vadrik-astral-archmage"; // views name cards by key
        Game ga(db, a), gb(db, b);
        std::mt19937_64 rng(99);
        int actions = 0, turnsSeen = 0;
        QSet<int> differedFor; // viewer index -> the views differed at some point
        auto compare = [&](const Events &ea, const Events &eb) {
            for (int vi = 0; vi < allViewers().size(); ++vi) {
                const Viewer &v = allViewers()[vi];
                const QByteArray va = viewBytes(ga.state(), v) + eventBytes(projectEvents(ea, v));
                const QByteArray vb = viewBytes(gb.state(), v) + eventBytes(projectEvents(eb, v));
                const bool tells = v.kind == Viewer::Kind::Judge || (handToo && v.seesHand(1));
                if (!tells)
                    QVERIFY2(va == vb, qPrintable(QStringLiteral("%1 tells the games apart after %2 actions").arg(v.describe(ga.state())).arg(actions)));
                else if (va != vb)
                    differedFor.insert(vi);
                if (v.kind == Viewer::Kind::Judge)
                    continue;
                for (const QString &name : neverSeen)
                    QVERIFY2(!vb.contains(name.toUtf8()), qPrintable(QStringLiteral("%1 is told of %2").arg(v.describe(gb.state()), name)));
                QCOMPARE(vb.contains(handSecret), handToo && v.seesHand(1));
                if (!v.seesHand(1))
                    for (const QString &name : drawnSecret)
                        QVERIFY2(!vb.contains(name.toUtf8()), qPrintable(QStringLiteral("%1 is told of %2").arg(v.describe(gb.state()), name)));
            }
        };
        compare({}, {});
        while (actions < 400 && !ga.state().gameOver && turnsSeen < 8) {
            const int p = actor(ga.state());
            QCOMPARE(actor(gb.state()), p);
            // Any legal action that does not touch the secret card (the same list in both games).
            auto usable = [&](const Game &g) {
                QList<Action> out;
                for (const Action &x : g.legalActions(p))
                    if (x.type != Action::Type::Concede && x.cardId != secret && x.cardId != nextDraw && !x.choices.contains(secret)
                        && !x.choices.contains(nextDraw))
                        out.append(x);
                return out;
            };
            const QList<Action> la = usable(ga), lb = usable(gb);
            QCOMPARE(la.size(), lb.size());
            QVERIFY(!la.isEmpty());
            const qsizetype k = qsizetype(rng() % quint64(la.size()));
            const Result ra = ga.apply(la[k]), rb = gb.apply(lb[k]);
            QVERIFY(ra.accepted && rb.accepted);
            ++actions;
            turnsSeen = ga.state().turnNumber;
            drawn = drawn || gb.state().players[1].hand.contains(nextDraw);
            compare(ra.events, rb.events);
        }
        QVERIFY2(turnsSeen >= 4, qPrintable(QStringLiteral("only %1 turns played").arg(turnsSeen)));
        QVERIFY(drawn); // Bob drew the card on top of his library
        // Those who can tell the games apart did: the judge always, Bob and a spectator who sees
        // every hand when his hand differs.
        QVERIFY(differedFor.contains(4));
        QCOMPARE(differedFor.contains(1), handToo);
        QCOMPARE(differedFor.contains(3), handToo);
    }
};

QTEST_GUILESS_MAIN(TestVisibility)
#include "tst_visibility.moc"
