// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The models against SPEC.md's golden values, and identities over many random parameter sets.
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/evaluation.h"
#include "commviz/models.h"
#include "commviz/sweep.h"

#include <QTest>

using namespace commviz;
using testutil::roundTo;

namespace {

constexpr int kRandomSets = 2000;

Scenario modelScenario(testutil::Random &r)
{
    Scenario s;
    s.inter = {r.logUniform(1e-8, 1e-4), r.logUniform(1e8, 1e12)};
    s.intra = {r.logUniform(1e-8, 1e-4), r.logUniform(1e8, 1e12)};
    s.gpus_per_node = r.uniformInt(1, 16);
    s.gpus = r.uniformInt(1, 64) * s.gpus_per_node;
    s.size_bytes = r.logUniform(1, 1e11);
    return s;
}

// For the break-even table: the payload whose ring AllReduce on N = 256 InfiniBand NDR takes `total_s`.
double payloadFor(const Scenario &s, double total_s)
{
    const Cost perByte = collectiveCost(Algorithm::AllReduceRing, s, s.gpus, 1.0).value();
    return (total_s - perByte.latency_s) / perByte.bandwidth_s;
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenTimes_data();
    void goldenTimes();
    void goldenBubbles_data();
    void goldenBubbles();
    void interleavingCutsTheBubbleThreeFold();
    void codecBudgetTable_data();
    void codecBudgetTable();
    void nvlinkIsNineTimesInfiniBand();

    void ringAllReduceIsReduceScatterPlusAllGather();
    void ringAndTreeCostTheSameAtTheCrossover();
    void everyCostIsNonDecreasingInPayload();
    void codecBudgetTendsToTheBandwidthTerm();
    void effectiveBandwidthIsHalfBetaAtCrossover();
    void minMicrobatchesIsTheSmallestThatMeetsTheTarget();
    void hierarchicalWithOneGpuPerNodeIsTheRing();

    void notApplicableIsExplained();
    void invalidInputNamesTheParameter_data();
    void invalidInputNamesTheParameter();
    void sweepsSkipPointsThatDoNotExist();
};

void TestModels::goldenTimes_data()
{
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("decimals");
    QTest::newRow("n* on InfiniBand NDR is 250 KB") << "nstar_KB" << 250.0 << 0;
    QTest::newRow("ring AllReduce N=256 1GB NDR is 42.4 ms") << "ring_ms" << 42.4 << 1;
    QTest::newRow("tree AllReduce N=256 1GB NDR is 320.1 ms") << "tree_ms" << 320.1 << 1;
    QTest::newRow("compressed transfer r=64 is 3.2 ms") << "transfer_ms" << 3.2 << 1;
    QTest::newRow("compressed total with 2 ms codec is 5.2 ms") << "compressed_ms" << 5.2 << 1;
    QTest::newRow("compression speed-up is 8.2x") << "speedup" << 8.2 << 1;
    QTest::newRow("ring latency term is 2.55 ms") << "ring_latency_ms" << 2.55 << 2;
}

void TestModels::goldenTimes()
{
    QFETCH(QString, quantity);
    QFETCH(double, expected);
    QFETCH(int, decimals);
    const Evaluation e = evaluate(Scenario{}); // SPEC.md's defaults are the source's worked examples
    const CompressionResult c = e.compression.value();
    const double value = quantity == "nstar_KB"          ? e.crossover.value() / 1e3
                         : quantity == "ring_ms"         ? e.cost(Algorithm::AllReduceRing).value().total_s() * 1e3
                         : quantity == "tree_ms"         ? e.cost(Algorithm::AllReduceTree).value().total_s() * 1e3
                         : quantity == "transfer_ms"     ? c.transfer_s * 1e3
                         : quantity == "compressed_ms"   ? c.compressed_s * 1e3
                         : quantity == "speedup"         ? c.speedup
                         : quantity == "ring_latency_ms" ? e.cost(Algorithm::AllReduceRing).value().latency_s * 1e3
                                                         : -1.0;
    QCOMPARE(roundTo(value, decimals), expected);
}

void TestModels::goldenBubbles_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<double>("percent");
    const double table[2][4] = {{27.3, 15.8, 8.6, 4.5}, {46.7, 30.4, 17.9, 9.9}};
    const int ps[2] = {4, 8};
    const int ms[4] = {8, 16, 32, 64};
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 4; ++j) {
            QTest::addRow("bubble p=%d m=%d is %.1f%%", ps[i], ms[j], table[i][j]) << ps[i] << ms[j] << table[i][j];
        }
    }
}

