// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/p2p/p2ppage.h"

#include "chartpanel.h"
#include "coretext.h"

#include "commviz/formulas.h"
#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QTableWidget>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace commviz::ui {
namespace {

using span::kMaxSize;
using span::kMinSize;
constexpr int kPoints = 120;
constexpr int kPresetPoints = 40; // faint reference curves: smooth enough, cheap to paint

using napkin::q;

} // namespace

P2pPage::P2pPage(QWidget *parent)
    : ChartPage(PageId::P2p, QT_TR_NOOP("Point to point"), QT_TR_NOOP("When does a transfer stop being about latency?"),
                parent)
{
    const AxisSpec size{QT_TR_NOOP("message size n"), Quantity::Size, true};
    m_time = addChart(new ChartPanel("p2p_time", QT_TR_NOOP("Transfer time T(n) = α + n/β"), size,
                                     {QT_TR_NOOP("time"), Quantity::Time, true}),
                      0, 0);
    m_regions = m_time->addRectLayer();
    for (const Preset &p : presets()) {
        Series line = m_time->addLine(QString::fromStdString(p.name), QColor(0, 0, 0, 40), Qt::SolidLine, 1.2, false);
        m_presets.push_back(line);
    }
    m_floor = m_time->addLine(QT_TR_NOOP("α floor"), palette::latency(), Qt::DashLine, 1.8);
    m_asymptote = m_time->addLine(QT_TR_NOOP("n/β asymptote"), palette::bandwidth(), Qt::DashLine, 1.8);
    m_t = m_time->addLine(QT_TR_NOOP("T(n)"), Qt::black, Qt::SolidLine, 2.8);
    m_nStar = m_time->addLine(QT_TR_NOOP("n* = α·β"), palette::marker(), Qt::DotLine, 1.8);
    m_current = m_time->addMarker(QT_TR_NOOP("n = M"), palette::marker());
    m_time->setXRange(kMinSize, kMaxSize);

    m_effective = addChart(new ChartPanel("p2p_effective_bandwidth", QT_TR_NOOP("Effective bandwidth n / T(n)"), size,
                                          {QT_TR_NOOP("effective bandwidth"), Quantity::Bandwidth, false}),
                           0, 1);
    m_beta = m_effective->addLine(QT_TR_NOOP("β"), palette::bandwidth(), Qt::DashLine, 1.8);
    m_halfBeta = m_effective->addLine(QT_TR_NOOP("β/2"), palette::latency(), Qt::DotLine, 1.8);
    m_eff = m_effective->addLine(QT_TR_NOOP("n / T(n)"), Qt::black, Qt::SolidLine, 2.8);
    m_halfPoint = m_effective->addMarker(QT_TR_NOOP("n*: half of β"), palette::marker());
    m_effective->setXRange(kMinSize, kMaxSize);

    m_stream = addChart(new ChartPanel("p2p_loggp_stream", QT_TR_NOOP("A stream of k messages: LogGP against α-β"),
                                       size, {QT_TR_NOOP("time for k messages"), Quantity::Time, true}),
                        1, 0);
    m_alphaBeta = m_stream->addLine(QT_TR_NOOP("α-β: k·(α + n/β)"), palette::series(0), Qt::SolidLine, 2.5);
    m_logGp =
        m_stream->addLine(QT_TR_NOOP("LogGP: messages overlap in flight"), palette::series(1), Qt::SolidLine, 2.5);
    m_stream->setXRange(kMinSize, kMaxSize);

    m_presetTable = new QTableWidget(static_cast<int>(presets().size()), 4, this);
    m_presetTable->setObjectName("presetTable");
    m_presetTable->verticalHeader()->hide();
    // The names as wide as they are (a stretched first column wrapped them into rows too low for two
    // lines, and cut its header); the numbers too, and the last takes what is left. The table never changes but on a
    // language or font change, so sizing to contents costs nothing.
    m_presetTable->setWordWrap(false);
    m_presetTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_presetTable->horizontalHeader()->setStretchLastSection(true);
    m_presetTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_presetTable->setSelectionMode(QAbstractItemView::NoSelection);
    for (int row = 0; row < static_cast<int>(presets().size()); ++row) {
        const Preset &p = presets()[static_cast<std::size_t>(row)];
        const QStringList cells{presetName(p), q(formatTime(p.link.alpha_s)), q(formatBandwidth(p.link.beta_Bps)),
                                q(formatSize(crossoverSize(p.link).value()))};
        for (int col = 0; col < 4; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setTextAlignment(col == 0 ? (Qt::AlignLeft | Qt::AlignVCenter) : Qt::Alignment(Qt::AlignCenter));
            m_presetTable->setItem(row, col, item);
        }
    }
    retranslate();
    addWidget(m_presetTable, 1, 1);
    grid()->setRowStretch(0, 3);
    grid()->setRowStretch(1, 2);
}

