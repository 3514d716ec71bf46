// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Is it healthy?" (SPEC.md 8.1, issue 22): the measured busbw at the largest size against the production model
// on the log's own N and G, and the verdict by their ratio. Tables of our own making whose largest time is the
// model's time divided by a chosen ratio, so the verdict and ratio are known without copying any result.
#include "measuretest.h"

#include "commviz/cluster.h"
#include "commviz/measure_health.h"

#include <QTest>

#include <cmath>

using namespace commviz;
using namespace measuretest;

namespace {

// A table of `collective` on `ranks` ranks, `nodes` hosts: two small sizes and `size_bytes`, whose time is
// model_time_s / ratio.
MeasuredTable tableAt(const std::string &collective, int ranks, int nodes, double size_bytes, double model_time_s,
                      double ratio)
{
    MeasuredTable t;
    t.collective = collective;
    t.ranks = ranks;
    t.ranks_origin = RanksOrigin::Log;
    t.rank_list_hosts = nodes;
    t.rank_list_ranks_per_host = ranks / nodes;
    for (double s : {size_bytes / 64, size_bytes / 8, size_bytes}) {
        MeasuredPoint p;
        p.size_bytes = s;
        p.time_s = s == size_bytes ? model_time_s / ratio : model_time_s * s / size_bytes;
        p.bandwidth_Bps = s / p.time_s;
        t.out_of_place.push_back(p);
    }
    return t;
}

Scenario onCluster(int ranks, int perNode)
{
    Scenario s;
    s.gpus = ranks;
    s.gpus_per_node = perNode;
    return s;
}

} // namespace

class TestMeasureHealth : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void verdictBoundaries_data();
    void verdictBoundaries();
    void allReduceComparesWithTheProductionChoice_data();
    void allReduceComparesWithTheProductionChoice();
    void allGatherComparesWithItsHierarchicalForm();
    void allToAllComparesWithTheLevels();
    void theLogsClusterIsTheModels();
    void noVerdictWhereSpecSaysNone();
};

void TestMeasureHealth::verdictBoundaries_data()
{
    QTest::addColumn<double>("ratio");
    QTest::addColumn<QString>("verdict");
    QTest::newRow("3") << 3.0 << "faster than the model";
    QTest::newRow("1.2") << 1.2 << "faster than the model";
    QTest::newRow("just below 1.2") << std::nextafter(1.2, 0.0) << "as the model expects";
    QTest::newRow("1") << 1.0 << "as the model expects";
    QTest::newRow("0.8") << 0.8 << "as the model expects";
    QTest::newRow("just below 0.8") << std::nextafter(0.8, 0.0) << "below the model";
    QTest::newRow("0.5") << 0.5 << "below the model";
    QTest::newRow("just below 0.5") << std::nextafter(0.5, 0.0) << "far below the model";
    QTest::newRow("0") << 0.0 << "far below the model";
}

void TestMeasureHealth::verdictBoundaries()
{
    QFETCH(double, ratio);
    QFETCH(QString, verdict);
    QCOMPARE(QString::fromStdString(healthVerdictKey(healthVerdictOf(ratio))), verdict);
}

void TestMeasureHealth::allReduceComparesWithTheProductionChoice_data()
{
    QTest::addColumn<double>("ratio");
    QTest::addColumn<int>("verdict");
    QTest::newRow("faster") << 1.5 << int(HealthVerdict::FasterThanModel);
    QTest::newRow("as expected") << 0.95 << int(HealthVerdict::AsExpected);
    QTest::newRow("below") << 0.6 << int(HealthVerdict::BelowModel);
    QTest::newRow("far below") << 0.3 << int(HealthVerdict::FarBelowModel);
}

