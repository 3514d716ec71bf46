// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pipelinepage.h"

#include "chartpanel.h"
#include "coretext.h"

#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QChart>
#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLinearGradient>
#include <QPainter>
#include <QPixmap>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <tuple>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr int kMinMicrobatches = 1;
constexpr int kMaxMicrobatches = 256;
constexpr double kRuleTarget = 0.2; // the source's "≤ 20% bubble" rule
// Above this many passes the timeline is not simulated on every redraw (interleaved at p = 64, m = 256,
// V = 16 is half a million passes and some 60 ms); the formula is still shown.
constexpr long long kMaxSimulatedPasses = 100'000;
// Above this many passes, contiguous passes of a stage are merged into one bar (they are below a pixel).
constexpr std::size_t kMaxBars = 4000;
// Above this many stages, only every k-th stage gets a row (a row is then a pixel or two high).
constexpr int kMaxRows = 200;
// Above this many bars, no micro-batch numbers (they would not fit, and measuring them costs time).
constexpr std::size_t kMaxLabelledBars = 700;
constexpr double kBarHalfHeight = 0.38; // of a row's height of 1

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

QColor blend(const QColor &a, const QColor &b, double weightA)
{
    const auto mix = [&](double x, double y) { return static_cast<float>(x * weightA + y * (1 - weightA)); };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()), mix(a.blueF(), b.blueF()));
}

QString equationFor(Schedule s)
{
    return s == Schedule::Interleaved ? QCoreApplication::translate("commviz::ui::PipelinePage", "eq. 11")
                                      : QCoreApplication::translate("commviz::ui::PipelinePage", "eq. 10");
}

// The info entry that belongs to rectangle `r` of `layer` (the two vectors are filled in step).
template <class T> const T *infoFor(const RectLayer *layer, const std::vector<T> &info, const RectLayer::Rect &r)
{
    const std::vector<RectLayer::Rect> &rects = layer->rects();
    const std::less<const RectLayer::Rect *> before;
    if (rects.empty() || before(&r, rects.data()) || !before(&r, rects.data() + rects.size()))
        return nullptr;
    const auto i = static_cast<std::size_t>(&r - rects.data());
    return i < info.size() ? &info[i] : nullptr;
}

// "8, 7, …, 1": a per-stage list, shortened when long.
QString stageList(const std::vector<double> &values)
{
    QStringList parts;
    if (values.size() <= 4) {
        for (double v : values)
            parts << q(formatCount(v));
    } else {
        parts << q(formatCount(values[0])) << q(formatCount(values[1])) << "…" << q(formatCount(values.back()));
    }
    return parts.join(", ");
}

} // namespace

// A vertical colour bar for the heatmap, lined up with its plot area: 0% at the bottom, 100% at the top,
// with the current bubble marked.
class BubbleKey : public QWidget {
public:
    BubbleKey(ChartPanel *panel, QWidget *parent) : QWidget(parent), m_panel(panel)
    {
        setObjectName("bubbleColorKey");
        setFixedWidth(74);
        setMinimumHeight(120);
        setAttribute(Qt::WA_OpaquePaintEvent); // the cached key fills every pixel
        setToolTip(PipelinePage::tr("Bubble fraction: the share of each stage's time spent idle"));
    }

