// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lecture mode: the source's worked examples as steps (or the lecturer's own sequence, saved in the
// scenario file), a caption banner, pins, the parameter sweep and projector mode, reached from one
// "Lecture" menu, which the window places in its menu bar. The window hands the controller what it needs
// (LectureHost); nothing here knows the window.
//
// Data flows the window's one way: a step's glide, a sweep or a pin reads or edits the ScenarioModel, and
// the window's scheduled refresh redraws the page. A step is one undo step: its 400 ms glide runs inside
// one undo macro, ended by setting the step's whole scenario exactly.
//
// Keys: Page Down / Page Up move through the steps; once a lecture runs (a step shown, or projector mode
// on) they always do, even over a focused slider, so a presenter's clicker cannot be swallowed by the
// last slider touched; before that a focused slider keeps its page step. → / ← step only when no slider,
// text box, spin box or combo box has keyboard focus, since those need the arrows themselves. Space pauses a running
// sweep and is enabled only while a sweep exists, so a space typed into a text box is still a space.
#pragma once

#include "lectureactions.h"
#include "lecturehost.h"
#include "lecturepins.h"
#include "lecturereveal.h"
#include "lecturestep.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QListWidget;
class QMenu;
class QVariantAnimation;

namespace commviz::ui {

class LectureBanner;
class ParameterSweep;
class StepsDock;
class ProjectorMode;

class LectureController : public QObject {
    Q_OBJECT
public:
    static constexpr int kGlideMs = 400;

    explicit LectureController(LectureHost host);

    // The "Lecture" menu with every action of lecture mode, for the window's menu bar.
    [[nodiscard]] QMenu *menu() const { return m_actions.menu; }

    // --- steps
    [[nodiscard]] const std::vector<LectureStep> &steps() const { return m_steps; }
    // The step on show, or -1 before the first.
    [[nodiscard]] int currentStep() const { return m_current; }
    // Glides to step `index` (ignored when out of range) and opens its page.
    void goToStep(int index);
    void next();
    void previous();
    [[nodiscard]] bool isGliding() const;

    // Predict, then reveal (LectureReveal): a step with a question hides its page's answer (ChartPage::
    // setAnswerHidden) and shows the question in the banner until revealAnswer() (the R key), which fades the answer
    // and its reason in.
    [[nodiscard]] bool questionOpen() const { return m_reveal->isOpen(); }
    void revealAnswer();
    // Gives step `index` the question (nullopt removes it); the steps editor's "Question…" calls it.
    void setStepQuestion(int index, const std::optional<LectureQuestion> &question);
    [[nodiscard]] LectureBanner *banner() const { return m_banner; }

    // The lecturer's own sequence; every change is written to the document's "lecture_steps".
    [[nodiscard]] LectureStep stepFromCurrentState(const QString &title) const;
    void addStep(const LectureStep &step); // after the current step, or at the end before the first
    void removeStep(int index);
    void moveStep(int from, int to);
    void setSteps(std::vector<LectureStep> steps);
    // Back to the source's examples; the file then stores no steps.
    void restoreBuiltinSteps();

    // --- pins (LecturePins): the visible page's curves, frozen. Returns how many charts got a pin.
    int pinCurves() { return m_pins.pinCurves(); }
    void clearPins() { m_pins.clearPins(); }
    // "pin 2: β = 25 GB/s" (LecturePins::nextPinLabel).
    [[nodiscard]] QString nextPinLabel() const { return m_pins.nextPinLabel(); }

    [[nodiscard]] ParameterSweep *sweep() const { return m_sweep; }
    [[nodiscard]] ProjectorMode *projector() const { return m_projector; }
    [[nodiscard]] QLabel *bannerTitle() const;
    [[nodiscard]] QLabel *bannerCaption() const;

Q_SIGNALS:
    void stepsChanged();
    void currentStepChanged(int index);
    void answerRevealed();

private:
    // The banner, the steps list and the animation action in the current language, on a language change
    // (onLanguageChange; the menus' fixed texts re-set themselves).
    void retranslate();
    void connectActions();
    void loadSteps();
    void saveSteps();
    void finishGlide();
    void onGlide(double t);
    void updateBanner();
    void updateStepsList();
    void updateSweepState();
    void updateProjectorLook(bool active);
    void addStepWithDialog();
    void editQuestionWithDialog(int index);
    // Step `index`, or nullptr when there is none; shownStep() is currentStep()'s.
    [[nodiscard]] const LectureStep *stepAt(int index) const;
    [[nodiscard]] const LectureStep *shownStep() const { return stepAt(m_current); }
    void clearChartFocus();

    LectureHost m_host;
    std::vector<LectureStep> m_steps;
    int m_current = -1;
    ParameterSweep *m_sweep = nullptr;
    ProjectorMode *m_projector = nullptr;
    QVariantAnimation *m_glide = nullptr;
    Scenario m_glideFrom;
    Scenario m_glideTo;
    bool m_glideOpen = false; // an undo macro is open for the glide
    LecturePins m_pins;
    QPointer<ChartPage> m_focused; // the page showing the current step's chart
    LectureBanner *m_banner = nullptr;
    StepsDock *m_stepsDock = nullptr;
    LectureActions m_actions;
    std::unique_ptr<LectureReveal> m_reveal;
};

// "α = 5 µs, β = 50 GB/s": the parameters' symbols and values (a step's description, a pin's label).
QString describeParams(const Scenario &s, const std::vector<Param> &params);

} // namespace commviz::ui
