// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The production refinements (SPEC.md section 6) against its golden values, properties of the pipelined tree and
// in-network reduction over random parameter sets (each test its own seeded generator, named in every failure),
// refusals that name the parameter, and the sweeps the charts draw. Protocols and the production choice have
// their own suite, test_protocols.cpp.
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/production.h"
#include "commviz/sweep.h"

#include <QTest>

#include <limits>

using namespace commviz;
using testutil::Random;
using testutil::roundTo;
using testutil::where;

namespace {

constexpr int kRandomSets = 1000;

double ms(double seconds)
{
    return seconds * 1e3;
}

// The quantities of SPEC.md 6's golden table, on its defaults (IB NDR, N = 256, M = 1 GB, G = 8, NVLink 4.0).
double golden(const QString &quantity)
{
    Scenario s;
    const PipelinedTree tree = pipelinedTree(s).value();
    const Cost ring = collectiveCost(Algorithm::AllReduceRing, s).value();
    const Cost inNetwork = collectiveCost(Algorithm::AllReduceInNetwork, s).value();
    const Cost twoLevel = collectiveCost(Algorithm::AllReduceTwoLevelRing, s).value();
    const ProtocolSwitches sw = protocolSwitchSizes(Algorithm::AllReduceRing, s).value();
    const auto ringUnder = [&](Protocol p) {
        return ms(protocolCost(Algorithm::AllReduceRing, s, 256, 1e9, p).value().total_s());
    };
    if (quantity == "tree_k")
        return tree.chunks;
    if (quantity == "tree_latency_ms")
        return ms(tree.cost.latency_s);
    if (quantity == "tree_bandwidth_ms")
        return ms(tree.cost.bandwidth_s);
    if (quantity == "tree_total_ms")
        return ms(tree.cost.total_s());
    if (quantity == "unpipelined_ms")
        return ms(collectiveCost(Algorithm::AllReduceTree, s).value().total_s());
    if (quantity == "in_network_ms")
        return ms(inNetwork.total_s());
    if (quantity == "in_network_speedup")
        return ring.total_s() / inNetwork.total_s();
    if (quantity == "two_level_latency_us")
        return twoLevel.latency_s * 1e6;
    if (quantity == "two_level_total_ms")
        return ms(twoLevel.total_s());
    if (quantity == "ring_ll_ms")
        return ringUnder(Protocol::LL);
    if (quantity == "ring_ll128_ms")
        return ringUnder(Protocol::LL128);
    if (quantity == "ring_simple_ms")
        return ringUnder(Protocol::Simple);
    if (quantity == "switch_ll_ll128_MB")
        return sw.ll_ll128_bytes / 1e6;
    if (quantity == "switch_ll128_simple_MB")
        return sw.ll128_simple_bytes / 1e6;
    if (quantity == "production_off_ms")
        return ms(productionAllReduce(s).value().cost.total_s());
    s.in_network = true;
    if (quantity == "production_on_ms")
        return ms(productionAllReduce(s).value().cost.total_s());
    return -1;
}

} // namespace

class TestProduction : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenValues_data();
    void goldenValues();

    void pipelinedTreeIsNeverAboveTheUnpipelinedTree();
    void pipelinedTreeBandwidthTendsToTwoMOverBeta();
    void pipelinedTreeChunkCountMinimisesItsTime();
    void chunkSizeFixesTheChunkCount();
    void inNetworkReductionIsIndependentOfN();
    void collectiveCostComputesTheProductionAlgorithms();

    void notApplicableIsExplained();
    void invalidInputNamesTheParameter_data();
    void invalidInputNamesTheParameter();
    void sweepsMatchThePointFunctions();
};

