// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LectureKeys: which keys belong to the lecture. ← and → are the step actions' shortcuts too, so a widget
// that uses arrows (a slider, a text box, a spin box, a list) claims them first; Page Up / Down belong to the
// lecture once it runs (a step shown or projector mode on), so a presenter's clicker works whatever was
// clicked last, while before that a focused slider keeps its page step.
#pragma once

#include <QObject>

#include <functional>

namespace commviz::ui {

class LectureKeys : public QObject {
    Q_OBJECT
public:
    // Installed on the application; `lectureRuns` says whether the Page keys are the lecture's.
    LectureKeys(QObject *parent, std::function<bool()> lectureRuns);
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::function<bool()> m_lectureRuns;
};

} // namespace commviz::ui
