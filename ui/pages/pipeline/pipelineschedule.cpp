// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/pipeline/pipelineschedule.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/pipeline/lanesworker.h"
#include "pages/pipeline/pipelinepage.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <functional>

namespace commviz::ui {
namespace {

// Above this many bars, or when a pass would be narrower than kMinPassPixels, the timeline is drawn at lower
// detail: bars below a pixel or two cannot be told apart, and thousands of them cost a frame.
constexpr std::size_t kMaxBars = 4000;
constexpr double kMinPassPixels = 2;
// Above this many stages, only every k-th stage gets a row (a row is then a pixel or two high).
constexpr int kMaxRows = 200;
// Above this many bars, no micro-batch numbers (they would not fit, and measuring them costs time).
constexpr std::size_t kMaxLabelledBars = 700;
// Above this many passes the lanes are simulated on a worker thread (LanesWorker): at some 40 ns a pass, more
// would not fit in a frame.
constexpr double kMaxFramePasses = 200'000;
constexpr double kBarHalfHeight = 0.38; // of a row's height of 1

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QColor forwardColor(int microbatch)
{
    // Neighbouring micro-batches alternate in shade so that back-to-back passes stay distinguishable.
    const QColor base = palette::series(0);
    return microbatch % 2 == 0 ? base : base.lighter(128);
}

QColor backwardColor(int microbatch)
{
    const QColor base = palette::series(1);
    return microbatch % 2 == 0 ? base : base.lighter(118);
}

QColor idleColor()
{
    return QColor("#e4e4e4");
}

QString equationFor(Schedule s)
{
    return s == Schedule::Interleaved ? QCoreApplication::translate("commviz::ui::PipelinePage", "eq. 11")
                                      : QCoreApplication::translate("commviz::ui::PipelinePage", "eq. 10");
}

// With t_f = 1 and t_b = 2 the makespan is 3·(m + (p − 1)/V) (eqs. 10 and 11).
double makespan(int p, int m, int v)
{
    return 3.0 * (m + (p - 1.0) / v);
}

// The columns of a timeline at lower detail: one a pixel, but each at least two forward-backward pairs (6/V)
// wide: a column as wide as one pass would flip between the two colours from pixel to pixel in the steady state.
int laneColumns(int p, int m, int v, int pixels)
{
    return std::clamp(static_cast<int>(makespan(p, m, v) * v / 6), 1, std::max(1, pixels));
}

} // namespace

PipelineSchedule::PipelineSchedule(ChartPanel *panel, std::function<void()> redraw)
    : m_panel(panel), m_worker(std::make_unique<LanesWorker>())
{
    QObject::connect(m_worker.get(), &LanesWorker::finished, m_panel,
                     [this, redraw = std::move(redraw)](const LanesRequest &r, const Result<ScheduleLanes> &lanes) {
                         m_lanes.emplace(r, lanes);
                         redraw();
                     });
    // Over the grid: grid lines never cut a bar or its digits. The row bands lie just under the bars, so a bar's
    // tooltip wins over its band's.
    m_passes = m_panel->addRectLayer(RectLayer::Place::OverGrid);
    m_rows = m_panel->addRectLayer();
    m_rows->setZValue(m_passes->zValue() - 0.05);
    m_panel->addLine(QT_TR_NOOP("forward pass (t_f)"), palette::series(0), Qt::SolidLine, 8);
    m_panel->addLine(QT_TR_NOOP("backward pass (t_b = 2·t_f)"), palette::series(1), Qt::SolidLine, 8);
    m_panel->addLine(QT_TR_NOOP("idle (bubble)"), idleColor(), Qt::SolidLine, 8);
    m_passes->setTooltip([this](const RectLayer::Rect &, std::size_t i) {
        if (m_lowDetail)
            return i < m_spanInfo.size() ? spanTooltip(m_spanInfo[i]) : QString();
        return i < m_passInfo.size() ? passTooltip(m_passInfo[i]) : QString();
    });
    m_rows->setTooltip(
        [](const RectLayer::Rect &, std::size_t) { return tr("idle: the stage waits for a neighbouring stage"); });
    m_panel->setTable([this] { return table(); });
}

PipelineSchedule::~PipelineSchedule() = default;

CsvTable PipelineSchedule::table() const
{
    if (m_lowDetail) {
        static const char *const kPhase[] = {"idle", "forward", "backward"};
        CsvTable out({"stage", "phase (filling most of each column)", "start (t_f)", "end (t_f)"});
        for (const SpanInfo &s : m_spanInfo)
            out.addRow({s.stage + 1, kPhase[static_cast<int>(s.span.phase)], s.span.start_s, s.span.end_s});
        return out;
    }
    CsvTable out({"stage", "micro-batch", "chunk", "pass", "start (t_f)", "end (t_f)"});
    for (const PassInfo &p : m_passInfo)
        out.addRow({p.stage + 1, p.pass.microbatch + 1, p.pass.chunk + 1, p.pass.forward ? "forward" : "backward",
                    p.pass.start_s, p.pass.end_s});
    return out;
}

int PipelineSchedule::columns() const
{
    const double width = m_panel->plotArea().width();
    return width >= 1 ? static_cast<int>(std::lround(width)) : 1000; // before the first layout
}

bool PipelineSchedule::widthChanged() const
{
    if (!m_lowDetail || !m_lanes)
        return false;
    const ScheduleInput &in = m_lanes->first.input;
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    return m_lanes->first.columns != laneColumns(in.stages, in.microbatches, v, columns());
}

PipelineSchedule::Shape PipelineSchedule::shapeOf(Schedule chosen, int p, int m, int virtualStages) const
{
    Shape shape;
    shape.request.input.schedule = chosen;
    shape.request.input.stages = p;
    shape.request.input.microbatches = m;
    shape.request.input.virtualStages = virtualStages;
    shape.request.input.forward_s = 1.0; // time in units of t_f
    shape.request.input.backward_s = 2.0;
    shape.v = chosen == Schedule::Interleaved ? virtualStages : 1;
    // One row per drawn stage, stage 1 at the top. Beyond kMaxRows stages every `stride`-th stage is drawn
    // (and the last), and the status says so: 50,000 rows would be below a pixel each and cost seconds.
    shape.stride = (p + kMaxRows - 1) / kMaxRows;
    std::vector<int> &shown = shape.request.stages; // 0-based stages, top to bottom
    for (int stage = 0; stage < p; stage += shape.stride)
        shown.push_back(stage);
    if (shown.back() != p - 1)
        shown.push_back(p - 1);
    // Lower detail when the bars would be too many or a pass narrower than a pixel or two: the shortest pass is
    // a forward chunk, 1/V.
    const double bars = 2.0 * static_cast<double>(shown.size()) * m * shape.v;
    shape.low = bars > static_cast<double>(kMaxBars) || columns() / makespan(p, m, shape.v) / shape.v < kMinPassPixels;
    shape.labelled = bars <= static_cast<double>(kMaxLabelledBars);
    shape.request.columns = laneColumns(p, m, shape.v, columns());
    return shape;
}

PipelineSchedule::Status PipelineSchedule::draw(const Scenario &s, Schedule chosen)
{
    const Shape shape = shapeOf(chosen, s.stages, s.microbatches, s.virtual_stages);
    const LanesRequest &request = shape.request;
    if (!shape.low || (m_lanes && m_lanes->first.key() == request.key())) {
        m_worker->dropWaiting();
        return drawShape(shape);
    }
    const double passes = 2.0 * request.input.stages * request.input.microbatches * shape.v;
    if (m_synchronous || passes <= kMaxFramePasses) {
        m_worker->dropWaiting();
        m_lanes.emplace(request, scheduleLanes(request.input, request.stages, request.columns));
        return drawShape(shape);
    }
    // Too long for a frame: the worker simulates it, and the picture on show stays, under its own title.
    m_worker->request(request);
    const QString waiting = tr("Simulating %1 passes for p = %2, m = %3 …")
                                .arg(QLocale().toString(static_cast<long long>(passes)))
                                .arg(request.input.stages)
                                .arg(request.input.microbatches);
    const QString until = tr(" The timeline shows its title's parameters until then.");
    if (m_lanes) { // the newest lanes finished, perhaps newer than the picture on show
        const ScheduleInput &last = m_lanes->first.input;
        const Status drawn = drawShape(shapeOf(last.schedule, last.stages, last.microbatches, last.virtualStages));
        return {waiting + until, drawn.error};
    }
    if (m_drawn) // a picture in full detail: it stays
        return {waiting + until, false};
    m_panel->setChartTitle(tr("Schedule timeline: %1").arg(scheduleText(chosen)));
    return {waiting, false};
}

bool PipelineSchedule::simulating() const
{
    return m_worker->busy();
}

PipelineSchedule::Status PipelineSchedule::drawSettled(const Scenario &s, Schedule chosen)
{
    m_worker->cancelAndWait();
    m_synchronous = true;
    Status status = draw(s, chosen);
    m_synchronous = false;
    return status;
}

void PipelineSchedule::clearBars()
{
    m_drawn = false;
    m_passes->setRects({});
    m_rows->setRects({});
    m_passInfo.clear();
    m_spanInfo.clear();
}

PipelineSchedule::Status PipelineSchedule::drawShape(const Shape &shape)
{
    const ScheduleInput &in = shape.request.input;
    const Schedule chosen = in.schedule;
    const int p = in.stages;
    const int m = in.microbatches;
    const int v = shape.v;
    const std::vector<int> &shown = shape.request.stages;
    m_schedule = chosen;
    m_virtual = v;
    const QString name = scheduleText(chosen);

    const int rows = static_cast<int>(shown.size());
    // The axis labels sit at whole y; with many rows only every `every`-th row gets one, and rows are
    // 1/every apart.
    const int every = std::max(1, (rows + 15) / 16);
    const int labelled = (rows - 1) / every + 1;
    const int bottomLabel = (labelled - 1) * every; // the row at y = 0
    QStringList labels;
    for (int i = 0; i < labelled; ++i)
        labels << tr("stage %1").arg(shown[static_cast<std::size_t>(bottomLabel - i * every)] + 1);
    m_panel->setYCategories(labels);
    const double rowHeight = 1.0 / every;
    const auto rowOf = [=](int row) { return (bottomLabel - row) * rowHeight; };
    m_panel->setYRange(rowOf(rows - 1) - 0.5 * rowHeight, rowOf(0) + 0.5 * rowHeight);
    m_panel->setTimelineRows(rowHeight); // each stage's row at least ChartPanel::kMinRowPixels high
    const double half = kBarHalfHeight * rowHeight;

    QString title = tr("Schedule timeline: %1, p = %2, m = %3").arg(name).arg(p).arg(m);
    if (chosen == Schedule::Interleaved)
        title += QString(", V = %1").arg(v);
    if (shape.low)
        title += tr(", at lower detail: each pixel column in the colour that fills most of it");
    m_panel->setChartTitle(title);

    const auto cannot = [&](const Text &why) {
        clearBars();
        return Status{tr("Cannot draw %1: %2").arg(name, coreText(why)), true};
    };

    const Result<double> formula =
        chosen == Schedule::Interleaved ? bubbleFractionInterleaved(p, m, v) : bubbleFraction(p, m);

    double makespanDrawn = 0;
    double idle = 0;
    std::vector<RectLayer::Rect> rects;
    m_passInfo.clear();
    m_spanInfo.clear();
    m_lowDetail = shape.low;
    if (shape.low) {
        const Result<ScheduleLanes> &result = m_lanes->second;
        if (!result.ok())
            return cannot(result.explanation());
        const ScheduleLanes &lanes = result.value();
        makespanDrawn = lanes.makespan_s;
        idle = lanes.idle_fraction;
        for (int row = 0; row < rows; ++row) {
            const double y = rowOf(row);
            for (const PhaseSpan &span : lanes.lanes[static_cast<std::size_t>(row)]) {
                if (span.phase == Phase::Idle)
                    continue; // the row's band shows through
                const QColor color = span.phase == Phase::Forward ? palette::series(0) : palette::series(1);
                rects.push_back({span.start_s, span.end_s, y - half, y + half, color, {}});
                m_spanInfo.push_back({shown[static_cast<std::size_t>(row)], span});
            }
        }
    } else {
        const Result<ScheduleResult> result = simulateSchedule(in);
        if (!result.ok())
            return cannot(result.explanation());
        const ScheduleResult &r = result.value();
        makespanDrawn = r.makespan_s;
        idle = r.idle_fraction;
        for (int row = 0; row < rows; ++row) {
            const int stage = shown[static_cast<std::size_t>(row)];
            const double y = rowOf(row);
            for (const Pass &pass : r.stages[static_cast<std::size_t>(stage)]) {
                const QColor color = pass.forward ? forwardColor(pass.microbatch) : backwardColor(pass.microbatch);
                rects.push_back({pass.start_s, pass.end_s, y - half, y + half, color,
                                 shape.labelled ? QString::number(pass.microbatch + 1) : QString()});
                m_passInfo.push_back({stage, pass});
            }
        }
    }

    m_panel->setXRange(0, makespanDrawn);
    std::vector<RectLayer::Rect> bands;
    bands.reserve(shown.size());
    for (int row = 0; row < rows; ++row) {
        const double y = rowOf(row);
        bands.push_back({0, makespanDrawn, y - half, y + half, idleColor(), {}});
    }
    m_rows->setRects(std::move(bands));
    m_passes->setRects(std::move(rects));
    m_drawn = true;

    QString status = tr("%1: measured idle %2").arg(name, q(formatPercent(idle)));
    if (formula.ok())
        status += tr(", %1 gives %2").arg(equationFor(chosen), q(formatPercent(formula.value())));
    if (shape.stride > 1)
        status += tr("  (%1 of %2 stages drawn, one in %3)")
                      .arg(QLocale().toString(rows), QLocale().toString(p), QLocale().toString(shape.stride));
    if (shape.low)
        status += tr("  (%1 passes: lower detail)").arg(QLocale().toString(2LL * p * m * v));
    return {status, false};
}

QString PipelineSchedule::passTooltip(const PassInfo &p) const
{
    const QString span = tr("t = %1 … %2 t_f").arg(q(formatCount(p.pass.start_s)), q(formatCount(p.pass.end_s)));
    QString text = tr("<b>stage %1: %2 of micro-batch %3</b>")
                       .arg(p.stage + 1)
                       .arg(p.pass.forward ? tr("forward") : tr("backward"))
                       .arg(p.pass.microbatch + 1);
    if (m_schedule == Schedule::Interleaved)
        text += tr("<br>model chunk %1 of %2").arg(p.pass.chunk + 1).arg(m_virtual);
    return text + "<br>" + span;
}

QString PipelineSchedule::spanTooltip(const SpanInfo &s) const
{
    const QString span = tr("t = %1 … %2 t_f").arg(q(formatCount(s.span.start_s)), q(formatCount(s.span.end_s)));
    const QString what = s.span.phase == Phase::Forward ? tr("mostly forward passes") : tr("mostly backward passes");
    return tr("<b>stage %1: %2</b>").arg(s.stage + 1).arg(what) + "<br>" + span + "<br>" +
           tr("drawn at lower detail: each pixel column in the colour that fills most of it");
}

} // namespace commviz::ui
