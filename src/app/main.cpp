// Day/Night Table: the desktop application. Links everything; nothing links it.
//   daynight [--seed N] [--players N] [--ai SEAT]... [--scenario FILE] [--screenshot FILE]
//   daynight --headless --scenario FILE     run a scenario without a window (exit 0/1/2)
//   daynight --headless --self-play N --seed S --save FILE   record N random legal actions
//   daynight --headless --match N --seats ai,random --seed S [--budget MS] [--iterations N]
//                                           play N games between two kinds of player (issue 13)
//   daynight --serve [--port P] --seats human,human|ai|greedy|random [--spectators] [--resume FILE] [--record FILE]
//                                           host a network game without a window, print the invite
//   daynight --headless --join INVITE --as ai|greedy|random [--watch]   a client the computer plays
//   daynight --host you,remote[,...] [--port P] | --join INVITE --as NAME [--watch]
//            [--autoplay KIND] [--end-shot FILE]   the window on a network game
//   daynight --cards                        print every card key with its face names
//   daynight --self-test                    open every dialog offscreen (exit 0/1)
//   daynight --lesson N|FILE [--step K] [--screenshot FILE]   open a lesson (issue 11)
//   daynight --headless --lesson all|N|FILE play lessons to their expectations, a line each
//   daynight --lesson N|FILE --handout FILE.pdf [--student-copy] write the lesson's handout and exit
//   daynight --serve --lesson N|FILE [--port P] [--students N]   teach a class (classcommands.h)
//   daynight --headless --join INVITE --student [--answer first|right|wrong]   a scripted student
#include "carddatabase.h"
#include "classcommands.h"
#include "cardkeys.h"
#include "datapaths.h"
#include "gamecontroller.h"
#include "handout.h"
#include "handoutplan.h"
#include "match.h"
#include "netprogram.h"
#include "netwindow.h"
#include "preferences.h"
#include "scenario.h"
#include "selftest.h"
#include "vocabulary.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QStandardPaths>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <random>

