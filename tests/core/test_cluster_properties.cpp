// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster tiers (SPEC.md section 9) over random clusters, ragged ones included: where the three levels reduce to
// the two of sections 3 and 6.3, splits that sum to their totals, and how each collective moves with σ, α_spine
// and M. Each test owns a seeded generator, named in every failure with the cluster it drew.
#include "randomscenario.h"

#include "commviz/cluster.h"
#include "commviz/production.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace commviz;
using testutil::Random;

namespace {

constexpr int kRandomClusters = 1000;

// Links as randomScenario() draws them; K = N/G nodes up to 300 of up to 16 GPUs (now and then 72), S up to 64
// (so ragged and spine-less clusters both occur), σ from 1 to 8, α_spine up to 10 µs (0 now and then).
Scenario randomCluster(Random &r)
{
    Scenario s = testutil::randomScenario(r);
    s.gpus_per_node = r.chance(0.1) ? 72 : r.uniformInt(1, 16);
    s.gpus = r.uniformInt(1, 300) * s.gpus_per_node;
    s.nodes_per_leaf = r.uniformInt(1, 64);
    s.oversubscription = r.chance(0.2) ? 1.0 : r.uniform(1, 8);
    s.spine_alpha_s = r.chance(0.2) ? 0.0 : r.logUniform(1e-8, 1e-5);
    return s;
}

QString clusterWhere(const Random &r, int i, const Scenario &s)
{
    return testutil::where(r, i, s) + QStringLiteral(" S=%1 sigma=%2 alpha_spine=%3 s")
                                          .arg(s.nodes_per_leaf)
                                          .arg(s.oversubscription, 0, 'g', 17)
                                          .arg(s.spine_alpha_s, 0, 'g', 17);
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

bool atMost(double a, double b)
{
    return a <= b * (1 + 1e-12);
}

using CostFn = std::function<Result<Cost>(const Scenario &, int, double)>;
using SplitFn = std::function<Result<LevelCosts>(const Scenario &, int, double)>;

struct Collective {
    const char *name;
    CostFn cost;
    SplitFn split;
};

const std::vector<Collective> &collectives()
{
    static const std::vector<Collective> kAll{
        {"flat ring", flatRingAllReduce, flatRingAllReduceByLevel},
        {"hierarchical", hierarchicalAllReduce, hierarchicalAllReduceByLevel},
        {"pipelined", hierarchicalAllReducePipelined, hierarchicalAllReducePipelinedByLevel},
        {"allgather", hierarchicalAllGather, hierarchicalAllGatherByLevel},
        {"reducescatter", hierarchicalReduceScatter, hierarchicalReduceScatterByLevel},
        {"alltoall", allToAllTiered, allToAllTieredByLevel},
        {"three-phase", hierarchicalTreeAllReduce, hierarchicalTreeAllReduceByLevel},
    };
    return kAll;
}

} // namespace

class TestClusterProperties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void withoutASpineTheLevelsAreTheTwoLevelFormulas();
    void aPlainSpineIsOneMoreNetworkHop();
    void splitsSumToTotals();
    void onlyTheFlatRingIgnoresSigma();
    void everythingGrowsWithSpineLatency();
    void pipelinedIsBetweenTheNicShareAndTheSum();
    void everythingGrowsWithM();
};

