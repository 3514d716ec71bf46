// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every heatmap carries a colour scale with values and a CSV of its cells: the speed-up heatmap's scale diverges
// at 1× and is labelled at its ends and middle, an SVG export of it and of the bubble heatmap holds the scale's
// labels, and the speed-up heatmap's and the regime map's CSVs hold every cell as core computes it.
#include "chartinspector.h"
#include "chartpanel.h"
#include "exporter.h"
#include "pages/common/allreducestyle.h"
#include "pages/compression/compressionpage.h"
#include "pages/pipeline/pipelinepage.h"
#include "pages/selection/selectionpage.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/sweep.h"

#include <QBuffer>
#include <QTest>

#include <cmath>

using namespace commviz;
using namespace commviz::ui;

namespace {

QStringList scaleLabels(const ChartPanel *chart)
{
    QStringList out;
    if (ChartInspector(chart).colorScale()) {
        for (const ColorScaleItem::Label &l : ChartInspector(chart).colorScale()->labels())
            out << l.text;
    }
    return out;
}

QString svgOf(ChartPanel *chart)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ChartExportOptions options;
    options.format = ExportFormat::Svg;
    const std::optional<QString> error = writeChart(chart, options, &buffer);
    return error ? QString() : QString::fromUtf8(buffer.data());
}

} // namespace

class TestHeatmaps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void speedupScaleIsLabelledAtItsEndsAndMiddleAndMarksTheCurrentSpeedup();
    void speedupColoursComeFromTheScalesMap_data();
    void speedupColoursComeFromTheScalesMap();
    void svgExportsHoldTheScalesLabels_data();
    void svgExportsHoldTheScalesLabels();
    void speedupCsvHoldsEveryCell();
    void regimeMapCsvHoldsEveryCell();
    void theMapsHaveAColumnAtTheCurrentN();
    void aHierarchicalChoiceSaysWhatItAssumes_data();
    void aHierarchicalChoiceSaysWhatItAssumes();
};

void TestHeatmaps::speedupScaleIsLabelledAtItsEndsAndMiddleAndMarksTheCurrentSpeedup()
{
    CompressionPage page;
    page.resize(1600, 900);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.refresh(Scenario{});
    const ChartPanel *chart = page.chart("compression_speedup_heatmap");
    QVERIFY(chart && ChartInspector(chart).colorScale());
    const QStringList labels = scaleLabels(chart);
    QVERIFY2(labels.contains("≤ 0.1×") && labels.contains("1×") && labels.contains("≥ 10×"),
             qPrintable(labels.join(", ")));
    // 2× and 5× are labelled too, so 8.2× (SPEC's golden speed-up) can be told from 2×.
    QVERIFY2(labels.contains("2×") && labels.contains("5×"), qPrintable(labels.join(", ")));
    // 1× sits in the middle of the bar.
    const ColorScaleItem *scale = ChartInspector(chart).colorScale();
    for (const ColorScaleItem::Label &l : scale->labels()) {
        if (l.text == "1×")
            QVERIFY(std::abs(l.box.center().y() - scale->bar().center().y()) < 0.5);
    }
    QVERIFY(scale->current());
    QVERIFY(testutil::closeRel(*scale->current(), compression(Scenario{}).value().speedup, 1e-12));
    QCOMPARE(QString::fromStdString(formatRatio(*scale->current())), QString("8.2×"));
}

void TestHeatmaps::speedupColoursComeFromTheScalesMap_data()
{
    QTest::addColumn<double>("speedup");
    QTest::newRow("0.05× (saturated slower)") << 0.05;
    QTest::newRow("0.5×") << 0.5;
    QTest::newRow("1×") << 1.0;
    QTest::newRow("2×") << 2.0;
    QTest::newRow("8.2×") << 8.2;
    QTest::newRow("100× (saturated faster)") << 100.0;
}

