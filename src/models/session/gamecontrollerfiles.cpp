// GameController: scenario files and saved positions (tests/scenarios/README.md).
#include "gamecontroller.h"

#include "atomicfile.h"
#include "datapaths.h"
#include "inputfile.h"
#include "lessonplayer.h"
#include "positiontext.h"
#include "scenario.h"

#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QUrl>

using namespace rules;

Q_LOGGING_CATEGORY(lcFiles, "daynight.models.files", QtInfoMsg)

QString GameController::localPath(const QString &fileOrUrl)
{
    const QUrl url(fileOrUrl);
    QString path = url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
    // Qt 6.4's file dialog appends a typed absolute path to the folder shown
    // ("/work/main//tmp/report.json"): the typed path is the one meant.
    const qsizetype typed = path.lastIndexOf(QLatin1String("//"));
    if (typed > 0)
        path = path.mid(typed + 1);
    return path;
}

bool GameController::fileFailed(const QString &title, const QString &why, const QString &dialogText)
{
    // Said four ways: the status bar, the table's log in full (the status bar cuts long lines),
    // a dialog (fileProblem) and the program's log.
    setStatus(why);
    note(QStringLiteral("%1: %2").arg(title, why));
    qCWarning(lcFiles).noquote() << why;
    emit refused(why);
    emit fileProblem(title, dialogText);
    return false;
}

bool GameController::refuseFile(const QString &why)
{
    return fileFailed(QStringLiteral("Could not open"), why, why + QStringLiteral("\n\nThe game on the table is unchanged."));
}

bool GameController::openScenario(const QString &fileOrUrl)
{
    if (refuseAtNetworkTable(QStringLiteral("opening a file")))
        return false;
    const QString file = localPath(fileOrUrl);
    Scenario sc;
    QString error;
    if (!Scenario::load(file, &sc, &error))
        return refuseFile(error);
    // A lesson opens as a lesson (its steps, captions and questions), not as a plain scenario
    // played through: File > Open, a drop, a recent file and --scenario on the table alike.
    if (!sc.lesson.isEmpty() ? !m_lesson->openLoaded(sc, file) : !openLoaded(sc))
        return false;
    if (file != m_autosaveFile) // the autosave is no file of the player's
        emit fileOpened(file);
    return true;
}

