// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Cluster page draws core's numbers (SPEC.md section 9): its curves against M, σ and N and its bars split by
// level equal clustersweep.h's at several clusters, the flat ring is flat against σ, the spine's step is marked
// at G·(S + 1), the diagram's member counts follow the panel, a cluster preset is one undo step, and the lecture
// step's golden numbers are core's.
#include "chartinspector.h"
#include "chartpanel.h"
#include "lecture.h"
#include "lecturestep.h"
#include "legenditem.h"
#include "mainwindow.h"
#include "pages/cluster/clusterdiagram.h"
#include "pages/cluster/clusterpage.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "parameterspec.h"
#include "rectlayer.h"
#include "scenariomodel.h"
#include "testutil.h"

#include "commviz/clusterpresets.h"
#include "commviz/clustersweep.h"

#include <QAction>
#include <QComboBox>
#include <QFontMetricsF>
#include <QTest>
#include <QUndoStack>

using namespace commviz;
using namespace commviz::ui;
using testutil::closeRel;
using testutil::roundTo;

Q_DECLARE_METATYPE(commviz::Scenario)

namespace {

Scenario cluster(int gpus, int perNode, int perLeaf, double sigma)
{
    Scenario s;
    s.gpus = gpus;
    s.gpus_per_node = perNode;
    s.nodes_per_leaf = perLeaf;
    s.oversubscription = sigma;
    return s;
}

std::vector<double> totals(const CostCurve &c)
{
    std::vector<double> out;
    for (const Cost &cost : c.cost)
        out.push_back(cost.total_s());
    return out;
}

void compareCurve(const ChartPanel *chart, ClusterCollective c, const CostCurve &expected)
{
    const std::optional<ChartPanel::SeriesData> drawn = ChartInspector(chart).series(ClusterPage::collectiveName(c));
    if (expected.x.empty()) { // not applicable anywhere on the chart: nothing drawn, never zeros
        QVERIFY(!drawn);
        return;
    }
    QVERIFY2(drawn, qPrintable(chart->name() + ": " + ClusterPage::collectiveName(c)));
    QCOMPARE(drawn->xs, expected.x);
    const std::vector<double> ys = totals(expected);
    QCOMPARE(drawn->ys.size(), ys.size());
    for (std::size_t i = 0; i < ys.size(); ++i)
        QVERIFY(closeRel(drawn->ys[i], ys[i], 1e-12));
}

const LectureStep *spineStep()
{
    for (const LectureStep &step : builtinLectureSteps()) {
        if (step.page == PageId::Cluster)
            return &step;
    }
    return nullptr;
}

} // namespace

class TestClusterPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_window = std::make_unique<MainWindow>(nullptr, testutil::freshSettingsPath());
        m_window->resize(1600, 1000);
        m_window->show();
        m_window->showPage(PageId::Cluster);
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void ctrl9OpensThePage();
    void theChartsAreCoresSweeps_data();
    void theChartsAreCoresSweeps();
    void theBarsAreTheSplitByLevel();
    void againstSigmaTheFlatRingIsFlat();
    void theDiagramFollowsThePanel();
    void aClusterPresetIsOneUndoStep();
    void theLectureStepsNumbersAreCores();

private:
    ClusterPage *page() const { return static_cast<ClusterPage *>(m_window->currentPage()); }
    void show(const Scenario &s)
    {
        m_window->model()->setScenario(s, "test");
        QTRY_VERIFY(m_window->currentPage()->id() == PageId::Cluster);
        page()->refresh(s);
        page()->settle();
    }
    std::unique_ptr<MainWindow> m_window;
};

