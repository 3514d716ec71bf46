// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The buckets page draws core's numbers: F and the exposed time against b equal bucketsVsSize() and bucketPlan(),
// the current, best and 25 MiB markers sit where core puts them, the timeline's blocks are bucketTimeline()'s (and,
// with more blocks than pixels, core's merged spans in the legend's colours); the napkin shows SPEC.md's worked
// example and follows T_b, b, N, α, β and M as core says; the CSV holds the data. The page in the window (the panel,
// the shortcuts, projector mode) is test_bucketswindow.
#include "chartinspector.h"
#include "chartpanel.h"
#include "measurements.h"
#include "pages/buckets/bucketspage.h"
#include "pages/buckets/bucketstimeline.h"
#include "pages/pages.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/parameters.h"
#include "commviz/units.h"

#include <QGuiApplication>
#include <QScreen>
#include <QTest>
#include <QToolTip>

#include <memory>

using namespace commviz;
using namespace commviz::ui;

Q_DECLARE_METATYPE(commviz::Scenario)
Q_DECLARE_METATYPE(commviz::Param)

namespace {

constexpr double kRel = 1e-12;

QString fine(double seconds)
{
    return QString::fromStdString(formatTimeFine(seconds));
}

Scenario with(void (*change)(Scenario &))
{
    Scenario s;
    change(s);
    return s;
}

// Scenarios across the page's regimes: network-bound and compute-bound, other collectives, N, M.
void scenarioRows()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("SPEC.md's defaults: 25 MiB on 256 GPUs") << Scenario{};
    QTest::newRow("compute-bound: T_b = 1 s") << with([](Scenario &s) { s.backward_s = 1; });
    QTest::newRow("64 KB buckets") << with([](Scenario &s) { s.bucket_bytes = 64e3; });
    QTest::newRow("8 GPUs") << with([](Scenario &s) { s.gpus = 8; });
    QTest::newRow("10 GB of gradients") << with([](Scenario &s) { s.size_bytes = 10e9; });
    QTest::newRow("hierarchical tree buckets")
        << with([](Scenario &s) { s.bucket_collective = Algorithm::AllReduceHierTree; });
    QTest::newRow("no backward time") << with([](Scenario &s) { s.backward_s = 0; });
}

} // namespace

class TestBucketsPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_page = std::make_unique<BucketsPage>();
        m_page->resize(1600, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->refresh(Scenario{});
    }
    void cleanup() { m_page.reset(); }

    void thePageIsNamedAfterItsQuestionAndFollowsCompression()
    {
        QCOMPARE(m_page->id(), PageId::Buckets);
        QCOMPARE(pageKey(PageId::Buckets), QStringLiteral("buckets"));
        QCOMPARE(m_page->question(), QStringLiteral("How big should gradient buckets be?"));
        QVERIFY(m_page->chart("buckets_finish_vs_size"));
        QVERIFY(m_page->chart("buckets_timeline"));
        QWidget host;
        Measurements measurements;
        const std::vector<ChartPage *> pages = createPages(&host, &measurements);
        QCOMPARE(pages.size(), pageInfos().size());
        for (std::size_t i = 0; i < pages.size(); ++i)
            QCOMPARE(pages[i]->id(), pageInfos()[i].id); // the window's tab order is the table's
        QCOMPARE(pages[5]->id(), PageId::Buckets);
        QCOMPARE(pages[4]->id(), PageId::Compression);
        const std::vector<Param> &reads = pageInfo(PageId::Buckets).params;
        for (Param p : {Param::Alpha, Param::Beta, Param::Gpus, Param::Size, Param::Backward, Param::Bucket,
                        Param::BucketCollective})
            QVERIFY2(std::find(reads.begin(), reads.end(), p) != reads.end(), parameter(p).key.data());
    }

    void theCurvesEqualCoreAtEverySampledSize_data() { scenarioRows(); }
    void theCurvesEqualCoreAtEverySampledSize()
    {
        QFETCH(Scenario, scenario);
        m_page->refresh(scenario);
        const ChartPanel *chart = m_page->sizeChart();
        const auto finish = ChartInspector(chart).series("step time F");
        const auto exposed = ChartInspector(chart).series("exposed F − T_b");
        QVERIFY(finish && exposed);
        QVERIFY(finish->xs.size() >= 300);
        // From 64 KB to M, widened to hold b, the best size and DDP's 25 MiB.
        const double bestSize = bucketSizeForCount(scenario.size_bytes, bestBuckets(scenario).value().count);
        QCOMPARE(finish->xs.front(), std::min({BucketsPage::kMinBucketBytes, scenario.bucket_bytes, bestSize}));
        QCOMPARE(finish->xs.back(),
                 std::max({scenario.size_bytes, scenario.bucket_bytes, BucketsPage::kDdpBucketBytes}));
        const BucketCurves core = bucketsVsSize(scenario, finish->xs);
        QCOMPARE(core.finish_s.size(), finish->xs.size());
        for (std::size_t i = 0; i < finish->xs.size(); ++i) {
            Scenario at = scenario;
            at.bucket_bytes = finish->xs[i];
            const BucketPlan p = bucketPlan(at).value();
            COMPARE_REL(finish->ys[i], p.finish_s, kRel);
            COMPARE_REL(finish->ys[i], core.finish_s[i], kRel);
        }
        // The exposed time is drawn where the log axis can show it (> 0), at core's values.
        std::size_t shown = 0;
        for (std::size_t i = 0; i < exposed->xs.size(); ++i) {
            Scenario at = scenario;
            at.bucket_bytes = exposed->xs[i];
            COMPARE_REL(exposed->ys[i], bucketPlan(at).value().exposed_s, kRel);
            ++shown;
        }
        QVERIFY(shown > 0);
        const auto noOverlap = ChartInspector(chart).series("no overlap: T_b + T_AR(M)");
        QVERIFY(noOverlap);
        for (double y : noOverlap->ys)
            COMPARE_REL(y, bucketPlan(scenario).value().no_overlap_s, kRel);
    }

    void theMarkersSitAtTheCurrentTheBestAndDdpsSizes_data() { scenarioRows(); }
    void theMarkersSitAtTheCurrentTheBestAndDdpsSizes()
    {
        QFETCH(Scenario, scenario);
        m_page->refresh(scenario);
        const ChartPanel *chart = m_page->sizeChart();
        const auto current = ChartInspector(chart).series("current b");
        const auto best = ChartInspector(chart).series("best b");
        const auto ddp = ChartInspector(chart).series("PyTorch DDP's 25 MiB");
        QVERIFY(current && best && ddp);
        QCOMPARE(current->xs, std::vector<double>{scenario.bucket_bytes});
        QCOMPARE(current->ys, std::vector<double>{bucketPlan(scenario).value().finish_s});
        Scenario at25 = scenario;
        at25.bucket_bytes = 25 * 1048576.0;
        QCOMPARE(ddp->xs, std::vector<double>{25 * 1048576.0});
        QCOMPARE(ddp->ys, std::vector<double>{bucketPlan(at25).value().finish_s});
        const BucketPlan optimum = bestBuckets(scenario).value();
        QCOMPARE(best->xs.size(), std::size_t(1));
        COMPARE_REL(best->xs[0], optimum.bucket_bytes, 1e-14);
        QCOMPARE(bucketCount(scenario.size_bytes, best->xs[0]).value(), optimum.count); // on its step of the curve
        QCOMPARE(best->ys, std::vector<double>{optimum.finish_s});
        // Each is a sample of the curve, so the marker sits on it.
        const auto finish = ChartInspector(chart).series("step time F");
        for (const auto &mark : {*current, *best, *ddp}) {
            const auto it = std::find(finish->xs.begin(), finish->xs.end(), mark.xs[0]);
            QVERIFY(it != finish->xs.end());
            QCOMPARE(finish->ys[std::size_t(it - finish->xs.begin())], mark.ys[0]);
        }
        // Labelled, one row each.
        const QStringList labels = m_page->markLabels();
        QVERIFY2(labels.filter("best: B = " + QString::number(optimum.count)).size() == 1,
                 qPrintable(labels.join('|')));
        QVERIFY(labels.filter("current b").size() == 1);
        QCOMPARE(labels.size(), scenario.bucket_bytes == 25 * 1048576.0 ? 2 : 3);
        QVERIFY(labels.join('|').contains("25 MiB"));
    }

    void theTimelinesBlocksAreCoresBucketTimeline()
    {
        const Scenario s;
        const BucketTimeline core = bucketTimeline(s).value();
        BucketTimelineChart *t = m_page->timeline();
        QVERIFY(!t->computeMerged() && !t->networkMerged());
        QCOMPARE(t->networkDrawn().size(), core.buckets.size());
        for (std::size_t i = 0; i < core.buckets.size(); ++i) {
            QCOMPARE(t->networkDrawn()[i].start_s, core.buckets[i].start_s);
            QCOMPARE(t->networkDrawn()[i].end_s, core.buckets[i].end_s);
        }
        // The rectangles: B compute shades ending at each ready time, the exposed band, B AllReduce blocks.
        const std::vector<RectLayer::Rect> &rects = t->blocks()->rects();
        QCOMPARE(rects.size(), 2 * core.buckets.size() + 1);
        for (std::size_t i = 0; i < core.buckets.size(); ++i) {
            QCOMPARE(rects[i].x1, core.buckets[i].ready_s);
            QCOMPARE(rects[i].x0, i == 0 ? 0.0 : core.buckets[i - 1].ready_s);
        }
        const RectLayer::Rect &exposed = rects[core.buckets.size()];
        QCOMPARE(exposed.x0, s.backward_s);
        QCOMPARE(exposed.x1, core.plan.finish_s);
        for (std::size_t i = 0; i < core.buckets.size(); ++i) {
            const RectLayer::Rect &block = rects[core.buckets.size() + 1 + i];
            QCOMPARE(block.x0, core.buckets[i].start_s);
            QCOMPARE(block.x1, core.buckets[i].end_s);
            QCOMPARE(block.text, QString::number(i + 1));
        }
        QCOMPARE(t->panel()->axes().xMax(), core.plan.finish_s);
        QVERIFY(t->panel()->chartTitle().contains("B = 39"));
        QVERIFY(!t->panel()->chartTitle().contains("merged"));
    }

    void moreBlocksThanPixelsAreDrawnMergedInTheLegendsColours_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::newRow("64 KB buckets: 15,625 of them") << with([](Scenario &s) { s.bucket_bytes = 64e3; });
        QTest::newRow("1 B buckets: too many for bucketTimeline") << with([](Scenario &s) { s.bucket_bytes = 1; });
        QTest::newRow("compute-bound, each AllReduce alone and thin")
            << with([](Scenario &s) { s.backward_s = 10, s.bucket_bytes = 1e6, s.inter.alpha_s = 0; });
    }
    void moreBlocksThanPixelsAreDrawnMergedInTheLegendsColours()
    {
        QFETCH(Scenario, scenario);
        m_page->refresh(scenario);
        BucketTimelineChart *t = m_page->timeline();
        const BucketPlan plan = bucketPlan(scenario).value();
        QVERIFY(t->computeMerged() || t->networkMerged());
        QVERIFY(t->panel()->chartTitle().contains("merged"));
        const double width = t->panel()->plotArea().width();
        const double pixel = (t->panel()->axes().xMax() - t->panel()->axes().xMin()) / width;
        const std::vector<BucketSpan> spans = bucketNetworkSpans(plan, scenario.backward_s, pixel).value();
        QCOMPARE(t->networkDrawn().size(), spans.size());
        QVERIFY(spans.size() <= std::size_t(width));
        // Every rectangle is one of the legend's colours at full strength (no blend), and none is narrower than a
        // pixel (never nothing).
        const QColor compute = palette::series(0);
        const QColor network = palette::series(1);
        std::size_t networkRects = 0;
        std::size_t computeRects = 0;
        for (const RectLayer::Rect &r : t->blocks()->rects()) {
            const bool isNetwork = r.y1 < 0.5;
            if (isNetwork) {
                QCOMPARE(r.color, network);
                QVERIFY(r.x1 - r.x0 >= pixel * (1 - 1e-9));
                ++networkRects;
            } else if (t->computeMerged() && r.x0 == 0) {
                QCOMPARE(r.color, compute);
                QCOMPARE(r.x1, scenario.backward_s);
                ++computeRects;
            }
        }
        QCOMPARE(networkRects, spans.size());
        QCOMPARE(computeRects, t->computeMerged() ? std::size_t(1) : std::size_t(0));
        QCOMPARE(t->timeline().has_value(), plan.count <= kMaxTimelineBuckets);
    }

    void theNapkinShowsSpecsWorkedExample()
    {
        const QString text = m_page->napkinText();
        for (const QString figure : {"= 39", "= 3.57 ms", "= 140.8 ms", "= 80.8", "= 102.4 ms", "B* = 8", "125 MB",
                                     "= 67.74 ms", "7.74 ms", "⌈1 GB / 25 MiB⌉"})
            QVERIFY2(text.contains(figure), qPrintable(figure + " not in: " + text));
        QVERIFY(text.contains("slower than no overlap"));
        QVERIFY(!text.contains("nan", Qt::CaseInsensitive));
    }

    void movingAParameterChangesTheNapkinAsCoreSays_data()
    {
        QTest::addColumn<Param>("param");
        QTest::addColumn<double>("value");
        QTest::newRow("T_b = 200 ms") << Param::Backward << 0.2;
        QTest::newRow("b = 100 MB") << Param::Bucket << 100e6;
        QTest::newRow("N = 32") << Param::Gpus << 32.0;
        QTest::newRow("α = 20 µs") << Param::Alpha << 20e-6;
        QTest::newRow("β = 12.5 GB/s") << Param::Beta << 12.5e9;
        QTest::newRow("M = 8 GB") << Param::Size << 8e9;
    }
    void movingAParameterChangesTheNapkinAsCoreSays()
    {
        QFETCH(Param, param);
        QFETCH(double, value);
        Scenario s;
        setParamValue(s, param, value);
        m_page->refresh(s);
        const BucketPlan now = bucketPlan(s).value();
        const BucketPlan best = bestBuckets(s).value();
        QVERIFY(now.finish_s != bucketPlan(Scenario{}).value().finish_s || best.count != 8);
        const QString text = m_page->napkinText();
        for (const QString &figure :
             {"= " + QString::number(now.count), fine(now.finish_s), fine(now.exposed_s), fine(now.no_overlap_s),
              "B* = " + QString::number(best.count), "= " + fine(best.finish_s)})
            QVERIFY2(text.contains(figure), qPrintable(figure + " not in: " + text));
        const auto current = ChartInspector(m_page->sizeChart()).series("current b");
        QCOMPARE(current->ys, std::vector<double>{now.finish_s});
        QCOMPARE(m_page->timeline()->timeline()->plan.finish_s, now.finish_s);
    }

    void oddInputsNeitherCrashNorPrintNaN_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::newRow("one GPU: nothing is sent") << with([](Scenario &s) { s.gpus = 1; });
        QTest::newRow("no gradients") << with([](Scenario &s) { s.size_bytes = 0; });
        QTest::newRow("bucket larger than M") << with([](Scenario &s) { s.bucket_bytes = 4e9; });
        QTest::newRow("halving-doubling on 6 GPUs") << with([](Scenario &s) {
            s.gpus = 6;
            s.bucket_collective = Algorithm::AllReduceRhd;
        });
        QTest::newRow("tiny payload, zero latency")
            << with([](Scenario &s) { s.size_bytes = 1e3, s.inter.alpha_s = 0; });
    }
    void oddInputsNeitherCrashNorPrintNaN()
    {
        QFETCH(Scenario, scenario);
        m_page->refresh(scenario);
        const QString text = m_page->napkinText();
        QVERIFY(!text.isEmpty());
        QVERIFY2(!text.contains("nan", Qt::CaseInsensitive) && !text.contains("inf"), qPrintable(text));
        QVERIFY(!m_page->timeline()->panel()->chartTitle().isEmpty());
        if (!bucketPlan(scenario).ok())
            QVERIFY2(text.contains("—"), qPrintable(text));
    }

    void theCsvHoldsTheSweepAndEveryBlock()
    {
        const QStringList sizes = m_page->sizeChart()->csv().trimmed().split('\n');
        QCOMPARE(sizes.front(),
                 QStringLiteral("bucket size b (B),buckets B,step time F (s),exposed communication F − T_b "
                                "(s),no overlap: T_b + T_AR(M) (s),marked"));
        QCOMPARE(sizes.size() - 1, qsizetype(m_page->curves().bucket_bytes.size()));
        int marked = 0;
        for (qsizetype i = 1; i < sizes.size(); ++i) {
            const QStringList cells = sizes[i].split(',');
            QCOMPARE(cells.size(), 6);
            Scenario at;
            at.bucket_bytes = cells[0].toDouble();
            const BucketPlan p = bucketPlan(at).value();
            QCOMPARE(cells[1].toLongLong(), p.count);
            COMPARE_REL(cells[2].toDouble(), p.finish_s, 1e-10);
            COMPARE_REL(cells[3].toDouble(), p.exposed_s, 1e-10);
            marked += cells[5].isEmpty() ? 0 : 1;
        }
        QCOMPARE(marked, 2); // the current b (which is DDP's) and the best
        const QStringList blocks = m_page->timeline()->panel()->csv().trimmed().split('\n');
        QCOMPARE(blocks.front(), QStringLiteral("bucket,bucket size (B),ready (s),start (s),end (s)"));
        const BucketTimeline core = bucketTimeline(Scenario{}).value();
        QCOMPARE(blocks.size() - 1, qsizetype(core.buckets.size()));
        const QStringList last = blocks.back().split(',');
        COMPARE_REL(last[4].toDouble(), core.plan.finish_s, 1e-10);
    }

    void hoveringABlockNamesItsBucket()
    {
        // On the screen, or the mouse cannot reach the timeline (the offscreen screen is small).
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        m_page->setGeometry(screen);
        m_page->refresh(Scenario{}, true);
        ChartPanel *chart = m_page->timeline()->panel();
        QTRY_VERIFY(chart->plotArea().width() > 100);
        const BucketBlock b = bucketTimeline(Scenario{}).value().buckets[2]; // a copy: the Result is a temporary
        // The napkin follows the page's width, so the charts may be laid out once more: aim again until it answers.
        const auto hover = [&] {
            const ChartInspector inside(chart);
            QTest::mouseMove(inside.surface(), inside.toSurface(chart->toScene((b.start_s + b.end_s) / 2, 0)));
            return QToolTip::text().contains("bucket 3 of 39");
        };
        QTRY_VERIFY2(hover(), qPrintable("tooltip: " + QToolTip::text()));
        QVERIFY(QToolTip::text().contains("ready at"));
    }

private:
    std::unique_ptr<BucketsPage> m_page;
};

QTEST_MAIN(TestBucketsPage)
#include "test_bucketspage.moc"
