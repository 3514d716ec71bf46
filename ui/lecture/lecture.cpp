// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecture.h"
#include "scenariofile.h"

#include "language.h"

#include "chartpanel.h"
#include "coretext.h"
#include "document.h"
#include "lectureactions.h"
#include "lecturedocks.h"
#include "lecturekeys.h"
#include "pages/common/chartpage.h"
#include "pages/pages.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "parametersweep.h"
#include "projectormode.h"
#include "scenariomodel.h"

#include <QAction>
#include <QCoreApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>
#include <QVariantAnimation>

namespace commviz::ui {
namespace {

QString stepDescription(int index, const LectureStep &step)
{
    return QCoreApplication::translate("commviz::ui::LectureController", "Lecture step %1: %2")
        .arg(index + 1)
        .arg(translatedStepText(step.title));
}

} // namespace

QString describeParams(const Scenario &s, const std::vector<Param> &params)
{
    QStringList parts;
    for (Param p : params)
        parts << paramSymbol(p) + " = " + paramText(p, paramValue(s, p));
    return parts.join(", ");
}

LectureController::LectureController(LectureHost host)
    : QObject(host.window), m_host(std::move(host)), m_sweep(new ParameterSweep(m_host.model, this)),
      m_projector(new ProjectorMode(m_host)), m_glide(new QVariantAnimation(this)), m_pins(m_host)
{
    m_glide->setStartValue(0.0);
    m_glide->setEndValue(1.0);
    m_glide->setDuration(kGlideMs);
    m_glide->setEasingCurve(QEasingCurve::InOutCubic);
    connect(m_glide, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) { onGlide(v.toDouble()); });
    connect(m_glide, &QVariantAnimation::finished, this, &LectureController::finishGlide);

    connect(m_host.panel, &ParameterPanel::playClicked, this, [this](Param p) {
        if (m_sweep->param() == p)
            m_sweep->stop();
        else
            m_sweep->start(p);
    });
    connect(m_sweep, &ParameterSweep::stateChanged, this, &LectureController::updateSweepState);
    connect(m_projector, &ProjectorMode::activeChanged, this, &LectureController::updateProjectorLook);
    connect(m_host.document, &Document::lectureStepsLoaded, this, &LectureController::loadSteps);
    onLanguageChange(this, [this] { retranslate(); });

    m_banner = new LectureBanner(m_host.window);
    m_host.window->addDockWidget(Qt::TopDockWidgetArea, m_banner);
    m_banner->hide();
    m_stepsDock = new StepsDock(m_host.window);
    m_host.window->addDockWidget(Qt::RightDockWidgetArea, m_stepsDock);
    m_stepsDock->hide();
    connect(m_stepsDock, &StepsDock::goToRequested, this, &LectureController::goToStep);
    connect(m_stepsDock, &StepsDock::moveRequested, this, &LectureController::moveStep);
    connect(m_stepsDock, &StepsDock::removeRequested, this, &LectureController::removeStep);
    connect(m_stepsDock, &StepsDock::addRequested, this, &LectureController::addStepWithDialog);
    connect(m_stepsDock, &StepsDock::builtinRequested, this, &LectureController::restoreBuiltinSteps);
    connect(m_stepsDock, &StepsDock::questionRequested, this, &LectureController::editQuestionWithDialog);
    connectActions();
    m_reveal = std::make_unique<LectureReveal>(m_host, m_banner, m_actions.reveal);
    updateProjectorLook(false);
    loadSteps();
    new LectureKeys(this, [this] { return m_current >= 0 || m_projector->isActive(); });
}

// --- steps ----------------------------------------------------------------------------------------

void LectureController::loadSteps()
{
    finishGlide();
    const QJsonArray stored = m_host.document->lectureSteps();
    m_steps = builtinLectureSteps();
    if (!stored.isEmpty()) {
        const Result<std::vector<LectureStep>> parsed = lectureStepsFromJson(stored);
        if (parsed.ok())
            m_steps = parsed.value();
        else
            m_host.window->statusBar()->showMessage(
                tr("The file's lecture steps were not loaded (%1); showing the source's examples.")
                    .arg(coreText(parsed.explanation())));
    }
    m_current = -1;
    clearChartFocus();
    updateBanner();
    updateStepsList();
    Q_EMIT stepsChanged();
    Q_EMIT currentStepChanged(m_current);
}

void LectureController::saveSteps()
{
    m_host.document->setLectureSteps(lectureStepsToJson(m_steps));
    updateBanner();
    updateStepsList();
    Q_EMIT stepsChanged();
}

