#include "qmlmodules.h"

#include <QFile>
#include <QQmlComponent>
#include <QQmlError>
#include <QQmlEngine>
#include <QUrl>

QList<QmlModules::Module> QmlModules::required()
{
    QList<Module> out;
    QFile list(QStringLiteral(":/qml-modules.txt"));
    if (!list.open(QIODevice::ReadOnly))
        return out;
    while (!list.atEnd()) {
        const QString line = QString::fromUtf8(list.readLine()).section(QLatin1Char('#'), 0, 0).simplified();
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() == 2)
            out.append({parts[0], parts[1]});
    }
    return out;
}

QString QmlModules::importProblem(QQmlEngine *engine, const Module &module)
{
    QQmlComponent c(engine);
    c.setData(QStringLiteral("import QtQml\nimport %1\nQtObject {}\n").arg(module.uri).toUtf8(),
              QUrl(QStringLiteral("qrc:/daynight-checks/module-%1.qml").arg(module.uri)));
    if (!c.isError())
        return QString();
    return QStringLiteral("%1 (Debian package %2)").arg(c.errors().value(0).description(), module.package);
}

QString QmlModules::fileDialogProblem(QQmlEngine *engine)
{
    // The list covers the imports of the dialog's own QML too (the qml_modules_listed test
    // follows them), so importing each listed module is the whole check. (Compiling Qt's
    // FileDialog.qml from outside its module does not work: it uses the module's internal types.)
    QStringList missing;
    for (const Module &m : required()) {
        const QString problem = importProblem(engine, m);
        if (!problem.isEmpty())
            missing.append(problem);
    }
    if (missing.isEmpty())
        return QString();
    return QStringLiteral("The file dialogs cannot open: %1.").arg(missing.join(QStringLiteral("; ")));
}

QString QmlModules::fileDialogProblem()
{
    if (!m_checked) {
        QQmlEngine *engine = qmlEngine(this);
        m_fileDialogProblem = engine ? fileDialogProblem(engine) : QString();
        m_checked = true;
    }
    return m_fileDialogProblem;
}
