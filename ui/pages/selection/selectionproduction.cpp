// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/selection/selectionproduction.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/common/allreducestyle.h"
#include "pages/common/chartpage.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace commviz::ui {
namespace {

using napkin::q;

using span::kMaxGpus;
using span::kMaxSize;
using span::kMinSize;

constexpr std::size_t kCellAspect = 6; // a map cell's width over its height, about, on screen

QColor cellColor(const std::optional<ProductionCell> &c)
{
    return c ? productionCellColor(c->algorithm, c->protocol) : QColor(Qt::lightGray);
}

using Cells = Grid<std::optional<ProductionCell>>;

// Numbers `id`, in `region`, the cells equal to `seed` that it reaches through equal neighbours (left, right, below,
// above).
void fillRegion(const Cells &grid, std::size_t seed, int id, std::vector<int> &region)
{
    const std::size_t nx = grid.xs.size();
    const std::size_t ny = grid.ys.size();
    const std::optional<ProductionCell> &value = grid.values[seed];
    std::vector<std::size_t> stack{seed};
    region[seed] = id;
    while (!stack.empty()) {
        const std::size_t i = stack.back();
        stack.pop_back();
        const std::size_t x = i % nx;
        const std::size_t y = i / nx;
        const auto visit = [&](std::size_t j) {
            if (region[j] < 0 && grid.values[j] == value) {
                region[j] = id;
                stack.push_back(j);
            }
        };
        if (x > 0)
            visit(i - 1);
        if (x + 1 < nx)
            visit(i + 1);
        if (y > 0)
            visit(i - nx);
        if (y + 1 < ny)
            visit(i + nx);
    }
}

// Cells [x0, x1) × [y0, y1).
struct CellRect {
    std::size_t x0;
    std::size_t x1;
    std::size_t y0;
    std::size_t y1;
};

// The roomiest rectangle of region `id`'s cells, if it has any: for each row, the histogram of runs upwards.
std::optional<CellRect> roomiestRect(const std::vector<int> &region, int id, std::size_t nx, std::size_t ny)
{
    std::vector<std::size_t> height(nx, 0);
    std::size_t best = 0;
    std::size_t bx0 = 0, bx1 = 0, by0 = 0, by1 = 0;
    for (std::size_t y = 0; y < ny; ++y) {
        for (std::size_t x = 0; x < nx; ++x)
            height[x] = region[y * nx + x] == id ? height[x] + 1 : 0;
        for (std::size_t x0 = 0; x0 < nx; ++x0) {
            std::size_t h = height[x0];
            for (std::size_t x1 = x0; x1 < nx && height[x1] > 0; ++x1) {
                h = std::min(h, height[x1]);
                // A label needs width and height: a cell is about six times as wide as it is tall, so the
                // rectangle's smaller side in row heights decides, and its area breaks ties.
                const std::size_t w = x1 - x0 + 1;
                const std::size_t area = std::min(w * kCellAspect, h) * nx * ny + w * h;
                if (area > best) {
                    best = area;
                    bx0 = x0;
                    bx1 = x1 + 1;
                    by0 = y + 1 - h;
                    by1 = y + 1;
                }
            }
        }
    }
    if (best == 0)
        return std::nullopt;
    return CellRect{bx0, bx1, by0, by1};
}

} // namespace

SelectionProduction::SelectionProduction(ChartPanel *map) : m_production(map)
{
    m_productionCells = m_production->addRectLayer(RectLayer::Place::OverGrid);
    // The legend names each colour's algorithm (keys holding no data, shown while the map has the algorithm);
    // each region of the map writes its protocol, whose shade it is.
    for (Algorithm a : productionAllReduceAlgorithms()) {
        Series key =
            m_production->addMarker(allReduceShortSource(a), productionCellColor(a, Protocol::Simple), 10, false);
        m_productionKeys.emplace_back(a, key);
    }
    // The white circle is the textbook map's current point too; the legend keeps its room for the colours.
    m_productionPoint = m_production->addMarker(QT_TR_NOOP("current (N, M)"), Qt::white, 13, false);
    m_productionPoint.setOutline(Qt::black);
    m_production->setXRange(std::sqrt(2.0), kMaxGpus * std::sqrt(2.0));
    m_production->setYRange(kMinSize, kMaxSize);
    m_production->setVisible(false);
}

