// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline page draws core's numbers: heatmap cells from eq. 11, the boundary from minMicrobatches,
// the Gantt chart and its idle fraction from the schedule simulator, and the napkin's worked example.
#include "chartpanel.h"
#include "pages/pipeline/pipelinepage.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/schedule.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QTest>

#include <cmath>
#include <map>
#include <optional>

using commviz::ui::PageId;
using namespace commviz;
using commviz::ui::ChartPanel;
using commviz::ui::PipelinePage;
using commviz::ui::RectLayer;

Q_DECLARE_METATYPE(commviz::Schedule)

namespace {

Scenario pipeline(int p, int m, int v)
{
    return testutil::pipelineScenario(p, m, v);
}

// The drawn series whose name starts with `prefix`; none when it is absent or empty.
std::optional<ChartPanel::SeriesData> series(const ChartPanel *chart, const QString &prefix)
{
    for (const ChartPanel::SeriesData &d : chart->seriesData()) {
        if (d.name.startsWith(prefix))
            return d;
    }
    return std::nullopt;
}

// Passes per row of the Gantt chart, keyed by the row's centre.
std::map<double, int> passesPerRow(const RectLayer *layer)
{
    std::map<double, int> rows;
    for (const RectLayer::Rect &r : layer->rects())
        ++rows[std::round((r.y0 + r.y1) * 500) / 1000];
    return rows;
}

} // namespace

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
    void interleavedWithMNotAMultipleOfPExplainsInsteadOfDrawing();
    void extremeScenariosDrawWithoutCrashing_data();
    void extremeScenariosDrawWithoutCrashing();
    void manyStagesDrawAtMost200RowsAndSaySo_data();
    void manyStagesDrawAtMost200RowsAndSaySo();
    void heatmapHasAColourScaleWithValues();
    void largeSchedulesDrawAtLowerDetailInTheLegendsColours_data();
    void largeSchedulesDrawAtLowerDetailInTheLegendsColours();
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
    QVERIFY(page.heatmap()->xMax() >= 30);
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
    QCOMPARE(page.gantt()->xMax(), r.makespan_s);
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

void TestPipelinePage::extremeScenariosDrawWithoutCrashing_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::addColumn<Schedule>("schedule");
    QTest::newRow("p=1 m=1 V=1 1F1B") << 1 << 1 << 1 << Schedule::OneFOneB;
    QTest::newRow("p=1 m=1 V=1 interleaved") << 1 << 1 << 1 << Schedule::Interleaved;
    QTest::newRow("p=64 m=256 1F1B") << 64 << 256 << 4 << Schedule::OneFOneB;
    QTest::newRow("p=64 m=256 V=16 interleaved") << 64 << 256 << 16 << Schedule::Interleaved;
}

void TestPipelinePage::extremeScenariosDrawWithoutCrashing()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(Schedule, schedule);
    PipelinePage page;
    page.resize(1400, 900);
    page.show();
    page.setSchedule(schedule);
    page.refresh(pipeline(p, m, v));
    page.grab();                                                  // paints every layer
    QTRY_VERIFY_WITH_TIMEOUT(!page.scheduleSimulating(), 120000); // the largest are simulated beside the frame
    page.grab();
    QVERIFY(page.heatmapCells()->rects().size() < 700);
    QVERIFY(page.ganttPasses()->rects().size() <= 4000);
    const Result<double> formula =
        schedule == Schedule::Interleaved ? bubbleFractionInterleaved(p, m, v) : bubbleFraction(p, m);
    QVERIFY2(page.scheduleStatus().contains(QString::fromStdString(formatPercent(formula.value()))),
             qPrintable(page.scheduleStatus()));
    auto marker = series(page.heatmap(), "current");
    QVERIFY(marker);
    QCOMPARE(marker->xs, std::vector<double>{static_cast<double>(p)});
    QCOMPARE(marker->ys, std::vector<double>{static_cast<double>(m)});
}

void TestPipelinePage::manyStagesDrawAtMost200RowsAndSaySo_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("says");
    QTest::newRow("1F1B p=50000 m=1") << 50000 << 1 << Schedule::OneFOneB << 201
                                      << "(201 of 50,000 stages drawn, one in 250)";
    QTest::newRow("GPipe p=50000 m=1") << 50000 << 1 << Schedule::GPipe << 201
                                       << "(201 of 50,000 stages drawn, one in 250)";
    QTest::newRow("GPipe p=300 m=2") << 300 << 2 << Schedule::GPipe << 151 << "(151 of 300 stages drawn, one in 2)";
    QTest::newRow("1F1B p=200 m=4: every stage") << 200 << 4 << Schedule::OneFOneB << 200 << "";
}

