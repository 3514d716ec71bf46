// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz eval`'s cluster tiers (SPEC.md section 9): the "cluster" object carries the section's golden values, its
// keys are exactly the documented ones, what does not apply is null, and the text format shows the same.
#include "testutil.h"

#include "evalcommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace commviz;

namespace {

using testutil::Run;

Run eval(const QStringList &options)
{
    return testutil::runCommand(&cli::runEvalCommand, "eval", options);
}

QJsonObject cluster(const QStringList &options)
{
    const Run r = eval(options + QStringList{"--format", "json"});
    if (r.status != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out.toUtf8()).object()["cluster"].toObject();
}

double ms(const QJsonValue &v)
{
    return testutil::roundTo(v.toDouble() * 1e3, 3);
}

} // namespace

class TestEvalCluster : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keysAreTheDocumentedOnes();
    void defaultsHaveNoSpine();
    void aTwoToOneSpineCarriesTheGoldenValues();
    void raggedAndUnevenClustersAreNull();
    void productionFollowsTheLevels();
    void textShowsTheSame();
    void clusterPresetsSetTheClusterAndOptionsOverrideThem();
};

void TestEvalCluster::keysAreTheDocumentedOnes()
{
    const QJsonObject c = cluster({});
    QCOMPARE(c.keys(), (QStringList{"allgather_hierarchical", "allreduce_flat_ring", "allreduce_hier_pipelined",
                                    "allreduce_hierarchical", "alltoall_tiered", "bisection_Bps", "leaf_groups",
                                    "levels", "reducescatter_hierarchical"}));
    QCOMPARE(c["levels"].toArray().size(), 3);
    for (const QJsonValue &l : c["levels"].toArray())
        QCOMPARE(l.toObject().keys(), (QStringList{"alpha_s", "beta_Bps", "members"}));
    for (const char *key : {"allgather_hierarchical", "allreduce_flat_ring", "allreduce_hier_pipelined",
                            "allreduce_hierarchical", "alltoall_tiered", "reducescatter_hierarchical"})
        QCOMPARE(c[key].toObject().keys(), (QStringList{"bandwidth_s", "latency_s", "total_s"}));
}

void TestEvalCluster::defaultsHaveNoSpine()
{
    const QJsonObject c = cluster({});
    QCOMPARE(c["leaf_groups"].toInt(), 1);
    QVERIFY(c["bisection_Bps"].isNull());
    const QJsonArray levels = c["levels"].toArray();
    QCOMPARE(levels[0]["members"].toInt(), 8);
    QCOMPARE(levels[1]["members"].toInt(), 32);
    QCOMPARE(levels[2]["members"].toInt(), 1);
    QCOMPARE(testutil::roundTo(c["allreduce_flat_ring"]["total_s"].toDouble() * 1e3, 2), 40.38);
    QCOMPARE(ms(c["allreduce_hierarchical"]["total_s"]), 9.050);
    QCOMPARE(ms(c["allreduce_hier_pipelined"]["total_s"]), 5.161);
    QCOMPARE(ms(c["allgather_hierarchical"]["total_s"]), 4.525);
    QCOMPARE(testutil::roundTo(c["alltoall_tiered"]["total_s"].toDouble() * 1e3, 2), 20.68);
}

void TestEvalCluster::aTwoToOneSpineCarriesTheGoldenValues()
{
    const QJsonObject c = cluster({"--gpus", "1024", "--oversubscription", "2"});
    QCOMPARE(c["leaf_groups"].toInt(), 4);
    QCOMPARE(c["bisection_Bps"].toDouble(), 1024 * 50e9 / 4);
    const QJsonObject spine = c["levels"].toArray()[2].toObject();
    QCOMPARE(spine["members"].toInt(), 4);
    QCOMPARE(spine["alpha_s"].toDouble(), 6e-6);
    QCOMPARE(spine["beta_Bps"].toDouble(), 25e9); // β/σ
    QCOMPARE(testutil::roundTo(c["allreduce_flat_ring"]["total_s"].toDouble() * 1e3, 2), 42.13);
    QCOMPARE(ms(c["allreduce_hierarchical"]["total_s"]), 9.320);
    QCOMPARE(ms(c["allreduce_hier_pipelined"]["total_s"]), 5.431);
    QCOMPARE(ms(c["allgather_hierarchical"]["total_s"]), 4.660);
    QCOMPARE(testutil::roundTo(c["alltoall_tiered"]["latency_s"].toDouble() * 1e3, 4), 5.8515);
    QCOMPARE(testutil::roundTo(c["alltoall_tiered"]["total_s"].toDouble() * 1e3, 2), 40.71);
    // The spine latency reaches the flat ring's spine steps.
    const QJsonObject slow = cluster({"--gpus", "1024", "--spine-alpha", "11us"});
    QCOMPARE(testutil::roundTo(slow["allreduce_flat_ring"]["latency_s"].toDouble() * 1e6, 0), 2232.0);
}