    void setCurrent(std::optional<double> bubble)
    {
        if (bubble == m_current)
            return;
        m_current = bubble;
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        // Line up with the heatmap's plot area when it has been laid out.
        const QFontMetrics metrics(font());
        int top = metrics.height() + 30;
        int bottom = height() - 60;
        const QRectF area = m_panel->chart()->plotArea();
        if (!area.isEmpty()) {
            const QRect inView = m_panel->mapFromScene(area).boundingRect();
            top = mapFrom(window(), m_panel->mapTo(window(), inView.topLeft())).y();
            bottom = mapFrom(window(), m_panel->mapTo(window(), inView.bottomLeft())).y();
        }
        const QRect bar(10, top, 14, bottom - top);
        // The key itself changes only with the layout, the font, the colours or the language; the marker
        // moves on every slider step.
        const QString label = PipelinePage::tr("bubble");
        const auto look = std::make_tuple(size(), bar, font().key(), palette().cacheKey(), label);
        if (look != m_keyLook) {
            m_keyLook = look;
            m_key = drawKey(bar, label);
        }
        QPainter painter(this);
        painter.drawPixmap(0, 0, m_key);
        if (m_current && bar.height() >= 40) {
            painter.setRenderHint(QPainter::Antialiasing);
            const double y = bar.bottom() - std::clamp(*m_current, 0.0, 1.0) * bar.height();
            const QPointF tip(bar.left() - 1, y);
            painter.setPen(Qt::white);
            painter.setBrush(palette::marker());
            painter.drawPolygon(QPolygonF{tip, tip + QPointF(-9, -6), tip + QPointF(-9, 6)});
        }
    }

private:
    // The bar, its ticks and labels on the window's background: everything but the marker.
    QPixmap drawKey(const QRect &bar, const QString &label) const
    {
        QPixmap key(size() * devicePixelRatioF());
        key.setDevicePixelRatio(devicePixelRatioF());
        key.fill(palette().color(QPalette::Window));
        if (bar.height() < 40)
            return key;
        QPainter painter(&key);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setFont(font());
        const QFontMetrics metrics(font());
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(0, bar.top() - metrics.height() - 6, width(), metrics.height()), Qt::AlignLeft, label);
        QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
        for (int k = 0; k <= 8; ++k)
            gradient.setColorAt(k / 8.0, palette::sequential(k / 8.0));
        painter.fillRect(bar, gradient);
        painter.setPen(QColor(0, 0, 0, 90));
        painter.drawRect(bar);
        painter.setPen(palette().color(QPalette::WindowText));
        for (int k = 0; k <= 4; ++k) {
            const double t = k / 4.0;
            const int y = bar.bottom() - static_cast<int>(std::lround(t * bar.height()));
            painter.drawLine(bar.right(), y, bar.right() + 4, y);
            painter.drawText(
                QRect(bar.right() + 7, y - metrics.height() / 2, width() - bar.right() - 7, metrics.height()),
                Qt::AlignLeft | Qt::AlignVCenter, q(formatPercent(t)));
        }
        return key;
    }

    ChartPanel *m_panel;
    std::optional<double> m_current;
    std::tuple<QSize, QRect, QString, qint64, QString> m_keyLook;
    QPixmap m_key;
};

