// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz fit`'s regimes and bus bandwidth end to end: the JSON `regimes` object is core's regime fit key
// for key (--in-place and --model reach it; osu_bw has no α), `busbw_fraction` and `busbw` compare the
// busbw nccl-tests prints with the link the options state (--beta, --preset, --intra-beta, --intra-preset,
// --gpus-per-node, --scenario), and the text shows both under each table, aligned. A log of 100,000 broken
// rows prints five warnings and a count.
#include "testutil.h"

#include "fitcommand.h"

#include "commviz/measure.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace commviz;

namespace {

using testutil::Run;

QString fixture(const QString &name)
{
    return QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/" + name;
}

Run fit(const QStringList &args)
{
    return testutil::runCommand(&cli::runFitCommand, "fit", args);
}

QJsonArray fitJson(const QStringList &args)
{
    const Run r = fit(args + QStringList{"--format", "json"});
    if (r.status != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out.toUtf8()).array();
}

} // namespace

class TestFitRegimes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonRegimesAreCoresRegimeFit_data();
    void jsonRegimesAreCoresRegimeFit();
    void osuBwRegimesHaveNoAlpha();
    void busbwFractionIsAgainstTheStatedLink_data();
    void busbwFractionIsAgainstTheStatedLink();
    void textShowsTheRegimesAndTheBusbwUnderEachTable();
    void brokenRowsPrintFiveWarningsAndACount();
    void listPresetsPrintsThePresets();

private:
    QTemporaryDir m_dir;
};

void TestFitRegimes::jsonRegimesAreCoresRegimeFit_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("A3 Mega all_reduce") << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << 0 << QStringList{};
    QTest::newRow("A3 Mega all_reduce in place")
        << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << 0 << QStringList{"--in-place"};
    QTest::newRow("A3 Mega all_reduce as a tree")
        << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << 0 << QStringList{"--model", "allreduce_tree"};
    QTest::newRow("H100 node sendrecv") << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 4 << QStringList{};
    QTest::newRow("HBv3 osu_latency") << "osu_latency_azure_hbv3_2node_ib.txt" << 0 << QStringList{};
}