QString SelectionProduction::describe(const std::optional<ProductionCell> &c)
{
    return c ? tr("production: %1 under %2").arg(allReduceShortName(c->algorithm), q(protocolName(c->protocol)))
             : tr("no algorithm applies");
}

std::vector<int> SelectionProduction::mapColumns(const Scenario &s)
{
    std::vector<int> columns;
    for (int n = 2; n <= span::kMaxGpus; n *= 2)
        columns.push_back(n);
    if (s.gpus > 2 && s.gpus < span::kMaxGpus && !isPowerOfTwo(s.gpus))
        columns.insert(std::upper_bound(columns.begin(), columns.end(), s.gpus), s.gpus);
    return columns;
}

QString SelectionProduction::mapColumnsText(const Scenario &s)
{
    const std::vector<int> columns = mapColumns(s);
    return std::binary_search(columns.begin(), columns.end(), s.gpus) && !isPowerOfTwo(s.gpus)
               ? tr("N = 2^k (and %1)").arg(s.gpus)
               : tr("N = 2^k");
}

void SelectionProduction::draw(const Scenario &s, const std::vector<int> &gpus, const std::vector<double> &sizes)
{
    const auto grid = productionGrid(s, gpus, sizes);
    const std::vector<double> xEdges = logEdges(grid.xs);
    const std::vector<double> yEdges = logEdges(grid.ys);
    Picture picture;
    const std::set<Algorithm> shown = paintRuns(grid, xEdges, yEdges, picture);
    labelRegions(grid, xEdges, yEdges, picture);
    const std::vector<RectLayer::Rect> &painted = picture.painted;
    const std::vector<QString> &tips = picture.tips;
    m_productionCells->setRects(painted);
    m_productionCells->setTooltip(
        [tips](const RectLayer::Rect &, std::size_t i) { return i < tips.size() ? tips[i] : QString(); });
    for (const auto &[algorithm, key] : m_productionKeys)
        key.setInLegend(shown.count(algorithm) > 0);
    m_productionPoint.setData({double(s.gpus)}, {s.size_bytes});
    // The CSV, one row per cell, is written when asked for, not on every frame.
    m_production->setTable([grid = std::make_shared<const decltype(grid)>(grid)] {
        CsvTable out({tr("GPUs N"), CsvTable::column(tr("payload per GPU M"), Quantity::Size),
                      tr("production AllReduce"), tr("protocol")});
        for (std::size_t iy = 0; iy < grid->ys.size(); ++iy) {
            for (std::size_t ix = 0; ix < grid->xs.size(); ++ix) {
                const std::optional<ProductionCell> &c = grid->at(ix, iy);
                out.addRow({grid->xs[ix], grid->ys[iy], c ? q(allReduceShortKey(c->algorithm)) : QString(),
                            c ? q(protocolKey(c->protocol)) : QString()});
            }
        }
        return out;
    });
    m_production->setChartTitle(
        s.in_network ? tr("Production AllReduce over %2 and M (G = %1 per node, one NIC per GPU, in-network on)")
                           .arg(s.gpus_per_node)
                           .arg(mapColumnsText(s))
                     : tr("Production AllReduce over %2 and M (G = %1 per node, one NIC per GPU)")
                           .arg(s.gpus_per_node)
                           .arg(mapColumnsText(s)));
}

