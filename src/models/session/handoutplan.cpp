#include "handoutplan.h"

QList<HandoutPage> handoutPlan(const rules::Lesson &lesson, bool teacher)
{
    QList<HandoutPage> pages;
    bool askedBefore = false;
    for (int k = 0; k < lesson.steps.size(); ++k) {
        const rules::LessonStep &s = lesson.steps[k];
        HandoutPage page;
        page.step = k;
        if (s.question) {
            page.question = s.question->text;
            page.choices = s.question->choices;
        }
        if (teacher) {
            page.caption = s.question && !s.afterCaption.isEmpty() ? s.afterCaption : s.caption;
            if (s.question) {
                page.answer = s.question->answer;
                page.explanation = s.question->explanation;
            }
        } else {
            if (askedBefore && !s.question)
                continue; // it would show an earlier question's outcome
            page.caption = s.caption;
            page.outcome = !s.question;
            askedBefore = askedBefore || s.question.has_value();
        }
        pages.append(page);
    }
    return pages;
}
