// A sorted hand (View > Sort hand): HandOrderModel over a real hand, lands first, then by mana
// value, then by name; back to the order the cards came when off; the preference remembered.
#include "gamecontroller.h"
#include "handordermodel.h"
#include "position.h"
#include "preferences.h"
#include "zonemodels.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace rules;
using namespace testing;

class TestHandOrder : public QObject
{
    Q_OBJECT

    static QStringList names(const QAbstractItemModel &model)
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out.append(model.index(row, 0).data(CardZoneModel::FrontFace).toMap().value(QStringLiteral("name")).toString());
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void sortsLandsThenManaValueThenName()
    {
        GameState s = basePosition();
        for (const char *key : {"tovolar-dire-overlord", "snarling-wolf", "forest", "moonmist", "consider", "island", "play-with-fire"})
            addToHand(s, 0, QString::fromLatin1(key));
        GameController c;
        c.loadState(s);
        HandOrderModel hand;
        QAbstractItemModelTester tester(&hand, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy countChanged(&hand, &HandOrderModel::countChanged);
        hand.setSourceModel(c.hand(0));
        QCOMPARE(hand.count(), 7);
        QCOMPARE(countChanged.size(), 1);
        const QStringList held{QStringLiteral("Tovolar, Dire Overlord"), QStringLiteral("Snarling Wolf"), QStringLiteral("Forest"),
                               QStringLiteral("Moonmist"), QStringLiteral("Consider"), QStringLiteral("Island"), QStringLiteral("Play with Fire")};
        QCOMPARE(names(hand), held); // off by default: as the cards came
        QSignalSpy sortedChanged(&hand, &HandOrderModel::sortedChanged);
        hand.setSorted(true);
        hand.setSorted(true); // no change, no signal
        QCOMPARE(sortedChanged.size(), 1);
        const QStringList sorted{QStringLiteral("Forest"), QStringLiteral("Island"), QStringLiteral("Consider"), QStringLiteral("Play with Fire"),
                                 QStringLiteral("Snarling Wolf"), QStringLiteral("Moonmist"), QStringLiteral("Tovolar, Dire Overlord")};
        QCOMPARE(names(hand), sorted);
        // A card that comes into the hand takes its place in the order.
        QVERIFY(c.apply(Action::addCard(0, QStringLiteral("mountain"), Action::Zone::Hand)).accepted);
        QCOMPARE(hand.count(), 8);
        QCOMPARE(names(hand).mid(0, 4), (QStringList{QStringLiteral("Forest"), QStringLiteral("Island"), QStringLiteral("Mountain"), QStringLiteral("Consider")}));
        // Off again: the order the cards came, the new one last.
        hand.setSorted(false);
        QCOMPARE(names(hand), held + QStringList{QStringLiteral("Mountain")});
    }

    // View > Sort hand is remembered (QSettings) and off until chosen.
    void preferenceIsRemembered()
    {
        {
            Preferences p;
            QCOMPARE(p.sortedHand(), false);
            QSignalSpy changed(&p, &Preferences::sortedHandChanged);
            p.setSortedHand(true);
            p.setSortedHand(true);
            QCOMPARE(changed.size(), 1);
        }
        QCOMPARE(Preferences().sortedHand(), true);
        Preferences().setSortedHand(false);
        QCOMPARE(Preferences().sortedHand(), false);
    }
};

QTEST_GUILESS_MAIN(TestHandOrder)
#include "tst_handorder.moc"
