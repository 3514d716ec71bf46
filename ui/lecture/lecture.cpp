// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecture.h"
#include "scenariofile.h"

#include "language.h"

#include "chartpage.h"
#include "chartpanel.h"
#include "coretext.h"
#include "document.h"
#include "pages.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "parametersweep.h"
#include "projectormode.h"
#include "scenariomodel.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTextEdit>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QVariantAnimation>

namespace commviz::ui {
namespace {

QString describe(const Scenario &s, const std::vector<Param> &params)
{
    QStringList parts;
    for (Param p : params)
        parts << paramSymbol(p) + " = " + paramText(p, paramValue(s, p));
    return parts.join(", ");
}

// The source's worked examples are translated; a lecturer's own steps show as typed.
QString translatedStepText(const QString &text)
{
    return QCoreApplication::translate("commviz::ui::LectureStep", text.toUtf8().constData());
}

QString stepDescription(int index, const LectureStep &step)
{
    return QCoreApplication::translate("commviz::ui::LectureController", "Lecture step %1: %2")
        .arg(index + 1)
        .arg(translatedStepText(step.title));
}

// Widgets that use ← and → themselves.
bool wantsArrows(const QWidget *w)
{
    return qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QLineEdit *>(w) ||
           qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           qobject_cast<const QTextEdit *>(w) || qobject_cast<const QPlainTextEdit *>(w);
}

} // namespace

LectureController::LectureController(LectureHost host)
    : QObject(host.window), m_host(std::move(host)), m_sweep(new ParameterSweep(m_host.model, this)),
      m_projector(new ProjectorMode(m_host)), m_glide(new QVariantAnimation(this))
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

