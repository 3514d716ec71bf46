// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// At N = 1 every collective costs 0, which a log axis cannot show: the charts that then stay empty say so in their
// titles, and none claims what is not so (before: "K = 0 nodes", "N = 1 is not a multiple of G", and five charts
// against M empty under their usual titles).
#include "chartpanel.h"
#include "pages/cluster/clusterpage.h"
#include "pages/collectives/collectivespage.h"
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

    // The charts of costs against M: every curve 0, each title says so.
    CollectivesPage collectives;
    one.production_view = true; // where the pipelined tree and the protocols are drawn
    collectives.refresh(one);
    const std::vector<std::pair<ChartPage *, const char *>> againstM = {
        {&collectives, "collectives_vs_size"},   {&collectives, "collectives_tree_pipelining"},
        {&collectives, "collectives_protocols"}, {&selection, "selection_vs_size"},
        {&cluster, "cluster_allreduce_vs_size"},
    };
    for (const auto &[page, name] : againstM) {
        const QString title = page->chart(name)->chartTitle();
        QVERIFY2(title.contains("at N = 1") && title.endsWith(": nothing to communicate"), qPrintable(title));
    }

    // N = 2 is not a multiple of G = 8: that is the reason there.
    Scenario two;
    two.gpus = 2;
    selection.refresh(two);
    QVERIFY(selection.chart("selection_hierarchical")->chartTitle().startsWith("Hierarchical AllReduce needs N"));
    cluster.refresh(two);
    QCOMPARE(cluster.chart("cluster_vs_oversubscription")->chartTitle(),
             QString("Against σ at N = 2: N is not a multiple of G = 8"));
    two.production_view = true;
    collectives.refresh(two);
    for (const auto &[page, name] : againstM)
        QVERIFY2(!page->chart(name)->chartTitle().contains("nothing"), qPrintable(page->chart(name)->chartTitle()));
}

QTEST_MAIN(TestOneGpu)
#include "test_onegpu.moc"
