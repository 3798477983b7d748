// Hidden cards stay hidden in every line all seats read. In hot-seat every player reads the same
// log and status bar, so a line may name a card only if every seat may see it at that point (no
// card in a hand or a library, CR 400.2). The proof: the same public game played twice with
// other cards in the hands and on top of the libraries reads the same, line for line; the
// computer's weighed choices name none of its hidden cards unless the judge's view is on, and
// then say so.
#include "computeropponent.h"
#include "gamecontroller.h"
#include "position.h"
#include "quickcomputer.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace rules;
using namespace testing;

class TestHidden : public QObject
{
    Q_OBJECT

    /// The cards that differ between the two games of a pair: the same ids, other cards.
    struct Hidden {
        QString aliceHand;      ///< in Alice's hand, never played
        QString aliceTop;       ///< on top of Alice's library: surveilled, kept, drawn
        QString bobHand;        ///< in Bob's hand, never played
        QString bobTop;         ///< on top of Bob's library: drawn in his turn
    };

    /// Alice's turn 3, her main phase: Islands and a Forest, Consider and a card she cannot cast
    /// in hand; Bob without lands, six Forests and a card he cannot cast in hand. Both seats are
    /// people's (hot-seat). `ids` receives the table's card ids: consider, bobHand, bobForest.
    static void startGame(GameController &c, const Hidden &h, QHash<QString, int> *ids)
    {
        GameState s = basePosition(DayNight::Day);
        addPermanent(s, 0, QStringLiteral("island"));
        addPermanent(s, 0, QStringLiteral("island"));
        addPermanent(s, 0, QStringLiteral("forest"));
        const int consider = addToHand(s, 0, QStringLiteral("consider"));
        addToHand(s, 0, h.aliceHand);
        s.cards.append({int(s.cards.size()), h.aliceTop, 0, false});
        s.players[0].library.append(s.cards.last().id); // the top is the last
        const int bobHand = addToHand(s, 1, h.bobHand);
        int bobForest = -1;
        for (int i = 0; i < 6; ++i)
            bobForest = addToHand(s, 1, QStringLiteral("forest"));
        s.cards.append({int(s.cards.size()), h.bobTop, 1, false});
        s.players[1].library.append(s.cards.last().id);
        c.stops()->restoreDefaults();
        c.stops()->setAutoPass(true);
        const QHash<int, int> renumbered = c.loadState(s);
        *ids = {{QStringLiteral("consider"), renumbered.value(consider)},
                {QStringLiteral("bobHand"), renumbered.value(bobHand)},
                {QStringLiteral("bobForest"), renumbered.value(bobForest)}};
    }

    /// Everything every seat reads now: the status bar's parts and the main button.
    static QStringList shared(const GameController &c, const QString &after)
    {
        return {QStringLiteral("-- after %1").arg(after), QStringLiteral("status: ") + c.status(), QStringLiteral("hint: ") + c.hint(),
                QStringLiteral("button: ") + c.primaryText(), QStringLiteral("auto-passed: ") + c.stopControl()->autoPassed(),
                QStringLiteral("computer: ") + c.computer()->status()};
    }
    static QStringList logLines(const GameController &c)
    {
        QStringList lines;
        for (int i = 0; i < c.log()->rowCount(); ++i)
            lines.append(c.log()->index(i).data(LogModel::Text).toString());
        return lines;
    }

