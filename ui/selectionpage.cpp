#include "selectionpage.h"

#include "chartpanel.h"

#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QLineSeries>
#include <QScatterSeries>

#include <cmath>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr double kMinSize = 1;
constexpr double kMaxSize = 100e9;
constexpr int kMaxGpus = 16384;

QColor algorithmColor(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return palette::series(0);
    case Algorithm::AllReduceTree:
        return palette::series(1);
    case Algorithm::AllReduceRhd:
        return palette::series(2);
    case Algorithm::AllReduceHierTree:
        return palette::series(3);
    case Algorithm::AllReduceHierRail:
        return palette::series(4);
    default:
        break;
    }
    return Qt::gray;
}

QString shortName(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return "ring";
    case Algorithm::AllReduceTree:
        return "tree";
    case Algorithm::AllReduceRhd:
        return "halving-doubling";
    case Algorithm::AllReduceHierTree:
        return "hier. (3 phases)";
    case Algorithm::AllReduceHierRail:
        return "hier. (rails)";
    default:
        break;
    }
    return q(algorithmName(a));
}

// Geometric midpoints between neighbouring samples: the cell edges of a log-scaled heatmap.
std::vector<double> logEdges(const std::vector<double> &centres)
{
    std::vector<double> edges;
    if (centres.empty())
        return edges;
    const auto ratio = [&](std::size_t i) { return std::sqrt(centres[i + 1] / centres[i]); };
    edges.push_back(centres.size() > 1 ? centres.front() / ratio(0) : centres.front() / 2);
    for (std::size_t i = 0; i + 1 < centres.size(); ++i)
        edges.push_back(centres[i] * ratio(i));
    edges.push_back(centres.size() > 1 ? centres.back() * ratio(centres.size() - 2) : centres.back() * 2);
    return edges;
}

std::vector<double> totals(const CostCurve &c)
{
    std::vector<double> out;
    for (const Cost &cost : c.cost)
        out.push_back(cost.total_s());
    return out;
}

} // namespace

SelectionPage::SelectionPage(QWidget *parent)
    : ChartPage("selection", "Algorithm selection", "Ring, tree, or something else?", parent)
{
    const AxisSpec size{"payload per GPU M", Quantity::Size, true};
    const AxisSpec time{"time", Quantity::Time, true};
    const AxisSpec gpus{"GPUs N", Quantity::Count, true};

    m_vsSize = addChart(new ChartPanel("selection_vs_size", "Flat AllReduce algorithms against M", size, time), 0, 0);
    for (Algorithm a : {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceRhd})
        m_flat.push_back(m_vsSize->addLine(shortName(a), algorithmColor(a)));
    m_crossoverNow = m_vsSize->addLine("M×(N): ring = tree", Qt::black, Qt::DashLine, 1.6);
    m_sizeNow = m_vsSize->addLine("current M", palette::marker(), Qt::DotLine, 1.6);
    m_vsSize->setXRange(kMinSize, kMaxSize);

    m_crossover = addChart(new ChartPanel("selection_crossover_vs_gpus", "Ring/tree crossover M×(N) (eq. 9)", gpus,
                                          {"payload M", Quantity::Size, true}),
                           0, 1);
    m_crossoverCurve = m_crossover->addLine("M×(N): ring cheaper above, tree below", Qt::black);
    m_sizeLevel = m_crossover->addLine("current M", palette::marker(), Qt::DotLine, 1.6);
    m_crossoverPoint = m_crossover->addMarker("current N", palette::marker());
    m_crossover->setXRange(4, kMaxGpus);

    m_regime =
        addChart(new ChartPanel("selection_regime_map", "Cheapest AllReduce over N = 2^k and M", gpus, size), 1, 0);
    m_regimeCells = m_regime->addRectLayer();
    for (Algorithm a : allReduceAlgorithms())
        m_regime->addMarker(shortName(a), algorithmColor(a), 10); // legend keys only: they hold no data
    m_regimePoint = m_regime->addMarker("current (N, M)", Qt::white, 13);
    m_regimePoint->setBorderColor(Qt::black);
    m_regime->setXRange(std::sqrt(2.0), kMaxGpus * std::sqrt(2.0));
    m_regime->setYRange(kMinSize, kMaxSize);
    m_regime->setRectTooltip([](const RectLayer::Rect &r) { return r.text; });

    m_hier = addChart(new ChartPanel("selection_hierarchical", "Flat ring against hierarchical AllReduce", size, time),
                      1, 1);
    for (Algorithm a : {Algorithm::AllReduceRing, Algorithm::AllReduceHierTree, Algorithm::AllReduceHierRail})
        m_hierLines.push_back(m_hier->addLine(shortName(a), algorithmColor(a)));
    m_hierNow = m_hier->addLine("current M", palette::marker(), Qt::DotLine, 1.6);
    m_hier->setXRange(kMinSize, kMaxSize);
}

