// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline page draws core's numbers: heatmap cells from eq. 11, the boundary from minMicrobatches,
// the Gantt chart and its idle fraction from the schedule simulator, and the napkin's worked example. The page at
// its limits (extreme and large schedules) is test_pipelinelarge.
#include "chartinspector.h"
#include "chartpanel.h"
#include "pages/pipeline/pipelinepage.h"
#include "pipelinetest.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/schedule.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QTest>

#include <map>
#include <tuple>

using commviz::ui::PageId;
using namespace commviz;
using commviz::ui::ChartPanel;
using commviz::ui::PipelinePage;
using commviz::ui::RectLayer;
using namespace pipelinetest;

Q_DECLARE_METATYPE(commviz::Schedule)

class TestPipelinePage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pageHasTheTwoChartsUnderTheirNames();
    void heatmapCellsAreCoresBubbleAtTheCurrentV_data();
    void heatmapCellsAreCoresBubbleAtTheCurrentV();
    void currentPointIsMarkedAtPAndM();
    void boundaryComesFromMinMicrobatches();
    void ganttHasOneRowPerStageAndEveryPass_data();
    void ganttHasOneRowPerStageAndEveryPass();
    void measuredIdleIsShownBesideTheFormula_data();
    void measuredIdleIsShownBesideTheFormula();
    void choosingAScheduleInTheBoxRedraws();
    void napkinReproducesTheSpecDefaults();
    void napkinsMicrobatchesInFlightFollowPAndM();
    void interleavedWithMNotAMultipleOfPExplainsInsteadOfDrawing();
    void heatmapHasAColourScaleWithValues();
    void ganttBarsLieOverTheGrid();
};

void TestPipelinePage::pageHasTheTwoChartsUnderTheirNames()
{
    PipelinePage page;
    QCOMPARE(page.id(), PageId::Pipeline);
    QCOMPARE(page.tabTitle(), QString("Pipeline"));
    QCOMPARE(page.charts().size(), std::size_t(2));
    QCOMPARE(page.charts()[0]->name(), QString("pipeline_bubble_heatmap"));
    QCOMPARE(page.charts()[1]->name(), QString("pipeline_schedule"));
    QCOMPARE(page.schedule(), Schedule::OneFOneB);
}

void TestPipelinePage::heatmapCellsAreCoresBubbleAtTheCurrentV_data()
{
    QTest::addColumn<int>("v");
    QTest::newRow("V=4 (eq. 11)") << 4;
    QTest::newRow("V=1 (eq. 10)") << 1;
}

void TestPipelinePage::heatmapCellsAreCoresBubbleAtTheCurrentV()
{
    QFETCH(int, v);
    PipelinePage page;
    page.refresh(pipeline(8, 16, v));
    const std::vector<RectLayer::Rect> &cells = page.heatmapCells()->rects();
    QVERIFY(!cells.empty());
    QVERIFY2(cells.size() < 700, "the heatmap stays small enough to redraw on every slider move");

    // The CSV holds each cell's exact value; it must be core's, and so must the colour.
    const QStringList lines = page.heatmap()->csv().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(static_cast<std::size_t>(lines.size() - 1), cells.size());
    std::vector<int> ps, ms;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const QStringList f = lines[static_cast<qsizetype>(i) + 1].split(',');
        const int p = f[0].toInt();
        const int m = f[1].toInt();
        QCOMPARE(f[2].toInt(), v);
        const double expected = bubbleFractionInterleaved(p, m, v).value();
        QVERIFY2(testutil::closeRel(f[3].toDouble(), expected), qPrintable(lines[static_cast<qsizetype>(i) + 1]));
        const RectLayer::Rect &r = cells[i];
        QCOMPARE((r.x0 + r.x1) / 2, static_cast<double>(p));
        QCOMPARE(r.x1 - r.x0, 1.0);
        QVERIFY(r.y0 < m && m < r.y1);
        QCOMPARE(r.color, ui::colormaps::bubble().color(expected));
        if (ps.empty() || p > ps.back())
            ps.push_back(p);
        if (ms.empty() || m > ms.back())
            ms.push_back(m);
    }
    // The same cells as core's grid over the drawn p and m.
    const Grid<double> grid = bubbleGrid(ps, ms, v);
    QCOMPARE(grid.values.size(), cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i)
        QCOMPARE(cells[i].color, ui::colormaps::bubble().color(grid.values[i]));
    QCOMPARE(ps.front(), 1);
    QVERIFY(ps.back() >= 24);
    QCOMPARE(ms.front(), 1);
    QCOMPARE(ms.back(), 256);
}

void TestPipelinePage::currentPointIsMarkedAtPAndM()
{
    PipelinePage page;
    page.refresh(Scenario{});
    auto marker = series(page.heatmap(), "current");
    QVERIFY(marker);
    QCOMPARE(marker->xs, std::vector<double>{8});
    QCOMPARE(marker->ys, std::vector<double>{16});

    page.refresh(pipeline(30, 100, 2));
    marker = series(page.heatmap(), "current");
    QVERIFY(marker);
    QCOMPARE(marker->xs, std::vector<double>{30});
    QCOMPARE(marker->ys, std::vector<double>{100});
    QVERIFY(page.heatmap()->axes().xMax() >= 30);
}