void TestHeatmaps::speedupColoursComeFromTheScalesMap()
{
    QFETCH(double, speedup);
    CompressionPage page;
    page.refresh(Scenario{});
    const ColorMap &map = ChartInspector(page.chart("compression_speedup_heatmap")).colorScale()->map();
    QCOMPARE(CompressionPage::speedupColor(speedup), map.color(speedup));
    // 8.2× and 2× differ visibly: the map is not flat between them.
    const QColor a = map.color(8.2);
    const QColor b = map.color(2.0);
    QVERIFY(std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) > 60);
}

void TestHeatmaps::svgExportsHoldTheScalesLabels_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("speed-up") << "compression"
                              << "compression_speedup_heatmap" << QStringList{"speed-up", "≤ 0.1×", "1×", "≥ 10×"};
    QTest::newRow("bubble") << "pipeline"
                            << "pipeline_bubble_heatmap" << QStringList{"bubble", "0%", "50%", "100%"};
}

void TestHeatmaps::svgExportsHoldTheScalesLabels()
{
    QFETCH(QString, page);
    QFETCH(QString, chart);
    QFETCH(QStringList, labels);
    std::unique_ptr<ChartPage> p;
    if (page == "compression")
        p = std::make_unique<CompressionPage>();
    else
        p = std::make_unique<PipelinePage>();
    p->resize(1400, 900);
    p->show();
    QVERIFY(QTest::qWaitForWindowExposed(p.get()));
    p->refresh(Scenario{});
    const QString svg = svgOf(p->chart(chart));
    QVERIFY(!svg.isEmpty());
    for (const QString &label : labels)
        QVERIFY2(svg.contains(">" + label.toHtmlEscaped() + "<"), qPrintable(label + " is not in the SVG"));
}

void TestHeatmaps::speedupCsvHoldsEveryCell()
{
    CompressionPage page;
    const Scenario s;
    page.refresh(s);
    const QStringList rows = page.chart("compression_speedup_heatmap")->csv().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.front(), QString("compression ratio r,codec time T_codec (s),speed-up"));
    const Grid<double> &grid = page.speedups();
    QCOMPARE(rows.size(), qsizetype(grid.values.size() + 1));
    QVERIFY(grid.values.size() > 100);
    for (qsizetype i = 1; i < rows.size(); i += 37) {
        const QStringList f = rows[i].split(',');
        QCOMPARE(f.size(), qsizetype(3));
        const double r = f[0].toDouble();
        const double codec = f[1].toDouble();
        const double expected = compression(s, s.gpus, s.size_bytes, r, codec).value().speedup;
        QVERIFY2(testutil::closeRel(f[2].toDouble(), expected, 1e-10), qPrintable(rows[i]));
    }
}

void TestHeatmaps::regimeMapCsvHoldsEveryCell()
{
    SelectionPage page;
    const Scenario s;
    page.refresh(s);
    const QStringList rows = page.chart("selection_regime_map")->csv().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.front(), QString("GPUs N,payload per GPU M (B),cheapest AllReduce"));
    std::vector<int> pow2;
    for (int n = 2; n <= 16384; n *= 2)
        pow2.push_back(n);
    const auto grid = regimeGrid(s, pow2, logSpace(1, 100e9, 44));
    QCOMPARE(rows.size(), qsizetype(grid.values.size() + 1));
    for (std::size_t iy = 0; iy < grid.ys.size(); ++iy) {
        for (std::size_t ix = 0; ix < grid.xs.size(); ++ix) {
            const QStringList f = rows[qsizetype(1 + iy * grid.xs.size() + ix)].split(',');
            QCOMPARE(f[0].toDouble(), grid.xs[ix]);
            QVERIFY(testutil::closeRel(f[1].toDouble(), grid.ys[iy], 1e-11));
            const std::optional<Algorithm> &a = grid.at(ix, iy);
            QCOMPARE(f[2], a ? QString::fromStdString(allReduceShortKey(*a)) : QString());
        }
    }
}

