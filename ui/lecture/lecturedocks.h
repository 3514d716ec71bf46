// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lecture mode's two docks, as widgets that show what they are given and say what was clicked: the step
// banner above the pages (the step's title and caption, larger in projector mode) and the steps list with
// its editing buttons. The LectureController owns the steps and decides.
#pragma once

#include "lecturestep.h"

#include <QDockWidget>

#include <vector>

class QLabel;
class QListWidget;

namespace commviz::ui {

class LectureBanner : public QDockWidget {
    Q_OBJECT
public:
    explicit LectureBanner(QWidget *parent);
    // The step on show (`index` of `count`), or the invitation to start when index < 0.
    void showStep(int index, int count, const LectureStep *step);
    // The fonts follow the window's, larger in projector mode.
    void setLook(const QFont &windowFont, bool projector);
    [[nodiscard]] QLabel *title() const { return m_title; }
    [[nodiscard]] QLabel *caption() const { return m_caption; }
    // Predict, then reveal: the step's question and its choices, large; at the reveal the choices give way to one
    // answer line, the correct choice ticked and the reason, fading in (`animate`). A step with a question shows no
    // caption (its reason says it). `question` nullptr: none.
    void showQuestion(const LectureQuestion *question, bool revealed, const QString &answer, bool animate);
    [[nodiscard]] QLabel *question() const { return m_question; }
    [[nodiscard]] QLabel *choices() const { return m_choices; }
    [[nodiscard]] QLabel *answer() const { return m_answer; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();
    QLabel *m_title = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_question = nullptr;
    QLabel *m_choices = nullptr;
    QLabel *m_answer = nullptr;
};

class StepsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit StepsDock(QWidget *parent);
    // The list, with the step on show in bold and selected.
    void showSteps(const std::vector<LectureStep> &steps, int current);
    [[nodiscard]] int selected() const;
    void select(int row);
    // Shows the dock beside `window`'s central area when the window is wide enough for both, else floating over
    // the window's right edge: a docked list never widens the window (at 1024 px the charts need all of it).
    void open(QMainWindow *window);

Q_SIGNALS:
    void goToRequested(int row);
    void moveRequested(int from, int to);
    void removeRequested(int row);
    void addRequested();
    void builtinRequested();
    void questionRequested(int row); // add, edit or remove the selected step's question

private:
    QListWidget *m_list = nullptr;
};

// The source's worked examples are translated; a lecturer's own steps show as typed. Either names a formula as
// {KEY.latency}, {KEY.bandwidth} or {KEY.cost} (commviz/formulas.h), which shows the formula.
QString translatedStepText(const QString &text);

} // namespace commviz::ui