Q_IMPORT_QML_PLUGIN(DayNight_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(DayNight_UiPlugin)

Q_LOGGING_CATEGORY(lcApp, "daynight.app", QtInfoMsg)

namespace {

constexpr int kBadInput = 2;

struct Options {
    quint64 seed = 0;
    bool seedGiven = false;
    int players = 2;
    QString screenshot;
    QString scenario;
    bool headless = false;
    bool selfTest = false;
    int selfPlay = -1;      ///< --self-play N: actions to record (headless), -1 if not asked
    QString save;           ///< --save FILE
    QString lesson;         ///< --lesson: a ruling number 1-12, "all" (headless) or a file
    int step = 0;           ///< --step K: the lesson's step K (1-based), 0 if not asked
    QString handout;        ///< --handout FILE: the lesson's PDF handout
    bool studentCopy = false; ///< --student-copy: the handout without the answers
    QList<int> aiSeats;     ///< --ai SEAT (repeatable): the seats the computer plays, 0-based here
    int match = 0;          ///< --match N: games to play (headless), 0 if not asked
    ai::MatchOptions matchOptions; ///< --seats, --budget, --iterations (and --seed)
    bool serve = false;     ///< --serve: host a network game without a window
    netprogram::ServeOptions serveOptions;
    bool join = false;      ///< --headless --join INVITE
    netprogram::JoinOptions joinOptions;
    netwindow::Options window; ///< --host, or --join without --headless: the window on a network game
};

[[noreturn]] void fail(const QString &msg)
{
    std::fprintf(stderr, "daynight: %s\n", qPrintable(msg));
    std::exit(kBadInput);
}

// Parses the command line before any QGuiApplication exists, so --help, --version, bad options
// and --headless work without a display. Exits with code 2 and one line on bad input.
Options parseOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Day/Night Table: a Magic: The Gathering tabletop for the day/night mechanic and Tovolar, Dire Overlord."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help and exit."));
    const QCommandLineOption version(QStringLiteral("version"), QStringLiteral("Show the version and exit."));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Start a new game between the demo decks with seed <n> (0 to 2^64-1). Without it the seed is random (shown in the title bar)."), QStringLiteral("n"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Number of seats, 2 to 4 (default 2)."), QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QStringLiteral("Open the scenario file <file> (its position, then its actions)."), QStringLiteral("file"));
    const QCommandLineOption headless(QStringLiteral("headless"), QStringLiteral("With --scenario: run it without a window, print the final state as JSON and exit 0 (every expectation held), 1 (an expectation failed) or 2 (bad input)."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QStringLiteral("Render the table offscreen after start-up, save it as PNG <file> and exit."), QStringLiteral("file"));
    const QCommandLineOption selfTest(QStringLiteral("self-test"), QStringLiteral("Start the real table offscreen, open and close every dialog, menu, popup and panel, and exit 0 if all worked, 1 (naming what failed) on any QML warning or error, missing module or component that did not load."));
    const QCommandLineOption vocabulary(QStringLiteral("vocabulary"), QStringLiteral("Print the card script vocabulary (the registry the loader and the engine use) as the Markdown section of resources/cards/SCHEMA.md, and exit."));
    const QCommandLineOption cards(QStringLiteral("cards"), QStringLiteral("Print every card key of the pool with its face names, one card a line, sorted by key (the keys scenarios and lessons name cards by), and exit."));
    const QCommandLineOption selfPlay(QStringLiteral("self-play"), QStringLiteral("With --headless and --save: start a new game (--seed, --players) and record <n> random legal actions (0 to 100000, chosen with the same seed), then save the game record as a replay file."), QStringLiteral("n"));
    const QCommandLineOption save(QStringLiteral("save"), QStringLiteral("With --self-play: the replay file to write."), QStringLiteral("file"));
    const QCommandLineOption lesson(QStringLiteral("lesson"), QStringLiteral("Open a lesson (Learn menu): <which> is a seed ruling number, 1 to 12 (its first lesson), or a lesson file. With --headless: play it to its expectations, or every installed lesson with \"all\", one line each; exit 0 (all passed), 1 (an expectation failed) or 2 (bad input)."), QStringLiteral("which"));
    const QCommandLineOption step(QStringLiteral("step"), QStringLiteral("With --lesson: show step <k> (1 is the first) instead of the first; with --screenshot, render that step."), QStringLiteral("k"));
    const QCommandLineOption handout(QStringLiteral("handout"), QStringLiteral("With --lesson: render the lesson offscreen and write its handout, a PDF with a page per step (the board, the caption, the question with its choices; the teacher's copy adds the answers and the ruling), to <file>, then exit."), QStringLiteral("file"));
    const QCommandLineOption studentCopy(QStringLiteral("student-copy"), QStringLiteral("With --handout: the student's copy: each question over the position before its outcome, no answers, and no page that would show an answer."));
    const QCommandLineOption aiSeat(QStringLiteral("ai"), QStringLiteral("The computer plays seat <seat>: 1 is the first seat (Alice), up to --players (or the scenario's players). Repeat it for more seats."), QStringLiteral("seat"));
    const QCommandLineOption match(QStringLiteral("match"), QStringLiteral("With --headless: play <n> games (1 to 100000) between the two kinds of player of --seats, alternating who starts and swapping the demo decks every two games; print a line per game, who won how often, and the computer opponent's decision times. Exit 0."), QStringLiteral("n"));
    const QCommandLineOption seats(QStringLiteral("seats"), QStringLiteral("With --match: the two kinds of player, <a,b>, each ai (the searching computer opponent), greedy (a heuristic player) or random (uniform over legal actions). Default ai,random."), QStringLiteral("a,b"), QStringLiteral("ai,random"));
    const QCommandLineOption matchDecks(QStringLiteral("decks"), QStringLiteral("With --match: the preconstructed decks played, <a,b,...> (at least two) or all; every ordered pair of two of them is played twice (each kind starting once). Default the two demo decks, tovolars-pack,day-keepers."), QStringLiteral("list"));
    const QCommandLineOption budget(QStringLiteral("budget"), QStringLiteral("With --match: the computer opponent's time cap per decision in ms, 0 for none (default 1000); the search stops at --iterations first when it can."), QStringLiteral("ms"));
    const QCommandLineOption iterations(QStringLiteral("iterations"), QStringLiteral("With --match: the computer opponent's search iterations per decision (default %1).").arg(ai::SearchOptions().iterations), QStringLiteral("n"));
    const QCommandLineOption serve(QStringLiteral("serve"), QStringLiteral("Host a network game without a window: print the players' invite (and the spectators', with --spectators) and serve until the game is over. Seats from --seats, each human, ai, greedy or random (default human,human)."));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("With --serve: the TCP port to listen on, 1 to 65535 (default: a free one, named in the invite)."), QStringLiteral("p"));
    const QCommandLineOption spectators(QStringLiteral("spectators"), QStringLiteral("With --serve: spectators may watch (public information only)."));
    const QCommandLineOption resume(QStringLiteral("resume"), QStringLiteral("With --serve: resume the game of replay file <file> (its seats, tokens and invite); it goes on writing there."), QStringLiteral("file"));
    const QCommandLineOption record(QStringLiteral("record"), QStringLiteral("With --serve: write the replay file <file> after every action (what --resume reads)."), QStringLiteral("file"));
    const QCommandLineOption away(QStringLiteral("away"), QStringLiteral("With --serve: when a seat has been away for --away-seconds at a decision that needs it: wait (keep waiting, the default), computer (the computer plays it until it is back) or concede."), QStringLiteral("choice"));
    const QCommandLineOption awaySeconds(QStringLiteral("away-seconds"), QStringLiteral("With --serve: the away countdown in seconds, 1 to 86400 (default 120)."), QStringLiteral("s"));
    const QCommandLineOption maxTurns(QStringLiteral("max-turns"), QStringLiteral("With --serve: a game reaching turn <n> + 1 ends in a draw (default: no limit)."), QStringLiteral("n"));
    const QCommandLineOption join(QStringLiteral("join"), QStringLiteral("With --headless: join the network game of invite <invite> as a computer player (--as) or a spectator (--watch); print the final hash and whether every checkpoint matched; exit 0 (all matched), 1 or 2."), QStringLiteral("invite"));
    const QCommandLineOption as(QStringLiteral("as"), QStringLiteral("With --headless --join: the computer player that plays the seat: ai, greedy or random. With a window's --join: your name at the table."), QStringLiteral("kind or name"));
    const QCommandLineOption watch(QStringLiteral("watch"), QStringLiteral("With --join: watch as a spectator instead of taking a seat."));
    const QCommandLineOption hostGame(QStringLiteral("host"), QStringLiteral("Open the table hosting a network game (File > Host game…): <seats> in turn order, each you (this window: exactly one), remote or computer, e.g. you,remote; prints the invite. --port sets the port. Without --headless, --join INVITE --as NAME joins one in the window."), QStringLiteral("seats"));
    const QCommandLineOption autoplay(QStringLiteral("autoplay"), QStringLiteral("With --host or a window's --join: the computer plays this window's seat: ai, greedy or random."), QStringLiteral("kind"));
    const QCommandLineOption endShot(QStringLiteral("end-shot"), QStringLiteral("With --host or a window's --join: once the game is over, save the window as PNG <file> and exit 0."), QStringLiteral("file"));
    parser.addOptions({hostGame, autoplay, endShot});
    parser.addOptions({help, version, seed, players, scenario, headless, screenshot, selfTest, vocabulary, cards, selfPlay, save, lesson, step, handout,
                       studentCopy, aiSeat, match, seats, matchDecks, budget, iterations, serve, port, spectators, resume, record, away, awaySeconds,
                       maxTurns, join, as, watch});
    if (!parser.parse(arguments))
        fail(parser.errorText());
    if (parser.isSet(help)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("daynight"))), stdout);
        std::exit(0);
    }
    if (parser.isSet(vocabulary)) {
        std::fputs(rules::vocabulary::markdown().toUtf8().constData(), stdout);
        std::exit(0);
    }
    if (parser.isSet(cards)) {
        std::fputs(rules::cardKeyList(rules::CardDatabase::builtIn()).toUtf8().constData(), stdout);
        std::exit(0);
    }
    if (parser.isSet(version)) {
        std::printf("daynight %s\n", DAYNIGHT_VERSION);
        std::exit(0);
    }
    if (!parser.positionalArguments().isEmpty())
        fail(QStringLiteral("unexpected argument \"%1\" (see --help)").arg(parser.positionalArguments().first()));

    Options o;
    if (parser.isSet(seed)) {
        bool ok = false;
        o.seed = parser.value(seed).toULongLong(&ok);
        if (!ok)
            fail(QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615, got \"%1\"").arg(parser.value(seed)));
        o.seedGiven = true;
    }
    bool ok = false;
    o.players = parser.value(players).toInt(&ok);
    if (!ok || o.players < 2 || o.players > 4)
        fail(QStringLiteral("--players: expected 2, 3 or 4, got \"%1\"").arg(parser.value(players)));
    o.screenshot = parser.value(screenshot);
    o.scenario = parser.value(scenario);
    // Seats are numbered from 1, as the new-game dialog shows them ("Seat 1").
    for (const QString &value : parser.values(aiSeat)) {
        const int seat = value.toInt(&ok);
        const int seats = o.scenario.isEmpty() ? o.players : 4; // a scenario's count is known once it is open
        if (!ok || seat < 1 || seat > seats)
            fail(QStringLiteral("--ai: expected a seat number from 1 to %1%2, got \"%3\"")
                     .arg(seats).arg(o.scenario.isEmpty() ? QStringLiteral(" (--players)") : QString(), value));
        if (!o.aiSeats.contains(seat - 1))
            o.aiSeats.append(seat - 1);
    }
    o.headless = parser.isSet(headless);
    o.selfTest = parser.isSet(selfTest);
    if (parser.isSet(selfPlay)) {
        o.selfPlay = parser.value(selfPlay).toInt(&ok);
        if (!ok || o.selfPlay < 0 || o.selfPlay > 100000)
            fail(QStringLiteral("--self-play: expected a number of actions from 0 to 100000, got \"%1\"").arg(parser.value(selfPlay)));
        o.save = parser.value(save);
        if (!o.headless || o.save.isEmpty())
            fail(QStringLiteral("--self-play needs --headless and --save FILE"));
    }
    if (parser.isSet(match)) {
        o.match = parser.value(match).toInt(&ok);
        if (!ok || o.match < 1 || o.match > 100000)
            fail(QStringLiteral("--match: expected a number of games from 1 to 100000, got \"%1\"").arg(parser.value(match)));
        if (!o.headless)
            fail(QStringLiteral("--match needs --headless"));
        o.matchOptions.games = o.match;
        o.matchOptions.seed = o.seed;
        o.matchOptions.seats = parser.value(seats).split(QLatin1Char(','));
        if (o.matchOptions.seats.size() != 2 || !ai::MatchRunner::kinds().contains(o.matchOptions.seats[0])
            || !ai::MatchRunner::kinds().contains(o.matchOptions.seats[1]))
            fail(QStringLiteral("--seats: expected two of %1 separated by a comma, got \"%2\"")
                     .arg(ai::MatchRunner::kinds().join(QStringLiteral(", ")), parser.value(seats)));
        if (parser.isSet(matchDecks)) {
            const QStringList known = rules::CardDatabase::builtInDeckNames();
            const QString value = parser.value(matchDecks);
            o.matchOptions.decks = value == QLatin1String("all") ? known : value.split(QLatin1Char(','));
            for (const QString &d : o.matchOptions.decks)
                if (!known.contains(d))
                    fail(QStringLiteral("--decks: \"%1\" is not a preconstructed deck (%2, or all)").arg(d, known.join(QStringLiteral(", "))));
            if (o.matchOptions.decks.size() < 2 || o.matchOptions.decks.removeDuplicates() > 0)
                fail(QStringLiteral("--decks: expected at least two different decks, got \"%1\"").arg(value));
        }
        if (parser.isSet(budget)) {
            o.matchOptions.search.budgetMs = parser.value(budget).toInt(&ok);
            if (!ok || o.matchOptions.search.budgetMs < 0 || o.matchOptions.search.budgetMs > 600000)
                fail(QStringLiteral("--budget: expected milliseconds from 0 to 600000, got \"%1\"").arg(parser.value(budget)));
        }
        if (parser.isSet(iterations)) {
            o.matchOptions.search.iterations = parser.value(iterations).toInt(&ok);
            if (!ok || o.matchOptions.search.iterations < 1 || o.matchOptions.search.iterations > 10000000)
                fail(QStringLiteral("--iterations: expected a number from 1 to 10000000, got \"%1\"").arg(parser.value(iterations)));
        }
    } else if ((parser.isSet(seats) && !parser.isSet(serve)) || parser.isSet(matchDecks) || parser.isSet(budget) || parser.isSet(iterations)) {
        fail(QStringLiteral("--seats, --decks, --budget and --iterations need --headless --match N"));
    }
    o.lesson = parser.value(lesson);
    if (parser.isSet(step)) {
        o.step = parser.value(step).toInt(&ok);
        if (!ok || o.step < 1)
            fail(QStringLiteral("--step: expected a step number, 1 or more, got \"%1\"").arg(parser.value(step)));
        if (o.lesson.isEmpty())
            fail(QStringLiteral("--step needs --lesson"));
    }
    o.handout = parser.value(handout);
    o.studentCopy = parser.isSet(studentCopy);
    if (o.studentCopy && o.handout.isEmpty())
        fail(QStringLiteral("--student-copy goes with --handout FILE.pdf"));
    if (!o.handout.isEmpty() && (o.lesson.isEmpty() || o.headless || !o.screenshot.isEmpty()))
        fail(QStringLiteral("--handout needs --lesson N|FILE (and neither --headless nor --screenshot)"));
    if (!o.lesson.isEmpty() && !o.scenario.isEmpty())
        fail(QStringLiteral("--lesson and --scenario: choose one"));
    if (o.lesson == QLatin1String("all") && !o.headless)
        fail(QStringLiteral("--lesson all needs --headless (the table opens one lesson at a time)"));
    if (!o.aiSeats.isEmpty() && (o.headless || !o.lesson.isEmpty()))
        fail(QStringLiteral("--ai marks seats of a game on the table: not with --headless or --lesson"));
    o.serve = parser.isSet(serve);
    const bool serveOnly = ((parser.isSet(port) || parser.isSet(maxTurns)) && !parser.isSet(hostGame)) || parser.isSet(spectators) || parser.isSet(resume) || parser.isSet(record) || parser.isSet(away)
                           || parser.isSet(awaySeconds);
    if (serveOnly && !o.serve)
        fail(QStringLiteral("--port and --max-turns need --serve or --host; --spectators, --resume, --record, --away and --away-seconds need --serve"));
    if (o.serve) {
        if (o.headless || parser.isSet(join) || o.match > 0 || !o.scenario.isEmpty() || !o.lesson.isEmpty())
            fail(QStringLiteral("--serve runs alone: not with --headless, --join, --match, --scenario or --lesson"));
        session::SessionOptions &so = o.serveOptions.session;
        const QStringList kinds = parser.isSet(seats) ? parser.value(seats).split(QLatin1Char(',')) : QStringList{QStringLiteral("human"), QStringLiteral("human")};
        for (const QString &k : kinds)
            so.seats.append({k, {}, {}});
        if (const QString problem = session::GameSession::check(so); !problem.isEmpty())
            fail(QStringLiteral("--seats: %1").arg(problem));
        if (parser.isSet(port)) {
            const int p = parser.value(port).toInt(&ok);
            if (!ok || p < 1 || p > 65535)
                fail(QStringLiteral("--port: expected a port from 1 to 65535, got \"%1\"").arg(parser.value(port)));
            o.serveOptions.port = quint16(p);
        }
        so.spectators = parser.isSet(spectators);
        o.serveOptions.resume = parser.value(resume);
        so.replayFile = o.serveOptions.resume.isEmpty() ? parser.value(record) : o.serveOptions.resume;
        if (parser.isSet(record) && parser.isSet(resume) && parser.value(record) != parser.value(resume))
            fail(QStringLiteral("--resume goes on writing the file it resumes: leave out --record"));
        const QString choice = parser.value(away);
        if (choice == QLatin1String("computer"))
            so.away = session::SessionOptions::Away::Computer;
        else if (choice == QLatin1String("concede"))
            so.away = session::SessionOptions::Away::Concede;
        else if (!choice.isEmpty() && choice != QLatin1String("wait"))
            fail(QStringLiteral("--away: expected wait, computer or concede, got \"%1\"").arg(choice));
        if (parser.isSet(awaySeconds)) {
            const int seconds = parser.value(awaySeconds).toInt(&ok);
            if (!ok || seconds < 1 || seconds > 86400)
                fail(QStringLiteral("--away-seconds: expected seconds from 1 to 86400, got \"%1\"").arg(parser.value(awaySeconds)));
            so.awayTimeoutMs = seconds * 1000;
        }
        if (parser.isSet(maxTurns)) {
            so.maxTurns = parser.value(maxTurns).toInt(&ok);
            if (!ok || so.maxTurns < 1 || so.maxTurns > 10000)
                fail(QStringLiteral("--max-turns: expected a turn from 1 to 10000, got \"%1\"").arg(parser.value(maxTurns)));
        }
    }
    o.join = parser.isSet(join);
    if ((parser.isSet(as) || parser.isSet(watch)) && !o.join)
        fail(QStringLiteral("--as and --watch need --headless --join INVITE"));
    if (parser.isSet(hostGame) || (o.join && !o.headless)) {
        // The window on a network game.
        if (o.serve || o.headless || !o.scenario.isEmpty() || !o.lesson.isEmpty() || !o.screenshot.isEmpty() || o.selfTest)
            fail(QStringLiteral("--host and a window's --join run alone: not with --serve, --headless, --scenario, --lesson, --screenshot or --self-test"));
        if (parser.isSet(hostGame) && o.join)
            fail(QStringLiteral("--host and --join: one or the other"));
        netwindow::Options &w = o.window;
        if (parser.isSet(hostGame)) {
            w.hostSeats = parser.value(hostGame).split(QLatin1Char(','));
            for (const QString &k : std::as_const(w.hostSeats))
                if (k != QLatin1String("you") && k != QLatin1String("remote") && k != QLatin1String("computer"))
                    fail(QStringLiteral("--host: expected you, remote or computer for each seat, got \"%1\"").arg(k));
            if (parser.isSet(port)) {
                w.port = parser.value(port).toInt(&ok);
                if (!ok || w.port < 0 || w.port > 65535)
                    fail(QStringLiteral("--port: expected a port from 0 to 65535, got \"%1\"").arg(parser.value(port)));
            }
            if (parser.isSet(maxTurns)) {
                w.maxTurns = parser.value(maxTurns).toInt(&ok);
                if (!ok || w.maxTurns < 1 || w.maxTurns > 10000)
                    fail(QStringLiteral("--max-turns: expected a whole number from 1 to 10000, got \"%1\"").arg(parser.value(maxTurns)));
            }
        } else {
            w.joinInvite = parser.value(join);
            w.watch = parser.isSet(watch);
            w.name = parser.value(as);
            if (!w.watch && w.name.trimmed().isEmpty())
                fail(QStringLiteral("--join in the window needs --as NAME (or --watch)"));
        }
        w.autoplay = parser.value(autoplay);
        if (parser.isSet(autoplay) && !ai::MatchRunner::kinds().contains(w.autoplay))
            fail(QStringLiteral("--autoplay: expected ai, greedy or random, got \"%1\"").arg(w.autoplay));
        w.endShot = parser.value(endShot);
        o.join = false;
    } else if (parser.isSet(autoplay) || parser.isSet(endShot)) {
        fail(QStringLiteral("--autoplay and --end-shot need --host SEATS or --join INVITE --as NAME"));
    }
    if (o.join) {
        o.joinOptions.invite = parser.value(join);
        o.joinOptions.watch = parser.isSet(watch);
        o.joinOptions.kind = parser.value(as);
        if (!o.joinOptions.watch && !ai::MatchRunner::kinds().contains(o.joinOptions.kind))
            fail(QStringLiteral("--as: expected ai, greedy or random, got \"%1\" (or --watch)").arg(o.joinOptions.kind));
    }
    if (o.headless && o.scenario.isEmpty() && o.selfPlay < 0 && o.lesson.isEmpty() && o.match == 0 && !o.join)
        fail(QStringLiteral("--headless needs --scenario FILE, --lesson all|N|FILE, --match N, --join INVITE (or --self-play N --save FILE)"));
    return o;
}