    createBanner();
    createStepsDock();
    createMenu();
    updateProjectorLook(false);
    loadSteps();
    qApp->installEventFilter(this);
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
    if (index < 0 || index >= static_cast<int>(m_steps.size()))
        return;
    finishGlide();
    m_sweep->stop(); // closes the sweep's own undo step before the step's begins
    const LectureStep &step = m_steps[static_cast<std::size_t>(index)];
    m_current = index;
    m_host.showPage(step.page);
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
    return {title, pageId, s, describe(s, pageParams(pageId, s.production_view))};
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
    if (index < 0 || index >= static_cast<int>(m_steps.size()))
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

// --- pins -------------------------------------------------------------------------------------------

QString LectureController::nextPinLabel() const
{
    const Scenario &s = m_host.model->scenario();
    std::vector<Param> shown;
    if (!m_pinScenarios.empty()) {
        for (const ParamInfo &info : parameters()) {
            if (paramValue(s, info.param) != paramValue(m_pinScenarios.front(), info.param))
                shown.push_back(info.param);
        }
    }
    if (shown.empty()) {
        const ChartPage *page = m_host.currentPage();
        shown = pageParams(page ? page->id() : PageId::P2p, s.production_view);
    }
    constexpr std::size_t kMaxShown = 4; // a legend entry, not a table
    if (shown.size() > kMaxShown)
        shown.resize(kMaxShown);
    return tr("pin %1: %2").arg(m_pinScenarios.size() + 1).arg(describe(s, shown));
}

int LectureController::pinCurves()
{
    ChartPage *page = m_host.currentPage();
    if (!page)
        return 0;
    m_host.refresh(); // pin what the scenario says now, not a frame behind
    const QString label = nextPinLabel();
    int pinned = 0;
    for (ChartPanel *chart : page->charts())
        pinned += chart->pin(label) > 0 ? 1 : 0;
    if (pinned > 0) {
        m_pinScenarios.push_back(m_host.model->scenario());
        m_host.window->statusBar()->showMessage(
            tr("Pinned: %1. Change a parameter to compare; Ctrl+Shift+P clears.").arg(label), 5000);
    } else {
        m_host.window->statusBar()->showMessage(tr("This page has no curves to pin."), 5000);
    }
    return pinned;
}

void LectureController::clearPins()
{
    for (ChartPage *page : m_host.pages()) {
        for (ChartPanel *chart : page->charts())
            chart->clearPins();
    }
    m_pinScenarios.clear();
}

// --- sweep and projector ---------------------------------------------------------------------------

void LectureController::updateSweepState()
{
    const std::optional<Param> swept = m_sweep->param();
    for (const ParamInfo &info : parameters()) {
        if (ParameterControl *control = m_host.panel->control(info.param))
            control->setPlaying(swept == info.param);
    }
    m_pause->setEnabled(m_sweep->isActive());
    m_stopSweep->setEnabled(m_sweep->isActive());
    m_pause->setText(m_sweep->isPaused() ? tr("Resume animation") : tr("Pause animation"));
}

void LectureController::updateProjectorLook(bool active)
{
    const QSignalBlocker block(m_projectorAction);
    m_projectorAction->setChecked(active);
    m_leaveProjector->setEnabled(active);
    // The banner's sizes follow the window's font, which projector mode has just scaled or restored.
    QFont title = m_host.window->font();
    title.setPointSizeF(title.pointSizeF() * (active ? 1.6 : 1.15));
    title.setBold(true);
    m_bannerTitle->setFont(title);
    QFont caption = m_host.window->font();
    caption.setPointSizeF(caption.pointSizeF() * (active ? 1.25 : 1.0));
    m_bannerCaption->setFont(caption);
}

// --- widgets and actions ----------------------------------------------------------------------------

void LectureController::createBanner()
{
    m_banner = new QDockWidget(m_host.window);
    setTrText(m_banner, staticMetaObject.className(), QT_TR_NOOP("Lecture step"));
    m_banner->setObjectName("lectureBanner");
    m_banner->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_banner->setTitleBarWidget(new QWidget(m_banner)); // a banner, not a panel: no title bar
    auto *body = new QWidget(m_banner);
    body->setObjectName("lectureBannerBody");
    body->setStyleSheet("QWidget#lectureBannerBody { background: #fff8dc; border-bottom: 1px solid #d8c98a; }");
    m_bannerTitle = new QLabel(body);
    m_bannerTitle->setObjectName("lectureTitle");
    m_bannerCaption = new QLabel(body);
    m_bannerCaption->setObjectName("lectureCaption");
    m_bannerCaption->setWordWrap(true);
    auto *close = new QToolButton(body);
    close->setText(QString::fromUtf8("✕"));
    close->setAutoRaise(true);
    setTrTip(close, staticMetaObject.className(), QT_TR_NOOP("Hide the step banner (Page Down shows it again)"));
    connect(close, &QToolButton::clicked, m_banner, &QWidget::hide);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(m_bannerTitle);
    text->addWidget(m_bannerCaption);
    auto *row = new QHBoxLayout(body);
    row->setContentsMargins(12, 6, 6, 6);
    row->addLayout(text, 1);
    row->addWidget(close, 0, Qt::AlignTop);
    m_banner->setWidget(body);
    m_host.window->addDockWidget(Qt::TopDockWidgetArea, m_banner);
    m_banner->hide();
}

void LectureController::updateBanner()
{
    if (m_current < 0 || m_current >= static_cast<int>(m_steps.size())) {
        m_bannerTitle->setText(tr("Lecture"));
        m_bannerCaption->setText(tr("Page Down starts the worked examples."));
        return;
    }
    const LectureStep &step = m_steps[static_cast<std::size_t>(m_current)];
    m_bannerTitle->setText(
        tr("%1 / %2 · %3")
            .arg(QString::number(m_current + 1), QString::number(m_steps.size()), translatedStepText(step.title)));
    m_bannerCaption->setText(translatedStepText(step.caption));
    m_banner->show();
}

void LectureController::createStepsDock()
{
    m_stepsDock = new QDockWidget(m_host.window);
    setTrText(m_stepsDock, staticMetaObject.className(), QT_TR_NOOP("Lecture steps"));
    m_stepsDock->setObjectName("lectureSteps");
    auto *body = new QWidget(m_stepsDock);
    m_stepsList = new QListWidget(body);
    m_stepsList->setAccessibleName(tr("Lecture steps"));
    connect(m_stepsList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { goToStep(m_stepsList->row(item)); });

    const char *context = staticMetaObject.className();
    const auto button = [body, context](const char *text, const char *tip) {
        auto *b = new QPushButton(body);
        setTrText(b, context, text);
        setTrTip(b, context, tip);
        return b;
    };
    QPushButton *go = button(QT_TR_NOOP("Go"), QT_TR_NOOP("Glide to the selected step"));
    QPushButton *up = button("↑", QT_TR_NOOP("Move the selected step earlier"));
    QPushButton *down = button("↓", QT_TR_NOOP("Move the selected step later"));
    QPushButton *remove = button(QT_TR_NOOP("Remove"), QT_TR_NOOP("Remove the selected step"));
    QPushButton *add = button(QT_TR_NOOP("Add…"), QT_TR_NOOP("Add a step from the current parameters and page"));
    QPushButton *builtin =
        button(QT_TR_NOOP("Source's examples"), QT_TR_NOOP("Replace the sequence by the source's worked examples"));
    connect(go, &QPushButton::clicked, this, [this] { goToStep(m_stepsList->currentRow()); });
    connect(up, &QPushButton::clicked, this, [this] {
        const int row = m_stepsList->currentRow();
        moveStep(row, row - 1);
        m_stepsList->setCurrentRow(std::max(row - 1, 0));
    });
    connect(down, &QPushButton::clicked, this, [this] {
        const int row = m_stepsList->currentRow();
        moveStep(row, row + 1);
        m_stepsList->setCurrentRow(std::min(row + 1, m_stepsList->count() - 1));
    });
    connect(remove, &QPushButton::clicked, this, [this] { removeStep(m_stepsList->currentRow()); });
    connect(add, &QPushButton::clicked, this, &LectureController::addStepWithDialog);
    connect(builtin, &QPushButton::clicked, this, &LectureController::restoreBuiltinSteps);

    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {go, up, down, remove})
        buttons->addWidget(b);
    auto *more = new QHBoxLayout;
    more->addWidget(add);
    more->addWidget(builtin);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_stepsList, 1);
    layout->addLayout(buttons);
    layout->addLayout(more);
    m_stepsDock->setWidget(body);
    m_host.window->addDockWidget(Qt::RightDockWidgetArea, m_stepsDock);
    m_stepsDock->hide();
}

