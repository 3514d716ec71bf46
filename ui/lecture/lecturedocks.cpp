// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecturedocks.h"

#include "language.h"
#include "unittext.h"

#include "commviz/formulas.h"

#include <QCoreApplication>
#include <QGraphicsOpacityEffect>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QResizeEvent>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace commviz::ui {

QString translatedStepText(const QString &text)
{
    const QString translated = QCoreApplication::translate("commviz::ui::LectureStep", text.toUtf8().constData());
    return QString::fromStdString(formula::expand(translated.toStdString()));
}

LectureBanner::LectureBanner(QWidget *parent) : QDockWidget(parent)
{
    setTrText(this, "commviz::ui::LectureController",
              QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Lecture step"));
    setObjectName("lectureBanner");
    setFeatures(QDockWidget::NoDockWidgetFeatures);
    setTitleBarWidget(new QWidget(this)); // a banner, not a panel: no title bar
    auto *body = new QWidget(this);
    body->setObjectName("lectureBannerBody");
    body->setStyleSheet("QWidget#lectureBannerBody { background: #fff8dc; border-bottom: 1px solid #d8c98a; }");
    m_title = new QLabel(body);
    m_title->setObjectName("lectureTitle");
    m_title->setWordWrap(true);
    m_caption = new QLabel(body);
    m_caption->setObjectName("lectureCaption");
    m_caption->setWordWrap(true);
    m_question = new QLabel(body);
    m_question->setObjectName("lectureQuestion");
    m_question->setWordWrap(true);
    m_choices = new QLabel(body);
    m_choices->setObjectName("lectureChoices");
    m_choices->setWordWrap(true);
    m_choices->setTextFormat(Qt::RichText);
    m_answer = new QLabel(body);
    m_answer->setObjectName("lectureAnswer");
    m_answer->setWordWrap(true);
    m_answer->setTextFormat(Qt::RichText);
    m_answer->setGraphicsEffect(new QGraphicsOpacityEffect(m_answer));
    for (QLabel *l : {m_question, m_choices, m_answer})
        l->hide();
    auto *close = new QToolButton(body);
    close->setText(QString::fromUtf8("✕"));
    close->setAutoRaise(true);
    setTrTip(close, "commviz::ui::LectureController",
             QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Hide the step banner (Page Down shows it again)"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(m_title);
    text->addWidget(m_caption);
    text->addWidget(m_question);
    text->addWidget(m_choices);
    text->addWidget(m_answer);
    auto *row = new QHBoxLayout(body);
    row->setContentsMargins(12, 6, 6, 6);
    row->addLayout(text, 1);
    row->addWidget(close, 0, Qt::AlignTop);
    setWidget(body);
}

void LectureBanner::showStep(int index, int count, const LectureStep *step)
{
    if (step == nullptr) {
        m_title->setText(QCoreApplication::translate("commviz::ui::LectureController", "Lecture"));
        m_caption->setText(
            QCoreApplication::translate("commviz::ui::LectureController", "Page Down starts the worked examples."));
        return;
    }
    m_title->setText(QCoreApplication::translate("commviz::ui::LectureController", "%1 / %2 · %3")
                         .arg(QString::number(index + 1), QString::number(count), translatedStepText(step->title)));
    m_caption->setText(keepNumbersWithUnits(translatedStepText(step->caption)));
    show();
    fitHeight();
}

// A dock keeps the height it was last given: without this the banner stays as tall as its longest text so far,
// and the slack spreads between its lines, taking the room of the chart the step shows.
void LectureBanner::fitHeight()
{
    auto *window = qobject_cast<QMainWindow *>(parentWidget());
    if (!window || !widget() || !widget()->layout() || width() <= 0)
        return;
    const int height = widget()->layout()->totalHeightForWidth(width());
    if (height > 0 && height != this->height())
        window->resizeDocks({this}, {height}, Qt::Vertical);
}

void LectureBanner::resizeEvent(QResizeEvent *event)
{
    QDockWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) // the lines wrap anew
        fitHeight();
}

void LectureBanner::setLook(const QFont &windowFont, bool projector)
{
    QFont title = windowFont;
    title.setPointSizeF(title.pointSizeF() * (projector ? 1.6 : 1.15));
    title.setBold(true);
    m_title->setFont(title);
    QFont caption = windowFont;
    caption.setPointSizeF(caption.pointSizeF() * (projector ? 1.25 : 1.0));
    m_caption->setFont(caption);
    // The question and its choices are for the back of the hall.
    QFont question = windowFont;
    question.setPointSizeF(question.pointSizeF() * (projector ? 1.6 : 1.15));
    question.setBold(true);
    m_question->setFont(question);
    QFont choices = windowFont;
    choices.setPointSizeF(choices.pointSizeF() * (projector ? 1.5 : 1.1));
    m_choices->setFont(choices);
    QFont answer = windowFont;
    answer.setPointSizeF(answer.pointSizeF() * (projector ? 1.35 : 1.05));
    m_answer->setFont(answer);
    fitHeight();
}

// Before the reveal: the question and its choices, large. After: the question and one answer line (the correct
// choice, ticked, and the reason), so the banner is no taller than before and the chart that proves the answer
// keeps its room. The caption waits (it often says the answer) and then stays out: the reason says it in one line.
void LectureBanner::showQuestion(const LectureQuestion *question, bool revealed, const QString &answer, bool animate)
{
    m_question->setVisible(question != nullptr);
    m_choices->setVisible(question != nullptr && !revealed);
    m_answer->setVisible(question != nullptr && revealed);
    m_caption->setVisible(question == nullptr);
    if (question == nullptr) {
        fitHeight();
        return;
    }
    m_question->setText(QCoreApplication::translate("commviz::ui::LectureController", "Predict: %1")
                            .arg(keepNumbersWithUnits(translatedStepText(question->text))));
    QStringList parts;
    QString correct;
    if (question->isChoice()) {
        for (qsizetype i = 0; i < question->choices.size(); ++i) {
            const QString text =
                QString("%1&nbsp;&nbsp;%2")
                    .arg(QChar('A' + static_cast<int>(i)))
                    .arg(keepNumbersWithUnits(translatedStepText(question->choices.at(i))).toHtmlEscaped());
            parts << "<b>" + text + "</b>";
            if (i == question->answer)
                correct = text;
        }
    } else {
        parts << QCoreApplication::translate("commviz::ui::LectureController", "Guess the %1.")
                     .arg(quantityName(question->quantity))
                     .toHtmlEscaped();
    }
    m_choices->setText(parts.join("&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;"));
    const QString reason = keepNumbersWithUnits(translatedStepText(question->reason)).toHtmlEscaped();
    const QString shown = question->isChoice()
                              ? "<b style='color:#1a7f37'>✓&nbsp;" + correct + "</b>"
                              : "<b style='color:#1a7f37'>" +
                                    QCoreApplication::translate("commviz::ui::LectureController", "Answer: %1")
                                        .arg(keepNumbersWithUnits(answer))
                                        .toHtmlEscaped() +
                                    "</b>";
    m_answer->setText(reason.isEmpty() ? shown : shown + QStringLiteral(" — ") + reason);
    auto *effect = static_cast<QGraphicsOpacityEffect *>(m_answer->graphicsEffect());
    if (revealed && animate) {
        auto *fade = new QPropertyAnimation(effect, "opacity", m_answer);
        fade->setDuration(450);
        fade->setStartValue(0.0);
        fade->setEndValue(1.0);
        fade->setEasingCurve(QEasingCurve::OutCubic);
        fade->start(QAbstractAnimation::DeleteWhenStopped);
    } else {
        effect->setOpacity(1.0);
    }
    fitHeight();
}

StepsDock::StepsDock(QWidget *parent) : QDockWidget(parent)
{
    const char *context = "commviz::ui::LectureController";
    setTrText(this, context, QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Lecture steps"));
    setObjectName("lectureSteps");
    auto *body = new QWidget(this);
    m_list = new QListWidget(body);
    m_list->setAccessibleName(QCoreApplication::translate("commviz::ui::LectureController", "Lecture steps"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT goToRequested(m_list->row(item)); });
    const auto button = [body, context](const char *text, const char *tip) {
        auto *b = new QPushButton(body);
        setTrText(b, context, text);
        setTrTip(b, context, tip);
        return b;
    };
    QPushButton *go = button(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Go"),
                             QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Glide to the selected step"));
    QPushButton *up =
        button("↑", QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Move the selected step earlier"));
    QPushButton *down =
        button("↓", QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Move the selected step later"));
    QPushButton *remove = button(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Remove"),
                                 QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Remove the selected step"));
    QPushButton *add =
        button(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Add…"),
               QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Add a step from the current parameters and page"));
    QPushButton *builtin = button(
        QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Source's examples"),
        QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Replace the sequence by the source's worked examples"));
    QPushButton *question =
        button(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Question…"),
               QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                                 "Add, edit or remove the selected step's question (predict, then reveal with R)"));
    question->setObjectName("lectureQuestionButton");
    connect(question, &QPushButton::clicked, this, [this] { Q_EMIT questionRequested(m_list->currentRow()); });
    connect(go, &QPushButton::clicked, this, [this] { Q_EMIT goToRequested(m_list->currentRow()); });
    connect(up, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        Q_EMIT moveRequested(row, row - 1);
        m_list->setCurrentRow(std::max(row - 1, 0));
    });
    connect(down, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        Q_EMIT moveRequested(row, row + 1);
        m_list->setCurrentRow(std::min(row + 1, m_list->count() - 1));
    });
    connect(remove, &QPushButton::clicked, this, [this] { Q_EMIT removeRequested(m_list->currentRow()); });
    connect(add, &QPushButton::clicked, this, &StepsDock::addRequested);
    connect(builtin, &QPushButton::clicked, this, &StepsDock::builtinRequested);

    // Two rows of buttons that share the dock's width: a dock as narrow as the list never widens the window.
    auto *buttons = new QGridLayout;
    buttons->addWidget(go, 0, 0);
    buttons->addWidget(up, 0, 1);
    buttons->addWidget(down, 0, 2);
    buttons->addWidget(remove, 0, 3);
    buttons->addWidget(add, 1, 0, 1, 2);
    buttons->addWidget(builtin, 1, 2, 1, 2);
    buttons->addWidget(question, 2, 0, 1, 4);
    for (QPushButton *b : {go, up, down, remove, add, builtin, question}) {
        b->setMinimumWidth(0);
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    }
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    body->setMinimumWidth(0);
    setWidget(body);
}

void StepsDock::showSteps(const std::vector<LectureStep> &steps, int current)
{
    const int selected = m_list->currentRow();
    m_list->clear();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        auto *item = new QListWidgetItem(
            QString("%1. %2%3").arg(i + 1).arg(translatedStepText(steps[i].title), steps[i].question ? " (?)" : ""),
            m_list);
        item->setToolTip(translatedStepText(steps[i].caption));
        if (static_cast<int>(i) == current) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
    }
    // The step on show is the selected one; before the first step, the selection stays where it was.
    m_list->setCurrentRow(current >= 0 ? current : std::min(selected, m_list->count() - 1));
}

int StepsDock::selected() const
{
    return m_list->currentRow();
}

void StepsDock::select(int row)
{
    m_list->setCurrentRow(row);
}

void StepsDock::open(QMainWindow *window)
{
    const QWidget *central = window->centralWidget();
    const int separator = window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, window);
    const int needed = (central ? central->minimumSizeHint().width() : 0) + minimumSizeHint().width() + separator;
    const bool fits = needed <= window->width();
    if (isFloating() != !fits) {
        setFloating(!fits);
        if (!fits) {
            const QRect frame = window->geometry();
            const int width = std::clamp(sizeHint().width(), 240, std::max(240, frame.width() / 3));
            const int height = std::max(200, frame.height() * 2 / 3);
            setGeometry(frame.right() - width - 16, frame.top() + std::min(80, frame.height() / 8), width, height);
        }
    }
    show();
    raise();
}

} // namespace commviz::ui
