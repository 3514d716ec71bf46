// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fit: it recovers α and β exactly from model-generated data, fits the fixtures as documented, scales OSU
// per-peer sizes, falls back and flags what the data cannot pin, and its model names resolve; hostile input
// never crashes the parser or the fit.
#include "measuretest.h"
#include "randomscenario.h"
#include "testutil.h"

#include <QTest>

using namespace commviz;
using namespace measuretest;

class TestMeasureFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixturesFitAsDocumented_data();
    void fixturesFitAsDocumented();
    void fitRecoversModelParametersExactly_data();
    void fitRecoversModelParametersExactly();
    void osuPerPeerSizesAreScaledByTheRankCount();
    void osuBwFitsBetaFromTheEffectiveBandwidth();
    void negativeAlphaFallsBackToZeroWithAWarning();
    void dataThatCannotPinAlphaIsFlagged();
    void modelNamesResolve();
    void hostileInputNeverCrashes_data();
    void hostileInputNeverCrashes();
};

void TestMeasureFit::fixturesFitAsDocumented_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<std::string>("model");
    QTest::addColumn<double>("alpha_us");
    QTest::addColumn<double>("beta_GBps");
    QTest::addColumn<double>("r2");

    // Regression values (the README quotes some); 1e-3 relative.
    // clang-format off
    QTest::newRow("2080 Ti all_gather ring: β near its 3.2–3.8 GB/s busbw")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << 0 << std::string("allgather_ring") << 10.0683 << 3.19253 << 0.999142;
    QTest::newRow("A3 Mega all_reduce ring")
        << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << 0 << std::string("allreduce_ring") << 4.77133 << 273.54 << 0.935344;
    QTest::newRow("EFA all_reduce ring")
        << "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt" << 0 << std::string("allreduce_ring") << 2.79082 << 405.867 << 0.975484;
    QTest::newRow("H100 node all_reduce ring")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 0 << std::string("allreduce_ring") << 4.45881 << 474.58 << 0.9999;
    QTest::newRow("H100 node all_gather ring")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 1 << std::string("allgather_ring") << 5.89934 << 353.805 << 0.999931;
    QTest::newRow("H100 node reduce_scatter ring")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 2 << std::string("reducescatter_ring") << 4.33841 << 351.461 << 0.999826;
    QTest::newRow("H100 node alltoall pairwise")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 3 << std::string("alltoall_pairwise") << 5.77708 << 337.967 << 0.999735;
    QTest::newRow("H100 node sendrecv point to point")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 4 << std::string("p2p") << 384.376 << 399.463 << 0.989408;
    QTest::newRow("HBv3 osu_latency point to point")
        << "osu_latency_azure_hbv3_2node_ib.txt" << 0 << std::string("p2p") << 1.93823 << 19.0612 << 0.943675;
    // clang-format on
}

void TestMeasureFit::fixturesFitAsDocumented()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(std::string, model);
    QFETCH(double, alpha_us);
    QFETCH(double, beta_GBps);
    QFETCH(double, r2);

    const ParseResult r = parseFixture(file);
    const Result<MeasuredFit> fit = fitTable(r.tables.at(std::size_t(table)));
    QVERIFY2(fit.ok(), fit.explanation().english().c_str());
    const MeasuredFit &f = fit.value();
    QCOMPARE(f.model.key, model);
    COMPARE_REL(f.alpha_s * 1e6, alpha_us, 1e-3);
    COMPARE_REL(f.beta_Bps / 1e9, beta_GBps, 1e-3);
    COMPARE_REL(f.r2, r2, 1e-3);
    QVERIFY(f.max_rel_residual >= 0 && f.max_rel_residual < 1);
    QVERIFY(f.r2 <= 1);
}

// --- fit ----------------------------------------------------------------------------------------------

