#include "handout.h"

#include "handoutplan.h"
#include "lessonplayer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QThread>
#include <QUrl>

namespace {

/// The window's size while a handout is drawn: its board (less the phase bar, the lesson band
/// and the status bar) is then about 1,580 x 1,120 pixels, the shape of half an A4 page.
constexpr QSize kHandoutWindow(1600, 1470);

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

/// The board in the window's picture, in its pixels: from the seats' top left to the right
/// edge of the side panel (the indicator, the stack, the log), down to the seats' bottom, so
/// neither the menus, the phase bar nor the lesson band is in it. The whole picture if the
/// window has no such items.
QImage board(QQuickWindow &window, const QImage &picture)
{
    const QQuickItem *seats = window.findChild<QQuickItem *>(QStringLiteral("seats"));
    const QQuickItem *side = window.findChild<QQuickItem *>(QStringLiteral("sidePanel"));
    if (!seats || !side)
        return picture;
    const QRectF s = seats->mapRectToScene(seats->boundingRect()), p = side->mapRectToScene(side->boundingRect());
    const QRectF area(s.topLeft(), QPointF(p.right(), s.bottom()));
    const qreal ratio = picture.width() / qreal(std::max(1, window.width()));
    return picture.copy(QRectF(area.topLeft() * ratio, area.size() * ratio).toAlignedRect().intersected(picture.rect()));
}

} // namespace

QString writeHandout(LessonPlayer &lesson, QQuickWindow &window, const QString &fileOrUrl, bool teacher)
{
    if (!lesson.active())
        return QStringLiteral("No lesson is open: choose one in Learn (F2) first.");
    const QUrl url(fileOrUrl);
    const QString file = url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
    const QString copy = teacher ? QStringLiteral("teacher's copy") : QStringLiteral("student's copy");
    QPdfWriter pdf(file);
    pdf.setTitle(QStringLiteral("%1 (%2)").arg(lesson.title(), copy));
    pdf.setCreator(QStringLiteral("Day/Night Table"));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Portrait);
    pdf.setResolution(150);
    QPainter painter;
    if (!painter.begin(&pdf))
        return QStringLiteral("%1: could not write the PDF there (is the folder writable?)").arg(file);
    lesson.setPlaying(false);
    lesson.forgetAnswers();
    lesson.setRendering(true); // no motion: each picture is the position at once
    // A window as tall as the picture's half page needs (about 7:5), for the time of the
    // drawing: the board of a wide window would leave most of its half of the page empty.
    const QSize windowSize = window.size();
    window.resize(kHandoutWindow);
    settle(200);
    const QList<HandoutPage> pages = handoutPlan(lesson.scenario().lesson, teacher);
    for (qsizetype n = 0; n < pages.size(); ++n) {
        const HandoutPage &page = pages[n];
        lesson.goToStep(page.step);
        if (page.outcome && !lesson.question().isEmpty()) // the teacher's page: the outcome of the right answer
            lesson.answerQuestion(page.answer);
        lesson.finishStep();
        QMetaObject::invokeMethod(&window, "hidePreview"); // a card under the pointer is not part of the step
        settle(400); // the highlights follow the cards every 300 ms
        const QImage picture = board(window, window.grabWindow());
        if (n > 0)
            pdf.newPage();
        const QRect area = painter.viewport().adjusted(60, 50, -60, -50);
        int y = area.top();
        y += paragraph(painter, QRect(area.left(), y, area.width(), 80),
                       QStringLiteral("%1 · step %2 of %3 · %4").arg(lesson.title()).arg(page.step + 1).arg(lesson.stepCount()).arg(copy), 13, true,
                       QColor(0x1f, 0x4e, 0x8c)) + 12;
        // The board fills the top half of the page.
        const QSize room(area.width(), area.height() / 2 - (y - area.top()));
        const QImage scaled = picture.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        const QPoint at(area.left() + (area.width() - scaled.width()) / 2, y);
        painter.drawImage(at, scaled);
        painter.setPen(QColor(0x99, 0x99, 0x99));
        painter.drawRect(QRect(at, scaled.size()));
        y = std::max(y + scaled.height(), area.top() + area.height() / 2) + 24;
        y += paragraph(painter, QRect(area.left(), y, area.width(), 300), page.caption, 12) + 18;
        if (!page.question.isEmpty()) {
            y += paragraph(painter, QRect(area.left(), y, area.width(), 150), QStringLiteral("Question: %1").arg(page.question), 12, true) + 10;
            for (int i = 0; i < page.choices.size(); ++i) {
                const bool right = i == page.answer;
                y += paragraph(painter, QRect(area.left() + 30, y, area.width() - 30, 120),
                               QStringLiteral("%1  %2. %3").arg(right ? QStringLiteral("☑") : QStringLiteral("☐")).arg(i + 1).arg(page.choices[i]), 12, right,
                               right ? QColor(0x1d, 0x6b, 0x35) : Qt::black)
                     + 8;
            }
            if (teacher)
                y += paragraph(painter, QRect(area.left(), y + 8, area.width(), 240),
                               QStringLiteral("Answer: %1. %2").arg(page.choices.value(page.answer), page.explanation), 11, false, QColor(0x1d, 0x6b, 0x35))
                     + 16;
        }
        // The sources' words state the answers: only in the teacher's copy.
        if (teacher)
            paragraph(painter, QRect(area.left(), std::max(y, area.bottom() - 110), area.width(), 110),
                      lesson.ruling() > 0 ? QStringLiteral("Ruling %1 (%2): %3").arg(lesson.ruling()).arg(lesson.rulingRules(), lesson.rulingText())
                                          : lesson.sourceText(),
                      9, false, QColor(0x44, 0x44, 0x44));
    }
    painter.end();
    window.resize(windowSize);
    lesson.setRendering(false);
    lesson.restart(); // the class answers for itself
    if (!QFileInfo(file).isFile() || QFileInfo(file).size() == 0)
        return QStringLiteral("%1: the PDF was not written").arg(file);
    return QString();
}