void TestClusterProperties::withoutASpineTheLevelsAreTheTwoLevelFormulas()
{
    // J = 1: S, σ and α_spine play no part, and the levels give sections 3's and 6.3's formulas.
    Random r(9101);
    for (int i = 0; i < kRandomClusters; ++i) {
        Scenario s = randomCluster(r);
        const int k = s.gpus / s.gpus_per_node;
        s.nodes_per_leaf = std::max(s.nodes_per_leaf, k);
        const ClusterLevels c = clusterLevels(s, s.gpus).value();
        QVERIFY2(!c.hasSpine() && !c.ragged, qPrintable(clusterWhere(r, i, s)));
        const double n = s.gpus, g = s.gpus_per_node, kn = k, m = s.size_bytes;
        const double lg = ceilLog2(s.gpus_per_node);
        const Cost ring = flatRingAllReduce(s, s.gpus, m).value();
        const double ringBeta =
            k == 1 ? s.intra.beta_Bps : (g == 1 ? s.inter.beta_Bps : std::min(s.inter.beta_Bps, s.intra.beta_Bps));
        const Cost ring63{2 * (n - kn) * s.intra.alpha_s + 2 * (kn - 1) * s.inter.alpha_s,
                          n == 1 ? 0.0 : 2 * (n - 1) / n * m / ringBeta};
        const Cost rail = hierarchicalAllReduce(s, s.gpus, m).value();
        const Cost rail3{2 * (g - 1) * s.intra.alpha_s + 2 * (kn - 1) * s.inter.alpha_s,
                         2 * (g - 1) / g * m / s.intra.beta_Bps + 2 * (kn - 1) / kn * (m / g) / s.inter.beta_Bps};
        const Cost tree = hierarchicalTreeAllReduce(s, s.gpus, m).value();
        const Cost tree3{2 * lg * s.intra.alpha_s + 2 * (kn - 1) * s.inter.alpha_s,
                         2 * lg * m / s.intra.beta_Bps + 2 * (kn - 1) / kn * m / s.inter.beta_Bps};
        for (const auto &[got, want] : {std::pair{ring, ring63}, std::pair{rail, rail3}, std::pair{tree, tree3}}) {
            if (n == 1)
                QVERIFY2(got.total_s() == 0, qPrintable(clusterWhere(r, i, s)));
            else
                QVERIFY2(near(got.latency_s, want.latency_s) && near(got.bandwidth_s, want.bandwidth_s),
                         qPrintable(clusterWhere(r, i, s)));
        }
    }
}

void TestClusterProperties::aPlainSpineIsOneMoreNetworkHop()
{
    // σ = 1 and α_spine = 0: the spine is the leaf's link, so the flat ring and the three-phase AllReduce are their
    // two-level selves at any J, the hierarchical AllReduce moves the rail-parallel one's bytes (with fewer
    // start-ups), and the AllToAll charges every off-node peer on the inter-node link.
    Random r(9102);
    for (int i = 0; i < kRandomClusters; ++i) {
        Scenario s = randomCluster(r);
        s.oversubscription = 1;
        s.spine_alpha_s = 0;
        Scenario big = s;
        big.nodes_per_leaf = 1'000'000; // one leaf group: no spine level
        const double m = s.size_bytes;
        const auto same = [&](const CostFn &f) {
            const Cost a = f(s, s.gpus, m).value();
            const Cost b = f(big, s.gpus, m).value();
            return near(a.latency_s, b.latency_s) && near(a.bandwidth_s, b.bandwidth_s);
        };
        QVERIFY2(same(flatRingAllReduce), qPrintable(clusterWhere(r, i, s)));
        QVERIFY2(same(hierarchicalTreeAllReduce), qPrintable(clusterWhere(r, i, s)));
        QVERIFY2(same(allToAllTiered), qPrintable(clusterWhere(r, i, s)));
        const Result<Cost> hier = hierarchicalAllReduce(s, s.gpus, m);
        if (hier.ok()) {
            const Cost two = hierarchicalAllReduce(big, s.gpus, m).value();
            QVERIFY2(near(hier.value().bandwidth_s, two.bandwidth_s), qPrintable(clusterWhere(r, i, s)));
            QVERIFY2(atMost(hier.value().latency_s, two.latency_s), qPrintable(clusterWhere(r, i, s)));
        } else {
            QVERIFY2(clusterLevels(s, s.gpus).value().ragged, qPrintable(clusterWhere(r, i, s)));
        }
    }
}

void TestClusterProperties::splitsSumToTotals()
{
    Random r(9103);
    for (int i = 0; i < kRandomClusters; ++i) {
        const Scenario s = randomCluster(r);
        for (const Collective &c : collectives()) {
            const Result<Cost> total = c.cost(s, s.gpus, s.size_bytes);
            const Result<LevelCosts> split = c.split(s, s.gpus, s.size_bytes);
            QVERIFY2(total.ok() == split.ok(), qPrintable(clusterWhere(r, i, s) + " " + c.name));
            if (!total.ok())
                continue;
            const Cost sum = totalOf(split.value());
            QVERIFY2(near(sum.latency_s, total.value().latency_s) && near(sum.bandwidth_s, total.value().bandwidth_s),
                     qPrintable(clusterWhere(r, i, s) + " " + c.name));
        }
    }
}

