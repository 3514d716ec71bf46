// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The many shapes of pasted nccl-tests and OSU output parse, JSON output too; the rank count and the
// collective are read or inferred; every refusal says why.
#include "measuretest.h"
#include "testutil.h"

#include <QTest>

#include <cstdio>

using namespace commviz;
using namespace measuretest;

class TestMeasureFormats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pastedShapesParse_data();
    void pastedShapesParse();
    void ncclJsonOutputParses();
    void ranksOverrideFillsOnlyWhatTheLogDoesNotSay();
    void collectiveIsInferredWhenTheProgramIsNotNamed();
    void refusalsNameTheirReason_data();
    void refusalsNameTheirReason();
};

// --- formats ----------------------------------------------------------------------------------------

void TestMeasureFormats::pastedShapesParse_data()
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

void TestMeasureFormats::pastedShapesParse()
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

void TestMeasureFormats::ncclJsonOutputParses()
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

void TestMeasureFormats::ranksOverrideFillsOnlyWhatTheLogDoesNotSay()
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

void TestMeasureFormats::collectiveIsInferredWhenTheProgramIsNotNamed()
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

void TestMeasureFormats::refusalsNameTheirReason_data()
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

void TestMeasureFormats::refusalsNameTheirReason()
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

QTEST_APPLESS_MAIN(TestMeasureFormats)
#include "test_measure_formats.moc"
