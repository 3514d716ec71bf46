// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/pipeline/pipelineheatmap.h"

#include "chartpanel.h"
#include "pages/pipeline/pipelinepage.h"

#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <cmath>

namespace commviz::ui {
namespace {

constexpr int kMinMicrobatches = 1;
constexpr int kMaxMicrobatches = 256;
constexpr double kRuleTarget = 0.2; // the source's "≤ 20% bubble" rule

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

PipelineHeatmap::PipelineHeatmap(ChartPanel *panel) : m_panel(panel)
{
    m_cells = m_panel->addRectLayer(RectLayer::Place::OverGrid);
    m_rule = m_panel->addLine(QT_TR_NOOP("20% bubble: m = 4(p−1)"), Qt::black, Qt::DashLine, 2.0);
    m_ruleAtV =
        m_panel->addLine(QT_TR_NOOP("20% bubble at the current V: m·V = 4(p−1)"), Qt::black, Qt::SolidLine, 2.2);
    m_current = m_panel->addMarker(QT_TR_NOOP("current (p, m)"), palette::marker(), 13);
    m_colors = colormaps::bubble();
    m_colors.title = QT_TR_NOOP("bubble"); // translated by the chart, in the page's context
    m_panel->setColorScale(m_colors);
    m_cells->setTooltip([this](const RectLayer::Rect &, std::size_t i) {
        return i < m_cellInfo.size() ? cellTooltip(m_cellInfo[i]) : QString();
    });
    m_panel->setTable([this] { return table(); });
}

CsvTable PipelineHeatmap::table() const
{
    CsvTable out({"pipeline stages p", "micro-batches m", "virtual stages V", "bubble fraction"});
    for (const Cell &c : m_cellInfo)
        out.addRow({c.stages, c.microbatches, m_virtual, c.bubble});
    return out;
}

void PipelineHeatmap::draw(const Scenario &s)
{
    const int v = s.virtual_stages;
    // Whole stages as columns; fewer micro-batch rows when there are many columns, to keep the cell count
    // (and the redraw) small.
    const int maxStages = s.stages <= 24 ? 24 : (s.stages <= 40 ? 40 : 64);
    const Result<double> current = bubbleFractionInterleaved(s.stages, s.microbatches, v);
    m_panel->setColorScaleCurrent(current.ok() ? std::optional(current.value()) : std::nullopt);
    m_current.setData({static_cast<double>(s.stages)}, {static_cast<double>(s.microbatches)});
    const std::vector<int> micro = logSpaceInt(kMinMicrobatches, kMaxMicrobatches, maxStages <= 40 ? 17 : 10);
    // Row edges at the geometric midpoints between the sampled m, the outer ones mirrored.
    const std::size_t rows = micro.size();
    std::vector<double> edges(rows + 1);
    for (std::size_t i = 1; i < rows; ++i)
        edges[i] = std::sqrt(static_cast<double>(micro[i - 1]) * micro[i]);
    edges[0] = rows > 1 ? micro[0] * (micro[0] / edges[1]) : micro[0] / std::sqrt(2.0);
    edges[rows] = rows > 1 ? micro[rows - 1] * (micro[rows - 1] / edges[rows - 1]) : micro[0] * std::sqrt(2.0);
    // Every time: a drag's steady axes become exact on the release, whose cells are already drawn.
    m_panel->setXRange(0.5, maxStages + 0.5);
    m_panel->setYRange(edges[0], edges[rows]);

    // The cells and boundaries depend on V and the column count only: most slider moves leave them be. The
    // names every time: a language change redraws with the same cells.
    const bool same = v == m_virtual && maxStages == m_stages;
    m_virtual = v;
    m_stages = maxStages;
    nameSeries();
    if (same)
        return;

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
            rects.push_back({p - 0.5, p + 0.5, edges[iy], edges[iy + 1], m_colors.color(bubble), {}});
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
    m_rule.setData(ruleX, ruleY);
    std::vector<double> atVX, atVY;
    if (v > 1)
        boundary(v, atVX, atVY);
    m_ruleAtV.setData(atVX, atVY);
    m_ruleAtV.setInLegend(v > 1);
}

void PipelineHeatmap::nameSeries()
{
    const int v = m_virtual;
    m_ruleAtV.setShownName(tr("20% bubble at V = %1: m·V = 4(p−1)").arg(v));
    m_rule.setShownName(v > 1 ? tr("20% bubble without interleaving: m = 4(p−1)") : tr("20% bubble: m = 4(p−1)"));
    m_panel->setChartTitle(v > 1 ? tr("Bubble fraction over p × m at V = %1, eq. 11 (darker = more idle)").arg(v)
                                 : tr("Bubble fraction over p × m, eq. 10 (darker = more idle)"));
}

QString PipelineHeatmap::cellTooltip(const Cell &c) const
{
    return tr("<b>bubble %1</b><br>p = %2 stages, m = %3 micro-batches, V = %4")
        .arg(q(formatPercent(c.bubble)))
        .arg(c.stages)
        .arg(c.microbatches)
        .arg(m_virtual);
}

} // namespace commviz::ui
