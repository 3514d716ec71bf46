// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster tiers (SPEC.md section 9) against its golden values, the levels, the ragged and not-applicable cases,
// refusals that name the parameter, and the production choice's new candidate (6.5). Properties over random
// clusters are in test_cluster_properties.cpp.
#include "testutil.h"

#include "commviz/cluster.h"
#include "commviz/parameters.h"
#include "commviz/production.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace commviz;
using testutil::roundTo;

namespace {

double ms(double seconds)
{
    return seconds * 1e3;
}
double us(double seconds)
{
    return seconds * 1e6;
}

// SPEC 9's golden table: M = 1 GB, IB NDR, NVLink 4.0, G = 8, S = 32, α_spine = 1 µs, on N GPUs with σ.
Scenario golden(int gpus, double sigma)
{
    Scenario s;
    s.gpus = gpus;
    s.oversubscription = sigma;
    return s;
}

Cost costOf(const QString &collective, const Scenario &s)
{
    const auto pick = [&]() -> Result<Cost> {
        if (collective == "flat")
            return flatRingAllReduce(s, s.gpus, s.size_bytes);
        if (collective == "hier")
            return hierarchicalAllReduce(s, s.gpus, s.size_bytes);
        if (collective == "pipelined")
            return hierarchicalAllReducePipelined(s, s.gpus, s.size_bytes);
        if (collective == "allgather")
            return hierarchicalAllGather(s, s.gpus, s.size_bytes);
        if (collective == "reducescatter")
            return hierarchicalReduceScatter(s, s.gpus, s.size_bytes);
        return allToAllTiered(s, s.gpus, s.size_bytes);
    };
    const Result<Cost> c = pick();
    if (!c.ok())
        qFatal("%s is not ok", qPrintable(collective));
    return c.value();
}

} // namespace

class TestCluster : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenValues_data();
    void goldenValues();
    void theLessonOfTheGoldenTable();
    void productionAllReduceAtTheDefaults();

    void levelsOfTheGoldenClusters();
    void withoutASpineEveryFormulaIsTheTwoLevelOne();
    void oneGpuPerNodeTwoLevelRingIsPacedByBeta();
    void splitsSumToTotals();
    void theFlatRingsBandwidthIsItsSlowestLinks();
    void raggedClustersExplainWhatDoesNotApply();
    void bisectionBandwidthNeedsASpine();
    void oneGpuCostsNothing();
    void invalidClusterParametersAreNamed_data();
    void invalidClusterParametersAreNamed();
    void theNewCandidateIsNamedAndListed();
};

