// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecturereveal.h"

#include "chartpanel.h"
#include "lecturedocks.h"
#include "pages/common/chartpage.h"
#include "questiondialog.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>

namespace commviz::ui {

LectureReveal::LectureReveal(LectureHost host, LectureBanner *banner, QAction *action)
    : m_host(std::move(host)), m_banner(banner), m_action(action)
{}

void LectureReveal::showAnswers()
{
    for (ChartPage *page : m_host.pages()) {
        if (page->answerHidden())
            page->setAnswerHidden(false);
    }
}

void LectureReveal::pose(const LectureStep *step)
{
    showAnswers();
    m_open = step != nullptr && step->question.has_value();
    if (m_open) {
        for (ChartPage *page : m_host.pages()) {
            if (page->id() == step->page)
                page->setAnswerHidden(true, step->question->veil);
        }
    }
    m_action->setEnabled(m_open);
}

bool LectureReveal::reveal(const LectureStep *step)
{
    if (!m_open)
        return false;
    m_open = false;
    showAnswers();
    m_action->setEnabled(false);
    sync(step, true);
    return true;
}

void LectureReveal::sync(const LectureStep *step, bool animate)
{
    const LectureQuestion *question = step != nullptr && step->question ? &*step->question : nullptr;
    if (question == nullptr && m_open) {
        m_open = false;
        showAnswers();
        m_action->setEnabled(false);
    }
    m_banner->showQuestion(question, !m_open,
                           question != nullptr ? questionAnswerText(*question, step->scenario) : QString(), animate);
}

bool LectureReveal::editWithDialog(const LectureStep *step, std::optional<LectureQuestion> &question) const
{
    if (step == nullptr) {
        m_host.window->statusBar()->showMessage(tr("Select a step first."), 5000);
        return false;
    }
    QStringList charts;
    for (const ChartPage *page : m_host.pages()) {
        if (page->id() == step->page) {
            for (const ChartPanel *chart : page->charts())
                charts << chart->name();
        }
    }
    QuestionDialog dialog(m_host.window, step->question, charts, step->scenario);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    question = dialog.question();
    return true;
}

} // namespace commviz::ui
