// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/selection/selectionpage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/common/allreducestyle.h"
#include "pages/selection/selectionproduction.h"

#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QCoreApplication>
#include <QGridLayout>

#include <cmath>
#include <memory>

namespace commviz::ui {
namespace {

using napkin::q;

using span::kMaxGpus;
using span::kMaxSize;
using span::kMinSize;

std::vector<double> totals(const CostCurve &c)
{
    std::vector<double> out;
    for (const Cost &cost : c.cost)
        out.push_back(cost.total_s());
    return out;
}

} // namespace

SelectionPage::SelectionPage(QWidget *parent)
    : ChartPage(PageId::Selection, QT_TR_NOOP("Algorithm selection"), QT_TR_NOOP("Ring, tree, or something else?"),
                parent)
{
    const AxisSpec size{QT_TR_NOOP("payload per GPU M"), Quantity::Size, true};
    const AxisSpec time{QT_TR_NOOP("time"), Quantity::Time, true};
    const AxisSpec gpus{QT_TR_NOOP("GPUs N"), Quantity::Count, true};

    m_vsSize = addChart(
        new ChartPanel("selection_vs_size", QT_TR_NOOP("Flat AllReduce algorithms against M"), size, time), 0, 0);
    for (Algorithm a : {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceRhd})
        m_flat.push_back(m_vsSize->addLine(allReduceShortSource(a), allReduceColor(a)));
    m_crossoverNow = m_vsSize->addLine(QT_TR_NOOP("M×(N): ring = tree"), Qt::black, Qt::DashLine, 1.6);
    m_sizeNow = m_vsSize->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_vsSize->setXRange(kMinSize, kMaxSize);

    m_crossover =
        addChart(new ChartPanel("selection_crossover_vs_gpus", QT_TR_NOOP("Ring/tree crossover M×(N) (eq. 9)"), gpus,
                                {QT_TR_NOOP("payload M"), Quantity::Size, true}),
                 0, 1);
    m_crossoverCurve = m_crossover->addLine(QT_TR_NOOP("M×(N): ring cheaper above, tree below"), Qt::black);
    m_sizeLevel = m_crossover->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_crossoverPoint = m_crossover->addMarker(QT_TR_NOOP("current N"), palette::marker());
    m_crossover->setXRange(4, kMaxGpus);

    m_regime = addChart(
        new ChartPanel("selection_regime_map", QT_TR_NOOP("Cheapest AllReduce over N = 2^k and M"), gpus, size), 1, 0);
    m_regimeCells = m_regime->addRectLayer(RectLayer::Place::OverGrid);
    for (Algorithm a : allReduceAlgorithms())
        m_regime->addMarker(allReduceShortSource(a), allReduceColor(a), 10); // legend keys only: they hold no data
    m_regimePoint = m_regime->addMarker(QT_TR_NOOP("current (N, M)"), Qt::white, 13);
    m_regimePoint.setOutline(Qt::black);
    m_regime->setXRange(std::sqrt(2.0), kMaxGpus * std::sqrt(2.0));
    m_regime->setYRange(kMinSize, kMaxSize);

    m_hier = addChart(
        new ChartPanel("selection_hierarchical", QT_TR_NOOP("Flat ring against hierarchical AllReduce"), size, time), 1,
        1);
    for (Algorithm a : {Algorithm::AllReduceRing, Algorithm::AllReduceHierTree, Algorithm::AllReduceHierRail})
        m_hierLines.push_back(m_hier->addLine(allReduceShortSource(a), allReduceColor(a)));
    m_hierNow = m_hier->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_hier->setXRange(kMinSize, kMaxSize);

    m_productionMap = addChart(
        new ChartPanel("selection_production_map", QT_TR_NOOP("Production AllReduce over N = 2^k and M"), gpus, size),
        1, 1);
    m_production = std::make_unique<SelectionProduction>(m_productionMap);
    addViewSwitch();
    grid()->setColumnStretch(0, 1);
    grid()->setColumnStretch(1, 1);
}

SelectionPage::~SelectionPage() = default;

QString SelectionPage::napkinHeading(const QString &chart) const
{
    return chart == m_hier->name() ? m_hierHeading : QString();
}

void SelectionPage::draw(const Scenario &s)
{
    const std::vector<double> sizes = logSpace(kMinSize, kMaxSize, 100);
    const Result<double> crossover = ringTreeCrossover(s.inter, s.gpus);

    // Flat algorithms against M at the current N.
    const Algorithm flat[] = {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceRhd};
    for (std::size_t i = 0; i < m_flat.size(); ++i) {
        const CostCurve c = costVsSize(flat[i], s, sizes);
        m_flat[i].setData(c.x, totals(c));
    }
    m_vsSize->fitYToData(1e-9);
    m_crossoverNow.setVLine(crossover.ok() && crossover.value() > 0 ? std::optional(crossover.value()) : std::nullopt);
    m_sizeNow.setVLine(s.size_bytes);
    const Result<Cost> rhd = collectiveCost(Algorithm::AllReduceRhd, s);
    m_vsSize->setChartTitle(titleAtGpus(
        rhd.notApplicable()
            ? tr("Ring, tree and halving-doubling against M at N = %1 (halving-doubling needs N = 2^k)").arg(s.gpus)
            : tr("Ring, tree and halving-doubling against M at N = %1").arg(s.gpus),
        s.gpus));

    // The crossover against N.
    const Curve mx = crossoverVsGpus(s.inter, logSpaceInt(4, kMaxGpus, 160));
    m_crossoverCurve.setData(mx.x, mx.y);
    m_sizeLevel.setHLine(s.size_bytes > 0 ? std::optional(s.size_bytes) : std::nullopt);
    if (crossover.ok() && crossover.value() > 0)
        m_crossoverPoint.setData({double(s.gpus)}, {crossover.value()});
    else
        m_crossoverPoint.setData({}, {});
    m_crossover->fitYToData(1); // after the current M's level too, so that it is in view

    // Regime map over N = 2^k (where every algorithm's applicability is clean) and the current N, and M; runs of
    // equal cells in a row are merged into one rectangle, which keeps the paint cheap.
    const std::vector<int> columns = SelectionProduction::mapColumns(s);
    const std::vector<double> rows = logSpace(kMinSize, kMaxSize, 44);
    const auto grid = regimeGrid(s, columns, rows);
    const std::vector<double> xEdges = logEdges(grid.xs);
    const std::vector<double> yEdges = logEdges(grid.ys);
    std::vector<RectLayer::Rect> cells;
    for (std::size_t iy = 0; iy < grid.ys.size(); ++iy) {
        std::size_t start = 0;
        for (std::size_t ix = 1; ix <= grid.xs.size(); ++ix) {
            if (ix < grid.xs.size() && grid.at(ix, iy) == grid.at(start, iy))
                continue;
            const std::optional<Algorithm> a = grid.at(start, iy);
            const QString text = a ? tr("cheapest: %1").arg(allReduceNameWithAssumption(*a, s.gpus_per_node))
                                   : tr("no algorithm applies");
            cells.push_back(
                {xEdges[start], xEdges[ix], yEdges[iy], yEdges[iy + 1],
                 a ? palette::faded(allReduceColor(*a), 170) : QColor(Qt::lightGray),
                 text + "<br>" + tr("M from %1 to %2").arg(q(formatSize(yEdges[iy])), q(formatSize(yEdges[iy + 1]))) +
                     "<br>" +
                     (ix - start > 1
                          ? tr("N = %1 to %2").arg(q(formatCount(grid.xs[start])), q(formatCount(grid.xs[ix - 1])))
                          : "N = " + q(formatCount(grid.xs[start])))});
            start = ix;
        }
    }
    // Text in the cells would clutter the map: it is only the tooltip's.
    for (RectLayer::Rect &c : cells) {
        c.text.prepend("<b>");
        c.text.replace("<br>", "</b><br>");
        c.drawText = false;
    }
    m_regimeCells->setRects(std::move(cells));
    m_regimePoint.setData({double(s.gpus)}, {s.size_bytes});
    // The CSV, one row per cell (N, M in bytes, the cheapest algorithm's key), is written when asked for.
    m_regime->setTable([grid = std::make_shared<const decltype(grid)>(grid)] {
        CsvTable out(
            {tr("GPUs N"), CsvTable::column(tr("payload per GPU M"), Quantity::Size), tr("cheapest AllReduce")});
        for (std::size_t iy = 0; iy < grid->ys.size(); ++iy) {
            for (std::size_t ix = 0; ix < grid->xs.size(); ++ix) {
                const std::optional<Algorithm> &a = grid->at(ix, iy);
                out.addRow({grid->xs[ix], grid->ys[iy], a ? q(allReduceShortKey(*a)) : QString()});
            }
        }
        return out;
    });
    m_regime->setChartTitle(tr("Cheapest AllReduce over %2 and M (G = %1 per node; hierarchical: one NIC per GPU)")
                                .arg(s.gpus_per_node)
                                .arg(SelectionProduction::mapColumnsText(s)));
    if (s.production_view || !hiddenWaitForSettle())
        m_production->draw(s, columns, rows);
    m_hier->setVisible(!s.production_view);
    m_productionMap->setVisible(s.production_view);

    // Flat against hierarchical.
    const Algorithm hier[] = {Algorithm::AllReduceRing, Algorithm::AllReduceHierTree, Algorithm::AllReduceHierRail};
    for (std::size_t i = 0; i < m_hierLines.size(); ++i) {
        const CostCurve c = costVsSize(hier[i], s, sizes);
        m_hierLines[i].setData(c.x, totals(c));
    }
    m_hier->fitYToData(1e-9);
    m_hierNow.setVLine(s.size_bytes);
    const Result<Cost> hierTree = collectiveCost(Algorithm::AllReduceHierTree, s);
    if (s.gpus == 1) // every AllReduce costs 0, which a log axis cannot show
        m_hier->setChartTitle(tr("Flat ring against hierarchical: N = 1, nothing to communicate"));
    else if (hierTree.notApplicable())
        m_hier->setChartTitle(tr("Hierarchical AllReduce needs N to be a multiple of G (N = %1, G = %2)")
                                  .arg(s.gpus)
                                  .arg(s.gpus_per_node));
    else
        m_hier->setChartTitle(tr("Flat ring against hierarchical (G = %1, K = %2 nodes)")
                                  .arg(s.gpus_per_node)
                                  .arg(s.gpus / s.gpus_per_node));

    // Napkin math: in the production view the production choice first, then the textbook's.
    QString html = s.production_view ? SelectionProduction::napkinMath(s) : QString();
    const Result<double> nStar = crossoverSize(s.inter);
    if (crossover.ok() && nStar.ok()) {
        const int lg = ceilLog2(s.gpus);
        html += napkin::block(tr("Ring/tree crossover (eq. 9)"),
                              {"M× = n* · ((N−1) − lg N) / (lg N − (N−1)/N)", QString("= %1 · (%2 − %3) / (%3 − %2/%4)")
                                                                                  .arg(q(formatSize(nStar.value())))
                                                                                  .arg(s.gpus - 1)
                                                                                  .arg(lg)
                                                                                  .arg(s.gpus)},
                              q(formatSize(crossover.value())));
    } else {
        html += napkin::block(tr("Ring/tree crossover (eq. 9)"), {"M× = n* · ((N−1) − lg N) / (lg N − (N−1)/N)"},
                              tr("n/a"), coreText(crossover.explanation()));
    }
    const Result<Cost> ring = collectiveCost(Algorithm::AllReduceRing, s);
    const Result<Cost> tree = collectiveCost(Algorithm::AllReduceTree, s);
    if (ring.ok() && tree.ok() && crossover.ok()) {
        const bool ringWins = ring.value().total_s() <= tree.value().total_s();
        html += napkin::block(tr("At M = %1").arg(q(formatSize(s.size_bytes))),
                              {tr("ring %1").arg(q(formatTime(ring.value().total_s()))),
                               tr("tree %1").arg(q(formatTime(tree.value().total_s())))},
                              ringWins ? tr("ring is cheaper") : tr("tree is cheaper"),
                              s.size_bytes > crossover.value()
                                  ? tr("M is above M×: the ring's smaller bandwidth term wins.")
                                  : tr("M is below M×: the tree's fewer start-ups win."));
    }
    const Result<Choice> best = bestAllReduce(s);
    if (best.ok()) {
        QStringList lines;
        for (Algorithm a : allReduceAlgorithms()) {
            const Result<Cost> c = collectiveCost(a, s);
            lines << allReduceShortName(a) + ": " + (c.ok() ? q(formatTime(c.value().total_s())) : tr("n/a"));
        }
        html += napkin::block(tr("Cheapest AllReduce"), lines,
                              allReduceNameWithAssumption(best.value().algorithm, s.gpus_per_node) + ", " +
                                  q(formatTime(best.value().cost.total_s())),
                              rhd.notApplicable() ? coreText(rhd.explanation()) : QString());
    }
    if (hierTree.ok()) {
        m_hierHeading = tr("Hierarchical, 3 phases");
        html += napkin::block(m_hierHeading,
                              {tr("K = N/G = %1 nodes").arg(s.gpus / s.gpus_per_node),
                               tr("reduce in node (tree, lg G levels) + ring over K + broadcast in node")},
                              q(formatTime(hierTree.value().total_s())),
                              tr("NVLink carries lg G full copies of M; the inter-node ring has K, not N, members."));
    } else {
        m_hierHeading = tr("Hierarchical");
        html += napkin::block(m_hierHeading, {tr("K = N/G nodes")}, tr("n/a"), coreText(hierTree.explanation()));
    }
    setNapkin(html);
}

} // namespace commviz::ui
