// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/buckets/bucketstimeline.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/buckets/bucketspage.h"
#include "pages/common/chartpage.h"

#include "commviz/units.h"

#include <QFontMetrics>

#include <algorithm>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr double kNetworkRow = 0;
constexpr double kComputeRow = 1;
constexpr double kHalf = 0.36; // a bar's half height, of a row's 1

QString ms(double seconds)
{
    return q(formatTime(seconds));
}

QColor computeColor()
{
    return palette::series(0);
}
QColor networkColor()
{
    return palette::series(1);
}
QColor idleColor()
{
    return QColor("#e4e4e4");
}
QColor exposedColor()
{
    return QColor("#f4c7c3");
}

} // namespace

BucketTimelineChart::BucketTimelineChart(QObject *parent) : QObject(parent)
{
    m_panel =
        new ChartPanel("buckets_timeline",
                       QT_TRANSLATE_NOOP("commviz::ui::BucketsPage", "Backward pass and bucket AllReduces over time"),
                       {QT_TRANSLATE_NOOP("commviz::ui::BucketsPage", "time in the step"), Quantity::Time, false},
                       {"", Quantity::Count, false});
    // Over the grid, as every chart's bars; the row bands just under them, so a block's tooltip wins over its band's.
    m_blocks = m_panel->addRectLayer(RectLayer::Place::OverGrid);
    m_rows = m_panel->addRectLayer();
    m_rows->setZValue(m_blocks->zValue() - 0.05);
    // Legend entries only: the rows are rectangles.
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::BucketsPage", "backward pass"), computeColor(), Qt::SolidLine, 8);
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::BucketsPage", "bucket AllReduce"), networkColor(), Qt::SolidLine,
                     8);
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::BucketsPage", "network idle"), idleColor(), Qt::SolidLine, 8);
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::BucketsPage", "exposed communication"), exposedColor(),
                     Qt::SolidLine, 8);
    m_blocks->setTooltip(
        [this](const RectLayer::Rect &, std::size_t i) { return i < m_info.size() ? tooltip(m_info[i]) : QString(); });
    m_rows->setTooltip([](const RectLayer::Rect &, std::size_t) {
        return tr("network idle: the next bucket's gradients are not ready yet");
    });
    m_panel->setTable([this] { return table(); });
    connect(m_panel, &ChartPanel::plotAreaChanged, this, [this](const QRectF &area) {
        if (area.width() != m_builtFor)
            rebuild();
    });
}

void BucketTimelineChart::clear(const QString &why)
{
    m_plan.reset();
    m_timeline.reset();
    m_networkDrawn.clear();
    m_info.clear();
    m_blocks->setRects({});
    m_rows->setRects({});
    m_panel->setChartTitle(why);
}

void BucketTimelineChart::draw(const Scenario &s)
{
    m_scenario = s;
    m_panel->setYCategories({tr("network"), tr("compute")});
    m_panel->setTimelineRows(1);
    const Result<BucketPlan> plan = bucketPlan(s);
    if (!plan.ok()) {
        clear(tr("No timeline: %1").arg(coreText(plan.explanation())));
        return;
    }
    m_plan = plan.value();
    const Result<BucketTimeline> t = bucketTimeline(s);
    m_timeline = t.ok() ? std::optional(t.value()) : std::nullopt;
    const double end = std::max(m_plan->finish_s, s.backward_s);
    m_panel->setXRange(0, end > 0 ? end : 1e-3);
    m_builtFor = -1;
    rebuild();
}

double BucketTimelineChart::pixelsPerSecond(double span_s) const
{
    double width = m_panel->plotArea().width();
    if (width < 10) // not laid out yet
        width = std::max(300, m_panel->width() - 120);
    return span_s > 0 ? width / span_s : 0;
}