PipelinePage::PipelinePage(QWidget *parent)
    : ChartPage(PageId::Pipeline, QT_TR_NOOP("Pipeline"), QT_TR_NOOP("How much time do pipeline bubbles waste?"),
                parent)
{
    // Heatmap of the bubble over p × m.
    m_heatmap = addChart(new ChartPanel("pipeline_bubble_heatmap", QT_TR_NOOP("Bubble fraction over p × m"),
                                        {QT_TR_NOOP("pipeline stages p"), Quantity::Count, false},
                                        {QT_TR_NOOP("micro-batches m"), Quantity::Count, true}),
                         0, 0);
    m_cells = m_heatmap->addRectLayer();
    m_rule = m_heatmap->addLine(QT_TR_NOOP("20% bubble: m = 4(p−1)"), Qt::black, Qt::DashLine, 2.0);
    m_ruleAtV =
        m_heatmap->addLine(QT_TR_NOOP("20% bubble at the current V: m·V = 4(p−1)"), Qt::black, Qt::SolidLine, 2.2);
    m_current = m_heatmap->addMarker(QT_TR_NOOP("current (p, m)"), palette::marker(), 13);
    // Line segments in the legend, so the dashed and the solid boundary can be told apart.
    m_heatmap->chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_heatmap->setRectTooltip([this](const RectLayer::Rect &r) {
        const Cell *c = infoFor(m_cells, m_cellInfo, r);
        return c ? cellTooltip(*c) : QString();
    });
    m_heatmap->setCsvSource([this] {
        QString out = "pipeline stages p,micro-batches m,virtual stages V,bubble fraction\n";
        for (const Cell &c : m_cellInfo) {
            out += QString("%1,%2,%3,%4\n")
                       .arg(c.stages)
                       .arg(c.microbatches)
                       .arg(m_heatmapVirtual)
                       .arg(QString::number(c.bubble, 'g', 12));
        }
        return out;
    });
    m_key = new BubbleKey(m_heatmap, this);
    addWidget(m_key, 0, 1);
    connect(m_heatmap->chart(), &QChart::plotAreaChanged, m_key, [this] { m_key->update(); });

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
    addWidget(controls, 1, 0, 1, 2);
    connect(m_scheduleBox, &QComboBox::currentIndexChanged, this, [this] { refresh(m_scenario, true); });

    // The timeline.
    m_gantt = addChart(new ChartPanel("pipeline_schedule", QT_TR_NOOP("Schedule timeline"),
                                      {QT_TR_NOOP("time (forward passes t_f)"), Quantity::Count, false},
                                      {"", Quantity::Count, false}),
                       2, 0, 1, 2);
    m_passes = m_gantt->addRectLayer(); // first, so its bars win the tooltip over the row bands
    m_rows = m_gantt->addRectLayer();
    m_rows->setZValue(m_passes->zValue() - 0.05);
    m_forwardKey = m_gantt->addLine(QT_TR_NOOP("forward pass (t_f)"), palette::series(0), Qt::SolidLine, 8);
    m_backwardKey = m_gantt->addLine(QT_TR_NOOP("backward pass (t_b = 2·t_f)"), palette::series(1), Qt::SolidLine, 8);
    m_idleKey = m_gantt->addLine(QT_TR_NOOP("idle (bubble)"), idleColor(), Qt::SolidLine, 8);
    m_gantt->setRectTooltip([this](const RectLayer::Rect &r) {
        if (const PassInfo *p = infoFor(m_passes, m_passInfo, r))
            return passTooltip(*p);
        return tr("idle: the stage waits for a neighbouring stage");
    });
    m_gantt->setCsvSource([this] {
        QString out = "stage,micro-batch,chunk,pass,start (t_f),end (t_f),passes merged\n";
        for (const PassInfo &p : m_passInfo) {
            out += QString("%1,%2,%3,%4,%5,%6,%7\n")
                       .arg(p.stage + 1)
                       .arg(p.pass.microbatch + 1)
                       .arg(p.pass.chunk + 1)
                       .arg(p.merged > 1 ? "merged" : (p.pass.forward ? "forward" : "backward"))
                       .arg(QString::number(p.pass.start_s, 'g', 12))
                       .arg(QString::number(p.pass.end_s, 'g', 12))
                       .arg(p.merged);
        }
        return out;
    });

    grid()->setRowStretch(0, 5);
    grid()->setRowStretch(2, 5);
    grid()->setColumnStretch(0, 1);
}

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
    m_scenario = s;
    drawHeatmap(s);
    drawSchedule(s);
    drawNapkin(s);
}

