// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Measured data: every fixture imports with points equal to its rows; the many shapes of pasted
// nccl-tests and OSU output parse; the fit recovers α and β exactly from model-generated data; every
// refusal says why. The size convention checked here is measure.h's: M = nccl-tests' `size` column
// (the total over ranks for AllGather, ReduceScatter, AlltoAll), and M = size × N for osu_allgather and
// osu_alltoall.
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/measure.h"
#include "commviz/models.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cstdio>

using namespace commviz;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/" + name;
}

std::string readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

ParseResult parseFixture(const QString &name, ParseConfig config = {})
{
    return parseMeasurements(readFile(fixture(name)), config);
}

bool anyContains(const std::vector<Text> &list, const std::string &needle)
{
    for (const Text &t : list) {
        if (t.english().find(needle) != std::string::npos)
            return true;
    }
    return false;
}

// A table of exact model times: T = c_lat·α + c_bw·M/β at the given sizes.
MeasuredTable syntheticTable(const std::string &collective, int ranks, const FitModel &model, double alpha_s,
                             double beta_Bps, const std::vector<double> &sizes,
                             SizeConvention convention = SizeConvention::Payload)
{
    MeasuredTable t;
    t.collective = collective;
    t.ranks = ranks;
    t.ranks_origin = RanksOrigin::Log;
    t.sizes = convention;
    const Coefficients c = fitCoefficients(model, ranks).value();
    for (double s : sizes) {
        const double m = convention == SizeConvention::PerPeer ? s * ranks : s;
        MeasuredPoint p;
        p.size_bytes = s;
        p.time_s = c.latency * alpha_s + c.bandwidth * m / beta_Bps;
        p.bandwidth_Bps = s / p.time_s;
        t.out_of_place.push_back(p);
    }
    return t;
}

std::vector<double> powersOfTwo(double from, double to)
{
    std::vector<double> v;
    for (double s = from; s <= to; s *= 2)
        v.push_back(s);
    return v;
}

} // namespace

Q_DECLARE_METATYPE(std::string)

class TestMeasure : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixturePointsEqualTheirRows_data();
    void fixturePointsEqualTheirRows();
    void everyFixtureFileGivesATable();
    void multicollFileGivesFiveTablesInOrder();
    void rawEfaLogIgnoresTagsAndInfoLinesInsideTheHeader();
    void anomalousSingleGpuReduceIsRefused();
    void fixturesFitAsDocumented_data();
    void fixturesFitAsDocumented();
    void pastedShapesParse_data();
    void pastedShapesParse();
    void ncclJsonOutputParses();
    void ranksOverrideFillsOnlyWhatTheLogDoesNotSay();
    void collectiveIsInferredWhenTheProgramIsNotNamed();
    void fitRecoversModelParametersExactly_data();
    void fitRecoversModelParametersExactly();
    void osuPerPeerSizesAreScaledByTheRankCount();
    void osuBwFitsBetaFromTheEffectiveBandwidth();
    void negativeAlphaFallsBackToZeroWithAWarning();
    void dataThatCannotPinAlphaIsFlagged();
    void refusalsNameTheirReason_data();
    void refusalsNameTheirReason();
    void modelNamesResolve();
    void hostileInputNeverCrashes_data();
    void hostileInputNeverCrashes();
};

// --- fixtures ---------------------------------------------------------------------------------------