void TestModels::goldenBubbles()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(double, percent);
    QCOMPARE(roundTo(bubbleFraction(p, m).value() * 100, 1), percent);
}

void TestModels::interleavingCutsTheBubbleThreeFold()
{
    const double plain = bubbleFraction(8, 16).value();
    const double interleaved = bubbleFractionInterleaved(8, 16, 4).value();
    QCOMPARE(roundTo(interleaved * 100, 1), 9.9);
    QCOMPARE(roundTo(plain / interleaved, 1), 3.1);
}

void TestModels::codecBudgetTable_data()
{
    QTest::addColumn<double>("uncompressed_ms");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("budget_ms");
    QTest::addColumn<int>("decimals");
    const double totals[3] = {10, 40, 100};
    const double ratios[4] = {4, 16, 64, 256};
    const double budgets[3][4] = {{5.6, 7.0, 7.3, 7.42}, {28.1, 35.1, 36.9, 37.3}, {73.1, 91.4, 95.9, 97.1}};
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 4; ++j) {
            const int decimals = budgets[i][j] == 7.42 ? 2 : 1;
            QTest::addRow("budget for %g ms AllReduce at r=%g is %g ms", totals[i], ratios[j], budgets[i][j])
                << totals[i] << ratios[j] << budgets[i][j] << decimals;
        }
    }
}

void TestModels::codecBudgetTable()
{
    QFETCH(double, uncompressed_ms);
    QFETCH(double, ratio);
    QFETCH(double, budget_ms);
    QFETCH(int, decimals);
    const Scenario s; // ring AllReduce, N = 256, InfiniBand NDR: latency term 2.55 ms
    const double m = payloadFor(s, uncompressed_ms * 1e-3);
    const CompressionResult c = compression(s, s.gpus, m, ratio, 0).value();
    COMPARE_REL(c.uncompressed_s, uncompressed_ms * 1e-3, 1e-12);
    QCOMPARE(roundTo(c.codec_budget_s * 1e3, decimals), budget_ms);
}

void TestModels::nvlinkIsNineTimesInfiniBand()
{
    QCOMPARE(findPreset("nvlink4")->link.beta_Bps / findPreset("ib-ndr")->link.beta_Bps, 9.0);
}

void TestModels::ringAllReduceIsReduceScatterPlusAllGather()
{
    testutil::Random random(20261201);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = modelScenario(random);
        const Cost ar = collectiveCost(Algorithm::AllReduceRing, s).value();
        const Cost rs = collectiveCost(Algorithm::ReduceScatterRing, s).value();
        const Cost ag = collectiveCost(Algorithm::AllGatherRing, s).value();
        COMPARE_REL(ar.latency_s, rs.latency_s + ag.latency_s, 1e-12);
        COMPARE_REL(ar.bandwidth_s, rs.bandwidth_s + ag.bandwidth_s, 1e-12);
    }
}

void TestModels::ringAndTreeCostTheSameAtTheCrossover()
{
    testutil::Random random(20261201);
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = modelScenario(random);
        s.gpus = random.uniformInt(2, 5000);
        const double m = ringTreeCrossover(s.inter, s.gpus).value();
        QVERIFY(m >= 0);
        const double ring = collectiveCost(Algorithm::AllReduceRing, s, s.gpus, m).value().total_s();
        const double tree = collectiveCost(Algorithm::AllReduceTree, s, s.gpus, m).value().total_s();
        COMPARE_REL(ring, tree, 1e-9);
        if (m > 0) { // below the crossover the tree wins, above it the ring
            QVERIFY(collectiveCost(Algorithm::AllReduceTree, s, s.gpus, m / 2).value().total_s() <
                    collectiveCost(Algorithm::AllReduceRing, s, s.gpus, m / 2).value().total_s());
        }
        QVERIFY(collectiveCost(Algorithm::AllReduceRing, s, s.gpus, 2 * m + 1).value().total_s() <
                collectiveCost(Algorithm::AllReduceTree, s, s.gpus, 2 * m + 1).value().total_s());
    }
    QCOMPARE(ringTreeCrossover({}, 2).value(), 0.0);
    QCOMPARE(ringTreeCrossover({}, 3).value(), 0.0);
}