// `daynight --headless --scenario FILE`: canonical JSON on stdout, the verdict on stderr.
int runHeadless(const QString &file)
{
    rules::Scenario scenario;
    QString error;
    if (!rules::Scenario::load(file, &scenario, &error)) {
        std::fprintf(stderr, "daynight: %s\n", qPrintable(error));
        return kBadInput;
    }
    const rules::ScenarioRun run = rules::runScenario(scenario);
    std::fputs(run.canonicalJson().constData(), stdout);
    switch (run.code) {
    case rules::ScenarioRun::Passed:
        std::fprintf(stderr, "daynight: %s: passed (%lld events)\n", qPrintable(file), static_cast<long long>(run.events.size()));
        break;
    case rules::ScenarioRun::ExpectationFailed:
        std::fprintf(stderr, "daynight: %s: %lld expectation(s) failed:\n", qPrintable(file), static_cast<long long>(run.failures.size()));
        for (const QString &f : run.failures)
            std::fprintf(stderr, "  %s\n", qPrintable(f));
        break;
    case rules::ScenarioRun::BadInput:
        std::fprintf(stderr, "daynight: %s\n", qPrintable(run.message));
        break;
    }
    return run.code;
}

// The lesson files `--lesson` names: every installed one for "all", the first of a seed ruling
// for a number, else the file itself. Exits with bad input when there is none.
QStringList lessonFiles(const QString &which)
{
    bool isNumber = false;
    const int ruling = which.toInt(&isNumber);
    if (!isNumber && which != QLatin1String("all"))
        return {which};
    if (isNumber && (ruling < 1 || ruling > 12))
        fail(QStringLiteral("--lesson: expected a seed ruling number from 1 to 12, \"all\" or a file, got \"%1\"").arg(which));
    QStringList files;
    for (const QVariant &v : LessonPlayer::installedLessons()) {
        const QVariantMap m = v.toMap();
        if (!isNumber || m.value(QStringLiteral("ruling")).toInt() == ruling)
            files.append(m.value(QStringLiteral("file")).toString());
    }
    if (files.isEmpty())
        fail(QStringLiteral("--lesson %1: no such lesson is installed (looked in \"%2\")")
                 .arg(which, datapaths::dataDir(QStringLiteral("lessons")).isEmpty() ? QStringLiteral("share/daynight-table/lessons")
                                                                                      : datapaths::dataDir(QStringLiteral("lessons"))));
    return isNumber ? files.mid(0, 1) : files;
}