bool LectureController::isGliding() const
{
    return m_glideOpen;
}

void LectureController::goToStep(int index)
{
    if (stepAt(index) == nullptr)
        return;
    finishGlide();
    m_sweep->stop(); // closes the sweep's own undo step before the step's begins
    const LectureStep &step = m_steps[static_cast<std::size_t>(index)];
    m_current = index;
    clearChartFocus();
    m_host.showPage(step.page);
    // The step's chart: scrolled into view (and alone, where the step says so) until the next step.
    if (ChartPage *page = m_host.currentPage(); page && !step.chart.isEmpty()) {
        page->focusChart(step.chart, step.chartAlone);
        m_focused = page;
    }
    m_reveal->pose(shownStep());
    updateBanner();
    updateStepsList();
    Q_EMIT currentStepChanged(index);

    ScenarioModel *model = m_host.model;
    m_glideFrom = model->scenario();
    m_glideTo = step.scenario;
    if (m_glideFrom == m_glideTo)
        return;
    // The glide's frames and the exact final set are one undo step.
    model->undoStack()->beginMacro(stepDescription(index, step));
    m_glideOpen = true;
    m_glide->start();
}

void LectureController::clearChartFocus()
{
    if (m_focused)
        m_focused->focusChart({}, false);
    m_focused.clear();
}

void LectureController::onGlide(double t)
{
    if (!m_glideOpen)
        return;
    Scenario s = m_glideFrom;
    for (const ParamInfo &info : parameters())
        setParamValue(
            s, info.param,
            paramBetween(info.param, paramValue(m_glideFrom, info.param), paramValue(m_glideTo, info.param), t));
    if (s != m_host.model->scenario())
        m_host.model->setScenario(s, tr("Lecture step frame"));
}

void LectureController::finishGlide()
{
    if (!m_glideOpen)
        return;
    m_glide->stop();
    m_host.model->setScenario(m_glideTo, tr("Lecture step"));
    m_glideOpen = false;
    m_host.model->undoStack()->endMacro();
}

void LectureController::next()
{
    goToStep(std::min(m_current + 1, static_cast<int>(m_steps.size()) - 1));
}

void LectureController::previous()
{
    goToStep(std::max(m_current - 1, 0));
}

LectureStep LectureController::stepFromCurrentState(const QString &title) const
{
    const ChartPage *page = m_host.currentPage();
    const PageId pageId = page ? page->id() : PageId::P2p;
    const Scenario &s = m_host.model->scenario();
    return {title, pageId, s, describeParams(s, pageParams(pageId, s.production_view)), {}};
}

void LectureController::addStep(const LectureStep &step)
{
    const int at = m_current < 0 ? static_cast<int>(m_steps.size()) : m_current + 1;
    m_steps.insert(m_steps.begin() + at, step);
    m_current = at;
    saveSteps();
    Q_EMIT currentStepChanged(m_current);
}

void LectureController::removeStep(int index)
{
    if (stepAt(index) == nullptr)
        return;
    m_steps.erase(m_steps.begin() + index);
    if (m_current > index || m_current >= static_cast<int>(m_steps.size()))
        --m_current;
    saveSteps();
    Q_EMIT currentStepChanged(m_current);
}

void LectureController::moveStep(int from, int to)
{
    const int n = static_cast<int>(m_steps.size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to)
        return;
    LectureStep step = m_steps[static_cast<std::size_t>(from)];
    m_steps.erase(m_steps.begin() + from);
    m_steps.insert(m_steps.begin() + to, step);
    if (m_current == from)
        m_current = to;
    else if (from < m_current && to >= m_current)
        --m_current;
    else if (from > m_current && to <= m_current)
        ++m_current;
    saveSteps();
    Q_EMIT currentStepChanged(m_current);
}

void LectureController::setSteps(std::vector<LectureStep> steps)
{
    m_steps = std::move(steps);
    m_current = std::min(m_current, static_cast<int>(m_steps.size()) - 1);
    saveSteps();
    Q_EMIT currentStepChanged(m_current);
}

void LectureController::restoreBuiltinSteps()
{
    m_steps = builtinLectureSteps();
    m_current = -1;
    m_host.document->setLectureSteps({});
    updateBanner();
    updateStepsList();
    Q_EMIT stepsChanged();
    Q_EMIT currentStepChanged(m_current);
}