void TestClusterProperties::onlyTheFlatRingIgnoresSigma()
{
    // The flat ring crosses the spine one flow per leaf boundary: σ leaves it alone. Everything else is
    // non-decreasing in σ, and the AllToAll grows with it whenever there is a spine level and something to send.
    Random r(9104);
    for (int i = 0; i < kRandomClusters; ++i) {
        const Scenario s = randomCluster(r);
        Scenario more = s;
        more.oversubscription = s.oversubscription * r.uniform(1.01, 4);
        for (const Collective &c : collectives()) {
            const Result<Cost> a = c.cost(s, s.gpus, s.size_bytes);
            if (!a.ok())
                continue;
            const double before = a.value().total_s();
            const double after = c.cost(more, s.gpus, s.size_bytes).value().total_s();
            if (std::string_view(c.name) == "flat ring" || std::string_view(c.name) == "three-phase")
                QVERIFY2(after == before, qPrintable(clusterWhere(r, i, s) + " " + c.name));
            else
                QVERIFY2(atMost(before, after), qPrintable(clusterWhere(r, i, s) + " " + c.name));
        }
        if (clusterLevels(s, s.gpus).value().hasSpine() && s.size_bytes > 0)
            QVERIFY2(allToAllTiered(more, s.gpus, s.size_bytes).value().bandwidth_s >
                         allToAllTiered(s, s.gpus, s.size_bytes).value().bandwidth_s,
                     qPrintable(clusterWhere(r, i, s)));
    }
}

void TestClusterProperties::everythingGrowsWithSpineLatency()
{
    Random r(9105);
    for (int i = 0; i < kRandomClusters; ++i) {
        const Scenario s = randomCluster(r);
        Scenario more = s;
        more.spine_alpha_s = s.spine_alpha_s + r.logUniform(1e-9, 1e-4);
        for (const Collective &c : collectives()) {
            const Result<Cost> a = c.cost(s, s.gpus, s.size_bytes);
            if (a.ok())
                QVERIFY2(atMost(a.value().total_s(), c.cost(more, s.gpus, s.size_bytes).value().total_s()),
                         qPrintable(clusterWhere(r, i, s) + " " + c.name));
        }
    }
}

void TestClusterProperties::pipelinedIsBetweenTheNicShareAndTheSum()
{
    Random r(9106);
    for (int i = 0; i < kRandomClusters; ++i) {
        const Scenario s = randomCluster(r);
        const Result<Cost> pipelined = hierarchicalAllReducePipelined(s, s.gpus, s.size_bytes);
        if (!pipelined.ok())
            continue;
        const Cost summed = hierarchicalAllReduce(s, s.gpus, s.size_bytes).value();
        const LevelCosts b = hierarchicalAllReduceByLevel(s, s.gpus, s.size_bytes).value();
        QVERIFY2(atMost(pipelined.value().total_s(), summed.total_s()), qPrintable(clusterWhere(r, i, s)));
        QVERIFY2(atMost(b[1].bandwidth_s + b[2].bandwidth_s, pipelined.value().bandwidth_s),
                 qPrintable(clusterWhere(r, i, s)));
        QCOMPARE(pipelined.value().latency_s, summed.latency_s);
        // As a production candidate it is never beaten by the summed one it overlaps.
        const ProductionChoice p = productionAllReduce(s, s.gpus, s.size_bytes).value();
        QVERIFY2(p.algorithm != Algorithm::AllReduceHierRail || near(p.cost.total_s(), pipelined.value().total_s()),
                 qPrintable(clusterWhere(r, i, s)));
    }
}

void TestClusterProperties::everythingGrowsWithM()
{
    Random r(9107);
    for (int i = 0; i < kRandomClusters; ++i) {
        const Scenario s = randomCluster(r);
        const double m = s.size_bytes;
        const double bigger = m * r.uniform(1.01, 10) + 1;
        for (const Collective &c : collectives()) {
            const Result<Cost> a = c.cost(s, s.gpus, m);
            if (a.ok())
                QVERIFY2(atMost(a.value().total_s(), c.cost(s, s.gpus, bigger).value().total_s()),
                         qPrintable(clusterWhere(r, i, s) + " " + c.name));
        }
    }
}

QTEST_APPLESS_MAIN(TestClusterProperties)
#include "test_cluster_properties.moc"
