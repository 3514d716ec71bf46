// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The production view (SPEC.md section 6) on the offscreen platform: its charts carry core's sweeps and SPEC.md's
// golden values, and the napkin math writes each refinement with them. Switching between the textbook and the
// production view (the pages' switch, the View menu, scenario files, projector mode) is test_productionswitch.
#include "testutil.h"
#include "windowtest.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "scenariomodel.h"

#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace commviz;
using namespace commviz::ui;

namespace {

// The point of a series nearest to x (the sweeps are log-spaced, 1 GB among them).
double valueAt(const ChartPanel::SeriesData &d, double x)
{
    std::size_t best = 0;
    for (std::size_t i = 0; i < d.xs.size(); ++i) {
        if (std::abs(std::log(d.xs[i] / x)) < std::abs(std::log(d.xs[best] / x)))
            best = i;
    }
    return d.xs.empty() ? std::nan("") : d.ys[best];
}

std::vector<double> totals(const CostCurve &c)
{
    std::vector<double> out;
    for (const Cost &cost : c.cost)
        out.push_back(cost.total_s());
    return out;
}

// A scenario away from the defaults that reaches every branch: set chunks, in-network on, N not a power of two.
Scenario elsewhere()
{
    Scenario s;
    s.inter = {7e-6, 25e9};
    s.gpus = 96;
    s.size_bytes = 64e6;
    s.chunk_bytes = 4e6;
    s.in_network = true;
    s.switch_efficiency = 0.7;
    s.production_view = true;
    return s;
}

bool legendShows(ChartPanel *chart, const QString &name)
{
    for (const LegendItem::Entry &e : ChartInspector(chart).legend()->entries()) {
        if (e.text == name)
            return true;
    }
    return false;
}

} // namespace

class TestProductionView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void chartsAndNapkinCarryTheGoldenValues_data();
    void chartsAndNapkinCarryTheGoldenValues();
    void theProductionChoiceIsHierarchicalUnderSimpleWithAndWithoutInNetwork();
    void chartsCarryCoresSweeps();
    void inNetworkIsDrawnOnlyWhenTheFabricHasIt();