void TestCluster::goldenValues_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QString>("term");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("decimals");
    const auto row = [](const char *name, int n, double sigma, const char *c, const char *term, double v, int d) {
        QTest::newRow(name) << n << sigma << QString(c) << QString(term) << v << d;
    };
    // N = 256, the defaults (J = 1).
    row("N=256 flat ring latency 534 us", 256, 1, "flat", "latency_us", 534, 0);
    row("N=256 flat ring bandwidth 39.84 ms", 256, 1, "flat", "bandwidth_ms", 39.84, 2);
    row("N=256 flat ring total 40.38 ms", 256, 1, "flat", "total_ms", 40.38, 2);
    row("N=256 hierarchical AllReduce 9.050 ms", 256, 1, "hier", "total_ms", 9.050, 3);
    row("N=256 pipelined hierarchical latency 317 us", 256, 1, "pipelined", "latency_us", 317, 0);
    row("N=256 pipelined hierarchical bandwidth 4.844 ms", 256, 1, "pipelined", "bandwidth_ms", 4.844, 3);
    row("N=256 pipelined hierarchical total 5.161 ms", 256, 1, "pipelined", "total_ms", 5.161, 3);
    row("N=256 hierarchical AllGather latency 158.5 us", 256, 1, "allgather", "latency_us", 158.5, 1);
    row("N=256 hierarchical AllGather bandwidth 4.366 ms", 256, 1, "allgather", "bandwidth_ms", 4.366, 3);
    row("N=256 hierarchical AllGather total 4.525 ms", 256, 1, "allgather", "total_ms", 4.525, 3);
    row("N=256 hierarchical ReduceScatter total 4.525 ms", 256, 1, "reducescatter", "total_ms", 4.525, 3);
    row("N=256 AllToAll latency 1.2435 ms", 256, 1, "alltoall", "latency_ms", 1.2435, 4);
    row("N=256 AllToAll bandwidth 19.44 ms", 256, 1, "alltoall", "bandwidth_ms", 19.44, 2);
    row("N=256 AllToAll total 20.68 ms", 256, 1, "alltoall", "total_ms", 20.68, 2);
    // N = 1024, σ = 1 (J = 4).
    row("N=1024 s=1 flat ring latency 2.172 ms", 1024, 1, "flat", "latency_ms", 2.172, 3);
    row("N=1024 s=1 flat ring bandwidth 39.96 ms", 1024, 1, "flat", "bandwidth_ms", 39.96, 2);
    row("N=1024 s=1 flat ring total 42.13 ms", 1024, 1, "flat", "total_ms", 42.13, 2);
    row("N=1024 s=1 hierarchical latency 353 us", 1024, 1, "hier", "latency_us", 353, 0);
    row("N=1024 s=1 hierarchical bandwidth 8.850 ms", 1024, 1, "hier", "bandwidth_ms", 8.850, 3);
    row("N=1024 s=1 hierarchical total 9.203 ms", 1024, 1, "hier", "total_ms", 9.203, 3);
    row("N=1024 s=1 pipelined latency 353 us", 1024, 1, "pipelined", "latency_us", 353, 0);
    row("N=1024 s=1 pipelined bandwidth 4.961 ms", 1024, 1, "pipelined", "bandwidth_ms", 4.961, 3);
    row("N=1024 s=1 pipelined total 5.314 ms", 1024, 1, "pipelined", "total_ms", 5.314, 3);
    row("N=1024 s=1 hierarchical AllGather 4.601 ms", 1024, 1, "allgather", "total_ms", 4.601, 3);
    row("N=1024 s=1 AllToAll latency 5.8515 ms", 1024, 1, "alltoall", "latency_ms", 5.8515, 4);
    row("N=1024 s=1 AllToAll bandwidth 19.86 ms", 1024, 1, "alltoall", "bandwidth_ms", 19.86, 2);
    row("N=1024 s=1 AllToAll total 25.71 ms", 1024, 1, "alltoall", "total_ms", 25.71, 2);
    // N = 1024, σ = 2.
    row("N=1024 s=2 flat ring total 42.13 ms", 1024, 2, "flat", "total_ms", 42.13, 2);
    row("N=1024 s=2 hierarchical total 9.320 ms", 1024, 2, "hier", "total_ms", 9.320, 3);
    row("N=1024 s=2 pipelined total 5.431 ms", 1024, 2, "pipelined", "total_ms", 5.431, 3);
    row("N=1024 s=2 hierarchical AllGather 4.660 ms", 1024, 2, "allgather", "total_ms", 4.660, 3);
    row("N=1024 s=2 AllToAll latency 5.8515 ms", 1024, 2, "alltoall", "latency_ms", 5.8515, 4);
    row("N=1024 s=2 AllToAll bandwidth 34.86 ms", 1024, 2, "alltoall", "bandwidth_ms", 34.86, 2);
    row("N=1024 s=2 AllToAll total 40.71 ms", 1024, 2, "alltoall", "total_ms", 40.71, 2);
}

void TestCluster::goldenValues()
{
    QFETCH(int, gpus);
    QFETCH(double, sigma);
    QFETCH(QString, collective);
    QFETCH(QString, term);
    QFETCH(double, expected);
    QFETCH(int, decimals);
    const Cost c = costOf(collective, golden(gpus, sigma));
    double v = 0;
    if (term == "latency_us")
        v = us(c.latency_s);
    else if (term == "latency_ms")
        v = ms(c.latency_s);
    else if (term == "bandwidth_ms")
        v = ms(c.bandwidth_s);
    else
        v = ms(c.total_s());
    QCOMPARE(roundTo(v, decimals), expected);
}

void TestCluster::theLessonOfTheGoldenTable()
{
    // A 2:1 spine leaves the flat ring untouched, raises AllToAll by 58% and the hierarchical AllReduce by 1.3%.
    const auto ratio = [](const char *c) {
        return costOf(c, golden(1024, 2)).total_s() / costOf(c, golden(1024, 1)).total_s();
    };
    QCOMPARE(ratio("flat"), 1.0);
    QCOMPARE(roundTo(100 * (ratio("alltoall") - 1), 0), 58.0);
    QCOMPARE(roundTo(100 * (ratio("hier") - 1), 1), 1.3);
}

