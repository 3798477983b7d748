#include "selftest.h"

#include "datapaths.h"
#include "gamecontroller.h"
#include "preferences.h"
#include "qmlmodules.h"
#include "sessionclient.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFont>
#include <QRegularExpression>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QPointer>
#include <QThread>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace {

/// Every QML warning or error seen while the self-test runs.
QStringList *g_problems = nullptr;
QtMessageHandler g_previousHandler = nullptr;

// A QML warning: from the QML engine or JavaScript (categories "qml", "js", "default" with a
// .qml location, "QQmlComponent: ..."), or any critical or fatal message.
void recordingHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // A QML module that is not installed: Qt 6.4 may crash right after this warning (the
    // non-native file dialog does), so the self-test fails here, naming the module and its
    // package, instead of dying from a signal.
    static const QRegularExpression missing(QStringLiteral("module \"([^\"]+)\" is not installed"));
    if (g_problems) {
        const QRegularExpressionMatch m = missing.match(message);
        if (m.hasMatch()) {
            QString package;
            for (const QmlModules::Module &module : QmlModules::required())
                if (module.uri == m.captured(1))
                    package = module.package;
            std::fprintf(stderr, "daynight: self-test FAILED: QML module %s is not installed (%s)\n  %s\n", qPrintable(m.captured(1)),
                         package.isEmpty() ? "its Debian package is not listed in packaging/qml-modules.txt: add it there"
                                           : qPrintable(QStringLiteral("Debian package %1").arg(package)),
                         qPrintable(message));
            std::fflush(stderr);
            std::_Exit(1);
        }
    }
    if (g_problems && (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)) {
        const QByteArray category = context.category ? QByteArray(context.category) : QByteArray();
        const bool qml = category == "qml" || category == "js" || category.startsWith("qt.qml")
                         || message.contains(QLatin1String(".qml:")) || message.contains(QLatin1String("qrc:/"))
                         || (context.file && QByteArray(context.file).endsWith(".qml"))
                         // A component that failed to compile says only this (Qt 6.4, category "default").
                         || message.startsWith(QLatin1String("QQmlComponent:"));
        if (qml || type != QtWarningMsg)
            g_problems->append(message);
    }
    g_previousHandler(type, context, message);
}

class SelfTest
{
public:
    SelfTest(GameController &controller, Preferences &preferences)
        : m_controller(controller), m_preferences(preferences)
    {
    }

    int run()
    {
        g_problems = &m_warnings;
        g_previousHandler = qInstallMessageHandler(recordingHandler);
        const bool modules = checkModules();
        checkComponents();
        if (!modules)
            m_failures.append(QStringLiteral("the table was not opened: with a QML module missing, its dialogs would crash"));
        else if (openDemonstration() && loadTable()) {
            activateLoaders();
            openEveryPopup();
            openNewGameDialog();
            openAbilityMenu();
            openRuling();
            openPreview();
            openZoneList();
            askBeforeDeleting();
            openLessonAuthor();
            checkEditor();
            checkCurtain();
            checkProjector();
            checkMulliganPanel();
            checkGameOver();
            checkNetwork();
            walkLessons();
        }
        m_engine.reset(); // tear the window down while warnings are still recorded
        qInstallMessageHandler(g_previousHandler);
        g_problems = nullptr;
        if (!m_warnings.isEmpty())
            m_failures.append(QStringLiteral("QML warnings after the last check: ") + m_warnings.join(QStringLiteral(" | ")));
        if (m_failures.isEmpty()) {
            std::printf("daynight: self-test passed (%d checks)\n", m_checks);
            return 0;
        }
        std::fprintf(stderr, "daynight: self-test FAILED (%lld of %d checks):\n", static_cast<long long>(m_failures.size()), m_checks);
        for (const QString &f : std::as_const(m_failures))
            std::fprintf(stderr, "  - %s\n", qPrintable(f));
        return 1;
    }

private:
    // Records a check: passed unless `problem` is set or QML warnings arrived since the last one.
    void check(const QString &what, QString problem = QString())
    {
        ++m_checks;
        if (!m_warnings.isEmpty()) {
            problem += (problem.isEmpty() ? QString() : QStringLiteral("; ")) + QStringLiteral("QML warnings: ")
                       + m_warnings.join(QStringLiteral(" | "));
            m_warnings.clear();
        }
        if (problem.isEmpty()) {
            std::printf("  ok   %s\n", qPrintable(what));
        } else {
            std::printf("  FAIL %s\n", qPrintable(what));
            m_failures.append(what + QStringLiteral(": ") + problem);
        }
        std::fflush(stdout);
    }

    /// Every item under `root` in the visual tree (delegates of views have no QObject parent, so
    /// findChildren() misses them).
    static QList<QQuickItem *> allItems(QQuickItem *root)
    {
        QList<QQuickItem *> out{root};
        for (qsizetype i = 0; i < out.size(); ++i)
            out += out[i]->childItems();
        return out;
    }