// At N = 1000 both maps have a column of its own between 512 and 1024: the current point sat in the 1024 column,
// whose colour could be halving-doubling, which needs N = 2^k and so does not apply at 1000.
void TestHeatmaps::theMapsHaveAColumnAtTheCurrentN()
{
    SelectionPage page;
    Scenario s;
    s.gpus = 1000;
    s.production_view = true;
    page.refresh(s);
    const QStringList rows = page.chart("selection_regime_map")->csv().split('\n', Qt::SkipEmptyParts);
    const std::vector<double> sizes = logSpace(1, 100e9, 44);
    const auto grid = regimeGrid(s, {1000}, sizes);
    int at1000 = 0;
    for (const QString &row : rows.mid(1)) {
        const QStringList f = row.split(',');
        if (f[0].toDouble() != 1000)
            continue;
        const std::optional<Algorithm> &a = grid.at(0, std::size_t(at1000++));
        QCOMPARE(f[2], a ? QString::fromStdString(allReduceShortKey(*a)) : QString());
        QVERIFY(f[2] != "rhd"); // halving-doubling needs N = 2^k
    }
    QCOMPARE(at1000, 44);
    QVERIFY(page.chart("selection_regime_map")
                ->chartTitle()
                .startsWith("Cheapest AllReduce over N = 2^k (and 1000) and M"));
    QVERIFY(page.chart("selection_production_map")
                ->chartTitle()
                .startsWith("Production AllReduce over N = 2^k (and 1000)"));
    s.gpus = 1024; // on the grid: no column of its own
    page.refresh(s);
    QVERIFY(page.chart("selection_regime_map")->chartTitle().startsWith("Cheapest AllReduce over N = 2^k and M"));
    QCOMPARE(page.chart("selection_regime_map")->csv().split('\n', Qt::SkipEmptyParts).size(), qsizetype(14 * 44 + 1));
}

void TestHeatmaps::aHierarchicalChoiceSaysWhatItAssumes_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("perNode");
    QTest::addColumn<double>("size");
    QTest::newRow("defaults") << Scenario().gpus << Scenario().gpus_per_node << Scenario().size_bytes;
    QTest::newRow("4 per node, 1 GB") << 64 << 4 << 1e9;
    QTest::newRow("one node: flat") << 8 << 8 << 1e9;
    QTest::newRow("latency-bound, 4 KB") << 256 << 8 << 4e3;
}

// Issue 23 item 11: where Algorithm selection names a hierarchical or rail-parallel AllReduce as the cheapest, it
// says beside it that it assumes one NIC per GPU and G per node; a flat one says nothing of NICs.
void TestHeatmaps::aHierarchicalChoiceSaysWhatItAssumes()
{
    QFETCH(int, gpus);
    QFETCH(int, perNode);
    QFETCH(double, size);
    Scenario s;
    s.gpus = gpus;
    s.gpus_per_node = perNode;
    s.size_bytes = size;
    SelectionPage page;
    page.refresh(s);
    const Result<Choice> best = bestAllReduce(s);
    QVERIFY(best.ok());
    const QString napkin = page.napkinHtml();
    const QString named = allReduceShortName(best.value().algorithm).toHtmlEscaped();
    QVERIFY2(napkin.contains(named), qPrintable(napkin));
    const bool hierarchical = best.value().algorithm == Algorithm::AllReduceHierRail ||
                              best.value().algorithm == Algorithm::AllReduceHierTree;
    const QString perNodeText = QString("%1 GPUs per node").arg(perNode);
    const QString withAssumption = named + " (assumes " +
                                   (best.value().algorithm == Algorithm::AllReduceHierRail ? "one NIC per GPU, " : "") +
                                   perNodeText + ")";
    QCOMPARE(napkin.contains(withAssumption), hierarchical);
    if (!hierarchical)
        QVERIFY(!napkin.contains(named + " (assumes"));
    QVERIFY(page.chart("selection_regime_map")->chartTitle().contains("one NIC per GPU"));
}

QTEST_MAIN(TestHeatmaps)
#include "test_heatmaps.moc"
