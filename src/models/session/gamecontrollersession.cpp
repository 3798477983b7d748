// GameController: nothing lost (issue 10). The whole session (every variation of the record,
// the point shown, the table's notes) as JSON and back, problem reports, and restarting the game
// from its start. The autosave itself: gamecontrollerautosave.cpp.
#include "gamecontroller.h"

#include "atomicfile.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>

using namespace rules;

Q_LOGGING_CATEGORY(lcSession, "daynight.models.session", QtInfoMsg)

QJsonObject GameController::sessionJson() const
{
    // Every node but the start, parents first, each variation in its order (depth first), so
    // reading them in order rebuilds the same tree: the same lines in the same order.
    QList<int> order;
    QHash<int, int> position{{0, -1}};
    QList<int> pending{0};
    while (!pending.isEmpty()) {
        const int n = pending.takeLast();
        if (n != 0) {
            position.insert(n, int(order.size()));
            order.append(n);
        }
        const QList<int> &children = m_session->record().node(n).children;
        for (qsizetype i = children.size() - 1; i >= 0; --i)
            pending.append(children[i]);
    }
    QJsonArray nodes;
    for (int n : std::as_const(order)) {
        const GameRecord::Node &node = m_session->record().node(n);
        nodes.append(QJsonObject{{QStringLiteral("parent"), position.value(node.parent)},
                                 {QStringLiteral("action"), actionToJson(m_session->record().node(node.parent).state, node.action)}});
    }
    QJsonArray notes;
    for (auto it = m_session->notes().cbegin(); it != m_session->notes().cend(); ++it)
        for (const QString &text : it.value())
            notes.append(QJsonObject{{QStringLiteral("after"), position.value(it.key())}, {QStringLiteral("text"), text}});
    // The events that set the start up (a new game's shuffles and draws) are in no action.
    QJsonArray startEvents;
    for (const Event &e : m_session->record().node(0).events)
        startEvents.append(eventToJson(e));
    return {{QStringLiteral("nodes"), nodes},
            {QStringLiteral("startEvents"), startEvents},
            {QStringLiteral("current"), position.value(m_session->record().current())},
            {QStringLiteral("notes"), notes},
            {QStringLiteral("seed"), QString::number(m_session->seed())},
            {QStringLiteral("seats"), seatsJson()},
            {QStringLiteral("turn"), m_session->record().currentState().turnNumber},
            {QStringLiteral("ply"), m_session->record().node(m_session->record().current()).ply}};
}

bool GameController::readSession(const Scenario &sc, GameRecord *out, QHash<int, QStringList> *notesOut, QString *error)
{
    // Every error names the file, the JSON path and the bad value, as JsonReader writes them.
    QString why;
    JsonReader reader(&why);
    const auto fail = [&](const QString &path, const QString &problem, const QJsonValue &value) {
        reader.fail(QStringLiteral("$.session") + path, problem, value);
        *error = QStringLiteral("%1: %2").arg(sc.file, why);
        return false;
    };
    QJsonArray startEventsJson, nodes, notes;
    if (!reader.array(sc.session, QStringLiteral("$.session"), "startEvents", &startEventsJson)
        || !reader.array(sc.session, QStringLiteral("$.session"), "nodes", &nodes)
        || !reader.array(sc.session, QStringLiteral("$.session"), "notes", &notes))
        return *error = QStringLiteral("%1: %2").arg(sc.file, why), false;
    // The start as the table numbers it (startFrom() renumbers the same way), with the events
    // that set it up, for the log.
    Events startEvents;
    for (const QJsonValue &v : std::as_const(startEventsJson)) {
        const QJsonObject e = v.toObject();
        Event event;
        event.type = Event::Type::GameStarted;
        for (int t = 0; t < Event::typeCount(); ++t)
            if (Event::typeName(Event::Type(t)) == e.value(QStringLiteral("type")).toString())
                event.type = Event::Type(t);
        event.text = e.value(QStringLiteral("text")).toString();
        event.rule = e.value(QStringLiteral("rule")).toString();
        event.ruling = e.value(QStringLiteral("ruling")).toInt();
        startEvents.append(event);
    }
    GameRecord record(reloaded(sc.start, sc.cards), startEvents);
    QList<int> recordNode; // file index -> record node
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const QString path = QStringLiteral(".nodes[%1]").arg(i);
        if (!nodes[i].isObject())
            return fail(path, QStringLiteral("expected a node {\"parent\": N, \"action\": {...}}"), nodes[i]);
        const QJsonObject o = nodes[i].toObject();
        const int parent = o.value(QStringLiteral("parent")).toInt(-2);
        if (parent < -1 || parent >= i)
            return fail(path + QStringLiteral(".parent"), QStringLiteral("expected -1 (the start) or the index of an earlier node"),
                        o.value(QStringLiteral("parent")));
        const int from = parent < 0 ? 0 : recordNode[parent];
        Game game(sc.cards, record.node(from).state);
        Action action;
        QString actionError;
        if (!scenarioAction(o.value(QStringLiteral("action")).toObject(), QStringLiteral("$.session%1.action").arg(path), game, {}, &action, &actionError))
            return *error = QStringLiteral("%1: %2").arg(sc.file, actionError), false;
        const Result r = game.apply(action);
        if (!r.accepted)
            return fail(path + QStringLiteral(".action"), QStringLiteral("illegal action: %1").arg(r.reason), o.value(QStringLiteral("action")));
        record.goTo(from);
        recordNode.append(record.played(action, r.events, game.state()));
    }
    const int current = sc.session.value(QStringLiteral("current")).toInt(-2);
    if (current < -1 || current >= recordNode.size())
        return fail(QStringLiteral(".current"), QStringLiteral("expected -1 (the start) or the index of a node, below %1").arg(recordNode.size()),
                    sc.session.value(QStringLiteral("current")));
    record.goTo(current < 0 ? 0 : recordNode[current]);
    notesOut->clear();
    for (const QJsonValue &v : std::as_const(notes)) {
        const int after = v.toObject().value(QStringLiteral("after")).toInt(-2);
        if (after >= -1 && after < recordNode.size())
            (*notesOut)[after < 0 ? 0 : recordNode[after]].append(v.toObject().value(QStringLiteral("text")).toString());
    }
    *out = record;
    return true;
}