void TestFitRegimes::jsonRegimesAreCoresRegimeFit()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(QStringList, options);
    const QJsonObject o = fitJson(QStringList{fixture(file)} + options)[table].toObject();
    const QJsonObject regimes = o["regimes"].toObject();
    QStringList keys{"count", "boundaries_bytes", "worst_rel_residual", "ranges"};
    keys.sort();
    QCOMPARE(regimes.keys(), keys);

    QFile f(fixture(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const ParseResult parsed = parseMeasurements(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    FitConfig config;
    config.in_place = options.contains("--in-place");
    if (options.contains("--model"))
        config.model = options.at(options.indexOf("--model") + 1).toStdString();
    const RegimeFit r = fitRegimes(parsed.tables.at(std::size_t(table)), config).value();
    QCOMPARE(regimes["count"].toInt(), r.count());
    COMPARE_REL(regimes["worst_rel_residual"].toDouble(), r.worst_rel_residual, 1e-15);
    const QJsonArray boundaries = regimes["boundaries_bytes"].toArray();
    QCOMPARE(boundaries.size(), qsizetype(r.boundaries_bytes.size()));
    for (qsizetype i = 0; i < boundaries.size(); ++i)
        COMPARE_REL(boundaries[i].toDouble(), r.boundaries_bytes[std::size_t(i)], 1e-15);
    const QJsonArray ranges = regimes["ranges"].toArray();
    QCOMPARE(ranges.size(), qsizetype(r.count()));
    QStringList rangeKeys{"from_bytes", "to_bytes", "points", "alpha_s", "beta_Bps", "max_rel_residual"};
    rangeKeys.sort();
    for (qsizetype i = 0; i < ranges.size(); ++i) {
        const QJsonObject g = ranges[i].toObject();
        const RegimeRange &e = r.ranges[std::size_t(i)];
        QCOMPARE(g.keys(), rangeKeys);
        QCOMPARE(g["from_bytes"].toDouble(), e.from_bytes);
        QCOMPARE(g["to_bytes"].toDouble(), e.to_bytes);
        QCOMPARE(g["points"].toInt(), e.points);
        COMPARE_REL(g["alpha_s"].toDouble(), e.alpha_s, 1e-15);
        COMPARE_REL(g["beta_Bps"].toDouble(), e.beta_Bps, 1e-15);
        COMPARE_REL(g["max_rel_residual"].toDouble(), e.max_rel_residual, 1e-15);
    }
}

void TestFitRegimes::osuBwRegimesHaveNoAlpha()
{
    const QJsonObject regimes =
        fitJson({fixture("osu_bw_azure_hbv3_2node_ib.txt")})[0].toObject()["regimes"].toObject();
    QCOMPARE(regimes["count"].toInt(), 2);
    for (const QJsonValue &g : regimes["ranges"].toArray()) {
        QVERIFY(g.toObject()["alpha_s"].isNull());
        QVERIFY(g.toObject()["beta_Bps"].toDouble() > 20e9);
    }
}

void TestFitRegimes::busbwFractionIsAgainstTheStatedLink_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("link"); // empty: not applicable, null
    QTest::addColumn<double>("linkBeta_Bps");
    QTest::addColumn<double>("busbw_Bps"); // nccl-tests prints it at the largest size: 338.82 GB/s, ...

    const QString a3 = "nccl_allreduce_a3mega_h100_16rank_2node.txt";
    const QString node = "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt";
    QTest::newRow("16 ranks on 2 nodes, against SPEC's inter-node 50 GB/s")
        << a3 << 0 << QStringList{} << "inter" << 50e9 << 338.82e9;
    QTest::newRow("the inter-node β from --beta, in bits")
        << a3 << 0 << QStringList{"--beta", "3200Gbps"} << "inter" << 400e9 << 338.82e9;
    QTest::newRow("the inter-node β from --preset")
        << a3 << 0 << QStringList{"--preset", "roce"} << "inter" << 12.5e9 << 338.82e9;
    QTest::newRow("the inter-node β from --scenario")
        << a3 << 0 << QStringList{"--scenario", "@scenario"} << "inter" << 25e9 << 338.82e9;
    QTest::newRow("--beta over --scenario")
        << a3 << 0 << QStringList{"--scenario", "@scenario", "--beta", "100GB/s"} << "inter" << 100e9 << 338.82e9;
    QTest::newRow("the log's two hosts decide over --gpus-per-node 16")
        << a3 << 0 << QStringList{"--gpus-per-node", "16"} << "inter" << 50e9 << 338.82e9;
    QTest::newRow("in place") << a3 << 0 << QStringList{"--in-place"} << "inter" << 50e9 << 337.35e9;
    QTest::newRow("EFA all_reduce at 16 GiB") << "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt" << 0
                                              << QStringList{} << "inter" << 50e9 << 486.93e9;
    QTest::newRow("8 ranks on one node, against the intra-node 450 GB/s")
        << node << 0 << QStringList{} << "intra" << 450e9 << 482.27e9;
    QTest::newRow("one-node all_gather against --intra-beta")
        << node << 1 << QStringList{"--intra-beta", "900GB/s"} << "intra" << 900e9 << 361.86e9;
    QTest::newRow("one-node reduce_scatter") << node << 2 << QStringList{} << "intra" << 450e9 << 364.76e9;
    QTest::newRow("one-node alltoall") << node << 3 << QStringList{} << "intra" << 450e9 << 348.03e9;
    QTest::newRow("the log's one host decides over --gpus-per-node 4")
        << node << 3 << QStringList{"--gpus-per-node", "4"} << "intra" << 450e9 << 348.03e9;
    QTest::newRow("2 GPUs over PCIe, against the PCIe preset")
        << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << 0 << QStringList{"--intra-preset", "pcie5"} << "intra"
        << 64e9 << 3.79e9;
    QTest::newRow("sendrecv has no busbw fraction") << node << 4 << QStringList{} << "" << 0.0 << 0.0;
    QTest::newRow("osu_latency has none")
        << "osu_latency_azure_hbv3_2node_ib.txt" << 0 << QStringList{} << "" << 0.0 << 0.0;
    QTest::newRow("osu_bw has none") << "osu_bw_azure_hbv3_2node_ib.txt" << 0 << QStringList{} << "" << 0.0 << 0.0;
}

void TestFitRegimes::busbwFractionIsAgainstTheStatedLink()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(QStringList, options);
    QFETCH(QString, link);
    QFETCH(double, linkBeta_Bps);
    QFETCH(double, busbw_Bps);
    const QString scenario = m_dir.filePath("links.json");
    QFile s(scenario);
    QVERIFY(s.open(QIODevice::WriteOnly));
    s.write(R"({"version": 1, "beta_Bps": 25e9})");
    s.close();
    options.replaceInStrings("@scenario", scenario);
    const QJsonObject o = fitJson(QStringList{fixture(file)} + options)[table].toObject();
    QVERIFY2(o.contains("busbw_fraction") && o.contains("busbw"), qPrintable(QJsonDocument(o).toJson()));
    if (link.isEmpty()) {
        QVERIFY(o["busbw_fraction"].isNull());
        QVERIFY(o["busbw"].isNull());
        return;
    }
    const QJsonObject b = o["busbw"].toObject();
    QCOMPARE(b["link"].toString(), link);
    QCOMPARE(b["link_beta_Bps"].toDouble(), linkBeta_Bps);
    COMPARE_REL(b["busbw_Bps"].toDouble(), busbw_Bps, 2e-3); // nccl-tests rounds its column to 0.01 GB/s
    QVERIFY(b["size_bytes"].toDouble() >= 1073741824);
    COMPARE_REL(o["busbw_fraction"].toDouble(), b["busbw_Bps"].toDouble() / linkBeta_Bps, 1e-15);
}

