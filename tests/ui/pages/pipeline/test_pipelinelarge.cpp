// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline page at its limits: extreme scenarios draw without crashing, many stages draw at most 200 rows of
// the Gantt chart and say so, and schedules with passes narrower than a pixel draw at lower detail in the legend's
// colours, the status still setting the measured idle beside the formula's.
#include "chartpanel.h"
#include "pages/pipeline/pipelinepage.h"
#include "pipelinetest.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/schedule.h"
#include "commviz/units.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace commviz;
using namespace pipelinetest;
using commviz::ui::PipelinePage;
using commviz::ui::RectLayer;

Q_DECLARE_METATYPE(commviz::Schedule)

namespace {

// A row's p stages, m micro-batches, V virtual stages and schedule.
void scheduleColumns()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::addColumn<Schedule>("schedule");
}

// Shows `page` at a window's size with `schedule` on the scenario `s`, and paints it once.
void draw(PipelinePage &page, Schedule schedule, const Scenario &s)
{
    page.resize(1400, 900);
    page.show();
    page.setSchedule(schedule);
    page.refresh(s);
    page.grab();
}

} // namespace

class TestPipelineLarge : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void extremeScenariosDrawWithoutCrashing_data();
    void extremeScenariosDrawWithoutCrashing();
    void manyStagesDrawAtMost200RowsAndSaySo_data();
    void manyStagesDrawAtMost200RowsAndSaySo();
    void largeSchedulesDrawAtLowerDetailInTheLegendsColours_data();
    void largeSchedulesDrawAtLowerDetailInTheLegendsColours();
};

void TestPipelineLarge::extremeScenariosDrawWithoutCrashing_data()
{
    scheduleColumns();
    QTest::newRow("p=1 m=1 V=1 1F1B") << 1 << 1 << 1 << Schedule::OneFOneB;
    QTest::newRow("p=1 m=1 V=1 interleaved") << 1 << 1 << 1 << Schedule::Interleaved;
    QTest::newRow("p=64 m=256 1F1B") << 64 << 256 << 4 << Schedule::OneFOneB;
    QTest::newRow("p=64 m=256 V=16 interleaved") << 64 << 256 << 16 << Schedule::Interleaved;
}

void TestPipelineLarge::extremeScenariosDrawWithoutCrashing()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(Schedule, schedule);
    PipelinePage page;
    draw(page, schedule, pipeline(p, m, v));                      // paints every layer
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

void TestPipelineLarge::manyStagesDrawAtMost200RowsAndSaySo_data()
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
void TestPipelineLarge::manyStagesDrawAtMost200RowsAndSaySo()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(Schedule, schedule);
    QFETCH(int, rows);
    QFETCH(QString, says);
    PipelinePage page;
    draw(page, schedule, pipeline(p, m, 1));
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
    for (const auto &t : page.gantt()->axes().yTicks())
        labels << t.label;
    QVERIFY2(labels.contains("stage 1"), qPrintable(labels.join(", ")));
    QVERIFY(labels.size() <= 17);
}

void TestPipelineLarge::largeSchedulesDrawAtLowerDetailInTheLegendsColours_data()
{
    scheduleColumns();
    QTest::newRow("1F1B p=32 m=256 (once a brown)") << 32 << 256 << 1 << Schedule::OneFOneB;
    QTest::newRow("1F1B p=64 m=1024 (once empty)") << 64 << 1024 << 8 << Schedule::OneFOneB;
    QTest::newRow("interleaved p=64 m=1024 V=8") << 64 << 1024 << 8 << Schedule::Interleaved;
    QTest::newRow("GPipe p=128 m=4096") << 128 << 4096 << 8 << Schedule::GPipe;
    QTest::newRow("interleaved p=128 m=4096 V=8") << 128 << 4096 << 8 << Schedule::Interleaved;
}

// Passes narrower than a pixel: every stage's row is drawn in the forward and backward colours of the legend
// (never a blend), the first stage starts at once and the last one waits, the chart's title says the detail is
// lower, and the status still sets the measured idle beside the formula's.
void TestPipelineLarge::largeSchedulesDrawAtLowerDetailInTheLegendsColours()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(Schedule, schedule);
    PipelinePage page;
    draw(page, schedule, pipeline(p, m, v));
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

QTEST_MAIN(TestPipelineLarge)
#include "test_pipelinelarge.moc"