// `daynight --headless --lesson all|N|FILE`: each lesson played to its expectations (its steps'
// and its what-ifs'), one line each on stdout; the worst exit code of them.
int runLessons(const QString &which)
{
    int worst = 0;
    const QStringList files = lessonFiles(which);
    for (const QString &file : files) {
        rules::Scenario sc;
        QString error;
        const QString name = QFileInfo(file).completeBaseName();
        if (!rules::Scenario::load(file, &sc, &error)) {
            std::printf("lesson %s: bad input: %s\n", qPrintable(name), qPrintable(error));
            worst = kBadInput;
            continue;
        }
        if (sc.lesson.isEmpty()) {
            std::printf("lesson %s: bad input: %s: not a lesson (no \"lesson\" steps)\n", qPrintable(name), qPrintable(file));
            worst = kBadInput;
            continue;
        }
        const rules::ScenarioRun run = rules::runScenario(sc);
        int questions = 0, whatIfs = 0;
        for (const rules::LessonStep &s : std::as_const(sc.lesson.steps)) {
            questions += s.question ? 1 : 0;
            whatIfs += s.whatIf ? 1 : 0;
        }
        const QString cites = sc.lesson.ruling > 0 ? QStringLiteral("ruling %1").arg(sc.lesson.ruling)
                                                   : QStringLiteral("%1 cite(s)").arg(sc.lesson.cites.size());
        const QString shape = QStringLiteral("%1, %2 steps, %3 question(s), %4 what-if(s), %5 events")
                                  .arg(cites).arg(sc.lesson.steps.size()).arg(questions).arg(whatIfs).arg(run.events.size());
        if (run.code == rules::ScenarioRun::Passed)
            std::printf("lesson %s: passed (%s)\n", qPrintable(name), qPrintable(shape));
        else if (run.code == rules::ScenarioRun::BadInput)
            std::printf("lesson %s: bad input: %s\n", qPrintable(name), qPrintable(run.message));
        else
            std::printf("lesson %s: FAILED (%s): %s\n", qPrintable(name), qPrintable(shape), qPrintable(run.failures.join(QStringLiteral("; "))));
        worst = std::max(worst, int(run.code));
    }
    std::fprintf(stderr, "daynight: %lld lesson(s), %s\n", static_cast<long long>(files.size()),
                 worst == 0 ? "all passed" : worst == 1 ? "some failed" : "some are bad input");
    return worst;
}

