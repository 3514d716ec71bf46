// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/buckets/bucketspage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/buckets/bucketsnapkin.h"
#include "pages/buckets/bucketstimeline.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QFontMetrics>
#include <QGridLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr int kPoints = 320;
constexpr double kMiB = 1048576.0;

QString ms(double seconds)
{
    return q(formatTime(seconds));
}
QString fine(double seconds)
{
    return q(formatTimeFine(seconds));
}

const QColor kBest("#009E73");
const QColor kDdp("#555555");

double decadeBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v) + 1e-9));
}
double decadeAbove(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v) - 1e-9));
}

// The size chart's y range in whole decades, at most kMaxDecades of them. It must hold [coreLo, coreHi] (the
// least F, the no-overlap time and the best F: what the chart is for), and holds [lo, hi] (the least exposed
// time, the current and DDP's F) as far as that leaves room: the F of tiny buckets leaves the top first, then
// exposed times far below F leave the bottom.
std::pair<double, double> yRange(double lo, double hi, double coreLo, double coreHi)
{
    constexpr double kMaxSpan = 1e6;
    if (!(coreHi > 0) || !std::isfinite(coreHi))
        return {1e-3, 1};
    if (!(coreLo > 0) || !std::isfinite(coreLo) || coreLo > coreHi)
        coreLo = coreHi / 10;
    double bottom = decadeBelow(std::isfinite(lo) && lo > 0 ? std::min(lo, coreLo) : coreLo);
    double top = decadeAbove(std::isfinite(hi) ? std::max(hi, coreHi) : coreHi);
    if (top > bottom * kMaxSpan)
        top = std::max(decadeAbove(coreHi), bottom * kMaxSpan);
    if (top > bottom * kMaxSpan)
        bottom = std::min(decadeBelow(coreLo), top / kMaxSpan);
    return {bottom, top > bottom ? top : bottom * 10};
}

} // namespace

QString bucketSizeText(double bytes)
{
    const double mib = bytes / kMiB;
    // 25 MiB is 26.2 MB: DDP's bucket_cap_mb is read in MiB, so whole MiB that are not whole KB say so.
    if (mib >= 1 && mib == std::round(mib) && std::fmod(bytes, 1e3) != 0)
        return q(formatTrimmed(mib, 0)) + " MiB";
    return q(formatSize(bytes));
}

BucketsPage::BucketsPage(QWidget *parent)
    : ChartPage(PageId::Buckets, QT_TR_NOOP("Buckets"), QT_TR_NOOP("How big should gradient buckets be?"), parent)
{
    m_sizes = addChart(new ChartPanel("buckets_finish_vs_size",
                                      QT_TR_NOOP("Step time F and exposed communication against bucket size b"),
                                      {QT_TR_NOOP("bucket size b"), Quantity::Size, true},
                                      {QT_TR_NOOP("time"), Quantity::Time, true}),
                       0, 0);
    m_labels = m_sizes->addRectLayer();
    m_labels->setZValue(5); // the marks' labels over the curves, on white: no curve or marker line strikes them
    m_noOverlap = m_sizes->addLine(QT_TR_NOOP("no overlap: T_b + T_AR(M)"), QColor("#7F7F7F"), Qt::DashLine, 2);
    m_exposed = m_sizes->addLine(QT_TR_NOOP("exposed F − T_b"), palette::series(1), Qt::SolidLine, 2.2);
    m_finish = m_sizes->addLine(QT_TR_NOOP("step time F"), palette::series(0), Qt::SolidLine, 2.8);
    m_ddpLine = m_sizes->addLine({}, palette::faded(kDdp, 170), Qt::DotLine, 1.4, false);
    m_bestLine = m_sizes->addLine({}, palette::faded(kBest, 200), Qt::DotLine, 1.6, false);
    m_currentLine = m_sizes->addLine({}, palette::marker(), Qt::DotLine, 1.6, false);
    // Out of the legend: each is labelled on the chart beside its line.
    m_ddp = m_sizes->addMarker(QT_TR_NOOP("PyTorch DDP's 25 MiB"), kDdp, 15, false);
    m_best = m_sizes->addMarker(QT_TR_NOOP("best b"), kBest, 11, false);
    m_current = m_sizes->addMarker(QT_TR_NOOP("current b"), palette::marker(), 11, false);
    m_labels->setTooltip([this](const RectLayer::Rect &r, std::size_t) {
        for (const Mark &m : m_marks) {
            if (m.label == r.text)
                return m.detail;
        }
        return QString();
    });
    m_sizes->setTable([this] { return table(); });
    connect(m_sizes, &ChartPanel::plotAreaChanged, this, [this] { placeLabels(); });

    m_timeline = new BucketTimelineChart(this);
    addChart(m_timeline->panel(), 1, 0);

    grid()->setRowStretch(0, 3);
    grid()->setRowStretch(1, 2);
}

QStringList BucketsPage::markLabels() const
{
    QStringList labels;
    for (const Mark &m : m_marks)
        labels << m.label;
    return labels;
}