void TestMeasure::fixturePointsEqualTheirRows_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<std::string>("collective");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("inPlaceRows");
    QTest::addColumn<int>("row"); // index of a row checked by value
    QTest::addColumn<double>("size");
    QTest::addColumn<double>("value"); // µs, or MB/s for osu_bw
    QTest::addColumn<double>("inPlaceValue");

    // clang-format off
    QTest::newRow("2080 Ti all_gather keeps its first size-0 row as a point")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << std::string("all_gather_perf") << 2 << 28 << 28 << 0 << 0.0 << 0.33 << 0.36;
    QTest::newRow("2080 Ti all_gather keeps its second size-0 row too")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << std::string("all_gather_perf") << 2 << 28 << 28 << 1 << 0.0 << 0.33 << 0.33;
    QTest::newRow("2080 Ti all_gather 32 B row after the size-0 rows")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << std::string("all_gather_perf") << 2 << 28 << 28 << 2 << 32.0 << 10.52 << 10.01;
    QTest::newRow("2080 Ti all_gather last row is 1 GiB")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << std::string("all_gather_perf") << 2 << 28 << 28 << 27 << 1073741824.0 << 141614.0 << 139719.0;
    QTest::newRow("A3 Mega all_reduce first row is 8 B")
        << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << std::string("all_reduce_perf") << 16 << 31 << 31 << 0 << 8.0 << 135.8 << 123.5;
    QTest::newRow("A3 Mega all_reduce 32 MiB row")
        << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << std::string("all_reduce_perf") << 16 << 31 << 31 << 22 << 33554432.0 << 1059.9 << 1054.0;
    QTest::newRow("A3 Mega all_reduce last row is 8 GiB")
        << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << std::string("all_reduce_perf") << 16 << 31 << 31 << 30 << 8589934592.0 << 47535.0 << 47743.0;
    QTest::newRow("EFA raw log all_reduce first row is 8 B")
        << "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt" << std::string("all_reduce_perf") << 16 << 32 << 32 << 0 << 8.0 << 65.43 << 64.78;
    QTest::newRow("EFA raw log all_reduce last row is 16 GiB")
        << "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt" << std::string("all_reduce_perf") << 16 << 32 << 32 << 31 << 17179869184.0 << 66154.0 << 66064.0;
    QTest::newRow("multicoll first table is all_reduce from 32 MiB")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << std::string("all_reduce_perf") << 8 << 10 << 10 << 0 << 33554432.0 << 182.87 << 182.88;
    QTest::newRow("anomalous reduce is imported as printed, misaligned columns included")
        << "nccl_reduce_autodl_2080ti_1gpu_anomalous.txt" << std::string("reduce_perf") << 1 << 28 << 28 << 27 << 1073741824.0 << 4016.0 << 0.19;
    QTest::newRow("osu_latency keeps its 0 B row")
        << "osu_latency_azure_hbv3_2node_ib.txt" << std::string("osu_latency") << 2 << 24 << 0 << 0 << 0.0 << 1.61 << 0.0;
    QTest::newRow("osu_latency last row is 4 MiB")
        << "osu_latency_azure_hbv3_2node_ib.txt" << std::string("osu_latency") << 2 << 24 << 0 << 23 << 4194304.0 << 179.11 << 0.0;
    QTest::newRow("osu_bw first row is 1 B at 3.88 MB/s")
        << "osu_bw_azure_hbv3_2node_ib.txt" << std::string("osu_bw") << 2 << 23 << 0 << 0 << 1.0 << 3.88 << 0.0;
    QTest::newRow("osu_bw last row is 4 MiB at 24453.38 MB/s")
        << "osu_bw_azure_hbv3_2node_ib.txt" << std::string("osu_bw") << 2 << 23 << 0 << 22 << 4194304.0 << 24453.38 << 0.0;
    // clang-format on
}

void TestMeasure::fixturePointsEqualTheirRows()
{
    QFETCH(QString, file);
    QFETCH(std::string, collective);
    QFETCH(int, ranks);
    QFETCH(int, rows);
    QFETCH(int, inPlaceRows);
    QFETCH(int, row);
    QFETCH(double, size);
    QFETCH(double, value);
    QFETCH(double, inPlaceValue);

    const ParseResult r = parseFixture(file);
    QVERIFY(!r.tables.empty());
    const MeasuredTable &t = r.tables.front();
    QCOMPARE(t.collective, collective);
    QVERIFY(t.ranks.has_value());
    QCOMPARE(*t.ranks, ranks);
    QCOMPARE(int(t.out_of_place.size()), rows);
    QCOMPARE(int(t.in_place.size()), inPlaceRows);
    const MeasuredPoint &p = t.out_of_place.at(std::size_t(row));
    QCOMPARE(p.size_bytes, size);
    if (t.metric == MeasureMetric::Bandwidth) {
        COMPARE_REL(p.bandwidth_Bps, value * 1e6, 1e-12);
        QCOMPARE(p.time_s, 0.0);
    } else {
        COMPARE_REL(p.time_s, value * 1e-6, 1e-12);
        COMPARE_REL(p.bandwidth_Bps, size > 0 ? size / (value * 1e-6) : 0.0, 1e-12);
    }
    if (inPlaceRows > 0) {
        QCOMPARE(t.in_place.at(std::size_t(row)).size_bytes, size);
        COMPARE_REL(t.in_place.at(std::size_t(row)).time_s, inPlaceValue * 1e-6, 1e-12);
    }
}

