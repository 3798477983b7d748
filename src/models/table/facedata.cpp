#include "facedata.h"

#include "game.h"

QVariantMap faceData(const rules::CardFace &face, const rules::Permanent *permanent)
{
    QVariantMap m;
    m.insert(QStringLiteral("name"), face.name);
    m.insert(QStringLiteral("manaCost"), face.manaCost.text);
    m.insert(QStringLiteral("typeLine"), face.typeLine());
    m.insert(QStringLiteral("oracleText"), face.oracleText);
    QString pt;
    if (face.hasPT) {
        const int plus = permanent ? permanent->counters.value(QStringLiteral("+1/+1")) : 0;
        pt = QStringLiteral("%1/%2").arg(face.power + plus).arg(face.toughness + plus);
    } else if (face.hasLoyalty) {
        const int loyalty = permanent ? permanent->counters.value(QStringLiteral("loyalty"), face.loyalty) : face.loyalty;
        pt = QStringLiteral("Loyalty %1").arg(loyalty);
    }
    m.insert(QStringLiteral("ptText"), pt);
    m.insert(QStringLiteral("colors"), face.colors());
    m.insert(QStringLiteral("isLand"), face.hasType(QStringLiteral("Land")));
    QString mark;
    if (face.hasKeyword(QStringLiteral("Daybound")))
        mark = QStringLiteral("day");
    else if (face.hasKeyword(QStringLiteral("Nightbound")))
        mark = QStringLiteral("night");
    m.insert(QStringLiteral("mark"), mark);
    m.insert(QStringLiteral("notEnforced"), face.notEnforced());
    return m;
}
