// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/pipeline/pipelinepage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/pipeline/pipelineheatmap.h"
#include "pages/pipeline/pipelineschedule.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr double kRuleTarget = 0.2; // the source's "≤ 20% bubble" rule

// "8, 7, …, 1": the micro-batches `schedule` holds in flight at each of p stages, shortened when long.
QString stageList(Schedule schedule, int p, int m)
{
    const auto at = [&](int stage) { return q(formatCount(peakInFlight(schedule, p, m, stage).value_or(0))); };
    QStringList parts;
    if (p <= 4) {
        for (int stage = 0; stage < p; ++stage)
            parts << at(stage);
    } else {
        parts << at(0) << at(1) << "…" << at(p - 1);
    }
    return parts.join(", ");
}

} // namespace

PipelinePage::PipelinePage(QWidget *parent)
    : ChartPage(PageId::Pipeline, QT_TR_NOOP("Pipeline"), QT_TR_NOOP("How much time do pipeline bubbles waste?"),
                parent)
{
    // Heatmap of the bubble over p × m, with its colour scale.
    m_heatmap = addChart(new ChartPanel("pipeline_bubble_heatmap", QT_TR_NOOP("Bubble fraction over p × m"),
                                        {QT_TR_NOOP("pipeline stages p"), Quantity::Count, false},
                                        {QT_TR_NOOP("micro-batches m"), Quantity::Count, true}),
                         0, 0);
    m_bubble = std::make_unique<PipelineHeatmap>(m_heatmap);

    // The schedule chooser and the measured-against-formula line.
    auto *controls = new QWidget(this);
    auto *lines = new QVBoxLayout(controls);
    lines->setContentsMargins(4, 2, 4, 2);
    lines->setSpacing(2);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    auto *chooserLabel = new QLabel(controls);
    m_chooserLabel = chooserLabel;
    m_scheduleBox = new QComboBox(controls);
    m_scheduleBox->setObjectName("scheduleChooser");
    for (Schedule sc : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved})
        m_scheduleBox->addItem(scheduleText(sc), static_cast<int>(sc));
    m_scheduleBox->setCurrentIndex(1);
    retranslate();
    chooserLabel->setBuddy(m_scheduleBox);
    m_status = new QLabel(controls);
    m_status->setObjectName("scheduleStatus");
    // Its text changes on every frame of a drag. A label of fixed size does not ask its parents to lay
    // out again (which repainted the whole page each frame); on a line of its own, three lines of 44
    // characters hold the longest status line and leave the page narrow enough for a 1024 px window.
    m_status->setWordWrap(true);
    m_status->setFixedSize(44 * m_status->fontMetrics().horizontalAdvance(QLatin1Char('n')),
                           3 * m_status->fontMetrics().height() + 6);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(chooserLabel);
    row->addWidget(m_scheduleBox);
    row->addStretch(1);
    lines->addLayout(row);
    lines->addWidget(m_status);
    addWidget(controls, 1, 0);
    connect(m_scheduleBox, &QComboBox::currentIndexChanged, this, [this] { refresh(m_scenario, true); });

    // The timeline.
    m_gantt = addChart(new ChartPanel("pipeline_schedule", QT_TR_NOOP("Schedule timeline"),
                                      {QT_TR_NOOP("time (forward passes t_f)"), Quantity::Count, false},
                                      {"", Quantity::Count, false}),
                       2, 0);
    m_timeline = std::make_unique<PipelineSchedule>(m_gantt, [this] { drawSchedule(m_scenario); });
    // At lower detail the lanes have one column per pixel: a new width lays them out again.
    connect(m_gantt, &ChartPanel::plotAreaChanged, this, [this] {
        if (m_timeline->widthChanged() && !m_redrawing)
            drawSchedule(m_scenario);
    });

    grid()->setRowStretch(0, 5);
    grid()->setRowStretch(2, 5);
    grid()->setColumnStretch(0, 1);
}

PipelinePage::~PipelinePage() = default;

Schedule PipelinePage::schedule() const
{
    return static_cast<Schedule>(m_scheduleBox->currentData().toInt());
}

void PipelinePage::setSchedule(Schedule s)
{
    const int index = m_scheduleBox->findData(static_cast<int>(s));
    if (index >= 0)
        m_scheduleBox->setCurrentIndex(index);
}

QString PipelinePage::scheduleStatus() const
{
    return m_status->text();
}

void PipelinePage::draw(const Scenario &s)
{
    // V is the interleaved schedule's parameter: when it goes above 1 the timeline shows that schedule, and back at 1
    // the plain 1F1B (a lecture step on V = 4 then shows the schedule it talks about). Any other choice stays.
    const bool interleaving = s.virtual_stages > 1 && m_scenario.virtual_stages == 1;
    const bool leaving = s.virtual_stages == 1 && m_scenario.virtual_stages > 1;
    m_scenario = s;
    if (interleaving && schedule() != Schedule::Interleaved) {
        const QSignalBlocker quiet(m_scheduleBox); // drawn below
        setSchedule(Schedule::Interleaved);
    } else if (leaving && schedule() == Schedule::Interleaved) {
        const QSignalBlocker quiet(m_scheduleBox);
        setSchedule(Schedule::OneFOneB);
    }
    m_bubble->draw(s);
    drawSchedule(s);
    drawNapkin(s);
}