void TestMeasure::everyFixtureFileGivesATable()
{
    const QDir dir(QStringLiteral(COMMVIZ_FIXTURES_DIR));
    const QStringList files = dir.entryList({"*.txt"}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 7); // the seven of the README, and any added later
    for (const QString &f : files) {
        const ParseResult r = parseFixture(f);
        QVERIFY2(!r.tables.empty(), qPrintable(f));
        for (const MeasuredTable &t : r.tables) {
            QVERIFY2(!t.collective.empty(), qPrintable(f));
            QVERIFY2(t.ranks.has_value(), qPrintable(f));
            if (!t.warnings.empty())
                QFAIL(qPrintable(f + ": " + QString::fromStdString(t.warnings.front().english())));
        }
    }
}

void TestMeasure::multicollFileGivesFiveTablesInOrder()
{
    const ParseResult r = parseFixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt");
    QCOMPARE(int(r.tables.size()), 5);
    const std::vector<std::string> names{"all_reduce_perf", "all_gather_perf", "reduce_scatter_perf", "alltoall_perf",
                                         "sendrecv_perf"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        QCOMPARE(r.tables[i].collective, names[i]);
        QCOMPARE(*r.tables[i].ranks, 8);
        QCOMPARE(int(r.tables[i].out_of_place.size()), 10);
        QCOMPARE(int(r.tables[i].in_place.size()), 10); // alltoall and sendrecv print N/A in #wrong, not in time
        QCOMPARE(r.tables[i].out_of_place.back().size_bytes, 17179869184.0);
    }
    COMPARE_REL(r.tables[1].out_of_place[2].time_s, 382.20e-6, 1e-12);
    COMPARE_REL(r.tables[1].in_place[2].time_s, 377.81e-6, 1e-12);
    COMPARE_REL(r.tables[3].in_place[0].time_s, 123.64e-6, 1e-12);
    COMPARE_REL(r.tables[4].out_of_place.back().time_s, 46779.2e-6, 1e-12);
    QVERIFY(r.tables[0].line < r.tables[1].line);
}

void TestMeasure::rawEfaLogIgnoresTagsAndInfoLinesInsideTheHeader()
{
    const ParseResult r = parseFixture("nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt");
    QCOMPARE(int(r.tables.size()), 1);
    QVERIFY(r.warnings.empty());
    const MeasuredTable &t = r.tables.front();
    QCOMPARE(t.line, 2925); // the column header, below 20 NCCL INFO lines that split the header block
    QCOMPARE(t.ranks_origin, RanksOrigin::Log);
    QVERIFY(t.warnings.empty());
    for (std::size_t i = 1; i < t.out_of_place.size(); ++i)
        QCOMPARE(t.out_of_place[i].size_bytes, 2 * t.out_of_place[i - 1].size_bytes);
    COMPARE_REL(t.out_of_place[10].time_s, 106.3e-6, 1e-12); // the 8 KiB row
}

void TestMeasure::anomalousSingleGpuReduceIsRefused()
{
    const ParseResult r = parseFixture("nccl_reduce_autodl_2080ti_1gpu_anomalous.txt");
    QCOMPARE(int(r.tables.size()), 1);
    const MeasuredTable &t = r.tables.front();
    QCOMPARE(*t.ranks, 1);

    const Result<MeasuredFit> outOfPlace = fitTable(t);
    QVERIFY(outOfPlace.isError());
    QCOMPARE(outOfPlace.error().parameter, std::string("ranks"));
    QVERIFY(outOfPlace.explanation().english().find("one rank") != std::string::npos);

    // In place, both reasons: one rank and petabytes per second.
    FitConfig inPlace;
    inPlace.in_place = true;
    const Result<MeasuredFit> ip = fitTable(t, inPlace);
    QVERIFY(ip.isError());
    QVERIFY(ip.explanation().english().find("one rank") != std::string::npos);
    QVERIFY(ip.explanation().english().find("10 TB/s") != std::string::npos);

    // Claiming more ranks does not launder it: the log's count wins, and the bandwidths still refuse.
    ParseConfig claim;
    claim.ranks = 8;
    const MeasuredTable t8 = parseFixture("nccl_reduce_autodl_2080ti_1gpu_anomalous.txt", claim).tables.front();
    QCOMPARE(*t8.ranks, 1);
    QVERIFY(anyContains(t8.warnings, "--ranks 8 ignored"));
    QVERIFY(fitTable(t8, inPlace).isError());
}