void TestMeasureFit::fitRecoversModelParametersExactly_data()
{
    QTest::addColumn<std::string>("model");
    QTest::addColumn<std::string>("collective");
    const std::pair<const char *, const char *> cases[] = {
        {"allreduce_ring", "all_reduce_perf"},  {"allreduce_tree", "all_reduce_perf"},
        {"allgather_ring", "all_gather_perf"},  {"reducescatter_ring", "reduce_scatter_perf"},
        {"alltoall_pairwise", "alltoall_perf"}, {"broadcast_tree", "broadcast_perf"},
        {"reduce_tree", "reduce_perf"},         {"p2p", "sendrecv_perf"},
    };
    for (const auto &[model, collective] : cases)
        QTest::newRow(qPrintable(QString("%1 recovers α and β from its own times over 200 random sets").arg(model)))
            << std::string(model) << std::string(collective);
}

void TestMeasureFit::fitRecoversModelParametersExactly()
{
    testutil::Random random(20261201);
    QFETCH(std::string, model);
    QFETCH(std::string, collective);
    const FitModel m = findFitModel(model).value();
    for (int k = 0; k < 200; ++k) {
        const double alpha = random.logUniform(1e-7, 1e-3);
        const double beta = random.logUniform(1e8, 2e12);
        const int ranks = random.uniformInt(2, 2048);
        // Sizes on both sides of the crossover M* = (c_lat/c_bw)·α·β, as a real sweep has them.
        const Coefficients coeff = fitCoefficients(m, ranks).value();
        const double crossover = coeff.latency / coeff.bandwidth * alpha * beta;
        const double lo = crossover * random.logUniform(1e-4, 0.1);
        const double hi = crossover * random.logUniform(10, 1e4);
        const MeasuredTable t = syntheticTable(collective, ranks, m, alpha, beta, powersOfTwo(lo, hi));
        FitConfig c;
        c.model = model;
        const Result<MeasuredFit> fit = fitTable(t, c);
        QVERIFY2(fit.ok(), fit.explanation().english().c_str());
        const MeasuredFit &f = fit.value();
        COMPARE_REL(f.alpha_s, alpha, 1e-7);
        COMPARE_REL(f.beta_Bps, beta, 1e-7);
        QVERIFY(f.r2 > 1 - 1e-9);
        QVERIFY(f.max_rel_residual < 1e-9);
        COMPARE_REL(f.crossover_bytes, f.coefficients.latency / f.coefficients.bandwidth * alpha * beta, 1e-7);
        COMPARE_REL(f.time_s(t.out_of_place.back().size_bytes), t.out_of_place.back().time_s, 1e-9);
        QCOMPARE(f.model.key, model);
        QCOMPARE(f.ranks, ranks);
    }
}

void TestMeasureFit::osuPerPeerSizesAreScaledByTheRankCount()
{
    // osu_alltoall prints the bytes sent to each peer; the model's M is N times that.
    const FitModel m = findFitModel("alltoall_pairwise").value();
    MeasuredTable t =
        syntheticTable("osu_alltoall", 16, m, 3e-6, 20e9, powersOfTwo(1, 1 << 20), SizeConvention::PerPeer);
    const Result<MeasuredFit> fit = fitTable(t);
    QVERIFY(fit.ok());
    COMPARE_REL(fit.value().alpha_s, 3e-6, 1e-9);
    COMPARE_REL(fit.value().beta_Bps, 20e9, 1e-9);
    QCOMPARE(modelPayloadBytes(t, 1024), 16.0 * 1024);
    // Without N there is no M: refused.
    t.ranks.reset();
    QVERIFY(fitTable(t).isError());
}

