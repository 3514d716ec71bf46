// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/compression/compressionpage.h"

#include "chartpanel.h"
#include "coretext.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QGridLayout>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr double kMinRatio = 1;
constexpr double kMaxRatio = 1000;
constexpr int kPoints = 240;
constexpr double kMinCodec = 1e-6;
constexpr double kMaxCodec = 1;
// 10 cells per decade of r, 4 per decade of T_codec: 720 rectangles, well inside the redraw budget.
constexpr int kCellsX = 30;
constexpr int kCellsY = 24;
// The ratios of SPEC.md's break-even table.
constexpr double kTableRatios[] = {4, 16, 64, 256};

using napkin::q;

QString ms(double seconds)
{
    return q(formatTime(seconds));
}

QString ratioText(double r)
{
    // r* sits just above 1 on fast fabrics: two decimals there, so 1.05× does not read as 1.1×.
    return q(formatTrimmed(r, r < 10 ? 2 : 1)) + "×";
}

// Speed-ups near and below 1 keep two significant digits, so 0.96× does not print as "1×" nor 0.042× as "0×".
QString speedupText(double x)
{
    if (x >= 1.05)
        return q(formatRatio(x));
    const int decimals = x > 0 ? std::clamp(1 - static_cast<int>(std::floor(std::log10(x))), 2, 6) : 0;
    return q(formatTrimmed(x, decimals)) + "×";
}

// Cell centres evenly spaced in log10 over [lo, hi], n cells; `halfStep` gets half a cell in log10.
std::vector<double> cellCentres(double lo, double hi, int n, double &halfStep)
{
    halfStep = (std::log10(hi) - std::log10(lo)) / n / 2;
    const double f = std::pow(10.0, halfStep);
    return logSpace(lo * f, hi / f, n);
}

const QColor kPays("#1B9E77");
const QColor kLoses("#D95F02");

} // namespace

QColor CompressionPage::speedupColor(double speedup)
{
    static const ColorMap kMap = colormaps::speedup();
    if (!(speedup > 0) || !std::isfinite(speedup))
        return colormaps::missing();
    return kMap.color(speedup);
}

