// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LectureController's "predict, then reveal" (lecture.h): the question of the step on show hides its page's
// answer until revealAnswer().
#include "lecture.h"

#include "chartpanel.h"
#include "lecturedocks.h"
#include "pages/common/chartpage.h"
#include "questiondialog.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>

namespace commviz::ui {

void LectureController::poseQuestion()
{
    // Whatever the previous step hid is shown again; the new step's question hides its page's answer.
    for (ChartPage *page : m_host.pages()) {
        if (page->answerHidden())
            page->setAnswerHidden(false);
    }
    const bool valid = m_current >= 0 && m_current < static_cast<int>(m_steps.size());
    const LectureStep *step = valid ? &m_steps[static_cast<std::size_t>(m_current)] : nullptr;
    m_questionOpen = step != nullptr && step->question.has_value();
    if (m_questionOpen) {
        for (ChartPage *page : m_host.pages()) {
            if (page->id() == step->page)
                page->setAnswerHidden(true, step->question->veil);
        }
    }
    m_actions.reveal->setEnabled(m_questionOpen);
}

void LectureController::revealAnswer()
{
    if (!m_questionOpen)
        return;
    m_questionOpen = false;
    for (ChartPage *page : m_host.pages()) {
        if (page->answerHidden())
            page->setAnswerHidden(false);
    }
    m_actions.reveal->setEnabled(false);
    syncQuestion(true);
    Q_EMIT answerRevealed();
}

void LectureController::syncQuestion(bool animate)
{
    const bool valid = m_current >= 0 && m_current < static_cast<int>(m_steps.size());
    const LectureStep *step = valid ? &m_steps[static_cast<std::size_t>(m_current)] : nullptr;
    const LectureQuestion *question = step != nullptr && step->question ? &*step->question : nullptr;
    // A question removed (or steps replaced) while it stood: its answer is no longer hidden.
    if (question == nullptr && m_questionOpen) {
        m_questionOpen = false;
        for (ChartPage *page : m_host.pages()) {
            if (page->answerHidden())
                page->setAnswerHidden(false);
        }
        m_actions.reveal->setEnabled(false);
    }
    m_banner->showQuestion(question, !m_questionOpen,
                           question != nullptr ? questionAnswerText(*question, step->scenario) : QString(), animate);
}

void LectureController::setStepQuestion(int index, const std::optional<LectureQuestion> &question)
{
    if (index < 0 || index >= static_cast<int>(m_steps.size()))
        return;
    m_steps[static_cast<std::size_t>(index)].question = question;
    saveSteps();
}

void LectureController::editQuestionWithDialog(int index)
{
    if (index < 0 || index >= static_cast<int>(m_steps.size())) {
        m_host.window->statusBar()->showMessage(tr("Select a step first."), 5000);
        return;
    }
    const LectureStep &step = m_steps[static_cast<std::size_t>(index)];
    QStringList charts;
    for (const ChartPage *page : m_host.pages()) {
        if (page->id() == step.page) {
            for (const ChartPanel *chart : page->charts())
                charts << chart->name();
        }
    }
    QuestionDialog dialog(m_host.window, step.question, charts, step.scenario);
    if (dialog.exec() != QDialog::Accepted)
        return;
    setStepQuestion(index, dialog.question());
}

} // namespace commviz::ui