void TestMeasure::fixturesFitAsDocumented_data()
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

void TestMeasure::fixturesFitAsDocumented()
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

// --- formats ----------------------------------------------------------------------------------------

void TestMeasure::pastedShapesParse_data()
{
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::string>("collective");
    QTest::addColumn<int>("ranks"); // -1: unknown
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("inPlaceRows");
    QTest::addColumn<double>("lastSize");
    QTest::addColumn<double>("lastValue"); // seconds, or B/s for osu_bw
    QTest::addColumn<int>("sizes");        // SizeConvention

    const std::string oldFormat = // nccl-tests 1.x/2.0: no root column, float error column
        "$ ./build/all_reduce_perf -b 8 -e 128 -f 2 -g 4\n"
        "# nThread 1 nGpus 4 minBytes 8 maxBytes 128 step: 2(factor) warmup iters: 5 iters: 20 validation: 1\n"
        "#\n"
        "# Using devices\n"
        "#   Rank  0 Pid  12345 on     node01 device  0 [0x1a] Tesla V100-SXM2-16GB\n"
        "#   Rank  1 Pid  12345 on     node01 device  1 [0x1b] Tesla V100-SXM2-16GB\n"
        "#   Rank  2 Pid  12345 on     node01 device  2 [0x3d] Tesla V100-SXM2-16GB\n"
        "#   Rank  3 Pid  12345 on     node01 device  3 [0x3e] Tesla V100-SXM2-16GB\n"
        "#\n"
        "#                                                     out-of-place                       in-place\n"
        "#       size         count    type   redop     time   algbw   busbw  error     time   algbw   busbw  error\n"
        "#        (B)    (elements)                     (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)\n"
        "           8             2   float     sum    17.86    0.00    0.00  0e+00    18.03    0.00    0.00  0e+00\n"
        "          16             4   float     sum    17.52    0.00    0.00  0e+00    17.61    0.00    0.00  0e+00\n"
        "          32             8   float     sum    17.70    0.00    0.00  2e-07    17.66    0.00    0.00  2e-07\n"
        "          64            16   float     sum    17.75    0.00    0.01  0e+00    17.80    0.00    0.01  0e+00\n"
        "         128            32   float     sum   1.2e+02    0.00    0.00  0e+00    18.02    0.01    0.01  0e+00\n"
        " Out of bounds values : 0 OK\n"
        "# Avg bus bandwidth    : 0.0035\n";
    QTest::newRow("old nccl-tests format without root and with a float error column parses")
        << oldFormat << std::string("all_reduce_perf") << 4 << 5 << 5 << 128.0 << 120e-6
        << int(SizeConvention::Payload);

    const std::string tagged = // tags in front of and inside lines, WARN lines between rows, indentation
        "[1,0]<stdout>:# Collective test starting: all_gather_perf\n"
        "[1,0]<stdout>:# nThread 1 nGpus 1 minBytes 1024 maxBytes 4096 step: 2(factor)\n"
        "[1,0]<stdout>:#  Rank  0 Group  0 Pid 11 on a device  0 [0x1] H100\n"
        "[1,0]<stdout>:#  Rank  1 Group  0 Pid 12 on b device  0 [0x1] H100\n"
        "[1,0]<stdout>:#       size         count      type   redop    root     time   algbw   busbw #wrong     time   "
        "algbw   busbw #wrong\n"
        "[1,0]<stdout>:#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  "
        "(GB/s)  (GB/s)\n"
        "      [1,0]<stdout>:        1024           256     float    none      -1    20.00    0.05    0.03      0    "
        "21.00    0.05    0.02      0\n"
        "[1,1]<stderr>:b:12:12 [0] NCCL WARN Call to ibv_reg_mr failed\n"
        "[1,0]<stdout>:        2048   [1,0]<stdout>:        512     float    none      -1    22.00    0.09    0.05     "
        " 0    23.00    0.09    0.04      0\n"
        "[1,0]<stdout>:a:11:11 [0] NCCL INFO comm 0x1 rank 0 nranks 2 cudaDev 0 - Init COMPLETE\n"
        "[1,0]<stdout>:        4096          1024     float    none      -1    24.00    0.17    0.09      0    25.00   "
        " 0.16    0.08      0\n"
        "[1,0]<stdout>:# Out of bounds values : 0 OK\n"
        "[1,0]<stdout>:# Collective test concluded: all_gather_perf\n";
    QTest::newRow("launcher tags anywhere and NCCL WARN lines between rows are ignored")
        << tagged << std::string("all_gather_perf") << 2 << 3 << 3 << 4096.0 << 24e-6 << int(SizeConvention::Payload);

    const std::string slurm = "0: srun ./alltoall_perf -b 8 -e 32\n"
                              "0: #  Rank  0 Group  0 Pid 1 on n1 device  0 [0x1] A100\n"
                              "0: #  Rank  1 Group  0 Pid 2 on n1 device  1 [0x2] A100\n"
                              "0: #  Rank  2 Group  0 Pid 3 on n1 device  2 [0x3] A100\n"
                              "0: #       size         count      type   redop    root     time   algbw   busbw #wrong "
                              "    time   algbw   busbw #wrong\n"
                              "0:            0             0     float    none      -1     0.10    0.00    0.00      0 "
                              "    0.10    0.00    0.00    N/A\n"
                              "0:           12             1     float    none      -1    30.00    0.00    0.00      0 "
                              "   30.00    0.00    0.00    N/A\n"
                              "0:           24             2     float    none      -1    31.00    0.00    0.00      0 "
                              "   31.00    0.00    0.00    N/A\n"
                              "0: # Avg bus bandwidth    : 0\n";
    QTest::newRow("slurm labels are stripped and a size-0 row is kept")
        << slurm << std::string("alltoall_perf") << 3 << 3 << 3 << 24.0 << 31e-6 << int(SizeConvention::Payload);

    const std::string osu5 = "mpirun -np 16 --map-by node ./osu_allreduce -f\n"
                             "\n"
                             "# OSU MPI Allreduce Latency Test v5.6.2\n"
                             "# Size       Avg Latency(us)   Min Latency(us)   Max Latency(us)  Iterations\n"
                             "4                       5.08              4.61              5.57        1000\n"
                             "8                       5.11              4.62              5.60        1000\n"
                             "16                      5.19              4.70              5.69        1000\n"
                             "1048576               512.30            500.12            520.01         100\n";
    QTest::newRow("OSU 5 osu_allreduce with full columns takes the average and -np 16")
        << osu5 << std::string("osu_allreduce") << 16 << 4 << 0 << 1048576.0 << 512.30e-6
        << int(SizeConvention::Payload);

    const std::string osu7 = "srun -N4 -n32 --tasks-per-node 8 ./c/mpi/collective/blocking/osu_allgather\n"
                             "\n"
                             "# OSU MPI Allgather Latency Test v7.4\n"
                             "# Datatype: MPI_CHAR.\n"
                             "# Size       Avg Latency(us)\n"
                             "1                      10.18\n"
                             "2                      10.13\n"
                             "4                      10.19\n"
                             "8                      10.62\n";
    QTest::newRow("OSU 7 osu_allgather sizes are per peer and srun -n32 gives the ranks")
        << osu7 << std::string("osu_allgather") << 32 << 4 << 0 << 8.0 << 10.62e-6 << int(SizeConvention::PerPeer);

    const std::string osu7a2a = "# OSU MPI All-to-All Personalized Exchange Latency Test v7.5\n"
                                "# Datatype: MPI_CHAR.\n"
                                "# Size       Avg Latency(us)        Validation\n"
                                "1                      22.31              Pass\n"
                                "2                      22.40              Pass\n"
                                "4                      22.95              Pass\n";
    QTest::newRow("OSU 7 osu_alltoall with a validation column and no command line has unknown ranks")
        << osu7a2a << std::string("osu_alltoall") << -1 << 3 << 0 << 4.0 << 22.95e-6 << int(SizeConvention::PerPeer);

    const std::string osu7lat = "# OSU MPI Latency Test v7.4\n"
                                "# Datatype: MPI_CHAR.\n"
                                "# Size       Avg Latency(us)\n"
                                "1                       1.88\n"
                                "2                       1.84\n"
                                "4                       1.88\n";
    QTest::newRow("OSU 7 osu_latency runs on two ranks")
        << osu7lat << std::string("osu_latency") << 2 << 3 << 0 << 4.0 << 1.88e-6 << int(SizeConvention::Payload);

    const std::string osu7bw = "# OSU MPI-CUDA Bandwidth Test v7.4\n"
                               "# Send Buffer on DEVICE (D) and Receive Buffer on DEVICE (D)\n"
                               "# Datatype: MPI_CHAR.\n"
                               "# Size      Bandwidth (MB/s)\n"
                               "1                       2.32\n"
                               "4194304             27161.33\n";
    QTest::newRow("OSU 7 osu_bw reads MB/s as 1e6 bytes per second")
        << osu7bw << std::string("osu_bw") << 2 << 2 << 0 << 4194304.0 << 27161.33e6 << int(SizeConvention::Payload);
}

