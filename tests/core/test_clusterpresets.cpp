// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster presets (SPEC.md 9.3): each row of the table as it is written, each preset applied to a scenario
// changing N, G, both links, S, σ and α_spine and nothing else, and the DGX preset as section 9's golden cluster.
#include "testutil.h"

#include "commviz/cluster.h"
#include "commviz/clusterpresets.h"

#include <QTest>

using namespace commviz;
using testutil::roundTo;

class TestClusterPresets : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tableRows_data();
    void tableRows();
    void presetChangesTheClusterAndNothingElse();
    void dgxPresetIsTheGoldenCluster();
    void lookUpByKeyOrName();
};

void TestClusterPresets::tableRows_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("perNode");
    QTest::addColumn<double>("intraAlpha");
    QTest::addColumn<double>("intraBeta");
    QTest::addColumn<double>("interAlpha");
    QTest::addColumn<double>("interBeta");
    QTest::addColumn<int>("perLeaf");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<double>("spineAlpha");
    QTest::newRow("DGX H100 SuperPOD") << "dgx-h100-superpod" << 1024 << 8 << 500e-9 << 450e9 << 5e-6 << 50e9 << 32
                                       << 1.0 << 1e-6;
    QTest::newRow("GB200 NVL72") << "gb200-nvl72" << 1152 << 72 << 500e-9 << 900e9 << 5e-6 << 50e9 << 8 << 1.0 << 1e-6;
    QTest::newRow("Ethernet 2:1") << "ethernet-2to1" << 512 << 8 << 500e-9 << 450e9 << 10e-6 << 50e9 << 16 << 2.0
                                  << 1e-6;
}

void TestClusterPresets::tableRows()
{
    QFETCH(QString, key);
    const std::optional<ClusterPreset> p = findClusterPreset(key.toStdString());
    QVERIFY(p.has_value());
    QFETCH(int, gpus);
    QFETCH(int, perNode);
    QFETCH(double, intraAlpha);
    QFETCH(double, intraBeta);
    QFETCH(double, interAlpha);
    QFETCH(double, interBeta);
    QFETCH(int, perLeaf);
    QFETCH(double, sigma);
    QFETCH(double, spineAlpha);
    QCOMPARE(p->gpus, gpus);
    QCOMPARE(p->gpus_per_node, perNode);
    QCOMPARE(p->intra.alpha_s, intraAlpha);
    QCOMPARE(p->intra.beta_Bps, intraBeta);
    QCOMPARE(p->inter.alpha_s, interAlpha);
    QCOMPARE(p->inter.beta_Bps, interBeta);
    QCOMPARE(p->nodes_per_leaf, perLeaf);
    QCOMPARE(p->oversubscription, sigma);
    QCOMPARE(p->spine_alpha_s, spineAlpha);
    // Every preset is a valid cluster with a spine level, none ragged.
    const Result<ClusterLevels> levels = clusterLevels(withClusterPreset(Scenario{}, *p), p->gpus);
    QVERIFY(levels.ok());
    QVERIFY(levels.value().hasSpine());
    QVERIFY(!levels.value().ragged);
}

void TestClusterPresets::presetChangesTheClusterAndNothingElse()
{
    Scenario before;
    before.size_bytes = 3e8;
    before.stages = 4;
    before.backward_s = 0.1;
    for (const ClusterPreset &p : clusterPresets()) {
        Scenario after = withClusterPreset(before, p);
        QCOMPARE(after.gpus, p.gpus);
        QCOMPARE(after.inter, p.inter);
        QCOMPARE(after.intra, p.intra);
        // Put the cluster back: what remains must be the scenario as it was.
        after.gpus = before.gpus;
        after.gpus_per_node = before.gpus_per_node;
        after.intra = before.intra;
        after.inter = before.inter;
        after.nodes_per_leaf = before.nodes_per_leaf;
        after.oversubscription = before.oversubscription;
        after.spine_alpha_s = before.spine_alpha_s;
        QVERIFY2(after == before, p.key.c_str());
    }
    QCOMPARE(clusterPresets().size(), std::size_t{3});
}

void TestClusterPresets::dgxPresetIsTheGoldenCluster()
{
    // SPEC 9's golden row N = 1024, σ = 1 is the DGX H100 SuperPOD preset at M = 1 GB.
    const Scenario s = withClusterPreset(Scenario{}, *findClusterPreset("dgx-h100-superpod"));
    QCOMPARE(roundTo(flatRingAllReduce(s, s.gpus, 1e9).value().total_s() * 1e3, 2), 42.13);
    QCOMPARE(roundTo(hierarchicalAllReduce(s, s.gpus, 1e9).value().total_s() * 1e3, 3), 9.203);
    QCOMPARE(roundTo(allToAllTiered(s, s.gpus, 1e9).value().total_s() * 1e3, 2), 25.71);
    // The Ethernet preset's spine runs at β/σ per GPU.
    const Scenario eth = withClusterPreset(Scenario{}, *findClusterPreset("ethernet-2to1"));
    QCOMPARE(clusterLevels(eth, eth.gpus).value().levels[2].link.beta_Bps, 25e9);
}

void TestClusterPresets::lookUpByKeyOrName()
{
    QVERIFY(findClusterPreset("GB200-NVL72").has_value());
    QVERIFY(findClusterPreset("Ethernet, 2:1 oversubscribed spine").has_value());
    QVERIFY(!findClusterPreset("nope").has_value());
    QVERIFY(!findClusterPreset("").has_value());
}

QTEST_GUILESS_MAIN(TestClusterPresets)
#include "test_clusterpresets.moc"