void TestEvalCluster::raggedAndUnevenClustersAreNull()
{
    // K = 40 nodes in leaf groups of 32: the hierarchical ones do not apply, the ring and the AllToAll do.
    const QJsonObject ragged = cluster({"--gpus", "320"});
    QCOMPARE(ragged["leaf_groups"].toInt(), 2);
    for (const char *key :
         {"allreduce_hierarchical", "allreduce_hier_pipelined", "allgather_hierarchical", "reducescatter_hierarchical"})
        QVERIFY2(ragged[key].isNull(), key);
    QVERIFY(ragged["allreduce_flat_ring"].isObject());
    QVERIFY(ragged["alltoall_tiered"].isObject());
    // N not a multiple of G: no levels at all.
    const QJsonObject uneven = cluster({"--gpus", "100"});
    QVERIFY(uneven["levels"].isNull());
    QVERIFY(uneven["leaf_groups"].isNull());
    QVERIFY(uneven["alltoall_tiered"].isNull());
}

void TestEvalCluster::productionFollowsTheLevels()
{
    const Run r = eval({"--gpus", "1024", "--oversubscription", "2", "--format", "json"});
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(ms(j["production"]["allreduce_hier_pipelined"]["total_s"]), 5.431);
    QCOMPARE(testutil::roundTo(j["production"]["allreduce_two_level_ring"]["total_s"].toDouble() * 1e3, 2), 42.13);
    QCOMPARE(ms(j["collectives"]["allreduce_hier_rail"]["total_s"]), 9.320);
    QCOMPARE(j["production"]["best_allreduce"].toString(), QString("hier_pipelined"));
    // Ragged: the rail-parallel one is not applicable, and says why.
    const Run text = eval({"--gpus", "320"});
    QVERIFY2(text.out.contains("K = 40") && text.out.contains("S = 32"), qPrintable(text.out));
    const QJsonObject ragged =
        QJsonDocument::fromJson(eval({"--gpus", "320", "--format", "json"}).out.toUtf8()).object();
    QVERIFY(ragged["collectives"]["allreduce_hier_rail"].isNull());
    QVERIFY(ragged["collectives"]["allreduce_hier_tree"].isObject());
}

void TestEvalCluster::textShowsTheSame()
{
    const Run r = eval({"--gpus", "1024", "--oversubscription", "2"});
    QCOMPARE(r.status, 0);
    for (const char *figure : {"Cluster tiers (latency + bandwidth = total)", "2:1", "25 GB/s", "12.8 TB/s", "42.1 ms",
                               "9.32 ms", "5.43 ms", "4.66 ms", "40.7 ms"})
        QVERIFY2(r.out.contains(QString::fromUtf8(figure)),
                 qPrintable(QString::fromUtf8(figure) + " not in: " + r.out));
}

void TestEvalCluster::clusterPresetsSetTheClusterAndOptionsOverrideThem()
{
    // SPEC 9.3's DGX H100 SuperPOD is the golden table's N = 1024, σ = 1 cluster.
    const Run r = eval({"--cluster-preset", "dgx-h100-superpod", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(j["inputs"]["gpus"].toInt(), 1024);
    QCOMPARE(j["cluster"]["leaf_groups"].toInt(), 4);
    QCOMPARE(testutil::roundTo(j["cluster"]["alltoall_tiered"]["total_s"].toDouble() * 1e3, 2), 25.71);
    // GB200 NVL72: 72-GPU scale-up domains on NVLink 5, 16 racks in two leaf groups.
    const QJsonObject nvl = cluster({"--cluster-preset", "gb200-nvl72"});
    QCOMPARE(nvl["levels"][0]["members"].toInt(), 72);
    QCOMPARE(nvl["levels"][0]["beta_Bps"].toDouble(), 900e9);
    QCOMPARE(nvl["levels"][1]["members"].toInt(), 8);
    QCOMPARE(nvl["leaf_groups"].toInt(), 2);
    // The Ethernet preset's 2:1 spine, with σ overridden by its option.
    const QJsonObject eth = cluster({"--cluster-preset", "ethernet-2to1"});
    QCOMPARE(eth["levels"][2]["beta_Bps"].toDouble(), 25e9);
    QCOMPARE(eth["levels"][1]["alpha_s"].toDouble(), 10e-6);
    const QJsonObject over = cluster({"--cluster-preset", "ethernet-2to1", "--oversubscription", "4"});
    QCOMPARE(over["levels"][2]["beta_Bps"].toDouble(), 12.5e9);
    // Listed, and an unknown name refused in one line.
    const Run list = eval({"--list-cluster-presets"});
    QCOMPARE(list.status, 0);
    for (const char *key : {"dgx-h100-superpod", "gb200-nvl72", "ethernet-2to1"})
        QVERIFY2(list.out.contains(key), qPrintable(list.out));
    const Run bad = eval({"--cluster-preset", "nope"});
    QCOMPARE(bad.status, 2);
    QVERIFY2(bad.err.contains("--cluster-preset") && bad.err.contains("--list-cluster-presets"), qPrintable(bad.err));
}

QTEST_GUILESS_MAIN(TestEvalCluster)
#include "test_evalcluster.moc"
