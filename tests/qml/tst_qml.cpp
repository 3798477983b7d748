// The one Qt Quick Test runner: each tst_*.qml file is its own ctest entry (-input FILE).
// Tests of panels over the real models (the timeline) get a GameController as the context
// property `gameController` (its decks kept in a temporary folder), and the source tree as `sourceDir` (for scenario files).
#include "gamecontroller.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QTemporaryDir>
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
        m_controller.decks()->setFolder(m_decks.path()); // decks imported by a test go nowhere else
        engine->rootContext()->setContextProperty(QStringLiteral("gameController"), &m_controller);
        engine->rootContext()->setContextProperty(QStringLiteral("sourceDir"), QStringLiteral(DAYNIGHT_SOURCE_DIR));
    }

private:
    QTemporaryDir m_decks;
    GameController m_controller;
};

QUICK_TEST_MAIN_WITH_SETUP(daynight_qml, Setup)

#include "tst_qml.moc"