void TestClusterPage::ctrl9OpensThePage()
{
    m_window->showPage(PageId::P2p);
    QAction *go = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence("Ctrl+9"))
            go = a;
    }
    QVERIFY(go);
    go->trigger();
    QCOMPARE(m_window->currentPage()->id(), PageId::Cluster);
    QCOMPARE(m_window->currentPage()->tabTitle(), QStringLiteral("Cluster"));
    QCOMPARE(pageKey(PageId::Cluster), QStringLiteral("cluster"));
    // It reads the cluster's parameters, so projector mode shows them.
    for (Param p : {Param::Gpus, Param::GpusPerNode, Param::Size, Param::NodesPerLeaf, Param::Oversubscription,
                    Param::SpineAlpha, Param::Alpha, Param::Beta, Param::IntraAlpha, Param::IntraBeta}) {
        const std::vector<Param> &reads = pageInfo(PageId::Cluster).params;
        QVERIFY(std::find(reads.begin(), reads.end(), p) != reads.end());
    }
}

void TestClusterPage::theChartsAreCoresSweeps_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("defaults, no spine") << Scenario{};
    QTest::newRow("1,024 GPUs, 2:1") << cluster(1024, 8, 32, 2);
    QTest::newRow("ragged 1,056 GPUs") << cluster(1056, 8, 32, 1.5);
    QTest::newRow("NVL72 racks") << cluster(1152, 72, 8, 1);
}

void TestClusterPage::theChartsAreCoresSweeps()
{
    QFETCH(Scenario, scenario);
    show(scenario);
    QCOMPARE(page()->id(), PageId::Cluster);
    const ChartPanel *vsSize = page()->chart("cluster_allreduce_vs_size");
    const ChartPanel *vsSigma = page()->chart("cluster_vs_oversubscription");
    const ChartPanel *vsGpus = page()->chart("cluster_vs_gpus");
    QVERIFY(vsSize && vsSigma && vsGpus && page()->chart("cluster_split_by_level") && page()->chart("cluster_diagram"));

    const std::vector<double> sizes = logSpace(span::kMinSize, span::kMaxSize, 120);
    std::vector<double> sigmas;
    for (int i = 0; i < 57; ++i)
        sigmas.push_back(1 + 7.0 * i / 56);
    const std::vector<int> gpus = clusterGpuSweep(scenario, span::kMaxGpus, 90);
    for (ClusterCollective c : {ClusterCollective::FlatRing, ClusterCollective::Hierarchical,
                                ClusterCollective::HierPipelined, ClusterCollective::TextbookRing})
        compareCurve(vsSize, c, clusterCostVsSize(c, scenario, sizes));
    for (ClusterCollective c : {ClusterCollective::FlatRing, ClusterCollective::Hierarchical,
                                ClusterCollective::HierPipelined, ClusterCollective::AllToAll})
        compareCurve(vsSigma, c, clusterCostVsOversubscription(c, scenario, sigmas));
    const auto legendOf = [](const ChartPanel *chart) {
        QStringList texts;
        for (const LegendItem::Entry &e : ChartInspector(chart).legend()->entries())
            texts << e.text;
        return texts;
    };
    const QStringList legend = legendOf(vsGpus);
    for (ClusterCollective c : clusterCollectives()) {
        const CostCurve curve = clusterCostVsGpus(c, scenario, gpus);
        compareCurve(vsGpus, c, curve);
        // A line that joins whole leaf groups across the ragged N between says so.
        const QString name = ClusterPage::collectiveName(c);
        const bool skips = !curve.x.empty() && curve.x.size() < gpus.size();
        QVERIFY2(legend.contains(skips ? name + " (at whole leaf groups only)" : name), qPrintable(legend.join(", ")));
        QCOMPARE(skips, c == ClusterCollective::Hierarchical || c == ClusterCollective::HierPipelined);
    }
    // The AllToAll is not an AllReduce: it is left off the chart against M.
    QVERIFY(!ChartInspector(vsSize).series(ClusterPage::collectiveName(ClusterCollective::AllToAll)));
    // Ragged: the hierarchical AllReduces are not drawn at the current N, and the bars say why.
    const bool ragged = clusterLevels(scenario, scenario.gpus).value().ragged;
    QCOMPARE(!ChartInspector(vsSize).series(ClusterPage::collectiveName(ClusterCollective::Hierarchical)), ragged);

    // The step to a spine level, where core puts it.
    const std::optional<ChartPanel::SeriesData> step = ChartInspector(vsGpus).series("a spine level appears (K > S)");
    QVERIFY(step);
    QCOMPARE(step->xs.front(), double(*spineAppearsAt(scenario)));
    QCOMPARE(step->xs.front(), double(scenario.gpus_per_node * (scenario.nodes_per_leaf + 1)));
    QCOMPARE(ChartInspector(vsGpus).series("current N")->xs.front(), double(scenario.gpus));
}