void PipelinePage::drawHeatmap(const Scenario &s)
{
    const int v = s.virtual_stages;
    // Whole stages as columns; fewer micro-batch rows when there are many columns, to keep the cell count
    // (and the redraw) small.
    const int maxStages = s.stages <= 24 ? 24 : (s.stages <= 40 ? 40 : 64);
    const Result<double> current = bubbleFractionInterleaved(s.stages, s.microbatches, v);
    m_key->setCurrent(current.ok() ? std::optional(current.value()) : std::nullopt);
    m_heatmap->setData(m_current, {static_cast<double>(s.stages)}, {static_cast<double>(s.microbatches)});
    const std::vector<int> micro = logSpaceInt(kMinMicrobatches, kMaxMicrobatches, maxStages <= 40 ? 17 : 10);
    // Row edges at the geometric midpoints between the sampled m, the outer ones mirrored.
    const std::size_t rows = micro.size();
    std::vector<double> edges(rows + 1);
    for (std::size_t i = 1; i < rows; ++i)
        edges[i] = std::sqrt(static_cast<double>(micro[i - 1]) * micro[i]);
    edges[0] = rows > 1 ? micro[0] * (micro[0] / edges[1]) : micro[0] / std::sqrt(2.0);
    edges[rows] = rows > 1 ? micro[rows - 1] * (micro[rows - 1] / edges[rows - 1]) : micro[0] * std::sqrt(2.0);
    // Every time: a drag's steady axes become exact on the release, whose cells are already drawn.
    m_heatmap->setXRange(0.5, maxStages + 0.5);
    m_heatmap->setYRange(edges[0], edges[rows]);

    // The cells and boundaries depend on V and the column count only: most slider moves leave them be.
    if (v == m_heatmapVirtual && maxStages == m_heatmapStages)
        return;
    m_heatmapVirtual = v;
    m_heatmapStages = maxStages;

    const std::vector<int> stages = range(1, maxStages);
    const Grid<double> grid = bubbleGrid(stages, micro, v);

    std::vector<RectLayer::Rect> rects;
    rects.reserve(grid.values.size());
    m_cellInfo.clear();
    m_cellInfo.reserve(grid.values.size());
    for (std::size_t iy = 0; iy < rows; ++iy) {
        for (std::size_t ix = 0; ix < stages.size(); ++ix) {
            const double bubble = grid.at(ix, iy);
            const double p = grid.xs[ix];
            rects.push_back({p - 0.5, p + 0.5, edges[iy], edges[iy + 1], palette::sequential(bubble), {}});
            m_cellInfo.push_back({stages[ix], micro[iy], bubble});
        }
    }
    m_cells->setRects(std::move(rects));

    // The 20% boundary from core, per p: the source's rule (V = 1) and, when interleaving, the current V.
    const auto boundary = [&](int virtualStages, std::vector<double> &xs, std::vector<double> &ys) {
        for (int p : stages) {
            const Result<int> m = minMicrobatches(p, kRuleTarget, virtualStages);
            if (m.ok()) {
                xs.push_back(p);
                ys.push_back(m.value());
            }
        }
    };
    std::vector<double> ruleX, ruleY;
    boundary(1, ruleX, ruleY);
    m_heatmap->setData(m_rule, ruleX, ruleY);
    std::vector<double> atVX, atVY;
    if (v > 1)
        boundary(v, atVX, atVY);
    m_heatmap->setData(m_ruleAtV, atVX, atVY);
    m_ruleAtV->setName(tr("20% bubble at V = %1: m·V = 4(p−1)").arg(v));
    m_heatmap->showInLegend(m_ruleAtV, v > 1);
    m_rule->setName(v > 1 ? tr("20% bubble without interleaving: m = 4(p−1)") : tr("20% bubble: m = 4(p−1)"));

    m_heatmap->setChartTitle(v > 1 ? tr("Bubble fraction over p × m at V = %1, eq. 11 (darker = more idle)").arg(v)
                                   : tr("Bubble fraction over p × m, eq. 10 (darker = more idle)"));
}

void PipelinePage::retranslate()
{
    m_chooserLabel->setText(tr("Schedule:"));
    m_scheduleBox->setToolTip(tr("The pipeline schedule the timeline below simulates"));
    for (int i = 0; i < m_scheduleBox->count(); ++i)
        m_scheduleBox->setItemText(i, scheduleText(static_cast<Schedule>(m_scheduleBox->itemData(i).toInt())));
}

