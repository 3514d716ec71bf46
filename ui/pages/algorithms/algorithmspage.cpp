// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmspage.h"

#include "coretext.h"
#include "pages/algorithms/algorithmstext.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace commviz::ui {
namespace {

constexpr int kDefaultGpus = 8;
constexpr Algorithm kAlgorithms[] = {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceRhd};

} // namespace

// --- AlgorithmsPage ---------------------------------------------------------------------------------

AlgorithmsPage::AlgorithmsPage(QWidget *parent)
    : ChartPage(PageId::Algorithms, QT_TR_NOOP("Algorithms"),
                QT_TR_NOOP("How does an AllReduce actually move the data?"), parent)
{
    auto *controls = new QWidget(this);
    QFont big = controls->font();
    big.setPointSizeF(12.5);
    controls->setFont(big);
    // Three rows (what is animated; the player; the step), so that a 1024 px window holds them.
    auto *rows = new QVBoxLayout(controls);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(4);
    auto *row = new QHBoxLayout;
    row->setSpacing(8);
    auto *player = new QHBoxLayout;
    player->setSpacing(8);
    rows->addLayout(row);
    rows->addLayout(player);

    m_algorithm = new QComboBox(controls);
    m_algorithm->setObjectName("algorithmCombo");
    for (Algorithm a : kAlgorithms)
        m_algorithm->addItem(AlgorithmsText::algorithmLabel(a));
    m_gpus = new QLabel(controls);
    m_gpus->setObjectName("animationGpus");
    m_gpus->setWordWrap(true);

    m_back = new QPushButton(controls);
    m_back->setObjectName("stepBack");
    m_play = new QPushButton(tr("▶ play"), controls);
    m_play->setObjectName("playPause");
    m_forward = new QPushButton(controls);
    m_forward->setObjectName("stepForward");
    m_reset = new QPushButton(controls);
    m_reset->setObjectName("reset");
    // Clicking a button leaves the keyboard focus where it was, so Space keeps meaning play/pause instead
    // of pressing the focused button.
    for (QPushButton *b : {m_back, m_play, m_forward, m_reset})
        b->setFocusPolicy(Qt::NoFocus);
    m_bigFont = big;

    m_counter = new QLabel(controls);
    m_counter->setObjectName("stepCounter");
    QFont counterFont = big;
    counterFont.setBold(true);
    counterFont.setPointSizeF(14);
    m_counter->setFont(counterFont);

    m_algorithmLabel = new QLabel(controls);
    row->addWidget(m_algorithmLabel);
    row->addWidget(m_algorithm);
    row->addSpacing(8);
    row->addWidget(m_gpus, 1);
    player->addWidget(m_back);
    player->addWidget(m_play);
    player->addWidget(m_forward);
    player->addWidget(m_reset);
    player->addStretch(1);
    m_counter->setWordWrap(true);
    rows->addWidget(m_counter);

    m_view = new AlgorithmView(this);
    addWidget(controls, 0, 0);
    addWidget(m_view, 1, 0);
    m_export = std::make_unique<AlgorithmChart>(QT_TR_NOOP("AllReduce, step by step"), this);
    addOffscreenChart(m_export->panel());
    grid()->setRowStretch(1, 1);

    m_timer = new QTimer(this);
    m_timer->setInterval(kPlayIntervalMs);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &AlgorithmsPage::inputsChanged);
    connect(m_back, &QPushButton::clicked, this, &AlgorithmsPage::stepBack);
    connect(m_forward, &QPushButton::clicked, this, &AlgorithmsPage::stepForward);
    connect(m_reset, &QPushButton::clicked, this, &AlgorithmsPage::reset);
    connect(m_play, &QPushButton::clicked, this, &AlgorithmsPage::togglePlay);
    connect(m_timer, &QTimer::timeout, this, &AlgorithmsPage::stepForward);

    retranslate();
    inputsChanged();
}

namespace {

bool isPageKey(const QKeyEvent *key)
{
    return key->modifiers() == Qt::NoModifier &&
           (key->key() == Qt::Key_Space || key->key() == Qt::Key_Left || key->key() == Qt::Key_Right);
}

} // namespace