// A session saved on the Pipeline page with p = 50,000 opens at once: the simulation is linear in its passes,
// and the timeline draws one stage in k, each row a few pixels high, instead of 50,000 rows below a pixel.
void TestPipelinePage::manyStagesDrawAtMost200RowsAndSaySo()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(Schedule, schedule);
    QFETCH(int, rows);
    QFETCH(QString, says);
    PipelinePage page;
    page.resize(1400, 900);
    page.show();
    page.setSchedule(schedule);
    page.refresh(pipeline(p, m, 1));
    page.grab();
    const std::map<double, int> drawn = passesPerRow(page.ganttPasses());
    QCOMPARE(int(drawn.size()), rows);
    for (const auto &[y, count] : drawn)
        QVERIFY(page.scheduleAtLowerDetail() ? count >= 1 : count == 2 * m); // a drawn stage has all its passes
    QVERIFY(page.ganttPasses()->rects().size() <= 4000);
    QVERIFY2(says.isEmpty() ? !page.scheduleStatus().contains("stages drawn") : page.scheduleStatus().contains(says),
             qPrintable(page.scheduleStatus()));
    QVERIFY2(page.scheduleStatus().contains(QString::fromStdString(formatPercent(bubbleFraction(p, m).value()))),
             qPrintable(page.scheduleStatus()));
    // The labels name the stages drawn: the first one and the last one.
    QStringList labels;
    for (const auto &t : page.gantt()->yTicks())
        labels << t.label;
    QVERIFY2(labels.contains("stage 1"), qPrintable(labels.join(", ")));
    QVERIFY(labels.size() <= 17);
}

// The heatmap's colour scale: the bubble map's colours, labelled at its ends and middle, the current bubble marked.
void TestPipelinePage::heatmapHasAColourScaleWithValues()
{
    PipelinePage page;
    page.resize(1400, 900);
    page.show();
    page.refresh(Scenario{});
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const ui::ColorScaleItem *scale = page.heatmap()->colorScale();
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
}

void TestPipelinePage::largeSchedulesDrawAtLowerDetailInTheLegendsColours_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::addColumn<Schedule>("schedule");
    QTest::newRow("1F1B p=32 m=256 (once a brown)") << 32 << 256 << 1 << Schedule::OneFOneB;
    QTest::newRow("1F1B p=64 m=1024 (once empty)") << 64 << 1024 << 8 << Schedule::OneFOneB;
    QTest::newRow("interleaved p=64 m=1024 V=8") << 64 << 1024 << 8 << Schedule::Interleaved;
    QTest::newRow("GPipe p=128 m=4096") << 128 << 4096 << 8 << Schedule::GPipe;
    QTest::newRow("interleaved p=128 m=4096 V=8") << 128 << 4096 << 8 << Schedule::Interleaved;
}

// Passes narrower than a pixel: every stage's row is drawn in the forward and backward colours of the legend
// (never a blend), the first stage starts at once and the last one waits, the chart's title says the detail is
// lower, and the status still sets the measured idle beside the formula's.
void TestPipelinePage::largeSchedulesDrawAtLowerDetailInTheLegendsColours()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(Schedule, schedule);
    PipelinePage page;
    page.resize(1400, 900);
    page.show();
    page.setSchedule(schedule);
    page.refresh(pipeline(p, m, v));
    page.grab();
    // The largest are simulated beside the frame (test_pipelineworker.cpp): their picture comes when ready.
    QTRY_VERIFY_WITH_TIMEOUT(!page.scheduleSimulating(), 120000);
    QVERIFY(page.scheduleAtLowerDetail());
    QVERIFY2(page.gantt()->chartTitle().contains("lower detail"), qPrintable(page.gantt()->chartTitle()));
    const std::vector<RectLayer::Rect> &bars = page.ganttPasses()->rects();
    QVERIFY(!bars.empty());
    QVERIFY2(bars.size() <= 20000, "the work is bounded by pixels, not passes");
    for (const RectLayer::Rect &r : bars)
        QVERIFY(r.color == ui::palette::series(0) || r.color == ui::palette::series(1));
    const std::map<double, int> rows = passesPerRow(page.ganttPasses());
    QCOMPARE(int(rows.size()), p); // every stage has a row with something drawn
    // Stage 1 (the top row) starts at t = 0; stage p (the bottom row) starts later.
    const double top = rows.rbegin()->first;
    const double bottom = rows.begin()->first;
    double topStart = 1e300, bottomStart = 1e300;
    for (const RectLayer::Rect &r : bars) {
        const double y = std::round((r.y0 + r.y1) * 500) / 1000;
        if (y == top)
            topStart = std::min(topStart, r.x0);
        if (y == bottom)
            bottomStart = std::min(bottomStart, r.x0);
    }
    QCOMPARE(topStart, 0.0);
    QVERIFY(bottomStart > 0);
    const Result<double> formula =
        schedule == Schedule::Interleaved ? bubbleFractionInterleaved(p, m, v) : bubbleFraction(p, m);
    QVERIFY2(page.scheduleStatus().contains(QString::fromStdString("measured idle " + formatPercent(formula.value()))),
             qPrintable(page.scheduleStatus()));
    QVERIFY(page.gantt()->csv().startsWith("stage,phase"));
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
