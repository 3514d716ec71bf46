// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A log's own cluster (SPEC.md 8.1, issue 22): nccl-tests and rccl-tests print one "#  Rank … on HOST device …"
// line per rank; the distinct hosts are the nodes and the ranks per host the GPUs per node, whatever
// --gpus-per-node says. Only a log without a rank list takes N and G from the options. Logs of our own making, in
// the formats, with launcher tags, indentation, rccl-tests' extra header lines and a disagreeing command line.
#include "measuretest.h"

#include <QTest>

#include <string>
#include <vector>

using namespace commviz;
using namespace measuretest;

namespace {

struct LogShape {
    std::vector<std::string> hosts; // one per rank, in rank order
    std::string prefix;             // put before every line: "[1,0]<stdout>:", "   ", ...
    std::string before;             // lines before the run's header (command line, rccl-tests' banner)
    bool oldFormat = false;         // "# Using devices" and "#   Rank  0 Pid …" without Group
};

// all_reduce_perf on hosts.size() ranks, T = 2(N−1)·5 µs + 2(N−1)/N·M/(20 GB/s).
std::string allReduceLog(const LogShape &shape)
{
    const auto n = static_cast<double>(shape.hosts.size());
    std::string log;
    const auto add = [&](const std::string &l) { log += shape.prefix + l + "\n"; };
    if (!shape.before.empty())
        add(shape.before);
    add("# Collective test starting: all_reduce_perf");
    add("# nThread 1 nGpus 1 minBytes 1024 maxBytes 67108864 step: 4(factor) warmup iters: 5 iters: 20");
    add("#");
    add("# Using devices");
    for (std::size_t r = 0; r < shape.hosts.size(); ++r) {
        char line[200];
        if (shape.oldFormat)
            std::snprintf(line, sizeof line, "#   Rank %2zu Pid %6zu on %10s device %2zu [0x%02zx] Test GPU", r,
                          4000 + r, shape.hosts[r].c_str(), r % 4, r);
        else
            std::snprintf(line, sizeof line,
                          "#  Rank %2zu Group  0 Pid %6zu on %10s device %2zu [0000:%02zx:00] Test GPU", r, 4000 + r,
                          shape.hosts[r].c_str(), r % 4, r);
        add(line);
    }
    add("#");
    add("#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw "
        "#wrong");
    add("#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  "
        "(GB/s)");
    for (double m = 1024; m <= 67108864; m *= 4) {
        const double t_us = (2 * (n - 1) * 5e-6 + 2 * (n - 1) / n * m / 20e9) * 1e6;
        char row[200];
        std::snprintf(row, sizeof row, "%12.0f %12.0f     float     sum      -1 %8.2f 1.00 1.00 0 %8.2f 1.00 1.00 0", m,
                      m / 4, t_us, t_us);
        add(row);
    }
    add("# Avg bus bandwidth    : 1.0");
    return log;
}

LogShape plain(std::vector<std::string> hosts)
{
    return LogShape{std::move(hosts), "", "", false};
}

std::vector<std::string> hostsOf(int nodes, int perNode, const std::string &stem = "gpu-node-")
{
    std::vector<std::string> hosts;
    for (int k = 0; k < nodes; ++k)
        for (int g = 0; g < perNode; ++g)
            hosts.push_back(stem + std::to_string(k + 1));
    return hosts;
}

MeasuredTable onlyTable(const std::string &log, ParseConfig config = {})
{
    ParseResult r = parseMeasurements(log, config);
    if (r.tables.size() != 1)
        return {};
    return std::move(r.tables.front());
}

} // namespace

class TestMeasureRankList : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hostsAreTheNodes_data();
    void hostsAreTheNodes();
    void rankListBeatsTheOptions();
    void twoRanksOnTwoHostsAreComparedWithTheNetwork();
    void commandLineThatDisagreesIsNamed();
    void commandLineThatAgreesIsSilent();
    void unequalHostsLeaveGToTheOptions();
    void withoutRankListTheOptionsDecide();
};

void TestMeasureRankList::hostsAreTheNodes_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("perNode");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("before");
    QTest::addColumn<bool>("oldFormat");
    QTest::newRow("2 x 4") << 2 << 4 << ""
                           << "" << false;
    QTest::newRow("3 x 2, Open MPI tags") << 3 << 2 << "[1,0]<stdout>:"
                                          << "" << false;
    QTest::newRow("1 x 8, indented") << 1 << 8 << "    "
                                     << "" << false;
    QTest::newRow("4 x 1, tabs") << 4 << 1 << "\t"
                                 << "" << false;
    QTest::newRow("2 x 2, rccl-tests banner")
        << 2 << 2 << ""
        << "# rccl-tests: Version develop:4f2c1a7\n# Rccl version 2.20.5-develop:abc\n# Hip Runtime 60342134\n"
           "# Librccl path : /opt/rocm/lib/librccl.so.1"
        << false;
    QTest::newRow("2 x 3, old format") << 2 << 3 << ""
                                       << "" << true;
}