void BucketsPage::draw(const Scenario &s)
{
    drawSizes(s);
    m_timeline->draw(s);
    setNapkin(BucketsNapkin::html(s));
}

void BucketsPage::drawSizes(const Scenario &s)
{
    const double b = s.bucket_bytes;
    const Result<BucketPlan> current = bucketPlan(s);
    const Result<BucketPlan> ddp = bucketPlan(s, s.gpus, s.size_bytes, s.backward_s, kDdpBucketBytes);
    const Result<BucketPlan> best = bestBuckets(s);
    const bool bestShown = best.ok() && s.size_bytes > 0;
    const double bestSize = bestShown ? bucketSizeForCount(s.size_bytes, best.value().count) : kMinBucketBytes;

    // From 64 KB (or less, to hold b and the best size) to M (or more, to hold b and DDP's 25 MiB). The marked
    // sizes are samples too, so that each marker sits on its curve's step (F is a staircase in b).
    const double lo = std::min({kMinBucketBytes, b, bestSize});
    const double hi = std::max({s.size_bytes, b, kDdpBucketBytes});
    std::vector<double> sizes = logSpace(lo, hi, kPoints);
    sizes.push_back(b);
    sizes.push_back(kDdpBucketBytes);
    if (bestShown)
        sizes.push_back(bestSize);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    m_curves = bucketsVsSize(s, sizes);

    const bool sameAsDdp = b == kDdpBucketBytes;
    m_marks.clear();
    m_marked.assign(m_curves.bucket_bytes.size(), QString());
    const auto mark = [&](const Result<BucketPlan> &plan, double size, const QString &label, const QString &shortLabel,
                          const QStringList &names) {
        if (!plan.ok())
            return;
        const BucketPlan &p = plan.value();
        m_marks.push_back({size, p.finish_s, label, shortLabel,
                           "<b>" + label + "</b><br>" +
                               tr("B = %1 × %2, c = %3 each")
                                   .arg(QString::number(p.count), q(formatSize(p.bucket_bytes)), ms(p.per_bucket_s)) +
                               "<br>" + tr("F = %1, exposed %2").arg(fine(p.finish_s), fine(p.exposed_s))});
        for (std::size_t i = 0; i < m_curves.bucket_bytes.size(); ++i) {
            if (m_curves.bucket_bytes[i] == size)
                m_marked[i] = names.join("; ");
        }
    };
    const QString ddpName = tr("PyTorch DDP's 25 MiB");
    if (sameAsDdp)
        mark(current, b, tr("current b = DDP's 25 MiB"), tr("current b"), {tr("current b"), ddpName});
    else
        mark(current, b, tr("current b = %1").arg(bucketSizeText(b)), tr("current b"), {tr("current b")});
    if (bestShown) {
        const BucketPlan &p = best.value();
        mark(best, bestSize, tr("best: B = %1 × %2").arg(QString::number(p.count), q(formatSize(p.bucket_bytes))),
             tr("best b"), {tr("best b")});
    }
    if (!sameAsDdp)
        mark(ddp, kDdpBucketBytes, tr("PyTorch DDP: 25 MiB"), tr("DDP"), {ddpName});

    m_sizes->setXRange(lo, hi);
    m_finish.setData(m_curves.bucket_bytes, m_curves.finish_s);
    m_exposed.setData(m_curves.bucket_bytes, m_curves.exposed_s);
    const auto point = [](Series series, const Result<BucketPlan> &plan, bool shown, double x) {
        if (shown && plan.ok())
            series.setData({x}, {plan.value().finish_s});
        else
            series.setData({}, {});
    };
    point(m_current, current, true, b);
    point(m_ddp, ddp, true, kDdpBucketBytes);
    point(m_best, best, bestShown, bestSize);

    double exposedLeast = std::numeric_limits<double>::infinity();
    for (double y : m_curves.exposed_s)
        exposedLeast = y > 0 ? std::min(exposedLeast, y) : exposedLeast;
    double finishLeast = std::numeric_limits<double>::infinity();
    for (double y : m_curves.finish_s)
        finishLeast = y > 0 ? std::min(finishLeast, y) : finishLeast;
    double core = m_curves.no_overlap_s.ok() ? m_curves.no_overlap_s.value() : 0;
    if (best.ok())
        core = std::max(core, best.value().finish_s);
    double most = core;
    for (const Mark &m : m_marks)
        most = std::max(most, m.finish_s);
    const auto [y0, y1] = yRange(exposedLeast, 2 * most, finishLeast, 2 * core);
    m_sizes->setYRange(y0, y1);
    m_noOverlap.setHLine(m_curves.no_overlap_s.ok() ? std::optional(m_curves.no_overlap_s.value()) : std::nullopt);
    m_currentLine.setVLine(b);
    m_ddpLine.setVLine(kDdpBucketBytes);
    m_bestLine.setVLine(bestShown ? std::optional(bestSize) : std::nullopt);
    m_sizes->setChartTitle(tr("Step time F against bucket size b: N = %1, M = %2, T_b = %3, %4")
                               .arg(QString::number(s.gpus), q(formatSize(s.size_bytes)), ms(s.backward_s),
                                    algorithmText(s.bucket_collective)));
    placeLabels();
}