void TestMeasure::pastedShapesParse()
{
    QFETCH(std::string, text);
    QFETCH(std::string, collective);
    QFETCH(int, ranks);
    QFETCH(int, rows);
    QFETCH(int, inPlaceRows);
    QFETCH(double, lastSize);
    QFETCH(double, lastValue);
    QFETCH(int, sizes);

    const ParseResult r = parseMeasurements(text);
    QCOMPARE(int(r.tables.size()), 1);
    const MeasuredTable &t = r.tables.front();
    QCOMPARE(t.collective, collective);
    QCOMPARE(t.ranks.value_or(-1), ranks);
    QCOMPARE(int(t.out_of_place.size()), rows);
    QCOMPARE(int(t.in_place.size()), inPlaceRows);
    QCOMPARE(int(t.sizes), sizes);
    QCOMPARE(t.out_of_place.back().size_bytes, lastSize);
    const double last =
        t.metric == MeasureMetric::Bandwidth ? t.out_of_place.back().bandwidth_Bps : t.out_of_place.back().time_s;
    COMPARE_REL(last, lastValue, 1e-12);
}

void TestMeasure::ncclJsonOutputParses()
{
    // Shaped like nccl-tests' writer (src/util.cu, JSON_FILE_VERSION 2): root is a quoted string, a NaN
    // time is the string "nan", devices sit inside config with one entry per process.
    const std::string json = R"({"version":2,"start_time":"2025-06-01 10:00:00",
 "args":["/opt/nccl-tests/build/reduce_scatter_perf","-b","1M","-e","4M","-J","rs.json"],
 "env":["NCCL_DEBUG=WARN"],"nccl_version":22703,
 "config":{"nthreads":1,"ngpus":4,"minimum_bytes":1048576,"maximum_bytes":4194304,"step_factor":2,
   "warmup_iters":5,"iterations":20,"aggregated_iterations":1,"validation":1,"graph":0,
   "blocking_collectives":"false","per_iter_timing":"false","parallel_init":"false",
   "devices":[{"rank":0,"group":0,"pid":101,"hostname":"n1","device":0,"device_hex":"0000:1b:00","device_info":"NVIDIA H100"},
              {"rank":4,"group":0,"pid":201,"hostname":"n2","device":0,"device_hex":"0000:1b:00","device_info":"NVIDIA H100"}]},
 "results":[
  {"size":1048576,"count":32768,"type":"float","redop":"sum","root":"    -1",
   "out_of_place":{"time":40.500000,"alg_bw":25.89,"bus_bw":22.65,"nwrong":0.000000},
   "in_place":{"time":41.000000,"alg_bw":25.57,"bus_bw":22.38,"nwrong":0.000000},"actual_iterations":20,"experiment_name":""},
  {"size":2097152,"count":65536,"type":"float","redop":"sum","root":"    -1",
   "out_of_place":{"time":"nan","alg_bw":"nan","bus_bw":"nan","nwrong":null},
   "in_place":{"time":70.0,"alg_bw":29.96,"bus_bw":26.21,"nwrong":0.0},"actual_iterations":20,"experiment_name":""},
  {"size":4194304,"count":131072,"type":"float","redop":"sum","root":"    -1",
   "out_of_place":{"time":120.25,"alg_bw":34.88,"bus_bw":30.52,"nwrong":0.0},
   "in_place":{"time":121.5,"alg_bw":34.52,"bus_bw":30.21,"nwrong":0.0},"actual_iterations":20,"experiment_name":""}],
 "out_of_bounds":{"count":0,"okay":"true"},"average_bus_bandwidth":{"bandwidth":26.2,"okay":"unchecked"},
 "errors":[],"end_time":"2025-06-01 10:00:05"})";
    const ParseResult r = parseMeasurements(json);
    QCOMPARE(int(r.tables.size()), 1);
    const MeasuredTable &t = r.tables.front();
    QCOMPARE(t.format, MeasureFormat::NcclTestsJson);
    QCOMPARE(t.collective, std::string("reduce_scatter_perf"));
    QCOMPARE(*t.ranks, 8);                   // 2 processes × 1 thread × 4 GPUs
    QCOMPARE(int(t.out_of_place.size()), 2); // the NaN row is skipped, with a warning
    QVERIFY(anyContains(t.warnings, "result 1"));
    QCOMPARE(int(t.in_place.size()), 2);
    QCOMPARE(t.out_of_place[1].size_bytes, 4194304.0);
    COMPARE_REL(t.out_of_place[1].time_s, 120.25e-6, 1e-12);

    // Broken JSON is not a table; the text scanner finds nothing either.
    QVERIFY(parseMeasurements(json.substr(0, json.size() / 2)).tables.empty());
}

