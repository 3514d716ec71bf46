// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Measured page draws, as core computes it (sweep.h): the points in nccl-tests' columns, the curve
// sizes over whole decades, the regime fit as a piecewise function of size, the textbook model on the chosen
// link, the production model (the production AllReduce, or the table's algorithm under its cheapest protocol)
// and its protocol switch sizes (per-peer sizes converted back); plus the fit's "α is poorly pinned" from the
// data alone (sendrecv_perf on one NVLink node) and busbw's multi-node facts.
#include "testutil.h"

#include "commviz/measure.h"
#include "commviz/production.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QFile>
#include <QTest>

using namespace commviz;

namespace {

MeasuredTable fixtureTable(const QString &file, int table)
{
    const QString path = QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/" + file;
    const Result<std::string> text = readMeasurementFile(QFile::encodeName(path).toStdString());
    return text.ok() ? parseMeasurements(text.value()).tables.at(std::size_t(table)) : MeasuredTable{};
}

const QString kA3 = "nccl_allreduce_a3mega_h100_16rank_2node.txt";
const QString kNode = "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt";

bool anyContains(const std::vector<Text> &texts, const std::string &needle)
{
    return std::any_of(texts.begin(), texts.end(),
                       [&](const Text &t) { return t.english().find(needle) != std::string::npos; });
}

} // namespace

class TestMeasuredSweeps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pointsAreNcclTestsColumns();
    void curveSizesSpanWholeDecades();
    void theRegimeCurveIsEachRangesLineBetweenItsBoundaries();
    void theTextbookModelUsesTheChosenLink();
    void theProductionModelIsProductionAllReduceOrTheCheapestProtocol();
    void protocolSwitchSizesOfACostAreThoseOfItsAlgorithm();
    void perPeerSwitchSizesArePrintedSizes();
    void alphaIsPoorlyPinnedFromTheDataAlone_data();
    void alphaIsPoorlyPinnedFromTheDataAlone();
    void aMultiNodeBusbwCountsItsCrossingSteps();
};

void TestMeasuredSweeps::pointsAreNcclTestsColumns()
{
    const MeasuredTable t = fixtureTable(kA3, 0);
    const Curve time = measuredPoints(t, false, MeasuredQuantity::Time);
    const Curve bus = measuredPoints(t, false, MeasuredQuantity::BusBw);
    QCOMPARE(time.x.size(), t.out_of_place.size());
    for (std::size_t i = 0; i < time.x.size(); ++i) {
        QCOMPARE(time.y[i], t.out_of_place[i].time_s);
        COMPARE_REL(bus.y[i], t.out_of_place[i].size_bytes / t.out_of_place[i].time_s * 2 * 15 / 16, 1e-15);
    }
    // Size-0 rows are left out (a log axis has no 0).
    const MeasuredTable zeros = fixtureTable("nccl_allgather_autodl_2080ti_2gpu_pcie.txt", 0);
    QVERIFY(measuredPoints(zeros, false, MeasuredQuantity::AlgBw).x.size() < zeros.out_of_place.size());
}

void TestMeasuredSweeps::curveSizesSpanWholeDecades()
{
    const std::vector<double> sizes = measuredCurveSizes(fixtureTable(kA3, 0), 50); // 8 B … 8.59 GB
    QCOMPARE(sizes.size(), std::size_t{50});
    QCOMPARE(sizes.front(), 1.0);
    QCOMPARE(sizes.back(), 1e10);
    QVERIFY(measuredCurveSizes(MeasuredTable{}, 50).empty());
}

void TestMeasuredSweeps::theRegimeCurveIsEachRangesLineBetweenItsBoundaries()
{
    const MeasuredTable t = fixtureTable(kA3, 0);
    const MeasuredFit f = fitTable(t).value();
    const RegimeFit r = fitRegimes(t).value();
    QCOMPARE(r.count(), 3);
    const Curve c = measuredRegimesVsSize(t, f, r, MeasuredQuantity::Time, 10);
    QCOMPARE(c.x.size(), std::size_t{30});
    QCOMPARE(c.x.front(), r.ranges.front().from_bytes);
    QCOMPARE(c.x.back(), r.ranges.back().to_bytes);
    // Each boundary twice: the end of one line and the start of the next.
    QCOMPARE(c.x[9], r.boundaries_bytes[0]);
    QCOMPARE(c.x[10], r.boundaries_bytes[0]);
    for (std::size_t k = 0; k < c.x.size(); ++k) {
        const RegimeRange &g = r.ranges[k / 10];
        COMPARE_REL(c.y[k], f.coefficients.latency * g.alpha_s + f.coefficients.bandwidth * c.x[k] / g.beta_Bps, 1e-12);
    }
}