bool AlgorithmsPage::event(QEvent *event)
{
    // Space, ← and → are also the window's lecture shortcuts. While the focus is on this page the page
    // claims them: the shortcut override travels up from the focused child (unless the child wants the key
    // itself, as a spin box wants its arrows), and a claimed key arrives as a key press instead of firing
    // the window's action.
    if (event->type() == QEvent::ShortcutOverride && isPageKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return ChartPage::event(event);
}

void AlgorithmsPage::keyPressEvent(QKeyEvent *event)
{
    if (!isPageKey(event)) {
        ChartPage::keyPressEvent(event);
        return;
    }
    if (event->key() == Qt::Key_Space)
        togglePlay();
    else if (event->key() == Qt::Key_Right)
        stepForward();
    else
        stepBack();
    event->accept();
}

int AlgorithmsPage::stepCount() const
{
    return m_trace ? static_cast<int>(m_trace->steps.size()) : 0;
}

bool AlgorithmsPage::isPlaying() const
{
    return m_timer->isActive();
}

QString AlgorithmsPage::counterText() const
{
    return m_counter->text();
}

void AlgorithmsPage::setAlgorithm(Algorithm a)
{
    const auto *it = std::find(std::begin(kAlgorithms), std::end(kAlgorithms), a);
    if (it != std::end(kAlgorithms))
        m_algorithm->setCurrentIndex(static_cast<int>(it - std::begin(kAlgorithms)));
}

int AlgorithmsPage::drawnGpus(int scenarioGpus)
{
    return scenarioGpus > kTraceMaxGpus ? kDefaultGpus : scenarioGpus;
}

QString AlgorithmsPage::gpusText() const
{
    const int drawn = drawnGpus(m_scenario.gpus);
    if (drawn == m_scenario.gpus)
        return QStringLiteral("N = %1").arg(drawn);
    return tr("N = %1 drawn: the panel's N = %2 is too many ranks to draw (%3 at most)")
        .arg(drawn)
        .arg(QLocale().toString(m_scenario.gpus))
        .arg(kTraceMaxGpus);
}

void AlgorithmsPage::draw(const Scenario &s)
{
    const bool newRanks = drawnGpus(s.gpus) != drawnGpus(m_scenario.gpus);
    m_scenario = s;
    m_gpus->setText(gpusText());
    if (newRanks) { // other ranks: another animation, from its start
        inputsChanged();
        return;
    }
    // α, β and M change the times, not the steps: keep the place in the animation.
    const Result<AlgorithmTrace> t = traceAllReduce(currentAlgorithm(), drawnGpus(s.gpus), s.size_bytes, s.inter);
    m_trace = t.ok() ? std::optional(t.value()) : std::nullopt;
    m_reason = t.explanation();
    if (!m_trace)
        setPlaying(false);
    m_step = std::clamp(m_step, 0, stepCount());
    updateUi();
}

void AlgorithmsPage::inputsChanged()
{
    const Result<AlgorithmTrace> t =
        traceAllReduce(currentAlgorithm(), drawnGpus(m_scenario.gpus), m_scenario.size_bytes, m_scenario.inter);
    m_trace = t.ok() ? std::optional(t.value()) : std::nullopt;
    m_reason = t.explanation();
    setPlaying(false);
    m_step = 0;
    updateUi();
    Q_EMIT stepChanged(m_step);
}

void AlgorithmsPage::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == m_step)
        return;
    m_step = step;
    updateUi();
    Q_EMIT stepChanged(m_step);
}

void AlgorithmsPage::stepForward()
{
    setStep(m_step + 1);
    if (m_step >= stepCount())
        setPlaying(false); // the animation stops on the finished state
}

void AlgorithmsPage::stepBack()
{
    setStep(m_step - 1);
}

void AlgorithmsPage::reset()
{
    setPlaying(false);
    setStep(0);
}

void AlgorithmsPage::togglePlay()
{
    if (!m_trace)
        return;
    if (!isPlaying() && m_step >= stepCount())
        setStep(0); // play from the finished state starts over
    setPlaying(!isPlaying());
}

void AlgorithmsPage::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    m_play->setText(playing ? tr("❚❚ pause") : tr("▶ play"));
    Q_EMIT playingChanged(playing);
}

void AlgorithmsPage::retranslate()
{
    m_gpus->setText(gpusText());
    m_gpus->setToolTip(tr("Ranks in the animation: the panel's N, up to %1").arg(kTraceMaxGpus));
    m_back->setText(tr("◀ step"));
    m_forward->setText(tr("step ▶"));
    m_reset->setText(tr("reset"));
    m_play->setText(isPlaying() ? tr("❚❚ pause") : tr("▶ play"));
    m_back->setToolTip(tr("Previous step (←)"));
    m_play->setToolTip(tr("Play one step every 0.7 s, or pause (Space)"));
    m_forward->setToolTip(tr("Next step (→)"));
    m_reset->setToolTip(tr("Back to the start"));
    m_play->setMinimumWidth(std::max(QFontMetrics(m_bigFont).horizontalAdvance(tr("❚❚ pause")),
                                     QFontMetrics(m_bigFont).horizontalAdvance(tr("▶ play"))) +
                            24);
    m_algorithmLabel->setText(tr("AllReduce:"));
    for (int i = 0; i < m_algorithm->count(); ++i)
        m_algorithm->setItemText(i, AlgorithmsText::algorithmLabel(kAlgorithms[static_cast<std::size_t>(i)]));
    updateUi();
}

void AlgorithmsPage::updateUi()
{
    const bool ok = m_trace.has_value();
    m_back->setEnabled(ok && m_step > 0);
    m_forward->setEnabled(ok && m_step < stepCount());
    m_play->setEnabled(ok);
    m_reset->setEnabled(ok);
    if (!ok) {
        m_counter->setText(tr("not applicable"));
        m_view->setMessage(coreText(m_reason));
        m_export->setMessage(coreText(m_reason));
    } else {
        const QString phase =
            m_step == 0 ? tr("start")
                        : AlgorithmsText::phaseName(m_trace->steps[static_cast<std::size_t>(m_step - 1)].phase);
        m_counter->setText(tr("step %1 of %2").arg(m_step).arg(stepCount()) + " — " + phase);
        m_view->setTrace(*m_trace, m_step, AlgorithmsText::caption(*m_trace, m_step, false));
        m_export->setTrace(*m_trace, exportStep(), AlgorithmsText::caption(*m_trace, exportStep(), true));
    }
    setNapkin(napkinFor(m_step));
}

QString AlgorithmsPage::napkinFor(int step) const
{
    if (!m_trace) {
        return napkin::block(tr("%1 AllReduce, %2").arg(AlgorithmsText::algorithmLabel(currentAlgorithm()), gpusText()),
                             {}, tr("not applicable"), coreText(m_reason).toHtmlEscaped());
    }
    return AlgorithmsText::napkinMath(*m_trace, m_scenario, step);
}

Algorithm AlgorithmsPage::currentAlgorithm() const
{
    return kAlgorithms[std::clamp(m_algorithm->currentIndex(), 0, static_cast<int>(std::size(kAlgorithms)) - 1)];
}

int AlgorithmsPage::exportStep() const
{
    return m_step > 0 ? m_step : (stepCount() + 1) / 2;
}

} // namespace commviz::ui