bool GameController::openScenarioText(const QString &text)
{
    if (refuseAtNetworkTable(QStringLiteral("opening the clipboard")))
        return false;
    const QString name = QStringLiteral("the clipboard");
    // The limit of every input (files, drops, the autosave), checked before anything is parsed:
    // a UTF-8 text has at least as many bytes as UTF-16 code units.
    const auto tooLarge = [&](qint64 bytes) {
        return refuseFile(QStringLiteral("%1 holds %2 MiB of text, more than the %3 MiB a scenario or saved game may have: it was not opened")
                              .arg(name, QString::number(double(bytes) / double(1 << 20), 'f', 1))
                              .arg(kMaxInputFileSize >> 20));
    };
    if (text.size() > kMaxInputFileSize)
        return tooLarge(text.size());
    const QByteArray bytes = text.trimmed().toUtf8();
    if (bytes.size() > kMaxInputFileSize)
        return tooLarge(bytes.size());
    if (isPositionText(text)) {
        // Position text (Ctrl+Alt+C): read against the built-in pool, as a .dnpos file is.
        QJsonObject json;
        QString why;
        Scenario sc;
        if (!positionTextScenario(text, CardDatabase::builtIn(), QString(), &json, &why))
            return refuseFile(QStringLiteral("%1: %2").arg(name, why));
        if (!Scenario::fromJson(json, name, &sc, &why))
            return refuseFile(why);
        if (!openLoaded(sc))
            return false;
        setDocumentName(name);
        return true;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (bytes.isEmpty())
        return refuseFile(QStringLiteral("%1 holds no text: copy a position or a game record (Ctrl+Shift+C) first.").arg(name));
    if (parseError.error != QJsonParseError::NoError) {
        const int line = int(bytes.left(parseError.offset).count('\n')) + 1;
        return refuseFile(QStringLiteral("%1:%2: %3: the text is not a scenario (JSON)").arg(name).arg(line).arg(parseError.errorString()));
    }
    if (!doc.isObject())
        return refuseFile(QStringLiteral("%1: $: expected a scenario object {\"schema\": \"%2\", ...}").arg(name, QLatin1String(Scenario::kSchema)));
    Scenario sc;
    QString error;
    if (!Scenario::fromJson(doc.object(), name, &sc, &error))
        return refuseFile(error);
    if (!openLoaded(sc))
        return false;
    setDocumentName(name);
    return true;
}

bool GameController::openLoaded(const Scenario &file, QList<int> *actionNodes)
{
    if (refuseAtNetworkTable(QStringLiteral("opening a file, a lesson or the clipboard")))
        return false;
    QString error;
    m_openWarning.clear();
    // Check the whole file before touching the table: nothing is lost on bad input.
    ScenarioRun dryRun = runScenario(file);
    // A recording that no longer replays as it was played (the rules or the cards changed since)
    // still opens, played by the rules of this version as far as they allow: the player keeps
    // the record up to there, and sees how this version plays it. That it is not the recorded
    // game any more is said loudly (status bar, log, dialog), with the action, as the headless
    // runner says it ("desync at action N"). A saved game (checkpoints, no lesson, no session)
    // whose action N is refused opens up to action N-1; a scenario, lesson or session with a
    // refused action is bad input, refused whole.
    Scenario upTo;
    QString refusedAction;
    if (dryRun.code == ScenarioRun::BadInput && !file.checkpoints.isEmpty() && file.lesson.steps.isEmpty() && file.session.isEmpty()) {
        static const QRegularExpression actionPath(QStringLiteral("^\\$\\.actions\\[(\\d+)\\]"));
        const QString why = dryRun.message.mid(file.file.size() + 2); // without "<file>: "
        const QRegularExpressionMatch m = actionPath.match(why);
        if (dryRun.message.startsWith(file.file + QStringLiteral(": ")) && m.hasMatch()) {
            const int n = m.captured(1).toInt();
            upTo = file;
            upTo.actions = QJsonArray();
            for (int i = 0; i < n; ++i)
                upTo.actions.append(file.actions[i]);
            upTo.checkpoints.removeIf([n](const Scenario::Checkpoint &c) { return c.after > n; });
            upTo.expectAfter.removeIf([n](const Scenario::ExpectAfter &e) { return e.after > n; });
            upTo.expect = QJsonObject(); // the end it states is not reached
            const ScenarioRun shorter = runScenario(upTo);
            if (shorter.code != ScenarioRun::BadInput) {
                dryRun = shorter;
                refusedAction = QStringLiteral("action %1 can no longer be played (%2), so it ends after action %3 of %4")
                                    .arg(n + 1).arg(why).arg(n).arg(file.actions.size());
            }
        }
    }
    if (dryRun.code == ScenarioRun::BadInput)
        return refuseFile(dryRun.message);
    const Scenario &sc = refusedAction.isEmpty() ? file : upTo;
    QStringList failures = dryRun.failures;
    QString desync;
    for (qsizetype i = 0; i < failures.size() && desync.isEmpty(); ++i)
        if (failures[i].startsWith(QLatin1String("desync at action ")))
            desync = failures.takeAt(i);
    const auto sayDesync = [&](QStringList what) {
        what.prepend(desync);
        what.removeAll(QString());
        if (what.isEmpty())
            return;
        static const QRegularExpression desyncAt(QStringLiteral("^desync at action (\\d+)"));
        m_openWarning = QStringLiteral("%1: %2. %3").arg(sc.file, what.join(QStringLiteral("; ")),
                                                      desync.isEmpty() ? QStringLiteral("It is opened up to there.")
                                                                       : QStringLiteral("It is opened anyway, as this version plays it: the game on the table is not the recorded one by action %1.")
                                                                             .arg(desyncAt.match(desync).captured(1)));
        setStatus(m_openWarning);
        note(m_openWarning);
        qCWarning(lcFiles).noquote() << m_openWarning;
        emit fileProblem(QStringLiteral("The recording no longer matches"), m_openWarning);
    };
    if (!sc.session.isEmpty()) {
        GameRecord record;
        QHash<int, QStringList> notes;
        if (!readSession(sc, &record, &notes, &error))
            return refuseFile(error);
        m_extraCards = sc.extraCards;
        startFrom(sc.cards, sc.start);
        m_session->replaceRecord(record, notes);
        setSeats(seatsOf(sc));
        m_playedGame = true; // a session played at a table: auto-pass plays on
        m_unsaved = true; // restored, not saved by the player
        emit unsavedWorkChanged();
        showRecordNode();
        if (!sc.report.isEmpty())
            note(QStringLiteral("Problem report (%1, %2): %3 Expected: %4")
                     .arg(rules::printable(sc.report.value(QStringLiteral("version")).toString()), rules::printable(sc.report.value(QStringLiteral("created")).toString()),
                          rules::printable(sc.report.value(QStringLiteral("note")).toString()), rules::printable(sc.report.value(QStringLiteral("expected")).toString())));
        setStatus(QString());
        sayDesync({});
        return true;
    }
    m_extraCards = sc.extraCards;
    QHash<int, int> renumbered;
    startFrom(sc.cards, sc.start, &renumbered);
    setSeats(seatsOf(sc));
    // The file's own words, shown so that no character can hide or reverse part of the line.
    // A lesson's name and description may tell its answers: the band narrates a lesson instead.
    if (!sc.lesson.isEmpty())
        note(QStringLiteral("Lesson \"%1\"").arg(rules::printable(sc.lesson.title)));
    else
        note(QStringLiteral("Opened scenario \"%1\"%2").arg(rules::printable(sc.name), sc.description.isEmpty() ? QString() : QStringLiteral(": ") + rules::printable(sc.description)));
    // Replay the actions through the controller so each can be undone.
    CardRefs refs = sc.refs;
    for (auto it = refs.begin(); it != refs.end(); ++it)
        it.value() = renumbered.value(it.value(), it.value());
    m_scenarioRefs = refs;
    const int played = playScenarioActions(sc.actions, refs, [&sc](int i) { return sc.actionPath(i); }, actionNodes);
    // The dry run hashed the positions of the checkpoints it matched: saving (and the first
    // autosave) reuses them when each action of the file is one node of the record.
    const QList<int> line = m_session->record().path(m_session->record().current());
    if (played == sc.actions.size() && line.size() == sc.actions.size() + 1)
        for (auto it = dryRun.checkpointHashes.cbegin(); it != dryRun.checkpointHashes.cend(); ++it)
            if (it.key() > 0 && it.key() < line.size())
                m_session->knowCheckpointHash(line[it.key()], it.value());
    // After a desync the runner stops checking; the table plays on until an action is refused.
    const QString stopped = played < sc.actions.size()
        ? QStringLiteral("action %1 (%2) can no longer be played, so it ends after action %3 of %4").arg(played + 1).arg(sc.actionPath(played)).arg(played).arg(file.actions.size())
        : QString();
    // A saved game (its checkpoints) plays on with auto-pass; a scenario, demonstration or
    // lesson is stepped through one pass at a time.
    m_playedGame = !file.checkpoints.isEmpty() && sc.lesson.steps.isEmpty();
    // The verdict goes to the log; the status bar keeps saying what to do next.
    if (sc.expect.isEmpty() && sc.expectAfter.isEmpty())
        note(QStringLiteral("The scenario states no expectations."));
    else if (dryRun.code == ScenarioRun::Passed)
        note(QStringLiteral("Every expectation of the scenario holds."));
    else if (!failures.isEmpty())
        note(QStringLiteral("Failed expectations: %1").arg(failures.join(QStringLiteral("; "))));
    m_unsaved = false;
    emit unsavedWorkChanged();
    setStatus(QString());
    sayDesync({refusedAction, stopped});
    return true;
}

int GameController::playScenarioActions(const QJsonArray &actions, CardRefs refs, const std::function<QString(int)> &pathOf, QList<int> *nodes)
{
    // The file's actions exactly: the table passes for no one on the way. The models, the log
    // and the timeline show where they end, brought up to date once (m_replaying).
    const QScopedValueRollback<bool> scripted(m_scripted, true);
    qsizetype played = 0;
    {
        const QScopedValueRollback<bool> replaying(m_replaying, true);
        m_log->beginBatch(); // and the log's new lines come in one insertion
        played = playEachScenarioAction(actions, refs, pathOf, nodes);
        m_log->endBatch();
    }
    if (m_recordChange == TimelineModel::Change::Walked) { // something was played
        refreshAll();
        emit historyChanged();
    }
    return int(played);
}

qsizetype GameController::playEachScenarioAction(const QJsonArray &actions, CardRefs &refs, const std::function<QString(int)> &pathOf,
                                                 QList<int> *nodes)
{
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QJsonObject o = actions[i].toObject();
        if (o.value(QStringLiteral("do")).toString() == QLatin1String("passUntil")) {
            // Every pass on the way is an action of the record (undo walks them one by one).
            Step step = Step::Upkeep;
            stepFromName(o.value(QStringLiteral("step")).toString(), &step);
            const int turn = o.value(QStringLiteral("turn")).toInt();
            while (!(m_session->game()->state().turnNumber == turn && m_session->game()->state().step == step) && !m_session->game()->state().gameOver) {
                const PendingDecision &d = m_session->game()->state().decision;
                const bool combat = d.kind == PendingDecision::Kind::DeclareAttackers || d.kind == PendingDecision::Kind::DeclareBlockers;
                if (!apply(combat ? passingThroughCombat(*m_session->game()) : Action::pass(m_session->game()->state().priorityPlayer)).accepted)
                    return i;
            }
        } else {
            Action action;
            QString error;
            const int cardsBefore = int(m_session->game()->state().cards.size());
            if (!scenarioAction(o, pathOf(int(i)), *m_session->game(), refs, &action, &error) || !apply(action).accepted)
                return i;
            addCreatedRefs(o, action, cardsBefore, &refs); // named for later actions, as the runner does
        }
        if (nodes)
            nodes->append(m_session->record().current());
    }
    return actions.size();
}