void SelectionPage::draw(const Scenario &s)
{
    const std::vector<double> sizes = logSpace(kMinSize, kMaxSize, 100);
    const Result<double> crossover = ringTreeCrossover(s.inter, s.gpus);

    // Flat algorithms against M at the current N.
    const Algorithm flat[] = {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceRhd};
    for (std::size_t i = 0; i < m_flat.size(); ++i) {
        const CostCurve c = costVsSize(flat[i], s, sizes);
        m_vsSize->setData(m_flat[i], c.x, totals(c));
    }
    m_vsSize->fitYToData(1e-9);
    m_vsSize->setVLine(m_crossoverNow,
                       crossover.ok() && crossover.value() > 0 ? std::optional(crossover.value()) : std::nullopt);
    m_vsSize->setVLine(m_sizeNow, s.size_bytes);
    const Result<Cost> rhd = collectiveCost(Algorithm::AllReduceRhd, s);
    m_vsSize->setChartTitle(QString("Ring, tree and halving-doubling against M at N = %1").arg(s.gpus) +
                            (rhd.notApplicable() ? " (halving-doubling needs N = 2^k)" : ""));

    // The crossover against N.
    const Curve mx = crossoverVsGpus(s.inter, logSpaceInt(4, kMaxGpus, 160));
    m_crossover->setData(m_crossoverCurve, mx.x, mx.y);
    m_crossover->fitYToData(1);
    m_crossover->setHLine(m_sizeLevel, s.size_bytes > 0 ? std::optional(s.size_bytes) : std::nullopt);
    if (crossover.ok() && crossover.value() > 0)
        m_crossover->setData(m_crossoverPoint, {double(s.gpus)}, {crossover.value()});
    else
        m_crossover->setData(m_crossoverPoint, {}, {});

    // Regime map over N = 2^k (where every algorithm's applicability is clean) and M; runs of equal cells in
    // a row are merged into one rectangle, which keeps the paint cheap.
    std::vector<int> pow2;
    for (int n = 2; n <= kMaxGpus; n *= 2)
        pow2.push_back(n);
    const std::vector<double> rows = logSpace(kMinSize, kMaxSize, 44);
    const auto grid = regimeGrid(s, pow2, rows);
    const std::vector<double> xEdges = logEdges(grid.xs);
    const std::vector<double> yEdges = logEdges(grid.ys);
    std::vector<RectLayer::Rect> cells;
    for (std::size_t iy = 0; iy < grid.ys.size(); ++iy) {
        std::size_t start = 0;
        for (std::size_t ix = 1; ix <= grid.xs.size(); ++ix) {
            if (ix < grid.xs.size() && grid.at(ix, iy) == grid.at(start, iy))
                continue;
            const std::optional<Algorithm> a = grid.at(start, iy);
            const QString text = a ? "cheapest: " + shortName(*a) : QString("no algorithm applies");
            cells.push_back({xEdges[start], xEdges[ix], yEdges[iy], yEdges[iy + 1],
                             a ? palette::faded(algorithmColor(*a), 170) : QColor(Qt::lightGray),
                             text + "<br>M from " + q(formatSize(yEdges[iy])) + " to " + q(formatSize(yEdges[iy + 1])) +
                                 "<br>N = " + q(formatCount(grid.xs[start])) +
                                 (ix - start > 1 ? " to " + q(formatCount(grid.xs[ix - 1])) : QString())});
            start = ix;
        }
    }
    // Text in the cells would clutter the map: the tooltip carries it.
    for (RectLayer::Rect &c : cells) {
        c.text.prepend("<b>");
        c.text.replace("<br>", "</b><br>");
    }
    std::vector<RectLayer::Rect> painted = cells;
    for (RectLayer::Rect &c : painted)
        c.text.clear();
    m_regimeCells->setRects(std::move(painted));
    m_regime->setRectTooltip([cells, this](const RectLayer::Rect &r) {
        for (const RectLayer::Rect &c : cells) {
            if (c.x0 == r.x0 && c.y0 == r.y0)
                return c.text;
        }
        return QString();
    });
    m_regime->setData(m_regimePoint, {double(s.gpus)}, {s.size_bytes});
    m_regime->setChartTitle(QString("Cheapest AllReduce over N = 2^k and M (G = %1)").arg(s.gpus_per_node));

    // Flat against hierarchical.
    const Algorithm hier[] = {Algorithm::AllReduceRing, Algorithm::AllReduceHierTree, Algorithm::AllReduceHierRail};
    for (std::size_t i = 0; i < m_hierLines.size(); ++i) {
        const CostCurve c = costVsSize(hier[i], s, sizes);
        m_hier->setData(m_hierLines[i], c.x, totals(c));
    }
    m_hier->fitYToData(1e-9);
    m_hier->setVLine(m_hierNow, s.size_bytes);
    const Result<Cost> hierTree = collectiveCost(Algorithm::AllReduceHierTree, s);
    m_hier->setChartTitle(hierTree.notApplicable()
                              ? QString("Hierarchical AllReduce needs N to be a multiple of G (N = %1, G = %2)")
                                    .arg(s.gpus)
                                    .arg(s.gpus_per_node)
                              : QString("Flat ring against hierarchical (G = %1, K = %2 nodes)")
                                    .arg(s.gpus_per_node)
                                    .arg(s.gpus / s.gpus_per_node));

    // Napkin math.
    QString html;
    const Result<double> nStar = crossoverSize(s.inter);
    if (crossover.ok() && nStar.ok()) {
        const int lg = ceilLog2(s.gpus);
        html += napkin::block("Ring/tree crossover (eq. 9)",
                              {"M× = n* · ((N−1) − lg N) / (lg N − (N−1)/N)", QString("= %1 · (%2 − %3) / (%3 − %2/%4)")
                                                                                  .arg(q(formatSize(nStar.value())))
                                                                                  .arg(s.gpus - 1)
                                                                                  .arg(lg)
                                                                                  .arg(s.gpus)},
                              q(formatSize(crossover.value())));
    } else {
        html += napkin::block("Ring/tree crossover (eq. 9)", {"M× = n* · ((N−1) − lg N) / (lg N − (N−1)/N)"}, "n/a",
                              q(crossover.explanation()));
    }
    const Result<Cost> ring = collectiveCost(Algorithm::AllReduceRing, s);
    const Result<Cost> tree = collectiveCost(Algorithm::AllReduceTree, s);
    if (ring.ok() && tree.ok() && crossover.ok()) {
        const bool ringWins = ring.value().total_s() <= tree.value().total_s();
        html += napkin::block(
            "At M = " + q(formatSize(s.size_bytes)),
            {"ring " + q(formatTime(ring.value().total_s())), "tree " + q(formatTime(tree.value().total_s()))},
            ringWins ? "ring is cheaper" : "tree is cheaper",
            s.size_bytes > crossover.value() ? "M is above M×: the ring's smaller bandwidth term wins."
                                             : "M is below M×: the tree's fewer start-ups win.");
    }
    const Result<Choice> best = bestAllReduce(s);
    if (best.ok()) {
        QStringList lines;
        for (Algorithm a : allReduceAlgorithms()) {
            const Result<Cost> c = collectiveCost(a, s);
            lines << shortName(a) + ": " + (c.ok() ? q(formatTime(c.value().total_s())) : QString("n/a"));
        }
        html += napkin::block("Cheapest AllReduce", lines,
                              shortName(best.value().algorithm) + ", " + q(formatTime(best.value().cost.total_s())),
                              rhd.notApplicable() ? q(rhd.explanation()) : QString());
    }
    if (hierTree.ok()) {
        html += napkin::block("Hierarchical, 3 phases",
                              {QString("K = N/G = %1 nodes").arg(s.gpus / s.gpus_per_node),
                               "reduce in node (tree, lg G levels) + ring over K + broadcast in node"},
                              q(formatTime(hierTree.value().total_s())),
                              "NVLink carries lg G full copies of M; the inter-node ring has K, not N, members.");
    } else {
        html += napkin::block("Hierarchical", {"K = N/G nodes"}, "n/a", q(hierTree.explanation()));
    }
    setNapkin(html);
}

} // namespace commviz::ui
