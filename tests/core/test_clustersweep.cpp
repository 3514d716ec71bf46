// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Cluster page draws, as core computes it (clustersweep.h): every point of the curves against M, σ and N
// is the collective's own cost there, ragged clusters leave the hierarchical AllReduces out, the flat ring does not
// move with σ while AllToAll does (SPEC 9's golden row), the N sweep holds the step where a spine appears, and tiers
// that change are checked again (a sweep checks the tiers its points share once).
#include "testutil.h"

#include "commviz/cluster.h"
#include "commviz/clustersweep.h"
#include "commviz/parameters.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

using namespace commviz;
using testutil::closeRel;
using testutil::roundTo;

namespace {
bool same(const Cost &a, const Cost &b)
{
    return a.latency_s == b.latency_s && a.bandwidth_s == b.bandwidth_s;
}
} // namespace

class TestClusterSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eachCollectiveIsCoresOwn();
    void curvesAgainstSizeAreTheCostsThere();
    void againstSigmaTheFlatRingIsFlatAndAllToAllIsTheGoldenRow();
    void againstGpusTheRaggedPointsAreLeftOutOfTheHierarchicalOnes();
    void theGpuSweepHoldsTheStep();
    void splitsSumToTheTotal();
    void tiersThatChangeAreCheckedAgain();
};

void TestClusterSweep::eachCollectiveIsCoresOwn()
{
    Scenario s;
    s.gpus = 1024;
    const double m = s.size_bytes;
    QVERIFY(same(clusterCost(ClusterCollective::FlatRing, s, 1024, m).value(), flatRingAllReduce(s, 1024, m).value()));
    QVERIFY(same(clusterCost(ClusterCollective::Hierarchical, s, 1024, m).value(),
                 hierarchicalAllReduce(s, 1024, m).value()));
    QVERIFY(same(clusterCost(ClusterCollective::HierPipelined, s, 1024, m).value(),
                 hierarchicalAllReducePipelined(s, 1024, m).value()));
    QVERIFY(same(clusterCost(ClusterCollective::AllToAll, s, 1024, m).value(), allToAllTiered(s, 1024, m).value()));
    QVERIFY(same(clusterCost(ClusterCollective::TextbookRing, s, 1024, m).value(),
                 collectiveCost(Algorithm::AllReduceRing, s, 1024, m).value()));
    QVERIFY(clusterCostByLevel(ClusterCollective::TextbookRing, s, 1024, m).notApplicable());
    QCOMPARE(clusterCollectives().size(), std::size_t(5));
    QCOMPARE(QString(clusterCollectiveKey(ClusterCollective::AllToAll)), QString("alltoall"));
}

void TestClusterSweep::curvesAgainstSizeAreTheCostsThere()
{
    Scenario s;
    s.gpus = 1024;
    const std::vector<double> sizes = logSpace(1, 100e9, 40);
    for (ClusterCollective c : clusterCollectives()) {
        const CostCurve curve = clusterCostVsSize(c, s, sizes);
        QCOMPARE(curve.x.size(), sizes.size());
        for (std::size_t i = 0; i < sizes.size(); ++i)
            QVERIFY(same(curve.cost[i], clusterCost(c, s, s.gpus, sizes[i]).value()));
    }
}

void TestClusterSweep::againstSigmaTheFlatRingIsFlatAndAllToAllIsTheGoldenRow()
{
    Scenario s;
    s.gpus = 1024;
    const std::vector<double> sigmas{1, 1.5, 2, 4, 8};
    const CostCurve flat = clusterCostVsOversubscription(ClusterCollective::FlatRing, s, sigmas);
    QCOMPARE(flat.cost.size(), sigmas.size());
    for (const Cost &c : flat.cost)
        QVERIFY(same(c, flat.cost.front()));
    QCOMPARE(roundTo(flat.cost.front().total_s() * 1e3, 2), 42.13);
    const CostCurve a2a = clusterCostVsOversubscription(ClusterCollective::AllToAll, s, sigmas);
    QCOMPARE(roundTo(a2a.cost[0].total_s() * 1e3, 2), 25.71);
    QCOMPARE(roundTo(a2a.cost[2].total_s() * 1e3, 2), 40.71);
    const CostCurve hier = clusterCostVsOversubscription(ClusterCollective::Hierarchical, s, sigmas);
    QCOMPARE(roundTo(hier.cost[0].total_s() * 1e3, 2), 9.20);
    QCOMPARE(roundTo(hier.cost[2].total_s() * 1e3, 2), 9.32);
    for (std::size_t i = 1; i < sigmas.size(); ++i) {
        QVERIFY(a2a.cost[i].total_s() > a2a.cost[i - 1].total_s());
        QVERIFY(hier.cost[i].total_s() > hier.cost[i - 1].total_s());
        Scenario at = s;
        at.oversubscription = sigmas[i];
        QVERIFY(same(a2a.cost[i], allToAllTiered(at, s.gpus, s.size_bytes).value()));
    }
}

