// The class protocol: what a teacher's host (ClassHost) and a student (ClassClient) say to each
// other, as compact JSON objects {"type": ..., fields}, one per Channel message. Read with the
// strictness of the game protocol (protocol.h): a size cap, every field checked (type, range,
// length, the nested question and result too), unknown fields refused, errors naming
// "<type>.<field>". A bad message is refused and changes nothing.
//
// client: classHello {protocol, build, name?, token?}   joins, or comes back with its token
//         classFollow {follow}                          follow the teacher, or browse
//         classGo {step}                                browse to a step (0-based)
//         classAnswer {step, choice}                    answer the question shown
// host:   classWelcome {protocol, build, token, lesson} the lesson (Classroom::lessonInfo())
//         classStep {step, teacher, reached, follow, caption, highlight, view,
//                    question? {text, choices}, result? {choice, correct, answer, explanation,
//                    source, sourceText}}               the step the student is shown
//         classTeacher {teacher, reached}               the teacher moved (to a browsing student)
//         classRefused {reason, of, fatal}              a message was refused (fatal: closing)
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace net {

/// The class protocol's version: hosts and students of different versions refuse each other.
inline constexpr int kClassProtocolVersion = 1;
/// The largest message a student may send (bytes); a host's cap is kMaxHostMessage.
inline constexpr int kMaxClassClientMessage = 4 * 1024;

struct ClassMessage {
    enum class Type : quint8 { Hello, Follow, Go, Answer, Welcome, Step, Teacher, Refused };
    Type type = Type::Hello;
    /// The fields, as listed above (without "type"), already checked by decodeClass().
    QJsonObject fields;

    /// "classHello", ... (the "type" field's value).
    static QString typeName(Type type);
    /// Whether the student sends this type (else the host does).
    static bool fromClient(Type type);
};

/// The compact JSON of `m`: {"type": ..., fields}.
QByteArray encodeClass(const ClassMessage &m);
/// Reads one message from the host (`fromHost`) or a student. False with "<type>.<field>:
/// <problem> (<value>)" or "message: ..." in `error` for anything not exactly as this version
/// writes it; `out` untouched on error. A classHello of another protocol version is read (only
/// its "protocol") so that the refusal can say so.
bool decodeClass(const QByteArray &bytes, bool fromHost, ClassMessage *out, QString *error);

/// A refusal: {"reason", "of", "fatal"}.
ClassMessage classRefused(const QString &reason, const QString &of, bool fatal);

} // namespace net