void TestMeasureHealth::allReduceComparesWithTheProductionChoice()
{
    QFETCH(double, ratio);
    QFETCH(int, verdict);
    const double m = 256e6;
    const ProductionChoice model = productionAllReduce(onCluster(16, 8), 16, m).value();
    const MeasuredTable t = tableAt("all_reduce_perf", 16, 2, m, model.cost.total_s(), ratio);
    const HealthCheck h = healthCheck(t, Scenario{}).value();
    QCOMPARE(int(h.verdict), verdict);
    QVERIFY(std::abs(h.ratio / ratio - 1) < 1e-9);
    QCOMPARE(h.size_bytes, m);
    QCOMPARE(QString::fromStdString(h.algorithm), QString::fromStdString(algorithmKey(model.algorithm)));
    QCOMPARE(h.protocol, model.protocol);
    const double factor = 2.0 * 15 / 16;
    QVERIFY(std::abs(h.model_busbw_Bps / (factor * m / model.cost.total_s()) - 1) < 1e-12);
    QVERIFY(std::abs(h.measured_busbw_Bps / (factor * m / (model.cost.total_s() / ratio)) - 1) < 1e-12);
    QCOMPARE(h.network.beta_Bps, Scenario{}.inter.beta_Bps);
}

void TestMeasureHealth::allGatherComparesWithItsHierarchicalForm()
{
    const double m = 1e9;
    const ProtocolChoice model = cheapestProtocol(hierarchicalAllGather(onCluster(32, 8), 32, m).value());
    const HealthCheck h =
        healthCheck(tableAt("all_gather_perf", 32, 4, m, model.cost.total_s(), 1.0), Scenario{}).value();
    QCOMPARE(h.verdict, HealthVerdict::AsExpected);
    QVERIFY(std::abs(h.ratio - 1) < 1e-9);
    QCOMPARE(h.protocol, model.protocol);
    QCOMPARE(QString::fromStdString(h.algorithm), QString("allgather_hier"));
}

void TestMeasureHealth::allToAllComparesWithTheLevels()
{
    const double m = 64e6;
    const Cost model = allToAllTiered(onCluster(16, 8), 16, m).value();
    const HealthCheck h = healthCheck(tableAt("alltoall_perf", 16, 2, m, model.total_s(), 0.45), Scenario{}).value();
    QCOMPARE(h.verdict, HealthVerdict::FarBelowModel);
    QVERIFY(std::abs(h.ratio - 0.45) < 1e-9);
}

void TestMeasureHealth::theLogsClusterIsTheModels()
{
    // 8 ranks on 8 hosts (one GPU each) is priced as 8 nodes of 1, not as one node of 8 (--gpus-per-node 8).
    const double m = 128e6;
    const ProductionChoice spread = productionAllReduce(onCluster(8, 1), 8, m).value();
    const ProductionChoice packed = productionAllReduce(onCluster(8, 8), 8, m).value();
    QVERIFY(spread.cost.total_s() > packed.cost.total_s());
    const HealthCheck h =
        healthCheck(tableAt("all_reduce_perf", 8, 8, m, spread.cost.total_s(), 1.0), Scenario{}).value();
    QCOMPARE(h.cluster.nodes, 8);
    QCOMPARE(h.cluster.gpus_per_node, 1);
    QVERIFY(std::abs(h.ratio - 1) < 1e-9);
}

void TestMeasureHealth::noVerdictWhereSpecSaysNone()
{
    const MeasuredTable ar = tableAt("all_reduce_perf", 16, 2, 1e8, 1e-3, 1.0);
    for (const char *c : {"broadcast_perf", "reduce_perf", "sendrecv_perf", "osu_latency"}) {
        MeasuredTable t = ar;
        t.collective = c;
        QVERIFY2(healthCheck(t, Scenario{}).notApplicable(), c);
    }
    MeasuredTable one = ar;
    one.ranks = 1;
    one.rank_list_hosts = 1;
    one.rank_list_ranks_per_host = 1;
    QVERIFY(healthCheck(one, Scenario{}).notApplicable());
    MeasuredTable unequal = ar;
    unequal.rank_list_ranks_per_host.reset();
    const Result<HealthCheck> u = healthCheck(unequal, Scenario{});
    QVERIFY(u.notApplicable());
    QVERIFY(u.explanation().english().find("unequal") != std::string::npos);
    MeasuredTable unknown = ar;
    unknown.ranks.reset();
    QVERIFY(healthCheck(unknown, Scenario{}).notApplicable());
}

QTEST_APPLESS_MAIN(TestMeasureHealth)
#include "test_measure_health.moc"
