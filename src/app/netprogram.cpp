#include "netprogram.h"

#include "invite.h"
#include "scenario.h"
#include "sessionclient.h"
#include "sessionhost.h"
#include "wssconnector.h"
#include "wssserver.h"

#include <QCoreApplication>
#include <QTimer>
#include <cstdio>

namespace netprogram {

namespace {

constexpr int kBadInput = 2;
constexpr int kReconnectTries = 60;     // one a second

int badInput(const QString &line)
{
    std::fprintf(stderr, "daynight: %s\n", qPrintable(line));
    return kBadInput;
}

} // namespace

int runServe(const ServeOptions &options)
{
    std::unique_ptr<session::GameSession> game;
    if (!options.resume.isEmpty()) {
        QString error;
        game = session::GameSession::resume(options.resume, options.session, &error);
        if (!game)
            return badInput(error);
    } else {
        game = std::make_unique<session::GameSession>(options.session);
    }
    net::SessionHost host(game.get());
    host.setPingInterval(5000);
    net::WssServer server;
    QString error;
    if (!server.listen(QHostAddress::Any, options.port, game->inviteSecret(), &error))
        return badInput(error);
    QObject::connect(&server, &net::WssServer::newChannel, &host, &net::SessionHost::addConnection);
    QObject::connect(&server, &net::WssServer::refused, [](const QString &peer, const QString &reason) {
        std::fprintf(stderr, "daynight: %s refused: %s\n", qPrintable(peer), qPrintable(reason));
    });
    QObject::connect(game.get(), &session::GameSession::saveFailed, [](const QString &why) {
        std::fprintf(stderr, "daynight: %s\n", qPrintable(why));
    });
    std::printf("%s\n", qPrintable(server.invite().toText()));
    if (options.session.spectators)
        std::printf("%s\n", qPrintable(server.invite(net::Invite::Role::Spectator).toText()));
    std::fflush(stdout);
    auto finish = [&game] {
        const session::GameOver &over = *game->gameOver();
        std::printf("game over: %s; final hash %s\n", qPrintable(over.result), qPrintable(over.finalHash));
        std::fflush(stdout);
        QTimer::singleShot(1000, qApp, [] { QCoreApplication::exit(0); }); // the last messages leave
    };
    QObject::connect(game.get(), &session::GameSession::finished, qApp, finish);
    if (game->isOver())
        finish();
    return QCoreApplication::exec();
}

int runJoin(const JoinOptions &options)
{
    QString error;
    const std::optional<net::Invite> invite = net::Invite::parse(options.invite, &error);
    if (!invite)
        return badInput(QStringLiteral("--join: %1").arg(error));
    net::SessionClient::Options clientOptions;
    clientOptions.spectator = options.watch;
    clientOptions.bot = options.watch ? QString() : options.kind;
    net::SessionClient client(clientOptions);
    net::WssConnector connector;
    int tries = 0;
    int code = -1;
    QObject::connect(&connector, &net::WssConnector::connected, &client, [&](net::Channel *channel) {
        tries = 0;
        channel->setParent(&client);
        client.connectTo(channel);
    });
    QObject::connect(&connector, &net::WssConnector::failed, &client, [&](const QString &reason) {
        if (++tries >= kReconnectTries) {
            std::fprintf(stderr, "daynight: %s\n", qPrintable(reason));
            QCoreApplication::exit(kBadInput);
            return;
        }
        QTimer::singleShot(1000, &connector, [&] { connector.open(*invite); });
    });
    QObject::connect(&client, &net::SessionClient::closed, &client, [&](const QString &reason) {
        if (client.isOver())
            return;
        std::fprintf(stderr, "daynight: connection closed (%s): reconnecting\n", qPrintable(reason));
        QTimer::singleShot(1000, &connector, [&] { connector.open(*invite); });
    });
    QObject::connect(&client, &net::SessionClient::refused, &client, [](const QString &reason, bool fatal) {
        if (fatal)
            std::fprintf(stderr, "daynight: the host refused: %s\n", qPrintable(reason));
    });
    QObject::connect(&client, &net::SessionClient::gameOver, &client, [&] {
        const net::SessionClient::Verification &v = client.verification();
        std::printf("final hash %s; %d of %d checkpoints matched; seed commitment %s; %s%s\n", qPrintable(v.finalHashText), v.matched, v.checked,
                    v.commitment ? "ok" : "WRONG", qPrintable(client.result()),
                    v.problem.isEmpty() ? "" : qPrintable(QStringLiteral("; replay: %1").arg(v.problem)));
        std::fflush(stdout);
        code = v.allMatched() ? 0 : 1;
        QCoreApplication::exit(code);
    });
    connector.open(*invite);
    return QCoreApplication::exec();
}

} // namespace netprogram