void LectureController::addStepWithDialog()
{
    if (static_cast<int>(m_steps.size()) >= kMaxLectureSteps) {
        QMessageBox::information(
            m_host.window, tr("Add lecture step"),
            tr("A scenario file holds at most %1 lecture steps; remove one first.").arg(kMaxLectureSteps));
        return;
    }
    bool ok = false;
    const QString title = QInputDialog::getText(m_host.window, tr("Add lecture step"),
                                                tr("Title of the new step (it keeps every parameter and this page):"),
                                                QLineEdit::Normal, QString(), &ok);
    if (!ok || title.trimmed().isEmpty())
        return;
    addStep(stepFromCurrentState(title.trimmed()));
    m_host.window->statusBar()->showMessage(
        tr("Added lecture step \"%1\"; save the scenario to keep it.").arg(title.trimmed()), 5000);
}

// --- sweep and projector ---------------------------------------------------------------------------

void LectureController::updateSweepState()
{
    const std::optional<Param> swept = m_sweep->param();
    for (const ParamInfo &info : parameters()) {
        if (ParameterControl *control = m_host.panel->control(info.param))
            control->setPlaying(swept == info.param);
    }
    m_actions.pause->setEnabled(m_sweep->isActive());
    m_actions.stopSweep->setEnabled(m_sweep->isActive());
    m_actions.pause->setText(m_sweep->isPaused() ? tr("Resume animation") : tr("Pause animation"));
}

void LectureController::updateProjectorLook(bool active)
{
    const QSignalBlocker block(m_actions.projector);
    m_actions.projector->setChecked(active);
    m_actions.leaveProjector->setEnabled(active);
    // The banner's sizes follow the window's font, which projector mode has just scaled or restored.
    m_banner->setLook(m_host.window->font(), active);
    // A hall sees the pages, not the editor: the steps dock closes in projector mode.
    if (active)
        m_stepsDock->hide();
}

// --- widgets and actions ----------------------------------------------------------------------------

QLabel *LectureController::bannerTitle() const
{
    return m_banner->title();
}

QLabel *LectureController::bannerCaption() const
{
    return m_banner->caption();
}

void LectureController::updateBanner()
{
    m_banner->showStep(m_current, static_cast<int>(m_steps.size()), shownStep());
    m_reveal->sync(shownStep(), false);
}

const LectureStep *LectureController::stepAt(int index) const
{
    return index >= 0 && index < static_cast<int>(m_steps.size()) ? &m_steps[static_cast<std::size_t>(index)] : nullptr;
}

// --- questions (LectureReveal) --------------------------------------------------------------------

void LectureController::revealAnswer()
{
    if (m_reveal->reveal(shownStep()))
        Q_EMIT answerRevealed();
}

void LectureController::setStepQuestion(int index, const std::optional<LectureQuestion> &question)
{
    if (stepAt(index) == nullptr)
        return;
    m_steps[static_cast<std::size_t>(index)].question = question;
    saveSteps();
}

void LectureController::editQuestionWithDialog(int index)
{
    std::optional<LectureQuestion> question;
    if (m_reveal->editWithDialog(stepAt(index), question))
        setStepQuestion(index, question);
}

void LectureController::updateStepsList()
{
    m_stepsDock->showSteps(m_steps, m_current);
}

void LectureController::retranslate()
{
    const bool hidden = m_banner->isHidden();
    updateBanner();
    m_banner->setHidden(hidden);
    updateStepsList();
    updateSweepState();
}

void LectureController::connectActions()
{
    m_actions = makeLectureActions(m_host.window, m_sweep->speed());
    connect(m_actions.next, &QAction::triggered, this, &LectureController::next);
    connect(m_actions.previous, &QAction::triggered, this, &LectureController::previous);
    connect(m_actions.reveal, &QAction::triggered, this, &LectureController::revealAnswer);
    connect(m_actions.addStep, &QAction::triggered, this, &LectureController::addStepWithDialog);
    connect(m_actions.editSteps, &QAction::triggered, this, [this] { m_stepsDock->open(m_host.window); });
    connect(m_actions.projector, &QAction::toggled, m_projector, &ProjectorMode::setActive);
    connect(m_actions.leaveProjector, &QAction::triggered, m_projector, &ProjectorMode::leave);
    connect(m_actions.pin, &QAction::triggered, this, &LectureController::pinCurves);
    connect(m_actions.clearPins, &QAction::triggered, this, &LectureController::clearPins);
    connect(m_actions.pause, &QAction::triggered, m_sweep, &ParameterSweep::togglePause);
    connect(m_actions.stopSweep, &QAction::triggered, m_sweep, &ParameterSweep::stop);
    for (const auto &[action, speed] : m_actions.speeds)
        connect(action, &QAction::triggered, this, [this, v = speed] { m_sweep->setSpeed(v); });
    updateSweepState();
}

} // namespace commviz::ui