void TestMeasureRankList::hostsAreTheNodes()
{
    QFETCH(int, nodes);
    QFETCH(int, perNode);
    QFETCH(QString, prefix);
    QFETCH(QString, before);
    QFETCH(bool, oldFormat);
    LogShape shape{hostsOf(nodes, perNode), prefix.toStdString(), "", oldFormat};
    std::string log;
    for (const QString &l : before.split('\n', Qt::SkipEmptyParts))
        log += shape.prefix + l.toStdString() + "\n";
    log += allReduceLog(shape);
    const MeasuredTable t = onlyTable(log);
    QCOMPARE(t.ranks.value_or(0), nodes * perNode);
    QCOMPARE(t.ranks_origin, RanksOrigin::Log);
    QCOMPARE(t.rank_list_hosts, nodes);
    QCOMPARE(t.rank_list_ranks_per_host.value_or(0), perNode);
    const LogCluster c = logCluster(t, Scenario{}).value();
    QCOMPARE(c.from, ClusterSource::RankList);
    QCOMPARE(c.nodes, nodes);
    QCOMPARE(c.gpus_per_node, perNode);
    QCOMPARE(QString::fromStdString(clusterSourceKey(c.from)), QString("rank list"));
}

void TestMeasureRankList::rankListBeatsTheOptions()
{
    // 16 ranks on 4 hosts of 4, while --gpus-per-node says 8 (2 nodes): the log decides.
    const MeasuredTable t = onlyTable(allReduceLog(plain(hostsOf(4, 4))), ParseConfig{16});
    Scenario options;
    options.gpus_per_node = 8;
    const LogCluster c = logCluster(t, options).value();
    QCOMPARE(c.nodes, 4);
    QCOMPARE(c.gpus_per_node, 4);
    QCOMPARE(c.from, ClusterSource::RankList);
}

void TestMeasureRankList::twoRanksOnTwoHostsAreComparedWithTheNetwork()
{
    // Two ranks, one per host: two nodes, although 2 ≤ G = 8 would have made it one.
    const MeasuredTable t = onlyTable(allReduceLog(plain({"nid001001", "nid001004"})));
    const LogCluster c = logCluster(t, Scenario{}).value();
    QCOMPARE(c.nodes, 2);
    QCOMPARE(c.gpus_per_node, 1);
    const BusBandwidthFraction b = busBandwidthFraction(t, Scenario{}).value();
    QCOMPARE(b.link, LinkKind::Inter);
    QCOMPARE(b.nodes, 2);
    // The same two ranks on one host: one node, the intra-node link.
    const MeasuredTable one = onlyTable(allReduceLog(plain({"nid001001", "nid001001"})));
    QCOMPARE(busBandwidthFraction(one, Scenario{}).value().link, LinkKind::Intra);
}

void TestMeasureRankList::commandLineThatDisagreesIsNamed()
{
    // The command line starts 4 processes of one GPU; the rank list shows 8 ranks: the rank list decides.
    LogShape shape{hostsOf(2, 4), "", "$ mpirun -np 4 -H a:2,b:2 ./build/all_reduce_perf -b 1K -e 64M -f 4 -n 20",
                   false};
    const MeasuredTable t = onlyTable(allReduceLog(shape));
    QCOMPARE(t.ranks.value_or(0), 8);
    QVERIFY(anyContains(t.warnings, "the command line asks for 4 ranks, the log's rank list shows 8"));
    QCOMPARE(logCluster(t, Scenario{}).value().nodes, 2);
}

void TestMeasureRankList::commandLineThatAgreesIsSilent()
{
    // -n 20 after the program is its iteration count, not a rank count.
    LogShape shape{hostsOf(2, 4), "", "mpirun -np 8 ./build/all_reduce_perf -b 1K -e 64M -f 4 -n 20", false};
    const MeasuredTable t = onlyTable(allReduceLog(shape));
    QCOMPARE(t.ranks.value_or(0), 8);
    QVERIFY(!anyContains(t.warnings, "command line"));
}

void TestMeasureRankList::unequalHostsLeaveGToTheOptions()
{
    const MeasuredTable t = onlyTable(allReduceLog(plain({"a", "a", "a", "b"})));
    QCOMPARE(t.rank_list_hosts, 2);
    QVERIFY(!t.rank_list_ranks_per_host);
    QVERIFY(anyContains(t.warnings, "unequally on 2 hosts"));
    Scenario options;
    options.gpus_per_node = 2;
    const LogCluster c = logCluster(t, options).value();
    QCOMPARE(c.from, ClusterSource::Options);
    QVERIFY(c.unequal_hosts);
    QCOMPARE(c.gpus_per_node, 2);
    QCOMPARE(c.nodes, 2);
}

void TestMeasureRankList::withoutRankListTheOptionsDecide()
{
    // A table cut out of its log (no rank list), --ranks 16, --gpus-per-node 8: two nodes of 8.
    std::string log = allReduceLog(plain(hostsOf(2, 2)));
    std::string kept;
    for (std::size_t at = 0; at < log.size();) {
        const std::size_t end = log.find('\n', at);
        const std::string l = log.substr(at, end - at);
        if (l.find("Rank") == std::string::npos)
            kept += l + "\n";
        at = end + 1;
    }
    const MeasuredTable t = onlyTable(kept, ParseConfig{16});
    QCOMPARE(t.rank_list_hosts, 0);
    const LogCluster c = logCluster(t, Scenario{}).value();
    QCOMPARE(c.from, ClusterSource::Options);
    QCOMPARE(c.nodes, 2);
    QCOMPARE(c.gpus_per_node, 8);
    QCOMPARE(QString::fromStdString(clusterSourceKey(c.from)), QString("options"));
    // Four ranks with G = 8: one node of four.
    const LogCluster small = logCluster(onlyTable(kept, ParseConfig{4}), Scenario{}).value();
    QCOMPARE(small.nodes, 1);
    QCOMPARE(small.gpus_per_node, 4);
}

QTEST_APPLESS_MAIN(TestMeasureRankList)
#include "test_measure_ranklist.moc"