void PipelinePage::drawSchedule(const Scenario &s)
{
    const Schedule chosen = schedule();
    const int p = s.stages;
    const int v = chosen == Schedule::Interleaved ? s.virtual_stages : 1;
    const QString name = scheduleText(chosen);

    // One row per drawn stage, stage 1 at the top. Beyond kMaxRows stages every `stride`-th stage is drawn
    // (and the last), and the status says so: 50,000 rows would be below a pixel each and cost seconds.
    const int stride = (p + kMaxRows - 1) / kMaxRows;
    std::vector<int> shown; // 0-based stages, top to bottom
    for (int stage = 0; stage < p; stage += stride)
        shown.push_back(stage);
    if (shown.back() != p - 1)
        shown.push_back(p - 1);
    const int rows = static_cast<int>(shown.size());
    // The axis labels sit at whole y; with many rows only every `every`-th row gets one, and rows are
    // 1/every apart.
    const int every = std::max(1, (rows + 15) / 16);
    const int labelled = (rows - 1) / every + 1;
    const int bottomLabel = (labelled - 1) * every; // the row at y = 0
    QStringList labels;
    for (int i = 0; i < labelled; ++i)
        labels << tr("stage %1").arg(shown[static_cast<std::size_t>(bottomLabel - i * every)] + 1);
    m_gantt->setYCategories(labels);
    const double rowHeight = 1.0 / every;
    const auto rowOf = [=](int row) { return (bottomLabel - row) * rowHeight; };
    m_gantt->setYRange(rowOf(rows - 1) - 0.5 * rowHeight, rowOf(0) + 0.5 * rowHeight);
    const double half = kBarHalfHeight * rowHeight;

    QString title = tr("Schedule timeline: %1, p = %2, m = %3").arg(name).arg(p).arg(s.microbatches);
    if (chosen == Schedule::Interleaved)
        title += QString(", V = %1").arg(v);
    m_gantt->setChartTitle(title);

    const auto clear = [&](const QString &why) {
        m_passes->setRects({});
        m_rows->setRects({});
        m_passInfo.clear();
        m_status->setText(why);
        setStyleSheetIfChanged(m_status, QStringLiteral("color: #a00000"));
    };

    const Result<double> formula = chosen == Schedule::Interleaved
                                       ? bubbleFractionInterleaved(p, s.microbatches, s.virtual_stages)
                                       : bubbleFraction(p, s.microbatches);
    const long long passes = 2LL * p * s.microbatches * v;
    if (passes > kMaxSimulatedPasses) {
        clear(tr("%1: %2 passes are too many to simulate on every redraw").arg(name, QLocale().toString(passes)) +
              (formula.ok() ? tr("; %1 gives %2").arg(equationFor(chosen), q(formatPercent(formula.value())))
                            : QString()));
        return;
    }

    ScheduleInput in;
    in.schedule = chosen;
    in.stages = p;
    in.microbatches = s.microbatches;
    in.virtualStages = s.virtual_stages;
    in.forward_s = 1.0; // time in units of t_f
    in.backward_s = 2.0;
    const Result<ScheduleResult> result = simulateSchedule(in);
    if (!result.ok()) {
        clear(tr("Cannot draw %1: %2").arg(name, coreText(result.explanation())));
        return;
    }
    const ScheduleResult &r = result.value();

    m_gantt->setXRange(0, r.makespan_s);
    std::vector<RectLayer::Rect> bands;
    bands.reserve(shown.size());
    for (int row = 0; row < rows; ++row) {
        const double y = rowOf(row);
        bands.push_back({0, r.makespan_s, y - half, y + half, idleColor(), {}});
    }
    m_rows->setRects(std::move(bands));

    std::size_t total = 0;
    for (int stage : shown)
        total += r.stages[static_cast<std::size_t>(stage)].size();
    const bool merge = total > kMaxBars;
    const bool withText = total <= kMaxLabelledBars;

    std::vector<RectLayer::Rect> rects;
    m_passInfo.clear();
    rects.reserve(std::min(total, kMaxBars));
    for (int row = 0; row < rows; ++row) {
        const int stage = shown[static_cast<std::size_t>(row)];
        const double y = rowOf(row);
        const std::vector<Pass> &list = r.stages[static_cast<std::size_t>(stage)];
        for (std::size_t i = 0; i < list.size();) {
            const Pass &first = list[i];
            if (!merge) {
                const QColor color = first.forward ? forwardColor(first.microbatch) : backwardColor(first.microbatch);
                rects.push_back({first.start_s, first.end_s, y - half, y + half, color,
                                 withText ? QString::number(first.microbatch + 1) : QString()});
                m_passInfo.push_back({stage, first, 1});
                ++i;
                continue;
            }
            // Back-to-back passes become one bar, coloured by their mix of forward and backward time.
            Pass run = first;
            double forwardTime = 0, backwardTime = 0;
            std::size_t j = i;
            for (; j < list.size() && (j == i || list[j].start_s <= run.end_s + 1e-9); ++j) {
                run.end_s = list[j].end_s;
                (list[j].forward ? forwardTime : backwardTime) += list[j].end_s - list[j].start_s;
            }
            const double share = forwardTime / std::max(forwardTime + backwardTime, 1e-300);
            rects.push_back(
                {run.start_s, run.end_s, y - half, y + half, blend(palette::series(0), palette::series(1), share), {}});
            m_passInfo.push_back({stage, run, static_cast<int>(j - i)});
            i = j;
        }
    }
    m_passes->setRects(std::move(rects));

    QString status = tr("%1: measured idle %2").arg(name, q(formatPercent(r.idle_fraction)));
    if (formula.ok())
        status += tr(", %1 gives %2").arg(equationFor(chosen), q(formatPercent(formula.value())));
    if (stride > 1)
        status += tr("  (%1 of %2 stages drawn, one in %3)")
                      .arg(QLocale().toString(rows), QLocale().toString(p), QLocale().toString(stride));
    if (merge)
        status += tr("  (%1 passes: back-to-back passes drawn as one bar)").arg(QLocale().toString(total));
    m_status->setText(status);
    setStyleSheetIfChanged(m_status, {});
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

    // Activations held: from the simulator, for GPipe and 1F1B.
    const auto peaks = [&](Schedule sc) -> std::optional<std::vector<double>> {
        if (2LL * p * m > kMaxSimulatedPasses)
            return std::nullopt;
        ScheduleInput in;
        in.schedule = sc;
        in.stages = p;
        in.microbatches = m;
        in.virtualStages = 1;
        const Result<ScheduleResult> r = simulateSchedule(in);
        return r.ok() ? std::optional(r.value().peak_in_flight) : std::nullopt;
    };
    const std::optional<std::vector<double>> gpipe = peaks(Schedule::GPipe);
    const std::optional<std::vector<double>> oneF = peaks(Schedule::OneFOneB);
    if (gpipe && oneF && !gpipe->empty() && !oneF->empty()) {
        html +=
            napkin::block(tr("Micro-batches in flight (simulated)"),
                          {tr("GPipe, every stage: m = %1").arg(q(formatCount(gpipe->front()))),
                           p > 1 ? tr("1F1B, stage 1 … %1: %2").arg(p).arg(stageList(*oneF))
                                 : tr("1F1B, stage 1: %1").arg(stageList(*oneF))},
                          tr("%1 → %2 at stage 1").arg(q(formatCount(gpipe->front())), q(formatCount(oneF->front()))),
                          tr("1F1B has GPipe's bubble but holds at most p − s + 1 micro-batches' activations at "
                             "stage s."));
    }
    setNapkin(html);
}

QString PipelinePage::cellTooltip(const Cell &c) const
{
    return tr("<b>bubble %1</b><br>p = %2 stages, m = %3 micro-batches, V = %4")
        .arg(q(formatPercent(c.bubble)))
        .arg(c.stages)
        .arg(c.microbatches)
        .arg(m_heatmapVirtual);
}

QString PipelinePage::passTooltip(const PassInfo &p) const
{
    const QString span = tr("t = %1 … %2 t_f").arg(q(formatCount(p.pass.start_s)), q(formatCount(p.pass.end_s)));
    if (p.merged > 1)
        return tr("<b>stage %1</b><br>%2 back-to-back passes<br>%3").arg(p.stage + 1).arg(p.merged).arg(span);
    QString text = tr("<b>stage %1: %2 of micro-batch %3</b>")
                       .arg(p.stage + 1)
                       .arg(p.pass.forward ? tr("forward") : tr("backward"))
                       .arg(p.pass.microbatch + 1);
    if (schedule() == Schedule::Interleaved)
        text += tr("<br>model chunk %1 of %2").arg(p.pass.chunk + 1).arg(m_scenario.virtual_stages);
    return text + "<br>" + span;
}

} // namespace commviz::ui