CompressionPage::CompressionPage(QWidget *parent)
    : ChartPage(PageId::Compression, QT_TR_NOOP("Compression"),
                QT_TR_NOOP("Should we compress gradients on this fabric?"), parent)
{
    const AxisSpec ratio{QT_TR_NOOP("compression ratio r"), Quantity::Ratio, true};

    m_time = addChart(new ChartPanel("compression_time_vs_ratio",
                                     QT_TR_NOOP("Time per collective, with and without compression"), ratio,
                                     {QT_TR_NOOP("time"), Quantity::Time, true}),
                      0, 0);
    m_uncompressed = m_time->addLine(QT_TR_NOOP("uncompressed T(M)"), palette::series(0), Qt::SolidLine, 2.5);
    m_transfer = m_time->addLine(QT_TR_NOOP("transfer T(M/r)"), QColor("#7F7F7F"), Qt::DashLine, 2);
    m_compressed = m_time->addLine(QT_TR_NOOP("compressed total"), palette::series(1), Qt::SolidLine, 2.8);
    m_timeBreakEven = m_time->addLine(QT_TR_NOOP("break-even r*"), palette::marker(), Qt::DotLine, 1.8);
    m_timeCurrent = m_time->addMarker(QT_TR_NOOP("current r"), palette::marker());
    m_time->setXRange(kMinRatio, kMaxRatio);
    m_time->setYRange(1e-3, 1e-1); // until the first fit; a log axis cannot start at 0

    m_budget = addChart(new ChartPanel("compression_codec_budget",
                                       QT_TR_NOOP("Codec budget T(M) − T(M/r): pays where it is above T_codec"), ratio,
                                       {QT_TR_NOOP("time"), Quantity::Time, false}),
                        1, 0);
    m_budgetRegions = m_budget->addRectLayer();
    m_asymptote = m_budget->addLine(QT_TR_NOOP("bandwidth term (r → ∞)"), palette::bandwidth(), Qt::DashLine, 1.8);
    m_budgetCurve = m_budget->addLine(QT_TR_NOOP("codec budget"), Qt::black, Qt::SolidLine, 2.8);
    m_codec = m_budget->addLine(QT_TR_NOOP("T_codec"), palette::series(1), Qt::SolidLine, 2);
    m_budgetBreakEven = m_budget->addMarker(QT_TR_NOOP("break-even r*"), palette::marker());
    m_budget->setXRange(kMinRatio, kMaxRatio);

    m_heat = addChart(new ChartPanel("compression_speedup_heatmap",
                                     QT_TR_NOOP("Speed-up T(M) / T_compressed over (r, T_codec): above 1× is faster"),
                                     ratio, {QT_TR_NOOP("codec time T_codec"), Quantity::Time, true}),
                      0, 1, 2, 1);
    m_cells = m_heat->addRectLayer(RectLayer::Place::OverGrid);
    // The colour scale names the values: white at 1×, blue faster, orange slower, saturating at 10× and 0.1×.
    ColorMap speedups = colormaps::speedup();
    speedups.title = QT_TR_NOOP("speed-up"); // translated by the chart, in the page's context
    m_heat->setColorScale(std::move(speedups));
    m_contour = m_heat->addLine(QT_TR_NOOP("break-even (1×)"), Qt::black, Qt::SolidLine, 2.2);
    m_heatCurrent = m_heat->addMarker(QT_TR_NOOP("current"), palette::marker());
    m_heat->setXRange(kMinRatio, kMaxRatio);
    m_heat->setYRange(kMinCodec, kMaxCodec);
    m_cells->setTooltip([this](const RectLayer::Rect &, std::size_t i) {
        const std::size_t nx = m_speedups.xs.size();
        if (nx == 0 || i >= m_speedups.values.size())
            return QString();
        const double speedup = m_speedups.values[i];
        return "r = " + q(formatRatio(m_speedups.xs[i % nx])) + "<br>T_codec = " + ms(m_speedups.ys[i / nx]) + "<br>" +
               tr("speed-up = %1").arg(speedup > 0 ? "<b>" + speedupText(speedup) + "</b>" : tr("— (nothing is sent)"));
    });
    // The CSV holds every cell, in base units, written when asked for.
    m_heat->setTable([this] {
        CsvTable out({"compression ratio r", "codec time T_codec (s)", "speed-up"});
        const std::size_t nx = m_speedups.xs.size();
        for (std::size_t i = 0; i < m_speedups.values.size() && nx > 0; ++i)
            out.addRow({m_speedups.xs[i % nx], m_speedups.ys[i / nx], m_speedups.values[i]});
        return out;
    });

    grid()->setColumnStretch(0, 1);
    grid()->setColumnStretch(1, 1);
}

void CompressionPage::draw(const Scenario &s)
{
    const std::vector<double> ratios = logSpace(kMinRatio, kMaxRatio, kPoints);
    const CompressionCurves curves = compressionVsRatio(s, ratios);
    drawTime(s, curves, curves.transfer_s);
    drawBudget(s, curves);
    drawHeatmap(s, curves);
    drawNapkin(s);
}

void CompressionPage::drawTime(const Scenario &s, const CompressionCurves &curves, const std::vector<double> &transfer)
{
    m_uncompressed.setData(curves.ratio, curves.uncompressed_s);
    m_compressed.setData(curves.ratio, curves.compressed_s);
    m_transfer.setData(curves.ratio, transfer);
    m_timeBreakEven.setData({}, {}); // its old extent must not widen the fit
    const Result<CompressionResult> now = compression(s);
    if (now.ok())
        m_timeCurrent.setData({s.ratio}, {now.value().compressed_s});
    else
        m_timeCurrent.setData({}, {});
    m_time->fitYToData(1e-12);

    const Result<double> rStar = breakEvenRatio(s, s.gpus, s.size_bytes, s.codec_s);
    m_timeBreakEven.setVLine(rStar.ok() ? std::optional(rStar.value()) : std::nullopt);
}