void P2pPage::retranslate()
{
    m_presetTable->setHorizontalHeaderLabels({tr("Interconnect (table 1)"), "α", "β", "n* = α·β"});
    for (int row = 0; row < m_presetTable->rowCount(); ++row)
        m_presetTable->item(row, 0)->setText(presetName(presets()[static_cast<std::size_t>(row)]));
}

void P2pPage::draw(const Scenario &s)
{
    const std::vector<double> sizes = logSpace(kMinSize, kMaxSize, kPoints);
    const Result<double> nStar = crossoverSize(s.inter);
    const Result<Cost> atM = p2pTime(s.inter, s.size_bytes);

    // T(n) with its two asymptotes and the presets for reference.
    const Curve t = p2pTimeVsSize(s.inter, sizes);
    m_t.setData(t.x, t.y);
    std::vector<Curve> presetCurves;
    for (std::size_t i = 0; i < m_presets.size(); ++i) {
        presetCurves.push_back(p2pTimeVsSize(presets()[i].link, logSpace(kMinSize, kMaxSize, kPresetPoints)));
        m_presets[i].setData(presetCurves.back().x, presetCurves.back().y);
    }
    const Curve asymptote = p2pBandwidthTermVsSize(s.inter, sizes);
    m_asymptote.setData(asymptote.x, asymptote.y);
    m_floor.setHLine(s.inter.alpha_s > 0 ? std::optional(s.inter.alpha_s) : std::nullopt);
    m_time->fitYToData(1e-9); // after every curve and level it shows: what came before would linger
    m_nStar.setVLine(nStar.ok() ? std::optional(nStar.value()) : std::nullopt);
    if (atM.ok())
        m_current.setData({s.size_bytes}, {atM.value().total_s()});
    if (nStar.ok() && nStar.value() > 0) {
        const QString latency = tr("latency-dominated: n < n*");
        const QString bandwidth = tr("bandwidth-dominated: n > n*");
        const PlotAxes &axes = m_time->axes();
        m_regions->setRects({
            {axes.xMin(), nStar.value(), axes.yMin(), axes.yMax(), palette::faded(palette::latency(), 38), latency,
             false},
            {nStar.value(), axes.xMax(), axes.yMin(), axes.yMax(), palette::faded(palette::bandwidth(), 26), bandwidth,
             false},
        });
        // Each region named where its curves, the presets' too, leave room: above them or below, whichever is
        // taller; by its inequality alone where the region is narrower than its name.
        std::vector<const Curve *> drawn{&t, &asymptote};
        for (const Curve &c : presetCurves)
            drawn.push_back(&c);
        std::vector<RectLayer::Label> labels;
        const double lo = axes.xMin(), hi = axes.xMax();
        for (const auto &[x0, x1, text, shorter] :
             {std::tuple(lo, nStar.value(), latency, QStringLiteral("n < n*")),
              std::tuple(nStar.value(), hi, bandwidth, QStringLiteral("n > n*"))}) {
            if (x1 <= lo || x0 >= hi)
                continue; // this regime is out of range
            const double a = std::max(x0, lo), b = std::min(x1, hi);
            labels.push_back({a, b, axes.yMin(), axes.yMax(), text, Qt::AlignCenter, shorter});
            double top = s.inter.alpha_s, bottom = s.inter.alpha_s; // the α floor crosses every region
            for (const Curve *c : drawn) {
                for (std::size_t i = 0; i < c->x.size(); ++i) {
                    if (c->x[i] >= a && c->x[i] <= b && c->y[i] > 0) {
                        top = std::max(top, c->y[i]);
                        bottom = std::min(bottom, c->y[i]);
                    }
                }
            }
            const double above = std::log(axes.yMax() / top), below = std::log(bottom / axes.yMin());
            // Far from the curves: at the top of the room above them, or the bottom of the room below.
            if (above >= below && above > 0) {
                labels.back().y0 = top;
                labels.back().align = Qt::AlignTop | Qt::AlignHCenter;
            } else if (below > 0) {
                labels.back().y1 = bottom;
                labels.back().align = Qt::AlignBottom | Qt::AlignHCenter;
            }
        }
        m_regions->setLabels(std::move(labels));
    } else {
        m_regions->setRects({});
        m_regions->setLabels({});
    }

    // Effective bandwidth reaches β/2 at n*.
    const Curve eff = effectiveBandwidthVsSize(s.inter, sizes);
    m_eff.setData(eff.x, eff.y);
    m_effective->setYRange(0, s.inter.beta_Bps * 1.1);
    m_beta.setHLine(s.inter.beta_Bps);
    // β/2 is the effective bandwidth at n*: drawn from core's value, not halved here.
    const Result<double> half = nStar.ok() ? effectiveBandwidth(s.inter, nStar.value()) : nStar;
    m_halfBeta.setHLine(half.ok() ? std::optional(half.value()) : std::nullopt);
    if (half.ok())
        m_halfPoint.setData({nStar.value()}, {half.value()});
    else
        m_halfPoint.setData({}, {});

    // A stream of k messages.
    const Curve lg = logGpStreamVsSize(s, sizes);
    const Curve ab = alphaBetaStreamVsSize(s, sizes);
    m_logGp.setData(lg.x, lg.y);
    m_alphaBeta.setData(ab.x, ab.y);
    m_stream->fitYToData(1e-9);
    m_stream->setChartTitle(tr("A stream of k = %1 messages: LogGP against α-β").arg(s.stream_messages));

    // Napkin math.
    QString html;
    if (atM.ok()) {
        html += napkin::block(tr("Transfer time of n = M (eq. 1)"),
                              {q(formula::kTransferTime), "= " + q(formatTime(s.inter.alpha_s)) + " + " +
                                                              q(formatSize(s.size_bytes)) + " / " +
                                                              q(formatBandwidth(s.inter.beta_Bps))},
                              q(formatTime(atM.value().total_s())));
    }
    if (nStar.ok()) {
        const QString regime =
            s.size_bytes < nStar.value()
                ? tr("n = %1 is below n*: latency-dominated; batch small messages.").arg(q(formatSize(s.size_bytes)))
                : tr("n = %1 is above n*: bandwidth-dominated; only a faster link helps.")
                      .arg(q(formatSize(s.size_bytes)));
        html += napkin::block(tr("Crossover size (eq. 2)"),
                              {q(formula::kCrossover),
                               "= " + q(formatTime(s.inter.alpha_s)) + " × " + q(formatBandwidth(s.inter.beta_Bps))},
                              q(formatSize(nStar.value())), regime);
    }
    if (half.ok()) {
        html += napkin::block(tr("Effective bandwidth at n*"), {q(formula::kHalfBandwidth)},
                              q(formatBandwidth(half.value())), tr("Hockney's half-performance length."));
    }
    if (!lg.y.empty() && !ab.y.empty()) {
        const double gap = logGpGapPerByte(s);
        const Result<double> lgM = logGpStreamTime(s.loggp, gap, s.size_bytes, s.stream_messages);
        const Result<double> abM = alphaBetaStreamTime(s.inter, s.size_bytes, s.stream_messages);
        if (lgM.ok() && abM.ok()) {
            html +=
                napkin::block(tr("k = %1 messages of n = M").arg(s.stream_messages),
                              {tr("α-β: k·(α + n/β) = %1").arg(q(formatTime(abM.value()))),
                               "LogGP: (k−1)·max(g, o_s + (n−1)G)", "  + o_s + (n−1)G + L + o_r"},
                              q(formatTime(lgM.value())), tr("LogGP: L = 3 µs, o_s = o_r = 1 µs, g = 1 µs, G = 1/β."));
        }
    }
    setNapkin(html);
}

} // namespace commviz::ui