void TestProduction::goldenValues_data()
{
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("decimals");
    QTest::newRow("pipelined tree k, IB NDR N=256 1GB is 167") << "tree_k" << 167.0 << 0;
    QTest::newRow("pipelined tree latency, IB NDR N=256 1GB is 1.74 ms") << "tree_latency_ms" << 1.74 << 2;
    QTest::newRow("pipelined tree bandwidth, IB NDR N=256 1GB is 41.68 ms") << "tree_bandwidth_ms" << 41.68 << 2;
    QTest::newRow("pipelined tree total, IB NDR N=256 1GB is 43.42 ms") << "tree_total_ms" << 43.42 << 2;
    QTest::newRow("unpipelined tree beside it is still 320.1 ms") << "unpipelined_ms" << 320.1 << 1;
    QTest::newRow("in-network reduction eta=0.85 is 23.54 ms") << "in_network_ms" << 23.54 << 2;
    QTest::newRow("in-network reduction is 1.80x faster than ring") << "in_network_speedup" << 1.80 << 2;
    QTest::newRow("two-level ring latency is 534 us") << "two_level_latency_us" << 534.0 << 0;
    QTest::newRow("two-level ring total is 40.38 ms") << "two_level_total_ms" << 40.38 << 2;
    QTest::newRow("ring under LL is 80.18 ms") << "ring_ll_ms" << 80.18 << 2;
    QTest::newRow("ring under LL128 is 44.04 ms") << "ring_ll128_ms" << 44.04 << 2;
    QTest::newRow("ring under Simple is 42.39 ms") << "ring_simple_ms" << 42.39 << 2;
    QTest::newRow("ring protocol switch LL to LL128 is 6.51 MB") << "switch_ll_ll128_MB" << 6.51 << 2;
    QTest::newRow("ring protocol switch LL128 to Simple is 525.7 MB") << "switch_ll128_simple_MB" << 525.7 << 1;
    QTest::newRow("production AllReduce, in-network off, is 5.161 ms") << "production_off_ms" << 5.161 << 3;
    QTest::newRow("production AllReduce, in-network on, is 5.161 ms") << "production_on_ms" << 5.161 << 3;
}

void TestProduction::goldenValues()
{
    QFETCH(QString, quantity);
    QFETCH(double, expected);
    QFETCH(int, decimals);
    QCOMPARE(roundTo(golden(quantity), decimals), expected);
}

void TestProduction::pipelinedTreeIsNeverAboveTheUnpipelinedTree()
{
    Random r(6101);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = randomScenario(r);
        const PipelinedTree t = pipelinedTree(s).value();
        const double tree = collectiveCost(Algorithm::AllReduceTree, s).value().total_s();
        QVERIFY2(t.cost.total_s() <= tree * (1 + 1e-12), qPrintable(where(r, i, s)));
        QVERIFY2(t.chunks >= 1 && t.chunks <= kMaxChunks, qPrintable(where(r, i, s)));
    }
}

void TestProduction::pipelinedTreeBandwidthTendsToTwoMOverBeta()
{
    Random r(6102);
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = randomScenario(r);
        s.inter.alpha_s = r.logUniform(1e-8, 1e-4);
        s.gpus = r.uniformInt(3, 100000); // h ≥ 2: one level pipelines nothing
        const double gaps = ceilLog2(s.gpus) - 1;
        // M where k* = 10^6: the bandwidth term is then within (h − 1)/10^6 of 2·M/β.
        const double big = 1e12 * s.inter.alpha_s * s.inter.beta_Bps / gaps;
        double previous = std::numeric_limits<double>::infinity();
        for (double m : {big * 1e-8, big * 1e-6, big * 1e-4, big * 1e-2, big}) {
            const PipelinedTree t = pipelinedTree(s, s.gpus, m).value();
            const double ratio = t.cost.bandwidth_s / (2 * m / s.inter.beta_Bps); // (h + k − 1)/k
            const QString at = where(r, i, s) + QStringLiteral(", at M=%1: ratio %2").arg(m, 0, 'g', 17).arg(ratio);
            QVERIFY2(ratio >= 1 - 1e-12, qPrintable(at));
            QVERIFY2(ratio <= previous * (1 + 1e-12), qPrintable(at)); // closes the gap as M grows
            previous = ratio;
        }
        QVERIFY2(previous - 1 <= gaps / 0.99e6, qPrintable(where(r, i, s)));
    }
}

