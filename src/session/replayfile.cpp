#include "replayfile.h"

#include "fairseed.h"
#include "gamesession.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "scenario.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace session {

namespace {

QString hex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex());
}

} // namespace

bool ReplayFile::write(const GameSession &s, const QString &file, QString *error)
{
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QLatin1String(kSchema));
    QJsonArray seats;
    for (const SeatSetup &seat : s.m_options.seats)
        seats.append(QJsonObject{{QStringLiteral("kind"), seat.kind}, {QStringLiteral("name"), seat.name}, {QStringLiteral("deck"), seat.deck}});
    o.insert(QStringLiteral("seats"), seats);
    o.insert(QStringLiteral("spectators"), s.m_options.spectators);
    o.insert(QStringLiteral("allHands"), s.m_options.spectatorsSeeAllHands);
    o.insert(QStringLiteral("maxTurns"), s.m_options.maxTurns);
    o.insert(QStringLiteral("mulligans"), s.m_options.mulligans);
    o.insert(QStringLiteral("computerSeed"), QString::number(s.m_options.computerSeed));
    o.insert(QStringLiteral("secret"), hex(s.m_secret));
    o.insert(QStringLiteral("tokenSecret"), hex(s.m_tokenSecret));
    QJsonArray nonces;
    for (const QByteArray &n : s.m_nonces)
        nonces.append(hex(n));
    o.insert(QStringLiteral("nonces"), nonces);
    o.insert(QStringLiteral("started"), s.hasStarted());
    if (s.hasStarted()) {
        const QJsonArray actions = s.actionsJson();
        o.insert(QStringLiteral("actions"), actions);
        o.insert(QStringLiteral("finalHash"), rules::stateHash(s.m_game->state(), s.m_game->cards()));
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(o).toJson(QJsonDocument::Indented)) < 0 || !out.commit()) {
        *error = QStringLiteral("%1: %2").arg(file, out.errorString());
        return false;
    }
    return true;
}

