// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz eval` end to end: the defaults' JSON carries the golden values; bad options exit 2 with one line.
#include "testutil.h"

#include "cli.h"
#include "evalcommand.h"
#include "translation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTextStream>

using namespace commviz;

namespace {

using testutil::Run;

Run eval(const QStringList &options)
{
    return testutil::runCommand(&cli::runEvalCommand, "eval", options);
}

const QJsonObject evalJson(const QStringList &options)
{
    const Run r = eval(options + QStringList{"--format", "json"});
    if (r.status != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestEval : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultsCarryTheGoldenValues();
    void defaultsCarryTheProductionGoldenValues();
    void defaultsCarryTheBucketGoldenValues();
    void productionViewIsAnInputAndChangesNoNumber();
    void jsonHasExactlyTheDocumentedKeys();
    void notApplicableIsNull();
    void optionsAcceptUnitsAndPresets();
    void textFormatIsAnAlignedTable();
    void badOptionsExitTwoWithOneLine_data();
    void badOptionsExitTwoWithOneLine();
    void speaksChineseWithoutAWindow();
};

void TestEval::defaultsCarryTheGoldenValues()
{
    const QJsonObject j = evalJson({});
    QCOMPARE(j["p2p"]["crossover_bytes"].toDouble(), 250e3);
    QCOMPARE(testutil::roundTo(j["collectives"]["allreduce_ring"]["total_s"].toDouble() * 1e3, 1), 42.4);
    QCOMPARE(testutil::roundTo(j["collectives"]["allreduce_tree"]["total_s"].toDouble() * 1e3, 1), 320.1);
    QCOMPARE(testutil::roundTo(j["collectives"]["allreduce_ring"]["latency_s"].toDouble() * 1e3, 2), 2.55);
    QCOMPARE(testutil::roundTo(j["pipeline"]["bubble"].toDouble() * 100, 1), 30.4);
    QCOMPARE(testutil::roundTo(j["pipeline"]["bubble_interleaved"].toDouble() * 100, 1), 9.9);
    QCOMPARE(j["pipeline"]["min_microbatches_20pct"].toInt(), 28);
    QCOMPARE(testutil::roundTo(j["compression"]["compressed_s"].toDouble() * 1e3, 1), 5.2);
    QCOMPARE(testutil::roundTo(j["compression"]["speedup"].toDouble(), 1), 8.2);
    QCOMPARE(j["inputs"]["alpha_s"].toDouble(), 5e-6);
    QCOMPARE(j["inputs"]["beta_Bps"].toDouble(), 50e9);
    QCOMPARE(j["inputs"]["gpus"].toInt(), 256);
}

void TestEval::defaultsCarryTheProductionGoldenValues()
{
    const QJsonObject p = evalJson({})["production"].toObject();
    const auto ms = [](const QJsonValue &v, int decimals) { return testutil::roundTo(v.toDouble() * 1e3, decimals); };
    QCOMPARE(p["allreduce_pipelined_tree"]["chunks"].toInt(), 167);
    QCOMPARE(ms(p["allreduce_pipelined_tree"]["latency_s"], 2), 1.74);
    QCOMPARE(ms(p["allreduce_pipelined_tree"]["bandwidth_s"], 2), 41.68);
    QCOMPARE(ms(p["allreduce_pipelined_tree"]["total_s"], 2), 43.42);
    QCOMPARE(ms(p["allreduce_in_network"]["total_s"], 2), 23.54); // shown whether or not the fabric has it
    QCOMPARE(ms(p["allreduce_two_level_ring"]["latency_s"], 3), 0.534);
    QCOMPARE(ms(p["allreduce_two_level_ring"]["total_s"], 2), 40.38);
    const QJsonObject protocols = p["ring_protocols"].toObject();
    QCOMPARE(ms(protocols["ll_s"], 2), 80.18);
    QCOMPARE(ms(protocols["ll128_s"], 2), 44.04);
    QCOMPARE(ms(protocols["simple_s"], 2), 42.39);
    QCOMPARE(protocols["best"].toString(), QString("simple"));
    QCOMPARE(testutil::roundTo(protocols["switch_ll_ll128_bytes"].toDouble() / 1e6, 2), 6.51);
    QCOMPARE(testutil::roundTo(protocols["switch_ll128_simple_bytes"].toDouble() / 1e6, 1), 525.7);
    QCOMPARE(p["best_allreduce"].toString(), QString("hier_pipelined"));
    QCOMPARE(p["best_protocol"].toString(), QString("simple"));
    QCOMPARE(ms(p["best_total_s"], 3), 5.161);
}

void TestEval::productionViewIsAnInputAndChangesNoNumber()
{
    QJsonObject on = evalJson({"--production", "on"});
    QJsonObject off = evalJson({});
    QCOMPARE(on["inputs"].toObject()["production_view"].toBool(), true);
    QCOMPARE(off["inputs"].toObject()["production_view"].toBool(), false);
    // How the window draws, not a model input: every other number is the same.
    on.remove("inputs");
    off.remove("inputs");
    QCOMPARE(on, off);
    QCOMPARE(on["production"].toObject()["best_allreduce"].toString(), QString("hier_pipelined"));
    const Run text = eval({"--production", "on"});
    QCOMPARE(text.status, 0);
    QVERIFY(text.out.contains("43.4 ms"));
}

void TestEval::defaultsCarryTheBucketGoldenValues()
{
    const QJsonObject b = evalJson({})["buckets"].toObject();
    QCOMPARE(b["count"].toInt(), 39);
    QCOMPARE(testutil::roundTo(b["per_bucket_s"].toDouble() * 1e3, 2), 3.57);
    QCOMPARE(testutil::roundTo(b["finish_s"].toDouble() * 1e3, 1), 140.8);
    QCOMPARE(testutil::roundTo(b["exposed_s"].toDouble() * 1e3, 1), 80.8);
    QCOMPARE(b["best_count"].toInt(), 8);
    QCOMPARE(testutil::roundTo(b["best_finish_s"].toDouble() * 1e3, 2), 67.74);
    // 1 GiB in 25 MiB buckets is 41 exactly, and the options reach the buckets.
    QCOMPARE(evalJson({"--size", "1 GiB"})["buckets"]["count"].toInt(), 41);
}

void TestEval::jsonHasExactlyTheDocumentedKeys()
{
    const QJsonObject j = evalJson({});
    QCOMPARE(j.keys(), (QStringList{"buckets", "cluster", "collectives", "compression", "inputs", "p2p", "pipeline",
                                    "production", "selection", "step"}));
    QStringList inputs{"alpha_s",
                       "beta_Bps",
                       "gpus",
                       "size_bytes",
                       "gpus_per_node",
                       "nodes_per_leaf",
                       "oversubscription",
                       "spine_alpha_s",
                       "intra_alpha_s",
                       "intra_beta_Bps",
                       "stages",
                       "microbatches",
                       "virtual_stages",
                       "ratio",
                       "codec_s",
                       "switch_efficiency",
                       "in_network",
                       "chunk_bytes",
                       "backward_s",
                       "bucket_bytes",
                       "bucket_collective",
                       "compression_collective",
                       "production_view",
                       "model_params",
                       "inactive_params",
                       "layers",
                       "hidden",
                       "sequence_tokens",
                       "microbatch_sequences",
                       "tensor_parallel",
                       "expert_parallel",
                       "experts_per_token",
                       "peak_flops",
                       "compute_efficiency",
                       "gpu_memory_bytes"};
    inputs.sort();
    QCOMPARE(j["inputs"].toObject().keys(), inputs);
    QStringList collectives{"allreduce_ring",      "allreduce_tree",      "allreduce_rhd",
                            "allreduce_hier_tree", "allreduce_hier_rail", "allgather_ring",
                            "reducescatter_ring",  "alltoall_pairwise",   "broadcast_tree"};
    collectives.sort();
    QCOMPARE(j["collectives"].toObject().keys(), collectives);
    QCOMPARE(j["p2p"].toObject().keys(), (QStringList{"crossover_bytes", "time_s"}));
    QCOMPARE(j["selection"].toObject().keys(), (QStringList{"best_allreduce", "ring_tree_crossover_bytes"}));
    QCOMPARE(j["pipeline"].toObject().keys(), (QStringList{"bubble", "bubble_interleaved", "min_microbatches_20pct"}));
    QCOMPARE(j["compression"].toObject().keys(),
             (QStringList{"codec_budget_s", "compressed_s", "speedup", "uncompressed_s"}));
    for (const QString &key : collectives)
        QCOMPARE(j["collectives"][key].toObject().keys(), (QStringList{"bandwidth_s", "latency_s", "total_s"}));
    QCOMPARE(j["selection"]["best_allreduce"].toString(), QString("hier_rail"));
    QCOMPARE(
        j["production"].toObject().keys(),
        (QStringList{"allreduce_hier_pipelined", "allreduce_in_network", "allreduce_pipelined_tree",
                     "allreduce_two_level_ring", "best_allreduce", "best_protocol", "best_total_s", "ring_protocols"}));
    QCOMPARE(j["production"]["allreduce_pipelined_tree"].toObject().keys(),
             (QStringList{"bandwidth_s", "chunks", "latency_s", "total_s"}));
    for (const QString &key :
         QStringList{"allreduce_in_network", "allreduce_two_level_ring", "allreduce_hier_pipelined"})
        QCOMPARE(j["production"][key].toObject().keys(), (QStringList{"bandwidth_s", "latency_s", "total_s"}));
    QCOMPARE(
        j["production"]["ring_protocols"].toObject().keys(),
        (QStringList{"best", "ll128_s", "ll_s", "simple_s", "switch_ll128_simple_bytes", "switch_ll_ll128_bytes"}));
    QCOMPARE(j["buckets"].toObject().keys(),
             (QStringList{"best_count", "best_finish_s", "count", "exposed_s", "finish_s", "per_bucket_s"}));
}

void TestEval::notApplicableIsNull()
{
    const QJsonObject j = evalJson({"--gpus", "96", "--gpus-per-node", "7"});
    QVERIFY(j["collectives"]["allreduce_rhd"].isNull());
    QVERIFY(j["collectives"]["allreduce_hier_tree"].isNull());
    QVERIFY(j["collectives"]["allreduce_ring"].isObject());
    QVERIFY(evalJson({"--gpus", "1"})["selection"]["ring_tree_crossover_bytes"].isNull());
    QVERIFY(j["production"]["allreduce_two_level_ring"].isNull());
    QVERIFY(j["production"]["allreduce_pipelined_tree"].isObject());
    QCOMPARE(j["production"]["best_allreduce"].toString(), QString("ring")); // neither two-level variant applies
    const QJsonObject one = evalJson({"--gpus", "1"});
    QVERIFY(one["production"]["ring_protocols"]["switch_ll_ll128_bytes"].isNull());
    QVERIFY(one["production"]["ring_protocols"]["switch_ll128_simple_bytes"].isNull());
    QCOMPARE(one["production"]["allreduce_in_network"]["total_s"].toDouble(), 0.0);
    QCOMPARE(one["buckets"]["exposed_s"].toDouble(), 0.0);
    QCOMPARE(one["buckets"]["best_count"].toInt(), 1);
}

void TestEval::optionsAcceptUnitsAndPresets()
{
    const QJsonObject j = evalJson({"--preset", "roce", "--size", "1 GiB", "--alpha", "7us", "--codec", "500 µs"});
    QCOMPARE(j["inputs"]["alpha_s"].toDouble(), 7e-6); // explicit α overrides the preset's
    QCOMPARE(j["inputs"]["beta_Bps"].toDouble(), 12.5e9);
    QCOMPARE(j["inputs"]["size_bytes"].toDouble(), 1073741824.0);
    QCOMPARE(j["inputs"]["codec_s"].toDouble(), 500e-6);
    QCOMPARE(evalJson({"--beta", "400Gbps"})["inputs"]["beta_Bps"].toDouble(), 50e9);
    QCOMPARE(evalJson({"--intra-preset", "pcie5"})["inputs"]["intra_beta_Bps"].toDouble(), 64e9);
}

void TestEval::textFormatIsAnAlignedTable()
{
    const Run r = eval({});
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY(r.out.contains("n* = α·β"));
    QVERIFY(r.out.contains("250 KB"));
    QVERIFY(r.out.contains("42.4 ms"));
    QVERIFY(r.out.contains("320.1 ms"));
    QVERIFY(r.out.contains("8.2×"));
    QVERIFY(r.out.contains("30.4%"));
    // The production refinements and the buckets, beside the textbook.
    QVERIFY(r.out.contains("Production refinements (latency + bandwidth = total)"));
    QVERIFY(r.out.contains("43.4 ms")); // the pipelined tree
    QVERIFY(r.out.contains("23.5 ms")); // in-network reduction
    QVERIFY(r.out.contains("534 µs"));  // the two-level ring's latency
    QVERIFY(r.out.contains("80.2 ms")); // ring under LL
    // The three protocol totals have a heading of their own, after the latency + bandwidth = total rows.
    const qsizetype protocols = r.out.indexOf("Ring protocols (total under LL, LL128, Simple)");
    QVERIFY2(protocols > r.out.indexOf("Production refinements") &&
                 r.out.indexOf("ring under LL, LL128, Simple") > protocols,
             qPrintable(r.out));
    QVERIFY(r.out.contains("6.51 MB")); // protocol switches
    QVERIFY(r.out.contains("525.7 MB"));
    QVERIFY(r.out.contains("AllReduce, hierarchical pipelined across levels under Simple"));
    QVERIFY(r.out.contains("5.16 ms"));
    QVERIFY(r.out.contains("Gradient buckets (AllReduce, ring)"));
    QVERIFY(r.out.contains("140.8 ms")); // F at 25 MiB
    QVERIFY(r.out.contains("102.4 ms")); // no overlap
    QVERIFY(r.out.contains("125 MB"));   // the best buckets
    QVERIFY(r.out.contains("67.7 ms"));
    for (const QString &line : r.out.split('\n')) {
        if (line.contains("pipelined tree, k chunks"))
            QVERIFY2(line.endsWith(" 167"), qPrintable(line));
        if (line.contains("B = ⌈M/b⌉"))
            QVERIFY2(line.contains(" 39 "), qPrintable(line));
    }
    const Run list = eval({"--list-presets"});
    QCOMPARE(list.status, 0);
    QVERIFY(list.out.contains("ib-ndr"));
    QCOMPARE(list.out.count('\n'), 6);
}

void TestEval::badOptionsExitTwoWithOneLine_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("zero bandwidth") << QStringList{"--beta", "0"}
                                    << "commviz eval: --beta: beta = 0 B/s is out of range: it must be > 0";
    QTest::newRow("unparseable latency") << QStringList{"--alpha", "fast"}
                                         << "commviz eval: --alpha: \"fast\" is not a time; use a number with a unit, "
                                            "e.g. 5us, 500 ns, 2 ms or 1.5e-6s";
    QTest::newRow("zero GPUs") << QStringList{"--gpus", "0"}
                               << "commviz eval: --gpus: gpus = 0 is out of range: it must be a whole number from 1 "
                                  "to 1000000000";
    QTest::newRow("fractional GPUs") << QStringList{"--gpus", "2.5"}
                                     << "commviz eval: --gpus: gpus = 2.5 is not a whole number";
    QTest::newRow("ratio below one") << QStringList{"--ratio", "0.5"}
                                     << "commviz eval: --ratio: ratio = 0.5 is out of range: it must be a number ≥ 1";
    QTest::newRow("negative size") << QStringList{"--size", "-1GB"}
                                   << "commviz eval: --size: size = -1 GB is out of range: it must be ≥ 0";
    QTest::newRow("negative bandwidth") << QStringList{"--beta", "-5"}
                                        << "commviz eval: --beta: beta = -5 B/s is out of range: it must be > 0";
    QTest::newRow("negative GPUs") << QStringList{"--gpus", "-1"}
                                   << "commviz eval: --gpus: gpus = -1 is out of range: it must be a whole number "
                                      "from 1 to 1000000000";
    QTest::newRow("a latency past the limits") << QStringList{"--alpha", "1e300s"}
                                               << "commviz eval: --alpha: alpha = 1e300 s is out of range: it must "
                                                  "be at most 1000000 s";
    QTest::newRow("a bandwidth below the limits")
        << QStringList{"--beta", "1e-300B/s"}
        << "commviz eval: --beta: beta = 1e-300 B/s is out of range: it must be at least 1 B/s";
    QTest::newRow("switch efficiency zero") << QStringList{"--switch-efficiency", "0"}
                                            << "commviz eval: --switch-efficiency: switch_efficiency = 0 is out of "
                                               "range: it must be > 0 and ≤ 1";
    QTest::newRow("switch efficiency above one") << QStringList{"--switch-efficiency", "1.5"}
                                                 << "commviz eval: --switch-efficiency: switch_efficiency = 1.5 is "
                                                    "out of range: it must be > 0 and ≤ 1";
    QTest::newRow("in-network neither on nor off")
        << QStringList{"--in-network", "maybe"} << "commviz eval: --in-network: \"maybe\" is not on or off";
    QTest::newRow("zero chunk") << QStringList{"--chunk", "0"}
                                << "commviz eval: --chunk: chunk = 0 B is out of range: it must be > 0";
    QTest::newRow("negative backward pass") << QStringList{"--backward", "-1ms"}
                                            << "commviz eval: --backward: backward = -1 ms is out of range: it must "
                                               "be ≥ 0";
    QTest::newRow("zero bucket") << QStringList{"--bucket", "0"}
                                 << "commviz eval: --bucket: bucket = 0 B is out of range: it must be > 0";
    QTest::newRow("unknown bucket collective")
        << QStringList{"--bucket-collective", "allgather"}
        << "commviz eval: --bucket-collective: \"allgather\" is not one of ring, tree, rhd, hier_tree, hier_rail, "
           "pipelined_tree, two_level_ring, in_network, hier_pipelined";
    QTest::newRow("infinite codec") << QStringList{"--codec", "inf"}
                                    << "commviz eval: --codec: \"inf\" is not a finite number";
    QTest::newRow("unknown preset") << QStringList{"--preset", "carrier-pigeon"}
                                    << "commviz eval: --preset: unknown preset \"carrier-pigeon\"; --list-presets "
                                       "lists the names";
    QTest::newRow("unknown option") << QStringList{"--warp", "9"} << "commviz eval: Unknown option 'warp'.";
    QTest::newRow("missing value") << QStringList{"--beta"} << "commviz eval: Missing value after '--beta'.";
    QTest::newRow("bad format") << QStringList{"--format", "xml"}
                                << "commviz eval: --format: \"xml\" is not a format; use text or json";
}

void TestEval::badOptionsExitTwoWithOneLine()
{
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const Run r = eval(options);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err, message + "\n");
}

// This suite links the headless commands alone (no Qt Gui, no widget): the catalogue comes with them.
void TestEval::speaksChineseWithoutAWindow()
{
    QString errText;
    QTextStream err(&errText);
    QCOMPARE(cli::applyLanguage({"commviz", "eval", "--lang", "zh_CN"}, err), 0); // as main() does
    QCOMPARE(ui::currentLanguage(), QStringLiteral("zh_CN"));
    const Run r = eval({"--lang", "zh_CN"});
    QVERIFY(ui::installTranslation(QStringLiteral("en")));
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("输入\n")), qPrintable(r.out.left(200)));
    err.flush();
    QVERIFY2(errText.isEmpty(), qPrintable(errText));
}

QTEST_GUILESS_MAIN(TestEval)
#include "test_eval.moc"