// Each mark's label beside its line (right of it, or left), in the first row from the top of the plot where no
// curve, marker line or marker passes under it and no other label sits; in its shorter form ("best b") where only
// that fits beside the line; else at the free place nearest the mark's point; left out where the plot has none
// (a label must not hide the data: the mark's tooltip still names it). Placed in data coordinates, so again on
// every resize.
void BucketsPage::placeLabels()
{
    const QRectF area = m_sizes->plotArea();
    if (area.width() < 40 || area.height() < 40 || m_marks.empty()) {
        m_labels->setRects({});
        return;
    }
    const QFontMetrics metrics(m_sizes->font());
    const double lx0 = std::log10(m_sizes->axes().xMin());
    const double ly1 = std::log10(m_sizes->axes().yMax());
    const double perPxX = (std::log10(m_sizes->axes().xMax()) - lx0) / area.width();
    const double perPxY = (ly1 - std::log10(m_sizes->axes().yMin())) / area.height();
    const double rowPx = metrics.height() + 6;
    const int rows = std::max(1, static_cast<int>((area.height() - 8) / rowPx));
    const ChartPanel::DrawnData drawn = m_sizes->drawnData();
    std::vector<QRectF> taken;
    const auto isFree = [&](const QRectF &r) {
        return drawn.isClear(r) &&
               std::none_of(taken.begin(), taken.end(), [&r](const QRectF &t) { return t.intersects(r); });
    };
    // A free place for a label `width` wide beside x = lineX, if the plot has one.
    const auto beside = [&](double lineX, double width) -> std::optional<QRectF> {
        const auto box = [&](int row, bool right) {
            const double left = std::clamp(right ? lineX + 3 : lineX - 3 - width, area.left(), area.right() - width);
            return QRectF(left, area.top() + 4 + row * rowPx, width, metrics.height() + 3);
        };
        for (int row = 0; row < rows; ++row) {
            for (const bool right : {true, false}) {
                if (const QRectF r = box(row, right); isFree(r))
                    return r;
            }
        }
        return std::nullopt;
    };
    // Else the free place nearest the mark's point.
    const auto nearestTo = [&](const QPointF &point, double width) -> std::optional<QRectF> {
        std::optional<QRectF> nearest;
        double best = std::numeric_limits<double>::infinity();
        for (int row = 0; row < rows; ++row) {
            for (double left = area.left(); left + width <= area.right(); left += 8) {
                const QRectF r(left, area.top() + 4 + row * rowPx, width, metrics.height() + 3);
                const QPointF d = r.center() - point;
                if (const double far = std::hypot(d.x(), d.y()); far < best && isFree(r)) {
                    best = far;
                    nearest = r;
                }
            }
        }
        return nearest;
    };
    const auto dataX = [&](double px) { return std::pow(10.0, lx0 + (px - area.left()) * perPxX); };
    const auto dataY = [&](double py) { return std::pow(10.0, ly1 - (py - area.top()) * perPxY); };
    std::vector<RectLayer::Rect> rects;
    for (const Mark &m : m_marks) {
        const double lineX = area.left() + (std::log10(m.bucket_bytes) - lx0) / perPxX;
        const QPointF point(lineX, area.top() + (ly1 - std::log10(m.finish_s)) / perPxY);
        // Beside its own line, in its shorter form if need be, before anywhere else: away from its line, a label
        // sits beside another mark's line and names the wrong one.
        std::optional<QRectF> r;
        QString shown;
        for (const bool nearLine : {true, false}) {
            for (const QString &text : {m.label, m.shortLabel}) {
                const double width = metrics.horizontalAdvance(text) + 12;
                if (!r && (r = nearLine ? beside(lineX, width) : nearestTo(point, width)))
                    shown = text;
            }
        }
        if (r) {
            taken.push_back(*r);
            rects.push_back({dataX(r->left()), dataX(r->right()), dataY(r->bottom()), dataY(r->top()),
                             QColor(255, 255, 255, 235), shown});
        }
    }
    m_labels->setRects(std::move(rects));
}

CsvTable BucketsPage::table() const
{
    CsvTable out({CsvTable::column(tr("bucket size b"), Quantity::Size), tr("buckets B"),
                  CsvTable::column(tr("step time F"), Quantity::Time),
                  CsvTable::column(tr("exposed communication F − T_b"), Quantity::Time),
                  CsvTable::column(tr("no overlap: T_b + T_AR(M)"), Quantity::Time), tr("marked")});
    const CsvTable::Cell noOverlap =
        m_curves.no_overlap_s.ok() ? CsvTable::Cell(m_curves.no_overlap_s.value()) : CsvTable::Cell();
    for (std::size_t i = 0; i < m_curves.bucket_bytes.size(); ++i)
        out.addRow({m_curves.bucket_bytes[i], m_curves.count[i], m_curves.finish_s[i], m_curves.exposed_s[i], noOverlap,
                    m_marked[i]});
    return out;
}

} // namespace commviz::ui