void TestProduction::pipelinedTreeChunkCountMinimisesItsTime()
{
    Random r(6103);
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = randomScenario(r);
        s.inter.alpha_s = r.logUniform(1e-8, 1e-4);
        const int k = optimalChunks(s.inter, s.gpus, s.size_bytes).value();
        const double best = pipelinedTreeCost(s.inter, s.gpus, s.size_bytes, k).value().total_s();
        // Brute force: the first 64 counts, and 64 on either side of k.
        for (long long j = 1; j <= k + 64; j = j < 64 ? j + 1 : std::max(j + 1, static_cast<long long>(k) - 64)) {
            if (j > kMaxChunks)
                break;
            const double other = pipelinedTreeCost(s.inter, s.gpus, s.size_bytes, int(j)).value().total_s();
            QVERIFY2(best <= other * (1 + 1e-12),
                     qPrintable(where(r, i, s) + QStringLiteral(": k=%1 costs more than k=%2").arg(k).arg(j)));
            if (j < k) // a tie goes to the smaller k
                QVERIFY2(other > best, qPrintable(where(r, i, s) + QStringLiteral(": k=%1 ties k=%2").arg(k).arg(j)));
        }
    }
}

void TestProduction::chunkSizeFixesTheChunkCount()
{
    Scenario s;
    s.chunk_bytes = 64e6; // 1 GB in 64 MB chunks: ⌈15.625⌉
    QCOMPARE(pipelinedTree(s).value().chunks, 16);
    s.chunk_bytes = 1e9 / 509; // M/c rounds to 509.00000000000006: rounding must not add a chunk
    QCOMPARE(pipelinedTree(s).value().chunks, 509);
    s.size_bytes = 0; // nothing to cut: one (empty) chunk
    QCOMPARE(pipelinedTree(s).value().chunks, 1);
    s.size_bytes = 1e9;
    s.chunk_bytes = 1; // 10^9 chunks is the most there can be
    QCOMPARE(pipelinedTree(s).value().chunks, kMaxChunks);
    s.chunk_bytes = 0.5;
    const Result<PipelinedTree> tooMany = pipelinedTree(s);
    QVERIFY(tooMany.isError());
    QCOMPARE(QString::fromStdString(tooMany.error().parameter), QString("chunk"));
    QCOMPARE(QString::fromStdString(tooMany.explanation().english()),
             QString("chunk = 0.5 B cuts M = 1 GB into more than 1000000000 chunks; use a larger chunk"));
    // T(2) = T(3) = 24 for h = 2, α = β = 1, M = 6 (k* = √6): a tie goes to the smaller k.
    QCOMPARE(optimalChunks({1, 1}, 4, 6).value(), 2);
    s.chunk_bytes.reset();
    s.inter.alpha_s = 0; // every extra chunk helps: the optimum is the cap
    QCOMPARE(pipelinedTree(s).value().chunks, kMaxChunks);
    s.inter.alpha_s = 6.2e-20; // k* = 1.5·10^9, past the cap
    QCOMPARE(pipelinedTree(s).value().chunks, kMaxChunks);
}

void TestProduction::inNetworkReductionIsIndependentOfN()
{
    Random r(6105);
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = randomScenario(r);
        s.gpus = r.uniformInt(2, 1000000);
        const Cost c = collectiveCost(Algorithm::AllReduceInNetwork, s).value();
        const Cost other =
            collectiveCost(Algorithm::AllReduceInNetwork, s, r.uniformInt(2, 1000000), s.size_bytes).value();
        QVERIFY2(c.latency_s == other.latency_s && c.bandwidth_s == other.bandwidth_s, qPrintable(where(r, i, s)));
        COMPARE_REL(c.total_s(), 2 * s.inter.alpha_s + s.size_bytes / (s.switch_efficiency * s.inter.beta_Bps), 1e-12);
        QCOMPARE(collectiveCost(Algorithm::AllReduceInNetwork, s, 1, s.size_bytes).value().total_s(), 0.0);
    }
}

