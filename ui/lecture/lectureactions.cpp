// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lectureactions.h"

#include "language.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace commviz::ui {

LectureActions makeLectureActions(QWidget *parent, ParameterSweep::Speed speed)
{
    const char *context = "commviz::ui::LectureController";
    LectureActions a;
    a.menu = new QMenu(parent);
    a.menu->setObjectName("lectureMenu");
    setTrText(a.menu, context, QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Lecture"));
    const auto add = [&](const char *text, const QString &name, const QList<QKeySequence> &keys, const char *tip) {
        auto *action = new QAction(parent);
        setTrText(action, context, text);
        setTrTip(action, context, tip);
        action->setObjectName(name);
        action->setShortcuts(keys);
        a.menu->addAction(action);
        return action;
    };
    a.next = add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Next step"), "lectureNext",
                 {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Right)},
                 QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                                   "Glide to the next worked example (→ too, when no slider or text box has focus)"));
    a.previous =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Previous step"), "lecturePrevious",
            {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Left)},
            QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                              "Glide to the previous worked example (← too, when no slider or text box has focus)"));
    a.reveal = add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Reveal the answer"), "lectureReveal",
                   {QKeySequence(Qt::Key_R)},
                   QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                                     "Show the answer to the step's question: the hidden markers, numbers and curves "
                                     "fade in with the reason"));
    a.reveal->setEnabled(false);
    a.addStep =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Add step from current state…"), "lectureAddStep", {},
            QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                              "A new step with every parameter and the page on show, after the current step"));
    a.editSteps =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Edit steps…"), "lectureEditSteps", {},
            QT_TRANSLATE_NOOP("commviz::ui::LectureController", "List, reorder and remove the lecture steps"));
    a.menu->addSeparator();
    a.projector =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Pro&jector mode"), "lectureProjector",
            {QKeySequence(Qt::Key_F5)},
            QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                              "Full screen, large type, thick lines, only this page's parameters (Esc leaves)"));
    a.projector->setCheckable(true);
    a.leaveProjector =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Leave projector mode"), "lectureLeaveProjector",
            {QKeySequence(Qt::Key_Escape)},
            QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Back to the layout from before projector mode"));
    a.leaveProjector->setEnabled(false);
    a.menu->addSeparator();
    a.pin =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "P&in curves"), "lecturePin", {QKeySequence("Ctrl+P")},
            QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                              "Freeze this page's curves as faint labelled ghosts, to compare with the next state"));
    a.clearPins =
        add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Clear pins"), "lectureClearPins",
            {QKeySequence("Ctrl+Shift+P")}, QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Remove every pin"));
    a.menu->addSeparator();
    a.pause = add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Pause animation"), "lecturePause",
                  {QKeySequence(Qt::Key_Space)},
                  QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                                    "Pause or resume the parameter sweep started with a slider's ▶ button"));
    a.stopSweep = add(QT_TRANSLATE_NOOP("commviz::ui::LectureController", "S&top animation"), "lectureStopSweep", {},
                      QT_TRANSLATE_NOOP("commviz::ui::LectureController",
                                        "End the sweep and give the parameter back its value from before"));
    QMenu *speeds = a.menu->addMenu(QString());
    setTrText(speeds, context, QT_TRANSLATE_NOOP("commviz::ui::LectureController", "Animation &speed"));
    auto *group = new QActionGroup(speeds);
    const std::pair<const char *, ParameterSweep::Speed> choices[] = {
        {QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Slow"), ParameterSweep::Speed::Slow},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Normal"), ParameterSweep::Speed::Normal},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureController", "&Fast"), ParameterSweep::Speed::Fast}};
    for (const auto &[text, value] : choices) {
        QAction *action = speeds->addAction(QString());
        setTrText(action, context, text);
        action->setCheckable(true);
        action->setChecked(value == speed);
        const auto tip = [action, seconds = ParameterSweep::passSeconds(value)] {
            action->setStatusTip(
                QCoreApplication::translate("commviz::ui::LectureController", "One pass across the slider in %1 s")
                    .arg(seconds));
        };
        tip();
        onLanguageChange(action, tip);
        group->addAction(action);
        a.speeds.emplace_back(action, value);
    }
    return a;
}

} // namespace commviz::ui