void CompressionPage::drawBudget(const Scenario &s, const CompressionCurves &curves)
{
    m_budgetCurve.setData(curves.ratio, curves.codec_budget_s);
    const Result<Cost> full = collectiveCost(s.compression_collective, s);
    if (full.ok())
        m_asymptote.setHLine(full.value().bandwidth_s);
    else
        m_asymptote.setData({}, {});
    m_codec.setHLine(s.codec_s);

    const Result<double> rStar = breakEvenRatio(s, s.gpus, s.size_bytes, s.codec_s);
    if (rStar.ok())
        m_budgetBreakEven.setData({rStar.value()}, {s.codec_s});
    else
        m_budgetBreakEven.setData({}, {});
    m_budget->fitYToData();

    const double x0 = m_budget->axes().xMin();
    const double x1 = m_budget->axes().xMax();
    const double y0 = m_budget->axes().yMin();
    const double y1 = m_budget->axes().yMax();
    const QColor pays = palette::faded(kPays, 34);
    const QColor loses = palette::faded(kLoses, 30);
    const QString paysText = tr("compression pays: budget > T_codec");
    const QString losesText = tr("compression loses: budget < T_codec");
    // Each region named where no line crosses: where it loses, above the T_codec line (the budget runs under
    // it); where it pays, between that line and the budget over the region's right half (the budget only rises).
    // By its inequality alone where the region is narrower than its name, and not at all where that is too.
    const double codec = std::clamp(s.codec_s, y0, y1);
    if (rStar.ok()) {
        const double r = std::clamp(rStar.value(), x0, x1);
        const double half = std::sqrt(r * x1);
        double budget = y1;
        for (std::size_t i = 0; i < curves.ratio.size(); ++i) {
            if (curves.ratio[i] >= half && curves.ratio[i] <= x1)
                budget = std::min(budget, curves.codec_budget_s[i]);
        }
        m_budgetRegions->setRects({{x0, r, y0, y1, loses, losesText, false}, {r, x1, y0, y1, pays, paysText, false}});
        m_budgetRegions->setLabels(
            {{x0, r, codec, y1, losesText, Qt::AlignCenter, tr("budget < T_codec")},
             {half, x1, codec, std::max(codec, budget), paysText, Qt::AlignCenter, tr("budget > T_codec")}});
    } else if (full.ok() && full.value().bandwidth_s > 0) {
        const QString never = tr("compression never pays: T_codec ≥ bandwidth term");
        m_budgetRegions->setRects({{x0, x1, y0, y1, loses, never, false}});
        m_budgetRegions->setLabels({{x0, x1, codec, y1, never, Qt::AlignCenter, tr("T_codec ≥ bandwidth term")}});
    } else {
        m_budgetRegions->setRects({});
        m_budgetRegions->setLabels({});
    }
}

void CompressionPage::drawHeatmap(const Scenario &s, const CompressionCurves &curves)
{
    // The map spans r and T_codec itself: dragging either leaves its cells as they are.
    Scenario of = s;
    of.ratio = 0;
    of.codec_s = 0;
    if (of != m_heatOf)
        drawCells(s);
    m_heatOf = of;

    // Speed-up = 1 exactly where T_codec equals the codec budget.
    m_contour.setData(curves.ratio, curves.codec_budget_s);
    m_heatCurrent.setData({s.ratio}, {s.codec_s});
    const Result<CompressionResult> now = compression(s);
    m_heat->setColorScaleCurrent(now.ok() && now.value().speedup > 0 ? std::optional(now.value().speedup)
                                                                     : std::nullopt);
}

void CompressionPage::drawCells(const Scenario &s)
{
    double hx = 0;
    double hy = 0;
    const std::vector<double> rs = cellCentres(kMinRatio, kMaxRatio, kCellsX, hx);
    const std::vector<double> codecs = cellCentres(kMinCodec, kMaxCodec, kCellsY, hy);
    m_speedups = speedupGrid(s, rs, codecs);

    const double fx = std::pow(10.0, hx);
    const double fy = std::pow(10.0, hy);
    std::vector<RectLayer::Rect> rects;
    rects.reserve(m_speedups.values.size());
    for (std::size_t iy = 0; iy < m_speedups.ys.size(); ++iy) {
        for (std::size_t ix = 0; ix < m_speedups.xs.size(); ++ix) {
            const double x = m_speedups.xs[ix];
            const double y = m_speedups.ys[iy];
            rects.push_back({x / fx, x * fx, y / fy, y * fy, speedupColor(m_speedups.at(ix, iy)), {}});
        }
    }
    m_cells->setRects(std::move(rects));
}