void TestCluster::productionAllReduceAtTheDefaults()
{
    // SPEC 6's golden row: hierarchical pipelined across levels under Simple, 317 µs + 4.844 ms = 5.161 ms, in-network
    // reduction off and on; the rail-parallel one beside it 9.05 ms.
    for (bool inNetwork : {false, true}) {
        Scenario s;
        s.in_network = inNetwork;
        const ProductionChoice p = productionAllReduce(s).value();
        QCOMPARE(p.algorithm, Algorithm::AllReduceHierPipelined);
        QCOMPARE(p.protocol, Protocol::Simple);
        QCOMPARE(roundTo(us(p.cost.latency_s), 0), 317.0);
        QCOMPARE(roundTo(ms(p.cost.bandwidth_s), 3), 4.844);
        QCOMPARE(roundTo(ms(p.cost.total_s()), 3), 5.161);
        const ProtocolChoice rail = cheapestProtocol(Algorithm::AllReduceHierRail, s, 256, 1e9).value();
        QCOMPARE(roundTo(ms(rail.cost.total_s()), 2), 9.05);
    }
}

void TestCluster::levelsOfTheGoldenClusters()
{
    const ClusterLevels flat = clusterLevels(Scenario{}, 256).value();
    QCOMPARE(flat.nodes, 32);
    QCOMPARE(flat.nodes_per_group, 32);
    QCOMPARE(flat.leaf_groups, 1);
    QVERIFY(!flat.hasSpine());
    QVERIFY(!flat.ragged);

    const ClusterLevels c = clusterLevels(golden(1024, 2), 1024).value();
    QCOMPARE(c.nodes, 128);
    QCOMPARE(c.nodes_per_group, 32);
    QCOMPARE(c.leaf_groups, 4);
    QCOMPARE(c.last_group_nodes, 32);
    QVERIFY(c.hasSpine());
    QCOMPARE(c.levels[0].members, 8);
    QCOMPARE(c.levels[1].members, 32);
    QCOMPARE(c.levels[2].members, 4);
    QCOMPARE(c.levels[0].inner_gpus, 1LL);
    QCOMPARE(c.levels[1].inner_gpus, 8LL);
    QCOMPARE(c.levels[2].inner_gpus, 256LL);
    QCOMPARE(c.levels[0].link, (Link{500e-9, 450e9}));
    QCOMPARE(c.levels[1].link, (Link{5e-6, 50e9}));
    QCOMPARE(c.levels[2].link.alpha_s, 6e-6);
    QCOMPARE(c.levels[2].link.beta_Bps, 25e9);
}

void TestCluster::withoutASpineEveryFormulaIsTheTwoLevelOne()
{
    // J = 1 (the defaults, and any K ≤ S): the levels give exactly sections 3's and 6.3's formulas.
    Scenario s;
    s.oversubscription = 4; // no spine to oversubscribe
    s.spine_alpha_s = 1e-3; // nor to cross
    const double n = 256, k = 32, g = 8, m = 1e9;
    const Link &in = s.intra;
    const Link &out = s.inter;
    const Cost ring = flatRingAllReduce(s, 256, m).value();
    QCOMPARE(ring.latency_s, 2 * (n - k) * in.alpha_s + 2 * (k - 1) * out.alpha_s);
    QCOMPARE(ring.bandwidth_s, 2 * (n - 1) / n * m / std::min(in.beta_Bps, out.beta_Bps));
    const Cost rail = collectiveCost(Algorithm::AllReduceHierRail, s, 256, m).value();
    QCOMPARE(rail.latency_s, 2 * (g - 1) * in.alpha_s + 2 * (k - 1) * out.alpha_s);
    QCOMPARE(rail.bandwidth_s, 2 * (g - 1) / g * m / in.beta_Bps + 2 * (k - 1) / k * (m / g) / out.beta_Bps);
    const Cost tree = collectiveCost(Algorithm::AllReduceHierTree, s, 256, m).value();
    const double lg = 3;
    QCOMPARE(tree.latency_s, 2 * lg * in.alpha_s + 2 * (k - 1) * out.alpha_s);
    QCOMPARE(tree.bandwidth_s, 2 * lg * m / in.beta_Bps + 2 * (k - 1) / k * m / out.beta_Bps);
    QCOMPARE(collectiveCost(Algorithm::AllReduceTwoLevelRing, s, 256, m).value().total_s(), ring.total_s());
    // One level (G = N): the hierarchical AllGather and the AllToAll are eq. 5 and eq. 7 on the intra-node link.
    Scenario one;
    one.gpus_per_node = 64;
    const Cost ag = hierarchicalAllGather(one, 64, m).value();
    QCOMPARE(ag.latency_s, 63 * in.alpha_s);
    QCOMPARE(ag.bandwidth_s, 63.0 / 64 * m / in.beta_Bps);
    const Cost a2a = allToAllTiered(one, 64, m).value();
    QCOMPARE(a2a.latency_s, 63 * in.alpha_s);
    QCOMPARE(a2a.bandwidth_s, 63.0 / 64 * m / in.beta_Bps);
}