void TestClusterSweep::againstGpusTheRaggedPointsAreLeftOutOfTheHierarchicalOnes()
{
    Scenario s; // G = 8, S = 32
    const std::vector<int> gpus{8, 256, 264, 512, 520, 1024};
    const CostCurve hier = clusterCostVsGpus(ClusterCollective::Hierarchical, s, gpus);
    QCOMPARE(hier.x, (std::vector<double>{8, 256, 512, 1024})); // 264 and 520 are ragged (K = 33, 65)
    const CostCurve flat = clusterCostVsGpus(ClusterCollective::FlatRing, s, gpus);
    QCOMPARE(flat.x.size(), gpus.size());
    for (std::size_t i = 0; i < gpus.size(); ++i)
        QVERIFY(same(flat.cost[i], flatRingAllReduce(s, gpus[i], s.size_bytes).value()));
}

void TestClusterSweep::theGpuSweepHoldsTheStep()
{
    for (const auto &[g, leaf] : {std::pair{8, 32}, std::pair{72, 8}, std::pair{8, 16}, std::pair{4, 1}}) {
        Scenario s;
        s.gpus_per_node = g;
        s.nodes_per_leaf = leaf;
        const std::vector<int> n = clusterGpuSweep(s, 16384, 60);
        QVERIFY(!n.empty());
        QCOMPARE(n.front(), g);
        QVERIFY(n.back() <= 16384 && n.back() > 16384 - g);
        QVERIFY(std::is_sorted(n.begin(), n.end()));
        QVERIFY(std::adjacent_find(n.begin(), n.end()) == n.end());
        for (int x : n)
            QCOMPARE(x % g, 0);
        const std::optional<int> step = spineAppearsAt(s);
        QVERIFY(step);
        QCOMPARE(*step, g * (leaf + 1));
        QVERIFY(std::find(n.begin(), n.end(), g * leaf) != n.end());
        QVERIFY(std::find(n.begin(), n.end(), *step) != n.end());
        // Just below the step there is no spine level, at it there is.
        QVERIFY(!clusterLevels(s, g * leaf).value().hasSpine());
        QVERIFY(clusterLevels(s, *step).value().hasSpine());
        // Whole leaf groups past the step, for the hierarchical AllReduces.
        const CostCurve hier = clusterCostVsGpus(ClusterCollective::Hierarchical, s, n);
        QVERIFY(std::count_if(hier.x.begin(), hier.x.end(), [&](double x) { return x > *step; }) >= 3);
    }
    Scenario tooBig;
    tooBig.gpus_per_node = 32768;
    QVERIFY(clusterGpuSweep(tooBig, 16384, 60).empty());
    Scenario noLeaf;
    noLeaf.nodes_per_leaf = 0;
    QVERIFY(!spineAppearsAt(noLeaf));
}

void TestClusterSweep::splitsSumToTheTotal()
{
    Scenario s;
    s.gpus = 1024;
    s.oversubscription = 2;
    for (ClusterCollective c : clusterCollectives()) {
        if (c == ClusterCollective::TextbookRing)
            continue;
        const LevelCosts split = clusterCostByLevel(c, s, s.gpus, s.size_bytes).value();
        QVERIFY(closeRel(totalOf(split).total_s(), clusterCost(c, s, s.gpus, s.size_bytes).value().total_s()));
    }
}

void TestClusterSweep::tiersThatChangeAreCheckedAgain()
{
    // A sweep's points share their tiers, and core does not check again the tiers that passed last (cluster.cpp):
    // each of them that changes is checked, right after a good scenario passed, and a refusal is not remembered.
    const std::vector<std::pair<Param, void (*)(Scenario &)>> bad{
        {Param::Alpha, [](Scenario &s) { s.inter.alpha_s = -1e-6; }},
        {Param::IntraBeta, [](Scenario &s) { s.intra.beta_Bps = 0; }},
        {Param::GpusPerNode, [](Scenario &s) { s.gpus_per_node = 0; }},
        {Param::NodesPerLeaf, [](Scenario &s) { s.nodes_per_leaf = 0; }},
        {Param::Oversubscription, [](Scenario &s) { s.oversubscription = 0.5; }},
        {Param::Oversubscription, [](Scenario &s) { s.oversubscription = std::nan(""); }},
        {Param::SpineAlpha, [](Scenario &s) { s.spine_alpha_s = -1e-6; }},
    };
    const Scenario good;
    for (const auto &[param, spoil] : bad) {
        Scenario s = good;
        spoil(s);
        for (int twice = 0; twice < 2; ++twice) {
            QVERIFY(flatRingAllReduce(good, 1024, 1e9).ok());
            const Result<Cost> r = flatRingAllReduce(s, 1024, 1e9);
            QVERIFY(r.isError());
            QCOMPARE(r.error().parameter, std::string(paramName(param)));
            QVERIFY(clusterCostVsGpus(ClusterCollective::Hierarchical, s, {64, 128}).x.empty());
        }
    }
    QVERIFY(flatRingAllReduce(good, 1024, 1e9).ok());
    QCOMPARE(flatRingAllReduce(good, 0, 1e9).error().parameter, std::string(paramName(Param::Gpus)));
}

QTEST_GUILESS_MAIN(TestClusterSweep)
#include "test_clustersweep.moc"