void TestPipelinePage::boundaryComesFromMinMicrobatches()
{
    PipelinePage page;
    page.refresh(Scenario{});
    auto rule = series(page.heatmap(), "20% bubble: m = 4(p−1)");
    QVERIFY2(rule, "the source's rule m = 4(p−1) is drawn");
    auto atV = series(page.heatmap(), "20% bubble at the current V");
    QVERIFY2(atV, "at V = 4 the boundary at the current V is drawn too");
    QVERIFY(!rule->xs.empty());
    for (std::size_t i = 0; i < rule->xs.size(); ++i) {
        const int p = static_cast<int>(rule->xs[i]);
        QCOMPARE(rule->ys[i], static_cast<double>(minMicrobatches(p, 0.2, 1).value()));
        QCOMPARE(atV->ys[i], static_cast<double>(minMicrobatches(p, 0.2, 4).value()));
    }
    QCOMPARE(rule->ys[7], 28.0); // p = 8: m ≥ 4·7

    page.refresh(pipeline(8, 16, 1));
    QVERIFY2(!series(page.heatmap(), "20% bubble at the current V"), "no second boundary without interleaving");
}

void TestPipelinePage::ganttHasOneRowPerStageAndEveryPass_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("passesPerStage");
    QTest::newRow("GPipe: 2·m") << Schedule::GPipe << 2 * 16;
    QTest::newRow("1F1B: 2·m") << Schedule::OneFOneB << 2 * 16;
    QTest::newRow("interleaved: 2·m·V") << Schedule::Interleaved << 2 * 16 * 4;
}

void TestPipelinePage::ganttHasOneRowPerStageAndEveryPass()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, passesPerStage);
    PipelinePage page;
    page.setSchedule(schedule);
    page.refresh(Scenario{});
    const std::map<double, int> rows = passesPerRow(page.ganttPasses());
    QCOMPARE(rows.size(), std::size_t(8));
    for (const auto &[y, count] : rows)
        QCOMPARE(count, passesPerStage);

    // Bars span the simulator's passes, and the chart spans its makespan.
    ScheduleInput in;
    in.schedule = schedule;
    const ScheduleResult r = simulateSchedule(in).value();
    QCOMPARE(page.gantt()->axes().xMax(), r.makespan_s);
    double busy = 0;
    for (const RectLayer::Rect &bar : page.ganttPasses()->rects())
        busy += bar.x1 - bar.x0;
    QVERIFY(testutil::closeRel(1 - busy / (8 * r.makespan_s), r.idle_fraction, 1e-9));
}

void TestPipelinePage::measuredIdleIsShownBesideTheFormula_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<QString>("expected");
    QTest::newRow("GPipe") << Schedule::GPipe << "GPipe: measured idle 30.4%, eq. 10 gives 30.4%";
    QTest::newRow("1F1B") << Schedule::OneFOneB << "1F1B: measured idle 30.4%, eq. 10 gives 30.4%";
    QTest::newRow("interleaved") << Schedule::Interleaved << "interleaved 1F1B: measured idle 9.9%, eq. 11 gives 9.9%";
}

void TestPipelinePage::measuredIdleIsShownBesideTheFormula()
{
    QFETCH(Schedule, schedule);
    QFETCH(QString, expected);
    PipelinePage page;
    page.setSchedule(schedule);
    page.refresh(Scenario{});
    QCOMPARE(page.scheduleStatus(), expected);
    auto *label = page.findChild<QLabel *>("scheduleStatus");
    QVERIFY(label);
    QCOMPARE(label->text(), expected);
}

void TestPipelinePage::choosingAScheduleInTheBoxRedraws()
{
    PipelinePage page;
    page.refresh(Scenario{});
    QCOMPARE(page.ganttPasses()->rects().size(), std::size_t(8 * 2 * 16));
    auto *box = page.findChild<QComboBox *>("scheduleChooser");
    QVERIFY(box);
    box->setCurrentIndex(box->findData(static_cast<int>(Schedule::Interleaved)));
    QCOMPARE(page.schedule(), Schedule::Interleaved);
    QCOMPARE(page.ganttPasses()->rects().size(), std::size_t(8 * 2 * 16 * 4));
    QVERIFY(page.scheduleStatus().startsWith("interleaved 1F1B: measured idle 9.9%"));
}

void TestPipelinePage::napkinReproducesTheSpecDefaults()
{
    PipelinePage page;
    page.refresh(Scenario{});
    const QString text = page.napkinText();
    QVERIFY2(text.contains("= 7 / (7 + 16)"), qPrintable(text));
    QVERIFY2(text.contains("30.4%"), qPrintable(text));
    QVERIFY2(text.contains("= 7 / (7 + 64)"), qPrintable(text));
    QVERIFY2(text.contains("9.9%"), qPrintable(text));
    QVERIFY2(text.contains("3.1×"), qPrintable(text));
    QVERIFY2(text.contains("b ≤ 20% needs m ≥ 4(p−1)\n= 4 × 7\n= 28"), qPrintable(text));
    QVERIFY2(text.contains("GPipe, every stage: m = 16"), qPrintable(text));
    QVERIFY2(text.contains("8, 7, …, 1"), qPrintable(text));
}

