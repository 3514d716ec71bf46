// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Measured data from the fixtures: every fixture imports with points equal to its rows, in the tables and
// order documented, and the anomalous ones are refused.
#include "measuretest.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

using namespace commviz;
using namespace measuretest;

class TestMeasure : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixturePointsEqualTheirRows_data();
    void fixturePointsEqualTheirRows();
    void everyFixtureFileGivesATable();
    void multicollFileGivesFiveTablesInOrder();
    void rawEfaLogIgnoresTagsAndInfoLinesInsideTheHeader();
    void anomalousSingleGpuReduceIsRefused();
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

QTEST_APPLESS_MAIN(TestMeasure)
#include "test_measure.moc"