void TestCluster::oneGpuPerNodeTwoLevelRingIsPacedByBeta()
{
    // SPEC 6.3: with G = 1 there are no intra-node steps, β paces the ring and β_intra plays no part.
    Scenario s;
    s.gpus_per_node = 1;
    s.intra.beta_Bps = 1e9; // slower than β: it must not matter
    const Cost c = twoLevelRingCost(s, 16, 1e9).value();
    QCOMPARE(c.latency_s, 2 * 15 * s.inter.alpha_s);
    QCOMPARE(c.bandwidth_s, 2 * 15.0 / 16 * 1e9 / s.inter.beta_Bps);
}

void TestCluster::splitsSumToTotals()
{
    for (const Scenario &s : {golden(256, 1), golden(1024, 1), golden(1024, 2), golden(2048, 3)}) {
        const int n = s.gpus;
        const double m = s.size_bytes;
        const std::pair<Result<LevelCosts>, Result<Cost>> pairs[] = {
            {flatRingAllReduceByLevel(s, n, m), flatRingAllReduce(s, n, m)},
            {hierarchicalAllReduceByLevel(s, n, m), hierarchicalAllReduce(s, n, m)},
            {hierarchicalAllReducePipelinedByLevel(s, n, m), hierarchicalAllReducePipelined(s, n, m)},
            {hierarchicalAllGatherByLevel(s, n, m), hierarchicalAllGather(s, n, m)},
            {hierarchicalReduceScatterByLevel(s, n, m), hierarchicalReduceScatter(s, n, m)},
            {allToAllTieredByLevel(s, n, m), allToAllTiered(s, n, m)},
            {hierarchicalTreeAllReduceByLevel(s, n, m), hierarchicalTreeAllReduce(s, n, m)},
        };
        for (const auto &[split, total] : pairs) {
            const Cost sum = totalOf(split.value());
            QCOMPARE(sum.latency_s, total.value().latency_s);
            QCOMPARE(sum.bandwidth_s, total.value().bandwidth_s);
        }
    }
}

void TestCluster::theFlatRingsBandwidthIsItsSlowestLinks()
{
    // Each step waits for β_ring: across nodes the NIC's (level 2), in one node or with slower NVLink, NVLink's.
    const auto bandwidths = [](const Scenario &s) {
        const LevelCosts l = flatRingAllReduceByLevel(s, s.gpus, s.size_bytes).value();
        return std::array<double, 3>{l[0].bandwidth_s, l[1].bandwidth_s, l[2].bandwidth_s};
    };
    const double all = flatRingAllReduce(golden(1024, 1), 1024, 1e9).value().bandwidth_s;
    QVERIFY((bandwidths(golden(1024, 1)) == std::array<double, 3>{0, all, 0}));
    Scenario slowNvlink = golden(1024, 1);
    slowNvlink.intra.beta_Bps = 10e9;
    QVERIFY(bandwidths(slowNvlink)[0] > 0 && bandwidths(slowNvlink)[1] == 0 && bandwidths(slowNvlink)[2] == 0);
    const Scenario oneNode = golden(8, 1);
    QVERIFY(bandwidths(oneNode)[0] > 0 && bandwidths(oneNode)[1] == 0);
}

void TestCluster::raggedClustersExplainWhatDoesNotApply()
{
    // K = 40 nodes in leaf groups of S = 32: the last group holds 8.
    const Scenario s = golden(320, 2);
    const ClusterLevels c = clusterLevels(s, 320).value();
    QVERIFY(c.ragged);
    QCOMPARE(c.leaf_groups, 2);
    QCOMPARE(c.last_group_nodes, 8);
    for (const Result<Cost> &r : {hierarchicalAllReduce(s, 320, 1e9), hierarchicalAllReducePipelined(s, 320, 1e9),
                                  hierarchicalAllGather(s, 320, 1e9), hierarchicalReduceScatter(s, 320, 1e9),
                                  collectiveCost(Algorithm::AllReduceHierRail, s, 320, 1e9),
                                  collectiveCost(Algorithm::AllReduceHierPipelined, s, 320, 1e9)}) {
        QVERIFY(r.notApplicable());
        const QString why = QString::fromStdString(r.na().reason.english());
        QVERIFY2(why.contains("K = 40") && why.contains("S = 32"), qPrintable(why));
    }
    // The flat ring, the three-phase AllReduce and the AllToAll still apply; the AllToAll is that of a GPU in the
    // 8-node group: 7 peers on NVLink, 56 in its leaf group, 256 across the spine.
    QVERIFY(flatRingAllReduce(s, 320, 1e9).ok());
    QVERIFY(collectiveCost(Algorithm::AllReduceHierTree, s, 320, 1e9).ok());
    const LevelCosts a2a = allToAllTieredByLevel(s, 320, 1e9).value();
    QCOMPARE(a2a[0].latency_s, 7 * s.intra.alpha_s);
    QCOMPARE(a2a[1].latency_s, 56 * s.inter.alpha_s);
    QCOMPARE(a2a[2].latency_s, 256 * (s.inter.alpha_s + s.spine_alpha_s));
    // The production choice skips what does not apply.
    QVERIFY(productionAllReduce(s, 320, 1e9).ok());
}