void TestMeasuredSweeps::theTextbookModelUsesTheChosenLink()
{
    const MeasuredTable t = fixtureTable(kNode, 0); // ring AllReduce on 8 ranks
    const MeasuredModel m = *measuredModel(t, fitTable(t));
    const Scenario s;
    for (const auto &[link, l] : {std::pair{LinkKind::Inter, s.inter}, std::pair{LinkKind::Intra, s.intra}}) {
        const Curve c = measuredModelVsSize(t, m, s, link, MeasuredQuantity::Time, {1e6, 1e9});
        for (std::size_t k = 0; k < 2; ++k)
            COMPARE_REL(c.y[k], 14 * l.alpha_s + 14.0 / 8 * c.x[k] / l.beta_Bps, 1e-12);
    }
    // osu_bw's counterpart is the effective bandwidth.
    const MeasuredTable bw = fixtureTable("osu_bw_azure_hbv3_2node_ib.txt", 0);
    const Curve e =
        measuredModelVsSize(bw, *measuredModel(bw, fitTable(bw)), s, LinkKind::Inter, MeasuredQuantity::AlgBw, {1e6});
    COMPARE_REL(e.y.front(), effectiveBandwidth(s.inter, 1e6).value(), 1e-12);
    QVERIFY(measuredProductionVsSize(bw, *measuredModel(bw, fitTable(bw)), s, LinkKind::Inter, MeasuredQuantity::AlgBw,
                                     {1e6})
                .x.empty());
}

void TestMeasuredSweeps::theProductionModelIsProductionAllReduceOrTheCheapestProtocol()
{
    Scenario s;
    s.in_network = true;
    const MeasuredTable ar = fixtureTable(kA3, 0);
    const MeasuredModel m = *measuredModel(ar, fitTable(ar));
    const Curve c = measuredProductionVsSize(ar, m, s, LinkKind::Inter, MeasuredQuantity::Time, {1e3, 1e9});
    for (std::size_t k = 0; k < 2; ++k)
        QCOMPARE(c.y[k], productionAllReduce(s, 16, c.x[k]).value().cost.total_s());

    const MeasuredTable ag = fixtureTable(kNode, 1); // AllGather ring on 8: its own algorithm on the link
    const MeasuredModel g = *measuredModel(ag, fitTable(ag));
    const Curve p = measuredProductionVsSize(ag, g, s, LinkKind::Intra, MeasuredQuantity::Time, {1e3, 1e9});
    for (std::size_t k = 0; k < 2; ++k)
        QCOMPARE(
            p.y[k],
            cheapestProtocol(Algorithm::AllGatherRing, onLink(s, LinkKind::Intra), 8, p.x[k]).value().cost.total_s());
}

void TestMeasuredSweeps::protocolSwitchSizesOfACostAreThoseOfItsAlgorithm()
{
    const Scenario s; // SPEC.md 6.4's golden: ring AllReduce on 256, 6.51 MB and 525.7 MB
    const ProtocolSwitches ring = protocolSwitchSizes(Algorithm::AllReduceRing, s).value();
    const ProtocolSwitches same = protocolSwitchSizes(collectiveCost(Algorithm::AllReduceRing, s, 256, 1.0).value());
    QCOMPARE(same.ll_ll128_bytes, ring.ll_ll128_bytes);
    QCOMPARE(same.ll128_simple_bytes, ring.ll128_simple_bytes);
    QCOMPARE(QString::fromStdString(formatSize(ring.ll_ll128_bytes)), QStringLiteral("6.51 MB"));
    // Point to point: L = α, w = 1/β.
    const ProtocolSwitches p2p = protocolSwitchSizes(Cost{s.inter.alpha_s, 1 / s.inter.beta_Bps});
    COMPARE_REL(p2p.ll_ll128_bytes, s.inter.alpha_s * (1.3 / 14) * s.inter.beta_Bps / (2 - 1 / 0.92), 1e-12);
}

