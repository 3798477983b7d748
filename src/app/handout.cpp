#include "handout.h"

#include "lessonplayer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QQuickWindow>
#include <QThread>
#include <QUrl>

namespace {

/// Lets the table follow the step: bindings, the highlights' timer, a rendered frame.
void settle(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
}

/// Draws `text` in `rect` (wrapped) and returns the height it took.
int paragraph(QPainter &p, const QRect &rect, const QString &text, int pointSize, bool bold = false, const QColor &color = Qt::black)
{
    QFont f = p.font();
    f.setPointSize(pointSize);
    f.setBold(bold);
    p.setFont(f);
    p.setPen(color);
    const QRect used = p.boundingRect(rect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    p.drawText(rect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    return used.height();
}

} // namespace

QString writeHandout(LessonPlayer &lesson, QQuickWindow &window, const QString &fileOrUrl)
{
    if (!lesson.active())
        return QStringLiteral("No lesson is open: choose one in Learn (F2) first.");
    const QUrl url(fileOrUrl);
    const QString file = url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
    QPdfWriter pdf(file);
    pdf.setTitle(QStringLiteral("%1: %2").arg(lesson.sourceLabel(), lesson.title()));
    pdf.setCreator(QStringLiteral("Day/Night Table"));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setResolution(150);
    QPainter painter;
    if (!painter.begin(&pdf))
        return QStringLiteral("%1: could not write the PDF there (is the folder writable?)").arg(file);
    lesson.setPlaying(false);
    lesson.setRendering(true); // no motion: each picture is the step's outcome
    settle(100);
    const int steps = lesson.stepCount();
    for (int k = 0; k < steps; ++k) {
        lesson.goToStep(k);
        const QVariantMap question = lesson.question();
        if (!question.isEmpty()) // the page shows the question, then its answer
            lesson.answerQuestion(lesson.scenario().lesson.steps[k].question->answer);
        lesson.finishStep();
        settle(400); // the highlights follow the cards every 300 ms
        const QImage table = window.grabWindow();
        if (k > 0)
            pdf.newPage();
        const QRect page = painter.viewport().adjusted(40, 30, -40, -30);
        int y = page.top();
        y += paragraph(painter, QRect(page.left(), y, page.width(), 60),
                       QStringLiteral("%1 · %2 · step %3 of %4").arg(lesson.sourceLabel(), lesson.title()).arg(k + 1).arg(steps), 14, true,
                       QColor(0x1f, 0x4e, 0x8c)) + 8;
        y += paragraph(painter, QRect(page.left(), y, page.width(), 200), lesson.caption(), 13) + 10;
        // The table, as large as the page allows under the words.
        const int textBelow = 260;
        const QSize room(page.width(), std::max(200, page.bottom() - y - textBelow));
        const QImage scaled = table.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        painter.drawImage(QPoint(page.left() + (page.width() - scaled.width()) / 2, y), scaled);
        painter.setPen(QColor(0x99, 0x99, 0x99));
        painter.drawRect(QRect(QPoint(page.left() + (page.width() - scaled.width()) / 2, y), scaled.size()));
        y += scaled.height() + 12;
        if (!question.isEmpty()) {
            const QVariantMap answer = lesson.answer();
            QStringList choices;
            const QStringList words = question.value(QStringLiteral("choices")).toStringList();
            for (int i = 0; i < words.size(); ++i)
                choices.append(QStringLiteral("%1. %2").arg(i + 1).arg(words[i]));
            y += paragraph(painter, QRect(page.left(), y, page.width(), 80),
                           QStringLiteral("Question: %1   %2").arg(question.value(QStringLiteral("text")).toString(), choices.join(QStringLiteral("   "))), 11, true) + 4;
            y += paragraph(painter, QRect(page.left(), y, page.width(), 90),
                           QStringLiteral("Answer: %1. %2").arg(answer.value(QStringLiteral("answer")).toString(), answer.value(QStringLiteral("explanation")).toString()),
                           11, false, QColor(0x1d, 0x6b, 0x35)) + 8;
        }
        paragraph(painter, QRect(page.left(), std::max(y, page.bottom() - 80), page.width(), 80),
                  lesson.ruling() > 0 ? QStringLiteral("Ruling %1 (%2): %3").arg(lesson.ruling()).arg(lesson.rulingRules(), lesson.rulingText())
                                      : lesson.sourceText(),
                  9, false, QColor(0x44, 0x44, 0x44));
    }
    painter.end();
    lesson.setRendering(false);
    lesson.goToStep(0);
    lesson.forgetAnswers(); // the class answers for itself
    if (!QFileInfo(file).isFile() || QFileInfo(file).size() == 0)
        return QStringLiteral("%1: the PDF was not written").arg(file);
    return QString();
}