    /// One public game: the same clicks whatever the hidden cards. Returns every shared line.
    static QStringList playPublicGame(const Hidden &h)
    {
        GameController c;
        QHash<QString, int> ids;
        startGame(c, h, &ids);
        QStringList seen = shared(c, QStringLiteral("the start"));
        // Alice clicks a card of Bob's face-down hand: refused, naming no card.
        if (c.playCard(ids.value(QStringLiteral("bobHand"))))
            seen << QStringLiteral("UNEXPECTED: Bob's card was played");
        seen << shared(c, QStringLiteral("a click on Bob's face-down card"));
        // Consider: surveil 1 (the top card), then draw.
        if (!c.playCard(ids.value(QStringLiteral("consider"))))
            seen << QStringLiteral("UNEXPECTED: Consider refused: ") + c.status();
        seen << shared(c, QStringLiteral("Consider"));
        if (c.game().state().decision.kind != PendingDecision::Kind::ChooseOption)
            seen << QStringLiteral("UNEXPECTED: no surveil decision");
        // Bob acts while Alice decides about her top card: refused, naming no card.
        c.apply(Action::pass(1));
        seen << shared(c, QStringLiteral("Bob's pass while Alice surveils"));
        c.chooseOption(0); // keep it on top (then Consider draws it)
        seen << shared(c, QStringLiteral("keep on top"));
        c.passUntilNextTurn(); // to Bob's turn: he draws his top card
        seen << shared(c, QStringLiteral("Alice's Enter"));
        c.passUntilNextTurn(); // Bob's cleanup: eight cards, one to discard
        seen << shared(c, QStringLiteral("Bob's Enter"));
        if (c.game().state().decision.kind != PendingDecision::Kind::DiscardToHandSize)
            seen << QStringLiteral("UNEXPECTED: no discard to hand size");
        c.playCard(ids.value(QStringLiteral("bobForest"))); // a public choice: a Forest
        seen << shared(c, QStringLiteral("Bob's discard"));
        c.passUntilNextTurn();
        seen << shared(c, QStringLiteral("Alice's second Enter"));
        seen << logLines(c);
        return seen;
    }

    /// The London mulligan (CR 103.5) as public play: Alice takes a mulligan, Bob keeps, Alice
    /// keeps and puts her third card on the bottom. Only the hands' cards (`alice`, `bob`: seven
    /// keys each) differ between two calls. Returns every shared line and the log.
    static QStringList playMulligan(const QStringList &alice, const QStringList &bob)
    {
        GameState s = basePosition();
        s.turnNumber = 0;
        s.step = Step::Untap;
        s.priorityPlayer = -1;
        s.previousTurnActivePlayer = -1;
        for (const QString &key : alice)
            addToHand(s, 0, key);
        for (const QString &key : bob)
            addToHand(s, 1, key);
        s.decision.kind = PendingDecision::Kind::Mulligan;
        s.decision.player = 0;
        s.decision.options = {0, 1};
        s.decision.prompt = QStringLiteral("Alice, keep this hand of 7 cards or take a mulligan? (CR 103.5)");
        GameController c;
        c.loadState(s);
        QStringList seen = shared(c, QStringLiteral("the start"));
        for (const Action &a : {Action::takeMulligan(0), Action::keepHand(1), Action::keepHand(0)}) {
            if (!c.apply(a).accepted)
                seen << QStringLiteral("UNEXPECTED: refused: ") + c.status();
            seen << shared(c, QStringLiteral("a keep or a mulligan"));
        }
        if (c.game().state().decision.kind != PendingDecision::Kind::BottomCards)
            seen << QStringLiteral("UNEXPECTED: no bottom cards asked");
        c.apply(Action::pass(1)); // Bob acts while Alice chooses: refused, naming no card
        seen << shared(c, QStringLiteral("Bob's pass"));
        Action bottom = Action::make(Action::Type::ChooseCards, 0);
        bottom.choices = {c.game().state().players[0].hand.value(2)};
        if (!c.apply(bottom).accepted)
            seen << QStringLiteral("UNEXPECTED: bottom refused: ") + c.status();
        seen << shared(c, QStringLiteral("the bottom card"));
        if (c.game().state().turnNumber != 1)
            seen << QStringLiteral("UNEXPECTED: turn %1").arg(c.game().state().turnNumber);
        const QSet<QString> hidden = hiddenOnlyNames(c.game());
        for (const QString &line : logLines(c))
            if (!namesHidden(line, hidden).isEmpty())
                seen << QStringLiteral("UNEXPECTED: names a hidden card: ") + line;
        seen << logLines(c);
        return seen;
    }

