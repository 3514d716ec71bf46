// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz fit` end to end on the fixtures: JSON has one object per table with the documented keys, a
// refused table carries `error`, nothing fittable, a bad option or a file that is not a regular one (a FIFO,
// /dev/zero, a folder) or is over 64 MiB exits 2 with one line on stderr. The regimes and the bus bandwidth
// are in test_fitregimes.cpp.
#include "testutil.h"

#include "fitcommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QTextStream>

#include <sys/stat.h>

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

class TestFitCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonHasOneObjectPerTableWithTheDocumentedKeys();
    void everyFittableFixtureExitsZero_data();
    void everyFittableFixtureExitsZero();
    void modelRanksAndInPlaceOptionsReachTheFit();
    void osuBwReportsNoAlpha();
    void refusedTableCarriesErrorBesideFittedOnes();
    void textFormatIsAnAlignedTable();
    void busbwNamesTheOptionThatSetTheLink_data();
    void busbwNamesTheOptionThatSetTheLink();
    void nothingFittableOrBadOptionsExitTwoWithOneLine_data();
    void nothingFittableOrBadOptionsExitTwoWithOneLine();

private:
    QTemporaryDir m_dir;
};

void TestFitCommand::jsonHasOneObjectPerTableWithTheDocumentedKeys()
{
    const QJsonArray list = fitJson({fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt")});
    QCOMPARE(list.size(), 5);
    // The single fit's keys, as before the regimes, then the regimes and the bus bandwidth.
    QStringList keys{"collective",   "model",     "ranks",   "points",         "nodes", "gpus_per_node",
                     "cluster_from", "time_unit", "alpha_s", "beta_Bps",       "r2",    "max_rel_residual",
                     "warnings",     "regimes",   "health",  "busbw_fraction", "busbw"};
    keys.sort();
    const QStringList collectives{"all_reduce_perf", "all_gather_perf", "reduce_scatter_perf", "alltoall_perf",
                                  "sendrecv_perf"};
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list[i].toObject();
        QCOMPARE(o.keys(), keys);
        QCOMPARE(o["collective"].toString(), collectives[i]);
        QCOMPARE(o["ranks"].toInt(), 8);
        QCOMPARE(o["points"].toInt(), 10);
        QVERIFY(o["warnings"].isArray());
        QCOMPARE(o["time_unit"].toString(), QString("us"));
    }
    const QJsonObject ar = list[0].toObject();
    QCOMPARE(ar["model"].toString(), QString("allreduce_ring"));
    COMPARE_REL(ar["alpha_s"].toDouble(), 4.45881e-6, 1e-3);
    COMPARE_REL(ar["beta_Bps"].toDouble(), 474.58e9, 1e-3);
    QCOMPARE(list[4].toObject()["model"].toString(), QString("p2p"));
}

void TestFitCommand::everyFittableFixtureExitsZero_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("points");
    QTest::newRow("2080 Ti all_gather skips its two size-0 rows") << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt"
                                                                  << "allgather_ring" << 2 << 26;
    QTest::newRow("A3 Mega all_reduce uses all 31 rows") << "nccl_allreduce_a3mega_h100_16rank_2node.txt"
                                                         << "allreduce_ring" << 16 << 31;
    QTest::newRow("EFA raw log all_reduce uses all 32 rows") << "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt"
                                                             << "allreduce_ring" << 16 << 32;
    QTest::newRow("osu_latency skips its 0 B row") << "osu_latency_azure_hbv3_2node_ib.txt"
                                                   << "p2p" << 2 << 23;
    QTest::newRow("osu_bw uses all 23 rows") << "osu_bw_azure_hbv3_2node_ib.txt"
                                             << "p2p" << 2 << 23;
}

void TestFitCommand::everyFittableFixtureExitsZero()
{
    QFETCH(QString, file);
    QFETCH(QString, model);
    QFETCH(int, ranks);
    QFETCH(int, points);
    const QJsonArray list = fitJson({fixture(file)});
    QCOMPARE(list.size(), 1);
    const QJsonObject o = list[0].toObject();
    QVERIFY(!o.contains("error"));
    QCOMPARE(o["model"].toString(), model);
    QCOMPARE(o["ranks"].toInt(), ranks);
    QCOMPARE(o["points"].toInt(), points);
    QVERIFY(o["beta_Bps"].toDouble() > 0);
    QVERIFY(o["r2"].toDouble() > 0.9 && o["r2"].toDouble() <= 1);
}