void BucketTimelineChart::rebuild()
{
    if (!m_plan)
        return;
    m_builtFor = m_panel->plotArea().width();
    const BucketPlan &p = *m_plan;
    const double tb = m_scenario.backward_s;
    const double finish = p.finish_s;
    const double pps = pixelsPerSecond(m_panel->axes().xMax() - m_panel->axes().xMin());
    const long long count = p.count;
    const double step = tb / static_cast<double>(count);
    m_computeMerged = !m_timeline || step * pps < kMinBlockPx;
    m_networkMerged = !m_timeline || p.per_bucket_s * pps < kMinBlockPx;
    // Bucket numbers only when every one fits: some numbered and some not reads as a pattern that is not there.
    const QFontMetrics metrics(m_panel->font());
    const double numberWidth = metrics.horizontalAdvance(QString::number(count)) + 6;

    std::vector<RectLayer::Rect> rects;
    m_info.clear();
    const auto add = [&](const RectLayer::Rect &r, const Info &info) {
        rects.push_back(r);
        m_info.push_back(info);
    };
    const double c0 = kComputeRow - kHalf;
    const double c1 = kComputeRow + kHalf;
    const double n0 = kNetworkRow - kHalf;
    const double n1 = kNetworkRow + kHalf;

    // The compute row: the backward pass, one shade per bucket's gradients, so each ready time is an edge.
    if (m_computeMerged) {
        add({0, tb, c0, c1, computeColor(), {}}, {Kind::Compute, 1, count, 0, tb});
    } else {
        const bool numbers = step * pps >= numberWidth;
        double from = 0;
        for (long long i = 1; i <= count; ++i) {
            const double ready = m_timeline->buckets[static_cast<std::size_t>(i - 1)].ready_s;
            const QColor color = i % 2 == 1 ? computeColor() : computeColor().lighter(135);
            add({from, ready, c0, c1, color, numbers ? QString::number(i) : QString()},
                {Kind::Compute, i, i, from, ready});
            from = ready;
        }
    }
    if (finish > tb) {
        add({tb, finish, c0, c1, exposedColor(), tr("exposed %1").arg(q(formatTimeFine(p.exposed_s)))},
            {Kind::Exposed, 1, count, tb, finish});
    }

    // The network row: each bucket's AllReduce, or at lower detail the busy spans, at least a pixel wide each.
    m_networkDrawn.clear();
    if (m_networkMerged) {
        const Result<std::vector<BucketSpan>> spans = bucketNetworkSpans(p, tb, pps > 0 ? 1 / pps : 0);
        if (spans.ok())
            m_networkDrawn = spans.value();
        const double pixel = pps > 0 ? 1 / pps : 0;
        for (const BucketSpan &span : m_networkDrawn)
            add({span.start_s, std::max(span.end_s, span.start_s + pixel), n0, n1, networkColor(), {}},
                {Kind::Network, span.first, span.last, span.start_s, span.end_s});
    } else {
        const bool numbers = p.per_bucket_s * pps >= numberWidth;
        for (long long i = 1; i <= count; ++i) {
            const BucketBlock &b = m_timeline->buckets[static_cast<std::size_t>(i - 1)];
            const QColor color = i % 2 == 1 ? networkColor() : networkColor().lighter(125);
            add({b.start_s, b.end_s, n0, n1, color, numbers ? QString::number(i) : QString()},
                {Kind::Network, i, i, b.start_s, b.end_s});
            m_networkDrawn.push_back({b.start_s, b.end_s, i, i});
        }
    }
    m_blocks->setRects(std::move(rects));
    const double end = m_panel->axes().xMax();
    m_rows->setRects({{0, end, n0, n1, idleColor(), {}}});

    QString title = tr("Timeline at b = %1: B = %2 × %3, c = %4 each")
                        .arg(bucketSizeText(m_scenario.bucket_bytes), QString::number(count),
                             q(formatSize(p.bucket_bytes)), ms(p.per_bucket_s));
    if (m_computeMerged || m_networkMerged)
        title += tr(" (blocks under %1 px drawn merged)").arg(kMinBlockPx);
    m_panel->setChartTitle(title);
}

QString BucketTimelineChart::tooltip(const Info &info) const
{
    if (!m_plan)
        return {};
    const QString span = tr("t = %1 … %2").arg(q(formatTimeFine(info.start_s)), q(formatTimeFine(info.end_s)));
    const QString total = QString::number(m_plan->count);
    switch (info.kind) {
    case Kind::Compute:
        if (info.first == info.last)
            return tr("<b>backward pass: the gradients of bucket %1 of %2</b><br>%3<br>ready at %4")
                .arg(QString::number(info.first), total, span, q(formatTimeFine(info.end_s)));
        return tr("<b>backward pass, T_b = %1</b><br>%2 buckets, one ready every %3")
            .arg(ms(m_scenario.backward_s), total,
                 q(formatTime(m_scenario.backward_s / static_cast<double>(m_plan->count))));
    case Kind::Exposed:
        return tr("<b>exposed communication F − T_b = %1</b><br>the backward pass is done; the step waits for the "
                  "last AllReduce")
            .arg(ms(m_plan->exposed_s));
    case Kind::Network:
        break;
    }
    if (info.first != info.last)
        return tr("<b>AllReduces of buckets %1 … %2 of %3, back to back</b><br>%4<br>c = %5 each")
            .arg(QString::number(info.first), QString::number(info.last), total, span, ms(m_plan->per_bucket_s));
    QString text = tr("<b>bucket %1 of %2: AllReduce of %3</b><br>%4")
                       .arg(QString::number(info.first), total, q(formatSize(m_plan->bucket_bytes)), span);
    if (m_timeline) {
        const BucketBlock &b = m_timeline->buckets[static_cast<std::size_t>(info.first - 1)];
        text += tr("<br>ready at %1, waited %2 for the network")
                    .arg(q(formatTimeFine(b.ready_s)), q(formatTime(b.start_s - b.ready_s)));
    }
    return text;
}

CsvTable BucketTimelineChart::table() const
{
    if (m_timeline) {
        CsvTable out({tr("bucket"), CsvTable::column(tr("bucket size"), Quantity::Size),
                      CsvTable::column(tr("ready"), Quantity::Time), CsvTable::column(tr("start"), Quantity::Time),
                      CsvTable::column(tr("end"), Quantity::Time)});
        long long i = 1;
        for (const BucketBlock &b : m_timeline->buckets)
            out.addRow({i++, m_timeline->plan.bucket_bytes, b.ready_s, b.start_s, b.end_s});
        return out;
    }
    // Too many buckets to list: the network's busy spans as drawn.
    CsvTable out({tr("first bucket"), tr("last bucket"), CsvTable::column(tr("start"), Quantity::Time),
                  CsvTable::column(tr("end"), Quantity::Time)});
    for (const BucketSpan &span : m_networkDrawn)
        out.addRow({span.first, span.last, span.start_s, span.end_s});
    return out;
}

} // namespace commviz::ui