std::unique_ptr<GameSession> ReplayFile::read(const QString &file, const SessionOptions &options, QString *error)
{
    QByteArray bytes;
    if (!rules::readInputFile(file, &bytes, error))
        return nullptr;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (!doc.isObject()) {
        *error = QStringLiteral("%1: not a replay file (%2)").arg(file, pe.error != QJsonParseError::NoError ? pe.errorString() : QStringLiteral("not a JSON object"));
        return nullptr;
    }
    const QJsonObject o = doc.object();
    QString why;
    rules::JsonReader r(&why);
    const QString $ = QStringLiteral("$");
    QString schema, computerSeed, secret, tokenSecret, finalHash;
    QJsonArray seats, nonces, actions;
    SessionOptions opts = options;
    opts.replayFile = file;
    opts.seats.clear();
    bool started = false;
    opts.mulligans = false; // files written before mulligans were played over the network have none
    bool ok = r.onlyKeys(o, $, {QStringLiteral("schema"), QStringLiteral("seats"), QStringLiteral("spectators"), QStringLiteral("allHands"),
                                QStringLiteral("maxTurns"), QStringLiteral("mulligans"), QStringLiteral("computerSeed"), QStringLiteral("secret"), QStringLiteral("tokenSecret"),
                                QStringLiteral("nonces"), QStringLiteral("started"), QStringLiteral("actions"), QStringLiteral("finalHash")})
              && r.string(o, $, "schema", &schema) && (schema == QLatin1String(kSchema) || r.fail(r.at($, "schema"), QStringLiteral("not %1").arg(QLatin1String(kSchema)), schema))
              && r.array(o, $, "seats", &seats) && r.boolean(o, $, "spectators", &opts.spectators, true)
              && r.boolean(o, $, "allHands", &opts.spectatorsSeeAllHands, true) && r.bounded(o, $, "maxTurns", &opts.maxTurns, 0, 10000, true)
              && r.boolean(o, $, "mulligans", &opts.mulligans)
              && r.string(o, $, "computerSeed", &computerSeed) && r.string(o, $, "secret", &secret) && r.string(o, $, "tokenSecret", &tokenSecret)
              && r.array(o, $, "nonces", &nonces) && r.boolean(o, $, "started", &started, true) && r.array(o, $, "actions", &actions)
              && r.string(o, $, "finalHash", &finalHash, started);
    for (qsizetype i = 0; ok && i < seats.size(); ++i) {
        const QString at = r.at(r.at($, "seats"), i);
        const QJsonObject seat = seats[i].toObject();
        SeatSetup setup;
        ok = (seats[i].isObject() || r.fail(at, QStringLiteral("expected an object"), seats[i]))
             && r.onlyKeys(seat, at, {QStringLiteral("kind"), QStringLiteral("name"), QStringLiteral("deck")})
             && r.string(seat, at, "kind", &setup.kind) && r.string(seat, at, "name", &setup.name) && r.string(seat, at, "deck", &setup.deck);
        opts.seats.append(setup);
    }
    bool seedOk = false;
    if (ok)
        opts.computerSeed = computerSeed.toULongLong(&seedOk);
    ok = ok && (seedOk || r.fail(r.at($, "computerSeed"), QStringLiteral("expected a whole number"), computerSeed));
    const QString problem = ok ? GameSession::check(opts) : QString();
    ok = ok && (problem.isEmpty() || r.fail(r.at($, "seats"), problem));
    QByteArray secretBytes, tokenBytes;
    ok = ok && (FairSeed::fromHex(secret, FairSeed::kSecretBytes, &secretBytes) || r.fail(r.at($, "secret"), QStringLiteral("expected 32 hex digits"), secret))
         && (FairSeed::fromHex(tokenSecret, FairSeed::kSecretBytes, &tokenBytes) || r.fail(r.at($, "tokenSecret"), QStringLiteral("expected 32 hex digits"), tokenSecret))
         && (nonces.size() == opts.seats.size() || r.fail(r.at($, "nonces"), QStringLiteral("expected one per seat")));
    QList<QByteArray> nonceBytes;
    for (qsizetype i = 0; ok && i < nonces.size(); ++i) {
        QByteArray n;
        const QString text = nonces[i].toString();
        ok = text.isEmpty() || FairSeed::fromHex(text, FairSeed::kNonceBytes, &n)
             || r.fail(r.at(r.at($, "nonces"), i), QStringLiteral("expected \"\" or 32 hex digits"), nonces[i]);
        nonceBytes.append(n);
    }
    if (!ok) {
        *error = QStringLiteral("%1: %2").arg(file, why);
        return nullptr;
    }
    auto session = std::make_unique<GameSession>(opts);
    session->m_secret = secretBytes;
    session->m_tokenSecret = tokenBytes;
    session->m_nonces = nonceBytes;
    session->m_resumed = true;
    if (!started)
        return session;
    session->start();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QString at = QStringLiteral("$.actions[%1]").arg(i);
        rules::Action a;
        if (!actions[i].isObject() || !rules::scenarioAction(actions[i].toObject(), at, *session->m_game, {}, &a, &why)) {
            *error = QStringLiteral("%1: %2").arg(file, why.isEmpty() ? at + QStringLiteral(": expected an action object") : why);
            return nullptr;
        }
        const rules::Result res = session->m_game->apply(a);
        if (!res.accepted) {
            *error = QStringLiteral("%1: %2: illegal action: %3").arg(file, at, res.reason);
            return nullptr;
        }
        session->m_record.played(a, res.events, session->m_game->state());
    }
    const QString hash = rules::stateHash(session->m_game->state(), session->m_game->cards());
    if (hash != finalHash) {
        *error = QStringLiteral("%1: $.finalHash: the actions lead to %2, not to the recorded position (%3)").arg(file, hash, rules::printable(finalHash));
        return nullptr;
    }
    session->checkOver();
    return session;
}

} // namespace session
