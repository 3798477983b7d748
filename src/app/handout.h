// A lesson's handout (issue 11, part 6): a PDF with one page per step, for a teacher to print or
// send to a class. Each page has the lesson's title and ruling, the step's caption, a picture of
// the table at that step, the step's question with its answer and explanation, and the ruling's
// words with its Comprehensive Rules paragraphs. Written with QPdfWriter (Qt GUI).
#pragma once

#include <QString>

class LessonPlayer;
class QQuickWindow;

/// Writes the handout of the lesson open in `lesson` to `file` (a path or a file: URL), drawing
/// each step from `window` (the table: each step is shown, its question answered with the right
/// choice, its outcome played at once, the window rendered and grabbed). The lesson is left at
/// its first step. Returns "" on success, else why not (no lesson open, the file could not be
/// written: "<file>: <reason>").
QString writeHandout(LessonPlayer &lesson, QQuickWindow &window, const QString &file);