    static bool waitFor(const std::function<bool()> &condition, int timeoutMs = 3000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!condition()) {
            if (timer.elapsed() > timeoutMs)
                return false;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            QThread::msleep(2);
        }
        return true;
    }
    static void settle(int ms = 60)
    {
        waitFor([] { return false; }, ms);
    }

    // 1. packaging/qml-modules.txt (compiled in). Returns false when one is missing: opening
    // the table's file dialogs would then crash Qt 6.4, so the window is not tried.
    bool checkModules()
    {
        const QList<QmlModules::Module> modules = QmlModules::required();
        if (modules.isEmpty()) {
            check(QStringLiteral("the list of QML modules"), QStringLiteral(":/qml-modules.txt is not compiled in"));
            return false;
        }
        const qsizetype before = m_failures.size();
        QQmlEngine engine;
        for (const QmlModules::Module &m : modules)
            check(QStringLiteral("QML module %1").arg(m.uri), QmlModules::importProblem(&engine, m));
        m_warnings.clear(); // the failed imports above were reported once, as failures
        return m_failures.size() == before;
    }

    // 2. Every file of the DayNight.Ui module (qrc:/DayNight/Ui/*.qml) compiles.
    void checkComponents()
    {
        const QStringList files = QDir(QStringLiteral(":/DayNight/Ui")).entryList({QStringLiteral("*.qml")}, QDir::Files, QDir::Name);
        check(QStringLiteral("the DayNight.Ui module has components"), files.isEmpty() ? QStringLiteral("none found under qrc:/DayNight/Ui") : QString());
        QQmlEngine engine;
        for (const QString &f : files) {
            QFile source(QStringLiteral(":/DayNight/Ui/") + f);
            if (source.open(QIODevice::ReadOnly) && source.readAll().contains("pragma Singleton"))
                continue; // QQmlComponent cannot load a singleton; the table's load uses it
            QQmlComponent c(&engine, QUrl(QStringLiteral("qrc:/DayNight/Ui/") + f));
            waitFor([&c] { return !c.isLoading(); });
            check(QStringLiteral("component %1 compiles").arg(f), c.isError() ? c.errorString().trimmed() : QString());
            m_warnings.clear(); // compile errors are reported once, as failures
        }
    }

    // 3. A demonstration with permanents, abilities and ruling citations in the log.
    bool openDemonstration()
    {
        const QVariantList demos = datapaths::demonstrations();
        if (demos.isEmpty()) {
            check(QStringLiteral("demonstration scenarios are installed"),
                  QStringLiteral("none found (looked for share/daynight-table/scenarios beside the program, "
                                 "the source tree and the system data folders)"));
            return false;
        }
        check(QStringLiteral("%1 demonstration scenarios in %2").arg(demos.size()).arg(datapaths::dataDir(QStringLiteral("scenarios"))));
        QString file = demos.first().toMap().value(QStringLiteral("file")).toString();
        for (const QVariant &d : demos)
            if (d.toMap().value(QStringLiteral("file")).toString().endsWith(QLatin1String("ruling-03-day-becomes-night.json")))
                file = d.toMap().value(QStringLiteral("file")).toString();
        const bool ok = m_controller.openScenario(file);
        check(QStringLiteral("open demonstration %1").arg(QFileInfo(file).fileName()), ok ? QString() : m_controller.status());
        return ok;
    }

    // 4. The real window, and a rendered frame.
    bool loadTable()
    {
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_engine->setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&m_controller)},
                                        {QStringLiteral("preferences"), QVariant::fromValue(&m_preferences)}});
        m_engine->load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
        m_window = m_engine->rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
        if (!m_window) {
            check(QStringLiteral("the table window loads"), QStringLiteral("Main.qml did not create a window"));
            return false;
        }
        bool framed = false;
        // Disconnected before `framed` goes out of scope: every later frame wrote into a dead
        // stack slot (AddressSanitizer: stack-use-after-scope; a crash in a later check).
        const QMetaObject::Connection frames = QObject::connect(m_window, &QQuickWindow::frameSwapped, m_window, [&framed] { framed = true; });
        m_window->show();
        const bool rendered = waitFor([&framed] { return framed; }, 10000);
        QObject::disconnect(frames);
        check(QStringLiteral("the table window renders a frame"), rendered ? QString() : QStringLiteral("no frame within 10 s"));
        return rendered;
    }

    /// Objects declared in our own QML files (not Qt's internal popups), with a readable name:
    /// the QML id, else the objectName, else the class.
    QString nameOf(QObject *o) const
    {
        if (QQmlContext *ctx = qmlContext(o)) {
            const QString id = ctx->nameForObject(o);
            if (!id.isEmpty())
                return id;
        }
        if (!o->objectName().isEmpty())
            return o->objectName();
        const QString title = o->property("title").toString();
        return QString::fromLatin1(o->metaObject()->className()) + (title.isEmpty() ? QString() : QStringLiteral(" \"%1\"").arg(title));
    }
    static bool ours(QObject *o)
    {
        QQmlContext *ctx = qmlContext(o);
        return ctx && ctx->baseUrl().toString().startsWith(QLatin1String("qrc:/DayNight/"));
    }

    // 5a. Hidden panels behind Loaders are made once, so they are tested like the rest.
    void activateLoaders()
    {
        for (int round = 0; round < 5; ++round) {
            bool any = false;
            for (QObject *o : m_window->findChildren<QObject *>()) {
                if (!o->inherits("QQuickLoader") || !ours(o) || o->property("active").toBool())
                    continue;
                any = true;
                o->setProperty("active", true);
                waitFor([o] { return o->property("status").toInt() != 2; }); // Loader.Loading
                check(QStringLiteral("Loader %1 loads").arg(nameOf(o)),
                      o->property("status").toInt() == 1 ? QString() : QStringLiteral("status %1").arg(o->property("status").toInt()));
            }
            if (!any)
                break;
        }
    }

    // 5b. Every popup, menu and dialog: open, render, close. Then those that opening them made
    // (a menu makes its submenus when it first opens), until no new one appears.
    void openEveryPopup()
    {
        QSet<QObject *> seen;
        const auto unseen = [this, &seen] {
            QList<QPointer<QObject>> popups;
            for (QObject *o : m_window->findChildren<QObject *>())
                if ((o->inherits("QQuickPopup") || o->inherits("QQuickAbstractDialog")) && ours(o) && !seen.contains(o))
                    popups.append(o);
            return popups;
        };
        QList<QPointer<QObject>> popups = unseen();
        check(QStringLiteral("found %1 popups, menus and dialogs").arg(popups.size()),
              popups.size() < 5 ? QStringLiteral("expected at least the File, Game and View menus and both file dialogs") : QString());
        for (int round = 0; round < 5 && !popups.isEmpty(); ++round) {
            for (const QPointer<QObject> &p : std::as_const(popups)) {
                if (p) {
                    seen.insert(p);
                    openAndClose(p, "open");
                } else {
                    check(QStringLiteral("a popup stays alive while others open"), QStringLiteral("one was destroyed"));
                }
            }
            popups = unseen();
        }
    }

    /// Opens `popup` by calling its method `how` ("open", or "openFor" with `argument`), checks it
    /// is shown, then closes it and checks it is hidden.
    void openAndClose(QObject *popup, const char *how, const QVariant &argument = QVariant())
    {
        // A submenu opens from its open parent menu.
        QObject *parentMenu = popup->parent();
        while (parentMenu && !parentMenu->inherits("QQuickMenu"))
            parentMenu = parentMenu->parent();
        if (parentMenu && popup->inherits("QQuickMenu")) {
            QMetaObject::invokeMethod(parentMenu, "open");
            waitFor([parentMenu] { return parentMenu->property("opened").toBool(); });
        }
        const QString name = nameOf(popup);
        const bool dialog = popup->inherits("QQuickAbstractDialog");
        const char *shown = dialog ? "visible" : "opened";
        const bool invoked = argument.isValid() ? QMetaObject::invokeMethod(popup, how, Q_ARG(QVariant, argument))
                                                : QMetaObject::invokeMethod(popup, how);
        if (!invoked) {
            check(QStringLiteral("open %1").arg(name), QStringLiteral("it has no %1() method").arg(QLatin1String(how)));
            return;
        }
        const bool opened = waitFor([popup, shown] { return popup->property(shown).toBool(); });
        settle(); // a frame with it open
        check(QStringLiteral("open %1 (%2)").arg(name, QString::fromLatin1(popup->metaObject()->superClass()->className())),
              opened ? QString() : QStringLiteral("not shown within 3 s"));
        QMetaObject::invokeMethod(popup, dialog ? "reject" : "close");
        const bool closed = waitFor([popup] { return !popup->property("visible").toBool(); });
        check(QStringLiteral("close %1").arg(name), closed ? QString() : QStringLiteral("still shown after 3 s"));
        if (parentMenu && popup->inherits("QQuickMenu")) {
            QMetaObject::invokeMethod(parentMenu, "close");
            waitFor([parentMenu] { return !parentMenu->property("visible").toBool(); });
        }
    }

    QObject *popupNamed(const QString &id) const
    {
        for (QObject *o : m_window->findChildren<QObject *>())
            if (o->inherits("QQuickPopup") && nameOf(o) == id)
                return o;
        return nullptr;
    }

    // 5b'. File > New game (Ctrl+N, issue 13) as the player opens it: its seats with the demo
    // decks, the seed, the decks pane; closed with Cancel (the game stays).
    void openNewGameDialog()
    {
        const QString seedBefore = m_controller.seedText();
        QMetaObject::invokeMethod(m_window, "openNewGame");
        QObject *dialog = nullptr;
        for (QObject *o : m_window->findChildren<QObject *>())
            if (o->objectName() == QLatin1String("newGameDialog"))
                dialog = o;
        if (!dialog || !waitFor([dialog] { return dialog->property("opened").toBool(); })) {
            check(QStringLiteral("the new-game dialog opens (Ctrl+N)"), dialog ? QStringLiteral("not shown within 3 s") : QStringLiteral("no object named newGameDialog"));
            return;
        }
        settle();
        QQuickItem *content = dialog->property("contentItem").value<QQuickItem *>();
        int seatRows = 0;
        QQuickItem *pane = nullptr;
        for (QQuickItem *i : allItems(content)) {
            seatRows += i->objectName().startsWith(QLatin1String("seat")) && i->objectName().size() == 5 ? 1 : 0;
            if (i->objectName() == QLatin1String("importPane"))
                pane = i;
        }
        QString problem = dialog->property("problem").toString();
        if (seatRows < 2)
            problem = QStringLiteral("%1 seat rows shown, expected 2 or more").arg(seatRows);
        else if (dialog->property("seed").toString().isEmpty())
            problem = QStringLiteral("no seed shown");
        check(QStringLiteral("the new-game dialog opens (Ctrl+N) with %1 seats, their decks and a seed").arg(seatRows), problem);
        if (pane) {
            pane->setVisible(true);
            settle();
        }
        check(QStringLiteral("the new-game dialog shows its decks pane"), pane ? QString() : QStringLiteral("no item named importPane"));
        QMetaObject::invokeMethod(dialog, "reject");
        const bool closed = waitFor([dialog] { return !dialog->property("visible").toBool(); });
        check(QStringLiteral("the new-game dialog closes with Cancel, the game unchanged"),
              !closed ? QStringLiteral("still shown after 3 s")
                      : m_controller.seedText() != seedBefore ? QStringLiteral("the game changed") : QString());
    }

    // 5c. The ability menu with a real permanent's abilities (right click on a permanent).
    void openAbilityMenu()
    {
        QObject *menu = popupNamed(QStringLiteral("abilityMenu"));
        int objectId = -1;
        for (const rules::Permanent &p : m_controller.game().state().battlefield)
            if (!m_controller.abilitiesOf(p.objectId).isEmpty()) {
                objectId = p.objectId;
                break;
            }
        if (!menu || objectId < 0) {
            check(QStringLiteral("the ability menu with abilities"),
                  !menu ? QStringLiteral("no popup with id abilityMenu") : QStringLiteral("no permanent with activated abilities in the demonstration"));
            return;
        }
        openAndClose(menu, "openFor", objectId);
        check(QStringLiteral("the ability menu lists abilities"), menu->property("count").toInt() > 0 ? QString() : QStringLiteral("it is empty"));
    }

    // 5d. A log line's ruling (hover or click shows the ruling's words).
    void openRuling()
    {
        // Scroll the log to a line that cites a ruling, so its delegate exists.
        const LogModel *log = m_controller.log();
        const int rulingRole = log->roleNames().key("ruling");
        int row = -1;
        for (int r = 0; r < log->rowCount(); ++r)
            if (log->data(log->index(r, 0), rulingRole).toInt() > 0)
                row = r;
        if (QObject *list = m_window->findChild<QObject *>(QStringLiteral("logList")); list && row >= 0) {
            QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, row), Q_ARG(int, 1 /* ListView.Center */));
            settle();
        }
        QQuickItem *line = nullptr;
        for (QQuickItem *i : allItems(m_window->contentItem()))
            if (i->objectName() == QLatin1String("logLine") && !i->property("rulingText").toString().isEmpty())
                line = i;
        if (!line) {
            check(QStringLiteral("a log line's ruling opens"), QStringLiteral("no log line cites a ruling"));
            return;
        }
        line->setProperty("pinned", true);
        QQuickItem *box = line->findChild<QQuickItem *>(QStringLiteral("rulingBox"));
        const bool shown = box && waitFor([box] { return box->isVisible(); });
        settle();
        check(QStringLiteral("a log line's ruling opens"), shown ? QString() : QStringLiteral("the ruling box did not show"));
        line->setProperty("pinned", false);
        check(QStringLiteral("a log line's ruling closes"), box && waitFor([box] { return !box->isVisible(); }) ? QString() : QStringLiteral("still shown"));
    }

    // 5e. The hover preview of a permanent: both faces, large.
    void openPreview()
    {
        QAbstractItemModel *model = m_controller.battlefield();
        const QHash<int, QByteArray> roles = model->roleNames();
        if (model->rowCount() == 0) {
            check(QStringLiteral("the card preview opens"), QStringLiteral("no permanent to preview"));
            return;
        }
        const QModelIndex first = model->index(0, 0);
        const QVariant front = model->data(first, roles.key("frontFace"));
        const QVariant back = model->data(first, roles.key("backFace"));
        QObject *root = m_window;
        bool ok = QMetaObject::invokeMethod(root, "showPreview", Q_ARG(QVariant, front), Q_ARG(QVariant, back),
                                            Q_ARG(QVariant, false), Q_ARG(QVariant, 0), Q_ARG(QVariant, QString()));
        settle();
        check(QStringLiteral("the card preview opens"), ok && root->property("previewFront").isValid() && !root->property("previewFront").isNull()
                                                            ? QString() : QStringLiteral("showPreview() did not set it"));
        QMetaObject::invokeMethod(root, "hidePreview");
        settle();
        check(QStringLiteral("the card preview closes"));
    }

    // 5e'. A graveyard's cards (a click on its count): listed, the preview of the top card drawn,
    // closed; a hand (a hidden zone, CR 400.2) is refused.
    void openZoneList()
    {
        const int player = m_controller.game().state().activePlayer;
        QVariant opened;
        QMetaObject::invokeMethod(m_window, "openZone", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, player), Q_ARG(QVariant, QStringLiteral("graveyard")));
        QObject *list = m_window->findChild<QObject *>(QStringLiteral("zoneList"));
        const bool shown = list && waitFor([list] { return list->property("opened").toBool(); });
        settle();
        const int cards = int(m_controller.game().state().players[player].graveyard.size());
        check(QStringLiteral("a graveyard's list opens with its %1 cards").arg(cards),
              !opened.toBool() || !shown ? QStringLiteral("not shown within 3 s")
              : list->property("cardCount").toInt() != cards ? QStringLiteral("it lists %1").arg(list->property("cardCount").toInt()) : QString());
        if (list)
            QMetaObject::invokeMethod(list, "close");
        check(QStringLiteral("a graveyard's list closes"), list && waitFor([list] { return !list->property("visible").toBool(); }) ? QString() : QStringLiteral("still shown"));
        QMetaObject::invokeMethod(m_window, "openZone", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, player), Q_ARG(QVariant, QStringLiteral("hand")));
        check(QStringLiteral("a hand's cards are never listed"), opened.toBool() || (list && list->property("visible").toBool()) ? QStringLiteral("it opened") : QString());
    }

    // 5e''. The timeline's "Delete from here…" asks first, naming what goes; Cancel keeps the
    // record as it was.
    void askBeforeDeleting()
    {
        const int node = m_controller.record().current();
        const int size = m_controller.record().size();
        if (node <= 0) {
            check(QStringLiteral("the deletion question"), QStringLiteral("the demonstration has no action to delete"));
            return;
        }
        QMetaObject::invokeMethod(m_window, "confirmDeletion", Q_ARG(QVariant, node));
        QObject *dialog = popupNamed(QStringLiteral("confirmDialog"));
        const bool shown = dialog && waitFor([dialog] { return dialog->property("visible").toBool(); });
        settle();
        check(QStringLiteral("the timeline's deletion asks first"),
              !shown ? QStringLiteral("no question shown")
                     : dialog->property("title").toString() != QLatin1String("Delete from here?") ? QStringLiteral("titled \"%1\"").arg(dialog->property("title").toString())
                                                                                                   : QString());
        if (dialog)
            QMetaObject::invokeMethod(dialog, "reject");
        const bool closed = dialog && waitFor([dialog] { return !dialog->property("visible").toBool(); });
        check(QStringLiteral("Cancel deletes nothing"), !closed ? QStringLiteral("the question is still shown")
                                                        : m_controller.record().size() != size ? QStringLiteral("the record lost nodes") : QString());
    }

    // 5d'. Learn > New lesson from this game: the menu's action shows the authoring panel, which
    // takes the point the table shows as a step, and closes.
    void openLessonAuthor()
    {
        QObject *action = m_window->findChild<QObject *>(QStringLiteral("newLessonAction"));
        if (!action || !QMetaObject::invokeMethod(action, "trigger")) {
            check(QStringLiteral("Learn > New lesson from this game"), QStringLiteral("no action named newLessonAction"));
            return;
        }
        QQuickItem *panel = m_window->findChild<QQuickItem *>(QStringLiteral("lessonAuthorPanel"));
        const bool shown = waitFor([this] {
            QQuickItem *p = m_window->findChild<QQuickItem *>(QStringLiteral("lessonAuthorPanel"));
            return p && p->isVisible();
        });
        panel = m_window->findChild<QQuickItem *>(QStringLiteral("lessonAuthorPanel"));
        settle();
        check(QStringLiteral("Learn > New lesson from this game shows the authoring panel"), shown ? QString() : QStringLiteral("not shown within 3 s"));
        if (!panel)
            return;
        QObject *author = panel->property("author").value<QObject *>();
        bool added = false;
        if (author)
            QMetaObject::invokeMethod(author, "addStep", Q_RETURN_ARG(bool, added), Q_ARG(int, -1));
        settle();
        check(QStringLiteral("the authoring panel takes the point shown as a step"),
              added && author->property("stepCount").toInt() == 1 ? QString() : QStringLiteral("refused: %1").arg(author ? author->property("problem").toString() : QStringLiteral("no author")));
        QMetaObject::invokeMethod(author, "reset");
        m_window->setProperty("authoring", false);
        check(QStringLiteral("the authoring panel closes"), waitFor([panel] { return !panel->isVisible(); }) ? QString() : QStringLiteral("still shown"));
    }

    // 5e'''. The board editor (Ctrl+E): it opens over the right-hand column, the board's cards
    // staying where they were; its "Empty board" empties the board in one edit that undo takes
    // back; its drag layer lies over the seats.
    void checkEditor()
    {
        const auto named = [this](const QString &name) {
            for (QQuickItem *i : allItems(m_window->contentItem()))
                if (i->objectName() == name && i->isVisible())
                    return i;
            return static_cast<QQuickItem *>(nullptr);
        };
        QQuickItem *card = named(QStringLiteral("permanent"));
        const QRectF before = card ? card->mapRectToScene(card->boundingRect()) : QRectF();
        const int permanents = m_controller.battlefield()->rowCount();
        m_controller.editor()->setEditing(true);
        QQuickItem *button = nullptr;
        waitFor([&] { return (button = named(QStringLiteral("editorEmptyBoard"))) != nullptr; });
        settle();
        check(QStringLiteral("the board editor opens with the board in place"),
              !button ? QStringLiteral("no Empty board button shown")
              : !card ? QStringLiteral("the demonstration shows no permanent")
              : card->mapRectToScene(card->boundingRect()) != before ? QStringLiteral("a permanent moved") : QString());
        check(QStringLiteral("the board editor's drag layer"), named(QStringLiteral("editorDragLayer")) ? QString() : QStringLiteral("not over the seats"));
        if (button)
            QMetaObject::invokeMethod(button, "clicked");
        const bool emptied = waitFor([this] { return m_controller.battlefield()->rowCount() == 0; });
        check(QStringLiteral("Empty board empties it"), emptied ? QString() : m_controller.status());
        m_controller.undo();
        check(QStringLiteral("undo brings the board back"),
              m_controller.battlefield()->rowCount() == permanents ? QString() : QStringLiteral("%1 permanents, not %2").arg(m_controller.battlefield()->rowCount()).arg(permanents));
        m_controller.editor()->setEditing(false);
        settle();
    }

    // 5e'. The hot-seat curtain (issue 12): shown over the board while the acting player has not
    // asked to see their hand (with the preference on), gone once they have.
    void checkCurtain()
    {
        auto *curtain = m_window->findChild<QQuickItem *>(QStringLiteral("hotSeatCurtain"));
        if (!curtain) {
            check(QStringLiteral("the hot-seat curtain"), QStringLiteral("not found"));
            return;
        }
        const bool down = curtain->property("down").toBool();
        if (down != curtain->isVisible()) {
            check(QStringLiteral("the hot-seat curtain"), QStringLiteral("down is %1 but visible is %2").arg(down).arg(curtain->isVisible()));
            return;
        }
        QMetaObject::invokeMethod(curtain, "reveal");
        settle();
        check(QStringLiteral("the hot-seat curtain (%1) lifts").arg(down ? QStringLiteral("was down") : QStringLiteral("not needed")),
              curtain->isVisible() ? QStringLiteral("still shown after reveal()") : QString());
    }

    // 5e'''. View > Projector sizes (Ctrl+Shift+P): on, the status line reads at 18 px or more and
    // the preference is set; off again, the status line is back to its normal size.
    void checkProjector()
    {
        auto *action = m_window->findChild<QObject *>(QStringLiteral("projectorAction"));
        auto *status = m_window->findChild<QQuickItem *>(QStringLiteral("statusText"));
        if (!action || !status) {
            check(QStringLiteral("the projector switch"), !action ? QStringLiteral("no action projectorAction") : QStringLiteral("no statusText"));
            return;
        }
        const bool was = m_preferences.projector();
        const int normal = status->property("font").value<QFont>().pixelSize();
        QMetaObject::invokeMethod(action, "trigger");
        settle();
        const int large = status->property("font").value<QFont>().pixelSize();
        check(QStringLiteral("the projector switch enlarges the table's text (%1 px to %2 px)").arg(normal).arg(large),
              m_preferences.projector() == was ? QStringLiteral("the preference did not change")
              : !was && large < 18 ? QStringLiteral("the status line is %1 px").arg(large) : QString());
        QMetaObject::invokeMethod(action, "trigger");
        settle();
        check(QStringLiteral("the projector switch turns off again"),
              m_preferences.projector() != was ? QStringLiteral("the preference stayed changed")
              : status->property("font").value<QFont>().pixelSize() != normal ? QStringLiteral("the status line stayed at %1 px").arg(status->property("font").value<QFont>().pixelSize()) : QString());
    }

    // 5e-bis. The mulligan panel (CR 103.5): a new game of two people that begins with the
    // mulligans. The panel is up for the player asked once the curtain is lifted; the first takes
    // a mulligan, the other keeps, the first keeps and clicks a card of their hand for the bottom
    // (the panel counts it), confirms, and turn 1 begins with the panel gone.
    void checkMulliganPanel()
    {
        m_controller.setMulligans(true);
        m_controller.newGame(1, 2);
        auto *curtain = m_window->findChild<QQuickItem *>(QStringLiteral("hotSeatCurtain"));
        QQuickItem *panel = nullptr;
        const auto shown = [this, curtain, &panel] {
            if (curtain)
                QMetaObject::invokeMethod(curtain, "reveal");
            waitFor([this, &panel] {
                panel = m_window->findChild<QQuickItem *>(QStringLiteral("mulliganPanel"));
                return panel && panel->isVisible();
            });
            settle();
            return panel && panel->isVisible();
        };
        const auto textOf = [&panel](const char *name) {
            QQuickItem *item = panel ? panel->findChild<QQuickItem *>(QLatin1String(name)) : nullptr;
            return item ? item->property("text").toString() : QString();
        };
        const auto s = [this]() -> const rules::GameState & { return m_controller.game().state(); };
        const int first = s().decision.player;
        const QString firstName = first >= 0 ? s().players[first].name : QString();
        check(QStringLiteral("the mulligan panel asks %1 to keep 7 or take a mulligan").arg(firstName),
              !shown() ? QStringLiteral("not shown (decision %1)").arg(m_controller.turn()->decisionKind())
              : !textOf("mulliganTitle").startsWith(firstName) ? QStringLiteral("titled \"%1\"").arg(textOf("mulliganTitle"))
              : !textOf("keepButton").startsWith(QLatin1String("Keep 7")) ? QStringLiteral("its keep button says \"%1\"").arg(textOf("keepButton"))
                                                                         : QString());
        m_controller.takeMulligan();
        const bool otherAsked = shown() && s().decision.player == 1 - first;
        m_controller.keepHand();
        const bool firstAgain = shown() && s().decision.player == first && textOf("keepButton").startsWith(QLatin1String("Keep 6"));
        check(QStringLiteral("the mulligan panel: a mulligan, the other player keeps, the first is asked again to keep 6"),
              !otherAsked ? QStringLiteral("the other player was not asked")
              : !firstAgain ? QStringLiteral("the first player was not asked to keep 6: \"%1\"").arg(textOf("keepButton")) : QString());
        m_controller.keepHand();
        const bool bottom = shown() && s().decision.kind == rules::PendingDecision::Kind::BottomCards;
        const QString before = textOf("mulliganCount");
        const int card = s().players[first].hand.value(0, -1);
        m_controller.playCard(card);
        settle();
        const QString after = textOf("mulliganCount");
        check(QStringLiteral("the mulligan panel counts the card clicked for the bottom"),
              !bottom ? QStringLiteral("no bottom choice shown")
              : !before.contains(QLatin1String("choose 1 more")) ? QStringLiteral("before: \"%1\"").arg(before)
              : !after.contains(QLatin1String("confirm")) ? QStringLiteral("after: \"%1\"").arg(after) : QString());
        m_controller.putOnBottom(m_controller.handChoices());
        settle();
        check(QStringLiteral("the bottom card is put, turn 1 begins and the mulligan panel is gone"),
              s().turnNumber != 1 ? QStringLiteral("turn %1: %2").arg(s().turnNumber).arg(m_controller.status())
              : s().players[first].library.isEmpty() || s().players[first].library.first() != card ? QStringLiteral("the card is not at the bottom")
              : panel && panel->isVisible() ? QStringLiteral("still shown") : QString());
    }

    // 5e-quater. Network play (File > Host game…, NetworkLayer.qml): a game hosted here with a
    // computer seat puts this screen's seat on the network path (wss server, session host, its
    // client); the banner (spectators see every hand), a connection dot per seat and the chat
    // line show, a chat line comes back into the log, an undo request shows its panel, and Leave
    // gives the table back with the last position on it.
    void checkNetwork()
    {
        const auto named = [this](const QString &name) {
            QList<QQuickItem *> out;
            for (QQuickItem *i : allItems(m_window->contentItem()))
                if (i->objectName() == name && i->isVisible())
                    out.append(i);
            return out;
        };
        NetworkPlay *network = m_controller.network();
        const QVariantList seats{QVariantMap{{QStringLiteral("name"), QStringLiteral("Alice")}, {QStringLiteral("kind"), QStringLiteral("you")}},
                                 QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")}, {QStringLiteral("kind"), QStringLiteral("computer")}}};
        const QString invite = network->host(seats, true, true, 0);
        check(QStringLiteral("File > Host game… hosts on a free port"), invite.isEmpty() ? network->error() : QString());
        if (invite.isEmpty())
            return;
        const bool shown = waitFor([this] { return m_controller.isRemote() && m_controller.hasGame() && m_controller.network()->client()->lastUpdate() >= 0; }, 10000);
        settle();
        check(QStringLiteral("the hosted game is on the table"), shown ? QString() : m_controller.status());
        waitFor([&] { return named(QStringLiteral("connectionDot")).size() == 2; });
        check(QStringLiteral("a connection dot per seat"), named(QStringLiteral("connectionDot")).size() == 2 ? QString()
                                                           : QStringLiteral("%1 shown").arg(named(QStringLiteral("connectionDot")).size()));
        check(QStringLiteral("the viewer banner says spectators see every hand"),
              named(QStringLiteral("networkViewerBanner")).isEmpty() ? QStringLiteral("not shown") : QString());
        check(QStringLiteral("the chat line shows"), named(QStringLiteral("networkChatLine")).isEmpty() ? QStringLiteral("not shown") : QString());
        network->chat(QStringLiteral("good luck"));
        const bool said = waitFor([network] { return network->client()->log().contains(QStringLiteral("Alice: good luck")); }, 5000);
        check(QStringLiteral("a chat line comes back into the log"), said ? QString() : QStringLiteral("not received"));
        network->requestUndo();
        waitFor([&] { return !named(QStringLiteral("networkUndoPanel")).isEmpty(); }, 1000);
        settle();
        check(QStringLiteral("the undo request panel shows"), named(QStringLiteral("networkUndoPanel")).isEmpty() && network->undoAsked()
                                                                 ? QStringLiteral("not shown") : QString());
        network->dismissUndo();
        QObject *leave = m_window->findChild<QObject *>(QStringLiteral("leaveGameAction"));
        if (leave)
            QMetaObject::invokeMethod(leave, "trigger");
        const bool left = waitFor([this] { return !m_controller.network()->active() && !m_controller.isRemote(); });
        settle();
        check(QStringLiteral("Stop hosting gives the table back"), !leave ? QStringLiteral("no leaveGameAction") : left ? QString() : QStringLiteral("still hosting"));
        m_controller.newGame(1, 2);
        settle();
    }

    // 5e-ter. The end of a game: a concession (Game > Concede) ends the two-player game; the
    // banner shows the result with New game… and Undo, the phase bar says "Game over"; the
    // banner's Undo takes the concession back and the banner goes.
    void checkGameOver()
    {
        const int seat = m_controller.game().state().priorityPlayer;
        if (seat < 0 || !m_controller.concede(seat)) {
            check(QStringLiteral("a concession ends the game"), QStringLiteral("refused: %1").arg(m_controller.status()));
            return;
        }
        QQuickItem *undo = nullptr;
        const bool shown = waitFor([this, &undo] {
            for (QQuickItem *i : allItems(m_window->contentItem()))
                if (i->objectName() == QLatin1String("gameOverUndo") && i->isVisible())
                    undo = i;
            return undo != nullptr;
        });
        settle();
        auto *label = m_window->findChild<QQuickItem *>(QStringLiteral("turnLabel"));
        check(QStringLiteral("the end of the game: its banner with New game… and Undo, \"Game over\" in the phase bar"),
              !shown ? QStringLiteral("no banner with an Undo button")
              : !label || !label->property("text").toString().startsWith(QLatin1String("Game over")) ? QStringLiteral("the phase bar says \"%1\"").arg(label ? label->property("text").toString() : QString())
                                                                                                       : QString());
        if (undo)
            QMetaObject::invokeMethod(undo, "clicked");
        const bool back = waitFor([this] { return !m_controller.game().state().gameOver; });
        settle();
        check(QStringLiteral("the banner's Undo takes the concession back"), back ? QString() : QStringLiteral("the game is still over"));
    }

    // 5f. Every installed lesson (Learn, F2; issue 11): opened, each step walked at once (the
    // question answered), the step's highlights found on the table, each "what if" shown side
    // by side; then the lesson closed.
    void walkLessons()
    {
        LessonPlayer *lesson = m_controller.lesson();
        // The installed lessons: the user's own (their data folder) are theirs to fix, not the
        // program's (Learn shows a bad one with its problem).
        QVariantList lessons;
        for (const QVariant &v : lesson->lessons())
            if (!v.toMap().value(QStringLiteral("user")).toBool())
                lessons.append(v);
        check(QStringLiteral("lessons are installed"), lessons.isEmpty() ? QStringLiteral("none found (share/daynight-table/lessons)") : QString());
        for (const QVariant &v : lessons) {
            const QVariantMap m = v.toMap();
            const QString name = QFileInfo(m.value(QStringLiteral("file")).toString()).completeBaseName();
            if (!lesson->open(m.value(QStringLiteral("file")).toString())) {
                check(QStringLiteral("lesson %1 opens").arg(name), m_controller.status());
                continue;
            }
            settle();
            QString problem;
            int frames = 0, highlights = 0, whatIfs = 0;
            for (int step = 0; step < lesson->stepCount(); ++step) {
                if (step > 0 && !lesson->next())
                    problem = QStringLiteral("step %1 did not open").arg(step + 1);
                if (!lesson->question().isEmpty()) {
                    lesson->answerQuestion(0);
                    if (lesson->answer().isEmpty())
                        problem = QStringLiteral("step %1: the question was not answered").arg(step + 1);
                }
                lesson->finishStep();
                highlights += int(lesson->highlights().size());
                // The highlights follow the cards every 300 ms; a busy machine takes longer.
                QQuickItem *overlay = m_window->findChild<QQuickItem *>(QStringLiteral("lessonHighlights"));
                const auto drawn = [overlay] {
                    return overlay ? int(overlay->property("frames").toList().size() + overlay->property("arrows").toList().size()) : 0;
                };
                if (!lesson->highlights().isEmpty())
                    waitFor([&drawn] { return drawn() > 0; }, 3000);
                settle();
                frames += drawn();
                if (lesson->hasWhatIf()) {
                    QMetaObject::invokeMethod(m_window, "showWhatIf");
                    settle();
                    QQuickItem *panel = m_window->findChild<QQuickItem *>(QStringLiteral("whatIfPanel"));
                    if (!panel || !panel->isVisible() || lesson->whatIf().value(QStringLiteral("rows")).toList().isEmpty())
                        problem = QStringLiteral("step %1: the what-if did not show").arg(step + 1);
                    ++whatIfs;
                }
            }
            if (highlights > 0 && frames == 0)
                problem += QStringLiteral(" none of its %1 highlights was drawn on the table").arg(highlights);
            check(QStringLiteral("lesson %1: %2 steps walked, %3 highlights drawn, %4 what-if(s)").arg(name).arg(lesson->stepCount()).arg(frames).arg(whatIfs),
                  problem);
        }
        lesson->close();
        settle();
        check(QStringLiteral("the lesson closes"), lesson->active() ? QStringLiteral("still open") : QString());
    }

    GameController &m_controller;
    Preferences &m_preferences;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    QStringList m_warnings;
    QStringList m_failures;
    int m_checks = 0;
};

} // namespace

int runSelfTest(GameController &controller, Preferences &preferences)
{
    return SelfTest(controller, preferences).run();
}