void TestClusterPage::theBarsAreTheSplitByLevel()
{
    const Scenario s = cluster(1024, 8, 32, 2);
    show(s);
    const ChartPanel *split = page()->chart("cluster_split_by_level");
    const QStringList lines = split->csv().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5); // a header and four collectives
    QVERIFY(lines[0].contains("spine: bandwidth"));
    int row = 1;
    for (ClusterCollective c : {ClusterCollective::FlatRing, ClusterCollective::Hierarchical,
                                ClusterCollective::HierPipelined, ClusterCollective::AllToAll}) {
        const QStringList cells = lines[row++].split(',');
        QCOMPARE(cells.size(), 8);
        QCOMPARE(cells[0], QString(clusterCollectiveKey(c)));
        const LevelCosts l = clusterCostByLevel(c, s, s.gpus, s.size_bytes).value();
        for (int level = 0; level < 3; ++level) {
            QVERIFY(closeRel(cells[1 + 2 * level].toDouble(), l[std::size_t(level)].latency_s, 1e-11));
            QVERIFY(closeRel(cells[2 + 2 * level].toDouble(), l[std::size_t(level)].bandwidth_s, 1e-11));
        }
        QVERIFY(closeRel(cells[7].toDouble(), clusterCost(c, s, s.gpus, s.size_bytes).value().total_s(), 1e-11));
    }
    // Every bar is named: the rows by the collectives, every segment's tooltip by its level and term.
    QCOMPARE(split->axes().yTicks().size(), std::size_t(4));
    for (const RectLayer::Rect &r : ChartInspector(split).rectLayers().front()->rects())
        QVERIFY2(r.text.contains(": ") && !r.text.isEmpty(), qPrintable(r.text));
    // The spine's bandwidth is there at σ = 2, with the colour of its legend entry.
    QVERIFY(ChartInspector(split).series("spine: bandwidth") == std::nullopt); // a legend entry only, no data
    QVERIFY(std::any_of(ChartInspector(split).rectLayers().front()->rects().begin(),
                        ChartInspector(split).rectLayers().front()->rects().end(),
                        [](const RectLayer::Rect &r) { return r.text.contains("spine: bandwidth"); }));
}

void TestClusterPage::againstSigmaTheFlatRingIsFlat()
{
    show(cluster(1024, 8, 32, 1));
    const ChartPanel *vsSigma = page()->chart("cluster_vs_oversubscription");
    const auto flat = ChartInspector(vsSigma).series(ClusterPage::collectiveName(ClusterCollective::FlatRing));
    const auto a2a = ChartInspector(vsSigma).series(ClusterPage::collectiveName(ClusterCollective::AllToAll));
    QVERIFY(flat && a2a);
    QCOMPARE(flat->xs.front(), 1.0);
    QCOMPARE(flat->xs.back(), 8.0);
    for (double y : flat->ys)
        QCOMPARE(y, flat->ys.front());
    QCOMPARE(roundTo(flat->ys.front() * 1e3, 2), 42.13);
    for (std::size_t i = 1; i < a2a->ys.size(); ++i)
        QVERIFY(a2a->ys[i] > a2a->ys[i - 1]);
    QCOMPARE(roundTo(a2a->ys.front() * 1e3, 2), 25.71);
    QVERIFY(vsSigma->chartTitle().startsWith("Against spine oversubscription σ at N = 1024"));
    show(cluster(64, 8, 32, 1)); // 8 nodes, one leaf group
    QCOMPARE(vsSigma->chartTitle(), QString("Against σ at N = 64: no spine level, so σ changes nothing"));
    // Without levels (N not a multiple of G) nothing is drawn against σ: the title says why instead of claiming
    // there is no spine.
    show(cluster(16384, 7, 32, 1));
    QCOMPARE(vsSigma->chartTitle(), QString("Against σ at N = 16384: N is not a multiple of G = 7"));
    QVERIFY(!ChartInspector(vsSigma).series(ClusterPage::collectiveName(ClusterCollective::FlatRing))); // no data
    // The bars: every row n/a, and the title says why (a row's own reason is written only where it fits).
    const ChartPanel *split = page()->chart("cluster_split_by_level");
    QCOMPARE(split->chartTitle(),
             QString("Each collective's time by level at N = 16384: N is not a multiple of G = 7"));
    for (const RectLayer::Rect &r : ChartInspector(split).rectLayers().front()->rects()) {
        QVERIFY2(r.text.startsWith("n/a: the cluster's levels need N"), qPrintable(r.text));
        QCOMPARE(r.shorter, QString("n/a"));
    }
    // Against M only the textbook ring is drawn then, and that title says why too.
    const ChartPanel *vsSize = page()->chart("cluster_allreduce_vs_size");
    QCOMPARE(vsSize->chartTitle(), QString("AllReduce against M at N = 16384: N is not a multiple of G = 7"));
    QVERIFY(!ChartInspector(vsSize).series(ClusterPage::collectiveName(ClusterCollective::FlatRing)));
    QVERIFY(ChartInspector(vsSize).series(ClusterPage::collectiveName(ClusterCollective::TextbookRing)));
}

