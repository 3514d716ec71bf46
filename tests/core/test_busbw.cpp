// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Is it healthy? nccl-tests' bus-bandwidth factor for every collective, and the busbw at the largest size as a
// fraction of the stated link: it equals the busbw column nccl-tests prints, it is compared with β_intra for a
// log of N ≤ G ranks and with the inter-node β otherwise, and it does not exist where no link compares (point to
// point, one rank, an unknown collective, times that are not a network's).
#include "testutil.h"

#include "commviz/measure.h"

#include <QFile>
#include <QTest>

using namespace commviz;

namespace {

MeasuredTable fixtureTable(const QString &file, int table)
{
    const QString path = QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/" + file;
    const Result<std::string> text = readMeasurementFile(QFile::encodeName(path).toStdString());
    return text.ok() ? parseMeasurements(text.value()).tables.at(std::size_t(table)) : MeasuredTable{};
}

} // namespace

class TestBusbw : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theFactorIsNcclTestsConvention_data();
    void theFactorIsNcclTestsConvention();
    void fixturesGiveTheBusbwNcclTestsPrintsAgainstTheirLink_data();
    void fixturesGiveTheBusbwNcclTestsPrintsAgainstTheirLink();
    void thereIsNoFractionWhereNoLinkCompares();
    void aRepeatedLargestSizeGivesTheMeanBusbw();
};

void TestBusbw::theFactorIsNcclTestsConvention_data()
{
    QTest::addColumn<QString>("collective");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("factor"); // < 0: none
    QTest::newRow("all_reduce on 16 ranks: 2(N-1)/N") << "all_reduce_perf" << 16 << 2 * 15.0 / 16;
    QTest::newRow("osu_allreduce on 4 ranks") << "osu_allreduce" << 4 << 1.5;
    QTest::newRow("all_gather on 8: (N-1)/N") << "all_gather_perf" << 8 << 7.0 / 8;
    QTest::newRow("reduce_scatter on 2") << "reduce_scatter_perf" << 2 << 0.5;
    QTest::newRow("alltoall on 8") << "alltoall_perf" << 8 << 7.0 / 8;
    QTest::newRow("osu_allgather on 32") << "osu_allgather" << 32 << 31.0 / 32;
    QTest::newRow("broadcast: 1") << "broadcast_perf" << 8 << 1.0;
    QTest::newRow("reduce: 1") << "reduce_perf" << 8 << 1.0;
    QTest::newRow("sendrecv: 1") << "sendrecv_perf" << 8 << 1.0;
    QTest::newRow("osu_bw: 1") << "osu_bw" << 2 << 1.0;
    QTest::newRow("an unknown collective: none") << "gather_perf" << 8 << -1.0;
    QTest::newRow("no ranks: none") << "all_reduce_perf" << 0 << -1.0;
}

void TestBusbw::theFactorIsNcclTestsConvention()
{
    QFETCH(QString, collective);
    QFETCH(int, ranks);
    QFETCH(double, factor);
    const std::optional<double> f = busBandwidthFactor(collective.toStdString(), ranks);
    QCOMPARE(f.has_value(), factor >= 0);
    if (f)
        COMPARE_REL(*f, factor, 1e-15);
}

void TestBusbw::fixturesGiveTheBusbwNcclTestsPrintsAgainstTheirLink_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<bool>("intra");
    QTest::addColumn<double>("busbw_GBps"); // the busbw column nccl-tests prints at the largest size
    QTest::addColumn<double>("fraction");   // against SPEC's defaults: β = 50 GB/s, β_intra = 450 GB/s

    const QString a3 = "nccl_allreduce_a3mega_h100_16rank_2node.txt";
    const QString node = "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt";
    QTest::newRow("a3mega allreduce busbw fraction, 2 nodes: inter") << a3 << 0 << 8 << false << 338.82 << 6.77653;
    QTest::newRow("a3mega with G = 16: its rank list's 2 hosts decide") << a3 << 0 << 16 << false << 338.82 << 6.77653;
    QTest::newRow("aws p5 allreduce busbw fraction")
        << "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt" << 0 << 8 << false << 486.93 << 9.73863;
    QTest::newRow("h100 node allreduce busbw fraction") << node << 0 << 8 << true << 482.27 << 1.0717;
    QTest::newRow("h100 node allgather busbw fraction") << node << 1 << 8 << true << 361.86 << 0.804127;
    QTest::newRow("h100 node reducescatter busbw fraction") << node << 2 << 8 << true << 364.76 << 0.810584;
    QTest::newRow("h100 node alltoall busbw fraction") << node << 3 << 8 << true << 348.03 << 0.773395;
    QTest::newRow("2080 Ti allgather busbw fraction")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << 0 << 8 << true << 3.79 << 0.00842463;
}

void TestBusbw::fixturesGiveTheBusbwNcclTestsPrintsAgainstTheirLink()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(int, gpusPerNode);
    QFETCH(bool, intra);
    QFETCH(double, busbw_GBps);
    QFETCH(double, fraction);
    Scenario links;
    links.gpus_per_node = gpusPerNode;
    const std::optional<BusBandwidthFraction> b = busBandwidthFraction(fixtureTable(file, table), links);
    QVERIFY(b);
    QCOMPARE(b->link, intra ? LinkKind::Intra : LinkKind::Inter);
    QCOMPARE(b->link_beta_Bps, intra ? 450e9 : 50e9);
    COMPARE_REL(b->busbw_Bps / 1e9, busbw_GBps, 3e-3); // nccl-tests rounds to 0.01 GB/s
    COMPARE_REL(b->fraction, fraction, 1e-5);
    COMPARE_REL(b->fraction, b->busbw_Bps / b->link_beta_Bps, 1e-15);
}

void TestBusbw::thereIsNoFractionWhereNoLinkCompares()
{
    const QString node = "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt";
    QVERIFY(!busBandwidthFraction(fixtureTable(node, 4), Scenario{}));                                  // sendrecv
    QVERIFY(!busBandwidthFraction(fixtureTable("osu_latency_azure_hbv3_2node_ib.txt", 0), Scenario{})); // p2p
    QVERIFY(!busBandwidthFraction(fixtureTable("osu_bw_azure_hbv3_2node_ib.txt", 0), Scenario{}));
    MeasuredTable t = fixtureTable(node, 0);
    t.ranks = 1;
    QVERIFY(!busBandwidthFraction(t, Scenario{}));
    t.ranks.reset();
    QVERIFY(!busBandwidthFraction(t, Scenario{}));
    t.ranks = 8;
    for (MeasuredPoint &p : t.out_of_place)
        p.time_s = 1e-300; // not a network
    QVERIFY(!busBandwidthFraction(t, Scenario{}));
}

void TestBusbw::aRepeatedLargestSizeGivesTheMeanBusbw()
{
    MeasuredTable t;
    t.collective = "all_gather_perf";
    t.ranks = 2;
    for (const auto &[size, time] : {std::pair{1e6, 1e-3}, {4e6, 2e-3}, {4e6, 4e-3}, {2e6, 1e-3}}) {
        MeasuredPoint p;
        p.size_bytes = size;
        p.time_s = time;
        t.out_of_place.push_back(p);
    }
    const BusBandwidthFraction b = busBandwidthFraction(t, Scenario{}).value();
    QCOMPARE(b.size_bytes, 4e6);
    COMPARE_REL(b.busbw_Bps, 0.5 * (4e6 / 2e-3 + 4e6 / 4e-3) / 2, 1e-15);
}

QTEST_APPLESS_MAIN(TestBusbw)
#include "test_busbw.moc"