// The micro-batches in flight are the simulator's for the current p and m, whichever slider moved last (the page
// remembers them for the last p and m).
void TestPipelinePage::napkinsMicrobatchesInFlightFollowPAndM()
{
    PipelinePage page;
    for (const auto &[p, m, v] :
         {std::tuple(8, 16, 4), std::tuple(8, 4, 4), std::tuple(3, 4, 4), std::tuple(3, 4, 1), std::tuple(8, 16, 2)}) {
        Scenario s;
        s.stages = p;
        s.microbatches = m;
        s.virtual_stages = v;
        page.refresh(s);
        ScheduleInput in;
        in.schedule = Schedule::OneFOneB;
        in.stages = p;
        in.microbatches = m;
        const double first = simulateSchedule(in).value().peak_in_flight.front();
        const QString text = page.napkinText();
        QVERIFY2(text.contains(QString("GPipe, every stage: m = %1").arg(m)), qPrintable(text));
        QVERIFY2(text.contains(QString("%1 → %2 at stage 1").arg(m).arg(first)), qPrintable(text));
    }
}

void TestPipelinePage::interleavedWithMNotAMultipleOfPExplainsInsteadOfDrawing()
{
    PipelinePage page;
    page.setSchedule(Schedule::Interleaved);
    page.refresh(pipeline(8, 15, 4));
    QVERIFY(page.ganttPasses()->rects().empty());
    ScheduleInput in;
    in.schedule = Schedule::Interleaved;
    in.microbatches = 15;
    const std::string reason = simulateSchedule(in).explanation().english();
    QVERIFY(!reason.empty());
    QVERIFY2(page.scheduleStatus().contains(QString::fromStdString(reason)), qPrintable(page.scheduleStatus()));
    QVERIFY(page.scheduleStatus().contains("multiple of p"));
    // The heatmap and the napkin still draw.
    QVERIFY(!page.heatmapCells()->rects().empty());
    QVERIFY(page.napkinText().contains(QString::fromStdString(formatPercent(bubbleFraction(8, 15).value()))));

    // Back to a multiple of p: the timeline returns.
    page.refresh(pipeline(8, 16, 4));
    QCOMPARE(page.ganttPasses()->rects().size(), std::size_t(8 * 2 * 16 * 4));
}

// The heatmap's colour scale: the bubble map's colours, labelled at its ends and middle, the current bubble marked.
void TestPipelinePage::heatmapHasAColourScaleWithValues()
{
    PipelinePage page;
    page.resize(1400, 900);
    page.show();
    page.refresh(Scenario{});
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const ui::ColorScaleItem *scale = ui::ChartInspector(page.heatmap()).colorScale();
    QVERIFY(scale);
    QStringList labels;
    for (const ui::ColorScaleItem::Label &l : scale->labels())
        labels << l.text;
    QVERIFY2(labels.contains("0%") && labels.contains("50%") && labels.contains("100%"), qPrintable(labels.join(", ")));
    // 0% at the bar's bottom, 100% at its top, beside the plot area.
    QVERIFY(!scale->bar().isEmpty());
    QVERIFY(scale->bar().left() > page.heatmap()->plotArea().right());
    QCOMPARE(scale->labels().front().box.center().y(), scale->bar().bottom());
    QCOMPARE(scale->labels().back().box.center().y(), scale->bar().top());
    QVERIFY(scale->current());
    QCOMPARE(*scale->current(), bubbleFractionInterleaved(8, 16, 4).value());
    // A lecture's question hides the mark, a new value too, and veils the plot; the answer brings back the mark
    // of the value now.
    page.heatmap()->setAnswerHidden(true, true);
    QVERIFY(!scale->current());
    QVERIFY(ui::ChartInspector(page.heatmap()).isVeiled());
    page.refresh(pipeline(8, 32, 4));
    QVERIFY(!scale->current());
    page.heatmap()->setAnswerHidden(false);
    QVERIFY(!ui::ChartInspector(page.heatmap()).isVeiled());
    QVERIFY(scale->current());
    QCOMPARE(*scale->current(), bubbleFractionInterleaved(8, 32, 4).value());
}

void TestPipelinePage::ganttBarsLieOverTheGrid()
{
    PipelinePage page;
    page.refresh(Scenario{});
    QVERIFY(page.ganttPasses()->zValue() > 2); // the grid's
    QVERIFY(page.ganttPasses()->zValue() < 3); // the axes'
    QVERIFY(!page.scheduleAtLowerDetail());
}

QTEST_MAIN(TestPipelinePage)
#include "test_pipelinepage.moc"
