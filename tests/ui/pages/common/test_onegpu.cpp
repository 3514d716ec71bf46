// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// At N = 1 every collective costs 0, which a log axis cannot show: the charts that then stay empty say so in their
// titles, and none claims what is not so (before: "K = 0 nodes", "N = 1 is not a multiple of G").
#include "chartpanel.h"
#include "pages/cluster/clusterpage.h"
#include "pages/selection/selectionpage.h"

#include <QTest>

using namespace commviz;
using namespace commviz::ui;

class TestOneGpu : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void emptyChartsSayThereIsNothingToCommunicate();
};

void TestOneGpu::emptyChartsSayThereIsNothingToCommunicate()
{
    Scenario one;
    one.gpus = 1;
    SelectionPage selection;
    selection.refresh(one);
    QCOMPARE(selection.chart("selection_hierarchical")->chartTitle(),
             QString("Flat ring against hierarchical: N = 1, nothing to communicate"));
    ClusterPage cluster;
    cluster.refresh(one);
    QCOMPARE(cluster.chart("cluster_vs_oversubscription")->chartTitle(),
             QString("Against σ at N = 1: nothing to communicate"));

    // N = 2 is not a multiple of G = 8: that is the reason there.
    Scenario two;
    two.gpus = 2;
    selection.refresh(two);
    QVERIFY(selection.chart("selection_hierarchical")->chartTitle().startsWith("Hierarchical AllReduce needs N"));
    cluster.refresh(two);
    QCOMPARE(cluster.chart("cluster_vs_oversubscription")->chartTitle(),
             QString("Against σ at N = 2: N is not a multiple of G = 8"));
}

QTEST_MAIN(TestOneGpu)
#include "test_onegpu.moc"