void TestFitRegimes::textShowsTheRegimesAndTheBusbwUnderEachTable()
{
    const Run r = fit({fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")});
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    // Under the row: the verdict first, then the cluster the log's rank list gives.
    QVERIFY2(lines.value(2).startsWith("    health: "), qPrintable(r.out));
    QCOMPARE(lines.value(3), QString("    cluster: 16 ranks on 2 nodes × 8 GPUs (the log's rank list); times in us"));
    QVERIFY2(lines.value(4) == "    regimes: 3, worst residual 13.5%, boundaries at 23.2 KB, 11.9 MB",
             qPrintable(r.out));
    // The sub-table: a header and one row per range, its α column right-aligned on the header's α.
    QVERIFY2(lines.value(5).startsWith("      sizes") && lines.value(5).contains("max residual"), qPrintable(r.out));
    const qsizetype alphaEnd = lines.value(5).indexOf("α") + 1;
    const QStringList ranges{"      8 B – 16.4 KB", "      32.8 KB – 8.39 MB", "      16.8 MB – 8.59 GB"};
    for (int k = 0; k < 3; ++k) {
        const QString row = lines.value(6 + k);
        QVERIFY2(row.startsWith(ranges[k]), qPrintable(row));
        QVERIFY2(row.mid(alphaEnd - 3, 3).endsWith("µs") && row.at(alphaEnd) == ' ', qPrintable(row));
    }
    QVERIFY2(lines.value(6).endsWith("13.5%") && lines.value(8).contains("342.9 GB/s"), qPrintable(r.out));
    QCOMPARE(
        lines.value(9),
        QString("    busbw at 8.59 GB: 338.8 GB/s, 677.7% of the inter-node β 50 GB/s (the default; --beta sets it)"));

    const Run node = fit({fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt"), "--intra-beta", "900GB/s"});
    QVERIFY(node.out.contains("    regimes: 1, worst residual 3.5%\n"));
    QVERIFY2(node.out.contains("    busbw at 17.2 GB: 482.3 GB/s, 53.6% of the intra-node β 900 GB/s (--intra-beta; "
                               "one node)\n"),
             qPrintable(node.out));
}

void TestFitRegimes::brokenRowsPrintFiveWarningsAndACount()
{
    QByteArray text = "# all_reduce_perf -b 8\n#  Rank  0 Group 0\n#  Rank  1 Group 0\n"
                      "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n";
    for (const char *row :
         {"1024 256 float sum -1 10.0", "4096 1024 float sum -1 11.0", "65536 16384 float sum -1 20.0"})
        text += QByteArray(row) + " 0 0 0 10.0 0 0 0\n";
    for (int i = 0; i < 100000; ++i)
        text += "1 2 3\n";
    QFile f(m_dir.filePath("broken.txt"));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
    f.close();
    const Run r = fit({f.fileName()});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out.count("warning: line "), 5);
    QVERIFY2(r.out.contains("warning: … and 99,995 more warnings like these, not listed"), qPrintable(r.out));
}

void TestFitRegimes::listPresetsPrintsThePresets()
{
    const Run r = fit({"--list-presets"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("InfiniBand NDR"));
}

QTEST_APPLESS_MAIN(TestFitRegimes)
#include "test_fitregimes.moc"