void TestCluster::bisectionBandwidthNeedsASpine()
{
    QVERIFY(bisectionBandwidth(Scenario{}, 256).notApplicable());
    QCOMPARE(bisectionBandwidth(golden(1024, 2), 1024).value(), 1024 * 50e9 / 4);
    QCOMPARE(bisectionBandwidth(golden(1024, 1), 1024).value(), 1024 * 50e9 / 2);
}

void TestCluster::oneGpuCostsNothing()
{
    const Scenario s;
    QCOMPARE(flatRingAllReduce(s, 1, 1e9).value().total_s(), 0.0);
    QCOMPARE(hierarchicalAllReducePipelined(s, 1, 1e9).value().total_s(), 0.0);
    QCOMPARE(allToAllTiered(s, 1, 1e9).value().total_s(), 0.0);
    QCOMPARE(totalOf(hierarchicalAllGatherByLevel(s, 1, 1e9).value()).total_s(), 0.0);
    // N not a multiple of G: the levels do not exist.
    QVERIFY(clusterLevels(s, 12).notApplicable());
    QVERIFY(allToAllTiered(s, 12, 1e9).notApplicable());
}

void TestCluster::invalidClusterParametersAreNamed_data()
{
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<double>("value");
    QTest::newRow("S = 0") << "nodes_per_leaf" << 0.0;
    QTest::newRow("S = 2.5") << "nodes_per_leaf" << 2.5;
    QTest::newRow("sigma = 0.5") << "oversubscription" << 0.5;
    QTest::newRow("sigma = NaN") << "oversubscription" << std::nan("");
    QTest::newRow("alpha_spine = -1 us") << "spine_alpha" << -1e-6;
}

void TestCluster::invalidClusterParametersAreNamed()
{
    QFETCH(QString, parameter);
    QFETCH(double, value);
    Scenario s = golden(1024, 1);
    if (parameter == "nodes_per_leaf")
        s.nodes_per_leaf = static_cast<int>(value); // 2.5 cannot be an int: checked through the registry below
    else if (parameter == "oversubscription")
        s.oversubscription = value;
    else
        s.spine_alpha_s = value;
    const Param p = *findParameterByName(parameter.toStdString());
    if (p == Param::NodesPerLeaf && value != 0) {
        const std::optional<Error> e = checkParam(p, value);
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->parameter), parameter);
        return;
    }
    for (const Result<Cost> &r : {flatRingAllReduce(s, 1024, 1e9), hierarchicalAllReduce(s, 1024, 1e9),
                                  allToAllTiered(s, 1024, 1e9), collectiveCost(Algorithm::AllReduceHierRail, s)}) {
        QVERIFY(r.isError());
        QCOMPARE(QString::fromStdString(r.error().parameter), parameter);
    }
    QVERIFY(validate(s).isError());
    QCOMPARE(QString::fromStdString(validate(s).error().parameter), parameter);
}

void TestCluster::theNewCandidateIsNamedAndListed()
{
    QCOMPARE(QString::fromStdString(algorithmKey(Algorithm::AllReduceHierPipelined)), "allreduce_hier_pipelined");
    QCOMPARE(QString::fromStdString(allReduceShortKey(Algorithm::AllReduceHierPipelined)), "hier_pipelined");
    const std::vector<Algorithm> expected{Algorithm::AllReduceRing,          Algorithm::AllReducePipelinedTree,
                                          Algorithm::AllReduceTwoLevelRing,  Algorithm::AllReduceHierRail,
                                          Algorithm::AllReduceHierPipelined, Algorithm::AllReduceInNetwork};
    QVERIFY(productionAllReduceAlgorithms() == expected);
    // With N = G every hierarchical candidate is the ring inside the node: the tie goes to the earlier, the
    // two-level ring.
    Scenario s;
    s.gpus = 8;
    QCOMPARE(productionAllReduce(s).value().algorithm, Algorithm::AllReduceTwoLevelRing);
}

QTEST_APPLESS_MAIN(TestCluster)
#include "test_cluster.moc"