void LectureController::updateStepsList()
{
    const int selected = m_stepsList->currentRow();
    m_stepsList->clear();
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        auto *item =
            new QListWidgetItem(QString("%1. %2").arg(i + 1).arg(translatedStepText(m_steps[i].title)), m_stepsList);
        item->setToolTip(translatedStepText(m_steps[i].caption));
        if (static_cast<int>(i) == m_current) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
    }
    m_stepsList->setCurrentRow(selected >= 0 ? std::min(selected, m_stepsList->count() - 1) : m_current);
}

void LectureController::retranslate()
{
    const bool hidden = m_banner->isHidden();
    updateBanner();
    m_banner->setHidden(hidden);
    updateStepsList();
    updateSweepState();
}

void LectureController::createMenu()
{
    const char *context = staticMetaObject.className();
    m_menu = new QMenu(m_host.window);
    QMenu *menu = m_menu;
    menu->setObjectName("lectureMenu");
    setTrText(menu, context, QT_TR_NOOP("&Lecture"));

    const auto add = [&](const char *text, const QString &name, const QList<QKeySequence> &keys, const char *tip) {
        auto *a = new QAction(m_host.window);
        setTrText(a, context, text);
        setTrTip(a, context, tip);
        a->setObjectName(name);
        a->setShortcuts(keys);
        menu->addAction(a);
        return a;
    };

    QAction *nextStep =
        add(QT_TR_NOOP("&Next step"), "lectureNext", {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Right)},
            QT_TR_NOOP("Glide to the next worked example (→ too, when no slider or text box has focus)"));
    connect(nextStep, &QAction::triggered, this, &LectureController::next);
    QAction *prevStep =
        add(QT_TR_NOOP("&Previous step"), "lecturePrevious", {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Left)},
            QT_TR_NOOP("Glide to the previous worked example (← too, when no slider or text box has focus)"));
    connect(prevStep, &QAction::triggered, this, &LectureController::previous);
    QAction *addStepAction =
        add(QT_TR_NOOP("&Add step from current state…"), "lectureAddStep", {},
            QT_TR_NOOP("A new step with every parameter and the page on show, after the current step"));
    connect(addStepAction, &QAction::triggered, this, &LectureController::addStepWithDialog);
    QAction *edit = add(QT_TR_NOOP("&Edit steps…"), "lectureEditSteps", {},
                        QT_TR_NOOP("List, reorder and remove the lecture steps"));
    connect(edit, &QAction::triggered, this, [this] {
        m_stepsDock->show();
        m_stepsDock->raise();
    });
    menu->addSeparator();

    m_projectorAction =
        add(QT_TR_NOOP("Pro&jector mode"), "lectureProjector", {QKeySequence(Qt::Key_F5)},
            QT_TR_NOOP("Full screen, large type, thick lines, only this page's parameters (Esc leaves)"));
    m_projectorAction->setCheckable(true);
    connect(m_projectorAction, &QAction::toggled, m_projector, &ProjectorMode::setActive);
    m_leaveProjector = add(QT_TR_NOOP("Leave projector mode"), "lectureLeaveProjector", {QKeySequence(Qt::Key_Escape)},
                           QT_TR_NOOP("Back to the layout from before projector mode"));
    m_leaveProjector->setEnabled(false);
    connect(m_leaveProjector, &QAction::triggered, m_projector, &ProjectorMode::leave);
    menu->addSeparator();

    QAction *pin =
        add(QT_TR_NOOP("P&in curves"), "lecturePin", {QKeySequence("Ctrl+P")},
            QT_TR_NOOP("Freeze this page's curves as faint labelled ghosts, to compare with the next state"));
    connect(pin, &QAction::triggered, this, &LectureController::pinCurves);
    QAction *clear = add(QT_TR_NOOP("&Clear pins"), "lectureClearPins", {QKeySequence("Ctrl+Shift+P")},
                         QT_TR_NOOP("Remove every pin"));
    connect(clear, &QAction::triggered, this, &LectureController::clearPins);
    menu->addSeparator();

    m_pause = add(QT_TR_NOOP("Pause animation"), "lecturePause", {QKeySequence(Qt::Key_Space)},
                  QT_TR_NOOP("Pause or resume the parameter sweep started with a slider's ▶ button"));
    connect(m_pause, &QAction::triggered, m_sweep, &ParameterSweep::togglePause);
    m_stopSweep = add(QT_TR_NOOP("S&top animation"), "lectureStopSweep", {},
                      QT_TR_NOOP("End the sweep and give the parameter back its value from before"));
    connect(m_stopSweep, &QAction::triggered, m_sweep, &ParameterSweep::stop);
    QMenu *speed = menu->addMenu(QString());
    setTrText(speed, context, QT_TR_NOOP("Animation &speed"));
    auto *speeds = new QActionGroup(speed);
    const std::pair<const char *, ParameterSweep::Speed> choices[] = {
        {QT_TR_NOOP("&Slow"), ParameterSweep::Speed::Slow},
        {QT_TR_NOOP("&Normal"), ParameterSweep::Speed::Normal},
        {QT_TR_NOOP("&Fast"), ParameterSweep::Speed::Fast}};
    for (const auto &[text, value] : choices) {
        QAction *a = speed->addAction(QString());
        setTrText(a, context, text);
        a->setCheckable(true);
        a->setChecked(value == m_sweep->speed());
        a->setStatusTip(tr("One pass across the slider in %1 s").arg(ParameterSweep::passSeconds(value)));
        speeds->addAction(a);
        connect(a, &QAction::triggered, this, [this, v = value] { m_sweep->setSpeed(v); });
    }
    updateSweepState();
}

bool LectureController::eventFilter(QObject *watched, QEvent *event)
{
    // ← and → are also the step actions' shortcuts; a widget that uses arrows claims them first by
    // accepting the override, so the key reaches it instead of the action.
    // Page Up / Down belong to the lecture once it runs (a step shown or projector mode on), so a
    // presenter's clicker works whatever was clicked last; before that a focused slider keeps its page step.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool arrow = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right;
        const bool page = key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown;
        const bool lectureRuns = m_current >= 0 || m_projector->isActive();
        const auto *widget = qobject_cast<QWidget *>(watched);
        if (key->modifiers() == Qt::NoModifier &&
            ((arrow && wantsArrows(widget)) ||
             (page && !lectureRuns && qobject_cast<const QAbstractSlider *>(widget)))) {
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace commviz::ui