void TestFitCommand::modelRanksAndInPlaceOptionsReachTheFit()
{
    const QString file = fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt");
    const QJsonObject tree = fitJson({file, "--model", "allreduce_tree"})[0].toObject();
    QCOMPARE(tree["model"].toString(), QString("allreduce_tree"));
    const QJsonObject ring = fitJson({file})[0].toObject();
    // Same bandwidth term data, different c_bw: β scales by c_bw(tree)/c_bw(ring) = 2·4 / (2·15/16).
    QVERIFY(tree["beta_Bps"].toDouble() > ring["beta_Bps"].toDouble());

    const QJsonObject inPlace = fitJson({file, "--in-place"})[0].toObject();
    QVERIFY(inPlace["beta_Bps"].toDouble() != ring["beta_Bps"].toDouble());
    COMPARE_REL(inPlace["beta_Bps"].toDouble(), 272.968e9, 1e-3);

    // --ranks fills in what an OSU collective log does not say.
    QTemporaryFile osu;
    QVERIFY(osu.open());
    osu.write("# OSU MPI Allreduce Latency Test v7.4\n# Datatype: MPI_CHAR.\n# Size       Avg Latency(us)\n"
              "4 5.0\n64 5.5\n1024 7.0\n65536 40.0\n1048576 500.0\n");
    osu.close();
    QCOMPARE(fit({osu.fileName()}).status, 2); // unknown N
    const QJsonObject withRanks = fitJson({osu.fileName(), "--ranks", "32"})[0].toObject();
    QCOMPARE(withRanks["ranks"].toInt(), 32);
    QVERIFY(withRanks["alpha_s"].toDouble() > 0);
}

void TestFitCommand::osuBwReportsNoAlpha()
{
    const QJsonObject o = fitJson({fixture("osu_bw_azure_hbv3_2node_ib.txt")})[0].toObject();
    QVERIFY(o["alpha_s"].isNull());
    COMPARE_REL(o["beta_Bps"].toDouble(), 24.1874e9, 1e-3);
    QVERIFY(!o["warnings"].toArray().isEmpty());
}

void TestFitCommand::refusedTableCarriesErrorBesideFittedOnes()
{
    // The anomalous single-GPU table appended to a good one: exit 0, the bad one carries `error`.
    QFile good(fixture("nccl_allgather_autodl_2080ti_2gpu_pcie.txt"));
    QFile bad(fixture("nccl_reduce_autodl_2080ti_1gpu_anomalous.txt"));
    QVERIFY(good.open(QIODevice::ReadOnly) && bad.open(QIODevice::ReadOnly));
    QTemporaryFile both;
    QVERIFY(both.open());
    both.write(good.readAll() + "\n" + bad.readAll());
    both.close();
    const QJsonArray list = fitJson({both.fileName()});
    QCOMPARE(list.size(), 2);
    QVERIFY(!list[0].toObject().contains("error"));
    const QJsonObject refused = list[1].toObject();
    QCOMPARE(refused["collective"].toString(), QString("reduce_perf"));
    QCOMPARE(refused["ranks"].toInt(), 1);
    QVERIFY(refused["error"].toString().contains("one rank"));
    QVERIFY(!refused.contains("alpha_s"));
    QVERIFY(!refused.contains("beta_Bps"));
}

void TestFitCommand::textFormatIsAnAlignedTable()
{
    const Run r = fit({fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt")});
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines[0].startsWith("collective"));
    QVERIFY(lines[0].contains("β"));
    QStringList tableLines;
    for (const QString &l : lines) {
        if (!l.startsWith(" "))
            tableLines << l;
    }
    QCOMPARE(tableLines.size(), 6); // header + 5 tables
    // The model column starts at the same place on every line.
    const qsizetype modelColumn = tableLines[0].indexOf("model");
    for (const QString &l : tableLines.mid(1))
        QVERIFY2(l.at(modelColumn - 1) == ' ' && l.at(modelColumn) != ' ', qPrintable(l));
    QVERIFY(tableLines[1].startsWith("all_reduce_perf "));
    QCOMPARE(tableLines[1].split(' ', Qt::SkipEmptyParts).value(1), QString("allreduce_ring"));
    QVERIFY(r.out.contains("GB/s"));
    QVERIFY(r.out.contains("warning: no size below the crossover"));
}

void TestFitCommand::busbwNamesTheOptionThatSetTheLink_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("named");
    QTest::newRow("default") << QStringList{} << "β 50 GB/s (the default; --beta sets it)";
    QTest::newRow("--beta") << QStringList{"--beta", "100GB/s"} << "β 100 GB/s (--beta)";
    QTest::newRow("--preset roce") << QStringList{"--preset", "roce"} << "β 12.5 GB/s (--preset roce)";
    QTest::newRow("--beta beats --preset")
        << QStringList{"--preset", "roce", "--beta", "25GB/s"} << "β 25 GB/s (--beta)";
}

