// The command line's class (Learn > Teach a class without a window):
//
//   daynight --serve --lesson N|FILE [--port P] [--students N]
//       the teacher: hosts the lesson on the loopback and every interface, prints the invite,
//       waits for N students (default 1), then walks the steps; at a question it waits until
//       every student has answered, printing the tally as answers come. Exit 0 at the end,
//       1 when the students are gone or silent (120 s), 2 on bad input.
//   daynight --headless --join INVITE --student [--answer first|right|wrong] [--name NAME]
//       a scripted student: follows the teacher and answers each question (the first choice;
//       or, with this computer's copy of the lesson as the answer key, the right or a wrong
//       one), printing each step and result. Exit 0 after the last step, 1 if the class ends
//       before, 2 on bad input.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

/// Runs the class command `arguments` names (in its own QCoreApplication over `argc`, `argv`) and returns its exit code, or -1 when `arguments`
/// is no class command (neither --serve with --lesson nor --join with --student). `lessonFile`
/// turns --lesson's value into a file (exiting on bad input); `installedLessons` lists the
/// installed lesson files (a scripted student's answer key).
int runClassCommand(int &argc, char **argv, const QStringList &arguments, const std::function<QString(const QString &)> &lessonFile,
                    const std::function<QStringList()> &installedLessons);