QVariantList GameController::demonstrations() const
{
    return datapaths::demonstrations();
}

QJsonObject GameController::replayJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QLatin1String(Scenario::kSchema));
    // The game record along the line being shown (issue 10): the start position, every action
    // to here, and a checkpoint every kCheckpointInterval actions and after the last. Opening the
    // file replays them, so undo reaches the start again; the headless runner checks the
    // checkpoints ("desync at action N").
    const QList<int> line = m_session->record().path(m_session->record().current());
    o.insert(QStringLiteral("name"), QStringLiteral("Saved game, turn %1 (%2 actions)").arg(m_session->record().currentState().turnNumber).arg(line.size() - 1));
    if (!m_extraCards.isEmpty())
        o.insert(QStringLiteral("cards"), m_extraCards);
    o.insert(QStringLiteral("state"), stateToJson(m_session->record().node(0).state, m_session->cards()));
    o.insert(QStringLiteral("seats"), seatsJson());
    if (line.size() > 1) {
        QJsonArray actions, checkpoints;
        for (int k = 1; k < line.size(); ++k) {
            const GameRecord::Node &node = m_session->record().node(line[k]);
            actions.append(actionToJson(m_session->record().node(line[k - 1]).state, node.action));
            if (k % kCheckpointInterval == 0 || k == line.size() - 1)
                checkpoints.append(QJsonObject{{QStringLiteral("after"), k}, {QStringLiteral("hash"), m_session->checkpointHash(line[k])}});
        }
        o.insert(QStringLiteral("actions"), actions);
        o.insert(QStringLiteral("checkpoints"), checkpoints);
    }
    return o;
}