void TestProduction::collectiveCostComputesTheProductionAlgorithms()
{
    const Scenario s;
    COMPARE_REL(collectiveCost(Algorithm::AllReducePipelinedTree, s).value().total_s(),
                pipelinedTreeCost(s.inter, 256, 1e9, 167).value().total_s(), 1e-15);
    QCOMPARE(findAlgorithm("allreduce_pipelined_tree"), std::optional(Algorithm::AllReducePipelinedTree));
    for (Algorithm a :
         {Algorithm::AllReducePipelinedTree, Algorithm::AllReduceTwoLevelRing, Algorithm::AllReduceInNetwork}) {
        Scenario c = s;
        c.compression_collective = a; // everything that takes an Algorithm takes these too
        const CompressionResult r = compression(c).value();
        COMPARE_REL(r.uncompressed_s, collectiveCost(a, s).value().total_s(), 1e-15);
        QVERIFY(r.speedup > 1);
        QVERIFY(coefficients(a, 256).notApplicable());
    }
}

void TestProduction::notApplicableIsExplained()
{
    Scenario s;
    s.gpus = 100;
    const Result<Cost> twoLevel = collectiveCost(Algorithm::AllReduceTwoLevelRing, s);
    QVERIFY(twoLevel.notApplicable());
    QCOMPARE(QString::fromStdString(twoLevel.explanation().english()),
             QString("the two-level ring needs N to be a multiple of G; N = 100 is not a multiple of G = 8"));
    QCOMPARE(productionAllReduce(s).value().algorithm, Algorithm::AllReduceRing); // the two-level ones drop out
    const Result<ProtocolSwitches> tree = protocolSwitchSizes(Algorithm::AllReducePipelinedTree, s);
    QVERIFY(tree.notApplicable());
    QCOMPARE(QString::fromStdString(tree.explanation().english()),
             QString("the pipelined tree's latency term grows with M through its chunk count, so no single size "
                     "switches its protocols"));
    s.gpus = 1;
    const Result<ProtocolSwitches> one = protocolSwitchSizes(Algorithm::AllReduceRing, s);
    QCOMPARE(QString::fromStdString(one.explanation().english()),
             QString("with N = 1 nothing is sent, so the protocols never differ"));
    for (Algorithm a : productionAllReduceAlgorithms())
        QCOMPARE(collectiveCost(a, s).value().total_s(), 0.0);
    QCOMPARE(productionAllReduce(s).value().algorithm, Algorithm::AllReduceRing); // all tie at 0: the first
}

void TestProduction::invalidInputNamesTheParameter_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("message");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const QString fraction = "switch_efficiency = %1 is out of range: it must be > 0 and ≤ 1";
    QTest::newRow("switch efficiency 0") << "switch_efficiency" << 0.0 << fraction.arg("0");
    QTest::newRow("switch efficiency 1.5") << "switch_efficiency" << 1.5 << fraction.arg("1.5");
    QTest::newRow("switch efficiency -1") << "switch_efficiency" << -1.0 << fraction.arg("-1");
    QTest::newRow("switch efficiency NaN") << "switch_efficiency" << nan << fraction.arg("NaN");
    // M/(η·β) would be infinite: the registry's limit.
    QTest::newRow("switch efficiency 1e-300")
        << "switch_efficiency" << 1e-300 << "switch_efficiency = 1e-300 is out of range: it must be at least 0.001";
    QTest::newRow("chunk size 0") << "chunk" << 0.0 << "chunk = 0 B is out of range: it must be > 0";
    QTest::newRow("chunk size -1 MB") << "chunk" << -1e6 << "chunk = -1 MB is out of range: it must be > 0";
    QTest::newRow("chunk size NaN") << "chunk" << nan << "chunk = NaN is out of range: it must be > 0";
}