void TestMeasure::ranksOverrideFillsOnlyWhatTheLogDoesNotSay()
{
    const std::string osu =
        "# OSU MPI Allreduce Latency Test v7.4\n# Size       Avg Latency(us)\n1 5.0\n2 5.1\n4 5.2\n";
    QVERIFY(!parseMeasurements(osu).tables.front().ranks);
    ParseConfig c;
    c.ranks = 64;
    const MeasuredTable t = parseMeasurements(osu, c).tables.front();
    QCOMPARE(*t.ranks, 64);
    QCOMPARE(t.ranks_origin, RanksOrigin::Override);
    const Result<MeasuredFit> f = fitTable(t);
    QVERIFY(f.ok());
    QVERIFY(anyContains(f.value().warnings, "--ranks"));

    const MeasuredTable lat = parseFixture("osu_latency_azure_hbv3_2node_ib.txt", c).tables.front();
    QCOMPARE(*lat.ranks, 2);
    QVERIFY(anyContains(lat.warnings, "--ranks 64 ignored"));
}

void TestMeasure::collectiveIsInferredWhenTheProgramIsNotNamed()
{
    // Rows of the A3 Mega file without any line naming the program: busbw/algbw = 2(N−1)/N says AllReduce.
    std::string text = readFile(fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt"));
    std::string stripped;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(pos, end - pos);
        if (line.find("_perf") == std::string::npos)
            stripped += line + "\n";
        pos = end + 1;
    }
    const MeasuredTable t = parseMeasurements(stripped).tables.front();
    QCOMPARE(t.collective, std::string("all_reduce_perf"));
    QVERIFY(anyContains(t.warnings, "inferred"));

    // AllGather and AlltoAll look alike: unknown, and the fit asks for a model.
    std::string gather = readFile(fixture("nccl_allgather_autodl_2080ti_2gpu_pcie.txt"));
    std::string g;
    pos = 0;
    while (pos < gather.size()) {
        std::size_t end = gather.find('\n', pos);
        if (end == std::string::npos)
            end = gather.size();
        const std::string line = gather.substr(pos, end - pos);
        if (line.find("_perf") == std::string::npos)
            g += line + "\n";
        pos = end + 1;
    }
    const MeasuredTable u = parseMeasurements(g).tables.front();
    QVERIFY(u.collective.empty());
    const Result<MeasuredFit> refused = fitTable(u);
    QVERIFY(refused.isError());
    QCOMPARE(refused.error().parameter, std::string("model"));
    FitConfig named;
    named.model = "allgather_ring";
    QVERIFY(fitTable(u, named).ok());
}