void CompressionPage::drawNapkin(const Scenario &s)
{
    const QString collective = algorithmText(s.compression_collective);
    const Result<Cost> full = collectiveCost(s.compression_collective, s);
    const Result<CompressionResult> now = compression(s);
    if (!full.ok() || !now.ok()) {
        const Text why = !full.ok() ? full.explanation() : now.explanation();
        setNapkin(napkin::block(tr("Compression with %1").arg(collective), {tr("T(M) is not defined here")}, "—",
                                coreText(why)));
        return;
    }
    const CompressionResult &c = now.value();
    const Cost &t = full.value();
    const bool nothingSent = s.gpus == 1 || c.uncompressed_s <= 0;

    QString firstNote;
    if (s.gpus == 1)
        firstNote = tr("N = 1: nothing is sent, so there is nothing to compress.");
    else if (t.bandwidth_s <= 0)
        firstNote = tr("Only the latency term is left, and compression cannot shrink it.");

    QString html;
    html += napkin::block(tr("Without compression: %1, M = %2").arg(collective, q(formatSize(s.size_bytes))),
                          {tr("T(M) = latency + bandwidth term"), "= " + ms(t.latency_s) + " + " + ms(t.bandwidth_s)},
                          ms(c.uncompressed_s), firstNote);

    html += napkin::block(tr("Compressed transfer, r = %1").arg(q(formatRatio(s.ratio))),
                          {"T(M/r) = T(" + q(formatSize(s.size_bytes)) + " / " + q(formatTrimmed(s.ratio, 1)) + ")",
                           "= T(" + q(formatSize(s.size_bytes / s.ratio)) + ")"},
                          ms(c.transfer_s));

    html += napkin::block(tr("Compressed total (eq. 12)"),
                          {"T_codec + T(M/r)", "= " + ms(s.codec_s) + " + " + ms(c.transfer_s)}, ms(c.compressed_s));

    if (c.compressed_s > 0) {
        html += napkin::block(tr("Speed-up"),
                              {"T(M) / (T_codec + T(M/r))", "= " + ms(c.uncompressed_s) + " / " + ms(c.compressed_s)},
                              speedupText(c.speedup),
                              nothingSent      ? tr("Nothing is sent: the codec is pure overhead.")
                              : c.speedup >= 1 ? tr("Faster with compression.")
                                               : tr("Slower with compression."));
    } else {
        html += napkin::block(tr("Speed-up"), {"T(M) / (T_codec + T(M/r))", "= 0 / 0"}, "—",
                              tr("Nothing is sent and the codec is free: there is no speed-up to speak of."));
    }

    html +=
        napkin::block(tr("Break-even (eq. 13)"),
                      {tr("pays when T_codec &lt; T(M) − T(M/r)"),
                       tr("budget = %1 − %2 = %3").arg(ms(c.uncompressed_s), ms(c.transfer_s), ms(c.codec_budget_s)),
                       tr("vs T_codec = %1").arg(ms(s.codec_s))},
                      c.pays ? tr("compression pays") : tr("compression does not pay"));

    const Result<double> rStar = breakEvenRatio(s, s.gpus, s.size_bytes, s.codec_s);
    if (rStar.ok()) {
        html += napkin::block(tr("Break-even ratio r*"),
                              {tr("T(M/r) keeps the whole latency term,"),
                               tr("so only the bandwidth term can be saved:"), "r* = bw / (bw − T_codec)",
                               "= " + ms(t.bandwidth_s) + " / (" + ms(t.bandwidth_s) + " − " + ms(s.codec_s) + ")"},
                              ratioText(rStar.value()),
                              (s.ratio > rStar.value() ? tr("Any r above r* pays; the current r = %1 is above it.")
                                                       : tr("Any r above r* pays; the current r = %1 is not."))
                                  .arg(q(formatRatio(s.ratio))));
    } else {
        html += napkin::block(tr("Break-even ratio r*"), {"r* = bw / (bw − T_codec)"}, tr("none"),
                              coreText(rStar.explanation()));
    }

    if (!nothingSent && t.bandwidth_s > 0) {
        QStringList budgets;
        for (double r : kTableRatios) {
            const Result<CompressionResult> at = compression(s, s.gpus, s.size_bytes, r, s.codec_s);
            if (at.ok())
                budgets << "r = " + q(formatTrimmed(r, 0)) + ": " + ms(at.value().codec_budget_s);
        }
        html +=
            napkin::block(tr("Codec budget at the source's ratios"), budgets, tr("%1 as r → ∞").arg(ms(t.bandwidth_s)),
                          tr("The budget saturates at the bandwidth term: past r ≈ 64 a better ratio buys little."));
    }
    setNapkin(html);
}

} // namespace commviz::ui
