// User preferences that outlive a game, stored with QSettings.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

/// Table preferences. Stored under the application's QSettings (organisation "DayNightTable").
class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Created by the application")
    /// Animation speed factor: 1 normal, 2 slow (demonstrations), 0 reduced motion (none).
    /// Values outside 0..4 are clamped.
    Q_PROPERTY(qreal motionScale READ motionScale WRITE setMotionScale NOTIFY motionScaleChanged FINAL)
public:
    explicit Preferences(QObject *parent = nullptr);
    qreal motionScale() const { return m_motionScale; }
    void setMotionScale(qreal scale);
    /// Normal -> slow -> off -> normal.
    Q_INVOKABLE void cycleMotion();

signals:
    void motionScaleChanged();

private:
    qreal m_motionScale = 1.0;
};