    /// Names of the cards only some seats see now: in a hand or a library (both faces), and not
    /// also the name of a card all see (on the battlefield, the stack, in a graveyard or exile,
    /// a spell being cast).
    static QSet<QString> hiddenOnlyNames(const Game &g)
    {
        const GameState &s = g.state();
        QSet<QString> hidden, seen;
        const auto names = [&g](int cardId) {
            QStringList out;
            for (const CardFace &f : g.definition(cardId).faces)
                out.append(f.name);
            return out;
        };
        for (const Player &p : s.players) {
            for (int id : p.hand + p.library)
                for (const QString &n : names(id))
                    hidden.insert(n);
            for (int id : p.graveyard + p.exile)
                for (const QString &n : names(id))
                    seen.insert(n);
        }
        for (const Permanent &p : s.battlefield)
            for (const QString &n : names(p.cardId))
                seen.insert(n);
        for (const StackObject &so : s.stack)
            for (const QString &n : names(so.cardId))
                seen.insert(n);
        // A spell whose targets are being chosen has been announced: it is on its way to the
        // stack, shown to all (CR 601.2a), and stays shown if its caster stops.
        if (s.decision.casting && !s.decision.casting->isAbility)
            for (const QString &n : names(s.decision.casting->cardId))
                seen.insert(n);
        return hidden - seen;
    }
    /// The hidden card `line` names, "" if none.
    static QString namesHidden(const QString &line, const QSet<QString> &hidden)
    {
        for (const QString &n : hidden)
            if (line.contains(n))
                return n;
        return {};
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings out
        QSettings().clear();
    }

    // The proof that nothing leaks (ARCHITECTURE.md): two games with the same seed and the same
    // clicks, other cards in both hands and on both libraries' tops, read the same in every log
    // line, status line and button. The differing cards are surveilled, kept on top, drawn,
    // clicked face down, and sit in a hand through a discard.
    void aPublicGameReadsTheSameWhateverTheHiddenCards()
    {
        const QStringList a = playPublicGame({QStringLiteral("play-with-fire"), QStringLiteral("brimstone-vandal"),
                                              QStringLiteral("the-celestus"), QStringLiteral("island")});
        const QStringList b = playPublicGame({QStringLiteral("increasing-vengeance"), QStringLiteral("kruin-outlaw"),
                                              QStringLiteral("shady-traveler"), QStringLiteral("mountain")});
        QVERIFY2(a.size() > 40, qPrintable(a.join(QLatin1Char('\n'))));
        for (const QString &line : a)
            QVERIFY2(!line.startsWith(QLatin1String("UNEXPECTED")), qPrintable(line));
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
            QVERIFY2(a[i] == b[i], qPrintable(QStringLiteral("line %1 differs:\n  %2\n  %3").arg(i).arg(a[i], b[i])));
        QCOMPARE(a.size(), b.size());
        // It was played as meant: the surveil and the discard are in the log, naming no card.
        QVERIFY(a.contains(QStringLiteral("Alice keeps the top card of their library on top.")));
        QVERIFY(a.contains(QStringLiteral("Bob discards Forest down to the maximum hand size.")));
        QVERIFY(a.contains(QStringLiteral("status: Alice must first answer: Alice surveils 1.")));
    }

    // The mulligan reads the same whatever the hands hold (CR 103.5, 400.2): "Alice takes a
    // mulligan (1st)", "Alice keeps 6 cards", "Alice puts 1 card on the bottom ...", never which.
    void aMulliganReadsTheSameWhateverTheHiddenCards()
    {
        const QStringList a = playMulligan({QStringLiteral("forest"), QStringLiteral("consider"), QStringLiteral("play-with-fire"), QStringLiteral("island"),
                                            QStringLiteral("brimstone-vandal"), QStringLiteral("the-celestus"), QStringLiteral("mountain")},
                                           {QStringLiteral("island"), QStringLiteral("island"), QStringLiteral("syncopate"), QStringLiteral("consider"),
                                            QStringLiteral("kruin-outlaw"), QStringLiteral("moonmist"), QStringLiteral("forest")});
        const QStringList b = playMulligan({QStringLiteral("tovolars-huntmaster"), QStringLiteral("moonmist"), QStringLiteral("shady-traveler"), QStringLiteral("mountain"),
                                            QStringLiteral("increasing-vengeance"), QStringLiteral("island"), QStringLiteral("consider")},
                                           {QStringLiteral("mountain"), QStringLiteral("brimstone-vandal"), QStringLiteral("play-with-fire"), QStringLiteral("island"),
                                            QStringLiteral("the-celestus"), QStringLiteral("forest"), QStringLiteral("wolf-strike")});
        for (const QString &line : a + b)
            QVERIFY2(!line.startsWith(QLatin1String("UNEXPECTED")), qPrintable(line));
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
            QVERIFY2(a[i] == b[i], qPrintable(QStringLiteral("line %1 differs:\n  %2\n  %3").arg(i).arg(a[i], b[i])));
        QCOMPARE(a.size(), b.size());
        QVERIFY(a.contains(QStringLiteral("Alice takes a mulligan (1st).")));
        QVERIFY(a.contains(QStringLiteral("Alice keeps 6 cards.")));
        QVERIFY(a.contains(QStringLiteral("Alice puts 1 card on the bottom of their library and keeps 6 cards.")));
    }

