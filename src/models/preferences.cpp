#include "preferences.h"

#include <QSettings>
#include <algorithm>

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
    m_motionScale = std::clamp(QSettings().value(QStringLiteral("table/motionScale"), 1.0).toReal(), 0.0, 4.0);
}

void Preferences::setMotionScale(qreal scale)
{
    scale = std::clamp(scale, 0.0, 4.0);
    if (qFuzzyCompare(scale + 1, m_motionScale + 1))
        return;
    m_motionScale = scale;
    QSettings().setValue(QStringLiteral("table/motionScale"), scale);
    emit motionScaleChanged();
}

void Preferences::cycleMotion()
{
    setMotionScale(m_motionScale == 1.0 ? 2.0 : m_motionScale == 2.0 ? 0.0 : 1.0);
}