void TestMeasureFit::osuBwFitsBetaFromTheEffectiveBandwidth()
{
    // Effective bandwidth of a stream with per-message gap g: n/(g + n/β).
    MeasuredTable t;
    t.collective = "osu_bw";
    t.metric = MeasureMetric::Bandwidth;
    t.ranks = 2;
    t.ranks_origin = RanksOrigin::Benchmark;
    const double gap = 0.4e-6, beta = 24e9;
    for (double n : powersOfTwo(1, 1 << 22)) {
        MeasuredPoint p;
        p.size_bytes = n;
        p.bandwidth_Bps = n / (gap + n / beta);
        t.out_of_place.push_back(p);
    }
    const Result<MeasuredFit> fit = fitTable(t);
    QVERIFY(fit.ok());
    const MeasuredFit &f = fit.value();
    QVERIFY(!f.alpha_fitted);
    QCOMPARE(f.alpha_s, 0.0);
    COMPARE_REL(f.beta_Bps, beta, 1e-9);
    COMPARE_REL(f.gap_s, gap, 1e-9);
    QVERIFY(anyContains(f.warnings, "α is not measured"));

    // The fixture: HDR InfiniBand is 25 GB/s.
    const Result<MeasuredFit> hb = fitTable(parseFixture("osu_bw_azure_hbv3_2node_ib.txt").tables.front());
    QVERIFY(hb.ok());
    COMPARE_REL(hb.value().beta_Bps, 24.1874e9, 1e-3);
}

void TestMeasureFit::negativeAlphaFallsBackToZeroWithAWarning()
{
    // T = M/β − 1 µs: the unconstrained best α is −1 µs.
    const FitModel p2p = findFitModel("p2p").value();
    MeasuredTable t = syntheticTable("sendrecv_perf", 2, p2p, 0, 10e9, powersOfTwo(1 << 20, 1 << 30));
    for (MeasuredPoint &p : t.out_of_place)
        p.time_s -= 1e-6;
    const Result<MeasuredFit> fit = fitTable(t);
    QVERIFY(fit.ok());
    const MeasuredFit &f = fit.value();
    QCOMPARE(f.alpha_s, 0.0);
    QVERIFY(anyContains(f.warnings, "negative"));
    COMPARE_REL(f.beta_Bps, 10e9, 1e-2);

    // The solver alone: same boundary solution, b = Σq/Σq².
    const std::vector<double> x{1, 2, 3, 4};
    const std::vector<double> y{0.5, 1.5, 2.5, 3.5}; // y = x − 0.5
    const Result<RelativeLinearFit> line = fitRelativeLinear(x, y);
    QVERIFY(line.ok());
    QVERIFY(line.value().a_clamped);
    QCOMPARE(line.value().a, 0.0);
    double sq = 0, sqq = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sq += x[i] / y[i];
        sqq += (x[i] / y[i]) * (x[i] / y[i]);
    }
    COMPARE_REL(line.value().b, sq / sqq, 1e-12);
}

void TestMeasureFit::dataThatCannotPinAlphaIsFlagged()
{
    const FitModel ring = findFitModel("allreduce_ring").value();
    // Only sizes far above n*: α barely shows.
    const MeasuredTable big = syntheticTable("all_reduce_perf", 8, ring, 5e-6, 100e9, powersOfTwo(1e9, 16e9));
    const Result<MeasuredFit> fb = fitTable(big);
    QVERIFY(fb.ok());
    QVERIFY(anyContains(fb.value().warnings, "α is poorly pinned"));
    // Only sizes far below n*: β barely shows.
    const MeasuredTable small = syntheticTable("all_reduce_perf", 8, ring, 5e-6, 100e9, powersOfTwo(8, 1024));
    const Result<MeasuredFit> fs = fitTable(small);
    QVERIFY(fs.ok());
    QVERIFY(anyContains(fs.value().warnings, "β is poorly pinned"));
    // Both sides: no such warning.
    const MeasuredTable both = syntheticTable("all_reduce_perf", 8, ring, 5e-6, 100e9, powersOfTwo(8, 16e9));
    QVERIFY(!anyContains(fitTable(both).value().warnings, "poorly pinned"));
}