QString GameController::recordText(bool wholeSession) const
{
    if (!m_session->hasGame())
        return {};
    QJsonObject o = replayJson();
    if (wholeSession)
        o.insert(QStringLiteral("session"), sessionJson());
    return QString::fromUtf8(recordFileBytes(o));
}

QString GameController::positionText() const
{
    if (!m_session->hasGame())
        return {};
    // The short text when it carries the whole position (positionTextOmits()); the scenario JSON
    // when it would leave out something the game plays by (a decision, combat, an effect...).
    if (m_extraCards.isEmpty() && positionTextOmits(m_session->game()->state(), m_session->cards()).isEmpty())
        return writePositionText(m_session->game()->state(), m_session->cards());
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QLatin1String(Scenario::kSchema));
    o.insert(QStringLiteral("name"), QStringLiteral("Position, turn %1").arg(m_session->game()->state().turnNumber));
    if (!m_extraCards.isEmpty())
        o.insert(QStringLiteral("cards"), m_extraCards);
    o.insert(QStringLiteral("state"), stateToJson(m_session->game()->state(), m_session->cards()));
    return QString::fromUtf8(recordFileBytes(o));
}

bool GameController::saveScenario(const QString &fileOrUrl)
{
    if (refuseAtNetworkTable(QStringLiteral("saving")))
        return false;
    if (!m_session->hasGame())
        return false;
    const QString file = localPath(fileOrUrl);
    QString why;
    const QByteArray bytes = recordFileBytes(replayJson());
    if (!writeFileAtomically(file, bytes, &why)) {
        const QString text = QStringLiteral("%1: could not save: %2. The previous file, if any, is unchanged.").arg(file, why);
        return fileFailed(QStringLiteral("Could not save"), text, text);
    }
    qCInfo(lcFiles).noquote() << "saved" << file;
    // Written all the same (the game is on disk), and said: this version will not open it.
    if (const QString tooLarge = tooLargeToOpen(bytes.size()); !tooLarge.isEmpty()) {
        const QString text = QStringLiteral("Saved to %1, but %2: keep the table open, or copy the position only (Edit menu, Ctrl+Alt+C) to go on from here later.").arg(file, tooLarge);
        note(text);
        qCWarning(lcFiles).noquote() << text;
        setStatus(text);
        emit fileProblem(QStringLiteral("Saved, too large to open again"), text);
    } else {
        setStatus(QStringLiteral("Saved to %1.").arg(file));
    }
    if (m_unsaved) {
        m_unsaved = false;
        emit unsavedWorkChanged();
    }
    emit fileSaved(file);
    return true;
}