std::set<Algorithm> SelectionProduction::paintRuns(const Cells &grid, const std::vector<double> &xEdges,
                                                   const std::vector<double> &yEdges, Picture &picture)
{
    const std::size_t nx = grid.xs.size();
    const std::size_t ny = grid.ys.size();
    std::set<Algorithm> shown;
    for (std::size_t iy = 0; iy < ny; ++iy) {
        // Runs of equal cells in a row are one rectangle: the paint stays cheap.
        std::size_t start = 0;
        for (std::size_t ix = 1; ix <= nx; ++ix) {
            if (ix < nx && grid.at(ix, iy) == grid.at(start, iy))
                continue;
            const std::optional<ProductionCell> &c = grid.at(start, iy);
            if (c)
                shown.insert(c->algorithm);
            picture.painted.push_back({xEdges[start], xEdges[ix], yEdges[iy], yEdges[iy + 1], cellColor(c), QString()});
            picture.tips.push_back(
                "<b>" + describe(c) + "</b><br>" +
                tr("M from %1 to %2").arg(q(formatSize(yEdges[iy])), q(formatSize(yEdges[iy + 1]))) + "<br>" +
                (ix - start > 1
                     ? tr("N = %1 to %2").arg(q(formatCount(grid.xs[start])), q(formatCount(grid.xs[ix - 1])))
                     : "N = " + q(formatCount(grid.xs[start]))));
            start = ix;
        }
    }
    return shown;
}

void SelectionProduction::labelRegions(const Cells &grid, const std::vector<double> &xEdges,
                                       const std::vector<double> &yEdges, Picture &picture)
{
    const std::size_t nx = grid.xs.size();
    const std::size_t ny = grid.ys.size();
    std::vector<int> region(nx * ny, -1);
    int regions = 0;
    for (std::size_t seed = 0; seed < nx * ny; ++seed) {
        if (region[seed] >= 0)
            continue;
        const std::optional<ProductionCell> &value = grid.values[seed];
        fillRegion(grid, seed, regions, region);
        if (value) {
            if (const std::optional<CellRect> r = roomiestRect(region, regions, nx, ny)) {
                picture.painted.push_back({xEdges[r->x0], xEdges[r->x1], yEdges[r->y0], yEdges[r->y1], cellColor(value),
                                           q(protocolName(value->protocol))});
                picture.tips.push_back("<b>" + describe(value) + "</b>");
            }
        }
        ++regions;
    }
}

QString SelectionProduction::napkinMath(const Scenario &s)
{
    QString html;
    QStringList lines;
    for (Algorithm a : productionAllReduceAlgorithms()) {
        if (a == Algorithm::AllReduceInNetwork && !s.in_network) {
            lines << tr("%1: off (no SHARP or NVLS)").arg(allReduceShortName(a));
            continue;
        }
        const Result<ProtocolChoice> c = cheapestProtocol(a, s, s.gpus, s.size_bytes);
        lines << (c.ok() ? tr("%1 under %2: %3")
                               .arg(allReduceShortName(a), q(protocolName(c.value().protocol)),
                                    q(formatTime(c.value().cost.total_s())))
                         : tr("%1: n/a").arg(allReduceShortName(a)));
    }
    const Result<ProductionChoice> best = productionAllReduce(s);
    if (!best.ok()) {
        return napkin::block(tr("Production AllReduce (each candidate at its best)"), lines, tr("n/a"),
                             coreText(best.explanation()));
    }
    const ProductionChoice &p = best.value();
    QString note = tr("Each candidate under its cheapest protocol; a tie goes to the earlier. Halving-doubling and "
                      "the unpipelined tree stay textbook-only.");
    const Result<ProtocolSwitches> switches = protocolSwitchSizes(p.algorithm, s);
    if (switches.ok())
        note += " " + tr("%1 changes protocol at %2 (LL → LL128) and %3 (LL128 → Simple).")
                          .arg(allReduceShortName(p.algorithm), q(formatSize(switches.value().ll_ll128_bytes)),
                               q(formatSize(switches.value().ll128_simple_bytes)));
    html += napkin::block(tr("Production AllReduce at M = %1").arg(q(formatSize(s.size_bytes))), lines,
                          tr("%1 under %2, %3")
                              .arg(allReduceNameWithAssumption(p.algorithm, s.gpus_per_node),
                                   q(protocolName(p.protocol)), q(formatTime(p.cost.total_s()))),
                          note);
    html += "<p style='color:#555'>" +
            tr("Map: the colour is the algorithm (the legend), its shade the protocol, written in each region: "
               "LL lightest, LL128 lighter, Simple the full colour.") +
            "</p><hr>";
    return html;
}

} // namespace commviz::ui
