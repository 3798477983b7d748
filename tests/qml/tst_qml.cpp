// The one Qt Quick Test runner: each tst_*.qml file is its own ctest entry (-input FILE).
// Tests of panels over the real models (the timeline) get a GameController as the context
// property `gameController`, and the source tree as `sourceDir` (for scenario files).
#include "gamecontroller.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

// The table's QML modules are static libraries: their plugins are imported by hand (as main.cpp).
Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

class Setup : public QObject
{
    Q_OBJECT
public slots:
    void applicationAvailable()
    {
        QQuickStyle::setStyle(QStringLiteral("Basic")); // the program's style
    }
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
