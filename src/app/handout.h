// A lesson's handout: a PDF for a teacher to print or send to a class, one page per step
// (src/models/handoutplan.h says which steps and words). Each page has the lesson's title, a
// picture of the board at that step filling the top half of the page (the seats, the day/night
// indicator, the stack and the log; no menus, no lesson band), the step's caption, its question
// with the choices as a list, and in the teacher's copy the answer, its explanation and the
// ruling. Written with QPdfWriter (Qt GUI).
#pragma once

#include <QString>

class LessonPlayer;
class QQuickWindow;

/// Writes the handout of the lesson open in `lesson` to `file` (a path or a file: URL), drawing
/// each page's picture from `window` (the step shown at once, without motion, the window
/// rendered and the board cut out of it). `teacher`: the teacher's copy (every step at its
/// outcome, with the answers), else the student's (questions over the position before their
/// outcome, no answers; handoutPlan()). The lesson is left at its first step with every answer
/// forgotten. Returns "" on success, else why not (no lesson open, the file could not be
/// written: "<file>: <reason>").
QString writeHandout(LessonPlayer &lesson, QQuickWindow &window, const QString &file, bool teacher);