void TestClusterPage::theDiagramFollowsThePanel()
{
    ParameterPanel *panel = m_window->panel();
    const auto edit = [&](Param p, double v) {
        Q_EMIT panel->control(p)->valueEdited(p, v, false);
        QTRY_COMPARE(paramNumber(m_window->model()->scenario(), p), v); // the window applied it
        // and the page redrew the diagram with the levels core gives
        const ClusterLevels want =
            clusterLevels(m_window->model()->scenario(), m_window->model()->scenario().gpus).value();
        QTRY_VERIFY(page()->diagram().levels() && page()->diagram().levels()->leaf_groups == want.leaf_groups &&
                    page()->diagram().levels()->nodes_per_group == want.nodes_per_group &&
                    page()->diagram().levels()->levels[2].link == want.levels[2].link);
    };
    edit(Param::Gpus, 1024);
    const ClusterDiagram &d = page()->diagram();
    QCOMPARE(d.levels()->leaf_groups, 4);
    QCOMPARE(d.levels()->nodes_per_group, 32);
    QVERIFY(d.rowHeadings().join('|').contains("Spine: 4 leaf groups"));
    QVERIFY(d.rowHeadings().join('|').contains("Leaf group: 32 nodes"));
    QVERIFY(d.rowHeadings().join('|').contains(": 8 GPUs"));
    edit(Param::NodesPerLeaf, 16);
    QCOMPARE(d.levels()->leaf_groups, 8);
    QVERIFY(d.rowHeadings().join('|').contains("Spine: 8 leaf groups"));
    QVERIFY(d.rowHeadings().join('|').contains("Leaf group: 16 nodes"));
    edit(Param::Oversubscription, 4);
    QVERIFY(d.rowHeadings().join('|').contains("4:1"));
    edit(Param::NodesPerLeaf, 128);
    QVERIFY(!d.levels()->hasSpine());
    QVERIFY(d.rowHeadings().join('|').contains("Spine: none"));

    // Painted: every text inside the drawing, none over another.
    ChartPanel *panelOf = page()->chart("cluster_diagram");
    panelOf->grab();
    QVERIFY(!d.placedTexts().empty());
    for (std::size_t i = 0; i < d.placedTexts().size(); ++i) {
        const QRectF a = d.placedTexts()[i].rect;
        QVERIFY2(d.paintedRect().contains(a), qPrintable(d.placedTexts()[i].text));
        for (std::size_t j = i + 1; j < d.placedTexts().size(); ++j)
            QVERIFY2(!a.intersects(d.placedTexts()[j].rect),
                     qPrintable(d.placedTexts()[i].text + " / " + d.placedTexts()[j].text));
    }

    // In a font half as large again (projector mode's), the chart grows to hold the drawing at that size (the page
    // scrolls) instead of the drawing shrinking its texts.
    const int before = panelOf->minimumHeight();
    QFont big = panelOf->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    panelOf->setFont(big);
    QTRY_VERIFY(panelOf->minimumHeight() > before);
    QTRY_VERIFY(panelOf->height() >= panelOf->minimumHeight());
    panelOf->grab();
    big.setBold(true);
    QVERIFY2(d.placedTexts().front().rect.height() >= QFontMetricsF(big).height() - 0.5,
             qPrintable(QString("the heading is %1 px high").arg(d.placedTexts().front().rect.height())));
}