void TestModels::everyCostIsNonDecreasingInPayload()
{
    testutil::Random random(20261201);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = modelScenario(random);
        const double m1 = random.logUniform(0.5, 1e11);
        const double m2 = m1 * random.logUniform(1, 100);
        for (Algorithm a : allAlgorithms()) {
            const Result<Cost> c1 = collectiveCost(a, s, s.gpus, m1);
            const Result<Cost> c2 = collectiveCost(a, s, s.gpus, m2);
            QCOMPARE(c1.ok(), c2.ok());
            if (c1.ok()) {
                QVERIFY(c2.value().total_s() >= c1.value().total_s());
                QVERIFY(c1.value().latency_s >= 0 && c1.value().bandwidth_s >= 0);
            }
        }
        QVERIFY(p2pTime(s.inter, m2).value().total_s() >= p2pTime(s.inter, m1).value().total_s());
    }
}

void TestModels::codecBudgetTendsToTheBandwidthTerm()
{
    testutil::Random random(20261201);
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = modelScenario(random);
        s.gpus = std::max(2, s.gpus);
        const Cost full = collectiveCost(Algorithm::AllReduceRing, s).value();
        const double bw = full.bandwidth_s;
        const double rounding = 1e-12 * full.total_s(); // the budget is a difference of totals
        double previous = 0;
        for (double ratio : {1.0, 2.0, 16.0, 1e3, 1e6, 1e9}) {
            const double budget = compression(s, s.gpus, s.size_bytes, ratio, 0).value().codec_budget_s;
            QVERIFY(budget >= previous - rounding); // grows with r
            QVERIFY(budget <= bw + rounding);       // never past the bandwidth term
            previous = budget;
        }
        QVERIFY(std::fabs(previous - bw) <= 1e-6 * bw + rounding);
    }
}

void TestModels::effectiveBandwidthIsHalfBetaAtCrossover()
{
    testutil::Random random(20261201);
    for (int i = 0; i < kRandomSets; ++i) {
        const Link link{random.logUniform(1e-8, 1e-3), random.logUniform(1e6, 1e12)};
        const double nStar = crossoverSize(link).value();
        COMPARE_REL(effectiveBandwidth(link, nStar).value(), link.beta_Bps / 2, 1e-12);
    }
}

void TestModels::minMicrobatchesIsTheSmallestThatMeetsTheTarget()
{
    testutil::Random random(20261201);
    for (int p = 1; p <= 64; ++p) {
        QCOMPARE(minMicrobatches(p, 0.2).value(), std::max(1, 4 * (p - 1)));
        for (int v : {1, 2, 3, 4}) {
            const double target = 0.01 * random.uniformInt(1, 99);
            const int m = minMicrobatches(p, target, v).value();
            QVERIFY(bubbleFractionInterleaved(p, m, v).value() <= target + 1e-12);
            if (m > 1)
                QVERIFY(bubbleFractionInterleaved(p, m - 1, v).value() > target);
        }
    }
}

void TestModels::hierarchicalWithOneGpuPerNodeIsTheRing()
{
    testutil::Random random(20261201);
    for (int i = 0; i < 200; ++i) {
        Scenario s = modelScenario(random);
        s.gpus_per_node = 1;
        s.nodes_per_leaf = s.gpus; // one leaf group: no spine level (SPEC 9.1)
        const Cost ring = collectiveCost(Algorithm::AllReduceRing, s).value();
        for (Algorithm a : {Algorithm::AllReduceHierTree, Algorithm::AllReduceHierRail}) {
            const Cost h = collectiveCost(a, s).value();
            COMPARE_REL(h.total_s(), ring.total_s(), 1e-12);
        }
    }
}