    // What the computer weighed names none of its hidden cards: its hand is "a card from its
    // hand", a surveil's card "the top card", discards "cards from its hand". Each log line and
    // status line is checked against the hidden cards of the moment it appears. With the judge's
    // view on, the line names them and says so first.
    void theComputersLinesNameNoHiddenCard_data()
    {
        QTest::addColumn<bool>("judgeView");
        QTest::newRow("players' view") << false;
        QTest::newRow("judge's view") << true;
    }
    void theComputersLinesNameNoHiddenCard()
    {
        QFETCH(bool, judgeView);
        // Bob's turn 3, his main phase: four lands, nine cards in hand (two to discard at the
        // end of the turn unless he plays them), Kruin Outlaw on top of his library.
        GameState s = basePosition(DayNight::Day);
        s.activePlayer = s.priorityPlayer = 1;
        s.previousTurnActivePlayer = 0;
        addPermanent(s, 0, QStringLiteral("snarling-wolf"));
        addPermanent(s, 1, QStringLiteral("island"));
        addPermanent(s, 1, QStringLiteral("mountain"));
        addPermanent(s, 1, QStringLiteral("mountain"));
        addPermanent(s, 1, QStringLiteral("forest"));
        const int consider = addToHand(s, 1, QStringLiteral("consider"));
        for (const char *key : {"brimstone-vandal", "play-with-fire", "the-celestus", "moonmist", "tovolars-huntmaster", "shady-traveler",
                                "forest", "forest"})
            addToHand(s, 1, QString::fromLatin1(key));
        s.cards.append({int(s.cards.size()), QStringLiteral("kruin-outlaw"), 1, false});
        s.players[1].library.append(s.cards.last().id);
        addToHand(s, 0, QStringLiteral("the-celestus"));

        GameController c;
        makeComputerQuick(c);
        c.computer()->setJudgeView(judgeView);
        const QHash<int, int> ids = c.loadState(s);
        // Each line checked as it appears, against the cards hidden at that moment.
        QStringList leaks, weighed;
        const auto checkLine = [&](const QString &line) {
            const QString card = namesHidden(line, hiddenOnlyNames(c.game()));
            if (line.contains(QLatin1String("weighed")))
                weighed.append(line);
            if (!card.isEmpty() && !(judgeView && line.startsWith(ComputerOpponent::judgeViewMark(QStringLiteral("Bob")))))
                leaks.append(QStringLiteral("%1 (names %2)").arg(line, card));
        };
        connect(c.log(), &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &, int first, int last) {
            for (int row = first; row <= last; ++row)
                checkLine(c.log()->index(row).data(LogModel::Text).toString());
        });
        connect(&c, &GameController::statusChanged, this, [&] { checkLine(c.status()); });
        connect(&c, &GameController::hintChanged, this, [&] { checkLine(c.hint()); checkLine(c.primaryText()); });
        connect(c.computer(), &ComputerOpponent::stateChanged, this, [&] { checkLine(c.computer()->status()); });