void TestMeasuredSweeps::perPeerSwitchSizesArePrintedSizes()
{
    MeasuredTable t;
    t.collective = "osu_allgather";
    t.sizes = SizeConvention::PerPeer;
    t.ranks = 16;
    const MeasuredModel m{FitModel{"allgather_ring", Algorithm::AllGatherRing}, 16};
    const Scenario s;
    const ProtocolSwitches printed = measuredProtocolSwitches(t, m, s, LinkKind::Inter).value();
    const ProtocolSwitches payload = protocolSwitchSizes(Algorithm::AllGatherRing, s, 16).value();
    COMPARE_REL(printed.ll_ll128_bytes * 16, payload.ll_ll128_bytes, 1e-15);
    COMPARE_REL(printed.ll128_simple_bytes * 16, payload.ll128_simple_bytes, 1e-15);
}

void TestMeasuredSweeps::alphaIsPoorlyPinnedFromTheDataAlone_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<bool>("poorlyPinned");
    QTest::addColumn<QString>("warning"); // empty: none about α
    QTest::newRow("sendrecv on one NVLink node from 32 MiB: doubling the size doubles the time")
        << kNode << 4 << true << "from 33.6 MB to 67.1 MB the time already grows 1.9× for 2× the size";
    QTest::newRow("AllReduce on one node from 32 MiB: no size below the crossover")
        << kNode << 0 << true << "no size below the crossover";
    QTest::newRow("A3-Mega from 8 B: latency-dominated sizes") << kA3 << 0 << false << "";
    QTest::newRow("osu_latency from 1 B") << "osu_latency_azure_hbv3_2node_ib.txt" << 0 << false << "";
    QTest::newRow("osu_bw: α not fitted at all") << "osu_bw_azure_hbv3_2node_ib.txt" << 0 << false << "";
}

void TestMeasuredSweeps::alphaIsPoorlyPinnedFromTheDataAlone()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(bool, poorlyPinned);
    QFETCH(QString, warning);
    const MeasuredFit f = fitTable(fixtureTable(file, table)).value();
    QCOMPARE(f.alpha_poorly_pinned, poorlyPinned);
    // Each fit says why in one warning: the crossover's, or the data's own.
    QCOMPARE(anyContains(f.warnings, "α is poorly pinned") || anyContains(f.warnings, "α = "), poorlyPinned);
    QCOMPARE(anyContains(f.warnings, "extrapolation of the bandwidth regime"), warning.startsWith("from"));
    if (!warning.isEmpty())
        QVERIFY2(anyContains(f.warnings, warning.toStdString()), qPrintable(warning));
}

void TestMeasuredSweeps::aMultiNodeBusbwCountsItsCrossingSteps()
{
    const Scenario s; // G = 8
    const BusBandwidthFraction b = *busBandwidthFraction(fixtureTable(kA3, 0), s);
    QCOMPARE(b.link, LinkKind::Inter);
    QCOMPARE(b.nodes, 2);
    QVERIFY(b.ring);
    QCOMPARE(b.ring_steps, 15);
    QCOMPARE(b.crossing_steps, 1);
    QCOMPARE(b.intra_beta_Bps, s.intra.beta_Bps);
    COMPARE_REL(b.intra_fraction, b.busbw_Bps / 450e9, 1e-15);
    QCOMPARE(QString::fromStdString(formatPercent(b.intra_fraction)), QStringLiteral("75.3%"));
    const BusBandwidthFraction one = *busBandwidthFraction(fixtureTable(kNode, 0), s);
    QCOMPARE(one.link, LinkKind::Intra);
    QCOMPARE(one.nodes, 1);
    QCOMPARE(one.crossing_steps, 0);
    Scenario four;
    four.gpus_per_node = 4; // the log's rank list (one host) decides over G = 4
    QVERIFY(!busBandwidthFraction(fixtureTable(kNode, 3), four)->ring); // AlltoAll: pairwise, not a ring
    QCOMPARE(busBandwidthFraction(fixtureTable(kNode, 1), four)->nodes, 1);
}

QTEST_MAIN(TestMeasuredSweeps)
#include "test_measuredsweeps.moc"