void TestProduction::invalidInputNamesTheParameter()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    QFETCH(QString, message);
    Scenario s;
    Algorithm a = Algorithm::AllReduceInNetwork;
    if (field == "chunk") {
        s.chunk_bytes = value;
        a = Algorithm::AllReducePipelinedTree;
    } else {
        s.switch_efficiency = value;
    }
    // validate(), the model, collectiveCost() (for every N, 1 included) and the production choice all refuse it.
    const Result<Scenario> v = validate(s);
    QVERIFY(v.isError());
    QCOMPARE(QString::fromStdString(v.error().parameter), field);
    QCOMPARE(QString::fromStdString(v.error().message.english()), message);
    const Result<Cost> model = field == "chunk" ? pipelinedTree(s).forward<Cost>()
                                                : inNetworkCost(s.inter, s.switch_efficiency, s.gpus, s.size_bytes);
    QCOMPARE(QString::fromStdString(model.error().parameter), field);
    QCOMPARE(QString::fromStdString(model.error().message.english()), message);
    for (int gpus : {1, 256})
        QCOMPARE(QString::fromStdString(collectiveCost(a, s, gpus, 1e9).error().parameter), field);
    s.in_network = true;
    QCOMPARE(QString::fromStdString(productionAllReduce(s).error().parameter), field);
}

void TestProduction::sweepsMatchThePointFunctions()
{
    Scenario s;
    const std::vector<double> sizes = logSpace(1, 1e10, 40);
    const TreePipeliningCurves trees = treePipeliningVsSize(s, sizes);
    QCOMPARE(trees.pipelined.x.size(), sizes.size());
    QCOMPARE(trees.ring.x.size(), sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const PipelinedTree t = pipelinedTree(s, s.gpus, sizes[i]).value();
        QCOMPARE(trees.pipelined.cost[i].total_s(), t.cost.total_s());
        QCOMPARE(trees.chunks.y[i], double(t.chunks));
        QVERIFY(trees.pipelined.cost[i].total_s() <= trees.tree.cost[i].total_s());
    }
    const ProtocolCurves envelope = protocolEnvelopeVsSize(Algorithm::AllReduceRing, s, sizes);
    QCOMPARE(envelope.envelope.x.size(), sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        double least = std::numeric_limits<double>::infinity();
        for (std::size_t p = 0; p < 3; ++p)
            least = std::min(least, envelope.protocol[p].cost[i].total_s());
        QCOMPARE(envelope.envelope.cost[i].total_s(), least);
        QCOMPARE(envelope.cheapest[i],
                 cheapestProtocol(Algorithm::AllReduceRing, s, s.gpus, sizes[i]).value().protocol);
    }
    QCOMPARE(roundTo(envelope.switches.value().ll_ll128_bytes / 1e6, 2), 6.51);
    const auto grid = productionGrid(s, {1, 2, 8, 96, 256}, logSpace(1, 1e10, 6));
    QCOMPARE(grid.values.size(), std::size_t(30));
    for (std::size_t iy = 0; iy < grid.ys.size(); ++iy) {
        for (std::size_t ix = 0; ix < grid.xs.size(); ++ix) {
            const ProductionChoice p = productionAllReduce(s, int(grid.xs[ix]), grid.ys[iy]).value();
            QCOMPARE(*grid.at(ix, iy), (ProductionCell{p.algorithm, p.protocol}));
        }
    }
    s.chunk_bytes = 1; // sizes past 10^9 chunks are refused, so skipped
    QCOMPARE(treePipeliningVsSize(s, {1e6, 1e9, 1e10}).pipelined.x.size(), std::size_t(2));
}

QTEST_APPLESS_MAIN(TestProduction)
#include "test_production.moc"