        // Bob casts Consider while a person's seat; at his surveil the computer takes the seat.
        QVERIFY2(c.playCard(ids.value(consider)), qPrintable(c.status()));
        QCOMPARE(c.game().state().decision.kind, PendingDecision::Kind::ChooseOption);
        QVERIFY(c.setComputer(1, true));
        // It plays on: the surveil, its main phase, its discard at the end of the turn; the table
        // passes for Alice, who has nothing to respond with, until her turn.
        QTRY_VERIFY_WITH_TIMEOUT(c.game().state().turnNumber == 4 && ai::actingPlayer(c.game().state()) == 0 && !c.computer()->thinking(), 120000);
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
        QVERIFY2(weighed.size() >= 2, qPrintable(logLines(c).join(QLatin1Char('\n'))));
        const QString all = weighed.join(QLatin1Char('\n'));
        if (judgeView) {
            for (const QString &line : std::as_const(weighed))
                QVERIFY2(line.startsWith(QLatin1String("[Judge's view: Bob's hidden cards shown] Bob (the computer) weighed")), qPrintable(line));
            QVERIFY2(all.contains(QLatin1String("Keep Kruin Outlaw on top")), qPrintable(all));
        } else {
            QVERIFY2(all.contains(QLatin1String("keep the top card on top")), qPrintable(all));
            QVERIFY2(all.contains(QLatin1String("from its hand")), qPrintable(all));
            QVERIFY(!all.contains(QLatin1String("Judge's view")));
        }
    }

    // choiceText() itself: the same choice reads the same whatever the hidden card it is about
    // (a card in hand cast or discarded, the top card surveilled); in the judge's view it names it.
    void aChoiceReadsTheSameWhateverTheHiddenCard()
    {
        QStringList texts[2], judged[2];
        const QStringList cards{QStringLiteral("play-with-fire"), QStringLiteral("moonragers-slash")};
        for (int i = 0; i < 2; ++i) {
            GameState s = basePosition(DayNight::Day);
            s.activePlayer = s.priorityPlayer = 1;
            for (int l = 0; l < 3; ++l)
                addPermanent(s, 1, QStringLiteral("mountain"));
            const int spell = addToHand(s, 1, cards[i]);
            const int land = addToHand(s, 1, QStringLiteral("mountain"));
            s.cards.append({int(s.cards.size()), cards[i], 1, false});
            s.players[1].library.append(s.cards.last().id);
            Action cast = Action::cast(1, spell);
            cast.targets = {-1}; // Alice
            QList<std::pair<GameState, Action>> choices{{s, cast}, {s, Action::playLand(1, land)}};
            GameState discard = s;
            discard.decision.kind = PendingDecision::Kind::DiscardCards;
            discard.decision.player = 1;
            discard.decision.count = 1;
            discard.decision.options = discard.players[1].hand;
            Action discardSpell = Action::make(Action::Type::ChooseCards, 1);
            discardSpell.choices = {spell};
            choices.append({discard, discardSpell});
            GameState surveil = s;
            surveil.decision.kind = PendingDecision::Kind::ChooseOption;
            surveil.decision.player = 1;
            surveil.decision.options = {0, 1};
            surveil.decision.then.kind = Continuation::Kind::Surveil;
            const QString top = CardDatabase::builtIn().find(cards[i])->front().name;
            surveil.decision.labels = {QStringLiteral("Keep %1 on top").arg(top), QStringLiteral("Put %1 into your graveyard").arg(top)};
            for (int option = 0; option < 2; ++option) {
                Action choose = Action::make(Action::Type::ChooseCards, 1);
                choose.choices = {option};
                choices.append({surveil, choose});
            }
            for (const auto &[state, action] : std::as_const(choices)) {
                const Game game(CardDatabase::builtIn(), state);
                texts[i].append(ComputerOpponent::choiceText(game, action, false));
                judged[i].append(ComputerOpponent::choiceText(game, action, true));
            }
        }
        QCOMPARE(texts[0], texts[1]);
        QCOMPARE(texts[0], (QStringList{QStringLiteral("cast a card from its hand"), QStringLiteral("play a land from its hand"),
                                        QStringLiteral("discard a card from its hand"), QStringLiteral("keep the top card on top"),
                                        QStringLiteral("put the top card into its graveyard")}));
        QCOMPARE(judged[0].first(), QStringLiteral("cast Play with Fire targeting Alice"));
        QCOMPARE(judged[1].first(), QStringLiteral("cast Moonrager's Slash targeting Alice"));
        QCOMPARE(judged[0][2], QStringLiteral("discard Play with Fire"));
        QCOMPARE(judged[0][3], QStringLiteral("Keep Play with Fire on top"));
    }
};

QTEST_GUILESS_MAIN(TestHidden)
#include "tst_hidden.moc"
