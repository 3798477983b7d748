// The QML modules the program needs at run time (packaging/qml-modules.txt, compiled in), and
// whether this machine has them: a missing module must be reported, not crash the program
// (Qt 6.4's FileDialog dies with SIGSEGV when its implementation's imports are missing).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;

/// Checks run-time QML modules against packaging/qml-modules.txt. As a QML singleton
/// (`QmlModules.fileDialogProblem()`) it lets the table refuse to open a file dialog that
/// would crash, and say which package to install instead.
class QmlModules : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
public:
    /// One line of the list: a module URI and the Debian package that installs it.
    struct Module {
        QString uri;
        QString package;
    };
    /// The list compiled in from packaging/qml-modules.txt (empty if it is missing).
    static QList<Module> required();
    /// "" when `module` can be imported by `engine`, else the engine's error with the package
    /// to install: "module "Qt.labs.folderlistmodel" is not installed (Debian package ...)".
    static QString importProblem(QQmlEngine *engine, const Module &module);
    /// "" when every listed module imports with `engine` (the list covers the non-native file
    /// dialog's own QML, which imports more modules than the table does); otherwise one
    /// sentence naming each missing module and its package.
    static QString fileDialogProblem(QQmlEngine *engine);

    /// For QML: fileDialogProblem() with the calling engine, computed once.
    Q_INVOKABLE QString fileDialogProblem();

private:
    bool m_checked = false;
    QString m_fileDialogProblem;
};