void PipelinePage::retranslate()
{
    m_chooserLabel->setText(tr("Schedule:"));
    m_scheduleBox->setToolTip(tr("The pipeline schedule the timeline below simulates"));
    for (int i = 0; i < m_scheduleBox->count(); ++i)
        m_scheduleBox->setItemText(i, scheduleText(static_cast<Schedule>(m_scheduleBox->itemData(i).toInt())));
}

void PipelinePage::settleBackground()
{
    drawSchedule(m_scenario, true);
}

void PipelinePage::drawSchedule(const Scenario &s, bool settled)
{
    m_redrawing = true;
    const PipelineSchedule::Status status =
        settled ? m_timeline->drawSettled(s, schedule()) : m_timeline->draw(s, schedule());
    m_redrawing = false;
    m_status->setText(status.text);
    setStyleSheetIfChanged(m_status, status.error ? QStringLiteral("color: #a00000") : QString());
}

void PipelinePage::drawNapkin(const Scenario &s)
{
    const int p = s.stages;
    const int m = s.microbatches;
    const int v = s.virtual_stages;
    const QString fill = QString::number(p - 1);
    QString html;

    const Result<double> plain = bubbleFraction(p, m);
    const Result<double> interleaved = bubbleFractionInterleaved(p, m, v);
    if (plain.ok()) {
        html +=
            napkin::block(tr("Bubble, GPipe and 1F1B (eq. 10)"),
                          {"b = (p−1) / (p−1 + m)", QString("= %1 / (%1 + %2)").arg(fill).arg(m)},
                          q(formatPercent(plain.value())), tr("of every stage's time goes idle filling and draining."));
    }
    if (interleaved.ok() && v > 1) { // at V = 1 eq. 11 is eq. 10
        QString note;
        if (plain.ok() && interleaved.value() > 0)
            note = tr("Interleaving cuts the bubble %1.").arg(q(formatRatio(plain.value() / interleaved.value())));
        else if (p == 1)
            note = tr("One stage: no pipeline, no bubble.");
        html += napkin::block(tr("Interleaved 1F1B, V = %1 (eq. 11)").arg(v),
                              {"b = (p−1) / (p−1 + m·V)", QString("= %1 / (%1 + %2 × %3)").arg(fill).arg(m).arg(v),
                               QString("= %1 / (%1 + %2)").arg(fill).arg(static_cast<long long>(m) * v)},
                              q(formatPercent(interleaved.value())), note);
    }

    const Result<int> rule = minMicrobatches(p, kRuleTarget, 1);
    if (rule.ok()) {
        QString note = (m >= rule.value() ? tr("m = %1 meets it.") : tr("m = %1 falls short.")).arg(m);
        const Result<int> ruleAtV = minMicrobatches(p, kRuleTarget, v);
        if (v > 1 && ruleAtV.ok())
            note += tr(" Interleaved with V = %1: m ≥ %2.").arg(v).arg(ruleAtV.value());
        html += napkin::block(tr("The 20% rule"), {tr("b ≤ 20% needs m ≥ 4(p−1)"), QString("= 4 × %1").arg(fill)},
                              QString::number(rule.value()), note);
    }

    // Activations held, for GPipe and 1F1B: core's closed form, which its tests hold to the simulator's.
    html += napkin::block(
        tr("Micro-batches in flight"),
        {tr("GPipe, every stage: m = %1").arg(q(formatCount(m))),
         p > 1 ? tr("1F1B, stage 1 … %1: %2").arg(p).arg(stageList(Schedule::OneFOneB, p, m))
               : tr("1F1B, stage 1: %1").arg(stageList(Schedule::OneFOneB, p, m))},
        tr("%1 → %2 at stage 1")
            .arg(q(formatCount(m)), q(formatCount(peakInFlight(Schedule::OneFOneB, p, m, 0).value_or(0)))),
        tr("1F1B has GPipe's bubble but holds at most p − s + 1 micro-batches' activations at "
           "stage s."));
    setNapkin(html);
}

RectLayer *PipelinePage::heatmapCells() const
{
    return m_bubble->cells();
}

RectLayer *PipelinePage::ganttPasses() const
{
    return m_timeline->bars();
}

bool PipelinePage::scheduleSimulating() const
{
    return m_timeline->simulating();
}

bool PipelinePage::scheduleAtLowerDetail() const
{
    return m_timeline->lowDetail();
}

} // namespace commviz::ui