void TestFitCommand::busbwNamesTheOptionThatSetTheLink()
{
    QFETCH(QStringList, options);
    QFETCH(QString, named);
    const Run r = fit(options + QStringList{fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains("of the inter-node " + named), qPrintable(r.out));
}

void TestFitCommand::nothingFittableOrBadOptionsExitTwoWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    const QString anomalous = fixture("nccl_reduce_autodl_2080ti_1gpu_anomalous.txt");
    const QString good = fixture("osu_latency_azure_hbv3_2node_ib.txt");
    QTest::newRow("the single-GPU reduce is refused") << QStringList{anomalous} << "one rank";
    QTest::newRow("the single-GPU reduce in place is refused for both reasons")
        << QStringList{anomalous, "--in-place"} << "10 TB/s";
    QTest::newRow("a file without tables") << QStringList{fixture("README.md")} << "no nccl-tests or OSU table";
    QTest::newRow("a missing file") << QStringList{fixture("no-such-file.txt")} << "cannot read";
    // A format commviz does not read (an HCCL-style table, made here) says which ones it reads.
    QFile hccl(m_dir.filePath("hccl.txt"));
    QVERIFY(hccl.open(QIODevice::WriteOnly));
    hccl.write(
        "the hccl_test of allreduce\n      data_size(Bytes):   aveg_time(us):   alg_bandwidth(GB/s):\n"
        "             8192         41.21            0.19878\n           16384         41.55            0.39432\n");
    hccl.close();
    QTest::newRow("an HCCL table says which formats are read")
        << QStringList{hccl.fileName()} << "commviz reads the tables of nccl-tests and rccl-tests";
    QFile osu(m_dir.filePath("osu-bidi.txt"));
    QVERIFY(osu.open(QIODevice::WriteOnly));
    osu.write("# OSU MPI \u202Ekcab Test v7.3\n# Size          Latency (us)\n1        1.5\n");
    osu.close();
    QTest::newRow("an OSU benchmark named with a bidi control")
        << QStringList{osu.fileName()} << "unsupported OSU benchmark \"# OSU MPI ?kcab Test";
    // A refusal quotes the input without its bidirectional controls, which would reorder the message.
    QTest::newRow("an unknown model with a bidi control")
        << QStringList{good, "--model", QString::fromUtf8("ring\u202Egnp")} << "unknown model \"ring?gnp\"";
    // Not regular files: refused from their type, so fit neither blocks (a FIFO nobody writes) nor reads
    // until memory runs out (/dev/zero).
    const QString fifo = m_dir.filePath("fifo");
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QTest::newRow("a FIFO is refused without blocking") << QStringList{fifo} << "it is not a regular file";
    QTest::newRow("/dev/zero is refused") << QStringList{"/dev/zero"} << "/dev/zero: it is not a regular file";
    QTest::newRow("a folder is refused") << QStringList{m_dir.path()} << "it is a folder, not a file";
    QFile huge(m_dir.filePath("huge.txt")); // sparse: costs neither disk nor time
    QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(qint64(65) << 20));
    huge.close();
    QTest::newRow("a file over 64 MiB is refused") << QStringList{huge.fileName()} << "larger than 64 MiB";
    QTest::newRow("no file") << QStringList{} << "no FILE";
    QTest::newRow("two files") << QStringList{good, good} << "unexpected argument";
    QTest::newRow("an unknown option") << QStringList{good, "--bogus"} << "bogus";
    QTest::newRow("an unknown model") << QStringList{good, "--model", "ring"} << "unknown model";
    QTest::newRow("zero ranks") << QStringList{good, "--ranks", "0"} << "--ranks";
    QTest::newRow("ranks that are not a number") << QStringList{good, "--ranks", "many"} << "--ranks";
    QTest::newRow("an unknown format") << QStringList{good, "--format", "xml"} << "--format";
    QTest::newRow("in-place points an OSU table does not have") << QStringList{good, "--in-place"} << "in-place";
    QTest::newRow("a link bandwidth that is not one") << QStringList{good, "--beta", "fast"} << "--beta";
    QTest::newRow("a negative link bandwidth") << QStringList{good, "--intra-beta", "-1GB/s"} << "--intra-beta";
    QTest::newRow("an unknown preset") << QStringList{good, "--preset", "warp"} << "--preset";
    QTest::newRow("a missing scenario file")
        << QStringList{good, "--scenario", m_dir.filePath("none.json")} << "--scenario";
}

void TestFitCommand::nothingFittableOrBadOptionsExitTwoWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    // Both formats fail alike (the format row brings its own bad --format).
    const QList<QStringList> variants =
        args.contains("--format")
            ? QList<QStringList>{args}
            : QList<QStringList>{args + QStringList{"--format", "text"}, args + QStringList{"--format", "json"}};
    for (const QStringList &variant : variants) {
        const Run r = fit(variant);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("commviz fit: "), qPrintable(r.err));
        QVERIFY2(r.err.contains(reason), qPrintable(r.err));
    }
}

QTEST_APPLESS_MAIN(TestFitCommand)
#include "test_fitcommand.moc"
