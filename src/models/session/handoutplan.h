// What each page of a lesson's handout says (src/app/handout.h draws it): a student copy with
// the questions and no answers, or a teacher copy with the answers.
#pragma once

#include "lesson.h"

#include <QList>
#include <QString>
#include <QStringList>

/// One page: step `step` of the lesson, shown before its outcome (a student's question) or at
/// its outcome.
struct HandoutPage {
    int step = 0;               ///< 0-based
    bool outcome = true;        ///< the picture is the step's outcome; false: the position before it
    QString caption;            ///< the words the table shows with that picture
    QString question;           ///< "" when the page asks nothing
    QStringList choices;        ///< the question's choices, in order
    int answer = -1;            ///< the right choice (0-based), -1 in a student copy
    QString explanation;        ///< why, with the answer; "" in a student copy
};

/// The pages of `lesson`'s handout.
///
/// A teacher copy has a page per step, each at its outcome, with the caption shown after the
/// answer ("after"), the question, its answer and explanation.
///
/// A student copy keeps every answer back: a step with a question is shown before its outcome,
/// with the caption shown while the question waits and the choices, and no answer; a step that
/// follows a question (which would show that question's outcome) is left out. So a lesson whose
/// question is its third step of five gives three pages.
QList<HandoutPage> handoutPlan(const rules::Lesson &lesson, bool teacher);
