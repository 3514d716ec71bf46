// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The compression page draws core's numbers: the time curves, the break-even ratio, the codec budget and
// its asymptote, the speed-up heatmap and its contour all equal what core computes; the napkin shows the
// source's worked example; odd inputs neither crash nor print NaN.
#include "chartinspector.h"
#include "chartpanel.h"
#include "pages/compression/compressionpage.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/sweep.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <memory>
#include <optional>

using commviz::ui::PageId;
using namespace commviz;
using commviz::ui::ChartInspector;
using commviz::ui::ChartPanel;
using commviz::ui::CompressionPage;
using commviz::ui::RectLayer;

Q_DECLARE_METATYPE(commviz::Scenario)

namespace {

constexpr double kRel = 1e-12;

ChartPanel *chartNamed(const CompressionPage &page, const QString &name)
{
    return page.chart(name);
}

std::optional<ChartPanel::SeriesData> seriesNamed(const ChartPanel *chart, const QString &name)
{
    return ChartInspector(chart).series(name);
}

RectLayer *rectLayerOf(const ChartPanel *chart)
{
    const std::vector<RectLayer *> &layers = ChartInspector(chart).rectLayers();
    return layers.empty() ? nullptr : layers.front();
}

} // namespace

class TestCompressionPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_page = std::make_unique<CompressionPage>();
        m_page->resize(1600, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->refresh(Scenario{});
    }
    void cleanup() { m_page.reset(); }

    void thePageIsNamedAfterItsQuestion()
    {
        QCOMPARE(m_page->id(), PageId::Compression);
        QCOMPARE(m_page->tabTitle(), QStringLiteral("Compression"));
        QCOMPARE(m_page->question(), QStringLiteral("Should we compress gradients on this fabric?"));
        QVERIFY(chartNamed(*m_page, "compression_time_vs_ratio"));
        QVERIFY(chartNamed(*m_page, "compression_codec_budget"));
        QVERIFY(chartNamed(*m_page, "compression_speedup_heatmap"));
    }

    void theTimeCurvesEqualCoreCompressionAtEveryRatio()
    {
        const Scenario s;
        const ChartPanel *chart = chartNamed(*m_page, "compression_time_vs_ratio");
        const auto compressed = seriesNamed(chart, "compressed total");
        const auto uncompressed = seriesNamed(chart, "uncompressed T(M)");
        const auto transfer = seriesNamed(chart, "transfer T(M/r)");
        QVERIFY(compressed && uncompressed && transfer);
        QVERIFY(compressed->xs.size() >= 100);
        QCOMPARE(compressed->xs.front(), 1.0);
        COMPARE_REL(compressed->xs.back(), 1000.0, 1e-12);
        for (std::size_t i = 0; i < compressed->xs.size(); ++i) {
            const CompressionResult c = compression(s, s.gpus, s.size_bytes, compressed->xs[i], s.codec_s).value();
            COMPARE_REL(compressed->ys[i], c.compressed_s, kRel);
            COMPARE_REL(uncompressed->ys[i], c.uncompressed_s, kRel);
            COMPARE_REL(transfer->ys[i], c.transfer_s, kRel);
        }
    }

    void theBreakEvenLineAndCurrentMarkerSitWhereCoreSays()
    {
        const Scenario s;
        const ChartPanel *chart = chartNamed(*m_page, "compression_time_vs_ratio");
        const auto line = seriesNamed(chart, "break-even r*");
        QVERIFY(line);
        const double rStar = breakEvenRatio(s, s.gpus, s.size_bytes, s.codec_s).value();
        QCOMPARE(line->xs.size(), std::size_t(2));
        COMPARE_REL(line->xs[0], rStar, kRel);
        COMPARE_REL(line->xs[1], rStar, kRel);

        const auto current = seriesNamed(chart, "current r");
        QVERIFY(current);
        QCOMPARE(current->xs, std::vector<double>{64.0});
        COMPARE_REL(current->ys.front(), compression(s).value().compressed_s, kRel);
    }

    void theBudgetChartShowsTheBudgetItsAsymptoteAndTheCodec()
    {
        const Scenario s;
        const ChartPanel *chart = chartNamed(*m_page, "compression_codec_budget");
        const auto budget = seriesNamed(chart, "codec budget");
        QVERIFY(budget && !budget->xs.empty());
        const CompressionCurves curves = compressionVsRatio(s, budget->xs);
        for (std::size_t i = 0; i < budget->xs.size(); ++i)
            COMPARE_REL(budget->ys[i], curves.codec_budget_s[i], kRel);

        const auto asymptote = seriesNamed(chart, "bandwidth term (r → ∞)");
        QVERIFY(asymptote);
        for (double y : asymptote->ys)
            COMPARE_REL(y, collectiveCost(s.compression_collective, s).value().bandwidth_s, kRel);

        const auto codec = seriesNamed(chart, "T_codec");
        QVERIFY(codec);
        for (double y : codec->ys)
            QCOMPARE(y, s.codec_s);

        // The shaded regions split at r*, the "pays" side on the right.
        const RectLayer *regions = rectLayerOf(chart);
        QVERIFY(regions);
        QCOMPARE(regions->rects().size(), std::size_t(2));
        COMPARE_REL(regions->rects()[1].x0, breakEvenRatio(s, s.gpus, s.size_bytes, s.codec_s).value(), kRel);
        QVERIFY(regions->rects()[1].text.contains("pays"));
    }

    void theHeatmapCellsAreCoresSpeedupGrid()
    {
        const Scenario s;
        const ChartPanel *chart = chartNamed(*m_page, "compression_speedup_heatmap");
        const RectLayer *cells = rectLayerOf(chart);
        QVERIFY(cells);
        const Grid<double> &shown = m_page->speedups();
        const Grid<double> expected = speedupGrid(s, shown.xs, shown.ys);
        QCOMPARE(cells->rects().size(), expected.values.size());
        QVERIFY(cells->rects().size() < 900);
        QCOMPARE(shown.values, expected.values);
        for (std::size_t iy = 0; iy < shown.ys.size(); ++iy) {
            for (std::size_t ix = 0; ix < shown.xs.size(); ++ix) {
                const RectLayer::Rect &r = cells->rects()[iy * shown.xs.size() + ix];
                QVERIFY(r.x0 < shown.xs[ix] && shown.xs[ix] < r.x1);
                QVERIFY(r.y0 < shown.ys[iy] && shown.ys[iy] < r.y1);
                QCOMPARE(r.color, CompressionPage::speedupColor(expected.at(ix, iy)));
            }
        }
        // The grid spans r = 1..1000 and T_codec = 1 µs..1 s.
        COMPARE_REL(cells->rects().front().x0, 1.0, 1e-9);
        COMPARE_REL(cells->rects().back().x1, 1000.0, 1e-9);
        COMPARE_REL(cells->rects().front().y0, 1e-6, 1e-9);
        COMPARE_REL(cells->rects().back().y1, 1.0, 1e-9);
    }

    // Moving r or T_codec, which the map spans, leaves its cells alone; anything else draws them anew.
    void theHeatmapCellsFollowTheLinksNotRAndTCodec()
    {
        const ChartPanel *chart = chartNamed(*m_page, "compression_speedup_heatmap");
        const RectLayer *cells = rectLayerOf(chart);
        QVERIFY(cells);
        const std::vector<RectLayer::Rect> before = cells->rects();
        Scenario s;
        s.ratio = 300;
        s.codec_s = 0.05;
        m_page->refresh(s);
        QCOMPARE(cells->rects(), before);
        QCOMPARE(m_page->speedups().values, speedupGrid(s, m_page->speedups().xs, m_page->speedups().ys).values);
        s.inter.beta_Bps = 5e9;
        m_page->refresh(s);
        QVERIFY(cells->rects() != before);
        const Grid<double> expected = speedupGrid(s, m_page->speedups().xs, m_page->speedups().ys);
        QCOMPARE(m_page->speedups().values, expected.values);
        for (std::size_t i = 0; i < expected.values.size(); ++i)
            QCOMPARE(cells->rects()[i].color, CompressionPage::speedupColor(expected.values[i]));
    }

    void theHeatmapColoursDivergeAtSpeedupOne()
    {
        const QColor one = CompressionPage::speedupColor(1.0);
        QVERIFY(std::abs(one.red() - one.blue()) < 4); // neutral
        const QColor faster = CompressionPage::speedupColor(8.0);
        const QColor slower = CompressionPage::speedupColor(1 / 8.0);
        QVERIFY(faster.blue() > faster.red());
        QVERIFY(slower.red() > slower.blue());
        QCOMPARE(CompressionPage::speedupColor(100.0), CompressionPage::speedupColor(10.0)); // saturates
    }

    void theHeatmapMarksTheContourAndTheCurrentPoint()
    {
        const Scenario s;
        const ChartPanel *chart = chartNamed(*m_page, "compression_speedup_heatmap");
        const auto contour = seriesNamed(chart, "break-even (1×)");
        QVERIFY(contour && !contour->xs.empty());
        const CompressionCurves curves = compressionVsRatio(s, contour->xs);
        for (std::size_t i = 0; i < contour->xs.size(); ++i) {
            COMPARE_REL(contour->ys[i], curves.codec_budget_s[i], kRel);
            // On the contour the speed-up is exactly 1.
            COMPARE_REL(compression(s, s.gpus, s.size_bytes, contour->xs[i], contour->ys[i]).value().speedup, 1.0,
                        1e-9);
        }
        const auto current = seriesNamed(chart, "current");
        QVERIFY(current);
        QCOMPARE(current->xs, std::vector<double>{s.ratio});
        QCOMPARE(current->ys, std::vector<double>{s.codec_s});
    }

    void theNapkinReproducesTheSourcesWorkedExample()
    {
        const QString text = m_page->napkinText();
        for (const char *expected :
             {"42.4 ms", "15.6 MB", "3.17 ms", "5.17 ms", "8.2×", "39.2 ms", "compression pays", "1.05×"}) {
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
        }
    }

    void oddInputsNeitherCrashNorPrintNan_data()
    {
        QTest::addColumn<Scenario>("scenario");
        Scenario s;
        s.gpus = 1;
        QTest::newRow("N = 1: nothing is sent") << s;
        s.codec_s = 0;
        QTest::newRow("N = 1 and a free codec") << s;
        s = {};
        s.codec_s = 0;
        QTest::newRow("T_codec = 0") << s;
        s = {};
        s.ratio = 1;
        QTest::newRow("r = 1") << s;
        s = {};
        s.size_bytes = 0;
        QTest::newRow("M = 0") << s;
        s = {};
        s.codec_s = 1;
        QTest::newRow("T_codec = 1 s: never pays") << s;
        s = {};
        s.compression_collective = Algorithm::AllReduceRhd;
        s.gpus = 96;
        QTest::newRow("rhd at N = 96: not applicable") << s;
        s = {};
        s.compression_collective = Algorithm::AllReduceTree;
        QTest::newRow("tree AllReduce") << s;
    }

    void oddInputsNeitherCrashNorPrintNan()
    {
        QFETCH(Scenario, scenario);
        m_page->refresh(scenario);
        QApplication::processEvents();
        const QString text = m_page->napkinText();
        QVERIFY(!text.isEmpty());
        const QRegularExpression bad("\\b(nan|inf|infinity)\\b", QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!bad.match(text).hasMatch(), qPrintable(text));
        for (ChartPanel *chart : m_page->charts()) {
            for (const ChartPanel::SeriesData &d : ChartInspector(chart).seriesData()) {
                for (std::size_t i = 0; i < d.xs.size(); ++i)
                    QVERIFY2(std::isfinite(d.xs[i]) && std::isfinite(d.ys[i]), qPrintable(d.name));
            }
            QVERIFY(std::isfinite(chart->axes().yMin()) && std::isfinite(chart->axes().yMax()));
            QVERIFY(chart->axes().yMin() < chart->axes().yMax());
        }
    }

    void nothingSentDrawsNoBreakEvenAndSaysWhy()
    {
        Scenario s;
        s.gpus = 1;
        m_page->refresh(s);
        const ChartPanel *chart = chartNamed(*m_page, "compression_time_vs_ratio");
        QVERIFY(!seriesNamed(chart, "break-even r*"));
        QVERIFY(m_page->napkinText().contains(
            QString::fromStdString(breakEvenRatio(s, s.gpus, s.size_bytes, s.codec_s).explanation().english())));
    }

private:
    std::unique_ptr<CompressionPage> m_page;
};

QTEST_MAIN(TestCompressionPage)
#include "test_compressionpage.moc"