void TestModels::notApplicableIsExplained()
{
    Scenario s;
    s.gpus = 96;
    const Result<Cost> rhd = collectiveCost(Algorithm::AllReduceRhd, s);
    QVERIFY(rhd.notApplicable());
    QCOMPARE(QString::fromStdString(rhd.explanation().english()),
             QString("recursive halving-doubling needs N to be a power of two; N = 96 is not"));
    s.gpus = 100;
    const Result<Cost> hier = collectiveCost(Algorithm::AllReduceHierTree, s);
    QVERIFY(hier.notApplicable());
    QCOMPARE(QString::fromStdString(hier.explanation().english()),
             QString("hierarchical AllReduce needs N to be a multiple of G; N = 100 is not a multiple of G = 8"));
    QVERIFY(ringTreeCrossover({}, 1).notApplicable());
    QVERIFY(bestAllReduce(s).ok()); // the ring always applies
    s.gpus = 1;
    for (Algorithm a : allAlgorithms())
        QCOMPARE(collectiveCost(a, s).value().total_s(), 0.0); // nothing is sent
}

void TestModels::invalidInputNamesTheParameter_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("zero bandwidth") << "beta"
                                    << "beta = 0 B/s is out of range: it must be > 0";
    QTest::newRow("zero GPUs") << "gpus"
                               << "gpus = 0 is out of range: it must be a whole number from 1 to 1000000000";
    QTest::newRow("zero micro-batches")
        << "microbatches"
        << "microbatches = 0 is out of range: it must be a whole number from 1 to 1000000000";
    QTest::newRow("ratio below one") << "ratio"
                                     << "ratio = 0.5 is out of range: it must be a number ≥ 1";
    QTest::newRow("NaN latency") << "alpha"
                                 << "alpha = NaN is out of range: it must be ≥ 0";
    QTest::newRow("infinite bandwidth") << "beta_inf"
                                        << "beta = infinity is out of range: it must be > 0";
    QTest::newRow("negative size") << "size"
                                   << "size = -1 B is out of range: it must be ≥ 0";
}

void TestModels::invalidInputNamesTheParameter()
{
    QFETCH(QString, field);
    QFETCH(QString, message);
    Scenario s;
    if (field == "beta")
        s.inter.beta_Bps = 0;
    else if (field == "beta_inf")
        s.inter.beta_Bps = std::numeric_limits<double>::infinity();
    else if (field == "gpus")
        s.gpus = 0;
    else if (field == "microbatches")
        s.microbatches = 0;
    else if (field == "ratio")
        s.ratio = 0.5;
    else if (field == "alpha")
        s.inter.alpha_s = std::nan("");
    else if (field == "size")
        s.size_bytes = -1;
    const Result<Scenario> v = validate(s);
    QVERIFY(v.isError());
    QCOMPARE(QString::fromStdString(v.error().message.english()), message);
    // The models refuse the same input instead of computing with it: an error, never a NaN.
    const Evaluation e = evaluate(s);
    const bool touchesCollectives = field != "microbatches" && field != "ratio";
    if (touchesCollectives)
        QVERIFY(e.cost(Algorithm::AllReduceRing).isError());
    else
        QVERIFY(field == "ratio" ? e.compression.isError() : e.bubble.isError());
}

void TestModels::sweepsSkipPointsThatDoNotExist()
{
    Scenario s;
    const CostCurve rhd = costVsGpus(Algorithm::AllReduceRhd, s, range(1, 64));
    QCOMPARE(rhd.x.size(), std::size_t(7)); // 1, 2, 4, ..., 64
    const std::vector<double> sizes = logSpace(1, 1e10, 50);
    QCOMPARE(sizes.size(), std::size_t(50));
    QCOMPARE(sizes.front(), 1.0);
    QCOMPARE(sizes.back(), 1e10);
    const Curve eff = effectiveBandwidthVsSize(s.inter, {0.0, 1.0, 2.0});
    QCOMPARE(eff.x.size(), std::size_t(2)); // no effective bandwidth for an empty message
    const auto grid = regimeGrid(s, {2, 8, 256}, logSpace(1, 1e9, 10));
    QCOMPARE(grid.values.size(), std::size_t(30));
    QCOMPARE(grid.at(0, 0).value_or(Algorithm::BroadcastTree), bestAllReduce(s, 2, 1).value().algorithm);
    const auto bubbles = bubbleGrid({4, 8}, {8, 16}, 1);
    QCOMPARE(roundTo(bubbles.at(1, 1) * 100, 1), 30.4);
}

QTEST_APPLESS_MAIN(TestModels)
#include "test_models.moc"