private:
    [[nodiscard]] ChartPanel *chart(PageId id, const QString &name) const
    {
        return windowtest::page(*m_window, id)->chart(name);
    }
    [[nodiscard]] ChartPanel::SeriesData series(PageId id, const QString &chartName, const QString &name) const
    {
        return windowtest::series(*m_window, id, chartName, name);
    }
    void show(PageId id, bool production);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestProductionView::init()
{
    QVERIFY(m_dir.isValid());
    m_window = windowtest::openWindow(m_dir.filePath("settings.ini")); // legend markers are visible only on show
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestProductionView::cleanup()
{
    m_window.reset();
}

void TestProductionView::show(PageId id, bool production)
{
    if (m_window->model()->scenario().production_view != production)
        m_window->model()->setParam(Param::ProductionView, production ? 1.0 : 0.0);
    m_window->showPage(id);
    m_window->refresh();
}

void TestProductionView::chartsAndNapkinCarryTheGoldenValues_data()
{
    // SPEC.md section 6's golden values at the defaults, as the charts hold them (at M = 1 GB) and as the napkin
    // writes them.
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("series");
    QTest::addColumn<double>("ms");
    QTest::addColumn<int>("decimals");
    QTest::newRow("pipelined tree 43.42 ms") << "collectives_tree_pipelining"
                                             << "pipelined tree" << 43.42 << 2;
    QTest::newRow("textbook tree 320.1 ms") << "collectives_tree_pipelining"
                                            << "tree (textbook)" << 320.1 << 1;
    QTest::newRow("ring 42.4 ms") << "collectives_tree_pipelining"
                                  << "ring" << 42.4 << 1;
    QTest::newRow("hierarchical, pipelined 5.161 ms") << "collectives_tree_pipelining"
                                                      << "hier. pipelined (one NIC per GPU)" << 5.161 << 3;
    QTest::newRow("ring under LL 80.18 ms") << "collectives_protocols"
                                            << "LL" << 80.18 << 2;
    QTest::newRow("ring under LL128 44.04 ms") << "collectives_protocols"
                                               << "LL128" << 44.04 << 2;
    QTest::newRow("ring under Simple 42.39 ms") << "collectives_protocols"
                                                << "Simple" << 42.39 << 2;
    QTest::newRow("cheapest protocol 42.39 ms") << "collectives_protocols"
                                                << "cheapest" << 42.39 << 2;
}

void TestProductionView::chartsAndNapkinCarryTheGoldenValues()
{
    QFETCH(QString, chart);
    QFETCH(QString, series);
    QFETCH(double, ms);
    QFETCH(int, decimals);
    show(PageId::Collectives, true);
    const ChartPanel::SeriesData d = this->series(PageId::Collectives, chart, series);
    QVERIFY2(d.xs.size() > 50, qPrintable(series));
    QCOMPARE(testutil::roundTo(valueAt(d, 1e9) * 1e3, decimals), ms);

    // The switch sizes, on their lines and on the chart.
    const ChartPanel::SeriesData low = this->series(PageId::Collectives, "collectives_protocols", "switch LL → LL128");
    const ChartPanel::SeriesData high =
        this->series(PageId::Collectives, "collectives_protocols", "switch LL128 → Simple");
    QCOMPARE(low.xs.size(), std::size_t{2});
    QCOMPARE(testutil::roundTo(low.xs[0] / 1e6, 2), 6.51);
    QCOMPARE(testutil::roundTo(high.xs[0] / 1e6, 1), 525.7);
    QStringList labels;
    for (const RectLayer::Rect &r :
         ChartInspector(this->chart(PageId::Collectives, "collectives_protocols")).rectLayers().front()->rects())
        labels << r.text;
    for (const QString label : {"6.51 MB", "525.7 MB", "LL", "LL128", "Simple"})
        QVERIFY2(labels.contains(label), qPrintable(label + " not on the chart: " + labels.join(", ")));
    QVERIFY(this->chart(PageId::Collectives, "collectives_protocols")->chartTitle().contains("6.51 MB"));
    QVERIFY(this->chart(PageId::Collectives, "collectives_protocols")->chartTitle().contains("525.7 MB"));
    QVERIFY(this->chart(PageId::Collectives, "collectives_tree_pipelining")->chartTitle().contains("k = 167"));

    // The napkin writes each refinement's formula with the numbers, like the textbook's.
    const QString napkin = m_window->currentPage()->napkinText();
    for (const QString figure :
         {"√(7 × 1 GB / (5 µs × 50 GB/s)) → k = 167 chunks", "= 2 × 174 × (5 µs + 1 GB / (167 × 50 GB/s))",
          "= 1.74 ms + 41.7 ms", "43.4 ms", "Textbook tree 320.1 ms, ring 42.4 ms",
          "= 2 × 5 µs + 1 GB / (0.85 × 50 GB/s)", "= 10 µs + 23.5 ms", "2(N−K) = 448 steps inside nodes, 2(K−1) = 62",
          "L = 448 × 500 ns + 62 × 5 µs", "= 534 µs + 39.8 ms", "40.4 ms", "LL: φ = 0.193, ε = 0.5 → 80.2 ms",
          "LL128: φ = 0.286, ε = 0.92 → 44 ms", "Simple: φ = 1, ε = 1 → 42.4 ms",
          "LL → LL128 at 6.51 MB, LL128 → Simple at 525.7 MB", "Simple is the cheapest at M = 1 GB",
          "hier. pipelined (assumes one NIC per GPU, 8 GPUs per node) under Simple, 5.16 ms", "Ring AllReduce (eq. 3)"})
        QVERIFY2(napkin.contains(figure), qPrintable(figure + " not in: " + napkin));
}

void TestProductionView::theProductionChoiceIsHierarchicalUnderSimpleWithAndWithoutInNetwork()
{
    for (const bool inNetwork : {false, true}) {
        if (m_window->model()->scenario().in_network != inNetwork)
            m_window->model()->setParam(Param::InNetwork, inNetwork ? 1.0 : 0.0);
        show(PageId::Selection, true);
        const QString napkin = m_window->currentPage()->napkinText();
        QVERIFY2(napkin.contains("= hier. pipelined (assumes one NIC per GPU, 8 GPUs per node) under Simple, 5.16 ms"),
                 qPrintable(napkin));
        QVERIFY(napkin.contains("two-level ring under Simple: 40.4 ms"));
        QCOMPARE(napkin.contains("in-network under Simple: 23.5 ms"), inNetwork);
        QCOMPARE(napkin.contains("in-network: off (no SHARP or NVLS)"), !inNetwork);
        // The current point's cell on the map says the same.
        ChartPanel *map = chart(PageId::Selection, "selection_production_map");
        bool found = false;
        const QStringList rows = map->csv().split('\n', Qt::SkipEmptyParts);
        for (const QString &row : rows.mid(1)) {
            const QStringList f = row.split(',');
            if (f[0] == "256" && std::abs(std::log10(f[1].toDouble() / 1e9)) < 0.14) {
                QCOMPARE(f[2], QString("hier_pipelined"));
                QCOMPARE(f[3], QString("simple"));
                found = true;
            }
        }
        QVERIFY(found);
    }
}

void TestProductionView::chartsCarryCoresSweeps()
{
    const Scenario s = elsewhere();
    m_window->model()->setScenario(s, "elsewhere");
    show(PageId::Collectives, true);
    const PageId c = PageId::Collectives;

    const ChartPanel::SeriesData pipelined = series(c, "collectives_tree_pipelining", "pipelined tree");
    QVERIFY(pipelined.xs.size() > 50);
    const TreePipeliningCurves tp = treePipeliningVsSize(s, pipelined.xs);
    QCOMPARE(pipelined.ys, totals(tp.pipelined));
    QCOMPARE(series(c, "collectives_tree_pipelining", "tree (textbook)").ys, totals(tp.tree));
    QCOMPARE(series(c, "collectives_tree_pipelining", "ring").ys, totals(tp.ring));
    QCOMPARE(series(c, "collectives_tree_pipelining", "in-network").ys,
             totals(costVsSize(Algorithm::AllReduceInNetwork, s, pipelined.xs)));
    QVERIFY(chart(c, "collectives_tree_pipelining")
                ->chartTitle()
                .contains(QString("k = %1").arg(pipelinedTree(s).value().chunks)));

    const ChartPanel::SeriesData envelope = series(c, "collectives_protocols", "cheapest");
    const ProtocolCurves pc = protocolEnvelopeVsSize(Algorithm::AllReduceRing, s, envelope.xs);
    QCOMPARE(envelope.ys, totals(pc.envelope));
    for (std::size_t i = 0; i < allProtocols().size(); ++i)
        QCOMPARE(series(c, "collectives_protocols", QString::fromStdString(protocolName(allProtocols()[i]))).ys,
                 totals(pc.protocol[i]));
    const ProtocolSwitches sw = protocolSwitchSizes(Algorithm::AllReduceRing, s).value();
    QCOMPARE(series(c, "collectives_protocols", "switch LL → LL128").xs,
             (std::vector<double>{sw.ll_ll128_bytes, sw.ll_ll128_bytes}));
    QCOMPARE(series(c, "collectives_protocols", "switch LL128 → Simple").xs,
             (std::vector<double>{sw.ll128_simple_bytes, sw.ll128_simple_bytes}));
    QVERIFY(m_window->currentPage()->napkinText().contains("k = ⌈M/c⌉ = ⌈64 MB / 4 MB⌉ = 16 chunks"));

    // The production map's CSV holds every cell of core's grid, and its legend names exactly the algorithms on it.
    show(PageId::Selection, true);
    ChartPanel *map = chart(PageId::Selection, "selection_production_map");
    std::vector<int> columns; // every 2^k, and the current N between them
    for (int n = 2; n <= 16384; n *= 2)
        columns.push_back(n);
    if (!isPowerOfTwo(s.gpus)) {
        columns.push_back(s.gpus);
        std::sort(columns.begin(), columns.end());
    }
    const auto grid = productionGrid(s, columns, logSpace(1, 100e9, 44));
    const QStringList rows = map->csv().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.front(), QString("GPUs N,payload per GPU M (B),production AllReduce,protocol"));
    QCOMPARE(rows.size(), qsizetype(grid.values.size() + 1));
    std::set<Algorithm> onMap;
    for (std::size_t iy = 0; iy < grid.ys.size(); ++iy) {
        for (std::size_t ix = 0; ix < grid.xs.size(); ++ix) {
            const QStringList f = rows[qsizetype(1 + iy * grid.xs.size() + ix)].split(',');
            QCOMPARE(f[0].toDouble(), grid.xs[ix]);
            COMPARE_REL(f[1].toDouble(), grid.ys[iy], 1e-11);
            const std::optional<ProductionCell> &cell = grid.at(ix, iy);
            QVERIFY(cell);
            onMap.insert(cell->algorithm);
            QCOMPARE(f[2], QString::fromStdString(allReduceShortKey(cell->algorithm)));
            QCOMPARE(f[3], QString::fromStdString(protocolKey(cell->protocol)));
        }
    }
    QVERIFY(onMap.count(Algorithm::AllReduceInNetwork)); // it is on, and cheap at small M
    const std::pair<Algorithm, const char *> names[] = {{Algorithm::AllReduceRing, "ring"},
                                                        {Algorithm::AllReducePipelinedTree, "pipelined tree"},
                                                        {Algorithm::AllReduceTwoLevelRing, "two-level ring"},
                                                        {Algorithm::AllReduceHierRail, "hier. (rails)"},
                                                        {Algorithm::AllReduceHierPipelined, "hier. pipelined"},
                                                        {Algorithm::AllReduceInNetwork, "in-network"}};
    for (const auto &[a, name] : names)
        QVERIFY2(legendShows(map, name) == (onMap.count(a) > 0), name);
    QVERIFY(map->chartTitle().contains("in-network on"));
}

void TestProductionView::inNetworkIsDrawnOnlyWhenTheFabricHasIt()
{
    show(PageId::Collectives, true);
    ChartPanel *tree = chart(PageId::Collectives, "collectives_tree_pipelining");
    QVERIFY(!ChartInspector(tree).series("in-network"));
    QVERIFY(!legendShows(tree, "in-network"));
    QVERIFY(m_window->currentPage()->napkinText().contains("Off: this fabric has no SHARP or NVLS"));
    m_window->model()->setParam(Param::InNetwork, 1);
    m_window->refresh();
    QCOMPARE(testutil::roundTo(valueAt(ChartInspector(tree).series("in-network").value(), 1e9) * 1e3, 2), 23.54);
    QVERIFY(legendShows(tree, "in-network"));
    QVERIFY(m_window->currentPage()->napkinText().contains("On: the switches add the data"));
}

QTEST_MAIN(TestProductionView)
#include "test_productionview.moc"
