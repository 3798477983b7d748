// The one Qt Quick Test runner: each tst_*.qml file is its own ctest entry (-input FILE).
// Tests of panels over the real models (the timeline) get a GameController as the context
// property `gameController`, and the source tree as `sourceDir` (for scenario files).
#include "gamecontroller.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QtQuickTest>

class Setup : public QObject
{
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        m_controller.newGame(5);
        engine->rootContext()->setContextProperty(QStringLiteral("gameController"), &m_controller);
        engine->rootContext()->setContextProperty(QStringLiteral("sourceDir"), QStringLiteral(DAYNIGHT_SOURCE_DIR));
    }

private:
    GameController m_controller;
};

QUICK_TEST_MAIN_WITH_SETUP(daynight_qml, Setup)

#include "tst_qml.moc"