bool GameController::restart()
{
    if (refuseAtNetworkTable(QStringLiteral("restarting")))
        return false;
    if (!m_session->hasGame())
        return false;
    m_session->restart();
    m_unsaved = false;
    emit unsavedWorkChanged();
    showRecordNode();
    setStatus(QStringLiteral("Restarted: the same start, seed %1.").arg(m_session->seed()));
    return true;
}

QString GameController::buildDescription()
{
    return QStringLiteral("%1 (%2, g++ %3, Qt %4 run with %5, commit %6)")
        .arg(QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral(DAYNIGHT_VERSION) : QCoreApplication::applicationVersion(),
             QStringLiteral(DAYNIGHT_BUILD_TYPE), QStringLiteral(__VERSION__), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
             QStringLiteral(DAYNIGHT_COMMIT));
}

QString GameController::reportScreenshotFile() const
{
    return QDir::temp().filePath(QStringLiteral("daynight-report-%1.png").arg(QCoreApplication::applicationPid()));
}

bool GameController::writeReport(const QString &fileOrUrl, const QString &note, const QString &expected, const QString &screenshotFile)
{
    if (!m_session->hasGame())
        return false;
    const QString file = localPath(fileOrUrl);
    QJsonObject report{{QStringLiteral("note"), note},
                       {QStringLiteral("expected"), expected},
                       {QStringLiteral("version"), buildDescription()},
                       {QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                       {QStringLiteral("log"), m_log->toJson()}};
    // Read as any input is (a regular file, bounded, never blocking): the path is a fixed name in
    // the shared temporary folder.
    QByteArray png;
    QString pngError;
    if (!screenshotFile.isEmpty() && readInputFile(localPath(screenshotFile), &png, &pngError)) {
        report.insert(QStringLiteral("screenshot"), QString::fromLatin1(png.toBase64()));
        QFile::remove(localPath(screenshotFile));
    } else {
        report.insert(QStringLiteral("screenshot"), QStringLiteral("none: %1").arg(screenshotFile.isEmpty() ? QStringLiteral("not taken") : pngError));
    }
    QJsonObject o = replayJson();
    o.insert(QStringLiteral("name"), QStringLiteral("Problem report, turn %1: %2").arg(m_session->game()->state().turnNumber).arg(note.left(60)));
    o.insert(QStringLiteral("session"), sessionJson());
    o.insert(QStringLiteral("report"), report);
    QString why;
    if (!writeFileAtomically(file, recordFileBytes(o), &why)) {
        const QString text = QStringLiteral("%1: could not write the report: %2.").arg(file, why);
        return fileFailed(QStringLiteral("Could not save the report"), text, text);
    }
    qCInfo(lcSession).noquote() << "problem report written to" << file;
    setStatus(QStringLiteral("Problem report saved to %1: send this file to the developers.").arg(file));
    emit fileSaved(file);
    return true;
}