void TestMeasureFit::modelNamesResolve()
{
    QCOMPARE(findFitModel("P2P").value().key, std::string("p2p"));
    QVERIFY(!findFitModel("p2p").value().algorithm);
    QCOMPARE(*findFitModel("reduce_tree").value().algorithm, Algorithm::BroadcastTree);
    QCOMPARE(*findFitModel("allreduce_tree").value().algorithm, Algorithm::AllReduceTree);
    QCOMPARE(defaultFitModel("reduce_perf").value().key, std::string("reduce_tree"));
    QCOMPARE(defaultFitModel("alltoall_perf").value().key, std::string("alltoall_pairwise"));
    QCOMPARE(defaultFitModel("broadcast_perf").value().key, std::string("broadcast_tree"));
    QCOMPARE(defaultFitModel("osu_latency").value().key, std::string("p2p"));
    QVERIFY(defaultFitModel("hypercube_perf").isError());
    // Reduce as the hierarchical reduce phase: lg N·α + lg N·M/β.
    const Coefficients c = fitCoefficients(findFitModel("reduce_tree").value(), 8).value();
    QCOMPARE(c.latency, 3.0);
    QCOMPARE(c.bandwidth, 3.0);
}

// Inputs the fuzzer (scripts/fuzz.sh) found or that probe the edges; each must parse and fit without a
// crash, a hang or a NaN.
void TestMeasureFit::hostileInputNeverCrashes_data()
{
    QTest::addColumn<std::string>("text");
    QTest::newRow("empty input") << std::string();
    QTest::newRow("only a header") << std::string("#  size count type redop root time algbw busbw #wrong time\n");
    QTest::newRow("a header naming its type after the time, then a row that ends at the time")
        << std::string("# size count time type\n8 2 1.0\n16 4 2.0\n32 8 3.0\n");
    QTest::newRow("header then a row with too few fields")
        << std::string("# size count type time\n8 2 float\n16 4 float 1.0\n");
    QTest::newRow("huge sizes and times") << std::string(
        "# size count type time\n999999999999999 1 f 1e308\n99999999999999 1 f 1e-308\n9999999999999 1 f 5\n");
    QTest::newRow("deeply nested JSON") << (std::string(100000, '[') + std::string(100000, ']'));
    QTest::newRow("JSON results of the wrong types")
        << std::string(R"({"results":[1,"x",{"size":"8","out_of_place":{"time":"1"}},{"size":-1},{"size":1e300}],)"
                       R"("config":{"devices":[1,2],"nthreads":1e300,"ngpus":-1}})");
    QTest::newRow("unterminated tags") << std::string("[1,0]<stdout\n[1,]<x>:\n[,0]<a>:# size count type time\n");
    QTest::newRow("OSU title with no rows, then another")
        << std::string("# OSU MPI Latency Test\n# OSU MPI Bandwidth Test\n");
    QTest::newRow("rank lines claiming ten million ranks")
        << std::string("#  Rank 9999999 Group 0\n# size count type time\n8 2 f 1\n16 4 f 2\n32 8 f 3\n");
}

void TestMeasureFit::hostileInputNeverCrashes()
{
    QFETCH(std::string, text);
    for (const auto &ranks : {std::optional<int>(), std::optional<int>(4)}) {
        ParseConfig pc;
        pc.ranks = ranks;
        const ParseResult r = parseMeasurements(text, pc);
        for (const MeasuredTable &t : r.tables) {
            for (bool ip : {false, true}) {
                for (const char *model : {"", "p2p", "allreduce_ring"}) {
                    FitConfig c;
                    c.in_place = ip;
                    c.model = model;
                    const Result<MeasuredFit> f = fitTable(t, c);
                    if (f.ok()) {
                        QVERIFY(std::isfinite(f.value().alpha_s) && std::isfinite(f.value().beta_Bps));
                        QVERIFY(std::isfinite(f.value().r2) && std::isfinite(f.value().max_rel_residual));
                    }
                }
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestMeasureFit)
#include "test_measure_fit.moc"