// --- fit ----------------------------------------------------------------------------------------------

void TestMeasure::fitRecoversModelParametersExactly_data()
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

void TestMeasure::fitRecoversModelParametersExactly()
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

void TestMeasure::osuPerPeerSizesAreScaledByTheRankCount()
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

void TestMeasure::osuBwFitsBetaFromTheEffectiveBandwidth()
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

void TestMeasure::negativeAlphaFallsBackToZeroWithAWarning()
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

void TestMeasure::dataThatCannotPinAlphaIsFlagged()
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

void TestMeasure::refusalsNameTheirReason_data()
{
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::string>("model");
    QTest::addColumn<bool>("inPlace");
    QTest::addColumn<std::string>("parameter");
    QTest::addColumn<std::string>("reason");

    const auto nccl = [](int ranks, const std::string &program, const std::vector<std::pair<long long, double>> &rows) {
        std::string s = "# Collective test starting: " + program + "\n";
        for (int r = 0; r < ranks; ++r)
            s += "#  Rank " + std::to_string(r) + " Group  0 Pid 1 on h device 0 [0x1] GPU\n";
        s += "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   "
             "busbw #wrong\n";
        for (const auto &[size, time_us] : rows) {
            char line[256];
            std::snprintf(line, sizeof line, "%12lld %12lld float sum -1 %8.3f 0 0 0 %8.3f 0 0 0\n", size, size / 4,
                          time_us, time_us);
            s += line;
        }
        return s + "# Avg bus bandwidth : 1\n";
    };
    const std::vector<std::pair<long long, double>> good{{1024, 10}, {8192, 12}, {65536, 20}, {1 << 20, 90}};

    QTest::newRow("one rank is refused") << nccl(1, "all_reduce_perf", good) << std::string() << false
                                         << std::string("ranks") << std::string("one rank");
    QTest::newRow("two distinct sizes are refused")
        << nccl(4, "all_reduce_perf", {{0, 1}, {1024, 10}, {1024, 11}, {2048, 12}}) << std::string() << false
        << std::string("points") << std::string("fewer than 3 distinct sizes");
    QTest::newRow("a zero time is refused")
        << nccl(4, "all_reduce_perf", {{1024, 10}, {2048, 0}, {4096, 12}, {8192, 14}}) << std::string() << false
        << std::string("points") << std::string("non-positive times");
    QTest::newRow("a negative time is refused")
        << nccl(4, "all_reduce_perf", {{1024, 10}, {2048, -3}, {4096, 12}, {8192, 14}}) << std::string() << false
        << std::string("points") << std::string("non-positive times");
    QTest::newRow("bandwidth above 10 TB/s is refused")
        << nccl(4, "all_reduce_perf", {{1024, 10}, {1LL << 30, 20}, {1LL << 31, 30}}) << std::string() << false
        << std::string("points") << std::string("above the plausible 10 TB/s");
    QTest::newRow("an unknown rank count is refused for a collective model")
        << std::string("# OSU MPI Allreduce Latency Test v7.4\n# Size Avg Latency(us)\n1 5.0\n2 5.1\n4 5.2\n")
        << std::string() << false << std::string("ranks") << std::string("--ranks N");
    QTest::newRow("recursive halving-doubling on 6 ranks is not applicable")
        << nccl(6, "all_reduce_perf", good) << std::string("allreduce_rhd") << false << std::string("model")
        << std::string("allreduce_rhd on 6 ranks");
    QTest::newRow("hierarchical models need two links and are refused")
        << nccl(16, "all_reduce_perf", good) << std::string("allreduce_hier_rail") << false << std::string("model")
        << std::string("allreduce_hier_rail");
    QTest::newRow("an unknown model name is refused")
        << nccl(4, "all_reduce_perf", good) << std::string("allreduce_bogus") << false << std::string("model")
        << std::string("unknown model");
    QTest::newRow("OSU tables have no in-place points")
        << std::string("# OSU MPI Latency Test v7.4\n# Size Avg Latency(us)\n1 1.0\n2 1.1\n4 1.2\n") << std::string()
        << true << std::string("points") << std::string("no in-place points");
    QTest::newRow("time that falls with size has no bandwidth")
        << nccl(4, "all_reduce_perf", {{1024, 40}, {2048, 30}, {4096, 20}, {8192, 10}}) << std::string() << false
        << std::string("points") << std::string("does not grow");
}

void TestMeasure::refusalsNameTheirReason()
{
    QFETCH(std::string, text);
    QFETCH(std::string, model);
    QFETCH(bool, inPlace);
    QFETCH(std::string, parameter);
    QFETCH(std::string, reason);

    const ParseResult r = parseMeasurements(text);
    QCOMPARE(int(r.tables.size()), 1);
    FitConfig c;
    c.model = model;
    c.in_place = inPlace;
    const Result<MeasuredFit> fit = fitTable(r.tables.front(), c);
    QVERIFY(fit.isError());
    QCOMPARE(fit.error().parameter, parameter);
    QVERIFY2(fit.explanation().english().find(reason) != std::string::npos, fit.explanation().english().c_str());
}

void TestMeasure::modelNamesResolve()
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
void TestMeasure::hostileInputNeverCrashes_data()
{
    QTest::addColumn<std::string>("text");
    QTest::newRow("empty input") << std::string();
    QTest::newRow("only a header") << std::string("#  size count type redop root time algbw busbw #wrong time\n");
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

void TestMeasure::hostileInputNeverCrashes()
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

QTEST_APPLESS_MAIN(TestMeasure)
#include "test_measure.moc"