void TestClusterPage::aClusterPresetIsOneUndoStep()
{
    QComboBox *box = m_window->panel()->clusterPresetBox();
    QVERIFY(box);
    QCOMPARE(box->count(), int(clusterPresets().size()) + 1);
    QCOMPARE(box->currentIndex(), box->count() - 1); // Custom at the defaults
    Scenario away;
    away.size_bytes = 3e8;
    away.ratio = 16;
    const Scenario before = withClusterPreset(away, clusterPresets()[0]);
    m_window->model()->setScenario(before, "away");
    QTRY_COMPARE(box->currentIndex(), 0); // the panel shows the DGX preset
    QUndoStack *undo = m_window->model()->undoStack();
    const int steps = undo->count();
    const ClusterPreset &nvl72 = clusterPresets()[1];
    Q_EMIT box->activated(1);
    QTRY_VERIFY(m_window->model()->scenario() == withClusterPreset(before, nvl72));
    QCOMPARE(undo->count(), steps + 1);
    const Scenario now = m_window->model()->scenario();
    QCOMPARE(now.gpus, 1152);
    QCOMPARE(now.gpus_per_node, 72);
    QCOMPARE(now.nodes_per_leaf, 8);
    QCOMPARE(now.size_bytes, 3e8); // the rest as it was
    QTRY_COMPARE(box->currentIndex(), 1);
    undo->undo();
    QVERIFY(m_window->model()->scenario() == before);
    QTRY_COMPARE(box->currentIndex(), 0);
}

void TestClusterPage::theLectureStepsNumbersAreCores()
{
    const LectureStep *step = spineStep();
    QVERIFY(step);
    const Scenario &s = step->scenario;
    QCOMPARE(s.gpus, 1024);
    QCOMPARE(s.oversubscription, 2.0);
    Scenario one = s;
    one.oversubscription = 1;
    const auto ms = [](const Scenario &at, ClusterCollective c) {
        return roundTo(clusterCost(c, at, at.gpus, at.size_bytes).value().total_s() * 1e3, 2);
    };
    QCOMPARE(ms(one, ClusterCollective::FlatRing), 42.13);
    QCOMPARE(ms(s, ClusterCollective::FlatRing), 42.13);
    QCOMPARE(ms(one, ClusterCollective::AllToAll), 25.71);
    QCOMPARE(ms(s, ClusterCollective::AllToAll), 40.71);
    QCOMPARE(ms(one, ClusterCollective::Hierarchical), 9.20);
    QCOMPARE(ms(s, ClusterCollective::Hierarchical), 9.32);
    QVERIFY(step->question && step->question->isChoice());
    QCOMPARE(step->question->choices.size(), 3);
    QCOMPARE(step->question->choices[step->question->answer], QStringLiteral("AllToAll"));
    for (const QString figure : {"42.13 ms", "25.71", "40.71 ms"})
        QVERIFY2(step->caption.contains(figure), qPrintable(figure));
    for (const QString figure : {"25.71", "40.71", "42.13", "9.20", "9.32"})
        QVERIFY2(step->question->reason.contains(figure), qPrintable(figure));
    for (const QString &chart : step->question->veil)
        QVERIFY2(page()->chart(chart), qPrintable(chart));
}

QTEST_MAIN(TestClusterPage)
#include "test_clusterpage.moc"