// `daynight --headless --self-play N --seed S --save FILE`: a new game, N random legal actions
// (seeded), saved as a replay file. Exit 0, or 1 when the file could not be written.
int runSelfPlay(const Options &o)
{
    GameController controller;
    controller.newGame(o.seed, o.players);
    std::mt19937_64 rng(o.seed);
    int played = 0;
    for (; played < o.selfPlay && !controller.game().state().gameOver; ++played) {
        const rules::GameState &s = controller.game().state();
        const int actor = s.decision.kind != rules::PendingDecision::Kind::None ? s.decision.player : s.priorityPlayer;
        const QList<rules::Action> legal = controller.game().legalActions(actor);
        if (legal.isEmpty() || !controller.apply(legal[int(rng() % quint64(legal.size()))]).accepted)
            break;
    }
    if (!controller.saveScenario(o.save)) {
        std::fprintf(stderr, "daynight: %s\n", qPrintable(controller.status()));
        return 1;
    }
    std::fprintf(stderr, "daynight: recorded %d actions (seed %llu, %d players) to %s\n", played,
                 static_cast<unsigned long long>(o.seed), o.players, qPrintable(o.save));
    return 0;
}

// `daynight --headless --match N --seats a,b --seed S`: a line per game and the figures on
// stdout (the match runner, src/ai/match.h). Exit 0.
int runMatch(const Options &o)
{
    const ai::MatchRunner runner(o.matchOptions);
    const ai::MatchResult result = runner.run([&](const ai::GameOutcome &g) {
        std::printf("%s\n", qPrintable(runner.gameLine(g)));
        std::fflush(stdout);
    });
    std::printf("%s\n", qPrintable(runner.summaryLine(result)));
    std::printf("%s\n", qPrintable(runner.deckLine(result)));
    if (o.matchOptions.seats.contains(QLatin1String("ai")))
        std::printf("%s\n", qPrintable(ai::MatchRunner::timingLine(result)));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (const int code = runClassCommand(argc, argv, arguments, [](const QString &which) { return lessonFiles(which).constFirst(); }, [] {
            return lessonFiles(QStringLiteral("all"));
        });
        code >= 0)
        return code;
    const Options options = parseOptions(arguments);

    if (options.serve) {
        QCoreApplication app(argc, argv);
        return netprogram::runServe(options.serveOptions);
    }
    if (options.headless) {
        QCoreApplication app(argc, argv);
        if (options.join)
            return netprogram::runJoin(options.joinOptions);
        if (!options.lesson.isEmpty())
            return runLessons(options.lesson);
        if (options.match > 0)
            return runMatch(options);
        return options.selfPlay >= 0 ? runSelfPlay(options) : runHeadless(options.scenario);
    }
    // The QML engine compiles a JavaScript function to machine code the third time it runs. At
    // start-up that is most of the table's bindings (the same ones for every card), each
    // compiled and then run a few times, each compilation mapping executable memory: about 20 ms
    // of start-up (daynight_bench --only startup). Functions that run often are still compiled.
    if (qEnvironmentVariableIsEmpty("QV4_JIT_CALL_THRESHOLD"))
        qputenv("QV4_JIT_CALL_THRESHOLD", "1000");
    // --screenshot and --self-test render without a display (the software scene graph of
    // "offscreen").
    if ((!options.screenshot.isEmpty() || options.selfTest || !options.handout.isEmpty()) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("daynight"));
    // No application display name: Qt would append it to the window's title, which already
    // starts with it ("Day/Night Table — seed 3 — Day/Night Table").
    QGuiApplication::setOrganizationName(QStringLiteral("DayNightTable"));
    QGuiApplication::setApplicationVersion(QStringLiteral(DAYNIGHT_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    // Declared before the engine so they outlive the QML that binds to them.
    Preferences preferences;
    GameController controller;
    preferences.keepStops(controller.stops()); // the stops and auto-pass are remembered
    preferences.keepComputer(controller.computer()); // and the computer's time and pace
    // The games a person starts (this first one, File > New game, Restart) begin with the
    // opening hands' mulligans (CR 103.5), asked in the table's mulligan panel; --headless runs,
    // scenarios and lessons start from their state as before.
    controller.setMulligans(true);
    if (options.selfTest) {
        controller.newGame(1, options.players);
        return runSelfTest(controller, preferences);
    }
    const quint64 seed = options.seedGiven ? options.seed : QRandomGenerator::system()->generate64();
    controller.newGame(seed, options.players);
    if (!options.scenario.isEmpty() && !controller.openScenario(options.scenario)) {
        std::fprintf(stderr, "daynight: %s\n", qPrintable(controller.status()));
        return kBadInput;
    }
    for (const int seat : options.aiSeats)
        if (!controller.setComputer(seat, true))
            fail(QStringLiteral("--ai: expected a seat number from 1 to %1 (the game has %1 players), got \"%2\"")
                     .arg(controller.playerCount()).arg(seat + 1));
    if (!options.lesson.isEmpty()) {
        if (!controller.lesson()->open(lessonFiles(options.lesson).constFirst())) {
            std::fprintf(stderr, "daynight: %s\n", qPrintable(controller.status()));
            return kBadInput;
        }
        if (options.step > controller.lesson()->stepCount())
            fail(QStringLiteral("--step %1: the lesson has %2 steps").arg(options.step).arg(controller.lesson()->stepCount()));
        if (options.step > 0)
            controller.lesson()->goToStep(options.step - 1);
    }

    // Nothing lost (issue 10): the session is autosaved after every change under the user's data
    // folder. The controller holds its lock: a second window neither offers to restore a live
    // session nor overwrites it. A folder that cannot be written, or another table's lock, is
    // said in the status bar and the log. A screenshot run leaves it alone.
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // The player's decks (issue 13), beside the autosave.
    controller.decks()->setFolder(dataDir + QStringLiteral("/decks"));
    const bool oneShot = !options.screenshot.isEmpty() || !options.handout.isEmpty();
    if (!oneShot)
        controller.startAutosave(dataDir);

    QQmlApplicationEngine engine;
    engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)},
                                 {QStringLiteral("preferences"), QVariant::fromValue(&preferences)}});
    // Qt 6.4 has no loadFromModule: load by the module's resource URL.
    engine.load(QUrl(QStringLiteral("qrc:/DayNight/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;

    auto *mainWindow = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (options.window.any()) {
        if (const QString why = netwindow::start(options.window, controller, mainWindow); !why.isEmpty()) {
            std::fprintf(stderr, "daynight: %s\n", qPrintable(why));
            return kBadInput;
        }
    }
    // A lesson's handout (the lesson band's button, or --handout): drawn from this window.
    if (mainWindow)
        controller.lesson()->setHandoutWriter([&controller, mainWindow](const QString &file, bool teacher) {
            return writeHandout(*controller.lesson(), *mainWindow, file, teacher);
        });
    if (!options.handout.isEmpty()) {
        if (!mainWindow) {
            std::fprintf(stderr, "daynight: the root object is not a window\n");
            return 1;
        }
        QTimer::singleShot(800, &app, [&controller, mainWindow, file = options.handout, teacher = !options.studentCopy] {
            const int pages = int(handoutPlan(controller.lesson()->scenario().lesson, teacher).size());
            const QString problem = writeHandout(*controller.lesson(), *mainWindow, file, teacher);
            if (!problem.isEmpty())
                std::fprintf(stderr, "daynight: %s\n", qPrintable(problem));
            else
                std::fprintf(stderr, "daynight: wrote the %s of \"%s\" (%d pages) to %s\n", teacher ? "teacher's copy" : "student's copy",
                             qPrintable(controller.lesson()->title()), pages, qPrintable(file));
            QCoreApplication::exit(problem.isEmpty() ? 0 : 1);
        });
    }
    if (!options.screenshot.isEmpty()) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window) {
            std::fprintf(stderr, "daynight: the root object is not a window\n");
            return 1;
        }
        // A screenshot shows the table as the player to act sees it: the hot-seat curtain lifted.
        if (QObject *curtain = window->findChild<QObject *>(QStringLiteral("hotSeatCurtain")))
            QMetaObject::invokeMethod(curtain, "reveal");
        // Let the first frames and the start-up animations settle, then grab real pixels.
        QTimer::singleShot(1500, &app, [window, file = options.screenshot] {
            const QImage image = window->grabWindow();
            if (image.isNull() || !image.save(file, "PNG")) {
                std::fprintf(stderr, "daynight: could not save the screenshot to %s\n", qPrintable(file));
                QCoreApplication::exit(1);
                return;
            }
            qCInfo(lcApp) << "saved screenshot" << file << image.size();
            QCoreApplication::exit(0);
        });
    }
    const int code = app.exec();
    // A clean quit with nothing unsaved leaves nothing to restore.
    if (!controller.unsavedWork())
        controller.discardAutosave();
    return code;
}
